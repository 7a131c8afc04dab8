; ModuleID = 'float1.c'
source_filename = "float1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
@.str.9 = private unnamed_addr constant [30 x i8] c"%s x=%.9g ad=%.9g fd=%.9g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef 0x3FD3333340000000) #11
  %2 = fpext float %1 to double
  %3 = tail call float @cbrtf(float noundef 0x3FD3D70A40000000) #12
  %4 = tail call float @erff(float noundef 0x3FD3D70A40000000) #11
  %5 = tail call float @cbrtf(float noundef 0x3FD28F5C40000000) #12
  %6 = tail call float @erff(float noundef 0x3FD28F5C40000000) #11
  %7 = insertelement <2 x float> poison, float %3, i64 0
  %8 = insertelement <2 x float> %7, float %5, i64 1
  %9 = fadd <2 x float> %8, <float 0x3FD4AB2360000000, float 0x3FD2C56880000000>
  %10 = insertelement <2 x float> poison, float %4, i64 0
  %11 = insertelement <2 x float> %10, float %6, i64 1
  %12 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %11, <2 x float> <float 0x3FD33D1FA0000000, float 0x3FD2108180000000>, <2 x float> %9)
  %13 = fpext <2 x float> %12 to <2 x double>
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %15 = fsub <2 x double> %13, %14
  %16 = extractelement <2 x double> %15, i64 0
  %17 = fdiv double %16, 0x3F947AE000000000
  %18 = tail call double @llvm.fabs.f64(double %17)
  %19 = fcmp ogt double %18, 1.000000e+00
  %20 = select i1 %19, double %18, double 1.000000e+00
  %21 = fsub double %2, %17
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fmul double %20, 5.000000e-03
  %24 = fcmp ole double %22, %23
  %25 = select i1 %24, ptr @.str.10, ptr @.str.11
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef 0x3FD3333340000000, double noundef %2, double noundef %17, ptr noundef nonnull %25)
  br i1 %24, label %30, label %27

27:                                               ; preds = %0
  %28 = load i32, ptr @n_fail, align 4, !tbaa !5
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @n_fail, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %0, %27
  %31 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef 7.500000e-01) #11
  %32 = fpext float %31 to double
  %33 = tail call float @cbrtf(float noundef 0x3FE851EB80000000) #12
  %34 = tail call float @erff(float noundef 0x3FE851EB80000000) #11
  %35 = tail call float @cbrtf(float noundef 0x3FE7AE1480000000) #12
  %36 = tail call float @erff(float noundef 0x3FE7AE1480000000) #11
  %37 = insertelement <2 x float> poison, float %33, i64 0
  %38 = insertelement <2 x float> %37, float %35, i64 1
  %39 = fadd <2 x float> %38, <float 0x3FF27C71A0000000, float 0x3FF1CF0520000000>
  %40 = insertelement <2 x float> poison, float %34, i64 0
  %41 = insertelement <2 x float> %40, float %36, i64 1
  %42 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %41, <2 x float> <float 0x3FE4CBBD20000000, float 0x3FE462E160000000>, <2 x float> %39)
  %43 = fpext <2 x float> %42 to <2 x double>
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %45 = fsub <2 x double> %43, %44
  %46 = extractelement <2 x double> %45, i64 0
  %47 = fdiv double %46, 0x3F947AE000000000
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ogt double %48, 1.000000e+00
  %50 = select i1 %49, double %48, double 1.000000e+00
  %51 = fsub double %32, %47
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fmul double %50, 5.000000e-03
  %54 = fcmp ole double %52, %53
  %55 = select i1 %54, ptr @.str.10, ptr @.str.11
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef 7.500000e-01, double noundef %32, double noundef %47, ptr noundef nonnull %55)
  br i1 %54, label %60, label %57

57:                                               ; preds = %30
  %58 = load i32, ptr @n_fail, align 4, !tbaa !5
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr @n_fail, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %57, %30
  %61 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef 0x3FF6666660000000) #11
  %62 = fpext float %61 to double
  %63 = tail call float @cbrtf(float noundef 0x3FF69FBE80000000) #12
  %64 = tail call float @erff(float noundef 0x3FF69FBE80000000) #11
  %65 = tail call float @cbrtf(float noundef 0x3FF62D0E40000000) #12
  %66 = tail call float @erff(float noundef 0x3FF62D0E40000000) #11
  %67 = insertelement <2 x float> poison, float %63, i64 0
  %68 = insertelement <2 x float> %67, float %65, i64 1
  %69 = fadd <2 x float> %68, <float 0x4005D5BC80000000, float 0x40053E79A0000000>
  %70 = insertelement <2 x float> poison, float %64, i64 0
  %71 = insertelement <2 x float> %70, float %66, i64 1
  %72 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %71, <2 x float> <float 0x3FEE915EE0000000, float 0x3FEE43E020000000>, <2 x float> %69)
  %73 = fpext <2 x float> %72 to <2 x double>
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fsub <2 x double> %73, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fdiv double %76, 0x3F9CAC1000000000
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ogt double %78, 1.000000e+00
  %80 = select i1 %79, double %78, double 1.000000e+00
  %81 = fsub double %62, %77
  %82 = tail call double @llvm.fabs.f64(double %81)
  %83 = fmul double %80, 5.000000e-03
  %84 = fcmp ole double %82, %83
  %85 = select i1 %84, ptr @.str.10, ptr @.str.11
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef 0x3FF6666660000000, double noundef %62, double noundef %77, ptr noundef nonnull %85)
  br i1 %84, label %90, label %87

87:                                               ; preds = %60
  %88 = load i32, ptr @n_fail, align 4, !tbaa !5
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @n_fail, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %87, %60
  %91 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef 0x4004CCCCC0000000) #11
  %92 = fpext float %91 to double
  %93 = tail call float @cbrtf(float noundef 0x4005020C40000000) #12
  %94 = tail call float @erff(float noundef 0x4005020C40000000) #11
  %95 = tail call float @cbrtf(float noundef 0x4004978D40000000) #12
  %96 = tail call float @erff(float noundef 0x4004978D40000000) #11
  %97 = insertelement <2 x float> poison, float %93, i64 0
  %98 = insertelement <2 x float> %97, float %95, i64 1
  %99 = fadd <2 x float> %98, <float 0x40195F0D00000000, float 0x4018B14300000000>
  %100 = insertelement <2 x float> poison, float %94, i64 0
  %101 = insertelement <2 x float> %100, float %96, i64 1
  %102 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %101, <2 x float> <float 0x3FF34FA4A0000000, float 0x3FF3343180000000>, <2 x float> %99)
  %103 = fpext <2 x float> %102 to <2 x double>
  %104 = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %105 = fsub <2 x double> %103, %104
  %106 = extractelement <2 x double> %105, i64 0
  %107 = fdiv double %106, 0x3FAA9FC000000000
  %108 = tail call double @llvm.fabs.f64(double %107)
  %109 = fcmp ogt double %108, 1.000000e+00
  %110 = select i1 %109, double %108, double 1.000000e+00
  %111 = fsub double %92, %107
  %112 = tail call double @llvm.fabs.f64(double %111)
  %113 = fmul double %110, 5.000000e-03
  %114 = fcmp ole double %112, %113
  %115 = select i1 %114, ptr @.str.10, ptr @.str.11
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef 0x4004CCCCC0000000, double noundef %92, double noundef %107, ptr noundef nonnull %115)
  br i1 %114, label %117, label %118

117:                                              ; preds = %118, %90
  br label %127

118:                                              ; preds = %90
  %119 = load i32, ptr @n_fail, align 4, !tbaa !5
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr @n_fail, align 4, !tbaa !5
  br label %117

121:                                              ; preds = %517
  %122 = load i32, ptr @n_fail, align 4, !tbaa !5
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %122)
  %124 = load i32, ptr @n_fail, align 4, !tbaa !5
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  ret i32 %126

127:                                              ; preds = %117, %517
  %128 = phi i64 [ %518, %517 ], [ 0, %117 ]
  %129 = shl nuw nsw i64 %128, 1
  %130 = shl nuw nsw i64 %128, 1
  %131 = getelementptr inbounds [6 x float], ptr @main.ss, i64 0, i64 %128
  %132 = load float, ptr %131, align 4, !tbaa !9
  %133 = fpext float %132 to double
  %134 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_mixed, double noundef %133) #11
  %135 = fpext float %134 to double
  %136 = tail call float @llvm.fabs.f32(float %132)
  %137 = fcmp ogt float %136, 1.000000e+00
  %138 = select i1 %137, float %136, float 1.000000e+00
  %139 = fmul float %138, 0x3F847AE140000000
  %140 = fadd float %132, %139
  %141 = fsub float %132, %139
  %142 = insertelement <2 x float> poison, float %140, i64 0
  %143 = insertelement <2 x float> %142, float %141, i64 1
  %144 = fpext <2 x float> %143 to <2 x double>
  %145 = extractelement <2 x double> %144, i64 0
  %146 = tail call double @sin(double noundef %145) #11
  %147 = fmul double %145, 3.000000e-01
  %148 = tail call double @exp(double noundef %147) #11
  %149 = extractelement <2 x double> %144, i64 1
  %150 = fmul double %149, 3.000000e-01
  %151 = fmul <2 x float> %143, %143
  %152 = extractelement <2 x float> %151, i64 0
  %153 = fpext float %152 to double
  %154 = tail call double @log1p(double noundef %153) #11
  %155 = tail call double @sin(double noundef %149) #11
  %156 = tail call double @exp(double noundef %150) #11
  %157 = extractelement <2 x float> %151, i64 1
  %158 = fpext float %157 to double
  %159 = tail call double @log1p(double noundef %158) #11
  %160 = insertelement <2 x double> poison, double %146, i64 0
  %161 = insertelement <2 x double> %160, double %155, i64 1
  %162 = insertelement <2 x double> poison, double %148, i64 0
  %163 = insertelement <2 x double> %162, double %156, i64 1
  %164 = fmul <2 x double> %161, %163
  %165 = fptrunc <2 x double> %164 to <2 x float>
  %166 = insertelement <2 x double> poison, double %154, i64 0
  %167 = insertelement <2 x double> %166, double %159, i64 1
  %168 = fptrunc <2 x double> %167 to <2 x float>
  %169 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %168, <2 x float> %143, <2 x float> %165)
  %170 = fpext <2 x float> %169 to <2 x double>
  %171 = shufflevector <2 x double> %170, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %172 = fsub <2 x double> %170, %171
  %173 = extractelement <2 x double> %172, i64 0
  %174 = fsub double %145, %149
  %175 = fdiv double %173, %174
  %176 = tail call double @llvm.fabs.f64(double %175)
  %177 = fcmp ogt double %176, 1.000000e+00
  %178 = select i1 %177, double %176, double 1.000000e+00
  %179 = fsub double %135, %175
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = fmul double %178, 5.000000e-03
  %182 = fcmp ole double %180, %181
  %183 = select i1 %182, ptr @.str.10, ptr @.str.11
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %133, double noundef %135, double noundef %175, ptr noundef nonnull %183)
  br i1 %182, label %188, label %185

185:                                              ; preds = %127
  %186 = load i32, ptr @n_fail, align 4, !tbaa !5
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr @n_fail, align 4, !tbaa !5
  br label %188

188:                                              ; preds = %127, %185
  %189 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_acc, double noundef %133) #11
  %190 = fpext float %189 to double
  %191 = fmul <2 x double> %144, <double 2.000000e+00, double 2.000000e+00>
  %192 = fadd <2 x double> %144, zeroinitializer
  %193 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %192, <2 x double> %192, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %194 = fdiv <2 x double> %191, %193
  %195 = fadd <2 x double> %192, %194
  %196 = fmul <2 x double> %144, <double 3.000000e+00, double 3.000000e+00>
  %197 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %195, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %198 = fdiv <2 x double> %196, %197
  %199 = fadd <2 x double> %195, %198
  %200 = fmul <2 x double> %144, <double 4.000000e+00, double 4.000000e+00>
  %201 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %199, <2 x double> %199, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %202 = fdiv <2 x double> %200, %201
  %203 = fadd <2 x double> %199, %202
  %204 = fmul <2 x double> %144, <double 5.000000e+00, double 5.000000e+00>
  %205 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %203, <2 x double> %203, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %206 = fdiv <2 x double> %204, %205
  %207 = fadd <2 x double> %203, %206
  %208 = fmul <2 x double> %144, <double 6.000000e+00, double 6.000000e+00>
  %209 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %207, <2 x double> %207, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %210 = fdiv <2 x double> %208, %209
  %211 = fadd <2 x double> %207, %210
  %212 = fmul <2 x double> %144, <double 7.000000e+00, double 7.000000e+00>
  %213 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %211, <2 x double> %211, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %214 = fdiv <2 x double> %212, %213
  %215 = fadd <2 x double> %211, %214
  %216 = fmul <2 x double> %144, <double 8.000000e+00, double 8.000000e+00>
  %217 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %215, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %218 = fdiv <2 x double> %216, %217
  %219 = fadd <2 x double> %215, %218
  %220 = fmul <2 x double> %144, <double 9.000000e+00, double 9.000000e+00>
  %221 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %219, <2 x double> %219, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %222 = fdiv <2 x double> %220, %221
  %223 = fadd <2 x double> %219, %222
  %224 = fmul <2 x double> %144, <double 1.000000e+01, double 1.000000e+01>
  %225 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %223, <2 x double> %223, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %226 = fdiv <2 x double> %224, %225
  %227 = fadd <2 x double> %223, %226
  %228 = fptrunc <2 x double> %227 to <2 x float>
  %229 = fpext <2 x float> %228 to <2 x double>
  %230 = shufflevector <2 x double> %229, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %231 = fsub <2 x double> %229, %230
  %232 = extractelement <2 x double> %231, i64 0
  %233 = fdiv double %232, %174
  %234 = tail call double @llvm.fabs.f64(double %233)
  %235 = fcmp ogt double %234, 1.000000e+00
  %236 = select i1 %235, double %234, double 1.000000e+00
  %237 = fsub double %190, %233
  %238 = tail call double @llvm.fabs.f64(double %237)
  %239 = fmul double %236, 5.000000e-03
  %240 = fcmp ole double %238, %239
  %241 = select i1 %240, ptr @.str.10, ptr @.str.11
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %133, double noundef %190, double noundef %233, ptr noundef nonnull %241)
  br i1 %240, label %246, label %243

243:                                              ; preds = %188
  %244 = load i32, ptr @n_fail, align 4, !tbaa !5
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @n_fail, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %188, %243
  %247 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef %133) #11
  %248 = fpext float %247 to double
  %249 = tail call <2 x float> @llvm.fabs.v2f32(<2 x float> %143)
  %250 = tail call <2 x float> @llvm.maxnum.v2f32(<2 x float> %151, <2 x float> <float 5.000000e-01, float 5.000000e-01>)
  %251 = tail call <2 x float> @llvm.floor.v2f32(<2 x float> %143)
  %252 = tail call <2 x float> @llvm.copysign.v2f32(<2 x float> %151, <2 x float> %143)
  %253 = tail call <2 x float> @llvm.minnum.v2f32(<2 x float> %249, <2 x float> <float 2.000000e+00, float 2.000000e+00>)
  %254 = fadd <2 x float> %253, %250
  %255 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %251, <2 x float> %143, <2 x float> %254)
  %256 = fadd <2 x float> %252, %255
  %257 = fpext <2 x float> %256 to <2 x double>
  %258 = shufflevector <2 x double> %257, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %259 = fsub <2 x double> %257, %258
  %260 = extractelement <2 x double> %259, i64 0
  %261 = fdiv double %260, %174
  %262 = tail call double @llvm.fabs.f64(double %261)
  %263 = fcmp ogt double %262, 1.000000e+00
  %264 = select i1 %263, double %262, double 1.000000e+00
  %265 = fsub double %248, %261
  %266 = tail call double @llvm.fabs.f64(double %265)
  %267 = fmul double %264, 5.000000e-03
  %268 = fcmp ole double %266, %267
  %269 = select i1 %268, ptr @.str.10, ptr @.str.11
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %133, double noundef %248, double noundef %261, ptr noundef nonnull %269)
  br i1 %268, label %274, label %271

271:                                              ; preds = %246
  %272 = load i32, ptr @n_fail, align 4, !tbaa !5
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !5
  br label %274

274:                                              ; preds = %246, %271
  %275 = trunc nuw nsw i64 %128 to i32
  %276 = uitofp nneg i32 %275 to double
  %277 = tail call double @llvm.fmuladd.f64(double %276, double 4.000000e-01, double 0x3FE6666666666666)
  %278 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %279 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dconst, double noundef %133, i32 noundef %278, double noundef %277) #11
  %280 = fpext float %279 to double
  %281 = tail call float @sinf(float noundef %140) #11
  %282 = fptrunc double %277 to float
  %283 = tail call float @sinf(float noundef %141) #11
  %284 = insertelement <2 x double> poison, double %277, i64 0
  %285 = shufflevector <2 x double> %284, <2 x double> poison, <2 x i32> zeroinitializer
  %286 = fmul <2 x double> %285, %144
  %287 = fptrunc <2 x double> %286 to <2 x float>
  %288 = insertelement <2 x float> poison, float %281, i64 0
  %289 = insertelement <2 x float> %288, float %283, i64 1
  %290 = insertelement <2 x float> poison, float %282, i64 0
  %291 = shufflevector <2 x float> %290, <2 x float> poison, <2 x i32> zeroinitializer
  %292 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %289, <2 x float> %291, <2 x float> %287)
  %293 = fpext <2 x float> %292 to <2 x double>
  %294 = shufflevector <2 x double> %293, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %295 = fsub <2 x double> %293, %294
  %296 = extractelement <2 x double> %295, i64 0
  %297 = fdiv double %296, %174
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = fcmp ogt double %298, 1.000000e+00
  %300 = select i1 %299, double %298, double 1.000000e+00
  %301 = fsub double %280, %297
  %302 = tail call double @llvm.fabs.f64(double %301)
  %303 = fmul double %300, 5.000000e-03
  %304 = fcmp ole double %302, %303
  %305 = select i1 %304, ptr @.str.10, ptr @.str.11
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %133, double noundef %280, double noundef %297, ptr noundef nonnull %305)
  br i1 %304, label %310, label %307

307:                                              ; preds = %274
  %308 = load i32, ptr @n_fail, align 4, !tbaa !5
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr @n_fail, align 4, !tbaa !5
  br label %310

310:                                              ; preds = %274, %307
  %311 = shl nuw nsw i64 %128, 1
  %312 = add nuw nsw i64 %311, 3
  %313 = trunc nuw nsw i64 %312 to i32
  %314 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, double noundef %133, i32 noundef %313) #11
  br label %315

315:                                              ; preds = %315, %310
  %316 = phi i32 [ 0, %310 ], [ %332, %315 ]
  %317 = phi float [ 0.000000e+00, %310 ], [ %331, %315 ]
  %318 = phi i64 [ 0, %310 ], [ %333, %315 ]
  %319 = uitofp nneg i32 %316 to float
  %320 = fadd float %319, 1.000000e+00
  %321 = fdiv float %140, %320
  %322 = tail call float @llvm.fmuladd.f32(float %317, float 0x3FECCCCCC0000000, float %321)
  %323 = fmul float %140, %317
  %324 = tail call float @llvm.fmuladd.f32(float %323, float 0x3FA99999A0000000, float %322)
  %325 = or disjoint i32 %316, 1
  %326 = uitofp nneg i32 %325 to float
  %327 = fadd float %326, 1.000000e+00
  %328 = fdiv float %140, %327
  %329 = tail call float @llvm.fmuladd.f32(float %324, float 0x3FECCCCCC0000000, float %328)
  %330 = fmul float %140, %324
  %331 = tail call float @llvm.fmuladd.f32(float %330, float 0x3FA99999A0000000, float %329)
  %332 = add nuw nsw i32 %316, 2
  %333 = add nuw nsw i64 %318, 2
  %334 = icmp eq i64 %318, %130
  br i1 %334, label %335, label %315, !llvm.loop !11

335:                                              ; preds = %315
  %336 = uitofp nneg i32 %332 to float
  %337 = fadd float %336, 1.000000e+00
  %338 = fdiv float %140, %337
  %339 = tail call float @llvm.fmuladd.f32(float %331, float 0x3FECCCCCC0000000, float %338)
  %340 = fmul float %140, %331
  %341 = tail call float @llvm.fmuladd.f32(float %340, float 0x3FA99999A0000000, float %339)
  %342 = fpext float %314 to double
  br label %343

343:                                              ; preds = %343, %335
  %344 = phi i32 [ 0, %335 ], [ %360, %343 ]
  %345 = phi float [ 0.000000e+00, %335 ], [ %359, %343 ]
  %346 = phi i64 [ 0, %335 ], [ %361, %343 ]
  %347 = uitofp nneg i32 %344 to float
  %348 = fadd float %347, 1.000000e+00
  %349 = fdiv float %141, %348
  %350 = tail call float @llvm.fmuladd.f32(float %345, float 0x3FECCCCCC0000000, float %349)
  %351 = fmul float %141, %345
  %352 = tail call float @llvm.fmuladd.f32(float %351, float 0x3FA99999A0000000, float %350)
  %353 = or disjoint i32 %344, 1
  %354 = uitofp nneg i32 %353 to float
  %355 = fadd float %354, 1.000000e+00
  %356 = fdiv float %141, %355
  %357 = tail call float @llvm.fmuladd.f32(float %352, float 0x3FECCCCCC0000000, float %356)
  %358 = fmul float %141, %352
  %359 = tail call float @llvm.fmuladd.f32(float %358, float 0x3FA99999A0000000, float %357)
  %360 = add nuw nsw i32 %344, 2
  %361 = add nuw nsw i64 %346, 2
  %362 = icmp eq i64 %346, %129
  br i1 %362, label %363, label %343, !llvm.loop !11

363:                                              ; preds = %343
  %364 = uitofp nneg i32 %360 to float
  %365 = fadd float %364, 1.000000e+00
  %366 = fdiv float %141, %365
  %367 = tail call float @llvm.fmuladd.f32(float %359, float 0x3FECCCCCC0000000, float %366)
  %368 = fmul float %141, %359
  %369 = tail call float @llvm.fmuladd.f32(float %368, float 0x3FA99999A0000000, float %367)
  %370 = fpext float %341 to double
  %371 = fpext float %369 to double
  %372 = fsub double %370, %371
  %373 = fdiv double %372, %174
  %374 = tail call double @llvm.fabs.f64(double %373)
  %375 = fcmp ogt double %374, 1.000000e+00
  %376 = select i1 %375, double %374, double 1.000000e+00
  %377 = fsub double %342, %373
  %378 = tail call double @llvm.fabs.f64(double %377)
  %379 = fmul double %376, 5.000000e-03
  %380 = fcmp ole double %378, %379
  %381 = select i1 %380, ptr @.str.10, ptr @.str.11
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %133, double noundef %342, double noundef %373, ptr noundef nonnull %381)
  br i1 %380, label %386, label %383

383:                                              ; preds = %363
  %384 = load i32, ptr @n_fail, align 4, !tbaa !5
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr @n_fail, align 4, !tbaa !5
  br label %386

386:                                              ; preds = %363, %383
  %387 = tail call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nest, double noundef %133, i32 noundef %313) #11
  %388 = fmul float %140, 5.000000e-01
  br label %389

389:                                              ; preds = %414, %386
  %390 = phi i32 [ 1, %386 ], [ %416, %414 ]
  %391 = phi i32 [ 0, %386 ], [ %393, %414 ]
  %392 = phi float [ 0.000000e+00, %386 ], [ %415, %414 ]
  %393 = add nuw nsw i32 %391, 1
  %394 = uitofp nneg i32 %393 to float
  %395 = and i32 %390, 1
  %396 = icmp eq i32 %391, 0
  br i1 %396, label %399, label %397

397:                                              ; preds = %389
  %398 = and i32 %390, 2147483646
  br label %419

399:                                              ; preds = %419, %389
  %400 = phi float [ poison, %389 ], [ %440, %419 ]
  %401 = phi i32 [ 0, %389 ], [ %432, %419 ]
  %402 = phi float [ %392, %389 ], [ %440, %419 ]
  %403 = icmp eq i32 %395, 0
  br i1 %403, label %414, label %404

404:                                              ; preds = %399
  %405 = add nuw nsw i32 %401, 1
  %406 = uitofp nneg i32 %405 to float
  %407 = fmul float %140, %406
  %408 = fdiv float %407, %394
  %409 = uitofp nneg i32 %401 to float
  %410 = fmul float %388, %409
  %411 = tail call float @sinf(float noundef %410) #11
  %412 = tail call float @llvm.fmuladd.f32(float %411, float 0x3FB99999A0000000, float %408)
  %413 = fadd float %402, %412
  br label %414

414:                                              ; preds = %399, %404
  %415 = phi float [ %400, %399 ], [ %413, %404 ]
  %416 = add nuw nsw i32 %390, 1
  %417 = zext nneg i32 %393 to i64
  %418 = icmp eq i64 %312, %417
  br i1 %418, label %443, label %389, !llvm.loop !13

419:                                              ; preds = %419, %397
  %420 = phi i32 [ 0, %397 ], [ %432, %419 ]
  %421 = phi float [ %392, %397 ], [ %440, %419 ]
  %422 = phi i32 [ 0, %397 ], [ %441, %419 ]
  %423 = or disjoint i32 %420, 1
  %424 = uitofp nneg i32 %423 to float
  %425 = fmul float %140, %424
  %426 = fdiv float %425, %394
  %427 = uitofp nneg i32 %420 to float
  %428 = fmul float %388, %427
  %429 = tail call float @sinf(float noundef %428) #11
  %430 = tail call float @llvm.fmuladd.f32(float %429, float 0x3FB99999A0000000, float %426)
  %431 = fadd float %421, %430
  %432 = add nuw nsw i32 %420, 2
  %433 = uitofp nneg i32 %432 to float
  %434 = fmul float %140, %433
  %435 = fdiv float %434, %394
  %436 = uitofp nneg i32 %423 to float
  %437 = fmul float %388, %436
  %438 = tail call float @sinf(float noundef %437) #11
  %439 = tail call float @llvm.fmuladd.f32(float %438, float 0x3FB99999A0000000, float %435)
  %440 = fadd float %431, %439
  %441 = add i32 %422, 2
  %442 = icmp eq i32 %441, %398
  br i1 %442, label %399, label %419, !llvm.loop !14

443:                                              ; preds = %414
  %444 = fpext float %387 to double
  %445 = fmul float %141, 5.000000e-01
  br label %446

446:                                              ; preds = %471, %443
  %447 = phi i32 [ 1, %443 ], [ %473, %471 ]
  %448 = phi i32 [ 0, %443 ], [ %450, %471 ]
  %449 = phi float [ 0.000000e+00, %443 ], [ %472, %471 ]
  %450 = add nuw nsw i32 %448, 1
  %451 = uitofp nneg i32 %450 to float
  %452 = and i32 %447, 1
  %453 = icmp eq i32 %448, 0
  br i1 %453, label %456, label %454

454:                                              ; preds = %446
  %455 = and i32 %447, 2147483646
  br label %476

456:                                              ; preds = %476, %446
  %457 = phi float [ poison, %446 ], [ %497, %476 ]
  %458 = phi i32 [ 0, %446 ], [ %489, %476 ]
  %459 = phi float [ %449, %446 ], [ %497, %476 ]
  %460 = icmp eq i32 %452, 0
  br i1 %460, label %471, label %461

461:                                              ; preds = %456
  %462 = add nuw nsw i32 %458, 1
  %463 = uitofp nneg i32 %462 to float
  %464 = fmul float %141, %463
  %465 = fdiv float %464, %451
  %466 = uitofp nneg i32 %458 to float
  %467 = fmul float %445, %466
  %468 = tail call float @sinf(float noundef %467) #11
  %469 = tail call float @llvm.fmuladd.f32(float %468, float 0x3FB99999A0000000, float %465)
  %470 = fadd float %459, %469
  br label %471

471:                                              ; preds = %456, %461
  %472 = phi float [ %457, %456 ], [ %470, %461 ]
  %473 = add nuw nsw i32 %447, 1
  %474 = zext nneg i32 %450 to i64
  %475 = icmp eq i64 %312, %474
  br i1 %475, label %500, label %446, !llvm.loop !13

476:                                              ; preds = %476, %454
  %477 = phi i32 [ 0, %454 ], [ %489, %476 ]
  %478 = phi float [ %449, %454 ], [ %497, %476 ]
  %479 = phi i32 [ 0, %454 ], [ %498, %476 ]
  %480 = or disjoint i32 %477, 1
  %481 = uitofp nneg i32 %480 to float
  %482 = fmul float %141, %481
  %483 = fdiv float %482, %451
  %484 = uitofp nneg i32 %477 to float
  %485 = fmul float %445, %484
  %486 = tail call float @sinf(float noundef %485) #11
  %487 = tail call float @llvm.fmuladd.f32(float %486, float 0x3FB99999A0000000, float %483)
  %488 = fadd float %478, %487
  %489 = add nuw nsw i32 %477, 2
  %490 = uitofp nneg i32 %489 to float
  %491 = fmul float %141, %490
  %492 = fdiv float %491, %451
  %493 = uitofp nneg i32 %480 to float
  %494 = fmul float %445, %493
  %495 = tail call float @sinf(float noundef %494) #11
  %496 = tail call float @llvm.fmuladd.f32(float %495, float 0x3FB99999A0000000, float %492)
  %497 = fadd float %488, %496
  %498 = add i32 %479, 2
  %499 = icmp eq i32 %498, %455
  br i1 %499, label %456, label %476, !llvm.loop !14

500:                                              ; preds = %471
  %501 = fpext float %415 to double
  %502 = fpext float %472 to double
  %503 = fsub double %501, %502
  %504 = fdiv double %503, %174
  %505 = tail call double @llvm.fabs.f64(double %504)
  %506 = fcmp ogt double %505, 1.000000e+00
  %507 = select i1 %506, double %505, double 1.000000e+00
  %508 = fsub double %444, %504
  %509 = tail call double @llvm.fabs.f64(double %508)
  %510 = fmul double %507, 5.000000e-03
  %511 = fcmp ole double %509, %510
  %512 = select i1 %511, ptr @.str.10, ptr @.str.11
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %133, double noundef %444, double noundef %504, ptr noundef nonnull %512)
  br i1 %511, label %517, label %514

514:                                              ; preds = %500
  %515 = load i32, ptr @n_fail, align 4, !tbaa !5
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr @n_fail, align 4, !tbaa !5
  br label %517

517:                                              ; preds = %500, %514
  %518 = add nuw nsw i64 %128, 1
  %519 = icmp eq i64 %518, 6
  br i1 %519, label %121, label %127, !llvm.loop !15
}

declare float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_libm(float noundef %0) #2 {
  %2 = tail call float @sqrtf(float noundef %0) #11
  %3 = fadd float %0, 1.000000e+00
  %4 = tail call float @logf(float noundef %3) #11
  %5 = tail call float @powf(float noundef %0, float noundef 1.500000e+00) #11
  %6 = tail call float @llvm.fmuladd.f32(float %2, float %4, float %5)
  %7 = tail call float @cbrtf(float noundef %0) #12
  %8 = fadd float %6, %7
  %9 = tail call float @atanf(float noundef %0) #11
  %10 = tail call float @erff(float noundef %0) #11
  %11 = tail call float @llvm.fmuladd.f32(float %9, float %10, float %8)
  ret float %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_mixed(float noundef %0) #2 {
  %2 = fpext float %0 to double
  %3 = tail call double @sin(double noundef %2) #11
  %4 = fmul double %2, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #11
  %6 = fmul double %3, %5
  %7 = fptrunc double %6 to float
  %8 = fmul float %0, %0
  %9 = fpext float %8 to double
  %10 = tail call double @log1p(double noundef %9) #11
  %11 = fptrunc double %10 to float
  %12 = tail call float @llvm.fmuladd.f32(float %11, float %0, float %7)
  ret float %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal float @f_acc(float noundef %0) #3 {
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
define internal noundef float @f_minmax(float noundef %0) #3 {
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
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @f_dconst(float noundef %0, double noundef %1) #2 {
  %3 = fpext float %0 to double
  %4 = fmul double %3, %1
  %5 = fptrunc double %4 to float
  %6 = tail call float @sinf(float noundef %0) #11
  %7 = fptrunc double %1 to float
  %8 = tail call float @llvm.fmuladd.f32(float %6, float %7, float %5)
  ret float %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal float @f_loop(float noundef %0, i32 noundef %1) #5 {
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
  br i1 %43, label %9, label %24, !llvm.loop !11
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal float @f_nest(float noundef %0, i32 noundef %1) #6 {
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
  %30 = tail call float @sinf(float noundef %29) #11
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 0x3FB99999A0000000, float %27)
  %32 = fadd float %21, %31
  br label %33

33:                                               ; preds = %18, %23
  %34 = phi float [ %19, %18 ], [ %32, %23 ]
  %35 = add nuw i32 %7, 1
  %36 = icmp eq i32 %10, %1
  br i1 %36, label %16, label %6, !llvm.loop !13

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
  %47 = tail call float @sinf(float noundef %46) #11
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 0x3FB99999A0000000, float %44)
  %49 = fadd float %39, %48
  %50 = add nuw nsw i32 %38, 2
  %51 = uitofp nneg i32 %50 to float
  %52 = fmul float %51, %0
  %53 = fdiv float %52, %11
  %54 = uitofp nneg i32 %41 to float
  %55 = fmul float %5, %54
  %56 = tail call float @sinf(float noundef %55) #11
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 0x3FB99999A0000000, float %53)
  %58 = fadd float %49, %57
  %59 = add i32 %40, 2
  %60 = icmp eq i32 %59, %15
  br i1 %60, label %18, label %37, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare float @cbrtf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @atanf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @erff(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.minnum.v2f32(<2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
