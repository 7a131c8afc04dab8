; ModuleID = 'libm.c'
source_filename = "libm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pts = internal unnamed_addr constant [6 x double] [double -1.700000e+00, double -6.000000e-01, double 3.000000e-01, double 9.000000e-01, double 1.300000e+00, double 2.200000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f_trig\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f_atrig\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f_atan2\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"f_hyp\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"f_exp\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"f_fma\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"f_hypot\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"f_erf\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"f_round\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"f_fmod\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"f_all\00", align 1
@ppos = internal unnamed_addr constant [4 x double] [double 3.000000e-01, double 9.000000e-01, double 1.300000e+00, double 2.200000e+00], align 16
@.str.13 = private unnamed_addr constant [6 x i8] c"f_log\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"f_pow\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"f_atan2c.dx\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [12 x i8] c"f_atan2c.dy\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.17 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"libm\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.19 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %380
  %2 = phi i64 [ 0, %0 ], [ %381, %380 ]
  %3 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_sqrt, double noundef %4) #10
  %6 = tail call double @llvm.fabs.f64(double %4)
  %7 = fcmp ogt double %6, 1.000000e+00
  %8 = select i1 %7, double %6, double 1.000000e+00
  %9 = fmul double %8, 0x3EB0C6F7A0B5ED8D
  %10 = fadd double %4, %9
  %11 = fsub double %4, %9
  %12 = fadd double %10, 3.000000e+00
  %13 = tail call double @cbrt(double noundef %12) #11
  %14 = fadd double %11, 3.000000e+00
  %15 = tail call double @cbrt(double noundef %14) #11
  %16 = insertelement <2 x double> poison, double %10, i64 0
  %17 = insertelement <2 x double> %16, double %11, i64 1
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %17, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %19 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %18)
  %20 = insertelement <2 x double> poison, double %13, i64 0
  %21 = insertelement <2 x double> %20, double %15, i64 1
  %22 = fmul <2 x double> %21, %19
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %24 = fsub <2 x double> %22, %23
  %25 = extractelement <2 x double> %24, i64 0
  %26 = fsub double %10, %11
  %27 = fdiv double %25, %26
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  %31 = fsub double %5, %27
  %32 = tail call double @llvm.fabs.f64(double %31)
  %33 = fmul double %30, 0x3EB0C6F7A0B5ED8D
  %34 = fcmp ole double %32, %33
  %35 = select i1 %34, ptr @.str.20, ptr @.str.21
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef %4, double noundef %5, double noundef %27, ptr noundef nonnull %35)
  br i1 %34, label %40, label %37

37:                                               ; preds = %1
  %38 = load i32, ptr @n_fail, align 4, !tbaa !9
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @n_fail, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %1, %37
  %41 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trig, double noundef %4) #10
  %42 = tail call double @sin(double noundef %10) #10
  %43 = fmul <2 x double> %17, <double 2.000000e+00, double 2.000000e+00>
  %44 = extractelement <2 x double> %43, i64 0
  %45 = tail call double @cos(double noundef %44) #10
  %46 = fmul double %10, 5.000000e-01
  %47 = tail call double @tan(double noundef %46) #10
  %48 = tail call double @llvm.fmuladd.f64(double %42, double %45, double %47)
  %49 = tail call double @sin(double noundef %11) #10
  %50 = extractelement <2 x double> %43, i64 1
  %51 = tail call double @cos(double noundef %50) #10
  %52 = fmul double %11, 5.000000e-01
  %53 = tail call double @tan(double noundef %52) #10
  %54 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %53)
  %55 = fsub double %48, %54
  %56 = fdiv double %55, %26
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp ogt double %57, 1.000000e+00
  %59 = select i1 %58, double %57, double 1.000000e+00
  %60 = fsub double %41, %56
  %61 = tail call double @llvm.fabs.f64(double %60)
  %62 = fmul double %59, 0x3EB0C6F7A0B5ED8D
  %63 = fcmp ole double %61, %62
  %64 = select i1 %63, ptr @.str.20, ptr @.str.21
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef %4, double noundef %41, double noundef %56, ptr noundef nonnull %64)
  br i1 %63, label %69, label %66

66:                                               ; preds = %40
  %67 = load i32, ptr @n_fail, align 4, !tbaa !9
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr @n_fail, align 4, !tbaa !9
  br label %69

69:                                               ; preds = %40, %66
  %70 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atrig, double noundef %4) #10
  %71 = fmul double %10, 3.000000e-01
  %72 = tail call double @asin(double noundef %71) #10
  %73 = fmul double %10, 2.000000e-01
  %74 = tail call double @acos(double noundef %73) #10
  %75 = tail call double @atan(double noundef %10) #10
  %76 = tail call double @llvm.fmuladd.f64(double %74, double %75, double %72)
  %77 = fmul double %11, 3.000000e-01
  %78 = tail call double @asin(double noundef %77) #10
  %79 = fmul double %11, 2.000000e-01
  %80 = tail call double @acos(double noundef %79) #10
  %81 = tail call double @atan(double noundef %11) #10
  %82 = tail call double @llvm.fmuladd.f64(double %80, double %81, double %78)
  %83 = fsub double %76, %82
  %84 = fdiv double %83, %26
  %85 = tail call double @llvm.fabs.f64(double %84)
  %86 = fcmp ogt double %85, 1.000000e+00
  %87 = select i1 %86, double %85, double 1.000000e+00
  %88 = fsub double %70, %84
  %89 = tail call double @llvm.fabs.f64(double %88)
  %90 = fmul double %87, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp ole double %89, %90
  %92 = select i1 %91, ptr @.str.20, ptr @.str.21
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, double noundef %4, double noundef %70, double noundef %84, ptr noundef nonnull %92)
  br i1 %91, label %97, label %94

94:                                               ; preds = %69
  %95 = load i32, ptr @n_fail, align 4, !tbaa !9
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !9
  br label %97

97:                                               ; preds = %69, %94
  %98 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2, double noundef %4) #10
  %99 = tail call double @atan2(double noundef %10, double noundef 1.500000e+00) #10
  %100 = tail call double @atan2(double noundef 0x3FE6666666666666, double noundef %10) #10
  %101 = fadd double %99, %100
  %102 = tail call double @llvm.fmuladd.f64(double %10, double %10, double -1.000000e+00)
  %103 = fadd double %10, 2.000000e+00
  %104 = tail call double @atan2(double noundef %102, double noundef %103) #10
  %105 = fadd double %101, %104
  %106 = tail call double @atan2(double noundef %11, double noundef 1.500000e+00) #10
  %107 = tail call double @atan2(double noundef 0x3FE6666666666666, double noundef %11) #10
  %108 = fadd double %106, %107
  %109 = tail call double @llvm.fmuladd.f64(double %11, double %11, double -1.000000e+00)
  %110 = fadd double %11, 2.000000e+00
  %111 = tail call double @atan2(double noundef %109, double noundef %110) #10
  %112 = fadd double %108, %111
  %113 = fsub double %105, %112
  %114 = fdiv double %113, %26
  %115 = tail call double @llvm.fabs.f64(double %114)
  %116 = fcmp ogt double %115, 1.000000e+00
  %117 = select i1 %116, double %115, double 1.000000e+00
  %118 = fsub double %98, %114
  %119 = tail call double @llvm.fabs.f64(double %118)
  %120 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %121 = fcmp ole double %119, %120
  %122 = select i1 %121, ptr @.str.20, ptr @.str.21
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, double noundef %4, double noundef %98, double noundef %114, ptr noundef nonnull %122)
  br i1 %121, label %127, label %124

124:                                              ; preds = %97
  %125 = load i32, ptr @n_fail, align 4, !tbaa !9
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !9
  br label %127

127:                                              ; preds = %97, %124
  %128 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hyp, double noundef %4) #10
  %129 = fmul double %10, 0x3FE6666666666666
  %130 = tail call double @sinh(double noundef %129) #10
  %131 = tail call double @cosh(double noundef %46) #10
  %132 = tail call double @tanh(double noundef %10) #10
  %133 = tail call double @llvm.fmuladd.f64(double %131, double %132, double %130)
  %134 = fmul double %11, 0x3FE6666666666666
  %135 = tail call double @sinh(double noundef %134) #10
  %136 = tail call double @cosh(double noundef %52) #10
  %137 = tail call double @tanh(double noundef %11) #10
  %138 = tail call double @llvm.fmuladd.f64(double %136, double %137, double %135)
  %139 = fsub double %133, %138
  %140 = fdiv double %139, %26
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fcmp ogt double %141, 1.000000e+00
  %143 = select i1 %142, double %141, double 1.000000e+00
  %144 = fsub double %128, %140
  %145 = tail call double @llvm.fabs.f64(double %144)
  %146 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  %147 = fcmp ole double %145, %146
  %148 = select i1 %147, ptr @.str.20, ptr @.str.21
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, double noundef %4, double noundef %128, double noundef %140, ptr noundef nonnull %148)
  br i1 %147, label %153, label %150

150:                                              ; preds = %127
  %151 = load i32, ptr @n_fail, align 4, !tbaa !9
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr @n_fail, align 4, !tbaa !9
  br label %153

153:                                              ; preds = %127, %150
  %154 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exp, double noundef %4) #10
  %155 = fmul double %10, 8.000000e-01
  %156 = tail call double @exp(double noundef %155) #10
  %157 = tail call double @exp2(double noundef %46) #10
  %158 = fmul double %10, 1.000000e-01
  %159 = tail call double @expm1(double noundef %158) #10
  %160 = fmul double %11, 8.000000e-01
  %161 = tail call double @exp(double noundef %160) #10
  %162 = tail call double @exp2(double noundef %52) #10
  %163 = fmul double %11, 1.000000e-01
  %164 = tail call double @expm1(double noundef %163) #10
  %165 = insertelement <2 x double> poison, double %156, i64 0
  %166 = insertelement <2 x double> %165, double %161, i64 1
  %167 = insertelement <2 x double> poison, double %157, i64 0
  %168 = insertelement <2 x double> %167, double %162, i64 1
  %169 = fadd <2 x double> %166, %168
  %170 = insertelement <2 x double> poison, double %159, i64 0
  %171 = insertelement <2 x double> %170, double %164, i64 1
  %172 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %171, <2 x double> %17, <2 x double> %169)
  %173 = shufflevector <2 x double> %172, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %174 = fsub <2 x double> %172, %173
  %175 = extractelement <2 x double> %174, i64 0
  %176 = fdiv double %175, %26
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fcmp ogt double %177, 1.000000e+00
  %179 = select i1 %178, double %177, double 1.000000e+00
  %180 = fsub double %154, %176
  %181 = tail call double @llvm.fabs.f64(double %180)
  %182 = fmul double %179, 0x3EB0C6F7A0B5ED8D
  %183 = fcmp ole double %181, %182
  %184 = select i1 %183, ptr @.str.20, ptr @.str.21
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, double noundef %4, double noundef %154, double noundef %176, ptr noundef nonnull %184)
  br i1 %183, label %189, label %186

186:                                              ; preds = %153
  %187 = load i32, ptr @n_fail, align 4, !tbaa !9
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @n_fail, align 4, !tbaa !9
  br label %189

189:                                              ; preds = %153, %186
  %190 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fma, double noundef %4) #10
  %191 = fadd <2 x double> %17, <double -1.000000e+00, double -1.000000e+00>
  %192 = fmul <2 x double> %17, <double 3.000000e+00, double 3.000000e+00>
  %193 = tail call double @sin(double noundef %10) #10
  %194 = tail call double @sin(double noundef %11) #10
  %195 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %191)
  %196 = tail call <2 x double> @llvm.fma.v2f64(<2 x double> %17, <2 x double> %17, <2 x double> %192)
  %197 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %17, <2 x double> %196)
  %198 = insertelement <2 x double> poison, double %193, i64 0
  %199 = insertelement <2 x double> %198, double %194, i64 1
  %200 = tail call <2 x double> @llvm.fma.v2f64(<2 x double> %17, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %199)
  %201 = fadd <2 x double> %197, %200
  %202 = shufflevector <2 x double> %201, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %203 = fsub <2 x double> %201, %202
  %204 = extractelement <2 x double> %203, i64 0
  %205 = fdiv double %204, %26
  %206 = tail call double @llvm.fabs.f64(double %205)
  %207 = fcmp ogt double %206, 1.000000e+00
  %208 = select i1 %207, double %206, double 1.000000e+00
  %209 = fsub double %190, %205
  %210 = tail call double @llvm.fabs.f64(double %209)
  %211 = fmul double %208, 0x3EB0C6F7A0B5ED8D
  %212 = fcmp ole double %210, %211
  %213 = select i1 %212, ptr @.str.20, ptr @.str.21
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef %4, double noundef %190, double noundef %205, ptr noundef nonnull %213)
  br i1 %212, label %218, label %215

215:                                              ; preds = %189
  %216 = load i32, ptr @n_fail, align 4, !tbaa !9
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr @n_fail, align 4, !tbaa !9
  br label %218

218:                                              ; preds = %189, %215
  %219 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef %4) #10
  %220 = fmul <2 x double> %17, %17
  %221 = tail call double @sin(double noundef %10) #10
  %222 = fadd <2 x double> %17, <double -5.000000e-01, double -5.000000e-01>
  %223 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %17)
  %224 = tail call double @sin(double noundef %11) #10
  %225 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %220, <2 x double> <double 2.000000e+00, double 2.000000e+00>)
  %226 = insertelement <2 x double> poison, double %221, i64 0
  %227 = insertelement <2 x double> %226, double %224, i64 1
  %228 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %227, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %229 = fadd <2 x double> %225, %228
  %230 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> %220, <2 x double> %222)
  %231 = fadd <2 x double> %230, %229
  %232 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %223, <2 x double> %17, <2 x double> %231)
  %233 = shufflevector <2 x double> %232, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %234 = fsub <2 x double> %232, %233
  %235 = extractelement <2 x double> %234, i64 0
  %236 = fdiv double %235, %26
  %237 = tail call double @llvm.fabs.f64(double %236)
  %238 = fcmp ogt double %237, 1.000000e+00
  %239 = select i1 %238, double %237, double 1.000000e+00
  %240 = fsub double %219, %236
  %241 = tail call double @llvm.fabs.f64(double %240)
  %242 = fmul double %239, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ole double %241, %242
  %244 = select i1 %243, ptr @.str.20, ptr @.str.21
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, double noundef %4, double noundef %219, double noundef %236, ptr noundef nonnull %244)
  br i1 %243, label %249, label %246

246:                                              ; preds = %218
  %247 = load i32, ptr @n_fail, align 4, !tbaa !9
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !9
  br label %249

249:                                              ; preds = %218, %246
  %250 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hypot, double noundef %4) #10
  %251 = tail call double @hypot(double noundef %10, double noundef 2.000000e+00) #10
  %252 = fadd double %10, 1.000000e+00
  %253 = extractelement <2 x double> %192, i64 0
  %254 = tail call double @hypot(double noundef %253, double noundef %252) #10
  %255 = fadd double %251, %254
  %256 = tail call double @hypot(double noundef %11, double noundef 2.000000e+00) #10
  %257 = fadd double %11, 1.000000e+00
  %258 = extractelement <2 x double> %192, i64 1
  %259 = tail call double @hypot(double noundef %258, double noundef %257) #10
  %260 = fadd double %256, %259
  %261 = fsub double %255, %260
  %262 = fdiv double %261, %26
  %263 = tail call double @llvm.fabs.f64(double %262)
  %264 = fcmp ogt double %263, 1.000000e+00
  %265 = select i1 %264, double %263, double 1.000000e+00
  %266 = fsub double %250, %262
  %267 = tail call double @llvm.fabs.f64(double %266)
  %268 = fmul double %265, 0x3EB0C6F7A0B5ED8D
  %269 = fcmp ole double %267, %268
  %270 = select i1 %269, ptr @.str.20, ptr @.str.21
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, double noundef %4, double noundef %250, double noundef %262, ptr noundef nonnull %270)
  br i1 %269, label %275, label %272

272:                                              ; preds = %249
  %273 = load i32, ptr @n_fail, align 4, !tbaa !9
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr @n_fail, align 4, !tbaa !9
  br label %275

275:                                              ; preds = %249, %272
  %276 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_erf, double noundef %4) #10
  %277 = tail call double @erf(double noundef %10) #10
  %278 = tail call double @erfc(double noundef %46) #10
  %279 = tail call double @llvm.fmuladd.f64(double %278, double %10, double %277)
  %280 = tail call double @erf(double noundef %11) #10
  %281 = tail call double @erfc(double noundef %52) #10
  %282 = tail call double @llvm.fmuladd.f64(double %281, double %11, double %280)
  %283 = fsub double %279, %282
  %284 = fdiv double %283, %26
  %285 = tail call double @llvm.fabs.f64(double %284)
  %286 = fcmp ogt double %285, 1.000000e+00
  %287 = select i1 %286, double %285, double 1.000000e+00
  %288 = fsub double %276, %284
  %289 = tail call double @llvm.fabs.f64(double %288)
  %290 = fmul double %287, 0x3EB0C6F7A0B5ED8D
  %291 = fcmp ole double %289, %290
  %292 = select i1 %291, ptr @.str.20, ptr @.str.21
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, double noundef %4, double noundef %276, double noundef %284, ptr noundef nonnull %292)
  br i1 %291, label %297, label %294

294:                                              ; preds = %275
  %295 = load i32, ptr @n_fail, align 4, !tbaa !9
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr @n_fail, align 4, !tbaa !9
  br label %297

297:                                              ; preds = %275, %294
  %298 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_round, double noundef %4) #10
  %299 = tail call <2 x double> @llvm.floor.v2f64(<2 x double> %17)
  %300 = tail call <2 x double> @llvm.ceil.v2f64(<2 x double> %43)
  %301 = tail call double @sin(double noundef %10) #10
  %302 = tail call <2 x double> @llvm.trunc.v2f64(<2 x double> %192)
  %303 = tail call <2 x double> @llvm.round.v2f64(<2 x double> %17)
  %304 = tail call double @sin(double noundef %11) #10
  %305 = insertelement <2 x double> poison, double %301, i64 0
  %306 = insertelement <2 x double> %305, double %304, i64 1
  %307 = fmul <2 x double> %300, %306
  %308 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %299, <2 x double> %307)
  %309 = fadd <2 x double> %302, %308
  %310 = fmul <2 x double> %17, %303
  %311 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %310, <2 x double> %17, <2 x double> %309)
  %312 = shufflevector <2 x double> %311, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %313 = fsub <2 x double> %311, %312
  %314 = extractelement <2 x double> %313, i64 0
  %315 = fdiv double %314, %26
  %316 = tail call double @llvm.fabs.f64(double %315)
  %317 = fcmp ogt double %316, 1.000000e+00
  %318 = select i1 %317, double %316, double 1.000000e+00
  %319 = fsub double %298, %315
  %320 = tail call double @llvm.fabs.f64(double %319)
  %321 = fmul double %318, 0x3EB0C6F7A0B5ED8D
  %322 = fcmp ole double %320, %321
  %323 = select i1 %322, ptr @.str.20, ptr @.str.21
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, double noundef %4, double noundef %298, double noundef %315, ptr noundef nonnull %323)
  br i1 %322, label %328, label %325

325:                                              ; preds = %297
  %326 = load i32, ptr @n_fail, align 4, !tbaa !9
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @n_fail, align 4, !tbaa !9
  br label %328

328:                                              ; preds = %297, %325
  %329 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod, double noundef %4) #10
  %330 = extractelement <2 x double> %220, i64 0
  %331 = tail call double @fmod(double noundef %330, double noundef 1.500000e+00) #10
  %332 = tail call double @fmod(double noundef 7.000000e+00, double noundef %10) #10
  %333 = tail call double @fmod(double noundef %10, double noundef 4.000000e-01) #10
  %334 = extractelement <2 x double> %220, i64 1
  %335 = tail call double @fmod(double noundef %334, double noundef 1.500000e+00) #10
  %336 = tail call double @fmod(double noundef 7.000000e+00, double noundef %11) #10
  %337 = tail call double @fmod(double noundef %11, double noundef 4.000000e-01) #10
  %338 = insertelement <2 x double> poison, double %331, i64 0
  %339 = insertelement <2 x double> %338, double %335, i64 1
  %340 = insertelement <2 x double> poison, double %332, i64 0
  %341 = insertelement <2 x double> %340, double %336, i64 1
  %342 = fadd <2 x double> %339, %341
  %343 = insertelement <2 x double> poison, double %333, i64 0
  %344 = insertelement <2 x double> %343, double %337, i64 1
  %345 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %344, <2 x double> %17, <2 x double> %342)
  %346 = shufflevector <2 x double> %345, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %347 = fsub <2 x double> %345, %346
  %348 = extractelement <2 x double> %347, i64 0
  %349 = fdiv double %348, %26
  %350 = tail call double @llvm.fabs.f64(double %349)
  %351 = fcmp ogt double %350, 1.000000e+00
  %352 = select i1 %351, double %350, double 1.000000e+00
  %353 = fsub double %329, %349
  %354 = tail call double @llvm.fabs.f64(double %353)
  %355 = fmul double %352, 0x3EB0C6F7A0B5ED8D
  %356 = fcmp ole double %354, %355
  %357 = select i1 %356, ptr @.str.20, ptr @.str.21
  %358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, double noundef %4, double noundef %329, double noundef %349, ptr noundef nonnull %357)
  br i1 %356, label %362, label %359

359:                                              ; preds = %328
  %360 = load i32, ptr @n_fail, align 4, !tbaa !9
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr @n_fail, align 4, !tbaa !9
  br label %362

362:                                              ; preds = %328, %359
  %363 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_all, double noundef %4) #10
  %364 = tail call double @f_all(double noundef %10) #10
  %365 = tail call double @f_all(double noundef %11) #10
  %366 = fsub double %364, %365
  %367 = fdiv double %366, %26
  %368 = tail call double @llvm.fabs.f64(double %367)
  %369 = fcmp ogt double %368, 1.000000e+00
  %370 = select i1 %369, double %368, double 1.000000e+00
  %371 = fsub double %363, %367
  %372 = tail call double @llvm.fabs.f64(double %371)
  %373 = fmul double %370, 0x3EB0C6F7A0B5ED8D
  %374 = fcmp ole double %372, %373
  %375 = select i1 %374, ptr @.str.20, ptr @.str.21
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, double noundef %4, double noundef %363, double noundef %367, ptr noundef nonnull %375)
  br i1 %374, label %380, label %377

377:                                              ; preds = %362
  %378 = load i32, ptr @n_fail, align 4, !tbaa !9
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr @n_fail, align 4, !tbaa !9
  br label %380

380:                                              ; preds = %362, %377
  %381 = add nuw nsw i64 %2, 1
  %382 = icmp eq i64 %381, 6
  br i1 %382, label %383, label %1, !llvm.loop !11

383:                                              ; preds = %380, %477
  %384 = phi i64 [ %478, %477 ], [ 0, %380 ]
  %385 = getelementptr inbounds [4 x double], ptr @ppos, i64 0, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !5
  %387 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_log, double noundef %386) #10
  %388 = tail call double @llvm.fabs.f64(double %386)
  %389 = fcmp ogt double %388, 1.000000e+00
  %390 = select i1 %389, double %388, double 1.000000e+00
  %391 = fmul double %390, 0x3EB0C6F7A0B5ED8D
  %392 = fadd double %386, %391
  %393 = fsub double %386, %391
  %394 = tail call double @log(double noundef %392) #10
  %395 = fadd double %392, 1.000000e+00
  %396 = tail call double @log2(double noundef %395) #10
  %397 = fmul double %392, 3.000000e+00
  %398 = tail call double @log10(double noundef %397) #10
  %399 = fmul double %392, %392
  %400 = tail call double @log1p(double noundef %399) #10
  %401 = tail call double @log(double noundef %393) #10
  %402 = fadd double %393, 1.000000e+00
  %403 = tail call double @log2(double noundef %402) #10
  %404 = fmul double %393, 3.000000e+00
  %405 = tail call double @log10(double noundef %404) #10
  %406 = fmul double %393, %393
  %407 = tail call double @log1p(double noundef %406) #10
  %408 = insertelement <2 x double> poison, double %394, i64 0
  %409 = insertelement <2 x double> %408, double %401, i64 1
  %410 = insertelement <2 x double> poison, double %396, i64 0
  %411 = insertelement <2 x double> %410, double %403, i64 1
  %412 = fadd <2 x double> %409, %411
  %413 = insertelement <2 x double> poison, double %398, i64 0
  %414 = insertelement <2 x double> %413, double %405, i64 1
  %415 = insertelement <2 x double> poison, double %392, i64 0
  %416 = insertelement <2 x double> %415, double %393, i64 1
  %417 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %414, <2 x double> %416, <2 x double> %412)
  %418 = insertelement <2 x double> poison, double %400, i64 0
  %419 = insertelement <2 x double> %418, double %407, i64 1
  %420 = fadd <2 x double> %417, %419
  %421 = shufflevector <2 x double> %420, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %422 = fsub <2 x double> %420, %421
  %423 = extractelement <2 x double> %422, i64 0
  %424 = fsub double %392, %393
  %425 = fdiv double %423, %424
  %426 = tail call double @llvm.fabs.f64(double %425)
  %427 = fcmp ogt double %426, 1.000000e+00
  %428 = select i1 %427, double %426, double 1.000000e+00
  %429 = fsub double %387, %425
  %430 = tail call double @llvm.fabs.f64(double %429)
  %431 = fmul double %428, 0x3EB0C6F7A0B5ED8D
  %432 = fcmp ole double %430, %431
  %433 = select i1 %432, ptr @.str.20, ptr @.str.21
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, double noundef %386, double noundef %387, double noundef %425, ptr noundef nonnull %433)
  br i1 %432, label %438, label %435

435:                                              ; preds = %383
  %436 = load i32, ptr @n_fail, align 4, !tbaa !9
  %437 = add nsw i32 %436, 1
  store i32 %437, ptr @n_fail, align 4, !tbaa !9
  br label %438

438:                                              ; preds = %383, %435
  %439 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_pow, double noundef %386) #10
  %440 = tail call double @pow(double noundef %392, double noundef 1.700000e+00) #10
  %441 = tail call double @exp2(double %392)
  %442 = tail call double @pow(double noundef %392, double noundef %392) #10
  %443 = fmul double %392, 5.000000e-01
  %444 = tail call double @pow(double noundef 1.300000e+00, double noundef %443) #10
  %445 = tail call double @pow(double noundef %393, double noundef 1.700000e+00) #10
  %446 = tail call double @exp2(double %393)
  %447 = tail call double @pow(double noundef %393, double noundef %393) #10
  %448 = fmul double %393, 5.000000e-01
  %449 = tail call double @pow(double noundef 1.300000e+00, double noundef %448) #10
  %450 = insertelement <2 x double> poison, double %440, i64 0
  %451 = insertelement <2 x double> %450, double %445, i64 1
  %452 = insertelement <2 x double> poison, double %441, i64 0
  %453 = insertelement <2 x double> %452, double %446, i64 1
  %454 = fadd <2 x double> %451, %453
  %455 = insertelement <2 x double> poison, double %442, i64 0
  %456 = insertelement <2 x double> %455, double %447, i64 1
  %457 = fadd <2 x double> %454, %456
  %458 = insertelement <2 x double> poison, double %444, i64 0
  %459 = insertelement <2 x double> %458, double %449, i64 1
  %460 = fadd <2 x double> %457, %459
  %461 = shufflevector <2 x double> %460, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %462 = fsub <2 x double> %460, %461
  %463 = extractelement <2 x double> %462, i64 0
  %464 = fdiv double %463, %424
  %465 = tail call double @llvm.fabs.f64(double %464)
  %466 = fcmp ogt double %465, 1.000000e+00
  %467 = select i1 %466, double %465, double 1.000000e+00
  %468 = fsub double %439, %464
  %469 = tail call double @llvm.fabs.f64(double %468)
  %470 = fmul double %467, 0x3EB0C6F7A0B5ED8D
  %471 = fcmp ole double %469, %470
  %472 = select i1 %471, ptr @.str.20, ptr @.str.21
  %473 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, double noundef %386, double noundef %439, double noundef %464, ptr noundef nonnull %472)
  br i1 %471, label %477, label %474

474:                                              ; preds = %438
  %475 = load i32, ptr @n_fail, align 4, !tbaa !9
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr @n_fail, align 4, !tbaa !9
  br label %477

477:                                              ; preds = %438, %474
  %478 = add nuw nsw i64 %384, 1
  %479 = icmp eq i64 %478, 4
  br i1 %479, label %486, label %383, !llvm.loop !13

480:                                              ; preds = %549
  %481 = load i32, ptr @n_fail, align 4, !tbaa !9
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.18, i32 noundef %481)
  %483 = load i32, ptr @n_fail, align 4, !tbaa !9
  %484 = icmp ne i32 %483, 0
  %485 = zext i1 %484 to i32
  ret i32 %485

486:                                              ; preds = %477, %549
  %487 = phi i64 [ %550, %549 ], [ 0, %477 ]
  %488 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %487
  %489 = load double, ptr %488, align 8, !tbaa !5
  %490 = trunc nuw nsw i64 %487 to i32
  %491 = uitofp nneg i32 %490 to double
  %492 = tail call double @llvm.fmuladd.f64(double %491, double -3.000000e-01, double 8.000000e-01)
  %493 = tail call double @llvm.fabs.f64(double %489)
  %494 = fcmp ogt double %493, 1.000000e+00
  %495 = select i1 %494, double %493, double 1.000000e+00
  %496 = fmul double %495, 0x3EB0C6F7A0B5ED8D
  %497 = fadd double %489, %496
  %498 = tail call double @atan2(double noundef %492, double noundef %497) #10
  %499 = fmul double %492, %498
  %500 = fsub double %489, %496
  %501 = tail call double @atan2(double noundef %492, double noundef %500) #10
  %502 = fmul double %492, %501
  %503 = fsub double %499, %502
  %504 = fmul double %496, 2.000000e+00
  %505 = fdiv double %503, %504
  %506 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %507 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, double noundef %489, i32 noundef %506, double noundef %492) #10
  %508 = tail call double @llvm.fabs.f64(double %505)
  %509 = fcmp ogt double %508, 1.000000e+00
  %510 = select i1 %509, double %508, double 1.000000e+00
  %511 = fsub double %507, %505
  %512 = tail call double @llvm.fabs.f64(double %511)
  %513 = fmul double %510, 0x3EB0C6F7A0B5ED8D
  %514 = fcmp ole double %512, %513
  %515 = select i1 %514, ptr @.str.20, ptr @.str.21
  %516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, double noundef %489, double noundef %507, double noundef %505, ptr noundef nonnull %515)
  br i1 %514, label %520, label %517

517:                                              ; preds = %486
  %518 = load i32, ptr @n_fail, align 4, !tbaa !9
  %519 = add nsw i32 %518, 1
  store i32 %519, ptr @n_fail, align 4, !tbaa !9
  br label %520

520:                                              ; preds = %486, %517
  %521 = tail call double @llvm.fabs.f64(double %492)
  %522 = fcmp ogt double %521, 1.000000e+00
  %523 = select i1 %522, double %521, double 1.000000e+00
  %524 = fmul double %523, 0x3EB0C6F7A0B5ED8D
  %525 = fadd double %492, %524
  %526 = tail call double @atan2(double noundef %525, double noundef %489) #10
  %527 = fmul double %525, %526
  %528 = fsub double %492, %524
  %529 = tail call double @atan2(double noundef %528, double noundef %489) #10
  %530 = fmul double %528, %529
  %531 = fsub double %527, %530
  %532 = fmul double %524, 2.000000e+00
  %533 = fdiv double %531, %532
  %534 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %535 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %536 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, i32 noundef %534, double noundef %489, i32 noundef %535, double noundef %492) #10
  %537 = tail call double @llvm.fabs.f64(double %533)
  %538 = fcmp ogt double %537, 1.000000e+00
  %539 = select i1 %538, double %537, double 1.000000e+00
  %540 = fsub double %536, %533
  %541 = tail call double @llvm.fabs.f64(double %540)
  %542 = fmul double %539, 0x3EB0C6F7A0B5ED8D
  %543 = fcmp ole double %541, %542
  %544 = select i1 %543, ptr @.str.20, ptr @.str.21
  %545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16, double noundef %492, double noundef %536, double noundef %533, ptr noundef nonnull %544)
  br i1 %543, label %549, label %546

546:                                              ; preds = %520
  %547 = load i32, ptr @n_fail, align 4, !tbaa !9
  %548 = add nsw i32 %547, 1
  store i32 %548, ptr @n_fail, align 4, !tbaa !9
  br label %549

549:                                              ; preds = %520, %546
  %550 = add nuw nsw i64 %487, 1
  %551 = icmp eq i64 %550, 6
  br i1 %551, label %480, label %486, !llvm.loop !14
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @f_sqrt(double noundef %0) #2 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = tail call double @llvm.sqrt.f64(double %2)
  %4 = fadd double %0, 3.000000e+00
  %5 = tail call double @cbrt(double noundef %4) #11
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_trig(double noundef %0) #3 {
  %2 = tail call double @sin(double noundef %0) #10
  %3 = fmul double %0, 2.000000e+00
  %4 = tail call double @cos(double noundef %3) #10
  %5 = fmul double %0, 5.000000e-01
  %6 = tail call double @tan(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %6)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atrig(double noundef %0) #3 {
  %2 = fmul double %0, 3.000000e-01
  %3 = tail call double @asin(double noundef %2) #10
  %4 = fmul double %0, 2.000000e-01
  %5 = tail call double @acos(double noundef %4) #10
  %6 = tail call double @atan(double noundef %0) #10
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %3)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atan2(double noundef %0) #3 {
  %2 = tail call double @atan2(double noundef %0, double noundef 1.500000e+00) #10
  %3 = tail call double @atan2(double noundef 0x3FE6666666666666, double noundef %0) #10
  %4 = fadd double %2, %3
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  %6 = fadd double %0, 2.000000e+00
  %7 = tail call double @atan2(double noundef %5, double noundef %6) #10
  %8 = fadd double %4, %7
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_hyp(double noundef %0) #3 {
  %2 = fmul double %0, 0x3FE6666666666666
  %3 = tail call double @sinh(double noundef %2) #10
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @cosh(double noundef %4) #10
  %6 = tail call double @tanh(double noundef %0) #10
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %3)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_exp(double noundef %0) #3 {
  %2 = fmul double %0, 8.000000e-01
  %3 = tail call double @exp(double noundef %2) #10
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @exp2(double noundef %4) #10
  %6 = fadd double %3, %5
  %7 = fmul double %0, 1.000000e-01
  %8 = tail call double @expm1(double noundef %7) #10
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %0, double %6)
  ret double %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_fma(double noundef %0) #3 {
  %2 = fadd double %0, -1.000000e+00
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fmul double %0, 3.000000e+00
  %5 = tail call double @llvm.fma.f64(double %0, double %0, double %4)
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %5)
  %7 = tail call double @sin(double noundef %0) #10
  %8 = tail call double @llvm.fma.f64(double %0, double 2.000000e+00, double %7)
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_minmax(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = tail call double @llvm.minnum.f64(double %2, double 2.000000e+00)
  %4 = tail call double @sin(double noundef %0) #10
  %5 = tail call double @llvm.maxnum.f64(double %4, double 1.000000e-01)
  %6 = fadd double %3, %5
  %7 = fadd double %0, -5.000000e-01
  %8 = tail call double @llvm.copysign.f64(double %2, double %7)
  %9 = fadd double %8, %6
  %10 = tail call double @llvm.copysign.f64(double 2.000000e+00, double %0)
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %0, double %9)
  ret double %11
}

; Function Attrs: nounwind uwtable
define internal double @f_hypot(double noundef %0) #0 {
  %2 = tail call double @hypot(double noundef %0, double noundef 2.000000e+00) #10
  %3 = fmul double %0, 3.000000e+00
  %4 = fadd double %0, 1.000000e+00
  %5 = tail call double @hypot(double noundef %3, double noundef %4) #10
  %6 = fadd double %2, %5
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @f_erf(double noundef %0) #0 {
  %2 = tail call double @erf(double noundef %0) #10
  %3 = fmul double %0, 5.000000e-01
  %4 = tail call double @erfc(double noundef %3) #10
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %2)
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_round(double noundef %0) #3 {
  %2 = tail call double @llvm.floor.f64(double %0)
  %3 = fmul double %0, 2.000000e+00
  %4 = tail call double @llvm.ceil.f64(double %3)
  %5 = tail call double @sin(double noundef %0) #10
  %6 = fmul double %4, %5
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %6)
  %8 = fmul double %0, 3.000000e+00
  %9 = tail call double @llvm.trunc.f64(double %8)
  %10 = fadd double %9, %7
  %11 = tail call double @llvm.round.f64(double %0)
  %12 = fmul double %11, %0
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %0, double %10)
  ret double %13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_fmod(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = tail call double @fmod(double noundef %2, double noundef 1.500000e+00) #10
  %4 = tail call double @fmod(double noundef 7.000000e+00, double noundef %0) #10
  %5 = fadd double %3, %4
  %6 = tail call double @fmod(double noundef %0, double noundef 4.000000e-01) #10
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %0, double %5)
  ret double %7
}

; Function Attrs: nounwind uwtable
define internal double @f_all(double noundef %0) #0 {
  %2 = tail call double @sin(double noundef %0) #10
  %3 = tail call double @exp(double noundef %2) #10
  %4 = fmul double %0, %0
  %5 = tail call double @log1p(double noundef %4) #10
  %6 = fadd double %3, %5
  %7 = tail call double @sqrt(double noundef %6) #10
  %8 = fmul double %0, 3.000000e-01
  %9 = tail call double @cosh(double noundef %8) #10
  %10 = tail call double @atan(double noundef %9) #10
  %11 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double 1.000000e-01)
  %12 = tail call double @tanh(double noundef %11) #10
  %13 = fmul double %10, %12
  %14 = tail call double @llvm.fabs.f64(double %0)
  %15 = fadd double %14, 1.000000e+00
  %16 = tail call double @cos(double noundef %0) #10
  %17 = tail call double @pow(double noundef %15, double noundef %16) #10
  %18 = tail call double @erf(double noundef %0) #10
  %19 = fadd double %18, 1.000000e+00
  %20 = tail call double @hypot(double noundef %0, double noundef %19) #10
  %21 = fdiv double %17, %20
  %22 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 2.000000e+00)
  %23 = tail call double @cbrt(double noundef %22) #11
  %24 = fmul double %0, 2.000000e-01
  %25 = tail call double @expm1(double noundef %24) #10
  %26 = tail call double @llvm.maxnum.f64(double %23, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 3.000000e+00)
  %28 = tail call double @log2(double noundef %27) #10
  %29 = tail call double @llvm.minnum.f64(double %28, double 2.000000e+00)
  %30 = fsub double %26, %29
  %31 = tail call double @llvm.fmuladd.f64(double %7, double %13, double %21)
  %32 = fadd double %0, 5.000000e+00
  %33 = tail call double @llvm.copysign.f64(double 1.000000e+00, double %32)
  %34 = fneg double %30
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %33, double %31)
  %36 = tail call double @llvm.floor.f64(double %0)
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %0, double %35)
  ret double %37
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_log(double noundef %0) #3 {
  %2 = tail call double @log(double noundef %0) #10
  %3 = fadd double %0, 1.000000e+00
  %4 = tail call double @log2(double noundef %3) #10
  %5 = fadd double %2, %4
  %6 = fmul double %0, 3.000000e+00
  %7 = tail call double @log10(double noundef %6) #10
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %0, double %5)
  %9 = fmul double %0, %0
  %10 = tail call double @log1p(double noundef %9) #10
  %11 = fadd double %8, %10
  ret double %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_pow(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 1.700000e+00) #10
  %3 = tail call double @exp2(double %0)
  %4 = fadd double %2, %3
  %5 = tail call double @pow(double noundef %0, double noundef %0) #10
  %6 = fadd double %4, %5
  %7 = fmul double %0, 5.000000e-01
  %8 = tail call double @pow(double noundef 1.300000e+00, double noundef %7) #10
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atan2c(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @atan2(double noundef %1, double noundef %0) #10
  %4 = fmul double %3, %1
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @erfc(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.round.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.trunc.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.floor.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.ceil.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

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
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
