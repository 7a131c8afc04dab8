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

14:                                               ; preds = %570
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

20:                                               ; preds = %0, %570
  %21 = phi i64 [ 0, %0 ], [ %575, %570 ]
  %22 = getelementptr inbounds [4 x [3 x i32]], ptr @main.dims, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %22, i64 8
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = mul nsw i32 %25, %23
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %101

30:                                               ; preds = %20
  %31 = load i64, ptr @rng_state, align 8, !tbaa !9
  %32 = zext nneg i32 %28 to i64
  %33 = and i64 %32, 3
  %34 = icmp ult i32 %28, 4
  br i1 %34, label %37, label %35

35:                                               ; preds = %30
  %36 = and i64 %32, 2147483644
  br label %59

37:                                               ; preds = %59, %30
  %38 = phi i64 [ poison, %30 ], [ %91, %59 ]
  %39 = phi i64 [ 0, %30 ], [ %98, %59 ]
  %40 = phi i64 [ %31, %30 ], [ %91, %59 ]
  %41 = icmp eq i64 %33, 0
  br i1 %41, label %57, label %42

42:                                               ; preds = %37, %42
  %43 = phi i64 [ %54, %42 ], [ %39, %37 ]
  %44 = phi i64 [ %47, %42 ], [ %40, %37 ]
  %45 = phi i64 [ %55, %42 ], [ 0, %37 ]
  %46 = mul i64 %44, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = lshr i64 %47, 10
  %49 = and i64 %48, 18014398509481982
  %50 = uitofp nneg i64 %49 to double
  %51 = fmul fast double %50, 0x3CA0000000000000
  %52 = fadd fast double %51, -1.000000e+00
  %53 = getelementptr inbounds double, ptr %2, i64 %43
  store double %52, ptr %53, align 8, !tbaa !11
  %54 = add nuw nsw i64 %43, 1
  %55 = add i64 %45, 1
  %56 = icmp eq i64 %55, %33
  br i1 %56, label %57, label %42, !llvm.loop !13

57:                                               ; preds = %42, %37
  %58 = phi i64 [ %38, %37 ], [ %47, %42 ]
  store i64 %58, ptr @rng_state, align 8, !tbaa !9
  br label %101

59:                                               ; preds = %59, %35
  %60 = phi i64 [ 0, %35 ], [ %98, %59 ]
  %61 = phi i64 [ %31, %35 ], [ %91, %59 ]
  %62 = phi i64 [ 0, %35 ], [ %99, %59 ]
  %63 = mul i64 %61, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = lshr i64 %64, 10
  %66 = and i64 %65, 18014398509481982
  %67 = uitofp nneg i64 %66 to double
  %68 = fmul fast double %67, 0x3CA0000000000000
  %69 = fadd fast double %68, -1.000000e+00
  %70 = getelementptr inbounds double, ptr %2, i64 %60
  store double %69, ptr %70, align 16, !tbaa !11
  %71 = or disjoint i64 %60, 1
  %72 = mul i64 %64, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = lshr i64 %73, 10
  %75 = and i64 %74, 18014398509481982
  %76 = uitofp nneg i64 %75 to double
  %77 = fmul fast double %76, 0x3CA0000000000000
  %78 = fadd fast double %77, -1.000000e+00
  %79 = getelementptr inbounds double, ptr %2, i64 %71
  store double %78, ptr %79, align 8, !tbaa !11
  %80 = or disjoint i64 %60, 2
  %81 = mul i64 %73, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = lshr i64 %82, 10
  %84 = and i64 %83, 18014398509481982
  %85 = uitofp nneg i64 %84 to double
  %86 = fmul fast double %85, 0x3CA0000000000000
  %87 = fadd fast double %86, -1.000000e+00
  %88 = getelementptr inbounds double, ptr %2, i64 %80
  store double %87, ptr %88, align 16, !tbaa !11
  %89 = or disjoint i64 %60, 3
  %90 = mul i64 %82, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = lshr i64 %91, 10
  %93 = and i64 %92, 18014398509481982
  %94 = uitofp nneg i64 %93 to double
  %95 = fmul fast double %94, 0x3CA0000000000000
  %96 = fadd fast double %95, -1.000000e+00
  %97 = getelementptr inbounds double, ptr %2, i64 %89
  store double %96, ptr %97, align 8, !tbaa !11
  %98 = add nuw nsw i64 %60, 4
  %99 = add i64 %62, 4
  %100 = icmp eq i64 %99, %36
  br i1 %100, label %37, label %59, !llvm.loop !15

101:                                              ; preds = %20, %57
  %102 = mul nsw i32 %27, %25
  %103 = icmp sgt i32 %102, 0
  br i1 %103, label %104, label %175

104:                                              ; preds = %101
  %105 = load i64, ptr @rng_state, align 8, !tbaa !9
  %106 = zext nneg i32 %102 to i64
  %107 = and i64 %106, 3
  %108 = icmp ult i32 %102, 4
  br i1 %108, label %111, label %109

109:                                              ; preds = %104
  %110 = and i64 %106, 2147483644
  br label %133

111:                                              ; preds = %133, %104
  %112 = phi i64 [ poison, %104 ], [ %165, %133 ]
  %113 = phi i64 [ 0, %104 ], [ %172, %133 ]
  %114 = phi i64 [ %105, %104 ], [ %165, %133 ]
  %115 = icmp eq i64 %107, 0
  br i1 %115, label %131, label %116

116:                                              ; preds = %111, %116
  %117 = phi i64 [ %128, %116 ], [ %113, %111 ]
  %118 = phi i64 [ %121, %116 ], [ %114, %111 ]
  %119 = phi i64 [ %129, %116 ], [ 0, %111 ]
  %120 = mul i64 %118, 6364136223846793005
  %121 = add i64 %120, 1442695040888963407
  %122 = lshr i64 %121, 10
  %123 = and i64 %122, 18014398509481982
  %124 = uitofp nneg i64 %123 to double
  %125 = fmul fast double %124, 0x3CA0000000000000
  %126 = fadd fast double %125, -1.000000e+00
  %127 = getelementptr inbounds double, ptr %3, i64 %117
  store double %126, ptr %127, align 8, !tbaa !11
  %128 = add nuw nsw i64 %117, 1
  %129 = add i64 %119, 1
  %130 = icmp eq i64 %129, %107
  br i1 %130, label %131, label %116, !llvm.loop !17

131:                                              ; preds = %116, %111
  %132 = phi i64 [ %112, %111 ], [ %121, %116 ]
  store i64 %132, ptr @rng_state, align 8, !tbaa !9
  br label %175

133:                                              ; preds = %133, %109
  %134 = phi i64 [ 0, %109 ], [ %172, %133 ]
  %135 = phi i64 [ %105, %109 ], [ %165, %133 ]
  %136 = phi i64 [ 0, %109 ], [ %173, %133 ]
  %137 = mul i64 %135, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = lshr i64 %138, 10
  %140 = and i64 %139, 18014398509481982
  %141 = uitofp nneg i64 %140 to double
  %142 = fmul fast double %141, 0x3CA0000000000000
  %143 = fadd fast double %142, -1.000000e+00
  %144 = getelementptr inbounds double, ptr %3, i64 %134
  store double %143, ptr %144, align 16, !tbaa !11
  %145 = or disjoint i64 %134, 1
  %146 = mul i64 %138, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = lshr i64 %147, 10
  %149 = and i64 %148, 18014398509481982
  %150 = uitofp nneg i64 %149 to double
  %151 = fmul fast double %150, 0x3CA0000000000000
  %152 = fadd fast double %151, -1.000000e+00
  %153 = getelementptr inbounds double, ptr %3, i64 %145
  store double %152, ptr %153, align 8, !tbaa !11
  %154 = or disjoint i64 %134, 2
  %155 = mul i64 %147, 6364136223846793005
  %156 = add i64 %155, 1442695040888963407
  %157 = lshr i64 %156, 10
  %158 = and i64 %157, 18014398509481982
  %159 = uitofp nneg i64 %158 to double
  %160 = fmul fast double %159, 0x3CA0000000000000
  %161 = fadd fast double %160, -1.000000e+00
  %162 = getelementptr inbounds double, ptr %3, i64 %154
  store double %161, ptr %162, align 16, !tbaa !11
  %163 = or disjoint i64 %134, 3
  %164 = mul i64 %156, 6364136223846793005
  %165 = add i64 %164, 1442695040888963407
  %166 = lshr i64 %165, 10
  %167 = and i64 %166, 18014398509481982
  %168 = uitofp nneg i64 %167 to double
  %169 = fmul fast double %168, 0x3CA0000000000000
  %170 = fadd fast double %169, -1.000000e+00
  %171 = getelementptr inbounds double, ptr %3, i64 %163
  store double %170, ptr %171, align 8, !tbaa !11
  %172 = add nuw nsw i64 %134, 4
  %173 = add i64 %136, 4
  %174 = icmp eq i64 %173, %110
  br i1 %174, label %111, label %133, !llvm.loop !15

175:                                              ; preds = %101, %131
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #13
  %176 = icmp sgt i32 %23, 0
  br i1 %176, label %177, label %426

177:                                              ; preds = %175
  %178 = icmp sgt i32 %27, 0
  %179 = icmp sgt i32 %25, 0
  br i1 %178, label %180, label %341

180:                                              ; preds = %177
  br i1 %179, label %181, label %570

181:                                              ; preds = %180
  %182 = zext nneg i32 %27 to i64
  %183 = zext nneg i32 %25 to i64
  %184 = zext nneg i32 %23 to i64
  %185 = icmp ugt i32 %25, 15
  %186 = icmp eq i32 %27, 1
  %187 = select i1 %185, i1 %186, i1 false
  %188 = and i64 %183, 2147483632
  %189 = icmp eq i64 %188, %183
  %190 = and i64 %183, 7
  %191 = icmp eq i64 %190, 0
  br label %192

192:                                              ; preds = %334, %181
  %193 = phi i64 [ 0, %181 ], [ %335, %334 ]
  %194 = mul nuw nsw i64 %193, %182
  %195 = mul nuw nsw i64 %193, %183
  %196 = getelementptr inbounds double, ptr %2, i64 %195
  br label %197

197:                                              ; preds = %329, %192
  %198 = phi i64 [ %332, %329 ], [ 0, %192 ]
  %199 = add nuw nsw i64 %198, %194
  %200 = getelementptr inbounds double, ptr %3, i64 %198
  br i1 %187, label %201, label %238

201:                                              ; preds = %197, %201
  %202 = phi i64 [ %231, %201 ], [ 0, %197 ]
  %203 = phi <4 x double> [ %227, %201 ], [ zeroinitializer, %197 ]
  %204 = phi <4 x double> [ %228, %201 ], [ zeroinitializer, %197 ]
  %205 = phi <4 x double> [ %229, %201 ], [ zeroinitializer, %197 ]
  %206 = phi <4 x double> [ %230, %201 ], [ zeroinitializer, %197 ]
  %207 = getelementptr inbounds double, ptr %196, i64 %202
  %208 = getelementptr inbounds i8, ptr %207, i64 32
  %209 = getelementptr inbounds i8, ptr %207, i64 64
  %210 = getelementptr inbounds i8, ptr %207, i64 96
  %211 = load <4 x double>, ptr %207, align 8, !tbaa !11
  %212 = load <4 x double>, ptr %208, align 8, !tbaa !11
  %213 = load <4 x double>, ptr %209, align 8, !tbaa !11
  %214 = load <4 x double>, ptr %210, align 8, !tbaa !11
  %215 = getelementptr inbounds double, ptr %200, i64 %202
  %216 = getelementptr inbounds i8, ptr %215, i64 32
  %217 = getelementptr inbounds i8, ptr %215, i64 64
  %218 = getelementptr inbounds i8, ptr %215, i64 96
  %219 = load <4 x double>, ptr %215, align 8, !tbaa !11
  %220 = load <4 x double>, ptr %216, align 8, !tbaa !11
  %221 = load <4 x double>, ptr %217, align 8, !tbaa !11
  %222 = load <4 x double>, ptr %218, align 8, !tbaa !11
  %223 = fmul fast <4 x double> %219, %211
  %224 = fmul fast <4 x double> %220, %212
  %225 = fmul fast <4 x double> %221, %213
  %226 = fmul fast <4 x double> %222, %214
  %227 = fadd fast <4 x double> %223, %203
  %228 = fadd fast <4 x double> %224, %204
  %229 = fadd fast <4 x double> %225, %205
  %230 = fadd fast <4 x double> %226, %206
  %231 = add nuw i64 %202, 16
  %232 = icmp eq i64 %231, %188
  br i1 %232, label %233, label %201, !llvm.loop !18

233:                                              ; preds = %201
  %234 = fadd fast <4 x double> %228, %227
  %235 = fadd fast <4 x double> %229, %234
  %236 = fadd fast <4 x double> %230, %235
  %237 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %236)
  br i1 %189, label %329, label %238

238:                                              ; preds = %233, %197
  %239 = phi i64 [ 0, %197 ], [ %188, %233 ]
  %240 = phi double [ 0.000000e+00, %197 ], [ %237, %233 ]
  br i1 %191, label %255, label %241

241:                                              ; preds = %238, %241
  %242 = phi i64 [ %252, %241 ], [ %239, %238 ]
  %243 = phi double [ %251, %241 ], [ %240, %238 ]
  %244 = phi i64 [ %253, %241 ], [ 0, %238 ]
  %245 = getelementptr inbounds double, ptr %196, i64 %242
  %246 = load double, ptr %245, align 8, !tbaa !11
  %247 = mul nuw nsw i64 %242, %182
  %248 = getelementptr inbounds double, ptr %200, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = fmul fast double %249, %246
  %251 = fadd fast double %250, %243
  %252 = add nuw nsw i64 %242, 1
  %253 = add i64 %244, 1
  %254 = icmp eq i64 %253, %190
  br i1 %254, label %255, label %241, !llvm.loop !21

255:                                              ; preds = %241, %238
  %256 = phi double [ poison, %238 ], [ %251, %241 ]
  %257 = phi i64 [ %239, %238 ], [ %252, %241 ]
  %258 = phi double [ %240, %238 ], [ %251, %241 ]
  %259 = sub nsw i64 %239, %183
  %260 = icmp ugt i64 %259, -8
  br i1 %260, label %329, label %261

261:                                              ; preds = %255, %261
  %262 = phi i64 [ %327, %261 ], [ %257, %255 ]
  %263 = phi double [ %326, %261 ], [ %258, %255 ]
  %264 = getelementptr inbounds double, ptr %196, i64 %262
  %265 = load double, ptr %264, align 8, !tbaa !11
  %266 = mul nuw nsw i64 %262, %182
  %267 = getelementptr inbounds double, ptr %200, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !11
  %269 = fmul fast double %268, %265
  %270 = fadd fast double %269, %263
  %271 = add nuw nsw i64 %262, 1
  %272 = getelementptr inbounds double, ptr %196, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !11
  %274 = mul nuw nsw i64 %271, %182
  %275 = getelementptr inbounds double, ptr %200, i64 %274
  %276 = load double, ptr %275, align 8, !tbaa !11
  %277 = fmul fast double %276, %273
  %278 = fadd fast double %277, %270
  %279 = add nuw nsw i64 %262, 2
  %280 = getelementptr inbounds double, ptr %196, i64 %279
  %281 = load double, ptr %280, align 8, !tbaa !11
  %282 = mul nuw nsw i64 %279, %182
  %283 = getelementptr inbounds double, ptr %200, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !11
  %285 = fmul fast double %284, %281
  %286 = fadd fast double %285, %278
  %287 = add nuw nsw i64 %262, 3
  %288 = getelementptr inbounds double, ptr %196, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !11
  %290 = mul nuw nsw i64 %287, %182
  %291 = getelementptr inbounds double, ptr %200, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !11
  %293 = fmul fast double %292, %289
  %294 = fadd fast double %293, %286
  %295 = add nuw nsw i64 %262, 4
  %296 = getelementptr inbounds double, ptr %196, i64 %295
  %297 = load double, ptr %296, align 8, !tbaa !11
  %298 = mul nuw nsw i64 %295, %182
  %299 = getelementptr inbounds double, ptr %200, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !11
  %301 = fmul fast double %300, %297
  %302 = fadd fast double %301, %294
  %303 = add nuw nsw i64 %262, 5
  %304 = getelementptr inbounds double, ptr %196, i64 %303
  %305 = load double, ptr %304, align 8, !tbaa !11
  %306 = mul nuw nsw i64 %303, %182
  %307 = getelementptr inbounds double, ptr %200, i64 %306
  %308 = load double, ptr %307, align 8, !tbaa !11
  %309 = fmul fast double %308, %305
  %310 = fadd fast double %309, %302
  %311 = add nuw nsw i64 %262, 6
  %312 = getelementptr inbounds double, ptr %196, i64 %311
  %313 = load double, ptr %312, align 8, !tbaa !11
  %314 = mul nuw nsw i64 %311, %182
  %315 = getelementptr inbounds double, ptr %200, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !11
  %317 = fmul fast double %316, %313
  %318 = fadd fast double %317, %310
  %319 = add nuw nsw i64 %262, 7
  %320 = getelementptr inbounds double, ptr %196, i64 %319
  %321 = load double, ptr %320, align 8, !tbaa !11
  %322 = mul nuw nsw i64 %319, %182
  %323 = getelementptr inbounds double, ptr %200, i64 %322
  %324 = load double, ptr %323, align 8, !tbaa !11
  %325 = fmul fast double %324, %321
  %326 = fadd fast double %325, %318
  %327 = add nuw nsw i64 %262, 8
  %328 = icmp eq i64 %327, %183
  br i1 %328, label %329, label %261, !llvm.loop !22

329:                                              ; preds = %255, %261, %233
  %330 = phi double [ %237, %233 ], [ %256, %255 ], [ %326, %261 ]
  %331 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %199
  store double %330, ptr %331, align 8, !tbaa !11
  %332 = add nuw nsw i64 %198, 1
  %333 = icmp eq i64 %332, %182
  br i1 %333, label %334, label %197, !llvm.loop !23

334:                                              ; preds = %329
  %335 = add nuw nsw i64 %193, 1
  %336 = icmp eq i64 %335, %184
  br i1 %336, label %337, label %192, !llvm.loop !24

337:                                              ; preds = %334
  %338 = icmp ult i32 %27, 16
  %339 = and i64 %182, 2147483632
  %340 = icmp eq i64 %339, %182
  br label %342

341:                                              ; preds = %177
  br i1 %179, label %562, label %570

342:                                              ; preds = %337, %414
  %343 = phi i64 [ %415, %414 ], [ 0, %337 ]
  %344 = mul nuw nsw i64 %343, %183
  %345 = mul nuw nsw i64 %343, %182
  %346 = getelementptr inbounds double, ptr %6, i64 %344
  br label %347

347:                                              ; preds = %410, %342
  %348 = phi i64 [ %412, %410 ], [ 0, %342 ]
  %349 = getelementptr inbounds double, ptr %346, i64 %348
  %350 = mul nuw nsw i64 %348, %182
  %351 = getelementptr inbounds double, ptr %3, i64 %350
  br i1 %338, label %394, label %352

352:                                              ; preds = %347, %352
  %353 = phi i64 [ %387, %352 ], [ 0, %347 ]
  %354 = phi <4 x double> [ %383, %352 ], [ zeroinitializer, %347 ]
  %355 = phi <4 x double> [ %384, %352 ], [ zeroinitializer, %347 ]
  %356 = phi <4 x double> [ %385, %352 ], [ zeroinitializer, %347 ]
  %357 = phi <4 x double> [ %386, %352 ], [ zeroinitializer, %347 ]
  %358 = add nuw nsw i64 %353, %345
  %359 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %358
  %360 = getelementptr inbounds i8, ptr %359, i64 32
  %361 = getelementptr inbounds i8, ptr %359, i64 64
  %362 = getelementptr inbounds i8, ptr %359, i64 96
  %363 = load <4 x double>, ptr %359, align 8, !tbaa !11
  %364 = load <4 x double>, ptr %360, align 8, !tbaa !11
  %365 = load <4 x double>, ptr %361, align 8, !tbaa !11
  %366 = load <4 x double>, ptr %362, align 8, !tbaa !11
  %367 = fmul fast <4 x double> %363, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %368 = fmul fast <4 x double> %364, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %369 = fmul fast <4 x double> %365, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %370 = fmul fast <4 x double> %366, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %371 = getelementptr inbounds double, ptr %351, i64 %353
  %372 = getelementptr inbounds i8, ptr %371, i64 32
  %373 = getelementptr inbounds i8, ptr %371, i64 64
  %374 = getelementptr inbounds i8, ptr %371, i64 96
  %375 = load <4 x double>, ptr %371, align 8, !tbaa !11
  %376 = load <4 x double>, ptr %372, align 8, !tbaa !11
  %377 = load <4 x double>, ptr %373, align 8, !tbaa !11
  %378 = load <4 x double>, ptr %374, align 8, !tbaa !11
  %379 = fmul fast <4 x double> %367, %375
  %380 = fmul fast <4 x double> %368, %376
  %381 = fmul fast <4 x double> %369, %377
  %382 = fmul fast <4 x double> %370, %378
  %383 = fadd fast <4 x double> %379, %354
  %384 = fadd fast <4 x double> %380, %355
  %385 = fadd fast <4 x double> %381, %356
  %386 = fadd fast <4 x double> %382, %357
  %387 = add nuw i64 %353, 16
  %388 = icmp eq i64 %387, %339
  br i1 %388, label %389, label %352, !llvm.loop !25

389:                                              ; preds = %352
  %390 = fadd fast <4 x double> %384, %383
  %391 = fadd fast <4 x double> %385, %390
  %392 = fadd fast <4 x double> %386, %391
  %393 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %392)
  br i1 %340, label %410, label %394

394:                                              ; preds = %389, %347
  %395 = phi i64 [ 0, %347 ], [ %339, %389 ]
  %396 = phi double [ 0.000000e+00, %347 ], [ %393, %389 ]
  br label %397

397:                                              ; preds = %394, %397
  %398 = phi i64 [ %408, %397 ], [ %395, %394 ]
  %399 = phi double [ %407, %397 ], [ %396, %394 ]
  %400 = add nuw nsw i64 %398, %345
  %401 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %400
  %402 = load double, ptr %401, align 8, !tbaa !11
  %403 = fmul fast double %402, 2.000000e+00
  %404 = getelementptr inbounds double, ptr %351, i64 %398
  %405 = load double, ptr %404, align 8, !tbaa !11
  %406 = fmul fast double %403, %405
  %407 = fadd fast double %406, %399
  %408 = add nuw nsw i64 %398, 1
  %409 = icmp eq i64 %408, %182
  br i1 %409, label %410, label %397, !llvm.loop !26

410:                                              ; preds = %397, %389
  %411 = phi double [ %393, %389 ], [ %407, %397 ]
  store double %411, ptr %349, align 8, !tbaa !11
  %412 = add nuw nsw i64 %348, 1
  %413 = icmp eq i64 %412, %183
  br i1 %413, label %414, label %347, !llvm.loop !27

414:                                              ; preds = %410
  %415 = add nuw nsw i64 %343, 1
  %416 = icmp eq i64 %415, %184
  br i1 %416, label %417, label %342, !llvm.loop !28

417:                                              ; preds = %414
  %418 = icmp ult i32 %23, 16
  %419 = icmp ne i32 %25, 1
  %420 = icmp ne i32 %27, 1
  %421 = or i1 %419, %420
  %422 = and i64 %184, 2147483632
  %423 = icmp eq i64 %422, %184
  %424 = and i64 %184, 3
  %425 = icmp eq i64 %424, 0
  br label %430

426:                                              ; preds = %175
  %427 = icmp sgt i32 %25, 0
  %428 = icmp sgt i32 %27, 0
  %429 = and i1 %427, %428
  br i1 %429, label %562, label %570

430:                                              ; preds = %417, %559
  %431 = phi i64 [ %560, %559 ], [ 0, %417 ]
  %432 = mul nuw nsw i64 %431, %182
  %433 = getelementptr inbounds double, ptr %7, i64 %432
  %434 = getelementptr inbounds double, ptr %2, i64 %431
  br label %435

435:                                              ; preds = %555, %430
  %436 = phi i64 [ %557, %555 ], [ 0, %430 ]
  %437 = getelementptr inbounds double, ptr %433, i64 %436
  %438 = select i1 %418, i1 true, i1 %421
  br i1 %438, label %481, label %439

439:                                              ; preds = %435, %439
  %440 = phi i64 [ %474, %439 ], [ 0, %435 ]
  %441 = phi <4 x double> [ %470, %439 ], [ zeroinitializer, %435 ]
  %442 = phi <4 x double> [ %471, %439 ], [ zeroinitializer, %435 ]
  %443 = phi <4 x double> [ %472, %439 ], [ zeroinitializer, %435 ]
  %444 = phi <4 x double> [ %473, %439 ], [ zeroinitializer, %435 ]
  %445 = getelementptr inbounds double, ptr %434, i64 %440
  %446 = getelementptr inbounds i8, ptr %445, i64 32
  %447 = getelementptr inbounds i8, ptr %445, i64 64
  %448 = getelementptr inbounds i8, ptr %445, i64 96
  %449 = load <4 x double>, ptr %445, align 8, !tbaa !11
  %450 = load <4 x double>, ptr %446, align 8, !tbaa !11
  %451 = load <4 x double>, ptr %447, align 8, !tbaa !11
  %452 = load <4 x double>, ptr %448, align 8, !tbaa !11
  %453 = fmul fast <4 x double> %449, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %454 = fmul fast <4 x double> %450, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %455 = fmul fast <4 x double> %451, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %456 = fmul fast <4 x double> %452, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %457 = add nuw nsw i64 %440, %436
  %458 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %457
  %459 = getelementptr inbounds i8, ptr %458, i64 32
  %460 = getelementptr inbounds i8, ptr %458, i64 64
  %461 = getelementptr inbounds i8, ptr %458, i64 96
  %462 = load <4 x double>, ptr %458, align 8, !tbaa !11
  %463 = load <4 x double>, ptr %459, align 8, !tbaa !11
  %464 = load <4 x double>, ptr %460, align 8, !tbaa !11
  %465 = load <4 x double>, ptr %461, align 8, !tbaa !11
  %466 = fmul fast <4 x double> %453, %462
  %467 = fmul fast <4 x double> %454, %463
  %468 = fmul fast <4 x double> %455, %464
  %469 = fmul fast <4 x double> %456, %465
  %470 = fadd fast <4 x double> %466, %441
  %471 = fadd fast <4 x double> %467, %442
  %472 = fadd fast <4 x double> %468, %443
  %473 = fadd fast <4 x double> %469, %444
  %474 = add nuw i64 %440, 16
  %475 = icmp eq i64 %474, %422
  br i1 %475, label %476, label %439, !llvm.loop !29

476:                                              ; preds = %439
  %477 = fadd fast <4 x double> %471, %470
  %478 = fadd fast <4 x double> %472, %477
  %479 = fadd fast <4 x double> %473, %478
  %480 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %479)
  br i1 %423, label %555, label %481

481:                                              ; preds = %435, %476
  %482 = phi i64 [ 0, %435 ], [ %422, %476 ]
  %483 = phi double [ 0.000000e+00, %435 ], [ %480, %476 ]
  br i1 %425, label %501, label %484

484:                                              ; preds = %481, %484
  %485 = phi i64 [ %498, %484 ], [ %482, %481 ]
  %486 = phi double [ %497, %484 ], [ %483, %481 ]
  %487 = phi i64 [ %499, %484 ], [ 0, %481 ]
  %488 = mul nuw nsw i64 %485, %183
  %489 = getelementptr inbounds double, ptr %434, i64 %488
  %490 = load double, ptr %489, align 8, !tbaa !11
  %491 = fmul fast double %490, 2.000000e+00
  %492 = mul nuw nsw i64 %485, %182
  %493 = add nuw nsw i64 %492, %436
  %494 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %493
  %495 = load double, ptr %494, align 8, !tbaa !11
  %496 = fmul fast double %491, %495
  %497 = fadd fast double %496, %486
  %498 = add nuw nsw i64 %485, 1
  %499 = add i64 %487, 1
  %500 = icmp eq i64 %499, %424
  br i1 %500, label %501, label %484, !llvm.loop !30

501:                                              ; preds = %484, %481
  %502 = phi double [ poison, %481 ], [ %497, %484 ]
  %503 = phi i64 [ %482, %481 ], [ %498, %484 ]
  %504 = phi double [ %483, %481 ], [ %497, %484 ]
  %505 = sub nsw i64 %482, %184
  %506 = icmp ugt i64 %505, -4
  br i1 %506, label %555, label %507

507:                                              ; preds = %501, %507
  %508 = phi i64 [ %553, %507 ], [ %503, %501 ]
  %509 = phi double [ %552, %507 ], [ %504, %501 ]
  %510 = mul nuw nsw i64 %508, %183
  %511 = getelementptr inbounds double, ptr %434, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !11
  %513 = fmul fast double %512, 2.000000e+00
  %514 = mul nuw nsw i64 %508, %182
  %515 = add nuw nsw i64 %514, %436
  %516 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %515
  %517 = load double, ptr %516, align 8, !tbaa !11
  %518 = fmul fast double %513, %517
  %519 = fadd fast double %518, %509
  %520 = add nuw nsw i64 %508, 1
  %521 = mul nuw nsw i64 %520, %183
  %522 = getelementptr inbounds double, ptr %434, i64 %521
  %523 = load double, ptr %522, align 8, !tbaa !11
  %524 = fmul fast double %523, 2.000000e+00
  %525 = mul nuw nsw i64 %520, %182
  %526 = add nuw nsw i64 %525, %436
  %527 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %526
  %528 = load double, ptr %527, align 8, !tbaa !11
  %529 = fmul fast double %524, %528
  %530 = fadd fast double %529, %519
  %531 = add nuw nsw i64 %508, 2
  %532 = mul nuw nsw i64 %531, %183
  %533 = getelementptr inbounds double, ptr %434, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !11
  %535 = fmul fast double %534, 2.000000e+00
  %536 = mul nuw nsw i64 %531, %182
  %537 = add nuw nsw i64 %536, %436
  %538 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %537
  %539 = load double, ptr %538, align 8, !tbaa !11
  %540 = fmul fast double %535, %539
  %541 = fadd fast double %540, %530
  %542 = add nuw nsw i64 %508, 3
  %543 = mul nuw nsw i64 %542, %183
  %544 = getelementptr inbounds double, ptr %434, i64 %543
  %545 = load double, ptr %544, align 8, !tbaa !11
  %546 = fmul fast double %545, 2.000000e+00
  %547 = mul nuw nsw i64 %542, %182
  %548 = add nuw nsw i64 %547, %436
  %549 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %548
  %550 = load double, ptr %549, align 8, !tbaa !11
  %551 = fmul fast double %546, %550
  %552 = fadd fast double %551, %541
  %553 = add nuw nsw i64 %508, 4
  %554 = icmp eq i64 %553, %184
  br i1 %554, label %555, label %507, !llvm.loop !31

555:                                              ; preds = %501, %507, %476
  %556 = phi double [ %480, %476 ], [ %502, %501 ], [ %552, %507 ]
  store double %556, ptr %437, align 8, !tbaa !11
  %557 = add nuw nsw i64 %436, 1
  %558 = icmp eq i64 %557, %182
  br i1 %558, label %559, label %435, !llvm.loop !32

559:                                              ; preds = %555
  %560 = add nuw nsw i64 %431, 1
  %561 = icmp eq i64 %560, %183
  br i1 %561, label %570, label %430, !llvm.loop !33

562:                                              ; preds = %426, %341
  %563 = phi i32 [ %25, %341 ], [ %27, %426 ]
  %564 = phi i32 [ %23, %341 ], [ %25, %426 ]
  %565 = phi ptr [ %6, %341 ], [ %7, %426 ]
  %566 = zext nneg i32 %563 to i64
  %567 = zext nneg i32 %564 to i64
  %568 = shl nuw nsw i64 %566, 3
  %569 = mul i64 %568, %567
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %565, i8 0, i64 %569, i1 false), !tbaa !11
  br label %570

570:                                              ; preds = %559, %426, %341, %180, %562
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  store ptr %2, ptr %8, align 8, !tbaa !34
  store ptr %3, ptr %9, align 8, !tbaa !37
  store i32 %23, ptr %10, align 8, !tbaa !38
  store i32 %25, ptr %11, align 4, !tbaa !39
  store i32 %27, ptr %12, align 8, !tbaa !40
  store i32 0, ptr %13, align 4, !tbaa !41
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  %571 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss, ptr noundef nonnull %2, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_result(ptr noundef nonnull @.str, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  store i32 1, ptr %13, align 4, !tbaa !41
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  %572 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss_stack, ptr noundef nonnull %2, ptr noundef nonnull %4, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_result(ptr noundef nonnull @.str.1, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  store i32 0, ptr %13, align 4, !tbaa !41
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  %573 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %574 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @matloss, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %573, ptr noundef nonnull %3, i32 noundef %23, i32 noundef %25, i32 noundef %27) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_A, ptr noundef nonnull %8, ptr noundef nonnull %2, i32 noundef %28, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  %575 = add nuw nsw i64 %21, 1
  %576 = icmp eq i64 %575, 4
  br i1 %576, label %14, label %20, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @matloss(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #4 {
  %6 = mul nsw i32 %4, %2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #14
  %10 = icmp sgt i32 %2, 0
  %11 = icmp sgt i32 %4, 0
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %175

13:                                               ; preds = %5
  %14 = icmp sgt i32 %3, 0
  %15 = zext nneg i32 %4 to i64
  br i1 %14, label %20, label %16

16:                                               ; preds = %13
  %17 = zext nneg i32 %2 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = shl i64 %18, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 %19, i1 false), !tbaa !11
  br label %175

20:                                               ; preds = %13
  %21 = zext nneg i32 %3 to i64
  %22 = zext nneg i32 %2 to i64
  %23 = icmp ugt i32 %3, 15
  %24 = icmp eq i32 %4, 1
  %25 = and i1 %23, %24
  %26 = and i64 %21, 2147483632
  %27 = icmp eq i64 %26, %21
  %28 = and i64 %21, 7
  %29 = icmp eq i64 %28, 0
  br label %30

30:                                               ; preds = %20, %172
  %31 = phi i64 [ 0, %20 ], [ %173, %172 ]
  %32 = mul nuw nsw i64 %31, %15
  %33 = mul nuw nsw i64 %31, %21
  %34 = getelementptr inbounds double, ptr %9, i64 %32
  %35 = getelementptr inbounds double, ptr %0, i64 %33
  br label %36

36:                                               ; preds = %168, %30
  %37 = phi i64 [ %170, %168 ], [ 0, %30 ]
  %38 = getelementptr inbounds double, ptr %34, i64 %37
  %39 = getelementptr inbounds double, ptr %1, i64 %37
  br i1 %25, label %40, label %77

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %70, %40 ], [ 0, %36 ]
  %42 = phi <4 x double> [ %66, %40 ], [ zeroinitializer, %36 ]
  %43 = phi <4 x double> [ %67, %40 ], [ zeroinitializer, %36 ]
  %44 = phi <4 x double> [ %68, %40 ], [ zeroinitializer, %36 ]
  %45 = phi <4 x double> [ %69, %40 ], [ zeroinitializer, %36 ]
  %46 = getelementptr inbounds double, ptr %35, i64 %41
  %47 = getelementptr inbounds i8, ptr %46, i64 32
  %48 = getelementptr inbounds i8, ptr %46, i64 64
  %49 = getelementptr inbounds i8, ptr %46, i64 96
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !11
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !11
  %52 = load <4 x double>, ptr %48, align 8, !tbaa !11
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !11
  %54 = getelementptr inbounds double, ptr %39, i64 %41
  %55 = getelementptr inbounds i8, ptr %54, i64 32
  %56 = getelementptr inbounds i8, ptr %54, i64 64
  %57 = getelementptr inbounds i8, ptr %54, i64 96
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !11
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !11
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !11
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !11
  %62 = fmul fast <4 x double> %58, %50
  %63 = fmul fast <4 x double> %59, %51
  %64 = fmul fast <4 x double> %60, %52
  %65 = fmul fast <4 x double> %61, %53
  %66 = fadd fast <4 x double> %42, %62
  %67 = fadd fast <4 x double> %43, %63
  %68 = fadd fast <4 x double> %44, %64
  %69 = fadd fast <4 x double> %45, %65
  %70 = add nuw i64 %41, 16
  %71 = icmp eq i64 %70, %26
  br i1 %71, label %72, label %40, !llvm.loop !43

72:                                               ; preds = %40
  %73 = fadd fast <4 x double> %67, %66
  %74 = fadd fast <4 x double> %68, %73
  %75 = fadd fast <4 x double> %69, %74
  %76 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %75)
  br i1 %27, label %168, label %77

77:                                               ; preds = %72, %36
  %78 = phi i64 [ 0, %36 ], [ %26, %72 ]
  %79 = phi double [ 0.000000e+00, %36 ], [ %76, %72 ]
  br i1 %29, label %94, label %80

80:                                               ; preds = %77, %80
  %81 = phi i64 [ %91, %80 ], [ %78, %77 ]
  %82 = phi double [ %90, %80 ], [ %79, %77 ]
  %83 = phi i64 [ %92, %80 ], [ 0, %77 ]
  %84 = getelementptr inbounds double, ptr %35, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = mul nuw nsw i64 %81, %15
  %87 = getelementptr inbounds double, ptr %39, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = fmul fast double %88, %85
  %90 = fadd fast double %82, %89
  %91 = add nuw nsw i64 %81, 1
  %92 = add i64 %83, 1
  %93 = icmp eq i64 %92, %28
  br i1 %93, label %94, label %80, !llvm.loop !44

94:                                               ; preds = %80, %77
  %95 = phi double [ poison, %77 ], [ %90, %80 ]
  %96 = phi i64 [ %78, %77 ], [ %91, %80 ]
  %97 = phi double [ %79, %77 ], [ %90, %80 ]
  %98 = sub nsw i64 %78, %21
  %99 = icmp ugt i64 %98, -8
  br i1 %99, label %168, label %100

100:                                              ; preds = %94, %100
  %101 = phi i64 [ %166, %100 ], [ %96, %94 ]
  %102 = phi double [ %165, %100 ], [ %97, %94 ]
  %103 = getelementptr inbounds double, ptr %35, i64 %101
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = mul nuw nsw i64 %101, %15
  %106 = getelementptr inbounds double, ptr %39, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = fmul fast double %107, %104
  %109 = fadd fast double %102, %108
  %110 = add nuw nsw i64 %101, 1
  %111 = getelementptr inbounds double, ptr %35, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !11
  %113 = mul nuw nsw i64 %110, %15
  %114 = getelementptr inbounds double, ptr %39, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !11
  %116 = fmul fast double %115, %112
  %117 = fadd fast double %109, %116
  %118 = add nuw nsw i64 %101, 2
  %119 = getelementptr inbounds double, ptr %35, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !11
  %121 = mul nuw nsw i64 %118, %15
  %122 = getelementptr inbounds double, ptr %39, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = fmul fast double %123, %120
  %125 = fadd fast double %117, %124
  %126 = add nuw nsw i64 %101, 3
  %127 = getelementptr inbounds double, ptr %35, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !11
  %129 = mul nuw nsw i64 %126, %15
  %130 = getelementptr inbounds double, ptr %39, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !11
  %132 = fmul fast double %131, %128
  %133 = fadd fast double %125, %132
  %134 = add nuw nsw i64 %101, 4
  %135 = getelementptr inbounds double, ptr %35, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !11
  %137 = mul nuw nsw i64 %134, %15
  %138 = getelementptr inbounds double, ptr %39, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = fmul fast double %139, %136
  %141 = fadd fast double %133, %140
  %142 = add nuw nsw i64 %101, 5
  %143 = getelementptr inbounds double, ptr %35, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !11
  %145 = mul nuw nsw i64 %142, %15
  %146 = getelementptr inbounds double, ptr %39, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = fmul fast double %147, %144
  %149 = fadd fast double %141, %148
  %150 = add nuw nsw i64 %101, 6
  %151 = getelementptr inbounds double, ptr %35, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !11
  %153 = mul nuw nsw i64 %150, %15
  %154 = getelementptr inbounds double, ptr %39, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = fmul fast double %155, %152
  %157 = fadd fast double %149, %156
  %158 = add nuw nsw i64 %101, 7
  %159 = getelementptr inbounds double, ptr %35, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !11
  %161 = mul nuw nsw i64 %158, %15
  %162 = getelementptr inbounds double, ptr %39, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = fmul fast double %163, %160
  %165 = fadd fast double %157, %164
  %166 = add nuw nsw i64 %101, 8
  %167 = icmp eq i64 %166, %21
  br i1 %167, label %168, label %100, !llvm.loop !45

168:                                              ; preds = %94, %100, %72
  %169 = phi double [ %76, %72 ], [ %95, %94 ], [ %165, %100 ]
  store double %169, ptr %38, align 8, !tbaa !11
  %170 = add nuw nsw i64 %37, 1
  %171 = icmp eq i64 %170, %15
  br i1 %171, label %172, label %36, !llvm.loop !46

172:                                              ; preds = %168
  %173 = add nuw nsw i64 %31, 1
  %174 = icmp eq i64 %173, %22
  br i1 %174, label %175, label %30, !llvm.loop !47

175:                                              ; preds = %172, %16, %5
  %176 = icmp sgt i32 %6, 0
  br i1 %176, label %177, label %215

177:                                              ; preds = %175
  %178 = zext nneg i32 %6 to i64
  %179 = icmp ult i32 %6, 16
  br i1 %179, label %180, label %183

180:                                              ; preds = %209, %177
  %181 = phi i64 [ 0, %177 ], [ %184, %209 ]
  %182 = phi double [ 0.000000e+00, %177 ], [ %213, %209 ]
  br label %217

183:                                              ; preds = %177
  %184 = and i64 %178, 2147483632
  br label %185

185:                                              ; preds = %185, %183
  %186 = phi i64 [ 0, %183 ], [ %207, %185 ]
  %187 = phi <4 x double> [ zeroinitializer, %183 ], [ %203, %185 ]
  %188 = phi <4 x double> [ zeroinitializer, %183 ], [ %204, %185 ]
  %189 = phi <4 x double> [ zeroinitializer, %183 ], [ %205, %185 ]
  %190 = phi <4 x double> [ zeroinitializer, %183 ], [ %206, %185 ]
  %191 = getelementptr inbounds double, ptr %9, i64 %186
  %192 = getelementptr inbounds i8, ptr %191, i64 32
  %193 = getelementptr inbounds i8, ptr %191, i64 64
  %194 = getelementptr inbounds i8, ptr %191, i64 96
  %195 = load <4 x double>, ptr %191, align 8, !tbaa !11
  %196 = load <4 x double>, ptr %192, align 8, !tbaa !11
  %197 = load <4 x double>, ptr %193, align 8, !tbaa !11
  %198 = load <4 x double>, ptr %194, align 8, !tbaa !11
  %199 = fmul fast <4 x double> %195, %195
  %200 = fmul fast <4 x double> %196, %196
  %201 = fmul fast <4 x double> %197, %197
  %202 = fmul fast <4 x double> %198, %198
  %203 = fadd fast <4 x double> %199, %187
  %204 = fadd fast <4 x double> %200, %188
  %205 = fadd fast <4 x double> %201, %189
  %206 = fadd fast <4 x double> %202, %190
  %207 = add nuw i64 %186, 16
  %208 = icmp eq i64 %207, %184
  br i1 %208, label %209, label %185, !llvm.loop !48

209:                                              ; preds = %185
  %210 = fadd fast <4 x double> %204, %203
  %211 = fadd fast <4 x double> %205, %210
  %212 = fadd fast <4 x double> %206, %211
  %213 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %212)
  %214 = icmp eq i64 %184, %178
  br i1 %214, label %215, label %180

215:                                              ; preds = %217, %209, %175
  %216 = phi double [ 0.000000e+00, %175 ], [ %213, %209 ], [ %223, %217 ]
  tail call void @free(ptr noundef %9) #13
  ret double %216

217:                                              ; preds = %180, %217
  %218 = phi i64 [ %224, %217 ], [ %181, %180 ]
  %219 = phi double [ %223, %217 ], [ %182, %180 ]
  %220 = getelementptr inbounds double, ptr %9, i64 %218
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = fmul fast double %221, %221
  %223 = fadd fast double %222, %219
  %224 = add nuw nsw i64 %218, 1
  %225 = icmp eq i64 %224, %178
  br i1 %225, label %215, label %217, !llvm.loop !49
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
  %15 = load ptr, ptr %1, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = load i32, ptr %16, align 8, !tbaa !38
  %18 = getelementptr inbounds i8, ptr %1, i64 20
  %19 = load i32, ptr %18, align 4, !tbaa !39
  %20 = mul nsw i32 %19, %17
  call fastcc void @check_grad(ptr noundef nonnull %11, ptr noundef nonnull @obj_A, ptr noundef nonnull %1, ptr noundef %15, i32 noundef %20, ptr noundef %2)
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !37
  %23 = load i32, ptr %18, align 4, !tbaa !39
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  %25 = load i32, ptr %24, align 8, !tbaa !40
  %26 = mul nsw i32 %25, %23
  call fastcc void @check_grad(ptr noundef nonnull %12, ptr noundef nonnull @obj_B, ptr noundef nonnull %1, ptr noundef %22, i32 noundef %26, ptr noundef %3)
  %27 = load i32, ptr %16, align 8, !tbaa !38
  %28 = load i32, ptr %18, align 4, !tbaa !39
  %29 = mul nsw i32 %28, %27
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %36, label %31

31:                                               ; preds = %65, %6
  %32 = phi i32 [ %28, %6 ], [ %68, %65 ]
  %33 = load i32, ptr %24, align 8, !tbaa !40
  %34 = mul nsw i32 %33, %32
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %73, label %72

36:                                               ; preds = %6, %65
  %37 = phi i64 [ %66, %65 ], [ 0, %6 ]
  %38 = getelementptr inbounds double, ptr %2, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !11
  %40 = getelementptr inbounds double, ptr %4, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !11
  %42 = call fast double @llvm.fabs.f64(double %41)
  %43 = call fast double @llvm.maxnum.f64(double %42, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %39, ptr %10, align 8, !tbaa !11
  %44 = load volatile double, ptr %10, align 8, !tbaa !11
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fcmp ueq double %45, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %46, label %60, label %47

47:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %41, ptr %9, align 8, !tbaa !11
  %48 = load volatile double, ptr %9, align 8, !tbaa !11
  %49 = call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %50, label %60, label %51

51:                                               ; preds = %47
  %52 = fsub fast double %39, %41
  %53 = call fast double @llvm.fabs.f64(double %52)
  %54 = fmul fast double %43, 1.000000e-09
  %55 = fcmp fast ole double %53, %54
  %56 = freeze i1 %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %51
  %58 = trunc nuw nsw i64 %37 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %58, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %41, ptr noundef nonnull @.str.9)
  br label %65

60:                                               ; preds = %51, %47, %36
  %61 = trunc nuw nsw i64 %37 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %61, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %41, ptr noundef nonnull @.str.10)
  %63 = load i32, ptr @n_fail, align 4, !tbaa !5
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr @n_fail, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %57, %60
  %66 = add nuw nsw i64 %37, 1
  %67 = load i32, ptr %16, align 8, !tbaa !38
  %68 = load i32, ptr %18, align 4, !tbaa !39
  %69 = mul nsw i32 %68, %67
  %70 = sext i32 %69 to i64
  %71 = icmp slt i64 %66, %70
  br i1 %71, label %36, label %31, !llvm.loop !50

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
  %79 = call fast double @llvm.fabs.f64(double %78)
  %80 = call fast double @llvm.maxnum.f64(double %79, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %76, ptr %8, align 8, !tbaa !11
  %81 = load volatile double, ptr %8, align 8, !tbaa !11
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = fcmp ueq double %82, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %83, label %97, label %84

84:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %78, ptr %7, align 8, !tbaa !11
  %85 = load volatile double, ptr %7, align 8, !tbaa !11
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fcmp ueq double %86, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %87, label %97, label %88

88:                                               ; preds = %84
  %89 = fsub fast double %76, %78
  %90 = call fast double @llvm.fabs.f64(double %89)
  %91 = fmul fast double %80, 1.000000e-09
  %92 = fcmp fast ole double %90, %91
  %93 = freeze i1 %92
  br i1 %93, label %94, label %97

94:                                               ; preds = %88
  %95 = trunc nuw nsw i64 %74 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i32 noundef %95, double noundef nofpclass(nan inf) %76, double noundef nofpclass(nan inf) %78, ptr noundef nonnull @.str.9)
  br label %102

97:                                               ; preds = %88, %84, %73
  %98 = trunc nuw nsw i64 %74 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i32 noundef %98, double noundef nofpclass(nan inf) %76, double noundef nofpclass(nan inf) %78, ptr noundef nonnull @.str.10)
  %100 = load i32, ptr @n_fail, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @n_fail, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %94, %97
  %103 = add nuw nsw i64 %74, 1
  %104 = load i32, ptr %18, align 4, !tbaa !39
  %105 = load i32, ptr %24, align 8, !tbaa !40
  %106 = mul nsw i32 %105, %104
  %107 = sext i32 %106 to i64
  %108 = icmp slt i64 %103, %107
  br i1 %108, label %73, label %72, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @matloss_stack(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #5 {
  %6 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #13
  %7 = icmp sgt i32 %2, 0
  %8 = icmp sgt i32 %4, 0
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %172

10:                                               ; preds = %5
  %11 = icmp sgt i32 %3, 0
  %12 = zext nneg i32 %4 to i64
  br i1 %11, label %17, label %13

13:                                               ; preds = %10
  %14 = zext nneg i32 %2 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = shl i64 %15, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %6, i8 0, i64 %16, i1 false), !tbaa !11
  br label %172

17:                                               ; preds = %10
  %18 = zext nneg i32 %3 to i64
  %19 = zext nneg i32 %2 to i64
  %20 = icmp ugt i32 %3, 15
  %21 = icmp eq i32 %4, 1
  %22 = and i1 %20, %21
  %23 = and i64 %18, 2147483632
  %24 = icmp eq i64 %23, %18
  %25 = and i64 %18, 7
  %26 = icmp eq i64 %25, 0
  br label %27

27:                                               ; preds = %17, %169
  %28 = phi i64 [ 0, %17 ], [ %170, %169 ]
  %29 = mul nuw nsw i64 %28, %18
  %30 = mul nuw nsw i64 %28, %12
  %31 = getelementptr inbounds double, ptr %0, i64 %29
  br label %32

32:                                               ; preds = %163, %27
  %33 = phi i64 [ %167, %163 ], [ 0, %27 ]
  %34 = getelementptr inbounds double, ptr %1, i64 %33
  br i1 %22, label %35, label %72

35:                                               ; preds = %32, %35
  %36 = phi i64 [ %65, %35 ], [ 0, %32 ]
  %37 = phi <4 x double> [ %61, %35 ], [ zeroinitializer, %32 ]
  %38 = phi <4 x double> [ %62, %35 ], [ zeroinitializer, %32 ]
  %39 = phi <4 x double> [ %63, %35 ], [ zeroinitializer, %32 ]
  %40 = phi <4 x double> [ %64, %35 ], [ zeroinitializer, %32 ]
  %41 = getelementptr inbounds double, ptr %31, i64 %36
  %42 = getelementptr inbounds i8, ptr %41, i64 32
  %43 = getelementptr inbounds i8, ptr %41, i64 64
  %44 = getelementptr inbounds i8, ptr %41, i64 96
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !11
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !11
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !11
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !11
  %49 = getelementptr inbounds double, ptr %34, i64 %36
  %50 = getelementptr inbounds i8, ptr %49, i64 32
  %51 = getelementptr inbounds i8, ptr %49, i64 64
  %52 = getelementptr inbounds i8, ptr %49, i64 96
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !11
  %54 = load <4 x double>, ptr %50, align 8, !tbaa !11
  %55 = load <4 x double>, ptr %51, align 8, !tbaa !11
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !11
  %57 = fmul fast <4 x double> %53, %45
  %58 = fmul fast <4 x double> %54, %46
  %59 = fmul fast <4 x double> %55, %47
  %60 = fmul fast <4 x double> %56, %48
  %61 = fadd fast <4 x double> %57, %37
  %62 = fadd fast <4 x double> %58, %38
  %63 = fadd fast <4 x double> %59, %39
  %64 = fadd fast <4 x double> %60, %40
  %65 = add nuw i64 %36, 16
  %66 = icmp eq i64 %65, %23
  br i1 %66, label %67, label %35, !llvm.loop !52

67:                                               ; preds = %35
  %68 = fadd fast <4 x double> %62, %61
  %69 = fadd fast <4 x double> %63, %68
  %70 = fadd fast <4 x double> %64, %69
  %71 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %70)
  br i1 %24, label %163, label %72

72:                                               ; preds = %67, %32
  %73 = phi i64 [ 0, %32 ], [ %23, %67 ]
  %74 = phi double [ 0.000000e+00, %32 ], [ %71, %67 ]
  br i1 %26, label %89, label %75

75:                                               ; preds = %72, %75
  %76 = phi i64 [ %86, %75 ], [ %73, %72 ]
  %77 = phi double [ %85, %75 ], [ %74, %72 ]
  %78 = phi i64 [ %87, %75 ], [ 0, %72 ]
  %79 = getelementptr inbounds double, ptr %31, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = mul nuw nsw i64 %76, %12
  %82 = getelementptr inbounds double, ptr %34, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !11
  %84 = fmul fast double %83, %80
  %85 = fadd fast double %84, %77
  %86 = add nuw nsw i64 %76, 1
  %87 = add i64 %78, 1
  %88 = icmp eq i64 %87, %25
  br i1 %88, label %89, label %75, !llvm.loop !53

89:                                               ; preds = %75, %72
  %90 = phi double [ poison, %72 ], [ %85, %75 ]
  %91 = phi i64 [ %73, %72 ], [ %86, %75 ]
  %92 = phi double [ %74, %72 ], [ %85, %75 ]
  %93 = sub nsw i64 %73, %18
  %94 = icmp ugt i64 %93, -8
  br i1 %94, label %163, label %95

95:                                               ; preds = %89, %95
  %96 = phi i64 [ %161, %95 ], [ %91, %89 ]
  %97 = phi double [ %160, %95 ], [ %92, %89 ]
  %98 = getelementptr inbounds double, ptr %31, i64 %96
  %99 = load double, ptr %98, align 8, !tbaa !11
  %100 = mul nuw nsw i64 %96, %12
  %101 = getelementptr inbounds double, ptr %34, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !11
  %103 = fmul fast double %102, %99
  %104 = fadd fast double %103, %97
  %105 = add nuw nsw i64 %96, 1
  %106 = getelementptr inbounds double, ptr %31, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = mul nuw nsw i64 %105, %12
  %109 = getelementptr inbounds double, ptr %34, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = fmul fast double %110, %107
  %112 = fadd fast double %111, %104
  %113 = add nuw nsw i64 %96, 2
  %114 = getelementptr inbounds double, ptr %31, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !11
  %116 = mul nuw nsw i64 %113, %12
  %117 = getelementptr inbounds double, ptr %34, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !11
  %119 = fmul fast double %118, %115
  %120 = fadd fast double %119, %112
  %121 = add nuw nsw i64 %96, 3
  %122 = getelementptr inbounds double, ptr %31, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = mul nuw nsw i64 %121, %12
  %125 = getelementptr inbounds double, ptr %34, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !11
  %127 = fmul fast double %126, %123
  %128 = fadd fast double %127, %120
  %129 = add nuw nsw i64 %96, 4
  %130 = getelementptr inbounds double, ptr %31, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !11
  %132 = mul nuw nsw i64 %129, %12
  %133 = getelementptr inbounds double, ptr %34, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !11
  %135 = fmul fast double %134, %131
  %136 = fadd fast double %135, %128
  %137 = add nuw nsw i64 %96, 5
  %138 = getelementptr inbounds double, ptr %31, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = mul nuw nsw i64 %137, %12
  %141 = getelementptr inbounds double, ptr %34, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = fmul fast double %142, %139
  %144 = fadd fast double %143, %136
  %145 = add nuw nsw i64 %96, 6
  %146 = getelementptr inbounds double, ptr %31, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = mul nuw nsw i64 %145, %12
  %149 = getelementptr inbounds double, ptr %34, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !11
  %151 = fmul fast double %150, %147
  %152 = fadd fast double %151, %144
  %153 = add nuw nsw i64 %96, 7
  %154 = getelementptr inbounds double, ptr %31, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = mul nuw nsw i64 %153, %12
  %157 = getelementptr inbounds double, ptr %34, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !11
  %159 = fmul fast double %158, %155
  %160 = fadd fast double %159, %152
  %161 = add nuw nsw i64 %96, 8
  %162 = icmp eq i64 %161, %18
  br i1 %162, label %163, label %95, !llvm.loop !54

163:                                              ; preds = %89, %95, %67
  %164 = phi double [ %71, %67 ], [ %90, %89 ], [ %160, %95 ]
  %165 = add nuw nsw i64 %33, %30
  %166 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %165
  store double %164, ptr %166, align 8, !tbaa !11
  %167 = add nuw nsw i64 %33, 1
  %168 = icmp eq i64 %167, %12
  br i1 %168, label %169, label %32, !llvm.loop !55

169:                                              ; preds = %163
  %170 = add nuw nsw i64 %28, 1
  %171 = icmp eq i64 %170, %19
  br i1 %171, label %172, label %27, !llvm.loop !56

172:                                              ; preds = %169, %13, %5
  %173 = mul nsw i32 %4, %2
  %174 = icmp sgt i32 %173, 0
  br i1 %174, label %175, label %213

175:                                              ; preds = %172
  %176 = zext nneg i32 %173 to i64
  %177 = icmp ult i32 %173, 16
  br i1 %177, label %178, label %181

178:                                              ; preds = %207, %175
  %179 = phi i64 [ 0, %175 ], [ %182, %207 ]
  %180 = phi double [ 0.000000e+00, %175 ], [ %211, %207 ]
  br label %215

181:                                              ; preds = %175
  %182 = and i64 %176, 2147483632
  br label %183

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %205, %183 ]
  %185 = phi <4 x double> [ zeroinitializer, %181 ], [ %201, %183 ]
  %186 = phi <4 x double> [ zeroinitializer, %181 ], [ %202, %183 ]
  %187 = phi <4 x double> [ zeroinitializer, %181 ], [ %203, %183 ]
  %188 = phi <4 x double> [ zeroinitializer, %181 ], [ %204, %183 ]
  %189 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %184
  %190 = getelementptr inbounds i8, ptr %189, i64 32
  %191 = getelementptr inbounds i8, ptr %189, i64 64
  %192 = getelementptr inbounds i8, ptr %189, i64 96
  %193 = load <4 x double>, ptr %189, align 16, !tbaa !11
  %194 = load <4 x double>, ptr %190, align 16, !tbaa !11
  %195 = load <4 x double>, ptr %191, align 16, !tbaa !11
  %196 = load <4 x double>, ptr %192, align 16, !tbaa !11
  %197 = fmul fast <4 x double> %193, %193
  %198 = fmul fast <4 x double> %194, %194
  %199 = fmul fast <4 x double> %195, %195
  %200 = fmul fast <4 x double> %196, %196
  %201 = fadd fast <4 x double> %197, %185
  %202 = fadd fast <4 x double> %198, %186
  %203 = fadd fast <4 x double> %199, %187
  %204 = fadd fast <4 x double> %200, %188
  %205 = add nuw i64 %184, 16
  %206 = icmp eq i64 %205, %182
  br i1 %206, label %207, label %183, !llvm.loop !57

207:                                              ; preds = %183
  %208 = fadd fast <4 x double> %202, %201
  %209 = fadd fast <4 x double> %203, %208
  %210 = fadd fast <4 x double> %204, %209
  %211 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %210)
  %212 = icmp eq i64 %182, %176
  br i1 %212, label %213, label %178

213:                                              ; preds = %215, %207, %172
  %214 = phi double [ 0.000000e+00, %172 ], [ %211, %207 ], [ %221, %215 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #13
  ret double %214

215:                                              ; preds = %178, %215
  %216 = phi i64 [ %222, %215 ], [ %179, %178 ]
  %217 = phi double [ %221, %215 ], [ %180, %178 ]
  %218 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %216
  %219 = load double, ptr %218, align 8, !tbaa !11
  %220 = fmul fast double %219, %219
  %221 = fadd fast double %220, %217
  %222 = add nuw nsw i64 %216, 1
  %223 = icmp eq i64 %222, %176
  br i1 %223, label %213, label %215, !llvm.loop !58
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

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !11
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !59
  store double %29, ptr %23, align 8, !tbaa !11
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !59
  store double %24, ptr %23, align 8, !tbaa !11
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !11
  %37 = load volatile double, ptr %8, align 8, !tbaa !11
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !11
  %41 = load volatile double, ptr %7, align 8, !tbaa !11
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %43, label %53, label %44

44:                                               ; preds = %40
  %45 = fsub fast double %22, %34
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %36, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = freeze i1 %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %44
  %51 = trunc nuw nsw i64 %20 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.9)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.10)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !60
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @obj_A(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca [64 x double], align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 28
  %5 = load i32, ptr %4, align 4, !tbaa !41
  %6 = icmp eq i32 %5, 0
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %1, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !39
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i32, ptr %13, align 8, !tbaa !40
  br i1 %6, label %233, label %15

15:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %16 = icmp sgt i32 %10, 0
  %17 = icmp sgt i32 %14, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %181

19:                                               ; preds = %15
  %20 = icmp sgt i32 %12, 0
  %21 = zext nneg i32 %14 to i64
  br i1 %20, label %26, label %22

22:                                               ; preds = %19
  %23 = zext nneg i32 %10 to i64
  %24 = shl nuw nsw i64 %23, 3
  %25 = mul i64 %24, %21
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %25, i1 false), !tbaa !11
  br label %181

26:                                               ; preds = %19
  %27 = zext nneg i32 %12 to i64
  %28 = zext nneg i32 %10 to i64
  %29 = icmp ugt i32 %12, 15
  %30 = icmp eq i32 %14, 1
  %31 = select i1 %29, i1 %30, i1 false
  %32 = and i64 %27, 2147483632
  %33 = icmp eq i64 %32, %27
  %34 = and i64 %27, 7
  %35 = icmp eq i64 %34, 0
  br label %36

36:                                               ; preds = %178, %26
  %37 = phi i64 [ 0, %26 ], [ %179, %178 ]
  %38 = mul nuw nsw i64 %37, %27
  %39 = mul nuw nsw i64 %37, %21
  %40 = getelementptr inbounds double, ptr %0, i64 %38
  br label %41

41:                                               ; preds = %172, %36
  %42 = phi i64 [ %176, %172 ], [ 0, %36 ]
  %43 = getelementptr inbounds double, ptr %8, i64 %42
  br i1 %31, label %44, label %81

44:                                               ; preds = %41, %44
  %45 = phi i64 [ %74, %44 ], [ 0, %41 ]
  %46 = phi <4 x double> [ %70, %44 ], [ zeroinitializer, %41 ]
  %47 = phi <4 x double> [ %71, %44 ], [ zeroinitializer, %41 ]
  %48 = phi <4 x double> [ %72, %44 ], [ zeroinitializer, %41 ]
  %49 = phi <4 x double> [ %73, %44 ], [ zeroinitializer, %41 ]
  %50 = getelementptr inbounds double, ptr %40, i64 %45
  %51 = getelementptr inbounds i8, ptr %50, i64 32
  %52 = getelementptr inbounds i8, ptr %50, i64 64
  %53 = getelementptr inbounds i8, ptr %50, i64 96
  %54 = load <4 x double>, ptr %50, align 8, !tbaa !11
  %55 = load <4 x double>, ptr %51, align 8, !tbaa !11
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !11
  %57 = load <4 x double>, ptr %53, align 8, !tbaa !11
  %58 = getelementptr inbounds double, ptr %43, i64 %45
  %59 = getelementptr inbounds i8, ptr %58, i64 32
  %60 = getelementptr inbounds i8, ptr %58, i64 64
  %61 = getelementptr inbounds i8, ptr %58, i64 96
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !11
  %63 = load <4 x double>, ptr %59, align 8, !tbaa !11
  %64 = load <4 x double>, ptr %60, align 8, !tbaa !11
  %65 = load <4 x double>, ptr %61, align 8, !tbaa !11
  %66 = fmul fast <4 x double> %62, %54
  %67 = fmul fast <4 x double> %63, %55
  %68 = fmul fast <4 x double> %64, %56
  %69 = fmul fast <4 x double> %65, %57
  %70 = fadd fast <4 x double> %66, %46
  %71 = fadd fast <4 x double> %67, %47
  %72 = fadd fast <4 x double> %68, %48
  %73 = fadd fast <4 x double> %69, %49
  %74 = add nuw i64 %45, 16
  %75 = icmp eq i64 %74, %32
  br i1 %75, label %76, label %44, !llvm.loop !61

76:                                               ; preds = %44
  %77 = fadd fast <4 x double> %71, %70
  %78 = fadd fast <4 x double> %72, %77
  %79 = fadd fast <4 x double> %73, %78
  %80 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %79)
  br i1 %33, label %172, label %81

81:                                               ; preds = %76, %41
  %82 = phi i64 [ 0, %41 ], [ %32, %76 ]
  %83 = phi double [ 0.000000e+00, %41 ], [ %80, %76 ]
  br i1 %35, label %98, label %84

84:                                               ; preds = %81, %84
  %85 = phi i64 [ %95, %84 ], [ %82, %81 ]
  %86 = phi double [ %94, %84 ], [ %83, %81 ]
  %87 = phi i64 [ %96, %84 ], [ 0, %81 ]
  %88 = getelementptr inbounds double, ptr %40, i64 %85
  %89 = load double, ptr %88, align 8, !tbaa !11
  %90 = mul nuw nsw i64 %85, %21
  %91 = getelementptr inbounds double, ptr %43, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !11
  %93 = fmul fast double %92, %89
  %94 = fadd fast double %93, %86
  %95 = add nuw nsw i64 %85, 1
  %96 = add i64 %87, 1
  %97 = icmp eq i64 %96, %34
  br i1 %97, label %98, label %84, !llvm.loop !62

98:                                               ; preds = %84, %81
  %99 = phi double [ poison, %81 ], [ %94, %84 ]
  %100 = phi i64 [ %82, %81 ], [ %95, %84 ]
  %101 = phi double [ %83, %81 ], [ %94, %84 ]
  %102 = sub nsw i64 %82, %27
  %103 = icmp ugt i64 %102, -8
  br i1 %103, label %172, label %104

104:                                              ; preds = %98, %104
  %105 = phi i64 [ %170, %104 ], [ %100, %98 ]
  %106 = phi double [ %169, %104 ], [ %101, %98 ]
  %107 = getelementptr inbounds double, ptr %40, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !11
  %109 = mul nuw nsw i64 %105, %21
  %110 = getelementptr inbounds double, ptr %43, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = fmul fast double %111, %108
  %113 = fadd fast double %112, %106
  %114 = add nuw nsw i64 %105, 1
  %115 = getelementptr inbounds double, ptr %40, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !11
  %117 = mul nuw nsw i64 %114, %21
  %118 = getelementptr inbounds double, ptr %43, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !11
  %120 = fmul fast double %119, %116
  %121 = fadd fast double %120, %113
  %122 = add nuw nsw i64 %105, 2
  %123 = getelementptr inbounds double, ptr %40, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = mul nuw nsw i64 %122, %21
  %126 = getelementptr inbounds double, ptr %43, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !11
  %128 = fmul fast double %127, %124
  %129 = fadd fast double %128, %121
  %130 = add nuw nsw i64 %105, 3
  %131 = getelementptr inbounds double, ptr %40, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = mul nuw nsw i64 %130, %21
  %134 = getelementptr inbounds double, ptr %43, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !11
  %136 = fmul fast double %135, %132
  %137 = fadd fast double %136, %129
  %138 = add nuw nsw i64 %105, 4
  %139 = getelementptr inbounds double, ptr %40, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !11
  %141 = mul nuw nsw i64 %138, %21
  %142 = getelementptr inbounds double, ptr %43, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !11
  %144 = fmul fast double %143, %140
  %145 = fadd fast double %144, %137
  %146 = add nuw nsw i64 %105, 5
  %147 = getelementptr inbounds double, ptr %40, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !11
  %149 = mul nuw nsw i64 %146, %21
  %150 = getelementptr inbounds double, ptr %43, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !11
  %152 = fmul fast double %151, %148
  %153 = fadd fast double %152, %145
  %154 = add nuw nsw i64 %105, 6
  %155 = getelementptr inbounds double, ptr %40, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !11
  %157 = mul nuw nsw i64 %154, %21
  %158 = getelementptr inbounds double, ptr %43, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !11
  %160 = fmul fast double %159, %156
  %161 = fadd fast double %160, %153
  %162 = add nuw nsw i64 %105, 7
  %163 = getelementptr inbounds double, ptr %40, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = mul nuw nsw i64 %162, %21
  %166 = getelementptr inbounds double, ptr %43, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fmul fast double %167, %164
  %169 = fadd fast double %168, %161
  %170 = add nuw nsw i64 %105, 8
  %171 = icmp eq i64 %170, %27
  br i1 %171, label %172, label %104, !llvm.loop !63

172:                                              ; preds = %98, %104, %76
  %173 = phi double [ %80, %76 ], [ %99, %98 ], [ %169, %104 ]
  %174 = add nuw nsw i64 %42, %39
  %175 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %174
  store double %173, ptr %175, align 8, !tbaa !11
  %176 = add nuw nsw i64 %42, 1
  %177 = icmp eq i64 %176, %21
  br i1 %177, label %178, label %41, !llvm.loop !55

178:                                              ; preds = %172
  %179 = add nuw nsw i64 %37, 1
  %180 = icmp eq i64 %179, %28
  br i1 %180, label %181, label %36, !llvm.loop !56

181:                                              ; preds = %178, %22, %15
  %182 = mul nsw i32 %14, %10
  %183 = icmp sgt i32 %182, 0
  br i1 %183, label %184, label %231

184:                                              ; preds = %181
  %185 = zext nneg i32 %182 to i64
  %186 = icmp ult i32 %182, 16
  br i1 %186, label %219, label %187

187:                                              ; preds = %184
  %188 = and i64 %185, 2147483632
  br label %189

189:                                              ; preds = %189, %187
  %190 = phi i64 [ 0, %187 ], [ %211, %189 ]
  %191 = phi <4 x double> [ zeroinitializer, %187 ], [ %207, %189 ]
  %192 = phi <4 x double> [ zeroinitializer, %187 ], [ %208, %189 ]
  %193 = phi <4 x double> [ zeroinitializer, %187 ], [ %209, %189 ]
  %194 = phi <4 x double> [ zeroinitializer, %187 ], [ %210, %189 ]
  %195 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %190
  %196 = getelementptr inbounds i8, ptr %195, i64 32
  %197 = getelementptr inbounds i8, ptr %195, i64 64
  %198 = getelementptr inbounds i8, ptr %195, i64 96
  %199 = load <4 x double>, ptr %195, align 16, !tbaa !11
  %200 = load <4 x double>, ptr %196, align 16, !tbaa !11
  %201 = load <4 x double>, ptr %197, align 16, !tbaa !11
  %202 = load <4 x double>, ptr %198, align 16, !tbaa !11
  %203 = fmul fast <4 x double> %199, %199
  %204 = fmul fast <4 x double> %200, %200
  %205 = fmul fast <4 x double> %201, %201
  %206 = fmul fast <4 x double> %202, %202
  %207 = fadd fast <4 x double> %203, %191
  %208 = fadd fast <4 x double> %204, %192
  %209 = fadd fast <4 x double> %205, %193
  %210 = fadd fast <4 x double> %206, %194
  %211 = add nuw i64 %190, 16
  %212 = icmp eq i64 %211, %188
  br i1 %212, label %213, label %189, !llvm.loop !64

213:                                              ; preds = %189
  %214 = fadd fast <4 x double> %208, %207
  %215 = fadd fast <4 x double> %209, %214
  %216 = fadd fast <4 x double> %210, %215
  %217 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %216)
  %218 = icmp eq i64 %188, %185
  br i1 %218, label %231, label %219

219:                                              ; preds = %213, %184
  %220 = phi i64 [ 0, %184 ], [ %188, %213 ]
  %221 = phi double [ 0.000000e+00, %184 ], [ %217, %213 ]
  br label %222

222:                                              ; preds = %219, %222
  %223 = phi i64 [ %229, %222 ], [ %220, %219 ]
  %224 = phi double [ %228, %222 ], [ %221, %219 ]
  %225 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %223
  %226 = load double, ptr %225, align 8, !tbaa !11
  %227 = fmul fast double %226, %226
  %228 = fadd fast double %227, %224
  %229 = add nuw nsw i64 %223, 1
  %230 = icmp eq i64 %229, %185
  br i1 %230, label %231, label %222, !llvm.loop !65

231:                                              ; preds = %222, %213, %181
  %232 = phi double [ 0.000000e+00, %181 ], [ %217, %213 ], [ %228, %222 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  br label %454

233:                                              ; preds = %2
  %234 = mul nsw i32 %14, %10
  %235 = sext i32 %234 to i64
  %236 = shl nsw i64 %235, 3
  %237 = tail call noalias ptr @malloc(i64 noundef %236) #14
  %238 = icmp sgt i32 %10, 0
  %239 = icmp sgt i32 %14, 0
  %240 = and i1 %238, %239
  br i1 %240, label %241, label %403

241:                                              ; preds = %233
  %242 = icmp sgt i32 %12, 0
  %243 = zext nneg i32 %14 to i64
  br i1 %242, label %248, label %244

244:                                              ; preds = %241
  %245 = zext nneg i32 %10 to i64
  %246 = shl nuw nsw i64 %245, 3
  %247 = mul i64 %246, %243
  tail call void @llvm.memset.p0.i64(ptr align 8 %237, i8 0, i64 %247, i1 false), !tbaa !11
  br label %403

248:                                              ; preds = %241
  %249 = zext nneg i32 %12 to i64
  %250 = zext nneg i32 %10 to i64
  %251 = icmp ugt i32 %12, 15
  %252 = icmp eq i32 %14, 1
  %253 = select i1 %251, i1 %252, i1 false
  %254 = and i64 %249, 2147483632
  %255 = icmp eq i64 %254, %249
  %256 = and i64 %249, 7
  %257 = icmp eq i64 %256, 0
  br label %258

258:                                              ; preds = %400, %248
  %259 = phi i64 [ 0, %248 ], [ %401, %400 ]
  %260 = mul nuw nsw i64 %259, %243
  %261 = mul nuw nsw i64 %259, %249
  %262 = getelementptr inbounds double, ptr %237, i64 %260
  %263 = getelementptr inbounds double, ptr %0, i64 %261
  br label %264

264:                                              ; preds = %395, %258
  %265 = phi i64 [ %398, %395 ], [ 0, %258 ]
  %266 = getelementptr inbounds double, ptr %8, i64 %265
  br i1 %253, label %267, label %304

267:                                              ; preds = %264, %267
  %268 = phi i64 [ %297, %267 ], [ 0, %264 ]
  %269 = phi <4 x double> [ %293, %267 ], [ zeroinitializer, %264 ]
  %270 = phi <4 x double> [ %294, %267 ], [ zeroinitializer, %264 ]
  %271 = phi <4 x double> [ %295, %267 ], [ zeroinitializer, %264 ]
  %272 = phi <4 x double> [ %296, %267 ], [ zeroinitializer, %264 ]
  %273 = getelementptr inbounds double, ptr %263, i64 %268
  %274 = getelementptr inbounds i8, ptr %273, i64 32
  %275 = getelementptr inbounds i8, ptr %273, i64 64
  %276 = getelementptr inbounds i8, ptr %273, i64 96
  %277 = load <4 x double>, ptr %273, align 8, !tbaa !11
  %278 = load <4 x double>, ptr %274, align 8, !tbaa !11
  %279 = load <4 x double>, ptr %275, align 8, !tbaa !11
  %280 = load <4 x double>, ptr %276, align 8, !tbaa !11
  %281 = getelementptr inbounds double, ptr %266, i64 %268
  %282 = getelementptr inbounds i8, ptr %281, i64 32
  %283 = getelementptr inbounds i8, ptr %281, i64 64
  %284 = getelementptr inbounds i8, ptr %281, i64 96
  %285 = load <4 x double>, ptr %281, align 8, !tbaa !11
  %286 = load <4 x double>, ptr %282, align 8, !tbaa !11
  %287 = load <4 x double>, ptr %283, align 8, !tbaa !11
  %288 = load <4 x double>, ptr %284, align 8, !tbaa !11
  %289 = fmul fast <4 x double> %285, %277
  %290 = fmul fast <4 x double> %286, %278
  %291 = fmul fast <4 x double> %287, %279
  %292 = fmul fast <4 x double> %288, %280
  %293 = fadd fast <4 x double> %289, %269
  %294 = fadd fast <4 x double> %290, %270
  %295 = fadd fast <4 x double> %291, %271
  %296 = fadd fast <4 x double> %292, %272
  %297 = add nuw i64 %268, 16
  %298 = icmp eq i64 %297, %254
  br i1 %298, label %299, label %267, !llvm.loop !66

299:                                              ; preds = %267
  %300 = fadd fast <4 x double> %294, %293
  %301 = fadd fast <4 x double> %295, %300
  %302 = fadd fast <4 x double> %296, %301
  %303 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %302)
  br i1 %255, label %395, label %304

304:                                              ; preds = %299, %264
  %305 = phi i64 [ 0, %264 ], [ %254, %299 ]
  %306 = phi double [ 0.000000e+00, %264 ], [ %303, %299 ]
  br i1 %257, label %321, label %307

307:                                              ; preds = %304, %307
  %308 = phi i64 [ %318, %307 ], [ %305, %304 ]
  %309 = phi double [ %317, %307 ], [ %306, %304 ]
  %310 = phi i64 [ %319, %307 ], [ 0, %304 ]
  %311 = getelementptr inbounds double, ptr %263, i64 %308
  %312 = load double, ptr %311, align 8, !tbaa !11
  %313 = mul nuw nsw i64 %308, %243
  %314 = getelementptr inbounds double, ptr %266, i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !11
  %316 = fmul fast double %315, %312
  %317 = fadd fast double %316, %309
  %318 = add nuw nsw i64 %308, 1
  %319 = add i64 %310, 1
  %320 = icmp eq i64 %319, %256
  br i1 %320, label %321, label %307, !llvm.loop !67

321:                                              ; preds = %307, %304
  %322 = phi double [ poison, %304 ], [ %317, %307 ]
  %323 = phi i64 [ %305, %304 ], [ %318, %307 ]
  %324 = phi double [ %306, %304 ], [ %317, %307 ]
  %325 = sub nsw i64 %305, %249
  %326 = icmp ugt i64 %325, -8
  br i1 %326, label %395, label %327

327:                                              ; preds = %321, %327
  %328 = phi i64 [ %393, %327 ], [ %323, %321 ]
  %329 = phi double [ %392, %327 ], [ %324, %321 ]
  %330 = getelementptr inbounds double, ptr %263, i64 %328
  %331 = load double, ptr %330, align 8, !tbaa !11
  %332 = mul nuw nsw i64 %328, %243
  %333 = getelementptr inbounds double, ptr %266, i64 %332
  %334 = load double, ptr %333, align 8, !tbaa !11
  %335 = fmul fast double %334, %331
  %336 = fadd fast double %335, %329
  %337 = add nuw nsw i64 %328, 1
  %338 = getelementptr inbounds double, ptr %263, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !11
  %340 = mul nuw nsw i64 %337, %243
  %341 = getelementptr inbounds double, ptr %266, i64 %340
  %342 = load double, ptr %341, align 8, !tbaa !11
  %343 = fmul fast double %342, %339
  %344 = fadd fast double %343, %336
  %345 = add nuw nsw i64 %328, 2
  %346 = getelementptr inbounds double, ptr %263, i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !11
  %348 = mul nuw nsw i64 %345, %243
  %349 = getelementptr inbounds double, ptr %266, i64 %348
  %350 = load double, ptr %349, align 8, !tbaa !11
  %351 = fmul fast double %350, %347
  %352 = fadd fast double %351, %344
  %353 = add nuw nsw i64 %328, 3
  %354 = getelementptr inbounds double, ptr %263, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !11
  %356 = mul nuw nsw i64 %353, %243
  %357 = getelementptr inbounds double, ptr %266, i64 %356
  %358 = load double, ptr %357, align 8, !tbaa !11
  %359 = fmul fast double %358, %355
  %360 = fadd fast double %359, %352
  %361 = add nuw nsw i64 %328, 4
  %362 = getelementptr inbounds double, ptr %263, i64 %361
  %363 = load double, ptr %362, align 8, !tbaa !11
  %364 = mul nuw nsw i64 %361, %243
  %365 = getelementptr inbounds double, ptr %266, i64 %364
  %366 = load double, ptr %365, align 8, !tbaa !11
  %367 = fmul fast double %366, %363
  %368 = fadd fast double %367, %360
  %369 = add nuw nsw i64 %328, 5
  %370 = getelementptr inbounds double, ptr %263, i64 %369
  %371 = load double, ptr %370, align 8, !tbaa !11
  %372 = mul nuw nsw i64 %369, %243
  %373 = getelementptr inbounds double, ptr %266, i64 %372
  %374 = load double, ptr %373, align 8, !tbaa !11
  %375 = fmul fast double %374, %371
  %376 = fadd fast double %375, %368
  %377 = add nuw nsw i64 %328, 6
  %378 = getelementptr inbounds double, ptr %263, i64 %377
  %379 = load double, ptr %378, align 8, !tbaa !11
  %380 = mul nuw nsw i64 %377, %243
  %381 = getelementptr inbounds double, ptr %266, i64 %380
  %382 = load double, ptr %381, align 8, !tbaa !11
  %383 = fmul fast double %382, %379
  %384 = fadd fast double %383, %376
  %385 = add nuw nsw i64 %328, 7
  %386 = getelementptr inbounds double, ptr %263, i64 %385
  %387 = load double, ptr %386, align 8, !tbaa !11
  %388 = mul nuw nsw i64 %385, %243
  %389 = getelementptr inbounds double, ptr %266, i64 %388
  %390 = load double, ptr %389, align 8, !tbaa !11
  %391 = fmul fast double %390, %387
  %392 = fadd fast double %391, %384
  %393 = add nuw nsw i64 %328, 8
  %394 = icmp eq i64 %393, %249
  br i1 %394, label %395, label %327, !llvm.loop !68

395:                                              ; preds = %321, %327, %299
  %396 = phi double [ %303, %299 ], [ %322, %321 ], [ %392, %327 ]
  %397 = getelementptr inbounds double, ptr %262, i64 %265
  store double %396, ptr %397, align 8, !tbaa !11
  %398 = add nuw nsw i64 %265, 1
  %399 = icmp eq i64 %398, %243
  br i1 %399, label %400, label %264, !llvm.loop !46

400:                                              ; preds = %395
  %401 = add nuw nsw i64 %259, 1
  %402 = icmp eq i64 %401, %250
  br i1 %402, label %403, label %258, !llvm.loop !47

403:                                              ; preds = %400, %244, %233
  %404 = icmp sgt i32 %234, 0
  br i1 %404, label %405, label %452

405:                                              ; preds = %403
  %406 = zext nneg i32 %234 to i64
  %407 = icmp ult i32 %234, 16
  br i1 %407, label %440, label %408

408:                                              ; preds = %405
  %409 = and i64 %406, 2147483632
  br label %410

410:                                              ; preds = %410, %408
  %411 = phi i64 [ 0, %408 ], [ %432, %410 ]
  %412 = phi <4 x double> [ zeroinitializer, %408 ], [ %428, %410 ]
  %413 = phi <4 x double> [ zeroinitializer, %408 ], [ %429, %410 ]
  %414 = phi <4 x double> [ zeroinitializer, %408 ], [ %430, %410 ]
  %415 = phi <4 x double> [ zeroinitializer, %408 ], [ %431, %410 ]
  %416 = getelementptr inbounds double, ptr %237, i64 %411
  %417 = getelementptr inbounds i8, ptr %416, i64 32
  %418 = getelementptr inbounds i8, ptr %416, i64 64
  %419 = getelementptr inbounds i8, ptr %416, i64 96
  %420 = load <4 x double>, ptr %416, align 8, !tbaa !11
  %421 = load <4 x double>, ptr %417, align 8, !tbaa !11
  %422 = load <4 x double>, ptr %418, align 8, !tbaa !11
  %423 = load <4 x double>, ptr %419, align 8, !tbaa !11
  %424 = fmul fast <4 x double> %420, %420
  %425 = fmul fast <4 x double> %421, %421
  %426 = fmul fast <4 x double> %422, %422
  %427 = fmul fast <4 x double> %423, %423
  %428 = fadd fast <4 x double> %424, %412
  %429 = fadd fast <4 x double> %425, %413
  %430 = fadd fast <4 x double> %426, %414
  %431 = fadd fast <4 x double> %427, %415
  %432 = add nuw i64 %411, 16
  %433 = icmp eq i64 %432, %409
  br i1 %433, label %434, label %410, !llvm.loop !69

434:                                              ; preds = %410
  %435 = fadd fast <4 x double> %429, %428
  %436 = fadd fast <4 x double> %430, %435
  %437 = fadd fast <4 x double> %431, %436
  %438 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %437)
  %439 = icmp eq i64 %409, %406
  br i1 %439, label %452, label %440

440:                                              ; preds = %434, %405
  %441 = phi i64 [ 0, %405 ], [ %409, %434 ]
  %442 = phi double [ 0.000000e+00, %405 ], [ %438, %434 ]
  br label %443

443:                                              ; preds = %440, %443
  %444 = phi i64 [ %450, %443 ], [ %441, %440 ]
  %445 = phi double [ %449, %443 ], [ %442, %440 ]
  %446 = getelementptr inbounds double, ptr %237, i64 %444
  %447 = load double, ptr %446, align 8, !tbaa !11
  %448 = fmul fast double %447, %447
  %449 = fadd fast double %448, %445
  %450 = add nuw nsw i64 %444, 1
  %451 = icmp eq i64 %450, %406
  br i1 %451, label %452, label %443, !llvm.loop !70

452:                                              ; preds = %443, %434, %403
  %453 = phi double [ 0.000000e+00, %403 ], [ %438, %434 ], [ %449, %443 ]
  tail call void @free(ptr noundef %237) #13
  br label %454

454:                                              ; preds = %452, %231
  %455 = phi fast double [ %232, %231 ], [ %453, %452 ]
  ret double %455
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @obj_B(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca [64 x double], align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 28
  %5 = load i32, ptr %4, align 4, !tbaa !41
  %6 = icmp eq i32 %5, 0
  %7 = load ptr, ptr %1, align 8, !tbaa !34
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !38
  %10 = getelementptr inbounds i8, ptr %1, i64 20
  %11 = load i32, ptr %10, align 4, !tbaa !39
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !40
  br i1 %6, label %232, label %14

14:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %15 = icmp sgt i32 %9, 0
  %16 = icmp sgt i32 %13, 0
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %180

18:                                               ; preds = %14
  %19 = icmp sgt i32 %11, 0
  %20 = zext nneg i32 %13 to i64
  br i1 %19, label %25, label %21

21:                                               ; preds = %18
  %22 = zext nneg i32 %9 to i64
  %23 = shl nuw nsw i64 %22, 3
  %24 = mul i64 %23, %20
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 0, i64 %24, i1 false), !tbaa !11
  br label %180

25:                                               ; preds = %18
  %26 = zext nneg i32 %11 to i64
  %27 = zext nneg i32 %9 to i64
  %28 = icmp ugt i32 %11, 15
  %29 = icmp eq i32 %13, 1
  %30 = select i1 %28, i1 %29, i1 false
  %31 = and i64 %26, 2147483632
  %32 = icmp eq i64 %31, %26
  %33 = and i64 %26, 7
  %34 = icmp eq i64 %33, 0
  br label %35

35:                                               ; preds = %177, %25
  %36 = phi i64 [ 0, %25 ], [ %178, %177 ]
  %37 = mul nuw nsw i64 %36, %26
  %38 = mul nuw nsw i64 %36, %20
  %39 = getelementptr inbounds double, ptr %7, i64 %37
  br label %40

40:                                               ; preds = %171, %35
  %41 = phi i64 [ %175, %171 ], [ 0, %35 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  br i1 %30, label %43, label %80

43:                                               ; preds = %40, %43
  %44 = phi i64 [ %73, %43 ], [ 0, %40 ]
  %45 = phi <4 x double> [ %69, %43 ], [ zeroinitializer, %40 ]
  %46 = phi <4 x double> [ %70, %43 ], [ zeroinitializer, %40 ]
  %47 = phi <4 x double> [ %71, %43 ], [ zeroinitializer, %40 ]
  %48 = phi <4 x double> [ %72, %43 ], [ zeroinitializer, %40 ]
  %49 = getelementptr inbounds double, ptr %39, i64 %44
  %50 = getelementptr inbounds i8, ptr %49, i64 32
  %51 = getelementptr inbounds i8, ptr %49, i64 64
  %52 = getelementptr inbounds i8, ptr %49, i64 96
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !11
  %54 = load <4 x double>, ptr %50, align 8, !tbaa !11
  %55 = load <4 x double>, ptr %51, align 8, !tbaa !11
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !11
  %57 = getelementptr inbounds double, ptr %42, i64 %44
  %58 = getelementptr inbounds i8, ptr %57, i64 32
  %59 = getelementptr inbounds i8, ptr %57, i64 64
  %60 = getelementptr inbounds i8, ptr %57, i64 96
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !11
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !11
  %63 = load <4 x double>, ptr %59, align 8, !tbaa !11
  %64 = load <4 x double>, ptr %60, align 8, !tbaa !11
  %65 = fmul fast <4 x double> %61, %53
  %66 = fmul fast <4 x double> %62, %54
  %67 = fmul fast <4 x double> %63, %55
  %68 = fmul fast <4 x double> %64, %56
  %69 = fadd fast <4 x double> %65, %45
  %70 = fadd fast <4 x double> %66, %46
  %71 = fadd fast <4 x double> %67, %47
  %72 = fadd fast <4 x double> %68, %48
  %73 = add nuw i64 %44, 16
  %74 = icmp eq i64 %73, %31
  br i1 %74, label %75, label %43, !llvm.loop !71

75:                                               ; preds = %43
  %76 = fadd fast <4 x double> %70, %69
  %77 = fadd fast <4 x double> %71, %76
  %78 = fadd fast <4 x double> %72, %77
  %79 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %78)
  br i1 %32, label %171, label %80

80:                                               ; preds = %75, %40
  %81 = phi i64 [ 0, %40 ], [ %31, %75 ]
  %82 = phi double [ 0.000000e+00, %40 ], [ %79, %75 ]
  br i1 %34, label %97, label %83

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %94, %83 ], [ %81, %80 ]
  %85 = phi double [ %93, %83 ], [ %82, %80 ]
  %86 = phi i64 [ %95, %83 ], [ 0, %80 ]
  %87 = getelementptr inbounds double, ptr %39, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = mul nuw nsw i64 %84, %20
  %90 = getelementptr inbounds double, ptr %42, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = fmul fast double %91, %88
  %93 = fadd fast double %92, %85
  %94 = add nuw nsw i64 %84, 1
  %95 = add i64 %86, 1
  %96 = icmp eq i64 %95, %33
  br i1 %96, label %97, label %83, !llvm.loop !72

97:                                               ; preds = %83, %80
  %98 = phi double [ poison, %80 ], [ %93, %83 ]
  %99 = phi i64 [ %81, %80 ], [ %94, %83 ]
  %100 = phi double [ %82, %80 ], [ %93, %83 ]
  %101 = sub nsw i64 %81, %26
  %102 = icmp ugt i64 %101, -8
  br i1 %102, label %171, label %103

103:                                              ; preds = %97, %103
  %104 = phi i64 [ %169, %103 ], [ %99, %97 ]
  %105 = phi double [ %168, %103 ], [ %100, %97 ]
  %106 = getelementptr inbounds double, ptr %39, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = mul nuw nsw i64 %104, %20
  %109 = getelementptr inbounds double, ptr %42, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = fmul fast double %110, %107
  %112 = fadd fast double %111, %105
  %113 = add nuw nsw i64 %104, 1
  %114 = getelementptr inbounds double, ptr %39, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !11
  %116 = mul nuw nsw i64 %113, %20
  %117 = getelementptr inbounds double, ptr %42, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !11
  %119 = fmul fast double %118, %115
  %120 = fadd fast double %119, %112
  %121 = add nuw nsw i64 %104, 2
  %122 = getelementptr inbounds double, ptr %39, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = mul nuw nsw i64 %121, %20
  %125 = getelementptr inbounds double, ptr %42, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !11
  %127 = fmul fast double %126, %123
  %128 = fadd fast double %127, %120
  %129 = add nuw nsw i64 %104, 3
  %130 = getelementptr inbounds double, ptr %39, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !11
  %132 = mul nuw nsw i64 %129, %20
  %133 = getelementptr inbounds double, ptr %42, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !11
  %135 = fmul fast double %134, %131
  %136 = fadd fast double %135, %128
  %137 = add nuw nsw i64 %104, 4
  %138 = getelementptr inbounds double, ptr %39, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = mul nuw nsw i64 %137, %20
  %141 = getelementptr inbounds double, ptr %42, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = fmul fast double %142, %139
  %144 = fadd fast double %143, %136
  %145 = add nuw nsw i64 %104, 5
  %146 = getelementptr inbounds double, ptr %39, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = mul nuw nsw i64 %145, %20
  %149 = getelementptr inbounds double, ptr %42, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !11
  %151 = fmul fast double %150, %147
  %152 = fadd fast double %151, %144
  %153 = add nuw nsw i64 %104, 6
  %154 = getelementptr inbounds double, ptr %39, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = mul nuw nsw i64 %153, %20
  %157 = getelementptr inbounds double, ptr %42, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !11
  %159 = fmul fast double %158, %155
  %160 = fadd fast double %159, %152
  %161 = add nuw nsw i64 %104, 7
  %162 = getelementptr inbounds double, ptr %39, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = mul nuw nsw i64 %161, %20
  %165 = getelementptr inbounds double, ptr %42, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !11
  %167 = fmul fast double %166, %163
  %168 = fadd fast double %167, %160
  %169 = add nuw nsw i64 %104, 8
  %170 = icmp eq i64 %169, %26
  br i1 %170, label %171, label %103, !llvm.loop !73

171:                                              ; preds = %97, %103, %75
  %172 = phi double [ %79, %75 ], [ %98, %97 ], [ %168, %103 ]
  %173 = add nuw nsw i64 %41, %38
  %174 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %173
  store double %172, ptr %174, align 8, !tbaa !11
  %175 = add nuw nsw i64 %41, 1
  %176 = icmp eq i64 %175, %20
  br i1 %176, label %177, label %40, !llvm.loop !55

177:                                              ; preds = %171
  %178 = add nuw nsw i64 %36, 1
  %179 = icmp eq i64 %178, %27
  br i1 %179, label %180, label %35, !llvm.loop !56

180:                                              ; preds = %177, %21, %14
  %181 = mul nsw i32 %13, %9
  %182 = icmp sgt i32 %181, 0
  br i1 %182, label %183, label %230

183:                                              ; preds = %180
  %184 = zext nneg i32 %181 to i64
  %185 = icmp ult i32 %181, 16
  br i1 %185, label %218, label %186

186:                                              ; preds = %183
  %187 = and i64 %184, 2147483632
  br label %188

188:                                              ; preds = %188, %186
  %189 = phi i64 [ 0, %186 ], [ %210, %188 ]
  %190 = phi <4 x double> [ zeroinitializer, %186 ], [ %206, %188 ]
  %191 = phi <4 x double> [ zeroinitializer, %186 ], [ %207, %188 ]
  %192 = phi <4 x double> [ zeroinitializer, %186 ], [ %208, %188 ]
  %193 = phi <4 x double> [ zeroinitializer, %186 ], [ %209, %188 ]
  %194 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %189
  %195 = getelementptr inbounds i8, ptr %194, i64 32
  %196 = getelementptr inbounds i8, ptr %194, i64 64
  %197 = getelementptr inbounds i8, ptr %194, i64 96
  %198 = load <4 x double>, ptr %194, align 16, !tbaa !11
  %199 = load <4 x double>, ptr %195, align 16, !tbaa !11
  %200 = load <4 x double>, ptr %196, align 16, !tbaa !11
  %201 = load <4 x double>, ptr %197, align 16, !tbaa !11
  %202 = fmul fast <4 x double> %198, %198
  %203 = fmul fast <4 x double> %199, %199
  %204 = fmul fast <4 x double> %200, %200
  %205 = fmul fast <4 x double> %201, %201
  %206 = fadd fast <4 x double> %202, %190
  %207 = fadd fast <4 x double> %203, %191
  %208 = fadd fast <4 x double> %204, %192
  %209 = fadd fast <4 x double> %205, %193
  %210 = add nuw i64 %189, 16
  %211 = icmp eq i64 %210, %187
  br i1 %211, label %212, label %188, !llvm.loop !74

212:                                              ; preds = %188
  %213 = fadd fast <4 x double> %207, %206
  %214 = fadd fast <4 x double> %208, %213
  %215 = fadd fast <4 x double> %209, %214
  %216 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %215)
  %217 = icmp eq i64 %187, %184
  br i1 %217, label %230, label %218

218:                                              ; preds = %212, %183
  %219 = phi i64 [ 0, %183 ], [ %187, %212 ]
  %220 = phi double [ 0.000000e+00, %183 ], [ %216, %212 ]
  br label %221

221:                                              ; preds = %218, %221
  %222 = phi i64 [ %228, %221 ], [ %219, %218 ]
  %223 = phi double [ %227, %221 ], [ %220, %218 ]
  %224 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %222
  %225 = load double, ptr %224, align 8, !tbaa !11
  %226 = fmul fast double %225, %225
  %227 = fadd fast double %226, %223
  %228 = add nuw nsw i64 %222, 1
  %229 = icmp eq i64 %228, %184
  br i1 %229, label %230, label %221, !llvm.loop !75

230:                                              ; preds = %221, %212, %180
  %231 = phi double [ 0.000000e+00, %180 ], [ %216, %212 ], [ %227, %221 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  br label %453

232:                                              ; preds = %2
  %233 = mul nsw i32 %13, %9
  %234 = sext i32 %233 to i64
  %235 = shl nsw i64 %234, 3
  %236 = tail call noalias ptr @malloc(i64 noundef %235) #14
  %237 = icmp sgt i32 %9, 0
  %238 = icmp sgt i32 %13, 0
  %239 = and i1 %237, %238
  br i1 %239, label %240, label %402

240:                                              ; preds = %232
  %241 = icmp sgt i32 %11, 0
  %242 = zext nneg i32 %13 to i64
  br i1 %241, label %247, label %243

243:                                              ; preds = %240
  %244 = zext nneg i32 %9 to i64
  %245 = shl nuw nsw i64 %244, 3
  %246 = mul i64 %245, %242
  tail call void @llvm.memset.p0.i64(ptr align 8 %236, i8 0, i64 %246, i1 false), !tbaa !11
  br label %402

247:                                              ; preds = %240
  %248 = zext nneg i32 %11 to i64
  %249 = zext nneg i32 %9 to i64
  %250 = icmp ugt i32 %11, 15
  %251 = icmp eq i32 %13, 1
  %252 = select i1 %250, i1 %251, i1 false
  %253 = and i64 %248, 2147483632
  %254 = icmp eq i64 %253, %248
  %255 = and i64 %248, 7
  %256 = icmp eq i64 %255, 0
  br label %257

257:                                              ; preds = %399, %247
  %258 = phi i64 [ 0, %247 ], [ %400, %399 ]
  %259 = mul nuw nsw i64 %258, %242
  %260 = mul nuw nsw i64 %258, %248
  %261 = getelementptr inbounds double, ptr %236, i64 %259
  %262 = getelementptr inbounds double, ptr %7, i64 %260
  br label %263

263:                                              ; preds = %394, %257
  %264 = phi i64 [ %397, %394 ], [ 0, %257 ]
  %265 = getelementptr inbounds double, ptr %0, i64 %264
  br i1 %252, label %266, label %303

266:                                              ; preds = %263, %266
  %267 = phi i64 [ %296, %266 ], [ 0, %263 ]
  %268 = phi <4 x double> [ %292, %266 ], [ zeroinitializer, %263 ]
  %269 = phi <4 x double> [ %293, %266 ], [ zeroinitializer, %263 ]
  %270 = phi <4 x double> [ %294, %266 ], [ zeroinitializer, %263 ]
  %271 = phi <4 x double> [ %295, %266 ], [ zeroinitializer, %263 ]
  %272 = getelementptr inbounds double, ptr %262, i64 %267
  %273 = getelementptr inbounds i8, ptr %272, i64 32
  %274 = getelementptr inbounds i8, ptr %272, i64 64
  %275 = getelementptr inbounds i8, ptr %272, i64 96
  %276 = load <4 x double>, ptr %272, align 8, !tbaa !11
  %277 = load <4 x double>, ptr %273, align 8, !tbaa !11
  %278 = load <4 x double>, ptr %274, align 8, !tbaa !11
  %279 = load <4 x double>, ptr %275, align 8, !tbaa !11
  %280 = getelementptr inbounds double, ptr %265, i64 %267
  %281 = getelementptr inbounds i8, ptr %280, i64 32
  %282 = getelementptr inbounds i8, ptr %280, i64 64
  %283 = getelementptr inbounds i8, ptr %280, i64 96
  %284 = load <4 x double>, ptr %280, align 8, !tbaa !11
  %285 = load <4 x double>, ptr %281, align 8, !tbaa !11
  %286 = load <4 x double>, ptr %282, align 8, !tbaa !11
  %287 = load <4 x double>, ptr %283, align 8, !tbaa !11
  %288 = fmul fast <4 x double> %284, %276
  %289 = fmul fast <4 x double> %285, %277
  %290 = fmul fast <4 x double> %286, %278
  %291 = fmul fast <4 x double> %287, %279
  %292 = fadd fast <4 x double> %288, %268
  %293 = fadd fast <4 x double> %289, %269
  %294 = fadd fast <4 x double> %290, %270
  %295 = fadd fast <4 x double> %291, %271
  %296 = add nuw i64 %267, 16
  %297 = icmp eq i64 %296, %253
  br i1 %297, label %298, label %266, !llvm.loop !76

298:                                              ; preds = %266
  %299 = fadd fast <4 x double> %293, %292
  %300 = fadd fast <4 x double> %294, %299
  %301 = fadd fast <4 x double> %295, %300
  %302 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %301)
  br i1 %254, label %394, label %303

303:                                              ; preds = %298, %263
  %304 = phi i64 [ 0, %263 ], [ %253, %298 ]
  %305 = phi double [ 0.000000e+00, %263 ], [ %302, %298 ]
  br i1 %256, label %320, label %306

306:                                              ; preds = %303, %306
  %307 = phi i64 [ %317, %306 ], [ %304, %303 ]
  %308 = phi double [ %316, %306 ], [ %305, %303 ]
  %309 = phi i64 [ %318, %306 ], [ 0, %303 ]
  %310 = getelementptr inbounds double, ptr %262, i64 %307
  %311 = load double, ptr %310, align 8, !tbaa !11
  %312 = mul nuw nsw i64 %307, %242
  %313 = getelementptr inbounds double, ptr %265, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !11
  %315 = fmul fast double %314, %311
  %316 = fadd fast double %315, %308
  %317 = add nuw nsw i64 %307, 1
  %318 = add i64 %309, 1
  %319 = icmp eq i64 %318, %255
  br i1 %319, label %320, label %306, !llvm.loop !77

320:                                              ; preds = %306, %303
  %321 = phi double [ poison, %303 ], [ %316, %306 ]
  %322 = phi i64 [ %304, %303 ], [ %317, %306 ]
  %323 = phi double [ %305, %303 ], [ %316, %306 ]
  %324 = sub nsw i64 %304, %248
  %325 = icmp ugt i64 %324, -8
  br i1 %325, label %394, label %326

326:                                              ; preds = %320, %326
  %327 = phi i64 [ %392, %326 ], [ %322, %320 ]
  %328 = phi double [ %391, %326 ], [ %323, %320 ]
  %329 = getelementptr inbounds double, ptr %262, i64 %327
  %330 = load double, ptr %329, align 8, !tbaa !11
  %331 = mul nuw nsw i64 %327, %242
  %332 = getelementptr inbounds double, ptr %265, i64 %331
  %333 = load double, ptr %332, align 8, !tbaa !11
  %334 = fmul fast double %333, %330
  %335 = fadd fast double %334, %328
  %336 = add nuw nsw i64 %327, 1
  %337 = getelementptr inbounds double, ptr %262, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !11
  %339 = mul nuw nsw i64 %336, %242
  %340 = getelementptr inbounds double, ptr %265, i64 %339
  %341 = load double, ptr %340, align 8, !tbaa !11
  %342 = fmul fast double %341, %338
  %343 = fadd fast double %342, %335
  %344 = add nuw nsw i64 %327, 2
  %345 = getelementptr inbounds double, ptr %262, i64 %344
  %346 = load double, ptr %345, align 8, !tbaa !11
  %347 = mul nuw nsw i64 %344, %242
  %348 = getelementptr inbounds double, ptr %265, i64 %347
  %349 = load double, ptr %348, align 8, !tbaa !11
  %350 = fmul fast double %349, %346
  %351 = fadd fast double %350, %343
  %352 = add nuw nsw i64 %327, 3
  %353 = getelementptr inbounds double, ptr %262, i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !11
  %355 = mul nuw nsw i64 %352, %242
  %356 = getelementptr inbounds double, ptr %265, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !11
  %358 = fmul fast double %357, %354
  %359 = fadd fast double %358, %351
  %360 = add nuw nsw i64 %327, 4
  %361 = getelementptr inbounds double, ptr %262, i64 %360
  %362 = load double, ptr %361, align 8, !tbaa !11
  %363 = mul nuw nsw i64 %360, %242
  %364 = getelementptr inbounds double, ptr %265, i64 %363
  %365 = load double, ptr %364, align 8, !tbaa !11
  %366 = fmul fast double %365, %362
  %367 = fadd fast double %366, %359
  %368 = add nuw nsw i64 %327, 5
  %369 = getelementptr inbounds double, ptr %262, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !11
  %371 = mul nuw nsw i64 %368, %242
  %372 = getelementptr inbounds double, ptr %265, i64 %371
  %373 = load double, ptr %372, align 8, !tbaa !11
  %374 = fmul fast double %373, %370
  %375 = fadd fast double %374, %367
  %376 = add nuw nsw i64 %327, 6
  %377 = getelementptr inbounds double, ptr %262, i64 %376
  %378 = load double, ptr %377, align 8, !tbaa !11
  %379 = mul nuw nsw i64 %376, %242
  %380 = getelementptr inbounds double, ptr %265, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !11
  %382 = fmul fast double %381, %378
  %383 = fadd fast double %382, %375
  %384 = add nuw nsw i64 %327, 7
  %385 = getelementptr inbounds double, ptr %262, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !11
  %387 = mul nuw nsw i64 %384, %242
  %388 = getelementptr inbounds double, ptr %265, i64 %387
  %389 = load double, ptr %388, align 8, !tbaa !11
  %390 = fmul fast double %389, %386
  %391 = fadd fast double %390, %383
  %392 = add nuw nsw i64 %327, 8
  %393 = icmp eq i64 %392, %248
  br i1 %393, label %394, label %326, !llvm.loop !78

394:                                              ; preds = %320, %326, %298
  %395 = phi double [ %302, %298 ], [ %321, %320 ], [ %391, %326 ]
  %396 = getelementptr inbounds double, ptr %261, i64 %264
  store double %395, ptr %396, align 8, !tbaa !11
  %397 = add nuw nsw i64 %264, 1
  %398 = icmp eq i64 %397, %242
  br i1 %398, label %399, label %263, !llvm.loop !46

399:                                              ; preds = %394
  %400 = add nuw nsw i64 %258, 1
  %401 = icmp eq i64 %400, %249
  br i1 %401, label %402, label %257, !llvm.loop !47

402:                                              ; preds = %399, %243, %232
  %403 = icmp sgt i32 %233, 0
  br i1 %403, label %404, label %451

404:                                              ; preds = %402
  %405 = zext nneg i32 %233 to i64
  %406 = icmp ult i32 %233, 16
  br i1 %406, label %439, label %407

407:                                              ; preds = %404
  %408 = and i64 %405, 2147483632
  br label %409

409:                                              ; preds = %409, %407
  %410 = phi i64 [ 0, %407 ], [ %431, %409 ]
  %411 = phi <4 x double> [ zeroinitializer, %407 ], [ %427, %409 ]
  %412 = phi <4 x double> [ zeroinitializer, %407 ], [ %428, %409 ]
  %413 = phi <4 x double> [ zeroinitializer, %407 ], [ %429, %409 ]
  %414 = phi <4 x double> [ zeroinitializer, %407 ], [ %430, %409 ]
  %415 = getelementptr inbounds double, ptr %236, i64 %410
  %416 = getelementptr inbounds i8, ptr %415, i64 32
  %417 = getelementptr inbounds i8, ptr %415, i64 64
  %418 = getelementptr inbounds i8, ptr %415, i64 96
  %419 = load <4 x double>, ptr %415, align 8, !tbaa !11
  %420 = load <4 x double>, ptr %416, align 8, !tbaa !11
  %421 = load <4 x double>, ptr %417, align 8, !tbaa !11
  %422 = load <4 x double>, ptr %418, align 8, !tbaa !11
  %423 = fmul fast <4 x double> %419, %419
  %424 = fmul fast <4 x double> %420, %420
  %425 = fmul fast <4 x double> %421, %421
  %426 = fmul fast <4 x double> %422, %422
  %427 = fadd fast <4 x double> %423, %411
  %428 = fadd fast <4 x double> %424, %412
  %429 = fadd fast <4 x double> %425, %413
  %430 = fadd fast <4 x double> %426, %414
  %431 = add nuw i64 %410, 16
  %432 = icmp eq i64 %431, %408
  br i1 %432, label %433, label %409, !llvm.loop !79

433:                                              ; preds = %409
  %434 = fadd fast <4 x double> %428, %427
  %435 = fadd fast <4 x double> %429, %434
  %436 = fadd fast <4 x double> %430, %435
  %437 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %436)
  %438 = icmp eq i64 %408, %405
  br i1 %438, label %451, label %439

439:                                              ; preds = %433, %404
  %440 = phi i64 [ 0, %404 ], [ %408, %433 ]
  %441 = phi double [ 0.000000e+00, %404 ], [ %437, %433 ]
  br label %442

442:                                              ; preds = %439, %442
  %443 = phi i64 [ %449, %442 ], [ %440, %439 ]
  %444 = phi double [ %448, %442 ], [ %441, %439 ]
  %445 = getelementptr inbounds double, ptr %236, i64 %443
  %446 = load double, ptr %445, align 8, !tbaa !11
  %447 = fmul fast double %446, %446
  %448 = fadd fast double %447, %444
  %449 = add nuw nsw i64 %443, 1
  %450 = icmp eq i64 %449, %405
  br i1 %450, label %451, label %442, !llvm.loop !80

451:                                              ; preds = %442, %433, %402
  %452 = phi double [ 0.000000e+00, %402 ], [ %437, %433 ], [ %448, %442 ]
  tail call void @free(ptr noundef %236) #13
  br label %453

453:                                              ; preds = %451, %230
  %454 = phi fast double [ %231, %230 ], [ %452, %451 ]
  ret double %454
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !16, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !16, !19}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16, !19, !20}
!26 = distinct !{!26, !16, !20, !19}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16, !19, !20}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !16, !19}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = !{!35, !36, i64 0}
!35 = !{!"", !36, i64 0, !36, i64 8, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28}
!36 = !{!"any pointer", !7, i64 0}
!37 = !{!35, !36, i64 8}
!38 = !{!35, !6, i64 16}
!39 = !{!35, !6, i64 20}
!40 = !{!35, !6, i64 24}
!41 = !{!35, !6, i64 28}
!42 = distinct !{!42, !16}
!43 = distinct !{!43, !16, !19, !20}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !16, !19}
!46 = distinct !{!46, !16}
!47 = distinct !{!47, !16}
!48 = distinct !{!48, !16, !19, !20}
!49 = distinct !{!49, !16, !20, !19}
!50 = distinct !{!50, !16}
!51 = distinct !{!51, !16}
!52 = distinct !{!52, !16, !19, !20}
!53 = distinct !{!53, !14}
!54 = distinct !{!54, !16, !19}
!55 = distinct !{!55, !16}
!56 = distinct !{!56, !16}
!57 = distinct !{!57, !16, !19, !20}
!58 = distinct !{!58, !16, !20, !19}
!59 = !{ptr @obj_A, ptr @obj_B}
!60 = distinct !{!60, !16}
!61 = distinct !{!61, !16, !19, !20}
!62 = distinct !{!62, !14}
!63 = distinct !{!63, !16, !19}
!64 = distinct !{!64, !16, !19, !20}
!65 = distinct !{!65, !16, !20, !19}
!66 = distinct !{!66, !16, !19, !20}
!67 = distinct !{!67, !14}
!68 = distinct !{!68, !16, !19}
!69 = distinct !{!69, !16, !19, !20}
!70 = distinct !{!70, !16, !20, !19}
!71 = distinct !{!71, !16, !19, !20}
!72 = distinct !{!72, !14}
!73 = distinct !{!73, !16, !19}
!74 = distinct !{!74, !16, !19, !20}
!75 = distinct !{!75, !16, !20, !19}
!76 = distinct !{!76, !16, !19, !20}
!77 = distinct !{!77, !14}
!78 = distinct !{!78, !16, !19}
!79 = distinct !{!79, !16, !19, !20}
!80 = distinct !{!80, !16, !20, !19}
