; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, float, ptr, i32 }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 16, i32 3], align 4
@.str = private unnamed_addr constant [8 x i8] c"fsum.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fscale.dx\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fscale.da\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"fmap.JTw\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"floats\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [12 x i8] c"%s(self fd)\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [16 x float], align 16
  %4 = alloca [16 x float], align 16
  %5 = alloca [16 x float], align 16
  %6 = alloca [16 x float], align 16
  %7 = alloca [16 x double], align 16
  %8 = alloca %struct.Ctx, align 8
  %9 = alloca [16 x double], align 16
  %10 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <4 x i64> poison, i64 %13, i64 0
  %21 = insertelement <4 x i64> %20, i64 %15, i64 1
  %22 = insertelement <4 x i64> %21, i64 %17, i64 2
  %23 = insertelement <4 x i64> %22, i64 %19, i64 3
  %24 = lshr <4 x i64> %23, <i64 10, i64 10, i64 10, i64 10>
  %25 = and <4 x i64> %24, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <4 x i64> %25 to <4 x double>
  %27 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %26, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %28 = fptrunc <4 x double> %27 to <4 x float>
  store <4 x float> %28, ptr %3, align 16, !tbaa !9
  %29 = mul i64 %19, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %3, i64 16
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = insertelement <4 x i64> poison, i64 %31, i64 0
  %39 = insertelement <4 x i64> %38, i64 %33, i64 1
  %40 = insertelement <4 x i64> %39, i64 %35, i64 2
  %41 = insertelement <4 x i64> %40, i64 %37, i64 3
  %42 = lshr <4 x i64> %41, <i64 10, i64 10, i64 10, i64 10>
  %43 = and <4 x i64> %42, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <4 x i64> %43 to <4 x double>
  %45 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %44, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %46 = fptrunc <4 x double> %45 to <4 x float>
  store <4 x float> %46, ptr %30, align 16, !tbaa !9
  %47 = mul i64 %37, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %3, i64 32
  %49 = add i64 %47, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <4 x i64> poison, i64 %49, i64 0
  %57 = insertelement <4 x i64> %56, i64 %51, i64 1
  %58 = insertelement <4 x i64> %57, i64 %53, i64 2
  %59 = insertelement <4 x i64> %58, i64 %55, i64 3
  %60 = lshr <4 x i64> %59, <i64 10, i64 10, i64 10, i64 10>
  %61 = and <4 x i64> %60, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %62 = uitofp nneg <4 x i64> %61 to <4 x double>
  %63 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %62, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %64 = fptrunc <4 x double> %63 to <4 x float>
  store <4 x float> %64, ptr %48, align 16, !tbaa !9
  %65 = mul i64 %55, 6364136223846793005
  %66 = getelementptr inbounds i8, ptr %3, i64 48
  %67 = add i64 %65, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <4 x i64> poison, i64 %67, i64 0
  %75 = insertelement <4 x i64> %74, i64 %69, i64 1
  %76 = insertelement <4 x i64> %75, i64 %71, i64 2
  %77 = insertelement <4 x i64> %76, i64 %73, i64 3
  %78 = lshr <4 x i64> %77, <i64 10, i64 10, i64 10, i64 10>
  %79 = and <4 x i64> %78, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <4 x i64> %79 to <4 x double>
  %81 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %80, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %82 = fptrunc <4 x double> %81 to <4 x float>
  store <4 x float> %82, ptr %66, align 16, !tbaa !9
  %83 = mul i64 %73, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 10, i64 10>
  %90 = and <2 x i64> %89, <i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %92, ptr %7, align 16, !tbaa !11
  %93 = mul i64 %86, 6364136223846793005
  %94 = getelementptr inbounds i8, ptr %7, i64 16
  %95 = add i64 %93, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 10, i64 10>
  %101 = and <2 x i64> %100, <i64 18014398509481982, i64 18014398509481982>
  %102 = uitofp nneg <2 x i64> %101 to <2 x double>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %103, ptr %94, align 16, !tbaa !11
  %104 = mul i64 %97, 6364136223846793005
  %105 = getelementptr inbounds i8, ptr %7, i64 32
  %106 = add i64 %104, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = insertelement <2 x i64> poison, i64 %106, i64 0
  %110 = insertelement <2 x i64> %109, i64 %108, i64 1
  %111 = lshr <2 x i64> %110, <i64 10, i64 10>
  %112 = and <2 x i64> %111, <i64 18014398509481982, i64 18014398509481982>
  %113 = uitofp nneg <2 x i64> %112 to <2 x double>
  %114 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %114, ptr %105, align 16, !tbaa !11
  %115 = mul i64 %108, 6364136223846793005
  %116 = getelementptr inbounds i8, ptr %7, i64 48
  %117 = add i64 %115, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = insertelement <2 x i64> poison, i64 %117, i64 0
  %121 = insertelement <2 x i64> %120, i64 %119, i64 1
  %122 = lshr <2 x i64> %121, <i64 10, i64 10>
  %123 = and <2 x i64> %122, <i64 18014398509481982, i64 18014398509481982>
  %124 = uitofp nneg <2 x i64> %123 to <2 x double>
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %125, ptr %116, align 16, !tbaa !11
  %126 = mul i64 %119, 6364136223846793005
  %127 = getelementptr inbounds i8, ptr %7, i64 64
  %128 = add i64 %126, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = insertelement <2 x i64> poison, i64 %128, i64 0
  %132 = insertelement <2 x i64> %131, i64 %130, i64 1
  %133 = lshr <2 x i64> %132, <i64 10, i64 10>
  %134 = and <2 x i64> %133, <i64 18014398509481982, i64 18014398509481982>
  %135 = uitofp nneg <2 x i64> %134 to <2 x double>
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %136, ptr %127, align 16, !tbaa !11
  %137 = mul i64 %130, 6364136223846793005
  %138 = getelementptr inbounds i8, ptr %7, i64 80
  %139 = add i64 %137, 1442695040888963407
  %140 = mul i64 %139, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = insertelement <2 x i64> poison, i64 %139, i64 0
  %143 = insertelement <2 x i64> %142, i64 %141, i64 1
  %144 = lshr <2 x i64> %143, <i64 10, i64 10>
  %145 = and <2 x i64> %144, <i64 18014398509481982, i64 18014398509481982>
  %146 = uitofp nneg <2 x i64> %145 to <2 x double>
  %147 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %147, ptr %138, align 16, !tbaa !11
  %148 = mul i64 %141, 6364136223846793005
  %149 = getelementptr inbounds i8, ptr %7, i64 96
  %150 = add i64 %148, 1442695040888963407
  %151 = mul i64 %150, 6364136223846793005
  %152 = add i64 %151, 1442695040888963407
  %153 = insertelement <2 x i64> poison, i64 %150, i64 0
  %154 = insertelement <2 x i64> %153, i64 %152, i64 1
  %155 = lshr <2 x i64> %154, <i64 10, i64 10>
  %156 = and <2 x i64> %155, <i64 18014398509481982, i64 18014398509481982>
  %157 = uitofp nneg <2 x i64> %156 to <2 x double>
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %158, ptr %149, align 16, !tbaa !11
  %159 = mul i64 %152, 6364136223846793005
  %160 = getelementptr inbounds i8, ptr %7, i64 112
  %161 = add i64 %159, 1442695040888963407
  %162 = mul i64 %161, 6364136223846793005
  %163 = add i64 %162, 1442695040888963407
  %164 = insertelement <2 x i64> poison, i64 %161, i64 0
  %165 = insertelement <2 x i64> %164, i64 %163, i64 1
  %166 = lshr <2 x i64> %165, <i64 10, i64 10>
  %167 = and <2 x i64> %166, <i64 18014398509481982, i64 18014398509481982>
  %168 = uitofp nneg <2 x i64> %167 to <2 x double>
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %169, ptr %160, align 16, !tbaa !11
  store i64 %163, ptr @rng_state, align 8, !tbaa !5
  %170 = getelementptr inbounds i8, ptr %8, i64 4
  %171 = getelementptr inbounds i8, ptr %8, i64 8
  %172 = getelementptr inbounds i8, ptr %8, i64 16
  %173 = getelementptr inbounds i8, ptr %6, i64 16
  %174 = getelementptr inbounds i8, ptr %6, i64 32
  %175 = getelementptr inbounds i8, ptr %6, i64 48
  %176 = getelementptr inbounds i8, ptr %10, i64 16
  %177 = getelementptr inbounds i8, ptr %10, i64 32
  %178 = getelementptr inbounds i8, ptr %10, i64 48
  %179 = getelementptr inbounds i8, ptr %10, i64 64
  %180 = getelementptr inbounds i8, ptr %10, i64 80
  %181 = getelementptr inbounds i8, ptr %10, i64 96
  %182 = getelementptr inbounds i8, ptr %10, i64 112
  br label %189

183:                                              ; preds = %349
  %184 = load i32, ptr @n_fail, align 4, !tbaa !13
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %184)
  %186 = load i32, ptr @n_fail, align 4, !tbaa !13
  %187 = icmp ne i32 %186, 0
  %188 = zext i1 %187 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  ret i32 %188

189:                                              ; preds = %349, %0
  %190 = phi i1 [ true, %0 ], [ false, %349 ]
  %191 = phi i1 [ false, %0 ], [ true, %349 ]
  %192 = phi i64 [ 0, %0 ], [ 1, %349 ]
  %193 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #13
  store i32 %194, ptr %8, align 8, !tbaa !15
  store float 0x3FE3333340000000, ptr %170, align 4, !tbaa !18
  store ptr %7, ptr %171, align 8, !tbaa !19
  store i32 0, ptr %172, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %195 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fsum, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %194) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  store i32 1, ptr %172, align 8, !tbaa !20
  %196 = zext nneg i32 %194 to i64
  %197 = call i32 @llvm.smax.i32(i32 %194, i32 1)
  store float 0x3FE3333340000000, ptr %170, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %198 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %3, ptr noundef nonnull %4, double noundef 0x3FE3333340000000, i32 noundef %194) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #13
  %199 = zext nneg i32 %197 to i64
  br i1 %191, label %200, label %202

200:                                              ; preds = %216, %189
  %201 = phi i64 [ 0, %189 ], [ %203, %216 ]
  br label %383

202:                                              ; preds = %189
  %203 = and i64 %199, 2147483644
  br label %204

204:                                              ; preds = %204, %202
  %205 = phi i64 [ 0, %202 ], [ %214, %204 ]
  %206 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %205
  %207 = getelementptr inbounds i8, ptr %206, i64 8
  %208 = load <2 x float>, ptr %206, align 16, !tbaa !9
  %209 = load <2 x float>, ptr %207, align 8, !tbaa !9
  %210 = fpext <2 x float> %208 to <2 x double>
  %211 = fpext <2 x float> %209 to <2 x double>
  %212 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %205
  %213 = getelementptr inbounds i8, ptr %212, i64 16
  store <2 x double> %210, ptr %212, align 16, !tbaa !11
  store <2 x double> %211, ptr %213, align 16, !tbaa !11
  %214 = add nuw i64 %205, 4
  %215 = icmp eq i64 %214, %203
  br i1 %215, label %216, label %204, !llvm.loop !21

216:                                              ; preds = %204
  %217 = icmp eq i64 %203, %199
  br i1 %217, label %218, label %200

218:                                              ; preds = %383, %216
  br label %219

219:                                              ; preds = %218, %219
  %220 = phi i64 [ %227, %219 ], [ 0, %218 ]
  %221 = phi double [ %226, %219 ], [ 0.000000e+00, %218 ]
  %222 = getelementptr inbounds double, ptr %9, i64 %220
  %223 = load double, ptr %222, align 8, !tbaa !11
  %224 = fmul double %223, 0x3FE33404F71758E2
  %225 = call double @exp(double noundef %224) #13
  %226 = call double @llvm.fmuladd.f64(double %225, double %223, double %221)
  %227 = add nuw nsw i64 %220, 1
  %228 = icmp eq i64 %227, %196
  br i1 %228, label %229, label %219, !llvm.loop !25

229:                                              ; preds = %219, %229
  %230 = phi i64 [ %237, %229 ], [ 0, %219 ]
  %231 = phi double [ %236, %229 ], [ 0.000000e+00, %219 ]
  %232 = getelementptr inbounds double, ptr %9, i64 %230
  %233 = load double, ptr %232, align 8, !tbaa !11
  %234 = fmul double %233, 0x3FE3326188E8A71E
  %235 = call double @exp(double noundef %234) #13
  %236 = call double @llvm.fmuladd.f64(double %235, double %233, double %231)
  %237 = add nuw nsw i64 %230, 1
  %238 = icmp eq i64 %237, %196
  br i1 %238, label %239, label %229, !llvm.loop !25

239:                                              ; preds = %229
  %240 = fpext float %198 to double
  %241 = insertelement <2 x double> poison, double %226, i64 0
  %242 = insertelement <2 x double> %241, double %236, i64 1
  %243 = fdiv <2 x double> %242, <double 0x3FF5C30D3AC7C554, double 0x3FF5C2119244B2E5>
  %244 = shufflevector <2 x double> %243, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %245 = fsub <2 x double> %243, %244
  %246 = extractelement <2 x double> %245, i64 0
  %247 = fdiv double %246, 2.000000e-04
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ogt double %248, 1.000000e+00
  %250 = select i1 %249, double %248, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %240, ptr %2, align 8, !tbaa !11
  %251 = load volatile double, ptr %2, align 8, !tbaa !11
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %253, label %265, label %254

254:                                              ; preds = %239
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %247, ptr %1, align 8, !tbaa !11
  %255 = load volatile double, ptr %1, align 8, !tbaa !11
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = fcmp ueq double %256, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %257, label %265, label %258

258:                                              ; preds = %254
  %259 = fsub double %240, %247
  %260 = call double @llvm.fabs.f64(double %259)
  %261 = fmul double %250, 1.000000e-04
  %262 = fcmp ugt double %260, %261
  br i1 %262, label %265, label %263

263:                                              ; preds = %258
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %240, double noundef %247, ptr noundef nonnull @.str.7)
  br label %269

265:                                              ; preds = %258, %254, %239
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %240, double noundef %247, ptr noundef nonnull @.str.8)
  %267 = load i32, ptr @n_fail, align 4, !tbaa !13
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr @n_fail, align 4, !tbaa !13
  br label %269

269:                                              ; preds = %265, %263
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #13
  store float 0xBFDCCCCCC0000000, ptr %170, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %270 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %3, ptr noundef nonnull %4, double noundef 0xBFDCCCCCC0000000, i32 noundef %194) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #13
  %271 = zext nneg i32 %197 to i64
  br i1 %191, label %288, label %272

272:                                              ; preds = %269
  %273 = and i64 %199, 2147483644
  br label %274

274:                                              ; preds = %274, %272
  %275 = phi i64 [ 0, %272 ], [ %284, %274 ]
  %276 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %275
  %277 = getelementptr inbounds i8, ptr %276, i64 8
  %278 = load <2 x float>, ptr %276, align 16, !tbaa !9
  %279 = load <2 x float>, ptr %277, align 8, !tbaa !9
  %280 = fpext <2 x float> %278 to <2 x double>
  %281 = fpext <2 x float> %279 to <2 x double>
  %282 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %275
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  store <2 x double> %280, ptr %282, align 16, !tbaa !11
  store <2 x double> %281, ptr %283, align 16, !tbaa !11
  %284 = add nuw i64 %275, 4
  %285 = icmp eq i64 %284, %273
  br i1 %285, label %286, label %274, !llvm.loop !26

286:                                              ; preds = %274
  %287 = icmp eq i64 %273, %199
  br i1 %287, label %298, label %288

288:                                              ; preds = %286, %269
  %289 = phi i64 [ 0, %269 ], [ %273, %286 ]
  br label %290

290:                                              ; preds = %288, %290
  %291 = phi i64 [ %296, %290 ], [ %289, %288 ]
  %292 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !9
  %294 = fpext float %293 to double
  %295 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %291
  store double %294, ptr %295, align 8, !tbaa !11
  %296 = add nuw nsw i64 %291, 1
  %297 = icmp eq i64 %296, %271
  br i1 %297, label %298, label %290, !llvm.loop !27

298:                                              ; preds = %290, %286
  br label %299

299:                                              ; preds = %298, %299
  %300 = phi i64 [ %307, %299 ], [ 0, %298 ]
  %301 = phi double [ %306, %299 ], [ 0.000000e+00, %298 ]
  %302 = getelementptr inbounds double, ptr %9, i64 %300
  %303 = load double, ptr %302, align 8, !tbaa !11
  %304 = fmul double %303, 0xBFDCCB2951D14E3C
  %305 = call double @exp(double noundef %304) #13
  %306 = call double @llvm.fmuladd.f64(double %305, double %303, double %301)
  %307 = add nuw nsw i64 %300, 1
  %308 = icmp eq i64 %307, %196
  br i1 %308, label %309, label %299, !llvm.loop !25

309:                                              ; preds = %299, %309
  %310 = phi i64 [ %317, %309 ], [ 0, %299 ]
  %311 = phi double [ %316, %309 ], [ 0.000000e+00, %299 ]
  %312 = getelementptr inbounds double, ptr %9, i64 %310
  %313 = load double, ptr %312, align 8, !tbaa !11
  %314 = fmul double %313, 0xBFDCCE702E2EB1C4
  %315 = call double @exp(double noundef %314) #13
  %316 = call double @llvm.fmuladd.f64(double %315, double %313, double %311)
  %317 = add nuw nsw i64 %310, 1
  %318 = icmp eq i64 %317, %196
  br i1 %318, label %319, label %309, !llvm.loop !25

319:                                              ; preds = %309
  %320 = fpext float %270 to double
  %321 = insertelement <2 x double> poison, double %306, i64 0
  %322 = insertelement <2 x double> %321, double %316, i64 1
  %323 = fdiv <2 x double> %322, <double 0x3FF33D124474365E, double 0x3FF33DCF02D5B27A>
  %324 = shufflevector <2 x double> %323, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %325 = fsub <2 x double> %323, %324
  %326 = extractelement <2 x double> %325, i64 0
  %327 = fdiv double %326, 2.000000e-04
  %328 = call double @llvm.fabs.f64(double %327)
  %329 = fcmp ogt double %328, 1.000000e+00
  %330 = select i1 %329, double %328, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %320, ptr %2, align 8, !tbaa !11
  %331 = load volatile double, ptr %2, align 8, !tbaa !11
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ueq double %332, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %333, label %345, label %334

334:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %327, ptr %1, align 8, !tbaa !11
  %335 = load volatile double, ptr %1, align 8, !tbaa !11
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fcmp ueq double %336, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %337, label %345, label %338

338:                                              ; preds = %334
  %339 = fsub double %320, %327
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fmul double %330, 1.000000e-04
  %342 = fcmp ugt double %340, %341
  br i1 %342, label %345, label %343

343:                                              ; preds = %338
  %344 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %320, double noundef %327, ptr noundef nonnull @.str.7)
  br label %349

345:                                              ; preds = %338, %334, %319
  %346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %320, double noundef %327, ptr noundef nonnull @.str.8)
  %347 = load i32, ptr @n_fail, align 4, !tbaa !13
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !13
  br label %349

349:                                              ; preds = %345, %343
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #13
  store i32 2, ptr %172, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %350 = load <4 x double>, ptr %7, align 16, !tbaa !11
  %351 = fptrunc <4 x double> %350 to <4 x float>
  store <4 x float> %351, ptr %6, align 16, !tbaa !9
  %352 = load <4 x double>, ptr %105, align 16, !tbaa !11
  %353 = fptrunc <4 x double> %352 to <4 x float>
  store <4 x float> %353, ptr %173, align 16, !tbaa !9
  %354 = load <4 x double>, ptr %127, align 16, !tbaa !11
  %355 = fptrunc <4 x double> %354 to <4 x float>
  store <4 x float> %355, ptr %174, align 16, !tbaa !9
  %356 = load <4 x double>, ptr %149, align 16, !tbaa !11
  %357 = fptrunc <4 x double> %356 to <4 x float>
  store <4 x float> %357, ptr %175, align 16, !tbaa !9
  %358 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmap, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %194) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #13
  %359 = load <2 x double>, ptr %7, align 16, !tbaa !11
  %360 = fptrunc <2 x double> %359 to <2 x float>
  %361 = fpext <2 x float> %360 to <2 x double>
  store <2 x double> %361, ptr %10, align 16, !tbaa !11
  %362 = load <2 x double>, ptr %94, align 16, !tbaa !11
  %363 = fptrunc <2 x double> %362 to <2 x float>
  %364 = fpext <2 x float> %363 to <2 x double>
  store <2 x double> %364, ptr %176, align 16, !tbaa !11
  %365 = load <2 x double>, ptr %105, align 16, !tbaa !11
  %366 = fptrunc <2 x double> %365 to <2 x float>
  %367 = fpext <2 x float> %366 to <2 x double>
  store <2 x double> %367, ptr %177, align 16, !tbaa !11
  %368 = load <2 x double>, ptr %116, align 16, !tbaa !11
  %369 = fptrunc <2 x double> %368 to <2 x float>
  %370 = fpext <2 x float> %369 to <2 x double>
  store <2 x double> %370, ptr %178, align 16, !tbaa !11
  %371 = load <2 x double>, ptr %127, align 16, !tbaa !11
  %372 = fptrunc <2 x double> %371 to <2 x float>
  %373 = fpext <2 x float> %372 to <2 x double>
  store <2 x double> %373, ptr %179, align 16, !tbaa !11
  %374 = load <2 x double>, ptr %138, align 16, !tbaa !11
  %375 = fptrunc <2 x double> %374 to <2 x float>
  %376 = fpext <2 x float> %375 to <2 x double>
  store <2 x double> %376, ptr %180, align 16, !tbaa !11
  %377 = load <2 x double>, ptr %149, align 16, !tbaa !11
  %378 = fptrunc <2 x double> %377 to <2 x float>
  %379 = fpext <2 x float> %378 to <2 x double>
  store <2 x double> %379, ptr %181, align 16, !tbaa !11
  %380 = load <2 x double>, ptr %160, align 16, !tbaa !11
  %381 = fptrunc <2 x double> %380 to <2 x float>
  %382 = fpext <2 x float> %381 to <2 x double>
  store <2 x double> %382, ptr %182, align 16, !tbaa !11
  store ptr %10, ptr %171, align 8, !tbaa !19
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #13
  br i1 %190, label %189, label %183, !llvm.loop !28

383:                                              ; preds = %200, %383
  %384 = phi i64 [ %389, %383 ], [ %201, %200 ]
  %385 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %384
  %386 = load float, ptr %385, align 4, !tbaa !9
  %387 = fpext float %386 to double
  %388 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %384
  store double %387, ptr %388, align 8, !tbaa !11
  %389 = add nuw nsw i64 %384, 1
  %390 = icmp eq i64 %389, %199
  br i1 %390, label %218, label %383, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal float @fsum(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %25, %8 ]
  ret float %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %17, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %25, %8 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !9
  %13 = fmul float %12, %12
  %14 = tail call float @sinf(float noundef %12) #13
  %15 = load float, ptr %11, align 4, !tbaa !9
  %16 = fmul float %15, 5.000000e-01
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %5
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = fmul float %16, %22
  %24 = tail call float @llvm.fmuladd.f32(float %13, float %14, float %23)
  %25 = fadd float %10, %24
  %26 = icmp eq i64 %17, %5
  br i1 %26, label %6, label %8, !llvm.loop !30
}

; Function Attrs: nounwind uwtable
define internal fastcc void @check_float_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [16 x float], align 16
  %8 = alloca [16 x float], align 16
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [16 x double], align 16
  %12 = alloca [16 x double], align 16
  %13 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #13
  %14 = load i32, ptr %1, align 8, !tbaa !15
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %45

16:                                               ; preds = %4
  %17 = zext nneg i32 %14 to i64
  %18 = icmp ult i32 %14, 4
  br i1 %18, label %19, label %21

19:                                               ; preds = %43, %16
  %20 = phi i64 [ 0, %16 ], [ %22, %43 ]
  br label %105

21:                                               ; preds = %16
  %22 = and i64 %17, 2147483644
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %41, %23 ]
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load <2 x float>, ptr %25, align 4, !tbaa !9
  %28 = load <2 x float>, ptr %26, align 4, !tbaa !9
  %29 = fpext <2 x float> %27 to <2 x double>
  %30 = fpext <2 x float> %28 to <2 x double>
  %31 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %24
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <2 x double> %29, ptr %31, align 16, !tbaa !11
  store <2 x double> %30, ptr %32, align 16, !tbaa !11
  %33 = getelementptr inbounds float, ptr %3, i64 %24
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load <2 x float>, ptr %33, align 4, !tbaa !9
  %36 = load <2 x float>, ptr %34, align 4, !tbaa !9
  %37 = fpext <2 x float> %35 to <2 x double>
  %38 = fpext <2 x float> %36 to <2 x double>
  %39 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %24
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  store <2 x double> %37, ptr %39, align 16, !tbaa !11
  store <2 x double> %38, ptr %40, align 16, !tbaa !11
  %41 = add nuw i64 %24, 4
  %42 = icmp eq i64 %41, %22
  br i1 %42, label %43, label %23, !llvm.loop !31

43:                                               ; preds = %23
  %44 = icmp eq i64 %22, %17
  br i1 %44, label %45, label %19

45:                                               ; preds = %105, %43, %4
  %46 = tail call i32 @llvm.smax.i32(i32 %14, i32 1)
  %47 = zext nneg i32 %46 to i64
  %48 = shl nuw nsw i64 %47, 3
  %49 = tail call noalias ptr @malloc(i64 noundef %48) #14
  %50 = sext i32 %14 to i64
  %51 = shl nsw i64 %50, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr nonnull readonly align 16 %11, i64 %51, i1 false)
  br i1 %15, label %52, label %97

52:                                               ; preds = %45
  %53 = zext nneg i32 %14 to i64
  br label %54

54:                                               ; preds = %94, %52
  %55 = phi i64 [ 0, %52 ], [ %95, %94 ]
  %56 = getelementptr inbounds double, ptr %12, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !11
  %58 = getelementptr inbounds double, ptr %49, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ogt double %60, 1.000000e+00
  %62 = select i1 %61, double %60, double 1.000000e+00
  %63 = fmul double %62, 0x3EB0C6F7A0B5ED8D
  %64 = fadd double %59, %63
  %65 = fsub double %59, %63
  store double %64, ptr %58, align 8, !tbaa !11
  %66 = tail call fastcc double @obj_twin(ptr noundef %49, ptr noundef nonnull readonly %1)
  store double %65, ptr %58, align 8, !tbaa !11
  %67 = tail call fastcc double @obj_twin(ptr noundef %49, ptr noundef nonnull readonly %1)
  store double %59, ptr %58, align 8, !tbaa !11
  %68 = fsub double %66, %67
  %69 = fsub double %64, %65
  %70 = fdiv double %68, %69
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %57, ptr %10, align 8, !tbaa !11
  %74 = load volatile double, ptr %10, align 8, !tbaa !11
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %76, label %89, label %77

77:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %70, ptr %9, align 8, !tbaa !11
  %78 = load volatile double, ptr %9, align 8, !tbaa !11
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %80, label %89, label %81

81:                                               ; preds = %77
  %82 = fsub double %57, %70
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fmul double %73, 1.000000e-04
  %85 = fcmp ugt double %83, %84
  br i1 %85, label %89, label %86

86:                                               ; preds = %81
  %87 = trunc nuw nsw i64 %55 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %87, double noundef %57, double noundef %70, ptr noundef nonnull @.str.7)
  br label %94

89:                                               ; preds = %81, %77, %54
  %90 = trunc nuw nsw i64 %55 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %90, double noundef %57, double noundef %70, ptr noundef nonnull @.str.8)
  %92 = load i32, ptr @n_fail, align 4, !tbaa !13
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !13
  br label %94

94:                                               ; preds = %89, %86
  %95 = add nuw nsw i64 %55, 1
  %96 = icmp eq i64 %95, %53
  br i1 %96, label %97, label %54, !llvm.loop !32

97:                                               ; preds = %94, %45
  tail call void @free(ptr noundef %49) #13
  %98 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %99 = load i32, ptr %1, align 8, !tbaa !15
  %100 = icmp sgt i32 %99, 0
  br i1 %100, label %101, label %117

101:                                              ; preds = %97
  %102 = getelementptr inbounds i8, ptr %1, i64 16
  %103 = getelementptr inbounds i8, ptr %1, i64 4
  %104 = getelementptr inbounds i8, ptr %1, i64 8
  br label %118

105:                                              ; preds = %19, %105
  %106 = phi i64 [ %115, %105 ], [ %20, %19 ]
  %107 = getelementptr inbounds float, ptr %2, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !9
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %106
  store double %109, ptr %110, align 8, !tbaa !11
  %111 = getelementptr inbounds float, ptr %3, i64 %106
  %112 = load float, ptr %111, align 4, !tbaa !9
  %113 = fpext float %112 to double
  %114 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %106
  store double %113, ptr %114, align 8, !tbaa !11
  %115 = add nuw nsw i64 %106, 1
  %116 = icmp eq i64 %115, %17
  br i1 %116, label %45, label %105, !llvm.loop !33

117:                                              ; preds = %567, %97
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #13
  ret void

118:                                              ; preds = %101, %567
  %119 = phi i64 [ 0, %101 ], [ %568, %567 ]
  %120 = phi i32 [ %99, %101 ], [ %569, %567 ]
  %121 = getelementptr inbounds float, ptr %3, i64 %119
  %122 = load float, ptr %121, align 4, !tbaa !9
  %123 = fpext float %122 to double
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #13
  %124 = sext i32 %120 to i64
  %125 = shl nsw i64 %124, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 4 %2, i64 %125, i1 false)
  %126 = getelementptr inbounds float, ptr %2, i64 %119
  %127 = load float, ptr %126, align 4, !tbaa !9
  %128 = fadd float %127, 0x3F847AE140000000
  %129 = fadd float %127, 0xBF847AE140000000
  %130 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %119
  store float %128, ptr %130, align 4, !tbaa !9
  %131 = load i32, ptr %102, align 8, !tbaa !20
  switch i32 %131, label %214 [
    i32 0, label %132
    i32 1, label %194
  ]

132:                                              ; preds = %118
  %133 = icmp sgt i32 %120, 0
  br i1 %133, label %134, label %536

134:                                              ; preds = %132
  %135 = zext nneg i32 %120 to i64
  %136 = and i64 %135, 1
  %137 = icmp eq i32 %120, 1
  br i1 %137, label %172, label %138

138:                                              ; preds = %134
  %139 = and i64 %135, 2147483646
  br label %140

140:                                              ; preds = %140, %138
  %141 = phi i64 [ 0, %138 ], [ %162, %140 ]
  %142 = phi float [ 0.000000e+00, %138 ], [ %169, %140 ]
  %143 = phi i64 [ 0, %138 ], [ %170, %140 ]
  %144 = getelementptr inbounds float, ptr %7, i64 %141
  %145 = load float, ptr %144, align 8, !tbaa !9
  %146 = fmul float %145, %145
  %147 = call float @sinf(float noundef %145) #13
  %148 = fmul float %145, 5.000000e-01
  %149 = or disjoint i64 %141, 1
  %150 = icmp eq i64 %149, %135
  %151 = select i1 %150, i64 0, i64 %149
  %152 = getelementptr inbounds float, ptr %7, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !9
  %154 = fmul float %148, %153
  %155 = call float @llvm.fmuladd.f32(float %146, float %147, float %154)
  %156 = fadd float %142, %155
  %157 = getelementptr inbounds float, ptr %7, i64 %149
  %158 = load float, ptr %157, align 4, !tbaa !9
  %159 = fmul float %158, %158
  %160 = call float @sinf(float noundef %158) #13
  %161 = fmul float %158, 5.000000e-01
  %162 = add nuw nsw i64 %141, 2
  %163 = icmp eq i64 %162, %135
  %164 = select i1 %163, i64 0, i64 %162
  %165 = getelementptr inbounds float, ptr %7, i64 %164
  %166 = load float, ptr %165, align 8, !tbaa !9
  %167 = fmul float %161, %166
  %168 = call float @llvm.fmuladd.f32(float %159, float %160, float %167)
  %169 = fadd float %156, %168
  %170 = add i64 %143, 2
  %171 = icmp eq i64 %170, %139
  br i1 %171, label %172, label %140, !llvm.loop !30

172:                                              ; preds = %140, %134
  %173 = phi float [ poison, %134 ], [ %169, %140 ]
  %174 = phi i64 [ 0, %134 ], [ %162, %140 ]
  %175 = phi float [ 0.000000e+00, %134 ], [ %169, %140 ]
  %176 = icmp eq i64 %136, 0
  br i1 %176, label %191, label %177

177:                                              ; preds = %172
  %178 = getelementptr inbounds float, ptr %7, i64 %174
  %179 = load float, ptr %178, align 4, !tbaa !9
  %180 = fmul float %179, %179
  %181 = call float @sinf(float noundef %179) #13
  %182 = fmul float %179, 5.000000e-01
  %183 = add nuw nsw i64 %174, 1
  %184 = icmp eq i64 %183, %135
  %185 = select i1 %184, i64 0, i64 %183
  %186 = getelementptr inbounds float, ptr %7, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !9
  %188 = fmul float %182, %187
  %189 = call float @llvm.fmuladd.f32(float %180, float %181, float %188)
  %190 = fadd float %175, %189
  br label %191

191:                                              ; preds = %172, %177
  %192 = phi float [ %173, %172 ], [ %190, %177 ]
  %193 = fpext float %192 to double
  br label %331

194:                                              ; preds = %118
  %195 = load float, ptr %103, align 4, !tbaa !18
  %196 = icmp sgt i32 %120, 0
  br i1 %196, label %197, label %209

197:                                              ; preds = %194
  %198 = zext nneg i32 %120 to i64
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi i64 [ 0, %197 ], [ %207, %199 ]
  %201 = phi float [ 0.000000e+00, %197 ], [ %206, %199 ]
  %202 = getelementptr inbounds float, ptr %7, i64 %200
  %203 = load float, ptr %202, align 4, !tbaa !9
  %204 = fmul float %195, %203
  %205 = call float @expf(float noundef %204) #13, !tbaa !13
  %206 = call float @llvm.fmuladd.f32(float %205, float %203, float %201)
  %207 = add nuw nsw i64 %200, 1
  %208 = icmp eq i64 %207, %198
  br i1 %208, label %209, label %199, !llvm.loop !34

209:                                              ; preds = %199, %194
  %210 = phi float [ 0.000000e+00, %194 ], [ %206, %199 ]
  %211 = call float @llvm.fmuladd.f32(float %195, float %195, float 1.000000e+00)
  %212 = fdiv float %210, %211
  %213 = fpext float %212 to double
  br label %331

214:                                              ; preds = %118
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  %215 = icmp sgt i32 %120, 0
  br i1 %215, label %216, label %295

216:                                              ; preds = %214
  %217 = zext nneg i32 %120 to i64
  %218 = and i64 %217, 1
  %219 = icmp eq i32 %120, 1
  br i1 %219, label %251, label %220

220:                                              ; preds = %216
  %221 = and i64 %217, 2147483646
  br label %222

222:                                              ; preds = %222, %220
  %223 = phi i64 [ 0, %220 ], [ %240, %222 ]
  %224 = phi i64 [ 0, %220 ], [ %249, %222 ]
  %225 = getelementptr inbounds float, ptr %7, i64 %223
  %226 = load float, ptr %225, align 8, !tbaa !9
  %227 = call float @cosf(float noundef %226) #13
  %228 = or disjoint i64 %223, 1
  %229 = icmp eq i64 %228, %217
  %230 = select i1 %229, i64 0, i64 %228
  %231 = getelementptr inbounds float, ptr %7, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !9
  %233 = fmul float %226, 2.500000e-01
  %234 = fmul float %226, %233
  %235 = call float @llvm.fmuladd.f32(float %227, float %232, float %234)
  %236 = getelementptr inbounds float, ptr %8, i64 %223
  store float %235, ptr %236, align 8, !tbaa !9
  %237 = getelementptr inbounds float, ptr %7, i64 %228
  %238 = load float, ptr %237, align 4, !tbaa !9
  %239 = call float @cosf(float noundef %238) #13
  %240 = add nuw nsw i64 %223, 2
  %241 = icmp eq i64 %240, %217
  %242 = select i1 %241, i64 0, i64 %240
  %243 = getelementptr inbounds float, ptr %7, i64 %242
  %244 = load float, ptr %243, align 8, !tbaa !9
  %245 = fmul float %238, 2.500000e-01
  %246 = fmul float %238, %245
  %247 = call float @llvm.fmuladd.f32(float %239, float %244, float %246)
  %248 = getelementptr inbounds float, ptr %8, i64 %228
  store float %247, ptr %248, align 4, !tbaa !9
  %249 = add i64 %224, 2
  %250 = icmp eq i64 %249, %221
  br i1 %250, label %251, label %222, !llvm.loop !35

251:                                              ; preds = %222, %216
  %252 = phi i64 [ 0, %216 ], [ %240, %222 ]
  %253 = icmp eq i64 %218, 0
  br i1 %253, label %267, label %254

254:                                              ; preds = %251
  %255 = getelementptr inbounds float, ptr %7, i64 %252
  %256 = load float, ptr %255, align 4, !tbaa !9
  %257 = call float @cosf(float noundef %256) #13
  %258 = add nuw nsw i64 %252, 1
  %259 = icmp eq i64 %258, %217
  %260 = select i1 %259, i64 0, i64 %258
  %261 = getelementptr inbounds float, ptr %7, i64 %260
  %262 = load float, ptr %261, align 4, !tbaa !9
  %263 = fmul float %256, 2.500000e-01
  %264 = fmul float %256, %263
  %265 = call float @llvm.fmuladd.f32(float %257, float %262, float %264)
  %266 = getelementptr inbounds float, ptr %8, i64 %252
  store float %265, ptr %266, align 4, !tbaa !9
  br label %267

267:                                              ; preds = %251, %254
  %268 = load i32, ptr %1, align 8, !tbaa !15
  %269 = icmp sgt i32 %268, 0
  br i1 %269, label %270, label %295

270:                                              ; preds = %267
  %271 = load ptr, ptr %104, align 8, !tbaa !19
  %272 = zext nneg i32 %268 to i64
  %273 = and i64 %272, 3
  %274 = icmp ult i32 %268, 4
  br i1 %274, label %277, label %275

275:                                              ; preds = %270
  %276 = and i64 %272, 2147483644
  br label %297

277:                                              ; preds = %297, %270
  %278 = phi double [ poison, %270 ], [ %327, %297 ]
  %279 = phi i64 [ 0, %270 ], [ %328, %297 ]
  %280 = phi double [ 0.000000e+00, %270 ], [ %327, %297 ]
  %281 = icmp eq i64 %273, 0
  br i1 %281, label %295, label %282

282:                                              ; preds = %277, %282
  %283 = phi i64 [ %292, %282 ], [ %279, %277 ]
  %284 = phi double [ %291, %282 ], [ %280, %277 ]
  %285 = phi i64 [ %293, %282 ], [ 0, %277 ]
  %286 = getelementptr inbounds double, ptr %271, i64 %283
  %287 = load double, ptr %286, align 8, !tbaa !11
  %288 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %283
  %289 = load float, ptr %288, align 4, !tbaa !9
  %290 = fpext float %289 to double
  %291 = call double @llvm.fmuladd.f64(double %287, double %290, double %284)
  %292 = add nuw nsw i64 %283, 1
  %293 = add i64 %285, 1
  %294 = icmp eq i64 %293, %273
  br i1 %294, label %295, label %282, !llvm.loop !36

295:                                              ; preds = %277, %282, %267, %214
  %296 = phi double [ 0.000000e+00, %267 ], [ 0.000000e+00, %214 ], [ %278, %277 ], [ %291, %282 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  br label %331

297:                                              ; preds = %297, %275
  %298 = phi i64 [ 0, %275 ], [ %328, %297 ]
  %299 = phi double [ 0.000000e+00, %275 ], [ %327, %297 ]
  %300 = phi i64 [ 0, %275 ], [ %329, %297 ]
  %301 = getelementptr inbounds double, ptr %271, i64 %298
  %302 = load double, ptr %301, align 8, !tbaa !11
  %303 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %298
  %304 = load float, ptr %303, align 16, !tbaa !9
  %305 = fpext float %304 to double
  %306 = call double @llvm.fmuladd.f64(double %302, double %305, double %299)
  %307 = or disjoint i64 %298, 1
  %308 = getelementptr inbounds double, ptr %271, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !11
  %310 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %307
  %311 = load float, ptr %310, align 4, !tbaa !9
  %312 = fpext float %311 to double
  %313 = call double @llvm.fmuladd.f64(double %309, double %312, double %306)
  %314 = or disjoint i64 %298, 2
  %315 = getelementptr inbounds double, ptr %271, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !11
  %317 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %314
  %318 = load float, ptr %317, align 8, !tbaa !9
  %319 = fpext float %318 to double
  %320 = call double @llvm.fmuladd.f64(double %316, double %319, double %313)
  %321 = or disjoint i64 %298, 3
  %322 = getelementptr inbounds double, ptr %271, i64 %321
  %323 = load double, ptr %322, align 8, !tbaa !11
  %324 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %321
  %325 = load float, ptr %324, align 4, !tbaa !9
  %326 = fpext float %325 to double
  %327 = call double @llvm.fmuladd.f64(double %323, double %326, double %320)
  %328 = add nuw nsw i64 %298, 4
  %329 = add i64 %300, 4
  %330 = icmp eq i64 %329, %276
  br i1 %330, label %277, label %297, !llvm.loop !38

331:                                              ; preds = %295, %209, %191
  %332 = phi double [ %193, %191 ], [ %296, %295 ], [ %213, %209 ]
  %333 = load i32, ptr %102, align 8, !tbaa !20
  store float %129, ptr %130, align 4, !tbaa !9
  switch i32 %333, label %418 [
    i32 0, label %355
    i32 1, label %334
  ]

334:                                              ; preds = %331
  %335 = load float, ptr %103, align 4, !tbaa !18
  %336 = load i32, ptr %1, align 8, !tbaa !15
  %337 = icmp sgt i32 %336, 0
  br i1 %337, label %338, label %350

338:                                              ; preds = %334
  %339 = zext nneg i32 %336 to i64
  br label %340

340:                                              ; preds = %340, %338
  %341 = phi i64 [ 0, %338 ], [ %348, %340 ]
  %342 = phi float [ 0.000000e+00, %338 ], [ %347, %340 ]
  %343 = getelementptr inbounds float, ptr %7, i64 %341
  %344 = load float, ptr %343, align 4, !tbaa !9
  %345 = fmul float %335, %344
  %346 = call float @expf(float noundef %345) #13, !tbaa !13
  %347 = call float @llvm.fmuladd.f32(float %346, float %344, float %342)
  %348 = add nuw nsw i64 %341, 1
  %349 = icmp eq i64 %348, %339
  br i1 %349, label %350, label %340, !llvm.loop !34

350:                                              ; preds = %340, %334
  %351 = phi float [ 0.000000e+00, %334 ], [ %347, %340 ]
  %352 = call float @llvm.fmuladd.f32(float %335, float %335, float 1.000000e+00)
  %353 = fdiv float %351, %352
  %354 = fpext float %353 to double
  br label %536

355:                                              ; preds = %331
  %356 = load i32, ptr %1, align 8, !tbaa !15
  %357 = icmp sgt i32 %356, 0
  br i1 %357, label %358, label %536

358:                                              ; preds = %355
  %359 = zext nneg i32 %356 to i64
  %360 = and i64 %359, 1
  %361 = icmp eq i32 %356, 1
  br i1 %361, label %396, label %362

362:                                              ; preds = %358
  %363 = and i64 %359, 2147483646
  br label %364

364:                                              ; preds = %364, %362
  %365 = phi i64 [ 0, %362 ], [ %386, %364 ]
  %366 = phi float [ 0.000000e+00, %362 ], [ %393, %364 ]
  %367 = phi i64 [ 0, %362 ], [ %394, %364 ]
  %368 = getelementptr inbounds float, ptr %7, i64 %365
  %369 = load float, ptr %368, align 8, !tbaa !9
  %370 = fmul float %369, %369
  %371 = call float @sinf(float noundef %369) #13
  %372 = fmul float %369, 5.000000e-01
  %373 = or disjoint i64 %365, 1
  %374 = icmp eq i64 %373, %359
  %375 = select i1 %374, i64 0, i64 %373
  %376 = getelementptr inbounds float, ptr %7, i64 %375
  %377 = load float, ptr %376, align 4, !tbaa !9
  %378 = fmul float %372, %377
  %379 = call float @llvm.fmuladd.f32(float %370, float %371, float %378)
  %380 = fadd float %366, %379
  %381 = getelementptr inbounds float, ptr %7, i64 %373
  %382 = load float, ptr %381, align 4, !tbaa !9
  %383 = fmul float %382, %382
  %384 = call float @sinf(float noundef %382) #13
  %385 = fmul float %382, 5.000000e-01
  %386 = add nuw nsw i64 %365, 2
  %387 = icmp eq i64 %386, %359
  %388 = select i1 %387, i64 0, i64 %386
  %389 = getelementptr inbounds float, ptr %7, i64 %388
  %390 = load float, ptr %389, align 8, !tbaa !9
  %391 = fmul float %385, %390
  %392 = call float @llvm.fmuladd.f32(float %383, float %384, float %391)
  %393 = fadd float %380, %392
  %394 = add i64 %367, 2
  %395 = icmp eq i64 %394, %363
  br i1 %395, label %396, label %364, !llvm.loop !30

396:                                              ; preds = %364, %358
  %397 = phi float [ poison, %358 ], [ %393, %364 ]
  %398 = phi i64 [ 0, %358 ], [ %386, %364 ]
  %399 = phi float [ 0.000000e+00, %358 ], [ %393, %364 ]
  %400 = icmp eq i64 %360, 0
  br i1 %400, label %415, label %401

401:                                              ; preds = %396
  %402 = getelementptr inbounds float, ptr %7, i64 %398
  %403 = load float, ptr %402, align 4, !tbaa !9
  %404 = fmul float %403, %403
  %405 = call float @sinf(float noundef %403) #13
  %406 = fmul float %403, 5.000000e-01
  %407 = add nuw nsw i64 %398, 1
  %408 = icmp eq i64 %407, %359
  %409 = select i1 %408, i64 0, i64 %407
  %410 = getelementptr inbounds float, ptr %7, i64 %409
  %411 = load float, ptr %410, align 4, !tbaa !9
  %412 = fmul float %406, %411
  %413 = call float @llvm.fmuladd.f32(float %404, float %405, float %412)
  %414 = fadd float %399, %413
  br label %415

415:                                              ; preds = %396, %401
  %416 = phi float [ %397, %396 ], [ %414, %401 ]
  %417 = fpext float %416 to double
  br label %536

418:                                              ; preds = %331
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  %419 = load i32, ptr %1, align 8, !tbaa !15
  %420 = icmp sgt i32 %419, 0
  br i1 %420, label %421, label %534

421:                                              ; preds = %418
  %422 = zext nneg i32 %419 to i64
  %423 = and i64 %422, 1
  %424 = icmp eq i32 %419, 1
  br i1 %424, label %456, label %425

425:                                              ; preds = %421
  %426 = and i64 %422, 2147483646
  br label %427

427:                                              ; preds = %427, %425
  %428 = phi i64 [ 0, %425 ], [ %445, %427 ]
  %429 = phi i64 [ 0, %425 ], [ %454, %427 ]
  %430 = getelementptr inbounds float, ptr %7, i64 %428
  %431 = load float, ptr %430, align 8, !tbaa !9
  %432 = call float @cosf(float noundef %431) #13
  %433 = or disjoint i64 %428, 1
  %434 = icmp eq i64 %433, %422
  %435 = select i1 %434, i64 0, i64 %433
  %436 = getelementptr inbounds float, ptr %7, i64 %435
  %437 = load float, ptr %436, align 4, !tbaa !9
  %438 = fmul float %431, 2.500000e-01
  %439 = fmul float %431, %438
  %440 = call float @llvm.fmuladd.f32(float %432, float %437, float %439)
  %441 = getelementptr inbounds float, ptr %8, i64 %428
  store float %440, ptr %441, align 8, !tbaa !9
  %442 = getelementptr inbounds float, ptr %7, i64 %433
  %443 = load float, ptr %442, align 4, !tbaa !9
  %444 = call float @cosf(float noundef %443) #13
  %445 = add nuw nsw i64 %428, 2
  %446 = icmp eq i64 %445, %422
  %447 = select i1 %446, i64 0, i64 %445
  %448 = getelementptr inbounds float, ptr %7, i64 %447
  %449 = load float, ptr %448, align 8, !tbaa !9
  %450 = fmul float %443, 2.500000e-01
  %451 = fmul float %443, %450
  %452 = call float @llvm.fmuladd.f32(float %444, float %449, float %451)
  %453 = getelementptr inbounds float, ptr %8, i64 %433
  store float %452, ptr %453, align 4, !tbaa !9
  %454 = add i64 %429, 2
  %455 = icmp eq i64 %454, %426
  br i1 %455, label %456, label %427, !llvm.loop !35

456:                                              ; preds = %427, %421
  %457 = phi i64 [ 0, %421 ], [ %445, %427 ]
  %458 = icmp eq i64 %423, 0
  br i1 %458, label %472, label %459

459:                                              ; preds = %456
  %460 = getelementptr inbounds float, ptr %7, i64 %457
  %461 = load float, ptr %460, align 4, !tbaa !9
  %462 = call float @cosf(float noundef %461) #13
  %463 = add nuw nsw i64 %457, 1
  %464 = icmp eq i64 %463, %422
  %465 = select i1 %464, i64 0, i64 %463
  %466 = getelementptr inbounds float, ptr %7, i64 %465
  %467 = load float, ptr %466, align 4, !tbaa !9
  %468 = fmul float %461, 2.500000e-01
  %469 = fmul float %461, %468
  %470 = call float @llvm.fmuladd.f32(float %462, float %467, float %469)
  %471 = getelementptr inbounds float, ptr %8, i64 %457
  store float %470, ptr %471, align 4, !tbaa !9
  br label %472

472:                                              ; preds = %456, %459
  %473 = load i32, ptr %1, align 8, !tbaa !15
  %474 = icmp sgt i32 %473, 0
  br i1 %474, label %475, label %534

475:                                              ; preds = %472
  %476 = load ptr, ptr %104, align 8, !tbaa !19
  %477 = zext nneg i32 %473 to i64
  %478 = and i64 %477, 3
  %479 = icmp ult i32 %473, 4
  br i1 %479, label %516, label %480

480:                                              ; preds = %475
  %481 = and i64 %477, 2147483644
  br label %482

482:                                              ; preds = %482, %480
  %483 = phi i64 [ 0, %480 ], [ %513, %482 ]
  %484 = phi double [ 0.000000e+00, %480 ], [ %512, %482 ]
  %485 = phi i64 [ 0, %480 ], [ %514, %482 ]
  %486 = getelementptr inbounds double, ptr %476, i64 %483
  %487 = load double, ptr %486, align 8, !tbaa !11
  %488 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %483
  %489 = load float, ptr %488, align 16, !tbaa !9
  %490 = fpext float %489 to double
  %491 = call double @llvm.fmuladd.f64(double %487, double %490, double %484)
  %492 = or disjoint i64 %483, 1
  %493 = getelementptr inbounds double, ptr %476, i64 %492
  %494 = load double, ptr %493, align 8, !tbaa !11
  %495 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %492
  %496 = load float, ptr %495, align 4, !tbaa !9
  %497 = fpext float %496 to double
  %498 = call double @llvm.fmuladd.f64(double %494, double %497, double %491)
  %499 = or disjoint i64 %483, 2
  %500 = getelementptr inbounds double, ptr %476, i64 %499
  %501 = load double, ptr %500, align 8, !tbaa !11
  %502 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %499
  %503 = load float, ptr %502, align 8, !tbaa !9
  %504 = fpext float %503 to double
  %505 = call double @llvm.fmuladd.f64(double %501, double %504, double %498)
  %506 = or disjoint i64 %483, 3
  %507 = getelementptr inbounds double, ptr %476, i64 %506
  %508 = load double, ptr %507, align 8, !tbaa !11
  %509 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %506
  %510 = load float, ptr %509, align 4, !tbaa !9
  %511 = fpext float %510 to double
  %512 = call double @llvm.fmuladd.f64(double %508, double %511, double %505)
  %513 = add nuw nsw i64 %483, 4
  %514 = add i64 %485, 4
  %515 = icmp eq i64 %514, %481
  br i1 %515, label %516, label %482, !llvm.loop !38

516:                                              ; preds = %482, %475
  %517 = phi double [ poison, %475 ], [ %512, %482 ]
  %518 = phi i64 [ 0, %475 ], [ %513, %482 ]
  %519 = phi double [ 0.000000e+00, %475 ], [ %512, %482 ]
  %520 = icmp eq i64 %478, 0
  br i1 %520, label %534, label %521

521:                                              ; preds = %516, %521
  %522 = phi i64 [ %531, %521 ], [ %518, %516 ]
  %523 = phi double [ %530, %521 ], [ %519, %516 ]
  %524 = phi i64 [ %532, %521 ], [ 0, %516 ]
  %525 = getelementptr inbounds double, ptr %476, i64 %522
  %526 = load double, ptr %525, align 8, !tbaa !11
  %527 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %522
  %528 = load float, ptr %527, align 4, !tbaa !9
  %529 = fpext float %528 to double
  %530 = call double @llvm.fmuladd.f64(double %526, double %529, double %523)
  %531 = add nuw nsw i64 %522, 1
  %532 = add i64 %524, 1
  %533 = icmp eq i64 %532, %478
  br i1 %533, label %534, label %521, !llvm.loop !39

534:                                              ; preds = %516, %521, %472, %418
  %535 = phi double [ 0.000000e+00, %472 ], [ 0.000000e+00, %418 ], [ %517, %516 ], [ %530, %521 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  br label %536

536:                                              ; preds = %132, %350, %355, %415, %534
  %537 = phi double [ %332, %350 ], [ %332, %534 ], [ %332, %415 ], [ %332, %355 ], [ 0.000000e+00, %132 ]
  %538 = phi double [ %354, %350 ], [ %535, %534 ], [ %417, %415 ], [ 0.000000e+00, %355 ], [ 0.000000e+00, %132 ]
  %539 = fsub double %537, %538
  %540 = fpext float %128 to double
  %541 = fpext float %129 to double
  %542 = fsub double %540, %541
  %543 = fdiv double %539, %542
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #13
  %544 = call double @llvm.fabs.f64(double %543)
  %545 = fcmp ogt double %544, 1.000000e+00
  %546 = select i1 %545, double %544, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %123, ptr %6, align 8, !tbaa !11
  %547 = load volatile double, ptr %6, align 8, !tbaa !11
  %548 = call double @llvm.fabs.f64(double %547)
  %549 = fcmp ueq double %548, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %549, label %562, label %550

550:                                              ; preds = %536
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %543, ptr %5, align 8, !tbaa !11
  %551 = load volatile double, ptr %5, align 8, !tbaa !11
  %552 = call double @llvm.fabs.f64(double %551)
  %553 = fcmp ueq double %552, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %553, label %562, label %554

554:                                              ; preds = %550
  %555 = fsub double %123, %543
  %556 = call double @llvm.fabs.f64(double %555)
  %557 = fmul double %546, 2.000000e-02
  %558 = fcmp ugt double %556, %557
  br i1 %558, label %562, label %559

559:                                              ; preds = %554
  %560 = trunc nuw nsw i64 %119 to i32
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %13, i32 noundef %560, double noundef %123, double noundef %543, ptr noundef nonnull @.str.7)
  br label %567

562:                                              ; preds = %554, %550, %536
  %563 = trunc nuw nsw i64 %119 to i32
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %13, i32 noundef %563, double noundef %123, double noundef %543, ptr noundef nonnull @.str.8)
  %565 = load i32, ptr @n_fail, align 4, !tbaa !13
  %566 = add nsw i32 %565, 1
  store i32 %566, ptr @n_fail, align 4, !tbaa !13
  br label %567

567:                                              ; preds = %559, %562
  %568 = add nuw nsw i64 %119, 1
  %569 = load i32, ptr %1, align 8, !tbaa !15
  %570 = sext i32 %569 to i64
  %571 = icmp slt i64 %568, %570
  br i1 %571, label %118, label %117, !llvm.loop !40
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal float @fscale(ptr nocapture noundef readonly %0, float noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %11

7:                                                ; preds = %11, %3
  %8 = phi float [ 0.000000e+00, %3 ], [ %18, %11 ]
  %9 = tail call float @llvm.fmuladd.f32(float %1, float %1, float 1.000000e+00)
  %10 = fdiv float %8, %9
  ret float %10

11:                                               ; preds = %5, %11
  %12 = phi i64 [ 0, %5 ], [ %19, %11 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %18, %11 ]
  %14 = getelementptr inbounds float, ptr %0, i64 %12
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fmul float %15, %1
  %17 = tail call float @expf(float noundef %16) #13, !tbaa !13
  %18 = tail call float @llvm.fmuladd.f32(float %17, float %15, float %13)
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %6
  br i1 %20, label %7, label %11, !llvm.loop !34
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fmap(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %13, %8 ]
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = tail call float @cosf(float noundef %11) #13
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  %15 = and i64 %13, 4294967295
  %16 = select i1 %14, i64 0, i64 %15
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !9
  %19 = load float, ptr %10, align 4, !tbaa !9
  %20 = fmul float %19, 2.500000e-01
  %21 = fmul float %19, %20
  %22 = tail call float @llvm.fmuladd.f32(float %12, float %18, float %21)
  %23 = getelementptr inbounds float, ptr %1, i64 %9
  store float %22, ptr %23, align 4, !tbaa !9
  %24 = icmp eq i64 %13, %6
  br i1 %24, label %7, label %8, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @obj_twin(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca [16 x double], align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %72 [
    i32 0, label %6
    i32 1, label %49
  ]

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 8, !tbaa !15
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %209

9:                                                ; preds = %6
  %10 = zext nneg i32 %7 to i64
  %11 = and i64 %10, 1
  %12 = icmp eq i32 %7, 1
  br i1 %12, label %189, label %13

13:                                               ; preds = %9
  %14 = and i64 %10, 2147483646
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %39, %15 ]
  %17 = phi double [ 0.000000e+00, %13 ], [ %46, %15 ]
  %18 = phi i64 [ 0, %13 ], [ %47, %15 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !11
  %21 = fmul double %20, %20
  %22 = tail call double @sin(double noundef %20) #13
  %23 = load double, ptr %19, align 8, !tbaa !11
  %24 = fmul double %23, 5.000000e-01
  %25 = or disjoint i64 %16, 1
  %26 = icmp eq i64 %25, %10
  %27 = select i1 %26, i64 0, i64 %25
  %28 = getelementptr inbounds double, ptr %0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = fmul double %24, %29
  %31 = tail call double @llvm.fmuladd.f64(double %21, double %22, double %30)
  %32 = fadd double %17, %31
  %33 = getelementptr inbounds double, ptr %0, i64 %25
  %34 = load double, ptr %33, align 8, !tbaa !11
  %35 = fmul double %34, %34
  %36 = tail call double @sin(double noundef %34) #13
  %37 = load double, ptr %33, align 8, !tbaa !11
  %38 = fmul double %37, 5.000000e-01
  %39 = add nuw nsw i64 %16, 2
  %40 = icmp eq i64 %39, %10
  %41 = select i1 %40, i64 0, i64 %39
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fmul double %38, %43
  %45 = tail call double @llvm.fmuladd.f64(double %35, double %36, double %44)
  %46 = fadd double %32, %45
  %47 = add i64 %18, 2
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %189, label %15, !llvm.loop !41

49:                                               ; preds = %2
  %50 = getelementptr inbounds i8, ptr %1, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !18
  %52 = fpext float %51 to double
  %53 = load i32, ptr %1, align 8, !tbaa !15
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %68

55:                                               ; preds = %49
  %56 = zext nneg i32 %53 to i64
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %66, %57 ]
  %59 = phi double [ 0.000000e+00, %55 ], [ %65, %57 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fmul double %61, %52
  %63 = tail call double @exp(double noundef %62) #13
  %64 = load double, ptr %60, align 8, !tbaa !11
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %64, double %59)
  %66 = add nuw nsw i64 %58, 1
  %67 = icmp eq i64 %66, %56
  br i1 %67, label %68, label %57, !llvm.loop !25

68:                                               ; preds = %57, %49
  %69 = phi double [ 0.000000e+00, %49 ], [ %65, %57 ]
  %70 = tail call double @llvm.fmuladd.f64(double %52, double %52, double 1.000000e+00)
  %71 = fdiv double %69, %70
  br label %209

72:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #13
  %73 = load i32, ptr %1, align 8, !tbaa !15
  %74 = icmp sgt i32 %73, 0
  br i1 %74, label %75, label %157

75:                                               ; preds = %72
  %76 = zext nneg i32 %73 to i64
  %77 = and i64 %76, 1
  %78 = icmp eq i32 %73, 1
  br i1 %78, label %112, label %79

79:                                               ; preds = %75
  %80 = and i64 %76, 2147483646
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ 0, %79 ], [ %100, %81 ]
  %83 = phi i64 [ 0, %79 ], [ %110, %81 ]
  %84 = getelementptr inbounds double, ptr %0, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = tail call double @cos(double noundef %85) #13
  %87 = or disjoint i64 %82, 1
  %88 = icmp eq i64 %87, %76
  %89 = select i1 %88, i64 0, i64 %87
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = load double, ptr %84, align 8, !tbaa !11
  %93 = fmul double %92, 2.500000e-01
  %94 = fmul double %92, %93
  %95 = tail call double @llvm.fmuladd.f64(double %86, double %91, double %94)
  %96 = getelementptr inbounds double, ptr %3, i64 %82
  store double %95, ptr %96, align 16, !tbaa !11
  %97 = getelementptr inbounds double, ptr %0, i64 %87
  %98 = load double, ptr %97, align 8, !tbaa !11
  %99 = tail call double @cos(double noundef %98) #13
  %100 = add nuw nsw i64 %82, 2
  %101 = icmp eq i64 %100, %76
  %102 = select i1 %101, i64 0, i64 %100
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = load double, ptr %97, align 8, !tbaa !11
  %106 = fmul double %105, 2.500000e-01
  %107 = fmul double %105, %106
  %108 = tail call double @llvm.fmuladd.f64(double %99, double %104, double %107)
  %109 = getelementptr inbounds double, ptr %3, i64 %87
  store double %108, ptr %109, align 8, !tbaa !11
  %110 = add i64 %83, 2
  %111 = icmp eq i64 %110, %80
  br i1 %111, label %112, label %81, !llvm.loop !42

112:                                              ; preds = %81, %75
  %113 = phi i64 [ 0, %75 ], [ %100, %81 ]
  %114 = icmp eq i64 %77, 0
  br i1 %114, label %129, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds double, ptr %0, i64 %113
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = tail call double @cos(double noundef %117) #13
  %119 = add nuw nsw i64 %113, 1
  %120 = icmp eq i64 %119, %76
  %121 = select i1 %120, i64 0, i64 %119
  %122 = getelementptr inbounds double, ptr %0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = load double, ptr %116, align 8, !tbaa !11
  %125 = fmul double %124, 2.500000e-01
  %126 = fmul double %124, %125
  %127 = tail call double @llvm.fmuladd.f64(double %118, double %123, double %126)
  %128 = getelementptr inbounds double, ptr %3, i64 %113
  store double %127, ptr %128, align 8, !tbaa !11
  br label %129

129:                                              ; preds = %112, %115
  %130 = load i32, ptr %1, align 8, !tbaa !15
  %131 = icmp sgt i32 %130, 0
  br i1 %131, label %132, label %157

132:                                              ; preds = %129
  %133 = getelementptr inbounds i8, ptr %1, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !19
  %135 = zext nneg i32 %130 to i64
  %136 = and i64 %135, 3
  %137 = icmp ult i32 %130, 4
  br i1 %137, label %140, label %138

138:                                              ; preds = %132
  %139 = and i64 %135, 2147483644
  br label %159

140:                                              ; preds = %159, %132
  %141 = phi double [ poison, %132 ], [ %185, %159 ]
  %142 = phi i64 [ 0, %132 ], [ %186, %159 ]
  %143 = phi double [ 0.000000e+00, %132 ], [ %185, %159 ]
  %144 = icmp eq i64 %136, 0
  br i1 %144, label %157, label %145

145:                                              ; preds = %140, %145
  %146 = phi i64 [ %154, %145 ], [ %142, %140 ]
  %147 = phi double [ %153, %145 ], [ %143, %140 ]
  %148 = phi i64 [ %155, %145 ], [ 0, %140 ]
  %149 = getelementptr inbounds double, ptr %134, i64 %146
  %150 = load double, ptr %149, align 8, !tbaa !11
  %151 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %146
  %152 = load double, ptr %151, align 8, !tbaa !11
  %153 = tail call double @llvm.fmuladd.f64(double %150, double %152, double %147)
  %154 = add nuw nsw i64 %146, 1
  %155 = add i64 %148, 1
  %156 = icmp eq i64 %155, %136
  br i1 %156, label %157, label %145, !llvm.loop !43

157:                                              ; preds = %140, %145, %72, %129
  %158 = phi double [ 0.000000e+00, %129 ], [ 0.000000e+00, %72 ], [ %141, %140 ], [ %153, %145 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #13
  br label %209

159:                                              ; preds = %159, %138
  %160 = phi i64 [ 0, %138 ], [ %186, %159 ]
  %161 = phi double [ 0.000000e+00, %138 ], [ %185, %159 ]
  %162 = phi i64 [ 0, %138 ], [ %187, %159 ]
  %163 = getelementptr inbounds double, ptr %134, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %160
  %166 = load double, ptr %165, align 16, !tbaa !11
  %167 = tail call double @llvm.fmuladd.f64(double %164, double %166, double %161)
  %168 = or disjoint i64 %160, 1
  %169 = getelementptr inbounds double, ptr %134, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %168
  %172 = load double, ptr %171, align 8, !tbaa !11
  %173 = tail call double @llvm.fmuladd.f64(double %170, double %172, double %167)
  %174 = or disjoint i64 %160, 2
  %175 = getelementptr inbounds double, ptr %134, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !11
  %177 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %174
  %178 = load double, ptr %177, align 16, !tbaa !11
  %179 = tail call double @llvm.fmuladd.f64(double %176, double %178, double %173)
  %180 = or disjoint i64 %160, 3
  %181 = getelementptr inbounds double, ptr %134, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !11
  %183 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !11
  %185 = tail call double @llvm.fmuladd.f64(double %182, double %184, double %179)
  %186 = add nuw nsw i64 %160, 4
  %187 = add i64 %162, 4
  %188 = icmp eq i64 %187, %139
  br i1 %188, label %140, label %159, !llvm.loop !44

189:                                              ; preds = %15, %9
  %190 = phi double [ poison, %9 ], [ %46, %15 ]
  %191 = phi i64 [ 0, %9 ], [ %39, %15 ]
  %192 = phi double [ 0.000000e+00, %9 ], [ %46, %15 ]
  %193 = icmp eq i64 %11, 0
  br i1 %193, label %209, label %194

194:                                              ; preds = %189
  %195 = getelementptr inbounds double, ptr %0, i64 %191
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = fmul double %196, %196
  %198 = tail call double @sin(double noundef %196) #13
  %199 = load double, ptr %195, align 8, !tbaa !11
  %200 = fmul double %199, 5.000000e-01
  %201 = add nuw nsw i64 %191, 1
  %202 = icmp eq i64 %201, %10
  %203 = select i1 %202, i64 0, i64 %201
  %204 = getelementptr inbounds double, ptr %0, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !11
  %206 = fmul double %200, %205
  %207 = tail call double @llvm.fmuladd.f64(double %197, double %198, double %206)
  %208 = fadd double %192, %207
  br label %209

209:                                              ; preds = %194, %189, %6, %157, %68
  %210 = phi double [ %71, %68 ], [ %158, %157 ], [ 0.000000e+00, %6 ], [ %190, %189 ], [ %208, %194 ]
  ret double %210
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !10, i64 4, !17, i64 8, !14, i64 16}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !10, i64 4}
!19 = !{!16, !17, i64 8}
!20 = !{!16, !14, i64 16}
!21 = distinct !{!21, !22, !23, !24}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !22, !23, !24}
!27 = distinct !{!27, !22, !24, !23}
!28 = distinct !{!28, !22}
!29 = distinct !{!29, !22, !24, !23}
!30 = distinct !{!30, !22}
!31 = distinct !{!31, !22, !23, !24}
!32 = distinct !{!32, !22}
!33 = distinct !{!33, !22, !24, !23}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !22}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = distinct !{!38, !22}
!39 = distinct !{!39, !37}
!40 = distinct !{!40, !22}
!41 = distinct !{!41, !22}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !37}
!44 = distinct !{!44, !22}
