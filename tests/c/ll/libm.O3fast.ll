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

1:                                                ; preds = %0, %439
  %2 = phi i64 [ 0, %0 ], [ %440, %439 ]
  %3 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_sqrt, double noundef nofpclass(nan inf) %4) #8
  %6 = tail call fast double @llvm.fabs.f64(double %4)
  %7 = tail call fast double @llvm.maxnum.f64(double %6, double 1.000000e+00)
  %8 = fmul fast double %7, 0x3EB0C6F7A0B5ED8D
  %9 = fadd fast double %8, %4
  %10 = fsub fast double %4, %8
  %11 = fadd fast double %9, 3.000000e+00
  %12 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %11) #9
  %13 = insertelement <2 x double> poison, double %9, i64 0
  %14 = insertelement <2 x double> %13, double %10, i64 1
  %15 = fmul fast <2 x double> %14, %14
  %16 = fadd fast double %10, 3.000000e+00
  %17 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %16) #9
  %18 = fadd fast <2 x double> %15, <double 1.000000e+00, double 1.000000e+00>
  %19 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %18)
  %20 = insertelement <2 x double> poison, double %12, i64 0
  %21 = insertelement <2 x double> %20, double %17, i64 1
  %22 = fmul fast <2 x double> %19, %21
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %24 = fsub fast <2 x double> %22, %23
  %25 = extractelement <2 x double> %24, i64 0
  %26 = fmul fast double %7, 2.000000e-06
  %27 = fdiv fast double %25, %26
  %28 = tail call fast double @llvm.fabs.f64(double %27)
  %29 = tail call fast double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fsub fast double %5, %27
  %31 = tail call fast double @llvm.fabs.f64(double %30)
  %32 = fmul fast double %29, 0x3EB0C6F7A0B5ED8D
  %33 = fcmp fast ole double %31, %32
  %34 = select i1 %33, ptr @.str.20, ptr @.str.21
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %5, double noundef nofpclass(nan inf) %27, ptr noundef nonnull %34)
  br i1 %33, label %39, label %36

36:                                               ; preds = %1
  %37 = load i32, ptr @n_fail, align 4, !tbaa !9
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @n_fail, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %1, %36
  %40 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trig, double noundef nofpclass(nan inf) %4) #8
  %41 = tail call fast double @llvm.sin.f64(double %9)
  %42 = fmul fast double %9, 2.000000e+00
  %43 = tail call fast double @llvm.cos.f64(double %42)
  %44 = fmul fast double %43, %41
  %45 = fmul fast double %9, 5.000000e-01
  %46 = tail call fast double @llvm.tan.f64(double %45)
  %47 = tail call fast double @llvm.sin.f64(double %10)
  %48 = fmul fast double %10, 2.000000e+00
  %49 = tail call fast double @llvm.cos.f64(double %48)
  %50 = fmul fast double %10, 5.000000e-01
  %51 = tail call fast double @llvm.tan.f64(double %50)
  %52 = fmul fast double %49, %47
  %53 = fadd fast double %46, %44
  %54 = fadd fast double %51, %52
  %55 = fsub fast double %53, %54
  %56 = fdiv fast double %55, %26
  %57 = tail call fast double @llvm.fabs.f64(double %56)
  %58 = tail call fast double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  %59 = fsub fast double %40, %56
  %60 = tail call fast double @llvm.fabs.f64(double %59)
  %61 = fmul fast double %58, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp fast ole double %60, %61
  %63 = select i1 %62, ptr @.str.20, ptr @.str.21
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %56, ptr noundef nonnull %63)
  br i1 %62, label %68, label %65

65:                                               ; preds = %39
  %66 = load i32, ptr @n_fail, align 4, !tbaa !9
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @n_fail, align 4, !tbaa !9
  br label %68

68:                                               ; preds = %39, %65
  %69 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atrig, double noundef nofpclass(nan inf) %4) #8
  %70 = fmul fast double %9, 3.000000e-01
  %71 = tail call fast double @llvm.asin.f64(double %70)
  %72 = fmul fast double %9, 2.000000e-01
  %73 = tail call fast double @llvm.acos.f64(double %72)
  %74 = tail call fast double @llvm.atan.f64(double %9)
  %75 = fmul fast double %73, %74
  %76 = fmul fast double %10, 3.000000e-01
  %77 = tail call fast double @llvm.asin.f64(double %76)
  %78 = fmul fast double %10, 2.000000e-01
  %79 = tail call fast double @llvm.acos.f64(double %78)
  %80 = tail call fast double @llvm.atan.f64(double %10)
  %81 = fmul fast double %79, %80
  %82 = fadd fast double %71, %75
  %83 = fadd fast double %77, %81
  %84 = fsub fast double %82, %83
  %85 = fdiv fast double %84, %26
  %86 = tail call fast double @llvm.fabs.f64(double %85)
  %87 = tail call fast double @llvm.maxnum.f64(double %86, double 1.000000e+00)
  %88 = fsub fast double %69, %85
  %89 = tail call fast double @llvm.fabs.f64(double %88)
  %90 = fmul fast double %87, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp fast ole double %89, %90
  %92 = select i1 %91, ptr @.str.20, ptr @.str.21
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) %85, ptr noundef nonnull %92)
  br i1 %91, label %97, label %94

94:                                               ; preds = %68
  %95 = load i32, ptr @n_fail, align 4, !tbaa !9
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !9
  br label %97

97:                                               ; preds = %68, %94
  %98 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2, double noundef nofpclass(nan inf) %4) #8
  %99 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %9, double noundef nofpclass(nan inf) 1.500000e+00) #9
  %100 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %9) #9
  %101 = extractelement <2 x double> %15, i64 0
  %102 = fadd fast double %101, -1.000000e+00
  %103 = fadd fast double %9, 2.000000e+00
  %104 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %102, double noundef nofpclass(nan inf) %103) #9
  %105 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 1.500000e+00) #9
  %106 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %10) #9
  %107 = extractelement <2 x double> %15, i64 1
  %108 = fadd fast double %107, -1.000000e+00
  %109 = fadd fast double %10, 2.000000e+00
  %110 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %108, double noundef nofpclass(nan inf) %109) #9
  %111 = fadd fast double %100, %99
  %112 = fadd fast double %111, %104
  %113 = fadd fast double %105, %106
  %114 = fadd fast double %113, %110
  %115 = fsub fast double %112, %114
  %116 = fdiv fast double %115, %26
  %117 = tail call fast double @llvm.fabs.f64(double %116)
  %118 = tail call fast double @llvm.maxnum.f64(double %117, double 1.000000e+00)
  %119 = fsub fast double %98, %116
  %120 = tail call fast double @llvm.fabs.f64(double %119)
  %121 = fmul fast double %118, 0x3EB0C6F7A0B5ED8D
  %122 = fcmp fast ole double %120, %121
  %123 = select i1 %122, ptr @.str.20, ptr @.str.21
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %116, ptr noundef nonnull %123)
  br i1 %122, label %128, label %125

125:                                              ; preds = %97
  %126 = load i32, ptr @n_fail, align 4, !tbaa !9
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr @n_fail, align 4, !tbaa !9
  br label %128

128:                                              ; preds = %97, %125
  %129 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hyp, double noundef nofpclass(nan inf) %4) #8
  %130 = fmul fast double %9, 0x3FE6666666666666
  %131 = tail call fast double @llvm.sinh.f64(double %130)
  %132 = tail call fast double @llvm.cosh.f64(double %45)
  %133 = tail call fast double @llvm.tanh.f64(double %9)
  %134 = fmul fast double %132, %133
  %135 = fmul fast double %10, 0x3FE6666666666666
  %136 = tail call fast double @llvm.sinh.f64(double %135)
  %137 = tail call fast double @llvm.cosh.f64(double %50)
  %138 = tail call fast double @llvm.tanh.f64(double %10)
  %139 = fmul fast double %137, %138
  %140 = fadd fast double %131, %134
  %141 = fadd fast double %136, %139
  %142 = fsub fast double %140, %141
  %143 = fdiv fast double %142, %26
  %144 = tail call fast double @llvm.fabs.f64(double %143)
  %145 = tail call fast double @llvm.maxnum.f64(double %144, double 1.000000e+00)
  %146 = fsub fast double %129, %143
  %147 = tail call fast double @llvm.fabs.f64(double %146)
  %148 = fmul fast double %145, 0x3EB0C6F7A0B5ED8D
  %149 = fcmp fast ole double %147, %148
  %150 = select i1 %149, ptr @.str.20, ptr @.str.21
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %143, ptr noundef nonnull %150)
  br i1 %149, label %155, label %152

152:                                              ; preds = %128
  %153 = load i32, ptr @n_fail, align 4, !tbaa !9
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @n_fail, align 4, !tbaa !9
  br label %155

155:                                              ; preds = %128, %152
  %156 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exp, double noundef nofpclass(nan inf) %4) #8
  %157 = fmul fast double %9, 8.000000e-01
  %158 = tail call fast double @llvm.exp.f64(double %157)
  %159 = tail call fast double @llvm.exp2.f64(double %45)
  %160 = fmul fast double %9, 1.000000e-01
  %161 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %160) #9
  %162 = fmul fast double %161, %9
  %163 = fmul fast double %10, 8.000000e-01
  %164 = tail call fast double @llvm.exp.f64(double %163)
  %165 = tail call fast double @llvm.exp2.f64(double %50)
  %166 = fmul fast double %10, 1.000000e-01
  %167 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %166) #9
  %168 = fadd fast double %158, %159
  %169 = fadd fast double %165, %164
  %170 = fmul fast double %167, %10
  %171 = fadd fast double %168, %162
  %172 = fadd fast double %169, %170
  %173 = fsub fast double %171, %172
  %174 = fdiv fast double %173, %26
  %175 = tail call fast double @llvm.fabs.f64(double %174)
  %176 = tail call fast double @llvm.maxnum.f64(double %175, double 1.000000e+00)
  %177 = fsub fast double %156, %174
  %178 = tail call fast double @llvm.fabs.f64(double %177)
  %179 = fmul fast double %176, 0x3EB0C6F7A0B5ED8D
  %180 = fcmp fast ole double %178, %179
  %181 = select i1 %180, ptr @.str.20, ptr @.str.21
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %156, double noundef nofpclass(nan inf) %174, ptr noundef nonnull %181)
  br i1 %180, label %186, label %183

183:                                              ; preds = %155
  %184 = load i32, ptr @n_fail, align 4, !tbaa !9
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr @n_fail, align 4, !tbaa !9
  br label %186

186:                                              ; preds = %155, %183
  %187 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fma, double noundef nofpclass(nan inf) %4) #8
  %188 = fadd fast <2 x double> %14, <double -1.000000e+00, double -1.000000e+00>
  %189 = fmul fast double %9, 3.000000e+00
  %190 = fmul fast double %10, 3.000000e+00
  %191 = tail call fast <2 x double> @llvm.fabs.v2f64(<2 x double> %188)
  %192 = insertelement <2 x double> %14, double 2.000000e+00, i64 0
  %193 = insertelement <2 x double> poison, double %41, i64 0
  %194 = insertelement <2 x double> %193, double %190, i64 1
  %195 = tail call fast <2 x double> @llvm.fma.v2f64(<2 x double> %14, <2 x double> %192, <2 x double> %194)
  %196 = insertelement <2 x double> %14, double 2.000000e+00, i64 1
  %197 = insertelement <2 x double> poison, double %189, i64 0
  %198 = insertelement <2 x double> %197, double %47, i64 1
  %199 = tail call fast <2 x double> @llvm.fma.v2f64(<2 x double> %14, <2 x double> %196, <2 x double> %198)
  %200 = fadd fast <2 x double> %195, %199
  %201 = fmul fast <2 x double> %191, %14
  %202 = fadd fast <2 x double> %200, %201
  %203 = shufflevector <2 x double> %202, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %204 = fsub fast <2 x double> %202, %203
  %205 = extractelement <2 x double> %204, i64 0
  %206 = fdiv fast double %205, %26
  %207 = tail call fast double @llvm.fabs.f64(double %206)
  %208 = tail call fast double @llvm.maxnum.f64(double %207, double 1.000000e+00)
  %209 = fsub fast double %187, %206
  %210 = tail call fast double @llvm.fabs.f64(double %209)
  %211 = fmul fast double %208, 0x3EB0C6F7A0B5ED8D
  %212 = fcmp fast ole double %210, %211
  %213 = select i1 %212, ptr @.str.20, ptr @.str.21
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %187, double noundef nofpclass(nan inf) %206, ptr noundef nonnull %213)
  br i1 %212, label %218, label %215

215:                                              ; preds = %186
  %216 = load i32, ptr @n_fail, align 4, !tbaa !9
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr @n_fail, align 4, !tbaa !9
  br label %218

218:                                              ; preds = %186, %215
  %219 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef nofpclass(nan inf) %4) #8
  %220 = tail call fast double @llvm.minnum.f64(double %101, double 2.000000e+00)
  %221 = tail call fast double @llvm.maxnum.f64(double %41, double 1.000000e-01)
  %222 = fadd fast double %9, -5.000000e-01
  %223 = tail call fast double @llvm.copysign.f64(double %101, double %222)
  %224 = tail call fast double @llvm.copysign.f64(double 2.000000e+00, double %9)
  %225 = fmul fast double %224, %9
  %226 = tail call fast double @llvm.minnum.f64(double %107, double 2.000000e+00)
  %227 = tail call fast double @llvm.maxnum.f64(double %47, double 1.000000e-01)
  %228 = fneg fast double %10
  %229 = tail call fast double @llvm.copysign.f64(double 2.000000e+00, double %228)
  %230 = fmul fast double %229, %10
  %231 = fsub fast double 5.000000e-01, %10
  %232 = tail call fast double @llvm.copysign.f64(double %107, double %231)
  %233 = fadd fast double %220, %221
  %234 = fadd fast double %233, %223
  %235 = fadd fast double %234, %225
  %236 = fadd fast double %227, %226
  %237 = fsub fast double %235, %236
  %238 = fadd fast double %237, %232
  %239 = fadd fast double %238, %230
  %240 = fdiv fast double %239, %26
  %241 = tail call fast double @llvm.fabs.f64(double %240)
  %242 = tail call fast double @llvm.maxnum.f64(double %241, double 1.000000e+00)
  %243 = fsub fast double %219, %240
  %244 = tail call fast double @llvm.fabs.f64(double %243)
  %245 = fmul fast double %242, 0x3EB0C6F7A0B5ED8D
  %246 = fcmp fast ole double %244, %245
  %247 = select i1 %246, ptr @.str.20, ptr @.str.21
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %219, double noundef nofpclass(nan inf) %240, ptr noundef nonnull %247)
  br i1 %246, label %252, label %249

249:                                              ; preds = %218
  %250 = load i32, ptr @n_fail, align 4, !tbaa !9
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr @n_fail, align 4, !tbaa !9
  br label %252

252:                                              ; preds = %218, %249
  %253 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hypot, double noundef nofpclass(nan inf) %4) #8
  %254 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %9, double noundef nofpclass(nan inf) 2.000000e+00) #9
  %255 = fadd fast double %9, 1.000000e+00
  %256 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %189, double noundef nofpclass(nan inf) %255) #9
  %257 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 2.000000e+00) #9
  %258 = fadd fast double %10, 1.000000e+00
  %259 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %190, double noundef nofpclass(nan inf) %258) #9
  %260 = fadd fast double %256, %254
  %261 = fadd fast double %257, %259
  %262 = fsub fast double %260, %261
  %263 = fdiv fast double %262, %26
  %264 = tail call fast double @llvm.fabs.f64(double %263)
  %265 = tail call fast double @llvm.maxnum.f64(double %264, double 1.000000e+00)
  %266 = fsub fast double %253, %263
  %267 = tail call fast double @llvm.fabs.f64(double %266)
  %268 = fmul fast double %265, 0x3EB0C6F7A0B5ED8D
  %269 = fcmp fast ole double %267, %268
  %270 = select i1 %269, ptr @.str.20, ptr @.str.21
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %263, ptr noundef nonnull %270)
  br i1 %269, label %275, label %272

272:                                              ; preds = %252
  %273 = load i32, ptr @n_fail, align 4, !tbaa !9
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr @n_fail, align 4, !tbaa !9
  br label %275

275:                                              ; preds = %252, %272
  %276 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_erf, double noundef nofpclass(nan inf) %4) #8
  %277 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %9) #9
  %278 = tail call fast nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf) %45) #9
  %279 = fmul fast double %278, %9
  %280 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %10) #9
  %281 = tail call fast nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf) %50) #9
  %282 = fadd fast double %279, %277
  %283 = fmul fast double %281, %10
  %284 = fadd fast double %280, %283
  %285 = fsub fast double %282, %284
  %286 = fdiv fast double %285, %26
  %287 = tail call fast double @llvm.fabs.f64(double %286)
  %288 = tail call fast double @llvm.maxnum.f64(double %287, double 1.000000e+00)
  %289 = fsub fast double %276, %286
  %290 = tail call fast double @llvm.fabs.f64(double %289)
  %291 = fmul fast double %288, 0x3EB0C6F7A0B5ED8D
  %292 = fcmp fast ole double %290, %291
  %293 = select i1 %292, ptr @.str.20, ptr @.str.21
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %276, double noundef nofpclass(nan inf) %286, ptr noundef nonnull %293)
  br i1 %292, label %298, label %295

295:                                              ; preds = %275
  %296 = load i32, ptr @n_fail, align 4, !tbaa !9
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @n_fail, align 4, !tbaa !9
  br label %298

298:                                              ; preds = %275, %295
  %299 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_round, double noundef nofpclass(nan inf) %4) #8
  %300 = tail call fast double @llvm.floor.f64(double %9)
  %301 = tail call fast double @llvm.ceil.f64(double %42)
  %302 = fmul fast double %301, %41
  %303 = tail call fast double @llvm.trunc.f64(double %189)
  %304 = tail call fast double @llvm.round.f64(double %9)
  %305 = fmul fast double %304, %9
  %306 = fadd fast double %305, %300
  %307 = fmul fast double %306, %9
  %308 = tail call fast double @llvm.floor.f64(double %10)
  %309 = tail call fast double @llvm.ceil.f64(double %48)
  %310 = tail call fast double @llvm.trunc.f64(double %190)
  %311 = tail call fast double @llvm.round.f64(double %10)
  %312 = fmul fast double %311, %10
  %313 = fadd fast double %312, %308
  %314 = fmul fast double %309, %47
  %315 = fmul fast double %313, %10
  %316 = fadd fast double %315, %314
  %317 = fsub fast double %303, %310
  %318 = fadd fast double %317, %302
  %319 = fadd fast double %318, %307
  %320 = fsub fast double %319, %316
  %321 = fdiv fast double %320, %26
  %322 = tail call fast double @llvm.fabs.f64(double %321)
  %323 = tail call fast double @llvm.maxnum.f64(double %322, double 1.000000e+00)
  %324 = fsub fast double %299, %321
  %325 = tail call fast double @llvm.fabs.f64(double %324)
  %326 = fmul fast double %323, 0x3EB0C6F7A0B5ED8D
  %327 = fcmp fast ole double %325, %326
  %328 = select i1 %327, ptr @.str.20, ptr @.str.21
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %299, double noundef nofpclass(nan inf) %321, ptr noundef nonnull %328)
  br i1 %327, label %333, label %330

330:                                              ; preds = %298
  %331 = load i32, ptr @n_fail, align 4, !tbaa !9
  %332 = add nsw i32 %331, 1
  store i32 %332, ptr @n_fail, align 4, !tbaa !9
  br label %333

333:                                              ; preds = %298, %330
  %334 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod, double noundef nofpclass(nan inf) %4) #8
  %335 = frem fast double %101, 1.500000e+00
  %336 = frem fast double 7.000000e+00, %9
  %337 = frem fast double %9, 4.000000e-01
  %338 = fmul fast double %337, %9
  %339 = frem fast double %107, 1.500000e+00
  %340 = frem fast double 7.000000e+00, %10
  %341 = frem fast double %10, 4.000000e-01
  %342 = fsub fast double %336, %340
  %343 = fadd fast double %342, %335
  %344 = fadd fast double %343, %338
  %345 = fmul fast double %341, %10
  %346 = fadd fast double %339, %345
  %347 = fsub fast double %344, %346
  %348 = fdiv fast double %347, %26
  %349 = tail call fast double @llvm.fabs.f64(double %348)
  %350 = tail call fast double @llvm.maxnum.f64(double %349, double 1.000000e+00)
  %351 = fsub fast double %334, %348
  %352 = tail call fast double @llvm.fabs.f64(double %351)
  %353 = fmul fast double %350, 0x3EB0C6F7A0B5ED8D
  %354 = fcmp fast ole double %352, %353
  %355 = select i1 %354, ptr @.str.20, ptr @.str.21
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %334, double noundef nofpclass(nan inf) %348, ptr noundef nonnull %355)
  br i1 %354, label %360, label %357

357:                                              ; preds = %333
  %358 = load i32, ptr @n_fail, align 4, !tbaa !9
  %359 = add nsw i32 %358, 1
  store i32 %359, ptr @n_fail, align 4, !tbaa !9
  br label %360

360:                                              ; preds = %333, %357
  %361 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_all, double noundef nofpclass(nan inf) %4) #8
  %362 = tail call fast double @llvm.exp.f64(double %41)
  %363 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %101) #9
  %364 = fadd fast double %363, %362
  %365 = tail call fast double @llvm.sqrt.f64(double %364)
  %366 = tail call fast double @llvm.cosh.f64(double %70)
  %367 = tail call fast double @llvm.atan.f64(double %366)
  %368 = fadd fast double %45, 1.000000e-01
  %369 = tail call fast double @llvm.tanh.f64(double %368)
  %370 = fmul fast double %367, %369
  %371 = tail call fast double @llvm.fabs.f64(double %9)
  %372 = fadd fast double %371, 1.000000e+00
  %373 = tail call fast double @llvm.cos.f64(double %9)
  %374 = tail call fast double @llvm.pow.f64(double %372, double %373)
  %375 = fadd fast double %277, 1.000000e+00
  %376 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %9, double noundef nofpclass(nan inf) %375) #9
  %377 = fdiv fast double %374, %376
  %378 = fadd fast double %101, 2.000000e+00
  %379 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %378) #9
  %380 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %72) #9
  %381 = fadd fast <2 x double> %15, <double 3.000000e+00, double 3.000000e+00>
  %382 = fadd fast <2 x double> %14, <double 5.000000e+00, double 5.000000e+00>
  %383 = fmul fast double %300, %9
  %384 = tail call fast double @llvm.exp.f64(double %47)
  %385 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %107) #9
  %386 = fadd fast double %385, %384
  %387 = tail call fast double @llvm.sqrt.f64(double %386)
  %388 = tail call fast double @llvm.cosh.f64(double %76)
  %389 = tail call fast double @llvm.atan.f64(double %388)
  %390 = fadd fast double %50, 1.000000e-01
  %391 = tail call fast double @llvm.tanh.f64(double %390)
  %392 = tail call fast double @llvm.fabs.f64(double %10)
  %393 = fadd fast double %392, 1.000000e+00
  %394 = tail call fast double @llvm.cos.f64(double %10)
  %395 = tail call fast double @llvm.pow.f64(double %393, double %394)
  %396 = fadd fast double %280, 1.000000e+00
  %397 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %396) #9
  %398 = fadd fast double %107, 2.000000e+00
  %399 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %398) #9
  %400 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %78) #9
  %401 = fmul fast double %389, %391
  %402 = fmul fast double %401, %387
  %403 = fadd fast double %377, %383
  %404 = insertelement <2 x double> poison, double %379, i64 0
  %405 = insertelement <2 x double> %404, double %399, i64 1
  %406 = insertelement <2 x double> poison, double %380, i64 0
  %407 = insertelement <2 x double> %406, double %400, i64 1
  %408 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %405, <2 x double> %407)
  %409 = tail call fast <2 x double> @llvm.log2.v2f64(<2 x double> %381)
  %410 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %409, <2 x double> <double 2.000000e+00, double 2.000000e+00>)
  %411 = tail call fast <2 x double> @llvm.copysign.v2f64(<2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> %382)
  %412 = fsub fast <2 x double> %410, %408
  %413 = insertelement <2 x double> poison, double %370, i64 0
  %414 = insertelement <2 x double> %413, double %308, i64 1
  %415 = insertelement <2 x double> %14, double %365, i64 0
  %416 = fmul fast <2 x double> %414, %415
  %417 = fmul fast <2 x double> %412, %411
  %418 = insertelement <2 x double> poison, double %403, i64 0
  %419 = insertelement <2 x double> %418, double %402, i64 1
  %420 = fadd fast <2 x double> %419, %416
  %421 = fadd fast <2 x double> %420, %417
  %422 = fdiv fast double %395, %397
  %423 = extractelement <2 x double> %421, i64 1
  %424 = fadd fast double %422, %423
  %425 = extractelement <2 x double> %421, i64 0
  %426 = fsub fast double %425, %424
  %427 = fdiv fast double %426, %26
  %428 = tail call fast double @llvm.fabs.f64(double %427)
  %429 = tail call fast double @llvm.maxnum.f64(double %428, double 1.000000e+00)
  %430 = fsub fast double %361, %427
  %431 = tail call fast double @llvm.fabs.f64(double %430)
  %432 = fmul fast double %429, 0x3EB0C6F7A0B5ED8D
  %433 = fcmp fast ole double %431, %432
  %434 = select i1 %433, ptr @.str.20, ptr @.str.21
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %361, double noundef nofpclass(nan inf) %427, ptr noundef nonnull %434)
  br i1 %433, label %439, label %436

436:                                              ; preds = %360
  %437 = load i32, ptr @n_fail, align 4, !tbaa !9
  %438 = add nsw i32 %437, 1
  store i32 %438, ptr @n_fail, align 4, !tbaa !9
  br label %439

439:                                              ; preds = %360, %436
  %440 = add nuw nsw i64 %2, 1
  %441 = icmp eq i64 %440, 6
  br i1 %441, label %442, label %1, !llvm.loop !11

442:                                              ; preds = %439, %519
  %443 = phi i64 [ %520, %519 ], [ 0, %439 ]
  %444 = getelementptr inbounds [4 x double], ptr @ppos, i64 0, i64 %443
  %445 = load double, ptr %444, align 8, !tbaa !5
  %446 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_log, double noundef nofpclass(nan inf) %445) #8
  %447 = tail call fast double @llvm.fabs.f64(double %445)
  %448 = tail call fast double @llvm.maxnum.f64(double %447, double 1.000000e+00)
  %449 = fmul fast double %448, 0x3EB0C6F7A0B5ED8D
  %450 = fadd fast double %449, %445
  %451 = fsub fast double %445, %449
  %452 = tail call fast double @llvm.log.f64(double %450)
  %453 = fadd fast double %450, 1.000000e+00
  %454 = tail call fast double @llvm.log2.f64(double %453)
  %455 = fmul fast double %450, 3.000000e+00
  %456 = tail call fast double @llvm.log10.f64(double %455)
  %457 = fmul fast double %456, %450
  %458 = fmul fast double %450, %450
  %459 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %458) #9
  %460 = tail call fast double @llvm.log.f64(double %451)
  %461 = fadd fast double %451, 1.000000e+00
  %462 = tail call fast double @llvm.log2.f64(double %461)
  %463 = fmul fast double %451, 3.000000e+00
  %464 = tail call fast double @llvm.log10.f64(double %463)
  %465 = fmul fast double %451, %451
  %466 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %465) #9
  %467 = fadd fast double %459, %452
  %468 = fadd fast double %466, %460
  %469 = fadd fast double %467, %454
  %470 = fadd fast double %468, %462
  %471 = fmul fast double %464, %451
  %472 = fadd fast double %469, %457
  %473 = fadd fast double %470, %471
  %474 = fsub fast double %472, %473
  %475 = fmul fast double %448, 2.000000e-06
  %476 = fdiv fast double %474, %475
  %477 = tail call fast double @llvm.fabs.f64(double %476)
  %478 = tail call fast double @llvm.maxnum.f64(double %477, double 1.000000e+00)
  %479 = fsub fast double %446, %476
  %480 = tail call fast double @llvm.fabs.f64(double %479)
  %481 = fmul fast double %478, 0x3EB0C6F7A0B5ED8D
  %482 = fcmp fast ole double %480, %481
  %483 = select i1 %482, ptr @.str.20, ptr @.str.21
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %445, double noundef nofpclass(nan inf) %446, double noundef nofpclass(nan inf) %476, ptr noundef nonnull %483)
  br i1 %482, label %488, label %485

485:                                              ; preds = %442
  %486 = load i32, ptr @n_fail, align 4, !tbaa !9
  %487 = add nsw i32 %486, 1
  store i32 %487, ptr @n_fail, align 4, !tbaa !9
  br label %488

488:                                              ; preds = %442, %485
  %489 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_pow, double noundef nofpclass(nan inf) %445) #8
  %490 = tail call fast double @llvm.pow.f64(double %450, double 1.700000e+00)
  %491 = tail call fast double @llvm.exp2.f64(double %450)
  %492 = tail call fast double @llvm.pow.f64(double %450, double %450)
  %493 = fmul fast double %450, 0x3FC83988D0C1F60D
  %494 = tail call fast double @llvm.exp2.f64(double %493)
  %495 = tail call fast double @llvm.pow.f64(double %451, double 1.700000e+00)
  %496 = tail call fast double @llvm.exp2.f64(double %451)
  %497 = tail call fast double @llvm.pow.f64(double %451, double %451)
  %498 = fmul fast double %451, 0x3FC83988D0C1F60D
  %499 = tail call fast double @llvm.exp2.f64(double %498)
  %500 = fadd fast double %490, %491
  %501 = fadd fast double %500, %492
  %502 = fadd fast double %496, %495
  %503 = fadd fast double %502, %497
  %504 = fadd fast double %501, %494
  %505 = fadd fast double %503, %499
  %506 = fsub fast double %504, %505
  %507 = fdiv fast double %506, %475
  %508 = tail call fast double @llvm.fabs.f64(double %507)
  %509 = tail call fast double @llvm.maxnum.f64(double %508, double 1.000000e+00)
  %510 = fsub fast double %489, %507
  %511 = tail call fast double @llvm.fabs.f64(double %510)
  %512 = fmul fast double %509, 0x3EB0C6F7A0B5ED8D
  %513 = fcmp fast ole double %511, %512
  %514 = select i1 %513, ptr @.str.20, ptr @.str.21
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %445, double noundef nofpclass(nan inf) %489, double noundef nofpclass(nan inf) %507, ptr noundef nonnull %514)
  br i1 %513, label %519, label %516

516:                                              ; preds = %488
  %517 = load i32, ptr @n_fail, align 4, !tbaa !9
  %518 = add nsw i32 %517, 1
  store i32 %518, ptr @n_fail, align 4, !tbaa !9
  br label %519

519:                                              ; preds = %488, %516
  %520 = add nuw nsw i64 %443, 1
  %521 = icmp eq i64 %520, 4
  br i1 %521, label %528, label %442, !llvm.loop !13

522:                                              ; preds = %587
  %523 = load i32, ptr @n_fail, align 4, !tbaa !9
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.18, i32 noundef %523)
  %525 = load i32, ptr @n_fail, align 4, !tbaa !9
  %526 = icmp ne i32 %525, 0
  %527 = zext i1 %526 to i32
  ret i32 %527

528:                                              ; preds = %519, %587
  %529 = phi i64 [ %588, %587 ], [ 0, %519 ]
  %530 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %529
  %531 = load double, ptr %530, align 8, !tbaa !5
  %532 = trunc nuw nsw i64 %529 to i32
  %533 = uitofp nneg i32 %532 to double
  %534 = fmul fast double %533, 3.000000e-01
  %535 = fsub fast double 8.000000e-01, %534
  %536 = tail call fast double @llvm.fabs.f64(double %531)
  %537 = tail call fast double @llvm.maxnum.f64(double %536, double 1.000000e+00)
  %538 = fmul fast double %537, 0x3EB0C6F7A0B5ED8D
  %539 = fadd fast double %538, %531
  %540 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %535, double noundef nofpclass(nan inf) %539) #9
  %541 = fsub fast double %531, %538
  %542 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %535, double noundef nofpclass(nan inf) %541) #9
  %543 = fsub fast double %540, %542
  %544 = fmul fast double %543, %535
  %545 = fmul fast double %537, 2.000000e-06
  %546 = fdiv fast double %544, %545
  %547 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %548 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, double noundef nofpclass(nan inf) %531, i32 noundef %547, double noundef nofpclass(nan inf) %535) #8
  %549 = tail call fast double @llvm.fabs.f64(double %546)
  %550 = tail call fast double @llvm.maxnum.f64(double %549, double 1.000000e+00)
  %551 = fsub fast double %548, %546
  %552 = tail call fast double @llvm.fabs.f64(double %551)
  %553 = fmul fast double %550, 0x3EB0C6F7A0B5ED8D
  %554 = fcmp fast ole double %552, %553
  %555 = select i1 %554, ptr @.str.20, ptr @.str.21
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %531, double noundef nofpclass(nan inf) %548, double noundef nofpclass(nan inf) %546, ptr noundef nonnull %555)
  br i1 %554, label %560, label %557

557:                                              ; preds = %528
  %558 = load i32, ptr @n_fail, align 4, !tbaa !9
  %559 = add nsw i32 %558, 1
  store i32 %559, ptr @n_fail, align 4, !tbaa !9
  br label %560

560:                                              ; preds = %528, %557
  %561 = tail call fast double @llvm.fabs.f64(double %535)
  %562 = tail call fast double @llvm.maxnum.f64(double %561, double 1.000000e+00)
  %563 = fmul fast double %562, 0x3EB0C6F7A0B5ED8D
  %564 = fadd fast double %563, %535
  %565 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %564, double noundef nofpclass(nan inf) %531) #9
  %566 = fmul fast double %565, %564
  %567 = fsub fast double %535, %563
  %568 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %567, double noundef nofpclass(nan inf) %531) #9
  %569 = fmul fast double %568, %567
  %570 = fsub fast double %566, %569
  %571 = fmul fast double %562, 2.000000e-06
  %572 = fdiv fast double %570, %571
  %573 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %574 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %575 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, i32 noundef %573, double noundef nofpclass(nan inf) %531, i32 noundef %574, double noundef nofpclass(nan inf) %535) #8
  %576 = tail call fast double @llvm.fabs.f64(double %572)
  %577 = tail call fast double @llvm.maxnum.f64(double %576, double 1.000000e+00)
  %578 = fsub fast double %575, %572
  %579 = tail call fast double @llvm.fabs.f64(double %578)
  %580 = fmul fast double %577, 0x3EB0C6F7A0B5ED8D
  %581 = fcmp fast ole double %579, %580
  %582 = select i1 %581, ptr @.str.20, ptr @.str.21
  %583 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %535, double noundef nofpclass(nan inf) %575, double noundef nofpclass(nan inf) %572, ptr noundef nonnull %582)
  br i1 %581, label %587, label %584

584:                                              ; preds = %560
  %585 = load i32, ptr @n_fail, align 4, !tbaa !9
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !9
  br label %587

587:                                              ; preds = %560, %584
  %588 = add nuw nsw i64 %529, 1
  %589 = icmp eq i64 %588, 6
  br i1 %589, label %522, label %528, !llvm.loop !14
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_sqrt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %2, 1.000000e+00
  %4 = tail call fast double @llvm.sqrt.f64(double %3)
  %5 = fadd fast double %0, 3.000000e+00
  %6 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %5) #9
  %7 = fmul fast double %6, %4
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_trig(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = fmul fast double %0, 2.000000e+00
  %4 = tail call fast double @llvm.cos.f64(double %3)
  %5 = fmul fast double %4, %2
  %6 = fmul fast double %0, 5.000000e-01
  %7 = tail call fast double @llvm.tan.f64(double %6)
  %8 = fadd fast double %5, %7
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_atrig(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, 3.000000e-01
  %3 = tail call fast double @llvm.asin.f64(double %2)
  %4 = fmul fast double %0, 2.000000e-01
  %5 = tail call fast double @llvm.acos.f64(double %4)
  %6 = tail call fast double @llvm.atan.f64(double %0)
  %7 = fmul fast double %5, %6
  %8 = fadd fast double %7, %3
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_atan2(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.500000e+00) #9
  %3 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %0) #9
  %4 = fadd fast double %3, %2
  %5 = fmul fast double %0, %0
  %6 = fadd fast double %5, -1.000000e+00
  %7 = fadd fast double %0, 2.000000e+00
  %8 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %6, double noundef nofpclass(nan inf) %7) #9
  %9 = fadd fast double %4, %8
  ret double %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_hyp(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, 0x3FE6666666666666
  %3 = tail call fast double @llvm.sinh.f64(double %2)
  %4 = fmul fast double %0, 5.000000e-01
  %5 = tail call fast double @llvm.cosh.f64(double %4)
  %6 = tail call fast double @llvm.tanh.f64(double %0)
  %7 = fmul fast double %5, %6
  %8 = fadd fast double %7, %3
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_exp(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, 8.000000e-01
  %3 = tail call fast double @llvm.exp.f64(double %2)
  %4 = fmul fast double %0, 5.000000e-01
  %5 = tail call fast double @llvm.exp2.f64(double %4)
  %6 = fadd fast double %3, %5
  %7 = fmul fast double %0, 1.000000e-01
  %8 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %7) #9
  %9 = fmul fast double %8, %0
  %10 = fadd fast double %6, %9
  ret double %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_fma(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fadd fast double %0, -1.000000e+00
  %3 = tail call fast double @llvm.fabs.f64(double %2)
  %4 = fmul fast double %3, %0
  %5 = fmul fast double %0, 3.000000e+00
  %6 = tail call fast double @llvm.fma.f64(double %0, double %0, double %5)
  %7 = tail call fast double @llvm.sin.f64(double %0)
  %8 = tail call fast double @llvm.fma.f64(double %0, double 2.000000e+00, double %7)
  %9 = fadd fast double %8, %6
  %10 = fadd fast double %9, %4
  ret double %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_minmax(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast double @llvm.minnum.f64(double %2, double 2.000000e+00)
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = tail call fast double @llvm.maxnum.f64(double %4, double 1.000000e-01)
  %6 = fadd fast double %3, %5
  %7 = fadd fast double %0, -5.000000e-01
  %8 = tail call fast double @llvm.copysign.f64(double %2, double %7)
  %9 = fadd fast double %6, %8
  %10 = tail call fast double @llvm.copysign.f64(double 2.000000e+00, double %0)
  %11 = fmul fast double %10, %0
  %12 = fadd fast double %9, %11
  ret double %12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_hypot(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 2.000000e+00) #9
  %3 = fmul fast double %0, 3.000000e+00
  %4 = fadd fast double %0, 1.000000e+00
  %5 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4) #9
  %6 = fadd fast double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_erf(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %0) #9
  %3 = fmul fast double %0, 5.000000e-01
  %4 = tail call fast nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf) %3) #9
  %5 = fmul fast double %4, %0
  %6 = fadd fast double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_round(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.floor.f64(double %0)
  %3 = fmul fast double %0, 2.000000e+00
  %4 = tail call fast double @llvm.ceil.f64(double %3)
  %5 = tail call fast double @llvm.sin.f64(double %0)
  %6 = fmul fast double %4, %5
  %7 = fmul fast double %0, 3.000000e+00
  %8 = tail call fast double @llvm.trunc.f64(double %7)
  %9 = tail call fast double @llvm.round.f64(double %0)
  %10 = fmul fast double %9, %0
  %11 = fadd fast double %10, %2
  %12 = fmul fast double %11, %0
  %13 = fadd fast double %6, %8
  %14 = fadd fast double %13, %12
  ret double %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_fmod(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = frem fast double %2, 1.500000e+00
  %4 = frem fast double 7.000000e+00, %0
  %5 = fadd fast double %3, %4
  %6 = frem fast double %0, 4.000000e-01
  %7 = fmul fast double %6, %0
  %8 = fadd fast double %5, %7
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_all(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = tail call fast double @llvm.exp.f64(double %2)
  %4 = fmul fast double %0, %0
  %5 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %4) #9
  %6 = fadd fast double %5, %3
  %7 = tail call fast double @llvm.sqrt.f64(double %6)
  %8 = fmul fast double %0, 3.000000e-01
  %9 = tail call fast double @llvm.cosh.f64(double %8)
  %10 = tail call fast double @llvm.atan.f64(double %9)
  %11 = fmul fast double %0, 5.000000e-01
  %12 = fadd fast double %11, 1.000000e-01
  %13 = tail call fast double @llvm.tanh.f64(double %12)
  %14 = fmul fast double %10, %13
  %15 = tail call fast double @llvm.fabs.f64(double %0)
  %16 = fadd fast double %15, 1.000000e+00
  %17 = tail call fast double @llvm.cos.f64(double %0)
  %18 = tail call fast double @llvm.pow.f64(double %16, double %17)
  %19 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %0) #9
  %20 = fadd fast double %19, 1.000000e+00
  %21 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %20) #9
  %22 = fdiv fast double %18, %21
  %23 = fadd fast double %4, 2.000000e+00
  %24 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %23) #9
  %25 = fmul fast double %0, 2.000000e-01
  %26 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %25) #9
  %27 = tail call fast double @llvm.maxnum.f64(double %24, double %26)
  %28 = fadd fast double %4, 3.000000e+00
  %29 = tail call fast double @llvm.log2.f64(double %28)
  %30 = tail call fast double @llvm.minnum.f64(double %29, double 2.000000e+00)
  %31 = fmul fast double %14, %7
  %32 = fadd fast double %0, 5.000000e+00
  %33 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %32)
  %34 = fsub fast double %30, %27
  %35 = fmul fast double %34, %33
  %36 = tail call fast double @llvm.floor.f64(double %0)
  %37 = fmul fast double %36, %0
  %38 = fadd fast double %22, %37
  %39 = fadd fast double %38, %31
  %40 = fadd fast double %39, %35
  ret double %40
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_log(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.log.f64(double %0)
  %3 = fadd fast double %0, 1.000000e+00
  %4 = tail call fast double @llvm.log2.f64(double %3)
  %5 = fadd fast double %4, %2
  %6 = fmul fast double %0, 3.000000e+00
  %7 = tail call fast double @llvm.log10.f64(double %6)
  %8 = fmul fast double %7, %0
  %9 = fadd fast double %5, %8
  %10 = fmul fast double %0, %0
  %11 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %10) #9
  %12 = fadd fast double %9, %11
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_pow(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.pow.f64(double %0, double 1.700000e+00)
  %3 = tail call fast double @llvm.exp2.f64(double %0)
  %4 = fadd fast double %2, %3
  %5 = tail call fast double @llvm.pow.f64(double %0, double %0)
  %6 = fadd fast double %4, %5
  %7 = fmul fast double %0, 0x3FC83988D0C1F60D
  %8 = tail call fast double @llvm.exp2.f64(double %7)
  %9 = fadd fast double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_atan2c(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %0) #9
  %4 = fmul fast double %3, %1
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tan.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.asin.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.acos.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.atan.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sinh.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cosh.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log2.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.log2.v2f64(<2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

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
