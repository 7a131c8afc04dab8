; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, ptr, i32, i32, i32, i32 }

@main.dims = internal unnamed_addr constant [4 x [3 x i32]] [[3 x i32] [i32 4, i32 5, i32 3], [3 x i32] [i32 1, i32 7, i32 2], [3 x i32] [i32 6, i32 1, i32 6], [3 x i32] [i32 8, i32 8, i32 8]], align 16
@.str = private unnamed_addr constant [8 x i8] c"matloss\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"matloss_stack\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"matloss.dA(const B)\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"matmul\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"%s.dA\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%s.dB\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"closed_form.dA\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"closed_form.dB\00", align 1
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  %3 = alloca [64 x double], align 16
  %4 = alloca [64 x double], align 16
  %5 = alloca [64 x double], align 16
  %6 = alloca [64 x double], align 16
  %7 = alloca [64 x double], align 16
  %8 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #13
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  %12 = getelementptr inbounds i8, ptr %8, i64 24
  %13 = getelementptr inbounds i8, ptr %8, i64 28
  br label %20

14:                                               ; preds = %332
  %15 = load i32, ptr @n_fail, align 4, !tbaa !5
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %15)
  %17 = load i32, ptr @n_fail, align 4, !tbaa !5
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #13
  ret i32 %19

20:                                               ; preds = %0, %332
  %21 = phi i64 [ 0, %0 ], [ %337, %332 ]
  %22 = getelementptr inbounds [4 x [3 x i32]], ptr @main.dims, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %22, i64 8
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = mul nsw i32 %25, %23
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %74

30:                                               ; preds = %20
  %31 = load i64, ptr @rng_state, align 8, !tbaa !9
  %32 = zext nneg i32 %28 to i64
  %33 = and i64 %32, 1
  %34 = icmp eq i32 %28, 1
  br i1 %34, label %37, label %35

35:                                               ; preds = %30
  %36 = and i64 %32, 2147483646
  br label %52

37:                                               ; preds = %52, %30
  %38 = phi i64 [ poison, %30 ], [ %65, %52 ]
  %39 = phi i64 [ 0, %30 ], [ %71, %52 ]
  %40 = phi i64 [ %31, %30 ], [ %65, %52 ]
  %41 = icmp eq i64 %33, 0
  br i1 %41, label %50, label %42

42:                                               ; preds = %37
  %43 = mul i64 %40, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = lshr i64 %44, 10
  %46 = and i64 %45, 18014398509481982
  %47 = uitofp nneg i64 %46 to double
  %48 = call double @llvm.fmuladd.f64(double %47, double 0x3CA0000000000000, double -1.000000e+00)
  %49 = getelementptr inbounds double, ptr %2, i64 %39
  store double %48, ptr %49, align 8, !tbaa !11
  br label %50

50:                                               ; preds = %37, %42
  %51 = phi i64 [ %38, %37 ], [ %44, %42 ]
  store i64 %51, ptr @rng_state, align 8, !tbaa !9
  br label %74

52:                                               ; preds = %52, %35
  %53 = phi i64 [ 0, %35 ], [ %71, %52 ]
  %54 = phi i64 [ %31, %35 ], [ %65, %52 ]
  %55 = phi i64 [ 0, %35 ], [ %72, %52 ]
  %56 = mul i64 %54, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = lshr i64 %57, 10
  %59 = and i64 %58, 18014398509481982
  %60 = uitofp nneg i64 %59 to double
  %61 = call double @llvm.fmuladd.f64(double %60, double 0x3CA0000000000000, double -1.000000e+00)
  %62 = getelementptr inbounds double, ptr %2, i64 %53
  store double %61, ptr %62, align 16, !tbaa !11
  %63 = or disjoint i64 %53, 1
  %64 = mul i64 %57, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = lshr i64 %65, 10
  %67 = and i64 %66, 18014398509481982
  %68 = uitofp nneg i64 %67 to double
  %69 = call double @llvm.fmuladd.f64(double %68, double 0x3CA0000000000000, double -1.000000e+00)
  %70 = getelementptr inbounds double, ptr %2, i64 %63
  store double %69, ptr %70, align 8, !tbaa !11
  %71 = add nuw nsw i64 %53, 2
  %72 = add i64 %55, 2
  %73 = icmp eq i64 %72, %36
  br i1 %73, label %37, label %52, !llvm.loop !13

74:                                               ; preds = %20, %50
  %75 = mul nsw i32 %27, %25
  %76 = icmp sgt i32 %75, 0
  br i1 %76, label %77, label %121

77:                                               ; preds = %74
  %78 = load i64, ptr @rng_state, align 8, !tbaa !9
  %79 = zext nneg i32 %75 to i64
  %80 = and i64 %79, 1
  %81 = icmp eq i32 %75, 1
  br i1 %81, label %84, label %82

82:                                               ; preds = %77
  %83 = and i64 %79, 2147483646
  br label %99

84:                                               ; preds = %99, %77
  %85 = phi i64 [ poison, %77 ], [ %112, %99 ]
  %86 = phi i64 [ 0, %77 ], [ %118, %99 ]
  %87 = phi i64 [ %78, %77 ], [ %112, %99 ]
  %88 = icmp eq i64 %80, 0
  br i1 %88, label %97, label %89

89:                                               ; preds = %84
  %90 = mul i64 %87, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = lshr i64 %91, 10
  %93 = and i64 %92, 18014398509481982
  %94 = uitofp nneg i64 %93 to double
  %95 = call double @llvm.fmuladd.f64(double %94, double 0x3CA0000000000000, double -1.000000e+00)
  %96 = getelementptr inbounds double, ptr %3, i64 %86
  store double %95, ptr %96, align 8, !tbaa !11
  br label %97

97:                                               ; preds = %84, %89
  %98 = phi i64 [ %85, %84 ], [ %91, %89 ]
  store i64 %98, ptr @rng_state, align 8, !tbaa !9
  br label %121

99:                                               ; preds = %99, %82
  %100 = phi i64 [ 0, %82 ], [ %118, %99 ]
  %101 = phi i64 [ %78, %82 ], [ %112, %99 ]
  %102 = phi i64 [ 0, %82 ], [ %119, %99 ]
  %103 = mul i64 %101, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = lshr i64 %104, 10
  %106 = and i64 %105, 18014398509481982
  %107 = uitofp nneg i64 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %107, double 0x3CA0000000000000, double -1.000000e+00)
  %109 = getelementptr inbounds double, ptr %3, i64 %100
  store double %108, ptr %109, align 16, !tbaa !11
  %110 = or disjoint i64 %100, 1
  %111 = mul i64 %104, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = lshr i64 %112, 10
  %114 = and i64 %113, 18014398509481982
  %115 = uitofp nneg i64 %114 to double
  %116 = call double @llvm.fmuladd.f64(double %115, double 0x3CA0000000000000, double -1.000000e+00)
  %117 = getelementptr inbounds double, ptr %3, i64 %110
  store double %116, ptr %117, align 8, !tbaa !11
  %118 = add nuw nsw i64 %100, 2
  %119 = add i64 %102, 2
  %120 = icmp eq i64 %119, %83
  br i1 %120, label %84, label %99, !llvm.loop !13

121:                                              ; preds = %74, %97
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #13
  %122 = icmp sgt i32 %23, 0
  br i1 %122, label %123, label %265

123:                                              ; preds = %121
  %124 = icmp sgt i32 %27, 0
  %125 = icmp sgt i32 %25, 0
  br i1 %124, label %126, label %208

126:                                              ; preds = %123
  br i1 %125, label %127, label %332

127:                                              ; preds = %126
  %128 = zext nneg i32 %27 to i64
  %129 = zext nneg i32 %25 to i64
  %130 = zext nneg i32 %23 to i64
  %131 = and i64 %129, 3
  %132 = icmp ult i32 %25, 4
  %133 = and i64 %129, 2147483644
  %134 = icmp eq i64 %131, 0
  br label %135

135:                                              ; preds = %200, %127
  %136 = phi i64 [ 0, %127 ], [ %201, %200 ]
  %137 = mul nuw nsw i64 %136, %128
  %138 = mul nuw nsw i64 %136, %129
  %139 = getelementptr inbounds double, ptr %2, i64 %138
  br label %140

140:                                              ; preds = %195, %135
  %141 = phi i64 [ %198, %195 ], [ 0, %135 ]
  %142 = add nuw nsw i64 %141, %137
  %143 = getelementptr inbounds double, ptr %3, i64 %141
  br i1 %132, label %178, label %144

144:                                              ; preds = %140, %144
  %145 = phi i64 [ %175, %144 ], [ 0, %140 ]
  %146 = phi double [ %174, %144 ], [ 0.000000e+00, %140 ]
  %147 = phi i64 [ %176, %144 ], [ 0, %140 ]
  %148 = getelementptr inbounds double, ptr %139, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !11
  %150 = mul nuw nsw i64 %145, %128
  %151 = getelementptr inbounds double, ptr %143, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !11
  %153 = call double @llvm.fmuladd.f64(double %149, double %152, double %146)
  %154 = or disjoint i64 %145, 1
  %155 = getelementptr inbounds double, ptr %139, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !11
  %157 = mul nuw nsw i64 %154, %128
  %158 = getelementptr inbounds double, ptr %143, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !11
  %160 = call double @llvm.fmuladd.f64(double %156, double %159, double %153)
  %161 = or disjoint i64 %145, 2
  %162 = getelementptr inbounds double, ptr %139, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = mul nuw nsw i64 %161, %128
  %165 = getelementptr inbounds double, ptr %143, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !11
  %167 = call double @llvm.fmuladd.f64(double %163, double %166, double %160)
  %168 = or disjoint i64 %145, 3
  %169 = getelementptr inbounds double, ptr %139, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = mul nuw nsw i64 %168, %128
  %172 = getelementptr inbounds double, ptr %143, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !11
  %174 = call double @llvm.fmuladd.f64(double %170, double %173, double %167)
  %175 = add nuw nsw i64 %145, 4
  %176 = add i64 %147, 4
  %177 = icmp eq i64 %176, %133
  br i1 %177, label %178, label %144, !llvm.loop !15

178:                                              ; preds = %144, %140
  %179 = phi double [ poison, %140 ], [ %174, %144 ]
  %180 = phi i64 [ 0, %140 ], [ %175, %144 ]
  %181 = phi double [ 0.000000e+00, %140 ], [ %174, %144 ]
  br i1 %134, label %195, label %182

182:                                              ; preds = %178, %182
  %183 = phi i64 [ %192, %182 ], [ %180, %178 ]
  %184 = phi double [ %191, %182 ], [ %181, %178 ]
  %185 = phi i64 [ %193, %182 ], [ 0, %178 ]
  %186 = getelementptr inbounds double, ptr %139, i64 %183
  %187 = load double, ptr %186, align 8, !tbaa !11
  %188 = mul nuw nsw i64 %183, %128
  %189 = getelementptr inbounds double, ptr %143, i64 %188
  %190 = load double, ptr %189, align 8, !tbaa !11
  %191 = call double @llvm.fmuladd.f64(double %187, double %190, double %184)
  %192 = add nuw nsw i64 %183, 1
  %193 = add i64 %185, 1
  %194 = icmp eq i64 %193, %131
  br i1 %194, label %195, label %182, !llvm.loop !16

195:                                              ; preds = %182, %178
  %196 = phi double [ %179, %178 ], [ %191, %182 ]
  %197 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %142
  store double %196, ptr %197, align 8, !tbaa !11
  %198 = add nuw nsw i64 %141, 1
  %199 = icmp eq i64 %198, %128
  br i1 %199, label %200, label %140, !llvm.loop !18

200:                                              ; preds = %195
  %201 = add nuw nsw i64 %136, 1
  %202 = icmp eq i64 %201, %130
  br i1 %202, label %203, label %135, !llvm.loop !19

203:                                              ; preds = %200
  %204 = and i64 %128, 1
  %205 = icmp eq i32 %27, 1
  %206 = and i64 %128, 2147483646
  %207 = icmp eq i64 %204, 0
  br label %209

208:                                              ; preds = %123
  br i1 %125, label %324, label %332

209:                                              ; preds = %203, %257
  %210 = phi i64 [ %258, %257 ], [ 0, %203 ]
  %211 = mul nuw nsw i64 %210, %129
  %212 = mul nuw nsw i64 %210, %128
  %213 = getelementptr inbounds double, ptr %6, i64 %211
  br label %214

214:                                              ; preds = %253, %209
  %215 = phi i64 [ %255, %253 ], [ 0, %209 ]
  %216 = getelementptr inbounds double, ptr %213, i64 %215
  %217 = mul nuw nsw i64 %215, %128
  %218 = getelementptr inbounds double, ptr %3, i64 %217
  br i1 %205, label %241, label %219

219:                                              ; preds = %214, %219
  %220 = phi i64 [ %238, %219 ], [ 0, %214 ]
  %221 = phi double [ %237, %219 ], [ 0.000000e+00, %214 ]
  %222 = phi i64 [ %239, %219 ], [ 0, %214 ]
  %223 = add nuw nsw i64 %220, %212
  %224 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !11
  %226 = fmul double %225, 2.000000e+00
  %227 = getelementptr inbounds double, ptr %218, i64 %220
  %228 = load double, ptr %227, align 8, !tbaa !11
  %229 = call double @llvm.fmuladd.f64(double %226, double %228, double %221)
  %230 = or disjoint i64 %220, 1
  %231 = add nuw nsw i64 %230, %212
  %232 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %231
  %233 = load double, ptr %232, align 8, !tbaa !11
  %234 = fmul double %233, 2.000000e+00
  %235 = getelementptr inbounds double, ptr %218, i64 %230
  %236 = load double, ptr %235, align 8, !tbaa !11
  %237 = call double @llvm.fmuladd.f64(double %234, double %236, double %229)
  %238 = add nuw nsw i64 %220, 2
  %239 = add i64 %222, 2
  %240 = icmp eq i64 %239, %206
  br i1 %240, label %241, label %219, !llvm.loop !20

241:                                              ; preds = %219, %214
  %242 = phi double [ poison, %214 ], [ %237, %219 ]
  %243 = phi i64 [ 0, %214 ], [ %238, %219 ]
  %244 = phi double [ 0.000000e+00, %214 ], [ %237, %219 ]
  br i1 %207, label %253, label %245

245:                                              ; preds = %241
  %246 = add nuw nsw i64 %243, %212
  %247 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !11
  %249 = fmul double %248, 2.000000e+00
  %250 = getelementptr inbounds double, ptr %218, i64 %243
  %251 = load double, ptr %250, align 8, !tbaa !11
  %252 = call double @llvm.fmuladd.f64(double %249, double %251, double %244)
  br label %253

253:                                              ; preds = %241, %245
  %254 = phi double [ %242, %241 ], [ %252, %245 ]
  store double %254, ptr %216, align 8, !tbaa !11
  %255 = add nuw nsw i64 %215, 1
  %256 = icmp eq i64 %255, %129
  br i1 %256, label %257, label %214, !llvm.loop !21

257:                                              ; preds = %253
  %258 = add nuw nsw i64 %210, 1
  %259 = icmp eq i64 %258, %130
  br i1 %259, label %260, label %209, !llvm.loop !22

260:                                              ; preds = %257
  %261 = and i64 %130, 1
  %262 = icmp eq i32 %23, 1
  %263 = and i64 %130, 2147483646
  %264 = icmp eq i64 %261, 0
  br label %269

265:                                              ; preds = %121
  %266 = icmp sgt i32 %25, 0
  %267 = icmp sgt i32 %27, 0
  %268 = and i1 %266, %267
  br i1 %268, label %324, label %332

269:                                              ; preds = %260, %321
  %270 = phi i64 [ %322, %321 ], [ 0, %260 ]
  %271 = mul nuw nsw i64 %270, %128
  %272 = getelementptr inbounds double, ptr %7, i64 %271
  %273 = getelementptr inbounds double, ptr %2, i64 %270
  br label %274

274:                                              ; preds = %317, %269
  %275 = phi i64 [ %319, %317 ], [ 0, %269 ]
  %276 = getelementptr inbounds double, ptr %272, i64 %275
  br i1 %262, label %303, label %277

277:                                              ; preds = %274, %277
  %278 = phi i64 [ %300, %277 ], [ 0, %274 ]
  %279 = phi double [ %299, %277 ], [ 0.000000e+00, %274 ]
  %280 = phi i64 [ %301, %277 ], [ 0, %274 ]
  %281 = mul nuw nsw i64 %278, %129
  %282 = getelementptr inbounds double, ptr %273, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !11
  %284 = fmul double %283, 2.000000e+00
  %285 = mul nuw nsw i64 %278, %128
  %286 = add nuw nsw i64 %285, %275
  %287 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !11
  %289 = call double @llvm.fmuladd.f64(double %284, double %288, double %279)
  %290 = or disjoint i64 %278, 1
  %291 = mul nuw nsw i64 %290, %129
  %292 = getelementptr inbounds double, ptr %273, i64 %291
  %293 = load double, ptr %292, align 8, !tbaa !11
  %294 = fmul double %293, 2.000000e+00
  %295 = mul nuw nsw i64 %290, %128
  %296 = add nuw nsw i64 %295, %275
  %297 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !11
  %299 = call double @llvm.fmuladd.f64(double %294, double %298, double %289)
  %300 = add nuw nsw i64 %278, 2
  %301 = add i64 %280, 2
  %302 = icmp eq i64 %301, %263
  br i1 %302, label %303, label %277, !llvm.loop !23

303:                                              ; preds = %277, %274
  %304 = phi double [ poison, %274 ], [ %299, %277 ]
  %305 = phi i64 [ 0, %274 ], [ %300, %277 ]
  %306 = phi double [ 0.000000e+00, %274 ], [ %299, %277 ]
  br i1 %264, label %317, label %307

307:                                              ; preds = %303
  %308 = mul nuw nsw i64 %305, %129
  %309 = getelementptr inbounds double, ptr %273, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !11
  %311 = fmul double %310, 2.000000e+00
  %312 = mul nuw nsw i64 %305, %128
  %313 = add nuw nsw i64 %312, %275
  %314 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !11
  %316 = call double @llvm.fmuladd.f64(double %311, double %315, double %306)
  br label %317

317:                                              ; preds = %303, %307
  %318 = phi double [ %304, %303 ], [ %316, %307 ]
  store double %318, ptr %276, align 8, !tbaa !11
  %319 = add nuw nsw i64 %275, 1
  %320 = icmp eq i64 %319, %128
  br i1 %320, label %321, label %274, !llvm.loop !24

321:                                              ; preds = %317
  %322 = add nuw nsw i64 %270, 1
  %323 = icmp eq i64 %322, %129
  br i1 %323, label %332, label %269, !llvm.loop !25

324:                                              ; preds = %265, %208
  %325 = phi i32 [ %25, %208 ], [ %27, %265 ]
  %326 = phi i32 [ %23, %208 ], [ %25, %265 ]
  %327 = phi ptr [ %6, %208 ], [ %7, %265 ]
  %328 = zext nneg i32 %325 to i64
  %329 = zext nneg i32 %326 to i64
  %330 = shl nuw nsw i64 %328, 3
  %331 = mul i64 %330, %329
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %327, i8 0, i64 %331, i1 false), !tbaa !11
  br label %332

332:                                              ; preds = %321, %265, %208, %126, %324
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  store ptr %2, ptr %8, align 8, !tbaa !26
  store ptr %3, ptr %9, align 8, !tbaa !29
  store i32 %23, ptr %10, align 8, !tbaa !30
  store i32 %25, ptr %11, align 4, !tbaa !31
  store i32 %27, ptr %12, align 8, !tbaa !32
  store i32 0, ptr %13, align 4, !tbaa !33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  %333 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss, ptr noundef nonnull %2, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_result(ptr noundef nonnull @.str, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  store i32 1, ptr %13, align 4, !tbaa !33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  %334 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss_stack, ptr noundef nonnull %2, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_result(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  store i32 0, ptr %13, align 4, !tbaa !33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %336 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %335, ptr noundef nonnull %3, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_A, ptr noundef nonnull %8, ptr noundef nonnull %2, i32 noundef %28, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  %337 = add nuw nsw i64 %21, 1
  %338 = icmp eq i64 %337, 4
  br i1 %338, label %14, label %20, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @matloss(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #4 {
  %6 = mul nsw i32 %4, %2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #14
  %10 = icmp sgt i32 %2, 0
  %11 = icmp sgt i32 %4, 0
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %95

13:                                               ; preds = %5
  %14 = icmp sgt i32 %3, 0
  %15 = zext nneg i32 %4 to i64
  br i1 %14, label %20, label %16

16:                                               ; preds = %13
  %17 = zext nneg i32 %2 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = shl i64 %18, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 %19, i1 false), !tbaa !11
  br label %95

20:                                               ; preds = %13
  %21 = zext nneg i32 %3 to i64
  %22 = zext nneg i32 %2 to i64
  %23 = and i64 %21, 3
  %24 = icmp ult i32 %3, 4
  %25 = and i64 %21, 2147483644
  %26 = icmp eq i64 %23, 0
  br label %27

27:                                               ; preds = %20, %92
  %28 = phi i64 [ 0, %20 ], [ %93, %92 ]
  %29 = mul nuw nsw i64 %28, %15
  %30 = mul nuw nsw i64 %28, %21
  %31 = getelementptr inbounds double, ptr %9, i64 %29
  %32 = getelementptr inbounds double, ptr %0, i64 %30
  br label %33

33:                                               ; preds = %88, %27
  %34 = phi i64 [ %90, %88 ], [ 0, %27 ]
  %35 = getelementptr inbounds double, ptr %31, i64 %34
  %36 = getelementptr inbounds double, ptr %1, i64 %34
  br i1 %24, label %71, label %37

37:                                               ; preds = %33, %37
  %38 = phi i64 [ %68, %37 ], [ 0, %33 ]
  %39 = phi double [ %67, %37 ], [ 0.000000e+00, %33 ]
  %40 = phi i64 [ %69, %37 ], [ 0, %33 ]
  %41 = getelementptr inbounds double, ptr %32, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !11
  %43 = mul nuw nsw i64 %38, %15
  %44 = getelementptr inbounds double, ptr %36, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %45, double %39)
  %47 = or disjoint i64 %38, 1
  %48 = getelementptr inbounds double, ptr %32, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = mul nuw nsw i64 %47, %15
  %51 = getelementptr inbounds double, ptr %36, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !11
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %46)
  %54 = or disjoint i64 %38, 2
  %55 = getelementptr inbounds double, ptr %32, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !11
  %57 = mul nuw nsw i64 %54, %15
  %58 = getelementptr inbounds double, ptr %36, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = tail call double @llvm.fmuladd.f64(double %56, double %59, double %53)
  %61 = or disjoint i64 %38, 3
  %62 = getelementptr inbounds double, ptr %32, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !11
  %64 = mul nuw nsw i64 %61, %15
  %65 = getelementptr inbounds double, ptr %36, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = tail call double @llvm.fmuladd.f64(double %63, double %66, double %60)
  %68 = add nuw nsw i64 %38, 4
  %69 = add i64 %40, 4
  %70 = icmp eq i64 %69, %25
  br i1 %70, label %71, label %37, !llvm.loop !35

71:                                               ; preds = %37, %33
  %72 = phi double [ poison, %33 ], [ %67, %37 ]
  %73 = phi i64 [ 0, %33 ], [ %68, %37 ]
  %74 = phi double [ 0.000000e+00, %33 ], [ %67, %37 ]
  br i1 %26, label %88, label %75

75:                                               ; preds = %71, %75
  %76 = phi i64 [ %85, %75 ], [ %73, %71 ]
  %77 = phi double [ %84, %75 ], [ %74, %71 ]
  %78 = phi i64 [ %86, %75 ], [ 0, %71 ]
  %79 = getelementptr inbounds double, ptr %32, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = mul nuw nsw i64 %76, %15
  %82 = getelementptr inbounds double, ptr %36, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !11
  %84 = tail call double @llvm.fmuladd.f64(double %80, double %83, double %77)
  %85 = add nuw nsw i64 %76, 1
  %86 = add i64 %78, 1
  %87 = icmp eq i64 %86, %23
  br i1 %87, label %88, label %75, !llvm.loop !36

88:                                               ; preds = %75, %71
  %89 = phi double [ %72, %71 ], [ %84, %75 ]
  store double %89, ptr %35, align 8, !tbaa !11
  %90 = add nuw nsw i64 %34, 1
  %91 = icmp eq i64 %90, %15
  br i1 %91, label %92, label %33, !llvm.loop !37

92:                                               ; preds = %88
  %93 = add nuw nsw i64 %28, 1
  %94 = icmp eq i64 %93, %22
  br i1 %94, label %95, label %27, !llvm.loop !38

95:                                               ; preds = %92, %16, %5
  %96 = icmp sgt i32 %6, 0
  br i1 %96, label %97, label %118

97:                                               ; preds = %95
  %98 = zext nneg i32 %6 to i64
  %99 = and i64 %98, 3
  %100 = icmp ult i32 %6, 4
  br i1 %100, label %103, label %101

101:                                              ; preds = %97
  %102 = and i64 %98, 2147483644
  br label %120

103:                                              ; preds = %120, %97
  %104 = phi double [ poison, %97 ], [ %138, %120 ]
  %105 = phi i64 [ 0, %97 ], [ %139, %120 ]
  %106 = phi double [ 0.000000e+00, %97 ], [ %138, %120 ]
  %107 = icmp eq i64 %99, 0
  br i1 %107, label %118, label %108

108:                                              ; preds = %103, %108
  %109 = phi i64 [ %115, %108 ], [ %105, %103 ]
  %110 = phi double [ %114, %108 ], [ %106, %103 ]
  %111 = phi i64 [ %116, %108 ], [ 0, %103 ]
  %112 = getelementptr inbounds double, ptr %9, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !11
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %113, double %110)
  %115 = add nuw nsw i64 %109, 1
  %116 = add i64 %111, 1
  %117 = icmp eq i64 %116, %99
  br i1 %117, label %118, label %108, !llvm.loop !39

118:                                              ; preds = %103, %108, %95
  %119 = phi double [ 0.000000e+00, %95 ], [ %104, %103 ], [ %114, %108 ]
  tail call void @free(ptr noundef %9) #13
  ret double %119

120:                                              ; preds = %120, %101
  %121 = phi i64 [ 0, %101 ], [ %139, %120 ]
  %122 = phi double [ 0.000000e+00, %101 ], [ %138, %120 ]
  %123 = phi i64 [ 0, %101 ], [ %140, %120 ]
  %124 = getelementptr inbounds double, ptr %9, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !11
  %126 = tail call double @llvm.fmuladd.f64(double %125, double %125, double %122)
  %127 = or disjoint i64 %121, 1
  %128 = getelementptr inbounds double, ptr %9, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !11
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %129, double %126)
  %131 = or disjoint i64 %121, 2
  %132 = getelementptr inbounds double, ptr %9, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %133, double %130)
  %135 = or disjoint i64 %121, 3
  %136 = getelementptr inbounds double, ptr %9, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !11
  %138 = tail call double @llvm.fmuladd.f64(double %137, double %137, double %134)
  %139 = add nuw nsw i64 %121, 4
  %140 = add i64 %123, 4
  %141 = icmp eq i64 %140, %102
  br i1 %141, label %103, label %120, !llvm.loop !40
}

; Function Attrs: nounwind uwtable
define internal fastcc void @check_result(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [64 x i8], align 16
  %12 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #13
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.4, ptr noundef %0) #13
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 64, ptr noundef nonnull @.str.5, ptr noundef %0) #13
  %15 = load ptr, ptr %1, align 8, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = load i32, ptr %16, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %1, i64 20
  %19 = load i32, ptr %18, align 4, !tbaa !31
  %20 = mul nsw i32 %19, %17
  call fastcc void @check_grad(ptr noundef nonnull %11, ptr noundef nonnull @obj_A, ptr noundef nonnull %1, ptr noundef %15, i32 noundef %20, ptr noundef %2)
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !29
  %23 = load i32, ptr %18, align 4, !tbaa !31
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  %25 = load i32, ptr %24, align 8, !tbaa !32
  %26 = mul nsw i32 %25, %23
  call fastcc void @check_grad(ptr noundef nonnull %12, ptr noundef nonnull @obj_B, ptr noundef nonnull %1, ptr noundef %22, i32 noundef %26, ptr noundef %3)
  %27 = load i32, ptr %16, align 8, !tbaa !30
  %28 = load i32, ptr %18, align 4, !tbaa !31
  %29 = mul nsw i32 %28, %27
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %36, label %31

31:                                               ; preds = %65, %6
  %32 = phi i32 [ %28, %6 ], [ %68, %65 ]
  %33 = load i32, ptr %24, align 8, !tbaa !32
  %34 = mul nsw i32 %33, %32
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %73, label %72

36:                                               ; preds = %6, %65
  %37 = phi i64 [ %66, %65 ], [ 0, %6 ]
  %38 = getelementptr inbounds double, ptr %2, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !11
  %40 = getelementptr inbounds double, ptr %4, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !11
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = fcmp ogt double %42, 1.000000e+00
  %44 = select i1 %43, double %42, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %39, ptr %10, align 8, !tbaa !11
  %45 = load volatile double, ptr %10, align 8, !tbaa !11
  %46 = call double @llvm.fabs.f64(double %45)
  %47 = fcmp ueq double %46, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %47, label %60, label %48

48:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %41, ptr %9, align 8, !tbaa !11
  %49 = load volatile double, ptr %9, align 8, !tbaa !11
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = fcmp ueq double %50, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %51, label %60, label %52

52:                                               ; preds = %48
  %53 = fsub double %39, %41
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = fmul double %44, 1.000000e-09
  %56 = fcmp ugt double %54, %55
  br i1 %56, label %60, label %57

57:                                               ; preds = %52
  %58 = trunc nuw nsw i64 %37 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %58, double noundef %39, double noundef %41, ptr noundef nonnull @.str.9)
  br label %65

60:                                               ; preds = %52, %48, %36
  %61 = trunc nuw nsw i64 %37 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %61, double noundef %39, double noundef %41, ptr noundef nonnull @.str.10)
  %63 = load i32, ptr @n_fail, align 4, !tbaa !5
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr @n_fail, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %57, %60
  %66 = add nuw nsw i64 %37, 1
  %67 = load i32, ptr %16, align 8, !tbaa !30
  %68 = load i32, ptr %18, align 4, !tbaa !31
  %69 = mul nsw i32 %68, %67
  %70 = sext i32 %69 to i64
  %71 = icmp slt i64 %66, %70
  br i1 %71, label %36, label %31, !llvm.loop !41

72:                                               ; preds = %102, %31
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #13
  ret void

73:                                               ; preds = %31, %102
  %74 = phi i64 [ %103, %102 ], [ 0, %31 ]
  %75 = getelementptr inbounds double, ptr %3, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !11
  %77 = getelementptr inbounds double, ptr %5, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !11
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %76, ptr %8, align 8, !tbaa !11
  %82 = load volatile double, ptr %8, align 8, !tbaa !11
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %84, label %97, label %85

85:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %78, ptr %7, align 8, !tbaa !11
  %86 = load volatile double, ptr %7, align 8, !tbaa !11
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %88, label %97, label %89

89:                                               ; preds = %85
  %90 = fsub double %76, %78
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fmul double %81, 1.000000e-09
  %93 = fcmp ugt double %91, %92
  br i1 %93, label %97, label %94

94:                                               ; preds = %89
  %95 = trunc nuw nsw i64 %74 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i32 noundef %95, double noundef %76, double noundef %78, ptr noundef nonnull @.str.9)
  br label %102

97:                                               ; preds = %89, %85, %73
  %98 = trunc nuw nsw i64 %74 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i32 noundef %98, double noundef %76, double noundef %78, ptr noundef nonnull @.str.10)
  %100 = load i32, ptr @n_fail, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @n_fail, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %94, %97
  %103 = add nuw nsw i64 %74, 1
  %104 = load i32, ptr %18, align 4, !tbaa !31
  %105 = load i32, ptr %24, align 8, !tbaa !32
  %106 = mul nsw i32 %105, %104
  %107 = sext i32 %106 to i64
  %108 = icmp slt i64 %103, %107
  br i1 %108, label %73, label %72, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @matloss_stack(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #5 {
  %6 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #13
  %7 = icmp sgt i32 %2, 0
  %8 = icmp sgt i32 %4, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %92

10:                                               ; preds = %5
  %11 = icmp sgt i32 %3, 0
  %12 = zext nneg i32 %4 to i64
  br i1 %11, label %17, label %13

13:                                               ; preds = %10
  %14 = zext nneg i32 %2 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = shl i64 %15, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %6, i8 0, i64 %16, i1 false), !tbaa !11
  br label %92

17:                                               ; preds = %10
  %18 = zext nneg i32 %3 to i64
  %19 = zext nneg i32 %2 to i64
  %20 = and i64 %18, 3
  %21 = icmp ult i32 %3, 4
  %22 = and i64 %18, 2147483644
  %23 = icmp eq i64 %20, 0
  br label %24

24:                                               ; preds = %17, %89
  %25 = phi i64 [ 0, %17 ], [ %90, %89 ]
  %26 = mul nuw nsw i64 %25, %18
  %27 = mul nuw nsw i64 %25, %12
  %28 = getelementptr inbounds double, ptr %0, i64 %26
  br label %29

29:                                               ; preds = %83, %24
  %30 = phi i64 [ %87, %83 ], [ 0, %24 ]
  %31 = getelementptr inbounds double, ptr %1, i64 %30
  br i1 %21, label %66, label %32

32:                                               ; preds = %29, %32
  %33 = phi i64 [ %63, %32 ], [ 0, %29 ]
  %34 = phi double [ %62, %32 ], [ 0.000000e+00, %29 ]
  %35 = phi i64 [ %64, %32 ], [ 0, %29 ]
  %36 = getelementptr inbounds double, ptr %28, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !11
  %38 = mul nuw nsw i64 %33, %12
  %39 = getelementptr inbounds double, ptr %31, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !11
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %40, double %34)
  %42 = or disjoint i64 %33, 1
  %43 = getelementptr inbounds double, ptr %28, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = mul nuw nsw i64 %42, %12
  %46 = getelementptr inbounds double, ptr %31, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %47, double %41)
  %49 = or disjoint i64 %33, 2
  %50 = getelementptr inbounds double, ptr %28, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = mul nuw nsw i64 %49, %12
  %53 = getelementptr inbounds double, ptr %31, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !11
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = or disjoint i64 %33, 3
  %57 = getelementptr inbounds double, ptr %28, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = mul nuw nsw i64 %56, %12
  %60 = getelementptr inbounds double, ptr %31, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = add nuw nsw i64 %33, 4
  %64 = add i64 %35, 4
  %65 = icmp eq i64 %64, %22
  br i1 %65, label %66, label %32, !llvm.loop !43

66:                                               ; preds = %32, %29
  %67 = phi double [ poison, %29 ], [ %62, %32 ]
  %68 = phi i64 [ 0, %29 ], [ %63, %32 ]
  %69 = phi double [ 0.000000e+00, %29 ], [ %62, %32 ]
  br i1 %23, label %83, label %70

70:                                               ; preds = %66, %70
  %71 = phi i64 [ %80, %70 ], [ %68, %66 ]
  %72 = phi double [ %79, %70 ], [ %69, %66 ]
  %73 = phi i64 [ %81, %70 ], [ 0, %66 ]
  %74 = getelementptr inbounds double, ptr %28, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !11
  %76 = mul nuw nsw i64 %71, %12
  %77 = getelementptr inbounds double, ptr %31, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !11
  %79 = tail call double @llvm.fmuladd.f64(double %75, double %78, double %72)
  %80 = add nuw nsw i64 %71, 1
  %81 = add i64 %73, 1
  %82 = icmp eq i64 %81, %20
  br i1 %82, label %83, label %70, !llvm.loop !44

83:                                               ; preds = %70, %66
  %84 = phi double [ %67, %66 ], [ %79, %70 ]
  %85 = add nuw nsw i64 %30, %27
  %86 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %85
  store double %84, ptr %86, align 8, !tbaa !11
  %87 = add nuw nsw i64 %30, 1
  %88 = icmp eq i64 %87, %12
  br i1 %88, label %89, label %29, !llvm.loop !45

89:                                               ; preds = %83
  %90 = add nuw nsw i64 %25, 1
  %91 = icmp eq i64 %90, %19
  br i1 %91, label %92, label %24, !llvm.loop !46

92:                                               ; preds = %89, %13, %5
  %93 = mul nsw i32 %4, %2
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %95, label %116

95:                                               ; preds = %92
  %96 = zext nneg i32 %93 to i64
  %97 = and i64 %96, 3
  %98 = icmp ult i32 %93, 4
  br i1 %98, label %101, label %99

99:                                               ; preds = %95
  %100 = and i64 %96, 2147483644
  br label %118

101:                                              ; preds = %118, %95
  %102 = phi double [ poison, %95 ], [ %136, %118 ]
  %103 = phi i64 [ 0, %95 ], [ %137, %118 ]
  %104 = phi double [ 0.000000e+00, %95 ], [ %136, %118 ]
  %105 = icmp eq i64 %97, 0
  br i1 %105, label %116, label %106

106:                                              ; preds = %101, %106
  %107 = phi i64 [ %113, %106 ], [ %103, %101 ]
  %108 = phi double [ %112, %106 ], [ %104, %101 ]
  %109 = phi i64 [ %114, %106 ], [ 0, %101 ]
  %110 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %107
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %111, double %108)
  %113 = add nuw nsw i64 %107, 1
  %114 = add i64 %109, 1
  %115 = icmp eq i64 %114, %97
  br i1 %115, label %116, label %106, !llvm.loop !47

116:                                              ; preds = %101, %106, %92
  %117 = phi double [ 0.000000e+00, %92 ], [ %102, %101 ], [ %112, %106 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #13
  ret double %117

118:                                              ; preds = %118, %99
  %119 = phi i64 [ 0, %99 ], [ %137, %118 ]
  %120 = phi double [ 0.000000e+00, %99 ], [ %136, %118 ]
  %121 = phi i64 [ 0, %99 ], [ %138, %118 ]
  %122 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %119
  %123 = load double, ptr %122, align 16, !tbaa !11
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %120)
  %125 = or disjoint i64 %119, 1
  %126 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !11
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %127, double %124)
  %129 = or disjoint i64 %119, 2
  %130 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %129
  %131 = load double, ptr %130, align 16, !tbaa !11
  %132 = tail call double @llvm.fmuladd.f64(double %131, double %131, double %128)
  %133 = or disjoint i64 %119, 3
  %134 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !11
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %135, double %132)
  %137 = add nuw nsw i64 %119, 4
  %138 = add i64 %121, 4
  %139 = icmp eq i64 %138, %100
  br i1 %139, label %101, label %118, !llvm.loop !48
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #14
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !11
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !49
  store double %30, ptr %23, align 8, !tbaa !11
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #13, !callees !49
  store double %24, ptr %23, align 8, !tbaa !11
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !11
  %39 = load volatile double, ptr %8, align 8, !tbaa !11
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !11
  %43 = load volatile double, ptr %7, align 8, !tbaa !11
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.9)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.10)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !5
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !50
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @obj_A(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca [64 x double], align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 28
  %5 = load i32, ptr %4, align 4, !tbaa !33
  %6 = icmp eq i32 %5, 0
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !29
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %1, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i32, ptr %13, align 8, !tbaa !32
  br i1 %6, label %149, label %15

15:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %16 = icmp sgt i32 %10, 0
  %17 = icmp sgt i32 %14, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %101

19:                                               ; preds = %15
  %20 = icmp sgt i32 %12, 0
  %21 = zext nneg i32 %14 to i64
  br i1 %20, label %26, label %22

22:                                               ; preds = %19
  %23 = zext nneg i32 %10 to i64
  %24 = shl nuw nsw i64 %23, 3
  %25 = mul i64 %24, %21
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %25, i1 false), !tbaa !11
  br label %101

26:                                               ; preds = %19
  %27 = zext nneg i32 %12 to i64
  %28 = zext nneg i32 %10 to i64
  %29 = and i64 %27, 3
  %30 = icmp ult i32 %12, 4
  %31 = and i64 %27, 2147483644
  %32 = icmp eq i64 %29, 0
  br label %33

33:                                               ; preds = %98, %26
  %34 = phi i64 [ 0, %26 ], [ %99, %98 ]
  %35 = mul nuw nsw i64 %34, %27
  %36 = mul nuw nsw i64 %34, %21
  %37 = getelementptr inbounds double, ptr %0, i64 %35
  br label %38

38:                                               ; preds = %92, %33
  %39 = phi i64 [ %96, %92 ], [ 0, %33 ]
  %40 = getelementptr inbounds double, ptr %8, i64 %39
  br i1 %30, label %75, label %41

41:                                               ; preds = %38, %41
  %42 = phi i64 [ %72, %41 ], [ 0, %38 ]
  %43 = phi double [ %71, %41 ], [ 0.000000e+00, %38 ]
  %44 = phi i64 [ %73, %41 ], [ 0, %38 ]
  %45 = getelementptr inbounds double, ptr %37, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !11
  %47 = mul nuw nsw i64 %42, %21
  %48 = getelementptr inbounds double, ptr %40, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = tail call double @llvm.fmuladd.f64(double %46, double %49, double %43)
  %51 = or disjoint i64 %42, 1
  %52 = getelementptr inbounds double, ptr %37, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = mul nuw nsw i64 %51, %21
  %55 = getelementptr inbounds double, ptr %40, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !11
  %57 = tail call double @llvm.fmuladd.f64(double %53, double %56, double %50)
  %58 = or disjoint i64 %42, 2
  %59 = getelementptr inbounds double, ptr %37, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = mul nuw nsw i64 %58, %21
  %62 = getelementptr inbounds double, ptr %40, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !11
  %64 = tail call double @llvm.fmuladd.f64(double %60, double %63, double %57)
  %65 = or disjoint i64 %42, 3
  %66 = getelementptr inbounds double, ptr %37, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !11
  %68 = mul nuw nsw i64 %65, %21
  %69 = getelementptr inbounds double, ptr %40, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !11
  %71 = tail call double @llvm.fmuladd.f64(double %67, double %70, double %64)
  %72 = add nuw nsw i64 %42, 4
  %73 = add i64 %44, 4
  %74 = icmp eq i64 %73, %31
  br i1 %74, label %75, label %41, !llvm.loop !43

75:                                               ; preds = %41, %38
  %76 = phi double [ poison, %38 ], [ %71, %41 ]
  %77 = phi i64 [ 0, %38 ], [ %72, %41 ]
  %78 = phi double [ 0.000000e+00, %38 ], [ %71, %41 ]
  br i1 %32, label %92, label %79

79:                                               ; preds = %75, %79
  %80 = phi i64 [ %89, %79 ], [ %77, %75 ]
  %81 = phi double [ %88, %79 ], [ %78, %75 ]
  %82 = phi i64 [ %90, %79 ], [ 0, %75 ]
  %83 = getelementptr inbounds double, ptr %37, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !11
  %85 = mul nuw nsw i64 %80, %21
  %86 = getelementptr inbounds double, ptr %40, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !11
  %88 = tail call double @llvm.fmuladd.f64(double %84, double %87, double %81)
  %89 = add nuw nsw i64 %80, 1
  %90 = add i64 %82, 1
  %91 = icmp eq i64 %90, %29
  br i1 %91, label %92, label %79, !llvm.loop !51

92:                                               ; preds = %79, %75
  %93 = phi double [ %76, %75 ], [ %88, %79 ]
  %94 = add nuw nsw i64 %39, %36
  %95 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %94
  store double %93, ptr %95, align 8, !tbaa !11
  %96 = add nuw nsw i64 %39, 1
  %97 = icmp eq i64 %96, %21
  br i1 %97, label %98, label %38, !llvm.loop !45

98:                                               ; preds = %92
  %99 = add nuw nsw i64 %34, 1
  %100 = icmp eq i64 %99, %28
  br i1 %100, label %101, label %33, !llvm.loop !46

101:                                              ; preds = %98, %22, %15
  %102 = mul nsw i32 %14, %10
  %103 = icmp sgt i32 %102, 0
  br i1 %103, label %104, label %147

104:                                              ; preds = %101
  %105 = zext nneg i32 %102 to i64
  %106 = and i64 %105, 3
  %107 = icmp ult i32 %102, 4
  br i1 %107, label %132, label %108

108:                                              ; preds = %104
  %109 = and i64 %105, 2147483644
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i64 [ 0, %108 ], [ %129, %110 ]
  %112 = phi double [ 0.000000e+00, %108 ], [ %128, %110 ]
  %113 = phi i64 [ 0, %108 ], [ %130, %110 ]
  %114 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %111
  %115 = load double, ptr %114, align 16, !tbaa !11
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %112)
  %117 = or disjoint i64 %111, 1
  %118 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !11
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %119, double %116)
  %121 = or disjoint i64 %111, 2
  %122 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %121
  %123 = load double, ptr %122, align 16, !tbaa !11
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %120)
  %125 = or disjoint i64 %111, 3
  %126 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !11
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %127, double %124)
  %129 = add nuw nsw i64 %111, 4
  %130 = add i64 %113, 4
  %131 = icmp eq i64 %130, %109
  br i1 %131, label %132, label %110, !llvm.loop !48

132:                                              ; preds = %110, %104
  %133 = phi double [ poison, %104 ], [ %128, %110 ]
  %134 = phi i64 [ 0, %104 ], [ %129, %110 ]
  %135 = phi double [ 0.000000e+00, %104 ], [ %128, %110 ]
  %136 = icmp eq i64 %106, 0
  br i1 %136, label %147, label %137

137:                                              ; preds = %132, %137
  %138 = phi i64 [ %144, %137 ], [ %134, %132 ]
  %139 = phi double [ %143, %137 ], [ %135, %132 ]
  %140 = phi i64 [ %145, %137 ], [ 0, %132 ]
  %141 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = tail call double @llvm.fmuladd.f64(double %142, double %142, double %139)
  %144 = add nuw nsw i64 %138, 1
  %145 = add i64 %140, 1
  %146 = icmp eq i64 %145, %106
  br i1 %146, label %147, label %137, !llvm.loop !52

147:                                              ; preds = %132, %137, %101
  %148 = phi double [ 0.000000e+00, %101 ], [ %133, %132 ], [ %143, %137 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  br label %286

149:                                              ; preds = %2
  %150 = mul nsw i32 %14, %10
  %151 = sext i32 %150 to i64
  %152 = shl nsw i64 %151, 3
  %153 = tail call noalias ptr @malloc(i64 noundef %152) #14
  %154 = icmp sgt i32 %10, 0
  %155 = icmp sgt i32 %14, 0
  %156 = and i1 %154, %155
  br i1 %156, label %157, label %239

157:                                              ; preds = %149
  %158 = icmp sgt i32 %12, 0
  %159 = zext nneg i32 %14 to i64
  br i1 %158, label %164, label %160

160:                                              ; preds = %157
  %161 = zext nneg i32 %10 to i64
  %162 = shl nuw nsw i64 %161, 3
  %163 = mul i64 %162, %159
  tail call void @llvm.memset.p0.i64(ptr align 8 %153, i8 0, i64 %163, i1 false), !tbaa !11
  br label %239

164:                                              ; preds = %157
  %165 = zext nneg i32 %12 to i64
  %166 = zext nneg i32 %10 to i64
  %167 = and i64 %165, 3
  %168 = icmp ult i32 %12, 4
  %169 = and i64 %165, 2147483644
  %170 = icmp eq i64 %167, 0
  br label %171

171:                                              ; preds = %236, %164
  %172 = phi i64 [ 0, %164 ], [ %237, %236 ]
  %173 = mul nuw nsw i64 %172, %159
  %174 = mul nuw nsw i64 %172, %165
  %175 = getelementptr inbounds double, ptr %153, i64 %173
  %176 = getelementptr inbounds double, ptr %0, i64 %174
  br label %177

177:                                              ; preds = %231, %171
  %178 = phi i64 [ %234, %231 ], [ 0, %171 ]
  %179 = getelementptr inbounds double, ptr %8, i64 %178
  br i1 %168, label %214, label %180

180:                                              ; preds = %177, %180
  %181 = phi i64 [ %211, %180 ], [ 0, %177 ]
  %182 = phi double [ %210, %180 ], [ 0.000000e+00, %177 ]
  %183 = phi i64 [ %212, %180 ], [ 0, %177 ]
  %184 = getelementptr inbounds double, ptr %176, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !11
  %186 = mul nuw nsw i64 %181, %159
  %187 = getelementptr inbounds double, ptr %179, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !11
  %189 = tail call double @llvm.fmuladd.f64(double %185, double %188, double %182)
  %190 = or disjoint i64 %181, 1
  %191 = getelementptr inbounds double, ptr %176, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !11
  %193 = mul nuw nsw i64 %190, %159
  %194 = getelementptr inbounds double, ptr %179, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !11
  %196 = tail call double @llvm.fmuladd.f64(double %192, double %195, double %189)
  %197 = or disjoint i64 %181, 2
  %198 = getelementptr inbounds double, ptr %176, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !11
  %200 = mul nuw nsw i64 %197, %159
  %201 = getelementptr inbounds double, ptr %179, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !11
  %203 = tail call double @llvm.fmuladd.f64(double %199, double %202, double %196)
  %204 = or disjoint i64 %181, 3
  %205 = getelementptr inbounds double, ptr %176, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !11
  %207 = mul nuw nsw i64 %204, %159
  %208 = getelementptr inbounds double, ptr %179, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !11
  %210 = tail call double @llvm.fmuladd.f64(double %206, double %209, double %203)
  %211 = add nuw nsw i64 %181, 4
  %212 = add i64 %183, 4
  %213 = icmp eq i64 %212, %169
  br i1 %213, label %214, label %180, !llvm.loop !35

214:                                              ; preds = %180, %177
  %215 = phi double [ poison, %177 ], [ %210, %180 ]
  %216 = phi i64 [ 0, %177 ], [ %211, %180 ]
  %217 = phi double [ 0.000000e+00, %177 ], [ %210, %180 ]
  br i1 %170, label %231, label %218

218:                                              ; preds = %214, %218
  %219 = phi i64 [ %228, %218 ], [ %216, %214 ]
  %220 = phi double [ %227, %218 ], [ %217, %214 ]
  %221 = phi i64 [ %229, %218 ], [ 0, %214 ]
  %222 = getelementptr inbounds double, ptr %176, i64 %219
  %223 = load double, ptr %222, align 8, !tbaa !11
  %224 = mul nuw nsw i64 %219, %159
  %225 = getelementptr inbounds double, ptr %179, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !11
  %227 = tail call double @llvm.fmuladd.f64(double %223, double %226, double %220)
  %228 = add nuw nsw i64 %219, 1
  %229 = add i64 %221, 1
  %230 = icmp eq i64 %229, %167
  br i1 %230, label %231, label %218, !llvm.loop !53

231:                                              ; preds = %218, %214
  %232 = phi double [ %215, %214 ], [ %227, %218 ]
  %233 = getelementptr inbounds double, ptr %175, i64 %178
  store double %232, ptr %233, align 8, !tbaa !11
  %234 = add nuw nsw i64 %178, 1
  %235 = icmp eq i64 %234, %159
  br i1 %235, label %236, label %177, !llvm.loop !37

236:                                              ; preds = %231
  %237 = add nuw nsw i64 %172, 1
  %238 = icmp eq i64 %237, %166
  br i1 %238, label %239, label %171, !llvm.loop !38

239:                                              ; preds = %236, %160, %149
  %240 = icmp sgt i32 %150, 0
  br i1 %240, label %241, label %284

241:                                              ; preds = %239
  %242 = zext nneg i32 %150 to i64
  %243 = and i64 %242, 3
  %244 = icmp ult i32 %150, 4
  br i1 %244, label %269, label %245

245:                                              ; preds = %241
  %246 = and i64 %242, 2147483644
  br label %247

247:                                              ; preds = %247, %245
  %248 = phi i64 [ 0, %245 ], [ %266, %247 ]
  %249 = phi double [ 0.000000e+00, %245 ], [ %265, %247 ]
  %250 = phi i64 [ 0, %245 ], [ %267, %247 ]
  %251 = getelementptr inbounds double, ptr %153, i64 %248
  %252 = load double, ptr %251, align 8, !tbaa !11
  %253 = tail call double @llvm.fmuladd.f64(double %252, double %252, double %249)
  %254 = or disjoint i64 %248, 1
  %255 = getelementptr inbounds double, ptr %153, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !11
  %257 = tail call double @llvm.fmuladd.f64(double %256, double %256, double %253)
  %258 = or disjoint i64 %248, 2
  %259 = getelementptr inbounds double, ptr %153, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !11
  %261 = tail call double @llvm.fmuladd.f64(double %260, double %260, double %257)
  %262 = or disjoint i64 %248, 3
  %263 = getelementptr inbounds double, ptr %153, i64 %262
  %264 = load double, ptr %263, align 8, !tbaa !11
  %265 = tail call double @llvm.fmuladd.f64(double %264, double %264, double %261)
  %266 = add nuw nsw i64 %248, 4
  %267 = add i64 %250, 4
  %268 = icmp eq i64 %267, %246
  br i1 %268, label %269, label %247, !llvm.loop !40

269:                                              ; preds = %247, %241
  %270 = phi double [ poison, %241 ], [ %265, %247 ]
  %271 = phi i64 [ 0, %241 ], [ %266, %247 ]
  %272 = phi double [ 0.000000e+00, %241 ], [ %265, %247 ]
  %273 = icmp eq i64 %243, 0
  br i1 %273, label %284, label %274

274:                                              ; preds = %269, %274
  %275 = phi i64 [ %281, %274 ], [ %271, %269 ]
  %276 = phi double [ %280, %274 ], [ %272, %269 ]
  %277 = phi i64 [ %282, %274 ], [ 0, %269 ]
  %278 = getelementptr inbounds double, ptr %153, i64 %275
  %279 = load double, ptr %278, align 8, !tbaa !11
  %280 = tail call double @llvm.fmuladd.f64(double %279, double %279, double %276)
  %281 = add nuw nsw i64 %275, 1
  %282 = add i64 %277, 1
  %283 = icmp eq i64 %282, %243
  br i1 %283, label %284, label %274, !llvm.loop !54

284:                                              ; preds = %269, %274, %239
  %285 = phi double [ 0.000000e+00, %239 ], [ %270, %269 ], [ %280, %274 ]
  tail call void @free(ptr noundef %153) #13
  br label %286

286:                                              ; preds = %284, %147
  %287 = phi double [ %148, %147 ], [ %285, %284 ]
  ret double %287
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @obj_B(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca [64 x double], align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 28
  %5 = load i32, ptr %4, align 4, !tbaa !33
  %6 = icmp eq i32 %5, 0
  %7 = load ptr, ptr %1, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !30
  %10 = getelementptr inbounds i8, ptr %1, i64 20
  %11 = load i32, ptr %10, align 4, !tbaa !31
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !32
  br i1 %6, label %148, label %14

14:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %15 = icmp sgt i32 %9, 0
  %16 = icmp sgt i32 %13, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %100

18:                                               ; preds = %14
  %19 = icmp sgt i32 %11, 0
  %20 = zext nneg i32 %13 to i64
  br i1 %19, label %25, label %21

21:                                               ; preds = %18
  %22 = zext nneg i32 %9 to i64
  %23 = shl nuw nsw i64 %22, 3
  %24 = mul i64 %23, %20
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %24, i1 false), !tbaa !11
  br label %100

25:                                               ; preds = %18
  %26 = zext nneg i32 %11 to i64
  %27 = zext nneg i32 %9 to i64
  %28 = and i64 %26, 3
  %29 = icmp ult i32 %11, 4
  %30 = and i64 %26, 2147483644
  %31 = icmp eq i64 %28, 0
  br label %32

32:                                               ; preds = %97, %25
  %33 = phi i64 [ 0, %25 ], [ %98, %97 ]
  %34 = mul nuw nsw i64 %33, %26
  %35 = mul nuw nsw i64 %33, %20
  %36 = getelementptr inbounds double, ptr %7, i64 %34
  br label %37

37:                                               ; preds = %91, %32
  %38 = phi i64 [ %95, %91 ], [ 0, %32 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  br i1 %29, label %74, label %40

40:                                               ; preds = %37, %40
  %41 = phi i64 [ %71, %40 ], [ 0, %37 ]
  %42 = phi double [ %70, %40 ], [ 0.000000e+00, %37 ]
  %43 = phi i64 [ %72, %40 ], [ 0, %37 ]
  %44 = getelementptr inbounds double, ptr %36, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = mul nuw nsw i64 %41, %20
  %47 = getelementptr inbounds double, ptr %39, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !11
  %49 = tail call double @llvm.fmuladd.f64(double %45, double %48, double %42)
  %50 = or disjoint i64 %41, 1
  %51 = getelementptr inbounds double, ptr %36, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !11
  %53 = mul nuw nsw i64 %50, %20
  %54 = getelementptr inbounds double, ptr %39, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = tail call double @llvm.fmuladd.f64(double %52, double %55, double %49)
  %57 = or disjoint i64 %41, 2
  %58 = getelementptr inbounds double, ptr %36, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = mul nuw nsw i64 %57, %20
  %61 = getelementptr inbounds double, ptr %39, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !11
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %62, double %56)
  %64 = or disjoint i64 %41, 3
  %65 = getelementptr inbounds double, ptr %36, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = mul nuw nsw i64 %64, %20
  %68 = getelementptr inbounds double, ptr %39, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !11
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %69, double %63)
  %71 = add nuw nsw i64 %41, 4
  %72 = add i64 %43, 4
  %73 = icmp eq i64 %72, %30
  br i1 %73, label %74, label %40, !llvm.loop !43

74:                                               ; preds = %40, %37
  %75 = phi double [ poison, %37 ], [ %70, %40 ]
  %76 = phi i64 [ 0, %37 ], [ %71, %40 ]
  %77 = phi double [ 0.000000e+00, %37 ], [ %70, %40 ]
  br i1 %31, label %91, label %78

78:                                               ; preds = %74, %78
  %79 = phi i64 [ %88, %78 ], [ %76, %74 ]
  %80 = phi double [ %87, %78 ], [ %77, %74 ]
  %81 = phi i64 [ %89, %78 ], [ 0, %74 ]
  %82 = getelementptr inbounds double, ptr %36, i64 %79
  %83 = load double, ptr %82, align 8, !tbaa !11
  %84 = mul nuw nsw i64 %79, %20
  %85 = getelementptr inbounds double, ptr %39, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !11
  %87 = tail call double @llvm.fmuladd.f64(double %83, double %86, double %80)
  %88 = add nuw nsw i64 %79, 1
  %89 = add i64 %81, 1
  %90 = icmp eq i64 %89, %28
  br i1 %90, label %91, label %78, !llvm.loop !55

91:                                               ; preds = %78, %74
  %92 = phi double [ %75, %74 ], [ %87, %78 ]
  %93 = add nuw nsw i64 %38, %35
  %94 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %93
  store double %92, ptr %94, align 8, !tbaa !11
  %95 = add nuw nsw i64 %38, 1
  %96 = icmp eq i64 %95, %20
  br i1 %96, label %97, label %37, !llvm.loop !45

97:                                               ; preds = %91
  %98 = add nuw nsw i64 %33, 1
  %99 = icmp eq i64 %98, %27
  br i1 %99, label %100, label %32, !llvm.loop !46

100:                                              ; preds = %97, %21, %14
  %101 = mul nsw i32 %13, %9
  %102 = icmp sgt i32 %101, 0
  br i1 %102, label %103, label %146

103:                                              ; preds = %100
  %104 = zext nneg i32 %101 to i64
  %105 = and i64 %104, 3
  %106 = icmp ult i32 %101, 4
  br i1 %106, label %131, label %107

107:                                              ; preds = %103
  %108 = and i64 %104, 2147483644
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %128, %109 ]
  %111 = phi double [ 0.000000e+00, %107 ], [ %127, %109 ]
  %112 = phi i64 [ 0, %107 ], [ %129, %109 ]
  %113 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %110
  %114 = load double, ptr %113, align 16, !tbaa !11
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %114, double %111)
  %116 = or disjoint i64 %110, 1
  %117 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !11
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %118, double %115)
  %120 = or disjoint i64 %110, 2
  %121 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %120
  %122 = load double, ptr %121, align 16, !tbaa !11
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %122, double %119)
  %124 = or disjoint i64 %110, 3
  %125 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !11
  %127 = tail call double @llvm.fmuladd.f64(double %126, double %126, double %123)
  %128 = add nuw nsw i64 %110, 4
  %129 = add i64 %112, 4
  %130 = icmp eq i64 %129, %108
  br i1 %130, label %131, label %109, !llvm.loop !48

131:                                              ; preds = %109, %103
  %132 = phi double [ poison, %103 ], [ %127, %109 ]
  %133 = phi i64 [ 0, %103 ], [ %128, %109 ]
  %134 = phi double [ 0.000000e+00, %103 ], [ %127, %109 ]
  %135 = icmp eq i64 %105, 0
  br i1 %135, label %146, label %136

136:                                              ; preds = %131, %136
  %137 = phi i64 [ %143, %136 ], [ %133, %131 ]
  %138 = phi double [ %142, %136 ], [ %134, %131 ]
  %139 = phi i64 [ %144, %136 ], [ 0, %131 ]
  %140 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %137
  %141 = load double, ptr %140, align 8, !tbaa !11
  %142 = tail call double @llvm.fmuladd.f64(double %141, double %141, double %138)
  %143 = add nuw nsw i64 %137, 1
  %144 = add i64 %139, 1
  %145 = icmp eq i64 %144, %105
  br i1 %145, label %146, label %136, !llvm.loop !56

146:                                              ; preds = %131, %136, %100
  %147 = phi double [ 0.000000e+00, %100 ], [ %132, %131 ], [ %142, %136 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  br label %285

148:                                              ; preds = %2
  %149 = mul nsw i32 %13, %9
  %150 = sext i32 %149 to i64
  %151 = shl nsw i64 %150, 3
  %152 = tail call noalias ptr @malloc(i64 noundef %151) #14
  %153 = icmp sgt i32 %9, 0
  %154 = icmp sgt i32 %13, 0
  %155 = and i1 %153, %154
  br i1 %155, label %156, label %238

156:                                              ; preds = %148
  %157 = icmp sgt i32 %11, 0
  %158 = zext nneg i32 %13 to i64
  br i1 %157, label %163, label %159

159:                                              ; preds = %156
  %160 = zext nneg i32 %9 to i64
  %161 = shl nuw nsw i64 %160, 3
  %162 = mul i64 %161, %158
  tail call void @llvm.memset.p0.i64(ptr align 8 %152, i8 0, i64 %162, i1 false), !tbaa !11
  br label %238

163:                                              ; preds = %156
  %164 = zext nneg i32 %11 to i64
  %165 = zext nneg i32 %9 to i64
  %166 = and i64 %164, 3
  %167 = icmp ult i32 %11, 4
  %168 = and i64 %164, 2147483644
  %169 = icmp eq i64 %166, 0
  br label %170

170:                                              ; preds = %235, %163
  %171 = phi i64 [ 0, %163 ], [ %236, %235 ]
  %172 = mul nuw nsw i64 %171, %158
  %173 = mul nuw nsw i64 %171, %164
  %174 = getelementptr inbounds double, ptr %152, i64 %172
  %175 = getelementptr inbounds double, ptr %7, i64 %173
  br label %176

176:                                              ; preds = %230, %170
  %177 = phi i64 [ %233, %230 ], [ 0, %170 ]
  %178 = getelementptr inbounds double, ptr %0, i64 %177
  br i1 %167, label %213, label %179

179:                                              ; preds = %176, %179
  %180 = phi i64 [ %210, %179 ], [ 0, %176 ]
  %181 = phi double [ %209, %179 ], [ 0.000000e+00, %176 ]
  %182 = phi i64 [ %211, %179 ], [ 0, %176 ]
  %183 = getelementptr inbounds double, ptr %175, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !11
  %185 = mul nuw nsw i64 %180, %158
  %186 = getelementptr inbounds double, ptr %178, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !11
  %188 = tail call double @llvm.fmuladd.f64(double %184, double %187, double %181)
  %189 = or disjoint i64 %180, 1
  %190 = getelementptr inbounds double, ptr %175, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !11
  %192 = mul nuw nsw i64 %189, %158
  %193 = getelementptr inbounds double, ptr %178, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !11
  %195 = tail call double @llvm.fmuladd.f64(double %191, double %194, double %188)
  %196 = or disjoint i64 %180, 2
  %197 = getelementptr inbounds double, ptr %175, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !11
  %199 = mul nuw nsw i64 %196, %158
  %200 = getelementptr inbounds double, ptr %178, i64 %199
  %201 = load double, ptr %200, align 8, !tbaa !11
  %202 = tail call double @llvm.fmuladd.f64(double %198, double %201, double %195)
  %203 = or disjoint i64 %180, 3
  %204 = getelementptr inbounds double, ptr %175, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !11
  %206 = mul nuw nsw i64 %203, %158
  %207 = getelementptr inbounds double, ptr %178, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !11
  %209 = tail call double @llvm.fmuladd.f64(double %205, double %208, double %202)
  %210 = add nuw nsw i64 %180, 4
  %211 = add i64 %182, 4
  %212 = icmp eq i64 %211, %168
  br i1 %212, label %213, label %179, !llvm.loop !35

213:                                              ; preds = %179, %176
  %214 = phi double [ poison, %176 ], [ %209, %179 ]
  %215 = phi i64 [ 0, %176 ], [ %210, %179 ]
  %216 = phi double [ 0.000000e+00, %176 ], [ %209, %179 ]
  br i1 %169, label %230, label %217

217:                                              ; preds = %213, %217
  %218 = phi i64 [ %227, %217 ], [ %215, %213 ]
  %219 = phi double [ %226, %217 ], [ %216, %213 ]
  %220 = phi i64 [ %228, %217 ], [ 0, %213 ]
  %221 = getelementptr inbounds double, ptr %175, i64 %218
  %222 = load double, ptr %221, align 8, !tbaa !11
  %223 = mul nuw nsw i64 %218, %158
  %224 = getelementptr inbounds double, ptr %178, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !11
  %226 = tail call double @llvm.fmuladd.f64(double %222, double %225, double %219)
  %227 = add nuw nsw i64 %218, 1
  %228 = add i64 %220, 1
  %229 = icmp eq i64 %228, %166
  br i1 %229, label %230, label %217, !llvm.loop !57

230:                                              ; preds = %217, %213
  %231 = phi double [ %214, %213 ], [ %226, %217 ]
  %232 = getelementptr inbounds double, ptr %174, i64 %177
  store double %231, ptr %232, align 8, !tbaa !11
  %233 = add nuw nsw i64 %177, 1
  %234 = icmp eq i64 %233, %158
  br i1 %234, label %235, label %176, !llvm.loop !37

235:                                              ; preds = %230
  %236 = add nuw nsw i64 %171, 1
  %237 = icmp eq i64 %236, %165
  br i1 %237, label %238, label %170, !llvm.loop !38

238:                                              ; preds = %235, %159, %148
  %239 = icmp sgt i32 %149, 0
  br i1 %239, label %240, label %283

240:                                              ; preds = %238
  %241 = zext nneg i32 %149 to i64
  %242 = and i64 %241, 3
  %243 = icmp ult i32 %149, 4
  br i1 %243, label %268, label %244

244:                                              ; preds = %240
  %245 = and i64 %241, 2147483644
  br label %246

246:                                              ; preds = %246, %244
  %247 = phi i64 [ 0, %244 ], [ %265, %246 ]
  %248 = phi double [ 0.000000e+00, %244 ], [ %264, %246 ]
  %249 = phi i64 [ 0, %244 ], [ %266, %246 ]
  %250 = getelementptr inbounds double, ptr %152, i64 %247
  %251 = load double, ptr %250, align 8, !tbaa !11
  %252 = tail call double @llvm.fmuladd.f64(double %251, double %251, double %248)
  %253 = or disjoint i64 %247, 1
  %254 = getelementptr inbounds double, ptr %152, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !11
  %256 = tail call double @llvm.fmuladd.f64(double %255, double %255, double %252)
  %257 = or disjoint i64 %247, 2
  %258 = getelementptr inbounds double, ptr %152, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !11
  %260 = tail call double @llvm.fmuladd.f64(double %259, double %259, double %256)
  %261 = or disjoint i64 %247, 3
  %262 = getelementptr inbounds double, ptr %152, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !11
  %264 = tail call double @llvm.fmuladd.f64(double %263, double %263, double %260)
  %265 = add nuw nsw i64 %247, 4
  %266 = add i64 %249, 4
  %267 = icmp eq i64 %266, %245
  br i1 %267, label %268, label %246, !llvm.loop !40

268:                                              ; preds = %246, %240
  %269 = phi double [ poison, %240 ], [ %264, %246 ]
  %270 = phi i64 [ 0, %240 ], [ %265, %246 ]
  %271 = phi double [ 0.000000e+00, %240 ], [ %264, %246 ]
  %272 = icmp eq i64 %242, 0
  br i1 %272, label %283, label %273

273:                                              ; preds = %268, %273
  %274 = phi i64 [ %280, %273 ], [ %270, %268 ]
  %275 = phi double [ %279, %273 ], [ %271, %268 ]
  %276 = phi i64 [ %281, %273 ], [ 0, %268 ]
  %277 = getelementptr inbounds double, ptr %152, i64 %274
  %278 = load double, ptr %277, align 8, !tbaa !11
  %279 = tail call double @llvm.fmuladd.f64(double %278, double %278, double %275)
  %280 = add nuw nsw i64 %274, 1
  %281 = add i64 %276, 1
  %282 = icmp eq i64 %281, %242
  br i1 %282, label %283, label %273, !llvm.loop !58

283:                                              ; preds = %268, %273, %238
  %284 = phi double [ 0.000000e+00, %238 ], [ %269, %268 ], [ %279, %273 ]
  tail call void @free(ptr noundef %152) #13
  br label %285

285:                                              ; preds = %283, %146
  %286 = phi double [ %147, %146 ], [ %284, %283 ]
  ret double %286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = !{!27, !28, i64 0}
!27 = !{!"", !28, i64 0, !28, i64 8, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28}
!28 = !{!"any pointer", !7, i64 0}
!29 = !{!27, !28, i64 8}
!30 = !{!27, !6, i64 16}
!31 = !{!27, !6, i64 20}
!32 = !{!27, !6, i64 24}
!33 = !{!27, !6, i64 28}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !17}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !17}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !17}
!48 = distinct !{!48, !14}
!49 = !{ptr @obj_A, ptr @obj_B}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !17}
!52 = distinct !{!52, !17}
!53 = distinct !{!53, !17}
!54 = distinct !{!54, !17}
!55 = distinct !{!55, !17}
!56 = distinct !{!56, !17}
!57 = distinct !{!57, !17}
!58 = distinct !{!58, !17}
