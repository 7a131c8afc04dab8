; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i64, float, ptr }
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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  %15 = alloca [12 x double], align 16
  %16 = alloca [13 x double], align 16
  %17 = alloca [13 x double], align 16
  %18 = alloca [13 x double], align 16
  %19 = alloca %struct.Ctx, align 8
  %20 = alloca %struct.P, align 8
  %21 = alloca %struct.P, align 8
  %22 = alloca %struct.P, align 8
  %23 = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #14
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %18) #14
  %24 = load i64, ptr @rng_state, align 8, !tbaa !5
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <2 x i64> poison, i64 %26, i64 0
  %30 = insertelement <2 x i64> %29, i64 %28, i64 1
  %31 = lshr <2 x i64> %30, <i64 10, i64 10>
  %32 = and <2 x i64> %31, <i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <2 x i64> %32 to <2 x double>
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %34, ptr %13, align 16, !tbaa !9
  %35 = mul i64 %28, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <2 x i64> poison, i64 %36, i64 0
  %40 = insertelement <2 x i64> %39, i64 %38, i64 1
  %41 = lshr <2 x i64> %40, <i64 10, i64 10>
  %42 = and <2 x i64> %41, <i64 18014398509481982, i64 18014398509481982>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %45 = getelementptr inbounds i8, ptr %13, i64 16
  store <2 x double> %44, ptr %45, align 16, !tbaa !9
  %46 = mul i64 %38, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <2 x i64> poison, i64 %47, i64 0
  %51 = insertelement <2 x i64> %50, i64 %49, i64 1
  %52 = lshr <2 x i64> %51, <i64 10, i64 10>
  %53 = and <2 x i64> %52, <i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <2 x i64> %53 to <2 x double>
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %56 = getelementptr inbounds i8, ptr %13, i64 32
  store <2 x double> %55, ptr %56, align 16, !tbaa !9
  %57 = mul i64 %49, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = insertelement <2 x i64> poison, i64 %58, i64 0
  %62 = insertelement <2 x i64> %61, i64 %60, i64 1
  %63 = lshr <2 x i64> %62, <i64 10, i64 10>
  %64 = and <2 x i64> %63, <i64 18014398509481982, i64 18014398509481982>
  %65 = uitofp nneg <2 x i64> %64 to <2 x double>
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %67 = getelementptr inbounds i8, ptr %13, i64 48
  store <2 x double> %66, ptr %67, align 16, !tbaa !9
  %68 = mul i64 %60, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <2 x i64> poison, i64 %69, i64 0
  %73 = insertelement <2 x i64> %72, i64 %71, i64 1
  %74 = lshr <2 x i64> %73, <i64 10, i64 10>
  %75 = and <2 x i64> %74, <i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <2 x i64> %75 to <2 x double>
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %78 = getelementptr inbounds i8, ptr %13, i64 64
  store <2 x double> %77, ptr %78, align 16, !tbaa !9
  %79 = mul i64 %71, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %89 = getelementptr inbounds i8, ptr %13, i64 80
  store <2 x double> %88, ptr %89, align 16, !tbaa !9
  %90 = mul i64 %82, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <2 x i64> poison, i64 %91, i64 0
  %95 = insertelement <2 x i64> %94, i64 %93, i64 1
  %96 = lshr <2 x i64> %95, <i64 10, i64 10>
  %97 = and <2 x i64> %96, <i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %99, ptr %18, align 16, !tbaa !9
  %100 = mul i64 %93, 6364136223846793005
  %101 = getelementptr inbounds i8, ptr %18, i64 16
  %102 = add i64 %100, 1442695040888963407
  %103 = mul i64 %102, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = insertelement <2 x i64> poison, i64 %102, i64 0
  %106 = insertelement <2 x i64> %105, i64 %104, i64 1
  %107 = lshr <2 x i64> %106, <i64 10, i64 10>
  %108 = and <2 x i64> %107, <i64 18014398509481982, i64 18014398509481982>
  %109 = uitofp nneg <2 x i64> %108 to <2 x double>
  %110 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %109, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %110, ptr %101, align 16, !tbaa !9
  %111 = mul i64 %104, 6364136223846793005
  %112 = getelementptr inbounds i8, ptr %18, i64 32
  %113 = add i64 %111, 1442695040888963407
  %114 = mul i64 %113, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = insertelement <2 x i64> poison, i64 %113, i64 0
  %117 = insertelement <2 x i64> %116, i64 %115, i64 1
  %118 = lshr <2 x i64> %117, <i64 10, i64 10>
  %119 = and <2 x i64> %118, <i64 18014398509481982, i64 18014398509481982>
  %120 = uitofp nneg <2 x i64> %119 to <2 x double>
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %121, ptr %112, align 16, !tbaa !9
  %122 = mul i64 %115, 6364136223846793005
  %123 = getelementptr inbounds i8, ptr %18, i64 48
  %124 = add i64 %122, 1442695040888963407
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = insertelement <2 x i64> poison, i64 %124, i64 0
  %128 = insertelement <2 x i64> %127, i64 %126, i64 1
  %129 = lshr <2 x i64> %128, <i64 10, i64 10>
  %130 = and <2 x i64> %129, <i64 18014398509481982, i64 18014398509481982>
  %131 = uitofp nneg <2 x i64> %130 to <2 x double>
  %132 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %132, ptr %123, align 16, !tbaa !9
  %133 = mul i64 %126, 6364136223846793005
  %134 = getelementptr inbounds i8, ptr %18, i64 64
  %135 = add i64 %133, 1442695040888963407
  %136 = mul i64 %135, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = insertelement <2 x i64> poison, i64 %135, i64 0
  %139 = insertelement <2 x i64> %138, i64 %137, i64 1
  %140 = lshr <2 x i64> %139, <i64 10, i64 10>
  %141 = and <2 x i64> %140, <i64 18014398509481982, i64 18014398509481982>
  %142 = uitofp nneg <2 x i64> %141 to <2 x double>
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %143, ptr %134, align 16, !tbaa !9
  %144 = mul i64 %137, 6364136223846793005
  %145 = getelementptr inbounds i8, ptr %18, i64 80
  %146 = add i64 %144, 1442695040888963407
  %147 = mul i64 %146, 6364136223846793005
  %148 = add i64 %147, 1442695040888963407
  %149 = insertelement <2 x i64> poison, i64 %146, i64 0
  %150 = insertelement <2 x i64> %149, i64 %148, i64 1
  %151 = lshr <2 x i64> %150, <i64 10, i64 10>
  %152 = and <2 x i64> %151, <i64 18014398509481982, i64 18014398509481982>
  %153 = uitofp nneg <2 x i64> %152 to <2 x double>
  %154 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %153, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %154, ptr %145, align 16, !tbaa !9
  %155 = mul i64 %148, 6364136223846793005
  %156 = add i64 %155, 1442695040888963407
  %157 = lshr i64 %156, 10
  %158 = and i64 %157, 18014398509481982
  %159 = uitofp nneg i64 %158 to double
  %160 = tail call double @llvm.fmuladd.f64(double %159, double 0x3CA0000000000000, double -1.000000e+00)
  %161 = getelementptr inbounds i8, ptr %18, i64 96
  store double %160, ptr %161, align 16, !tbaa !9
  store i64 %156, ptr @rng_state, align 8, !tbaa !5
  %162 = getelementptr inbounds i8, ptr %19, i64 8
  %163 = getelementptr inbounds i8, ptr %19, i64 16
  %164 = getelementptr inbounds i8, ptr %19, i64 24
  %165 = getelementptr inbounds i8, ptr %20, i64 8
  %166 = getelementptr inbounds i8, ptr %20, i64 16
  %167 = getelementptr inbounds i8, ptr %20, i64 24
  %168 = getelementptr inbounds i8, ptr %20, i64 32
  %169 = getelementptr inbounds i8, ptr %21, i64 16
  %170 = getelementptr inbounds i8, ptr %21, i64 8
  %171 = getelementptr inbounds i8, ptr %21, i64 32
  %172 = getelementptr inbounds i8, ptr %21, i64 24
  %173 = getelementptr inbounds i8, ptr %22, i64 8
  %174 = getelementptr inbounds i8, ptr %22, i64 16
  %175 = getelementptr inbounds i8, ptr %22, i64 24
  %176 = getelementptr inbounds i8, ptr %22, i64 32
  %177 = getelementptr inbounds i8, ptr %23, i64 16
  %178 = getelementptr inbounds i8, ptr %23, i64 8
  %179 = getelementptr inbounds i8, ptr %23, i64 32
  br label %186

180:                                              ; preds = %680
  %181 = load i32, ptr @n_fail, align 4, !tbaa !11
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %181)
  %183 = load i32, ptr @n_fail, align 4, !tbaa !11
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13)
  ret i32 %185

186:                                              ; preds = %0, %680
  %187 = phi i1 [ true, %0 ], [ false, %680 ]
  %188 = phi i64 [ 0, %0 ], [ 1, %680 ]
  %189 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %188
  %190 = load i32, ptr %189, align 4, !tbaa !11
  %191 = add nuw nsw i64 %188, 3
  %192 = trunc nuw nsw i64 %188 to i32
  %193 = uitofp nneg i32 %192 to float
  %194 = call float @llvm.fmuladd.f32(float %193, float 0xBFD3333340000000, float 0x3FE6666660000000)
  %195 = uitofp nneg i32 %192 to double
  %196 = call double @llvm.fmuladd.f64(double %195, double 2.000000e-01, double 1.300000e+00)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #14
  store i32 %190, ptr %19, align 8, !tbaa !13
  store i64 %191, ptr %162, align 8, !tbaa !18
  store float %194, ptr %163, align 8, !tbaa !19
  store ptr %18, ptr %164, align 8, !tbaa !20
  %197 = sext i32 %190 to i64
  %198 = shl nsw i64 %197, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %16, ptr nonnull align 16 %13, i64 %198, i1 false)
  %199 = getelementptr inbounds [13 x double], ptr %16, i64 0, i64 %197
  store double %196, ptr %199, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %15, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %20) #14
  store i32 %190, ptr %20, align 8, !tbaa !21
  store double %196, ptr %165, align 8, !tbaa !23
  store ptr %14, ptr %166, align 8, !tbaa !24
  store i64 %191, ptr %167, align 8, !tbaa !25
  store float %194, ptr %168, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %21) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, i8 0, i64 40, i1 false)
  store ptr %15, ptr %169, align 8, !tbaa !24
  %200 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pf, ptr noundef nonnull %20, ptr noundef nonnull %21) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %17, ptr nonnull align 16 %15, i64 %198, i1 false)
  %201 = load double, ptr %170, align 8, !tbaa !23
  %202 = getelementptr inbounds [13 x double], ptr %17, i64 0, i64 %197
  store double %201, ptr %202, align 8, !tbaa !9
  %203 = add nsw i32 %190, 1
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_pf, ptr noundef nonnull %19, ptr noundef nonnull %16, i32 noundef %203, ptr noundef nonnull %17)
  %204 = fadd float %194, 1.250000e-01
  %205 = load float, ptr %171, align 8, !tbaa !26
  %206 = fpext float %204 to double
  %207 = call i64 @llvm.smax.i64(i64 %197, i64 1)
  %208 = add nsw i64 %207, -1
  %209 = and i64 %207, 1
  %210 = icmp eq i64 %208, 0
  br i1 %210, label %241, label %211

211:                                              ; preds = %186
  %212 = and i64 %207, 9223372036854775806
  br label %213

213:                                              ; preds = %213, %211
  %214 = phi i64 [ 0, %211 ], [ %238, %213 ]
  %215 = phi double [ 0.000000e+00, %211 ], [ %237, %213 ]
  %216 = phi i64 [ 0, %211 ], [ %239, %213 ]
  %217 = getelementptr inbounds double, ptr %14, i64 %214
  %218 = load double, ptr %217, align 16, !tbaa !9
  %219 = fmul double %196, %218
  %220 = call double @sin(double noundef %218) #14
  %221 = fmul double %220, %206
  %222 = add nuw nsw i64 %214, %191
  %223 = uitofp nneg i64 %222 to double
  %224 = fmul double %221, %223
  %225 = call double @llvm.fmuladd.f64(double %219, double %218, double %224)
  %226 = fadd double %215, %225
  %227 = or disjoint i64 %214, 1
  %228 = getelementptr inbounds double, ptr %14, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = fmul double %196, %229
  %231 = call double @sin(double noundef %229) #14
  %232 = fmul double %231, %206
  %233 = add nuw nsw i64 %227, %191
  %234 = uitofp nneg i64 %233 to double
  %235 = fmul double %232, %234
  %236 = call double @llvm.fmuladd.f64(double %230, double %229, double %235)
  %237 = fadd double %226, %236
  %238 = add nuw nsw i64 %214, 2
  %239 = add i64 %216, 2
  %240 = icmp eq i64 %239, %212
  br i1 %240, label %241, label %213, !llvm.loop !27

241:                                              ; preds = %213, %186
  %242 = phi double [ poison, %186 ], [ %237, %213 ]
  %243 = phi i64 [ 0, %186 ], [ %238, %213 ]
  %244 = phi double [ 0.000000e+00, %186 ], [ %237, %213 ]
  %245 = icmp eq i64 %209, 0
  br i1 %245, label %257, label %246

246:                                              ; preds = %241
  %247 = getelementptr inbounds double, ptr %14, i64 %243
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fmul double %196, %248
  %250 = call double @sin(double noundef %248) #14
  %251 = fmul double %250, %206
  %252 = add nuw nsw i64 %243, %191
  %253 = uitofp nneg i64 %252 to double
  %254 = fmul double %251, %253
  %255 = call double @llvm.fmuladd.f64(double %249, double %248, double %254)
  %256 = fadd double %244, %255
  br label %257

257:                                              ; preds = %241, %246
  %258 = phi double [ %242, %241 ], [ %256, %246 ]
  %259 = fadd float %194, -1.250000e-01
  %260 = call double @llvm.fmuladd.f64(double %196, double 1.000000e-01, double 1.000000e+00)
  %261 = fpext float %259 to double
  %262 = and i64 %207, 1
  %263 = icmp eq i64 %208, 0
  br i1 %263, label %294, label %264

264:                                              ; preds = %257
  %265 = and i64 %207, 9223372036854775806
  br label %266

266:                                              ; preds = %266, %264
  %267 = phi i64 [ 0, %264 ], [ %291, %266 ]
  %268 = phi double [ 0.000000e+00, %264 ], [ %290, %266 ]
  %269 = phi i64 [ 0, %264 ], [ %292, %266 ]
  %270 = getelementptr inbounds double, ptr %14, i64 %267
  %271 = load double, ptr %270, align 16, !tbaa !9
  %272 = fmul double %196, %271
  %273 = call double @sin(double noundef %271) #14
  %274 = fmul double %273, %261
  %275 = add nuw nsw i64 %267, %191
  %276 = uitofp nneg i64 %275 to double
  %277 = fmul double %274, %276
  %278 = call double @llvm.fmuladd.f64(double %272, double %271, double %277)
  %279 = fadd double %268, %278
  %280 = or disjoint i64 %267, 1
  %281 = getelementptr inbounds double, ptr %14, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = fmul double %196, %282
  %284 = call double @sin(double noundef %282) #14
  %285 = fmul double %284, %261
  %286 = add nuw nsw i64 %280, %191
  %287 = uitofp nneg i64 %286 to double
  %288 = fmul double %285, %287
  %289 = call double @llvm.fmuladd.f64(double %283, double %282, double %288)
  %290 = fadd double %279, %289
  %291 = add nuw nsw i64 %267, 2
  %292 = add i64 %269, 2
  %293 = icmp eq i64 %292, %265
  br i1 %293, label %294, label %266, !llvm.loop !27

294:                                              ; preds = %266, %257
  %295 = phi double [ poison, %257 ], [ %290, %266 ]
  %296 = phi i64 [ 0, %257 ], [ %291, %266 ]
  %297 = phi double [ 0.000000e+00, %257 ], [ %290, %266 ]
  %298 = icmp eq i64 %262, 0
  br i1 %298, label %310, label %299

299:                                              ; preds = %294
  %300 = getelementptr inbounds double, ptr %14, i64 %296
  %301 = load double, ptr %300, align 8, !tbaa !9
  %302 = fmul double %196, %301
  %303 = call double @sin(double noundef %301) #14
  %304 = fmul double %303, %261
  %305 = add nuw nsw i64 %296, %191
  %306 = uitofp nneg i64 %305 to double
  %307 = fmul double %304, %306
  %308 = call double @llvm.fmuladd.f64(double %302, double %301, double %307)
  %309 = fadd double %297, %308
  br label %310

310:                                              ; preds = %294, %299
  %311 = phi double [ %295, %294 ], [ %309, %299 ]
  %312 = fpext float %205 to double
  %313 = fmul double %260, %258
  %314 = fmul double %260, %311
  %315 = fsub double %313, %314
  %316 = fsub double %206, %261
  %317 = fdiv double %315, %316
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ogt double %318, 1.000000e+00
  %320 = select i1 %319, double %318, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %312, ptr %12, align 8, !tbaa !9
  %321 = load volatile double, ptr %12, align 8, !tbaa !9
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %323, label %335, label %324

324:                                              ; preds = %310
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %317, ptr %11, align 8, !tbaa !9
  %325 = load volatile double, ptr %11, align 8, !tbaa !9
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fcmp ueq double %326, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %327, label %335, label %328

328:                                              ; preds = %324
  %329 = fsub double %312, %317
  %330 = call double @llvm.fabs.f64(double %329)
  %331 = fmul double %320, 1.000000e-05
  %332 = fcmp ugt double %330, %331
  br i1 %332, label %335, label %333

333:                                              ; preds = %328
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %192, double noundef %312, double noundef %317, ptr noundef nonnull @.str.9)
  br label %339

335:                                              ; preds = %328, %324, %310
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %192, double noundef %312, double noundef %317, ptr noundef nonnull @.str.10)
  %337 = load i32, ptr @n_fail, align 4, !tbaa !11
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr @n_fail, align 4, !tbaa !11
  br label %339

339:                                              ; preds = %333, %335
  %340 = load i32, ptr %21, align 8, !tbaa !21
  %341 = sitofp i32 %340 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %341, ptr %10, align 8, !tbaa !9
  %342 = load volatile double, ptr %10, align 8, !tbaa !9
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %344, label %353, label %345

345:                                              ; preds = %339
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double 0.000000e+00, ptr %9, align 8, !tbaa !9
  %346 = load volatile double, ptr %9, align 8, !tbaa !9
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fcmp ueq double %347, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %349 = icmp ne i32 %340, 0
  %350 = select i1 %348, i1 true, i1 %349
  br i1 %350, label %353, label %351

351:                                              ; preds = %345
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %192, double noundef %341, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  br label %357

353:                                              ; preds = %345, %339
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %192, double noundef %341, double noundef 0.000000e+00, ptr noundef nonnull @.str.10)
  %355 = load i32, ptr @n_fail, align 4, !tbaa !11
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr @n_fail, align 4, !tbaa !11
  br label %357

357:                                              ; preds = %351, %353
  %358 = load i64, ptr %172, align 8, !tbaa !25
  %359 = sitofp i64 %358 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %359, ptr %8, align 8, !tbaa !9
  %360 = load volatile double, ptr %8, align 8, !tbaa !9
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp ueq double %361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %362, label %371, label %363

363:                                              ; preds = %357
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 0.000000e+00, ptr %7, align 8, !tbaa !9
  %364 = load volatile double, ptr %7, align 8, !tbaa !9
  %365 = call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %367 = icmp ne i64 %358, 0
  %368 = select i1 %366, i1 true, i1 %367
  br i1 %368, label %371, label %369

369:                                              ; preds = %363
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %192, double noundef %359, double noundef 0.000000e+00, ptr noundef nonnull @.str.9)
  br label %375

371:                                              ; preds = %363, %357
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %192, double noundef %359, double noundef 0.000000e+00, ptr noundef nonnull @.str.10)
  %373 = load i32, ptr @n_fail, align 4, !tbaa !11
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr @n_fail, align 4, !tbaa !11
  br label %375

375:                                              ; preds = %369, %371
  %376 = load ptr, ptr %169, align 8, !tbaa !24
  %377 = icmp eq ptr %376, %15
  %378 = uitofp i1 %377 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %378, ptr %6, align 8, !tbaa !9
  %379 = load volatile double, ptr %6, align 8, !tbaa !9
  %380 = call double @llvm.fabs.f64(double %379)
  %381 = fcmp ueq double %380, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %381, label %391, label %382

382:                                              ; preds = %375
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 1.000000e+00, ptr %5, align 8, !tbaa !9
  %383 = load volatile double, ptr %5, align 8, !tbaa !9
  %384 = call double @llvm.fabs.f64(double %383)
  %385 = fcmp ueq double %384, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %386 = fadd double %378, -1.000000e+00
  %387 = fcmp une double %386, 0.000000e+00
  %388 = select i1 %385, i1 true, i1 %387
  br i1 %388, label %391, label %389

389:                                              ; preds = %382
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %192, double noundef %378, double noundef 1.000000e+00, ptr noundef nonnull @.str.9)
  br label %395

391:                                              ; preds = %382, %375
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %192, double noundef %378, double noundef 1.000000e+00, ptr noundef nonnull @.str.10)
  %393 = load i32, ptr @n_fail, align 4, !tbaa !11
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr @n_fail, align 4, !tbaa !11
  br label %395

395:                                              ; preds = %389, %391
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #14
  store i32 %190, ptr %22, align 8, !tbaa !21
  store double %196, ptr %173, align 8, !tbaa !23
  store ptr %14, ptr %174, align 8, !tbaa !24
  store i64 %191, ptr %175, align 8, !tbaa !25
  store float %194, ptr %176, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, i8 0, i64 40, i1 false)
  store ptr %15, ptr %177, align 8, !tbaa !24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %15, ptr nonnull align 16 %18, i64 %198, i1 false)
  %396 = getelementptr inbounds [13 x double], ptr %18, i64 0, i64 %197
  %397 = load double, ptr %396, align 8, !tbaa !9
  store double %397, ptr %178, align 8, !tbaa !23
  %398 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pnorm, ptr noundef nonnull %22, ptr noundef nonnull %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %17, ptr nonnull align 16 %15, i64 %198, i1 false)
  %399 = load double, ptr %178, align 8, !tbaa !23
  store double %399, ptr %202, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_pnorm, ptr noundef nonnull %19, ptr noundef nonnull %16, i32 noundef %203, ptr noundef nonnull %17)
  %400 = fadd float %194, 0x3F50624DE0000000
  %401 = load float, ptr %179, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %16, i64 %198, i1 false)
  %402 = zext nneg i32 %190 to i64
  %403 = add nsw i64 %402, -1
  %404 = and i64 %402, 3
  %405 = icmp ult i64 %403, 3
  br i1 %405, label %408, label %406

406:                                              ; preds = %395
  %407 = and i64 %402, 2147483644
  br label %444

408:                                              ; preds = %444, %395
  %409 = phi double [ poison, %395 ], [ %462, %444 ]
  %410 = phi i64 [ 0, %395 ], [ %463, %444 ]
  %411 = phi double [ 0.000000e+00, %395 ], [ %462, %444 ]
  %412 = icmp eq i64 %404, 0
  br i1 %412, label %423, label %413

413:                                              ; preds = %408, %413
  %414 = phi i64 [ %420, %413 ], [ %410, %408 ]
  %415 = phi double [ %419, %413 ], [ %411, %408 ]
  %416 = phi i64 [ %421, %413 ], [ 0, %408 ]
  %417 = getelementptr inbounds double, ptr %4, i64 %414
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = call double @llvm.fmuladd.f64(double %418, double %418, double %415)
  %420 = add nuw nsw i64 %414, 1
  %421 = add i64 %416, 1
  %422 = icmp eq i64 %421, %404
  br i1 %422, label %423, label %413, !llvm.loop !29

423:                                              ; preds = %413, %408
  %424 = phi double [ %409, %408 ], [ %419, %413 ]
  %425 = fadd float %194, 0xBF50624DE0000000
  %426 = call double @sqrt(double noundef %424) #14
  %427 = fpext float %400 to double
  %428 = call double @llvm.fmuladd.f64(double %427, double 1.000000e-02, double %426)
  %429 = and i64 %402, 2147483646
  %430 = insertelement <2 x double> poison, double %196, i64 0
  %431 = shufflevector <2 x double> %430, <2 x double> poison, <2 x i32> zeroinitializer
  %432 = insertelement <2 x double> poison, double %428, i64 0
  %433 = shufflevector <2 x double> %432, <2 x double> poison, <2 x i32> zeroinitializer
  br label %434

434:                                              ; preds = %434, %423
  %435 = phi i64 [ 0, %423 ], [ %440, %434 ]
  %436 = getelementptr inbounds double, ptr %4, i64 %435
  %437 = load <2 x double>, ptr %436, align 16, !tbaa !9
  %438 = fmul <2 x double> %431, %437
  %439 = fdiv <2 x double> %438, %433
  store <2 x double> %439, ptr %436, align 16, !tbaa !9
  %440 = add nuw i64 %435, 2
  %441 = icmp eq i64 %440, %429
  br i1 %441, label %442, label %434, !llvm.loop !31

442:                                              ; preds = %434
  %443 = icmp eq i64 %429, %402
  br i1 %443, label %474, label %466

444:                                              ; preds = %444, %406
  %445 = phi i64 [ 0, %406 ], [ %463, %444 ]
  %446 = phi double [ 0.000000e+00, %406 ], [ %462, %444 ]
  %447 = phi i64 [ 0, %406 ], [ %464, %444 ]
  %448 = getelementptr inbounds double, ptr %4, i64 %445
  %449 = load double, ptr %448, align 16, !tbaa !9
  %450 = call double @llvm.fmuladd.f64(double %449, double %449, double %446)
  %451 = or disjoint i64 %445, 1
  %452 = getelementptr inbounds double, ptr %4, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = call double @llvm.fmuladd.f64(double %453, double %453, double %450)
  %455 = or disjoint i64 %445, 2
  %456 = getelementptr inbounds double, ptr %4, i64 %455
  %457 = load double, ptr %456, align 16, !tbaa !9
  %458 = call double @llvm.fmuladd.f64(double %457, double %457, double %454)
  %459 = or disjoint i64 %445, 3
  %460 = getelementptr inbounds double, ptr %4, i64 %459
  %461 = load double, ptr %460, align 8, !tbaa !9
  %462 = call double @llvm.fmuladd.f64(double %461, double %461, double %458)
  %463 = add nuw nsw i64 %445, 4
  %464 = add i64 %447, 4
  %465 = icmp eq i64 %464, %407
  br i1 %465, label %408, label %444, !llvm.loop !34

466:                                              ; preds = %442, %466
  %467 = phi i64 [ %472, %466 ], [ %429, %442 ]
  %468 = getelementptr inbounds double, ptr %4, i64 %467
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = fmul double %196, %469
  %471 = fdiv double %470, %428
  store double %471, ptr %468, align 8, !tbaa !9
  %472 = add nuw nsw i64 %467, 1
  %473 = icmp eq i64 %472, %402
  br i1 %473, label %474, label %466, !llvm.loop !35

474:                                              ; preds = %466, %442
  %475 = load double, ptr %396, align 8, !tbaa !9
  %476 = fmul double %428, %475
  %477 = and i64 %402, 3
  %478 = icmp ult i64 %403, 3
  br i1 %478, label %511, label %479

479:                                              ; preds = %474
  %480 = and i64 %402, 2147483644
  br label %481

481:                                              ; preds = %481, %479
  %482 = phi i64 [ 0, %479 ], [ %508, %481 ]
  %483 = phi double [ %476, %479 ], [ %507, %481 ]
  %484 = phi i64 [ 0, %479 ], [ %509, %481 ]
  %485 = getelementptr inbounds double, ptr %18, i64 %482
  %486 = load double, ptr %485, align 16, !tbaa !9
  %487 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %482
  %488 = load double, ptr %487, align 16, !tbaa !9
  %489 = call double @llvm.fmuladd.f64(double %486, double %488, double %483)
  %490 = or disjoint i64 %482, 1
  %491 = getelementptr inbounds double, ptr %18, i64 %490
  %492 = load double, ptr %491, align 8, !tbaa !9
  %493 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %490
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = call double @llvm.fmuladd.f64(double %492, double %494, double %489)
  %496 = or disjoint i64 %482, 2
  %497 = getelementptr inbounds double, ptr %18, i64 %496
  %498 = load double, ptr %497, align 16, !tbaa !9
  %499 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %496
  %500 = load double, ptr %499, align 16, !tbaa !9
  %501 = call double @llvm.fmuladd.f64(double %498, double %500, double %495)
  %502 = or disjoint i64 %482, 3
  %503 = getelementptr inbounds double, ptr %18, i64 %502
  %504 = load double, ptr %503, align 8, !tbaa !9
  %505 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %502
  %506 = load double, ptr %505, align 8, !tbaa !9
  %507 = call double @llvm.fmuladd.f64(double %504, double %506, double %501)
  %508 = add nuw nsw i64 %482, 4
  %509 = add i64 %484, 4
  %510 = icmp eq i64 %509, %480
  br i1 %510, label %511, label %481, !llvm.loop !36

511:                                              ; preds = %481, %474
  %512 = phi double [ poison, %474 ], [ %507, %481 ]
  %513 = phi i64 [ 0, %474 ], [ %508, %481 ]
  %514 = phi double [ %476, %474 ], [ %507, %481 ]
  %515 = icmp eq i64 %477, 0
  br i1 %515, label %528, label %516

516:                                              ; preds = %511, %516
  %517 = phi i64 [ %525, %516 ], [ %513, %511 ]
  %518 = phi double [ %524, %516 ], [ %514, %511 ]
  %519 = phi i64 [ %526, %516 ], [ 0, %511 ]
  %520 = getelementptr inbounds double, ptr %18, i64 %517
  %521 = load double, ptr %520, align 8, !tbaa !9
  %522 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %517
  %523 = load double, ptr %522, align 8, !tbaa !9
  %524 = call double @llvm.fmuladd.f64(double %521, double %523, double %518)
  %525 = add nuw nsw i64 %517, 1
  %526 = add i64 %519, 1
  %527 = icmp eq i64 %526, %477
  br i1 %527, label %528, label %516, !llvm.loop !37

528:                                              ; preds = %516, %511
  %529 = phi double [ %512, %511 ], [ %524, %516 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull readonly align 16 %16, i64 %198, i1 false)
  %530 = and i64 %402, 3
  %531 = icmp ult i64 %403, 3
  br i1 %531, label %534, label %532

532:                                              ; preds = %528
  %533 = and i64 %402, 2147483644
  br label %569

534:                                              ; preds = %569, %528
  %535 = phi double [ poison, %528 ], [ %587, %569 ]
  %536 = phi i64 [ 0, %528 ], [ %588, %569 ]
  %537 = phi double [ 0.000000e+00, %528 ], [ %587, %569 ]
  %538 = icmp eq i64 %530, 0
  br i1 %538, label %549, label %539

539:                                              ; preds = %534, %539
  %540 = phi i64 [ %546, %539 ], [ %536, %534 ]
  %541 = phi double [ %545, %539 ], [ %537, %534 ]
  %542 = phi i64 [ %547, %539 ], [ 0, %534 ]
  %543 = getelementptr inbounds double, ptr %3, i64 %540
  %544 = load double, ptr %543, align 8, !tbaa !9
  %545 = call double @llvm.fmuladd.f64(double %544, double %544, double %541)
  %546 = add nuw nsw i64 %540, 1
  %547 = add i64 %542, 1
  %548 = icmp eq i64 %547, %530
  br i1 %548, label %549, label %539, !llvm.loop !38

549:                                              ; preds = %539, %534
  %550 = phi double [ %535, %534 ], [ %545, %539 ]
  %551 = call double @sqrt(double noundef %550) #14
  %552 = fpext float %425 to double
  %553 = call double @llvm.fmuladd.f64(double %552, double 1.000000e-02, double %551)
  %554 = and i64 %402, 2147483646
  %555 = insertelement <2 x double> poison, double %196, i64 0
  %556 = shufflevector <2 x double> %555, <2 x double> poison, <2 x i32> zeroinitializer
  %557 = insertelement <2 x double> poison, double %553, i64 0
  %558 = shufflevector <2 x double> %557, <2 x double> poison, <2 x i32> zeroinitializer
  br label %559

559:                                              ; preds = %559, %549
  %560 = phi i64 [ 0, %549 ], [ %565, %559 ]
  %561 = getelementptr inbounds double, ptr %3, i64 %560
  %562 = load <2 x double>, ptr %561, align 16, !tbaa !9
  %563 = fmul <2 x double> %556, %562
  %564 = fdiv <2 x double> %563, %558
  store <2 x double> %564, ptr %561, align 16, !tbaa !9
  %565 = add nuw i64 %560, 2
  %566 = icmp eq i64 %565, %554
  br i1 %566, label %567, label %559, !llvm.loop !39

567:                                              ; preds = %559
  %568 = icmp eq i64 %554, %402
  br i1 %568, label %599, label %591

569:                                              ; preds = %569, %532
  %570 = phi i64 [ 0, %532 ], [ %588, %569 ]
  %571 = phi double [ 0.000000e+00, %532 ], [ %587, %569 ]
  %572 = phi i64 [ 0, %532 ], [ %589, %569 ]
  %573 = getelementptr inbounds double, ptr %3, i64 %570
  %574 = load double, ptr %573, align 16, !tbaa !9
  %575 = call double @llvm.fmuladd.f64(double %574, double %574, double %571)
  %576 = or disjoint i64 %570, 1
  %577 = getelementptr inbounds double, ptr %3, i64 %576
  %578 = load double, ptr %577, align 8, !tbaa !9
  %579 = call double @llvm.fmuladd.f64(double %578, double %578, double %575)
  %580 = or disjoint i64 %570, 2
  %581 = getelementptr inbounds double, ptr %3, i64 %580
  %582 = load double, ptr %581, align 16, !tbaa !9
  %583 = call double @llvm.fmuladd.f64(double %582, double %582, double %579)
  %584 = or disjoint i64 %570, 3
  %585 = getelementptr inbounds double, ptr %3, i64 %584
  %586 = load double, ptr %585, align 8, !tbaa !9
  %587 = call double @llvm.fmuladd.f64(double %586, double %586, double %583)
  %588 = add nuw nsw i64 %570, 4
  %589 = add i64 %572, 4
  %590 = icmp eq i64 %589, %533
  br i1 %590, label %534, label %569, !llvm.loop !34

591:                                              ; preds = %567, %591
  %592 = phi i64 [ %597, %591 ], [ %554, %567 ]
  %593 = getelementptr inbounds double, ptr %3, i64 %592
  %594 = load double, ptr %593, align 8, !tbaa !9
  %595 = fmul double %196, %594
  %596 = fdiv double %595, %553
  store double %596, ptr %593, align 8, !tbaa !9
  %597 = add nuw nsw i64 %592, 1
  %598 = icmp eq i64 %597, %402
  br i1 %598, label %599, label %591, !llvm.loop !40

599:                                              ; preds = %591, %567
  %600 = load double, ptr %396, align 8, !tbaa !9
  %601 = fmul double %553, %600
  %602 = and i64 %402, 3
  %603 = icmp ult i64 %403, 3
  br i1 %603, label %636, label %604

604:                                              ; preds = %599
  %605 = and i64 %402, 2147483644
  br label %606

606:                                              ; preds = %606, %604
  %607 = phi i64 [ 0, %604 ], [ %633, %606 ]
  %608 = phi double [ %601, %604 ], [ %632, %606 ]
  %609 = phi i64 [ 0, %604 ], [ %634, %606 ]
  %610 = getelementptr inbounds double, ptr %18, i64 %607
  %611 = load double, ptr %610, align 16, !tbaa !9
  %612 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %607
  %613 = load double, ptr %612, align 16, !tbaa !9
  %614 = call double @llvm.fmuladd.f64(double %611, double %613, double %608)
  %615 = or disjoint i64 %607, 1
  %616 = getelementptr inbounds double, ptr %18, i64 %615
  %617 = load double, ptr %616, align 8, !tbaa !9
  %618 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %615
  %619 = load double, ptr %618, align 8, !tbaa !9
  %620 = call double @llvm.fmuladd.f64(double %617, double %619, double %614)
  %621 = or disjoint i64 %607, 2
  %622 = getelementptr inbounds double, ptr %18, i64 %621
  %623 = load double, ptr %622, align 16, !tbaa !9
  %624 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %621
  %625 = load double, ptr %624, align 16, !tbaa !9
  %626 = call double @llvm.fmuladd.f64(double %623, double %625, double %620)
  %627 = or disjoint i64 %607, 3
  %628 = getelementptr inbounds double, ptr %18, i64 %627
  %629 = load double, ptr %628, align 8, !tbaa !9
  %630 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %627
  %631 = load double, ptr %630, align 8, !tbaa !9
  %632 = call double @llvm.fmuladd.f64(double %629, double %631, double %626)
  %633 = add nuw nsw i64 %607, 4
  %634 = add i64 %609, 4
  %635 = icmp eq i64 %634, %605
  br i1 %635, label %636, label %606, !llvm.loop !36

636:                                              ; preds = %606, %599
  %637 = phi double [ poison, %599 ], [ %632, %606 ]
  %638 = phi i64 [ 0, %599 ], [ %633, %606 ]
  %639 = phi double [ %601, %599 ], [ %632, %606 ]
  %640 = icmp eq i64 %602, 0
  br i1 %640, label %653, label %641

641:                                              ; preds = %636, %641
  %642 = phi i64 [ %650, %641 ], [ %638, %636 ]
  %643 = phi double [ %649, %641 ], [ %639, %636 ]
  %644 = phi i64 [ %651, %641 ], [ 0, %636 ]
  %645 = getelementptr inbounds double, ptr %18, i64 %642
  %646 = load double, ptr %645, align 8, !tbaa !9
  %647 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %642
  %648 = load double, ptr %647, align 8, !tbaa !9
  %649 = call double @llvm.fmuladd.f64(double %646, double %648, double %643)
  %650 = add nuw nsw i64 %642, 1
  %651 = add i64 %644, 1
  %652 = icmp eq i64 %651, %602
  br i1 %652, label %653, label %641, !llvm.loop !41

653:                                              ; preds = %641, %636
  %654 = phi double [ %637, %636 ], [ %649, %641 ]
  %655 = fpext float %401 to double
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  %656 = fsub double %529, %654
  %657 = fsub double %427, %552
  %658 = fdiv double %656, %657
  %659 = call double @llvm.fabs.f64(double %658)
  %660 = fcmp ogt double %659, 1.000000e+00
  %661 = select i1 %660, double %659, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %655, ptr %2, align 8, !tbaa !9
  %662 = load volatile double, ptr %2, align 8, !tbaa !9
  %663 = call double @llvm.fabs.f64(double %662)
  %664 = fcmp ueq double %663, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %664, label %676, label %665

665:                                              ; preds = %653
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %658, ptr %1, align 8, !tbaa !9
  %666 = load volatile double, ptr %1, align 8, !tbaa !9
  %667 = call double @llvm.fabs.f64(double %666)
  %668 = fcmp ueq double %667, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %668, label %676, label %669

669:                                              ; preds = %665
  %670 = fsub double %655, %658
  %671 = call double @llvm.fabs.f64(double %670)
  %672 = fmul double %661, 1.000000e-04
  %673 = fcmp ugt double %671, %672
  br i1 %673, label %676, label %674

674:                                              ; preds = %669
  %675 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %192, double noundef %655, double noundef %658, ptr noundef nonnull @.str.9)
  br label %680

676:                                              ; preds = %669, %665, %653
  %677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %192, double noundef %655, double noundef %658, ptr noundef nonnull @.str.10)
  %678 = load i32, ptr @n_fail, align 4, !tbaa !11
  %679 = add nsw i32 %678, 1
  store i32 %679, ptr @n_fail, align 4, !tbaa !11
  br label %680

680:                                              ; preds = %674, %676
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %20) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #14
  br i1 %187, label %186, label %180, !llvm.loop !42
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
  %2 = load i32, ptr %0, align 8, !tbaa !21
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
  %12 = load double, ptr %11, align 8, !tbaa !23
  %13 = tail call double @llvm.fmuladd.f64(double %12, double 1.000000e-01, double 1.000000e+00)
  %14 = fmul double %10, %13
  ret double %14

15:                                               ; preds = %4, %15
  %16 = phi i64 [ 0, %4 ], [ %33, %15 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %32, %15 ]
  %18 = load double, ptr %5, align 8, !tbaa !23
  %19 = load ptr, ptr %6, align 8, !tbaa !24
  %20 = getelementptr inbounds double, ptr %19, i64 %16
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %18, %21
  %23 = load float, ptr %7, align 8, !tbaa !26
  %24 = fpext float %23 to double
  %25 = tail call double @sin(double noundef %21) #14
  %26 = fmul double %25, %24
  %27 = load i64, ptr %8, align 8, !tbaa !25
  %28 = add nsw i64 %27, %16
  %29 = sitofp i64 %28 to double
  %30 = fmul double %26, %29
  %31 = tail call double @llvm.fmuladd.f64(double %22, double %21, double %30)
  %32 = fadd double %17, %31
  %33 = add nuw nsw i64 %16, 1
  %34 = load i32, ptr %0, align 8, !tbaa !21
  %35 = sext i32 %34 to i64
  %36 = icmp slt i64 %33, %35
  br i1 %36, label %15, label %9, !llvm.loop !27
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #7 {
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
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !43
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !43
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
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.9)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.10)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !11
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !44
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @obj_pf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds double, ptr %0, i64 %5
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !18
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %64

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load float, ptr %13, align 8, !tbaa !19
  %15 = fpext float %14 to double
  %16 = and i64 %5, 1
  %17 = icmp eq i32 %4, 1
  br i1 %17, label %48, label %18

18:                                               ; preds = %12
  %19 = and i64 %5, 2147483646
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %45, %20 ]
  %22 = phi double [ 0.000000e+00, %18 ], [ %44, %20 ]
  %23 = phi i64 [ 0, %18 ], [ %46, %20 ]
  %24 = getelementptr inbounds double, ptr %3, i64 %21
  %25 = load double, ptr %24, align 16, !tbaa !9
  %26 = fmul double %8, %25
  %27 = tail call double @sin(double noundef %25) #14
  %28 = fmul double %27, %15
  %29 = add nsw i64 %21, %10
  %30 = sitofp i64 %29 to double
  %31 = fmul double %28, %30
  %32 = tail call double @llvm.fmuladd.f64(double %26, double %25, double %31)
  %33 = fadd double %22, %32
  %34 = or disjoint i64 %21, 1
  %35 = getelementptr inbounds double, ptr %3, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %8, %36
  %38 = tail call double @sin(double noundef %36) #14
  %39 = fmul double %38, %15
  %40 = add nsw i64 %34, %10
  %41 = sitofp i64 %40 to double
  %42 = fmul double %39, %41
  %43 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %42)
  %44 = fadd double %33, %43
  %45 = add nuw nsw i64 %21, 2
  %46 = add i64 %23, 2
  %47 = icmp eq i64 %46, %19
  br i1 %47, label %48, label %20, !llvm.loop !27

48:                                               ; preds = %20, %12
  %49 = phi double [ poison, %12 ], [ %44, %20 ]
  %50 = phi i64 [ 0, %12 ], [ %45, %20 ]
  %51 = phi double [ 0.000000e+00, %12 ], [ %44, %20 ]
  %52 = icmp eq i64 %16, 0
  br i1 %52, label %64, label %53

53:                                               ; preds = %48
  %54 = getelementptr inbounds double, ptr %3, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fmul double %8, %55
  %57 = tail call double @sin(double noundef %55) #14
  %58 = fmul double %57, %15
  %59 = add nsw i64 %50, %10
  %60 = sitofp i64 %59 to double
  %61 = fmul double %58, %60
  %62 = tail call double @llvm.fmuladd.f64(double %56, double %55, double %61)
  %63 = fadd double %51, %62
  br label %64

64:                                               ; preds = %53, %48, %2
  %65 = phi double [ 0.000000e+00, %2 ], [ %49, %48 ], [ %63, %53 ]
  %66 = tail call double @llvm.fmuladd.f64(double %8, double 1.000000e-01, double 1.000000e+00)
  %67 = fmul double %66, %65
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  ret double %67
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal void @pnorm(ptr nocapture noundef %0) #6 {
  %2 = load i32, ptr %0, align 8, !tbaa !21
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !24
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
  br i1 %26, label %27, label %17, !llvm.loop !45

27:                                               ; preds = %12, %17, %1
  %28 = phi double [ 0.000000e+00, %1 ], [ %13, %12 ], [ %23, %17 ]
  %29 = tail call double @sqrt(double noundef %28) #14
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load float, ptr %30, align 8, !tbaa !26
  %32 = fpext float %31 to double
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 1.000000e-02, double %29)
  %34 = load i32, ptr %0, align 8, !tbaa !21
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %36, label %105

36:                                               ; preds = %27
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = zext nneg i32 %34 to i64
  %41 = icmp eq i32 %34, 1
  br i1 %41, label %42, label %59

42:                                               ; preds = %81, %59, %36
  %43 = phi i64 [ 0, %59 ], [ 0, %36 ], [ %67, %81 ]
  %44 = and i64 %40, 1
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %53, label %46

46:                                               ; preds = %42
  %47 = load double, ptr %37, align 8, !tbaa !23
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
  %70 = load double, ptr %37, align 8, !tbaa !23, !alias.scope !46
  %71 = insertelement <2 x double> poison, double %70, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  br label %73

73:                                               ; preds = %73, %66
  %74 = phi i64 [ 0, %66 ], [ %79, %73 ]
  %75 = getelementptr inbounds double, ptr %39, i64 %74
  %76 = load <2 x double>, ptr %75, align 8, !tbaa !9, !alias.scope !49, !noalias !46
  %77 = fmul <2 x double> %72, %76
  %78 = fdiv <2 x double> %77, %69
  store <2 x double> %78, ptr %75, align 8, !tbaa !9, !alias.scope !49, !noalias !46
  %79 = add nuw i64 %74, 2
  %80 = icmp eq i64 %79, %67
  br i1 %80, label %81, label %73, !llvm.loop !51

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
  br i1 %104, label %12, label %83, !llvm.loop !34

105:                                              ; preds = %53, %107, %81, %27
  %106 = getelementptr inbounds i8, ptr %0, i64 8
  store double %33, ptr %106, align 8, !tbaa !23
  ret void

107:                                              ; preds = %107, %57
  %108 = phi i64 [ %54, %57 ], [ %119, %107 ]
  %109 = load double, ptr %37, align 8, !tbaa !23
  %110 = getelementptr inbounds double, ptr %39, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = fmul double %109, %111
  %113 = fdiv double %112, %33
  store double %113, ptr %110, align 8, !tbaa !9
  %114 = load double, ptr %37, align 8, !tbaa !23
  %115 = getelementptr double, ptr %58, i64 %108
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = fmul double %114, %116
  %118 = fdiv double %117, %33
  store double %118, ptr %115, align 8, !tbaa !9
  %119 = add nuw nsw i64 %108, 2
  %120 = icmp eq i64 %119, %40
  br i1 %120, label %105, label %107, !llvm.loop !52
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_pnorm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds double, ptr %0, i64 %5
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load float, ptr %9, align 8, !tbaa !19
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %33

12:                                               ; preds = %2
  %13 = zext nneg i32 %4 to i64
  %14 = and i64 %13, 3
  %15 = icmp ult i32 %4, 4
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = and i64 %13, 2147483644
  br label %59

18:                                               ; preds = %59, %12
  %19 = phi double [ poison, %12 ], [ %77, %59 ]
  %20 = phi i64 [ 0, %12 ], [ %78, %59 ]
  %21 = phi double [ 0.000000e+00, %12 ], [ %77, %59 ]
  %22 = icmp eq i64 %14, 0
  br i1 %22, label %33, label %23

23:                                               ; preds = %18, %23
  %24 = phi i64 [ %30, %23 ], [ %20, %18 ]
  %25 = phi double [ %29, %23 ], [ %21, %18 ]
  %26 = phi i64 [ %31, %23 ], [ 0, %18 ]
  %27 = getelementptr inbounds double, ptr %3, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %28, double %25)
  %30 = add nuw nsw i64 %24, 1
  %31 = add i64 %26, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %33, label %23, !llvm.loop !53

33:                                               ; preds = %18, %23, %2
  %34 = phi double [ 0.000000e+00, %2 ], [ %19, %18 ], [ %29, %23 ]
  %35 = tail call double @sqrt(double noundef %34) #14
  %36 = fpext float %10 to double
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 1.000000e-02, double %35)
  br i1 %11, label %38, label %89

38:                                               ; preds = %33
  %39 = zext nneg i32 %4 to i64
  %40 = icmp eq i32 %4, 1
  br i1 %40, label %41, label %43

41:                                               ; preds = %57, %38
  %42 = phi i64 [ 0, %38 ], [ %44, %57 ]
  br label %81

43:                                               ; preds = %38
  %44 = and i64 %39, 2147483646
  %45 = insertelement <2 x double> poison, double %8, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = insertelement <2 x double> poison, double %37, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  br label %49

49:                                               ; preds = %49, %43
  %50 = phi i64 [ 0, %43 ], [ %55, %49 ]
  %51 = getelementptr inbounds double, ptr %3, i64 %50
  %52 = load <2 x double>, ptr %51, align 16, !tbaa !9
  %53 = fmul <2 x double> %46, %52
  %54 = fdiv <2 x double> %53, %48
  store <2 x double> %54, ptr %51, align 16, !tbaa !9
  %55 = add nuw i64 %50, 2
  %56 = icmp eq i64 %55, %44
  br i1 %56, label %57, label %49, !llvm.loop !54

57:                                               ; preds = %49
  %58 = icmp eq i64 %44, %39
  br i1 %58, label %89, label %41

59:                                               ; preds = %59, %16
  %60 = phi i64 [ 0, %16 ], [ %78, %59 ]
  %61 = phi double [ 0.000000e+00, %16 ], [ %77, %59 ]
  %62 = phi i64 [ 0, %16 ], [ %79, %59 ]
  %63 = getelementptr inbounds double, ptr %3, i64 %60
  %64 = load double, ptr %63, align 16, !tbaa !9
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %64, double %61)
  %66 = or disjoint i64 %60, 1
  %67 = getelementptr inbounds double, ptr %3, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %68, double %65)
  %70 = or disjoint i64 %60, 2
  %71 = getelementptr inbounds double, ptr %3, i64 %70
  %72 = load double, ptr %71, align 16, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %72, double %69)
  %74 = or disjoint i64 %60, 3
  %75 = getelementptr inbounds double, ptr %3, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = tail call double @llvm.fmuladd.f64(double %76, double %76, double %73)
  %78 = add nuw nsw i64 %60, 4
  %79 = add i64 %62, 4
  %80 = icmp eq i64 %79, %17
  br i1 %80, label %18, label %59, !llvm.loop !34

81:                                               ; preds = %41, %81
  %82 = phi i64 [ %87, %81 ], [ %42, %41 ]
  %83 = getelementptr inbounds double, ptr %3, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul double %8, %84
  %86 = fdiv double %85, %37
  store double %86, ptr %83, align 8, !tbaa !9
  %87 = add nuw nsw i64 %82, 1
  %88 = icmp eq i64 %87, %39
  br i1 %88, label %89, label %81, !llvm.loop !55

89:                                               ; preds = %81, %57, %33
  %90 = getelementptr inbounds i8, ptr %1, i64 24
  %91 = load ptr, ptr %90, align 8, !tbaa !20
  %92 = load i32, ptr %1, align 8, !tbaa !13
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %91, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = fmul double %37, %95
  %97 = icmp sgt i32 %92, 0
  br i1 %97, label %98, label %121

98:                                               ; preds = %89
  %99 = zext nneg i32 %92 to i64
  %100 = and i64 %99, 3
  %101 = icmp ult i32 %92, 4
  br i1 %101, label %104, label %102

102:                                              ; preds = %98
  %103 = and i64 %99, 2147483644
  br label %123

104:                                              ; preds = %123, %98
  %105 = phi double [ poison, %98 ], [ %149, %123 ]
  %106 = phi i64 [ 0, %98 ], [ %150, %123 ]
  %107 = phi double [ %96, %98 ], [ %149, %123 ]
  %108 = icmp eq i64 %100, 0
  br i1 %108, label %121, label %109

109:                                              ; preds = %104, %109
  %110 = phi i64 [ %118, %109 ], [ %106, %104 ]
  %111 = phi double [ %117, %109 ], [ %107, %104 ]
  %112 = phi i64 [ %119, %109 ], [ 0, %104 ]
  %113 = getelementptr inbounds double, ptr %91, i64 %110
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %110
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = tail call double @llvm.fmuladd.f64(double %114, double %116, double %111)
  %118 = add nuw nsw i64 %110, 1
  %119 = add i64 %112, 1
  %120 = icmp eq i64 %119, %100
  br i1 %120, label %121, label %109, !llvm.loop !56

121:                                              ; preds = %104, %109, %89
  %122 = phi double [ %96, %89 ], [ %105, %104 ], [ %117, %109 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  ret double %122

123:                                              ; preds = %123, %102
  %124 = phi i64 [ 0, %102 ], [ %150, %123 ]
  %125 = phi double [ %96, %102 ], [ %149, %123 ]
  %126 = phi i64 [ 0, %102 ], [ %151, %123 ]
  %127 = getelementptr inbounds double, ptr %91, i64 %124
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %124
  %130 = load double, ptr %129, align 16, !tbaa !9
  %131 = tail call double @llvm.fmuladd.f64(double %128, double %130, double %125)
  %132 = or disjoint i64 %124, 1
  %133 = getelementptr inbounds double, ptr %91, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = tail call double @llvm.fmuladd.f64(double %134, double %136, double %131)
  %138 = or disjoint i64 %124, 2
  %139 = getelementptr inbounds double, ptr %91, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %138
  %142 = load double, ptr %141, align 16, !tbaa !9
  %143 = tail call double @llvm.fmuladd.f64(double %140, double %142, double %137)
  %144 = or disjoint i64 %124, 3
  %145 = getelementptr inbounds double, ptr %91, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %144
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = tail call double @llvm.fmuladd.f64(double %146, double %148, double %143)
  %150 = add nuw nsw i64 %124, 4
  %151 = add i64 %126, 4
  %152 = icmp eq i64 %151, %103
  br i1 %152, label %104, label %123, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = !{!"", !12, i64 0, !15, i64 8, !16, i64 16, !17, i64 24}
!15 = !{!"long", !7, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!14, !15, i64 8}
!19 = !{!14, !16, i64 16}
!20 = !{!14, !17, i64 24}
!21 = !{!22, !12, i64 0}
!22 = !{!"P", !12, i64 0, !10, i64 8, !17, i64 16, !15, i64 24, !16, i64 32}
!23 = !{!22, !10, i64 8}
!24 = !{!22, !17, i64 16}
!25 = !{!22, !15, i64 24}
!26 = !{!22, !16, i64 32}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !28, !32, !33}
!32 = !{!"llvm.loop.isvectorized", i32 1}
!33 = !{!"llvm.loop.unroll.runtime.disable"}
!34 = distinct !{!34, !28}
!35 = distinct !{!35, !28, !33, !32}
!36 = distinct !{!36, !28}
!37 = distinct !{!37, !30}
!38 = distinct !{!38, !30}
!39 = distinct !{!39, !28, !32, !33}
!40 = distinct !{!40, !28, !33, !32}
!41 = distinct !{!41, !30}
!42 = distinct !{!42, !28}
!43 = !{ptr @obj_pf, ptr @obj_pnorm}
!44 = distinct !{!44, !28}
!45 = distinct !{!45, !30}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = distinct !{!51, !28, !32, !33}
!52 = distinct !{!52, !28, !32}
!53 = distinct !{!53, !30}
!54 = distinct !{!54, !28, !32, !33}
!55 = distinct !{!55, !28, !33, !32}
!56 = distinct !{!56, !30}
