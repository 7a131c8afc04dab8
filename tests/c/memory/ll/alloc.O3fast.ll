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
  %6 = alloca [20 x double], align 16
  %7 = alloca [20 x double], align 16
  %8 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #13
  call fastcc void @fill(ptr noundef nonnull %3)
  call fastcc void @fill(ptr noundef nonnull %7)
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  br label %16

10:                                               ; preds = %802
  %11 = load i32, ptr @n_fail, align 4, !tbaa !5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %11)
  %13 = load i32, ptr @n_fail, align 4, !tbaa !5
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #13
  ret i32 %15

16:                                               ; preds = %0, %802
  %17 = phi i64 [ 0, %0 ], [ %803, %802 ]
  %18 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  store i32 %19, ptr %8, align 8, !tbaa !9
  store ptr %7, ptr %9, align 8, !tbaa !12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  %20 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temps, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %19) #13
  %21 = call i32 @llvm.smax.i32(i32 %19, i32 1)
  %22 = zext nneg i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 3
  %24 = call noalias ptr @malloc(i64 noundef %23) #14
  %25 = sext i32 %19 to i64
  %26 = shl nsw i64 %25, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr nonnull readonly align 16 %3, i64 %26, i1 false)
  %27 = zext i32 %19 to i64
  %28 = add nsw i64 %27, -1
  %29 = icmp eq i64 %17, 2
  %30 = and i64 %27, 2147483644
  %31 = icmp eq i64 %30, %27
  %32 = and i64 %27, 1
  %33 = icmp eq i64 %28, 0
  %34 = and i64 %27, 4294967294
  %35 = icmp eq i64 %32, 0
  %36 = add nsw i64 %17, -1
  %37 = icmp ult i64 %36, 2
  %38 = and i64 %27, 2147483632
  %39 = icmp eq i64 %38, %27
  %40 = icmp eq i64 %17, 2
  %41 = and i64 %27, 2147483644
  %42 = icmp eq i64 %41, %27
  %43 = and i64 %27, 1
  %44 = icmp eq i64 %28, 0
  %45 = and i64 %27, 4294967294
  %46 = icmp eq i64 %43, 0
  %47 = add nsw i64 %17, -1
  %48 = icmp ult i64 %47, 2
  %49 = and i64 %27, 2147483632
  %50 = icmp eq i64 %49, %27
  br label %51

51:                                               ; preds = %16, %353
  %52 = phi i64 [ 0, %16 ], [ %354, %353 ]
  %53 = getelementptr inbounds double, ptr %4, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !13
  %55 = getelementptr inbounds double, ptr %24, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !13
  %57 = call fast double @llvm.fabs.f64(double %56)
  %58 = call fast double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  %59 = fmul fast double %58, 0x3EB0C6F7A0B5ED8D
  %60 = fadd fast double %59, %56
  store double %60, ptr %55, align 8, !tbaa !13
  %61 = call noalias ptr @malloc(i64 noundef %26) #14
  %62 = call noalias ptr @calloc(i64 noundef %25, i64 noundef 8) #15
  br i1 %29, label %74, label %63

63:                                               ; preds = %51, %63
  %64 = phi i64 [ %71, %63 ], [ 0, %51 ]
  %65 = getelementptr inbounds double, ptr %24, i64 %64
  %66 = load <4 x double>, ptr %65, align 8, !tbaa !13
  %67 = fmul fast <4 x double> %66, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %68 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %67)
  %69 = fsub fast <4 x double> %68, %66
  %70 = getelementptr inbounds double, ptr %61, i64 %64
  store <4 x double> %69, ptr %70, align 8, !tbaa !13
  %71 = add nuw i64 %64, 4
  %72 = icmp eq i64 %71, %30
  br i1 %72, label %73, label %63, !llvm.loop !15

73:                                               ; preds = %63
  br i1 %31, label %86, label %74

74:                                               ; preds = %73, %51
  %75 = phi i64 [ 0, %51 ], [ %30, %73 ]
  br label %76

76:                                               ; preds = %74, %76
  %77 = phi i64 [ %84, %76 ], [ %75, %74 ]
  %78 = getelementptr inbounds double, ptr %24, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = fmul fast double %79, 3.000000e-01
  %81 = call fast double @llvm.exp.f64(double %80)
  %82 = fsub fast double %81, %79
  %83 = getelementptr inbounds double, ptr %61, i64 %77
  store double %82, ptr %83, align 8, !tbaa !13
  %84 = add nuw nsw i64 %77, 1
  %85 = icmp eq i64 %84, %27
  br i1 %85, label %86, label %76, !llvm.loop !19

86:                                               ; preds = %76, %73
  br i1 %33, label %132, label %87

87:                                               ; preds = %86, %87
  %88 = phi i64 [ %112, %87 ], [ 0, %86 ]
  %89 = phi i64 [ %130, %87 ], [ 0, %86 ]
  %90 = getelementptr inbounds double, ptr %61, i64 %88
  %91 = load double, ptr %90, align 8, !tbaa !13
  %92 = or disjoint i64 %88, 1
  %93 = icmp eq i64 %92, %27
  %94 = and i64 %92, 4294967295
  %95 = select i1 %93, i64 0, i64 %94
  %96 = getelementptr inbounds double, ptr %61, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !13
  %98 = fmul fast double %97, %91
  %99 = getelementptr inbounds double, ptr %62, i64 %88
  %100 = load double, ptr %99, align 8, !tbaa !13
  %101 = fadd fast double %100, %98
  store double %101, ptr %99, align 8, !tbaa !13
  %102 = fmul fast double %91, 5.000000e-01
  %103 = trunc i64 %88 to i32
  %104 = add i32 %103, 2
  %105 = urem i32 %104, %19
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %62, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !13
  %109 = fadd fast double %108, %102
  store double %109, ptr %107, align 8, !tbaa !13
  %110 = getelementptr inbounds double, ptr %61, i64 %92
  %111 = load double, ptr %110, align 8, !tbaa !13
  %112 = add nuw nsw i64 %88, 2
  %113 = icmp eq i64 %112, %27
  %114 = and i64 %112, 4294967294
  %115 = select i1 %113, i64 0, i64 %114
  %116 = getelementptr inbounds double, ptr %61, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !13
  %118 = fmul fast double %117, %111
  %119 = getelementptr inbounds double, ptr %62, i64 %92
  %120 = load double, ptr %119, align 8, !tbaa !13
  %121 = fadd fast double %120, %118
  store double %121, ptr %119, align 8, !tbaa !13
  %122 = fmul fast double %111, 5.000000e-01
  %123 = trunc i64 %92 to i32
  %124 = add i32 %123, 2
  %125 = urem i32 %124, %19
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %62, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !13
  %129 = fadd fast double %128, %122
  store double %129, ptr %127, align 8, !tbaa !13
  %130 = add i64 %89, 2
  %131 = icmp eq i64 %130, %34
  br i1 %131, label %132, label %87, !llvm.loop !20

132:                                              ; preds = %87, %86
  %133 = phi i64 [ 0, %86 ], [ %112, %87 ]
  br i1 %35, label %155, label %134

134:                                              ; preds = %132
  %135 = getelementptr inbounds double, ptr %61, i64 %133
  %136 = load double, ptr %135, align 8, !tbaa !13
  %137 = add nuw nsw i64 %133, 1
  %138 = icmp eq i64 %137, %27
  %139 = and i64 %137, 4294967295
  %140 = select i1 %138, i64 0, i64 %139
  %141 = getelementptr inbounds double, ptr %61, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !13
  %143 = fmul fast double %142, %136
  %144 = getelementptr inbounds double, ptr %62, i64 %133
  %145 = load double, ptr %144, align 8, !tbaa !13
  %146 = fadd fast double %145, %143
  store double %146, ptr %144, align 8, !tbaa !13
  %147 = fmul fast double %136, 5.000000e-01
  %148 = trunc i64 %133 to i32
  %149 = add i32 %148, 2
  %150 = urem i32 %149, %19
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds double, ptr %62, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !13
  %154 = fadd fast double %153, %147
  store double %154, ptr %152, align 8, !tbaa !13
  br label %155

155:                                              ; preds = %132, %134
  br i1 %37, label %185, label %156

156:                                              ; preds = %155, %156
  %157 = phi i64 [ %178, %156 ], [ 0, %155 ]
  %158 = phi <4 x double> [ %174, %156 ], [ zeroinitializer, %155 ]
  %159 = phi <4 x double> [ %175, %156 ], [ zeroinitializer, %155 ]
  %160 = phi <4 x double> [ %176, %156 ], [ zeroinitializer, %155 ]
  %161 = phi <4 x double> [ %177, %156 ], [ zeroinitializer, %155 ]
  %162 = getelementptr inbounds double, ptr %62, i64 %157
  %163 = getelementptr inbounds i8, ptr %162, i64 32
  %164 = getelementptr inbounds i8, ptr %162, i64 64
  %165 = getelementptr inbounds i8, ptr %162, i64 96
  %166 = load <4 x double>, ptr %162, align 8, !tbaa !13
  %167 = load <4 x double>, ptr %163, align 8, !tbaa !13
  %168 = load <4 x double>, ptr %164, align 8, !tbaa !13
  %169 = load <4 x double>, ptr %165, align 8, !tbaa !13
  %170 = fmul fast <4 x double> %166, %166
  %171 = fmul fast <4 x double> %167, %167
  %172 = fmul fast <4 x double> %168, %168
  %173 = fmul fast <4 x double> %169, %169
  %174 = fadd fast <4 x double> %170, %158
  %175 = fadd fast <4 x double> %171, %159
  %176 = fadd fast <4 x double> %172, %160
  %177 = fadd fast <4 x double> %173, %161
  %178 = add nuw i64 %157, 16
  %179 = icmp eq i64 %178, %38
  br i1 %179, label %180, label %156, !llvm.loop !21

180:                                              ; preds = %156
  %181 = fadd fast <4 x double> %175, %174
  %182 = fadd fast <4 x double> %176, %181
  %183 = fadd fast <4 x double> %177, %182
  %184 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %183)
  br i1 %39, label %197, label %185

185:                                              ; preds = %180, %155
  %186 = phi i64 [ 0, %155 ], [ %38, %180 ]
  %187 = phi double [ 0.000000e+00, %155 ], [ %184, %180 ]
  br label %188

188:                                              ; preds = %185, %188
  %189 = phi i64 [ %195, %188 ], [ %186, %185 ]
  %190 = phi double [ %194, %188 ], [ %187, %185 ]
  %191 = getelementptr inbounds double, ptr %62, i64 %189
  %192 = load double, ptr %191, align 8, !tbaa !13
  %193 = fmul fast double %192, %192
  %194 = fadd fast double %193, %190
  %195 = add nuw nsw i64 %189, 1
  %196 = icmp eq i64 %195, %27
  br i1 %196, label %197, label %188, !llvm.loop !22

197:                                              ; preds = %188, %180
  %198 = phi double [ %184, %180 ], [ %194, %188 ]
  %199 = fsub fast double %56, %59
  call void @free(ptr noundef %61) #13
  call void @free(ptr noundef nonnull %62) #13
  store double %199, ptr %55, align 8, !tbaa !13
  %200 = call noalias ptr @malloc(i64 noundef %26) #14
  %201 = call noalias ptr @calloc(i64 noundef %25, i64 noundef 8) #15
  br i1 %40, label %213, label %202

202:                                              ; preds = %197, %202
  %203 = phi i64 [ %210, %202 ], [ 0, %197 ]
  %204 = getelementptr inbounds double, ptr %24, i64 %203
  %205 = load <4 x double>, ptr %204, align 8, !tbaa !13
  %206 = fmul fast <4 x double> %205, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %207 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %206)
  %208 = fsub fast <4 x double> %207, %205
  %209 = getelementptr inbounds double, ptr %200, i64 %203
  store <4 x double> %208, ptr %209, align 8, !tbaa !13
  %210 = add nuw i64 %203, 4
  %211 = icmp eq i64 %210, %41
  br i1 %211, label %212, label %202, !llvm.loop !23

212:                                              ; preds = %202
  br i1 %42, label %225, label %213

213:                                              ; preds = %212, %197
  %214 = phi i64 [ 0, %197 ], [ %41, %212 ]
  br label %215

215:                                              ; preds = %213, %215
  %216 = phi i64 [ %223, %215 ], [ %214, %213 ]
  %217 = getelementptr inbounds double, ptr %24, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !13
  %219 = fmul fast double %218, 3.000000e-01
  %220 = call fast double @llvm.exp.f64(double %219)
  %221 = fsub fast double %220, %218
  %222 = getelementptr inbounds double, ptr %200, i64 %216
  store double %221, ptr %222, align 8, !tbaa !13
  %223 = add nuw nsw i64 %216, 1
  %224 = icmp eq i64 %223, %27
  br i1 %224, label %225, label %215, !llvm.loop !24

225:                                              ; preds = %215, %212
  br i1 %44, label %271, label %226

226:                                              ; preds = %225, %226
  %227 = phi i64 [ %251, %226 ], [ 0, %225 ]
  %228 = phi i64 [ %269, %226 ], [ 0, %225 ]
  %229 = getelementptr inbounds double, ptr %200, i64 %227
  %230 = load double, ptr %229, align 8, !tbaa !13
  %231 = or disjoint i64 %227, 1
  %232 = icmp eq i64 %231, %27
  %233 = and i64 %231, 4294967295
  %234 = select i1 %232, i64 0, i64 %233
  %235 = getelementptr inbounds double, ptr %200, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !13
  %237 = fmul fast double %236, %230
  %238 = getelementptr inbounds double, ptr %201, i64 %227
  %239 = load double, ptr %238, align 8, !tbaa !13
  %240 = fadd fast double %239, %237
  store double %240, ptr %238, align 8, !tbaa !13
  %241 = fmul fast double %230, 5.000000e-01
  %242 = trunc i64 %227 to i32
  %243 = add i32 %242, 2
  %244 = urem i32 %243, %19
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds double, ptr %201, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !13
  %248 = fadd fast double %247, %241
  store double %248, ptr %246, align 8, !tbaa !13
  %249 = getelementptr inbounds double, ptr %200, i64 %231
  %250 = load double, ptr %249, align 8, !tbaa !13
  %251 = add nuw nsw i64 %227, 2
  %252 = icmp eq i64 %251, %27
  %253 = and i64 %251, 4294967294
  %254 = select i1 %252, i64 0, i64 %253
  %255 = getelementptr inbounds double, ptr %200, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !13
  %257 = fmul fast double %256, %250
  %258 = getelementptr inbounds double, ptr %201, i64 %231
  %259 = load double, ptr %258, align 8, !tbaa !13
  %260 = fadd fast double %259, %257
  store double %260, ptr %258, align 8, !tbaa !13
  %261 = fmul fast double %250, 5.000000e-01
  %262 = trunc i64 %231 to i32
  %263 = add i32 %262, 2
  %264 = urem i32 %263, %19
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr inbounds double, ptr %201, i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !13
  %268 = fadd fast double %267, %261
  store double %268, ptr %266, align 8, !tbaa !13
  %269 = add i64 %228, 2
  %270 = icmp eq i64 %269, %45
  br i1 %270, label %271, label %226, !llvm.loop !20

271:                                              ; preds = %226, %225
  %272 = phi i64 [ 0, %225 ], [ %251, %226 ]
  br i1 %46, label %294, label %273

273:                                              ; preds = %271
  %274 = getelementptr inbounds double, ptr %200, i64 %272
  %275 = load double, ptr %274, align 8, !tbaa !13
  %276 = add nuw nsw i64 %272, 1
  %277 = icmp eq i64 %276, %27
  %278 = and i64 %276, 4294967295
  %279 = select i1 %277, i64 0, i64 %278
  %280 = getelementptr inbounds double, ptr %200, i64 %279
  %281 = load double, ptr %280, align 8, !tbaa !13
  %282 = fmul fast double %281, %275
  %283 = getelementptr inbounds double, ptr %201, i64 %272
  %284 = load double, ptr %283, align 8, !tbaa !13
  %285 = fadd fast double %284, %282
  store double %285, ptr %283, align 8, !tbaa !13
  %286 = fmul fast double %275, 5.000000e-01
  %287 = trunc i64 %272 to i32
  %288 = add i32 %287, 2
  %289 = urem i32 %288, %19
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds double, ptr %201, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !13
  %293 = fadd fast double %292, %286
  store double %293, ptr %291, align 8, !tbaa !13
  br label %294

294:                                              ; preds = %271, %273
  br i1 %48, label %324, label %295

295:                                              ; preds = %294, %295
  %296 = phi i64 [ %317, %295 ], [ 0, %294 ]
  %297 = phi <4 x double> [ %313, %295 ], [ zeroinitializer, %294 ]
  %298 = phi <4 x double> [ %314, %295 ], [ zeroinitializer, %294 ]
  %299 = phi <4 x double> [ %315, %295 ], [ zeroinitializer, %294 ]
  %300 = phi <4 x double> [ %316, %295 ], [ zeroinitializer, %294 ]
  %301 = getelementptr inbounds double, ptr %201, i64 %296
  %302 = getelementptr inbounds i8, ptr %301, i64 32
  %303 = getelementptr inbounds i8, ptr %301, i64 64
  %304 = getelementptr inbounds i8, ptr %301, i64 96
  %305 = load <4 x double>, ptr %301, align 8, !tbaa !13
  %306 = load <4 x double>, ptr %302, align 8, !tbaa !13
  %307 = load <4 x double>, ptr %303, align 8, !tbaa !13
  %308 = load <4 x double>, ptr %304, align 8, !tbaa !13
  %309 = fmul fast <4 x double> %305, %305
  %310 = fmul fast <4 x double> %306, %306
  %311 = fmul fast <4 x double> %307, %307
  %312 = fmul fast <4 x double> %308, %308
  %313 = fadd fast <4 x double> %309, %297
  %314 = fadd fast <4 x double> %310, %298
  %315 = fadd fast <4 x double> %311, %299
  %316 = fadd fast <4 x double> %312, %300
  %317 = add nuw i64 %296, 16
  %318 = icmp eq i64 %317, %49
  br i1 %318, label %319, label %295, !llvm.loop !25

319:                                              ; preds = %295
  %320 = fadd fast <4 x double> %314, %313
  %321 = fadd fast <4 x double> %315, %320
  %322 = fadd fast <4 x double> %316, %321
  %323 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %322)
  br i1 %50, label %336, label %324

324:                                              ; preds = %319, %294
  %325 = phi i64 [ 0, %294 ], [ %49, %319 ]
  %326 = phi double [ 0.000000e+00, %294 ], [ %323, %319 ]
  br label %327

327:                                              ; preds = %324, %327
  %328 = phi i64 [ %334, %327 ], [ %325, %324 ]
  %329 = phi double [ %333, %327 ], [ %326, %324 ]
  %330 = getelementptr inbounds double, ptr %201, i64 %328
  %331 = load double, ptr %330, align 8, !tbaa !13
  %332 = fmul fast double %331, %331
  %333 = fadd fast double %332, %329
  %334 = add nuw nsw i64 %328, 1
  %335 = icmp eq i64 %334, %27
  br i1 %335, label %336, label %327, !llvm.loop !26

336:                                              ; preds = %327, %319
  %337 = phi double [ %323, %319 ], [ %333, %327 ]
  call void @free(ptr noundef %200) #13
  call void @free(ptr noundef nonnull %201) #13
  store double %56, ptr %55, align 8, !tbaa !13
  %338 = fsub fast double %198, %337
  %339 = fmul fast double %58, 2.000000e-06
  %340 = fdiv fast double %338, %339
  %341 = call fast double @llvm.fabs.f64(double %340)
  %342 = call fast double @llvm.maxnum.f64(double %341, double 1.000000e+00)
  %343 = fsub fast double %54, %340
  %344 = call fast double @llvm.fabs.f64(double %343)
  %345 = fmul fast double %342, 0x3EB0C6F7A0B5ED8D
  %346 = fcmp fast ole double %344, %345
  %347 = select i1 %346, ptr @.str.6, ptr @.str.7
  %348 = trunc nuw nsw i64 %52 to i32
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %348, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %340, ptr noundef nonnull %347)
  br i1 %346, label %353, label %350

350:                                              ; preds = %336
  %351 = load i32, ptr @n_fail, align 4, !tbaa !5
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr @n_fail, align 4, !tbaa !5
  br label %353

353:                                              ; preds = %350, %336
  %354 = add nuw nsw i64 %52, 1
  %355 = icmp eq i64 %354, %27
  br i1 %355, label %356, label %51, !llvm.loop !27

356:                                              ; preds = %353
  call void @free(ptr noundef nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %6, ptr noundef nonnull align 16 dereferenceable(160) %7, i64 160, i1 false)
  %357 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %19) #13
  %358 = call noalias ptr @malloc(i64 noundef %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %358, ptr nonnull readonly align 16 %3, i64 %26, i1 false)
  %359 = add nsw i32 %19, 2
  %360 = sext i32 %359 to i64
  %361 = shl nsw i64 %360, 3
  %362 = add nsw i64 %17, -1
  %363 = icmp ult i64 %362, 2
  %364 = and i64 %27, 2147483632
  %365 = icmp eq i64 %364, %27
  %366 = add nsw i64 %17, -1
  %367 = icmp ult i64 %366, 2
  %368 = and i64 %27, 2147483632
  %369 = icmp eq i64 %368, %27
  %370 = add nsw i64 %17, -1
  %371 = icmp ult i64 %370, 2
  %372 = and i64 %27, 2147483632
  %373 = icmp eq i64 %372, %27
  %374 = add nsw i64 %17, -1
  %375 = icmp ult i64 %374, 2
  %376 = and i64 %27, 2147483632
  %377 = icmp eq i64 %376, %27
  %378 = add nsw i64 %17, -1
  %379 = icmp ult i64 %378, 2
  %380 = and i64 %27, 2147483632
  %381 = icmp eq i64 %380, %27
  %382 = add nsw i64 %17, -1
  %383 = icmp ult i64 %382, 2
  %384 = and i64 %27, 2147483632
  %385 = icmp eq i64 %384, %27
  br label %386

386:                                              ; preds = %356, %764
  %387 = phi i64 [ 0, %356 ], [ %765, %764 ]
  %388 = getelementptr inbounds double, ptr %4, i64 %387
  %389 = load double, ptr %388, align 8, !tbaa !13
  %390 = getelementptr inbounds double, ptr %358, i64 %387
  %391 = load double, ptr %390, align 8, !tbaa !13
  %392 = call fast double @llvm.fabs.f64(double %391)
  %393 = call fast double @llvm.maxnum.f64(double %392, double 1.000000e+00)
  %394 = fmul fast double %393, 0x3EB0C6F7A0B5ED8D
  %395 = fadd fast double %394, %391
  store double %395, ptr %390, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #13
  %396 = call noalias ptr @malloc(i64 noundef %361) #14
  br i1 %363, label %397, label %399

397:                                              ; preds = %420, %386
  %398 = phi i64 [ 0, %386 ], [ %364, %420 ]
  br label %493

399:                                              ; preds = %386, %399
  %400 = phi i64 [ %418, %399 ], [ 0, %386 ]
  %401 = getelementptr inbounds double, ptr %358, i64 %400
  %402 = getelementptr inbounds i8, ptr %401, i64 32
  %403 = getelementptr inbounds i8, ptr %401, i64 64
  %404 = getelementptr inbounds i8, ptr %401, i64 96
  %405 = load <4 x double>, ptr %401, align 8, !tbaa !13
  %406 = load <4 x double>, ptr %402, align 8, !tbaa !13
  %407 = load <4 x double>, ptr %403, align 8, !tbaa !13
  %408 = load <4 x double>, ptr %404, align 8, !tbaa !13
  %409 = fmul fast <4 x double> %405, %405
  %410 = fmul fast <4 x double> %406, %406
  %411 = fmul fast <4 x double> %407, %407
  %412 = fmul fast <4 x double> %408, %408
  %413 = or disjoint i64 %400, 1
  %414 = getelementptr inbounds double, ptr %396, i64 %413
  %415 = getelementptr inbounds i8, ptr %414, i64 32
  %416 = getelementptr inbounds i8, ptr %414, i64 64
  %417 = getelementptr inbounds i8, ptr %414, i64 96
  store <4 x double> %409, ptr %414, align 8, !tbaa !13
  store <4 x double> %410, ptr %415, align 8, !tbaa !13
  store <4 x double> %411, ptr %416, align 8, !tbaa !13
  store <4 x double> %412, ptr %417, align 8, !tbaa !13
  %418 = add nuw i64 %400, 16
  %419 = icmp eq i64 %418, %364
  br i1 %419, label %420, label %399, !llvm.loop !28

420:                                              ; preds = %399
  br i1 %365, label %421, label %397

421:                                              ; preds = %493, %420
  %422 = getelementptr inbounds double, ptr %396, i64 %27
  %423 = load double, ptr %422, align 8, !tbaa !13
  %424 = getelementptr inbounds i8, ptr %396, i64 8
  %425 = load double, ptr %424, align 8, !tbaa !13
  store double %423, ptr %396, align 8, !tbaa !13
  %426 = getelementptr i8, ptr %422, i64 8
  store double %425, ptr %426, align 8, !tbaa !13
  %427 = getelementptr inbounds i8, ptr %396, i64 16
  br i1 %367, label %428, label %431

428:                                              ; preds = %491, %421
  %429 = phi double [ %423, %421 ], [ %492, %491 ]
  %430 = phi i64 [ 0, %421 ], [ %368, %491 ]
  br label %501

431:                                              ; preds = %421
  %432 = insertelement <4 x double> poison, double %423, i64 3
  br label %433

433:                                              ; preds = %433, %431
  %434 = phi i64 [ 0, %431 ], [ %489, %433 ]
  %435 = phi <4 x double> [ %432, %431 ], [ %444, %433 ]
  %436 = or disjoint i64 %434, 1
  %437 = getelementptr inbounds double, ptr %396, i64 %436
  %438 = getelementptr inbounds i8, ptr %437, i64 32
  %439 = getelementptr inbounds i8, ptr %437, i64 64
  %440 = getelementptr inbounds i8, ptr %437, i64 96
  %441 = load <4 x double>, ptr %437, align 8, !tbaa !13
  %442 = load <4 x double>, ptr %438, align 8, !tbaa !13
  %443 = load <4 x double>, ptr %439, align 8, !tbaa !13
  %444 = load <4 x double>, ptr %440, align 8, !tbaa !13
  %445 = shufflevector <4 x double> %435, <4 x double> %441, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %446 = shufflevector <4 x double> %441, <4 x double> %442, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %447 = shufflevector <4 x double> %442, <4 x double> %443, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %448 = shufflevector <4 x double> %443, <4 x double> %444, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %449 = fmul fast <4 x double> %441, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %450 = fmul fast <4 x double> %442, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %451 = fmul fast <4 x double> %443, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %452 = fmul fast <4 x double> %444, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %453 = getelementptr inbounds double, ptr %427, i64 %434
  %454 = getelementptr inbounds i8, ptr %453, i64 32
  %455 = getelementptr inbounds i8, ptr %453, i64 64
  %456 = getelementptr inbounds i8, ptr %453, i64 96
  %457 = load <4 x double>, ptr %453, align 8, !tbaa !13
  %458 = load <4 x double>, ptr %454, align 8, !tbaa !13
  %459 = load <4 x double>, ptr %455, align 8, !tbaa !13
  %460 = load <4 x double>, ptr %456, align 8, !tbaa !13
  %461 = getelementptr inbounds double, ptr %358, i64 %434
  %462 = getelementptr inbounds i8, ptr %461, i64 32
  %463 = getelementptr inbounds i8, ptr %461, i64 64
  %464 = getelementptr inbounds i8, ptr %461, i64 96
  %465 = load <4 x double>, ptr %461, align 8, !tbaa !13
  %466 = load <4 x double>, ptr %462, align 8, !tbaa !13
  %467 = load <4 x double>, ptr %463, align 8, !tbaa !13
  %468 = load <4 x double>, ptr %464, align 8, !tbaa !13
  %469 = fmul fast <4 x double> %465, %457
  %470 = fmul fast <4 x double> %466, %458
  %471 = fmul fast <4 x double> %467, %459
  %472 = fmul fast <4 x double> %468, %460
  %473 = fadd fast <4 x double> %469, %445
  %474 = fadd fast <4 x double> %470, %446
  %475 = fadd fast <4 x double> %471, %447
  %476 = fadd fast <4 x double> %472, %448
  %477 = fmul fast <4 x double> %473, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %478 = fmul fast <4 x double> %474, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %479 = fmul fast <4 x double> %475, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %480 = fmul fast <4 x double> %476, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %481 = fadd fast <4 x double> %477, %449
  %482 = fadd fast <4 x double> %478, %450
  %483 = fadd fast <4 x double> %479, %451
  %484 = fadd fast <4 x double> %480, %452
  %485 = getelementptr inbounds double, ptr %1, i64 %434
  %486 = getelementptr inbounds i8, ptr %485, i64 32
  %487 = getelementptr inbounds i8, ptr %485, i64 64
  %488 = getelementptr inbounds i8, ptr %485, i64 96
  store <4 x double> %481, ptr %485, align 16, !tbaa !13
  store <4 x double> %482, ptr %486, align 16, !tbaa !13
  store <4 x double> %483, ptr %487, align 16, !tbaa !13
  store <4 x double> %484, ptr %488, align 16, !tbaa !13
  %489 = add nuw i64 %434, 16
  %490 = icmp eq i64 %489, %368
  br i1 %490, label %491, label %433, !llvm.loop !29

491:                                              ; preds = %433
  %492 = extractelement <4 x double> %444, i64 3
  br i1 %369, label %518, label %428

493:                                              ; preds = %397, %493
  %494 = phi i64 [ %498, %493 ], [ %398, %397 ]
  %495 = getelementptr inbounds double, ptr %358, i64 %494
  %496 = load double, ptr %495, align 8, !tbaa !13
  %497 = fmul fast double %496, %496
  %498 = add nuw nsw i64 %494, 1
  %499 = getelementptr inbounds double, ptr %396, i64 %498
  store double %497, ptr %499, align 8, !tbaa !13
  %500 = icmp eq i64 %498, %27
  br i1 %500, label %421, label %493, !llvm.loop !30

501:                                              ; preds = %428, %501
  %502 = phi double [ %506, %501 ], [ %429, %428 ]
  %503 = phi i64 [ %504, %501 ], [ %430, %428 ]
  %504 = add nuw nsw i64 %503, 1
  %505 = getelementptr inbounds double, ptr %396, i64 %504
  %506 = load double, ptr %505, align 8, !tbaa !13
  %507 = fmul fast double %506, 5.000000e-01
  %508 = getelementptr inbounds double, ptr %427, i64 %503
  %509 = load double, ptr %508, align 8, !tbaa !13
  %510 = getelementptr inbounds double, ptr %358, i64 %503
  %511 = load double, ptr %510, align 8, !tbaa !13
  %512 = fmul fast double %511, %509
  %513 = fadd fast double %512, %502
  %514 = fmul fast double %513, 2.500000e-01
  %515 = fadd fast double %514, %507
  %516 = getelementptr inbounds double, ptr %1, i64 %503
  store double %515, ptr %516, align 8, !tbaa !13
  %517 = icmp eq i64 %504, %27
  br i1 %517, label %518, label %501, !llvm.loop !31

518:                                              ; preds = %501, %491
  call void @free(ptr noundef nonnull %396) #13
  br i1 %371, label %556, label %519

519:                                              ; preds = %518, %519
  %520 = phi i64 [ %549, %519 ], [ 0, %518 ]
  %521 = phi <4 x double> [ %545, %519 ], [ zeroinitializer, %518 ]
  %522 = phi <4 x double> [ %546, %519 ], [ zeroinitializer, %518 ]
  %523 = phi <4 x double> [ %547, %519 ], [ zeroinitializer, %518 ]
  %524 = phi <4 x double> [ %548, %519 ], [ zeroinitializer, %518 ]
  %525 = getelementptr inbounds double, ptr %7, i64 %520
  %526 = getelementptr inbounds i8, ptr %525, i64 32
  %527 = getelementptr inbounds i8, ptr %525, i64 64
  %528 = getelementptr inbounds i8, ptr %525, i64 96
  %529 = load <4 x double>, ptr %525, align 16, !tbaa !13
  %530 = load <4 x double>, ptr %526, align 16, !tbaa !13
  %531 = load <4 x double>, ptr %527, align 16, !tbaa !13
  %532 = load <4 x double>, ptr %528, align 16, !tbaa !13
  %533 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %520
  %534 = getelementptr inbounds i8, ptr %533, i64 32
  %535 = getelementptr inbounds i8, ptr %533, i64 64
  %536 = getelementptr inbounds i8, ptr %533, i64 96
  %537 = load <4 x double>, ptr %533, align 16, !tbaa !13
  %538 = load <4 x double>, ptr %534, align 16, !tbaa !13
  %539 = load <4 x double>, ptr %535, align 16, !tbaa !13
  %540 = load <4 x double>, ptr %536, align 16, !tbaa !13
  %541 = fmul fast <4 x double> %537, %529
  %542 = fmul fast <4 x double> %538, %530
  %543 = fmul fast <4 x double> %539, %531
  %544 = fmul fast <4 x double> %540, %532
  %545 = fadd fast <4 x double> %541, %521
  %546 = fadd fast <4 x double> %542, %522
  %547 = fadd fast <4 x double> %543, %523
  %548 = fadd fast <4 x double> %544, %524
  %549 = add nuw i64 %520, 16
  %550 = icmp eq i64 %549, %372
  br i1 %550, label %551, label %519, !llvm.loop !32

551:                                              ; preds = %519
  %552 = fadd fast <4 x double> %546, %545
  %553 = fadd fast <4 x double> %547, %552
  %554 = fadd fast <4 x double> %548, %553
  %555 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %554)
  br i1 %373, label %570, label %556

556:                                              ; preds = %551, %518
  %557 = phi i64 [ 0, %518 ], [ %372, %551 ]
  %558 = phi double [ 0.000000e+00, %518 ], [ %555, %551 ]
  br label %559

559:                                              ; preds = %556, %559
  %560 = phi i64 [ %568, %559 ], [ %557, %556 ]
  %561 = phi double [ %567, %559 ], [ %558, %556 ]
  %562 = getelementptr inbounds double, ptr %7, i64 %560
  %563 = load double, ptr %562, align 8, !tbaa !13
  %564 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %560
  %565 = load double, ptr %564, align 8, !tbaa !13
  %566 = fmul fast double %565, %563
  %567 = fadd fast double %566, %561
  %568 = add nuw nsw i64 %560, 1
  %569 = icmp eq i64 %568, %27
  br i1 %569, label %570, label %559, !llvm.loop !33

570:                                              ; preds = %559, %551
  %571 = phi double [ %555, %551 ], [ %567, %559 ]
  %572 = fsub fast double %391, %394
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #13
  store double %572, ptr %390, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #13
  %573 = call noalias ptr @malloc(i64 noundef %361) #14
  br i1 %375, label %574, label %576

574:                                              ; preds = %597, %570
  %575 = phi i64 [ 0, %570 ], [ %376, %597 ]
  br label %670

576:                                              ; preds = %570, %576
  %577 = phi i64 [ %595, %576 ], [ 0, %570 ]
  %578 = getelementptr inbounds double, ptr %358, i64 %577
  %579 = getelementptr inbounds i8, ptr %578, i64 32
  %580 = getelementptr inbounds i8, ptr %578, i64 64
  %581 = getelementptr inbounds i8, ptr %578, i64 96
  %582 = load <4 x double>, ptr %578, align 8, !tbaa !13
  %583 = load <4 x double>, ptr %579, align 8, !tbaa !13
  %584 = load <4 x double>, ptr %580, align 8, !tbaa !13
  %585 = load <4 x double>, ptr %581, align 8, !tbaa !13
  %586 = fmul fast <4 x double> %582, %582
  %587 = fmul fast <4 x double> %583, %583
  %588 = fmul fast <4 x double> %584, %584
  %589 = fmul fast <4 x double> %585, %585
  %590 = or disjoint i64 %577, 1
  %591 = getelementptr inbounds double, ptr %573, i64 %590
  %592 = getelementptr inbounds i8, ptr %591, i64 32
  %593 = getelementptr inbounds i8, ptr %591, i64 64
  %594 = getelementptr inbounds i8, ptr %591, i64 96
  store <4 x double> %586, ptr %591, align 8, !tbaa !13
  store <4 x double> %587, ptr %592, align 8, !tbaa !13
  store <4 x double> %588, ptr %593, align 8, !tbaa !13
  store <4 x double> %589, ptr %594, align 8, !tbaa !13
  %595 = add nuw i64 %577, 16
  %596 = icmp eq i64 %595, %376
  br i1 %596, label %597, label %576, !llvm.loop !34

597:                                              ; preds = %576
  br i1 %377, label %598, label %574

598:                                              ; preds = %670, %597
  %599 = getelementptr inbounds double, ptr %573, i64 %27
  %600 = load double, ptr %599, align 8, !tbaa !13
  %601 = getelementptr inbounds i8, ptr %573, i64 8
  %602 = load double, ptr %601, align 8, !tbaa !13
  store double %600, ptr %573, align 8, !tbaa !13
  %603 = getelementptr i8, ptr %599, i64 8
  store double %602, ptr %603, align 8, !tbaa !13
  %604 = getelementptr inbounds i8, ptr %573, i64 16
  br i1 %379, label %605, label %608

605:                                              ; preds = %668, %598
  %606 = phi double [ %600, %598 ], [ %669, %668 ]
  %607 = phi i64 [ 0, %598 ], [ %380, %668 ]
  br label %678

608:                                              ; preds = %598
  %609 = insertelement <4 x double> poison, double %600, i64 3
  br label %610

610:                                              ; preds = %610, %608
  %611 = phi i64 [ 0, %608 ], [ %666, %610 ]
  %612 = phi <4 x double> [ %609, %608 ], [ %621, %610 ]
  %613 = or disjoint i64 %611, 1
  %614 = getelementptr inbounds double, ptr %573, i64 %613
  %615 = getelementptr inbounds i8, ptr %614, i64 32
  %616 = getelementptr inbounds i8, ptr %614, i64 64
  %617 = getelementptr inbounds i8, ptr %614, i64 96
  %618 = load <4 x double>, ptr %614, align 8, !tbaa !13
  %619 = load <4 x double>, ptr %615, align 8, !tbaa !13
  %620 = load <4 x double>, ptr %616, align 8, !tbaa !13
  %621 = load <4 x double>, ptr %617, align 8, !tbaa !13
  %622 = shufflevector <4 x double> %612, <4 x double> %618, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %623 = shufflevector <4 x double> %618, <4 x double> %619, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %624 = shufflevector <4 x double> %619, <4 x double> %620, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %625 = shufflevector <4 x double> %620, <4 x double> %621, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %626 = fmul fast <4 x double> %618, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %627 = fmul fast <4 x double> %619, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %628 = fmul fast <4 x double> %620, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %629 = fmul fast <4 x double> %621, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %630 = getelementptr inbounds double, ptr %604, i64 %611
  %631 = getelementptr inbounds i8, ptr %630, i64 32
  %632 = getelementptr inbounds i8, ptr %630, i64 64
  %633 = getelementptr inbounds i8, ptr %630, i64 96
  %634 = load <4 x double>, ptr %630, align 8, !tbaa !13
  %635 = load <4 x double>, ptr %631, align 8, !tbaa !13
  %636 = load <4 x double>, ptr %632, align 8, !tbaa !13
  %637 = load <4 x double>, ptr %633, align 8, !tbaa !13
  %638 = getelementptr inbounds double, ptr %358, i64 %611
  %639 = getelementptr inbounds i8, ptr %638, i64 32
  %640 = getelementptr inbounds i8, ptr %638, i64 64
  %641 = getelementptr inbounds i8, ptr %638, i64 96
  %642 = load <4 x double>, ptr %638, align 8, !tbaa !13
  %643 = load <4 x double>, ptr %639, align 8, !tbaa !13
  %644 = load <4 x double>, ptr %640, align 8, !tbaa !13
  %645 = load <4 x double>, ptr %641, align 8, !tbaa !13
  %646 = fmul fast <4 x double> %642, %634
  %647 = fmul fast <4 x double> %643, %635
  %648 = fmul fast <4 x double> %644, %636
  %649 = fmul fast <4 x double> %645, %637
  %650 = fadd fast <4 x double> %646, %622
  %651 = fadd fast <4 x double> %647, %623
  %652 = fadd fast <4 x double> %648, %624
  %653 = fadd fast <4 x double> %649, %625
  %654 = fmul fast <4 x double> %650, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %655 = fmul fast <4 x double> %651, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %656 = fmul fast <4 x double> %652, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %657 = fmul fast <4 x double> %653, <double 2.500000e-01, double 2.500000e-01, double 2.500000e-01, double 2.500000e-01>
  %658 = fadd fast <4 x double> %654, %626
  %659 = fadd fast <4 x double> %655, %627
  %660 = fadd fast <4 x double> %656, %628
  %661 = fadd fast <4 x double> %657, %629
  %662 = getelementptr inbounds double, ptr %2, i64 %611
  %663 = getelementptr inbounds i8, ptr %662, i64 32
  %664 = getelementptr inbounds i8, ptr %662, i64 64
  %665 = getelementptr inbounds i8, ptr %662, i64 96
  store <4 x double> %658, ptr %662, align 16, !tbaa !13
  store <4 x double> %659, ptr %663, align 16, !tbaa !13
  store <4 x double> %660, ptr %664, align 16, !tbaa !13
  store <4 x double> %661, ptr %665, align 16, !tbaa !13
  %666 = add nuw i64 %611, 16
  %667 = icmp eq i64 %666, %380
  br i1 %667, label %668, label %610, !llvm.loop !35

668:                                              ; preds = %610
  %669 = extractelement <4 x double> %621, i64 3
  br i1 %381, label %695, label %605

670:                                              ; preds = %574, %670
  %671 = phi i64 [ %675, %670 ], [ %575, %574 ]
  %672 = getelementptr inbounds double, ptr %358, i64 %671
  %673 = load double, ptr %672, align 8, !tbaa !13
  %674 = fmul fast double %673, %673
  %675 = add nuw nsw i64 %671, 1
  %676 = getelementptr inbounds double, ptr %573, i64 %675
  store double %674, ptr %676, align 8, !tbaa !13
  %677 = icmp eq i64 %675, %27
  br i1 %677, label %598, label %670, !llvm.loop !36

678:                                              ; preds = %605, %678
  %679 = phi double [ %683, %678 ], [ %606, %605 ]
  %680 = phi i64 [ %681, %678 ], [ %607, %605 ]
  %681 = add nuw nsw i64 %680, 1
  %682 = getelementptr inbounds double, ptr %573, i64 %681
  %683 = load double, ptr %682, align 8, !tbaa !13
  %684 = fmul fast double %683, 5.000000e-01
  %685 = getelementptr inbounds double, ptr %604, i64 %680
  %686 = load double, ptr %685, align 8, !tbaa !13
  %687 = getelementptr inbounds double, ptr %358, i64 %680
  %688 = load double, ptr %687, align 8, !tbaa !13
  %689 = fmul fast double %688, %686
  %690 = fadd fast double %689, %679
  %691 = fmul fast double %690, 2.500000e-01
  %692 = fadd fast double %691, %684
  %693 = getelementptr inbounds double, ptr %2, i64 %680
  store double %692, ptr %693, align 8, !tbaa !13
  %694 = icmp eq i64 %681, %27
  br i1 %694, label %695, label %678, !llvm.loop !37

695:                                              ; preds = %678, %668
  call void @free(ptr noundef nonnull %573) #13
  br i1 %383, label %733, label %696

696:                                              ; preds = %695, %696
  %697 = phi i64 [ %726, %696 ], [ 0, %695 ]
  %698 = phi <4 x double> [ %722, %696 ], [ zeroinitializer, %695 ]
  %699 = phi <4 x double> [ %723, %696 ], [ zeroinitializer, %695 ]
  %700 = phi <4 x double> [ %724, %696 ], [ zeroinitializer, %695 ]
  %701 = phi <4 x double> [ %725, %696 ], [ zeroinitializer, %695 ]
  %702 = getelementptr inbounds double, ptr %7, i64 %697
  %703 = getelementptr inbounds i8, ptr %702, i64 32
  %704 = getelementptr inbounds i8, ptr %702, i64 64
  %705 = getelementptr inbounds i8, ptr %702, i64 96
  %706 = load <4 x double>, ptr %702, align 16, !tbaa !13
  %707 = load <4 x double>, ptr %703, align 16, !tbaa !13
  %708 = load <4 x double>, ptr %704, align 16, !tbaa !13
  %709 = load <4 x double>, ptr %705, align 16, !tbaa !13
  %710 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %697
  %711 = getelementptr inbounds i8, ptr %710, i64 32
  %712 = getelementptr inbounds i8, ptr %710, i64 64
  %713 = getelementptr inbounds i8, ptr %710, i64 96
  %714 = load <4 x double>, ptr %710, align 16, !tbaa !13
  %715 = load <4 x double>, ptr %711, align 16, !tbaa !13
  %716 = load <4 x double>, ptr %712, align 16, !tbaa !13
  %717 = load <4 x double>, ptr %713, align 16, !tbaa !13
  %718 = fmul fast <4 x double> %714, %706
  %719 = fmul fast <4 x double> %715, %707
  %720 = fmul fast <4 x double> %716, %708
  %721 = fmul fast <4 x double> %717, %709
  %722 = fadd fast <4 x double> %718, %698
  %723 = fadd fast <4 x double> %719, %699
  %724 = fadd fast <4 x double> %720, %700
  %725 = fadd fast <4 x double> %721, %701
  %726 = add nuw i64 %697, 16
  %727 = icmp eq i64 %726, %384
  br i1 %727, label %728, label %696, !llvm.loop !38

728:                                              ; preds = %696
  %729 = fadd fast <4 x double> %723, %722
  %730 = fadd fast <4 x double> %724, %729
  %731 = fadd fast <4 x double> %725, %730
  %732 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %731)
  br i1 %385, label %747, label %733

733:                                              ; preds = %728, %695
  %734 = phi i64 [ 0, %695 ], [ %384, %728 ]
  %735 = phi double [ 0.000000e+00, %695 ], [ %732, %728 ]
  br label %736

736:                                              ; preds = %733, %736
  %737 = phi i64 [ %745, %736 ], [ %734, %733 ]
  %738 = phi double [ %744, %736 ], [ %735, %733 ]
  %739 = getelementptr inbounds double, ptr %7, i64 %737
  %740 = load double, ptr %739, align 8, !tbaa !13
  %741 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %737
  %742 = load double, ptr %741, align 8, !tbaa !13
  %743 = fmul fast double %742, %740
  %744 = fadd fast double %743, %738
  %745 = add nuw nsw i64 %737, 1
  %746 = icmp eq i64 %745, %27
  br i1 %746, label %747, label %736, !llvm.loop !39

747:                                              ; preds = %736, %728
  %748 = phi double [ %732, %728 ], [ %744, %736 ]
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #13
  store double %391, ptr %390, align 8, !tbaa !13
  %749 = fsub fast double %571, %748
  %750 = fmul fast double %393, 2.000000e-06
  %751 = fdiv fast double %749, %750
  %752 = call fast double @llvm.fabs.f64(double %751)
  %753 = call fast double @llvm.maxnum.f64(double %752, double 1.000000e+00)
  %754 = fsub fast double %389, %751
  %755 = call fast double @llvm.fabs.f64(double %754)
  %756 = fmul fast double %753, 0x3EB0C6F7A0B5ED8D
  %757 = fcmp fast ole double %755, %756
  %758 = select i1 %757, ptr @.str.6, ptr @.str.7
  %759 = trunc nuw nsw i64 %387 to i32
  %760 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %759, double noundef nofpclass(nan inf) %389, double noundef nofpclass(nan inf) %751, ptr noundef nonnull %758)
  br i1 %757, label %764, label %761

761:                                              ; preds = %747
  %762 = load i32, ptr @n_fail, align 4, !tbaa !5
  %763 = add nsw i32 %762, 1
  store i32 %763, ptr @n_fail, align 4, !tbaa !5
  br label %764

764:                                              ; preds = %761, %747
  %765 = add nuw nsw i64 %387, 1
  %766 = icmp eq i64 %765, %27
  br i1 %766, label %767, label %386, !llvm.loop !27

767:                                              ; preds = %764
  call void @free(ptr noundef nonnull %358) #13
  br label %805

768:                                              ; preds = %816
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  %769 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_alloc, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %19, i32 noundef 4) #13
  %770 = call noalias ptr @malloc(i64 noundef %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %770, ptr nonnull readonly align 16 %3, i64 %26, i1 false)
  br label %771

771:                                              ; preds = %799, %768
  %772 = phi i64 [ 0, %768 ], [ %800, %799 ]
  %773 = getelementptr inbounds double, ptr %4, i64 %772
  %774 = load double, ptr %773, align 8, !tbaa !13
  %775 = getelementptr inbounds double, ptr %770, i64 %772
  %776 = load double, ptr %775, align 8, !tbaa !13
  %777 = call fast double @llvm.fabs.f64(double %776)
  %778 = call fast double @llvm.maxnum.f64(double %777, double 1.000000e+00)
  %779 = fmul fast double %778, 0x3EB0C6F7A0B5ED8D
  %780 = fadd fast double %779, %776
  %781 = fsub fast double %776, %779
  store double %780, ptr %775, align 8, !tbaa !13
  %782 = call fast fastcc nofpclass(nan inf) double @obj_loop(ptr noundef %770, ptr noundef nonnull %8) #13, !callees !40
  store double %781, ptr %775, align 8, !tbaa !13
  %783 = call fast fastcc nofpclass(nan inf) double @obj_loop(ptr noundef %770, ptr noundef nonnull %8) #13, !callees !40
  store double %776, ptr %775, align 8, !tbaa !13
  %784 = fsub fast double %782, %783
  %785 = fmul fast double %778, 2.000000e-06
  %786 = fdiv fast double %784, %785
  %787 = call fast double @llvm.fabs.f64(double %786)
  %788 = call fast double @llvm.maxnum.f64(double %787, double 1.000000e+00)
  %789 = fsub fast double %774, %786
  %790 = call fast double @llvm.fabs.f64(double %789)
  %791 = fmul fast double %788, 0x3EB0C6F7A0B5ED8D
  %792 = fcmp fast ole double %790, %791
  %793 = select i1 %792, ptr @.str.6, ptr @.str.7
  %794 = trunc nuw nsw i64 %772 to i32
  %795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %794, double noundef nofpclass(nan inf) %774, double noundef nofpclass(nan inf) %786, ptr noundef nonnull %793)
  br i1 %792, label %799, label %796

796:                                              ; preds = %771
  %797 = load i32, ptr @n_fail, align 4, !tbaa !5
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr @n_fail, align 4, !tbaa !5
  br label %799

799:                                              ; preds = %796, %771
  %800 = add nuw nsw i64 %772, 1
  %801 = icmp eq i64 %800, %27
  br i1 %801, label %802, label %771, !llvm.loop !27

802:                                              ; preds = %799
  call void @free(ptr noundef nonnull %770) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  %803 = add nuw nsw i64 %17, 1
  %804 = icmp eq i64 %803, 3
  br i1 %804, label %10, label %16, !llvm.loop !41

805:                                              ; preds = %767, %816
  %806 = phi i64 [ 0, %767 ], [ %817, %816 ]
  %807 = getelementptr inbounds [20 x double], ptr %6, i64 0, i64 %806
  %808 = load double, ptr %807, align 8, !tbaa !13
  %809 = fcmp fast oeq double %808, 0.000000e+00
  %810 = select i1 %809, ptr @.str.6, ptr @.str.7
  %811 = trunc nuw nsw i64 %806 to i32
  %812 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %811, double noundef nofpclass(nan inf) %808, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %810)
  br i1 %809, label %816, label %813

813:                                              ; preds = %805
  %814 = load i32, ptr @n_fail, align 4, !tbaa !5
  %815 = add nsw i32 %814, 1
  store i32 %815, ptr @n_fail, align 4, !tbaa !5
  br label %816

816:                                              ; preds = %805, %813
  %817 = add nuw nsw i64 %806, 1
  %818 = icmp eq i64 %817, %22
  br i1 %818, label %768, label %805, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #2 {
  %2 = load i64, ptr @rng_state, align 8, !tbaa !43
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
  store i64 %82, ptr @rng_state, align 8, !tbaa !43
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @temps(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #14
  %6 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #15
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
  br i1 %24, label %25, label %15, !llvm.loop !45

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
  br i1 %43, label %27, label %34, !llvm.loop !46

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
  br i1 %100, label %101, label %77, !llvm.loop !47

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
  tail call void @free(ptr noundef %5) #13
  tail call void @free(ptr noundef %6) #13
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
  br i1 %162, label %152, label %154, !llvm.loop !48
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = add nsw i32 %2, 2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #14
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
  br i1 %38, label %39, label %18, !llvm.loop !49

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
  br i1 %80, label %81, label %62, !llvm.loop !50

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
  br i1 %146, label %147, label %89, !llvm.loop !52

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
  br i1 %157, label %41, label %150, !llvm.loop !53

158:                                              ; preds = %81, %159, %147, %3, %41
  tail call void @free(ptr noundef nonnull %9) #13
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
  br i1 %208, label %158, label %159, !llvm.loop !54
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
  %21 = tail call noalias ptr @malloc(i64 noundef %7) #14
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
  br i1 %70, label %71, label %30, !llvm.loop !55

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
  br i1 %84, label %162, label %72, !llvm.loop !56

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
  br i1 %100, label %101, label %85, !llvm.loop !57

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
  br i1 %156, label %157, label %115, !llvm.loop !58

157:                                              ; preds = %115
  %158 = fadd fast <4 x double> %152, %151
  %159 = fadd fast <4 x double> %153, %158
  %160 = fadd fast <4 x double> %154, %159
  %161 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %160)
  br i1 %17, label %162, label %103

162:                                              ; preds = %72, %157
  %163 = phi double [ %161, %157 ], [ %82, %72 ]
  tail call void @free(ptr noundef nonnull %21) #13
  %164 = icmp eq i64 %22, %10
  br i1 %164, label %165, label %18, !llvm.loop !59

165:                                              ; preds = %162, %5, %3
  %166 = phi double [ 0.000000e+00, %3 ], [ 0.000000e+00, %5 ], [ %163, %162 ]
  ret double %166
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @obj_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #5 {
  %3 = load i32, ptr %1, align 8, !tbaa !9
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %525

7:                                                ; preds = %2
  %8 = zext nneg i32 %3 to i64
  %9 = tail call noalias ptr @malloc(i64 noundef %5) #14
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
  br i1 %47, label %48, label %15, !llvm.loop !60

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
  br i1 %61, label %128, label %50, !llvm.loop !61

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
  br i1 %75, label %76, label %62, !llvm.loop !62

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
  br i1 %121, label %122, label %84, !llvm.loop !63

122:                                              ; preds = %84
  %123 = fadd fast <4 x double> %117, %116
  %124 = fadd fast <4 x double> %118, %123
  %125 = fadd fast <4 x double> %119, %124
  %126 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %125)
  %127 = icmp eq i64 %83, %8
  br i1 %127, label %128, label %79

128:                                              ; preds = %50, %122
  %129 = phi double [ %126, %122 ], [ %59, %50 ]
  tail call void @free(ptr noundef nonnull %9) #13
  %130 = tail call noalias ptr @malloc(i64 noundef %5) #14
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
  br i1 %171, label %172, label %134, !llvm.loop !64

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
  br i1 %190, label %191, label %176, !llvm.loop !65

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
  br i1 %238, label %239, label %197, !llvm.loop !66

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
  br i1 %260, label %261, label %248, !llvm.loop !67

261:                                              ; preds = %248, %239
  %262 = phi double [ %243, %239 ], [ %258, %248 ]
  tail call void @free(ptr noundef nonnull %130) #13
  %263 = tail call noalias ptr @malloc(i64 noundef %5) #14
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
  br i1 %301, label %302, label %267, !llvm.loop !68

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
  br i1 %321, label %322, label %306, !llvm.loop !69

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
  br i1 %369, label %370, label %328, !llvm.loop !70

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
  br i1 %391, label %392, label %379, !llvm.loop !71

392:                                              ; preds = %379, %370
  %393 = phi double [ %374, %370 ], [ %389, %379 ]
  tail call void @free(ptr noundef nonnull %263) #13
  %394 = tail call noalias ptr @malloc(i64 noundef %5) #14
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
  br i1 %432, label %433, label %398, !llvm.loop !72

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
  br i1 %452, label %453, label %437, !llvm.loop !73

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
  br i1 %500, label %501, label %459, !llvm.loop !74

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
  br i1 %522, label %523, label %510, !llvm.loop !75

523:                                              ; preds = %510, %501
  %524 = phi double [ %505, %501 ], [ %520, %510 ]
  tail call void @free(ptr noundef nonnull %394) #13
  br label %525

525:                                              ; preds = %523, %2
  %526 = phi double [ 0.000000e+00, %2 ], [ %524, %523 ]
  ret double %526
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!28 = distinct !{!28, !16, !17, !18}
!29 = distinct !{!29, !16, !17, !18}
!30 = distinct !{!30, !16, !18, !17}
!31 = distinct !{!31, !16, !18, !17}
!32 = distinct !{!32, !16, !17, !18}
!33 = distinct !{!33, !16, !18, !17}
!34 = distinct !{!34, !16, !17, !18}
!35 = distinct !{!35, !16, !17, !18}
!36 = distinct !{!36, !16, !18, !17}
!37 = distinct !{!37, !16, !18, !17}
!38 = distinct !{!38, !16, !17, !18}
!39 = distinct !{!39, !16, !18, !17}
!40 = distinct !{ptr @obj_loop, null, null}
!41 = distinct !{!41, !16}
!42 = distinct !{!42, !16}
!43 = !{!44, !44, i64 0}
!44 = !{!"long long", !7, i64 0}
!45 = distinct !{!45, !16, !17, !18}
!46 = distinct !{!46, !16, !18, !17}
!47 = distinct !{!47, !16, !17, !18}
!48 = distinct !{!48, !16, !18, !17}
!49 = distinct !{!49, !16, !17, !18}
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = distinct !{!52, !16, !17, !18}
!53 = distinct !{!53, !16, !18, !17}
!54 = distinct !{!54, !16, !17}
!55 = distinct !{!55, !16, !17, !18}
!56 = distinct !{!56, !16, !18, !17}
!57 = distinct !{!57, !16, !18, !17}
!58 = distinct !{!58, !16, !17, !18}
!59 = distinct !{!59, !16}
!60 = distinct !{!60, !16, !17, !18}
!61 = distinct !{!61, !16, !18, !17}
!62 = distinct !{!62, !16, !18, !17}
!63 = distinct !{!63, !16, !17, !18}
!64 = distinct !{!64, !16, !17, !18}
!65 = distinct !{!65, !16, !18, !17}
!66 = distinct !{!66, !16, !17, !18}
!67 = distinct !{!67, !16, !18, !17}
!68 = distinct !{!68, !16, !17, !18}
!69 = distinct !{!69, !16, !18, !17}
!70 = distinct !{!70, !16, !17, !18}
!71 = distinct !{!71, !16, !18, !17}
!72 = distinct !{!72, !16, !17, !18}
!73 = distinct !{!73, !16, !18, !17}
!74 = distinct !{!74, !16, !17, !18}
!75 = distinct !{!75, !16, !18, !17}
