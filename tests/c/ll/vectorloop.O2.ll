; ModuleID = 'vectorloop.c'
source_filename = "vectorloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [5 x i32] [i32 1000, i32 37, i32 3, i32 0, i32 256], align 16
@main.xs = internal unnamed_addr constant [5 x double] [double 7.370000e-01, double -1.270000e+00, double 1.105000e+00, double 2.300000e+00, double -4.100000e-01], align 16
@.str = private unnamed_addr constant [8 x i8] c"vsum.dx\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"vsum.dy\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"vsum.dx.exact\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"vsum.dy.exact\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"vsq\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"vprod\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"vmax\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"vdot.dx\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"vdot.dy\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"vectorloop\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x double], align 16
  %2 = alloca [256 x double], align 16
  %3 = alloca [256 x double], align 16
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  %6 = alloca [256 x double], align 16
  %7 = alloca [256 x double], align 16
  %8 = alloca [256 x double], align 16
  br label %15

9:                                                ; preds = %1026
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10, i32 noundef %10)
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  ret i32 %14

15:                                               ; preds = %0, %1026
  %16 = phi i64 [ 0, %0 ], [ %1027, %1026 ]
  %17 = getelementptr inbounds [5 x i32], ptr @main.ns, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = trunc nuw nsw i64 %16 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = tail call double @llvm.fmuladd.f64(double %22, double -3.500000e-01, double 6.000000e-01)
  %24 = tail call double @llvm.fabs.f64(double %20)
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fmul double %26, 0x3EB0C6F7A0B5ED8D
  %28 = tail call double @llvm.fabs.f64(double %23)
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  %31 = fmul double %30, 4.000000e+00
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %33 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef %20, i32 noundef %32, double noundef %23, i32 noundef %18) #7
  %34 = fadd double %20, %27
  %35 = icmp eq i64 %16, 3
  br i1 %35, label %41, label %36

36:                                               ; preds = %15
  %37 = add i32 %18, -1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = and i32 %18, -2
  br label %43

41:                                               ; preds = %15
  %42 = fsub double %20, %27
  br label %120

43:                                               ; preds = %43, %39
  %44 = phi i32 [ 0, %39 ], [ %56, %43 ]
  %45 = phi double [ 0.000000e+00, %39 ], [ %60, %43 ]
  %46 = phi i32 [ 0, %39 ], [ %61, %43 ]
  %47 = uitofp nneg i32 %44 to double
  %48 = fmul double %34, %47
  %49 = or disjoint i32 %44, 1
  %50 = uitofp nneg i32 %49 to double
  %51 = fdiv double %23, %50
  %52 = tail call double @llvm.fmuladd.f64(double %48, double %47, double %51)
  %53 = fadd double %45, %52
  %54 = uitofp nneg i32 %49 to double
  %55 = fmul double %34, %54
  %56 = add nuw nsw i32 %44, 2
  %57 = uitofp nneg i32 %56 to double
  %58 = fdiv double %23, %57
  %59 = tail call double @llvm.fmuladd.f64(double %55, double %54, double %58)
  %60 = fadd double %53, %59
  %61 = add i32 %46, 2
  %62 = icmp eq i32 %61, %40
  br i1 %62, label %63, label %43, !llvm.loop !11

63:                                               ; preds = %43, %36
  %64 = phi double [ poison, %36 ], [ %60, %43 ]
  %65 = phi i32 [ 0, %36 ], [ %56, %43 ]
  %66 = phi double [ 0.000000e+00, %36 ], [ %60, %43 ]
  %67 = add nsw i64 %16, -3
  %68 = icmp ult i64 %67, -2
  br i1 %68, label %77, label %69

69:                                               ; preds = %63
  %70 = uitofp nneg i32 %65 to double
  %71 = fmul double %34, %70
  %72 = add nuw nsw i32 %65, 1
  %73 = uitofp nneg i32 %72 to double
  %74 = fdiv double %23, %73
  %75 = tail call double @llvm.fmuladd.f64(double %71, double %70, double %74)
  %76 = fadd double %66, %75
  br label %77

77:                                               ; preds = %63, %69
  %78 = phi double [ %64, %63 ], [ %76, %69 ]
  %79 = fsub double %20, %27
  %80 = icmp eq i32 %37, 0
  br i1 %80, label %103, label %81

81:                                               ; preds = %77
  %82 = and i32 %18, -2
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i32 [ 0, %81 ], [ %96, %83 ]
  %85 = phi double [ 0.000000e+00, %81 ], [ %100, %83 ]
  %86 = phi i32 [ 0, %81 ], [ %101, %83 ]
  %87 = uitofp nneg i32 %84 to double
  %88 = fmul double %79, %87
  %89 = or disjoint i32 %84, 1
  %90 = uitofp nneg i32 %89 to double
  %91 = fdiv double %23, %90
  %92 = tail call double @llvm.fmuladd.f64(double %88, double %87, double %91)
  %93 = fadd double %85, %92
  %94 = uitofp nneg i32 %89 to double
  %95 = fmul double %79, %94
  %96 = add nuw nsw i32 %84, 2
  %97 = uitofp nneg i32 %96 to double
  %98 = fdiv double %23, %97
  %99 = tail call double @llvm.fmuladd.f64(double %95, double %94, double %98)
  %100 = fadd double %93, %99
  %101 = add i32 %86, 2
  %102 = icmp eq i32 %101, %82
  br i1 %102, label %103, label %83, !llvm.loop !11

103:                                              ; preds = %83, %77
  %104 = phi double [ poison, %77 ], [ %100, %83 ]
  %105 = phi i32 [ 0, %77 ], [ %96, %83 ]
  %106 = phi double [ 0.000000e+00, %77 ], [ %100, %83 ]
  %107 = add nsw i64 %16, -3
  %108 = icmp ult i64 %107, -2
  br i1 %108, label %117, label %109

109:                                              ; preds = %103
  %110 = uitofp nneg i32 %105 to double
  %111 = fmul double %79, %110
  %112 = add nuw nsw i32 %105, 1
  %113 = uitofp nneg i32 %112 to double
  %114 = fdiv double %23, %113
  %115 = tail call double @llvm.fmuladd.f64(double %111, double %110, double %114)
  %116 = fadd double %106, %115
  br label %117

117:                                              ; preds = %103, %109
  %118 = phi double [ %104, %103 ], [ %116, %109 ]
  %119 = fsub double %78, %118
  br label %120

120:                                              ; preds = %117, %41
  %121 = phi double [ %42, %41 ], [ %79, %117 ]
  %122 = phi double [ 0.000000e+00, %41 ], [ %119, %117 ]
  %123 = fmul double %27, 2.000000e+00
  %124 = fdiv double %122, %123
  %125 = tail call double @llvm.fabs.f64(double %124)
  %126 = fcmp ogt double %125, 1.000000e+00
  %127 = select i1 %126, double %125, double 1.000000e+00
  %128 = fsub double %33, %124
  %129 = tail call double @llvm.fabs.f64(double %128)
  %130 = fmul double %127, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp ole double %129, %130
  %132 = select i1 %131, ptr @.str.12, ptr @.str.13
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, double noundef %20, double noundef %33, double noundef %124, ptr noundef nonnull %132)
  br i1 %131, label %137, label %134

134:                                              ; preds = %120
  %135 = load i32, ptr @n_fail, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @n_fail, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %120, %134
  %138 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %139 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %138, double noundef %20, double noundef %23, i32 noundef %18) #7
  %140 = fadd double %23, %31
  br i1 %35, label %146, label %141

141:                                              ; preds = %137
  %142 = add i32 %18, -1
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %168, label %144

144:                                              ; preds = %141
  %145 = and i32 %18, -2
  br label %148

146:                                              ; preds = %137
  %147 = fsub double %23, %31
  br label %225

148:                                              ; preds = %148, %144
  %149 = phi i32 [ 0, %144 ], [ %161, %148 ]
  %150 = phi double [ 0.000000e+00, %144 ], [ %165, %148 ]
  %151 = phi i32 [ 0, %144 ], [ %166, %148 ]
  %152 = uitofp nneg i32 %149 to double
  %153 = fmul double %20, %152
  %154 = or disjoint i32 %149, 1
  %155 = uitofp nneg i32 %154 to double
  %156 = fdiv double %140, %155
  %157 = tail call double @llvm.fmuladd.f64(double %153, double %152, double %156)
  %158 = fadd double %150, %157
  %159 = uitofp nneg i32 %154 to double
  %160 = fmul double %20, %159
  %161 = add nuw nsw i32 %149, 2
  %162 = uitofp nneg i32 %161 to double
  %163 = fdiv double %140, %162
  %164 = tail call double @llvm.fmuladd.f64(double %160, double %159, double %163)
  %165 = fadd double %158, %164
  %166 = add i32 %151, 2
  %167 = icmp eq i32 %166, %145
  br i1 %167, label %168, label %148, !llvm.loop !11

168:                                              ; preds = %148, %141
  %169 = phi double [ poison, %141 ], [ %165, %148 ]
  %170 = phi i32 [ 0, %141 ], [ %161, %148 ]
  %171 = phi double [ 0.000000e+00, %141 ], [ %165, %148 ]
  %172 = add nsw i64 %16, -3
  %173 = icmp ult i64 %172, -2
  br i1 %173, label %182, label %174

174:                                              ; preds = %168
  %175 = uitofp nneg i32 %170 to double
  %176 = fmul double %20, %175
  %177 = add nuw nsw i32 %170, 1
  %178 = uitofp nneg i32 %177 to double
  %179 = fdiv double %140, %178
  %180 = tail call double @llvm.fmuladd.f64(double %176, double %175, double %179)
  %181 = fadd double %171, %180
  br label %182

182:                                              ; preds = %168, %174
  %183 = phi double [ %169, %168 ], [ %181, %174 ]
  %184 = fsub double %23, %31
  %185 = icmp eq i32 %142, 0
  br i1 %185, label %208, label %186

186:                                              ; preds = %182
  %187 = and i32 %18, -2
  br label %188

188:                                              ; preds = %188, %186
  %189 = phi i32 [ 0, %186 ], [ %201, %188 ]
  %190 = phi double [ 0.000000e+00, %186 ], [ %205, %188 ]
  %191 = phi i32 [ 0, %186 ], [ %206, %188 ]
  %192 = uitofp nneg i32 %189 to double
  %193 = fmul double %20, %192
  %194 = or disjoint i32 %189, 1
  %195 = uitofp nneg i32 %194 to double
  %196 = fdiv double %184, %195
  %197 = tail call double @llvm.fmuladd.f64(double %193, double %192, double %196)
  %198 = fadd double %190, %197
  %199 = uitofp nneg i32 %194 to double
  %200 = fmul double %20, %199
  %201 = add nuw nsw i32 %189, 2
  %202 = uitofp nneg i32 %201 to double
  %203 = fdiv double %184, %202
  %204 = tail call double @llvm.fmuladd.f64(double %200, double %199, double %203)
  %205 = fadd double %198, %204
  %206 = add i32 %191, 2
  %207 = icmp eq i32 %206, %187
  br i1 %207, label %208, label %188, !llvm.loop !11

208:                                              ; preds = %188, %182
  %209 = phi double [ poison, %182 ], [ %205, %188 ]
  %210 = phi i32 [ 0, %182 ], [ %201, %188 ]
  %211 = phi double [ 0.000000e+00, %182 ], [ %205, %188 ]
  %212 = add nsw i64 %16, -3
  %213 = icmp ult i64 %212, -2
  br i1 %213, label %222, label %214

214:                                              ; preds = %208
  %215 = uitofp nneg i32 %210 to double
  %216 = fmul double %20, %215
  %217 = add nuw nsw i32 %210, 1
  %218 = uitofp nneg i32 %217 to double
  %219 = fdiv double %184, %218
  %220 = tail call double @llvm.fmuladd.f64(double %216, double %215, double %219)
  %221 = fadd double %211, %220
  br label %222

222:                                              ; preds = %208, %214
  %223 = phi double [ %209, %208 ], [ %221, %214 ]
  %224 = fsub double %183, %223
  br label %225

225:                                              ; preds = %222, %146
  %226 = phi double [ %147, %146 ], [ %184, %222 ]
  %227 = phi double [ 0.000000e+00, %146 ], [ %224, %222 ]
  %228 = fmul double %31, 2.000000e+00
  %229 = fdiv double %227, %228
  %230 = tail call double @llvm.fabs.f64(double %229)
  %231 = fcmp ogt double %230, 1.000000e+00
  %232 = select i1 %231, double %230, double 1.000000e+00
  %233 = fsub double %139, %229
  %234 = tail call double @llvm.fabs.f64(double %233)
  %235 = fmul double %232, 0x3EB0C6F7A0B5ED8D
  %236 = fcmp ole double %234, %235
  %237 = select i1 %236, ptr @.str.12, ptr @.str.13
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, double noundef %23, double noundef %139, double noundef %229, ptr noundef nonnull %237)
  br i1 %236, label %242, label %239

239:                                              ; preds = %225
  %240 = load i32, ptr @n_fail, align 4, !tbaa !5
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr @n_fail, align 4, !tbaa !5
  br label %242

242:                                              ; preds = %225, %239
  br i1 %35, label %264, label %243

243:                                              ; preds = %242
  %244 = tail call i32 @llvm.smax.i32(i32 %18, i32 1)
  %245 = and i32 %244, 3
  %246 = icmp eq i64 %16, 2
  br i1 %246, label %249, label %247

247:                                              ; preds = %243
  %248 = and i32 %244, 2147483644
  br label %1029

249:                                              ; preds = %1029, %243
  %250 = phi double [ poison, %243 ], [ %1048, %1029 ]
  %251 = phi i32 [ 0, %243 ], [ %1045, %1029 ]
  %252 = phi double [ 0.000000e+00, %243 ], [ %1048, %1029 ]
  %253 = icmp eq i32 %245, 0
  br i1 %253, label %264, label %254

254:                                              ; preds = %249, %254
  %255 = phi i32 [ %258, %254 ], [ %251, %249 ]
  %256 = phi double [ %261, %254 ], [ %252, %249 ]
  %257 = phi i32 [ %262, %254 ], [ 0, %249 ]
  %258 = add nuw nsw i32 %255, 1
  %259 = uitofp nneg i32 %258 to double
  %260 = fdiv double 1.000000e+00, %259
  %261 = fadd double %256, %260
  %262 = add i32 %257, 1
  %263 = icmp eq i32 %262, %245
  br i1 %263, label %264, label %254, !llvm.loop !13

264:                                              ; preds = %249, %254, %242
  %265 = phi double [ 0.000000e+00, %242 ], [ %250, %249 ], [ %261, %254 ]
  %266 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %267 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, double noundef %20, i32 noundef %266, double noundef %23, i32 noundef %18) #7
  %268 = sitofp i32 %18 to double
  %269 = fadd double %268, -1.000000e+00
  %270 = fmul double %269, %268
  %271 = tail call double @llvm.fmuladd.f64(double %268, double 2.000000e+00, double -1.000000e+00)
  %272 = fmul double %271, %270
  %273 = fdiv double %272, 6.000000e+00
  %274 = tail call double @llvm.fabs.f64(double %273)
  %275 = fcmp ogt double %274, 1.000000e+00
  %276 = select i1 %275, double %274, double 1.000000e+00
  %277 = fsub double %267, %273
  %278 = tail call double @llvm.fabs.f64(double %277)
  %279 = fmul double %276, 0x3EB0C6F7A0B5ED8D
  %280 = fcmp ole double %278, %279
  %281 = select i1 %280, ptr @.str.12, ptr @.str.13
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, double noundef %20, double noundef %267, double noundef %273, ptr noundef nonnull %281)
  br i1 %280, label %286, label %283

283:                                              ; preds = %264
  %284 = load i32, ptr @n_fail, align 4, !tbaa !5
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !5
  br label %286

286:                                              ; preds = %264, %283
  %287 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %288 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsum, i32 noundef %287, double noundef %20, double noundef %23, i32 noundef %18) #7
  %289 = tail call double @llvm.fabs.f64(double %265)
  %290 = fcmp ogt double %289, 1.000000e+00
  %291 = select i1 %290, double %289, double 1.000000e+00
  %292 = fsub double %288, %265
  %293 = tail call double @llvm.fabs.f64(double %292)
  %294 = fmul double %291, 0x3EB0C6F7A0B5ED8D
  %295 = fcmp ole double %293, %294
  %296 = select i1 %295, ptr @.str.12, ptr @.str.13
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, double noundef %23, double noundef %288, double noundef %265, ptr noundef nonnull %296)
  br i1 %295, label %301, label %298

298:                                              ; preds = %286
  %299 = load i32, ptr @n_fail, align 4, !tbaa !5
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr @n_fail, align 4, !tbaa !5
  br label %301

301:                                              ; preds = %286, %298
  %302 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vsq, double noundef %20, i32 noundef %18) #7
  br i1 %35, label %394, label %303

303:                                              ; preds = %301
  %304 = add i32 %18, -1
  %305 = and i32 %18, 3
  %306 = icmp ult i32 %304, 3
  br i1 %306, label %331, label %307

307:                                              ; preds = %303
  %308 = and i32 %18, -4
  br label %309

309:                                              ; preds = %309, %307
  %310 = phi double [ 0.000000e+00, %307 ], [ %327, %309 ]
  %311 = phi i32 [ 0, %307 ], [ %328, %309 ]
  %312 = phi i32 [ 0, %307 ], [ %329, %309 ]
  %313 = uitofp nneg i32 %311 to double
  %314 = tail call double @llvm.fmuladd.f64(double %313, double -1.000000e-02, double %34)
  %315 = tail call double @llvm.fmuladd.f64(double %314, double %314, double %310)
  %316 = or disjoint i32 %311, 1
  %317 = uitofp nneg i32 %316 to double
  %318 = tail call double @llvm.fmuladd.f64(double %317, double -1.000000e-02, double %34)
  %319 = tail call double @llvm.fmuladd.f64(double %318, double %318, double %315)
  %320 = or disjoint i32 %311, 2
  %321 = uitofp nneg i32 %320 to double
  %322 = tail call double @llvm.fmuladd.f64(double %321, double -1.000000e-02, double %34)
  %323 = tail call double @llvm.fmuladd.f64(double %322, double %322, double %319)
  %324 = or disjoint i32 %311, 3
  %325 = uitofp nneg i32 %324 to double
  %326 = tail call double @llvm.fmuladd.f64(double %325, double -1.000000e-02, double %34)
  %327 = tail call double @llvm.fmuladd.f64(double %326, double %326, double %323)
  %328 = add nuw nsw i32 %311, 4
  %329 = add i32 %312, 4
  %330 = icmp eq i32 %329, %308
  br i1 %330, label %331, label %309, !llvm.loop !15

331:                                              ; preds = %309, %303
  %332 = phi double [ poison, %303 ], [ %327, %309 ]
  %333 = phi double [ 0.000000e+00, %303 ], [ %327, %309 ]
  %334 = phi i32 [ 0, %303 ], [ %328, %309 ]
  %335 = add nsw i64 %16, -3
  %336 = icmp ult i64 %335, -2
  br i1 %336, label %347, label %337

337:                                              ; preds = %331, %337
  %338 = phi double [ %343, %337 ], [ %333, %331 ]
  %339 = phi i32 [ %344, %337 ], [ %334, %331 ]
  %340 = phi i32 [ %345, %337 ], [ 0, %331 ]
  %341 = uitofp nneg i32 %339 to double
  %342 = tail call double @llvm.fmuladd.f64(double %341, double -1.000000e-02, double %34)
  %343 = tail call double @llvm.fmuladd.f64(double %342, double %342, double %338)
  %344 = add nuw nsw i32 %339, 1
  %345 = add i32 %340, 1
  %346 = icmp eq i32 %345, %305
  br i1 %346, label %347, label %337, !llvm.loop !16

347:                                              ; preds = %337, %331
  %348 = phi double [ %332, %331 ], [ %343, %337 ]
  %349 = and i32 %18, 3
  %350 = icmp ult i32 %304, 3
  br i1 %350, label %375, label %351

351:                                              ; preds = %347
  %352 = and i32 %18, -4
  br label %353

353:                                              ; preds = %353, %351
  %354 = phi double [ 0.000000e+00, %351 ], [ %371, %353 ]
  %355 = phi i32 [ 0, %351 ], [ %372, %353 ]
  %356 = phi i32 [ 0, %351 ], [ %373, %353 ]
  %357 = uitofp nneg i32 %355 to double
  %358 = tail call double @llvm.fmuladd.f64(double %357, double -1.000000e-02, double %121)
  %359 = tail call double @llvm.fmuladd.f64(double %358, double %358, double %354)
  %360 = or disjoint i32 %355, 1
  %361 = uitofp nneg i32 %360 to double
  %362 = tail call double @llvm.fmuladd.f64(double %361, double -1.000000e-02, double %121)
  %363 = tail call double @llvm.fmuladd.f64(double %362, double %362, double %359)
  %364 = or disjoint i32 %355, 2
  %365 = uitofp nneg i32 %364 to double
  %366 = tail call double @llvm.fmuladd.f64(double %365, double -1.000000e-02, double %121)
  %367 = tail call double @llvm.fmuladd.f64(double %366, double %366, double %363)
  %368 = or disjoint i32 %355, 3
  %369 = uitofp nneg i32 %368 to double
  %370 = tail call double @llvm.fmuladd.f64(double %369, double -1.000000e-02, double %121)
  %371 = tail call double @llvm.fmuladd.f64(double %370, double %370, double %367)
  %372 = add nuw nsw i32 %355, 4
  %373 = add i32 %356, 4
  %374 = icmp eq i32 %373, %352
  br i1 %374, label %375, label %353, !llvm.loop !15

375:                                              ; preds = %353, %347
  %376 = phi double [ poison, %347 ], [ %371, %353 ]
  %377 = phi double [ 0.000000e+00, %347 ], [ %371, %353 ]
  %378 = phi i32 [ 0, %347 ], [ %372, %353 ]
  %379 = add nsw i64 %16, -3
  %380 = icmp ult i64 %379, -2
  br i1 %380, label %391, label %381

381:                                              ; preds = %375, %381
  %382 = phi double [ %387, %381 ], [ %377, %375 ]
  %383 = phi i32 [ %388, %381 ], [ %378, %375 ]
  %384 = phi i32 [ %389, %381 ], [ 0, %375 ]
  %385 = uitofp nneg i32 %383 to double
  %386 = tail call double @llvm.fmuladd.f64(double %385, double -1.000000e-02, double %121)
  %387 = tail call double @llvm.fmuladd.f64(double %386, double %386, double %382)
  %388 = add nuw nsw i32 %383, 1
  %389 = add i32 %384, 1
  %390 = icmp eq i32 %389, %349
  br i1 %390, label %391, label %381, !llvm.loop !17

391:                                              ; preds = %381, %375
  %392 = phi double [ %376, %375 ], [ %387, %381 ]
  %393 = fsub double %348, %392
  br label %394

394:                                              ; preds = %391, %301
  %395 = phi double [ 0.000000e+00, %301 ], [ %393, %391 ]
  %396 = fdiv double %395, %123
  %397 = tail call double @llvm.fabs.f64(double %396)
  %398 = fcmp ogt double %397, 1.000000e+00
  %399 = select i1 %398, double %397, double 1.000000e+00
  %400 = fsub double %302, %396
  %401 = tail call double @llvm.fabs.f64(double %400)
  %402 = fmul double %399, 0x3EB0C6F7A0B5ED8D
  %403 = fcmp ole double %401, %402
  %404 = select i1 %403, ptr @.str.12, ptr @.str.13
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, double noundef %20, double noundef %302, double noundef %396, ptr noundef nonnull %404)
  br i1 %403, label %409, label %406

406:                                              ; preds = %394
  %407 = load i32, ptr @n_fail, align 4, !tbaa !5
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr @n_fail, align 4, !tbaa !5
  br label %409

409:                                              ; preds = %394, %406
  %410 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vprod, double noundef %20, i32 noundef %18) #7
  br i1 %35, label %516, label %411

411:                                              ; preds = %409
  %412 = add i32 %18, -1
  %413 = and i32 %18, 3
  %414 = icmp ult i32 %412, 3
  br i1 %414, label %444, label %415

415:                                              ; preds = %411
  %416 = and i32 %18, -4
  br label %417

417:                                              ; preds = %417, %415
  %418 = phi i32 [ 0, %415 ], [ %441, %417 ]
  %419 = phi double [ 1.000000e+00, %415 ], [ %440, %417 ]
  %420 = phi i32 [ 0, %415 ], [ %442, %417 ]
  %421 = add nuw i32 %418, 100
  %422 = uitofp i32 %421 to double
  %423 = fdiv double %34, %422
  %424 = fadd double %423, 1.000000e+00
  %425 = fmul double %419, %424
  %426 = add nuw i32 %418, 101
  %427 = uitofp i32 %426 to double
  %428 = fdiv double %34, %427
  %429 = fadd double %428, 1.000000e+00
  %430 = fmul double %425, %429
  %431 = add nuw i32 %418, 102
  %432 = uitofp i32 %431 to double
  %433 = fdiv double %34, %432
  %434 = fadd double %433, 1.000000e+00
  %435 = fmul double %430, %434
  %436 = add nuw i32 %418, 103
  %437 = uitofp i32 %436 to double
  %438 = fdiv double %34, %437
  %439 = fadd double %438, 1.000000e+00
  %440 = fmul double %435, %439
  %441 = add nuw nsw i32 %418, 4
  %442 = add i32 %420, 4
  %443 = icmp eq i32 %442, %416
  br i1 %443, label %444, label %417, !llvm.loop !18

444:                                              ; preds = %417, %411
  %445 = phi double [ poison, %411 ], [ %440, %417 ]
  %446 = phi i32 [ 0, %411 ], [ %441, %417 ]
  %447 = phi double [ 1.000000e+00, %411 ], [ %440, %417 ]
  %448 = add nsw i64 %16, -3
  %449 = icmp ult i64 %448, -2
  br i1 %449, label %462, label %450

450:                                              ; preds = %444, %450
  %451 = phi i32 [ %459, %450 ], [ %446, %444 ]
  %452 = phi double [ %458, %450 ], [ %447, %444 ]
  %453 = phi i32 [ %460, %450 ], [ 0, %444 ]
  %454 = add nuw i32 %451, 100
  %455 = uitofp i32 %454 to double
  %456 = fdiv double %34, %455
  %457 = fadd double %456, 1.000000e+00
  %458 = fmul double %452, %457
  %459 = add nuw nsw i32 %451, 1
  %460 = add i32 %453, 1
  %461 = icmp eq i32 %460, %413
  br i1 %461, label %462, label %450, !llvm.loop !19

462:                                              ; preds = %450, %444
  %463 = phi double [ %445, %444 ], [ %458, %450 ]
  %464 = and i32 %18, 3
  %465 = icmp ult i32 %412, 3
  br i1 %465, label %495, label %466

466:                                              ; preds = %462
  %467 = and i32 %18, -4
  br label %468

468:                                              ; preds = %468, %466
  %469 = phi i32 [ 0, %466 ], [ %492, %468 ]
  %470 = phi double [ 1.000000e+00, %466 ], [ %491, %468 ]
  %471 = phi i32 [ 0, %466 ], [ %493, %468 ]
  %472 = add nuw i32 %469, 100
  %473 = uitofp i32 %472 to double
  %474 = fdiv double %121, %473
  %475 = fadd double %474, 1.000000e+00
  %476 = fmul double %470, %475
  %477 = add nuw i32 %469, 101
  %478 = uitofp i32 %477 to double
  %479 = fdiv double %121, %478
  %480 = fadd double %479, 1.000000e+00
  %481 = fmul double %476, %480
  %482 = add nuw i32 %469, 102
  %483 = uitofp i32 %482 to double
  %484 = fdiv double %121, %483
  %485 = fadd double %484, 1.000000e+00
  %486 = fmul double %481, %485
  %487 = add nuw i32 %469, 103
  %488 = uitofp i32 %487 to double
  %489 = fdiv double %121, %488
  %490 = fadd double %489, 1.000000e+00
  %491 = fmul double %486, %490
  %492 = add nuw nsw i32 %469, 4
  %493 = add i32 %471, 4
  %494 = icmp eq i32 %493, %467
  br i1 %494, label %495, label %468, !llvm.loop !18

495:                                              ; preds = %468, %462
  %496 = phi double [ poison, %462 ], [ %491, %468 ]
  %497 = phi i32 [ 0, %462 ], [ %492, %468 ]
  %498 = phi double [ 1.000000e+00, %462 ], [ %491, %468 ]
  %499 = add nsw i64 %16, -3
  %500 = icmp ult i64 %499, -2
  br i1 %500, label %513, label %501

501:                                              ; preds = %495, %501
  %502 = phi i32 [ %510, %501 ], [ %497, %495 ]
  %503 = phi double [ %509, %501 ], [ %498, %495 ]
  %504 = phi i32 [ %511, %501 ], [ 0, %495 ]
  %505 = add nuw i32 %502, 100
  %506 = uitofp i32 %505 to double
  %507 = fdiv double %121, %506
  %508 = fadd double %507, 1.000000e+00
  %509 = fmul double %503, %508
  %510 = add nuw nsw i32 %502, 1
  %511 = add i32 %504, 1
  %512 = icmp eq i32 %511, %464
  br i1 %512, label %513, label %501, !llvm.loop !20

513:                                              ; preds = %501, %495
  %514 = phi double [ %496, %495 ], [ %509, %501 ]
  %515 = fsub double %463, %514
  br label %516

516:                                              ; preds = %513, %409
  %517 = phi double [ 0.000000e+00, %409 ], [ %515, %513 ]
  %518 = fdiv double %517, %123
  %519 = tail call double @llvm.fabs.f64(double %518)
  %520 = fcmp ogt double %519, 1.000000e+00
  %521 = select i1 %520, double %519, double 1.000000e+00
  %522 = fsub double %410, %518
  %523 = tail call double @llvm.fabs.f64(double %522)
  %524 = fmul double %521, 0x3EB0C6F7A0B5ED8D
  %525 = fcmp ole double %523, %524
  %526 = select i1 %525, ptr @.str.12, ptr @.str.13
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %20, double noundef %410, double noundef %518, ptr noundef nonnull %526)
  br i1 %525, label %531, label %528

528:                                              ; preds = %516
  %529 = load i32, ptr @n_fail, align 4, !tbaa !5
  %530 = add nsw i32 %529, 1
  store i32 %530, ptr @n_fail, align 4, !tbaa !5
  br label %531

531:                                              ; preds = %516, %528
  %532 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vmax, double noundef %20, i32 noundef %18) #7
  br i1 %35, label %612, label %533

533:                                              ; preds = %531
  %534 = add i32 %18, -1
  %535 = icmp eq i32 %534, 0
  br i1 %535, label %558, label %536

536:                                              ; preds = %533
  %537 = and i32 %18, -2
  br label %538

538:                                              ; preds = %538, %536
  %539 = phi double [ -1.000000e+03, %536 ], [ %554, %538 ]
  %540 = phi i32 [ 0, %536 ], [ %555, %538 ]
  %541 = phi i32 [ 0, %536 ], [ %556, %538 ]
  %542 = uitofp nneg i32 %540 to double
  %543 = fmul double %542, -1.000000e-02
  %544 = fmul double %543, %542
  %545 = tail call double @llvm.fmuladd.f64(double %34, double %542, double %544)
  %546 = fcmp ogt double %539, %545
  %547 = select i1 %546, double %539, double %545
  %548 = or disjoint i32 %540, 1
  %549 = uitofp nneg i32 %548 to double
  %550 = fmul double %549, -1.000000e-02
  %551 = fmul double %550, %549
  %552 = tail call double @llvm.fmuladd.f64(double %34, double %549, double %551)
  %553 = fcmp ogt double %547, %552
  %554 = select i1 %553, double %547, double %552
  %555 = add nuw nsw i32 %540, 2
  %556 = add i32 %541, 2
  %557 = icmp eq i32 %556, %537
  br i1 %557, label %558, label %538, !llvm.loop !21

558:                                              ; preds = %538, %533
  %559 = phi double [ poison, %533 ], [ %554, %538 ]
  %560 = phi double [ -1.000000e+03, %533 ], [ %554, %538 ]
  %561 = phi i32 [ 0, %533 ], [ %555, %538 ]
  %562 = add nsw i64 %16, -3
  %563 = icmp ult i64 %562, -2
  br i1 %563, label %571, label %564

564:                                              ; preds = %558
  %565 = uitofp nneg i32 %561 to double
  %566 = fmul double %565, -1.000000e-02
  %567 = fmul double %566, %565
  %568 = tail call double @llvm.fmuladd.f64(double %34, double %565, double %567)
  %569 = fcmp ogt double %560, %568
  %570 = select i1 %569, double %560, double %568
  br label %571

571:                                              ; preds = %558, %564
  %572 = phi double [ %559, %558 ], [ %570, %564 ]
  %573 = icmp eq i32 %534, 0
  br i1 %573, label %596, label %574

574:                                              ; preds = %571
  %575 = and i32 %18, -2
  br label %576

576:                                              ; preds = %576, %574
  %577 = phi double [ -1.000000e+03, %574 ], [ %592, %576 ]
  %578 = phi i32 [ 0, %574 ], [ %593, %576 ]
  %579 = phi i32 [ 0, %574 ], [ %594, %576 ]
  %580 = uitofp nneg i32 %578 to double
  %581 = fmul double %580, -1.000000e-02
  %582 = fmul double %581, %580
  %583 = tail call double @llvm.fmuladd.f64(double %121, double %580, double %582)
  %584 = fcmp ogt double %577, %583
  %585 = select i1 %584, double %577, double %583
  %586 = or disjoint i32 %578, 1
  %587 = uitofp nneg i32 %586 to double
  %588 = fmul double %587, -1.000000e-02
  %589 = fmul double %588, %587
  %590 = tail call double @llvm.fmuladd.f64(double %121, double %587, double %589)
  %591 = fcmp ogt double %585, %590
  %592 = select i1 %591, double %585, double %590
  %593 = add nuw nsw i32 %578, 2
  %594 = add i32 %579, 2
  %595 = icmp eq i32 %594, %575
  br i1 %595, label %596, label %576, !llvm.loop !21

596:                                              ; preds = %576, %571
  %597 = phi double [ poison, %571 ], [ %592, %576 ]
  %598 = phi double [ -1.000000e+03, %571 ], [ %592, %576 ]
  %599 = phi i32 [ 0, %571 ], [ %593, %576 ]
  %600 = add nsw i64 %16, -3
  %601 = icmp ult i64 %600, -2
  br i1 %601, label %609, label %602

602:                                              ; preds = %596
  %603 = uitofp nneg i32 %599 to double
  %604 = fmul double %603, -1.000000e-02
  %605 = fmul double %604, %603
  %606 = tail call double @llvm.fmuladd.f64(double %121, double %603, double %605)
  %607 = fcmp ogt double %598, %606
  %608 = select i1 %607, double %598, double %606
  br label %609

609:                                              ; preds = %596, %602
  %610 = phi double [ %597, %596 ], [ %608, %602 ]
  %611 = fsub double %572, %610
  br label %612

612:                                              ; preds = %609, %531
  %613 = phi double [ 0.000000e+00, %531 ], [ %611, %609 ]
  %614 = fdiv double %613, %123
  %615 = tail call double @llvm.fabs.f64(double %614)
  %616 = fcmp ogt double %615, 1.000000e+00
  %617 = select i1 %616, double %615, double 1.000000e+00
  %618 = fsub double %532, %614
  %619 = tail call double @llvm.fabs.f64(double %618)
  %620 = fmul double %617, 0x3EB0C6F7A0B5ED8D
  %621 = fcmp ole double %619, %620
  %622 = select i1 %621, ptr @.str.12, ptr @.str.13
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, double noundef %20, double noundef %532, double noundef %614, ptr noundef nonnull %622)
  br i1 %621, label %627, label %624

624:                                              ; preds = %612
  %625 = load i32, ptr @n_fail, align 4, !tbaa !5
  %626 = add nsw i32 %625, 1
  store i32 %626, ptr @n_fail, align 4, !tbaa !5
  br label %627

627:                                              ; preds = %612, %624
  %628 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %629 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, double noundef %20, i32 noundef %628, double noundef %23, i32 noundef %18) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %8) #7
  %630 = tail call i32 @llvm.smin.i32(i32 %18, i32 256)
  br i1 %35, label %631, label %632

631:                                              ; preds = %627
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %6) #7
  br label %812

632:                                              ; preds = %627
  %633 = zext i32 %630 to i64
  %634 = icmp ult i32 %630, 2
  br i1 %634, label %655, label %635

635:                                              ; preds = %632
  %636 = and i64 %633, 2147483646
  %637 = insertelement <2 x double> poison, double %34, i64 0
  %638 = shufflevector <2 x double> %637, <2 x double> poison, <2 x i32> zeroinitializer
  %639 = insertelement <2 x double> poison, double %23, i64 0
  %640 = shufflevector <2 x double> %639, <2 x double> poison, <2 x i32> zeroinitializer
  br label %641

641:                                              ; preds = %641, %635
  %642 = phi i64 [ 0, %635 ], [ %650, %641 ]
  %643 = phi <2 x i32> [ <i32 0, i32 1>, %635 ], [ %651, %641 ]
  %644 = uitofp <2 x i32> %643 to <2 x double>
  %645 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %638, <2 x double> %644, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %646 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %642
  store <2 x double> %645, ptr %646, align 16, !tbaa !9
  %647 = fmul <2 x double> %644, <double -5.000000e-01, double -5.000000e-01>
  %648 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %647, <2 x double> %638, <2 x double> %640)
  %649 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %642
  store <2 x double> %648, ptr %649, align 16, !tbaa !9
  %650 = add nuw i64 %642, 2
  %651 = add <2 x i32> %643, <i32 2, i32 2>
  %652 = icmp eq i64 %650, %636
  br i1 %652, label %653, label %641, !llvm.loop !22

653:                                              ; preds = %641
  %654 = icmp eq i64 %636, %633
  br i1 %654, label %668, label %655

655:                                              ; preds = %653, %632
  %656 = phi i64 [ 0, %632 ], [ %636, %653 ]
  br label %657

657:                                              ; preds = %655, %657
  %658 = phi i64 [ %666, %657 ], [ %656, %655 ]
  %659 = trunc nuw nsw i64 %658 to i32
  %660 = uitofp nneg i32 %659 to double
  %661 = tail call double @llvm.fmuladd.f64(double %34, double %660, double 1.000000e+00)
  %662 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %658
  store double %661, ptr %662, align 8, !tbaa !9
  %663 = fmul double %660, -5.000000e-01
  %664 = tail call double @llvm.fmuladd.f64(double %663, double %34, double %23)
  %665 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %658
  store double %664, ptr %665, align 8, !tbaa !9
  %666 = add nuw nsw i64 %658, 1
  %667 = icmp eq i64 %666, %633
  br i1 %667, label %668, label %657, !llvm.loop !25

668:                                              ; preds = %657, %653
  %669 = add nsw i64 %633, -1
  %670 = and i64 %633, 3
  %671 = icmp ult i64 %669, 3
  br i1 %671, label %704, label %672

672:                                              ; preds = %668
  %673 = and i64 %633, 4294967292
  br label %674

674:                                              ; preds = %674, %672
  %675 = phi i64 [ 0, %672 ], [ %701, %674 ]
  %676 = phi double [ 0.000000e+00, %672 ], [ %700, %674 ]
  %677 = phi i64 [ 0, %672 ], [ %702, %674 ]
  %678 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %675
  %679 = load double, ptr %678, align 16, !tbaa !9
  %680 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %675
  %681 = load double, ptr %680, align 16, !tbaa !9
  %682 = tail call double @llvm.fmuladd.f64(double %679, double %681, double %676)
  %683 = or disjoint i64 %675, 1
  %684 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %683
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %683
  %687 = load double, ptr %686, align 8, !tbaa !9
  %688 = tail call double @llvm.fmuladd.f64(double %685, double %687, double %682)
  %689 = or disjoint i64 %675, 2
  %690 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %689
  %691 = load double, ptr %690, align 16, !tbaa !9
  %692 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %689
  %693 = load double, ptr %692, align 16, !tbaa !9
  %694 = tail call double @llvm.fmuladd.f64(double %691, double %693, double %688)
  %695 = or disjoint i64 %675, 3
  %696 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %695
  %697 = load double, ptr %696, align 8, !tbaa !9
  %698 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %695
  %699 = load double, ptr %698, align 8, !tbaa !9
  %700 = tail call double @llvm.fmuladd.f64(double %697, double %699, double %694)
  %701 = add nuw nsw i64 %675, 4
  %702 = add i64 %677, 4
  %703 = icmp eq i64 %702, %673
  br i1 %703, label %704, label %674, !llvm.loop !26

704:                                              ; preds = %674, %668
  %705 = phi double [ poison, %668 ], [ %700, %674 ]
  %706 = phi i64 [ 0, %668 ], [ %701, %674 ]
  %707 = phi double [ 0.000000e+00, %668 ], [ %700, %674 ]
  %708 = icmp eq i64 %670, 0
  br i1 %708, label %721, label %709

709:                                              ; preds = %704, %709
  %710 = phi i64 [ %718, %709 ], [ %706, %704 ]
  %711 = phi double [ %717, %709 ], [ %707, %704 ]
  %712 = phi i64 [ %719, %709 ], [ 0, %704 ]
  %713 = getelementptr inbounds [256 x double], ptr %7, i64 0, i64 %710
  %714 = load double, ptr %713, align 8, !tbaa !9
  %715 = getelementptr inbounds [256 x double], ptr %8, i64 0, i64 %710
  %716 = load double, ptr %715, align 8, !tbaa !9
  %717 = tail call double @llvm.fmuladd.f64(double %714, double %716, double %711)
  %718 = add nuw nsw i64 %710, 1
  %719 = add i64 %712, 1
  %720 = icmp eq i64 %719, %670
  br i1 %720, label %721, label %709, !llvm.loop !27

721:                                              ; preds = %709, %704
  %722 = phi double [ %705, %704 ], [ %717, %709 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %6) #7
  %723 = icmp ult i32 %630, 2
  br i1 %723, label %744, label %724

724:                                              ; preds = %721
  %725 = and i64 %633, 2147483646
  %726 = insertelement <2 x double> poison, double %121, i64 0
  %727 = shufflevector <2 x double> %726, <2 x double> poison, <2 x i32> zeroinitializer
  %728 = insertelement <2 x double> poison, double %23, i64 0
  %729 = shufflevector <2 x double> %728, <2 x double> poison, <2 x i32> zeroinitializer
  br label %730

730:                                              ; preds = %730, %724
  %731 = phi i64 [ 0, %724 ], [ %739, %730 ]
  %732 = phi <2 x i32> [ <i32 0, i32 1>, %724 ], [ %740, %730 ]
  %733 = uitofp <2 x i32> %732 to <2 x double>
  %734 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %727, <2 x double> %733, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %735 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %731
  store <2 x double> %734, ptr %735, align 16, !tbaa !9
  %736 = fmul <2 x double> %733, <double -5.000000e-01, double -5.000000e-01>
  %737 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %736, <2 x double> %727, <2 x double> %729)
  %738 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %731
  store <2 x double> %737, ptr %738, align 16, !tbaa !9
  %739 = add nuw i64 %731, 2
  %740 = add <2 x i32> %732, <i32 2, i32 2>
  %741 = icmp eq i64 %739, %725
  br i1 %741, label %742, label %730, !llvm.loop !28

742:                                              ; preds = %730
  %743 = icmp eq i64 %725, %633
  br i1 %743, label %757, label %744

744:                                              ; preds = %742, %721
  %745 = phi i64 [ 0, %721 ], [ %725, %742 ]
  br label %746

746:                                              ; preds = %744, %746
  %747 = phi i64 [ %755, %746 ], [ %745, %744 ]
  %748 = trunc nuw nsw i64 %747 to i32
  %749 = uitofp nneg i32 %748 to double
  %750 = tail call double @llvm.fmuladd.f64(double %121, double %749, double 1.000000e+00)
  %751 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %747
  store double %750, ptr %751, align 8, !tbaa !9
  %752 = fmul double %749, -5.000000e-01
  %753 = tail call double @llvm.fmuladd.f64(double %752, double %121, double %23)
  %754 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %747
  store double %753, ptr %754, align 8, !tbaa !9
  %755 = add nuw nsw i64 %747, 1
  %756 = icmp eq i64 %755, %633
  br i1 %756, label %757, label %746, !llvm.loop !29

757:                                              ; preds = %746, %742
  %758 = and i64 %633, 3
  %759 = icmp ult i64 %669, 3
  br i1 %759, label %792, label %760

760:                                              ; preds = %757
  %761 = and i64 %633, 4294967292
  br label %762

762:                                              ; preds = %762, %760
  %763 = phi i64 [ 0, %760 ], [ %789, %762 ]
  %764 = phi double [ 0.000000e+00, %760 ], [ %788, %762 ]
  %765 = phi i64 [ 0, %760 ], [ %790, %762 ]
  %766 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %763
  %767 = load double, ptr %766, align 16, !tbaa !9
  %768 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %763
  %769 = load double, ptr %768, align 16, !tbaa !9
  %770 = tail call double @llvm.fmuladd.f64(double %767, double %769, double %764)
  %771 = or disjoint i64 %763, 1
  %772 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %771
  %773 = load double, ptr %772, align 8, !tbaa !9
  %774 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %771
  %775 = load double, ptr %774, align 8, !tbaa !9
  %776 = tail call double @llvm.fmuladd.f64(double %773, double %775, double %770)
  %777 = or disjoint i64 %763, 2
  %778 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %777
  %779 = load double, ptr %778, align 16, !tbaa !9
  %780 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %777
  %781 = load double, ptr %780, align 16, !tbaa !9
  %782 = tail call double @llvm.fmuladd.f64(double %779, double %781, double %776)
  %783 = or disjoint i64 %763, 3
  %784 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %783
  %785 = load double, ptr %784, align 8, !tbaa !9
  %786 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %783
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = tail call double @llvm.fmuladd.f64(double %785, double %787, double %782)
  %789 = add nuw nsw i64 %763, 4
  %790 = add i64 %765, 4
  %791 = icmp eq i64 %790, %761
  br i1 %791, label %792, label %762, !llvm.loop !26

792:                                              ; preds = %762, %757
  %793 = phi double [ poison, %757 ], [ %788, %762 ]
  %794 = phi i64 [ 0, %757 ], [ %789, %762 ]
  %795 = phi double [ 0.000000e+00, %757 ], [ %788, %762 ]
  %796 = icmp eq i64 %758, 0
  br i1 %796, label %809, label %797

797:                                              ; preds = %792, %797
  %798 = phi i64 [ %806, %797 ], [ %794, %792 ]
  %799 = phi double [ %805, %797 ], [ %795, %792 ]
  %800 = phi i64 [ %807, %797 ], [ 0, %792 ]
  %801 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %798
  %802 = load double, ptr %801, align 8, !tbaa !9
  %803 = getelementptr inbounds [256 x double], ptr %6, i64 0, i64 %798
  %804 = load double, ptr %803, align 8, !tbaa !9
  %805 = tail call double @llvm.fmuladd.f64(double %802, double %804, double %799)
  %806 = add nuw nsw i64 %798, 1
  %807 = add i64 %800, 1
  %808 = icmp eq i64 %807, %758
  br i1 %808, label %809, label %797, !llvm.loop !30

809:                                              ; preds = %797, %792
  %810 = phi double [ %793, %792 ], [ %805, %797 ]
  %811 = fsub double %722, %810
  br label %812

812:                                              ; preds = %809, %631
  %813 = phi double [ 0.000000e+00, %631 ], [ %811, %809 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  %814 = fdiv double %813, %123
  %815 = tail call double @llvm.fabs.f64(double %814)
  %816 = fcmp ogt double %815, 1.000000e+00
  %817 = select i1 %816, double %815, double 1.000000e+00
  %818 = fsub double %629, %814
  %819 = tail call double @llvm.fabs.f64(double %818)
  %820 = fmul double %817, 0x3EB0C6F7A0B5ED8D
  %821 = fcmp ole double %819, %820
  %822 = select i1 %821, ptr @.str.12, ptr @.str.13
  %823 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, double noundef %20, double noundef %629, double noundef %814, ptr noundef nonnull %822)
  br i1 %821, label %827, label %824

824:                                              ; preds = %812
  %825 = load i32, ptr @n_fail, align 4, !tbaa !5
  %826 = add nsw i32 %825, 1
  store i32 %826, ptr @n_fail, align 4, !tbaa !5
  br label %827

827:                                              ; preds = %812, %824
  %828 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %829 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vdot, i32 noundef %828, double noundef %20, double noundef %23, i32 noundef %18) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  br i1 %35, label %830, label %831

830:                                              ; preds = %827
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %2) #7
  br label %1011

831:                                              ; preds = %827
  %832 = zext i32 %630 to i64
  %833 = icmp ult i32 %630, 2
  br i1 %833, label %854, label %834

834:                                              ; preds = %831
  %835 = and i64 %832, 2147483646
  %836 = insertelement <2 x double> poison, double %20, i64 0
  %837 = shufflevector <2 x double> %836, <2 x double> poison, <2 x i32> zeroinitializer
  %838 = insertelement <2 x double> poison, double %140, i64 0
  %839 = shufflevector <2 x double> %838, <2 x double> poison, <2 x i32> zeroinitializer
  br label %840

840:                                              ; preds = %840, %834
  %841 = phi i64 [ 0, %834 ], [ %849, %840 ]
  %842 = phi <2 x i32> [ <i32 0, i32 1>, %834 ], [ %850, %840 ]
  %843 = uitofp <2 x i32> %842 to <2 x double>
  %844 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %837, <2 x double> %843, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %845 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %841
  store <2 x double> %844, ptr %845, align 16, !tbaa !9
  %846 = fmul <2 x double> %843, <double -5.000000e-01, double -5.000000e-01>
  %847 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %846, <2 x double> %837, <2 x double> %839)
  %848 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %841
  store <2 x double> %847, ptr %848, align 16, !tbaa !9
  %849 = add nuw i64 %841, 2
  %850 = add <2 x i32> %842, <i32 2, i32 2>
  %851 = icmp eq i64 %849, %835
  br i1 %851, label %852, label %840, !llvm.loop !31

852:                                              ; preds = %840
  %853 = icmp eq i64 %835, %832
  br i1 %853, label %867, label %854

854:                                              ; preds = %852, %831
  %855 = phi i64 [ 0, %831 ], [ %835, %852 ]
  br label %856

856:                                              ; preds = %854, %856
  %857 = phi i64 [ %865, %856 ], [ %855, %854 ]
  %858 = trunc nuw nsw i64 %857 to i32
  %859 = uitofp nneg i32 %858 to double
  %860 = tail call double @llvm.fmuladd.f64(double %20, double %859, double 1.000000e+00)
  %861 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %857
  store double %860, ptr %861, align 8, !tbaa !9
  %862 = fmul double %859, -5.000000e-01
  %863 = tail call double @llvm.fmuladd.f64(double %862, double %20, double %140)
  %864 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %857
  store double %863, ptr %864, align 8, !tbaa !9
  %865 = add nuw nsw i64 %857, 1
  %866 = icmp eq i64 %865, %832
  br i1 %866, label %867, label %856, !llvm.loop !32

867:                                              ; preds = %856, %852
  %868 = add nsw i64 %832, -1
  %869 = and i64 %832, 3
  %870 = icmp ult i64 %868, 3
  br i1 %870, label %903, label %871

871:                                              ; preds = %867
  %872 = and i64 %832, 4294967292
  br label %873

873:                                              ; preds = %873, %871
  %874 = phi i64 [ 0, %871 ], [ %900, %873 ]
  %875 = phi double [ 0.000000e+00, %871 ], [ %899, %873 ]
  %876 = phi i64 [ 0, %871 ], [ %901, %873 ]
  %877 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %874
  %878 = load double, ptr %877, align 16, !tbaa !9
  %879 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %874
  %880 = load double, ptr %879, align 16, !tbaa !9
  %881 = tail call double @llvm.fmuladd.f64(double %878, double %880, double %875)
  %882 = or disjoint i64 %874, 1
  %883 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %882
  %884 = load double, ptr %883, align 8, !tbaa !9
  %885 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %882
  %886 = load double, ptr %885, align 8, !tbaa !9
  %887 = tail call double @llvm.fmuladd.f64(double %884, double %886, double %881)
  %888 = or disjoint i64 %874, 2
  %889 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %888
  %890 = load double, ptr %889, align 16, !tbaa !9
  %891 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %888
  %892 = load double, ptr %891, align 16, !tbaa !9
  %893 = tail call double @llvm.fmuladd.f64(double %890, double %892, double %887)
  %894 = or disjoint i64 %874, 3
  %895 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %894
  %896 = load double, ptr %895, align 8, !tbaa !9
  %897 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %894
  %898 = load double, ptr %897, align 8, !tbaa !9
  %899 = tail call double @llvm.fmuladd.f64(double %896, double %898, double %893)
  %900 = add nuw nsw i64 %874, 4
  %901 = add i64 %876, 4
  %902 = icmp eq i64 %901, %872
  br i1 %902, label %903, label %873, !llvm.loop !26

903:                                              ; preds = %873, %867
  %904 = phi double [ poison, %867 ], [ %899, %873 ]
  %905 = phi i64 [ 0, %867 ], [ %900, %873 ]
  %906 = phi double [ 0.000000e+00, %867 ], [ %899, %873 ]
  %907 = icmp eq i64 %869, 0
  br i1 %907, label %920, label %908

908:                                              ; preds = %903, %908
  %909 = phi i64 [ %917, %908 ], [ %905, %903 ]
  %910 = phi double [ %916, %908 ], [ %906, %903 ]
  %911 = phi i64 [ %918, %908 ], [ 0, %903 ]
  %912 = getelementptr inbounds [256 x double], ptr %3, i64 0, i64 %909
  %913 = load double, ptr %912, align 8, !tbaa !9
  %914 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %909
  %915 = load double, ptr %914, align 8, !tbaa !9
  %916 = tail call double @llvm.fmuladd.f64(double %913, double %915, double %910)
  %917 = add nuw nsw i64 %909, 1
  %918 = add i64 %911, 1
  %919 = icmp eq i64 %918, %869
  br i1 %919, label %920, label %908, !llvm.loop !33

920:                                              ; preds = %908, %903
  %921 = phi double [ %904, %903 ], [ %916, %908 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %2) #7
  %922 = icmp ult i32 %630, 2
  br i1 %922, label %943, label %923

923:                                              ; preds = %920
  %924 = and i64 %832, 2147483646
  %925 = insertelement <2 x double> poison, double %20, i64 0
  %926 = shufflevector <2 x double> %925, <2 x double> poison, <2 x i32> zeroinitializer
  %927 = insertelement <2 x double> poison, double %226, i64 0
  %928 = shufflevector <2 x double> %927, <2 x double> poison, <2 x i32> zeroinitializer
  br label %929

929:                                              ; preds = %929, %923
  %930 = phi i64 [ 0, %923 ], [ %938, %929 ]
  %931 = phi <2 x i32> [ <i32 0, i32 1>, %923 ], [ %939, %929 ]
  %932 = uitofp <2 x i32> %931 to <2 x double>
  %933 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %926, <2 x double> %932, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %934 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %930
  store <2 x double> %933, ptr %934, align 16, !tbaa !9
  %935 = fmul <2 x double> %932, <double -5.000000e-01, double -5.000000e-01>
  %936 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %935, <2 x double> %926, <2 x double> %928)
  %937 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %930
  store <2 x double> %936, ptr %937, align 16, !tbaa !9
  %938 = add nuw i64 %930, 2
  %939 = add <2 x i32> %931, <i32 2, i32 2>
  %940 = icmp eq i64 %938, %924
  br i1 %940, label %941, label %929, !llvm.loop !34

941:                                              ; preds = %929
  %942 = icmp eq i64 %924, %832
  br i1 %942, label %956, label %943

943:                                              ; preds = %941, %920
  %944 = phi i64 [ 0, %920 ], [ %924, %941 ]
  br label %945

945:                                              ; preds = %943, %945
  %946 = phi i64 [ %954, %945 ], [ %944, %943 ]
  %947 = trunc nuw nsw i64 %946 to i32
  %948 = uitofp nneg i32 %947 to double
  %949 = tail call double @llvm.fmuladd.f64(double %20, double %948, double 1.000000e+00)
  %950 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %946
  store double %949, ptr %950, align 8, !tbaa !9
  %951 = fmul double %948, -5.000000e-01
  %952 = tail call double @llvm.fmuladd.f64(double %951, double %20, double %226)
  %953 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %946
  store double %952, ptr %953, align 8, !tbaa !9
  %954 = add nuw nsw i64 %946, 1
  %955 = icmp eq i64 %954, %832
  br i1 %955, label %956, label %945, !llvm.loop !35

956:                                              ; preds = %945, %941
  %957 = and i64 %832, 3
  %958 = icmp ult i64 %868, 3
  br i1 %958, label %991, label %959

959:                                              ; preds = %956
  %960 = and i64 %832, 4294967292
  br label %961

961:                                              ; preds = %961, %959
  %962 = phi i64 [ 0, %959 ], [ %988, %961 ]
  %963 = phi double [ 0.000000e+00, %959 ], [ %987, %961 ]
  %964 = phi i64 [ 0, %959 ], [ %989, %961 ]
  %965 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %962
  %966 = load double, ptr %965, align 16, !tbaa !9
  %967 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %962
  %968 = load double, ptr %967, align 16, !tbaa !9
  %969 = tail call double @llvm.fmuladd.f64(double %966, double %968, double %963)
  %970 = or disjoint i64 %962, 1
  %971 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %970
  %972 = load double, ptr %971, align 8, !tbaa !9
  %973 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %970
  %974 = load double, ptr %973, align 8, !tbaa !9
  %975 = tail call double @llvm.fmuladd.f64(double %972, double %974, double %969)
  %976 = or disjoint i64 %962, 2
  %977 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %976
  %978 = load double, ptr %977, align 16, !tbaa !9
  %979 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %976
  %980 = load double, ptr %979, align 16, !tbaa !9
  %981 = tail call double @llvm.fmuladd.f64(double %978, double %980, double %975)
  %982 = or disjoint i64 %962, 3
  %983 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %982
  %984 = load double, ptr %983, align 8, !tbaa !9
  %985 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %982
  %986 = load double, ptr %985, align 8, !tbaa !9
  %987 = tail call double @llvm.fmuladd.f64(double %984, double %986, double %981)
  %988 = add nuw nsw i64 %962, 4
  %989 = add i64 %964, 4
  %990 = icmp eq i64 %989, %960
  br i1 %990, label %991, label %961, !llvm.loop !26

991:                                              ; preds = %961, %956
  %992 = phi double [ poison, %956 ], [ %987, %961 ]
  %993 = phi i64 [ 0, %956 ], [ %988, %961 ]
  %994 = phi double [ 0.000000e+00, %956 ], [ %987, %961 ]
  %995 = icmp eq i64 %957, 0
  br i1 %995, label %1008, label %996

996:                                              ; preds = %991, %996
  %997 = phi i64 [ %1005, %996 ], [ %993, %991 ]
  %998 = phi double [ %1004, %996 ], [ %994, %991 ]
  %999 = phi i64 [ %1006, %996 ], [ 0, %991 ]
  %1000 = getelementptr inbounds [256 x double], ptr %1, i64 0, i64 %997
  %1001 = load double, ptr %1000, align 8, !tbaa !9
  %1002 = getelementptr inbounds [256 x double], ptr %2, i64 0, i64 %997
  %1003 = load double, ptr %1002, align 8, !tbaa !9
  %1004 = tail call double @llvm.fmuladd.f64(double %1001, double %1003, double %998)
  %1005 = add nuw nsw i64 %997, 1
  %1006 = add i64 %999, 1
  %1007 = icmp eq i64 %1006, %957
  br i1 %1007, label %1008, label %996, !llvm.loop !36

1008:                                             ; preds = %996, %991
  %1009 = phi double [ %992, %991 ], [ %1004, %996 ]
  %1010 = fsub double %921, %1009
  br label %1011

1011:                                             ; preds = %1008, %830
  %1012 = phi double [ 0.000000e+00, %830 ], [ %1010, %1008 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #7
  %1013 = fdiv double %1012, %228
  %1014 = tail call double @llvm.fabs.f64(double %1013)
  %1015 = fcmp ogt double %1014, 1.000000e+00
  %1016 = select i1 %1015, double %1014, double 1.000000e+00
  %1017 = fsub double %829, %1013
  %1018 = tail call double @llvm.fabs.f64(double %1017)
  %1019 = fmul double %1016, 0x3EB0C6F7A0B5ED8D
  %1020 = fcmp ole double %1018, %1019
  %1021 = select i1 %1020, ptr @.str.12, ptr @.str.13
  %1022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, double noundef %23, double noundef %829, double noundef %1013, ptr noundef nonnull %1021)
  br i1 %1020, label %1026, label %1023

1023:                                             ; preds = %1011
  %1024 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1025 = add nsw i32 %1024, 1
  store i32 %1025, ptr @n_fail, align 4, !tbaa !5
  br label %1026

1026:                                             ; preds = %1011, %1023
  %1027 = add nuw nsw i64 %16, 1
  %1028 = icmp eq i64 %1027, 5
  br i1 %1028, label %9, label %15, !llvm.loop !37

1029:                                             ; preds = %1029, %247
  %1030 = phi i32 [ 0, %247 ], [ %1045, %1029 ]
  %1031 = phi double [ 0.000000e+00, %247 ], [ %1048, %1029 ]
  %1032 = phi i32 [ 0, %247 ], [ %1049, %1029 ]
  %1033 = or disjoint i32 %1030, 1
  %1034 = uitofp nneg i32 %1033 to double
  %1035 = fdiv double 1.000000e+00, %1034
  %1036 = fadd double %1031, %1035
  %1037 = or disjoint i32 %1030, 2
  %1038 = uitofp nneg i32 %1037 to double
  %1039 = fdiv double 1.000000e+00, %1038
  %1040 = fadd double %1036, %1039
  %1041 = or disjoint i32 %1030, 3
  %1042 = uitofp nneg i32 %1041 to double
  %1043 = fdiv double 1.000000e+00, %1042
  %1044 = fadd double %1040, %1043
  %1045 = add nuw nsw i32 %1030, 4
  %1046 = uitofp nneg i32 %1045 to double
  %1047 = fdiv double 1.000000e+00, %1046
  %1048 = fadd double %1044, %1047
  %1049 = add i32 %1032, 4
  %1050 = icmp eq i32 %1049, %248
  br i1 %1050, label %249, label %1029, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vsum(double noundef %0, double noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = and i32 %2, 1
  %7 = icmp eq i32 %2, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483646
  br label %25

10:                                               ; preds = %25, %5
  %11 = phi double [ poison, %5 ], [ %42, %25 ]
  %12 = phi i32 [ 0, %5 ], [ %38, %25 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %42, %25 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %10
  %16 = uitofp nneg i32 %12 to double
  %17 = fmul double %16, %0
  %18 = add nuw nsw i32 %12, 1
  %19 = uitofp nneg i32 %18 to double
  %20 = fdiv double %1, %19
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %16, double %20)
  %22 = fadd double %13, %21
  br label %23

23:                                               ; preds = %15, %10, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %11, %10 ], [ %22, %15 ]
  ret double %24

25:                                               ; preds = %25, %8
  %26 = phi i32 [ 0, %8 ], [ %38, %25 ]
  %27 = phi double [ 0.000000e+00, %8 ], [ %42, %25 ]
  %28 = phi i32 [ 0, %8 ], [ %43, %25 ]
  %29 = uitofp nneg i32 %26 to double
  %30 = fmul double %29, %0
  %31 = or disjoint i32 %26, 1
  %32 = uitofp nneg i32 %31 to double
  %33 = fdiv double %1, %32
  %34 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %33)
  %35 = fadd double %27, %34
  %36 = uitofp nneg i32 %31 to double
  %37 = fmul double %36, %0
  %38 = add nuw nsw i32 %26, 2
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double %1, %39
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %40)
  %42 = fadd double %35, %41
  %43 = add i32 %28, 2
  %44 = icmp eq i32 %43, %9
  br i1 %44, label %10, label %25, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vsq(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %24

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %26

9:                                                ; preds = %26, %4
  %10 = phi double [ poison, %4 ], [ %44, %26 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %44, %26 ]
  %12 = phi i32 [ 0, %4 ], [ %45, %26 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %14
  %15 = phi double [ %20, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %22, %14 ], [ 0, %9 ]
  %18 = uitofp nneg i32 %16 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double -1.000000e-02, double %0)
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %15)
  %21 = add nuw nsw i32 %16, 1
  %22 = add i32 %17, 1
  %23 = icmp eq i32 %22, %5
  br i1 %23, label %24, label %14, !llvm.loop !39

24:                                               ; preds = %9, %14, %2
  %25 = phi double [ 0.000000e+00, %2 ], [ %10, %9 ], [ %20, %14 ]
  ret double %25

26:                                               ; preds = %26, %7
  %27 = phi double [ 0.000000e+00, %7 ], [ %44, %26 ]
  %28 = phi i32 [ 0, %7 ], [ %45, %26 ]
  %29 = phi i32 [ 0, %7 ], [ %46, %26 ]
  %30 = uitofp nneg i32 %28 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double -1.000000e-02, double %0)
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %27)
  %33 = or disjoint i32 %28, 1
  %34 = uitofp nneg i32 %33 to double
  %35 = tail call double @llvm.fmuladd.f64(double %34, double -1.000000e-02, double %0)
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %32)
  %37 = or disjoint i32 %28, 2
  %38 = uitofp nneg i32 %37 to double
  %39 = tail call double @llvm.fmuladd.f64(double %38, double -1.000000e-02, double %0)
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %36)
  %41 = or disjoint i32 %28, 3
  %42 = uitofp nneg i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double -1.000000e-02, double %0)
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = add nuw nsw i32 %28, 4
  %46 = add i32 %29, 4
  %47 = icmp eq i32 %46, %8
  br i1 %47, label %9, label %26, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vprod(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi double [ poison, %4 ], [ %51, %28 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %28 ]
  %12 = phi double [ 1.000000e+00, %4 ], [ %51, %28 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %23, %14 ], [ %11, %9 ]
  %16 = phi double [ %22, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %9 ]
  %18 = add nuw i32 %15, 100
  %19 = uitofp i32 %18 to double
  %20 = fdiv double %0, %19
  %21 = fadd double %20, 1.000000e+00
  %22 = fmul double %16, %21
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !40

26:                                               ; preds = %9, %14, %2
  %27 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret double %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %52, %28 ]
  %30 = phi double [ 1.000000e+00, %7 ], [ %51, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %53, %28 ]
  %32 = add nuw i32 %29, 100
  %33 = uitofp i32 %32 to double
  %34 = fdiv double %0, %33
  %35 = fadd double %34, 1.000000e+00
  %36 = fmul double %30, %35
  %37 = add nuw i32 %29, 101
  %38 = uitofp i32 %37 to double
  %39 = fdiv double %0, %38
  %40 = fadd double %39, 1.000000e+00
  %41 = fmul double %36, %40
  %42 = add nuw i32 %29, 102
  %43 = uitofp i32 %42 to double
  %44 = fdiv double %0, %43
  %45 = fadd double %44, 1.000000e+00
  %46 = fmul double %41, %45
  %47 = add nuw i32 %29, 103
  %48 = uitofp i32 %47 to double
  %49 = fdiv double %0, %48
  %50 = fadd double %49, 1.000000e+00
  %51 = fmul double %46, %50
  %52 = add nuw nsw i32 %29, 4
  %53 = add i32 %31, 4
  %54 = icmp eq i32 %53, %8
  br i1 %54, label %9, label %28, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vmax(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %24

9:                                                ; preds = %24
  %10 = uitofp nneg i32 %41 to double
  br label %11

11:                                               ; preds = %9, %4
  %12 = phi double [ poison, %4 ], [ %40, %9 ]
  %13 = phi double [ -1.000000e+03, %4 ], [ %40, %9 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %10, %9 ]
  %15 = icmp eq i32 %5, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %11
  %17 = fmul double %14, -1.000000e-02
  %18 = fmul double %17, %14
  %19 = tail call double @llvm.fmuladd.f64(double %0, double %14, double %18)
  %20 = fcmp ogt double %13, %19
  %21 = select i1 %20, double %13, double %19
  br label %22

22:                                               ; preds = %16, %11, %2
  %23 = phi double [ -1.000000e+03, %2 ], [ %12, %11 ], [ %21, %16 ]
  ret double %23

24:                                               ; preds = %24, %7
  %25 = phi double [ -1.000000e+03, %7 ], [ %40, %24 ]
  %26 = phi i32 [ 0, %7 ], [ %41, %24 ]
  %27 = phi i32 [ 0, %7 ], [ %42, %24 ]
  %28 = uitofp nneg i32 %26 to double
  %29 = fmul double %28, -1.000000e-02
  %30 = fmul double %29, %28
  %31 = tail call double @llvm.fmuladd.f64(double %0, double %28, double %30)
  %32 = fcmp ogt double %25, %31
  %33 = select i1 %32, double %25, double %31
  %34 = or disjoint i32 %26, 1
  %35 = uitofp nneg i32 %34 to double
  %36 = fmul double %35, -1.000000e-02
  %37 = fmul double %36, %35
  %38 = tail call double @llvm.fmuladd.f64(double %0, double %35, double %37)
  %39 = fcmp ogt double %33, %38
  %40 = select i1 %39, double %33, double %38
  %41 = add nuw nsw i32 %26, 2
  %42 = add i32 %27, 2
  %43 = icmp eq i32 %42, %8
  br i1 %43, label %9, label %24, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @vdot(double noundef %0, double noundef %1, i32 noundef %2) #4 {
  %4 = alloca [256 x double], align 16
  %5 = alloca [256 x double], align 16
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %5) #7
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %67

7:                                                ; preds = %3
  %8 = tail call i32 @llvm.smin.i32(i32 %2, i32 256)
  %9 = zext nneg i32 %8 to i64
  %10 = icmp eq i32 %2, 1
  br i1 %10, label %11, label %13

11:                                               ; preds = %31, %7
  %12 = phi i64 [ 0, %7 ], [ %14, %31 ]
  br label %39

13:                                               ; preds = %7
  %14 = and i64 %9, 510
  %15 = insertelement <2 x double> poison, double %0, i64 0
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  %17 = insertelement <2 x double> poison, double %1, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %13
  %20 = phi i64 [ 0, %13 ], [ %28, %19 ]
  %21 = phi <2 x i32> [ <i32 0, i32 1>, %13 ], [ %29, %19 ]
  %22 = uitofp <2 x i32> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> %22, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %24 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %20
  store <2 x double> %23, ptr %24, align 16, !tbaa !9
  %25 = fmul <2 x double> %22, <double -5.000000e-01, double -5.000000e-01>
  %26 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> %16, <2 x double> %18)
  %27 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %20
  store <2 x double> %26, ptr %27, align 16, !tbaa !9
  %28 = add nuw i64 %20, 2
  %29 = add <2 x i32> %21, <i32 2, i32 2>
  %30 = icmp eq i64 %28, %14
  br i1 %30, label %31, label %19, !llvm.loop !41

31:                                               ; preds = %19
  %32 = icmp eq i64 %14, %9
  br i1 %32, label %33, label %11

33:                                               ; preds = %39, %31
  br i1 %6, label %34, label %67

34:                                               ; preds = %33
  %35 = and i64 %9, 3
  %36 = icmp slt i32 %2, 4
  br i1 %36, label %50, label %37

37:                                               ; preds = %34
  %38 = and i64 %9, 508
  br label %69

39:                                               ; preds = %11, %39
  %40 = phi i64 [ %48, %39 ], [ %12, %11 ]
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %0, double %42, double 1.000000e+00)
  %44 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %40
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = fmul double %42, -5.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %0, double %1)
  %47 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %40
  store double %46, ptr %47, align 8, !tbaa !9
  %48 = add nuw nsw i64 %40, 1
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %33, label %39, !llvm.loop !42

50:                                               ; preds = %69, %34
  %51 = phi double [ poison, %34 ], [ %95, %69 ]
  %52 = phi i64 [ 0, %34 ], [ %96, %69 ]
  %53 = phi double [ 0.000000e+00, %34 ], [ %95, %69 ]
  %54 = icmp eq i64 %35, 0
  br i1 %54, label %67, label %55

55:                                               ; preds = %50, %55
  %56 = phi i64 [ %64, %55 ], [ %52, %50 ]
  %57 = phi double [ %63, %55 ], [ %53, %50 ]
  %58 = phi i64 [ %65, %55 ], [ 0, %50 ]
  %59 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %56
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = add nuw nsw i64 %56, 1
  %65 = add i64 %58, 1
  %66 = icmp eq i64 %65, %35
  br i1 %66, label %67, label %55, !llvm.loop !43

67:                                               ; preds = %50, %55, %3, %33
  %68 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %3 ], [ %51, %50 ], [ %63, %55 ]
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %4) #7
  ret double %68

69:                                               ; preds = %69, %37
  %70 = phi i64 [ 0, %37 ], [ %96, %69 ]
  %71 = phi double [ 0.000000e+00, %37 ], [ %95, %69 ]
  %72 = phi i64 [ 0, %37 ], [ %97, %69 ]
  %73 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %70
  %74 = load double, ptr %73, align 16, !tbaa !9
  %75 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %70
  %76 = load double, ptr %75, align 16, !tbaa !9
  %77 = tail call double @llvm.fmuladd.f64(double %74, double %76, double %71)
  %78 = or disjoint i64 %70, 1
  %79 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %78
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = tail call double @llvm.fmuladd.f64(double %80, double %82, double %77)
  %84 = or disjoint i64 %70, 2
  %85 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %84
  %86 = load double, ptr %85, align 16, !tbaa !9
  %87 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %84
  %88 = load double, ptr %87, align 16, !tbaa !9
  %89 = tail call double @llvm.fmuladd.f64(double %86, double %88, double %83)
  %90 = or disjoint i64 %70, 3
  %91 = getelementptr inbounds [256 x double], ptr %4, i64 0, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds [256 x double], ptr %5, i64 0, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = tail call double @llvm.fmuladd.f64(double %92, double %94, double %89)
  %96 = add nuw nsw i64 %70, 4
  %97 = add i64 %72, 4
  %98 = icmp eq i64 %97, %38
  br i1 %98, label %50, label %69, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !12, !24, !23}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !12, !23, !24}
!29 = distinct !{!29, !12, !24, !23}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !12, !23, !24}
!32 = distinct !{!32, !12, !24, !23}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !12, !23, !24}
!35 = distinct !{!35, !12, !24, !23}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !12, !23, !24}
!42 = distinct !{!42, !12, !24, !23}
!43 = distinct !{!43, !14}
