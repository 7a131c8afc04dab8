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
  %1 = alloca [16 x float], align 16
  %2 = alloca [16 x float], align 16
  %3 = alloca [16 x float], align 16
  %4 = alloca [16 x float], align 16
  %5 = alloca [16 x double], align 16
  %6 = alloca %struct.Ctx, align 8
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #13
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = insertelement <4 x i64> poison, i64 %11, i64 0
  %19 = insertelement <4 x i64> %18, i64 %13, i64 1
  %20 = insertelement <4 x i64> %19, i64 %15, i64 2
  %21 = insertelement <4 x i64> %20, i64 %17, i64 3
  %22 = lshr <4 x i64> %21, <i64 10, i64 10, i64 10, i64 10>
  %23 = and <4 x i64> %22, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <4 x i64> %23 to <4 x double>
  %25 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %24, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %26 = fptrunc <4 x double> %25 to <4 x float>
  store <4 x float> %26, ptr %1, align 16, !tbaa !9
  %27 = mul i64 %17, 6364136223846793005
  %28 = getelementptr inbounds i8, ptr %1, i64 16
  %29 = add i64 %27, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <4 x i64> poison, i64 %29, i64 0
  %37 = insertelement <4 x i64> %36, i64 %31, i64 1
  %38 = insertelement <4 x i64> %37, i64 %33, i64 2
  %39 = insertelement <4 x i64> %38, i64 %35, i64 3
  %40 = lshr <4 x i64> %39, <i64 10, i64 10, i64 10, i64 10>
  %41 = and <4 x i64> %40, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %42 = uitofp nneg <4 x i64> %41 to <4 x double>
  %43 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %42, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %44 = fptrunc <4 x double> %43 to <4 x float>
  store <4 x float> %44, ptr %28, align 16, !tbaa !9
  %45 = mul i64 %35, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %1, i64 32
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = insertelement <4 x i64> poison, i64 %47, i64 0
  %55 = insertelement <4 x i64> %54, i64 %49, i64 1
  %56 = insertelement <4 x i64> %55, i64 %51, i64 2
  %57 = insertelement <4 x i64> %56, i64 %53, i64 3
  %58 = lshr <4 x i64> %57, <i64 10, i64 10, i64 10, i64 10>
  %59 = and <4 x i64> %58, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <4 x i64> %59 to <4 x double>
  %61 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %60, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %62 = fptrunc <4 x double> %61 to <4 x float>
  store <4 x float> %62, ptr %46, align 16, !tbaa !9
  %63 = mul i64 %53, 6364136223846793005
  %64 = getelementptr inbounds i8, ptr %1, i64 48
  %65 = add i64 %63, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <4 x i64> poison, i64 %65, i64 0
  %73 = insertelement <4 x i64> %72, i64 %67, i64 1
  %74 = insertelement <4 x i64> %73, i64 %69, i64 2
  %75 = insertelement <4 x i64> %74, i64 %71, i64 3
  %76 = lshr <4 x i64> %75, <i64 10, i64 10, i64 10, i64 10>
  %77 = and <4 x i64> %76, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <4 x i64> %77 to <4 x double>
  %79 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %78, <4 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %80 = fptrunc <4 x double> %79 to <4 x float>
  store <4 x float> %80, ptr %64, align 16, !tbaa !9
  %81 = mul i64 %71, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = insertelement <2 x i64> poison, i64 %82, i64 0
  %86 = insertelement <2 x i64> %85, i64 %84, i64 1
  %87 = lshr <2 x i64> %86, <i64 10, i64 10>
  %88 = and <2 x i64> %87, <i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <2 x i64> %88 to <2 x double>
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %90, ptr %5, align 16, !tbaa !11
  %91 = mul i64 %84, 6364136223846793005
  %92 = getelementptr inbounds i8, ptr %5, i64 16
  %93 = add i64 %91, 1442695040888963407
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = insertelement <2 x i64> poison, i64 %93, i64 0
  %97 = insertelement <2 x i64> %96, i64 %95, i64 1
  %98 = lshr <2 x i64> %97, <i64 10, i64 10>
  %99 = and <2 x i64> %98, <i64 18014398509481982, i64 18014398509481982>
  %100 = uitofp nneg <2 x i64> %99 to <2 x double>
  %101 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %101, ptr %92, align 16, !tbaa !11
  %102 = mul i64 %95, 6364136223846793005
  %103 = getelementptr inbounds i8, ptr %5, i64 32
  %104 = add i64 %102, 1442695040888963407
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = insertelement <2 x i64> poison, i64 %104, i64 0
  %108 = insertelement <2 x i64> %107, i64 %106, i64 1
  %109 = lshr <2 x i64> %108, <i64 10, i64 10>
  %110 = and <2 x i64> %109, <i64 18014398509481982, i64 18014398509481982>
  %111 = uitofp nneg <2 x i64> %110 to <2 x double>
  %112 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %112, ptr %103, align 16, !tbaa !11
  %113 = mul i64 %106, 6364136223846793005
  %114 = getelementptr inbounds i8, ptr %5, i64 48
  %115 = add i64 %113, 1442695040888963407
  %116 = mul i64 %115, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = insertelement <2 x i64> poison, i64 %115, i64 0
  %119 = insertelement <2 x i64> %118, i64 %117, i64 1
  %120 = lshr <2 x i64> %119, <i64 10, i64 10>
  %121 = and <2 x i64> %120, <i64 18014398509481982, i64 18014398509481982>
  %122 = uitofp nneg <2 x i64> %121 to <2 x double>
  %123 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %123, ptr %114, align 16, !tbaa !11
  %124 = mul i64 %117, 6364136223846793005
  %125 = getelementptr inbounds i8, ptr %5, i64 64
  %126 = add i64 %124, 1442695040888963407
  %127 = mul i64 %126, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = insertelement <2 x i64> poison, i64 %126, i64 0
  %130 = insertelement <2 x i64> %129, i64 %128, i64 1
  %131 = lshr <2 x i64> %130, <i64 10, i64 10>
  %132 = and <2 x i64> %131, <i64 18014398509481982, i64 18014398509481982>
  %133 = uitofp nneg <2 x i64> %132 to <2 x double>
  %134 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %134, ptr %125, align 16, !tbaa !11
  %135 = mul i64 %128, 6364136223846793005
  %136 = getelementptr inbounds i8, ptr %5, i64 80
  %137 = add i64 %135, 1442695040888963407
  %138 = mul i64 %137, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = insertelement <2 x i64> poison, i64 %137, i64 0
  %141 = insertelement <2 x i64> %140, i64 %139, i64 1
  %142 = lshr <2 x i64> %141, <i64 10, i64 10>
  %143 = and <2 x i64> %142, <i64 18014398509481982, i64 18014398509481982>
  %144 = uitofp nneg <2 x i64> %143 to <2 x double>
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %145, ptr %136, align 16, !tbaa !11
  %146 = mul i64 %139, 6364136223846793005
  %147 = getelementptr inbounds i8, ptr %5, i64 96
  %148 = add i64 %146, 1442695040888963407
  %149 = mul i64 %148, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = insertelement <2 x i64> poison, i64 %148, i64 0
  %152 = insertelement <2 x i64> %151, i64 %150, i64 1
  %153 = lshr <2 x i64> %152, <i64 10, i64 10>
  %154 = and <2 x i64> %153, <i64 18014398509481982, i64 18014398509481982>
  %155 = uitofp nneg <2 x i64> %154 to <2 x double>
  %156 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %155, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %156, ptr %147, align 16, !tbaa !11
  %157 = mul i64 %150, 6364136223846793005
  %158 = getelementptr inbounds i8, ptr %5, i64 112
  %159 = add i64 %157, 1442695040888963407
  %160 = mul i64 %159, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  %162 = insertelement <2 x i64> poison, i64 %159, i64 0
  %163 = insertelement <2 x i64> %162, i64 %161, i64 1
  %164 = lshr <2 x i64> %163, <i64 10, i64 10>
  %165 = and <2 x i64> %164, <i64 18014398509481982, i64 18014398509481982>
  %166 = uitofp nneg <2 x i64> %165 to <2 x double>
  %167 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %167, ptr %158, align 16, !tbaa !11
  store i64 %161, ptr @rng_state, align 8, !tbaa !5
  %168 = getelementptr inbounds i8, ptr %6, i64 4
  %169 = getelementptr inbounds i8, ptr %6, i64 8
  %170 = getelementptr inbounds i8, ptr %6, i64 16
  %171 = getelementptr inbounds i8, ptr %4, i64 16
  %172 = getelementptr inbounds i8, ptr %4, i64 32
  %173 = getelementptr inbounds i8, ptr %4, i64 48
  %174 = getelementptr inbounds i8, ptr %8, i64 16
  %175 = getelementptr inbounds i8, ptr %8, i64 32
  %176 = getelementptr inbounds i8, ptr %8, i64 48
  %177 = getelementptr inbounds i8, ptr %8, i64 64
  %178 = getelementptr inbounds i8, ptr %8, i64 80
  %179 = getelementptr inbounds i8, ptr %8, i64 96
  %180 = getelementptr inbounds i8, ptr %8, i64 112
  br label %187

181:                                              ; preds = %329
  %182 = load i32, ptr @n_fail, align 4, !tbaa !13
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %182)
  %184 = load i32, ptr @n_fail, align 4, !tbaa !13
  %185 = icmp ne i32 %184, 0
  %186 = zext i1 %185 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %186

187:                                              ; preds = %329, %0
  %188 = phi i1 [ true, %0 ], [ false, %329 ]
  %189 = phi i1 [ false, %0 ], [ true, %329 ]
  %190 = phi i64 [ 0, %0 ], [ 1, %329 ]
  %191 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  store i32 %192, ptr %6, align 8, !tbaa !15
  store float 0x3FE3333340000000, ptr %168, align 4, !tbaa !18
  store ptr %5, ptr %169, align 8, !tbaa !19
  store i32 0, ptr %170, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %193 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fsum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %192) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  store i32 1, ptr %170, align 8, !tbaa !20
  %194 = zext nneg i32 %192 to i64
  %195 = call i32 @llvm.smax.i32(i32 %192, i32 1)
  store float 0x3FE3333340000000, ptr %168, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %196 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 0x3FE3333340000000, i32 noundef %192) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  %197 = zext nneg i32 %195 to i64
  br i1 %189, label %198, label %200

198:                                              ; preds = %214, %187
  %199 = phi i64 [ 0, %187 ], [ %201, %214 ]
  br label %363

200:                                              ; preds = %187
  %201 = and i64 %197, 2147483644
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi i64 [ 0, %200 ], [ %212, %202 ]
  %204 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %203
  %205 = getelementptr inbounds i8, ptr %204, i64 8
  %206 = load <2 x float>, ptr %204, align 16, !tbaa !9
  %207 = load <2 x float>, ptr %205, align 8, !tbaa !9
  %208 = fpext <2 x float> %206 to <2 x double>
  %209 = fpext <2 x float> %207 to <2 x double>
  %210 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %203
  %211 = getelementptr inbounds i8, ptr %210, i64 16
  store <2 x double> %208, ptr %210, align 16, !tbaa !11
  store <2 x double> %209, ptr %211, align 16, !tbaa !11
  %212 = add nuw i64 %203, 4
  %213 = icmp eq i64 %212, %201
  br i1 %213, label %214, label %202, !llvm.loop !21

214:                                              ; preds = %202
  %215 = icmp eq i64 %201, %197
  br i1 %215, label %216, label %198

216:                                              ; preds = %363, %214
  br label %217

217:                                              ; preds = %216, %217
  %218 = phi i64 [ %225, %217 ], [ 0, %216 ]
  %219 = phi double [ %224, %217 ], [ 0.000000e+00, %216 ]
  %220 = getelementptr inbounds double, ptr %7, i64 %218
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = fmul double %221, 0x3FE33404F71758E2
  %223 = call double @exp(double noundef %222) #13
  %224 = call double @llvm.fmuladd.f64(double %223, double %221, double %219)
  %225 = add nuw nsw i64 %218, 1
  %226 = icmp eq i64 %225, %194
  br i1 %226, label %227, label %217, !llvm.loop !25

227:                                              ; preds = %217, %227
  %228 = phi i64 [ %235, %227 ], [ 0, %217 ]
  %229 = phi double [ %234, %227 ], [ 0.000000e+00, %217 ]
  %230 = getelementptr inbounds double, ptr %7, i64 %228
  %231 = load double, ptr %230, align 8, !tbaa !11
  %232 = fmul double %231, 0x3FE3326188E8A71E
  %233 = call double @exp(double noundef %232) #13
  %234 = call double @llvm.fmuladd.f64(double %233, double %231, double %229)
  %235 = add nuw nsw i64 %228, 1
  %236 = icmp eq i64 %235, %194
  br i1 %236, label %237, label %227, !llvm.loop !25

237:                                              ; preds = %227
  %238 = fpext float %196 to double
  %239 = insertelement <2 x double> poison, double %224, i64 0
  %240 = insertelement <2 x double> %239, double %234, i64 1
  %241 = fdiv <2 x double> %240, <double 0x3FF5C30D3AC7C554, double 0x3FF5C2119244B2E5>
  %242 = shufflevector <2 x double> %241, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %243 = fsub <2 x double> %241, %242
  %244 = extractelement <2 x double> %243, i64 0
  %245 = fdiv double %244, 2.000000e-04
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fcmp ogt double %246, 1.000000e+00
  %248 = select i1 %247, double %246, double 1.000000e+00
  %249 = fsub double %238, %245
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fmul double %248, 1.000000e-04
  %252 = fcmp ole double %250, %251
  %253 = select i1 %252, ptr @.str.7, ptr @.str.8
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %238, double noundef %245, ptr noundef nonnull %253)
  br i1 %252, label %258, label %255

255:                                              ; preds = %237
  %256 = load i32, ptr @n_fail, align 4, !tbaa !13
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr @n_fail, align 4, !tbaa !13
  br label %258

258:                                              ; preds = %255, %237
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  store float 0xBFDCCCCCC0000000, ptr %168, align 4, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %259 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 0xBFDCCCCCC0000000, i32 noundef %192) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  %260 = zext nneg i32 %195 to i64
  br i1 %189, label %277, label %261

261:                                              ; preds = %258
  %262 = and i64 %197, 2147483644
  br label %263

263:                                              ; preds = %263, %261
  %264 = phi i64 [ 0, %261 ], [ %273, %263 ]
  %265 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %264
  %266 = getelementptr inbounds i8, ptr %265, i64 8
  %267 = load <2 x float>, ptr %265, align 16, !tbaa !9
  %268 = load <2 x float>, ptr %266, align 8, !tbaa !9
  %269 = fpext <2 x float> %267 to <2 x double>
  %270 = fpext <2 x float> %268 to <2 x double>
  %271 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %264
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  store <2 x double> %269, ptr %271, align 16, !tbaa !11
  store <2 x double> %270, ptr %272, align 16, !tbaa !11
  %273 = add nuw i64 %264, 4
  %274 = icmp eq i64 %273, %262
  br i1 %274, label %275, label %263, !llvm.loop !26

275:                                              ; preds = %263
  %276 = icmp eq i64 %262, %197
  br i1 %276, label %287, label %277

277:                                              ; preds = %275, %258
  %278 = phi i64 [ 0, %258 ], [ %262, %275 ]
  br label %279

279:                                              ; preds = %277, %279
  %280 = phi i64 [ %285, %279 ], [ %278, %277 ]
  %281 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %280
  %282 = load float, ptr %281, align 4, !tbaa !9
  %283 = fpext float %282 to double
  %284 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %280
  store double %283, ptr %284, align 8, !tbaa !11
  %285 = add nuw nsw i64 %280, 1
  %286 = icmp eq i64 %285, %260
  br i1 %286, label %287, label %279, !llvm.loop !27

287:                                              ; preds = %279, %275
  br label %288

288:                                              ; preds = %287, %288
  %289 = phi i64 [ %296, %288 ], [ 0, %287 ]
  %290 = phi double [ %295, %288 ], [ 0.000000e+00, %287 ]
  %291 = getelementptr inbounds double, ptr %7, i64 %289
  %292 = load double, ptr %291, align 8, !tbaa !11
  %293 = fmul double %292, 0xBFDCCB2951D14E3C
  %294 = call double @exp(double noundef %293) #13
  %295 = call double @llvm.fmuladd.f64(double %294, double %292, double %290)
  %296 = add nuw nsw i64 %289, 1
  %297 = icmp eq i64 %296, %194
  br i1 %297, label %298, label %288, !llvm.loop !25

298:                                              ; preds = %288, %298
  %299 = phi i64 [ %306, %298 ], [ 0, %288 ]
  %300 = phi double [ %305, %298 ], [ 0.000000e+00, %288 ]
  %301 = getelementptr inbounds double, ptr %7, i64 %299
  %302 = load double, ptr %301, align 8, !tbaa !11
  %303 = fmul double %302, 0xBFDCCE702E2EB1C4
  %304 = call double @exp(double noundef %303) #13
  %305 = call double @llvm.fmuladd.f64(double %304, double %302, double %300)
  %306 = add nuw nsw i64 %299, 1
  %307 = icmp eq i64 %306, %194
  br i1 %307, label %308, label %298, !llvm.loop !25

308:                                              ; preds = %298
  %309 = fpext float %259 to double
  %310 = insertelement <2 x double> poison, double %295, i64 0
  %311 = insertelement <2 x double> %310, double %305, i64 1
  %312 = fdiv <2 x double> %311, <double 0x3FF33D124474365E, double 0x3FF33DCF02D5B27A>
  %313 = shufflevector <2 x double> %312, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %314 = fsub <2 x double> %312, %313
  %315 = extractelement <2 x double> %314, i64 0
  %316 = fdiv double %315, 2.000000e-04
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp ogt double %317, 1.000000e+00
  %319 = select i1 %318, double %317, double 1.000000e+00
  %320 = fsub double %309, %316
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fmul double %319, 1.000000e-04
  %323 = fcmp ole double %321, %322
  %324 = select i1 %323, ptr @.str.7, ptr @.str.8
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef %309, double noundef %316, ptr noundef nonnull %324)
  br i1 %323, label %329, label %326

326:                                              ; preds = %308
  %327 = load i32, ptr @n_fail, align 4, !tbaa !13
  %328 = add nsw i32 %327, 1
  store i32 %328, ptr @n_fail, align 4, !tbaa !13
  br label %329

329:                                              ; preds = %326, %308
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  store i32 2, ptr %170, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %330 = load <4 x double>, ptr %5, align 16, !tbaa !11
  %331 = fptrunc <4 x double> %330 to <4 x float>
  store <4 x float> %331, ptr %4, align 16, !tbaa !9
  %332 = load <4 x double>, ptr %103, align 16, !tbaa !11
  %333 = fptrunc <4 x double> %332 to <4 x float>
  store <4 x float> %333, ptr %171, align 16, !tbaa !9
  %334 = load <4 x double>, ptr %125, align 16, !tbaa !11
  %335 = fptrunc <4 x double> %334 to <4 x float>
  store <4 x float> %335, ptr %172, align 16, !tbaa !9
  %336 = load <4 x double>, ptr %147, align 16, !tbaa !11
  %337 = fptrunc <4 x double> %336 to <4 x float>
  store <4 x float> %337, ptr %173, align 16, !tbaa !9
  %338 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmap, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %192) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #13
  %339 = load <2 x double>, ptr %5, align 16, !tbaa !11
  %340 = fptrunc <2 x double> %339 to <2 x float>
  %341 = fpext <2 x float> %340 to <2 x double>
  store <2 x double> %341, ptr %8, align 16, !tbaa !11
  %342 = load <2 x double>, ptr %92, align 16, !tbaa !11
  %343 = fptrunc <2 x double> %342 to <2 x float>
  %344 = fpext <2 x float> %343 to <2 x double>
  store <2 x double> %344, ptr %174, align 16, !tbaa !11
  %345 = load <2 x double>, ptr %103, align 16, !tbaa !11
  %346 = fptrunc <2 x double> %345 to <2 x float>
  %347 = fpext <2 x float> %346 to <2 x double>
  store <2 x double> %347, ptr %175, align 16, !tbaa !11
  %348 = load <2 x double>, ptr %114, align 16, !tbaa !11
  %349 = fptrunc <2 x double> %348 to <2 x float>
  %350 = fpext <2 x float> %349 to <2 x double>
  store <2 x double> %350, ptr %176, align 16, !tbaa !11
  %351 = load <2 x double>, ptr %125, align 16, !tbaa !11
  %352 = fptrunc <2 x double> %351 to <2 x float>
  %353 = fpext <2 x float> %352 to <2 x double>
  store <2 x double> %353, ptr %177, align 16, !tbaa !11
  %354 = load <2 x double>, ptr %136, align 16, !tbaa !11
  %355 = fptrunc <2 x double> %354 to <2 x float>
  %356 = fpext <2 x float> %355 to <2 x double>
  store <2 x double> %356, ptr %178, align 16, !tbaa !11
  %357 = load <2 x double>, ptr %147, align 16, !tbaa !11
  %358 = fptrunc <2 x double> %357 to <2 x float>
  %359 = fpext <2 x float> %358 to <2 x double>
  store <2 x double> %359, ptr %179, align 16, !tbaa !11
  %360 = load <2 x double>, ptr %158, align 16, !tbaa !11
  %361 = fptrunc <2 x double> %360 to <2 x float>
  %362 = fpext <2 x float> %361 to <2 x double>
  store <2 x double> %362, ptr %180, align 16, !tbaa !11
  store ptr %8, ptr %169, align 8, !tbaa !19
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  br i1 %188, label %187, label %181, !llvm.loop !28

363:                                              ; preds = %198, %363
  %364 = phi i64 [ %369, %363 ], [ %199, %198 ]
  %365 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %364
  %366 = load float, ptr %365, align 4, !tbaa !9
  %367 = fpext float %366 to double
  %368 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %364
  store double %367, ptr %368, align 8, !tbaa !11
  %369 = add nuw nsw i64 %364, 1
  %370 = icmp eq i64 %369, %197
  br i1 %370, label %216, label %363, !llvm.loop !29
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
  %5 = alloca [16 x float], align 16
  %6 = alloca [16 x float], align 16
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  %9 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  %10 = load i32, ptr %1, align 8, !tbaa !15
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %41

12:                                               ; preds = %4
  %13 = zext nneg i32 %10 to i64
  %14 = icmp ult i32 %10, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %39, %12
  %16 = phi i64 [ 0, %12 ], [ %18, %39 ]
  br label %91

17:                                               ; preds = %12
  %18 = and i64 %13, 2147483644
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %37, %19 ]
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load <2 x float>, ptr %21, align 4, !tbaa !9
  %24 = load <2 x float>, ptr %22, align 4, !tbaa !9
  %25 = fpext <2 x float> %23 to <2 x double>
  %26 = fpext <2 x float> %24 to <2 x double>
  %27 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %20
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %25, ptr %27, align 16, !tbaa !11
  store <2 x double> %26, ptr %28, align 16, !tbaa !11
  %29 = getelementptr inbounds float, ptr %3, i64 %20
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load <2 x float>, ptr %29, align 4, !tbaa !9
  %32 = load <2 x float>, ptr %30, align 4, !tbaa !9
  %33 = fpext <2 x float> %31 to <2 x double>
  %34 = fpext <2 x float> %32 to <2 x double>
  %35 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %20
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  store <2 x double> %33, ptr %35, align 16, !tbaa !11
  store <2 x double> %34, ptr %36, align 16, !tbaa !11
  %37 = add nuw i64 %20, 4
  %38 = icmp eq i64 %37, %18
  br i1 %38, label %39, label %19, !llvm.loop !31

39:                                               ; preds = %19
  %40 = icmp eq i64 %18, %13
  br i1 %40, label %41, label %15

41:                                               ; preds = %91, %39, %4
  %42 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %43 = zext nneg i32 %42 to i64
  %44 = shl nuw nsw i64 %43, 3
  %45 = tail call noalias ptr @malloc(i64 noundef %44) #14
  %46 = sext i32 %10 to i64
  %47 = shl nsw i64 %46, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr nonnull readonly align 16 %7, i64 %47, i1 false)
  br i1 %11, label %48, label %83

48:                                               ; preds = %41
  %49 = zext nneg i32 %10 to i64
  br label %50

50:                                               ; preds = %80, %48
  %51 = phi i64 [ 0, %48 ], [ %81, %80 ]
  %52 = getelementptr inbounds double, ptr %8, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = getelementptr inbounds double, ptr %45, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fcmp ogt double %56, 1.000000e+00
  %58 = select i1 %57, double %56, double 1.000000e+00
  %59 = fmul double %58, 0x3EB0C6F7A0B5ED8D
  %60 = fadd double %55, %59
  %61 = fsub double %55, %59
  store double %60, ptr %54, align 8, !tbaa !11
  %62 = tail call fastcc double @obj_twin(ptr noundef %45, ptr noundef nonnull readonly %1)
  store double %61, ptr %54, align 8, !tbaa !11
  %63 = tail call fastcc double @obj_twin(ptr noundef %45, ptr noundef nonnull readonly %1)
  store double %55, ptr %54, align 8, !tbaa !11
  %64 = fsub double %62, %63
  %65 = fsub double %60, %61
  %66 = fdiv double %64, %65
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ogt double %67, 1.000000e+00
  %69 = select i1 %68, double %67, double 1.000000e+00
  %70 = fsub double %53, %66
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fmul double %69, 1.000000e-04
  %73 = fcmp ole double %71, %72
  %74 = select i1 %73, ptr @.str.7, ptr @.str.8
  %75 = trunc nuw nsw i64 %51 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %75, double noundef %53, double noundef %66, ptr noundef nonnull %74)
  br i1 %73, label %80, label %77

77:                                               ; preds = %50
  %78 = load i32, ptr @n_fail, align 4, !tbaa !13
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !13
  br label %80

80:                                               ; preds = %77, %50
  %81 = add nuw nsw i64 %51, 1
  %82 = icmp eq i64 %81, %49
  br i1 %82, label %83, label %50, !llvm.loop !32

83:                                               ; preds = %80, %41
  tail call void @free(ptr noundef %45) #13
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %85 = load i32, ptr %1, align 8, !tbaa !15
  %86 = icmp sgt i32 %85, 0
  br i1 %86, label %87, label %103

87:                                               ; preds = %83
  %88 = getelementptr inbounds i8, ptr %1, i64 16
  %89 = getelementptr inbounds i8, ptr %1, i64 4
  %90 = getelementptr inbounds i8, ptr %1, i64 8
  br label %104

91:                                               ; preds = %15, %91
  %92 = phi i64 [ %101, %91 ], [ %16, %15 ]
  %93 = getelementptr inbounds float, ptr %2, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !9
  %95 = fpext float %94 to double
  %96 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %92
  store double %95, ptr %96, align 8, !tbaa !11
  %97 = getelementptr inbounds float, ptr %3, i64 %92
  %98 = load float, ptr %97, align 4, !tbaa !9
  %99 = fpext float %98 to double
  %100 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %92
  store double %99, ptr %100, align 8, !tbaa !11
  %101 = add nuw nsw i64 %92, 1
  %102 = icmp eq i64 %101, %13
  br i1 %102, label %41, label %91, !llvm.loop !33

103:                                              ; preds = %543, %83
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  ret void

104:                                              ; preds = %87, %543
  %105 = phi i64 [ 0, %87 ], [ %544, %543 ]
  %106 = phi i32 [ %85, %87 ], [ %545, %543 ]
  %107 = getelementptr inbounds float, ptr %3, i64 %105
  %108 = load float, ptr %107, align 4, !tbaa !9
  %109 = fpext float %108 to double
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  %110 = sext i32 %106 to i64
  %111 = shl nsw i64 %110, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 4 %2, i64 %111, i1 false)
  %112 = getelementptr inbounds float, ptr %2, i64 %105
  %113 = load float, ptr %112, align 4, !tbaa !9
  %114 = fadd float %113, 0x3F847AE140000000
  %115 = fadd float %113, 0xBF847AE140000000
  %116 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %105
  store float %114, ptr %116, align 4, !tbaa !9
  %117 = load i32, ptr %88, align 8, !tbaa !20
  switch i32 %117, label %200 [
    i32 0, label %118
    i32 1, label %180
  ]

118:                                              ; preds = %104
  %119 = icmp sgt i32 %106, 0
  br i1 %119, label %120, label %522

120:                                              ; preds = %118
  %121 = zext nneg i32 %106 to i64
  %122 = and i64 %121, 1
  %123 = icmp eq i32 %106, 1
  br i1 %123, label %158, label %124

124:                                              ; preds = %120
  %125 = and i64 %121, 2147483646
  br label %126

126:                                              ; preds = %126, %124
  %127 = phi i64 [ 0, %124 ], [ %148, %126 ]
  %128 = phi float [ 0.000000e+00, %124 ], [ %155, %126 ]
  %129 = phi i64 [ 0, %124 ], [ %156, %126 ]
  %130 = getelementptr inbounds float, ptr %5, i64 %127
  %131 = load float, ptr %130, align 8, !tbaa !9
  %132 = fmul float %131, %131
  %133 = call float @sinf(float noundef %131) #13
  %134 = fmul float %131, 5.000000e-01
  %135 = or disjoint i64 %127, 1
  %136 = icmp eq i64 %135, %121
  %137 = select i1 %136, i64 0, i64 %135
  %138 = getelementptr inbounds float, ptr %5, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !9
  %140 = fmul float %134, %139
  %141 = call float @llvm.fmuladd.f32(float %132, float %133, float %140)
  %142 = fadd float %128, %141
  %143 = getelementptr inbounds float, ptr %5, i64 %135
  %144 = load float, ptr %143, align 4, !tbaa !9
  %145 = fmul float %144, %144
  %146 = call float @sinf(float noundef %144) #13
  %147 = fmul float %144, 5.000000e-01
  %148 = add nuw nsw i64 %127, 2
  %149 = icmp eq i64 %148, %121
  %150 = select i1 %149, i64 0, i64 %148
  %151 = getelementptr inbounds float, ptr %5, i64 %150
  %152 = load float, ptr %151, align 8, !tbaa !9
  %153 = fmul float %147, %152
  %154 = call float @llvm.fmuladd.f32(float %145, float %146, float %153)
  %155 = fadd float %142, %154
  %156 = add i64 %129, 2
  %157 = icmp eq i64 %156, %125
  br i1 %157, label %158, label %126, !llvm.loop !30

158:                                              ; preds = %126, %120
  %159 = phi float [ poison, %120 ], [ %155, %126 ]
  %160 = phi i64 [ 0, %120 ], [ %148, %126 ]
  %161 = phi float [ 0.000000e+00, %120 ], [ %155, %126 ]
  %162 = icmp eq i64 %122, 0
  br i1 %162, label %177, label %163

163:                                              ; preds = %158
  %164 = getelementptr inbounds float, ptr %5, i64 %160
  %165 = load float, ptr %164, align 4, !tbaa !9
  %166 = fmul float %165, %165
  %167 = call float @sinf(float noundef %165) #13
  %168 = fmul float %165, 5.000000e-01
  %169 = add nuw nsw i64 %160, 1
  %170 = icmp eq i64 %169, %121
  %171 = select i1 %170, i64 0, i64 %169
  %172 = getelementptr inbounds float, ptr %5, i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !9
  %174 = fmul float %168, %173
  %175 = call float @llvm.fmuladd.f32(float %166, float %167, float %174)
  %176 = fadd float %161, %175
  br label %177

177:                                              ; preds = %158, %163
  %178 = phi float [ %159, %158 ], [ %176, %163 ]
  %179 = fpext float %178 to double
  br label %317

180:                                              ; preds = %104
  %181 = load float, ptr %89, align 4, !tbaa !18
  %182 = icmp sgt i32 %106, 0
  br i1 %182, label %183, label %195

183:                                              ; preds = %180
  %184 = zext nneg i32 %106 to i64
  br label %185

185:                                              ; preds = %185, %183
  %186 = phi i64 [ 0, %183 ], [ %193, %185 ]
  %187 = phi float [ 0.000000e+00, %183 ], [ %192, %185 ]
  %188 = getelementptr inbounds float, ptr %5, i64 %186
  %189 = load float, ptr %188, align 4, !tbaa !9
  %190 = fmul float %181, %189
  %191 = call float @expf(float noundef %190) #13, !tbaa !13
  %192 = call float @llvm.fmuladd.f32(float %191, float %189, float %187)
  %193 = add nuw nsw i64 %186, 1
  %194 = icmp eq i64 %193, %184
  br i1 %194, label %195, label %185, !llvm.loop !34

195:                                              ; preds = %185, %180
  %196 = phi float [ 0.000000e+00, %180 ], [ %192, %185 ]
  %197 = call float @llvm.fmuladd.f32(float %181, float %181, float 1.000000e+00)
  %198 = fdiv float %196, %197
  %199 = fpext float %198 to double
  br label %317

200:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %201 = icmp sgt i32 %106, 0
  br i1 %201, label %202, label %281

202:                                              ; preds = %200
  %203 = zext nneg i32 %106 to i64
  %204 = and i64 %203, 1
  %205 = icmp eq i32 %106, 1
  br i1 %205, label %237, label %206

206:                                              ; preds = %202
  %207 = and i64 %203, 2147483646
  br label %208

208:                                              ; preds = %208, %206
  %209 = phi i64 [ 0, %206 ], [ %226, %208 ]
  %210 = phi i64 [ 0, %206 ], [ %235, %208 ]
  %211 = getelementptr inbounds float, ptr %5, i64 %209
  %212 = load float, ptr %211, align 8, !tbaa !9
  %213 = call float @cosf(float noundef %212) #13
  %214 = or disjoint i64 %209, 1
  %215 = icmp eq i64 %214, %203
  %216 = select i1 %215, i64 0, i64 %214
  %217 = getelementptr inbounds float, ptr %5, i64 %216
  %218 = load float, ptr %217, align 4, !tbaa !9
  %219 = fmul float %212, 2.500000e-01
  %220 = fmul float %212, %219
  %221 = call float @llvm.fmuladd.f32(float %213, float %218, float %220)
  %222 = getelementptr inbounds float, ptr %6, i64 %209
  store float %221, ptr %222, align 8, !tbaa !9
  %223 = getelementptr inbounds float, ptr %5, i64 %214
  %224 = load float, ptr %223, align 4, !tbaa !9
  %225 = call float @cosf(float noundef %224) #13
  %226 = add nuw nsw i64 %209, 2
  %227 = icmp eq i64 %226, %203
  %228 = select i1 %227, i64 0, i64 %226
  %229 = getelementptr inbounds float, ptr %5, i64 %228
  %230 = load float, ptr %229, align 8, !tbaa !9
  %231 = fmul float %224, 2.500000e-01
  %232 = fmul float %224, %231
  %233 = call float @llvm.fmuladd.f32(float %225, float %230, float %232)
  %234 = getelementptr inbounds float, ptr %6, i64 %214
  store float %233, ptr %234, align 4, !tbaa !9
  %235 = add i64 %210, 2
  %236 = icmp eq i64 %235, %207
  br i1 %236, label %237, label %208, !llvm.loop !35

237:                                              ; preds = %208, %202
  %238 = phi i64 [ 0, %202 ], [ %226, %208 ]
  %239 = icmp eq i64 %204, 0
  br i1 %239, label %253, label %240

240:                                              ; preds = %237
  %241 = getelementptr inbounds float, ptr %5, i64 %238
  %242 = load float, ptr %241, align 4, !tbaa !9
  %243 = call float @cosf(float noundef %242) #13
  %244 = add nuw nsw i64 %238, 1
  %245 = icmp eq i64 %244, %203
  %246 = select i1 %245, i64 0, i64 %244
  %247 = getelementptr inbounds float, ptr %5, i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !9
  %249 = fmul float %242, 2.500000e-01
  %250 = fmul float %242, %249
  %251 = call float @llvm.fmuladd.f32(float %243, float %248, float %250)
  %252 = getelementptr inbounds float, ptr %6, i64 %238
  store float %251, ptr %252, align 4, !tbaa !9
  br label %253

253:                                              ; preds = %237, %240
  %254 = load i32, ptr %1, align 8, !tbaa !15
  %255 = icmp sgt i32 %254, 0
  br i1 %255, label %256, label %281

256:                                              ; preds = %253
  %257 = load ptr, ptr %90, align 8, !tbaa !19
  %258 = zext nneg i32 %254 to i64
  %259 = and i64 %258, 3
  %260 = icmp ult i32 %254, 4
  br i1 %260, label %263, label %261

261:                                              ; preds = %256
  %262 = and i64 %258, 2147483644
  br label %283

263:                                              ; preds = %283, %256
  %264 = phi double [ poison, %256 ], [ %313, %283 ]
  %265 = phi i64 [ 0, %256 ], [ %314, %283 ]
  %266 = phi double [ 0.000000e+00, %256 ], [ %313, %283 ]
  %267 = icmp eq i64 %259, 0
  br i1 %267, label %281, label %268

268:                                              ; preds = %263, %268
  %269 = phi i64 [ %278, %268 ], [ %265, %263 ]
  %270 = phi double [ %277, %268 ], [ %266, %263 ]
  %271 = phi i64 [ %279, %268 ], [ 0, %263 ]
  %272 = getelementptr inbounds double, ptr %257, i64 %269
  %273 = load double, ptr %272, align 8, !tbaa !11
  %274 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %269
  %275 = load float, ptr %274, align 4, !tbaa !9
  %276 = fpext float %275 to double
  %277 = call double @llvm.fmuladd.f64(double %273, double %276, double %270)
  %278 = add nuw nsw i64 %269, 1
  %279 = add i64 %271, 1
  %280 = icmp eq i64 %279, %259
  br i1 %280, label %281, label %268, !llvm.loop !36

281:                                              ; preds = %263, %268, %253, %200
  %282 = phi double [ 0.000000e+00, %253 ], [ 0.000000e+00, %200 ], [ %264, %263 ], [ %277, %268 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  br label %317

283:                                              ; preds = %283, %261
  %284 = phi i64 [ 0, %261 ], [ %314, %283 ]
  %285 = phi double [ 0.000000e+00, %261 ], [ %313, %283 ]
  %286 = phi i64 [ 0, %261 ], [ %315, %283 ]
  %287 = getelementptr inbounds double, ptr %257, i64 %284
  %288 = load double, ptr %287, align 8, !tbaa !11
  %289 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %284
  %290 = load float, ptr %289, align 16, !tbaa !9
  %291 = fpext float %290 to double
  %292 = call double @llvm.fmuladd.f64(double %288, double %291, double %285)
  %293 = or disjoint i64 %284, 1
  %294 = getelementptr inbounds double, ptr %257, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !11
  %296 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %293
  %297 = load float, ptr %296, align 4, !tbaa !9
  %298 = fpext float %297 to double
  %299 = call double @llvm.fmuladd.f64(double %295, double %298, double %292)
  %300 = or disjoint i64 %284, 2
  %301 = getelementptr inbounds double, ptr %257, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !11
  %303 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %300
  %304 = load float, ptr %303, align 8, !tbaa !9
  %305 = fpext float %304 to double
  %306 = call double @llvm.fmuladd.f64(double %302, double %305, double %299)
  %307 = or disjoint i64 %284, 3
  %308 = getelementptr inbounds double, ptr %257, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !11
  %310 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %307
  %311 = load float, ptr %310, align 4, !tbaa !9
  %312 = fpext float %311 to double
  %313 = call double @llvm.fmuladd.f64(double %309, double %312, double %306)
  %314 = add nuw nsw i64 %284, 4
  %315 = add i64 %286, 4
  %316 = icmp eq i64 %315, %262
  br i1 %316, label %263, label %283, !llvm.loop !38

317:                                              ; preds = %281, %195, %177
  %318 = phi double [ %179, %177 ], [ %282, %281 ], [ %199, %195 ]
  %319 = load i32, ptr %88, align 8, !tbaa !20
  store float %115, ptr %116, align 4, !tbaa !9
  switch i32 %319, label %404 [
    i32 0, label %341
    i32 1, label %320
  ]

320:                                              ; preds = %317
  %321 = load float, ptr %89, align 4, !tbaa !18
  %322 = load i32, ptr %1, align 8, !tbaa !15
  %323 = icmp sgt i32 %322, 0
  br i1 %323, label %324, label %336

324:                                              ; preds = %320
  %325 = zext nneg i32 %322 to i64
  br label %326

326:                                              ; preds = %326, %324
  %327 = phi i64 [ 0, %324 ], [ %334, %326 ]
  %328 = phi float [ 0.000000e+00, %324 ], [ %333, %326 ]
  %329 = getelementptr inbounds float, ptr %5, i64 %327
  %330 = load float, ptr %329, align 4, !tbaa !9
  %331 = fmul float %321, %330
  %332 = call float @expf(float noundef %331) #13, !tbaa !13
  %333 = call float @llvm.fmuladd.f32(float %332, float %330, float %328)
  %334 = add nuw nsw i64 %327, 1
  %335 = icmp eq i64 %334, %325
  br i1 %335, label %336, label %326, !llvm.loop !34

336:                                              ; preds = %326, %320
  %337 = phi float [ 0.000000e+00, %320 ], [ %333, %326 ]
  %338 = call float @llvm.fmuladd.f32(float %321, float %321, float 1.000000e+00)
  %339 = fdiv float %337, %338
  %340 = fpext float %339 to double
  br label %522

341:                                              ; preds = %317
  %342 = load i32, ptr %1, align 8, !tbaa !15
  %343 = icmp sgt i32 %342, 0
  br i1 %343, label %344, label %522

344:                                              ; preds = %341
  %345 = zext nneg i32 %342 to i64
  %346 = and i64 %345, 1
  %347 = icmp eq i32 %342, 1
  br i1 %347, label %382, label %348

348:                                              ; preds = %344
  %349 = and i64 %345, 2147483646
  br label %350

350:                                              ; preds = %350, %348
  %351 = phi i64 [ 0, %348 ], [ %372, %350 ]
  %352 = phi float [ 0.000000e+00, %348 ], [ %379, %350 ]
  %353 = phi i64 [ 0, %348 ], [ %380, %350 ]
  %354 = getelementptr inbounds float, ptr %5, i64 %351
  %355 = load float, ptr %354, align 8, !tbaa !9
  %356 = fmul float %355, %355
  %357 = call float @sinf(float noundef %355) #13
  %358 = fmul float %355, 5.000000e-01
  %359 = or disjoint i64 %351, 1
  %360 = icmp eq i64 %359, %345
  %361 = select i1 %360, i64 0, i64 %359
  %362 = getelementptr inbounds float, ptr %5, i64 %361
  %363 = load float, ptr %362, align 4, !tbaa !9
  %364 = fmul float %358, %363
  %365 = call float @llvm.fmuladd.f32(float %356, float %357, float %364)
  %366 = fadd float %352, %365
  %367 = getelementptr inbounds float, ptr %5, i64 %359
  %368 = load float, ptr %367, align 4, !tbaa !9
  %369 = fmul float %368, %368
  %370 = call float @sinf(float noundef %368) #13
  %371 = fmul float %368, 5.000000e-01
  %372 = add nuw nsw i64 %351, 2
  %373 = icmp eq i64 %372, %345
  %374 = select i1 %373, i64 0, i64 %372
  %375 = getelementptr inbounds float, ptr %5, i64 %374
  %376 = load float, ptr %375, align 8, !tbaa !9
  %377 = fmul float %371, %376
  %378 = call float @llvm.fmuladd.f32(float %369, float %370, float %377)
  %379 = fadd float %366, %378
  %380 = add i64 %353, 2
  %381 = icmp eq i64 %380, %349
  br i1 %381, label %382, label %350, !llvm.loop !30

382:                                              ; preds = %350, %344
  %383 = phi float [ poison, %344 ], [ %379, %350 ]
  %384 = phi i64 [ 0, %344 ], [ %372, %350 ]
  %385 = phi float [ 0.000000e+00, %344 ], [ %379, %350 ]
  %386 = icmp eq i64 %346, 0
  br i1 %386, label %401, label %387

387:                                              ; preds = %382
  %388 = getelementptr inbounds float, ptr %5, i64 %384
  %389 = load float, ptr %388, align 4, !tbaa !9
  %390 = fmul float %389, %389
  %391 = call float @sinf(float noundef %389) #13
  %392 = fmul float %389, 5.000000e-01
  %393 = add nuw nsw i64 %384, 1
  %394 = icmp eq i64 %393, %345
  %395 = select i1 %394, i64 0, i64 %393
  %396 = getelementptr inbounds float, ptr %5, i64 %395
  %397 = load float, ptr %396, align 4, !tbaa !9
  %398 = fmul float %392, %397
  %399 = call float @llvm.fmuladd.f32(float %390, float %391, float %398)
  %400 = fadd float %385, %399
  br label %401

401:                                              ; preds = %382, %387
  %402 = phi float [ %383, %382 ], [ %400, %387 ]
  %403 = fpext float %402 to double
  br label %522

404:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %405 = load i32, ptr %1, align 8, !tbaa !15
  %406 = icmp sgt i32 %405, 0
  br i1 %406, label %407, label %520

407:                                              ; preds = %404
  %408 = zext nneg i32 %405 to i64
  %409 = and i64 %408, 1
  %410 = icmp eq i32 %405, 1
  br i1 %410, label %442, label %411

411:                                              ; preds = %407
  %412 = and i64 %408, 2147483646
  br label %413

413:                                              ; preds = %413, %411
  %414 = phi i64 [ 0, %411 ], [ %431, %413 ]
  %415 = phi i64 [ 0, %411 ], [ %440, %413 ]
  %416 = getelementptr inbounds float, ptr %5, i64 %414
  %417 = load float, ptr %416, align 8, !tbaa !9
  %418 = call float @cosf(float noundef %417) #13
  %419 = or disjoint i64 %414, 1
  %420 = icmp eq i64 %419, %408
  %421 = select i1 %420, i64 0, i64 %419
  %422 = getelementptr inbounds float, ptr %5, i64 %421
  %423 = load float, ptr %422, align 4, !tbaa !9
  %424 = fmul float %417, 2.500000e-01
  %425 = fmul float %417, %424
  %426 = call float @llvm.fmuladd.f32(float %418, float %423, float %425)
  %427 = getelementptr inbounds float, ptr %6, i64 %414
  store float %426, ptr %427, align 8, !tbaa !9
  %428 = getelementptr inbounds float, ptr %5, i64 %419
  %429 = load float, ptr %428, align 4, !tbaa !9
  %430 = call float @cosf(float noundef %429) #13
  %431 = add nuw nsw i64 %414, 2
  %432 = icmp eq i64 %431, %408
  %433 = select i1 %432, i64 0, i64 %431
  %434 = getelementptr inbounds float, ptr %5, i64 %433
  %435 = load float, ptr %434, align 8, !tbaa !9
  %436 = fmul float %429, 2.500000e-01
  %437 = fmul float %429, %436
  %438 = call float @llvm.fmuladd.f32(float %430, float %435, float %437)
  %439 = getelementptr inbounds float, ptr %6, i64 %419
  store float %438, ptr %439, align 4, !tbaa !9
  %440 = add i64 %415, 2
  %441 = icmp eq i64 %440, %412
  br i1 %441, label %442, label %413, !llvm.loop !35

442:                                              ; preds = %413, %407
  %443 = phi i64 [ 0, %407 ], [ %431, %413 ]
  %444 = icmp eq i64 %409, 0
  br i1 %444, label %458, label %445

445:                                              ; preds = %442
  %446 = getelementptr inbounds float, ptr %5, i64 %443
  %447 = load float, ptr %446, align 4, !tbaa !9
  %448 = call float @cosf(float noundef %447) #13
  %449 = add nuw nsw i64 %443, 1
  %450 = icmp eq i64 %449, %408
  %451 = select i1 %450, i64 0, i64 %449
  %452 = getelementptr inbounds float, ptr %5, i64 %451
  %453 = load float, ptr %452, align 4, !tbaa !9
  %454 = fmul float %447, 2.500000e-01
  %455 = fmul float %447, %454
  %456 = call float @llvm.fmuladd.f32(float %448, float %453, float %455)
  %457 = getelementptr inbounds float, ptr %6, i64 %443
  store float %456, ptr %457, align 4, !tbaa !9
  br label %458

458:                                              ; preds = %442, %445
  %459 = load i32, ptr %1, align 8, !tbaa !15
  %460 = icmp sgt i32 %459, 0
  br i1 %460, label %461, label %520

461:                                              ; preds = %458
  %462 = load ptr, ptr %90, align 8, !tbaa !19
  %463 = zext nneg i32 %459 to i64
  %464 = and i64 %463, 3
  %465 = icmp ult i32 %459, 4
  br i1 %465, label %502, label %466

466:                                              ; preds = %461
  %467 = and i64 %463, 2147483644
  br label %468

468:                                              ; preds = %468, %466
  %469 = phi i64 [ 0, %466 ], [ %499, %468 ]
  %470 = phi double [ 0.000000e+00, %466 ], [ %498, %468 ]
  %471 = phi i64 [ 0, %466 ], [ %500, %468 ]
  %472 = getelementptr inbounds double, ptr %462, i64 %469
  %473 = load double, ptr %472, align 8, !tbaa !11
  %474 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %469
  %475 = load float, ptr %474, align 16, !tbaa !9
  %476 = fpext float %475 to double
  %477 = call double @llvm.fmuladd.f64(double %473, double %476, double %470)
  %478 = or disjoint i64 %469, 1
  %479 = getelementptr inbounds double, ptr %462, i64 %478
  %480 = load double, ptr %479, align 8, !tbaa !11
  %481 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %478
  %482 = load float, ptr %481, align 4, !tbaa !9
  %483 = fpext float %482 to double
  %484 = call double @llvm.fmuladd.f64(double %480, double %483, double %477)
  %485 = or disjoint i64 %469, 2
  %486 = getelementptr inbounds double, ptr %462, i64 %485
  %487 = load double, ptr %486, align 8, !tbaa !11
  %488 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %485
  %489 = load float, ptr %488, align 8, !tbaa !9
  %490 = fpext float %489 to double
  %491 = call double @llvm.fmuladd.f64(double %487, double %490, double %484)
  %492 = or disjoint i64 %469, 3
  %493 = getelementptr inbounds double, ptr %462, i64 %492
  %494 = load double, ptr %493, align 8, !tbaa !11
  %495 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %492
  %496 = load float, ptr %495, align 4, !tbaa !9
  %497 = fpext float %496 to double
  %498 = call double @llvm.fmuladd.f64(double %494, double %497, double %491)
  %499 = add nuw nsw i64 %469, 4
  %500 = add i64 %471, 4
  %501 = icmp eq i64 %500, %467
  br i1 %501, label %502, label %468, !llvm.loop !38

502:                                              ; preds = %468, %461
  %503 = phi double [ poison, %461 ], [ %498, %468 ]
  %504 = phi i64 [ 0, %461 ], [ %499, %468 ]
  %505 = phi double [ 0.000000e+00, %461 ], [ %498, %468 ]
  %506 = icmp eq i64 %464, 0
  br i1 %506, label %520, label %507

507:                                              ; preds = %502, %507
  %508 = phi i64 [ %517, %507 ], [ %504, %502 ]
  %509 = phi double [ %516, %507 ], [ %505, %502 ]
  %510 = phi i64 [ %518, %507 ], [ 0, %502 ]
  %511 = getelementptr inbounds double, ptr %462, i64 %508
  %512 = load double, ptr %511, align 8, !tbaa !11
  %513 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %508
  %514 = load float, ptr %513, align 4, !tbaa !9
  %515 = fpext float %514 to double
  %516 = call double @llvm.fmuladd.f64(double %512, double %515, double %509)
  %517 = add nuw nsw i64 %508, 1
  %518 = add i64 %510, 1
  %519 = icmp eq i64 %518, %464
  br i1 %519, label %520, label %507, !llvm.loop !39

520:                                              ; preds = %502, %507, %458, %404
  %521 = phi double [ 0.000000e+00, %458 ], [ 0.000000e+00, %404 ], [ %503, %502 ], [ %516, %507 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  br label %522

522:                                              ; preds = %118, %336, %341, %401, %520
  %523 = phi double [ %318, %336 ], [ %318, %520 ], [ %318, %401 ], [ %318, %341 ], [ 0.000000e+00, %118 ]
  %524 = phi double [ %340, %336 ], [ %521, %520 ], [ %403, %401 ], [ 0.000000e+00, %341 ], [ 0.000000e+00, %118 ]
  %525 = fsub double %523, %524
  %526 = fpext float %114 to double
  %527 = fpext float %115 to double
  %528 = fsub double %526, %527
  %529 = fdiv double %525, %528
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  %530 = call double @llvm.fabs.f64(double %529)
  %531 = fcmp ogt double %530, 1.000000e+00
  %532 = select i1 %531, double %530, double 1.000000e+00
  %533 = fsub double %109, %529
  %534 = call double @llvm.fabs.f64(double %533)
  %535 = fmul double %532, 2.000000e-02
  %536 = fcmp ole double %534, %535
  %537 = select i1 %536, ptr @.str.7, ptr @.str.8
  %538 = trunc nuw nsw i64 %105 to i32
  %539 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, i32 noundef %538, double noundef %109, double noundef %529, ptr noundef nonnull %537)
  br i1 %536, label %543, label %540

540:                                              ; preds = %522
  %541 = load i32, ptr @n_fail, align 4, !tbaa !13
  %542 = add nsw i32 %541, 1
  store i32 %542, ptr @n_fail, align 4, !tbaa !13
  br label %543

543:                                              ; preds = %522, %540
  %544 = add nuw nsw i64 %105, 1
  %545 = load i32, ptr %1, align 8, !tbaa !15
  %546 = sext i32 %545 to i64
  %547 = icmp slt i64 %544, %546
  br i1 %547, label %104, label %103, !llvm.loop !40
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
