; ModuleID = 'table.c'
source_filename = "table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 24, i32 8, i32 1], align 4
@.str = private unnamed_addr constant [7 x i8] c"tab.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"coef.dx\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"table\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@table = internal unnamed_addr constant [8 x double] [double 5.000000e-01, double -1.250000e+00, double 2.000000e+00, double 7.500000e-01, double -3.000000e-01, double 1.500000e+00, double -2.200000e+00, double 9.000000e-01], align 16
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@switch.table.coef = private unnamed_addr constant [5 x double] [double 1.500000e+00, double -2.500000e-01, double 3.000000e+00, double 1.250000e-01, double -2.000000e+00], align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #11
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %5

4:                                                ; preds = %5
  store i64 %26, ptr @rng_state, align 8, !tbaa !5
  br label %43

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %35, %5 ]
  %7 = phi i64 [ %3, %0 ], [ %26, %5 ]
  %8 = trunc i64 %6 to i8
  %9 = mul nuw nsw i8 %8, 5
  %10 = urem i8 %9, 24
  %11 = mul i64 %7, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = lshr i64 %12, 11
  %14 = uitofp nneg i64 %13 to double
  %15 = fmul fast double %14, 0x3C90000000000000
  %16 = uitofp nneg i8 %10 to double
  %17 = fadd fast double %16, 2.500000e-01
  %18 = fadd fast double %17, %15
  %19 = fmul fast double %18, 0x3FD5555555555555
  %20 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %6
  store double %19, ptr %20, align 16, !tbaa !9
  %21 = or disjoint i64 %6, 1
  %22 = trunc i64 %21 to i8
  %23 = mul nuw nsw i8 %22, 5
  %24 = urem i8 %23, 24
  %25 = mul i64 %12, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = lshr i64 %26, 11
  %28 = uitofp nneg i64 %27 to double
  %29 = fmul fast double %28, 0x3C90000000000000
  %30 = uitofp nneg i8 %24 to double
  %31 = fadd fast double %30, 2.500000e-01
  %32 = fadd fast double %31, %29
  %33 = fmul fast double %32, 0xBFD5555555555555
  %34 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %21
  store double %33, ptr %34, align 8, !tbaa !9
  %35 = add nuw nsw i64 %6, 2
  %36 = icmp eq i64 %35, 24
  br i1 %36, label %4, label %5, !llvm.loop !11

37:                                               ; preds = %383
  %38 = load i32, ptr @n_fail, align 4, !tbaa !13
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %38)
  %40 = load i32, ptr @n_fail, align 4, !tbaa !13
  %41 = icmp ne i32 %40, 0
  %42 = zext i1 %41 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #11
  ret i32 %42

43:                                               ; preds = %4, %383
  %44 = phi i64 [ 0, %4 ], [ %384, %383 ]
  %45 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %47 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %46) #11
  %48 = call i32 @llvm.smax.i32(i32 %46, i32 1)
  %49 = zext nneg i32 %48 to i64
  %50 = shl nuw nsw i64 %49, 3
  %51 = call noalias ptr @malloc(i64 noundef %50) #12
  %52 = sext i32 %46 to i64
  %53 = shl nsw i64 %52, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr nonnull readonly align 16 %1, i64 %53, i1 false)
  %54 = zext i32 %46 to i64
  br label %55

55:                                               ; preds = %43, %187
  %56 = phi i64 [ 0, %43 ], [ %188, %187 ]
  %57 = getelementptr inbounds double, ptr %2, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds double, ptr %51, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = call fast double @llvm.fabs.f64(double %60)
  %62 = call fast double @llvm.maxnum.f64(double %61, double 1.000000e+00)
  %63 = fmul fast double %62, 0x3EB0C6F7A0B5ED8D
  %64 = fadd fast double %63, %60
  store double %64, ptr %59, align 8, !tbaa !9
  br label %65

65:                                               ; preds = %106, %55
  %66 = phi i64 [ 0, %55 ], [ %115, %106 ]
  %67 = phi double [ 0.000000e+00, %55 ], [ %114, %106 ]
  %68 = getelementptr inbounds double, ptr %51, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = call fast double @llvm.fabs.f64(double %69)
  %71 = fmul fast double %70, 3.000000e+00
  %72 = call fast double @llvm.floor.f64(double %71)
  %73 = fptosi double %72 to i32
  %74 = and i32 %73, 7
  switch i32 %74, label %95 [
    i32 0, label %75
    i32 1, label %77
    i32 2, label %80
    i32 3, label %83
    i32 4, label %87
    i32 5, label %91
  ]

75:                                               ; preds = %65
  %76 = fmul fast double %69, 5.000000e-01
  br label %106

77:                                               ; preds = %65
  %78 = fmul fast double %69, %69
  %79 = fmul fast double %78, -1.250000e+00
  br label %106

80:                                               ; preds = %65
  %81 = fmul fast double %69, 2.000000e+00
  %82 = call fast double @llvm.sin.f64(double %81)
  br label %106

83:                                               ; preds = %65
  %84 = fmul fast double %69, 5.000000e-01
  %85 = call fast double @llvm.exp.f64(double %84)
  %86 = fadd fast double %85, 7.500000e-01
  br label %106

87:                                               ; preds = %65
  %88 = fmul fast double %69, %69
  %89 = fmul fast double %88, -3.000000e-01
  %90 = fmul fast double %89, %69
  br label %106

91:                                               ; preds = %65
  %92 = fmul fast double %69, %69
  %93 = fadd fast double %92, 1.000000e+00
  %94 = fdiv fast double 1.500000e+00, %93
  br label %106

95:                                               ; preds = %65
  %96 = zext nneg i32 %74 to i64
  %97 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul fast double %98, %69
  %100 = add i32 %73, 1
  %101 = and i32 %100, 7
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fadd fast double %99, %104
  br label %106

106:                                              ; preds = %95, %91, %87, %83, %80, %77, %75
  %107 = phi nsz double [ %105, %95 ], [ %94, %91 ], [ %90, %87 ], [ %86, %83 ], [ %82, %80 ], [ %79, %77 ], [ %76, %75 ]
  %108 = add i32 %73, 3
  %109 = and i32 %108, 7
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fmul fast double %112, %107
  %114 = fadd fast double %113, %67
  %115 = add nuw nsw i64 %66, 1
  %116 = icmp eq i64 %115, %54
  br i1 %116, label %117, label %65, !llvm.loop !15

117:                                              ; preds = %106
  %118 = fsub fast double %60, %63
  store double %118, ptr %59, align 8, !tbaa !9
  br label %119

119:                                              ; preds = %160, %117
  %120 = phi i64 [ 0, %117 ], [ %169, %160 ]
  %121 = phi double [ 0.000000e+00, %117 ], [ %168, %160 ]
  %122 = getelementptr inbounds double, ptr %51, i64 %120
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = call fast double @llvm.fabs.f64(double %123)
  %125 = fmul fast double %124, 3.000000e+00
  %126 = call fast double @llvm.floor.f64(double %125)
  %127 = fptosi double %126 to i32
  %128 = and i32 %127, 7
  switch i32 %128, label %149 [
    i32 0, label %129
    i32 1, label %131
    i32 2, label %134
    i32 3, label %137
    i32 4, label %141
    i32 5, label %145
  ]

129:                                              ; preds = %119
  %130 = fmul fast double %123, 5.000000e-01
  br label %160

131:                                              ; preds = %119
  %132 = fmul fast double %123, %123
  %133 = fmul fast double %132, -1.250000e+00
  br label %160

134:                                              ; preds = %119
  %135 = fmul fast double %123, 2.000000e+00
  %136 = call fast double @llvm.sin.f64(double %135)
  br label %160

137:                                              ; preds = %119
  %138 = fmul fast double %123, 5.000000e-01
  %139 = call fast double @llvm.exp.f64(double %138)
  %140 = fadd fast double %139, 7.500000e-01
  br label %160

141:                                              ; preds = %119
  %142 = fmul fast double %123, %123
  %143 = fmul fast double %142, -3.000000e-01
  %144 = fmul fast double %143, %123
  br label %160

145:                                              ; preds = %119
  %146 = fmul fast double %123, %123
  %147 = fadd fast double %146, 1.000000e+00
  %148 = fdiv fast double 1.500000e+00, %147
  br label %160

149:                                              ; preds = %119
  %150 = zext nneg i32 %128 to i64
  %151 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fmul fast double %152, %123
  %154 = add i32 %127, 1
  %155 = and i32 %154, 7
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = fadd fast double %153, %158
  br label %160

160:                                              ; preds = %149, %145, %141, %137, %134, %131, %129
  %161 = phi nsz double [ %159, %149 ], [ %148, %145 ], [ %144, %141 ], [ %140, %137 ], [ %136, %134 ], [ %133, %131 ], [ %130, %129 ]
  %162 = add i32 %127, 3
  %163 = and i32 %162, 7
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = fmul fast double %166, %161
  %168 = fadd fast double %167, %121
  %169 = add nuw nsw i64 %120, 1
  %170 = icmp eq i64 %169, %54
  br i1 %170, label %171, label %119, !llvm.loop !15

171:                                              ; preds = %160
  store double %60, ptr %59, align 8, !tbaa !9
  %172 = fsub fast double %114, %168
  %173 = fmul fast double %62, 2.000000e-06
  %174 = fdiv fast double %172, %173
  %175 = call fast double @llvm.fabs.f64(double %174)
  %176 = call fast double @llvm.maxnum.f64(double %175, double 1.000000e+00)
  %177 = fsub fast double %58, %174
  %178 = call fast double @llvm.fabs.f64(double %177)
  %179 = fmul fast double %176, 0x3EB0C6F7A0B5ED8D
  %180 = fcmp fast ole double %178, %179
  %181 = select i1 %180, ptr @.str.4, ptr @.str.5
  %182 = trunc nuw nsw i64 %56 to i32
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %182, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %174, ptr noundef nonnull %181)
  br i1 %180, label %187, label %184

184:                                              ; preds = %171
  %185 = load i32, ptr @n_fail, align 4, !tbaa !13
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr @n_fail, align 4, !tbaa !13
  br label %187

187:                                              ; preds = %184, %171
  %188 = add nuw nsw i64 %56, 1
  %189 = icmp eq i64 %188, %54
  br i1 %189, label %190, label %55, !llvm.loop !16

190:                                              ; preds = %187
  call void @free(ptr noundef nonnull %51) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %191 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %46) #11
  %192 = call noalias ptr @malloc(i64 noundef %50) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %192, ptr nonnull readonly align 16 %1, i64 %53, i1 false)
  %193 = add nsw i64 %54, -1
  %194 = and i64 %54, 1
  %195 = icmp eq i64 %193, 0
  %196 = and i64 %54, 4294967294
  %197 = icmp eq i64 %194, 0
  %198 = and i64 %54, 1
  %199 = icmp eq i64 %193, 0
  %200 = and i64 %54, 4294967294
  %201 = icmp eq i64 %198, 0
  br label %202

202:                                              ; preds = %190, %380
  %203 = phi i64 [ 0, %190 ], [ %381, %380 ]
  %204 = getelementptr inbounds double, ptr %2, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = getelementptr inbounds double, ptr %192, i64 %203
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = call fast double @llvm.fabs.f64(double %207)
  %209 = call fast double @llvm.maxnum.f64(double %208, double 1.000000e+00)
  %210 = fmul fast double %209, 0x3EB0C6F7A0B5ED8D
  %211 = fadd fast double %210, %207
  store double %211, ptr %206, align 8, !tbaa !9
  br i1 %195, label %260, label %212

212:                                              ; preds = %202, %248
  %213 = phi i64 [ %257, %248 ], [ 0, %202 ]
  %214 = phi double [ %256, %248 ], [ 0.000000e+00, %202 ]
  %215 = phi i64 [ %258, %248 ], [ 0, %202 ]
  %216 = getelementptr inbounds double, ptr %192, i64 %213
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call fast double @llvm.fabs.f64(double %217)
  %219 = fmul fast double %218, 3.000000e+00
  %220 = fptosi double %219 to i32
  %221 = srem i32 %220, 6
  %222 = icmp ult i32 %221, 5
  br i1 %222, label %223, label %227

223:                                              ; preds = %212
  %224 = zext nneg i32 %221 to i64
  %225 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %224
  %226 = load double, ptr %225, align 8
  br label %227

227:                                              ; preds = %212, %223
  %228 = phi nsz double [ %226, %223 ], [ 0x3FE6666666666666, %212 ]
  %229 = fmul fast double %228, %217
  %230 = sext i32 %221 to i64
  %231 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fadd fast double %232, %229
  %234 = fmul fast double %233, %217
  %235 = fadd fast double %234, %214
  %236 = or disjoint i64 %213, 1
  %237 = getelementptr inbounds double, ptr %192, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = call fast double @llvm.fabs.f64(double %238)
  %240 = fmul fast double %239, 3.000000e+00
  %241 = fptosi double %240 to i32
  %242 = srem i32 %241, 6
  %243 = icmp ult i32 %242, 5
  br i1 %243, label %244, label %248

244:                                              ; preds = %227
  %245 = zext nneg i32 %242 to i64
  %246 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %245
  %247 = load double, ptr %246, align 8
  br label %248

248:                                              ; preds = %244, %227
  %249 = phi nsz double [ %247, %244 ], [ 0x3FE6666666666666, %227 ]
  %250 = fmul fast double %249, %238
  %251 = sext i32 %242 to i64
  %252 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = fadd fast double %253, %250
  %255 = fmul fast double %254, %238
  %256 = fadd fast double %255, %235
  %257 = add nuw nsw i64 %213, 2
  %258 = add i64 %215, 2
  %259 = icmp eq i64 %258, %196
  br i1 %259, label %260, label %212, !llvm.loop !17

260:                                              ; preds = %248, %202
  %261 = phi double [ poison, %202 ], [ %256, %248 ]
  %262 = phi i64 [ 0, %202 ], [ %257, %248 ]
  %263 = phi double [ 0.000000e+00, %202 ], [ %256, %248 ]
  br i1 %197, label %285, label %264

264:                                              ; preds = %260
  %265 = getelementptr inbounds double, ptr %192, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = call fast double @llvm.fabs.f64(double %266)
  %268 = fmul fast double %267, 3.000000e+00
  %269 = fptosi double %268 to i32
  %270 = srem i32 %269, 6
  %271 = icmp ult i32 %270, 5
  br i1 %271, label %272, label %276

272:                                              ; preds = %264
  %273 = zext nneg i32 %270 to i64
  %274 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %273
  %275 = load double, ptr %274, align 8
  br label %276

276:                                              ; preds = %272, %264
  %277 = phi nsz double [ %275, %272 ], [ 0x3FE6666666666666, %264 ]
  %278 = fmul fast double %277, %266
  %279 = sext i32 %270 to i64
  %280 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %279
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = fadd fast double %281, %278
  %283 = fmul fast double %282, %266
  %284 = fadd fast double %283, %263
  br label %285

285:                                              ; preds = %260, %276
  %286 = phi double [ %261, %260 ], [ %284, %276 ]
  %287 = fsub fast double %207, %210
  store double %287, ptr %206, align 8, !tbaa !9
  br i1 %199, label %336, label %288

288:                                              ; preds = %285, %324
  %289 = phi i64 [ %333, %324 ], [ 0, %285 ]
  %290 = phi double [ %332, %324 ], [ 0.000000e+00, %285 ]
  %291 = phi i64 [ %334, %324 ], [ 0, %285 ]
  %292 = getelementptr inbounds double, ptr %192, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = call fast double @llvm.fabs.f64(double %293)
  %295 = fmul fast double %294, 3.000000e+00
  %296 = fptosi double %295 to i32
  %297 = srem i32 %296, 6
  %298 = icmp ult i32 %297, 5
  br i1 %298, label %299, label %303

299:                                              ; preds = %288
  %300 = zext nneg i32 %297 to i64
  %301 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %300
  %302 = load double, ptr %301, align 8
  br label %303

303:                                              ; preds = %288, %299
  %304 = phi nsz double [ %302, %299 ], [ 0x3FE6666666666666, %288 ]
  %305 = fmul fast double %304, %293
  %306 = sext i32 %297 to i64
  %307 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %306
  %308 = load double, ptr %307, align 8, !tbaa !9
  %309 = fadd fast double %308, %305
  %310 = fmul fast double %309, %293
  %311 = fadd fast double %310, %290
  %312 = or disjoint i64 %289, 1
  %313 = getelementptr inbounds double, ptr %192, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !9
  %315 = call fast double @llvm.fabs.f64(double %314)
  %316 = fmul fast double %315, 3.000000e+00
  %317 = fptosi double %316 to i32
  %318 = srem i32 %317, 6
  %319 = icmp ult i32 %318, 5
  br i1 %319, label %320, label %324

320:                                              ; preds = %303
  %321 = zext nneg i32 %318 to i64
  %322 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %321
  %323 = load double, ptr %322, align 8
  br label %324

324:                                              ; preds = %320, %303
  %325 = phi nsz double [ %323, %320 ], [ 0x3FE6666666666666, %303 ]
  %326 = fmul fast double %325, %314
  %327 = sext i32 %318 to i64
  %328 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %327
  %329 = load double, ptr %328, align 8, !tbaa !9
  %330 = fadd fast double %329, %326
  %331 = fmul fast double %330, %314
  %332 = fadd fast double %331, %311
  %333 = add nuw nsw i64 %289, 2
  %334 = add i64 %291, 2
  %335 = icmp eq i64 %334, %200
  br i1 %335, label %336, label %288, !llvm.loop !17

336:                                              ; preds = %324, %285
  %337 = phi double [ poison, %285 ], [ %332, %324 ]
  %338 = phi i64 [ 0, %285 ], [ %333, %324 ]
  %339 = phi double [ 0.000000e+00, %285 ], [ %332, %324 ]
  br i1 %201, label %361, label %340

340:                                              ; preds = %336
  %341 = getelementptr inbounds double, ptr %192, i64 %338
  %342 = load double, ptr %341, align 8, !tbaa !9
  %343 = call fast double @llvm.fabs.f64(double %342)
  %344 = fmul fast double %343, 3.000000e+00
  %345 = fptosi double %344 to i32
  %346 = srem i32 %345, 6
  %347 = icmp ult i32 %346, 5
  br i1 %347, label %348, label %352

348:                                              ; preds = %340
  %349 = zext nneg i32 %346 to i64
  %350 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %349
  %351 = load double, ptr %350, align 8
  br label %352

352:                                              ; preds = %348, %340
  %353 = phi nsz double [ %351, %348 ], [ 0x3FE6666666666666, %340 ]
  %354 = fmul fast double %353, %342
  %355 = sext i32 %346 to i64
  %356 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = fadd fast double %357, %354
  %359 = fmul fast double %358, %342
  %360 = fadd fast double %359, %339
  br label %361

361:                                              ; preds = %336, %352
  %362 = phi double [ %337, %336 ], [ %360, %352 ]
  %363 = fmul fast double %286, %286
  %364 = fmul fast double %362, %362
  store double %207, ptr %206, align 8, !tbaa !9
  %365 = fsub fast double %363, %364
  %366 = fmul fast double %209, 2.000000e-06
  %367 = fdiv fast double %365, %366
  %368 = call fast double @llvm.fabs.f64(double %367)
  %369 = call fast double @llvm.maxnum.f64(double %368, double 1.000000e+00)
  %370 = fsub fast double %205, %367
  %371 = call fast double @llvm.fabs.f64(double %370)
  %372 = fmul fast double %369, 0x3EB0C6F7A0B5ED8D
  %373 = fcmp fast ole double %371, %372
  %374 = select i1 %373, ptr @.str.4, ptr @.str.5
  %375 = trunc nuw nsw i64 %203 to i32
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %375, double noundef nofpclass(nan inf) %205, double noundef nofpclass(nan inf) %367, ptr noundef nonnull %374)
  br i1 %373, label %380, label %377

377:                                              ; preds = %361
  %378 = load i32, ptr @n_fail, align 4, !tbaa !13
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr @n_fail, align 4, !tbaa !13
  br label %380

380:                                              ; preds = %377, %361
  %381 = add nuw nsw i64 %203, 1
  %382 = icmp eq i64 %381, %54
  br i1 %382, label %383, label %202, !llvm.loop !16

383:                                              ; preds = %380
  call void @free(ptr noundef nonnull %192) #11
  %384 = add nuw nsw i64 %44, 1
  %385 = icmp eq i64 %384, 3
  br i1 %385, label %37, label %43, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @tab(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %49, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %57, %49 ]
  ret double %7

8:                                                ; preds = %4, %49
  %9 = phi i64 [ 0, %4 ], [ %58, %49 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %57, %49 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call fast double @llvm.fabs.f64(double %12)
  %14 = fmul fast double %13, 3.000000e+00
  %15 = tail call fast double @llvm.floor.f64(double %14)
  %16 = fptosi double %15 to i32
  %17 = and i32 %16, 7
  switch i32 %17, label %38 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %23
    i32 3, label %26
    i32 4, label %30
    i32 5, label %34
  ]

18:                                               ; preds = %8
  %19 = fmul fast double %12, 5.000000e-01
  br label %49

20:                                               ; preds = %8
  %21 = fmul fast double %12, %12
  %22 = fmul fast double %21, -1.250000e+00
  br label %49

23:                                               ; preds = %8
  %24 = fmul fast double %12, 2.000000e+00
  %25 = tail call fast double @llvm.sin.f64(double %24)
  br label %49

26:                                               ; preds = %8
  %27 = fmul fast double %12, 5.000000e-01
  %28 = tail call fast double @llvm.exp.f64(double %27)
  %29 = fadd fast double %28, 7.500000e-01
  br label %49

30:                                               ; preds = %8
  %31 = fmul fast double %12, %12
  %32 = fmul fast double %31, -3.000000e-01
  %33 = fmul fast double %32, %12
  br label %49

34:                                               ; preds = %8
  %35 = fmul fast double %12, %12
  %36 = fadd fast double %35, 1.000000e+00
  %37 = fdiv fast double 1.500000e+00, %36
  br label %49

38:                                               ; preds = %8
  %39 = zext nneg i32 %17 to i64
  %40 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul fast double %41, %12
  %43 = add i32 %16, 1
  %44 = and i32 %43, 7
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fadd fast double %42, %47
  br label %49

49:                                               ; preds = %38, %34, %30, %26, %23, %20, %18
  %50 = phi nsz double [ %48, %38 ], [ %37, %34 ], [ %33, %30 ], [ %29, %26 ], [ %25, %23 ], [ %22, %20 ], [ %19, %18 ]
  %51 = add i32 %16, 3
  %52 = and i32 %51, 7
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fmul fast double %55, %50
  %57 = fadd fast double %56, %10
  %58 = add nuw nsw i64 %9, 1
  %59 = icmp eq i64 %58, %5
  br i1 %59, label %6, label %8, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @coef(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %39

10:                                               ; preds = %75, %4
  %11 = phi double [ poison, %4 ], [ %83, %75 ]
  %12 = phi i64 [ 0, %4 ], [ %84, %75 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %83, %75 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %36, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call fast double @llvm.fabs.f64(double %17)
  %19 = fmul fast double %18, 3.000000e+00
  %20 = fptosi double %19 to i32
  %21 = srem i32 %20, 6
  %22 = icmp ult i32 %21, 5
  br i1 %22, label %23, label %27

23:                                               ; preds = %15
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  br label %27

27:                                               ; preds = %23, %15
  %28 = phi nsz double [ %26, %23 ], [ 0x3FE6666666666666, %15 ]
  %29 = fmul fast double %28, %17
  %30 = sext i32 %21 to i64
  %31 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fadd fast double %32, %29
  %34 = fmul fast double %33, %17
  %35 = fadd fast double %34, %13
  br label %36

36:                                               ; preds = %27, %10, %2
  %37 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %35, %27 ]
  %38 = fmul fast double %37, %37
  ret double %38

39:                                               ; preds = %75, %8
  %40 = phi i64 [ 0, %8 ], [ %84, %75 ]
  %41 = phi double [ 0.000000e+00, %8 ], [ %83, %75 ]
  %42 = phi i64 [ 0, %8 ], [ %85, %75 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %45, 3.000000e+00
  %47 = fptosi double %46 to i32
  %48 = srem i32 %47, 6
  %49 = icmp ult i32 %48, 5
  br i1 %49, label %50, label %54

50:                                               ; preds = %39
  %51 = zext nneg i32 %48 to i64
  %52 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  br label %54

54:                                               ; preds = %39, %50
  %55 = phi nsz double [ %53, %50 ], [ 0x3FE6666666666666, %39 ]
  %56 = fmul fast double %55, %44
  %57 = sext i32 %48 to i64
  %58 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fadd fast double %59, %56
  %61 = fmul fast double %60, %44
  %62 = fadd fast double %61, %41
  %63 = or disjoint i64 %40, 1
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = tail call fast double @llvm.fabs.f64(double %65)
  %67 = fmul fast double %66, 3.000000e+00
  %68 = fptosi double %67 to i32
  %69 = srem i32 %68, 6
  %70 = icmp ult i32 %69, 5
  br i1 %70, label %71, label %75

71:                                               ; preds = %54
  %72 = zext nneg i32 %69 to i64
  %73 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  br label %75

75:                                               ; preds = %71, %54
  %76 = phi nsz double [ %74, %71 ], [ 0x3FE6666666666666, %54 ]
  %77 = fmul fast double %76, %65
  %78 = sext i32 %69 to i64
  %79 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fadd fast double %80, %77
  %82 = fmul fast double %81, %65
  %83 = fadd fast double %82, %62
  %84 = add nuw nsw i64 %40, 2
  %85 = add i64 %42, 2
  %86 = icmp eq i64 %85, %9
  br i1 %86, label %10, label %39, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
