; ModuleID = 'heat.c'
source_filename = "heat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.steps = internal unnamed_addr constant [3 x i32] [i32 12, i32 1, i32 0], align 4
@.str = private unnamed_addr constant [9 x i8] c"heat.du0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"heat.dnu\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"heat.primal_state\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"advect.JTw\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"heat\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [24 x double], align 16
  %3 = alloca [24 x double], align 16
  %4 = alloca [24 x double], align 16
  %5 = alloca [24 x double], align 16
  %6 = alloca [24 x double], align 16
  %7 = alloca [24 x double], align 16
  %8 = alloca [24 x double], align 16
  %9 = alloca [24 x double], align 16
  %10 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %8) #12
  br label %130

11:                                               ; preds = %130, %11
  %12 = phi i64 [ %29, %11 ], [ 0, %130 ]
  %13 = phi i64 [ %23, %11 ], [ %138, %130 ]
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = lshr i64 %15, 10
  %17 = and i64 %16, 18014398509481982
  %18 = uitofp nneg i64 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 0x3CA0000000000000, double -1.000000e+00)
  %20 = getelementptr inbounds double, ptr %8, i64 %12
  store double %19, ptr %20, align 16, !tbaa !5
  %21 = or disjoint i64 %12, 1
  %22 = mul i64 %15, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = lshr i64 %23, 10
  %25 = and i64 %24, 18014398509481982
  %26 = uitofp nneg i64 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 0x3CA0000000000000, double -1.000000e+00)
  %28 = getelementptr inbounds double, ptr %8, i64 %21
  store double %27, ptr %28, align 8, !tbaa !5
  %29 = add nuw nsw i64 %12, 2
  %30 = icmp eq i64 %29, 24
  br i1 %30, label %31, label %11, !llvm.loop !9

31:                                               ; preds = %11
  store i64 %23, ptr @rng_state, align 8, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %1, i64 184
  %33 = getelementptr inbounds i8, ptr %2, i64 184
  %34 = load double, ptr %8, align 16
  %35 = getelementptr inbounds i8, ptr %8, i64 8
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  %38 = getelementptr inbounds i8, ptr %8, i64 16
  %39 = load double, ptr %38, align 16
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = getelementptr inbounds i8, ptr %8, i64 24
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds i8, ptr %1, i64 24
  %44 = getelementptr inbounds i8, ptr %8, i64 32
  %45 = load double, ptr %44, align 16
  %46 = getelementptr inbounds i8, ptr %1, i64 32
  %47 = getelementptr inbounds i8, ptr %8, i64 40
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds i8, ptr %1, i64 40
  %50 = getelementptr inbounds i8, ptr %8, i64 48
  %51 = load double, ptr %50, align 16
  %52 = getelementptr inbounds i8, ptr %1, i64 48
  %53 = getelementptr inbounds i8, ptr %8, i64 56
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %1, i64 56
  %56 = getelementptr inbounds i8, ptr %8, i64 64
  %57 = load double, ptr %56, align 16
  %58 = getelementptr inbounds i8, ptr %1, i64 64
  %59 = getelementptr inbounds i8, ptr %8, i64 72
  %60 = load double, ptr %59, align 8
  %61 = getelementptr inbounds i8, ptr %1, i64 72
  %62 = getelementptr inbounds i8, ptr %8, i64 80
  %63 = load double, ptr %62, align 16
  %64 = getelementptr inbounds i8, ptr %1, i64 80
  %65 = getelementptr inbounds i8, ptr %8, i64 88
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds i8, ptr %1, i64 88
  %68 = getelementptr inbounds i8, ptr %8, i64 96
  %69 = load double, ptr %68, align 16
  %70 = getelementptr inbounds i8, ptr %1, i64 96
  %71 = getelementptr inbounds i8, ptr %8, i64 104
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds i8, ptr %1, i64 104
  %74 = getelementptr inbounds i8, ptr %8, i64 112
  %75 = load double, ptr %74, align 16
  %76 = getelementptr inbounds i8, ptr %1, i64 112
  %77 = getelementptr inbounds i8, ptr %8, i64 120
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %1, i64 120
  %80 = getelementptr inbounds i8, ptr %8, i64 128
  %81 = load double, ptr %80, align 16
  %82 = getelementptr inbounds i8, ptr %1, i64 128
  %83 = getelementptr inbounds i8, ptr %8, i64 136
  %84 = load double, ptr %83, align 8
  %85 = getelementptr inbounds i8, ptr %1, i64 136
  %86 = getelementptr inbounds i8, ptr %8, i64 144
  %87 = load double, ptr %86, align 16
  %88 = getelementptr inbounds i8, ptr %1, i64 144
  %89 = getelementptr inbounds i8, ptr %8, i64 152
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds i8, ptr %1, i64 152
  %92 = getelementptr inbounds i8, ptr %8, i64 160
  %93 = load double, ptr %92, align 16
  %94 = getelementptr inbounds i8, ptr %1, i64 160
  %95 = getelementptr inbounds i8, ptr %8, i64 168
  %96 = load double, ptr %95, align 8
  %97 = getelementptr inbounds i8, ptr %1, i64 168
  %98 = getelementptr inbounds i8, ptr %8, i64 176
  %99 = load double, ptr %98, align 16
  %100 = getelementptr inbounds i8, ptr %1, i64 176
  %101 = getelementptr inbounds i8, ptr %8, i64 184
  %102 = load double, ptr %101, align 8
  %103 = load double, ptr %8, align 16
  %104 = load double, ptr %35, align 8
  %105 = getelementptr inbounds i8, ptr %2, i64 8
  %106 = load double, ptr %38, align 16
  %107 = getelementptr inbounds i8, ptr %2, i64 16
  %108 = load double, ptr %41, align 8
  %109 = getelementptr inbounds i8, ptr %2, i64 24
  %110 = load double, ptr %44, align 16
  %111 = getelementptr inbounds i8, ptr %2, i64 32
  %112 = getelementptr inbounds i8, ptr %2, i64 40
  %113 = getelementptr inbounds i8, ptr %2, i64 48
  %114 = getelementptr inbounds i8, ptr %2, i64 56
  %115 = getelementptr inbounds i8, ptr %2, i64 64
  %116 = getelementptr inbounds i8, ptr %2, i64 72
  %117 = getelementptr inbounds i8, ptr %2, i64 80
  %118 = getelementptr inbounds i8, ptr %2, i64 88
  %119 = getelementptr inbounds i8, ptr %2, i64 96
  %120 = getelementptr inbounds i8, ptr %2, i64 104
  %121 = getelementptr inbounds i8, ptr %2, i64 112
  %122 = getelementptr inbounds i8, ptr %2, i64 120
  %123 = getelementptr inbounds i8, ptr %2, i64 128
  %124 = getelementptr inbounds i8, ptr %2, i64 136
  %125 = getelementptr inbounds i8, ptr %2, i64 144
  %126 = getelementptr inbounds i8, ptr %2, i64 152
  %127 = getelementptr inbounds i8, ptr %2, i64 160
  %128 = getelementptr inbounds i8, ptr %2, i64 168
  %129 = getelementptr inbounds i8, ptr %2, i64 176
  br label %154

130:                                              ; preds = %0, %130
  %131 = phi i64 [ 0, %0 ], [ %146, %130 ]
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = uitofp nneg i32 %132 to double
  %134 = fmul double %133, 4.000000e-01
  %135 = tail call double @sin(double noundef %134) #12
  %136 = load i64, ptr @rng_state, align 8, !tbaa !11
  %137 = mul i64 %136, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  store i64 %138, ptr @rng_state, align 8, !tbaa !11
  %139 = lshr i64 %138, 10
  %140 = and i64 %139, 18014398509481982
  %141 = uitofp nneg i64 %140 to double
  %142 = tail call double @llvm.fmuladd.f64(double %141, double 0x3CA0000000000000, double -1.000000e+00)
  %143 = fmul double %142, 1.000000e-01
  %144 = tail call double @llvm.fmuladd.f64(double %135, double 8.000000e-01, double %143)
  %145 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %131
  store double %144, ptr %145, align 8, !tbaa !5
  %146 = add nuw nsw i64 %131, 1
  %147 = icmp eq i64 %146, 24
  br i1 %147, label %11, label %130, !llvm.loop !13

148:                                              ; preds = %632
  %149 = load i32, ptr @n_fail, align 4, !tbaa !14
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %149)
  %151 = load i32, ptr @n_fail, align 4, !tbaa !14
  %152 = icmp ne i32 %151, 0
  %153 = zext i1 %152 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #12
  ret i32 %153

154:                                              ; preds = %31, %632
  %155 = phi i64 [ 0, %31 ], [ %633, %632 ]
  %156 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, i8 0, i64 192, i1 false)
  %158 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef 24, i32 noundef %157, double noundef 2.000000e-01) #12
  %159 = call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %159, ptr noundef nonnull readonly align 16 dereferenceable(192) %5, i64 192, i1 false)
  %160 = icmp eq i64 %155, 2
  br label %161

161:                                              ; preds = %297, %154
  %162 = phi i64 [ 0, %154 ], [ %298, %297 ]
  %163 = getelementptr inbounds double, ptr %7, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = getelementptr inbounds double, ptr %159, i64 %162
  %166 = load double, ptr %165, align 8, !tbaa !5
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fcmp ogt double %167, 1.000000e+00
  %169 = select i1 %168, double %167, double 1.000000e+00
  %170 = fmul double %169, 0x3EB0C6F7A0B5ED8D
  %171 = fadd double %166, %170
  %172 = fsub double %166, %170
  store double %171, ptr %165, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %3, ptr noundef nonnull readonly align 8 dereferenceable(192) %159, i64 192, i1 false)
  br i1 %160, label %197, label %173

173:                                              ; preds = %161, %194
  %174 = phi i32 [ %195, %194 ], [ 0, %161 ]
  br label %175

175:                                              ; preds = %173, %185
  %176 = phi i64 [ %180, %185 ], [ 0, %173 ]
  %177 = phi double [ %179, %185 ], [ 0.000000e+00, %173 ]
  %178 = getelementptr inbounds double, ptr %3, i64 %176
  %179 = load double, ptr %178, align 8, !tbaa !5
  %180 = add nuw nsw i64 %176, 1
  %181 = icmp ult i64 %176, 23
  br i1 %181, label %182, label %185

182:                                              ; preds = %175
  %183 = getelementptr inbounds double, ptr %3, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !5
  br label %185

185:                                              ; preds = %182, %175
  %186 = phi double [ %184, %182 ], [ 0.000000e+00, %175 ]
  %187 = call double @llvm.fmuladd.f64(double %179, double -2.000000e+00, double %177)
  %188 = fadd double %187, %186
  %189 = call double @llvm.fmuladd.f64(double %188, double 2.000000e-01, double %179)
  %190 = fsub double %186, %177
  %191 = fmul double %179, -1.500000e-01
  %192 = call double @llvm.fmuladd.f64(double %191, double %190, double %189)
  store double %192, ptr %178, align 8, !tbaa !5
  %193 = icmp eq i64 %180, 24
  br i1 %193, label %194, label %175, !llvm.loop !16

194:                                              ; preds = %185
  %195 = add nuw nsw i32 %174, 1
  %196 = icmp eq i32 %195, %157
  br i1 %196, label %197, label %173, !llvm.loop !17

197:                                              ; preds = %194, %161
  br label %198

198:                                              ; preds = %198, %197
  %199 = phi i64 [ 0, %197 ], [ %224, %198 ]
  %200 = phi double [ 0.000000e+00, %197 ], [ %223, %198 ]
  %201 = getelementptr inbounds double, ptr %3, i64 %199
  %202 = load double, ptr %201, align 8, !tbaa !5
  %203 = fmul double %202, %202
  %204 = trunc nuw nsw i64 %199 to i32
  %205 = uitofp nneg i32 %204 to double
  %206 = call double @llvm.fmuladd.f64(double %205, double 1.000000e-01, double 1.000000e+00)
  %207 = call double @llvm.fmuladd.f64(double %203, double %206, double %200)
  %208 = add nuw nsw i64 %199, 1
  %209 = getelementptr inbounds double, ptr %3, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = fmul double %210, %210
  %212 = trunc nuw nsw i64 %208 to i32
  %213 = uitofp nneg i32 %212 to double
  %214 = call double @llvm.fmuladd.f64(double %213, double 1.000000e-01, double 1.000000e+00)
  %215 = call double @llvm.fmuladd.f64(double %211, double %214, double %207)
  %216 = add nuw nsw i64 %199, 2
  %217 = getelementptr inbounds double, ptr %3, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !5
  %219 = fmul double %218, %218
  %220 = trunc nuw nsw i64 %216 to i32
  %221 = uitofp nneg i32 %220 to double
  %222 = call double @llvm.fmuladd.f64(double %221, double 1.000000e-01, double 1.000000e+00)
  %223 = call double @llvm.fmuladd.f64(double %219, double %222, double %215)
  %224 = add nuw nsw i64 %199, 3
  %225 = icmp eq i64 %224, 24
  br i1 %225, label %226, label %198, !llvm.loop !18

226:                                              ; preds = %198
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #12
  store double %172, ptr %165, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %4, ptr noundef nonnull readonly align 8 dereferenceable(192) %159, i64 192, i1 false)
  br i1 %160, label %251, label %227

227:                                              ; preds = %226, %248
  %228 = phi i32 [ %249, %248 ], [ 0, %226 ]
  br label %229

229:                                              ; preds = %227, %239
  %230 = phi i64 [ %234, %239 ], [ 0, %227 ]
  %231 = phi double [ %233, %239 ], [ 0.000000e+00, %227 ]
  %232 = getelementptr inbounds double, ptr %4, i64 %230
  %233 = load double, ptr %232, align 8, !tbaa !5
  %234 = add nuw nsw i64 %230, 1
  %235 = icmp ult i64 %230, 23
  br i1 %235, label %236, label %239

236:                                              ; preds = %229
  %237 = getelementptr inbounds double, ptr %4, i64 %234
  %238 = load double, ptr %237, align 8, !tbaa !5
  br label %239

239:                                              ; preds = %236, %229
  %240 = phi double [ %238, %236 ], [ 0.000000e+00, %229 ]
  %241 = call double @llvm.fmuladd.f64(double %233, double -2.000000e+00, double %231)
  %242 = fadd double %241, %240
  %243 = call double @llvm.fmuladd.f64(double %242, double 2.000000e-01, double %233)
  %244 = fsub double %240, %231
  %245 = fmul double %233, -1.500000e-01
  %246 = call double @llvm.fmuladd.f64(double %245, double %244, double %243)
  store double %246, ptr %232, align 8, !tbaa !5
  %247 = icmp eq i64 %234, 24
  br i1 %247, label %248, label %229, !llvm.loop !16

248:                                              ; preds = %239
  %249 = add nuw nsw i32 %228, 1
  %250 = icmp eq i32 %249, %157
  br i1 %250, label %251, label %227, !llvm.loop !17

251:                                              ; preds = %248, %226
  br label %252

252:                                              ; preds = %252, %251
  %253 = phi i64 [ 0, %251 ], [ %278, %252 ]
  %254 = phi double [ 0.000000e+00, %251 ], [ %277, %252 ]
  %255 = getelementptr inbounds double, ptr %4, i64 %253
  %256 = load double, ptr %255, align 8, !tbaa !5
  %257 = fmul double %256, %256
  %258 = trunc nuw nsw i64 %253 to i32
  %259 = uitofp nneg i32 %258 to double
  %260 = call double @llvm.fmuladd.f64(double %259, double 1.000000e-01, double 1.000000e+00)
  %261 = call double @llvm.fmuladd.f64(double %257, double %260, double %254)
  %262 = add nuw nsw i64 %253, 1
  %263 = getelementptr inbounds double, ptr %4, i64 %262
  %264 = load double, ptr %263, align 8, !tbaa !5
  %265 = fmul double %264, %264
  %266 = trunc nuw nsw i64 %262 to i32
  %267 = uitofp nneg i32 %266 to double
  %268 = call double @llvm.fmuladd.f64(double %267, double 1.000000e-01, double 1.000000e+00)
  %269 = call double @llvm.fmuladd.f64(double %265, double %268, double %261)
  %270 = add nuw nsw i64 %253, 2
  %271 = getelementptr inbounds double, ptr %4, i64 %270
  %272 = load double, ptr %271, align 8, !tbaa !5
  %273 = fmul double %272, %272
  %274 = trunc nuw nsw i64 %270 to i32
  %275 = uitofp nneg i32 %274 to double
  %276 = call double @llvm.fmuladd.f64(double %275, double 1.000000e-01, double 1.000000e+00)
  %277 = call double @llvm.fmuladd.f64(double %273, double %276, double %269)
  %278 = add nuw nsw i64 %253, 3
  %279 = icmp eq i64 %278, 24
  br i1 %279, label %280, label %252, !llvm.loop !18

280:                                              ; preds = %252
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %4) #12
  store double %166, ptr %165, align 8, !tbaa !5
  %281 = fsub double %223, %277
  %282 = fsub double %171, %172
  %283 = fdiv double %281, %282
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fcmp ogt double %284, 1.000000e+00
  %286 = select i1 %285, double %284, double 1.000000e+00
  %287 = fsub double %164, %283
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fmul double %286, 0x3EB0C6F7A0B5ED8D
  %290 = fcmp ole double %288, %289
  %291 = select i1 %290, ptr @.str.6, ptr @.str.7
  %292 = trunc nuw nsw i64 %162 to i32
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %292, double noundef %164, double noundef %283, ptr noundef nonnull %291)
  br i1 %290, label %297, label %294

294:                                              ; preds = %280
  %295 = load i32, ptr @n_fail, align 4, !tbaa !14
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr @n_fail, align 4, !tbaa !14
  br label %297

297:                                              ; preds = %294, %280
  %298 = add nuw nsw i64 %162, 1
  %299 = icmp eq i64 %298, 24
  br i1 %299, label %300, label %161, !llvm.loop !19

300:                                              ; preds = %297
  call void @free(ptr noundef nonnull %159) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %10) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %9, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %10, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  br i1 %160, label %325, label %301

301:                                              ; preds = %300, %322
  %302 = phi i32 [ %323, %322 ], [ 0, %300 ]
  br label %303

303:                                              ; preds = %313, %301
  %304 = phi i64 [ %308, %313 ], [ 0, %301 ]
  %305 = phi double [ %307, %313 ], [ 0.000000e+00, %301 ]
  %306 = getelementptr inbounds double, ptr %9, i64 %304
  %307 = load double, ptr %306, align 8, !tbaa !5
  %308 = add nuw nsw i64 %304, 1
  %309 = icmp ult i64 %304, 23
  br i1 %309, label %310, label %313

310:                                              ; preds = %303
  %311 = getelementptr inbounds double, ptr %9, i64 %308
  %312 = load double, ptr %311, align 8, !tbaa !5
  br label %313

313:                                              ; preds = %310, %303
  %314 = phi double [ %312, %310 ], [ 0.000000e+00, %303 ]
  %315 = call double @llvm.fmuladd.f64(double %307, double -2.000000e+00, double %305)
  %316 = fadd double %315, %314
  %317 = call double @llvm.fmuladd.f64(double %316, double 2.000010e-01, double %307)
  %318 = fsub double %314, %305
  %319 = fmul double %307, -1.500000e-01
  %320 = call double @llvm.fmuladd.f64(double %319, double %318, double %317)
  store double %320, ptr %306, align 8, !tbaa !5
  %321 = icmp eq i64 %308, 24
  br i1 %321, label %322, label %303, !llvm.loop !16

322:                                              ; preds = %313
  %323 = add nuw nsw i32 %302, 1
  %324 = icmp eq i32 %323, %157
  br i1 %324, label %325, label %301, !llvm.loop !17

325:                                              ; preds = %322, %300
  br label %326

326:                                              ; preds = %326, %325
  %327 = phi i64 [ 0, %325 ], [ %352, %326 ]
  %328 = phi double [ 0.000000e+00, %325 ], [ %351, %326 ]
  %329 = getelementptr inbounds double, ptr %9, i64 %327
  %330 = load double, ptr %329, align 8, !tbaa !5
  %331 = fmul double %330, %330
  %332 = trunc nuw nsw i64 %327 to i32
  %333 = uitofp nneg i32 %332 to double
  %334 = call double @llvm.fmuladd.f64(double %333, double 1.000000e-01, double 1.000000e+00)
  %335 = call double @llvm.fmuladd.f64(double %331, double %334, double %328)
  %336 = add nuw nsw i64 %327, 1
  %337 = getelementptr inbounds double, ptr %9, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !5
  %339 = fmul double %338, %338
  %340 = trunc nuw nsw i64 %336 to i32
  %341 = uitofp nneg i32 %340 to double
  %342 = call double @llvm.fmuladd.f64(double %341, double 1.000000e-01, double 1.000000e+00)
  %343 = call double @llvm.fmuladd.f64(double %339, double %342, double %335)
  %344 = add nuw nsw i64 %327, 2
  %345 = getelementptr inbounds double, ptr %9, i64 %344
  %346 = load double, ptr %345, align 8, !tbaa !5
  %347 = fmul double %346, %346
  %348 = trunc nuw nsw i64 %344 to i32
  %349 = uitofp nneg i32 %348 to double
  %350 = call double @llvm.fmuladd.f64(double %349, double 1.000000e-01, double 1.000000e+00)
  %351 = call double @llvm.fmuladd.f64(double %347, double %350, double %343)
  %352 = add nuw nsw i64 %327, 3
  %353 = icmp eq i64 %352, 24
  br i1 %353, label %354, label %326, !llvm.loop !18

354:                                              ; preds = %326
  br i1 %160, label %379, label %355

355:                                              ; preds = %354, %376
  %356 = phi i32 [ %377, %376 ], [ 0, %354 ]
  br label %357

357:                                              ; preds = %367, %355
  %358 = phi i64 [ %362, %367 ], [ 0, %355 ]
  %359 = phi double [ %361, %367 ], [ 0.000000e+00, %355 ]
  %360 = getelementptr inbounds double, ptr %10, i64 %358
  %361 = load double, ptr %360, align 8, !tbaa !5
  %362 = add nuw nsw i64 %358, 1
  %363 = icmp ult i64 %358, 23
  br i1 %363, label %364, label %367

364:                                              ; preds = %357
  %365 = getelementptr inbounds double, ptr %10, i64 %362
  %366 = load double, ptr %365, align 8, !tbaa !5
  br label %367

367:                                              ; preds = %364, %357
  %368 = phi double [ %366, %364 ], [ 0.000000e+00, %357 ]
  %369 = call double @llvm.fmuladd.f64(double %361, double -2.000000e+00, double %359)
  %370 = fadd double %369, %368
  %371 = call double @llvm.fmuladd.f64(double %370, double 1.999990e-01, double %361)
  %372 = fsub double %368, %359
  %373 = fmul double %361, -1.500000e-01
  %374 = call double @llvm.fmuladd.f64(double %373, double %372, double %371)
  store double %374, ptr %360, align 8, !tbaa !5
  %375 = icmp eq i64 %362, 24
  br i1 %375, label %376, label %357, !llvm.loop !16

376:                                              ; preds = %367
  %377 = add nuw nsw i32 %356, 1
  %378 = icmp eq i32 %377, %157
  br i1 %378, label %379, label %355, !llvm.loop !17

379:                                              ; preds = %376, %354
  br label %380

380:                                              ; preds = %380, %379
  %381 = phi i64 [ 0, %379 ], [ %406, %380 ]
  %382 = phi double [ 0.000000e+00, %379 ], [ %405, %380 ]
  %383 = getelementptr inbounds double, ptr %10, i64 %381
  %384 = load double, ptr %383, align 8, !tbaa !5
  %385 = fmul double %384, %384
  %386 = trunc nuw nsw i64 %381 to i32
  %387 = uitofp nneg i32 %386 to double
  %388 = call double @llvm.fmuladd.f64(double %387, double 1.000000e-01, double 1.000000e+00)
  %389 = call double @llvm.fmuladd.f64(double %385, double %388, double %382)
  %390 = add nuw nsw i64 %381, 1
  %391 = getelementptr inbounds double, ptr %10, i64 %390
  %392 = load double, ptr %391, align 8, !tbaa !5
  %393 = fmul double %392, %392
  %394 = trunc nuw nsw i64 %390 to i32
  %395 = uitofp nneg i32 %394 to double
  %396 = call double @llvm.fmuladd.f64(double %395, double 1.000000e-01, double 1.000000e+00)
  %397 = call double @llvm.fmuladd.f64(double %393, double %396, double %389)
  %398 = add nuw nsw i64 %381, 2
  %399 = getelementptr inbounds double, ptr %10, i64 %398
  %400 = load double, ptr %399, align 8, !tbaa !5
  %401 = fmul double %400, %400
  %402 = trunc nuw nsw i64 %398 to i32
  %403 = uitofp nneg i32 %402 to double
  %404 = call double @llvm.fmuladd.f64(double %403, double 1.000000e-01, double 1.000000e+00)
  %405 = call double @llvm.fmuladd.f64(double %401, double %404, double %397)
  %406 = add nuw nsw i64 %381, 3
  %407 = icmp eq i64 %406, 24
  br i1 %407, label %408, label %380, !llvm.loop !18

408:                                              ; preds = %380
  %409 = fsub double %351, %405
  %410 = fdiv double %409, 0x3EC0C6F7A0B60000
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fcmp ogt double %411, 1.000000e+00
  %413 = select i1 %412, double %411, double 1.000000e+00
  %414 = fsub double %158, %410
  %415 = call double @llvm.fabs.f64(double %414)
  %416 = fmul double %413, 0x3EB0C6F7A0B5ED8D
  %417 = fcmp ole double %415, %416
  %418 = select i1 %417, ptr @.str.6, ptr @.str.7
  %419 = trunc nuw nsw i64 %155 to i32
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %419, double noundef %158, double noundef %410, ptr noundef nonnull %418)
  br i1 %417, label %424, label %421

421:                                              ; preds = %408
  %422 = load i32, ptr @n_fail, align 4, !tbaa !14
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr @n_fail, align 4, !tbaa !14
  br label %424

424:                                              ; preds = %408, %421
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %9, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  br i1 %160, label %425, label %426

425:                                              ; preds = %447, %424
  br label %635

426:                                              ; preds = %424, %447
  %427 = phi i32 [ %448, %447 ], [ 0, %424 ]
  br label %428

428:                                              ; preds = %438, %426
  %429 = phi i64 [ %433, %438 ], [ 0, %426 ]
  %430 = phi double [ %432, %438 ], [ 0.000000e+00, %426 ]
  %431 = getelementptr inbounds double, ptr %9, i64 %429
  %432 = load double, ptr %431, align 8, !tbaa !5
  %433 = add nuw nsw i64 %429, 1
  %434 = icmp ult i64 %429, 23
  br i1 %434, label %435, label %438

435:                                              ; preds = %428
  %436 = getelementptr inbounds double, ptr %9, i64 %433
  %437 = load double, ptr %436, align 8, !tbaa !5
  br label %438

438:                                              ; preds = %435, %428
  %439 = phi double [ %437, %435 ], [ 0.000000e+00, %428 ]
  %440 = call double @llvm.fmuladd.f64(double %432, double -2.000000e+00, double %430)
  %441 = fadd double %440, %439
  %442 = call double @llvm.fmuladd.f64(double %441, double 2.000000e-01, double %432)
  %443 = fsub double %439, %430
  %444 = fmul double %432, -1.500000e-01
  %445 = call double @llvm.fmuladd.f64(double %444, double %443, double %442)
  store double %445, ptr %431, align 8, !tbaa !5
  %446 = icmp eq i64 %433, 24
  br i1 %446, label %447, label %428, !llvm.loop !16

447:                                              ; preds = %438
  %448 = add nuw nsw i32 %427, 1
  %449 = icmp eq i32 %448, %157
  br i1 %449, label %425, label %426, !llvm.loop !17

450:                                              ; preds = %654
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, ptr noundef nonnull align 16 dereferenceable(192) %5, i64 192, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %7, ptr noundef nonnull align 16 dereferenceable(192) %8, i64 192, i1 false)
  %451 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %452 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %453 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @advect, i32 noundef %451, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %452, i32 noundef 24, i32 noundef %452, i32 noundef %157) #12
  %454 = call noalias dereferenceable_or_null(192) ptr @malloc(i64 noundef 192) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %454, ptr noundef nonnull readonly align 16 dereferenceable(192) %5, i64 192, i1 false)
  br label %455

455:                                              ; preds = %629, %450
  %456 = phi i64 [ 0, %450 ], [ %630, %629 ]
  %457 = getelementptr inbounds double, ptr %7, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !5
  %459 = getelementptr inbounds double, ptr %454, i64 %456
  %460 = load double, ptr %459, align 8, !tbaa !5
  %461 = call double @llvm.fabs.f64(double %460)
  %462 = fcmp ogt double %461, 1.000000e+00
  %463 = select i1 %462, double %461, double 1.000000e+00
  %464 = fmul double %463, 0x3EB0C6F7A0B5ED8D
  %465 = fadd double %460, %464
  %466 = fsub double %460, %464
  store double %465, ptr %459, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %1, ptr noundef nonnull readonly align 8 dereferenceable(192) %454, i64 192, i1 false)
  br i1 %160, label %491, label %467

467:                                              ; preds = %455, %470
  %468 = phi i32 [ %471, %470 ], [ 0, %455 ]
  %469 = load double, ptr %32, align 8, !tbaa !5
  br label %473

470:                                              ; preds = %473
  %471 = add nuw nsw i32 %468, 1
  %472 = icmp eq i32 %471, %157
  br i1 %472, label %491, label %467, !llvm.loop !20

473:                                              ; preds = %473, %467
  %474 = phi i64 [ 0, %467 ], [ %489, %473 ]
  %475 = phi double [ %469, %467 ], [ %484, %473 ]
  %476 = getelementptr inbounds double, ptr %1, i64 %474
  %477 = load double, ptr %476, align 16, !tbaa !5
  %478 = fsub double %477, %475
  %479 = call double @llvm.fmuladd.f64(double %478, double -4.000000e-01, double %477)
  %480 = call double @sin(double noundef %477) #12
  %481 = call double @llvm.fmuladd.f64(double %480, double 5.000000e-02, double %479)
  store double %481, ptr %476, align 16, !tbaa !5
  %482 = or disjoint i64 %474, 1
  %483 = getelementptr inbounds double, ptr %1, i64 %482
  %484 = load double, ptr %483, align 8, !tbaa !5
  %485 = fsub double %484, %477
  %486 = call double @llvm.fmuladd.f64(double %485, double -4.000000e-01, double %484)
  %487 = call double @sin(double noundef %484) #12
  %488 = call double @llvm.fmuladd.f64(double %487, double 5.000000e-02, double %486)
  store double %488, ptr %483, align 8, !tbaa !5
  %489 = add nuw nsw i64 %474, 2
  %490 = icmp eq i64 %489, 24
  br i1 %490, label %470, label %473, !llvm.loop !21

491:                                              ; preds = %470, %455
  %492 = load double, ptr %1, align 16, !tbaa !5
  %493 = call double @llvm.fmuladd.f64(double %34, double %492, double 0.000000e+00)
  %494 = load double, ptr %37, align 8, !tbaa !5
  %495 = call double @llvm.fmuladd.f64(double %36, double %494, double %493)
  %496 = load double, ptr %40, align 16, !tbaa !5
  %497 = call double @llvm.fmuladd.f64(double %39, double %496, double %495)
  %498 = load double, ptr %43, align 8, !tbaa !5
  %499 = call double @llvm.fmuladd.f64(double %42, double %498, double %497)
  %500 = load double, ptr %46, align 16, !tbaa !5
  %501 = call double @llvm.fmuladd.f64(double %45, double %500, double %499)
  %502 = load double, ptr %49, align 8, !tbaa !5
  %503 = call double @llvm.fmuladd.f64(double %48, double %502, double %501)
  %504 = load double, ptr %52, align 16, !tbaa !5
  %505 = call double @llvm.fmuladd.f64(double %51, double %504, double %503)
  %506 = load double, ptr %55, align 8, !tbaa !5
  %507 = call double @llvm.fmuladd.f64(double %54, double %506, double %505)
  %508 = load double, ptr %58, align 16, !tbaa !5
  %509 = call double @llvm.fmuladd.f64(double %57, double %508, double %507)
  %510 = load double, ptr %61, align 8, !tbaa !5
  %511 = call double @llvm.fmuladd.f64(double %60, double %510, double %509)
  %512 = load double, ptr %64, align 16, !tbaa !5
  %513 = call double @llvm.fmuladd.f64(double %63, double %512, double %511)
  %514 = load double, ptr %67, align 8, !tbaa !5
  %515 = call double @llvm.fmuladd.f64(double %66, double %514, double %513)
  %516 = load double, ptr %70, align 16, !tbaa !5
  %517 = call double @llvm.fmuladd.f64(double %69, double %516, double %515)
  %518 = load double, ptr %73, align 8, !tbaa !5
  %519 = call double @llvm.fmuladd.f64(double %72, double %518, double %517)
  %520 = load double, ptr %76, align 16, !tbaa !5
  %521 = call double @llvm.fmuladd.f64(double %75, double %520, double %519)
  %522 = load double, ptr %79, align 8, !tbaa !5
  %523 = call double @llvm.fmuladd.f64(double %78, double %522, double %521)
  %524 = load double, ptr %82, align 16, !tbaa !5
  %525 = call double @llvm.fmuladd.f64(double %81, double %524, double %523)
  %526 = load double, ptr %85, align 8, !tbaa !5
  %527 = call double @llvm.fmuladd.f64(double %84, double %526, double %525)
  %528 = load double, ptr %88, align 16, !tbaa !5
  %529 = call double @llvm.fmuladd.f64(double %87, double %528, double %527)
  %530 = load double, ptr %91, align 8, !tbaa !5
  %531 = call double @llvm.fmuladd.f64(double %90, double %530, double %529)
  %532 = load double, ptr %94, align 16, !tbaa !5
  %533 = call double @llvm.fmuladd.f64(double %93, double %532, double %531)
  %534 = load double, ptr %97, align 8, !tbaa !5
  %535 = call double @llvm.fmuladd.f64(double %96, double %534, double %533)
  %536 = load double, ptr %100, align 16, !tbaa !5
  %537 = call double @llvm.fmuladd.f64(double %99, double %536, double %535)
  %538 = load double, ptr %32, align 8, !tbaa !5
  %539 = call double @llvm.fmuladd.f64(double %102, double %538, double %537)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #12
  store double %466, ptr %459, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, ptr noundef nonnull readonly align 8 dereferenceable(192) %454, i64 192, i1 false)
  br i1 %160, label %564, label %540

540:                                              ; preds = %491, %543
  %541 = phi i32 [ %544, %543 ], [ 0, %491 ]
  %542 = load double, ptr %33, align 8, !tbaa !5
  br label %546

543:                                              ; preds = %546
  %544 = add nuw nsw i32 %541, 1
  %545 = icmp eq i32 %544, %157
  br i1 %545, label %564, label %540, !llvm.loop !20

546:                                              ; preds = %546, %540
  %547 = phi i64 [ 0, %540 ], [ %562, %546 ]
  %548 = phi double [ %542, %540 ], [ %557, %546 ]
  %549 = getelementptr inbounds double, ptr %2, i64 %547
  %550 = load double, ptr %549, align 16, !tbaa !5
  %551 = fsub double %550, %548
  %552 = call double @llvm.fmuladd.f64(double %551, double -4.000000e-01, double %550)
  %553 = call double @sin(double noundef %550) #12
  %554 = call double @llvm.fmuladd.f64(double %553, double 5.000000e-02, double %552)
  store double %554, ptr %549, align 16, !tbaa !5
  %555 = or disjoint i64 %547, 1
  %556 = getelementptr inbounds double, ptr %2, i64 %555
  %557 = load double, ptr %556, align 8, !tbaa !5
  %558 = fsub double %557, %550
  %559 = call double @llvm.fmuladd.f64(double %558, double -4.000000e-01, double %557)
  %560 = call double @sin(double noundef %557) #12
  %561 = call double @llvm.fmuladd.f64(double %560, double 5.000000e-02, double %559)
  store double %561, ptr %556, align 8, !tbaa !5
  %562 = add nuw nsw i64 %547, 2
  %563 = icmp eq i64 %562, 24
  br i1 %563, label %543, label %546, !llvm.loop !21

564:                                              ; preds = %543, %491
  %565 = load double, ptr %2, align 16, !tbaa !5
  %566 = call double @llvm.fmuladd.f64(double %103, double %565, double 0.000000e+00)
  %567 = load double, ptr %105, align 8, !tbaa !5
  %568 = call double @llvm.fmuladd.f64(double %104, double %567, double %566)
  %569 = load double, ptr %107, align 16, !tbaa !5
  %570 = call double @llvm.fmuladd.f64(double %106, double %569, double %568)
  %571 = load double, ptr %109, align 8, !tbaa !5
  %572 = call double @llvm.fmuladd.f64(double %108, double %571, double %570)
  %573 = load double, ptr %111, align 16, !tbaa !5
  %574 = call double @llvm.fmuladd.f64(double %110, double %573, double %572)
  %575 = load double, ptr %112, align 8, !tbaa !5
  %576 = call double @llvm.fmuladd.f64(double %48, double %575, double %574)
  %577 = load double, ptr %113, align 16, !tbaa !5
  %578 = call double @llvm.fmuladd.f64(double %51, double %577, double %576)
  %579 = load double, ptr %114, align 8, !tbaa !5
  %580 = call double @llvm.fmuladd.f64(double %54, double %579, double %578)
  %581 = load double, ptr %115, align 16, !tbaa !5
  %582 = call double @llvm.fmuladd.f64(double %57, double %581, double %580)
  %583 = load double, ptr %116, align 8, !tbaa !5
  %584 = call double @llvm.fmuladd.f64(double %60, double %583, double %582)
  %585 = load double, ptr %117, align 16, !tbaa !5
  %586 = call double @llvm.fmuladd.f64(double %63, double %585, double %584)
  %587 = load double, ptr %118, align 8, !tbaa !5
  %588 = call double @llvm.fmuladd.f64(double %66, double %587, double %586)
  %589 = load double, ptr %119, align 16, !tbaa !5
  %590 = call double @llvm.fmuladd.f64(double %69, double %589, double %588)
  %591 = load double, ptr %120, align 8, !tbaa !5
  %592 = call double @llvm.fmuladd.f64(double %72, double %591, double %590)
  %593 = load double, ptr %121, align 16, !tbaa !5
  %594 = call double @llvm.fmuladd.f64(double %75, double %593, double %592)
  %595 = load double, ptr %122, align 8, !tbaa !5
  %596 = call double @llvm.fmuladd.f64(double %78, double %595, double %594)
  %597 = load double, ptr %123, align 16, !tbaa !5
  %598 = call double @llvm.fmuladd.f64(double %81, double %597, double %596)
  %599 = load double, ptr %124, align 8, !tbaa !5
  %600 = call double @llvm.fmuladd.f64(double %84, double %599, double %598)
  %601 = load double, ptr %125, align 16, !tbaa !5
  %602 = call double @llvm.fmuladd.f64(double %87, double %601, double %600)
  %603 = load double, ptr %126, align 8, !tbaa !5
  %604 = call double @llvm.fmuladd.f64(double %90, double %603, double %602)
  %605 = load double, ptr %127, align 16, !tbaa !5
  %606 = call double @llvm.fmuladd.f64(double %93, double %605, double %604)
  %607 = load double, ptr %128, align 8, !tbaa !5
  %608 = call double @llvm.fmuladd.f64(double %96, double %607, double %606)
  %609 = load double, ptr %129, align 16, !tbaa !5
  %610 = call double @llvm.fmuladd.f64(double %99, double %609, double %608)
  %611 = load double, ptr %33, align 8, !tbaa !5
  %612 = call double @llvm.fmuladd.f64(double %102, double %611, double %610)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #12
  store double %460, ptr %459, align 8, !tbaa !5
  %613 = fsub double %539, %612
  %614 = fsub double %465, %466
  %615 = fdiv double %613, %614
  %616 = call double @llvm.fabs.f64(double %615)
  %617 = fcmp ogt double %616, 1.000000e+00
  %618 = select i1 %617, double %616, double 1.000000e+00
  %619 = fsub double %458, %615
  %620 = call double @llvm.fabs.f64(double %619)
  %621 = fmul double %618, 0x3EB0C6F7A0B5ED8D
  %622 = fcmp ole double %620, %621
  %623 = select i1 %622, ptr @.str.6, ptr @.str.7
  %624 = trunc nuw nsw i64 %456 to i32
  %625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %624, double noundef %458, double noundef %615, ptr noundef nonnull %623)
  br i1 %622, label %629, label %626

626:                                              ; preds = %564
  %627 = load i32, ptr @n_fail, align 4, !tbaa !14
  %628 = add nsw i32 %627, 1
  store i32 %628, ptr @n_fail, align 4, !tbaa !14
  br label %629

629:                                              ; preds = %626, %564
  %630 = add nuw nsw i64 %456, 1
  %631 = icmp eq i64 %630, 24
  br i1 %631, label %632, label %455, !llvm.loop !19

632:                                              ; preds = %629
  call void @free(ptr noundef nonnull %454) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %9) #12
  %633 = add nuw nsw i64 %155, 1
  %634 = icmp eq i64 %633, 3
  br i1 %634, label %148, label %154, !llvm.loop !22

635:                                              ; preds = %425, %654
  %636 = phi i64 [ %655, %654 ], [ 0, %425 ]
  %637 = getelementptr inbounds [24 x double], ptr %6, i64 0, i64 %636
  %638 = load double, ptr %637, align 8, !tbaa !5
  %639 = getelementptr inbounds [24 x double], ptr %9, i64 0, i64 %636
  %640 = load double, ptr %639, align 8, !tbaa !5
  %641 = call double @llvm.fabs.f64(double %640)
  %642 = fcmp ogt double %641, 1.000000e+00
  %643 = select i1 %642, double %641, double 1.000000e+00
  %644 = fsub double %638, %640
  %645 = call double @llvm.fabs.f64(double %644)
  %646 = fmul double %643, 0x3D719799812DEA11
  %647 = fcmp ole double %645, %646
  %648 = select i1 %647, ptr @.str.6, ptr @.str.7
  %649 = trunc nuw nsw i64 %636 to i32
  %650 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %649, double noundef %638, double noundef %640, ptr noundef nonnull %648)
  br i1 %647, label %654, label %651

651:                                              ; preds = %635
  %652 = load i32, ptr @n_fail, align 4, !tbaa !14
  %653 = add nsw i32 %652, 1
  store i32 %653, ptr @n_fail, align 4, !tbaa !14
  br label %654

654:                                              ; preds = %635, %651
  %655 = add nuw nsw i64 %636, 1
  %656 = icmp eq i64 %655, 24
  br i1 %656, label %450, label %635, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @heat(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #7 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext nneg i32 %1 to i64
  br label %17

9:                                                ; preds = %38, %4
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %54

11:                                               ; preds = %9
  %12 = zext nneg i32 %1 to i64
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 1
  br i1 %14, label %41, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483646
  br label %56

17:                                               ; preds = %6, %38
  %18 = phi i32 [ 0, %6 ], [ %39, %38 ]
  br i1 %7, label %19, label %38

19:                                               ; preds = %17, %29
  %20 = phi i64 [ %24, %29 ], [ 0, %17 ]
  %21 = phi double [ %23, %29 ], [ 0.000000e+00, %17 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = add nuw nsw i64 %20, 1
  %25 = icmp ult i64 %24, %8
  br i1 %25, label %26, label %29

26:                                               ; preds = %19
  %27 = getelementptr inbounds double, ptr %0, i64 %24
  %28 = load double, ptr %27, align 8, !tbaa !5
  br label %29

29:                                               ; preds = %26, %19
  %30 = phi double [ %28, %26 ], [ 0.000000e+00, %19 ]
  %31 = tail call double @llvm.fmuladd.f64(double %23, double -2.000000e+00, double %21)
  %32 = fadd double %31, %30
  %33 = tail call double @llvm.fmuladd.f64(double %3, double %32, double %23)
  %34 = fsub double %30, %21
  %35 = fmul double %23, -1.500000e-01
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %33)
  store double %36, ptr %22, align 8, !tbaa !5
  %37 = icmp eq i64 %24, %8
  br i1 %37, label %38, label %19, !llvm.loop !16

38:                                               ; preds = %29, %17
  %39 = add nuw nsw i32 %18, 1
  %40 = icmp eq i32 %39, %2
  br i1 %40, label %9, label %17, !llvm.loop !17

41:                                               ; preds = %56, %11
  %42 = phi double [ poison, %11 ], [ %74, %56 ]
  %43 = phi i64 [ 0, %11 ], [ %75, %56 ]
  %44 = phi double [ 0.000000e+00, %11 ], [ %74, %56 ]
  %45 = icmp eq i64 %13, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds double, ptr %0, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %48, %48
  %50 = trunc nuw nsw i64 %43 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 1.000000e-01, double 1.000000e+00)
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %44)
  br label %54

54:                                               ; preds = %46, %41, %9
  %55 = phi double [ 0.000000e+00, %9 ], [ %42, %41 ], [ %53, %46 ]
  ret double %55

56:                                               ; preds = %56, %15
  %57 = phi i64 [ 0, %15 ], [ %75, %56 ]
  %58 = phi double [ 0.000000e+00, %15 ], [ %74, %56 ]
  %59 = phi i64 [ 0, %15 ], [ %76, %56 ]
  %60 = getelementptr inbounds double, ptr %0, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fmul double %61, %61
  %63 = trunc nuw nsw i64 %57 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 1.000000e-01, double 1.000000e+00)
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %58)
  %67 = or disjoint i64 %57, 1
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fmul double %69, %69
  %71 = trunc nuw nsw i64 %67 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 1.000000e-01, double 1.000000e+00)
  %74 = tail call double @llvm.fmuladd.f64(double %70, double %73, double %66)
  %75 = add nuw nsw i64 %57, 2
  %76 = add i64 %59, 2
  %77 = icmp eq i64 %76, %16
  br i1 %77, label %41, label %56, !llvm.loop !18
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @advect(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #8 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = getelementptr i8, ptr %0, i64 -8
  %7 = sext i32 %1 to i64
  %8 = getelementptr double, ptr %6, i64 %7
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %1 to i64
  %11 = and i64 %10, 1
  %12 = icmp eq i32 %1, 1
  %13 = and i64 %10, 2147483646
  %14 = icmp eq i64 %11, 0
  br label %16

15:                                               ; preds = %30, %3
  ret void

16:                                               ; preds = %5, %30
  %17 = phi i32 [ 0, %5 ], [ %31, %30 ]
  br i1 %9, label %18, label %30

18:                                               ; preds = %16
  %19 = load double, ptr %8, align 8, !tbaa !5
  br i1 %12, label %20, label %33

20:                                               ; preds = %33, %18
  %21 = phi i64 [ 0, %18 ], [ %50, %33 ]
  %22 = phi double [ %19, %18 ], [ %45, %33 ]
  br i1 %14, label %30, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds double, ptr %0, i64 %21
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = fsub double %25, %22
  %27 = tail call double @llvm.fmuladd.f64(double %26, double -4.000000e-01, double %25)
  %28 = tail call double @sin(double noundef %25) #12
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 5.000000e-02, double %27)
  store double %29, ptr %24, align 8, !tbaa !5
  br label %30

30:                                               ; preds = %23, %20, %16
  %31 = add nuw nsw i32 %17, 1
  %32 = icmp eq i32 %31, %2
  br i1 %32, label %15, label %16, !llvm.loop !20

33:                                               ; preds = %18, %33
  %34 = phi i64 [ %50, %33 ], [ 0, %18 ]
  %35 = phi double [ %45, %33 ], [ %19, %18 ]
  %36 = phi i64 [ %51, %33 ], [ 0, %18 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = fsub double %38, %35
  %40 = tail call double @llvm.fmuladd.f64(double %39, double -4.000000e-01, double %38)
  %41 = tail call double @sin(double noundef %38) #12
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 5.000000e-02, double %40)
  store double %42, ptr %37, align 8, !tbaa !5
  %43 = or disjoint i64 %34, 1
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fsub double %45, %38
  %47 = tail call double @llvm.fmuladd.f64(double %46, double -4.000000e-01, double %45)
  %48 = tail call double @sin(double noundef %45) #12
  %49 = tail call double @llvm.fmuladd.f64(double %48, double 5.000000e-02, double %47)
  store double %49, ptr %44, align 8, !tbaa !5
  %50 = add nuw nsw i64 %34, 2
  %51 = add i64 %36, 2
  %52 = icmp eq i64 %51, %13
  br i1 %52, label %20, label %33, !llvm.loop !21
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
