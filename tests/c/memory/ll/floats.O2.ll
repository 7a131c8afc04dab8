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
  br label %51

10:                                               ; preds = %51, %10
  %11 = phi i64 [ %28, %10 ], [ 0, %51 ]
  %12 = phi i64 [ %22, %10 ], [ %64, %51 ]
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = lshr i64 %14, 10
  %16 = and i64 %15, 18014398509481982
  %17 = uitofp nneg i64 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 0x3CA0000000000000, double -1.000000e+00)
  %19 = getelementptr inbounds double, ptr %5, i64 %11
  store double %18, ptr %19, align 16, !tbaa !9
  %20 = or disjoint i64 %11, 1
  %21 = mul i64 %14, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = lshr i64 %22, 10
  %24 = and i64 %23, 18014398509481982
  %25 = uitofp nneg i64 %24 to double
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 0x3CA0000000000000, double -1.000000e+00)
  %27 = getelementptr inbounds double, ptr %5, i64 %20
  store double %26, ptr %27, align 8, !tbaa !9
  %28 = add nuw nsw i64 %11, 2
  %29 = icmp eq i64 %28, 16
  br i1 %29, label %30, label %10, !llvm.loop !11

30:                                               ; preds = %10
  store i64 %22, ptr @rng_state, align 8, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %6, i64 4
  %32 = getelementptr inbounds i8, ptr %6, i64 8
  %33 = getelementptr inbounds i8, ptr %6, i64 16
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  %35 = getelementptr inbounds i8, ptr %5, i64 32
  %36 = getelementptr inbounds i8, ptr %4, i64 16
  %37 = getelementptr inbounds i8, ptr %5, i64 48
  %38 = getelementptr inbounds i8, ptr %5, i64 64
  %39 = getelementptr inbounds i8, ptr %4, i64 32
  %40 = getelementptr inbounds i8, ptr %5, i64 80
  %41 = getelementptr inbounds i8, ptr %5, i64 96
  %42 = getelementptr inbounds i8, ptr %4, i64 48
  %43 = getelementptr inbounds i8, ptr %5, i64 112
  %44 = getelementptr inbounds i8, ptr %8, i64 16
  %45 = getelementptr inbounds i8, ptr %8, i64 32
  %46 = getelementptr inbounds i8, ptr %8, i64 48
  %47 = getelementptr inbounds i8, ptr %8, i64 64
  %48 = getelementptr inbounds i8, ptr %8, i64 80
  %49 = getelementptr inbounds i8, ptr %8, i64 96
  %50 = getelementptr inbounds i8, ptr %8, i64 112
  br label %79

51:                                               ; preds = %51, %0
  %52 = phi i64 [ 0, %0 ], [ %71, %51 ]
  %53 = phi i64 [ %9, %0 ], [ %64, %51 ]
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = lshr i64 %55, 10
  %57 = and i64 %56, 18014398509481982
  %58 = uitofp nneg i64 %57 to double
  %59 = tail call double @llvm.fmuladd.f64(double %58, double 0x3CA0000000000000, double -1.000000e+00)
  %60 = fptrunc double %59 to float
  %61 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %52
  store float %60, ptr %61, align 8, !tbaa !13
  %62 = or disjoint i64 %52, 1
  %63 = mul i64 %55, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = lshr i64 %64, 10
  %66 = and i64 %65, 18014398509481982
  %67 = uitofp nneg i64 %66 to double
  %68 = tail call double @llvm.fmuladd.f64(double %67, double 0x3CA0000000000000, double -1.000000e+00)
  %69 = fptrunc double %68 to float
  %70 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %62
  store float %69, ptr %70, align 4, !tbaa !13
  %71 = add nuw nsw i64 %52, 2
  %72 = icmp eq i64 %71, 16
  br i1 %72, label %10, label %51, !llvm.loop !15

73:                                               ; preds = %91
  %74 = load i32, ptr @n_fail, align 4, !tbaa !16
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %74)
  %76 = load i32, ptr @n_fail, align 4, !tbaa !16
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %78

79:                                               ; preds = %30, %91
  %80 = phi i1 [ true, %30 ], [ false, %91 ]
  %81 = phi i1 [ false, %30 ], [ true, %91 ]
  %82 = phi i64 [ 0, %30 ], [ 1, %91 ]
  %83 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  store i32 %84, ptr %6, align 8, !tbaa !18
  store float 0x3FE3333340000000, ptr %31, align 4, !tbaa !21
  store ptr %5, ptr %32, align 8, !tbaa !22
  store i32 0, ptr %33, align 8, !tbaa !23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %85 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fsum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %84) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  store i32 1, ptr %33, align 8, !tbaa !23
  %86 = zext nneg i32 %84 to i64
  %87 = call i32 @llvm.smax.i32(i32 %84, i32 1)
  %88 = zext nneg i32 %87 to i64
  %89 = and i64 %88, 2147483644
  %90 = icmp eq i64 %89, %88
  br label %125

91:                                               ; preds = %195
  store i32 2, ptr %33, align 8, !tbaa !23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %92 = load <4 x double>, ptr %5, align 16, !tbaa !9
  %93 = fptrunc <4 x double> %92 to <4 x float>
  store <4 x float> %93, ptr %4, align 16, !tbaa !13
  %94 = load <4 x double>, ptr %35, align 16, !tbaa !9
  %95 = fptrunc <4 x double> %94 to <4 x float>
  store <4 x float> %95, ptr %36, align 16, !tbaa !13
  %96 = load <4 x double>, ptr %38, align 16, !tbaa !9
  %97 = fptrunc <4 x double> %96 to <4 x float>
  store <4 x float> %97, ptr %39, align 16, !tbaa !13
  %98 = load <4 x double>, ptr %41, align 16, !tbaa !9
  %99 = fptrunc <4 x double> %98 to <4 x float>
  store <4 x float> %99, ptr %42, align 16, !tbaa !13
  %100 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmap, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %84) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #13
  %101 = load <2 x double>, ptr %5, align 16, !tbaa !9
  %102 = fptrunc <2 x double> %101 to <2 x float>
  %103 = fpext <2 x float> %102 to <2 x double>
  store <2 x double> %103, ptr %8, align 16, !tbaa !9
  %104 = load <2 x double>, ptr %34, align 16, !tbaa !9
  %105 = fptrunc <2 x double> %104 to <2 x float>
  %106 = fpext <2 x float> %105 to <2 x double>
  store <2 x double> %106, ptr %44, align 16, !tbaa !9
  %107 = load <2 x double>, ptr %35, align 16, !tbaa !9
  %108 = fptrunc <2 x double> %107 to <2 x float>
  %109 = fpext <2 x float> %108 to <2 x double>
  store <2 x double> %109, ptr %45, align 16, !tbaa !9
  %110 = load <2 x double>, ptr %37, align 16, !tbaa !9
  %111 = fptrunc <2 x double> %110 to <2 x float>
  %112 = fpext <2 x float> %111 to <2 x double>
  store <2 x double> %112, ptr %46, align 16, !tbaa !9
  %113 = load <2 x double>, ptr %38, align 16, !tbaa !9
  %114 = fptrunc <2 x double> %113 to <2 x float>
  %115 = fpext <2 x float> %114 to <2 x double>
  store <2 x double> %115, ptr %47, align 16, !tbaa !9
  %116 = load <2 x double>, ptr %40, align 16, !tbaa !9
  %117 = fptrunc <2 x double> %116 to <2 x float>
  %118 = fpext <2 x float> %117 to <2 x double>
  store <2 x double> %118, ptr %48, align 16, !tbaa !9
  %119 = load <2 x double>, ptr %41, align 16, !tbaa !9
  %120 = fptrunc <2 x double> %119 to <2 x float>
  %121 = fpext <2 x float> %120 to <2 x double>
  store <2 x double> %121, ptr %49, align 16, !tbaa !9
  %122 = load <2 x double>, ptr %43, align 16, !tbaa !9
  %123 = fptrunc <2 x double> %122 to <2 x float>
  %124 = fpext <2 x float> %123 to <2 x double>
  store <2 x double> %124, ptr %50, align 16, !tbaa !9
  store ptr %8, ptr %32, align 8, !tbaa !22
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  br i1 %80, label %79, label %73, !llvm.loop !24

125:                                              ; preds = %195, %79
  %126 = phi i1 [ true, %79 ], [ false, %195 ]
  %127 = phi i32 [ 0, %79 ], [ 1, %195 ]
  %128 = select i1 %126, float 0x3FE3333340000000, float 0xBFDCCCCCC0000000
  store float %128, ptr %31, align 4, !tbaa !21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %129 = fpext float %128 to double
  %130 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef %129, i32 noundef %84) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %6, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #13
  br i1 %81, label %131, label %133

131:                                              ; preds = %145, %125
  %132 = phi i64 [ 0, %125 ], [ %89, %145 ]
  br label %196

133:                                              ; preds = %125, %133
  %134 = phi i64 [ %143, %133 ], [ 0, %125 ]
  %135 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %134
  %136 = getelementptr inbounds i8, ptr %135, i64 8
  %137 = load <2 x float>, ptr %135, align 16, !tbaa !13
  %138 = load <2 x float>, ptr %136, align 8, !tbaa !13
  %139 = fpext <2 x float> %137 to <2 x double>
  %140 = fpext <2 x float> %138 to <2 x double>
  %141 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %134
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  store <2 x double> %139, ptr %141, align 16, !tbaa !9
  store <2 x double> %140, ptr %142, align 16, !tbaa !9
  %143 = add nuw i64 %134, 4
  %144 = icmp eq i64 %143, %89
  br i1 %144, label %145, label %133, !llvm.loop !25

145:                                              ; preds = %133
  br i1 %90, label %146, label %131

146:                                              ; preds = %196, %145
  %147 = fadd double %129, 1.000000e-04
  br label %148

148:                                              ; preds = %148, %146
  %149 = phi i64 [ 0, %146 ], [ %156, %148 ]
  %150 = phi double [ 0.000000e+00, %146 ], [ %155, %148 ]
  %151 = getelementptr inbounds double, ptr %7, i64 %149
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fmul double %147, %152
  %154 = call double @exp(double noundef %153) #13
  %155 = call double @llvm.fmuladd.f64(double %154, double %152, double %150)
  %156 = add nuw nsw i64 %149, 1
  %157 = icmp eq i64 %156, %86
  br i1 %157, label %158, label %148, !llvm.loop !28

158:                                              ; preds = %148
  %159 = call double @llvm.fmuladd.f64(double %147, double %147, double 1.000000e+00)
  %160 = fadd double %129, -1.000000e-04
  br label %161

161:                                              ; preds = %161, %158
  %162 = phi i64 [ 0, %158 ], [ %169, %161 ]
  %163 = phi double [ 0.000000e+00, %158 ], [ %168, %161 ]
  %164 = getelementptr inbounds double, ptr %7, i64 %162
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = fmul double %160, %165
  %167 = call double @exp(double noundef %166) #13
  %168 = call double @llvm.fmuladd.f64(double %167, double %165, double %163)
  %169 = add nuw nsw i64 %162, 1
  %170 = icmp eq i64 %169, %86
  br i1 %170, label %171, label %161, !llvm.loop !28

171:                                              ; preds = %161
  %172 = fpext float %130 to double
  %173 = call double @llvm.fmuladd.f64(double %160, double %160, double 1.000000e+00)
  %174 = insertelement <2 x double> poison, double %155, i64 0
  %175 = insertelement <2 x double> %174, double %168, i64 1
  %176 = insertelement <2 x double> poison, double %159, i64 0
  %177 = insertelement <2 x double> %176, double %173, i64 1
  %178 = fdiv <2 x double> %175, %177
  %179 = shufflevector <2 x double> %178, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %180 = fsub <2 x double> %178, %179
  %181 = extractelement <2 x double> %180, i64 0
  %182 = fdiv double %181, 2.000000e-04
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ogt double %183, 1.000000e+00
  %185 = select i1 %184, double %183, double 1.000000e+00
  %186 = fsub double %172, %182
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fmul double %185, 1.000000e-04
  %189 = fcmp ole double %187, %188
  %190 = select i1 %189, ptr @.str.7, ptr @.str.8
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %127, double noundef %172, double noundef %182, ptr noundef nonnull %190)
  br i1 %189, label %195, label %192

192:                                              ; preds = %171
  %193 = load i32, ptr @n_fail, align 4, !tbaa !16
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr @n_fail, align 4, !tbaa !16
  br label %195

195:                                              ; preds = %171, %192
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  br i1 %126, label %125, label %91, !llvm.loop !29

196:                                              ; preds = %131, %196
  %197 = phi i64 [ %202, %196 ], [ %132, %131 ]
  %198 = getelementptr inbounds [16 x float], ptr %1, i64 0, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !13
  %200 = fpext float %199 to double
  %201 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %197
  store double %200, ptr %201, align 8, !tbaa !9
  %202 = add nuw nsw i64 %197, 1
  %203 = icmp eq i64 %202, %88
  br i1 %203, label %146, label %196, !llvm.loop !30
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
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = fmul float %12, %12
  %14 = tail call float @sinf(float noundef %12) #13
  %15 = load float, ptr %11, align 4, !tbaa !13
  %16 = fmul float %15, 5.000000e-01
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %5
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !13
  %23 = fmul float %16, %22
  %24 = tail call float @llvm.fmuladd.f32(float %13, float %14, float %23)
  %25 = fadd float %10, %24
  %26 = icmp eq i64 %17, %5
  br i1 %26, label %6, label %8, !llvm.loop !31
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
  %10 = load i32, ptr %1, align 8, !tbaa !18
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
  %23 = load <2 x float>, ptr %21, align 4, !tbaa !13
  %24 = load <2 x float>, ptr %22, align 4, !tbaa !13
  %25 = fpext <2 x float> %23 to <2 x double>
  %26 = fpext <2 x float> %24 to <2 x double>
  %27 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %20
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %25, ptr %27, align 16, !tbaa !9
  store <2 x double> %26, ptr %28, align 16, !tbaa !9
  %29 = getelementptr inbounds float, ptr %3, i64 %20
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load <2 x float>, ptr %29, align 4, !tbaa !13
  %32 = load <2 x float>, ptr %30, align 4, !tbaa !13
  %33 = fpext <2 x float> %31 to <2 x double>
  %34 = fpext <2 x float> %32 to <2 x double>
  %35 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %20
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  store <2 x double> %33, ptr %35, align 16, !tbaa !9
  store <2 x double> %34, ptr %36, align 16, !tbaa !9
  %37 = add nuw i64 %20, 4
  %38 = icmp eq i64 %37, %18
  br i1 %38, label %39, label %19, !llvm.loop !32

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
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds double, ptr %45, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fcmp ogt double %56, 1.000000e+00
  %58 = select i1 %57, double %56, double 1.000000e+00
  %59 = fmul double %58, 0x3EB0C6F7A0B5ED8D
  %60 = fadd double %55, %59
  %61 = fsub double %55, %59
  store double %60, ptr %54, align 8, !tbaa !9
  %62 = tail call fastcc double @obj_twin(ptr noundef %45, ptr noundef nonnull readonly %1)
  store double %61, ptr %54, align 8, !tbaa !9
  %63 = tail call fastcc double @obj_twin(ptr noundef %45, ptr noundef nonnull readonly %1)
  store double %55, ptr %54, align 8, !tbaa !9
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
  %78 = load i32, ptr @n_fail, align 4, !tbaa !16
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !16
  br label %80

80:                                               ; preds = %77, %50
  %81 = add nuw nsw i64 %51, 1
  %82 = icmp eq i64 %81, %49
  br i1 %82, label %83, label %50, !llvm.loop !33

83:                                               ; preds = %80, %41
  tail call void @free(ptr noundef %45) #13
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %85 = load i32, ptr %1, align 8, !tbaa !18
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
  %94 = load float, ptr %93, align 4, !tbaa !13
  %95 = fpext float %94 to double
  %96 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %92
  store double %95, ptr %96, align 8, !tbaa !9
  %97 = getelementptr inbounds float, ptr %3, i64 %92
  %98 = load float, ptr %97, align 4, !tbaa !13
  %99 = fpext float %98 to double
  %100 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %92
  store double %99, ptr %100, align 8, !tbaa !9
  %101 = add nuw nsw i64 %92, 1
  %102 = icmp eq i64 %101, %13
  br i1 %102, label %41, label %91, !llvm.loop !34

103:                                              ; preds = %345, %83
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  ret void

104:                                              ; preds = %87, %345
  %105 = phi i64 [ 0, %87 ], [ %346, %345 ]
  %106 = phi i32 [ %85, %87 ], [ %347, %345 ]
  %107 = getelementptr inbounds float, ptr %3, i64 %105
  %108 = load float, ptr %107, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  %109 = sext i32 %106 to i64
  %110 = shl nsw i64 %109, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr readonly align 4 %2, i64 %110, i1 false)
  %111 = getelementptr inbounds float, ptr %2, i64 %105
  %112 = load float, ptr %111, align 4, !tbaa !13
  %113 = fadd float %112, 0x3F847AE140000000
  %114 = fadd float %112, 0xBF847AE140000000
  %115 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %105
  br label %116

116:                                              ; preds = %323, %104
  %117 = phi i1 [ true, %104 ], [ false, %323 ]
  %118 = phi double [ undef, %104 ], [ %324, %323 ]
  %119 = select i1 %117, float %113, float %114
  store float %119, ptr %115, align 4, !tbaa !13
  %120 = load i32, ptr %88, align 8, !tbaa !23
  switch i32 %120, label %205 [
    i32 0, label %121
    i32 1, label %184
  ]

121:                                              ; preds = %116
  %122 = load i32, ptr %1, align 8, !tbaa !18
  %123 = icmp sgt i32 %122, 0
  br i1 %123, label %124, label %181

124:                                              ; preds = %121
  %125 = zext nneg i32 %122 to i64
  %126 = and i64 %125, 1
  %127 = icmp eq i32 %122, 1
  br i1 %127, label %162, label %128

128:                                              ; preds = %124
  %129 = and i64 %125, 2147483646
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ 0, %128 ], [ %152, %130 ]
  %132 = phi float [ 0.000000e+00, %128 ], [ %159, %130 ]
  %133 = phi i64 [ 0, %128 ], [ %160, %130 ]
  %134 = getelementptr inbounds float, ptr %5, i64 %131
  %135 = load float, ptr %134, align 8, !tbaa !13
  %136 = fmul float %135, %135
  %137 = call float @sinf(float noundef %135) #13
  %138 = fmul float %135, 5.000000e-01
  %139 = or disjoint i64 %131, 1
  %140 = icmp eq i64 %139, %125
  %141 = select i1 %140, i64 0, i64 %139
  %142 = getelementptr inbounds float, ptr %5, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !13
  %144 = fmul float %138, %143
  %145 = call float @llvm.fmuladd.f32(float %136, float %137, float %144)
  %146 = fadd float %132, %145
  %147 = getelementptr inbounds float, ptr %5, i64 %139
  %148 = load float, ptr %147, align 4, !tbaa !13
  %149 = fmul float %148, %148
  %150 = call float @sinf(float noundef %148) #13
  %151 = fmul float %148, 5.000000e-01
  %152 = add nuw nsw i64 %131, 2
  %153 = icmp eq i64 %152, %125
  %154 = select i1 %153, i64 0, i64 %152
  %155 = getelementptr inbounds float, ptr %5, i64 %154
  %156 = load float, ptr %155, align 8, !tbaa !13
  %157 = fmul float %151, %156
  %158 = call float @llvm.fmuladd.f32(float %149, float %150, float %157)
  %159 = fadd float %146, %158
  %160 = add i64 %133, 2
  %161 = icmp eq i64 %160, %129
  br i1 %161, label %162, label %130, !llvm.loop !31

162:                                              ; preds = %130, %124
  %163 = phi float [ poison, %124 ], [ %159, %130 ]
  %164 = phi i64 [ 0, %124 ], [ %152, %130 ]
  %165 = phi float [ 0.000000e+00, %124 ], [ %159, %130 ]
  %166 = icmp eq i64 %126, 0
  br i1 %166, label %181, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds float, ptr %5, i64 %164
  %169 = load float, ptr %168, align 4, !tbaa !13
  %170 = fmul float %169, %169
  %171 = call float @sinf(float noundef %169) #13
  %172 = fmul float %169, 5.000000e-01
  %173 = add nuw nsw i64 %164, 1
  %174 = icmp eq i64 %173, %125
  %175 = select i1 %174, i64 0, i64 %173
  %176 = getelementptr inbounds float, ptr %5, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !13
  %178 = fmul float %172, %177
  %179 = call float @llvm.fmuladd.f32(float %170, float %171, float %178)
  %180 = fadd float %165, %179
  br label %181

181:                                              ; preds = %167, %162, %121
  %182 = phi float [ 0.000000e+00, %121 ], [ %163, %162 ], [ %180, %167 ]
  %183 = fpext float %182 to double
  br label %323

184:                                              ; preds = %116
  %185 = load float, ptr %89, align 4, !tbaa !21
  %186 = load i32, ptr %1, align 8, !tbaa !18
  %187 = icmp sgt i32 %186, 0
  br i1 %187, label %188, label %200

188:                                              ; preds = %184
  %189 = zext nneg i32 %186 to i64
  br label %190

190:                                              ; preds = %190, %188
  %191 = phi i64 [ 0, %188 ], [ %198, %190 ]
  %192 = phi float [ 0.000000e+00, %188 ], [ %197, %190 ]
  %193 = getelementptr inbounds float, ptr %5, i64 %191
  %194 = load float, ptr %193, align 4, !tbaa !13
  %195 = fmul float %185, %194
  %196 = call float @expf(float noundef %195) #13, !tbaa !16
  %197 = call float @llvm.fmuladd.f32(float %196, float %194, float %192)
  %198 = add nuw nsw i64 %191, 1
  %199 = icmp eq i64 %198, %189
  br i1 %199, label %200, label %190, !llvm.loop !35

200:                                              ; preds = %190, %184
  %201 = phi float [ 0.000000e+00, %184 ], [ %197, %190 ]
  %202 = call float @llvm.fmuladd.f32(float %185, float %185, float 1.000000e+00)
  %203 = fdiv float %201, %202
  %204 = fpext float %203 to double
  br label %323

205:                                              ; preds = %116
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %206 = load i32, ptr %1, align 8, !tbaa !18
  %207 = icmp sgt i32 %206, 0
  br i1 %207, label %208, label %287

208:                                              ; preds = %205
  %209 = zext nneg i32 %206 to i64
  %210 = and i64 %209, 1
  %211 = icmp eq i32 %206, 1
  br i1 %211, label %243, label %212

212:                                              ; preds = %208
  %213 = and i64 %209, 2147483646
  br label %214

214:                                              ; preds = %214, %212
  %215 = phi i64 [ 0, %212 ], [ %232, %214 ]
  %216 = phi i64 [ 0, %212 ], [ %241, %214 ]
  %217 = getelementptr inbounds float, ptr %5, i64 %215
  %218 = load float, ptr %217, align 8, !tbaa !13
  %219 = call float @cosf(float noundef %218) #13
  %220 = or disjoint i64 %215, 1
  %221 = icmp eq i64 %220, %209
  %222 = select i1 %221, i64 0, i64 %220
  %223 = getelementptr inbounds float, ptr %5, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !13
  %225 = fmul float %218, 2.500000e-01
  %226 = fmul float %218, %225
  %227 = call float @llvm.fmuladd.f32(float %219, float %224, float %226)
  %228 = getelementptr inbounds float, ptr %6, i64 %215
  store float %227, ptr %228, align 8, !tbaa !13
  %229 = getelementptr inbounds float, ptr %5, i64 %220
  %230 = load float, ptr %229, align 4, !tbaa !13
  %231 = call float @cosf(float noundef %230) #13
  %232 = add nuw nsw i64 %215, 2
  %233 = icmp eq i64 %232, %209
  %234 = select i1 %233, i64 0, i64 %232
  %235 = getelementptr inbounds float, ptr %5, i64 %234
  %236 = load float, ptr %235, align 8, !tbaa !13
  %237 = fmul float %230, 2.500000e-01
  %238 = fmul float %230, %237
  %239 = call float @llvm.fmuladd.f32(float %231, float %236, float %238)
  %240 = getelementptr inbounds float, ptr %6, i64 %220
  store float %239, ptr %240, align 4, !tbaa !13
  %241 = add i64 %216, 2
  %242 = icmp eq i64 %241, %213
  br i1 %242, label %243, label %214, !llvm.loop !36

243:                                              ; preds = %214, %208
  %244 = phi i64 [ 0, %208 ], [ %232, %214 ]
  %245 = icmp eq i64 %210, 0
  br i1 %245, label %259, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds float, ptr %5, i64 %244
  %248 = load float, ptr %247, align 4, !tbaa !13
  %249 = call float @cosf(float noundef %248) #13
  %250 = add nuw nsw i64 %244, 1
  %251 = icmp eq i64 %250, %209
  %252 = select i1 %251, i64 0, i64 %250
  %253 = getelementptr inbounds float, ptr %5, i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !13
  %255 = fmul float %248, 2.500000e-01
  %256 = fmul float %248, %255
  %257 = call float @llvm.fmuladd.f32(float %249, float %254, float %256)
  %258 = getelementptr inbounds float, ptr %6, i64 %244
  store float %257, ptr %258, align 4, !tbaa !13
  br label %259

259:                                              ; preds = %243, %246
  %260 = load i32, ptr %1, align 8, !tbaa !18
  %261 = icmp sgt i32 %260, 0
  br i1 %261, label %262, label %287

262:                                              ; preds = %259
  %263 = load ptr, ptr %90, align 8, !tbaa !22
  %264 = zext nneg i32 %260 to i64
  %265 = and i64 %264, 3
  %266 = icmp ult i32 %260, 4
  br i1 %266, label %269, label %267

267:                                              ; preds = %262
  %268 = and i64 %264, 2147483644
  br label %289

269:                                              ; preds = %289, %262
  %270 = phi double [ poison, %262 ], [ %319, %289 ]
  %271 = phi i64 [ 0, %262 ], [ %320, %289 ]
  %272 = phi double [ 0.000000e+00, %262 ], [ %319, %289 ]
  %273 = icmp eq i64 %265, 0
  br i1 %273, label %287, label %274

274:                                              ; preds = %269, %274
  %275 = phi i64 [ %284, %274 ], [ %271, %269 ]
  %276 = phi double [ %283, %274 ], [ %272, %269 ]
  %277 = phi i64 [ %285, %274 ], [ 0, %269 ]
  %278 = getelementptr inbounds double, ptr %263, i64 %275
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %275
  %281 = load float, ptr %280, align 4, !tbaa !13
  %282 = fpext float %281 to double
  %283 = call double @llvm.fmuladd.f64(double %279, double %282, double %276)
  %284 = add nuw nsw i64 %275, 1
  %285 = add i64 %277, 1
  %286 = icmp eq i64 %285, %265
  br i1 %286, label %287, label %274, !llvm.loop !37

287:                                              ; preds = %269, %274, %259, %205
  %288 = phi double [ 0.000000e+00, %259 ], [ 0.000000e+00, %205 ], [ %270, %269 ], [ %283, %274 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  br label %323

289:                                              ; preds = %289, %267
  %290 = phi i64 [ 0, %267 ], [ %320, %289 ]
  %291 = phi double [ 0.000000e+00, %267 ], [ %319, %289 ]
  %292 = phi i64 [ 0, %267 ], [ %321, %289 ]
  %293 = getelementptr inbounds double, ptr %263, i64 %290
  %294 = load double, ptr %293, align 8, !tbaa !9
  %295 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %290
  %296 = load float, ptr %295, align 16, !tbaa !13
  %297 = fpext float %296 to double
  %298 = call double @llvm.fmuladd.f64(double %294, double %297, double %291)
  %299 = or disjoint i64 %290, 1
  %300 = getelementptr inbounds double, ptr %263, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !9
  %302 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %299
  %303 = load float, ptr %302, align 4, !tbaa !13
  %304 = fpext float %303 to double
  %305 = call double @llvm.fmuladd.f64(double %301, double %304, double %298)
  %306 = or disjoint i64 %290, 2
  %307 = getelementptr inbounds double, ptr %263, i64 %306
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %306
  %310 = load float, ptr %309, align 8, !tbaa !13
  %311 = fpext float %310 to double
  %312 = call double @llvm.fmuladd.f64(double %308, double %311, double %305)
  %313 = or disjoint i64 %290, 3
  %314 = getelementptr inbounds double, ptr %263, i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !9
  %316 = getelementptr inbounds [16 x float], ptr %6, i64 0, i64 %313
  %317 = load float, ptr %316, align 4, !tbaa !13
  %318 = fpext float %317 to double
  %319 = call double @llvm.fmuladd.f64(double %315, double %318, double %312)
  %320 = add nuw nsw i64 %290, 4
  %321 = add i64 %292, 4
  %322 = icmp eq i64 %321, %268
  br i1 %322, label %269, label %289, !llvm.loop !39

323:                                              ; preds = %287, %200, %181
  %324 = phi double [ %183, %181 ], [ %204, %200 ], [ %288, %287 ]
  br i1 %117, label %116, label %325, !llvm.loop !40

325:                                              ; preds = %323
  %326 = fpext float %108 to double
  %327 = fsub double %118, %324
  %328 = fpext float %113 to double
  %329 = fpext float %114 to double
  %330 = fsub double %328, %329
  %331 = fdiv double %327, %330
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ogt double %332, 1.000000e+00
  %334 = select i1 %333, double %332, double 1.000000e+00
  %335 = fsub double %326, %331
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fmul double %334, 2.000000e-02
  %338 = fcmp ole double %336, %337
  %339 = select i1 %338, ptr @.str.7, ptr @.str.8
  %340 = trunc nuw nsw i64 %105 to i32
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, i32 noundef %340, double noundef %326, double noundef %331, ptr noundef nonnull %339)
  br i1 %338, label %345, label %342

342:                                              ; preds = %325
  %343 = load i32, ptr @n_fail, align 4, !tbaa !16
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @n_fail, align 4, !tbaa !16
  br label %345

345:                                              ; preds = %325, %342
  %346 = add nuw nsw i64 %105, 1
  %347 = load i32, ptr %1, align 8, !tbaa !18
  %348 = sext i32 %347 to i64
  %349 = icmp slt i64 %346, %348
  br i1 %349, label %104, label %103, !llvm.loop !41
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
  %15 = load float, ptr %14, align 4, !tbaa !13
  %16 = fmul float %15, %1
  %17 = tail call float @expf(float noundef %16) #13, !tbaa !16
  %18 = tail call float @llvm.fmuladd.f32(float %17, float %15, float %13)
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %6
  br i1 %20, label %7, label %11, !llvm.loop !35
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
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = tail call float @cosf(float noundef %11) #13
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  %15 = and i64 %13, 4294967295
  %16 = select i1 %14, i64 0, i64 %15
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !13
  %19 = load float, ptr %10, align 4, !tbaa !13
  %20 = fmul float %19, 2.500000e-01
  %21 = fmul float %19, %20
  %22 = tail call float @llvm.fmuladd.f32(float %12, float %18, float %21)
  %23 = getelementptr inbounds float, ptr %1, i64 %9
  store float %22, ptr %23, align 4, !tbaa !13
  %24 = icmp eq i64 %13, %6
  br i1 %24, label %7, label %8, !llvm.loop !36
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
  %5 = load i32, ptr %4, align 8, !tbaa !23
  switch i32 %5, label %72 [
    i32 0, label %6
    i32 1, label %49
  ]

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 8, !tbaa !18
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
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %20, %20
  %22 = tail call double @sin(double noundef %20) #13
  %23 = load double, ptr %19, align 8, !tbaa !9
  %24 = fmul double %23, 5.000000e-01
  %25 = or disjoint i64 %16, 1
  %26 = icmp eq i64 %25, %10
  %27 = select i1 %26, i64 0, i64 %25
  %28 = getelementptr inbounds double, ptr %0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = fmul double %24, %29
  %31 = tail call double @llvm.fmuladd.f64(double %21, double %22, double %30)
  %32 = fadd double %17, %31
  %33 = getelementptr inbounds double, ptr %0, i64 %25
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %34, %34
  %36 = tail call double @sin(double noundef %34) #13
  %37 = load double, ptr %33, align 8, !tbaa !9
  %38 = fmul double %37, 5.000000e-01
  %39 = add nuw nsw i64 %16, 2
  %40 = icmp eq i64 %39, %10
  %41 = select i1 %40, i64 0, i64 %39
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %38, %43
  %45 = tail call double @llvm.fmuladd.f64(double %35, double %36, double %44)
  %46 = fadd double %32, %45
  %47 = add i64 %18, 2
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %189, label %15, !llvm.loop !42

49:                                               ; preds = %2
  %50 = getelementptr inbounds i8, ptr %1, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !21
  %52 = fpext float %51 to double
  %53 = load i32, ptr %1, align 8, !tbaa !18
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %68

55:                                               ; preds = %49
  %56 = zext nneg i32 %53 to i64
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %66, %57 ]
  %59 = phi double [ 0.000000e+00, %55 ], [ %65, %57 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, %52
  %63 = tail call double @exp(double noundef %62) #13
  %64 = load double, ptr %60, align 8, !tbaa !9
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %64, double %59)
  %66 = add nuw nsw i64 %58, 1
  %67 = icmp eq i64 %66, %56
  br i1 %67, label %68, label %57, !llvm.loop !28

68:                                               ; preds = %57, %49
  %69 = phi double [ 0.000000e+00, %49 ], [ %65, %57 ]
  %70 = tail call double @llvm.fmuladd.f64(double %52, double %52, double 1.000000e+00)
  %71 = fdiv double %69, %70
  br label %209

72:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #13
  %73 = load i32, ptr %1, align 8, !tbaa !18
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
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = tail call double @cos(double noundef %85) #13
  %87 = or disjoint i64 %82, 1
  %88 = icmp eq i64 %87, %76
  %89 = select i1 %88, i64 0, i64 %87
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = load double, ptr %84, align 8, !tbaa !9
  %93 = fmul double %92, 2.500000e-01
  %94 = fmul double %92, %93
  %95 = tail call double @llvm.fmuladd.f64(double %86, double %91, double %94)
  %96 = getelementptr inbounds double, ptr %3, i64 %82
  store double %95, ptr %96, align 16, !tbaa !9
  %97 = getelementptr inbounds double, ptr %0, i64 %87
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = tail call double @cos(double noundef %98) #13
  %100 = add nuw nsw i64 %82, 2
  %101 = icmp eq i64 %100, %76
  %102 = select i1 %101, i64 0, i64 %100
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = load double, ptr %97, align 8, !tbaa !9
  %106 = fmul double %105, 2.500000e-01
  %107 = fmul double %105, %106
  %108 = tail call double @llvm.fmuladd.f64(double %99, double %104, double %107)
  %109 = getelementptr inbounds double, ptr %3, i64 %87
  store double %108, ptr %109, align 8, !tbaa !9
  %110 = add i64 %83, 2
  %111 = icmp eq i64 %110, %80
  br i1 %111, label %112, label %81, !llvm.loop !43

112:                                              ; preds = %81, %75
  %113 = phi i64 [ 0, %75 ], [ %100, %81 ]
  %114 = icmp eq i64 %77, 0
  br i1 %114, label %129, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds double, ptr %0, i64 %113
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = tail call double @cos(double noundef %117) #13
  %119 = add nuw nsw i64 %113, 1
  %120 = icmp eq i64 %119, %76
  %121 = select i1 %120, i64 0, i64 %119
  %122 = getelementptr inbounds double, ptr %0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = load double, ptr %116, align 8, !tbaa !9
  %125 = fmul double %124, 2.500000e-01
  %126 = fmul double %124, %125
  %127 = tail call double @llvm.fmuladd.f64(double %118, double %123, double %126)
  %128 = getelementptr inbounds double, ptr %3, i64 %113
  store double %127, ptr %128, align 8, !tbaa !9
  br label %129

129:                                              ; preds = %112, %115
  %130 = load i32, ptr %1, align 8, !tbaa !18
  %131 = icmp sgt i32 %130, 0
  br i1 %131, label %132, label %157

132:                                              ; preds = %129
  %133 = getelementptr inbounds i8, ptr %1, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !22
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
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %146
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = tail call double @llvm.fmuladd.f64(double %150, double %152, double %147)
  %154 = add nuw nsw i64 %146, 1
  %155 = add i64 %148, 1
  %156 = icmp eq i64 %155, %136
  br i1 %156, label %157, label %145, !llvm.loop !44

157:                                              ; preds = %140, %145, %72, %129
  %158 = phi double [ 0.000000e+00, %129 ], [ 0.000000e+00, %72 ], [ %141, %140 ], [ %153, %145 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #13
  br label %209

159:                                              ; preds = %159, %138
  %160 = phi i64 [ 0, %138 ], [ %186, %159 ]
  %161 = phi double [ 0.000000e+00, %138 ], [ %185, %159 ]
  %162 = phi i64 [ 0, %138 ], [ %187, %159 ]
  %163 = getelementptr inbounds double, ptr %134, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %160
  %166 = load double, ptr %165, align 16, !tbaa !9
  %167 = tail call double @llvm.fmuladd.f64(double %164, double %166, double %161)
  %168 = or disjoint i64 %160, 1
  %169 = getelementptr inbounds double, ptr %134, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %168
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = tail call double @llvm.fmuladd.f64(double %170, double %172, double %167)
  %174 = or disjoint i64 %160, 2
  %175 = getelementptr inbounds double, ptr %134, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %174
  %178 = load double, ptr %177, align 16, !tbaa !9
  %179 = tail call double @llvm.fmuladd.f64(double %176, double %178, double %173)
  %180 = or disjoint i64 %160, 3
  %181 = getelementptr inbounds double, ptr %134, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = tail call double @llvm.fmuladd.f64(double %182, double %184, double %179)
  %186 = add nuw nsw i64 %160, 4
  %187 = add i64 %162, 4
  %188 = icmp eq i64 %187, %139
  br i1 %188, label %140, label %159, !llvm.loop !45

189:                                              ; preds = %15, %9
  %190 = phi double [ poison, %9 ], [ %46, %15 ]
  %191 = phi i64 [ 0, %9 ], [ %39, %15 ]
  %192 = phi double [ 0.000000e+00, %9 ], [ %46, %15 ]
  %193 = icmp eq i64 %11, 0
  br i1 %193, label %209, label %194

194:                                              ; preds = %189
  %195 = getelementptr inbounds double, ptr %0, i64 %191
  %196 = load double, ptr %195, align 8, !tbaa !9
  %197 = fmul double %196, %196
  %198 = tail call double @sin(double noundef %196) #13
  %199 = load double, ptr %195, align 8, !tbaa !9
  %200 = fmul double %199, 5.000000e-01
  %201 = add nuw nsw i64 %191, 1
  %202 = icmp eq i64 %201, %10
  %203 = select i1 %202, i64 0, i64 %201
  %204 = getelementptr inbounds double, ptr %0, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !9
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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = !{!19, !17, i64 0}
!19 = !{!"", !17, i64 0, !14, i64 4, !20, i64 8, !17, i64 16}
!20 = !{!"any pointer", !7, i64 0}
!21 = !{!19, !14, i64 4}
!22 = !{!19, !20, i64 8}
!23 = !{!19, !17, i64 16}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12, !27, !26}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12, !26, !27}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12, !27, !26}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !38}
!45 = distinct !{!45, !12}
