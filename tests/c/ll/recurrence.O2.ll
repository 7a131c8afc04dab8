; ModuleID = 'recurrence.c'
source_filename = "recurrence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.rs = internal unnamed_addr constant [4 x double] [double 2.300000e+00, double 2.800000e+00, double 3.100000e+00, double 3.300000e+00], align 16
@main.x0s = internal unnamed_addr constant [4 x double] [double 1.200000e-01, double 3.700000e-01, double 6.400000e-01, double 8.100000e-01], align 16
@.str = private unnamed_addr constant [12 x i8] c"logistic.dr\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"logistic.dx0\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@main.gs = internal unnamed_addr constant [5 x double] [double 3.700000e-01, double 9.000000e-01, double 1.550000e+00, double 3.300000e+00, double 7.000000e+00], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@main.ds = internal unnamed_addr constant [5 x double] [double -1.600000e+00, double -3.000000e-01, double 4.500000e-01, double 1.250000e+00, double 2.200000e+00], align 16
@.str.4 = private unnamed_addr constant [7 x i8] c"damped\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"halve\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"recurrence\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %217
  %2 = phi i64 [ 0, %0 ], [ %218, %217 ]
  %3 = getelementptr inbounds [4 x double], ptr @main.rs, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds [4 x double], ptr @main.x0s, i64 0, i64 %2
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = tail call double @llvm.fabs.f64(double %4)
  %8 = fcmp ogt double %7, 1.000000e+00
  %9 = select i1 %8, double %7, double 1.000000e+00
  %10 = fmul double %9, 0x3EB0C6F7A0B5ED8D
  %11 = tail call double @llvm.fabs.f64(double %6)
  %12 = fcmp ogt double %11, 1.000000e+00
  %13 = select i1 %12, double %11, double 1.000000e+00
  %14 = fmul double %13, 0x3EB0C6F7A0B5ED8D
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %16 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, double noundef %4, i32 noundef %15, double noundef %6) #8
  %17 = fadd double %4, %10
  %18 = fmul double %6, 1.000000e+01
  %19 = fptosi double %18 to i32
  %20 = icmp sgt i32 %19, -5
  br i1 %20, label %21, label %94

21:                                               ; preds = %1
  %22 = add i32 %19, 4
  %23 = tail call i32 @llvm.smax.i32(i32 %22, i32 0)
  %24 = add nuw i32 %23, 1
  %25 = and i32 %24, 3
  %26 = icmp slt i32 %22, 3
  br i1 %26, label %46, label %27

27:                                               ; preds = %21
  %28 = and i32 %24, -4
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi double [ %6, %27 ], [ %43, %29 ]
  %31 = phi i32 [ 0, %27 ], [ %44, %29 ]
  %32 = fmul double %17, %30
  %33 = fsub double 1.000000e+00, %30
  %34 = fmul double %32, %33
  %35 = fmul double %17, %34
  %36 = fsub double 1.000000e+00, %34
  %37 = fmul double %35, %36
  %38 = fmul double %17, %37
  %39 = fsub double 1.000000e+00, %37
  %40 = fmul double %38, %39
  %41 = fmul double %17, %40
  %42 = fsub double 1.000000e+00, %40
  %43 = fmul double %41, %42
  %44 = add i32 %31, 4
  %45 = icmp eq i32 %44, %28
  br i1 %45, label %46, label %29, !llvm.loop !11

46:                                               ; preds = %29, %21
  %47 = phi double [ poison, %21 ], [ %43, %29 ]
  %48 = phi double [ %6, %21 ], [ %43, %29 ]
  %49 = icmp eq i32 %25, 0
  br i1 %49, label %58, label %50

50:                                               ; preds = %46, %50
  %51 = phi double [ %55, %50 ], [ %48, %46 ]
  %52 = phi i32 [ %56, %50 ], [ 0, %46 ]
  %53 = fmul double %17, %51
  %54 = fsub double 1.000000e+00, %51
  %55 = fmul double %53, %54
  %56 = add i32 %52, 1
  %57 = icmp eq i32 %56, %25
  br i1 %57, label %58, label %50, !llvm.loop !13

58:                                               ; preds = %50, %46
  %59 = phi double [ %47, %46 ], [ %55, %50 ]
  %60 = fsub double %4, %10
  %61 = and i32 %24, 3
  %62 = icmp slt i32 %22, 3
  br i1 %62, label %82, label %63

63:                                               ; preds = %58
  %64 = and i32 %24, -4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi double [ %6, %63 ], [ %79, %65 ]
  %67 = phi i32 [ 0, %63 ], [ %80, %65 ]
  %68 = fmul double %60, %66
  %69 = fsub double 1.000000e+00, %66
  %70 = fmul double %68, %69
  %71 = fmul double %60, %70
  %72 = fsub double 1.000000e+00, %70
  %73 = fmul double %71, %72
  %74 = fmul double %60, %73
  %75 = fsub double 1.000000e+00, %73
  %76 = fmul double %74, %75
  %77 = fmul double %60, %76
  %78 = fsub double 1.000000e+00, %76
  %79 = fmul double %77, %78
  %80 = add i32 %67, 4
  %81 = icmp eq i32 %80, %64
  br i1 %81, label %82, label %65, !llvm.loop !11

82:                                               ; preds = %65, %58
  %83 = phi double [ poison, %58 ], [ %79, %65 ]
  %84 = phi double [ %6, %58 ], [ %79, %65 ]
  %85 = icmp eq i32 %61, 0
  br i1 %85, label %94, label %86

86:                                               ; preds = %82, %86
  %87 = phi double [ %91, %86 ], [ %84, %82 ]
  %88 = phi i32 [ %92, %86 ], [ 0, %82 ]
  %89 = fmul double %60, %87
  %90 = fsub double 1.000000e+00, %87
  %91 = fmul double %89, %90
  %92 = add i32 %88, 1
  %93 = icmp eq i32 %92, %61
  br i1 %93, label %94, label %86, !llvm.loop !15

94:                                               ; preds = %82, %86, %1
  %95 = phi double [ %6, %1 ], [ %59, %86 ], [ %59, %82 ]
  %96 = phi double [ %6, %1 ], [ %83, %82 ], [ %91, %86 ]
  %97 = fsub double %95, %96
  %98 = fmul double %10, 2.000000e+00
  %99 = fdiv double %97, %98
  %100 = tail call double @llvm.fabs.f64(double %99)
  %101 = fcmp ogt double %100, 1.000000e+00
  %102 = select i1 %101, double %100, double 1.000000e+00
  %103 = fsub double %16, %99
  %104 = tail call double @llvm.fabs.f64(double %103)
  %105 = fmul double %102, 0x3EB0C6F7A0B5ED8D
  %106 = fcmp ole double %104, %105
  %107 = select i1 %106, ptr @.str.9, ptr @.str.10
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %4, double noundef %16, double noundef %99, ptr noundef nonnull %107)
  br i1 %106, label %112, label %109

109:                                              ; preds = %94
  %110 = load i32, ptr @n_fail, align 4, !tbaa !9
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr @n_fail, align 4, !tbaa !9
  br label %112

112:                                              ; preds = %94, %109
  %113 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %114 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %115 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, i32 noundef %113, double noundef %4, i32 noundef %114, double noundef %6) #8
  %116 = fadd double %6, %14
  %117 = fmul double %116, 1.000000e+01
  %118 = fptosi double %117 to i32
  %119 = icmp sgt i32 %118, -5
  br i1 %119, label %120, label %157

120:                                              ; preds = %112
  %121 = add i32 %118, 4
  %122 = tail call i32 @llvm.smax.i32(i32 %121, i32 0)
  %123 = add nuw i32 %122, 1
  %124 = and i32 %123, 3
  %125 = icmp slt i32 %121, 3
  br i1 %125, label %145, label %126

126:                                              ; preds = %120
  %127 = and i32 %123, -4
  br label %128

128:                                              ; preds = %128, %126
  %129 = phi double [ %116, %126 ], [ %142, %128 ]
  %130 = phi i32 [ 0, %126 ], [ %143, %128 ]
  %131 = fmul double %4, %129
  %132 = fsub double 1.000000e+00, %129
  %133 = fmul double %131, %132
  %134 = fmul double %4, %133
  %135 = fsub double 1.000000e+00, %133
  %136 = fmul double %134, %135
  %137 = fmul double %4, %136
  %138 = fsub double 1.000000e+00, %136
  %139 = fmul double %137, %138
  %140 = fmul double %4, %139
  %141 = fsub double 1.000000e+00, %139
  %142 = fmul double %140, %141
  %143 = add i32 %130, 4
  %144 = icmp eq i32 %143, %127
  br i1 %144, label %145, label %128, !llvm.loop !11

145:                                              ; preds = %128, %120
  %146 = phi double [ poison, %120 ], [ %142, %128 ]
  %147 = phi double [ %116, %120 ], [ %142, %128 ]
  %148 = icmp eq i32 %124, 0
  br i1 %148, label %157, label %149

149:                                              ; preds = %145, %149
  %150 = phi double [ %154, %149 ], [ %147, %145 ]
  %151 = phi i32 [ %155, %149 ], [ 0, %145 ]
  %152 = fmul double %4, %150
  %153 = fsub double 1.000000e+00, %150
  %154 = fmul double %152, %153
  %155 = add i32 %151, 1
  %156 = icmp eq i32 %155, %124
  br i1 %156, label %157, label %149, !llvm.loop !16

157:                                              ; preds = %145, %149, %112
  %158 = phi double [ %116, %112 ], [ %146, %145 ], [ %154, %149 ]
  %159 = fsub double %6, %14
  %160 = fmul double %159, 1.000000e+01
  %161 = fptosi double %160 to i32
  %162 = icmp sgt i32 %161, -5
  br i1 %162, label %163, label %200

163:                                              ; preds = %157
  %164 = add i32 %161, 4
  %165 = tail call i32 @llvm.smax.i32(i32 %164, i32 0)
  %166 = add nuw i32 %165, 1
  %167 = and i32 %166, 3
  %168 = icmp slt i32 %164, 3
  br i1 %168, label %188, label %169

169:                                              ; preds = %163
  %170 = and i32 %166, -4
  br label %171

171:                                              ; preds = %171, %169
  %172 = phi double [ %159, %169 ], [ %185, %171 ]
  %173 = phi i32 [ 0, %169 ], [ %186, %171 ]
  %174 = fmul double %4, %172
  %175 = fsub double 1.000000e+00, %172
  %176 = fmul double %174, %175
  %177 = fmul double %4, %176
  %178 = fsub double 1.000000e+00, %176
  %179 = fmul double %177, %178
  %180 = fmul double %4, %179
  %181 = fsub double 1.000000e+00, %179
  %182 = fmul double %180, %181
  %183 = fmul double %4, %182
  %184 = fsub double 1.000000e+00, %182
  %185 = fmul double %183, %184
  %186 = add i32 %173, 4
  %187 = icmp eq i32 %186, %170
  br i1 %187, label %188, label %171, !llvm.loop !11

188:                                              ; preds = %171, %163
  %189 = phi double [ poison, %163 ], [ %185, %171 ]
  %190 = phi double [ %159, %163 ], [ %185, %171 ]
  %191 = icmp eq i32 %167, 0
  br i1 %191, label %200, label %192

192:                                              ; preds = %188, %192
  %193 = phi double [ %197, %192 ], [ %190, %188 ]
  %194 = phi i32 [ %198, %192 ], [ 0, %188 ]
  %195 = fmul double %4, %193
  %196 = fsub double 1.000000e+00, %193
  %197 = fmul double %195, %196
  %198 = add i32 %194, 1
  %199 = icmp eq i32 %198, %167
  br i1 %199, label %200, label %192, !llvm.loop !17

200:                                              ; preds = %188, %192, %157
  %201 = phi double [ %159, %157 ], [ %189, %188 ], [ %197, %192 ]
  %202 = fsub double %158, %201
  %203 = fmul double %14, 2.000000e+00
  %204 = fdiv double %202, %203
  %205 = tail call double @llvm.fabs.f64(double %204)
  %206 = fcmp ogt double %205, 1.000000e+00
  %207 = select i1 %206, double %205, double 1.000000e+00
  %208 = fsub double %115, %204
  %209 = tail call double @llvm.fabs.f64(double %208)
  %210 = fmul double %207, 0x3EB0C6F7A0B5ED8D
  %211 = fcmp ole double %209, %210
  %212 = select i1 %211, ptr @.str.9, ptr @.str.10
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %6, double noundef %115, double noundef %204, ptr noundef nonnull %212)
  br i1 %211, label %217, label %214

214:                                              ; preds = %200
  %215 = load i32, ptr @n_fail, align 4, !tbaa !9
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr @n_fail, align 4, !tbaa !9
  br label %217

217:                                              ; preds = %200, %214
  %218 = add nuw nsw i64 %2, 1
  %219 = icmp eq i64 %218, 4
  br i1 %219, label %220, label %1, !llvm.loop !18

220:                                              ; preds = %217, %356
  %221 = phi i64 [ %357, %356 ], [ 0, %217 ]
  %222 = mul nuw nsw i64 %221, 3
  %223 = add nuw i64 %222, 2
  %224 = mul nuw nsw i64 %221, 3
  %225 = add nuw i64 %224, 2
  %226 = getelementptr inbounds [5 x double], ptr @main.gs, i64 0, i64 %221
  %227 = load double, ptr %226, align 8, !tbaa !5
  %228 = tail call double @llvm.fabs.f64(double %227)
  %229 = fcmp ogt double %228, 1.000000e+00
  %230 = select i1 %229, double %228, double 1.000000e+00
  %231 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %232 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %227) #8
  %233 = fadd double %227, %231
  br label %234

234:                                              ; preds = %234, %220
  %235 = phi double [ 0.000000e+00, %220 ], [ %236, %234 ]
  %236 = tail call double @llvm.fmuladd.f64(double %235, double 1.100000e+00, double %233)
  %237 = fcmp olt double %236, 1.000000e+01
  br i1 %237, label %234, label %238, !llvm.loop !19

238:                                              ; preds = %234
  %239 = fsub double %227, %231
  br label %240

240:                                              ; preds = %240, %238
  %241 = phi double [ 0.000000e+00, %238 ], [ %242, %240 ]
  %242 = tail call double @llvm.fmuladd.f64(double %241, double 1.100000e+00, double %239)
  %243 = fcmp olt double %242, 1.000000e+01
  br i1 %243, label %240, label %244, !llvm.loop !19

244:                                              ; preds = %240
  %245 = fsub double %236, %242
  %246 = fmul double %231, 2.000000e+00
  %247 = fdiv double %245, %246
  %248 = tail call double @llvm.fabs.f64(double %247)
  %249 = fcmp ogt double %248, 1.000000e+00
  %250 = select i1 %249, double %248, double 1.000000e+00
  %251 = fsub double %232, %247
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = fmul double %250, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ole double %252, %253
  %255 = select i1 %254, ptr @.str.9, ptr @.str.10
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %227, double noundef %232, double noundef %247, ptr noundef nonnull %255)
  br i1 %254, label %260, label %257

257:                                              ; preds = %244
  %258 = load i32, ptr @n_fail, align 4, !tbaa !9
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !9
  br label %260

260:                                              ; preds = %244, %257
  %261 = trunc i64 %221 to i32
  %262 = mul i32 %261, 3
  %263 = add i32 %262, 2
  %264 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fib, double noundef %227, i32 noundef %263) #8
  %265 = and i64 %225, 7
  %266 = icmp ult i64 %221, 2
  br i1 %266, label %283, label %267

267:                                              ; preds = %260
  %268 = and i64 %225, -8
  br label %269

269:                                              ; preds = %269, %267
  %270 = phi double [ 0.000000e+00, %267 ], [ %279, %269 ]
  %271 = phi double [ 1.000000e+00, %267 ], [ %280, %269 ]
  %272 = phi i64 [ 0, %267 ], [ %281, %269 ]
  %273 = tail call double @llvm.fmuladd.f64(double %233, double %271, double %270)
  %274 = tail call double @llvm.fmuladd.f64(double %233, double %273, double %271)
  %275 = tail call double @llvm.fmuladd.f64(double %233, double %274, double %273)
  %276 = tail call double @llvm.fmuladd.f64(double %233, double %275, double %274)
  %277 = tail call double @llvm.fmuladd.f64(double %233, double %276, double %275)
  %278 = tail call double @llvm.fmuladd.f64(double %233, double %277, double %276)
  %279 = tail call double @llvm.fmuladd.f64(double %233, double %278, double %277)
  %280 = tail call double @llvm.fmuladd.f64(double %233, double %279, double %278)
  %281 = add i64 %272, 8
  %282 = icmp eq i64 %281, %268
  br i1 %282, label %283, label %269, !llvm.loop !20

283:                                              ; preds = %269, %260
  %284 = phi double [ poison, %260 ], [ %279, %269 ]
  %285 = phi double [ poison, %260 ], [ %280, %269 ]
  %286 = phi double [ 0.000000e+00, %260 ], [ %279, %269 ]
  %287 = phi double [ 1.000000e+00, %260 ], [ %280, %269 ]
  %288 = icmp eq i64 %265, 0
  br i1 %288, label %296, label %289

289:                                              ; preds = %283, %289
  %290 = phi double [ %291, %289 ], [ %286, %283 ]
  %291 = phi double [ %293, %289 ], [ %287, %283 ]
  %292 = phi i64 [ %294, %289 ], [ 0, %283 ]
  %293 = tail call double @llvm.fmuladd.f64(double %233, double %291, double %290)
  %294 = add i64 %292, 1
  %295 = icmp eq i64 %294, %265
  br i1 %295, label %296, label %289, !llvm.loop !21

296:                                              ; preds = %289, %283
  %297 = phi double [ %284, %283 ], [ %291, %289 ]
  %298 = phi double [ %285, %283 ], [ %293, %289 ]
  %299 = fadd double %297, 1.000000e+00
  %300 = and i64 %223, 7
  %301 = icmp ult i64 %221, 2
  br i1 %301, label %318, label %302

302:                                              ; preds = %296
  %303 = and i64 %223, -8
  br label %304

304:                                              ; preds = %304, %302
  %305 = phi double [ 0.000000e+00, %302 ], [ %314, %304 ]
  %306 = phi double [ 1.000000e+00, %302 ], [ %315, %304 ]
  %307 = phi i64 [ 0, %302 ], [ %316, %304 ]
  %308 = tail call double @llvm.fmuladd.f64(double %239, double %306, double %305)
  %309 = tail call double @llvm.fmuladd.f64(double %239, double %308, double %306)
  %310 = tail call double @llvm.fmuladd.f64(double %239, double %309, double %308)
  %311 = tail call double @llvm.fmuladd.f64(double %239, double %310, double %309)
  %312 = tail call double @llvm.fmuladd.f64(double %239, double %311, double %310)
  %313 = tail call double @llvm.fmuladd.f64(double %239, double %312, double %311)
  %314 = tail call double @llvm.fmuladd.f64(double %239, double %313, double %312)
  %315 = tail call double @llvm.fmuladd.f64(double %239, double %314, double %313)
  %316 = add i64 %307, 8
  %317 = icmp eq i64 %316, %303
  br i1 %317, label %318, label %304, !llvm.loop !20

318:                                              ; preds = %304, %296
  %319 = phi double [ poison, %296 ], [ %314, %304 ]
  %320 = phi double [ poison, %296 ], [ %315, %304 ]
  %321 = phi double [ 0.000000e+00, %296 ], [ %314, %304 ]
  %322 = phi double [ 1.000000e+00, %296 ], [ %315, %304 ]
  %323 = icmp eq i64 %300, 0
  br i1 %323, label %331, label %324

324:                                              ; preds = %318, %324
  %325 = phi double [ %326, %324 ], [ %321, %318 ]
  %326 = phi double [ %328, %324 ], [ %322, %318 ]
  %327 = phi i64 [ %329, %324 ], [ 0, %318 ]
  %328 = tail call double @llvm.fmuladd.f64(double %239, double %326, double %325)
  %329 = add i64 %327, 1
  %330 = icmp eq i64 %329, %300
  br i1 %330, label %331, label %324, !llvm.loop !22

331:                                              ; preds = %324, %318
  %332 = phi double [ %319, %318 ], [ %326, %324 ]
  %333 = phi double [ %320, %318 ], [ %328, %324 ]
  %334 = fadd double %332, 1.000000e+00
  %335 = insertelement <2 x double> poison, double %298, i64 0
  %336 = insertelement <2 x double> %335, double %333, i64 1
  %337 = insertelement <2 x double> poison, double %299, i64 0
  %338 = insertelement <2 x double> %337, double %334, i64 1
  %339 = fdiv <2 x double> %336, %338
  %340 = shufflevector <2 x double> %339, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %341 = fsub <2 x double> %339, %340
  %342 = extractelement <2 x double> %341, i64 0
  %343 = fdiv double %342, %246
  %344 = tail call double @llvm.fabs.f64(double %343)
  %345 = fcmp ogt double %344, 1.000000e+00
  %346 = select i1 %345, double %344, double 1.000000e+00
  %347 = fsub double %264, %343
  %348 = tail call double @llvm.fabs.f64(double %347)
  %349 = fmul double %346, 0x3EB0C6F7A0B5ED8D
  %350 = fcmp ole double %348, %349
  %351 = select i1 %350, ptr @.str.9, ptr @.str.10
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %227, double noundef %264, double noundef %343, ptr noundef nonnull %351)
  br i1 %350, label %356, label %353

353:                                              ; preds = %331
  %354 = load i32, ptr @n_fail, align 4, !tbaa !9
  %355 = add nsw i32 %354, 1
  store i32 %355, ptr @n_fail, align 4, !tbaa !9
  br label %356

356:                                              ; preds = %331, %353
  %357 = add nuw nsw i64 %221, 1
  %358 = icmp eq i64 %357, 5
  br i1 %358, label %365, label %220, !llvm.loop !23

359:                                              ; preds = %499
  %360 = load i32, ptr @n_fail, align 4, !tbaa !9
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %360)
  %362 = load i32, ptr @n_fail, align 4, !tbaa !9
  %363 = icmp ne i32 %362, 0
  %364 = zext i1 %363 to i32
  ret i32 %364

365:                                              ; preds = %356, %499
  %366 = phi i64 [ %500, %499 ], [ 0, %356 ]
  %367 = getelementptr inbounds [5 x double], ptr @main.ds, i64 0, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !5
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fcmp ogt double %369, 1.000000e+00
  %371 = select i1 %370, double %369, double 1.000000e+00
  %372 = fmul double %371, 0x3EB0C6F7A0B5ED8D
  %373 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @damped, double noundef %368) #8
  %374 = fadd double %368, %372
  %375 = fmul double %374, %374
  %376 = fptosi double %375 to i32
  %377 = add nsw i32 %376, 2
  br label %378

378:                                              ; preds = %378, %365
  %379 = phi i32 [ 0, %365 ], [ %398, %378 ]
  %380 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %365 ], [ %392, %378 ]
  %381 = tail call double @cos(double noundef %374) #8
  %382 = tail call double @sin(double noundef %374) #8
  %383 = tail call double @cos(double noundef %374) #8
  %384 = tail call double @sin(double noundef %374) #8
  %385 = insertelement <2 x double> poison, double %384, i64 0
  %386 = insertelement <2 x double> %385, double %382, i64 1
  %387 = fmul <2 x double> %380, %386
  %388 = fmul <2 x double> %387, <double 9.000000e-01, double -9.000000e-01>
  %389 = shufflevector <2 x double> %388, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %390 = insertelement <2 x double> poison, double %381, i64 0
  %391 = insertelement <2 x double> %390, double %383, i64 1
  %392 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %391, <2 x double> %389)
  %393 = fmul <2 x double> %392, %392
  %394 = extractelement <2 x double> %393, i64 1
  %395 = extractelement <2 x double> %392, i64 0
  %396 = tail call double @llvm.fmuladd.f64(double %395, double %395, double %394)
  %397 = fcmp uge double %396, 1.000000e-03
  %398 = add nuw nsw i32 %379, 1
  %399 = icmp slt i32 %379, %377
  %400 = select i1 %397, i1 %399, i1 false
  br i1 %400, label %378, label %401, !llvm.loop !24

401:                                              ; preds = %378
  %402 = fsub double %368, %372
  %403 = fmul double %402, %402
  %404 = fptosi double %403 to i32
  %405 = add nsw i32 %404, 2
  br label %406

406:                                              ; preds = %406, %401
  %407 = phi i32 [ 0, %401 ], [ %426, %406 ]
  %408 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %401 ], [ %420, %406 ]
  %409 = tail call double @cos(double noundef %402) #8
  %410 = tail call double @sin(double noundef %402) #8
  %411 = tail call double @cos(double noundef %402) #8
  %412 = tail call double @sin(double noundef %402) #8
  %413 = insertelement <2 x double> poison, double %412, i64 0
  %414 = insertelement <2 x double> %413, double %410, i64 1
  %415 = fmul <2 x double> %408, %414
  %416 = fmul <2 x double> %415, <double 9.000000e-01, double -9.000000e-01>
  %417 = shufflevector <2 x double> %416, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %418 = insertelement <2 x double> poison, double %409, i64 0
  %419 = insertelement <2 x double> %418, double %411, i64 1
  %420 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %408, <2 x double> %419, <2 x double> %417)
  %421 = fmul <2 x double> %420, %420
  %422 = extractelement <2 x double> %421, i64 1
  %423 = extractelement <2 x double> %420, i64 0
  %424 = tail call double @llvm.fmuladd.f64(double %423, double %423, double %422)
  %425 = fcmp uge double %424, 1.000000e-03
  %426 = add nuw nsw i32 %407, 1
  %427 = icmp slt i32 %407, %405
  %428 = select i1 %425, i1 %427, i1 false
  br i1 %428, label %406, label %429, !llvm.loop !24

429:                                              ; preds = %406
  %430 = shufflevector <2 x double> %392, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %431 = shufflevector <2 x double> %430, <2 x double> %420, <2 x i32> <i32 0, i32 3>
  %432 = shufflevector <2 x double> %392, <2 x double> %420, <2 x i32> <i32 0, i32 2>
  %433 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %431, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %432)
  %434 = shufflevector <2 x double> %433, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %435 = fsub <2 x double> %433, %434
  %436 = extractelement <2 x double> %435, i64 0
  %437 = fmul double %372, 2.000000e+00
  %438 = fdiv double %436, %437
  %439 = tail call double @llvm.fabs.f64(double %438)
  %440 = fcmp ogt double %439, 1.000000e+00
  %441 = select i1 %440, double %439, double 1.000000e+00
  %442 = fsub double %373, %438
  %443 = tail call double @llvm.fabs.f64(double %442)
  %444 = fmul double %441, 0x3EB0C6F7A0B5ED8D
  %445 = fcmp ole double %443, %444
  %446 = select i1 %445, ptr @.str.9, ptr @.str.10
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %368, double noundef %373, double noundef %438, ptr noundef nonnull %446)
  br i1 %445, label %451, label %448

448:                                              ; preds = %429
  %449 = load i32, ptr @n_fail, align 4, !tbaa !9
  %450 = add nsw i32 %449, 1
  store i32 %450, ptr @n_fail, align 4, !tbaa !9
  br label %451

451:                                              ; preds = %429, %448
  %452 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @halve, double noundef %368) #8
  %453 = tail call double @llvm.fmuladd.f64(double %374, double %374, double 5.000000e+00)
  %454 = fcmp ogt double %453, 1.000000e+00
  br i1 %454, label %455, label %465

455:                                              ; preds = %451, %455
  %456 = phi i32 [ %461, %455 ], [ 0, %451 ]
  %457 = phi double [ %460, %455 ], [ %453, %451 ]
  %458 = tail call double @sin(double noundef %457) #8
  %459 = fmul double %458, 1.000000e-01
  %460 = tail call double @llvm.fmuladd.f64(double %457, double 5.000000e-01, double %459)
  %461 = add nuw nsw i32 %456, 1
  %462 = fcmp ogt double %460, 1.000000e+00
  br i1 %462, label %455, label %463, !llvm.loop !25

463:                                              ; preds = %455
  %464 = uitofp nneg i32 %461 to double
  br label %465

465:                                              ; preds = %451, %463
  %466 = phi double [ %453, %451 ], [ %460, %463 ]
  %467 = phi double [ 0.000000e+00, %451 ], [ %464, %463 ]
  %468 = tail call double @llvm.fmuladd.f64(double %467, double 1.000000e-02, double %466)
  %469 = tail call double @llvm.fmuladd.f64(double %402, double %402, double 5.000000e+00)
  %470 = fcmp ogt double %469, 1.000000e+00
  br i1 %470, label %471, label %481

471:                                              ; preds = %465, %471
  %472 = phi i32 [ %477, %471 ], [ 0, %465 ]
  %473 = phi double [ %476, %471 ], [ %469, %465 ]
  %474 = tail call double @sin(double noundef %473) #8
  %475 = fmul double %474, 1.000000e-01
  %476 = tail call double @llvm.fmuladd.f64(double %473, double 5.000000e-01, double %475)
  %477 = add nuw nsw i32 %472, 1
  %478 = fcmp ogt double %476, 1.000000e+00
  br i1 %478, label %471, label %479, !llvm.loop !25

479:                                              ; preds = %471
  %480 = uitofp nneg i32 %477 to double
  br label %481

481:                                              ; preds = %465, %479
  %482 = phi double [ %469, %465 ], [ %476, %479 ]
  %483 = phi double [ 0.000000e+00, %465 ], [ %480, %479 ]
  %484 = tail call double @llvm.fmuladd.f64(double %483, double 1.000000e-02, double %482)
  %485 = fsub double %468, %484
  %486 = fdiv double %485, %437
  %487 = tail call double @llvm.fabs.f64(double %486)
  %488 = fcmp ogt double %487, 1.000000e+00
  %489 = select i1 %488, double %487, double 1.000000e+00
  %490 = fsub double %452, %486
  %491 = tail call double @llvm.fabs.f64(double %490)
  %492 = fmul double %489, 0x3EB0C6F7A0B5ED8D
  %493 = fcmp ole double %491, %492
  %494 = select i1 %493, ptr @.str.9, ptr @.str.10
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %368, double noundef %452, double noundef %486, ptr noundef nonnull %494)
  br i1 %493, label %499, label %496

496:                                              ; preds = %481
  %497 = load i32, ptr @n_fail, align 4, !tbaa !9
  %498 = add nsw i32 %497, 1
  store i32 %498, ptr @n_fail, align 4, !tbaa !9
  br label %499

499:                                              ; preds = %481, %496
  %500 = add nuw nsw i64 %366, 1
  %501 = icmp eq i64 %500, 5
  br i1 %501, label %359, label %365, !llvm.loop !26
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @logistic(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %1, 1.000000e+01
  %4 = fptosi double %3 to i32
  %5 = icmp sgt i32 %4, -5
  br i1 %5, label %6, label %43

6:                                                ; preds = %2
  %7 = add i32 %4, 4
  %8 = tail call i32 @llvm.smax.i32(i32 %7, i32 0)
  %9 = add nuw i32 %8, 1
  %10 = and i32 %9, 3
  %11 = icmp slt i32 %7, 3
  br i1 %11, label %31, label %12

12:                                               ; preds = %6
  %13 = and i32 %9, -4
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi double [ %1, %12 ], [ %28, %14 ]
  %16 = phi i32 [ 0, %12 ], [ %29, %14 ]
  %17 = fmul double %15, %0
  %18 = fsub double 1.000000e+00, %15
  %19 = fmul double %17, %18
  %20 = fmul double %19, %0
  %21 = fsub double 1.000000e+00, %19
  %22 = fmul double %20, %21
  %23 = fmul double %22, %0
  %24 = fsub double 1.000000e+00, %22
  %25 = fmul double %23, %24
  %26 = fmul double %25, %0
  %27 = fsub double 1.000000e+00, %25
  %28 = fmul double %26, %27
  %29 = add i32 %16, 4
  %30 = icmp eq i32 %29, %13
  br i1 %30, label %31, label %14, !llvm.loop !11

31:                                               ; preds = %14, %6
  %32 = phi double [ poison, %6 ], [ %28, %14 ]
  %33 = phi double [ %1, %6 ], [ %28, %14 ]
  %34 = icmp eq i32 %10, 0
  br i1 %34, label %43, label %35

35:                                               ; preds = %31, %35
  %36 = phi double [ %40, %35 ], [ %33, %31 ]
  %37 = phi i32 [ %41, %35 ], [ 0, %31 ]
  %38 = fmul double %36, %0
  %39 = fsub double 1.000000e+00, %36
  %40 = fmul double %38, %39
  %41 = add i32 %37, 1
  %42 = icmp eq i32 %41, %10
  br i1 %42, label %43, label %35, !llvm.loop !27

43:                                               ; preds = %31, %35, %2
  %44 = phi double [ %1, %2 ], [ %32, %31 ], [ %40, %35 ]
  ret double %44
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @grow(double noundef %0) #2 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi double [ 0.000000e+00, %1 ], [ %4, %2 ]
  %4 = tail call double @llvm.fmuladd.f64(double %3, double 1.100000e+00, double %0)
  %5 = fcmp olt double %4, 1.000000e+01
  br i1 %5, label %2, label %6, !llvm.loop !19

6:                                                ; preds = %2
  ret double %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @fib(double noundef %0, i32 noundef %1) #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %41

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %23, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi double [ 0.000000e+00, %7 ], [ %19, %9 ]
  %11 = phi double [ 1.000000e+00, %7 ], [ %20, %9 ]
  %12 = phi i32 [ 0, %7 ], [ %21, %9 ]
  %13 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %10)
  %14 = tail call double @llvm.fmuladd.f64(double %0, double %13, double %11)
  %15 = tail call double @llvm.fmuladd.f64(double %0, double %14, double %13)
  %16 = tail call double @llvm.fmuladd.f64(double %0, double %15, double %14)
  %17 = tail call double @llvm.fmuladd.f64(double %0, double %16, double %15)
  %18 = tail call double @llvm.fmuladd.f64(double %0, double %17, double %16)
  %19 = tail call double @llvm.fmuladd.f64(double %0, double %18, double %17)
  %20 = tail call double @llvm.fmuladd.f64(double %0, double %19, double %18)
  %21 = add i32 %12, 8
  %22 = icmp eq i32 %21, %8
  br i1 %22, label %23, label %9, !llvm.loop !20

23:                                               ; preds = %9, %4
  %24 = phi double [ poison, %4 ], [ %19, %9 ]
  %25 = phi double [ poison, %4 ], [ %20, %9 ]
  %26 = phi double [ 0.000000e+00, %4 ], [ %19, %9 ]
  %27 = phi double [ 1.000000e+00, %4 ], [ %20, %9 ]
  %28 = icmp eq i32 %5, 0
  br i1 %28, label %36, label %29

29:                                               ; preds = %23, %29
  %30 = phi double [ %31, %29 ], [ %26, %23 ]
  %31 = phi double [ %33, %29 ], [ %27, %23 ]
  %32 = phi i32 [ %34, %29 ], [ 0, %23 ]
  %33 = tail call double @llvm.fmuladd.f64(double %0, double %31, double %30)
  %34 = add i32 %32, 1
  %35 = icmp eq i32 %34, %5
  br i1 %35, label %36, label %29, !llvm.loop !28

36:                                               ; preds = %29, %23
  %37 = phi double [ %24, %23 ], [ %31, %29 ]
  %38 = phi double [ %25, %23 ], [ %33, %29 ]
  %39 = fadd double %37, 1.000000e+00
  %40 = fdiv double %38, %39
  br label %41

41:                                               ; preds = %36, %2
  %42 = phi double [ 1.000000e+00, %2 ], [ %40, %36 ]
  ret double %42
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @damped(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = fptosi double %2 to i32
  %4 = add nsw i32 %3, 2
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i32 [ 0, %1 ], [ %25, %5 ]
  %7 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %1 ], [ %19, %5 ]
  %8 = tail call double @cos(double noundef %0) #8
  %9 = tail call double @sin(double noundef %0) #8
  %10 = tail call double @cos(double noundef %0) #8
  %11 = tail call double @sin(double noundef %0) #8
  %12 = insertelement <2 x double> poison, double %11, i64 0
  %13 = insertelement <2 x double> %12, double %9, i64 1
  %14 = fmul <2 x double> %7, %13
  %15 = fmul <2 x double> %14, <double 9.000000e-01, double -9.000000e-01>
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %17 = insertelement <2 x double> poison, double %8, i64 0
  %18 = insertelement <2 x double> %17, double %10, i64 1
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> %18, <2 x double> %16)
  %20 = extractelement <2 x double> %19, i64 1
  %21 = fmul double %20, %20
  %22 = extractelement <2 x double> %19, i64 0
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %21)
  %24 = fcmp uge double %23, 1.000000e-03
  %25 = add nuw nsw i32 %6, 1
  %26 = icmp slt i32 %6, %4
  %27 = select i1 %24, i1 %26, i1 false
  br i1 %27, label %5, label %28, !llvm.loop !24

28:                                               ; preds = %5
  %29 = tail call double @llvm.fmuladd.f64(double %20, double 2.000000e+00, double %22)
  ret double %29
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @halve(double noundef %0) #3 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 5.000000e+00)
  %3 = fcmp ogt double %2, 1.000000e+00
  br i1 %3, label %4, label %14

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %10, %4 ], [ 0, %1 ]
  %6 = phi double [ %9, %4 ], [ %2, %1 ]
  %7 = tail call double @sin(double noundef %6) #8
  %8 = fmul double %7, 1.000000e-01
  %9 = tail call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %8)
  %10 = add nuw nsw i32 %5, 1
  %11 = fcmp ogt double %9, 1.000000e+00
  br i1 %11, label %4, label %12, !llvm.loop !25

12:                                               ; preds = %4
  %13 = uitofp nneg i32 %10 to double
  br label %14

14:                                               ; preds = %12, %1
  %15 = phi double [ %2, %1 ], [ %9, %12 ]
  %16 = phi double [ 0.000000e+00, %1 ], [ %13, %12 ]
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 1.000000e-02, double %15)
  ret double %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
