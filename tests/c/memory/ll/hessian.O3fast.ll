; ModuleID = 'hessian.c'
source_filename = "hessian.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"rosen.hv.exact\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"rosen.hv.fd_grad\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"rosen.hv.fd2\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"rosen.grad\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"rosen.grad.by_hvp_call\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"chain.hv.fd_grad\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"chain.hv.fd2\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"chain.hv.rev_over_fwd\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"chain.symmetry\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"heap.hv.fd_grad\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"heap.hv.fd2\00", align 1
@main.xs = internal unnamed_addr constant [4 x double] [double -1.100000e+00, double 3.500000e-01, double 9.000000e-01, double 2.000000e+00], align 16
@.str.11 = private unnamed_addr constant [22 x i8] c"fs.fwd_over_rev.exact\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"fs.fwd_over_fwd.exact\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fs.fwd_over_rev.fd2\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"fs.rev_over_rev.exact\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"fs.rev_over_fwd.exact\00", align 1
@loop_n = internal unnamed_addr global i32 7, align 4
@.str.16 = private unnamed_addr constant [26 x i8] c"glob.fwd_over_rev.fd_grad\00", align 1
@.str.17 = private unnamed_addr constant [22 x i8] c"glob.fwd_over_rev.fd2\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"grow.fwd_over_rev.fd_grad\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"grow.fwd_over_rev.fd2\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"loop1.fwd_over_rev.fd_grad\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"loop1.fwd_over_rev.fd2\00", align 1
@.str.22 = private unnamed_addr constant [13 x i8] c"tab[1] = %g\0A\00", align 1
@tab = dso_local local_unnamed_addr global [8 x double] zeroinitializer, align 16
@.str.23 = private unnamed_addr constant [8 x i8] c"hessian\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.24 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.27 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca [9 x double], align 16
  %26 = alloca [9 x double], align 16
  %27 = alloca [9 x double], align 16
  %28 = alloca [9 x double], align 16
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca [9 x double], align 16
  %38 = alloca [9 x double], align 16
  %39 = alloca [9 x double], align 16
  %40 = alloca [9 x double], align 16
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca [9 x double], align 16
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca [9 x double], align 16
  %49 = alloca [9 x double], align 16
  %50 = alloca [9 x double], align 16
  %51 = alloca [9 x double], align 16
  %52 = alloca [9 x double], align 16
  %53 = alloca [9 x double], align 16
  %54 = alloca [9 x double], align 16
  %55 = alloca [9 x double], align 16
  %56 = alloca [9 x double], align 16
  %57 = alloca [9 x double], align 16
  %58 = alloca [9 x double], align 16
  %59 = alloca [9 x double], align 16
  %60 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %52) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %57) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #15
  br label %61

61:                                               ; preds = %0, %1042
  %62 = phi i32 [ 2, %0 ], [ %1045, %1042 ]
  %63 = load i64, ptr @rng_state, align 8, !tbaa !5
  %64 = zext nneg i32 %62 to i64
  %65 = and i64 %64, 3
  %66 = icmp ult i32 %62, 4
  br i1 %66, label %107, label %67

67:                                               ; preds = %61
  %68 = and i64 %64, 2147483644
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 0, %67 ], [ %104, %69 ]
  %71 = phi i64 [ %63, %67 ], [ %98, %69 ]
  %72 = phi i64 [ 0, %67 ], [ %105, %69 ]
  %73 = mul i64 %71, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = lshr i64 %74, 11
  %76 = uitofp nneg i64 %75 to double
  %77 = fmul fast double %76, 0x3CB3333333333333
  %78 = fadd fast double %77, -1.200000e+00
  %79 = getelementptr inbounds double, ptr %52, i64 %70
  store double %78, ptr %79, align 16, !tbaa !9
  %80 = or disjoint i64 %70, 1
  %81 = mul i64 %74, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = lshr i64 %82, 11
  %84 = uitofp nneg i64 %83 to double
  %85 = fmul fast double %84, 0x3CB3333333333333
  %86 = fadd fast double %85, -1.200000e+00
  %87 = getelementptr inbounds double, ptr %52, i64 %80
  store double %86, ptr %87, align 8, !tbaa !9
  %88 = or disjoint i64 %70, 2
  %89 = mul i64 %82, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = lshr i64 %90, 11
  %92 = uitofp nneg i64 %91 to double
  %93 = fmul fast double %92, 0x3CB3333333333333
  %94 = fadd fast double %93, -1.200000e+00
  %95 = getelementptr inbounds double, ptr %52, i64 %88
  store double %94, ptr %95, align 16, !tbaa !9
  %96 = or disjoint i64 %70, 3
  %97 = mul i64 %90, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = lshr i64 %98, 11
  %100 = uitofp nneg i64 %99 to double
  %101 = fmul fast double %100, 0x3CB3333333333333
  %102 = fadd fast double %101, -1.200000e+00
  %103 = getelementptr inbounds double, ptr %52, i64 %96
  store double %102, ptr %103, align 8, !tbaa !9
  %104 = add nuw nsw i64 %70, 4
  %105 = add i64 %72, 4
  %106 = icmp eq i64 %105, %68
  br i1 %106, label %107, label %69, !llvm.loop !11

107:                                              ; preds = %69, %61
  %108 = phi i64 [ poison, %61 ], [ %98, %69 ]
  %109 = phi i64 [ 0, %61 ], [ %104, %69 ]
  %110 = phi i64 [ %63, %61 ], [ %98, %69 ]
  %111 = icmp eq i64 %65, 0
  br i1 %111, label %126, label %112

112:                                              ; preds = %107, %112
  %113 = phi i64 [ %123, %112 ], [ %109, %107 ]
  %114 = phi i64 [ %117, %112 ], [ %110, %107 ]
  %115 = phi i64 [ %124, %112 ], [ 0, %107 ]
  %116 = mul i64 %114, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = lshr i64 %117, 11
  %119 = uitofp nneg i64 %118 to double
  %120 = fmul fast double %119, 0x3CB3333333333333
  %121 = fadd fast double %120, -1.200000e+00
  %122 = getelementptr inbounds double, ptr %52, i64 %113
  store double %121, ptr %122, align 8, !tbaa !9
  %123 = add nuw nsw i64 %113, 1
  %124 = add i64 %115, 1
  %125 = icmp eq i64 %124, %65
  br i1 %125, label %126, label %112, !llvm.loop !13

126:                                              ; preds = %112, %107
  %127 = phi i64 [ %108, %107 ], [ %117, %112 ]
  %128 = and i64 %64, 3
  %129 = icmp ult i32 %62, 4
  br i1 %129, label %170, label %130

130:                                              ; preds = %126
  %131 = and i64 %64, 2147483644
  br label %132

132:                                              ; preds = %132, %130
  %133 = phi i64 [ 0, %130 ], [ %167, %132 ]
  %134 = phi i64 [ %127, %130 ], [ %161, %132 ]
  %135 = phi i64 [ 0, %130 ], [ %168, %132 ]
  %136 = mul i64 %134, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = lshr i64 %137, 11
  %139 = uitofp nneg i64 %138 to double
  %140 = fmul fast double %139, 0x3CB0000000000000
  %141 = fadd fast double %140, -1.000000e+00
  %142 = getelementptr inbounds double, ptr %53, i64 %133
  store double %141, ptr %142, align 16, !tbaa !9
  %143 = or disjoint i64 %133, 1
  %144 = mul i64 %137, 6364136223846793005
  %145 = add i64 %144, 1442695040888963407
  %146 = lshr i64 %145, 11
  %147 = uitofp nneg i64 %146 to double
  %148 = fmul fast double %147, 0x3CB0000000000000
  %149 = fadd fast double %148, -1.000000e+00
  %150 = getelementptr inbounds double, ptr %53, i64 %143
  store double %149, ptr %150, align 8, !tbaa !9
  %151 = or disjoint i64 %133, 2
  %152 = mul i64 %145, 6364136223846793005
  %153 = add i64 %152, 1442695040888963407
  %154 = lshr i64 %153, 11
  %155 = uitofp nneg i64 %154 to double
  %156 = fmul fast double %155, 0x3CB0000000000000
  %157 = fadd fast double %156, -1.000000e+00
  %158 = getelementptr inbounds double, ptr %53, i64 %151
  store double %157, ptr %158, align 16, !tbaa !9
  %159 = or disjoint i64 %133, 3
  %160 = mul i64 %153, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  %162 = lshr i64 %161, 11
  %163 = uitofp nneg i64 %162 to double
  %164 = fmul fast double %163, 0x3CB0000000000000
  %165 = fadd fast double %164, -1.000000e+00
  %166 = getelementptr inbounds double, ptr %53, i64 %159
  store double %165, ptr %166, align 8, !tbaa !9
  %167 = add nuw nsw i64 %133, 4
  %168 = add i64 %135, 4
  %169 = icmp eq i64 %168, %131
  br i1 %169, label %170, label %132, !llvm.loop !11

170:                                              ; preds = %132, %126
  %171 = phi i64 [ poison, %126 ], [ %161, %132 ]
  %172 = phi i64 [ 0, %126 ], [ %167, %132 ]
  %173 = phi i64 [ %127, %126 ], [ %161, %132 ]
  %174 = icmp eq i64 %128, 0
  br i1 %174, label %189, label %175

175:                                              ; preds = %170, %175
  %176 = phi i64 [ %186, %175 ], [ %172, %170 ]
  %177 = phi i64 [ %180, %175 ], [ %173, %170 ]
  %178 = phi i64 [ %187, %175 ], [ 0, %170 ]
  %179 = mul i64 %177, 6364136223846793005
  %180 = add i64 %179, 1442695040888963407
  %181 = lshr i64 %180, 11
  %182 = uitofp nneg i64 %181 to double
  %183 = fmul fast double %182, 0x3CB0000000000000
  %184 = fadd fast double %183, -1.000000e+00
  %185 = getelementptr inbounds double, ptr %53, i64 %176
  store double %184, ptr %185, align 8, !tbaa !9
  %186 = add nuw nsw i64 %176, 1
  %187 = add i64 %178, 1
  %188 = icmp eq i64 %187, %128
  br i1 %188, label %189, label %175, !llvm.loop !15

189:                                              ; preds = %175, %170
  %190 = phi i64 [ %171, %170 ], [ %180, %175 ]
  %191 = and i64 %64, 3
  %192 = icmp ult i32 %62, 4
  br i1 %192, label %233, label %193

193:                                              ; preds = %189
  %194 = and i64 %64, 2147483644
  br label %195

195:                                              ; preds = %195, %193
  %196 = phi i64 [ 0, %193 ], [ %230, %195 ]
  %197 = phi i64 [ %190, %193 ], [ %224, %195 ]
  %198 = phi i64 [ 0, %193 ], [ %231, %195 ]
  %199 = mul i64 %197, 6364136223846793005
  %200 = add i64 %199, 1442695040888963407
  %201 = lshr i64 %200, 11
  %202 = uitofp nneg i64 %201 to double
  %203 = fmul fast double %202, 0x3CB0000000000000
  %204 = fadd fast double %203, -1.000000e+00
  %205 = getelementptr inbounds double, ptr %54, i64 %196
  store double %204, ptr %205, align 16, !tbaa !9
  %206 = or disjoint i64 %196, 1
  %207 = mul i64 %200, 6364136223846793005
  %208 = add i64 %207, 1442695040888963407
  %209 = lshr i64 %208, 11
  %210 = uitofp nneg i64 %209 to double
  %211 = fmul fast double %210, 0x3CB0000000000000
  %212 = fadd fast double %211, -1.000000e+00
  %213 = getelementptr inbounds double, ptr %54, i64 %206
  store double %212, ptr %213, align 8, !tbaa !9
  %214 = or disjoint i64 %196, 2
  %215 = mul i64 %208, 6364136223846793005
  %216 = add i64 %215, 1442695040888963407
  %217 = lshr i64 %216, 11
  %218 = uitofp nneg i64 %217 to double
  %219 = fmul fast double %218, 0x3CB0000000000000
  %220 = fadd fast double %219, -1.000000e+00
  %221 = getelementptr inbounds double, ptr %54, i64 %214
  store double %220, ptr %221, align 16, !tbaa !9
  %222 = or disjoint i64 %196, 3
  %223 = mul i64 %216, 6364136223846793005
  %224 = add i64 %223, 1442695040888963407
  %225 = lshr i64 %224, 11
  %226 = uitofp nneg i64 %225 to double
  %227 = fmul fast double %226, 0x3CB0000000000000
  %228 = fadd fast double %227, -1.000000e+00
  %229 = getelementptr inbounds double, ptr %54, i64 %222
  store double %228, ptr %229, align 8, !tbaa !9
  %230 = add nuw nsw i64 %196, 4
  %231 = add i64 %198, 4
  %232 = icmp eq i64 %231, %194
  br i1 %232, label %233, label %195, !llvm.loop !11

233:                                              ; preds = %195, %189
  %234 = phi i64 [ poison, %189 ], [ %224, %195 ]
  %235 = phi i64 [ 0, %189 ], [ %230, %195 ]
  %236 = phi i64 [ %190, %189 ], [ %224, %195 ]
  %237 = icmp eq i64 %191, 0
  br i1 %237, label %252, label %238

238:                                              ; preds = %233, %238
  %239 = phi i64 [ %249, %238 ], [ %235, %233 ]
  %240 = phi i64 [ %243, %238 ], [ %236, %233 ]
  %241 = phi i64 [ %250, %238 ], [ 0, %233 ]
  %242 = mul i64 %240, 6364136223846793005
  %243 = add i64 %242, 1442695040888963407
  %244 = lshr i64 %243, 11
  %245 = uitofp nneg i64 %244 to double
  %246 = fmul fast double %245, 0x3CB0000000000000
  %247 = fadd fast double %246, -1.000000e+00
  %248 = getelementptr inbounds double, ptr %54, i64 %239
  store double %247, ptr %248, align 8, !tbaa !9
  %249 = add nuw nsw i64 %239, 1
  %250 = add i64 %241, 1
  %251 = icmp eq i64 %250, %191
  br i1 %251, label %252, label %238, !llvm.loop !16

252:                                              ; preds = %238, %233
  %253 = phi i64 [ %234, %233 ], [ %243, %238 ]
  store i64 %253, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %56, i8 0, i64 72, i1 false)
  %254 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %255 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %254, ptr noundef nonnull %52, ptr noundef nonnull %53, i32 noundef %254, ptr noundef nonnull %55, ptr noundef nonnull %56, i32 noundef %255, i32 noundef %62) #15
  %256 = shl nuw nsw i64 %64, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %58, i8 0, i64 %256, i1 false), !tbaa !9
  %257 = add nsw i32 %62, -1
  %258 = zext i32 %257 to i64
  %259 = load double, ptr %58, align 16
  br label %260

260:                                              ; preds = %260, %252
  %261 = phi double [ %259, %252 ], [ %288, %260 ]
  %262 = phi i64 [ 0, %252 ], [ %290, %260 ]
  %263 = phi i64 [ 1, %252 ], [ %289, %260 ]
  %264 = getelementptr inbounds double, ptr %52, i64 %262
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = fmul fast double %265, %265
  %267 = fmul fast double %266, 1.200000e+03
  %268 = getelementptr inbounds double, ptr %52, i64 %263
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = fmul fast double %269, -4.000000e+02
  %271 = fadd fast double %270, 2.000000e+00
  %272 = fadd fast double %271, %267
  %273 = fmul fast double %265, -4.000000e+02
  %274 = getelementptr inbounds double, ptr %53, i64 %262
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = fmul fast double %272, %275
  %277 = getelementptr inbounds double, ptr %53, i64 %263
  %278 = load double, ptr %277, align 8, !tbaa !9
  %279 = fmul fast double %278, %273
  %280 = getelementptr inbounds double, ptr %58, i64 %262
  %281 = fadd fast double %261, %279
  %282 = fadd fast double %281, %276
  store double %282, ptr %280, align 8, !tbaa !9
  %283 = fmul fast double %275, %273
  %284 = fmul fast double %278, 2.000000e+02
  %285 = fadd fast double %284, %283
  %286 = getelementptr inbounds double, ptr %58, i64 %263
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = fadd fast double %285, %287
  store double %288, ptr %286, align 8, !tbaa !9
  %289 = add nuw nsw i64 %263, 1
  %290 = add nuw nsw i64 %262, 1
  %291 = icmp eq i64 %290, %258
  br i1 %291, label %584, label %260, !llvm.loop !19

292:                                              ; preds = %613
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %50, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %51) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %51, i8 0, i64 72, i1 false)
  %293 = icmp ult i32 %62, 8
  br i1 %293, label %294, label %296

294:                                              ; preds = %320, %292
  %295 = phi i64 [ 0, %292 ], [ %297, %320 ]
  br label %327

296:                                              ; preds = %292
  %297 = and i64 %64, 2147483640
  br label %298

298:                                              ; preds = %298, %296
  %299 = phi i64 [ 0, %296 ], [ %318, %298 ]
  %300 = getelementptr inbounds double, ptr %52, i64 %299
  %301 = getelementptr inbounds i8, ptr %300, i64 32
  %302 = load <4 x double>, ptr %300, align 16, !tbaa !9
  %303 = load <4 x double>, ptr %301, align 16, !tbaa !9
  %304 = getelementptr inbounds double, ptr %53, i64 %299
  %305 = getelementptr inbounds i8, ptr %304, i64 32
  %306 = load <4 x double>, ptr %304, align 16, !tbaa !9
  %307 = load <4 x double>, ptr %305, align 16, !tbaa !9
  %308 = fmul fast <4 x double> %306, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %309 = fmul fast <4 x double> %307, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %310 = fadd fast <4 x double> %308, %302
  %311 = fadd fast <4 x double> %309, %303
  %312 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %299
  %313 = getelementptr inbounds i8, ptr %312, i64 32
  store <4 x double> %310, ptr %312, align 16, !tbaa !9
  store <4 x double> %311, ptr %313, align 16, !tbaa !9
  %314 = fsub fast <4 x double> %302, %308
  %315 = fsub fast <4 x double> %303, %309
  %316 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %299
  %317 = getelementptr inbounds i8, ptr %316, i64 32
  store <4 x double> %314, ptr %316, align 16, !tbaa !9
  store <4 x double> %315, ptr %317, align 16, !tbaa !9
  %318 = add nuw i64 %299, 8
  %319 = icmp eq i64 %318, %297
  br i1 %319, label %320, label %298, !llvm.loop !20

320:                                              ; preds = %298
  %321 = icmp eq i64 %297, %64
  br i1 %321, label %322, label %294

322:                                              ; preds = %327, %320
  %323 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %324 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %323, ptr noundef nonnull %48, ptr noundef nonnull %50, i32 noundef %324, i32 noundef %62) #15
  %325 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %326 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %325, ptr noundef nonnull %49, ptr noundef nonnull %51, i32 noundef %326, i32 noundef %62) #15
  br label %340

327:                                              ; preds = %294, %327
  %328 = phi i64 [ %338, %327 ], [ %295, %294 ]
  %329 = getelementptr inbounds double, ptr %52, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !9
  %331 = getelementptr inbounds double, ptr %53, i64 %328
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = fmul fast double %332, 0x3EB0C6F7A0B5ED8D
  %334 = fadd fast double %333, %330
  %335 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %328
  store double %334, ptr %335, align 8, !tbaa !9
  %336 = fsub fast double %330, %333
  %337 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %328
  store double %336, ptr %337, align 8, !tbaa !9
  %338 = add nuw nsw i64 %328, 1
  %339 = icmp eq i64 %338, %64
  br i1 %339, label %322, label %327, !llvm.loop !23

340:                                              ; preds = %373, %322
  %341 = phi i64 [ 0, %322 ], [ %374, %373 ]
  %342 = getelementptr inbounds double, ptr %56, i64 %341
  %343 = load double, ptr %342, align 8, !tbaa !9
  %344 = getelementptr inbounds [9 x double], ptr %50, i64 0, i64 %341
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = getelementptr inbounds [9 x double], ptr %51, i64 0, i64 %341
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = fsub fast double %345, %347
  %349 = fmul fast double %348, 5.000000e+05
  %350 = call fast double @llvm.fabs.f64(double %349)
  %351 = call fast double @llvm.maxnum.f64(double %350, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double %343, ptr %47, align 8, !tbaa !9
  %352 = load volatile double, ptr %47, align 8, !tbaa !9
  %353 = call double @llvm.fabs.f64(double %352)
  %354 = fcmp ueq double %353, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %354, label %368, label %355

355:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %349, ptr %46, align 8, !tbaa !9
  %356 = load volatile double, ptr %46, align 8, !tbaa !9
  %357 = call double @llvm.fabs.f64(double %356)
  %358 = fcmp ueq double %357, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %358, label %368, label %359

359:                                              ; preds = %355
  %360 = fsub fast double %343, %349
  %361 = call fast double @llvm.fabs.f64(double %360)
  %362 = fmul fast double %351, 1.000000e-05
  %363 = fcmp fast ole double %361, %362
  %364 = freeze i1 %363
  br i1 %364, label %365, label %368

365:                                              ; preds = %359
  %366 = trunc nuw nsw i64 %341 to i32
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.1, i32 noundef %366, double noundef nofpclass(nan inf) %343, double noundef nofpclass(nan inf) %349, ptr noundef nonnull @.str.25)
  br label %373

368:                                              ; preds = %359, %355, %340
  %369 = trunc nuw nsw i64 %341 to i32
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.1, i32 noundef %369, double noundef nofpclass(nan inf) %343, double noundef nofpclass(nan inf) %349, ptr noundef nonnull @.str.26)
  %371 = load i32, ptr @n_fail, align 4, !tbaa !17
  %372 = add nsw i32 %371, 1
  store i32 %372, ptr @n_fail, align 4, !tbaa !17
  br label %373

373:                                              ; preds = %368, %365
  %374 = add nuw nsw i64 %341, 1
  %375 = icmp eq i64 %374, %64
  br i1 %375, label %376, label %340, !llvm.loop !24

376:                                              ; preds = %373
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #15
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %52, ptr noundef nonnull %53, ptr noundef nonnull %56, i32 noundef %62)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %59, i8 0, i64 72, i1 false)
  %377 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %378 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %377, ptr noundef nonnull %52, ptr noundef nonnull %59, i32 noundef %378, i32 noundef %62) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %45) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %45, ptr noundef nonnull readonly align 16 dereferenceable(1) %52, i64 %256, i1 false)
  %379 = icmp ugt i32 %62, 1
  %380 = add nsw i32 %62, -1
  %381 = zext nneg i32 %380 to i64
  %382 = icmp ult i32 %62, 17
  %383 = and i64 %258, 4294967280
  %384 = or disjoint i64 %383, 1
  %385 = icmp eq i64 %383, %258
  %386 = icmp ult i32 %62, 17
  %387 = and i64 %258, 4294967280
  %388 = or disjoint i64 %387, 1
  %389 = icmp eq i64 %387, %258
  br label %390

390:                                              ; preds = %376, %576
  %391 = phi i64 [ %581, %576 ], [ 0, %376 ]
  %392 = getelementptr inbounds double, ptr %52, i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = call fast double @llvm.fabs.f64(double %393)
  %395 = call fast double @llvm.maxnum.f64(double %394, double 1.000000e+00)
  %396 = fmul fast double %395, 1.000000e-05
  %397 = fadd fast double %396, %393
  %398 = getelementptr inbounds [9 x double], ptr %45, i64 0, i64 %391
  store double %397, ptr %398, align 8, !tbaa !9
  br i1 %379, label %399, label %576

399:                                              ; preds = %390
  br i1 %382, label %462, label %400

400:                                              ; preds = %399, %400
  %401 = phi i64 [ %455, %400 ], [ 0, %399 ]
  %402 = phi <4 x double> [ %451, %400 ], [ zeroinitializer, %399 ]
  %403 = phi <4 x double> [ %452, %400 ], [ zeroinitializer, %399 ]
  %404 = phi <4 x double> [ %453, %400 ], [ zeroinitializer, %399 ]
  %405 = phi <4 x double> [ %454, %400 ], [ zeroinitializer, %399 ]
  %406 = or disjoint i64 %401, 1
  %407 = getelementptr inbounds double, ptr %45, i64 %406
  %408 = getelementptr inbounds i8, ptr %407, i64 32
  %409 = getelementptr inbounds i8, ptr %407, i64 64
  %410 = getelementptr inbounds i8, ptr %407, i64 96
  %411 = load <4 x double>, ptr %407, align 8, !tbaa !9
  %412 = load <4 x double>, ptr %408, align 8, !tbaa !9
  %413 = load <4 x double>, ptr %409, align 8, !tbaa !9
  %414 = load <4 x double>, ptr %410, align 8, !tbaa !9
  %415 = getelementptr inbounds double, ptr %45, i64 %401
  %416 = getelementptr inbounds i8, ptr %415, i64 32
  %417 = getelementptr inbounds i8, ptr %415, i64 64
  %418 = getelementptr inbounds i8, ptr %415, i64 96
  %419 = load <4 x double>, ptr %415, align 16, !tbaa !9
  %420 = load <4 x double>, ptr %416, align 16, !tbaa !9
  %421 = load <4 x double>, ptr %417, align 16, !tbaa !9
  %422 = load <4 x double>, ptr %418, align 16, !tbaa !9
  %423 = fmul fast <4 x double> %419, %419
  %424 = fmul fast <4 x double> %420, %420
  %425 = fmul fast <4 x double> %421, %421
  %426 = fmul fast <4 x double> %422, %422
  %427 = fsub fast <4 x double> %411, %423
  %428 = fsub fast <4 x double> %412, %424
  %429 = fsub fast <4 x double> %413, %425
  %430 = fsub fast <4 x double> %414, %426
  %431 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %419
  %432 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %420
  %433 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %421
  %434 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %422
  %435 = fmul fast <4 x double> %427, %427
  %436 = fmul fast <4 x double> %428, %428
  %437 = fmul fast <4 x double> %429, %429
  %438 = fmul fast <4 x double> %430, %430
  %439 = fmul fast <4 x double> %435, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %440 = fmul fast <4 x double> %436, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %441 = fmul fast <4 x double> %437, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %442 = fmul fast <4 x double> %438, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %443 = fmul fast <4 x double> %431, %431
  %444 = fmul fast <4 x double> %432, %432
  %445 = fmul fast <4 x double> %433, %433
  %446 = fmul fast <4 x double> %434, %434
  %447 = fadd fast <4 x double> %443, %402
  %448 = fadd fast <4 x double> %444, %403
  %449 = fadd fast <4 x double> %445, %404
  %450 = fadd fast <4 x double> %446, %405
  %451 = fadd fast <4 x double> %447, %439
  %452 = fadd fast <4 x double> %448, %440
  %453 = fadd fast <4 x double> %449, %441
  %454 = fadd fast <4 x double> %450, %442
  %455 = add nuw i64 %401, 16
  %456 = icmp eq i64 %455, %383
  br i1 %456, label %457, label %400, !llvm.loop !25

457:                                              ; preds = %400
  %458 = fadd fast <4 x double> %452, %451
  %459 = fadd fast <4 x double> %453, %458
  %460 = fadd fast <4 x double> %454, %459
  %461 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %460)
  br i1 %385, label %485, label %462

462:                                              ; preds = %457, %399
  %463 = phi i64 [ 0, %399 ], [ %383, %457 ]
  %464 = phi i64 [ 1, %399 ], [ %384, %457 ]
  %465 = phi double [ 0.000000e+00, %399 ], [ %461, %457 ]
  br label %466

466:                                              ; preds = %462, %466
  %467 = phi i64 [ %483, %466 ], [ %463, %462 ]
  %468 = phi i64 [ %482, %466 ], [ %464, %462 ]
  %469 = phi double [ %481, %466 ], [ %465, %462 ]
  %470 = getelementptr inbounds double, ptr %45, i64 %468
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = getelementptr inbounds double, ptr %45, i64 %467
  %473 = load double, ptr %472, align 8, !tbaa !9
  %474 = fmul fast double %473, %473
  %475 = fsub fast double %471, %474
  %476 = fsub fast double 1.000000e+00, %473
  %477 = fmul fast double %475, %475
  %478 = fmul fast double %477, 1.000000e+02
  %479 = fmul fast double %476, %476
  %480 = fadd fast double %479, %469
  %481 = fadd fast double %480, %478
  %482 = add nuw nsw i64 %468, 1
  %483 = add nuw nsw i64 %467, 1
  %484 = icmp eq i64 %483, %381
  br i1 %484, label %485, label %466, !llvm.loop !26

485:                                              ; preds = %466, %457
  %486 = phi double [ %461, %457 ], [ %481, %466 ]
  %487 = fsub fast double %393, %396
  store double %487, ptr %398, align 8, !tbaa !9
  br i1 %386, label %550, label %488

488:                                              ; preds = %485, %488
  %489 = phi i64 [ %543, %488 ], [ 0, %485 ]
  %490 = phi <4 x double> [ %539, %488 ], [ zeroinitializer, %485 ]
  %491 = phi <4 x double> [ %540, %488 ], [ zeroinitializer, %485 ]
  %492 = phi <4 x double> [ %541, %488 ], [ zeroinitializer, %485 ]
  %493 = phi <4 x double> [ %542, %488 ], [ zeroinitializer, %485 ]
  %494 = or disjoint i64 %489, 1
  %495 = getelementptr inbounds double, ptr %45, i64 %494
  %496 = getelementptr inbounds i8, ptr %495, i64 32
  %497 = getelementptr inbounds i8, ptr %495, i64 64
  %498 = getelementptr inbounds i8, ptr %495, i64 96
  %499 = load <4 x double>, ptr %495, align 8, !tbaa !9
  %500 = load <4 x double>, ptr %496, align 8, !tbaa !9
  %501 = load <4 x double>, ptr %497, align 8, !tbaa !9
  %502 = load <4 x double>, ptr %498, align 8, !tbaa !9
  %503 = getelementptr inbounds double, ptr %45, i64 %489
  %504 = getelementptr inbounds i8, ptr %503, i64 32
  %505 = getelementptr inbounds i8, ptr %503, i64 64
  %506 = getelementptr inbounds i8, ptr %503, i64 96
  %507 = load <4 x double>, ptr %503, align 16, !tbaa !9
  %508 = load <4 x double>, ptr %504, align 16, !tbaa !9
  %509 = load <4 x double>, ptr %505, align 16, !tbaa !9
  %510 = load <4 x double>, ptr %506, align 16, !tbaa !9
  %511 = fmul fast <4 x double> %507, %507
  %512 = fmul fast <4 x double> %508, %508
  %513 = fmul fast <4 x double> %509, %509
  %514 = fmul fast <4 x double> %510, %510
  %515 = fsub fast <4 x double> %499, %511
  %516 = fsub fast <4 x double> %500, %512
  %517 = fsub fast <4 x double> %501, %513
  %518 = fsub fast <4 x double> %502, %514
  %519 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %507
  %520 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %508
  %521 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %509
  %522 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %510
  %523 = fmul fast <4 x double> %515, %515
  %524 = fmul fast <4 x double> %516, %516
  %525 = fmul fast <4 x double> %517, %517
  %526 = fmul fast <4 x double> %518, %518
  %527 = fmul fast <4 x double> %523, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %528 = fmul fast <4 x double> %524, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %529 = fmul fast <4 x double> %525, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %530 = fmul fast <4 x double> %526, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %531 = fmul fast <4 x double> %519, %519
  %532 = fmul fast <4 x double> %520, %520
  %533 = fmul fast <4 x double> %521, %521
  %534 = fmul fast <4 x double> %522, %522
  %535 = fadd fast <4 x double> %531, %490
  %536 = fadd fast <4 x double> %532, %491
  %537 = fadd fast <4 x double> %533, %492
  %538 = fadd fast <4 x double> %534, %493
  %539 = fadd fast <4 x double> %535, %527
  %540 = fadd fast <4 x double> %536, %528
  %541 = fadd fast <4 x double> %537, %529
  %542 = fadd fast <4 x double> %538, %530
  %543 = add nuw i64 %489, 16
  %544 = icmp eq i64 %543, %387
  br i1 %544, label %545, label %488, !llvm.loop !27

545:                                              ; preds = %488
  %546 = fadd fast <4 x double> %540, %539
  %547 = fadd fast <4 x double> %541, %546
  %548 = fadd fast <4 x double> %542, %547
  %549 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %548)
  br i1 %389, label %573, label %550

550:                                              ; preds = %545, %485
  %551 = phi i64 [ 0, %485 ], [ %387, %545 ]
  %552 = phi i64 [ 1, %485 ], [ %388, %545 ]
  %553 = phi double [ 0.000000e+00, %485 ], [ %549, %545 ]
  br label %554

554:                                              ; preds = %550, %554
  %555 = phi i64 [ %571, %554 ], [ %551, %550 ]
  %556 = phi i64 [ %570, %554 ], [ %552, %550 ]
  %557 = phi double [ %569, %554 ], [ %553, %550 ]
  %558 = getelementptr inbounds double, ptr %45, i64 %556
  %559 = load double, ptr %558, align 8, !tbaa !9
  %560 = getelementptr inbounds double, ptr %45, i64 %555
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = fmul fast double %561, %561
  %563 = fsub fast double %559, %562
  %564 = fsub fast double 1.000000e+00, %561
  %565 = fmul fast double %563, %563
  %566 = fmul fast double %565, 1.000000e+02
  %567 = fmul fast double %564, %564
  %568 = fadd fast double %567, %557
  %569 = fadd fast double %568, %566
  %570 = add nuw nsw i64 %556, 1
  %571 = add nuw nsw i64 %555, 1
  %572 = icmp eq i64 %571, %381
  br i1 %572, label %573, label %554, !llvm.loop !28

573:                                              ; preds = %554, %545
  %574 = phi double [ %549, %545 ], [ %569, %554 ]
  %575 = fsub fast double %486, %574
  br label %576

576:                                              ; preds = %390, %573
  %577 = phi double [ %575, %573 ], [ 0.000000e+00, %390 ]
  store double %393, ptr %398, align 8, !tbaa !9
  %578 = fmul fast double %395, 2.000000e-05
  %579 = fdiv fast double %577, %578
  %580 = getelementptr inbounds double, ptr %58, i64 %391
  store double %579, ptr %580, align 8, !tbaa !9
  %581 = add nuw nsw i64 %391, 1
  %582 = icmp eq i64 %581, %64
  br i1 %582, label %583, label %390, !llvm.loop !29

583:                                              ; preds = %576
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %45) #15
  br label %616

584:                                              ; preds = %260, %613
  %585 = phi i64 [ %614, %613 ], [ 0, %260 ]
  %586 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %585
  %587 = load double, ptr %586, align 8, !tbaa !9
  %588 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %585
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = call fast double @llvm.fabs.f64(double %589)
  %591 = call fast double @llvm.maxnum.f64(double %590, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %587, ptr %44, align 8, !tbaa !9
  %592 = load volatile double, ptr %44, align 8, !tbaa !9
  %593 = call double @llvm.fabs.f64(double %592)
  %594 = fcmp ueq double %593, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %594, label %608, label %595

595:                                              ; preds = %584
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %589, ptr %43, align 8, !tbaa !9
  %596 = load volatile double, ptr %43, align 8, !tbaa !9
  %597 = call double @llvm.fabs.f64(double %596)
  %598 = fcmp ueq double %597, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %598, label %608, label %599

599:                                              ; preds = %595
  %600 = fsub fast double %587, %589
  %601 = call fast double @llvm.fabs.f64(double %600)
  %602 = fmul fast double %591, 1.000000e-10
  %603 = fcmp fast ole double %601, %602
  %604 = freeze i1 %603
  br i1 %604, label %605, label %608

605:                                              ; preds = %599
  %606 = trunc nuw nsw i64 %585 to i32
  %607 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str, i32 noundef %606, double noundef nofpclass(nan inf) %587, double noundef nofpclass(nan inf) %589, ptr noundef nonnull @.str.25)
  br label %613

608:                                              ; preds = %599, %595, %584
  %609 = trunc nuw nsw i64 %585 to i32
  %610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str, i32 noundef %609, double noundef nofpclass(nan inf) %587, double noundef nofpclass(nan inf) %589, ptr noundef nonnull @.str.26)
  %611 = load i32, ptr @n_fail, align 4, !tbaa !17
  %612 = add nsw i32 %611, 1
  store i32 %612, ptr @n_fail, align 4, !tbaa !17
  br label %613

613:                                              ; preds = %605, %608
  %614 = add nuw nsw i64 %585, 1
  %615 = icmp eq i64 %614, %64
  br i1 %615, label %292, label %584, !llvm.loop !30

616:                                              ; preds = %583, %645
  %617 = phi i64 [ 0, %583 ], [ %646, %645 ]
  %618 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %617
  %619 = load double, ptr %618, align 8, !tbaa !9
  %620 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %617
  %621 = load double, ptr %620, align 8, !tbaa !9
  %622 = call fast double @llvm.fabs.f64(double %621)
  %623 = call fast double @llvm.maxnum.f64(double %622, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %619, ptr %42, align 8, !tbaa !9
  %624 = load volatile double, ptr %42, align 8, !tbaa !9
  %625 = call double @llvm.fabs.f64(double %624)
  %626 = fcmp ueq double %625, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %626, label %640, label %627

627:                                              ; preds = %616
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %621, ptr %41, align 8, !tbaa !9
  %628 = load volatile double, ptr %41, align 8, !tbaa !9
  %629 = call double @llvm.fabs.f64(double %628)
  %630 = fcmp ueq double %629, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %630, label %640, label %631

631:                                              ; preds = %627
  %632 = fsub fast double %619, %621
  %633 = call fast double @llvm.fabs.f64(double %632)
  %634 = fmul fast double %623, 0x3EB0C6F7A0B5ED8D
  %635 = fcmp fast ole double %633, %634
  %636 = freeze i1 %635
  br i1 %636, label %637, label %640

637:                                              ; preds = %631
  %638 = trunc nuw nsw i64 %617 to i32
  %639 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.3, i32 noundef %638, double noundef nofpclass(nan inf) %619, double noundef nofpclass(nan inf) %621, ptr noundef nonnull @.str.25)
  br label %645

640:                                              ; preds = %631, %627, %616
  %641 = trunc nuw nsw i64 %617 to i32
  %642 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.3, i32 noundef %641, double noundef nofpclass(nan inf) %619, double noundef nofpclass(nan inf) %621, ptr noundef nonnull @.str.26)
  %643 = load i32, ptr @n_fail, align 4, !tbaa !17
  %644 = add nsw i32 %643, 1
  store i32 %644, ptr @n_fail, align 4, !tbaa !17
  br label %645

645:                                              ; preds = %637, %640
  %646 = add nuw nsw i64 %617, 1
  %647 = icmp eq i64 %646, %64
  br i1 %647, label %739, label %616, !llvm.loop !31

648:                                              ; preds = %768
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %56, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %57, i8 0, i64 72, i1 false)
  %649 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %650 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %649, ptr noundef nonnull %52, ptr noundef nonnull %53, i32 noundef %649, ptr noundef nonnull %55, ptr noundef nonnull %56, i32 noundef %650, i32 noundef %62) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  %651 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %652 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %651, ptr noundef nonnull %52, ptr noundef nonnull %54, i32 noundef %651, ptr noundef nonnull %55, ptr noundef nonnull %57, i32 noundef %652, i32 noundef %62) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %37) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %38) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %39) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %39, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %40) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %40, i8 0, i64 72, i1 false)
  %653 = icmp ult i32 %62, 8
  br i1 %653, label %654, label %656

654:                                              ; preds = %680, %648
  %655 = phi i64 [ 0, %648 ], [ %657, %680 ]
  br label %687

656:                                              ; preds = %648
  %657 = and i64 %64, 2147483640
  br label %658

658:                                              ; preds = %658, %656
  %659 = phi i64 [ 0, %656 ], [ %678, %658 ]
  %660 = getelementptr inbounds double, ptr %52, i64 %659
  %661 = getelementptr inbounds i8, ptr %660, i64 32
  %662 = load <4 x double>, ptr %660, align 16, !tbaa !9
  %663 = load <4 x double>, ptr %661, align 16, !tbaa !9
  %664 = getelementptr inbounds double, ptr %53, i64 %659
  %665 = getelementptr inbounds i8, ptr %664, i64 32
  %666 = load <4 x double>, ptr %664, align 16, !tbaa !9
  %667 = load <4 x double>, ptr %665, align 16, !tbaa !9
  %668 = fmul fast <4 x double> %666, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %669 = fmul fast <4 x double> %667, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %670 = fadd fast <4 x double> %668, %662
  %671 = fadd fast <4 x double> %669, %663
  %672 = getelementptr inbounds [9 x double], ptr %37, i64 0, i64 %659
  %673 = getelementptr inbounds i8, ptr %672, i64 32
  store <4 x double> %670, ptr %672, align 16, !tbaa !9
  store <4 x double> %671, ptr %673, align 16, !tbaa !9
  %674 = fsub fast <4 x double> %662, %668
  %675 = fsub fast <4 x double> %663, %669
  %676 = getelementptr inbounds [9 x double], ptr %38, i64 0, i64 %659
  %677 = getelementptr inbounds i8, ptr %676, i64 32
  store <4 x double> %674, ptr %676, align 16, !tbaa !9
  store <4 x double> %675, ptr %677, align 16, !tbaa !9
  %678 = add nuw i64 %659, 8
  %679 = icmp eq i64 %678, %657
  br i1 %679, label %680, label %658, !llvm.loop !32

680:                                              ; preds = %658
  %681 = icmp eq i64 %657, %64
  br i1 %681, label %682, label %654

682:                                              ; preds = %687, %680
  %683 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %684 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %683, ptr noundef nonnull %37, ptr noundef nonnull %39, i32 noundef %684, i32 noundef %62) #15
  %685 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %686 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %685, ptr noundef nonnull %38, ptr noundef nonnull %40, i32 noundef %686, i32 noundef %62) #15
  br label %700

687:                                              ; preds = %654, %687
  %688 = phi i64 [ %698, %687 ], [ %655, %654 ]
  %689 = getelementptr inbounds double, ptr %52, i64 %688
  %690 = load double, ptr %689, align 8, !tbaa !9
  %691 = getelementptr inbounds double, ptr %53, i64 %688
  %692 = load double, ptr %691, align 8, !tbaa !9
  %693 = fmul fast double %692, 0x3EB0C6F7A0B5ED8D
  %694 = fadd fast double %693, %690
  %695 = getelementptr inbounds [9 x double], ptr %37, i64 0, i64 %688
  store double %694, ptr %695, align 8, !tbaa !9
  %696 = fsub fast double %690, %693
  %697 = getelementptr inbounds [9 x double], ptr %38, i64 0, i64 %688
  store double %696, ptr %697, align 8, !tbaa !9
  %698 = add nuw nsw i64 %688, 1
  %699 = icmp eq i64 %698, %64
  br i1 %699, label %682, label %687, !llvm.loop !33

700:                                              ; preds = %733, %682
  %701 = phi i64 [ 0, %682 ], [ %734, %733 ]
  %702 = getelementptr inbounds double, ptr %56, i64 %701
  %703 = load double, ptr %702, align 8, !tbaa !9
  %704 = getelementptr inbounds [9 x double], ptr %39, i64 0, i64 %701
  %705 = load double, ptr %704, align 8, !tbaa !9
  %706 = getelementptr inbounds [9 x double], ptr %40, i64 0, i64 %701
  %707 = load double, ptr %706, align 8, !tbaa !9
  %708 = fsub fast double %705, %707
  %709 = fmul fast double %708, 5.000000e+05
  %710 = call fast double @llvm.fabs.f64(double %709)
  %711 = call fast double @llvm.maxnum.f64(double %710, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %703, ptr %36, align 8, !tbaa !9
  %712 = load volatile double, ptr %36, align 8, !tbaa !9
  %713 = call double @llvm.fabs.f64(double %712)
  %714 = fcmp ueq double %713, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %714, label %728, label %715

715:                                              ; preds = %700
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %709, ptr %35, align 8, !tbaa !9
  %716 = load volatile double, ptr %35, align 8, !tbaa !9
  %717 = call double @llvm.fabs.f64(double %716)
  %718 = fcmp ueq double %717, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %718, label %728, label %719

719:                                              ; preds = %715
  %720 = fsub fast double %703, %709
  %721 = call fast double @llvm.fabs.f64(double %720)
  %722 = fmul fast double %711, 1.000000e-05
  %723 = fcmp fast ole double %721, %722
  %724 = freeze i1 %723
  br i1 %724, label %725, label %728

725:                                              ; preds = %719
  %726 = trunc nuw nsw i64 %701 to i32
  %727 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.5, i32 noundef %726, double noundef nofpclass(nan inf) %703, double noundef nofpclass(nan inf) %709, ptr noundef nonnull @.str.25)
  br label %733

728:                                              ; preds = %719, %715, %700
  %729 = trunc nuw nsw i64 %701 to i32
  %730 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.5, i32 noundef %729, double noundef nofpclass(nan inf) %703, double noundef nofpclass(nan inf) %709, ptr noundef nonnull @.str.26)
  %731 = load i32, ptr @n_fail, align 4, !tbaa !17
  %732 = add nsw i32 %731, 1
  store i32 %732, ptr @n_fail, align 4, !tbaa !17
  br label %733

733:                                              ; preds = %728, %725
  %734 = add nuw nsw i64 %701, 1
  %735 = icmp eq i64 %734, %64
  br i1 %735, label %736, label %700, !llvm.loop !24

736:                                              ; preds = %733
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %40) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %39) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %38) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %37) #15
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %52, ptr noundef nonnull %53, ptr noundef nonnull %56, i32 noundef %62)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %60, i8 0, i64 72, i1 false)
  %737 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %738 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %737, ptr noundef nonnull %52, ptr noundef nonnull %60, i32 noundef %738, ptr noundef nonnull %53, i32 noundef %738, i32 noundef %62) #15
  br label %771

739:                                              ; preds = %645, %768
  %740 = phi i64 [ %769, %768 ], [ 0, %645 ]
  %741 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %740
  %742 = load double, ptr %741, align 8, !tbaa !9
  %743 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %740
  %744 = load double, ptr %743, align 8, !tbaa !9
  %745 = call fast double @llvm.fabs.f64(double %744)
  %746 = call fast double @llvm.maxnum.f64(double %745, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %742, ptr %34, align 8, !tbaa !9
  %747 = load volatile double, ptr %34, align 8, !tbaa !9
  %748 = call double @llvm.fabs.f64(double %747)
  %749 = fcmp ueq double %748, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %749, label %763, label %750

750:                                              ; preds = %739
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %744, ptr %33, align 8, !tbaa !9
  %751 = load volatile double, ptr %33, align 8, !tbaa !9
  %752 = call double @llvm.fabs.f64(double %751)
  %753 = fcmp ueq double %752, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %753, label %763, label %754

754:                                              ; preds = %750
  %755 = fsub fast double %742, %744
  %756 = call fast double @llvm.fabs.f64(double %755)
  %757 = fmul fast double %746, 0x3EB0C6F7A0B5ED8D
  %758 = fcmp fast ole double %756, %757
  %759 = freeze i1 %758
  br i1 %759, label %760, label %763

760:                                              ; preds = %754
  %761 = trunc nuw nsw i64 %740 to i32
  %762 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.4, i32 noundef %761, double noundef nofpclass(nan inf) %742, double noundef nofpclass(nan inf) %744, ptr noundef nonnull @.str.25)
  br label %768

763:                                              ; preds = %754, %750, %739
  %764 = trunc nuw nsw i64 %740 to i32
  %765 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.4, i32 noundef %764, double noundef nofpclass(nan inf) %742, double noundef nofpclass(nan inf) %744, ptr noundef nonnull @.str.26)
  %766 = load i32, ptr @n_fail, align 4, !tbaa !17
  %767 = add nsw i32 %766, 1
  store i32 %767, ptr @n_fail, align 4, !tbaa !17
  br label %768

768:                                              ; preds = %760, %763
  %769 = add nuw nsw i64 %740, 1
  %770 = icmp eq i64 %769, %64
  br i1 %770, label %648, label %739, !llvm.loop !34

771:                                              ; preds = %736, %800
  %772 = phi i64 [ 0, %736 ], [ %801, %800 ]
  %773 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %772
  %774 = load double, ptr %773, align 8, !tbaa !9
  %775 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %772
  %776 = load double, ptr %775, align 8, !tbaa !9
  %777 = call fast double @llvm.fabs.f64(double %776)
  %778 = call fast double @llvm.maxnum.f64(double %777, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %774, ptr %32, align 8, !tbaa !9
  %779 = load volatile double, ptr %32, align 8, !tbaa !9
  %780 = call double @llvm.fabs.f64(double %779)
  %781 = fcmp ueq double %780, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %781, label %795, label %782

782:                                              ; preds = %771
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %776, ptr %31, align 8, !tbaa !9
  %783 = load volatile double, ptr %31, align 8, !tbaa !9
  %784 = call double @llvm.fabs.f64(double %783)
  %785 = fcmp ueq double %784, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %785, label %795, label %786

786:                                              ; preds = %782
  %787 = fsub fast double %774, %776
  %788 = call fast double @llvm.fabs.f64(double %787)
  %789 = fmul fast double %778, 1.000000e-10
  %790 = fcmp fast ole double %788, %789
  %791 = freeze i1 %790
  br i1 %791, label %792, label %795

792:                                              ; preds = %786
  %793 = trunc nuw nsw i64 %772 to i32
  %794 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.7, i32 noundef %793, double noundef nofpclass(nan inf) %774, double noundef nofpclass(nan inf) %776, ptr noundef nonnull @.str.25)
  br label %800

795:                                              ; preds = %786, %782, %771
  %796 = trunc nuw nsw i64 %772 to i32
  %797 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.7, i32 noundef %796, double noundef nofpclass(nan inf) %774, double noundef nofpclass(nan inf) %776, ptr noundef nonnull @.str.26)
  %798 = load i32, ptr @n_fail, align 4, !tbaa !17
  %799 = add nsw i32 %798, 1
  store i32 %799, ptr @n_fail, align 4, !tbaa !17
  br label %800

800:                                              ; preds = %792, %795
  %801 = add nuw nsw i64 %772, 1
  %802 = icmp eq i64 %801, %64
  br i1 %802, label %803, label %771, !llvm.loop !35

803:                                              ; preds = %800
  %804 = icmp ult i32 %62, 16
  br i1 %804, label %805, label %809

805:                                              ; preds = %871, %803
  %806 = phi i64 [ 0, %803 ], [ %810, %871 ]
  %807 = phi double [ 0.000000e+00, %803 ], [ %875, %871 ]
  %808 = phi double [ 0.000000e+00, %803 ], [ %879, %871 ]
  br label %938

809:                                              ; preds = %803
  %810 = and i64 %64, 2147483632
  br label %811

811:                                              ; preds = %811, %809
  %812 = phi i64 [ 0, %809 ], [ %869, %811 ]
  %813 = phi <4 x double> [ zeroinitializer, %809 ], [ %841, %811 ]
  %814 = phi <4 x double> [ zeroinitializer, %809 ], [ %842, %811 ]
  %815 = phi <4 x double> [ zeroinitializer, %809 ], [ %843, %811 ]
  %816 = phi <4 x double> [ zeroinitializer, %809 ], [ %844, %811 ]
  %817 = phi <4 x double> [ zeroinitializer, %809 ], [ %865, %811 ]
  %818 = phi <4 x double> [ zeroinitializer, %809 ], [ %866, %811 ]
  %819 = phi <4 x double> [ zeroinitializer, %809 ], [ %867, %811 ]
  %820 = phi <4 x double> [ zeroinitializer, %809 ], [ %868, %811 ]
  %821 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %812
  %822 = getelementptr inbounds i8, ptr %821, i64 32
  %823 = getelementptr inbounds i8, ptr %821, i64 64
  %824 = getelementptr inbounds i8, ptr %821, i64 96
  %825 = load <4 x double>, ptr %821, align 16, !tbaa !9
  %826 = load <4 x double>, ptr %822, align 16, !tbaa !9
  %827 = load <4 x double>, ptr %823, align 16, !tbaa !9
  %828 = load <4 x double>, ptr %824, align 16, !tbaa !9
  %829 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %812
  %830 = getelementptr inbounds i8, ptr %829, i64 32
  %831 = getelementptr inbounds i8, ptr %829, i64 64
  %832 = getelementptr inbounds i8, ptr %829, i64 96
  %833 = load <4 x double>, ptr %829, align 16, !tbaa !9
  %834 = load <4 x double>, ptr %830, align 16, !tbaa !9
  %835 = load <4 x double>, ptr %831, align 16, !tbaa !9
  %836 = load <4 x double>, ptr %832, align 16, !tbaa !9
  %837 = fmul fast <4 x double> %833, %825
  %838 = fmul fast <4 x double> %834, %826
  %839 = fmul fast <4 x double> %835, %827
  %840 = fmul fast <4 x double> %836, %828
  %841 = fadd fast <4 x double> %837, %813
  %842 = fadd fast <4 x double> %838, %814
  %843 = fadd fast <4 x double> %839, %815
  %844 = fadd fast <4 x double> %840, %816
  %845 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %812
  %846 = getelementptr inbounds i8, ptr %845, i64 32
  %847 = getelementptr inbounds i8, ptr %845, i64 64
  %848 = getelementptr inbounds i8, ptr %845, i64 96
  %849 = load <4 x double>, ptr %845, align 16, !tbaa !9
  %850 = load <4 x double>, ptr %846, align 16, !tbaa !9
  %851 = load <4 x double>, ptr %847, align 16, !tbaa !9
  %852 = load <4 x double>, ptr %848, align 16, !tbaa !9
  %853 = getelementptr inbounds [9 x double], ptr %57, i64 0, i64 %812
  %854 = getelementptr inbounds i8, ptr %853, i64 32
  %855 = getelementptr inbounds i8, ptr %853, i64 64
  %856 = getelementptr inbounds i8, ptr %853, i64 96
  %857 = load <4 x double>, ptr %853, align 16, !tbaa !9
  %858 = load <4 x double>, ptr %854, align 16, !tbaa !9
  %859 = load <4 x double>, ptr %855, align 16, !tbaa !9
  %860 = load <4 x double>, ptr %856, align 16, !tbaa !9
  %861 = fmul fast <4 x double> %857, %849
  %862 = fmul fast <4 x double> %858, %850
  %863 = fmul fast <4 x double> %859, %851
  %864 = fmul fast <4 x double> %860, %852
  %865 = fadd fast <4 x double> %861, %817
  %866 = fadd fast <4 x double> %862, %818
  %867 = fadd fast <4 x double> %863, %819
  %868 = fadd fast <4 x double> %864, %820
  %869 = add nuw i64 %812, 16
  %870 = icmp eq i64 %869, %810
  br i1 %870, label %871, label %811, !llvm.loop !36

871:                                              ; preds = %811
  %872 = fadd fast <4 x double> %842, %841
  %873 = fadd fast <4 x double> %843, %872
  %874 = fadd fast <4 x double> %844, %873
  %875 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %874)
  %876 = fadd fast <4 x double> %866, %865
  %877 = fadd fast <4 x double> %867, %876
  %878 = fadd fast <4 x double> %868, %877
  %879 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %878)
  %880 = icmp eq i64 %810, %64
  br i1 %880, label %881, label %805

881:                                              ; preds = %938, %871
  %882 = phi double [ %875, %871 ], [ %947, %938 ]
  %883 = phi double [ %879, %871 ], [ %953, %938 ]
  %884 = call fast double @llvm.fabs.f64(double %883)
  %885 = call fast double @llvm.maxnum.f64(double %884, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %882, ptr %30, align 8, !tbaa !9
  %886 = load volatile double, ptr %30, align 8, !tbaa !9
  %887 = call double @llvm.fabs.f64(double %886)
  %888 = fcmp ueq double %887, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %888, label %901, label %889

889:                                              ; preds = %881
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %883, ptr %29, align 8, !tbaa !9
  %890 = load volatile double, ptr %29, align 8, !tbaa !9
  %891 = call double @llvm.fabs.f64(double %890)
  %892 = fcmp ueq double %891, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %892, label %901, label %893

893:                                              ; preds = %889
  %894 = fsub fast double %882, %883
  %895 = call fast double @llvm.fabs.f64(double %894)
  %896 = fmul fast double %885, 1.000000e-10
  %897 = fcmp fast ole double %895, %896
  %898 = freeze i1 %897
  br i1 %898, label %899, label %901

899:                                              ; preds = %893
  %900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.8, i32 noundef %62, double noundef nofpclass(nan inf) %882, double noundef nofpclass(nan inf) %883, ptr noundef nonnull @.str.25)
  br label %905

901:                                              ; preds = %893, %889, %881
  %902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.8, i32 noundef %62, double noundef nofpclass(nan inf) %882, double noundef nofpclass(nan inf) %883, ptr noundef nonnull @.str.26)
  %903 = load i32, ptr @n_fail, align 4, !tbaa !17
  %904 = add nsw i32 %903, 1
  store i32 %904, ptr @n_fail, align 4, !tbaa !17
  br label %905

905:                                              ; preds = %899, %901
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %56, i8 0, i64 72, i1 false)
  %906 = icmp ult i32 %62, 16
  br i1 %906, label %907, label %909

907:                                              ; preds = %936, %905
  %908 = phi i64 [ 0, %905 ], [ %910, %936 ]
  br label %1047

909:                                              ; preds = %905
  %910 = and i64 %64, 2147483632
  br label %911

911:                                              ; preds = %911, %909
  %912 = phi i64 [ 0, %909 ], [ %933, %911 ]
  %913 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %909 ], [ %934, %911 ]
  %914 = add <4 x i32> %913, <i32 4, i32 4, i32 4, i32 4>
  %915 = add <4 x i32> %913, <i32 8, i32 8, i32 8, i32 8>
  %916 = add <4 x i32> %913, <i32 12, i32 12, i32 12, i32 12>
  %917 = uitofp <4 x i32> %913 to <4 x double>
  %918 = uitofp <4 x i32> %914 to <4 x double>
  %919 = uitofp <4 x i32> %915 to <4 x double>
  %920 = uitofp <4 x i32> %916 to <4 x double>
  %921 = fmul fast <4 x double> %917, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %922 = fmul fast <4 x double> %918, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %923 = fmul fast <4 x double> %919, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %924 = fmul fast <4 x double> %920, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %925 = fadd fast <4 x double> %921, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %926 = fadd fast <4 x double> %922, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %927 = fadd fast <4 x double> %923, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %928 = fadd fast <4 x double> %924, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %929 = getelementptr inbounds [9 x double], ptr %52, i64 0, i64 %912
  %930 = getelementptr inbounds i8, ptr %929, i64 32
  %931 = getelementptr inbounds i8, ptr %929, i64 64
  %932 = getelementptr inbounds i8, ptr %929, i64 96
  store <4 x double> %925, ptr %929, align 16, !tbaa !9
  store <4 x double> %926, ptr %930, align 16, !tbaa !9
  store <4 x double> %927, ptr %931, align 16, !tbaa !9
  store <4 x double> %928, ptr %932, align 16, !tbaa !9
  %933 = add nuw i64 %912, 16
  %934 = add <4 x i32> %913, <i32 16, i32 16, i32 16, i32 16>
  %935 = icmp eq i64 %933, %910
  br i1 %935, label %936, label %911, !llvm.loop !37

936:                                              ; preds = %911
  %937 = icmp eq i64 %910, %64
  br i1 %937, label %956, label %907

938:                                              ; preds = %805, %938
  %939 = phi i64 [ %954, %938 ], [ %806, %805 ]
  %940 = phi double [ %947, %938 ], [ %807, %805 ]
  %941 = phi double [ %953, %938 ], [ %808, %805 ]
  %942 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %939
  %943 = load double, ptr %942, align 8, !tbaa !9
  %944 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %939
  %945 = load double, ptr %944, align 8, !tbaa !9
  %946 = fmul fast double %945, %943
  %947 = fadd fast double %946, %940
  %948 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %939
  %949 = load double, ptr %948, align 8, !tbaa !9
  %950 = getelementptr inbounds [9 x double], ptr %57, i64 0, i64 %939
  %951 = load double, ptr %950, align 8, !tbaa !9
  %952 = fmul fast double %951, %949
  %953 = fadd fast double %952, %941
  %954 = add nuw nsw i64 %939, 1
  %955 = icmp eq i64 %954, %64
  br i1 %955, label %881, label %938, !llvm.loop !38

956:                                              ; preds = %1047, %936
  %957 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %958 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %957, ptr noundef nonnull %52, ptr noundef nonnull %53, i32 noundef %957, ptr noundef nonnull %55, ptr noundef nonnull %56, i32 noundef %958, i32 noundef %62) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %25) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %26) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %27) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %27, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %28) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %28, i8 0, i64 72, i1 false)
  %959 = icmp ult i32 %62, 8
  br i1 %959, label %960, label %962

960:                                              ; preds = %986, %956
  %961 = phi i64 [ 0, %956 ], [ %963, %986 ]
  br label %993

962:                                              ; preds = %956
  %963 = and i64 %64, 2147483640
  br label %964

964:                                              ; preds = %964, %962
  %965 = phi i64 [ 0, %962 ], [ %984, %964 ]
  %966 = getelementptr inbounds double, ptr %52, i64 %965
  %967 = getelementptr inbounds i8, ptr %966, i64 32
  %968 = load <4 x double>, ptr %966, align 16, !tbaa !9
  %969 = load <4 x double>, ptr %967, align 16, !tbaa !9
  %970 = getelementptr inbounds double, ptr %53, i64 %965
  %971 = getelementptr inbounds i8, ptr %970, i64 32
  %972 = load <4 x double>, ptr %970, align 16, !tbaa !9
  %973 = load <4 x double>, ptr %971, align 16, !tbaa !9
  %974 = fmul fast <4 x double> %972, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %975 = fmul fast <4 x double> %973, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %976 = fadd fast <4 x double> %974, %968
  %977 = fadd fast <4 x double> %975, %969
  %978 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %965
  %979 = getelementptr inbounds i8, ptr %978, i64 32
  store <4 x double> %976, ptr %978, align 16, !tbaa !9
  store <4 x double> %977, ptr %979, align 16, !tbaa !9
  %980 = fsub fast <4 x double> %968, %974
  %981 = fsub fast <4 x double> %969, %975
  %982 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 %965
  %983 = getelementptr inbounds i8, ptr %982, i64 32
  store <4 x double> %980, ptr %982, align 16, !tbaa !9
  store <4 x double> %981, ptr %983, align 16, !tbaa !9
  %984 = add nuw i64 %965, 8
  %985 = icmp eq i64 %984, %963
  br i1 %985, label %986, label %964, !llvm.loop !39

986:                                              ; preds = %964
  %987 = icmp eq i64 %963, %64
  br i1 %987, label %988, label %960

988:                                              ; preds = %993, %986
  %989 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %990 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %989, ptr noundef nonnull %25, ptr noundef nonnull %27, i32 noundef %990, i32 noundef %62) #15
  %991 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %992 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %991, ptr noundef nonnull %26, ptr noundef nonnull %28, i32 noundef %992, i32 noundef %62) #15
  br label %1006

993:                                              ; preds = %960, %993
  %994 = phi i64 [ %1004, %993 ], [ %961, %960 ]
  %995 = getelementptr inbounds double, ptr %52, i64 %994
  %996 = load double, ptr %995, align 8, !tbaa !9
  %997 = getelementptr inbounds double, ptr %53, i64 %994
  %998 = load double, ptr %997, align 8, !tbaa !9
  %999 = fmul fast double %998, 0x3EB0C6F7A0B5ED8D
  %1000 = fadd fast double %999, %996
  %1001 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %994
  store double %1000, ptr %1001, align 8, !tbaa !9
  %1002 = fsub fast double %996, %999
  %1003 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 %994
  store double %1002, ptr %1003, align 8, !tbaa !9
  %1004 = add nuw nsw i64 %994, 1
  %1005 = icmp eq i64 %1004, %64
  br i1 %1005, label %988, label %993, !llvm.loop !40

1006:                                             ; preds = %1039, %988
  %1007 = phi i64 [ 0, %988 ], [ %1040, %1039 ]
  %1008 = getelementptr inbounds double, ptr %56, i64 %1007
  %1009 = load double, ptr %1008, align 8, !tbaa !9
  %1010 = getelementptr inbounds [9 x double], ptr %27, i64 0, i64 %1007
  %1011 = load double, ptr %1010, align 8, !tbaa !9
  %1012 = getelementptr inbounds [9 x double], ptr %28, i64 0, i64 %1007
  %1013 = load double, ptr %1012, align 8, !tbaa !9
  %1014 = fsub fast double %1011, %1013
  %1015 = fmul fast double %1014, 5.000000e+05
  %1016 = call fast double @llvm.fabs.f64(double %1015)
  %1017 = call fast double @llvm.maxnum.f64(double %1016, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1009, ptr %24, align 8, !tbaa !9
  %1018 = load volatile double, ptr %24, align 8, !tbaa !9
  %1019 = call double @llvm.fabs.f64(double %1018)
  %1020 = fcmp ueq double %1019, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1020, label %1034, label %1021

1021:                                             ; preds = %1006
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1015, ptr %23, align 8, !tbaa !9
  %1022 = load volatile double, ptr %23, align 8, !tbaa !9
  %1023 = call double @llvm.fabs.f64(double %1022)
  %1024 = fcmp ueq double %1023, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1024, label %1034, label %1025

1025:                                             ; preds = %1021
  %1026 = fsub fast double %1009, %1015
  %1027 = call fast double @llvm.fabs.f64(double %1026)
  %1028 = fmul fast double %1017, 1.000000e-05
  %1029 = fcmp fast ole double %1027, %1028
  %1030 = freeze i1 %1029
  br i1 %1030, label %1031, label %1034

1031:                                             ; preds = %1025
  %1032 = trunc nuw nsw i64 %1007 to i32
  %1033 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.9, i32 noundef %1032, double noundef nofpclass(nan inf) %1009, double noundef nofpclass(nan inf) %1015, ptr noundef nonnull @.str.25)
  br label %1039

1034:                                             ; preds = %1025, %1021, %1006
  %1035 = trunc nuw nsw i64 %1007 to i32
  %1036 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.9, i32 noundef %1035, double noundef nofpclass(nan inf) %1009, double noundef nofpclass(nan inf) %1015, ptr noundef nonnull @.str.26)
  %1037 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1038 = add nsw i32 %1037, 1
  store i32 %1038, ptr @n_fail, align 4, !tbaa !17
  br label %1039

1039:                                             ; preds = %1034, %1031
  %1040 = add nuw nsw i64 %1007, 1
  %1041 = icmp eq i64 %1040, %64
  br i1 %1041, label %1042, label %1006, !llvm.loop !24

1042:                                             ; preds = %1039
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %28) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %27) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %26) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %25) #15
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %52, ptr noundef nonnull %53, ptr noundef nonnull %56, i32 noundef %62)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #15
  %1043 = icmp ugt i32 %62, 2
  %1044 = select i1 %1043, i32 5, i32 7
  %1045 = add nuw nsw i32 %1044, %62
  %1046 = icmp ult i32 %1045, 10
  br i1 %1046, label %61, label %1064, !llvm.loop !41

1047:                                             ; preds = %907, %1047
  %1048 = phi i64 [ %1054, %1047 ], [ %908, %907 ]
  %1049 = trunc nuw nsw i64 %1048 to i32
  %1050 = uitofp nneg i32 %1049 to double
  %1051 = fmul fast double %1050, 1.000000e-01
  %1052 = fadd fast double %1051, 3.000000e-01
  %1053 = getelementptr inbounds [9 x double], ptr %52, i64 0, i64 %1048
  store double %1052, ptr %1053, align 8, !tbaa !9
  %1054 = add nuw nsw i64 %1048, 1
  %1055 = icmp eq i64 %1054, %64
  br i1 %1055, label %956, label %1047, !llvm.loop !42

1056:                                             ; preds = %1836
  %1057 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %1058 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef nofpclass(nan inf) %1057)
  %1059 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1060 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, i32 noundef %1059)
  %1061 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1062 = icmp ne i32 %1061, 0
  %1063 = zext i1 %1062 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %57) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %56) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %52) #15
  ret i32 %1063

1064:                                             ; preds = %1042, %1836
  %1065 = phi i64 [ %1837, %1836 ], [ 0, %1042 ]
  %1066 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %1065
  %1067 = load double, ptr %1066, align 8, !tbaa !9
  %1068 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1069 = call fast double @llvm.sin.f64(double %1067)
  %1070 = fmul fast double %1067, 4.000000e+00
  %1071 = call fast double @llvm.cos.f64(double %1067)
  %1072 = fmul fast double %1070, %1071
  %1073 = fmul fast double %1067, %1067
  %1074 = fmul fast double %1067, 5.000000e-01
  %1075 = call fast double @llvm.exp.f64(double %1074)
  %1076 = fmul fast double %1075, 2.500000e-01
  %1077 = fsub fast double 2.000000e+00, %1073
  %1078 = fmul fast double %1077, %1069
  %1079 = fadd fast double %1076, %1072
  %1080 = fadd fast double %1079, %1078
  %1081 = call fast double @llvm.fabs.f64(double %1080)
  %1082 = call fast double @llvm.maxnum.f64(double %1081, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1068, ptr %22, align 8, !tbaa !9
  %1083 = load volatile double, ptr %22, align 8, !tbaa !9
  %1084 = call double @llvm.fabs.f64(double %1083)
  %1085 = fcmp ueq double %1084, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1085, label %1099, label %1086

1086:                                             ; preds = %1064
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %1080, ptr %21, align 8, !tbaa !9
  %1087 = load volatile double, ptr %21, align 8, !tbaa !9
  %1088 = call double @llvm.fabs.f64(double %1087)
  %1089 = fcmp ueq double %1088, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %1089, label %1099, label %1090

1090:                                             ; preds = %1086
  %1091 = fsub fast double %1068, %1080
  %1092 = call fast double @llvm.fabs.f64(double %1091)
  %1093 = fmul fast double %1082, 1.000000e-10
  %1094 = fcmp fast ole double %1092, %1093
  %1095 = freeze i1 %1094
  br i1 %1095, label %1096, label %1099

1096:                                             ; preds = %1090
  %1097 = trunc nuw nsw i64 %1065 to i32
  %1098 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.11, i32 noundef %1097, double noundef nofpclass(nan inf) %1068, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.25)
  br label %1104

1099:                                             ; preds = %1090, %1086, %1064
  %1100 = trunc nuw nsw i64 %1065 to i32
  %1101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.11, i32 noundef %1100, double noundef nofpclass(nan inf) %1068, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.26)
  %1102 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1103 = add nsw i32 %1102, 1
  store i32 %1103, ptr @n_fail, align 4, !tbaa !17
  br label %1104

1104:                                             ; preds = %1096, %1099
  %1105 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %1105, ptr %20, align 8, !tbaa !9
  %1106 = load volatile double, ptr %20, align 8, !tbaa !9
  %1107 = call double @llvm.fabs.f64(double %1106)
  %1108 = fcmp ueq double %1107, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %1108, label %1122, label %1109

1109:                                             ; preds = %1104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %1080, ptr %19, align 8, !tbaa !9
  %1110 = load volatile double, ptr %19, align 8, !tbaa !9
  %1111 = call double @llvm.fabs.f64(double %1110)
  %1112 = fcmp ueq double %1111, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %1112, label %1122, label %1113

1113:                                             ; preds = %1109
  %1114 = fsub fast double %1105, %1080
  %1115 = call fast double @llvm.fabs.f64(double %1114)
  %1116 = fmul fast double %1082, 1.000000e-10
  %1117 = fcmp fast ole double %1115, %1116
  %1118 = freeze i1 %1117
  br i1 %1118, label %1119, label %1122

1119:                                             ; preds = %1113
  %1120 = trunc nuw nsw i64 %1065 to i32
  %1121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.12, i32 noundef %1120, double noundef nofpclass(nan inf) %1105, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.25)
  br label %1127

1122:                                             ; preds = %1113, %1109, %1104
  %1123 = trunc nuw nsw i64 %1065 to i32
  %1124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.12, i32 noundef %1123, double noundef nofpclass(nan inf) %1105, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.26)
  %1125 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1126 = add nsw i32 %1125, 1
  store i32 %1126, ptr @n_fail, align 4, !tbaa !17
  br label %1127

1127:                                             ; preds = %1119, %1122
  %1128 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1129 = fadd fast double %1067, 1.000000e-04
  %1130 = call fast double @llvm.sin.f64(double %1129)
  %1131 = fmul fast double %1129, %1129
  %1132 = fmul fast double %1131, %1130
  %1133 = fmul fast double %1129, 5.000000e-01
  %1134 = call fast double @llvm.exp.f64(double %1133)
  %1135 = fmul fast double %1073, %1069
  %1136 = fadd fast double %1135, %1075
  %1137 = fmul fast double %1136, -2.000000e+00
  %1138 = fadd fast double %1067, -1.000000e-04
  %1139 = call fast double @llvm.sin.f64(double %1138)
  %1140 = fmul fast double %1138, %1138
  %1141 = fmul fast double %1140, %1139
  %1142 = fmul fast double %1138, 5.000000e-01
  %1143 = call fast double @llvm.exp.f64(double %1142)
  %1144 = fadd fast double %1141, %1143
  %1145 = fadd fast double %1144, %1134
  %1146 = fadd fast double %1145, %1132
  %1147 = fadd fast double %1146, %1137
  %1148 = fmul fast double %1147, 1.000000e+08
  %1149 = call fast double @llvm.fabs.f64(double %1148)
  %1150 = call fast double @llvm.maxnum.f64(double %1149, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1128, ptr %18, align 8, !tbaa !9
  %1151 = load volatile double, ptr %18, align 8, !tbaa !9
  %1152 = call double @llvm.fabs.f64(double %1151)
  %1153 = fcmp ueq double %1152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1153, label %1167, label %1154

1154:                                             ; preds = %1127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1148, ptr %17, align 8, !tbaa !9
  %1155 = load volatile double, ptr %17, align 8, !tbaa !9
  %1156 = call double @llvm.fabs.f64(double %1155)
  %1157 = fcmp ueq double %1156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1157, label %1167, label %1158

1158:                                             ; preds = %1154
  %1159 = fsub fast double %1128, %1148
  %1160 = call fast double @llvm.fabs.f64(double %1159)
  %1161 = fmul fast double %1150, 1.000000e-05
  %1162 = fcmp fast ole double %1160, %1161
  %1163 = freeze i1 %1162
  br i1 %1163, label %1164, label %1167

1164:                                             ; preds = %1158
  %1165 = trunc nuw nsw i64 %1065 to i32
  %1166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.13, i32 noundef %1165, double noundef nofpclass(nan inf) %1128, double noundef nofpclass(nan inf) %1148, ptr noundef nonnull @.str.25)
  br label %1172

1167:                                             ; preds = %1158, %1154, %1127
  %1168 = trunc nuw nsw i64 %1065 to i32
  %1169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.13, i32 noundef %1168, double noundef nofpclass(nan inf) %1128, double noundef nofpclass(nan inf) %1148, ptr noundef nonnull @.str.26)
  %1170 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1171 = add nsw i32 %1170, 1
  store i32 %1171, ptr @n_fail, align 4, !tbaa !17
  br label %1172

1172:                                             ; preds = %1164, %1167
  %1173 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1067) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1173, ptr %16, align 8, !tbaa !9
  %1174 = load volatile double, ptr %16, align 8, !tbaa !9
  %1175 = call double @llvm.fabs.f64(double %1174)
  %1176 = fcmp ueq double %1175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1176, label %1190, label %1177

1177:                                             ; preds = %1172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1080, ptr %15, align 8, !tbaa !9
  %1178 = load volatile double, ptr %15, align 8, !tbaa !9
  %1179 = call double @llvm.fabs.f64(double %1178)
  %1180 = fcmp ueq double %1179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1180, label %1190, label %1181

1181:                                             ; preds = %1177
  %1182 = fsub fast double %1173, %1080
  %1183 = call fast double @llvm.fabs.f64(double %1182)
  %1184 = fmul fast double %1082, 1.000000e-10
  %1185 = fcmp fast ole double %1183, %1184
  %1186 = freeze i1 %1185
  br i1 %1186, label %1187, label %1190

1187:                                             ; preds = %1181
  %1188 = trunc nuw nsw i64 %1065 to i32
  %1189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.14, i32 noundef %1188, double noundef nofpclass(nan inf) %1173, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.25)
  br label %1195

1190:                                             ; preds = %1181, %1177, %1172
  %1191 = trunc nuw nsw i64 %1065 to i32
  %1192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.14, i32 noundef %1191, double noundef nofpclass(nan inf) %1173, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.26)
  %1193 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1194 = add nsw i32 %1193, 1
  store i32 %1194, ptr @n_fail, align 4, !tbaa !17
  br label %1195

1195:                                             ; preds = %1187, %1190
  %1196 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef nofpclass(nan inf) %1067) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %1196, ptr %14, align 8, !tbaa !9
  %1197 = load volatile double, ptr %14, align 8, !tbaa !9
  %1198 = call double @llvm.fabs.f64(double %1197)
  %1199 = fcmp ueq double %1198, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1199, label %1213, label %1200

1200:                                             ; preds = %1195
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1080, ptr %13, align 8, !tbaa !9
  %1201 = load volatile double, ptr %13, align 8, !tbaa !9
  %1202 = call double @llvm.fabs.f64(double %1201)
  %1203 = fcmp ueq double %1202, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1203, label %1213, label %1204

1204:                                             ; preds = %1200
  %1205 = fsub fast double %1196, %1080
  %1206 = call fast double @llvm.fabs.f64(double %1205)
  %1207 = fmul fast double %1082, 1.000000e-10
  %1208 = fcmp fast ole double %1206, %1207
  %1209 = freeze i1 %1208
  br i1 %1209, label %1210, label %1213

1210:                                             ; preds = %1204
  %1211 = trunc nuw nsw i64 %1065 to i32
  %1212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.15, i32 noundef %1211, double noundef nofpclass(nan inf) %1196, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.25)
  br label %1218

1213:                                             ; preds = %1204, %1200, %1195
  %1214 = trunc nuw nsw i64 %1065 to i32
  %1215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.15, i32 noundef %1214, double noundef nofpclass(nan inf) %1196, double noundef nofpclass(nan inf) %1080, ptr noundef nonnull @.str.26)
  %1216 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1217 = add nsw i32 %1216, 1
  store i32 %1217, ptr @n_fail, align 4, !tbaa !17
  br label %1218

1218:                                             ; preds = %1210, %1213
  store i32 3, ptr @loop_n, align 4, !tbaa !17
  %1219 = fadd fast double %1067, 0x3EB0C6F7A0B5ED8D
  %1220 = fadd fast double %1067, 0xBEB0C6F7A0B5ED8D
  %1221 = insertelement <4 x double> poison, double %1129, i64 0
  %1222 = shufflevector <4 x double> %1221, <4 x double> poison, <4 x i32> zeroinitializer
  %1223 = fmul fast <4 x double> %1222, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %1224 = insertelement <2 x double> poison, double %1129, i64 0
  %1225 = shufflevector <2 x double> %1224, <2 x double> poison, <2 x i32> zeroinitializer
  %1226 = fmul fast <2 x double> %1225, <double 6.000000e+00, double 7.000000e+00>
  %1227 = fmul fast double %1129, 8.000000e+00
  %1228 = fmul fast double %1129, 3.000000e-01
  %1229 = insertelement <2 x double> poison, double %1067, i64 0
  %1230 = shufflevector <2 x double> %1229, <2 x double> poison, <2 x i32> zeroinitializer
  %1231 = fmul fast <2 x double> %1230, <double 2.000000e+00, double 3.000000e+00>
  %1232 = insertelement <4 x double> poison, double %1067, i64 0
  %1233 = shufflevector <4 x double> %1232, <4 x double> poison, <4 x i32> zeroinitializer
  %1234 = fmul fast <4 x double> %1233, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %1235 = fmul fast double %1067, 3.000000e-01
  %1236 = insertelement <4 x double> poison, double %1138, i64 0
  %1237 = shufflevector <4 x double> %1236, <4 x double> poison, <4 x i32> zeroinitializer
  %1238 = fmul fast <4 x double> %1237, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %1239 = insertelement <2 x double> poison, double %1138, i64 0
  %1240 = shufflevector <2 x double> %1239, <2 x double> poison, <2 x i32> zeroinitializer
  %1241 = fmul fast <2 x double> %1240, <double 6.000000e+00, double 7.000000e+00>
  %1242 = fmul fast double %1138, 8.000000e+00
  %1243 = fmul fast double %1138, 3.000000e-01
  br label %1244

1244:                                             ; preds = %1218, %1501
  %1245 = phi i32 [ 3, %1218 ], [ %1503, %1501 ]
  %1246 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1247 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1246, i32 noundef %1245) #15
  %1248 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1249 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1250 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %1219, i32 noundef %1249, i32 noundef %1248) #15
  %1251 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1252 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1253 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %1220, i32 noundef %1252, i32 noundef %1251) #15
  %1254 = fsub fast double %1250, %1253
  %1255 = fmul fast double %1254, 5.000000e+05
  %1256 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1257 = call fast double @llvm.fabs.f64(double %1255)
  %1258 = call fast double @llvm.maxnum.f64(double %1257, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1247, ptr %12, align 8, !tbaa !9
  %1259 = load volatile double, ptr %12, align 8, !tbaa !9
  %1260 = call double @llvm.fabs.f64(double %1259)
  %1261 = fcmp ueq double %1260, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1261, label %1274, label %1262

1262:                                             ; preds = %1244
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1255, ptr %11, align 8, !tbaa !9
  %1263 = load volatile double, ptr %11, align 8, !tbaa !9
  %1264 = call double @llvm.fabs.f64(double %1263)
  %1265 = fcmp ueq double %1264, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1265, label %1274, label %1266

1266:                                             ; preds = %1262
  %1267 = fsub fast double %1247, %1255
  %1268 = call fast double @llvm.fabs.f64(double %1267)
  %1269 = fmul fast double %1258, 1.000000e-05
  %1270 = fcmp fast ole double %1268, %1269
  %1271 = freeze i1 %1270
  br i1 %1271, label %1272, label %1274

1272:                                             ; preds = %1266
  %1273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.16, i32 noundef %1256, double noundef nofpclass(nan inf) %1247, double noundef nofpclass(nan inf) %1255, ptr noundef nonnull @.str.25)
  br label %1278

1274:                                             ; preds = %1266, %1262, %1244
  %1275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.16, i32 noundef %1256, double noundef nofpclass(nan inf) %1247, double noundef nofpclass(nan inf) %1255, ptr noundef nonnull @.str.26)
  %1276 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1277 = add nsw i32 %1276, 1
  store i32 %1277, ptr @n_fail, align 4, !tbaa !17
  br label %1278

1278:                                             ; preds = %1272, %1274
  %1279 = load i32, ptr @loop_n, align 4, !tbaa !17
  store double %1129, ptr @tab, align 16, !tbaa !9
  store <4 x double> %1223, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1226, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1227, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1280 = icmp sgt i32 %1279, 0
  br i1 %1280, label %1281, label %1344

1281:                                             ; preds = %1278
  %1282 = and i32 %1279, 1
  %1283 = icmp eq i32 %1279, 1
  br i1 %1283, label %1323, label %1284

1284:                                             ; preds = %1281
  %1285 = and i32 %1279, 2147483646
  br label %1286

1286:                                             ; preds = %1286, %1284
  %1287 = phi i32 [ 0, %1284 ], [ %1320, %1286 ]
  %1288 = phi double [ 0.000000e+00, %1284 ], [ %1319, %1286 ]
  %1289 = phi i32 [ 0, %1284 ], [ %1321, %1286 ]
  %1290 = mul nuw nsw i32 %1287, 5
  %1291 = and i32 %1290, 6
  %1292 = zext nneg i32 %1291 to i64
  %1293 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1292
  %1294 = load double, ptr %1293, align 16, !tbaa !9
  %1295 = call fast double @llvm.sin.f64(double %1294)
  %1296 = add nuw i32 %1290, 3
  %1297 = and i32 %1296, 7
  %1298 = zext nneg i32 %1297 to i64
  %1299 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1298
  %1300 = load double, ptr %1299, align 8, !tbaa !9
  %1301 = call fast double @llvm.cos.f64(double %1300)
  %1302 = fmul fast double %1228, %1301
  %1303 = fadd fast double %1302, %1295
  store double %1303, ptr %1293, align 16, !tbaa !9
  %1304 = fadd fast double %1303, %1288
  %1305 = mul nuw i32 %1287, 5
  %1306 = add nuw i32 %1305, 5
  %1307 = and i32 %1306, 7
  %1308 = zext nneg i32 %1307 to i64
  %1309 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1308
  %1310 = load double, ptr %1309, align 8, !tbaa !9
  %1311 = call fast double @llvm.sin.f64(double %1310)
  %1312 = and i32 %1305, 6
  %1313 = zext nneg i32 %1312 to i64
  %1314 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1313
  %1315 = load double, ptr %1314, align 8, !tbaa !9
  %1316 = call fast double @llvm.cos.f64(double %1315)
  %1317 = fmul fast double %1228, %1316
  %1318 = fadd fast double %1317, %1311
  store double %1318, ptr %1309, align 8, !tbaa !9
  %1319 = fadd fast double %1318, %1304
  %1320 = add nuw nsw i32 %1287, 2
  %1321 = add i32 %1289, 2
  %1322 = icmp eq i32 %1321, %1285
  br i1 %1322, label %1323, label %1286, !llvm.loop !43

1323:                                             ; preds = %1286, %1281
  %1324 = phi double [ poison, %1281 ], [ %1319, %1286 ]
  %1325 = phi i32 [ 0, %1281 ], [ %1320, %1286 ]
  %1326 = phi double [ 0.000000e+00, %1281 ], [ %1319, %1286 ]
  %1327 = icmp eq i32 %1282, 0
  br i1 %1327, label %1344, label %1328

1328:                                             ; preds = %1323
  %1329 = mul nuw nsw i32 %1325, 5
  %1330 = and i32 %1329, 7
  %1331 = zext nneg i32 %1330 to i64
  %1332 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1331
  %1333 = load double, ptr %1332, align 8, !tbaa !9
  %1334 = call fast double @llvm.sin.f64(double %1333)
  %1335 = add nuw i32 %1329, 3
  %1336 = and i32 %1335, 7
  %1337 = zext nneg i32 %1336 to i64
  %1338 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1337
  %1339 = load double, ptr %1338, align 8, !tbaa !9
  %1340 = call fast double @llvm.cos.f64(double %1339)
  %1341 = fmul fast double %1228, %1340
  %1342 = fadd fast double %1341, %1334
  store double %1342, ptr %1332, align 8, !tbaa !9
  %1343 = fadd fast double %1342, %1326
  br label %1344

1344:                                             ; preds = %1328, %1323, %1278
  %1345 = phi double [ 0.000000e+00, %1278 ], [ %1324, %1323 ], [ %1343, %1328 ]
  store double %1067, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1231, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %1070, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <4 x double> %1234, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  br i1 %1280, label %1346, label %1409

1346:                                             ; preds = %1344
  %1347 = and i32 %1279, 1
  %1348 = icmp eq i32 %1279, 1
  br i1 %1348, label %1388, label %1349

1349:                                             ; preds = %1346
  %1350 = and i32 %1279, 2147483646
  br label %1351

1351:                                             ; preds = %1351, %1349
  %1352 = phi i32 [ 0, %1349 ], [ %1385, %1351 ]
  %1353 = phi double [ 0.000000e+00, %1349 ], [ %1384, %1351 ]
  %1354 = phi i32 [ 0, %1349 ], [ %1386, %1351 ]
  %1355 = mul nuw nsw i32 %1352, 5
  %1356 = and i32 %1355, 6
  %1357 = zext nneg i32 %1356 to i64
  %1358 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1357
  %1359 = load double, ptr %1358, align 16, !tbaa !9
  %1360 = call fast double @llvm.sin.f64(double %1359)
  %1361 = add nuw i32 %1355, 3
  %1362 = and i32 %1361, 7
  %1363 = zext nneg i32 %1362 to i64
  %1364 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1363
  %1365 = load double, ptr %1364, align 8, !tbaa !9
  %1366 = call fast double @llvm.cos.f64(double %1365)
  %1367 = fmul fast double %1235, %1366
  %1368 = fadd fast double %1367, %1360
  store double %1368, ptr %1358, align 16, !tbaa !9
  %1369 = fadd fast double %1368, %1353
  %1370 = mul nuw i32 %1352, 5
  %1371 = add nuw i32 %1370, 5
  %1372 = and i32 %1371, 7
  %1373 = zext nneg i32 %1372 to i64
  %1374 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1373
  %1375 = load double, ptr %1374, align 8, !tbaa !9
  %1376 = call fast double @llvm.sin.f64(double %1375)
  %1377 = and i32 %1370, 6
  %1378 = zext nneg i32 %1377 to i64
  %1379 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1378
  %1380 = load double, ptr %1379, align 8, !tbaa !9
  %1381 = call fast double @llvm.cos.f64(double %1380)
  %1382 = fmul fast double %1235, %1381
  %1383 = fadd fast double %1382, %1376
  store double %1383, ptr %1374, align 8, !tbaa !9
  %1384 = fadd fast double %1383, %1369
  %1385 = add nuw nsw i32 %1352, 2
  %1386 = add i32 %1354, 2
  %1387 = icmp eq i32 %1386, %1350
  br i1 %1387, label %1388, label %1351, !llvm.loop !43

1388:                                             ; preds = %1351, %1346
  %1389 = phi double [ poison, %1346 ], [ %1384, %1351 ]
  %1390 = phi i32 [ 0, %1346 ], [ %1385, %1351 ]
  %1391 = phi double [ 0.000000e+00, %1346 ], [ %1384, %1351 ]
  %1392 = icmp eq i32 %1347, 0
  br i1 %1392, label %1409, label %1393

1393:                                             ; preds = %1388
  %1394 = mul nuw nsw i32 %1390, 5
  %1395 = and i32 %1394, 7
  %1396 = zext nneg i32 %1395 to i64
  %1397 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1396
  %1398 = load double, ptr %1397, align 8, !tbaa !9
  %1399 = call fast double @llvm.sin.f64(double %1398)
  %1400 = add nuw i32 %1394, 3
  %1401 = and i32 %1400, 7
  %1402 = zext nneg i32 %1401 to i64
  %1403 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1402
  %1404 = load double, ptr %1403, align 8, !tbaa !9
  %1405 = call fast double @llvm.cos.f64(double %1404)
  %1406 = fmul fast double %1235, %1405
  %1407 = fadd fast double %1406, %1399
  store double %1407, ptr %1397, align 8, !tbaa !9
  %1408 = fadd fast double %1407, %1391
  br label %1409

1409:                                             ; preds = %1393, %1388, %1344
  %1410 = phi double [ 0.000000e+00, %1344 ], [ %1389, %1388 ], [ %1408, %1393 ]
  %1411 = fmul fast double %1410, -2.000000e+00
  %1412 = fadd fast double %1411, %1345
  store double %1138, ptr @tab, align 16, !tbaa !9
  store <4 x double> %1238, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1241, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1242, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  br i1 %1280, label %1413, label %1476

1413:                                             ; preds = %1409
  %1414 = and i32 %1279, 1
  %1415 = icmp eq i32 %1279, 1
  br i1 %1415, label %1455, label %1416

1416:                                             ; preds = %1413
  %1417 = and i32 %1279, 2147483646
  br label %1418

1418:                                             ; preds = %1418, %1416
  %1419 = phi i32 [ 0, %1416 ], [ %1452, %1418 ]
  %1420 = phi double [ 0.000000e+00, %1416 ], [ %1451, %1418 ]
  %1421 = phi i32 [ 0, %1416 ], [ %1453, %1418 ]
  %1422 = mul nuw nsw i32 %1419, 5
  %1423 = and i32 %1422, 6
  %1424 = zext nneg i32 %1423 to i64
  %1425 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1424
  %1426 = load double, ptr %1425, align 16, !tbaa !9
  %1427 = call fast double @llvm.sin.f64(double %1426)
  %1428 = add nuw i32 %1422, 3
  %1429 = and i32 %1428, 7
  %1430 = zext nneg i32 %1429 to i64
  %1431 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1430
  %1432 = load double, ptr %1431, align 8, !tbaa !9
  %1433 = call fast double @llvm.cos.f64(double %1432)
  %1434 = fmul fast double %1243, %1433
  %1435 = fadd fast double %1434, %1427
  store double %1435, ptr %1425, align 16, !tbaa !9
  %1436 = fadd fast double %1435, %1420
  %1437 = mul nuw i32 %1419, 5
  %1438 = add nuw i32 %1437, 5
  %1439 = and i32 %1438, 7
  %1440 = zext nneg i32 %1439 to i64
  %1441 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1440
  %1442 = load double, ptr %1441, align 8, !tbaa !9
  %1443 = call fast double @llvm.sin.f64(double %1442)
  %1444 = and i32 %1437, 6
  %1445 = zext nneg i32 %1444 to i64
  %1446 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1445
  %1447 = load double, ptr %1446, align 8, !tbaa !9
  %1448 = call fast double @llvm.cos.f64(double %1447)
  %1449 = fmul fast double %1243, %1448
  %1450 = fadd fast double %1449, %1443
  store double %1450, ptr %1441, align 8, !tbaa !9
  %1451 = fadd fast double %1450, %1436
  %1452 = add nuw nsw i32 %1419, 2
  %1453 = add i32 %1421, 2
  %1454 = icmp eq i32 %1453, %1417
  br i1 %1454, label %1455, label %1418, !llvm.loop !43

1455:                                             ; preds = %1418, %1413
  %1456 = phi double [ poison, %1413 ], [ %1451, %1418 ]
  %1457 = phi i32 [ 0, %1413 ], [ %1452, %1418 ]
  %1458 = phi double [ 0.000000e+00, %1413 ], [ %1451, %1418 ]
  %1459 = icmp eq i32 %1414, 0
  br i1 %1459, label %1476, label %1460

1460:                                             ; preds = %1455
  %1461 = mul nuw nsw i32 %1457, 5
  %1462 = and i32 %1461, 7
  %1463 = zext nneg i32 %1462 to i64
  %1464 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1463
  %1465 = load double, ptr %1464, align 8, !tbaa !9
  %1466 = call fast double @llvm.sin.f64(double %1465)
  %1467 = add nuw i32 %1461, 3
  %1468 = and i32 %1467, 7
  %1469 = zext nneg i32 %1468 to i64
  %1470 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1469
  %1471 = load double, ptr %1470, align 8, !tbaa !9
  %1472 = call fast double @llvm.cos.f64(double %1471)
  %1473 = fmul fast double %1243, %1472
  %1474 = fadd fast double %1473, %1466
  store double %1474, ptr %1464, align 8, !tbaa !9
  %1475 = fadd fast double %1474, %1458
  br label %1476

1476:                                             ; preds = %1460, %1455, %1409
  %1477 = phi double [ 0.000000e+00, %1409 ], [ %1456, %1455 ], [ %1475, %1460 ]
  %1478 = fadd fast double %1412, %1477
  %1479 = fmul fast double %1478, 1.000000e+08
  %1480 = call fast double @llvm.fabs.f64(double %1479)
  %1481 = call fast double @llvm.maxnum.f64(double %1480, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1247, ptr %10, align 8, !tbaa !9
  %1482 = load volatile double, ptr %10, align 8, !tbaa !9
  %1483 = call double @llvm.fabs.f64(double %1482)
  %1484 = fcmp ueq double %1483, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1484, label %1497, label %1485

1485:                                             ; preds = %1476
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1479, ptr %9, align 8, !tbaa !9
  %1486 = load volatile double, ptr %9, align 8, !tbaa !9
  %1487 = call double @llvm.fabs.f64(double %1486)
  %1488 = fcmp ueq double %1487, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1488, label %1497, label %1489

1489:                                             ; preds = %1485
  %1490 = fsub fast double %1247, %1479
  %1491 = call fast double @llvm.fabs.f64(double %1490)
  %1492 = fmul fast double %1481, 1.000000e-04
  %1493 = fcmp fast ole double %1491, %1492
  %1494 = freeze i1 %1493
  br i1 %1494, label %1495, label %1497

1495:                                             ; preds = %1489
  %1496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.17, i32 noundef %1279, double noundef nofpclass(nan inf) %1247, double noundef nofpclass(nan inf) %1479, ptr noundef nonnull @.str.25)
  br label %1501

1497:                                             ; preds = %1489, %1485, %1476
  %1498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.17, i32 noundef %1279, double noundef nofpclass(nan inf) %1247, double noundef nofpclass(nan inf) %1479, ptr noundef nonnull @.str.26)
  %1499 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1500 = add nsw i32 %1499, 1
  store i32 %1500, ptr @n_fail, align 4, !tbaa !17
  br label %1501

1501:                                             ; preds = %1495, %1497
  %1502 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1503 = add nsw i32 %1502, 17
  store i32 %1503, ptr @loop_n, align 4, !tbaa !17
  %1504 = icmp slt i32 %1502, 4
  br i1 %1504, label %1244, label %1505, !llvm.loop !44

1505:                                             ; preds = %1501
  %1506 = icmp eq i64 %1065, 0
  br i1 %1506, label %1619, label %1507

1507:                                             ; preds = %1505
  %1508 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %1219) #15
  %1509 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %1220) #15
  %1510 = fsub fast double %1508, %1509
  %1511 = fmul fast double %1510, 5.000000e+05
  %1512 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1513 = call fast double @llvm.fabs.f64(double %1511)
  %1514 = call fast double @llvm.maxnum.f64(double %1513, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1512, ptr %8, align 8, !tbaa !9
  %1515 = load volatile double, ptr %8, align 8, !tbaa !9
  %1516 = call double @llvm.fabs.f64(double %1515)
  %1517 = fcmp ueq double %1516, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1517, label %1531, label %1518

1518:                                             ; preds = %1507
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1511, ptr %7, align 8, !tbaa !9
  %1519 = load volatile double, ptr %7, align 8, !tbaa !9
  %1520 = call double @llvm.fabs.f64(double %1519)
  %1521 = fcmp ueq double %1520, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1521, label %1531, label %1522

1522:                                             ; preds = %1518
  %1523 = fsub fast double %1512, %1511
  %1524 = call fast double @llvm.fabs.f64(double %1523)
  %1525 = fmul fast double %1514, 1.000000e-05
  %1526 = fcmp fast ole double %1524, %1525
  %1527 = freeze i1 %1526
  br i1 %1527, label %1528, label %1531

1528:                                             ; preds = %1522
  %1529 = trunc nuw nsw i64 %1065 to i32
  %1530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, i32 noundef %1529, double noundef nofpclass(nan inf) %1512, double noundef nofpclass(nan inf) %1511, ptr noundef nonnull @.str.25)
  br label %1536

1531:                                             ; preds = %1522, %1518, %1507
  %1532 = trunc nuw nsw i64 %1065 to i32
  %1533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, i32 noundef %1532, double noundef nofpclass(nan inf) %1512, double noundef nofpclass(nan inf) %1511, ptr noundef nonnull @.str.26)
  %1534 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1535 = add nsw i32 %1534, 1
  store i32 %1535, ptr @n_fail, align 4, !tbaa !17
  br label %1536

1536:                                             ; preds = %1528, %1531
  %1537 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1538 = fmul fast double %1129, 5.000000e+01
  %1539 = fcmp fast ogt double %1538, 1.000000e+00
  br i1 %1539, label %1540, label %1554

1540:                                             ; preds = %1536, %1540
  %1541 = phi i32 [ %1550, %1540 ], [ 0, %1536 ]
  %1542 = phi double [ %1547, %1540 ], [ 0.000000e+00, %1536 ]
  %1543 = phi double [ %1549, %1540 ], [ 1.000000e+00, %1536 ]
  %1544 = fmul fast double %1543, %1129
  %1545 = call fast double @llvm.sin.f64(double %1544)
  %1546 = fmul fast double %1545, %1543
  %1547 = fadd fast double %1546, %1542
  %1548 = fmul fast double %1543, 1.300000e+00
  %1549 = fadd fast double %1548, %1129
  %1550 = add nuw nsw i32 %1541, 1
  %1551 = fcmp fast olt double %1549, %1538
  %1552 = icmp ult i32 %1541, 999
  %1553 = select i1 %1551, i1 %1552, i1 false
  br i1 %1553, label %1540, label %1554, !llvm.loop !45

1554:                                             ; preds = %1540, %1536
  %1555 = phi double [ 0.000000e+00, %1536 ], [ %1547, %1540 ]
  %1556 = fmul fast double %1067, 5.000000e+01
  %1557 = fcmp fast ogt double %1556, 1.000000e+00
  br i1 %1557, label %1558, label %1572

1558:                                             ; preds = %1554, %1558
  %1559 = phi i32 [ %1568, %1558 ], [ 0, %1554 ]
  %1560 = phi double [ %1565, %1558 ], [ 0.000000e+00, %1554 ]
  %1561 = phi double [ %1567, %1558 ], [ 1.000000e+00, %1554 ]
  %1562 = fmul fast double %1561, %1067
  %1563 = call fast double @llvm.sin.f64(double %1562)
  %1564 = fmul fast double %1563, %1561
  %1565 = fadd fast double %1564, %1560
  %1566 = fmul fast double %1561, 1.300000e+00
  %1567 = fadd fast double %1566, %1067
  %1568 = add nuw nsw i32 %1559, 1
  %1569 = fcmp fast olt double %1567, %1556
  %1570 = icmp ult i32 %1559, 999
  %1571 = select i1 %1569, i1 %1570, i1 false
  br i1 %1571, label %1558, label %1572, !llvm.loop !45

1572:                                             ; preds = %1558, %1554
  %1573 = phi double [ 0.000000e+00, %1554 ], [ %1565, %1558 ]
  %1574 = fmul fast double %1573, -2.000000e+00
  %1575 = fadd fast double %1574, %1555
  %1576 = fmul fast double %1138, 5.000000e+01
  %1577 = fcmp fast ogt double %1576, 1.000000e+00
  br i1 %1577, label %1578, label %1592

1578:                                             ; preds = %1572, %1578
  %1579 = phi i32 [ %1588, %1578 ], [ 0, %1572 ]
  %1580 = phi double [ %1585, %1578 ], [ 0.000000e+00, %1572 ]
  %1581 = phi double [ %1587, %1578 ], [ 1.000000e+00, %1572 ]
  %1582 = fmul fast double %1581, %1138
  %1583 = call fast double @llvm.sin.f64(double %1582)
  %1584 = fmul fast double %1583, %1581
  %1585 = fadd fast double %1584, %1580
  %1586 = fmul fast double %1581, 1.300000e+00
  %1587 = fadd fast double %1586, %1138
  %1588 = add nuw nsw i32 %1579, 1
  %1589 = fcmp fast olt double %1587, %1576
  %1590 = icmp ult i32 %1579, 999
  %1591 = select i1 %1589, i1 %1590, i1 false
  br i1 %1591, label %1578, label %1592, !llvm.loop !45

1592:                                             ; preds = %1578, %1572
  %1593 = phi double [ 0.000000e+00, %1572 ], [ %1585, %1578 ]
  %1594 = fadd fast double %1575, %1593
  %1595 = fmul fast double %1594, 1.000000e+08
  %1596 = call fast double @llvm.fabs.f64(double %1595)
  %1597 = call fast double @llvm.maxnum.f64(double %1596, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1537, ptr %6, align 8, !tbaa !9
  %1598 = load volatile double, ptr %6, align 8, !tbaa !9
  %1599 = call double @llvm.fabs.f64(double %1598)
  %1600 = fcmp ueq double %1599, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1600, label %1614, label %1601

1601:                                             ; preds = %1592
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1595, ptr %5, align 8, !tbaa !9
  %1602 = load volatile double, ptr %5, align 8, !tbaa !9
  %1603 = call double @llvm.fabs.f64(double %1602)
  %1604 = fcmp ueq double %1603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1604, label %1614, label %1605

1605:                                             ; preds = %1601
  %1606 = fsub fast double %1537, %1595
  %1607 = call fast double @llvm.fabs.f64(double %1606)
  %1608 = fmul fast double %1597, 1.000000e-04
  %1609 = fcmp fast ole double %1607, %1608
  %1610 = freeze i1 %1609
  br i1 %1610, label %1611, label %1614

1611:                                             ; preds = %1605
  %1612 = trunc nuw nsw i64 %1065 to i32
  %1613 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, i32 noundef %1612, double noundef nofpclass(nan inf) %1537, double noundef nofpclass(nan inf) %1595, ptr noundef nonnull @.str.25)
  br label %1619

1614:                                             ; preds = %1605, %1601, %1592
  %1615 = trunc nuw nsw i64 %1065 to i32
  %1616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, i32 noundef %1615, double noundef nofpclass(nan inf) %1537, double noundef nofpclass(nan inf) %1595, ptr noundef nonnull @.str.26)
  %1617 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1618 = add nsw i32 %1617, 1
  store i32 %1618, ptr @n_fail, align 4, !tbaa !17
  br label %1619

1619:                                             ; preds = %1614, %1611, %1505
  store i32 1, ptr @loop_n, align 4, !tbaa !17
  %1620 = extractelement <2 x double> %1231, i64 0
  %1621 = fsub fast double %1129, %1620
  %1622 = fmul fast double %1129, 2.500000e-01
  %1623 = fmul fast double %1067, 2.500000e-01
  %1624 = fmul fast double %1138, 2.500000e-01
  br label %1625

1625:                                             ; preds = %1619, %1832
  %1626 = phi i32 [ 1, %1619 ], [ %1834, %1832 ]
  %1627 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1628 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef nofpclass(nan inf) %1067, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1627, i32 noundef %1626) #15
  %1629 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1630 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1631 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %1219, i32 noundef %1630, i32 noundef %1629) #15
  %1632 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1633 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1634 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %1220, i32 noundef %1633, i32 noundef %1632) #15
  %1635 = fsub fast double %1631, %1634
  %1636 = fmul fast double %1635, 5.000000e+05
  %1637 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1638 = call fast double @llvm.fabs.f64(double %1636)
  %1639 = call fast double @llvm.maxnum.f64(double %1638, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %1628, ptr %4, align 8, !tbaa !9
  %1640 = load volatile double, ptr %4, align 8, !tbaa !9
  %1641 = call double @llvm.fabs.f64(double %1640)
  %1642 = fcmp ueq double %1641, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1642, label %1655, label %1643

1643:                                             ; preds = %1625
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %1636, ptr %3, align 8, !tbaa !9
  %1644 = load volatile double, ptr %3, align 8, !tbaa !9
  %1645 = call double @llvm.fabs.f64(double %1644)
  %1646 = fcmp ueq double %1645, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1646, label %1655, label %1647

1647:                                             ; preds = %1643
  %1648 = fsub fast double %1628, %1636
  %1649 = call fast double @llvm.fabs.f64(double %1648)
  %1650 = fmul fast double %1639, 1.000000e-05
  %1651 = fcmp fast ole double %1649, %1650
  %1652 = freeze i1 %1651
  br i1 %1652, label %1653, label %1655

1653:                                             ; preds = %1647
  %1654 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, i32 noundef %1637, double noundef nofpclass(nan inf) %1628, double noundef nofpclass(nan inf) %1636, ptr noundef nonnull @.str.25)
  br label %1659

1655:                                             ; preds = %1647, %1643, %1625
  %1656 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, i32 noundef %1637, double noundef nofpclass(nan inf) %1628, double noundef nofpclass(nan inf) %1636, ptr noundef nonnull @.str.26)
  %1657 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1658 = add nsw i32 %1657, 1
  store i32 %1658, ptr @n_fail, align 4, !tbaa !17
  br label %1659

1659:                                             ; preds = %1653, %1655
  %1660 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1661 = icmp sgt i32 %1660, 0
  br i1 %1661, label %1662, label %1806

1662:                                             ; preds = %1659
  %1663 = and i32 %1660, 7
  %1664 = icmp ult i32 %1660, 8
  br i1 %1664, label %1696, label %1665

1665:                                             ; preds = %1662
  %1666 = and i32 %1660, 2147483640
  br label %1667

1667:                                             ; preds = %1667, %1665
  %1668 = phi double [ %1129, %1665 ], [ %1693, %1667 ]
  %1669 = phi i32 [ 0, %1665 ], [ %1694, %1667 ]
  %1670 = call fast double @llvm.sin.f64(double %1668)
  %1671 = fmul fast double %1622, %1668
  %1672 = fadd fast double %1670, %1671
  %1673 = call fast double @llvm.sin.f64(double %1672)
  %1674 = fmul fast double %1622, %1672
  %1675 = fadd fast double %1673, %1674
  %1676 = call fast double @llvm.sin.f64(double %1675)
  %1677 = fmul fast double %1622, %1675
  %1678 = fadd fast double %1676, %1677
  %1679 = call fast double @llvm.sin.f64(double %1678)
  %1680 = fmul fast double %1622, %1678
  %1681 = fadd fast double %1679, %1680
  %1682 = call fast double @llvm.sin.f64(double %1681)
  %1683 = fmul fast double %1622, %1681
  %1684 = fadd fast double %1682, %1683
  %1685 = call fast double @llvm.sin.f64(double %1684)
  %1686 = fmul fast double %1622, %1684
  %1687 = fadd fast double %1685, %1686
  %1688 = call fast double @llvm.sin.f64(double %1687)
  %1689 = fmul fast double %1622, %1687
  %1690 = fadd fast double %1688, %1689
  %1691 = call fast double @llvm.sin.f64(double %1690)
  %1692 = fmul fast double %1622, %1690
  %1693 = fadd fast double %1691, %1692
  %1694 = add i32 %1669, 8
  %1695 = icmp eq i32 %1694, %1666
  br i1 %1695, label %1696, label %1667, !llvm.loop !46

1696:                                             ; preds = %1667, %1662
  %1697 = phi double [ poison, %1662 ], [ %1693, %1667 ]
  %1698 = phi double [ %1129, %1662 ], [ %1693, %1667 ]
  %1699 = icmp eq i32 %1663, 0
  br i1 %1699, label %1708, label %1700

1700:                                             ; preds = %1696, %1700
  %1701 = phi double [ %1705, %1700 ], [ %1698, %1696 ]
  %1702 = phi i32 [ %1706, %1700 ], [ 0, %1696 ]
  %1703 = call fast double @llvm.sin.f64(double %1701)
  %1704 = fmul fast double %1622, %1701
  %1705 = fadd fast double %1703, %1704
  %1706 = add i32 %1702, 1
  %1707 = icmp eq i32 %1706, %1663
  br i1 %1707, label %1708, label %1700, !llvm.loop !47

1708:                                             ; preds = %1700, %1696
  %1709 = phi double [ %1697, %1696 ], [ %1705, %1700 ]
  %1710 = and i32 %1660, 7
  %1711 = icmp ult i32 %1660, 8
  br i1 %1711, label %1743, label %1712

1712:                                             ; preds = %1708
  %1713 = and i32 %1660, 2147483640
  br label %1714

1714:                                             ; preds = %1714, %1712
  %1715 = phi double [ %1067, %1712 ], [ %1740, %1714 ]
  %1716 = phi i32 [ 0, %1712 ], [ %1741, %1714 ]
  %1717 = call fast double @llvm.sin.f64(double %1715)
  %1718 = fmul fast double %1623, %1715
  %1719 = fadd fast double %1717, %1718
  %1720 = call fast double @llvm.sin.f64(double %1719)
  %1721 = fmul fast double %1623, %1719
  %1722 = fadd fast double %1720, %1721
  %1723 = call fast double @llvm.sin.f64(double %1722)
  %1724 = fmul fast double %1623, %1722
  %1725 = fadd fast double %1723, %1724
  %1726 = call fast double @llvm.sin.f64(double %1725)
  %1727 = fmul fast double %1623, %1725
  %1728 = fadd fast double %1726, %1727
  %1729 = call fast double @llvm.sin.f64(double %1728)
  %1730 = fmul fast double %1623, %1728
  %1731 = fadd fast double %1729, %1730
  %1732 = call fast double @llvm.sin.f64(double %1731)
  %1733 = fmul fast double %1623, %1731
  %1734 = fadd fast double %1732, %1733
  %1735 = call fast double @llvm.sin.f64(double %1734)
  %1736 = fmul fast double %1623, %1734
  %1737 = fadd fast double %1735, %1736
  %1738 = call fast double @llvm.sin.f64(double %1737)
  %1739 = fmul fast double %1623, %1737
  %1740 = fadd fast double %1738, %1739
  %1741 = add i32 %1716, 8
  %1742 = icmp eq i32 %1741, %1713
  br i1 %1742, label %1743, label %1714, !llvm.loop !46

1743:                                             ; preds = %1714, %1708
  %1744 = phi double [ poison, %1708 ], [ %1740, %1714 ]
  %1745 = phi double [ %1067, %1708 ], [ %1740, %1714 ]
  %1746 = icmp eq i32 %1710, 0
  br i1 %1746, label %1755, label %1747

1747:                                             ; preds = %1743, %1747
  %1748 = phi double [ %1752, %1747 ], [ %1745, %1743 ]
  %1749 = phi i32 [ %1753, %1747 ], [ 0, %1743 ]
  %1750 = call fast double @llvm.sin.f64(double %1748)
  %1751 = fmul fast double %1623, %1748
  %1752 = fadd fast double %1750, %1751
  %1753 = add i32 %1749, 1
  %1754 = icmp eq i32 %1753, %1710
  br i1 %1754, label %1755, label %1747, !llvm.loop !48

1755:                                             ; preds = %1747, %1743
  %1756 = phi double [ %1744, %1743 ], [ %1752, %1747 ]
  %1757 = fmul fast double %1756, 2.000000e+00
  %1758 = and i32 %1660, 7
  %1759 = icmp ult i32 %1660, 8
  br i1 %1759, label %1791, label %1760

1760:                                             ; preds = %1755
  %1761 = and i32 %1660, 2147483640
  br label %1762

1762:                                             ; preds = %1762, %1760
  %1763 = phi double [ %1138, %1760 ], [ %1788, %1762 ]
  %1764 = phi i32 [ 0, %1760 ], [ %1789, %1762 ]
  %1765 = call fast double @llvm.sin.f64(double %1763)
  %1766 = fmul fast double %1624, %1763
  %1767 = fadd fast double %1765, %1766
  %1768 = call fast double @llvm.sin.f64(double %1767)
  %1769 = fmul fast double %1624, %1767
  %1770 = fadd fast double %1768, %1769
  %1771 = call fast double @llvm.sin.f64(double %1770)
  %1772 = fmul fast double %1624, %1770
  %1773 = fadd fast double %1771, %1772
  %1774 = call fast double @llvm.sin.f64(double %1773)
  %1775 = fmul fast double %1624, %1773
  %1776 = fadd fast double %1774, %1775
  %1777 = call fast double @llvm.sin.f64(double %1776)
  %1778 = fmul fast double %1624, %1776
  %1779 = fadd fast double %1777, %1778
  %1780 = call fast double @llvm.sin.f64(double %1779)
  %1781 = fmul fast double %1624, %1779
  %1782 = fadd fast double %1780, %1781
  %1783 = call fast double @llvm.sin.f64(double %1782)
  %1784 = fmul fast double %1624, %1782
  %1785 = fadd fast double %1783, %1784
  %1786 = call fast double @llvm.sin.f64(double %1785)
  %1787 = fmul fast double %1624, %1785
  %1788 = fadd fast double %1786, %1787
  %1789 = add i32 %1764, 8
  %1790 = icmp eq i32 %1789, %1761
  br i1 %1790, label %1791, label %1762, !llvm.loop !46

1791:                                             ; preds = %1762, %1755
  %1792 = phi double [ poison, %1755 ], [ %1788, %1762 ]
  %1793 = phi double [ %1138, %1755 ], [ %1788, %1762 ]
  %1794 = icmp eq i32 %1758, 0
  br i1 %1794, label %1803, label %1795

1795:                                             ; preds = %1791, %1795
  %1796 = phi double [ %1800, %1795 ], [ %1793, %1791 ]
  %1797 = phi i32 [ %1801, %1795 ], [ 0, %1791 ]
  %1798 = call fast double @llvm.sin.f64(double %1796)
  %1799 = fmul fast double %1624, %1796
  %1800 = fadd fast double %1798, %1799
  %1801 = add i32 %1797, 1
  %1802 = icmp eq i32 %1801, %1758
  br i1 %1802, label %1803, label %1795, !llvm.loop !49

1803:                                             ; preds = %1795, %1791
  %1804 = phi double [ %1792, %1791 ], [ %1800, %1795 ]
  %1805 = fsub fast double %1709, %1757
  br label %1806

1806:                                             ; preds = %1803, %1659
  %1807 = phi double [ %1621, %1659 ], [ %1805, %1803 ]
  %1808 = phi double [ %1138, %1659 ], [ %1804, %1803 ]
  %1809 = fadd fast double %1808, %1807
  %1810 = fmul fast double %1809, 1.000000e+08
  %1811 = call fast double @llvm.fabs.f64(double %1810)
  %1812 = call fast double @llvm.maxnum.f64(double %1811, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1628, ptr %2, align 8, !tbaa !9
  %1813 = load volatile double, ptr %2, align 8, !tbaa !9
  %1814 = call double @llvm.fabs.f64(double %1813)
  %1815 = fcmp ueq double %1814, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1815, label %1828, label %1816

1816:                                             ; preds = %1806
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1810, ptr %1, align 8, !tbaa !9
  %1817 = load volatile double, ptr %1, align 8, !tbaa !9
  %1818 = call double @llvm.fabs.f64(double %1817)
  %1819 = fcmp ueq double %1818, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1819, label %1828, label %1820

1820:                                             ; preds = %1816
  %1821 = fsub fast double %1628, %1810
  %1822 = call fast double @llvm.fabs.f64(double %1821)
  %1823 = fmul fast double %1812, 1.000000e-04
  %1824 = fcmp fast ole double %1822, %1823
  %1825 = freeze i1 %1824
  br i1 %1825, label %1826, label %1828

1826:                                             ; preds = %1820
  %1827 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, i32 noundef %1660, double noundef nofpclass(nan inf) %1628, double noundef nofpclass(nan inf) %1810, ptr noundef nonnull @.str.25)
  br label %1832

1828:                                             ; preds = %1820, %1816, %1806
  %1829 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, i32 noundef %1660, double noundef nofpclass(nan inf) %1628, double noundef nofpclass(nan inf) %1810, ptr noundef nonnull @.str.26)
  %1830 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1831 = add nsw i32 %1830, 1
  store i32 %1831, ptr @n_fail, align 4, !tbaa !17
  br label %1832

1832:                                             ; preds = %1826, %1828
  %1833 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1834 = add nsw i32 %1833, 11
  store i32 %1834, ptr @loop_n, align 4, !tbaa !17
  %1835 = icmp slt i32 %1833, 2
  br i1 %1835, label %1625, label %1836, !llvm.loop !50

1836:                                             ; preds = %1832
  %1837 = add nuw nsw i64 %1065, 1
  %1838 = icmp eq i64 %1837, 4
  br i1 %1838, label %1056, label %1064, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @rosen_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @check_hvp_fd(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5) unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca [9 x double], align 16
  %12 = alloca [9 x double], align 16
  %13 = alloca [9 x double], align 16
  %14 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #15
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #15
  br label %50

17:                                               ; preds = %6
  %18 = zext nneg i32 %5 to i64
  %19 = icmp ult i32 %5, 8
  br i1 %19, label %20, label %22

20:                                               ; preds = %46, %17
  %21 = phi i64 [ 0, %17 ], [ %23, %46 ]
  br label %89

22:                                               ; preds = %17
  %23 = and i64 %18, 2147483640
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %44, %24 ]
  %26 = getelementptr inbounds double, ptr %2, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 32
  %28 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %27, align 8, !tbaa !9
  %30 = getelementptr inbounds double, ptr %3, i64 %25
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %33 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %34 = fmul fast <4 x double> %32, <double 1.000000e-04, double 1.000000e-04, double 1.000000e-04, double 1.000000e-04>
  %35 = fmul fast <4 x double> %33, <double 1.000000e-04, double 1.000000e-04, double 1.000000e-04, double 1.000000e-04>
  %36 = fadd fast <4 x double> %34, %28
  %37 = fadd fast <4 x double> %35, %29
  %38 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %25
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  store <4 x double> %36, ptr %38, align 16, !tbaa !9
  store <4 x double> %37, ptr %39, align 16, !tbaa !9
  %40 = fsub fast <4 x double> %28, %34
  %41 = fsub fast <4 x double> %29, %35
  %42 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %25
  %43 = getelementptr inbounds i8, ptr %42, i64 32
  store <4 x double> %40, ptr %42, align 16, !tbaa !9
  store <4 x double> %41, ptr %43, align 16, !tbaa !9
  %44 = add nuw i64 %25, 8
  %45 = icmp eq i64 %44, %23
  br i1 %45, label %46, label %24, !llvm.loop !52

46:                                               ; preds = %24
  %47 = icmp eq i64 %23, %18
  br i1 %47, label %48, label %20

48:                                               ; preds = %89, %46
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #15
  %49 = shl nuw nsw i64 %18, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %11, i64 %49, i1 false)
  br i1 %15, label %51, label %50

50:                                               ; preds = %48, %16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #15
  br label %102

51:                                               ; preds = %48, %51
  %52 = phi i64 [ %67, %51 ], [ 0, %48 ]
  %53 = getelementptr inbounds double, ptr %11, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = call fast double @llvm.fabs.f64(double %54)
  %56 = call fast double @llvm.maxnum.f64(double %55, double 1.000000e+00)
  %57 = fmul fast double %56, 1.000000e-05
  %58 = fadd fast double %57, %54
  %59 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 %52
  store double %58, ptr %59, align 8, !tbaa !9
  %60 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10, i32 noundef %5) #15, !callees !53
  %61 = fsub fast double %54, %57
  store double %61, ptr %59, align 8, !tbaa !9
  %62 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10, i32 noundef %5) #15, !callees !53
  store double %54, ptr %59, align 8, !tbaa !9
  %63 = fsub fast double %60, %62
  %64 = fmul fast double %56, 2.000000e-05
  %65 = fdiv fast double %63, %64
  %66 = getelementptr inbounds double, ptr %13, i64 %52
  store double %65, ptr %66, align 8, !tbaa !9
  %67 = add nuw nsw i64 %52, 1
  %68 = icmp eq i64 %67, %18
  br i1 %68, label %69, label %51, !llvm.loop !29

69:                                               ; preds = %51
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull readonly align 16 %12, i64 %49, i1 false)
  br label %70

70:                                               ; preds = %69, %70
  %71 = phi i64 [ %86, %70 ], [ 0, %69 ]
  %72 = getelementptr inbounds double, ptr %12, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = call fast double @llvm.fabs.f64(double %73)
  %75 = call fast double @llvm.maxnum.f64(double %74, double 1.000000e+00)
  %76 = fmul fast double %75, 1.000000e-05
  %77 = fadd fast double %76, %73
  %78 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %71
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, i32 noundef %5) #15, !callees !53
  %80 = fsub fast double %73, %76
  store double %80, ptr %78, align 8, !tbaa !9
  %81 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, i32 noundef %5) #15, !callees !53
  store double %73, ptr %78, align 8, !tbaa !9
  %82 = fsub fast double %79, %81
  %83 = fmul fast double %75, 2.000000e-05
  %84 = fdiv fast double %82, %83
  %85 = getelementptr inbounds double, ptr %14, i64 %71
  store double %84, ptr %85, align 8, !tbaa !9
  %86 = add nuw nsw i64 %71, 1
  %87 = icmp eq i64 %86, %18
  br i1 %87, label %88, label %70, !llvm.loop !29

88:                                               ; preds = %70
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #15
  br i1 %15, label %103, label %102

89:                                               ; preds = %20, %89
  %90 = phi i64 [ %100, %89 ], [ %21, %20 ]
  %91 = getelementptr inbounds double, ptr %2, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds double, ptr %3, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = fmul fast double %94, 1.000000e-04
  %96 = fadd fast double %95, %92
  %97 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %90
  store double %96, ptr %97, align 8, !tbaa !9
  %98 = fsub fast double %92, %95
  %99 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %90
  store double %98, ptr %99, align 8, !tbaa !9
  %100 = add nuw nsw i64 %90, 1
  %101 = icmp eq i64 %100, %18
  br i1 %101, label %48, label %89, !llvm.loop !54

102:                                              ; preds = %136, %50, %88
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #15
  ret void

103:                                              ; preds = %88, %136
  %104 = phi i64 [ %137, %136 ], [ 0, %88 ]
  %105 = getelementptr inbounds double, ptr %4, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %104
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fsub fast double %108, %110
  %112 = fmul fast double %111, 5.000000e+03
  %113 = call fast double @llvm.fabs.f64(double %112)
  %114 = call fast double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %106, ptr %8, align 8, !tbaa !9
  %115 = load volatile double, ptr %8, align 8, !tbaa !9
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fcmp ueq double %116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %117, label %131, label %118

118:                                              ; preds = %103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %112, ptr %7, align 8, !tbaa !9
  %119 = load volatile double, ptr %7, align 8, !tbaa !9
  %120 = call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %121, label %131, label %122

122:                                              ; preds = %118
  %123 = fsub fast double %106, %112
  %124 = call fast double @llvm.fabs.f64(double %123)
  %125 = fmul fast double %114, 1.000000e-04
  %126 = fcmp fast ole double %124, %125
  %127 = freeze i1 %126
  br i1 %127, label %128, label %131

128:                                              ; preds = %122
  %129 = trunc nuw nsw i64 %104 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef %0, i32 noundef %129, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.25)
  br label %136

131:                                              ; preds = %122, %118, %103
  %132 = trunc nuw nsw i64 %104 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef %0, i32 noundef %132, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.26)
  %134 = load i32, ptr @n_fail, align 4, !tbaa !17
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @n_fail, align 4, !tbaa !17
  br label %136

136:                                              ; preds = %128, %131
  %137 = add nuw nsw i64 %104, 1
  %138 = icmp eq i64 %137, %18
  br i1 %138, label %102, label %103, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @rosen(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %78

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  %7 = icmp ult i32 %1, 17
  br i1 %7, label %8, label %12

8:                                                ; preds = %72, %4
  %9 = phi i64 [ 0, %4 ], [ %13, %72 ]
  %10 = phi i64 [ 1, %4 ], [ %14, %72 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %76, %72 ]
  br label %80

12:                                               ; preds = %4
  %13 = and i64 %6, 2147483632
  %14 = or disjoint i64 %13, 1
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %70, %15 ]
  %17 = phi <4 x double> [ zeroinitializer, %12 ], [ %66, %15 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %67, %15 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %68, %15 ]
  %20 = phi <4 x double> [ zeroinitializer, %12 ], [ %69, %15 ]
  %21 = or disjoint i64 %16, 1
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 32
  %24 = getelementptr inbounds i8, ptr %22, i64 64
  %25 = getelementptr inbounds i8, ptr %22, i64 96
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = getelementptr inbounds double, ptr %0, i64 %16
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = getelementptr inbounds i8, ptr %30, i64 64
  %33 = getelementptr inbounds i8, ptr %30, i64 96
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %38 = fmul fast <4 x double> %34, %34
  %39 = fmul fast <4 x double> %35, %35
  %40 = fmul fast <4 x double> %36, %36
  %41 = fmul fast <4 x double> %37, %37
  %42 = fsub fast <4 x double> %26, %38
  %43 = fsub fast <4 x double> %27, %39
  %44 = fsub fast <4 x double> %28, %40
  %45 = fsub fast <4 x double> %29, %41
  %46 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %34
  %47 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %35
  %48 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %36
  %49 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %37
  %50 = fmul fast <4 x double> %42, %42
  %51 = fmul fast <4 x double> %43, %43
  %52 = fmul fast <4 x double> %44, %44
  %53 = fmul fast <4 x double> %45, %45
  %54 = fmul fast <4 x double> %50, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %55 = fmul fast <4 x double> %51, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %56 = fmul fast <4 x double> %52, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %57 = fmul fast <4 x double> %53, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %58 = fmul fast <4 x double> %46, %46
  %59 = fmul fast <4 x double> %47, %47
  %60 = fmul fast <4 x double> %48, %48
  %61 = fmul fast <4 x double> %49, %49
  %62 = fadd fast <4 x double> %58, %17
  %63 = fadd fast <4 x double> %59, %18
  %64 = fadd fast <4 x double> %60, %19
  %65 = fadd fast <4 x double> %61, %20
  %66 = fadd fast <4 x double> %62, %54
  %67 = fadd fast <4 x double> %63, %55
  %68 = fadd fast <4 x double> %64, %56
  %69 = fadd fast <4 x double> %65, %57
  %70 = add nuw i64 %16, 16
  %71 = icmp eq i64 %70, %13
  br i1 %71, label %72, label %15, !llvm.loop !56

72:                                               ; preds = %15
  %73 = fadd fast <4 x double> %67, %66
  %74 = fadd fast <4 x double> %68, %73
  %75 = fadd fast <4 x double> %69, %74
  %76 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %75)
  %77 = icmp eq i64 %13, %6
  br i1 %77, label %78, label %8

78:                                               ; preds = %80, %72, %2
  %79 = phi double [ 0.000000e+00, %2 ], [ %76, %72 ], [ %95, %80 ]
  ret double %79

80:                                               ; preds = %8, %80
  %81 = phi i64 [ %97, %80 ], [ %9, %8 ]
  %82 = phi i64 [ %96, %80 ], [ %10, %8 ]
  %83 = phi double [ %95, %80 ], [ %11, %8 ]
  %84 = getelementptr inbounds double, ptr %0, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = getelementptr inbounds double, ptr %0, i64 %81
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fmul fast double %87, %87
  %89 = fsub fast double %85, %88
  %90 = fsub fast double 1.000000e+00, %87
  %91 = fmul fast double %89, %89
  %92 = fmul fast double %91, 1.000000e+02
  %93 = fmul fast double %90, %90
  %94 = fadd fast double %93, %83
  %95 = fadd fast double %94, %92
  %96 = add nuw nsw i64 %82, 1
  %97 = add nuw nsw i64 %81, 1
  %98 = icmp eq i64 %97, %6
  br i1 %98, label %78, label %80, !llvm.loop !57
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @chain_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #15
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %35

10:                                               ; preds = %35, %4
  %11 = phi double [ poison, %4 ], [ %69, %35 ]
  %12 = phi i64 [ 0, %4 ], [ %70, %35 ]
  %13 = phi double [ 5.000000e-01, %4 ], [ %69, %35 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %29, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %26, %15 ], [ %12, %10 ]
  %17 = phi double [ %25, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %27, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul fast double %20, %17
  %22 = tail call fast double @llvm.sin.f64(double %21)
  %23 = fmul fast double %17, 3.000000e-01
  %24 = fmul fast double %23, %20
  %25 = fadd fast double %22, %24
  %26 = add nuw nsw i64 %16, 1
  %27 = add i64 %18, 1
  %28 = icmp eq i64 %27, %6
  br i1 %28, label %29, label %15, !llvm.loop !58

29:                                               ; preds = %10, %15, %2
  %30 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %25, %15 ]
  %31 = fmul fast double %30, %30
  %32 = fneg fast double %30
  %33 = tail call fast double @llvm.exp.f64(double %32)
  %34 = fadd fast double %31, %33
  ret double %34

35:                                               ; preds = %35, %8
  %36 = phi i64 [ 0, %8 ], [ %70, %35 ]
  %37 = phi double [ 5.000000e-01, %8 ], [ %69, %35 ]
  %38 = phi i64 [ 0, %8 ], [ %71, %35 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %36
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fmul fast double %40, %37
  %42 = tail call fast double @llvm.sin.f64(double %41)
  %43 = fmul fast double %37, 3.000000e-01
  %44 = fmul fast double %43, %40
  %45 = fadd fast double %42, %44
  %46 = or disjoint i64 %36, 1
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul fast double %48, %45
  %50 = tail call fast double @llvm.sin.f64(double %49)
  %51 = fmul fast double %45, 3.000000e-01
  %52 = fmul fast double %51, %48
  %53 = fadd fast double %50, %52
  %54 = or disjoint i64 %36, 2
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = fmul fast double %56, %53
  %58 = tail call fast double @llvm.sin.f64(double %57)
  %59 = fmul fast double %53, 3.000000e-01
  %60 = fmul fast double %59, %56
  %61 = fadd fast double %58, %60
  %62 = or disjoint i64 %36, 3
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fmul fast double %64, %61
  %66 = tail call fast double @llvm.sin.f64(double %65)
  %67 = fmul fast double %61, 3.000000e-01
  %68 = fmul fast double %67, %64
  %69 = fadd fast double %66, %68
  %70 = add nuw nsw i64 %36, 4
  %71 = add i64 %38, 4
  %72 = icmp eq i64 %71, %9
  br i1 %72, label %10, label %35, !llvm.loop !59
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %6 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #15
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #15
  ret void
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #16
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %221

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %10, label %12

10:                                               ; preds = %52, %7
  %11 = phi i64 [ 0, %7 ], [ %13, %52 ]
  br label %206

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %50, %14 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load <4 x double>, ptr %16, align 8, !tbaa !9
  %18 = fmul fast <4 x double> %17, <double 4.000000e-01, double 4.000000e-01, double 4.000000e-01, double 4.000000e-01>
  %19 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %18)
  %20 = or disjoint i64 %15, 1
  %21 = or disjoint i64 %15, 2
  %22 = or disjoint i64 %15, 3
  %23 = add nuw nsw i64 %15, 4
  %24 = icmp eq i64 %20, %8
  %25 = icmp eq i64 %21, %8
  %26 = icmp eq i64 %22, %8
  %27 = icmp eq i64 %23, %8
  %28 = and i64 %20, 4294967293
  %29 = and i64 %21, 4294967294
  %30 = and i64 %22, 4294967295
  %31 = and i64 %23, 4294967292
  %32 = select i1 %24, i64 0, i64 %28
  %33 = select i1 %25, i64 0, i64 %29
  %34 = select i1 %26, i64 0, i64 %30
  %35 = select i1 %27, i64 0, i64 %31
  %36 = getelementptr inbounds double, ptr %0, i64 %32
  %37 = getelementptr inbounds double, ptr %0, i64 %33
  %38 = getelementptr inbounds double, ptr %0, i64 %34
  %39 = getelementptr inbounds double, ptr %0, i64 %35
  %40 = load double, ptr %36, align 8, !tbaa !9
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = load double, ptr %38, align 8, !tbaa !9
  %43 = load double, ptr %39, align 8, !tbaa !9
  %44 = insertelement <4 x double> poison, double %40, i64 0
  %45 = insertelement <4 x double> %44, double %41, i64 1
  %46 = insertelement <4 x double> %45, double %42, i64 2
  %47 = insertelement <4 x double> %46, double %43, i64 3
  %48 = fmul fast <4 x double> %19, %47
  %49 = getelementptr inbounds double, ptr %5, i64 %15
  store <4 x double> %48, ptr %49, align 8, !tbaa !9
  %50 = add nuw i64 %15, 4
  %51 = icmp eq i64 %50, %13
  br i1 %51, label %52, label %14, !llvm.loop !60

52:                                               ; preds = %14
  %53 = icmp eq i64 %13, %8
  br i1 %53, label %54, label %10

54:                                               ; preds = %206, %52
  br i1 %6, label %55, label %221

55:                                               ; preds = %54
  %56 = zext nneg i32 %1 to i64
  %57 = icmp ult i32 %1, 16
  br i1 %57, label %58, label %61

58:                                               ; preds = %200, %55
  %59 = phi i64 [ 0, %55 ], [ %62, %200 ]
  %60 = phi double [ 0.000000e+00, %55 ], [ %204, %200 ]
  br label %223

61:                                               ; preds = %55
  %62 = and i64 %8, 2147483632
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi i64 [ 0, %61 ], [ %198, %63 ]
  %65 = phi <4 x double> [ zeroinitializer, %61 ], [ %194, %63 ]
  %66 = phi <4 x double> [ zeroinitializer, %61 ], [ %195, %63 ]
  %67 = phi <4 x double> [ zeroinitializer, %61 ], [ %196, %63 ]
  %68 = phi <4 x double> [ zeroinitializer, %61 ], [ %197, %63 ]
  %69 = trunc i64 %64 to i32
  %70 = getelementptr inbounds double, ptr %5, i64 %64
  %71 = getelementptr inbounds i8, ptr %70, i64 32
  %72 = getelementptr inbounds i8, ptr %70, i64 64
  %73 = getelementptr inbounds i8, ptr %70, i64 96
  %74 = load <4 x double>, ptr %70, align 8, !tbaa !9
  %75 = load <4 x double>, ptr %71, align 8, !tbaa !9
  %76 = load <4 x double>, ptr %72, align 8, !tbaa !9
  %77 = load <4 x double>, ptr %73, align 8, !tbaa !9
  %78 = fmul fast <4 x double> %74, %74
  %79 = fmul fast <4 x double> %75, %75
  %80 = fmul fast <4 x double> %76, %76
  %81 = fmul fast <4 x double> %77, %77
  %82 = fmul fast <4 x double> %74, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %83 = fmul fast <4 x double> %75, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %84 = fmul fast <4 x double> %76, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %85 = fmul fast <4 x double> %77, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %86 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %78, <4 x double> %82)
  %87 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %79, <4 x double> %83)
  %88 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %80, <4 x double> %84)
  %89 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %81, <4 x double> %85)
  %90 = or disjoint i32 %69, 2
  %91 = or disjoint i32 %69, 3
  %92 = or disjoint i32 %69, 4
  %93 = or disjoint i32 %69, 5
  %94 = or disjoint i32 %69, 6
  %95 = or disjoint i32 %69, 7
  %96 = or disjoint i32 %69, 8
  %97 = or disjoint i32 %69, 9
  %98 = or disjoint i32 %69, 10
  %99 = or disjoint i32 %69, 11
  %100 = or disjoint i32 %69, 12
  %101 = or disjoint i32 %69, 13
  %102 = or disjoint i32 %69, 14
  %103 = or disjoint i32 %69, 15
  %104 = add i32 %69, 16
  %105 = add i32 %69, 17
  %106 = urem i32 %90, %1
  %107 = urem i32 %91, %1
  %108 = urem i32 %92, %1
  %109 = urem i32 %93, %1
  %110 = urem i32 %94, %1
  %111 = urem i32 %95, %1
  %112 = urem i32 %96, %1
  %113 = urem i32 %97, %1
  %114 = urem i32 %98, %1
  %115 = urem i32 %99, %1
  %116 = urem i32 %100, %1
  %117 = urem i32 %101, %1
  %118 = urem i32 %102, %1
  %119 = urem i32 %103, %1
  %120 = urem i32 %104, %1
  %121 = urem i32 %105, %1
  %122 = zext nneg i32 %106 to i64
  %123 = zext nneg i32 %107 to i64
  %124 = zext nneg i32 %108 to i64
  %125 = zext nneg i32 %109 to i64
  %126 = zext nneg i32 %110 to i64
  %127 = zext nneg i32 %111 to i64
  %128 = zext nneg i32 %112 to i64
  %129 = zext nneg i32 %113 to i64
  %130 = zext nneg i32 %114 to i64
  %131 = zext nneg i32 %115 to i64
  %132 = zext nneg i32 %116 to i64
  %133 = zext nneg i32 %117 to i64
  %134 = zext nneg i32 %118 to i64
  %135 = zext nneg i32 %119 to i64
  %136 = zext nneg i32 %120 to i64
  %137 = zext nneg i32 %121 to i64
  %138 = getelementptr inbounds double, ptr %5, i64 %122
  %139 = getelementptr inbounds double, ptr %5, i64 %123
  %140 = getelementptr inbounds double, ptr %5, i64 %124
  %141 = getelementptr inbounds double, ptr %5, i64 %125
  %142 = getelementptr inbounds double, ptr %5, i64 %126
  %143 = getelementptr inbounds double, ptr %5, i64 %127
  %144 = getelementptr inbounds double, ptr %5, i64 %128
  %145 = getelementptr inbounds double, ptr %5, i64 %129
  %146 = getelementptr inbounds double, ptr %5, i64 %130
  %147 = getelementptr inbounds double, ptr %5, i64 %131
  %148 = getelementptr inbounds double, ptr %5, i64 %132
  %149 = getelementptr inbounds double, ptr %5, i64 %133
  %150 = getelementptr inbounds double, ptr %5, i64 %134
  %151 = getelementptr inbounds double, ptr %5, i64 %135
  %152 = getelementptr inbounds double, ptr %5, i64 %136
  %153 = getelementptr inbounds double, ptr %5, i64 %137
  %154 = load double, ptr %138, align 8, !tbaa !9
  %155 = load double, ptr %139, align 8, !tbaa !9
  %156 = load double, ptr %140, align 8, !tbaa !9
  %157 = load double, ptr %141, align 8, !tbaa !9
  %158 = insertelement <4 x double> poison, double %154, i64 0
  %159 = insertelement <4 x double> %158, double %155, i64 1
  %160 = insertelement <4 x double> %159, double %156, i64 2
  %161 = insertelement <4 x double> %160, double %157, i64 3
  %162 = load double, ptr %142, align 8, !tbaa !9
  %163 = load double, ptr %143, align 8, !tbaa !9
  %164 = load double, ptr %144, align 8, !tbaa !9
  %165 = load double, ptr %145, align 8, !tbaa !9
  %166 = insertelement <4 x double> poison, double %162, i64 0
  %167 = insertelement <4 x double> %166, double %163, i64 1
  %168 = insertelement <4 x double> %167, double %164, i64 2
  %169 = insertelement <4 x double> %168, double %165, i64 3
  %170 = load double, ptr %146, align 8, !tbaa !9
  %171 = load double, ptr %147, align 8, !tbaa !9
  %172 = load double, ptr %148, align 8, !tbaa !9
  %173 = load double, ptr %149, align 8, !tbaa !9
  %174 = insertelement <4 x double> poison, double %170, i64 0
  %175 = insertelement <4 x double> %174, double %171, i64 1
  %176 = insertelement <4 x double> %175, double %172, i64 2
  %177 = insertelement <4 x double> %176, double %173, i64 3
  %178 = load double, ptr %150, align 8, !tbaa !9
  %179 = load double, ptr %151, align 8, !tbaa !9
  %180 = load double, ptr %152, align 8, !tbaa !9
  %181 = load double, ptr %153, align 8, !tbaa !9
  %182 = insertelement <4 x double> poison, double %178, i64 0
  %183 = insertelement <4 x double> %182, double %179, i64 1
  %184 = insertelement <4 x double> %183, double %180, i64 2
  %185 = insertelement <4 x double> %184, double %181, i64 3
  %186 = fmul fast <4 x double> %161, %74
  %187 = fmul fast <4 x double> %169, %75
  %188 = fmul fast <4 x double> %177, %76
  %189 = fmul fast <4 x double> %185, %77
  %190 = fadd fast <4 x double> %86, %65
  %191 = fadd fast <4 x double> %87, %66
  %192 = fadd fast <4 x double> %88, %67
  %193 = fadd fast <4 x double> %89, %68
  %194 = fadd fast <4 x double> %190, %186
  %195 = fadd fast <4 x double> %191, %187
  %196 = fadd fast <4 x double> %192, %188
  %197 = fadd fast <4 x double> %193, %189
  %198 = add nuw i64 %64, 16
  %199 = icmp eq i64 %198, %62
  br i1 %199, label %200, label %63, !llvm.loop !61

200:                                              ; preds = %63
  %201 = fadd fast <4 x double> %195, %194
  %202 = fadd fast <4 x double> %196, %201
  %203 = fadd fast <4 x double> %197, %202
  %204 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %203)
  %205 = icmp eq i64 %62, %8
  br i1 %205, label %221, label %58

206:                                              ; preds = %10, %206
  %207 = phi i64 [ %212, %206 ], [ %11, %10 ]
  %208 = getelementptr inbounds double, ptr %0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = fmul fast double %209, 4.000000e-01
  %211 = tail call fast double @llvm.exp.f64(double %210)
  %212 = add nuw nsw i64 %207, 1
  %213 = icmp eq i64 %212, %8
  %214 = and i64 %212, 4294967295
  %215 = select i1 %213, i64 0, i64 %214
  %216 = getelementptr inbounds double, ptr %0, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = fmul fast double %211, %217
  %219 = getelementptr inbounds double, ptr %5, i64 %207
  store double %218, ptr %219, align 8, !tbaa !9
  %220 = icmp eq i64 %212, %8
  br i1 %220, label %54, label %206, !llvm.loop !62

221:                                              ; preds = %223, %200, %2, %54
  %222 = phi double [ 0.000000e+00, %54 ], [ 0.000000e+00, %2 ], [ %204, %200 ], [ %239, %223 ]
  tail call void @free(ptr noundef %5) #15
  ret double %222

223:                                              ; preds = %58, %223
  %224 = phi i64 [ %240, %223 ], [ %59, %58 ]
  %225 = phi double [ %239, %223 ], [ %60, %58 ]
  %226 = getelementptr inbounds double, ptr %5, i64 %224
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = fmul fast double %227, %227
  %229 = fmul fast double %227, 5.000000e-01
  %230 = tail call fast double @llvm.maxnum.f64(double %228, double %229)
  %231 = trunc i64 %224 to i32
  %232 = add i32 %231, 2
  %233 = urem i32 %232, %1
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds double, ptr %5, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul fast double %236, %227
  %238 = fadd fast double %230, %225
  %239 = fadd fast double %238, %237
  %240 = add nuw nsw i64 %224, 1
  %241 = icmp eq i64 %240, %56
  br i1 %241, label %221, label %223, !llvm.loop !63
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fs_rev(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs, double noundef nofpclass(nan inf) %0) #15
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fs_fwd(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.000000e+00) #15
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fs(double noundef nofpclass(nan inf) %0) #6 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = fmul fast double %0, %0
  %4 = fmul fast double %3, %2
  %5 = fmul fast double %0, 5.000000e-01
  %6 = tail call fast double @llvm.exp.f64(double %5)
  %7 = fadd fast double %4, %6
  ret double %7
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @glob_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #15
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @grow_d(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %0) #15
  ret double %2
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @grow(double noundef nofpclass(nan inf) %0) #7 {
  %2 = fmul fast double %0, 5.000000e+01
  %3 = fcmp fast ogt double %2, 1.000000e+00
  br i1 %3, label %4, label %18

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %14, %4 ], [ 0, %1 ]
  %6 = phi double [ %11, %4 ], [ 0.000000e+00, %1 ]
  %7 = phi double [ %13, %4 ], [ 1.000000e+00, %1 ]
  %8 = fmul fast double %7, %0
  %9 = tail call fast double @llvm.sin.f64(double %8)
  %10 = fmul fast double %9, %7
  %11 = fadd fast double %10, %6
  %12 = fmul fast double %7, 1.300000e+00
  %13 = fadd fast double %12, %0
  %14 = add nuw nsw i32 %5, 1
  %15 = fcmp fast olt double %13, %2
  %16 = icmp ult i32 %5, 999
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %4, label %18, !llvm.loop !45

18:                                               ; preds = %4, %1
  %19 = phi double [ 0.000000e+00, %1 ], [ %11, %4 ]
  ret double %19
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @loop1_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #15
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @glob(double noundef nofpclass(nan inf) %0, i32 noundef %1) #13 {
  store double %0, ptr @tab, align 16, !tbaa !9
  %3 = insertelement <4 x double> poison, double %0, i64 0
  %4 = shufflevector <4 x double> %3, <4 x double> poison, <4 x i32> zeroinitializer
  %5 = fmul fast <4 x double> %4, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  store <4 x double> %5, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %6 = insertelement <2 x double> poison, double %0, i64 0
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer
  %8 = fmul fast <2 x double> %7, <double 6.000000e+00, double 7.000000e+00>
  store <2 x double> %8, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  %9 = fmul fast double %0, 8.000000e+00
  store double %9, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %39

11:                                               ; preds = %2
  %12 = fmul fast double %0, 3.000000e-01
  %13 = and i32 %1, 1
  %14 = icmp eq i32 %1, 1
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = and i32 %1, 2147483646
  br label %41

17:                                               ; preds = %41
  %18 = mul nuw nsw i32 %75, 5
  br label %19

19:                                               ; preds = %17, %11
  %20 = phi double [ poison, %11 ], [ %74, %17 ]
  %21 = phi i32 [ 0, %11 ], [ %18, %17 ]
  %22 = phi double [ 0.000000e+00, %11 ], [ %74, %17 ]
  %23 = icmp eq i32 %13, 0
  br i1 %23, label %39, label %24

24:                                               ; preds = %19
  %25 = and i32 %21, 7
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = tail call fast double @llvm.sin.f64(double %28)
  %30 = add nuw i32 %21, 3
  %31 = and i32 %30, 7
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = tail call fast double @llvm.cos.f64(double %34)
  %36 = fmul fast double %12, %35
  %37 = fadd fast double %36, %29
  store double %37, ptr %27, align 8, !tbaa !9
  %38 = fadd fast double %37, %22
  br label %39

39:                                               ; preds = %24, %19, %2
  %40 = phi double [ 0.000000e+00, %2 ], [ %20, %19 ], [ %38, %24 ]
  ret double %40

41:                                               ; preds = %41, %15
  %42 = phi i32 [ 0, %15 ], [ %75, %41 ]
  %43 = phi double [ 0.000000e+00, %15 ], [ %74, %41 ]
  %44 = phi i32 [ 0, %15 ], [ %76, %41 ]
  %45 = mul nuw nsw i32 %42, 5
  %46 = and i32 %45, 6
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %47
  %49 = load double, ptr %48, align 16, !tbaa !9
  %50 = tail call fast double @llvm.sin.f64(double %49)
  %51 = add nuw i32 %45, 3
  %52 = and i32 %51, 7
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call fast double @llvm.cos.f64(double %55)
  %57 = fmul fast double %12, %56
  %58 = fadd fast double %57, %50
  store double %58, ptr %48, align 16, !tbaa !9
  %59 = fadd fast double %58, %43
  %60 = mul nuw i32 %42, 5
  %61 = add nuw i32 %60, 5
  %62 = and i32 %61, 7
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = tail call fast double @llvm.sin.f64(double %65)
  %67 = and i32 %60, 6
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = tail call fast double @llvm.cos.f64(double %70)
  %72 = fmul fast double %12, %71
  %73 = fadd fast double %72, %66
  store double %73, ptr %64, align 8, !tbaa !9
  %74 = fadd fast double %73, %59
  %75 = add nuw nsw i32 %42, 2
  %76 = add i32 %44, 2
  %77 = icmp eq i32 %76, %16
  br i1 %77, label %17, label %41, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @loop1(double noundef nofpclass(nan inf) %0, i32 noundef %1) #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = fmul fast double %0, 2.500000e-01
  %6 = and i32 %1, 7
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %1, 2147483640
  br label %24

10:                                               ; preds = %24, %4
  %11 = phi double [ poison, %4 ], [ %50, %24 ]
  %12 = phi double [ %0, %4 ], [ %50, %24 ]
  %13 = icmp eq i32 %6, 0
  br i1 %13, label %22, label %14

14:                                               ; preds = %10, %14
  %15 = phi double [ %19, %14 ], [ %12, %10 ]
  %16 = phi i32 [ %20, %14 ], [ 0, %10 ]
  %17 = tail call fast double @llvm.sin.f64(double %15)
  %18 = fmul fast double %5, %15
  %19 = fadd fast double %17, %18
  %20 = add i32 %16, 1
  %21 = icmp eq i32 %20, %6
  br i1 %21, label %22, label %14, !llvm.loop !64

22:                                               ; preds = %10, %14, %2
  %23 = phi double [ %0, %2 ], [ %11, %10 ], [ %19, %14 ]
  ret double %23

24:                                               ; preds = %24, %8
  %25 = phi double [ %0, %8 ], [ %50, %24 ]
  %26 = phi i32 [ 0, %8 ], [ %51, %24 ]
  %27 = tail call fast double @llvm.sin.f64(double %25)
  %28 = fmul fast double %5, %25
  %29 = fadd fast double %27, %28
  %30 = tail call fast double @llvm.sin.f64(double %29)
  %31 = fmul fast double %5, %29
  %32 = fadd fast double %30, %31
  %33 = tail call fast double @llvm.sin.f64(double %32)
  %34 = fmul fast double %5, %32
  %35 = fadd fast double %33, %34
  %36 = tail call fast double @llvm.sin.f64(double %35)
  %37 = fmul fast double %5, %35
  %38 = fadd fast double %36, %37
  %39 = tail call fast double @llvm.sin.f64(double %38)
  %40 = fmul fast double %5, %38
  %41 = fadd fast double %39, %40
  %42 = tail call fast double @llvm.sin.f64(double %41)
  %43 = fmul fast double %5, %41
  %44 = fadd fast double %42, %43
  %45 = tail call fast double @llvm.sin.f64(double %44)
  %46 = fmul fast double %5, %44
  %47 = fadd fast double %45, %46
  %48 = tail call fast double @llvm.sin.f64(double %47)
  %49 = fmul fast double %5, %47
  %50 = fadd fast double %48, %49
  %51 = add i32 %26, 8
  %52 = icmp eq i32 %51, %9
  br i1 %52, label %10, label %24, !llvm.loop !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !12, !22, !21}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !21, !22}
!26 = distinct !{!26, !12, !22, !21}
!27 = distinct !{!27, !12, !21, !22}
!28 = distinct !{!28, !12, !22, !21}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12, !21, !22}
!33 = distinct !{!33, !12, !22, !21}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12, !21, !22}
!37 = distinct !{!37, !12, !21, !22}
!38 = distinct !{!38, !12, !22, !21}
!39 = distinct !{!39, !12, !21, !22}
!40 = distinct !{!40, !12, !22, !21}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12, !22, !21}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12}
!45 = distinct !{!45, !12}
!46 = distinct !{!46, !12}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
!49 = distinct !{!49, !14}
!50 = distinct !{!50, !12}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !12, !21, !22}
!53 = !{ptr @chain, ptr @heap, ptr @rosen}
!54 = distinct !{!54, !12, !22, !21}
!55 = distinct !{!55, !12}
!56 = distinct !{!56, !12, !21, !22}
!57 = distinct !{!57, !12, !22, !21}
!58 = distinct !{!58, !14}
!59 = distinct !{!59, !12}
!60 = distinct !{!60, !12, !21, !22}
!61 = distinct !{!61, !12, !21, !22}
!62 = distinct !{!62, !12, !22, !21}
!63 = distinct !{!63, !12, !22, !21}
!64 = distinct !{!64, !14}
