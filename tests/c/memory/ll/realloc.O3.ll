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
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [19 x double], align 16
  %8 = alloca [19 x double], align 16
  %9 = alloca [19 x double], align 16
  %10 = alloca [19 x double], align 16
  %11 = alloca [19 x double], align 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %11) #13
  call fastcc void @fill(ptr noundef nonnull %7)
  call fastcc void @fill(ptr noundef nonnull %11)
  br label %18

12:                                               ; preds = %647
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %13)
  %15 = load i32, ptr @n_fail, align 4, !tbaa !5
  %16 = icmp ne i32 %15, 0
  %17 = zext i1 %16 to i32
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #13
  ret i32 %17

18:                                               ; preds = %0, %647
  %19 = phi i64 [ 0, %0 ], [ %648, %647 ]
  %20 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %8, i8 0, i64 152, i1 false)
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %21) #13
  %23 = call i32 @llvm.smax.i32(i32 %21, i32 1)
  %24 = zext nneg i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 3
  %26 = call noalias ptr @malloc(i64 noundef %25) #14
  %27 = sext i32 %21 to i64
  %28 = shl nsw i64 %27, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr nonnull readonly align 16 %7, i64 %28, i1 false)
  %29 = zext i32 %21 to i64
  br label %30

30:                                               ; preds = %18, %288
  %31 = phi i64 [ 0, %18 ], [ %289, %288 ]
  %32 = getelementptr inbounds double, ptr %8, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = getelementptr inbounds double, ptr %26, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  %39 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %40 = fadd double %35, %39
  store double %40, ptr %34, align 8, !tbaa !9
  %41 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  br label %51

42:                                               ; preds = %90
  %43 = fsub double %35, %39
  %44 = icmp sgt i64 %94, -1
  br i1 %44, label %45, label %150

45:                                               ; preds = %42
  %46 = and i64 %91, 4294967295
  %47 = and i64 %91, 1
  %48 = icmp eq i64 %46, 1
  br i1 %48, label %133, label %49

49:                                               ; preds = %45
  %50 = sub nsw i64 %46, %47
  br label %103

51:                                               ; preds = %90, %30
  %52 = phi i64 [ 0, %30 ], [ %59, %90 ]
  %53 = phi i32 [ 2, %30 ], [ %93, %90 ]
  %54 = phi ptr [ %41, %30 ], [ %92, %90 ]
  %55 = phi i64 [ 0, %30 ], [ %91, %90 ]
  %56 = trunc nuw nsw i64 %52 to i32
  %57 = urem i32 %56, 3
  %58 = getelementptr inbounds double, ptr %26, i64 %52
  %59 = add nuw nsw i64 %52, 1
  %60 = shl i64 %55, 32
  %61 = ashr exact i64 %60, 32
  %62 = icmp eq i64 %59, %29
  %63 = and i64 %59, 4294967295
  %64 = select i1 %62, i64 0, i64 %63
  %65 = getelementptr inbounds double, ptr %26, i64 %64
  %66 = trunc i64 %55 to i32
  %67 = icmp eq i32 %53, %66
  br i1 %67, label %68, label %73

68:                                               ; preds = %51
  %69 = shl nsw i32 %53, 1
  %70 = sext i32 %69 to i64
  %71 = shl nsw i64 %70, 3
  %72 = call ptr @realloc(ptr noundef %54, i64 noundef %71) #15
  br label %73

73:                                               ; preds = %68, %51
  %74 = phi ptr [ %72, %68 ], [ %54, %51 ]
  %75 = phi i32 [ %69, %68 ], [ %53, %51 ]
  %76 = load double, ptr %58, align 8, !tbaa !9
  %77 = load double, ptr %65, align 8, !tbaa !9
  %78 = fmul double %77, 5.000000e-01
  %79 = call double @llvm.fmuladd.f64(double %76, double %76, double %78)
  %80 = add nsw i64 %61, 1
  %81 = getelementptr inbounds double, ptr %74, i64 %61
  store double %79, ptr %81, align 8, !tbaa !9
  %82 = icmp eq i32 %57, 0
  br i1 %82, label %95, label %90

83:                                               ; preds = %95, %98
  %84 = phi ptr [ %102, %98 ], [ %74, %95 ]
  %85 = phi i32 [ %99, %98 ], [ %75, %95 ]
  %86 = load double, ptr %58, align 8, !tbaa !9
  %87 = call double @sin(double noundef %86) #13
  %88 = getelementptr inbounds double, ptr %84, i64 %80
  store double %87, ptr %88, align 8, !tbaa !9
  %89 = add nsw i64 %61, 2
  br label %90

90:                                               ; preds = %83, %73
  %91 = phi i64 [ %80, %73 ], [ %89, %83 ]
  %92 = phi ptr [ %74, %73 ], [ %84, %83 ]
  %93 = phi i32 [ %75, %73 ], [ %85, %83 ]
  %94 = phi i64 [ %61, %73 ], [ %80, %83 ]
  br i1 %62, label %42, label %51, !llvm.loop !11

95:                                               ; preds = %73
  %96 = trunc nsw i64 %80 to i32
  %97 = icmp eq i32 %75, %96
  br i1 %97, label %98, label %83

98:                                               ; preds = %95
  %99 = shl nsw i32 %75, 1
  %100 = sext i32 %99 to i64
  %101 = shl nsw i64 %100, 3
  %102 = call ptr @realloc(ptr noundef nonnull %74, i64 noundef %101) #15
  br label %83

103:                                              ; preds = %103, %49
  %104 = phi i64 [ 0, %49 ], [ %130, %103 ]
  %105 = phi double [ 0.000000e+00, %49 ], [ %129, %103 ]
  %106 = phi i64 [ 0, %49 ], [ %131, %103 ]
  %107 = getelementptr inbounds double, ptr %92, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = xor i64 %104, -1
  %110 = add nsw i64 %46, %109
  %111 = getelementptr inbounds double, ptr %92, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fmul double %108, %112
  %114 = trunc nuw nsw i64 %104 to i32
  %115 = uitofp nneg i32 %114 to double
  %116 = call double @llvm.fmuladd.f64(double %115, double 1.000000e-01, double 1.000000e+00)
  %117 = call double @llvm.fmuladd.f64(double %113, double %116, double %105)
  %118 = or disjoint i64 %104, 1
  %119 = getelementptr inbounds double, ptr %92, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = xor i64 %104, -2
  %122 = add nsw i64 %46, %121
  %123 = getelementptr inbounds double, ptr %92, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = fmul double %120, %124
  %126 = trunc nuw nsw i64 %118 to i32
  %127 = uitofp nneg i32 %126 to double
  %128 = call double @llvm.fmuladd.f64(double %127, double 1.000000e-01, double 1.000000e+00)
  %129 = call double @llvm.fmuladd.f64(double %125, double %128, double %117)
  %130 = add nuw nsw i64 %104, 2
  %131 = add i64 %106, 2
  %132 = icmp eq i64 %131, %50
  br i1 %132, label %133, label %103, !llvm.loop !13

133:                                              ; preds = %103, %45
  %134 = phi double [ poison, %45 ], [ %129, %103 ]
  %135 = phi i64 [ 0, %45 ], [ %130, %103 ]
  %136 = phi double [ 0.000000e+00, %45 ], [ %129, %103 ]
  %137 = icmp eq i64 %47, 0
  br i1 %137, label %150, label %138

138:                                              ; preds = %133
  %139 = getelementptr inbounds double, ptr %92, i64 %135
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = xor i64 %135, -1
  %142 = add nsw i64 %46, %141
  %143 = getelementptr inbounds double, ptr %92, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = fmul double %140, %144
  %146 = trunc nuw nsw i64 %135 to i32
  %147 = uitofp nneg i32 %146 to double
  %148 = call double @llvm.fmuladd.f64(double %147, double 1.000000e-01, double 1.000000e+00)
  %149 = call double @llvm.fmuladd.f64(double %145, double %148, double %136)
  br label %150

150:                                              ; preds = %138, %133, %42
  %151 = phi double [ 0.000000e+00, %42 ], [ %134, %133 ], [ %149, %138 ]
  call void @free(ptr noundef nonnull %92) #13
  store double %43, ptr %34, align 8, !tbaa !9
  %152 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  br label %161

153:                                              ; preds = %200
  %154 = icmp sgt i64 %204, -1
  br i1 %154, label %155, label %260

155:                                              ; preds = %153
  %156 = and i64 %201, 4294967295
  %157 = and i64 %201, 1
  %158 = icmp eq i64 %156, 1
  br i1 %158, label %243, label %159

159:                                              ; preds = %155
  %160 = sub nsw i64 %156, %157
  br label %213

161:                                              ; preds = %200, %150
  %162 = phi i64 [ 0, %150 ], [ %169, %200 ]
  %163 = phi i32 [ 2, %150 ], [ %203, %200 ]
  %164 = phi ptr [ %152, %150 ], [ %202, %200 ]
  %165 = phi i64 [ 0, %150 ], [ %201, %200 ]
  %166 = trunc nuw nsw i64 %162 to i32
  %167 = urem i32 %166, 3
  %168 = getelementptr inbounds double, ptr %26, i64 %162
  %169 = add nuw nsw i64 %162, 1
  %170 = shl i64 %165, 32
  %171 = ashr exact i64 %170, 32
  %172 = icmp eq i64 %169, %29
  %173 = and i64 %169, 4294967295
  %174 = select i1 %172, i64 0, i64 %173
  %175 = getelementptr inbounds double, ptr %26, i64 %174
  %176 = trunc i64 %165 to i32
  %177 = icmp eq i32 %163, %176
  br i1 %177, label %178, label %183

178:                                              ; preds = %161
  %179 = shl nsw i32 %163, 1
  %180 = sext i32 %179 to i64
  %181 = shl nsw i64 %180, 3
  %182 = call ptr @realloc(ptr noundef %164, i64 noundef %181) #15
  br label %183

183:                                              ; preds = %178, %161
  %184 = phi ptr [ %182, %178 ], [ %164, %161 ]
  %185 = phi i32 [ %179, %178 ], [ %163, %161 ]
  %186 = load double, ptr %168, align 8, !tbaa !9
  %187 = load double, ptr %175, align 8, !tbaa !9
  %188 = fmul double %187, 5.000000e-01
  %189 = call double @llvm.fmuladd.f64(double %186, double %186, double %188)
  %190 = add nsw i64 %171, 1
  %191 = getelementptr inbounds double, ptr %184, i64 %171
  store double %189, ptr %191, align 8, !tbaa !9
  %192 = icmp eq i32 %167, 0
  br i1 %192, label %205, label %200

193:                                              ; preds = %205, %208
  %194 = phi ptr [ %212, %208 ], [ %184, %205 ]
  %195 = phi i32 [ %209, %208 ], [ %185, %205 ]
  %196 = load double, ptr %168, align 8, !tbaa !9
  %197 = call double @sin(double noundef %196) #13
  %198 = getelementptr inbounds double, ptr %194, i64 %190
  store double %197, ptr %198, align 8, !tbaa !9
  %199 = add nsw i64 %171, 2
  br label %200

200:                                              ; preds = %193, %183
  %201 = phi i64 [ %190, %183 ], [ %199, %193 ]
  %202 = phi ptr [ %184, %183 ], [ %194, %193 ]
  %203 = phi i32 [ %185, %183 ], [ %195, %193 ]
  %204 = phi i64 [ %171, %183 ], [ %190, %193 ]
  br i1 %172, label %153, label %161, !llvm.loop !11

205:                                              ; preds = %183
  %206 = trunc nsw i64 %190 to i32
  %207 = icmp eq i32 %185, %206
  br i1 %207, label %208, label %193

208:                                              ; preds = %205
  %209 = shl nsw i32 %185, 1
  %210 = sext i32 %209 to i64
  %211 = shl nsw i64 %210, 3
  %212 = call ptr @realloc(ptr noundef nonnull %184, i64 noundef %211) #15
  br label %193

213:                                              ; preds = %213, %159
  %214 = phi i64 [ 0, %159 ], [ %240, %213 ]
  %215 = phi double [ 0.000000e+00, %159 ], [ %239, %213 ]
  %216 = phi i64 [ 0, %159 ], [ %241, %213 ]
  %217 = getelementptr inbounds double, ptr %202, i64 %214
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = xor i64 %214, -1
  %220 = add nsw i64 %156, %219
  %221 = getelementptr inbounds double, ptr %202, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = fmul double %218, %222
  %224 = trunc nuw nsw i64 %214 to i32
  %225 = uitofp nneg i32 %224 to double
  %226 = call double @llvm.fmuladd.f64(double %225, double 1.000000e-01, double 1.000000e+00)
  %227 = call double @llvm.fmuladd.f64(double %223, double %226, double %215)
  %228 = or disjoint i64 %214, 1
  %229 = getelementptr inbounds double, ptr %202, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = xor i64 %214, -2
  %232 = add nsw i64 %156, %231
  %233 = getelementptr inbounds double, ptr %202, i64 %232
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = fmul double %230, %234
  %236 = trunc nuw nsw i64 %228 to i32
  %237 = uitofp nneg i32 %236 to double
  %238 = call double @llvm.fmuladd.f64(double %237, double 1.000000e-01, double 1.000000e+00)
  %239 = call double @llvm.fmuladd.f64(double %235, double %238, double %227)
  %240 = add nuw nsw i64 %214, 2
  %241 = add i64 %216, 2
  %242 = icmp eq i64 %241, %160
  br i1 %242, label %243, label %213, !llvm.loop !13

243:                                              ; preds = %213, %155
  %244 = phi double [ poison, %155 ], [ %239, %213 ]
  %245 = phi i64 [ 0, %155 ], [ %240, %213 ]
  %246 = phi double [ 0.000000e+00, %155 ], [ %239, %213 ]
  %247 = icmp eq i64 %157, 0
  br i1 %247, label %260, label %248

248:                                              ; preds = %243
  %249 = getelementptr inbounds double, ptr %202, i64 %245
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = xor i64 %245, -1
  %252 = add nsw i64 %156, %251
  %253 = getelementptr inbounds double, ptr %202, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = fmul double %250, %254
  %256 = trunc nuw nsw i64 %245 to i32
  %257 = uitofp nneg i32 %256 to double
  %258 = call double @llvm.fmuladd.f64(double %257, double 1.000000e-01, double 1.000000e+00)
  %259 = call double @llvm.fmuladd.f64(double %255, double %258, double %246)
  br label %260

260:                                              ; preds = %248, %243, %153
  %261 = phi double [ 0.000000e+00, %153 ], [ %244, %243 ], [ %259, %248 ]
  call void @free(ptr noundef nonnull %202) #13
  store double %35, ptr %34, align 8, !tbaa !9
  %262 = fsub double %151, %261
  %263 = fsub double %40, %43
  %264 = fdiv double %262, %263
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fcmp ogt double %265, 1.000000e+00
  %267 = select i1 %266, double %265, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %268 = load volatile double, ptr %6, align 8, !tbaa !9
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fcmp ueq double %269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %270, label %283, label %271

271:                                              ; preds = %260
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %264, ptr %5, align 8, !tbaa !9
  %272 = load volatile double, ptr %5, align 8, !tbaa !9
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = fcmp ueq double %273, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %274, label %283, label %275

275:                                              ; preds = %271
  %276 = fsub double %33, %264
  %277 = call double @llvm.fabs.f64(double %276)
  %278 = fmul double %267, 0x3EB0C6F7A0B5ED8D
  %279 = fcmp ugt double %277, %278
  br i1 %279, label %283, label %280

280:                                              ; preds = %275
  %281 = trunc nuw nsw i64 %31 to i32
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %281, double noundef %33, double noundef %264, ptr noundef nonnull @.str.4)
  br label %288

283:                                              ; preds = %275, %271, %260
  %284 = trunc nuw nsw i64 %31 to i32
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %284, double noundef %33, double noundef %264, ptr noundef nonnull @.str.5)
  %286 = load i32, ptr @n_fail, align 4, !tbaa !5
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr @n_fail, align 4, !tbaa !5
  br label %288

288:                                              ; preds = %283, %280
  %289 = add nuw nsw i64 %31, 1
  %290 = icmp eq i64 %289, %29
  br i1 %290, label %291, label %30, !llvm.loop !14

291:                                              ; preds = %288
  call void @free(ptr noundef nonnull %26) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %8, i8 0, i64 152, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %10, ptr noundef nonnull align 16 dereferenceable(152) %11, i64 152, i1 false)
  %292 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow_out, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %21) #13
  %293 = call noalias ptr @malloc(i64 noundef %25) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %293, ptr nonnull readonly align 16 %7, i64 %28, i1 false)
  %294 = icmp eq i64 %19, 2
  %295 = getelementptr double, ptr %293, i64 %29
  %296 = shl nuw nsw i64 %29, 3
  %297 = getelementptr i8, ptr %2, i64 %296
  %298 = shl nuw nsw i64 %29, 3
  %299 = getelementptr i8, ptr %1, i64 %298
  %300 = add nsw i64 %29, -1
  %301 = add nsw i64 %29, -1
  %302 = icmp eq i64 %19, 2
  %303 = icmp ult ptr %1, %295
  %304 = icmp ult ptr %293, %299
  %305 = and i1 %303, %304
  %306 = and i64 %29, 4294967292
  %307 = icmp eq i64 %306, %29
  %308 = and i64 %29, 1
  %309 = icmp eq i64 %308, 0
  %310 = and i64 %29, 3
  %311 = icmp ult i64 %300, 3
  %312 = and i64 %29, 4294967292
  %313 = icmp eq i64 %310, 0
  %314 = icmp eq i64 %19, 2
  %315 = icmp ult ptr %2, %295
  %316 = icmp ult ptr %293, %297
  %317 = and i1 %315, %316
  %318 = and i64 %29, 4294967292
  %319 = icmp eq i64 %318, %29
  %320 = and i64 %29, 1
  %321 = icmp eq i64 %320, 0
  %322 = and i64 %29, 3
  %323 = icmp ult i64 %301, 3
  %324 = and i64 %29, 4294967292
  %325 = icmp eq i64 %322, 0
  br label %326

326:                                              ; preds = %291, %644
  %327 = phi i64 [ 0, %291 ], [ %645, %644 ]
  %328 = getelementptr inbounds double, ptr %8, i64 %327
  %329 = load double, ptr %328, align 8, !tbaa !9
  %330 = getelementptr inbounds double, ptr %293, i64 %327
  %331 = load double, ptr %330, align 8, !tbaa !9
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ogt double %332, 1.000000e+00
  %334 = select i1 %333, double %332, double 1.000000e+00
  %335 = fmul double %334, 0x3EB0C6F7A0B5ED8D
  %336 = fadd double %331, %335
  %337 = fsub double %331, %335
  store double %336, ptr %330, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #13
  %338 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  %339 = load double, ptr %293, align 8, !tbaa !9
  %340 = fmul double %339, 2.000000e-01
  %341 = call double @exp(double noundef %340) #13
  store double %341, ptr %338, align 8, !tbaa !9
  br i1 %294, label %342, label %385

342:                                              ; preds = %396, %326
  %343 = phi ptr [ %338, %326 ], [ %398, %396 ]
  br i1 %302, label %344, label %358

344:                                              ; preds = %384, %358, %342
  %345 = phi i64 [ 0, %358 ], [ 0, %342 ], [ %306, %384 ]
  br i1 %309, label %355, label %346

346:                                              ; preds = %344
  %347 = getelementptr inbounds double, ptr %343, i64 %345
  %348 = load double, ptr %347, align 8, !tbaa !9
  %349 = xor i64 %345, -1
  %350 = getelementptr double, ptr %295, i64 %349
  %351 = load double, ptr %350, align 8, !tbaa !9
  %352 = fmul double %348, %351
  %353 = getelementptr inbounds double, ptr %1, i64 %345
  store double %352, ptr %353, align 16, !tbaa !9
  %354 = or disjoint i64 %345, 1
  br label %355

355:                                              ; preds = %346, %344
  %356 = phi i64 [ %345, %344 ], [ %354, %346 ]
  %357 = icmp eq i64 %300, %345
  br i1 %357, label %429, label %410

358:                                              ; preds = %342
  %359 = getelementptr i8, ptr %343, i64 %298
  %360 = icmp ult ptr %1, %359
  %361 = icmp ult ptr %343, %299
  %362 = and i1 %360, %361
  %363 = or i1 %362, %305
  br i1 %363, label %344, label %364

364:                                              ; preds = %358, %364
  %365 = phi i64 [ %382, %364 ], [ 0, %358 ]
  %366 = getelementptr inbounds double, ptr %343, i64 %365
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  %368 = load <2 x double>, ptr %366, align 8, !tbaa !9, !alias.scope !15
  %369 = load <2 x double>, ptr %367, align 8, !tbaa !9, !alias.scope !15
  %370 = xor i64 %365, -1
  %371 = getelementptr double, ptr %295, i64 %370
  %372 = getelementptr i8, ptr %371, i64 -8
  %373 = getelementptr i8, ptr %371, i64 -24
  %374 = load <2 x double>, ptr %372, align 8, !tbaa !9, !alias.scope !18
  %375 = shufflevector <2 x double> %374, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %376 = load <2 x double>, ptr %373, align 8, !tbaa !9, !alias.scope !18
  %377 = shufflevector <2 x double> %376, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %378 = fmul <2 x double> %368, %375
  %379 = fmul <2 x double> %369, %377
  %380 = getelementptr inbounds double, ptr %1, i64 %365
  %381 = getelementptr inbounds i8, ptr %380, i64 16
  store <2 x double> %378, ptr %380, align 16, !tbaa !9, !alias.scope !20, !noalias !22
  store <2 x double> %379, ptr %381, align 16, !tbaa !9, !alias.scope !20, !noalias !22
  %382 = add nuw i64 %365, 4
  %383 = icmp eq i64 %382, %306
  br i1 %383, label %384, label %364, !llvm.loop !23

384:                                              ; preds = %364
  br i1 %307, label %429, label %344

385:                                              ; preds = %326, %396
  %386 = phi i64 [ %408, %396 ], [ 1, %326 ]
  %387 = phi ptr [ %398, %396 ], [ %338, %326 ]
  %388 = phi i32 [ %397, %396 ], [ 1, %326 ]
  %389 = zext i32 %388 to i64
  %390 = icmp eq i64 %386, %389
  br i1 %390, label %391, label %396

391:                                              ; preds = %385
  %392 = shl nsw i32 %388, 1
  %393 = sext i32 %392 to i64
  %394 = shl nsw i64 %393, 3
  %395 = call ptr @realloc(ptr noundef nonnull %387, i64 noundef %394) #15
  br label %396

396:                                              ; preds = %391, %385
  %397 = phi i32 [ %392, %391 ], [ %388, %385 ]
  %398 = phi ptr [ %395, %391 ], [ %387, %385 ]
  %399 = getelementptr inbounds double, ptr %293, i64 %386
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = fmul double %400, 2.000000e-01
  %402 = call double @exp(double noundef %401) #13
  %403 = getelementptr inbounds double, ptr %398, i64 %386
  store double %402, ptr %403, align 8, !tbaa !9
  %404 = add nsw i64 %386, -1
  %405 = getelementptr inbounds double, ptr %398, i64 %404
  %406 = load double, ptr %405, align 8, !tbaa !9
  %407 = fmul double %402, %406
  store double %407, ptr %405, align 8, !tbaa !9
  %408 = add nuw nsw i64 %386, 1
  %409 = icmp eq i64 %408, %29
  br i1 %409, label %342, label %385, !llvm.loop !26

410:                                              ; preds = %355, %410
  %411 = phi i64 [ %427, %410 ], [ %356, %355 ]
  %412 = getelementptr inbounds double, ptr %343, i64 %411
  %413 = load double, ptr %412, align 8, !tbaa !9
  %414 = xor i64 %411, -1
  %415 = getelementptr double, ptr %295, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = fmul double %413, %416
  %418 = getelementptr inbounds double, ptr %1, i64 %411
  store double %417, ptr %418, align 8, !tbaa !9
  %419 = add nuw nsw i64 %411, 1
  %420 = getelementptr inbounds double, ptr %343, i64 %419
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = sub i64 -2, %411
  %423 = getelementptr double, ptr %295, i64 %422
  %424 = load double, ptr %423, align 8, !tbaa !9
  %425 = fmul double %421, %424
  %426 = getelementptr inbounds double, ptr %1, i64 %419
  store double %425, ptr %426, align 8, !tbaa !9
  %427 = add nuw nsw i64 %411, 2
  %428 = icmp eq i64 %427, %29
  br i1 %428, label %429, label %410, !llvm.loop !28

429:                                              ; preds = %355, %410, %384
  call void @free(ptr noundef nonnull %343) #13
  br i1 %311, label %460, label %430

430:                                              ; preds = %429, %430
  %431 = phi i64 [ %457, %430 ], [ 0, %429 ]
  %432 = phi double [ %456, %430 ], [ 0.000000e+00, %429 ]
  %433 = phi i64 [ %458, %430 ], [ 0, %429 ]
  %434 = getelementptr inbounds double, ptr %11, i64 %431
  %435 = load double, ptr %434, align 16, !tbaa !9
  %436 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %431
  %437 = load double, ptr %436, align 16, !tbaa !9
  %438 = call double @llvm.fmuladd.f64(double %435, double %437, double %432)
  %439 = or disjoint i64 %431, 1
  %440 = getelementptr inbounds double, ptr %11, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %439
  %443 = load double, ptr %442, align 8, !tbaa !9
  %444 = call double @llvm.fmuladd.f64(double %441, double %443, double %438)
  %445 = or disjoint i64 %431, 2
  %446 = getelementptr inbounds double, ptr %11, i64 %445
  %447 = load double, ptr %446, align 16, !tbaa !9
  %448 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %445
  %449 = load double, ptr %448, align 16, !tbaa !9
  %450 = call double @llvm.fmuladd.f64(double %447, double %449, double %444)
  %451 = or disjoint i64 %431, 3
  %452 = getelementptr inbounds double, ptr %11, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %451
  %455 = load double, ptr %454, align 8, !tbaa !9
  %456 = call double @llvm.fmuladd.f64(double %453, double %455, double %450)
  %457 = add nuw nsw i64 %431, 4
  %458 = add i64 %433, 4
  %459 = icmp eq i64 %458, %312
  br i1 %459, label %460, label %430, !llvm.loop !29

460:                                              ; preds = %430, %429
  %461 = phi double [ poison, %429 ], [ %456, %430 ]
  %462 = phi i64 [ 0, %429 ], [ %457, %430 ]
  %463 = phi double [ 0.000000e+00, %429 ], [ %456, %430 ]
  br i1 %313, label %476, label %464

464:                                              ; preds = %460, %464
  %465 = phi i64 [ %473, %464 ], [ %462, %460 ]
  %466 = phi double [ %472, %464 ], [ %463, %460 ]
  %467 = phi i64 [ %474, %464 ], [ 0, %460 ]
  %468 = getelementptr inbounds double, ptr %11, i64 %465
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %465
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = call double @llvm.fmuladd.f64(double %469, double %471, double %466)
  %473 = add nuw nsw i64 %465, 1
  %474 = add i64 %467, 1
  %475 = icmp eq i64 %474, %310
  br i1 %475, label %476, label %464, !llvm.loop !30

476:                                              ; preds = %464, %460
  %477 = phi double [ %461, %460 ], [ %472, %464 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #13
  store double %337, ptr %330, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #13
  %478 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  %479 = load double, ptr %293, align 8, !tbaa !9
  %480 = fmul double %479, 2.000000e-01
  %481 = call double @exp(double noundef %480) #13
  store double %481, ptr %478, align 8, !tbaa !9
  br i1 %294, label %482, label %525

482:                                              ; preds = %536, %476
  %483 = phi ptr [ %478, %476 ], [ %538, %536 ]
  br i1 %314, label %484, label %498

484:                                              ; preds = %524, %498, %482
  %485 = phi i64 [ 0, %498 ], [ 0, %482 ], [ %318, %524 ]
  br i1 %321, label %495, label %486

486:                                              ; preds = %484
  %487 = getelementptr inbounds double, ptr %483, i64 %485
  %488 = load double, ptr %487, align 8, !tbaa !9
  %489 = xor i64 %485, -1
  %490 = getelementptr double, ptr %295, i64 %489
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = fmul double %488, %491
  %493 = getelementptr inbounds double, ptr %2, i64 %485
  store double %492, ptr %493, align 16, !tbaa !9
  %494 = or disjoint i64 %485, 1
  br label %495

495:                                              ; preds = %486, %484
  %496 = phi i64 [ %485, %484 ], [ %494, %486 ]
  %497 = icmp eq i64 %301, %485
  br i1 %497, label %569, label %550

498:                                              ; preds = %482
  %499 = getelementptr i8, ptr %483, i64 %296
  %500 = icmp ult ptr %2, %499
  %501 = icmp ult ptr %483, %297
  %502 = and i1 %500, %501
  %503 = or i1 %502, %317
  br i1 %503, label %484, label %504

504:                                              ; preds = %498, %504
  %505 = phi i64 [ %522, %504 ], [ 0, %498 ]
  %506 = getelementptr inbounds double, ptr %483, i64 %505
  %507 = getelementptr inbounds i8, ptr %506, i64 16
  %508 = load <2 x double>, ptr %506, align 8, !tbaa !9, !alias.scope !32
  %509 = load <2 x double>, ptr %507, align 8, !tbaa !9, !alias.scope !32
  %510 = xor i64 %505, -1
  %511 = getelementptr double, ptr %295, i64 %510
  %512 = getelementptr i8, ptr %511, i64 -8
  %513 = getelementptr i8, ptr %511, i64 -24
  %514 = load <2 x double>, ptr %512, align 8, !tbaa !9, !alias.scope !35
  %515 = shufflevector <2 x double> %514, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %516 = load <2 x double>, ptr %513, align 8, !tbaa !9, !alias.scope !35
  %517 = shufflevector <2 x double> %516, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %518 = fmul <2 x double> %508, %515
  %519 = fmul <2 x double> %509, %517
  %520 = getelementptr inbounds double, ptr %2, i64 %505
  %521 = getelementptr inbounds i8, ptr %520, i64 16
  store <2 x double> %518, ptr %520, align 16, !tbaa !9, !alias.scope !37, !noalias !39
  store <2 x double> %519, ptr %521, align 16, !tbaa !9, !alias.scope !37, !noalias !39
  %522 = add nuw i64 %505, 4
  %523 = icmp eq i64 %522, %318
  br i1 %523, label %524, label %504, !llvm.loop !40

524:                                              ; preds = %504
  br i1 %319, label %569, label %484

525:                                              ; preds = %476, %536
  %526 = phi i64 [ %548, %536 ], [ 1, %476 ]
  %527 = phi ptr [ %538, %536 ], [ %478, %476 ]
  %528 = phi i32 [ %537, %536 ], [ 1, %476 ]
  %529 = zext i32 %528 to i64
  %530 = icmp eq i64 %526, %529
  br i1 %530, label %531, label %536

531:                                              ; preds = %525
  %532 = shl nsw i32 %528, 1
  %533 = sext i32 %532 to i64
  %534 = shl nsw i64 %533, 3
  %535 = call ptr @realloc(ptr noundef nonnull %527, i64 noundef %534) #15
  br label %536

536:                                              ; preds = %531, %525
  %537 = phi i32 [ %532, %531 ], [ %528, %525 ]
  %538 = phi ptr [ %535, %531 ], [ %527, %525 ]
  %539 = getelementptr inbounds double, ptr %293, i64 %526
  %540 = load double, ptr %539, align 8, !tbaa !9
  %541 = fmul double %540, 2.000000e-01
  %542 = call double @exp(double noundef %541) #13
  %543 = getelementptr inbounds double, ptr %538, i64 %526
  store double %542, ptr %543, align 8, !tbaa !9
  %544 = add nsw i64 %526, -1
  %545 = getelementptr inbounds double, ptr %538, i64 %544
  %546 = load double, ptr %545, align 8, !tbaa !9
  %547 = fmul double %542, %546
  store double %547, ptr %545, align 8, !tbaa !9
  %548 = add nuw nsw i64 %526, 1
  %549 = icmp eq i64 %548, %29
  br i1 %549, label %482, label %525, !llvm.loop !26

550:                                              ; preds = %495, %550
  %551 = phi i64 [ %567, %550 ], [ %496, %495 ]
  %552 = getelementptr inbounds double, ptr %483, i64 %551
  %553 = load double, ptr %552, align 8, !tbaa !9
  %554 = xor i64 %551, -1
  %555 = getelementptr double, ptr %295, i64 %554
  %556 = load double, ptr %555, align 8, !tbaa !9
  %557 = fmul double %553, %556
  %558 = getelementptr inbounds double, ptr %2, i64 %551
  store double %557, ptr %558, align 8, !tbaa !9
  %559 = add nuw nsw i64 %551, 1
  %560 = getelementptr inbounds double, ptr %483, i64 %559
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = sub i64 -2, %551
  %563 = getelementptr double, ptr %295, i64 %562
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = fmul double %561, %564
  %566 = getelementptr inbounds double, ptr %2, i64 %559
  store double %565, ptr %566, align 8, !tbaa !9
  %567 = add nuw nsw i64 %551, 2
  %568 = icmp eq i64 %567, %29
  br i1 %568, label %569, label %550, !llvm.loop !41

569:                                              ; preds = %495, %550, %524
  call void @free(ptr noundef nonnull %483) #13
  br i1 %323, label %600, label %570

570:                                              ; preds = %569, %570
  %571 = phi i64 [ %597, %570 ], [ 0, %569 ]
  %572 = phi double [ %596, %570 ], [ 0.000000e+00, %569 ]
  %573 = phi i64 [ %598, %570 ], [ 0, %569 ]
  %574 = getelementptr inbounds double, ptr %11, i64 %571
  %575 = load double, ptr %574, align 16, !tbaa !9
  %576 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %571
  %577 = load double, ptr %576, align 16, !tbaa !9
  %578 = call double @llvm.fmuladd.f64(double %575, double %577, double %572)
  %579 = or disjoint i64 %571, 1
  %580 = getelementptr inbounds double, ptr %11, i64 %579
  %581 = load double, ptr %580, align 8, !tbaa !9
  %582 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %579
  %583 = load double, ptr %582, align 8, !tbaa !9
  %584 = call double @llvm.fmuladd.f64(double %581, double %583, double %578)
  %585 = or disjoint i64 %571, 2
  %586 = getelementptr inbounds double, ptr %11, i64 %585
  %587 = load double, ptr %586, align 16, !tbaa !9
  %588 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %585
  %589 = load double, ptr %588, align 16, !tbaa !9
  %590 = call double @llvm.fmuladd.f64(double %587, double %589, double %584)
  %591 = or disjoint i64 %571, 3
  %592 = getelementptr inbounds double, ptr %11, i64 %591
  %593 = load double, ptr %592, align 8, !tbaa !9
  %594 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %591
  %595 = load double, ptr %594, align 8, !tbaa !9
  %596 = call double @llvm.fmuladd.f64(double %593, double %595, double %590)
  %597 = add nuw nsw i64 %571, 4
  %598 = add i64 %573, 4
  %599 = icmp eq i64 %598, %324
  br i1 %599, label %600, label %570, !llvm.loop !29

600:                                              ; preds = %570, %569
  %601 = phi double [ poison, %569 ], [ %596, %570 ]
  %602 = phi i64 [ 0, %569 ], [ %597, %570 ]
  %603 = phi double [ 0.000000e+00, %569 ], [ %596, %570 ]
  br i1 %325, label %616, label %604

604:                                              ; preds = %600, %604
  %605 = phi i64 [ %613, %604 ], [ %602, %600 ]
  %606 = phi double [ %612, %604 ], [ %603, %600 ]
  %607 = phi i64 [ %614, %604 ], [ 0, %600 ]
  %608 = getelementptr inbounds double, ptr %11, i64 %605
  %609 = load double, ptr %608, align 8, !tbaa !9
  %610 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %605
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = call double @llvm.fmuladd.f64(double %609, double %611, double %606)
  %613 = add nuw nsw i64 %605, 1
  %614 = add i64 %607, 1
  %615 = icmp eq i64 %614, %322
  br i1 %615, label %616, label %604, !llvm.loop !42

616:                                              ; preds = %604, %600
  %617 = phi double [ %601, %600 ], [ %612, %604 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #13
  store double %331, ptr %330, align 8, !tbaa !9
  %618 = fsub double %477, %617
  %619 = fsub double %336, %337
  %620 = fdiv double %618, %619
  %621 = call double @llvm.fabs.f64(double %620)
  %622 = fcmp ogt double %621, 1.000000e+00
  %623 = select i1 %622, double %621, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %329, ptr %4, align 8, !tbaa !9
  %624 = load volatile double, ptr %4, align 8, !tbaa !9
  %625 = call double @llvm.fabs.f64(double %624)
  %626 = fcmp ueq double %625, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %626, label %639, label %627

627:                                              ; preds = %616
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %620, ptr %3, align 8, !tbaa !9
  %628 = load volatile double, ptr %3, align 8, !tbaa !9
  %629 = call double @llvm.fabs.f64(double %628)
  %630 = fcmp ueq double %629, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %630, label %639, label %631

631:                                              ; preds = %627
  %632 = fsub double %329, %620
  %633 = call double @llvm.fabs.f64(double %632)
  %634 = fmul double %623, 0x3EB0C6F7A0B5ED8D
  %635 = fcmp ugt double %633, %634
  br i1 %635, label %639, label %636

636:                                              ; preds = %631
  %637 = trunc nuw nsw i64 %327 to i32
  %638 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %637, double noundef %329, double noundef %620, ptr noundef nonnull @.str.4)
  br label %644

639:                                              ; preds = %631, %627, %616
  %640 = trunc nuw nsw i64 %327 to i32
  %641 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %640, double noundef %329, double noundef %620, ptr noundef nonnull @.str.5)
  %642 = load i32, ptr @n_fail, align 4, !tbaa !5
  %643 = add nsw i32 %642, 1
  store i32 %643, ptr @n_fail, align 4, !tbaa !5
  br label %644

644:                                              ; preds = %639, %636
  %645 = add nuw nsw i64 %327, 1
  %646 = icmp eq i64 %645, %29
  br i1 %646, label %647, label %326, !llvm.loop !14

647:                                              ; preds = %644
  call void @free(ptr noundef nonnull %293) #13
  %648 = add nuw nsw i64 %19, 1
  %649 = icmp eq i64 %648, 3
  br i1 %649, label %12, label %18, !llvm.loop !43
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
