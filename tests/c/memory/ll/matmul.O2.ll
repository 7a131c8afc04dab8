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

14:                                               ; preds = %336
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

20:                                               ; preds = %0, %336
  %21 = phi i64 [ 0, %0 ], [ %341, %336 ]
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
  br i1 %122, label %123, label %219

123:                                              ; preds = %121
  %124 = icmp sgt i32 %27, 0
  %125 = icmp sgt i32 %25, 0
  %126 = zext i32 %27 to i64
  %127 = zext nneg i32 %23 to i64
  %128 = zext i32 %25 to i64
  %129 = and i64 %128, 3
  %130 = icmp ult i32 %25, 4
  %131 = and i64 %128, 2147483644
  %132 = icmp eq i64 %129, 0
  br label %133

133:                                              ; preds = %141, %123
  %134 = phi i64 [ 0, %123 ], [ %142, %141 ]
  br i1 %124, label %135, label %141

135:                                              ; preds = %133
  %136 = mul nuw nsw i64 %134, %126
  %137 = trunc i64 %134 to i32
  %138 = mul i32 %25, %137
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds double, ptr %2, i64 %139
  br label %149

141:                                              ; preds = %174, %133
  %142 = add nuw nsw i64 %134, 1
  %143 = icmp eq i64 %142, %127
  br i1 %143, label %144, label %133, !llvm.loop !15

144:                                              ; preds = %141
  %145 = and i64 %126, 1
  %146 = icmp eq i32 %27, 1
  %147 = and i64 %126, 2147483646
  %148 = icmp eq i64 %145, 0
  br label %211

149:                                              ; preds = %174, %135
  %150 = phi i64 [ 0, %135 ], [ %175, %174 ]
  %151 = add nuw nsw i64 %150, %136
  %152 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %151
  store double 0.000000e+00, ptr %152, align 8, !tbaa !11
  br i1 %125, label %153, label %174

153:                                              ; preds = %149
  %154 = getelementptr inbounds double, ptr %3, i64 %150
  br i1 %130, label %155, label %177

155:                                              ; preds = %177, %153
  %156 = phi double [ poison, %153 ], [ %207, %177 ]
  %157 = phi i64 [ 0, %153 ], [ %208, %177 ]
  %158 = phi double [ 0.000000e+00, %153 ], [ %207, %177 ]
  br i1 %132, label %172, label %159

159:                                              ; preds = %155, %159
  %160 = phi i64 [ %169, %159 ], [ %157, %155 ]
  %161 = phi double [ %168, %159 ], [ %158, %155 ]
  %162 = phi i64 [ %170, %159 ], [ 0, %155 ]
  %163 = getelementptr inbounds double, ptr %140, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = mul nuw nsw i64 %160, %126
  %166 = getelementptr inbounds double, ptr %154, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = call double @llvm.fmuladd.f64(double %164, double %167, double %161)
  %169 = add nuw nsw i64 %160, 1
  %170 = add i64 %162, 1
  %171 = icmp eq i64 %170, %129
  br i1 %171, label %172, label %159, !llvm.loop !16

172:                                              ; preds = %159, %155
  %173 = phi double [ %156, %155 ], [ %168, %159 ]
  store double %173, ptr %152, align 8, !tbaa !11
  br label %174

174:                                              ; preds = %172, %149
  %175 = add nuw nsw i64 %150, 1
  %176 = icmp eq i64 %175, %126
  br i1 %176, label %141, label %149, !llvm.loop !18

177:                                              ; preds = %153, %177
  %178 = phi i64 [ %208, %177 ], [ 0, %153 ]
  %179 = phi double [ %207, %177 ], [ 0.000000e+00, %153 ]
  %180 = phi i64 [ %209, %177 ], [ 0, %153 ]
  %181 = getelementptr inbounds double, ptr %140, i64 %178
  %182 = load double, ptr %181, align 8, !tbaa !11
  %183 = mul nuw nsw i64 %178, %126
  %184 = getelementptr inbounds double, ptr %154, i64 %183
  %185 = load double, ptr %184, align 8, !tbaa !11
  %186 = call double @llvm.fmuladd.f64(double %182, double %185, double %179)
  %187 = or disjoint i64 %178, 1
  %188 = getelementptr inbounds double, ptr %140, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !11
  %190 = mul nuw nsw i64 %187, %126
  %191 = getelementptr inbounds double, ptr %154, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !11
  %193 = call double @llvm.fmuladd.f64(double %189, double %192, double %186)
  %194 = or disjoint i64 %178, 2
  %195 = getelementptr inbounds double, ptr %140, i64 %194
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = mul nuw nsw i64 %194, %126
  %198 = getelementptr inbounds double, ptr %154, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !11
  %200 = call double @llvm.fmuladd.f64(double %196, double %199, double %193)
  %201 = or disjoint i64 %178, 3
  %202 = getelementptr inbounds double, ptr %140, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !11
  %204 = mul nuw nsw i64 %201, %126
  %205 = getelementptr inbounds double, ptr %154, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !11
  %207 = call double @llvm.fmuladd.f64(double %203, double %206, double %200)
  %208 = add nuw nsw i64 %178, 4
  %209 = add i64 %180, 4
  %210 = icmp eq i64 %209, %131
  br i1 %210, label %155, label %177, !llvm.loop !19

211:                                              ; preds = %144, %230
  %212 = phi i64 [ %231, %230 ], [ 0, %144 ]
  br i1 %125, label %213, label %230

213:                                              ; preds = %211
  %214 = mul nuw nsw i64 %212, %128
  %215 = trunc i64 %212 to i32
  %216 = mul i32 %27, %215
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds double, ptr %6, i64 %214
  br label %233

219:                                              ; preds = %230, %121
  %220 = icmp sgt i32 %25, 0
  br i1 %220, label %221, label %336

221:                                              ; preds = %219
  %222 = icmp sgt i32 %27, 0
  %223 = zext nneg i32 %25 to i64
  %224 = zext i32 %27 to i64
  %225 = zext i32 %23 to i64
  %226 = and i64 %225, 1
  %227 = icmp eq i32 %23, 1
  %228 = and i64 %225, 2147483646
  %229 = icmp eq i64 %226, 0
  br label %278

230:                                              ; preds = %253, %211
  %231 = add nuw nsw i64 %212, 1
  %232 = icmp eq i64 %231, %127
  br i1 %232, label %219, label %211, !llvm.loop !20

233:                                              ; preds = %253, %213
  %234 = phi i64 [ 0, %213 ], [ %254, %253 ]
  %235 = getelementptr inbounds double, ptr %218, i64 %234
  store double 0.000000e+00, ptr %235, align 8, !tbaa !11
  br i1 %124, label %236, label %253

236:                                              ; preds = %233
  %237 = mul nuw nsw i64 %234, %126
  %238 = getelementptr inbounds double, ptr %3, i64 %237
  br i1 %146, label %239, label %256

239:                                              ; preds = %256, %236
  %240 = phi double [ poison, %236 ], [ %274, %256 ]
  %241 = phi i64 [ 0, %236 ], [ %275, %256 ]
  %242 = phi double [ 0.000000e+00, %236 ], [ %274, %256 ]
  br i1 %148, label %251, label %243

243:                                              ; preds = %239
  %244 = add nuw nsw i64 %241, %217
  %245 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !11
  %247 = fmul double %246, 2.000000e+00
  %248 = getelementptr inbounds double, ptr %238, i64 %241
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = call double @llvm.fmuladd.f64(double %247, double %249, double %242)
  br label %251

251:                                              ; preds = %239, %243
  %252 = phi double [ %240, %239 ], [ %250, %243 ]
  store double %252, ptr %235, align 8, !tbaa !11
  br label %253

253:                                              ; preds = %251, %233
  %254 = add nuw nsw i64 %234, 1
  %255 = icmp eq i64 %254, %128
  br i1 %255, label %230, label %233, !llvm.loop !21

256:                                              ; preds = %236, %256
  %257 = phi i64 [ %275, %256 ], [ 0, %236 ]
  %258 = phi double [ %274, %256 ], [ 0.000000e+00, %236 ]
  %259 = phi i64 [ %276, %256 ], [ 0, %236 ]
  %260 = add nuw nsw i64 %257, %217
  %261 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %260
  %262 = load double, ptr %261, align 8, !tbaa !11
  %263 = fmul double %262, 2.000000e+00
  %264 = getelementptr inbounds double, ptr %238, i64 %257
  %265 = load double, ptr %264, align 8, !tbaa !11
  %266 = call double @llvm.fmuladd.f64(double %263, double %265, double %258)
  %267 = or disjoint i64 %257, 1
  %268 = add nuw nsw i64 %267, %217
  %269 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !11
  %271 = fmul double %270, 2.000000e+00
  %272 = getelementptr inbounds double, ptr %238, i64 %267
  %273 = load double, ptr %272, align 8, !tbaa !11
  %274 = call double @llvm.fmuladd.f64(double %271, double %273, double %266)
  %275 = add nuw nsw i64 %257, 2
  %276 = add i64 %259, 2
  %277 = icmp eq i64 %276, %147
  br i1 %277, label %239, label %256, !llvm.loop !22

278:                                              ; preds = %284, %221
  %279 = phi i64 [ 0, %221 ], [ %285, %284 ]
  br i1 %222, label %280, label %284

280:                                              ; preds = %278
  %281 = mul nuw nsw i64 %279, %224
  %282 = getelementptr inbounds double, ptr %7, i64 %281
  %283 = getelementptr inbounds double, ptr %2, i64 %279
  br label %287

284:                                              ; preds = %307, %278
  %285 = add nuw nsw i64 %279, 1
  %286 = icmp eq i64 %285, %223
  br i1 %286, label %336, label %278, !llvm.loop !23

287:                                              ; preds = %307, %280
  %288 = phi i64 [ 0, %280 ], [ %308, %307 ]
  %289 = getelementptr inbounds double, ptr %282, i64 %288
  store double 0.000000e+00, ptr %289, align 8, !tbaa !11
  br i1 %122, label %290, label %307

290:                                              ; preds = %287
  br i1 %227, label %291, label %310

291:                                              ; preds = %310, %290
  %292 = phi double [ poison, %290 ], [ %332, %310 ]
  %293 = phi i64 [ 0, %290 ], [ %333, %310 ]
  %294 = phi double [ 0.000000e+00, %290 ], [ %332, %310 ]
  br i1 %229, label %305, label %295

295:                                              ; preds = %291
  %296 = mul nuw nsw i64 %293, %223
  %297 = getelementptr inbounds double, ptr %283, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !11
  %299 = fmul double %298, 2.000000e+00
  %300 = mul nuw nsw i64 %293, %224
  %301 = add nuw nsw i64 %300, %288
  %302 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !11
  %304 = call double @llvm.fmuladd.f64(double %299, double %303, double %294)
  br label %305

305:                                              ; preds = %291, %295
  %306 = phi double [ %292, %291 ], [ %304, %295 ]
  store double %306, ptr %289, align 8, !tbaa !11
  br label %307

307:                                              ; preds = %305, %287
  %308 = add nuw nsw i64 %288, 1
  %309 = icmp eq i64 %308, %224
  br i1 %309, label %284, label %287, !llvm.loop !24

310:                                              ; preds = %290, %310
  %311 = phi i64 [ %333, %310 ], [ 0, %290 ]
  %312 = phi double [ %332, %310 ], [ 0.000000e+00, %290 ]
  %313 = phi i64 [ %334, %310 ], [ 0, %290 ]
  %314 = mul nuw nsw i64 %311, %223
  %315 = getelementptr inbounds double, ptr %283, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !11
  %317 = fmul double %316, 2.000000e+00
  %318 = mul nuw nsw i64 %311, %224
  %319 = add nuw nsw i64 %318, %288
  %320 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %319
  %321 = load double, ptr %320, align 8, !tbaa !11
  %322 = call double @llvm.fmuladd.f64(double %317, double %321, double %312)
  %323 = or disjoint i64 %311, 1
  %324 = mul nuw nsw i64 %323, %223
  %325 = getelementptr inbounds double, ptr %283, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !11
  %327 = fmul double %326, 2.000000e+00
  %328 = mul nuw nsw i64 %323, %224
  %329 = add nuw nsw i64 %328, %288
  %330 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %329
  %331 = load double, ptr %330, align 8, !tbaa !11
  %332 = call double @llvm.fmuladd.f64(double %327, double %331, double %322)
  %333 = add nuw nsw i64 %311, 2
  %334 = add i64 %313, 2
  %335 = icmp eq i64 %334, %228
  br i1 %335, label %291, label %310, !llvm.loop !25

336:                                              ; preds = %284, %219
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
  %337 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss, ptr noundef nonnull %2, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_result(ptr noundef nonnull @.str, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  store i32 1, ptr %13, align 4, !tbaa !33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  %338 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss_stack, ptr noundef nonnull %2, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_result(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  store i32 0, ptr %13, align 4, !tbaa !33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  %339 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %340 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %339, ptr noundef nonnull %3, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_A, ptr noundef nonnull %8, ptr noundef nonnull %2, i32 noundef %28, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  %341 = add nuw nsw i64 %21, 1
  %342 = icmp eq i64 %341, 4
  br i1 %342, label %14, label %20, !llvm.loop !34
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
  br i1 %10, label %11, label %30

11:                                               ; preds = %5
  %12 = icmp sgt i32 %4, 0
  %13 = icmp sgt i32 %3, 0
  %14 = zext i32 %4 to i64
  %15 = zext nneg i32 %2 to i64
  %16 = zext i32 %3 to i64
  %17 = and i64 %16, 3
  %18 = icmp ult i32 %3, 4
  %19 = and i64 %16, 2147483644
  %20 = icmp eq i64 %17, 0
  br label %21

21:                                               ; preds = %11, %38
  %22 = phi i64 [ 0, %11 ], [ %39, %38 ]
  br i1 %12, label %23, label %38

23:                                               ; preds = %21
  %24 = mul nuw nsw i64 %22, %14
  %25 = trunc i64 %22 to i32
  %26 = mul i32 %25, %3
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %9, i64 %24
  %29 = getelementptr inbounds double, ptr %0, i64 %27
  br label %41

30:                                               ; preds = %38, %5
  %31 = icmp sgt i32 %6, 0
  br i1 %31, label %32, label %117

32:                                               ; preds = %30
  %33 = zext nneg i32 %6 to i64
  %34 = and i64 %33, 3
  %35 = icmp ult i32 %6, 4
  br i1 %35, label %102, label %36

36:                                               ; preds = %32
  %37 = and i64 %33, 2147483644
  br label %119

38:                                               ; preds = %65, %21
  %39 = add nuw nsw i64 %22, 1
  %40 = icmp eq i64 %39, %15
  br i1 %40, label %30, label %21, !llvm.loop !35

41:                                               ; preds = %23, %65
  %42 = phi i64 [ 0, %23 ], [ %66, %65 ]
  %43 = getelementptr inbounds double, ptr %28, i64 %42
  store double 0.000000e+00, ptr %43, align 8, !tbaa !11
  br i1 %13, label %44, label %65

44:                                               ; preds = %41
  %45 = getelementptr inbounds double, ptr %1, i64 %42
  br i1 %18, label %46, label %68

46:                                               ; preds = %68, %44
  %47 = phi double [ poison, %44 ], [ %98, %68 ]
  %48 = phi i64 [ 0, %44 ], [ %99, %68 ]
  %49 = phi double [ 0.000000e+00, %44 ], [ %98, %68 ]
  br i1 %20, label %63, label %50

50:                                               ; preds = %46, %50
  %51 = phi i64 [ %60, %50 ], [ %48, %46 ]
  %52 = phi double [ %59, %50 ], [ %49, %46 ]
  %53 = phi i64 [ %61, %50 ], [ 0, %46 ]
  %54 = getelementptr inbounds double, ptr %29, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = mul nuw nsw i64 %51, %14
  %57 = getelementptr inbounds double, ptr %45, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = tail call double @llvm.fmuladd.f64(double %55, double %58, double %52)
  %60 = add nuw nsw i64 %51, 1
  %61 = add i64 %53, 1
  %62 = icmp eq i64 %61, %17
  br i1 %62, label %63, label %50, !llvm.loop !36

63:                                               ; preds = %50, %46
  %64 = phi double [ %47, %46 ], [ %59, %50 ]
  store double %64, ptr %43, align 8, !tbaa !11
  br label %65

65:                                               ; preds = %63, %41
  %66 = add nuw nsw i64 %42, 1
  %67 = icmp eq i64 %66, %14
  br i1 %67, label %38, label %41, !llvm.loop !37

68:                                               ; preds = %44, %68
  %69 = phi i64 [ %99, %68 ], [ 0, %44 ]
  %70 = phi double [ %98, %68 ], [ 0.000000e+00, %44 ]
  %71 = phi i64 [ %100, %68 ], [ 0, %44 ]
  %72 = getelementptr inbounds double, ptr %29, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = mul nuw nsw i64 %69, %14
  %75 = getelementptr inbounds double, ptr %45, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !11
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %76, double %70)
  %78 = or disjoint i64 %69, 1
  %79 = getelementptr inbounds double, ptr %29, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = mul nuw nsw i64 %78, %14
  %82 = getelementptr inbounds double, ptr %45, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !11
  %84 = tail call double @llvm.fmuladd.f64(double %80, double %83, double %77)
  %85 = or disjoint i64 %69, 2
  %86 = getelementptr inbounds double, ptr %29, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !11
  %88 = mul nuw nsw i64 %85, %14
  %89 = getelementptr inbounds double, ptr %45, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = tail call double @llvm.fmuladd.f64(double %87, double %90, double %84)
  %92 = or disjoint i64 %69, 3
  %93 = getelementptr inbounds double, ptr %29, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !11
  %95 = mul nuw nsw i64 %92, %14
  %96 = getelementptr inbounds double, ptr %45, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !11
  %98 = tail call double @llvm.fmuladd.f64(double %94, double %97, double %91)
  %99 = add nuw nsw i64 %69, 4
  %100 = add i64 %71, 4
  %101 = icmp eq i64 %100, %19
  br i1 %101, label %46, label %68, !llvm.loop !38

102:                                              ; preds = %119, %32
  %103 = phi double [ poison, %32 ], [ %137, %119 ]
  %104 = phi i64 [ 0, %32 ], [ %138, %119 ]
  %105 = phi double [ 0.000000e+00, %32 ], [ %137, %119 ]
  %106 = icmp eq i64 %34, 0
  br i1 %106, label %117, label %107

107:                                              ; preds = %102, %107
  %108 = phi i64 [ %114, %107 ], [ %104, %102 ]
  %109 = phi double [ %113, %107 ], [ %105, %102 ]
  %110 = phi i64 [ %115, %107 ], [ 0, %102 ]
  %111 = getelementptr inbounds double, ptr %9, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !11
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %112, double %109)
  %114 = add nuw nsw i64 %108, 1
  %115 = add i64 %110, 1
  %116 = icmp eq i64 %115, %34
  br i1 %116, label %117, label %107, !llvm.loop !39

117:                                              ; preds = %102, %107, %30
  %118 = phi double [ 0.000000e+00, %30 ], [ %103, %102 ], [ %113, %107 ]
  tail call void @free(ptr noundef %9) #13
  ret double %118

119:                                              ; preds = %119, %36
  %120 = phi i64 [ 0, %36 ], [ %138, %119 ]
  %121 = phi double [ 0.000000e+00, %36 ], [ %137, %119 ]
  %122 = phi i64 [ 0, %36 ], [ %139, %119 ]
  %123 = getelementptr inbounds double, ptr %9, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %124, double %121)
  %126 = or disjoint i64 %120, 1
  %127 = getelementptr inbounds double, ptr %9, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !11
  %129 = tail call double @llvm.fmuladd.f64(double %128, double %128, double %125)
  %130 = or disjoint i64 %120, 2
  %131 = getelementptr inbounds double, ptr %9, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %132, double %129)
  %134 = or disjoint i64 %120, 3
  %135 = getelementptr inbounds double, ptr %9, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !11
  %137 = tail call double @llvm.fmuladd.f64(double %136, double %136, double %133)
  %138 = add nuw nsw i64 %120, 4
  %139 = add i64 %122, 4
  %140 = icmp eq i64 %139, %37
  br i1 %140, label %102, label %119, !llvm.loop !40
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
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = icmp sgt i32 %4, 0
  %10 = icmp sgt i32 %3, 0
  %11 = zext i32 %4 to i64
  %12 = zext nneg i32 %2 to i64
  %13 = zext i32 %3 to i64
  %14 = and i64 %13, 3
  %15 = icmp ult i32 %3, 4
  %16 = and i64 %13, 2147483644
  %17 = icmp eq i64 %14, 0
  br label %18

18:                                               ; preds = %8, %39
  %19 = phi i64 [ 0, %8 ], [ %40, %39 ]
  br i1 %9, label %20, label %39

20:                                               ; preds = %18
  %21 = mul nuw nsw i64 %19, %11
  %22 = trunc i64 %19 to i32
  %23 = mul i32 %22, %3
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  br label %35

26:                                               ; preds = %39, %5
  %27 = mul nsw i32 %4, %2
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %114

29:                                               ; preds = %26
  %30 = zext nneg i32 %27 to i64
  %31 = and i64 %30, 3
  %32 = icmp ult i32 %27, 4
  br i1 %32, label %99, label %33

33:                                               ; preds = %29
  %34 = and i64 %30, 2147483644
  br label %116

35:                                               ; preds = %20, %59
  %36 = phi i64 [ 0, %20 ], [ %63, %59 ]
  br i1 %10, label %37, label %59

37:                                               ; preds = %35
  %38 = getelementptr inbounds double, ptr %1, i64 %36
  br i1 %15, label %42, label %65

39:                                               ; preds = %59, %18
  %40 = add nuw nsw i64 %19, 1
  %41 = icmp eq i64 %40, %12
  br i1 %41, label %26, label %18, !llvm.loop !43

42:                                               ; preds = %65, %37
  %43 = phi double [ poison, %37 ], [ %95, %65 ]
  %44 = phi i64 [ 0, %37 ], [ %96, %65 ]
  %45 = phi double [ 0.000000e+00, %37 ], [ %95, %65 ]
  br i1 %17, label %59, label %46

46:                                               ; preds = %42, %46
  %47 = phi i64 [ %56, %46 ], [ %44, %42 ]
  %48 = phi double [ %55, %46 ], [ %45, %42 ]
  %49 = phi i64 [ %57, %46 ], [ 0, %42 ]
  %50 = getelementptr inbounds double, ptr %25, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = mul nuw nsw i64 %47, %11
  %53 = getelementptr inbounds double, ptr %38, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !11
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = add nuw nsw i64 %47, 1
  %57 = add i64 %49, 1
  %58 = icmp eq i64 %57, %14
  br i1 %58, label %59, label %46, !llvm.loop !44

59:                                               ; preds = %42, %46, %35
  %60 = phi double [ 0.000000e+00, %35 ], [ %43, %42 ], [ %55, %46 ]
  %61 = add nuw nsw i64 %36, %21
  %62 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %61
  store double %60, ptr %62, align 8, !tbaa !11
  %63 = add nuw nsw i64 %36, 1
  %64 = icmp eq i64 %63, %11
  br i1 %64, label %39, label %35, !llvm.loop !45

65:                                               ; preds = %37, %65
  %66 = phi i64 [ %96, %65 ], [ 0, %37 ]
  %67 = phi double [ %95, %65 ], [ 0.000000e+00, %37 ]
  %68 = phi i64 [ %97, %65 ], [ 0, %37 ]
  %69 = getelementptr inbounds double, ptr %25, i64 %66
  %70 = load double, ptr %69, align 8, !tbaa !11
  %71 = mul nuw nsw i64 %66, %11
  %72 = getelementptr inbounds double, ptr %38, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = tail call double @llvm.fmuladd.f64(double %70, double %73, double %67)
  %75 = or disjoint i64 %66, 1
  %76 = getelementptr inbounds double, ptr %25, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = mul nuw nsw i64 %75, %11
  %79 = getelementptr inbounds double, ptr %38, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = tail call double @llvm.fmuladd.f64(double %77, double %80, double %74)
  %82 = or disjoint i64 %66, 2
  %83 = getelementptr inbounds double, ptr %25, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !11
  %85 = mul nuw nsw i64 %82, %11
  %86 = getelementptr inbounds double, ptr %38, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !11
  %88 = tail call double @llvm.fmuladd.f64(double %84, double %87, double %81)
  %89 = or disjoint i64 %66, 3
  %90 = getelementptr inbounds double, ptr %25, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = mul nuw nsw i64 %89, %11
  %93 = getelementptr inbounds double, ptr %38, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !11
  %95 = tail call double @llvm.fmuladd.f64(double %91, double %94, double %88)
  %96 = add nuw nsw i64 %66, 4
  %97 = add i64 %68, 4
  %98 = icmp eq i64 %97, %16
  br i1 %98, label %42, label %65, !llvm.loop !46

99:                                               ; preds = %116, %29
  %100 = phi double [ poison, %29 ], [ %134, %116 ]
  %101 = phi i64 [ 0, %29 ], [ %135, %116 ]
  %102 = phi double [ 0.000000e+00, %29 ], [ %134, %116 ]
  %103 = icmp eq i64 %31, 0
  br i1 %103, label %114, label %104

104:                                              ; preds = %99, %104
  %105 = phi i64 [ %111, %104 ], [ %101, %99 ]
  %106 = phi double [ %110, %104 ], [ %102, %99 ]
  %107 = phi i64 [ %112, %104 ], [ 0, %99 ]
  %108 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !11
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %109, double %106)
  %111 = add nuw nsw i64 %105, 1
  %112 = add i64 %107, 1
  %113 = icmp eq i64 %112, %31
  br i1 %113, label %114, label %104, !llvm.loop !47

114:                                              ; preds = %99, %104, %26
  %115 = phi double [ 0.000000e+00, %26 ], [ %100, %99 ], [ %110, %104 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #13
  ret double %115

116:                                              ; preds = %116, %33
  %117 = phi i64 [ 0, %33 ], [ %135, %116 ]
  %118 = phi double [ 0.000000e+00, %33 ], [ %134, %116 ]
  %119 = phi i64 [ 0, %33 ], [ %136, %116 ]
  %120 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %117
  %121 = load double, ptr %120, align 16, !tbaa !11
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %121, double %118)
  %123 = or disjoint i64 %117, 1
  %124 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !11
  %126 = tail call double @llvm.fmuladd.f64(double %125, double %125, double %122)
  %127 = or disjoint i64 %117, 2
  %128 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %127
  %129 = load double, ptr %128, align 16, !tbaa !11
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %129, double %126)
  %131 = or disjoint i64 %117, 3
  %132 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %133, double %130)
  %135 = add nuw nsw i64 %117, 4
  %136 = add i64 %119, 4
  %137 = icmp eq i64 %136, %34
  br i1 %137, label %99, label %116, !llvm.loop !48
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
  br i1 %6, label %147, label %15

15:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %16 = icmp sgt i32 %10, 0
  br i1 %16, label %17, label %35

17:                                               ; preds = %15
  %18 = icmp sgt i32 %14, 0
  %19 = icmp sgt i32 %12, 0
  %20 = zext i32 %14 to i64
  %21 = zext nneg i32 %10 to i64
  %22 = zext i32 %12 to i64
  %23 = and i64 %22, 3
  %24 = icmp ult i32 %12, 4
  %25 = and i64 %22, 2147483644
  %26 = icmp eq i64 %23, 0
  br label %27

27:                                               ; preds = %48, %17
  %28 = phi i64 [ 0, %17 ], [ %49, %48 ]
  br i1 %18, label %29, label %48

29:                                               ; preds = %27
  %30 = mul nuw nsw i64 %28, %20
  %31 = trunc i64 %28 to i32
  %32 = mul i32 %12, %31
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  br label %44

35:                                               ; preds = %48, %15
  %36 = mul nsw i32 %14, %10
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %38, label %145

38:                                               ; preds = %35
  %39 = zext nneg i32 %36 to i64
  %40 = and i64 %39, 3
  %41 = icmp ult i32 %36, 4
  br i1 %41, label %130, label %42

42:                                               ; preds = %38
  %43 = and i64 %39, 2147483644
  br label %108

44:                                               ; preds = %68, %29
  %45 = phi i64 [ 0, %29 ], [ %72, %68 ]
  br i1 %19, label %46, label %68

46:                                               ; preds = %44
  %47 = getelementptr inbounds double, ptr %8, i64 %45
  br i1 %24, label %51, label %74

48:                                               ; preds = %68, %27
  %49 = add nuw nsw i64 %28, 1
  %50 = icmp eq i64 %49, %21
  br i1 %50, label %35, label %27, !llvm.loop !43

51:                                               ; preds = %74, %46
  %52 = phi double [ poison, %46 ], [ %104, %74 ]
  %53 = phi i64 [ 0, %46 ], [ %105, %74 ]
  %54 = phi double [ 0.000000e+00, %46 ], [ %104, %74 ]
  br i1 %26, label %68, label %55

55:                                               ; preds = %51, %55
  %56 = phi i64 [ %65, %55 ], [ %53, %51 ]
  %57 = phi double [ %64, %55 ], [ %54, %51 ]
  %58 = phi i64 [ %66, %55 ], [ 0, %51 ]
  %59 = getelementptr inbounds double, ptr %34, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = mul nuw nsw i64 %56, %20
  %62 = getelementptr inbounds double, ptr %47, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !11
  %64 = tail call double @llvm.fmuladd.f64(double %60, double %63, double %57)
  %65 = add nuw nsw i64 %56, 1
  %66 = add i64 %58, 1
  %67 = icmp eq i64 %66, %23
  br i1 %67, label %68, label %55, !llvm.loop !51

68:                                               ; preds = %51, %55, %44
  %69 = phi double [ 0.000000e+00, %44 ], [ %52, %51 ], [ %64, %55 ]
  %70 = add nuw nsw i64 %45, %30
  %71 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %70
  store double %69, ptr %71, align 8, !tbaa !11
  %72 = add nuw nsw i64 %45, 1
  %73 = icmp eq i64 %72, %20
  br i1 %73, label %48, label %44, !llvm.loop !45

74:                                               ; preds = %46, %74
  %75 = phi i64 [ %105, %74 ], [ 0, %46 ]
  %76 = phi double [ %104, %74 ], [ 0.000000e+00, %46 ]
  %77 = phi i64 [ %106, %74 ], [ 0, %46 ]
  %78 = getelementptr inbounds double, ptr %34, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !11
  %80 = mul nuw nsw i64 %75, %20
  %81 = getelementptr inbounds double, ptr %47, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !11
  %83 = tail call double @llvm.fmuladd.f64(double %79, double %82, double %76)
  %84 = or disjoint i64 %75, 1
  %85 = getelementptr inbounds double, ptr %34, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !11
  %87 = mul nuw nsw i64 %84, %20
  %88 = getelementptr inbounds double, ptr %47, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !11
  %90 = tail call double @llvm.fmuladd.f64(double %86, double %89, double %83)
  %91 = or disjoint i64 %75, 2
  %92 = getelementptr inbounds double, ptr %34, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !11
  %94 = mul nuw nsw i64 %91, %20
  %95 = getelementptr inbounds double, ptr %47, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !11
  %97 = tail call double @llvm.fmuladd.f64(double %93, double %96, double %90)
  %98 = or disjoint i64 %75, 3
  %99 = getelementptr inbounds double, ptr %34, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !11
  %101 = mul nuw nsw i64 %98, %20
  %102 = getelementptr inbounds double, ptr %47, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = tail call double @llvm.fmuladd.f64(double %100, double %103, double %97)
  %105 = add nuw nsw i64 %75, 4
  %106 = add i64 %77, 4
  %107 = icmp eq i64 %106, %25
  br i1 %107, label %51, label %74, !llvm.loop !46

108:                                              ; preds = %108, %42
  %109 = phi i64 [ 0, %42 ], [ %127, %108 ]
  %110 = phi double [ 0.000000e+00, %42 ], [ %126, %108 ]
  %111 = phi i64 [ 0, %42 ], [ %128, %108 ]
  %112 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %109
  %113 = load double, ptr %112, align 16, !tbaa !11
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %113, double %110)
  %115 = or disjoint i64 %109, 1
  %116 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %117, double %114)
  %119 = or disjoint i64 %109, 2
  %120 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %119
  %121 = load double, ptr %120, align 16, !tbaa !11
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %121, double %118)
  %123 = or disjoint i64 %109, 3
  %124 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !11
  %126 = tail call double @llvm.fmuladd.f64(double %125, double %125, double %122)
  %127 = add nuw nsw i64 %109, 4
  %128 = add i64 %111, 4
  %129 = icmp eq i64 %128, %43
  br i1 %129, label %130, label %108, !llvm.loop !48

130:                                              ; preds = %108, %38
  %131 = phi double [ poison, %38 ], [ %126, %108 ]
  %132 = phi i64 [ 0, %38 ], [ %127, %108 ]
  %133 = phi double [ 0.000000e+00, %38 ], [ %126, %108 ]
  %134 = icmp eq i64 %40, 0
  br i1 %134, label %145, label %135

135:                                              ; preds = %130, %135
  %136 = phi i64 [ %142, %135 ], [ %132, %130 ]
  %137 = phi double [ %141, %135 ], [ %133, %130 ]
  %138 = phi i64 [ %143, %135 ], [ 0, %130 ]
  %139 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %136
  %140 = load double, ptr %139, align 8, !tbaa !11
  %141 = tail call double @llvm.fmuladd.f64(double %140, double %140, double %137)
  %142 = add nuw nsw i64 %136, 1
  %143 = add i64 %138, 1
  %144 = icmp eq i64 %143, %40
  br i1 %144, label %145, label %135, !llvm.loop !52

145:                                              ; preds = %130, %135, %35
  %146 = phi double [ 0.000000e+00, %35 ], [ %131, %130 ], [ %141, %135 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  br label %283

147:                                              ; preds = %2
  %148 = mul nsw i32 %14, %10
  %149 = sext i32 %148 to i64
  %150 = shl nsw i64 %149, 3
  %151 = tail call noalias ptr @malloc(i64 noundef %150) #14
  %152 = icmp sgt i32 %10, 0
  br i1 %152, label %153, label %172

153:                                              ; preds = %147
  %154 = icmp sgt i32 %14, 0
  %155 = icmp sgt i32 %12, 0
  %156 = zext i32 %14 to i64
  %157 = zext nneg i32 %10 to i64
  %158 = zext i32 %12 to i64
  %159 = and i64 %158, 3
  %160 = icmp ult i32 %12, 4
  %161 = and i64 %158, 2147483644
  %162 = icmp eq i64 %159, 0
  br label %163

163:                                              ; preds = %180, %153
  %164 = phi i64 [ 0, %153 ], [ %181, %180 ]
  br i1 %154, label %165, label %180

165:                                              ; preds = %163
  %166 = mul nuw nsw i64 %164, %156
  %167 = trunc i64 %164 to i32
  %168 = mul i32 %12, %167
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds double, ptr %151, i64 %166
  %171 = getelementptr inbounds double, ptr %0, i64 %169
  br label %183

172:                                              ; preds = %180, %147
  %173 = icmp sgt i32 %148, 0
  br i1 %173, label %174, label %281

174:                                              ; preds = %172
  %175 = zext nneg i32 %148 to i64
  %176 = and i64 %175, 3
  %177 = icmp ult i32 %148, 4
  br i1 %177, label %266, label %178

178:                                              ; preds = %174
  %179 = and i64 %175, 2147483644
  br label %244

180:                                              ; preds = %207, %163
  %181 = add nuw nsw i64 %164, 1
  %182 = icmp eq i64 %181, %157
  br i1 %182, label %172, label %163, !llvm.loop !35

183:                                              ; preds = %207, %165
  %184 = phi i64 [ 0, %165 ], [ %208, %207 ]
  %185 = getelementptr inbounds double, ptr %170, i64 %184
  store double 0.000000e+00, ptr %185, align 8, !tbaa !11
  br i1 %155, label %186, label %207

186:                                              ; preds = %183
  %187 = getelementptr inbounds double, ptr %8, i64 %184
  br i1 %160, label %188, label %210

188:                                              ; preds = %210, %186
  %189 = phi double [ poison, %186 ], [ %240, %210 ]
  %190 = phi i64 [ 0, %186 ], [ %241, %210 ]
  %191 = phi double [ 0.000000e+00, %186 ], [ %240, %210 ]
  br i1 %162, label %205, label %192

192:                                              ; preds = %188, %192
  %193 = phi i64 [ %202, %192 ], [ %190, %188 ]
  %194 = phi double [ %201, %192 ], [ %191, %188 ]
  %195 = phi i64 [ %203, %192 ], [ 0, %188 ]
  %196 = getelementptr inbounds double, ptr %171, i64 %193
  %197 = load double, ptr %196, align 8, !tbaa !11
  %198 = mul nuw nsw i64 %193, %156
  %199 = getelementptr inbounds double, ptr %187, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !11
  %201 = tail call double @llvm.fmuladd.f64(double %197, double %200, double %194)
  %202 = add nuw nsw i64 %193, 1
  %203 = add i64 %195, 1
  %204 = icmp eq i64 %203, %159
  br i1 %204, label %205, label %192, !llvm.loop !53

205:                                              ; preds = %192, %188
  %206 = phi double [ %189, %188 ], [ %201, %192 ]
  store double %206, ptr %185, align 8, !tbaa !11
  br label %207

207:                                              ; preds = %205, %183
  %208 = add nuw nsw i64 %184, 1
  %209 = icmp eq i64 %208, %156
  br i1 %209, label %180, label %183, !llvm.loop !37

210:                                              ; preds = %186, %210
  %211 = phi i64 [ %241, %210 ], [ 0, %186 ]
  %212 = phi double [ %240, %210 ], [ 0.000000e+00, %186 ]
  %213 = phi i64 [ %242, %210 ], [ 0, %186 ]
  %214 = getelementptr inbounds double, ptr %171, i64 %211
  %215 = load double, ptr %214, align 8, !tbaa !11
  %216 = mul nuw nsw i64 %211, %156
  %217 = getelementptr inbounds double, ptr %187, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !11
  %219 = tail call double @llvm.fmuladd.f64(double %215, double %218, double %212)
  %220 = or disjoint i64 %211, 1
  %221 = getelementptr inbounds double, ptr %171, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !11
  %223 = mul nuw nsw i64 %220, %156
  %224 = getelementptr inbounds double, ptr %187, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !11
  %226 = tail call double @llvm.fmuladd.f64(double %222, double %225, double %219)
  %227 = or disjoint i64 %211, 2
  %228 = getelementptr inbounds double, ptr %171, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !11
  %230 = mul nuw nsw i64 %227, %156
  %231 = getelementptr inbounds double, ptr %187, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !11
  %233 = tail call double @llvm.fmuladd.f64(double %229, double %232, double %226)
  %234 = or disjoint i64 %211, 3
  %235 = getelementptr inbounds double, ptr %171, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !11
  %237 = mul nuw nsw i64 %234, %156
  %238 = getelementptr inbounds double, ptr %187, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !11
  %240 = tail call double @llvm.fmuladd.f64(double %236, double %239, double %233)
  %241 = add nuw nsw i64 %211, 4
  %242 = add i64 %213, 4
  %243 = icmp eq i64 %242, %161
  br i1 %243, label %188, label %210, !llvm.loop !38

244:                                              ; preds = %244, %178
  %245 = phi i64 [ 0, %178 ], [ %263, %244 ]
  %246 = phi double [ 0.000000e+00, %178 ], [ %262, %244 ]
  %247 = phi i64 [ 0, %178 ], [ %264, %244 ]
  %248 = getelementptr inbounds double, ptr %151, i64 %245
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = tail call double @llvm.fmuladd.f64(double %249, double %249, double %246)
  %251 = or disjoint i64 %245, 1
  %252 = getelementptr inbounds double, ptr %151, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !11
  %254 = tail call double @llvm.fmuladd.f64(double %253, double %253, double %250)
  %255 = or disjoint i64 %245, 2
  %256 = getelementptr inbounds double, ptr %151, i64 %255
  %257 = load double, ptr %256, align 8, !tbaa !11
  %258 = tail call double @llvm.fmuladd.f64(double %257, double %257, double %254)
  %259 = or disjoint i64 %245, 3
  %260 = getelementptr inbounds double, ptr %151, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !11
  %262 = tail call double @llvm.fmuladd.f64(double %261, double %261, double %258)
  %263 = add nuw nsw i64 %245, 4
  %264 = add i64 %247, 4
  %265 = icmp eq i64 %264, %179
  br i1 %265, label %266, label %244, !llvm.loop !40

266:                                              ; preds = %244, %174
  %267 = phi double [ poison, %174 ], [ %262, %244 ]
  %268 = phi i64 [ 0, %174 ], [ %263, %244 ]
  %269 = phi double [ 0.000000e+00, %174 ], [ %262, %244 ]
  %270 = icmp eq i64 %176, 0
  br i1 %270, label %281, label %271

271:                                              ; preds = %266, %271
  %272 = phi i64 [ %278, %271 ], [ %268, %266 ]
  %273 = phi double [ %277, %271 ], [ %269, %266 ]
  %274 = phi i64 [ %279, %271 ], [ 0, %266 ]
  %275 = getelementptr inbounds double, ptr %151, i64 %272
  %276 = load double, ptr %275, align 8, !tbaa !11
  %277 = tail call double @llvm.fmuladd.f64(double %276, double %276, double %273)
  %278 = add nuw nsw i64 %272, 1
  %279 = add i64 %274, 1
  %280 = icmp eq i64 %279, %176
  br i1 %280, label %281, label %271, !llvm.loop !54

281:                                              ; preds = %266, %271, %172
  %282 = phi double [ 0.000000e+00, %172 ], [ %267, %266 ], [ %277, %271 ]
  tail call void @free(ptr noundef %151) #13
  br label %283

283:                                              ; preds = %281, %145
  %284 = phi double [ %146, %145 ], [ %282, %281 ]
  ret double %284
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
  br i1 %6, label %146, label %14

14:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %15 = icmp sgt i32 %9, 0
  br i1 %15, label %16, label %34

16:                                               ; preds = %14
  %17 = icmp sgt i32 %13, 0
  %18 = icmp sgt i32 %11, 0
  %19 = zext i32 %13 to i64
  %20 = zext nneg i32 %9 to i64
  %21 = zext i32 %11 to i64
  %22 = and i64 %21, 3
  %23 = icmp ult i32 %11, 4
  %24 = and i64 %21, 2147483644
  %25 = icmp eq i64 %22, 0
  br label %26

26:                                               ; preds = %47, %16
  %27 = phi i64 [ 0, %16 ], [ %48, %47 ]
  br i1 %17, label %28, label %47

28:                                               ; preds = %26
  %29 = mul nuw nsw i64 %27, %19
  %30 = trunc i64 %27 to i32
  %31 = mul i32 %11, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %7, i64 %32
  br label %43

34:                                               ; preds = %47, %14
  %35 = mul nsw i32 %13, %9
  %36 = icmp sgt i32 %35, 0
  br i1 %36, label %37, label %144

37:                                               ; preds = %34
  %38 = zext nneg i32 %35 to i64
  %39 = and i64 %38, 3
  %40 = icmp ult i32 %35, 4
  br i1 %40, label %129, label %41

41:                                               ; preds = %37
  %42 = and i64 %38, 2147483644
  br label %107

43:                                               ; preds = %67, %28
  %44 = phi i64 [ 0, %28 ], [ %71, %67 ]
  br i1 %18, label %45, label %67

45:                                               ; preds = %43
  %46 = getelementptr inbounds double, ptr %0, i64 %44
  br i1 %23, label %50, label %73

47:                                               ; preds = %67, %26
  %48 = add nuw nsw i64 %27, 1
  %49 = icmp eq i64 %48, %20
  br i1 %49, label %34, label %26, !llvm.loop !43

50:                                               ; preds = %73, %45
  %51 = phi double [ poison, %45 ], [ %103, %73 ]
  %52 = phi i64 [ 0, %45 ], [ %104, %73 ]
  %53 = phi double [ 0.000000e+00, %45 ], [ %103, %73 ]
  br i1 %25, label %67, label %54

54:                                               ; preds = %50, %54
  %55 = phi i64 [ %64, %54 ], [ %52, %50 ]
  %56 = phi double [ %63, %54 ], [ %53, %50 ]
  %57 = phi i64 [ %65, %54 ], [ 0, %50 ]
  %58 = getelementptr inbounds double, ptr %33, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = mul nuw nsw i64 %55, %19
  %61 = getelementptr inbounds double, ptr %46, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !11
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %62, double %56)
  %64 = add nuw nsw i64 %55, 1
  %65 = add i64 %57, 1
  %66 = icmp eq i64 %65, %22
  br i1 %66, label %67, label %54, !llvm.loop !55

67:                                               ; preds = %50, %54, %43
  %68 = phi double [ 0.000000e+00, %43 ], [ %51, %50 ], [ %63, %54 ]
  %69 = add nuw nsw i64 %44, %29
  %70 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %69
  store double %68, ptr %70, align 8, !tbaa !11
  %71 = add nuw nsw i64 %44, 1
  %72 = icmp eq i64 %71, %19
  br i1 %72, label %47, label %43, !llvm.loop !45

73:                                               ; preds = %45, %73
  %74 = phi i64 [ %104, %73 ], [ 0, %45 ]
  %75 = phi double [ %103, %73 ], [ 0.000000e+00, %45 ]
  %76 = phi i64 [ %105, %73 ], [ 0, %45 ]
  %77 = getelementptr inbounds double, ptr %33, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !11
  %79 = mul nuw nsw i64 %74, %19
  %80 = getelementptr inbounds double, ptr %46, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !11
  %82 = tail call double @llvm.fmuladd.f64(double %78, double %81, double %75)
  %83 = or disjoint i64 %74, 1
  %84 = getelementptr inbounds double, ptr %33, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = mul nuw nsw i64 %83, %19
  %87 = getelementptr inbounds double, ptr %46, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = tail call double @llvm.fmuladd.f64(double %85, double %88, double %82)
  %90 = or disjoint i64 %74, 2
  %91 = getelementptr inbounds double, ptr %33, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !11
  %93 = mul nuw nsw i64 %90, %19
  %94 = getelementptr inbounds double, ptr %46, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !11
  %96 = tail call double @llvm.fmuladd.f64(double %92, double %95, double %89)
  %97 = or disjoint i64 %74, 3
  %98 = getelementptr inbounds double, ptr %33, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !11
  %100 = mul nuw nsw i64 %97, %19
  %101 = getelementptr inbounds double, ptr %46, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !11
  %103 = tail call double @llvm.fmuladd.f64(double %99, double %102, double %96)
  %104 = add nuw nsw i64 %74, 4
  %105 = add i64 %76, 4
  %106 = icmp eq i64 %105, %24
  br i1 %106, label %50, label %73, !llvm.loop !46

107:                                              ; preds = %107, %41
  %108 = phi i64 [ 0, %41 ], [ %126, %107 ]
  %109 = phi double [ 0.000000e+00, %41 ], [ %125, %107 ]
  %110 = phi i64 [ 0, %41 ], [ %127, %107 ]
  %111 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %108
  %112 = load double, ptr %111, align 16, !tbaa !11
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %112, double %109)
  %114 = or disjoint i64 %108, 1
  %115 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !11
  %117 = tail call double @llvm.fmuladd.f64(double %116, double %116, double %113)
  %118 = or disjoint i64 %108, 2
  %119 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %118
  %120 = load double, ptr %119, align 16, !tbaa !11
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %120, double %117)
  %122 = or disjoint i64 %108, 3
  %123 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %124, double %121)
  %126 = add nuw nsw i64 %108, 4
  %127 = add i64 %110, 4
  %128 = icmp eq i64 %127, %42
  br i1 %128, label %129, label %107, !llvm.loop !48

129:                                              ; preds = %107, %37
  %130 = phi double [ poison, %37 ], [ %125, %107 ]
  %131 = phi i64 [ 0, %37 ], [ %126, %107 ]
  %132 = phi double [ 0.000000e+00, %37 ], [ %125, %107 ]
  %133 = icmp eq i64 %39, 0
  br i1 %133, label %144, label %134

134:                                              ; preds = %129, %134
  %135 = phi i64 [ %141, %134 ], [ %131, %129 ]
  %136 = phi double [ %140, %134 ], [ %132, %129 ]
  %137 = phi i64 [ %142, %134 ], [ 0, %129 ]
  %138 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %135
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = tail call double @llvm.fmuladd.f64(double %139, double %139, double %136)
  %141 = add nuw nsw i64 %135, 1
  %142 = add i64 %137, 1
  %143 = icmp eq i64 %142, %39
  br i1 %143, label %144, label %134, !llvm.loop !56

144:                                              ; preds = %129, %134, %34
  %145 = phi double [ 0.000000e+00, %34 ], [ %130, %129 ], [ %140, %134 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  br label %282

146:                                              ; preds = %2
  %147 = mul nsw i32 %13, %9
  %148 = sext i32 %147 to i64
  %149 = shl nsw i64 %148, 3
  %150 = tail call noalias ptr @malloc(i64 noundef %149) #14
  %151 = icmp sgt i32 %9, 0
  br i1 %151, label %152, label %171

152:                                              ; preds = %146
  %153 = icmp sgt i32 %13, 0
  %154 = icmp sgt i32 %11, 0
  %155 = zext i32 %13 to i64
  %156 = zext nneg i32 %9 to i64
  %157 = zext i32 %11 to i64
  %158 = and i64 %157, 3
  %159 = icmp ult i32 %11, 4
  %160 = and i64 %157, 2147483644
  %161 = icmp eq i64 %158, 0
  br label %162

162:                                              ; preds = %179, %152
  %163 = phi i64 [ 0, %152 ], [ %180, %179 ]
  br i1 %153, label %164, label %179

164:                                              ; preds = %162
  %165 = mul nuw nsw i64 %163, %155
  %166 = trunc i64 %163 to i32
  %167 = mul i32 %11, %166
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds double, ptr %150, i64 %165
  %170 = getelementptr inbounds double, ptr %7, i64 %168
  br label %182

171:                                              ; preds = %179, %146
  %172 = icmp sgt i32 %147, 0
  br i1 %172, label %173, label %280

173:                                              ; preds = %171
  %174 = zext nneg i32 %147 to i64
  %175 = and i64 %174, 3
  %176 = icmp ult i32 %147, 4
  br i1 %176, label %265, label %177

177:                                              ; preds = %173
  %178 = and i64 %174, 2147483644
  br label %243

179:                                              ; preds = %206, %162
  %180 = add nuw nsw i64 %163, 1
  %181 = icmp eq i64 %180, %156
  br i1 %181, label %171, label %162, !llvm.loop !35

182:                                              ; preds = %206, %164
  %183 = phi i64 [ 0, %164 ], [ %207, %206 ]
  %184 = getelementptr inbounds double, ptr %169, i64 %183
  store double 0.000000e+00, ptr %184, align 8, !tbaa !11
  br i1 %154, label %185, label %206

185:                                              ; preds = %182
  %186 = getelementptr inbounds double, ptr %0, i64 %183
  br i1 %159, label %187, label %209

187:                                              ; preds = %209, %185
  %188 = phi double [ poison, %185 ], [ %239, %209 ]
  %189 = phi i64 [ 0, %185 ], [ %240, %209 ]
  %190 = phi double [ 0.000000e+00, %185 ], [ %239, %209 ]
  br i1 %161, label %204, label %191

191:                                              ; preds = %187, %191
  %192 = phi i64 [ %201, %191 ], [ %189, %187 ]
  %193 = phi double [ %200, %191 ], [ %190, %187 ]
  %194 = phi i64 [ %202, %191 ], [ 0, %187 ]
  %195 = getelementptr inbounds double, ptr %170, i64 %192
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = mul nuw nsw i64 %192, %155
  %198 = getelementptr inbounds double, ptr %186, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !11
  %200 = tail call double @llvm.fmuladd.f64(double %196, double %199, double %193)
  %201 = add nuw nsw i64 %192, 1
  %202 = add i64 %194, 1
  %203 = icmp eq i64 %202, %158
  br i1 %203, label %204, label %191, !llvm.loop !57

204:                                              ; preds = %191, %187
  %205 = phi double [ %188, %187 ], [ %200, %191 ]
  store double %205, ptr %184, align 8, !tbaa !11
  br label %206

206:                                              ; preds = %204, %182
  %207 = add nuw nsw i64 %183, 1
  %208 = icmp eq i64 %207, %155
  br i1 %208, label %179, label %182, !llvm.loop !37

209:                                              ; preds = %185, %209
  %210 = phi i64 [ %240, %209 ], [ 0, %185 ]
  %211 = phi double [ %239, %209 ], [ 0.000000e+00, %185 ]
  %212 = phi i64 [ %241, %209 ], [ 0, %185 ]
  %213 = getelementptr inbounds double, ptr %170, i64 %210
  %214 = load double, ptr %213, align 8, !tbaa !11
  %215 = mul nuw nsw i64 %210, %155
  %216 = getelementptr inbounds double, ptr %186, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !11
  %218 = tail call double @llvm.fmuladd.f64(double %214, double %217, double %211)
  %219 = or disjoint i64 %210, 1
  %220 = getelementptr inbounds double, ptr %170, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = mul nuw nsw i64 %219, %155
  %223 = getelementptr inbounds double, ptr %186, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !11
  %225 = tail call double @llvm.fmuladd.f64(double %221, double %224, double %218)
  %226 = or disjoint i64 %210, 2
  %227 = getelementptr inbounds double, ptr %170, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !11
  %229 = mul nuw nsw i64 %226, %155
  %230 = getelementptr inbounds double, ptr %186, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !11
  %232 = tail call double @llvm.fmuladd.f64(double %228, double %231, double %225)
  %233 = or disjoint i64 %210, 3
  %234 = getelementptr inbounds double, ptr %170, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !11
  %236 = mul nuw nsw i64 %233, %155
  %237 = getelementptr inbounds double, ptr %186, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !11
  %239 = tail call double @llvm.fmuladd.f64(double %235, double %238, double %232)
  %240 = add nuw nsw i64 %210, 4
  %241 = add i64 %212, 4
  %242 = icmp eq i64 %241, %160
  br i1 %242, label %187, label %209, !llvm.loop !38

243:                                              ; preds = %243, %177
  %244 = phi i64 [ 0, %177 ], [ %262, %243 ]
  %245 = phi double [ 0.000000e+00, %177 ], [ %261, %243 ]
  %246 = phi i64 [ 0, %177 ], [ %263, %243 ]
  %247 = getelementptr inbounds double, ptr %150, i64 %244
  %248 = load double, ptr %247, align 8, !tbaa !11
  %249 = tail call double @llvm.fmuladd.f64(double %248, double %248, double %245)
  %250 = or disjoint i64 %244, 1
  %251 = getelementptr inbounds double, ptr %150, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !11
  %253 = tail call double @llvm.fmuladd.f64(double %252, double %252, double %249)
  %254 = or disjoint i64 %244, 2
  %255 = getelementptr inbounds double, ptr %150, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !11
  %257 = tail call double @llvm.fmuladd.f64(double %256, double %256, double %253)
  %258 = or disjoint i64 %244, 3
  %259 = getelementptr inbounds double, ptr %150, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !11
  %261 = tail call double @llvm.fmuladd.f64(double %260, double %260, double %257)
  %262 = add nuw nsw i64 %244, 4
  %263 = add i64 %246, 4
  %264 = icmp eq i64 %263, %178
  br i1 %264, label %265, label %243, !llvm.loop !40

265:                                              ; preds = %243, %173
  %266 = phi double [ poison, %173 ], [ %261, %243 ]
  %267 = phi i64 [ 0, %173 ], [ %262, %243 ]
  %268 = phi double [ 0.000000e+00, %173 ], [ %261, %243 ]
  %269 = icmp eq i64 %175, 0
  br i1 %269, label %280, label %270

270:                                              ; preds = %265, %270
  %271 = phi i64 [ %277, %270 ], [ %267, %265 ]
  %272 = phi double [ %276, %270 ], [ %268, %265 ]
  %273 = phi i64 [ %278, %270 ], [ 0, %265 ]
  %274 = getelementptr inbounds double, ptr %150, i64 %271
  %275 = load double, ptr %274, align 8, !tbaa !11
  %276 = tail call double @llvm.fmuladd.f64(double %275, double %275, double %272)
  %277 = add nuw nsw i64 %271, 1
  %278 = add i64 %273, 1
  %279 = icmp eq i64 %278, %175
  br i1 %279, label %280, label %270, !llvm.loop !58

280:                                              ; preds = %265, %270, %171
  %281 = phi double [ 0.000000e+00, %171 ], [ %266, %265 ], [ %276, %270 ]
  tail call void @free(ptr noundef %150) #13
  br label %282

282:                                              ; preds = %280, %144
  %283 = phi double [ %145, %144 ], [ %281, %280 ]
  ret double %283
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
