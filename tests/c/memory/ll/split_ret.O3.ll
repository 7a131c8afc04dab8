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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [10 x double], align 16
  %10 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #12
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = insertelement <2 x i64> poison, i64 %13, i64 0
  %17 = insertelement <2 x i64> %16, i64 %15, i64 1
  %18 = lshr <2 x i64> %17, <i64 10, i64 10>
  %19 = and <2 x i64> %18, <i64 18014398509481982, i64 18014398509481982>
  %20 = uitofp nneg <2 x i64> %19 to <2 x double>
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %21, ptr %9, align 16, !tbaa !9
  %22 = mul i64 %15, 6364136223846793005
  %23 = getelementptr inbounds i8, ptr %9, i64 16
  %24 = add i64 %22, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = insertelement <2 x i64> poison, i64 %24, i64 0
  %28 = insertelement <2 x i64> %27, i64 %26, i64 1
  %29 = lshr <2 x i64> %28, <i64 10, i64 10>
  %30 = and <2 x i64> %29, <i64 18014398509481982, i64 18014398509481982>
  %31 = uitofp nneg <2 x i64> %30 to <2 x double>
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %32, ptr %23, align 16, !tbaa !9
  %33 = mul i64 %26, 6364136223846793005
  %34 = getelementptr inbounds i8, ptr %9, i64 32
  %35 = add i64 %33, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = insertelement <2 x i64> poison, i64 %35, i64 0
  %39 = insertelement <2 x i64> %38, i64 %37, i64 1
  %40 = lshr <2 x i64> %39, <i64 10, i64 10>
  %41 = and <2 x i64> %40, <i64 18014398509481982, i64 18014398509481982>
  %42 = uitofp nneg <2 x i64> %41 to <2 x double>
  %43 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %42, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %43, ptr %34, align 16, !tbaa !9
  %44 = mul i64 %37, 6364136223846793005
  %45 = getelementptr inbounds i8, ptr %9, i64 48
  %46 = add i64 %44, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = insertelement <2 x i64> poison, i64 %46, i64 0
  %50 = insertelement <2 x i64> %49, i64 %48, i64 1
  %51 = lshr <2 x i64> %50, <i64 10, i64 10>
  %52 = and <2 x i64> %51, <i64 18014398509481982, i64 18014398509481982>
  %53 = uitofp nneg <2 x i64> %52 to <2 x double>
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %54, ptr %45, align 16, !tbaa !9
  %55 = mul i64 %48, 6364136223846793005
  %56 = getelementptr inbounds i8, ptr %9, i64 64
  %57 = add i64 %55, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0
  %61 = insertelement <2 x i64> %60, i64 %59, i64 1
  %62 = lshr <2 x i64> %61, <i64 10, i64 10>
  %63 = and <2 x i64> %62, <i64 18014398509481982, i64 18014398509481982>
  %64 = uitofp nneg <2 x i64> %63 to <2 x double>
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %65, ptr %56, align 16, !tbaa !9
  store i64 %59, ptr @rng_state, align 8, !tbaa !5
  br label %72

66:                                               ; preds = %114
  %67 = load i32, ptr @n_fail, align 4, !tbaa !11
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %67)
  %69 = load i32, ptr @n_fail, align 4, !tbaa !11
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #12
  ret i32 %71

72:                                               ; preds = %0, %114
  %73 = phi i1 [ true, %0 ], [ false, %114 ]
  %74 = phi i64 [ 0, %0 ], [ 1, %114 ]
  %75 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !11
  %77 = zext i32 %76 to i64
  %78 = call i32 @llvm.smax.i32(i32 %76, i32 1)
  %79 = zext nneg i32 %78 to i64
  %80 = shl nuw nsw i64 %79, 3
  %81 = sext i32 %76 to i64
  %82 = shl nsw i64 %81, 3
  %83 = add nsw i64 %77, -1
  %84 = and i64 %77, 1
  %85 = icmp eq i64 %83, 0
  %86 = and i64 %77, 4294967294
  %87 = icmp eq i64 %84, 0
  %88 = and i64 %77, 1
  %89 = icmp eq i64 %83, 0
  %90 = and i64 %77, 4294967294
  %91 = icmp eq i64 %88, 0
  %92 = and i64 %77, 1
  %93 = icmp eq i64 %83, 0
  %94 = and i64 %77, 4294967294
  %95 = icmp eq i64 %92, 0
  %96 = and i64 %79, 2147483646
  %97 = icmp eq i64 %96, %79
  %98 = and i64 %77, 3
  %99 = icmp ult i64 %83, 3
  %100 = and i64 %77, 4294967292
  %101 = icmp eq i64 %98, 0
  %102 = and i64 %77, 3
  %103 = icmp ult i64 %83, 3
  %104 = and i64 %77, 4294967292
  %105 = icmp eq i64 %102, 0
  %106 = and i64 %77, 3
  %107 = icmp ult i64 %83, 3
  %108 = and i64 %77, 4294967292
  %109 = icmp eq i64 %106, 0
  %110 = and i64 %77, 3
  %111 = icmp ult i64 %83, 3
  %112 = and i64 %77, 4294967292
  %113 = icmp eq i64 %110, 0
  br label %115

114:                                              ; preds = %573
  br i1 %73, label %72, label %66, !llvm.loop !13

115:                                              ; preds = %72, %573
  %116 = phi i1 [ true, %72 ], [ false, %573 ]
  %117 = phi i32 [ 0, %72 ], [ 1, %573 ]
  %118 = select i1 %116, double 8.000000e-01, double -6.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %119 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, double noundef %118, i32 noundef %76) #12
  %120 = extractvalue { ptr, double } %119, 0
  br i1 %85, label %141, label %121

121:                                              ; preds = %115, %121
  %122 = phi i64 [ %138, %121 ], [ 0, %115 ]
  %123 = phi double [ %137, %121 ], [ 0.000000e+00, %115 ]
  %124 = phi i64 [ %139, %121 ], [ 0, %115 ]
  %125 = getelementptr inbounds double, ptr %9, i64 %122
  %126 = load double, ptr %125, align 16, !tbaa !9
  %127 = fmul double %118, %126
  %128 = call double @sin(double noundef %127) #12
  %129 = load double, ptr %125, align 16, !tbaa !9
  %130 = call double @llvm.fmuladd.f64(double %128, double %129, double %123)
  %131 = or disjoint i64 %122, 1
  %132 = getelementptr inbounds double, ptr %9, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fmul double %118, %133
  %135 = call double @sin(double noundef %134) #12
  %136 = load double, ptr %132, align 8, !tbaa !9
  %137 = call double @llvm.fmuladd.f64(double %135, double %136, double %130)
  %138 = add nuw nsw i64 %122, 2
  %139 = add i64 %124, 2
  %140 = icmp eq i64 %139, %86
  br i1 %140, label %141, label %121, !llvm.loop !15

141:                                              ; preds = %121, %115
  %142 = phi double [ poison, %115 ], [ %137, %121 ]
  %143 = phi i64 [ 0, %115 ], [ %138, %121 ]
  %144 = phi double [ 0.000000e+00, %115 ], [ %137, %121 ]
  br i1 %87, label %152, label %145

145:                                              ; preds = %141
  %146 = getelementptr inbounds double, ptr %9, i64 %143
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul double %118, %147
  %149 = call double @sin(double noundef %148) #12
  %150 = load double, ptr %146, align 8, !tbaa !9
  %151 = call double @llvm.fmuladd.f64(double %149, double %150, double %144)
  br label %152

152:                                              ; preds = %141, %145
  %153 = phi double [ %142, %141 ], [ %151, %145 ]
  %154 = select i1 %116, double 2.000000e+00, double 1.000000e+00
  %155 = extractvalue { ptr, double } %119, 1
  %156 = fmul double %118, %153
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ogt double %157, 1.000000e+00
  %159 = select i1 %158, double %157, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %155, ptr %8, align 8, !tbaa !9
  %160 = load volatile double, ptr %8, align 8, !tbaa !9
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %162, label %174, label %163

163:                                              ; preds = %152
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %156, ptr %7, align 8, !tbaa !9
  %164 = load volatile double, ptr %7, align 8, !tbaa !9
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %166, label %174, label %167

167:                                              ; preds = %163
  %168 = fsub double %155, %156
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fmul double %159, 0x3D719799812DEA11
  %171 = fcmp ugt double %169, %170
  br i1 %171, label %174, label %172

172:                                              ; preds = %167
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %117, double noundef %155, double noundef %156, ptr noundef nonnull @.str.6)
  br label %178

174:                                              ; preds = %167, %163, %152
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %117, double noundef %155, double noundef %156, ptr noundef nonnull @.str.7)
  %176 = load i32, ptr @n_fail, align 4, !tbaa !11
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @n_fail, align 4, !tbaa !11
  br label %178

178:                                              ; preds = %172, %174
  %179 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, double noundef %118, i32 noundef %76, double noundef %154, ptr noundef %120) #12
  %180 = fadd double %118, 0x3EB0C6F7A0B5ED8D
  br i1 %89, label %201, label %181

181:                                              ; preds = %178, %181
  %182 = phi i64 [ %198, %181 ], [ 0, %178 ]
  %183 = phi double [ %197, %181 ], [ 0.000000e+00, %178 ]
  %184 = phi i64 [ %199, %181 ], [ 0, %178 ]
  %185 = getelementptr inbounds double, ptr %9, i64 %182
  %186 = load double, ptr %185, align 16, !tbaa !9
  %187 = fmul double %180, %186
  %188 = call double @sin(double noundef %187) #12
  %189 = load double, ptr %185, align 16, !tbaa !9
  %190 = call double @llvm.fmuladd.f64(double %188, double %189, double %183)
  %191 = or disjoint i64 %182, 1
  %192 = getelementptr inbounds double, ptr %9, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fmul double %180, %193
  %195 = call double @sin(double noundef %194) #12
  %196 = load double, ptr %192, align 8, !tbaa !9
  %197 = call double @llvm.fmuladd.f64(double %195, double %196, double %190)
  %198 = add nuw nsw i64 %182, 2
  %199 = add i64 %184, 2
  %200 = icmp eq i64 %199, %90
  br i1 %200, label %201, label %181, !llvm.loop !15

201:                                              ; preds = %181, %178
  %202 = phi double [ poison, %178 ], [ %197, %181 ]
  %203 = phi i64 [ 0, %178 ], [ %198, %181 ]
  %204 = phi double [ 0.000000e+00, %178 ], [ %197, %181 ]
  br i1 %91, label %212, label %205

205:                                              ; preds = %201
  %206 = getelementptr inbounds double, ptr %9, i64 %203
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = fmul double %180, %207
  %209 = call double @sin(double noundef %208) #12
  %210 = load double, ptr %206, align 8, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %209, double %210, double %204)
  br label %212

212:                                              ; preds = %201, %205
  %213 = phi double [ %202, %201 ], [ %211, %205 ]
  %214 = fadd double %118, 0xBEB0C6F7A0B5ED8D
  br i1 %93, label %235, label %215

215:                                              ; preds = %212, %215
  %216 = phi i64 [ %232, %215 ], [ 0, %212 ]
  %217 = phi double [ %231, %215 ], [ 0.000000e+00, %212 ]
  %218 = phi i64 [ %233, %215 ], [ 0, %212 ]
  %219 = getelementptr inbounds double, ptr %9, i64 %216
  %220 = load double, ptr %219, align 16, !tbaa !9
  %221 = fmul double %214, %220
  %222 = call double @sin(double noundef %221) #12
  %223 = load double, ptr %219, align 16, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %222, double %223, double %217)
  %225 = or disjoint i64 %216, 1
  %226 = getelementptr inbounds double, ptr %9, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = fmul double %214, %227
  %229 = call double @sin(double noundef %228) #12
  %230 = load double, ptr %226, align 8, !tbaa !9
  %231 = call double @llvm.fmuladd.f64(double %229, double %230, double %224)
  %232 = add nuw nsw i64 %216, 2
  %233 = add i64 %218, 2
  %234 = icmp eq i64 %233, %94
  br i1 %234, label %235, label %215, !llvm.loop !15

235:                                              ; preds = %215, %212
  %236 = phi double [ poison, %212 ], [ %231, %215 ]
  %237 = phi i64 [ 0, %212 ], [ %232, %215 ]
  %238 = phi double [ 0.000000e+00, %212 ], [ %231, %215 ]
  br i1 %95, label %246, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds double, ptr %9, i64 %237
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fmul double %214, %241
  %243 = call double @sin(double noundef %242) #12
  %244 = load double, ptr %240, align 8, !tbaa !9
  %245 = call double @llvm.fmuladd.f64(double %243, double %244, double %238)
  br label %246

246:                                              ; preds = %235, %239
  %247 = phi double [ %236, %235 ], [ %245, %239 ]
  %248 = fmul double %180, %213
  %249 = fmul double %214, %247
  %250 = fsub double %248, %249
  %251 = fmul double %154, %250
  %252 = fsub double %180, %214
  %253 = fdiv double %251, %252
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ogt double %254, 1.000000e+00
  %256 = select i1 %255, double %254, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %179, ptr %6, align 8, !tbaa !9
  %257 = load volatile double, ptr %6, align 8, !tbaa !9
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fcmp ueq double %258, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %259, label %271, label %260

260:                                              ; preds = %246
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %253, ptr %5, align 8, !tbaa !9
  %261 = load volatile double, ptr %5, align 8, !tbaa !9
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %263, label %271, label %264

264:                                              ; preds = %260
  %265 = fsub double %179, %253
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fmul double %256, 0x3EB0C6F7A0B5ED8D
  %268 = fcmp ugt double %266, %267
  br i1 %268, label %271, label %269

269:                                              ; preds = %264
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %117, double noundef %179, double noundef %253, ptr noundef nonnull @.str.6)
  br label %275

271:                                              ; preds = %264, %260, %246
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %117, double noundef %179, double noundef %253, ptr noundef nonnull @.str.7)
  %273 = load i32, ptr @n_fail, align 4, !tbaa !11
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr @n_fail, align 4, !tbaa !11
  br label %275

275:                                              ; preds = %269, %271
  %276 = insertelement <2 x double> poison, double %154, i64 0
  %277 = shufflevector <2 x double> %276, <2 x double> poison, <2 x i32> zeroinitializer
  br label %278

278:                                              ; preds = %278, %275
  %279 = phi i64 [ 0, %275 ], [ %283, %278 ]
  %280 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %279
  %281 = load <2 x double>, ptr %280, align 16, !tbaa !9
  %282 = fdiv <2 x double> %281, %277
  store <2 x double> %282, ptr %280, align 16, !tbaa !9
  %283 = add nuw i64 %279, 2
  %284 = icmp eq i64 %283, %96
  br i1 %284, label %285, label %278, !llvm.loop !16

285:                                              ; preds = %278
  br i1 %97, label %286, label %574

286:                                              ; preds = %574, %285
  %287 = call noalias ptr @malloc(i64 noundef %80) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %287, ptr nonnull readonly align 16 %9, i64 %82, i1 false)
  br label %288

288:                                              ; preds = %286, %424
  %289 = phi i64 [ 0, %286 ], [ %425, %424 ]
  %290 = getelementptr inbounds double, ptr %10, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds double, ptr %287, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = fcmp ogt double %294, 1.000000e+00
  %296 = select i1 %295, double %294, double 1.000000e+00
  %297 = fmul double %296, 0x3EB0C6F7A0B5ED8D
  %298 = fadd double %293, %297
  store double %298, ptr %292, align 8, !tbaa !9
  br i1 %99, label %329, label %299

299:                                              ; preds = %288, %299
  %300 = phi i64 [ %326, %299 ], [ 0, %288 ]
  %301 = phi double [ %325, %299 ], [ 0.000000e+00, %288 ]
  %302 = phi i64 [ %327, %299 ], [ 0, %288 ]
  %303 = getelementptr inbounds double, ptr %287, i64 %300
  %304 = load double, ptr %303, align 8, !tbaa !9
  %305 = fmul double %118, %304
  %306 = call double @sin(double noundef %305) #12
  %307 = call double @llvm.fmuladd.f64(double %306, double %304, double %301)
  %308 = or disjoint i64 %300, 1
  %309 = getelementptr inbounds double, ptr %287, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = fmul double %118, %310
  %312 = call double @sin(double noundef %311) #12
  %313 = call double @llvm.fmuladd.f64(double %312, double %310, double %307)
  %314 = or disjoint i64 %300, 2
  %315 = getelementptr inbounds double, ptr %287, i64 %314
  %316 = load double, ptr %315, align 8, !tbaa !9
  %317 = fmul double %118, %316
  %318 = call double @sin(double noundef %317) #12
  %319 = call double @llvm.fmuladd.f64(double %318, double %316, double %313)
  %320 = or disjoint i64 %300, 3
  %321 = getelementptr inbounds double, ptr %287, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !9
  %323 = fmul double %118, %322
  %324 = call double @sin(double noundef %323) #12
  %325 = call double @llvm.fmuladd.f64(double %324, double %322, double %319)
  %326 = add nuw nsw i64 %300, 4
  %327 = add i64 %302, 4
  %328 = icmp eq i64 %327, %100
  br i1 %328, label %329, label %299, !llvm.loop !15

329:                                              ; preds = %299, %288
  %330 = phi double [ poison, %288 ], [ %325, %299 ]
  %331 = phi i64 [ 0, %288 ], [ %326, %299 ]
  %332 = phi double [ 0.000000e+00, %288 ], [ %325, %299 ]
  br i1 %101, label %345, label %333

333:                                              ; preds = %329, %333
  %334 = phi i64 [ %342, %333 ], [ %331, %329 ]
  %335 = phi double [ %341, %333 ], [ %332, %329 ]
  %336 = phi i64 [ %343, %333 ], [ 0, %329 ]
  %337 = getelementptr inbounds double, ptr %287, i64 %334
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = fmul double %118, %338
  %340 = call double @sin(double noundef %339) #12
  %341 = call double @llvm.fmuladd.f64(double %340, double %338, double %335)
  %342 = add nuw nsw i64 %334, 1
  %343 = add i64 %336, 1
  %344 = icmp eq i64 %343, %98
  br i1 %344, label %345, label %333, !llvm.loop !19

345:                                              ; preds = %333, %329
  %346 = phi double [ %330, %329 ], [ %341, %333 ]
  %347 = fsub double %293, %297
  store double %347, ptr %292, align 8, !tbaa !9
  br i1 %103, label %378, label %348

348:                                              ; preds = %345, %348
  %349 = phi i64 [ %375, %348 ], [ 0, %345 ]
  %350 = phi double [ %374, %348 ], [ 0.000000e+00, %345 ]
  %351 = phi i64 [ %376, %348 ], [ 0, %345 ]
  %352 = getelementptr inbounds double, ptr %287, i64 %349
  %353 = load double, ptr %352, align 8, !tbaa !9
  %354 = fmul double %118, %353
  %355 = call double @sin(double noundef %354) #12
  %356 = call double @llvm.fmuladd.f64(double %355, double %353, double %350)
  %357 = or disjoint i64 %349, 1
  %358 = getelementptr inbounds double, ptr %287, i64 %357
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = fmul double %118, %359
  %361 = call double @sin(double noundef %360) #12
  %362 = call double @llvm.fmuladd.f64(double %361, double %359, double %356)
  %363 = or disjoint i64 %349, 2
  %364 = getelementptr inbounds double, ptr %287, i64 %363
  %365 = load double, ptr %364, align 8, !tbaa !9
  %366 = fmul double %118, %365
  %367 = call double @sin(double noundef %366) #12
  %368 = call double @llvm.fmuladd.f64(double %367, double %365, double %362)
  %369 = or disjoint i64 %349, 3
  %370 = getelementptr inbounds double, ptr %287, i64 %369
  %371 = load double, ptr %370, align 8, !tbaa !9
  %372 = fmul double %118, %371
  %373 = call double @sin(double noundef %372) #12
  %374 = call double @llvm.fmuladd.f64(double %373, double %371, double %368)
  %375 = add nuw nsw i64 %349, 4
  %376 = add i64 %351, 4
  %377 = icmp eq i64 %376, %104
  br i1 %377, label %378, label %348, !llvm.loop !15

378:                                              ; preds = %348, %345
  %379 = phi double [ poison, %345 ], [ %374, %348 ]
  %380 = phi i64 [ 0, %345 ], [ %375, %348 ]
  %381 = phi double [ 0.000000e+00, %345 ], [ %374, %348 ]
  br i1 %105, label %394, label %382

382:                                              ; preds = %378, %382
  %383 = phi i64 [ %391, %382 ], [ %380, %378 ]
  %384 = phi double [ %390, %382 ], [ %381, %378 ]
  %385 = phi i64 [ %392, %382 ], [ 0, %378 ]
  %386 = getelementptr inbounds double, ptr %287, i64 %383
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = fmul double %118, %387
  %389 = call double @sin(double noundef %388) #12
  %390 = call double @llvm.fmuladd.f64(double %389, double %387, double %384)
  %391 = add nuw nsw i64 %383, 1
  %392 = add i64 %385, 1
  %393 = icmp eq i64 %392, %102
  br i1 %393, label %394, label %382, !llvm.loop !21

394:                                              ; preds = %382, %378
  %395 = phi double [ %379, %378 ], [ %390, %382 ]
  %396 = fmul double %118, %346
  %397 = fmul double %118, %395
  store double %293, ptr %292, align 8, !tbaa !9
  %398 = fsub double %396, %397
  %399 = fsub double %298, %347
  %400 = fdiv double %398, %399
  %401 = call double @llvm.fabs.f64(double %400)
  %402 = fcmp ogt double %401, 1.000000e+00
  %403 = select i1 %402, double %401, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %291, ptr %4, align 8, !tbaa !9
  %404 = load volatile double, ptr %4, align 8, !tbaa !9
  %405 = call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %406, label %419, label %407

407:                                              ; preds = %394
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %400, ptr %3, align 8, !tbaa !9
  %408 = load volatile double, ptr %3, align 8, !tbaa !9
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %410, label %419, label %411

411:                                              ; preds = %407
  %412 = fsub double %291, %400
  %413 = call double @llvm.fabs.f64(double %412)
  %414 = fmul double %403, 0x3EB0C6F7A0B5ED8D
  %415 = fcmp ugt double %413, %414
  br i1 %415, label %419, label %416

416:                                              ; preds = %411
  %417 = trunc nuw nsw i64 %289 to i32
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %417, double noundef %291, double noundef %400, ptr noundef nonnull @.str.6)
  br label %424

419:                                              ; preds = %411, %407, %394
  %420 = trunc nuw nsw i64 %289 to i32
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %420, double noundef %291, double noundef %400, ptr noundef nonnull @.str.7)
  %422 = load i32, ptr @n_fail, align 4, !tbaa !11
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr @n_fail, align 4, !tbaa !11
  br label %424

424:                                              ; preds = %419, %416
  %425 = add nuw nsw i64 %289, 1
  %426 = icmp eq i64 %425, %77
  br i1 %426, label %427, label %288, !llvm.loop !22

427:                                              ; preds = %424
  call void @free(ptr noundef nonnull %287) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %428 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %429 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %428, double noundef %118, i32 noundef %76) #12
  %430 = extractvalue { ptr, double } %429, 0
  %431 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %432 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %431, double noundef %118, i32 noundef %76, double noundef 1.000000e+00, ptr noundef %430) #12
  %433 = call noalias ptr @malloc(i64 noundef %80) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %433, ptr nonnull readonly align 16 %9, i64 %82, i1 false)
  br label %434

434:                                              ; preds = %427, %570
  %435 = phi i64 [ 0, %427 ], [ %571, %570 ]
  %436 = getelementptr inbounds double, ptr %10, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = getelementptr inbounds double, ptr %433, i64 %435
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fcmp ogt double %440, 1.000000e+00
  %442 = select i1 %441, double %440, double 1.000000e+00
  %443 = fmul double %442, 0x3EB0C6F7A0B5ED8D
  %444 = fadd double %439, %443
  store double %444, ptr %438, align 8, !tbaa !9
  br i1 %107, label %475, label %445

445:                                              ; preds = %434, %445
  %446 = phi i64 [ %472, %445 ], [ 0, %434 ]
  %447 = phi double [ %471, %445 ], [ 0.000000e+00, %434 ]
  %448 = phi i64 [ %473, %445 ], [ 0, %434 ]
  %449 = getelementptr inbounds double, ptr %433, i64 %446
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = fmul double %118, %450
  %452 = call double @sin(double noundef %451) #12
  %453 = call double @llvm.fmuladd.f64(double %452, double %450, double %447)
  %454 = or disjoint i64 %446, 1
  %455 = getelementptr inbounds double, ptr %433, i64 %454
  %456 = load double, ptr %455, align 8, !tbaa !9
  %457 = fmul double %118, %456
  %458 = call double @sin(double noundef %457) #12
  %459 = call double @llvm.fmuladd.f64(double %458, double %456, double %453)
  %460 = or disjoint i64 %446, 2
  %461 = getelementptr inbounds double, ptr %433, i64 %460
  %462 = load double, ptr %461, align 8, !tbaa !9
  %463 = fmul double %118, %462
  %464 = call double @sin(double noundef %463) #12
  %465 = call double @llvm.fmuladd.f64(double %464, double %462, double %459)
  %466 = or disjoint i64 %446, 3
  %467 = getelementptr inbounds double, ptr %433, i64 %466
  %468 = load double, ptr %467, align 8, !tbaa !9
  %469 = fmul double %118, %468
  %470 = call double @sin(double noundef %469) #12
  %471 = call double @llvm.fmuladd.f64(double %470, double %468, double %465)
  %472 = add nuw nsw i64 %446, 4
  %473 = add i64 %448, 4
  %474 = icmp eq i64 %473, %108
  br i1 %474, label %475, label %445, !llvm.loop !15

475:                                              ; preds = %445, %434
  %476 = phi double [ poison, %434 ], [ %471, %445 ]
  %477 = phi i64 [ 0, %434 ], [ %472, %445 ]
  %478 = phi double [ 0.000000e+00, %434 ], [ %471, %445 ]
  br i1 %109, label %491, label %479

479:                                              ; preds = %475, %479
  %480 = phi i64 [ %488, %479 ], [ %477, %475 ]
  %481 = phi double [ %487, %479 ], [ %478, %475 ]
  %482 = phi i64 [ %489, %479 ], [ 0, %475 ]
  %483 = getelementptr inbounds double, ptr %433, i64 %480
  %484 = load double, ptr %483, align 8, !tbaa !9
  %485 = fmul double %118, %484
  %486 = call double @sin(double noundef %485) #12
  %487 = call double @llvm.fmuladd.f64(double %486, double %484, double %481)
  %488 = add nuw nsw i64 %480, 1
  %489 = add i64 %482, 1
  %490 = icmp eq i64 %489, %106
  br i1 %490, label %491, label %479, !llvm.loop !23

491:                                              ; preds = %479, %475
  %492 = phi double [ %476, %475 ], [ %487, %479 ]
  %493 = fsub double %439, %443
  store double %493, ptr %438, align 8, !tbaa !9
  br i1 %111, label %524, label %494

494:                                              ; preds = %491, %494
  %495 = phi i64 [ %521, %494 ], [ 0, %491 ]
  %496 = phi double [ %520, %494 ], [ 0.000000e+00, %491 ]
  %497 = phi i64 [ %522, %494 ], [ 0, %491 ]
  %498 = getelementptr inbounds double, ptr %433, i64 %495
  %499 = load double, ptr %498, align 8, !tbaa !9
  %500 = fmul double %118, %499
  %501 = call double @sin(double noundef %500) #12
  %502 = call double @llvm.fmuladd.f64(double %501, double %499, double %496)
  %503 = or disjoint i64 %495, 1
  %504 = getelementptr inbounds double, ptr %433, i64 %503
  %505 = load double, ptr %504, align 8, !tbaa !9
  %506 = fmul double %118, %505
  %507 = call double @sin(double noundef %506) #12
  %508 = call double @llvm.fmuladd.f64(double %507, double %505, double %502)
  %509 = or disjoint i64 %495, 2
  %510 = getelementptr inbounds double, ptr %433, i64 %509
  %511 = load double, ptr %510, align 8, !tbaa !9
  %512 = fmul double %118, %511
  %513 = call double @sin(double noundef %512) #12
  %514 = call double @llvm.fmuladd.f64(double %513, double %511, double %508)
  %515 = or disjoint i64 %495, 3
  %516 = getelementptr inbounds double, ptr %433, i64 %515
  %517 = load double, ptr %516, align 8, !tbaa !9
  %518 = fmul double %118, %517
  %519 = call double @sin(double noundef %518) #12
  %520 = call double @llvm.fmuladd.f64(double %519, double %517, double %514)
  %521 = add nuw nsw i64 %495, 4
  %522 = add i64 %497, 4
  %523 = icmp eq i64 %522, %112
  br i1 %523, label %524, label %494, !llvm.loop !15

524:                                              ; preds = %494, %491
  %525 = phi double [ poison, %491 ], [ %520, %494 ]
  %526 = phi i64 [ 0, %491 ], [ %521, %494 ]
  %527 = phi double [ 0.000000e+00, %491 ], [ %520, %494 ]
  br i1 %113, label %540, label %528

528:                                              ; preds = %524, %528
  %529 = phi i64 [ %537, %528 ], [ %526, %524 ]
  %530 = phi double [ %536, %528 ], [ %527, %524 ]
  %531 = phi i64 [ %538, %528 ], [ 0, %524 ]
  %532 = getelementptr inbounds double, ptr %433, i64 %529
  %533 = load double, ptr %532, align 8, !tbaa !9
  %534 = fmul double %118, %533
  %535 = call double @sin(double noundef %534) #12
  %536 = call double @llvm.fmuladd.f64(double %535, double %533, double %530)
  %537 = add nuw nsw i64 %529, 1
  %538 = add i64 %531, 1
  %539 = icmp eq i64 %538, %110
  br i1 %539, label %540, label %528, !llvm.loop !24

540:                                              ; preds = %528, %524
  %541 = phi double [ %525, %524 ], [ %536, %528 ]
  %542 = fmul double %118, %492
  %543 = fmul double %118, %541
  store double %439, ptr %438, align 8, !tbaa !9
  %544 = fsub double %542, %543
  %545 = fsub double %444, %493
  %546 = fdiv double %544, %545
  %547 = call double @llvm.fabs.f64(double %546)
  %548 = fcmp ogt double %547, 1.000000e+00
  %549 = select i1 %548, double %547, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %437, ptr %2, align 8, !tbaa !9
  %550 = load volatile double, ptr %2, align 8, !tbaa !9
  %551 = call double @llvm.fabs.f64(double %550)
  %552 = fcmp ueq double %551, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %552, label %565, label %553

553:                                              ; preds = %540
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %546, ptr %1, align 8, !tbaa !9
  %554 = load volatile double, ptr %1, align 8, !tbaa !9
  %555 = call double @llvm.fabs.f64(double %554)
  %556 = fcmp ueq double %555, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %556, label %565, label %557

557:                                              ; preds = %553
  %558 = fsub double %437, %546
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fmul double %549, 0x3EB0C6F7A0B5ED8D
  %561 = fcmp ugt double %559, %560
  br i1 %561, label %565, label %562

562:                                              ; preds = %557
  %563 = trunc nuw nsw i64 %435 to i32
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %563, double noundef %437, double noundef %546, ptr noundef nonnull @.str.6)
  br label %570

565:                                              ; preds = %557, %553, %540
  %566 = trunc nuw nsw i64 %435 to i32
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %566, double noundef %437, double noundef %546, ptr noundef nonnull @.str.7)
  %568 = load i32, ptr @n_fail, align 4, !tbaa !11
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr @n_fail, align 4, !tbaa !11
  br label %570

570:                                              ; preds = %565, %562
  %571 = add nuw nsw i64 %435, 1
  %572 = icmp eq i64 %571, %77
  br i1 %572, label %573, label %434, !llvm.loop !22

573:                                              ; preds = %570
  call void @free(ptr noundef nonnull %433) #12
  br i1 %116, label %115, label %114, !llvm.loop !25

574:                                              ; preds = %285, %574
  %575 = phi i64 [ %579, %574 ], [ %96, %285 ]
  %576 = getelementptr inbounds [10 x double], ptr %10, i64 0, i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = fdiv double %577, %154
  store double %578, ptr %576, align 8, !tbaa !9
  %579 = add nuw nsw i64 %575, 1
  %580 = icmp eq i64 %579, %79
  br i1 %580, label %286, label %574, !llvm.loop !26
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
