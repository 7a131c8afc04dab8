; ModuleID = 'tapebuf.c'
source_filename = "tapebuf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr, ptr, double }

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"augmentsize > 0\00", align 1
@main.ns = internal unnamed_addr constant [2 x i32] [i32 8, i32 3], align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"augmentsize fits the stack buffer\00", align 1
@enzyme_allocated = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_tape = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_nofree = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"stage.JTw(stack tape)\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"g.da(tape buffer)\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"g.dx(tape buffer)\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"tapebuf\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [8 x double], align 16
  %10 = alloca [8 x double], align 16
  %11 = alloca [8 x double], align 16
  %12 = alloca [8 x double], align 16
  %13 = alloca [8 x double], align 16
  %14 = alloca [8 x double], align 16
  %15 = alloca [8 x double], align 16
  %16 = alloca %struct.Ctx, align 8
  %17 = alloca [512 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #14
  %18 = load i64, ptr @rng_state, align 8, !tbaa !5
  %19 = mul i64 %18, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <2 x i64> poison, i64 %20, i64 0
  %24 = insertelement <2 x i64> %23, i64 %22, i64 1
  %25 = lshr <2 x i64> %24, <i64 10, i64 10>
  %26 = and <2 x i64> %25, <i64 18014398509481982, i64 18014398509481982>
  %27 = uitofp nneg <2 x i64> %26 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %28, ptr %9, align 16, !tbaa !9
  %29 = mul i64 %22, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %9, i64 16
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = insertelement <2 x i64> poison, i64 %31, i64 0
  %35 = insertelement <2 x i64> %34, i64 %33, i64 1
  %36 = lshr <2 x i64> %35, <i64 10, i64 10>
  %37 = and <2 x i64> %36, <i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <2 x i64> %37 to <2 x double>
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %39, ptr %30, align 16, !tbaa !9
  %40 = mul i64 %33, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %9, i64 32
  %42 = add i64 %40, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = insertelement <2 x i64> poison, i64 %42, i64 0
  %46 = insertelement <2 x i64> %45, i64 %44, i64 1
  %47 = lshr <2 x i64> %46, <i64 10, i64 10>
  %48 = and <2 x i64> %47, <i64 18014398509481982, i64 18014398509481982>
  %49 = uitofp nneg <2 x i64> %48 to <2 x double>
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %50, ptr %41, align 16, !tbaa !9
  %51 = mul i64 %44, 6364136223846793005
  %52 = getelementptr inbounds i8, ptr %9, i64 48
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <2 x i64> poison, i64 %53, i64 0
  %57 = insertelement <2 x i64> %56, i64 %55, i64 1
  %58 = lshr <2 x i64> %57, <i64 10, i64 10>
  %59 = and <2 x i64> %58, <i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <2 x i64> %59 to <2 x double>
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %61, ptr %52, align 16, !tbaa !9
  %62 = mul i64 %55, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <2 x i64> poison, i64 %63, i64 0
  %67 = insertelement <2 x i64> %66, i64 %65, i64 1
  %68 = lshr <2 x i64> %67, <i64 10, i64 10>
  %69 = and <2 x i64> %68, <i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <2 x i64> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %71, ptr %14, align 16, !tbaa !9
  %72 = mul i64 %65, 6364136223846793005
  %73 = getelementptr inbounds i8, ptr %14, i64 16
  %74 = add i64 %72, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = insertelement <2 x i64> %77, i64 %76, i64 1
  %79 = lshr <2 x i64> %78, <i64 10, i64 10>
  %80 = and <2 x i64> %79, <i64 18014398509481982, i64 18014398509481982>
  %81 = uitofp nneg <2 x i64> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %82, ptr %73, align 16, !tbaa !9
  %83 = mul i64 %76, 6364136223846793005
  %84 = getelementptr inbounds i8, ptr %14, i64 32
  %85 = add i64 %83, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <2 x i64> poison, i64 %85, i64 0
  %89 = insertelement <2 x i64> %88, i64 %87, i64 1
  %90 = lshr <2 x i64> %89, <i64 10, i64 10>
  %91 = and <2 x i64> %90, <i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <2 x i64> %91 to <2 x double>
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %93, ptr %84, align 16, !tbaa !9
  %94 = mul i64 %87, 6364136223846793005
  %95 = getelementptr inbounds i8, ptr %14, i64 48
  %96 = add i64 %94, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = insertelement <2 x i64> poison, i64 %96, i64 0
  %100 = insertelement <2 x i64> %99, i64 %98, i64 1
  %101 = lshr <2 x i64> %100, <i64 10, i64 10>
  %102 = and <2 x i64> %101, <i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <2 x i64> %102 to <2 x double>
  %104 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %103, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %104, ptr %95, align 16, !tbaa !9
  %105 = mul i64 %98, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = insertelement <2 x i64> poison, i64 %106, i64 0
  %110 = insertelement <2 x i64> %109, i64 %108, i64 1
  %111 = lshr <2 x i64> %110, <i64 10, i64 10>
  %112 = and <2 x i64> %111, <i64 18014398509481982, i64 18014398509481982>
  %113 = uitofp nneg <2 x i64> %112 to <2 x double>
  %114 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %114, ptr %15, align 16, !tbaa !9
  %115 = mul i64 %108, 6364136223846793005
  %116 = getelementptr inbounds i8, ptr %15, i64 16
  %117 = add i64 %115, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = insertelement <2 x i64> poison, i64 %117, i64 0
  %121 = insertelement <2 x i64> %120, i64 %119, i64 1
  %122 = lshr <2 x i64> %121, <i64 10, i64 10>
  %123 = and <2 x i64> %122, <i64 18014398509481982, i64 18014398509481982>
  %124 = uitofp nneg <2 x i64> %123 to <2 x double>
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %125, ptr %116, align 16, !tbaa !9
  %126 = mul i64 %119, 6364136223846793005
  %127 = getelementptr inbounds i8, ptr %15, i64 32
  %128 = add i64 %126, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = insertelement <2 x i64> poison, i64 %128, i64 0
  %132 = insertelement <2 x i64> %131, i64 %130, i64 1
  %133 = lshr <2 x i64> %132, <i64 10, i64 10>
  %134 = and <2 x i64> %133, <i64 18014398509481982, i64 18014398509481982>
  %135 = uitofp nneg <2 x i64> %134 to <2 x double>
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %136, ptr %127, align 16, !tbaa !9
  %137 = mul i64 %130, 6364136223846793005
  %138 = getelementptr inbounds i8, ptr %15, i64 48
  %139 = add i64 %137, 1442695040888963407
  %140 = mul i64 %139, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = insertelement <2 x i64> poison, i64 %139, i64 0
  %143 = insertelement <2 x i64> %142, i64 %141, i64 1
  %144 = lshr <2 x i64> %143, <i64 10, i64 10>
  %145 = and <2 x i64> %144, <i64 18014398509481982, i64 18014398509481982>
  %146 = uitofp nneg <2 x i64> %145 to <2 x double>
  %147 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %147, ptr %138, align 16, !tbaa !9
  store i64 %141, ptr @rng_state, align 8, !tbaa !5
  %148 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %149 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %150 = tail call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @stage, i32 noundef %148, i32 noundef %148, i32 noundef %149) #14
  %151 = icmp sgt i64 %150, 0
  %152 = uitofp i1 %151 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %152, ptr %8, align 8, !tbaa !9
  %153 = load volatile double, ptr %8, align 8, !tbaa !9
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %155, label %165, label %156

156:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 1.000000e+00, ptr %7, align 8, !tbaa !9
  %157 = load volatile double, ptr %7, align 8, !tbaa !9
  %158 = tail call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %160 = fadd double %152, -1.000000e+00
  %161 = fcmp une double %160, 0.000000e+00
  %162 = select i1 %159, i1 true, i1 %161
  br i1 %162, label %165, label %163

163:                                              ; preds = %156
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef 0, double noundef %152, double noundef 1.000000e+00, ptr noundef nonnull @.str.7)
  br label %169

165:                                              ; preds = %156, %0
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef 0, double noundef %152, double noundef 1.000000e+00, ptr noundef nonnull @.str.8)
  %167 = load i32, ptr @n_fail, align 4, !tbaa !11
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr @n_fail, align 4, !tbaa !11
  br label %169

169:                                              ; preds = %163, %165
  %170 = getelementptr inbounds i8, ptr %16, i64 8
  %171 = getelementptr inbounds i8, ptr %16, i64 16
  %172 = getelementptr inbounds i8, ptr %16, i64 24
  %173 = icmp slt i64 %150, 513
  %174 = uitofp i1 %173 to double
  %175 = fadd double %174, -1.000000e+00
  %176 = fcmp une double %175, 0.000000e+00
  br label %183

177:                                              ; preds = %506
  %178 = load i32, ptr @n_fail, align 4, !tbaa !11
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %178)
  %180 = load i32, ptr @n_fail, align 4, !tbaa !11
  %181 = icmp ne i32 %180, 0
  %182 = zext i1 %181 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #14
  ret i32 %182

183:                                              ; preds = %169, %506
  %184 = phi i1 [ true, %169 ], [ false, %506 ]
  %185 = phi i64 [ 0, %169 ], [ 1, %506 ]
  %186 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  store i32 %187, ptr %16, align 8, !tbaa !13
  store ptr %14, ptr %170, align 8, !tbaa !16
  store ptr %15, ptr %171, align 8, !tbaa !17
  store double 8.000000e-01, ptr %172, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %174, ptr %6, align 8, !tbaa !9
  %188 = load volatile double, ptr %6, align 8, !tbaa !9
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %190, label %199, label %191

191:                                              ; preds = %183
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 1.000000e+00, ptr %5, align 8, !tbaa !9
  %192 = load volatile double, ptr %5, align 8, !tbaa !9
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %195 = select i1 %194, i1 true, i1 %176
  br i1 %195, label %199, label %196

196:                                              ; preds = %191
  %197 = trunc nuw nsw i64 %185 to i32
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %197, double noundef %174, double noundef 1.000000e+00, ptr noundef nonnull @.str.7)
  br label %204

199:                                              ; preds = %191, %183
  %200 = trunc nuw nsw i64 %185 to i32
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %200, double noundef %174, double noundef 1.000000e+00, ptr noundef nonnull @.str.8)
  %202 = load i32, ptr @n_fail, align 4, !tbaa !11
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr @n_fail, align 4, !tbaa !11
  br label %204

204:                                              ; preds = %196, %199
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 16 dereferenceable(64) %9, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %13, i8 0, i64 64, i1 false)
  %205 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %206 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %207 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, i32 noundef %205, i64 noundef %150, i32 noundef %206, ptr noundef nonnull %17, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %207, i32 noundef %187) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %13, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, ptr noundef nonnull align 16 dereferenceable(64) %15, i64 64, i1 false)
  %208 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %209 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %210 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %211 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %212 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, i32 noundef %208, i64 noundef %150, i32 noundef %209, i32 noundef %210, ptr noundef nonnull %17, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %211, i32 noundef %187) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_stage, ptr noundef nonnull %16, ptr noundef nonnull %9, i32 noundef %187, ptr noundef nonnull %11)
  %213 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %214 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %215 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %216 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @g, i32 noundef %213, i32 noundef %214, i32 noundef %215) #14
  %217 = call noalias ptr @malloc(i64 noundef %216) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  store double -6.000000e-01, ptr %172, align 8, !tbaa !18
  %218 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %219 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, i32 noundef %218, i64 noundef %216, i32 noundef %219, ptr noundef %217, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef -6.000000e-01, i32 noundef %187) #14
  %220 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %221 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %222 = load double, ptr %172, align 8, !tbaa !18
  %223 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, i32 noundef %220, i64 noundef %216, i32 noundef %221, ptr noundef %217, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef %222, i32 noundef %187, double noundef 1.000000e+00) #14
  call void @free(ptr noundef %217) #14
  %224 = load double, ptr %172, align 8, !tbaa !18
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  %228 = fmul double %227, 0x3EB0C6F7A0B5ED8D
  %229 = fadd double %224, %228
  %230 = zext nneg i32 %187 to i64
  %231 = add nsw i64 %230, -1
  %232 = and i64 %230, 1
  %233 = icmp eq i64 %231, 0
  br i1 %233, label %256, label %234

234:                                              ; preds = %204
  %235 = and i64 %230, 2147483646
  br label %236

236:                                              ; preds = %236, %234
  %237 = phi i64 [ 0, %234 ], [ %253, %236 ]
  %238 = phi double [ 0.000000e+00, %234 ], [ %252, %236 ]
  %239 = phi i64 [ 0, %234 ], [ %254, %236 ]
  %240 = getelementptr inbounds double, ptr %9, i64 %237
  %241 = load double, ptr %240, align 16, !tbaa !9
  %242 = fmul double %229, %241
  %243 = call double @sin(double noundef %242) #14
  %244 = load double, ptr %240, align 16, !tbaa !9
  %245 = call double @llvm.fmuladd.f64(double %243, double %244, double %238)
  %246 = or disjoint i64 %237, 1
  %247 = getelementptr inbounds double, ptr %9, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fmul double %229, %248
  %250 = call double @sin(double noundef %249) #14
  %251 = load double, ptr %247, align 8, !tbaa !9
  %252 = call double @llvm.fmuladd.f64(double %250, double %251, double %245)
  %253 = add nuw nsw i64 %237, 2
  %254 = add i64 %239, 2
  %255 = icmp eq i64 %254, %235
  br i1 %255, label %256, label %236, !llvm.loop !19

256:                                              ; preds = %236, %204
  %257 = phi double [ poison, %204 ], [ %252, %236 ]
  %258 = phi i64 [ 0, %204 ], [ %253, %236 ]
  %259 = phi double [ 0.000000e+00, %204 ], [ %252, %236 ]
  %260 = icmp eq i64 %232, 0
  br i1 %260, label %268, label %261

261:                                              ; preds = %256
  %262 = getelementptr inbounds double, ptr %9, i64 %258
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = fmul double %229, %263
  %265 = call double @sin(double noundef %264) #14
  %266 = load double, ptr %262, align 8, !tbaa !9
  %267 = call double @llvm.fmuladd.f64(double %265, double %266, double %259)
  br label %268

268:                                              ; preds = %256, %261
  %269 = phi double [ %257, %256 ], [ %267, %261 ]
  %270 = load double, ptr %172, align 8, !tbaa !18
  %271 = fsub double %270, %228
  %272 = and i64 %230, 1
  %273 = icmp eq i64 %231, 0
  br i1 %273, label %296, label %274

274:                                              ; preds = %268
  %275 = and i64 %230, 2147483646
  br label %276

276:                                              ; preds = %276, %274
  %277 = phi i64 [ 0, %274 ], [ %293, %276 ]
  %278 = phi double [ 0.000000e+00, %274 ], [ %292, %276 ]
  %279 = phi i64 [ 0, %274 ], [ %294, %276 ]
  %280 = getelementptr inbounds double, ptr %9, i64 %277
  %281 = load double, ptr %280, align 16, !tbaa !9
  %282 = fmul double %271, %281
  %283 = call double @sin(double noundef %282) #14
  %284 = load double, ptr %280, align 16, !tbaa !9
  %285 = call double @llvm.fmuladd.f64(double %283, double %284, double %278)
  %286 = or disjoint i64 %277, 1
  %287 = getelementptr inbounds double, ptr %9, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = fmul double %271, %288
  %290 = call double @sin(double noundef %289) #14
  %291 = load double, ptr %287, align 8, !tbaa !9
  %292 = call double @llvm.fmuladd.f64(double %290, double %291, double %285)
  %293 = add nuw nsw i64 %277, 2
  %294 = add i64 %279, 2
  %295 = icmp eq i64 %294, %275
  br i1 %295, label %296, label %276, !llvm.loop !19

296:                                              ; preds = %276, %268
  %297 = phi double [ poison, %268 ], [ %292, %276 ]
  %298 = phi i64 [ 0, %268 ], [ %293, %276 ]
  %299 = phi double [ 0.000000e+00, %268 ], [ %292, %276 ]
  %300 = icmp eq i64 %272, 0
  br i1 %300, label %308, label %301

301:                                              ; preds = %296
  %302 = getelementptr inbounds double, ptr %9, i64 %298
  %303 = load double, ptr %302, align 8, !tbaa !9
  %304 = fmul double %271, %303
  %305 = call double @sin(double noundef %304) #14
  %306 = load double, ptr %302, align 8, !tbaa !9
  %307 = call double @llvm.fmuladd.f64(double %305, double %306, double %299)
  br label %308

308:                                              ; preds = %296, %301
  %309 = phi double [ %297, %296 ], [ %307, %301 ]
  %310 = fmul double %229, %269
  %311 = fmul double %271, %309
  %312 = fsub double %310, %311
  %313 = fmul double %228, 2.000000e+00
  %314 = fdiv double %312, %313
  %315 = call double @llvm.fabs.f64(double %314)
  %316 = fcmp ogt double %315, 1.000000e+00
  %317 = select i1 %316, double %315, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %223, ptr %4, align 8, !tbaa !9
  %318 = load volatile double, ptr %4, align 8, !tbaa !9
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %320, label %333, label %321

321:                                              ; preds = %308
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %314, ptr %3, align 8, !tbaa !9
  %322 = load volatile double, ptr %3, align 8, !tbaa !9
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ueq double %323, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %324, label %333, label %325

325:                                              ; preds = %321
  %326 = fsub double %223, %314
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fmul double %317, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp ugt double %327, %328
  br i1 %329, label %333, label %330

330:                                              ; preds = %325
  %331 = trunc nuw nsw i64 %185 to i32
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %331, double noundef %223, double noundef %314, ptr noundef nonnull @.str.7)
  br label %338

333:                                              ; preds = %325, %321, %308
  %334 = trunc nuw nsw i64 %185 to i32
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %334, double noundef %223, double noundef %314, ptr noundef nonnull @.str.8)
  %336 = load i32, ptr @n_fail, align 4, !tbaa !11
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !11
  br label %338

338:                                              ; preds = %330, %333
  %339 = call i32 @llvm.smax.i32(i32 %187, i32 1)
  %340 = zext nneg i32 %339 to i64
  %341 = shl nuw nsw i64 %340, 3
  %342 = call noalias ptr @malloc(i64 noundef %341) #15
  %343 = sext i32 %187 to i64
  %344 = shl nsw i64 %343, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %342, ptr nonnull readonly align 16 %9, i64 %344, i1 false)
  br label %345

345:                                              ; preds = %503, %338
  %346 = phi i64 [ 0, %338 ], [ %504, %503 ]
  %347 = getelementptr inbounds double, ptr %11, i64 %346
  %348 = load double, ptr %347, align 8, !tbaa !9
  %349 = getelementptr inbounds double, ptr %342, i64 %346
  %350 = load double, ptr %349, align 8, !tbaa !9
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fcmp ogt double %351, 1.000000e+00
  %353 = select i1 %352, double %351, double 1.000000e+00
  %354 = fmul double %353, 0x3EB0C6F7A0B5ED8D
  %355 = fadd double %350, %354
  %356 = fsub double %350, %354
  store double %355, ptr %349, align 8, !tbaa !9
  %357 = load double, ptr %172, align 8, !tbaa !18
  %358 = load i32, ptr %16, align 8, !tbaa !13
  %359 = icmp sgt i32 %358, 0
  br i1 %359, label %360, label %471

360:                                              ; preds = %345
  %361 = zext nneg i32 %358 to i64
  %362 = and i64 %361, 3
  %363 = icmp ult i32 %358, 4
  br i1 %363, label %396, label %364

364:                                              ; preds = %360
  %365 = and i64 %361, 2147483644
  br label %366

366:                                              ; preds = %366, %364
  %367 = phi i64 [ 0, %364 ], [ %393, %366 ]
  %368 = phi double [ 0.000000e+00, %364 ], [ %392, %366 ]
  %369 = phi i64 [ 0, %364 ], [ %394, %366 ]
  %370 = getelementptr inbounds double, ptr %342, i64 %367
  %371 = load double, ptr %370, align 8, !tbaa !9
  %372 = fmul double %357, %371
  %373 = call double @sin(double noundef %372) #14
  %374 = call double @llvm.fmuladd.f64(double %373, double %371, double %368)
  %375 = or disjoint i64 %367, 1
  %376 = getelementptr inbounds double, ptr %342, i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !9
  %378 = fmul double %357, %377
  %379 = call double @sin(double noundef %378) #14
  %380 = call double @llvm.fmuladd.f64(double %379, double %377, double %374)
  %381 = or disjoint i64 %367, 2
  %382 = getelementptr inbounds double, ptr %342, i64 %381
  %383 = load double, ptr %382, align 8, !tbaa !9
  %384 = fmul double %357, %383
  %385 = call double @sin(double noundef %384) #14
  %386 = call double @llvm.fmuladd.f64(double %385, double %383, double %380)
  %387 = or disjoint i64 %367, 3
  %388 = getelementptr inbounds double, ptr %342, i64 %387
  %389 = load double, ptr %388, align 8, !tbaa !9
  %390 = fmul double %357, %389
  %391 = call double @sin(double noundef %390) #14
  %392 = call double @llvm.fmuladd.f64(double %391, double %389, double %386)
  %393 = add nuw nsw i64 %367, 4
  %394 = add i64 %369, 4
  %395 = icmp eq i64 %394, %365
  br i1 %395, label %396, label %366, !llvm.loop !19

396:                                              ; preds = %366, %360
  %397 = phi double [ poison, %360 ], [ %392, %366 ]
  %398 = phi i64 [ 0, %360 ], [ %393, %366 ]
  %399 = phi double [ 0.000000e+00, %360 ], [ %392, %366 ]
  %400 = icmp eq i64 %362, 0
  br i1 %400, label %413, label %401

401:                                              ; preds = %396, %401
  %402 = phi i64 [ %410, %401 ], [ %398, %396 ]
  %403 = phi double [ %409, %401 ], [ %399, %396 ]
  %404 = phi i64 [ %411, %401 ], [ 0, %396 ]
  %405 = getelementptr inbounds double, ptr %342, i64 %402
  %406 = load double, ptr %405, align 8, !tbaa !9
  %407 = fmul double %357, %406
  %408 = call double @sin(double noundef %407) #14
  %409 = call double @llvm.fmuladd.f64(double %408, double %406, double %403)
  %410 = add nuw nsw i64 %402, 1
  %411 = add i64 %404, 1
  %412 = icmp eq i64 %411, %362
  br i1 %412, label %413, label %401, !llvm.loop !21

413:                                              ; preds = %401, %396
  %414 = phi double [ %397, %396 ], [ %409, %401 ]
  %415 = load i32, ptr %16, align 8, !tbaa !13
  store double %356, ptr %349, align 8, !tbaa !9
  %416 = load double, ptr %172, align 8, !tbaa !18
  %417 = icmp sgt i32 %415, 0
  br i1 %417, label %418, label %471

418:                                              ; preds = %413
  %419 = zext nneg i32 %415 to i64
  %420 = and i64 %419, 3
  %421 = icmp ult i32 %415, 4
  br i1 %421, label %454, label %422

422:                                              ; preds = %418
  %423 = and i64 %419, 2147483644
  br label %424

424:                                              ; preds = %424, %422
  %425 = phi i64 [ 0, %422 ], [ %451, %424 ]
  %426 = phi double [ 0.000000e+00, %422 ], [ %450, %424 ]
  %427 = phi i64 [ 0, %422 ], [ %452, %424 ]
  %428 = getelementptr inbounds double, ptr %342, i64 %425
  %429 = load double, ptr %428, align 8, !tbaa !9
  %430 = fmul double %416, %429
  %431 = call double @sin(double noundef %430) #14
  %432 = call double @llvm.fmuladd.f64(double %431, double %429, double %426)
  %433 = or disjoint i64 %425, 1
  %434 = getelementptr inbounds double, ptr %342, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = fmul double %416, %435
  %437 = call double @sin(double noundef %436) #14
  %438 = call double @llvm.fmuladd.f64(double %437, double %435, double %432)
  %439 = or disjoint i64 %425, 2
  %440 = getelementptr inbounds double, ptr %342, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = fmul double %416, %441
  %443 = call double @sin(double noundef %442) #14
  %444 = call double @llvm.fmuladd.f64(double %443, double %441, double %438)
  %445 = or disjoint i64 %425, 3
  %446 = getelementptr inbounds double, ptr %342, i64 %445
  %447 = load double, ptr %446, align 8, !tbaa !9
  %448 = fmul double %416, %447
  %449 = call double @sin(double noundef %448) #14
  %450 = call double @llvm.fmuladd.f64(double %449, double %447, double %444)
  %451 = add nuw nsw i64 %425, 4
  %452 = add i64 %427, 4
  %453 = icmp eq i64 %452, %423
  br i1 %453, label %454, label %424, !llvm.loop !19

454:                                              ; preds = %424, %418
  %455 = phi double [ poison, %418 ], [ %450, %424 ]
  %456 = phi i64 [ 0, %418 ], [ %451, %424 ]
  %457 = phi double [ 0.000000e+00, %418 ], [ %450, %424 ]
  %458 = icmp eq i64 %420, 0
  br i1 %458, label %471, label %459

459:                                              ; preds = %454, %459
  %460 = phi i64 [ %468, %459 ], [ %456, %454 ]
  %461 = phi double [ %467, %459 ], [ %457, %454 ]
  %462 = phi i64 [ %469, %459 ], [ 0, %454 ]
  %463 = getelementptr inbounds double, ptr %342, i64 %460
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = fmul double %416, %464
  %466 = call double @sin(double noundef %465) #14
  %467 = call double @llvm.fmuladd.f64(double %466, double %464, double %461)
  %468 = add nuw nsw i64 %460, 1
  %469 = add i64 %462, 1
  %470 = icmp eq i64 %469, %420
  br i1 %470, label %471, label %459, !llvm.loop !23

471:                                              ; preds = %454, %459, %345, %413
  %472 = phi double [ %416, %413 ], [ %357, %345 ], [ %416, %459 ], [ %416, %454 ]
  %473 = phi double [ %414, %413 ], [ 0.000000e+00, %345 ], [ %414, %459 ], [ %414, %454 ]
  %474 = phi double [ 0.000000e+00, %413 ], [ 0.000000e+00, %345 ], [ %455, %454 ], [ %467, %459 ]
  %475 = fmul double %357, %473
  %476 = fmul double %472, %474
  store double %350, ptr %349, align 8, !tbaa !9
  %477 = fsub double %475, %476
  %478 = fsub double %355, %356
  %479 = fdiv double %477, %478
  %480 = call double @llvm.fabs.f64(double %479)
  %481 = fcmp ogt double %480, 1.000000e+00
  %482 = select i1 %481, double %480, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %348, ptr %2, align 8, !tbaa !9
  %483 = load volatile double, ptr %2, align 8, !tbaa !9
  %484 = call double @llvm.fabs.f64(double %483)
  %485 = fcmp ueq double %484, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %485, label %498, label %486

486:                                              ; preds = %471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %479, ptr %1, align 8, !tbaa !9
  %487 = load volatile double, ptr %1, align 8, !tbaa !9
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %489, label %498, label %490

490:                                              ; preds = %486
  %491 = fsub double %348, %479
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fmul double %482, 0x3EB0C6F7A0B5ED8D
  %494 = fcmp ugt double %492, %493
  br i1 %494, label %498, label %495

495:                                              ; preds = %490
  %496 = trunc nuw nsw i64 %346 to i32
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %496, double noundef %348, double noundef %479, ptr noundef nonnull @.str.7)
  br label %503

498:                                              ; preds = %490, %486, %471
  %499 = trunc nuw nsw i64 %346 to i32
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %499, double noundef %348, double noundef %479, ptr noundef nonnull @.str.8)
  %501 = load i32, ptr @n_fail, align 4, !tbaa !11
  %502 = add nsw i32 %501, 1
  store i32 %502, ptr @n_fail, align 4, !tbaa !11
  br label %503

503:                                              ; preds = %498, %495
  %504 = add nuw nsw i64 %346, 1
  %505 = icmp eq i64 %504, %230
  br i1 %505, label %506, label %345, !llvm.loop !24

506:                                              ; preds = %503
  call void @free(ptr noundef nonnull %342) #14
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  br i1 %184, label %183, label %177, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @stage(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %48

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %29

7:                                                ; preds = %29
  br i1 %4, label %8, label %48

8:                                                ; preds = %7
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %27, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %27 ]
  br label %49

13:                                               ; preds = %8
  %14 = and i64 %6, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %25, %15 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !9
  %20 = load <2 x double>, ptr %18, align 8, !tbaa !9
  %21 = fmul <2 x double> %19, <double 5.000000e-01, double 5.000000e-01>
  %22 = fmul <2 x double> %20, <double 5.000000e-01, double 5.000000e-01>
  %23 = fmul <2 x double> %19, %21
  %24 = fmul <2 x double> %20, %22
  store <2 x double> %23, ptr %17, align 8, !tbaa !9
  store <2 x double> %24, ptr %18, align 8, !tbaa !9
  %25 = add nuw i64 %16, 4
  %26 = icmp eq i64 %25, %14
  br i1 %26, label %27, label %15, !llvm.loop !26

27:                                               ; preds = %15
  %28 = icmp eq i64 %14, %6
  br i1 %28, label %48, label %11

29:                                               ; preds = %5, %29
  %30 = phi i64 [ 0, %5 ], [ %35, %29 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %32, %32
  %34 = tail call double @sin(double noundef %32) #14
  %35 = add nuw nsw i64 %30, 1
  %36 = icmp eq i64 %35, %6
  %37 = and i64 %35, 4294967295
  %38 = select i1 %36, i64 0, i64 %37
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = load double, ptr %31, align 8, !tbaa !9
  %42 = fneg double %41
  %43 = tail call double @exp(double noundef %42) #14
  %44 = fmul double %40, %43
  %45 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %44)
  %46 = getelementptr inbounds double, ptr %1, i64 %30
  store double %45, ptr %46, align 8, !tbaa !9
  %47 = icmp eq i64 %35, %6
  br i1 %47, label %7, label %29, !llvm.loop !29

48:                                               ; preds = %49, %27, %3, %7
  ret void

49:                                               ; preds = %11, %49
  %50 = phi i64 [ %55, %49 ], [ %12, %11 ]
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, 5.000000e-01
  %54 = fmul double %52, %53
  store double %54, ptr %51, align 8, !tbaa !9
  %55 = add nuw nsw i64 %50, 1
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %48, label %49, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #2

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !31
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !31
  store double %24, ptr %23, align 8, !tbaa !9
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %39 = load volatile double, ptr %8, align 8, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !9
  %43 = load volatile double, ptr %7, align 8, !tbaa !9
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.7)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.8)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !11
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !24
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_stage(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #14
  %5 = load i32, ptr %1, align 8, !tbaa !13
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false)
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %85

9:                                                ; preds = %2
  %10 = zext nneg i32 %5 to i64
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %17, %11 ]
  %13 = getelementptr inbounds double, ptr %3, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fmul double %14, %14
  %16 = tail call double @sin(double noundef %14) #14
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %10
  %19 = select i1 %18, i64 0, i64 %17
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fneg double %14
  %23 = tail call double @exp(double noundef %22) #14
  %24 = fmul double %21, %23
  %25 = tail call double @llvm.fmuladd.f64(double %15, double %16, double %24)
  %26 = getelementptr inbounds double, ptr %4, i64 %12
  store double %25, ptr %26, align 8, !tbaa !9
  br i1 %18, label %27, label %11, !llvm.loop !29

27:                                               ; preds = %11
  %28 = icmp ult i32 %5, 4
  br i1 %28, label %45, label %29

29:                                               ; preds = %27
  %30 = and i64 %10, 2147483644
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %41, %31 ]
  %33 = getelementptr inbounds double, ptr %3, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 16, !tbaa !9
  %36 = load <2 x double>, ptr %34, align 16, !tbaa !9
  %37 = fmul <2 x double> %35, <double 5.000000e-01, double 5.000000e-01>
  %38 = fmul <2 x double> %36, <double 5.000000e-01, double 5.000000e-01>
  %39 = fmul <2 x double> %35, %37
  %40 = fmul <2 x double> %36, %38
  store <2 x double> %39, ptr %33, align 16, !tbaa !9
  store <2 x double> %40, ptr %34, align 16, !tbaa !9
  %41 = add nuw i64 %32, 4
  %42 = icmp eq i64 %41, %30
  br i1 %42, label %43, label %31, !llvm.loop !32

43:                                               ; preds = %31
  %44 = icmp eq i64 %30, %10
  br i1 %44, label %55, label %45

45:                                               ; preds = %43, %27
  %46 = phi i64 [ 0, %27 ], [ %30, %43 ]
  br label %47

47:                                               ; preds = %45, %47
  %48 = phi i64 [ %53, %47 ], [ %46, %45 ]
  %49 = getelementptr inbounds double, ptr %3, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fmul double %50, 5.000000e-01
  %52 = fmul double %50, %51
  store double %52, ptr %49, align 8, !tbaa !9
  %53 = add nuw nsw i64 %48, 1
  %54 = icmp eq i64 %53, %10
  br i1 %54, label %55, label %47, !llvm.loop !33

55:                                               ; preds = %47, %43
  %56 = load i32, ptr %1, align 8, !tbaa !13
  %57 = icmp sgt i32 %56, 0
  br i1 %57, label %58, label %85

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %1, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !16
  %61 = getelementptr inbounds i8, ptr %1, i64 16
  %62 = load ptr, ptr %61, align 8, !tbaa !17
  %63 = zext nneg i32 %56 to i64
  %64 = and i64 %63, 1
  %65 = icmp eq i32 %56, 1
  br i1 %65, label %68, label %66

66:                                               ; preds = %58
  %67 = and i64 %63, 2147483646
  br label %87

68:                                               ; preds = %87, %58
  %69 = phi double [ poison, %58 ], [ %113, %87 ]
  %70 = phi i64 [ 0, %58 ], [ %114, %87 ]
  %71 = phi double [ 0.000000e+00, %58 ], [ %113, %87 ]
  %72 = icmp eq i64 %64, 0
  br i1 %72, label %85, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds double, ptr %60, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %70
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = getelementptr inbounds double, ptr %62, i64 %70
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %70
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul double %79, %81
  %83 = tail call double @llvm.fmuladd.f64(double %75, double %77, double %82)
  %84 = fadd double %71, %83
  br label %85

85:                                               ; preds = %73, %68, %2, %55
  %86 = phi double [ 0.000000e+00, %55 ], [ 0.000000e+00, %2 ], [ %69, %68 ], [ %84, %73 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #14
  ret double %86

87:                                               ; preds = %87, %66
  %88 = phi i64 [ 0, %66 ], [ %114, %87 ]
  %89 = phi double [ 0.000000e+00, %66 ], [ %113, %87 ]
  %90 = phi i64 [ 0, %66 ], [ %115, %87 ]
  %91 = getelementptr inbounds double, ptr %60, i64 %88
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %88
  %94 = load double, ptr %93, align 16, !tbaa !9
  %95 = getelementptr inbounds double, ptr %62, i64 %88
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %88
  %98 = load double, ptr %97, align 16, !tbaa !9
  %99 = fmul double %96, %98
  %100 = tail call double @llvm.fmuladd.f64(double %92, double %94, double %99)
  %101 = fadd double %89, %100
  %102 = or disjoint i64 %88, 1
  %103 = getelementptr inbounds double, ptr %60, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds double, ptr %62, i64 %102
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %102
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %108, %110
  %112 = tail call double @llvm.fmuladd.f64(double %104, double %106, double %111)
  %113 = fadd double %101, %112
  %114 = add nuw nsw i64 %88, 2
  %115 = add i64 %90, 2
  %116 = icmp eq i64 %115, %67
  br i1 %116, label %68, label %87, !llvm.loop !34
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @g(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %26

11:                                               ; preds = %26, %5
  %12 = phi double [ poison, %5 ], [ %42, %26 ]
  %13 = phi i64 [ 0, %5 ], [ %43, %26 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %42, %26 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %1
  %20 = tail call double @sin(double noundef %19) #14
  %21 = load double, ptr %17, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %14)
  br label %23

23:                                               ; preds = %16, %11, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %22, %16 ]
  %25 = fmul double %24, %1
  ret double %25

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %43, %26 ]
  %28 = phi double [ 0.000000e+00, %9 ], [ %42, %26 ]
  %29 = phi i64 [ 0, %9 ], [ %44, %26 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %1
  %33 = tail call double @sin(double noundef %32) #14
  %34 = load double, ptr %30, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  %36 = or disjoint i64 %27, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %1
  %40 = tail call double @sin(double noundef %39) #14
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %41, double %35)
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %11, label %26, !llvm.loop !19
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0, !15, i64 8, !15, i64 16, !10, i64 24}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = !{!14, !15, i64 16}
!18 = !{!14, !10, i64 24}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !22}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20, !28, !27}
!31 = distinct !{null, ptr @obj_stage}
!32 = distinct !{!32, !20, !27, !28}
!33 = distinct !{!33, !20, !28, !27}
!34 = distinct !{!34, !20}
