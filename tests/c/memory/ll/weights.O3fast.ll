; ModuleID = 'weights.c'
source_filename = "weights.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [4 x i32] [i32 40, i32 7, i32 1, i32 0], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"wsum.dx(const w)\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"wsum.dx(const w, dup x)\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"wsum.dx(dup w)\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"wsum.dw(dup w)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"wchain.dx\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"wscale.dx\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"wscale.da\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [22 x i8] c"wscale.da(enzyme_out)\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"wsum.second_call_adds\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"wsum.adds_to_nonzero\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"weights\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.11 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [40 x double], align 16
  %2 = alloca [40 x double], align 16
  %3 = alloca [40 x double], align 16
  %4 = alloca [40 x double], align 16
  %5 = alloca [40 x double], align 16
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %5) #11
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 32
  br label %11

11:                                               ; preds = %11, %0
  %12 = phi i64 [ 0, %0 ], [ %49, %11 ]
  %13 = phi i64 [ %6, %0 ], [ %43, %11 ]
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = lshr i64 %15, 11
  %17 = uitofp nneg i64 %16 to double
  %18 = fmul fast double %17, 0x3CA0000000000000
  %19 = fadd fast double %18, 5.000000e-01
  %20 = getelementptr inbounds double, ptr %1, i64 %12
  store double %19, ptr %20, align 8, !tbaa !9
  %21 = mul i64 %15, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = lshr i64 %22, 11
  %24 = uitofp nneg i64 %23 to double
  %25 = fmul fast double %24, 0x3CA0000000000000
  %26 = fadd fast double %25, 5.000000e-01
  %27 = getelementptr inbounds double, ptr %7, i64 %12
  store double %26, ptr %27, align 8, !tbaa !9
  %28 = mul i64 %22, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 11
  %31 = uitofp nneg i64 %30 to double
  %32 = fmul fast double %31, 0x3CA0000000000000
  %33 = fadd fast double %32, 5.000000e-01
  %34 = getelementptr inbounds double, ptr %8, i64 %12
  store double %33, ptr %34, align 8, !tbaa !9
  %35 = mul i64 %29, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = lshr i64 %36, 11
  %38 = uitofp nneg i64 %37 to double
  %39 = fmul fast double %38, 0x3CA0000000000000
  %40 = fadd fast double %39, 5.000000e-01
  %41 = getelementptr inbounds double, ptr %9, i64 %12
  store double %40, ptr %41, align 8, !tbaa !9
  %42 = mul i64 %36, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = lshr i64 %43, 11
  %45 = uitofp nneg i64 %44 to double
  %46 = fmul fast double %45, 0x3CA0000000000000
  %47 = fadd fast double %46, 5.000000e-01
  %48 = getelementptr inbounds double, ptr %10, i64 %12
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = add nuw nsw i64 %12, 5
  %50 = icmp eq i64 %49, 40
  br i1 %50, label %51, label %11, !llvm.loop !11

51:                                               ; preds = %11
  %52 = getelementptr inbounds i8, ptr %2, i64 8
  %53 = getelementptr inbounds i8, ptr %2, i64 16
  %54 = getelementptr inbounds i8, ptr %2, i64 24
  %55 = getelementptr inbounds i8, ptr %2, i64 32
  br label %56

56:                                               ; preds = %56, %51
  %57 = phi i64 [ 0, %51 ], [ %94, %56 ]
  %58 = phi i64 [ %43, %51 ], [ %88, %56 ]
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = lshr i64 %60, 11
  %62 = uitofp nneg i64 %61 to double
  %63 = fmul fast double %62, 0x3CB0000000000000
  %64 = fadd fast double %63, -1.000000e+00
  %65 = getelementptr inbounds double, ptr %2, i64 %57
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = mul i64 %60, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = lshr i64 %67, 11
  %69 = uitofp nneg i64 %68 to double
  %70 = fmul fast double %69, 0x3CB0000000000000
  %71 = fadd fast double %70, -1.000000e+00
  %72 = getelementptr inbounds double, ptr %52, i64 %57
  store double %71, ptr %72, align 8, !tbaa !9
  %73 = mul i64 %67, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = lshr i64 %74, 11
  %76 = uitofp nneg i64 %75 to double
  %77 = fmul fast double %76, 0x3CB0000000000000
  %78 = fadd fast double %77, -1.000000e+00
  %79 = getelementptr inbounds double, ptr %53, i64 %57
  store double %78, ptr %79, align 8, !tbaa !9
  %80 = mul i64 %74, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = lshr i64 %81, 11
  %83 = uitofp nneg i64 %82 to double
  %84 = fmul fast double %83, 0x3CB0000000000000
  %85 = fadd fast double %84, -1.000000e+00
  %86 = getelementptr inbounds double, ptr %54, i64 %57
  store double %85, ptr %86, align 8, !tbaa !9
  %87 = mul i64 %81, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = lshr i64 %88, 11
  %90 = uitofp nneg i64 %89 to double
  %91 = fmul fast double %90, 0x3CB0000000000000
  %92 = fadd fast double %91, -1.000000e+00
  %93 = getelementptr inbounds double, ptr %55, i64 %57
  store double %92, ptr %93, align 8, !tbaa !9
  %94 = add nuw nsw i64 %57, 5
  %95 = icmp eq i64 %94, 40
  br i1 %95, label %96, label %56, !llvm.loop !11

96:                                               ; preds = %56
  store i64 %88, ptr @rng_state, align 8, !tbaa !5
  br label %102

97:                                               ; preds = %1037
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %98 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %99 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %98, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 40) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %5, ptr noundef nonnull align 16 dereferenceable(320) %3, i64 320, i1 false)
  %100 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %101 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %100, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef 40) #11
  br label %1386

102:                                              ; preds = %96, %1037
  %103 = phi i64 [ 0, %96 ], [ %1038, %1037 ]
  %104 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %106 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %107 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %106, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %105) #11
  %108 = call i32 @llvm.smax.i32(i32 %105, i32 1)
  %109 = zext nneg i32 %108 to i64
  %110 = shl nuw nsw i64 %109, 3
  %111 = call noalias ptr @malloc(i64 noundef %110) #12
  %112 = sext i32 %105 to i64
  %113 = shl nsw i64 %112, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %111, ptr nonnull readonly align 16 %2, i64 %113, i1 false)
  %114 = icmp eq i64 %103, 3
  br i1 %114, label %288, label %115

115:                                              ; preds = %102
  %116 = zext nneg i32 %105 to i64
  %117 = icmp eq i64 %103, 0
  %118 = and i64 %116, 2147483632
  %119 = icmp eq i64 %118, %116
  %120 = icmp eq i64 %103, 0
  %121 = and i64 %116, 2147483632
  %122 = icmp eq i64 %121, %116
  br label %123

123:                                              ; preds = %285, %115
  %124 = phi i64 [ 0, %115 ], [ %286, %285 ]
  %125 = getelementptr inbounds double, ptr %3, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = getelementptr inbounds double, ptr %111, i64 %124
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = call fast double @llvm.fabs.f64(double %128)
  %130 = call fast double @llvm.maxnum.f64(double %129, double 1.000000e+00)
  %131 = fmul fast double %130, 0x3EB0C6F7A0B5ED8D
  %132 = fadd fast double %131, %128
  store double %132, ptr %127, align 8, !tbaa !9
  br i1 %117, label %133, label %182

133:                                              ; preds = %123, %133
  %134 = phi i64 [ %175, %133 ], [ 0, %123 ]
  %135 = phi <4 x double> [ %171, %133 ], [ zeroinitializer, %123 ]
  %136 = phi <4 x double> [ %172, %133 ], [ zeroinitializer, %123 ]
  %137 = phi <4 x double> [ %173, %133 ], [ zeroinitializer, %123 ]
  %138 = phi <4 x double> [ %174, %133 ], [ zeroinitializer, %123 ]
  %139 = getelementptr inbounds double, ptr %1, i64 %134
  %140 = getelementptr inbounds i8, ptr %139, i64 32
  %141 = getelementptr inbounds i8, ptr %139, i64 64
  %142 = getelementptr inbounds i8, ptr %139, i64 96
  %143 = load <4 x double>, ptr %139, align 16, !tbaa !9
  %144 = load <4 x double>, ptr %140, align 16, !tbaa !9
  %145 = load <4 x double>, ptr %141, align 16, !tbaa !9
  %146 = load <4 x double>, ptr %142, align 16, !tbaa !9
  %147 = getelementptr inbounds double, ptr %111, i64 %134
  %148 = getelementptr inbounds i8, ptr %147, i64 32
  %149 = getelementptr inbounds i8, ptr %147, i64 64
  %150 = getelementptr inbounds i8, ptr %147, i64 96
  %151 = load <4 x double>, ptr %147, align 8, !tbaa !9
  %152 = load <4 x double>, ptr %148, align 8, !tbaa !9
  %153 = load <4 x double>, ptr %149, align 8, !tbaa !9
  %154 = load <4 x double>, ptr %150, align 8, !tbaa !9
  %155 = fmul fast <4 x double> %151, %143
  %156 = fmul fast <4 x double> %152, %144
  %157 = fmul fast <4 x double> %153, %145
  %158 = fmul fast <4 x double> %154, %146
  %159 = fmul fast <4 x double> %155, %151
  %160 = fmul fast <4 x double> %156, %152
  %161 = fmul fast <4 x double> %157, %153
  %162 = fmul fast <4 x double> %158, %154
  %163 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %155)
  %164 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %156)
  %165 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %157)
  %166 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %158)
  %167 = fadd fast <4 x double> %163, %135
  %168 = fadd fast <4 x double> %164, %136
  %169 = fadd fast <4 x double> %165, %137
  %170 = fadd fast <4 x double> %166, %138
  %171 = fadd fast <4 x double> %167, %159
  %172 = fadd fast <4 x double> %168, %160
  %173 = fadd fast <4 x double> %169, %161
  %174 = fadd fast <4 x double> %170, %162
  %175 = add nuw i64 %134, 16
  %176 = icmp eq i64 %175, %118
  br i1 %176, label %177, label %133, !llvm.loop !15

177:                                              ; preds = %133
  %178 = fadd fast <4 x double> %172, %171
  %179 = fadd fast <4 x double> %173, %178
  %180 = fadd fast <4 x double> %174, %179
  %181 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %180)
  br i1 %119, label %199, label %182

182:                                              ; preds = %177, %123
  %183 = phi i64 [ 0, %123 ], [ %118, %177 ]
  %184 = phi double [ 0.000000e+00, %123 ], [ %181, %177 ]
  br label %185

185:                                              ; preds = %182, %185
  %186 = phi i64 [ %197, %185 ], [ %183, %182 ]
  %187 = phi double [ %196, %185 ], [ %184, %182 ]
  %188 = getelementptr inbounds double, ptr %1, i64 %186
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = getelementptr inbounds double, ptr %111, i64 %186
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = fmul fast double %191, %189
  %193 = fmul fast double %192, %191
  %194 = call fast double @llvm.sin.f64(double %192)
  %195 = fadd fast double %194, %187
  %196 = fadd fast double %195, %193
  %197 = add nuw nsw i64 %186, 1
  %198 = icmp eq i64 %197, %116
  br i1 %198, label %199, label %185, !llvm.loop !18

199:                                              ; preds = %185, %177
  %200 = phi double [ %181, %177 ], [ %196, %185 ]
  %201 = fsub fast double %128, %131
  store double %201, ptr %127, align 8, !tbaa !9
  br i1 %120, label %202, label %251

202:                                              ; preds = %199, %202
  %203 = phi i64 [ %244, %202 ], [ 0, %199 ]
  %204 = phi <4 x double> [ %240, %202 ], [ zeroinitializer, %199 ]
  %205 = phi <4 x double> [ %241, %202 ], [ zeroinitializer, %199 ]
  %206 = phi <4 x double> [ %242, %202 ], [ zeroinitializer, %199 ]
  %207 = phi <4 x double> [ %243, %202 ], [ zeroinitializer, %199 ]
  %208 = getelementptr inbounds double, ptr %1, i64 %203
  %209 = getelementptr inbounds i8, ptr %208, i64 32
  %210 = getelementptr inbounds i8, ptr %208, i64 64
  %211 = getelementptr inbounds i8, ptr %208, i64 96
  %212 = load <4 x double>, ptr %208, align 16, !tbaa !9
  %213 = load <4 x double>, ptr %209, align 16, !tbaa !9
  %214 = load <4 x double>, ptr %210, align 16, !tbaa !9
  %215 = load <4 x double>, ptr %211, align 16, !tbaa !9
  %216 = getelementptr inbounds double, ptr %111, i64 %203
  %217 = getelementptr inbounds i8, ptr %216, i64 32
  %218 = getelementptr inbounds i8, ptr %216, i64 64
  %219 = getelementptr inbounds i8, ptr %216, i64 96
  %220 = load <4 x double>, ptr %216, align 8, !tbaa !9
  %221 = load <4 x double>, ptr %217, align 8, !tbaa !9
  %222 = load <4 x double>, ptr %218, align 8, !tbaa !9
  %223 = load <4 x double>, ptr %219, align 8, !tbaa !9
  %224 = fmul fast <4 x double> %220, %212
  %225 = fmul fast <4 x double> %221, %213
  %226 = fmul fast <4 x double> %222, %214
  %227 = fmul fast <4 x double> %223, %215
  %228 = fmul fast <4 x double> %224, %220
  %229 = fmul fast <4 x double> %225, %221
  %230 = fmul fast <4 x double> %226, %222
  %231 = fmul fast <4 x double> %227, %223
  %232 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %224)
  %233 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %225)
  %234 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %226)
  %235 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %227)
  %236 = fadd fast <4 x double> %232, %204
  %237 = fadd fast <4 x double> %233, %205
  %238 = fadd fast <4 x double> %234, %206
  %239 = fadd fast <4 x double> %235, %207
  %240 = fadd fast <4 x double> %236, %228
  %241 = fadd fast <4 x double> %237, %229
  %242 = fadd fast <4 x double> %238, %230
  %243 = fadd fast <4 x double> %239, %231
  %244 = add nuw i64 %203, 16
  %245 = icmp eq i64 %244, %121
  br i1 %245, label %246, label %202, !llvm.loop !19

246:                                              ; preds = %202
  %247 = fadd fast <4 x double> %241, %240
  %248 = fadd fast <4 x double> %242, %247
  %249 = fadd fast <4 x double> %243, %248
  %250 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %249)
  br i1 %122, label %268, label %251

251:                                              ; preds = %246, %199
  %252 = phi i64 [ 0, %199 ], [ %121, %246 ]
  %253 = phi double [ 0.000000e+00, %199 ], [ %250, %246 ]
  br label %254

254:                                              ; preds = %251, %254
  %255 = phi i64 [ %266, %254 ], [ %252, %251 ]
  %256 = phi double [ %265, %254 ], [ %253, %251 ]
  %257 = getelementptr inbounds double, ptr %1, i64 %255
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = getelementptr inbounds double, ptr %111, i64 %255
  %260 = load double, ptr %259, align 8, !tbaa !9
  %261 = fmul fast double %260, %258
  %262 = fmul fast double %261, %260
  %263 = call fast double @llvm.sin.f64(double %261)
  %264 = fadd fast double %263, %256
  %265 = fadd fast double %264, %262
  %266 = add nuw nsw i64 %255, 1
  %267 = icmp eq i64 %266, %116
  br i1 %267, label %268, label %254, !llvm.loop !20

268:                                              ; preds = %254, %246
  %269 = phi double [ %250, %246 ], [ %265, %254 ]
  store double %128, ptr %127, align 8, !tbaa !9
  %270 = fsub fast double %200, %269
  %271 = fmul fast double %130, 2.000000e-06
  %272 = fdiv fast double %270, %271
  %273 = call fast double @llvm.fabs.f64(double %272)
  %274 = call fast double @llvm.maxnum.f64(double %273, double 1.000000e+00)
  %275 = fsub fast double %126, %272
  %276 = call fast double @llvm.fabs.f64(double %275)
  %277 = fmul fast double %274, 0x3EB0C6F7A0B5ED8D
  %278 = fcmp fast ole double %276, %277
  %279 = select i1 %278, ptr @.str.12, ptr @.str.13
  %280 = trunc nuw nsw i64 %124 to i32
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str, i32 noundef %280, double noundef nofpclass(nan inf) %126, double noundef nofpclass(nan inf) %272, ptr noundef nonnull %279)
  br i1 %278, label %285, label %282

282:                                              ; preds = %268
  %283 = load i32, ptr @n_fail, align 4, !tbaa !13
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr @n_fail, align 4, !tbaa !13
  br label %285

285:                                              ; preds = %282, %268
  %286 = add nuw nsw i64 %124, 1
  %287 = icmp eq i64 %286, %116
  br i1 %287, label %288, label %123, !llvm.loop !21

288:                                              ; preds = %285, %102
  call void @free(ptr noundef %111) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %289 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %290 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %291 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %289, ptr noundef nonnull %1, i32 noundef %290, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %289, i32 noundef %105) #11
  %292 = call noalias ptr @malloc(i64 noundef %110) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %292, ptr nonnull readonly align 16 %2, i64 %113, i1 false)
  br i1 %114, label %466, label %293

293:                                              ; preds = %288
  %294 = zext nneg i32 %105 to i64
  %295 = icmp eq i64 %103, 0
  %296 = and i64 %294, 2147483632
  %297 = icmp eq i64 %296, %294
  %298 = icmp eq i64 %103, 0
  %299 = and i64 %294, 2147483632
  %300 = icmp eq i64 %299, %294
  br label %301

301:                                              ; preds = %463, %293
  %302 = phi i64 [ 0, %293 ], [ %464, %463 ]
  %303 = getelementptr inbounds double, ptr %3, i64 %302
  %304 = load double, ptr %303, align 8, !tbaa !9
  %305 = getelementptr inbounds double, ptr %292, i64 %302
  %306 = load double, ptr %305, align 8, !tbaa !9
  %307 = call fast double @llvm.fabs.f64(double %306)
  %308 = call fast double @llvm.maxnum.f64(double %307, double 1.000000e+00)
  %309 = fmul fast double %308, 0x3EB0C6F7A0B5ED8D
  %310 = fadd fast double %309, %306
  store double %310, ptr %305, align 8, !tbaa !9
  br i1 %295, label %311, label %360

311:                                              ; preds = %301, %311
  %312 = phi i64 [ %353, %311 ], [ 0, %301 ]
  %313 = phi <4 x double> [ %349, %311 ], [ zeroinitializer, %301 ]
  %314 = phi <4 x double> [ %350, %311 ], [ zeroinitializer, %301 ]
  %315 = phi <4 x double> [ %351, %311 ], [ zeroinitializer, %301 ]
  %316 = phi <4 x double> [ %352, %311 ], [ zeroinitializer, %301 ]
  %317 = getelementptr inbounds double, ptr %1, i64 %312
  %318 = getelementptr inbounds i8, ptr %317, i64 32
  %319 = getelementptr inbounds i8, ptr %317, i64 64
  %320 = getelementptr inbounds i8, ptr %317, i64 96
  %321 = load <4 x double>, ptr %317, align 16, !tbaa !9
  %322 = load <4 x double>, ptr %318, align 16, !tbaa !9
  %323 = load <4 x double>, ptr %319, align 16, !tbaa !9
  %324 = load <4 x double>, ptr %320, align 16, !tbaa !9
  %325 = getelementptr inbounds double, ptr %292, i64 %312
  %326 = getelementptr inbounds i8, ptr %325, i64 32
  %327 = getelementptr inbounds i8, ptr %325, i64 64
  %328 = getelementptr inbounds i8, ptr %325, i64 96
  %329 = load <4 x double>, ptr %325, align 8, !tbaa !9
  %330 = load <4 x double>, ptr %326, align 8, !tbaa !9
  %331 = load <4 x double>, ptr %327, align 8, !tbaa !9
  %332 = load <4 x double>, ptr %328, align 8, !tbaa !9
  %333 = fmul fast <4 x double> %329, %321
  %334 = fmul fast <4 x double> %330, %322
  %335 = fmul fast <4 x double> %331, %323
  %336 = fmul fast <4 x double> %332, %324
  %337 = fmul fast <4 x double> %333, %329
  %338 = fmul fast <4 x double> %334, %330
  %339 = fmul fast <4 x double> %335, %331
  %340 = fmul fast <4 x double> %336, %332
  %341 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %333)
  %342 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %334)
  %343 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %335)
  %344 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %336)
  %345 = fadd fast <4 x double> %341, %313
  %346 = fadd fast <4 x double> %342, %314
  %347 = fadd fast <4 x double> %343, %315
  %348 = fadd fast <4 x double> %344, %316
  %349 = fadd fast <4 x double> %345, %337
  %350 = fadd fast <4 x double> %346, %338
  %351 = fadd fast <4 x double> %347, %339
  %352 = fadd fast <4 x double> %348, %340
  %353 = add nuw i64 %312, 16
  %354 = icmp eq i64 %353, %296
  br i1 %354, label %355, label %311, !llvm.loop !22

355:                                              ; preds = %311
  %356 = fadd fast <4 x double> %350, %349
  %357 = fadd fast <4 x double> %351, %356
  %358 = fadd fast <4 x double> %352, %357
  %359 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %358)
  br i1 %297, label %377, label %360

360:                                              ; preds = %355, %301
  %361 = phi i64 [ 0, %301 ], [ %296, %355 ]
  %362 = phi double [ 0.000000e+00, %301 ], [ %359, %355 ]
  br label %363

363:                                              ; preds = %360, %363
  %364 = phi i64 [ %375, %363 ], [ %361, %360 ]
  %365 = phi double [ %374, %363 ], [ %362, %360 ]
  %366 = getelementptr inbounds double, ptr %1, i64 %364
  %367 = load double, ptr %366, align 8, !tbaa !9
  %368 = getelementptr inbounds double, ptr %292, i64 %364
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = fmul fast double %369, %367
  %371 = fmul fast double %370, %369
  %372 = call fast double @llvm.sin.f64(double %370)
  %373 = fadd fast double %372, %365
  %374 = fadd fast double %373, %371
  %375 = add nuw nsw i64 %364, 1
  %376 = icmp eq i64 %375, %294
  br i1 %376, label %377, label %363, !llvm.loop !23

377:                                              ; preds = %363, %355
  %378 = phi double [ %359, %355 ], [ %374, %363 ]
  %379 = fsub fast double %306, %309
  store double %379, ptr %305, align 8, !tbaa !9
  br i1 %298, label %380, label %429

380:                                              ; preds = %377, %380
  %381 = phi i64 [ %422, %380 ], [ 0, %377 ]
  %382 = phi <4 x double> [ %418, %380 ], [ zeroinitializer, %377 ]
  %383 = phi <4 x double> [ %419, %380 ], [ zeroinitializer, %377 ]
  %384 = phi <4 x double> [ %420, %380 ], [ zeroinitializer, %377 ]
  %385 = phi <4 x double> [ %421, %380 ], [ zeroinitializer, %377 ]
  %386 = getelementptr inbounds double, ptr %1, i64 %381
  %387 = getelementptr inbounds i8, ptr %386, i64 32
  %388 = getelementptr inbounds i8, ptr %386, i64 64
  %389 = getelementptr inbounds i8, ptr %386, i64 96
  %390 = load <4 x double>, ptr %386, align 16, !tbaa !9
  %391 = load <4 x double>, ptr %387, align 16, !tbaa !9
  %392 = load <4 x double>, ptr %388, align 16, !tbaa !9
  %393 = load <4 x double>, ptr %389, align 16, !tbaa !9
  %394 = getelementptr inbounds double, ptr %292, i64 %381
  %395 = getelementptr inbounds i8, ptr %394, i64 32
  %396 = getelementptr inbounds i8, ptr %394, i64 64
  %397 = getelementptr inbounds i8, ptr %394, i64 96
  %398 = load <4 x double>, ptr %394, align 8, !tbaa !9
  %399 = load <4 x double>, ptr %395, align 8, !tbaa !9
  %400 = load <4 x double>, ptr %396, align 8, !tbaa !9
  %401 = load <4 x double>, ptr %397, align 8, !tbaa !9
  %402 = fmul fast <4 x double> %398, %390
  %403 = fmul fast <4 x double> %399, %391
  %404 = fmul fast <4 x double> %400, %392
  %405 = fmul fast <4 x double> %401, %393
  %406 = fmul fast <4 x double> %402, %398
  %407 = fmul fast <4 x double> %403, %399
  %408 = fmul fast <4 x double> %404, %400
  %409 = fmul fast <4 x double> %405, %401
  %410 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %402)
  %411 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %403)
  %412 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %404)
  %413 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %405)
  %414 = fadd fast <4 x double> %410, %382
  %415 = fadd fast <4 x double> %411, %383
  %416 = fadd fast <4 x double> %412, %384
  %417 = fadd fast <4 x double> %413, %385
  %418 = fadd fast <4 x double> %414, %406
  %419 = fadd fast <4 x double> %415, %407
  %420 = fadd fast <4 x double> %416, %408
  %421 = fadd fast <4 x double> %417, %409
  %422 = add nuw i64 %381, 16
  %423 = icmp eq i64 %422, %299
  br i1 %423, label %424, label %380, !llvm.loop !24

424:                                              ; preds = %380
  %425 = fadd fast <4 x double> %419, %418
  %426 = fadd fast <4 x double> %420, %425
  %427 = fadd fast <4 x double> %421, %426
  %428 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %427)
  br i1 %300, label %446, label %429

429:                                              ; preds = %424, %377
  %430 = phi i64 [ 0, %377 ], [ %299, %424 ]
  %431 = phi double [ 0.000000e+00, %377 ], [ %428, %424 ]
  br label %432

432:                                              ; preds = %429, %432
  %433 = phi i64 [ %444, %432 ], [ %430, %429 ]
  %434 = phi double [ %443, %432 ], [ %431, %429 ]
  %435 = getelementptr inbounds double, ptr %1, i64 %433
  %436 = load double, ptr %435, align 8, !tbaa !9
  %437 = getelementptr inbounds double, ptr %292, i64 %433
  %438 = load double, ptr %437, align 8, !tbaa !9
  %439 = fmul fast double %438, %436
  %440 = fmul fast double %439, %438
  %441 = call fast double @llvm.sin.f64(double %439)
  %442 = fadd fast double %441, %434
  %443 = fadd fast double %442, %440
  %444 = add nuw nsw i64 %433, 1
  %445 = icmp eq i64 %444, %294
  br i1 %445, label %446, label %432, !llvm.loop !25

446:                                              ; preds = %432, %424
  %447 = phi double [ %428, %424 ], [ %443, %432 ]
  store double %306, ptr %305, align 8, !tbaa !9
  %448 = fsub fast double %378, %447
  %449 = fmul fast double %308, 2.000000e-06
  %450 = fdiv fast double %448, %449
  %451 = call fast double @llvm.fabs.f64(double %450)
  %452 = call fast double @llvm.maxnum.f64(double %451, double 1.000000e+00)
  %453 = fsub fast double %304, %450
  %454 = call fast double @llvm.fabs.f64(double %453)
  %455 = fmul fast double %452, 0x3EB0C6F7A0B5ED8D
  %456 = fcmp fast ole double %454, %455
  %457 = select i1 %456, ptr @.str.12, ptr @.str.13
  %458 = trunc nuw nsw i64 %302 to i32
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef %458, double noundef nofpclass(nan inf) %304, double noundef nofpclass(nan inf) %450, ptr noundef nonnull %457)
  br i1 %456, label %463, label %460

460:                                              ; preds = %446
  %461 = load i32, ptr @n_fail, align 4, !tbaa !13
  %462 = add nsw i32 %461, 1
  store i32 %462, ptr @n_fail, align 4, !tbaa !13
  br label %463

463:                                              ; preds = %460, %446
  %464 = add nuw nsw i64 %302, 1
  %465 = icmp eq i64 %464, %294
  br i1 %465, label %466, label %301, !llvm.loop !21

466:                                              ; preds = %463, %288
  call void @free(ptr noundef %292) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %4, i8 0, i64 320, i1 false)
  %467 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %105) #11
  %468 = call noalias ptr @malloc(i64 noundef %110) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %468, ptr nonnull readonly align 16 %2, i64 %113, i1 false)
  br i1 %114, label %642, label %469

469:                                              ; preds = %466
  %470 = zext nneg i32 %105 to i64
  %471 = icmp eq i64 %103, 0
  %472 = and i64 %470, 2147483632
  %473 = icmp eq i64 %472, %470
  %474 = icmp eq i64 %103, 0
  %475 = and i64 %470, 2147483632
  %476 = icmp eq i64 %475, %470
  br label %477

477:                                              ; preds = %639, %469
  %478 = phi i64 [ 0, %469 ], [ %640, %639 ]
  %479 = getelementptr inbounds double, ptr %3, i64 %478
  %480 = load double, ptr %479, align 8, !tbaa !9
  %481 = getelementptr inbounds double, ptr %468, i64 %478
  %482 = load double, ptr %481, align 8, !tbaa !9
  %483 = call fast double @llvm.fabs.f64(double %482)
  %484 = call fast double @llvm.maxnum.f64(double %483, double 1.000000e+00)
  %485 = fmul fast double %484, 0x3EB0C6F7A0B5ED8D
  %486 = fadd fast double %485, %482
  store double %486, ptr %481, align 8, !tbaa !9
  br i1 %471, label %487, label %536

487:                                              ; preds = %477, %487
  %488 = phi i64 [ %529, %487 ], [ 0, %477 ]
  %489 = phi <4 x double> [ %525, %487 ], [ zeroinitializer, %477 ]
  %490 = phi <4 x double> [ %526, %487 ], [ zeroinitializer, %477 ]
  %491 = phi <4 x double> [ %527, %487 ], [ zeroinitializer, %477 ]
  %492 = phi <4 x double> [ %528, %487 ], [ zeroinitializer, %477 ]
  %493 = getelementptr inbounds double, ptr %1, i64 %488
  %494 = getelementptr inbounds i8, ptr %493, i64 32
  %495 = getelementptr inbounds i8, ptr %493, i64 64
  %496 = getelementptr inbounds i8, ptr %493, i64 96
  %497 = load <4 x double>, ptr %493, align 16, !tbaa !9
  %498 = load <4 x double>, ptr %494, align 16, !tbaa !9
  %499 = load <4 x double>, ptr %495, align 16, !tbaa !9
  %500 = load <4 x double>, ptr %496, align 16, !tbaa !9
  %501 = getelementptr inbounds double, ptr %468, i64 %488
  %502 = getelementptr inbounds i8, ptr %501, i64 32
  %503 = getelementptr inbounds i8, ptr %501, i64 64
  %504 = getelementptr inbounds i8, ptr %501, i64 96
  %505 = load <4 x double>, ptr %501, align 8, !tbaa !9
  %506 = load <4 x double>, ptr %502, align 8, !tbaa !9
  %507 = load <4 x double>, ptr %503, align 8, !tbaa !9
  %508 = load <4 x double>, ptr %504, align 8, !tbaa !9
  %509 = fmul fast <4 x double> %505, %497
  %510 = fmul fast <4 x double> %506, %498
  %511 = fmul fast <4 x double> %507, %499
  %512 = fmul fast <4 x double> %508, %500
  %513 = fmul fast <4 x double> %509, %505
  %514 = fmul fast <4 x double> %510, %506
  %515 = fmul fast <4 x double> %511, %507
  %516 = fmul fast <4 x double> %512, %508
  %517 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %509)
  %518 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %510)
  %519 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %511)
  %520 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %512)
  %521 = fadd fast <4 x double> %517, %489
  %522 = fadd fast <4 x double> %518, %490
  %523 = fadd fast <4 x double> %519, %491
  %524 = fadd fast <4 x double> %520, %492
  %525 = fadd fast <4 x double> %521, %513
  %526 = fadd fast <4 x double> %522, %514
  %527 = fadd fast <4 x double> %523, %515
  %528 = fadd fast <4 x double> %524, %516
  %529 = add nuw i64 %488, 16
  %530 = icmp eq i64 %529, %472
  br i1 %530, label %531, label %487, !llvm.loop !26

531:                                              ; preds = %487
  %532 = fadd fast <4 x double> %526, %525
  %533 = fadd fast <4 x double> %527, %532
  %534 = fadd fast <4 x double> %528, %533
  %535 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %534)
  br i1 %473, label %553, label %536

536:                                              ; preds = %531, %477
  %537 = phi i64 [ 0, %477 ], [ %472, %531 ]
  %538 = phi double [ 0.000000e+00, %477 ], [ %535, %531 ]
  br label %539

539:                                              ; preds = %536, %539
  %540 = phi i64 [ %551, %539 ], [ %537, %536 ]
  %541 = phi double [ %550, %539 ], [ %538, %536 ]
  %542 = getelementptr inbounds double, ptr %1, i64 %540
  %543 = load double, ptr %542, align 8, !tbaa !9
  %544 = getelementptr inbounds double, ptr %468, i64 %540
  %545 = load double, ptr %544, align 8, !tbaa !9
  %546 = fmul fast double %545, %543
  %547 = fmul fast double %546, %545
  %548 = call fast double @llvm.sin.f64(double %546)
  %549 = fadd fast double %548, %541
  %550 = fadd fast double %549, %547
  %551 = add nuw nsw i64 %540, 1
  %552 = icmp eq i64 %551, %470
  br i1 %552, label %553, label %539, !llvm.loop !27

553:                                              ; preds = %539, %531
  %554 = phi double [ %535, %531 ], [ %550, %539 ]
  %555 = fsub fast double %482, %485
  store double %555, ptr %481, align 8, !tbaa !9
  br i1 %474, label %556, label %605

556:                                              ; preds = %553, %556
  %557 = phi i64 [ %598, %556 ], [ 0, %553 ]
  %558 = phi <4 x double> [ %594, %556 ], [ zeroinitializer, %553 ]
  %559 = phi <4 x double> [ %595, %556 ], [ zeroinitializer, %553 ]
  %560 = phi <4 x double> [ %596, %556 ], [ zeroinitializer, %553 ]
  %561 = phi <4 x double> [ %597, %556 ], [ zeroinitializer, %553 ]
  %562 = getelementptr inbounds double, ptr %1, i64 %557
  %563 = getelementptr inbounds i8, ptr %562, i64 32
  %564 = getelementptr inbounds i8, ptr %562, i64 64
  %565 = getelementptr inbounds i8, ptr %562, i64 96
  %566 = load <4 x double>, ptr %562, align 16, !tbaa !9
  %567 = load <4 x double>, ptr %563, align 16, !tbaa !9
  %568 = load <4 x double>, ptr %564, align 16, !tbaa !9
  %569 = load <4 x double>, ptr %565, align 16, !tbaa !9
  %570 = getelementptr inbounds double, ptr %468, i64 %557
  %571 = getelementptr inbounds i8, ptr %570, i64 32
  %572 = getelementptr inbounds i8, ptr %570, i64 64
  %573 = getelementptr inbounds i8, ptr %570, i64 96
  %574 = load <4 x double>, ptr %570, align 8, !tbaa !9
  %575 = load <4 x double>, ptr %571, align 8, !tbaa !9
  %576 = load <4 x double>, ptr %572, align 8, !tbaa !9
  %577 = load <4 x double>, ptr %573, align 8, !tbaa !9
  %578 = fmul fast <4 x double> %574, %566
  %579 = fmul fast <4 x double> %575, %567
  %580 = fmul fast <4 x double> %576, %568
  %581 = fmul fast <4 x double> %577, %569
  %582 = fmul fast <4 x double> %578, %574
  %583 = fmul fast <4 x double> %579, %575
  %584 = fmul fast <4 x double> %580, %576
  %585 = fmul fast <4 x double> %581, %577
  %586 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %578)
  %587 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %579)
  %588 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %580)
  %589 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %581)
  %590 = fadd fast <4 x double> %586, %558
  %591 = fadd fast <4 x double> %587, %559
  %592 = fadd fast <4 x double> %588, %560
  %593 = fadd fast <4 x double> %589, %561
  %594 = fadd fast <4 x double> %590, %582
  %595 = fadd fast <4 x double> %591, %583
  %596 = fadd fast <4 x double> %592, %584
  %597 = fadd fast <4 x double> %593, %585
  %598 = add nuw i64 %557, 16
  %599 = icmp eq i64 %598, %475
  br i1 %599, label %600, label %556, !llvm.loop !28

600:                                              ; preds = %556
  %601 = fadd fast <4 x double> %595, %594
  %602 = fadd fast <4 x double> %596, %601
  %603 = fadd fast <4 x double> %597, %602
  %604 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %603)
  br i1 %476, label %622, label %605

605:                                              ; preds = %600, %553
  %606 = phi i64 [ 0, %553 ], [ %475, %600 ]
  %607 = phi double [ 0.000000e+00, %553 ], [ %604, %600 ]
  br label %608

608:                                              ; preds = %605, %608
  %609 = phi i64 [ %620, %608 ], [ %606, %605 ]
  %610 = phi double [ %619, %608 ], [ %607, %605 ]
  %611 = getelementptr inbounds double, ptr %1, i64 %609
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = getelementptr inbounds double, ptr %468, i64 %609
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = fmul fast double %614, %612
  %616 = fmul fast double %615, %614
  %617 = call fast double @llvm.sin.f64(double %615)
  %618 = fadd fast double %617, %610
  %619 = fadd fast double %618, %616
  %620 = add nuw nsw i64 %609, 1
  %621 = icmp eq i64 %620, %470
  br i1 %621, label %622, label %608, !llvm.loop !29

622:                                              ; preds = %608, %600
  %623 = phi double [ %604, %600 ], [ %619, %608 ]
  store double %482, ptr %481, align 8, !tbaa !9
  %624 = fsub fast double %554, %623
  %625 = fmul fast double %484, 2.000000e-06
  %626 = fdiv fast double %624, %625
  %627 = call fast double @llvm.fabs.f64(double %626)
  %628 = call fast double @llvm.maxnum.f64(double %627, double 1.000000e+00)
  %629 = fsub fast double %480, %626
  %630 = call fast double @llvm.fabs.f64(double %629)
  %631 = fmul fast double %628, 0x3EB0C6F7A0B5ED8D
  %632 = fcmp fast ole double %630, %631
  %633 = select i1 %632, ptr @.str.12, ptr @.str.13
  %634 = trunc nuw nsw i64 %478 to i32
  %635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2, i32 noundef %634, double noundef nofpclass(nan inf) %480, double noundef nofpclass(nan inf) %626, ptr noundef nonnull %633)
  br i1 %632, label %639, label %636

636:                                              ; preds = %622
  %637 = load i32, ptr @n_fail, align 4, !tbaa !13
  %638 = add nsw i32 %637, 1
  store i32 %638, ptr @n_fail, align 4, !tbaa !13
  br label %639

639:                                              ; preds = %636, %622
  %640 = add nuw nsw i64 %478, 1
  %641 = icmp eq i64 %640, %470
  br i1 %641, label %642, label %477, !llvm.loop !21

642:                                              ; preds = %639, %466
  call void @free(ptr noundef %468) #11
  %643 = call noalias ptr @malloc(i64 noundef %110) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %643, ptr nonnull readonly align 16 %1, i64 %113, i1 false)
  br i1 %114, label %817, label %644

644:                                              ; preds = %642
  %645 = zext nneg i32 %105 to i64
  %646 = icmp eq i64 %103, 0
  %647 = and i64 %645, 2147483632
  %648 = icmp eq i64 %647, %645
  %649 = icmp eq i64 %103, 0
  %650 = and i64 %645, 2147483632
  %651 = icmp eq i64 %650, %645
  br label %652

652:                                              ; preds = %644, %814
  %653 = phi i64 [ 0, %644 ], [ %815, %814 ]
  %654 = getelementptr inbounds double, ptr %4, i64 %653
  %655 = load double, ptr %654, align 8, !tbaa !9
  %656 = getelementptr inbounds double, ptr %643, i64 %653
  %657 = load double, ptr %656, align 8, !tbaa !9
  %658 = call fast double @llvm.fabs.f64(double %657)
  %659 = call fast double @llvm.maxnum.f64(double %658, double 1.000000e+00)
  %660 = fmul fast double %659, 0x3EB0C6F7A0B5ED8D
  %661 = fadd fast double %660, %657
  store double %661, ptr %656, align 8, !tbaa !9
  br i1 %646, label %662, label %711

662:                                              ; preds = %652, %662
  %663 = phi i64 [ %704, %662 ], [ 0, %652 ]
  %664 = phi <4 x double> [ %700, %662 ], [ zeroinitializer, %652 ]
  %665 = phi <4 x double> [ %701, %662 ], [ zeroinitializer, %652 ]
  %666 = phi <4 x double> [ %702, %662 ], [ zeroinitializer, %652 ]
  %667 = phi <4 x double> [ %703, %662 ], [ zeroinitializer, %652 ]
  %668 = getelementptr inbounds double, ptr %643, i64 %663
  %669 = getelementptr inbounds i8, ptr %668, i64 32
  %670 = getelementptr inbounds i8, ptr %668, i64 64
  %671 = getelementptr inbounds i8, ptr %668, i64 96
  %672 = load <4 x double>, ptr %668, align 8, !tbaa !9
  %673 = load <4 x double>, ptr %669, align 8, !tbaa !9
  %674 = load <4 x double>, ptr %670, align 8, !tbaa !9
  %675 = load <4 x double>, ptr %671, align 8, !tbaa !9
  %676 = getelementptr inbounds double, ptr %2, i64 %663
  %677 = getelementptr inbounds i8, ptr %676, i64 32
  %678 = getelementptr inbounds i8, ptr %676, i64 64
  %679 = getelementptr inbounds i8, ptr %676, i64 96
  %680 = load <4 x double>, ptr %676, align 16, !tbaa !9
  %681 = load <4 x double>, ptr %677, align 16, !tbaa !9
  %682 = load <4 x double>, ptr %678, align 16, !tbaa !9
  %683 = load <4 x double>, ptr %679, align 16, !tbaa !9
  %684 = fmul fast <4 x double> %680, %672
  %685 = fmul fast <4 x double> %681, %673
  %686 = fmul fast <4 x double> %682, %674
  %687 = fmul fast <4 x double> %683, %675
  %688 = fmul fast <4 x double> %684, %680
  %689 = fmul fast <4 x double> %685, %681
  %690 = fmul fast <4 x double> %686, %682
  %691 = fmul fast <4 x double> %687, %683
  %692 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %684)
  %693 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %685)
  %694 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %686)
  %695 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %687)
  %696 = fadd fast <4 x double> %692, %664
  %697 = fadd fast <4 x double> %693, %665
  %698 = fadd fast <4 x double> %694, %666
  %699 = fadd fast <4 x double> %695, %667
  %700 = fadd fast <4 x double> %696, %688
  %701 = fadd fast <4 x double> %697, %689
  %702 = fadd fast <4 x double> %698, %690
  %703 = fadd fast <4 x double> %699, %691
  %704 = add nuw i64 %663, 16
  %705 = icmp eq i64 %704, %647
  br i1 %705, label %706, label %662, !llvm.loop !30

706:                                              ; preds = %662
  %707 = fadd fast <4 x double> %701, %700
  %708 = fadd fast <4 x double> %702, %707
  %709 = fadd fast <4 x double> %703, %708
  %710 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %709)
  br i1 %648, label %728, label %711

711:                                              ; preds = %706, %652
  %712 = phi i64 [ 0, %652 ], [ %647, %706 ]
  %713 = phi double [ 0.000000e+00, %652 ], [ %710, %706 ]
  br label %714

714:                                              ; preds = %711, %714
  %715 = phi i64 [ %726, %714 ], [ %712, %711 ]
  %716 = phi double [ %725, %714 ], [ %713, %711 ]
  %717 = getelementptr inbounds double, ptr %643, i64 %715
  %718 = load double, ptr %717, align 8, !tbaa !9
  %719 = getelementptr inbounds double, ptr %2, i64 %715
  %720 = load double, ptr %719, align 8, !tbaa !9
  %721 = fmul fast double %720, %718
  %722 = fmul fast double %721, %720
  %723 = call fast double @llvm.sin.f64(double %721)
  %724 = fadd fast double %723, %716
  %725 = fadd fast double %724, %722
  %726 = add nuw nsw i64 %715, 1
  %727 = icmp eq i64 %726, %645
  br i1 %727, label %728, label %714, !llvm.loop !31

728:                                              ; preds = %714, %706
  %729 = phi double [ %710, %706 ], [ %725, %714 ]
  %730 = fsub fast double %657, %660
  store double %730, ptr %656, align 8, !tbaa !9
  br i1 %649, label %731, label %780

731:                                              ; preds = %728, %731
  %732 = phi i64 [ %773, %731 ], [ 0, %728 ]
  %733 = phi <4 x double> [ %769, %731 ], [ zeroinitializer, %728 ]
  %734 = phi <4 x double> [ %770, %731 ], [ zeroinitializer, %728 ]
  %735 = phi <4 x double> [ %771, %731 ], [ zeroinitializer, %728 ]
  %736 = phi <4 x double> [ %772, %731 ], [ zeroinitializer, %728 ]
  %737 = getelementptr inbounds double, ptr %643, i64 %732
  %738 = getelementptr inbounds i8, ptr %737, i64 32
  %739 = getelementptr inbounds i8, ptr %737, i64 64
  %740 = getelementptr inbounds i8, ptr %737, i64 96
  %741 = load <4 x double>, ptr %737, align 8, !tbaa !9
  %742 = load <4 x double>, ptr %738, align 8, !tbaa !9
  %743 = load <4 x double>, ptr %739, align 8, !tbaa !9
  %744 = load <4 x double>, ptr %740, align 8, !tbaa !9
  %745 = getelementptr inbounds double, ptr %2, i64 %732
  %746 = getelementptr inbounds i8, ptr %745, i64 32
  %747 = getelementptr inbounds i8, ptr %745, i64 64
  %748 = getelementptr inbounds i8, ptr %745, i64 96
  %749 = load <4 x double>, ptr %745, align 16, !tbaa !9
  %750 = load <4 x double>, ptr %746, align 16, !tbaa !9
  %751 = load <4 x double>, ptr %747, align 16, !tbaa !9
  %752 = load <4 x double>, ptr %748, align 16, !tbaa !9
  %753 = fmul fast <4 x double> %749, %741
  %754 = fmul fast <4 x double> %750, %742
  %755 = fmul fast <4 x double> %751, %743
  %756 = fmul fast <4 x double> %752, %744
  %757 = fmul fast <4 x double> %753, %749
  %758 = fmul fast <4 x double> %754, %750
  %759 = fmul fast <4 x double> %755, %751
  %760 = fmul fast <4 x double> %756, %752
  %761 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %753)
  %762 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %754)
  %763 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %755)
  %764 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %756)
  %765 = fadd fast <4 x double> %761, %733
  %766 = fadd fast <4 x double> %762, %734
  %767 = fadd fast <4 x double> %763, %735
  %768 = fadd fast <4 x double> %764, %736
  %769 = fadd fast <4 x double> %765, %757
  %770 = fadd fast <4 x double> %766, %758
  %771 = fadd fast <4 x double> %767, %759
  %772 = fadd fast <4 x double> %768, %760
  %773 = add nuw i64 %732, 16
  %774 = icmp eq i64 %773, %650
  br i1 %774, label %775, label %731, !llvm.loop !32

775:                                              ; preds = %731
  %776 = fadd fast <4 x double> %770, %769
  %777 = fadd fast <4 x double> %771, %776
  %778 = fadd fast <4 x double> %772, %777
  %779 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %778)
  br i1 %651, label %797, label %780

780:                                              ; preds = %775, %728
  %781 = phi i64 [ 0, %728 ], [ %650, %775 ]
  %782 = phi double [ 0.000000e+00, %728 ], [ %779, %775 ]
  br label %783

783:                                              ; preds = %780, %783
  %784 = phi i64 [ %795, %783 ], [ %781, %780 ]
  %785 = phi double [ %794, %783 ], [ %782, %780 ]
  %786 = getelementptr inbounds double, ptr %643, i64 %784
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = getelementptr inbounds double, ptr %2, i64 %784
  %789 = load double, ptr %788, align 8, !tbaa !9
  %790 = fmul fast double %789, %787
  %791 = fmul fast double %790, %789
  %792 = call fast double @llvm.sin.f64(double %790)
  %793 = fadd fast double %792, %785
  %794 = fadd fast double %793, %791
  %795 = add nuw nsw i64 %784, 1
  %796 = icmp eq i64 %795, %645
  br i1 %796, label %797, label %783, !llvm.loop !33

797:                                              ; preds = %783, %775
  %798 = phi double [ %779, %775 ], [ %794, %783 ]
  store double %657, ptr %656, align 8, !tbaa !9
  %799 = fsub fast double %729, %798
  %800 = fmul fast double %659, 2.000000e-06
  %801 = fdiv fast double %799, %800
  %802 = call fast double @llvm.fabs.f64(double %801)
  %803 = call fast double @llvm.maxnum.f64(double %802, double 1.000000e+00)
  %804 = fsub fast double %655, %801
  %805 = call fast double @llvm.fabs.f64(double %804)
  %806 = fmul fast double %803, 0x3EB0C6F7A0B5ED8D
  %807 = fcmp fast ole double %805, %806
  %808 = select i1 %807, ptr @.str.12, ptr @.str.13
  %809 = trunc nuw nsw i64 %653 to i32
  %810 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %809, double noundef nofpclass(nan inf) %655, double noundef nofpclass(nan inf) %801, ptr noundef nonnull %808)
  br i1 %807, label %814, label %811

811:                                              ; preds = %797
  %812 = load i32, ptr @n_fail, align 4, !tbaa !13
  %813 = add nsw i32 %812, 1
  store i32 %813, ptr @n_fail, align 4, !tbaa !13
  br label %814

814:                                              ; preds = %811, %797
  %815 = add nuw nsw i64 %653, 1
  %816 = icmp eq i64 %815, %645
  br i1 %816, label %817, label %652, !llvm.loop !21

817:                                              ; preds = %814, %642
  call void @free(ptr noundef %643) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %818 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %819 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wchain, i32 noundef %818, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %105) #11
  %820 = call noalias ptr @malloc(i64 noundef %110) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %820, ptr nonnull readonly align 16 %2, i64 %113, i1 false)
  %821 = zext i32 %105 to i64
  br i1 %114, label %1024, label %822

822:                                              ; preds = %817
  %823 = icmp ult i64 %103, 2
  %824 = add i32 %105, -1
  %825 = zext i32 %824 to i64
  %826 = icmp ult i32 %824, 8
  %827 = and i64 %825, 4294967288
  %828 = or disjoint i64 %827, 1
  %829 = icmp eq i64 %827, %825
  %830 = icmp ult i32 %824, 8
  %831 = and i64 %825, 4294967288
  %832 = or disjoint i64 %831, 1
  %833 = icmp eq i64 %831, %825
  br label %834

834:                                              ; preds = %822, %1021
  %835 = phi i64 [ 0, %822 ], [ %1022, %1021 ]
  %836 = getelementptr inbounds double, ptr %3, i64 %835
  %837 = load double, ptr %836, align 8, !tbaa !9
  %838 = getelementptr inbounds double, ptr %820, i64 %835
  %839 = load double, ptr %838, align 8, !tbaa !9
  %840 = call fast double @llvm.fabs.f64(double %839)
  %841 = call fast double @llvm.maxnum.f64(double %840, double 1.000000e+00)
  %842 = fmul fast double %841, 0x3EB0C6F7A0B5ED8D
  %843 = fadd fast double %842, %839
  %844 = fsub fast double %839, %842
  store double %843, ptr %838, align 8, !tbaa !9
  br i1 %823, label %845, label %1005

845:                                              ; preds = %834
  br i1 %826, label %892, label %846

846:                                              ; preds = %845, %846
  %847 = phi i64 [ %885, %846 ], [ 0, %845 ]
  %848 = phi <4 x double> [ %883, %846 ], [ zeroinitializer, %845 ]
  %849 = phi <4 x double> [ %884, %846 ], [ zeroinitializer, %845 ]
  %850 = phi <4 x double> [ %869, %846 ], [ zeroinitializer, %845 ]
  %851 = phi <4 x double> [ %870, %846 ], [ zeroinitializer, %845 ]
  %852 = or disjoint i64 %847, 1
  %853 = getelementptr inbounds double, ptr %1, i64 %847
  %854 = getelementptr inbounds i8, ptr %853, i64 32
  %855 = load <4 x double>, ptr %853, align 16, !tbaa !9
  %856 = load <4 x double>, ptr %854, align 16, !tbaa !9
  %857 = getelementptr inbounds double, ptr %820, i64 %847
  %858 = getelementptr inbounds i8, ptr %857, i64 32
  %859 = load <4 x double>, ptr %857, align 8, !tbaa !9
  %860 = load <4 x double>, ptr %858, align 8, !tbaa !9
  %861 = fmul fast <4 x double> %859, %855
  %862 = fmul fast <4 x double> %860, %856
  %863 = getelementptr inbounds double, ptr %820, i64 %852
  %864 = getelementptr inbounds i8, ptr %863, i64 32
  %865 = load <4 x double>, ptr %863, align 8, !tbaa !9
  %866 = load <4 x double>, ptr %864, align 8, !tbaa !9
  %867 = fmul fast <4 x double> %861, %865
  %868 = fmul fast <4 x double> %862, %866
  %869 = fadd fast <4 x double> %867, %850
  %870 = fadd fast <4 x double> %868, %851
  %871 = getelementptr inbounds double, ptr %1, i64 %852
  %872 = getelementptr inbounds i8, ptr %871, i64 32
  %873 = load <4 x double>, ptr %871, align 8, !tbaa !9
  %874 = load <4 x double>, ptr %872, align 8, !tbaa !9
  %875 = fneg fast <4 x double> %859
  %876 = fneg fast <4 x double> %860
  %877 = fmul fast <4 x double> %859, %875
  %878 = fmul fast <4 x double> %860, %876
  %879 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %877)
  %880 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %878)
  %881 = fmul fast <4 x double> %879, %873
  %882 = fmul fast <4 x double> %880, %874
  %883 = fadd fast <4 x double> %881, %848
  %884 = fadd fast <4 x double> %882, %849
  %885 = add nuw i64 %847, 8
  %886 = icmp eq i64 %885, %827
  br i1 %886, label %887, label %846, !llvm.loop !34

887:                                              ; preds = %846
  %888 = fadd fast <4 x double> %884, %883
  %889 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %888)
  %890 = fadd fast <4 x double> %870, %869
  %891 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %890)
  br i1 %829, label %921, label %892

892:                                              ; preds = %887, %845
  %893 = phi i64 [ 0, %845 ], [ %827, %887 ]
  %894 = phi i64 [ 1, %845 ], [ %828, %887 ]
  %895 = phi double [ 0.000000e+00, %845 ], [ %889, %887 ]
  %896 = phi double [ 0.000000e+00, %845 ], [ %891, %887 ]
  br label %897

897:                                              ; preds = %892, %897
  %898 = phi i64 [ %919, %897 ], [ %893, %892 ]
  %899 = phi i64 [ %918, %897 ], [ %894, %892 ]
  %900 = phi double [ %917, %897 ], [ %895, %892 ]
  %901 = phi double [ %910, %897 ], [ %896, %892 ]
  %902 = getelementptr inbounds double, ptr %1, i64 %898
  %903 = load double, ptr %902, align 8, !tbaa !9
  %904 = getelementptr inbounds double, ptr %820, i64 %898
  %905 = load double, ptr %904, align 8, !tbaa !9
  %906 = fmul fast double %905, %903
  %907 = getelementptr inbounds double, ptr %820, i64 %899
  %908 = load double, ptr %907, align 8, !tbaa !9
  %909 = fmul fast double %906, %908
  %910 = fadd fast double %909, %901
  %911 = getelementptr inbounds double, ptr %1, i64 %899
  %912 = load double, ptr %911, align 8, !tbaa !9
  %913 = fneg fast double %905
  %914 = fmul fast double %905, %913
  %915 = call fast double @llvm.exp.f64(double %914)
  %916 = fmul fast double %915, %912
  %917 = fadd fast double %916, %900
  %918 = add nuw nsw i64 %899, 1
  %919 = add nuw nsw i64 %898, 1
  %920 = icmp eq i64 %919, %825
  br i1 %920, label %921, label %897, !llvm.loop !35

921:                                              ; preds = %897, %887
  %922 = phi double [ %891, %887 ], [ %910, %897 ]
  %923 = phi double [ %889, %887 ], [ %917, %897 ]
  store double %844, ptr %838, align 8, !tbaa !9
  br i1 %830, label %924, label %929

924:                                              ; preds = %970, %921
  %925 = phi i64 [ 0, %921 ], [ %831, %970 ]
  %926 = phi i64 [ 1, %921 ], [ %832, %970 ]
  %927 = phi double [ 0.000000e+00, %921 ], [ %972, %970 ]
  %928 = phi double [ 0.000000e+00, %921 ], [ %974, %970 ]
  br label %981

929:                                              ; preds = %921, %929
  %930 = phi i64 [ %968, %929 ], [ 0, %921 ]
  %931 = phi <4 x double> [ %966, %929 ], [ zeroinitializer, %921 ]
  %932 = phi <4 x double> [ %967, %929 ], [ zeroinitializer, %921 ]
  %933 = phi <4 x double> [ %952, %929 ], [ zeroinitializer, %921 ]
  %934 = phi <4 x double> [ %953, %929 ], [ zeroinitializer, %921 ]
  %935 = or disjoint i64 %930, 1
  %936 = getelementptr inbounds double, ptr %1, i64 %930
  %937 = getelementptr inbounds i8, ptr %936, i64 32
  %938 = load <4 x double>, ptr %936, align 16, !tbaa !9
  %939 = load <4 x double>, ptr %937, align 16, !tbaa !9
  %940 = getelementptr inbounds double, ptr %820, i64 %930
  %941 = getelementptr inbounds i8, ptr %940, i64 32
  %942 = load <4 x double>, ptr %940, align 8, !tbaa !9
  %943 = load <4 x double>, ptr %941, align 8, !tbaa !9
  %944 = fmul fast <4 x double> %942, %938
  %945 = fmul fast <4 x double> %943, %939
  %946 = getelementptr inbounds double, ptr %820, i64 %935
  %947 = getelementptr inbounds i8, ptr %946, i64 32
  %948 = load <4 x double>, ptr %946, align 8, !tbaa !9
  %949 = load <4 x double>, ptr %947, align 8, !tbaa !9
  %950 = fmul fast <4 x double> %944, %948
  %951 = fmul fast <4 x double> %945, %949
  %952 = fadd fast <4 x double> %950, %933
  %953 = fadd fast <4 x double> %951, %934
  %954 = getelementptr inbounds double, ptr %1, i64 %935
  %955 = getelementptr inbounds i8, ptr %954, i64 32
  %956 = load <4 x double>, ptr %954, align 8, !tbaa !9
  %957 = load <4 x double>, ptr %955, align 8, !tbaa !9
  %958 = fneg fast <4 x double> %942
  %959 = fneg fast <4 x double> %943
  %960 = fmul fast <4 x double> %942, %958
  %961 = fmul fast <4 x double> %943, %959
  %962 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %960)
  %963 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %961)
  %964 = fmul fast <4 x double> %962, %956
  %965 = fmul fast <4 x double> %963, %957
  %966 = fadd fast <4 x double> %964, %931
  %967 = fadd fast <4 x double> %965, %932
  %968 = add nuw i64 %930, 8
  %969 = icmp eq i64 %968, %831
  br i1 %969, label %970, label %929, !llvm.loop !36

970:                                              ; preds = %929
  %971 = fadd fast <4 x double> %967, %966
  %972 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %971)
  %973 = fadd fast <4 x double> %953, %952
  %974 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %973)
  br i1 %833, label %975, label %924

975:                                              ; preds = %981, %970
  %976 = phi double [ %974, %970 ], [ %994, %981 ]
  %977 = phi double [ %972, %970 ], [ %1001, %981 ]
  %978 = fmul fast double %923, %922
  %979 = fmul fast double %977, %976
  %980 = fsub fast double %978, %979
  br label %1005

981:                                              ; preds = %924, %981
  %982 = phi i64 [ %1003, %981 ], [ %925, %924 ]
  %983 = phi i64 [ %1002, %981 ], [ %926, %924 ]
  %984 = phi double [ %1001, %981 ], [ %927, %924 ]
  %985 = phi double [ %994, %981 ], [ %928, %924 ]
  %986 = getelementptr inbounds double, ptr %1, i64 %982
  %987 = load double, ptr %986, align 8, !tbaa !9
  %988 = getelementptr inbounds double, ptr %820, i64 %982
  %989 = load double, ptr %988, align 8, !tbaa !9
  %990 = fmul fast double %989, %987
  %991 = getelementptr inbounds double, ptr %820, i64 %983
  %992 = load double, ptr %991, align 8, !tbaa !9
  %993 = fmul fast double %990, %992
  %994 = fadd fast double %993, %985
  %995 = getelementptr inbounds double, ptr %1, i64 %983
  %996 = load double, ptr %995, align 8, !tbaa !9
  %997 = fneg fast double %989
  %998 = fmul fast double %989, %997
  %999 = call fast double @llvm.exp.f64(double %998)
  %1000 = fmul fast double %999, %996
  %1001 = fadd fast double %1000, %984
  %1002 = add nuw nsw i64 %983, 1
  %1003 = add nuw nsw i64 %982, 1
  %1004 = icmp eq i64 %1003, %825
  br i1 %1004, label %975, label %981, !llvm.loop !37

1005:                                             ; preds = %834, %975
  %1006 = phi double [ %980, %975 ], [ 0.000000e+00, %834 ]
  store double %839, ptr %838, align 8, !tbaa !9
  %1007 = fmul fast double %841, 2.000000e-06
  %1008 = fdiv fast double %1006, %1007
  %1009 = call fast double @llvm.fabs.f64(double %1008)
  %1010 = call fast double @llvm.maxnum.f64(double %1009, double 1.000000e+00)
  %1011 = fsub fast double %837, %1008
  %1012 = call fast double @llvm.fabs.f64(double %1011)
  %1013 = fmul fast double %1010, 0x3EB0C6F7A0B5ED8D
  %1014 = fcmp fast ole double %1012, %1013
  %1015 = select i1 %1014, ptr @.str.12, ptr @.str.13
  %1016 = trunc nuw nsw i64 %835 to i32
  %1017 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i32 noundef %1016, double noundef nofpclass(nan inf) %837, double noundef nofpclass(nan inf) %1008, ptr noundef nonnull %1015)
  br i1 %1014, label %1021, label %1018

1018:                                             ; preds = %1005
  %1019 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1020 = add nsw i32 %1019, 1
  store i32 %1020, ptr @n_fail, align 4, !tbaa !13
  br label %1021

1021:                                             ; preds = %1018, %1005
  %1022 = add nuw nsw i64 %835, 1
  %1023 = icmp eq i64 %1022, %821
  br i1 %1023, label %1024, label %834, !llvm.loop !21

1024:                                             ; preds = %1021, %817
  call void @free(ptr noundef %820) #11
  %1025 = icmp eq i64 %103, 0
  %1026 = and i64 %821, 4294967280
  %1027 = icmp eq i64 %1026, %821
  %1028 = icmp eq i64 %103, 0
  %1029 = and i64 %821, 4294967280
  %1030 = icmp eq i64 %1029, %821
  %1031 = icmp eq i64 %103, 0
  %1032 = and i64 %821, 4294967280
  %1033 = icmp eq i64 %1032, %821
  %1034 = icmp eq i64 %103, 0
  %1035 = and i64 %821, 4294967280
  %1036 = icmp eq i64 %1035, %821
  br label %1040

1037:                                             ; preds = %1385
  %1038 = add nuw nsw i64 %103, 1
  %1039 = icmp eq i64 %1038, 4
  br i1 %1039, label %97, label %102, !llvm.loop !38

1040:                                             ; preds = %1024, %1385
  %1041 = phi i1 [ true, %1024 ], [ false, %1385 ]
  %1042 = phi i32 [ 0, %1024 ], [ 1, %1385 ]
  %1043 = select fast i1 %1041, double 0x3FE6666666666666, double -4.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %1044 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1045 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %1044, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef nofpclass(nan inf) %1043, i32 noundef %105) #11
  %1046 = call noalias ptr @malloc(i64 noundef %110) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1046, ptr nonnull readonly align 16 %2, i64 %113, i1 false)
  br i1 %114, label %1209, label %1047

1047:                                             ; preds = %1040
  %1048 = select i1 %1041, double 0x3FE579FC90527845, double 0x3FEB9611A7B9611A
  %1049 = insertelement <4 x double> poison, double %1043, i64 0
  %1050 = shufflevector <4 x double> %1049, <4 x double> poison, <4 x i32> zeroinitializer
  %1051 = insertelement <4 x double> poison, double %1043, i64 0
  %1052 = shufflevector <4 x double> %1051, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1053

1053:                                             ; preds = %1206, %1047
  %1054 = phi i64 [ 0, %1047 ], [ %1207, %1206 ]
  %1055 = getelementptr inbounds double, ptr %3, i64 %1054
  %1056 = load double, ptr %1055, align 8, !tbaa !9
  %1057 = getelementptr inbounds double, ptr %1046, i64 %1054
  %1058 = load double, ptr %1057, align 8, !tbaa !9
  %1059 = call fast double @llvm.fabs.f64(double %1058)
  %1060 = call fast double @llvm.maxnum.f64(double %1059, double 1.000000e+00)
  %1061 = fmul fast double %1060, 0x3EB0C6F7A0B5ED8D
  %1062 = fadd fast double %1061, %1058
  store double %1062, ptr %1057, align 8, !tbaa !9
  br i1 %1025, label %1063, label %1108

1063:                                             ; preds = %1053, %1063
  %1064 = phi i64 [ %1101, %1063 ], [ 0, %1053 ]
  %1065 = phi <4 x double> [ %1097, %1063 ], [ zeroinitializer, %1053 ]
  %1066 = phi <4 x double> [ %1098, %1063 ], [ zeroinitializer, %1053 ]
  %1067 = phi <4 x double> [ %1099, %1063 ], [ zeroinitializer, %1053 ]
  %1068 = phi <4 x double> [ %1100, %1063 ], [ zeroinitializer, %1053 ]
  %1069 = getelementptr inbounds double, ptr %1, i64 %1064
  %1070 = getelementptr inbounds i8, ptr %1069, i64 32
  %1071 = getelementptr inbounds i8, ptr %1069, i64 64
  %1072 = getelementptr inbounds i8, ptr %1069, i64 96
  %1073 = load <4 x double>, ptr %1069, align 16, !tbaa !9
  %1074 = load <4 x double>, ptr %1070, align 16, !tbaa !9
  %1075 = load <4 x double>, ptr %1071, align 16, !tbaa !9
  %1076 = load <4 x double>, ptr %1072, align 16, !tbaa !9
  %1077 = getelementptr inbounds double, ptr %1046, i64 %1064
  %1078 = getelementptr inbounds i8, ptr %1077, i64 32
  %1079 = getelementptr inbounds i8, ptr %1077, i64 64
  %1080 = getelementptr inbounds i8, ptr %1077, i64 96
  %1081 = load <4 x double>, ptr %1077, align 8, !tbaa !9
  %1082 = load <4 x double>, ptr %1078, align 8, !tbaa !9
  %1083 = load <4 x double>, ptr %1079, align 8, !tbaa !9
  %1084 = load <4 x double>, ptr %1080, align 8, !tbaa !9
  %1085 = fmul fast <4 x double> %1081, %1050
  %1086 = fmul fast <4 x double> %1082, %1050
  %1087 = fmul fast <4 x double> %1083, %1050
  %1088 = fmul fast <4 x double> %1084, %1050
  %1089 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1085)
  %1090 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1086)
  %1091 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1087)
  %1092 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1088)
  %1093 = fmul fast <4 x double> %1089, %1073
  %1094 = fmul fast <4 x double> %1090, %1074
  %1095 = fmul fast <4 x double> %1091, %1075
  %1096 = fmul fast <4 x double> %1092, %1076
  %1097 = fadd fast <4 x double> %1093, %1065
  %1098 = fadd fast <4 x double> %1094, %1066
  %1099 = fadd fast <4 x double> %1095, %1067
  %1100 = fadd fast <4 x double> %1096, %1068
  %1101 = add nuw i64 %1064, 16
  %1102 = icmp eq i64 %1101, %1026
  br i1 %1102, label %1103, label %1063, !llvm.loop !39

1103:                                             ; preds = %1063
  %1104 = fadd fast <4 x double> %1098, %1097
  %1105 = fadd fast <4 x double> %1099, %1104
  %1106 = fadd fast <4 x double> %1100, %1105
  %1107 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1106)
  br i1 %1027, label %1124, label %1108

1108:                                             ; preds = %1103, %1053
  %1109 = phi i64 [ 0, %1053 ], [ %1026, %1103 ]
  %1110 = phi double [ 0.000000e+00, %1053 ], [ %1107, %1103 ]
  br label %1111

1111:                                             ; preds = %1108, %1111
  %1112 = phi i64 [ %1122, %1111 ], [ %1109, %1108 ]
  %1113 = phi double [ %1121, %1111 ], [ %1110, %1108 ]
  %1114 = getelementptr inbounds double, ptr %1, i64 %1112
  %1115 = load double, ptr %1114, align 8, !tbaa !9
  %1116 = getelementptr inbounds double, ptr %1046, i64 %1112
  %1117 = load double, ptr %1116, align 8, !tbaa !9
  %1118 = fmul fast double %1117, %1043
  %1119 = call fast double @llvm.exp.f64(double %1118)
  %1120 = fmul fast double %1119, %1115
  %1121 = fadd fast double %1120, %1113
  %1122 = add nuw nsw i64 %1112, 1
  %1123 = icmp eq i64 %1122, %821
  br i1 %1123, label %1124, label %1111, !llvm.loop !40

1124:                                             ; preds = %1111, %1103
  %1125 = phi double [ %1107, %1103 ], [ %1121, %1111 ]
  %1126 = fsub fast double %1058, %1061
  store double %1126, ptr %1057, align 8, !tbaa !9
  br i1 %1028, label %1127, label %1172

1127:                                             ; preds = %1124, %1127
  %1128 = phi i64 [ %1165, %1127 ], [ 0, %1124 ]
  %1129 = phi <4 x double> [ %1161, %1127 ], [ zeroinitializer, %1124 ]
  %1130 = phi <4 x double> [ %1162, %1127 ], [ zeroinitializer, %1124 ]
  %1131 = phi <4 x double> [ %1163, %1127 ], [ zeroinitializer, %1124 ]
  %1132 = phi <4 x double> [ %1164, %1127 ], [ zeroinitializer, %1124 ]
  %1133 = getelementptr inbounds double, ptr %1, i64 %1128
  %1134 = getelementptr inbounds i8, ptr %1133, i64 32
  %1135 = getelementptr inbounds i8, ptr %1133, i64 64
  %1136 = getelementptr inbounds i8, ptr %1133, i64 96
  %1137 = load <4 x double>, ptr %1133, align 16, !tbaa !9
  %1138 = load <4 x double>, ptr %1134, align 16, !tbaa !9
  %1139 = load <4 x double>, ptr %1135, align 16, !tbaa !9
  %1140 = load <4 x double>, ptr %1136, align 16, !tbaa !9
  %1141 = getelementptr inbounds double, ptr %1046, i64 %1128
  %1142 = getelementptr inbounds i8, ptr %1141, i64 32
  %1143 = getelementptr inbounds i8, ptr %1141, i64 64
  %1144 = getelementptr inbounds i8, ptr %1141, i64 96
  %1145 = load <4 x double>, ptr %1141, align 8, !tbaa !9
  %1146 = load <4 x double>, ptr %1142, align 8, !tbaa !9
  %1147 = load <4 x double>, ptr %1143, align 8, !tbaa !9
  %1148 = load <4 x double>, ptr %1144, align 8, !tbaa !9
  %1149 = fmul fast <4 x double> %1145, %1052
  %1150 = fmul fast <4 x double> %1146, %1052
  %1151 = fmul fast <4 x double> %1147, %1052
  %1152 = fmul fast <4 x double> %1148, %1052
  %1153 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1149)
  %1154 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1150)
  %1155 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1151)
  %1156 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1152)
  %1157 = fmul fast <4 x double> %1153, %1137
  %1158 = fmul fast <4 x double> %1154, %1138
  %1159 = fmul fast <4 x double> %1155, %1139
  %1160 = fmul fast <4 x double> %1156, %1140
  %1161 = fadd fast <4 x double> %1157, %1129
  %1162 = fadd fast <4 x double> %1158, %1130
  %1163 = fadd fast <4 x double> %1159, %1131
  %1164 = fadd fast <4 x double> %1160, %1132
  %1165 = add nuw i64 %1128, 16
  %1166 = icmp eq i64 %1165, %1029
  br i1 %1166, label %1167, label %1127, !llvm.loop !41

1167:                                             ; preds = %1127
  %1168 = fadd fast <4 x double> %1162, %1161
  %1169 = fadd fast <4 x double> %1163, %1168
  %1170 = fadd fast <4 x double> %1164, %1169
  %1171 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1170)
  br i1 %1030, label %1188, label %1172

1172:                                             ; preds = %1167, %1124
  %1173 = phi i64 [ 0, %1124 ], [ %1029, %1167 ]
  %1174 = phi double [ 0.000000e+00, %1124 ], [ %1171, %1167 ]
  br label %1175

1175:                                             ; preds = %1172, %1175
  %1176 = phi i64 [ %1186, %1175 ], [ %1173, %1172 ]
  %1177 = phi double [ %1185, %1175 ], [ %1174, %1172 ]
  %1178 = getelementptr inbounds double, ptr %1, i64 %1176
  %1179 = load double, ptr %1178, align 8, !tbaa !9
  %1180 = getelementptr inbounds double, ptr %1046, i64 %1176
  %1181 = load double, ptr %1180, align 8, !tbaa !9
  %1182 = fmul fast double %1181, %1043
  %1183 = call fast double @llvm.exp.f64(double %1182)
  %1184 = fmul fast double %1183, %1179
  %1185 = fadd fast double %1184, %1177
  %1186 = add nuw nsw i64 %1176, 1
  %1187 = icmp eq i64 %1186, %821
  br i1 %1187, label %1188, label %1175, !llvm.loop !42

1188:                                             ; preds = %1175, %1167
  %1189 = phi double [ %1171, %1167 ], [ %1185, %1175 ]
  store double %1058, ptr %1057, align 8, !tbaa !9
  %1190 = fsub fast double %1125, %1189
  %1191 = fmul fast double %1190, %1048
  %1192 = fmul fast double %1060, 2.000000e-06
  %1193 = fdiv fast double %1191, %1192
  %1194 = call fast double @llvm.fabs.f64(double %1193)
  %1195 = call fast double @llvm.maxnum.f64(double %1194, double 1.000000e+00)
  %1196 = fsub fast double %1056, %1193
  %1197 = call fast double @llvm.fabs.f64(double %1196)
  %1198 = fmul fast double %1195, 0x3EB0C6F7A0B5ED8D
  %1199 = fcmp fast ole double %1197, %1198
  %1200 = select i1 %1199, ptr @.str.12, ptr @.str.13
  %1201 = trunc nuw nsw i64 %1054 to i32
  %1202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %1201, double noundef nofpclass(nan inf) %1056, double noundef nofpclass(nan inf) %1193, ptr noundef nonnull %1200)
  br i1 %1199, label %1206, label %1203

1203:                                             ; preds = %1188
  %1204 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1205 = add nsw i32 %1204, 1
  store i32 %1205, ptr @n_fail, align 4, !tbaa !13
  br label %1206

1206:                                             ; preds = %1203, %1188
  %1207 = add nuw nsw i64 %1054, 1
  %1208 = icmp eq i64 %1207, %821
  br i1 %1208, label %1209, label %1053, !llvm.loop !21

1209:                                             ; preds = %1206, %1040
  call void @free(ptr noundef %1046) #11
  %1210 = select fast i1 %1041, double 0x3FE6666666666666, double 4.000000e-01
  %1211 = call fast double @llvm.maxnum.f64(double %1210, double 1.000000e+00)
  %1212 = fmul fast double %1211, 0x3EB0C6F7A0B5ED8D
  %1213 = fadd fast double %1212, %1043
  br i1 %114, label %1266, label %1214

1214:                                             ; preds = %1209
  br i1 %1031, label %1218, label %1215

1215:                                             ; preds = %1261, %1214
  %1216 = phi i64 [ 0, %1214 ], [ %1032, %1261 ]
  %1217 = phi double [ 0.000000e+00, %1214 ], [ %1265, %1261 ]
  br label %1268

1218:                                             ; preds = %1214
  %1219 = insertelement <4 x double> poison, double %1213, i64 0
  %1220 = shufflevector <4 x double> %1219, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1221

1221:                                             ; preds = %1221, %1218
  %1222 = phi i64 [ 0, %1218 ], [ %1259, %1221 ]
  %1223 = phi <4 x double> [ zeroinitializer, %1218 ], [ %1255, %1221 ]
  %1224 = phi <4 x double> [ zeroinitializer, %1218 ], [ %1256, %1221 ]
  %1225 = phi <4 x double> [ zeroinitializer, %1218 ], [ %1257, %1221 ]
  %1226 = phi <4 x double> [ zeroinitializer, %1218 ], [ %1258, %1221 ]
  %1227 = getelementptr inbounds double, ptr %1, i64 %1222
  %1228 = getelementptr inbounds i8, ptr %1227, i64 32
  %1229 = getelementptr inbounds i8, ptr %1227, i64 64
  %1230 = getelementptr inbounds i8, ptr %1227, i64 96
  %1231 = load <4 x double>, ptr %1227, align 16, !tbaa !9
  %1232 = load <4 x double>, ptr %1228, align 16, !tbaa !9
  %1233 = load <4 x double>, ptr %1229, align 16, !tbaa !9
  %1234 = load <4 x double>, ptr %1230, align 16, !tbaa !9
  %1235 = getelementptr inbounds double, ptr %2, i64 %1222
  %1236 = getelementptr inbounds i8, ptr %1235, i64 32
  %1237 = getelementptr inbounds i8, ptr %1235, i64 64
  %1238 = getelementptr inbounds i8, ptr %1235, i64 96
  %1239 = load <4 x double>, ptr %1235, align 16, !tbaa !9
  %1240 = load <4 x double>, ptr %1236, align 16, !tbaa !9
  %1241 = load <4 x double>, ptr %1237, align 16, !tbaa !9
  %1242 = load <4 x double>, ptr %1238, align 16, !tbaa !9
  %1243 = fmul fast <4 x double> %1239, %1220
  %1244 = fmul fast <4 x double> %1240, %1220
  %1245 = fmul fast <4 x double> %1241, %1220
  %1246 = fmul fast <4 x double> %1242, %1220
  %1247 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1243)
  %1248 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1244)
  %1249 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1245)
  %1250 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1246)
  %1251 = fmul fast <4 x double> %1247, %1231
  %1252 = fmul fast <4 x double> %1248, %1232
  %1253 = fmul fast <4 x double> %1249, %1233
  %1254 = fmul fast <4 x double> %1250, %1234
  %1255 = fadd fast <4 x double> %1251, %1223
  %1256 = fadd fast <4 x double> %1252, %1224
  %1257 = fadd fast <4 x double> %1253, %1225
  %1258 = fadd fast <4 x double> %1254, %1226
  %1259 = add nuw i64 %1222, 16
  %1260 = icmp eq i64 %1259, %1032
  br i1 %1260, label %1261, label %1221, !llvm.loop !43

1261:                                             ; preds = %1221
  %1262 = fadd fast <4 x double> %1256, %1255
  %1263 = fadd fast <4 x double> %1257, %1262
  %1264 = fadd fast <4 x double> %1258, %1263
  %1265 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1264)
  br i1 %1033, label %1281, label %1215

1266:                                             ; preds = %1209
  %1267 = fsub fast double %1043, %1212
  br label %1351

1268:                                             ; preds = %1215, %1268
  %1269 = phi i64 [ %1279, %1268 ], [ %1216, %1215 ]
  %1270 = phi double [ %1278, %1268 ], [ %1217, %1215 ]
  %1271 = getelementptr inbounds double, ptr %1, i64 %1269
  %1272 = load double, ptr %1271, align 8, !tbaa !9
  %1273 = getelementptr inbounds double, ptr %2, i64 %1269
  %1274 = load double, ptr %1273, align 8, !tbaa !9
  %1275 = fmul fast double %1274, %1213
  %1276 = call fast double @llvm.exp.f64(double %1275)
  %1277 = fmul fast double %1276, %1272
  %1278 = fadd fast double %1277, %1270
  %1279 = add nuw nsw i64 %1269, 1
  %1280 = icmp eq i64 %1279, %821
  br i1 %1280, label %1281, label %1268, !llvm.loop !44

1281:                                             ; preds = %1268, %1261
  %1282 = phi double [ %1265, %1261 ], [ %1278, %1268 ]
  %1283 = fmul fast double %1213, %1213
  %1284 = fadd fast double %1283, 1.000000e+00
  %1285 = fdiv fast double %1282, %1284
  %1286 = fsub fast double %1043, %1212
  br i1 %1034, label %1287, label %1335

1287:                                             ; preds = %1281
  %1288 = insertelement <4 x double> poison, double %1286, i64 0
  %1289 = shufflevector <4 x double> %1288, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1290

1290:                                             ; preds = %1290, %1287
  %1291 = phi i64 [ 0, %1287 ], [ %1328, %1290 ]
  %1292 = phi <4 x double> [ zeroinitializer, %1287 ], [ %1324, %1290 ]
  %1293 = phi <4 x double> [ zeroinitializer, %1287 ], [ %1325, %1290 ]
  %1294 = phi <4 x double> [ zeroinitializer, %1287 ], [ %1326, %1290 ]
  %1295 = phi <4 x double> [ zeroinitializer, %1287 ], [ %1327, %1290 ]
  %1296 = getelementptr inbounds double, ptr %1, i64 %1291
  %1297 = getelementptr inbounds i8, ptr %1296, i64 32
  %1298 = getelementptr inbounds i8, ptr %1296, i64 64
  %1299 = getelementptr inbounds i8, ptr %1296, i64 96
  %1300 = load <4 x double>, ptr %1296, align 16, !tbaa !9
  %1301 = load <4 x double>, ptr %1297, align 16, !tbaa !9
  %1302 = load <4 x double>, ptr %1298, align 16, !tbaa !9
  %1303 = load <4 x double>, ptr %1299, align 16, !tbaa !9
  %1304 = getelementptr inbounds double, ptr %2, i64 %1291
  %1305 = getelementptr inbounds i8, ptr %1304, i64 32
  %1306 = getelementptr inbounds i8, ptr %1304, i64 64
  %1307 = getelementptr inbounds i8, ptr %1304, i64 96
  %1308 = load <4 x double>, ptr %1304, align 16, !tbaa !9
  %1309 = load <4 x double>, ptr %1305, align 16, !tbaa !9
  %1310 = load <4 x double>, ptr %1306, align 16, !tbaa !9
  %1311 = load <4 x double>, ptr %1307, align 16, !tbaa !9
  %1312 = fmul fast <4 x double> %1308, %1289
  %1313 = fmul fast <4 x double> %1309, %1289
  %1314 = fmul fast <4 x double> %1310, %1289
  %1315 = fmul fast <4 x double> %1311, %1289
  %1316 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1312)
  %1317 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1313)
  %1318 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1314)
  %1319 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1315)
  %1320 = fmul fast <4 x double> %1316, %1300
  %1321 = fmul fast <4 x double> %1317, %1301
  %1322 = fmul fast <4 x double> %1318, %1302
  %1323 = fmul fast <4 x double> %1319, %1303
  %1324 = fadd fast <4 x double> %1320, %1292
  %1325 = fadd fast <4 x double> %1321, %1293
  %1326 = fadd fast <4 x double> %1322, %1294
  %1327 = fadd fast <4 x double> %1323, %1295
  %1328 = add nuw i64 %1291, 16
  %1329 = icmp eq i64 %1328, %1035
  br i1 %1329, label %1330, label %1290, !llvm.loop !45

1330:                                             ; preds = %1290
  %1331 = fadd fast <4 x double> %1325, %1324
  %1332 = fadd fast <4 x double> %1326, %1331
  %1333 = fadd fast <4 x double> %1327, %1332
  %1334 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1333)
  br i1 %1036, label %1351, label %1335

1335:                                             ; preds = %1330, %1281
  %1336 = phi i64 [ 0, %1281 ], [ %1035, %1330 ]
  %1337 = phi double [ 0.000000e+00, %1281 ], [ %1334, %1330 ]
  br label %1338

1338:                                             ; preds = %1335, %1338
  %1339 = phi i64 [ %1349, %1338 ], [ %1336, %1335 ]
  %1340 = phi double [ %1348, %1338 ], [ %1337, %1335 ]
  %1341 = getelementptr inbounds double, ptr %1, i64 %1339
  %1342 = load double, ptr %1341, align 8, !tbaa !9
  %1343 = getelementptr inbounds double, ptr %2, i64 %1339
  %1344 = load double, ptr %1343, align 8, !tbaa !9
  %1345 = fmul fast double %1344, %1286
  %1346 = call fast double @llvm.exp.f64(double %1345)
  %1347 = fmul fast double %1346, %1342
  %1348 = fadd fast double %1347, %1340
  %1349 = add nuw nsw i64 %1339, 1
  %1350 = icmp eq i64 %1349, %821
  br i1 %1350, label %1351, label %1338, !llvm.loop !46

1351:                                             ; preds = %1338, %1330, %1266
  %1352 = phi double [ %1267, %1266 ], [ %1286, %1330 ], [ %1286, %1338 ]
  %1353 = phi double [ 0.000000e+00, %1266 ], [ %1285, %1330 ], [ %1285, %1338 ]
  %1354 = phi double [ 0.000000e+00, %1266 ], [ %1334, %1330 ], [ %1348, %1338 ]
  %1355 = fmul fast double %1352, %1352
  %1356 = fadd fast double %1355, 1.000000e+00
  %1357 = fdiv fast double %1354, %1356
  %1358 = fsub fast double %1353, %1357
  %1359 = fmul fast double %1211, 2.000000e-06
  %1360 = fdiv fast double %1358, %1359
  %1361 = call fast double @llvm.fabs.f64(double %1360)
  %1362 = call fast double @llvm.maxnum.f64(double %1361, double 1.000000e+00)
  %1363 = fsub fast double %1045, %1360
  %1364 = call fast double @llvm.fabs.f64(double %1363)
  %1365 = fmul fast double %1362, 0x3EB0C6F7A0B5ED8D
  %1366 = fcmp fast ole double %1364, %1365
  %1367 = select i1 %1366, ptr @.str.12, ptr @.str.13
  %1368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %1042, double noundef nofpclass(nan inf) %1045, double noundef nofpclass(nan inf) %1360, ptr noundef nonnull %1367)
  br i1 %1366, label %1372, label %1369

1369:                                             ; preds = %1351
  %1370 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1371 = add nsw i32 %1370, 1
  store i32 %1371, ptr @n_fail, align 4, !tbaa !13
  br label %1372

1372:                                             ; preds = %1351, %1369
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %3, i8 0, i64 320, i1 false)
  %1373 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1374 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %1375 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %1376 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %1373, ptr noundef nonnull %1, i32 noundef %1374, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %1375, double noundef nofpclass(nan inf) %1043, i32 noundef %105) #11
  %1377 = fsub fast double %1376, %1360
  %1378 = call fast double @llvm.fabs.f64(double %1377)
  %1379 = fcmp fast ole double %1378, %1365
  %1380 = select i1 %1379, ptr @.str.12, ptr @.str.13
  %1381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %1042, double noundef nofpclass(nan inf) %1376, double noundef nofpclass(nan inf) %1360, ptr noundef nonnull %1380)
  br i1 %1379, label %1385, label %1382

1382:                                             ; preds = %1372
  %1383 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1384 = add nsw i32 %1383, 1
  store i32 %1384, ptr @n_fail, align 4, !tbaa !13
  br label %1385

1385:                                             ; preds = %1372, %1382
  br i1 %1041, label %1040, label %1037, !llvm.loop !47

1386:                                             ; preds = %97, %1405
  %1387 = phi i64 [ 0, %97 ], [ %1406, %1405 ]
  %1388 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 %1387
  %1389 = load double, ptr %1388, align 8, !tbaa !9
  %1390 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %1387
  %1391 = load double, ptr %1390, align 8, !tbaa !9
  %1392 = fmul fast double %1391, 2.000000e+00
  %1393 = call fast double @llvm.fabs.f64(double %1392)
  %1394 = call fast double @llvm.maxnum.f64(double %1393, double 1.000000e+00)
  %1395 = fsub fast double %1389, %1392
  %1396 = call fast double @llvm.fabs.f64(double %1395)
  %1397 = fmul fast double %1394, 0x3D719799812DEA11
  %1398 = fcmp fast ole double %1396, %1397
  %1399 = select i1 %1398, ptr @.str.12, ptr @.str.13
  %1400 = trunc nuw nsw i64 %1387 to i32
  %1401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %1400, double noundef nofpclass(nan inf) %1389, double noundef nofpclass(nan inf) %1392, ptr noundef nonnull %1399)
  br i1 %1398, label %1405, label %1402

1402:                                             ; preds = %1386
  %1403 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1404 = add nsw i32 %1403, 1
  store i32 %1404, ptr @n_fail, align 4, !tbaa !13
  br label %1405

1405:                                             ; preds = %1386, %1402
  %1406 = add nuw nsw i64 %1387, 1
  %1407 = icmp eq i64 %1406, 40
  br i1 %1407, label %1408, label %1386, !llvm.loop !48

1408:                                             ; preds = %1405
  store <4 x double> <double 0.000000e+00, double 2.500000e-01, double 5.000000e-01, double 7.500000e-01>, ptr %5, align 16, !tbaa !9
  %1409 = getelementptr inbounds i8, ptr %5, i64 32
  store <4 x double> <double 1.000000e+00, double 1.250000e+00, double 1.500000e+00, double 1.750000e+00>, ptr %1409, align 16, !tbaa !9
  %1410 = getelementptr inbounds i8, ptr %5, i64 64
  store <4 x double> <double 2.000000e+00, double 2.250000e+00, double 2.500000e+00, double 2.750000e+00>, ptr %1410, align 16, !tbaa !9
  %1411 = getelementptr inbounds i8, ptr %5, i64 96
  store <4 x double> <double 3.000000e+00, double 3.250000e+00, double 3.500000e+00, double 3.750000e+00>, ptr %1411, align 16, !tbaa !9
  %1412 = getelementptr inbounds i8, ptr %5, i64 128
  store <4 x double> <double 4.000000e+00, double 4.250000e+00, double 4.500000e+00, double 4.750000e+00>, ptr %1412, align 16, !tbaa !9
  %1413 = getelementptr inbounds i8, ptr %5, i64 160
  store <4 x double> <double 5.000000e+00, double 5.250000e+00, double 5.500000e+00, double 5.750000e+00>, ptr %1413, align 16, !tbaa !9
  %1414 = getelementptr inbounds i8, ptr %5, i64 192
  store <4 x double> <double 6.000000e+00, double 6.250000e+00, double 6.500000e+00, double 6.750000e+00>, ptr %1414, align 16, !tbaa !9
  %1415 = getelementptr inbounds i8, ptr %5, i64 224
  store <4 x double> <double 7.000000e+00, double 7.250000e+00, double 7.500000e+00, double 7.750000e+00>, ptr %1415, align 16, !tbaa !9
  %1416 = getelementptr inbounds i8, ptr %5, i64 256
  store <4 x double> <double 8.000000e+00, double 8.250000e+00, double 8.500000e+00, double 8.750000e+00>, ptr %1416, align 16, !tbaa !9
  %1417 = getelementptr inbounds i8, ptr %5, i64 288
  store <4 x double> <double 9.000000e+00, double 9.250000e+00, double 9.500000e+00, double 9.750000e+00>, ptr %1417, align 16, !tbaa !9
  %1418 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1419 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %1418, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef 40) #11
  br label %1426

1420:                                             ; preds = %1447
  %1421 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %1421)
  %1423 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1424 = icmp ne i32 %1423, 0
  %1425 = zext i1 %1424 to i32
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #11
  ret i32 %1425

1426:                                             ; preds = %1408, %1447
  %1427 = phi i64 [ 0, %1408 ], [ %1448, %1447 ]
  %1428 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 %1427
  %1429 = load double, ptr %1428, align 8, !tbaa !9
  %1430 = trunc nuw nsw i64 %1427 to i32
  %1431 = uitofp nneg i32 %1430 to double
  %1432 = fmul fast double %1431, 2.500000e-01
  %1433 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %1427
  %1434 = load double, ptr %1433, align 8, !tbaa !9
  %1435 = fadd fast double %1434, %1432
  %1436 = call fast double @llvm.fabs.f64(double %1435)
  %1437 = call fast double @llvm.maxnum.f64(double %1436, double 1.000000e+00)
  %1438 = fsub fast double %1429, %1435
  %1439 = call fast double @llvm.fabs.f64(double %1438)
  %1440 = fmul fast double %1437, 0x3D719799812DEA11
  %1441 = fcmp fast ole double %1439, %1440
  %1442 = select i1 %1441, ptr @.str.12, ptr @.str.13
  %1443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %1430, double noundef nofpclass(nan inf) %1429, double noundef nofpclass(nan inf) %1435, ptr noundef nonnull %1442)
  br i1 %1441, label %1447, label %1444

1444:                                             ; preds = %1426
  %1445 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1446 = add nsw i32 %1445, 1
  store i32 %1446, ptr @n_fail, align 4, !tbaa !13
  br label %1447

1447:                                             ; preds = %1426, %1444
  %1448 = add nuw nsw i64 %1427, 1
  %1449 = icmp eq i64 %1448, 40
  br i1 %1449, label %1420, label %1426, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @wsum(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %63

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %57, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %57 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %61, %57 ]
  br label %65

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483632
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %55, %13 ]
  %15 = phi <4 x double> [ zeroinitializer, %11 ], [ %51, %13 ]
  %16 = phi <4 x double> [ zeroinitializer, %11 ], [ %52, %13 ]
  %17 = phi <4 x double> [ zeroinitializer, %11 ], [ %53, %13 ]
  %18 = phi <4 x double> [ zeroinitializer, %11 ], [ %54, %13 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 32
  %21 = getelementptr inbounds i8, ptr %19, i64 64
  %22 = getelementptr inbounds i8, ptr %19, i64 96
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = getelementptr inbounds double, ptr %1, i64 %14
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  %29 = getelementptr inbounds i8, ptr %27, i64 64
  %30 = getelementptr inbounds i8, ptr %27, i64 96
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !9
  %32 = load <4 x double>, ptr %28, align 8, !tbaa !9
  %33 = load <4 x double>, ptr %29, align 8, !tbaa !9
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %35 = fmul fast <4 x double> %31, %23
  %36 = fmul fast <4 x double> %32, %24
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fmul fast <4 x double> %35, %31
  %40 = fmul fast <4 x double> %36, %32
  %41 = fmul fast <4 x double> %37, %33
  %42 = fmul fast <4 x double> %38, %34
  %43 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %35)
  %44 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %36)
  %45 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %37)
  %46 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %38)
  %47 = fadd fast <4 x double> %43, %15
  %48 = fadd fast <4 x double> %44, %16
  %49 = fadd fast <4 x double> %45, %17
  %50 = fadd fast <4 x double> %46, %18
  %51 = fadd fast <4 x double> %47, %39
  %52 = fadd fast <4 x double> %48, %40
  %53 = fadd fast <4 x double> %49, %41
  %54 = fadd fast <4 x double> %50, %42
  %55 = add nuw i64 %14, 16
  %56 = icmp eq i64 %55, %12
  br i1 %56, label %57, label %13, !llvm.loop !50

57:                                               ; preds = %13
  %58 = fadd fast <4 x double> %52, %51
  %59 = fadd fast <4 x double> %53, %58
  %60 = fadd fast <4 x double> %54, %59
  %61 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %60)
  %62 = icmp eq i64 %12, %6
  br i1 %62, label %63, label %8

63:                                               ; preds = %65, %57, %3
  %64 = phi double [ 0.000000e+00, %3 ], [ %61, %57 ], [ %76, %65 ]
  ret double %64

65:                                               ; preds = %8, %65
  %66 = phi i64 [ %77, %65 ], [ %9, %8 ]
  %67 = phi double [ %76, %65 ], [ %10, %8 ]
  %68 = getelementptr inbounds double, ptr %0, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = getelementptr inbounds double, ptr %1, i64 %66
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %69
  %73 = fmul fast double %72, %71
  %74 = tail call fast double @llvm.sin.f64(double %72)
  %75 = fadd fast double %74, %67
  %76 = fadd fast double %75, %73
  %77 = add nuw nsw i64 %66, 1
  %78 = icmp eq i64 %77, %6
  br i1 %78, label %63, label %65, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @wchain(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %68

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  %8 = icmp ult i32 %2, 9
  br i1 %8, label %9, label %14

9:                                                ; preds = %58, %5
  %10 = phi i64 [ 0, %5 ], [ %15, %58 ]
  %11 = phi i64 [ 1, %5 ], [ %16, %58 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %60, %58 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %62, %58 ]
  br label %70

14:                                               ; preds = %5
  %15 = and i64 %7, 2147483640
  %16 = or disjoint i64 %15, 1
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i64 [ 0, %14 ], [ %56, %17 ]
  %19 = phi <4 x double> [ zeroinitializer, %14 ], [ %54, %17 ]
  %20 = phi <4 x double> [ zeroinitializer, %14 ], [ %55, %17 ]
  %21 = phi <4 x double> [ zeroinitializer, %14 ], [ %40, %17 ]
  %22 = phi <4 x double> [ zeroinitializer, %14 ], [ %41, %17 ]
  %23 = or disjoint i64 %18, 1
  %24 = getelementptr inbounds double, ptr %0, i64 %18
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %28 = getelementptr inbounds double, ptr %1, i64 %18
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = load <4 x double>, ptr %28, align 8, !tbaa !9
  %31 = load <4 x double>, ptr %29, align 8, !tbaa !9
  %32 = fmul fast <4 x double> %30, %26
  %33 = fmul fast <4 x double> %31, %27
  %34 = getelementptr inbounds double, ptr %1, i64 %23
  %35 = getelementptr inbounds i8, ptr %34, i64 32
  %36 = load <4 x double>, ptr %34, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %35, align 8, !tbaa !9
  %38 = fmul fast <4 x double> %32, %36
  %39 = fmul fast <4 x double> %33, %37
  %40 = fadd fast <4 x double> %38, %21
  %41 = fadd fast <4 x double> %39, %22
  %42 = getelementptr inbounds double, ptr %0, i64 %23
  %43 = getelementptr inbounds i8, ptr %42, i64 32
  %44 = load <4 x double>, ptr %42, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %43, align 8, !tbaa !9
  %46 = fneg fast <4 x double> %30
  %47 = fneg fast <4 x double> %31
  %48 = fmul fast <4 x double> %30, %46
  %49 = fmul fast <4 x double> %31, %47
  %50 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %48)
  %51 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %49)
  %52 = fmul fast <4 x double> %50, %44
  %53 = fmul fast <4 x double> %51, %45
  %54 = fadd fast <4 x double> %52, %19
  %55 = fadd fast <4 x double> %53, %20
  %56 = add nuw i64 %18, 8
  %57 = icmp eq i64 %56, %15
  br i1 %57, label %58, label %17, !llvm.loop !52

58:                                               ; preds = %17
  %59 = fadd fast <4 x double> %55, %54
  %60 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %59)
  %61 = fadd fast <4 x double> %41, %40
  %62 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %61)
  %63 = icmp eq i64 %15, %7
  br i1 %63, label %64, label %9

64:                                               ; preds = %70, %58
  %65 = phi double [ %62, %58 ], [ %83, %70 ]
  %66 = phi double [ %60, %58 ], [ %90, %70 ]
  %67 = fmul fast double %66, %65
  br label %68

68:                                               ; preds = %64, %3
  %69 = phi double [ 0.000000e+00, %3 ], [ %67, %64 ]
  ret double %69

70:                                               ; preds = %9, %70
  %71 = phi i64 [ %92, %70 ], [ %10, %9 ]
  %72 = phi i64 [ %91, %70 ], [ %11, %9 ]
  %73 = phi double [ %90, %70 ], [ %12, %9 ]
  %74 = phi double [ %83, %70 ], [ %13, %9 ]
  %75 = getelementptr inbounds double, ptr %0, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = getelementptr inbounds double, ptr %1, i64 %71
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul fast double %78, %76
  %80 = getelementptr inbounds double, ptr %1, i64 %72
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul fast double %79, %81
  %83 = fadd fast double %82, %74
  %84 = getelementptr inbounds double, ptr %0, i64 %72
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = fneg fast double %78
  %87 = fmul fast double %78, %86
  %88 = tail call fast double @llvm.exp.f64(double %87)
  %89 = fmul fast double %88, %85
  %90 = fadd fast double %89, %73
  %91 = add nuw nsw i64 %72, 1
  %92 = add nuw nsw i64 %71, 1
  %93 = icmp eq i64 %92, %7
  br i1 %93, label %64, label %70, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @wscale(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, double noundef nofpclass(nan inf) %2, i32 noundef %3) #4 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %62

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 16
  br i1 %8, label %9, label %12

9:                                                ; preds = %56, %6
  %10 = phi i64 [ 0, %6 ], [ %13, %56 ]
  %11 = phi double [ 0.000000e+00, %6 ], [ %60, %56 ]
  br label %67

12:                                               ; preds = %6
  %13 = and i64 %7, 2147483632
  %14 = insertelement <4 x double> poison, double %2, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ 0, %12 ], [ %54, %16 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %50, %16 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %51, %16 ]
  %20 = phi <4 x double> [ zeroinitializer, %12 ], [ %52, %16 ]
  %21 = phi <4 x double> [ zeroinitializer, %12 ], [ %53, %16 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %17
  %23 = getelementptr inbounds i8, ptr %22, i64 32
  %24 = getelementptr inbounds i8, ptr %22, i64 64
  %25 = getelementptr inbounds i8, ptr %22, i64 96
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = getelementptr inbounds double, ptr %1, i64 %17
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = getelementptr inbounds i8, ptr %30, i64 64
  %33 = getelementptr inbounds i8, ptr %30, i64 96
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %38 = fmul fast <4 x double> %34, %15
  %39 = fmul fast <4 x double> %35, %15
  %40 = fmul fast <4 x double> %36, %15
  %41 = fmul fast <4 x double> %37, %15
  %42 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %38)
  %43 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %39)
  %44 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %40)
  %45 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %41)
  %46 = fmul fast <4 x double> %42, %26
  %47 = fmul fast <4 x double> %43, %27
  %48 = fmul fast <4 x double> %44, %28
  %49 = fmul fast <4 x double> %45, %29
  %50 = fadd fast <4 x double> %46, %18
  %51 = fadd fast <4 x double> %47, %19
  %52 = fadd fast <4 x double> %48, %20
  %53 = fadd fast <4 x double> %49, %21
  %54 = add nuw i64 %17, 16
  %55 = icmp eq i64 %54, %13
  br i1 %55, label %56, label %16, !llvm.loop !54

56:                                               ; preds = %16
  %57 = fadd fast <4 x double> %51, %50
  %58 = fadd fast <4 x double> %52, %57
  %59 = fadd fast <4 x double> %53, %58
  %60 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %59)
  %61 = icmp eq i64 %13, %7
  br i1 %61, label %62, label %9

62:                                               ; preds = %67, %56, %4
  %63 = phi double [ 0.000000e+00, %4 ], [ %60, %56 ], [ %77, %67 ]
  %64 = fmul fast double %2, %2
  %65 = fadd fast double %64, 1.000000e+00
  %66 = fdiv fast double %63, %65
  ret double %66

67:                                               ; preds = %9, %67
  %68 = phi i64 [ %78, %67 ], [ %10, %9 ]
  %69 = phi double [ %77, %67 ], [ %11, %9 ]
  %70 = getelementptr inbounds double, ptr %0, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = getelementptr inbounds double, ptr %1, i64 %68
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = fmul fast double %73, %2
  %75 = tail call fast double @llvm.exp.f64(double %74)
  %76 = fmul fast double %75, %71
  %77 = fadd fast double %76, %69
  %78 = add nuw nsw i64 %68, 1
  %79 = icmp eq i64 %78, %7
  br i1 %79, label %62, label %67, !llvm.loop !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !16}
!19 = distinct !{!19, !12, !16, !17}
!20 = distinct !{!20, !12, !17, !16}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !16, !17}
!23 = distinct !{!23, !12, !17, !16}
!24 = distinct !{!24, !12, !16, !17}
!25 = distinct !{!25, !12, !17, !16}
!26 = distinct !{!26, !12, !16, !17}
!27 = distinct !{!27, !12, !17, !16}
!28 = distinct !{!28, !12, !16, !17}
!29 = distinct !{!29, !12, !17, !16}
!30 = distinct !{!30, !12, !16, !17}
!31 = distinct !{!31, !12, !17, !16}
!32 = distinct !{!32, !12, !16, !17}
!33 = distinct !{!33, !12, !17, !16}
!34 = distinct !{!34, !12, !16, !17}
!35 = distinct !{!35, !12, !17, !16}
!36 = distinct !{!36, !12, !16, !17}
!37 = distinct !{!37, !12, !17, !16}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12, !16, !17}
!40 = distinct !{!40, !12, !17, !16}
!41 = distinct !{!41, !12, !16, !17}
!42 = distinct !{!42, !12, !17, !16}
!43 = distinct !{!43, !12, !16, !17}
!44 = distinct !{!44, !12, !17, !16}
!45 = distinct !{!45, !12, !16, !17}
!46 = distinct !{!46, !12, !17, !16}
!47 = distinct !{!47, !12}
!48 = distinct !{!48, !12}
!49 = distinct !{!49, !12}
!50 = distinct !{!50, !12, !16, !17}
!51 = distinct !{!51, !12, !17, !16}
!52 = distinct !{!52, !12, !16, !17}
!53 = distinct !{!53, !12, !17, !16}
!54 = distinct !{!54, !12, !16, !17}
!55 = distinct !{!55, !12, !17, !16}
