; ModuleID = 'realloc.c'
source_filename = "realloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 19, i32 4, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"grow_out.JTw\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [19 x double], align 16
  %2 = alloca [19 x double], align 16
  %3 = alloca [19 x double], align 16
  %4 = alloca [19 x double], align 16
  %5 = alloca [19 x double], align 16
  %6 = alloca [19 x double], align 16
  %7 = alloca [19 x double], align 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #13
  call fastcc void @fill(ptr noundef nonnull %3)
  call fastcc void @fill(ptr noundef nonnull %7)
  br label %14

8:                                                ; preds = %623
  %9 = load i32, ptr @n_fail, align 4, !tbaa !5
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %9)
  %11 = load i32, ptr @n_fail, align 4, !tbaa !5
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i32
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %3) #13
  ret i32 %13

14:                                               ; preds = %0, %623
  %15 = phi i64 [ 0, %0 ], [ %624, %623 ]
  %16 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %4, i8 0, i64 152, i1 false)
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %17) #13
  %19 = call i32 @llvm.smax.i32(i32 %17, i32 1)
  %20 = zext nneg i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 3
  %22 = call noalias ptr @malloc(i64 noundef %21) #14
  %23 = sext i32 %17 to i64
  %24 = shl nsw i64 %23, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr nonnull readonly align 16 %3, i64 %24, i1 false)
  %25 = zext i32 %17 to i64
  br label %26

26:                                               ; preds = %14, %274
  %27 = phi i64 [ 0, %14 ], [ %275, %274 ]
  %28 = getelementptr inbounds double, ptr %4, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = getelementptr inbounds double, ptr %22, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = fcmp ogt double %32, 1.000000e+00
  %34 = select i1 %33, double %32, double 1.000000e+00
  %35 = fmul double %34, 0x3EB0C6F7A0B5ED8D
  %36 = fadd double %31, %35
  store double %36, ptr %30, align 8, !tbaa !9
  %37 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  br label %47

38:                                               ; preds = %86
  %39 = fsub double %31, %35
  %40 = icmp sgt i64 %90, -1
  br i1 %40, label %41, label %146

41:                                               ; preds = %38
  %42 = and i64 %87, 4294967295
  %43 = and i64 %87, 1
  %44 = icmp eq i64 %42, 1
  br i1 %44, label %129, label %45

45:                                               ; preds = %41
  %46 = sub nsw i64 %42, %43
  br label %99

47:                                               ; preds = %86, %26
  %48 = phi i64 [ 0, %26 ], [ %55, %86 ]
  %49 = phi i32 [ 2, %26 ], [ %89, %86 ]
  %50 = phi ptr [ %37, %26 ], [ %88, %86 ]
  %51 = phi i64 [ 0, %26 ], [ %87, %86 ]
  %52 = trunc nuw nsw i64 %48 to i32
  %53 = urem i32 %52, 3
  %54 = getelementptr inbounds double, ptr %22, i64 %48
  %55 = add nuw nsw i64 %48, 1
  %56 = shl i64 %51, 32
  %57 = ashr exact i64 %56, 32
  %58 = icmp eq i64 %55, %25
  %59 = and i64 %55, 4294967295
  %60 = select i1 %58, i64 0, i64 %59
  %61 = getelementptr inbounds double, ptr %22, i64 %60
  %62 = trunc i64 %51 to i32
  %63 = icmp eq i32 %49, %62
  br i1 %63, label %64, label %69

64:                                               ; preds = %47
  %65 = shl nsw i32 %49, 1
  %66 = sext i32 %65 to i64
  %67 = shl nsw i64 %66, 3
  %68 = call ptr @realloc(ptr noundef %50, i64 noundef %67) #15
  br label %69

69:                                               ; preds = %64, %47
  %70 = phi ptr [ %68, %64 ], [ %50, %47 ]
  %71 = phi i32 [ %65, %64 ], [ %49, %47 ]
  %72 = load double, ptr %54, align 8, !tbaa !9
  %73 = load double, ptr %61, align 8, !tbaa !9
  %74 = fmul double %73, 5.000000e-01
  %75 = call double @llvm.fmuladd.f64(double %72, double %72, double %74)
  %76 = add nsw i64 %57, 1
  %77 = getelementptr inbounds double, ptr %70, i64 %57
  store double %75, ptr %77, align 8, !tbaa !9
  %78 = icmp eq i32 %53, 0
  br i1 %78, label %91, label %86

79:                                               ; preds = %91, %94
  %80 = phi ptr [ %98, %94 ], [ %70, %91 ]
  %81 = phi i32 [ %95, %94 ], [ %71, %91 ]
  %82 = load double, ptr %54, align 8, !tbaa !9
  %83 = call double @sin(double noundef %82) #13
  %84 = getelementptr inbounds double, ptr %80, i64 %76
  store double %83, ptr %84, align 8, !tbaa !9
  %85 = add nsw i64 %57, 2
  br label %86

86:                                               ; preds = %79, %69
  %87 = phi i64 [ %76, %69 ], [ %85, %79 ]
  %88 = phi ptr [ %70, %69 ], [ %80, %79 ]
  %89 = phi i32 [ %71, %69 ], [ %81, %79 ]
  %90 = phi i64 [ %57, %69 ], [ %76, %79 ]
  br i1 %58, label %38, label %47, !llvm.loop !11

91:                                               ; preds = %69
  %92 = trunc nsw i64 %76 to i32
  %93 = icmp eq i32 %71, %92
  br i1 %93, label %94, label %79

94:                                               ; preds = %91
  %95 = shl nsw i32 %71, 1
  %96 = sext i32 %95 to i64
  %97 = shl nsw i64 %96, 3
  %98 = call ptr @realloc(ptr noundef nonnull %70, i64 noundef %97) #15
  br label %79

99:                                               ; preds = %99, %45
  %100 = phi i64 [ 0, %45 ], [ %126, %99 ]
  %101 = phi double [ 0.000000e+00, %45 ], [ %125, %99 ]
  %102 = phi i64 [ 0, %45 ], [ %127, %99 ]
  %103 = getelementptr inbounds double, ptr %88, i64 %100
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = xor i64 %100, -1
  %106 = add nsw i64 %42, %105
  %107 = getelementptr inbounds double, ptr %88, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fmul double %104, %108
  %110 = trunc nuw nsw i64 %100 to i32
  %111 = uitofp nneg i32 %110 to double
  %112 = call double @llvm.fmuladd.f64(double %111, double 1.000000e-01, double 1.000000e+00)
  %113 = call double @llvm.fmuladd.f64(double %109, double %112, double %101)
  %114 = or disjoint i64 %100, 1
  %115 = getelementptr inbounds double, ptr %88, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = xor i64 %100, -2
  %118 = add nsw i64 %42, %117
  %119 = getelementptr inbounds double, ptr %88, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = fmul double %116, %120
  %122 = trunc nuw nsw i64 %114 to i32
  %123 = uitofp nneg i32 %122 to double
  %124 = call double @llvm.fmuladd.f64(double %123, double 1.000000e-01, double 1.000000e+00)
  %125 = call double @llvm.fmuladd.f64(double %121, double %124, double %113)
  %126 = add nuw nsw i64 %100, 2
  %127 = add i64 %102, 2
  %128 = icmp eq i64 %127, %46
  br i1 %128, label %129, label %99, !llvm.loop !13

129:                                              ; preds = %99, %41
  %130 = phi double [ poison, %41 ], [ %125, %99 ]
  %131 = phi i64 [ 0, %41 ], [ %126, %99 ]
  %132 = phi double [ 0.000000e+00, %41 ], [ %125, %99 ]
  %133 = icmp eq i64 %43, 0
  br i1 %133, label %146, label %134

134:                                              ; preds = %129
  %135 = getelementptr inbounds double, ptr %88, i64 %131
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = xor i64 %131, -1
  %138 = add nsw i64 %42, %137
  %139 = getelementptr inbounds double, ptr %88, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fmul double %136, %140
  %142 = trunc nuw nsw i64 %131 to i32
  %143 = uitofp nneg i32 %142 to double
  %144 = call double @llvm.fmuladd.f64(double %143, double 1.000000e-01, double 1.000000e+00)
  %145 = call double @llvm.fmuladd.f64(double %141, double %144, double %132)
  br label %146

146:                                              ; preds = %134, %129, %38
  %147 = phi double [ 0.000000e+00, %38 ], [ %130, %129 ], [ %145, %134 ]
  call void @free(ptr noundef nonnull %88) #13
  store double %39, ptr %30, align 8, !tbaa !9
  %148 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  br label %157

149:                                              ; preds = %196
  %150 = icmp sgt i64 %200, -1
  br i1 %150, label %151, label %256

151:                                              ; preds = %149
  %152 = and i64 %197, 4294967295
  %153 = and i64 %197, 1
  %154 = icmp eq i64 %152, 1
  br i1 %154, label %239, label %155

155:                                              ; preds = %151
  %156 = sub nsw i64 %152, %153
  br label %209

157:                                              ; preds = %196, %146
  %158 = phi i64 [ 0, %146 ], [ %165, %196 ]
  %159 = phi i32 [ 2, %146 ], [ %199, %196 ]
  %160 = phi ptr [ %148, %146 ], [ %198, %196 ]
  %161 = phi i64 [ 0, %146 ], [ %197, %196 ]
  %162 = trunc nuw nsw i64 %158 to i32
  %163 = urem i32 %162, 3
  %164 = getelementptr inbounds double, ptr %22, i64 %158
  %165 = add nuw nsw i64 %158, 1
  %166 = shl i64 %161, 32
  %167 = ashr exact i64 %166, 32
  %168 = icmp eq i64 %165, %25
  %169 = and i64 %165, 4294967295
  %170 = select i1 %168, i64 0, i64 %169
  %171 = getelementptr inbounds double, ptr %22, i64 %170
  %172 = trunc i64 %161 to i32
  %173 = icmp eq i32 %159, %172
  br i1 %173, label %174, label %179

174:                                              ; preds = %157
  %175 = shl nsw i32 %159, 1
  %176 = sext i32 %175 to i64
  %177 = shl nsw i64 %176, 3
  %178 = call ptr @realloc(ptr noundef %160, i64 noundef %177) #15
  br label %179

179:                                              ; preds = %174, %157
  %180 = phi ptr [ %178, %174 ], [ %160, %157 ]
  %181 = phi i32 [ %175, %174 ], [ %159, %157 ]
  %182 = load double, ptr %164, align 8, !tbaa !9
  %183 = load double, ptr %171, align 8, !tbaa !9
  %184 = fmul double %183, 5.000000e-01
  %185 = call double @llvm.fmuladd.f64(double %182, double %182, double %184)
  %186 = add nsw i64 %167, 1
  %187 = getelementptr inbounds double, ptr %180, i64 %167
  store double %185, ptr %187, align 8, !tbaa !9
  %188 = icmp eq i32 %163, 0
  br i1 %188, label %201, label %196

189:                                              ; preds = %201, %204
  %190 = phi ptr [ %208, %204 ], [ %180, %201 ]
  %191 = phi i32 [ %205, %204 ], [ %181, %201 ]
  %192 = load double, ptr %164, align 8, !tbaa !9
  %193 = call double @sin(double noundef %192) #13
  %194 = getelementptr inbounds double, ptr %190, i64 %186
  store double %193, ptr %194, align 8, !tbaa !9
  %195 = add nsw i64 %167, 2
  br label %196

196:                                              ; preds = %189, %179
  %197 = phi i64 [ %186, %179 ], [ %195, %189 ]
  %198 = phi ptr [ %180, %179 ], [ %190, %189 ]
  %199 = phi i32 [ %181, %179 ], [ %191, %189 ]
  %200 = phi i64 [ %167, %179 ], [ %186, %189 ]
  br i1 %168, label %149, label %157, !llvm.loop !11

201:                                              ; preds = %179
  %202 = trunc nsw i64 %186 to i32
  %203 = icmp eq i32 %181, %202
  br i1 %203, label %204, label %189

204:                                              ; preds = %201
  %205 = shl nsw i32 %181, 1
  %206 = sext i32 %205 to i64
  %207 = shl nsw i64 %206, 3
  %208 = call ptr @realloc(ptr noundef nonnull %180, i64 noundef %207) #15
  br label %189

209:                                              ; preds = %209, %155
  %210 = phi i64 [ 0, %155 ], [ %236, %209 ]
  %211 = phi double [ 0.000000e+00, %155 ], [ %235, %209 ]
  %212 = phi i64 [ 0, %155 ], [ %237, %209 ]
  %213 = getelementptr inbounds double, ptr %198, i64 %210
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = xor i64 %210, -1
  %216 = add nsw i64 %152, %215
  %217 = getelementptr inbounds double, ptr %198, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = fmul double %214, %218
  %220 = trunc nuw nsw i64 %210 to i32
  %221 = uitofp nneg i32 %220 to double
  %222 = call double @llvm.fmuladd.f64(double %221, double 1.000000e-01, double 1.000000e+00)
  %223 = call double @llvm.fmuladd.f64(double %219, double %222, double %211)
  %224 = or disjoint i64 %210, 1
  %225 = getelementptr inbounds double, ptr %198, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !9
  %227 = xor i64 %210, -2
  %228 = add nsw i64 %152, %227
  %229 = getelementptr inbounds double, ptr %198, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = fmul double %226, %230
  %232 = trunc nuw nsw i64 %224 to i32
  %233 = uitofp nneg i32 %232 to double
  %234 = call double @llvm.fmuladd.f64(double %233, double 1.000000e-01, double 1.000000e+00)
  %235 = call double @llvm.fmuladd.f64(double %231, double %234, double %223)
  %236 = add nuw nsw i64 %210, 2
  %237 = add i64 %212, 2
  %238 = icmp eq i64 %237, %156
  br i1 %238, label %239, label %209, !llvm.loop !13

239:                                              ; preds = %209, %151
  %240 = phi double [ poison, %151 ], [ %235, %209 ]
  %241 = phi i64 [ 0, %151 ], [ %236, %209 ]
  %242 = phi double [ 0.000000e+00, %151 ], [ %235, %209 ]
  %243 = icmp eq i64 %153, 0
  br i1 %243, label %256, label %244

244:                                              ; preds = %239
  %245 = getelementptr inbounds double, ptr %198, i64 %241
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = xor i64 %241, -1
  %248 = add nsw i64 %152, %247
  %249 = getelementptr inbounds double, ptr %198, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = fmul double %246, %250
  %252 = trunc nuw nsw i64 %241 to i32
  %253 = uitofp nneg i32 %252 to double
  %254 = call double @llvm.fmuladd.f64(double %253, double 1.000000e-01, double 1.000000e+00)
  %255 = call double @llvm.fmuladd.f64(double %251, double %254, double %242)
  br label %256

256:                                              ; preds = %244, %239, %149
  %257 = phi double [ 0.000000e+00, %149 ], [ %240, %239 ], [ %255, %244 ]
  call void @free(ptr noundef nonnull %198) #13
  store double %31, ptr %30, align 8, !tbaa !9
  %258 = fsub double %147, %257
  %259 = fsub double %36, %39
  %260 = fdiv double %258, %259
  %261 = call double @llvm.fabs.f64(double %260)
  %262 = fcmp ogt double %261, 1.000000e+00
  %263 = select i1 %262, double %261, double 1.000000e+00
  %264 = fsub double %29, %260
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fmul double %263, 0x3EB0C6F7A0B5ED8D
  %267 = fcmp ole double %265, %266
  %268 = select i1 %267, ptr @.str.4, ptr @.str.5
  %269 = trunc nuw nsw i64 %27 to i32
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %269, double noundef %29, double noundef %260, ptr noundef nonnull %268)
  br i1 %267, label %274, label %271

271:                                              ; preds = %256
  %272 = load i32, ptr @n_fail, align 4, !tbaa !5
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !5
  br label %274

274:                                              ; preds = %271, %256
  %275 = add nuw nsw i64 %27, 1
  %276 = icmp eq i64 %275, %25
  br i1 %276, label %277, label %26, !llvm.loop !14

277:                                              ; preds = %274
  call void @free(ptr noundef nonnull %22) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %4, i8 0, i64 152, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %6, ptr noundef nonnull align 16 dereferenceable(152) %7, i64 152, i1 false)
  %278 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow_out, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %17) #13
  %279 = call noalias ptr @malloc(i64 noundef %21) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %279, ptr nonnull readonly align 16 %3, i64 %24, i1 false)
  %280 = icmp eq i64 %15, 2
  %281 = getelementptr double, ptr %279, i64 %25
  %282 = shl nuw nsw i64 %25, 3
  %283 = getelementptr i8, ptr %2, i64 %282
  %284 = shl nuw nsw i64 %25, 3
  %285 = getelementptr i8, ptr %1, i64 %284
  %286 = add nsw i64 %25, -1
  %287 = add nsw i64 %25, -1
  %288 = icmp eq i64 %15, 2
  %289 = icmp ult ptr %1, %281
  %290 = icmp ult ptr %279, %285
  %291 = and i1 %289, %290
  %292 = and i64 %25, 4294967292
  %293 = icmp eq i64 %292, %25
  %294 = and i64 %25, 1
  %295 = icmp eq i64 %294, 0
  %296 = and i64 %25, 3
  %297 = icmp ult i64 %286, 3
  %298 = and i64 %25, 4294967292
  %299 = icmp eq i64 %296, 0
  %300 = icmp eq i64 %15, 2
  %301 = icmp ult ptr %2, %281
  %302 = icmp ult ptr %279, %283
  %303 = and i1 %301, %302
  %304 = and i64 %25, 4294967292
  %305 = icmp eq i64 %304, %25
  %306 = and i64 %25, 1
  %307 = icmp eq i64 %306, 0
  %308 = and i64 %25, 3
  %309 = icmp ult i64 %287, 3
  %310 = and i64 %25, 4294967292
  %311 = icmp eq i64 %308, 0
  br label %312

312:                                              ; preds = %277, %620
  %313 = phi i64 [ 0, %277 ], [ %621, %620 ]
  %314 = getelementptr inbounds double, ptr %4, i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !9
  %316 = getelementptr inbounds double, ptr %279, i64 %313
  %317 = load double, ptr %316, align 8, !tbaa !9
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ogt double %318, 1.000000e+00
  %320 = select i1 %319, double %318, double 1.000000e+00
  %321 = fmul double %320, 0x3EB0C6F7A0B5ED8D
  %322 = fadd double %317, %321
  %323 = fsub double %317, %321
  store double %322, ptr %316, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #13
  %324 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  %325 = load double, ptr %279, align 8, !tbaa !9
  %326 = fmul double %325, 2.000000e-01
  %327 = call double @exp(double noundef %326) #13
  store double %327, ptr %324, align 8, !tbaa !9
  br i1 %280, label %328, label %371

328:                                              ; preds = %382, %312
  %329 = phi ptr [ %324, %312 ], [ %384, %382 ]
  br i1 %288, label %330, label %344

330:                                              ; preds = %370, %344, %328
  %331 = phi i64 [ 0, %344 ], [ 0, %328 ], [ %292, %370 ]
  br i1 %295, label %341, label %332

332:                                              ; preds = %330
  %333 = getelementptr inbounds double, ptr %329, i64 %331
  %334 = load double, ptr %333, align 8, !tbaa !9
  %335 = xor i64 %331, -1
  %336 = getelementptr double, ptr %281, i64 %335
  %337 = load double, ptr %336, align 8, !tbaa !9
  %338 = fmul double %334, %337
  %339 = getelementptr inbounds double, ptr %1, i64 %331
  store double %338, ptr %339, align 16, !tbaa !9
  %340 = or disjoint i64 %331, 1
  br label %341

341:                                              ; preds = %332, %330
  %342 = phi i64 [ %331, %330 ], [ %340, %332 ]
  %343 = icmp eq i64 %286, %331
  br i1 %343, label %415, label %396

344:                                              ; preds = %328
  %345 = getelementptr i8, ptr %329, i64 %284
  %346 = icmp ult ptr %1, %345
  %347 = icmp ult ptr %329, %285
  %348 = and i1 %346, %347
  %349 = or i1 %348, %291
  br i1 %349, label %330, label %350

350:                                              ; preds = %344, %350
  %351 = phi i64 [ %368, %350 ], [ 0, %344 ]
  %352 = getelementptr inbounds double, ptr %329, i64 %351
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  %354 = load <2 x double>, ptr %352, align 8, !tbaa !9, !alias.scope !15
  %355 = load <2 x double>, ptr %353, align 8, !tbaa !9, !alias.scope !15
  %356 = xor i64 %351, -1
  %357 = getelementptr double, ptr %281, i64 %356
  %358 = getelementptr i8, ptr %357, i64 -8
  %359 = getelementptr i8, ptr %357, i64 -24
  %360 = load <2 x double>, ptr %358, align 8, !tbaa !9, !alias.scope !18
  %361 = shufflevector <2 x double> %360, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %362 = load <2 x double>, ptr %359, align 8, !tbaa !9, !alias.scope !18
  %363 = shufflevector <2 x double> %362, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %364 = fmul <2 x double> %354, %361
  %365 = fmul <2 x double> %355, %363
  %366 = getelementptr inbounds double, ptr %1, i64 %351
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  store <2 x double> %364, ptr %366, align 16, !tbaa !9, !alias.scope !20, !noalias !22
  store <2 x double> %365, ptr %367, align 16, !tbaa !9, !alias.scope !20, !noalias !22
  %368 = add nuw i64 %351, 4
  %369 = icmp eq i64 %368, %292
  br i1 %369, label %370, label %350, !llvm.loop !23

370:                                              ; preds = %350
  br i1 %293, label %415, label %330

371:                                              ; preds = %312, %382
  %372 = phi i64 [ %394, %382 ], [ 1, %312 ]
  %373 = phi ptr [ %384, %382 ], [ %324, %312 ]
  %374 = phi i32 [ %383, %382 ], [ 1, %312 ]
  %375 = zext i32 %374 to i64
  %376 = icmp eq i64 %372, %375
  br i1 %376, label %377, label %382

377:                                              ; preds = %371
  %378 = shl nsw i32 %374, 1
  %379 = sext i32 %378 to i64
  %380 = shl nsw i64 %379, 3
  %381 = call ptr @realloc(ptr noundef nonnull %373, i64 noundef %380) #15
  br label %382

382:                                              ; preds = %377, %371
  %383 = phi i32 [ %378, %377 ], [ %374, %371 ]
  %384 = phi ptr [ %381, %377 ], [ %373, %371 ]
  %385 = getelementptr inbounds double, ptr %279, i64 %372
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = fmul double %386, 2.000000e-01
  %388 = call double @exp(double noundef %387) #13
  %389 = getelementptr inbounds double, ptr %384, i64 %372
  store double %388, ptr %389, align 8, !tbaa !9
  %390 = add nsw i64 %372, -1
  %391 = getelementptr inbounds double, ptr %384, i64 %390
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = fmul double %388, %392
  store double %393, ptr %391, align 8, !tbaa !9
  %394 = add nuw nsw i64 %372, 1
  %395 = icmp eq i64 %394, %25
  br i1 %395, label %328, label %371, !llvm.loop !26

396:                                              ; preds = %341, %396
  %397 = phi i64 [ %413, %396 ], [ %342, %341 ]
  %398 = getelementptr inbounds double, ptr %329, i64 %397
  %399 = load double, ptr %398, align 8, !tbaa !9
  %400 = xor i64 %397, -1
  %401 = getelementptr double, ptr %281, i64 %400
  %402 = load double, ptr %401, align 8, !tbaa !9
  %403 = fmul double %399, %402
  %404 = getelementptr inbounds double, ptr %1, i64 %397
  store double %403, ptr %404, align 8, !tbaa !9
  %405 = add nuw nsw i64 %397, 1
  %406 = getelementptr inbounds double, ptr %329, i64 %405
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = sub i64 -2, %397
  %409 = getelementptr double, ptr %281, i64 %408
  %410 = load double, ptr %409, align 8, !tbaa !9
  %411 = fmul double %407, %410
  %412 = getelementptr inbounds double, ptr %1, i64 %405
  store double %411, ptr %412, align 8, !tbaa !9
  %413 = add nuw nsw i64 %397, 2
  %414 = icmp eq i64 %413, %25
  br i1 %414, label %415, label %396, !llvm.loop !28

415:                                              ; preds = %341, %396, %370
  call void @free(ptr noundef nonnull %329) #13
  br i1 %297, label %446, label %416

416:                                              ; preds = %415, %416
  %417 = phi i64 [ %443, %416 ], [ 0, %415 ]
  %418 = phi double [ %442, %416 ], [ 0.000000e+00, %415 ]
  %419 = phi i64 [ %444, %416 ], [ 0, %415 ]
  %420 = getelementptr inbounds double, ptr %7, i64 %417
  %421 = load double, ptr %420, align 16, !tbaa !9
  %422 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %417
  %423 = load double, ptr %422, align 16, !tbaa !9
  %424 = call double @llvm.fmuladd.f64(double %421, double %423, double %418)
  %425 = or disjoint i64 %417, 1
  %426 = getelementptr inbounds double, ptr %7, i64 %425
  %427 = load double, ptr %426, align 8, !tbaa !9
  %428 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %425
  %429 = load double, ptr %428, align 8, !tbaa !9
  %430 = call double @llvm.fmuladd.f64(double %427, double %429, double %424)
  %431 = or disjoint i64 %417, 2
  %432 = getelementptr inbounds double, ptr %7, i64 %431
  %433 = load double, ptr %432, align 16, !tbaa !9
  %434 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %431
  %435 = load double, ptr %434, align 16, !tbaa !9
  %436 = call double @llvm.fmuladd.f64(double %433, double %435, double %430)
  %437 = or disjoint i64 %417, 3
  %438 = getelementptr inbounds double, ptr %7, i64 %437
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %437
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = call double @llvm.fmuladd.f64(double %439, double %441, double %436)
  %443 = add nuw nsw i64 %417, 4
  %444 = add i64 %419, 4
  %445 = icmp eq i64 %444, %298
  br i1 %445, label %446, label %416, !llvm.loop !29

446:                                              ; preds = %416, %415
  %447 = phi double [ poison, %415 ], [ %442, %416 ]
  %448 = phi i64 [ 0, %415 ], [ %443, %416 ]
  %449 = phi double [ 0.000000e+00, %415 ], [ %442, %416 ]
  br i1 %299, label %462, label %450

450:                                              ; preds = %446, %450
  %451 = phi i64 [ %459, %450 ], [ %448, %446 ]
  %452 = phi double [ %458, %450 ], [ %449, %446 ]
  %453 = phi i64 [ %460, %450 ], [ 0, %446 ]
  %454 = getelementptr inbounds double, ptr %7, i64 %451
  %455 = load double, ptr %454, align 8, !tbaa !9
  %456 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %451
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = call double @llvm.fmuladd.f64(double %455, double %457, double %452)
  %459 = add nuw nsw i64 %451, 1
  %460 = add i64 %453, 1
  %461 = icmp eq i64 %460, %296
  br i1 %461, label %462, label %450, !llvm.loop !30

462:                                              ; preds = %450, %446
  %463 = phi double [ %447, %446 ], [ %458, %450 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #13
  store double %323, ptr %316, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #13
  %464 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  %465 = load double, ptr %279, align 8, !tbaa !9
  %466 = fmul double %465, 2.000000e-01
  %467 = call double @exp(double noundef %466) #13
  store double %467, ptr %464, align 8, !tbaa !9
  br i1 %280, label %468, label %511

468:                                              ; preds = %522, %462
  %469 = phi ptr [ %464, %462 ], [ %524, %522 ]
  br i1 %300, label %470, label %484

470:                                              ; preds = %510, %484, %468
  %471 = phi i64 [ 0, %484 ], [ 0, %468 ], [ %304, %510 ]
  br i1 %307, label %481, label %472

472:                                              ; preds = %470
  %473 = getelementptr inbounds double, ptr %469, i64 %471
  %474 = load double, ptr %473, align 8, !tbaa !9
  %475 = xor i64 %471, -1
  %476 = getelementptr double, ptr %281, i64 %475
  %477 = load double, ptr %476, align 8, !tbaa !9
  %478 = fmul double %474, %477
  %479 = getelementptr inbounds double, ptr %2, i64 %471
  store double %478, ptr %479, align 16, !tbaa !9
  %480 = or disjoint i64 %471, 1
  br label %481

481:                                              ; preds = %472, %470
  %482 = phi i64 [ %471, %470 ], [ %480, %472 ]
  %483 = icmp eq i64 %287, %471
  br i1 %483, label %555, label %536

484:                                              ; preds = %468
  %485 = getelementptr i8, ptr %469, i64 %282
  %486 = icmp ult ptr %2, %485
  %487 = icmp ult ptr %469, %283
  %488 = and i1 %486, %487
  %489 = or i1 %488, %303
  br i1 %489, label %470, label %490

490:                                              ; preds = %484, %490
  %491 = phi i64 [ %508, %490 ], [ 0, %484 ]
  %492 = getelementptr inbounds double, ptr %469, i64 %491
  %493 = getelementptr inbounds i8, ptr %492, i64 16
  %494 = load <2 x double>, ptr %492, align 8, !tbaa !9, !alias.scope !32
  %495 = load <2 x double>, ptr %493, align 8, !tbaa !9, !alias.scope !32
  %496 = xor i64 %491, -1
  %497 = getelementptr double, ptr %281, i64 %496
  %498 = getelementptr i8, ptr %497, i64 -8
  %499 = getelementptr i8, ptr %497, i64 -24
  %500 = load <2 x double>, ptr %498, align 8, !tbaa !9, !alias.scope !35
  %501 = shufflevector <2 x double> %500, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %502 = load <2 x double>, ptr %499, align 8, !tbaa !9, !alias.scope !35
  %503 = shufflevector <2 x double> %502, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %504 = fmul <2 x double> %494, %501
  %505 = fmul <2 x double> %495, %503
  %506 = getelementptr inbounds double, ptr %2, i64 %491
  %507 = getelementptr inbounds i8, ptr %506, i64 16
  store <2 x double> %504, ptr %506, align 16, !tbaa !9, !alias.scope !37, !noalias !39
  store <2 x double> %505, ptr %507, align 16, !tbaa !9, !alias.scope !37, !noalias !39
  %508 = add nuw i64 %491, 4
  %509 = icmp eq i64 %508, %304
  br i1 %509, label %510, label %490, !llvm.loop !40

510:                                              ; preds = %490
  br i1 %305, label %555, label %470

511:                                              ; preds = %462, %522
  %512 = phi i64 [ %534, %522 ], [ 1, %462 ]
  %513 = phi ptr [ %524, %522 ], [ %464, %462 ]
  %514 = phi i32 [ %523, %522 ], [ 1, %462 ]
  %515 = zext i32 %514 to i64
  %516 = icmp eq i64 %512, %515
  br i1 %516, label %517, label %522

517:                                              ; preds = %511
  %518 = shl nsw i32 %514, 1
  %519 = sext i32 %518 to i64
  %520 = shl nsw i64 %519, 3
  %521 = call ptr @realloc(ptr noundef nonnull %513, i64 noundef %520) #15
  br label %522

522:                                              ; preds = %517, %511
  %523 = phi i32 [ %518, %517 ], [ %514, %511 ]
  %524 = phi ptr [ %521, %517 ], [ %513, %511 ]
  %525 = getelementptr inbounds double, ptr %279, i64 %512
  %526 = load double, ptr %525, align 8, !tbaa !9
  %527 = fmul double %526, 2.000000e-01
  %528 = call double @exp(double noundef %527) #13
  %529 = getelementptr inbounds double, ptr %524, i64 %512
  store double %528, ptr %529, align 8, !tbaa !9
  %530 = add nsw i64 %512, -1
  %531 = getelementptr inbounds double, ptr %524, i64 %530
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = fmul double %528, %532
  store double %533, ptr %531, align 8, !tbaa !9
  %534 = add nuw nsw i64 %512, 1
  %535 = icmp eq i64 %534, %25
  br i1 %535, label %468, label %511, !llvm.loop !26

536:                                              ; preds = %481, %536
  %537 = phi i64 [ %553, %536 ], [ %482, %481 ]
  %538 = getelementptr inbounds double, ptr %469, i64 %537
  %539 = load double, ptr %538, align 8, !tbaa !9
  %540 = xor i64 %537, -1
  %541 = getelementptr double, ptr %281, i64 %540
  %542 = load double, ptr %541, align 8, !tbaa !9
  %543 = fmul double %539, %542
  %544 = getelementptr inbounds double, ptr %2, i64 %537
  store double %543, ptr %544, align 8, !tbaa !9
  %545 = add nuw nsw i64 %537, 1
  %546 = getelementptr inbounds double, ptr %469, i64 %545
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = sub i64 -2, %537
  %549 = getelementptr double, ptr %281, i64 %548
  %550 = load double, ptr %549, align 8, !tbaa !9
  %551 = fmul double %547, %550
  %552 = getelementptr inbounds double, ptr %2, i64 %545
  store double %551, ptr %552, align 8, !tbaa !9
  %553 = add nuw nsw i64 %537, 2
  %554 = icmp eq i64 %553, %25
  br i1 %554, label %555, label %536, !llvm.loop !41

555:                                              ; preds = %481, %536, %510
  call void @free(ptr noundef nonnull %469) #13
  br i1 %309, label %586, label %556

556:                                              ; preds = %555, %556
  %557 = phi i64 [ %583, %556 ], [ 0, %555 ]
  %558 = phi double [ %582, %556 ], [ 0.000000e+00, %555 ]
  %559 = phi i64 [ %584, %556 ], [ 0, %555 ]
  %560 = getelementptr inbounds double, ptr %7, i64 %557
  %561 = load double, ptr %560, align 16, !tbaa !9
  %562 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %557
  %563 = load double, ptr %562, align 16, !tbaa !9
  %564 = call double @llvm.fmuladd.f64(double %561, double %563, double %558)
  %565 = or disjoint i64 %557, 1
  %566 = getelementptr inbounds double, ptr %7, i64 %565
  %567 = load double, ptr %566, align 8, !tbaa !9
  %568 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %565
  %569 = load double, ptr %568, align 8, !tbaa !9
  %570 = call double @llvm.fmuladd.f64(double %567, double %569, double %564)
  %571 = or disjoint i64 %557, 2
  %572 = getelementptr inbounds double, ptr %7, i64 %571
  %573 = load double, ptr %572, align 16, !tbaa !9
  %574 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %571
  %575 = load double, ptr %574, align 16, !tbaa !9
  %576 = call double @llvm.fmuladd.f64(double %573, double %575, double %570)
  %577 = or disjoint i64 %557, 3
  %578 = getelementptr inbounds double, ptr %7, i64 %577
  %579 = load double, ptr %578, align 8, !tbaa !9
  %580 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %577
  %581 = load double, ptr %580, align 8, !tbaa !9
  %582 = call double @llvm.fmuladd.f64(double %579, double %581, double %576)
  %583 = add nuw nsw i64 %557, 4
  %584 = add i64 %559, 4
  %585 = icmp eq i64 %584, %310
  br i1 %585, label %586, label %556, !llvm.loop !29

586:                                              ; preds = %556, %555
  %587 = phi double [ poison, %555 ], [ %582, %556 ]
  %588 = phi i64 [ 0, %555 ], [ %583, %556 ]
  %589 = phi double [ 0.000000e+00, %555 ], [ %582, %556 ]
  br i1 %311, label %602, label %590

590:                                              ; preds = %586, %590
  %591 = phi i64 [ %599, %590 ], [ %588, %586 ]
  %592 = phi double [ %598, %590 ], [ %589, %586 ]
  %593 = phi i64 [ %600, %590 ], [ 0, %586 ]
  %594 = getelementptr inbounds double, ptr %7, i64 %591
  %595 = load double, ptr %594, align 8, !tbaa !9
  %596 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %591
  %597 = load double, ptr %596, align 8, !tbaa !9
  %598 = call double @llvm.fmuladd.f64(double %595, double %597, double %592)
  %599 = add nuw nsw i64 %591, 1
  %600 = add i64 %593, 1
  %601 = icmp eq i64 %600, %308
  br i1 %601, label %602, label %590, !llvm.loop !42

602:                                              ; preds = %590, %586
  %603 = phi double [ %587, %586 ], [ %598, %590 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #13
  store double %317, ptr %316, align 8, !tbaa !9
  %604 = fsub double %463, %603
  %605 = fsub double %322, %323
  %606 = fdiv double %604, %605
  %607 = call double @llvm.fabs.f64(double %606)
  %608 = fcmp ogt double %607, 1.000000e+00
  %609 = select i1 %608, double %607, double 1.000000e+00
  %610 = fsub double %315, %606
  %611 = call double @llvm.fabs.f64(double %610)
  %612 = fmul double %609, 0x3EB0C6F7A0B5ED8D
  %613 = fcmp ole double %611, %612
  %614 = select i1 %613, ptr @.str.4, ptr @.str.5
  %615 = trunc nuw nsw i64 %313 to i32
  %616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %615, double noundef %315, double noundef %606, ptr noundef nonnull %614)
  br i1 %613, label %620, label %617

617:                                              ; preds = %602
  %618 = load i32, ptr @n_fail, align 4, !tbaa !5
  %619 = add nsw i32 %618, 1
  store i32 %619, ptr @n_fail, align 4, !tbaa !5
  br label %620

620:                                              ; preds = %617, %602
  %621 = add nuw nsw i64 %313, 1
  %622 = icmp eq i64 %621, %25
  br i1 %622, label %623, label %312, !llvm.loop !14

623:                                              ; preds = %620
  call void @free(ptr noundef nonnull %279) #13
  %624 = add nuw nsw i64 %15, 1
  %625 = icmp eq i64 %624, 3
  br i1 %625, label %8, label %14, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = load i64, ptr @rng_state, align 8, !tbaa !44
  %3 = mul i64 %2, 6364136223846793005
  %4 = add i64 %3, 1442695040888963407
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = insertelement <2 x i64> poison, i64 %4, i64 0
  %8 = insertelement <2 x i64> %7, i64 %6, i64 1
  %9 = lshr <2 x i64> %8, <i64 10, i64 10>
  %10 = and <2 x i64> %9, <i64 18014398509481982, i64 18014398509481982>
  %11 = uitofp nneg <2 x i64> %10 to <2 x double>
  %12 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %11, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %12, ptr %0, align 8, !tbaa !9
  %13 = mul i64 %6, 6364136223846793005
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = add i64 %13, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = insertelement <2 x i64> poison, i64 %15, i64 0
  %19 = insertelement <2 x i64> %18, i64 %17, i64 1
  %20 = lshr <2 x i64> %19, <i64 10, i64 10>
  %21 = and <2 x i64> %20, <i64 18014398509481982, i64 18014398509481982>
  %22 = uitofp nneg <2 x i64> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %23, ptr %14, align 8, !tbaa !9
  %24 = mul i64 %17, 6364136223846793005
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = add i64 %24, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <2 x i64> poison, i64 %26, i64 0
  %30 = insertelement <2 x i64> %29, i64 %28, i64 1
  %31 = lshr <2 x i64> %30, <i64 10, i64 10>
  %32 = and <2 x i64> %31, <i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <2 x i64> %32 to <2 x double>
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %34, ptr %25, align 8, !tbaa !9
  %35 = mul i64 %28, 6364136223846793005
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = add i64 %35, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = insertelement <2 x i64> poison, i64 %37, i64 0
  %41 = insertelement <2 x i64> %40, i64 %39, i64 1
  %42 = lshr <2 x i64> %41, <i64 10, i64 10>
  %43 = and <2 x i64> %42, <i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <2 x i64> %43 to <2 x double>
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %45, ptr %36, align 8, !tbaa !9
  %46 = mul i64 %39, 6364136223846793005
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = add i64 %46, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = insertelement <2 x i64> poison, i64 %48, i64 0
  %52 = insertelement <2 x i64> %51, i64 %50, i64 1
  %53 = lshr <2 x i64> %52, <i64 10, i64 10>
  %54 = and <2 x i64> %53, <i64 18014398509481982, i64 18014398509481982>
  %55 = uitofp nneg <2 x i64> %54 to <2 x double>
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %56, ptr %47, align 8, !tbaa !9
  %57 = mul i64 %50, 6364136223846793005
  %58 = getelementptr inbounds i8, ptr %0, i64 80
  %59 = add i64 %57, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <2 x i64> poison, i64 %59, i64 0
  %63 = insertelement <2 x i64> %62, i64 %61, i64 1
  %64 = lshr <2 x i64> %63, <i64 10, i64 10>
  %65 = and <2 x i64> %64, <i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <2 x i64> %65 to <2 x double>
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %67, ptr %58, align 8, !tbaa !9
  %68 = mul i64 %61, 6364136223846793005
  %69 = getelementptr inbounds i8, ptr %0, i64 96
  %70 = add i64 %68, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <2 x i64> poison, i64 %70, i64 0
  %74 = insertelement <2 x i64> %73, i64 %72, i64 1
  %75 = lshr <2 x i64> %74, <i64 10, i64 10>
  %76 = and <2 x i64> %75, <i64 18014398509481982, i64 18014398509481982>
  %77 = uitofp nneg <2 x i64> %76 to <2 x double>
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %78, ptr %69, align 8, !tbaa !9
  %79 = mul i64 %72, 6364136223846793005
  %80 = getelementptr inbounds i8, ptr %0, i64 112
  %81 = add i64 %79, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %89, ptr %80, align 8, !tbaa !9
  %90 = mul i64 %83, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %0, i64 128
  %92 = add i64 %90, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = insertelement <2 x i64> poison, i64 %92, i64 0
  %96 = insertelement <2 x i64> %95, i64 %94, i64 1
  %97 = lshr <2 x i64> %96, <i64 10, i64 10>
  %98 = and <2 x i64> %97, <i64 18014398509481982, i64 18014398509481982>
  %99 = uitofp nneg <2 x i64> %98 to <2 x double>
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %100, ptr %91, align 8, !tbaa !9
  %101 = mul i64 %94, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = lshr i64 %102, 10
  %104 = and i64 %103, 18014398509481982
  %105 = uitofp nneg i64 %104 to double
  %106 = tail call double @llvm.fmuladd.f64(double %105, double 0x3CA0000000000000, double -1.000000e+00)
  %107 = getelementptr inbounds i8, ptr %0, i64 144
  store double %106, ptr %107, align 8, !tbaa !9
  store i64 %102, ptr @rng_state, align 8, !tbaa !44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %86

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %16

7:                                                ; preds = %54
  %8 = icmp sgt i64 %58, -1
  br i1 %8, label %9, label %86

9:                                                ; preds = %7
  %10 = and i64 %55, 4294967295
  %11 = and i64 %55, 4294967295
  %12 = and i64 %55, 1
  %13 = icmp eq i64 %11, 1
  br i1 %13, label %69, label %14

14:                                               ; preds = %9
  %15 = sub nsw i64 %11, %12
  br label %89

16:                                               ; preds = %5, %54
  %17 = phi i64 [ 0, %5 ], [ %24, %54 ]
  %18 = phi i32 [ 2, %5 ], [ %57, %54 ]
  %19 = phi ptr [ %3, %5 ], [ %56, %54 ]
  %20 = phi i64 [ 0, %5 ], [ %55, %54 ]
  %21 = trunc nuw nsw i64 %17 to i32
  %22 = urem i32 %21, 3
  %23 = getelementptr inbounds double, ptr %0, i64 %17
  %24 = add nuw nsw i64 %17, 1
  %25 = shl i64 %20, 32
  %26 = ashr exact i64 %25, 32
  %27 = icmp eq i64 %24, %6
  %28 = and i64 %24, 4294967295
  %29 = select i1 %27, i64 0, i64 %28
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = trunc i64 %20 to i32
  %32 = icmp eq i32 %18, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %16
  %34 = shl nsw i32 %18, 1
  %35 = sext i32 %34 to i64
  %36 = shl nsw i64 %35, 3
  %37 = tail call ptr @realloc(ptr noundef %19, i64 noundef %36) #15
  br label %38

38:                                               ; preds = %16, %33
  %39 = phi ptr [ %37, %33 ], [ %19, %16 ]
  %40 = phi i32 [ %34, %33 ], [ %18, %16 ]
  %41 = load double, ptr %23, align 8, !tbaa !9
  %42 = load double, ptr %30, align 8, !tbaa !9
  %43 = fmul double %42, 5.000000e-01
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %43)
  %45 = add nsw i64 %26, 1
  %46 = getelementptr inbounds double, ptr %39, i64 %26
  store double %44, ptr %46, align 8, !tbaa !9
  %47 = icmp eq i32 %22, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %38
  %49 = trunc nsw i64 %45 to i32
  %50 = icmp eq i32 %40, %49
  %51 = shl nsw i32 %40, 1
  %52 = sext i32 %51 to i64
  %53 = shl nsw i64 %52, 3
  br i1 %50, label %60, label %62

54:                                               ; preds = %62, %38
  %55 = phi i64 [ %45, %38 ], [ %68, %62 ]
  %56 = phi ptr [ %39, %38 ], [ %63, %62 ]
  %57 = phi i32 [ %40, %38 ], [ %64, %62 ]
  %58 = phi i64 [ %26, %38 ], [ %45, %62 ]
  %59 = icmp eq i64 %24, %6
  br i1 %59, label %7, label %16, !llvm.loop !11

60:                                               ; preds = %48
  %61 = tail call ptr @realloc(ptr noundef %39, i64 noundef %53) #15
  br label %62

62:                                               ; preds = %48, %60
  %63 = phi ptr [ %61, %60 ], [ %39, %48 ]
  %64 = phi i32 [ %51, %60 ], [ %40, %48 ]
  %65 = load double, ptr %23, align 8, !tbaa !9
  %66 = tail call double @sin(double noundef %65) #13
  %67 = getelementptr inbounds double, ptr %63, i64 %45
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nsw i64 %26, 2
  br label %54

69:                                               ; preds = %89, %9
  %70 = phi double [ poison, %9 ], [ %115, %89 ]
  %71 = phi i64 [ 0, %9 ], [ %116, %89 ]
  %72 = phi double [ 0.000000e+00, %9 ], [ %115, %89 ]
  %73 = icmp eq i64 %12, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds double, ptr %56, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = xor i64 %71, -1
  %78 = add nsw i64 %10, %77
  %79 = getelementptr inbounds double, ptr %56, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul double %76, %80
  %82 = trunc nuw nsw i64 %71 to i32
  %83 = uitofp nneg i32 %82 to double
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 1.000000e-01, double 1.000000e+00)
  %85 = tail call double @llvm.fmuladd.f64(double %81, double %84, double %72)
  br label %86

86:                                               ; preds = %74, %69, %2, %7
  %87 = phi ptr [ %56, %7 ], [ %3, %2 ], [ %56, %69 ], [ %56, %74 ]
  %88 = phi double [ 0.000000e+00, %7 ], [ 0.000000e+00, %2 ], [ %70, %69 ], [ %85, %74 ]
  tail call void @free(ptr noundef %87) #13
  ret double %88

89:                                               ; preds = %89, %14
  %90 = phi i64 [ 0, %14 ], [ %116, %89 ]
  %91 = phi double [ 0.000000e+00, %14 ], [ %115, %89 ]
  %92 = phi i64 [ 0, %14 ], [ %117, %89 ]
  %93 = getelementptr inbounds double, ptr %56, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = xor i64 %90, -1
  %96 = add nsw i64 %10, %95
  %97 = getelementptr inbounds double, ptr %56, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul double %94, %98
  %100 = trunc nuw nsw i64 %90 to i32
  %101 = uitofp nneg i32 %100 to double
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-01, double 1.000000e+00)
  %103 = tail call double @llvm.fmuladd.f64(double %99, double %102, double %91)
  %104 = or disjoint i64 %90, 1
  %105 = getelementptr inbounds double, ptr %56, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = xor i64 %90, -2
  %108 = add nsw i64 %10, %107
  %109 = getelementptr inbounds double, ptr %56, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %106, %110
  %112 = trunc nuw nsw i64 %104 to i32
  %113 = uitofp nneg i32 %112 to double
  %114 = tail call double @llvm.fmuladd.f64(double %113, double 1.000000e-01, double 1.000000e+00)
  %115 = tail call double @llvm.fmuladd.f64(double %111, double %114, double %103)
  %116 = add nuw nsw i64 %90, 2
  %117 = add i64 %92, 2
  %118 = icmp eq i64 %117, %15
  br i1 %118, label %69, label %89, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal void @grow_out(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %96

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = fmul double %8, 2.000000e-01
  %10 = tail call double @exp(double noundef %9) #13
  store double %10, ptr %4, align 8, !tbaa !9
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %13, label %71

12:                                               ; preds = %82
  br i1 %5, label %13, label %96

13:                                               ; preds = %6, %12
  %14 = phi ptr [ %84, %12 ], [ %4, %6 ]
  %15 = zext nneg i32 %2 to i64
  %16 = zext nneg i32 %2 to i64
  %17 = getelementptr double, ptr %0, i64 %15
  %18 = icmp ult i32 %2, 10
  br i1 %18, label %19, label %36

19:                                               ; preds = %69, %36, %13
  %20 = phi i64 [ 0, %36 ], [ 0, %13 ], [ %48, %69 ]
  %21 = and i64 %7, 1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %32, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds double, ptr %14, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = xor i64 %20, -1
  %27 = getelementptr double, ptr %17, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %25, %28
  %30 = getelementptr inbounds double, ptr %1, i64 %20
  store double %29, ptr %30, align 8, !tbaa !9
  %31 = or disjoint i64 %20, 1
  br label %32

32:                                               ; preds = %23, %19
  %33 = phi i64 [ %20, %19 ], [ %31, %23 ]
  %34 = add nsw i64 %7, -1
  %35 = icmp eq i64 %20, %34
  br i1 %35, label %96, label %98

36:                                               ; preds = %13
  %37 = shl nuw nsw i64 %7, 3
  %38 = getelementptr i8, ptr %1, i64 %37
  %39 = getelementptr i8, ptr %14, i64 %37
  %40 = icmp ugt ptr %39, %1
  %41 = icmp ult ptr %14, %38
  %42 = and i1 %40, %41
  %43 = icmp ugt ptr %17, %1
  %44 = icmp ugt ptr %38, %0
  %45 = and i1 %43, %44
  %46 = or i1 %42, %45
  br i1 %46, label %19, label %47

47:                                               ; preds = %36
  %48 = and i64 %7, 2147483644
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %67, %49 ]
  %51 = getelementptr inbounds double, ptr %14, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !9, !alias.scope !46
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !9, !alias.scope !46
  %55 = xor i64 %50, -1
  %56 = getelementptr double, ptr %17, i64 %55
  %57 = getelementptr i8, ptr %56, i64 -8
  %58 = getelementptr i8, ptr %56, i64 -24
  %59 = load <2 x double>, ptr %57, align 8, !tbaa !9, !alias.scope !49
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %61 = load <2 x double>, ptr %58, align 8, !tbaa !9, !alias.scope !49
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %63 = fmul <2 x double> %53, %60
  %64 = fmul <2 x double> %54, %62
  %65 = getelementptr inbounds double, ptr %1, i64 %50
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  store <2 x double> %63, ptr %65, align 8, !tbaa !9, !alias.scope !51, !noalias !53
  store <2 x double> %64, ptr %66, align 8, !tbaa !9, !alias.scope !51, !noalias !53
  %67 = add nuw i64 %50, 4
  %68 = icmp eq i64 %67, %48
  br i1 %68, label %69, label %49, !llvm.loop !54

69:                                               ; preds = %49
  %70 = icmp eq i64 %48, %7
  br i1 %70, label %96, label %19

71:                                               ; preds = %6, %82
  %72 = phi i64 [ %94, %82 ], [ 1, %6 ]
  %73 = phi ptr [ %84, %82 ], [ %4, %6 ]
  %74 = phi i32 [ %83, %82 ], [ 1, %6 ]
  %75 = zext i32 %74 to i64
  %76 = icmp eq i64 %72, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %71
  %78 = shl nsw i32 %74, 1
  %79 = sext i32 %78 to i64
  %80 = shl nsw i64 %79, 3
  %81 = tail call ptr @realloc(ptr noundef nonnull %73, i64 noundef %80) #15
  br label %82

82:                                               ; preds = %77, %71
  %83 = phi i32 [ %78, %77 ], [ %74, %71 ]
  %84 = phi ptr [ %81, %77 ], [ %73, %71 ]
  %85 = getelementptr inbounds double, ptr %0, i64 %72
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fmul double %86, 2.000000e-01
  %88 = tail call double @exp(double noundef %87) #13
  %89 = getelementptr inbounds double, ptr %84, i64 %72
  store double %88, ptr %89, align 8, !tbaa !9
  %90 = add nsw i64 %72, -1
  %91 = getelementptr inbounds double, ptr %84, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = fmul double %88, %92
  store double %93, ptr %91, align 8, !tbaa !9
  %94 = add nuw nsw i64 %72, 1
  %95 = icmp eq i64 %94, %7
  br i1 %95, label %12, label %71, !llvm.loop !26

96:                                               ; preds = %32, %98, %69, %3, %12
  %97 = phi ptr [ %84, %12 ], [ %4, %3 ], [ %14, %69 ], [ %14, %98 ], [ %14, %32 ]
  tail call void @free(ptr noundef %97) #13
  ret void

98:                                               ; preds = %32, %98
  %99 = phi i64 [ %115, %98 ], [ %33, %32 ]
  %100 = getelementptr inbounds double, ptr %14, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = xor i64 %99, -1
  %103 = getelementptr double, ptr %17, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fmul double %101, %104
  %106 = getelementptr inbounds double, ptr %1, i64 %99
  store double %105, ptr %106, align 8, !tbaa !9
  %107 = add nuw nsw i64 %99, 1
  %108 = getelementptr inbounds double, ptr %14, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = sub i64 -2, %99
  %111 = getelementptr double, ptr %17, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fmul double %109, %112
  %114 = getelementptr inbounds double, ptr %1, i64 %107
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = add nuw nsw i64 %99, 2
  %116 = icmp eq i64 %115, %16
  br i1 %116, label %96, label %98, !llvm.loop !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(1) }

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
!14 = distinct !{!14, !12}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = !{!21}
!21 = distinct !{!21, !17}
!22 = !{!16, !19}
!23 = distinct !{!23, !12, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !12, !27}
!27 = !{!"llvm.loop.peeled.count", i32 1}
!28 = distinct !{!28, !12, !24}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = !{!38}
!38 = distinct !{!38, !34}
!39 = !{!33, !36}
!40 = distinct !{!40, !12, !24, !25}
!41 = distinct !{!41, !12, !24}
!42 = distinct !{!42, !31}
!43 = distinct !{!43, !12}
!44 = !{!45, !45, i64 0}
!45 = !{!"long long", !7, i64 0}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = !{!52}
!52 = distinct !{!52, !48}
!53 = !{!47, !50}
!54 = distinct !{!54, !12, !24, !25}
!55 = distinct !{!55, !12, !24}
