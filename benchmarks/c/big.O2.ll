; ModuleID = 'big.c'
source_filename = "big.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"x[%d] ad=%.17g fd=%.17g FAIL\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define dso_local double @big(ptr nocapture noundef readonly %0) #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load double, ptr %2, align 8, !tbaa !5
  %4 = fmul double %3, 5.010000e-01
  %5 = tail call double @cos(double noundef %4) #10
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = fmul double %5, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = tail call double @sin(double noundef %10) #10
  %12 = load double, ptr %9, align 8, !tbaa !5
  %13 = fadd double %11, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 64
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %15, double 1.000000e+00)
  %17 = tail call double @llvm.sqrt.f64(double %16)
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = fsub double %17, %19
  %21 = getelementptr inbounds i8, ptr %0, i64 88
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = tail call double @llvm.fmuladd.f64(double %20, double %20, double 1.000000e+00)
  %24 = fdiv double %22, %23
  %25 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %26 = tail call double @llvm.sqrt.f64(double %25)
  %27 = fsub double %26, %19
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = load double, ptr %28, align 8, !tbaa !5
  %30 = fneg double %29
  %31 = fmul double %29, %30
  %32 = tail call double @exp(double noundef %31) #10
  %33 = getelementptr inbounds i8, ptr %0, i64 56
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = fadd double %32, %34
  %36 = tail call double @llvm.fmuladd.f64(double %8, double %8, double 1.000000e+00)
  %37 = tail call double @llvm.sqrt.f64(double %36)
  %38 = load double, ptr %14, align 8, !tbaa !5
  %39 = fsub double %37, %38
  %40 = load double, ptr %6, align 8, !tbaa !5
  %41 = fmul double %40, 6.410000e-01
  %42 = tail call double @cos(double noundef %41) #10
  %43 = getelementptr inbounds i8, ptr %0, i64 72
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = fmul double %42, %44
  %46 = tail call double @sin(double noundef %8) #10
  %47 = fadd double %35, %46
  %48 = load double, ptr %9, align 8, !tbaa !5
  %49 = fneg double %48
  %50 = fmul double %48, %49
  %51 = fcmp olt double %50, -7.450000e+02
  %52 = fcmp ogt double %50, 7.090000e+02
  %53 = or i1 %52, %51
  br i1 %53, label %54, label %56, !prof !9

54:                                               ; preds = %1
  %55 = tail call double @exp(double noundef %50) #10
  br label %56

56:                                               ; preds = %1, %54
  %57 = tail call double @llvm.fmuladd.f64(double %47, double %47, double 1.000000e+00)
  %58 = tail call double @llvm.sqrt.f64(double %57)
  %59 = load double, ptr %43, align 8, !tbaa !5
  %60 = fsub double %58, %59
  %61 = fmul double %47, 3.530000e-01
  %62 = tail call double @cos(double noundef %61) #10
  %63 = fmul double %27, %62
  %64 = load double, ptr %43, align 8, !tbaa !5
  %65 = fmul double %24, %64
  %66 = fmul double %65, 4.500000e-01
  %67 = fneg double %13
  %68 = fmul double %13, %67
  %69 = tail call double @exp(double noundef %68) #10
  %70 = load double, ptr %28, align 8, !tbaa !5
  %71 = fadd double %69, %70
  %72 = fmul double %39, 3.800000e-01
  %73 = tail call double @llvm.fmuladd.f64(double %63, double 8.910000e-01, double %72)
  %74 = fmul double %71, 5.400000e-01
  %75 = tail call double @cos(double noundef %74) #10
  %76 = getelementptr inbounds i8, ptr %0, i64 80
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = fmul double %75, %77
  %79 = tail call double @llvm.fabs.f64(double %27)
  %80 = fcmp oeq double %79, 0x7FF0000000000000
  br i1 %80, label %81, label %83, !prof !9

81:                                               ; preds = %56
  %82 = tail call double @sin(double noundef %27) #10
  br label %83

83:                                               ; preds = %56, %81
  %84 = tail call double @sin(double noundef %78) #10
  %85 = fadd double %27, %84
  %86 = tail call double @llvm.fabs.f64(double %71)
  %87 = fcmp oeq double %86, 0x7FF0000000000000
  br i1 %87, label %88, label %90, !prof !9

88:                                               ; preds = %83
  %89 = tail call double @sin(double noundef %71) #10
  br label %90

90:                                               ; preds = %83, %88
  %91 = load double, ptr %28, align 8, !tbaa !5
  %92 = fneg double %91
  %93 = fmul double %91, %92
  %94 = tail call double @exp(double noundef %93) #10
  %95 = fadd double %71, %94
  %96 = fneg double %95
  %97 = fmul double %95, %96
  %98 = fcmp olt double %97, -7.450000e+02
  %99 = fcmp ogt double %97, 7.090000e+02
  %100 = or i1 %99, %98
  br i1 %100, label %101, label %103, !prof !9

101:                                              ; preds = %90
  %102 = tail call double @exp(double noundef %97) #10
  br label %103

103:                                              ; preds = %90, %101
  %104 = fneg double %39
  %105 = fmul double %39, %104
  %106 = tail call double @exp(double noundef %105) #10
  %107 = fadd double %63, %106
  %108 = tail call double @llvm.fmuladd.f64(double %24, double %24, double 1.000000e+00)
  %109 = fdiv double %66, %108
  %110 = tail call double @llvm.fmuladd.f64(double %63, double %63, double 1.000000e+00)
  %111 = tail call double @llvm.sqrt.f64(double %110)
  %112 = fsub double %111, %109
  %113 = tail call double @sin(double noundef %24) #10
  %114 = fadd double %66, %113
  %115 = fmul double %47, %60
  %116 = fmul double %115, 3.980000e-01
  %117 = tail call double @llvm.fmuladd.f64(double %60, double %60, double 1.000000e+00)
  %118 = tail call double @llvm.sqrt.f64(double %117)
  %119 = fsub double %118, %45
  %120 = fmul double %73, %78
  %121 = fmul double %120, 6.620000e-01
  %122 = fneg double %121
  %123 = fmul double %121, %122
  %124 = tail call double @exp(double noundef %123) #10
  %125 = fadd double %60, %124
  %126 = fmul double %125, 5.610000e-01
  %127 = tail call double @llvm.fmuladd.f64(double %95, double 4.640000e-01, double %126)
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %127, double 1.000000e+00)
  %129 = tail call double @llvm.sqrt.f64(double %128)
  %130 = fsub double %129, %47
  %131 = tail call double @tanh(double noundef %85) #10
  %132 = fmul double %63, %109
  %133 = fmul double %132, 7.540000e-01
  %134 = fmul double %130, 6.180000e-01
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp oeq double %135, 0x7FF0000000000000
  br i1 %136, label %137, label %139, !prof !9

137:                                              ; preds = %103
  %138 = tail call double @cos(double noundef %134) #10
  br label %139

139:                                              ; preds = %103, %137
  %140 = fmul double %133, 8.320000e-01
  %141 = tail call double @cos(double noundef %140) #10
  %142 = fmul double %71, %141
  %143 = fmul double %85, %142
  %144 = fmul double %143, 4.320000e-01
  %145 = fneg double %133
  %146 = fmul double %133, %145
  %147 = tail call double @exp(double noundef %146) #10
  %148 = fadd double %121, %147
  %149 = tail call double @tanh(double noundef %85) #10
  %150 = fmul double %149, 0x3FE74BC6A7EF9DB2
  %151 = tail call double @llvm.fmuladd.f64(double %107, double %107, double 1.000000e+00)
  %152 = fdiv double %112, %151
  %153 = tail call double @sin(double noundef %119) #10
  %154 = fadd double %85, %153
  %155 = fneg double %116
  %156 = fmul double %116, %155
  %157 = fcmp olt double %156, -7.450000e+02
  %158 = fcmp ogt double %156, 7.090000e+02
  %159 = or i1 %158, %157
  br i1 %159, label %160, label %162, !prof !9

160:                                              ; preds = %139
  %161 = tail call double @exp(double noundef %156) #10
  br label %162

162:                                              ; preds = %139, %160
  %163 = fneg double %112
  %164 = fmul double %112, %163
  %165 = tail call double @exp(double noundef %164) #10
  %166 = fadd double %119, %165
  %167 = tail call double @llvm.fmuladd.f64(double %119, double %119, double 1.000000e+00)
  %168 = tail call double @llvm.sqrt.f64(double %167)
  %169 = fsub double %168, %150
  %170 = fmul double %130, 6.820000e-01
  %171 = tail call double @llvm.fmuladd.f64(double %169, double 4.140000e-01, double %170)
  %172 = tail call double @llvm.fmuladd.f64(double %154, double %154, double 1.000000e+00)
  %173 = fdiv double %150, %172
  %174 = tail call double @llvm.fmuladd.f64(double %130, double %130, double 1.000000e+00)
  %175 = fdiv double %133, %174
  %176 = fmul double %127, 6.270000e-01
  %177 = tail call double @cos(double noundef %176) #10
  %178 = fmul double %114, %177
  %179 = fmul double %121, 5.880000e-01
  %180 = tail call double @cos(double noundef %179) #10
  %181 = fmul double %180, %178
  %182 = tail call double @llvm.sqrt.f64(double %172)
  %183 = fsub double %182, %148
  %184 = tail call double @tanh(double noundef %152) #10
  %185 = tail call double @llvm.fmuladd.f64(double %171, double %171, double 1.000000e+00)
  %186 = tail call double @llvm.sqrt.f64(double %185)
  %187 = fsub double %186, %171
  %188 = fmul double %130, %183
  %189 = fmul double %188, 6.710000e-01
  %190 = fmul double %142, %166
  %191 = fmul double %190, 3.540000e-01
  %192 = tail call double @llvm.fmuladd.f64(double %166, double %166, double 1.000000e+00)
  %193 = tail call double @tanh(double noundef %169) #10
  %194 = fmul double %193, 5.010000e-01
  %195 = tail call double @llvm.fmuladd.f64(double %152, double %152, double 1.000000e+00)
  %196 = tail call double @llvm.sqrt.f64(double %195)
  %197 = fsub double %196, %142
  %198 = tail call double @llvm.fabs.f64(double %152)
  %199 = fcmp oeq double %198, 0x7FF0000000000000
  br i1 %199, label %200, label %202, !prof !9

200:                                              ; preds = %162
  %201 = tail call double @sin(double noundef %152) #10
  br label %202

202:                                              ; preds = %162, %200
  %203 = fmul double %189, 7.870000e-01
  %204 = tail call double @llvm.fmuladd.f64(double %144, double 3.750000e-01, double %203)
  %205 = fmul double %154, 7.750000e-01
  %206 = tail call double @llvm.fmuladd.f64(double %173, double 4.450000e-01, double %205)
  %207 = tail call double @llvm.sqrt.f64(double %192)
  %208 = fsub double %207, %175
  %209 = tail call double @tanh(double noundef %194) #10
  %210 = fmul double %209, 8.160000e-01
  %211 = fmul double %183, 5.210000e-01
  %212 = tail call double @cos(double noundef %211) #10
  %213 = fmul double %173, %212
  %214 = tail call double @llvm.fmuladd.f64(double %197, double %197, double 1.000000e+00)
  %215 = tail call double @llvm.sqrt.f64(double %214)
  %216 = fsub double %215, %169
  %217 = tail call double @tanh(double noundef %175) #10
  %218 = fmul double %217, 4.380000e-01
  %219 = tail call double @sin(double noundef %178) #10
  %220 = fadd double %197, %219
  %221 = tail call double @llvm.fmuladd.f64(double %218, double %218, double 1.000000e+00)
  %222 = tail call double @llvm.sqrt.f64(double %221)
  %223 = fsub double %222, %191
  %224 = fneg double %187
  %225 = fmul double %187, %224
  %226 = tail call double @exp(double noundef %225) #10
  %227 = fadd double %226, %220
  %228 = fmul double %197, 5.360000e-01
  %229 = tail call double @llvm.fmuladd.f64(double %223, double 7.610000e-01, double %228)
  %230 = fneg double %206
  %231 = fmul double %206, %230
  %232 = tail call double @exp(double noundef %231) #10
  %233 = fadd double %181, %232
  %234 = tail call double @tanh(double noundef %204) #10
  %235 = fmul double %234, 8.140000e-01
  %236 = tail call double @llvm.fmuladd.f64(double %229, double %229, double 1.000000e+00)
  %237 = tail call double @llvm.sqrt.f64(double %236)
  %238 = fsub double %237, %210
  %239 = fmul double %197, %235
  %240 = fmul double %239, 4.340000e-01
  %241 = fneg double %227
  %242 = fmul double %227, %241
  %243 = tail call double @exp(double noundef %242) #10
  %244 = fadd double %223, %243
  %245 = tail call double @tanh(double noundef %213) #10
  %246 = fmul double %245, 6.250000e-01
  %247 = tail call double @sin(double noundef %216) #10
  %248 = fadd double %244, %247
  %249 = fmul double %235, %229
  %250 = fmul double %249, 5.820000e-01
  %251 = fmul double %206, %220
  %252 = fmul double %251, 4.780000e-01
  %253 = fneg double %216
  %254 = fmul double %216, %253
  %255 = tail call double @exp(double noundef %254) #10
  %256 = fadd double %250, %255
  %257 = tail call double @tanh(double noundef %233) #10
  %258 = tail call double @sin(double noundef %248) #10
  %259 = fadd double %250, %258
  %260 = tail call double @llvm.fabs.f64(double %208)
  %261 = fcmp oeq double %260, 0x7FF0000000000000
  br i1 %261, label %262, label %264, !prof !9

262:                                              ; preds = %202
  %263 = tail call double @sin(double noundef %208) #10
  br label %264

264:                                              ; preds = %202, %262
  %265 = tail call double @llvm.fabs.f64(double %218)
  %266 = fcmp oeq double %265, 0x7FF0000000000000
  br i1 %266, label %267, label %269, !prof !9

267:                                              ; preds = %264
  %268 = tail call double @sin(double noundef %218) #10
  br label %269

269:                                              ; preds = %264, %267
  %270 = tail call double @llvm.fmuladd.f64(double %244, double %244, double 1.000000e+00)
  %271 = fdiv double %246, %270
  %272 = fmul double %248, 8.240000e-01
  %273 = tail call double @llvm.fmuladd.f64(double %246, double 6.270000e-01, double %272)
  %274 = tail call double @tanh(double noundef %252) #10
  %275 = fmul double %274, 8.440000e-01
  %276 = fneg double %252
  %277 = fmul double %252, %276
  %278 = tail call double @exp(double noundef %277) #10
  %279 = fadd double %223, %278
  %280 = fmul double %235, 0x3FEB7CED916872B0
  %281 = tail call double @llvm.fmuladd.f64(double %244, double 7.070000e-01, double %280)
  %282 = tail call double @sin(double noundef %246) #10
  %283 = fadd double %271, %282
  %284 = fmul double %235, 3.310000e-01
  %285 = tail call double @llvm.fmuladd.f64(double %275, double 0x3FE6A7EF9DB22D0E, double %284)
  %286 = tail call double @tanh(double noundef %238) #10
  %287 = fmul double %286, 4.610000e-01
  %288 = tail call double @tanh(double noundef %273) #10
  %289 = tail call double @llvm.fmuladd.f64(double %240, double %240, double 1.000000e+00)
  %290 = fdiv double %240, %289
  %291 = tail call double @llvm.sqrt.f64(double %270)
  %292 = fsub double %291, %248
  %293 = fmul double %281, 8.580000e-01
  %294 = tail call double @llvm.fmuladd.f64(double %256, double 3.100000e-01, double %293)
  %295 = fmul double %275, %287
  %296 = fmul double %295, 5.280000e-01
  %297 = fmul double %275, %283
  %298 = fmul double %297, 4.630000e-01
  %299 = tail call double @tanh(double noundef %296) #10
  %300 = fmul double %299, 7.770000e-01
  %301 = tail call double @sin(double noundef %259) #10
  %302 = fadd double %281, %301
  %303 = fmul double %300, 6.710000e-01
  %304 = tail call double @cos(double noundef %303) #10
  %305 = fmul double %287, %304
  %306 = tail call double @tanh(double noundef %256) #10
  %307 = tail call double @sin(double noundef %305) #10
  %308 = fadd double %292, %307
  %309 = tail call double @tanh(double noundef %294) #10
  %310 = fmul double %309, 4.430000e-01
  %311 = fneg double %294
  %312 = fmul double %294, %311
  %313 = tail call double @exp(double noundef %312) #10
  %314 = fadd double %313, %310
  %315 = fneg double %292
  %316 = fmul double %292, %315
  %317 = tail call double @exp(double noundef %316) #10
  %318 = fadd double %300, %317
  %319 = tail call double @llvm.fmuladd.f64(double %279, double %279, double 1.000000e+00)
  %320 = fdiv double %290, %319
  %321 = tail call double @llvm.fmuladd.f64(double %285, double %285, double 1.000000e+00)
  %322 = tail call double @llvm.sqrt.f64(double %321)
  %323 = fsub double %322, %275
  %324 = fmul double %320, 4.470000e-01
  %325 = tail call double @cos(double noundef %324) #10
  %326 = fmul double %275, %325
  %327 = tail call double @tanh(double noundef %320) #10
  %328 = tail call double @tanh(double noundef %294) #10
  %329 = fmul double %328, 4.100000e-01
  %330 = tail call double @sin(double noundef %314) #10
  %331 = fadd double %285, %330
  %332 = tail call double @llvm.fabs.f64(double %320)
  %333 = fcmp oeq double %332, 0x7FF0000000000000
  br i1 %333, label %334, label %336, !prof !9

334:                                              ; preds = %269
  %335 = tail call double @sin(double noundef %320) #10
  br label %336

336:                                              ; preds = %269, %334
  %337 = fneg double %302
  %338 = fmul double %302, %337
  %339 = tail call double @exp(double noundef %338) #10
  %340 = fadd double %285, %339
  %341 = tail call double @llvm.fmuladd.f64(double %318, double %318, double 1.000000e+00)
  %342 = fdiv double %292, %341
  %343 = fneg double %290
  %344 = fmul double %290, %343
  %345 = tail call double @exp(double noundef %344) #10
  %346 = fadd double %302, %345
  %347 = fneg double %305
  %348 = fmul double %305, %347
  %349 = tail call double @exp(double noundef %348) #10
  %350 = fadd double %331, %349
  %351 = fmul double %294, 6.250000e-01
  %352 = tail call double @llvm.fabs.f64(double %351)
  %353 = fcmp oeq double %352, 0x7FF0000000000000
  br i1 %353, label %354, label %356, !prof !9

354:                                              ; preds = %336
  %355 = tail call double @cos(double noundef %351) #10
  br label %356

356:                                              ; preds = %336, %354
  %357 = fmul double %326, 8.750000e-01
  %358 = tail call double @cos(double noundef %357) #10
  %359 = fmul double %323, %358
  %360 = fmul double %350, 7.470000e-01
  %361 = tail call double @cos(double noundef %360) #10
  %362 = fmul double %329, %361
  %363 = tail call double @sin(double noundef %340) #10
  %364 = fadd double %298, %363
  %365 = tail call double @llvm.fmuladd.f64(double %362, double %362, double 1.000000e+00)
  %366 = tail call double @llvm.sqrt.f64(double %365)
  %367 = fsub double %366, %326
  %368 = tail call double @llvm.fmuladd.f64(double %367, double %367, double 1.000000e+00)
  %369 = fdiv double %340, %368
  %370 = fmul double %320, %314
  %371 = fmul double %370, 0x3FEAD916872B020C
  %372 = tail call double @tanh(double noundef %308) #10
  %373 = fmul double %372, 4.450000e-01
  %374 = tail call double @llvm.fmuladd.f64(double %350, double %350, double 1.000000e+00)
  %375 = fdiv double %364, %374
  %376 = tail call double @llvm.fmuladd.f64(double %323, double %323, double 1.000000e+00)
  %377 = tail call double @llvm.sqrt.f64(double %376)
  %378 = fsub double %377, %320
  %379 = fneg double %310
  %380 = fmul double %310, %379
  %381 = tail call double @exp(double noundef %380) #10
  %382 = fadd double %346, %381
  %383 = tail call double @llvm.fmuladd.f64(double %346, double %346, double 1.000000e+00)
  %384 = tail call double @llvm.sqrt.f64(double %383)
  %385 = fsub double %384, %373
  %386 = tail call double @llvm.sqrt.f64(double %368)
  %387 = fsub double %386, %342
  %388 = tail call double @tanh(double noundef %342) #10
  %389 = fmul double %388, 3.730000e-01
  %390 = fneg double %326
  %391 = fmul double %326, %390
  %392 = tail call double @exp(double noundef %391) #10
  %393 = fadd double %373, %392
  %394 = tail call double @sin(double noundef %375) #10
  %395 = fadd double %394, %387
  %396 = fmul double %387, %395
  %397 = fmul double %396, 3.070000e-01
  %398 = fmul double %387, 5.730000e-01
  %399 = tail call double @llvm.fabs.f64(double %398)
  %400 = fcmp oeq double %399, 0x7FF0000000000000
  br i1 %400, label %401, label %403, !prof !9

401:                                              ; preds = %356
  %402 = tail call double @cos(double noundef %398) #10
  br label %403

403:                                              ; preds = %356, %401
  %404 = fmul double %375, 5.550000e-01
  %405 = tail call double @llvm.fmuladd.f64(double %350, double 8.010000e-01, double %404)
  %406 = tail call double @llvm.fabs.f64(double %375)
  %407 = fcmp oeq double %406, 0x7FF0000000000000
  br i1 %407, label %408, label %410, !prof !9

408:                                              ; preds = %403
  %409 = tail call double @sin(double noundef %375) #10
  br label %410

410:                                              ; preds = %403, %408
  %411 = tail call double @tanh(double noundef %397) #10
  %412 = fmul double %411, 4.150000e-01
  %413 = tail call double @sin(double noundef %371) #10
  %414 = fadd double %342, %413
  %415 = fmul double %378, 6.890000e-01
  %416 = tail call double @cos(double noundef %415) #10
  %417 = fmul double %367, %416
  %418 = fmul double %417, 7.070000e-01
  %419 = tail call double @cos(double noundef %418) #10
  %420 = fmul double %419, %417
  %421 = fmul double %417, 5.020000e-01
  %422 = tail call double @llvm.fmuladd.f64(double %359, double 6.100000e-01, double %421)
  %423 = fmul double %382, %395
  %424 = fmul double %423, 5.390000e-01
  %425 = fmul double %369, %397
  %426 = fmul double %425, 7.100000e-01
  %427 = fmul double %405, 3.690000e-01
  %428 = tail call double @llvm.fmuladd.f64(double %405, double 7.180000e-01, double %427)
  %429 = fneg double %428
  %430 = fmul double %428, %429
  %431 = tail call double @exp(double noundef %430) #10
  %432 = fadd double %387, %431
  %433 = fmul double %382, 5.040000e-01
  %434 = tail call double @cos(double noundef %433) #10
  %435 = fmul double %375, %434
  %436 = fneg double %422
  %437 = fmul double %422, %436
  %438 = fcmp olt double %437, -7.450000e+02
  %439 = fcmp ogt double %437, 7.090000e+02
  %440 = or i1 %439, %438
  br i1 %440, label %441, label %443, !prof !9

441:                                              ; preds = %410
  %442 = tail call double @exp(double noundef %437) #10
  br label %443

443:                                              ; preds = %410, %441
  %444 = tail call double @sin(double noundef %417) #10
  %445 = fadd double %412, %444
  %446 = tail call double @llvm.fmuladd.f64(double %385, double %385, double 1.000000e+00)
  %447 = fdiv double %417, %446
  %448 = tail call double @llvm.sqrt.f64(double %446)
  %449 = fsub double %448, %393
  %450 = fmul double %387, %414
  %451 = fmul double %450, 8.970000e-01
  %452 = tail call double @sin(double noundef %389) #10
  %453 = fadd double %426, %452
  %454 = fmul double %432, 5.980000e-01
  %455 = tail call double @llvm.fmuladd.f64(double %445, double 4.790000e-01, double %454)
  %456 = tail call double @tanh(double noundef %432) #10
  %457 = tail call double @llvm.fmuladd.f64(double %420, double %420, double 1.000000e+00)
  %458 = tail call double @llvm.sqrt.f64(double %457)
  %459 = fsub double %458, %424
  %460 = tail call double @llvm.fmuladd.f64(double %405, double %405, double 1.000000e+00)
  %461 = tail call double @llvm.sqrt.f64(double %460)
  %462 = fsub double %461, %405
  %463 = tail call double @tanh(double noundef %453) #10
  %464 = fmul double %463, 0x3FEB2B020C49BA5E
  %465 = fmul double %422, 7.640000e-01
  %466 = tail call double @llvm.fmuladd.f64(double %417, double 8.740000e-01, double %465)
  %467 = fmul double %414, 3.070000e-01
  %468 = tail call double @cos(double noundef %467) #10
  %469 = fmul double %449, %468
  %470 = tail call double @llvm.fmuladd.f64(double %428, double %428, double 1.000000e+00)
  %471 = fdiv double %424, %470
  %472 = fmul double %464, 3.250000e-01
  %473 = tail call double @llvm.fmuladd.f64(double %428, double 8.280000e-01, double %472)
  %474 = tail call double @sin(double noundef %469) #10
  %475 = fadd double %447, %474
  %476 = fmul double %445, 5.290000e-01
  %477 = tail call double @llvm.fmuladd.f64(double %473, double 7.150000e-01, double %476)
  %478 = tail call double @llvm.fmuladd.f64(double %422, double %422, double 1.000000e+00)
  %479 = tail call double @llvm.sqrt.f64(double %478)
  %480 = fsub double %479, %462
  %481 = fmul double %435, %475
  %482 = fmul double %481, 6.010000e-01
  %483 = fmul double %480, %477
  %484 = fmul double %483, 3.020000e-01
  %485 = fmul double %432, 9.000000e-01
  %486 = tail call double @cos(double noundef %485) #10
  %487 = fmul double %486, %482
  %488 = tail call double @tanh(double noundef %469) #10
  %489 = fmul double %488, 4.830000e-01
  %490 = tail call double @tanh(double noundef %487) #10
  %491 = fmul double %490, 6.050000e-01
  %492 = tail call double @tanh(double noundef %453) #10
  %493 = fmul double %455, 7.390000e-01
  %494 = tail call double @cos(double noundef %493) #10
  %495 = fmul double %491, %494
  %496 = tail call double @llvm.fmuladd.f64(double %487, double %487, double 1.000000e+00)
  %497 = tail call double @llvm.sqrt.f64(double %496)
  %498 = fsub double %497, %453
  %499 = fmul double %475, 5.590000e-01
  %500 = tail call double @cos(double noundef %499) #10
  %501 = fmul double %451, %500
  %502 = tail call double @llvm.fmuladd.f64(double %453, double %453, double 1.000000e+00)
  %503 = tail call double @llvm.sqrt.f64(double %502)
  %504 = fsub double %503, %495
  %505 = tail call double @llvm.fmuladd.f64(double %504, double %504, double 1.000000e+00)
  %506 = fdiv double %487, %505
  %507 = tail call double @tanh(double noundef %459) #10
  %508 = tail call double @llvm.fmuladd.f64(double %466, double %466, double 1.000000e+00)
  %509 = fdiv double %473, %508
  %510 = fmul double %462, 5.570000e-01
  %511 = tail call double @llvm.fmuladd.f64(double %477, double 6.060000e-01, double %510)
  %512 = tail call double @llvm.fmuladd.f64(double %506, double %506, double 1.000000e+00)
  %513 = fdiv double %489, %512
  %514 = fdiv double %466, %505
  %515 = fmul double %471, %469
  %516 = fmul double %515, 7.180000e-01
  %517 = tail call double @tanh(double noundef %514) #10
  %518 = fmul double %517, 0x3FE6A7EF9DB22D0E
  %519 = fmul double %501, 3.650000e-01
  %520 = tail call double @llvm.fmuladd.f64(double %518, double 5.370000e-01, double %519)
  %521 = tail call double @llvm.fmuladd.f64(double %511, double %511, double 1.000000e+00)
  %522 = fdiv double %513, %521
  %523 = tail call double @sin(double noundef %491) #10
  %524 = fadd double %523, %506
  %525 = tail call double @sin(double noundef %482) #10
  %526 = fadd double %482, %525
  %527 = tail call double @sin(double noundef %524) #10
  %528 = fadd double %484, %527
  %529 = fneg double %516
  %530 = fmul double %516, %529
  %531 = tail call double @exp(double noundef %530) #10
  %532 = fadd double %506, %531
  %533 = tail call double @tanh(double noundef %513) #10
  %534 = fmul double %533, 8.340000e-01
  %535 = tail call double @tanh(double noundef %498) #10
  %536 = fmul double %535, 8.900000e-01
  %537 = fmul double %520, %526
  %538 = fmul double %537, 3.960000e-01
  %539 = fmul double %516, %504
  %540 = fmul double %539, 7.260000e-01
  %541 = fneg double %532
  %542 = fmul double %532, %541
  %543 = fcmp olt double %542, -7.450000e+02
  %544 = fcmp ogt double %542, 7.090000e+02
  %545 = or i1 %544, %543
  br i1 %545, label %546, label %548, !prof !9

546:                                              ; preds = %443
  %547 = tail call double @exp(double noundef %542) #10
  br label %548

548:                                              ; preds = %443, %546
  %549 = fneg double %518
  %550 = fmul double %518, %549
  %551 = tail call double @exp(double noundef %550) #10
  %552 = fadd double %509, %551
  %553 = tail call double @llvm.fmuladd.f64(double %516, double %516, double 1.000000e+00)
  %554 = tail call double @llvm.sqrt.f64(double %553)
  %555 = fsub double %554, %513
  %556 = tail call double @tanh(double noundef %552) #10
  %557 = fmul double %556, 6.050000e-01
  %558 = fmul double %522, 5.890000e-01
  %559 = tail call double @cos(double noundef %558) #10
  %560 = fmul double %528, %559
  %561 = tail call double @tanh(double noundef %526) #10
  %562 = fmul double %518, 5.110000e-01
  %563 = tail call double @llvm.fmuladd.f64(double %538, double 3.520000e-01, double %562)
  %564 = fmul double %520, 3.880000e-01
  %565 = tail call double @llvm.fmuladd.f64(double %522, double 4.470000e-01, double %564)
  %566 = fmul double %540, 0x3FEA04189374BC6A
  %567 = tail call double @llvm.fmuladd.f64(double %552, double 3.210000e-01, double %566)
  %568 = tail call double @llvm.fmuladd.f64(double %536, double %536, double 1.000000e+00)
  %569 = fdiv double %534, %568
  %570 = fmul double %538, 3.700000e-01
  %571 = tail call double @llvm.fmuladd.f64(double %522, double 3.770000e-01, double %570)
  %572 = tail call double @sin(double noundef %571) #10
  %573 = fadd double %563, %572
  %574 = tail call double @llvm.fmuladd.f64(double %571, double %571, double 1.000000e+00)
  %575 = fdiv double %526, %574
  %576 = tail call double @llvm.fmuladd.f64(double %560, double %560, double 1.000000e+00)
  %577 = tail call double @llvm.sqrt.f64(double %576)
  %578 = fsub double %577, %528
  %579 = fneg double %565
  %580 = fmul double %565, %579
  %581 = fcmp olt double %580, -7.450000e+02
  %582 = fcmp ogt double %580, 7.090000e+02
  %583 = or i1 %582, %581
  br i1 %583, label %584, label %586, !prof !9

584:                                              ; preds = %548
  %585 = tail call double @exp(double noundef %580) #10
  br label %586

586:                                              ; preds = %548, %584
  %587 = tail call double @llvm.sqrt.f64(double %574)
  %588 = fsub double %587, %557
  %589 = tail call double @exp(double noundef %542) #10
  %590 = fadd double %555, %589
  %591 = fmul double %569, %560
  %592 = fmul double %591, 5.060000e-01
  %593 = fmul double %560, %573
  %594 = fmul double %593, 5.030000e-01
  %595 = tail call double @llvm.fmuladd.f64(double %590, double %590, double 1.000000e+00)
  %596 = fdiv double %588, %595
  %597 = tail call double @sin(double noundef %592) #10
  %598 = fadd double %540, %597
  %599 = fneg double %573
  %600 = fmul double %573, %599
  %601 = tail call double @exp(double noundef %600) #10
  %602 = fadd double %573, %601
  %603 = tail call double @tanh(double noundef %567) #10
  %604 = fmul double %603, 5.010000e-01
  %605 = tail call double @llvm.fmuladd.f64(double %569, double %569, double 1.000000e+00)
  %606 = fdiv double %571, %605
  %607 = fmul double %588, %578
  %608 = fmul double %607, 0x3FEB6C8B43958106
  %609 = tail call double @tanh(double noundef %575) #10
  %610 = fmul double %563, 0x3FE74BC6A7EF9DB2
  %611 = tail call double @llvm.fmuladd.f64(double %602, double 5.330000e-01, double %610)
  %612 = fmul double %578, 4.620000e-01
  %613 = tail call double @llvm.fmuladd.f64(double %606, double 4.300000e-01, double %612)
  %614 = tail call double @llvm.fmuladd.f64(double %611, double %611, double 1.000000e+00)
  %615 = fdiv double %573, %614
  %616 = tail call double @sin(double noundef %608) #10
  %617 = fadd double %573, %616
  %618 = fmul double %598, %602
  %619 = fmul double %618, 5.820000e-01
  %620 = fmul double %606, 0x3FEAD916872B020C
  %621 = tail call double @llvm.fmuladd.f64(double %617, double 6.530000e-01, double %620)
  %622 = tail call double @llvm.fmuladd.f64(double %615, double %615, double 1.000000e+00)
  %623 = tail call double @llvm.sqrt.f64(double %622)
  %624 = fsub double %623, %606
  %625 = tail call double @llvm.fmuladd.f64(double %594, double %594, double 1.000000e+00)
  %626 = fdiv double %578, %625
  %627 = fneg double %598
  %628 = fmul double %598, %627
  %629 = tail call double @exp(double noundef %628) #10
  %630 = fadd double %629, %617
  %631 = fneg double %619
  %632 = fmul double %619, %631
  %633 = tail call double @exp(double noundef %632) #10
  %634 = fadd double %626, %633
  %635 = tail call double @llvm.sqrt.f64(double %595)
  %636 = fsub double %635, %634
  %637 = tail call double @llvm.fmuladd.f64(double %634, double %634, double 1.000000e+00)
  %638 = tail call double @llvm.sqrt.f64(double %637)
  %639 = fsub double %638, %621
  %640 = fneg double %636
  %641 = fmul double %636, %640
  %642 = tail call double @exp(double noundef %641) #10
  %643 = fadd double %642, %636
  %644 = fmul double %596, %619
  %645 = fmul double %644, 4.320000e-01
  %646 = tail call double @sin(double noundef %639) #10
  %647 = fadd double %645, %646
  %648 = fmul double %630, 5.910000e-01
  %649 = tail call double @llvm.fabs.f64(double %648)
  %650 = fcmp oeq double %649, 0x7FF0000000000000
  br i1 %650, label %651, label %653, !prof !9

651:                                              ; preds = %586
  %652 = tail call double @cos(double noundef %648) #10
  br label %653

653:                                              ; preds = %586, %651
  %654 = tail call double @llvm.fmuladd.f64(double %604, double %604, double 1.000000e+00)
  %655 = tail call double @llvm.sqrt.f64(double %654)
  %656 = fsub double %655, %639
  %657 = tail call double @tanh(double noundef %639) #10
  %658 = fmul double %657, 5.080000e-01
  %659 = tail call double @sin(double noundef %608) #10
  %660 = fadd double %639, %659
  %661 = fmul double %634, %624
  %662 = fmul double %661, 0x3FE78D4FDF3B645A
  %663 = fneg double %630
  %664 = fmul double %630, %663
  %665 = tail call double @exp(double noundef %664) #10
  %666 = fadd double %626, %665
  %667 = tail call double @llvm.fmuladd.f64(double %645, double %645, double 1.000000e+00)
  %668 = fdiv double %662, %667
  %669 = fmul double %613, 5.420000e-01
  %670 = tail call double @llvm.fmuladd.f64(double %636, double 6.900000e-01, double %669)
  %671 = fmul double %658, %666
  %672 = fmul double %671, 7.800000e-01
  %673 = tail call double @llvm.fmuladd.f64(double %617, double %617, double 1.000000e+00)
  %674 = tail call double @llvm.sqrt.f64(double %673)
  %675 = fsub double %674, %639
  %676 = tail call double @sin(double noundef %645) #10
  %677 = fadd double %656, %676
  %678 = fneg double %670
  %679 = fmul double %670, %678
  %680 = tail call double @exp(double noundef %679) #10
  %681 = fadd double %670, %680
  %682 = tail call double @tanh(double noundef %624) #10
  %683 = fmul double %682, 7.050000e-01
  %684 = tail call double @llvm.fmuladd.f64(double %643, double %643, double 1.000000e+00)
  %685 = fdiv double %672, %684
  %686 = fmul double %675, %660
  %687 = fmul double %686, 5.480000e-01
  %688 = tail call double @tanh(double noundef %683) #10
  %689 = fmul double %688, 7.770000e-01
  %690 = tail call double @tanh(double noundef %689) #10
  %691 = fmul double %690, 6.850000e-01
  %692 = fneg double %672
  %693 = fmul double %672, %692
  %694 = tail call double @exp(double noundef %693) #10
  %695 = fadd double %677, %694
  %696 = tail call double @sin(double noundef %645) #10
  %697 = fadd double %685, %696
  %698 = fmul double %695, %695
  %699 = fmul double %698, 7.490000e-01
  %700 = fmul double %647, 4.930000e-01
  %701 = tail call double @cos(double noundef %700) #10
  %702 = fmul double %687, %701
  %703 = tail call double @tanh(double noundef %662) #10
  %704 = tail call double @tanh(double noundef %687) #10
  %705 = fmul double %704, 0x3FEA872B020C49BA
  %706 = tail call double @llvm.fmuladd.f64(double %668, double %668, double 1.000000e+00)
  %707 = tail call double @llvm.sqrt.f64(double %706)
  %708 = fsub double %707, %668
  %709 = tail call double @tanh(double noundef %666) #10
  %710 = fmul double %709, 8.010000e-01
  %711 = fneg double %662
  %712 = fmul double %662, %711
  %713 = tail call double @exp(double noundef %712) #10
  %714 = fadd double %713, %710
  %715 = fneg double %666
  %716 = fmul double %666, %715
  %717 = tail call double @exp(double noundef %716) #10
  %718 = fadd double %691, %717
  %719 = fmul double %681, 6.530000e-01
  %720 = tail call double @llvm.fmuladd.f64(double %677, double 7.030000e-01, double %719)
  %721 = tail call double @llvm.fmuladd.f64(double %718, double %718, double 1.000000e+00)
  %722 = tail call double @llvm.sqrt.f64(double %721)
  %723 = fsub double %722, %718
  %724 = fmul double %685, 6.530000e-01
  %725 = tail call double @cos(double noundef %724) #10
  %726 = fmul double %689, %725
  %727 = fmul double %720, 3.250000e-01
  %728 = tail call double @llvm.fabs.f64(double %727)
  %729 = fcmp oeq double %728, 0x7FF0000000000000
  br i1 %729, label %730, label %732, !prof !9

730:                                              ; preds = %653
  %731 = tail call double @cos(double noundef %727) #10
  br label %732

732:                                              ; preds = %653, %730
  %733 = fneg double %705
  %734 = fmul double %705, %733
  %735 = tail call double @exp(double noundef %734) #10
  %736 = fadd double %699, %735
  %737 = tail call double @llvm.fmuladd.f64(double %689, double %689, double 1.000000e+00)
  %738 = tail call double @llvm.sqrt.f64(double %737)
  %739 = fsub double %738, %699
  %740 = fmul double %697, %702
  %741 = fmul double %740, 3.460000e-01
  %742 = tail call double @sin(double noundef %720) #10
  %743 = fadd double %697, %742
  %744 = fmul double %685, 5.790000e-01
  %745 = tail call double @cos(double noundef %744) #10
  %746 = fmul double %723, %745
  %747 = fneg double %685
  %748 = fmul double %685, %747
  %749 = fcmp olt double %748, -7.450000e+02
  %750 = fcmp ogt double %748, 7.090000e+02
  %751 = or i1 %750, %749
  br i1 %751, label %752, label %754, !prof !9

752:                                              ; preds = %732
  %753 = tail call double @exp(double noundef %748) #10
  br label %754

754:                                              ; preds = %732, %752
  %755 = tail call double @sin(double noundef %739) #10
  %756 = fadd double %708, %755
  %757 = fmul double %695, %723
  %758 = fmul double %757, 7.270000e-01
  %759 = fneg double %702
  %760 = fmul double %702, %759
  %761 = tail call double @exp(double noundef %760) #10
  %762 = fadd double %720, %761
  %763 = fmul double %762, 3.440000e-01
  %764 = tail call double @llvm.fmuladd.f64(double %708, double 5.280000e-01, double %763)
  %765 = tail call double @llvm.fmuladd.f64(double %697, double %697, double 1.000000e+00)
  %766 = tail call double @llvm.sqrt.f64(double %765)
  %767 = fsub double %766, %718
  %768 = fmul double %726, 5.590000e-01
  %769 = tail call double @cos(double noundef %768) #10
  %770 = fmul double %714, %769
  %771 = fneg double %726
  %772 = fmul double %726, %771
  %773 = fcmp olt double %772, -7.450000e+02
  %774 = fcmp ogt double %772, 7.090000e+02
  %775 = or i1 %774, %773
  br i1 %775, label %776, label %778, !prof !9

776:                                              ; preds = %754
  %777 = tail call double @exp(double noundef %772) #10
  br label %778

778:                                              ; preds = %754, %776
  %779 = tail call double @tanh(double noundef %710) #10
  %780 = fmul double %779, 0x3FEB0A3D70A3D70A
  %781 = tail call double @llvm.fmuladd.f64(double %710, double %710, double 1.000000e+00)
  %782 = tail call double @llvm.sqrt.f64(double %781)
  %783 = fsub double %782, %770
  %784 = tail call double @tanh(double noundef %736) #10
  %785 = fmul double %784, 8.600000e-01
  %786 = tail call double @sin(double noundef %710) #10
  %787 = fadd double %746, %786
  %788 = fmul double %756, 5.900000e-01
  %789 = tail call double @cos(double noundef %788) #10
  %790 = fmul double %764, %789
  %791 = tail call double @sin(double noundef %764) #10
  %792 = fadd double %758, %791
  %793 = tail call double @llvm.fabs.f64(double %783)
  %794 = fcmp oeq double %793, 0x7FF0000000000000
  br i1 %794, label %795, label %797, !prof !9

795:                                              ; preds = %778
  %796 = tail call double @sin(double noundef %783) #10
  br label %797

797:                                              ; preds = %778, %795
  %798 = fmul double %743, 3.610000e-01
  %799 = tail call double @cos(double noundef %798) #10
  %800 = fmul double %726, %799
  %801 = fmul double %783, 6.650000e-01
  %802 = tail call double @llvm.fmuladd.f64(double %736, double 0x3FEB9DB22D0E5604, double %801)
  %803 = tail call double @sin(double noundef %741) #10
  %804 = fadd double %741, %803
  %805 = tail call double @llvm.fmuladd.f64(double %787, double %787, double 1.000000e+00)
  %806 = fdiv double %767, %805
  %807 = tail call double @llvm.sqrt.f64(double %805)
  %808 = fsub double %807, %785
  %809 = tail call double @llvm.fabs.f64(double %758)
  %810 = fcmp oeq double %809, 0x7FF0000000000000
  br i1 %810, label %811, label %813, !prof !9

811:                                              ; preds = %797
  %812 = tail call double @sin(double noundef %758) #10
  br label %813

813:                                              ; preds = %797, %811
  %814 = tail call double @tanh(double noundef %785) #10
  %815 = fmul double %814, 8.770000e-01
  %816 = fmul double %767, %808
  %817 = fmul double %816, 3.470000e-01
  %818 = fmul double %758, %802
  %819 = fmul double %818, 7.170000e-01
  %820 = tail call double @sin(double noundef %767) #10
  %821 = fadd double %764, %820
  %822 = tail call double @tanh(double noundef %802) #10
  %823 = fmul double %822, 3.630000e-01
  %824 = fmul double %806, 7.220000e-01
  %825 = tail call double @cos(double noundef %824) #10
  %826 = fmul double %780, %825
  %827 = fneg double %800
  %828 = fmul double %800, %827
  %829 = tail call double @exp(double noundef %828) #10
  %830 = fadd double %802, %829
  %831 = tail call double @llvm.fmuladd.f64(double %790, double %790, double 1.000000e+00)
  %832 = tail call double @llvm.sqrt.f64(double %831)
  %833 = fsub double %832, %804
  %834 = tail call double @sin(double noundef %833) #10
  %835 = fadd double %815, %834
  %836 = fmul double %823, 5.630000e-01
  %837 = tail call double @cos(double noundef %836) #10
  %838 = fmul double %792, %837
  %839 = tail call double @llvm.fmuladd.f64(double %817, double %817, double 1.000000e+00)
  %840 = fdiv double %817, %839
  %841 = tail call double @llvm.fmuladd.f64(double %802, double %802, double 1.000000e+00)
  %842 = tail call double @llvm.sqrt.f64(double %841)
  %843 = fsub double %842, %804
  %844 = fmul double %792, %830
  %845 = fmul double %844, 3.580000e-01
  %846 = tail call double @tanh(double noundef %817) #10
  %847 = fmul double %846, 8.180000e-01
  %848 = tail call double @llvm.fmuladd.f64(double %821, double %821, double 1.000000e+00)
  %849 = tail call double @llvm.sqrt.f64(double %848)
  %850 = fsub double %849, %802
  %851 = tail call double @llvm.fmuladd.f64(double %843, double %843, double 1.000000e+00)
  %852 = fdiv double %804, %851
  %853 = fneg double %821
  %854 = fmul double %821, %853
  %855 = tail call double @exp(double noundef %854) #10
  %856 = fadd double %850, %855
  %857 = fmul double %815, 6.460000e-01
  %858 = tail call double @cos(double noundef %857) #10
  %859 = tail call double @sin(double noundef %843) #10
  %860 = fadd double %830, %859
  %861 = fneg double %838
  %862 = fmul double %838, %861
  %863 = fcmp olt double %862, -7.450000e+02
  %864 = fcmp ogt double %862, 7.090000e+02
  %865 = or i1 %864, %863
  br i1 %865, label %866, label %868, !prof !9

866:                                              ; preds = %813
  %867 = tail call double @exp(double noundef %862) #10
  br label %868

868:                                              ; preds = %813, %866
  %869 = fmul double %819, %838
  %870 = fmul double %869, 7.760000e-01
  %871 = tail call double @tanh(double noundef %819) #10
  %872 = tail call double @tanh(double noundef %833) #10
  %873 = fmul double %872, 3.640000e-01
  %874 = tail call double @sin(double noundef %833) #10
  %875 = fadd double %845, %874
  %876 = fneg double %840
  %877 = fmul double %840, %876
  %878 = tail call double @exp(double noundef %877) #10
  %879 = fadd double %833, %878
  %880 = tail call double @exp(double noundef %877) #10
  %881 = fadd double %840, %880
  %882 = fmul double %826, %835
  %883 = fmul double %882, 0x3FE645A1CAC08312
  %884 = fmul double %879, 4.110000e-01
  %885 = tail call double @llvm.fmuladd.f64(double %873, double 8.780000e-01, double %884)
  %886 = tail call double @llvm.fmuladd.f64(double %856, double %856, double 1.000000e+00)
  %887 = tail call double @llvm.sqrt.f64(double %886)
  %888 = fsub double %887, %847
  %889 = tail call double @llvm.fabs.f64(double %885)
  %890 = fcmp oeq double %889, 0x7FF0000000000000
  br i1 %890, label %891, label %893, !prof !9

891:                                              ; preds = %868
  %892 = tail call double @sin(double noundef %885) #10
  br label %893

893:                                              ; preds = %868, %891
  %894 = fmul double %883, 7.520000e-01
  %895 = tail call double @llvm.fabs.f64(double %894)
  %896 = fcmp oeq double %895, 0x7FF0000000000000
  br i1 %896, label %897, label %899, !prof !9

897:                                              ; preds = %893
  %898 = tail call double @cos(double noundef %894) #10
  br label %899

899:                                              ; preds = %893, %897
  %900 = fmul double %870, %856
  %901 = fmul double %900, 3.800000e-01
  %902 = tail call double @tanh(double noundef %888) #10
  %903 = fmul double %902, 4.810000e-01
  %904 = tail call double @sin(double noundef %852) #10
  %905 = fadd double %879, %904
  %906 = fneg double %873
  %907 = fmul double %873, %906
  %908 = fcmp olt double %907, -7.450000e+02
  %909 = fcmp ogt double %907, 7.090000e+02
  %910 = or i1 %909, %908
  br i1 %910, label %911, label %913, !prof !9

911:                                              ; preds = %899
  %912 = tail call double @exp(double noundef %907) #10
  br label %913

913:                                              ; preds = %899, %911
  %914 = fneg double %856
  %915 = fmul double %856, %914
  %916 = fcmp olt double %915, -7.450000e+02
  %917 = fcmp ogt double %915, 7.090000e+02
  %918 = or i1 %917, %916
  br i1 %918, label %919, label %921, !prof !9

919:                                              ; preds = %913
  %920 = tail call double @exp(double noundef %915) #10
  br label %921

921:                                              ; preds = %913, %919
  %922 = tail call double @tanh(double noundef %860) #10
  %923 = fmul double %922, 7.390000e-01
  %924 = fneg double %923
  %925 = fmul double %923, %924
  %926 = fcmp olt double %925, -7.450000e+02
  %927 = fcmp ogt double %925, 7.090000e+02
  %928 = or i1 %927, %926
  br i1 %928, label %929, label %931, !prof !9

929:                                              ; preds = %921
  %930 = tail call double @exp(double noundef %925) #10
  br label %931

931:                                              ; preds = %921, %929
  %932 = tail call double @sin(double noundef %923) #10
  %933 = fadd double %873, %932
  %934 = tail call double @llvm.fmuladd.f64(double %873, double %873, double 1.000000e+00)
  %935 = fdiv double %875, %934
  %936 = fmul double %901, 4.550000e-01
  %937 = tail call double @cos(double noundef %936) #10
  %938 = fneg double %905
  %939 = fmul double %905, %938
  %940 = tail call double @exp(double noundef %939) #10
  %941 = fadd double %885, %940
  %942 = fmul double %881, 6.370000e-01
  %943 = tail call double @cos(double noundef %942) #10
  %944 = fmul double %935, %943
  %945 = fmul double %935, 3.630000e-01
  %946 = tail call double @cos(double noundef %945) #10
  %947 = tail call double @tanh(double noundef %933) #10
  %948 = tail call double @sin(double noundef %903) #10
  %949 = fadd double %944, %948
  %950 = tail call double @sin(double noundef %949) #10
  %951 = fadd double %941, %950
  %952 = fneg double %951
  %953 = fmul double %951, %952
  %954 = fcmp olt double %953, -7.450000e+02
  %955 = fcmp ogt double %953, 7.090000e+02
  %956 = or i1 %955, %954
  br i1 %956, label %957, label %959, !prof !9

957:                                              ; preds = %931
  %958 = tail call double @exp(double noundef %953) #10
  br label %959

959:                                              ; preds = %931, %957
  %960 = fmul double %944, %949
  %961 = fmul double %960, 5.610000e-01
  %962 = tail call double @llvm.fabs.f64(double %961)
  %963 = fcmp oeq double %962, 0x7FF0000000000000
  br i1 %963, label %964, label %966, !prof !9

964:                                              ; preds = %959
  %965 = tail call double @sin(double noundef %961) #10
  br label %966

966:                                              ; preds = %959, %964
  %967 = tail call double @llvm.fmuladd.f64(double %944, double %944, double 1.000000e+00)
  %968 = tail call double @llvm.sqrt.f64(double %967)
  %969 = tail call double @llvm.fmuladd.f64(double %901, double %901, double 1.000000e+00)
  %970 = tail call double @llvm.sqrt.f64(double %969)
  %971 = fsub double %970, %905
  %972 = fsub double %968, %971
  %973 = tail call double @llvm.fmuladd.f64(double %972, double %972, double 1.000000e+00)
  %974 = tail call double @llvm.sqrt.f64(double %973)
  %975 = fmul double %871, 4.440000e-01
  %976 = fsub double %975, %887
  %977 = fadd double %974, %976
  %978 = tail call double @llvm.fmuladd.f64(double %881, double %881, double 1.000000e+00)
  %979 = tail call double @llvm.sqrt.f64(double %978)
  %980 = fsub double %979, %879
  %981 = fsub double %968, %980
  %982 = fmul double %833, 7.570000e-01
  %983 = tail call double @llvm.fmuladd.f64(double %787, double 0x3FE6C8B439581062, double %982)
  %984 = fmul double %983, %875
  %985 = fmul double %984, 6.750000e-01
  %986 = tail call double @llvm.fmuladd.f64(double %985, double %985, double 1.000000e+00)
  %987 = fdiv double %847, %986
  %988 = tail call double @llvm.fmuladd.f64(double %987, double %987, double 1.000000e+00)
  %989 = tail call double @llvm.sqrt.f64(double %988)
  %990 = fmul double %983, %858
  %991 = tail call double @llvm.fmuladd.f64(double %990, double %990, double 1.000000e+00)
  %992 = fdiv double %901, %991
  %993 = fsub double %989, %992
  %994 = fmul double %980, %946
  %995 = fmul double %923, %937
  %996 = fneg double %981
  %997 = fmul double %981, %996
  %998 = tail call double @exp(double noundef %997) #10
  %999 = fadd double %944, %998
  %1000 = tail call double @tanh(double noundef %992) #10
  %1001 = fmul double %1000, 4.220000e-01
  %1002 = fneg double %971
  %1003 = fmul double %971, %1002
  %1004 = tail call double @exp(double noundef %1003) #10
  %1005 = fadd double %933, %1004
  %1006 = insertelement <2 x double> poison, double %993, i64 0
  %1007 = insertelement <2 x double> %1006, double %1005, i64 1
  %1008 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1007, <2 x double> %1007, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %1009 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %1008)
  %1010 = insertelement <2 x double> poison, double %977, i64 0
  %1011 = insertelement <2 x double> %1010, double %933, i64 1
  %1012 = fsub <2 x double> %1009, %1011
  %1013 = extractelement <2 x double> %1012, i64 0
  %1014 = tail call double @llvm.fmuladd.f64(double %1013, double %1013, double 1.000000e+00)
  %1015 = fdiv double %1005, %1014
  %1016 = fmul double %999, 5.950000e-01
  %1017 = tail call double @cos(double noundef %1016) #10
  %1018 = fmul double %994, %1017
  %1019 = fmul double %1013, 3.230000e-01
  %1020 = tail call double @cos(double noundef %1019) #10
  %1021 = fmul double %971, %1020
  %1022 = fmul double %951, 5.210000e-01
  %1023 = tail call double @cos(double noundef %1022) #10
  %1024 = fmul double %995, %1023
  %1025 = fadd double %1001, %1005
  %1026 = extractelement <2 x double> %1012, i64 1
  %1027 = fadd double %1025, %1026
  %1028 = fadd double %1013, %1027
  %1029 = fadd double %1015, %1028
  %1030 = fadd double %1018, %1029
  %1031 = fadd double %1021, %1030
  %1032 = fadd double %1024, %1031
  ret double %1032
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [16 x double], align 16
  %2 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  store <2 x double> <double 1.000000e-01, double 0x3FC3333333333334>, ptr %1, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 2.000000e-01, double 2.500000e-01>, ptr %3, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0x3FD3333333333334, double 0x3FD6666666666667>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 4.000000e-01, double 4.500000e-01>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 5.000000e-01, double 5.500000e-01>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x double> <double 0x3FE3333333333334, double 6.500000e-01>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x double> <double 0x3FE6666666666667, double 7.500000e-01>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 8.000000e-01, double 0x3FEB333333333334>, ptr %9, align 16, !tbaa !5
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @big, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  br label %15

11:                                               ; preds = %37
  %12 = icmp eq i32 %38, 0
  %13 = select i1 %12, ptr @.str.3, ptr @.str.2
  %14 = call i32 @puts(ptr nonnull dereferenceable(1) %13)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #10
  ret i32 %38

15:                                               ; preds = %0, %37
  %16 = phi i64 [ 0, %0 ], [ %39, %37 ]
  %17 = phi i32 [ 0, %0 ], [ %38, %37 ]
  %18 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = fadd double %19, 0x3EB0C6F7A0B5ED8D
  store double %20, ptr %18, align 8, !tbaa !5
  %21 = call double @big(ptr noundef nonnull %1)
  %22 = fadd double %19, 0xBEB0C6F7A0B5ED8D
  store double %22, ptr %18, align 8, !tbaa !5
  %23 = call double @big(ptr noundef nonnull %1)
  store double %19, ptr %18, align 8, !tbaa !5
  %24 = fsub double %21, %23
  %25 = fdiv double %24, 2.000000e-06
  %26 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %16
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fsub double %25, %27
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = call double @llvm.fabs.f64(double %25)
  %31 = fadd double %30, 1.000000e+00
  %32 = fmul double %31, 1.000000e-05
  %33 = fcmp ogt double %29, %32
  br i1 %33, label %34, label %37

34:                                               ; preds = %15
  %35 = trunc nuw nsw i64 %16 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, double noundef %27, double noundef %25)
  br label %37

37:                                               ; preds = %34, %15
  %38 = phi i32 [ 1, %34 ], [ %17, %15 ]
  %39 = add nuw nsw i64 %16, 1
  %40 = icmp eq i64 %39, 16
  br i1 %40, label %11, label %15, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #9

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!9 = !{!"branch_weights", i32 1, i32 1048575}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
