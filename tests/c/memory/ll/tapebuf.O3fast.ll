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
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = insertelement <4 x i64> poison, i64 %20, i64 0
  %28 = insertelement <4 x i64> %27, i64 %22, i64 1
  %29 = insertelement <4 x i64> %28, i64 %24, i64 2
  %30 = insertelement <4 x i64> %29, i64 %26, i64 3
  %31 = lshr <4 x i64> %30, <i64 10, i64 10, i64 10, i64 10>
  %32 = and <4 x i64> %31, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <4 x i64> %32 to <4 x double>
  %34 = fmul fast <4 x double> %33, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %35 = fadd fast <4 x double> %34, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %35, ptr %9, align 16, !tbaa !9
  %36 = mul i64 %26, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %9, i64 32
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = insertelement <4 x i64> poison, i64 %38, i64 0
  %46 = insertelement <4 x i64> %45, i64 %40, i64 1
  %47 = insertelement <4 x i64> %46, i64 %42, i64 2
  %48 = insertelement <4 x i64> %47, i64 %44, i64 3
  %49 = lshr <4 x i64> %48, <i64 10, i64 10, i64 10, i64 10>
  %50 = and <4 x i64> %49, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <4 x i64> %50 to <4 x double>
  %52 = fmul fast <4 x double> %51, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %53 = fadd fast <4 x double> %52, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %53, ptr %37, align 16, !tbaa !9
  %54 = mul i64 %44, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <4 x i64> poison, i64 %55, i64 0
  %63 = insertelement <4 x i64> %62, i64 %57, i64 1
  %64 = insertelement <4 x i64> %63, i64 %59, i64 2
  %65 = insertelement <4 x i64> %64, i64 %61, i64 3
  %66 = lshr <4 x i64> %65, <i64 10, i64 10, i64 10, i64 10>
  %67 = and <4 x i64> %66, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <4 x i64> %67 to <4 x double>
  %69 = fmul fast <4 x double> %68, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %70 = fadd fast <4 x double> %69, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %70, ptr %14, align 16, !tbaa !9
  %71 = mul i64 %61, 6364136223846793005
  %72 = getelementptr inbounds i8, ptr %14, i64 32
  %73 = add i64 %71, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = mul i64 %77, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = insertelement <4 x i64> poison, i64 %73, i64 0
  %81 = insertelement <4 x i64> %80, i64 %75, i64 1
  %82 = insertelement <4 x i64> %81, i64 %77, i64 2
  %83 = insertelement <4 x i64> %82, i64 %79, i64 3
  %84 = lshr <4 x i64> %83, <i64 10, i64 10, i64 10, i64 10>
  %85 = and <4 x i64> %84, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <4 x i64> %85 to <4 x double>
  %87 = fmul fast <4 x double> %86, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %88 = fadd fast <4 x double> %87, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %88, ptr %72, align 16, !tbaa !9
  %89 = mul i64 %79, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <4 x i64> poison, i64 %90, i64 0
  %98 = insertelement <4 x i64> %97, i64 %92, i64 1
  %99 = insertelement <4 x i64> %98, i64 %94, i64 2
  %100 = insertelement <4 x i64> %99, i64 %96, i64 3
  %101 = lshr <4 x i64> %100, <i64 10, i64 10, i64 10, i64 10>
  %102 = and <4 x i64> %101, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <4 x i64> %102 to <4 x double>
  %104 = fmul fast <4 x double> %103, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %105 = fadd fast <4 x double> %104, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %105, ptr %15, align 16, !tbaa !9
  %106 = mul i64 %96, 6364136223846793005
  %107 = getelementptr inbounds i8, ptr %15, i64 32
  %108 = add i64 %106, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <4 x i64> poison, i64 %108, i64 0
  %116 = insertelement <4 x i64> %115, i64 %110, i64 1
  %117 = insertelement <4 x i64> %116, i64 %112, i64 2
  %118 = insertelement <4 x i64> %117, i64 %114, i64 3
  %119 = lshr <4 x i64> %118, <i64 10, i64 10, i64 10, i64 10>
  %120 = and <4 x i64> %119, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %121 = uitofp nneg <4 x i64> %120 to <4 x double>
  %122 = fmul fast <4 x double> %121, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %123 = fadd fast <4 x double> %122, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %123, ptr %107, align 16, !tbaa !9
  store i64 %114, ptr @rng_state, align 8, !tbaa !5
  %124 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %125 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %126 = tail call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @stage, i32 noundef %124, i32 noundef %124, i32 noundef %125) #14
  %127 = freeze i64 %126
  %128 = icmp sgt i64 %127, 0
  %129 = uitofp i1 %128 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %129, ptr %8, align 8, !tbaa !9
  %130 = load volatile double, ptr %8, align 8, !tbaa !9
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %132, label %142, label %133

133:                                              ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 1.000000e+00, ptr %7, align 8, !tbaa !9
  %134 = load volatile double, ptr %7, align 8, !tbaa !9
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp one double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %137 = fadd reassoc nsz arcp contract afn double %129, -1.000000e+00
  %138 = fcmp reassoc nsz arcp contract afn oeq double %137, 0.000000e+00
  %139 = and i1 %138, %136
  br i1 %139, label %140, label %142

140:                                              ; preds = %133
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.7)
  br label %146

142:                                              ; preds = %133, %0
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.8)
  %144 = load i32, ptr @n_fail, align 4, !tbaa !11
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr @n_fail, align 4, !tbaa !11
  br label %146

146:                                              ; preds = %140, %142
  %147 = getelementptr inbounds i8, ptr %16, i64 8
  %148 = getelementptr inbounds i8, ptr %16, i64 16
  %149 = getelementptr inbounds i8, ptr %16, i64 24
  %150 = icmp slt i64 %127, 513
  %151 = uitofp i1 %150 to double
  %152 = fadd reassoc nsz arcp contract afn double %151, -1.000000e+00
  %153 = fcmp reassoc nsz arcp contract afn oeq double %152, 0.000000e+00
  br label %160

154:                                              ; preds = %435
  %155 = load i32, ptr @n_fail, align 4, !tbaa !11
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %155)
  %157 = load i32, ptr @n_fail, align 4, !tbaa !11
  %158 = icmp ne i32 %157, 0
  %159 = zext i1 %158 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #14
  ret i32 %159

160:                                              ; preds = %146, %435
  %161 = phi i1 [ true, %146 ], [ false, %435 ]
  %162 = phi i64 [ 0, %146 ], [ 1, %435 ]
  %163 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  store i32 %164, ptr %16, align 8, !tbaa !13
  store ptr %14, ptr %147, align 8, !tbaa !16
  store ptr %15, ptr %148, align 8, !tbaa !17
  store double 8.000000e-01, ptr %149, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %151, ptr %6, align 8, !tbaa !9
  %165 = load volatile double, ptr %6, align 8, !tbaa !9
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = fcmp ueq double %166, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %167, label %176, label %168

168:                                              ; preds = %160
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 1.000000e+00, ptr %5, align 8, !tbaa !9
  %169 = load volatile double, ptr %5, align 8, !tbaa !9
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fcmp one double %170, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %172 = and i1 %153, %171
  br i1 %172, label %173, label %176

173:                                              ; preds = %168
  %174 = trunc nuw nsw i64 %162 to i32
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %174, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.7)
  br label %181

176:                                              ; preds = %168, %160
  %177 = trunc nuw nsw i64 %162 to i32
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %177, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.8)
  %179 = load i32, ptr @n_fail, align 4, !tbaa !11
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @n_fail, align 4, !tbaa !11
  br label %181

181:                                              ; preds = %173, %176
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 16 dereferenceable(64) %9, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %13, i8 0, i64 64, i1 false)
  %182 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %183 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %184 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @stage, i32 noundef %182, i64 noundef %127, i32 noundef %183, ptr noundef nonnull %17, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %184, i32 noundef %164) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %13, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, ptr noundef nonnull align 16 dereferenceable(64) %15, i64 64, i1 false)
  %185 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %186 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %187 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %188 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %189 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @stage, i32 noundef %185, i64 noundef %127, i32 noundef %186, i32 noundef %187, ptr noundef nonnull %17, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %188, i32 noundef %164) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_stage, ptr noundef nonnull %16, ptr noundef nonnull %9, i32 noundef %164, ptr noundef nonnull %11)
  %190 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %191 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %192 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %193 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @g, i32 noundef %190, i32 noundef %191, i32 noundef %192) #14
  %194 = call noalias ptr @malloc(i64 noundef %193) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  store double -6.000000e-01, ptr %149, align 8, !tbaa !18
  %195 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %196 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @g, i32 noundef %195, i64 noundef %193, i32 noundef %196, ptr noundef %194, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef nofpclass(nan inf) -6.000000e-01, i32 noundef %164) #14
  %197 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %198 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %199 = load double, ptr %149, align 8, !tbaa !18
  %200 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, i32 noundef %197, i64 noundef %193, i32 noundef %198, ptr noundef %194, ptr noundef nonnull %9, ptr noundef nonnull %11, double noundef nofpclass(nan inf) %199, i32 noundef %164, double noundef nofpclass(nan inf) 1.000000e+00) #14
  call void @free(ptr noundef %194) #14
  %201 = load double, ptr %149, align 8, !tbaa !18
  %202 = call fast double @llvm.fabs.f64(double %201)
  %203 = call fast double @llvm.maxnum.f64(double %202, double 1.000000e+00)
  %204 = fmul fast double %203, 0x3EB0C6F7A0B5ED8D
  %205 = fadd fast double %204, %201
  %206 = zext nneg i32 %164 to i64
  br label %207

207:                                              ; preds = %207, %181
  %208 = phi i64 [ 0, %181 ], [ %216, %207 ]
  %209 = phi double [ 0.000000e+00, %181 ], [ %215, %207 ]
  %210 = getelementptr inbounds double, ptr %9, i64 %208
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = fmul fast double %211, %205
  %213 = call fast double @llvm.sin.f64(double %212)
  %214 = fmul fast double %213, %211
  %215 = fadd fast double %214, %209
  %216 = add nuw nsw i64 %208, 1
  %217 = icmp eq i64 %216, %206
  br i1 %217, label %218, label %207, !llvm.loop !19

218:                                              ; preds = %207
  %219 = fsub fast double %201, %204
  br label %220

220:                                              ; preds = %220, %218
  %221 = phi i64 [ 0, %218 ], [ %229, %220 ]
  %222 = phi double [ 0.000000e+00, %218 ], [ %228, %220 ]
  %223 = getelementptr inbounds double, ptr %9, i64 %221
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = fmul fast double %224, %219
  %226 = call fast double @llvm.sin.f64(double %225)
  %227 = fmul fast double %226, %224
  %228 = fadd fast double %227, %222
  %229 = add nuw nsw i64 %221, 1
  %230 = icmp eq i64 %229, %206
  br i1 %230, label %231, label %220, !llvm.loop !23

231:                                              ; preds = %220
  %232 = fmul fast double %215, %205
  %233 = fmul fast double %228, %219
  %234 = fsub fast double %232, %233
  %235 = fmul fast double %203, 2.000000e-06
  %236 = fdiv fast double %234, %235
  %237 = call fast double @llvm.fabs.f64(double %236)
  %238 = call fast double @llvm.maxnum.f64(double %237, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %200, ptr %4, align 8, !tbaa !9
  %239 = load volatile double, ptr %4, align 8, !tbaa !9
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fcmp ueq double %240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %241, label %255, label %242

242:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %236, ptr %3, align 8, !tbaa !9
  %243 = load volatile double, ptr %3, align 8, !tbaa !9
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ueq double %244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %245, label %255, label %246

246:                                              ; preds = %242
  %247 = fsub fast double %200, %236
  %248 = call fast double @llvm.fabs.f64(double %247)
  %249 = fmul fast double %238, 0x3EB0C6F7A0B5ED8D
  %250 = fcmp fast ole double %248, %249
  %251 = freeze i1 %250
  br i1 %251, label %252, label %255

252:                                              ; preds = %246
  %253 = trunc nuw nsw i64 %162 to i32
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %253, double noundef nofpclass(nan inf) %200, double noundef nofpclass(nan inf) %236, ptr noundef nonnull @.str.7)
  br label %260

255:                                              ; preds = %246, %242, %231
  %256 = trunc nuw nsw i64 %162 to i32
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %256, double noundef nofpclass(nan inf) %200, double noundef nofpclass(nan inf) %236, ptr noundef nonnull @.str.8)
  %258 = load i32, ptr @n_fail, align 4, !tbaa !11
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !11
  br label %260

260:                                              ; preds = %252, %255
  %261 = call i32 @llvm.smax.i32(i32 %164, i32 1)
  %262 = zext nneg i32 %261 to i64
  %263 = shl nuw nsw i64 %262, 3
  %264 = call noalias ptr @malloc(i64 noundef %263) #15
  %265 = sext i32 %164 to i64
  %266 = shl nsw i64 %265, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %264, ptr nonnull readonly align 16 %9, i64 %266, i1 false)
  br label %267

267:                                              ; preds = %432, %260
  %268 = phi i64 [ 0, %260 ], [ %433, %432 ]
  %269 = getelementptr inbounds double, ptr %11, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !9
  %271 = getelementptr inbounds double, ptr %264, i64 %268
  %272 = load double, ptr %271, align 8, !tbaa !9
  %273 = call fast double @llvm.fabs.f64(double %272)
  %274 = call fast double @llvm.maxnum.f64(double %273, double 1.000000e+00)
  %275 = fmul fast double %274, 0x3EB0C6F7A0B5ED8D
  %276 = fadd fast double %275, %272
  %277 = fsub fast double %272, %275
  store double %276, ptr %271, align 8, !tbaa !9
  %278 = load double, ptr %149, align 8, !tbaa !18
  %279 = load i32, ptr %16, align 8, !tbaa !13
  %280 = icmp sgt i32 %279, 0
  br i1 %280, label %281, label %402

281:                                              ; preds = %267
  %282 = zext nneg i32 %279 to i64
  %283 = icmp ult i32 %279, 16
  br i1 %283, label %326, label %284

284:                                              ; preds = %281
  %285 = and i64 %282, 2147483632
  %286 = insertelement <4 x double> poison, double %278, i64 0
  %287 = shufflevector <4 x double> %286, <4 x double> poison, <4 x i32> zeroinitializer
  br label %288

288:                                              ; preds = %288, %284
  %289 = phi i64 [ 0, %284 ], [ %318, %288 ]
  %290 = phi <4 x double> [ zeroinitializer, %284 ], [ %314, %288 ]
  %291 = phi <4 x double> [ zeroinitializer, %284 ], [ %315, %288 ]
  %292 = phi <4 x double> [ zeroinitializer, %284 ], [ %316, %288 ]
  %293 = phi <4 x double> [ zeroinitializer, %284 ], [ %317, %288 ]
  %294 = getelementptr inbounds double, ptr %264, i64 %289
  %295 = getelementptr inbounds i8, ptr %294, i64 32
  %296 = getelementptr inbounds i8, ptr %294, i64 64
  %297 = getelementptr inbounds i8, ptr %294, i64 96
  %298 = load <4 x double>, ptr %294, align 8, !tbaa !9
  %299 = load <4 x double>, ptr %295, align 8, !tbaa !9
  %300 = load <4 x double>, ptr %296, align 8, !tbaa !9
  %301 = load <4 x double>, ptr %297, align 8, !tbaa !9
  %302 = fmul fast <4 x double> %298, %287
  %303 = fmul fast <4 x double> %299, %287
  %304 = fmul fast <4 x double> %300, %287
  %305 = fmul fast <4 x double> %301, %287
  %306 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %302)
  %307 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %303)
  %308 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %304)
  %309 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %305)
  %310 = fmul fast <4 x double> %306, %298
  %311 = fmul fast <4 x double> %307, %299
  %312 = fmul fast <4 x double> %308, %300
  %313 = fmul fast <4 x double> %309, %301
  %314 = fadd fast <4 x double> %310, %290
  %315 = fadd fast <4 x double> %311, %291
  %316 = fadd fast <4 x double> %312, %292
  %317 = fadd fast <4 x double> %313, %293
  %318 = add nuw i64 %289, 16
  %319 = icmp eq i64 %318, %285
  br i1 %319, label %320, label %288, !llvm.loop !24

320:                                              ; preds = %288
  %321 = fadd fast <4 x double> %315, %314
  %322 = fadd fast <4 x double> %316, %321
  %323 = fadd fast <4 x double> %317, %322
  %324 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %323)
  %325 = icmp eq i64 %285, %282
  br i1 %325, label %340, label %326

326:                                              ; preds = %320, %281
  %327 = phi i64 [ 0, %281 ], [ %285, %320 ]
  %328 = phi double [ 0.000000e+00, %281 ], [ %324, %320 ]
  br label %329

329:                                              ; preds = %326, %329
  %330 = phi i64 [ %338, %329 ], [ %327, %326 ]
  %331 = phi double [ %337, %329 ], [ %328, %326 ]
  %332 = getelementptr inbounds double, ptr %264, i64 %330
  %333 = load double, ptr %332, align 8, !tbaa !9
  %334 = fmul fast double %333, %278
  %335 = call fast double @llvm.sin.f64(double %334)
  %336 = fmul fast double %335, %333
  %337 = fadd fast double %336, %331
  %338 = add nuw nsw i64 %330, 1
  %339 = icmp eq i64 %338, %282
  br i1 %339, label %340, label %329, !llvm.loop !25

340:                                              ; preds = %329, %320
  %341 = phi double [ %324, %320 ], [ %337, %329 ]
  store double %277, ptr %271, align 8, !tbaa !9
  %342 = icmp ult i32 %279, 16
  br i1 %342, label %385, label %343

343:                                              ; preds = %340
  %344 = and i64 %282, 2147483632
  %345 = insertelement <4 x double> poison, double %278, i64 0
  %346 = shufflevector <4 x double> %345, <4 x double> poison, <4 x i32> zeroinitializer
  br label %347

347:                                              ; preds = %347, %343
  %348 = phi i64 [ 0, %343 ], [ %377, %347 ]
  %349 = phi <4 x double> [ zeroinitializer, %343 ], [ %373, %347 ]
  %350 = phi <4 x double> [ zeroinitializer, %343 ], [ %374, %347 ]
  %351 = phi <4 x double> [ zeroinitializer, %343 ], [ %375, %347 ]
  %352 = phi <4 x double> [ zeroinitializer, %343 ], [ %376, %347 ]
  %353 = getelementptr inbounds double, ptr %264, i64 %348
  %354 = getelementptr inbounds i8, ptr %353, i64 32
  %355 = getelementptr inbounds i8, ptr %353, i64 64
  %356 = getelementptr inbounds i8, ptr %353, i64 96
  %357 = load <4 x double>, ptr %353, align 8, !tbaa !9
  %358 = load <4 x double>, ptr %354, align 8, !tbaa !9
  %359 = load <4 x double>, ptr %355, align 8, !tbaa !9
  %360 = load <4 x double>, ptr %356, align 8, !tbaa !9
  %361 = fmul fast <4 x double> %357, %346
  %362 = fmul fast <4 x double> %358, %346
  %363 = fmul fast <4 x double> %359, %346
  %364 = fmul fast <4 x double> %360, %346
  %365 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %361)
  %366 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %362)
  %367 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %363)
  %368 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %364)
  %369 = fmul fast <4 x double> %365, %357
  %370 = fmul fast <4 x double> %366, %358
  %371 = fmul fast <4 x double> %367, %359
  %372 = fmul fast <4 x double> %368, %360
  %373 = fadd fast <4 x double> %369, %349
  %374 = fadd fast <4 x double> %370, %350
  %375 = fadd fast <4 x double> %371, %351
  %376 = fadd fast <4 x double> %372, %352
  %377 = add nuw i64 %348, 16
  %378 = icmp eq i64 %377, %344
  br i1 %378, label %379, label %347, !llvm.loop !26

379:                                              ; preds = %347
  %380 = fadd fast <4 x double> %374, %373
  %381 = fadd fast <4 x double> %375, %380
  %382 = fadd fast <4 x double> %376, %381
  %383 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %382)
  %384 = icmp eq i64 %344, %282
  br i1 %384, label %399, label %385

385:                                              ; preds = %379, %340
  %386 = phi i64 [ 0, %340 ], [ %344, %379 ]
  %387 = phi double [ 0.000000e+00, %340 ], [ %383, %379 ]
  br label %388

388:                                              ; preds = %385, %388
  %389 = phi i64 [ %397, %388 ], [ %386, %385 ]
  %390 = phi double [ %396, %388 ], [ %387, %385 ]
  %391 = getelementptr inbounds double, ptr %264, i64 %389
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = fmul fast double %392, %278
  %394 = call fast double @llvm.sin.f64(double %393)
  %395 = fmul fast double %394, %392
  %396 = fadd fast double %395, %390
  %397 = add nuw nsw i64 %389, 1
  %398 = icmp eq i64 %397, %282
  br i1 %398, label %399, label %388, !llvm.loop !27

399:                                              ; preds = %388, %379
  %400 = phi double [ %383, %379 ], [ %396, %388 ]
  %401 = fmul fast double %341, %278
  br label %402

402:                                              ; preds = %267, %399
  %403 = phi double [ %401, %399 ], [ 0.000000e+00, %267 ]
  %404 = phi double [ %400, %399 ], [ 0.000000e+00, %267 ]
  %405 = fmul fast double %404, %278
  store double %272, ptr %271, align 8, !tbaa !9
  %406 = fsub fast double %403, %405
  %407 = fmul fast double %274, 2.000000e-06
  %408 = fdiv fast double %406, %407
  %409 = call fast double @llvm.fabs.f64(double %408)
  %410 = call fast double @llvm.maxnum.f64(double %409, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %270, ptr %2, align 8, !tbaa !9
  %411 = load volatile double, ptr %2, align 8, !tbaa !9
  %412 = call double @llvm.fabs.f64(double %411)
  %413 = fcmp ueq double %412, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %413, label %427, label %414

414:                                              ; preds = %402
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %408, ptr %1, align 8, !tbaa !9
  %415 = load volatile double, ptr %1, align 8, !tbaa !9
  %416 = call double @llvm.fabs.f64(double %415)
  %417 = fcmp ueq double %416, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %417, label %427, label %418

418:                                              ; preds = %414
  %419 = fsub fast double %270, %408
  %420 = call fast double @llvm.fabs.f64(double %419)
  %421 = fmul fast double %410, 0x3EB0C6F7A0B5ED8D
  %422 = fcmp fast ole double %420, %421
  %423 = freeze i1 %422
  br i1 %423, label %424, label %427

424:                                              ; preds = %418
  %425 = trunc nuw nsw i64 %268 to i32
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %425, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) %408, ptr noundef nonnull @.str.7)
  br label %432

427:                                              ; preds = %418, %414, %402
  %428 = trunc nuw nsw i64 %268 to i32
  %429 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %428, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) %408, ptr noundef nonnull @.str.8)
  %430 = load i32, ptr @n_fail, align 4, !tbaa !11
  %431 = add nsw i32 %430, 1
  store i32 %431, ptr @n_fail, align 4, !tbaa !11
  br label %432

432:                                              ; preds = %427, %424
  %433 = add nuw nsw i64 %268, 1
  %434 = icmp eq i64 %433, %206
  br i1 %434, label %435, label %267, !llvm.loop !28

435:                                              ; preds = %432
  call void @free(ptr noundef nonnull %264) #14
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  br i1 %161, label %160, label %154, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @stage(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %156

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %32

8:                                                ; preds = %89, %32, %5
  %9 = phi i64 [ 0, %32 ], [ 0, %5 ], [ %46, %89 ]
  %10 = and i64 %6, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %28, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds double, ptr %0, i64 %9
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fmul fast double %14, %14
  %16 = tail call fast double @llvm.sin.f64(double %14)
  %17 = fmul fast double %15, %16
  %18 = or disjoint i64 %9, 1
  %19 = icmp eq i64 %18, %6
  %20 = select i1 %19, i64 0, i64 %18
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fneg fast double %14
  %24 = tail call fast double @llvm.exp.f64(double %23)
  %25 = fmul fast double %22, %24
  %26 = fadd fast double %25, %17
  %27 = getelementptr inbounds double, ptr %1, i64 %9
  store double %26, ptr %27, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %12, %8
  %29 = phi i64 [ %9, %8 ], [ %18, %12 ]
  %30 = add nsw i64 %6, -1
  %31 = icmp eq i64 %9, %30
  br i1 %31, label %91, label %121

32:                                               ; preds = %5
  %33 = shl nuw nsw i64 %6, 3
  %34 = getelementptr i8, ptr %1, i64 %33
  %35 = getelementptr i8, ptr %0, i64 8
  %36 = getelementptr i8, ptr %0, i64 %33
  %37 = getelementptr i8, ptr %36, i64 8
  %38 = icmp ugt ptr %35, %1
  %39 = icmp ugt ptr %34, %0
  %40 = and i1 %38, %39
  %41 = icmp ugt ptr %37, %1
  %42 = icmp ugt ptr %34, %0
  %43 = and i1 %41, %42
  %44 = or i1 %40, %43
  br i1 %44, label %8, label %45

45:                                               ; preds = %32
  %46 = and i64 %6, 2147483644
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %87, %47 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load <4 x double>, ptr %49, align 8, !tbaa !9, !alias.scope !30
  %51 = fmul fast <4 x double> %50, %50
  %52 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %50)
  %53 = fmul fast <4 x double> %51, %52
  %54 = or disjoint i64 %48, 1
  %55 = or disjoint i64 %48, 2
  %56 = or disjoint i64 %48, 3
  %57 = add nuw nsw i64 %48, 4
  %58 = icmp eq i64 %54, %6
  %59 = icmp eq i64 %55, %6
  %60 = icmp eq i64 %56, %6
  %61 = icmp eq i64 %57, %6
  %62 = and i64 %54, 4294967293
  %63 = and i64 %55, 4294967294
  %64 = and i64 %56, 4294967295
  %65 = and i64 %57, 4294967292
  %66 = select i1 %58, i64 0, i64 %62
  %67 = select i1 %59, i64 0, i64 %63
  %68 = select i1 %60, i64 0, i64 %64
  %69 = select i1 %61, i64 0, i64 %65
  %70 = getelementptr inbounds double, ptr %0, i64 %66
  %71 = getelementptr inbounds double, ptr %0, i64 %67
  %72 = getelementptr inbounds double, ptr %0, i64 %68
  %73 = getelementptr inbounds double, ptr %0, i64 %69
  %74 = load double, ptr %70, align 8, !tbaa !9, !alias.scope !30
  %75 = load double, ptr %71, align 8, !tbaa !9, !alias.scope !30
  %76 = load double, ptr %72, align 8, !tbaa !9, !alias.scope !30
  %77 = load double, ptr %73, align 8, !tbaa !9, !alias.scope !30
  %78 = insertelement <4 x double> poison, double %74, i64 0
  %79 = insertelement <4 x double> %78, double %75, i64 1
  %80 = insertelement <4 x double> %79, double %76, i64 2
  %81 = insertelement <4 x double> %80, double %77, i64 3
  %82 = fneg fast <4 x double> %50
  %83 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %82)
  %84 = fmul fast <4 x double> %81, %83
  %85 = fadd fast <4 x double> %84, %53
  %86 = getelementptr inbounds double, ptr %1, i64 %48
  store <4 x double> %85, ptr %86, align 8, !tbaa !9, !alias.scope !33, !noalias !35
  %87 = add nuw i64 %48, 4
  %88 = icmp eq i64 %87, %46
  br i1 %88, label %89, label %47, !llvm.loop !37

89:                                               ; preds = %47
  %90 = icmp eq i64 %46, %6
  br i1 %90, label %91, label %8

91:                                               ; preds = %28, %121, %89
  br i1 %4, label %92, label %156

92:                                               ; preds = %91
  %93 = zext nneg i32 %2 to i64
  %94 = icmp ult i32 %2, 16
  br i1 %94, label %95, label %97

95:                                               ; preds = %119, %92
  %96 = phi i64 [ 0, %92 ], [ %98, %119 ]
  br label %157

97:                                               ; preds = %92
  %98 = and i64 %6, 2147483632
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %117, %99 ]
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = getelementptr inbounds i8, ptr %101, i64 32
  %103 = getelementptr inbounds i8, ptr %101, i64 64
  %104 = getelementptr inbounds i8, ptr %101, i64 96
  %105 = load <4 x double>, ptr %101, align 8, !tbaa !9
  %106 = load <4 x double>, ptr %102, align 8, !tbaa !9
  %107 = load <4 x double>, ptr %103, align 8, !tbaa !9
  %108 = load <4 x double>, ptr %104, align 8, !tbaa !9
  %109 = fmul fast <4 x double> %105, %105
  %110 = fmul fast <4 x double> %106, %106
  %111 = fmul fast <4 x double> %107, %107
  %112 = fmul fast <4 x double> %108, %108
  %113 = fmul fast <4 x double> %109, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %114 = fmul fast <4 x double> %110, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %115 = fmul fast <4 x double> %111, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %116 = fmul fast <4 x double> %112, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %113, ptr %101, align 8, !tbaa !9
  store <4 x double> %114, ptr %102, align 8, !tbaa !9
  store <4 x double> %115, ptr %103, align 8, !tbaa !9
  store <4 x double> %116, ptr %104, align 8, !tbaa !9
  %117 = add nuw i64 %100, 16
  %118 = icmp eq i64 %117, %98
  br i1 %118, label %119, label %99, !llvm.loop !38

119:                                              ; preds = %99
  %120 = icmp eq i64 %98, %6
  br i1 %120, label %156, label %95

121:                                              ; preds = %28, %121
  %122 = phi i64 [ %144, %121 ], [ %29, %28 ]
  %123 = getelementptr inbounds double, ptr %0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = fmul fast double %124, %124
  %126 = tail call fast double @llvm.sin.f64(double %124)
  %127 = fmul fast double %125, %126
  %128 = add nuw nsw i64 %122, 1
  %129 = icmp eq i64 %128, %6
  %130 = and i64 %128, 4294967295
  %131 = select i1 %129, i64 0, i64 %130
  %132 = getelementptr inbounds double, ptr %0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fneg fast double %124
  %135 = tail call fast double @llvm.exp.f64(double %134)
  %136 = fmul fast double %133, %135
  %137 = fadd fast double %136, %127
  %138 = getelementptr inbounds double, ptr %1, i64 %122
  store double %137, ptr %138, align 8, !tbaa !9
  %139 = getelementptr inbounds double, ptr %0, i64 %128
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fmul fast double %140, %140
  %142 = tail call fast double @llvm.sin.f64(double %140)
  %143 = fmul fast double %141, %142
  %144 = add nuw nsw i64 %122, 2
  %145 = icmp eq i64 %144, %6
  %146 = and i64 %144, 4294967295
  %147 = select i1 %145, i64 0, i64 %146
  %148 = getelementptr inbounds double, ptr %0, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = fneg fast double %140
  %151 = tail call fast double @llvm.exp.f64(double %150)
  %152 = fmul fast double %149, %151
  %153 = fadd fast double %152, %143
  %154 = getelementptr inbounds double, ptr %1, i64 %128
  store double %153, ptr %154, align 8, !tbaa !9
  %155 = icmp eq i64 %144, %6
  br i1 %155, label %91, label %121, !llvm.loop !39

156:                                              ; preds = %157, %119, %3, %91
  ret void

157:                                              ; preds = %95, %157
  %158 = phi i64 [ %163, %157 ], [ %96, %95 ]
  %159 = getelementptr inbounds double, ptr %0, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = fmul fast double %160, %160
  %162 = fmul fast double %161, 5.000000e-01
  store double %162, ptr %159, align 8, !tbaa !9
  %163 = add nuw nsw i64 %158, 1
  %164 = icmp eq i64 %163, %93
  br i1 %164, label %156, label %157, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #2

declare nofpclass(nan inf) double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #2

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

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !9
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #14, !callees !41
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #14, !callees !41
  store double %24, ptr %23, align 8, !tbaa !9
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %37 = load volatile double, ptr %8, align 8, !tbaa !9
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !9
  %41 = load volatile double, ptr %7, align 8, !tbaa !9
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %43, label %53, label %44

44:                                               ; preds = %40
  %45 = fsub fast double %22, %34
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %36, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = freeze i1 %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %44
  %51 = trunc nuw nsw i64 %20 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.7)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.8)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_stage(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #14
  %5 = load i32, ptr %1, align 8, !tbaa !13
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false)
  %8 = icmp sgt i32 %5, 0
  br i1 %8, label %9, label %184

9:                                                ; preds = %2
  %10 = zext nneg i32 %5 to i64
  %11 = icmp ult i32 %5, 4
  br i1 %11, label %54, label %12

12:                                               ; preds = %9
  %13 = and i64 %10, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %50, %14 ]
  %16 = getelementptr inbounds double, ptr %3, i64 %15
  %17 = load <4 x double>, ptr %16, align 16, !tbaa !9
  %18 = fmul fast <4 x double> %17, %17
  %19 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %17)
  %20 = fmul fast <4 x double> %18, %19
  %21 = or disjoint i64 %15, 1
  %22 = or disjoint i64 %15, 2
  %23 = or disjoint i64 %15, 3
  %24 = add nuw nsw i64 %15, 4
  %25 = icmp eq i64 %21, %10
  %26 = icmp eq i64 %22, %10
  %27 = icmp eq i64 %23, %10
  %28 = icmp eq i64 %24, %10
  %29 = select i1 %25, i64 0, i64 %21
  %30 = select i1 %26, i64 0, i64 %22
  %31 = select i1 %27, i64 0, i64 %23
  %32 = select i1 %28, i64 0, i64 %24
  %33 = getelementptr inbounds double, ptr %3, i64 %29
  %34 = getelementptr inbounds double, ptr %3, i64 %30
  %35 = getelementptr inbounds double, ptr %3, i64 %31
  %36 = getelementptr inbounds double, ptr %3, i64 %32
  %37 = load double, ptr %33, align 8, !tbaa !9
  %38 = load double, ptr %34, align 16, !tbaa !9
  %39 = load double, ptr %35, align 8, !tbaa !9
  %40 = load double, ptr %36, align 16, !tbaa !9
  %41 = insertelement <4 x double> poison, double %37, i64 0
  %42 = insertelement <4 x double> %41, double %38, i64 1
  %43 = insertelement <4 x double> %42, double %39, i64 2
  %44 = insertelement <4 x double> %43, double %40, i64 3
  %45 = fneg fast <4 x double> %17
  %46 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %45)
  %47 = fmul fast <4 x double> %44, %46
  %48 = fadd fast <4 x double> %47, %20
  %49 = getelementptr inbounds double, ptr %4, i64 %15
  store <4 x double> %48, ptr %49, align 16, !tbaa !9
  %50 = add nuw i64 %15, 4
  %51 = icmp eq i64 %50, %13
  br i1 %51, label %52, label %14, !llvm.loop !42

52:                                               ; preds = %14
  %53 = icmp eq i64 %13, %10
  br i1 %53, label %73, label %54

54:                                               ; preds = %52, %9
  %55 = phi i64 [ 0, %9 ], [ %13, %52 ]
  br label %56

56:                                               ; preds = %54, %56
  %57 = phi i64 [ %63, %56 ], [ %55, %54 ]
  %58 = getelementptr inbounds double, ptr %3, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fmul fast double %59, %59
  %61 = tail call fast double @llvm.sin.f64(double %59)
  %62 = fmul fast double %60, %61
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, %10
  %65 = select i1 %64, i64 0, i64 %63
  %66 = getelementptr inbounds double, ptr %3, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fneg fast double %59
  %69 = tail call fast double @llvm.exp.f64(double %68)
  %70 = fmul fast double %67, %69
  %71 = fadd fast double %70, %62
  %72 = getelementptr inbounds double, ptr %4, i64 %57
  store double %71, ptr %72, align 8, !tbaa !9
  br i1 %64, label %73, label %56, !llvm.loop !43

73:                                               ; preds = %56, %52
  %74 = icmp ult i32 %5, 16
  br i1 %74, label %99, label %75

75:                                               ; preds = %73
  %76 = and i64 %10, 2147483632
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %95, %77 ]
  %79 = getelementptr inbounds double, ptr %3, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 32
  %81 = getelementptr inbounds i8, ptr %79, i64 64
  %82 = getelementptr inbounds i8, ptr %79, i64 96
  %83 = load <4 x double>, ptr %79, align 16, !tbaa !9
  %84 = load <4 x double>, ptr %80, align 16, !tbaa !9
  %85 = load <4 x double>, ptr %81, align 16, !tbaa !9
  %86 = load <4 x double>, ptr %82, align 16, !tbaa !9
  %87 = fmul fast <4 x double> %83, %83
  %88 = fmul fast <4 x double> %84, %84
  %89 = fmul fast <4 x double> %85, %85
  %90 = fmul fast <4 x double> %86, %86
  %91 = fmul fast <4 x double> %87, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %92 = fmul fast <4 x double> %88, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %93 = fmul fast <4 x double> %89, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %94 = fmul fast <4 x double> %90, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %91, ptr %79, align 16, !tbaa !9
  store <4 x double> %92, ptr %80, align 16, !tbaa !9
  store <4 x double> %93, ptr %81, align 16, !tbaa !9
  store <4 x double> %94, ptr %82, align 16, !tbaa !9
  %95 = add nuw i64 %78, 16
  %96 = icmp eq i64 %95, %76
  br i1 %96, label %97, label %77, !llvm.loop !44

97:                                               ; preds = %77
  %98 = icmp eq i64 %76, %10
  br i1 %98, label %109, label %99

99:                                               ; preds = %97, %73
  %100 = phi i64 [ 0, %73 ], [ %76, %97 ]
  br label %101

101:                                              ; preds = %99, %101
  %102 = phi i64 [ %107, %101 ], [ %100, %99 ]
  %103 = getelementptr inbounds double, ptr %3, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fmul fast double %104, %104
  %106 = fmul fast double %105, 5.000000e-01
  store double %106, ptr %103, align 8, !tbaa !9
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp eq i64 %107, %10
  br i1 %108, label %109, label %101, !llvm.loop !45

109:                                              ; preds = %101, %97
  br i1 %8, label %110, label %184

110:                                              ; preds = %109
  %111 = getelementptr inbounds i8, ptr %1, i64 8
  %112 = load ptr, ptr %111, align 8, !tbaa !16
  %113 = getelementptr inbounds i8, ptr %1, i64 16
  %114 = load ptr, ptr %113, align 8, !tbaa !17
  %115 = zext nneg i32 %5 to i64
  %116 = icmp ult i32 %5, 16
  br i1 %116, label %117, label %120

117:                                              ; preds = %178, %110
  %118 = phi i64 [ 0, %110 ], [ %121, %178 ]
  %119 = phi double [ 0.000000e+00, %110 ], [ %182, %178 ]
  br label %186

120:                                              ; preds = %110
  %121 = and i64 %10, 2147483632
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %176, %122 ]
  %124 = phi <4 x double> [ zeroinitializer, %120 ], [ %172, %122 ]
  %125 = phi <4 x double> [ zeroinitializer, %120 ], [ %173, %122 ]
  %126 = phi <4 x double> [ zeroinitializer, %120 ], [ %174, %122 ]
  %127 = phi <4 x double> [ zeroinitializer, %120 ], [ %175, %122 ]
  %128 = getelementptr inbounds double, ptr %112, i64 %123
  %129 = getelementptr inbounds i8, ptr %128, i64 32
  %130 = getelementptr inbounds i8, ptr %128, i64 64
  %131 = getelementptr inbounds i8, ptr %128, i64 96
  %132 = load <4 x double>, ptr %128, align 8, !tbaa !9
  %133 = load <4 x double>, ptr %129, align 8, !tbaa !9
  %134 = load <4 x double>, ptr %130, align 8, !tbaa !9
  %135 = load <4 x double>, ptr %131, align 8, !tbaa !9
  %136 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %123
  %137 = getelementptr inbounds i8, ptr %136, i64 32
  %138 = getelementptr inbounds i8, ptr %136, i64 64
  %139 = getelementptr inbounds i8, ptr %136, i64 96
  %140 = load <4 x double>, ptr %136, align 16, !tbaa !9
  %141 = load <4 x double>, ptr %137, align 16, !tbaa !9
  %142 = load <4 x double>, ptr %138, align 16, !tbaa !9
  %143 = load <4 x double>, ptr %139, align 16, !tbaa !9
  %144 = fmul fast <4 x double> %140, %132
  %145 = fmul fast <4 x double> %141, %133
  %146 = fmul fast <4 x double> %142, %134
  %147 = fmul fast <4 x double> %143, %135
  %148 = getelementptr inbounds double, ptr %114, i64 %123
  %149 = getelementptr inbounds i8, ptr %148, i64 32
  %150 = getelementptr inbounds i8, ptr %148, i64 64
  %151 = getelementptr inbounds i8, ptr %148, i64 96
  %152 = load <4 x double>, ptr %148, align 8, !tbaa !9
  %153 = load <4 x double>, ptr %149, align 8, !tbaa !9
  %154 = load <4 x double>, ptr %150, align 8, !tbaa !9
  %155 = load <4 x double>, ptr %151, align 8, !tbaa !9
  %156 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %123
  %157 = getelementptr inbounds i8, ptr %156, i64 32
  %158 = getelementptr inbounds i8, ptr %156, i64 64
  %159 = getelementptr inbounds i8, ptr %156, i64 96
  %160 = load <4 x double>, ptr %156, align 16, !tbaa !9
  %161 = load <4 x double>, ptr %157, align 16, !tbaa !9
  %162 = load <4 x double>, ptr %158, align 16, !tbaa !9
  %163 = load <4 x double>, ptr %159, align 16, !tbaa !9
  %164 = fmul fast <4 x double> %160, %152
  %165 = fmul fast <4 x double> %161, %153
  %166 = fmul fast <4 x double> %162, %154
  %167 = fmul fast <4 x double> %163, %155
  %168 = fadd fast <4 x double> %144, %124
  %169 = fadd fast <4 x double> %145, %125
  %170 = fadd fast <4 x double> %146, %126
  %171 = fadd fast <4 x double> %147, %127
  %172 = fadd fast <4 x double> %168, %164
  %173 = fadd fast <4 x double> %169, %165
  %174 = fadd fast <4 x double> %170, %166
  %175 = fadd fast <4 x double> %171, %167
  %176 = add nuw i64 %123, 16
  %177 = icmp eq i64 %176, %121
  br i1 %177, label %178, label %122, !llvm.loop !46

178:                                              ; preds = %122
  %179 = fadd fast <4 x double> %173, %172
  %180 = fadd fast <4 x double> %174, %179
  %181 = fadd fast <4 x double> %175, %180
  %182 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %181)
  %183 = icmp eq i64 %121, %10
  br i1 %183, label %184, label %117

184:                                              ; preds = %186, %178, %2, %109
  %185 = phi double [ 0.000000e+00, %109 ], [ 0.000000e+00, %2 ], [ %182, %178 ], [ %200, %186 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #14
  ret double %185

186:                                              ; preds = %117, %186
  %187 = phi i64 [ %201, %186 ], [ %118, %117 ]
  %188 = phi double [ %200, %186 ], [ %119, %117 ]
  %189 = getelementptr inbounds double, ptr %112, i64 %187
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %187
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = fmul fast double %192, %190
  %194 = getelementptr inbounds double, ptr %114, i64 %187
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %187
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fmul fast double %197, %195
  %199 = fadd fast double %193, %188
  %200 = fadd fast double %199, %198
  %201 = add nuw nsw i64 %187, 1
  %202 = icmp eq i64 %201, %115
  br i1 %202, label %184, label %186, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @g(ptr nocapture noundef readonly %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #8 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %53

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %47, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %47 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %51, %47 ]
  br label %56

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483632
  %13 = insertelement <4 x double> poison, double %1, i64 0
  %14 = shufflevector <4 x double> %13, <4 x double> poison, <4 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %45, %15 ]
  %17 = phi <4 x double> [ zeroinitializer, %11 ], [ %41, %15 ]
  %18 = phi <4 x double> [ zeroinitializer, %11 ], [ %42, %15 ]
  %19 = phi <4 x double> [ zeroinitializer, %11 ], [ %43, %15 ]
  %20 = phi <4 x double> [ zeroinitializer, %11 ], [ %44, %15 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 32
  %23 = getelementptr inbounds i8, ptr %21, i64 64
  %24 = getelementptr inbounds i8, ptr %21, i64 96
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = fmul fast <4 x double> %25, %14
  %30 = fmul fast <4 x double> %26, %14
  %31 = fmul fast <4 x double> %27, %14
  %32 = fmul fast <4 x double> %28, %14
  %33 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %29)
  %34 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %30)
  %35 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %31)
  %36 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %32)
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fmul fast <4 x double> %35, %27
  %40 = fmul fast <4 x double> %36, %28
  %41 = fadd fast <4 x double> %37, %17
  %42 = fadd fast <4 x double> %38, %18
  %43 = fadd fast <4 x double> %39, %19
  %44 = fadd fast <4 x double> %40, %20
  %45 = add nuw i64 %16, 16
  %46 = icmp eq i64 %45, %12
  br i1 %46, label %47, label %15, !llvm.loop !48

47:                                               ; preds = %15
  %48 = fadd fast <4 x double> %42, %41
  %49 = fadd fast <4 x double> %43, %48
  %50 = fadd fast <4 x double> %44, %49
  %51 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %50)
  %52 = icmp eq i64 %12, %6
  br i1 %52, label %53, label %8

53:                                               ; preds = %56, %47, %3
  %54 = phi double [ 0.000000e+00, %3 ], [ %51, %47 ], [ %64, %56 ]
  %55 = fmul fast double %54, %1
  ret double %55

56:                                               ; preds = %8, %56
  %57 = phi i64 [ %65, %56 ], [ %9, %8 ]
  %58 = phi double [ %64, %56 ], [ %10, %8 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul fast double %60, %1
  %62 = tail call fast double @llvm.sin.f64(double %61)
  %63 = fmul fast double %62, %60
  %64 = fadd fast double %63, %58
  %65 = add nuw nsw i64 %57, 1
  %66 = icmp eq i64 %65, %6
  br i1 %66, label %53, label %56, !llvm.loop !49
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!19 = distinct !{!19, !20, !21, !22}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !20, !21, !22}
!24 = distinct !{!24, !20, !22, !21}
!25 = distinct !{!25, !20, !21, !22}
!26 = distinct !{!26, !20, !22, !21}
!27 = distinct !{!27, !20, !21, !22}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = !{!36, !31}
!36 = distinct !{!36, !32}
!37 = distinct !{!37, !20, !22, !21}
!38 = distinct !{!38, !20, !22, !21}
!39 = distinct !{!39, !20, !22}
!40 = distinct !{!40, !20, !21, !22}
!41 = distinct !{null, ptr @obj_stage}
!42 = distinct !{!42, !20, !22, !21}
!43 = distinct !{!43, !20, !21, !22}
!44 = distinct !{!44, !20, !22, !21}
!45 = distinct !{!45, !20, !21, !22}
!46 = distinct !{!46, !20, !22, !21}
!47 = distinct !{!47, !20, !21, !22}
!48 = distinct !{!48, !20, !22, !21}
!49 = distinct !{!49, !20, !21, !22}
