; ModuleID = 'heat.c'
source_filename = "heat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, double, ptr }

@main.steps = internal unnamed_addr constant [3 x i32] [i32 12, i32 1, i32 0], align 4
@.str = private unnamed_addr constant [9 x i8] c"heat.du0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"heat.dnu\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"heat.primal_state\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"advect.JTw\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"heat\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [24 x double], align 16
  %6 = alloca [24 x double], align 16
  %7 = alloca [24 x double], align 16
  %8 = alloca [24 x double], align 16
  %9 = alloca %struct.Ctx, align 8
  %10 = alloca [24 x double], align 16
  %11 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8) #15
  br label %193

12:                                               ; preds = %193
  %13 = mul i64 %201, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = insertelement <2 x i64> poison, i64 %14, i64 0
  %18 = insertelement <2 x i64> %17, i64 %16, i64 1
  %19 = lshr <2 x i64> %18, <i64 10, i64 10>
  %20 = and <2 x i64> %19, <i64 18014398509481982, i64 18014398509481982>
  %21 = uitofp nneg <2 x i64> %20 to <2 x double>
  %22 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %22, ptr %8, align 16, !tbaa !5
  %23 = mul i64 %16, 6364136223846793005
  %24 = getelementptr inbounds i8, ptr %8, i64 16
  %25 = add i64 %23, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <2 x i64> poison, i64 %25, i64 0
  %29 = insertelement <2 x i64> %28, i64 %27, i64 1
  %30 = lshr <2 x i64> %29, <i64 10, i64 10>
  %31 = and <2 x i64> %30, <i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <2 x i64> %31 to <2 x double>
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %33, ptr %24, align 16, !tbaa !5
  %34 = mul i64 %27, 6364136223846793005
  %35 = getelementptr inbounds i8, ptr %8, i64 32
  %36 = add i64 %34, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <2 x i64> poison, i64 %36, i64 0
  %40 = insertelement <2 x i64> %39, i64 %38, i64 1
  %41 = lshr <2 x i64> %40, <i64 10, i64 10>
  %42 = and <2 x i64> %41, <i64 18014398509481982, i64 18014398509481982>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %44, ptr %35, align 16, !tbaa !5
  %45 = mul i64 %38, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %8, i64 48
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <2 x i64> poison, i64 %47, i64 0
  %51 = insertelement <2 x i64> %50, i64 %49, i64 1
  %52 = lshr <2 x i64> %51, <i64 10, i64 10>
  %53 = and <2 x i64> %52, <i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <2 x i64> %53 to <2 x double>
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %55, ptr %46, align 16, !tbaa !5
  %56 = mul i64 %49, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %8, i64 64
  %58 = add i64 %56, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = insertelement <2 x i64> poison, i64 %58, i64 0
  %62 = insertelement <2 x i64> %61, i64 %60, i64 1
  %63 = lshr <2 x i64> %62, <i64 10, i64 10>
  %64 = and <2 x i64> %63, <i64 18014398509481982, i64 18014398509481982>
  %65 = uitofp nneg <2 x i64> %64 to <2 x double>
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %66, ptr %57, align 16, !tbaa !5
  %67 = mul i64 %60, 6364136223846793005
  %68 = getelementptr inbounds i8, ptr %8, i64 80
  %69 = add i64 %67, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <2 x i64> poison, i64 %69, i64 0
  %73 = insertelement <2 x i64> %72, i64 %71, i64 1
  %74 = lshr <2 x i64> %73, <i64 10, i64 10>
  %75 = and <2 x i64> %74, <i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <2 x i64> %75 to <2 x double>
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %77, ptr %68, align 16, !tbaa !5
  %78 = mul i64 %71, 6364136223846793005
  %79 = getelementptr inbounds i8, ptr %8, i64 96
  %80 = add i64 %78, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %88, ptr %79, align 16, !tbaa !5
  %89 = mul i64 %82, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %8, i64 112
  %91 = add i64 %89, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <2 x i64> poison, i64 %91, i64 0
  %95 = insertelement <2 x i64> %94, i64 %93, i64 1
  %96 = lshr <2 x i64> %95, <i64 10, i64 10>
  %97 = and <2 x i64> %96, <i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %99, ptr %90, align 16, !tbaa !5
  %100 = mul i64 %93, 6364136223846793005
  %101 = getelementptr inbounds i8, ptr %8, i64 128
  %102 = add i64 %100, 1442695040888963407
  %103 = mul i64 %102, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = insertelement <2 x i64> poison, i64 %102, i64 0
  %106 = insertelement <2 x i64> %105, i64 %104, i64 1
  %107 = lshr <2 x i64> %106, <i64 10, i64 10>
  %108 = and <2 x i64> %107, <i64 18014398509481982, i64 18014398509481982>
  %109 = uitofp nneg <2 x i64> %108 to <2 x double>
  %110 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %109, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %110, ptr %101, align 16, !tbaa !5
  %111 = mul i64 %104, 6364136223846793005
  %112 = getelementptr inbounds i8, ptr %8, i64 144
  %113 = add i64 %111, 1442695040888963407
  %114 = mul i64 %113, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = insertelement <2 x i64> poison, i64 %113, i64 0
  %117 = insertelement <2 x i64> %116, i64 %115, i64 1
  %118 = lshr <2 x i64> %117, <i64 10, i64 10>
  %119 = and <2 x i64> %118, <i64 18014398509481982, i64 18014398509481982>
  %120 = uitofp nneg <2 x i64> %119 to <2 x double>
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %121, ptr %112, align 16, !tbaa !5
  %122 = mul i64 %115, 6364136223846793005
  %123 = getelementptr inbounds i8, ptr %8, i64 160
  %124 = add i64 %122, 1442695040888963407
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = insertelement <2 x i64> poison, i64 %124, i64 0
  %128 = insertelement <2 x i64> %127, i64 %126, i64 1
  %129 = lshr <2 x i64> %128, <i64 10, i64 10>
  %130 = and <2 x i64> %129, <i64 18014398509481982, i64 18014398509481982>
  %131 = uitofp nneg <2 x i64> %130 to <2 x double>
  %132 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %132, ptr %123, align 16, !tbaa !5
  %133 = mul i64 %126, 6364136223846793005
  %134 = getelementptr inbounds i8, ptr %8, i64 176
  %135 = add i64 %133, 1442695040888963407
  %136 = mul i64 %135, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = insertelement <2 x i64> poison, i64 %135, i64 0
  %139 = insertelement <2 x i64> %138, i64 %137, i64 1
  %140 = lshr <2 x i64> %139, <i64 10, i64 10>
  %141 = and <2 x i64> %140, <i64 18014398509481982, i64 18014398509481982>
  %142 = uitofp nneg <2 x i64> %141 to <2 x double>
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %143, ptr %134, align 16, !tbaa !5
  store i64 %137, ptr @rng_state, align 8, !tbaa !9
  %144 = getelementptr inbounds i8, ptr %9, i64 4
  %145 = getelementptr inbounds i8, ptr %9, i64 8
  %146 = getelementptr inbounds i8, ptr %9, i64 16
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  %150 = getelementptr inbounds i8, ptr %10, i64 32
  %151 = getelementptr inbounds i8, ptr %10, i64 40
  %152 = getelementptr inbounds i8, ptr %10, i64 48
  %153 = getelementptr inbounds i8, ptr %10, i64 56
  %154 = getelementptr inbounds i8, ptr %10, i64 64
  %155 = getelementptr inbounds i8, ptr %10, i64 72
  %156 = getelementptr inbounds i8, ptr %10, i64 80
  %157 = getelementptr inbounds i8, ptr %10, i64 88
  %158 = getelementptr inbounds i8, ptr %10, i64 96
  %159 = getelementptr inbounds i8, ptr %10, i64 104
  %160 = getelementptr inbounds i8, ptr %10, i64 112
  %161 = getelementptr inbounds i8, ptr %10, i64 120
  %162 = getelementptr inbounds i8, ptr %10, i64 128
  %163 = getelementptr inbounds i8, ptr %10, i64 136
  %164 = getelementptr inbounds i8, ptr %10, i64 144
  %165 = getelementptr inbounds i8, ptr %10, i64 152
  %166 = getelementptr inbounds i8, ptr %10, i64 160
  %167 = getelementptr inbounds i8, ptr %10, i64 168
  %168 = getelementptr inbounds i8, ptr %10, i64 176
  %169 = getelementptr inbounds i8, ptr %10, i64 184
  %170 = getelementptr inbounds i8, ptr %11, i64 8
  %171 = getelementptr inbounds i8, ptr %11, i64 16
  %172 = getelementptr inbounds i8, ptr %11, i64 24
  %173 = getelementptr inbounds i8, ptr %11, i64 32
  %174 = getelementptr inbounds i8, ptr %11, i64 40
  %175 = getelementptr inbounds i8, ptr %11, i64 48
  %176 = getelementptr inbounds i8, ptr %11, i64 56
  %177 = getelementptr inbounds i8, ptr %11, i64 64
  %178 = getelementptr inbounds i8, ptr %11, i64 72
  %179 = getelementptr inbounds i8, ptr %11, i64 80
  %180 = getelementptr inbounds i8, ptr %11, i64 88
  %181 = getelementptr inbounds i8, ptr %11, i64 96
  %182 = getelementptr inbounds i8, ptr %11, i64 104
  %183 = getelementptr inbounds i8, ptr %11, i64 112
  %184 = getelementptr inbounds i8, ptr %11, i64 120
  %185 = getelementptr inbounds i8, ptr %11, i64 128
  %186 = getelementptr inbounds i8, ptr %11, i64 136
  %187 = getelementptr inbounds i8, ptr %11, i64 144
  %188 = getelementptr inbounds i8, ptr %11, i64 152
  %189 = getelementptr inbounds i8, ptr %11, i64 160
  %190 = getelementptr inbounds i8, ptr %11, i64 168
  %191 = getelementptr inbounds i8, ptr %11, i64 176
  %192 = getelementptr inbounds i8, ptr %11, i64 184
  br label %217

193:                                              ; preds = %0, %193
  %194 = phi i64 [ 0, %0 ], [ %209, %193 ]
  %195 = trunc nuw nsw i64 %194 to i32
  %196 = uitofp nneg i32 %195 to double
  %197 = fmul double %196, 4.000000e-01
  %198 = tail call double @sin(double noundef %197) #15
  %199 = load i64, ptr @rng_state, align 8, !tbaa !9
  %200 = mul i64 %199, 6364136223846793005
  %201 = add i64 %200, 1442695040888963407
  store i64 %201, ptr @rng_state, align 8, !tbaa !9
  %202 = lshr i64 %201, 10
  %203 = and i64 %202, 18014398509481982
  %204 = uitofp nneg i64 %203 to double
  %205 = tail call double @llvm.fmuladd.f64(double %204, double 0x3CA0000000000000, double -1.000000e+00)
  %206 = fmul double %205, 1.000000e-01
  %207 = tail call double @llvm.fmuladd.f64(double %198, double 8.000000e-01, double %206)
  %208 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %194
  store double %207, ptr %208, align 8, !tbaa !5
  %209 = add nuw nsw i64 %194, 1
  %210 = icmp eq i64 %209, 24
  br i1 %210, label %12, label %193, !llvm.loop !11

211:                                              ; preds = %466
  %212 = load i32, ptr @n_fail, align 4, !tbaa !13
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %212)
  %214 = load i32, ptr @n_fail, align 4, !tbaa !13
  %215 = icmp ne i32 %214, 0
  %216 = zext i1 %215 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #15
  ret i32 %216

217:                                              ; preds = %12, %466
  %218 = phi i64 [ 0, %12 ], [ %470, %466 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #15
  store i32 24, ptr %9, align 8, !tbaa !15
  %219 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !13
  store i32 %220, ptr %144, align 4, !tbaa !18
  store double 2.000000e-01, ptr %145, align 8, !tbaa !19
  store ptr %8, ptr %146, align 8, !tbaa !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, i8 0, i64 192, i1 false)
  %221 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 24, i32 noundef %220, double noundef 2.000000e-01) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_heat, ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %11) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %11, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  %222 = icmp eq i64 %218, 2
  br i1 %222, label %247, label %223

223:                                              ; preds = %217, %244
  %224 = phi i32 [ %245, %244 ], [ 0, %217 ]
  br label %225

225:                                              ; preds = %235, %223
  %226 = phi i64 [ 0, %223 ], [ %230, %235 ]
  %227 = phi double [ 0.000000e+00, %223 ], [ %229, %235 ]
  %228 = getelementptr inbounds double, ptr %10, i64 %226
  %229 = load double, ptr %228, align 8, !tbaa !5
  %230 = add nuw nsw i64 %226, 1
  %231 = icmp ult i64 %226, 23
  br i1 %231, label %232, label %235

232:                                              ; preds = %225
  %233 = getelementptr inbounds double, ptr %10, i64 %230
  %234 = load double, ptr %233, align 8, !tbaa !5
  br label %235

235:                                              ; preds = %232, %225
  %236 = phi double [ %234, %232 ], [ 0.000000e+00, %225 ]
  %237 = call double @llvm.fmuladd.f64(double %229, double -2.000000e+00, double %227)
  %238 = fadd double %237, %236
  %239 = call double @llvm.fmuladd.f64(double %238, double 2.000010e-01, double %229)
  %240 = fsub double %236, %227
  %241 = fmul double %229, -1.500000e-01
  %242 = call double @llvm.fmuladd.f64(double %241, double %240, double %239)
  store double %242, ptr %228, align 8, !tbaa !5
  %243 = icmp eq i64 %230, 24
  br i1 %243, label %244, label %225, !llvm.loop !21

244:                                              ; preds = %235
  %245 = add nuw nsw i32 %224, 1
  %246 = icmp eq i32 %245, %220
  br i1 %246, label %247, label %223, !llvm.loop !22

247:                                              ; preds = %244, %217
  %248 = load double, ptr %10, align 16, !tbaa !5
  %249 = fmul double %248, %248
  %250 = load double, ptr %147, align 8, !tbaa !5
  %251 = fmul double %250, %250
  %252 = call double @llvm.fmuladd.f64(double %251, double 1.100000e+00, double %249)
  %253 = load double, ptr %148, align 16, !tbaa !5
  %254 = fmul double %253, %253
  %255 = call double @llvm.fmuladd.f64(double %254, double 1.200000e+00, double %252)
  %256 = load double, ptr %149, align 8, !tbaa !5
  %257 = fmul double %256, %256
  %258 = call double @llvm.fmuladd.f64(double %257, double 1.300000e+00, double %255)
  %259 = load double, ptr %150, align 16, !tbaa !5
  %260 = fmul double %259, %259
  %261 = call double @llvm.fmuladd.f64(double %260, double 1.400000e+00, double %258)
  %262 = load double, ptr %151, align 8, !tbaa !5
  %263 = fmul double %262, %262
  %264 = call double @llvm.fmuladd.f64(double %263, double 1.500000e+00, double %261)
  %265 = load double, ptr %152, align 16, !tbaa !5
  %266 = fmul double %265, %265
  %267 = call double @llvm.fmuladd.f64(double %266, double 1.600000e+00, double %264)
  %268 = load double, ptr %153, align 8, !tbaa !5
  %269 = fmul double %268, %268
  %270 = call double @llvm.fmuladd.f64(double %269, double 1.700000e+00, double %267)
  %271 = load double, ptr %154, align 16, !tbaa !5
  %272 = fmul double %271, %271
  %273 = call double @llvm.fmuladd.f64(double %272, double 1.800000e+00, double %270)
  %274 = load double, ptr %155, align 8, !tbaa !5
  %275 = fmul double %274, %274
  %276 = call double @llvm.fmuladd.f64(double %275, double 0x3FFE666666666667, double %273)
  %277 = load double, ptr %156, align 16, !tbaa !5
  %278 = fmul double %277, %277
  %279 = call double @llvm.fmuladd.f64(double %278, double 2.000000e+00, double %276)
  %280 = load double, ptr %157, align 8, !tbaa !5
  %281 = fmul double %280, %280
  %282 = call double @llvm.fmuladd.f64(double %281, double 2.100000e+00, double %279)
  %283 = load double, ptr %158, align 16, !tbaa !5
  %284 = fmul double %283, %283
  %285 = call double @llvm.fmuladd.f64(double %284, double 2.200000e+00, double %282)
  %286 = load double, ptr %159, align 8, !tbaa !5
  %287 = fmul double %286, %286
  %288 = call double @llvm.fmuladd.f64(double %287, double 0x4002666666666667, double %285)
  %289 = load double, ptr %160, align 16, !tbaa !5
  %290 = fmul double %289, %289
  %291 = call double @llvm.fmuladd.f64(double %290, double 2.400000e+00, double %288)
  %292 = load double, ptr %161, align 8, !tbaa !5
  %293 = fmul double %292, %292
  %294 = call double @llvm.fmuladd.f64(double %293, double 2.500000e+00, double %291)
  %295 = load double, ptr %162, align 16, !tbaa !5
  %296 = fmul double %295, %295
  %297 = call double @llvm.fmuladd.f64(double %296, double 2.600000e+00, double %294)
  %298 = load double, ptr %163, align 8, !tbaa !5
  %299 = fmul double %298, %298
  %300 = call double @llvm.fmuladd.f64(double %299, double 2.700000e+00, double %297)
  %301 = load double, ptr %164, align 16, !tbaa !5
  %302 = fmul double %301, %301
  %303 = call double @llvm.fmuladd.f64(double %302, double 0x4006666666666667, double %300)
  %304 = load double, ptr %165, align 8, !tbaa !5
  %305 = fmul double %304, %304
  %306 = call double @llvm.fmuladd.f64(double %305, double 2.900000e+00, double %303)
  %307 = load double, ptr %166, align 16, !tbaa !5
  %308 = fmul double %307, %307
  %309 = call double @llvm.fmuladd.f64(double %308, double 3.000000e+00, double %306)
  %310 = load double, ptr %167, align 8, !tbaa !5
  %311 = fmul double %310, %310
  %312 = call double @llvm.fmuladd.f64(double %311, double 3.100000e+00, double %309)
  %313 = load double, ptr %168, align 16, !tbaa !5
  %314 = fmul double %313, %313
  %315 = call double @llvm.fmuladd.f64(double %314, double 3.200000e+00, double %312)
  %316 = load double, ptr %169, align 8, !tbaa !5
  %317 = fmul double %316, %316
  %318 = call double @llvm.fmuladd.f64(double %317, double 0x400A666666666667, double %315)
  br i1 %222, label %343, label %319

319:                                              ; preds = %247, %340
  %320 = phi i32 [ %341, %340 ], [ 0, %247 ]
  br label %321

321:                                              ; preds = %331, %319
  %322 = phi i64 [ 0, %319 ], [ %326, %331 ]
  %323 = phi double [ 0.000000e+00, %319 ], [ %325, %331 ]
  %324 = getelementptr inbounds double, ptr %11, i64 %322
  %325 = load double, ptr %324, align 8, !tbaa !5
  %326 = add nuw nsw i64 %322, 1
  %327 = icmp ult i64 %322, 23
  br i1 %327, label %328, label %331

328:                                              ; preds = %321
  %329 = getelementptr inbounds double, ptr %11, i64 %326
  %330 = load double, ptr %329, align 8, !tbaa !5
  br label %331

331:                                              ; preds = %328, %321
  %332 = phi double [ %330, %328 ], [ 0.000000e+00, %321 ]
  %333 = call double @llvm.fmuladd.f64(double %325, double -2.000000e+00, double %323)
  %334 = fadd double %333, %332
  %335 = call double @llvm.fmuladd.f64(double %334, double 1.999990e-01, double %325)
  %336 = fsub double %332, %323
  %337 = fmul double %325, -1.500000e-01
  %338 = call double @llvm.fmuladd.f64(double %337, double %336, double %335)
  store double %338, ptr %324, align 8, !tbaa !5
  %339 = icmp eq i64 %326, 24
  br i1 %339, label %340, label %321, !llvm.loop !21

340:                                              ; preds = %331
  %341 = add nuw nsw i32 %320, 1
  %342 = icmp eq i32 %341, %220
  br i1 %342, label %343, label %319, !llvm.loop !22

343:                                              ; preds = %340, %247
  %344 = load double, ptr %11, align 16, !tbaa !5
  %345 = fmul double %344, %344
  %346 = load double, ptr %170, align 8, !tbaa !5
  %347 = fmul double %346, %346
  %348 = call double @llvm.fmuladd.f64(double %347, double 1.100000e+00, double %345)
  %349 = load double, ptr %171, align 16, !tbaa !5
  %350 = fmul double %349, %349
  %351 = call double @llvm.fmuladd.f64(double %350, double 1.200000e+00, double %348)
  %352 = load double, ptr %172, align 8, !tbaa !5
  %353 = fmul double %352, %352
  %354 = call double @llvm.fmuladd.f64(double %353, double 1.300000e+00, double %351)
  %355 = load double, ptr %173, align 16, !tbaa !5
  %356 = fmul double %355, %355
  %357 = call double @llvm.fmuladd.f64(double %356, double 1.400000e+00, double %354)
  %358 = load double, ptr %174, align 8, !tbaa !5
  %359 = fmul double %358, %358
  %360 = call double @llvm.fmuladd.f64(double %359, double 1.500000e+00, double %357)
  %361 = load double, ptr %175, align 16, !tbaa !5
  %362 = fmul double %361, %361
  %363 = call double @llvm.fmuladd.f64(double %362, double 1.600000e+00, double %360)
  %364 = load double, ptr %176, align 8, !tbaa !5
  %365 = fmul double %364, %364
  %366 = call double @llvm.fmuladd.f64(double %365, double 1.700000e+00, double %363)
  %367 = load double, ptr %177, align 16, !tbaa !5
  %368 = fmul double %367, %367
  %369 = call double @llvm.fmuladd.f64(double %368, double 1.800000e+00, double %366)
  %370 = load double, ptr %178, align 8, !tbaa !5
  %371 = fmul double %370, %370
  %372 = call double @llvm.fmuladd.f64(double %371, double 0x3FFE666666666667, double %369)
  %373 = load double, ptr %179, align 16, !tbaa !5
  %374 = fmul double %373, %373
  %375 = call double @llvm.fmuladd.f64(double %374, double 2.000000e+00, double %372)
  %376 = load double, ptr %180, align 8, !tbaa !5
  %377 = fmul double %376, %376
  %378 = call double @llvm.fmuladd.f64(double %377, double 2.100000e+00, double %375)
  %379 = load double, ptr %181, align 16, !tbaa !5
  %380 = fmul double %379, %379
  %381 = call double @llvm.fmuladd.f64(double %380, double 2.200000e+00, double %378)
  %382 = load double, ptr %182, align 8, !tbaa !5
  %383 = fmul double %382, %382
  %384 = call double @llvm.fmuladd.f64(double %383, double 0x4002666666666667, double %381)
  %385 = load double, ptr %183, align 16, !tbaa !5
  %386 = fmul double %385, %385
  %387 = call double @llvm.fmuladd.f64(double %386, double 2.400000e+00, double %384)
  %388 = load double, ptr %184, align 8, !tbaa !5
  %389 = fmul double %388, %388
  %390 = call double @llvm.fmuladd.f64(double %389, double 2.500000e+00, double %387)
  %391 = load double, ptr %185, align 16, !tbaa !5
  %392 = fmul double %391, %391
  %393 = call double @llvm.fmuladd.f64(double %392, double 2.600000e+00, double %390)
  %394 = load double, ptr %186, align 8, !tbaa !5
  %395 = fmul double %394, %394
  %396 = call double @llvm.fmuladd.f64(double %395, double 2.700000e+00, double %393)
  %397 = load double, ptr %187, align 16, !tbaa !5
  %398 = fmul double %397, %397
  %399 = call double @llvm.fmuladd.f64(double %398, double 0x4006666666666667, double %396)
  %400 = load double, ptr %188, align 8, !tbaa !5
  %401 = fmul double %400, %400
  %402 = call double @llvm.fmuladd.f64(double %401, double 2.900000e+00, double %399)
  %403 = load double, ptr %189, align 16, !tbaa !5
  %404 = fmul double %403, %403
  %405 = call double @llvm.fmuladd.f64(double %404, double 3.000000e+00, double %402)
  %406 = load double, ptr %190, align 8, !tbaa !5
  %407 = fmul double %406, %406
  %408 = call double @llvm.fmuladd.f64(double %407, double 3.100000e+00, double %405)
  %409 = load double, ptr %191, align 16, !tbaa !5
  %410 = fmul double %409, %409
  %411 = call double @llvm.fmuladd.f64(double %410, double 3.200000e+00, double %408)
  %412 = load double, ptr %192, align 8, !tbaa !5
  %413 = fmul double %412, %412
  %414 = call double @llvm.fmuladd.f64(double %413, double 0x400A666666666667, double %411)
  %415 = fsub double %318, %414
  %416 = fdiv double %415, 0x3EC0C6F7A0B60000
  %417 = call double @llvm.fabs.f64(double %416)
  %418 = fcmp ogt double %417, 1.000000e+00
  %419 = select i1 %418, double %417, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %221, ptr %4, align 8, !tbaa !5
  %420 = load volatile double, ptr %4, align 8, !tbaa !5
  %421 = call double @llvm.fabs.f64(double %420)
  %422 = fcmp ueq double %421, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %422, label %435, label %423

423:                                              ; preds = %343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %416, ptr %3, align 8, !tbaa !5
  %424 = load volatile double, ptr %3, align 8, !tbaa !5
  %425 = call double @llvm.fabs.f64(double %424)
  %426 = fcmp ueq double %425, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %426, label %435, label %427

427:                                              ; preds = %423
  %428 = fsub double %221, %416
  %429 = call double @llvm.fabs.f64(double %428)
  %430 = fmul double %419, 0x3EB0C6F7A0B5ED8D
  %431 = fcmp ugt double %429, %430
  br i1 %431, label %435, label %432

432:                                              ; preds = %427
  %433 = trunc nuw nsw i64 %218 to i32
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %433, double noundef %221, double noundef %416, ptr noundef nonnull @.str.6)
  br label %440

435:                                              ; preds = %427, %423, %343
  %436 = trunc nuw nsw i64 %218 to i32
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %436, double noundef %221, double noundef %416, ptr noundef nonnull @.str.7)
  %438 = load i32, ptr @n_fail, align 4, !tbaa !13
  %439 = add nsw i32 %438, 1
  store i32 %439, ptr @n_fail, align 4, !tbaa !13
  br label %440

440:                                              ; preds = %432, %435
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  br i1 %222, label %441, label %442

441:                                              ; preds = %463, %440
  br label %472

442:                                              ; preds = %440, %463
  %443 = phi i32 [ %464, %463 ], [ 0, %440 ]
  br label %444

444:                                              ; preds = %454, %442
  %445 = phi i64 [ 0, %442 ], [ %449, %454 ]
  %446 = phi double [ 0.000000e+00, %442 ], [ %448, %454 ]
  %447 = getelementptr inbounds double, ptr %10, i64 %445
  %448 = load double, ptr %447, align 8, !tbaa !5
  %449 = add nuw nsw i64 %445, 1
  %450 = icmp ult i64 %445, 23
  br i1 %450, label %451, label %454

451:                                              ; preds = %444
  %452 = getelementptr inbounds double, ptr %10, i64 %449
  %453 = load double, ptr %452, align 8, !tbaa !5
  br label %454

454:                                              ; preds = %451, %444
  %455 = phi double [ %453, %451 ], [ 0.000000e+00, %444 ]
  %456 = call double @llvm.fmuladd.f64(double %448, double -2.000000e+00, double %446)
  %457 = fadd double %456, %455
  %458 = call double @llvm.fmuladd.f64(double %457, double 2.000000e-01, double %448)
  %459 = fsub double %455, %446
  %460 = fmul double %448, -1.500000e-01
  %461 = call double @llvm.fmuladd.f64(double %460, double %459, double %458)
  store double %461, ptr %447, align 8, !tbaa !5
  %462 = icmp eq i64 %449, 24
  br i1 %462, label %463, label %444, !llvm.loop !21

463:                                              ; preds = %454
  %464 = add nuw nsw i32 %443, 1
  %465 = icmp eq i32 %464, %220
  br i1 %465, label %441, label %442, !llvm.loop !22

466:                                              ; preds = %501
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, ptr noundef nonnull align 16 dereferenceable(192) %8, i64 192, i1 false)
  %467 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %468 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %469 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @advect, i32 noundef %467, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %468, i32 noundef 24, i32 noundef %468, i32 noundef %220) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_advect, ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #15
  %470 = add nuw nsw i64 %218, 1
  %471 = icmp eq i64 %470, 3
  br i1 %471, label %211, label %217, !llvm.loop !23

472:                                              ; preds = %441, %501
  %473 = phi i64 [ %502, %501 ], [ 0, %441 ]
  %474 = getelementptr inbounds [24 x double], ptr %6, i64 0, i64 %473
  %475 = load double, ptr %474, align 8, !tbaa !5
  %476 = getelementptr inbounds [24 x double], ptr %10, i64 0, i64 %473
  %477 = load double, ptr %476, align 8, !tbaa !5
  %478 = call double @llvm.fabs.f64(double %477)
  %479 = fcmp ogt double %478, 1.000000e+00
  %480 = select i1 %479, double %478, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %475, ptr %2, align 8, !tbaa !5
  %481 = load volatile double, ptr %2, align 8, !tbaa !5
  %482 = call double @llvm.fabs.f64(double %481)
  %483 = fcmp ueq double %482, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %483, label %496, label %484

484:                                              ; preds = %472
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %477, ptr %1, align 8, !tbaa !5
  %485 = load volatile double, ptr %1, align 8, !tbaa !5
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ueq double %486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %487, label %496, label %488

488:                                              ; preds = %484
  %489 = fsub double %475, %477
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fmul double %480, 0x3D719799812DEA11
  %492 = fcmp ugt double %490, %491
  br i1 %492, label %496, label %493

493:                                              ; preds = %488
  %494 = trunc nuw nsw i64 %473 to i32
  %495 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %494, double noundef %475, double noundef %477, ptr noundef nonnull @.str.6)
  br label %501

496:                                              ; preds = %488, %484, %472
  %497 = trunc nuw nsw i64 %473 to i32
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %497, double noundef %475, double noundef %477, ptr noundef nonnull @.str.7)
  %499 = load i32, ptr @n_fail, align 4, !tbaa !13
  %500 = add nsw i32 %499, 1
  store i32 %500, ptr @n_fail, align 4, !tbaa !13
  br label %501

501:                                              ; preds = %493, %496
  %502 = add nuw nsw i64 %473, 1
  %503 = icmp eq i64 %502, 24
  br i1 %503, label %466, label %472, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @heat(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #7 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %33

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext nneg i32 %1 to i64
  br i1 %7, label %9, label %54

9:                                                ; preds = %6, %30
  %10 = phi i32 [ %31, %30 ], [ 0, %6 ]
  br label %11

11:                                               ; preds = %21, %9
  %12 = phi i64 [ 0, %9 ], [ %16, %21 ]
  %13 = phi double [ 0.000000e+00, %9 ], [ %15, %21 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = add nuw nsw i64 %12, 1
  %17 = icmp ult i64 %16, %8
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  br label %21

21:                                               ; preds = %18, %11
  %22 = phi double [ %20, %18 ], [ 0.000000e+00, %11 ]
  %23 = tail call double @llvm.fmuladd.f64(double %15, double -2.000000e+00, double %13)
  %24 = fadd double %23, %22
  %25 = tail call double @llvm.fmuladd.f64(double %3, double %24, double %15)
  %26 = fsub double %22, %13
  %27 = fmul double %15, -1.500000e-01
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %26, double %25)
  store double %28, ptr %14, align 8, !tbaa !5
  %29 = icmp eq i64 %16, %8
  br i1 %29, label %30, label %11, !llvm.loop !21

30:                                               ; preds = %21
  %31 = add nuw nsw i32 %10, 1
  %32 = icmp eq i32 %31, %2
  br i1 %32, label %33, label %9, !llvm.loop !22

33:                                               ; preds = %30, %4
  %34 = icmp sgt i32 %1, 0
  br i1 %34, label %35, label %54

35:                                               ; preds = %33
  %36 = zext nneg i32 %1 to i64
  %37 = and i64 %36, 1
  %38 = icmp eq i32 %1, 1
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = and i64 %36, 2147483646
  br label %56

41:                                               ; preds = %56, %35
  %42 = phi double [ poison, %35 ], [ %74, %56 ]
  %43 = phi i64 [ 0, %35 ], [ %75, %56 ]
  %44 = phi double [ 0.000000e+00, %35 ], [ %74, %56 ]
  %45 = icmp eq i64 %37, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds double, ptr %0, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %48, %48
  %50 = trunc nuw nsw i64 %43 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 1.000000e-01, double 1.000000e+00)
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %44)
  br label %54

54:                                               ; preds = %46, %41, %6, %33
  %55 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %6 ], [ %42, %41 ], [ %53, %46 ]
  ret double %55

56:                                               ; preds = %56, %39
  %57 = phi i64 [ 0, %39 ], [ %75, %56 ]
  %58 = phi double [ 0.000000e+00, %39 ], [ %74, %56 ]
  %59 = phi i64 [ 0, %39 ], [ %76, %56 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fmul double %61, %61
  %63 = trunc nuw nsw i64 %57 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 1.000000e-01, double 1.000000e+00)
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %58)
  %67 = or disjoint i64 %57, 1
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fmul double %69, %69
  %71 = trunc nuw nsw i64 %67 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 1.000000e-01, double 1.000000e+00)
  %74 = tail call double @llvm.fmuladd.f64(double %70, double %73, double %66)
  %75 = add nuw nsw i64 %57, 2
  %76 = add i64 %59, 2
  %77 = icmp eq i64 %76, %40
  br i1 %77, label %41, label %56, !llvm.loop !25
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #8 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %8, ptr noundef nonnull align 8 dereferenceable(192) %3, i64 192, i1 false)
  br label %10

9:                                                ; preds = %50
  tail call void @free(ptr noundef nonnull %8) #15
  ret void

10:                                               ; preds = %5, %50
  %11 = phi i64 [ 0, %5 ], [ %51, %50 ]
  %12 = getelementptr inbounds double, ptr %4, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = getelementptr inbounds double, ptr %8, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fcmp ogt double %16, 1.000000e+00
  %18 = select i1 %17, double %16, double 1.000000e+00
  %19 = fmul double %18, 0x3EB0C6F7A0B5ED8D
  %20 = fadd double %15, %19
  %21 = fsub double %15, %19
  store double %20, ptr %14, align 8, !tbaa !5
  %22 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #15, !callees !26
  store double %21, ptr %14, align 8, !tbaa !5
  %23 = tail call double %1(ptr noundef nonnull %8, ptr noundef %2) #15, !callees !26
  store double %15, ptr %14, align 8, !tbaa !5
  %24 = fsub double %22, %23
  %25 = fsub double %20, %21
  %26 = fdiv double %24, %25
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ogt double %27, 1.000000e+00
  %29 = select i1 %28, double %27, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %13, ptr %7, align 8, !tbaa !5
  %30 = load volatile double, ptr %7, align 8, !tbaa !5
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ueq double %31, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %32, label %45, label %33

33:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %26, ptr %6, align 8, !tbaa !5
  %34 = load volatile double, ptr %6, align 8, !tbaa !5
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %36, label %45, label %37

37:                                               ; preds = %33
  %38 = fsub double %13, %26
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %41 = fcmp ugt double %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %37
  %43 = trunc nuw nsw i64 %11 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %43, double noundef %13, double noundef %26, ptr noundef nonnull @.str.6)
  br label %50

45:                                               ; preds = %37, %33, %10
  %46 = trunc nuw nsw i64 %11 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %46, double noundef %13, double noundef %26, ptr noundef nonnull @.str.7)
  %48 = load i32, ptr @n_fail, align 4, !tbaa !13
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr @n_fail, align 4, !tbaa !13
  br label %50

50:                                               ; preds = %42, %45
  %51 = add nuw nsw i64 %11, 1
  %52 = icmp eq i64 %51, 24
  br i1 %52, label %9, label %10, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @obj_heat(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #15
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !18
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !19
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %39

12:                                               ; preds = %2
  %13 = icmp sgt i32 %4, 0
  %14 = zext nneg i32 %4 to i64
  br i1 %13, label %15, label %82

15:                                               ; preds = %12, %36
  %16 = phi i32 [ %37, %36 ], [ 0, %12 ]
  br label %17

17:                                               ; preds = %27, %15
  %18 = phi i64 [ 0, %15 ], [ %22, %27 ]
  %19 = phi double [ 0.000000e+00, %15 ], [ %21, %27 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = add nuw nsw i64 %18, 1
  %23 = icmp ult i64 %22, %14
  br i1 %23, label %24, label %27

24:                                               ; preds = %17
  %25 = getelementptr inbounds double, ptr %3, i64 %22
  %26 = load double, ptr %25, align 8, !tbaa !5
  br label %27

27:                                               ; preds = %24, %17
  %28 = phi double [ %26, %24 ], [ 0.000000e+00, %17 ]
  %29 = tail call double @llvm.fmuladd.f64(double %21, double -2.000000e+00, double %19)
  %30 = fadd double %29, %28
  %31 = tail call double @llvm.fmuladd.f64(double %10, double %30, double %21)
  %32 = fsub double %28, %19
  %33 = fmul double %21, -1.500000e-01
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %32, double %31)
  store double %34, ptr %20, align 8, !tbaa !5
  %35 = icmp eq i64 %22, %14
  br i1 %35, label %36, label %17, !llvm.loop !21

36:                                               ; preds = %27
  %37 = add nuw nsw i32 %16, 1
  %38 = icmp eq i32 %37, %8
  br i1 %38, label %39, label %15, !llvm.loop !22

39:                                               ; preds = %36, %2
  %40 = icmp sgt i32 %4, 0
  br i1 %40, label %41, label %82

41:                                               ; preds = %39
  %42 = zext nneg i32 %4 to i64
  %43 = and i64 %42, 1
  %44 = icmp eq i32 %4, 1
  br i1 %44, label %69, label %45

45:                                               ; preds = %41
  %46 = and i64 %42, 2147483646
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %66, %47 ]
  %49 = phi double [ 0.000000e+00, %45 ], [ %65, %47 ]
  %50 = phi i64 [ 0, %45 ], [ %67, %47 ]
  %51 = getelementptr inbounds double, ptr %3, i64 %48
  %52 = load double, ptr %51, align 16, !tbaa !5
  %53 = fmul double %52, %52
  %54 = trunc nuw nsw i64 %48 to i32
  %55 = uitofp nneg i32 %54 to double
  %56 = tail call double @llvm.fmuladd.f64(double %55, double 1.000000e-01, double 1.000000e+00)
  %57 = tail call double @llvm.fmuladd.f64(double %53, double %56, double %49)
  %58 = or disjoint i64 %48, 1
  %59 = getelementptr inbounds double, ptr %3, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = fmul double %60, %60
  %62 = trunc nuw nsw i64 %58 to i32
  %63 = uitofp nneg i32 %62 to double
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e+00)
  %65 = tail call double @llvm.fmuladd.f64(double %61, double %64, double %57)
  %66 = add nuw nsw i64 %48, 2
  %67 = add i64 %50, 2
  %68 = icmp eq i64 %67, %46
  br i1 %68, label %69, label %47, !llvm.loop !25

69:                                               ; preds = %47, %41
  %70 = phi double [ poison, %41 ], [ %65, %47 ]
  %71 = phi i64 [ 0, %41 ], [ %66, %47 ]
  %72 = phi double [ 0.000000e+00, %41 ], [ %65, %47 ]
  %73 = icmp eq i64 %43, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds double, ptr %3, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fmul double %76, %76
  %78 = trunc nuw nsw i64 %71 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = tail call double @llvm.fmuladd.f64(double %79, double 1.000000e-01, double 1.000000e+00)
  %81 = tail call double @llvm.fmuladd.f64(double %77, double %80, double %72)
  br label %82

82:                                               ; preds = %74, %69, %12, %39
  %83 = phi double [ 0.000000e+00, %39 ], [ 0.000000e+00, %12 ], [ %70, %69 ], [ %81, %74 ]
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #15
  ret double %83
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @advect(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #9 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = getelementptr i8, ptr %0, i64 -8
  %7 = sext i32 %1 to i64
  %8 = getelementptr double, ptr %6, i64 %7
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %52

10:                                               ; preds = %5
  %11 = zext nneg i32 %1 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 1
  %14 = and i64 %11, 2147483646
  %15 = icmp eq i64 %12, 0
  br label %16

16:                                               ; preds = %10, %49
  %17 = phi i32 [ %50, %49 ], [ 0, %10 ]
  %18 = load double, ptr %8, align 8, !tbaa !5
  br i1 %13, label %39, label %19

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %36, %19 ], [ 0, %16 ]
  %21 = phi double [ %31, %19 ], [ %18, %16 ]
  %22 = phi i64 [ %37, %19 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = fsub double %24, %21
  %26 = tail call double @llvm.fmuladd.f64(double %25, double -4.000000e-01, double %24)
  %27 = tail call double @sin(double noundef %24) #15
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-02, double %26)
  store double %28, ptr %23, align 8, !tbaa !5
  %29 = or disjoint i64 %20, 1
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = fsub double %31, %24
  %33 = tail call double @llvm.fmuladd.f64(double %32, double -4.000000e-01, double %31)
  %34 = tail call double @sin(double noundef %31) #15
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 5.000000e-02, double %33)
  store double %35, ptr %30, align 8, !tbaa !5
  %36 = add nuw nsw i64 %20, 2
  %37 = add i64 %22, 2
  %38 = icmp eq i64 %37, %14
  br i1 %38, label %39, label %19, !llvm.loop !28

39:                                               ; preds = %19, %16
  %40 = phi i64 [ 0, %16 ], [ %36, %19 ]
  %41 = phi double [ %18, %16 ], [ %31, %19 ]
  br i1 %15, label %49, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds double, ptr %0, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fsub double %44, %41
  %46 = tail call double @llvm.fmuladd.f64(double %45, double -4.000000e-01, double %44)
  %47 = tail call double @sin(double noundef %44) #15
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 5.000000e-02, double %46)
  store double %48, ptr %43, align 8, !tbaa !5
  br label %49

49:                                               ; preds = %39, %42
  %50 = add nuw nsw i32 %17, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %52, label %16, !llvm.loop !29

52:                                               ; preds = %49, %5, %3
  ret void
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_advect(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #10 {
  %3 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #15
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !18
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %58

10:                                               ; preds = %2
  %11 = getelementptr i8, ptr %3, i64 -8
  %12 = getelementptr double, ptr %11, i64 %5
  %13 = icmp sgt i32 %4, 0
  br i1 %13, label %14, label %86

14:                                               ; preds = %10
  %15 = zext nneg i32 %4 to i64
  %16 = and i64 %15, 1
  %17 = icmp eq i32 %4, 1
  %18 = and i64 %15, 2147483646
  %19 = icmp eq i64 %16, 0
  br label %20

20:                                               ; preds = %53, %14
  %21 = phi i32 [ %54, %53 ], [ 0, %14 ]
  %22 = load double, ptr %12, align 8, !tbaa !5
  br i1 %17, label %43, label %23

23:                                               ; preds = %20, %23
  %24 = phi i64 [ %40, %23 ], [ 0, %20 ]
  %25 = phi double [ %35, %23 ], [ %22, %20 ]
  %26 = phi i64 [ %41, %23 ], [ 0, %20 ]
  %27 = getelementptr inbounds double, ptr %3, i64 %24
  %28 = load double, ptr %27, align 16, !tbaa !5
  %29 = fsub double %28, %25
  %30 = tail call double @llvm.fmuladd.f64(double %29, double -4.000000e-01, double %28)
  %31 = tail call double @sin(double noundef %28) #15
  %32 = tail call double @llvm.fmuladd.f64(double %31, double 5.000000e-02, double %30)
  store double %32, ptr %27, align 16, !tbaa !5
  %33 = or disjoint i64 %24, 1
  %34 = getelementptr inbounds double, ptr %3, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = fsub double %35, %28
  %37 = tail call double @llvm.fmuladd.f64(double %36, double -4.000000e-01, double %35)
  %38 = tail call double @sin(double noundef %35) #15
  %39 = tail call double @llvm.fmuladd.f64(double %38, double 5.000000e-02, double %37)
  store double %39, ptr %34, align 8, !tbaa !5
  %40 = add nuw nsw i64 %24, 2
  %41 = add i64 %26, 2
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %23, !llvm.loop !28

43:                                               ; preds = %23, %20
  %44 = phi i64 [ 0, %20 ], [ %40, %23 ]
  %45 = phi double [ %22, %20 ], [ %35, %23 ]
  br i1 %19, label %53, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds double, ptr %3, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fsub double %48, %45
  %50 = tail call double @llvm.fmuladd.f64(double %49, double -4.000000e-01, double %48)
  %51 = tail call double @sin(double noundef %48) #15
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 5.000000e-02, double %50)
  store double %52, ptr %47, align 8, !tbaa !5
  br label %53

53:                                               ; preds = %43, %46
  %54 = add nuw nsw i32 %21, 1
  %55 = icmp eq i32 %54, %8
  br i1 %55, label %56, label %20, !llvm.loop !29

56:                                               ; preds = %53
  %57 = load i32, ptr %1, align 8, !tbaa !15
  br label %58

58:                                               ; preds = %56, %2
  %59 = phi i32 [ %57, %56 ], [ %4, %2 ]
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %86

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !20
  %64 = zext nneg i32 %59 to i64
  %65 = and i64 %64, 3
  %66 = icmp ult i32 %59, 4
  br i1 %66, label %69, label %67

67:                                               ; preds = %61
  %68 = and i64 %64, 2147483644
  br label %88

69:                                               ; preds = %88, %61
  %70 = phi double [ poison, %61 ], [ %114, %88 ]
  %71 = phi i64 [ 0, %61 ], [ %115, %88 ]
  %72 = phi double [ 0.000000e+00, %61 ], [ %114, %88 ]
  %73 = icmp eq i64 %65, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %69, %74
  %75 = phi i64 [ %83, %74 ], [ %71, %69 ]
  %76 = phi double [ %82, %74 ], [ %72, %69 ]
  %77 = phi i64 [ %84, %74 ], [ 0, %69 ]
  %78 = getelementptr inbounds double, ptr %63, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %75
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = tail call double @llvm.fmuladd.f64(double %79, double %81, double %76)
  %83 = add nuw nsw i64 %75, 1
  %84 = add i64 %77, 1
  %85 = icmp eq i64 %84, %65
  br i1 %85, label %86, label %74, !llvm.loop !30

86:                                               ; preds = %69, %74, %10, %58
  %87 = phi double [ 0.000000e+00, %58 ], [ 0.000000e+00, %10 ], [ %70, %69 ], [ %82, %74 ]
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #15
  ret double %87

88:                                               ; preds = %88, %67
  %89 = phi i64 [ 0, %67 ], [ %115, %88 ]
  %90 = phi double [ 0.000000e+00, %67 ], [ %114, %88 ]
  %91 = phi i64 [ 0, %67 ], [ %116, %88 ]
  %92 = getelementptr inbounds double, ptr %63, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %89
  %95 = load double, ptr %94, align 16, !tbaa !5
  %96 = tail call double @llvm.fmuladd.f64(double %93, double %95, double %90)
  %97 = or disjoint i64 %89, 1
  %98 = getelementptr inbounds double, ptr %63, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = tail call double @llvm.fmuladd.f64(double %99, double %101, double %96)
  %103 = or disjoint i64 %89, 2
  %104 = getelementptr inbounds double, ptr %63, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %103
  %107 = load double, ptr %106, align 16, !tbaa !5
  %108 = tail call double @llvm.fmuladd.f64(double %105, double %107, double %102)
  %109 = or disjoint i64 %89, 3
  %110 = getelementptr inbounds double, ptr %63, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = getelementptr inbounds [24 x double], ptr %3, i64 0, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = tail call double @llvm.fmuladd.f64(double %111, double %113, double %108)
  %115 = add nuw nsw i64 %89, 4
  %116 = add i64 %91, 4
  %117 = icmp eq i64 %116, %68
  br i1 %117, label %69, label %88, !llvm.loop !32
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !14, i64 4, !6, i64 8, !17, i64 16}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !14, i64 4}
!19 = !{!16, !6, i64 8}
!20 = !{!16, !17, i64 16}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = !{ptr @obj_advect, ptr @obj_heat}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !12}
