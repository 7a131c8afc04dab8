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
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  br label %35

35:                                               ; preds = %0, %544
  %36 = phi i64 [ 0, %0 ], [ %545, %544 ]
  %37 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_sqrt, double noundef %38) #11
  %40 = tail call double @llvm.fabs.f64(double %38)
  %41 = fcmp ogt double %40, 1.000000e+00
  %42 = select i1 %41, double %40, double 1.000000e+00
  %43 = fmul double %42, 0x3EB0C6F7A0B5ED8D
  %44 = fadd double %38, %43
  %45 = fsub double %38, %43
  %46 = fadd double %44, 3.000000e+00
  %47 = tail call double @cbrt(double noundef %46) #12
  %48 = fadd double %45, 3.000000e+00
  %49 = tail call double @cbrt(double noundef %48) #12
  %50 = insertelement <2 x double> poison, double %44, i64 0
  %51 = insertelement <2 x double> %50, double %45, i64 1
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %51, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %53 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %52)
  %54 = insertelement <2 x double> poison, double %47, i64 0
  %55 = insertelement <2 x double> %54, double %49, i64 1
  %56 = fmul <2 x double> %55, %53
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %58 = fsub <2 x double> %56, %57
  %59 = extractelement <2 x double> %58, i64 0
  %60 = fsub double %44, %45
  %61 = fdiv double %59, %60
  %62 = tail call double @llvm.fabs.f64(double %61)
  %63 = fcmp ogt double %62, 1.000000e+00
  %64 = select i1 %63, double %62, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %39, ptr %34, align 8, !tbaa !5
  %65 = load volatile double, ptr %34, align 8, !tbaa !5
  %66 = tail call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %67, label %79, label %68

68:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %61, ptr %33, align 8, !tbaa !5
  %69 = load volatile double, ptr %33, align 8, !tbaa !5
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %71, label %79, label %72

72:                                               ; preds = %68
  %73 = fsub double %39, %61
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fmul double %64, 0x3EB0C6F7A0B5ED8D
  %76 = fcmp ole double %74, %75
  %77 = select i1 %76, ptr @.str.20, ptr @.str.21
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef %38, double noundef %39, double noundef %61, ptr noundef nonnull %77)
  br i1 %76, label %84, label %81

79:                                               ; preds = %68, %35
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef %38, double noundef %39, double noundef %61, ptr noundef nonnull @.str.21)
  br label %81

81:                                               ; preds = %79, %72
  %82 = load i32, ptr @n_fail, align 4, !tbaa !9
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr @n_fail, align 4, !tbaa !9
  br label %84

84:                                               ; preds = %72, %81
  %85 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trig, double noundef %38) #11
  %86 = tail call double @sin(double noundef %44) #11
  %87 = fmul <2 x double> %51, <double 2.000000e+00, double 2.000000e+00>
  %88 = extractelement <2 x double> %87, i64 0
  %89 = tail call double @cos(double noundef %88) #11
  %90 = fmul double %44, 5.000000e-01
  %91 = tail call double @tan(double noundef %90) #11
  %92 = tail call double @llvm.fmuladd.f64(double %86, double %89, double %91)
  %93 = tail call double @sin(double noundef %45) #11
  %94 = extractelement <2 x double> %87, i64 1
  %95 = tail call double @cos(double noundef %94) #11
  %96 = fmul double %45, 5.000000e-01
  %97 = tail call double @tan(double noundef %96) #11
  %98 = tail call double @llvm.fmuladd.f64(double %93, double %95, double %97)
  %99 = fsub double %92, %98
  %100 = fdiv double %99, %60
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fcmp ogt double %101, 1.000000e+00
  %103 = select i1 %102, double %101, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %85, ptr %32, align 8, !tbaa !5
  %104 = load volatile double, ptr %32, align 8, !tbaa !5
  %105 = tail call double @llvm.fabs.f64(double %104)
  %106 = fcmp ueq double %105, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %106, label %118, label %107

107:                                              ; preds = %84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %100, ptr %31, align 8, !tbaa !5
  %108 = load volatile double, ptr %31, align 8, !tbaa !5
  %109 = tail call double @llvm.fabs.f64(double %108)
  %110 = fcmp ueq double %109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %110, label %118, label %111

111:                                              ; preds = %107
  %112 = fsub double %85, %100
  %113 = tail call double @llvm.fabs.f64(double %112)
  %114 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %115 = fcmp ole double %113, %114
  %116 = select i1 %115, ptr @.str.20, ptr @.str.21
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef %38, double noundef %85, double noundef %100, ptr noundef nonnull %116)
  br i1 %115, label %123, label %120

118:                                              ; preds = %107, %84
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef %38, double noundef %85, double noundef %100, ptr noundef nonnull @.str.21)
  br label %120

120:                                              ; preds = %118, %111
  %121 = load i32, ptr @n_fail, align 4, !tbaa !9
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr @n_fail, align 4, !tbaa !9
  br label %123

123:                                              ; preds = %111, %120
  %124 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atrig, double noundef %38) #11
  %125 = fmul double %44, 3.000000e-01
  %126 = tail call double @asin(double noundef %125) #11
  %127 = fmul double %44, 2.000000e-01
  %128 = tail call double @acos(double noundef %127) #11
  %129 = tail call double @atan(double noundef %44) #11
  %130 = tail call double @llvm.fmuladd.f64(double %128, double %129, double %126)
  %131 = fmul double %45, 3.000000e-01
  %132 = tail call double @asin(double noundef %131) #11
  %133 = fmul double %45, 2.000000e-01
  %134 = tail call double @acos(double noundef %133) #11
  %135 = tail call double @atan(double noundef %45) #11
  %136 = tail call double @llvm.fmuladd.f64(double %134, double %135, double %132)
  %137 = fsub double %130, %136
  %138 = fdiv double %137, %60
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fcmp ogt double %139, 1.000000e+00
  %141 = select i1 %140, double %139, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %124, ptr %30, align 8, !tbaa !5
  %142 = load volatile double, ptr %30, align 8, !tbaa !5
  %143 = tail call double @llvm.fabs.f64(double %142)
  %144 = fcmp ueq double %143, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %144, label %156, label %145

145:                                              ; preds = %123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %138, ptr %29, align 8, !tbaa !5
  %146 = load volatile double, ptr %29, align 8, !tbaa !5
  %147 = tail call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %148, label %156, label %149

149:                                              ; preds = %145
  %150 = fsub double %124, %138
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fmul double %141, 0x3EB0C6F7A0B5ED8D
  %153 = fcmp ole double %151, %152
  %154 = select i1 %153, ptr @.str.20, ptr @.str.21
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, double noundef %38, double noundef %124, double noundef %138, ptr noundef nonnull %154)
  br i1 %153, label %161, label %158

156:                                              ; preds = %145, %123
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, double noundef %38, double noundef %124, double noundef %138, ptr noundef nonnull @.str.21)
  br label %158

158:                                              ; preds = %156, %149
  %159 = load i32, ptr @n_fail, align 4, !tbaa !9
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @n_fail, align 4, !tbaa !9
  br label %161

161:                                              ; preds = %149, %158
  %162 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2, double noundef %38) #11
  %163 = tail call double @atan2(double noundef %44, double noundef 1.500000e+00) #11
  %164 = tail call double @atan2(double noundef 0x3FE6666666666666, double noundef %44) #11
  %165 = fadd double %163, %164
  %166 = tail call double @llvm.fmuladd.f64(double %44, double %44, double -1.000000e+00)
  %167 = fadd double %44, 2.000000e+00
  %168 = tail call double @atan2(double noundef %166, double noundef %167) #11
  %169 = fadd double %165, %168
  %170 = tail call double @atan2(double noundef %45, double noundef 1.500000e+00) #11
  %171 = tail call double @atan2(double noundef 0x3FE6666666666666, double noundef %45) #11
  %172 = fadd double %170, %171
  %173 = tail call double @llvm.fmuladd.f64(double %45, double %45, double -1.000000e+00)
  %174 = fadd double %45, 2.000000e+00
  %175 = tail call double @atan2(double noundef %173, double noundef %174) #11
  %176 = fadd double %172, %175
  %177 = fsub double %169, %176
  %178 = fdiv double %177, %60
  %179 = tail call double @llvm.fabs.f64(double %178)
  %180 = fcmp ogt double %179, 1.000000e+00
  %181 = select i1 %180, double %179, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %162, ptr %28, align 8, !tbaa !5
  %182 = load volatile double, ptr %28, align 8, !tbaa !5
  %183 = tail call double @llvm.fabs.f64(double %182)
  %184 = fcmp ueq double %183, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %184, label %196, label %185

185:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %178, ptr %27, align 8, !tbaa !5
  %186 = load volatile double, ptr %27, align 8, !tbaa !5
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fcmp ueq double %187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %188, label %196, label %189

189:                                              ; preds = %185
  %190 = fsub double %162, %178
  %191 = tail call double @llvm.fabs.f64(double %190)
  %192 = fmul double %181, 0x3EB0C6F7A0B5ED8D
  %193 = fcmp ole double %191, %192
  %194 = select i1 %193, ptr @.str.20, ptr @.str.21
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, double noundef %38, double noundef %162, double noundef %178, ptr noundef nonnull %194)
  br i1 %193, label %201, label %198

196:                                              ; preds = %185, %161
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, double noundef %38, double noundef %162, double noundef %178, ptr noundef nonnull @.str.21)
  br label %198

198:                                              ; preds = %196, %189
  %199 = load i32, ptr @n_fail, align 4, !tbaa !9
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr @n_fail, align 4, !tbaa !9
  br label %201

201:                                              ; preds = %189, %198
  %202 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hyp, double noundef %38) #11
  %203 = fmul double %44, 0x3FE6666666666666
  %204 = tail call double @sinh(double noundef %203) #11
  %205 = tail call double @cosh(double noundef %90) #11
  %206 = tail call double @tanh(double noundef %44) #11
  %207 = tail call double @llvm.fmuladd.f64(double %205, double %206, double %204)
  %208 = fmul double %45, 0x3FE6666666666666
  %209 = tail call double @sinh(double noundef %208) #11
  %210 = tail call double @cosh(double noundef %96) #11
  %211 = tail call double @tanh(double noundef %45) #11
  %212 = tail call double @llvm.fmuladd.f64(double %210, double %211, double %209)
  %213 = fsub double %207, %212
  %214 = fdiv double %213, %60
  %215 = tail call double @llvm.fabs.f64(double %214)
  %216 = fcmp ogt double %215, 1.000000e+00
  %217 = select i1 %216, double %215, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %202, ptr %26, align 8, !tbaa !5
  %218 = load volatile double, ptr %26, align 8, !tbaa !5
  %219 = tail call double @llvm.fabs.f64(double %218)
  %220 = fcmp ueq double %219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %220, label %232, label %221

221:                                              ; preds = %201
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %214, ptr %25, align 8, !tbaa !5
  %222 = load volatile double, ptr %25, align 8, !tbaa !5
  %223 = tail call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %224, label %232, label %225

225:                                              ; preds = %221
  %226 = fsub double %202, %214
  %227 = tail call double @llvm.fabs.f64(double %226)
  %228 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %229 = fcmp ole double %227, %228
  %230 = select i1 %229, ptr @.str.20, ptr @.str.21
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, double noundef %38, double noundef %202, double noundef %214, ptr noundef nonnull %230)
  br i1 %229, label %237, label %234

232:                                              ; preds = %221, %201
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, double noundef %38, double noundef %202, double noundef %214, ptr noundef nonnull @.str.21)
  br label %234

234:                                              ; preds = %232, %225
  %235 = load i32, ptr @n_fail, align 4, !tbaa !9
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr @n_fail, align 4, !tbaa !9
  br label %237

237:                                              ; preds = %225, %234
  %238 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exp, double noundef %38) #11
  %239 = fmul double %44, 8.000000e-01
  %240 = tail call double @exp(double noundef %239) #11
  %241 = tail call double @exp2(double noundef %90) #11
  %242 = fmul double %44, 1.000000e-01
  %243 = tail call double @expm1(double noundef %242) #11
  %244 = fmul double %45, 8.000000e-01
  %245 = tail call double @exp(double noundef %244) #11
  %246 = tail call double @exp2(double noundef %96) #11
  %247 = fmul double %45, 1.000000e-01
  %248 = tail call double @expm1(double noundef %247) #11
  %249 = insertelement <2 x double> poison, double %240, i64 0
  %250 = insertelement <2 x double> %249, double %245, i64 1
  %251 = insertelement <2 x double> poison, double %241, i64 0
  %252 = insertelement <2 x double> %251, double %246, i64 1
  %253 = fadd <2 x double> %250, %252
  %254 = insertelement <2 x double> poison, double %243, i64 0
  %255 = insertelement <2 x double> %254, double %248, i64 1
  %256 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %255, <2 x double> %51, <2 x double> %253)
  %257 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %258 = fsub <2 x double> %256, %257
  %259 = extractelement <2 x double> %258, i64 0
  %260 = fdiv double %259, %60
  %261 = tail call double @llvm.fabs.f64(double %260)
  %262 = fcmp ogt double %261, 1.000000e+00
  %263 = select i1 %262, double %261, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %238, ptr %24, align 8, !tbaa !5
  %264 = load volatile double, ptr %24, align 8, !tbaa !5
  %265 = tail call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %266, label %278, label %267

267:                                              ; preds = %237
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %260, ptr %23, align 8, !tbaa !5
  %268 = load volatile double, ptr %23, align 8, !tbaa !5
  %269 = tail call double @llvm.fabs.f64(double %268)
  %270 = fcmp ueq double %269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %270, label %278, label %271

271:                                              ; preds = %267
  %272 = fsub double %238, %260
  %273 = tail call double @llvm.fabs.f64(double %272)
  %274 = fmul double %263, 0x3EB0C6F7A0B5ED8D
  %275 = fcmp ole double %273, %274
  %276 = select i1 %275, ptr @.str.20, ptr @.str.21
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, double noundef %38, double noundef %238, double noundef %260, ptr noundef nonnull %276)
  br i1 %275, label %283, label %280

278:                                              ; preds = %267, %237
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, double noundef %38, double noundef %238, double noundef %260, ptr noundef nonnull @.str.21)
  br label %280

280:                                              ; preds = %278, %271
  %281 = load i32, ptr @n_fail, align 4, !tbaa !9
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr @n_fail, align 4, !tbaa !9
  br label %283

283:                                              ; preds = %271, %280
  %284 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fma, double noundef %38) #11
  %285 = fadd <2 x double> %51, <double -1.000000e+00, double -1.000000e+00>
  %286 = fmul <2 x double> %51, <double 3.000000e+00, double 3.000000e+00>
  %287 = tail call double @sin(double noundef %44) #11
  %288 = tail call double @sin(double noundef %45) #11
  %289 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %285)
  %290 = tail call <2 x double> @llvm.fma.v2f64(<2 x double> %51, <2 x double> %51, <2 x double> %286)
  %291 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %289, <2 x double> %51, <2 x double> %290)
  %292 = insertelement <2 x double> poison, double %287, i64 0
  %293 = insertelement <2 x double> %292, double %288, i64 1
  %294 = tail call <2 x double> @llvm.fma.v2f64(<2 x double> %51, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %293)
  %295 = fadd <2 x double> %291, %294
  %296 = shufflevector <2 x double> %295, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %297 = fsub <2 x double> %295, %296
  %298 = extractelement <2 x double> %297, i64 0
  %299 = fdiv double %298, %60
  %300 = tail call double @llvm.fabs.f64(double %299)
  %301 = fcmp ogt double %300, 1.000000e+00
  %302 = select i1 %301, double %300, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %284, ptr %22, align 8, !tbaa !5
  %303 = load volatile double, ptr %22, align 8, !tbaa !5
  %304 = tail call double @llvm.fabs.f64(double %303)
  %305 = fcmp ueq double %304, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %305, label %317, label %306

306:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %299, ptr %21, align 8, !tbaa !5
  %307 = load volatile double, ptr %21, align 8, !tbaa !5
  %308 = tail call double @llvm.fabs.f64(double %307)
  %309 = fcmp ueq double %308, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %309, label %317, label %310

310:                                              ; preds = %306
  %311 = fsub double %284, %299
  %312 = tail call double @llvm.fabs.f64(double %311)
  %313 = fmul double %302, 0x3EB0C6F7A0B5ED8D
  %314 = fcmp ole double %312, %313
  %315 = select i1 %314, ptr @.str.20, ptr @.str.21
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef %38, double noundef %284, double noundef %299, ptr noundef nonnull %315)
  br i1 %314, label %322, label %319

317:                                              ; preds = %306, %283
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef %38, double noundef %284, double noundef %299, ptr noundef nonnull @.str.21)
  br label %319

319:                                              ; preds = %317, %310
  %320 = load i32, ptr @n_fail, align 4, !tbaa !9
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr @n_fail, align 4, !tbaa !9
  br label %322

322:                                              ; preds = %310, %319
  %323 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef %38) #11
  %324 = fmul <2 x double> %51, %51
  %325 = tail call double @sin(double noundef %44) #11
  %326 = fadd <2 x double> %51, <double -5.000000e-01, double -5.000000e-01>
  %327 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %51)
  %328 = tail call double @sin(double noundef %45) #11
  %329 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %324, <2 x double> <double 2.000000e+00, double 2.000000e+00>)
  %330 = insertelement <2 x double> poison, double %325, i64 0
  %331 = insertelement <2 x double> %330, double %328, i64 1
  %332 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %331, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %333 = fadd <2 x double> %329, %332
  %334 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> %324, <2 x double> %326)
  %335 = fadd <2 x double> %334, %333
  %336 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> %51, <2 x double> %335)
  %337 = shufflevector <2 x double> %336, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %338 = fsub <2 x double> %336, %337
  %339 = extractelement <2 x double> %338, i64 0
  %340 = fdiv double %339, %60
  %341 = tail call double @llvm.fabs.f64(double %340)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %323, ptr %20, align 8, !tbaa !5
  %344 = load volatile double, ptr %20, align 8, !tbaa !5
  %345 = tail call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %346, label %358, label %347

347:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %340, ptr %19, align 8, !tbaa !5
  %348 = load volatile double, ptr %19, align 8, !tbaa !5
  %349 = tail call double @llvm.fabs.f64(double %348)
  %350 = fcmp ueq double %349, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %350, label %358, label %351

351:                                              ; preds = %347
  %352 = fsub double %323, %340
  %353 = tail call double @llvm.fabs.f64(double %352)
  %354 = fmul double %343, 0x3EB0C6F7A0B5ED8D
  %355 = fcmp ole double %353, %354
  %356 = select i1 %355, ptr @.str.20, ptr @.str.21
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, double noundef %38, double noundef %323, double noundef %340, ptr noundef nonnull %356)
  br i1 %355, label %363, label %360

358:                                              ; preds = %347, %322
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, double noundef %38, double noundef %323, double noundef %340, ptr noundef nonnull @.str.21)
  br label %360

360:                                              ; preds = %358, %351
  %361 = load i32, ptr @n_fail, align 4, !tbaa !9
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !9
  br label %363

363:                                              ; preds = %351, %360
  %364 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hypot, double noundef %38) #11
  %365 = tail call double @hypot(double noundef %44, double noundef 2.000000e+00) #11
  %366 = fadd double %44, 1.000000e+00
  %367 = extractelement <2 x double> %286, i64 0
  %368 = tail call double @hypot(double noundef %367, double noundef %366) #11
  %369 = fadd double %365, %368
  %370 = tail call double @hypot(double noundef %45, double noundef 2.000000e+00) #11
  %371 = fadd double %45, 1.000000e+00
  %372 = extractelement <2 x double> %286, i64 1
  %373 = tail call double @hypot(double noundef %372, double noundef %371) #11
  %374 = fadd double %370, %373
  %375 = fsub double %369, %374
  %376 = fdiv double %375, %60
  %377 = tail call double @llvm.fabs.f64(double %376)
  %378 = fcmp ogt double %377, 1.000000e+00
  %379 = select i1 %378, double %377, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %364, ptr %18, align 8, !tbaa !5
  %380 = load volatile double, ptr %18, align 8, !tbaa !5
  %381 = tail call double @llvm.fabs.f64(double %380)
  %382 = fcmp ueq double %381, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %382, label %394, label %383

383:                                              ; preds = %363
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %376, ptr %17, align 8, !tbaa !5
  %384 = load volatile double, ptr %17, align 8, !tbaa !5
  %385 = tail call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %386, label %394, label %387

387:                                              ; preds = %383
  %388 = fsub double %364, %376
  %389 = tail call double @llvm.fabs.f64(double %388)
  %390 = fmul double %379, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp ole double %389, %390
  %392 = select i1 %391, ptr @.str.20, ptr @.str.21
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, double noundef %38, double noundef %364, double noundef %376, ptr noundef nonnull %392)
  br i1 %391, label %399, label %396

394:                                              ; preds = %383, %363
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, double noundef %38, double noundef %364, double noundef %376, ptr noundef nonnull @.str.21)
  br label %396

396:                                              ; preds = %394, %387
  %397 = load i32, ptr @n_fail, align 4, !tbaa !9
  %398 = add nsw i32 %397, 1
  store i32 %398, ptr @n_fail, align 4, !tbaa !9
  br label %399

399:                                              ; preds = %387, %396
  %400 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_erf, double noundef %38) #11
  %401 = tail call double @erf(double noundef %44) #11
  %402 = tail call double @erfc(double noundef %90) #11
  %403 = tail call double @llvm.fmuladd.f64(double %402, double %44, double %401)
  %404 = tail call double @erf(double noundef %45) #11
  %405 = tail call double @erfc(double noundef %96) #11
  %406 = tail call double @llvm.fmuladd.f64(double %405, double %45, double %404)
  %407 = fsub double %403, %406
  %408 = fdiv double %407, %60
  %409 = tail call double @llvm.fabs.f64(double %408)
  %410 = fcmp ogt double %409, 1.000000e+00
  %411 = select i1 %410, double %409, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %400, ptr %16, align 8, !tbaa !5
  %412 = load volatile double, ptr %16, align 8, !tbaa !5
  %413 = tail call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %414, label %426, label %415

415:                                              ; preds = %399
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %408, ptr %15, align 8, !tbaa !5
  %416 = load volatile double, ptr %15, align 8, !tbaa !5
  %417 = tail call double @llvm.fabs.f64(double %416)
  %418 = fcmp ueq double %417, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %418, label %426, label %419

419:                                              ; preds = %415
  %420 = fsub double %400, %408
  %421 = tail call double @llvm.fabs.f64(double %420)
  %422 = fmul double %411, 0x3EB0C6F7A0B5ED8D
  %423 = fcmp ole double %421, %422
  %424 = select i1 %423, ptr @.str.20, ptr @.str.21
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, double noundef %38, double noundef %400, double noundef %408, ptr noundef nonnull %424)
  br i1 %423, label %431, label %428

426:                                              ; preds = %415, %399
  %427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, double noundef %38, double noundef %400, double noundef %408, ptr noundef nonnull @.str.21)
  br label %428

428:                                              ; preds = %426, %419
  %429 = load i32, ptr @n_fail, align 4, !tbaa !9
  %430 = add nsw i32 %429, 1
  store i32 %430, ptr @n_fail, align 4, !tbaa !9
  br label %431

431:                                              ; preds = %419, %428
  %432 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_round, double noundef %38) #11
  %433 = tail call <2 x double> @llvm.floor.v2f64(<2 x double> %51)
  %434 = tail call <2 x double> @llvm.ceil.v2f64(<2 x double> %87)
  %435 = tail call double @sin(double noundef %44) #11
  %436 = tail call <2 x double> @llvm.trunc.v2f64(<2 x double> %286)
  %437 = tail call <2 x double> @llvm.round.v2f64(<2 x double> %51)
  %438 = tail call double @sin(double noundef %45) #11
  %439 = insertelement <2 x double> poison, double %435, i64 0
  %440 = insertelement <2 x double> %439, double %438, i64 1
  %441 = fmul <2 x double> %434, %440
  %442 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %433, <2 x double> %441)
  %443 = fadd <2 x double> %436, %442
  %444 = fmul <2 x double> %51, %437
  %445 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %444, <2 x double> %51, <2 x double> %443)
  %446 = shufflevector <2 x double> %445, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %447 = fsub <2 x double> %445, %446
  %448 = extractelement <2 x double> %447, i64 0
  %449 = fdiv double %448, %60
  %450 = tail call double @llvm.fabs.f64(double %449)
  %451 = fcmp ogt double %450, 1.000000e+00
  %452 = select i1 %451, double %450, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %432, ptr %14, align 8, !tbaa !5
  %453 = load volatile double, ptr %14, align 8, !tbaa !5
  %454 = tail call double @llvm.fabs.f64(double %453)
  %455 = fcmp ueq double %454, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %455, label %467, label %456

456:                                              ; preds = %431
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %449, ptr %13, align 8, !tbaa !5
  %457 = load volatile double, ptr %13, align 8, !tbaa !5
  %458 = tail call double @llvm.fabs.f64(double %457)
  %459 = fcmp ueq double %458, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %459, label %467, label %460

460:                                              ; preds = %456
  %461 = fsub double %432, %449
  %462 = tail call double @llvm.fabs.f64(double %461)
  %463 = fmul double %452, 0x3EB0C6F7A0B5ED8D
  %464 = fcmp ole double %462, %463
  %465 = select i1 %464, ptr @.str.20, ptr @.str.21
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, double noundef %38, double noundef %432, double noundef %449, ptr noundef nonnull %465)
  br i1 %464, label %472, label %469

467:                                              ; preds = %456, %431
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, double noundef %38, double noundef %432, double noundef %449, ptr noundef nonnull @.str.21)
  br label %469

469:                                              ; preds = %467, %460
  %470 = load i32, ptr @n_fail, align 4, !tbaa !9
  %471 = add nsw i32 %470, 1
  store i32 %471, ptr @n_fail, align 4, !tbaa !9
  br label %472

472:                                              ; preds = %460, %469
  %473 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod, double noundef %38) #11
  %474 = extractelement <2 x double> %324, i64 0
  %475 = tail call double @fmod(double noundef %474, double noundef 1.500000e+00) #11
  %476 = tail call double @fmod(double noundef 7.000000e+00, double noundef %44) #11
  %477 = tail call double @fmod(double noundef %44, double noundef 4.000000e-01) #11
  %478 = extractelement <2 x double> %324, i64 1
  %479 = tail call double @fmod(double noundef %478, double noundef 1.500000e+00) #11
  %480 = tail call double @fmod(double noundef 7.000000e+00, double noundef %45) #11
  %481 = tail call double @fmod(double noundef %45, double noundef 4.000000e-01) #11
  %482 = insertelement <2 x double> poison, double %475, i64 0
  %483 = insertelement <2 x double> %482, double %479, i64 1
  %484 = insertelement <2 x double> poison, double %476, i64 0
  %485 = insertelement <2 x double> %484, double %480, i64 1
  %486 = fadd <2 x double> %483, %485
  %487 = insertelement <2 x double> poison, double %477, i64 0
  %488 = insertelement <2 x double> %487, double %481, i64 1
  %489 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %51, <2 x double> %486)
  %490 = shufflevector <2 x double> %489, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %491 = fsub <2 x double> %489, %490
  %492 = extractelement <2 x double> %491, i64 0
  %493 = fdiv double %492, %60
  %494 = tail call double @llvm.fabs.f64(double %493)
  %495 = fcmp ogt double %494, 1.000000e+00
  %496 = select i1 %495, double %494, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %473, ptr %12, align 8, !tbaa !5
  %497 = load volatile double, ptr %12, align 8, !tbaa !5
  %498 = tail call double @llvm.fabs.f64(double %497)
  %499 = fcmp ueq double %498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %499, label %511, label %500

500:                                              ; preds = %472
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %493, ptr %11, align 8, !tbaa !5
  %501 = load volatile double, ptr %11, align 8, !tbaa !5
  %502 = tail call double @llvm.fabs.f64(double %501)
  %503 = fcmp ueq double %502, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %503, label %511, label %504

504:                                              ; preds = %500
  %505 = fsub double %473, %493
  %506 = tail call double @llvm.fabs.f64(double %505)
  %507 = fmul double %496, 0x3EB0C6F7A0B5ED8D
  %508 = fcmp ole double %506, %507
  %509 = select i1 %508, ptr @.str.20, ptr @.str.21
  %510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, double noundef %38, double noundef %473, double noundef %493, ptr noundef nonnull %509)
  br i1 %508, label %516, label %513

511:                                              ; preds = %500, %472
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, double noundef %38, double noundef %473, double noundef %493, ptr noundef nonnull @.str.21)
  br label %513

513:                                              ; preds = %511, %504
  %514 = load i32, ptr @n_fail, align 4, !tbaa !9
  %515 = add nsw i32 %514, 1
  store i32 %515, ptr @n_fail, align 4, !tbaa !9
  br label %516

516:                                              ; preds = %504, %513
  %517 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_all, double noundef %38) #11
  %518 = tail call double @f_all(double noundef %44) #11
  %519 = tail call double @f_all(double noundef %45) #11
  %520 = fsub double %518, %519
  %521 = fdiv double %520, %60
  %522 = tail call double @llvm.fabs.f64(double %521)
  %523 = fcmp ogt double %522, 1.000000e+00
  %524 = select i1 %523, double %522, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %517, ptr %10, align 8, !tbaa !5
  %525 = load volatile double, ptr %10, align 8, !tbaa !5
  %526 = tail call double @llvm.fabs.f64(double %525)
  %527 = fcmp ueq double %526, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %527, label %539, label %528

528:                                              ; preds = %516
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %521, ptr %9, align 8, !tbaa !5
  %529 = load volatile double, ptr %9, align 8, !tbaa !5
  %530 = tail call double @llvm.fabs.f64(double %529)
  %531 = fcmp ueq double %530, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %531, label %539, label %532

532:                                              ; preds = %528
  %533 = fsub double %517, %521
  %534 = tail call double @llvm.fabs.f64(double %533)
  %535 = fmul double %524, 0x3EB0C6F7A0B5ED8D
  %536 = fcmp ole double %534, %535
  %537 = select i1 %536, ptr @.str.20, ptr @.str.21
  %538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, double noundef %38, double noundef %517, double noundef %521, ptr noundef nonnull %537)
  br i1 %536, label %544, label %541

539:                                              ; preds = %528, %516
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, double noundef %38, double noundef %517, double noundef %521, ptr noundef nonnull @.str.21)
  br label %541

541:                                              ; preds = %539, %532
  %542 = load i32, ptr @n_fail, align 4, !tbaa !9
  %543 = add nsw i32 %542, 1
  store i32 %543, ptr @n_fail, align 4, !tbaa !9
  br label %544

544:                                              ; preds = %532, %541
  %545 = add nuw nsw i64 %36, 1
  %546 = icmp eq i64 %545, 6
  br i1 %546, label %547, label %35, !llvm.loop !11

547:                                              ; preds = %544, %661
  %548 = phi i64 [ %662, %661 ], [ 0, %544 ]
  %549 = getelementptr inbounds [4 x double], ptr @ppos, i64 0, i64 %548
  %550 = load double, ptr %549, align 8, !tbaa !5
  %551 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_log, double noundef %550) #11
  %552 = tail call double @llvm.fabs.f64(double %550)
  %553 = fcmp ogt double %552, 1.000000e+00
  %554 = select i1 %553, double %552, double 1.000000e+00
  %555 = fmul double %554, 0x3EB0C6F7A0B5ED8D
  %556 = fadd double %550, %555
  %557 = fsub double %550, %555
  %558 = tail call double @log(double noundef %556) #11
  %559 = fadd double %556, 1.000000e+00
  %560 = tail call double @log2(double noundef %559) #11
  %561 = fmul double %556, 3.000000e+00
  %562 = tail call double @log10(double noundef %561) #11
  %563 = fmul double %556, %556
  %564 = tail call double @log1p(double noundef %563) #11
  %565 = tail call double @log(double noundef %557) #11
  %566 = fadd double %557, 1.000000e+00
  %567 = tail call double @log2(double noundef %566) #11
  %568 = fmul double %557, 3.000000e+00
  %569 = tail call double @log10(double noundef %568) #11
  %570 = fmul double %557, %557
  %571 = tail call double @log1p(double noundef %570) #11
  %572 = insertelement <2 x double> poison, double %558, i64 0
  %573 = insertelement <2 x double> %572, double %565, i64 1
  %574 = insertelement <2 x double> poison, double %560, i64 0
  %575 = insertelement <2 x double> %574, double %567, i64 1
  %576 = fadd <2 x double> %573, %575
  %577 = insertelement <2 x double> poison, double %562, i64 0
  %578 = insertelement <2 x double> %577, double %569, i64 1
  %579 = insertelement <2 x double> poison, double %556, i64 0
  %580 = insertelement <2 x double> %579, double %557, i64 1
  %581 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %578, <2 x double> %580, <2 x double> %576)
  %582 = insertelement <2 x double> poison, double %564, i64 0
  %583 = insertelement <2 x double> %582, double %571, i64 1
  %584 = fadd <2 x double> %581, %583
  %585 = shufflevector <2 x double> %584, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %586 = fsub <2 x double> %584, %585
  %587 = extractelement <2 x double> %586, i64 0
  %588 = fsub double %556, %557
  %589 = fdiv double %587, %588
  %590 = tail call double @llvm.fabs.f64(double %589)
  %591 = fcmp ogt double %590, 1.000000e+00
  %592 = select i1 %591, double %590, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %551, ptr %8, align 8, !tbaa !5
  %593 = load volatile double, ptr %8, align 8, !tbaa !5
  %594 = tail call double @llvm.fabs.f64(double %593)
  %595 = fcmp ueq double %594, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %595, label %607, label %596

596:                                              ; preds = %547
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %589, ptr %7, align 8, !tbaa !5
  %597 = load volatile double, ptr %7, align 8, !tbaa !5
  %598 = tail call double @llvm.fabs.f64(double %597)
  %599 = fcmp ueq double %598, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %599, label %607, label %600

600:                                              ; preds = %596
  %601 = fsub double %551, %589
  %602 = tail call double @llvm.fabs.f64(double %601)
  %603 = fmul double %592, 0x3EB0C6F7A0B5ED8D
  %604 = fcmp ole double %602, %603
  %605 = select i1 %604, ptr @.str.20, ptr @.str.21
  %606 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, double noundef %550, double noundef %551, double noundef %589, ptr noundef nonnull %605)
  br i1 %604, label %612, label %609

607:                                              ; preds = %596, %547
  %608 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, double noundef %550, double noundef %551, double noundef %589, ptr noundef nonnull @.str.21)
  br label %609

609:                                              ; preds = %607, %600
  %610 = load i32, ptr @n_fail, align 4, !tbaa !9
  %611 = add nsw i32 %610, 1
  store i32 %611, ptr @n_fail, align 4, !tbaa !9
  br label %612

612:                                              ; preds = %600, %609
  %613 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_pow, double noundef %550) #11
  %614 = tail call double @pow(double noundef %556, double noundef 1.700000e+00) #11
  %615 = tail call double @exp2(double %556)
  %616 = tail call double @pow(double noundef %556, double noundef %556) #11
  %617 = fmul double %556, 5.000000e-01
  %618 = tail call double @pow(double noundef 1.300000e+00, double noundef %617) #11
  %619 = tail call double @pow(double noundef %557, double noundef 1.700000e+00) #11
  %620 = tail call double @exp2(double %557)
  %621 = tail call double @pow(double noundef %557, double noundef %557) #11
  %622 = fmul double %557, 5.000000e-01
  %623 = tail call double @pow(double noundef 1.300000e+00, double noundef %622) #11
  %624 = insertelement <2 x double> poison, double %614, i64 0
  %625 = insertelement <2 x double> %624, double %619, i64 1
  %626 = insertelement <2 x double> poison, double %615, i64 0
  %627 = insertelement <2 x double> %626, double %620, i64 1
  %628 = fadd <2 x double> %625, %627
  %629 = insertelement <2 x double> poison, double %616, i64 0
  %630 = insertelement <2 x double> %629, double %621, i64 1
  %631 = fadd <2 x double> %628, %630
  %632 = insertelement <2 x double> poison, double %618, i64 0
  %633 = insertelement <2 x double> %632, double %623, i64 1
  %634 = fadd <2 x double> %631, %633
  %635 = shufflevector <2 x double> %634, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %636 = fsub <2 x double> %634, %635
  %637 = extractelement <2 x double> %636, i64 0
  %638 = fdiv double %637, %588
  %639 = tail call double @llvm.fabs.f64(double %638)
  %640 = fcmp ogt double %639, 1.000000e+00
  %641 = select i1 %640, double %639, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %613, ptr %6, align 8, !tbaa !5
  %642 = load volatile double, ptr %6, align 8, !tbaa !5
  %643 = tail call double @llvm.fabs.f64(double %642)
  %644 = fcmp ueq double %643, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %644, label %656, label %645

645:                                              ; preds = %612
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %638, ptr %5, align 8, !tbaa !5
  %646 = load volatile double, ptr %5, align 8, !tbaa !5
  %647 = tail call double @llvm.fabs.f64(double %646)
  %648 = fcmp ueq double %647, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %648, label %656, label %649

649:                                              ; preds = %645
  %650 = fsub double %613, %638
  %651 = tail call double @llvm.fabs.f64(double %650)
  %652 = fmul double %641, 0x3EB0C6F7A0B5ED8D
  %653 = fcmp ole double %651, %652
  %654 = select i1 %653, ptr @.str.20, ptr @.str.21
  %655 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, double noundef %550, double noundef %613, double noundef %638, ptr noundef nonnull %654)
  br i1 %653, label %661, label %658

656:                                              ; preds = %645, %612
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, double noundef %550, double noundef %613, double noundef %638, ptr noundef nonnull @.str.21)
  br label %658

658:                                              ; preds = %656, %649
  %659 = load i32, ptr @n_fail, align 4, !tbaa !9
  %660 = add nsw i32 %659, 1
  store i32 %660, ptr @n_fail, align 4, !tbaa !9
  br label %661

661:                                              ; preds = %649, %658
  %662 = add nuw nsw i64 %548, 1
  %663 = icmp eq i64 %662, 4
  br i1 %663, label %670, label %547, !llvm.loop !13

664:                                              ; preds = %753
  %665 = load i32, ptr @n_fail, align 4, !tbaa !9
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.18, i32 noundef %665)
  %667 = load i32, ptr @n_fail, align 4, !tbaa !9
  %668 = icmp ne i32 %667, 0
  %669 = zext i1 %668 to i32
  ret i32 %669

670:                                              ; preds = %661, %753
  %671 = phi i64 [ %754, %753 ], [ 0, %661 ]
  %672 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %671
  %673 = load double, ptr %672, align 8, !tbaa !5
  %674 = trunc nuw nsw i64 %671 to i32
  %675 = uitofp nneg i32 %674 to double
  %676 = tail call double @llvm.fmuladd.f64(double %675, double -3.000000e-01, double 8.000000e-01)
  %677 = tail call double @llvm.fabs.f64(double %673)
  %678 = fcmp ogt double %677, 1.000000e+00
  %679 = select i1 %678, double %677, double 1.000000e+00
  %680 = fmul double %679, 0x3EB0C6F7A0B5ED8D
  %681 = fadd double %673, %680
  %682 = tail call double @atan2(double noundef %676, double noundef %681) #11
  %683 = fmul double %676, %682
  %684 = fsub double %673, %680
  %685 = tail call double @atan2(double noundef %676, double noundef %684) #11
  %686 = fmul double %676, %685
  %687 = fsub double %683, %686
  %688 = fmul double %680, 2.000000e+00
  %689 = fdiv double %687, %688
  %690 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %691 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, double noundef %673, i32 noundef %690, double noundef %676) #11
  %692 = tail call double @llvm.fabs.f64(double %689)
  %693 = fcmp ogt double %692, 1.000000e+00
  %694 = select i1 %693, double %692, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %691, ptr %4, align 8, !tbaa !5
  %695 = load volatile double, ptr %4, align 8, !tbaa !5
  %696 = tail call double @llvm.fabs.f64(double %695)
  %697 = fcmp ueq double %696, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %697, label %709, label %698

698:                                              ; preds = %670
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %689, ptr %3, align 8, !tbaa !5
  %699 = load volatile double, ptr %3, align 8, !tbaa !5
  %700 = tail call double @llvm.fabs.f64(double %699)
  %701 = fcmp ueq double %700, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %701, label %709, label %702

702:                                              ; preds = %698
  %703 = fsub double %691, %689
  %704 = tail call double @llvm.fabs.f64(double %703)
  %705 = fmul double %694, 0x3EB0C6F7A0B5ED8D
  %706 = fcmp ole double %704, %705
  %707 = select i1 %706, ptr @.str.20, ptr @.str.21
  %708 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, double noundef %673, double noundef %691, double noundef %689, ptr noundef nonnull %707)
  br i1 %706, label %714, label %711

709:                                              ; preds = %698, %670
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, double noundef %673, double noundef %691, double noundef %689, ptr noundef nonnull @.str.21)
  br label %711

711:                                              ; preds = %709, %702
  %712 = load i32, ptr @n_fail, align 4, !tbaa !9
  %713 = add nsw i32 %712, 1
  store i32 %713, ptr @n_fail, align 4, !tbaa !9
  br label %714

714:                                              ; preds = %702, %711
  %715 = tail call double @llvm.fabs.f64(double %676)
  %716 = fcmp ogt double %715, 1.000000e+00
  %717 = select i1 %716, double %715, double 1.000000e+00
  %718 = fmul double %717, 0x3EB0C6F7A0B5ED8D
  %719 = fadd double %676, %718
  %720 = tail call double @atan2(double noundef %719, double noundef %673) #11
  %721 = fmul double %719, %720
  %722 = fsub double %676, %718
  %723 = tail call double @atan2(double noundef %722, double noundef %673) #11
  %724 = fmul double %722, %723
  %725 = fsub double %721, %724
  %726 = fmul double %718, 2.000000e+00
  %727 = fdiv double %725, %726
  %728 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %729 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %730 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, i32 noundef %728, double noundef %673, i32 noundef %729, double noundef %676) #11
  %731 = tail call double @llvm.fabs.f64(double %727)
  %732 = fcmp ogt double %731, 1.000000e+00
  %733 = select i1 %732, double %731, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %730, ptr %2, align 8, !tbaa !5
  %734 = load volatile double, ptr %2, align 8, !tbaa !5
  %735 = tail call double @llvm.fabs.f64(double %734)
  %736 = fcmp ueq double %735, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %736, label %748, label %737

737:                                              ; preds = %714
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %727, ptr %1, align 8, !tbaa !5
  %738 = load volatile double, ptr %1, align 8, !tbaa !5
  %739 = tail call double @llvm.fabs.f64(double %738)
  %740 = fcmp ueq double %739, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %740, label %748, label %741

741:                                              ; preds = %737
  %742 = fsub double %730, %727
  %743 = tail call double @llvm.fabs.f64(double %742)
  %744 = fmul double %733, 0x3EB0C6F7A0B5ED8D
  %745 = fcmp ole double %743, %744
  %746 = select i1 %745, ptr @.str.20, ptr @.str.21
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16, double noundef %676, double noundef %730, double noundef %727, ptr noundef nonnull %746)
  br i1 %745, label %753, label %750

748:                                              ; preds = %737, %714
  %749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16, double noundef %676, double noundef %730, double noundef %727, ptr noundef nonnull @.str.21)
  br label %750

750:                                              ; preds = %748, %741
  %751 = load i32, ptr @n_fail, align 4, !tbaa !9
  %752 = add nsw i32 %751, 1
  store i32 %752, ptr @n_fail, align 4, !tbaa !9
  br label %753

753:                                              ; preds = %741, %750
  %754 = add nuw nsw i64 %671, 1
  %755 = icmp eq i64 %754, 6
  br i1 %755, label %664, label %670, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @f_sqrt(double noundef %0) #3 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = tail call double @llvm.sqrt.f64(double %2)
  %4 = fadd double %0, 3.000000e+00
  %5 = tail call double @cbrt(double noundef %4) #12
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_trig(double noundef %0) #4 {
  %2 = tail call double @sin(double noundef %0) #11
  %3 = fmul double %0, 2.000000e+00
  %4 = tail call double @cos(double noundef %3) #11
  %5 = fmul double %0, 5.000000e-01
  %6 = tail call double @tan(double noundef %5) #11
  %7 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %6)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atrig(double noundef %0) #4 {
  %2 = fmul double %0, 3.000000e-01
  %3 = tail call double @asin(double noundef %2) #11
  %4 = fmul double %0, 2.000000e-01
  %5 = tail call double @acos(double noundef %4) #11
  %6 = tail call double @atan(double noundef %0) #11
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %3)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atan2(double noundef %0) #4 {
  %2 = tail call double @atan2(double noundef %0, double noundef 1.500000e+00) #11
  %3 = tail call double @atan2(double noundef 0x3FE6666666666666, double noundef %0) #11
  %4 = fadd double %2, %3
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  %6 = fadd double %0, 2.000000e+00
  %7 = tail call double @atan2(double noundef %5, double noundef %6) #11
  %8 = fadd double %4, %7
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_hyp(double noundef %0) #4 {
  %2 = fmul double %0, 0x3FE6666666666666
  %3 = tail call double @sinh(double noundef %2) #11
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @cosh(double noundef %4) #11
  %6 = tail call double @tanh(double noundef %0) #11
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %3)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_exp(double noundef %0) #4 {
  %2 = fmul double %0, 8.000000e-01
  %3 = tail call double @exp(double noundef %2) #11
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @exp2(double noundef %4) #11
  %6 = fadd double %3, %5
  %7 = fmul double %0, 1.000000e-01
  %8 = tail call double @expm1(double noundef %7) #11
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %0, double %6)
  ret double %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_fma(double noundef %0) #4 {
  %2 = fadd double %0, -1.000000e+00
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fmul double %0, 3.000000e+00
  %5 = tail call double @llvm.fma.f64(double %0, double %0, double %4)
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %5)
  %7 = tail call double @sin(double noundef %0) #11
  %8 = tail call double @llvm.fma.f64(double %0, double 2.000000e+00, double %7)
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_minmax(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = tail call double @llvm.minnum.f64(double %2, double 2.000000e+00)
  %4 = tail call double @sin(double noundef %0) #11
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
  %2 = tail call double @hypot(double noundef %0, double noundef 2.000000e+00) #11
  %3 = fmul double %0, 3.000000e+00
  %4 = fadd double %0, 1.000000e+00
  %5 = tail call double @hypot(double noundef %3, double noundef %4) #11
  %6 = fadd double %2, %5
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @f_erf(double noundef %0) #0 {
  %2 = tail call double @erf(double noundef %0) #11
  %3 = fmul double %0, 5.000000e-01
  %4 = tail call double @erfc(double noundef %3) #11
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %2)
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_round(double noundef %0) #4 {
  %2 = tail call double @llvm.floor.f64(double %0)
  %3 = fmul double %0, 2.000000e+00
  %4 = tail call double @llvm.ceil.f64(double %3)
  %5 = tail call double @sin(double noundef %0) #11
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
define internal double @f_fmod(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = tail call double @fmod(double noundef %2, double noundef 1.500000e+00) #11
  %4 = tail call double @fmod(double noundef 7.000000e+00, double noundef %0) #11
  %5 = fadd double %3, %4
  %6 = tail call double @fmod(double noundef %0, double noundef 4.000000e-01) #11
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %0, double %5)
  ret double %7
}

; Function Attrs: nounwind uwtable
define internal double @f_all(double noundef %0) #0 {
  %2 = tail call double @sin(double noundef %0) #11
  %3 = tail call double @exp(double noundef %2) #11
  %4 = fmul double %0, %0
  %5 = tail call double @log1p(double noundef %4) #11
  %6 = fadd double %3, %5
  %7 = tail call double @sqrt(double noundef %6) #11
  %8 = fmul double %0, 3.000000e-01
  %9 = tail call double @cosh(double noundef %8) #11
  %10 = tail call double @atan(double noundef %9) #11
  %11 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double 1.000000e-01)
  %12 = tail call double @tanh(double noundef %11) #11
  %13 = fmul double %10, %12
  %14 = tail call double @llvm.fabs.f64(double %0)
  %15 = fadd double %14, 1.000000e+00
  %16 = tail call double @cos(double noundef %0) #11
  %17 = tail call double @pow(double noundef %15, double noundef %16) #11
  %18 = tail call double @erf(double noundef %0) #11
  %19 = fadd double %18, 1.000000e+00
  %20 = tail call double @hypot(double noundef %0, double noundef %19) #11
  %21 = fdiv double %17, %20
  %22 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 2.000000e+00)
  %23 = tail call double @cbrt(double noundef %22) #12
  %24 = fmul double %0, 2.000000e-01
  %25 = tail call double @expm1(double noundef %24) #11
  %26 = tail call double @llvm.maxnum.f64(double %23, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 3.000000e+00)
  %28 = tail call double @log2(double noundef %27) #11
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_log(double noundef %0) #4 {
  %2 = tail call double @log(double noundef %0) #11
  %3 = fadd double %0, 1.000000e+00
  %4 = tail call double @log2(double noundef %3) #11
  %5 = fadd double %2, %4
  %6 = fmul double %0, 3.000000e+00
  %7 = tail call double @log10(double noundef %6) #11
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %0, double %5)
  %9 = fmul double %0, %0
  %10 = tail call double @log1p(double noundef %9) #11
  %11 = fadd double %8, %10
  ret double %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_pow(double noundef %0) #4 {
  %2 = tail call double @pow(double noundef %0, double noundef 1.700000e+00) #11
  %3 = tail call double @exp2(double %0)
  %4 = fadd double %2, %3
  %5 = tail call double @pow(double noundef %0, double noundef %0) #11
  %6 = fadd double %4, %5
  %7 = fmul double %0, 5.000000e-01
  %8 = tail call double @pow(double noundef 1.300000e+00, double noundef %7) #11
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atan2c(double noundef %0, double noundef %1) #4 {
  %3 = tail call double @atan2(double noundef %1, double noundef %0) #11
  %4 = fmul double %3, %1
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @erf(double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare double @erfc(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.round.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.trunc.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.floor.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.ceil.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
