; ModuleID = 'split_ret.c'
source_filename = "split_ret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [2 x i32] [i32 10, i32 3], align 4
@.str = private unnamed_addr constant [13 x i8] c"g.aug_primal\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"g.da(split)\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"g.dx(split)\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"g.dx(split, const a)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"split_ret\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x double], align 16
  %2 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #12
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  %4 = mul i64 %3, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0
  %9 = insertelement <2 x i64> %8, i64 %7, i64 1
  %10 = lshr <2 x i64> %9, <i64 10, i64 10>
  %11 = and <2 x i64> %10, <i64 18014398509481982, i64 18014398509481982>
  %12 = uitofp nneg <2 x i64> %11 to <2 x double>
  %13 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %13, ptr %1, align 16, !tbaa !9
  %14 = mul i64 %7, 6364136223846793005
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = add i64 %14, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <2 x i64> poison, i64 %16, i64 0
  %20 = insertelement <2 x i64> %19, i64 %18, i64 1
  %21 = lshr <2 x i64> %20, <i64 10, i64 10>
  %22 = and <2 x i64> %21, <i64 18014398509481982, i64 18014398509481982>
  %23 = uitofp nneg <2 x i64> %22 to <2 x double>
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %24, ptr %15, align 16, !tbaa !9
  %25 = mul i64 %18, 6364136223846793005
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = add i64 %25, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <2 x i64> poison, i64 %27, i64 0
  %31 = insertelement <2 x i64> %30, i64 %29, i64 1
  %32 = lshr <2 x i64> %31, <i64 10, i64 10>
  %33 = and <2 x i64> %32, <i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <2 x i64> %33 to <2 x double>
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %35, ptr %26, align 16, !tbaa !9
  %36 = mul i64 %29, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %1, i64 48
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <2 x i64> poison, i64 %38, i64 0
  %42 = insertelement <2 x i64> %41, i64 %40, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %46, ptr %37, align 16, !tbaa !9
  %47 = mul i64 %40, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %1, i64 64
  %49 = add i64 %47, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <2 x i64> poison, i64 %49, i64 0
  %53 = insertelement <2 x i64> %52, i64 %51, i64 1
  %54 = lshr <2 x i64> %53, <i64 10, i64 10>
  %55 = and <2 x i64> %54, <i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <2 x i64> %55 to <2 x double>
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %57, ptr %48, align 16, !tbaa !9
  store i64 %51, ptr @rng_state, align 8, !tbaa !5
  br label %64

58:                                               ; preds = %106
  %59 = load i32, ptr @n_fail, align 4, !tbaa !11
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %59)
  %61 = load i32, ptr @n_fail, align 4, !tbaa !11
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #12
  ret i32 %63

64:                                               ; preds = %0, %106
  %65 = phi i1 [ true, %0 ], [ false, %106 ]
  %66 = phi i64 [ 0, %0 ], [ 1, %106 ]
  %67 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = zext i32 %68 to i64
  %70 = call i32 @llvm.smax.i32(i32 %68, i32 1)
  %71 = zext nneg i32 %70 to i64
  %72 = shl nuw nsw i64 %71, 3
  %73 = sext i32 %68 to i64
  %74 = shl nsw i64 %73, 3
  %75 = add nsw i64 %69, -1
  %76 = and i64 %69, 1
  %77 = icmp eq i64 %75, 0
  %78 = and i64 %69, 4294967294
  %79 = icmp eq i64 %76, 0
  %80 = and i64 %69, 1
  %81 = icmp eq i64 %75, 0
  %82 = and i64 %69, 4294967294
  %83 = icmp eq i64 %80, 0
  %84 = and i64 %69, 1
  %85 = icmp eq i64 %75, 0
  %86 = and i64 %69, 4294967294
  %87 = icmp eq i64 %84, 0
  %88 = and i64 %71, 2147483646
  %89 = icmp eq i64 %88, %71
  %90 = and i64 %69, 3
  %91 = icmp ult i64 %75, 3
  %92 = and i64 %69, 4294967292
  %93 = icmp eq i64 %90, 0
  %94 = and i64 %69, 3
  %95 = icmp ult i64 %75, 3
  %96 = and i64 %69, 4294967292
  %97 = icmp eq i64 %94, 0
  %98 = and i64 %69, 3
  %99 = icmp ult i64 %75, 3
  %100 = and i64 %69, 4294967292
  %101 = icmp eq i64 %98, 0
  %102 = and i64 %69, 3
  %103 = icmp ult i64 %75, 3
  %104 = and i64 %69, 4294967292
  %105 = icmp eq i64 %102, 0
  br label %107

106:                                              ; preds = %527
  br i1 %65, label %64, label %58, !llvm.loop !13

107:                                              ; preds = %64, %527
  %108 = phi i1 [ true, %64 ], [ false, %527 ]
  %109 = phi i32 [ 0, %64 ], [ 1, %527 ]
  %110 = select i1 %108, double 8.000000e-01, double -6.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  %111 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef %110, i32 noundef %68) #12
  %112 = extractvalue { ptr, double } %111, 0
  br i1 %77, label %133, label %113

113:                                              ; preds = %107, %113
  %114 = phi i64 [ %130, %113 ], [ 0, %107 ]
  %115 = phi double [ %129, %113 ], [ 0.000000e+00, %107 ]
  %116 = phi i64 [ %131, %113 ], [ 0, %107 ]
  %117 = getelementptr inbounds double, ptr %1, i64 %114
  %118 = load double, ptr %117, align 16, !tbaa !9
  %119 = fmul double %110, %118
  %120 = call double @sin(double noundef %119) #12
  %121 = load double, ptr %117, align 16, !tbaa !9
  %122 = call double @llvm.fmuladd.f64(double %120, double %121, double %115)
  %123 = or disjoint i64 %114, 1
  %124 = getelementptr inbounds double, ptr %1, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = fmul double %110, %125
  %127 = call double @sin(double noundef %126) #12
  %128 = load double, ptr %124, align 8, !tbaa !9
  %129 = call double @llvm.fmuladd.f64(double %127, double %128, double %122)
  %130 = add nuw nsw i64 %114, 2
  %131 = add i64 %116, 2
  %132 = icmp eq i64 %131, %78
  br i1 %132, label %133, label %113, !llvm.loop !15

133:                                              ; preds = %113, %107
  %134 = phi double [ poison, %107 ], [ %129, %113 ]
  %135 = phi i64 [ 0, %107 ], [ %130, %113 ]
  %136 = phi double [ 0.000000e+00, %107 ], [ %129, %113 ]
  br i1 %79, label %144, label %137

137:                                              ; preds = %133
  %138 = getelementptr inbounds double, ptr %1, i64 %135
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = fmul double %110, %139
  %141 = call double @sin(double noundef %140) #12
  %142 = load double, ptr %138, align 8, !tbaa !9
  %143 = call double @llvm.fmuladd.f64(double %141, double %142, double %136)
  br label %144

144:                                              ; preds = %133, %137
  %145 = phi double [ %134, %133 ], [ %143, %137 ]
  %146 = select i1 %108, double 2.000000e+00, double 1.000000e+00
  %147 = extractvalue { ptr, double } %111, 1
  %148 = fmul double %110, %145
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ogt double %149, 1.000000e+00
  %151 = select i1 %150, double %149, double 1.000000e+00
  %152 = fsub double %147, %148
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fmul double %151, 0x3D719799812DEA11
  %155 = fcmp ole double %153, %154
  %156 = select i1 %155, ptr @.str.6, ptr @.str.7
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %109, double noundef %147, double noundef %148, ptr noundef nonnull %156)
  br i1 %155, label %161, label %158

158:                                              ; preds = %144
  %159 = load i32, ptr @n_fail, align 4, !tbaa !11
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @n_fail, align 4, !tbaa !11
  br label %161

161:                                              ; preds = %144, %158
  %162 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef %110, i32 noundef %68, double noundef %146, ptr noundef %112) #12
  %163 = fadd double %110, 0x3EB0C6F7A0B5ED8D
  br i1 %81, label %184, label %164

164:                                              ; preds = %161, %164
  %165 = phi i64 [ %181, %164 ], [ 0, %161 ]
  %166 = phi double [ %180, %164 ], [ 0.000000e+00, %161 ]
  %167 = phi i64 [ %182, %164 ], [ 0, %161 ]
  %168 = getelementptr inbounds double, ptr %1, i64 %165
  %169 = load double, ptr %168, align 16, !tbaa !9
  %170 = fmul double %163, %169
  %171 = call double @sin(double noundef %170) #12
  %172 = load double, ptr %168, align 16, !tbaa !9
  %173 = call double @llvm.fmuladd.f64(double %171, double %172, double %166)
  %174 = or disjoint i64 %165, 1
  %175 = getelementptr inbounds double, ptr %1, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = fmul double %163, %176
  %178 = call double @sin(double noundef %177) #12
  %179 = load double, ptr %175, align 8, !tbaa !9
  %180 = call double @llvm.fmuladd.f64(double %178, double %179, double %173)
  %181 = add nuw nsw i64 %165, 2
  %182 = add i64 %167, 2
  %183 = icmp eq i64 %182, %82
  br i1 %183, label %184, label %164, !llvm.loop !15

184:                                              ; preds = %164, %161
  %185 = phi double [ poison, %161 ], [ %180, %164 ]
  %186 = phi i64 [ 0, %161 ], [ %181, %164 ]
  %187 = phi double [ 0.000000e+00, %161 ], [ %180, %164 ]
  br i1 %83, label %195, label %188

188:                                              ; preds = %184
  %189 = getelementptr inbounds double, ptr %1, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = fmul double %163, %190
  %192 = call double @sin(double noundef %191) #12
  %193 = load double, ptr %189, align 8, !tbaa !9
  %194 = call double @llvm.fmuladd.f64(double %192, double %193, double %187)
  br label %195

195:                                              ; preds = %184, %188
  %196 = phi double [ %185, %184 ], [ %194, %188 ]
  %197 = fadd double %110, 0xBEB0C6F7A0B5ED8D
  br i1 %85, label %218, label %198

198:                                              ; preds = %195, %198
  %199 = phi i64 [ %215, %198 ], [ 0, %195 ]
  %200 = phi double [ %214, %198 ], [ 0.000000e+00, %195 ]
  %201 = phi i64 [ %216, %198 ], [ 0, %195 ]
  %202 = getelementptr inbounds double, ptr %1, i64 %199
  %203 = load double, ptr %202, align 16, !tbaa !9
  %204 = fmul double %197, %203
  %205 = call double @sin(double noundef %204) #12
  %206 = load double, ptr %202, align 16, !tbaa !9
  %207 = call double @llvm.fmuladd.f64(double %205, double %206, double %200)
  %208 = or disjoint i64 %199, 1
  %209 = getelementptr inbounds double, ptr %1, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = fmul double %197, %210
  %212 = call double @sin(double noundef %211) #12
  %213 = load double, ptr %209, align 8, !tbaa !9
  %214 = call double @llvm.fmuladd.f64(double %212, double %213, double %207)
  %215 = add nuw nsw i64 %199, 2
  %216 = add i64 %201, 2
  %217 = icmp eq i64 %216, %86
  br i1 %217, label %218, label %198, !llvm.loop !15

218:                                              ; preds = %198, %195
  %219 = phi double [ poison, %195 ], [ %214, %198 ]
  %220 = phi i64 [ 0, %195 ], [ %215, %198 ]
  %221 = phi double [ 0.000000e+00, %195 ], [ %214, %198 ]
  br i1 %87, label %229, label %222

222:                                              ; preds = %218
  %223 = getelementptr inbounds double, ptr %1, i64 %220
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = fmul double %197, %224
  %226 = call double @sin(double noundef %225) #12
  %227 = load double, ptr %223, align 8, !tbaa !9
  %228 = call double @llvm.fmuladd.f64(double %226, double %227, double %221)
  br label %229

229:                                              ; preds = %218, %222
  %230 = phi double [ %219, %218 ], [ %228, %222 ]
  %231 = fmul double %163, %196
  %232 = fmul double %197, %230
  %233 = fsub double %231, %232
  %234 = fmul double %146, %233
  %235 = fsub double %163, %197
  %236 = fdiv double %234, %235
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ogt double %237, 1.000000e+00
  %239 = select i1 %238, double %237, double 1.000000e+00
  %240 = fsub double %162, %236
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fmul double %239, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ole double %241, %242
  %244 = select i1 %243, ptr @.str.6, ptr @.str.7
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %109, double noundef %162, double noundef %236, ptr noundef nonnull %244)
  br i1 %243, label %249, label %246

246:                                              ; preds = %229
  %247 = load i32, ptr @n_fail, align 4, !tbaa !11
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !11
  br label %249

249:                                              ; preds = %229, %246
  %250 = insertelement <2 x double> poison, double %146, i64 0
  %251 = shufflevector <2 x double> %250, <2 x double> poison, <2 x i32> zeroinitializer
  br label %252

252:                                              ; preds = %252, %249
  %253 = phi i64 [ 0, %249 ], [ %257, %252 ]
  %254 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %253
  %255 = load <2 x double>, ptr %254, align 16, !tbaa !9
  %256 = fdiv <2 x double> %255, %251
  store <2 x double> %256, ptr %254, align 16, !tbaa !9
  %257 = add nuw i64 %253, 2
  %258 = icmp eq i64 %257, %88
  br i1 %258, label %259, label %252, !llvm.loop !16

259:                                              ; preds = %252
  br i1 %89, label %260, label %528

260:                                              ; preds = %528, %259
  %261 = call noalias ptr @malloc(i64 noundef %72) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %261, ptr nonnull readonly align 16 %1, i64 %74, i1 false)
  br label %262

262:                                              ; preds = %260, %388
  %263 = phi i64 [ 0, %260 ], [ %389, %388 ]
  %264 = getelementptr inbounds double, ptr %2, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = getelementptr inbounds double, ptr %261, i64 %263
  %267 = load double, ptr %266, align 8, !tbaa !9
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = fcmp ogt double %268, 1.000000e+00
  %270 = select i1 %269, double %268, double 1.000000e+00
  %271 = fmul double %270, 0x3EB0C6F7A0B5ED8D
  %272 = fadd double %267, %271
  store double %272, ptr %266, align 8, !tbaa !9
  br i1 %91, label %303, label %273

273:                                              ; preds = %262, %273
  %274 = phi i64 [ %300, %273 ], [ 0, %262 ]
  %275 = phi double [ %299, %273 ], [ 0.000000e+00, %262 ]
  %276 = phi i64 [ %301, %273 ], [ 0, %262 ]
  %277 = getelementptr inbounds double, ptr %261, i64 %274
  %278 = load double, ptr %277, align 8, !tbaa !9
  %279 = fmul double %110, %278
  %280 = call double @sin(double noundef %279) #12
  %281 = call double @llvm.fmuladd.f64(double %280, double %278, double %275)
  %282 = or disjoint i64 %274, 1
  %283 = getelementptr inbounds double, ptr %261, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !9
  %285 = fmul double %110, %284
  %286 = call double @sin(double noundef %285) #12
  %287 = call double @llvm.fmuladd.f64(double %286, double %284, double %281)
  %288 = or disjoint i64 %274, 2
  %289 = getelementptr inbounds double, ptr %261, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = fmul double %110, %290
  %292 = call double @sin(double noundef %291) #12
  %293 = call double @llvm.fmuladd.f64(double %292, double %290, double %287)
  %294 = or disjoint i64 %274, 3
  %295 = getelementptr inbounds double, ptr %261, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = fmul double %110, %296
  %298 = call double @sin(double noundef %297) #12
  %299 = call double @llvm.fmuladd.f64(double %298, double %296, double %293)
  %300 = add nuw nsw i64 %274, 4
  %301 = add i64 %276, 4
  %302 = icmp eq i64 %301, %92
  br i1 %302, label %303, label %273, !llvm.loop !15

303:                                              ; preds = %273, %262
  %304 = phi double [ poison, %262 ], [ %299, %273 ]
  %305 = phi i64 [ 0, %262 ], [ %300, %273 ]
  %306 = phi double [ 0.000000e+00, %262 ], [ %299, %273 ]
  br i1 %93, label %319, label %307

307:                                              ; preds = %303, %307
  %308 = phi i64 [ %316, %307 ], [ %305, %303 ]
  %309 = phi double [ %315, %307 ], [ %306, %303 ]
  %310 = phi i64 [ %317, %307 ], [ 0, %303 ]
  %311 = getelementptr inbounds double, ptr %261, i64 %308
  %312 = load double, ptr %311, align 8, !tbaa !9
  %313 = fmul double %110, %312
  %314 = call double @sin(double noundef %313) #12
  %315 = call double @llvm.fmuladd.f64(double %314, double %312, double %309)
  %316 = add nuw nsw i64 %308, 1
  %317 = add i64 %310, 1
  %318 = icmp eq i64 %317, %90
  br i1 %318, label %319, label %307, !llvm.loop !19

319:                                              ; preds = %307, %303
  %320 = phi double [ %304, %303 ], [ %315, %307 ]
  %321 = fsub double %267, %271
  store double %321, ptr %266, align 8, !tbaa !9
  br i1 %95, label %352, label %322

322:                                              ; preds = %319, %322
  %323 = phi i64 [ %349, %322 ], [ 0, %319 ]
  %324 = phi double [ %348, %322 ], [ 0.000000e+00, %319 ]
  %325 = phi i64 [ %350, %322 ], [ 0, %319 ]
  %326 = getelementptr inbounds double, ptr %261, i64 %323
  %327 = load double, ptr %326, align 8, !tbaa !9
  %328 = fmul double %110, %327
  %329 = call double @sin(double noundef %328) #12
  %330 = call double @llvm.fmuladd.f64(double %329, double %327, double %324)
  %331 = or disjoint i64 %323, 1
  %332 = getelementptr inbounds double, ptr %261, i64 %331
  %333 = load double, ptr %332, align 8, !tbaa !9
  %334 = fmul double %110, %333
  %335 = call double @sin(double noundef %334) #12
  %336 = call double @llvm.fmuladd.f64(double %335, double %333, double %330)
  %337 = or disjoint i64 %323, 2
  %338 = getelementptr inbounds double, ptr %261, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = fmul double %110, %339
  %341 = call double @sin(double noundef %340) #12
  %342 = call double @llvm.fmuladd.f64(double %341, double %339, double %336)
  %343 = or disjoint i64 %323, 3
  %344 = getelementptr inbounds double, ptr %261, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = fmul double %110, %345
  %347 = call double @sin(double noundef %346) #12
  %348 = call double @llvm.fmuladd.f64(double %347, double %345, double %342)
  %349 = add nuw nsw i64 %323, 4
  %350 = add i64 %325, 4
  %351 = icmp eq i64 %350, %96
  br i1 %351, label %352, label %322, !llvm.loop !15

352:                                              ; preds = %322, %319
  %353 = phi double [ poison, %319 ], [ %348, %322 ]
  %354 = phi i64 [ 0, %319 ], [ %349, %322 ]
  %355 = phi double [ 0.000000e+00, %319 ], [ %348, %322 ]
  br i1 %97, label %368, label %356

356:                                              ; preds = %352, %356
  %357 = phi i64 [ %365, %356 ], [ %354, %352 ]
  %358 = phi double [ %364, %356 ], [ %355, %352 ]
  %359 = phi i64 [ %366, %356 ], [ 0, %352 ]
  %360 = getelementptr inbounds double, ptr %261, i64 %357
  %361 = load double, ptr %360, align 8, !tbaa !9
  %362 = fmul double %110, %361
  %363 = call double @sin(double noundef %362) #12
  %364 = call double @llvm.fmuladd.f64(double %363, double %361, double %358)
  %365 = add nuw nsw i64 %357, 1
  %366 = add i64 %359, 1
  %367 = icmp eq i64 %366, %94
  br i1 %367, label %368, label %356, !llvm.loop !21

368:                                              ; preds = %356, %352
  %369 = phi double [ %353, %352 ], [ %364, %356 ]
  %370 = fmul double %110, %320
  %371 = fmul double %110, %369
  store double %267, ptr %266, align 8, !tbaa !9
  %372 = fsub double %370, %371
  %373 = fsub double %272, %321
  %374 = fdiv double %372, %373
  %375 = call double @llvm.fabs.f64(double %374)
  %376 = fcmp ogt double %375, 1.000000e+00
  %377 = select i1 %376, double %375, double 1.000000e+00
  %378 = fsub double %265, %374
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fmul double %377, 0x3EB0C6F7A0B5ED8D
  %381 = fcmp ole double %379, %380
  %382 = select i1 %381, ptr @.str.6, ptr @.str.7
  %383 = trunc nuw nsw i64 %263 to i32
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %383, double noundef %265, double noundef %374, ptr noundef nonnull %382)
  br i1 %381, label %388, label %385

385:                                              ; preds = %368
  %386 = load i32, ptr @n_fail, align 4, !tbaa !11
  %387 = add nsw i32 %386, 1
  store i32 %387, ptr @n_fail, align 4, !tbaa !11
  br label %388

388:                                              ; preds = %385, %368
  %389 = add nuw nsw i64 %263, 1
  %390 = icmp eq i64 %389, %69
  br i1 %390, label %391, label %262, !llvm.loop !22

391:                                              ; preds = %388
  call void @free(ptr noundef nonnull %261) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  %392 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %393 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %392, double noundef %110, i32 noundef %68) #12
  %394 = extractvalue { ptr, double } %393, 0
  %395 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %396 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %395, double noundef %110, i32 noundef %68, double noundef 1.000000e+00, ptr noundef %394) #12
  %397 = call noalias ptr @malloc(i64 noundef %72) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %397, ptr nonnull readonly align 16 %1, i64 %74, i1 false)
  br label %398

398:                                              ; preds = %391, %524
  %399 = phi i64 [ 0, %391 ], [ %525, %524 ]
  %400 = getelementptr inbounds double, ptr %2, i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !9
  %402 = getelementptr inbounds double, ptr %397, i64 %399
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = call double @llvm.fabs.f64(double %403)
  %405 = fcmp ogt double %404, 1.000000e+00
  %406 = select i1 %405, double %404, double 1.000000e+00
  %407 = fmul double %406, 0x3EB0C6F7A0B5ED8D
  %408 = fadd double %403, %407
  store double %408, ptr %402, align 8, !tbaa !9
  br i1 %99, label %439, label %409

409:                                              ; preds = %398, %409
  %410 = phi i64 [ %436, %409 ], [ 0, %398 ]
  %411 = phi double [ %435, %409 ], [ 0.000000e+00, %398 ]
  %412 = phi i64 [ %437, %409 ], [ 0, %398 ]
  %413 = getelementptr inbounds double, ptr %397, i64 %410
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = fmul double %110, %414
  %416 = call double @sin(double noundef %415) #12
  %417 = call double @llvm.fmuladd.f64(double %416, double %414, double %411)
  %418 = or disjoint i64 %410, 1
  %419 = getelementptr inbounds double, ptr %397, i64 %418
  %420 = load double, ptr %419, align 8, !tbaa !9
  %421 = fmul double %110, %420
  %422 = call double @sin(double noundef %421) #12
  %423 = call double @llvm.fmuladd.f64(double %422, double %420, double %417)
  %424 = or disjoint i64 %410, 2
  %425 = getelementptr inbounds double, ptr %397, i64 %424
  %426 = load double, ptr %425, align 8, !tbaa !9
  %427 = fmul double %110, %426
  %428 = call double @sin(double noundef %427) #12
  %429 = call double @llvm.fmuladd.f64(double %428, double %426, double %423)
  %430 = or disjoint i64 %410, 3
  %431 = getelementptr inbounds double, ptr %397, i64 %430
  %432 = load double, ptr %431, align 8, !tbaa !9
  %433 = fmul double %110, %432
  %434 = call double @sin(double noundef %433) #12
  %435 = call double @llvm.fmuladd.f64(double %434, double %432, double %429)
  %436 = add nuw nsw i64 %410, 4
  %437 = add i64 %412, 4
  %438 = icmp eq i64 %437, %100
  br i1 %438, label %439, label %409, !llvm.loop !15

439:                                              ; preds = %409, %398
  %440 = phi double [ poison, %398 ], [ %435, %409 ]
  %441 = phi i64 [ 0, %398 ], [ %436, %409 ]
  %442 = phi double [ 0.000000e+00, %398 ], [ %435, %409 ]
  br i1 %101, label %455, label %443

443:                                              ; preds = %439, %443
  %444 = phi i64 [ %452, %443 ], [ %441, %439 ]
  %445 = phi double [ %451, %443 ], [ %442, %439 ]
  %446 = phi i64 [ %453, %443 ], [ 0, %439 ]
  %447 = getelementptr inbounds double, ptr %397, i64 %444
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = fmul double %110, %448
  %450 = call double @sin(double noundef %449) #12
  %451 = call double @llvm.fmuladd.f64(double %450, double %448, double %445)
  %452 = add nuw nsw i64 %444, 1
  %453 = add i64 %446, 1
  %454 = icmp eq i64 %453, %98
  br i1 %454, label %455, label %443, !llvm.loop !23

455:                                              ; preds = %443, %439
  %456 = phi double [ %440, %439 ], [ %451, %443 ]
  %457 = fsub double %403, %407
  store double %457, ptr %402, align 8, !tbaa !9
  br i1 %103, label %488, label %458

458:                                              ; preds = %455, %458
  %459 = phi i64 [ %485, %458 ], [ 0, %455 ]
  %460 = phi double [ %484, %458 ], [ 0.000000e+00, %455 ]
  %461 = phi i64 [ %486, %458 ], [ 0, %455 ]
  %462 = getelementptr inbounds double, ptr %397, i64 %459
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = fmul double %110, %463
  %465 = call double @sin(double noundef %464) #12
  %466 = call double @llvm.fmuladd.f64(double %465, double %463, double %460)
  %467 = or disjoint i64 %459, 1
  %468 = getelementptr inbounds double, ptr %397, i64 %467
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = fmul double %110, %469
  %471 = call double @sin(double noundef %470) #12
  %472 = call double @llvm.fmuladd.f64(double %471, double %469, double %466)
  %473 = or disjoint i64 %459, 2
  %474 = getelementptr inbounds double, ptr %397, i64 %473
  %475 = load double, ptr %474, align 8, !tbaa !9
  %476 = fmul double %110, %475
  %477 = call double @sin(double noundef %476) #12
  %478 = call double @llvm.fmuladd.f64(double %477, double %475, double %472)
  %479 = or disjoint i64 %459, 3
  %480 = getelementptr inbounds double, ptr %397, i64 %479
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = fmul double %110, %481
  %483 = call double @sin(double noundef %482) #12
  %484 = call double @llvm.fmuladd.f64(double %483, double %481, double %478)
  %485 = add nuw nsw i64 %459, 4
  %486 = add i64 %461, 4
  %487 = icmp eq i64 %486, %104
  br i1 %487, label %488, label %458, !llvm.loop !15

488:                                              ; preds = %458, %455
  %489 = phi double [ poison, %455 ], [ %484, %458 ]
  %490 = phi i64 [ 0, %455 ], [ %485, %458 ]
  %491 = phi double [ 0.000000e+00, %455 ], [ %484, %458 ]
  br i1 %105, label %504, label %492

492:                                              ; preds = %488, %492
  %493 = phi i64 [ %501, %492 ], [ %490, %488 ]
  %494 = phi double [ %500, %492 ], [ %491, %488 ]
  %495 = phi i64 [ %502, %492 ], [ 0, %488 ]
  %496 = getelementptr inbounds double, ptr %397, i64 %493
  %497 = load double, ptr %496, align 8, !tbaa !9
  %498 = fmul double %110, %497
  %499 = call double @sin(double noundef %498) #12
  %500 = call double @llvm.fmuladd.f64(double %499, double %497, double %494)
  %501 = add nuw nsw i64 %493, 1
  %502 = add i64 %495, 1
  %503 = icmp eq i64 %502, %102
  br i1 %503, label %504, label %492, !llvm.loop !24

504:                                              ; preds = %492, %488
  %505 = phi double [ %489, %488 ], [ %500, %492 ]
  %506 = fmul double %110, %456
  %507 = fmul double %110, %505
  store double %403, ptr %402, align 8, !tbaa !9
  %508 = fsub double %506, %507
  %509 = fsub double %408, %457
  %510 = fdiv double %508, %509
  %511 = call double @llvm.fabs.f64(double %510)
  %512 = fcmp ogt double %511, 1.000000e+00
  %513 = select i1 %512, double %511, double 1.000000e+00
  %514 = fsub double %401, %510
  %515 = call double @llvm.fabs.f64(double %514)
  %516 = fmul double %513, 0x3EB0C6F7A0B5ED8D
  %517 = fcmp ole double %515, %516
  %518 = select i1 %517, ptr @.str.6, ptr @.str.7
  %519 = trunc nuw nsw i64 %399 to i32
  %520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %519, double noundef %401, double noundef %510, ptr noundef nonnull %518)
  br i1 %517, label %524, label %521

521:                                              ; preds = %504
  %522 = load i32, ptr @n_fail, align 4, !tbaa !11
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr @n_fail, align 4, !tbaa !11
  br label %524

524:                                              ; preds = %521, %504
  %525 = add nuw nsw i64 %399, 1
  %526 = icmp eq i64 %525, %69
  br i1 %526, label %527, label %398, !llvm.loop !22

527:                                              ; preds = %524
  call void @free(ptr noundef nonnull %397) #12
  br i1 %108, label %107, label %106, !llvm.loop !25

528:                                              ; preds = %259, %528
  %529 = phi i64 [ %533, %528 ], [ %88, %259 ]
  %530 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %529
  %531 = load double, ptr %530, align 8, !tbaa !9
  %532 = fdiv double %531, %146
  store double %532, ptr %530, align 8, !tbaa !9
  %533 = add nuw nsw i64 %529, 1
  %534 = icmp eq i64 %533, %71
  br i1 %534, label %260, label %528, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { ptr, double } @__enzyme_augmentfwd_ret(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @g(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %26

11:                                               ; preds = %26, %5
  %12 = phi double [ poison, %5 ], [ %42, %26 ]
  %13 = phi i64 [ 0, %5 ], [ %43, %26 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %42, %26 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %1
  %20 = tail call double @sin(double noundef %19) #12
  %21 = load double, ptr %17, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %14)
  br label %23

23:                                               ; preds = %16, %11, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %22, %16 ]
  %25 = fmul double %24, %1
  ret double %25

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %43, %26 ]
  %28 = phi double [ 0.000000e+00, %9 ], [ %42, %26 ]
  %29 = phi i64 [ 0, %9 ], [ %44, %26 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %1
  %33 = tail call double @sin(double noundef %32) #12
  %34 = load double, ptr %30, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  %36 = or disjoint i64 %27, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %1
  %40 = tail call double @sin(double noundef %39) #12
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %41, double %35)
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %11, label %26, !llvm.loop !15
}

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14, !18, !17}
