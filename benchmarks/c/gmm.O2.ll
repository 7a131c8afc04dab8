; ModuleID = 'gmm.c'
source_filename = "gmm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local double @gmm_objective(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef readonly %5, ptr noalias nocapture noundef readonly %6, double noundef %7, i32 noundef %8, ptr noalias nocapture noundef %9, ptr noalias nocapture noundef %10, ptr noalias nocapture noundef %11, ptr noalias nocapture noundef %12, ptr noalias nocapture noundef %13) local_unnamed_addr #0 {
  %15 = add i32 %0, 1
  %16 = mul nsw i32 %15, %0
  %17 = sdiv i32 %16, 2
  %18 = icmp sgt i32 %1, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %14
  %20 = icmp sgt i32 %0, 0
  %21 = zext i32 %17 to i64
  %22 = zext i32 %0 to i64
  %23 = zext nneg i32 %1 to i64
  br label %24

24:                                               ; preds = %19, %67
  %25 = phi i64 [ 0, %19 ], [ %70, %67 ]
  br i1 %20, label %26, label %67

26:                                               ; preds = %24
  %27 = mul nuw nsw i64 %25, %21
  %28 = mul nuw nsw i64 %25, %22
  %29 = getelementptr inbounds double, ptr %5, i64 %27
  %30 = getelementptr inbounds double, ptr %9, i64 %28
  br label %72

31:                                               ; preds = %67, %14
  %32 = icmp sgt i32 %2, 0
  br i1 %32, label %33, label %92

33:                                               ; preds = %31
  %34 = icmp sgt i32 %0, 0
  %35 = sext i32 %0 to i64
  %36 = getelementptr double, ptr %5, i64 %35
  %37 = icmp sgt i32 %0, 1
  %38 = zext i32 %0 to i64
  %39 = icmp sgt i32 %1, 1
  %40 = zext i32 %1 to i64
  %41 = sext i32 %17 to i64
  %42 = zext nneg i32 %2 to i64
  %43 = add nsw i64 %38, -1
  %44 = add nsw i64 %38, -2
  %45 = add nsw i64 %40, -1
  %46 = add nsw i64 %40, -2
  %47 = icmp ult i32 %0, 4
  %48 = and i64 %38, 2147483644
  %49 = icmp eq i64 %48, %38
  %50 = icmp ult i32 %0, 4
  %51 = and i64 %38, 2147483644
  %52 = icmp eq i64 %51, %38
  %53 = and i64 %43, 3
  %54 = icmp ult i64 %44, 3
  %55 = and i64 %43, -4
  %56 = getelementptr inbounds i8, ptr %12, i64 8
  %57 = getelementptr inbounds i8, ptr %12, i64 16
  %58 = getelementptr inbounds i8, ptr %12, i64 24
  %59 = icmp eq i64 %53, 0
  %60 = and i64 %45, 3
  %61 = icmp ult i64 %46, 3
  %62 = and i64 %45, -4
  %63 = getelementptr inbounds i8, ptr %13, i64 8
  %64 = getelementptr inbounds i8, ptr %13, i64 16
  %65 = getelementptr inbounds i8, ptr %13, i64 24
  %66 = icmp eq i64 %60, 0
  br label %82

67:                                               ; preds = %72, %24
  %68 = phi double [ 0.000000e+00, %24 ], [ %77, %72 ]
  %69 = getelementptr inbounds double, ptr %10, i64 %25
  store double %68, ptr %69, align 8, !tbaa !5
  %70 = add nuw nsw i64 %25, 1
  %71 = icmp eq i64 %70, %23
  br i1 %71, label %31, label %24, !llvm.loop !9

72:                                               ; preds = %26, %72
  %73 = phi i64 [ 0, %26 ], [ %80, %72 ]
  %74 = phi double [ 0.000000e+00, %26 ], [ %77, %72 ]
  %75 = getelementptr inbounds double, ptr %29, i64 %73
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fadd double %74, %76
  %78 = tail call double @exp(double noundef %76) #5
  %79 = getelementptr inbounds double, ptr %30, i64 %73
  store double %78, ptr %79, align 8, !tbaa !5
  %80 = add nuw nsw i64 %73, 1
  %81 = icmp eq i64 %80, %22
  br i1 %81, label %67, label %72, !llvm.loop !11

82:                                               ; preds = %33, %267
  %83 = phi i64 [ 0, %33 ], [ %273, %267 ]
  %84 = phi double [ 0.000000e+00, %33 ], [ %272, %267 ]
  br i1 %18, label %87, label %85

85:                                               ; preds = %82
  %86 = load double, ptr %13, align 8, !tbaa !5
  br label %267

87:                                               ; preds = %82
  %88 = trunc i64 %83 to i32
  %89 = mul i32 %88, %0
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %6, i64 %90
  br label %189

92:                                               ; preds = %267, %31
  %93 = phi double [ 0.000000e+00, %31 ], [ %272, %267 ]
  %94 = load double, ptr %3, align 8, !tbaa !5
  %95 = icmp sgt i32 %1, 1
  br i1 %95, label %96, label %146

96:                                               ; preds = %92
  %97 = zext nneg i32 %1 to i64
  %98 = add nsw i64 %97, -1
  %99 = add nsw i64 %97, -2
  %100 = and i64 %98, 3
  %101 = icmp ult i64 %99, 3
  br i1 %101, label %130, label %102

102:                                              ; preds = %96
  %103 = and i64 %98, -4
  %104 = getelementptr inbounds i8, ptr %3, i64 8
  %105 = getelementptr inbounds i8, ptr %3, i64 16
  %106 = getelementptr inbounds i8, ptr %3, i64 24
  br label %107

107:                                              ; preds = %107, %102
  %108 = phi i64 [ 1, %102 ], [ %127, %107 ]
  %109 = phi double [ %94, %102 ], [ %126, %107 ]
  %110 = phi i64 [ 0, %102 ], [ %128, %107 ]
  %111 = getelementptr inbounds double, ptr %3, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !5
  %113 = fcmp olt double %109, %112
  %114 = select i1 %113, double %112, double %109
  %115 = getelementptr inbounds double, ptr %104, i64 %108
  %116 = load double, ptr %115, align 8, !tbaa !5
  %117 = fcmp olt double %114, %116
  %118 = select i1 %117, double %116, double %114
  %119 = getelementptr inbounds double, ptr %105, i64 %108
  %120 = load double, ptr %119, align 8, !tbaa !5
  %121 = fcmp olt double %118, %120
  %122 = select i1 %121, double %120, double %118
  %123 = getelementptr inbounds double, ptr %106, i64 %108
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = fcmp olt double %122, %124
  %126 = select i1 %125, double %124, double %122
  %127 = add nuw nsw i64 %108, 4
  %128 = add i64 %110, 4
  %129 = icmp eq i64 %128, %103
  br i1 %129, label %130, label %107, !llvm.loop !12

130:                                              ; preds = %107, %96
  %131 = phi double [ poison, %96 ], [ %126, %107 ]
  %132 = phi i64 [ 1, %96 ], [ %127, %107 ]
  %133 = phi double [ %94, %96 ], [ %126, %107 ]
  %134 = icmp eq i64 %100, 0
  br i1 %134, label %146, label %135

135:                                              ; preds = %130, %135
  %136 = phi i64 [ %143, %135 ], [ %132, %130 ]
  %137 = phi double [ %142, %135 ], [ %133, %130 ]
  %138 = phi i64 [ %144, %135 ], [ 0, %130 ]
  %139 = getelementptr inbounds double, ptr %3, i64 %136
  %140 = load double, ptr %139, align 8, !tbaa !5
  %141 = fcmp olt double %137, %140
  %142 = select i1 %141, double %140, double %137
  %143 = add nuw nsw i64 %136, 1
  %144 = add i64 %138, 1
  %145 = icmp eq i64 %144, %100
  br i1 %145, label %146, label %135, !llvm.loop !13

146:                                              ; preds = %130, %135, %92
  %147 = phi double [ %94, %92 ], [ %131, %130 ], [ %142, %135 ]
  br i1 %18, label %150, label %148

148:                                              ; preds = %146
  %149 = tail call double @log(double noundef 0.000000e+00) #5
  br label %435

150:                                              ; preds = %146
  %151 = zext nneg i32 %1 to i64
  br label %152

152:                                              ; preds = %152, %150
  %153 = phi i64 [ 0, %150 ], [ %160, %152 ]
  %154 = phi double [ 0.000000e+00, %150 ], [ %159, %152 ]
  %155 = getelementptr inbounds double, ptr %3, i64 %153
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = fsub double %156, %147
  %158 = tail call double @exp(double noundef %157) #5
  %159 = fadd double %154, %158
  %160 = add nuw nsw i64 %153, 1
  %161 = icmp eq i64 %160, %151
  br i1 %161, label %162, label %152, !llvm.loop !15

162:                                              ; preds = %152
  %163 = tail call double @log(double noundef %159) #5
  br i1 %18, label %164, label %435

164:                                              ; preds = %162
  %165 = icmp sgt i32 %0, 1
  %166 = zext i32 %0 to i64
  %167 = sub i32 %17, %0
  %168 = sext i32 %0 to i64
  %169 = getelementptr double, ptr %5, i64 %168
  %170 = icmp sgt i32 %167, 1
  %171 = zext i32 %167 to i64
  %172 = fmul double %7, 5.000000e-01
  %173 = fmul double %172, %7
  %174 = sitofp i32 %8 to double
  %175 = sext i32 %17 to i64
  %176 = zext nneg i32 %1 to i64
  %177 = add nsw i64 %166, -1
  %178 = add nsw i64 %166, -2
  %179 = add nsw i64 %171, -1
  %180 = add nsw i64 %171, -2
  %181 = and i64 %177, 3
  %182 = icmp ult i64 %178, 3
  %183 = and i64 %177, -4
  %184 = icmp eq i64 %181, 0
  %185 = and i64 %179, 3
  %186 = icmp ult i64 %180, 3
  %187 = and i64 %179, -4
  %188 = icmp eq i64 %185, 0
  br label %485

189:                                              ; preds = %87, %377
  %190 = phi i64 [ 0, %87 ], [ %382, %377 ]
  br i1 %34, label %191, label %327

191:                                              ; preds = %189
  %192 = mul nuw nsw i64 %190, %35
  %193 = and i64 %192, 4294967295
  %194 = getelementptr inbounds double, ptr %4, i64 %193
  br i1 %47, label %195, label %197

195:                                              ; preds = %213, %191
  %196 = phi i64 [ 0, %191 ], [ %48, %213 ]
  br label %299

197:                                              ; preds = %191, %197
  %198 = phi i64 [ %211, %197 ], [ 0, %191 ]
  %199 = getelementptr inbounds double, ptr %91, i64 %198
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load <2 x double>, ptr %199, align 8, !tbaa !5
  %202 = load <2 x double>, ptr %200, align 8, !tbaa !5
  %203 = getelementptr inbounds double, ptr %194, i64 %198
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = load <2 x double>, ptr %203, align 8, !tbaa !5
  %206 = load <2 x double>, ptr %204, align 8, !tbaa !5
  %207 = fsub <2 x double> %201, %205
  %208 = fsub <2 x double> %202, %206
  %209 = getelementptr inbounds double, ptr %11, i64 %198
  %210 = getelementptr inbounds i8, ptr %209, i64 16
  store <2 x double> %207, ptr %209, align 8, !tbaa !5
  store <2 x double> %208, ptr %210, align 8, !tbaa !5
  %211 = add nuw i64 %198, 4
  %212 = icmp eq i64 %211, %48
  br i1 %212, label %213, label %197, !llvm.loop !16

213:                                              ; preds = %197
  br i1 %49, label %275, label %195

214:                                              ; preds = %377
  %215 = load double, ptr %13, align 8, !tbaa !5
  br i1 %39, label %216, label %255

216:                                              ; preds = %214
  br i1 %61, label %240, label %217

217:                                              ; preds = %216, %217
  %218 = phi i64 [ %237, %217 ], [ 1, %216 ]
  %219 = phi double [ %236, %217 ], [ %215, %216 ]
  %220 = phi i64 [ %238, %217 ], [ 0, %216 ]
  %221 = getelementptr inbounds double, ptr %13, i64 %218
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = fcmp olt double %219, %222
  %224 = select i1 %223, double %222, double %219
  %225 = getelementptr inbounds double, ptr %63, i64 %218
  %226 = load double, ptr %225, align 8, !tbaa !5
  %227 = fcmp olt double %224, %226
  %228 = select i1 %227, double %226, double %224
  %229 = getelementptr inbounds double, ptr %64, i64 %218
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = fcmp olt double %228, %230
  %232 = select i1 %231, double %230, double %228
  %233 = getelementptr inbounds double, ptr %65, i64 %218
  %234 = load double, ptr %233, align 8, !tbaa !5
  %235 = fcmp olt double %232, %234
  %236 = select i1 %235, double %234, double %232
  %237 = add nuw nsw i64 %218, 4
  %238 = add i64 %220, 4
  %239 = icmp eq i64 %238, %62
  br i1 %239, label %240, label %217, !llvm.loop !12

240:                                              ; preds = %217, %216
  %241 = phi double [ poison, %216 ], [ %236, %217 ]
  %242 = phi i64 [ 1, %216 ], [ %237, %217 ]
  %243 = phi double [ %215, %216 ], [ %236, %217 ]
  br i1 %66, label %255, label %244

244:                                              ; preds = %240, %244
  %245 = phi i64 [ %252, %244 ], [ %242, %240 ]
  %246 = phi double [ %251, %244 ], [ %243, %240 ]
  %247 = phi i64 [ %253, %244 ], [ 0, %240 ]
  %248 = getelementptr inbounds double, ptr %13, i64 %245
  %249 = load double, ptr %248, align 8, !tbaa !5
  %250 = fcmp olt double %246, %249
  %251 = select i1 %250, double %249, double %246
  %252 = add nuw nsw i64 %245, 1
  %253 = add i64 %247, 1
  %254 = icmp eq i64 %253, %60
  br i1 %254, label %255, label %244, !llvm.loop !19

255:                                              ; preds = %240, %244, %214
  %256 = phi double [ %215, %214 ], [ %241, %240 ], [ %251, %244 ]
  br i1 %18, label %257, label %267

257:                                              ; preds = %255, %257
  %258 = phi i64 [ %265, %257 ], [ 0, %255 ]
  %259 = phi double [ %264, %257 ], [ 0.000000e+00, %255 ]
  %260 = getelementptr inbounds double, ptr %13, i64 %258
  %261 = load double, ptr %260, align 8, !tbaa !5
  %262 = fsub double %261, %256
  %263 = tail call double @exp(double noundef %262) #5
  %264 = fadd double %259, %263
  %265 = add nuw nsw i64 %258, 1
  %266 = icmp eq i64 %265, %40
  br i1 %266, label %267, label %257, !llvm.loop !15

267:                                              ; preds = %257, %85, %255
  %268 = phi double [ %256, %255 ], [ %86, %85 ], [ %256, %257 ]
  %269 = phi double [ 0.000000e+00, %255 ], [ 0.000000e+00, %85 ], [ %264, %257 ]
  %270 = tail call double @log(double noundef %269) #5
  %271 = fadd double %268, %270
  %272 = fadd double %84, %271
  %273 = add nuw nsw i64 %83, 1
  %274 = icmp eq i64 %273, %42
  br i1 %274, label %92, label %82, !llvm.loop !20

275:                                              ; preds = %299, %213
  %276 = getelementptr inbounds double, ptr %9, i64 %192
  %277 = mul nsw i64 %190, %41
  %278 = getelementptr double, ptr %36, i64 %277
  br i1 %34, label %279, label %327

279:                                              ; preds = %275
  br i1 %50, label %280, label %282

280:                                              ; preds = %298, %279
  %281 = phi i64 [ 0, %279 ], [ %51, %298 ]
  br label %310

282:                                              ; preds = %279, %282
  %283 = phi i64 [ %296, %282 ], [ 0, %279 ]
  %284 = getelementptr inbounds double, ptr %276, i64 %283
  %285 = getelementptr inbounds i8, ptr %284, i64 16
  %286 = load <2 x double>, ptr %284, align 8, !tbaa !5
  %287 = load <2 x double>, ptr %285, align 8, !tbaa !5
  %288 = getelementptr inbounds double, ptr %11, i64 %283
  %289 = getelementptr inbounds i8, ptr %288, i64 16
  %290 = load <2 x double>, ptr %288, align 8, !tbaa !5
  %291 = load <2 x double>, ptr %289, align 8, !tbaa !5
  %292 = fmul <2 x double> %286, %290
  %293 = fmul <2 x double> %287, %291
  %294 = getelementptr inbounds double, ptr %12, i64 %283
  %295 = getelementptr inbounds i8, ptr %294, i64 16
  store <2 x double> %292, ptr %294, align 8, !tbaa !5
  store <2 x double> %293, ptr %295, align 8, !tbaa !5
  %296 = add nuw i64 %283, 4
  %297 = icmp eq i64 %296, %51
  br i1 %297, label %298, label %282, !llvm.loop !21

298:                                              ; preds = %282
  br i1 %52, label %309, label %280

299:                                              ; preds = %195, %299
  %300 = phi i64 [ %307, %299 ], [ %196, %195 ]
  %301 = getelementptr inbounds double, ptr %91, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !5
  %303 = getelementptr inbounds double, ptr %194, i64 %300
  %304 = load double, ptr %303, align 8, !tbaa !5
  %305 = fsub double %302, %304
  %306 = getelementptr inbounds double, ptr %11, i64 %300
  store double %305, ptr %306, align 8, !tbaa !5
  %307 = add nuw nsw i64 %300, 1
  %308 = icmp eq i64 %307, %38
  br i1 %308, label %275, label %299, !llvm.loop !22

309:                                              ; preds = %310, %298
  br i1 %34, label %384, label %327

310:                                              ; preds = %280, %310
  %311 = phi i64 [ %318, %310 ], [ %281, %280 ]
  %312 = getelementptr inbounds double, ptr %276, i64 %311
  %313 = load double, ptr %312, align 8, !tbaa !5
  %314 = getelementptr inbounds double, ptr %11, i64 %311
  %315 = load double, ptr %314, align 8, !tbaa !5
  %316 = fmul double %313, %315
  %317 = getelementptr inbounds double, ptr %12, i64 %311
  store double %316, ptr %317, align 8, !tbaa !5
  %318 = add nuw nsw i64 %311, 1
  %319 = icmp eq i64 %318, %38
  br i1 %319, label %309, label %310, !llvm.loop !23

320:                                              ; preds = %424, %419
  %321 = phi i64 [ %399, %419 ], [ %432, %424 ]
  %322 = trunc nsw i64 %321 to i32
  br label %323

323:                                              ; preds = %320, %384
  %324 = phi i32 [ %387, %384 ], [ %322, %320 ]
  %325 = add nuw nsw i64 %386, 1
  %326 = icmp eq i64 %390, %38
  br i1 %326, label %335, label %384, !llvm.loop !24

327:                                              ; preds = %309, %275, %189
  %328 = getelementptr inbounds double, ptr %3, i64 %190
  %329 = load double, ptr %328, align 8, !tbaa !5
  %330 = getelementptr inbounds double, ptr %10, i64 %190
  %331 = load double, ptr %330, align 8, !tbaa !5
  %332 = fadd double %329, %331
  %333 = load double, ptr %12, align 8, !tbaa !5
  %334 = fmul double %333, %333
  br label %377

335:                                              ; preds = %323
  %336 = getelementptr inbounds double, ptr %3, i64 %190
  %337 = load double, ptr %336, align 8, !tbaa !5
  %338 = getelementptr inbounds double, ptr %10, i64 %190
  %339 = load double, ptr %338, align 8, !tbaa !5
  %340 = fadd double %337, %339
  %341 = load double, ptr %12, align 8, !tbaa !5
  %342 = fmul double %341, %341
  br i1 %37, label %343, label %377

343:                                              ; preds = %335
  br i1 %54, label %363, label %344

344:                                              ; preds = %343, %344
  %345 = phi i64 [ %360, %344 ], [ 1, %343 ]
  %346 = phi double [ %359, %344 ], [ %342, %343 ]
  %347 = phi i64 [ %361, %344 ], [ 0, %343 ]
  %348 = getelementptr inbounds double, ptr %12, i64 %345
  %349 = load double, ptr %348, align 8, !tbaa !5
  %350 = tail call double @llvm.fmuladd.f64(double %349, double %349, double %346)
  %351 = getelementptr inbounds double, ptr %56, i64 %345
  %352 = load double, ptr %351, align 8, !tbaa !5
  %353 = tail call double @llvm.fmuladd.f64(double %352, double %352, double %350)
  %354 = getelementptr inbounds double, ptr %57, i64 %345
  %355 = load double, ptr %354, align 8, !tbaa !5
  %356 = tail call double @llvm.fmuladd.f64(double %355, double %355, double %353)
  %357 = getelementptr inbounds double, ptr %58, i64 %345
  %358 = load double, ptr %357, align 8, !tbaa !5
  %359 = tail call double @llvm.fmuladd.f64(double %358, double %358, double %356)
  %360 = add nuw nsw i64 %345, 4
  %361 = add i64 %347, 4
  %362 = icmp eq i64 %361, %55
  br i1 %362, label %363, label %344, !llvm.loop !25

363:                                              ; preds = %344, %343
  %364 = phi double [ poison, %343 ], [ %359, %344 ]
  %365 = phi i64 [ 1, %343 ], [ %360, %344 ]
  %366 = phi double [ %342, %343 ], [ %359, %344 ]
  br i1 %59, label %377, label %367

367:                                              ; preds = %363, %367
  %368 = phi i64 [ %374, %367 ], [ %365, %363 ]
  %369 = phi double [ %373, %367 ], [ %366, %363 ]
  %370 = phi i64 [ %375, %367 ], [ 0, %363 ]
  %371 = getelementptr inbounds double, ptr %12, i64 %368
  %372 = load double, ptr %371, align 8, !tbaa !5
  %373 = tail call double @llvm.fmuladd.f64(double %372, double %372, double %369)
  %374 = add nuw nsw i64 %368, 1
  %375 = add i64 %370, 1
  %376 = icmp eq i64 %375, %53
  br i1 %376, label %377, label %367, !llvm.loop !26

377:                                              ; preds = %363, %367, %327, %335
  %378 = phi double [ %340, %335 ], [ %332, %327 ], [ %340, %367 ], [ %340, %363 ]
  %379 = phi double [ %342, %335 ], [ %334, %327 ], [ %364, %363 ], [ %373, %367 ]
  %380 = tail call double @llvm.fmuladd.f64(double %379, double -5.000000e-01, double %378)
  %381 = getelementptr inbounds double, ptr %13, i64 %190
  store double %380, ptr %381, align 8, !tbaa !5
  %382 = add nuw nsw i64 %190, 1
  %383 = icmp eq i64 %382, %40
  br i1 %383, label %214, label %189, !llvm.loop !27

384:                                              ; preds = %309, %323
  %385 = phi i64 [ %390, %323 ], [ 0, %309 ]
  %386 = phi i64 [ %325, %323 ], [ 1, %309 ]
  %387 = phi i32 [ %324, %323 ], [ 0, %309 ]
  %388 = xor i64 %385, -1
  %389 = add nsw i64 %388, %38
  %390 = add nuw nsw i64 %385, 1
  %391 = icmp slt i64 %390, %35
  br i1 %391, label %392, label %323

392:                                              ; preds = %384
  %393 = getelementptr inbounds double, ptr %11, i64 %385
  %394 = load double, ptr %393, align 8, !tbaa !5
  %395 = sext i32 %387 to i64
  %396 = icmp ult i64 %389, 4
  br i1 %396, label %421, label %397

397:                                              ; preds = %392
  %398 = and i64 %389, -4
  %399 = add i64 %398, %395
  %400 = add i64 %386, %398
  %401 = insertelement <2 x double> poison, double %394, i64 0
  %402 = shufflevector <2 x double> %401, <2 x double> poison, <2 x i32> zeroinitializer
  %403 = getelementptr double, ptr %278, i64 %395
  %404 = getelementptr double, ptr %12, i64 %386
  br label %405

405:                                              ; preds = %405, %397
  %406 = phi i64 [ 0, %397 ], [ %417, %405 ]
  %407 = getelementptr double, ptr %403, i64 %406
  %408 = getelementptr inbounds i8, ptr %407, i64 16
  %409 = load <2 x double>, ptr %407, align 8, !tbaa !5
  %410 = load <2 x double>, ptr %408, align 8, !tbaa !5
  %411 = getelementptr double, ptr %404, i64 %406
  %412 = getelementptr inbounds i8, ptr %411, i64 16
  %413 = load <2 x double>, ptr %411, align 8, !tbaa !5
  %414 = load <2 x double>, ptr %412, align 8, !tbaa !5
  %415 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %409, <2 x double> %402, <2 x double> %413)
  %416 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> %402, <2 x double> %414)
  store <2 x double> %415, ptr %411, align 8, !tbaa !5
  store <2 x double> %416, ptr %412, align 8, !tbaa !5
  %417 = add nuw i64 %406, 4
  %418 = icmp eq i64 %417, %398
  br i1 %418, label %419, label %405, !llvm.loop !28

419:                                              ; preds = %405
  %420 = icmp eq i64 %389, %398
  br i1 %420, label %320, label %421

421:                                              ; preds = %419, %392
  %422 = phi i64 [ %395, %392 ], [ %399, %419 ]
  %423 = phi i64 [ %386, %392 ], [ %400, %419 ]
  br label %424

424:                                              ; preds = %421, %424
  %425 = phi i64 [ %432, %424 ], [ %422, %421 ]
  %426 = phi i64 [ %433, %424 ], [ %423, %421 ]
  %427 = getelementptr inbounds double, ptr %278, i64 %425
  %428 = load double, ptr %427, align 8, !tbaa !5
  %429 = getelementptr inbounds double, ptr %12, i64 %426
  %430 = load double, ptr %429, align 8, !tbaa !5
  %431 = tail call double @llvm.fmuladd.f64(double %428, double %394, double %430)
  store double %431, ptr %429, align 8, !tbaa !5
  %432 = add nsw i64 %425, 1
  %433 = add nuw nsw i64 %426, 1
  %434 = icmp eq i64 %433, %38
  br i1 %434, label %320, label %424, !llvm.loop !29

435:                                              ; preds = %574, %148, %162
  %436 = phi double [ %163, %162 ], [ %149, %148 ], [ %163, %574 ]
  %437 = phi double [ 0.000000e+00, %162 ], [ 0.000000e+00, %148 ], [ %582, %574 ]
  %438 = add i32 %15, %8
  %439 = tail call double @log(double noundef %7) #5
  %440 = sitofp i32 %438 to double
  %441 = fmul double %440, 5.000000e-01
  %442 = sitofp i32 %0 to double
  %443 = fmul double %442, 2.500000e-01
  %444 = add nsw i32 %0, -1
  %445 = sitofp i32 %444 to double
  %446 = fmul double %443, %445
  %447 = fmul double %446, 0x3FF250D048E7A1BD
  %448 = icmp slt i32 %0, 1
  br i1 %448, label %459, label %449

449:                                              ; preds = %435, %449
  %450 = phi i32 [ %457, %449 ], [ 1, %435 ]
  %451 = phi double [ %456, %449 ], [ %447, %435 ]
  %452 = sub nsw i32 1, %450
  %453 = sitofp i32 %452 to double
  %454 = tail call double @llvm.fmuladd.f64(double %453, double 5.000000e-01, double %441)
  %455 = tail call double @lgamma(double noundef %454) #5
  %456 = fadd double %451, %455
  %457 = add nuw i32 %450, 1
  %458 = icmp eq i32 %450, %0
  br i1 %458, label %459, label %449, !llvm.loop !30

459:                                              ; preds = %449, %435
  %460 = phi double [ %447, %435 ], [ %456, %449 ]
  %461 = fadd double %439, 0xBFD62E42FEFA39EF
  %462 = mul nsw i32 %438, %0
  %463 = sitofp i32 %462 to double
  %464 = mul i32 %0, %2
  %465 = sub i32 0, %464
  %466 = sitofp i32 %465 to double
  %467 = fmul double %466, 5.000000e-01
  %468 = fmul double %467, 0x3FFD67F1C864BEB4
  %469 = fadd double %147, %436
  %470 = fneg double %460
  %471 = tail call double @llvm.fmuladd.f64(double %463, double %461, double %470)
  %472 = insertelement <2 x i32> poison, i32 %2, i64 0
  %473 = insertelement <2 x i32> %472, i32 %1, i64 1
  %474 = sitofp <2 x i32> %473 to <2 x double>
  %475 = fadd double %468, %93
  %476 = fneg <2 x double> %474
  %477 = insertelement <2 x double> poison, double %469, i64 0
  %478 = insertelement <2 x double> %477, double %471, i64 1
  %479 = insertelement <2 x double> poison, double %475, i64 0
  %480 = insertelement <2 x double> %479, double %437, i64 1
  %481 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %476, <2 x double> %478, <2 x double> %480)
  %482 = shufflevector <2 x double> %481, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %483 = fadd <2 x double> %481, %482
  %484 = extractelement <2 x double> %483, i64 0
  ret double %484

485:                                              ; preds = %164, %574
  %486 = phi i64 [ 0, %164 ], [ %583, %574 ]
  %487 = phi double [ 0.000000e+00, %164 ], [ %582, %574 ]
  %488 = mul nsw i64 %486, %168
  %489 = getelementptr inbounds double, ptr %9, i64 %488
  %490 = load double, ptr %489, align 8, !tbaa !5
  %491 = fmul double %490, %490
  br i1 %165, label %492, label %530

492:                                              ; preds = %485
  br i1 %182, label %516, label %493

493:                                              ; preds = %492
  %494 = getelementptr inbounds i8, ptr %489, i64 8
  %495 = getelementptr inbounds i8, ptr %489, i64 16
  %496 = getelementptr inbounds i8, ptr %489, i64 24
  br label %497

497:                                              ; preds = %497, %493
  %498 = phi i64 [ 1, %493 ], [ %513, %497 ]
  %499 = phi double [ %491, %493 ], [ %512, %497 ]
  %500 = phi i64 [ 0, %493 ], [ %514, %497 ]
  %501 = getelementptr inbounds double, ptr %489, i64 %498
  %502 = load double, ptr %501, align 8, !tbaa !5
  %503 = tail call double @llvm.fmuladd.f64(double %502, double %502, double %499)
  %504 = getelementptr inbounds double, ptr %494, i64 %498
  %505 = load double, ptr %504, align 8, !tbaa !5
  %506 = tail call double @llvm.fmuladd.f64(double %505, double %505, double %503)
  %507 = getelementptr inbounds double, ptr %495, i64 %498
  %508 = load double, ptr %507, align 8, !tbaa !5
  %509 = tail call double @llvm.fmuladd.f64(double %508, double %508, double %506)
  %510 = getelementptr inbounds double, ptr %496, i64 %498
  %511 = load double, ptr %510, align 8, !tbaa !5
  %512 = tail call double @llvm.fmuladd.f64(double %511, double %511, double %509)
  %513 = add nuw nsw i64 %498, 4
  %514 = add i64 %500, 4
  %515 = icmp eq i64 %514, %183
  br i1 %515, label %516, label %497, !llvm.loop !25

516:                                              ; preds = %497, %492
  %517 = phi double [ poison, %492 ], [ %512, %497 ]
  %518 = phi i64 [ 1, %492 ], [ %513, %497 ]
  %519 = phi double [ %491, %492 ], [ %512, %497 ]
  br i1 %184, label %530, label %520

520:                                              ; preds = %516, %520
  %521 = phi i64 [ %527, %520 ], [ %518, %516 ]
  %522 = phi double [ %526, %520 ], [ %519, %516 ]
  %523 = phi i64 [ %528, %520 ], [ 0, %516 ]
  %524 = getelementptr inbounds double, ptr %489, i64 %521
  %525 = load double, ptr %524, align 8, !tbaa !5
  %526 = tail call double @llvm.fmuladd.f64(double %525, double %525, double %522)
  %527 = add nuw nsw i64 %521, 1
  %528 = add i64 %523, 1
  %529 = icmp eq i64 %528, %181
  br i1 %529, label %530, label %520, !llvm.loop !31

530:                                              ; preds = %516, %520, %485
  %531 = phi double [ %491, %485 ], [ %517, %516 ], [ %526, %520 ]
  %532 = mul nsw i64 %486, %175
  %533 = getelementptr double, ptr %169, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !5
  %535 = fmul double %534, %534
  br i1 %170, label %536, label %574

536:                                              ; preds = %530
  br i1 %186, label %560, label %537

537:                                              ; preds = %536
  %538 = getelementptr inbounds i8, ptr %533, i64 8
  %539 = getelementptr inbounds i8, ptr %533, i64 16
  %540 = getelementptr inbounds i8, ptr %533, i64 24
  br label %541

541:                                              ; preds = %541, %537
  %542 = phi i64 [ 1, %537 ], [ %557, %541 ]
  %543 = phi double [ %535, %537 ], [ %556, %541 ]
  %544 = phi i64 [ 0, %537 ], [ %558, %541 ]
  %545 = getelementptr inbounds double, ptr %533, i64 %542
  %546 = load double, ptr %545, align 8, !tbaa !5
  %547 = tail call double @llvm.fmuladd.f64(double %546, double %546, double %543)
  %548 = getelementptr inbounds double, ptr %538, i64 %542
  %549 = load double, ptr %548, align 8, !tbaa !5
  %550 = tail call double @llvm.fmuladd.f64(double %549, double %549, double %547)
  %551 = getelementptr inbounds double, ptr %539, i64 %542
  %552 = load double, ptr %551, align 8, !tbaa !5
  %553 = tail call double @llvm.fmuladd.f64(double %552, double %552, double %550)
  %554 = getelementptr inbounds double, ptr %540, i64 %542
  %555 = load double, ptr %554, align 8, !tbaa !5
  %556 = tail call double @llvm.fmuladd.f64(double %555, double %555, double %553)
  %557 = add nuw nsw i64 %542, 4
  %558 = add i64 %544, 4
  %559 = icmp eq i64 %558, %187
  br i1 %559, label %560, label %541, !llvm.loop !25

560:                                              ; preds = %541, %536
  %561 = phi double [ poison, %536 ], [ %556, %541 ]
  %562 = phi i64 [ 1, %536 ], [ %557, %541 ]
  %563 = phi double [ %535, %536 ], [ %556, %541 ]
  br i1 %188, label %574, label %564

564:                                              ; preds = %560, %564
  %565 = phi i64 [ %571, %564 ], [ %562, %560 ]
  %566 = phi double [ %570, %564 ], [ %563, %560 ]
  %567 = phi i64 [ %572, %564 ], [ 0, %560 ]
  %568 = getelementptr inbounds double, ptr %533, i64 %565
  %569 = load double, ptr %568, align 8, !tbaa !5
  %570 = tail call double @llvm.fmuladd.f64(double %569, double %569, double %566)
  %571 = add nuw nsw i64 %565, 1
  %572 = add i64 %567, 1
  %573 = icmp eq i64 %572, %185
  br i1 %573, label %574, label %564, !llvm.loop !32

574:                                              ; preds = %560, %564, %530
  %575 = phi double [ %535, %530 ], [ %561, %560 ], [ %570, %564 ]
  %576 = fadd double %531, %575
  %577 = getelementptr inbounds double, ptr %10, i64 %486
  %578 = load double, ptr %577, align 8, !tbaa !5
  %579 = fneg double %578
  %580 = fmul double %174, %579
  %581 = tail call double @llvm.fmuladd.f64(double %173, double %576, double %580)
  %582 = fadd double %487, %581
  %583 = add nuw nsw i64 %486, 1
  %584 = icmp eq i64 %583, %176
  br i1 %584, label %435, label %485, !llvm.loop !33
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !17, !18}
!22 = distinct !{!22, !10, !18, !17}
!23 = distinct !{!23, !10, !18, !17}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !17, !18}
!29 = distinct !{!29, !10, !18, !17}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !10}
