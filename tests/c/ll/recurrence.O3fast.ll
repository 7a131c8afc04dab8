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

1:                                                ; preds = %0, %261
  %2 = phi i64 [ 0, %0 ], [ %262, %261 ]
  %3 = getelementptr inbounds [4 x double], ptr @main.rs, i64 0, i64 %2
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds [4 x double], ptr @main.x0s, i64 0, i64 %2
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = tail call fast double @llvm.fabs.f64(double %4)
  %8 = tail call fast double @llvm.maxnum.f64(double %7, double 1.000000e+00)
  %9 = fmul fast double %8, 0x3EB0C6F7A0B5ED8D
  %10 = tail call fast double @llvm.fabs.f64(double %6)
  %11 = tail call fast double @llvm.maxnum.f64(double %10, double 1.000000e+00)
  %12 = fmul fast double %11, 0x3EB0C6F7A0B5ED8D
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %14 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, double noundef nofpclass(nan inf) %4, i32 noundef %13, double noundef nofpclass(nan inf) %6) #6
  %15 = fadd fast double %9, %4
  %16 = fmul fast double %6, 1.000000e+01
  %17 = fptosi double %16 to i32
  %18 = icmp sgt i32 %17, -5
  br i1 %18, label %19, label %116

19:                                               ; preds = %1
  %20 = add i32 %17, 4
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = add nuw i32 %21, 1
  %23 = and i32 %22, 7
  %24 = icmp slt i32 %20, 7
  br i1 %24, label %56, label %25

25:                                               ; preds = %19
  %26 = and i32 %22, -8
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi double [ %6, %25 ], [ %53, %27 ]
  %29 = phi i32 [ 0, %25 ], [ %54, %27 ]
  %30 = fmul fast double %28, %15
  %31 = fsub fast double 1.000000e+00, %28
  %32 = fmul fast double %30, %31
  %33 = fmul fast double %32, %15
  %34 = fsub fast double 1.000000e+00, %32
  %35 = fmul fast double %33, %34
  %36 = fmul fast double %35, %15
  %37 = fsub fast double 1.000000e+00, %35
  %38 = fmul fast double %36, %37
  %39 = fmul fast double %38, %15
  %40 = fsub fast double 1.000000e+00, %38
  %41 = fmul fast double %39, %40
  %42 = fmul fast double %41, %15
  %43 = fsub fast double 1.000000e+00, %41
  %44 = fmul fast double %42, %43
  %45 = fmul fast double %44, %15
  %46 = fsub fast double 1.000000e+00, %44
  %47 = fmul fast double %45, %46
  %48 = fmul fast double %47, %15
  %49 = fsub fast double 1.000000e+00, %47
  %50 = fmul fast double %48, %49
  %51 = fmul fast double %50, %15
  %52 = fsub fast double 1.000000e+00, %50
  %53 = fmul fast double %51, %52
  %54 = add i32 %29, 8
  %55 = icmp eq i32 %54, %26
  br i1 %55, label %56, label %27, !llvm.loop !11

56:                                               ; preds = %27, %19
  %57 = phi double [ poison, %19 ], [ %53, %27 ]
  %58 = phi double [ %6, %19 ], [ %53, %27 ]
  %59 = icmp eq i32 %23, 0
  br i1 %59, label %68, label %60

60:                                               ; preds = %56, %60
  %61 = phi double [ %65, %60 ], [ %58, %56 ]
  %62 = phi i32 [ %66, %60 ], [ 0, %56 ]
  %63 = fmul fast double %61, %15
  %64 = fsub fast double 1.000000e+00, %61
  %65 = fmul fast double %63, %64
  %66 = add i32 %62, 1
  %67 = icmp eq i32 %66, %23
  br i1 %67, label %68, label %60, !llvm.loop !13

68:                                               ; preds = %60, %56
  %69 = phi double [ %57, %56 ], [ %65, %60 ]
  %70 = fsub fast double %4, %9
  %71 = and i32 %22, 7
  %72 = icmp slt i32 %20, 7
  br i1 %72, label %104, label %73

73:                                               ; preds = %68
  %74 = and i32 %22, -8
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi double [ %6, %73 ], [ %101, %75 ]
  %77 = phi i32 [ 0, %73 ], [ %102, %75 ]
  %78 = fmul fast double %76, %70
  %79 = fsub fast double 1.000000e+00, %76
  %80 = fmul fast double %78, %79
  %81 = fmul fast double %80, %70
  %82 = fsub fast double 1.000000e+00, %80
  %83 = fmul fast double %81, %82
  %84 = fmul fast double %83, %70
  %85 = fsub fast double 1.000000e+00, %83
  %86 = fmul fast double %84, %85
  %87 = fmul fast double %86, %70
  %88 = fsub fast double 1.000000e+00, %86
  %89 = fmul fast double %87, %88
  %90 = fmul fast double %89, %70
  %91 = fsub fast double 1.000000e+00, %89
  %92 = fmul fast double %90, %91
  %93 = fmul fast double %92, %70
  %94 = fsub fast double 1.000000e+00, %92
  %95 = fmul fast double %93, %94
  %96 = fmul fast double %95, %70
  %97 = fsub fast double 1.000000e+00, %95
  %98 = fmul fast double %96, %97
  %99 = fmul fast double %98, %70
  %100 = fsub fast double 1.000000e+00, %98
  %101 = fmul fast double %99, %100
  %102 = add i32 %77, 8
  %103 = icmp eq i32 %102, %74
  br i1 %103, label %104, label %75, !llvm.loop !11

104:                                              ; preds = %75, %68
  %105 = phi double [ poison, %68 ], [ %101, %75 ]
  %106 = phi double [ %6, %68 ], [ %101, %75 ]
  %107 = icmp eq i32 %71, 0
  br i1 %107, label %116, label %108

108:                                              ; preds = %104, %108
  %109 = phi double [ %113, %108 ], [ %106, %104 ]
  %110 = phi i32 [ %114, %108 ], [ 0, %104 ]
  %111 = fmul fast double %109, %70
  %112 = fsub fast double 1.000000e+00, %109
  %113 = fmul fast double %111, %112
  %114 = add i32 %110, 1
  %115 = icmp eq i32 %114, %71
  br i1 %115, label %116, label %108, !llvm.loop !15

116:                                              ; preds = %104, %108, %1
  %117 = phi double [ %6, %1 ], [ %69, %108 ], [ %69, %104 ]
  %118 = phi double [ %6, %1 ], [ %105, %104 ], [ %113, %108 ]
  %119 = fsub fast double %117, %118
  %120 = fmul fast double %8, 2.000000e-06
  %121 = fdiv fast double %119, %120
  %122 = tail call fast double @llvm.fabs.f64(double %121)
  %123 = tail call fast double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  %124 = fsub fast double %14, %121
  %125 = tail call fast double @llvm.fabs.f64(double %124)
  %126 = fmul fast double %123, 0x3EB0C6F7A0B5ED8D
  %127 = fcmp fast ole double %125, %126
  %128 = select i1 %127, ptr @.str.9, ptr @.str.10
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %121, ptr noundef nonnull %128)
  br i1 %127, label %133, label %130

130:                                              ; preds = %116
  %131 = load i32, ptr @n_fail, align 4, !tbaa !9
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr @n_fail, align 4, !tbaa !9
  br label %133

133:                                              ; preds = %116, %130
  %134 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %135 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %136 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, i32 noundef %134, double noundef nofpclass(nan inf) %4, i32 noundef %135, double noundef nofpclass(nan inf) %6) #6
  %137 = fadd fast double %12, %6
  %138 = fmul fast double %137, 1.000000e+01
  %139 = fptosi double %138 to i32
  %140 = icmp sgt i32 %139, -5
  br i1 %140, label %141, label %190

141:                                              ; preds = %133
  %142 = add i32 %139, 4
  %143 = tail call i32 @llvm.smax.i32(i32 %142, i32 0)
  %144 = add nuw i32 %143, 1
  %145 = and i32 %144, 7
  %146 = icmp slt i32 %142, 7
  br i1 %146, label %178, label %147

147:                                              ; preds = %141
  %148 = and i32 %144, -8
  br label %149

149:                                              ; preds = %149, %147
  %150 = phi double [ %137, %147 ], [ %175, %149 ]
  %151 = phi i32 [ 0, %147 ], [ %176, %149 ]
  %152 = fmul fast double %150, %4
  %153 = fsub fast double 1.000000e+00, %150
  %154 = fmul fast double %152, %153
  %155 = fmul fast double %154, %4
  %156 = fsub fast double 1.000000e+00, %154
  %157 = fmul fast double %155, %156
  %158 = fmul fast double %157, %4
  %159 = fsub fast double 1.000000e+00, %157
  %160 = fmul fast double %158, %159
  %161 = fmul fast double %160, %4
  %162 = fsub fast double 1.000000e+00, %160
  %163 = fmul fast double %161, %162
  %164 = fmul fast double %163, %4
  %165 = fsub fast double 1.000000e+00, %163
  %166 = fmul fast double %164, %165
  %167 = fmul fast double %166, %4
  %168 = fsub fast double 1.000000e+00, %166
  %169 = fmul fast double %167, %168
  %170 = fmul fast double %169, %4
  %171 = fsub fast double 1.000000e+00, %169
  %172 = fmul fast double %170, %171
  %173 = fmul fast double %172, %4
  %174 = fsub fast double 1.000000e+00, %172
  %175 = fmul fast double %173, %174
  %176 = add i32 %151, 8
  %177 = icmp eq i32 %176, %148
  br i1 %177, label %178, label %149, !llvm.loop !11

178:                                              ; preds = %149, %141
  %179 = phi double [ poison, %141 ], [ %175, %149 ]
  %180 = phi double [ %137, %141 ], [ %175, %149 ]
  %181 = icmp eq i32 %145, 0
  br i1 %181, label %190, label %182

182:                                              ; preds = %178, %182
  %183 = phi double [ %187, %182 ], [ %180, %178 ]
  %184 = phi i32 [ %188, %182 ], [ 0, %178 ]
  %185 = fmul fast double %183, %4
  %186 = fsub fast double 1.000000e+00, %183
  %187 = fmul fast double %185, %186
  %188 = add i32 %184, 1
  %189 = icmp eq i32 %188, %145
  br i1 %189, label %190, label %182, !llvm.loop !16

190:                                              ; preds = %178, %182, %133
  %191 = phi double [ %137, %133 ], [ %179, %178 ], [ %187, %182 ]
  %192 = fsub fast double %6, %12
  %193 = fmul fast double %192, 1.000000e+01
  %194 = fptosi double %193 to i32
  %195 = icmp sgt i32 %194, -5
  br i1 %195, label %196, label %245

196:                                              ; preds = %190
  %197 = add i32 %194, 4
  %198 = tail call i32 @llvm.smax.i32(i32 %197, i32 0)
  %199 = add nuw i32 %198, 1
  %200 = and i32 %199, 7
  %201 = icmp slt i32 %197, 7
  br i1 %201, label %233, label %202

202:                                              ; preds = %196
  %203 = and i32 %199, -8
  br label %204

204:                                              ; preds = %204, %202
  %205 = phi double [ %192, %202 ], [ %230, %204 ]
  %206 = phi i32 [ 0, %202 ], [ %231, %204 ]
  %207 = fmul fast double %205, %4
  %208 = fsub fast double 1.000000e+00, %205
  %209 = fmul fast double %207, %208
  %210 = fmul fast double %209, %4
  %211 = fsub fast double 1.000000e+00, %209
  %212 = fmul fast double %210, %211
  %213 = fmul fast double %212, %4
  %214 = fsub fast double 1.000000e+00, %212
  %215 = fmul fast double %213, %214
  %216 = fmul fast double %215, %4
  %217 = fsub fast double 1.000000e+00, %215
  %218 = fmul fast double %216, %217
  %219 = fmul fast double %218, %4
  %220 = fsub fast double 1.000000e+00, %218
  %221 = fmul fast double %219, %220
  %222 = fmul fast double %221, %4
  %223 = fsub fast double 1.000000e+00, %221
  %224 = fmul fast double %222, %223
  %225 = fmul fast double %224, %4
  %226 = fsub fast double 1.000000e+00, %224
  %227 = fmul fast double %225, %226
  %228 = fmul fast double %227, %4
  %229 = fsub fast double 1.000000e+00, %227
  %230 = fmul fast double %228, %229
  %231 = add i32 %206, 8
  %232 = icmp eq i32 %231, %203
  br i1 %232, label %233, label %204, !llvm.loop !11

233:                                              ; preds = %204, %196
  %234 = phi double [ poison, %196 ], [ %230, %204 ]
  %235 = phi double [ %192, %196 ], [ %230, %204 ]
  %236 = icmp eq i32 %200, 0
  br i1 %236, label %245, label %237

237:                                              ; preds = %233, %237
  %238 = phi double [ %242, %237 ], [ %235, %233 ]
  %239 = phi i32 [ %243, %237 ], [ 0, %233 ]
  %240 = fmul fast double %238, %4
  %241 = fsub fast double 1.000000e+00, %238
  %242 = fmul fast double %240, %241
  %243 = add i32 %239, 1
  %244 = icmp eq i32 %243, %200
  br i1 %244, label %245, label %237, !llvm.loop !17

245:                                              ; preds = %233, %237, %190
  %246 = phi double [ %192, %190 ], [ %234, %233 ], [ %242, %237 ]
  %247 = fsub fast double %191, %246
  %248 = fmul fast double %11, 2.000000e-06
  %249 = fdiv fast double %247, %248
  %250 = tail call fast double @llvm.fabs.f64(double %249)
  %251 = tail call fast double @llvm.maxnum.f64(double %250, double 1.000000e+00)
  %252 = fsub fast double %136, %249
  %253 = tail call fast double @llvm.fabs.f64(double %252)
  %254 = fmul fast double %251, 0x3EB0C6F7A0B5ED8D
  %255 = fcmp fast ole double %253, %254
  %256 = select i1 %255, ptr @.str.9, ptr @.str.10
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %6, double noundef nofpclass(nan inf) %136, double noundef nofpclass(nan inf) %249, ptr noundef nonnull %256)
  br i1 %255, label %261, label %258

258:                                              ; preds = %245
  %259 = load i32, ptr @n_fail, align 4, !tbaa !9
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !9
  br label %261

261:                                              ; preds = %245, %258
  %262 = add nuw nsw i64 %2, 1
  %263 = icmp eq i64 %262, 4
  br i1 %263, label %264, label %1, !llvm.loop !18

264:                                              ; preds = %261, %417
  %265 = phi i64 [ %418, %417 ], [ 0, %261 ]
  %266 = mul nuw nsw i64 %265, 3
  %267 = add nuw i64 %266, 2
  %268 = mul nuw nsw i64 %265, 3
  %269 = add nuw i64 %268, 2
  %270 = getelementptr inbounds [5 x double], ptr @main.gs, i64 0, i64 %265
  %271 = load double, ptr %270, align 8, !tbaa !5
  %272 = tail call fast double @llvm.fabs.f64(double %271)
  %273 = tail call fast double @llvm.maxnum.f64(double %272, double 1.000000e+00)
  %274 = fmul fast double %273, 0x3EB0C6F7A0B5ED8D
  %275 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %271) #6
  %276 = fadd fast double %274, %271
  br label %277

277:                                              ; preds = %277, %264
  %278 = phi double [ 0.000000e+00, %264 ], [ %280, %277 ]
  %279 = fmul fast double %278, 1.100000e+00
  %280 = fadd fast double %279, %276
  %281 = fcmp fast olt double %280, 1.000000e+01
  br i1 %281, label %277, label %282, !llvm.loop !19

282:                                              ; preds = %277
  %283 = fsub fast double %271, %274
  br label %284

284:                                              ; preds = %284, %282
  %285 = phi double [ 0.000000e+00, %282 ], [ %287, %284 ]
  %286 = fmul fast double %285, 1.100000e+00
  %287 = fadd fast double %286, %283
  %288 = fcmp fast olt double %287, 1.000000e+01
  br i1 %288, label %284, label %289, !llvm.loop !19

289:                                              ; preds = %284
  %290 = fsub fast double %280, %287
  %291 = fmul fast double %273, 2.000000e-06
  %292 = fdiv fast double %290, %291
  %293 = tail call fast double @llvm.fabs.f64(double %292)
  %294 = tail call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  %295 = fsub fast double %275, %292
  %296 = tail call fast double @llvm.fabs.f64(double %295)
  %297 = fmul fast double %294, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp fast ole double %296, %297
  %299 = select i1 %298, ptr @.str.9, ptr @.str.10
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %275, double noundef nofpclass(nan inf) %292, ptr noundef nonnull %299)
  br i1 %298, label %304, label %301

301:                                              ; preds = %289
  %302 = load i32, ptr @n_fail, align 4, !tbaa !9
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr @n_fail, align 4, !tbaa !9
  br label %304

304:                                              ; preds = %289, %301
  %305 = trunc i64 %265 to i32
  %306 = mul i32 %305, 3
  %307 = add i32 %306, 2
  %308 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fib, double noundef nofpclass(nan inf) %271, i32 noundef %307) #6
  %309 = and i64 %269, 7
  %310 = icmp ult i64 %265, 2
  br i1 %310, label %335, label %311

311:                                              ; preds = %304
  %312 = and i64 %269, -8
  br label %313

313:                                              ; preds = %313, %311
  %314 = phi double [ 0.000000e+00, %311 ], [ %330, %313 ]
  %315 = phi double [ 1.000000e+00, %311 ], [ %332, %313 ]
  %316 = phi i64 [ 0, %311 ], [ %333, %313 ]
  %317 = fmul fast double %315, %276
  %318 = fadd fast double %317, %314
  %319 = fmul fast double %318, %276
  %320 = fadd fast double %319, %315
  %321 = fmul fast double %320, %276
  %322 = fadd fast double %321, %318
  %323 = fmul fast double %322, %276
  %324 = fadd fast double %323, %320
  %325 = fmul fast double %324, %276
  %326 = fadd fast double %325, %322
  %327 = fmul fast double %326, %276
  %328 = fadd fast double %327, %324
  %329 = fmul fast double %328, %276
  %330 = fadd fast double %329, %326
  %331 = fmul fast double %330, %276
  %332 = fadd fast double %331, %328
  %333 = add i64 %316, 8
  %334 = icmp eq i64 %333, %312
  br i1 %334, label %335, label %313, !llvm.loop !20

335:                                              ; preds = %313, %304
  %336 = phi double [ poison, %304 ], [ %330, %313 ]
  %337 = phi double [ poison, %304 ], [ %332, %313 ]
  %338 = phi double [ 0.000000e+00, %304 ], [ %330, %313 ]
  %339 = phi double [ 1.000000e+00, %304 ], [ %332, %313 ]
  %340 = icmp eq i64 %309, 0
  br i1 %340, label %349, label %341

341:                                              ; preds = %335, %341
  %342 = phi double [ %343, %341 ], [ %338, %335 ]
  %343 = phi double [ %346, %341 ], [ %339, %335 ]
  %344 = phi i64 [ %347, %341 ], [ 0, %335 ]
  %345 = fmul fast double %343, %276
  %346 = fadd fast double %345, %342
  %347 = add i64 %344, 1
  %348 = icmp eq i64 %347, %309
  br i1 %348, label %349, label %341, !llvm.loop !21

349:                                              ; preds = %341, %335
  %350 = phi double [ %336, %335 ], [ %343, %341 ]
  %351 = phi double [ %337, %335 ], [ %346, %341 ]
  %352 = fadd fast double %350, 1.000000e+00
  %353 = and i64 %267, 7
  %354 = icmp ult i64 %265, 2
  br i1 %354, label %379, label %355

355:                                              ; preds = %349
  %356 = and i64 %267, -8
  br label %357

357:                                              ; preds = %357, %355
  %358 = phi double [ 0.000000e+00, %355 ], [ %374, %357 ]
  %359 = phi double [ 1.000000e+00, %355 ], [ %376, %357 ]
  %360 = phi i64 [ 0, %355 ], [ %377, %357 ]
  %361 = fmul fast double %359, %283
  %362 = fadd fast double %361, %358
  %363 = fmul fast double %362, %283
  %364 = fadd fast double %363, %359
  %365 = fmul fast double %364, %283
  %366 = fadd fast double %365, %362
  %367 = fmul fast double %366, %283
  %368 = fadd fast double %367, %364
  %369 = fmul fast double %368, %283
  %370 = fadd fast double %369, %366
  %371 = fmul fast double %370, %283
  %372 = fadd fast double %371, %368
  %373 = fmul fast double %372, %283
  %374 = fadd fast double %373, %370
  %375 = fmul fast double %374, %283
  %376 = fadd fast double %375, %372
  %377 = add i64 %360, 8
  %378 = icmp eq i64 %377, %356
  br i1 %378, label %379, label %357, !llvm.loop !20

379:                                              ; preds = %357, %349
  %380 = phi double [ poison, %349 ], [ %374, %357 ]
  %381 = phi double [ poison, %349 ], [ %376, %357 ]
  %382 = phi double [ 0.000000e+00, %349 ], [ %374, %357 ]
  %383 = phi double [ 1.000000e+00, %349 ], [ %376, %357 ]
  %384 = icmp eq i64 %353, 0
  br i1 %384, label %393, label %385

385:                                              ; preds = %379, %385
  %386 = phi double [ %387, %385 ], [ %382, %379 ]
  %387 = phi double [ %390, %385 ], [ %383, %379 ]
  %388 = phi i64 [ %391, %385 ], [ 0, %379 ]
  %389 = fmul fast double %387, %283
  %390 = fadd fast double %389, %386
  %391 = add i64 %388, 1
  %392 = icmp eq i64 %391, %353
  br i1 %392, label %393, label %385, !llvm.loop !22

393:                                              ; preds = %385, %379
  %394 = phi double [ %380, %379 ], [ %387, %385 ]
  %395 = phi double [ %381, %379 ], [ %390, %385 ]
  %396 = fadd fast double %394, 1.000000e+00
  %397 = insertelement <2 x double> poison, double %351, i64 0
  %398 = insertelement <2 x double> %397, double %395, i64 1
  %399 = insertelement <2 x double> poison, double %352, i64 0
  %400 = insertelement <2 x double> %399, double %396, i64 1
  %401 = fdiv fast <2 x double> %398, %400
  %402 = shufflevector <2 x double> %401, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %403 = fsub fast <2 x double> %401, %402
  %404 = extractelement <2 x double> %403, i64 0
  %405 = fdiv fast double %404, %291
  %406 = tail call fast double @llvm.fabs.f64(double %405)
  %407 = tail call fast double @llvm.maxnum.f64(double %406, double 1.000000e+00)
  %408 = fsub fast double %308, %405
  %409 = tail call fast double @llvm.fabs.f64(double %408)
  %410 = fmul fast double %407, 0x3EB0C6F7A0B5ED8D
  %411 = fcmp fast ole double %409, %410
  %412 = select i1 %411, ptr @.str.9, ptr @.str.10
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %308, double noundef nofpclass(nan inf) %405, ptr noundef nonnull %412)
  br i1 %411, label %417, label %414

414:                                              ; preds = %393
  %415 = load i32, ptr @n_fail, align 4, !tbaa !9
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr @n_fail, align 4, !tbaa !9
  br label %417

417:                                              ; preds = %393, %414
  %418 = add nuw nsw i64 %265, 1
  %419 = icmp eq i64 %418, 5
  br i1 %419, label %426, label %264, !llvm.loop !23

420:                                              ; preds = %552
  %421 = load i32, ptr @n_fail, align 4, !tbaa !9
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %421)
  %423 = load i32, ptr @n_fail, align 4, !tbaa !9
  %424 = icmp ne i32 %423, 0
  %425 = zext i1 %424 to i32
  ret i32 %425

426:                                              ; preds = %417, %552
  %427 = phi i64 [ %553, %552 ], [ 0, %417 ]
  %428 = getelementptr inbounds [5 x double], ptr @main.ds, i64 0, i64 %427
  %429 = load double, ptr %428, align 8, !tbaa !5
  %430 = tail call fast double @llvm.fabs.f64(double %429)
  %431 = tail call fast double @llvm.maxnum.f64(double %430, double 1.000000e+00)
  %432 = fmul fast double %431, 0x3EB0C6F7A0B5ED8D
  %433 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @damped, double noundef nofpclass(nan inf) %429) #6
  %434 = fadd fast double %432, %429
  %435 = fmul fast double %434, %434
  %436 = fptosi double %435 to i32
  %437 = tail call fast double @llvm.cos.f64(double %434)
  %438 = tail call fast double @llvm.sin.f64(double %434)
  %439 = fmul fast double %438, 9.000000e-01
  %440 = add nsw i32 %436, 2
  br label %441

441:                                              ; preds = %441, %426
  %442 = phi nsz double [ 0.000000e+00, %426 ], [ %450, %441 ]
  %443 = phi i32 [ 0, %426 ], [ %455, %441 ]
  %444 = phi nsz double [ 1.000000e+00, %426 ], [ %447, %441 ]
  %445 = fmul fast double %444, %437
  %446 = fmul fast double %442, %439
  %447 = fsub fast double %445, %446
  %448 = fmul fast double %442, %437
  %449 = fmul fast double %444, %439
  %450 = fadd fast double %449, %448
  %451 = fmul fast double %447, %447
  %452 = fmul fast double %450, %450
  %453 = fadd fast double %451, %452
  %454 = fcmp fast uge double %453, 1.000000e-03
  %455 = add nuw nsw i32 %443, 1
  %456 = icmp slt i32 %443, %440
  %457 = select i1 %454, i1 %456, i1 false
  br i1 %457, label %441, label %458, !llvm.loop !24

458:                                              ; preds = %441
  %459 = fsub fast double %429, %432
  %460 = fmul fast double %459, %459
  %461 = fptosi double %460 to i32
  %462 = tail call fast double @llvm.cos.f64(double %459)
  %463 = tail call fast double @llvm.sin.f64(double %459)
  %464 = fmul fast double %463, 9.000000e-01
  %465 = add nsw i32 %461, 2
  br label %466

466:                                              ; preds = %466, %458
  %467 = phi nsz double [ 0.000000e+00, %458 ], [ %475, %466 ]
  %468 = phi i32 [ 0, %458 ], [ %480, %466 ]
  %469 = phi nsz double [ 1.000000e+00, %458 ], [ %472, %466 ]
  %470 = fmul fast double %469, %462
  %471 = fmul fast double %467, %464
  %472 = fsub fast double %470, %471
  %473 = fmul fast double %467, %462
  %474 = fmul fast double %469, %464
  %475 = fadd fast double %474, %473
  %476 = fmul fast double %472, %472
  %477 = fmul fast double %475, %475
  %478 = fadd fast double %476, %477
  %479 = fcmp fast uge double %478, 1.000000e-03
  %480 = add nuw nsw i32 %468, 1
  %481 = icmp slt i32 %468, %465
  %482 = select i1 %479, i1 %481, i1 false
  br i1 %482, label %466, label %483, !llvm.loop !24

483:                                              ; preds = %466
  %484 = fsub fast double %450, %475
  %485 = fmul fast double %484, 2.000000e+00
  %486 = fsub fast double %447, %472
  %487 = fadd fast double %486, %485
  %488 = fmul fast double %431, 2.000000e-06
  %489 = fdiv fast double %487, %488
  %490 = tail call fast double @llvm.fabs.f64(double %489)
  %491 = tail call fast double @llvm.maxnum.f64(double %490, double 1.000000e+00)
  %492 = fsub fast double %433, %489
  %493 = tail call fast double @llvm.fabs.f64(double %492)
  %494 = fmul fast double %491, 0x3EB0C6F7A0B5ED8D
  %495 = fcmp fast ole double %493, %494
  %496 = select i1 %495, ptr @.str.9, ptr @.str.10
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %429, double noundef nofpclass(nan inf) %433, double noundef nofpclass(nan inf) %489, ptr noundef nonnull %496)
  br i1 %495, label %501, label %498

498:                                              ; preds = %483
  %499 = load i32, ptr @n_fail, align 4, !tbaa !9
  %500 = add nsw i32 %499, 1
  store i32 %500, ptr @n_fail, align 4, !tbaa !9
  br label %501

501:                                              ; preds = %483, %498
  %502 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @halve, double noundef nofpclass(nan inf) %429) #6
  %503 = fadd fast double %435, 5.000000e+00
  %504 = fcmp fast ogt double %503, 1.000000e+00
  br i1 %504, label %505, label %517

505:                                              ; preds = %501, %505
  %506 = phi i32 [ %512, %505 ], [ 0, %501 ]
  %507 = phi double [ %511, %505 ], [ %503, %501 ]
  %508 = fmul fast double %507, 5.000000e-01
  %509 = tail call fast double @llvm.sin.f64(double %507)
  %510 = fmul fast double %509, 1.000000e-01
  %511 = fadd fast double %510, %508
  %512 = add nuw nsw i32 %506, 1
  %513 = fcmp fast ogt double %511, 1.000000e+00
  br i1 %513, label %505, label %514, !llvm.loop !25

514:                                              ; preds = %505
  %515 = uitofp nneg i32 %512 to double
  %516 = fmul fast double %515, 1.000000e-02
  br label %517

517:                                              ; preds = %501, %514
  %518 = phi double [ %503, %501 ], [ %511, %514 ]
  %519 = phi double [ 0.000000e+00, %501 ], [ %516, %514 ]
  %520 = fadd fast double %460, 5.000000e+00
  %521 = fcmp fast ogt double %520, 1.000000e+00
  br i1 %521, label %522, label %534

522:                                              ; preds = %517, %522
  %523 = phi i32 [ %529, %522 ], [ 0, %517 ]
  %524 = phi double [ %528, %522 ], [ %520, %517 ]
  %525 = fmul fast double %524, 5.000000e-01
  %526 = tail call fast double @llvm.sin.f64(double %524)
  %527 = fmul fast double %526, 1.000000e-01
  %528 = fadd fast double %527, %525
  %529 = add nuw nsw i32 %523, 1
  %530 = fcmp fast ogt double %528, 1.000000e+00
  br i1 %530, label %522, label %531, !llvm.loop !25

531:                                              ; preds = %522
  %532 = uitofp nneg i32 %529 to double
  %533 = fmul fast double %532, 1.000000e-02
  br label %534

534:                                              ; preds = %517, %531
  %535 = phi double [ %520, %517 ], [ %528, %531 ]
  %536 = phi double [ 0.000000e+00, %517 ], [ %533, %531 ]
  %537 = fadd fast double %519, %518
  %538 = fadd fast double %535, %536
  %539 = fsub fast double %537, %538
  %540 = fdiv fast double %539, %488
  %541 = tail call fast double @llvm.fabs.f64(double %540)
  %542 = tail call fast double @llvm.maxnum.f64(double %541, double 1.000000e+00)
  %543 = fsub fast double %502, %540
  %544 = tail call fast double @llvm.fabs.f64(double %543)
  %545 = fmul fast double %542, 0x3EB0C6F7A0B5ED8D
  %546 = fcmp fast ole double %544, %545
  %547 = select i1 %546, ptr @.str.9, ptr @.str.10
  %548 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %429, double noundef nofpclass(nan inf) %502, double noundef nofpclass(nan inf) %540, ptr noundef nonnull %547)
  br i1 %546, label %552, label %549

549:                                              ; preds = %534
  %550 = load i32, ptr @n_fail, align 4, !tbaa !9
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr @n_fail, align 4, !tbaa !9
  br label %552

552:                                              ; preds = %534, %549
  %553 = add nuw nsw i64 %427, 1
  %554 = icmp eq i64 %553, 5
  br i1 %554, label %420, label %426, !llvm.loop !26
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @logistic(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast double %1, 1.000000e+01
  %4 = fptosi double %3 to i32
  %5 = icmp sgt i32 %4, -5
  br i1 %5, label %6, label %55

6:                                                ; preds = %2
  %7 = add i32 %4, 4
  %8 = tail call i32 @llvm.smax.i32(i32 %7, i32 0)
  %9 = add nuw i32 %8, 1
  %10 = and i32 %9, 7
  %11 = icmp slt i32 %7, 7
  br i1 %11, label %43, label %12

12:                                               ; preds = %6
  %13 = and i32 %9, -8
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi double [ %1, %12 ], [ %40, %14 ]
  %16 = phi i32 [ 0, %12 ], [ %41, %14 ]
  %17 = fmul fast double %15, %0
  %18 = fsub fast double 1.000000e+00, %15
  %19 = fmul fast double %17, %18
  %20 = fmul fast double %19, %0
  %21 = fsub fast double 1.000000e+00, %19
  %22 = fmul fast double %20, %21
  %23 = fmul fast double %22, %0
  %24 = fsub fast double 1.000000e+00, %22
  %25 = fmul fast double %23, %24
  %26 = fmul fast double %25, %0
  %27 = fsub fast double 1.000000e+00, %25
  %28 = fmul fast double %26, %27
  %29 = fmul fast double %28, %0
  %30 = fsub fast double 1.000000e+00, %28
  %31 = fmul fast double %29, %30
  %32 = fmul fast double %31, %0
  %33 = fsub fast double 1.000000e+00, %31
  %34 = fmul fast double %32, %33
  %35 = fmul fast double %34, %0
  %36 = fsub fast double 1.000000e+00, %34
  %37 = fmul fast double %35, %36
  %38 = fmul fast double %37, %0
  %39 = fsub fast double 1.000000e+00, %37
  %40 = fmul fast double %38, %39
  %41 = add i32 %16, 8
  %42 = icmp eq i32 %41, %13
  br i1 %42, label %43, label %14, !llvm.loop !11

43:                                               ; preds = %14, %6
  %44 = phi double [ poison, %6 ], [ %40, %14 ]
  %45 = phi double [ %1, %6 ], [ %40, %14 ]
  %46 = icmp eq i32 %10, 0
  br i1 %46, label %55, label %47

47:                                               ; preds = %43, %47
  %48 = phi double [ %52, %47 ], [ %45, %43 ]
  %49 = phi i32 [ %53, %47 ], [ 0, %43 ]
  %50 = fmul fast double %48, %0
  %51 = fsub fast double 1.000000e+00, %48
  %52 = fmul fast double %50, %51
  %53 = add i32 %49, 1
  %54 = icmp eq i32 %53, %10
  br i1 %54, label %55, label %47, !llvm.loop !27

55:                                               ; preds = %43, %47, %2
  %56 = phi double [ %1, %2 ], [ %44, %43 ], [ %52, %47 ]
  ret double %56
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @grow(double noundef nofpclass(nan inf) %0) #2 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi double [ 0.000000e+00, %1 ], [ %5, %2 ]
  %4 = fmul fast double %3, 1.100000e+00
  %5 = fadd fast double %4, %0
  %6 = fcmp fast olt double %5, 1.000000e+01
  br i1 %6, label %2, label %7, !llvm.loop !19

7:                                                ; preds = %2
  ret double %5
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @fib(double noundef nofpclass(nan inf) %0, i32 noundef %1) #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %50

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %31, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi double [ 0.000000e+00, %7 ], [ %26, %9 ]
  %11 = phi double [ 1.000000e+00, %7 ], [ %28, %9 ]
  %12 = phi i32 [ 0, %7 ], [ %29, %9 ]
  %13 = fmul fast double %11, %0
  %14 = fadd fast double %10, %13
  %15 = fmul fast double %14, %0
  %16 = fadd fast double %11, %15
  %17 = fmul fast double %16, %0
  %18 = fadd fast double %14, %17
  %19 = fmul fast double %18, %0
  %20 = fadd fast double %16, %19
  %21 = fmul fast double %20, %0
  %22 = fadd fast double %18, %21
  %23 = fmul fast double %22, %0
  %24 = fadd fast double %20, %23
  %25 = fmul fast double %24, %0
  %26 = fadd fast double %22, %25
  %27 = fmul fast double %26, %0
  %28 = fadd fast double %24, %27
  %29 = add i32 %12, 8
  %30 = icmp eq i32 %29, %8
  br i1 %30, label %31, label %9, !llvm.loop !20

31:                                               ; preds = %9, %4
  %32 = phi double [ poison, %4 ], [ %26, %9 ]
  %33 = phi double [ poison, %4 ], [ %28, %9 ]
  %34 = phi double [ 0.000000e+00, %4 ], [ %26, %9 ]
  %35 = phi double [ 1.000000e+00, %4 ], [ %28, %9 ]
  %36 = icmp eq i32 %5, 0
  br i1 %36, label %45, label %37

37:                                               ; preds = %31, %37
  %38 = phi double [ %39, %37 ], [ %34, %31 ]
  %39 = phi double [ %42, %37 ], [ %35, %31 ]
  %40 = phi i32 [ %43, %37 ], [ 0, %31 ]
  %41 = fmul fast double %39, %0
  %42 = fadd fast double %38, %41
  %43 = add i32 %40, 1
  %44 = icmp eq i32 %43, %5
  br i1 %44, label %45, label %37, !llvm.loop !28

45:                                               ; preds = %37, %31
  %46 = phi double [ %32, %31 ], [ %39, %37 ]
  %47 = phi double [ %33, %31 ], [ %42, %37 ]
  %48 = fadd fast double %46, 1.000000e+00
  %49 = fdiv fast double %47, %48
  br label %50

50:                                               ; preds = %45, %2
  %51 = phi double [ 1.000000e+00, %2 ], [ %49, %45 ]
  ret double %51
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @damped(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = fptosi double %2 to i32
  %4 = tail call fast double @llvm.cos.f64(double %0)
  %5 = tail call fast double @llvm.sin.f64(double %0)
  %6 = fmul fast double %5, 9.000000e-01
  %7 = add nsw i32 %3, 2
  br label %8

8:                                                ; preds = %8, %1
  %9 = phi nsz double [ 0.000000e+00, %1 ], [ %17, %8 ]
  %10 = phi i32 [ 0, %1 ], [ %22, %8 ]
  %11 = phi nsz double [ 1.000000e+00, %1 ], [ %14, %8 ]
  %12 = fmul fast double %11, %4
  %13 = fmul fast double %6, %9
  %14 = fsub fast double %12, %13
  %15 = fmul fast double %9, %4
  %16 = fmul fast double %6, %11
  %17 = fadd fast double %16, %15
  %18 = fmul fast double %14, %14
  %19 = fmul fast double %17, %17
  %20 = fadd fast double %18, %19
  %21 = fcmp fast uge double %20, 1.000000e-03
  %22 = add nuw nsw i32 %10, 1
  %23 = icmp slt i32 %10, %7
  %24 = select i1 %21, i1 %23, i1 false
  br i1 %24, label %8, label %25, !llvm.loop !24

25:                                               ; preds = %8
  %26 = fmul fast double %17, 2.000000e+00
  %27 = fadd fast double %26, %14
  ret double %27
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @halve(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %2, 5.000000e+00
  %4 = fcmp fast ogt double %3, 1.000000e+00
  br i1 %4, label %5, label %17

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %1 ]
  %7 = phi double [ %11, %5 ], [ %3, %1 ]
  %8 = fmul fast double %7, 5.000000e-01
  %9 = tail call fast double @llvm.sin.f64(double %7)
  %10 = fmul fast double %9, 1.000000e-01
  %11 = fadd fast double %10, %8
  %12 = add nuw nsw i32 %6, 1
  %13 = fcmp fast ogt double %11, 1.000000e+00
  br i1 %13, label %5, label %14, !llvm.loop !25

14:                                               ; preds = %5
  %15 = uitofp nneg i32 %12 to double
  %16 = fmul fast double %15, 1.000000e-02
  br label %17

17:                                               ; preds = %14, %1
  %18 = phi double [ %3, %1 ], [ %11, %14 ]
  %19 = phi double [ 0.000000e+00, %1 ], [ %16, %14 ]
  %20 = fadd fast double %19, %18
  ret double %20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
