; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, double, ptr, i64, float }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 12, i32 3], align 4
@.str = private unnamed_addr constant [11 x i8] c"pf.d(xs,a)\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pf.df(float field)\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"pf.dn_untouched\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"pf.dk_untouched\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"pf.dxs_pointer_kept\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"pnorm.JTw\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"pnorm.df(float field)\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"structs\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [12 x double], align 16
  %8 = alloca [12 x double], align 16
  %9 = alloca [12 x double], align 16
  %10 = alloca [13 x double], align 16
  %11 = alloca [13 x double], align 16
  %12 = alloca [13 x double], align 16
  %13 = alloca %struct.P, align 8
  %14 = alloca %struct.P, align 8
  %15 = alloca %struct.P, align 8
  %16 = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %12) #12
  %17 = load i64, ptr @rng_state, align 8, !tbaa !5
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = insertelement <2 x i64> poison, i64 %19, i64 0
  %23 = insertelement <2 x i64> %22, i64 %21, i64 1
  %24 = lshr <2 x i64> %23, <i64 10, i64 10>
  %25 = and <2 x i64> %24, <i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <2 x i64> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %27, ptr %7, align 16, !tbaa !9
  %28 = mul i64 %21, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <2 x i64> poison, i64 %29, i64 0
  %33 = insertelement <2 x i64> %32, i64 %31, i64 1
  %34 = lshr <2 x i64> %33, <i64 10, i64 10>
  %35 = and <2 x i64> %34, <i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <2 x i64> %35 to <2 x double>
  %37 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %38 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> %37, ptr %38, align 16, !tbaa !9
  %39 = mul i64 %31, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = insertelement <2 x i64> poison, i64 %40, i64 0
  %44 = insertelement <2 x i64> %43, i64 %42, i64 1
  %45 = lshr <2 x i64> %44, <i64 10, i64 10>
  %46 = and <2 x i64> %45, <i64 18014398509481982, i64 18014398509481982>
  %47 = uitofp nneg <2 x i64> %46 to <2 x double>
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %49 = getelementptr inbounds i8, ptr %7, i64 32
  store <2 x double> %48, ptr %49, align 16, !tbaa !9
  %50 = mul i64 %42, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = insertelement <2 x i64> poison, i64 %51, i64 0
  %55 = insertelement <2 x i64> %54, i64 %53, i64 1
  %56 = lshr <2 x i64> %55, <i64 10, i64 10>
  %57 = and <2 x i64> %56, <i64 18014398509481982, i64 18014398509481982>
  %58 = uitofp nneg <2 x i64> %57 to <2 x double>
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %60 = getelementptr inbounds i8, ptr %7, i64 48
  store <2 x double> %59, ptr %60, align 16, !tbaa !9
  %61 = mul i64 %53, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <2 x i64> poison, i64 %62, i64 0
  %66 = insertelement <2 x i64> %65, i64 %64, i64 1
  %67 = lshr <2 x i64> %66, <i64 10, i64 10>
  %68 = and <2 x i64> %67, <i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <2 x i64> %68 to <2 x double>
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %71 = getelementptr inbounds i8, ptr %7, i64 64
  store <2 x double> %70, ptr %71, align 16, !tbaa !9
  %72 = mul i64 %64, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <2 x i64> poison, i64 %73, i64 0
  %77 = insertelement <2 x i64> %76, i64 %75, i64 1
  %78 = lshr <2 x i64> %77, <i64 10, i64 10>
  %79 = and <2 x i64> %78, <i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <2 x i64> %79 to <2 x double>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %82 = getelementptr inbounds i8, ptr %7, i64 80
  store <2 x double> %81, ptr %82, align 16, !tbaa !9
  %83 = mul i64 %75, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 10, i64 10>
  %90 = and <2 x i64> %89, <i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %92, ptr %12, align 16, !tbaa !9
  %93 = mul i64 %86, 6364136223846793005
  %94 = getelementptr inbounds i8, ptr %12, i64 16
  %95 = add i64 %93, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = insertelement <2 x i64> poison, i64 %95, i64 0
  %99 = insertelement <2 x i64> %98, i64 %97, i64 1
  %100 = lshr <2 x i64> %99, <i64 10, i64 10>
  %101 = and <2 x i64> %100, <i64 18014398509481982, i64 18014398509481982>
  %102 = uitofp nneg <2 x i64> %101 to <2 x double>
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %103, ptr %94, align 16, !tbaa !9
  %104 = mul i64 %97, 6364136223846793005
  %105 = getelementptr inbounds i8, ptr %12, i64 32
  %106 = add i64 %104, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = insertelement <2 x i64> poison, i64 %106, i64 0
  %110 = insertelement <2 x i64> %109, i64 %108, i64 1
  %111 = lshr <2 x i64> %110, <i64 10, i64 10>
  %112 = and <2 x i64> %111, <i64 18014398509481982, i64 18014398509481982>
  %113 = uitofp nneg <2 x i64> %112 to <2 x double>
  %114 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %114, ptr %105, align 16, !tbaa !9
  %115 = mul i64 %108, 6364136223846793005
  %116 = getelementptr inbounds i8, ptr %12, i64 48
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
  %127 = getelementptr inbounds i8, ptr %12, i64 64
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
  %138 = getelementptr inbounds i8, ptr %12, i64 80
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
  %148 = mul i64 %141, 6364136223846793005
  %149 = add i64 %148, 1442695040888963407
  %150 = lshr i64 %149, 10
  %151 = and i64 %150, 18014398509481982
  %152 = uitofp nneg i64 %151 to double
  %153 = tail call double @llvm.fmuladd.f64(double %152, double 0x3CA0000000000000, double -1.000000e+00)
  %154 = getelementptr inbounds i8, ptr %12, i64 96
  store double %153, ptr %154, align 16, !tbaa !9
  store i64 %149, ptr @rng_state, align 8, !tbaa !5
  %155 = getelementptr inbounds i8, ptr %13, i64 8
  %156 = getelementptr inbounds i8, ptr %13, i64 16
  %157 = getelementptr inbounds i8, ptr %13, i64 24
  %158 = getelementptr inbounds i8, ptr %13, i64 32
  %159 = getelementptr inbounds i8, ptr %14, i64 16
  %160 = getelementptr inbounds i8, ptr %14, i64 8
  %161 = getelementptr inbounds i8, ptr %14, i64 32
  %162 = getelementptr inbounds i8, ptr %14, i64 24
  %163 = getelementptr inbounds i8, ptr %15, i64 8
  %164 = getelementptr inbounds i8, ptr %15, i64 16
  %165 = getelementptr inbounds i8, ptr %15, i64 24
  %166 = getelementptr inbounds i8, ptr %15, i64 32
  %167 = getelementptr inbounds i8, ptr %16, i64 16
  %168 = getelementptr inbounds i8, ptr %16, i64 8
  %169 = getelementptr inbounds i8, ptr %16, i64 32
  br label %176

170:                                              ; preds = %1047
  %171 = load i32, ptr @n_fail, align 4, !tbaa !11
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %171)
  %173 = load i32, ptr @n_fail, align 4, !tbaa !11
  %174 = icmp ne i32 %173, 0
  %175 = zext i1 %174 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7)
  ret i32 %175

176:                                              ; preds = %0, %1047
  %177 = phi i1 [ true, %0 ], [ false, %1047 ]
  %178 = phi i64 [ 0, %0 ], [ 1, %1047 ]
  %179 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !11
  %181 = add nuw nsw i64 %178, 3
  %182 = trunc nuw nsw i64 %178 to i32
  %183 = uitofp nneg i32 %182 to float
  %184 = call float @llvm.fmuladd.f32(float %183, float 0xBFD3333340000000, float 0x3FE6666660000000)
  %185 = uitofp nneg i32 %182 to double
  %186 = call double @llvm.fmuladd.f64(double %185, double 2.000000e-01, double 1.300000e+00)
  %187 = sext i32 %180 to i64
  %188 = shl nsw i64 %187, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 16 %7, i64 %188, i1 false)
  %189 = getelementptr inbounds [13 x double], ptr %10, i64 0, i64 %187
  store double %186, ptr %189, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %8, ptr noundef nonnull align 16 dereferenceable(96) %7, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %9, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #12
  store i32 %180, ptr %13, align 8, !tbaa !13
  store double %186, ptr %155, align 8, !tbaa !18
  store ptr %8, ptr %156, align 8, !tbaa !19
  store i64 %181, ptr %157, align 8, !tbaa !20
  store float %184, ptr %158, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %14, i8 0, i64 40, i1 false)
  store ptr %9, ptr %159, align 8, !tbaa !19
  %190 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pf, ptr noundef nonnull %13, ptr noundef nonnull %14) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %11, ptr nonnull align 16 %9, i64 %188, i1 false)
  %191 = load double, ptr %160, align 8, !tbaa !18
  %192 = getelementptr inbounds [13 x double], ptr %11, i64 0, i64 %187
  store double %191, ptr %192, align 8, !tbaa !9
  %193 = add nsw i32 %180, 1
  %194 = call i32 @llvm.smax.i32(i32 %193, i32 1)
  %195 = zext nneg i32 %194 to i64
  %196 = shl nuw nsw i64 %195, 3
  %197 = call noalias ptr @malloc(i64 noundef %196) #13
  %198 = sext i32 %193 to i64
  %199 = shl nsw i64 %198, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %197, ptr nonnull readonly align 16 %10, i64 %199, i1 false)
  %200 = zext nneg i32 %193 to i64
  %201 = getelementptr inbounds double, ptr %197, i64 %187
  %202 = fpext float %184 to double
  %203 = add nsw i64 %187, -1
  %204 = and i64 %187, 1
  %205 = icmp eq i64 %203, 0
  %206 = and i64 %187, -2
  %207 = icmp eq i64 %204, 0
  %208 = and i64 %187, 1
  %209 = icmp eq i64 %203, 0
  %210 = and i64 %187, -2
  %211 = icmp eq i64 %208, 0
  br label %212

212:                                              ; preds = %336, %176
  %213 = phi i64 [ 0, %176 ], [ %337, %336 ]
  %214 = getelementptr inbounds double, ptr %11, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = getelementptr inbounds double, ptr %197, i64 %213
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ogt double %218, 1.000000e+00
  %220 = select i1 %219, double %218, double 1.000000e+00
  %221 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  %222 = fadd double %217, %221
  store double %222, ptr %216, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %197, i64 %188, i1 false)
  %223 = load double, ptr %201, align 8, !tbaa !9
  br i1 %205, label %252, label %224

224:                                              ; preds = %212, %224
  %225 = phi i64 [ %249, %224 ], [ 0, %212 ]
  %226 = phi double [ %248, %224 ], [ 0.000000e+00, %212 ]
  %227 = phi i64 [ %250, %224 ], [ 0, %212 ]
  %228 = getelementptr inbounds double, ptr %3, i64 %225
  %229 = load double, ptr %228, align 16, !tbaa !9
  %230 = fmul double %223, %229
  %231 = call double @sin(double noundef %229) #12
  %232 = fmul double %231, %202
  %233 = add nuw nsw i64 %225, %181
  %234 = uitofp nneg i64 %233 to double
  %235 = fmul double %232, %234
  %236 = call double @llvm.fmuladd.f64(double %230, double %229, double %235)
  %237 = fadd double %226, %236
  %238 = or disjoint i64 %225, 1
  %239 = getelementptr inbounds double, ptr %3, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = fmul double %223, %240
  %242 = call double @sin(double noundef %240) #12
  %243 = fmul double %242, %202
  %244 = add nuw nsw i64 %238, %181
  %245 = uitofp nneg i64 %244 to double
  %246 = fmul double %243, %245
  %247 = call double @llvm.fmuladd.f64(double %241, double %240, double %246)
  %248 = fadd double %237, %247
  %249 = add nuw nsw i64 %225, 2
  %250 = add i64 %227, 2
  %251 = icmp eq i64 %250, %206
  br i1 %251, label %252, label %224, !llvm.loop !22

252:                                              ; preds = %224, %212
  %253 = phi double [ poison, %212 ], [ %248, %224 ]
  %254 = phi i64 [ 0, %212 ], [ %249, %224 ]
  %255 = phi double [ 0.000000e+00, %212 ], [ %248, %224 ]
  br i1 %207, label %267, label %256

256:                                              ; preds = %252
  %257 = getelementptr inbounds double, ptr %3, i64 %254
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = fmul double %223, %258
  %260 = call double @sin(double noundef %258) #12
  %261 = fmul double %260, %202
  %262 = add nuw nsw i64 %254, %181
  %263 = uitofp nneg i64 %262 to double
  %264 = fmul double %261, %263
  %265 = call double @llvm.fmuladd.f64(double %259, double %258, double %264)
  %266 = fadd double %255, %265
  br label %267

267:                                              ; preds = %252, %256
  %268 = phi double [ %253, %252 ], [ %266, %256 ]
  %269 = fsub double %217, %221
  %270 = call double @llvm.fmuladd.f64(double %223, double 1.000000e-01, double 1.000000e+00)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  store double %269, ptr %216, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %197, i64 %188, i1 false)
  %271 = load double, ptr %201, align 8, !tbaa !9
  br i1 %209, label %300, label %272

272:                                              ; preds = %267, %272
  %273 = phi i64 [ %297, %272 ], [ 0, %267 ]
  %274 = phi double [ %296, %272 ], [ 0.000000e+00, %267 ]
  %275 = phi i64 [ %298, %272 ], [ 0, %267 ]
  %276 = getelementptr inbounds double, ptr %4, i64 %273
  %277 = load double, ptr %276, align 16, !tbaa !9
  %278 = fmul double %271, %277
  %279 = call double @sin(double noundef %277) #12
  %280 = fmul double %279, %202
  %281 = add nuw nsw i64 %273, %181
  %282 = uitofp nneg i64 %281 to double
  %283 = fmul double %280, %282
  %284 = call double @llvm.fmuladd.f64(double %278, double %277, double %283)
  %285 = fadd double %274, %284
  %286 = or disjoint i64 %273, 1
  %287 = getelementptr inbounds double, ptr %4, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = fmul double %271, %288
  %290 = call double @sin(double noundef %288) #12
  %291 = fmul double %290, %202
  %292 = add nuw nsw i64 %286, %181
  %293 = uitofp nneg i64 %292 to double
  %294 = fmul double %291, %293
  %295 = call double @llvm.fmuladd.f64(double %289, double %288, double %294)
  %296 = fadd double %285, %295
  %297 = add nuw nsw i64 %273, 2
  %298 = add i64 %275, 2
  %299 = icmp eq i64 %298, %210
  br i1 %299, label %300, label %272, !llvm.loop !22

300:                                              ; preds = %272, %267
  %301 = phi double [ poison, %267 ], [ %296, %272 ]
  %302 = phi i64 [ 0, %267 ], [ %297, %272 ]
  %303 = phi double [ 0.000000e+00, %267 ], [ %296, %272 ]
  br i1 %211, label %315, label %304

304:                                              ; preds = %300
  %305 = getelementptr inbounds double, ptr %4, i64 %302
  %306 = load double, ptr %305, align 8, !tbaa !9
  %307 = fmul double %271, %306
  %308 = call double @sin(double noundef %306) #12
  %309 = fmul double %308, %202
  %310 = add nuw nsw i64 %302, %181
  %311 = uitofp nneg i64 %310 to double
  %312 = fmul double %309, %311
  %313 = call double @llvm.fmuladd.f64(double %307, double %306, double %312)
  %314 = fadd double %303, %313
  br label %315

315:                                              ; preds = %300, %304
  %316 = phi double [ %301, %300 ], [ %314, %304 ]
  %317 = fmul double %270, %268
  %318 = call double @llvm.fmuladd.f64(double %271, double 1.000000e-01, double 1.000000e+00)
  %319 = fmul double %318, %316
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #12
  store double %217, ptr %216, align 8, !tbaa !9
  %320 = fsub double %317, %319
  %321 = fsub double %222, %269
  %322 = fdiv double %320, %321
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ogt double %323, 1.000000e+00
  %325 = select i1 %324, double %323, double 1.000000e+00
  %326 = fsub double %215, %322
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fmul double %325, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp ole double %327, %328
  %330 = select i1 %329, ptr @.str.9, ptr @.str.10
  %331 = trunc nuw nsw i64 %213 to i32
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %331, double noundef %215, double noundef %322, ptr noundef nonnull %330)
  br i1 %329, label %336, label %333

333:                                              ; preds = %315
  %334 = load i32, ptr @n_fail, align 4, !tbaa !11
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr @n_fail, align 4, !tbaa !11
  br label %336

336:                                              ; preds = %333, %315
  %337 = add nuw nsw i64 %213, 1
  %338 = icmp eq i64 %337, %200
  br i1 %338, label %339, label %212, !llvm.loop !24

339:                                              ; preds = %336
  call void @free(ptr noundef nonnull %197) #12
  %340 = fadd float %184, 1.250000e-01
  %341 = load float, ptr %161, align 8, !tbaa !21
  %342 = fpext float %340 to double
  %343 = call i64 @llvm.smax.i64(i64 %187, i64 1)
  %344 = add nsw i64 %343, -1
  %345 = and i64 %343, 1
  %346 = icmp eq i64 %344, 0
  br i1 %346, label %377, label %347

347:                                              ; preds = %339
  %348 = and i64 %343, 9223372036854775806
  br label %349

349:                                              ; preds = %349, %347
  %350 = phi i64 [ 0, %347 ], [ %374, %349 ]
  %351 = phi double [ 0.000000e+00, %347 ], [ %373, %349 ]
  %352 = phi i64 [ 0, %347 ], [ %375, %349 ]
  %353 = getelementptr inbounds double, ptr %8, i64 %350
  %354 = load double, ptr %353, align 16, !tbaa !9
  %355 = fmul double %186, %354
  %356 = call double @sin(double noundef %354) #12
  %357 = fmul double %356, %342
  %358 = add nuw nsw i64 %350, %181
  %359 = uitofp nneg i64 %358 to double
  %360 = fmul double %357, %359
  %361 = call double @llvm.fmuladd.f64(double %355, double %354, double %360)
  %362 = fadd double %351, %361
  %363 = or disjoint i64 %350, 1
  %364 = getelementptr inbounds double, ptr %8, i64 %363
  %365 = load double, ptr %364, align 8, !tbaa !9
  %366 = fmul double %186, %365
  %367 = call double @sin(double noundef %365) #12
  %368 = fmul double %367, %342
  %369 = add nuw nsw i64 %363, %181
  %370 = uitofp nneg i64 %369 to double
  %371 = fmul double %368, %370
  %372 = call double @llvm.fmuladd.f64(double %366, double %365, double %371)
  %373 = fadd double %362, %372
  %374 = add nuw nsw i64 %350, 2
  %375 = add i64 %352, 2
  %376 = icmp eq i64 %375, %348
  br i1 %376, label %377, label %349, !llvm.loop !22

377:                                              ; preds = %349, %339
  %378 = phi double [ poison, %339 ], [ %373, %349 ]
  %379 = phi i64 [ 0, %339 ], [ %374, %349 ]
  %380 = phi double [ 0.000000e+00, %339 ], [ %373, %349 ]
  %381 = icmp eq i64 %345, 0
  br i1 %381, label %393, label %382

382:                                              ; preds = %377
  %383 = getelementptr inbounds double, ptr %8, i64 %379
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = fmul double %186, %384
  %386 = call double @sin(double noundef %384) #12
  %387 = fmul double %386, %342
  %388 = add nuw nsw i64 %379, %181
  %389 = uitofp nneg i64 %388 to double
  %390 = fmul double %387, %389
  %391 = call double @llvm.fmuladd.f64(double %385, double %384, double %390)
  %392 = fadd double %380, %391
  br label %393

393:                                              ; preds = %377, %382
  %394 = phi double [ %378, %377 ], [ %392, %382 ]
  %395 = fadd float %184, -1.250000e-01
  %396 = call double @llvm.fmuladd.f64(double %186, double 1.000000e-01, double 1.000000e+00)
  %397 = fpext float %395 to double
  %398 = and i64 %343, 1
  %399 = icmp eq i64 %344, 0
  br i1 %399, label %430, label %400

400:                                              ; preds = %393
  %401 = and i64 %343, 9223372036854775806
  br label %402

402:                                              ; preds = %402, %400
  %403 = phi i64 [ 0, %400 ], [ %427, %402 ]
  %404 = phi double [ 0.000000e+00, %400 ], [ %426, %402 ]
  %405 = phi i64 [ 0, %400 ], [ %428, %402 ]
  %406 = getelementptr inbounds double, ptr %8, i64 %403
  %407 = load double, ptr %406, align 16, !tbaa !9
  %408 = fmul double %186, %407
  %409 = call double @sin(double noundef %407) #12
  %410 = fmul double %409, %397
  %411 = add nuw nsw i64 %403, %181
  %412 = uitofp nneg i64 %411 to double
  %413 = fmul double %410, %412
  %414 = call double @llvm.fmuladd.f64(double %408, double %407, double %413)
  %415 = fadd double %404, %414
  %416 = or disjoint i64 %403, 1
  %417 = getelementptr inbounds double, ptr %8, i64 %416
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = fmul double %186, %418
  %420 = call double @sin(double noundef %418) #12
  %421 = fmul double %420, %397
  %422 = add nuw nsw i64 %416, %181
  %423 = uitofp nneg i64 %422 to double
  %424 = fmul double %421, %423
  %425 = call double @llvm.fmuladd.f64(double %419, double %418, double %424)
  %426 = fadd double %415, %425
  %427 = add nuw nsw i64 %403, 2
  %428 = add i64 %405, 2
  %429 = icmp eq i64 %428, %401
  br i1 %429, label %430, label %402, !llvm.loop !22

430:                                              ; preds = %402, %393
  %431 = phi double [ poison, %393 ], [ %426, %402 ]
  %432 = phi i64 [ 0, %393 ], [ %427, %402 ]
  %433 = phi double [ 0.000000e+00, %393 ], [ %426, %402 ]
  %434 = icmp eq i64 %398, 0
  br i1 %434, label %446, label %435

435:                                              ; preds = %430
  %436 = getelementptr inbounds double, ptr %8, i64 %432
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = fmul double %186, %437
  %439 = call double @sin(double noundef %437) #12
  %440 = fmul double %439, %397
  %441 = add nuw nsw i64 %432, %181
  %442 = uitofp nneg i64 %441 to double
  %443 = fmul double %440, %442
  %444 = call double @llvm.fmuladd.f64(double %438, double %437, double %443)
  %445 = fadd double %433, %444
  br label %446

446:                                              ; preds = %430, %435
  %447 = phi double [ %431, %430 ], [ %445, %435 ]
  %448 = fpext float %341 to double
  %449 = fmul double %396, %394
  %450 = fmul double %396, %447
  %451 = fsub double %449, %450
  %452 = fsub double %342, %397
  %453 = fdiv double %451, %452
  %454 = call double @llvm.fabs.f64(double %453)
  %455 = fcmp ogt double %454, 1.000000e+00
  %456 = select i1 %455, double %454, double 1.000000e+00
  %457 = fsub double %448, %453
  %458 = call double @llvm.fabs.f64(double %457)
  %459 = fmul double %456, 1.000000e-05
  %460 = fcmp ole double %458, %459
  %461 = select i1 %460, ptr @.str.9, ptr @.str.10
  %462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %182, double noundef %448, double noundef %453, ptr noundef nonnull %461)
  br i1 %460, label %466, label %463

463:                                              ; preds = %446
  %464 = load i32, ptr @n_fail, align 4, !tbaa !11
  %465 = add nsw i32 %464, 1
  store i32 %465, ptr @n_fail, align 4, !tbaa !11
  br label %466

466:                                              ; preds = %446, %463
  %467 = load i32, ptr %14, align 8, !tbaa !13
  %468 = sitofp i32 %467 to double
  %469 = icmp eq i32 %467, 0
  %470 = select i1 %469, ptr @.str.9, ptr @.str.10
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %182, double noundef %468, double noundef 0.000000e+00, ptr noundef nonnull %470)
  br i1 %469, label %475, label %472

472:                                              ; preds = %466
  %473 = load i32, ptr @n_fail, align 4, !tbaa !11
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr @n_fail, align 4, !tbaa !11
  br label %475

475:                                              ; preds = %466, %472
  %476 = load i64, ptr %162, align 8, !tbaa !20
  %477 = sitofp i64 %476 to double
  %478 = icmp eq i64 %476, 0
  %479 = select i1 %478, ptr @.str.9, ptr @.str.10
  %480 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %182, double noundef %477, double noundef 0.000000e+00, ptr noundef nonnull %479)
  br i1 %478, label %484, label %481

481:                                              ; preds = %475
  %482 = load i32, ptr @n_fail, align 4, !tbaa !11
  %483 = add nsw i32 %482, 1
  store i32 %483, ptr @n_fail, align 4, !tbaa !11
  br label %484

484:                                              ; preds = %475, %481
  %485 = load ptr, ptr %159, align 8, !tbaa !19
  %486 = icmp eq ptr %485, %9
  %487 = uitofp i1 %486 to double
  %488 = fadd double %487, -1.000000e+00
  %489 = fcmp oeq double %488, 0.000000e+00
  %490 = select i1 %489, ptr @.str.9, ptr @.str.10
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %182, double noundef %487, double noundef 1.000000e+00, ptr noundef nonnull %490)
  br i1 %489, label %495, label %492

492:                                              ; preds = %484
  %493 = load i32, ptr @n_fail, align 4, !tbaa !11
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr @n_fail, align 4, !tbaa !11
  br label %495

495:                                              ; preds = %484, %492
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %8, ptr noundef nonnull align 16 dereferenceable(96) %7, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #12
  store i32 %180, ptr %15, align 8, !tbaa !13
  store double %186, ptr %163, align 8, !tbaa !18
  store ptr %8, ptr %164, align 8, !tbaa !19
  store i64 %181, ptr %165, align 8, !tbaa !20
  store float %184, ptr %166, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %16, i8 0, i64 40, i1 false)
  store ptr %9, ptr %167, align 8, !tbaa !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull align 16 %12, i64 %188, i1 false)
  %496 = getelementptr inbounds [13 x double], ptr %12, i64 0, i64 %187
  %497 = load double, ptr %496, align 8, !tbaa !9
  store double %497, ptr %168, align 8, !tbaa !18
  %498 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pnorm, ptr noundef nonnull %15, ptr noundef nonnull %16) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %11, ptr nonnull align 16 %9, i64 %188, i1 false)
  %499 = load double, ptr %168, align 8, !tbaa !18
  store double %499, ptr %192, align 8, !tbaa !9
  %500 = call noalias ptr @malloc(i64 noundef %196) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %500, ptr nonnull readonly align 16 %10, i64 %199, i1 false)
  %501 = getelementptr inbounds double, ptr %500, i64 %187
  %502 = zext nneg i32 %180 to i64
  %503 = add nsw i64 %502, -1
  %504 = and i64 %502, 3
  %505 = icmp ult i64 %503, 3
  %506 = and i64 %502, 2147483644
  %507 = icmp eq i64 %504, 0
  %508 = and i64 %502, 2147483646
  %509 = icmp eq i64 %508, %502
  %510 = and i64 %502, 3
  %511 = icmp ult i64 %503, 3
  %512 = and i64 %502, 2147483644
  %513 = icmp eq i64 %510, 0
  %514 = and i64 %502, 3
  %515 = icmp ult i64 %503, 3
  %516 = and i64 %502, 2147483644
  %517 = icmp eq i64 %514, 0
  %518 = and i64 %502, 2147483646
  %519 = icmp eq i64 %518, %502
  %520 = and i64 %502, 3
  %521 = icmp ult i64 %503, 3
  %522 = and i64 %502, 2147483644
  %523 = icmp eq i64 %520, 0
  br label %524

524:                                              ; preds = %776, %495
  %525 = phi i64 [ 0, %495 ], [ %777, %776 ]
  %526 = getelementptr inbounds double, ptr %11, i64 %525
  %527 = load double, ptr %526, align 8, !tbaa !9
  %528 = getelementptr inbounds double, ptr %500, i64 %525
  %529 = load double, ptr %528, align 8, !tbaa !9
  %530 = call double @llvm.fabs.f64(double %529)
  %531 = fcmp ogt double %530, 1.000000e+00
  %532 = select i1 %531, double %530, double 1.000000e+00
  %533 = fmul double %532, 0x3EB0C6F7A0B5ED8D
  %534 = fadd double %529, %533
  store double %534, ptr %528, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %500, i64 %188, i1 false)
  %535 = load double, ptr %501, align 8, !tbaa !9
  br i1 %505, label %536, label %567

536:                                              ; preds = %567, %524
  %537 = phi double [ poison, %524 ], [ %585, %567 ]
  %538 = phi i64 [ 0, %524 ], [ %586, %567 ]
  %539 = phi double [ 0.000000e+00, %524 ], [ %585, %567 ]
  br i1 %507, label %550, label %540

540:                                              ; preds = %536, %540
  %541 = phi i64 [ %547, %540 ], [ %538, %536 ]
  %542 = phi double [ %546, %540 ], [ %539, %536 ]
  %543 = phi i64 [ %548, %540 ], [ 0, %536 ]
  %544 = getelementptr inbounds double, ptr %1, i64 %541
  %545 = load double, ptr %544, align 8, !tbaa !9
  %546 = call double @llvm.fmuladd.f64(double %545, double %545, double %542)
  %547 = add nuw nsw i64 %541, 1
  %548 = add i64 %543, 1
  %549 = icmp eq i64 %548, %504
  br i1 %549, label %550, label %540, !llvm.loop !25

550:                                              ; preds = %540, %536
  %551 = phi double [ %537, %536 ], [ %546, %540 ]
  %552 = call double @sqrt(double noundef %551) #12
  %553 = call double @llvm.fmuladd.f64(double %202, double 1.000000e-02, double %552)
  %554 = insertelement <2 x double> poison, double %535, i64 0
  %555 = shufflevector <2 x double> %554, <2 x double> poison, <2 x i32> zeroinitializer
  %556 = insertelement <2 x double> poison, double %553, i64 0
  %557 = shufflevector <2 x double> %556, <2 x double> poison, <2 x i32> zeroinitializer
  br label %558

558:                                              ; preds = %558, %550
  %559 = phi i64 [ 0, %550 ], [ %564, %558 ]
  %560 = getelementptr inbounds double, ptr %1, i64 %559
  %561 = load <2 x double>, ptr %560, align 16, !tbaa !9
  %562 = fmul <2 x double> %555, %561
  %563 = fdiv <2 x double> %562, %557
  store <2 x double> %563, ptr %560, align 16, !tbaa !9
  %564 = add nuw i64 %559, 2
  %565 = icmp eq i64 %564, %508
  br i1 %565, label %566, label %558, !llvm.loop !27

566:                                              ; preds = %558
  br i1 %509, label %597, label %589

567:                                              ; preds = %524, %567
  %568 = phi i64 [ %586, %567 ], [ 0, %524 ]
  %569 = phi double [ %585, %567 ], [ 0.000000e+00, %524 ]
  %570 = phi i64 [ %587, %567 ], [ 0, %524 ]
  %571 = getelementptr inbounds double, ptr %1, i64 %568
  %572 = load double, ptr %571, align 16, !tbaa !9
  %573 = call double @llvm.fmuladd.f64(double %572, double %572, double %569)
  %574 = or disjoint i64 %568, 1
  %575 = getelementptr inbounds double, ptr %1, i64 %574
  %576 = load double, ptr %575, align 8, !tbaa !9
  %577 = call double @llvm.fmuladd.f64(double %576, double %576, double %573)
  %578 = or disjoint i64 %568, 2
  %579 = getelementptr inbounds double, ptr %1, i64 %578
  %580 = load double, ptr %579, align 16, !tbaa !9
  %581 = call double @llvm.fmuladd.f64(double %580, double %580, double %577)
  %582 = or disjoint i64 %568, 3
  %583 = getelementptr inbounds double, ptr %1, i64 %582
  %584 = load double, ptr %583, align 8, !tbaa !9
  %585 = call double @llvm.fmuladd.f64(double %584, double %584, double %581)
  %586 = add nuw nsw i64 %568, 4
  %587 = add i64 %570, 4
  %588 = icmp eq i64 %587, %506
  br i1 %588, label %536, label %567, !llvm.loop !30

589:                                              ; preds = %566, %589
  %590 = phi i64 [ %595, %589 ], [ %508, %566 ]
  %591 = getelementptr inbounds double, ptr %1, i64 %590
  %592 = load double, ptr %591, align 8, !tbaa !9
  %593 = fmul double %535, %592
  %594 = fdiv double %593, %553
  store double %594, ptr %591, align 8, !tbaa !9
  %595 = add nuw nsw i64 %590, 1
  %596 = icmp eq i64 %595, %502
  br i1 %596, label %597, label %589, !llvm.loop !31

597:                                              ; preds = %589, %566
  %598 = fmul double %553, %497
  br i1 %511, label %629, label %599

599:                                              ; preds = %597, %599
  %600 = phi i64 [ %626, %599 ], [ 0, %597 ]
  %601 = phi double [ %625, %599 ], [ %598, %597 ]
  %602 = phi i64 [ %627, %599 ], [ 0, %597 ]
  %603 = getelementptr inbounds double, ptr %12, i64 %600
  %604 = load double, ptr %603, align 16, !tbaa !9
  %605 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %600
  %606 = load double, ptr %605, align 16, !tbaa !9
  %607 = call double @llvm.fmuladd.f64(double %604, double %606, double %601)
  %608 = or disjoint i64 %600, 1
  %609 = getelementptr inbounds double, ptr %12, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !9
  %611 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = call double @llvm.fmuladd.f64(double %610, double %612, double %607)
  %614 = or disjoint i64 %600, 2
  %615 = getelementptr inbounds double, ptr %12, i64 %614
  %616 = load double, ptr %615, align 16, !tbaa !9
  %617 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %614
  %618 = load double, ptr %617, align 16, !tbaa !9
  %619 = call double @llvm.fmuladd.f64(double %616, double %618, double %613)
  %620 = or disjoint i64 %600, 3
  %621 = getelementptr inbounds double, ptr %12, i64 %620
  %622 = load double, ptr %621, align 8, !tbaa !9
  %623 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %620
  %624 = load double, ptr %623, align 8, !tbaa !9
  %625 = call double @llvm.fmuladd.f64(double %622, double %624, double %619)
  %626 = add nuw nsw i64 %600, 4
  %627 = add i64 %602, 4
  %628 = icmp eq i64 %627, %512
  br i1 %628, label %629, label %599, !llvm.loop !32

629:                                              ; preds = %599, %597
  %630 = phi double [ poison, %597 ], [ %625, %599 ]
  %631 = phi i64 [ 0, %597 ], [ %626, %599 ]
  %632 = phi double [ %598, %597 ], [ %625, %599 ]
  br i1 %513, label %645, label %633

633:                                              ; preds = %629, %633
  %634 = phi i64 [ %642, %633 ], [ %631, %629 ]
  %635 = phi double [ %641, %633 ], [ %632, %629 ]
  %636 = phi i64 [ %643, %633 ], [ 0, %629 ]
  %637 = getelementptr inbounds double, ptr %12, i64 %634
  %638 = load double, ptr %637, align 8, !tbaa !9
  %639 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %634
  %640 = load double, ptr %639, align 8, !tbaa !9
  %641 = call double @llvm.fmuladd.f64(double %638, double %640, double %635)
  %642 = add nuw nsw i64 %634, 1
  %643 = add i64 %636, 1
  %644 = icmp eq i64 %643, %510
  br i1 %644, label %645, label %633, !llvm.loop !33

645:                                              ; preds = %633, %629
  %646 = phi double [ %630, %629 ], [ %641, %633 ]
  %647 = fsub double %529, %533
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #12
  store double %647, ptr %528, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %500, i64 %188, i1 false)
  %648 = load double, ptr %501, align 8, !tbaa !9
  br i1 %515, label %649, label %680

649:                                              ; preds = %680, %645
  %650 = phi double [ poison, %645 ], [ %698, %680 ]
  %651 = phi i64 [ 0, %645 ], [ %699, %680 ]
  %652 = phi double [ 0.000000e+00, %645 ], [ %698, %680 ]
  br i1 %517, label %663, label %653

653:                                              ; preds = %649, %653
  %654 = phi i64 [ %660, %653 ], [ %651, %649 ]
  %655 = phi double [ %659, %653 ], [ %652, %649 ]
  %656 = phi i64 [ %661, %653 ], [ 0, %649 ]
  %657 = getelementptr inbounds double, ptr %2, i64 %654
  %658 = load double, ptr %657, align 8, !tbaa !9
  %659 = call double @llvm.fmuladd.f64(double %658, double %658, double %655)
  %660 = add nuw nsw i64 %654, 1
  %661 = add i64 %656, 1
  %662 = icmp eq i64 %661, %514
  br i1 %662, label %663, label %653, !llvm.loop !34

663:                                              ; preds = %653, %649
  %664 = phi double [ %650, %649 ], [ %659, %653 ]
  %665 = call double @sqrt(double noundef %664) #12
  %666 = call double @llvm.fmuladd.f64(double %202, double 1.000000e-02, double %665)
  %667 = insertelement <2 x double> poison, double %648, i64 0
  %668 = shufflevector <2 x double> %667, <2 x double> poison, <2 x i32> zeroinitializer
  %669 = insertelement <2 x double> poison, double %666, i64 0
  %670 = shufflevector <2 x double> %669, <2 x double> poison, <2 x i32> zeroinitializer
  br label %671

671:                                              ; preds = %671, %663
  %672 = phi i64 [ 0, %663 ], [ %677, %671 ]
  %673 = getelementptr inbounds double, ptr %2, i64 %672
  %674 = load <2 x double>, ptr %673, align 16, !tbaa !9
  %675 = fmul <2 x double> %668, %674
  %676 = fdiv <2 x double> %675, %670
  store <2 x double> %676, ptr %673, align 16, !tbaa !9
  %677 = add nuw i64 %672, 2
  %678 = icmp eq i64 %677, %518
  br i1 %678, label %679, label %671, !llvm.loop !35

679:                                              ; preds = %671
  br i1 %519, label %710, label %702

680:                                              ; preds = %645, %680
  %681 = phi i64 [ %699, %680 ], [ 0, %645 ]
  %682 = phi double [ %698, %680 ], [ 0.000000e+00, %645 ]
  %683 = phi i64 [ %700, %680 ], [ 0, %645 ]
  %684 = getelementptr inbounds double, ptr %2, i64 %681
  %685 = load double, ptr %684, align 16, !tbaa !9
  %686 = call double @llvm.fmuladd.f64(double %685, double %685, double %682)
  %687 = or disjoint i64 %681, 1
  %688 = getelementptr inbounds double, ptr %2, i64 %687
  %689 = load double, ptr %688, align 8, !tbaa !9
  %690 = call double @llvm.fmuladd.f64(double %689, double %689, double %686)
  %691 = or disjoint i64 %681, 2
  %692 = getelementptr inbounds double, ptr %2, i64 %691
  %693 = load double, ptr %692, align 16, !tbaa !9
  %694 = call double @llvm.fmuladd.f64(double %693, double %693, double %690)
  %695 = or disjoint i64 %681, 3
  %696 = getelementptr inbounds double, ptr %2, i64 %695
  %697 = load double, ptr %696, align 8, !tbaa !9
  %698 = call double @llvm.fmuladd.f64(double %697, double %697, double %694)
  %699 = add nuw nsw i64 %681, 4
  %700 = add i64 %683, 4
  %701 = icmp eq i64 %700, %516
  br i1 %701, label %649, label %680, !llvm.loop !30

702:                                              ; preds = %679, %702
  %703 = phi i64 [ %708, %702 ], [ %518, %679 ]
  %704 = getelementptr inbounds double, ptr %2, i64 %703
  %705 = load double, ptr %704, align 8, !tbaa !9
  %706 = fmul double %648, %705
  %707 = fdiv double %706, %666
  store double %707, ptr %704, align 8, !tbaa !9
  %708 = add nuw nsw i64 %703, 1
  %709 = icmp eq i64 %708, %502
  br i1 %709, label %710, label %702, !llvm.loop !36

710:                                              ; preds = %702, %679
  %711 = fmul double %497, %666
  br i1 %521, label %742, label %712

712:                                              ; preds = %710, %712
  %713 = phi i64 [ %739, %712 ], [ 0, %710 ]
  %714 = phi double [ %738, %712 ], [ %711, %710 ]
  %715 = phi i64 [ %740, %712 ], [ 0, %710 ]
  %716 = getelementptr inbounds double, ptr %12, i64 %713
  %717 = load double, ptr %716, align 16, !tbaa !9
  %718 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %713
  %719 = load double, ptr %718, align 16, !tbaa !9
  %720 = call double @llvm.fmuladd.f64(double %717, double %719, double %714)
  %721 = or disjoint i64 %713, 1
  %722 = getelementptr inbounds double, ptr %12, i64 %721
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %721
  %725 = load double, ptr %724, align 8, !tbaa !9
  %726 = call double @llvm.fmuladd.f64(double %723, double %725, double %720)
  %727 = or disjoint i64 %713, 2
  %728 = getelementptr inbounds double, ptr %12, i64 %727
  %729 = load double, ptr %728, align 16, !tbaa !9
  %730 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %727
  %731 = load double, ptr %730, align 16, !tbaa !9
  %732 = call double @llvm.fmuladd.f64(double %729, double %731, double %726)
  %733 = or disjoint i64 %713, 3
  %734 = getelementptr inbounds double, ptr %12, i64 %733
  %735 = load double, ptr %734, align 8, !tbaa !9
  %736 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %733
  %737 = load double, ptr %736, align 8, !tbaa !9
  %738 = call double @llvm.fmuladd.f64(double %735, double %737, double %732)
  %739 = add nuw nsw i64 %713, 4
  %740 = add i64 %715, 4
  %741 = icmp eq i64 %740, %522
  br i1 %741, label %742, label %712, !llvm.loop !32

742:                                              ; preds = %712, %710
  %743 = phi double [ poison, %710 ], [ %738, %712 ]
  %744 = phi i64 [ 0, %710 ], [ %739, %712 ]
  %745 = phi double [ %711, %710 ], [ %738, %712 ]
  br i1 %523, label %758, label %746

746:                                              ; preds = %742, %746
  %747 = phi i64 [ %755, %746 ], [ %744, %742 ]
  %748 = phi double [ %754, %746 ], [ %745, %742 ]
  %749 = phi i64 [ %756, %746 ], [ 0, %742 ]
  %750 = getelementptr inbounds double, ptr %12, i64 %747
  %751 = load double, ptr %750, align 8, !tbaa !9
  %752 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %747
  %753 = load double, ptr %752, align 8, !tbaa !9
  %754 = call double @llvm.fmuladd.f64(double %751, double %753, double %748)
  %755 = add nuw nsw i64 %747, 1
  %756 = add i64 %749, 1
  %757 = icmp eq i64 %756, %520
  br i1 %757, label %758, label %746, !llvm.loop !37

758:                                              ; preds = %746, %742
  %759 = phi double [ %743, %742 ], [ %754, %746 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #12
  store double %529, ptr %528, align 8, !tbaa !9
  %760 = fsub double %646, %759
  %761 = fsub double %534, %647
  %762 = fdiv double %760, %761
  %763 = call double @llvm.fabs.f64(double %762)
  %764 = fcmp ogt double %763, 1.000000e+00
  %765 = select i1 %764, double %763, double 1.000000e+00
  %766 = fsub double %527, %762
  %767 = call double @llvm.fabs.f64(double %766)
  %768 = fmul double %765, 0x3EB0C6F7A0B5ED8D
  %769 = fcmp ole double %767, %768
  %770 = select i1 %769, ptr @.str.9, ptr @.str.10
  %771 = trunc nuw nsw i64 %525 to i32
  %772 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %771, double noundef %527, double noundef %762, ptr noundef nonnull %770)
  br i1 %769, label %776, label %773

773:                                              ; preds = %758
  %774 = load i32, ptr @n_fail, align 4, !tbaa !11
  %775 = add nsw i32 %774, 1
  store i32 %775, ptr @n_fail, align 4, !tbaa !11
  br label %776

776:                                              ; preds = %773, %758
  %777 = add nuw nsw i64 %525, 1
  %778 = icmp eq i64 %777, %200
  br i1 %778, label %779, label %524, !llvm.loop !24

779:                                              ; preds = %776
  call void @free(ptr noundef nonnull %500) #12
  %780 = fadd float %184, 0x3F50624DE0000000
  %781 = load float, ptr %169, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %10, i64 %188, i1 false)
  %782 = and i64 %502, 3
  %783 = icmp ult i64 %503, 3
  br i1 %783, label %786, label %784

784:                                              ; preds = %779
  %785 = and i64 %502, 2147483644
  br label %822

786:                                              ; preds = %822, %779
  %787 = phi double [ poison, %779 ], [ %840, %822 ]
  %788 = phi i64 [ 0, %779 ], [ %841, %822 ]
  %789 = phi double [ 0.000000e+00, %779 ], [ %840, %822 ]
  %790 = icmp eq i64 %782, 0
  br i1 %790, label %801, label %791

791:                                              ; preds = %786, %791
  %792 = phi i64 [ %798, %791 ], [ %788, %786 ]
  %793 = phi double [ %797, %791 ], [ %789, %786 ]
  %794 = phi i64 [ %799, %791 ], [ 0, %786 ]
  %795 = getelementptr inbounds double, ptr %6, i64 %792
  %796 = load double, ptr %795, align 8, !tbaa !9
  %797 = call double @llvm.fmuladd.f64(double %796, double %796, double %793)
  %798 = add nuw nsw i64 %792, 1
  %799 = add i64 %794, 1
  %800 = icmp eq i64 %799, %782
  br i1 %800, label %801, label %791, !llvm.loop !38

801:                                              ; preds = %791, %786
  %802 = phi double [ %787, %786 ], [ %797, %791 ]
  %803 = fadd float %184, 0xBF50624DE0000000
  %804 = call double @sqrt(double noundef %802) #12
  %805 = fpext float %780 to double
  %806 = call double @llvm.fmuladd.f64(double %805, double 1.000000e-02, double %804)
  %807 = and i64 %502, 2147483646
  %808 = insertelement <2 x double> poison, double %186, i64 0
  %809 = shufflevector <2 x double> %808, <2 x double> poison, <2 x i32> zeroinitializer
  %810 = insertelement <2 x double> poison, double %806, i64 0
  %811 = shufflevector <2 x double> %810, <2 x double> poison, <2 x i32> zeroinitializer
  br label %812

812:                                              ; preds = %812, %801
  %813 = phi i64 [ 0, %801 ], [ %818, %812 ]
  %814 = getelementptr inbounds double, ptr %6, i64 %813
  %815 = load <2 x double>, ptr %814, align 16, !tbaa !9
  %816 = fmul <2 x double> %809, %815
  %817 = fdiv <2 x double> %816, %811
  store <2 x double> %817, ptr %814, align 16, !tbaa !9
  %818 = add nuw i64 %813, 2
  %819 = icmp eq i64 %818, %807
  br i1 %819, label %820, label %812, !llvm.loop !39

820:                                              ; preds = %812
  %821 = icmp eq i64 %807, %502
  br i1 %821, label %852, label %844

822:                                              ; preds = %822, %784
  %823 = phi i64 [ 0, %784 ], [ %841, %822 ]
  %824 = phi double [ 0.000000e+00, %784 ], [ %840, %822 ]
  %825 = phi i64 [ 0, %784 ], [ %842, %822 ]
  %826 = getelementptr inbounds double, ptr %6, i64 %823
  %827 = load double, ptr %826, align 16, !tbaa !9
  %828 = call double @llvm.fmuladd.f64(double %827, double %827, double %824)
  %829 = or disjoint i64 %823, 1
  %830 = getelementptr inbounds double, ptr %6, i64 %829
  %831 = load double, ptr %830, align 8, !tbaa !9
  %832 = call double @llvm.fmuladd.f64(double %831, double %831, double %828)
  %833 = or disjoint i64 %823, 2
  %834 = getelementptr inbounds double, ptr %6, i64 %833
  %835 = load double, ptr %834, align 16, !tbaa !9
  %836 = call double @llvm.fmuladd.f64(double %835, double %835, double %832)
  %837 = or disjoint i64 %823, 3
  %838 = getelementptr inbounds double, ptr %6, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = call double @llvm.fmuladd.f64(double %839, double %839, double %836)
  %841 = add nuw nsw i64 %823, 4
  %842 = add i64 %825, 4
  %843 = icmp eq i64 %842, %785
  br i1 %843, label %786, label %822, !llvm.loop !30

844:                                              ; preds = %820, %844
  %845 = phi i64 [ %850, %844 ], [ %807, %820 ]
  %846 = getelementptr inbounds double, ptr %6, i64 %845
  %847 = load double, ptr %846, align 8, !tbaa !9
  %848 = fmul double %186, %847
  %849 = fdiv double %848, %806
  store double %849, ptr %846, align 8, !tbaa !9
  %850 = add nuw nsw i64 %845, 1
  %851 = icmp eq i64 %850, %502
  br i1 %851, label %852, label %844, !llvm.loop !40

852:                                              ; preds = %844, %820
  %853 = fmul double %806, %497
  %854 = and i64 %502, 3
  %855 = icmp ult i64 %503, 3
  br i1 %855, label %888, label %856

856:                                              ; preds = %852
  %857 = and i64 %502, 2147483644
  br label %858

858:                                              ; preds = %858, %856
  %859 = phi i64 [ 0, %856 ], [ %885, %858 ]
  %860 = phi double [ %853, %856 ], [ %884, %858 ]
  %861 = phi i64 [ 0, %856 ], [ %886, %858 ]
  %862 = getelementptr inbounds double, ptr %12, i64 %859
  %863 = load double, ptr %862, align 16, !tbaa !9
  %864 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %859
  %865 = load double, ptr %864, align 16, !tbaa !9
  %866 = call double @llvm.fmuladd.f64(double %863, double %865, double %860)
  %867 = or disjoint i64 %859, 1
  %868 = getelementptr inbounds double, ptr %12, i64 %867
  %869 = load double, ptr %868, align 8, !tbaa !9
  %870 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %867
  %871 = load double, ptr %870, align 8, !tbaa !9
  %872 = call double @llvm.fmuladd.f64(double %869, double %871, double %866)
  %873 = or disjoint i64 %859, 2
  %874 = getelementptr inbounds double, ptr %12, i64 %873
  %875 = load double, ptr %874, align 16, !tbaa !9
  %876 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %873
  %877 = load double, ptr %876, align 16, !tbaa !9
  %878 = call double @llvm.fmuladd.f64(double %875, double %877, double %872)
  %879 = or disjoint i64 %859, 3
  %880 = getelementptr inbounds double, ptr %12, i64 %879
  %881 = load double, ptr %880, align 8, !tbaa !9
  %882 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %879
  %883 = load double, ptr %882, align 8, !tbaa !9
  %884 = call double @llvm.fmuladd.f64(double %881, double %883, double %878)
  %885 = add nuw nsw i64 %859, 4
  %886 = add i64 %861, 4
  %887 = icmp eq i64 %886, %857
  br i1 %887, label %888, label %858, !llvm.loop !32

888:                                              ; preds = %858, %852
  %889 = phi double [ poison, %852 ], [ %884, %858 ]
  %890 = phi i64 [ 0, %852 ], [ %885, %858 ]
  %891 = phi double [ %853, %852 ], [ %884, %858 ]
  %892 = icmp eq i64 %854, 0
  br i1 %892, label %905, label %893

893:                                              ; preds = %888, %893
  %894 = phi i64 [ %902, %893 ], [ %890, %888 ]
  %895 = phi double [ %901, %893 ], [ %891, %888 ]
  %896 = phi i64 [ %903, %893 ], [ 0, %888 ]
  %897 = getelementptr inbounds double, ptr %12, i64 %894
  %898 = load double, ptr %897, align 8, !tbaa !9
  %899 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %894
  %900 = load double, ptr %899, align 8, !tbaa !9
  %901 = call double @llvm.fmuladd.f64(double %898, double %900, double %895)
  %902 = add nuw nsw i64 %894, 1
  %903 = add i64 %896, 1
  %904 = icmp eq i64 %903, %854
  br i1 %904, label %905, label %893, !llvm.loop !41

905:                                              ; preds = %893, %888
  %906 = phi double [ %889, %888 ], [ %901, %893 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull readonly align 16 %10, i64 %188, i1 false)
  %907 = and i64 %502, 3
  %908 = icmp ult i64 %503, 3
  br i1 %908, label %911, label %909

909:                                              ; preds = %905
  %910 = and i64 %502, 2147483644
  br label %946

911:                                              ; preds = %946, %905
  %912 = phi double [ poison, %905 ], [ %964, %946 ]
  %913 = phi i64 [ 0, %905 ], [ %965, %946 ]
  %914 = phi double [ 0.000000e+00, %905 ], [ %964, %946 ]
  %915 = icmp eq i64 %907, 0
  br i1 %915, label %926, label %916

916:                                              ; preds = %911, %916
  %917 = phi i64 [ %923, %916 ], [ %913, %911 ]
  %918 = phi double [ %922, %916 ], [ %914, %911 ]
  %919 = phi i64 [ %924, %916 ], [ 0, %911 ]
  %920 = getelementptr inbounds double, ptr %5, i64 %917
  %921 = load double, ptr %920, align 8, !tbaa !9
  %922 = call double @llvm.fmuladd.f64(double %921, double %921, double %918)
  %923 = add nuw nsw i64 %917, 1
  %924 = add i64 %919, 1
  %925 = icmp eq i64 %924, %907
  br i1 %925, label %926, label %916, !llvm.loop !42

926:                                              ; preds = %916, %911
  %927 = phi double [ %912, %911 ], [ %922, %916 ]
  %928 = call double @sqrt(double noundef %927) #12
  %929 = fpext float %803 to double
  %930 = call double @llvm.fmuladd.f64(double %929, double 1.000000e-02, double %928)
  %931 = and i64 %502, 2147483646
  %932 = insertelement <2 x double> poison, double %186, i64 0
  %933 = shufflevector <2 x double> %932, <2 x double> poison, <2 x i32> zeroinitializer
  %934 = insertelement <2 x double> poison, double %930, i64 0
  %935 = shufflevector <2 x double> %934, <2 x double> poison, <2 x i32> zeroinitializer
  br label %936

936:                                              ; preds = %936, %926
  %937 = phi i64 [ 0, %926 ], [ %942, %936 ]
  %938 = getelementptr inbounds double, ptr %5, i64 %937
  %939 = load <2 x double>, ptr %938, align 16, !tbaa !9
  %940 = fmul <2 x double> %933, %939
  %941 = fdiv <2 x double> %940, %935
  store <2 x double> %941, ptr %938, align 16, !tbaa !9
  %942 = add nuw i64 %937, 2
  %943 = icmp eq i64 %942, %931
  br i1 %943, label %944, label %936, !llvm.loop !43

944:                                              ; preds = %936
  %945 = icmp eq i64 %931, %502
  br i1 %945, label %976, label %968

946:                                              ; preds = %946, %909
  %947 = phi i64 [ 0, %909 ], [ %965, %946 ]
  %948 = phi double [ 0.000000e+00, %909 ], [ %964, %946 ]
  %949 = phi i64 [ 0, %909 ], [ %966, %946 ]
  %950 = getelementptr inbounds double, ptr %5, i64 %947
  %951 = load double, ptr %950, align 16, !tbaa !9
  %952 = call double @llvm.fmuladd.f64(double %951, double %951, double %948)
  %953 = or disjoint i64 %947, 1
  %954 = getelementptr inbounds double, ptr %5, i64 %953
  %955 = load double, ptr %954, align 8, !tbaa !9
  %956 = call double @llvm.fmuladd.f64(double %955, double %955, double %952)
  %957 = or disjoint i64 %947, 2
  %958 = getelementptr inbounds double, ptr %5, i64 %957
  %959 = load double, ptr %958, align 16, !tbaa !9
  %960 = call double @llvm.fmuladd.f64(double %959, double %959, double %956)
  %961 = or disjoint i64 %947, 3
  %962 = getelementptr inbounds double, ptr %5, i64 %961
  %963 = load double, ptr %962, align 8, !tbaa !9
  %964 = call double @llvm.fmuladd.f64(double %963, double %963, double %960)
  %965 = add nuw nsw i64 %947, 4
  %966 = add i64 %949, 4
  %967 = icmp eq i64 %966, %910
  br i1 %967, label %911, label %946, !llvm.loop !30

968:                                              ; preds = %944, %968
  %969 = phi i64 [ %974, %968 ], [ %931, %944 ]
  %970 = getelementptr inbounds double, ptr %5, i64 %969
  %971 = load double, ptr %970, align 8, !tbaa !9
  %972 = fmul double %186, %971
  %973 = fdiv double %972, %930
  store double %973, ptr %970, align 8, !tbaa !9
  %974 = add nuw nsw i64 %969, 1
  %975 = icmp eq i64 %974, %502
  br i1 %975, label %976, label %968, !llvm.loop !44

976:                                              ; preds = %968, %944
  %977 = fmul double %497, %930
  %978 = and i64 %502, 3
  %979 = icmp ult i64 %503, 3
  br i1 %979, label %1012, label %980

980:                                              ; preds = %976
  %981 = and i64 %502, 2147483644
  br label %982

982:                                              ; preds = %982, %980
  %983 = phi i64 [ 0, %980 ], [ %1009, %982 ]
  %984 = phi double [ %977, %980 ], [ %1008, %982 ]
  %985 = phi i64 [ 0, %980 ], [ %1010, %982 ]
  %986 = getelementptr inbounds double, ptr %12, i64 %983
  %987 = load double, ptr %986, align 16, !tbaa !9
  %988 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %983
  %989 = load double, ptr %988, align 16, !tbaa !9
  %990 = call double @llvm.fmuladd.f64(double %987, double %989, double %984)
  %991 = or disjoint i64 %983, 1
  %992 = getelementptr inbounds double, ptr %12, i64 %991
  %993 = load double, ptr %992, align 8, !tbaa !9
  %994 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %991
  %995 = load double, ptr %994, align 8, !tbaa !9
  %996 = call double @llvm.fmuladd.f64(double %993, double %995, double %990)
  %997 = or disjoint i64 %983, 2
  %998 = getelementptr inbounds double, ptr %12, i64 %997
  %999 = load double, ptr %998, align 16, !tbaa !9
  %1000 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %997
  %1001 = load double, ptr %1000, align 16, !tbaa !9
  %1002 = call double @llvm.fmuladd.f64(double %999, double %1001, double %996)
  %1003 = or disjoint i64 %983, 3
  %1004 = getelementptr inbounds double, ptr %12, i64 %1003
  %1005 = load double, ptr %1004, align 8, !tbaa !9
  %1006 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %1003
  %1007 = load double, ptr %1006, align 8, !tbaa !9
  %1008 = call double @llvm.fmuladd.f64(double %1005, double %1007, double %1002)
  %1009 = add nuw nsw i64 %983, 4
  %1010 = add i64 %985, 4
  %1011 = icmp eq i64 %1010, %981
  br i1 %1011, label %1012, label %982, !llvm.loop !32

1012:                                             ; preds = %982, %976
  %1013 = phi double [ poison, %976 ], [ %1008, %982 ]
  %1014 = phi i64 [ 0, %976 ], [ %1009, %982 ]
  %1015 = phi double [ %977, %976 ], [ %1008, %982 ]
  %1016 = icmp eq i64 %978, 0
  br i1 %1016, label %1029, label %1017

1017:                                             ; preds = %1012, %1017
  %1018 = phi i64 [ %1026, %1017 ], [ %1014, %1012 ]
  %1019 = phi double [ %1025, %1017 ], [ %1015, %1012 ]
  %1020 = phi i64 [ %1027, %1017 ], [ 0, %1012 ]
  %1021 = getelementptr inbounds double, ptr %12, i64 %1018
  %1022 = load double, ptr %1021, align 8, !tbaa !9
  %1023 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %1018
  %1024 = load double, ptr %1023, align 8, !tbaa !9
  %1025 = call double @llvm.fmuladd.f64(double %1022, double %1024, double %1019)
  %1026 = add nuw nsw i64 %1018, 1
  %1027 = add i64 %1020, 1
  %1028 = icmp eq i64 %1027, %978
  br i1 %1028, label %1029, label %1017, !llvm.loop !45

1029:                                             ; preds = %1017, %1012
  %1030 = phi double [ %1013, %1012 ], [ %1025, %1017 ]
  %1031 = fpext float %781 to double
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #12
  %1032 = fsub double %906, %1030
  %1033 = fsub double %805, %929
  %1034 = fdiv double %1032, %1033
  %1035 = call double @llvm.fabs.f64(double %1034)
  %1036 = fcmp ogt double %1035, 1.000000e+00
  %1037 = select i1 %1036, double %1035, double 1.000000e+00
  %1038 = fsub double %1031, %1034
  %1039 = call double @llvm.fabs.f64(double %1038)
  %1040 = fmul double %1037, 1.000000e-04
  %1041 = fcmp ole double %1039, %1040
  %1042 = select i1 %1041, ptr @.str.9, ptr @.str.10
  %1043 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %182, double noundef %1031, double noundef %1034, ptr noundef nonnull %1042)
  br i1 %1041, label %1047, label %1044

1044:                                             ; preds = %1029
  %1045 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1046 = add nsw i32 %1045, 1
  store i32 %1046, ptr @n_fail, align 4, !tbaa !11
  br label %1047

1047:                                             ; preds = %1029, %1044
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #12
  br i1 %177, label %176, label %170, !llvm.loop !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @pf(ptr nocapture noundef readonly %0) #6 {
  %2 = load i32, ptr %0, align 8, !tbaa !13
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  br label %15

9:                                                ; preds = %15, %1
  %10 = phi double [ 0.000000e+00, %1 ], [ %32, %15 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !18
  %13 = tail call double @llvm.fmuladd.f64(double %12, double 1.000000e-01, double 1.000000e+00)
  %14 = fmul double %10, %13
  ret double %14

15:                                               ; preds = %4, %15
  %16 = phi i64 [ 0, %4 ], [ %33, %15 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %32, %15 ]
  %18 = load double, ptr %5, align 8, !tbaa !18
  %19 = load ptr, ptr %6, align 8, !tbaa !19
  %20 = getelementptr inbounds double, ptr %19, i64 %16
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %18, %21
  %23 = load float, ptr %7, align 8, !tbaa !21
  %24 = fpext float %23 to double
  %25 = tail call double @sin(double noundef %21) #12
  %26 = fmul double %25, %24
  %27 = load i64, ptr %8, align 8, !tbaa !20
  %28 = add nsw i64 %27, %16
  %29 = sitofp i64 %28 to double
  %30 = fmul double %26, %29
  %31 = tail call double @llvm.fmuladd.f64(double %22, double %21, double %30)
  %32 = fadd double %17, %31
  %33 = add nuw nsw i64 %16, 1
  %34 = load i32, ptr %0, align 8, !tbaa !13
  %35 = sext i32 %34 to i64
  %36 = icmp slt i64 %33, %35
  br i1 %36, label %15, label %9, !llvm.loop !22
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @pnorm(ptr nocapture noundef %0) #6 {
  %2 = load i32, ptr %0, align 8, !tbaa !13
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i64 %7, 2147483644
  br label %83

12:                                               ; preds = %83, %4
  %13 = phi double [ poison, %4 ], [ %101, %83 ]
  %14 = phi i64 [ 0, %4 ], [ %102, %83 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %101, %83 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %12 ]
  %19 = phi double [ %23, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %25, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %6, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %19)
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %20, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %17, !llvm.loop !47

27:                                               ; preds = %12, %17, %1
  %28 = phi double [ 0.000000e+00, %1 ], [ %13, %12 ], [ %23, %17 ]
  %29 = tail call double @sqrt(double noundef %28) #12
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load float, ptr %30, align 8, !tbaa !21
  %32 = fpext float %31 to double
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 1.000000e-02, double %29)
  %34 = load i32, ptr %0, align 8, !tbaa !13
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %36, label %105

36:                                               ; preds = %27
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !19
  %40 = zext nneg i32 %34 to i64
  %41 = icmp eq i32 %34, 1
  br i1 %41, label %42, label %59

42:                                               ; preds = %81, %59, %36
  %43 = phi i64 [ 0, %59 ], [ 0, %36 ], [ %67, %81 ]
  %44 = and i64 %40, 1
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %53, label %46

46:                                               ; preds = %42
  %47 = load double, ptr %37, align 8, !tbaa !18
  %48 = getelementptr inbounds double, ptr %39, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fmul double %47, %49
  %51 = fdiv double %50, %33
  store double %51, ptr %48, align 8, !tbaa !9
  %52 = or disjoint i64 %43, 1
  br label %53

53:                                               ; preds = %46, %42
  %54 = phi i64 [ %43, %42 ], [ %52, %46 ]
  %55 = add nsw i64 %40, -1
  %56 = icmp eq i64 %43, %55
  br i1 %56, label %105, label %57

57:                                               ; preds = %53
  %58 = getelementptr i8, ptr %39, i64 8
  br label %107

59:                                               ; preds = %36
  %60 = shl nuw nsw i64 %40, 3
  %61 = getelementptr i8, ptr %39, i64 %60
  %62 = getelementptr i8, ptr %0, i64 16
  %63 = icmp ult ptr %39, %62
  %64 = icmp ult ptr %37, %61
  %65 = and i1 %63, %64
  br i1 %65, label %42, label %66

66:                                               ; preds = %59
  %67 = and i64 %40, 2147483646
  %68 = insertelement <2 x double> poison, double %33, i64 0
  %69 = shufflevector <2 x double> %68, <2 x double> poison, <2 x i32> zeroinitializer
  %70 = load double, ptr %37, align 8, !tbaa !18, !alias.scope !48
  %71 = insertelement <2 x double> poison, double %70, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  br label %73

73:                                               ; preds = %73, %66
  %74 = phi i64 [ 0, %66 ], [ %79, %73 ]
  %75 = getelementptr inbounds double, ptr %39, i64 %74
  %76 = load <2 x double>, ptr %75, align 8, !tbaa !9, !alias.scope !51, !noalias !48
  %77 = fmul <2 x double> %72, %76
  %78 = fdiv <2 x double> %77, %69
  store <2 x double> %78, ptr %75, align 8, !tbaa !9, !alias.scope !51, !noalias !48
  %79 = add nuw i64 %74, 2
  %80 = icmp eq i64 %79, %67
  br i1 %80, label %81, label %73, !llvm.loop !53

81:                                               ; preds = %73
  %82 = icmp eq i64 %67, %40
  br i1 %82, label %105, label %42

83:                                               ; preds = %83, %10
  %84 = phi i64 [ 0, %10 ], [ %102, %83 ]
  %85 = phi double [ 0.000000e+00, %10 ], [ %101, %83 ]
  %86 = phi i64 [ 0, %10 ], [ %103, %83 ]
  %87 = getelementptr inbounds double, ptr %6, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %88, double %85)
  %90 = or disjoint i64 %84, 1
  %91 = getelementptr inbounds double, ptr %6, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = tail call double @llvm.fmuladd.f64(double %92, double %92, double %89)
  %94 = or disjoint i64 %84, 2
  %95 = getelementptr inbounds double, ptr %6, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %96, double %93)
  %98 = or disjoint i64 %84, 3
  %99 = getelementptr inbounds double, ptr %6, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %100, double %97)
  %102 = add nuw nsw i64 %84, 4
  %103 = add i64 %86, 4
  %104 = icmp eq i64 %103, %11
  br i1 %104, label %12, label %83, !llvm.loop !30

105:                                              ; preds = %53, %107, %81, %27
  %106 = getelementptr inbounds i8, ptr %0, i64 8
  store double %33, ptr %106, align 8, !tbaa !18
  ret void

107:                                              ; preds = %107, %57
  %108 = phi i64 [ %54, %57 ], [ %119, %107 ]
  %109 = load double, ptr %37, align 8, !tbaa !18
  %110 = getelementptr inbounds double, ptr %39, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = fmul double %109, %111
  %113 = fdiv double %112, %33
  store double %113, ptr %110, align 8, !tbaa !9
  %114 = load double, ptr %37, align 8, !tbaa !18
  %115 = getelementptr double, ptr %58, i64 %108
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = fmul double %114, %116
  %118 = fdiv double %117, %33
  store double %118, ptr %115, align 8, !tbaa !9
  %119 = add nuw nsw i64 %108, 2
  %120 = icmp eq i64 %119, %40
  br i1 %120, label %105, label %107, !llvm.loop !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!14 = !{!"P", !12, i64 0, !10, i64 8, !15, i64 16, !16, i64 24, !17, i64 32}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!14, !10, i64 8}
!19 = !{!14, !15, i64 16}
!20 = !{!14, !16, i64 24}
!21 = !{!14, !17, i64 32}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !23, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !23}
!31 = distinct !{!31, !23, !29, !28}
!32 = distinct !{!32, !23}
!33 = distinct !{!33, !26}
!34 = distinct !{!34, !26}
!35 = distinct !{!35, !23, !28, !29}
!36 = distinct !{!36, !23, !29, !28}
!37 = distinct !{!37, !26}
!38 = distinct !{!38, !26}
!39 = distinct !{!39, !23, !28, !29}
!40 = distinct !{!40, !23, !29, !28}
!41 = distinct !{!41, !26}
!42 = distinct !{!42, !26}
!43 = distinct !{!43, !23, !28, !29}
!44 = distinct !{!44, !23, !29, !28}
!45 = distinct !{!45, !26}
!46 = distinct !{!46, !23}
!47 = distinct !{!47, !26}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!52}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !23, !28, !29}
!54 = distinct !{!54, !23, !28}
