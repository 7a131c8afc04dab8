; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 20, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [9 x i8] c"temps.dx\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"smooth.JTw\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"smooth.dy_consumed\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"loop_alloc.dx\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"alloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x double], align 16
  %2 = alloca [20 x double], align 16
  %3 = alloca [20 x double], align 16
  %4 = alloca [20 x double], align 16
  %5 = alloca [20 x double], align 16
  %6 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #13
  %7 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %8, %0
  %9 = phi i64 [ 0, %0 ], [ %26, %8 ]
  %10 = phi i64 [ %7, %0 ], [ %20, %8 ]
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = lshr i64 %12, 10
  %14 = and i64 %13, 18014398509481982
  %15 = uitofp nneg i64 %14 to double
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 0x3CA0000000000000, double -1.000000e+00)
  %17 = getelementptr inbounds double, ptr %1, i64 %9
  store double %16, ptr %17, align 16, !tbaa !9
  %18 = or disjoint i64 %9, 1
  %19 = mul i64 %12, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = lshr i64 %20, 10
  %22 = and i64 %21, 18014398509481982
  %23 = uitofp nneg i64 %22 to double
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 0x3CA0000000000000, double -1.000000e+00)
  %25 = getelementptr inbounds double, ptr %1, i64 %18
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %9, 2
  %27 = icmp eq i64 %26, 20
  br i1 %27, label %28, label %8, !llvm.loop !11

28:                                               ; preds = %8, %28
  %29 = phi i64 [ %46, %28 ], [ 0, %8 ]
  %30 = phi i64 [ %40, %28 ], [ %20, %8 ]
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = lshr i64 %32, 10
  %34 = and i64 %33, 18014398509481982
  %35 = uitofp nneg i64 %34 to double
  %36 = tail call double @llvm.fmuladd.f64(double %35, double 0x3CA0000000000000, double -1.000000e+00)
  %37 = getelementptr inbounds double, ptr %5, i64 %29
  store double %36, ptr %37, align 16, !tbaa !9
  %38 = or disjoint i64 %29, 1
  %39 = mul i64 %32, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = lshr i64 %40, 10
  %42 = and i64 %41, 18014398509481982
  %43 = uitofp nneg i64 %42 to double
  %44 = tail call double @llvm.fmuladd.f64(double %43, double 0x3CA0000000000000, double -1.000000e+00)
  %45 = getelementptr inbounds double, ptr %5, i64 %38
  store double %44, ptr %45, align 8, !tbaa !9
  %46 = add nuw nsw i64 %29, 2
  %47 = icmp eq i64 %46, 20
  br i1 %47, label %48, label %28, !llvm.loop !11

48:                                               ; preds = %28
  store i64 %40, ptr @rng_state, align 8, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %6, i64 8
  br label %56

50:                                               ; preds = %945
  %51 = load i32, ptr @n_fail, align 4, !tbaa !13
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %51)
  %53 = load i32, ptr @n_fail, align 4, !tbaa !13
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i32
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #13
  ret i32 %55

56:                                               ; preds = %48, %945
  %57 = phi i64 [ 0, %48 ], [ %946, %945 ]
  %58 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  store i32 %59, ptr %6, align 8, !tbaa !15
  store ptr %5, ptr %49, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %2, i8 0, i64 160, i1 false)
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temps, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %59) #13
  %61 = call i32 @llvm.smax.i32(i32 %59, i32 1)
  %62 = zext nneg i32 %61 to i64
  %63 = shl nuw nsw i64 %62, 3
  %64 = call noalias ptr @malloc(i64 noundef %63) #14
  %65 = sext i32 %59 to i64
  %66 = shl nsw i64 %65, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %64, ptr nonnull readonly align 16 %1, i64 %66, i1 false)
  %67 = zext i32 %59 to i64
  br label %68

68:                                               ; preds = %98, %56
  %69 = phi i64 [ 0, %56 ], [ %99, %98 ]
  %70 = getelementptr inbounds double, ptr %2, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = getelementptr inbounds double, ptr %64, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ogt double %74, 1.000000e+00
  %76 = select i1 %75, double %74, double 1.000000e+00
  %77 = fmul double %76, 0x3EB0C6F7A0B5ED8D
  %78 = fadd double %73, %77
  %79 = fsub double %73, %77
  store double %78, ptr %72, align 8, !tbaa !9
  %80 = call double @temps(ptr noundef readonly %64, i32 noundef %59)
  store double %79, ptr %72, align 8, !tbaa !9
  %81 = call double @temps(ptr noundef readonly %64, i32 noundef %59)
  store double %73, ptr %72, align 8, !tbaa !9
  %82 = fsub double %80, %81
  %83 = fsub double %78, %79
  %84 = fdiv double %82, %83
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ogt double %85, 1.000000e+00
  %87 = select i1 %86, double %85, double 1.000000e+00
  %88 = fsub double %71, %84
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = fmul double %87, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp ole double %89, %90
  %92 = select i1 %91, ptr @.str.6, ptr @.str.7
  %93 = trunc nuw nsw i64 %69 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %93, double noundef %71, double noundef %84, ptr noundef nonnull %92)
  br i1 %91, label %98, label %95

95:                                               ; preds = %68
  %96 = load i32, ptr @n_fail, align 4, !tbaa !13
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr @n_fail, align 4, !tbaa !13
  br label %98

98:                                               ; preds = %95, %68
  %99 = add nuw nsw i64 %69, 1
  %100 = icmp eq i64 %99, %67
  br i1 %100, label %101, label %68, !llvm.loop !19

101:                                              ; preds = %98
  call void @free(ptr noundef nonnull %64) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %2, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, ptr noundef nonnull align 16 dereferenceable(160) %5, i64 160, i1 false)
  %102 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %59) #13
  %103 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %103, ptr nonnull readonly align 16 %1, i64 %66, i1 false)
  br label %104

104:                                              ; preds = %134, %101
  %105 = phi i64 [ 0, %101 ], [ %135, %134 ]
  %106 = getelementptr inbounds double, ptr %2, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = getelementptr inbounds double, ptr %103, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp ogt double %110, 1.000000e+00
  %112 = select i1 %111, double %110, double 1.000000e+00
  %113 = fmul double %112, 0x3EB0C6F7A0B5ED8D
  %114 = fadd double %109, %113
  %115 = fsub double %109, %113
  store double %114, ptr %108, align 8, !tbaa !9
  %116 = call fastcc double @obj_smooth(ptr noundef %103, ptr noundef nonnull %6) #13, !callees !20
  store double %115, ptr %108, align 8, !tbaa !9
  %117 = call fastcc double @obj_smooth(ptr noundef %103, ptr noundef nonnull %6) #13, !callees !20
  store double %109, ptr %108, align 8, !tbaa !9
  %118 = fsub double %116, %117
  %119 = fsub double %114, %115
  %120 = fdiv double %118, %119
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e+00
  %123 = select i1 %122, double %121, double 1.000000e+00
  %124 = fsub double %107, %120
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fmul double %123, 0x3EB0C6F7A0B5ED8D
  %127 = fcmp ole double %125, %126
  %128 = select i1 %127, ptr @.str.6, ptr @.str.7
  %129 = trunc nuw nsw i64 %105 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %129, double noundef %107, double noundef %120, ptr noundef nonnull %128)
  br i1 %127, label %134, label %131

131:                                              ; preds = %104
  %132 = load i32, ptr @n_fail, align 4, !tbaa !13
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @n_fail, align 4, !tbaa !13
  br label %134

134:                                              ; preds = %131, %104
  %135 = add nuw nsw i64 %105, 1
  %136 = icmp eq i64 %135, %67
  br i1 %136, label %137, label %104, !llvm.loop !19

137:                                              ; preds = %134
  call void @free(ptr noundef nonnull %103) #13
  br label %948

138:                                              ; preds = %959
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %2, i8 0, i64 160, i1 false)
  %139 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_alloc, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %59, i32 noundef 4) #13
  %140 = call noalias ptr @malloc(i64 noundef %63) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %140, ptr nonnull readonly align 16 %1, i64 %66, i1 false)
  %141 = add nsw i64 %67, -1
  %142 = and i64 %67, 1
  %143 = icmp eq i64 %141, 0
  %144 = and i64 %67, 4294967294
  %145 = icmp eq i64 %142, 0
  %146 = and i64 %67, 3
  %147 = icmp ult i64 %141, 3
  %148 = and i64 %67, 4294967292
  %149 = icmp eq i64 %146, 0
  %150 = and i64 %67, 1
  %151 = icmp eq i64 %141, 0
  %152 = and i64 %67, 4294967294
  %153 = icmp eq i64 %150, 0
  %154 = and i64 %67, 1
  %155 = icmp eq i64 %141, 0
  %156 = and i64 %67, 4294967294
  %157 = icmp eq i64 %154, 0
  %158 = and i64 %67, 1
  %159 = icmp eq i64 %141, 0
  %160 = and i64 %67, 4294967294
  %161 = icmp eq i64 %158, 0
  %162 = and i64 %67, 1
  %163 = icmp eq i64 %141, 0
  %164 = and i64 %67, 4294967294
  %165 = icmp eq i64 %162, 0
  %166 = and i64 %67, 1
  %167 = icmp eq i64 %141, 0
  %168 = and i64 %67, 4294967294
  %169 = icmp eq i64 %166, 0
  %170 = and i64 %67, 1
  %171 = icmp eq i64 %141, 0
  %172 = and i64 %67, 4294967294
  %173 = icmp eq i64 %170, 0
  %174 = and i64 %67, 1
  %175 = icmp eq i64 %141, 0
  %176 = and i64 %67, 4294967294
  %177 = icmp eq i64 %174, 0
  %178 = and i64 %67, 3
  %179 = icmp ult i64 %141, 3
  %180 = and i64 %67, 4294967292
  %181 = icmp eq i64 %178, 0
  %182 = and i64 %67, 1
  %183 = icmp eq i64 %141, 0
  %184 = and i64 %67, 4294967294
  %185 = icmp eq i64 %182, 0
  %186 = and i64 %67, 1
  %187 = icmp eq i64 %141, 0
  %188 = and i64 %67, 4294967294
  %189 = icmp eq i64 %186, 0
  %190 = and i64 %67, 1
  %191 = icmp eq i64 %141, 0
  %192 = and i64 %67, 4294967294
  %193 = icmp eq i64 %190, 0
  %194 = and i64 %67, 1
  %195 = icmp eq i64 %141, 0
  %196 = and i64 %67, 4294967294
  %197 = icmp eq i64 %194, 0
  %198 = and i64 %67, 1
  %199 = icmp eq i64 %141, 0
  %200 = and i64 %67, 4294967294
  %201 = icmp eq i64 %198, 0
  %202 = and i64 %67, 1
  %203 = icmp eq i64 %141, 0
  %204 = and i64 %67, 4294967294
  %205 = icmp eq i64 %202, 0
  br label %206

206:                                              ; preds = %942, %138
  %207 = phi i64 [ 0, %138 ], [ %943, %942 ]
  %208 = getelementptr inbounds double, ptr %2, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds double, ptr %140, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ogt double %212, 1.000000e+00
  %214 = select i1 %213, double %212, double 1.000000e+00
  %215 = fmul double %214, 0x3EB0C6F7A0B5ED8D
  %216 = fadd double %211, %215
  store double %216, ptr %210, align 8, !tbaa !9
  %217 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %143, label %218, label %233

218:                                              ; preds = %233, %206
  %219 = phi i64 [ 0, %206 ], [ %257, %233 ]
  br i1 %145, label %231, label %220

220:                                              ; preds = %218
  %221 = getelementptr inbounds double, ptr %140, i64 %219
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = trunc nuw nsw i64 %219 to i32
  %224 = urem i32 %223, %59
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds double, ptr %140, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = call double @sin(double noundef %227) #13
  %229 = fadd double %222, %228
  %230 = getelementptr inbounds double, ptr %217, i64 %219
  store double %229, ptr %230, align 8, !tbaa !9
  br label %231

231:                                              ; preds = %218, %220
  %232 = getelementptr double, ptr %217, i64 %65
  br i1 %147, label %260, label %535

233:                                              ; preds = %206, %233
  %234 = phi i64 [ %257, %233 ], [ 0, %206 ]
  %235 = phi i64 [ %258, %233 ], [ 0, %206 ]
  %236 = getelementptr inbounds double, ptr %140, i64 %234
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = trunc nuw nsw i64 %234 to i32
  %239 = urem i32 %238, %59
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds double, ptr %140, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = call double @sin(double noundef %242) #13
  %244 = fadd double %237, %243
  %245 = getelementptr inbounds double, ptr %217, i64 %234
  store double %244, ptr %245, align 8, !tbaa !9
  %246 = or disjoint i64 %234, 1
  %247 = getelementptr inbounds double, ptr %140, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = trunc nuw nsw i64 %246 to i32
  %250 = urem i32 %249, %59
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %140, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = call double @sin(double noundef %253) #13
  %255 = fadd double %248, %254
  %256 = getelementptr inbounds double, ptr %217, i64 %246
  store double %255, ptr %256, align 8, !tbaa !9
  %257 = add nuw nsw i64 %234, 2
  %258 = add i64 %235, 2
  %259 = icmp eq i64 %258, %144
  br i1 %259, label %218, label %233, !llvm.loop !21

260:                                              ; preds = %535, %231
  %261 = phi double [ poison, %231 ], [ %569, %535 ]
  %262 = phi i64 [ 0, %231 ], [ %570, %535 ]
  %263 = phi double [ 0.000000e+00, %231 ], [ %569, %535 ]
  br i1 %149, label %278, label %264

264:                                              ; preds = %260, %264
  %265 = phi i64 [ %275, %264 ], [ %262, %260 ]
  %266 = phi double [ %274, %264 ], [ %263, %260 ]
  %267 = phi i64 [ %276, %264 ], [ 0, %260 ]
  %268 = getelementptr inbounds double, ptr %217, i64 %265
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = xor i64 %265, -1
  %271 = getelementptr double, ptr %232, i64 %270
  %272 = load double, ptr %271, align 8, !tbaa !9
  %273 = fmul double %269, %272
  %274 = fadd double %266, %273
  %275 = add nuw nsw i64 %265, 1
  %276 = add i64 %267, 1
  %277 = icmp eq i64 %276, %146
  br i1 %277, label %278, label %264, !llvm.loop !22

278:                                              ; preds = %264, %260
  %279 = phi double [ %261, %260 ], [ %274, %264 ]
  call void @free(ptr noundef nonnull %217) #13
  %280 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %151, label %308, label %281

281:                                              ; preds = %278, %281
  %282 = phi i64 [ %297, %281 ], [ 0, %278 ]
  %283 = phi i64 [ %306, %281 ], [ 0, %278 ]
  %284 = getelementptr inbounds double, ptr %140, i64 %282
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = or disjoint i64 %282, 1
  %287 = trunc nuw nsw i64 %286 to i32
  %288 = urem i32 %287, %59
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds double, ptr %140, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = call double @sin(double noundef %291) #13
  %293 = call double @llvm.fmuladd.f64(double %285, double 2.000000e+00, double %292)
  %294 = getelementptr inbounds double, ptr %280, i64 %282
  store double %293, ptr %294, align 8, !tbaa !9
  %295 = getelementptr inbounds double, ptr %140, i64 %286
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = add nuw nsw i64 %282, 2
  %298 = trunc nuw nsw i64 %297 to i32
  %299 = urem i32 %298, %59
  %300 = zext nneg i32 %299 to i64
  %301 = getelementptr inbounds double, ptr %140, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call double @sin(double noundef %302) #13
  %304 = call double @llvm.fmuladd.f64(double %296, double 2.000000e+00, double %303)
  %305 = getelementptr inbounds double, ptr %280, i64 %286
  store double %304, ptr %305, align 8, !tbaa !9
  %306 = add i64 %283, 2
  %307 = icmp eq i64 %306, %152
  br i1 %307, label %308, label %281, !llvm.loop !21

308:                                              ; preds = %281, %278
  %309 = phi i64 [ 0, %278 ], [ %297, %281 ]
  br i1 %153, label %322, label %310

310:                                              ; preds = %308
  %311 = getelementptr inbounds double, ptr %140, i64 %309
  %312 = load double, ptr %311, align 8, !tbaa !9
  %313 = trunc i64 %309 to i32
  %314 = add i32 %313, 1
  %315 = urem i32 %314, %59
  %316 = zext nneg i32 %315 to i64
  %317 = getelementptr inbounds double, ptr %140, i64 %316
  %318 = load double, ptr %317, align 8, !tbaa !9
  %319 = call double @sin(double noundef %318) #13
  %320 = call double @llvm.fmuladd.f64(double %312, double 2.000000e+00, double %319)
  %321 = getelementptr inbounds double, ptr %280, i64 %309
  store double %320, ptr %321, align 8, !tbaa !9
  br label %322

322:                                              ; preds = %308, %310
  %323 = getelementptr double, ptr %280, i64 %65
  br i1 %155, label %348, label %324

324:                                              ; preds = %322, %324
  %325 = phi i64 [ %345, %324 ], [ 0, %322 ]
  %326 = phi double [ %344, %324 ], [ %279, %322 ]
  %327 = phi i64 [ %346, %324 ], [ 0, %322 ]
  %328 = getelementptr inbounds double, ptr %280, i64 %325
  %329 = load double, ptr %328, align 8, !tbaa !9
  %330 = xor i64 %325, -1
  %331 = getelementptr double, ptr %323, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = fmul double %329, %332
  %334 = fmul double %333, 5.000000e-01
  %335 = fadd double %326, %334
  %336 = or disjoint i64 %325, 1
  %337 = getelementptr inbounds double, ptr %280, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = xor i64 %325, -2
  %340 = getelementptr double, ptr %323, i64 %339
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = fmul double %338, %341
  %343 = fmul double %342, 5.000000e-01
  %344 = fadd double %335, %343
  %345 = add nuw nsw i64 %325, 2
  %346 = add i64 %327, 2
  %347 = icmp eq i64 %346, %156
  br i1 %347, label %348, label %324, !llvm.loop !24

348:                                              ; preds = %324, %322
  %349 = phi double [ poison, %322 ], [ %344, %324 ]
  %350 = phi i64 [ 0, %322 ], [ %345, %324 ]
  %351 = phi double [ %279, %322 ], [ %344, %324 ]
  br i1 %157, label %361, label %352

352:                                              ; preds = %348
  %353 = getelementptr inbounds double, ptr %280, i64 %350
  %354 = load double, ptr %353, align 8, !tbaa !9
  %355 = xor i64 %350, -1
  %356 = getelementptr double, ptr %323, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = fmul double %354, %357
  %359 = fmul double %358, 5.000000e-01
  %360 = fadd double %351, %359
  br label %361

361:                                              ; preds = %348, %352
  %362 = phi double [ %349, %348 ], [ %360, %352 ]
  call void @free(ptr noundef nonnull %280) #13
  %363 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %159, label %393, label %364

364:                                              ; preds = %361, %364
  %365 = phi i64 [ %390, %364 ], [ 0, %361 ]
  %366 = phi i64 [ %391, %364 ], [ 0, %361 ]
  %367 = getelementptr inbounds double, ptr %140, i64 %365
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = trunc i64 %365 to i32
  %370 = add i32 %369, 2
  %371 = urem i32 %370, %59
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr inbounds double, ptr %140, i64 %372
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = call double @sin(double noundef %374) #13
  %376 = call double @llvm.fmuladd.f64(double %368, double 3.000000e+00, double %375)
  %377 = getelementptr inbounds double, ptr %363, i64 %365
  store double %376, ptr %377, align 8, !tbaa !9
  %378 = or disjoint i64 %365, 1
  %379 = getelementptr inbounds double, ptr %140, i64 %378
  %380 = load double, ptr %379, align 8, !tbaa !9
  %381 = trunc i64 %378 to i32
  %382 = add i32 %381, 2
  %383 = urem i32 %382, %59
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds double, ptr %140, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = call double @sin(double noundef %386) #13
  %388 = call double @llvm.fmuladd.f64(double %380, double 3.000000e+00, double %387)
  %389 = getelementptr inbounds double, ptr %363, i64 %378
  store double %388, ptr %389, align 8, !tbaa !9
  %390 = add nuw nsw i64 %365, 2
  %391 = add i64 %366, 2
  %392 = icmp eq i64 %391, %160
  br i1 %392, label %393, label %364, !llvm.loop !21

393:                                              ; preds = %364, %361
  %394 = phi i64 [ 0, %361 ], [ %390, %364 ]
  br i1 %161, label %407, label %395

395:                                              ; preds = %393
  %396 = getelementptr inbounds double, ptr %140, i64 %394
  %397 = load double, ptr %396, align 8, !tbaa !9
  %398 = trunc i64 %394 to i32
  %399 = add i32 %398, 2
  %400 = urem i32 %399, %59
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr inbounds double, ptr %140, i64 %401
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = call double @sin(double noundef %403) #13
  %405 = call double @llvm.fmuladd.f64(double %397, double 3.000000e+00, double %404)
  %406 = getelementptr inbounds double, ptr %363, i64 %394
  store double %405, ptr %406, align 8, !tbaa !9
  br label %407

407:                                              ; preds = %393, %395
  %408 = getelementptr double, ptr %363, i64 %65
  br i1 %163, label %433, label %409

409:                                              ; preds = %407, %409
  %410 = phi i64 [ %430, %409 ], [ 0, %407 ]
  %411 = phi double [ %429, %409 ], [ %362, %407 ]
  %412 = phi i64 [ %431, %409 ], [ 0, %407 ]
  %413 = getelementptr inbounds double, ptr %363, i64 %410
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = xor i64 %410, -1
  %416 = getelementptr double, ptr %408, i64 %415
  %417 = load double, ptr %416, align 8, !tbaa !9
  %418 = fmul double %414, %417
  %419 = fdiv double %418, 3.000000e+00
  %420 = fadd double %411, %419
  %421 = or disjoint i64 %410, 1
  %422 = getelementptr inbounds double, ptr %363, i64 %421
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = xor i64 %410, -2
  %425 = getelementptr double, ptr %408, i64 %424
  %426 = load double, ptr %425, align 8, !tbaa !9
  %427 = fmul double %423, %426
  %428 = fdiv double %427, 3.000000e+00
  %429 = fadd double %420, %428
  %430 = add nuw nsw i64 %410, 2
  %431 = add i64 %412, 2
  %432 = icmp eq i64 %431, %164
  br i1 %432, label %433, label %409, !llvm.loop !24

433:                                              ; preds = %409, %407
  %434 = phi double [ poison, %407 ], [ %429, %409 ]
  %435 = phi i64 [ 0, %407 ], [ %430, %409 ]
  %436 = phi double [ %362, %407 ], [ %429, %409 ]
  br i1 %165, label %446, label %437

437:                                              ; preds = %433
  %438 = getelementptr inbounds double, ptr %363, i64 %435
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = xor i64 %435, -1
  %441 = getelementptr double, ptr %408, i64 %440
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = fmul double %439, %442
  %444 = fdiv double %443, 3.000000e+00
  %445 = fadd double %436, %444
  br label %446

446:                                              ; preds = %433, %437
  %447 = phi double [ %434, %433 ], [ %445, %437 ]
  call void @free(ptr noundef nonnull %363) #13
  %448 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %167, label %478, label %449

449:                                              ; preds = %446, %449
  %450 = phi i64 [ %475, %449 ], [ 0, %446 ]
  %451 = phi i64 [ %476, %449 ], [ 0, %446 ]
  %452 = getelementptr inbounds double, ptr %140, i64 %450
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = trunc i64 %450 to i32
  %455 = add i32 %454, 3
  %456 = urem i32 %455, %59
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr inbounds double, ptr %140, i64 %457
  %459 = load double, ptr %458, align 8, !tbaa !9
  %460 = call double @sin(double noundef %459) #13
  %461 = call double @llvm.fmuladd.f64(double %453, double 4.000000e+00, double %460)
  %462 = getelementptr inbounds double, ptr %448, i64 %450
  store double %461, ptr %462, align 8, !tbaa !9
  %463 = or disjoint i64 %450, 1
  %464 = getelementptr inbounds double, ptr %140, i64 %463
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = trunc i64 %463 to i32
  %467 = add i32 %466, 3
  %468 = urem i32 %467, %59
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr inbounds double, ptr %140, i64 %469
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = call double @sin(double noundef %471) #13
  %473 = call double @llvm.fmuladd.f64(double %465, double 4.000000e+00, double %472)
  %474 = getelementptr inbounds double, ptr %448, i64 %463
  store double %473, ptr %474, align 8, !tbaa !9
  %475 = add nuw nsw i64 %450, 2
  %476 = add i64 %451, 2
  %477 = icmp eq i64 %476, %168
  br i1 %477, label %478, label %449, !llvm.loop !21

478:                                              ; preds = %449, %446
  %479 = phi i64 [ 0, %446 ], [ %475, %449 ]
  br i1 %169, label %492, label %480

480:                                              ; preds = %478
  %481 = getelementptr inbounds double, ptr %140, i64 %479
  %482 = load double, ptr %481, align 8, !tbaa !9
  %483 = trunc i64 %479 to i32
  %484 = add i32 %483, 3
  %485 = urem i32 %484, %59
  %486 = zext nneg i32 %485 to i64
  %487 = getelementptr inbounds double, ptr %140, i64 %486
  %488 = load double, ptr %487, align 8, !tbaa !9
  %489 = call double @sin(double noundef %488) #13
  %490 = call double @llvm.fmuladd.f64(double %482, double 4.000000e+00, double %489)
  %491 = getelementptr inbounds double, ptr %448, i64 %479
  store double %490, ptr %491, align 8, !tbaa !9
  br label %492

492:                                              ; preds = %478, %480
  %493 = getelementptr double, ptr %448, i64 %65
  br i1 %171, label %518, label %494

494:                                              ; preds = %492, %494
  %495 = phi i64 [ %515, %494 ], [ 0, %492 ]
  %496 = phi double [ %514, %494 ], [ %447, %492 ]
  %497 = phi i64 [ %516, %494 ], [ 0, %492 ]
  %498 = getelementptr inbounds double, ptr %448, i64 %495
  %499 = load double, ptr %498, align 8, !tbaa !9
  %500 = xor i64 %495, -1
  %501 = getelementptr double, ptr %493, i64 %500
  %502 = load double, ptr %501, align 8, !tbaa !9
  %503 = fmul double %499, %502
  %504 = fmul double %503, 2.500000e-01
  %505 = fadd double %496, %504
  %506 = or disjoint i64 %495, 1
  %507 = getelementptr inbounds double, ptr %448, i64 %506
  %508 = load double, ptr %507, align 8, !tbaa !9
  %509 = xor i64 %495, -2
  %510 = getelementptr double, ptr %493, i64 %509
  %511 = load double, ptr %510, align 8, !tbaa !9
  %512 = fmul double %508, %511
  %513 = fmul double %512, 2.500000e-01
  %514 = fadd double %505, %513
  %515 = add nuw nsw i64 %495, 2
  %516 = add i64 %497, 2
  %517 = icmp eq i64 %516, %172
  br i1 %517, label %518, label %494, !llvm.loop !24

518:                                              ; preds = %494, %492
  %519 = phi double [ poison, %492 ], [ %514, %494 ]
  %520 = phi i64 [ 0, %492 ], [ %515, %494 ]
  %521 = phi double [ %447, %492 ], [ %514, %494 ]
  br i1 %173, label %531, label %522

522:                                              ; preds = %518
  %523 = getelementptr inbounds double, ptr %448, i64 %520
  %524 = load double, ptr %523, align 8, !tbaa !9
  %525 = xor i64 %520, -1
  %526 = getelementptr double, ptr %493, i64 %525
  %527 = load double, ptr %526, align 8, !tbaa !9
  %528 = fmul double %524, %527
  %529 = fmul double %528, 2.500000e-01
  %530 = fadd double %521, %529
  br label %531

531:                                              ; preds = %518, %522
  %532 = phi double [ %519, %518 ], [ %530, %522 ]
  call void @free(ptr noundef nonnull %448) #13
  %533 = fsub double %211, %215
  store double %533, ptr %210, align 8, !tbaa !9
  %534 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %175, label %573, label %588

535:                                              ; preds = %231, %535
  %536 = phi i64 [ %570, %535 ], [ 0, %231 ]
  %537 = phi double [ %569, %535 ], [ 0.000000e+00, %231 ]
  %538 = phi i64 [ %571, %535 ], [ 0, %231 ]
  %539 = getelementptr inbounds double, ptr %217, i64 %536
  %540 = load double, ptr %539, align 8, !tbaa !9
  %541 = xor i64 %536, -1
  %542 = getelementptr double, ptr %232, i64 %541
  %543 = load double, ptr %542, align 8, !tbaa !9
  %544 = fmul double %540, %543
  %545 = fadd double %537, %544
  %546 = or disjoint i64 %536, 1
  %547 = getelementptr inbounds double, ptr %217, i64 %546
  %548 = load double, ptr %547, align 8, !tbaa !9
  %549 = xor i64 %536, -2
  %550 = getelementptr double, ptr %232, i64 %549
  %551 = load double, ptr %550, align 8, !tbaa !9
  %552 = fmul double %548, %551
  %553 = fadd double %545, %552
  %554 = or disjoint i64 %536, 2
  %555 = getelementptr inbounds double, ptr %217, i64 %554
  %556 = load double, ptr %555, align 8, !tbaa !9
  %557 = xor i64 %536, -3
  %558 = getelementptr double, ptr %232, i64 %557
  %559 = load double, ptr %558, align 8, !tbaa !9
  %560 = fmul double %556, %559
  %561 = fadd double %553, %560
  %562 = or disjoint i64 %536, 3
  %563 = getelementptr inbounds double, ptr %217, i64 %562
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = xor i64 %536, -4
  %566 = getelementptr double, ptr %232, i64 %565
  %567 = load double, ptr %566, align 8, !tbaa !9
  %568 = fmul double %564, %567
  %569 = fadd double %561, %568
  %570 = add nuw nsw i64 %536, 4
  %571 = add i64 %538, 4
  %572 = icmp eq i64 %571, %148
  br i1 %572, label %260, label %535, !llvm.loop !24

573:                                              ; preds = %588, %531
  %574 = phi i64 [ 0, %531 ], [ %612, %588 ]
  br i1 %177, label %586, label %575

575:                                              ; preds = %573
  %576 = getelementptr inbounds double, ptr %140, i64 %574
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = trunc nuw nsw i64 %574 to i32
  %579 = urem i32 %578, %59
  %580 = zext nneg i32 %579 to i64
  %581 = getelementptr inbounds double, ptr %140, i64 %580
  %582 = load double, ptr %581, align 8, !tbaa !9
  %583 = call double @sin(double noundef %582) #13
  %584 = fadd double %577, %583
  %585 = getelementptr inbounds double, ptr %534, i64 %574
  store double %584, ptr %585, align 8, !tbaa !9
  br label %586

586:                                              ; preds = %573, %575
  %587 = getelementptr double, ptr %534, i64 %65
  br i1 %179, label %615, label %901

588:                                              ; preds = %531, %588
  %589 = phi i64 [ %612, %588 ], [ 0, %531 ]
  %590 = phi i64 [ %613, %588 ], [ 0, %531 ]
  %591 = getelementptr inbounds double, ptr %140, i64 %589
  %592 = load double, ptr %591, align 8, !tbaa !9
  %593 = trunc nuw nsw i64 %589 to i32
  %594 = urem i32 %593, %59
  %595 = zext nneg i32 %594 to i64
  %596 = getelementptr inbounds double, ptr %140, i64 %595
  %597 = load double, ptr %596, align 8, !tbaa !9
  %598 = call double @sin(double noundef %597) #13
  %599 = fadd double %592, %598
  %600 = getelementptr inbounds double, ptr %534, i64 %589
  store double %599, ptr %600, align 8, !tbaa !9
  %601 = or disjoint i64 %589, 1
  %602 = getelementptr inbounds double, ptr %140, i64 %601
  %603 = load double, ptr %602, align 8, !tbaa !9
  %604 = trunc nuw nsw i64 %601 to i32
  %605 = urem i32 %604, %59
  %606 = zext nneg i32 %605 to i64
  %607 = getelementptr inbounds double, ptr %140, i64 %606
  %608 = load double, ptr %607, align 8, !tbaa !9
  %609 = call double @sin(double noundef %608) #13
  %610 = fadd double %603, %609
  %611 = getelementptr inbounds double, ptr %534, i64 %601
  store double %610, ptr %611, align 8, !tbaa !9
  %612 = add nuw nsw i64 %589, 2
  %613 = add i64 %590, 2
  %614 = icmp eq i64 %613, %176
  br i1 %614, label %573, label %588, !llvm.loop !21

615:                                              ; preds = %901, %586
  %616 = phi double [ poison, %586 ], [ %935, %901 ]
  %617 = phi i64 [ 0, %586 ], [ %936, %901 ]
  %618 = phi double [ 0.000000e+00, %586 ], [ %935, %901 ]
  br i1 %181, label %633, label %619

619:                                              ; preds = %615, %619
  %620 = phi i64 [ %630, %619 ], [ %617, %615 ]
  %621 = phi double [ %629, %619 ], [ %618, %615 ]
  %622 = phi i64 [ %631, %619 ], [ 0, %615 ]
  %623 = getelementptr inbounds double, ptr %534, i64 %620
  %624 = load double, ptr %623, align 8, !tbaa !9
  %625 = xor i64 %620, -1
  %626 = getelementptr double, ptr %587, i64 %625
  %627 = load double, ptr %626, align 8, !tbaa !9
  %628 = fmul double %624, %627
  %629 = fadd double %621, %628
  %630 = add nuw nsw i64 %620, 1
  %631 = add i64 %622, 1
  %632 = icmp eq i64 %631, %178
  br i1 %632, label %633, label %619, !llvm.loop !25

633:                                              ; preds = %619, %615
  %634 = phi double [ %616, %615 ], [ %629, %619 ]
  call void @free(ptr noundef nonnull %534) #13
  %635 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %183, label %663, label %636

636:                                              ; preds = %633, %636
  %637 = phi i64 [ %652, %636 ], [ 0, %633 ]
  %638 = phi i64 [ %661, %636 ], [ 0, %633 ]
  %639 = getelementptr inbounds double, ptr %140, i64 %637
  %640 = load double, ptr %639, align 8, !tbaa !9
  %641 = or disjoint i64 %637, 1
  %642 = trunc nuw nsw i64 %641 to i32
  %643 = urem i32 %642, %59
  %644 = zext nneg i32 %643 to i64
  %645 = getelementptr inbounds double, ptr %140, i64 %644
  %646 = load double, ptr %645, align 8, !tbaa !9
  %647 = call double @sin(double noundef %646) #13
  %648 = call double @llvm.fmuladd.f64(double %640, double 2.000000e+00, double %647)
  %649 = getelementptr inbounds double, ptr %635, i64 %637
  store double %648, ptr %649, align 8, !tbaa !9
  %650 = getelementptr inbounds double, ptr %140, i64 %641
  %651 = load double, ptr %650, align 8, !tbaa !9
  %652 = add nuw nsw i64 %637, 2
  %653 = trunc nuw nsw i64 %652 to i32
  %654 = urem i32 %653, %59
  %655 = zext nneg i32 %654 to i64
  %656 = getelementptr inbounds double, ptr %140, i64 %655
  %657 = load double, ptr %656, align 8, !tbaa !9
  %658 = call double @sin(double noundef %657) #13
  %659 = call double @llvm.fmuladd.f64(double %651, double 2.000000e+00, double %658)
  %660 = getelementptr inbounds double, ptr %635, i64 %641
  store double %659, ptr %660, align 8, !tbaa !9
  %661 = add i64 %638, 2
  %662 = icmp eq i64 %661, %184
  br i1 %662, label %663, label %636, !llvm.loop !21

663:                                              ; preds = %636, %633
  %664 = phi i64 [ 0, %633 ], [ %652, %636 ]
  br i1 %185, label %677, label %665

665:                                              ; preds = %663
  %666 = getelementptr inbounds double, ptr %140, i64 %664
  %667 = load double, ptr %666, align 8, !tbaa !9
  %668 = trunc i64 %664 to i32
  %669 = add i32 %668, 1
  %670 = urem i32 %669, %59
  %671 = zext nneg i32 %670 to i64
  %672 = getelementptr inbounds double, ptr %140, i64 %671
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = call double @sin(double noundef %673) #13
  %675 = call double @llvm.fmuladd.f64(double %667, double 2.000000e+00, double %674)
  %676 = getelementptr inbounds double, ptr %635, i64 %664
  store double %675, ptr %676, align 8, !tbaa !9
  br label %677

677:                                              ; preds = %663, %665
  %678 = getelementptr double, ptr %635, i64 %65
  br i1 %187, label %703, label %679

679:                                              ; preds = %677, %679
  %680 = phi i64 [ %700, %679 ], [ 0, %677 ]
  %681 = phi double [ %699, %679 ], [ %634, %677 ]
  %682 = phi i64 [ %701, %679 ], [ 0, %677 ]
  %683 = getelementptr inbounds double, ptr %635, i64 %680
  %684 = load double, ptr %683, align 8, !tbaa !9
  %685 = xor i64 %680, -1
  %686 = getelementptr double, ptr %678, i64 %685
  %687 = load double, ptr %686, align 8, !tbaa !9
  %688 = fmul double %684, %687
  %689 = fmul double %688, 5.000000e-01
  %690 = fadd double %681, %689
  %691 = or disjoint i64 %680, 1
  %692 = getelementptr inbounds double, ptr %635, i64 %691
  %693 = load double, ptr %692, align 8, !tbaa !9
  %694 = xor i64 %680, -2
  %695 = getelementptr double, ptr %678, i64 %694
  %696 = load double, ptr %695, align 8, !tbaa !9
  %697 = fmul double %693, %696
  %698 = fmul double %697, 5.000000e-01
  %699 = fadd double %690, %698
  %700 = add nuw nsw i64 %680, 2
  %701 = add i64 %682, 2
  %702 = icmp eq i64 %701, %188
  br i1 %702, label %703, label %679, !llvm.loop !24

703:                                              ; preds = %679, %677
  %704 = phi double [ poison, %677 ], [ %699, %679 ]
  %705 = phi i64 [ 0, %677 ], [ %700, %679 ]
  %706 = phi double [ %634, %677 ], [ %699, %679 ]
  br i1 %189, label %716, label %707

707:                                              ; preds = %703
  %708 = getelementptr inbounds double, ptr %635, i64 %705
  %709 = load double, ptr %708, align 8, !tbaa !9
  %710 = xor i64 %705, -1
  %711 = getelementptr double, ptr %678, i64 %710
  %712 = load double, ptr %711, align 8, !tbaa !9
  %713 = fmul double %709, %712
  %714 = fmul double %713, 5.000000e-01
  %715 = fadd double %706, %714
  br label %716

716:                                              ; preds = %703, %707
  %717 = phi double [ %704, %703 ], [ %715, %707 ]
  call void @free(ptr noundef nonnull %635) #13
  %718 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %191, label %748, label %719

719:                                              ; preds = %716, %719
  %720 = phi i64 [ %745, %719 ], [ 0, %716 ]
  %721 = phi i64 [ %746, %719 ], [ 0, %716 ]
  %722 = getelementptr inbounds double, ptr %140, i64 %720
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = trunc i64 %720 to i32
  %725 = add i32 %724, 2
  %726 = urem i32 %725, %59
  %727 = zext nneg i32 %726 to i64
  %728 = getelementptr inbounds double, ptr %140, i64 %727
  %729 = load double, ptr %728, align 8, !tbaa !9
  %730 = call double @sin(double noundef %729) #13
  %731 = call double @llvm.fmuladd.f64(double %723, double 3.000000e+00, double %730)
  %732 = getelementptr inbounds double, ptr %718, i64 %720
  store double %731, ptr %732, align 8, !tbaa !9
  %733 = or disjoint i64 %720, 1
  %734 = getelementptr inbounds double, ptr %140, i64 %733
  %735 = load double, ptr %734, align 8, !tbaa !9
  %736 = trunc i64 %733 to i32
  %737 = add i32 %736, 2
  %738 = urem i32 %737, %59
  %739 = zext nneg i32 %738 to i64
  %740 = getelementptr inbounds double, ptr %140, i64 %739
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = call double @sin(double noundef %741) #13
  %743 = call double @llvm.fmuladd.f64(double %735, double 3.000000e+00, double %742)
  %744 = getelementptr inbounds double, ptr %718, i64 %733
  store double %743, ptr %744, align 8, !tbaa !9
  %745 = add nuw nsw i64 %720, 2
  %746 = add i64 %721, 2
  %747 = icmp eq i64 %746, %192
  br i1 %747, label %748, label %719, !llvm.loop !21

748:                                              ; preds = %719, %716
  %749 = phi i64 [ 0, %716 ], [ %745, %719 ]
  br i1 %193, label %762, label %750

750:                                              ; preds = %748
  %751 = getelementptr inbounds double, ptr %140, i64 %749
  %752 = load double, ptr %751, align 8, !tbaa !9
  %753 = trunc i64 %749 to i32
  %754 = add i32 %753, 2
  %755 = urem i32 %754, %59
  %756 = zext nneg i32 %755 to i64
  %757 = getelementptr inbounds double, ptr %140, i64 %756
  %758 = load double, ptr %757, align 8, !tbaa !9
  %759 = call double @sin(double noundef %758) #13
  %760 = call double @llvm.fmuladd.f64(double %752, double 3.000000e+00, double %759)
  %761 = getelementptr inbounds double, ptr %718, i64 %749
  store double %760, ptr %761, align 8, !tbaa !9
  br label %762

762:                                              ; preds = %748, %750
  %763 = getelementptr double, ptr %718, i64 %65
  br i1 %195, label %788, label %764

764:                                              ; preds = %762, %764
  %765 = phi i64 [ %785, %764 ], [ 0, %762 ]
  %766 = phi double [ %784, %764 ], [ %717, %762 ]
  %767 = phi i64 [ %786, %764 ], [ 0, %762 ]
  %768 = getelementptr inbounds double, ptr %718, i64 %765
  %769 = load double, ptr %768, align 8, !tbaa !9
  %770 = xor i64 %765, -1
  %771 = getelementptr double, ptr %763, i64 %770
  %772 = load double, ptr %771, align 8, !tbaa !9
  %773 = fmul double %769, %772
  %774 = fdiv double %773, 3.000000e+00
  %775 = fadd double %766, %774
  %776 = or disjoint i64 %765, 1
  %777 = getelementptr inbounds double, ptr %718, i64 %776
  %778 = load double, ptr %777, align 8, !tbaa !9
  %779 = xor i64 %765, -2
  %780 = getelementptr double, ptr %763, i64 %779
  %781 = load double, ptr %780, align 8, !tbaa !9
  %782 = fmul double %778, %781
  %783 = fdiv double %782, 3.000000e+00
  %784 = fadd double %775, %783
  %785 = add nuw nsw i64 %765, 2
  %786 = add i64 %767, 2
  %787 = icmp eq i64 %786, %196
  br i1 %787, label %788, label %764, !llvm.loop !24

788:                                              ; preds = %764, %762
  %789 = phi double [ poison, %762 ], [ %784, %764 ]
  %790 = phi i64 [ 0, %762 ], [ %785, %764 ]
  %791 = phi double [ %717, %762 ], [ %784, %764 ]
  br i1 %197, label %801, label %792

792:                                              ; preds = %788
  %793 = getelementptr inbounds double, ptr %718, i64 %790
  %794 = load double, ptr %793, align 8, !tbaa !9
  %795 = xor i64 %790, -1
  %796 = getelementptr double, ptr %763, i64 %795
  %797 = load double, ptr %796, align 8, !tbaa !9
  %798 = fmul double %794, %797
  %799 = fdiv double %798, 3.000000e+00
  %800 = fadd double %791, %799
  br label %801

801:                                              ; preds = %788, %792
  %802 = phi double [ %789, %788 ], [ %800, %792 ]
  call void @free(ptr noundef nonnull %718) #13
  %803 = call noalias ptr @malloc(i64 noundef %66) #14
  br i1 %199, label %833, label %804

804:                                              ; preds = %801, %804
  %805 = phi i64 [ %830, %804 ], [ 0, %801 ]
  %806 = phi i64 [ %831, %804 ], [ 0, %801 ]
  %807 = getelementptr inbounds double, ptr %140, i64 %805
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = trunc i64 %805 to i32
  %810 = add i32 %809, 3
  %811 = urem i32 %810, %59
  %812 = zext nneg i32 %811 to i64
  %813 = getelementptr inbounds double, ptr %140, i64 %812
  %814 = load double, ptr %813, align 8, !tbaa !9
  %815 = call double @sin(double noundef %814) #13
  %816 = call double @llvm.fmuladd.f64(double %808, double 4.000000e+00, double %815)
  %817 = getelementptr inbounds double, ptr %803, i64 %805
  store double %816, ptr %817, align 8, !tbaa !9
  %818 = or disjoint i64 %805, 1
  %819 = getelementptr inbounds double, ptr %140, i64 %818
  %820 = load double, ptr %819, align 8, !tbaa !9
  %821 = trunc i64 %818 to i32
  %822 = add i32 %821, 3
  %823 = urem i32 %822, %59
  %824 = zext nneg i32 %823 to i64
  %825 = getelementptr inbounds double, ptr %140, i64 %824
  %826 = load double, ptr %825, align 8, !tbaa !9
  %827 = call double @sin(double noundef %826) #13
  %828 = call double @llvm.fmuladd.f64(double %820, double 4.000000e+00, double %827)
  %829 = getelementptr inbounds double, ptr %803, i64 %818
  store double %828, ptr %829, align 8, !tbaa !9
  %830 = add nuw nsw i64 %805, 2
  %831 = add i64 %806, 2
  %832 = icmp eq i64 %831, %200
  br i1 %832, label %833, label %804, !llvm.loop !21

833:                                              ; preds = %804, %801
  %834 = phi i64 [ 0, %801 ], [ %830, %804 ]
  br i1 %201, label %847, label %835

835:                                              ; preds = %833
  %836 = getelementptr inbounds double, ptr %140, i64 %834
  %837 = load double, ptr %836, align 8, !tbaa !9
  %838 = trunc i64 %834 to i32
  %839 = add i32 %838, 3
  %840 = urem i32 %839, %59
  %841 = zext nneg i32 %840 to i64
  %842 = getelementptr inbounds double, ptr %140, i64 %841
  %843 = load double, ptr %842, align 8, !tbaa !9
  %844 = call double @sin(double noundef %843) #13
  %845 = call double @llvm.fmuladd.f64(double %837, double 4.000000e+00, double %844)
  %846 = getelementptr inbounds double, ptr %803, i64 %834
  store double %845, ptr %846, align 8, !tbaa !9
  br label %847

847:                                              ; preds = %833, %835
  %848 = getelementptr double, ptr %803, i64 %65
  br i1 %203, label %873, label %849

849:                                              ; preds = %847, %849
  %850 = phi i64 [ %870, %849 ], [ 0, %847 ]
  %851 = phi double [ %869, %849 ], [ %802, %847 ]
  %852 = phi i64 [ %871, %849 ], [ 0, %847 ]
  %853 = getelementptr inbounds double, ptr %803, i64 %850
  %854 = load double, ptr %853, align 8, !tbaa !9
  %855 = xor i64 %850, -1
  %856 = getelementptr double, ptr %848, i64 %855
  %857 = load double, ptr %856, align 8, !tbaa !9
  %858 = fmul double %854, %857
  %859 = fmul double %858, 2.500000e-01
  %860 = fadd double %851, %859
  %861 = or disjoint i64 %850, 1
  %862 = getelementptr inbounds double, ptr %803, i64 %861
  %863 = load double, ptr %862, align 8, !tbaa !9
  %864 = xor i64 %850, -2
  %865 = getelementptr double, ptr %848, i64 %864
  %866 = load double, ptr %865, align 8, !tbaa !9
  %867 = fmul double %863, %866
  %868 = fmul double %867, 2.500000e-01
  %869 = fadd double %860, %868
  %870 = add nuw nsw i64 %850, 2
  %871 = add i64 %852, 2
  %872 = icmp eq i64 %871, %204
  br i1 %872, label %873, label %849, !llvm.loop !24

873:                                              ; preds = %849, %847
  %874 = phi double [ poison, %847 ], [ %869, %849 ]
  %875 = phi i64 [ 0, %847 ], [ %870, %849 ]
  %876 = phi double [ %802, %847 ], [ %869, %849 ]
  br i1 %205, label %886, label %877

877:                                              ; preds = %873
  %878 = getelementptr inbounds double, ptr %803, i64 %875
  %879 = load double, ptr %878, align 8, !tbaa !9
  %880 = xor i64 %875, -1
  %881 = getelementptr double, ptr %848, i64 %880
  %882 = load double, ptr %881, align 8, !tbaa !9
  %883 = fmul double %879, %882
  %884 = fmul double %883, 2.500000e-01
  %885 = fadd double %876, %884
  br label %886

886:                                              ; preds = %873, %877
  %887 = phi double [ %874, %873 ], [ %885, %877 ]
  call void @free(ptr noundef nonnull %803) #13
  store double %211, ptr %210, align 8, !tbaa !9
  %888 = fsub double %532, %887
  %889 = fsub double %216, %533
  %890 = fdiv double %888, %889
  %891 = call double @llvm.fabs.f64(double %890)
  %892 = fcmp ogt double %891, 1.000000e+00
  %893 = select i1 %892, double %891, double 1.000000e+00
  %894 = fsub double %209, %890
  %895 = call double @llvm.fabs.f64(double %894)
  %896 = fmul double %893, 0x3EB0C6F7A0B5ED8D
  %897 = fcmp ole double %895, %896
  %898 = select i1 %897, ptr @.str.6, ptr @.str.7
  %899 = trunc nuw nsw i64 %207 to i32
  %900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %899, double noundef %209, double noundef %890, ptr noundef nonnull %898)
  br i1 %897, label %942, label %939

901:                                              ; preds = %586, %901
  %902 = phi i64 [ %936, %901 ], [ 0, %586 ]
  %903 = phi double [ %935, %901 ], [ 0.000000e+00, %586 ]
  %904 = phi i64 [ %937, %901 ], [ 0, %586 ]
  %905 = getelementptr inbounds double, ptr %534, i64 %902
  %906 = load double, ptr %905, align 8, !tbaa !9
  %907 = xor i64 %902, -1
  %908 = getelementptr double, ptr %587, i64 %907
  %909 = load double, ptr %908, align 8, !tbaa !9
  %910 = fmul double %906, %909
  %911 = fadd double %903, %910
  %912 = or disjoint i64 %902, 1
  %913 = getelementptr inbounds double, ptr %534, i64 %912
  %914 = load double, ptr %913, align 8, !tbaa !9
  %915 = xor i64 %902, -2
  %916 = getelementptr double, ptr %587, i64 %915
  %917 = load double, ptr %916, align 8, !tbaa !9
  %918 = fmul double %914, %917
  %919 = fadd double %911, %918
  %920 = or disjoint i64 %902, 2
  %921 = getelementptr inbounds double, ptr %534, i64 %920
  %922 = load double, ptr %921, align 8, !tbaa !9
  %923 = xor i64 %902, -3
  %924 = getelementptr double, ptr %587, i64 %923
  %925 = load double, ptr %924, align 8, !tbaa !9
  %926 = fmul double %922, %925
  %927 = fadd double %919, %926
  %928 = or disjoint i64 %902, 3
  %929 = getelementptr inbounds double, ptr %534, i64 %928
  %930 = load double, ptr %929, align 8, !tbaa !9
  %931 = xor i64 %902, -4
  %932 = getelementptr double, ptr %587, i64 %931
  %933 = load double, ptr %932, align 8, !tbaa !9
  %934 = fmul double %930, %933
  %935 = fadd double %927, %934
  %936 = add nuw nsw i64 %902, 4
  %937 = add i64 %904, 4
  %938 = icmp eq i64 %937, %180
  br i1 %938, label %615, label %901, !llvm.loop !24

939:                                              ; preds = %886
  %940 = load i32, ptr @n_fail, align 4, !tbaa !13
  %941 = add nsw i32 %940, 1
  store i32 %941, ptr @n_fail, align 4, !tbaa !13
  br label %942

942:                                              ; preds = %939, %886
  %943 = add nuw nsw i64 %207, 1
  %944 = icmp eq i64 %943, %67
  br i1 %944, label %945, label %206, !llvm.loop !19

945:                                              ; preds = %942
  call void @free(ptr noundef nonnull %140) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  %946 = add nuw nsw i64 %57, 1
  %947 = icmp eq i64 %946, 3
  br i1 %947, label %50, label %56, !llvm.loop !26

948:                                              ; preds = %137, %959
  %949 = phi i64 [ 0, %137 ], [ %960, %959 ]
  %950 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %949
  %951 = load double, ptr %950, align 8, !tbaa !9
  %952 = fcmp oeq double %951, 0.000000e+00
  %953 = select i1 %952, ptr @.str.6, ptr @.str.7
  %954 = trunc nuw nsw i64 %949 to i32
  %955 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %954, double noundef %951, double noundef 0.000000e+00, ptr noundef nonnull %953)
  br i1 %952, label %959, label %956

956:                                              ; preds = %948
  %957 = load i32, ptr @n_fail, align 4, !tbaa !13
  %958 = add nsw i32 %957, 1
  store i32 %958, ptr @n_fail, align 4, !tbaa !13
  br label %959

959:                                              ; preds = %948, %956
  %960 = add nuw nsw i64 %949, 1
  %961 = icmp eq i64 %960, %62
  br i1 %961, label %138, label %948, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @temps(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #14
  %6 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #15
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %66

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  br label %13

10:                                               ; preds = %13
  br i1 %7, label %11, label %66

11:                                               ; preds = %10
  %12 = zext nneg i32 %1 to i64
  br label %30

13:                                               ; preds = %8, %13
  %14 = phi i64 [ 0, %8 ], [ %22, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, 3.000000e-01
  %18 = tail call double @exp(double noundef %17) #13
  %19 = load double, ptr %15, align 8, !tbaa !9
  %20 = fsub double %18, %19
  %21 = getelementptr inbounds double, ptr %5, i64 %14
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %10, label %13, !llvm.loop !28

24:                                               ; preds = %30
  br i1 %7, label %25, label %66

25:                                               ; preds = %24
  %26 = and i64 %12, 3
  %27 = icmp ult i32 %1, 4
  br i1 %27, label %51, label %28

28:                                               ; preds = %25
  %29 = and i64 %12, 2147483644
  br label %68

30:                                               ; preds = %11, %30
  %31 = phi i64 [ 0, %11 ], [ %34, %30 ]
  %32 = getelementptr inbounds double, ptr %5, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = add nuw nsw i64 %31, 1
  %35 = icmp eq i64 %34, %12
  %36 = and i64 %34, 4294967295
  %37 = select i1 %35, i64 0, i64 %36
  %38 = getelementptr inbounds double, ptr %5, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr inbounds double, ptr %6, i64 %31
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %33, double %39, double %41)
  store double %42, ptr %40, align 8, !tbaa !9
  %43 = trunc i64 %31 to i32
  %44 = add i32 %43, 2
  %45 = urem i32 %44, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %6, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %48)
  store double %49, ptr %47, align 8, !tbaa !9
  %50 = icmp eq i64 %34, %12
  br i1 %50, label %24, label %30, !llvm.loop !29

51:                                               ; preds = %68, %25
  %52 = phi double [ poison, %25 ], [ %86, %68 ]
  %53 = phi i64 [ 0, %25 ], [ %87, %68 ]
  %54 = phi double [ 0.000000e+00, %25 ], [ %86, %68 ]
  %55 = icmp eq i64 %26, 0
  br i1 %55, label %66, label %56

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %63, %56 ], [ %53, %51 ]
  %58 = phi double [ %62, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %64, %56 ], [ 0, %51 ]
  %60 = getelementptr inbounds double, ptr %6, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = tail call double @llvm.fmuladd.f64(double %61, double %61, double %58)
  %63 = add nuw nsw i64 %57, 1
  %64 = add i64 %59, 1
  %65 = icmp eq i64 %64, %26
  br i1 %65, label %66, label %56, !llvm.loop !30

66:                                               ; preds = %51, %56, %2, %10, %24
  %67 = phi double [ 0.000000e+00, %24 ], [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %52, %51 ], [ %62, %56 ]
  tail call void @free(ptr noundef %5) #13
  tail call void @free(ptr noundef %6) #13
  ret double %67

68:                                               ; preds = %68, %28
  %69 = phi i64 [ 0, %28 ], [ %87, %68 ]
  %70 = phi double [ 0.000000e+00, %28 ], [ %86, %68 ]
  %71 = phi i64 [ 0, %28 ], [ %88, %68 ]
  %72 = getelementptr inbounds double, ptr %6, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = tail call double @llvm.fmuladd.f64(double %73, double %73, double %70)
  %75 = or disjoint i64 %69, 1
  %76 = getelementptr inbounds double, ptr %6, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = tail call double @llvm.fmuladd.f64(double %77, double %77, double %74)
  %79 = or disjoint i64 %69, 2
  %80 = getelementptr inbounds double, ptr %6, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %81, double %78)
  %83 = or disjoint i64 %69, 3
  %84 = getelementptr inbounds double, ptr %6, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %82)
  %87 = add nuw nsw i64 %69, 4
  %88 = add i64 %71, 4
  %89 = icmp eq i64 %88, %29
  br i1 %89, label %51, label %68, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = add nsw i32 %2, 2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #14
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %116

11:                                               ; preds = %3
  %12 = zext nneg i32 %2 to i64
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %108

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %29, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !9
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !9
  %24 = fmul <2 x double> %22, %22
  %25 = fmul <2 x double> %23, %23
  %26 = or disjoint i64 %19, 1
  %27 = getelementptr inbounds double, ptr %9, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %24, ptr %27, align 8, !tbaa !9
  store <2 x double> %25, ptr %28, align 8, !tbaa !9
  %29 = add nuw i64 %19, 4
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %18, !llvm.loop !32

31:                                               ; preds = %18
  %32 = icmp eq i64 %17, %12
  br i1 %32, label %33, label %14

33:                                               ; preds = %108, %31
  %34 = zext nneg i32 %2 to i64
  %35 = getelementptr inbounds double, ptr %9, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %9, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = getelementptr inbounds double, ptr %9, i64 %34
  store double %36, ptr %9, align 8, !tbaa !9
  %40 = getelementptr i8, ptr %39, i64 8
  store double %38, ptr %40, align 8, !tbaa !9
  br i1 %10, label %41, label %116

41:                                               ; preds = %33
  %42 = zext nneg i32 %2 to i64
  %43 = load double, ptr %9, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %9, i64 16
  %45 = icmp ult i32 %2, 4
  %46 = sub i64 %5, %4
  %47 = icmp ult i64 %46, 32
  %48 = or i1 %45, %47
  br i1 %48, label %49, label %72

49:                                               ; preds = %105, %41
  %50 = phi double [ %43, %41 ], [ %106, %105 ]
  %51 = phi i64 [ 0, %41 ], [ %73, %105 ]
  %52 = and i64 %34, 1
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %67, label %54

54:                                               ; preds = %49
  %55 = or disjoint i64 %51, 1
  %56 = getelementptr inbounds double, ptr %9, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul double %57, 5.000000e-01
  %59 = tail call double @llvm.fmuladd.f64(double %50, double 2.500000e-01, double %58)
  %60 = getelementptr inbounds double, ptr %44, i64 %51
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, 2.500000e-01
  %63 = getelementptr inbounds double, ptr %0, i64 %51
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = tail call double @llvm.fmuladd.f64(double %62, double %64, double %59)
  %66 = getelementptr inbounds double, ptr %1, i64 %51
  store double %65, ptr %66, align 8, !tbaa !9
  br label %67

67:                                               ; preds = %54, %49
  %68 = phi double [ %50, %49 ], [ %57, %54 ]
  %69 = phi i64 [ %51, %49 ], [ %55, %54 ]
  %70 = add nsw i64 %34, -1
  %71 = icmp eq i64 %51, %70
  br i1 %71, label %116, label %117

72:                                               ; preds = %41
  %73 = and i64 %12, 2147483644
  %74 = insertelement <2 x double> poison, double %43, i64 1
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi i64 [ 0, %72 ], [ %103, %75 ]
  %77 = phi <2 x double> [ %74, %72 ], [ %82, %75 ]
  %78 = or disjoint i64 %76, 1
  %79 = getelementptr inbounds double, ptr %9, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load <2 x double>, ptr %79, align 8, !tbaa !9
  %82 = load <2 x double>, ptr %80, align 8, !tbaa !9
  %83 = shufflevector <2 x double> %77, <2 x double> %81, <2 x i32> <i32 1, i32 2>
  %84 = shufflevector <2 x double> %81, <2 x double> %82, <2 x i32> <i32 1, i32 2>
  %85 = fmul <2 x double> %81, <double 5.000000e-01, double 5.000000e-01>
  %86 = fmul <2 x double> %82, <double 5.000000e-01, double 5.000000e-01>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %85)
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %86)
  %89 = getelementptr inbounds double, ptr %44, i64 %76
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load <2 x double>, ptr %89, align 8, !tbaa !9
  %92 = load <2 x double>, ptr %90, align 8, !tbaa !9
  %93 = fmul <2 x double> %91, <double 2.500000e-01, double 2.500000e-01>
  %94 = fmul <2 x double> %92, <double 2.500000e-01, double 2.500000e-01>
  %95 = getelementptr inbounds double, ptr %0, i64 %76
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !9
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !9
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %97, <2 x double> %87)
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %98, <2 x double> %88)
  %101 = getelementptr inbounds double, ptr %1, i64 %76
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  store <2 x double> %99, ptr %101, align 8, !tbaa !9
  store <2 x double> %100, ptr %102, align 8, !tbaa !9
  %103 = add nuw i64 %76, 4
  %104 = icmp eq i64 %103, %73
  br i1 %104, label %105, label %75, !llvm.loop !35

105:                                              ; preds = %75
  %106 = extractelement <2 x double> %82, i64 1
  %107 = icmp eq i64 %73, %12
  br i1 %107, label %116, label %49

108:                                              ; preds = %14, %108
  %109 = phi i64 [ %113, %108 ], [ %15, %14 ]
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = fmul double %111, %111
  %113 = add nuw nsw i64 %109, 1
  %114 = getelementptr inbounds double, ptr %9, i64 %113
  store double %112, ptr %114, align 8, !tbaa !9
  %115 = icmp eq i64 %113, %12
  br i1 %115, label %33, label %108, !llvm.loop !36

116:                                              ; preds = %67, %117, %105, %3, %33
  tail call void @free(ptr noundef nonnull %9) #13
  ret void

117:                                              ; preds = %67, %117
  %118 = phi double [ %126, %117 ], [ %68, %67 ]
  %119 = phi i64 [ %132, %117 ], [ %69, %67 ]
  %120 = add nuw nsw i64 %119, 1
  %121 = getelementptr inbounds double, ptr %9, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul double %122, 5.000000e-01
  %124 = tail call double @llvm.fmuladd.f64(double %118, double 2.500000e-01, double %123)
  %125 = getelementptr inbounds double, ptr %44, i64 %119
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul double %126, 2.500000e-01
  %128 = getelementptr inbounds double, ptr %0, i64 %119
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = tail call double @llvm.fmuladd.f64(double %127, double %129, double %124)
  %131 = getelementptr inbounds double, ptr %1, i64 %119
  store double %130, ptr %131, align 8, !tbaa !9
  %132 = add nuw nsw i64 %119, 2
  %133 = fmul double %126, 5.000000e-01
  %134 = tail call double @llvm.fmuladd.f64(double %122, double 2.500000e-01, double %133)
  %135 = getelementptr inbounds double, ptr %44, i64 %120
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fmul double %136, 2.500000e-01
  %138 = getelementptr inbounds double, ptr %0, i64 %120
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = tail call double @llvm.fmuladd.f64(double %137, double %139, double %134)
  %141 = getelementptr inbounds double, ptr %1, i64 %120
  store double %140, ptr %141, align 8, !tbaa !9
  %142 = icmp eq i64 %132, %42
  br i1 %142, label %116, label %117, !llvm.loop !37
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc double @obj_smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #5 {
  %3 = alloca [20 x double], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #13
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = add nsw i32 %4, 2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #14
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @free(ptr noundef nonnull %8) #13
  br label %129

11:                                               ; preds = %2
  %12 = zext nneg i32 %4 to i64
  %13 = icmp ult i32 %4, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %31, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %31 ]
  br label %80

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %29, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !9
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !9
  %24 = fmul <2 x double> %22, %22
  %25 = fmul <2 x double> %23, %23
  %26 = or disjoint i64 %19, 1
  %27 = getelementptr inbounds double, ptr %8, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %24, ptr %27, align 8, !tbaa !9
  store <2 x double> %25, ptr %28, align 8, !tbaa !9
  %29 = add nuw i64 %19, 4
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %18, !llvm.loop !38

31:                                               ; preds = %18
  %32 = icmp eq i64 %17, %12
  br i1 %32, label %33, label %14

33:                                               ; preds = %80, %31
  %34 = getelementptr inbounds double, ptr %8, i64 %12
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %8, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !9
  store double %35, ptr %8, align 8, !tbaa !9
  %38 = getelementptr i8, ptr %34, i64 8
  store double %37, ptr %38, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %8, i64 16
  %40 = icmp ult i32 %4, 4
  br i1 %40, label %41, label %44

41:                                               ; preds = %77, %33
  %42 = phi double [ %35, %33 ], [ %78, %77 ]
  %43 = phi i64 [ 0, %33 ], [ %45, %77 ]
  br label %88

44:                                               ; preds = %33
  %45 = and i64 %12, 2147483644
  %46 = insertelement <2 x double> poison, double %35, i64 1
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi i64 [ 0, %44 ], [ %75, %47 ]
  %49 = phi <2 x double> [ %46, %44 ], [ %54, %47 ]
  %50 = or disjoint i64 %48, 1
  %51 = getelementptr inbounds double, ptr %8, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !9
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !9
  %55 = shufflevector <2 x double> %49, <2 x double> %53, <2 x i32> <i32 1, i32 2>
  %56 = shufflevector <2 x double> %53, <2 x double> %54, <2 x i32> <i32 1, i32 2>
  %57 = fmul <2 x double> %53, <double 5.000000e-01, double 5.000000e-01>
  %58 = fmul <2 x double> %54, <double 5.000000e-01, double 5.000000e-01>
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %57)
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %58)
  %61 = getelementptr inbounds double, ptr %39, i64 %48
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load <2 x double>, ptr %61, align 8, !tbaa !9
  %64 = load <2 x double>, ptr %62, align 8, !tbaa !9
  %65 = fmul <2 x double> %63, <double 2.500000e-01, double 2.500000e-01>
  %66 = fmul <2 x double> %64, <double 2.500000e-01, double 2.500000e-01>
  %67 = getelementptr inbounds double, ptr %0, i64 %48
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !9
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !9
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %69, <2 x double> %59)
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %70, <2 x double> %60)
  %73 = getelementptr inbounds double, ptr %3, i64 %48
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  store <2 x double> %71, ptr %73, align 16, !tbaa !9
  store <2 x double> %72, ptr %74, align 16, !tbaa !9
  %75 = add nuw i64 %48, 4
  %76 = icmp eq i64 %75, %45
  br i1 %76, label %77, label %47, !llvm.loop !39

77:                                               ; preds = %47
  %78 = extractelement <2 x double> %54, i64 1
  %79 = icmp eq i64 %45, %12
  br i1 %79, label %104, label %41

80:                                               ; preds = %14, %80
  %81 = phi i64 [ %85, %80 ], [ %15, %14 ]
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul double %83, %83
  %85 = add nuw nsw i64 %81, 1
  %86 = getelementptr inbounds double, ptr %8, i64 %85
  store double %84, ptr %86, align 8, !tbaa !9
  %87 = icmp eq i64 %85, %12
  br i1 %87, label %33, label %80, !llvm.loop !40

88:                                               ; preds = %41, %88
  %89 = phi double [ %93, %88 ], [ %42, %41 ]
  %90 = phi i64 [ %91, %88 ], [ %43, %41 ]
  %91 = add nuw nsw i64 %90, 1
  %92 = getelementptr inbounds double, ptr %8, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fmul double %93, 5.000000e-01
  %95 = tail call double @llvm.fmuladd.f64(double %89, double 2.500000e-01, double %94)
  %96 = getelementptr inbounds double, ptr %39, i64 %90
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = fmul double %97, 2.500000e-01
  %99 = getelementptr inbounds double, ptr %0, i64 %90
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = tail call double @llvm.fmuladd.f64(double %98, double %100, double %95)
  %102 = getelementptr inbounds double, ptr %3, i64 %90
  store double %101, ptr %102, align 8, !tbaa !9
  %103 = icmp eq i64 %91, %12
  br i1 %103, label %104, label %88, !llvm.loop !41

104:                                              ; preds = %88, %77
  tail call void @free(ptr noundef nonnull %8) #13
  br i1 %9, label %105, label %129

105:                                              ; preds = %104
  %106 = getelementptr inbounds i8, ptr %1, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !18
  %108 = and i64 %12, 3
  %109 = icmp ult i32 %4, 4
  br i1 %109, label %112, label %110

110:                                              ; preds = %105
  %111 = and i64 %12, 2147483644
  br label %131

112:                                              ; preds = %131, %105
  %113 = phi double [ poison, %105 ], [ %157, %131 ]
  %114 = phi i64 [ 0, %105 ], [ %158, %131 ]
  %115 = phi double [ 0.000000e+00, %105 ], [ %157, %131 ]
  %116 = icmp eq i64 %108, 0
  br i1 %116, label %129, label %117

117:                                              ; preds = %112, %117
  %118 = phi i64 [ %126, %117 ], [ %114, %112 ]
  %119 = phi double [ %125, %117 ], [ %115, %112 ]
  %120 = phi i64 [ %127, %117 ], [ 0, %112 ]
  %121 = getelementptr inbounds double, ptr %107, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %118
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %124, double %119)
  %126 = add nuw nsw i64 %118, 1
  %127 = add i64 %120, 1
  %128 = icmp eq i64 %127, %108
  br i1 %128, label %129, label %117, !llvm.loop !42

129:                                              ; preds = %112, %117, %10, %104
  %130 = phi double [ 0.000000e+00, %104 ], [ 0.000000e+00, %10 ], [ %113, %112 ], [ %125, %117 ]
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #13
  ret double %130

131:                                              ; preds = %131, %110
  %132 = phi i64 [ 0, %110 ], [ %158, %131 ]
  %133 = phi double [ 0.000000e+00, %110 ], [ %157, %131 ]
  %134 = phi i64 [ 0, %110 ], [ %159, %131 ]
  %135 = getelementptr inbounds double, ptr %107, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %132
  %138 = load double, ptr %137, align 16, !tbaa !9
  %139 = tail call double @llvm.fmuladd.f64(double %136, double %138, double %133)
  %140 = or disjoint i64 %132, 1
  %141 = getelementptr inbounds double, ptr %107, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = tail call double @llvm.fmuladd.f64(double %142, double %144, double %139)
  %146 = or disjoint i64 %132, 2
  %147 = getelementptr inbounds double, ptr %107, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %146
  %150 = load double, ptr %149, align 16, !tbaa !9
  %151 = tail call double @llvm.fmuladd.f64(double %148, double %150, double %145)
  %152 = or disjoint i64 %132, 3
  %153 = getelementptr inbounds double, ptr %107, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = tail call double @llvm.fmuladd.f64(double %154, double %156, double %151)
  %158 = add nuw nsw i64 %132, 4
  %159 = add i64 %134, 4
  %160 = icmp eq i64 %159, %111
  br i1 %160, label %112, label %131, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @loop_alloc(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %20

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = icmp sgt i32 %1, 0
  %9 = zext nneg i32 %2 to i64
  %10 = zext i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %10, 1
  %13 = icmp eq i64 %11, 0
  %14 = and i64 %10, 2147483646
  %15 = icmp eq i64 %12, 0
  %16 = and i64 %10, 1
  %17 = icmp eq i64 %11, 0
  %18 = and i64 %10, 2147483646
  %19 = icmp eq i64 %16, 0
  br label %22

20:                                               ; preds = %94, %3
  %21 = phi double [ 0.000000e+00, %3 ], [ %96, %94 ]
  ret double %21

22:                                               ; preds = %5, %94
  %23 = phi i64 [ 0, %5 ], [ %95, %94 ]
  %24 = phi double [ 0.000000e+00, %5 ], [ %96, %94 ]
  %25 = tail call noalias ptr @malloc(i64 noundef %7) #14
  br i1 %8, label %26, label %45

26:                                               ; preds = %22
  %27 = trunc i64 %23 to i32
  %28 = add i32 %27, 1
  %29 = uitofp nneg i32 %28 to double
  br i1 %13, label %30, label %52

30:                                               ; preds = %52, %26
  %31 = phi i64 [ 0, %26 ], [ %78, %52 ]
  br i1 %15, label %44, label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds double, ptr %0, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = add nuw nsw i64 %31, %23
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = urem i32 %36, %1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = tail call double @sin(double noundef %40) #13
  %42 = tail call double @llvm.fmuladd.f64(double %34, double %29, double %41)
  %43 = getelementptr inbounds double, ptr %25, i64 %31
  store double %42, ptr %43, align 8, !tbaa !9
  br label %44

44:                                               ; preds = %30, %32
  br i1 %8, label %47, label %45

45:                                               ; preds = %22, %44
  %46 = add nuw nsw i64 %23, 1
  br label %94

47:                                               ; preds = %44
  %48 = add nuw nsw i64 %23, 1
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = uitofp i32 %49 to double
  %51 = getelementptr double, ptr %25, i64 %6
  br i1 %17, label %81, label %98

52:                                               ; preds = %26, %52
  %53 = phi i64 [ %78, %52 ], [ 0, %26 ]
  %54 = phi i64 [ %79, %52 ], [ 0, %26 ]
  %55 = getelementptr inbounds double, ptr %0, i64 %53
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = add nuw nsw i64 %53, %23
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = urem i32 %58, %1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @sin(double noundef %62) #13
  %64 = tail call double @llvm.fmuladd.f64(double %56, double %29, double %63)
  %65 = getelementptr inbounds double, ptr %25, i64 %53
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = or disjoint i64 %53, 1
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = add nuw nsw i64 %66, %23
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = urem i32 %70, %1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @sin(double noundef %74) #13
  %76 = tail call double @llvm.fmuladd.f64(double %68, double %29, double %75)
  %77 = getelementptr inbounds double, ptr %25, i64 %66
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = add nuw nsw i64 %53, 2
  %79 = add i64 %54, 2
  %80 = icmp eq i64 %79, %14
  br i1 %80, label %30, label %52, !llvm.loop !21

81:                                               ; preds = %98, %47
  %82 = phi double [ poison, %47 ], [ %118, %98 ]
  %83 = phi i64 [ 0, %47 ], [ %119, %98 ]
  %84 = phi double [ %24, %47 ], [ %118, %98 ]
  br i1 %19, label %94, label %85

85:                                               ; preds = %81
  %86 = getelementptr inbounds double, ptr %25, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = xor i64 %83, -1
  %89 = getelementptr double, ptr %51, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fmul double %87, %90
  %92 = fdiv double %91, %50
  %93 = fadd double %84, %92
  br label %94

94:                                               ; preds = %85, %81, %45
  %95 = phi i64 [ %46, %45 ], [ %48, %81 ], [ %48, %85 ]
  %96 = phi double [ %24, %45 ], [ %82, %81 ], [ %93, %85 ]
  tail call void @free(ptr noundef %25) #13
  %97 = icmp eq i64 %95, %9
  br i1 %97, label %20, label %22, !llvm.loop !44

98:                                               ; preds = %47, %98
  %99 = phi i64 [ %119, %98 ], [ 0, %47 ]
  %100 = phi double [ %118, %98 ], [ %24, %47 ]
  %101 = phi i64 [ %120, %98 ], [ 0, %47 ]
  %102 = getelementptr inbounds double, ptr %25, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = xor i64 %99, -1
  %105 = getelementptr double, ptr %51, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = fmul double %103, %106
  %108 = fdiv double %107, %50
  %109 = fadd double %100, %108
  %110 = or disjoint i64 %99, 1
  %111 = getelementptr inbounds double, ptr %25, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = xor i64 %99, -2
  %114 = getelementptr double, ptr %51, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = fmul double %112, %115
  %117 = fdiv double %116, %50
  %118 = fadd double %109, %117
  %119 = add nuw nsw i64 %99, 2
  %120 = add i64 %101, 2
  %121 = icmp eq i64 %120, %18
  br i1 %121, label %81, label %98, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(0,1) }

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
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !17, i64 8}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 8}
!19 = distinct !{!19, !12}
!20 = distinct !{null, ptr @obj_smooth, null}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !23}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12, !33, !34}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = !{!"llvm.loop.unroll.runtime.disable"}
!35 = distinct !{!35, !12, !33, !34}
!36 = distinct !{!36, !12, !34, !33}
!37 = distinct !{!37, !12, !33}
!38 = distinct !{!38, !12, !33, !34}
!39 = distinct !{!39, !12, !33, !34}
!40 = distinct !{!40, !12, !34, !33}
!41 = distinct !{!41, !12, !34, !33}
!42 = distinct !{!42, !23}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12}
