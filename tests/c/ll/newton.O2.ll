; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.as = internal unnamed_addr constant [5 x double] [double 2.500000e-01, double 9.000000e-01, double 2.000000e+00, double 7.500000e+00, double 1.230000e+02], align 16
@.str = private unnamed_addr constant [12 x i8] c"newton_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"newton_sqrt.exact\00", align 1
@main.bs = internal unnamed_addr constant [4 x double] [double 2.000000e-01, double 5.000000e-01, double 8.000000e-01, double 0x3FEE666666666666], align 16
@.str.2 = private unnamed_addr constant [10 x i8] c"fixed_cos\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"fixed_cos.exact\00", align 1
@main.ps = internal unnamed_addr constant [4 x double] [double 1.000000e-01, double 1.000000e+00, double 3.000000e+00, double 1.000000e+01], align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"cubic_root\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"cubic_root.exact\00", align 1
@main.cs = internal unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.000000e+00, double 1.400000e+00], align 16
@.str.6 = private unnamed_addr constant [11 x i8] c"newton_cos\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"newton\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %77
  %2 = phi i64 [ 0, %0 ], [ %78, %77 ]
  %3 = getelementptr inbounds [5 x double], ptr @main.as, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef %4) #8
  %6 = tail call double @llvm.fabs.f64(double %4)
  %7 = fcmp ogt double %6, 1.000000e+00
  %8 = select i1 %7, double %6, double 1.000000e+00
  %9 = fmul double %8, 0x3EB0C6F7A0B5ED8D
  %10 = fadd double %4, %9
  %11 = fcmp ogt double %10, 1.000000e+00
  %12 = select i1 %11, double %10, double 1.000000e+00
  %13 = fneg double %10
  br label %14

14:                                               ; preds = %14, %1
  %15 = phi double [ %12, %1 ], [ %20, %14 ]
  %16 = phi i32 [ 0, %1 ], [ %21, %14 ]
  %17 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %13)
  %18 = fmul double %15, 2.000000e+00
  %19 = fdiv double %17, %18
  %20 = fsub double %15, %19
  %21 = add nuw nsw i32 %16, 1
  %22 = tail call double @llvm.fabs.f64(double %19)
  %23 = fmul double %20, 1.000000e-15
  %24 = fcmp ogt double %22, %23
  %25 = icmp ult i32 %16, 99
  %26 = select i1 %24, i1 %25, i1 false
  br i1 %26, label %14, label %27, !llvm.loop !9

27:                                               ; preds = %14
  %28 = fsub double %4, %9
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  %31 = fneg double %28
  br label %32

32:                                               ; preds = %32, %27
  %33 = phi double [ %30, %27 ], [ %38, %32 ]
  %34 = phi i32 [ 0, %27 ], [ %39, %32 ]
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %31)
  %36 = fmul double %33, 2.000000e+00
  %37 = fdiv double %35, %36
  %38 = fsub double %33, %37
  %39 = add nuw nsw i32 %34, 1
  %40 = tail call double @llvm.fabs.f64(double %37)
  %41 = fmul double %38, 1.000000e-15
  %42 = fcmp ogt double %40, %41
  %43 = icmp ult i32 %34, 99
  %44 = select i1 %42, i1 %43, i1 false
  br i1 %44, label %32, label %45, !llvm.loop !9

45:                                               ; preds = %32
  %46 = fsub double %20, %38
  %47 = fsub double %10, %28
  %48 = fdiv double %46, %47
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ogt double %49, 1.000000e+00
  %51 = select i1 %50, double %49, double 1.000000e+00
  %52 = fsub double %5, %48
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fmul double %51, 0x3EB0C6F7A0B5ED8D
  %55 = fcmp ole double %53, %54
  %56 = select i1 %55, ptr @.str.10, ptr @.str.11
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %4, double noundef %5, double noundef %48, ptr noundef nonnull %56)
  br i1 %55, label %61, label %58

58:                                               ; preds = %45
  %59 = load i32, ptr @n_fail, align 4, !tbaa !11
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr @n_fail, align 4, !tbaa !11
  br label %61

61:                                               ; preds = %45, %58
  %62 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef %4) #8
  %63 = tail call double @sqrt(double noundef %4) #8
  %64 = fdiv double 5.000000e-01, %63
  %65 = tail call double @llvm.fabs.f64(double %64)
  %66 = fcmp ogt double %65, 1.000000e+00
  %67 = select i1 %66, double %65, double 1.000000e+00
  %68 = fsub double %62, %64
  %69 = tail call double @llvm.fabs.f64(double %68)
  %70 = fmul double %67, 0x3EB0C6F7A0B5ED8D
  %71 = fcmp ole double %69, %70
  %72 = select i1 %71, ptr @.str.10, ptr @.str.11
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %4, double noundef %62, double noundef %64, ptr noundef nonnull %72)
  br i1 %71, label %77, label %74

74:                                               ; preds = %61
  %75 = load i32, ptr @n_fail, align 4, !tbaa !11
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @n_fail, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %61, %74
  %78 = add nuw nsw i64 %2, 1
  %79 = icmp eq i64 %78, 5
  br i1 %79, label %80, label %1, !llvm.loop !13

80:                                               ; preds = %77, %163
  %81 = phi i64 [ %164, %163 ], [ 0, %77 ]
  %82 = getelementptr inbounds [4 x double], ptr @main.bs, i64 0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !5
  br label %84

84:                                               ; preds = %84, %80
  %85 = phi double [ 1.000000e+00, %80 ], [ %88, %84 ]
  %86 = phi i32 [ 0, %80 ], [ %90, %84 ]
  %87 = fmul double %83, %85
  %88 = tail call double @cos(double noundef %87) #8
  %89 = fsub double %88, %85
  %90 = add nuw nsw i32 %86, 1
  %91 = tail call double @llvm.fabs.f64(double %89)
  %92 = fcmp ogt double %91, 1.000000e-15
  %93 = icmp ult i32 %86, 499
  %94 = select i1 %92, i1 %93, i1 false
  br i1 %94, label %84, label %95, !llvm.loop !14

95:                                               ; preds = %84
  %96 = fmul double %83, %88
  %97 = tail call double @sin(double noundef %96) #8
  %98 = tail call double @sin(double noundef %96) #8
  %99 = tail call double @llvm.fmuladd.f64(double %83, double %98, double 1.000000e+00)
  %100 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef %83) #8
  %101 = tail call double @llvm.fabs.f64(double %83)
  %102 = fcmp ogt double %101, 1.000000e+00
  %103 = select i1 %102, double %101, double 1.000000e+00
  %104 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %105 = fadd double %83, %104
  br label %106

106:                                              ; preds = %106, %95
  %107 = phi double [ 1.000000e+00, %95 ], [ %110, %106 ]
  %108 = phi i32 [ 0, %95 ], [ %112, %106 ]
  %109 = fmul double %105, %107
  %110 = tail call double @cos(double noundef %109) #8
  %111 = fsub double %110, %107
  %112 = add nuw nsw i32 %108, 1
  %113 = tail call double @llvm.fabs.f64(double %111)
  %114 = fcmp ogt double %113, 1.000000e-15
  %115 = icmp ult i32 %108, 499
  %116 = select i1 %114, i1 %115, i1 false
  br i1 %116, label %106, label %117, !llvm.loop !14

117:                                              ; preds = %106
  %118 = fneg double %88
  %119 = fmul double %97, %118
  %120 = fsub double %83, %104
  br label %121

121:                                              ; preds = %117, %121
  %122 = phi double [ %125, %121 ], [ 1.000000e+00, %117 ]
  %123 = phi i32 [ %127, %121 ], [ 0, %117 ]
  %124 = fmul double %120, %122
  %125 = tail call double @cos(double noundef %124) #8
  %126 = fsub double %125, %122
  %127 = add nuw nsw i32 %123, 1
  %128 = tail call double @llvm.fabs.f64(double %126)
  %129 = fcmp ogt double %128, 1.000000e-15
  %130 = icmp ult i32 %123, 499
  %131 = select i1 %129, i1 %130, i1 false
  br i1 %131, label %121, label %132, !llvm.loop !14

132:                                              ; preds = %121
  %133 = fdiv double %119, %99
  %134 = fsub double %110, %125
  %135 = fsub double %105, %120
  %136 = fdiv double %134, %135
  %137 = tail call double @llvm.fabs.f64(double %136)
  %138 = fcmp ogt double %137, 1.000000e+00
  %139 = select i1 %138, double %137, double 1.000000e+00
  %140 = fsub double %100, %136
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fmul double %139, 0x3EB0C6F7A0B5ED8D
  %143 = fcmp ole double %141, %142
  %144 = select i1 %143, ptr @.str.10, ptr @.str.11
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %83, double noundef %100, double noundef %136, ptr noundef nonnull %144)
  br i1 %143, label %149, label %146

146:                                              ; preds = %132
  %147 = load i32, ptr @n_fail, align 4, !tbaa !11
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @n_fail, align 4, !tbaa !11
  br label %149

149:                                              ; preds = %132, %146
  %150 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef %83) #8
  %151 = tail call double @llvm.fabs.f64(double %133)
  %152 = fcmp ogt double %151, 1.000000e+00
  %153 = select i1 %152, double %151, double 1.000000e+00
  %154 = fsub double %150, %133
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fmul double %153, 0x3EB0C6F7A0B5ED8D
  %157 = fcmp ole double %155, %156
  %158 = select i1 %157, ptr @.str.10, ptr @.str.11
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %83, double noundef %150, double noundef %133, ptr noundef nonnull %158)
  br i1 %157, label %163, label %160

160:                                              ; preds = %149
  %161 = load i32, ptr @n_fail, align 4, !tbaa !11
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr @n_fail, align 4, !tbaa !11
  br label %163

163:                                              ; preds = %149, %160
  %164 = add nuw nsw i64 %81, 1
  %165 = icmp eq i64 %164, 4
  br i1 %165, label %166, label %80, !llvm.loop !15

166:                                              ; preds = %163, %261
  %167 = phi i64 [ %262, %261 ], [ 0, %163 ]
  %168 = getelementptr inbounds [4 x double], ptr @main.ps, i64 0, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !5
  br label %170

170:                                              ; preds = %170, %166
  %171 = phi double [ 1.000000e+00, %166 ], [ %180, %170 ]
  %172 = phi i32 [ 0, %166 ], [ %183, %170 ]
  %173 = fmul double %171, %171
  %174 = fmul double %169, %171
  %175 = tail call double @llvm.fmuladd.f64(double %173, double %171, double %174)
  %176 = fadd double %175, -1.000000e+00
  %177 = fmul double %171, 3.000000e+00
  %178 = tail call double @llvm.fmuladd.f64(double %177, double %171, double %169)
  %179 = fdiv double %176, %178
  %180 = fsub double %171, %179
  %181 = tail call double @llvm.fabs.f64(double %179)
  %182 = fcmp olt double %181, 1.000000e-15
  %183 = add nuw nsw i32 %172, 1
  %184 = icmp eq i32 %183, 100
  %185 = select i1 %182, i1 true, i1 %184
  br i1 %185, label %186, label %170, !llvm.loop !16

186:                                              ; preds = %170
  %187 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef %169) #8
  %188 = tail call double @llvm.fabs.f64(double %169)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  %191 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %192 = fadd double %169, %191
  br label %193

193:                                              ; preds = %193, %186
  %194 = phi double [ 1.000000e+00, %186 ], [ %203, %193 ]
  %195 = phi i32 [ 0, %186 ], [ %206, %193 ]
  %196 = fmul double %194, %194
  %197 = fmul double %192, %194
  %198 = tail call double @llvm.fmuladd.f64(double %196, double %194, double %197)
  %199 = fadd double %198, -1.000000e+00
  %200 = fmul double %194, 3.000000e+00
  %201 = tail call double @llvm.fmuladd.f64(double %200, double %194, double %192)
  %202 = fdiv double %199, %201
  %203 = fsub double %194, %202
  %204 = tail call double @llvm.fabs.f64(double %202)
  %205 = fcmp olt double %204, 1.000000e-15
  %206 = add nuw nsw i32 %195, 1
  %207 = icmp eq i32 %206, 100
  %208 = select i1 %205, i1 true, i1 %207
  br i1 %208, label %209, label %193, !llvm.loop !16

209:                                              ; preds = %193
  %210 = fsub double %169, %191
  br label %211

211:                                              ; preds = %209, %211
  %212 = phi double [ %221, %211 ], [ 1.000000e+00, %209 ]
  %213 = phi i32 [ %224, %211 ], [ 0, %209 ]
  %214 = fmul double %212, %212
  %215 = fmul double %210, %212
  %216 = tail call double @llvm.fmuladd.f64(double %214, double %212, double %215)
  %217 = fadd double %216, -1.000000e+00
  %218 = fmul double %212, 3.000000e+00
  %219 = tail call double @llvm.fmuladd.f64(double %218, double %212, double %210)
  %220 = fdiv double %217, %219
  %221 = fsub double %212, %220
  %222 = tail call double @llvm.fabs.f64(double %220)
  %223 = fcmp olt double %222, 1.000000e-15
  %224 = add nuw nsw i32 %213, 1
  %225 = icmp eq i32 %224, 100
  %226 = select i1 %223, i1 true, i1 %225
  br i1 %226, label %227, label %211, !llvm.loop !16

227:                                              ; preds = %211
  %228 = fsub double %203, %221
  %229 = fsub double %192, %210
  %230 = fdiv double %228, %229
  %231 = tail call double @llvm.fabs.f64(double %230)
  %232 = fcmp ogt double %231, 1.000000e+00
  %233 = select i1 %232, double %231, double 1.000000e+00
  %234 = fsub double %187, %230
  %235 = tail call double @llvm.fabs.f64(double %234)
  %236 = fmul double %233, 0x3EB0C6F7A0B5ED8D
  %237 = fcmp ole double %235, %236
  %238 = select i1 %237, ptr @.str.10, ptr @.str.11
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %169, double noundef %187, double noundef %230, ptr noundef nonnull %238)
  br i1 %237, label %243, label %240

240:                                              ; preds = %227
  %241 = load i32, ptr @n_fail, align 4, !tbaa !11
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @n_fail, align 4, !tbaa !11
  br label %243

243:                                              ; preds = %227, %240
  %244 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef %169) #8
  %245 = fneg double %180
  %246 = fmul double %180, 3.000000e+00
  %247 = tail call double @llvm.fmuladd.f64(double %246, double %180, double %169)
  %248 = fdiv double %245, %247
  %249 = tail call double @llvm.fabs.f64(double %248)
  %250 = fcmp ogt double %249, 1.000000e+00
  %251 = select i1 %250, double %249, double 1.000000e+00
  %252 = fsub double %244, %248
  %253 = tail call double @llvm.fabs.f64(double %252)
  %254 = fmul double %251, 0x3EB0C6F7A0B5ED8D
  %255 = fcmp ole double %253, %254
  %256 = select i1 %255, ptr @.str.10, ptr @.str.11
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %169, double noundef %244, double noundef %248, ptr noundef nonnull %256)
  br i1 %255, label %261, label %258

258:                                              ; preds = %243
  %259 = load i32, ptr @n_fail, align 4, !tbaa !11
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !11
  br label %261

261:                                              ; preds = %243, %258
  %262 = add nuw nsw i64 %167, 1
  %263 = icmp eq i64 %262, 4
  br i1 %263, label %270, label %166, !llvm.loop !17

264:                                              ; preds = %335
  %265 = load i32, ptr @n_fail, align 4, !tbaa !11
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %265)
  %267 = load i32, ptr @n_fail, align 4, !tbaa !11
  %268 = icmp ne i32 %267, 0
  %269 = zext i1 %268 to i32
  ret i32 %269

270:                                              ; preds = %261, %335
  %271 = phi i64 [ %336, %335 ], [ 0, %261 ]
  %272 = getelementptr inbounds [3 x double], ptr @main.cs, i64 0, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !5
  %274 = trunc nuw nsw i64 %271 to i32
  %275 = uitofp nneg i32 %274 to double
  %276 = tail call double @llvm.fmuladd.f64(double %275, double -1.000000e-01, double 1.000000e+00)
  %277 = tail call double @llvm.fabs.f64(double %273)
  %278 = fcmp ogt double %277, 1.000000e+00
  %279 = select i1 %278, double %277, double 1.000000e+00
  %280 = fmul double %279, 0x3EB0C6F7A0B5ED8D
  %281 = fadd double %273, %280
  br label %282

282:                                              ; preds = %282, %270
  %283 = phi double [ 5.000000e-01, %270 ], [ %291, %282 ]
  %284 = fmul double %281, %283
  %285 = tail call double @cos(double noundef %284) #8
  %286 = fsub double %283, %285
  %287 = tail call double @sin(double noundef %284) #8
  %288 = tail call double @llvm.fmuladd.f64(double %281, double %287, double 1.000000e+00)
  %289 = fmul double %276, %286
  %290 = fdiv double %289, %288
  %291 = fsub double %283, %290
  %292 = tail call double @llvm.fabs.f64(double %290)
  %293 = fcmp ogt double %292, 0x3D06849B86A12B9B
  br i1 %293, label %282, label %294, !llvm.loop !18

294:                                              ; preds = %282
  %295 = tail call double @sin(double noundef %291) #8
  %296 = fsub double %273, %280
  br label %297

297:                                              ; preds = %297, %294
  %298 = phi double [ 5.000000e-01, %294 ], [ %306, %297 ]
  %299 = fmul double %296, %298
  %300 = tail call double @cos(double noundef %299) #8
  %301 = fsub double %298, %300
  %302 = tail call double @sin(double noundef %299) #8
  %303 = tail call double @llvm.fmuladd.f64(double %296, double %302, double 1.000000e+00)
  %304 = fmul double %276, %301
  %305 = fdiv double %304, %303
  %306 = fsub double %298, %305
  %307 = tail call double @llvm.fabs.f64(double %305)
  %308 = fcmp ogt double %307, 0x3D06849B86A12B9B
  br i1 %308, label %297, label %309, !llvm.loop !18

309:                                              ; preds = %297
  %310 = tail call double @sin(double noundef %306) #8
  %311 = insertelement <2 x double> poison, double %291, i64 0
  %312 = insertelement <2 x double> %311, double %306, i64 1
  %313 = insertelement <2 x double> poison, double %295, i64 0
  %314 = insertelement <2 x double> %313, double %310, i64 1
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> %312, <2 x double> %314)
  %316 = shufflevector <2 x double> %315, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %317 = fsub <2 x double> %315, %316
  %318 = extractelement <2 x double> %317, i64 0
  %319 = fmul double %280, 2.000000e+00
  %320 = fdiv double %318, %319
  %321 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %322 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef %273, i32 noundef %321, double noundef %276) #8
  %323 = tail call double @llvm.fabs.f64(double %320)
  %324 = fcmp ogt double %323, 1.000000e+00
  %325 = select i1 %324, double %323, double 1.000000e+00
  %326 = fsub double %322, %320
  %327 = tail call double @llvm.fabs.f64(double %326)
  %328 = fmul double %325, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp ole double %327, %328
  %330 = select i1 %329, ptr @.str.10, ptr @.str.11
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %273, double noundef %322, double noundef %320, ptr noundef nonnull %330)
  br i1 %329, label %335, label %332

332:                                              ; preds = %309
  %333 = load i32, ptr @n_fail, align 4, !tbaa !11
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr @n_fail, align 4, !tbaa !11
  br label %335

335:                                              ; preds = %309, %332
  %336 = add nuw nsw i64 %271, 1
  %337 = icmp eq i64 %336, 3
  br i1 %337, label %264, label %270, !llvm.loop !19
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_sqrt(double noundef %0) #2 {
  %2 = fcmp ogt double %0, 1.000000e+00
  %3 = select i1 %2, double %0, double 1.000000e+00
  %4 = fneg double %0
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi double [ %3, %1 ], [ %11, %5 ]
  %7 = phi i32 [ 0, %1 ], [ %12, %5 ]
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %6, double %4)
  %9 = fmul double %6, 2.000000e+00
  %10 = fdiv double %8, %9
  %11 = fsub double %6, %10
  %12 = add nuw nsw i32 %7, 1
  %13 = tail call double @llvm.fabs.f64(double %10)
  %14 = fmul double %11, 1.000000e-15
  %15 = fcmp ogt double %13, %14
  %16 = icmp ult i32 %7, 99
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %5, label %18, !llvm.loop !9

18:                                               ; preds = %5
  ret double %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @fixed_cos(double noundef %0) #4 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi double [ 1.000000e+00, %1 ], [ %6, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %8, %2 ]
  %5 = fmul double %3, %0
  %6 = tail call double @cos(double noundef %5) #8
  %7 = fsub double %6, %3
  %8 = add nuw nsw i32 %4, 1
  %9 = tail call double @llvm.fabs.f64(double %7)
  %10 = fcmp ogt double %9, 1.000000e-15
  %11 = icmp ult i32 %4, 499
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %2, label %13, !llvm.loop !14

13:                                               ; preds = %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @cubic_root(double noundef %0) #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi double [ 1.000000e+00, %1 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %15, %2 ]
  %5 = fmul double %3, %3
  %6 = fmul double %3, %0
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %3, double %6)
  %8 = fadd double %7, -1.000000e+00
  %9 = fmul double %3, 3.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %3, double %0)
  %11 = fdiv double %8, %10
  %12 = fsub double %3, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp olt double %13, 1.000000e-15
  %15 = add nuw nsw i32 %4, 1
  %16 = icmp eq i32 %15, 100
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %18, label %2, !llvm.loop !16

18:                                               ; preds = %2
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @newton_cos(double noundef %0, double noundef %1) #4 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi double [ 5.000000e-01, %2 ], [ %12, %3 ]
  %5 = fmul double %4, %0
  %6 = tail call double @cos(double noundef %5) #8
  %7 = fsub double %4, %6
  %8 = tail call double @sin(double noundef %5) #8
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %8, double 1.000000e+00)
  %10 = fmul double %7, %1
  %11 = fdiv double %10, %9
  %12 = fsub double %4, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp ogt double %13, 0x3D06849B86A12B9B
  br i1 %14, label %3, label %15, !llvm.loop !18

15:                                               ; preds = %3
  %16 = tail call double @sin(double noundef %12) #8
  %17 = tail call double @llvm.fmuladd.f64(double %12, double %12, double %16)
  ret double %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
