; ModuleID = 'nestedloops.c'
source_filename = "nestedloops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -5.500000e-01, double 1.500000e-01, double 8.000000e-01, double 1.450000e+00], align 16
@.str = private unnamed_addr constant [11 x i8] c"fixed_nest\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"three_level\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"data_nest\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"local_array\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"nestedloops\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %401
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %401
  %8 = phi i64 [ 0, %0 ], [ %402, %401 ]
  %9 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ogt double %11, 1.000000e+00
  %13 = select i1 %12, double %11, double 1.000000e+00
  %14 = fmul double %13, 0x3EB0C6F7A0B5ED8D
  %15 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_nest, double noundef %10) #10
  %16 = insertelement <2 x double> poison, double %10, i64 0
  %17 = insertelement <2 x double> poison, double %10, i64 0
  %18 = insertelement <2 x double> poison, double %14, i64 0
  %19 = insertelement <2 x double> poison, double %14, i64 0
  %20 = fadd <2 x double> %17, %19
  %21 = fsub <2 x double> %16, %18
  %22 = shufflevector <2 x double> %20, <2 x double> %21, <2 x i32> <i32 0, i32 2>
  %23 = extractelement <2 x double> %20, i64 0
  %24 = tail call double @fixed_nest(double noundef %23) #10, !callees !11
  %25 = extractelement <2 x double> %21, i64 0
  %26 = tail call double @fixed_nest(double noundef %25) #10, !callees !11
  %27 = fsub double %24, %26
  %28 = fsub double %23, %25
  %29 = fdiv double %27, %28
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ogt double %30, 1.000000e+00
  %32 = select i1 %31, double %30, double 1.000000e+00
  %33 = fsub double %15, %29
  %34 = tail call double @llvm.fabs.f64(double %33)
  %35 = fmul double %32, 0x3EB0C6F7A0B5ED8D
  %36 = fcmp ole double %34, %35
  %37 = select i1 %36, ptr @.str.8, ptr @.str.9
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %10, double noundef %15, double noundef %29, ptr noundef nonnull %37)
  br i1 %36, label %42, label %39

39:                                               ; preds = %7
  %40 = load i32, ptr @n_fail, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @n_fail, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %7, %39
  %43 = shl nuw nsw i64 %8, 2
  %44 = or disjoint i64 %43, 3
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @triangle, double noundef %10, i32 noundef %45) #10
  %47 = fmul double %23, 1.000000e-02
  %48 = fneg double %23
  br label %49

49:                                               ; preds = %55, %42
  %50 = phi i32 [ 1, %42 ], [ %56, %55 ]
  %51 = phi i32 [ 0, %42 ], [ %53, %55 ]
  %52 = phi double [ 0.000000e+00, %42 ], [ %67, %55 ]
  %53 = add nuw nsw i32 %51, 1
  %54 = uitofp nneg i32 %53 to double
  br label %59

55:                                               ; preds = %59
  %56 = add nuw nsw i32 %50, 1
  %57 = zext nneg i32 %53 to i64
  %58 = icmp eq i64 %44, %57
  br i1 %58, label %70, label %49, !llvm.loop !12

59:                                               ; preds = %59, %49
  %60 = phi i32 [ 0, %49 ], [ %68, %59 ]
  %61 = phi double [ %52, %49 ], [ %67, %59 ]
  %62 = uitofp nneg i32 %60 to double
  %63 = fmul double %48, %62
  %64 = tail call double @exp(double noundef %63) #10
  %65 = fdiv double %64, %54
  %66 = tail call double @llvm.fmuladd.f64(double %47, double %61, double %65)
  %67 = fadd double %61, %66
  %68 = add nuw nsw i32 %60, 1
  %69 = icmp eq i32 %68, %50
  br i1 %69, label %55, label %59, !llvm.loop !14

70:                                               ; preds = %55
  %71 = fmul double %25, 1.000000e-02
  %72 = fneg double %25
  br label %73

73:                                               ; preds = %79, %70
  %74 = phi i32 [ 1, %70 ], [ %80, %79 ]
  %75 = phi i32 [ 0, %70 ], [ %77, %79 ]
  %76 = phi double [ 0.000000e+00, %70 ], [ %91, %79 ]
  %77 = add nuw nsw i32 %75, 1
  %78 = uitofp nneg i32 %77 to double
  br label %83

79:                                               ; preds = %83
  %80 = add nuw nsw i32 %74, 1
  %81 = zext nneg i32 %77 to i64
  %82 = icmp eq i64 %44, %81
  br i1 %82, label %94, label %73, !llvm.loop !12

83:                                               ; preds = %83, %73
  %84 = phi i32 [ 0, %73 ], [ %92, %83 ]
  %85 = phi double [ %76, %73 ], [ %91, %83 ]
  %86 = uitofp nneg i32 %84 to double
  %87 = fmul double %72, %86
  %88 = tail call double @exp(double noundef %87) #10
  %89 = fdiv double %88, %78
  %90 = tail call double @llvm.fmuladd.f64(double %71, double %85, double %89)
  %91 = fadd double %85, %90
  %92 = add nuw nsw i32 %84, 1
  %93 = icmp eq i32 %92, %74
  br i1 %93, label %79, label %83, !llvm.loop !14

94:                                               ; preds = %79
  %95 = fsub double %67, %91
  %96 = fmul double %14, 2.000000e+00
  %97 = fdiv double %95, %96
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fcmp ogt double %98, 1.000000e+00
  %100 = select i1 %99, double %98, double 1.000000e+00
  %101 = fsub double %46, %97
  %102 = tail call double @llvm.fabs.f64(double %101)
  %103 = fmul double %100, 0x3EB0C6F7A0B5ED8D
  %104 = fcmp ole double %102, %103
  %105 = select i1 %104, ptr @.str.8, ptr @.str.9
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %10, double noundef %46, double noundef %97, ptr noundef nonnull %105)
  br i1 %104, label %110, label %107

107:                                              ; preds = %94
  %108 = load i32, ptr @n_fail, align 4, !tbaa !5
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr @n_fail, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %94, %107
  %111 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %112 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @three_level, double noundef %10, i32 noundef %111, i32 noundef %45) #10
  br label %113

113:                                              ; preds = %110, %125
  %114 = phi i2 [ %127, %125 ], [ 0, %110 ]
  %115 = phi double [ %126, %125 ], [ 1.000000e+00, %110 ]
  %116 = phi i32 [ %117, %125 ], [ 0, %110 ]
  %117 = add nuw nsw i32 %116, 1
  %118 = uitofp nneg i32 %117 to double
  %119 = fdiv double %23, %118
  %120 = fadd double %119, 0.000000e+00
  %121 = tail call double @sin(double noundef %120) #10
  %122 = tail call double @llvm.fmuladd.f64(double %121, double 1.000000e-01, double 1.000000e+00)
  %123 = fmul double %115, %122
  %124 = icmp eq i2 %114, 0
  br i1 %124, label %125, label %130, !llvm.loop !15

125:                                              ; preds = %160, %143, %130, %113
  %126 = phi double [ %123, %113 ], [ %141, %130 ], [ %158, %143 ], [ %179, %160 ]
  %127 = add i2 %114, -1
  %128 = zext nneg i32 %117 to i64
  %129 = icmp eq i64 %44, %128
  br i1 %129, label %180, label %113, !llvm.loop !16

130:                                              ; preds = %113
  %131 = add nuw nsw i32 %116, 2
  %132 = uitofp nneg i32 %131 to double
  %133 = fdiv double %23, %132
  %134 = fadd double %133, 0.000000e+00
  %135 = add nuw i32 %116, 3
  %136 = uitofp i32 %135 to double
  %137 = fdiv double %23, %136
  %138 = fadd double %134, %137
  %139 = tail call double @sin(double noundef %138) #10
  %140 = tail call double @llvm.fmuladd.f64(double %139, double 1.000000e-01, double 1.000000e+00)
  %141 = fmul double %123, %140
  %142 = icmp eq i2 %114, 1
  br i1 %142, label %125, label %143, !llvm.loop !15

143:                                              ; preds = %130
  %144 = add nuw nsw i32 %116, 3
  %145 = uitofp nneg i32 %144 to double
  %146 = fdiv double %23, %145
  %147 = fadd double %146, 0.000000e+00
  %148 = add nuw i32 %116, 4
  %149 = uitofp i32 %148 to double
  %150 = fdiv double %23, %149
  %151 = fadd double %147, %150
  %152 = add nuw i32 %116, 5
  %153 = uitofp i32 %152 to double
  %154 = fdiv double %23, %153
  %155 = fadd double %151, %154
  %156 = tail call double @sin(double noundef %155) #10
  %157 = tail call double @llvm.fmuladd.f64(double %156, double 1.000000e-01, double 1.000000e+00)
  %158 = fmul double %141, %157
  %159 = icmp eq i2 %114, -2
  br i1 %159, label %125, label %160, !llvm.loop !15

160:                                              ; preds = %143
  %161 = add nuw nsw i32 %116, 4
  %162 = uitofp nneg i32 %161 to double
  %163 = fdiv double %23, %162
  %164 = fadd double %163, 0.000000e+00
  %165 = add nuw i32 %116, 5
  %166 = uitofp i32 %165 to double
  %167 = fdiv double %23, %166
  %168 = fadd double %164, %167
  %169 = add nuw i32 %116, 6
  %170 = uitofp i32 %169 to double
  %171 = fdiv double %23, %170
  %172 = fadd double %168, %171
  %173 = add nuw i32 %116, 7
  %174 = uitofp i32 %173 to double
  %175 = fdiv double %23, %174
  %176 = fadd double %172, %175
  %177 = tail call double @sin(double noundef %176) #10
  %178 = tail call double @llvm.fmuladd.f64(double %177, double 1.000000e-01, double 1.000000e+00)
  %179 = fmul double %158, %178
  br label %125

180:                                              ; preds = %125, %192
  %181 = phi i2 [ %194, %192 ], [ 0, %125 ]
  %182 = phi double [ %193, %192 ], [ 1.000000e+00, %125 ]
  %183 = phi i32 [ %184, %192 ], [ 0, %125 ]
  %184 = add nuw nsw i32 %183, 1
  %185 = uitofp nneg i32 %184 to double
  %186 = fdiv double %25, %185
  %187 = fadd double %186, 0.000000e+00
  %188 = tail call double @sin(double noundef %187) #10
  %189 = tail call double @llvm.fmuladd.f64(double %188, double 1.000000e-01, double 1.000000e+00)
  %190 = fmul double %182, %189
  %191 = icmp eq i2 %181, 0
  br i1 %191, label %192, label %197, !llvm.loop !15

192:                                              ; preds = %227, %210, %197, %180
  %193 = phi double [ %190, %180 ], [ %208, %197 ], [ %225, %210 ], [ %246, %227 ]
  %194 = add i2 %181, -1
  %195 = zext nneg i32 %184 to i64
  %196 = icmp eq i64 %44, %195
  br i1 %196, label %247, label %180, !llvm.loop !16

197:                                              ; preds = %180
  %198 = add nuw nsw i32 %183, 2
  %199 = uitofp nneg i32 %198 to double
  %200 = fdiv double %25, %199
  %201 = fadd double %200, 0.000000e+00
  %202 = add nuw i32 %183, 3
  %203 = uitofp i32 %202 to double
  %204 = fdiv double %25, %203
  %205 = fadd double %201, %204
  %206 = tail call double @sin(double noundef %205) #10
  %207 = tail call double @llvm.fmuladd.f64(double %206, double 1.000000e-01, double 1.000000e+00)
  %208 = fmul double %190, %207
  %209 = icmp eq i2 %181, 1
  br i1 %209, label %192, label %210, !llvm.loop !15

210:                                              ; preds = %197
  %211 = add nuw nsw i32 %183, 3
  %212 = uitofp nneg i32 %211 to double
  %213 = fdiv double %25, %212
  %214 = fadd double %213, 0.000000e+00
  %215 = add nuw i32 %183, 4
  %216 = uitofp i32 %215 to double
  %217 = fdiv double %25, %216
  %218 = fadd double %214, %217
  %219 = add nuw i32 %183, 5
  %220 = uitofp i32 %219 to double
  %221 = fdiv double %25, %220
  %222 = fadd double %218, %221
  %223 = tail call double @sin(double noundef %222) #10
  %224 = tail call double @llvm.fmuladd.f64(double %223, double 1.000000e-01, double 1.000000e+00)
  %225 = fmul double %208, %224
  %226 = icmp eq i2 %181, -2
  br i1 %226, label %192, label %227, !llvm.loop !15

227:                                              ; preds = %210
  %228 = add nuw nsw i32 %183, 4
  %229 = uitofp nneg i32 %228 to double
  %230 = fdiv double %25, %229
  %231 = fadd double %230, 0.000000e+00
  %232 = add nuw i32 %183, 5
  %233 = uitofp i32 %232 to double
  %234 = fdiv double %25, %233
  %235 = fadd double %231, %234
  %236 = add nuw i32 %183, 6
  %237 = uitofp i32 %236 to double
  %238 = fdiv double %25, %237
  %239 = fadd double %235, %238
  %240 = add nuw i32 %183, 7
  %241 = uitofp i32 %240 to double
  %242 = fdiv double %25, %241
  %243 = fadd double %239, %242
  %244 = tail call double @sin(double noundef %243) #10
  %245 = tail call double @llvm.fmuladd.f64(double %244, double 1.000000e-01, double 1.000000e+00)
  %246 = fmul double %225, %245
  br label %192

247:                                              ; preds = %192
  %248 = fsub double %126, %193
  %249 = fdiv double %248, %96
  %250 = tail call double @llvm.fabs.f64(double %249)
  %251 = fcmp ogt double %250, 1.000000e+00
  %252 = select i1 %251, double %250, double 1.000000e+00
  %253 = fsub double %112, %249
  %254 = tail call double @llvm.fabs.f64(double %253)
  %255 = fmul double %252, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ole double %254, %255
  %257 = select i1 %256, ptr @.str.8, ptr @.str.9
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %10, double noundef %112, double noundef %249, ptr noundef nonnull %257)
  br i1 %256, label %262, label %259

259:                                              ; preds = %247
  %260 = load i32, ptr @n_fail, align 4, !tbaa !5
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr @n_fail, align 4, !tbaa !5
  br label %262

262:                                              ; preds = %247, %259
  %263 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @data_nest, double noundef %10) #10
  %264 = tail call double @llvm.fabs.f64(double %23)
  %265 = fmul double %264, 3.000000e+00
  %266 = fptosi double %265 to i32
  %267 = icmp slt i32 %266, -1
  br i1 %267, label %295, label %268

268:                                              ; preds = %262
  %269 = add i32 %266, 2
  %270 = fmul <2 x double> %22, %22
  %271 = extractelement <2 x double> %270, i64 0
  %272 = mul nsw i32 %269, %269
  %273 = uitofp nneg i32 %272 to double
  %274 = tail call i32 @llvm.smax.i32(i32 %269, i32 1)
  br label %275

275:                                              ; preds = %280, %268
  %276 = phi i32 [ 1, %268 ], [ %284, %280 ]
  %277 = phi double [ 0.000000e+00, %268 ], [ %283, %280 ]
  %278 = shl nuw nsw i32 %276, 1
  %279 = uitofp nneg i32 %276 to double
  br label %286

280:                                              ; preds = %286
  %281 = fmul double %292, %292
  %282 = fdiv double %281, %273
  %283 = fadd double %277, %282
  %284 = add nuw i32 %276, 1
  %285 = icmp eq i32 %276, %274
  br i1 %285, label %295, label %275, !llvm.loop !17

286:                                              ; preds = %286, %275
  %287 = phi i32 [ %276, %275 ], [ %293, %286 ]
  %288 = phi double [ 0.000000e+00, %275 ], [ %292, %286 ]
  %289 = uitofp nneg i32 %287 to double
  %290 = fdiv double %271, %289
  %291 = tail call double @llvm.fmuladd.f64(double %48, double %279, double %290)
  %292 = fadd double %288, %291
  %293 = add nuw nsw i32 %287, 1
  %294 = icmp ult i32 %293, %278
  br i1 %294, label %286, label %280, !llvm.loop !18

295:                                              ; preds = %280, %262
  %296 = phi double [ 0.000000e+00, %262 ], [ %283, %280 ]
  %297 = tail call double @llvm.fabs.f64(double %25)
  %298 = fmul double %297, 3.000000e+00
  %299 = fptosi double %298 to i32
  %300 = icmp slt i32 %299, -1
  br i1 %300, label %327, label %301

301:                                              ; preds = %295
  %302 = add i32 %299, 2
  %303 = fmul double %25, %25
  %304 = mul nsw i32 %302, %302
  %305 = uitofp nneg i32 %304 to double
  %306 = tail call i32 @llvm.smax.i32(i32 %302, i32 1)
  br label %307

307:                                              ; preds = %312, %301
  %308 = phi i32 [ 1, %301 ], [ %316, %312 ]
  %309 = phi double [ 0.000000e+00, %301 ], [ %315, %312 ]
  %310 = shl nuw nsw i32 %308, 1
  %311 = uitofp nneg i32 %308 to double
  br label %318

312:                                              ; preds = %318
  %313 = fmul double %324, %324
  %314 = fdiv double %313, %305
  %315 = fadd double %309, %314
  %316 = add nuw i32 %308, 1
  %317 = icmp eq i32 %308, %306
  br i1 %317, label %327, label %307, !llvm.loop !17

318:                                              ; preds = %318, %307
  %319 = phi i32 [ %308, %307 ], [ %325, %318 ]
  %320 = phi double [ 0.000000e+00, %307 ], [ %324, %318 ]
  %321 = uitofp nneg i32 %319 to double
  %322 = fdiv double %303, %321
  %323 = tail call double @llvm.fmuladd.f64(double %72, double %311, double %322)
  %324 = fadd double %320, %323
  %325 = add nuw nsw i32 %319, 1
  %326 = icmp ult i32 %325, %310
  br i1 %326, label %318, label %312, !llvm.loop !18

327:                                              ; preds = %312, %295
  %328 = phi double [ 0.000000e+00, %295 ], [ %315, %312 ]
  %329 = fsub double %296, %328
  %330 = fdiv double %329, %28
  %331 = tail call double @llvm.fabs.f64(double %330)
  %332 = fcmp ogt double %331, 1.000000e+00
  %333 = select i1 %332, double %331, double 1.000000e+00
  %334 = fsub double %263, %330
  %335 = tail call double @llvm.fabs.f64(double %334)
  %336 = fmul double %333, 0x3EB0C6F7A0B5ED8D
  %337 = fcmp ole double %335, %336
  %338 = select i1 %337, ptr @.str.8, ptr @.str.9
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %10, double noundef %263, double noundef %330, ptr noundef nonnull %338)
  br i1 %337, label %343, label %340

340:                                              ; preds = %327
  %341 = load i32, ptr @n_fail, align 4, !tbaa !5
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr @n_fail, align 4, !tbaa !5
  br label %343

343:                                              ; preds = %327, %340
  %344 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_array, double noundef %10) #10
  %345 = fadd <2 x double> %22, <double 2.000000e+00, double 2.000000e+00>
  %346 = fmul <2 x double> %22, <double 5.000000e-01, double 5.000000e-01>
  %347 = fdiv <2 x double> %22, <double 3.000000e+00, double 3.000000e+00>
  %348 = fmul <2 x double> %22, <double 2.500000e-01, double 2.500000e-01>
  %349 = fdiv <2 x double> %22, <double 5.000000e+00, double 5.000000e+00>
  %350 = fdiv <2 x double> %22, <double 6.000000e+00, double 6.000000e+00>
  %351 = fdiv <2 x double> %22, <double 7.000000e+00, double 7.000000e+00>
  %352 = fmul <2 x double> %22, <double 1.250000e-01, double 1.250000e-01>
  %353 = fdiv <2 x double> %22, <double 9.000000e+00, double 9.000000e+00>
  %354 = fdiv <2 x double> %22, <double 1.000000e+01, double 1.000000e+01>
  %355 = fmul <2 x double> %345, %345
  %356 = fmul <2 x double> %349, %349
  %357 = fmul <2 x double> %350, %350
  %358 = fmul <2 x double> %346, %346
  %359 = fmul <2 x double> %347, %347
  %360 = fmul <2 x double> %348, %348
  %361 = fadd <2 x double> %358, %355
  %362 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %361)
  %363 = fadd <2 x double> %359, %362
  %364 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %360, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %363)
  %365 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %364)
  %366 = fadd <2 x double> %360, %365
  %367 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %366)
  %368 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %367)
  %369 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %368)
  %370 = fadd <2 x double> %356, %369
  %371 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %370)
  %372 = fmul <2 x double> %351, %351
  %373 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %372, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %371)
  %374 = fmul <2 x double> %352, %352
  %375 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %374, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %373)
  %376 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %375)
  %377 = fadd <2 x double> %357, %376
  %378 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %372, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %377)
  %379 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %374, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %378)
  %380 = fmul <2 x double> %353, %353
  %381 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %379)
  %382 = fmul <2 x double> %354, %354
  %383 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %381)
  %384 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> <double 6.000000e+00, double 6.000000e+00>, <2 x double> %383)
  %385 = shufflevector <2 x double> %384, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %386 = fsub <2 x double> %384, %385
  %387 = extractelement <2 x double> %386, i64 0
  %388 = fdiv double %387, %28
  %389 = tail call double @llvm.fabs.f64(double %388)
  %390 = fcmp ogt double %389, 1.000000e+00
  %391 = select i1 %390, double %389, double 1.000000e+00
  %392 = fsub double %344, %388
  %393 = tail call double @llvm.fabs.f64(double %392)
  %394 = fmul double %391, 0x3EB0C6F7A0B5ED8D
  %395 = fcmp ole double %393, %394
  %396 = select i1 %395, ptr @.str.8, ptr @.str.9
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %10, double noundef %344, double noundef %388, ptr noundef nonnull %396)
  br i1 %395, label %401, label %398

398:                                              ; preds = %343
  %399 = load i32, ptr @n_fail, align 4, !tbaa !5
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr @n_fail, align 4, !tbaa !5
  br label %401

401:                                              ; preds = %343, %398
  %402 = add nuw nsw i64 %8, 1
  %403 = icmp eq i64 %402, 4
  br i1 %403, label %1, label %7, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fixed_nest(double noundef %0) #3 {
  %2 = tail call double @sin(double noundef %0) #10
  %3 = fmul double %0, 0.000000e+00
  %4 = tail call double @cos(double noundef %3) #10
  %5 = fmul double %2, %4
  %6 = fadd double %5, 0.000000e+00
  %7 = tail call double @sin(double noundef %0) #10
  %8 = tail call double @cos(double noundef %0) #10
  %9 = fmul double %7, %8
  %10 = fmul double %9, 5.000000e-01
  %11 = fadd double %6, %10
  %12 = tail call double @sin(double noundef %0) #10
  %13 = fmul double %0, 2.000000e+00
  %14 = tail call double @cos(double noundef %13) #10
  %15 = fmul double %12, %14
  %16 = fdiv double %15, 3.000000e+00
  %17 = fadd double %11, %16
  %18 = tail call double @sin(double noundef %0) #10
  %19 = fmul double %0, 3.000000e+00
  %20 = tail call double @cos(double noundef %19) #10
  %21 = fmul double %18, %20
  %22 = fmul double %21, 2.500000e-01
  %23 = fadd double %17, %22
  %24 = tail call double @sin(double noundef %0) #10
  %25 = fmul double %0, 4.000000e+00
  %26 = tail call double @cos(double noundef %25) #10
  %27 = fmul double %24, %26
  %28 = fdiv double %27, 5.000000e+00
  %29 = fadd double %23, %28
  %30 = tail call double @sin(double noundef %13) #10
  %31 = tail call double @cos(double noundef %3) #10
  %32 = fmul double %30, %31
  %33 = fmul double %32, 5.000000e-01
  %34 = fadd double %29, %33
  %35 = tail call double @sin(double noundef %13) #10
  %36 = tail call double @cos(double noundef %0) #10
  %37 = fmul double %35, %36
  %38 = fdiv double %37, 3.000000e+00
  %39 = fadd double %34, %38
  %40 = tail call double @sin(double noundef %13) #10
  %41 = tail call double @cos(double noundef %13) #10
  %42 = fmul double %40, %41
  %43 = fmul double %42, 2.500000e-01
  %44 = fadd double %39, %43
  %45 = tail call double @sin(double noundef %13) #10
  %46 = tail call double @cos(double noundef %19) #10
  %47 = fmul double %45, %46
  %48 = fdiv double %47, 5.000000e+00
  %49 = fadd double %44, %48
  %50 = tail call double @sin(double noundef %13) #10
  %51 = tail call double @cos(double noundef %25) #10
  %52 = fmul double %50, %51
  %53 = fdiv double %52, 6.000000e+00
  %54 = fadd double %49, %53
  %55 = tail call double @sin(double noundef %19) #10
  %56 = tail call double @cos(double noundef %3) #10
  %57 = fmul double %55, %56
  %58 = fdiv double %57, 3.000000e+00
  %59 = fadd double %54, %58
  %60 = tail call double @sin(double noundef %19) #10
  %61 = tail call double @cos(double noundef %0) #10
  %62 = fmul double %60, %61
  %63 = fmul double %62, 2.500000e-01
  %64 = fadd double %59, %63
  %65 = tail call double @sin(double noundef %19) #10
  %66 = tail call double @cos(double noundef %13) #10
  %67 = fmul double %65, %66
  %68 = fdiv double %67, 5.000000e+00
  %69 = fadd double %64, %68
  %70 = tail call double @sin(double noundef %19) #10
  %71 = tail call double @cos(double noundef %19) #10
  %72 = fmul double %70, %71
  %73 = fdiv double %72, 6.000000e+00
  %74 = fadd double %69, %73
  %75 = tail call double @sin(double noundef %19) #10
  %76 = tail call double @cos(double noundef %25) #10
  %77 = fmul double %75, %76
  %78 = fdiv double %77, 7.000000e+00
  %79 = fadd double %74, %78
  %80 = tail call double @sin(double noundef %25) #10
  %81 = tail call double @cos(double noundef %3) #10
  %82 = fmul double %80, %81
  %83 = fmul double %82, 2.500000e-01
  %84 = fadd double %79, %83
  %85 = tail call double @sin(double noundef %25) #10
  %86 = tail call double @cos(double noundef %0) #10
  %87 = fmul double %85, %86
  %88 = fdiv double %87, 5.000000e+00
  %89 = fadd double %84, %88
  %90 = tail call double @sin(double noundef %25) #10
  %91 = tail call double @cos(double noundef %13) #10
  %92 = fmul double %90, %91
  %93 = fdiv double %92, 6.000000e+00
  %94 = fadd double %89, %93
  %95 = tail call double @sin(double noundef %25) #10
  %96 = tail call double @cos(double noundef %19) #10
  %97 = fmul double %95, %96
  %98 = fdiv double %97, 7.000000e+00
  %99 = fadd double %94, %98
  %100 = tail call double @sin(double noundef %25) #10
  %101 = tail call double @cos(double noundef %25) #10
  %102 = fmul double %100, %101
  %103 = fmul double %102, 1.250000e-01
  %104 = fadd double %99, %103
  %105 = fmul double %0, 5.000000e+00
  %106 = tail call double @sin(double noundef %105) #10
  %107 = tail call double @cos(double noundef %3) #10
  %108 = fmul double %106, %107
  %109 = fdiv double %108, 5.000000e+00
  %110 = fadd double %104, %109
  %111 = tail call double @sin(double noundef %105) #10
  %112 = tail call double @cos(double noundef %0) #10
  %113 = fmul double %111, %112
  %114 = fdiv double %113, 6.000000e+00
  %115 = fadd double %110, %114
  %116 = tail call double @sin(double noundef %105) #10
  %117 = tail call double @cos(double noundef %13) #10
  %118 = fmul double %116, %117
  %119 = fdiv double %118, 7.000000e+00
  %120 = fadd double %115, %119
  %121 = tail call double @sin(double noundef %105) #10
  %122 = tail call double @cos(double noundef %19) #10
  %123 = fmul double %121, %122
  %124 = fmul double %123, 1.250000e-01
  %125 = fadd double %120, %124
  %126 = tail call double @sin(double noundef %105) #10
  %127 = tail call double @cos(double noundef %25) #10
  %128 = fmul double %126, %127
  %129 = fdiv double %128, 9.000000e+00
  %130 = fadd double %125, %129
  %131 = fmul double %0, 6.000000e+00
  %132 = tail call double @sin(double noundef %131) #10
  %133 = tail call double @cos(double noundef %3) #10
  %134 = fmul double %132, %133
  %135 = fdiv double %134, 6.000000e+00
  %136 = fadd double %130, %135
  %137 = tail call double @sin(double noundef %131) #10
  %138 = tail call double @cos(double noundef %0) #10
  %139 = fmul double %137, %138
  %140 = fdiv double %139, 7.000000e+00
  %141 = fadd double %136, %140
  %142 = tail call double @sin(double noundef %131) #10
  %143 = tail call double @cos(double noundef %13) #10
  %144 = fmul double %142, %143
  %145 = fmul double %144, 1.250000e-01
  %146 = fadd double %141, %145
  %147 = tail call double @sin(double noundef %131) #10
  %148 = tail call double @cos(double noundef %19) #10
  %149 = fmul double %147, %148
  %150 = fdiv double %149, 9.000000e+00
  %151 = fadd double %146, %150
  %152 = tail call double @sin(double noundef %131) #10
  %153 = tail call double @cos(double noundef %25) #10
  %154 = fmul double %0, 7.000000e+00
  %155 = tail call double @sin(double noundef %154) #10
  %156 = tail call double @cos(double noundef %3) #10
  %157 = insertelement <2 x double> poison, double %152, i64 0
  %158 = insertelement <2 x double> %157, double %155, i64 1
  %159 = insertelement <2 x double> poison, double %153, i64 0
  %160 = insertelement <2 x double> %159, double %156, i64 1
  %161 = fmul <2 x double> %158, %160
  %162 = fdiv <2 x double> %161, <double 1.000000e+01, double 7.000000e+00>
  %163 = extractelement <2 x double> %162, i64 0
  %164 = fadd double %151, %163
  %165 = extractelement <2 x double> %162, i64 1
  %166 = fadd double %164, %165
  %167 = tail call double @sin(double noundef %154) #10
  %168 = tail call double @cos(double noundef %0) #10
  %169 = fmul double %167, %168
  %170 = fmul double %169, 1.250000e-01
  %171 = fadd double %166, %170
  %172 = tail call double @sin(double noundef %154) #10
  %173 = tail call double @cos(double noundef %13) #10
  %174 = fmul double %172, %173
  %175 = fdiv double %174, 9.000000e+00
  %176 = fadd double %171, %175
  %177 = tail call double @sin(double noundef %154) #10
  %178 = tail call double @cos(double noundef %19) #10
  %179 = tail call double @sin(double noundef %154) #10
  %180 = tail call double @cos(double noundef %25) #10
  %181 = insertelement <2 x double> poison, double %177, i64 0
  %182 = insertelement <2 x double> %181, double %179, i64 1
  %183 = insertelement <2 x double> poison, double %178, i64 0
  %184 = insertelement <2 x double> %183, double %180, i64 1
  %185 = fmul <2 x double> %182, %184
  %186 = fdiv <2 x double> %185, <double 1.000000e+01, double 1.100000e+01>
  %187 = extractelement <2 x double> %186, i64 0
  %188 = fadd double %176, %187
  %189 = extractelement <2 x double> %186, i64 1
  %190 = fadd double %188, %189
  %191 = fmul double %0, 8.000000e+00
  %192 = tail call double @sin(double noundef %191) #10
  %193 = tail call double @cos(double noundef %3) #10
  %194 = fmul double %192, %193
  %195 = fmul double %194, 1.250000e-01
  %196 = fadd double %190, %195
  %197 = tail call double @sin(double noundef %191) #10
  %198 = tail call double @cos(double noundef %0) #10
  %199 = tail call double @sin(double noundef %191) #10
  %200 = tail call double @cos(double noundef %13) #10
  %201 = insertelement <2 x double> poison, double %197, i64 0
  %202 = insertelement <2 x double> %201, double %199, i64 1
  %203 = insertelement <2 x double> poison, double %198, i64 0
  %204 = insertelement <2 x double> %203, double %200, i64 1
  %205 = fmul <2 x double> %202, %204
  %206 = fdiv <2 x double> %205, <double 9.000000e+00, double 1.000000e+01>
  %207 = extractelement <2 x double> %206, i64 0
  %208 = fadd double %196, %207
  %209 = extractelement <2 x double> %206, i64 1
  %210 = fadd double %208, %209
  %211 = tail call double @sin(double noundef %191) #10
  %212 = tail call double @cos(double noundef %19) #10
  %213 = tail call double @sin(double noundef %191) #10
  %214 = tail call double @cos(double noundef %25) #10
  %215 = insertelement <2 x double> poison, double %211, i64 0
  %216 = insertelement <2 x double> %215, double %213, i64 1
  %217 = insertelement <2 x double> poison, double %212, i64 0
  %218 = insertelement <2 x double> %217, double %214, i64 1
  %219 = fmul <2 x double> %216, %218
  %220 = fdiv <2 x double> %219, <double 1.100000e+01, double 1.200000e+01>
  %221 = extractelement <2 x double> %220, i64 0
  %222 = fadd double %210, %221
  %223 = extractelement <2 x double> %220, i64 1
  %224 = fadd double %222, %223
  ret double %224
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @triangle(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %13

4:                                                ; preds = %2
  %5 = fmul double %0, 1.000000e-02
  %6 = fneg double %0
  br label %7

7:                                                ; preds = %4, %15
  %8 = phi i32 [ 1, %4 ], [ %16, %15 ]
  %9 = phi i32 [ 0, %4 ], [ %11, %15 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %26, %15 ]
  %11 = add nuw nsw i32 %9, 1
  %12 = uitofp nneg i32 %11 to double
  br label %18

13:                                               ; preds = %15, %2
  %14 = phi double [ 0.000000e+00, %2 ], [ %26, %15 ]
  ret double %14

15:                                               ; preds = %18
  %16 = add nuw i32 %8, 1
  %17 = icmp eq i32 %11, %1
  br i1 %17, label %13, label %7, !llvm.loop !12

18:                                               ; preds = %7, %18
  %19 = phi i32 [ 0, %7 ], [ %27, %18 ]
  %20 = phi double [ %10, %7 ], [ %26, %18 ]
  %21 = uitofp nneg i32 %19 to double
  %22 = fmul double %6, %21
  %23 = tail call double @exp(double noundef %22) #10
  %24 = fdiv double %23, %12
  %25 = tail call double @llvm.fmuladd.f64(double %5, double %20, double %24)
  %26 = fadd double %20, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %8
  br i1 %28, label %15, label %18, !llvm.loop !14
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @three_level(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %18, %2
  %5 = phi double [ 1.000000e+00, %2 ], [ %19, %18 ]
  ret double %5

6:                                                ; preds = %2, %18
  %7 = phi i2 [ %20, %18 ], [ 0, %2 ]
  %8 = phi double [ %19, %18 ], [ 1.000000e+00, %2 ]
  %9 = phi i32 [ %10, %18 ], [ 0, %2 ]
  %10 = add nuw nsw i32 %9, 1
  %11 = uitofp nneg i32 %10 to double
  %12 = fdiv double %0, %11
  %13 = fadd double %12, 0.000000e+00
  %14 = tail call double @sin(double noundef %13) #10
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 1.000000e-01, double 1.000000e+00)
  %16 = fmul double %8, %15
  %17 = icmp eq i2 %7, 0
  br i1 %17, label %18, label %22, !llvm.loop !15

18:                                               ; preds = %49, %34, %22, %6
  %19 = phi double [ %16, %6 ], [ %32, %22 ], [ %47, %34 ], [ %65, %49 ]
  %20 = add i2 %7, -1
  %21 = icmp eq i32 %10, %1
  br i1 %21, label %4, label %6, !llvm.loop !16

22:                                               ; preds = %6
  %23 = add nuw i32 %9, 2
  %24 = uitofp i32 %23 to double
  %25 = fdiv double %0, %24
  %26 = fadd double %25, 0.000000e+00
  %27 = fadd double %24, 1.000000e+00
  %28 = fdiv double %0, %27
  %29 = fadd double %26, %28
  %30 = tail call double @sin(double noundef %29) #10
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 1.000000e-01, double 1.000000e+00)
  %32 = fmul double %16, %31
  %33 = icmp eq i2 %7, 1
  br i1 %33, label %18, label %34, !llvm.loop !15

34:                                               ; preds = %22
  %35 = add nuw i32 %9, 3
  %36 = uitofp i32 %35 to double
  %37 = fdiv double %0, %36
  %38 = fadd double %37, 0.000000e+00
  %39 = fadd double %36, 1.000000e+00
  %40 = fdiv double %0, %39
  %41 = fadd double %38, %40
  %42 = fadd double %36, 2.000000e+00
  %43 = fdiv double %0, %42
  %44 = fadd double %41, %43
  %45 = tail call double @sin(double noundef %44) #10
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double 1.000000e+00)
  %47 = fmul double %32, %46
  %48 = icmp eq i2 %7, -2
  br i1 %48, label %18, label %49, !llvm.loop !15

49:                                               ; preds = %34
  %50 = add nuw i32 %9, 4
  %51 = uitofp i32 %50 to double
  %52 = fdiv double %0, %51
  %53 = fadd double %52, 0.000000e+00
  %54 = fadd double %51, 1.000000e+00
  %55 = fdiv double %0, %54
  %56 = fadd double %53, %55
  %57 = fadd double %51, 2.000000e+00
  %58 = fdiv double %0, %57
  %59 = fadd double %56, %58
  %60 = fadd double %51, 3.000000e+00
  %61 = fdiv double %0, %60
  %62 = fadd double %59, %61
  %63 = tail call double @sin(double noundef %62) #10
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e+00)
  %65 = fmul double %47, %64
  br label %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @data_nest(double noundef %0) #5 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fmul double %2, 3.000000e+00
  %4 = fptosi double %3 to i32
  %5 = icmp slt i32 %4, -1
  br i1 %5, label %18, label %6

6:                                                ; preds = %1
  %7 = add i32 %4, 2
  %8 = fmul double %0, %0
  %9 = fneg double %0
  %10 = mul nsw i32 %7, %7
  %11 = uitofp nneg i32 %10 to double
  %12 = tail call i32 @llvm.smax.i32(i32 %7, i32 1)
  br label %13

13:                                               ; preds = %20, %6
  %14 = phi i32 [ 1, %6 ], [ %24, %20 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %23, %20 ]
  %16 = shl nuw nsw i32 %14, 1
  %17 = uitofp nneg i32 %14 to double
  br label %26

18:                                               ; preds = %20, %1
  %19 = phi double [ 0.000000e+00, %1 ], [ %23, %20 ]
  ret double %19

20:                                               ; preds = %26
  %21 = fmul double %32, %32
  %22 = fdiv double %21, %11
  %23 = fadd double %15, %22
  %24 = add nuw i32 %14, 1
  %25 = icmp eq i32 %14, %12
  br i1 %25, label %18, label %13, !llvm.loop !17

26:                                               ; preds = %13, %26
  %27 = phi i32 [ %14, %13 ], [ %33, %26 ]
  %28 = phi double [ 0.000000e+00, %13 ], [ %32, %26 ]
  %29 = uitofp nneg i32 %27 to double
  %30 = fdiv double %8, %29
  %31 = tail call double @llvm.fmuladd.f64(double %9, double %17, double %30)
  %32 = fadd double %28, %31
  %33 = add nuw nsw i32 %27, 1
  %34 = icmp ult i32 %33, %16
  br i1 %34, label %26, label %20, !llvm.loop !18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @local_array(double noundef %0) #6 {
  %2 = fadd double %0, 2.000000e+00
  %3 = fmul double %0, 5.000000e-01
  %4 = fdiv double %0, 3.000000e+00
  %5 = fmul double %0, 2.500000e-01
  %6 = fdiv double %0, 5.000000e+00
  %7 = fdiv double %0, 6.000000e+00
  %8 = fdiv double %0, 7.000000e+00
  %9 = fmul double %0, 1.250000e-01
  %10 = fdiv double %0, 9.000000e+00
  %11 = fdiv double %0, 1.000000e+01
  %12 = fmul double %2, %2
  %13 = fmul double %3, %3
  %14 = fadd double %13, %12
  %15 = tail call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %14)
  %16 = fmul double %4, %4
  %17 = fadd double %16, %15
  %18 = fmul double %5, %5
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 2.000000e+00, double %17)
  %20 = tail call double @llvm.fmuladd.f64(double %12, double 3.000000e+00, double %19)
  %21 = fadd double %18, %20
  %22 = fmul double %6, %6
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double %21)
  %24 = fmul double %7, %7
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 3.000000e+00, double %23)
  %26 = tail call double @llvm.fmuladd.f64(double %12, double 4.000000e+00, double %25)
  %27 = fadd double %22, %26
  %28 = tail call double @llvm.fmuladd.f64(double %24, double 2.000000e+00, double %27)
  %29 = fmul double %8, %8
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 3.000000e+00, double %28)
  %31 = fmul double %9, %9
  %32 = tail call double @llvm.fmuladd.f64(double %31, double 4.000000e+00, double %30)
  %33 = tail call double @llvm.fmuladd.f64(double %12, double 5.000000e+00, double %32)
  %34 = fadd double %24, %33
  %35 = tail call double @llvm.fmuladd.f64(double %29, double 2.000000e+00, double %34)
  %36 = tail call double @llvm.fmuladd.f64(double %31, double 3.000000e+00, double %35)
  %37 = fmul double %10, %10
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 4.000000e+00, double %36)
  %39 = fmul double %11, %11
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 5.000000e+00, double %38)
  %41 = tail call double @llvm.fmuladd.f64(double %12, double 6.000000e+00, double %40)
  ret double %41
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{ptr @data_nest, ptr @fixed_nest, ptr @local_array}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
