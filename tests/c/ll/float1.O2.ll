; ModuleID = 'float1.c'
source_filename = "float1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x float] [float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@main.ss = internal unnamed_addr constant [6 x float] [float 0xBFF4CCCCC0000000, float 0xBFDCCCCCC0000000, float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_libm\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f_mixed\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"f_acc\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"f_dconst\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [7 x i8] c"f_loop\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"f_nest\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"float1\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  br label %15

15:                                               ; preds = %0, %80
  %16 = phi i64 [ 0, %0 ], [ %81, %80 ]
  %17 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fpext float %18 to double
  %20 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef %19) #12
  %21 = fpext float %20 to double
  %22 = tail call float @llvm.fabs.f32(float %18)
  %23 = fcmp ogt float %22, 1.000000e+00
  %24 = select i1 %23, float %22, float 1.000000e+00
  %25 = fmul float %24, 0x3F847AE140000000
  %26 = fadd float %18, %25
  %27 = fsub float %18, %25
  %28 = tail call float @sqrtf(float noundef %26) #12
  %29 = fadd float %26, 1.000000e+00
  %30 = tail call float @logf(float noundef %29) #12
  %31 = tail call float @powf(float noundef %26, float noundef 1.500000e+00) #12
  %32 = tail call float @llvm.fmuladd.f32(float %28, float %30, float %31)
  %33 = tail call float @cbrtf(float noundef %26) #13
  %34 = fadd float %32, %33
  %35 = tail call float @atanf(float noundef %26) #12
  %36 = tail call float @erff(float noundef %26) #12
  %37 = tail call float @llvm.fmuladd.f32(float %35, float %36, float %34)
  %38 = tail call float @sqrtf(float noundef %27) #12
  %39 = fadd float %27, 1.000000e+00
  %40 = tail call float @logf(float noundef %39) #12
  %41 = tail call float @powf(float noundef %27, float noundef 1.500000e+00) #12
  %42 = tail call float @llvm.fmuladd.f32(float %38, float %40, float %41)
  %43 = tail call float @cbrtf(float noundef %27) #13
  %44 = fadd float %42, %43
  %45 = tail call float @atanf(float noundef %27) #12
  %46 = tail call float @erff(float noundef %27) #12
  %47 = tail call float @llvm.fmuladd.f32(float %45, float %46, float %44)
  %48 = insertelement <2 x float> poison, float %37, i64 0
  %49 = insertelement <2 x float> %48, float %26, i64 1
  %50 = fpext <2 x float> %49 to <2 x double>
  %51 = insertelement <2 x float> poison, float %47, i64 0
  %52 = insertelement <2 x float> %51, float %27, i64 1
  %53 = fpext <2 x float> %52 to <2 x double>
  %54 = fsub <2 x double> %50, %53
  %55 = extractelement <2 x double> %54, i64 0
  %56 = extractelement <2 x double> %54, i64 1
  %57 = fdiv double %55, %56
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = fcmp ogt double %58, 1.000000e+00
  %60 = select i1 %59, double %58, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %21, ptr %14, align 8, !tbaa !9
  %61 = load volatile double, ptr %14, align 8, !tbaa !9
  %62 = tail call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %63, label %75, label %64

64:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %57, ptr %13, align 8, !tbaa !9
  %65 = load volatile double, ptr %13, align 8, !tbaa !9
  %66 = tail call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %67, label %75, label %68

68:                                               ; preds = %64
  %69 = fsub double %21, %57
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = fmul double %60, 5.000000e-03
  %72 = fcmp ole double %70, %71
  %73 = select i1 %72, ptr @.str.10, ptr @.str.11
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %19, double noundef %21, double noundef %57, ptr noundef nonnull %73)
  br i1 %72, label %80, label %77

75:                                               ; preds = %64, %15
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %19, double noundef %21, double noundef %57, ptr noundef nonnull @.str.11)
  br label %77

77:                                               ; preds = %75, %68
  %78 = load i32, ptr @n_fail, align 4, !tbaa !11
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !11
  br label %80

80:                                               ; preds = %68, %77
  %81 = add nuw nsw i64 %16, 1
  %82 = icmp eq i64 %81, 4
  br i1 %82, label %89, label %15, !llvm.loop !13

83:                                               ; preds = %539
  %84 = load i32, ptr @n_fail, align 4, !tbaa !11
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %84)
  %86 = load i32, ptr @n_fail, align 4, !tbaa !11
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i32
  ret i32 %88

89:                                               ; preds = %80, %539
  %90 = phi i64 [ %540, %539 ], [ 0, %80 ]
  %91 = shl nuw nsw i64 %90, 1
  %92 = shl nuw nsw i64 %90, 1
  %93 = getelementptr inbounds [6 x float], ptr @main.ss, i64 0, i64 %90
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = fpext float %94 to double
  %96 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_mixed, double noundef %95) #12
  %97 = fpext float %96 to double
  %98 = tail call float @llvm.fabs.f32(float %94)
  %99 = fcmp ogt float %98, 1.000000e+00
  %100 = select i1 %99, float %98, float 1.000000e+00
  %101 = fmul float %100, 0x3F847AE140000000
  %102 = fadd float %94, %101
  %103 = fsub float %94, %101
  %104 = insertelement <2 x float> poison, float %102, i64 0
  %105 = insertelement <2 x float> %104, float %103, i64 1
  %106 = fpext <2 x float> %105 to <2 x double>
  %107 = extractelement <2 x double> %106, i64 0
  %108 = tail call double @sin(double noundef %107) #12
  %109 = fmul double %107, 3.000000e-01
  %110 = tail call double @exp(double noundef %109) #12
  %111 = extractelement <2 x double> %106, i64 1
  %112 = fmul double %111, 3.000000e-01
  %113 = fmul <2 x float> %105, %105
  %114 = extractelement <2 x float> %113, i64 0
  %115 = fpext float %114 to double
  %116 = tail call double @log1p(double noundef %115) #12
  %117 = tail call double @sin(double noundef %111) #12
  %118 = tail call double @exp(double noundef %112) #12
  %119 = extractelement <2 x float> %113, i64 1
  %120 = fpext float %119 to double
  %121 = tail call double @log1p(double noundef %120) #12
  %122 = insertelement <2 x double> poison, double %108, i64 0
  %123 = insertelement <2 x double> %122, double %117, i64 1
  %124 = insertelement <2 x double> poison, double %110, i64 0
  %125 = insertelement <2 x double> %124, double %118, i64 1
  %126 = fmul <2 x double> %123, %125
  %127 = fptrunc <2 x double> %126 to <2 x float>
  %128 = insertelement <2 x double> poison, double %116, i64 0
  %129 = insertelement <2 x double> %128, double %121, i64 1
  %130 = fptrunc <2 x double> %129 to <2 x float>
  %131 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %130, <2 x float> %105, <2 x float> %127)
  %132 = fpext <2 x float> %131 to <2 x double>
  %133 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %134 = fsub <2 x double> %132, %133
  %135 = extractelement <2 x double> %134, i64 0
  %136 = fsub double %107, %111
  %137 = fdiv double %135, %136
  %138 = tail call double @llvm.fabs.f64(double %137)
  %139 = fcmp ogt double %138, 1.000000e+00
  %140 = select i1 %139, double %138, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %97, ptr %12, align 8, !tbaa !9
  %141 = load volatile double, ptr %12, align 8, !tbaa !9
  %142 = tail call double @llvm.fabs.f64(double %141)
  %143 = fcmp ueq double %142, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %143, label %155, label %144

144:                                              ; preds = %89
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %137, ptr %11, align 8, !tbaa !9
  %145 = load volatile double, ptr %11, align 8, !tbaa !9
  %146 = tail call double @llvm.fabs.f64(double %145)
  %147 = fcmp ueq double %146, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %147, label %155, label %148

148:                                              ; preds = %144
  %149 = fsub double %97, %137
  %150 = tail call double @llvm.fabs.f64(double %149)
  %151 = fmul double %140, 5.000000e-03
  %152 = fcmp ole double %150, %151
  %153 = select i1 %152, ptr @.str.10, ptr @.str.11
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %95, double noundef %97, double noundef %137, ptr noundef nonnull %153)
  br i1 %152, label %160, label %157

155:                                              ; preds = %144, %89
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %95, double noundef %97, double noundef %137, ptr noundef nonnull @.str.11)
  br label %157

157:                                              ; preds = %155, %148
  %158 = load i32, ptr @n_fail, align 4, !tbaa !11
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr @n_fail, align 4, !tbaa !11
  br label %160

160:                                              ; preds = %148, %157
  %161 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_acc, double noundef %95) #12
  %162 = fpext float %161 to double
  %163 = fmul <2 x double> %106, <double 2.000000e+00, double 2.000000e+00>
  %164 = fadd <2 x double> %106, zeroinitializer
  %165 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> %164, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %166 = fdiv <2 x double> %163, %165
  %167 = fadd <2 x double> %164, %166
  %168 = fmul <2 x double> %106, <double 3.000000e+00, double 3.000000e+00>
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> %167, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %170 = fdiv <2 x double> %168, %169
  %171 = fadd <2 x double> %167, %170
  %172 = fmul <2 x double> %106, <double 4.000000e+00, double 4.000000e+00>
  %173 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %171, <2 x double> %171, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %174 = fdiv <2 x double> %172, %173
  %175 = fadd <2 x double> %171, %174
  %176 = fmul <2 x double> %106, <double 5.000000e+00, double 5.000000e+00>
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> %175, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %178 = fdiv <2 x double> %176, %177
  %179 = fadd <2 x double> %175, %178
  %180 = fmul <2 x double> %106, <double 6.000000e+00, double 6.000000e+00>
  %181 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %179, <2 x double> %179, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %182 = fdiv <2 x double> %180, %181
  %183 = fadd <2 x double> %179, %182
  %184 = fmul <2 x double> %106, <double 7.000000e+00, double 7.000000e+00>
  %185 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %183, <2 x double> %183, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %186 = fdiv <2 x double> %184, %185
  %187 = fadd <2 x double> %183, %186
  %188 = fmul <2 x double> %106, <double 8.000000e+00, double 8.000000e+00>
  %189 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %187, <2 x double> %187, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %190 = fdiv <2 x double> %188, %189
  %191 = fadd <2 x double> %187, %190
  %192 = fmul <2 x double> %106, <double 9.000000e+00, double 9.000000e+00>
  %193 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %191, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %194 = fdiv <2 x double> %192, %193
  %195 = fadd <2 x double> %191, %194
  %196 = fmul <2 x double> %106, <double 1.000000e+01, double 1.000000e+01>
  %197 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %195, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %198 = fdiv <2 x double> %196, %197
  %199 = fadd <2 x double> %195, %198
  %200 = fptrunc <2 x double> %199 to <2 x float>
  %201 = fpext <2 x float> %200 to <2 x double>
  %202 = shufflevector <2 x double> %201, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %203 = fsub <2 x double> %201, %202
  %204 = extractelement <2 x double> %203, i64 0
  %205 = fdiv double %204, %136
  %206 = tail call double @llvm.fabs.f64(double %205)
  %207 = fcmp ogt double %206, 1.000000e+00
  %208 = select i1 %207, double %206, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %162, ptr %10, align 8, !tbaa !9
  %209 = load volatile double, ptr %10, align 8, !tbaa !9
  %210 = tail call double @llvm.fabs.f64(double %209)
  %211 = fcmp ueq double %210, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %211, label %223, label %212

212:                                              ; preds = %160
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %205, ptr %9, align 8, !tbaa !9
  %213 = load volatile double, ptr %9, align 8, !tbaa !9
  %214 = tail call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %215, label %223, label %216

216:                                              ; preds = %212
  %217 = fsub double %162, %205
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = fmul double %208, 5.000000e-03
  %220 = fcmp ole double %218, %219
  %221 = select i1 %220, ptr @.str.10, ptr @.str.11
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %95, double noundef %162, double noundef %205, ptr noundef nonnull %221)
  br i1 %220, label %228, label %225

223:                                              ; preds = %212, %160
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %95, double noundef %162, double noundef %205, ptr noundef nonnull @.str.11)
  br label %225

225:                                              ; preds = %223, %216
  %226 = load i32, ptr @n_fail, align 4, !tbaa !11
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr @n_fail, align 4, !tbaa !11
  br label %228

228:                                              ; preds = %216, %225
  %229 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef %95) #12
  %230 = fpext float %229 to double
  %231 = tail call <2 x float> @llvm.fabs.v2f32(<2 x float> %105)
  %232 = tail call <2 x float> @llvm.maxnum.v2f32(<2 x float> %113, <2 x float> <float 5.000000e-01, float 5.000000e-01>)
  %233 = tail call <2 x float> @llvm.floor.v2f32(<2 x float> %105)
  %234 = tail call <2 x float> @llvm.copysign.v2f32(<2 x float> %113, <2 x float> %105)
  %235 = tail call <2 x float> @llvm.minnum.v2f32(<2 x float> %231, <2 x float> <float 2.000000e+00, float 2.000000e+00>)
  %236 = fadd <2 x float> %235, %232
  %237 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %233, <2 x float> %105, <2 x float> %236)
  %238 = fadd <2 x float> %234, %237
  %239 = fpext <2 x float> %238 to <2 x double>
  %240 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %241 = fsub <2 x double> %239, %240
  %242 = extractelement <2 x double> %241, i64 0
  %243 = fdiv double %242, %136
  %244 = tail call double @llvm.fabs.f64(double %243)
  %245 = fcmp ogt double %244, 1.000000e+00
  %246 = select i1 %245, double %244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %230, ptr %8, align 8, !tbaa !9
  %247 = load volatile double, ptr %8, align 8, !tbaa !9
  %248 = tail call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %249, label %261, label %250

250:                                              ; preds = %228
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %243, ptr %7, align 8, !tbaa !9
  %251 = load volatile double, ptr %7, align 8, !tbaa !9
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %253, label %261, label %254

254:                                              ; preds = %250
  %255 = fsub double %230, %243
  %256 = tail call double @llvm.fabs.f64(double %255)
  %257 = fmul double %246, 5.000000e-03
  %258 = fcmp ole double %256, %257
  %259 = select i1 %258, ptr @.str.10, ptr @.str.11
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %95, double noundef %230, double noundef %243, ptr noundef nonnull %259)
  br i1 %258, label %266, label %263

261:                                              ; preds = %250, %228
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %95, double noundef %230, double noundef %243, ptr noundef nonnull @.str.11)
  br label %263

263:                                              ; preds = %261, %254
  %264 = load i32, ptr @n_fail, align 4, !tbaa !11
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr @n_fail, align 4, !tbaa !11
  br label %266

266:                                              ; preds = %254, %263
  %267 = trunc nuw nsw i64 %90 to i32
  %268 = uitofp nneg i32 %267 to double
  %269 = tail call double @llvm.fmuladd.f64(double %268, double 4.000000e-01, double 0x3FE6666666666666)
  %270 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %271 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dconst, double noundef %95, i32 noundef %270, double noundef %269) #12
  %272 = fpext float %271 to double
  %273 = tail call float @sinf(float noundef %102) #12
  %274 = fptrunc double %269 to float
  %275 = tail call float @sinf(float noundef %103) #12
  %276 = insertelement <2 x double> poison, double %269, i64 0
  %277 = shufflevector <2 x double> %276, <2 x double> poison, <2 x i32> zeroinitializer
  %278 = fmul <2 x double> %277, %106
  %279 = fptrunc <2 x double> %278 to <2 x float>
  %280 = insertelement <2 x float> poison, float %273, i64 0
  %281 = insertelement <2 x float> %280, float %275, i64 1
  %282 = insertelement <2 x float> poison, float %274, i64 0
  %283 = shufflevector <2 x float> %282, <2 x float> poison, <2 x i32> zeroinitializer
  %284 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %281, <2 x float> %283, <2 x float> %279)
  %285 = fpext <2 x float> %284 to <2 x double>
  %286 = shufflevector <2 x double> %285, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %287 = fsub <2 x double> %285, %286
  %288 = extractelement <2 x double> %287, i64 0
  %289 = fdiv double %288, %136
  %290 = tail call double @llvm.fabs.f64(double %289)
  %291 = fcmp ogt double %290, 1.000000e+00
  %292 = select i1 %291, double %290, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %272, ptr %6, align 8, !tbaa !9
  %293 = load volatile double, ptr %6, align 8, !tbaa !9
  %294 = tail call double @llvm.fabs.f64(double %293)
  %295 = fcmp ueq double %294, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %295, label %307, label %296

296:                                              ; preds = %266
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %289, ptr %5, align 8, !tbaa !9
  %297 = load volatile double, ptr %5, align 8, !tbaa !9
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = fcmp ueq double %298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %299, label %307, label %300

300:                                              ; preds = %296
  %301 = fsub double %272, %289
  %302 = tail call double @llvm.fabs.f64(double %301)
  %303 = fmul double %292, 5.000000e-03
  %304 = fcmp ole double %302, %303
  %305 = select i1 %304, ptr @.str.10, ptr @.str.11
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %95, double noundef %272, double noundef %289, ptr noundef nonnull %305)
  br i1 %304, label %312, label %309

307:                                              ; preds = %296, %266
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %95, double noundef %272, double noundef %289, ptr noundef nonnull @.str.11)
  br label %309

309:                                              ; preds = %307, %300
  %310 = load i32, ptr @n_fail, align 4, !tbaa !11
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr @n_fail, align 4, !tbaa !11
  br label %312

312:                                              ; preds = %300, %309
  %313 = shl nuw nsw i64 %90, 1
  %314 = add nuw nsw i64 %313, 3
  %315 = trunc nuw nsw i64 %314 to i32
  %316 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, double noundef %95, i32 noundef %315) #12
  br label %317

317:                                              ; preds = %317, %312
  %318 = phi i32 [ 0, %312 ], [ %334, %317 ]
  %319 = phi float [ 0.000000e+00, %312 ], [ %333, %317 ]
  %320 = phi i64 [ 0, %312 ], [ %335, %317 ]
  %321 = uitofp nneg i32 %318 to float
  %322 = fadd float %321, 1.000000e+00
  %323 = fdiv float %102, %322
  %324 = tail call float @llvm.fmuladd.f32(float %319, float 0x3FECCCCCC0000000, float %323)
  %325 = fmul float %102, %319
  %326 = tail call float @llvm.fmuladd.f32(float %325, float 0x3FA99999A0000000, float %324)
  %327 = or disjoint i32 %318, 1
  %328 = uitofp nneg i32 %327 to float
  %329 = fadd float %328, 1.000000e+00
  %330 = fdiv float %102, %329
  %331 = tail call float @llvm.fmuladd.f32(float %326, float 0x3FECCCCCC0000000, float %330)
  %332 = fmul float %102, %326
  %333 = tail call float @llvm.fmuladd.f32(float %332, float 0x3FA99999A0000000, float %331)
  %334 = add nuw nsw i32 %318, 2
  %335 = add nuw nsw i64 %320, 2
  %336 = icmp eq i64 %320, %92
  br i1 %336, label %337, label %317, !llvm.loop !15

337:                                              ; preds = %317
  %338 = uitofp nneg i32 %334 to float
  %339 = fadd float %338, 1.000000e+00
  %340 = fdiv float %102, %339
  %341 = tail call float @llvm.fmuladd.f32(float %333, float 0x3FECCCCCC0000000, float %340)
  %342 = fmul float %102, %333
  %343 = tail call float @llvm.fmuladd.f32(float %342, float 0x3FA99999A0000000, float %341)
  %344 = fpext float %316 to double
  br label %345

345:                                              ; preds = %345, %337
  %346 = phi i32 [ 0, %337 ], [ %362, %345 ]
  %347 = phi float [ 0.000000e+00, %337 ], [ %361, %345 ]
  %348 = phi i64 [ 0, %337 ], [ %363, %345 ]
  %349 = uitofp nneg i32 %346 to float
  %350 = fadd float %349, 1.000000e+00
  %351 = fdiv float %103, %350
  %352 = tail call float @llvm.fmuladd.f32(float %347, float 0x3FECCCCCC0000000, float %351)
  %353 = fmul float %103, %347
  %354 = tail call float @llvm.fmuladd.f32(float %353, float 0x3FA99999A0000000, float %352)
  %355 = or disjoint i32 %346, 1
  %356 = uitofp nneg i32 %355 to float
  %357 = fadd float %356, 1.000000e+00
  %358 = fdiv float %103, %357
  %359 = tail call float @llvm.fmuladd.f32(float %354, float 0x3FECCCCCC0000000, float %358)
  %360 = fmul float %103, %354
  %361 = tail call float @llvm.fmuladd.f32(float %360, float 0x3FA99999A0000000, float %359)
  %362 = add nuw nsw i32 %346, 2
  %363 = add nuw nsw i64 %348, 2
  %364 = icmp eq i64 %348, %91
  br i1 %364, label %365, label %345, !llvm.loop !15

365:                                              ; preds = %345
  %366 = uitofp nneg i32 %362 to float
  %367 = fadd float %366, 1.000000e+00
  %368 = fdiv float %103, %367
  %369 = tail call float @llvm.fmuladd.f32(float %361, float 0x3FECCCCCC0000000, float %368)
  %370 = fmul float %103, %361
  %371 = tail call float @llvm.fmuladd.f32(float %370, float 0x3FA99999A0000000, float %369)
  %372 = fpext float %343 to double
  %373 = fpext float %371 to double
  %374 = fsub double %372, %373
  %375 = fdiv double %374, %136
  %376 = tail call double @llvm.fabs.f64(double %375)
  %377 = fcmp ogt double %376, 1.000000e+00
  %378 = select i1 %377, double %376, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %344, ptr %4, align 8, !tbaa !9
  %379 = load volatile double, ptr %4, align 8, !tbaa !9
  %380 = tail call double @llvm.fabs.f64(double %379)
  %381 = fcmp ueq double %380, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %381, label %393, label %382

382:                                              ; preds = %365
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %375, ptr %3, align 8, !tbaa !9
  %383 = load volatile double, ptr %3, align 8, !tbaa !9
  %384 = tail call double @llvm.fabs.f64(double %383)
  %385 = fcmp ueq double %384, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %385, label %393, label %386

386:                                              ; preds = %382
  %387 = fsub double %344, %375
  %388 = tail call double @llvm.fabs.f64(double %387)
  %389 = fmul double %378, 5.000000e-03
  %390 = fcmp ole double %388, %389
  %391 = select i1 %390, ptr @.str.10, ptr @.str.11
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %95, double noundef %344, double noundef %375, ptr noundef nonnull %391)
  br i1 %390, label %398, label %395

393:                                              ; preds = %382, %365
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %95, double noundef %344, double noundef %375, ptr noundef nonnull @.str.11)
  br label %395

395:                                              ; preds = %393, %386
  %396 = load i32, ptr @n_fail, align 4, !tbaa !11
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !11
  br label %398

398:                                              ; preds = %386, %395
  %399 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nest, double noundef %95, i32 noundef %315) #12
  %400 = fmul float %102, 5.000000e-01
  br label %401

401:                                              ; preds = %426, %398
  %402 = phi i32 [ 1, %398 ], [ %428, %426 ]
  %403 = phi i32 [ 0, %398 ], [ %405, %426 ]
  %404 = phi float [ 0.000000e+00, %398 ], [ %427, %426 ]
  %405 = add nuw nsw i32 %403, 1
  %406 = uitofp nneg i32 %405 to float
  %407 = and i32 %402, 1
  %408 = icmp eq i32 %403, 0
  br i1 %408, label %411, label %409

409:                                              ; preds = %401
  %410 = and i32 %402, 2147483646
  br label %431

411:                                              ; preds = %431, %401
  %412 = phi float [ poison, %401 ], [ %452, %431 ]
  %413 = phi i32 [ 0, %401 ], [ %444, %431 ]
  %414 = phi float [ %404, %401 ], [ %452, %431 ]
  %415 = icmp eq i32 %407, 0
  br i1 %415, label %426, label %416

416:                                              ; preds = %411
  %417 = add nuw nsw i32 %413, 1
  %418 = uitofp nneg i32 %417 to float
  %419 = fmul float %102, %418
  %420 = fdiv float %419, %406
  %421 = uitofp nneg i32 %413 to float
  %422 = fmul float %400, %421
  %423 = tail call float @sinf(float noundef %422) #12
  %424 = tail call float @llvm.fmuladd.f32(float %423, float 0x3FB99999A0000000, float %420)
  %425 = fadd float %414, %424
  br label %426

426:                                              ; preds = %411, %416
  %427 = phi float [ %412, %411 ], [ %425, %416 ]
  %428 = add nuw nsw i32 %402, 1
  %429 = zext nneg i32 %405 to i64
  %430 = icmp eq i64 %314, %429
  br i1 %430, label %455, label %401, !llvm.loop !16

431:                                              ; preds = %431, %409
  %432 = phi i32 [ 0, %409 ], [ %444, %431 ]
  %433 = phi float [ %404, %409 ], [ %452, %431 ]
  %434 = phi i32 [ 0, %409 ], [ %453, %431 ]
  %435 = or disjoint i32 %432, 1
  %436 = uitofp nneg i32 %435 to float
  %437 = fmul float %102, %436
  %438 = fdiv float %437, %406
  %439 = uitofp nneg i32 %432 to float
  %440 = fmul float %400, %439
  %441 = tail call float @sinf(float noundef %440) #12
  %442 = tail call float @llvm.fmuladd.f32(float %441, float 0x3FB99999A0000000, float %438)
  %443 = fadd float %433, %442
  %444 = add nuw nsw i32 %432, 2
  %445 = uitofp nneg i32 %444 to float
  %446 = fmul float %102, %445
  %447 = fdiv float %446, %406
  %448 = uitofp nneg i32 %435 to float
  %449 = fmul float %400, %448
  %450 = tail call float @sinf(float noundef %449) #12
  %451 = tail call float @llvm.fmuladd.f32(float %450, float 0x3FB99999A0000000, float %447)
  %452 = fadd float %443, %451
  %453 = add i32 %434, 2
  %454 = icmp eq i32 %453, %410
  br i1 %454, label %411, label %431, !llvm.loop !17

455:                                              ; preds = %426
  %456 = fpext float %399 to double
  %457 = fmul float %103, 5.000000e-01
  br label %458

458:                                              ; preds = %483, %455
  %459 = phi i32 [ 1, %455 ], [ %485, %483 ]
  %460 = phi i32 [ 0, %455 ], [ %462, %483 ]
  %461 = phi float [ 0.000000e+00, %455 ], [ %484, %483 ]
  %462 = add nuw nsw i32 %460, 1
  %463 = uitofp nneg i32 %462 to float
  %464 = and i32 %459, 1
  %465 = icmp eq i32 %460, 0
  br i1 %465, label %468, label %466

466:                                              ; preds = %458
  %467 = and i32 %459, 2147483646
  br label %488

468:                                              ; preds = %488, %458
  %469 = phi float [ poison, %458 ], [ %509, %488 ]
  %470 = phi i32 [ 0, %458 ], [ %501, %488 ]
  %471 = phi float [ %461, %458 ], [ %509, %488 ]
  %472 = icmp eq i32 %464, 0
  br i1 %472, label %483, label %473

473:                                              ; preds = %468
  %474 = add nuw nsw i32 %470, 1
  %475 = uitofp nneg i32 %474 to float
  %476 = fmul float %103, %475
  %477 = fdiv float %476, %463
  %478 = uitofp nneg i32 %470 to float
  %479 = fmul float %457, %478
  %480 = tail call float @sinf(float noundef %479) #12
  %481 = tail call float @llvm.fmuladd.f32(float %480, float 0x3FB99999A0000000, float %477)
  %482 = fadd float %471, %481
  br label %483

483:                                              ; preds = %468, %473
  %484 = phi float [ %469, %468 ], [ %482, %473 ]
  %485 = add nuw nsw i32 %459, 1
  %486 = zext nneg i32 %462 to i64
  %487 = icmp eq i64 %314, %486
  br i1 %487, label %512, label %458, !llvm.loop !16

488:                                              ; preds = %488, %466
  %489 = phi i32 [ 0, %466 ], [ %501, %488 ]
  %490 = phi float [ %461, %466 ], [ %509, %488 ]
  %491 = phi i32 [ 0, %466 ], [ %510, %488 ]
  %492 = or disjoint i32 %489, 1
  %493 = uitofp nneg i32 %492 to float
  %494 = fmul float %103, %493
  %495 = fdiv float %494, %463
  %496 = uitofp nneg i32 %489 to float
  %497 = fmul float %457, %496
  %498 = tail call float @sinf(float noundef %497) #12
  %499 = tail call float @llvm.fmuladd.f32(float %498, float 0x3FB99999A0000000, float %495)
  %500 = fadd float %490, %499
  %501 = add nuw nsw i32 %489, 2
  %502 = uitofp nneg i32 %501 to float
  %503 = fmul float %103, %502
  %504 = fdiv float %503, %463
  %505 = uitofp nneg i32 %492 to float
  %506 = fmul float %457, %505
  %507 = tail call float @sinf(float noundef %506) #12
  %508 = tail call float @llvm.fmuladd.f32(float %507, float 0x3FB99999A0000000, float %504)
  %509 = fadd float %500, %508
  %510 = add i32 %491, 2
  %511 = icmp eq i32 %510, %467
  br i1 %511, label %468, label %488, !llvm.loop !17

512:                                              ; preds = %483
  %513 = fpext float %427 to double
  %514 = fpext float %484 to double
  %515 = fsub double %513, %514
  %516 = fdiv double %515, %136
  %517 = tail call double @llvm.fabs.f64(double %516)
  %518 = fcmp ogt double %517, 1.000000e+00
  %519 = select i1 %518, double %517, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %456, ptr %2, align 8, !tbaa !9
  %520 = load volatile double, ptr %2, align 8, !tbaa !9
  %521 = tail call double @llvm.fabs.f64(double %520)
  %522 = fcmp ueq double %521, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %522, label %534, label %523

523:                                              ; preds = %512
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %516, ptr %1, align 8, !tbaa !9
  %524 = load volatile double, ptr %1, align 8, !tbaa !9
  %525 = tail call double @llvm.fabs.f64(double %524)
  %526 = fcmp ueq double %525, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %526, label %534, label %527

527:                                              ; preds = %523
  %528 = fsub double %456, %516
  %529 = tail call double @llvm.fabs.f64(double %528)
  %530 = fmul double %519, 5.000000e-03
  %531 = fcmp ole double %529, %530
  %532 = select i1 %531, ptr @.str.10, ptr @.str.11
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %95, double noundef %456, double noundef %516, ptr noundef nonnull %532)
  br i1 %531, label %539, label %536

534:                                              ; preds = %523, %512
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %95, double noundef %456, double noundef %516, ptr noundef nonnull @.str.11)
  br label %536

536:                                              ; preds = %534, %527
  %537 = load i32, ptr @n_fail, align 4, !tbaa !11
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr @n_fail, align 4, !tbaa !11
  br label %539

539:                                              ; preds = %527, %536
  %540 = add nuw nsw i64 %90, 1
  %541 = icmp eq i64 %540, 6
  br i1 %541, label %83, label %89, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_libm(float noundef %0) #3 {
  %2 = tail call float @sqrtf(float noundef %0) #12
  %3 = fadd float %0, 1.000000e+00
  %4 = tail call float @logf(float noundef %3) #12
  %5 = tail call float @powf(float noundef %0, float noundef 1.500000e+00) #12
  %6 = tail call float @llvm.fmuladd.f32(float %2, float %4, float %5)
  %7 = tail call float @cbrtf(float noundef %0) #13
  %8 = fadd float %6, %7
  %9 = tail call float @atanf(float noundef %0) #12
  %10 = tail call float @erff(float noundef %0) #12
  %11 = tail call float @llvm.fmuladd.f32(float %9, float %10, float %8)
  ret float %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_mixed(float noundef %0) #3 {
  %2 = fpext float %0 to double
  %3 = tail call double @sin(double noundef %2) #12
  %4 = fmul double %2, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #12
  %6 = fmul double %3, %5
  %7 = fptrunc double %6 to float
  %8 = fmul float %0, %0
  %9 = fpext float %8 to double
  %10 = tail call double @log1p(double noundef %9) #12
  %11 = fptrunc double %10 to float
  %12 = tail call float @llvm.fmuladd.f32(float %11, float %0, float %7)
  ret float %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal float @f_acc(float noundef %0) #4 {
  %2 = fpext float %0 to double
  %3 = fadd double %2, 0.000000e+00
  %4 = fmul double %2, 2.000000e+00
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %3, double 1.000000e+00)
  %6 = fdiv double %4, %5
  %7 = fadd double %3, %6
  %8 = fmul double %2, 3.000000e+00
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %7, double 1.000000e+00)
  %10 = fdiv double %8, %9
  %11 = fadd double %7, %10
  %12 = fmul double %2, 4.000000e+00
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %11, double 1.000000e+00)
  %14 = fdiv double %12, %13
  %15 = fadd double %11, %14
  %16 = fmul double %2, 5.000000e+00
  %17 = tail call double @llvm.fmuladd.f64(double %15, double %15, double 1.000000e+00)
  %18 = fdiv double %16, %17
  %19 = fadd double %15, %18
  %20 = fmul double %2, 6.000000e+00
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %19, double 1.000000e+00)
  %22 = fdiv double %20, %21
  %23 = fadd double %19, %22
  %24 = fmul double %2, 7.000000e+00
  %25 = tail call double @llvm.fmuladd.f64(double %23, double %23, double 1.000000e+00)
  %26 = fdiv double %24, %25
  %27 = fadd double %23, %26
  %28 = fmul double %2, 8.000000e+00
  %29 = tail call double @llvm.fmuladd.f64(double %27, double %27, double 1.000000e+00)
  %30 = fdiv double %28, %29
  %31 = fadd double %27, %30
  %32 = fmul double %2, 9.000000e+00
  %33 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 1.000000e+00)
  %34 = fdiv double %32, %33
  %35 = fadd double %31, %34
  %36 = fmul double %2, 1.000000e+01
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %35, double 1.000000e+00)
  %38 = fdiv double %36, %37
  %39 = fadd double %35, %38
  %40 = fptrunc double %39 to float
  ret float %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef float @f_minmax(float noundef %0) #4 {
  %2 = tail call float @llvm.fabs.f32(float %0)
  %3 = tail call float @llvm.minnum.f32(float %2, float 2.000000e+00)
  %4 = fmul float %0, %0
  %5 = tail call float @llvm.maxnum.f32(float %4, float 5.000000e-01)
  %6 = fadd float %3, %5
  %7 = tail call float @llvm.floor.f32(float %0)
  %8 = tail call float @llvm.fmuladd.f32(float %7, float %0, float %6)
  %9 = tail call float @llvm.copysign.f32(float %4, float %0)
  %10 = fadd float %9, %8
  ret float %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_dconst(float noundef %0, double noundef %1) #3 {
  %3 = fpext float %0 to double
  %4 = fmul double %3, %1
  %5 = fptrunc double %4 to float
  %6 = tail call float @sinf(float noundef %0) #12
  %7 = fptrunc double %1 to float
  %8 = tail call float @llvm.fmuladd.f32(float %6, float %7, float %5)
  ret float %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal float @f_loop(float noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %12, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %24

9:                                                ; preds = %24
  %10 = uitofp nneg i32 %41 to float
  %11 = fadd float %10, 1.000000e+00
  br label %12

12:                                               ; preds = %9, %4
  %13 = phi float [ poison, %4 ], [ %40, %9 ]
  %14 = phi float [ 1.000000e+00, %4 ], [ %11, %9 ]
  %15 = phi float [ 0.000000e+00, %4 ], [ %40, %9 ]
  %16 = icmp eq i32 %5, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %12
  %18 = fdiv float %0, %14
  %19 = tail call float @llvm.fmuladd.f32(float %15, float 0x3FECCCCCC0000000, float %18)
  %20 = fmul float %15, %0
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 0x3FA99999A0000000, float %19)
  br label %22

22:                                               ; preds = %17, %12, %2
  %23 = phi float [ 0.000000e+00, %2 ], [ %13, %12 ], [ %21, %17 ]
  ret float %23

24:                                               ; preds = %24, %7
  %25 = phi i32 [ 0, %7 ], [ %41, %24 ]
  %26 = phi float [ 0.000000e+00, %7 ], [ %40, %24 ]
  %27 = phi i32 [ 0, %7 ], [ %42, %24 ]
  %28 = uitofp nneg i32 %25 to float
  %29 = fadd float %28, 1.000000e+00
  %30 = fdiv float %0, %29
  %31 = tail call float @llvm.fmuladd.f32(float %26, float 0x3FECCCCCC0000000, float %30)
  %32 = fmul float %26, %0
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 0x3FA99999A0000000, float %31)
  %34 = or disjoint i32 %25, 1
  %35 = uitofp nneg i32 %34 to float
  %36 = fadd float %35, 1.000000e+00
  %37 = fdiv float %0, %36
  %38 = tail call float @llvm.fmuladd.f32(float %33, float 0x3FECCCCCC0000000, float %37)
  %39 = fmul float %33, %0
  %40 = tail call float @llvm.fmuladd.f32(float %39, float 0x3FA99999A0000000, float %38)
  %41 = add nuw nsw i32 %25, 2
  %42 = add i32 %27, 2
  %43 = icmp eq i32 %42, %8
  br i1 %43, label %9, label %24, !llvm.loop !15
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal float @f_nest(float noundef %0, i32 noundef %1) #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %16

4:                                                ; preds = %2
  %5 = fmul float %0, 5.000000e-01
  br label %6

6:                                                ; preds = %4, %33
  %7 = phi i32 [ 1, %4 ], [ %35, %33 ]
  %8 = phi i32 [ 0, %4 ], [ %10, %33 ]
  %9 = phi float [ 0.000000e+00, %4 ], [ %34, %33 ]
  %10 = add nuw nsw i32 %8, 1
  %11 = uitofp nneg i32 %10 to float
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %8, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %6
  %15 = and i32 %7, -2
  br label %37

16:                                               ; preds = %33, %2
  %17 = phi float [ 0.000000e+00, %2 ], [ %34, %33 ]
  ret float %17

18:                                               ; preds = %37, %6
  %19 = phi float [ poison, %6 ], [ %58, %37 ]
  %20 = phi i32 [ 0, %6 ], [ %50, %37 ]
  %21 = phi float [ %9, %6 ], [ %58, %37 ]
  %22 = icmp eq i32 %12, 0
  br i1 %22, label %33, label %23

23:                                               ; preds = %18
  %24 = add nuw nsw i32 %20, 1
  %25 = uitofp nneg i32 %24 to float
  %26 = fmul float %25, %0
  %27 = fdiv float %26, %11
  %28 = uitofp nneg i32 %20 to float
  %29 = fmul float %5, %28
  %30 = tail call float @sinf(float noundef %29) #12
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 0x3FB99999A0000000, float %27)
  %32 = fadd float %21, %31
  br label %33

33:                                               ; preds = %18, %23
  %34 = phi float [ %19, %18 ], [ %32, %23 ]
  %35 = add nuw i32 %7, 1
  %36 = icmp eq i32 %10, %1
  br i1 %36, label %16, label %6, !llvm.loop !16

37:                                               ; preds = %37, %14
  %38 = phi i32 [ 0, %14 ], [ %50, %37 ]
  %39 = phi float [ %9, %14 ], [ %58, %37 ]
  %40 = phi i32 [ 0, %14 ], [ %59, %37 ]
  %41 = or disjoint i32 %38, 1
  %42 = uitofp nneg i32 %41 to float
  %43 = fmul float %42, %0
  %44 = fdiv float %43, %11
  %45 = uitofp nneg i32 %38 to float
  %46 = fmul float %5, %45
  %47 = tail call float @sinf(float noundef %46) #12
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 0x3FB99999A0000000, float %44)
  %49 = fadd float %39, %48
  %50 = add nuw nsw i32 %38, 2
  %51 = uitofp nneg i32 %50 to float
  %52 = fmul float %51, %0
  %53 = fdiv float %52, %11
  %54 = uitofp nneg i32 %41 to float
  %55 = fmul float %5, %54
  %56 = tail call float @sinf(float noundef %55) #12
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 0x3FB99999A0000000, float %53)
  %58 = fadd float %49, %57
  %59 = add i32 %40, 2
  %60 = icmp eq i32 %59, %15
  br i1 %60, label %18, label %37, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.minnum.v2f32(<2 x float>, <2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
