; ModuleID = 'multi2.c'
source_filename = "multi2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [5 x double] [double -1.300000e+00, double -2.000000e-01, double 4.000000e-01, double 1.100000e+00, double 2.500000e+00], align 16
@main.ys = internal unnamed_addr constant [5 x double] [double 0x3FE6666666666666, double -1.900000e+00, double 1.600000e+00, double -4.000000e-01, double 9.000000e-01], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"h.dx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"h.dy\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"k3.dx\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"k3.dy\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"multi2\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %496
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %496
  %8 = phi i64 [ 0, %0 ], [ %497, %496 ]
  %9 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds [5 x double], ptr @main.ys, i64 0, i64 %8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @llvm.fabs.f64(double %10)
  %14 = fcmp ogt double %13, 1.000000e+00
  %15 = select i1 %14, double %13, double 1.000000e+00
  %16 = fmul double %15, 0x3EB0C6F7A0B5ED8D
  %17 = tail call double @llvm.fabs.f64(double %12)
  %18 = fcmp ogt double %17, 1.000000e+00
  %19 = select i1 %18, double %17, double 1.000000e+00
  %20 = fmul double %19, 0x3EB0C6F7A0B5ED8D
  %21 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %10, double noundef %12) #9
  %22 = extractvalue { double, double } %21, 0
  %23 = extractvalue { double, double } %21, 1
  %24 = fadd double %10, %16
  %25 = fmul double %12, %24
  %26 = tail call double @sin(double noundef %25) #9
  %27 = fmul double %12, 3.000000e-01
  %28 = tail call double @exp(double noundef %27) #9
  %29 = fsub double %10, %16
  %30 = fmul double %12, %29
  %31 = tail call double @sin(double noundef %30) #9
  %32 = tail call double @exp(double noundef %27) #9
  %33 = insertelement <2 x double> poison, double %24, i64 0
  %34 = insertelement <2 x double> %33, double %29, i64 1
  %35 = fmul <2 x double> %34, %34
  %36 = insertelement <2 x double> poison, double %12, i64 0
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  %38 = insertelement <2 x double> poison, double %26, i64 0
  %39 = insertelement <2 x double> %38, double %31, i64 1
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> %37, <2 x double> %39)
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %34, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %42 = insertelement <2 x double> poison, double %28, i64 0
  %43 = insertelement <2 x double> %42, double %32, i64 1
  %44 = fdiv <2 x double> %43, %41
  %45 = fadd <2 x double> %40, %44
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %47 = fsub <2 x double> %45, %46
  %48 = extractelement <2 x double> %47, i64 0
  %49 = fmul double %16, 2.000000e+00
  %50 = fdiv double %48, %49
  %51 = tail call double @llvm.fabs.f64(double %50)
  %52 = fcmp ogt double %51, 1.000000e+00
  %53 = select i1 %52, double %51, double 1.000000e+00
  %54 = fsub double %22, %50
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = fmul double %53, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ole double %55, %56
  %58 = select i1 %57, ptr @.str.11, ptr @.str.12
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %10, double noundef %22, double noundef %50, ptr noundef nonnull %58)
  br i1 %57, label %63, label %60

60:                                               ; preds = %7
  %61 = load i32, ptr @n_fail, align 4, !tbaa !5
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @n_fail, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %7, %60
  %64 = fadd double %12, %20
  %65 = fmul double %10, %10
  %66 = fmul double %10, %64
  %67 = tail call double @sin(double noundef %66) #9
  %68 = fmul double %64, 3.000000e-01
  %69 = tail call double @exp(double noundef %68) #9
  %70 = tail call double @llvm.fmuladd.f64(double %10, double %10, double 1.000000e+00)
  %71 = fsub double %12, %20
  %72 = fmul double %10, %71
  %73 = tail call double @sin(double noundef %72) #9
  %74 = fmul double %71, 3.000000e-01
  %75 = tail call double @exp(double noundef %74) #9
  %76 = insertelement <2 x double> poison, double %65, i64 0
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  %78 = insertelement <2 x double> poison, double %64, i64 0
  %79 = insertelement <2 x double> %78, double %71, i64 1
  %80 = insertelement <2 x double> poison, double %67, i64 0
  %81 = insertelement <2 x double> %80, double %73, i64 1
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %79, <2 x double> %81)
  %83 = insertelement <2 x double> poison, double %69, i64 0
  %84 = insertelement <2 x double> %83, double %75, i64 1
  %85 = insertelement <2 x double> poison, double %70, i64 0
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer
  %87 = fdiv <2 x double> %84, %86
  %88 = fadd <2 x double> %82, %87
  %89 = shufflevector <2 x double> %88, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %90 = fsub <2 x double> %88, %89
  %91 = extractelement <2 x double> %90, i64 0
  %92 = fmul double %20, 2.000000e+00
  %93 = fdiv double %91, %92
  %94 = tail call double @llvm.fabs.f64(double %93)
  %95 = fcmp ogt double %94, 1.000000e+00
  %96 = select i1 %95, double %94, double 1.000000e+00
  %97 = fsub double %23, %93
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ole double %98, %99
  %101 = select i1 %100, ptr @.str.11, ptr @.str.12
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %12, double noundef %23, double noundef %93, ptr noundef nonnull %101)
  br i1 %100, label %106, label %103

103:                                              ; preds = %63
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @n_fail, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %63, %103
  %107 = add nuw nsw i64 %8, 3
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef %10, i32 noundef %108, double noundef %12) #9
  %110 = extractvalue { double, double } %109, 0
  %111 = tail call double @sin(double noundef %24) #9
  %112 = tail call double @cos(double noundef %12) #9
  %113 = fmul double %24, 2.000000e+00
  %114 = tail call double @sin(double noundef %113) #9
  %115 = fmul double %12, 5.000000e-01
  %116 = tail call double @cos(double noundef %115) #9
  %117 = fmul double %111, %112
  %118 = fadd double %117, 0.000000e+00
  %119 = fmul double %114, %116
  %120 = fmul double %119, 5.000000e-01
  %121 = fadd double %118, %120
  %122 = fmul double %24, 3.000000e+00
  %123 = tail call double @sin(double noundef %122) #9
  %124 = fdiv double %12, 3.000000e+00
  %125 = tail call double @cos(double noundef %124) #9
  %126 = fmul double %123, %125
  %127 = fdiv double %126, 3.000000e+00
  %128 = fadd double %121, %127
  %129 = icmp eq i64 %8, 0
  br i1 %129, label %165, label %130, !llvm.loop !11

130:                                              ; preds = %106
  %131 = fmul double %24, 4.000000e+00
  %132 = tail call double @sin(double noundef %131) #9
  %133 = fmul double %12, 2.500000e-01
  %134 = tail call double @cos(double noundef %133) #9
  %135 = fmul double %132, %134
  %136 = fmul double %135, 2.500000e-01
  %137 = fadd double %128, %136
  %138 = icmp eq i64 %107, 4
  br i1 %138, label %165, label %139, !llvm.loop !11

139:                                              ; preds = %130
  %140 = fmul double %24, 5.000000e+00
  %141 = tail call double @sin(double noundef %140) #9
  %142 = fdiv double %12, 5.000000e+00
  %143 = tail call double @cos(double noundef %142) #9
  %144 = fmul double %141, %143
  %145 = fdiv double %144, 5.000000e+00
  %146 = fadd double %137, %145
  %147 = icmp eq i64 %107, 5
  br i1 %147, label %165, label %148, !llvm.loop !11

148:                                              ; preds = %139
  %149 = fmul double %24, 6.000000e+00
  %150 = tail call double @sin(double noundef %149) #9
  %151 = fdiv double %12, 6.000000e+00
  %152 = tail call double @cos(double noundef %151) #9
  %153 = fmul double %150, %152
  %154 = fdiv double %153, 6.000000e+00
  %155 = fadd double %146, %154
  %156 = icmp eq i64 %107, 6
  br i1 %156, label %165, label %157, !llvm.loop !11

157:                                              ; preds = %148
  %158 = fmul double %24, 7.000000e+00
  %159 = tail call double @sin(double noundef %158) #9
  %160 = fdiv double %12, 7.000000e+00
  %161 = tail call double @cos(double noundef %160) #9
  %162 = fmul double %159, %161
  %163 = fdiv double %162, 7.000000e+00
  %164 = fadd double %155, %163
  br label %165

165:                                              ; preds = %157, %148, %139, %130, %106
  %166 = phi double [ %128, %106 ], [ %137, %130 ], [ %146, %139 ], [ %155, %148 ], [ %164, %157 ]
  %167 = extractvalue { double, double } %109, 1
  %168 = tail call double @sin(double noundef %29) #9
  %169 = tail call double @cos(double noundef %12) #9
  %170 = fmul double %29, 2.000000e+00
  %171 = tail call double @sin(double noundef %170) #9
  %172 = fmul double %12, 5.000000e-01
  %173 = tail call double @cos(double noundef %172) #9
  %174 = fmul double %168, %169
  %175 = fadd double %174, 0.000000e+00
  %176 = fmul double %171, %173
  %177 = fmul double %176, 5.000000e-01
  %178 = fadd double %175, %177
  %179 = fmul double %29, 3.000000e+00
  %180 = tail call double @sin(double noundef %179) #9
  %181 = fdiv double %12, 3.000000e+00
  %182 = tail call double @cos(double noundef %181) #9
  %183 = fmul double %180, %182
  %184 = fdiv double %183, 3.000000e+00
  %185 = fadd double %178, %184
  %186 = icmp eq i64 %8, 0
  br i1 %186, label %222, label %187, !llvm.loop !11

187:                                              ; preds = %165
  %188 = fmul double %29, 4.000000e+00
  %189 = tail call double @sin(double noundef %188) #9
  %190 = fmul double %12, 2.500000e-01
  %191 = tail call double @cos(double noundef %190) #9
  %192 = fmul double %189, %191
  %193 = fmul double %192, 2.500000e-01
  %194 = fadd double %185, %193
  %195 = icmp eq i64 %107, 4
  br i1 %195, label %222, label %196, !llvm.loop !11

196:                                              ; preds = %187
  %197 = fmul double %29, 5.000000e+00
  %198 = tail call double @sin(double noundef %197) #9
  %199 = fdiv double %12, 5.000000e+00
  %200 = tail call double @cos(double noundef %199) #9
  %201 = fmul double %198, %200
  %202 = fdiv double %201, 5.000000e+00
  %203 = fadd double %194, %202
  %204 = icmp eq i64 %107, 5
  br i1 %204, label %222, label %205, !llvm.loop !11

205:                                              ; preds = %196
  %206 = fmul double %29, 6.000000e+00
  %207 = tail call double @sin(double noundef %206) #9
  %208 = fdiv double %12, 6.000000e+00
  %209 = tail call double @cos(double noundef %208) #9
  %210 = fmul double %207, %209
  %211 = fdiv double %210, 6.000000e+00
  %212 = fadd double %203, %211
  %213 = icmp eq i64 %107, 6
  br i1 %213, label %222, label %214, !llvm.loop !11

214:                                              ; preds = %205
  %215 = fmul double %29, 7.000000e+00
  %216 = tail call double @sin(double noundef %215) #9
  %217 = fdiv double %12, 7.000000e+00
  %218 = tail call double @cos(double noundef %217) #9
  %219 = fmul double %216, %218
  %220 = fdiv double %219, 7.000000e+00
  %221 = fadd double %212, %220
  br label %222

222:                                              ; preds = %214, %205, %196, %187, %165
  %223 = phi double [ %185, %165 ], [ %194, %187 ], [ %203, %196 ], [ %212, %205 ], [ %221, %214 ]
  %224 = tail call double @llvm.fmuladd.f64(double %24, double %12, double %166)
  %225 = tail call double @llvm.fmuladd.f64(double %29, double %12, double %223)
  %226 = fsub double %224, %225
  %227 = fdiv double %226, %49
  %228 = tail call double @llvm.fabs.f64(double %227)
  %229 = fcmp ogt double %228, 1.000000e+00
  %230 = select i1 %229, double %228, double 1.000000e+00
  %231 = fsub double %110, %227
  %232 = tail call double @llvm.fabs.f64(double %231)
  %233 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp ole double %232, %233
  %235 = select i1 %234, ptr @.str.11, ptr @.str.12
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %10, double noundef %110, double noundef %227, ptr noundef nonnull %235)
  br i1 %234, label %240, label %237

237:                                              ; preds = %222
  %238 = load i32, ptr @n_fail, align 4, !tbaa !5
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr @n_fail, align 4, !tbaa !5
  br label %240

240:                                              ; preds = %237, %222
  %241 = tail call double @sin(double noundef %10) #9
  %242 = tail call double @cos(double noundef %64) #9
  %243 = fmul double %10, 2.000000e+00
  %244 = tail call double @sin(double noundef %243) #9
  %245 = fmul double %64, 5.000000e-01
  %246 = tail call double @cos(double noundef %245) #9
  %247 = fmul double %241, %242
  %248 = fadd double %247, 0.000000e+00
  %249 = fmul double %244, %246
  %250 = fmul double %249, 5.000000e-01
  %251 = fadd double %248, %250
  %252 = fmul double %10, 3.000000e+00
  %253 = tail call double @sin(double noundef %252) #9
  %254 = fdiv double %64, 3.000000e+00
  %255 = tail call double @cos(double noundef %254) #9
  %256 = fmul double %253, %255
  %257 = fdiv double %256, 3.000000e+00
  %258 = fadd double %251, %257
  %259 = icmp eq i64 %8, 0
  br i1 %259, label %295, label %260, !llvm.loop !11

260:                                              ; preds = %240
  %261 = fmul double %10, 4.000000e+00
  %262 = tail call double @sin(double noundef %261) #9
  %263 = fmul double %64, 2.500000e-01
  %264 = tail call double @cos(double noundef %263) #9
  %265 = fmul double %262, %264
  %266 = fmul double %265, 2.500000e-01
  %267 = fadd double %258, %266
  %268 = icmp eq i64 %107, 4
  br i1 %268, label %295, label %269, !llvm.loop !11

269:                                              ; preds = %260
  %270 = fmul double %10, 5.000000e+00
  %271 = tail call double @sin(double noundef %270) #9
  %272 = fdiv double %64, 5.000000e+00
  %273 = tail call double @cos(double noundef %272) #9
  %274 = fmul double %271, %273
  %275 = fdiv double %274, 5.000000e+00
  %276 = fadd double %267, %275
  %277 = icmp eq i64 %107, 5
  br i1 %277, label %295, label %278, !llvm.loop !11

278:                                              ; preds = %269
  %279 = fmul double %10, 6.000000e+00
  %280 = tail call double @sin(double noundef %279) #9
  %281 = fdiv double %64, 6.000000e+00
  %282 = tail call double @cos(double noundef %281) #9
  %283 = fmul double %280, %282
  %284 = fdiv double %283, 6.000000e+00
  %285 = fadd double %276, %284
  %286 = icmp eq i64 %107, 6
  br i1 %286, label %295, label %287, !llvm.loop !11

287:                                              ; preds = %278
  %288 = fmul double %10, 7.000000e+00
  %289 = tail call double @sin(double noundef %288) #9
  %290 = fdiv double %64, 7.000000e+00
  %291 = tail call double @cos(double noundef %290) #9
  %292 = fmul double %289, %291
  %293 = fdiv double %292, 7.000000e+00
  %294 = fadd double %285, %293
  br label %295

295:                                              ; preds = %240, %260, %269, %278, %287
  %296 = phi double [ %258, %240 ], [ %267, %260 ], [ %276, %269 ], [ %285, %278 ], [ %294, %287 ]
  %297 = tail call double @sin(double noundef %10) #9
  %298 = tail call double @cos(double noundef %71) #9
  %299 = fmul double %10, 2.000000e+00
  %300 = tail call double @sin(double noundef %299) #9
  %301 = fmul double %71, 5.000000e-01
  %302 = tail call double @cos(double noundef %301) #9
  %303 = fmul double %297, %298
  %304 = fadd double %303, 0.000000e+00
  %305 = fmul double %300, %302
  %306 = fmul double %305, 5.000000e-01
  %307 = fadd double %304, %306
  %308 = fmul double %10, 3.000000e+00
  %309 = tail call double @sin(double noundef %308) #9
  %310 = fdiv double %71, 3.000000e+00
  %311 = tail call double @cos(double noundef %310) #9
  %312 = fmul double %309, %311
  %313 = fdiv double %312, 3.000000e+00
  %314 = fadd double %307, %313
  %315 = icmp eq i64 %8, 0
  br i1 %315, label %351, label %316, !llvm.loop !11

316:                                              ; preds = %295
  %317 = fmul double %10, 4.000000e+00
  %318 = tail call double @sin(double noundef %317) #9
  %319 = fmul double %71, 2.500000e-01
  %320 = tail call double @cos(double noundef %319) #9
  %321 = fmul double %318, %320
  %322 = fmul double %321, 2.500000e-01
  %323 = fadd double %314, %322
  %324 = icmp eq i64 %107, 4
  br i1 %324, label %351, label %325, !llvm.loop !11

325:                                              ; preds = %316
  %326 = fmul double %10, 5.000000e+00
  %327 = tail call double @sin(double noundef %326) #9
  %328 = fdiv double %71, 5.000000e+00
  %329 = tail call double @cos(double noundef %328) #9
  %330 = fmul double %327, %329
  %331 = fdiv double %330, 5.000000e+00
  %332 = fadd double %323, %331
  %333 = icmp eq i64 %107, 5
  br i1 %333, label %351, label %334, !llvm.loop !11

334:                                              ; preds = %325
  %335 = fmul double %10, 6.000000e+00
  %336 = tail call double @sin(double noundef %335) #9
  %337 = fdiv double %71, 6.000000e+00
  %338 = tail call double @cos(double noundef %337) #9
  %339 = fmul double %336, %338
  %340 = fdiv double %339, 6.000000e+00
  %341 = fadd double %332, %340
  %342 = icmp eq i64 %107, 6
  br i1 %342, label %351, label %343, !llvm.loop !11

343:                                              ; preds = %334
  %344 = fmul double %10, 7.000000e+00
  %345 = tail call double @sin(double noundef %344) #9
  %346 = fdiv double %71, 7.000000e+00
  %347 = tail call double @cos(double noundef %346) #9
  %348 = fmul double %345, %347
  %349 = fdiv double %348, 7.000000e+00
  %350 = fadd double %341, %349
  br label %351

351:                                              ; preds = %343, %334, %325, %316, %295
  %352 = phi double [ %314, %295 ], [ %323, %316 ], [ %332, %325 ], [ %341, %334 ], [ %350, %343 ]
  %353 = tail call double @llvm.fmuladd.f64(double %10, double %64, double %296)
  %354 = tail call double @llvm.fmuladd.f64(double %10, double %71, double %352)
  %355 = fsub double %353, %354
  %356 = fdiv double %355, %92
  %357 = tail call double @llvm.fabs.f64(double %356)
  %358 = fcmp ogt double %357, 1.000000e+00
  %359 = select i1 %358, double %357, double 1.000000e+00
  %360 = fsub double %167, %356
  %361 = tail call double @llvm.fabs.f64(double %360)
  %362 = fmul double %359, 0x3EB0C6F7A0B5ED8D
  %363 = fcmp ole double %361, %362
  %364 = select i1 %363, ptr @.str.11, ptr @.str.12
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %12, double noundef %167, double noundef %356, ptr noundef nonnull %364)
  br i1 %363, label %369, label %366

366:                                              ; preds = %351
  %367 = load i32, ptr @n_fail, align 4, !tbaa !5
  %368 = add nsw i32 %367, 1
  store i32 %368, ptr @n_fail, align 4, !tbaa !5
  br label %369

369:                                              ; preds = %351, %366
  %370 = trunc nuw nsw i64 %8 to i32
  %371 = uitofp nneg i32 %370 to double
  %372 = tail call double @llvm.fmuladd.f64(double %371, double 2.500000e-01, double 1.500000e+00)
  %373 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %374 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, i32 noundef %373, double noundef %372, double noundef %10, double noundef %12) #9
  %375 = extractvalue { double, double } %374, 0
  %376 = extractvalue { double, double } %374, 1
  %377 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %378 = tail call double @log(double noundef %377) #9
  %379 = tail call double @log(double noundef %377) #9
  %380 = insertelement <2 x double> poison, double %372, i64 0
  %381 = shufflevector <2 x double> %380, <2 x double> poison, <2 x i32> zeroinitializer
  %382 = fmul <2 x double> %381, %34
  %383 = insertelement <2 x double> poison, double %378, i64 0
  %384 = insertelement <2 x double> %383, double %379, i64 1
  %385 = fmul <2 x double> %34, %384
  %386 = fdiv <2 x double> %385, %381
  %387 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> %34, <2 x double> %386)
  %388 = shufflevector <2 x double> %387, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %389 = fsub <2 x double> %387, %388
  %390 = extractelement <2 x double> %389, i64 0
  %391 = fdiv double %390, %49
  %392 = tail call double @llvm.fabs.f64(double %391)
  %393 = fcmp ogt double %392, 1.000000e+00
  %394 = select i1 %393, double %392, double 1.000000e+00
  %395 = fsub double %375, %391
  %396 = tail call double @llvm.fabs.f64(double %395)
  %397 = fmul double %394, 0x3EB0C6F7A0B5ED8D
  %398 = fcmp ole double %396, %397
  %399 = select i1 %398, ptr @.str.11, ptr @.str.12
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %10, double noundef %375, double noundef %391, ptr noundef nonnull %399)
  br i1 %398, label %404, label %401

401:                                              ; preds = %369
  %402 = load i32, ptr @n_fail, align 4, !tbaa !5
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr @n_fail, align 4, !tbaa !5
  br label %404

404:                                              ; preds = %369, %401
  %405 = fmul double %372, %10
  %406 = tail call double @llvm.fmuladd.f64(double %64, double %64, double 1.000000e+00)
  %407 = tail call double @log(double noundef %406) #9
  %408 = tail call double @llvm.fmuladd.f64(double %71, double %71, double 1.000000e+00)
  %409 = tail call double @log(double noundef %408) #9
  %410 = insertelement <2 x double> poison, double %10, i64 0
  %411 = shufflevector <2 x double> %410, <2 x double> poison, <2 x i32> zeroinitializer
  %412 = insertelement <2 x double> poison, double %407, i64 0
  %413 = insertelement <2 x double> %412, double %409, i64 1
  %414 = fmul <2 x double> %411, %413
  %415 = fdiv <2 x double> %414, %381
  %416 = insertelement <2 x double> poison, double %405, i64 0
  %417 = shufflevector <2 x double> %416, <2 x double> poison, <2 x i32> zeroinitializer
  %418 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %417, <2 x double> %411, <2 x double> %415)
  %419 = shufflevector <2 x double> %418, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %420 = fsub <2 x double> %418, %419
  %421 = extractelement <2 x double> %420, i64 0
  %422 = fdiv double %421, %92
  %423 = tail call double @llvm.fabs.f64(double %422)
  %424 = fcmp ogt double %423, 1.000000e+00
  %425 = select i1 %424, double %423, double 1.000000e+00
  %426 = fsub double %376, %422
  %427 = tail call double @llvm.fabs.f64(double %426)
  %428 = fmul double %425, 0x3EB0C6F7A0B5ED8D
  %429 = fcmp ole double %427, %428
  %430 = select i1 %429, ptr @.str.11, ptr @.str.12
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %12, double noundef %376, double noundef %422, ptr noundef nonnull %430)
  br i1 %429, label %435, label %432

432:                                              ; preds = %404
  %433 = load i32, ptr @n_fail, align 4, !tbaa !5
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr @n_fail, align 4, !tbaa !5
  br label %435

435:                                              ; preds = %404, %432
  %436 = tail call double @llvm.fmuladd.f64(double %371, double 1.000000e-01, double 5.000000e-01)
  %437 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %438 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %439 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @k3, i32 noundef %437, double noundef %10, i32 noundef %438, double noundef %436, i32 noundef %437, double noundef %12) #9
  %440 = extractvalue { double, double } %439, 0
  %441 = extractvalue { double, double } %439, 1
  %442 = tail call double @hypot(double noundef %24, double noundef %436) #9
  %443 = fsub double %12, %24
  %444 = tail call double @atan(double noundef %443) #9
  %445 = fmul double %436, %12
  %446 = tail call double @llvm.fmuladd.f64(double %442, double %444, double %445)
  %447 = tail call double @hypot(double noundef %29, double noundef %436) #9
  %448 = fsub double %12, %29
  %449 = tail call double @atan(double noundef %448) #9
  %450 = tail call double @llvm.fmuladd.f64(double %447, double %449, double %445)
  %451 = fsub double %446, %450
  %452 = fdiv double %451, %49
  %453 = tail call double @llvm.fabs.f64(double %452)
  %454 = fcmp ogt double %453, 1.000000e+00
  %455 = select i1 %454, double %453, double 1.000000e+00
  %456 = fsub double %440, %452
  %457 = tail call double @llvm.fabs.f64(double %456)
  %458 = fmul double %455, 0x3EB0C6F7A0B5ED8D
  %459 = fcmp ole double %457, %458
  %460 = select i1 %459, ptr @.str.11, ptr @.str.12
  %461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %10, double noundef %440, double noundef %452, ptr noundef nonnull %460)
  br i1 %459, label %465, label %462

462:                                              ; preds = %435
  %463 = load i32, ptr @n_fail, align 4, !tbaa !5
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr @n_fail, align 4, !tbaa !5
  br label %465

465:                                              ; preds = %435, %462
  %466 = tail call double @hypot(double noundef %10, double noundef %436) #9
  %467 = fsub double %64, %10
  %468 = tail call double @atan(double noundef %467) #9
  %469 = insertelement <2 x double> poison, double %436, i64 0
  %470 = shufflevector <2 x double> %469, <2 x double> poison, <2 x i32> zeroinitializer
  %471 = fmul <2 x double> %470, %79
  %472 = tail call double @hypot(double noundef %10, double noundef %436) #9
  %473 = fsub double %71, %10
  %474 = tail call double @atan(double noundef %473) #9
  %475 = insertelement <2 x double> poison, double %466, i64 0
  %476 = insertelement <2 x double> %475, double %472, i64 1
  %477 = insertelement <2 x double> poison, double %468, i64 0
  %478 = insertelement <2 x double> %477, double %474, i64 1
  %479 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %476, <2 x double> %478, <2 x double> %471)
  %480 = shufflevector <2 x double> %479, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %481 = fsub <2 x double> %479, %480
  %482 = extractelement <2 x double> %481, i64 0
  %483 = fdiv double %482, %92
  %484 = tail call double @llvm.fabs.f64(double %483)
  %485 = fcmp ogt double %484, 1.000000e+00
  %486 = select i1 %485, double %484, double 1.000000e+00
  %487 = fsub double %441, %483
  %488 = tail call double @llvm.fabs.f64(double %487)
  %489 = fmul double %486, 0x3EB0C6F7A0B5ED8D
  %490 = fcmp ole double %488, %489
  %491 = select i1 %490, ptr @.str.11, ptr @.str.12
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef %12, double noundef %441, double noundef %483, ptr noundef nonnull %491)
  br i1 %490, label %496, label %493

493:                                              ; preds = %465
  %494 = load i32, ptr @n_fail, align 4, !tbaa !5
  %495 = add nsw i32 %494, 1
  store i32 %495, ptr @n_fail, align 4, !tbaa !5
  br label %496

496:                                              ; preds = %465, %493
  %497 = add nuw nsw i64 %8, 1
  %498 = icmp eq i64 %497, 5
  br i1 %498, label %1, label %7, !llvm.loop !13
}

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %0, %0
  %4 = fmul double %0, %1
  %5 = tail call double @sin(double noundef %4) #9
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  %7 = fmul double %1, 3.000000e-01
  %8 = tail call double @exp(double noundef %7) #9
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %10 = fdiv double %8, %9
  %11 = fadd double %6, %10
  ret double %11
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, i32 noundef %1, double noundef %2) #3 {
  %4 = icmp slt i32 %1, 1
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = and i32 %1, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483646
  br label %28

10:                                               ; preds = %28
  %11 = uitofp nneg i32 %49 to double
  br label %12

12:                                               ; preds = %10, %5
  %13 = phi double [ poison, %5 ], [ %48, %10 ]
  %14 = phi double [ 1.000000e+00, %5 ], [ %11, %10 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %48, %10 ]
  %16 = icmp eq i32 %6, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %12
  %18 = fmul double %14, %0
  %19 = tail call double @sin(double noundef %18) #9
  %20 = fdiv double %2, %14
  %21 = tail call double @cos(double noundef %20) #9
  %22 = fmul double %19, %21
  %23 = fdiv double %22, %14
  %24 = fadd double %15, %23
  br label %25

25:                                               ; preds = %17, %12, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %24, %17 ]
  %27 = tail call double @llvm.fmuladd.f64(double %0, double %2, double %26)
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i32 [ 1, %8 ], [ %49, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %48, %28 ]
  %31 = phi i32 [ 0, %8 ], [ %50, %28 ]
  %32 = uitofp nneg i32 %29 to double
  %33 = fmul double %32, %0
  %34 = tail call double @sin(double noundef %33) #9
  %35 = fdiv double %2, %32
  %36 = tail call double @cos(double noundef %35) #9
  %37 = fmul double %34, %36
  %38 = fdiv double %37, %32
  %39 = fadd double %30, %38
  %40 = add nuw i32 %29, 1
  %41 = uitofp nneg i32 %40 to double
  %42 = fmul double %41, %0
  %43 = tail call double @sin(double noundef %42) #9
  %44 = fdiv double %2, %41
  %45 = tail call double @cos(double noundef %44) #9
  %46 = fmul double %43, %45
  %47 = fdiv double %46, %41
  %48 = fadd double %39, %47
  %49 = add nuw i32 %29, 2
  %50 = add i32 %31, 2
  %51 = icmp eq i32 %50, %9
  br i1 %51, label %10, label %28, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @h(double noundef %0, double noundef %1, double noundef %2) #2 {
  %4 = fmul double %0, %1
  %5 = tail call double @llvm.fmuladd.f64(double %2, double %2, double 1.000000e+00)
  %6 = tail call double @log(double noundef %5) #9
  %7 = fmul double %6, %1
  %8 = fdiv double %7, %0
  %9 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %8)
  ret double %9
}

; Function Attrs: nounwind uwtable
define internal double @k3(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = tail call double @hypot(double noundef %0, double noundef %1) #9
  %5 = fsub double %2, %0
  %6 = tail call double @atan(double noundef %5) #9
  %7 = fmul double %1, %2
  %8 = tail call double @llvm.fmuladd.f64(double %4, double %6, double %7)
  ret double %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!13 = distinct !{!13, !12}
