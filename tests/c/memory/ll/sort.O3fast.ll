; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [4 x i32] [i32 64, i32 17, i32 2, i32 1], align 16
@.str = private unnamed_addr constant [12 x i8] c"top_half.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"isort.JTw\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"isort.primal_sorted\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  %3 = alloca [64 x double], align 16
  %4 = alloca [64 x double], align 16
  %5 = alloca [64 x double], align 16
  %6 = alloca [64 x double], align 16
  %7 = alloca [64 x double], align 16
  %8 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %8) #11
  br label %15

9:                                                ; preds = %744, %785
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %10)
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #11
  ret i32 %14

15:                                               ; preds = %785, %0
  %16 = phi i64 [ 0, %0 ], [ %786, %785 ]
  %17 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = load i64, ptr @rng_state, align 8, !tbaa !9
  %20 = sitofp i32 %18 to double
  %21 = fmul fast double %20, -5.000000e-02
  %22 = call i32 @llvm.smax.i32(i32 %18, i32 1)
  %23 = zext nneg i32 %22 to i64
  %24 = and i64 %23, 1
  %25 = icmp eq i64 %16, 3
  br i1 %25, label %28, label %26

26:                                               ; preds = %15
  %27 = and i64 %23, 2147483646
  br label %749

28:                                               ; preds = %749, %15
  %29 = phi i64 [ poison, %15 ], [ %776, %749 ]
  %30 = phi i64 [ 0, %15 ], [ %782, %749 ]
  %31 = phi i64 [ %19, %15 ], [ %776, %749 ]
  %32 = icmp eq i64 %24, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %28
  %34 = trunc i64 %30 to i32
  %35 = mul i32 %34, 37
  %36 = add i32 %35, 11
  %37 = srem i32 %36, %18
  %38 = uitofp nneg i32 %37 to double
  %39 = fmul fast double %38, 1.000000e-01
  %40 = fadd fast double %39, %21
  %41 = mul i64 %31, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = lshr i64 %42, 11
  %44 = uitofp nneg i64 %43 to double
  %45 = fmul fast double %44, 0x3C447AE147AE147B
  %46 = fadd fast double %40, %45
  %47 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %30
  store double %46, ptr %47, align 8, !tbaa !11
  br label %48

48:                                               ; preds = %28, %33
  %49 = phi i64 [ %29, %28 ], [ %42, %33 ]
  %50 = zext nneg i32 %18 to i64
  %51 = add nsw i64 %50, -1
  %52 = and i64 %50, 3
  %53 = icmp ult i64 %51, 3
  br i1 %53, label %56, label %54

54:                                               ; preds = %48
  %55 = and i64 %50, 2147483644
  br label %121

56:                                               ; preds = %121, %48
  %57 = phi i64 [ poison, %48 ], [ %150, %121 ]
  %58 = phi i64 [ 0, %48 ], [ %156, %121 ]
  %59 = phi i64 [ %49, %48 ], [ %150, %121 ]
  %60 = icmp eq i64 %52, 0
  br i1 %60, label %75, label %61

61:                                               ; preds = %56, %61
  %62 = phi i64 [ %72, %61 ], [ %58, %56 ]
  %63 = phi i64 [ %66, %61 ], [ %59, %56 ]
  %64 = phi i64 [ %73, %61 ], [ 0, %56 ]
  %65 = mul i64 %63, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = lshr i64 %66, 11
  %68 = uitofp nneg i64 %67 to double
  %69 = fmul fast double %68, 0x3CB0000000000000
  %70 = fadd fast double %69, -1.000000e+00
  %71 = getelementptr inbounds double, ptr %8, i64 %62
  store double %70, ptr %71, align 8, !tbaa !11
  %72 = add nuw nsw i64 %62, 1
  %73 = add i64 %64, 1
  %74 = icmp eq i64 %73, %52
  br i1 %74, label %75, label %61, !llvm.loop !13

75:                                               ; preds = %61, %56
  %76 = phi i64 [ %57, %56 ], [ %66, %61 ]
  store i64 %76, ptr @rng_state, align 8, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %6, i8 0, i64 512, i1 false)
  %77 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @top_half, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %18) #11
  %78 = call i32 @llvm.smax.i32(i32 %18, i32 1)
  %79 = zext nneg i32 %78 to i64
  %80 = shl nuw nsw i64 %79, 3
  %81 = call noalias ptr @malloc(i64 noundef %80) #12
  %82 = sext i32 %18 to i64
  %83 = shl nsw i64 %82, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %81, ptr nonnull readonly align 16 %5, i64 %83, i1 false)
  %84 = shl nuw nsw i64 %50, 3
  %85 = icmp eq i64 %16, 3
  %86 = lshr i32 %18, 1
  %87 = zext nneg i32 %86 to i64
  %88 = add nuw nsw i64 %87, 1
  %89 = call i64 @llvm.umax.i64(i64 %88, i64 %50)
  %90 = sub nsw i64 %89, %87
  %91 = add nuw nsw i64 %87, 1
  %92 = call i64 @llvm.umax.i64(i64 %91, i64 %50)
  %93 = sub nsw i64 %92, %87
  %94 = add nsw i64 %50, -2
  %95 = and i64 %51, 1
  %96 = icmp eq i64 %94, 0
  %97 = and i64 %51, -2
  %98 = icmp eq i64 %95, 0
  %99 = icmp ult i64 %93, 16
  %100 = and i64 %93, -16
  %101 = add nsw i64 %100, %87
  %102 = insertelement <4 x i32> poison, i32 %86, i64 0
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> zeroinitializer
  %104 = add nuw <4 x i32> %103, <i32 0, i32 1, i32 2, i32 3>
  %105 = insertelement <4 x i32> poison, i32 %86, i64 0
  %106 = shufflevector <4 x i32> %105, <4 x i32> poison, <4 x i32> zeroinitializer
  %107 = icmp eq i64 %93, %100
  %108 = and i64 %51, 1
  %109 = icmp eq i64 %94, 0
  %110 = and i64 %51, -2
  %111 = icmp eq i64 %108, 0
  %112 = icmp ult i64 %90, 16
  %113 = and i64 %90, -16
  %114 = add nsw i64 %113, %87
  %115 = insertelement <4 x i32> poison, i32 %86, i64 0
  %116 = shufflevector <4 x i32> %115, <4 x i32> poison, <4 x i32> zeroinitializer
  %117 = add nuw <4 x i32> %116, <i32 0, i32 1, i32 2, i32 3>
  %118 = insertelement <4 x i32> poison, i32 %86, i64 0
  %119 = shufflevector <4 x i32> %118, <4 x i32> poison, <4 x i32> zeroinitializer
  %120 = icmp eq i64 %90, %113
  br label %159

121:                                              ; preds = %121, %54
  %122 = phi i64 [ 0, %54 ], [ %156, %121 ]
  %123 = phi i64 [ %49, %54 ], [ %150, %121 ]
  %124 = phi i64 [ 0, %54 ], [ %157, %121 ]
  %125 = mul i64 %123, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = lshr i64 %126, 11
  %128 = uitofp nneg i64 %127 to double
  %129 = fmul fast double %128, 0x3CB0000000000000
  %130 = fadd fast double %129, -1.000000e+00
  %131 = getelementptr inbounds double, ptr %8, i64 %122
  store double %130, ptr %131, align 16, !tbaa !11
  %132 = or disjoint i64 %122, 1
  %133 = mul i64 %126, 6364136223846793005
  %134 = add i64 %133, 1442695040888963407
  %135 = lshr i64 %134, 11
  %136 = uitofp nneg i64 %135 to double
  %137 = fmul fast double %136, 0x3CB0000000000000
  %138 = fadd fast double %137, -1.000000e+00
  %139 = getelementptr inbounds double, ptr %8, i64 %132
  store double %138, ptr %139, align 8, !tbaa !11
  %140 = or disjoint i64 %122, 2
  %141 = mul i64 %134, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = lshr i64 %142, 11
  %144 = uitofp nneg i64 %143 to double
  %145 = fmul fast double %144, 0x3CB0000000000000
  %146 = fadd fast double %145, -1.000000e+00
  %147 = getelementptr inbounds double, ptr %8, i64 %140
  store double %146, ptr %147, align 16, !tbaa !11
  %148 = or disjoint i64 %122, 3
  %149 = mul i64 %142, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = lshr i64 %150, 11
  %152 = uitofp nneg i64 %151 to double
  %153 = fmul fast double %152, 0x3CB0000000000000
  %154 = fadd fast double %153, -1.000000e+00
  %155 = getelementptr inbounds double, ptr %8, i64 %148
  store double %154, ptr %155, align 8, !tbaa !11
  %156 = add nuw nsw i64 %122, 4
  %157 = add i64 %124, 4
  %158 = icmp eq i64 %157, %55
  br i1 %158, label %56, label %121, !llvm.loop !15

159:                                              ; preds = %75, %461
  %160 = phi i64 [ 0, %75 ], [ %462, %461 ]
  %161 = getelementptr inbounds double, ptr %6, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !11
  %163 = getelementptr inbounds double, ptr %81, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = call fast double @llvm.fabs.f64(double %164)
  %166 = call fast double @llvm.maxnum.f64(double %165, double 1.000000e+00)
  %167 = fmul fast double %166, 0x3EB0C6F7A0B5ED8D
  %168 = fadd fast double %167, %164
  %169 = fsub fast double %164, %167
  store double %168, ptr %163, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %81, i64 %84, i1 false), !tbaa !11
  br i1 %85, label %191, label %170

170:                                              ; preds = %159
  br i1 %96, label %171, label %250

171:                                              ; preds = %283, %170
  %172 = phi i64 [ 1, %170 ], [ %288, %283 ]
  br i1 %98, label %191, label %173

173:                                              ; preds = %171
  %174 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %172
  %175 = load double, ptr %174, align 8, !tbaa !11
  br label %176

176:                                              ; preds = %183, %173
  %177 = phi i64 [ %172, %173 ], [ %178, %183 ]
  %178 = add nsw i64 %177, -1
  %179 = and i64 %178, 4294967295
  %180 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !11
  %182 = fcmp fast ogt double %181, %175
  br i1 %182, label %183, label %186

183:                                              ; preds = %176
  %184 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %177
  store double %181, ptr %184, align 8, !tbaa !11
  %185 = icmp sgt i64 %177, 1
  br i1 %185, label %176, label %186, !llvm.loop !17

186:                                              ; preds = %183, %176
  %187 = phi i64 [ 0, %183 ], [ %177, %176 ]
  %188 = shl i64 %187, 32
  %189 = ashr exact i64 %188, 32
  %190 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %189
  store double %175, ptr %190, align 8, !tbaa !11
  br label %191

191:                                              ; preds = %186, %171, %159
  br i1 %99, label %192, label %195

192:                                              ; preds = %245, %191
  %193 = phi i64 [ %87, %191 ], [ %101, %245 ]
  %194 = phi double [ 0.000000e+00, %191 ], [ %249, %245 ]
  br label %291

195:                                              ; preds = %191, %195
  %196 = phi i64 [ %242, %195 ], [ 0, %191 ]
  %197 = phi <4 x double> [ %238, %195 ], [ zeroinitializer, %191 ]
  %198 = phi <4 x double> [ %239, %195 ], [ zeroinitializer, %191 ]
  %199 = phi <4 x double> [ %240, %195 ], [ zeroinitializer, %191 ]
  %200 = phi <4 x double> [ %241, %195 ], [ zeroinitializer, %191 ]
  %201 = phi <4 x i32> [ %243, %195 ], [ %104, %191 ]
  %202 = add <4 x i32> %201, <i32 4, i32 4, i32 4, i32 4>
  %203 = add <4 x i32> %201, <i32 8, i32 8, i32 8, i32 8>
  %204 = add <4 x i32> %201, <i32 12, i32 12, i32 12, i32 12>
  %205 = add i64 %196, %87
  %206 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %205
  %207 = getelementptr inbounds i8, ptr %206, i64 32
  %208 = getelementptr inbounds i8, ptr %206, i64 64
  %209 = getelementptr inbounds i8, ptr %206, i64 96
  %210 = load <4 x double>, ptr %206, align 8, !tbaa !11
  %211 = load <4 x double>, ptr %207, align 8, !tbaa !11
  %212 = load <4 x double>, ptr %208, align 8, !tbaa !11
  %213 = load <4 x double>, ptr %209, align 8, !tbaa !11
  %214 = sub <4 x i32> %201, %106
  %215 = sub <4 x i32> %202, %106
  %216 = sub <4 x i32> %203, %106
  %217 = sub <4 x i32> %204, %106
  %218 = sitofp <4 x i32> %214 to <4 x double>
  %219 = sitofp <4 x i32> %215 to <4 x double>
  %220 = sitofp <4 x i32> %216 to <4 x double>
  %221 = sitofp <4 x i32> %217 to <4 x double>
  %222 = fmul fast <4 x double> %218, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %223 = fmul fast <4 x double> %219, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %224 = fmul fast <4 x double> %220, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %225 = fmul fast <4 x double> %221, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %226 = fadd fast <4 x double> %222, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %227 = fadd fast <4 x double> %223, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %228 = fadd fast <4 x double> %224, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %229 = fadd fast <4 x double> %225, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %230 = fmul fast <4 x double> %210, %210
  %231 = fmul fast <4 x double> %211, %211
  %232 = fmul fast <4 x double> %212, %212
  %233 = fmul fast <4 x double> %213, %213
  %234 = fmul fast <4 x double> %230, %226
  %235 = fmul fast <4 x double> %231, %227
  %236 = fmul fast <4 x double> %232, %228
  %237 = fmul fast <4 x double> %233, %229
  %238 = fadd fast <4 x double> %234, %197
  %239 = fadd fast <4 x double> %235, %198
  %240 = fadd fast <4 x double> %236, %199
  %241 = fadd fast <4 x double> %237, %200
  %242 = add nuw i64 %196, 16
  %243 = add <4 x i32> %201, <i32 16, i32 16, i32 16, i32 16>
  %244 = icmp eq i64 %242, %100
  br i1 %244, label %245, label %195, !llvm.loop !18

245:                                              ; preds = %195
  %246 = fadd fast <4 x double> %239, %238
  %247 = fadd fast <4 x double> %240, %246
  %248 = fadd fast <4 x double> %241, %247
  %249 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %248)
  br i1 %107, label %306, label %192

250:                                              ; preds = %170, %283
  %251 = phi i64 [ %288, %283 ], [ 1, %170 ]
  %252 = phi i64 [ %289, %283 ], [ 0, %170 ]
  %253 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %251
  %254 = load double, ptr %253, align 8, !tbaa !11
  br label %255

255:                                              ; preds = %262, %250
  %256 = phi i64 [ %251, %250 ], [ %257, %262 ]
  %257 = add nsw i64 %256, -1
  %258 = and i64 %257, 4294967295
  %259 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !11
  %261 = fcmp fast ogt double %260, %254
  br i1 %261, label %262, label %265

262:                                              ; preds = %255
  %263 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %256
  store double %260, ptr %263, align 8, !tbaa !11
  %264 = icmp sgt i64 %256, 1
  br i1 %264, label %255, label %265, !llvm.loop !17

265:                                              ; preds = %262, %255
  %266 = phi i64 [ 0, %262 ], [ %256, %255 ]
  %267 = shl i64 %266, 32
  %268 = ashr exact i64 %267, 32
  %269 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %268
  store double %254, ptr %269, align 8, !tbaa !11
  %270 = add nuw nsw i64 %251, 1
  %271 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %270
  %272 = load double, ptr %271, align 8, !tbaa !11
  br label %273

273:                                              ; preds = %280, %265
  %274 = phi i64 [ %270, %265 ], [ %275, %280 ]
  %275 = add nsw i64 %274, -1
  %276 = and i64 %275, 4294967295
  %277 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %276
  %278 = load double, ptr %277, align 8, !tbaa !11
  %279 = fcmp fast ogt double %278, %272
  br i1 %279, label %280, label %283

280:                                              ; preds = %273
  %281 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %274
  store double %278, ptr %281, align 8, !tbaa !11
  %282 = icmp sgt i64 %274, 1
  br i1 %282, label %273, label %283, !llvm.loop !17

283:                                              ; preds = %280, %273
  %284 = phi i64 [ 0, %280 ], [ %274, %273 ]
  %285 = shl i64 %284, 32
  %286 = ashr exact i64 %285, 32
  %287 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %286
  store double %272, ptr %287, align 8, !tbaa !11
  %288 = add nuw nsw i64 %251, 2
  %289 = add i64 %252, 2
  %290 = icmp eq i64 %289, %97
  br i1 %290, label %171, label %250, !llvm.loop !21

291:                                              ; preds = %192, %291
  %292 = phi i64 [ %304, %291 ], [ %193, %192 ]
  %293 = phi double [ %303, %291 ], [ %194, %192 ]
  %294 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %292
  %295 = load double, ptr %294, align 8, !tbaa !11
  %296 = trunc i64 %292 to i32
  %297 = sub i32 %296, %86
  %298 = sitofp i32 %297 to double
  %299 = fmul fast double %298, 5.000000e-01
  %300 = fadd fast double %299, 1.000000e+00
  %301 = fmul fast double %295, %295
  %302 = fmul fast double %301, %300
  %303 = fadd fast double %302, %293
  %304 = add nuw nsw i64 %292, 1
  %305 = icmp ult i64 %304, %50
  br i1 %305, label %291, label %306, !llvm.loop !22

306:                                              ; preds = %291, %245
  %307 = phi double [ %249, %245 ], [ %303, %291 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #11
  store double %169, ptr %163, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %81, i64 %84, i1 false), !tbaa !11
  br i1 %85, label %329, label %308

308:                                              ; preds = %306
  br i1 %109, label %309, label %388

309:                                              ; preds = %421, %308
  %310 = phi i64 [ 1, %308 ], [ %426, %421 ]
  br i1 %111, label %329, label %311

311:                                              ; preds = %309
  %312 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %310
  %313 = load double, ptr %312, align 8, !tbaa !11
  br label %314

314:                                              ; preds = %321, %311
  %315 = phi i64 [ %310, %311 ], [ %316, %321 ]
  %316 = add nsw i64 %315, -1
  %317 = and i64 %316, 4294967295
  %318 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %317
  %319 = load double, ptr %318, align 8, !tbaa !11
  %320 = fcmp fast ogt double %319, %313
  br i1 %320, label %321, label %324

321:                                              ; preds = %314
  %322 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %315
  store double %319, ptr %322, align 8, !tbaa !11
  %323 = icmp sgt i64 %315, 1
  br i1 %323, label %314, label %324, !llvm.loop !17

324:                                              ; preds = %321, %314
  %325 = phi i64 [ 0, %321 ], [ %315, %314 ]
  %326 = shl i64 %325, 32
  %327 = ashr exact i64 %326, 32
  %328 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %327
  store double %313, ptr %328, align 8, !tbaa !11
  br label %329

329:                                              ; preds = %324, %309, %306
  br i1 %112, label %330, label %333

330:                                              ; preds = %383, %329
  %331 = phi i64 [ %87, %329 ], [ %114, %383 ]
  %332 = phi double [ 0.000000e+00, %329 ], [ %387, %383 ]
  br label %429

333:                                              ; preds = %329, %333
  %334 = phi i64 [ %380, %333 ], [ 0, %329 ]
  %335 = phi <4 x double> [ %376, %333 ], [ zeroinitializer, %329 ]
  %336 = phi <4 x double> [ %377, %333 ], [ zeroinitializer, %329 ]
  %337 = phi <4 x double> [ %378, %333 ], [ zeroinitializer, %329 ]
  %338 = phi <4 x double> [ %379, %333 ], [ zeroinitializer, %329 ]
  %339 = phi <4 x i32> [ %381, %333 ], [ %117, %329 ]
  %340 = add <4 x i32> %339, <i32 4, i32 4, i32 4, i32 4>
  %341 = add <4 x i32> %339, <i32 8, i32 8, i32 8, i32 8>
  %342 = add <4 x i32> %339, <i32 12, i32 12, i32 12, i32 12>
  %343 = add i64 %334, %87
  %344 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %343
  %345 = getelementptr inbounds i8, ptr %344, i64 32
  %346 = getelementptr inbounds i8, ptr %344, i64 64
  %347 = getelementptr inbounds i8, ptr %344, i64 96
  %348 = load <4 x double>, ptr %344, align 8, !tbaa !11
  %349 = load <4 x double>, ptr %345, align 8, !tbaa !11
  %350 = load <4 x double>, ptr %346, align 8, !tbaa !11
  %351 = load <4 x double>, ptr %347, align 8, !tbaa !11
  %352 = sub <4 x i32> %339, %119
  %353 = sub <4 x i32> %340, %119
  %354 = sub <4 x i32> %341, %119
  %355 = sub <4 x i32> %342, %119
  %356 = sitofp <4 x i32> %352 to <4 x double>
  %357 = sitofp <4 x i32> %353 to <4 x double>
  %358 = sitofp <4 x i32> %354 to <4 x double>
  %359 = sitofp <4 x i32> %355 to <4 x double>
  %360 = fmul fast <4 x double> %356, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %361 = fmul fast <4 x double> %357, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %362 = fmul fast <4 x double> %358, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %363 = fmul fast <4 x double> %359, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %364 = fadd fast <4 x double> %360, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %365 = fadd fast <4 x double> %361, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %366 = fadd fast <4 x double> %362, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %367 = fadd fast <4 x double> %363, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %368 = fmul fast <4 x double> %348, %348
  %369 = fmul fast <4 x double> %349, %349
  %370 = fmul fast <4 x double> %350, %350
  %371 = fmul fast <4 x double> %351, %351
  %372 = fmul fast <4 x double> %368, %364
  %373 = fmul fast <4 x double> %369, %365
  %374 = fmul fast <4 x double> %370, %366
  %375 = fmul fast <4 x double> %371, %367
  %376 = fadd fast <4 x double> %372, %335
  %377 = fadd fast <4 x double> %373, %336
  %378 = fadd fast <4 x double> %374, %337
  %379 = fadd fast <4 x double> %375, %338
  %380 = add nuw i64 %334, 16
  %381 = add <4 x i32> %339, <i32 16, i32 16, i32 16, i32 16>
  %382 = icmp eq i64 %380, %113
  br i1 %382, label %383, label %333, !llvm.loop !23

383:                                              ; preds = %333
  %384 = fadd fast <4 x double> %377, %376
  %385 = fadd fast <4 x double> %378, %384
  %386 = fadd fast <4 x double> %379, %385
  %387 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %386)
  br i1 %120, label %444, label %330

388:                                              ; preds = %308, %421
  %389 = phi i64 [ %426, %421 ], [ 1, %308 ]
  %390 = phi i64 [ %427, %421 ], [ 0, %308 ]
  %391 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %389
  %392 = load double, ptr %391, align 8, !tbaa !11
  br label %393

393:                                              ; preds = %400, %388
  %394 = phi i64 [ %389, %388 ], [ %395, %400 ]
  %395 = add nsw i64 %394, -1
  %396 = and i64 %395, 4294967295
  %397 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !11
  %399 = fcmp fast ogt double %398, %392
  br i1 %399, label %400, label %403

400:                                              ; preds = %393
  %401 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %394
  store double %398, ptr %401, align 8, !tbaa !11
  %402 = icmp sgt i64 %394, 1
  br i1 %402, label %393, label %403, !llvm.loop !17

403:                                              ; preds = %400, %393
  %404 = phi i64 [ 0, %400 ], [ %394, %393 ]
  %405 = shl i64 %404, 32
  %406 = ashr exact i64 %405, 32
  %407 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %406
  store double %392, ptr %407, align 8, !tbaa !11
  %408 = add nuw nsw i64 %389, 1
  %409 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %408
  %410 = load double, ptr %409, align 8, !tbaa !11
  br label %411

411:                                              ; preds = %418, %403
  %412 = phi i64 [ %408, %403 ], [ %413, %418 ]
  %413 = add nsw i64 %412, -1
  %414 = and i64 %413, 4294967295
  %415 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !11
  %417 = fcmp fast ogt double %416, %410
  br i1 %417, label %418, label %421

418:                                              ; preds = %411
  %419 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %412
  store double %416, ptr %419, align 8, !tbaa !11
  %420 = icmp sgt i64 %412, 1
  br i1 %420, label %411, label %421, !llvm.loop !17

421:                                              ; preds = %418, %411
  %422 = phi i64 [ 0, %418 ], [ %412, %411 ]
  %423 = shl i64 %422, 32
  %424 = ashr exact i64 %423, 32
  %425 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %424
  store double %410, ptr %425, align 8, !tbaa !11
  %426 = add nuw nsw i64 %389, 2
  %427 = add i64 %390, 2
  %428 = icmp eq i64 %427, %110
  br i1 %428, label %309, label %388, !llvm.loop !21

429:                                              ; preds = %330, %429
  %430 = phi i64 [ %442, %429 ], [ %331, %330 ]
  %431 = phi double [ %441, %429 ], [ %332, %330 ]
  %432 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %430
  %433 = load double, ptr %432, align 8, !tbaa !11
  %434 = trunc i64 %430 to i32
  %435 = sub i32 %434, %86
  %436 = sitofp i32 %435 to double
  %437 = fmul fast double %436, 5.000000e-01
  %438 = fadd fast double %437, 1.000000e+00
  %439 = fmul fast double %433, %433
  %440 = fmul fast double %439, %438
  %441 = fadd fast double %440, %431
  %442 = add nuw nsw i64 %430, 1
  %443 = icmp ult i64 %442, %50
  br i1 %443, label %429, label %444, !llvm.loop !24

444:                                              ; preds = %429, %383
  %445 = phi double [ %387, %383 ], [ %441, %429 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #11
  store double %164, ptr %163, align 8, !tbaa !11
  %446 = fsub fast double %307, %445
  %447 = fmul fast double %166, 2.000000e-06
  %448 = fdiv fast double %446, %447
  %449 = call fast double @llvm.fabs.f64(double %448)
  %450 = call fast double @llvm.maxnum.f64(double %449, double 1.000000e+00)
  %451 = fsub fast double %162, %448
  %452 = call fast double @llvm.fabs.f64(double %451)
  %453 = fmul fast double %450, 0x3EB0C6F7A0B5ED8D
  %454 = fcmp fast ole double %452, %453
  %455 = select i1 %454, ptr @.str.5, ptr @.str.6
  %456 = trunc nuw nsw i64 %160 to i32
  %457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %456, double noundef nofpclass(nan inf) %162, double noundef nofpclass(nan inf) %448, ptr noundef nonnull %455)
  br i1 %454, label %461, label %458

458:                                              ; preds = %444
  %459 = load i32, ptr @n_fail, align 4, !tbaa !5
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr @n_fail, align 4, !tbaa !5
  br label %461

461:                                              ; preds = %458, %444
  %462 = add nuw nsw i64 %160, 1
  %463 = icmp eq i64 %462, %50
  br i1 %463, label %464, label %159, !llvm.loop !25

464:                                              ; preds = %461
  call void @free(ptr noundef nonnull %81) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %7, ptr noundef nonnull align 16 dereferenceable(512) %5, i64 512, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %6, ptr noundef nonnull align 16 dereferenceable(512) %8, i64 512, i1 false)
  %465 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @isort, ptr noundef nonnull %7, ptr noundef nonnull %6, i32 noundef %18) #11
  %466 = call noalias ptr @malloc(i64 noundef %80) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %466, ptr nonnull readonly align 16 %5, i64 %83, i1 false)
  %467 = and i64 %51, 1
  %468 = icmp eq i64 %94, 0
  %469 = and i64 %51, -2
  %470 = icmp eq i64 %467, 0
  %471 = and i64 %16, 9223372036854775806
  %472 = icmp eq i64 %471, 2
  %473 = and i64 %50, 2147483632
  %474 = icmp eq i64 %473, %50
  %475 = and i64 %51, 1
  %476 = icmp eq i64 %94, 0
  %477 = and i64 %51, -2
  %478 = icmp eq i64 %475, 0
  %479 = and i64 %16, 9223372036854775806
  %480 = icmp eq i64 %479, 2
  %481 = and i64 %50, 2147483632
  %482 = icmp eq i64 %481, %50
  br label %483

483:                                              ; preds = %741, %464
  %484 = phi i64 [ 0, %464 ], [ %742, %741 ]
  %485 = getelementptr inbounds double, ptr %6, i64 %484
  %486 = load double, ptr %485, align 8, !tbaa !11
  %487 = getelementptr inbounds double, ptr %466, i64 %484
  %488 = load double, ptr %487, align 8, !tbaa !11
  %489 = call fast double @llvm.fabs.f64(double %488)
  %490 = call fast double @llvm.maxnum.f64(double %489, double 1.000000e+00)
  %491 = fmul fast double %490, 0x3EB0C6F7A0B5ED8D
  %492 = fadd fast double %491, %488
  %493 = fsub fast double %488, %491
  store double %492, ptr %487, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %466, i64 %83, i1 false)
  br i1 %85, label %556, label %494

494:                                              ; preds = %483
  br i1 %468, label %536, label %495

495:                                              ; preds = %494, %528
  %496 = phi i64 [ %533, %528 ], [ 1, %494 ]
  %497 = phi i64 [ %534, %528 ], [ 0, %494 ]
  %498 = getelementptr inbounds double, ptr %1, i64 %496
  %499 = load double, ptr %498, align 8, !tbaa !11
  br label %500

500:                                              ; preds = %507, %495
  %501 = phi i64 [ %496, %495 ], [ %502, %507 ]
  %502 = add nsw i64 %501, -1
  %503 = and i64 %502, 4294967295
  %504 = getelementptr inbounds double, ptr %1, i64 %503
  %505 = load double, ptr %504, align 8, !tbaa !11
  %506 = fcmp fast ogt double %505, %499
  br i1 %506, label %507, label %510

507:                                              ; preds = %500
  %508 = getelementptr inbounds double, ptr %1, i64 %501
  store double %505, ptr %508, align 8, !tbaa !11
  %509 = icmp sgt i64 %501, 1
  br i1 %509, label %500, label %510, !llvm.loop !26

510:                                              ; preds = %507, %500
  %511 = phi i64 [ 0, %507 ], [ %501, %500 ]
  %512 = shl i64 %511, 32
  %513 = ashr exact i64 %512, 29
  %514 = getelementptr inbounds i8, ptr %1, i64 %513
  store double %499, ptr %514, align 8, !tbaa !11
  %515 = add nuw nsw i64 %496, 1
  %516 = getelementptr inbounds double, ptr %1, i64 %515
  %517 = load double, ptr %516, align 8, !tbaa !11
  br label %518

518:                                              ; preds = %525, %510
  %519 = phi i64 [ %515, %510 ], [ %520, %525 ]
  %520 = add nsw i64 %519, -1
  %521 = and i64 %520, 4294967295
  %522 = getelementptr inbounds double, ptr %1, i64 %521
  %523 = load double, ptr %522, align 8, !tbaa !11
  %524 = fcmp fast ogt double %523, %517
  br i1 %524, label %525, label %528

525:                                              ; preds = %518
  %526 = getelementptr inbounds double, ptr %1, i64 %519
  store double %523, ptr %526, align 8, !tbaa !11
  %527 = icmp sgt i64 %519, 1
  br i1 %527, label %518, label %528, !llvm.loop !26

528:                                              ; preds = %525, %518
  %529 = phi i64 [ 0, %525 ], [ %519, %518 ]
  %530 = shl i64 %529, 32
  %531 = ashr exact i64 %530, 29
  %532 = getelementptr inbounds i8, ptr %1, i64 %531
  store double %517, ptr %532, align 8, !tbaa !11
  %533 = add nuw nsw i64 %496, 2
  %534 = add i64 %497, 2
  %535 = icmp eq i64 %534, %469
  br i1 %535, label %536, label %495, !llvm.loop !27

536:                                              ; preds = %528, %494
  %537 = phi i64 [ 1, %494 ], [ %533, %528 ]
  br i1 %470, label %556, label %538

538:                                              ; preds = %536
  %539 = getelementptr inbounds double, ptr %1, i64 %537
  %540 = load double, ptr %539, align 8, !tbaa !11
  br label %541

541:                                              ; preds = %548, %538
  %542 = phi i64 [ %537, %538 ], [ %543, %548 ]
  %543 = add nsw i64 %542, -1
  %544 = and i64 %543, 4294967295
  %545 = getelementptr inbounds double, ptr %1, i64 %544
  %546 = load double, ptr %545, align 8, !tbaa !11
  %547 = fcmp fast ogt double %546, %540
  br i1 %547, label %548, label %551

548:                                              ; preds = %541
  %549 = getelementptr inbounds double, ptr %1, i64 %542
  store double %546, ptr %549, align 8, !tbaa !11
  %550 = icmp sgt i64 %542, 1
  br i1 %550, label %541, label %551, !llvm.loop !26

551:                                              ; preds = %548, %541
  %552 = phi i64 [ 0, %548 ], [ %542, %541 ]
  %553 = shl i64 %552, 32
  %554 = ashr exact i64 %553, 29
  %555 = getelementptr inbounds i8, ptr %1, i64 %554
  store double %540, ptr %555, align 8, !tbaa !11
  br label %556

556:                                              ; preds = %551, %536, %483
  br i1 %472, label %594, label %557

557:                                              ; preds = %556, %557
  %558 = phi i64 [ %587, %557 ], [ 0, %556 ]
  %559 = phi <4 x double> [ %583, %557 ], [ zeroinitializer, %556 ]
  %560 = phi <4 x double> [ %584, %557 ], [ zeroinitializer, %556 ]
  %561 = phi <4 x double> [ %585, %557 ], [ zeroinitializer, %556 ]
  %562 = phi <4 x double> [ %586, %557 ], [ zeroinitializer, %556 ]
  %563 = getelementptr inbounds double, ptr %8, i64 %558
  %564 = getelementptr inbounds i8, ptr %563, i64 32
  %565 = getelementptr inbounds i8, ptr %563, i64 64
  %566 = getelementptr inbounds i8, ptr %563, i64 96
  %567 = load <4 x double>, ptr %563, align 16, !tbaa !11
  %568 = load <4 x double>, ptr %564, align 16, !tbaa !11
  %569 = load <4 x double>, ptr %565, align 16, !tbaa !11
  %570 = load <4 x double>, ptr %566, align 16, !tbaa !11
  %571 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %558
  %572 = getelementptr inbounds i8, ptr %571, i64 32
  %573 = getelementptr inbounds i8, ptr %571, i64 64
  %574 = getelementptr inbounds i8, ptr %571, i64 96
  %575 = load <4 x double>, ptr %571, align 16, !tbaa !11
  %576 = load <4 x double>, ptr %572, align 16, !tbaa !11
  %577 = load <4 x double>, ptr %573, align 16, !tbaa !11
  %578 = load <4 x double>, ptr %574, align 16, !tbaa !11
  %579 = fmul fast <4 x double> %575, %567
  %580 = fmul fast <4 x double> %576, %568
  %581 = fmul fast <4 x double> %577, %569
  %582 = fmul fast <4 x double> %578, %570
  %583 = fadd fast <4 x double> %579, %559
  %584 = fadd fast <4 x double> %580, %560
  %585 = fadd fast <4 x double> %581, %561
  %586 = fadd fast <4 x double> %582, %562
  %587 = add nuw i64 %558, 16
  %588 = icmp eq i64 %587, %473
  br i1 %588, label %589, label %557, !llvm.loop !28

589:                                              ; preds = %557
  %590 = fadd fast <4 x double> %584, %583
  %591 = fadd fast <4 x double> %585, %590
  %592 = fadd fast <4 x double> %586, %591
  %593 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %592)
  br i1 %474, label %608, label %594

594:                                              ; preds = %589, %556
  %595 = phi i64 [ 0, %556 ], [ %473, %589 ]
  %596 = phi double [ 0.000000e+00, %556 ], [ %593, %589 ]
  br label %597

597:                                              ; preds = %594, %597
  %598 = phi i64 [ %606, %597 ], [ %595, %594 ]
  %599 = phi double [ %605, %597 ], [ %596, %594 ]
  %600 = getelementptr inbounds double, ptr %8, i64 %598
  %601 = load double, ptr %600, align 8, !tbaa !11
  %602 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %598
  %603 = load double, ptr %602, align 8, !tbaa !11
  %604 = fmul fast double %603, %601
  %605 = fadd fast double %604, %599
  %606 = add nuw nsw i64 %598, 1
  %607 = icmp eq i64 %606, %50
  br i1 %607, label %608, label %597, !llvm.loop !29

608:                                              ; preds = %597, %589
  %609 = phi double [ %593, %589 ], [ %605, %597 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #11
  store double %493, ptr %487, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %466, i64 %83, i1 false)
  br i1 %85, label %672, label %610

610:                                              ; preds = %608
  br i1 %476, label %652, label %611

611:                                              ; preds = %610, %644
  %612 = phi i64 [ %649, %644 ], [ 1, %610 ]
  %613 = phi i64 [ %650, %644 ], [ 0, %610 ]
  %614 = getelementptr inbounds double, ptr %2, i64 %612
  %615 = load double, ptr %614, align 8, !tbaa !11
  br label %616

616:                                              ; preds = %623, %611
  %617 = phi i64 [ %612, %611 ], [ %618, %623 ]
  %618 = add nsw i64 %617, -1
  %619 = and i64 %618, 4294967295
  %620 = getelementptr inbounds double, ptr %2, i64 %619
  %621 = load double, ptr %620, align 8, !tbaa !11
  %622 = fcmp fast ogt double %621, %615
  br i1 %622, label %623, label %626

623:                                              ; preds = %616
  %624 = getelementptr inbounds double, ptr %2, i64 %617
  store double %621, ptr %624, align 8, !tbaa !11
  %625 = icmp sgt i64 %617, 1
  br i1 %625, label %616, label %626, !llvm.loop !26

626:                                              ; preds = %623, %616
  %627 = phi i64 [ 0, %623 ], [ %617, %616 ]
  %628 = shl i64 %627, 32
  %629 = ashr exact i64 %628, 29
  %630 = getelementptr inbounds i8, ptr %2, i64 %629
  store double %615, ptr %630, align 8, !tbaa !11
  %631 = add nuw nsw i64 %612, 1
  %632 = getelementptr inbounds double, ptr %2, i64 %631
  %633 = load double, ptr %632, align 8, !tbaa !11
  br label %634

634:                                              ; preds = %641, %626
  %635 = phi i64 [ %631, %626 ], [ %636, %641 ]
  %636 = add nsw i64 %635, -1
  %637 = and i64 %636, 4294967295
  %638 = getelementptr inbounds double, ptr %2, i64 %637
  %639 = load double, ptr %638, align 8, !tbaa !11
  %640 = fcmp fast ogt double %639, %633
  br i1 %640, label %641, label %644

641:                                              ; preds = %634
  %642 = getelementptr inbounds double, ptr %2, i64 %635
  store double %639, ptr %642, align 8, !tbaa !11
  %643 = icmp sgt i64 %635, 1
  br i1 %643, label %634, label %644, !llvm.loop !26

644:                                              ; preds = %641, %634
  %645 = phi i64 [ 0, %641 ], [ %635, %634 ]
  %646 = shl i64 %645, 32
  %647 = ashr exact i64 %646, 29
  %648 = getelementptr inbounds i8, ptr %2, i64 %647
  store double %633, ptr %648, align 8, !tbaa !11
  %649 = add nuw nsw i64 %612, 2
  %650 = add i64 %613, 2
  %651 = icmp eq i64 %650, %477
  br i1 %651, label %652, label %611, !llvm.loop !27

652:                                              ; preds = %644, %610
  %653 = phi i64 [ 1, %610 ], [ %649, %644 ]
  br i1 %478, label %672, label %654

654:                                              ; preds = %652
  %655 = getelementptr inbounds double, ptr %2, i64 %653
  %656 = load double, ptr %655, align 8, !tbaa !11
  br label %657

657:                                              ; preds = %664, %654
  %658 = phi i64 [ %653, %654 ], [ %659, %664 ]
  %659 = add nsw i64 %658, -1
  %660 = and i64 %659, 4294967295
  %661 = getelementptr inbounds double, ptr %2, i64 %660
  %662 = load double, ptr %661, align 8, !tbaa !11
  %663 = fcmp fast ogt double %662, %656
  br i1 %663, label %664, label %667

664:                                              ; preds = %657
  %665 = getelementptr inbounds double, ptr %2, i64 %658
  store double %662, ptr %665, align 8, !tbaa !11
  %666 = icmp sgt i64 %658, 1
  br i1 %666, label %657, label %667, !llvm.loop !26

667:                                              ; preds = %664, %657
  %668 = phi i64 [ 0, %664 ], [ %658, %657 ]
  %669 = shl i64 %668, 32
  %670 = ashr exact i64 %669, 29
  %671 = getelementptr inbounds i8, ptr %2, i64 %670
  store double %656, ptr %671, align 8, !tbaa !11
  br label %672

672:                                              ; preds = %667, %652, %608
  br i1 %480, label %710, label %673

673:                                              ; preds = %672, %673
  %674 = phi i64 [ %703, %673 ], [ 0, %672 ]
  %675 = phi <4 x double> [ %699, %673 ], [ zeroinitializer, %672 ]
  %676 = phi <4 x double> [ %700, %673 ], [ zeroinitializer, %672 ]
  %677 = phi <4 x double> [ %701, %673 ], [ zeroinitializer, %672 ]
  %678 = phi <4 x double> [ %702, %673 ], [ zeroinitializer, %672 ]
  %679 = getelementptr inbounds double, ptr %8, i64 %674
  %680 = getelementptr inbounds i8, ptr %679, i64 32
  %681 = getelementptr inbounds i8, ptr %679, i64 64
  %682 = getelementptr inbounds i8, ptr %679, i64 96
  %683 = load <4 x double>, ptr %679, align 16, !tbaa !11
  %684 = load <4 x double>, ptr %680, align 16, !tbaa !11
  %685 = load <4 x double>, ptr %681, align 16, !tbaa !11
  %686 = load <4 x double>, ptr %682, align 16, !tbaa !11
  %687 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %674
  %688 = getelementptr inbounds i8, ptr %687, i64 32
  %689 = getelementptr inbounds i8, ptr %687, i64 64
  %690 = getelementptr inbounds i8, ptr %687, i64 96
  %691 = load <4 x double>, ptr %687, align 16, !tbaa !11
  %692 = load <4 x double>, ptr %688, align 16, !tbaa !11
  %693 = load <4 x double>, ptr %689, align 16, !tbaa !11
  %694 = load <4 x double>, ptr %690, align 16, !tbaa !11
  %695 = fmul fast <4 x double> %691, %683
  %696 = fmul fast <4 x double> %692, %684
  %697 = fmul fast <4 x double> %693, %685
  %698 = fmul fast <4 x double> %694, %686
  %699 = fadd fast <4 x double> %695, %675
  %700 = fadd fast <4 x double> %696, %676
  %701 = fadd fast <4 x double> %697, %677
  %702 = fadd fast <4 x double> %698, %678
  %703 = add nuw i64 %674, 16
  %704 = icmp eq i64 %703, %481
  br i1 %704, label %705, label %673, !llvm.loop !30

705:                                              ; preds = %673
  %706 = fadd fast <4 x double> %700, %699
  %707 = fadd fast <4 x double> %701, %706
  %708 = fadd fast <4 x double> %702, %707
  %709 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %708)
  br i1 %482, label %724, label %710

710:                                              ; preds = %705, %672
  %711 = phi i64 [ 0, %672 ], [ %481, %705 ]
  %712 = phi double [ 0.000000e+00, %672 ], [ %709, %705 ]
  br label %713

713:                                              ; preds = %710, %713
  %714 = phi i64 [ %722, %713 ], [ %711, %710 ]
  %715 = phi double [ %721, %713 ], [ %712, %710 ]
  %716 = getelementptr inbounds double, ptr %8, i64 %714
  %717 = load double, ptr %716, align 8, !tbaa !11
  %718 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %714
  %719 = load double, ptr %718, align 8, !tbaa !11
  %720 = fmul fast double %719, %717
  %721 = fadd fast double %720, %715
  %722 = add nuw nsw i64 %714, 1
  %723 = icmp eq i64 %722, %50
  br i1 %723, label %724, label %713, !llvm.loop !31

724:                                              ; preds = %713, %705
  %725 = phi double [ %709, %705 ], [ %721, %713 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #11
  store double %488, ptr %487, align 8, !tbaa !11
  %726 = fsub fast double %609, %725
  %727 = fmul fast double %490, 2.000000e-06
  %728 = fdiv fast double %726, %727
  %729 = call fast double @llvm.fabs.f64(double %728)
  %730 = call fast double @llvm.maxnum.f64(double %729, double 1.000000e+00)
  %731 = fsub fast double %486, %728
  %732 = call fast double @llvm.fabs.f64(double %731)
  %733 = fmul fast double %730, 0x3EB0C6F7A0B5ED8D
  %734 = fcmp fast ole double %732, %733
  %735 = select i1 %734, ptr @.str.5, ptr @.str.6
  %736 = trunc nuw nsw i64 %484 to i32
  %737 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %736, double noundef nofpclass(nan inf) %486, double noundef nofpclass(nan inf) %728, ptr noundef nonnull %735)
  br i1 %734, label %741, label %738

738:                                              ; preds = %724
  %739 = load i32, ptr @n_fail, align 4, !tbaa !5
  %740 = add nsw i32 %739, 1
  store i32 %740, ptr @n_fail, align 4, !tbaa !5
  br label %741

741:                                              ; preds = %738, %724
  %742 = add nuw nsw i64 %484, 1
  %743 = icmp eq i64 %742, %50
  br i1 %743, label %744, label %483, !llvm.loop !25

744:                                              ; preds = %741
  call void @free(ptr noundef nonnull %466) #11
  br i1 %85, label %9, label %745

745:                                              ; preds = %744
  %746 = call i32 @llvm.smax.i32(i32 %18, i32 2)
  %747 = add nsw i32 %746, -1
  %748 = zext nneg i32 %747 to i64
  br label %788

749:                                              ; preds = %749, %26
  %750 = phi i64 [ 0, %26 ], [ %782, %749 ]
  %751 = phi i64 [ %19, %26 ], [ %776, %749 ]
  %752 = phi i64 [ 0, %26 ], [ %783, %749 ]
  %753 = trunc i64 %750 to i32
  %754 = mul i32 %753, 37
  %755 = add i32 %754, 11
  %756 = srem i32 %755, %18
  %757 = uitofp nneg i32 %756 to double
  %758 = fmul fast double %757, 1.000000e-01
  %759 = fadd fast double %758, %21
  %760 = mul i64 %751, 6364136223846793005
  %761 = add i64 %760, 1442695040888963407
  %762 = lshr i64 %761, 11
  %763 = uitofp nneg i64 %762 to double
  %764 = fmul fast double %763, 0x3C447AE147AE147B
  %765 = fadd fast double %759, %764
  %766 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %750
  store double %765, ptr %766, align 16, !tbaa !11
  %767 = or disjoint i64 %750, 1
  %768 = trunc i64 %767 to i32
  %769 = mul i32 %768, 37
  %770 = add i32 %769, 11
  %771 = srem i32 %770, %18
  %772 = uitofp nneg i32 %771 to double
  %773 = fmul fast double %772, 1.000000e-01
  %774 = fadd fast double %773, %21
  %775 = mul i64 %761, 6364136223846793005
  %776 = add i64 %775, 1442695040888963407
  %777 = lshr i64 %776, 11
  %778 = uitofp nneg i64 %777 to double
  %779 = fmul fast double %778, 0x3C447AE147AE147B
  %780 = fadd fast double %774, %779
  %781 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %767
  store double %780, ptr %781, align 8, !tbaa !11
  %782 = add nuw nsw i64 %750, 2
  %783 = add i64 %752, 2
  %784 = icmp eq i64 %783, %27
  br i1 %784, label %28, label %749, !llvm.loop !32

785:                                              ; preds = %805
  %786 = add nuw nsw i64 %16, 1
  %787 = icmp eq i64 %786, 4
  br i1 %787, label %9, label %15, !llvm.loop !33

788:                                              ; preds = %745, %805
  %789 = phi i64 [ 0, %745 ], [ %807, %805 ]
  %790 = phi i64 [ 1, %745 ], [ %806, %805 ]
  %791 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %789
  %792 = load double, ptr %791, align 8, !tbaa !11
  %793 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %790
  %794 = load double, ptr %793, align 8, !tbaa !11
  %795 = fcmp fast ole double %792, %794
  %796 = uitofp i1 %795 to double
  %797 = fadd fast double %796, -1.000000e+00
  %798 = fcmp fast oeq double %797, 0.000000e+00
  %799 = select i1 %798, ptr @.str.5, ptr @.str.6
  %800 = trunc nuw nsw i64 %789 to i32
  %801 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %800, double noundef nofpclass(nan inf) %796, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %799)
  br i1 %798, label %805, label %802

802:                                              ; preds = %788
  %803 = load i32, ptr @n_fail, align 4, !tbaa !5
  %804 = add nsw i32 %803, 1
  store i32 %804, ptr @n_fail, align 4, !tbaa !5
  br label %805

805:                                              ; preds = %788, %802
  %806 = add nuw nsw i64 %790, 1
  %807 = add nuw nsw i64 %789, 1
  %808 = icmp eq i64 %807, %748
  br i1 %808, label %785, label %788, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @top_half(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #11
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %154

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = shl nuw nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false), !tbaa !11
  %8 = icmp eq i32 %1, 1
  br i1 %8, label %38, label %9

9:                                                ; preds = %5
  %10 = zext nneg i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 2
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = and i64 %11, -2
  br label %113

16:                                               ; preds = %146, %9
  %17 = phi i64 [ 1, %9 ], [ %151, %146 ]
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %37, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !11
  br label %22

22:                                               ; preds = %29, %19
  %23 = phi i64 [ %17, %19 ], [ %24, %29 ]
  %24 = add nsw i64 %23, -1
  %25 = and i64 %24, 4294967295
  %26 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = fcmp fast ogt double %27, %21
  br i1 %28, label %29, label %32

29:                                               ; preds = %22
  %30 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %23
  store double %27, ptr %30, align 8, !tbaa !11
  %31 = icmp sgt i64 %23, 1
  br i1 %31, label %22, label %32, !llvm.loop !17

32:                                               ; preds = %29, %22
  %33 = phi i64 [ 0, %29 ], [ %23, %22 ]
  %34 = shl i64 %33, 32
  %35 = ashr exact i64 %34, 32
  %36 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %35
  store double %21, ptr %36, align 8, !tbaa !11
  br label %37

37:                                               ; preds = %16, %32
  br i1 %4, label %38, label %154

38:                                               ; preds = %5, %37
  %39 = lshr i32 %1, 1
  %40 = zext nneg i32 %39 to i64
  %41 = zext nneg i32 %1 to i64
  %42 = add nuw nsw i64 %40, 1
  %43 = tail call i64 @llvm.umax.i64(i64 %42, i64 %41)
  %44 = sub nsw i64 %43, %40
  %45 = icmp ult i64 %44, 16
  br i1 %45, label %46, label %49

46:                                               ; preds = %107, %38
  %47 = phi i64 [ %40, %38 ], [ %51, %107 ]
  %48 = phi double [ 0.000000e+00, %38 ], [ %111, %107 ]
  br label %156

49:                                               ; preds = %38
  %50 = and i64 %44, -16
  %51 = add nsw i64 %50, %40
  %52 = insertelement <4 x i32> poison, i32 %39, i64 0
  %53 = shufflevector <4 x i32> %52, <4 x i32> poison, <4 x i32> zeroinitializer
  %54 = add nuw nsw <4 x i32> %53, <i32 0, i32 1, i32 2, i32 3>
  %55 = insertelement <4 x i32> poison, i32 %39, i64 0
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %57

57:                                               ; preds = %57, %49
  %58 = phi i64 [ 0, %49 ], [ %104, %57 ]
  %59 = phi <4 x double> [ zeroinitializer, %49 ], [ %100, %57 ]
  %60 = phi <4 x double> [ zeroinitializer, %49 ], [ %101, %57 ]
  %61 = phi <4 x double> [ zeroinitializer, %49 ], [ %102, %57 ]
  %62 = phi <4 x double> [ zeroinitializer, %49 ], [ %103, %57 ]
  %63 = phi <4 x i32> [ %54, %49 ], [ %105, %57 ]
  %64 = add <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>
  %65 = add <4 x i32> %63, <i32 8, i32 8, i32 8, i32 8>
  %66 = add <4 x i32> %63, <i32 12, i32 12, i32 12, i32 12>
  %67 = add i64 %58, %40
  %68 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 32
  %70 = getelementptr inbounds i8, ptr %68, i64 64
  %71 = getelementptr inbounds i8, ptr %68, i64 96
  %72 = load <4 x double>, ptr %68, align 8, !tbaa !11
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !11
  %74 = load <4 x double>, ptr %70, align 8, !tbaa !11
  %75 = load <4 x double>, ptr %71, align 8, !tbaa !11
  %76 = sub <4 x i32> %63, %56
  %77 = sub <4 x i32> %64, %56
  %78 = sub <4 x i32> %65, %56
  %79 = sub <4 x i32> %66, %56
  %80 = sitofp <4 x i32> %76 to <4 x double>
  %81 = sitofp <4 x i32> %77 to <4 x double>
  %82 = sitofp <4 x i32> %78 to <4 x double>
  %83 = sitofp <4 x i32> %79 to <4 x double>
  %84 = fmul fast <4 x double> %80, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %85 = fmul fast <4 x double> %81, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %86 = fmul fast <4 x double> %82, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %87 = fmul fast <4 x double> %83, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %88 = fadd fast <4 x double> %84, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %89 = fadd fast <4 x double> %85, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %90 = fadd fast <4 x double> %86, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %91 = fadd fast <4 x double> %87, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %92 = fmul fast <4 x double> %72, %72
  %93 = fmul fast <4 x double> %73, %73
  %94 = fmul fast <4 x double> %74, %74
  %95 = fmul fast <4 x double> %75, %75
  %96 = fmul fast <4 x double> %92, %88
  %97 = fmul fast <4 x double> %93, %89
  %98 = fmul fast <4 x double> %94, %90
  %99 = fmul fast <4 x double> %95, %91
  %100 = fadd fast <4 x double> %96, %59
  %101 = fadd fast <4 x double> %97, %60
  %102 = fadd fast <4 x double> %98, %61
  %103 = fadd fast <4 x double> %99, %62
  %104 = add nuw i64 %58, 16
  %105 = add <4 x i32> %63, <i32 16, i32 16, i32 16, i32 16>
  %106 = icmp eq i64 %104, %50
  br i1 %106, label %107, label %57, !llvm.loop !35

107:                                              ; preds = %57
  %108 = fadd fast <4 x double> %101, %100
  %109 = fadd fast <4 x double> %102, %108
  %110 = fadd fast <4 x double> %103, %109
  %111 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %110)
  %112 = icmp eq i64 %44, %50
  br i1 %112, label %154, label %46

113:                                              ; preds = %146, %14
  %114 = phi i64 [ 1, %14 ], [ %151, %146 ]
  %115 = phi i64 [ 0, %14 ], [ %152, %146 ]
  %116 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %114
  %117 = load double, ptr %116, align 8, !tbaa !11
  br label %118

118:                                              ; preds = %113, %125
  %119 = phi i64 [ %114, %113 ], [ %120, %125 ]
  %120 = add nsw i64 %119, -1
  %121 = and i64 %120, 4294967295
  %122 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = fcmp fast ogt double %123, %117
  br i1 %124, label %125, label %128

125:                                              ; preds = %118
  %126 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %119
  store double %123, ptr %126, align 8, !tbaa !11
  %127 = icmp sgt i64 %119, 1
  br i1 %127, label %118, label %128, !llvm.loop !17

128:                                              ; preds = %125, %118
  %129 = phi i64 [ 0, %125 ], [ %119, %118 ]
  %130 = shl i64 %129, 32
  %131 = ashr exact i64 %130, 32
  %132 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %131
  store double %117, ptr %132, align 8, !tbaa !11
  %133 = add nuw nsw i64 %114, 1
  %134 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !11
  br label %136

136:                                              ; preds = %143, %128
  %137 = phi i64 [ %133, %128 ], [ %138, %143 ]
  %138 = add nsw i64 %137, -1
  %139 = and i64 %138, 4294967295
  %140 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !11
  %142 = fcmp fast ogt double %141, %135
  br i1 %142, label %143, label %146

143:                                              ; preds = %136
  %144 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %137
  store double %141, ptr %144, align 8, !tbaa !11
  %145 = icmp sgt i64 %137, 1
  br i1 %145, label %136, label %146, !llvm.loop !17

146:                                              ; preds = %143, %136
  %147 = phi i64 [ 0, %143 ], [ %137, %136 ]
  %148 = shl i64 %147, 32
  %149 = ashr exact i64 %148, 32
  %150 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %149
  store double %135, ptr %150, align 8, !tbaa !11
  %151 = add nuw nsw i64 %114, 2
  %152 = add i64 %115, 2
  %153 = icmp eq i64 %152, %15
  br i1 %153, label %16, label %113, !llvm.loop !21

154:                                              ; preds = %156, %107, %2, %37
  %155 = phi double [ 0.000000e+00, %37 ], [ 0.000000e+00, %2 ], [ %111, %107 ], [ %168, %156 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #11
  ret double %155

156:                                              ; preds = %46, %156
  %157 = phi i64 [ %169, %156 ], [ %47, %46 ]
  %158 = phi double [ %168, %156 ], [ %48, %46 ]
  %159 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %157
  %160 = load double, ptr %159, align 8, !tbaa !11
  %161 = trunc i64 %157 to i32
  %162 = sub i32 %161, %39
  %163 = sitofp i32 %162 to double
  %164 = fmul fast double %163, 5.000000e-01
  %165 = fadd fast double %164, 1.000000e+00
  %166 = fmul fast double %160, %160
  %167 = fmul fast double %166, %165
  %168 = fadd fast double %167, %158
  %169 = add nuw nsw i64 %157, 1
  %170 = icmp ult i64 %169, %41
  br i1 %170, label %156, label %154, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @isort(ptr nocapture noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %32

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %1, 2
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, -2
  br label %33

11:                                               ; preds = %66, %4
  %12 = phi i64 [ 1, %4 ], [ %71, %66 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %32, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !11
  br label %17

17:                                               ; preds = %24, %14
  %18 = phi i64 [ %12, %14 ], [ %19, %24 ]
  %19 = add nsw i64 %18, -1
  %20 = and i64 %19, 4294967295
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = fcmp fast ogt double %22, %16
  br i1 %23, label %24, label %27

24:                                               ; preds = %17
  %25 = getelementptr inbounds double, ptr %0, i64 %18
  store double %22, ptr %25, align 8, !tbaa !11
  %26 = icmp sgt i64 %18, 1
  br i1 %26, label %17, label %27, !llvm.loop !26

27:                                               ; preds = %24, %17
  %28 = phi i64 [ 0, %24 ], [ %18, %17 ]
  %29 = shl i64 %28, 32
  %30 = ashr exact i64 %29, 29
  %31 = getelementptr inbounds i8, ptr %0, i64 %30
  store double %16, ptr %31, align 8, !tbaa !11
  br label %32

32:                                               ; preds = %27, %11, %2
  ret void

33:                                               ; preds = %66, %9
  %34 = phi i64 [ 1, %9 ], [ %71, %66 ]
  %35 = phi i64 [ 0, %9 ], [ %72, %66 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !11
  br label %38

38:                                               ; preds = %33, %45
  %39 = phi i64 [ %34, %33 ], [ %40, %45 ]
  %40 = add nsw i64 %39, -1
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fcmp fast ogt double %43, %37
  br i1 %44, label %45, label %48

45:                                               ; preds = %38
  %46 = getelementptr inbounds double, ptr %0, i64 %39
  store double %43, ptr %46, align 8, !tbaa !11
  %47 = icmp sgt i64 %39, 1
  br i1 %47, label %38, label %48, !llvm.loop !26

48:                                               ; preds = %45, %38
  %49 = phi i64 [ 0, %45 ], [ %39, %38 ]
  %50 = shl i64 %49, 32
  %51 = ashr exact i64 %50, 29
  %52 = getelementptr inbounds i8, ptr %0, i64 %51
  store double %37, ptr %52, align 8, !tbaa !11
  %53 = add nuw nsw i64 %34, 1
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !11
  br label %56

56:                                               ; preds = %63, %48
  %57 = phi i64 [ %53, %48 ], [ %58, %63 ]
  %58 = add nsw i64 %57, -1
  %59 = and i64 %58, 4294967295
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fcmp fast ogt double %61, %55
  br i1 %62, label %63, label %66

63:                                               ; preds = %56
  %64 = getelementptr inbounds double, ptr %0, i64 %57
  store double %61, ptr %64, align 8, !tbaa !11
  %65 = icmp sgt i64 %57, 1
  br i1 %65, label %56, label %66, !llvm.loop !26

66:                                               ; preds = %63, %56
  %67 = phi i64 [ 0, %63 ], [ %57, %56 ]
  %68 = shl i64 %67, 32
  %69 = ashr exact i64 %68, 29
  %70 = getelementptr inbounds i8, ptr %0, i64 %69
  store double %55, ptr %70, align 8, !tbaa !11
  %71 = add nuw nsw i64 %34, 2
  %72 = add i64 %35, 2
  %73 = icmp eq i64 %72, %10
  br i1 %73, label %11, label %33, !llvm.loop !27
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16, !20, !19}
!23 = distinct !{!23, !16, !19, !20}
!24 = distinct !{!24, !16, !20, !19}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16, !19, !20}
!29 = distinct !{!29, !16, !20, !19}
!30 = distinct !{!30, !16, !19, !20}
!31 = distinct !{!31, !16, !20, !19}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16, !19, !20}
!36 = distinct !{!36, !16, !20, !19}
