; ModuleID = 'aligned.c'
source_filename = "aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 13, i32 4, i32 1], align 4
@.str = private unnamed_addr constant [6 x i8] c"pm.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"aa.dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"aligned\00", align 1
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
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca [13 x double], align 16
  %4 = alloca [13 x double], align 16
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #12
  %5 = load i64, ptr @rng_state, align 8, !tbaa !5
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = insertelement <4 x i64> poison, i64 %7, i64 0
  %15 = insertelement <4 x i64> %14, i64 %9, i64 1
  %16 = insertelement <4 x i64> %15, i64 %11, i64 2
  %17 = insertelement <4 x i64> %16, i64 %13, i64 3
  %18 = lshr <4 x i64> %17, <i64 10, i64 10, i64 10, i64 10>
  %19 = and <4 x i64> %18, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %20 = uitofp nneg <4 x i64> %19 to <4 x double>
  %21 = fmul fast <4 x double> %20, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %22 = fadd fast <4 x double> %21, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %22, ptr %3, align 16, !tbaa !9
  %23 = mul i64 %13, 6364136223846793005
  %24 = getelementptr inbounds i8, ptr %3, i64 32
  %25 = add i64 %23, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <4 x i64> poison, i64 %25, i64 0
  %33 = insertelement <4 x i64> %32, i64 %27, i64 1
  %34 = insertelement <4 x i64> %33, i64 %29, i64 2
  %35 = insertelement <4 x i64> %34, i64 %31, i64 3
  %36 = lshr <4 x i64> %35, <i64 10, i64 10, i64 10, i64 10>
  %37 = and <4 x i64> %36, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <4 x i64> %37 to <4 x double>
  %39 = fmul fast <4 x double> %38, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %40 = fadd fast <4 x double> %39, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %40, ptr %24, align 16, !tbaa !9
  %41 = mul i64 %31, 6364136223846793005
  %42 = getelementptr inbounds i8, ptr %3, i64 64
  %43 = add i64 %41, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <4 x i64> poison, i64 %43, i64 0
  %51 = insertelement <4 x i64> %50, i64 %45, i64 1
  %52 = insertelement <4 x i64> %51, i64 %47, i64 2
  %53 = insertelement <4 x i64> %52, i64 %49, i64 3
  %54 = lshr <4 x i64> %53, <i64 10, i64 10, i64 10, i64 10>
  %55 = and <4 x i64> %54, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <4 x i64> %55 to <4 x double>
  %57 = fmul fast <4 x double> %56, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %58 = fadd fast <4 x double> %57, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %58, ptr %42, align 16, !tbaa !9
  %59 = mul i64 %49, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = lshr i64 %60, 10
  %62 = and i64 %61, 18014398509481982
  %63 = uitofp nneg i64 %62 to double
  %64 = fmul fast double %63, 0x3CA0000000000000
  %65 = fadd fast double %64, -1.000000e+00
  %66 = getelementptr inbounds i8, ptr %3, i64 96
  store double %65, ptr %66, align 16, !tbaa !9
  store i64 %60, ptr @rng_state, align 8, !tbaa !5
  br label %73

67:                                               ; preds = %503
  %68 = load i32, ptr @n_fail, align 4, !tbaa !11
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %68)
  %70 = load i32, ptr @n_fail, align 4, !tbaa !11
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3) #12
  ret i32 %72

73:                                               ; preds = %0, %503
  %74 = phi i64 [ 0, %0 ], [ %504, %503 ]
  %75 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %4, i8 0, i64 104, i1 false)
  %77 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pm, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %76) #12
  %78 = call i32 @llvm.smax.i32(i32 %76, i32 1)
  %79 = zext nneg i32 %78 to i64
  %80 = shl nuw nsw i64 %79, 3
  %81 = call noalias ptr @malloc(i64 noundef %80) #13
  %82 = sext i32 %76 to i64
  %83 = shl nsw i64 %82, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %81, ptr nonnull readonly align 16 %3, i64 %83, i1 false)
  %84 = zext i32 %76 to i64
  %85 = icmp eq i64 %74, 2
  %86 = and i64 %84, 4294967292
  %87 = icmp eq i64 %86, %84
  %88 = icmp eq i64 %74, 2
  %89 = and i64 %84, 4294967292
  %90 = icmp eq i64 %89, %84
  br label %91

91:                                               ; preds = %73, %263
  %92 = phi i64 [ 0, %73 ], [ %264, %263 ]
  %93 = getelementptr inbounds double, ptr %4, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = getelementptr inbounds double, ptr %81, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = call fast double @llvm.fabs.f64(double %96)
  %98 = call fast double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul fast double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fadd fast double %99, %96
  %101 = fsub fast double %96, %99
  store double %100, ptr %95, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  %102 = call i32 @posix_memalign(ptr noundef nonnull %1, i64 noundef 32, i64 noundef %83) #12
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %104, label %173

104:                                              ; preds = %91
  %105 = load ptr, ptr %1, align 8, !tbaa !13
  br i1 %85, label %106, label %108

106:                                              ; preds = %142, %104
  %107 = phi i64 [ 0, %104 ], [ %86, %142 ]
  br label %145

108:                                              ; preds = %104, %108
  %109 = phi i64 [ %140, %108 ], [ 0, %104 ]
  %110 = trunc i64 %109 to i32
  %111 = getelementptr inbounds double, ptr %81, i64 %109
  %112 = load <4 x double>, ptr %111, align 8, !tbaa !9
  %113 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %112)
  %114 = or disjoint i32 %110, 2
  %115 = or disjoint i32 %110, 3
  %116 = add i32 %110, 4
  %117 = add i32 %110, 5
  %118 = urem i32 %114, %76
  %119 = urem i32 %115, %76
  %120 = urem i32 %116, %76
  %121 = urem i32 %117, %76
  %122 = zext nneg i32 %118 to i64
  %123 = zext nneg i32 %119 to i64
  %124 = zext nneg i32 %120 to i64
  %125 = zext nneg i32 %121 to i64
  %126 = getelementptr inbounds double, ptr %81, i64 %122
  %127 = getelementptr inbounds double, ptr %81, i64 %123
  %128 = getelementptr inbounds double, ptr %81, i64 %124
  %129 = getelementptr inbounds double, ptr %81, i64 %125
  %130 = load double, ptr %126, align 8, !tbaa !9
  %131 = load double, ptr %127, align 8, !tbaa !9
  %132 = load double, ptr %128, align 8, !tbaa !9
  %133 = load double, ptr %129, align 8, !tbaa !9
  %134 = insertelement <4 x double> poison, double %130, i64 0
  %135 = insertelement <4 x double> %134, double %131, i64 1
  %136 = insertelement <4 x double> %135, double %132, i64 2
  %137 = insertelement <4 x double> %136, double %133, i64 3
  %138 = fmul fast <4 x double> %137, %113
  %139 = getelementptr inbounds double, ptr %105, i64 %109
  store <4 x double> %138, ptr %139, align 8, !tbaa !9
  %140 = add nuw i64 %109, 4
  %141 = icmp eq i64 %140, %86
  br i1 %141, label %142, label %108, !llvm.loop !15

142:                                              ; preds = %108
  br i1 %87, label %143, label %106

143:                                              ; preds = %145, %142
  %144 = getelementptr double, ptr %105, i64 %82
  br label %161

145:                                              ; preds = %106, %145
  %146 = phi i64 [ %158, %145 ], [ %107, %106 ]
  %147 = getelementptr inbounds double, ptr %81, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = call fast double @llvm.sin.f64(double %148)
  %150 = trunc i64 %146 to i32
  %151 = add i32 %150, 2
  %152 = urem i32 %151, %76
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds double, ptr %81, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = fmul fast double %155, %149
  %157 = getelementptr inbounds double, ptr %105, i64 %146
  store double %156, ptr %157, align 8, !tbaa !9
  %158 = add nuw nsw i64 %146, 1
  %159 = icmp eq i64 %158, %84
  br i1 %159, label %143, label %145, !llvm.loop !19

160:                                              ; preds = %161
  call void @free(ptr noundef nonnull %105) #12
  br label %173

161:                                              ; preds = %161, %143
  %162 = phi i64 [ 0, %143 ], [ %171, %161 ]
  %163 = phi double [ 0.000000e+00, %143 ], [ %170, %161 ]
  %164 = getelementptr inbounds double, ptr %105, i64 %162
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = xor i64 %162, -1
  %167 = getelementptr double, ptr %144, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = fmul fast double %168, %165
  %170 = fadd fast double %169, %163
  %171 = add nuw nsw i64 %162, 1
  %172 = icmp eq i64 %171, %84
  br i1 %172, label %160, label %161, !llvm.loop !20

173:                                              ; preds = %91, %160
  %174 = phi nsz double [ %170, %160 ], [ 0.000000e+00, %91 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  store double %101, ptr %95, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  %175 = call i32 @posix_memalign(ptr noundef nonnull %2, i64 noundef 32, i64 noundef %83) #12
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %177, label %246

177:                                              ; preds = %173
  %178 = load ptr, ptr %2, align 8, !tbaa !13
  br i1 %88, label %179, label %181

179:                                              ; preds = %215, %177
  %180 = phi i64 [ 0, %177 ], [ %89, %215 ]
  br label %218

181:                                              ; preds = %177, %181
  %182 = phi i64 [ %213, %181 ], [ 0, %177 ]
  %183 = trunc i64 %182 to i32
  %184 = getelementptr inbounds double, ptr %81, i64 %182
  %185 = load <4 x double>, ptr %184, align 8, !tbaa !9
  %186 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %185)
  %187 = or disjoint i32 %183, 2
  %188 = or disjoint i32 %183, 3
  %189 = add i32 %183, 4
  %190 = add i32 %183, 5
  %191 = urem i32 %187, %76
  %192 = urem i32 %188, %76
  %193 = urem i32 %189, %76
  %194 = urem i32 %190, %76
  %195 = zext nneg i32 %191 to i64
  %196 = zext nneg i32 %192 to i64
  %197 = zext nneg i32 %193 to i64
  %198 = zext nneg i32 %194 to i64
  %199 = getelementptr inbounds double, ptr %81, i64 %195
  %200 = getelementptr inbounds double, ptr %81, i64 %196
  %201 = getelementptr inbounds double, ptr %81, i64 %197
  %202 = getelementptr inbounds double, ptr %81, i64 %198
  %203 = load double, ptr %199, align 8, !tbaa !9
  %204 = load double, ptr %200, align 8, !tbaa !9
  %205 = load double, ptr %201, align 8, !tbaa !9
  %206 = load double, ptr %202, align 8, !tbaa !9
  %207 = insertelement <4 x double> poison, double %203, i64 0
  %208 = insertelement <4 x double> %207, double %204, i64 1
  %209 = insertelement <4 x double> %208, double %205, i64 2
  %210 = insertelement <4 x double> %209, double %206, i64 3
  %211 = fmul fast <4 x double> %210, %186
  %212 = getelementptr inbounds double, ptr %178, i64 %182
  store <4 x double> %211, ptr %212, align 8, !tbaa !9
  %213 = add nuw i64 %182, 4
  %214 = icmp eq i64 %213, %89
  br i1 %214, label %215, label %181, !llvm.loop !21

215:                                              ; preds = %181
  br i1 %90, label %216, label %179

216:                                              ; preds = %218, %215
  %217 = getelementptr double, ptr %178, i64 %82
  br label %234

218:                                              ; preds = %179, %218
  %219 = phi i64 [ %231, %218 ], [ %180, %179 ]
  %220 = getelementptr inbounds double, ptr %81, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = call fast double @llvm.sin.f64(double %221)
  %223 = trunc i64 %219 to i32
  %224 = add i32 %223, 2
  %225 = urem i32 %224, %76
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds double, ptr %81, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = fmul fast double %228, %222
  %230 = getelementptr inbounds double, ptr %178, i64 %219
  store double %229, ptr %230, align 8, !tbaa !9
  %231 = add nuw nsw i64 %219, 1
  %232 = icmp eq i64 %231, %84
  br i1 %232, label %216, label %218, !llvm.loop !22

233:                                              ; preds = %234
  call void @free(ptr noundef nonnull %178) #12
  br label %246

234:                                              ; preds = %234, %216
  %235 = phi i64 [ 0, %216 ], [ %244, %234 ]
  %236 = phi double [ 0.000000e+00, %216 ], [ %243, %234 ]
  %237 = getelementptr inbounds double, ptr %178, i64 %235
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = xor i64 %235, -1
  %240 = getelementptr double, ptr %217, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fmul fast double %241, %238
  %243 = fadd fast double %242, %236
  %244 = add nuw nsw i64 %235, 1
  %245 = icmp eq i64 %244, %84
  br i1 %245, label %233, label %234, !llvm.loop !23

246:                                              ; preds = %173, %233
  %247 = phi nsz double [ %243, %233 ], [ 0.000000e+00, %173 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  store double %96, ptr %95, align 8, !tbaa !9
  %248 = fsub fast double %174, %247
  %249 = fmul fast double %98, 2.000000e-06
  %250 = fdiv fast double %248, %249
  %251 = call fast double @llvm.fabs.f64(double %250)
  %252 = call fast double @llvm.maxnum.f64(double %251, double 1.000000e+00)
  %253 = fsub fast double %94, %250
  %254 = call fast double @llvm.fabs.f64(double %253)
  %255 = fmul fast double %252, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp fast ole double %254, %255
  %257 = select i1 %256, ptr @.str.4, ptr @.str.5
  %258 = trunc nuw nsw i64 %92 to i32
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %258, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %250, ptr noundef nonnull %257)
  br i1 %256, label %263, label %260

260:                                              ; preds = %246
  %261 = load i32, ptr @n_fail, align 4, !tbaa !11
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr @n_fail, align 4, !tbaa !11
  br label %263

263:                                              ; preds = %260, %246
  %264 = add nuw nsw i64 %92, 1
  %265 = icmp eq i64 %264, %84
  br i1 %265, label %266, label %91, !llvm.loop !24

266:                                              ; preds = %263
  call void @free(ptr noundef nonnull %81) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(104) %4, i8 0, i64 104, i1 false)
  %267 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @aa, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %76) #12
  %268 = call noalias ptr @malloc(i64 noundef %80) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %268, ptr nonnull readonly align 16 %3, i64 %83, i1 false)
  %269 = add nsw i64 %83, 63
  %270 = and i64 %269, -64
  %271 = icmp eq i64 %74, 2
  %272 = add nsw i64 %84, -1
  %273 = add nsw i64 %84, -1
  %274 = icmp eq i64 %74, 2
  %275 = and i64 %84, 4294967292
  %276 = icmp eq i64 %275, %84
  %277 = icmp ult i64 %273, 16
  %278 = and i64 %273, -16
  %279 = or disjoint i64 %278, 1
  %280 = icmp eq i64 %273, %278
  %281 = icmp eq i64 %74, 2
  %282 = and i64 %84, 4294967292
  %283 = icmp eq i64 %282, %84
  %284 = icmp ult i64 %272, 16
  %285 = and i64 %272, -16
  %286 = or disjoint i64 %285, 1
  %287 = icmp eq i64 %272, %285
  br label %288

288:                                              ; preds = %500, %266
  %289 = phi i64 [ 0, %266 ], [ %501, %500 ]
  %290 = getelementptr inbounds double, ptr %4, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds double, ptr %268, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = call fast double @llvm.fabs.f64(double %293)
  %295 = call fast double @llvm.maxnum.f64(double %294, double 1.000000e+00)
  %296 = fmul fast double %295, 0x3EB0C6F7A0B5ED8D
  %297 = fadd fast double %296, %293
  store double %297, ptr %292, align 8, !tbaa !9
  %298 = call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %270) #14
  br i1 %274, label %299, label %301

299:                                              ; preds = %310, %288
  %300 = phi i64 [ 0, %288 ], [ %275, %310 ]
  br label %367

301:                                              ; preds = %288, %301
  %302 = phi i64 [ %308, %301 ], [ 0, %288 ]
  %303 = getelementptr inbounds double, ptr %268, i64 %302
  %304 = load <4 x double>, ptr %303, align 8, !tbaa !9
  %305 = fmul fast <4 x double> %304, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %306 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %305)
  %307 = getelementptr inbounds double, ptr %298, i64 %302
  store <4 x double> %306, ptr %307, align 32, !tbaa !9
  %308 = add nuw i64 %302, 4
  %309 = icmp eq i64 %308, %275
  br i1 %309, label %310, label %301, !llvm.loop !25

310:                                              ; preds = %301
  br i1 %276, label %311, label %299

311:                                              ; preds = %367, %310
  %312 = fsub fast double %293, %296
  br i1 %271, label %390, label %313

313:                                              ; preds = %311
  br i1 %277, label %314, label %317

314:                                              ; preds = %362, %313
  %315 = phi i64 [ 1, %313 ], [ %279, %362 ]
  %316 = phi double [ 0.000000e+00, %313 ], [ %366, %362 ]
  br label %376

317:                                              ; preds = %313, %317
  %318 = phi i64 [ %360, %317 ], [ 0, %313 ]
  %319 = phi <4 x double> [ %356, %317 ], [ zeroinitializer, %313 ]
  %320 = phi <4 x double> [ %357, %317 ], [ zeroinitializer, %313 ]
  %321 = phi <4 x double> [ %358, %317 ], [ zeroinitializer, %313 ]
  %322 = phi <4 x double> [ %359, %317 ], [ zeroinitializer, %313 ]
  %323 = or disjoint i64 %318, 1
  %324 = getelementptr inbounds double, ptr %298, i64 %323
  %325 = getelementptr inbounds i8, ptr %324, i64 32
  %326 = getelementptr inbounds i8, ptr %324, i64 64
  %327 = getelementptr inbounds i8, ptr %324, i64 96
  %328 = load <4 x double>, ptr %324, align 8, !tbaa !9
  %329 = load <4 x double>, ptr %325, align 8, !tbaa !9
  %330 = load <4 x double>, ptr %326, align 8, !tbaa !9
  %331 = load <4 x double>, ptr %327, align 8, !tbaa !9
  %332 = getelementptr i8, ptr %324, i64 -8
  %333 = getelementptr i8, ptr %324, i64 24
  %334 = getelementptr i8, ptr %324, i64 56
  %335 = getelementptr i8, ptr %324, i64 88
  %336 = load <4 x double>, ptr %332, align 64, !tbaa !9
  %337 = load <4 x double>, ptr %333, align 32, !tbaa !9
  %338 = load <4 x double>, ptr %334, align 64, !tbaa !9
  %339 = load <4 x double>, ptr %335, align 32, !tbaa !9
  %340 = fmul fast <4 x double> %336, %328
  %341 = fmul fast <4 x double> %337, %329
  %342 = fmul fast <4 x double> %338, %330
  %343 = fmul fast <4 x double> %339, %331
  %344 = getelementptr inbounds double, ptr %268, i64 %323
  %345 = getelementptr inbounds i8, ptr %344, i64 32
  %346 = getelementptr inbounds i8, ptr %344, i64 64
  %347 = getelementptr inbounds i8, ptr %344, i64 96
  %348 = load <4 x double>, ptr %344, align 8, !tbaa !9
  %349 = load <4 x double>, ptr %345, align 8, !tbaa !9
  %350 = load <4 x double>, ptr %346, align 8, !tbaa !9
  %351 = load <4 x double>, ptr %347, align 8, !tbaa !9
  %352 = fmul fast <4 x double> %340, %348
  %353 = fmul fast <4 x double> %341, %349
  %354 = fmul fast <4 x double> %342, %350
  %355 = fmul fast <4 x double> %343, %351
  %356 = fadd fast <4 x double> %352, %319
  %357 = fadd fast <4 x double> %353, %320
  %358 = fadd fast <4 x double> %354, %321
  %359 = fadd fast <4 x double> %355, %322
  %360 = add nuw i64 %318, 16
  %361 = icmp eq i64 %360, %278
  br i1 %361, label %362, label %317, !llvm.loop !26

362:                                              ; preds = %317
  %363 = fadd fast <4 x double> %357, %356
  %364 = fadd fast <4 x double> %358, %363
  %365 = fadd fast <4 x double> %359, %364
  %366 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %365)
  br i1 %280, label %390, label %314

367:                                              ; preds = %299, %367
  %368 = phi i64 [ %374, %367 ], [ %300, %299 ]
  %369 = getelementptr inbounds double, ptr %268, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = fmul fast double %370, 3.000000e-01
  %372 = call fast double @llvm.exp.f64(double %371)
  %373 = getelementptr inbounds double, ptr %298, i64 %368
  store double %372, ptr %373, align 8, !tbaa !9
  %374 = add nuw nsw i64 %368, 1
  %375 = icmp eq i64 %374, %84
  br i1 %375, label %311, label %367, !llvm.loop !27

376:                                              ; preds = %314, %376
  %377 = phi i64 [ %388, %376 ], [ %315, %314 ]
  %378 = phi double [ %387, %376 ], [ %316, %314 ]
  %379 = getelementptr inbounds double, ptr %298, i64 %377
  %380 = load double, ptr %379, align 8, !tbaa !9
  %381 = getelementptr i8, ptr %379, i64 -8
  %382 = load double, ptr %381, align 8, !tbaa !9
  %383 = fmul fast double %382, %380
  %384 = getelementptr inbounds double, ptr %268, i64 %377
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = fmul fast double %383, %385
  %387 = fadd fast double %386, %378
  %388 = add nuw nsw i64 %377, 1
  %389 = icmp eq i64 %388, %84
  br i1 %389, label %390, label %376, !llvm.loop !28

390:                                              ; preds = %376, %362, %311
  %391 = phi double [ 0.000000e+00, %311 ], [ %366, %362 ], [ %387, %376 ]
  call void @free(ptr noundef nonnull %298) #12
  store double %312, ptr %292, align 8, !tbaa !9
  %392 = call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %270) #14
  br i1 %281, label %393, label %395

393:                                              ; preds = %404, %390
  %394 = phi i64 [ 0, %390 ], [ %282, %404 ]
  br label %460

395:                                              ; preds = %390, %395
  %396 = phi i64 [ %402, %395 ], [ 0, %390 ]
  %397 = getelementptr inbounds double, ptr %268, i64 %396
  %398 = load <4 x double>, ptr %397, align 8, !tbaa !9
  %399 = fmul fast <4 x double> %398, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %400 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %399)
  %401 = getelementptr inbounds double, ptr %392, i64 %396
  store <4 x double> %400, ptr %401, align 32, !tbaa !9
  %402 = add nuw i64 %396, 4
  %403 = icmp eq i64 %402, %282
  br i1 %403, label %404, label %395, !llvm.loop !29

404:                                              ; preds = %395
  br i1 %283, label %405, label %393

405:                                              ; preds = %460, %404
  br i1 %271, label %483, label %406

406:                                              ; preds = %405
  br i1 %284, label %407, label %410

407:                                              ; preds = %455, %406
  %408 = phi i64 [ 1, %406 ], [ %286, %455 ]
  %409 = phi double [ 0.000000e+00, %406 ], [ %459, %455 ]
  br label %469

410:                                              ; preds = %406, %410
  %411 = phi i64 [ %453, %410 ], [ 0, %406 ]
  %412 = phi <4 x double> [ %449, %410 ], [ zeroinitializer, %406 ]
  %413 = phi <4 x double> [ %450, %410 ], [ zeroinitializer, %406 ]
  %414 = phi <4 x double> [ %451, %410 ], [ zeroinitializer, %406 ]
  %415 = phi <4 x double> [ %452, %410 ], [ zeroinitializer, %406 ]
  %416 = or disjoint i64 %411, 1
  %417 = getelementptr inbounds double, ptr %392, i64 %416
  %418 = getelementptr inbounds i8, ptr %417, i64 32
  %419 = getelementptr inbounds i8, ptr %417, i64 64
  %420 = getelementptr inbounds i8, ptr %417, i64 96
  %421 = load <4 x double>, ptr %417, align 8, !tbaa !9
  %422 = load <4 x double>, ptr %418, align 8, !tbaa !9
  %423 = load <4 x double>, ptr %419, align 8, !tbaa !9
  %424 = load <4 x double>, ptr %420, align 8, !tbaa !9
  %425 = getelementptr i8, ptr %417, i64 -8
  %426 = getelementptr i8, ptr %417, i64 24
  %427 = getelementptr i8, ptr %417, i64 56
  %428 = getelementptr i8, ptr %417, i64 88
  %429 = load <4 x double>, ptr %425, align 64, !tbaa !9
  %430 = load <4 x double>, ptr %426, align 32, !tbaa !9
  %431 = load <4 x double>, ptr %427, align 64, !tbaa !9
  %432 = load <4 x double>, ptr %428, align 32, !tbaa !9
  %433 = fmul fast <4 x double> %429, %421
  %434 = fmul fast <4 x double> %430, %422
  %435 = fmul fast <4 x double> %431, %423
  %436 = fmul fast <4 x double> %432, %424
  %437 = getelementptr inbounds double, ptr %268, i64 %416
  %438 = getelementptr inbounds i8, ptr %437, i64 32
  %439 = getelementptr inbounds i8, ptr %437, i64 64
  %440 = getelementptr inbounds i8, ptr %437, i64 96
  %441 = load <4 x double>, ptr %437, align 8, !tbaa !9
  %442 = load <4 x double>, ptr %438, align 8, !tbaa !9
  %443 = load <4 x double>, ptr %439, align 8, !tbaa !9
  %444 = load <4 x double>, ptr %440, align 8, !tbaa !9
  %445 = fmul fast <4 x double> %433, %441
  %446 = fmul fast <4 x double> %434, %442
  %447 = fmul fast <4 x double> %435, %443
  %448 = fmul fast <4 x double> %436, %444
  %449 = fadd fast <4 x double> %445, %412
  %450 = fadd fast <4 x double> %446, %413
  %451 = fadd fast <4 x double> %447, %414
  %452 = fadd fast <4 x double> %448, %415
  %453 = add nuw i64 %411, 16
  %454 = icmp eq i64 %453, %285
  br i1 %454, label %455, label %410, !llvm.loop !30

455:                                              ; preds = %410
  %456 = fadd fast <4 x double> %450, %449
  %457 = fadd fast <4 x double> %451, %456
  %458 = fadd fast <4 x double> %452, %457
  %459 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %458)
  br i1 %287, label %483, label %407

460:                                              ; preds = %393, %460
  %461 = phi i64 [ %467, %460 ], [ %394, %393 ]
  %462 = getelementptr inbounds double, ptr %268, i64 %461
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = fmul fast double %463, 3.000000e-01
  %465 = call fast double @llvm.exp.f64(double %464)
  %466 = getelementptr inbounds double, ptr %392, i64 %461
  store double %465, ptr %466, align 8, !tbaa !9
  %467 = add nuw nsw i64 %461, 1
  %468 = icmp eq i64 %467, %84
  br i1 %468, label %405, label %460, !llvm.loop !31

469:                                              ; preds = %407, %469
  %470 = phi i64 [ %481, %469 ], [ %408, %407 ]
  %471 = phi double [ %480, %469 ], [ %409, %407 ]
  %472 = getelementptr inbounds double, ptr %392, i64 %470
  %473 = load double, ptr %472, align 8, !tbaa !9
  %474 = getelementptr i8, ptr %472, i64 -8
  %475 = load double, ptr %474, align 8, !tbaa !9
  %476 = fmul fast double %475, %473
  %477 = getelementptr inbounds double, ptr %268, i64 %470
  %478 = load double, ptr %477, align 8, !tbaa !9
  %479 = fmul fast double %476, %478
  %480 = fadd fast double %479, %471
  %481 = add nuw nsw i64 %470, 1
  %482 = icmp eq i64 %481, %84
  br i1 %482, label %483, label %469, !llvm.loop !32

483:                                              ; preds = %469, %455, %405
  %484 = phi double [ 0.000000e+00, %405 ], [ %459, %455 ], [ %480, %469 ]
  call void @free(ptr noundef nonnull %392) #12
  store double %293, ptr %292, align 8, !tbaa !9
  %485 = fsub fast double %391, %484
  %486 = fmul fast double %295, 2.000000e-06
  %487 = fdiv fast double %485, %486
  %488 = call fast double @llvm.fabs.f64(double %487)
  %489 = call fast double @llvm.maxnum.f64(double %488, double 1.000000e+00)
  %490 = fsub fast double %291, %487
  %491 = call fast double @llvm.fabs.f64(double %490)
  %492 = fmul fast double %489, 0x3EB0C6F7A0B5ED8D
  %493 = fcmp fast ole double %491, %492
  %494 = select i1 %493, ptr @.str.4, ptr @.str.5
  %495 = trunc nuw nsw i64 %289 to i32
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %495, double noundef nofpclass(nan inf) %291, double noundef nofpclass(nan inf) %487, ptr noundef nonnull %494)
  br i1 %493, label %500, label %497

497:                                              ; preds = %483
  %498 = load i32, ptr @n_fail, align 4, !tbaa !11
  %499 = add nsw i32 %498, 1
  store i32 %499, ptr @n_fail, align 4, !tbaa !11
  br label %500

500:                                              ; preds = %497, %483
  %501 = add nuw nsw i64 %289, 1
  %502 = icmp eq i64 %501, %84
  br i1 %502, label %503, label %288, !llvm.loop !24

503:                                              ; preds = %500
  call void @free(ptr noundef nonnull %268) #12
  %504 = add nuw nsw i64 %74, 1
  %505 = icmp eq i64 %504, 3
  br i1 %505, label %67, label %73, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @pm(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 3
  %6 = call i32 @posix_memalign(ptr noundef nonnull %3, i64 noundef 32, i64 noundef %5) #12
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %158

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  %10 = load ptr, ptr %3, align 8, !tbaa !13
  br i1 %9, label %11, label %144

11:                                               ; preds = %8
  %12 = zext nneg i32 %1 to i64
  %13 = and i64 %12, 3
  %14 = icmp ult i32 %1, 4
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483644
  br label %91

17:                                               ; preds = %91, %11
  %18 = phi i64 [ 0, %11 ], [ %141, %91 ]
  %19 = icmp eq i64 %13, 0
  br i1 %19, label %37, label %20

20:                                               ; preds = %17, %20
  %21 = phi i64 [ %34, %20 ], [ %18, %17 ]
  %22 = phi i64 [ %35, %20 ], [ 0, %17 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = call fast double @llvm.sin.f64(double %24)
  %26 = trunc i64 %21 to i32
  %27 = add i32 %26, 2
  %28 = urem i32 %27, %1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul fast double %31, %25
  %33 = getelementptr inbounds double, ptr %10, i64 %21
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %21, 1
  %35 = add i64 %22, 1
  %36 = icmp eq i64 %35, %13
  br i1 %36, label %37, label %20, !llvm.loop !34

37:                                               ; preds = %20, %17
  br i1 %9, label %38, label %144

38:                                               ; preds = %37
  %39 = zext nneg i32 %1 to i64
  %40 = getelementptr double, ptr %10, i64 %4
  %41 = icmp ult i32 %1, 16
  br i1 %41, label %42, label %45

42:                                               ; preds = %85, %38
  %43 = phi i64 [ 0, %38 ], [ %46, %85 ]
  %44 = phi double [ 0.000000e+00, %38 ], [ %89, %85 ]
  br label %146

45:                                               ; preds = %38
  %46 = and i64 %12, 2147483632
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %83, %47 ]
  %49 = phi <4 x double> [ zeroinitializer, %45 ], [ %79, %47 ]
  %50 = phi <4 x double> [ zeroinitializer, %45 ], [ %80, %47 ]
  %51 = phi <4 x double> [ zeroinitializer, %45 ], [ %81, %47 ]
  %52 = phi <4 x double> [ zeroinitializer, %45 ], [ %82, %47 ]
  %53 = getelementptr inbounds double, ptr %10, i64 %48
  %54 = getelementptr inbounds i8, ptr %53, i64 32
  %55 = getelementptr inbounds i8, ptr %53, i64 64
  %56 = getelementptr inbounds i8, ptr %53, i64 96
  %57 = load <4 x double>, ptr %53, align 8, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9
  %61 = xor i64 %48, -1
  %62 = getelementptr double, ptr %40, i64 %61
  %63 = getelementptr i8, ptr %62, i64 -24
  %64 = getelementptr i8, ptr %62, i64 -56
  %65 = getelementptr i8, ptr %62, i64 -88
  %66 = getelementptr i8, ptr %62, i64 -120
  %67 = load <4 x double>, ptr %63, align 8, !tbaa !9
  %68 = shufflevector <4 x double> %67, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %69 = load <4 x double>, ptr %64, align 8, !tbaa !9
  %70 = shufflevector <4 x double> %69, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %71 = load <4 x double>, ptr %65, align 8, !tbaa !9
  %72 = shufflevector <4 x double> %71, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %73 = load <4 x double>, ptr %66, align 8, !tbaa !9
  %74 = shufflevector <4 x double> %73, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %75 = fmul fast <4 x double> %68, %57
  %76 = fmul fast <4 x double> %70, %58
  %77 = fmul fast <4 x double> %72, %59
  %78 = fmul fast <4 x double> %74, %60
  %79 = fadd fast <4 x double> %75, %49
  %80 = fadd fast <4 x double> %76, %50
  %81 = fadd fast <4 x double> %77, %51
  %82 = fadd fast <4 x double> %78, %52
  %83 = add nuw i64 %48, 16
  %84 = icmp eq i64 %83, %46
  br i1 %84, label %85, label %47, !llvm.loop !36

85:                                               ; preds = %47
  %86 = fadd fast <4 x double> %80, %79
  %87 = fadd fast <4 x double> %81, %86
  %88 = fadd fast <4 x double> %82, %87
  %89 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %88)
  %90 = icmp eq i64 %46, %12
  br i1 %90, label %144, label %42

91:                                               ; preds = %91, %15
  %92 = phi i64 [ 0, %15 ], [ %141, %91 ]
  %93 = phi i64 [ 0, %15 ], [ %142, %91 ]
  %94 = getelementptr inbounds double, ptr %0, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = call fast double @llvm.sin.f64(double %95)
  %97 = trunc i64 %92 to i32
  %98 = or disjoint i32 %97, 2
  %99 = urem i32 %98, %1
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fmul fast double %102, %96
  %104 = getelementptr inbounds double, ptr %10, i64 %92
  store double %103, ptr %104, align 8, !tbaa !9
  %105 = or disjoint i64 %92, 1
  %106 = getelementptr inbounds double, ptr %0, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = call fast double @llvm.sin.f64(double %107)
  %109 = trunc i64 %105 to i32
  %110 = or disjoint i32 %109, 2
  %111 = urem i32 %110, %1
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds double, ptr %0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = fmul fast double %114, %108
  %116 = getelementptr inbounds double, ptr %10, i64 %105
  store double %115, ptr %116, align 8, !tbaa !9
  %117 = or disjoint i64 %92, 2
  %118 = getelementptr inbounds double, ptr %0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = call fast double @llvm.sin.f64(double %119)
  %121 = trunc i64 %117 to i32
  %122 = add i32 %121, 2
  %123 = urem i32 %122, %1
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul fast double %126, %120
  %128 = getelementptr inbounds double, ptr %10, i64 %117
  store double %127, ptr %128, align 8, !tbaa !9
  %129 = or disjoint i64 %92, 3
  %130 = getelementptr inbounds double, ptr %0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = call fast double @llvm.sin.f64(double %131)
  %133 = trunc i64 %129 to i32
  %134 = add i32 %133, 2
  %135 = urem i32 %134, %1
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds double, ptr %0, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul fast double %138, %132
  %140 = getelementptr inbounds double, ptr %10, i64 %129
  store double %139, ptr %140, align 8, !tbaa !9
  %141 = add nuw nsw i64 %92, 4
  %142 = add i64 %93, 4
  %143 = icmp eq i64 %142, %16
  br i1 %143, label %17, label %91, !llvm.loop !37

144:                                              ; preds = %146, %85, %8, %37
  %145 = phi double [ 0.000000e+00, %37 ], [ 0.000000e+00, %8 ], [ %89, %85 ], [ %155, %146 ]
  call void @free(ptr noundef %10) #12
  br label %158

146:                                              ; preds = %42, %146
  %147 = phi i64 [ %156, %146 ], [ %43, %42 ]
  %148 = phi double [ %155, %146 ], [ %44, %42 ]
  %149 = getelementptr inbounds double, ptr %10, i64 %147
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = xor i64 %147, -1
  %152 = getelementptr double, ptr %40, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = fmul fast double %153, %150
  %155 = fadd fast double %154, %148
  %156 = add nuw nsw i64 %147, 1
  %157 = icmp eq i64 %156, %39
  br i1 %157, label %144, label %146, !llvm.loop !38

158:                                              ; preds = %2, %144
  %159 = phi nsz double [ %145, %144 ], [ 0.000000e+00, %2 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  ret double %159
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @aa(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = add nsw i64 %4, 63
  %6 = and i64 %5, -64
  %7 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %6) #14
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %99

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 4
  br i1 %11, label %12, label %14

12:                                               ; preds = %25, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %25 ]
  br label %90

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483644
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %23, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %20 = fmul fast <4 x double> %19, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %21 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %20)
  %22 = getelementptr inbounds double, ptr %7, i64 %17
  store <4 x double> %21, ptr %22, align 32, !tbaa !9
  %23 = add nuw i64 %17, 4
  %24 = icmp eq i64 %23, %15
  br i1 %24, label %25, label %16, !llvm.loop !39

25:                                               ; preds = %16
  %26 = icmp eq i64 %15, %10
  br i1 %26, label %27, label %12

27:                                               ; preds = %90, %25
  %28 = icmp eq i32 %1, 1
  br i1 %28, label %99, label %29

29:                                               ; preds = %27
  %30 = zext nneg i32 %1 to i64
  %31 = add nsw i64 %10, -1
  %32 = icmp ult i32 %1, 17
  br i1 %32, label %33, label %36

33:                                               ; preds = %84, %29
  %34 = phi i64 [ 1, %29 ], [ %38, %84 ]
  %35 = phi double [ 0.000000e+00, %29 ], [ %88, %84 ]
  br label %101

36:                                               ; preds = %29
  %37 = and i64 %31, -16
  %38 = or disjoint i64 %37, 1
  br label %39

39:                                               ; preds = %39, %36
  %40 = phi i64 [ 0, %36 ], [ %82, %39 ]
  %41 = phi <4 x double> [ zeroinitializer, %36 ], [ %78, %39 ]
  %42 = phi <4 x double> [ zeroinitializer, %36 ], [ %79, %39 ]
  %43 = phi <4 x double> [ zeroinitializer, %36 ], [ %80, %39 ]
  %44 = phi <4 x double> [ zeroinitializer, %36 ], [ %81, %39 ]
  %45 = or disjoint i64 %40, 1
  %46 = getelementptr inbounds double, ptr %7, i64 %45
  %47 = getelementptr inbounds i8, ptr %46, i64 32
  %48 = getelementptr inbounds i8, ptr %46, i64 64
  %49 = getelementptr inbounds i8, ptr %46, i64 96
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !9
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !9
  %52 = load <4 x double>, ptr %48, align 8, !tbaa !9
  %53 = load <4 x double>, ptr %49, align 8, !tbaa !9
  %54 = getelementptr i8, ptr %46, i64 -8
  %55 = getelementptr i8, ptr %46, i64 24
  %56 = getelementptr i8, ptr %46, i64 56
  %57 = getelementptr i8, ptr %46, i64 88
  %58 = load <4 x double>, ptr %54, align 64, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 32, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 64, !tbaa !9
  %61 = load <4 x double>, ptr %57, align 32, !tbaa !9
  %62 = fmul fast <4 x double> %58, %50
  %63 = fmul fast <4 x double> %59, %51
  %64 = fmul fast <4 x double> %60, %52
  %65 = fmul fast <4 x double> %61, %53
  %66 = getelementptr inbounds double, ptr %0, i64 %45
  %67 = getelementptr inbounds i8, ptr %66, i64 32
  %68 = getelementptr inbounds i8, ptr %66, i64 64
  %69 = getelementptr inbounds i8, ptr %66, i64 96
  %70 = load <4 x double>, ptr %66, align 8, !tbaa !9
  %71 = load <4 x double>, ptr %67, align 8, !tbaa !9
  %72 = load <4 x double>, ptr %68, align 8, !tbaa !9
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !9
  %74 = fmul fast <4 x double> %62, %70
  %75 = fmul fast <4 x double> %63, %71
  %76 = fmul fast <4 x double> %64, %72
  %77 = fmul fast <4 x double> %65, %73
  %78 = fadd fast <4 x double> %74, %41
  %79 = fadd fast <4 x double> %75, %42
  %80 = fadd fast <4 x double> %76, %43
  %81 = fadd fast <4 x double> %77, %44
  %82 = add nuw i64 %40, 16
  %83 = icmp eq i64 %82, %37
  br i1 %83, label %84, label %39, !llvm.loop !40

84:                                               ; preds = %39
  %85 = fadd fast <4 x double> %79, %78
  %86 = fadd fast <4 x double> %80, %85
  %87 = fadd fast <4 x double> %81, %86
  %88 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %87)
  %89 = icmp eq i64 %31, %37
  br i1 %89, label %99, label %33

90:                                               ; preds = %12, %90
  %91 = phi i64 [ %97, %90 ], [ %13, %12 ]
  %92 = getelementptr inbounds double, ptr %0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fmul fast double %93, 3.000000e-01
  %95 = tail call fast double @llvm.exp.f64(double %94)
  %96 = getelementptr inbounds double, ptr %7, i64 %91
  store double %95, ptr %96, align 8, !tbaa !9
  %97 = add nuw nsw i64 %91, 1
  %98 = icmp eq i64 %97, %10
  br i1 %98, label %27, label %90, !llvm.loop !41

99:                                               ; preds = %101, %84, %2, %27
  %100 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %88, %84 ], [ %112, %101 ]
  tail call void @free(ptr noundef %7) #12
  ret double %100

101:                                              ; preds = %33, %101
  %102 = phi i64 [ %113, %101 ], [ %34, %33 ]
  %103 = phi double [ %112, %101 ], [ %35, %33 ]
  %104 = getelementptr inbounds double, ptr %7, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = getelementptr i8, ptr %104, i64 -8
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = fmul fast double %107, %105
  %109 = getelementptr inbounds double, ptr %0, i64 %102
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul fast double %108, %110
  %112 = fadd fast double %111, %103
  %113 = add nuw nsw i64 %102, 1
  %114 = icmp eq i64 %113, %30
  br i1 %114, label %99, label %101, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(1) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !18, !17}
!20 = distinct !{!20, !16, !18, !17}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !18, !17}
!23 = distinct !{!23, !16, !18, !17}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16, !17, !18}
!26 = distinct !{!26, !16, !17, !18}
!27 = distinct !{!27, !16, !18, !17}
!28 = distinct !{!28, !16, !18, !17}
!29 = distinct !{!29, !16, !17, !18}
!30 = distinct !{!30, !16, !17, !18}
!31 = distinct !{!31, !16, !18, !17}
!32 = distinct !{!32, !16, !18, !17}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !16, !17, !18}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16, !18, !17}
!39 = distinct !{!39, !16, !17, !18}
!40 = distinct !{!40, !16, !17, !18}
!41 = distinct !{!41, !16, !18, !17}
!42 = distinct !{!42, !16, !18, !17}
