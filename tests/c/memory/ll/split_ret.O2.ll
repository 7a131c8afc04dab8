; ModuleID = 'split_ret.c'
source_filename = "split_ret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, double }

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
  %5 = alloca [10 x double], align 16
  %6 = alloca [10 x double], align 16
  %7 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #13
  %8 = load i64, ptr @rng_state, align 8, !tbaa !5
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = insertelement <2 x i64> poison, i64 %10, i64 0
  %14 = insertelement <2 x i64> %13, i64 %12, i64 1
  %15 = lshr <2 x i64> %14, <i64 10, i64 10>
  %16 = and <2 x i64> %15, <i64 18014398509481982, i64 18014398509481982>
  %17 = uitofp nneg <2 x i64> %16 to <2 x double>
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %18, ptr %5, align 16, !tbaa !9
  %19 = mul i64 %12, 6364136223846793005
  %20 = getelementptr inbounds i8, ptr %5, i64 16
  %21 = add i64 %19, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <2 x i64> poison, i64 %21, i64 0
  %25 = insertelement <2 x i64> %24, i64 %23, i64 1
  %26 = lshr <2 x i64> %25, <i64 10, i64 10>
  %27 = and <2 x i64> %26, <i64 18014398509481982, i64 18014398509481982>
  %28 = uitofp nneg <2 x i64> %27 to <2 x double>
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %29, ptr %20, align 16, !tbaa !9
  %30 = mul i64 %23, 6364136223846793005
  %31 = getelementptr inbounds i8, ptr %5, i64 32
  %32 = add i64 %30, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = insertelement <2 x i64> poison, i64 %32, i64 0
  %36 = insertelement <2 x i64> %35, i64 %34, i64 1
  %37 = lshr <2 x i64> %36, <i64 10, i64 10>
  %38 = and <2 x i64> %37, <i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <2 x i64> %38 to <2 x double>
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %40, ptr %31, align 16, !tbaa !9
  %41 = mul i64 %34, 6364136223846793005
  %42 = getelementptr inbounds i8, ptr %5, i64 48
  %43 = add i64 %41, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <2 x i64> poison, i64 %43, i64 0
  %47 = insertelement <2 x i64> %46, i64 %45, i64 1
  %48 = lshr <2 x i64> %47, <i64 10, i64 10>
  %49 = and <2 x i64> %48, <i64 18014398509481982, i64 18014398509481982>
  %50 = uitofp nneg <2 x i64> %49 to <2 x double>
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %51, ptr %42, align 16, !tbaa !9
  %52 = mul i64 %45, 6364136223846793005
  %53 = getelementptr inbounds i8, ptr %5, i64 64
  %54 = add i64 %52, 1442695040888963407
  %55 = mul i64 %54, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = insertelement <2 x i64> poison, i64 %54, i64 0
  %58 = insertelement <2 x i64> %57, i64 %56, i64 1
  %59 = lshr <2 x i64> %58, <i64 10, i64 10>
  %60 = and <2 x i64> %59, <i64 18014398509481982, i64 18014398509481982>
  %61 = uitofp nneg <2 x i64> %60 to <2 x double>
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %62, ptr %53, align 16, !tbaa !9
  store i64 %56, ptr @rng_state, align 8, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %7, i64 8
  br label %70

64:                                               ; preds = %93
  %65 = load i32, ptr @n_fail, align 4, !tbaa !11
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %65)
  %67 = load i32, ptr @n_fail, align 4, !tbaa !11
  %68 = icmp ne i32 %67, 0
  %69 = zext i1 %68 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #13
  ret i32 %69

70:                                               ; preds = %0, %93
  %71 = phi i1 [ true, %0 ], [ false, %93 ]
  %72 = phi i64 [ 0, %0 ], [ 1, %93 ]
  %73 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !11
  %75 = zext i32 %74 to i64
  %76 = call i32 @llvm.smax.i32(i32 %74, i32 1)
  %77 = zext nneg i32 %76 to i64
  %78 = add nsw i64 %75, -1
  %79 = and i64 %75, 1
  %80 = icmp eq i64 %78, 0
  %81 = and i64 %75, 4294967294
  %82 = icmp eq i64 %79, 0
  %83 = and i64 %75, 1
  %84 = icmp eq i64 %78, 0
  %85 = and i64 %75, 4294967294
  %86 = icmp eq i64 %83, 0
  %87 = and i64 %75, 1
  %88 = icmp eq i64 %78, 0
  %89 = and i64 %75, 4294967294
  %90 = icmp eq i64 %87, 0
  %91 = and i64 %77, 2147483646
  %92 = icmp eq i64 %91, %77
  br label %94

93:                                               ; preds = %265
  br i1 %71, label %70, label %64, !llvm.loop !13

94:                                               ; preds = %70, %265
  %95 = phi i1 [ true, %70 ], [ false, %265 ]
  %96 = phi i32 [ 0, %70 ], [ 1, %265 ]
  %97 = select i1 %95, double 8.000000e-01, double -6.000000e-01
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  store i32 %74, ptr %7, align 8, !tbaa !15
  store double %97, ptr %63, align 8, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %6, i8 0, i64 80, i1 false)
  %98 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef %97, i32 noundef %74) #13
  %99 = extractvalue { ptr, double } %98, 0
  br i1 %80, label %120, label %100

100:                                              ; preds = %94, %100
  %101 = phi i64 [ %117, %100 ], [ 0, %94 ]
  %102 = phi double [ %116, %100 ], [ 0.000000e+00, %94 ]
  %103 = phi i64 [ %118, %100 ], [ 0, %94 ]
  %104 = getelementptr inbounds double, ptr %5, i64 %101
  %105 = load double, ptr %104, align 16, !tbaa !9
  %106 = fmul double %97, %105
  %107 = call double @sin(double noundef %106) #13
  %108 = load double, ptr %104, align 16, !tbaa !9
  %109 = call double @llvm.fmuladd.f64(double %107, double %108, double %102)
  %110 = or disjoint i64 %101, 1
  %111 = getelementptr inbounds double, ptr %5, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fmul double %97, %112
  %114 = call double @sin(double noundef %113) #13
  %115 = load double, ptr %111, align 8, !tbaa !9
  %116 = call double @llvm.fmuladd.f64(double %114, double %115, double %109)
  %117 = add nuw nsw i64 %101, 2
  %118 = add i64 %103, 2
  %119 = icmp eq i64 %118, %81
  br i1 %119, label %120, label %100, !llvm.loop !18

120:                                              ; preds = %100, %94
  %121 = phi double [ poison, %94 ], [ %116, %100 ]
  %122 = phi i64 [ 0, %94 ], [ %117, %100 ]
  %123 = phi double [ 0.000000e+00, %94 ], [ %116, %100 ]
  br i1 %82, label %131, label %124

124:                                              ; preds = %120
  %125 = getelementptr inbounds double, ptr %5, i64 %122
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul double %97, %126
  %128 = call double @sin(double noundef %127) #13
  %129 = load double, ptr %125, align 8, !tbaa !9
  %130 = call double @llvm.fmuladd.f64(double %128, double %129, double %123)
  br label %131

131:                                              ; preds = %120, %124
  %132 = phi double [ %121, %120 ], [ %130, %124 ]
  %133 = select i1 %95, double 2.000000e+00, double 1.000000e+00
  %134 = extractvalue { ptr, double } %98, 1
  %135 = fmul double %97, %132
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ogt double %136, 1.000000e+00
  %138 = select i1 %137, double %136, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %134, ptr %4, align 8, !tbaa !9
  %139 = load volatile double, ptr %4, align 8, !tbaa !9
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %141, label %153, label %142

142:                                              ; preds = %131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %135, ptr %3, align 8, !tbaa !9
  %143 = load volatile double, ptr %3, align 8, !tbaa !9
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %145, label %153, label %146

146:                                              ; preds = %142
  %147 = fsub double %134, %135
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fmul double %138, 0x3D719799812DEA11
  %150 = fcmp ugt double %148, %149
  br i1 %150, label %153, label %151

151:                                              ; preds = %146
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %96, double noundef %134, double noundef %135, ptr noundef nonnull @.str.6)
  br label %157

153:                                              ; preds = %146, %142, %131
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %96, double noundef %134, double noundef %135, ptr noundef nonnull @.str.7)
  %155 = load i32, ptr @n_fail, align 4, !tbaa !11
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr @n_fail, align 4, !tbaa !11
  br label %157

157:                                              ; preds = %151, %153
  %158 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef %97, i32 noundef %74, double noundef %133, ptr noundef %99) #13
  %159 = fadd double %97, 0x3EB0C6F7A0B5ED8D
  br i1 %84, label %180, label %160

160:                                              ; preds = %157, %160
  %161 = phi i64 [ %177, %160 ], [ 0, %157 ]
  %162 = phi double [ %176, %160 ], [ 0.000000e+00, %157 ]
  %163 = phi i64 [ %178, %160 ], [ 0, %157 ]
  %164 = getelementptr inbounds double, ptr %5, i64 %161
  %165 = load double, ptr %164, align 16, !tbaa !9
  %166 = fmul double %159, %165
  %167 = call double @sin(double noundef %166) #13
  %168 = load double, ptr %164, align 16, !tbaa !9
  %169 = call double @llvm.fmuladd.f64(double %167, double %168, double %162)
  %170 = or disjoint i64 %161, 1
  %171 = getelementptr inbounds double, ptr %5, i64 %170
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = fmul double %159, %172
  %174 = call double @sin(double noundef %173) #13
  %175 = load double, ptr %171, align 8, !tbaa !9
  %176 = call double @llvm.fmuladd.f64(double %174, double %175, double %169)
  %177 = add nuw nsw i64 %161, 2
  %178 = add i64 %163, 2
  %179 = icmp eq i64 %178, %85
  br i1 %179, label %180, label %160, !llvm.loop !18

180:                                              ; preds = %160, %157
  %181 = phi double [ poison, %157 ], [ %176, %160 ]
  %182 = phi i64 [ 0, %157 ], [ %177, %160 ]
  %183 = phi double [ 0.000000e+00, %157 ], [ %176, %160 ]
  br i1 %86, label %191, label %184

184:                                              ; preds = %180
  %185 = getelementptr inbounds double, ptr %5, i64 %182
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = fmul double %159, %186
  %188 = call double @sin(double noundef %187) #13
  %189 = load double, ptr %185, align 8, !tbaa !9
  %190 = call double @llvm.fmuladd.f64(double %188, double %189, double %183)
  br label %191

191:                                              ; preds = %180, %184
  %192 = phi double [ %181, %180 ], [ %190, %184 ]
  %193 = fadd double %97, 0xBEB0C6F7A0B5ED8D
  br i1 %88, label %214, label %194

194:                                              ; preds = %191, %194
  %195 = phi i64 [ %211, %194 ], [ 0, %191 ]
  %196 = phi double [ %210, %194 ], [ 0.000000e+00, %191 ]
  %197 = phi i64 [ %212, %194 ], [ 0, %191 ]
  %198 = getelementptr inbounds double, ptr %5, i64 %195
  %199 = load double, ptr %198, align 16, !tbaa !9
  %200 = fmul double %193, %199
  %201 = call double @sin(double noundef %200) #13
  %202 = load double, ptr %198, align 16, !tbaa !9
  %203 = call double @llvm.fmuladd.f64(double %201, double %202, double %196)
  %204 = or disjoint i64 %195, 1
  %205 = getelementptr inbounds double, ptr %5, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = fmul double %193, %206
  %208 = call double @sin(double noundef %207) #13
  %209 = load double, ptr %205, align 8, !tbaa !9
  %210 = call double @llvm.fmuladd.f64(double %208, double %209, double %203)
  %211 = add nuw nsw i64 %195, 2
  %212 = add i64 %197, 2
  %213 = icmp eq i64 %212, %89
  br i1 %213, label %214, label %194, !llvm.loop !18

214:                                              ; preds = %194, %191
  %215 = phi double [ poison, %191 ], [ %210, %194 ]
  %216 = phi i64 [ 0, %191 ], [ %211, %194 ]
  %217 = phi double [ 0.000000e+00, %191 ], [ %210, %194 ]
  br i1 %90, label %225, label %218

218:                                              ; preds = %214
  %219 = getelementptr inbounds double, ptr %5, i64 %216
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = fmul double %193, %220
  %222 = call double @sin(double noundef %221) #13
  %223 = load double, ptr %219, align 8, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %222, double %223, double %217)
  br label %225

225:                                              ; preds = %214, %218
  %226 = phi double [ %215, %214 ], [ %224, %218 ]
  %227 = fmul double %159, %192
  %228 = fmul double %193, %226
  %229 = fsub double %227, %228
  %230 = fmul double %133, %229
  %231 = fsub double %159, %193
  %232 = fdiv double %230, %231
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ogt double %233, 1.000000e+00
  %235 = select i1 %234, double %233, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %158, ptr %2, align 8, !tbaa !9
  %236 = load volatile double, ptr %2, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %238, label %250, label %239

239:                                              ; preds = %225
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %232, ptr %1, align 8, !tbaa !9
  %240 = load volatile double, ptr %1, align 8, !tbaa !9
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %242, label %250, label %243

243:                                              ; preds = %239
  %244 = fsub double %158, %232
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fmul double %235, 0x3EB0C6F7A0B5ED8D
  %247 = fcmp ugt double %245, %246
  br i1 %247, label %250, label %248

248:                                              ; preds = %243
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %96, double noundef %158, double noundef %232, ptr noundef nonnull @.str.6)
  br label %254

250:                                              ; preds = %243, %239, %225
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %96, double noundef %158, double noundef %232, ptr noundef nonnull @.str.7)
  %252 = load i32, ptr @n_fail, align 4, !tbaa !11
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr @n_fail, align 4, !tbaa !11
  br label %254

254:                                              ; preds = %248, %250
  %255 = insertelement <2 x double> poison, double %133, i64 0
  %256 = shufflevector <2 x double> %255, <2 x double> poison, <2 x i32> zeroinitializer
  br label %257

257:                                              ; preds = %257, %254
  %258 = phi i64 [ 0, %254 ], [ %262, %257 ]
  %259 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %258
  %260 = load <2 x double>, ptr %259, align 16, !tbaa !9
  %261 = fdiv <2 x double> %260, %256
  store <2 x double> %261, ptr %259, align 16, !tbaa !9
  %262 = add nuw i64 %258, 2
  %263 = icmp eq i64 %262, %91
  br i1 %263, label %264, label %257, !llvm.loop !19

264:                                              ; preds = %257
  br i1 %92, label %265, label %271

265:                                              ; preds = %271, %264
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull %7, ptr noundef nonnull %5, i32 noundef %74, ptr noundef nonnull %6)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %6, i8 0, i64 80, i1 false)
  %266 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %267 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %266, double noundef %97, i32 noundef %74) #13
  %268 = extractvalue { ptr, double } %267, 0
  %269 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %270 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %269, double noundef %97, i32 noundef %74, double noundef 1.000000e+00, ptr noundef %268) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %7, ptr noundef nonnull %5, i32 noundef %74, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br i1 %95, label %94, label %93, !llvm.loop !22

271:                                              ; preds = %264, %271
  %272 = phi i64 [ %276, %271 ], [ %91, %264 ]
  %273 = getelementptr inbounds [10 x double], ptr %6, i64 0, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = fdiv double %274, %133
  store double %275, ptr %273, align 8, !tbaa !9
  %276 = add nuw nsw i64 %272, 1
  %277 = icmp eq i64 %276, %77
  br i1 %277, label %265, label %271, !llvm.loop !23
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
  %20 = tail call double @sin(double noundef %19) #13
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
  %33 = tail call double @sin(double noundef %32) #13
  %34 = load double, ptr %30, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  %36 = or disjoint i64 %27, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %1
  %40 = tail call double @sin(double noundef %39) #13
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %41, double %35)
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %11, label %26, !llvm.loop !18
}

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #14
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = zext nneg i32 %3 to i64
  br label %19

18:                                               ; preds = %177, %5
  tail call void @free(ptr noundef %11) #13
  ret void

19:                                               ; preds = %15, %177
  %20 = phi i64 [ 0, %15 ], [ %178, %177 ]
  %21 = getelementptr inbounds double, ptr %4, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %11, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = load double, ptr %16, align 8, !tbaa !17
  %32 = load i32, ptr %1, align 8, !tbaa !15
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %145

34:                                               ; preds = %19
  %35 = zext nneg i32 %32 to i64
  %36 = and i64 %35, 3
  %37 = icmp ult i32 %32, 4
  br i1 %37, label %70, label %38

38:                                               ; preds = %34
  %39 = and i64 %35, 2147483644
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %67, %40 ]
  %42 = phi double [ 0.000000e+00, %38 ], [ %66, %40 ]
  %43 = phi i64 [ 0, %38 ], [ %68, %40 ]
  %44 = getelementptr inbounds double, ptr %11, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul double %31, %45
  %47 = tail call double @sin(double noundef %46) #13
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %45, double %42)
  %49 = or disjoint i64 %41, 1
  %50 = getelementptr inbounds double, ptr %11, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fmul double %31, %51
  %53 = tail call double @sin(double noundef %52) #13
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %51, double %48)
  %55 = or disjoint i64 %41, 2
  %56 = getelementptr inbounds double, ptr %11, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul double %31, %57
  %59 = tail call double @sin(double noundef %58) #13
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %57, double %54)
  %61 = or disjoint i64 %41, 3
  %62 = getelementptr inbounds double, ptr %11, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul double %31, %63
  %65 = tail call double @sin(double noundef %64) #13
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %63, double %60)
  %67 = add nuw nsw i64 %41, 4
  %68 = add i64 %43, 4
  %69 = icmp eq i64 %68, %39
  br i1 %69, label %70, label %40, !llvm.loop !18

70:                                               ; preds = %40, %34
  %71 = phi double [ poison, %34 ], [ %66, %40 ]
  %72 = phi i64 [ 0, %34 ], [ %67, %40 ]
  %73 = phi double [ 0.000000e+00, %34 ], [ %66, %40 ]
  %74 = icmp eq i64 %36, 0
  br i1 %74, label %87, label %75

75:                                               ; preds = %70, %75
  %76 = phi i64 [ %84, %75 ], [ %72, %70 ]
  %77 = phi double [ %83, %75 ], [ %73, %70 ]
  %78 = phi i64 [ %85, %75 ], [ 0, %70 ]
  %79 = getelementptr inbounds double, ptr %11, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul double %31, %80
  %82 = tail call double @sin(double noundef %81) #13
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %80, double %77)
  %84 = add nuw nsw i64 %76, 1
  %85 = add i64 %78, 1
  %86 = icmp eq i64 %85, %36
  br i1 %86, label %87, label %75, !llvm.loop !24

87:                                               ; preds = %75, %70
  %88 = phi double [ %71, %70 ], [ %83, %75 ]
  %89 = load i32, ptr %1, align 8, !tbaa !15
  store double %30, ptr %23, align 8, !tbaa !9
  %90 = load double, ptr %16, align 8, !tbaa !17
  %91 = icmp sgt i32 %89, 0
  br i1 %91, label %92, label %145

92:                                               ; preds = %87
  %93 = zext nneg i32 %89 to i64
  %94 = and i64 %93, 3
  %95 = icmp ult i32 %89, 4
  br i1 %95, label %128, label %96

96:                                               ; preds = %92
  %97 = and i64 %93, 2147483644
  br label %98

98:                                               ; preds = %98, %96
  %99 = phi i64 [ 0, %96 ], [ %125, %98 ]
  %100 = phi double [ 0.000000e+00, %96 ], [ %124, %98 ]
  %101 = phi i64 [ 0, %96 ], [ %126, %98 ]
  %102 = getelementptr inbounds double, ptr %11, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fmul double %90, %103
  %105 = tail call double @sin(double noundef %104) #13
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %103, double %100)
  %107 = or disjoint i64 %99, 1
  %108 = getelementptr inbounds double, ptr %11, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fmul double %90, %109
  %111 = tail call double @sin(double noundef %110) #13
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %109, double %106)
  %113 = or disjoint i64 %99, 2
  %114 = getelementptr inbounds double, ptr %11, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = fmul double %90, %115
  %117 = tail call double @sin(double noundef %116) #13
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %115, double %112)
  %119 = or disjoint i64 %99, 3
  %120 = getelementptr inbounds double, ptr %11, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = fmul double %90, %121
  %123 = tail call double @sin(double noundef %122) #13
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %121, double %118)
  %125 = add nuw nsw i64 %99, 4
  %126 = add i64 %101, 4
  %127 = icmp eq i64 %126, %97
  br i1 %127, label %128, label %98, !llvm.loop !18

128:                                              ; preds = %98, %92
  %129 = phi double [ poison, %92 ], [ %124, %98 ]
  %130 = phi i64 [ 0, %92 ], [ %125, %98 ]
  %131 = phi double [ 0.000000e+00, %92 ], [ %124, %98 ]
  %132 = icmp eq i64 %94, 0
  br i1 %132, label %145, label %133

133:                                              ; preds = %128, %133
  %134 = phi i64 [ %142, %133 ], [ %130, %128 ]
  %135 = phi double [ %141, %133 ], [ %131, %128 ]
  %136 = phi i64 [ %143, %133 ], [ 0, %128 ]
  %137 = getelementptr inbounds double, ptr %11, i64 %134
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul double %90, %138
  %140 = tail call double @sin(double noundef %139) #13
  %141 = tail call double @llvm.fmuladd.f64(double %140, double %138, double %135)
  %142 = add nuw nsw i64 %134, 1
  %143 = add i64 %136, 1
  %144 = icmp eq i64 %143, %94
  br i1 %144, label %145, label %133, !llvm.loop !26

145:                                              ; preds = %128, %133, %19, %87
  %146 = phi double [ %90, %87 ], [ %31, %19 ], [ %90, %133 ], [ %90, %128 ]
  %147 = phi double [ %88, %87 ], [ 0.000000e+00, %19 ], [ %88, %133 ], [ %88, %128 ]
  %148 = phi double [ 0.000000e+00, %87 ], [ 0.000000e+00, %19 ], [ %129, %128 ], [ %141, %133 ]
  %149 = fmul double %31, %147
  %150 = fmul double %146, %148
  store double %24, ptr %23, align 8, !tbaa !9
  %151 = fsub double %149, %150
  %152 = fsub double %29, %30
  %153 = fdiv double %151, %152
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fcmp ogt double %154, 1.000000e+00
  %156 = select i1 %155, double %154, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %22, ptr %7, align 8, !tbaa !9
  %157 = load volatile double, ptr %7, align 8, !tbaa !9
  %158 = tail call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %159, label %172, label %160

160:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %153, ptr %6, align 8, !tbaa !9
  %161 = load volatile double, ptr %6, align 8, !tbaa !9
  %162 = tail call double @llvm.fabs.f64(double %161)
  %163 = fcmp ueq double %162, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %163, label %172, label %164

164:                                              ; preds = %160
  %165 = fsub double %22, %153
  %166 = tail call double @llvm.fabs.f64(double %165)
  %167 = fmul double %156, 0x3EB0C6F7A0B5ED8D
  %168 = fcmp ugt double %166, %167
  br i1 %168, label %172, label %169

169:                                              ; preds = %164
  %170 = trunc nuw nsw i64 %20 to i32
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %170, double noundef %22, double noundef %153, ptr noundef nonnull @.str.6)
  br label %177

172:                                              ; preds = %164, %160, %145
  %173 = trunc nuw nsw i64 %20 to i32
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %173, double noundef %22, double noundef %153, ptr noundef nonnull @.str.7)
  %175 = load i32, ptr @n_fail, align 4, !tbaa !11
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr @n_fail, align 4, !tbaa !11
  br label %177

177:                                              ; preds = %169, %172
  %178 = add nuw nsw i64 %20, 1
  %179 = icmp eq i64 %178, %17
  br i1 %179, label %18, label %19, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !12, i64 0}
!16 = !{!"", !12, i64 0, !10, i64 8}
!17 = !{!16, !10, i64 8}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !21, !20}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !25}
!27 = distinct !{!27, !14}
