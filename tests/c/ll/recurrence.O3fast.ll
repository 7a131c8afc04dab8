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
  br label %13

13:                                               ; preds = %0, %293
  %14 = phi i64 [ 0, %0 ], [ %294, %293 ]
  %15 = getelementptr inbounds [4 x double], ptr @main.rs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds [4 x double], ptr @main.x0s, i64 0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call fast double @llvm.fabs.f64(double %16)
  %20 = tail call fast double @llvm.maxnum.f64(double %19, double 1.000000e+00)
  %21 = fmul fast double %20, 0x3EB0C6F7A0B5ED8D
  %22 = tail call fast double @llvm.fabs.f64(double %18)
  %23 = tail call fast double @llvm.maxnum.f64(double %22, double 1.000000e+00)
  %24 = fmul fast double %23, 0x3EB0C6F7A0B5ED8D
  %25 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %26 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, double noundef nofpclass(nan inf) %16, i32 noundef %25, double noundef nofpclass(nan inf) %18) #7
  %27 = fadd fast double %21, %16
  %28 = fmul fast double %18, 1.000000e+01
  %29 = fptosi double %28 to i32
  %30 = icmp sgt i32 %29, -5
  br i1 %30, label %31, label %128

31:                                               ; preds = %13
  %32 = add i32 %29, 4
  %33 = tail call i32 @llvm.smax.i32(i32 %32, i32 0)
  %34 = add nuw i32 %33, 1
  %35 = and i32 %34, 7
  %36 = icmp slt i32 %32, 7
  br i1 %36, label %68, label %37

37:                                               ; preds = %31
  %38 = and i32 %34, -8
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi double [ %18, %37 ], [ %65, %39 ]
  %41 = phi i32 [ 0, %37 ], [ %66, %39 ]
  %42 = fmul fast double %40, %27
  %43 = fsub fast double 1.000000e+00, %40
  %44 = fmul fast double %42, %43
  %45 = fmul fast double %44, %27
  %46 = fsub fast double 1.000000e+00, %44
  %47 = fmul fast double %45, %46
  %48 = fmul fast double %47, %27
  %49 = fsub fast double 1.000000e+00, %47
  %50 = fmul fast double %48, %49
  %51 = fmul fast double %50, %27
  %52 = fsub fast double 1.000000e+00, %50
  %53 = fmul fast double %51, %52
  %54 = fmul fast double %53, %27
  %55 = fsub fast double 1.000000e+00, %53
  %56 = fmul fast double %54, %55
  %57 = fmul fast double %56, %27
  %58 = fsub fast double 1.000000e+00, %56
  %59 = fmul fast double %57, %58
  %60 = fmul fast double %59, %27
  %61 = fsub fast double 1.000000e+00, %59
  %62 = fmul fast double %60, %61
  %63 = fmul fast double %62, %27
  %64 = fsub fast double 1.000000e+00, %62
  %65 = fmul fast double %63, %64
  %66 = add i32 %41, 8
  %67 = icmp eq i32 %66, %38
  br i1 %67, label %68, label %39, !llvm.loop !11

68:                                               ; preds = %39, %31
  %69 = phi double [ poison, %31 ], [ %65, %39 ]
  %70 = phi double [ %18, %31 ], [ %65, %39 ]
  %71 = icmp eq i32 %35, 0
  br i1 %71, label %80, label %72

72:                                               ; preds = %68, %72
  %73 = phi double [ %77, %72 ], [ %70, %68 ]
  %74 = phi i32 [ %78, %72 ], [ 0, %68 ]
  %75 = fmul fast double %73, %27
  %76 = fsub fast double 1.000000e+00, %73
  %77 = fmul fast double %75, %76
  %78 = add i32 %74, 1
  %79 = icmp eq i32 %78, %35
  br i1 %79, label %80, label %72, !llvm.loop !13

80:                                               ; preds = %72, %68
  %81 = phi double [ %69, %68 ], [ %77, %72 ]
  %82 = fsub fast double %16, %21
  %83 = and i32 %34, 7
  %84 = icmp slt i32 %32, 7
  br i1 %84, label %116, label %85

85:                                               ; preds = %80
  %86 = and i32 %34, -8
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi double [ %18, %85 ], [ %113, %87 ]
  %89 = phi i32 [ 0, %85 ], [ %114, %87 ]
  %90 = fmul fast double %88, %82
  %91 = fsub fast double 1.000000e+00, %88
  %92 = fmul fast double %90, %91
  %93 = fmul fast double %92, %82
  %94 = fsub fast double 1.000000e+00, %92
  %95 = fmul fast double %93, %94
  %96 = fmul fast double %95, %82
  %97 = fsub fast double 1.000000e+00, %95
  %98 = fmul fast double %96, %97
  %99 = fmul fast double %98, %82
  %100 = fsub fast double 1.000000e+00, %98
  %101 = fmul fast double %99, %100
  %102 = fmul fast double %101, %82
  %103 = fsub fast double 1.000000e+00, %101
  %104 = fmul fast double %102, %103
  %105 = fmul fast double %104, %82
  %106 = fsub fast double 1.000000e+00, %104
  %107 = fmul fast double %105, %106
  %108 = fmul fast double %107, %82
  %109 = fsub fast double 1.000000e+00, %107
  %110 = fmul fast double %108, %109
  %111 = fmul fast double %110, %82
  %112 = fsub fast double 1.000000e+00, %110
  %113 = fmul fast double %111, %112
  %114 = add i32 %89, 8
  %115 = icmp eq i32 %114, %86
  br i1 %115, label %116, label %87, !llvm.loop !11

116:                                              ; preds = %87, %80
  %117 = phi double [ poison, %80 ], [ %113, %87 ]
  %118 = phi double [ %18, %80 ], [ %113, %87 ]
  %119 = icmp eq i32 %83, 0
  br i1 %119, label %128, label %120

120:                                              ; preds = %116, %120
  %121 = phi double [ %125, %120 ], [ %118, %116 ]
  %122 = phi i32 [ %126, %120 ], [ 0, %116 ]
  %123 = fmul fast double %121, %82
  %124 = fsub fast double 1.000000e+00, %121
  %125 = fmul fast double %123, %124
  %126 = add i32 %122, 1
  %127 = icmp eq i32 %126, %83
  br i1 %127, label %128, label %120, !llvm.loop !15

128:                                              ; preds = %116, %120, %13
  %129 = phi double [ %18, %13 ], [ %81, %120 ], [ %81, %116 ]
  %130 = phi double [ %18, %13 ], [ %117, %116 ], [ %125, %120 ]
  %131 = fsub fast double %129, %130
  %132 = fmul fast double %20, 2.000000e-06
  %133 = fdiv fast double %131, %132
  %134 = tail call fast double @llvm.fabs.f64(double %133)
  %135 = tail call fast double @llvm.maxnum.f64(double %134, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %26, ptr %12, align 8, !tbaa !5
  %136 = load volatile double, ptr %12, align 8, !tbaa !5
  %137 = tail call double @llvm.fabs.f64(double %136)
  %138 = fcmp ueq double %137, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %138, label %150, label %139

139:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %133, ptr %11, align 8, !tbaa !5
  %140 = load volatile double, ptr %11, align 8, !tbaa !5
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %142, label %150, label %143

143:                                              ; preds = %139
  %144 = fsub fast double %26, %133
  %145 = tail call fast double @llvm.fabs.f64(double %144)
  %146 = fmul fast double %135, 0x3EB0C6F7A0B5ED8D
  %147 = fcmp fast ole double %145, %146
  %148 = select i1 %147, ptr @.str.9, ptr @.str.10
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %133, ptr noundef nonnull %148)
  br i1 %147, label %155, label %152

150:                                              ; preds = %139, %128
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %133, ptr noundef nonnull @.str.10)
  br label %152

152:                                              ; preds = %150, %143
  %153 = load i32, ptr @n_fail, align 4, !tbaa !9
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @n_fail, align 4, !tbaa !9
  br label %155

155:                                              ; preds = %143, %152
  %156 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %157 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %158 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logistic, i32 noundef %156, double noundef nofpclass(nan inf) %16, i32 noundef %157, double noundef nofpclass(nan inf) %18) #7
  %159 = fadd fast double %24, %18
  %160 = fmul fast double %159, 1.000000e+01
  %161 = fptosi double %160 to i32
  %162 = icmp sgt i32 %161, -5
  br i1 %162, label %163, label %212

163:                                              ; preds = %155
  %164 = add i32 %161, 4
  %165 = tail call i32 @llvm.smax.i32(i32 %164, i32 0)
  %166 = add nuw i32 %165, 1
  %167 = and i32 %166, 7
  %168 = icmp slt i32 %164, 7
  br i1 %168, label %200, label %169

169:                                              ; preds = %163
  %170 = and i32 %166, -8
  br label %171

171:                                              ; preds = %171, %169
  %172 = phi double [ %159, %169 ], [ %197, %171 ]
  %173 = phi i32 [ 0, %169 ], [ %198, %171 ]
  %174 = fmul fast double %172, %16
  %175 = fsub fast double 1.000000e+00, %172
  %176 = fmul fast double %174, %175
  %177 = fmul fast double %176, %16
  %178 = fsub fast double 1.000000e+00, %176
  %179 = fmul fast double %177, %178
  %180 = fmul fast double %179, %16
  %181 = fsub fast double 1.000000e+00, %179
  %182 = fmul fast double %180, %181
  %183 = fmul fast double %182, %16
  %184 = fsub fast double 1.000000e+00, %182
  %185 = fmul fast double %183, %184
  %186 = fmul fast double %185, %16
  %187 = fsub fast double 1.000000e+00, %185
  %188 = fmul fast double %186, %187
  %189 = fmul fast double %188, %16
  %190 = fsub fast double 1.000000e+00, %188
  %191 = fmul fast double %189, %190
  %192 = fmul fast double %191, %16
  %193 = fsub fast double 1.000000e+00, %191
  %194 = fmul fast double %192, %193
  %195 = fmul fast double %194, %16
  %196 = fsub fast double 1.000000e+00, %194
  %197 = fmul fast double %195, %196
  %198 = add i32 %173, 8
  %199 = icmp eq i32 %198, %170
  br i1 %199, label %200, label %171, !llvm.loop !11

200:                                              ; preds = %171, %163
  %201 = phi double [ poison, %163 ], [ %197, %171 ]
  %202 = phi double [ %159, %163 ], [ %197, %171 ]
  %203 = icmp eq i32 %167, 0
  br i1 %203, label %212, label %204

204:                                              ; preds = %200, %204
  %205 = phi double [ %209, %204 ], [ %202, %200 ]
  %206 = phi i32 [ %210, %204 ], [ 0, %200 ]
  %207 = fmul fast double %205, %16
  %208 = fsub fast double 1.000000e+00, %205
  %209 = fmul fast double %207, %208
  %210 = add i32 %206, 1
  %211 = icmp eq i32 %210, %167
  br i1 %211, label %212, label %204, !llvm.loop !16

212:                                              ; preds = %200, %204, %155
  %213 = phi double [ %159, %155 ], [ %201, %200 ], [ %209, %204 ]
  %214 = fsub fast double %18, %24
  %215 = fmul fast double %214, 1.000000e+01
  %216 = fptosi double %215 to i32
  %217 = icmp sgt i32 %216, -5
  br i1 %217, label %218, label %267

218:                                              ; preds = %212
  %219 = add i32 %216, 4
  %220 = tail call i32 @llvm.smax.i32(i32 %219, i32 0)
  %221 = add nuw i32 %220, 1
  %222 = and i32 %221, 7
  %223 = icmp slt i32 %219, 7
  br i1 %223, label %255, label %224

224:                                              ; preds = %218
  %225 = and i32 %221, -8
  br label %226

226:                                              ; preds = %226, %224
  %227 = phi double [ %214, %224 ], [ %252, %226 ]
  %228 = phi i32 [ 0, %224 ], [ %253, %226 ]
  %229 = fmul fast double %227, %16
  %230 = fsub fast double 1.000000e+00, %227
  %231 = fmul fast double %229, %230
  %232 = fmul fast double %231, %16
  %233 = fsub fast double 1.000000e+00, %231
  %234 = fmul fast double %232, %233
  %235 = fmul fast double %234, %16
  %236 = fsub fast double 1.000000e+00, %234
  %237 = fmul fast double %235, %236
  %238 = fmul fast double %237, %16
  %239 = fsub fast double 1.000000e+00, %237
  %240 = fmul fast double %238, %239
  %241 = fmul fast double %240, %16
  %242 = fsub fast double 1.000000e+00, %240
  %243 = fmul fast double %241, %242
  %244 = fmul fast double %243, %16
  %245 = fsub fast double 1.000000e+00, %243
  %246 = fmul fast double %244, %245
  %247 = fmul fast double %246, %16
  %248 = fsub fast double 1.000000e+00, %246
  %249 = fmul fast double %247, %248
  %250 = fmul fast double %249, %16
  %251 = fsub fast double 1.000000e+00, %249
  %252 = fmul fast double %250, %251
  %253 = add i32 %228, 8
  %254 = icmp eq i32 %253, %225
  br i1 %254, label %255, label %226, !llvm.loop !11

255:                                              ; preds = %226, %218
  %256 = phi double [ poison, %218 ], [ %252, %226 ]
  %257 = phi double [ %214, %218 ], [ %252, %226 ]
  %258 = icmp eq i32 %222, 0
  br i1 %258, label %267, label %259

259:                                              ; preds = %255, %259
  %260 = phi double [ %264, %259 ], [ %257, %255 ]
  %261 = phi i32 [ %265, %259 ], [ 0, %255 ]
  %262 = fmul fast double %260, %16
  %263 = fsub fast double 1.000000e+00, %260
  %264 = fmul fast double %262, %263
  %265 = add i32 %261, 1
  %266 = icmp eq i32 %265, %222
  br i1 %266, label %267, label %259, !llvm.loop !17

267:                                              ; preds = %255, %259, %212
  %268 = phi double [ %214, %212 ], [ %256, %255 ], [ %264, %259 ]
  %269 = fsub fast double %213, %268
  %270 = fmul fast double %23, 2.000000e-06
  %271 = fdiv fast double %269, %270
  %272 = tail call fast double @llvm.fabs.f64(double %271)
  %273 = tail call fast double @llvm.maxnum.f64(double %272, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %158, ptr %10, align 8, !tbaa !5
  %274 = load volatile double, ptr %10, align 8, !tbaa !5
  %275 = tail call double @llvm.fabs.f64(double %274)
  %276 = fcmp ueq double %275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %276, label %288, label %277

277:                                              ; preds = %267
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %271, ptr %9, align 8, !tbaa !5
  %278 = load volatile double, ptr %9, align 8, !tbaa !5
  %279 = tail call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %280, label %288, label %281

281:                                              ; preds = %277
  %282 = fsub fast double %158, %271
  %283 = tail call fast double @llvm.fabs.f64(double %282)
  %284 = fmul fast double %273, 0x3EB0C6F7A0B5ED8D
  %285 = fcmp fast ole double %283, %284
  %286 = select i1 %285, ptr @.str.9, ptr @.str.10
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %158, double noundef nofpclass(nan inf) %271, ptr noundef nonnull %286)
  br i1 %285, label %293, label %290

288:                                              ; preds = %277, %267
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) %158, double noundef nofpclass(nan inf) %271, ptr noundef nonnull @.str.10)
  br label %290

290:                                              ; preds = %288, %281
  %291 = load i32, ptr @n_fail, align 4, !tbaa !9
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr @n_fail, align 4, !tbaa !9
  br label %293

293:                                              ; preds = %281, %290
  %294 = add nuw nsw i64 %14, 1
  %295 = icmp eq i64 %294, 4
  br i1 %295, label %296, label %13, !llvm.loop !18

296:                                              ; preds = %293, %464
  %297 = phi i64 [ %465, %464 ], [ 0, %293 ]
  %298 = mul nuw nsw i64 %297, 3
  %299 = add nuw i64 %298, 2
  %300 = mul nuw nsw i64 %297, 3
  %301 = add nuw i64 %300, 2
  %302 = getelementptr inbounds [5 x double], ptr @main.gs, i64 0, i64 %297
  %303 = load double, ptr %302, align 8, !tbaa !5
  %304 = tail call fast double @llvm.fabs.f64(double %303)
  %305 = tail call fast double @llvm.maxnum.f64(double %304, double 1.000000e+00)
  %306 = fmul fast double %305, 0x3EB0C6F7A0B5ED8D
  %307 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %303) #7
  %308 = fadd fast double %306, %303
  br label %309

309:                                              ; preds = %309, %296
  %310 = phi double [ 0.000000e+00, %296 ], [ %312, %309 ]
  %311 = fmul fast double %310, 1.100000e+00
  %312 = fadd fast double %311, %308
  %313 = fcmp fast olt double %312, 1.000000e+01
  br i1 %313, label %309, label %314, !llvm.loop !19

314:                                              ; preds = %309
  %315 = fsub fast double %303, %306
  br label %316

316:                                              ; preds = %316, %314
  %317 = phi double [ 0.000000e+00, %314 ], [ %319, %316 ]
  %318 = fmul fast double %317, 1.100000e+00
  %319 = fadd fast double %318, %315
  %320 = fcmp fast olt double %319, 1.000000e+01
  br i1 %320, label %316, label %321, !llvm.loop !19

321:                                              ; preds = %316
  %322 = fsub fast double %312, %319
  %323 = fmul fast double %305, 2.000000e-06
  %324 = fdiv fast double %322, %323
  %325 = tail call fast double @llvm.fabs.f64(double %324)
  %326 = tail call fast double @llvm.maxnum.f64(double %325, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %307, ptr %8, align 8, !tbaa !5
  %327 = load volatile double, ptr %8, align 8, !tbaa !5
  %328 = tail call double @llvm.fabs.f64(double %327)
  %329 = fcmp ueq double %328, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %329, label %341, label %330

330:                                              ; preds = %321
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %324, ptr %7, align 8, !tbaa !5
  %331 = load volatile double, ptr %7, align 8, !tbaa !5
  %332 = tail call double @llvm.fabs.f64(double %331)
  %333 = fcmp ueq double %332, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %333, label %341, label %334

334:                                              ; preds = %330
  %335 = fsub fast double %307, %324
  %336 = tail call fast double @llvm.fabs.f64(double %335)
  %337 = fmul fast double %326, 0x3EB0C6F7A0B5ED8D
  %338 = fcmp fast ole double %336, %337
  %339 = select i1 %338, ptr @.str.9, ptr @.str.10
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %303, double noundef nofpclass(nan inf) %307, double noundef nofpclass(nan inf) %324, ptr noundef nonnull %339)
  br i1 %338, label %346, label %343

341:                                              ; preds = %330, %321
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %303, double noundef nofpclass(nan inf) %307, double noundef nofpclass(nan inf) %324, ptr noundef nonnull @.str.10)
  br label %343

343:                                              ; preds = %341, %334
  %344 = load i32, ptr @n_fail, align 4, !tbaa !9
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr @n_fail, align 4, !tbaa !9
  br label %346

346:                                              ; preds = %334, %343
  %347 = trunc i64 %297 to i32
  %348 = mul i32 %347, 3
  %349 = add i32 %348, 2
  %350 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fib, double noundef nofpclass(nan inf) %303, i32 noundef %349) #7
  %351 = and i64 %301, 7
  %352 = icmp ult i64 %297, 2
  br i1 %352, label %377, label %353

353:                                              ; preds = %346
  %354 = and i64 %301, -8
  br label %355

355:                                              ; preds = %355, %353
  %356 = phi double [ 0.000000e+00, %353 ], [ %372, %355 ]
  %357 = phi double [ 1.000000e+00, %353 ], [ %374, %355 ]
  %358 = phi i64 [ 0, %353 ], [ %375, %355 ]
  %359 = fmul fast double %357, %308
  %360 = fadd fast double %359, %356
  %361 = fmul fast double %360, %308
  %362 = fadd fast double %361, %357
  %363 = fmul fast double %362, %308
  %364 = fadd fast double %363, %360
  %365 = fmul fast double %364, %308
  %366 = fadd fast double %365, %362
  %367 = fmul fast double %366, %308
  %368 = fadd fast double %367, %364
  %369 = fmul fast double %368, %308
  %370 = fadd fast double %369, %366
  %371 = fmul fast double %370, %308
  %372 = fadd fast double %371, %368
  %373 = fmul fast double %372, %308
  %374 = fadd fast double %373, %370
  %375 = add i64 %358, 8
  %376 = icmp eq i64 %375, %354
  br i1 %376, label %377, label %355, !llvm.loop !20

377:                                              ; preds = %355, %346
  %378 = phi double [ poison, %346 ], [ %372, %355 ]
  %379 = phi double [ poison, %346 ], [ %374, %355 ]
  %380 = phi double [ 0.000000e+00, %346 ], [ %372, %355 ]
  %381 = phi double [ 1.000000e+00, %346 ], [ %374, %355 ]
  %382 = icmp eq i64 %351, 0
  br i1 %382, label %391, label %383

383:                                              ; preds = %377, %383
  %384 = phi double [ %385, %383 ], [ %380, %377 ]
  %385 = phi double [ %388, %383 ], [ %381, %377 ]
  %386 = phi i64 [ %389, %383 ], [ 0, %377 ]
  %387 = fmul fast double %385, %308
  %388 = fadd fast double %387, %384
  %389 = add i64 %386, 1
  %390 = icmp eq i64 %389, %351
  br i1 %390, label %391, label %383, !llvm.loop !21

391:                                              ; preds = %383, %377
  %392 = phi double [ %378, %377 ], [ %385, %383 ]
  %393 = phi double [ %379, %377 ], [ %388, %383 ]
  %394 = fadd fast double %392, 1.000000e+00
  %395 = and i64 %299, 7
  %396 = icmp ult i64 %297, 2
  br i1 %396, label %421, label %397

397:                                              ; preds = %391
  %398 = and i64 %299, -8
  br label %399

399:                                              ; preds = %399, %397
  %400 = phi double [ 0.000000e+00, %397 ], [ %416, %399 ]
  %401 = phi double [ 1.000000e+00, %397 ], [ %418, %399 ]
  %402 = phi i64 [ 0, %397 ], [ %419, %399 ]
  %403 = fmul fast double %401, %315
  %404 = fadd fast double %403, %400
  %405 = fmul fast double %404, %315
  %406 = fadd fast double %405, %401
  %407 = fmul fast double %406, %315
  %408 = fadd fast double %407, %404
  %409 = fmul fast double %408, %315
  %410 = fadd fast double %409, %406
  %411 = fmul fast double %410, %315
  %412 = fadd fast double %411, %408
  %413 = fmul fast double %412, %315
  %414 = fadd fast double %413, %410
  %415 = fmul fast double %414, %315
  %416 = fadd fast double %415, %412
  %417 = fmul fast double %416, %315
  %418 = fadd fast double %417, %414
  %419 = add i64 %402, 8
  %420 = icmp eq i64 %419, %398
  br i1 %420, label %421, label %399, !llvm.loop !20

421:                                              ; preds = %399, %391
  %422 = phi double [ poison, %391 ], [ %416, %399 ]
  %423 = phi double [ poison, %391 ], [ %418, %399 ]
  %424 = phi double [ 0.000000e+00, %391 ], [ %416, %399 ]
  %425 = phi double [ 1.000000e+00, %391 ], [ %418, %399 ]
  %426 = icmp eq i64 %395, 0
  br i1 %426, label %435, label %427

427:                                              ; preds = %421, %427
  %428 = phi double [ %429, %427 ], [ %424, %421 ]
  %429 = phi double [ %432, %427 ], [ %425, %421 ]
  %430 = phi i64 [ %433, %427 ], [ 0, %421 ]
  %431 = fmul fast double %429, %315
  %432 = fadd fast double %431, %428
  %433 = add i64 %430, 1
  %434 = icmp eq i64 %433, %395
  br i1 %434, label %435, label %427, !llvm.loop !22

435:                                              ; preds = %427, %421
  %436 = phi double [ %422, %421 ], [ %429, %427 ]
  %437 = phi double [ %423, %421 ], [ %432, %427 ]
  %438 = fdiv fast double %393, %394
  %439 = fadd fast double %436, 1.000000e+00
  %440 = fdiv fast double %437, %439
  %441 = fsub fast double %438, %440
  %442 = fdiv fast double %441, %323
  %443 = tail call fast double @llvm.fabs.f64(double %442)
  %444 = tail call fast double @llvm.maxnum.f64(double %443, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %350, ptr %6, align 8, !tbaa !5
  %445 = load volatile double, ptr %6, align 8, !tbaa !5
  %446 = tail call double @llvm.fabs.f64(double %445)
  %447 = fcmp ueq double %446, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %447, label %459, label %448

448:                                              ; preds = %435
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %442, ptr %5, align 8, !tbaa !5
  %449 = load volatile double, ptr %5, align 8, !tbaa !5
  %450 = tail call double @llvm.fabs.f64(double %449)
  %451 = fcmp ueq double %450, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %451, label %459, label %452

452:                                              ; preds = %448
  %453 = fsub fast double %350, %442
  %454 = tail call fast double @llvm.fabs.f64(double %453)
  %455 = fmul fast double %444, 0x3EB0C6F7A0B5ED8D
  %456 = fcmp fast ole double %454, %455
  %457 = select i1 %456, ptr @.str.9, ptr @.str.10
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %303, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %442, ptr noundef nonnull %457)
  br i1 %456, label %464, label %461

459:                                              ; preds = %448, %435
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %303, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %442, ptr noundef nonnull @.str.10)
  br label %461

461:                                              ; preds = %459, %452
  %462 = load i32, ptr @n_fail, align 4, !tbaa !9
  %463 = add nsw i32 %462, 1
  store i32 %463, ptr @n_fail, align 4, !tbaa !9
  br label %464

464:                                              ; preds = %452, %461
  %465 = add nuw nsw i64 %297, 1
  %466 = icmp eq i64 %465, 5
  br i1 %466, label %473, label %296, !llvm.loop !23

467:                                              ; preds = %619
  %468 = load i32, ptr @n_fail, align 4, !tbaa !9
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %468)
  %470 = load i32, ptr @n_fail, align 4, !tbaa !9
  %471 = icmp ne i32 %470, 0
  %472 = zext i1 %471 to i32
  ret i32 %472

473:                                              ; preds = %464, %619
  %474 = phi i64 [ %620, %619 ], [ 0, %464 ]
  %475 = getelementptr inbounds [5 x double], ptr @main.ds, i64 0, i64 %474
  %476 = load double, ptr %475, align 8, !tbaa !5
  %477 = tail call fast double @llvm.fabs.f64(double %476)
  %478 = tail call fast double @llvm.maxnum.f64(double %477, double 1.000000e+00)
  %479 = fmul fast double %478, 0x3EB0C6F7A0B5ED8D
  %480 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @damped, double noundef nofpclass(nan inf) %476) #7
  %481 = fadd fast double %479, %476
  %482 = fmul fast double %481, %481
  %483 = fptosi double %482 to i32
  %484 = tail call fast double @llvm.cos.f64(double %481)
  %485 = tail call fast double @llvm.sin.f64(double %481)
  %486 = fmul fast double %485, 9.000000e-01
  %487 = add nsw i32 %483, 2
  br label %488

488:                                              ; preds = %488, %473
  %489 = phi nsz double [ 0.000000e+00, %473 ], [ %497, %488 ]
  %490 = phi i32 [ 0, %473 ], [ %502, %488 ]
  %491 = phi nsz double [ 1.000000e+00, %473 ], [ %494, %488 ]
  %492 = fmul fast double %491, %484
  %493 = fmul fast double %489, %486
  %494 = fsub fast double %492, %493
  %495 = fmul fast double %489, %484
  %496 = fmul fast double %491, %486
  %497 = fadd fast double %496, %495
  %498 = fmul fast double %494, %494
  %499 = fmul fast double %497, %497
  %500 = fadd fast double %498, %499
  %501 = fcmp fast uge double %500, 1.000000e-03
  %502 = add nuw nsw i32 %490, 1
  %503 = icmp slt i32 %490, %487
  %504 = select i1 %501, i1 %503, i1 false
  br i1 %504, label %488, label %505, !llvm.loop !24

505:                                              ; preds = %488
  %506 = fsub fast double %476, %479
  %507 = fmul fast double %506, %506
  %508 = fptosi double %507 to i32
  %509 = tail call fast double @llvm.cos.f64(double %506)
  %510 = tail call fast double @llvm.sin.f64(double %506)
  %511 = fmul fast double %510, 9.000000e-01
  %512 = add nsw i32 %508, 2
  br label %513

513:                                              ; preds = %513, %505
  %514 = phi nsz double [ 0.000000e+00, %505 ], [ %522, %513 ]
  %515 = phi i32 [ 0, %505 ], [ %527, %513 ]
  %516 = phi nsz double [ 1.000000e+00, %505 ], [ %519, %513 ]
  %517 = fmul fast double %516, %509
  %518 = fmul fast double %514, %511
  %519 = fsub fast double %517, %518
  %520 = fmul fast double %514, %509
  %521 = fmul fast double %516, %511
  %522 = fadd fast double %521, %520
  %523 = fmul fast double %519, %519
  %524 = fmul fast double %522, %522
  %525 = fadd fast double %523, %524
  %526 = fcmp fast uge double %525, 1.000000e-03
  %527 = add nuw nsw i32 %515, 1
  %528 = icmp slt i32 %515, %512
  %529 = select i1 %526, i1 %528, i1 false
  br i1 %529, label %513, label %530, !llvm.loop !24

530:                                              ; preds = %513
  %531 = fsub fast double %497, %522
  %532 = fmul fast double %531, 2.000000e+00
  %533 = fsub fast double %494, %519
  %534 = fadd fast double %533, %532
  %535 = fmul fast double %478, 2.000000e-06
  %536 = fdiv fast double %534, %535
  %537 = tail call fast double @llvm.fabs.f64(double %536)
  %538 = tail call fast double @llvm.maxnum.f64(double %537, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %480, ptr %4, align 8, !tbaa !5
  %539 = load volatile double, ptr %4, align 8, !tbaa !5
  %540 = tail call double @llvm.fabs.f64(double %539)
  %541 = fcmp ueq double %540, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %541, label %553, label %542

542:                                              ; preds = %530
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %536, ptr %3, align 8, !tbaa !5
  %543 = load volatile double, ptr %3, align 8, !tbaa !5
  %544 = tail call double @llvm.fabs.f64(double %543)
  %545 = fcmp ueq double %544, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %545, label %553, label %546

546:                                              ; preds = %542
  %547 = fsub fast double %480, %536
  %548 = tail call fast double @llvm.fabs.f64(double %547)
  %549 = fmul fast double %538, 0x3EB0C6F7A0B5ED8D
  %550 = fcmp fast ole double %548, %549
  %551 = select i1 %550, ptr @.str.9, ptr @.str.10
  %552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %476, double noundef nofpclass(nan inf) %480, double noundef nofpclass(nan inf) %536, ptr noundef nonnull %551)
  br i1 %550, label %558, label %555

553:                                              ; preds = %542, %530
  %554 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %476, double noundef nofpclass(nan inf) %480, double noundef nofpclass(nan inf) %536, ptr noundef nonnull @.str.10)
  br label %555

555:                                              ; preds = %553, %546
  %556 = load i32, ptr @n_fail, align 4, !tbaa !9
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr @n_fail, align 4, !tbaa !9
  br label %558

558:                                              ; preds = %546, %555
  %559 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @halve, double noundef nofpclass(nan inf) %476) #7
  %560 = fadd fast double %482, 5.000000e+00
  %561 = fcmp fast ogt double %560, 1.000000e+00
  br i1 %561, label %562, label %574

562:                                              ; preds = %558, %562
  %563 = phi i32 [ %569, %562 ], [ 0, %558 ]
  %564 = phi double [ %568, %562 ], [ %560, %558 ]
  %565 = fmul fast double %564, 5.000000e-01
  %566 = tail call fast double @llvm.sin.f64(double %564)
  %567 = fmul fast double %566, 1.000000e-01
  %568 = fadd fast double %567, %565
  %569 = add nuw nsw i32 %563, 1
  %570 = fcmp fast ogt double %568, 1.000000e+00
  br i1 %570, label %562, label %571, !llvm.loop !25

571:                                              ; preds = %562
  %572 = uitofp nneg i32 %569 to double
  %573 = fmul fast double %572, 1.000000e-02
  br label %574

574:                                              ; preds = %558, %571
  %575 = phi double [ %560, %558 ], [ %568, %571 ]
  %576 = phi double [ 0.000000e+00, %558 ], [ %573, %571 ]
  %577 = fadd fast double %507, 5.000000e+00
  %578 = fcmp fast ogt double %577, 1.000000e+00
  br i1 %578, label %579, label %591

579:                                              ; preds = %574, %579
  %580 = phi i32 [ %586, %579 ], [ 0, %574 ]
  %581 = phi double [ %585, %579 ], [ %577, %574 ]
  %582 = fmul fast double %581, 5.000000e-01
  %583 = tail call fast double @llvm.sin.f64(double %581)
  %584 = fmul fast double %583, 1.000000e-01
  %585 = fadd fast double %584, %582
  %586 = add nuw nsw i32 %580, 1
  %587 = fcmp fast ogt double %585, 1.000000e+00
  br i1 %587, label %579, label %588, !llvm.loop !25

588:                                              ; preds = %579
  %589 = uitofp nneg i32 %586 to double
  %590 = fmul fast double %589, 1.000000e-02
  br label %591

591:                                              ; preds = %574, %588
  %592 = phi double [ %577, %574 ], [ %585, %588 ]
  %593 = phi double [ 0.000000e+00, %574 ], [ %590, %588 ]
  %594 = fadd fast double %576, %575
  %595 = fadd fast double %592, %593
  %596 = fsub fast double %594, %595
  %597 = fdiv fast double %596, %535
  %598 = tail call fast double @llvm.fabs.f64(double %597)
  %599 = tail call fast double @llvm.maxnum.f64(double %598, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %559, ptr %2, align 8, !tbaa !5
  %600 = load volatile double, ptr %2, align 8, !tbaa !5
  %601 = tail call double @llvm.fabs.f64(double %600)
  %602 = fcmp ueq double %601, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %602, label %614, label %603

603:                                              ; preds = %591
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %597, ptr %1, align 8, !tbaa !5
  %604 = load volatile double, ptr %1, align 8, !tbaa !5
  %605 = tail call double @llvm.fabs.f64(double %604)
  %606 = fcmp ueq double %605, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %606, label %614, label %607

607:                                              ; preds = %603
  %608 = fsub fast double %559, %597
  %609 = tail call fast double @llvm.fabs.f64(double %608)
  %610 = fmul fast double %599, 0x3EB0C6F7A0B5ED8D
  %611 = fcmp fast ole double %609, %610
  %612 = select i1 %611, ptr @.str.9, ptr @.str.10
  %613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %476, double noundef nofpclass(nan inf) %559, double noundef nofpclass(nan inf) %597, ptr noundef nonnull %612)
  br i1 %611, label %619, label %616

614:                                              ; preds = %603, %591
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %476, double noundef nofpclass(nan inf) %559, double noundef nofpclass(nan inf) %597, ptr noundef nonnull @.str.10)
  br label %616

616:                                              ; preds = %614, %607
  %617 = load i32, ptr @n_fail, align 4, !tbaa !9
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr @n_fail, align 4, !tbaa !9
  br label %619

619:                                              ; preds = %607, %616
  %620 = add nuw nsw i64 %474, 1
  %621 = icmp eq i64 %620, 5
  br i1 %621, label %467, label %473, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @logistic(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @grow(double noundef nofpclass(nan inf) %0) #3 {
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
define internal nofpclass(nan inf) double @fib(double noundef nofpclass(nan inf) %0, i32 noundef %1) #3 {
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
define internal nofpclass(nan inf) double @damped(double noundef nofpclass(nan inf) %0) #3 {
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
define internal nofpclass(nan inf) double @halve(double noundef nofpclass(nan inf) %0) #3 {
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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
