; ModuleID = 'weights.c'
source_filename = "weights.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, double, i32, i32 }

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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [40 x double], align 16
  %14 = alloca [40 x double], align 16
  %15 = alloca [40 x double], align 16
  %16 = alloca [40 x double], align 16
  %17 = alloca [40 x double], align 16
  %18 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %17) #13
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  %21 = getelementptr inbounds i8, ptr %13, i64 16
  %22 = getelementptr inbounds i8, ptr %13, i64 24
  %23 = getelementptr inbounds i8, ptr %13, i64 32
  br label %24

24:                                               ; preds = %24, %0
  %25 = phi i64 [ 0, %0 ], [ %62, %24 ]
  %26 = phi i64 [ %19, %0 ], [ %56, %24 ]
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = lshr i64 %28, 11
  %30 = uitofp nneg i64 %29 to double
  %31 = fmul fast double %30, 0x3CA0000000000000
  %32 = fadd fast double %31, 5.000000e-01
  %33 = getelementptr inbounds double, ptr %13, i64 %25
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = mul i64 %28, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = lshr i64 %35, 11
  %37 = uitofp nneg i64 %36 to double
  %38 = fmul fast double %37, 0x3CA0000000000000
  %39 = fadd fast double %38, 5.000000e-01
  %40 = getelementptr inbounds double, ptr %20, i64 %25
  store double %39, ptr %40, align 8, !tbaa !9
  %41 = mul i64 %35, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = lshr i64 %42, 11
  %44 = uitofp nneg i64 %43 to double
  %45 = fmul fast double %44, 0x3CA0000000000000
  %46 = fadd fast double %45, 5.000000e-01
  %47 = getelementptr inbounds double, ptr %21, i64 %25
  store double %46, ptr %47, align 8, !tbaa !9
  %48 = mul i64 %42, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = lshr i64 %49, 11
  %51 = uitofp nneg i64 %50 to double
  %52 = fmul fast double %51, 0x3CA0000000000000
  %53 = fadd fast double %52, 5.000000e-01
  %54 = getelementptr inbounds double, ptr %22, i64 %25
  store double %53, ptr %54, align 8, !tbaa !9
  %55 = mul i64 %49, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = lshr i64 %56, 11
  %58 = uitofp nneg i64 %57 to double
  %59 = fmul fast double %58, 0x3CA0000000000000
  %60 = fadd fast double %59, 5.000000e-01
  %61 = getelementptr inbounds double, ptr %23, i64 %25
  store double %60, ptr %61, align 8, !tbaa !9
  %62 = add nuw nsw i64 %25, 5
  %63 = icmp eq i64 %62, 40
  br i1 %63, label %64, label %24, !llvm.loop !11

64:                                               ; preds = %24
  %65 = getelementptr inbounds i8, ptr %14, i64 8
  %66 = getelementptr inbounds i8, ptr %14, i64 16
  %67 = getelementptr inbounds i8, ptr %14, i64 24
  %68 = getelementptr inbounds i8, ptr %14, i64 32
  br label %69

69:                                               ; preds = %69, %64
  %70 = phi i64 [ 0, %64 ], [ %107, %69 ]
  %71 = phi i64 [ %56, %64 ], [ %101, %69 ]
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = lshr i64 %73, 11
  %75 = uitofp nneg i64 %74 to double
  %76 = fmul fast double %75, 0x3CB0000000000000
  %77 = fadd fast double %76, -1.000000e+00
  %78 = getelementptr inbounds double, ptr %14, i64 %70
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = mul i64 %73, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = lshr i64 %80, 11
  %82 = uitofp nneg i64 %81 to double
  %83 = fmul fast double %82, 0x3CB0000000000000
  %84 = fadd fast double %83, -1.000000e+00
  %85 = getelementptr inbounds double, ptr %65, i64 %70
  store double %84, ptr %85, align 8, !tbaa !9
  %86 = mul i64 %80, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = lshr i64 %87, 11
  %89 = uitofp nneg i64 %88 to double
  %90 = fmul fast double %89, 0x3CB0000000000000
  %91 = fadd fast double %90, -1.000000e+00
  %92 = getelementptr inbounds double, ptr %66, i64 %70
  store double %91, ptr %92, align 8, !tbaa !9
  %93 = mul i64 %87, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = lshr i64 %94, 11
  %96 = uitofp nneg i64 %95 to double
  %97 = fmul fast double %96, 0x3CB0000000000000
  %98 = fadd fast double %97, -1.000000e+00
  %99 = getelementptr inbounds double, ptr %67, i64 %70
  store double %98, ptr %99, align 8, !tbaa !9
  %100 = mul i64 %94, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = lshr i64 %101, 11
  %103 = uitofp nneg i64 %102 to double
  %104 = fmul fast double %103, 0x3CB0000000000000
  %105 = fadd fast double %104, -1.000000e+00
  %106 = getelementptr inbounds double, ptr %68, i64 %70
  store double %105, ptr %106, align 8, !tbaa !9
  %107 = add nuw nsw i64 %70, 5
  %108 = icmp eq i64 %107, 40
  br i1 %108, label %109, label %69, !llvm.loop !11

109:                                              ; preds = %69
  store i64 %101, ptr @rng_state, align 8, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %18, i64 8
  %111 = getelementptr inbounds i8, ptr %18, i64 16
  %112 = getelementptr inbounds i8, ptr %18, i64 20
  br label %118

113:                                              ; preds = %328
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %114 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %114, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef 40) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %17, ptr noundef nonnull align 16 dereferenceable(320) %15, i64 320, i1 false)
  %116 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %117 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %116, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %17, i32 noundef 40) #13
  br label %1067

118:                                              ; preds = %109, %328
  %119 = phi i64 [ 0, %109 ], [ %329, %328 ]
  %120 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #13
  store ptr %13, ptr %18, align 8, !tbaa !15
  store double 0.000000e+00, ptr %110, align 8, !tbaa !18
  store i32 %121, ptr %111, align 8, !tbaa !19
  store i32 0, ptr %112, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %122 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %123 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %122, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %121) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %121, ptr noundef nonnull %15)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %124 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %125 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %126 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %124, ptr noundef nonnull %13, i32 noundef %125, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %124, i32 noundef %121) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %121, ptr noundef nonnull %15)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %16, i8 0, i64 320, i1 false)
  %127 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, ptr noundef nonnull %13, ptr noundef nonnull %16, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %121) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %121, ptr noundef nonnull %15)
  %128 = call i32 @llvm.smax.i32(i32 %121, i32 1)
  %129 = zext nneg i32 %128 to i64
  %130 = shl nuw nsw i64 %129, 3
  %131 = call noalias ptr @malloc(i64 noundef %130) #14
  %132 = sext i32 %121 to i64
  %133 = shl nsw i64 %132, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %131, ptr nonnull readonly align 16 %13, i64 %133, i1 false)
  %134 = icmp eq i64 %119, 3
  %135 = zext i32 %121 to i64
  br i1 %134, label %319, label %136

136:                                              ; preds = %118
  %137 = icmp eq i64 %119, 0
  %138 = and i64 %135, 4294967280
  %139 = icmp eq i64 %138, %135
  %140 = icmp eq i64 %119, 0
  %141 = and i64 %135, 4294967280
  %142 = icmp eq i64 %141, %135
  br label %143

143:                                              ; preds = %136, %316
  %144 = phi i64 [ %317, %316 ], [ 0, %136 ]
  %145 = getelementptr inbounds double, ptr %16, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = getelementptr inbounds double, ptr %131, i64 %144
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = call fast double @llvm.fabs.f64(double %148)
  %150 = call fast double @llvm.maxnum.f64(double %149, double 1.000000e+00)
  %151 = fmul fast double %150, 0x3EB0C6F7A0B5ED8D
  %152 = fadd fast double %151, %148
  store double %152, ptr %147, align 8, !tbaa !9
  br i1 %137, label %153, label %202

153:                                              ; preds = %143, %153
  %154 = phi i64 [ %195, %153 ], [ 0, %143 ]
  %155 = phi <4 x double> [ %191, %153 ], [ zeroinitializer, %143 ]
  %156 = phi <4 x double> [ %192, %153 ], [ zeroinitializer, %143 ]
  %157 = phi <4 x double> [ %193, %153 ], [ zeroinitializer, %143 ]
  %158 = phi <4 x double> [ %194, %153 ], [ zeroinitializer, %143 ]
  %159 = getelementptr inbounds double, ptr %131, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 32
  %161 = getelementptr inbounds i8, ptr %159, i64 64
  %162 = getelementptr inbounds i8, ptr %159, i64 96
  %163 = load <4 x double>, ptr %159, align 8, !tbaa !9
  %164 = load <4 x double>, ptr %160, align 8, !tbaa !9
  %165 = load <4 x double>, ptr %161, align 8, !tbaa !9
  %166 = load <4 x double>, ptr %162, align 8, !tbaa !9
  %167 = getelementptr inbounds double, ptr %14, i64 %154
  %168 = getelementptr inbounds i8, ptr %167, i64 32
  %169 = getelementptr inbounds i8, ptr %167, i64 64
  %170 = getelementptr inbounds i8, ptr %167, i64 96
  %171 = load <4 x double>, ptr %167, align 16, !tbaa !9
  %172 = load <4 x double>, ptr %168, align 16, !tbaa !9
  %173 = load <4 x double>, ptr %169, align 16, !tbaa !9
  %174 = load <4 x double>, ptr %170, align 16, !tbaa !9
  %175 = fmul fast <4 x double> %171, %163
  %176 = fmul fast <4 x double> %172, %164
  %177 = fmul fast <4 x double> %173, %165
  %178 = fmul fast <4 x double> %174, %166
  %179 = fmul fast <4 x double> %175, %171
  %180 = fmul fast <4 x double> %176, %172
  %181 = fmul fast <4 x double> %177, %173
  %182 = fmul fast <4 x double> %178, %174
  %183 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %175)
  %184 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %176)
  %185 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %177)
  %186 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %178)
  %187 = fadd fast <4 x double> %183, %155
  %188 = fadd fast <4 x double> %184, %156
  %189 = fadd fast <4 x double> %185, %157
  %190 = fadd fast <4 x double> %186, %158
  %191 = fadd fast <4 x double> %187, %179
  %192 = fadd fast <4 x double> %188, %180
  %193 = fadd fast <4 x double> %189, %181
  %194 = fadd fast <4 x double> %190, %182
  %195 = add nuw i64 %154, 16
  %196 = icmp eq i64 %195, %138
  br i1 %196, label %197, label %153, !llvm.loop !21

197:                                              ; preds = %153
  %198 = fadd fast <4 x double> %192, %191
  %199 = fadd fast <4 x double> %193, %198
  %200 = fadd fast <4 x double> %194, %199
  %201 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %200)
  br i1 %139, label %219, label %202

202:                                              ; preds = %197, %143
  %203 = phi i64 [ 0, %143 ], [ %138, %197 ]
  %204 = phi double [ 0.000000e+00, %143 ], [ %201, %197 ]
  br label %205

205:                                              ; preds = %202, %205
  %206 = phi i64 [ %217, %205 ], [ %203, %202 ]
  %207 = phi double [ %216, %205 ], [ %204, %202 ]
  %208 = getelementptr inbounds double, ptr %131, i64 %206
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds double, ptr %14, i64 %206
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = fmul fast double %211, %209
  %213 = fmul fast double %212, %211
  %214 = call fast double @llvm.sin.f64(double %212)
  %215 = fadd fast double %214, %207
  %216 = fadd fast double %215, %213
  %217 = add nuw nsw i64 %206, 1
  %218 = icmp eq i64 %217, %135
  br i1 %218, label %219, label %205, !llvm.loop !24

219:                                              ; preds = %205, %197
  %220 = phi double [ %201, %197 ], [ %216, %205 ]
  %221 = fsub fast double %148, %151
  store double %221, ptr %147, align 8, !tbaa !9
  br i1 %140, label %222, label %271

222:                                              ; preds = %219, %222
  %223 = phi i64 [ %264, %222 ], [ 0, %219 ]
  %224 = phi <4 x double> [ %260, %222 ], [ zeroinitializer, %219 ]
  %225 = phi <4 x double> [ %261, %222 ], [ zeroinitializer, %219 ]
  %226 = phi <4 x double> [ %262, %222 ], [ zeroinitializer, %219 ]
  %227 = phi <4 x double> [ %263, %222 ], [ zeroinitializer, %219 ]
  %228 = getelementptr inbounds double, ptr %131, i64 %223
  %229 = getelementptr inbounds i8, ptr %228, i64 32
  %230 = getelementptr inbounds i8, ptr %228, i64 64
  %231 = getelementptr inbounds i8, ptr %228, i64 96
  %232 = load <4 x double>, ptr %228, align 8, !tbaa !9
  %233 = load <4 x double>, ptr %229, align 8, !tbaa !9
  %234 = load <4 x double>, ptr %230, align 8, !tbaa !9
  %235 = load <4 x double>, ptr %231, align 8, !tbaa !9
  %236 = getelementptr inbounds double, ptr %14, i64 %223
  %237 = getelementptr inbounds i8, ptr %236, i64 32
  %238 = getelementptr inbounds i8, ptr %236, i64 64
  %239 = getelementptr inbounds i8, ptr %236, i64 96
  %240 = load <4 x double>, ptr %236, align 16, !tbaa !9
  %241 = load <4 x double>, ptr %237, align 16, !tbaa !9
  %242 = load <4 x double>, ptr %238, align 16, !tbaa !9
  %243 = load <4 x double>, ptr %239, align 16, !tbaa !9
  %244 = fmul fast <4 x double> %240, %232
  %245 = fmul fast <4 x double> %241, %233
  %246 = fmul fast <4 x double> %242, %234
  %247 = fmul fast <4 x double> %243, %235
  %248 = fmul fast <4 x double> %244, %240
  %249 = fmul fast <4 x double> %245, %241
  %250 = fmul fast <4 x double> %246, %242
  %251 = fmul fast <4 x double> %247, %243
  %252 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %244)
  %253 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %245)
  %254 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %246)
  %255 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %247)
  %256 = fadd fast <4 x double> %252, %224
  %257 = fadd fast <4 x double> %253, %225
  %258 = fadd fast <4 x double> %254, %226
  %259 = fadd fast <4 x double> %255, %227
  %260 = fadd fast <4 x double> %256, %248
  %261 = fadd fast <4 x double> %257, %249
  %262 = fadd fast <4 x double> %258, %250
  %263 = fadd fast <4 x double> %259, %251
  %264 = add nuw i64 %223, 16
  %265 = icmp eq i64 %264, %141
  br i1 %265, label %266, label %222, !llvm.loop !25

266:                                              ; preds = %222
  %267 = fadd fast <4 x double> %261, %260
  %268 = fadd fast <4 x double> %262, %267
  %269 = fadd fast <4 x double> %263, %268
  %270 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %269)
  br i1 %142, label %288, label %271

271:                                              ; preds = %266, %219
  %272 = phi i64 [ 0, %219 ], [ %141, %266 ]
  %273 = phi double [ 0.000000e+00, %219 ], [ %270, %266 ]
  br label %274

274:                                              ; preds = %271, %274
  %275 = phi i64 [ %286, %274 ], [ %272, %271 ]
  %276 = phi double [ %285, %274 ], [ %273, %271 ]
  %277 = getelementptr inbounds double, ptr %131, i64 %275
  %278 = load double, ptr %277, align 8, !tbaa !9
  %279 = getelementptr inbounds double, ptr %14, i64 %275
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = fmul fast double %280, %278
  %282 = fmul fast double %281, %280
  %283 = call fast double @llvm.sin.f64(double %281)
  %284 = fadd fast double %283, %276
  %285 = fadd fast double %284, %282
  %286 = add nuw nsw i64 %275, 1
  %287 = icmp eq i64 %286, %135
  br i1 %287, label %288, label %274, !llvm.loop !26

288:                                              ; preds = %274, %266
  %289 = phi double [ %270, %266 ], [ %285, %274 ]
  store double %148, ptr %147, align 8, !tbaa !9
  %290 = fsub fast double %220, %289
  %291 = fmul fast double %150, 2.000000e-06
  %292 = fdiv fast double %290, %291
  %293 = call fast double @llvm.fabs.f64(double %292)
  %294 = call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %146, ptr %12, align 8, !tbaa !9
  %295 = load volatile double, ptr %12, align 8, !tbaa !9
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %297, label %311, label %298

298:                                              ; preds = %288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %292, ptr %11, align 8, !tbaa !9
  %299 = load volatile double, ptr %11, align 8, !tbaa !9
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %301, label %311, label %302

302:                                              ; preds = %298
  %303 = fsub fast double %146, %292
  %304 = call fast double @llvm.fabs.f64(double %303)
  %305 = fmul fast double %294, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp fast ole double %304, %305
  %307 = freeze i1 %306
  br i1 %307, label %308, label %311

308:                                              ; preds = %302
  %309 = trunc nuw nsw i64 %144 to i32
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %309, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.12)
  br label %316

311:                                              ; preds = %302, %298, %288
  %312 = trunc nuw nsw i64 %144 to i32
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %312, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.13)
  %314 = load i32, ptr @n_fail, align 4, !tbaa !13
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr @n_fail, align 4, !tbaa !13
  br label %316

316:                                              ; preds = %311, %308
  %317 = add nuw nsw i64 %144, 1
  %318 = icmp eq i64 %317, %135
  br i1 %318, label %319, label %143, !llvm.loop !27

319:                                              ; preds = %316, %118
  call void @free(ptr noundef %131) #13
  store i32 1, ptr %112, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %320 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %321 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wchain, i32 noundef %320, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %121) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.4, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %121, ptr noundef nonnull %15)
  store i32 2, ptr %112, align 4, !tbaa !20
  %322 = icmp eq i64 %119, 0
  %323 = and i64 %135, 4294967280
  %324 = icmp eq i64 %323, %135
  %325 = icmp eq i64 %119, 0
  %326 = and i64 %135, 4294967280
  %327 = icmp eq i64 %326, %135
  br label %331

328:                                              ; preds = %1066
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #13
  %329 = add nuw nsw i64 %119, 1
  %330 = icmp eq i64 %329, 4
  br i1 %330, label %113, label %118, !llvm.loop !28

331:                                              ; preds = %319, %1066
  %332 = phi i1 [ true, %319 ], [ false, %1066 ]
  %333 = phi i32 [ 0, %319 ], [ 1, %1066 ]
  %334 = select fast i1 %332, double 0x3FE6666666666666, double -4.000000e-01
  store double %334, ptr %110, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %336 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %335, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, double noundef nofpclass(nan inf) %334, i32 noundef %121) #13
  %337 = call noalias ptr @malloc(i64 noundef %130) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %337, ptr nonnull readonly align 16 %14, i64 %133, i1 false)
  br i1 %134, label %869, label %338

338:                                              ; preds = %331, %866
  %339 = phi i64 [ %867, %866 ], [ 0, %331 ]
  %340 = getelementptr inbounds double, ptr %15, i64 %339
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = getelementptr inbounds double, ptr %337, i64 %339
  %343 = load double, ptr %342, align 8, !tbaa !9
  %344 = call fast double @llvm.fabs.f64(double %343)
  %345 = call fast double @llvm.maxnum.f64(double %344, double 1.000000e+00)
  %346 = fmul fast double %345, 0x3EB0C6F7A0B5ED8D
  %347 = fadd fast double %346, %343
  %348 = fsub fast double %343, %346
  store double %347, ptr %342, align 8, !tbaa !9
  %349 = load i32, ptr %112, align 4, !tbaa !20
  %350 = load ptr, ptr %18, align 8, !tbaa !15
  switch i32 %349, label %516 [
    i32 0, label %351
    i32 1, label %426
  ]

351:                                              ; preds = %338
  %352 = load i32, ptr %111, align 8, !tbaa !19
  %353 = icmp sgt i32 %352, 0
  br i1 %353, label %354, label %837

354:                                              ; preds = %351
  %355 = zext nneg i32 %352 to i64
  %356 = icmp ult i32 %352, 16
  br i1 %356, label %409, label %357

357:                                              ; preds = %354
  %358 = and i64 %355, 2147483632
  br label %359

359:                                              ; preds = %359, %357
  %360 = phi i64 [ 0, %357 ], [ %401, %359 ]
  %361 = phi <4 x double> [ zeroinitializer, %357 ], [ %397, %359 ]
  %362 = phi <4 x double> [ zeroinitializer, %357 ], [ %398, %359 ]
  %363 = phi <4 x double> [ zeroinitializer, %357 ], [ %399, %359 ]
  %364 = phi <4 x double> [ zeroinitializer, %357 ], [ %400, %359 ]
  %365 = getelementptr inbounds double, ptr %350, i64 %360
  %366 = getelementptr inbounds i8, ptr %365, i64 32
  %367 = getelementptr inbounds i8, ptr %365, i64 64
  %368 = getelementptr inbounds i8, ptr %365, i64 96
  %369 = load <4 x double>, ptr %365, align 8, !tbaa !9
  %370 = load <4 x double>, ptr %366, align 8, !tbaa !9
  %371 = load <4 x double>, ptr %367, align 8, !tbaa !9
  %372 = load <4 x double>, ptr %368, align 8, !tbaa !9
  %373 = getelementptr inbounds double, ptr %337, i64 %360
  %374 = getelementptr inbounds i8, ptr %373, i64 32
  %375 = getelementptr inbounds i8, ptr %373, i64 64
  %376 = getelementptr inbounds i8, ptr %373, i64 96
  %377 = load <4 x double>, ptr %373, align 8, !tbaa !9
  %378 = load <4 x double>, ptr %374, align 8, !tbaa !9
  %379 = load <4 x double>, ptr %375, align 8, !tbaa !9
  %380 = load <4 x double>, ptr %376, align 8, !tbaa !9
  %381 = fmul fast <4 x double> %377, %369
  %382 = fmul fast <4 x double> %378, %370
  %383 = fmul fast <4 x double> %379, %371
  %384 = fmul fast <4 x double> %380, %372
  %385 = fmul fast <4 x double> %381, %377
  %386 = fmul fast <4 x double> %382, %378
  %387 = fmul fast <4 x double> %383, %379
  %388 = fmul fast <4 x double> %384, %380
  %389 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %381)
  %390 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %382)
  %391 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %383)
  %392 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %384)
  %393 = fadd fast <4 x double> %389, %361
  %394 = fadd fast <4 x double> %390, %362
  %395 = fadd fast <4 x double> %391, %363
  %396 = fadd fast <4 x double> %392, %364
  %397 = fadd fast <4 x double> %393, %385
  %398 = fadd fast <4 x double> %394, %386
  %399 = fadd fast <4 x double> %395, %387
  %400 = fadd fast <4 x double> %396, %388
  %401 = add nuw i64 %360, 16
  %402 = icmp eq i64 %401, %358
  br i1 %402, label %403, label %359, !llvm.loop !29

403:                                              ; preds = %359
  %404 = fadd fast <4 x double> %398, %397
  %405 = fadd fast <4 x double> %399, %404
  %406 = fadd fast <4 x double> %400, %405
  %407 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %406)
  %408 = icmp eq i64 %358, %355
  br i1 %408, label %594, label %409

409:                                              ; preds = %403, %354
  %410 = phi i64 [ 0, %354 ], [ %358, %403 ]
  %411 = phi double [ 0.000000e+00, %354 ], [ %407, %403 ]
  br label %412

412:                                              ; preds = %409, %412
  %413 = phi i64 [ %424, %412 ], [ %410, %409 ]
  %414 = phi double [ %423, %412 ], [ %411, %409 ]
  %415 = getelementptr inbounds double, ptr %350, i64 %413
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = getelementptr inbounds double, ptr %337, i64 %413
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = fmul fast double %418, %416
  %420 = fmul fast double %419, %418
  %421 = call fast double @llvm.sin.f64(double %419)
  %422 = fadd fast double %421, %414
  %423 = fadd fast double %422, %420
  %424 = add nuw nsw i64 %413, 1
  %425 = icmp eq i64 %424, %355
  br i1 %425, label %594, label %412, !llvm.loop !30

426:                                              ; preds = %338
  %427 = load i32, ptr %111, align 8, !tbaa !19
  %428 = icmp sgt i32 %427, 1
  br i1 %428, label %429, label %837

429:                                              ; preds = %426
  %430 = add nsw i32 %427, -1
  %431 = zext nneg i32 %430 to i64
  %432 = icmp ult i32 %427, 9
  br i1 %432, label %433, label %438

433:                                              ; preds = %482, %429
  %434 = phi i64 [ 0, %429 ], [ %439, %482 ]
  %435 = phi i64 [ 1, %429 ], [ %440, %482 ]
  %436 = phi double [ 0.000000e+00, %429 ], [ %484, %482 ]
  %437 = phi double [ 0.000000e+00, %429 ], [ %486, %482 ]
  br label %492

438:                                              ; preds = %429
  %439 = and i64 %431, 2147483640
  %440 = or disjoint i64 %439, 1
  br label %441

441:                                              ; preds = %441, %438
  %442 = phi i64 [ 0, %438 ], [ %480, %441 ]
  %443 = phi <4 x double> [ zeroinitializer, %438 ], [ %478, %441 ]
  %444 = phi <4 x double> [ zeroinitializer, %438 ], [ %479, %441 ]
  %445 = phi <4 x double> [ zeroinitializer, %438 ], [ %464, %441 ]
  %446 = phi <4 x double> [ zeroinitializer, %438 ], [ %465, %441 ]
  %447 = or disjoint i64 %442, 1
  %448 = getelementptr inbounds double, ptr %350, i64 %442
  %449 = getelementptr inbounds i8, ptr %448, i64 32
  %450 = load <4 x double>, ptr %448, align 8, !tbaa !9
  %451 = load <4 x double>, ptr %449, align 8, !tbaa !9
  %452 = getelementptr inbounds double, ptr %337, i64 %442
  %453 = getelementptr inbounds i8, ptr %452, i64 32
  %454 = load <4 x double>, ptr %452, align 8, !tbaa !9
  %455 = load <4 x double>, ptr %453, align 8, !tbaa !9
  %456 = fmul fast <4 x double> %454, %450
  %457 = fmul fast <4 x double> %455, %451
  %458 = getelementptr inbounds double, ptr %337, i64 %447
  %459 = getelementptr inbounds i8, ptr %458, i64 32
  %460 = load <4 x double>, ptr %458, align 8, !tbaa !9
  %461 = load <4 x double>, ptr %459, align 8, !tbaa !9
  %462 = fmul fast <4 x double> %456, %460
  %463 = fmul fast <4 x double> %457, %461
  %464 = fadd fast <4 x double> %462, %445
  %465 = fadd fast <4 x double> %463, %446
  %466 = getelementptr inbounds double, ptr %350, i64 %447
  %467 = getelementptr inbounds i8, ptr %466, i64 32
  %468 = load <4 x double>, ptr %466, align 8, !tbaa !9
  %469 = load <4 x double>, ptr %467, align 8, !tbaa !9
  %470 = fneg fast <4 x double> %454
  %471 = fneg fast <4 x double> %455
  %472 = fmul fast <4 x double> %454, %470
  %473 = fmul fast <4 x double> %455, %471
  %474 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %472)
  %475 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %473)
  %476 = fmul fast <4 x double> %474, %468
  %477 = fmul fast <4 x double> %475, %469
  %478 = fadd fast <4 x double> %476, %443
  %479 = fadd fast <4 x double> %477, %444
  %480 = add nuw i64 %442, 8
  %481 = icmp eq i64 %480, %439
  br i1 %481, label %482, label %441, !llvm.loop !31

482:                                              ; preds = %441
  %483 = fadd fast <4 x double> %479, %478
  %484 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %483)
  %485 = fadd fast <4 x double> %465, %464
  %486 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %485)
  %487 = icmp eq i64 %439, %431
  br i1 %487, label %488, label %433

488:                                              ; preds = %492, %482
  %489 = phi double [ %486, %482 ], [ %505, %492 ]
  %490 = phi double [ %484, %482 ], [ %512, %492 ]
  %491 = fmul fast double %490, %489
  br label %594

492:                                              ; preds = %433, %492
  %493 = phi i64 [ %514, %492 ], [ %434, %433 ]
  %494 = phi i64 [ %513, %492 ], [ %435, %433 ]
  %495 = phi double [ %512, %492 ], [ %436, %433 ]
  %496 = phi double [ %505, %492 ], [ %437, %433 ]
  %497 = getelementptr inbounds double, ptr %350, i64 %493
  %498 = load double, ptr %497, align 8, !tbaa !9
  %499 = getelementptr inbounds double, ptr %337, i64 %493
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = fmul fast double %500, %498
  %502 = getelementptr inbounds double, ptr %337, i64 %494
  %503 = load double, ptr %502, align 8, !tbaa !9
  %504 = fmul fast double %501, %503
  %505 = fadd fast double %504, %496
  %506 = getelementptr inbounds double, ptr %350, i64 %494
  %507 = load double, ptr %506, align 8, !tbaa !9
  %508 = fneg fast double %500
  %509 = fmul fast double %500, %508
  %510 = call fast double @llvm.exp.f64(double %509)
  %511 = fmul fast double %510, %507
  %512 = fadd fast double %511, %495
  %513 = add nuw nsw i64 %494, 1
  %514 = add nuw nsw i64 %493, 1
  %515 = icmp eq i64 %514, %431
  br i1 %515, label %488, label %492, !llvm.loop !32

516:                                              ; preds = %338
  %517 = load double, ptr %110, align 8, !tbaa !18
  %518 = load i32, ptr %111, align 8, !tbaa !19
  %519 = icmp sgt i32 %518, 0
  br i1 %519, label %520, label %589

520:                                              ; preds = %516
  %521 = zext nneg i32 %518 to i64
  %522 = icmp ult i32 %518, 16
  br i1 %522, label %573, label %523

523:                                              ; preds = %520
  %524 = and i64 %521, 2147483632
  %525 = insertelement <4 x double> poison, double %517, i64 0
  %526 = shufflevector <4 x double> %525, <4 x double> poison, <4 x i32> zeroinitializer
  br label %527

527:                                              ; preds = %527, %523
  %528 = phi i64 [ 0, %523 ], [ %565, %527 ]
  %529 = phi <4 x double> [ zeroinitializer, %523 ], [ %561, %527 ]
  %530 = phi <4 x double> [ zeroinitializer, %523 ], [ %562, %527 ]
  %531 = phi <4 x double> [ zeroinitializer, %523 ], [ %563, %527 ]
  %532 = phi <4 x double> [ zeroinitializer, %523 ], [ %564, %527 ]
  %533 = getelementptr inbounds double, ptr %350, i64 %528
  %534 = getelementptr inbounds i8, ptr %533, i64 32
  %535 = getelementptr inbounds i8, ptr %533, i64 64
  %536 = getelementptr inbounds i8, ptr %533, i64 96
  %537 = load <4 x double>, ptr %533, align 8, !tbaa !9
  %538 = load <4 x double>, ptr %534, align 8, !tbaa !9
  %539 = load <4 x double>, ptr %535, align 8, !tbaa !9
  %540 = load <4 x double>, ptr %536, align 8, !tbaa !9
  %541 = getelementptr inbounds double, ptr %337, i64 %528
  %542 = getelementptr inbounds i8, ptr %541, i64 32
  %543 = getelementptr inbounds i8, ptr %541, i64 64
  %544 = getelementptr inbounds i8, ptr %541, i64 96
  %545 = load <4 x double>, ptr %541, align 8, !tbaa !9
  %546 = load <4 x double>, ptr %542, align 8, !tbaa !9
  %547 = load <4 x double>, ptr %543, align 8, !tbaa !9
  %548 = load <4 x double>, ptr %544, align 8, !tbaa !9
  %549 = fmul fast <4 x double> %545, %526
  %550 = fmul fast <4 x double> %546, %526
  %551 = fmul fast <4 x double> %547, %526
  %552 = fmul fast <4 x double> %548, %526
  %553 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %549)
  %554 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %550)
  %555 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %551)
  %556 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %552)
  %557 = fmul fast <4 x double> %553, %537
  %558 = fmul fast <4 x double> %554, %538
  %559 = fmul fast <4 x double> %555, %539
  %560 = fmul fast <4 x double> %556, %540
  %561 = fadd fast <4 x double> %557, %529
  %562 = fadd fast <4 x double> %558, %530
  %563 = fadd fast <4 x double> %559, %531
  %564 = fadd fast <4 x double> %560, %532
  %565 = add nuw i64 %528, 16
  %566 = icmp eq i64 %565, %524
  br i1 %566, label %567, label %527, !llvm.loop !33

567:                                              ; preds = %527
  %568 = fadd fast <4 x double> %562, %561
  %569 = fadd fast <4 x double> %563, %568
  %570 = fadd fast <4 x double> %564, %569
  %571 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %570)
  %572 = icmp eq i64 %524, %521
  br i1 %572, label %589, label %573

573:                                              ; preds = %567, %520
  %574 = phi i64 [ 0, %520 ], [ %524, %567 ]
  %575 = phi double [ 0.000000e+00, %520 ], [ %571, %567 ]
  br label %576

576:                                              ; preds = %573, %576
  %577 = phi i64 [ %587, %576 ], [ %574, %573 ]
  %578 = phi double [ %586, %576 ], [ %575, %573 ]
  %579 = getelementptr inbounds double, ptr %350, i64 %577
  %580 = load double, ptr %579, align 8, !tbaa !9
  %581 = getelementptr inbounds double, ptr %337, i64 %577
  %582 = load double, ptr %581, align 8, !tbaa !9
  %583 = fmul fast double %582, %517
  %584 = call fast double @llvm.exp.f64(double %583)
  %585 = fmul fast double %584, %580
  %586 = fadd fast double %585, %578
  %587 = add nuw nsw i64 %577, 1
  %588 = icmp eq i64 %587, %521
  br i1 %588, label %589, label %576, !llvm.loop !34

589:                                              ; preds = %576, %567, %516
  %590 = phi double [ 0.000000e+00, %516 ], [ %571, %567 ], [ %586, %576 ]
  %591 = fmul fast double %517, %517
  %592 = fadd fast double %591, 1.000000e+00
  %593 = fdiv fast double %590, %592
  br label %594

594:                                              ; preds = %412, %403, %488, %589
  %595 = phi i32 [ %518, %589 ], [ %427, %488 ], [ %352, %403 ], [ %352, %412 ]
  %596 = phi nsz double [ %593, %589 ], [ %491, %488 ], [ %407, %403 ], [ %423, %412 ]
  store double %348, ptr %342, align 8, !tbaa !9
  switch i32 %349, label %760 [
    i32 0, label %597
    i32 1, label %671
  ]

597:                                              ; preds = %594
  %598 = icmp sgt i32 %595, 0
  br i1 %598, label %599, label %837

599:                                              ; preds = %597
  %600 = zext nneg i32 %595 to i64
  %601 = icmp ult i32 %595, 16
  br i1 %601, label %654, label %602

602:                                              ; preds = %599
  %603 = and i64 %600, 2147483632
  br label %604

604:                                              ; preds = %604, %602
  %605 = phi i64 [ 0, %602 ], [ %646, %604 ]
  %606 = phi <4 x double> [ zeroinitializer, %602 ], [ %642, %604 ]
  %607 = phi <4 x double> [ zeroinitializer, %602 ], [ %643, %604 ]
  %608 = phi <4 x double> [ zeroinitializer, %602 ], [ %644, %604 ]
  %609 = phi <4 x double> [ zeroinitializer, %602 ], [ %645, %604 ]
  %610 = getelementptr inbounds double, ptr %350, i64 %605
  %611 = getelementptr inbounds i8, ptr %610, i64 32
  %612 = getelementptr inbounds i8, ptr %610, i64 64
  %613 = getelementptr inbounds i8, ptr %610, i64 96
  %614 = load <4 x double>, ptr %610, align 8, !tbaa !9
  %615 = load <4 x double>, ptr %611, align 8, !tbaa !9
  %616 = load <4 x double>, ptr %612, align 8, !tbaa !9
  %617 = load <4 x double>, ptr %613, align 8, !tbaa !9
  %618 = getelementptr inbounds double, ptr %337, i64 %605
  %619 = getelementptr inbounds i8, ptr %618, i64 32
  %620 = getelementptr inbounds i8, ptr %618, i64 64
  %621 = getelementptr inbounds i8, ptr %618, i64 96
  %622 = load <4 x double>, ptr %618, align 8, !tbaa !9
  %623 = load <4 x double>, ptr %619, align 8, !tbaa !9
  %624 = load <4 x double>, ptr %620, align 8, !tbaa !9
  %625 = load <4 x double>, ptr %621, align 8, !tbaa !9
  %626 = fmul fast <4 x double> %622, %614
  %627 = fmul fast <4 x double> %623, %615
  %628 = fmul fast <4 x double> %624, %616
  %629 = fmul fast <4 x double> %625, %617
  %630 = fmul fast <4 x double> %626, %622
  %631 = fmul fast <4 x double> %627, %623
  %632 = fmul fast <4 x double> %628, %624
  %633 = fmul fast <4 x double> %629, %625
  %634 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %626)
  %635 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %627)
  %636 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %628)
  %637 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %629)
  %638 = fadd fast <4 x double> %634, %606
  %639 = fadd fast <4 x double> %635, %607
  %640 = fadd fast <4 x double> %636, %608
  %641 = fadd fast <4 x double> %637, %609
  %642 = fadd fast <4 x double> %638, %630
  %643 = fadd fast <4 x double> %639, %631
  %644 = fadd fast <4 x double> %640, %632
  %645 = fadd fast <4 x double> %641, %633
  %646 = add nuw i64 %605, 16
  %647 = icmp eq i64 %646, %603
  br i1 %647, label %648, label %604, !llvm.loop !35

648:                                              ; preds = %604
  %649 = fadd fast <4 x double> %643, %642
  %650 = fadd fast <4 x double> %644, %649
  %651 = fadd fast <4 x double> %645, %650
  %652 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %651)
  %653 = icmp eq i64 %603, %600
  br i1 %653, label %837, label %654

654:                                              ; preds = %648, %599
  %655 = phi i64 [ 0, %599 ], [ %603, %648 ]
  %656 = phi double [ 0.000000e+00, %599 ], [ %652, %648 ]
  br label %657

657:                                              ; preds = %654, %657
  %658 = phi i64 [ %669, %657 ], [ %655, %654 ]
  %659 = phi double [ %668, %657 ], [ %656, %654 ]
  %660 = getelementptr inbounds double, ptr %350, i64 %658
  %661 = load double, ptr %660, align 8, !tbaa !9
  %662 = getelementptr inbounds double, ptr %337, i64 %658
  %663 = load double, ptr %662, align 8, !tbaa !9
  %664 = fmul fast double %663, %661
  %665 = fmul fast double %664, %663
  %666 = call fast double @llvm.sin.f64(double %664)
  %667 = fadd fast double %666, %659
  %668 = fadd fast double %667, %665
  %669 = add nuw nsw i64 %658, 1
  %670 = icmp eq i64 %669, %600
  br i1 %670, label %837, label %657, !llvm.loop !36

671:                                              ; preds = %594
  %672 = icmp sgt i32 %595, 1
  br i1 %672, label %673, label %837

673:                                              ; preds = %671
  %674 = add nsw i32 %595, -1
  %675 = zext nneg i32 %674 to i64
  %676 = icmp ult i32 %595, 9
  br i1 %676, label %677, label %682

677:                                              ; preds = %726, %673
  %678 = phi i64 [ 0, %673 ], [ %683, %726 ]
  %679 = phi i64 [ 1, %673 ], [ %684, %726 ]
  %680 = phi double [ 0.000000e+00, %673 ], [ %728, %726 ]
  %681 = phi double [ 0.000000e+00, %673 ], [ %730, %726 ]
  br label %736

682:                                              ; preds = %673
  %683 = and i64 %675, 2147483640
  %684 = or disjoint i64 %683, 1
  br label %685

685:                                              ; preds = %685, %682
  %686 = phi i64 [ 0, %682 ], [ %724, %685 ]
  %687 = phi <4 x double> [ zeroinitializer, %682 ], [ %722, %685 ]
  %688 = phi <4 x double> [ zeroinitializer, %682 ], [ %723, %685 ]
  %689 = phi <4 x double> [ zeroinitializer, %682 ], [ %708, %685 ]
  %690 = phi <4 x double> [ zeroinitializer, %682 ], [ %709, %685 ]
  %691 = or disjoint i64 %686, 1
  %692 = getelementptr inbounds double, ptr %350, i64 %686
  %693 = getelementptr inbounds i8, ptr %692, i64 32
  %694 = load <4 x double>, ptr %692, align 8, !tbaa !9
  %695 = load <4 x double>, ptr %693, align 8, !tbaa !9
  %696 = getelementptr inbounds double, ptr %337, i64 %686
  %697 = getelementptr inbounds i8, ptr %696, i64 32
  %698 = load <4 x double>, ptr %696, align 8, !tbaa !9
  %699 = load <4 x double>, ptr %697, align 8, !tbaa !9
  %700 = fmul fast <4 x double> %698, %694
  %701 = fmul fast <4 x double> %699, %695
  %702 = getelementptr inbounds double, ptr %337, i64 %691
  %703 = getelementptr inbounds i8, ptr %702, i64 32
  %704 = load <4 x double>, ptr %702, align 8, !tbaa !9
  %705 = load <4 x double>, ptr %703, align 8, !tbaa !9
  %706 = fmul fast <4 x double> %700, %704
  %707 = fmul fast <4 x double> %701, %705
  %708 = fadd fast <4 x double> %706, %689
  %709 = fadd fast <4 x double> %707, %690
  %710 = getelementptr inbounds double, ptr %350, i64 %691
  %711 = getelementptr inbounds i8, ptr %710, i64 32
  %712 = load <4 x double>, ptr %710, align 8, !tbaa !9
  %713 = load <4 x double>, ptr %711, align 8, !tbaa !9
  %714 = fneg fast <4 x double> %698
  %715 = fneg fast <4 x double> %699
  %716 = fmul fast <4 x double> %698, %714
  %717 = fmul fast <4 x double> %699, %715
  %718 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %716)
  %719 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %717)
  %720 = fmul fast <4 x double> %718, %712
  %721 = fmul fast <4 x double> %719, %713
  %722 = fadd fast <4 x double> %720, %687
  %723 = fadd fast <4 x double> %721, %688
  %724 = add nuw i64 %686, 8
  %725 = icmp eq i64 %724, %683
  br i1 %725, label %726, label %685, !llvm.loop !37

726:                                              ; preds = %685
  %727 = fadd fast <4 x double> %723, %722
  %728 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %727)
  %729 = fadd fast <4 x double> %709, %708
  %730 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %729)
  %731 = icmp eq i64 %683, %675
  br i1 %731, label %732, label %677

732:                                              ; preds = %736, %726
  %733 = phi double [ %730, %726 ], [ %749, %736 ]
  %734 = phi double [ %728, %726 ], [ %756, %736 ]
  %735 = fmul fast double %734, %733
  br label %837

736:                                              ; preds = %677, %736
  %737 = phi i64 [ %758, %736 ], [ %678, %677 ]
  %738 = phi i64 [ %757, %736 ], [ %679, %677 ]
  %739 = phi double [ %756, %736 ], [ %680, %677 ]
  %740 = phi double [ %749, %736 ], [ %681, %677 ]
  %741 = getelementptr inbounds double, ptr %350, i64 %737
  %742 = load double, ptr %741, align 8, !tbaa !9
  %743 = getelementptr inbounds double, ptr %337, i64 %737
  %744 = load double, ptr %743, align 8, !tbaa !9
  %745 = fmul fast double %744, %742
  %746 = getelementptr inbounds double, ptr %337, i64 %738
  %747 = load double, ptr %746, align 8, !tbaa !9
  %748 = fmul fast double %745, %747
  %749 = fadd fast double %748, %740
  %750 = getelementptr inbounds double, ptr %350, i64 %738
  %751 = load double, ptr %750, align 8, !tbaa !9
  %752 = fneg fast double %744
  %753 = fmul fast double %744, %752
  %754 = call fast double @llvm.exp.f64(double %753)
  %755 = fmul fast double %754, %751
  %756 = fadd fast double %755, %739
  %757 = add nuw nsw i64 %738, 1
  %758 = add nuw nsw i64 %737, 1
  %759 = icmp eq i64 %758, %675
  br i1 %759, label %732, label %736, !llvm.loop !38

760:                                              ; preds = %594
  %761 = load double, ptr %110, align 8, !tbaa !18
  %762 = icmp sgt i32 %595, 0
  br i1 %762, label %763, label %832

763:                                              ; preds = %760
  %764 = zext nneg i32 %595 to i64
  %765 = icmp ult i32 %595, 16
  br i1 %765, label %816, label %766

766:                                              ; preds = %763
  %767 = and i64 %764, 2147483632
  %768 = insertelement <4 x double> poison, double %761, i64 0
  %769 = shufflevector <4 x double> %768, <4 x double> poison, <4 x i32> zeroinitializer
  br label %770

770:                                              ; preds = %770, %766
  %771 = phi i64 [ 0, %766 ], [ %808, %770 ]
  %772 = phi <4 x double> [ zeroinitializer, %766 ], [ %804, %770 ]
  %773 = phi <4 x double> [ zeroinitializer, %766 ], [ %805, %770 ]
  %774 = phi <4 x double> [ zeroinitializer, %766 ], [ %806, %770 ]
  %775 = phi <4 x double> [ zeroinitializer, %766 ], [ %807, %770 ]
  %776 = getelementptr inbounds double, ptr %350, i64 %771
  %777 = getelementptr inbounds i8, ptr %776, i64 32
  %778 = getelementptr inbounds i8, ptr %776, i64 64
  %779 = getelementptr inbounds i8, ptr %776, i64 96
  %780 = load <4 x double>, ptr %776, align 8, !tbaa !9
  %781 = load <4 x double>, ptr %777, align 8, !tbaa !9
  %782 = load <4 x double>, ptr %778, align 8, !tbaa !9
  %783 = load <4 x double>, ptr %779, align 8, !tbaa !9
  %784 = getelementptr inbounds double, ptr %337, i64 %771
  %785 = getelementptr inbounds i8, ptr %784, i64 32
  %786 = getelementptr inbounds i8, ptr %784, i64 64
  %787 = getelementptr inbounds i8, ptr %784, i64 96
  %788 = load <4 x double>, ptr %784, align 8, !tbaa !9
  %789 = load <4 x double>, ptr %785, align 8, !tbaa !9
  %790 = load <4 x double>, ptr %786, align 8, !tbaa !9
  %791 = load <4 x double>, ptr %787, align 8, !tbaa !9
  %792 = fmul fast <4 x double> %788, %769
  %793 = fmul fast <4 x double> %789, %769
  %794 = fmul fast <4 x double> %790, %769
  %795 = fmul fast <4 x double> %791, %769
  %796 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %792)
  %797 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %793)
  %798 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %794)
  %799 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %795)
  %800 = fmul fast <4 x double> %796, %780
  %801 = fmul fast <4 x double> %797, %781
  %802 = fmul fast <4 x double> %798, %782
  %803 = fmul fast <4 x double> %799, %783
  %804 = fadd fast <4 x double> %800, %772
  %805 = fadd fast <4 x double> %801, %773
  %806 = fadd fast <4 x double> %802, %774
  %807 = fadd fast <4 x double> %803, %775
  %808 = add nuw i64 %771, 16
  %809 = icmp eq i64 %808, %767
  br i1 %809, label %810, label %770, !llvm.loop !39

810:                                              ; preds = %770
  %811 = fadd fast <4 x double> %805, %804
  %812 = fadd fast <4 x double> %806, %811
  %813 = fadd fast <4 x double> %807, %812
  %814 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %813)
  %815 = icmp eq i64 %767, %764
  br i1 %815, label %832, label %816

816:                                              ; preds = %810, %763
  %817 = phi i64 [ 0, %763 ], [ %767, %810 ]
  %818 = phi double [ 0.000000e+00, %763 ], [ %814, %810 ]
  br label %819

819:                                              ; preds = %816, %819
  %820 = phi i64 [ %830, %819 ], [ %817, %816 ]
  %821 = phi double [ %829, %819 ], [ %818, %816 ]
  %822 = getelementptr inbounds double, ptr %350, i64 %820
  %823 = load double, ptr %822, align 8, !tbaa !9
  %824 = getelementptr inbounds double, ptr %337, i64 %820
  %825 = load double, ptr %824, align 8, !tbaa !9
  %826 = fmul fast double %825, %761
  %827 = call fast double @llvm.exp.f64(double %826)
  %828 = fmul fast double %827, %823
  %829 = fadd fast double %828, %821
  %830 = add nuw nsw i64 %820, 1
  %831 = icmp eq i64 %830, %764
  br i1 %831, label %832, label %819, !llvm.loop !40

832:                                              ; preds = %819, %810, %760
  %833 = phi double [ 0.000000e+00, %760 ], [ %814, %810 ], [ %829, %819 ]
  %834 = fmul fast double %761, %761
  %835 = fadd fast double %834, 1.000000e+00
  %836 = fdiv fast double %833, %835
  br label %837

837:                                              ; preds = %657, %648, %426, %351, %597, %671, %732, %832
  %838 = phi double [ %596, %832 ], [ %596, %597 ], [ %596, %671 ], [ %596, %732 ], [ 0.000000e+00, %351 ], [ 0.000000e+00, %426 ], [ %596, %648 ], [ %596, %657 ]
  %839 = phi nsz double [ %836, %832 ], [ 0.000000e+00, %597 ], [ 0.000000e+00, %671 ], [ %735, %732 ], [ 0.000000e+00, %351 ], [ 0.000000e+00, %426 ], [ %652, %648 ], [ %668, %657 ]
  store double %343, ptr %342, align 8, !tbaa !9
  %840 = fsub fast double %838, %839
  %841 = fmul fast double %345, 2.000000e-06
  %842 = fdiv fast double %840, %841
  %843 = call fast double @llvm.fabs.f64(double %842)
  %844 = call fast double @llvm.maxnum.f64(double %843, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %341, ptr %10, align 8, !tbaa !9
  %845 = load volatile double, ptr %10, align 8, !tbaa !9
  %846 = call double @llvm.fabs.f64(double %845)
  %847 = fcmp ueq double %846, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %847, label %861, label %848

848:                                              ; preds = %837
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %842, ptr %9, align 8, !tbaa !9
  %849 = load volatile double, ptr %9, align 8, !tbaa !9
  %850 = call double @llvm.fabs.f64(double %849)
  %851 = fcmp ueq double %850, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %851, label %861, label %852

852:                                              ; preds = %848
  %853 = fsub fast double %341, %842
  %854 = call fast double @llvm.fabs.f64(double %853)
  %855 = fmul fast double %844, 0x3EB0C6F7A0B5ED8D
  %856 = fcmp fast ole double %854, %855
  %857 = freeze i1 %856
  br i1 %857, label %858, label %861

858:                                              ; preds = %852
  %859 = trunc nuw nsw i64 %339 to i32
  %860 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %859, double noundef nofpclass(nan inf) %341, double noundef nofpclass(nan inf) %842, ptr noundef nonnull @.str.12)
  br label %866

861:                                              ; preds = %852, %848, %837
  %862 = trunc nuw nsw i64 %339 to i32
  %863 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %862, double noundef nofpclass(nan inf) %341, double noundef nofpclass(nan inf) %842, ptr noundef nonnull @.str.13)
  %864 = load i32, ptr @n_fail, align 4, !tbaa !13
  %865 = add nsw i32 %864, 1
  store i32 %865, ptr @n_fail, align 4, !tbaa !13
  br label %866

866:                                              ; preds = %861, %858
  %867 = add nuw nsw i64 %339, 1
  %868 = icmp eq i64 %867, %135
  br i1 %868, label %869, label %338, !llvm.loop !27

869:                                              ; preds = %866, %331
  call void @free(ptr noundef %337) #13
  %870 = select fast i1 %332, double 0x3FE6666666666666, double 4.000000e-01
  %871 = call fast double @llvm.maxnum.f64(double %870, double 1.000000e+00)
  %872 = fmul fast double %871, 0x3EB0C6F7A0B5ED8D
  %873 = fadd fast double %872, %334
  br i1 %134, label %926, label %874

874:                                              ; preds = %869
  br i1 %322, label %878, label %875

875:                                              ; preds = %921, %874
  %876 = phi i64 [ 0, %874 ], [ %323, %921 ]
  %877 = phi double [ 0.000000e+00, %874 ], [ %925, %921 ]
  br label %928

878:                                              ; preds = %874
  %879 = insertelement <4 x double> poison, double %873, i64 0
  %880 = shufflevector <4 x double> %879, <4 x double> poison, <4 x i32> zeroinitializer
  br label %881

881:                                              ; preds = %881, %878
  %882 = phi i64 [ 0, %878 ], [ %919, %881 ]
  %883 = phi <4 x double> [ zeroinitializer, %878 ], [ %915, %881 ]
  %884 = phi <4 x double> [ zeroinitializer, %878 ], [ %916, %881 ]
  %885 = phi <4 x double> [ zeroinitializer, %878 ], [ %917, %881 ]
  %886 = phi <4 x double> [ zeroinitializer, %878 ], [ %918, %881 ]
  %887 = getelementptr inbounds double, ptr %13, i64 %882
  %888 = getelementptr inbounds i8, ptr %887, i64 32
  %889 = getelementptr inbounds i8, ptr %887, i64 64
  %890 = getelementptr inbounds i8, ptr %887, i64 96
  %891 = load <4 x double>, ptr %887, align 16, !tbaa !9
  %892 = load <4 x double>, ptr %888, align 16, !tbaa !9
  %893 = load <4 x double>, ptr %889, align 16, !tbaa !9
  %894 = load <4 x double>, ptr %890, align 16, !tbaa !9
  %895 = getelementptr inbounds double, ptr %14, i64 %882
  %896 = getelementptr inbounds i8, ptr %895, i64 32
  %897 = getelementptr inbounds i8, ptr %895, i64 64
  %898 = getelementptr inbounds i8, ptr %895, i64 96
  %899 = load <4 x double>, ptr %895, align 16, !tbaa !9
  %900 = load <4 x double>, ptr %896, align 16, !tbaa !9
  %901 = load <4 x double>, ptr %897, align 16, !tbaa !9
  %902 = load <4 x double>, ptr %898, align 16, !tbaa !9
  %903 = fmul fast <4 x double> %899, %880
  %904 = fmul fast <4 x double> %900, %880
  %905 = fmul fast <4 x double> %901, %880
  %906 = fmul fast <4 x double> %902, %880
  %907 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %903)
  %908 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %904)
  %909 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %905)
  %910 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %906)
  %911 = fmul fast <4 x double> %907, %891
  %912 = fmul fast <4 x double> %908, %892
  %913 = fmul fast <4 x double> %909, %893
  %914 = fmul fast <4 x double> %910, %894
  %915 = fadd fast <4 x double> %911, %883
  %916 = fadd fast <4 x double> %912, %884
  %917 = fadd fast <4 x double> %913, %885
  %918 = fadd fast <4 x double> %914, %886
  %919 = add nuw i64 %882, 16
  %920 = icmp eq i64 %919, %323
  br i1 %920, label %921, label %881, !llvm.loop !41

921:                                              ; preds = %881
  %922 = fadd fast <4 x double> %916, %915
  %923 = fadd fast <4 x double> %917, %922
  %924 = fadd fast <4 x double> %918, %923
  %925 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %924)
  br i1 %324, label %941, label %875

926:                                              ; preds = %869
  %927 = fsub fast double %334, %872
  br label %1011

928:                                              ; preds = %875, %928
  %929 = phi i64 [ %939, %928 ], [ %876, %875 ]
  %930 = phi double [ %938, %928 ], [ %877, %875 ]
  %931 = getelementptr inbounds double, ptr %13, i64 %929
  %932 = load double, ptr %931, align 8, !tbaa !9
  %933 = getelementptr inbounds double, ptr %14, i64 %929
  %934 = load double, ptr %933, align 8, !tbaa !9
  %935 = fmul fast double %934, %873
  %936 = call fast double @llvm.exp.f64(double %935)
  %937 = fmul fast double %936, %932
  %938 = fadd fast double %937, %930
  %939 = add nuw nsw i64 %929, 1
  %940 = icmp eq i64 %939, %135
  br i1 %940, label %941, label %928, !llvm.loop !42

941:                                              ; preds = %928, %921
  %942 = phi double [ %925, %921 ], [ %938, %928 ]
  %943 = fmul fast double %873, %873
  %944 = fadd fast double %943, 1.000000e+00
  %945 = fdiv fast double %942, %944
  %946 = fsub fast double %334, %872
  br i1 %325, label %947, label %995

947:                                              ; preds = %941
  %948 = insertelement <4 x double> poison, double %946, i64 0
  %949 = shufflevector <4 x double> %948, <4 x double> poison, <4 x i32> zeroinitializer
  br label %950

950:                                              ; preds = %950, %947
  %951 = phi i64 [ 0, %947 ], [ %988, %950 ]
  %952 = phi <4 x double> [ zeroinitializer, %947 ], [ %984, %950 ]
  %953 = phi <4 x double> [ zeroinitializer, %947 ], [ %985, %950 ]
  %954 = phi <4 x double> [ zeroinitializer, %947 ], [ %986, %950 ]
  %955 = phi <4 x double> [ zeroinitializer, %947 ], [ %987, %950 ]
  %956 = getelementptr inbounds double, ptr %13, i64 %951
  %957 = getelementptr inbounds i8, ptr %956, i64 32
  %958 = getelementptr inbounds i8, ptr %956, i64 64
  %959 = getelementptr inbounds i8, ptr %956, i64 96
  %960 = load <4 x double>, ptr %956, align 16, !tbaa !9
  %961 = load <4 x double>, ptr %957, align 16, !tbaa !9
  %962 = load <4 x double>, ptr %958, align 16, !tbaa !9
  %963 = load <4 x double>, ptr %959, align 16, !tbaa !9
  %964 = getelementptr inbounds double, ptr %14, i64 %951
  %965 = getelementptr inbounds i8, ptr %964, i64 32
  %966 = getelementptr inbounds i8, ptr %964, i64 64
  %967 = getelementptr inbounds i8, ptr %964, i64 96
  %968 = load <4 x double>, ptr %964, align 16, !tbaa !9
  %969 = load <4 x double>, ptr %965, align 16, !tbaa !9
  %970 = load <4 x double>, ptr %966, align 16, !tbaa !9
  %971 = load <4 x double>, ptr %967, align 16, !tbaa !9
  %972 = fmul fast <4 x double> %968, %949
  %973 = fmul fast <4 x double> %969, %949
  %974 = fmul fast <4 x double> %970, %949
  %975 = fmul fast <4 x double> %971, %949
  %976 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %972)
  %977 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %973)
  %978 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %974)
  %979 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %975)
  %980 = fmul fast <4 x double> %976, %960
  %981 = fmul fast <4 x double> %977, %961
  %982 = fmul fast <4 x double> %978, %962
  %983 = fmul fast <4 x double> %979, %963
  %984 = fadd fast <4 x double> %980, %952
  %985 = fadd fast <4 x double> %981, %953
  %986 = fadd fast <4 x double> %982, %954
  %987 = fadd fast <4 x double> %983, %955
  %988 = add nuw i64 %951, 16
  %989 = icmp eq i64 %988, %326
  br i1 %989, label %990, label %950, !llvm.loop !43

990:                                              ; preds = %950
  %991 = fadd fast <4 x double> %985, %984
  %992 = fadd fast <4 x double> %986, %991
  %993 = fadd fast <4 x double> %987, %992
  %994 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %993)
  br i1 %327, label %1011, label %995

995:                                              ; preds = %990, %941
  %996 = phi i64 [ 0, %941 ], [ %326, %990 ]
  %997 = phi double [ 0.000000e+00, %941 ], [ %994, %990 ]
  br label %998

998:                                              ; preds = %995, %998
  %999 = phi i64 [ %1009, %998 ], [ %996, %995 ]
  %1000 = phi double [ %1008, %998 ], [ %997, %995 ]
  %1001 = getelementptr inbounds double, ptr %13, i64 %999
  %1002 = load double, ptr %1001, align 8, !tbaa !9
  %1003 = getelementptr inbounds double, ptr %14, i64 %999
  %1004 = load double, ptr %1003, align 8, !tbaa !9
  %1005 = fmul fast double %1004, %946
  %1006 = call fast double @llvm.exp.f64(double %1005)
  %1007 = fmul fast double %1006, %1002
  %1008 = fadd fast double %1007, %1000
  %1009 = add nuw nsw i64 %999, 1
  %1010 = icmp eq i64 %1009, %135
  br i1 %1010, label %1011, label %998, !llvm.loop !44

1011:                                             ; preds = %998, %990, %926
  %1012 = phi double [ %927, %926 ], [ %946, %990 ], [ %946, %998 ]
  %1013 = phi double [ 0.000000e+00, %926 ], [ %945, %990 ], [ %945, %998 ]
  %1014 = phi double [ 0.000000e+00, %926 ], [ %994, %990 ], [ %1008, %998 ]
  %1015 = fmul fast double %1012, %1012
  %1016 = fadd fast double %1015, 1.000000e+00
  %1017 = fdiv fast double %1014, %1016
  %1018 = fsub fast double %1013, %1017
  %1019 = fmul fast double %871, 2.000000e-06
  %1020 = fdiv fast double %1018, %1019
  %1021 = call fast double @llvm.fabs.f64(double %1020)
  %1022 = call fast double @llvm.maxnum.f64(double %1021, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %336, ptr %8, align 8, !tbaa !9
  %1023 = load volatile double, ptr %8, align 8, !tbaa !9
  %1024 = call double @llvm.fabs.f64(double %1023)
  %1025 = fcmp ueq double %1024, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1025, label %1038, label %1026

1026:                                             ; preds = %1011
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1020, ptr %7, align 8, !tbaa !9
  %1027 = load volatile double, ptr %7, align 8, !tbaa !9
  %1028 = call double @llvm.fabs.f64(double %1027)
  %1029 = fcmp ueq double %1028, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1029, label %1038, label %1030

1030:                                             ; preds = %1026
  %1031 = fsub fast double %336, %1020
  %1032 = call fast double @llvm.fabs.f64(double %1031)
  %1033 = fmul fast double %1022, 0x3EB0C6F7A0B5ED8D
  %1034 = fcmp fast ole double %1032, %1033
  %1035 = freeze i1 %1034
  br i1 %1035, label %1036, label %1038

1036:                                             ; preds = %1030
  %1037 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %333, double noundef nofpclass(nan inf) %336, double noundef nofpclass(nan inf) %1020, ptr noundef nonnull @.str.12)
  br label %1042

1038:                                             ; preds = %1030, %1026, %1011
  %1039 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %333, double noundef nofpclass(nan inf) %336, double noundef nofpclass(nan inf) %1020, ptr noundef nonnull @.str.13)
  %1040 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1041 = add nsw i32 %1040, 1
  store i32 %1041, ptr @n_fail, align 4, !tbaa !13
  br label %1042

1042:                                             ; preds = %1036, %1038
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %1043 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1044 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %1045 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %1046 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %1043, ptr noundef nonnull %13, i32 noundef %1044, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %1045, double noundef nofpclass(nan inf) %334, i32 noundef %121) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1046, ptr %6, align 8, !tbaa !9
  %1047 = load volatile double, ptr %6, align 8, !tbaa !9
  %1048 = call double @llvm.fabs.f64(double %1047)
  %1049 = fcmp ueq double %1048, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1049, label %1062, label %1050

1050:                                             ; preds = %1042
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1020, ptr %5, align 8, !tbaa !9
  %1051 = load volatile double, ptr %5, align 8, !tbaa !9
  %1052 = call double @llvm.fabs.f64(double %1051)
  %1053 = fcmp ueq double %1052, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1053, label %1062, label %1054

1054:                                             ; preds = %1050
  %1055 = fsub fast double %1046, %1020
  %1056 = call fast double @llvm.fabs.f64(double %1055)
  %1057 = fmul fast double %1022, 0x3EB0C6F7A0B5ED8D
  %1058 = fcmp fast ole double %1056, %1057
  %1059 = freeze i1 %1058
  br i1 %1059, label %1060, label %1062

1060:                                             ; preds = %1054
  %1061 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %333, double noundef nofpclass(nan inf) %1046, double noundef nofpclass(nan inf) %1020, ptr noundef nonnull @.str.12)
  br label %1066

1062:                                             ; preds = %1054, %1050, %1042
  %1063 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %333, double noundef nofpclass(nan inf) %1046, double noundef nofpclass(nan inf) %1020, ptr noundef nonnull @.str.13)
  %1064 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1065 = add nsw i32 %1064, 1
  store i32 %1065, ptr @n_fail, align 4, !tbaa !13
  br label %1066

1066:                                             ; preds = %1060, %1062
  br i1 %332, label %331, label %328, !llvm.loop !45

1067:                                             ; preds = %113, %1097
  %1068 = phi i64 [ 0, %113 ], [ %1098, %1097 ]
  %1069 = getelementptr inbounds [40 x double], ptr %17, i64 0, i64 %1068
  %1070 = load double, ptr %1069, align 8, !tbaa !9
  %1071 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 %1068
  %1072 = load double, ptr %1071, align 8, !tbaa !9
  %1073 = fmul fast double %1072, 2.000000e+00
  %1074 = call fast double @llvm.fabs.f64(double %1073)
  %1075 = call fast double @llvm.maxnum.f64(double %1074, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %1070, ptr %4, align 8, !tbaa !9
  %1076 = load volatile double, ptr %4, align 8, !tbaa !9
  %1077 = call double @llvm.fabs.f64(double %1076)
  %1078 = fcmp ueq double %1077, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1078, label %1092, label %1079

1079:                                             ; preds = %1067
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %1073, ptr %3, align 8, !tbaa !9
  %1080 = load volatile double, ptr %3, align 8, !tbaa !9
  %1081 = call double @llvm.fabs.f64(double %1080)
  %1082 = fcmp ueq double %1081, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1082, label %1092, label %1083

1083:                                             ; preds = %1079
  %1084 = fsub fast double %1070, %1073
  %1085 = call fast double @llvm.fabs.f64(double %1084)
  %1086 = fmul fast double %1075, 0x3D719799812DEA11
  %1087 = fcmp fast ole double %1085, %1086
  %1088 = freeze i1 %1087
  br i1 %1088, label %1089, label %1092

1089:                                             ; preds = %1083
  %1090 = trunc nuw nsw i64 %1068 to i32
  %1091 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %1090, double noundef nofpclass(nan inf) %1070, double noundef nofpclass(nan inf) %1073, ptr noundef nonnull @.str.12)
  br label %1097

1092:                                             ; preds = %1083, %1079, %1067
  %1093 = trunc nuw nsw i64 %1068 to i32
  %1094 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %1093, double noundef nofpclass(nan inf) %1070, double noundef nofpclass(nan inf) %1073, ptr noundef nonnull @.str.13)
  %1095 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1096 = add nsw i32 %1095, 1
  store i32 %1096, ptr @n_fail, align 4, !tbaa !13
  br label %1097

1097:                                             ; preds = %1089, %1092
  %1098 = add nuw nsw i64 %1068, 1
  %1099 = icmp eq i64 %1098, 40
  br i1 %1099, label %1100, label %1067, !llvm.loop !46

1100:                                             ; preds = %1097
  store <4 x double> <double 0.000000e+00, double 2.500000e-01, double 5.000000e-01, double 7.500000e-01>, ptr %17, align 16, !tbaa !9
  %1101 = getelementptr inbounds i8, ptr %17, i64 32
  store <4 x double> <double 1.000000e+00, double 1.250000e+00, double 1.500000e+00, double 1.750000e+00>, ptr %1101, align 16, !tbaa !9
  %1102 = getelementptr inbounds i8, ptr %17, i64 64
  store <4 x double> <double 2.000000e+00, double 2.250000e+00, double 2.500000e+00, double 2.750000e+00>, ptr %1102, align 16, !tbaa !9
  %1103 = getelementptr inbounds i8, ptr %17, i64 96
  store <4 x double> <double 3.000000e+00, double 3.250000e+00, double 3.500000e+00, double 3.750000e+00>, ptr %1103, align 16, !tbaa !9
  %1104 = getelementptr inbounds i8, ptr %17, i64 128
  store <4 x double> <double 4.000000e+00, double 4.250000e+00, double 4.500000e+00, double 4.750000e+00>, ptr %1104, align 16, !tbaa !9
  %1105 = getelementptr inbounds i8, ptr %17, i64 160
  store <4 x double> <double 5.000000e+00, double 5.250000e+00, double 5.500000e+00, double 5.750000e+00>, ptr %1105, align 16, !tbaa !9
  %1106 = getelementptr inbounds i8, ptr %17, i64 192
  store <4 x double> <double 6.000000e+00, double 6.250000e+00, double 6.500000e+00, double 6.750000e+00>, ptr %1106, align 16, !tbaa !9
  %1107 = getelementptr inbounds i8, ptr %17, i64 224
  store <4 x double> <double 7.000000e+00, double 7.250000e+00, double 7.500000e+00, double 7.750000e+00>, ptr %1107, align 16, !tbaa !9
  %1108 = getelementptr inbounds i8, ptr %17, i64 256
  store <4 x double> <double 8.000000e+00, double 8.250000e+00, double 8.500000e+00, double 8.750000e+00>, ptr %1108, align 16, !tbaa !9
  %1109 = getelementptr inbounds i8, ptr %17, i64 288
  store <4 x double> <double 9.000000e+00, double 9.250000e+00, double 9.500000e+00, double 9.750000e+00>, ptr %1109, align 16, !tbaa !9
  %1110 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1111 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %1110, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %17, i32 noundef 40) #13
  br label %1118

1112:                                             ; preds = %1149
  %1113 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %1113)
  %1115 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1116 = icmp ne i32 %1115, 0
  %1117 = zext i1 %1116 to i32
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %13) #13
  ret i32 %1117

1118:                                             ; preds = %1100, %1149
  %1119 = phi i64 [ 0, %1100 ], [ %1150, %1149 ]
  %1120 = getelementptr inbounds [40 x double], ptr %17, i64 0, i64 %1119
  %1121 = load double, ptr %1120, align 8, !tbaa !9
  %1122 = trunc nuw nsw i64 %1119 to i32
  %1123 = uitofp nneg i32 %1122 to double
  %1124 = fmul fast double %1123, 2.500000e-01
  %1125 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 %1119
  %1126 = load double, ptr %1125, align 8, !tbaa !9
  %1127 = fadd fast double %1126, %1124
  %1128 = call fast double @llvm.fabs.f64(double %1127)
  %1129 = call fast double @llvm.maxnum.f64(double %1128, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1121, ptr %2, align 8, !tbaa !9
  %1130 = load volatile double, ptr %2, align 8, !tbaa !9
  %1131 = call double @llvm.fabs.f64(double %1130)
  %1132 = fcmp ueq double %1131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1132, label %1145, label %1133

1133:                                             ; preds = %1118
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1127, ptr %1, align 8, !tbaa !9
  %1134 = load volatile double, ptr %1, align 8, !tbaa !9
  %1135 = call double @llvm.fabs.f64(double %1134)
  %1136 = fcmp ueq double %1135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1136, label %1145, label %1137

1137:                                             ; preds = %1133
  %1138 = fsub fast double %1121, %1127
  %1139 = call fast double @llvm.fabs.f64(double %1138)
  %1140 = fmul fast double %1129, 0x3D719799812DEA11
  %1141 = fcmp fast ole double %1139, %1140
  %1142 = freeze i1 %1141
  br i1 %1142, label %1143, label %1145

1143:                                             ; preds = %1137
  %1144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %1122, double noundef nofpclass(nan inf) %1121, double noundef nofpclass(nan inf) %1127, ptr noundef nonnull @.str.12)
  br label %1149

1145:                                             ; preds = %1137, %1133, %1118
  %1146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %1122, double noundef nofpclass(nan inf) %1121, double noundef nofpclass(nan inf) %1127, ptr noundef nonnull @.str.13)
  %1147 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1148 = add nsw i32 %1147, 1
  store i32 %1148, ptr @n_fail, align 4, !tbaa !13
  br label %1149

1149:                                             ; preds = %1143, %1145
  %1150 = add nuw nsw i64 %1119, 1
  %1151 = icmp eq i64 %1150, 40
  br i1 %1151, label %1112, label %1118, !llvm.loop !47
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
  br i1 %56, label %57, label %13, !llvm.loop !48

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
  br i1 %78, label %63, label %65, !llvm.loop !49
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #14
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !9
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !50
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !50
  store double %24, ptr %23, align 8, !tbaa !9
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %37 = load volatile double, ptr %8, align 8, !tbaa !9
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !9
  %41 = load volatile double, ptr %7, align 8, !tbaa !9
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.12)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.13)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !13
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !13
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 20
  %4 = load i32, ptr %3, align 4, !tbaa !20
  %5 = load ptr, ptr %1, align 8, !tbaa !15
  switch i32 %4, label %173 [
    i32 0, label %6
    i32 1, label %82
  ]

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !19
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %253

10:                                               ; preds = %6
  %11 = zext nneg i32 %8 to i64
  %12 = icmp ult i32 %8, 16
  br i1 %12, label %65, label %13

13:                                               ; preds = %10
  %14 = and i64 %11, 2147483632
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %57, %15 ]
  %17 = phi <4 x double> [ zeroinitializer, %13 ], [ %53, %15 ]
  %18 = phi <4 x double> [ zeroinitializer, %13 ], [ %54, %15 ]
  %19 = phi <4 x double> [ zeroinitializer, %13 ], [ %55, %15 ]
  %20 = phi <4 x double> [ zeroinitializer, %13 ], [ %56, %15 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 32
  %23 = getelementptr inbounds i8, ptr %21, i64 64
  %24 = getelementptr inbounds i8, ptr %21, i64 96
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = getelementptr inbounds double, ptr %0, i64 %16
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = getelementptr inbounds i8, ptr %29, i64 64
  %32 = getelementptr inbounds i8, ptr %29, i64 96
  %33 = load <4 x double>, ptr %29, align 8, !tbaa !9
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = fmul fast <4 x double> %33, %25
  %38 = fmul fast <4 x double> %34, %26
  %39 = fmul fast <4 x double> %35, %27
  %40 = fmul fast <4 x double> %36, %28
  %41 = fmul fast <4 x double> %37, %33
  %42 = fmul fast <4 x double> %38, %34
  %43 = fmul fast <4 x double> %39, %35
  %44 = fmul fast <4 x double> %40, %36
  %45 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %37)
  %46 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %38)
  %47 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %39)
  %48 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %40)
  %49 = fadd fast <4 x double> %45, %17
  %50 = fadd fast <4 x double> %46, %18
  %51 = fadd fast <4 x double> %47, %19
  %52 = fadd fast <4 x double> %48, %20
  %53 = fadd fast <4 x double> %49, %41
  %54 = fadd fast <4 x double> %50, %42
  %55 = fadd fast <4 x double> %51, %43
  %56 = fadd fast <4 x double> %52, %44
  %57 = add nuw i64 %16, 16
  %58 = icmp eq i64 %57, %14
  br i1 %58, label %59, label %15, !llvm.loop !51

59:                                               ; preds = %15
  %60 = fadd fast <4 x double> %54, %53
  %61 = fadd fast <4 x double> %55, %60
  %62 = fadd fast <4 x double> %56, %61
  %63 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %62)
  %64 = icmp eq i64 %14, %11
  br i1 %64, label %253, label %65

65:                                               ; preds = %59, %10
  %66 = phi i64 [ 0, %10 ], [ %14, %59 ]
  %67 = phi double [ 0.000000e+00, %10 ], [ %63, %59 ]
  br label %68

68:                                               ; preds = %65, %68
  %69 = phi i64 [ %80, %68 ], [ %66, %65 ]
  %70 = phi double [ %79, %68 ], [ %67, %65 ]
  %71 = getelementptr inbounds double, ptr %5, i64 %69
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = getelementptr inbounds double, ptr %0, i64 %69
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul fast double %74, %72
  %76 = fmul fast double %75, %74
  %77 = tail call fast double @llvm.sin.f64(double %75)
  %78 = fadd fast double %77, %70
  %79 = fadd fast double %78, %76
  %80 = add nuw nsw i64 %69, 1
  %81 = icmp eq i64 %80, %11
  br i1 %81, label %253, label %68, !llvm.loop !52

82:                                               ; preds = %2
  %83 = getelementptr inbounds i8, ptr %1, i64 16
  %84 = load i32, ptr %83, align 8, !tbaa !19
  %85 = icmp sgt i32 %84, 1
  br i1 %85, label %86, label %253

86:                                               ; preds = %82
  %87 = add nsw i32 %84, -1
  %88 = zext nneg i32 %87 to i64
  %89 = icmp ult i32 %84, 9
  br i1 %89, label %90, label %95

90:                                               ; preds = %139, %86
  %91 = phi i64 [ 0, %86 ], [ %96, %139 ]
  %92 = phi i64 [ 1, %86 ], [ %97, %139 ]
  %93 = phi double [ 0.000000e+00, %86 ], [ %141, %139 ]
  %94 = phi double [ 0.000000e+00, %86 ], [ %143, %139 ]
  br label %149

95:                                               ; preds = %86
  %96 = and i64 %88, 2147483640
  %97 = or disjoint i64 %96, 1
  br label %98

98:                                               ; preds = %98, %95
  %99 = phi i64 [ 0, %95 ], [ %137, %98 ]
  %100 = phi <4 x double> [ zeroinitializer, %95 ], [ %135, %98 ]
  %101 = phi <4 x double> [ zeroinitializer, %95 ], [ %136, %98 ]
  %102 = phi <4 x double> [ zeroinitializer, %95 ], [ %121, %98 ]
  %103 = phi <4 x double> [ zeroinitializer, %95 ], [ %122, %98 ]
  %104 = or disjoint i64 %99, 1
  %105 = getelementptr inbounds double, ptr %5, i64 %99
  %106 = getelementptr inbounds i8, ptr %105, i64 32
  %107 = load <4 x double>, ptr %105, align 8, !tbaa !9
  %108 = load <4 x double>, ptr %106, align 8, !tbaa !9
  %109 = getelementptr inbounds double, ptr %0, i64 %99
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  %111 = load <4 x double>, ptr %109, align 8, !tbaa !9
  %112 = load <4 x double>, ptr %110, align 8, !tbaa !9
  %113 = fmul fast <4 x double> %111, %107
  %114 = fmul fast <4 x double> %112, %108
  %115 = getelementptr inbounds double, ptr %0, i64 %104
  %116 = getelementptr inbounds i8, ptr %115, i64 32
  %117 = load <4 x double>, ptr %115, align 8, !tbaa !9
  %118 = load <4 x double>, ptr %116, align 8, !tbaa !9
  %119 = fmul fast <4 x double> %113, %117
  %120 = fmul fast <4 x double> %114, %118
  %121 = fadd fast <4 x double> %119, %102
  %122 = fadd fast <4 x double> %120, %103
  %123 = getelementptr inbounds double, ptr %5, i64 %104
  %124 = getelementptr inbounds i8, ptr %123, i64 32
  %125 = load <4 x double>, ptr %123, align 8, !tbaa !9
  %126 = load <4 x double>, ptr %124, align 8, !tbaa !9
  %127 = fneg fast <4 x double> %111
  %128 = fneg fast <4 x double> %112
  %129 = fmul fast <4 x double> %111, %127
  %130 = fmul fast <4 x double> %112, %128
  %131 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %129)
  %132 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %130)
  %133 = fmul fast <4 x double> %131, %125
  %134 = fmul fast <4 x double> %132, %126
  %135 = fadd fast <4 x double> %133, %100
  %136 = fadd fast <4 x double> %134, %101
  %137 = add nuw i64 %99, 8
  %138 = icmp eq i64 %137, %96
  br i1 %138, label %139, label %98, !llvm.loop !53

139:                                              ; preds = %98
  %140 = fadd fast <4 x double> %136, %135
  %141 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %140)
  %142 = fadd fast <4 x double> %122, %121
  %143 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %142)
  %144 = icmp eq i64 %96, %88
  br i1 %144, label %145, label %90

145:                                              ; preds = %149, %139
  %146 = phi double [ %143, %139 ], [ %162, %149 ]
  %147 = phi double [ %141, %139 ], [ %169, %149 ]
  %148 = fmul fast double %147, %146
  br label %253

149:                                              ; preds = %90, %149
  %150 = phi i64 [ %171, %149 ], [ %91, %90 ]
  %151 = phi i64 [ %170, %149 ], [ %92, %90 ]
  %152 = phi double [ %169, %149 ], [ %93, %90 ]
  %153 = phi double [ %162, %149 ], [ %94, %90 ]
  %154 = getelementptr inbounds double, ptr %5, i64 %150
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = getelementptr inbounds double, ptr %0, i64 %150
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = fmul fast double %157, %155
  %159 = getelementptr inbounds double, ptr %0, i64 %151
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = fmul fast double %158, %160
  %162 = fadd fast double %161, %153
  %163 = getelementptr inbounds double, ptr %5, i64 %151
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = fneg fast double %157
  %166 = fmul fast double %157, %165
  %167 = tail call fast double @llvm.exp.f64(double %166)
  %168 = fmul fast double %167, %164
  %169 = fadd fast double %168, %152
  %170 = add nuw nsw i64 %151, 1
  %171 = add nuw nsw i64 %150, 1
  %172 = icmp eq i64 %171, %88
  br i1 %172, label %145, label %149, !llvm.loop !54

173:                                              ; preds = %2
  %174 = getelementptr inbounds i8, ptr %1, i64 8
  %175 = load double, ptr %174, align 8, !tbaa !18
  %176 = getelementptr inbounds i8, ptr %1, i64 16
  %177 = load i32, ptr %176, align 8, !tbaa !19
  %178 = icmp sgt i32 %177, 0
  br i1 %178, label %179, label %248

179:                                              ; preds = %173
  %180 = zext nneg i32 %177 to i64
  %181 = icmp ult i32 %177, 16
  br i1 %181, label %232, label %182

182:                                              ; preds = %179
  %183 = and i64 %180, 2147483632
  %184 = insertelement <4 x double> poison, double %175, i64 0
  %185 = shufflevector <4 x double> %184, <4 x double> poison, <4 x i32> zeroinitializer
  br label %186

186:                                              ; preds = %186, %182
  %187 = phi i64 [ 0, %182 ], [ %224, %186 ]
  %188 = phi <4 x double> [ zeroinitializer, %182 ], [ %220, %186 ]
  %189 = phi <4 x double> [ zeroinitializer, %182 ], [ %221, %186 ]
  %190 = phi <4 x double> [ zeroinitializer, %182 ], [ %222, %186 ]
  %191 = phi <4 x double> [ zeroinitializer, %182 ], [ %223, %186 ]
  %192 = getelementptr inbounds double, ptr %5, i64 %187
  %193 = getelementptr inbounds i8, ptr %192, i64 32
  %194 = getelementptr inbounds i8, ptr %192, i64 64
  %195 = getelementptr inbounds i8, ptr %192, i64 96
  %196 = load <4 x double>, ptr %192, align 8, !tbaa !9
  %197 = load <4 x double>, ptr %193, align 8, !tbaa !9
  %198 = load <4 x double>, ptr %194, align 8, !tbaa !9
  %199 = load <4 x double>, ptr %195, align 8, !tbaa !9
  %200 = getelementptr inbounds double, ptr %0, i64 %187
  %201 = getelementptr inbounds i8, ptr %200, i64 32
  %202 = getelementptr inbounds i8, ptr %200, i64 64
  %203 = getelementptr inbounds i8, ptr %200, i64 96
  %204 = load <4 x double>, ptr %200, align 8, !tbaa !9
  %205 = load <4 x double>, ptr %201, align 8, !tbaa !9
  %206 = load <4 x double>, ptr %202, align 8, !tbaa !9
  %207 = load <4 x double>, ptr %203, align 8, !tbaa !9
  %208 = fmul fast <4 x double> %204, %185
  %209 = fmul fast <4 x double> %205, %185
  %210 = fmul fast <4 x double> %206, %185
  %211 = fmul fast <4 x double> %207, %185
  %212 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %208)
  %213 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %209)
  %214 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %210)
  %215 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %211)
  %216 = fmul fast <4 x double> %212, %196
  %217 = fmul fast <4 x double> %213, %197
  %218 = fmul fast <4 x double> %214, %198
  %219 = fmul fast <4 x double> %215, %199
  %220 = fadd fast <4 x double> %216, %188
  %221 = fadd fast <4 x double> %217, %189
  %222 = fadd fast <4 x double> %218, %190
  %223 = fadd fast <4 x double> %219, %191
  %224 = add nuw i64 %187, 16
  %225 = icmp eq i64 %224, %183
  br i1 %225, label %226, label %186, !llvm.loop !55

226:                                              ; preds = %186
  %227 = fadd fast <4 x double> %221, %220
  %228 = fadd fast <4 x double> %222, %227
  %229 = fadd fast <4 x double> %223, %228
  %230 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %229)
  %231 = icmp eq i64 %183, %180
  br i1 %231, label %248, label %232

232:                                              ; preds = %226, %179
  %233 = phi i64 [ 0, %179 ], [ %183, %226 ]
  %234 = phi double [ 0.000000e+00, %179 ], [ %230, %226 ]
  br label %235

235:                                              ; preds = %232, %235
  %236 = phi i64 [ %246, %235 ], [ %233, %232 ]
  %237 = phi double [ %245, %235 ], [ %234, %232 ]
  %238 = getelementptr inbounds double, ptr %5, i64 %236
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = getelementptr inbounds double, ptr %0, i64 %236
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fmul fast double %241, %175
  %243 = tail call fast double @llvm.exp.f64(double %242)
  %244 = fmul fast double %243, %239
  %245 = fadd fast double %244, %237
  %246 = add nuw nsw i64 %236, 1
  %247 = icmp eq i64 %246, %180
  br i1 %247, label %248, label %235, !llvm.loop !56

248:                                              ; preds = %235, %226, %173
  %249 = phi double [ 0.000000e+00, %173 ], [ %230, %226 ], [ %245, %235 ]
  %250 = fmul fast double %175, %175
  %251 = fadd fast double %250, 1.000000e+00
  %252 = fdiv fast double %249, %251
  br label %253

253:                                              ; preds = %68, %59, %145, %82, %6, %248
  %254 = phi nsz double [ %252, %248 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %82 ], [ %148, %145 ], [ %63, %59 ], [ %79, %68 ]
  ret double %254
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
  br i1 %57, label %58, label %17, !llvm.loop !57

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
  br i1 %93, label %64, label %70, !llvm.loop !58
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
  br i1 %55, label %56, label %16, !llvm.loop !59

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
  br i1 %79, label %62, label %67, !llvm.loop !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !10, i64 8, !14, i64 16, !14, i64 20}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !10, i64 8}
!19 = !{!16, !14, i64 16}
!20 = !{!16, !14, i64 20}
!21 = distinct !{!21, !12, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !12, !23, !22}
!25 = distinct !{!25, !12, !22, !23}
!26 = distinct !{!26, !12, !23, !22}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12, !22, !23}
!30 = distinct !{!30, !12, !23, !22}
!31 = distinct !{!31, !12, !22, !23}
!32 = distinct !{!32, !12, !23, !22}
!33 = distinct !{!33, !12, !22, !23}
!34 = distinct !{!34, !12, !23, !22}
!35 = distinct !{!35, !12, !22, !23}
!36 = distinct !{!36, !12, !23, !22}
!37 = distinct !{!37, !12, !22, !23}
!38 = distinct !{!38, !12, !23, !22}
!39 = distinct !{!39, !12, !22, !23}
!40 = distinct !{!40, !12, !23, !22}
!41 = distinct !{!41, !12, !22, !23}
!42 = distinct !{!42, !12, !23, !22}
!43 = distinct !{!43, !12, !22, !23}
!44 = distinct !{!44, !12, !23, !22}
!45 = distinct !{!45, !12}
!46 = distinct !{!46, !12}
!47 = distinct !{!47, !12}
!48 = distinct !{!48, !12, !22, !23}
!49 = distinct !{!49, !12, !23, !22}
!50 = distinct !{null, ptr @obj_x}
!51 = distinct !{!51, !12, !22, !23}
!52 = distinct !{!52, !12, !23, !22}
!53 = distinct !{!53, !12, !22, !23}
!54 = distinct !{!54, !12, !23, !22}
!55 = distinct !{!55, !12, !22, !23}
!56 = distinct !{!56, !12, !23, !22}
!57 = distinct !{!57, !12, !22, !23}
!58 = distinct !{!58, !12, !23, !22}
!59 = distinct !{!59, !12, !22, !23}
!60 = distinct !{!60, !12, !23, !22}
