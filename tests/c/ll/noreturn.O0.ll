; ModuleID = 'noreturn.c'
source_filename = "noreturn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double 2.900000e+00], align 16
@.str = private unnamed_addr constant [8 x i8] c"f_abort\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_abort fwd\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"f_exit\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"f_exit fwd\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"f_trap\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"f_trap fwd\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"f_die\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"f_die fwd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"f_die_with\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"f_die_with fwd\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"f_unreachable\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"f_unreachable fwd\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@.str.12 = private unnamed_addr constant [7 x i8] c"f_loop\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"f_loop fwd\00", align 1
@.str.14 = private unnamed_addr constant [23 x i8] c"noreturn: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@stdout = external global ptr, align 8
@.str.15 = private unnamed_addr constant [22 x i8] c"f_always returned %g\0A\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@stderr = external global ptr, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"bad value %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
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
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca [5 x double], align 16
  %33 = alloca [5 x double], align 16
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca [5 x double], align 16
  %40 = alloca double, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %41 = load ptr, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %42

42:                                               ; preds = %271, %2
  %43 = load i32, ptr %6, align 4
  %44 = icmp slt i32 %43, 3
  br i1 %44, label %45, label %274

45:                                               ; preds = %42
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %47
  %49 = load double, ptr %48, align 8
  store double %49, ptr %7, align 8
  br label %50

50:                                               ; preds = %45
  %51 = load double, ptr %7, align 8
  store double %51, ptr %8, align 8
  %52 = load double, ptr %8, align 8
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ogt double %53, 1.000000e+00
  br i1 %54, label %55, label %58

55:                                               ; preds = %50
  %56 = load double, ptr %8, align 8
  %57 = call double @llvm.fabs.f64(double %56)
  br label %59

58:                                               ; preds = %50
  br label %59

59:                                               ; preds = %58, %55
  %60 = phi double [ %57, %55 ], [ 1.000000e+00, %58 ]
  %61 = fmul double 0x3EB0C6F7A0B5ED8D, %60
  store double %61, ptr %9, align 8
  %62 = load double, ptr %8, align 8
  %63 = load double, ptr %9, align 8
  %64 = fadd double %62, %63
  %65 = call double @f_abort(double noundef %64)
  %66 = load double, ptr %8, align 8
  %67 = load double, ptr %9, align 8
  %68 = fsub double %66, %67
  %69 = call double @f_abort(double noundef %68)
  %70 = fsub double %65, %69
  %71 = load double, ptr %9, align 8
  %72 = fmul double 2.000000e+00, %71
  %73 = fdiv double %70, %72
  store double %73, ptr %10, align 8
  %74 = load double, ptr %8, align 8
  %75 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_abort, double noundef %74)
  store double %75, ptr %11, align 8
  %76 = load double, ptr %8, align 8
  %77 = load double, ptr %11, align 8
  %78 = load double, ptr %10, align 8
  call void @check(ptr noundef @.str, double noundef %76, double noundef %77, double noundef %78, double noundef 0x3EB0C6F7A0B5ED8D)
  %79 = load double, ptr %8, align 8
  %80 = load double, ptr %8, align 8
  %81 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_abort, double noundef %80, double noundef 1.000000e+00)
  %82 = load double, ptr %11, align 8
  call void @check(ptr noundef @.str.1, double noundef %79, double noundef %81, double noundef %82, double noundef 0x3D719799812DEA11)
  br label %83

83:                                               ; preds = %59
  br label %84

84:                                               ; preds = %83
  %85 = load double, ptr %7, align 8
  store double %85, ptr %12, align 8
  %86 = load double, ptr %12, align 8
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ogt double %87, 1.000000e+00
  br i1 %88, label %89, label %92

89:                                               ; preds = %84
  %90 = load double, ptr %12, align 8
  %91 = call double @llvm.fabs.f64(double %90)
  br label %93

92:                                               ; preds = %84
  br label %93

93:                                               ; preds = %92, %89
  %94 = phi double [ %91, %89 ], [ 1.000000e+00, %92 ]
  %95 = fmul double 0x3EB0C6F7A0B5ED8D, %94
  store double %95, ptr %13, align 8
  %96 = load double, ptr %12, align 8
  %97 = load double, ptr %13, align 8
  %98 = fadd double %96, %97
  %99 = call double @f_exit(double noundef %98)
  %100 = load double, ptr %12, align 8
  %101 = load double, ptr %13, align 8
  %102 = fsub double %100, %101
  %103 = call double @f_exit(double noundef %102)
  %104 = fsub double %99, %103
  %105 = load double, ptr %13, align 8
  %106 = fmul double 2.000000e+00, %105
  %107 = fdiv double %104, %106
  store double %107, ptr %14, align 8
  %108 = load double, ptr %12, align 8
  %109 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_exit, double noundef %108)
  store double %109, ptr %15, align 8
  %110 = load double, ptr %12, align 8
  %111 = load double, ptr %15, align 8
  %112 = load double, ptr %14, align 8
  call void @check(ptr noundef @.str.2, double noundef %110, double noundef %111, double noundef %112, double noundef 0x3EB0C6F7A0B5ED8D)
  %113 = load double, ptr %12, align 8
  %114 = load double, ptr %12, align 8
  %115 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_exit, double noundef %114, double noundef 1.000000e+00)
  %116 = load double, ptr %15, align 8
  call void @check(ptr noundef @.str.3, double noundef %113, double noundef %115, double noundef %116, double noundef 0x3D719799812DEA11)
  br label %117

117:                                              ; preds = %93
  br label %118

118:                                              ; preds = %117
  %119 = load double, ptr %7, align 8
  store double %119, ptr %16, align 8
  %120 = load double, ptr %16, align 8
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e+00
  br i1 %122, label %123, label %126

123:                                              ; preds = %118
  %124 = load double, ptr %16, align 8
  %125 = call double @llvm.fabs.f64(double %124)
  br label %127

126:                                              ; preds = %118
  br label %127

127:                                              ; preds = %126, %123
  %128 = phi double [ %125, %123 ], [ 1.000000e+00, %126 ]
  %129 = fmul double 0x3EB0C6F7A0B5ED8D, %128
  store double %129, ptr %17, align 8
  %130 = load double, ptr %16, align 8
  %131 = load double, ptr %17, align 8
  %132 = fadd double %130, %131
  %133 = call double @f_trap(double noundef %132)
  %134 = load double, ptr %16, align 8
  %135 = load double, ptr %17, align 8
  %136 = fsub double %134, %135
  %137 = call double @f_trap(double noundef %136)
  %138 = fsub double %133, %137
  %139 = load double, ptr %17, align 8
  %140 = fmul double 2.000000e+00, %139
  %141 = fdiv double %138, %140
  store double %141, ptr %18, align 8
  %142 = load double, ptr %16, align 8
  %143 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_trap, double noundef %142)
  store double %143, ptr %19, align 8
  %144 = load double, ptr %16, align 8
  %145 = load double, ptr %19, align 8
  %146 = load double, ptr %18, align 8
  call void @check(ptr noundef @.str.4, double noundef %144, double noundef %145, double noundef %146, double noundef 0x3EB0C6F7A0B5ED8D)
  %147 = load double, ptr %16, align 8
  %148 = load double, ptr %16, align 8
  %149 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_trap, double noundef %148, double noundef 1.000000e+00)
  %150 = load double, ptr %19, align 8
  call void @check(ptr noundef @.str.5, double noundef %147, double noundef %149, double noundef %150, double noundef 0x3D719799812DEA11)
  br label %151

151:                                              ; preds = %127
  br label %152

152:                                              ; preds = %151
  %153 = load double, ptr %7, align 8
  store double %153, ptr %20, align 8
  %154 = load double, ptr %20, align 8
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = fcmp ogt double %155, 1.000000e+00
  br i1 %156, label %157, label %160

157:                                              ; preds = %152
  %158 = load double, ptr %20, align 8
  %159 = call double @llvm.fabs.f64(double %158)
  br label %161

160:                                              ; preds = %152
  br label %161

161:                                              ; preds = %160, %157
  %162 = phi double [ %159, %157 ], [ 1.000000e+00, %160 ]
  %163 = fmul double 0x3EB0C6F7A0B5ED8D, %162
  store double %163, ptr %21, align 8
  %164 = load double, ptr %20, align 8
  %165 = load double, ptr %21, align 8
  %166 = fadd double %164, %165
  %167 = call double @f_die(double noundef %166)
  %168 = load double, ptr %20, align 8
  %169 = load double, ptr %21, align 8
  %170 = fsub double %168, %169
  %171 = call double @f_die(double noundef %170)
  %172 = fsub double %167, %171
  %173 = load double, ptr %21, align 8
  %174 = fmul double 2.000000e+00, %173
  %175 = fdiv double %172, %174
  store double %175, ptr %22, align 8
  %176 = load double, ptr %20, align 8
  %177 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_die, double noundef %176)
  store double %177, ptr %23, align 8
  %178 = load double, ptr %20, align 8
  %179 = load double, ptr %23, align 8
  %180 = load double, ptr %22, align 8
  call void @check(ptr noundef @.str.6, double noundef %178, double noundef %179, double noundef %180, double noundef 0x3EB0C6F7A0B5ED8D)
  %181 = load double, ptr %20, align 8
  %182 = load double, ptr %20, align 8
  %183 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_die, double noundef %182, double noundef 1.000000e+00)
  %184 = load double, ptr %23, align 8
  call void @check(ptr noundef @.str.7, double noundef %181, double noundef %183, double noundef %184, double noundef 0x3D719799812DEA11)
  br label %185

185:                                              ; preds = %161
  br label %186

186:                                              ; preds = %185
  %187 = load double, ptr %7, align 8
  store double %187, ptr %24, align 8
  %188 = load double, ptr %24, align 8
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ogt double %189, 1.000000e+00
  br i1 %190, label %191, label %194

191:                                              ; preds = %186
  %192 = load double, ptr %24, align 8
  %193 = call double @llvm.fabs.f64(double %192)
  br label %195

194:                                              ; preds = %186
  br label %195

195:                                              ; preds = %194, %191
  %196 = phi double [ %193, %191 ], [ 1.000000e+00, %194 ]
  %197 = fmul double 0x3EB0C6F7A0B5ED8D, %196
  store double %197, ptr %25, align 8
  %198 = load double, ptr %24, align 8
  %199 = load double, ptr %25, align 8
  %200 = fadd double %198, %199
  %201 = call double @f_die_with(double noundef %200)
  %202 = load double, ptr %24, align 8
  %203 = load double, ptr %25, align 8
  %204 = fsub double %202, %203
  %205 = call double @f_die_with(double noundef %204)
  %206 = fsub double %201, %205
  %207 = load double, ptr %25, align 8
  %208 = fmul double 2.000000e+00, %207
  %209 = fdiv double %206, %208
  store double %209, ptr %26, align 8
  %210 = load double, ptr %24, align 8
  %211 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_die_with, double noundef %210)
  store double %211, ptr %27, align 8
  %212 = load double, ptr %24, align 8
  %213 = load double, ptr %27, align 8
  %214 = load double, ptr %26, align 8
  call void @check(ptr noundef @.str.8, double noundef %212, double noundef %213, double noundef %214, double noundef 0x3EB0C6F7A0B5ED8D)
  %215 = load double, ptr %24, align 8
  %216 = load double, ptr %24, align 8
  %217 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_die_with, double noundef %216, double noundef 1.000000e+00)
  %218 = load double, ptr %27, align 8
  call void @check(ptr noundef @.str.9, double noundef %215, double noundef %217, double noundef %218, double noundef 0x3D719799812DEA11)
  br label %219

219:                                              ; preds = %195
  store double 0x3EB0C6F7A0B5ED8D, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %220

220:                                              ; preds = %267, %219
  %221 = load i32, ptr %29, align 4
  %222 = icmp slt i32 %221, 2
  br i1 %222, label %223, label %270

223:                                              ; preds = %220
  %224 = load i32, ptr %29, align 4
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %226, label %239

226:                                              ; preds = %223
  %227 = load double, ptr %7, align 8
  %228 = load double, ptr %28, align 8
  %229 = fadd double %227, %228
  %230 = call double @unreach0(double noundef %229)
  %231 = load double, ptr %7, align 8
  %232 = load double, ptr %28, align 8
  %233 = fsub double %231, %232
  %234 = call double @unreach0(double noundef %233)
  %235 = fsub double %230, %234
  %236 = load double, ptr %28, align 8
  %237 = fmul double 2.000000e+00, %236
  %238 = fdiv double %235, %237
  br label %252

239:                                              ; preds = %223
  %240 = load double, ptr %7, align 8
  %241 = load double, ptr %28, align 8
  %242 = fadd double %240, %241
  %243 = call double @unreach1(double noundef %242)
  %244 = load double, ptr %7, align 8
  %245 = load double, ptr %28, align 8
  %246 = fsub double %244, %245
  %247 = call double @unreach1(double noundef %246)
  %248 = fsub double %243, %247
  %249 = load double, ptr %28, align 8
  %250 = fmul double 2.000000e+00, %249
  %251 = fdiv double %248, %250
  br label %252

252:                                              ; preds = %239, %226
  %253 = phi double [ %238, %226 ], [ %251, %239 ]
  store double %253, ptr %30, align 8
  %254 = load double, ptr %7, align 8
  %255 = load i32, ptr @enzyme_const, align 4
  %256 = load i32, ptr %29, align 4
  %257 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_unreachable, double noundef %254, i32 noundef %255, i32 noundef %256)
  store double %257, ptr %31, align 8
  %258 = load double, ptr %7, align 8
  %259 = load double, ptr %31, align 8
  %260 = load double, ptr %30, align 8
  call void @check(ptr noundef @.str.10, double noundef %258, double noundef %259, double noundef %260, double noundef 0x3EB0C6F7A0B5ED8D)
  %261 = load double, ptr %7, align 8
  %262 = load double, ptr %7, align 8
  %263 = load i32, ptr @enzyme_const, align 4
  %264 = load i32, ptr %29, align 4
  %265 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_unreachable, double noundef %262, double noundef 1.000000e+00, i32 noundef %263, i32 noundef %264)
  %266 = load double, ptr %31, align 8
  call void @check(ptr noundef @.str.11, double noundef %261, double noundef %265, double noundef %266, double noundef 0x3D719799812DEA11)
  br label %267

267:                                              ; preds = %252
  %268 = load i32, ptr %29, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %29, align 4
  br label %220, !llvm.loop !6

270:                                              ; preds = %220
  br label %271

271:                                              ; preds = %270
  %272 = load i32, ptr %6, align 4
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %6, align 4
  br label %42, !llvm.loop !8

274:                                              ; preds = %42
  call void @llvm.memset.p0.i64(ptr align 16 %32, i8 0, i64 40, i1 false)
  %275 = getelementptr inbounds [5 x double], ptr %32, i32 0, i32 0
  store double 5.000000e-01, ptr %275, align 16
  %276 = getelementptr inbounds [5 x double], ptr %32, i32 0, i32 1
  store double -1.000000e+00, ptr %276, align 8
  %277 = getelementptr inbounds [5 x double], ptr %32, i32 0, i32 2
  store double 2.000000e+00, ptr %277, align 16
  %278 = getelementptr inbounds [5 x double], ptr %32, i32 0, i32 3
  store double 2.500000e-01, ptr %278, align 8
  %279 = getelementptr inbounds [5 x double], ptr %32, i32 0, i32 4
  store double 1.500000e+00, ptr %279, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %33, i8 0, i64 40, i1 false)
  %280 = load i32, ptr @enzyme_dup, align 4
  %281 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 0
  %282 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 0
  %283 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_loop, i32 noundef %280, ptr noundef %281, ptr noundef %282, i32 noundef 5)
  store i32 0, ptr %34, align 4
  br label %284

284:                                              ; preds = %337, %274
  %285 = load i32, ptr %34, align 4
  %286 = icmp slt i32 %285, 5
  br i1 %286, label %287, label %340

287:                                              ; preds = %284
  %288 = load i32, ptr %34, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %289
  %291 = load double, ptr %290, align 8
  store double %291, ptr %35, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %36, align 8
  %292 = load double, ptr %35, align 8
  %293 = load double, ptr %36, align 8
  %294 = fadd double %292, %293
  %295 = load i32, ptr %34, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %296
  store double %294, ptr %297, align 8
  %298 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 0
  %299 = call double @f_loop(ptr noundef %298, i32 noundef 5)
  store double %299, ptr %37, align 8
  %300 = load double, ptr %35, align 8
  %301 = load double, ptr %36, align 8
  %302 = fsub double %300, %301
  %303 = load i32, ptr %34, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %304
  store double %302, ptr %305, align 8
  %306 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 0
  %307 = call double @f_loop(ptr noundef %306, i32 noundef 5)
  store double %307, ptr %38, align 8
  %308 = load double, ptr %35, align 8
  %309 = load i32, ptr %34, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %310
  store double %308, ptr %311, align 8
  %312 = load i32, ptr %34, align 4
  %313 = sitofp i32 %312 to double
  %314 = load i32, ptr %34, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 %315
  %317 = load double, ptr %316, align 8
  %318 = load double, ptr %37, align 8
  %319 = load double, ptr %38, align 8
  %320 = fsub double %318, %319
  %321 = load double, ptr %36, align 8
  %322 = fmul double 2.000000e+00, %321
  %323 = fdiv double %320, %322
  call void @check(ptr noundef @.str.12, double noundef %313, double noundef %317, double noundef %323, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.memset.p0.i64(ptr align 16 %39, i8 0, i64 40, i1 false)
  %324 = load i32, ptr %34, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [5 x double], ptr %39, i64 0, i64 %325
  store double 1.000000e+00, ptr %326, align 8
  %327 = load i32, ptr %34, align 4
  %328 = sitofp i32 %327 to double
  %329 = load i32, ptr @enzyme_dup, align 4
  %330 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 0
  %331 = getelementptr inbounds [5 x double], ptr %39, i64 0, i64 0
  %332 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_loop, i32 noundef %329, ptr noundef %330, ptr noundef %331, i32 noundef 5)
  %333 = load i32, ptr %34, align 4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 %334
  %336 = load double, ptr %335, align 8
  call void @check(ptr noundef @.str.13, double noundef %328, double noundef %332, double noundef %336, double noundef 0x3D719799812DEA11)
  br label %337

337:                                              ; preds = %287
  %338 = load i32, ptr %34, align 4
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %34, align 4
  br label %284, !llvm.loop !9

340:                                              ; preds = %284
  %341 = load i32, ptr @n_fail, align 4
  %342 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %341)
  %343 = load ptr, ptr @stdout, align 8
  %344 = call i32 @fflush(ptr noundef %343)
  %345 = load i32, ptr %4, align 4
  %346 = icmp sgt i32 %345, 1
  br i1 %346, label %347, label %351

347:                                              ; preds = %340
  %348 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_always, double noundef 1.000000e+00)
  store double %348, ptr %40, align 8
  %349 = load double, ptr %40, align 8
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %349)
  store i32 0, ptr %3, align 4
  br label %356

351:                                              ; preds = %340
  %352 = load i32, ptr @n_fail, align 4
  %353 = icmp ne i32 %352, 0
  %354 = zext i1 %353 to i64
  %355 = select i1 %353, i32 1, i32 0
  store i32 %355, ptr %3, align 4
  br label %356

356:                                              ; preds = %351, %347
  %357 = load i32, ptr %3, align 4
  ret i32 %357
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_abort(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp olt double %3, 0.000000e+00
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @abort() #9
  unreachable

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %2, align 8
  %11 = call double @sin(double noundef %10) #10
  %12 = fmul double %9, %11
  ret double %12
}

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %13 = load double, ptr %9, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = fcmp ogt double %14, 1.000000e+00
  br i1 %15, label %16, label %19

16:                                               ; preds = %5
  %17 = load double, ptr %9, align 8
  %18 = call double @llvm.fabs.f64(double %17)
  br label %20

19:                                               ; preds = %5
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi double [ %18, %16 ], [ 1.000000e+00, %19 ]
  store double %21, ptr %11, align 8
  %22 = load double, ptr %8, align 8
  %23 = call i32 @finite_bits(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call i32 @finite_bits(double noundef %26)
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load double, ptr %8, align 8
  %31 = load double, ptr %9, align 8
  %32 = fsub double %30, %31
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = load double, ptr %10, align 8
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  %37 = fcmp ole double %33, %36
  br label %38

38:                                               ; preds = %29, %25, %20
  %39 = phi i1 [ false, %25 ], [ false, %20 ], [ %37, %29 ]
  %40 = zext i1 %39 to i32
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.17, ptr @.str.18
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_exit(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 1.000000e+02
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @exit(i32 noundef 3) #9
  unreachable

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = fmul double 5.000000e-01, %7
  %9 = call double @exp(double noundef %8) #10
  %10 = load double, ptr %2, align 8
  %11 = load double, ptr %2, align 8
  %12 = call double @llvm.fmuladd.f64(double %10, double %11, double 1.000000e+00)
  %13 = fdiv double %9, %12
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_trap(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 1.000000e+01
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @llvm.trap()
  br label %6

6:                                                ; preds = %5, %1
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = call double @cos(double noundef %8) #10
  %10 = fmul double %7, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_die(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 1.000000e+01
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @die(ptr noundef @.str.19) #11
  unreachable

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = fmul double 5.000000e+00, %7
  %9 = load double, ptr %2, align 8
  %10 = fmul double %8, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_die_with(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %4, 3.000000e+00
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fcmp ogt double %6, 3.000000e+01
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8
  call void @die_with(double noundef %9) #11
  unreachable

10:                                               ; preds = %1
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %3, align 8
  %13 = fmul double %11, %12
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @unreach0(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @f_unreachable(double noundef %3, i32 noundef 0)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @unreach1(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @f_unreachable(double noundef %3, i32 noundef 1)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_unreachable(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  switch i32 %6, label %16 [
    i32 0, label %7
    i32 1, label %11
  ]

7:                                                ; preds = %2
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %3, align 8
  br label %17

11:                                               ; preds = %2
  %12 = load double, ptr %4, align 8
  %13 = call double @sin(double noundef %12) #10
  %14 = load double, ptr %4, align 8
  %15 = fmul double %13, %14
  store double %15, ptr %3, align 8
  br label %17

16:                                               ; preds = %2
  unreachable

17:                                               ; preds = %11, %7
  %18 = load double, ptr %3, align 8
  ret double %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_loop(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %36, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = fcmp olt double %16, -1.000000e+02
  br i1 %17, label %18, label %19

18:                                               ; preds = %11
  call void @abort() #9
  unreachable

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = fmul double %24, %29
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %5, align 8
  %35 = call double @llvm.fmuladd.f64(double %30, double %33, double %34)
  store double %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %19
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %7, !llvm.loop !10

39:                                               ; preds = %7
  %40 = load double, ptr %5, align 8
  %41 = call double @sqrt(double noundef %40) #10
  ret double %41
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @fflush(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_always(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  call void @abort() #9
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finite_bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  store volatile double %6, ptr %3, align 8
  %7 = load volatile double, ptr %3, align 8
  store double %7, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false)
  %8 = load i64, ptr %5, align 8
  %9 = lshr i64 %8, 52
  %10 = and i64 %9, 2047
  %11 = icmp ne i64 %10, 2047
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

; Function Attrs: nounwind
declare double @cos(double noundef) #5

; Function Attrs: noinline noreturn nounwind optnone uwtable
define internal void @die(ptr noundef %0) #8 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr @stderr, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3, ptr noundef @.str.20, ptr noundef %4) #10
  call void @exit(i32 noundef 4) #9
  unreachable
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #5

; Function Attrs: noinline noreturn nounwind optnone uwtable
define internal void @die_with(double noundef %0) #8 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load ptr, ptr @stderr, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3, ptr noundef @.str.21, double noundef %6) #10
  call void @exit(i32 noundef 5) #9
  unreachable
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { noinline noreturn nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
