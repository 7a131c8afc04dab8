; ModuleID = 'singular.c'
source_filename = "singular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [3 x [3 x double]] [[3 x double] [double 0.000000e+00, double 2.500000e-01, double 4.000000e+00], [3 x double] [double 0.000000e+00, double 5.000000e-01, double -2.000000e+00], [3 x double] [double 1.000000e+00, double 5.000000e-01, double -5.000000e-01]], align 16
@.str = private unnamed_addr constant [10 x i8] c"fmax_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"inv_clamped\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fmin_sqrt\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"max_log\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"max_pow\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"max_cbrt\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"max_hypot\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"min_asin\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"sinc\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"tern_sqrt\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"tern_max\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"pow_zero\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"singular: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %507
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %507
  %8 = phi i64 [ 0, %0 ], [ %508, %507 ]
  %9 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 24), i64 0, i64 %8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmax_sqrt, double noundef %10) #11
  %14 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmax_sqrt, double noundef %10, double noundef 1.000000e+00) #11
  %15 = tail call double @llvm.fabs.f64(double %10)
  %16 = fcmp ogt double %15, 1.000000e+00
  %17 = select i1 %16, double %15, double 1.000000e+00
  %18 = fmul double %17, 0x3EB0C6F7A0B5ED8D
  %19 = insertelement <2 x double> poison, double %10, i64 0
  %20 = insertelement <2 x double> poison, double %10, i64 0
  %21 = insertelement <2 x double> poison, double %18, i64 0
  %22 = insertelement <2 x double> poison, double %18, i64 0
  %23 = fadd <2 x double> %20, %22
  %24 = fsub <2 x double> %19, %21
  %25 = shufflevector <2 x double> %23, <2 x double> %24, <2 x i32> <i32 0, i32 2>
  %26 = extractelement <2 x double> %23, i64 0
  %27 = tail call double @sqrt(double noundef %26) #11
  %28 = extractelement <2 x double> %24, i64 0
  %29 = tail call double @sqrt(double noundef %28) #11
  %30 = insertelement <2 x double> poison, double %27, i64 0
  %31 = insertelement <2 x double> %30, double %29, i64 1
  %32 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %31, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %33 = fmul <2 x double> %32, <double 2.000000e+00, double 2.000000e+00>
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %35 = fsub <2 x double> %33, %34
  %36 = extractelement <2 x double> %35, i64 0
  %37 = fmul double %18, 2.000000e+00
  %38 = fdiv double %36, %37
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ogt double %39, 1.000000e+00
  %41 = select i1 %40, double %39, double 1.000000e+00
  %42 = fsub double %13, %38
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fmul double %41, 0x3EB0C6F7A0B5ED8D
  %45 = fcmp ole double %43, %44
  %46 = select i1 %45, ptr @.str.14, ptr @.str.15
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %10, double noundef %13, double noundef %38, ptr noundef nonnull %46)
  br i1 %45, label %51, label %48

48:                                               ; preds = %7
  %49 = load i32, ptr @n_fail, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr @n_fail, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %48, %7
  %52 = tail call double @llvm.fabs.f64(double %13)
  %53 = fcmp ogt double %52, 1.000000e+00
  %54 = select i1 %53, double %52, double 1.000000e+00
  %55 = fsub double %14, %13
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fmul double %54, 0x3D719799812DEA11
  %58 = fcmp ole double %56, %57
  %59 = select i1 %58, ptr @.str.14, ptr @.str.15
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %10, double noundef %14, double noundef %13, ptr noundef nonnull %59)
  br i1 %58, label %64, label %61

61:                                               ; preds = %51
  %62 = load i32, ptr @n_fail, align 4, !tbaa !5
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr @n_fail, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %51, %61
  %65 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @inv_clamped, double noundef %12) #11
  %66 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @inv_clamped, double noundef %12, double noundef 1.000000e+00) #11
  %67 = tail call double @llvm.fabs.f64(double %12)
  %68 = fcmp ogt double %67, 1.000000e+00
  %69 = select i1 %68, double %67, double 1.000000e+00
  %70 = fmul double %69, 0x3EB0C6F7A0B5ED8D
  %71 = fadd double %12, %70
  %72 = fsub double %12, %70
  %73 = insertelement <2 x double> poison, double %71, i64 0
  %74 = insertelement <2 x double> %73, double %72, i64 1
  %75 = fmul <2 x double> %74, %74
  %76 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %75)
  %77 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %76, <2 x double> <double 0x3D719799812DEA11, double 0x3D719799812DEA11>)
  %78 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %77
  %79 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %80 = fsub <2 x double> %78, %79
  %81 = extractelement <2 x double> %80, i64 0
  %82 = fmul double %70, 2.000000e+00
  %83 = fdiv double %81, %82
  %84 = tail call double @llvm.fabs.f64(double %83)
  %85 = fcmp ogt double %84, 1.000000e+00
  %86 = select i1 %85, double %84, double 1.000000e+00
  %87 = fsub double %65, %83
  %88 = tail call double @llvm.fabs.f64(double %87)
  %89 = fmul double %86, 0x3EB0C6F7A0B5ED8D
  %90 = fcmp ole double %88, %89
  %91 = select i1 %90, ptr @.str.14, ptr @.str.15
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %12, double noundef %65, double noundef %83, ptr noundef nonnull %91)
  br i1 %90, label %96, label %93

93:                                               ; preds = %64
  %94 = load i32, ptr @n_fail, align 4, !tbaa !5
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr @n_fail, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %93, %64
  %97 = tail call double @llvm.fabs.f64(double %65)
  %98 = fcmp ogt double %97, 1.000000e+00
  %99 = select i1 %98, double %97, double 1.000000e+00
  %100 = fsub double %66, %65
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fmul double %99, 0x3D719799812DEA11
  %103 = fcmp ole double %101, %102
  %104 = select i1 %103, ptr @.str.14, ptr @.str.15
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %12, double noundef %66, double noundef %65, ptr noundef nonnull %104)
  br i1 %103, label %109, label %106

106:                                              ; preds = %96
  %107 = load i32, ptr @n_fail, align 4, !tbaa !5
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @n_fail, align 4, !tbaa !5
  br label %109

109:                                              ; preds = %96, %106
  %110 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmin_sqrt, double noundef %10) #11
  %111 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmin_sqrt, double noundef %10, double noundef 1.000000e+00) #11
  %112 = tail call double @sqrt(double noundef %26) #11
  %113 = fneg double %112
  %114 = tail call double @llvm.minnum.f64(double %113, double -1.000000e+00)
  %115 = fsub double %26, %114
  %116 = tail call double @sqrt(double noundef %28) #11
  %117 = fneg double %116
  %118 = tail call double @llvm.minnum.f64(double %117, double -1.000000e+00)
  %119 = fsub double %118, %28
  %120 = fadd double %115, %119
  %121 = fdiv double %120, %37
  %122 = tail call double @llvm.fabs.f64(double %121)
  %123 = fcmp ogt double %122, 1.000000e+00
  %124 = select i1 %123, double %122, double 1.000000e+00
  %125 = fsub double %110, %121
  %126 = tail call double @llvm.fabs.f64(double %125)
  %127 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %128 = fcmp ole double %126, %127
  %129 = select i1 %128, ptr @.str.14, ptr @.str.15
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %10, double noundef %110, double noundef %121, ptr noundef nonnull %129)
  br i1 %128, label %134, label %131

131:                                              ; preds = %109
  %132 = load i32, ptr @n_fail, align 4, !tbaa !5
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @n_fail, align 4, !tbaa !5
  br label %134

134:                                              ; preds = %131, %109
  %135 = tail call double @llvm.fabs.f64(double %110)
  %136 = fcmp ogt double %135, 1.000000e+00
  %137 = select i1 %136, double %135, double 1.000000e+00
  %138 = fsub double %111, %110
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fmul double %137, 0x3D719799812DEA11
  %141 = fcmp ole double %139, %140
  %142 = select i1 %141, ptr @.str.14, ptr @.str.15
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %10, double noundef %111, double noundef %110, ptr noundef nonnull %142)
  br i1 %141, label %147, label %144

144:                                              ; preds = %134
  %145 = load i32, ptr @n_fail, align 4, !tbaa !5
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @n_fail, align 4, !tbaa !5
  br label %147

147:                                              ; preds = %134, %144
  %148 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_log, double noundef %12) #11
  %149 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_log, double noundef %12, double noundef 1.000000e+00) #11
  %150 = extractelement <2 x double> %75, i64 0
  %151 = tail call double @log(double noundef %150) #11
  %152 = extractelement <2 x double> %75, i64 1
  %153 = tail call double @log(double noundef %152) #11
  %154 = insertelement <2 x double> poison, double %151, i64 0
  %155 = insertelement <2 x double> %154, double %153, i64 1
  %156 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %155, <2 x double> <double -3.000000e+00, double -3.000000e+00>)
  %157 = shufflevector <2 x double> %156, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %158 = fsub <2 x double> %156, %157
  %159 = extractelement <2 x double> %158, i64 0
  %160 = fdiv double %159, %82
  %161 = tail call double @llvm.fabs.f64(double %160)
  %162 = fcmp ogt double %161, 1.000000e+00
  %163 = select i1 %162, double %161, double 1.000000e+00
  %164 = fsub double %148, %160
  %165 = tail call double @llvm.fabs.f64(double %164)
  %166 = fmul double %163, 0x3EB0C6F7A0B5ED8D
  %167 = fcmp ole double %165, %166
  %168 = select i1 %167, ptr @.str.14, ptr @.str.15
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %12, double noundef %148, double noundef %160, ptr noundef nonnull %168)
  br i1 %167, label %173, label %170

170:                                              ; preds = %147
  %171 = load i32, ptr @n_fail, align 4, !tbaa !5
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @n_fail, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %170, %147
  %174 = tail call double @llvm.fabs.f64(double %148)
  %175 = fcmp ogt double %174, 1.000000e+00
  %176 = select i1 %175, double %174, double 1.000000e+00
  %177 = fsub double %149, %148
  %178 = tail call double @llvm.fabs.f64(double %177)
  %179 = fmul double %176, 0x3D719799812DEA11
  %180 = fcmp ole double %178, %179
  %181 = select i1 %180, ptr @.str.14, ptr @.str.15
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %12, double noundef %149, double noundef %148, ptr noundef nonnull %181)
  br i1 %180, label %186, label %183

183:                                              ; preds = %173
  %184 = load i32, ptr @n_fail, align 4, !tbaa !5
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr @n_fail, align 4, !tbaa !5
  br label %186

186:                                              ; preds = %173, %183
  %187 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_pow, double noundef %12) #11
  %188 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_pow, double noundef %12, double noundef 1.000000e+00) #11
  %189 = tail call double @pow(double noundef %150, double noundef 2.500000e-01) #11
  %190 = tail call double @pow(double noundef %152, double noundef 2.500000e-01) #11
  %191 = insertelement <2 x double> poison, double %189, i64 0
  %192 = insertelement <2 x double> %191, double %190, i64 1
  %193 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %192, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %194 = shufflevector <2 x double> %193, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %195 = fsub <2 x double> %193, %194
  %196 = extractelement <2 x double> %195, i64 0
  %197 = fdiv double %196, %82
  %198 = tail call double @llvm.fabs.f64(double %197)
  %199 = fcmp ogt double %198, 1.000000e+00
  %200 = select i1 %199, double %198, double 1.000000e+00
  %201 = fsub double %187, %197
  %202 = tail call double @llvm.fabs.f64(double %201)
  %203 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp ole double %202, %203
  %205 = select i1 %204, ptr @.str.14, ptr @.str.15
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %12, double noundef %187, double noundef %197, ptr noundef nonnull %205)
  br i1 %204, label %210, label %207

207:                                              ; preds = %186
  %208 = load i32, ptr @n_fail, align 4, !tbaa !5
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %207, %186
  %211 = tail call double @llvm.fabs.f64(double %187)
  %212 = fcmp ogt double %211, 1.000000e+00
  %213 = select i1 %212, double %211, double 1.000000e+00
  %214 = fsub double %188, %187
  %215 = tail call double @llvm.fabs.f64(double %214)
  %216 = fmul double %213, 0x3D719799812DEA11
  %217 = fcmp ole double %215, %216
  %218 = select i1 %217, ptr @.str.14, ptr @.str.15
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %12, double noundef %188, double noundef %187, ptr noundef nonnull %218)
  br i1 %217, label %223, label %220

220:                                              ; preds = %210
  %221 = load i32, ptr @n_fail, align 4, !tbaa !5
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr @n_fail, align 4, !tbaa !5
  br label %223

223:                                              ; preds = %210, %220
  %224 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_cbrt, double noundef %10) #11
  %225 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_cbrt, double noundef %10, double noundef 1.000000e+00) #11
  %226 = tail call double @cbrt(double noundef %26) #12
  %227 = tail call double @cbrt(double noundef %28) #12
  %228 = insertelement <2 x double> poison, double %226, i64 0
  %229 = insertelement <2 x double> %228, double %227, i64 1
  %230 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %229, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %231 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %230)
  %232 = shufflevector <2 x double> %231, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %233 = fsub <2 x double> %231, %232
  %234 = extractelement <2 x double> %233, i64 0
  %235 = fdiv double %234, %37
  %236 = tail call double @llvm.fabs.f64(double %235)
  %237 = fcmp ogt double %236, 1.000000e+00
  %238 = select i1 %237, double %236, double 1.000000e+00
  %239 = fsub double %224, %235
  %240 = tail call double @llvm.fabs.f64(double %239)
  %241 = fmul double %238, 0x3EB0C6F7A0B5ED8D
  %242 = fcmp ole double %240, %241
  %243 = select i1 %242, ptr @.str.14, ptr @.str.15
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %10, double noundef %224, double noundef %235, ptr noundef nonnull %243)
  br i1 %242, label %248, label %245

245:                                              ; preds = %223
  %246 = load i32, ptr @n_fail, align 4, !tbaa !5
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !5
  br label %248

248:                                              ; preds = %245, %223
  %249 = tail call double @llvm.fabs.f64(double %224)
  %250 = fcmp ogt double %249, 1.000000e+00
  %251 = select i1 %250, double %249, double 1.000000e+00
  %252 = fsub double %225, %224
  %253 = tail call double @llvm.fabs.f64(double %252)
  %254 = fmul double %251, 0x3D719799812DEA11
  %255 = fcmp ole double %253, %254
  %256 = select i1 %255, ptr @.str.14, ptr @.str.15
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %10, double noundef %225, double noundef %224, ptr noundef nonnull %256)
  br i1 %255, label %261, label %258

258:                                              ; preds = %248
  %259 = load i32, ptr @n_fail, align 4, !tbaa !5
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !5
  br label %261

261:                                              ; preds = %248, %258
  %262 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_hypot, double noundef %12) #11
  %263 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_hypot, double noundef %12, double noundef 1.000000e+00) #11
  %264 = fmul double %71, 5.000000e-01
  %265 = tail call double @hypot(double noundef %71, double noundef %264) #11
  %266 = fmul double %72, 5.000000e-01
  %267 = tail call double @hypot(double noundef %72, double noundef %266) #11
  %268 = insertelement <2 x double> poison, double %265, i64 0
  %269 = insertelement <2 x double> %268, double %267, i64 1
  %270 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %269, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %271 = shufflevector <2 x double> %270, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %272 = fsub <2 x double> %270, %271
  %273 = extractelement <2 x double> %272, i64 0
  %274 = fdiv double %273, %82
  %275 = tail call double @llvm.fabs.f64(double %274)
  %276 = fcmp ogt double %275, 1.000000e+00
  %277 = select i1 %276, double %275, double 1.000000e+00
  %278 = fsub double %262, %274
  %279 = tail call double @llvm.fabs.f64(double %278)
  %280 = fmul double %277, 0x3EB0C6F7A0B5ED8D
  %281 = fcmp ole double %279, %280
  %282 = select i1 %281, ptr @.str.14, ptr @.str.15
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %12, double noundef %262, double noundef %274, ptr noundef nonnull %282)
  br i1 %281, label %287, label %284

284:                                              ; preds = %261
  %285 = load i32, ptr @n_fail, align 4, !tbaa !5
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr @n_fail, align 4, !tbaa !5
  br label %287

287:                                              ; preds = %284, %261
  %288 = tail call double @llvm.fabs.f64(double %262)
  %289 = fcmp ogt double %288, 1.000000e+00
  %290 = select i1 %289, double %288, double 1.000000e+00
  %291 = fsub double %263, %262
  %292 = tail call double @llvm.fabs.f64(double %291)
  %293 = fmul double %290, 0x3D719799812DEA11
  %294 = fcmp ole double %292, %293
  %295 = select i1 %294, ptr @.str.14, ptr @.str.15
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %12, double noundef %263, double noundef %262, ptr noundef nonnull %295)
  br i1 %294, label %300, label %297

297:                                              ; preds = %287
  %298 = load i32, ptr @n_fail, align 4, !tbaa !5
  %299 = add nsw i32 %298, 1
  store i32 %299, ptr @n_fail, align 4, !tbaa !5
  br label %300

300:                                              ; preds = %287, %297
  %301 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 48), i64 0, i64 %8
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @min_asin, double noundef %302) #11
  %304 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @min_asin, double noundef %302, double noundef 1.000000e+00) #11
  %305 = tail call double @llvm.fabs.f64(double %302)
  %306 = fcmp ogt double %305, 1.000000e+00
  %307 = select i1 %306, double %305, double 1.000000e+00
  %308 = fmul double %307, 0x3EB0C6F7A0B5ED8D
  %309 = fadd double %302, %308
  %310 = tail call double @asin(double noundef %309) #11
  %311 = fsub double %302, %308
  %312 = tail call double @asin(double noundef %311) #11
  %313 = insertelement <2 x double> poison, double %310, i64 0
  %314 = insertelement <2 x double> %313, double %312, i64 1
  %315 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %314, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %316 = insertelement <2 x double> poison, double %309, i64 0
  %317 = insertelement <2 x double> %316, double %311, i64 1
  %318 = fmul <2 x double> %315, %317
  %319 = shufflevector <2 x double> %318, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %320 = fsub <2 x double> %318, %319
  %321 = extractelement <2 x double> %320, i64 0
  %322 = fmul double %308, 2.000000e+00
  %323 = fdiv double %321, %322
  %324 = tail call double @llvm.fabs.f64(double %323)
  %325 = fcmp ogt double %324, 1.000000e+00
  %326 = select i1 %325, double %324, double 1.000000e+00
  %327 = fsub double %303, %323
  %328 = tail call double @llvm.fabs.f64(double %327)
  %329 = fmul double %326, 0x3EB0C6F7A0B5ED8D
  %330 = fcmp ole double %328, %329
  %331 = select i1 %330, ptr @.str.14, ptr @.str.15
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %302, double noundef %303, double noundef %323, ptr noundef nonnull %331)
  br i1 %330, label %336, label %333

333:                                              ; preds = %300
  %334 = load i32, ptr @n_fail, align 4, !tbaa !5
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr @n_fail, align 4, !tbaa !5
  br label %336

336:                                              ; preds = %333, %300
  %337 = tail call double @llvm.fabs.f64(double %303)
  %338 = fcmp ogt double %337, 1.000000e+00
  %339 = select i1 %338, double %337, double 1.000000e+00
  %340 = fsub double %304, %303
  %341 = tail call double @llvm.fabs.f64(double %340)
  %342 = fmul double %339, 0x3D719799812DEA11
  %343 = fcmp ole double %341, %342
  %344 = select i1 %343, ptr @.str.14, ptr @.str.15
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %302, double noundef %304, double noundef %303, ptr noundef nonnull %344)
  br i1 %343, label %349, label %346

346:                                              ; preds = %336
  %347 = load i32, ptr @n_fail, align 4, !tbaa !5
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !5
  br label %349

349:                                              ; preds = %336, %346
  %350 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sinc, double noundef %12) #11
  %351 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sinc, double noundef %12, double noundef 1.000000e+00) #11
  %352 = fcmp une double %71, 0.000000e+00
  br i1 %352, label %353, label %356

353:                                              ; preds = %349
  %354 = tail call double @sin(double noundef %71) #11
  %355 = fdiv double %354, %71
  br label %356

356:                                              ; preds = %349, %353
  %357 = phi double [ %355, %353 ], [ 1.000000e+00, %349 ]
  %358 = fcmp une double %72, 0.000000e+00
  br i1 %358, label %359, label %362

359:                                              ; preds = %356
  %360 = tail call double @sin(double noundef %72) #11
  %361 = fdiv double %360, %72
  br label %362

362:                                              ; preds = %356, %359
  %363 = phi double [ %361, %359 ], [ 1.000000e+00, %356 ]
  %364 = fsub double %357, %363
  %365 = fdiv double %364, %82
  %366 = tail call double @llvm.fabs.f64(double %365)
  %367 = fcmp ogt double %366, 1.000000e+00
  %368 = select i1 %367, double %366, double 1.000000e+00
  %369 = fsub double %350, %365
  %370 = tail call double @llvm.fabs.f64(double %369)
  %371 = fmul double %368, 0x3EB0C6F7A0B5ED8D
  %372 = fcmp ole double %370, %371
  %373 = select i1 %372, ptr @.str.14, ptr @.str.15
  %374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %12, double noundef %350, double noundef %365, ptr noundef nonnull %373)
  br i1 %372, label %378, label %375

375:                                              ; preds = %362
  %376 = load i32, ptr @n_fail, align 4, !tbaa !5
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr @n_fail, align 4, !tbaa !5
  br label %378

378:                                              ; preds = %375, %362
  %379 = tail call double @llvm.fabs.f64(double %350)
  %380 = fcmp ogt double %379, 1.000000e+00
  %381 = select i1 %380, double %379, double 1.000000e+00
  %382 = fsub double %351, %350
  %383 = tail call double @llvm.fabs.f64(double %382)
  %384 = fmul double %381, 0x3D719799812DEA11
  %385 = fcmp ole double %383, %384
  %386 = select i1 %385, ptr @.str.14, ptr @.str.15
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %12, double noundef %351, double noundef %350, ptr noundef nonnull %386)
  br i1 %385, label %391, label %388

388:                                              ; preds = %378
  %389 = load i32, ptr @n_fail, align 4, !tbaa !5
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @n_fail, align 4, !tbaa !5
  br label %391

391:                                              ; preds = %378, %388
  %392 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_sqrt, double noundef %12) #11
  %393 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_sqrt, double noundef %12, double noundef 1.000000e+00) #11
  %394 = fcmp ogt double %71, 0.000000e+00
  br i1 %394, label %395, label %399

395:                                              ; preds = %391
  %396 = tail call double @sqrt(double noundef %71) #11
  %397 = fmul double %71, %396
  %398 = fmul double %71, %397
  br label %399

399:                                              ; preds = %391, %395
  %400 = phi double [ %398, %395 ], [ 0.000000e+00, %391 ]
  %401 = fcmp ogt double %72, 0.000000e+00
  br i1 %401, label %402, label %406

402:                                              ; preds = %399
  %403 = tail call double @sqrt(double noundef %72) #11
  %404 = fmul double %72, %403
  %405 = fmul double %72, %404
  br label %406

406:                                              ; preds = %399, %402
  %407 = phi double [ %405, %402 ], [ 0.000000e+00, %399 ]
  %408 = fsub double %400, %407
  %409 = fdiv double %408, %82
  %410 = tail call double @llvm.fabs.f64(double %409)
  %411 = fcmp ogt double %410, 1.000000e+00
  %412 = select i1 %411, double %410, double 1.000000e+00
  %413 = fsub double %392, %409
  %414 = tail call double @llvm.fabs.f64(double %413)
  %415 = fmul double %412, 0x3EB0C6F7A0B5ED8D
  %416 = fcmp ole double %414, %415
  %417 = select i1 %416, ptr @.str.14, ptr @.str.15
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %12, double noundef %392, double noundef %409, ptr noundef nonnull %417)
  br i1 %416, label %422, label %419

419:                                              ; preds = %406
  %420 = load i32, ptr @n_fail, align 4, !tbaa !5
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr @n_fail, align 4, !tbaa !5
  br label %422

422:                                              ; preds = %419, %406
  %423 = tail call double @llvm.fabs.f64(double %392)
  %424 = fcmp ogt double %423, 1.000000e+00
  %425 = select i1 %424, double %423, double 1.000000e+00
  %426 = fsub double %393, %392
  %427 = tail call double @llvm.fabs.f64(double %426)
  %428 = fmul double %425, 0x3D719799812DEA11
  %429 = fcmp ole double %427, %428
  %430 = select i1 %429, ptr @.str.14, ptr @.str.15
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %12, double noundef %393, double noundef %392, ptr noundef nonnull %430)
  br i1 %429, label %435, label %432

432:                                              ; preds = %422
  %433 = load i32, ptr @n_fail, align 4, !tbaa !5
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr @n_fail, align 4, !tbaa !5
  br label %435

435:                                              ; preds = %422, %432
  %436 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_max, double noundef %10) #11
  %437 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_max, double noundef %10, double noundef 1.000000e+00) #11
  %438 = tail call double @sqrt(double noundef %26) #11
  %439 = fcmp ogt double %438, 1.000000e+00
  %440 = select i1 %439, double %438, double 1.000000e+00
  %441 = tail call double @sqrt(double noundef %28) #11
  %442 = fcmp ogt double %441, 1.000000e+00
  %443 = select i1 %442, double %441, double 1.000000e+00
  %444 = fsub double %440, %443
  %445 = fdiv double %444, %37
  %446 = tail call double @llvm.fabs.f64(double %445)
  %447 = fcmp ogt double %446, 1.000000e+00
  %448 = select i1 %447, double %446, double 1.000000e+00
  %449 = fsub double %436, %445
  %450 = tail call double @llvm.fabs.f64(double %449)
  %451 = fmul double %448, 0x3EB0C6F7A0B5ED8D
  %452 = fcmp ole double %450, %451
  %453 = select i1 %452, ptr @.str.14, ptr @.str.15
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %10, double noundef %436, double noundef %445, ptr noundef nonnull %453)
  br i1 %452, label %458, label %455

455:                                              ; preds = %435
  %456 = load i32, ptr @n_fail, align 4, !tbaa !5
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr @n_fail, align 4, !tbaa !5
  br label %458

458:                                              ; preds = %455, %435
  %459 = tail call double @llvm.fabs.f64(double %436)
  %460 = fcmp ogt double %459, 1.000000e+00
  %461 = select i1 %460, double %459, double 1.000000e+00
  %462 = fsub double %437, %436
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = fmul double %461, 0x3D719799812DEA11
  %465 = fcmp ole double %463, %464
  %466 = select i1 %465, ptr @.str.14, ptr @.str.15
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %10, double noundef %437, double noundef %436, ptr noundef nonnull %466)
  br i1 %465, label %471, label %468

468:                                              ; preds = %458
  %469 = load i32, ptr @n_fail, align 4, !tbaa !5
  %470 = add nsw i32 %469, 1
  store i32 %470, ptr @n_fail, align 4, !tbaa !5
  br label %471

471:                                              ; preds = %458, %468
  %472 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pow_zero, double noundef %10) #11
  %473 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pow_zero, double noundef %10, double noundef 1.000000e+00) #11
  %474 = tail call double @llvm.fmuladd.f64(double %26, double %26, double 1.000000e+00)
  %475 = tail call double @pow(double noundef 0.000000e+00, double noundef %474) #11
  %476 = fadd double %475, 1.000000e+00
  %477 = tail call double @llvm.fmuladd.f64(double %28, double %28, double 1.000000e+00)
  %478 = tail call double @pow(double noundef 0.000000e+00, double noundef %477) #11
  %479 = fadd double %478, 1.000000e+00
  %480 = fsub double %476, %479
  %481 = fdiv double %480, %37
  %482 = tail call double @llvm.fabs.f64(double %481)
  %483 = fcmp ogt double %482, 1.000000e+00
  %484 = select i1 %483, double %482, double 1.000000e+00
  %485 = fsub double %472, %481
  %486 = tail call double @llvm.fabs.f64(double %485)
  %487 = fmul double %484, 0x3EB0C6F7A0B5ED8D
  %488 = fcmp ole double %486, %487
  %489 = select i1 %488, ptr @.str.14, ptr @.str.15
  %490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %10, double noundef %472, double noundef %481, ptr noundef nonnull %489)
  br i1 %488, label %494, label %491

491:                                              ; preds = %471
  %492 = load i32, ptr @n_fail, align 4, !tbaa !5
  %493 = add nsw i32 %492, 1
  store i32 %493, ptr @n_fail, align 4, !tbaa !5
  br label %494

494:                                              ; preds = %491, %471
  %495 = tail call double @llvm.fabs.f64(double %472)
  %496 = fcmp ogt double %495, 1.000000e+00
  %497 = select i1 %496, double %495, double 1.000000e+00
  %498 = fsub double %473, %472
  %499 = tail call double @llvm.fabs.f64(double %498)
  %500 = fmul double %497, 0x3D719799812DEA11
  %501 = fcmp ole double %499, %500
  %502 = select i1 %501, ptr @.str.14, ptr @.str.15
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef %10, double noundef %473, double noundef %472, ptr noundef nonnull %502)
  br i1 %501, label %507, label %504

504:                                              ; preds = %494
  %505 = load i32, ptr @n_fail, align 4, !tbaa !5
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @n_fail, align 4, !tbaa !5
  br label %507

507:                                              ; preds = %494, %504
  %508 = add nuw nsw i64 %8, 1
  %509 = icmp eq i64 %508, 3
  br i1 %509, label %1, label %7, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fmax_sqrt(double noundef %0) #1 {
  %2 = tail call double @sqrt(double noundef %0) #11
  %3 = tail call double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = fmul double %3, 2.000000e+00
  ret double %4
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @inv_clamped(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = tail call double @llvm.sqrt.f64(double %2)
  %4 = tail call double @llvm.maxnum.f64(double %3, double 0x3D719799812DEA11)
  %5 = fdiv double 1.000000e+00, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fmin_sqrt(double noundef %0) #1 {
  %2 = tail call double @sqrt(double noundef %0) #11
  %3 = fneg double %2
  %4 = tail call double @llvm.minnum.f64(double %3, double -1.000000e+00)
  %5 = fsub double %0, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @max_log(double noundef %0) #1 {
  %2 = fmul double %0, %0
  %3 = tail call double @log(double noundef %2) #11
  %4 = tail call double @llvm.maxnum.f64(double %3, double -3.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @max_pow(double noundef %0) #1 {
  %2 = fmul double %0, %0
  %3 = tail call double @pow(double noundef %2, double noundef 2.500000e-01) #11
  %4 = tail call double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @max_cbrt(double noundef %0) #4 {
  %2 = tail call double @cbrt(double noundef %0) #12
  %3 = tail call double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double %3)
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @max_hypot(double noundef %0) #0 {
  %2 = fmul double %0, 5.000000e-01
  %3 = tail call double @hypot(double noundef %0, double noundef %2) #11
  %4 = tail call double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @min_asin(double noundef %0) #1 {
  %2 = tail call double @asin(double noundef %0) #11
  %3 = tail call double @llvm.minnum.f64(double %2, double 1.000000e+00)
  %4 = fmul double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sinc(double noundef %0) #1 {
  %2 = fcmp une double %0, 0.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call double @sin(double noundef %0) #11
  %5 = fdiv double %4, %0
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi double [ %5, %3 ], [ 1.000000e+00, %1 ]
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @tern_sqrt(double noundef %0) #1 {
  %2 = fcmp ogt double %0, 0.000000e+00
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = tail call double @sqrt(double noundef %0) #11
  %5 = fmul double %4, %0
  %6 = fmul double %5, %0
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi double [ %6, %3 ], [ 0.000000e+00, %1 ]
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @tern_max(double noundef %0) #1 {
  %2 = tail call double @sqrt(double noundef %0) #11
  %3 = fcmp ogt double %2, 1.000000e+00
  %4 = select i1 %3, double %2, double 1.000000e+00
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @pow_zero(double noundef %0) #1 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = tail call double @pow(double noundef 0.000000e+00, double noundef %2) #11
  %4 = fadd double %3, 1.000000e+00
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
