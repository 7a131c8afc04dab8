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
  br label %53

12:                                               ; preds = %53, %12
  %13 = phi i64 [ %30, %12 ], [ 0, %53 ]
  %14 = phi i64 [ %24, %12 ], [ %66, %53 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 10
  %18 = and i64 %17, 18014398509481982
  %19 = uitofp nneg i64 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double -1.000000e+00)
  %21 = getelementptr inbounds double, ptr %7, i64 %13
  store double %20, ptr %21, align 16, !tbaa !9
  %22 = or disjoint i64 %13, 1
  %23 = mul i64 %16, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 10
  %26 = and i64 %25, 18014398509481982
  %27 = uitofp nneg i64 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3CA0000000000000, double -1.000000e+00)
  %29 = getelementptr inbounds double, ptr %7, i64 %22
  store double %28, ptr %29, align 8, !tbaa !9
  %30 = add nuw nsw i64 %13, 2
  %31 = icmp eq i64 %30, 16
  br i1 %31, label %32, label %12, !llvm.loop !11

32:                                               ; preds = %12
  store i64 %24, ptr @rng_state, align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %8, i64 4
  %34 = getelementptr inbounds i8, ptr %8, i64 8
  %35 = getelementptr inbounds i8, ptr %8, i64 16
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = getelementptr inbounds i8, ptr %7, i64 32
  %38 = getelementptr inbounds i8, ptr %6, i64 16
  %39 = getelementptr inbounds i8, ptr %7, i64 48
  %40 = getelementptr inbounds i8, ptr %7, i64 64
  %41 = getelementptr inbounds i8, ptr %6, i64 32
  %42 = getelementptr inbounds i8, ptr %7, i64 80
  %43 = getelementptr inbounds i8, ptr %7, i64 96
  %44 = getelementptr inbounds i8, ptr %6, i64 48
  %45 = getelementptr inbounds i8, ptr %7, i64 112
  %46 = getelementptr inbounds i8, ptr %10, i64 16
  %47 = getelementptr inbounds i8, ptr %10, i64 32
  %48 = getelementptr inbounds i8, ptr %10, i64 48
  %49 = getelementptr inbounds i8, ptr %10, i64 64
  %50 = getelementptr inbounds i8, ptr %10, i64 80
  %51 = getelementptr inbounds i8, ptr %10, i64 96
  %52 = getelementptr inbounds i8, ptr %10, i64 112
  br label %81

53:                                               ; preds = %53, %0
  %54 = phi i64 [ 0, %0 ], [ %73, %53 ]
  %55 = phi i64 [ %11, %0 ], [ %66, %53 ]
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = lshr i64 %57, 10
  %59 = and i64 %58, 18014398509481982
  %60 = uitofp nneg i64 %59 to double
  %61 = tail call double @llvm.fmuladd.f64(double %60, double 0x3CA0000000000000, double -1.000000e+00)
  %62 = fptrunc double %61 to float
  %63 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %54
  store float %62, ptr %63, align 8, !tbaa !13
  %64 = or disjoint i64 %54, 1
  %65 = mul i64 %57, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = lshr i64 %66, 10
  %68 = and i64 %67, 18014398509481982
  %69 = uitofp nneg i64 %68 to double
  %70 = tail call double @llvm.fmuladd.f64(double %69, double 0x3CA0000000000000, double -1.000000e+00)
  %71 = fptrunc double %70 to float
  %72 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %64
  store float %71, ptr %72, align 4, !tbaa !13
  %73 = add nuw nsw i64 %54, 2
  %74 = icmp eq i64 %73, 16
  br i1 %74, label %12, label %53, !llvm.loop !15

75:                                               ; preds = %93
  %76 = load i32, ptr @n_fail, align 4, !tbaa !16
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %76)
  %78 = load i32, ptr @n_fail, align 4, !tbaa !16
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  ret i32 %80

81:                                               ; preds = %32, %93
  %82 = phi i1 [ true, %32 ], [ false, %93 ]
  %83 = phi i1 [ false, %32 ], [ true, %93 ]
  %84 = phi i64 [ 0, %32 ], [ 1, %93 ]
  %85 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #13
  store i32 %86, ptr %8, align 8, !tbaa !18
  store float 0x3FE3333340000000, ptr %33, align 4, !tbaa !21
  store ptr %7, ptr %34, align 8, !tbaa !22
  store i32 0, ptr %35, align 8, !tbaa !23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %87 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fsum, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %86) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  store i32 1, ptr %35, align 8, !tbaa !23
  %88 = zext nneg i32 %86 to i64
  %89 = call i32 @llvm.smax.i32(i32 %86, i32 1)
  %90 = zext nneg i32 %89 to i64
  %91 = and i64 %90, 2147483644
  %92 = icmp eq i64 %91, %90
  br label %127

93:                                               ; preds = %206
  store i32 2, ptr %35, align 8, !tbaa !23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %94 = load <4 x double>, ptr %7, align 16, !tbaa !9
  %95 = fptrunc <4 x double> %94 to <4 x float>
  store <4 x float> %95, ptr %6, align 16, !tbaa !13
  %96 = load <4 x double>, ptr %37, align 16, !tbaa !9
  %97 = fptrunc <4 x double> %96 to <4 x float>
  store <4 x float> %97, ptr %38, align 16, !tbaa !13
  %98 = load <4 x double>, ptr %40, align 16, !tbaa !9
  %99 = fptrunc <4 x double> %98 to <4 x float>
  store <4 x float> %99, ptr %41, align 16, !tbaa !13
  %100 = load <4 x double>, ptr %43, align 16, !tbaa !9
  %101 = fptrunc <4 x double> %100 to <4 x float>
  store <4 x float> %101, ptr %44, align 16, !tbaa !13
  %102 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmap, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %86) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #13
  %103 = load <2 x double>, ptr %7, align 16, !tbaa !9
  %104 = fptrunc <2 x double> %103 to <2 x float>
  %105 = fpext <2 x float> %104 to <2 x double>
  store <2 x double> %105, ptr %10, align 16, !tbaa !9
  %106 = load <2 x double>, ptr %36, align 16, !tbaa !9
  %107 = fptrunc <2 x double> %106 to <2 x float>
  %108 = fpext <2 x float> %107 to <2 x double>
  store <2 x double> %108, ptr %46, align 16, !tbaa !9
  %109 = load <2 x double>, ptr %37, align 16, !tbaa !9
  %110 = fptrunc <2 x double> %109 to <2 x float>
  %111 = fpext <2 x float> %110 to <2 x double>
  store <2 x double> %111, ptr %47, align 16, !tbaa !9
  %112 = load <2 x double>, ptr %39, align 16, !tbaa !9
  %113 = fptrunc <2 x double> %112 to <2 x float>
  %114 = fpext <2 x float> %113 to <2 x double>
  store <2 x double> %114, ptr %48, align 16, !tbaa !9
  %115 = load <2 x double>, ptr %40, align 16, !tbaa !9
  %116 = fptrunc <2 x double> %115 to <2 x float>
  %117 = fpext <2 x float> %116 to <2 x double>
  store <2 x double> %117, ptr %49, align 16, !tbaa !9
  %118 = load <2 x double>, ptr %42, align 16, !tbaa !9
  %119 = fptrunc <2 x double> %118 to <2 x float>
  %120 = fpext <2 x float> %119 to <2 x double>
  store <2 x double> %120, ptr %50, align 16, !tbaa !9
  %121 = load <2 x double>, ptr %43, align 16, !tbaa !9
  %122 = fptrunc <2 x double> %121 to <2 x float>
  %123 = fpext <2 x float> %122 to <2 x double>
  store <2 x double> %123, ptr %51, align 16, !tbaa !9
  %124 = load <2 x double>, ptr %45, align 16, !tbaa !9
  %125 = fptrunc <2 x double> %124 to <2 x float>
  %126 = fpext <2 x float> %125 to <2 x double>
  store <2 x double> %126, ptr %52, align 16, !tbaa !9
  store ptr %10, ptr %34, align 8, !tbaa !22
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #13
  br i1 %82, label %81, label %75, !llvm.loop !24

127:                                              ; preds = %206, %81
  %128 = phi i1 [ true, %81 ], [ false, %206 ]
  %129 = phi i32 [ 0, %81 ], [ 1, %206 ]
  %130 = select i1 %128, float 0x3FE3333340000000, float 0xBFDCCCCCC0000000
  store float %130, ptr %33, align 4, !tbaa !21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %131 = fpext float %130 to double
  %132 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fscale, ptr noundef nonnull %3, ptr noundef nonnull %4, double noundef %131, i32 noundef %86) #13
  call fastcc void @check_float_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #13
  br i1 %83, label %133, label %135

133:                                              ; preds = %147, %127
  %134 = phi i64 [ 0, %127 ], [ %91, %147 ]
  br label %207

135:                                              ; preds = %127, %135
  %136 = phi i64 [ %145, %135 ], [ 0, %127 ]
  %137 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load <2 x float>, ptr %137, align 16, !tbaa !13
  %140 = load <2 x float>, ptr %138, align 8, !tbaa !13
  %141 = fpext <2 x float> %139 to <2 x double>
  %142 = fpext <2 x float> %140 to <2 x double>
  %143 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %136
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  store <2 x double> %141, ptr %143, align 16, !tbaa !9
  store <2 x double> %142, ptr %144, align 16, !tbaa !9
  %145 = add nuw i64 %136, 4
  %146 = icmp eq i64 %145, %91
  br i1 %146, label %147, label %135, !llvm.loop !25

147:                                              ; preds = %135
  br i1 %92, label %148, label %133

148:                                              ; preds = %207, %147
  %149 = fadd double %131, 1.000000e-04
  br label %150

150:                                              ; preds = %150, %148
  %151 = phi i64 [ 0, %148 ], [ %158, %150 ]
  %152 = phi double [ 0.000000e+00, %148 ], [ %157, %150 ]
  %153 = getelementptr inbounds double, ptr %9, i64 %151
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fmul double %149, %154
  %156 = call double @exp(double noundef %155) #13
  %157 = call double @llvm.fmuladd.f64(double %156, double %154, double %152)
  %158 = add nuw nsw i64 %151, 1
  %159 = icmp eq i64 %158, %88
  br i1 %159, label %160, label %150, !llvm.loop !28

160:                                              ; preds = %150
  %161 = call double @llvm.fmuladd.f64(double %149, double %149, double 1.000000e+00)
  %162 = fadd double %131, -1.000000e-04
  br label %163

163:                                              ; preds = %163, %160
  %164 = phi i64 [ 0, %160 ], [ %171, %163 ]
  %165 = phi double [ 0.000000e+00, %160 ], [ %170, %163 ]
  %166 = getelementptr inbounds double, ptr %9, i64 %164
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = fmul double %162, %167
  %169 = call double @exp(double noundef %168) #13
  %170 = call double @llvm.fmuladd.f64(double %169, double %167, double %165)
  %171 = add nuw nsw i64 %164, 1
  %172 = icmp eq i64 %171, %88
  br i1 %172, label %173, label %163, !llvm.loop !28

173:                                              ; preds = %163
  %174 = fpext float %132 to double
  %175 = call double @llvm.fmuladd.f64(double %162, double %162, double 1.000000e+00)
  %176 = insertelement <2 x double> poison, double %157, i64 0
  %177 = insertelement <2 x double> %176, double %170, i64 1
  %178 = insertelement <2 x double> poison, double %161, i64 0
  %179 = insertelement <2 x double> %178, double %175, i64 1
  %180 = fdiv <2 x double> %177, %179
  %181 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %182 = fsub <2 x double> %180, %181
  %183 = extractelement <2 x double> %182, i64 0
  %184 = fdiv double %183, 2.000000e-04
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ogt double %185, 1.000000e+00
  %187 = select i1 %186, double %185, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %174, ptr %2, align 8, !tbaa !9
  %188 = load volatile double, ptr %2, align 8, !tbaa !9
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %190, label %202, label %191

191:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %184, ptr %1, align 8, !tbaa !9
  %192 = load volatile double, ptr %1, align 8, !tbaa !9
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %194, label %202, label %195

195:                                              ; preds = %191
  %196 = fsub double %174, %184
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fmul double %187, 1.000000e-04
  %199 = fcmp ugt double %197, %198
  br i1 %199, label %202, label %200

200:                                              ; preds = %195
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %129, double noundef %174, double noundef %184, ptr noundef nonnull @.str.7)
  br label %206

202:                                              ; preds = %195, %191, %173
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %129, double noundef %174, double noundef %184, ptr noundef nonnull @.str.8)
  %204 = load i32, ptr @n_fail, align 4, !tbaa !16
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr @n_fail, align 4, !tbaa !16
  br label %206

206:                                              ; preds = %200, %202
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #13
  br i1 %128, label %127, label %93, !llvm.loop !29

207:                                              ; preds = %133, %207
  %208 = phi i64 [ %213, %207 ], [ %134, %133 ]
  %209 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !13
  %211 = fpext float %210 to double
  %212 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %208
  store double %211, ptr %212, align 8, !tbaa !9
  %213 = add nuw nsw i64 %208, 1
  %214 = icmp eq i64 %213, %90
  br i1 %214, label %148, label %207, !llvm.loop !30
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
  %14 = load i32, ptr %1, align 8, !tbaa !18
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
  %27 = load <2 x float>, ptr %25, align 4, !tbaa !13
  %28 = load <2 x float>, ptr %26, align 4, !tbaa !13
  %29 = fpext <2 x float> %27 to <2 x double>
  %30 = fpext <2 x float> %28 to <2 x double>
  %31 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %24
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <2 x double> %29, ptr %31, align 16, !tbaa !9
  store <2 x double> %30, ptr %32, align 16, !tbaa !9
  %33 = getelementptr inbounds float, ptr %3, i64 %24
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load <2 x float>, ptr %33, align 4, !tbaa !13
  %36 = load <2 x float>, ptr %34, align 4, !tbaa !13
  %37 = fpext <2 x float> %35 to <2 x double>
  %38 = fpext <2 x float> %36 to <2 x double>
  %39 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %24
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  store <2 x double> %37, ptr %39, align 16, !tbaa !9
  store <2 x double> %38, ptr %40, align 16, !tbaa !9
  %41 = add nuw i64 %24, 4
  %42 = icmp eq i64 %41, %22
  br i1 %42, label %43, label %23, !llvm.loop !32

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
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = getelementptr inbounds double, ptr %49, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ogt double %60, 1.000000e+00
  %62 = select i1 %61, double %60, double 1.000000e+00
  %63 = fmul double %62, 0x3EB0C6F7A0B5ED8D
  %64 = fadd double %59, %63
  %65 = fsub double %59, %63
  store double %64, ptr %58, align 8, !tbaa !9
  %66 = tail call fastcc double @obj_twin(ptr noundef %49, ptr noundef nonnull readonly %1)
  store double %65, ptr %58, align 8, !tbaa !9
  %67 = tail call fastcc double @obj_twin(ptr noundef %49, ptr noundef nonnull readonly %1)
  store double %59, ptr %58, align 8, !tbaa !9
  %68 = fsub double %66, %67
  %69 = fsub double %64, %65
  %70 = fdiv double %68, %69
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %57, ptr %10, align 8, !tbaa !9
  %74 = load volatile double, ptr %10, align 8, !tbaa !9
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %76, label %89, label %77

77:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %70, ptr %9, align 8, !tbaa !9
  %78 = load volatile double, ptr %9, align 8, !tbaa !9
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
  %92 = load i32, ptr @n_fail, align 4, !tbaa !16
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !16
  br label %94

94:                                               ; preds = %89, %86
  %95 = add nuw nsw i64 %55, 1
  %96 = icmp eq i64 %95, %53
  br i1 %96, label %97, label %54, !llvm.loop !33

97:                                               ; preds = %94, %45
  tail call void @free(ptr noundef %49) #13
  %98 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %99 = load i32, ptr %1, align 8, !tbaa !18
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
  %108 = load float, ptr %107, align 4, !tbaa !13
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %106
  store double %109, ptr %110, align 8, !tbaa !9
  %111 = getelementptr inbounds float, ptr %3, i64 %106
  %112 = load float, ptr %111, align 4, !tbaa !13
  %113 = fpext float %112 to double
  %114 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %106
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = add nuw nsw i64 %106, 1
  %116 = icmp eq i64 %115, %17
  br i1 %116, label %45, label %105, !llvm.loop !34

117:                                              ; preds = %369, %97
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #13
  ret void

118:                                              ; preds = %101, %369
  %119 = phi i64 [ 0, %101 ], [ %370, %369 ]
  %120 = phi i32 [ %99, %101 ], [ %371, %369 ]
  %121 = getelementptr inbounds float, ptr %3, i64 %119
  %122 = load float, ptr %121, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #13
  %123 = sext i32 %120 to i64
  %124 = shl nsw i64 %123, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr readonly align 4 %2, i64 %124, i1 false)
  %125 = getelementptr inbounds float, ptr %2, i64 %119
  %126 = load float, ptr %125, align 4, !tbaa !13
  %127 = fadd float %126, 0x3F847AE140000000
  %128 = fadd float %126, 0xBF847AE140000000
  %129 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %119
  br label %130

130:                                              ; preds = %337, %118
  %131 = phi i1 [ true, %118 ], [ false, %337 ]
  %132 = phi double [ undef, %118 ], [ %338, %337 ]
  %133 = select i1 %131, float %127, float %128
  store float %133, ptr %129, align 4, !tbaa !13
  %134 = load i32, ptr %102, align 8, !tbaa !23
  switch i32 %134, label %219 [
    i32 0, label %135
    i32 1, label %198
  ]

135:                                              ; preds = %130
  %136 = load i32, ptr %1, align 8, !tbaa !18
  %137 = icmp sgt i32 %136, 0
  br i1 %137, label %138, label %195

138:                                              ; preds = %135
  %139 = zext nneg i32 %136 to i64
  %140 = and i64 %139, 1
  %141 = icmp eq i32 %136, 1
  br i1 %141, label %176, label %142

142:                                              ; preds = %138
  %143 = and i64 %139, 2147483646
  br label %144

144:                                              ; preds = %144, %142
  %145 = phi i64 [ 0, %142 ], [ %166, %144 ]
  %146 = phi float [ 0.000000e+00, %142 ], [ %173, %144 ]
  %147 = phi i64 [ 0, %142 ], [ %174, %144 ]
  %148 = getelementptr inbounds float, ptr %7, i64 %145
  %149 = load float, ptr %148, align 8, !tbaa !13
  %150 = fmul float %149, %149
  %151 = call float @sinf(float noundef %149) #13
  %152 = fmul float %149, 5.000000e-01
  %153 = or disjoint i64 %145, 1
  %154 = icmp eq i64 %153, %139
  %155 = select i1 %154, i64 0, i64 %153
  %156 = getelementptr inbounds float, ptr %7, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !13
  %158 = fmul float %152, %157
  %159 = call float @llvm.fmuladd.f32(float %150, float %151, float %158)
  %160 = fadd float %146, %159
  %161 = getelementptr inbounds float, ptr %7, i64 %153
  %162 = load float, ptr %161, align 4, !tbaa !13
  %163 = fmul float %162, %162
  %164 = call float @sinf(float noundef %162) #13
  %165 = fmul float %162, 5.000000e-01
  %166 = add nuw nsw i64 %145, 2
  %167 = icmp eq i64 %166, %139
  %168 = select i1 %167, i64 0, i64 %166
  %169 = getelementptr inbounds float, ptr %7, i64 %168
  %170 = load float, ptr %169, align 8, !tbaa !13
  %171 = fmul float %165, %170
  %172 = call float @llvm.fmuladd.f32(float %163, float %164, float %171)
  %173 = fadd float %160, %172
  %174 = add i64 %147, 2
  %175 = icmp eq i64 %174, %143
  br i1 %175, label %176, label %144, !llvm.loop !31

176:                                              ; preds = %144, %138
  %177 = phi float [ poison, %138 ], [ %173, %144 ]
  %178 = phi i64 [ 0, %138 ], [ %166, %144 ]
  %179 = phi float [ 0.000000e+00, %138 ], [ %173, %144 ]
  %180 = icmp eq i64 %140, 0
  br i1 %180, label %195, label %181

181:                                              ; preds = %176
  %182 = getelementptr inbounds float, ptr %7, i64 %178
  %183 = load float, ptr %182, align 4, !tbaa !13
  %184 = fmul float %183, %183
  %185 = call float @sinf(float noundef %183) #13
  %186 = fmul float %183, 5.000000e-01
  %187 = add nuw nsw i64 %178, 1
  %188 = icmp eq i64 %187, %139
  %189 = select i1 %188, i64 0, i64 %187
  %190 = getelementptr inbounds float, ptr %7, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !13
  %192 = fmul float %186, %191
  %193 = call float @llvm.fmuladd.f32(float %184, float %185, float %192)
  %194 = fadd float %179, %193
  br label %195

195:                                              ; preds = %181, %176, %135
  %196 = phi float [ 0.000000e+00, %135 ], [ %177, %176 ], [ %194, %181 ]
  %197 = fpext float %196 to double
  br label %337

198:                                              ; preds = %130
  %199 = load float, ptr %103, align 4, !tbaa !21
  %200 = load i32, ptr %1, align 8, !tbaa !18
  %201 = icmp sgt i32 %200, 0
  br i1 %201, label %202, label %214

202:                                              ; preds = %198
  %203 = zext nneg i32 %200 to i64
  br label %204

204:                                              ; preds = %204, %202
  %205 = phi i64 [ 0, %202 ], [ %212, %204 ]
  %206 = phi float [ 0.000000e+00, %202 ], [ %211, %204 ]
  %207 = getelementptr inbounds float, ptr %7, i64 %205
  %208 = load float, ptr %207, align 4, !tbaa !13
  %209 = fmul float %199, %208
  %210 = call float @expf(float noundef %209) #13, !tbaa !16
  %211 = call float @llvm.fmuladd.f32(float %210, float %208, float %206)
  %212 = add nuw nsw i64 %205, 1
  %213 = icmp eq i64 %212, %203
  br i1 %213, label %214, label %204, !llvm.loop !35

214:                                              ; preds = %204, %198
  %215 = phi float [ 0.000000e+00, %198 ], [ %211, %204 ]
  %216 = call float @llvm.fmuladd.f32(float %199, float %199, float 1.000000e+00)
  %217 = fdiv float %215, %216
  %218 = fpext float %217 to double
  br label %337

219:                                              ; preds = %130
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  %220 = load i32, ptr %1, align 8, !tbaa !18
  %221 = icmp sgt i32 %220, 0
  br i1 %221, label %222, label %301

222:                                              ; preds = %219
  %223 = zext nneg i32 %220 to i64
  %224 = and i64 %223, 1
  %225 = icmp eq i32 %220, 1
  br i1 %225, label %257, label %226

226:                                              ; preds = %222
  %227 = and i64 %223, 2147483646
  br label %228

228:                                              ; preds = %228, %226
  %229 = phi i64 [ 0, %226 ], [ %246, %228 ]
  %230 = phi i64 [ 0, %226 ], [ %255, %228 ]
  %231 = getelementptr inbounds float, ptr %7, i64 %229
  %232 = load float, ptr %231, align 8, !tbaa !13
  %233 = call float @cosf(float noundef %232) #13
  %234 = or disjoint i64 %229, 1
  %235 = icmp eq i64 %234, %223
  %236 = select i1 %235, i64 0, i64 %234
  %237 = getelementptr inbounds float, ptr %7, i64 %236
  %238 = load float, ptr %237, align 4, !tbaa !13
  %239 = fmul float %232, 2.500000e-01
  %240 = fmul float %232, %239
  %241 = call float @llvm.fmuladd.f32(float %233, float %238, float %240)
  %242 = getelementptr inbounds float, ptr %8, i64 %229
  store float %241, ptr %242, align 8, !tbaa !13
  %243 = getelementptr inbounds float, ptr %7, i64 %234
  %244 = load float, ptr %243, align 4, !tbaa !13
  %245 = call float @cosf(float noundef %244) #13
  %246 = add nuw nsw i64 %229, 2
  %247 = icmp eq i64 %246, %223
  %248 = select i1 %247, i64 0, i64 %246
  %249 = getelementptr inbounds float, ptr %7, i64 %248
  %250 = load float, ptr %249, align 8, !tbaa !13
  %251 = fmul float %244, 2.500000e-01
  %252 = fmul float %244, %251
  %253 = call float @llvm.fmuladd.f32(float %245, float %250, float %252)
  %254 = getelementptr inbounds float, ptr %8, i64 %234
  store float %253, ptr %254, align 4, !tbaa !13
  %255 = add i64 %230, 2
  %256 = icmp eq i64 %255, %227
  br i1 %256, label %257, label %228, !llvm.loop !36

257:                                              ; preds = %228, %222
  %258 = phi i64 [ 0, %222 ], [ %246, %228 ]
  %259 = icmp eq i64 %224, 0
  br i1 %259, label %273, label %260

260:                                              ; preds = %257
  %261 = getelementptr inbounds float, ptr %7, i64 %258
  %262 = load float, ptr %261, align 4, !tbaa !13
  %263 = call float @cosf(float noundef %262) #13
  %264 = add nuw nsw i64 %258, 1
  %265 = icmp eq i64 %264, %223
  %266 = select i1 %265, i64 0, i64 %264
  %267 = getelementptr inbounds float, ptr %7, i64 %266
  %268 = load float, ptr %267, align 4, !tbaa !13
  %269 = fmul float %262, 2.500000e-01
  %270 = fmul float %262, %269
  %271 = call float @llvm.fmuladd.f32(float %263, float %268, float %270)
  %272 = getelementptr inbounds float, ptr %8, i64 %258
  store float %271, ptr %272, align 4, !tbaa !13
  br label %273

273:                                              ; preds = %257, %260
  %274 = load i32, ptr %1, align 8, !tbaa !18
  %275 = icmp sgt i32 %274, 0
  br i1 %275, label %276, label %301

276:                                              ; preds = %273
  %277 = load ptr, ptr %104, align 8, !tbaa !22
  %278 = zext nneg i32 %274 to i64
  %279 = and i64 %278, 3
  %280 = icmp ult i32 %274, 4
  br i1 %280, label %283, label %281

281:                                              ; preds = %276
  %282 = and i64 %278, 2147483644
  br label %303

283:                                              ; preds = %303, %276
  %284 = phi double [ poison, %276 ], [ %333, %303 ]
  %285 = phi i64 [ 0, %276 ], [ %334, %303 ]
  %286 = phi double [ 0.000000e+00, %276 ], [ %333, %303 ]
  %287 = icmp eq i64 %279, 0
  br i1 %287, label %301, label %288

288:                                              ; preds = %283, %288
  %289 = phi i64 [ %298, %288 ], [ %285, %283 ]
  %290 = phi double [ %297, %288 ], [ %286, %283 ]
  %291 = phi i64 [ %299, %288 ], [ 0, %283 ]
  %292 = getelementptr inbounds double, ptr %277, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %289
  %295 = load float, ptr %294, align 4, !tbaa !13
  %296 = fpext float %295 to double
  %297 = call double @llvm.fmuladd.f64(double %293, double %296, double %290)
  %298 = add nuw nsw i64 %289, 1
  %299 = add i64 %291, 1
  %300 = icmp eq i64 %299, %279
  br i1 %300, label %301, label %288, !llvm.loop !37

301:                                              ; preds = %283, %288, %273, %219
  %302 = phi double [ 0.000000e+00, %273 ], [ 0.000000e+00, %219 ], [ %284, %283 ], [ %297, %288 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  br label %337

303:                                              ; preds = %303, %281
  %304 = phi i64 [ 0, %281 ], [ %334, %303 ]
  %305 = phi double [ 0.000000e+00, %281 ], [ %333, %303 ]
  %306 = phi i64 [ 0, %281 ], [ %335, %303 ]
  %307 = getelementptr inbounds double, ptr %277, i64 %304
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %304
  %310 = load float, ptr %309, align 16, !tbaa !13
  %311 = fpext float %310 to double
  %312 = call double @llvm.fmuladd.f64(double %308, double %311, double %305)
  %313 = or disjoint i64 %304, 1
  %314 = getelementptr inbounds double, ptr %277, i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !9
  %316 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %313
  %317 = load float, ptr %316, align 4, !tbaa !13
  %318 = fpext float %317 to double
  %319 = call double @llvm.fmuladd.f64(double %315, double %318, double %312)
  %320 = or disjoint i64 %304, 2
  %321 = getelementptr inbounds double, ptr %277, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !9
  %323 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %320
  %324 = load float, ptr %323, align 8, !tbaa !13
  %325 = fpext float %324 to double
  %326 = call double @llvm.fmuladd.f64(double %322, double %325, double %319)
  %327 = or disjoint i64 %304, 3
  %328 = getelementptr inbounds double, ptr %277, i64 %327
  %329 = load double, ptr %328, align 8, !tbaa !9
  %330 = getelementptr inbounds [16 x float], ptr %8, i64 0, i64 %327
  %331 = load float, ptr %330, align 4, !tbaa !13
  %332 = fpext float %331 to double
  %333 = call double @llvm.fmuladd.f64(double %329, double %332, double %326)
  %334 = add nuw nsw i64 %304, 4
  %335 = add i64 %306, 4
  %336 = icmp eq i64 %335, %282
  br i1 %336, label %283, label %303, !llvm.loop !39

337:                                              ; preds = %301, %214, %195
  %338 = phi double [ %197, %195 ], [ %218, %214 ], [ %302, %301 ]
  br i1 %131, label %130, label %339, !llvm.loop !40

339:                                              ; preds = %337
  %340 = fpext float %122 to double
  %341 = fsub double %132, %338
  %342 = fpext float %127 to double
  %343 = fpext float %128 to double
  %344 = fsub double %342, %343
  %345 = fdiv double %341, %344
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #13
  %346 = call double @llvm.fabs.f64(double %345)
  %347 = fcmp ogt double %346, 1.000000e+00
  %348 = select i1 %347, double %346, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %340, ptr %6, align 8, !tbaa !9
  %349 = load volatile double, ptr %6, align 8, !tbaa !9
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ueq double %350, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %351, label %364, label %352

352:                                              ; preds = %339
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %345, ptr %5, align 8, !tbaa !9
  %353 = load volatile double, ptr %5, align 8, !tbaa !9
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %355, label %364, label %356

356:                                              ; preds = %352
  %357 = fsub double %340, %345
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fmul double %348, 2.000000e-02
  %360 = fcmp ugt double %358, %359
  br i1 %360, label %364, label %361

361:                                              ; preds = %356
  %362 = trunc nuw nsw i64 %119 to i32
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %13, i32 noundef %362, double noundef %340, double noundef %345, ptr noundef nonnull @.str.7)
  br label %369

364:                                              ; preds = %356, %352, %339
  %365 = trunc nuw nsw i64 %119 to i32
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %13, i32 noundef %365, double noundef %340, double noundef %345, ptr noundef nonnull @.str.8)
  %367 = load i32, ptr @n_fail, align 4, !tbaa !16
  %368 = add nsw i32 %367, 1
  store i32 %368, ptr @n_fail, align 4, !tbaa !16
  br label %369

369:                                              ; preds = %361, %364
  %370 = add nuw nsw i64 %119, 1
  %371 = load i32, ptr %1, align 8, !tbaa !18
  %372 = sext i32 %371 to i64
  %373 = icmp slt i64 %370, %372
  br i1 %373, label %118, label %117, !llvm.loop !41
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
