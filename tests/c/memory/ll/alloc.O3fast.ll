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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [20 x double], align 16
  %6 = alloca [20 x double], align 16
  %7 = alloca [20 x double], align 16
  %8 = alloca [20 x double], align 16
  %9 = alloca [20 x double], align 16
  %10 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #14
  call fastcc void @fill(ptr noundef nonnull %5)
  call fastcc void @fill(ptr noundef nonnull %9)
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  br label %18

12:                                               ; preds = %376
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %13)
  %15 = load i32, ptr @n_fail, align 4, !tbaa !5
  %16 = icmp ne i32 %15, 0
  %17 = zext i1 %16 to i32
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #14
  ret i32 %17

18:                                               ; preds = %0, %376
  %19 = phi i64 [ 0, %0 ], [ %378, %376 ]
  %20 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #14
  store i32 %21, ptr %10, align 8, !tbaa !9
  store ptr %9, ptr %11, align 8, !tbaa !12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  %22 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temps, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %21) #14
  %23 = call i32 @llvm.smax.i32(i32 %21, i32 1)
  %24 = zext nneg i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 3
  %26 = call noalias ptr @malloc(i64 noundef %25) #15
  %27 = sext i32 %21 to i64
  %28 = shl nsw i64 %27, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr nonnull readonly align 16 %5, i64 %28, i1 false)
  %29 = zext nneg i32 %21 to i64
  br label %30

30:                                               ; preds = %371, %18
  %31 = phi i64 [ 0, %18 ], [ %372, %371 ]
  %32 = getelementptr inbounds double, ptr %6, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !13
  %34 = getelementptr inbounds double, ptr %26, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = call fast double @llvm.fabs.f64(double %35)
  %37 = call fast double @llvm.maxnum.f64(double %36, double 1.000000e+00)
  %38 = fmul fast double %37, 0x3EB0C6F7A0B5ED8D
  %39 = fadd fast double %38, %35
  %40 = fsub fast double %35, %38
  store double %39, ptr %34, align 8, !tbaa !13
  %41 = load i32, ptr %10, align 8, !tbaa !9
  %42 = sext i32 %41 to i64
  %43 = shl nsw i64 %42, 3
  %44 = call noalias ptr @malloc(i64 noundef %43) #15
  %45 = call noalias ptr @calloc(i64 noundef %42, i64 noundef 8) #16
  %46 = icmp sgt i32 %41, 0
  br i1 %46, label %47, label %193

47:                                               ; preds = %30
  %48 = zext nneg i32 %41 to i64
  %49 = icmp ult i32 %41, 4
  br i1 %49, label %64, label %50

50:                                               ; preds = %47
  %51 = and i64 %48, 2147483644
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %60, %52 ]
  %54 = getelementptr inbounds double, ptr %26, i64 %53
  %55 = load <4 x double>, ptr %54, align 8, !tbaa !13
  %56 = fmul fast <4 x double> %55, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %57 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %56)
  %58 = fsub fast <4 x double> %57, %55
  %59 = getelementptr inbounds double, ptr %44, i64 %53
  store <4 x double> %58, ptr %59, align 8, !tbaa !13
  %60 = add nuw i64 %53, 4
  %61 = icmp eq i64 %60, %51
  br i1 %61, label %62, label %52, !llvm.loop !15

62:                                               ; preds = %52
  %63 = icmp eq i64 %51, %48
  br i1 %63, label %76, label %64

64:                                               ; preds = %62, %47
  %65 = phi i64 [ 0, %47 ], [ %51, %62 ]
  br label %66

66:                                               ; preds = %64, %66
  %67 = phi i64 [ %74, %66 ], [ %65, %64 ]
  %68 = getelementptr inbounds double, ptr %26, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fmul fast double %69, 3.000000e-01
  %71 = call fast double @llvm.exp.f64(double %70)
  %72 = fsub fast double %71, %69
  %73 = getelementptr inbounds double, ptr %44, i64 %67
  store double %72, ptr %73, align 8, !tbaa !13
  %74 = add nuw nsw i64 %67, 1
  %75 = icmp eq i64 %74, %48
  br i1 %75, label %76, label %66, !llvm.loop !19

76:                                               ; preds = %66, %62
  %77 = and i64 %48, 1
  %78 = icmp eq i32 %41, 1
  br i1 %78, label %124, label %79

79:                                               ; preds = %76
  %80 = and i64 %48, 2147483646
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ 0, %79 ], [ %105, %81 ]
  %83 = phi i64 [ 0, %79 ], [ %122, %81 ]
  %84 = getelementptr inbounds double, ptr %44, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !13
  %86 = or disjoint i64 %82, 1
  %87 = icmp eq i64 %86, %48
  %88 = select i1 %87, i64 0, i64 %86
  %89 = getelementptr inbounds double, ptr %44, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !13
  %91 = fmul fast double %90, %85
  %92 = getelementptr inbounds double, ptr %45, i64 %82
  %93 = load double, ptr %92, align 8, !tbaa !13
  %94 = fadd fast double %93, %91
  store double %94, ptr %92, align 8, !tbaa !13
  %95 = fmul fast double %85, 5.000000e-01
  %96 = trunc i64 %82 to i32
  %97 = add i32 %96, 2
  %98 = urem i32 %97, %41
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds double, ptr %45, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !13
  %102 = fadd fast double %101, %95
  store double %102, ptr %100, align 8, !tbaa !13
  %103 = getelementptr inbounds double, ptr %44, i64 %86
  %104 = load double, ptr %103, align 8, !tbaa !13
  %105 = add nuw nsw i64 %82, 2
  %106 = icmp eq i64 %105, %48
  %107 = select i1 %106, i64 0, i64 %105
  %108 = getelementptr inbounds double, ptr %44, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !13
  %110 = fmul fast double %109, %104
  %111 = getelementptr inbounds double, ptr %45, i64 %86
  %112 = load double, ptr %111, align 8, !tbaa !13
  %113 = fadd fast double %112, %110
  store double %113, ptr %111, align 8, !tbaa !13
  %114 = fmul fast double %104, 5.000000e-01
  %115 = trunc i64 %86 to i32
  %116 = add i32 %115, 2
  %117 = urem i32 %116, %41
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds double, ptr %45, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !13
  %121 = fadd fast double %120, %114
  store double %121, ptr %119, align 8, !tbaa !13
  %122 = add i64 %83, 2
  %123 = icmp eq i64 %122, %80
  br i1 %123, label %124, label %81, !llvm.loop !20

124:                                              ; preds = %81, %76
  %125 = phi i64 [ 0, %76 ], [ %105, %81 ]
  %126 = icmp eq i64 %77, 0
  br i1 %126, label %147, label %127

127:                                              ; preds = %124
  %128 = getelementptr inbounds double, ptr %44, i64 %125
  %129 = load double, ptr %128, align 8, !tbaa !13
  %130 = add nuw nsw i64 %125, 1
  %131 = icmp eq i64 %130, %48
  %132 = select i1 %131, i64 0, i64 %130
  %133 = getelementptr inbounds double, ptr %44, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !13
  %135 = fmul fast double %134, %129
  %136 = getelementptr inbounds double, ptr %45, i64 %125
  %137 = load double, ptr %136, align 8, !tbaa !13
  %138 = fadd fast double %137, %135
  store double %138, ptr %136, align 8, !tbaa !13
  %139 = fmul fast double %129, 5.000000e-01
  %140 = trunc i64 %125 to i32
  %141 = add i32 %140, 2
  %142 = urem i32 %141, %41
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds double, ptr %45, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !13
  %146 = fadd fast double %145, %139
  store double %146, ptr %144, align 8, !tbaa !13
  br label %147

147:                                              ; preds = %124, %127
  %148 = icmp ult i32 %41, 16
  br i1 %148, label %181, label %149

149:                                              ; preds = %147
  %150 = and i64 %48, 2147483632
  br label %151

151:                                              ; preds = %151, %149
  %152 = phi i64 [ 0, %149 ], [ %173, %151 ]
  %153 = phi <4 x double> [ zeroinitializer, %149 ], [ %169, %151 ]
  %154 = phi <4 x double> [ zeroinitializer, %149 ], [ %170, %151 ]
  %155 = phi <4 x double> [ zeroinitializer, %149 ], [ %171, %151 ]
  %156 = phi <4 x double> [ zeroinitializer, %149 ], [ %172, %151 ]
  %157 = getelementptr inbounds double, ptr %45, i64 %152
  %158 = getelementptr inbounds i8, ptr %157, i64 32
  %159 = getelementptr inbounds i8, ptr %157, i64 64
  %160 = getelementptr inbounds i8, ptr %157, i64 96
  %161 = load <4 x double>, ptr %157, align 8, !tbaa !13
  %162 = load <4 x double>, ptr %158, align 8, !tbaa !13
  %163 = load <4 x double>, ptr %159, align 8, !tbaa !13
  %164 = load <4 x double>, ptr %160, align 8, !tbaa !13
  %165 = fmul fast <4 x double> %161, %161
  %166 = fmul fast <4 x double> %162, %162
  %167 = fmul fast <4 x double> %163, %163
  %168 = fmul fast <4 x double> %164, %164
  %169 = fadd fast <4 x double> %165, %153
  %170 = fadd fast <4 x double> %166, %154
  %171 = fadd fast <4 x double> %167, %155
  %172 = fadd fast <4 x double> %168, %156
  %173 = add nuw i64 %152, 16
  %174 = icmp eq i64 %173, %150
  br i1 %174, label %175, label %151, !llvm.loop !21

175:                                              ; preds = %151
  %176 = fadd fast <4 x double> %170, %169
  %177 = fadd fast <4 x double> %171, %176
  %178 = fadd fast <4 x double> %172, %177
  %179 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %178)
  %180 = icmp eq i64 %150, %48
  br i1 %180, label %193, label %181

181:                                              ; preds = %175, %147
  %182 = phi i64 [ 0, %147 ], [ %150, %175 ]
  %183 = phi double [ 0.000000e+00, %147 ], [ %179, %175 ]
  br label %184

184:                                              ; preds = %181, %184
  %185 = phi i64 [ %191, %184 ], [ %182, %181 ]
  %186 = phi double [ %190, %184 ], [ %183, %181 ]
  %187 = getelementptr inbounds double, ptr %45, i64 %185
  %188 = load double, ptr %187, align 8, !tbaa !13
  %189 = fmul fast double %188, %188
  %190 = fadd fast double %189, %186
  %191 = add nuw nsw i64 %185, 1
  %192 = icmp eq i64 %191, %48
  br i1 %192, label %193, label %184, !llvm.loop !22

193:                                              ; preds = %184, %175, %30
  %194 = phi double [ 0.000000e+00, %30 ], [ %179, %175 ], [ %190, %184 ]
  call void @free(ptr noundef %44) #14
  call void @free(ptr noundef %45) #14
  store double %40, ptr %34, align 8, !tbaa !13
  %195 = call noalias ptr @malloc(i64 noundef %43) #15
  %196 = call noalias ptr @calloc(i64 noundef %42, i64 noundef 8) #16
  br i1 %46, label %197, label %343

197:                                              ; preds = %193
  %198 = zext nneg i32 %41 to i64
  %199 = icmp ult i32 %41, 4
  br i1 %199, label %214, label %200

200:                                              ; preds = %197
  %201 = and i64 %198, 2147483644
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi i64 [ 0, %200 ], [ %210, %202 ]
  %204 = getelementptr inbounds double, ptr %26, i64 %203
  %205 = load <4 x double>, ptr %204, align 8, !tbaa !13
  %206 = fmul fast <4 x double> %205, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %207 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %206)
  %208 = fsub fast <4 x double> %207, %205
  %209 = getelementptr inbounds double, ptr %195, i64 %203
  store <4 x double> %208, ptr %209, align 8, !tbaa !13
  %210 = add nuw i64 %203, 4
  %211 = icmp eq i64 %210, %201
  br i1 %211, label %212, label %202, !llvm.loop !23

212:                                              ; preds = %202
  %213 = icmp eq i64 %201, %198
  br i1 %213, label %226, label %214

214:                                              ; preds = %212, %197
  %215 = phi i64 [ 0, %197 ], [ %201, %212 ]
  br label %216

216:                                              ; preds = %214, %216
  %217 = phi i64 [ %224, %216 ], [ %215, %214 ]
  %218 = getelementptr inbounds double, ptr %26, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !13
  %220 = fmul fast double %219, 3.000000e-01
  %221 = call fast double @llvm.exp.f64(double %220)
  %222 = fsub fast double %221, %219
  %223 = getelementptr inbounds double, ptr %195, i64 %217
  store double %222, ptr %223, align 8, !tbaa !13
  %224 = add nuw nsw i64 %217, 1
  %225 = icmp eq i64 %224, %198
  br i1 %225, label %226, label %216, !llvm.loop !24

226:                                              ; preds = %216, %212
  %227 = and i64 %198, 1
  %228 = icmp eq i32 %41, 1
  br i1 %228, label %274, label %229

229:                                              ; preds = %226
  %230 = and i64 %198, 2147483646
  br label %231

231:                                              ; preds = %231, %229
  %232 = phi i64 [ 0, %229 ], [ %255, %231 ]
  %233 = phi i64 [ 0, %229 ], [ %272, %231 ]
  %234 = getelementptr inbounds double, ptr %195, i64 %232
  %235 = load double, ptr %234, align 8, !tbaa !13
  %236 = or disjoint i64 %232, 1
  %237 = icmp eq i64 %236, %198
  %238 = select i1 %237, i64 0, i64 %236
  %239 = getelementptr inbounds double, ptr %195, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !13
  %241 = fmul fast double %240, %235
  %242 = getelementptr inbounds double, ptr %196, i64 %232
  %243 = load double, ptr %242, align 8, !tbaa !13
  %244 = fadd fast double %243, %241
  store double %244, ptr %242, align 8, !tbaa !13
  %245 = fmul fast double %235, 5.000000e-01
  %246 = trunc i64 %232 to i32
  %247 = add i32 %246, 2
  %248 = urem i32 %247, %41
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds double, ptr %196, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !13
  %252 = fadd fast double %251, %245
  store double %252, ptr %250, align 8, !tbaa !13
  %253 = getelementptr inbounds double, ptr %195, i64 %236
  %254 = load double, ptr %253, align 8, !tbaa !13
  %255 = add nuw nsw i64 %232, 2
  %256 = icmp eq i64 %255, %198
  %257 = select i1 %256, i64 0, i64 %255
  %258 = getelementptr inbounds double, ptr %195, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !13
  %260 = fmul fast double %259, %254
  %261 = getelementptr inbounds double, ptr %196, i64 %236
  %262 = load double, ptr %261, align 8, !tbaa !13
  %263 = fadd fast double %262, %260
  store double %263, ptr %261, align 8, !tbaa !13
  %264 = fmul fast double %254, 5.000000e-01
  %265 = trunc i64 %236 to i32
  %266 = add i32 %265, 2
  %267 = urem i32 %266, %41
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds double, ptr %196, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !13
  %271 = fadd fast double %270, %264
  store double %271, ptr %269, align 8, !tbaa !13
  %272 = add i64 %233, 2
  %273 = icmp eq i64 %272, %230
  br i1 %273, label %274, label %231, !llvm.loop !20

274:                                              ; preds = %231, %226
  %275 = phi i64 [ 0, %226 ], [ %255, %231 ]
  %276 = icmp eq i64 %227, 0
  br i1 %276, label %297, label %277

277:                                              ; preds = %274
  %278 = getelementptr inbounds double, ptr %195, i64 %275
  %279 = load double, ptr %278, align 8, !tbaa !13
  %280 = add nuw nsw i64 %275, 1
  %281 = icmp eq i64 %280, %198
  %282 = select i1 %281, i64 0, i64 %280
  %283 = getelementptr inbounds double, ptr %195, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !13
  %285 = fmul fast double %284, %279
  %286 = getelementptr inbounds double, ptr %196, i64 %275
  %287 = load double, ptr %286, align 8, !tbaa !13
  %288 = fadd fast double %287, %285
  store double %288, ptr %286, align 8, !tbaa !13
  %289 = fmul fast double %279, 5.000000e-01
  %290 = trunc i64 %275 to i32
  %291 = add i32 %290, 2
  %292 = urem i32 %291, %41
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds double, ptr %196, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !13
  %296 = fadd fast double %295, %289
  store double %296, ptr %294, align 8, !tbaa !13
  br label %297

297:                                              ; preds = %274, %277
  %298 = icmp ult i32 %41, 16
  br i1 %298, label %331, label %299

299:                                              ; preds = %297
  %300 = and i64 %198, 2147483632
  br label %301

301:                                              ; preds = %301, %299
  %302 = phi i64 [ 0, %299 ], [ %323, %301 ]
  %303 = phi <4 x double> [ zeroinitializer, %299 ], [ %319, %301 ]
  %304 = phi <4 x double> [ zeroinitializer, %299 ], [ %320, %301 ]
  %305 = phi <4 x double> [ zeroinitializer, %299 ], [ %321, %301 ]
  %306 = phi <4 x double> [ zeroinitializer, %299 ], [ %322, %301 ]
  %307 = getelementptr inbounds double, ptr %196, i64 %302
  %308 = getelementptr inbounds i8, ptr %307, i64 32
  %309 = getelementptr inbounds i8, ptr %307, i64 64
  %310 = getelementptr inbounds i8, ptr %307, i64 96
  %311 = load <4 x double>, ptr %307, align 8, !tbaa !13
  %312 = load <4 x double>, ptr %308, align 8, !tbaa !13
  %313 = load <4 x double>, ptr %309, align 8, !tbaa !13
  %314 = load <4 x double>, ptr %310, align 8, !tbaa !13
  %315 = fmul fast <4 x double> %311, %311
  %316 = fmul fast <4 x double> %312, %312
  %317 = fmul fast <4 x double> %313, %313
  %318 = fmul fast <4 x double> %314, %314
  %319 = fadd fast <4 x double> %315, %303
  %320 = fadd fast <4 x double> %316, %304
  %321 = fadd fast <4 x double> %317, %305
  %322 = fadd fast <4 x double> %318, %306
  %323 = add nuw i64 %302, 16
  %324 = icmp eq i64 %323, %300
  br i1 %324, label %325, label %301, !llvm.loop !25

325:                                              ; preds = %301
  %326 = fadd fast <4 x double> %320, %319
  %327 = fadd fast <4 x double> %321, %326
  %328 = fadd fast <4 x double> %322, %327
  %329 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %328)
  %330 = icmp eq i64 %300, %198
  br i1 %330, label %343, label %331

331:                                              ; preds = %325, %297
  %332 = phi i64 [ 0, %297 ], [ %300, %325 ]
  %333 = phi double [ 0.000000e+00, %297 ], [ %329, %325 ]
  br label %334

334:                                              ; preds = %331, %334
  %335 = phi i64 [ %341, %334 ], [ %332, %331 ]
  %336 = phi double [ %340, %334 ], [ %333, %331 ]
  %337 = getelementptr inbounds double, ptr %196, i64 %335
  %338 = load double, ptr %337, align 8, !tbaa !13
  %339 = fmul fast double %338, %338
  %340 = fadd fast double %339, %336
  %341 = add nuw nsw i64 %335, 1
  %342 = icmp eq i64 %341, %198
  br i1 %342, label %343, label %334, !llvm.loop !26

343:                                              ; preds = %334, %325, %193
  %344 = phi double [ 0.000000e+00, %193 ], [ %329, %325 ], [ %340, %334 ]
  call void @free(ptr noundef %195) #14
  call void @free(ptr noundef %196) #14
  store double %35, ptr %34, align 8, !tbaa !13
  %345 = fsub fast double %194, %344
  %346 = fmul fast double %37, 2.000000e-06
  %347 = fdiv fast double %345, %346
  %348 = call fast double @llvm.fabs.f64(double %347)
  %349 = call fast double @llvm.maxnum.f64(double %348, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %33, ptr %4, align 8, !tbaa !13
  %350 = load volatile double, ptr %4, align 8, !tbaa !13
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fcmp ueq double %351, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %352, label %366, label %353

353:                                              ; preds = %343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %347, ptr %3, align 8, !tbaa !13
  %354 = load volatile double, ptr %3, align 8, !tbaa !13
  %355 = call double @llvm.fabs.f64(double %354)
  %356 = fcmp ueq double %355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %356, label %366, label %357

357:                                              ; preds = %353
  %358 = fsub fast double %33, %347
  %359 = call fast double @llvm.fabs.f64(double %358)
  %360 = fmul fast double %349, 0x3EB0C6F7A0B5ED8D
  %361 = fcmp fast ole double %359, %360
  %362 = freeze i1 %361
  br i1 %362, label %363, label %366

363:                                              ; preds = %357
  %364 = trunc nuw nsw i64 %31 to i32
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %364, double noundef nofpclass(nan inf) %33, double noundef nofpclass(nan inf) %347, ptr noundef nonnull @.str.6)
  br label %371

366:                                              ; preds = %357, %353, %343
  %367 = trunc nuw nsw i64 %31 to i32
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %367, double noundef nofpclass(nan inf) %33, double noundef nofpclass(nan inf) %347, ptr noundef nonnull @.str.7)
  %369 = load i32, ptr @n_fail, align 4, !tbaa !5
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr @n_fail, align 4, !tbaa !5
  br label %371

371:                                              ; preds = %366, %363
  %372 = add nuw nsw i64 %31, 1
  %373 = icmp eq i64 %372, %29
  br i1 %373, label %374, label %30, !llvm.loop !27

374:                                              ; preds = %371
  call void @free(ptr noundef nonnull %26) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %8, ptr noundef nonnull align 16 dereferenceable(160) %9, i64 160, i1 false)
  %375 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %21) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_smooth, ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef %21, ptr noundef nonnull %6)
  br label %380

376:                                              ; preds = %402
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, i8 0, i64 160, i1 false)
  %377 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_alloc, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %21, i32 noundef 4) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_loop, ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef %21, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #14
  %378 = add nuw nsw i64 %19, 1
  %379 = icmp eq i64 %378, 3
  br i1 %379, label %12, label %18, !llvm.loop !28

380:                                              ; preds = %374, %402
  %381 = phi i64 [ 0, %374 ], [ %403, %402 ]
  %382 = getelementptr inbounds [20 x double], ptr %8, i64 0, i64 %381
  %383 = load double, ptr %382, align 8, !tbaa !13
  %384 = freeze double %383
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %384, ptr %2, align 8, !tbaa !13
  %385 = load volatile double, ptr %2, align 8, !tbaa !13
  %386 = call double @llvm.fabs.f64(double %385)
  %387 = fcmp ueq double %386, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %387, label %397, label %388

388:                                              ; preds = %380
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !13
  %389 = load volatile double, ptr %1, align 8, !tbaa !13
  %390 = call double @llvm.fabs.f64(double %389)
  %391 = fcmp one double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %392 = fcmp reassoc nsz arcp contract afn oeq double %384, 0.000000e+00
  %393 = and i1 %392, %391
  br i1 %393, label %394, label %397

394:                                              ; preds = %388
  %395 = trunc nuw nsw i64 %381 to i32
  %396 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %395, double noundef nofpclass(nan inf) %384, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.6)
  br label %402

397:                                              ; preds = %388, %380
  %398 = trunc nuw nsw i64 %381 to i32
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %398, double noundef nofpclass(nan inf) %384, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.7)
  %400 = load i32, ptr @n_fail, align 4, !tbaa !5
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr @n_fail, align 4, !tbaa !5
  br label %402

402:                                              ; preds = %394, %397
  %403 = add nuw nsw i64 %381, 1
  %404 = icmp eq i64 %403, %24
  br i1 %404, label %376, label %380, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = load i64, ptr @rng_state, align 8, !tbaa !30
  %3 = mul i64 %2, 6364136223846793005
  %4 = add i64 %3, 1442695040888963407
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = insertelement <4 x i64> poison, i64 %4, i64 0
  %12 = insertelement <4 x i64> %11, i64 %6, i64 1
  %13 = insertelement <4 x i64> %12, i64 %8, i64 2
  %14 = insertelement <4 x i64> %13, i64 %10, i64 3
  %15 = lshr <4 x i64> %14, <i64 10, i64 10, i64 10, i64 10>
  %16 = and <4 x i64> %15, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %17 = uitofp nneg <4 x i64> %16 to <4 x double>
  %18 = fmul fast <4 x double> %17, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %19 = fadd fast <4 x double> %18, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %19, ptr %0, align 8, !tbaa !13
  %20 = mul i64 %10, 6364136223846793005
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = add i64 %20, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <4 x i64> poison, i64 %22, i64 0
  %30 = insertelement <4 x i64> %29, i64 %24, i64 1
  %31 = insertelement <4 x i64> %30, i64 %26, i64 2
  %32 = insertelement <4 x i64> %31, i64 %28, i64 3
  %33 = lshr <4 x i64> %32, <i64 10, i64 10, i64 10, i64 10>
  %34 = and <4 x i64> %33, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %35 = uitofp nneg <4 x i64> %34 to <4 x double>
  %36 = fmul fast <4 x double> %35, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %37 = fadd fast <4 x double> %36, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %37, ptr %21, align 8, !tbaa !13
  %38 = mul i64 %28, 6364136223846793005
  %39 = getelementptr inbounds i8, ptr %0, i64 64
  %40 = add i64 %38, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <4 x i64> poison, i64 %40, i64 0
  %48 = insertelement <4 x i64> %47, i64 %42, i64 1
  %49 = insertelement <4 x i64> %48, i64 %44, i64 2
  %50 = insertelement <4 x i64> %49, i64 %46, i64 3
  %51 = lshr <4 x i64> %50, <i64 10, i64 10, i64 10, i64 10>
  %52 = and <4 x i64> %51, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %53 = uitofp nneg <4 x i64> %52 to <4 x double>
  %54 = fmul fast <4 x double> %53, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %55 = fadd fast <4 x double> %54, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %55, ptr %39, align 8, !tbaa !13
  %56 = mul i64 %46, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %0, i64 96
  %58 = add i64 %56, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <4 x i64> poison, i64 %58, i64 0
  %66 = insertelement <4 x i64> %65, i64 %60, i64 1
  %67 = insertelement <4 x i64> %66, i64 %62, i64 2
  %68 = insertelement <4 x i64> %67, i64 %64, i64 3
  %69 = lshr <4 x i64> %68, <i64 10, i64 10, i64 10, i64 10>
  %70 = and <4 x i64> %69, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <4 x i64> %70 to <4 x double>
  %72 = fmul fast <4 x double> %71, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %73 = fadd fast <4 x double> %72, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %73, ptr %57, align 8, !tbaa !13
  %74 = mul i64 %64, 6364136223846793005
  %75 = getelementptr inbounds i8, ptr %0, i64 128
  %76 = add i64 %74, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <4 x i64> poison, i64 %76, i64 0
  %84 = insertelement <4 x i64> %83, i64 %78, i64 1
  %85 = insertelement <4 x i64> %84, i64 %80, i64 2
  %86 = insertelement <4 x i64> %85, i64 %82, i64 3
  %87 = lshr <4 x i64> %86, <i64 10, i64 10, i64 10, i64 10>
  %88 = and <4 x i64> %87, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <4 x i64> %88 to <4 x double>
  %90 = fmul fast <4 x double> %89, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %91 = fadd fast <4 x double> %90, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %91, ptr %75, align 8, !tbaa !13
  store i64 %82, ptr @rng_state, align 8, !tbaa !30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @temps(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #15
  %6 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #16
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %152

8:                                                ; preds = %2
  %9 = zext nneg i32 %1 to i64
  %10 = icmp ult i32 %1, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %25, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %25 ]
  br label %34

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %23, %15 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load <4 x double>, ptr %17, align 8, !tbaa !13
  %19 = fmul fast <4 x double> %18, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %20 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %19)
  %21 = fsub fast <4 x double> %20, %18
  %22 = getelementptr inbounds double, ptr %5, i64 %16
  store <4 x double> %21, ptr %22, align 8, !tbaa !13
  %23 = add nuw i64 %16, 4
  %24 = icmp eq i64 %23, %14
  br i1 %24, label %25, label %15, !llvm.loop !32

25:                                               ; preds = %15
  %26 = icmp eq i64 %14, %9
  br i1 %26, label %27, label %11

27:                                               ; preds = %34, %25
  br i1 %7, label %28, label %152

28:                                               ; preds = %27
  %29 = zext nneg i32 %1 to i64
  %30 = and i64 %29, 1
  %31 = icmp eq i32 %1, 1
  br i1 %31, label %44, label %32

32:                                               ; preds = %28
  %33 = and i64 %29, 2147483646
  br label %107

34:                                               ; preds = %11, %34
  %35 = phi i64 [ %42, %34 ], [ %12, %11 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !13
  %38 = fmul fast double %37, 3.000000e-01
  %39 = tail call fast double @llvm.exp.f64(double %38)
  %40 = fsub fast double %39, %37
  %41 = getelementptr inbounds double, ptr %5, i64 %35
  store double %40, ptr %41, align 8, !tbaa !13
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %9
  br i1 %43, label %27, label %34, !llvm.loop !33

44:                                               ; preds = %107, %28
  %45 = phi i64 [ 0, %28 ], [ %132, %107 ]
  %46 = icmp eq i64 %30, 0
  br i1 %46, label %68, label %47

47:                                               ; preds = %44
  %48 = getelementptr inbounds double, ptr %5, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !13
  %50 = add nuw nsw i64 %45, 1
  %51 = icmp eq i64 %50, %29
  %52 = and i64 %50, 4294967295
  %53 = select i1 %51, i64 0, i64 %52
  %54 = getelementptr inbounds double, ptr %5, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !13
  %56 = fmul fast double %55, %49
  %57 = getelementptr inbounds double, ptr %6, i64 %45
  %58 = load double, ptr %57, align 8, !tbaa !13
  %59 = fadd fast double %58, %56
  store double %59, ptr %57, align 8, !tbaa !13
  %60 = fmul fast double %49, 5.000000e-01
  %61 = trunc i64 %45 to i32
  %62 = add i32 %61, 2
  %63 = urem i32 %62, %1
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %6, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !13
  %67 = fadd fast double %66, %60
  store double %67, ptr %65, align 8, !tbaa !13
  br label %68

68:                                               ; preds = %44, %47
  br i1 %7, label %69, label %152

69:                                               ; preds = %68
  %70 = zext nneg i32 %1 to i64
  %71 = icmp ult i32 %1, 16
  br i1 %71, label %72, label %75

72:                                               ; preds = %101, %69
  %73 = phi i64 [ 0, %69 ], [ %76, %101 ]
  %74 = phi double [ 0.000000e+00, %69 ], [ %105, %101 ]
  br label %154

75:                                               ; preds = %69
  %76 = and i64 %9, 2147483632
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %99, %77 ]
  %79 = phi <4 x double> [ zeroinitializer, %75 ], [ %95, %77 ]
  %80 = phi <4 x double> [ zeroinitializer, %75 ], [ %96, %77 ]
  %81 = phi <4 x double> [ zeroinitializer, %75 ], [ %97, %77 ]
  %82 = phi <4 x double> [ zeroinitializer, %75 ], [ %98, %77 ]
  %83 = getelementptr inbounds double, ptr %6, i64 %78
  %84 = getelementptr inbounds i8, ptr %83, i64 32
  %85 = getelementptr inbounds i8, ptr %83, i64 64
  %86 = getelementptr inbounds i8, ptr %83, i64 96
  %87 = load <4 x double>, ptr %83, align 8, !tbaa !13
  %88 = load <4 x double>, ptr %84, align 8, !tbaa !13
  %89 = load <4 x double>, ptr %85, align 8, !tbaa !13
  %90 = load <4 x double>, ptr %86, align 8, !tbaa !13
  %91 = fmul fast <4 x double> %87, %87
  %92 = fmul fast <4 x double> %88, %88
  %93 = fmul fast <4 x double> %89, %89
  %94 = fmul fast <4 x double> %90, %90
  %95 = fadd fast <4 x double> %91, %79
  %96 = fadd fast <4 x double> %92, %80
  %97 = fadd fast <4 x double> %93, %81
  %98 = fadd fast <4 x double> %94, %82
  %99 = add nuw i64 %78, 16
  %100 = icmp eq i64 %99, %76
  br i1 %100, label %101, label %77, !llvm.loop !34

101:                                              ; preds = %77
  %102 = fadd fast <4 x double> %96, %95
  %103 = fadd fast <4 x double> %97, %102
  %104 = fadd fast <4 x double> %98, %103
  %105 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %104)
  %106 = icmp eq i64 %76, %9
  br i1 %106, label %152, label %72

107:                                              ; preds = %107, %32
  %108 = phi i64 [ 0, %32 ], [ %132, %107 ]
  %109 = phi i64 [ 0, %32 ], [ %150, %107 ]
  %110 = getelementptr inbounds double, ptr %5, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !13
  %112 = or disjoint i64 %108, 1
  %113 = icmp eq i64 %112, %29
  %114 = and i64 %112, 4294967295
  %115 = select i1 %113, i64 0, i64 %114
  %116 = getelementptr inbounds double, ptr %5, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !13
  %118 = fmul fast double %117, %111
  %119 = getelementptr inbounds double, ptr %6, i64 %108
  %120 = load double, ptr %119, align 8, !tbaa !13
  %121 = fadd fast double %120, %118
  store double %121, ptr %119, align 8, !tbaa !13
  %122 = fmul fast double %111, 5.000000e-01
  %123 = trunc i64 %108 to i32
  %124 = add i32 %123, 2
  %125 = urem i32 %124, %1
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %6, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !13
  %129 = fadd fast double %128, %122
  store double %129, ptr %127, align 8, !tbaa !13
  %130 = getelementptr inbounds double, ptr %5, i64 %112
  %131 = load double, ptr %130, align 8, !tbaa !13
  %132 = add nuw nsw i64 %108, 2
  %133 = icmp eq i64 %132, %29
  %134 = and i64 %132, 4294967294
  %135 = select i1 %133, i64 0, i64 %134
  %136 = getelementptr inbounds double, ptr %5, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !13
  %138 = fmul fast double %137, %131
  %139 = getelementptr inbounds double, ptr %6, i64 %112
  %140 = load double, ptr %139, align 8, !tbaa !13
  %141 = fadd fast double %140, %138
  store double %141, ptr %139, align 8, !tbaa !13
  %142 = fmul fast double %131, 5.000000e-01
  %143 = trunc i64 %112 to i32
  %144 = add i32 %143, 2
  %145 = urem i32 %144, %1
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds double, ptr %6, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !13
  %149 = fadd fast double %148, %142
  store double %149, ptr %147, align 8, !tbaa !13
  %150 = add i64 %109, 2
  %151 = icmp eq i64 %150, %33
  br i1 %151, label %44, label %107, !llvm.loop !20

152:                                              ; preds = %154, %101, %2, %27, %68
  %153 = phi double [ 0.000000e+00, %68 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %105, %101 ], [ %160, %154 ]
  tail call void @free(ptr noundef %5) #14
  tail call void @free(ptr noundef %6) #14
  ret double %153

154:                                              ; preds = %72, %154
  %155 = phi i64 [ %161, %154 ], [ %73, %72 ]
  %156 = phi double [ %160, %154 ], [ %74, %72 ]
  %157 = getelementptr inbounds double, ptr %6, i64 %155
  %158 = load double, ptr %157, align 8, !tbaa !13
  %159 = fmul fast double %158, %158
  %160 = fadd fast double %159, %156
  %161 = add nuw nsw i64 %155, 1
  %162 = icmp eq i64 %161, %70
  br i1 %162, label %152, label %154, !llvm.loop !35
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !13
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !13
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #14, !callees !36
  store double %29, ptr %23, align 8, !tbaa !13
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #14, !callees !36
  store double %24, ptr %23, align 8, !tbaa !13
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !13
  %37 = load volatile double, ptr %8, align 8, !tbaa !13
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !13
  %41 = load volatile double, ptr %7, align 8, !tbaa !13
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.6)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.7)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nounwind uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = add nsw i32 %2, 2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %158

11:                                               ; preds = %3
  %12 = zext nneg i32 %2 to i64
  %13 = icmp ult i32 %2, 16
  br i1 %13, label %14, label %16

14:                                               ; preds = %39, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %39 ]
  br label %150

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483632
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !13
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !13
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !13
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !13
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, %27
  %32 = or disjoint i64 %19, 1
  %33 = getelementptr inbounds double, ptr %9, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 32
  %35 = getelementptr inbounds i8, ptr %33, i64 64
  %36 = getelementptr inbounds i8, ptr %33, i64 96
  store <4 x double> %28, ptr %33, align 8, !tbaa !13
  store <4 x double> %29, ptr %34, align 8, !tbaa !13
  store <4 x double> %30, ptr %35, align 8, !tbaa !13
  store <4 x double> %31, ptr %36, align 8, !tbaa !13
  %37 = add nuw i64 %19, 16
  %38 = icmp eq i64 %37, %17
  br i1 %38, label %39, label %18, !llvm.loop !37

39:                                               ; preds = %18
  %40 = icmp eq i64 %17, %12
  br i1 %40, label %41, label %14

41:                                               ; preds = %150, %39
  %42 = zext nneg i32 %2 to i64
  %43 = getelementptr inbounds double, ptr %9, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = getelementptr inbounds i8, ptr %9, i64 8
  %46 = load double, ptr %45, align 8, !tbaa !13
  %47 = getelementptr inbounds double, ptr %9, i64 %42
  store double %44, ptr %9, align 8, !tbaa !13
  %48 = getelementptr i8, ptr %47, i64 8
  store double %46, ptr %48, align 8, !tbaa !13
  br i1 %10, label %49, label %158

49:                                               ; preds = %41
  %50 = zext nneg i32 %2 to i64
  %51 = load double, ptr %9, align 8, !tbaa !13
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  %53 = icmp ult i32 %2, 16
  %54 = sub i64 %5, %4
  %55 = icmp ult i64 %54, 128
  %56 = or i1 %53, %55
  br i1 %56, label %57, label %86

57:                                               ; preds = %147, %49
  %58 = phi double [ %51, %49 ], [ %148, %147 ]
  %59 = phi i64 [ 0, %49 ], [ %87, %147 ]
  %60 = and i64 %12, 3
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %81, label %62

62:                                               ; preds = %57, %62
  %63 = phi double [ %68, %62 ], [ %58, %57 ]
  %64 = phi i64 [ %66, %62 ], [ %59, %57 ]
  %65 = phi i64 [ %79, %62 ], [ 0, %57 ]
  %66 = add nuw nsw i64 %64, 1
  %67 = getelementptr inbounds double, ptr %9, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = fmul fast double %68, 5.000000e-01
  %70 = getelementptr inbounds double, ptr %52, i64 %64
  %71 = load double, ptr %70, align 8, !tbaa !13
  %72 = getelementptr inbounds double, ptr %0, i64 %64
  %73 = load double, ptr %72, align 8, !tbaa !13
  %74 = fmul fast double %73, %71
  %75 = fadd fast double %74, %63
  %76 = fmul fast double %75, 2.500000e-01
  %77 = fadd fast double %76, %69
  %78 = getelementptr inbounds double, ptr %1, i64 %64
  store double %77, ptr %78, align 8, !tbaa !13
  %79 = add i64 %65, 1
  %80 = icmp eq i64 %79, %60
  br i1 %80, label %81, label %62, !llvm.loop !38

81:                                               ; preds = %62, %57
  %82 = phi double [ %58, %57 ], [ %68, %62 ]
  %83 = phi i64 [ %59, %57 ], [ %66, %62 ]
  %84 = sub nsw i64 %59, %12
  %85 = icmp ugt i64 %84, -4
  br i1 %85, label %158, label %159

86:                                               ; preds = %49
  %87 = and i64 %12, 2147483632
  %88 = insertelement <4 x double> poison, double %51, i64 3
  br label %89

89:                                               ; preds = %89, %86
  %90 = phi i64 [ 0, %86 ], [ %145, %89 ]
  %91 = phi <4 x double> [ %88, %86 ], [ %100, %89 ]
  %92 = or disjoint i64 %90, 1
  %93 = getelementptr inbounds double, ptr %9, i64 %92
  %94 = getelementptr inbounds i8, ptr %93, i64 32
  %95 = getelementptr inbounds i8, ptr %93, i64 64
  %96 = getelementptr inbounds i8, ptr %93, i64 96
  %97 = load <4 x double>, ptr %93, align 8, !tbaa !13
  %98 = load <4 x double>, ptr %94, align 8, !tbaa !13
  %99 = load <4 x double>, ptr %95, align 8, !tbaa !13
  %100 = load <4 x double>, ptr %96, align 8, !tbaa !13
  %101 = shufflevector <4 x double> %91, <4 x double> %97, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %102 = shufflevector <4 x double> %97, <4 x double> %98, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %103 = shufflevector <4 x double> %98, <4 x double> %99, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %104 = shufflevector <4 x double> %99, <4 x double> %100, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %105 = fmul fast <4 x double> %97, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %106 = fmul fast <4 x double> %98, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %107 = fmul fast <4 x double> %99, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %108 = fmul fast <4 x double> %100, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %109 = getelementptr inbounds double, ptr %52, i64 %90
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  %111 = getelementptr inbounds i8, ptr %109, i64 64
  %112 = getelementptr inbounds i8, ptr %109, i64 96
  %113 = load <4 x double>, ptr %109, align 8, !tbaa !13
  %114 = load <4 x double>, ptr %110, align 8, !tbaa !13
  %115 = load <4 x double>, ptr %111, align 8, !tbaa !13
  %116 = load <4 x double>, ptr %112, align 8, !tbaa !13
  %117 = getelementptr inbounds double, ptr %0, i64 %90
  %118 = getelementptr inbounds i8, ptr %117, i64 32
  %119 = getelementptr inbounds i8, ptr %117, i64 64
  %120 = getelementptr inbounds i8, ptr %117, i64 96
  %121 = load <4 x double>, ptr %117, align 8, !tbaa !13
  %122 = load <4 x double>, ptr %118, align 8, !tbaa !13
  %123 = load <4 x double>, ptr %119, align 8, !tbaa !13
  %124 = load <4 x double>, ptr %120, align 8, !tbaa !13
  %125 = fmul fast <4 x double> %121, %113
  %126 = fmul fast <4 x double> %122, %114
  %127 = fmul fast <4 x double> %123, %115
  %128 = fmul fast <4 x double> %124, %116
  %129 = fadd fast <4 x double> %125, %101
  %130 = fadd fast <4 x double> %126, %102
  %131 = fadd fast <4 x double> %127, %103
  %132 = fadd fast <4 x double> %128, %104
  %133 = fmul fast <4 x double> %129, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %134 = fmul fast <4 x double> %130, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %135 = fmul fast <4 x double> %131, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %136 = fmul fast <4 x double> %132, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %137 = fadd fast <4 x double> %133, %105
  %138 = fadd fast <4 x double> %134, %106
  %139 = fadd fast <4 x double> %135, %107
  %140 = fadd fast <4 x double> %136, %108
  %141 = getelementptr inbounds double, ptr %1, i64 %90
  %142 = getelementptr inbounds i8, ptr %141, i64 32
  %143 = getelementptr inbounds i8, ptr %141, i64 64
  %144 = getelementptr inbounds i8, ptr %141, i64 96
  store <4 x double> %137, ptr %141, align 8, !tbaa !13
  store <4 x double> %138, ptr %142, align 8, !tbaa !13
  store <4 x double> %139, ptr %143, align 8, !tbaa !13
  store <4 x double> %140, ptr %144, align 8, !tbaa !13
  %145 = add nuw i64 %90, 16
  %146 = icmp eq i64 %145, %87
  br i1 %146, label %147, label %89, !llvm.loop !40

147:                                              ; preds = %89
  %148 = extractelement <4 x double> %100, i64 3
  %149 = icmp eq i64 %87, %12
  br i1 %149, label %158, label %57

150:                                              ; preds = %14, %150
  %151 = phi i64 [ %155, %150 ], [ %15, %14 ]
  %152 = getelementptr inbounds double, ptr %0, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !13
  %154 = fmul fast double %153, %153
  %155 = add nuw nsw i64 %151, 1
  %156 = getelementptr inbounds double, ptr %9, i64 %155
  store double %154, ptr %156, align 8, !tbaa !13
  %157 = icmp eq i64 %155, %12
  br i1 %157, label %41, label %150, !llvm.loop !41

158:                                              ; preds = %81, %159, %147, %3, %41
  tail call void @free(ptr noundef nonnull %9) #14
  ret void

159:                                              ; preds = %81, %159
  %160 = phi double [ %189, %159 ], [ %82, %81 ]
  %161 = phi i64 [ %197, %159 ], [ %83, %81 ]
  %162 = add nuw nsw i64 %161, 1
  %163 = getelementptr inbounds double, ptr %9, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !13
  %165 = fmul fast double %164, 5.000000e-01
  %166 = getelementptr inbounds double, ptr %52, i64 %161
  %167 = load double, ptr %166, align 8, !tbaa !13
  %168 = getelementptr inbounds double, ptr %0, i64 %161
  %169 = load double, ptr %168, align 8, !tbaa !13
  %170 = fmul fast double %169, %167
  %171 = fadd fast double %170, %160
  %172 = fmul fast double %171, 2.500000e-01
  %173 = fadd fast double %172, %165
  %174 = getelementptr inbounds double, ptr %1, i64 %161
  store double %173, ptr %174, align 8, !tbaa !13
  %175 = add nuw nsw i64 %161, 2
  %176 = fmul fast double %167, 5.000000e-01
  %177 = getelementptr inbounds double, ptr %52, i64 %162
  %178 = load double, ptr %177, align 8, !tbaa !13
  %179 = getelementptr inbounds double, ptr %0, i64 %162
  %180 = load double, ptr %179, align 8, !tbaa !13
  %181 = fmul fast double %180, %178
  %182 = fadd fast double %181, %164
  %183 = fmul fast double %182, 2.500000e-01
  %184 = fadd fast double %183, %176
  %185 = getelementptr inbounds double, ptr %1, i64 %162
  store double %184, ptr %185, align 8, !tbaa !13
  %186 = add nuw nsw i64 %161, 3
  %187 = fmul fast double %178, 5.000000e-01
  %188 = getelementptr inbounds double, ptr %52, i64 %175
  %189 = load double, ptr %188, align 8, !tbaa !13
  %190 = getelementptr inbounds double, ptr %0, i64 %175
  %191 = load double, ptr %190, align 8, !tbaa !13
  %192 = fmul fast double %191, %189
  %193 = fadd fast double %192, %167
  %194 = fmul fast double %193, 2.500000e-01
  %195 = fadd fast double %194, %187
  %196 = getelementptr inbounds double, ptr %1, i64 %175
  store double %195, ptr %196, align 8, !tbaa !13
  %197 = add nuw nsw i64 %161, 4
  %198 = fmul fast double %189, 5.000000e-01
  %199 = getelementptr inbounds double, ptr %52, i64 %186
  %200 = load double, ptr %199, align 8, !tbaa !13
  %201 = getelementptr inbounds double, ptr %0, i64 %186
  %202 = load double, ptr %201, align 8, !tbaa !13
  %203 = fmul fast double %202, %200
  %204 = fadd fast double %203, %178
  %205 = fmul fast double %204, 2.500000e-01
  %206 = fadd fast double %205, %198
  %207 = getelementptr inbounds double, ptr %1, i64 %186
  store double %206, ptr %207, align 8, !tbaa !13
  %208 = icmp eq i64 %197, %50
  br i1 %208, label %158, label %159, !llvm.loop !42
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @obj_smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = alloca [20 x double], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #14
  %4 = load i32, ptr %1, align 8, !tbaa !9
  %5 = add nsw i32 %4, 2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #15
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @free(ptr noundef nonnull %8) #14
  br label %190

11:                                               ; preds = %2
  %12 = zext nneg i32 %4 to i64
  %13 = icmp ult i32 %4, 16
  br i1 %13, label %14, label %16

14:                                               ; preds = %39, %11
  %15 = phi i64 [ 0, %11 ], [ %17, %39 ]
  br label %116

16:                                               ; preds = %11
  %17 = and i64 %12, 2147483632
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !13
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !13
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !13
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !13
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, %27
  %32 = or disjoint i64 %19, 1
  %33 = getelementptr inbounds double, ptr %8, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 32
  %35 = getelementptr inbounds i8, ptr %33, i64 64
  %36 = getelementptr inbounds i8, ptr %33, i64 96
  store <4 x double> %28, ptr %33, align 8, !tbaa !13
  store <4 x double> %29, ptr %34, align 8, !tbaa !13
  store <4 x double> %30, ptr %35, align 8, !tbaa !13
  store <4 x double> %31, ptr %36, align 8, !tbaa !13
  %37 = add nuw i64 %19, 16
  %38 = icmp eq i64 %37, %17
  br i1 %38, label %39, label %18, !llvm.loop !43

39:                                               ; preds = %18
  %40 = icmp eq i64 %17, %12
  br i1 %40, label %41, label %14

41:                                               ; preds = %116, %39
  %42 = getelementptr inbounds double, ptr %8, i64 %12
  %43 = load double, ptr %42, align 8, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %8, i64 8
  %45 = load double, ptr %44, align 8, !tbaa !13
  store double %43, ptr %8, align 8, !tbaa !13
  %46 = getelementptr i8, ptr %42, i64 8
  store double %45, ptr %46, align 8, !tbaa !13
  %47 = getelementptr inbounds i8, ptr %8, i64 16
  %48 = icmp ult i32 %4, 16
  br i1 %48, label %49, label %52

49:                                               ; preds = %113, %41
  %50 = phi double [ %43, %41 ], [ %114, %113 ]
  %51 = phi i64 [ 0, %41 ], [ %53, %113 ]
  br label %124

52:                                               ; preds = %41
  %53 = and i64 %12, 2147483632
  %54 = insertelement <4 x double> poison, double %43, i64 3
  br label %55

55:                                               ; preds = %55, %52
  %56 = phi i64 [ 0, %52 ], [ %111, %55 ]
  %57 = phi <4 x double> [ %54, %52 ], [ %66, %55 ]
  %58 = or disjoint i64 %56, 1
  %59 = getelementptr inbounds double, ptr %8, i64 %58
  %60 = getelementptr inbounds i8, ptr %59, i64 32
  %61 = getelementptr inbounds i8, ptr %59, i64 64
  %62 = getelementptr inbounds i8, ptr %59, i64 96
  %63 = load <4 x double>, ptr %59, align 8, !tbaa !13
  %64 = load <4 x double>, ptr %60, align 8, !tbaa !13
  %65 = load <4 x double>, ptr %61, align 8, !tbaa !13
  %66 = load <4 x double>, ptr %62, align 8, !tbaa !13
  %67 = shufflevector <4 x double> %57, <4 x double> %63, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %68 = shufflevector <4 x double> %63, <4 x double> %64, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %69 = shufflevector <4 x double> %64, <4 x double> %65, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %70 = shufflevector <4 x double> %65, <4 x double> %66, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %71 = fmul fast <4 x double> %63, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %72 = fmul fast <4 x double> %64, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %73 = fmul fast <4 x double> %65, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %74 = fmul fast <4 x double> %66, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %75 = getelementptr inbounds double, ptr %47, i64 %56
  %76 = getelementptr inbounds i8, ptr %75, i64 32
  %77 = getelementptr inbounds i8, ptr %75, i64 64
  %78 = getelementptr inbounds i8, ptr %75, i64 96
  %79 = load <4 x double>, ptr %75, align 8, !tbaa !13
  %80 = load <4 x double>, ptr %76, align 8, !tbaa !13
  %81 = load <4 x double>, ptr %77, align 8, !tbaa !13
  %82 = load <4 x double>, ptr %78, align 8, !tbaa !13
  %83 = getelementptr inbounds double, ptr %0, i64 %56
  %84 = getelementptr inbounds i8, ptr %83, i64 32
  %85 = getelementptr inbounds i8, ptr %83, i64 64
  %86 = getelementptr inbounds i8, ptr %83, i64 96
  %87 = load <4 x double>, ptr %83, align 8, !tbaa !13
  %88 = load <4 x double>, ptr %84, align 8, !tbaa !13
  %89 = load <4 x double>, ptr %85, align 8, !tbaa !13
  %90 = load <4 x double>, ptr %86, align 8, !tbaa !13
  %91 = fmul fast <4 x double> %87, %79
  %92 = fmul fast <4 x double> %88, %80
  %93 = fmul fast <4 x double> %89, %81
  %94 = fmul fast <4 x double> %90, %82
  %95 = fadd fast <4 x double> %91, %67
  %96 = fadd fast <4 x double> %92, %68
  %97 = fadd fast <4 x double> %93, %69
  %98 = fadd fast <4 x double> %94, %70
  %99 = fmul fast <4 x double> %95, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %100 = fmul fast <4 x double> %96, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %101 = fmul fast <4 x double> %97, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %102 = fmul fast <4 x double> %98, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %103 = fadd fast <4 x double> %99, %71
  %104 = fadd fast <4 x double> %100, %72
  %105 = fadd fast <4 x double> %101, %73
  %106 = fadd fast <4 x double> %102, %74
  %107 = getelementptr inbounds double, ptr %3, i64 %56
  %108 = getelementptr inbounds i8, ptr %107, i64 32
  %109 = getelementptr inbounds i8, ptr %107, i64 64
  %110 = getelementptr inbounds i8, ptr %107, i64 96
  store <4 x double> %103, ptr %107, align 16, !tbaa !13
  store <4 x double> %104, ptr %108, align 16, !tbaa !13
  store <4 x double> %105, ptr %109, align 16, !tbaa !13
  store <4 x double> %106, ptr %110, align 16, !tbaa !13
  %111 = add nuw i64 %56, 16
  %112 = icmp eq i64 %111, %53
  br i1 %112, label %113, label %55, !llvm.loop !44

113:                                              ; preds = %55
  %114 = extractelement <4 x double> %66, i64 3
  %115 = icmp eq i64 %53, %12
  br i1 %115, label %141, label %49

116:                                              ; preds = %14, %116
  %117 = phi i64 [ %121, %116 ], [ %15, %14 ]
  %118 = getelementptr inbounds double, ptr %0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !13
  %120 = fmul fast double %119, %119
  %121 = add nuw nsw i64 %117, 1
  %122 = getelementptr inbounds double, ptr %8, i64 %121
  store double %120, ptr %122, align 8, !tbaa !13
  %123 = icmp eq i64 %121, %12
  br i1 %123, label %41, label %116, !llvm.loop !45

124:                                              ; preds = %49, %124
  %125 = phi double [ %129, %124 ], [ %50, %49 ]
  %126 = phi i64 [ %127, %124 ], [ %51, %49 ]
  %127 = add nuw nsw i64 %126, 1
  %128 = getelementptr inbounds double, ptr %8, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !13
  %130 = fmul fast double %129, 5.000000e-01
  %131 = getelementptr inbounds double, ptr %47, i64 %126
  %132 = load double, ptr %131, align 8, !tbaa !13
  %133 = getelementptr inbounds double, ptr %0, i64 %126
  %134 = load double, ptr %133, align 8, !tbaa !13
  %135 = fmul fast double %134, %132
  %136 = fadd fast double %135, %125
  %137 = fmul fast double %136, 2.500000e-01
  %138 = fadd fast double %137, %130
  %139 = getelementptr inbounds double, ptr %3, i64 %126
  store double %138, ptr %139, align 8, !tbaa !13
  %140 = icmp eq i64 %127, %12
  br i1 %140, label %141, label %124, !llvm.loop !46

141:                                              ; preds = %124, %113
  tail call void @free(ptr noundef nonnull %8) #14
  br i1 %9, label %142, label %190

142:                                              ; preds = %141
  %143 = getelementptr inbounds i8, ptr %1, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !12
  %145 = zext nneg i32 %4 to i64
  %146 = icmp ult i32 %4, 16
  br i1 %146, label %147, label %150

147:                                              ; preds = %184, %142
  %148 = phi i64 [ 0, %142 ], [ %151, %184 ]
  %149 = phi double [ 0.000000e+00, %142 ], [ %188, %184 ]
  br label %192

150:                                              ; preds = %142
  %151 = and i64 %12, 2147483632
  br label %152

152:                                              ; preds = %152, %150
  %153 = phi i64 [ 0, %150 ], [ %182, %152 ]
  %154 = phi <4 x double> [ zeroinitializer, %150 ], [ %178, %152 ]
  %155 = phi <4 x double> [ zeroinitializer, %150 ], [ %179, %152 ]
  %156 = phi <4 x double> [ zeroinitializer, %150 ], [ %180, %152 ]
  %157 = phi <4 x double> [ zeroinitializer, %150 ], [ %181, %152 ]
  %158 = getelementptr inbounds double, ptr %144, i64 %153
  %159 = getelementptr inbounds i8, ptr %158, i64 32
  %160 = getelementptr inbounds i8, ptr %158, i64 64
  %161 = getelementptr inbounds i8, ptr %158, i64 96
  %162 = load <4 x double>, ptr %158, align 8, !tbaa !13
  %163 = load <4 x double>, ptr %159, align 8, !tbaa !13
  %164 = load <4 x double>, ptr %160, align 8, !tbaa !13
  %165 = load <4 x double>, ptr %161, align 8, !tbaa !13
  %166 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %153
  %167 = getelementptr inbounds i8, ptr %166, i64 32
  %168 = getelementptr inbounds i8, ptr %166, i64 64
  %169 = getelementptr inbounds i8, ptr %166, i64 96
  %170 = load <4 x double>, ptr %166, align 16, !tbaa !13
  %171 = load <4 x double>, ptr %167, align 16, !tbaa !13
  %172 = load <4 x double>, ptr %168, align 16, !tbaa !13
  %173 = load <4 x double>, ptr %169, align 16, !tbaa !13
  %174 = fmul fast <4 x double> %170, %162
  %175 = fmul fast <4 x double> %171, %163
  %176 = fmul fast <4 x double> %172, %164
  %177 = fmul fast <4 x double> %173, %165
  %178 = fadd fast <4 x double> %174, %154
  %179 = fadd fast <4 x double> %175, %155
  %180 = fadd fast <4 x double> %176, %156
  %181 = fadd fast <4 x double> %177, %157
  %182 = add nuw i64 %153, 16
  %183 = icmp eq i64 %182, %151
  br i1 %183, label %184, label %152, !llvm.loop !47

184:                                              ; preds = %152
  %185 = fadd fast <4 x double> %179, %178
  %186 = fadd fast <4 x double> %180, %185
  %187 = fadd fast <4 x double> %181, %186
  %188 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %187)
  %189 = icmp eq i64 %151, %12
  br i1 %189, label %190, label %147

190:                                              ; preds = %192, %184, %10, %141
  %191 = phi double [ 0.000000e+00, %141 ], [ 0.000000e+00, %10 ], [ %188, %184 ], [ %200, %192 ]
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #14
  ret double %191

192:                                              ; preds = %147, %192
  %193 = phi i64 [ %201, %192 ], [ %148, %147 ]
  %194 = phi double [ %200, %192 ], [ %149, %147 ]
  %195 = getelementptr inbounds double, ptr %144, i64 %193
  %196 = load double, ptr %195, align 8, !tbaa !13
  %197 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %193
  %198 = load double, ptr %197, align 8, !tbaa !13
  %199 = fmul fast double %198, %196
  %200 = fadd fast double %199, %194
  %201 = add nuw nsw i64 %193, 1
  %202 = icmp eq i64 %201, %145
  br i1 %202, label %190, label %192, !llvm.loop !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @loop_alloc(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %165

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %165

9:                                                ; preds = %5
  %10 = zext nneg i32 %2 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = and i64 %11, 2147483644
  %14 = icmp eq i64 %13, %11
  %15 = icmp ult i32 %1, 16
  %16 = and i64 %11, 2147483632
  %17 = icmp eq i64 %16, %11
  br label %18

18:                                               ; preds = %9, %162
  %19 = phi i64 [ 0, %9 ], [ %22, %162 ]
  %20 = phi double [ 0.000000e+00, %9 ], [ %163, %162 ]
  %21 = tail call noalias ptr @malloc(i64 noundef %7) #15
  %22 = add nuw nsw i64 %19, 1
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = uitofp i32 %23 to double
  br i1 %12, label %25, label %27

25:                                               ; preds = %71, %18
  %26 = phi i64 [ 0, %18 ], [ %13, %71 ]
  br label %85

27:                                               ; preds = %18
  %28 = insertelement <4 x double> poison, double %24, i64 0
  %29 = shufflevector <4 x double> %28, <4 x double> poison, <4 x i32> zeroinitializer
  br label %30

30:                                               ; preds = %30, %27
  %31 = phi i64 [ 0, %27 ], [ %69, %30 ]
  %32 = or disjoint i64 %31, 1
  %33 = or disjoint i64 %31, 2
  %34 = or disjoint i64 %31, 3
  %35 = getelementptr inbounds double, ptr %0, i64 %31
  %36 = load <4 x double>, ptr %35, align 8, !tbaa !13
  %37 = fmul fast <4 x double> %36, %29
  %38 = add nuw nsw i64 %31, %19
  %39 = add nuw nsw i64 %32, %19
  %40 = add nuw nsw i64 %33, %19
  %41 = add nuw nsw i64 %34, %19
  %42 = trunc nuw nsw i64 %38 to i32
  %43 = trunc nuw nsw i64 %39 to i32
  %44 = trunc nuw nsw i64 %40 to i32
  %45 = trunc nuw nsw i64 %41 to i32
  %46 = urem i32 %42, %1
  %47 = urem i32 %43, %1
  %48 = urem i32 %44, %1
  %49 = urem i32 %45, %1
  %50 = zext nneg i32 %46 to i64
  %51 = zext nneg i32 %47 to i64
  %52 = zext nneg i32 %48 to i64
  %53 = zext nneg i32 %49 to i64
  %54 = getelementptr inbounds double, ptr %0, i64 %50
  %55 = getelementptr inbounds double, ptr %0, i64 %51
  %56 = getelementptr inbounds double, ptr %0, i64 %52
  %57 = getelementptr inbounds double, ptr %0, i64 %53
  %58 = load double, ptr %54, align 8, !tbaa !13
  %59 = load double, ptr %55, align 8, !tbaa !13
  %60 = load double, ptr %56, align 8, !tbaa !13
  %61 = load double, ptr %57, align 8, !tbaa !13
  %62 = insertelement <4 x double> poison, double %58, i64 0
  %63 = insertelement <4 x double> %62, double %59, i64 1
  %64 = insertelement <4 x double> %63, double %60, i64 2
  %65 = insertelement <4 x double> %64, double %61, i64 3
  %66 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %65)
  %67 = fadd fast <4 x double> %66, %37
  %68 = getelementptr inbounds double, ptr %21, i64 %31
  store <4 x double> %67, ptr %68, align 8, !tbaa !13
  %69 = add nuw i64 %31, 4
  %70 = icmp eq i64 %69, %13
  br i1 %70, label %71, label %30, !llvm.loop !49

71:                                               ; preds = %30
  br i1 %14, label %101, label %25

72:                                               ; preds = %103, %72
  %73 = phi i64 [ %83, %72 ], [ %104, %103 ]
  %74 = phi double [ %82, %72 ], [ %105, %103 ]
  %75 = getelementptr inbounds double, ptr %21, i64 %73
  %76 = load double, ptr %75, align 8, !tbaa !13
  %77 = xor i64 %73, -1
  %78 = getelementptr double, ptr %102, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = fmul fast double %79, %76
  %81 = fmul fast double %80, %106
  %82 = fadd fast double %81, %74
  %83 = add nuw nsw i64 %73, 1
  %84 = icmp eq i64 %83, %11
  br i1 %84, label %162, label %72, !llvm.loop !50

85:                                               ; preds = %25, %85
  %86 = phi i64 [ %99, %85 ], [ %26, %25 ]
  %87 = getelementptr inbounds double, ptr %0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !13
  %89 = fmul fast double %88, %24
  %90 = add nuw nsw i64 %86, %19
  %91 = trunc nuw nsw i64 %90 to i32
  %92 = urem i32 %91, %1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %0, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !13
  %96 = tail call fast double @llvm.sin.f64(double %95)
  %97 = fadd fast double %96, %89
  %98 = getelementptr inbounds double, ptr %21, i64 %86
  store double %97, ptr %98, align 8, !tbaa !13
  %99 = add nuw nsw i64 %86, 1
  %100 = icmp eq i64 %99, %11
  br i1 %100, label %101, label %85, !llvm.loop !51

101:                                              ; preds = %85, %71
  %102 = getelementptr double, ptr %21, i64 %6
  br i1 %15, label %103, label %107

103:                                              ; preds = %157, %101
  %104 = phi i64 [ 0, %101 ], [ %16, %157 ]
  %105 = phi double [ %20, %101 ], [ %161, %157 ]
  %106 = fdiv fast double 1.000000e+00, %24
  br label %72

107:                                              ; preds = %101
  %108 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %20, i64 0
  %109 = insertelement <4 x double> poison, double %24, i64 0
  %110 = shufflevector <4 x double> %109, <4 x double> poison, <4 x i32> zeroinitializer
  %111 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %110
  %112 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %110
  %113 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %110
  %114 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %110
  br label %115

115:                                              ; preds = %115, %107
  %116 = phi i64 [ 0, %107 ], [ %155, %115 ]
  %117 = phi <4 x double> [ %108, %107 ], [ %151, %115 ]
  %118 = phi <4 x double> [ zeroinitializer, %107 ], [ %152, %115 ]
  %119 = phi <4 x double> [ zeroinitializer, %107 ], [ %153, %115 ]
  %120 = phi <4 x double> [ zeroinitializer, %107 ], [ %154, %115 ]
  %121 = getelementptr inbounds double, ptr %21, i64 %116
  %122 = getelementptr inbounds i8, ptr %121, i64 32
  %123 = getelementptr inbounds i8, ptr %121, i64 64
  %124 = getelementptr inbounds i8, ptr %121, i64 96
  %125 = load <4 x double>, ptr %121, align 8, !tbaa !13
  %126 = load <4 x double>, ptr %122, align 8, !tbaa !13
  %127 = load <4 x double>, ptr %123, align 8, !tbaa !13
  %128 = load <4 x double>, ptr %124, align 8, !tbaa !13
  %129 = xor i64 %116, -1
  %130 = getelementptr double, ptr %102, i64 %129
  %131 = getelementptr i8, ptr %130, i64 -24
  %132 = getelementptr i8, ptr %130, i64 -56
  %133 = getelementptr i8, ptr %130, i64 -88
  %134 = getelementptr i8, ptr %130, i64 -120
  %135 = load <4 x double>, ptr %131, align 8, !tbaa !13
  %136 = shufflevector <4 x double> %135, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %137 = load <4 x double>, ptr %132, align 8, !tbaa !13
  %138 = shufflevector <4 x double> %137, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %139 = load <4 x double>, ptr %133, align 8, !tbaa !13
  %140 = shufflevector <4 x double> %139, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %141 = load <4 x double>, ptr %134, align 8, !tbaa !13
  %142 = shufflevector <4 x double> %141, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %143 = fmul fast <4 x double> %136, %125
  %144 = fmul fast <4 x double> %138, %126
  %145 = fmul fast <4 x double> %140, %127
  %146 = fmul fast <4 x double> %142, %128
  %147 = fmul fast <4 x double> %143, %111
  %148 = fmul fast <4 x double> %144, %112
  %149 = fmul fast <4 x double> %145, %113
  %150 = fmul fast <4 x double> %146, %114
  %151 = fadd fast <4 x double> %147, %117
  %152 = fadd fast <4 x double> %148, %118
  %153 = fadd fast <4 x double> %149, %119
  %154 = fadd fast <4 x double> %150, %120
  %155 = add nuw i64 %116, 16
  %156 = icmp eq i64 %155, %16
  br i1 %156, label %157, label %115, !llvm.loop !52

157:                                              ; preds = %115
  %158 = fadd fast <4 x double> %152, %151
  %159 = fadd fast <4 x double> %153, %158
  %160 = fadd fast <4 x double> %154, %159
  %161 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %160)
  br i1 %17, label %162, label %103

162:                                              ; preds = %72, %157
  %163 = phi double [ %161, %157 ], [ %82, %72 ]
  tail call void @free(ptr noundef nonnull %21) #14
  %164 = icmp eq i64 %22, %10
  br i1 %164, label %165, label %18, !llvm.loop !53

165:                                              ; preds = %162, %5, %3
  %166 = phi double [ 0.000000e+00, %3 ], [ 0.000000e+00, %5 ], [ %163, %162 ]
  ret double %166
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @obj_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i32, ptr %1, align 8, !tbaa !9
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %525

7:                                                ; preds = %2
  %8 = zext nneg i32 %3 to i64
  %9 = tail call noalias ptr @malloc(i64 noundef %5) #15
  %10 = icmp ult i32 %3, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %48, %7
  %12 = phi i64 [ 0, %7 ], [ %14, %48 ]
  br label %62

13:                                               ; preds = %7
  %14 = and i64 %8, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %46, %15 ]
  %17 = trunc i64 %16 to i32
  %18 = or disjoint i32 %17, 1
  %19 = or disjoint i32 %17, 2
  %20 = or disjoint i32 %17, 3
  %21 = getelementptr inbounds double, ptr %0, i64 %16
  %22 = load <4 x double>, ptr %21, align 8, !tbaa !13
  %23 = urem i32 %17, %3
  %24 = urem i32 %18, %3
  %25 = urem i32 %19, %3
  %26 = urem i32 %20, %3
  %27 = zext nneg i32 %23 to i64
  %28 = zext nneg i32 %24 to i64
  %29 = zext nneg i32 %25 to i64
  %30 = zext nneg i32 %26 to i64
  %31 = getelementptr inbounds double, ptr %0, i64 %27
  %32 = getelementptr inbounds double, ptr %0, i64 %28
  %33 = getelementptr inbounds double, ptr %0, i64 %29
  %34 = getelementptr inbounds double, ptr %0, i64 %30
  %35 = load double, ptr %31, align 8, !tbaa !13
  %36 = load double, ptr %32, align 8, !tbaa !13
  %37 = load double, ptr %33, align 8, !tbaa !13
  %38 = load double, ptr %34, align 8, !tbaa !13
  %39 = insertelement <4 x double> poison, double %35, i64 0
  %40 = insertelement <4 x double> %39, double %36, i64 1
  %41 = insertelement <4 x double> %40, double %37, i64 2
  %42 = insertelement <4 x double> %41, double %38, i64 3
  %43 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %42)
  %44 = fadd fast <4 x double> %43, %22
  %45 = getelementptr inbounds double, ptr %9, i64 %16
  store <4 x double> %44, ptr %45, align 8, !tbaa !13
  %46 = add nuw i64 %16, 4
  %47 = icmp eq i64 %46, %14
  br i1 %47, label %48, label %15, !llvm.loop !54

48:                                               ; preds = %15
  %49 = icmp eq i64 %14, %8
  br i1 %49, label %76, label %11

50:                                               ; preds = %79, %50
  %51 = phi i64 [ %60, %50 ], [ %80, %79 ]
  %52 = phi double [ %59, %50 ], [ %81, %79 ]
  %53 = getelementptr inbounds double, ptr %9, i64 %51
  %54 = load double, ptr %53, align 8, !tbaa !13
  %55 = xor i64 %51, -1
  %56 = getelementptr double, ptr %77, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !13
  %58 = fmul fast double %57, %54
  %59 = fadd fast double %58, %52
  %60 = add nuw nsw i64 %51, 1
  %61 = icmp eq i64 %60, %8
  br i1 %61, label %128, label %50, !llvm.loop !55

62:                                               ; preds = %11, %62
  %63 = phi i64 [ %74, %62 ], [ %12, %11 ]
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !13
  %66 = trunc nuw nsw i64 %63 to i32
  %67 = urem i32 %66, %3
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !13
  %71 = tail call fast double @llvm.sin.f64(double %70)
  %72 = fadd fast double %71, %65
  %73 = getelementptr inbounds double, ptr %9, i64 %63
  store double %72, ptr %73, align 8, !tbaa !13
  %74 = add nuw nsw i64 %63, 1
  %75 = icmp eq i64 %74, %8
  br i1 %75, label %76, label %62, !llvm.loop !56

76:                                               ; preds = %62, %48
  %77 = getelementptr double, ptr %9, i64 %4
  %78 = icmp ult i32 %3, 16
  br i1 %78, label %79, label %82

79:                                               ; preds = %122, %76
  %80 = phi i64 [ 0, %76 ], [ %83, %122 ]
  %81 = phi double [ 0.000000e+00, %76 ], [ %126, %122 ]
  br label %50

82:                                               ; preds = %76
  %83 = and i64 %8, 2147483632
  br label %84

84:                                               ; preds = %84, %82
  %85 = phi i64 [ 0, %82 ], [ %120, %84 ]
  %86 = phi <4 x double> [ zeroinitializer, %82 ], [ %116, %84 ]
  %87 = phi <4 x double> [ zeroinitializer, %82 ], [ %117, %84 ]
  %88 = phi <4 x double> [ zeroinitializer, %82 ], [ %118, %84 ]
  %89 = phi <4 x double> [ zeroinitializer, %82 ], [ %119, %84 ]
  %90 = getelementptr inbounds double, ptr %9, i64 %85
  %91 = getelementptr inbounds i8, ptr %90, i64 32
  %92 = getelementptr inbounds i8, ptr %90, i64 64
  %93 = getelementptr inbounds i8, ptr %90, i64 96
  %94 = load <4 x double>, ptr %90, align 8, !tbaa !13
  %95 = load <4 x double>, ptr %91, align 8, !tbaa !13
  %96 = load <4 x double>, ptr %92, align 8, !tbaa !13
  %97 = load <4 x double>, ptr %93, align 8, !tbaa !13
  %98 = xor i64 %85, -1
  %99 = getelementptr double, ptr %77, i64 %98
  %100 = getelementptr i8, ptr %99, i64 -24
  %101 = getelementptr i8, ptr %99, i64 -56
  %102 = getelementptr i8, ptr %99, i64 -88
  %103 = getelementptr i8, ptr %99, i64 -120
  %104 = load <4 x double>, ptr %100, align 8, !tbaa !13
  %105 = shufflevector <4 x double> %104, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %106 = load <4 x double>, ptr %101, align 8, !tbaa !13
  %107 = shufflevector <4 x double> %106, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %108 = load <4 x double>, ptr %102, align 8, !tbaa !13
  %109 = shufflevector <4 x double> %108, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %110 = load <4 x double>, ptr %103, align 8, !tbaa !13
  %111 = shufflevector <4 x double> %110, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %112 = fmul fast <4 x double> %105, %94
  %113 = fmul fast <4 x double> %107, %95
  %114 = fmul fast <4 x double> %109, %96
  %115 = fmul fast <4 x double> %111, %97
  %116 = fadd fast <4 x double> %112, %86
  %117 = fadd fast <4 x double> %113, %87
  %118 = fadd fast <4 x double> %114, %88
  %119 = fadd fast <4 x double> %115, %89
  %120 = add nuw i64 %85, 16
  %121 = icmp eq i64 %120, %83
  br i1 %121, label %122, label %84, !llvm.loop !57

122:                                              ; preds = %84
  %123 = fadd fast <4 x double> %117, %116
  %124 = fadd fast <4 x double> %118, %123
  %125 = fadd fast <4 x double> %119, %124
  %126 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %125)
  %127 = icmp eq i64 %83, %8
  br i1 %127, label %128, label %79

128:                                              ; preds = %50, %122
  %129 = phi double [ %126, %122 ], [ %59, %50 ]
  tail call void @free(ptr noundef nonnull %9) #14
  %130 = tail call noalias ptr @malloc(i64 noundef %5) #15
  %131 = icmp ult i32 %3, 4
  br i1 %131, label %174, label %132

132:                                              ; preds = %128
  %133 = and i64 %8, 2147483644
  br label %134

134:                                              ; preds = %134, %132
  %135 = phi i64 [ 0, %132 ], [ %170, %134 ]
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = load <4 x double>, ptr %136, align 8, !tbaa !13
  %138 = fmul fast <4 x double> %137, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %139 = trunc i64 %135 to i32
  %140 = or disjoint i32 %139, 1
  %141 = trunc i64 %135 to i32
  %142 = or disjoint i32 %141, 2
  %143 = trunc i64 %135 to i32
  %144 = or disjoint i32 %143, 3
  %145 = trunc i64 %135 to i32
  %146 = add i32 %145, 4
  %147 = urem i32 %140, %3
  %148 = urem i32 %142, %3
  %149 = urem i32 %144, %3
  %150 = urem i32 %146, %3
  %151 = zext nneg i32 %147 to i64
  %152 = zext nneg i32 %148 to i64
  %153 = zext nneg i32 %149 to i64
  %154 = zext nneg i32 %150 to i64
  %155 = getelementptr inbounds double, ptr %0, i64 %151
  %156 = getelementptr inbounds double, ptr %0, i64 %152
  %157 = getelementptr inbounds double, ptr %0, i64 %153
  %158 = getelementptr inbounds double, ptr %0, i64 %154
  %159 = load double, ptr %155, align 8, !tbaa !13
  %160 = load double, ptr %156, align 8, !tbaa !13
  %161 = load double, ptr %157, align 8, !tbaa !13
  %162 = load double, ptr %158, align 8, !tbaa !13
  %163 = insertelement <4 x double> poison, double %159, i64 0
  %164 = insertelement <4 x double> %163, double %160, i64 1
  %165 = insertelement <4 x double> %164, double %161, i64 2
  %166 = insertelement <4 x double> %165, double %162, i64 3
  %167 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %166)
  %168 = fadd fast <4 x double> %167, %138
  %169 = getelementptr inbounds double, ptr %130, i64 %135
  store <4 x double> %168, ptr %169, align 8, !tbaa !13
  %170 = add nuw i64 %135, 4
  %171 = icmp eq i64 %170, %133
  br i1 %171, label %172, label %134, !llvm.loop !58

172:                                              ; preds = %134
  %173 = icmp eq i64 %133, %8
  br i1 %173, label %191, label %174

174:                                              ; preds = %172, %128
  %175 = phi i64 [ 0, %128 ], [ %133, %172 ]
  br label %176

176:                                              ; preds = %174, %176
  %177 = phi i64 [ %181, %176 ], [ %175, %174 ]
  %178 = getelementptr inbounds double, ptr %0, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !13
  %180 = fmul fast double %179, 2.000000e+00
  %181 = add nuw nsw i64 %177, 1
  %182 = trunc nuw nsw i64 %181 to i32
  %183 = urem i32 %182, %3
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds double, ptr %0, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !13
  %187 = tail call fast double @llvm.sin.f64(double %186)
  %188 = fadd fast double %187, %180
  %189 = getelementptr inbounds double, ptr %130, i64 %177
  store double %188, ptr %189, align 8, !tbaa !13
  %190 = icmp eq i64 %181, %8
  br i1 %190, label %191, label %176, !llvm.loop !59

191:                                              ; preds = %176, %172
  %192 = getelementptr double, ptr %130, i64 %4
  %193 = icmp ult i32 %3, 16
  br i1 %193, label %245, label %194

194:                                              ; preds = %191
  %195 = and i64 %8, 2147483632
  %196 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %129, i64 0
  br label %197

197:                                              ; preds = %197, %194
  %198 = phi i64 [ 0, %194 ], [ %237, %197 ]
  %199 = phi <4 x double> [ %196, %194 ], [ %233, %197 ]
  %200 = phi <4 x double> [ zeroinitializer, %194 ], [ %234, %197 ]
  %201 = phi <4 x double> [ zeroinitializer, %194 ], [ %235, %197 ]
  %202 = phi <4 x double> [ zeroinitializer, %194 ], [ %236, %197 ]
  %203 = getelementptr inbounds double, ptr %130, i64 %198
  %204 = getelementptr inbounds i8, ptr %203, i64 32
  %205 = getelementptr inbounds i8, ptr %203, i64 64
  %206 = getelementptr inbounds i8, ptr %203, i64 96
  %207 = load <4 x double>, ptr %203, align 8, !tbaa !13
  %208 = load <4 x double>, ptr %204, align 8, !tbaa !13
  %209 = load <4 x double>, ptr %205, align 8, !tbaa !13
  %210 = load <4 x double>, ptr %206, align 8, !tbaa !13
  %211 = xor i64 %198, -1
  %212 = getelementptr double, ptr %192, i64 %211
  %213 = getelementptr i8, ptr %212, i64 -24
  %214 = getelementptr i8, ptr %212, i64 -56
  %215 = getelementptr i8, ptr %212, i64 -88
  %216 = getelementptr i8, ptr %212, i64 -120
  %217 = load <4 x double>, ptr %213, align 8, !tbaa !13
  %218 = shufflevector <4 x double> %217, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %219 = load <4 x double>, ptr %214, align 8, !tbaa !13
  %220 = shufflevector <4 x double> %219, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %221 = load <4 x double>, ptr %215, align 8, !tbaa !13
  %222 = shufflevector <4 x double> %221, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %223 = load <4 x double>, ptr %216, align 8, !tbaa !13
  %224 = shufflevector <4 x double> %223, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %225 = fmul fast <4 x double> %218, %207
  %226 = fmul fast <4 x double> %220, %208
  %227 = fmul fast <4 x double> %222, %209
  %228 = fmul fast <4 x double> %224, %210
  %229 = fmul fast <4 x double> %225, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %230 = fmul fast <4 x double> %226, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %231 = fmul fast <4 x double> %227, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %232 = fmul fast <4 x double> %228, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %233 = fadd fast <4 x double> %229, %199
  %234 = fadd fast <4 x double> %230, %200
  %235 = fadd fast <4 x double> %231, %201
  %236 = fadd fast <4 x double> %232, %202
  %237 = add nuw i64 %198, 16
  %238 = icmp eq i64 %237, %195
  br i1 %238, label %239, label %197, !llvm.loop !60

239:                                              ; preds = %197
  %240 = fadd fast <4 x double> %234, %233
  %241 = fadd fast <4 x double> %235, %240
  %242 = fadd fast <4 x double> %236, %241
  %243 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %242)
  %244 = icmp eq i64 %195, %8
  br i1 %244, label %261, label %245

245:                                              ; preds = %239, %191
  %246 = phi i64 [ 0, %191 ], [ %195, %239 ]
  %247 = phi double [ %129, %191 ], [ %243, %239 ]
  br label %248

248:                                              ; preds = %245, %248
  %249 = phi i64 [ %259, %248 ], [ %246, %245 ]
  %250 = phi double [ %258, %248 ], [ %247, %245 ]
  %251 = getelementptr inbounds double, ptr %130, i64 %249
  %252 = load double, ptr %251, align 8, !tbaa !13
  %253 = xor i64 %249, -1
  %254 = getelementptr double, ptr %192, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !13
  %256 = fmul fast double %255, %252
  %257 = fmul fast double %256, 5.000000e-01
  %258 = fadd fast double %257, %250
  %259 = add nuw nsw i64 %249, 1
  %260 = icmp eq i64 %259, %8
  br i1 %260, label %261, label %248, !llvm.loop !61

261:                                              ; preds = %248, %239
  %262 = phi double [ %243, %239 ], [ %258, %248 ]
  tail call void @free(ptr noundef nonnull %130) #14
  %263 = tail call noalias ptr @malloc(i64 noundef %5) #15
  %264 = icmp ult i32 %3, 4
  br i1 %264, label %304, label %265

265:                                              ; preds = %261
  %266 = and i64 %8, 2147483644
  br label %267

267:                                              ; preds = %267, %265
  %268 = phi i64 [ 0, %265 ], [ %300, %267 ]
  %269 = trunc i64 %268 to i32
  %270 = getelementptr inbounds double, ptr %0, i64 %268
  %271 = load <4 x double>, ptr %270, align 8, !tbaa !13
  %272 = fmul fast <4 x double> %271, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %273 = or disjoint i32 %269, 2
  %274 = or disjoint i32 %269, 3
  %275 = add i32 %269, 4
  %276 = add i32 %269, 5
  %277 = urem i32 %273, %3
  %278 = urem i32 %274, %3
  %279 = urem i32 %275, %3
  %280 = urem i32 %276, %3
  %281 = zext nneg i32 %277 to i64
  %282 = zext nneg i32 %278 to i64
  %283 = zext nneg i32 %279 to i64
  %284 = zext nneg i32 %280 to i64
  %285 = getelementptr inbounds double, ptr %0, i64 %281
  %286 = getelementptr inbounds double, ptr %0, i64 %282
  %287 = getelementptr inbounds double, ptr %0, i64 %283
  %288 = getelementptr inbounds double, ptr %0, i64 %284
  %289 = load double, ptr %285, align 8, !tbaa !13
  %290 = load double, ptr %286, align 8, !tbaa !13
  %291 = load double, ptr %287, align 8, !tbaa !13
  %292 = load double, ptr %288, align 8, !tbaa !13
  %293 = insertelement <4 x double> poison, double %289, i64 0
  %294 = insertelement <4 x double> %293, double %290, i64 1
  %295 = insertelement <4 x double> %294, double %291, i64 2
  %296 = insertelement <4 x double> %295, double %292, i64 3
  %297 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %296)
  %298 = fadd fast <4 x double> %297, %272
  %299 = getelementptr inbounds double, ptr %263, i64 %268
  store <4 x double> %298, ptr %299, align 8, !tbaa !13
  %300 = add nuw i64 %268, 4
  %301 = icmp eq i64 %300, %266
  br i1 %301, label %302, label %267, !llvm.loop !62

302:                                              ; preds = %267
  %303 = icmp eq i64 %266, %8
  br i1 %303, label %322, label %304

304:                                              ; preds = %302, %261
  %305 = phi i64 [ 0, %261 ], [ %266, %302 ]
  br label %306

306:                                              ; preds = %304, %306
  %307 = phi i64 [ %320, %306 ], [ %305, %304 ]
  %308 = getelementptr inbounds double, ptr %0, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !13
  %310 = fmul fast double %309, 3.000000e+00
  %311 = trunc i64 %307 to i32
  %312 = add i32 %311, 2
  %313 = urem i32 %312, %3
  %314 = zext nneg i32 %313 to i64
  %315 = getelementptr inbounds double, ptr %0, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !13
  %317 = tail call fast double @llvm.sin.f64(double %316)
  %318 = fadd fast double %317, %310
  %319 = getelementptr inbounds double, ptr %263, i64 %307
  store double %318, ptr %319, align 8, !tbaa !13
  %320 = add nuw nsw i64 %307, 1
  %321 = icmp eq i64 %320, %8
  br i1 %321, label %322, label %306, !llvm.loop !63

322:                                              ; preds = %306, %302
  %323 = getelementptr double, ptr %263, i64 %4
  %324 = icmp ult i32 %3, 16
  br i1 %324, label %376, label %325

325:                                              ; preds = %322
  %326 = and i64 %8, 2147483632
  %327 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %262, i64 0
  br label %328

328:                                              ; preds = %328, %325
  %329 = phi i64 [ 0, %325 ], [ %368, %328 ]
  %330 = phi <4 x double> [ %327, %325 ], [ %364, %328 ]
  %331 = phi <4 x double> [ zeroinitializer, %325 ], [ %365, %328 ]
  %332 = phi <4 x double> [ zeroinitializer, %325 ], [ %366, %328 ]
  %333 = phi <4 x double> [ zeroinitializer, %325 ], [ %367, %328 ]
  %334 = getelementptr inbounds double, ptr %263, i64 %329
  %335 = getelementptr inbounds i8, ptr %334, i64 32
  %336 = getelementptr inbounds i8, ptr %334, i64 64
  %337 = getelementptr inbounds i8, ptr %334, i64 96
  %338 = load <4 x double>, ptr %334, align 8, !tbaa !13
  %339 = load <4 x double>, ptr %335, align 8, !tbaa !13
  %340 = load <4 x double>, ptr %336, align 8, !tbaa !13
  %341 = load <4 x double>, ptr %337, align 8, !tbaa !13
  %342 = xor i64 %329, -1
  %343 = getelementptr double, ptr %323, i64 %342
  %344 = getelementptr i8, ptr %343, i64 -24
  %345 = getelementptr i8, ptr %343, i64 -56
  %346 = getelementptr i8, ptr %343, i64 -88
  %347 = getelementptr i8, ptr %343, i64 -120
  %348 = load <4 x double>, ptr %344, align 8, !tbaa !13
  %349 = shufflevector <4 x double> %348, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %350 = load <4 x double>, ptr %345, align 8, !tbaa !13
  %351 = shufflevector <4 x double> %350, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %352 = load <4 x double>, ptr %346, align 8, !tbaa !13
  %353 = shufflevector <4 x double> %352, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %354 = load <4 x double>, ptr %347, align 8, !tbaa !13
  %355 = shufflevector <4 x double> %354, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %356 = fmul fast <4 x double> %349, %338
  %357 = fmul fast <4 x double> %351, %339
  %358 = fmul fast <4 x double> %353, %340
  %359 = fmul fast <4 x double> %355, %341
  %360 = fmul fast <4 x double> %356, <double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555>
  %361 = fmul fast <4 x double> %357, <double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555>
  %362 = fmul fast <4 x double> %358, <double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555>
  %363 = fmul fast <4 x double> %359, <double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555>
  %364 = fadd fast <4 x double> %360, %330
  %365 = fadd fast <4 x double> %361, %331
  %366 = fadd fast <4 x double> %362, %332
  %367 = fadd fast <4 x double> %363, %333
  %368 = add nuw i64 %329, 16
  %369 = icmp eq i64 %368, %326
  br i1 %369, label %370, label %328, !llvm.loop !64

370:                                              ; preds = %328
  %371 = fadd fast <4 x double> %365, %364
  %372 = fadd fast <4 x double> %366, %371
  %373 = fadd fast <4 x double> %367, %372
  %374 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %373)
  %375 = icmp eq i64 %326, %8
  br i1 %375, label %392, label %376

376:                                              ; preds = %370, %322
  %377 = phi i64 [ 0, %322 ], [ %326, %370 ]
  %378 = phi double [ %262, %322 ], [ %374, %370 ]
  br label %379

379:                                              ; preds = %376, %379
  %380 = phi i64 [ %390, %379 ], [ %377, %376 ]
  %381 = phi double [ %389, %379 ], [ %378, %376 ]
  %382 = getelementptr inbounds double, ptr %263, i64 %380
  %383 = load double, ptr %382, align 8, !tbaa !13
  %384 = xor i64 %380, -1
  %385 = getelementptr double, ptr %323, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !13
  %387 = fmul fast double %386, %383
  %388 = fmul fast double %387, 0x3FD5555555555555
  %389 = fadd fast double %388, %381
  %390 = add nuw nsw i64 %380, 1
  %391 = icmp eq i64 %390, %8
  br i1 %391, label %392, label %379, !llvm.loop !65

392:                                              ; preds = %379, %370
  %393 = phi double [ %374, %370 ], [ %389, %379 ]
  tail call void @free(ptr noundef nonnull %263) #14
  %394 = tail call noalias ptr @malloc(i64 noundef %5) #15
  %395 = icmp ult i32 %3, 4
  br i1 %395, label %435, label %396

396:                                              ; preds = %392
  %397 = and i64 %8, 2147483644
  br label %398

398:                                              ; preds = %398, %396
  %399 = phi i64 [ 0, %396 ], [ %431, %398 ]
  %400 = trunc i64 %399 to i32
  %401 = getelementptr inbounds double, ptr %0, i64 %399
  %402 = load <4 x double>, ptr %401, align 8, !tbaa !13
  %403 = fmul fast <4 x double> %402, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %404 = or disjoint i32 %400, 3
  %405 = add i32 %400, 4
  %406 = add i32 %400, 5
  %407 = add i32 %400, 6
  %408 = urem i32 %404, %3
  %409 = urem i32 %405, %3
  %410 = urem i32 %406, %3
  %411 = urem i32 %407, %3
  %412 = zext nneg i32 %408 to i64
  %413 = zext nneg i32 %409 to i64
  %414 = zext nneg i32 %410 to i64
  %415 = zext nneg i32 %411 to i64
  %416 = getelementptr inbounds double, ptr %0, i64 %412
  %417 = getelementptr inbounds double, ptr %0, i64 %413
  %418 = getelementptr inbounds double, ptr %0, i64 %414
  %419 = getelementptr inbounds double, ptr %0, i64 %415
  %420 = load double, ptr %416, align 8, !tbaa !13
  %421 = load double, ptr %417, align 8, !tbaa !13
  %422 = load double, ptr %418, align 8, !tbaa !13
  %423 = load double, ptr %419, align 8, !tbaa !13
  %424 = insertelement <4 x double> poison, double %420, i64 0
  %425 = insertelement <4 x double> %424, double %421, i64 1
  %426 = insertelement <4 x double> %425, double %422, i64 2
  %427 = insertelement <4 x double> %426, double %423, i64 3
  %428 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %427)
  %429 = fadd fast <4 x double> %428, %403
  %430 = getelementptr inbounds double, ptr %394, i64 %399
  store <4 x double> %429, ptr %430, align 8, !tbaa !13
  %431 = add nuw i64 %399, 4
  %432 = icmp eq i64 %431, %397
  br i1 %432, label %433, label %398, !llvm.loop !66

433:                                              ; preds = %398
  %434 = icmp eq i64 %397, %8
  br i1 %434, label %453, label %435

435:                                              ; preds = %433, %392
  %436 = phi i64 [ 0, %392 ], [ %397, %433 ]
  br label %437

437:                                              ; preds = %435, %437
  %438 = phi i64 [ %451, %437 ], [ %436, %435 ]
  %439 = getelementptr inbounds double, ptr %0, i64 %438
  %440 = load double, ptr %439, align 8, !tbaa !13
  %441 = fmul fast double %440, 4.000000e+00
  %442 = trunc i64 %438 to i32
  %443 = add i32 %442, 3
  %444 = urem i32 %443, %3
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr inbounds double, ptr %0, i64 %445
  %447 = load double, ptr %446, align 8, !tbaa !13
  %448 = tail call fast double @llvm.sin.f64(double %447)
  %449 = fadd fast double %448, %441
  %450 = getelementptr inbounds double, ptr %394, i64 %438
  store double %449, ptr %450, align 8, !tbaa !13
  %451 = add nuw nsw i64 %438, 1
  %452 = icmp eq i64 %451, %8
  br i1 %452, label %453, label %437, !llvm.loop !67

453:                                              ; preds = %437, %433
  %454 = getelementptr double, ptr %394, i64 %4
  %455 = icmp ult i32 %3, 16
  br i1 %455, label %507, label %456

456:                                              ; preds = %453
  %457 = and i64 %8, 2147483632
  %458 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %393, i64 0
  br label %459

459:                                              ; preds = %459, %456
  %460 = phi i64 [ 0, %456 ], [ %499, %459 ]
  %461 = phi <4 x double> [ %458, %456 ], [ %495, %459 ]
  %462 = phi <4 x double> [ zeroinitializer, %456 ], [ %496, %459 ]
  %463 = phi <4 x double> [ zeroinitializer, %456 ], [ %497, %459 ]
  %464 = phi <4 x double> [ zeroinitializer, %456 ], [ %498, %459 ]
  %465 = getelementptr inbounds double, ptr %394, i64 %460
  %466 = getelementptr inbounds i8, ptr %465, i64 32
  %467 = getelementptr inbounds i8, ptr %465, i64 64
  %468 = getelementptr inbounds i8, ptr %465, i64 96
  %469 = load <4 x double>, ptr %465, align 8, !tbaa !13
  %470 = load <4 x double>, ptr %466, align 8, !tbaa !13
  %471 = load <4 x double>, ptr %467, align 8, !tbaa !13
  %472 = load <4 x double>, ptr %468, align 8, !tbaa !13
  %473 = xor i64 %460, -1
  %474 = getelementptr double, ptr %454, i64 %473
  %475 = getelementptr i8, ptr %474, i64 -24
  %476 = getelementptr i8, ptr %474, i64 -56
  %477 = getelementptr i8, ptr %474, i64 -88
  %478 = getelementptr i8, ptr %474, i64 -120
  %479 = load <4 x double>, ptr %475, align 8, !tbaa !13
  %480 = shufflevector <4 x double> %479, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %481 = load <4 x double>, ptr %476, align 8, !tbaa !13
  %482 = shufflevector <4 x double> %481, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %483 = load <4 x double>, ptr %477, align 8, !tbaa !13
  %484 = shufflevector <4 x double> %483, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %485 = load <4 x double>, ptr %478, align 8, !tbaa !13
  %486 = shufflevector <4 x double> %485, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %487 = fmul fast <4 x double> %480, %469
  %488 = fmul fast <4 x double> %482, %470
  %489 = fmul fast <4 x double> %484, %471
  %490 = fmul fast <4 x double> %486, %472
  %491 = fmul fast <4 x double> %487, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %492 = fmul fast <4 x double> %488, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %493 = fmul fast <4 x double> %489, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %494 = fmul fast <4 x double> %490, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %495 = fadd fast <4 x double> %491, %461
  %496 = fadd fast <4 x double> %492, %462
  %497 = fadd fast <4 x double> %493, %463
  %498 = fadd fast <4 x double> %494, %464
  %499 = add nuw i64 %460, 16
  %500 = icmp eq i64 %499, %457
  br i1 %500, label %501, label %459, !llvm.loop !68

501:                                              ; preds = %459
  %502 = fadd fast <4 x double> %496, %495
  %503 = fadd fast <4 x double> %497, %502
  %504 = fadd fast <4 x double> %498, %503
  %505 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %504)
  %506 = icmp eq i64 %457, %8
  br i1 %506, label %523, label %507

507:                                              ; preds = %501, %453
  %508 = phi i64 [ 0, %453 ], [ %457, %501 ]
  %509 = phi double [ %393, %453 ], [ %505, %501 ]
  br label %510

510:                                              ; preds = %507, %510
  %511 = phi i64 [ %521, %510 ], [ %508, %507 ]
  %512 = phi double [ %520, %510 ], [ %509, %507 ]
  %513 = getelementptr inbounds double, ptr %394, i64 %511
  %514 = load double, ptr %513, align 8, !tbaa !13
  %515 = xor i64 %511, -1
  %516 = getelementptr double, ptr %454, i64 %515
  %517 = load double, ptr %516, align 8, !tbaa !13
  %518 = fmul fast double %517, %514
  %519 = fmul fast double %518, 2.500000e-01
  %520 = fadd fast double %519, %512
  %521 = add nuw nsw i64 %511, 1
  %522 = icmp eq i64 %521, %8
  br i1 %522, label %523, label %510, !llvm.loop !69

523:                                              ; preds = %510, %501
  %524 = phi double [ %505, %501 ], [ %520, %510 ]
  tail call void @free(ptr noundef nonnull %394) #14
  br label %525

525:                                              ; preds = %523, %2
  %526 = phi double [ 0.000000e+00, %2 ], [ %524, %523 ]
  ret double %526
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind allocsize(0,1) }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !18, !17}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !18, !17}
!23 = distinct !{!23, !16, !17, !18}
!24 = distinct !{!24, !16, !18, !17}
!25 = distinct !{!25, !16, !17, !18}
!26 = distinct !{!26, !16, !18, !17}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
!30 = !{!31, !31, i64 0}
!31 = !{!"long long", !7, i64 0}
!32 = distinct !{!32, !16, !17, !18}
!33 = distinct !{!33, !16, !18, !17}
!34 = distinct !{!34, !16, !17, !18}
!35 = distinct !{!35, !16, !18, !17}
!36 = distinct !{ptr @obj_loop, ptr @obj_smooth, null}
!37 = distinct !{!37, !16, !17, !18}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !16, !17, !18}
!41 = distinct !{!41, !16, !18, !17}
!42 = distinct !{!42, !16, !17}
!43 = distinct !{!43, !16, !17, !18}
!44 = distinct !{!44, !16, !17, !18}
!45 = distinct !{!45, !16, !18, !17}
!46 = distinct !{!46, !16, !18, !17}
!47 = distinct !{!47, !16, !17, !18}
!48 = distinct !{!48, !16, !18, !17}
!49 = distinct !{!49, !16, !17, !18}
!50 = distinct !{!50, !16, !18, !17}
!51 = distinct !{!51, !16, !18, !17}
!52 = distinct !{!52, !16, !17, !18}
!53 = distinct !{!53, !16}
!54 = distinct !{!54, !16, !17, !18}
!55 = distinct !{!55, !16, !18, !17}
!56 = distinct !{!56, !16, !18, !17}
!57 = distinct !{!57, !16, !17, !18}
!58 = distinct !{!58, !16, !17, !18}
!59 = distinct !{!59, !16, !18, !17}
!60 = distinct !{!60, !16, !17, !18}
!61 = distinct !{!61, !16, !18, !17}
!62 = distinct !{!62, !16, !17, !18}
!63 = distinct !{!63, !16, !18, !17}
!64 = distinct !{!64, !16, !17, !18}
!65 = distinct !{!65, !16, !18, !17}
!66 = distinct !{!66, !16, !17, !18}
!67 = distinct !{!67, !16, !18, !17}
!68 = distinct !{!68, !16, !17, !18}
!69 = distinct !{!69, !16, !18, !17}
