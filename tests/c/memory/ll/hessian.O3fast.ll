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
@.str.18 = private unnamed_addr constant [25 x i8] c"rec.fwd_over_rev.fd_grad\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"rec.fwd_over_rev.fd2\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"moved.fwd_over_rev.fd_grad\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"moved.fwd_over_rev.fd2\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"moved.rev_over_fwd\00", align 1
@.str.23 = private unnamed_addr constant [26 x i8] c"grow.fwd_over_rev.fd_grad\00", align 1
@.str.24 = private unnamed_addr constant [22 x i8] c"grow.fwd_over_rev.fd2\00", align 1
@.str.25 = private unnamed_addr constant [27 x i8] c"loop1.fwd_over_rev.fd_grad\00", align 1
@.str.26 = private unnamed_addr constant [23 x i8] c"loop1.fwd_over_rev.fd2\00", align 1
@.str.27 = private unnamed_addr constant [13 x i8] c"tab[1] = %g\0A\00", align 1
@tab = dso_local local_unnamed_addr global [8 x double] zeroinitializer, align 16
@.str.28 = private unnamed_addr constant [8 x i8] c"hessian\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.29 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.32 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca [9 x double], align 16
  %36 = alloca [9 x double], align 16
  %37 = alloca [9 x double], align 16
  %38 = alloca [9 x double], align 16
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca [9 x double], align 16
  %48 = alloca [9 x double], align 16
  %49 = alloca [9 x double], align 16
  %50 = alloca [9 x double], align 16
  %51 = alloca double, align 8
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  %54 = alloca double, align 8
  %55 = alloca [9 x double], align 16
  %56 = alloca double, align 8
  %57 = alloca double, align 8
  %58 = alloca [9 x double], align 16
  %59 = alloca [9 x double], align 16
  %60 = alloca [9 x double], align 16
  %61 = alloca [9 x double], align 16
  %62 = alloca [9 x double], align 16
  %63 = alloca [9 x double], align 16
  %64 = alloca [9 x double], align 16
  %65 = alloca [9 x double], align 16
  %66 = alloca [9 x double], align 16
  %67 = alloca [9 x double], align 16
  %68 = alloca [9 x double], align 16
  %69 = alloca [9 x double], align 16
  %70 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %62) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %63) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %64) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %65) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %66) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %67) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %68) #17
  br label %71

71:                                               ; preds = %0, %1052
  %72 = phi i32 [ 2, %0 ], [ %1055, %1052 ]
  %73 = load i64, ptr @rng_state, align 8, !tbaa !5
  %74 = zext nneg i32 %72 to i64
  %75 = and i64 %74, 3
  %76 = icmp ult i32 %72, 4
  br i1 %76, label %117, label %77

77:                                               ; preds = %71
  %78 = and i64 %74, 2147483644
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i64 [ 0, %77 ], [ %114, %79 ]
  %81 = phi i64 [ %73, %77 ], [ %108, %79 ]
  %82 = phi i64 [ 0, %77 ], [ %115, %79 ]
  %83 = mul i64 %81, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = lshr i64 %84, 11
  %86 = uitofp nneg i64 %85 to double
  %87 = fmul fast double %86, 0x3CB3333333333333
  %88 = fadd fast double %87, -1.200000e+00
  %89 = getelementptr inbounds double, ptr %62, i64 %80
  store double %88, ptr %89, align 16, !tbaa !9
  %90 = or disjoint i64 %80, 1
  %91 = mul i64 %84, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = lshr i64 %92, 11
  %94 = uitofp nneg i64 %93 to double
  %95 = fmul fast double %94, 0x3CB3333333333333
  %96 = fadd fast double %95, -1.200000e+00
  %97 = getelementptr inbounds double, ptr %62, i64 %90
  store double %96, ptr %97, align 8, !tbaa !9
  %98 = or disjoint i64 %80, 2
  %99 = mul i64 %92, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = lshr i64 %100, 11
  %102 = uitofp nneg i64 %101 to double
  %103 = fmul fast double %102, 0x3CB3333333333333
  %104 = fadd fast double %103, -1.200000e+00
  %105 = getelementptr inbounds double, ptr %62, i64 %98
  store double %104, ptr %105, align 16, !tbaa !9
  %106 = or disjoint i64 %80, 3
  %107 = mul i64 %100, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = lshr i64 %108, 11
  %110 = uitofp nneg i64 %109 to double
  %111 = fmul fast double %110, 0x3CB3333333333333
  %112 = fadd fast double %111, -1.200000e+00
  %113 = getelementptr inbounds double, ptr %62, i64 %106
  store double %112, ptr %113, align 8, !tbaa !9
  %114 = add nuw nsw i64 %80, 4
  %115 = add i64 %82, 4
  %116 = icmp eq i64 %115, %78
  br i1 %116, label %117, label %79, !llvm.loop !11

117:                                              ; preds = %79, %71
  %118 = phi i64 [ poison, %71 ], [ %108, %79 ]
  %119 = phi i64 [ 0, %71 ], [ %114, %79 ]
  %120 = phi i64 [ %73, %71 ], [ %108, %79 ]
  %121 = icmp eq i64 %75, 0
  br i1 %121, label %136, label %122

122:                                              ; preds = %117, %122
  %123 = phi i64 [ %133, %122 ], [ %119, %117 ]
  %124 = phi i64 [ %127, %122 ], [ %120, %117 ]
  %125 = phi i64 [ %134, %122 ], [ 0, %117 ]
  %126 = mul i64 %124, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = lshr i64 %127, 11
  %129 = uitofp nneg i64 %128 to double
  %130 = fmul fast double %129, 0x3CB3333333333333
  %131 = fadd fast double %130, -1.200000e+00
  %132 = getelementptr inbounds double, ptr %62, i64 %123
  store double %131, ptr %132, align 8, !tbaa !9
  %133 = add nuw nsw i64 %123, 1
  %134 = add i64 %125, 1
  %135 = icmp eq i64 %134, %75
  br i1 %135, label %136, label %122, !llvm.loop !13

136:                                              ; preds = %122, %117
  %137 = phi i64 [ %118, %117 ], [ %127, %122 ]
  %138 = and i64 %74, 3
  %139 = icmp ult i32 %72, 4
  br i1 %139, label %180, label %140

140:                                              ; preds = %136
  %141 = and i64 %74, 2147483644
  br label %142

142:                                              ; preds = %142, %140
  %143 = phi i64 [ 0, %140 ], [ %177, %142 ]
  %144 = phi i64 [ %137, %140 ], [ %171, %142 ]
  %145 = phi i64 [ 0, %140 ], [ %178, %142 ]
  %146 = mul i64 %144, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = lshr i64 %147, 11
  %149 = uitofp nneg i64 %148 to double
  %150 = fmul fast double %149, 0x3CB0000000000000
  %151 = fadd fast double %150, -1.000000e+00
  %152 = getelementptr inbounds double, ptr %63, i64 %143
  store double %151, ptr %152, align 16, !tbaa !9
  %153 = or disjoint i64 %143, 1
  %154 = mul i64 %147, 6364136223846793005
  %155 = add i64 %154, 1442695040888963407
  %156 = lshr i64 %155, 11
  %157 = uitofp nneg i64 %156 to double
  %158 = fmul fast double %157, 0x3CB0000000000000
  %159 = fadd fast double %158, -1.000000e+00
  %160 = getelementptr inbounds double, ptr %63, i64 %153
  store double %159, ptr %160, align 8, !tbaa !9
  %161 = or disjoint i64 %143, 2
  %162 = mul i64 %155, 6364136223846793005
  %163 = add i64 %162, 1442695040888963407
  %164 = lshr i64 %163, 11
  %165 = uitofp nneg i64 %164 to double
  %166 = fmul fast double %165, 0x3CB0000000000000
  %167 = fadd fast double %166, -1.000000e+00
  %168 = getelementptr inbounds double, ptr %63, i64 %161
  store double %167, ptr %168, align 16, !tbaa !9
  %169 = or disjoint i64 %143, 3
  %170 = mul i64 %163, 6364136223846793005
  %171 = add i64 %170, 1442695040888963407
  %172 = lshr i64 %171, 11
  %173 = uitofp nneg i64 %172 to double
  %174 = fmul fast double %173, 0x3CB0000000000000
  %175 = fadd fast double %174, -1.000000e+00
  %176 = getelementptr inbounds double, ptr %63, i64 %169
  store double %175, ptr %176, align 8, !tbaa !9
  %177 = add nuw nsw i64 %143, 4
  %178 = add i64 %145, 4
  %179 = icmp eq i64 %178, %141
  br i1 %179, label %180, label %142, !llvm.loop !11

180:                                              ; preds = %142, %136
  %181 = phi i64 [ poison, %136 ], [ %171, %142 ]
  %182 = phi i64 [ 0, %136 ], [ %177, %142 ]
  %183 = phi i64 [ %137, %136 ], [ %171, %142 ]
  %184 = icmp eq i64 %138, 0
  br i1 %184, label %199, label %185

185:                                              ; preds = %180, %185
  %186 = phi i64 [ %196, %185 ], [ %182, %180 ]
  %187 = phi i64 [ %190, %185 ], [ %183, %180 ]
  %188 = phi i64 [ %197, %185 ], [ 0, %180 ]
  %189 = mul i64 %187, 6364136223846793005
  %190 = add i64 %189, 1442695040888963407
  %191 = lshr i64 %190, 11
  %192 = uitofp nneg i64 %191 to double
  %193 = fmul fast double %192, 0x3CB0000000000000
  %194 = fadd fast double %193, -1.000000e+00
  %195 = getelementptr inbounds double, ptr %63, i64 %186
  store double %194, ptr %195, align 8, !tbaa !9
  %196 = add nuw nsw i64 %186, 1
  %197 = add i64 %188, 1
  %198 = icmp eq i64 %197, %138
  br i1 %198, label %199, label %185, !llvm.loop !15

199:                                              ; preds = %185, %180
  %200 = phi i64 [ %181, %180 ], [ %190, %185 ]
  %201 = and i64 %74, 3
  %202 = icmp ult i32 %72, 4
  br i1 %202, label %243, label %203

203:                                              ; preds = %199
  %204 = and i64 %74, 2147483644
  br label %205

205:                                              ; preds = %205, %203
  %206 = phi i64 [ 0, %203 ], [ %240, %205 ]
  %207 = phi i64 [ %200, %203 ], [ %234, %205 ]
  %208 = phi i64 [ 0, %203 ], [ %241, %205 ]
  %209 = mul i64 %207, 6364136223846793005
  %210 = add i64 %209, 1442695040888963407
  %211 = lshr i64 %210, 11
  %212 = uitofp nneg i64 %211 to double
  %213 = fmul fast double %212, 0x3CB0000000000000
  %214 = fadd fast double %213, -1.000000e+00
  %215 = getelementptr inbounds double, ptr %64, i64 %206
  store double %214, ptr %215, align 16, !tbaa !9
  %216 = or disjoint i64 %206, 1
  %217 = mul i64 %210, 6364136223846793005
  %218 = add i64 %217, 1442695040888963407
  %219 = lshr i64 %218, 11
  %220 = uitofp nneg i64 %219 to double
  %221 = fmul fast double %220, 0x3CB0000000000000
  %222 = fadd fast double %221, -1.000000e+00
  %223 = getelementptr inbounds double, ptr %64, i64 %216
  store double %222, ptr %223, align 8, !tbaa !9
  %224 = or disjoint i64 %206, 2
  %225 = mul i64 %218, 6364136223846793005
  %226 = add i64 %225, 1442695040888963407
  %227 = lshr i64 %226, 11
  %228 = uitofp nneg i64 %227 to double
  %229 = fmul fast double %228, 0x3CB0000000000000
  %230 = fadd fast double %229, -1.000000e+00
  %231 = getelementptr inbounds double, ptr %64, i64 %224
  store double %230, ptr %231, align 16, !tbaa !9
  %232 = or disjoint i64 %206, 3
  %233 = mul i64 %226, 6364136223846793005
  %234 = add i64 %233, 1442695040888963407
  %235 = lshr i64 %234, 11
  %236 = uitofp nneg i64 %235 to double
  %237 = fmul fast double %236, 0x3CB0000000000000
  %238 = fadd fast double %237, -1.000000e+00
  %239 = getelementptr inbounds double, ptr %64, i64 %232
  store double %238, ptr %239, align 8, !tbaa !9
  %240 = add nuw nsw i64 %206, 4
  %241 = add i64 %208, 4
  %242 = icmp eq i64 %241, %204
  br i1 %242, label %243, label %205, !llvm.loop !11

243:                                              ; preds = %205, %199
  %244 = phi i64 [ poison, %199 ], [ %234, %205 ]
  %245 = phi i64 [ 0, %199 ], [ %240, %205 ]
  %246 = phi i64 [ %200, %199 ], [ %234, %205 ]
  %247 = icmp eq i64 %201, 0
  br i1 %247, label %262, label %248

248:                                              ; preds = %243, %248
  %249 = phi i64 [ %259, %248 ], [ %245, %243 ]
  %250 = phi i64 [ %253, %248 ], [ %246, %243 ]
  %251 = phi i64 [ %260, %248 ], [ 0, %243 ]
  %252 = mul i64 %250, 6364136223846793005
  %253 = add i64 %252, 1442695040888963407
  %254 = lshr i64 %253, 11
  %255 = uitofp nneg i64 %254 to double
  %256 = fmul fast double %255, 0x3CB0000000000000
  %257 = fadd fast double %256, -1.000000e+00
  %258 = getelementptr inbounds double, ptr %64, i64 %249
  store double %257, ptr %258, align 8, !tbaa !9
  %259 = add nuw nsw i64 %249, 1
  %260 = add i64 %251, 1
  %261 = icmp eq i64 %260, %201
  br i1 %261, label %262, label %248, !llvm.loop !16

262:                                              ; preds = %248, %243
  %263 = phi i64 [ %244, %243 ], [ %253, %248 ]
  store i64 %263, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %66, i8 0, i64 72, i1 false)
  %264 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %265 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %264, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %264, ptr noundef nonnull %65, ptr noundef nonnull %66, i32 noundef %265, i32 noundef %72) #17
  %266 = shl nuw nsw i64 %74, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %68, i8 0, i64 %266, i1 false), !tbaa !9
  %267 = add nsw i32 %72, -1
  %268 = zext i32 %267 to i64
  %269 = load double, ptr %68, align 16
  br label %270

270:                                              ; preds = %270, %262
  %271 = phi double [ %269, %262 ], [ %298, %270 ]
  %272 = phi i64 [ 0, %262 ], [ %300, %270 ]
  %273 = phi i64 [ 1, %262 ], [ %299, %270 ]
  %274 = getelementptr inbounds double, ptr %62, i64 %272
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = fmul fast double %275, %275
  %277 = fmul fast double %276, 1.200000e+03
  %278 = getelementptr inbounds double, ptr %62, i64 %273
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = fmul fast double %279, -4.000000e+02
  %281 = fadd fast double %280, 2.000000e+00
  %282 = fadd fast double %281, %277
  %283 = fmul fast double %275, -4.000000e+02
  %284 = getelementptr inbounds double, ptr %63, i64 %272
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = fmul fast double %282, %285
  %287 = getelementptr inbounds double, ptr %63, i64 %273
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = fmul fast double %288, %283
  %290 = getelementptr inbounds double, ptr %68, i64 %272
  %291 = fadd fast double %271, %289
  %292 = fadd fast double %291, %286
  store double %292, ptr %290, align 8, !tbaa !9
  %293 = fmul fast double %285, %283
  %294 = fmul fast double %288, 2.000000e+02
  %295 = fadd fast double %294, %293
  %296 = getelementptr inbounds double, ptr %68, i64 %273
  %297 = load double, ptr %296, align 8, !tbaa !9
  %298 = fadd fast double %295, %297
  store double %298, ptr %296, align 8, !tbaa !9
  %299 = add nuw nsw i64 %273, 1
  %300 = add nuw nsw i64 %272, 1
  %301 = icmp eq i64 %300, %268
  br i1 %301, label %594, label %270, !llvm.loop !19

302:                                              ; preds = %623
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %60, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %61) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %61, i8 0, i64 72, i1 false)
  %303 = icmp ult i32 %72, 8
  br i1 %303, label %304, label %306

304:                                              ; preds = %330, %302
  %305 = phi i64 [ 0, %302 ], [ %307, %330 ]
  br label %337

306:                                              ; preds = %302
  %307 = and i64 %74, 2147483640
  br label %308

308:                                              ; preds = %308, %306
  %309 = phi i64 [ 0, %306 ], [ %328, %308 ]
  %310 = getelementptr inbounds double, ptr %62, i64 %309
  %311 = getelementptr inbounds i8, ptr %310, i64 32
  %312 = load <4 x double>, ptr %310, align 16, !tbaa !9
  %313 = load <4 x double>, ptr %311, align 16, !tbaa !9
  %314 = getelementptr inbounds double, ptr %63, i64 %309
  %315 = getelementptr inbounds i8, ptr %314, i64 32
  %316 = load <4 x double>, ptr %314, align 16, !tbaa !9
  %317 = load <4 x double>, ptr %315, align 16, !tbaa !9
  %318 = fmul fast <4 x double> %316, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %319 = fmul fast <4 x double> %317, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %320 = fadd fast <4 x double> %318, %312
  %321 = fadd fast <4 x double> %319, %313
  %322 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %309
  %323 = getelementptr inbounds i8, ptr %322, i64 32
  store <4 x double> %320, ptr %322, align 16, !tbaa !9
  store <4 x double> %321, ptr %323, align 16, !tbaa !9
  %324 = fsub fast <4 x double> %312, %318
  %325 = fsub fast <4 x double> %313, %319
  %326 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %309
  %327 = getelementptr inbounds i8, ptr %326, i64 32
  store <4 x double> %324, ptr %326, align 16, !tbaa !9
  store <4 x double> %325, ptr %327, align 16, !tbaa !9
  %328 = add nuw i64 %309, 8
  %329 = icmp eq i64 %328, %307
  br i1 %329, label %330, label %308, !llvm.loop !20

330:                                              ; preds = %308
  %331 = icmp eq i64 %307, %74
  br i1 %331, label %332, label %304

332:                                              ; preds = %337, %330
  %333 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %334 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %333, ptr noundef nonnull %58, ptr noundef nonnull %60, i32 noundef %334, i32 noundef %72) #17
  %335 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %336 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %335, ptr noundef nonnull %59, ptr noundef nonnull %61, i32 noundef %336, i32 noundef %72) #17
  br label %350

337:                                              ; preds = %304, %337
  %338 = phi i64 [ %348, %337 ], [ %305, %304 ]
  %339 = getelementptr inbounds double, ptr %62, i64 %338
  %340 = load double, ptr %339, align 8, !tbaa !9
  %341 = getelementptr inbounds double, ptr %63, i64 %338
  %342 = load double, ptr %341, align 8, !tbaa !9
  %343 = fmul fast double %342, 0x3EB0C6F7A0B5ED8D
  %344 = fadd fast double %343, %340
  %345 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %338
  store double %344, ptr %345, align 8, !tbaa !9
  %346 = fsub fast double %340, %343
  %347 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %338
  store double %346, ptr %347, align 8, !tbaa !9
  %348 = add nuw nsw i64 %338, 1
  %349 = icmp eq i64 %348, %74
  br i1 %349, label %332, label %337, !llvm.loop !23

350:                                              ; preds = %383, %332
  %351 = phi i64 [ 0, %332 ], [ %384, %383 ]
  %352 = getelementptr inbounds double, ptr %66, i64 %351
  %353 = load double, ptr %352, align 8, !tbaa !9
  %354 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %351
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = getelementptr inbounds [9 x double], ptr %61, i64 0, i64 %351
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = fsub fast double %355, %357
  %359 = fmul fast double %358, 5.000000e+05
  %360 = call fast double @llvm.fabs.f64(double %359)
  %361 = call fast double @llvm.maxnum.f64(double %360, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double %353, ptr %57, align 8, !tbaa !9
  %362 = load volatile double, ptr %57, align 8, !tbaa !9
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %364, label %378, label %365

365:                                              ; preds = %350
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %359, ptr %56, align 8, !tbaa !9
  %366 = load volatile double, ptr %56, align 8, !tbaa !9
  %367 = call double @llvm.fabs.f64(double %366)
  %368 = fcmp ueq double %367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %368, label %378, label %369

369:                                              ; preds = %365
  %370 = fsub fast double %353, %359
  %371 = call fast double @llvm.fabs.f64(double %370)
  %372 = fmul fast double %361, 1.000000e-05
  %373 = fcmp fast ole double %371, %372
  %374 = freeze i1 %373
  br i1 %374, label %375, label %378

375:                                              ; preds = %369
  %376 = trunc nuw nsw i64 %351 to i32
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.1, i32 noundef %376, double noundef nofpclass(nan inf) %353, double noundef nofpclass(nan inf) %359, ptr noundef nonnull @.str.30)
  br label %383

378:                                              ; preds = %369, %365, %350
  %379 = trunc nuw nsw i64 %351 to i32
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.1, i32 noundef %379, double noundef nofpclass(nan inf) %353, double noundef nofpclass(nan inf) %359, ptr noundef nonnull @.str.31)
  %381 = load i32, ptr @n_fail, align 4, !tbaa !17
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr @n_fail, align 4, !tbaa !17
  br label %383

383:                                              ; preds = %378, %375
  %384 = add nuw nsw i64 %351, 1
  %385 = icmp eq i64 %384, %74
  br i1 %385, label %386, label %350, !llvm.loop !24

386:                                              ; preds = %383
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %61) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #17
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %66, i32 noundef %72)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %69) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %69, i8 0, i64 72, i1 false)
  %387 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %388 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %387, ptr noundef nonnull %62, ptr noundef nonnull %69, i32 noundef %388, i32 noundef %72) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %55, ptr noundef nonnull readonly align 16 dereferenceable(1) %62, i64 %266, i1 false)
  %389 = icmp ugt i32 %72, 1
  %390 = add nsw i32 %72, -1
  %391 = zext nneg i32 %390 to i64
  %392 = icmp ult i32 %72, 17
  %393 = and i64 %268, 4294967280
  %394 = or disjoint i64 %393, 1
  %395 = icmp eq i64 %393, %268
  %396 = icmp ult i32 %72, 17
  %397 = and i64 %268, 4294967280
  %398 = or disjoint i64 %397, 1
  %399 = icmp eq i64 %397, %268
  br label %400

400:                                              ; preds = %386, %586
  %401 = phi i64 [ %591, %586 ], [ 0, %386 ]
  %402 = getelementptr inbounds double, ptr %62, i64 %401
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = call fast double @llvm.fabs.f64(double %403)
  %405 = call fast double @llvm.maxnum.f64(double %404, double 1.000000e+00)
  %406 = fmul fast double %405, 1.000000e-05
  %407 = fadd fast double %406, %403
  %408 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %401
  store double %407, ptr %408, align 8, !tbaa !9
  br i1 %389, label %409, label %586

409:                                              ; preds = %400
  br i1 %392, label %472, label %410

410:                                              ; preds = %409, %410
  %411 = phi i64 [ %465, %410 ], [ 0, %409 ]
  %412 = phi <4 x double> [ %461, %410 ], [ zeroinitializer, %409 ]
  %413 = phi <4 x double> [ %462, %410 ], [ zeroinitializer, %409 ]
  %414 = phi <4 x double> [ %463, %410 ], [ zeroinitializer, %409 ]
  %415 = phi <4 x double> [ %464, %410 ], [ zeroinitializer, %409 ]
  %416 = or disjoint i64 %411, 1
  %417 = getelementptr inbounds double, ptr %55, i64 %416
  %418 = getelementptr inbounds i8, ptr %417, i64 32
  %419 = getelementptr inbounds i8, ptr %417, i64 64
  %420 = getelementptr inbounds i8, ptr %417, i64 96
  %421 = load <4 x double>, ptr %417, align 8, !tbaa !9
  %422 = load <4 x double>, ptr %418, align 8, !tbaa !9
  %423 = load <4 x double>, ptr %419, align 8, !tbaa !9
  %424 = load <4 x double>, ptr %420, align 8, !tbaa !9
  %425 = getelementptr inbounds double, ptr %55, i64 %411
  %426 = getelementptr inbounds i8, ptr %425, i64 32
  %427 = getelementptr inbounds i8, ptr %425, i64 64
  %428 = getelementptr inbounds i8, ptr %425, i64 96
  %429 = load <4 x double>, ptr %425, align 16, !tbaa !9
  %430 = load <4 x double>, ptr %426, align 16, !tbaa !9
  %431 = load <4 x double>, ptr %427, align 16, !tbaa !9
  %432 = load <4 x double>, ptr %428, align 16, !tbaa !9
  %433 = fmul fast <4 x double> %429, %429
  %434 = fmul fast <4 x double> %430, %430
  %435 = fmul fast <4 x double> %431, %431
  %436 = fmul fast <4 x double> %432, %432
  %437 = fsub fast <4 x double> %421, %433
  %438 = fsub fast <4 x double> %422, %434
  %439 = fsub fast <4 x double> %423, %435
  %440 = fsub fast <4 x double> %424, %436
  %441 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %429
  %442 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %430
  %443 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %431
  %444 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %432
  %445 = fmul fast <4 x double> %437, %437
  %446 = fmul fast <4 x double> %438, %438
  %447 = fmul fast <4 x double> %439, %439
  %448 = fmul fast <4 x double> %440, %440
  %449 = fmul fast <4 x double> %445, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %450 = fmul fast <4 x double> %446, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %451 = fmul fast <4 x double> %447, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %452 = fmul fast <4 x double> %448, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %453 = fmul fast <4 x double> %441, %441
  %454 = fmul fast <4 x double> %442, %442
  %455 = fmul fast <4 x double> %443, %443
  %456 = fmul fast <4 x double> %444, %444
  %457 = fadd fast <4 x double> %453, %412
  %458 = fadd fast <4 x double> %454, %413
  %459 = fadd fast <4 x double> %455, %414
  %460 = fadd fast <4 x double> %456, %415
  %461 = fadd fast <4 x double> %457, %449
  %462 = fadd fast <4 x double> %458, %450
  %463 = fadd fast <4 x double> %459, %451
  %464 = fadd fast <4 x double> %460, %452
  %465 = add nuw i64 %411, 16
  %466 = icmp eq i64 %465, %393
  br i1 %466, label %467, label %410, !llvm.loop !25

467:                                              ; preds = %410
  %468 = fadd fast <4 x double> %462, %461
  %469 = fadd fast <4 x double> %463, %468
  %470 = fadd fast <4 x double> %464, %469
  %471 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %470)
  br i1 %395, label %495, label %472

472:                                              ; preds = %467, %409
  %473 = phi i64 [ 0, %409 ], [ %393, %467 ]
  %474 = phi i64 [ 1, %409 ], [ %394, %467 ]
  %475 = phi double [ 0.000000e+00, %409 ], [ %471, %467 ]
  br label %476

476:                                              ; preds = %472, %476
  %477 = phi i64 [ %493, %476 ], [ %473, %472 ]
  %478 = phi i64 [ %492, %476 ], [ %474, %472 ]
  %479 = phi double [ %491, %476 ], [ %475, %472 ]
  %480 = getelementptr inbounds double, ptr %55, i64 %478
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = getelementptr inbounds double, ptr %55, i64 %477
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = fmul fast double %483, %483
  %485 = fsub fast double %481, %484
  %486 = fsub fast double 1.000000e+00, %483
  %487 = fmul fast double %485, %485
  %488 = fmul fast double %487, 1.000000e+02
  %489 = fmul fast double %486, %486
  %490 = fadd fast double %489, %479
  %491 = fadd fast double %490, %488
  %492 = add nuw nsw i64 %478, 1
  %493 = add nuw nsw i64 %477, 1
  %494 = icmp eq i64 %493, %391
  br i1 %494, label %495, label %476, !llvm.loop !26

495:                                              ; preds = %476, %467
  %496 = phi double [ %471, %467 ], [ %491, %476 ]
  %497 = fsub fast double %403, %406
  store double %497, ptr %408, align 8, !tbaa !9
  br i1 %396, label %560, label %498

498:                                              ; preds = %495, %498
  %499 = phi i64 [ %553, %498 ], [ 0, %495 ]
  %500 = phi <4 x double> [ %549, %498 ], [ zeroinitializer, %495 ]
  %501 = phi <4 x double> [ %550, %498 ], [ zeroinitializer, %495 ]
  %502 = phi <4 x double> [ %551, %498 ], [ zeroinitializer, %495 ]
  %503 = phi <4 x double> [ %552, %498 ], [ zeroinitializer, %495 ]
  %504 = or disjoint i64 %499, 1
  %505 = getelementptr inbounds double, ptr %55, i64 %504
  %506 = getelementptr inbounds i8, ptr %505, i64 32
  %507 = getelementptr inbounds i8, ptr %505, i64 64
  %508 = getelementptr inbounds i8, ptr %505, i64 96
  %509 = load <4 x double>, ptr %505, align 8, !tbaa !9
  %510 = load <4 x double>, ptr %506, align 8, !tbaa !9
  %511 = load <4 x double>, ptr %507, align 8, !tbaa !9
  %512 = load <4 x double>, ptr %508, align 8, !tbaa !9
  %513 = getelementptr inbounds double, ptr %55, i64 %499
  %514 = getelementptr inbounds i8, ptr %513, i64 32
  %515 = getelementptr inbounds i8, ptr %513, i64 64
  %516 = getelementptr inbounds i8, ptr %513, i64 96
  %517 = load <4 x double>, ptr %513, align 16, !tbaa !9
  %518 = load <4 x double>, ptr %514, align 16, !tbaa !9
  %519 = load <4 x double>, ptr %515, align 16, !tbaa !9
  %520 = load <4 x double>, ptr %516, align 16, !tbaa !9
  %521 = fmul fast <4 x double> %517, %517
  %522 = fmul fast <4 x double> %518, %518
  %523 = fmul fast <4 x double> %519, %519
  %524 = fmul fast <4 x double> %520, %520
  %525 = fsub fast <4 x double> %509, %521
  %526 = fsub fast <4 x double> %510, %522
  %527 = fsub fast <4 x double> %511, %523
  %528 = fsub fast <4 x double> %512, %524
  %529 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %517
  %530 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %518
  %531 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %519
  %532 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %520
  %533 = fmul fast <4 x double> %525, %525
  %534 = fmul fast <4 x double> %526, %526
  %535 = fmul fast <4 x double> %527, %527
  %536 = fmul fast <4 x double> %528, %528
  %537 = fmul fast <4 x double> %533, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %538 = fmul fast <4 x double> %534, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %539 = fmul fast <4 x double> %535, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %540 = fmul fast <4 x double> %536, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %541 = fmul fast <4 x double> %529, %529
  %542 = fmul fast <4 x double> %530, %530
  %543 = fmul fast <4 x double> %531, %531
  %544 = fmul fast <4 x double> %532, %532
  %545 = fadd fast <4 x double> %541, %500
  %546 = fadd fast <4 x double> %542, %501
  %547 = fadd fast <4 x double> %543, %502
  %548 = fadd fast <4 x double> %544, %503
  %549 = fadd fast <4 x double> %545, %537
  %550 = fadd fast <4 x double> %546, %538
  %551 = fadd fast <4 x double> %547, %539
  %552 = fadd fast <4 x double> %548, %540
  %553 = add nuw i64 %499, 16
  %554 = icmp eq i64 %553, %397
  br i1 %554, label %555, label %498, !llvm.loop !27

555:                                              ; preds = %498
  %556 = fadd fast <4 x double> %550, %549
  %557 = fadd fast <4 x double> %551, %556
  %558 = fadd fast <4 x double> %552, %557
  %559 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %558)
  br i1 %399, label %583, label %560

560:                                              ; preds = %555, %495
  %561 = phi i64 [ 0, %495 ], [ %397, %555 ]
  %562 = phi i64 [ 1, %495 ], [ %398, %555 ]
  %563 = phi double [ 0.000000e+00, %495 ], [ %559, %555 ]
  br label %564

564:                                              ; preds = %560, %564
  %565 = phi i64 [ %581, %564 ], [ %561, %560 ]
  %566 = phi i64 [ %580, %564 ], [ %562, %560 ]
  %567 = phi double [ %579, %564 ], [ %563, %560 ]
  %568 = getelementptr inbounds double, ptr %55, i64 %566
  %569 = load double, ptr %568, align 8, !tbaa !9
  %570 = getelementptr inbounds double, ptr %55, i64 %565
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = fmul fast double %571, %571
  %573 = fsub fast double %569, %572
  %574 = fsub fast double 1.000000e+00, %571
  %575 = fmul fast double %573, %573
  %576 = fmul fast double %575, 1.000000e+02
  %577 = fmul fast double %574, %574
  %578 = fadd fast double %577, %567
  %579 = fadd fast double %578, %576
  %580 = add nuw nsw i64 %566, 1
  %581 = add nuw nsw i64 %565, 1
  %582 = icmp eq i64 %581, %391
  br i1 %582, label %583, label %564, !llvm.loop !28

583:                                              ; preds = %564, %555
  %584 = phi double [ %559, %555 ], [ %579, %564 ]
  %585 = fsub fast double %496, %584
  br label %586

586:                                              ; preds = %400, %583
  %587 = phi double [ %585, %583 ], [ 0.000000e+00, %400 ]
  store double %403, ptr %408, align 8, !tbaa !9
  %588 = fmul fast double %405, 2.000000e-05
  %589 = fdiv fast double %587, %588
  %590 = getelementptr inbounds double, ptr %68, i64 %401
  store double %589, ptr %590, align 8, !tbaa !9
  %591 = add nuw nsw i64 %401, 1
  %592 = icmp eq i64 %591, %74
  br i1 %592, label %593, label %400, !llvm.loop !29

593:                                              ; preds = %586
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #17
  br label %626

594:                                              ; preds = %270, %623
  %595 = phi i64 [ %624, %623 ], [ 0, %270 ]
  %596 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %595
  %597 = load double, ptr %596, align 8, !tbaa !9
  %598 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %595
  %599 = load double, ptr %598, align 8, !tbaa !9
  %600 = call fast double @llvm.fabs.f64(double %599)
  %601 = call fast double @llvm.maxnum.f64(double %600, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %597, ptr %54, align 8, !tbaa !9
  %602 = load volatile double, ptr %54, align 8, !tbaa !9
  %603 = call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %604, label %618, label %605

605:                                              ; preds = %594
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %599, ptr %53, align 8, !tbaa !9
  %606 = load volatile double, ptr %53, align 8, !tbaa !9
  %607 = call double @llvm.fabs.f64(double %606)
  %608 = fcmp ueq double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %608, label %618, label %609

609:                                              ; preds = %605
  %610 = fsub fast double %597, %599
  %611 = call fast double @llvm.fabs.f64(double %610)
  %612 = fmul fast double %601, 1.000000e-10
  %613 = fcmp fast ole double %611, %612
  %614 = freeze i1 %613
  br i1 %614, label %615, label %618

615:                                              ; preds = %609
  %616 = trunc nuw nsw i64 %595 to i32
  %617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str, i32 noundef %616, double noundef nofpclass(nan inf) %597, double noundef nofpclass(nan inf) %599, ptr noundef nonnull @.str.30)
  br label %623

618:                                              ; preds = %609, %605, %594
  %619 = trunc nuw nsw i64 %595 to i32
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str, i32 noundef %619, double noundef nofpclass(nan inf) %597, double noundef nofpclass(nan inf) %599, ptr noundef nonnull @.str.31)
  %621 = load i32, ptr @n_fail, align 4, !tbaa !17
  %622 = add nsw i32 %621, 1
  store i32 %622, ptr @n_fail, align 4, !tbaa !17
  br label %623

623:                                              ; preds = %615, %618
  %624 = add nuw nsw i64 %595, 1
  %625 = icmp eq i64 %624, %74
  br i1 %625, label %302, label %594, !llvm.loop !30

626:                                              ; preds = %593, %655
  %627 = phi i64 [ 0, %593 ], [ %656, %655 ]
  %628 = getelementptr inbounds [9 x double], ptr %69, i64 0, i64 %627
  %629 = load double, ptr %628, align 8, !tbaa !9
  %630 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %627
  %631 = load double, ptr %630, align 8, !tbaa !9
  %632 = call fast double @llvm.fabs.f64(double %631)
  %633 = call fast double @llvm.maxnum.f64(double %632, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %629, ptr %52, align 8, !tbaa !9
  %634 = load volatile double, ptr %52, align 8, !tbaa !9
  %635 = call double @llvm.fabs.f64(double %634)
  %636 = fcmp ueq double %635, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %636, label %650, label %637

637:                                              ; preds = %626
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double %631, ptr %51, align 8, !tbaa !9
  %638 = load volatile double, ptr %51, align 8, !tbaa !9
  %639 = call double @llvm.fabs.f64(double %638)
  %640 = fcmp ueq double %639, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %640, label %650, label %641

641:                                              ; preds = %637
  %642 = fsub fast double %629, %631
  %643 = call fast double @llvm.fabs.f64(double %642)
  %644 = fmul fast double %633, 0x3EB0C6F7A0B5ED8D
  %645 = fcmp fast ole double %643, %644
  %646 = freeze i1 %645
  br i1 %646, label %647, label %650

647:                                              ; preds = %641
  %648 = trunc nuw nsw i64 %627 to i32
  %649 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.3, i32 noundef %648, double noundef nofpclass(nan inf) %629, double noundef nofpclass(nan inf) %631, ptr noundef nonnull @.str.30)
  br label %655

650:                                              ; preds = %641, %637, %626
  %651 = trunc nuw nsw i64 %627 to i32
  %652 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.3, i32 noundef %651, double noundef nofpclass(nan inf) %629, double noundef nofpclass(nan inf) %631, ptr noundef nonnull @.str.31)
  %653 = load i32, ptr @n_fail, align 4, !tbaa !17
  %654 = add nsw i32 %653, 1
  store i32 %654, ptr @n_fail, align 4, !tbaa !17
  br label %655

655:                                              ; preds = %647, %650
  %656 = add nuw nsw i64 %627, 1
  %657 = icmp eq i64 %656, %74
  br i1 %657, label %749, label %626, !llvm.loop !31

658:                                              ; preds = %778
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %66, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %67, i8 0, i64 72, i1 false)
  %659 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %660 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %659, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %659, ptr noundef nonnull %65, ptr noundef nonnull %66, i32 noundef %660, i32 noundef %72) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  %661 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %662 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %661, ptr noundef nonnull %62, ptr noundef nonnull %64, i32 noundef %661, ptr noundef nonnull %65, ptr noundef nonnull %67, i32 noundef %662, i32 noundef %72) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %49, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %50, i8 0, i64 72, i1 false)
  %663 = icmp ult i32 %72, 8
  br i1 %663, label %664, label %666

664:                                              ; preds = %690, %658
  %665 = phi i64 [ 0, %658 ], [ %667, %690 ]
  br label %697

666:                                              ; preds = %658
  %667 = and i64 %74, 2147483640
  br label %668

668:                                              ; preds = %668, %666
  %669 = phi i64 [ 0, %666 ], [ %688, %668 ]
  %670 = getelementptr inbounds double, ptr %62, i64 %669
  %671 = getelementptr inbounds i8, ptr %670, i64 32
  %672 = load <4 x double>, ptr %670, align 16, !tbaa !9
  %673 = load <4 x double>, ptr %671, align 16, !tbaa !9
  %674 = getelementptr inbounds double, ptr %63, i64 %669
  %675 = getelementptr inbounds i8, ptr %674, i64 32
  %676 = load <4 x double>, ptr %674, align 16, !tbaa !9
  %677 = load <4 x double>, ptr %675, align 16, !tbaa !9
  %678 = fmul fast <4 x double> %676, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %679 = fmul fast <4 x double> %677, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %680 = fadd fast <4 x double> %678, %672
  %681 = fadd fast <4 x double> %679, %673
  %682 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %669
  %683 = getelementptr inbounds i8, ptr %682, i64 32
  store <4 x double> %680, ptr %682, align 16, !tbaa !9
  store <4 x double> %681, ptr %683, align 16, !tbaa !9
  %684 = fsub fast <4 x double> %672, %678
  %685 = fsub fast <4 x double> %673, %679
  %686 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %669
  %687 = getelementptr inbounds i8, ptr %686, i64 32
  store <4 x double> %684, ptr %686, align 16, !tbaa !9
  store <4 x double> %685, ptr %687, align 16, !tbaa !9
  %688 = add nuw i64 %669, 8
  %689 = icmp eq i64 %688, %667
  br i1 %689, label %690, label %668, !llvm.loop !32

690:                                              ; preds = %668
  %691 = icmp eq i64 %667, %74
  br i1 %691, label %692, label %664

692:                                              ; preds = %697, %690
  %693 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %694 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %693, ptr noundef nonnull %47, ptr noundef nonnull %49, i32 noundef %694, i32 noundef %72) #17
  %695 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %696 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %695, ptr noundef nonnull %48, ptr noundef nonnull %50, i32 noundef %696, i32 noundef %72) #17
  br label %710

697:                                              ; preds = %664, %697
  %698 = phi i64 [ %708, %697 ], [ %665, %664 ]
  %699 = getelementptr inbounds double, ptr %62, i64 %698
  %700 = load double, ptr %699, align 8, !tbaa !9
  %701 = getelementptr inbounds double, ptr %63, i64 %698
  %702 = load double, ptr %701, align 8, !tbaa !9
  %703 = fmul fast double %702, 0x3EB0C6F7A0B5ED8D
  %704 = fadd fast double %703, %700
  %705 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %698
  store double %704, ptr %705, align 8, !tbaa !9
  %706 = fsub fast double %700, %703
  %707 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %698
  store double %706, ptr %707, align 8, !tbaa !9
  %708 = add nuw nsw i64 %698, 1
  %709 = icmp eq i64 %708, %74
  br i1 %709, label %692, label %697, !llvm.loop !33

710:                                              ; preds = %743, %692
  %711 = phi i64 [ 0, %692 ], [ %744, %743 ]
  %712 = getelementptr inbounds double, ptr %66, i64 %711
  %713 = load double, ptr %712, align 8, !tbaa !9
  %714 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %711
  %715 = load double, ptr %714, align 8, !tbaa !9
  %716 = getelementptr inbounds [9 x double], ptr %50, i64 0, i64 %711
  %717 = load double, ptr %716, align 8, !tbaa !9
  %718 = fsub fast double %715, %717
  %719 = fmul fast double %718, 5.000000e+05
  %720 = call fast double @llvm.fabs.f64(double %719)
  %721 = call fast double @llvm.maxnum.f64(double %720, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %713, ptr %46, align 8, !tbaa !9
  %722 = load volatile double, ptr %46, align 8, !tbaa !9
  %723 = call double @llvm.fabs.f64(double %722)
  %724 = fcmp ueq double %723, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %724, label %738, label %725

725:                                              ; preds = %710
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %719, ptr %45, align 8, !tbaa !9
  %726 = load volatile double, ptr %45, align 8, !tbaa !9
  %727 = call double @llvm.fabs.f64(double %726)
  %728 = fcmp ueq double %727, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %728, label %738, label %729

729:                                              ; preds = %725
  %730 = fsub fast double %713, %719
  %731 = call fast double @llvm.fabs.f64(double %730)
  %732 = fmul fast double %721, 1.000000e-05
  %733 = fcmp fast ole double %731, %732
  %734 = freeze i1 %733
  br i1 %734, label %735, label %738

735:                                              ; preds = %729
  %736 = trunc nuw nsw i64 %711 to i32
  %737 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.5, i32 noundef %736, double noundef nofpclass(nan inf) %713, double noundef nofpclass(nan inf) %719, ptr noundef nonnull @.str.30)
  br label %743

738:                                              ; preds = %729, %725, %710
  %739 = trunc nuw nsw i64 %711 to i32
  %740 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.5, i32 noundef %739, double noundef nofpclass(nan inf) %713, double noundef nofpclass(nan inf) %719, ptr noundef nonnull @.str.31)
  %741 = load i32, ptr @n_fail, align 4, !tbaa !17
  %742 = add nsw i32 %741, 1
  store i32 %742, ptr @n_fail, align 4, !tbaa !17
  br label %743

743:                                              ; preds = %738, %735
  %744 = add nuw nsw i64 %711, 1
  %745 = icmp eq i64 %744, %74
  br i1 %745, label %746, label %710, !llvm.loop !24

746:                                              ; preds = %743
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #17
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %66, i32 noundef %72)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %70) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %70, i8 0, i64 72, i1 false)
  %747 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %748 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %747, ptr noundef nonnull %62, ptr noundef nonnull %70, i32 noundef %748, ptr noundef nonnull %63, i32 noundef %748, i32 noundef %72) #17
  br label %781

749:                                              ; preds = %655, %778
  %750 = phi i64 [ %779, %778 ], [ 0, %655 ]
  %751 = getelementptr inbounds [9 x double], ptr %65, i64 0, i64 %750
  %752 = load double, ptr %751, align 8, !tbaa !9
  %753 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %750
  %754 = load double, ptr %753, align 8, !tbaa !9
  %755 = call fast double @llvm.fabs.f64(double %754)
  %756 = call fast double @llvm.maxnum.f64(double %755, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %752, ptr %44, align 8, !tbaa !9
  %757 = load volatile double, ptr %44, align 8, !tbaa !9
  %758 = call double @llvm.fabs.f64(double %757)
  %759 = fcmp ueq double %758, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %759, label %773, label %760

760:                                              ; preds = %749
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %754, ptr %43, align 8, !tbaa !9
  %761 = load volatile double, ptr %43, align 8, !tbaa !9
  %762 = call double @llvm.fabs.f64(double %761)
  %763 = fcmp ueq double %762, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %763, label %773, label %764

764:                                              ; preds = %760
  %765 = fsub fast double %752, %754
  %766 = call fast double @llvm.fabs.f64(double %765)
  %767 = fmul fast double %756, 0x3EB0C6F7A0B5ED8D
  %768 = fcmp fast ole double %766, %767
  %769 = freeze i1 %768
  br i1 %769, label %770, label %773

770:                                              ; preds = %764
  %771 = trunc nuw nsw i64 %750 to i32
  %772 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.4, i32 noundef %771, double noundef nofpclass(nan inf) %752, double noundef nofpclass(nan inf) %754, ptr noundef nonnull @.str.30)
  br label %778

773:                                              ; preds = %764, %760, %749
  %774 = trunc nuw nsw i64 %750 to i32
  %775 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.4, i32 noundef %774, double noundef nofpclass(nan inf) %752, double noundef nofpclass(nan inf) %754, ptr noundef nonnull @.str.31)
  %776 = load i32, ptr @n_fail, align 4, !tbaa !17
  %777 = add nsw i32 %776, 1
  store i32 %777, ptr @n_fail, align 4, !tbaa !17
  br label %778

778:                                              ; preds = %770, %773
  %779 = add nuw nsw i64 %750, 1
  %780 = icmp eq i64 %779, %74
  br i1 %780, label %658, label %749, !llvm.loop !34

781:                                              ; preds = %746, %810
  %782 = phi i64 [ 0, %746 ], [ %811, %810 ]
  %783 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %782
  %784 = load double, ptr %783, align 8, !tbaa !9
  %785 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %782
  %786 = load double, ptr %785, align 8, !tbaa !9
  %787 = call fast double @llvm.fabs.f64(double %786)
  %788 = call fast double @llvm.maxnum.f64(double %787, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %784, ptr %42, align 8, !tbaa !9
  %789 = load volatile double, ptr %42, align 8, !tbaa !9
  %790 = call double @llvm.fabs.f64(double %789)
  %791 = fcmp ueq double %790, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %791, label %805, label %792

792:                                              ; preds = %781
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %786, ptr %41, align 8, !tbaa !9
  %793 = load volatile double, ptr %41, align 8, !tbaa !9
  %794 = call double @llvm.fabs.f64(double %793)
  %795 = fcmp ueq double %794, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %795, label %805, label %796

796:                                              ; preds = %792
  %797 = fsub fast double %784, %786
  %798 = call fast double @llvm.fabs.f64(double %797)
  %799 = fmul fast double %788, 1.000000e-10
  %800 = fcmp fast ole double %798, %799
  %801 = freeze i1 %800
  br i1 %801, label %802, label %805

802:                                              ; preds = %796
  %803 = trunc nuw nsw i64 %782 to i32
  %804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.7, i32 noundef %803, double noundef nofpclass(nan inf) %784, double noundef nofpclass(nan inf) %786, ptr noundef nonnull @.str.30)
  br label %810

805:                                              ; preds = %796, %792, %781
  %806 = trunc nuw nsw i64 %782 to i32
  %807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.7, i32 noundef %806, double noundef nofpclass(nan inf) %784, double noundef nofpclass(nan inf) %786, ptr noundef nonnull @.str.31)
  %808 = load i32, ptr @n_fail, align 4, !tbaa !17
  %809 = add nsw i32 %808, 1
  store i32 %809, ptr @n_fail, align 4, !tbaa !17
  br label %810

810:                                              ; preds = %802, %805
  %811 = add nuw nsw i64 %782, 1
  %812 = icmp eq i64 %811, %74
  br i1 %812, label %813, label %781, !llvm.loop !35

813:                                              ; preds = %810
  %814 = icmp ult i32 %72, 16
  br i1 %814, label %815, label %819

815:                                              ; preds = %881, %813
  %816 = phi i64 [ 0, %813 ], [ %820, %881 ]
  %817 = phi double [ 0.000000e+00, %813 ], [ %885, %881 ]
  %818 = phi double [ 0.000000e+00, %813 ], [ %889, %881 ]
  br label %948

819:                                              ; preds = %813
  %820 = and i64 %74, 2147483632
  br label %821

821:                                              ; preds = %821, %819
  %822 = phi i64 [ 0, %819 ], [ %879, %821 ]
  %823 = phi <4 x double> [ zeroinitializer, %819 ], [ %851, %821 ]
  %824 = phi <4 x double> [ zeroinitializer, %819 ], [ %852, %821 ]
  %825 = phi <4 x double> [ zeroinitializer, %819 ], [ %853, %821 ]
  %826 = phi <4 x double> [ zeroinitializer, %819 ], [ %854, %821 ]
  %827 = phi <4 x double> [ zeroinitializer, %819 ], [ %875, %821 ]
  %828 = phi <4 x double> [ zeroinitializer, %819 ], [ %876, %821 ]
  %829 = phi <4 x double> [ zeroinitializer, %819 ], [ %877, %821 ]
  %830 = phi <4 x double> [ zeroinitializer, %819 ], [ %878, %821 ]
  %831 = getelementptr inbounds [9 x double], ptr %64, i64 0, i64 %822
  %832 = getelementptr inbounds i8, ptr %831, i64 32
  %833 = getelementptr inbounds i8, ptr %831, i64 64
  %834 = getelementptr inbounds i8, ptr %831, i64 96
  %835 = load <4 x double>, ptr %831, align 16, !tbaa !9
  %836 = load <4 x double>, ptr %832, align 16, !tbaa !9
  %837 = load <4 x double>, ptr %833, align 16, !tbaa !9
  %838 = load <4 x double>, ptr %834, align 16, !tbaa !9
  %839 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %822
  %840 = getelementptr inbounds i8, ptr %839, i64 32
  %841 = getelementptr inbounds i8, ptr %839, i64 64
  %842 = getelementptr inbounds i8, ptr %839, i64 96
  %843 = load <4 x double>, ptr %839, align 16, !tbaa !9
  %844 = load <4 x double>, ptr %840, align 16, !tbaa !9
  %845 = load <4 x double>, ptr %841, align 16, !tbaa !9
  %846 = load <4 x double>, ptr %842, align 16, !tbaa !9
  %847 = fmul fast <4 x double> %843, %835
  %848 = fmul fast <4 x double> %844, %836
  %849 = fmul fast <4 x double> %845, %837
  %850 = fmul fast <4 x double> %846, %838
  %851 = fadd fast <4 x double> %847, %823
  %852 = fadd fast <4 x double> %848, %824
  %853 = fadd fast <4 x double> %849, %825
  %854 = fadd fast <4 x double> %850, %826
  %855 = getelementptr inbounds [9 x double], ptr %63, i64 0, i64 %822
  %856 = getelementptr inbounds i8, ptr %855, i64 32
  %857 = getelementptr inbounds i8, ptr %855, i64 64
  %858 = getelementptr inbounds i8, ptr %855, i64 96
  %859 = load <4 x double>, ptr %855, align 16, !tbaa !9
  %860 = load <4 x double>, ptr %856, align 16, !tbaa !9
  %861 = load <4 x double>, ptr %857, align 16, !tbaa !9
  %862 = load <4 x double>, ptr %858, align 16, !tbaa !9
  %863 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %822
  %864 = getelementptr inbounds i8, ptr %863, i64 32
  %865 = getelementptr inbounds i8, ptr %863, i64 64
  %866 = getelementptr inbounds i8, ptr %863, i64 96
  %867 = load <4 x double>, ptr %863, align 16, !tbaa !9
  %868 = load <4 x double>, ptr %864, align 16, !tbaa !9
  %869 = load <4 x double>, ptr %865, align 16, !tbaa !9
  %870 = load <4 x double>, ptr %866, align 16, !tbaa !9
  %871 = fmul fast <4 x double> %867, %859
  %872 = fmul fast <4 x double> %868, %860
  %873 = fmul fast <4 x double> %869, %861
  %874 = fmul fast <4 x double> %870, %862
  %875 = fadd fast <4 x double> %871, %827
  %876 = fadd fast <4 x double> %872, %828
  %877 = fadd fast <4 x double> %873, %829
  %878 = fadd fast <4 x double> %874, %830
  %879 = add nuw i64 %822, 16
  %880 = icmp eq i64 %879, %820
  br i1 %880, label %881, label %821, !llvm.loop !36

881:                                              ; preds = %821
  %882 = fadd fast <4 x double> %852, %851
  %883 = fadd fast <4 x double> %853, %882
  %884 = fadd fast <4 x double> %854, %883
  %885 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %884)
  %886 = fadd fast <4 x double> %876, %875
  %887 = fadd fast <4 x double> %877, %886
  %888 = fadd fast <4 x double> %878, %887
  %889 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %888)
  %890 = icmp eq i64 %820, %74
  br i1 %890, label %891, label %815

891:                                              ; preds = %948, %881
  %892 = phi double [ %885, %881 ], [ %957, %948 ]
  %893 = phi double [ %889, %881 ], [ %963, %948 ]
  %894 = call fast double @llvm.fabs.f64(double %893)
  %895 = call fast double @llvm.maxnum.f64(double %894, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %892, ptr %40, align 8, !tbaa !9
  %896 = load volatile double, ptr %40, align 8, !tbaa !9
  %897 = call double @llvm.fabs.f64(double %896)
  %898 = fcmp ueq double %897, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %898, label %911, label %899

899:                                              ; preds = %891
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %893, ptr %39, align 8, !tbaa !9
  %900 = load volatile double, ptr %39, align 8, !tbaa !9
  %901 = call double @llvm.fabs.f64(double %900)
  %902 = fcmp ueq double %901, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %902, label %911, label %903

903:                                              ; preds = %899
  %904 = fsub fast double %892, %893
  %905 = call fast double @llvm.fabs.f64(double %904)
  %906 = fmul fast double %895, 1.000000e-10
  %907 = fcmp fast ole double %905, %906
  %908 = freeze i1 %907
  br i1 %908, label %909, label %911

909:                                              ; preds = %903
  %910 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.8, i32 noundef %72, double noundef nofpclass(nan inf) %892, double noundef nofpclass(nan inf) %893, ptr noundef nonnull @.str.30)
  br label %915

911:                                              ; preds = %903, %899, %891
  %912 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.8, i32 noundef %72, double noundef nofpclass(nan inf) %892, double noundef nofpclass(nan inf) %893, ptr noundef nonnull @.str.31)
  %913 = load i32, ptr @n_fail, align 4, !tbaa !17
  %914 = add nsw i32 %913, 1
  store i32 %914, ptr @n_fail, align 4, !tbaa !17
  br label %915

915:                                              ; preds = %909, %911
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %66, i8 0, i64 72, i1 false)
  %916 = icmp ult i32 %72, 16
  br i1 %916, label %917, label %919

917:                                              ; preds = %946, %915
  %918 = phi i64 [ 0, %915 ], [ %920, %946 ]
  br label %1057

919:                                              ; preds = %915
  %920 = and i64 %74, 2147483632
  br label %921

921:                                              ; preds = %921, %919
  %922 = phi i64 [ 0, %919 ], [ %943, %921 ]
  %923 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %919 ], [ %944, %921 ]
  %924 = add <4 x i32> %923, <i32 4, i32 4, i32 4, i32 4>
  %925 = add <4 x i32> %923, <i32 8, i32 8, i32 8, i32 8>
  %926 = add <4 x i32> %923, <i32 12, i32 12, i32 12, i32 12>
  %927 = uitofp <4 x i32> %923 to <4 x double>
  %928 = uitofp <4 x i32> %924 to <4 x double>
  %929 = uitofp <4 x i32> %925 to <4 x double>
  %930 = uitofp <4 x i32> %926 to <4 x double>
  %931 = fmul fast <4 x double> %927, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %932 = fmul fast <4 x double> %928, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %933 = fmul fast <4 x double> %929, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %934 = fmul fast <4 x double> %930, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %935 = fadd fast <4 x double> %931, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %936 = fadd fast <4 x double> %932, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %937 = fadd fast <4 x double> %933, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %938 = fadd fast <4 x double> %934, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %939 = getelementptr inbounds [9 x double], ptr %62, i64 0, i64 %922
  %940 = getelementptr inbounds i8, ptr %939, i64 32
  %941 = getelementptr inbounds i8, ptr %939, i64 64
  %942 = getelementptr inbounds i8, ptr %939, i64 96
  store <4 x double> %935, ptr %939, align 16, !tbaa !9
  store <4 x double> %936, ptr %940, align 16, !tbaa !9
  store <4 x double> %937, ptr %941, align 16, !tbaa !9
  store <4 x double> %938, ptr %942, align 16, !tbaa !9
  %943 = add nuw i64 %922, 16
  %944 = add <4 x i32> %923, <i32 16, i32 16, i32 16, i32 16>
  %945 = icmp eq i64 %943, %920
  br i1 %945, label %946, label %921, !llvm.loop !37

946:                                              ; preds = %921
  %947 = icmp eq i64 %920, %74
  br i1 %947, label %966, label %917

948:                                              ; preds = %815, %948
  %949 = phi i64 [ %964, %948 ], [ %816, %815 ]
  %950 = phi double [ %957, %948 ], [ %817, %815 ]
  %951 = phi double [ %963, %948 ], [ %818, %815 ]
  %952 = getelementptr inbounds [9 x double], ptr %64, i64 0, i64 %949
  %953 = load double, ptr %952, align 8, !tbaa !9
  %954 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %949
  %955 = load double, ptr %954, align 8, !tbaa !9
  %956 = fmul fast double %955, %953
  %957 = fadd fast double %956, %950
  %958 = getelementptr inbounds [9 x double], ptr %63, i64 0, i64 %949
  %959 = load double, ptr %958, align 8, !tbaa !9
  %960 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %949
  %961 = load double, ptr %960, align 8, !tbaa !9
  %962 = fmul fast double %961, %959
  %963 = fadd fast double %962, %951
  %964 = add nuw nsw i64 %949, 1
  %965 = icmp eq i64 %964, %74
  br i1 %965, label %891, label %948, !llvm.loop !38

966:                                              ; preds = %1057, %946
  %967 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %968 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %967, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %967, ptr noundef nonnull %65, ptr noundef nonnull %66, i32 noundef %968, i32 noundef %72) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %35) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %36) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %37) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %37, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %38) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %38, i8 0, i64 72, i1 false)
  %969 = icmp ult i32 %72, 8
  br i1 %969, label %970, label %972

970:                                              ; preds = %996, %966
  %971 = phi i64 [ 0, %966 ], [ %973, %996 ]
  br label %1003

972:                                              ; preds = %966
  %973 = and i64 %74, 2147483640
  br label %974

974:                                              ; preds = %974, %972
  %975 = phi i64 [ 0, %972 ], [ %994, %974 ]
  %976 = getelementptr inbounds double, ptr %62, i64 %975
  %977 = getelementptr inbounds i8, ptr %976, i64 32
  %978 = load <4 x double>, ptr %976, align 16, !tbaa !9
  %979 = load <4 x double>, ptr %977, align 16, !tbaa !9
  %980 = getelementptr inbounds double, ptr %63, i64 %975
  %981 = getelementptr inbounds i8, ptr %980, i64 32
  %982 = load <4 x double>, ptr %980, align 16, !tbaa !9
  %983 = load <4 x double>, ptr %981, align 16, !tbaa !9
  %984 = fmul fast <4 x double> %982, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %985 = fmul fast <4 x double> %983, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %986 = fadd fast <4 x double> %984, %978
  %987 = fadd fast <4 x double> %985, %979
  %988 = getelementptr inbounds [9 x double], ptr %35, i64 0, i64 %975
  %989 = getelementptr inbounds i8, ptr %988, i64 32
  store <4 x double> %986, ptr %988, align 16, !tbaa !9
  store <4 x double> %987, ptr %989, align 16, !tbaa !9
  %990 = fsub fast <4 x double> %978, %984
  %991 = fsub fast <4 x double> %979, %985
  %992 = getelementptr inbounds [9 x double], ptr %36, i64 0, i64 %975
  %993 = getelementptr inbounds i8, ptr %992, i64 32
  store <4 x double> %990, ptr %992, align 16, !tbaa !9
  store <4 x double> %991, ptr %993, align 16, !tbaa !9
  %994 = add nuw i64 %975, 8
  %995 = icmp eq i64 %994, %973
  br i1 %995, label %996, label %974, !llvm.loop !39

996:                                              ; preds = %974
  %997 = icmp eq i64 %973, %74
  br i1 %997, label %998, label %970

998:                                              ; preds = %1003, %996
  %999 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %1000 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %999, ptr noundef nonnull %35, ptr noundef nonnull %37, i32 noundef %1000, i32 noundef %72) #17
  %1001 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %1002 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %1001, ptr noundef nonnull %36, ptr noundef nonnull %38, i32 noundef %1002, i32 noundef %72) #17
  br label %1016

1003:                                             ; preds = %970, %1003
  %1004 = phi i64 [ %1014, %1003 ], [ %971, %970 ]
  %1005 = getelementptr inbounds double, ptr %62, i64 %1004
  %1006 = load double, ptr %1005, align 8, !tbaa !9
  %1007 = getelementptr inbounds double, ptr %63, i64 %1004
  %1008 = load double, ptr %1007, align 8, !tbaa !9
  %1009 = fmul fast double %1008, 0x3EB0C6F7A0B5ED8D
  %1010 = fadd fast double %1009, %1006
  %1011 = getelementptr inbounds [9 x double], ptr %35, i64 0, i64 %1004
  store double %1010, ptr %1011, align 8, !tbaa !9
  %1012 = fsub fast double %1006, %1009
  %1013 = getelementptr inbounds [9 x double], ptr %36, i64 0, i64 %1004
  store double %1012, ptr %1013, align 8, !tbaa !9
  %1014 = add nuw nsw i64 %1004, 1
  %1015 = icmp eq i64 %1014, %74
  br i1 %1015, label %998, label %1003, !llvm.loop !40

1016:                                             ; preds = %1049, %998
  %1017 = phi i64 [ 0, %998 ], [ %1050, %1049 ]
  %1018 = getelementptr inbounds double, ptr %66, i64 %1017
  %1019 = load double, ptr %1018, align 8, !tbaa !9
  %1020 = getelementptr inbounds [9 x double], ptr %37, i64 0, i64 %1017
  %1021 = load double, ptr %1020, align 8, !tbaa !9
  %1022 = getelementptr inbounds [9 x double], ptr %38, i64 0, i64 %1017
  %1023 = load double, ptr %1022, align 8, !tbaa !9
  %1024 = fsub fast double %1021, %1023
  %1025 = fmul fast double %1024, 5.000000e+05
  %1026 = call fast double @llvm.fabs.f64(double %1025)
  %1027 = call fast double @llvm.maxnum.f64(double %1026, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1019, ptr %34, align 8, !tbaa !9
  %1028 = load volatile double, ptr %34, align 8, !tbaa !9
  %1029 = call double @llvm.fabs.f64(double %1028)
  %1030 = fcmp ueq double %1029, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1030, label %1044, label %1031

1031:                                             ; preds = %1016
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1025, ptr %33, align 8, !tbaa !9
  %1032 = load volatile double, ptr %33, align 8, !tbaa !9
  %1033 = call double @llvm.fabs.f64(double %1032)
  %1034 = fcmp ueq double %1033, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1034, label %1044, label %1035

1035:                                             ; preds = %1031
  %1036 = fsub fast double %1019, %1025
  %1037 = call fast double @llvm.fabs.f64(double %1036)
  %1038 = fmul fast double %1027, 1.000000e-05
  %1039 = fcmp fast ole double %1037, %1038
  %1040 = freeze i1 %1039
  br i1 %1040, label %1041, label %1044

1041:                                             ; preds = %1035
  %1042 = trunc nuw nsw i64 %1017 to i32
  %1043 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.9, i32 noundef %1042, double noundef nofpclass(nan inf) %1019, double noundef nofpclass(nan inf) %1025, ptr noundef nonnull @.str.30)
  br label %1049

1044:                                             ; preds = %1035, %1031, %1016
  %1045 = trunc nuw nsw i64 %1017 to i32
  %1046 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.9, i32 noundef %1045, double noundef nofpclass(nan inf) %1019, double noundef nofpclass(nan inf) %1025, ptr noundef nonnull @.str.31)
  %1047 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1048 = add nsw i32 %1047, 1
  store i32 %1048, ptr @n_fail, align 4, !tbaa !17
  br label %1049

1049:                                             ; preds = %1044, %1041
  %1050 = add nuw nsw i64 %1017, 1
  %1051 = icmp eq i64 %1050, %74
  br i1 %1051, label %1052, label %1016, !llvm.loop !24

1052:                                             ; preds = %1049
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %38) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %37) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %36) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %35) #17
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %66, i32 noundef %72)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %70) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %69) #17
  %1053 = icmp ugt i32 %72, 2
  %1054 = select i1 %1053, i32 5, i32 7
  %1055 = add nuw nsw i32 %1054, %72
  %1056 = icmp ult i32 %1055, 10
  br i1 %1056, label %71, label %1074, !llvm.loop !41

1057:                                             ; preds = %917, %1057
  %1058 = phi i64 [ %1064, %1057 ], [ %918, %917 ]
  %1059 = trunc nuw nsw i64 %1058 to i32
  %1060 = uitofp nneg i32 %1059 to double
  %1061 = fmul fast double %1060, 1.000000e-01
  %1062 = fadd fast double %1061, 3.000000e-01
  %1063 = getelementptr inbounds [9 x double], ptr %62, i64 0, i64 %1058
  store double %1062, ptr %1063, align 8, !tbaa !9
  %1064 = add nuw nsw i64 %1058, 1
  %1065 = icmp eq i64 %1064, %74
  br i1 %1065, label %966, label %1057, !llvm.loop !42

1066:                                             ; preds = %2247
  %1067 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %1068 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, double noundef nofpclass(nan inf) %1067)
  %1069 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1070 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef nonnull @.str.28, i32 noundef %1069)
  %1071 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1072 = icmp ne i32 %1071, 0
  %1073 = zext i1 %1072 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %68) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %67) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %66) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %65) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %64) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %63) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %62) #17
  ret i32 %1073

1074:                                             ; preds = %1052, %2247
  %1075 = phi i64 [ %2248, %2247 ], [ 0, %1052 ]
  %1076 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %1075
  %1077 = load double, ptr %1076, align 8, !tbaa !9
  %1078 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00) #17
  %1079 = call fast double @llvm.sin.f64(double %1077)
  %1080 = fmul fast double %1077, 4.000000e+00
  %1081 = call fast double @llvm.cos.f64(double %1077)
  %1082 = fmul fast double %1080, %1081
  %1083 = fmul fast double %1077, %1077
  %1084 = fmul fast double %1077, 5.000000e-01
  %1085 = call fast double @llvm.exp.f64(double %1084)
  %1086 = fmul fast double %1085, 2.500000e-01
  %1087 = fsub fast double 2.000000e+00, %1083
  %1088 = fmul fast double %1087, %1079
  %1089 = fadd fast double %1086, %1082
  %1090 = fadd fast double %1089, %1088
  %1091 = call fast double @llvm.fabs.f64(double %1090)
  %1092 = call fast double @llvm.maxnum.f64(double %1091, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1078, ptr %32, align 8, !tbaa !9
  %1093 = load volatile double, ptr %32, align 8, !tbaa !9
  %1094 = call double @llvm.fabs.f64(double %1093)
  %1095 = fcmp ueq double %1094, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1095, label %1109, label %1096

1096:                                             ; preds = %1074
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1090, ptr %31, align 8, !tbaa !9
  %1097 = load volatile double, ptr %31, align 8, !tbaa !9
  %1098 = call double @llvm.fabs.f64(double %1097)
  %1099 = fcmp ueq double %1098, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1099, label %1109, label %1100

1100:                                             ; preds = %1096
  %1101 = fsub fast double %1078, %1090
  %1102 = call fast double @llvm.fabs.f64(double %1101)
  %1103 = fmul fast double %1092, 1.000000e-10
  %1104 = fcmp fast ole double %1102, %1103
  %1105 = freeze i1 %1104
  br i1 %1105, label %1106, label %1109

1106:                                             ; preds = %1100
  %1107 = trunc nuw nsw i64 %1075 to i32
  %1108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.11, i32 noundef %1107, double noundef nofpclass(nan inf) %1078, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.30)
  br label %1114

1109:                                             ; preds = %1100, %1096, %1074
  %1110 = trunc nuw nsw i64 %1075 to i32
  %1111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.11, i32 noundef %1110, double noundef nofpclass(nan inf) %1078, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.31)
  %1112 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1113 = add nsw i32 %1112, 1
  store i32 %1113, ptr @n_fail, align 4, !tbaa !17
  br label %1114

1114:                                             ; preds = %1106, %1109
  %1115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1115, ptr %30, align 8, !tbaa !9
  %1116 = load volatile double, ptr %30, align 8, !tbaa !9
  %1117 = call double @llvm.fabs.f64(double %1116)
  %1118 = fcmp ueq double %1117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1118, label %1132, label %1119

1119:                                             ; preds = %1114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %1090, ptr %29, align 8, !tbaa !9
  %1120 = load volatile double, ptr %29, align 8, !tbaa !9
  %1121 = call double @llvm.fabs.f64(double %1120)
  %1122 = fcmp ueq double %1121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %1122, label %1132, label %1123

1123:                                             ; preds = %1119
  %1124 = fsub fast double %1115, %1090
  %1125 = call fast double @llvm.fabs.f64(double %1124)
  %1126 = fmul fast double %1092, 1.000000e-10
  %1127 = fcmp fast ole double %1125, %1126
  %1128 = freeze i1 %1127
  br i1 %1128, label %1129, label %1132

1129:                                             ; preds = %1123
  %1130 = trunc nuw nsw i64 %1075 to i32
  %1131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.12, i32 noundef %1130, double noundef nofpclass(nan inf) %1115, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.30)
  br label %1137

1132:                                             ; preds = %1123, %1119, %1114
  %1133 = trunc nuw nsw i64 %1075 to i32
  %1134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.12, i32 noundef %1133, double noundef nofpclass(nan inf) %1115, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.31)
  %1135 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1136 = add nsw i32 %1135, 1
  store i32 %1136, ptr @n_fail, align 4, !tbaa !17
  br label %1137

1137:                                             ; preds = %1129, %1132
  %1138 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00) #17
  %1139 = fadd fast double %1077, 1.000000e-04
  %1140 = call fast double @llvm.sin.f64(double %1139)
  %1141 = fmul fast double %1139, %1139
  %1142 = fmul fast double %1141, %1140
  %1143 = fmul fast double %1139, 5.000000e-01
  %1144 = call fast double @llvm.exp.f64(double %1143)
  %1145 = fmul fast double %1083, %1079
  %1146 = fadd fast double %1145, %1085
  %1147 = fmul fast double %1146, -2.000000e+00
  %1148 = fadd fast double %1077, -1.000000e-04
  %1149 = call fast double @llvm.sin.f64(double %1148)
  %1150 = fmul fast double %1148, %1148
  %1151 = fmul fast double %1150, %1149
  %1152 = fmul fast double %1148, 5.000000e-01
  %1153 = call fast double @llvm.exp.f64(double %1152)
  %1154 = fadd fast double %1151, %1153
  %1155 = fadd fast double %1154, %1144
  %1156 = fadd fast double %1155, %1142
  %1157 = fadd fast double %1156, %1147
  %1158 = fmul fast double %1157, 1.000000e+08
  %1159 = call fast double @llvm.fabs.f64(double %1158)
  %1160 = call fast double @llvm.maxnum.f64(double %1159, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1138, ptr %28, align 8, !tbaa !9
  %1161 = load volatile double, ptr %28, align 8, !tbaa !9
  %1162 = call double @llvm.fabs.f64(double %1161)
  %1163 = fcmp ueq double %1162, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1163, label %1177, label %1164

1164:                                             ; preds = %1137
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1158, ptr %27, align 8, !tbaa !9
  %1165 = load volatile double, ptr %27, align 8, !tbaa !9
  %1166 = call double @llvm.fabs.f64(double %1165)
  %1167 = fcmp ueq double %1166, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1167, label %1177, label %1168

1168:                                             ; preds = %1164
  %1169 = fsub fast double %1138, %1158
  %1170 = call fast double @llvm.fabs.f64(double %1169)
  %1171 = fmul fast double %1160, 1.000000e-05
  %1172 = fcmp fast ole double %1170, %1171
  %1173 = freeze i1 %1172
  br i1 %1173, label %1174, label %1177

1174:                                             ; preds = %1168
  %1175 = trunc nuw nsw i64 %1075 to i32
  %1176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.13, i32 noundef %1175, double noundef nofpclass(nan inf) %1138, double noundef nofpclass(nan inf) %1158, ptr noundef nonnull @.str.30)
  br label %1182

1177:                                             ; preds = %1168, %1164, %1137
  %1178 = trunc nuw nsw i64 %1075 to i32
  %1179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.13, i32 noundef %1178, double noundef nofpclass(nan inf) %1138, double noundef nofpclass(nan inf) %1158, ptr noundef nonnull @.str.31)
  %1180 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1181 = add nsw i32 %1180, 1
  store i32 %1181, ptr @n_fail, align 4, !tbaa !17
  br label %1182

1182:                                             ; preds = %1174, %1177
  %1183 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1077) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1183, ptr %26, align 8, !tbaa !9
  %1184 = load volatile double, ptr %26, align 8, !tbaa !9
  %1185 = call double @llvm.fabs.f64(double %1184)
  %1186 = fcmp ueq double %1185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1186, label %1200, label %1187

1187:                                             ; preds = %1182
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %1090, ptr %25, align 8, !tbaa !9
  %1188 = load volatile double, ptr %25, align 8, !tbaa !9
  %1189 = call double @llvm.fabs.f64(double %1188)
  %1190 = fcmp ueq double %1189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %1190, label %1200, label %1191

1191:                                             ; preds = %1187
  %1192 = fsub fast double %1183, %1090
  %1193 = call fast double @llvm.fabs.f64(double %1192)
  %1194 = fmul fast double %1092, 1.000000e-10
  %1195 = fcmp fast ole double %1193, %1194
  %1196 = freeze i1 %1195
  br i1 %1196, label %1197, label %1200

1197:                                             ; preds = %1191
  %1198 = trunc nuw nsw i64 %1075 to i32
  %1199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.14, i32 noundef %1198, double noundef nofpclass(nan inf) %1183, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.30)
  br label %1205

1200:                                             ; preds = %1191, %1187, %1182
  %1201 = trunc nuw nsw i64 %1075 to i32
  %1202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.14, i32 noundef %1201, double noundef nofpclass(nan inf) %1183, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.31)
  %1203 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1204 = add nsw i32 %1203, 1
  store i32 %1204, ptr @n_fail, align 4, !tbaa !17
  br label %1205

1205:                                             ; preds = %1197, %1200
  %1206 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef nofpclass(nan inf) %1077) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1206, ptr %24, align 8, !tbaa !9
  %1207 = load volatile double, ptr %24, align 8, !tbaa !9
  %1208 = call double @llvm.fabs.f64(double %1207)
  %1209 = fcmp ueq double %1208, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1209, label %1223, label %1210

1210:                                             ; preds = %1205
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1090, ptr %23, align 8, !tbaa !9
  %1211 = load volatile double, ptr %23, align 8, !tbaa !9
  %1212 = call double @llvm.fabs.f64(double %1211)
  %1213 = fcmp ueq double %1212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1213, label %1223, label %1214

1214:                                             ; preds = %1210
  %1215 = fsub fast double %1206, %1090
  %1216 = call fast double @llvm.fabs.f64(double %1215)
  %1217 = fmul fast double %1092, 1.000000e-10
  %1218 = fcmp fast ole double %1216, %1217
  %1219 = freeze i1 %1218
  br i1 %1219, label %1220, label %1223

1220:                                             ; preds = %1214
  %1221 = trunc nuw nsw i64 %1075 to i32
  %1222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.15, i32 noundef %1221, double noundef nofpclass(nan inf) %1206, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.30)
  br label %1228

1223:                                             ; preds = %1214, %1210, %1205
  %1224 = trunc nuw nsw i64 %1075 to i32
  %1225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.15, i32 noundef %1224, double noundef nofpclass(nan inf) %1206, double noundef nofpclass(nan inf) %1090, ptr noundef nonnull @.str.31)
  %1226 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1227 = add nsw i32 %1226, 1
  store i32 %1227, ptr @n_fail, align 4, !tbaa !17
  br label %1228

1228:                                             ; preds = %1220, %1223
  store i32 3, ptr @loop_n, align 4, !tbaa !17
  %1229 = fadd fast double %1077, 0x3EB0C6F7A0B5ED8D
  %1230 = fadd fast double %1077, 0xBEB0C6F7A0B5ED8D
  %1231 = insertelement <4 x double> poison, double %1139, i64 0
  %1232 = shufflevector <4 x double> %1231, <4 x double> poison, <4 x i32> zeroinitializer
  %1233 = fmul fast <4 x double> %1232, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %1234 = insertelement <2 x double> poison, double %1139, i64 0
  %1235 = shufflevector <2 x double> %1234, <2 x double> poison, <2 x i32> zeroinitializer
  %1236 = fmul fast <2 x double> %1235, <double 6.000000e+00, double 7.000000e+00>
  %1237 = fmul fast double %1139, 8.000000e+00
  %1238 = fmul fast double %1139, 3.000000e-01
  %1239 = insertelement <2 x double> poison, double %1077, i64 0
  %1240 = shufflevector <2 x double> %1239, <2 x double> poison, <2 x i32> zeroinitializer
  %1241 = fmul fast <2 x double> %1240, <double 2.000000e+00, double 3.000000e+00>
  %1242 = insertelement <4 x double> poison, double %1077, i64 0
  %1243 = shufflevector <4 x double> %1242, <4 x double> poison, <4 x i32> zeroinitializer
  %1244 = fmul fast <4 x double> %1243, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %1245 = fmul fast double %1077, 3.000000e-01
  %1246 = insertelement <4 x double> poison, double %1148, i64 0
  %1247 = shufflevector <4 x double> %1246, <4 x double> poison, <4 x i32> zeroinitializer
  %1248 = fmul fast <4 x double> %1247, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %1249 = insertelement <2 x double> poison, double %1148, i64 0
  %1250 = shufflevector <2 x double> %1249, <2 x double> poison, <2 x i32> zeroinitializer
  %1251 = fmul fast <2 x double> %1250, <double 6.000000e+00, double 7.000000e+00>
  %1252 = fmul fast double %1148, 8.000000e+00
  %1253 = fmul fast double %1148, 3.000000e-01
  br label %1255

1254:                                             ; preds = %1512
  store i32 0, ptr @loop_n, align 4, !tbaa !17
  br label %1517

1255:                                             ; preds = %1228, %1512
  %1256 = phi i32 [ 3, %1228 ], [ %1514, %1512 ]
  %1257 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1258 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1257, i32 noundef %1256) #17
  %1259 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1260 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1261 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %1229, i32 noundef %1260, i32 noundef %1259) #17
  %1262 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1263 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1264 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %1230, i32 noundef %1263, i32 noundef %1262) #17
  %1265 = fsub fast double %1261, %1264
  %1266 = fmul fast double %1265, 5.000000e+05
  %1267 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1268 = call fast double @llvm.fabs.f64(double %1266)
  %1269 = call fast double @llvm.maxnum.f64(double %1268, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1258, ptr %22, align 8, !tbaa !9
  %1270 = load volatile double, ptr %22, align 8, !tbaa !9
  %1271 = call double @llvm.fabs.f64(double %1270)
  %1272 = fcmp ueq double %1271, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1272, label %1285, label %1273

1273:                                             ; preds = %1255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %1266, ptr %21, align 8, !tbaa !9
  %1274 = load volatile double, ptr %21, align 8, !tbaa !9
  %1275 = call double @llvm.fabs.f64(double %1274)
  %1276 = fcmp ueq double %1275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %1276, label %1285, label %1277

1277:                                             ; preds = %1273
  %1278 = fsub fast double %1258, %1266
  %1279 = call fast double @llvm.fabs.f64(double %1278)
  %1280 = fmul fast double %1269, 1.000000e-05
  %1281 = fcmp fast ole double %1279, %1280
  %1282 = freeze i1 %1281
  br i1 %1282, label %1283, label %1285

1283:                                             ; preds = %1277
  %1284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.16, i32 noundef %1267, double noundef nofpclass(nan inf) %1258, double noundef nofpclass(nan inf) %1266, ptr noundef nonnull @.str.30)
  br label %1289

1285:                                             ; preds = %1277, %1273, %1255
  %1286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.16, i32 noundef %1267, double noundef nofpclass(nan inf) %1258, double noundef nofpclass(nan inf) %1266, ptr noundef nonnull @.str.31)
  %1287 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1288 = add nsw i32 %1287, 1
  store i32 %1288, ptr @n_fail, align 4, !tbaa !17
  br label %1289

1289:                                             ; preds = %1283, %1285
  %1290 = load i32, ptr @loop_n, align 4, !tbaa !17
  store double %1139, ptr @tab, align 16, !tbaa !9
  store <4 x double> %1233, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1236, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1237, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1291 = icmp sgt i32 %1290, 0
  br i1 %1291, label %1292, label %1355

1292:                                             ; preds = %1289
  %1293 = and i32 %1290, 1
  %1294 = icmp eq i32 %1290, 1
  br i1 %1294, label %1334, label %1295

1295:                                             ; preds = %1292
  %1296 = and i32 %1290, 2147483646
  br label %1297

1297:                                             ; preds = %1297, %1295
  %1298 = phi i32 [ 0, %1295 ], [ %1331, %1297 ]
  %1299 = phi double [ 0.000000e+00, %1295 ], [ %1330, %1297 ]
  %1300 = phi i32 [ 0, %1295 ], [ %1332, %1297 ]
  %1301 = mul nuw nsw i32 %1298, 5
  %1302 = and i32 %1301, 6
  %1303 = zext nneg i32 %1302 to i64
  %1304 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1303
  %1305 = load double, ptr %1304, align 16, !tbaa !9
  %1306 = call fast double @llvm.sin.f64(double %1305)
  %1307 = add nuw i32 %1301, 3
  %1308 = and i32 %1307, 7
  %1309 = zext nneg i32 %1308 to i64
  %1310 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1309
  %1311 = load double, ptr %1310, align 8, !tbaa !9
  %1312 = call fast double @llvm.cos.f64(double %1311)
  %1313 = fmul fast double %1238, %1312
  %1314 = fadd fast double %1313, %1306
  store double %1314, ptr %1304, align 16, !tbaa !9
  %1315 = fadd fast double %1314, %1299
  %1316 = mul nuw i32 %1298, 5
  %1317 = add nuw i32 %1316, 5
  %1318 = and i32 %1317, 7
  %1319 = zext nneg i32 %1318 to i64
  %1320 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1319
  %1321 = load double, ptr %1320, align 8, !tbaa !9
  %1322 = call fast double @llvm.sin.f64(double %1321)
  %1323 = and i32 %1316, 6
  %1324 = zext nneg i32 %1323 to i64
  %1325 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1324
  %1326 = load double, ptr %1325, align 8, !tbaa !9
  %1327 = call fast double @llvm.cos.f64(double %1326)
  %1328 = fmul fast double %1238, %1327
  %1329 = fadd fast double %1328, %1322
  store double %1329, ptr %1320, align 8, !tbaa !9
  %1330 = fadd fast double %1329, %1315
  %1331 = add nuw nsw i32 %1298, 2
  %1332 = add i32 %1300, 2
  %1333 = icmp eq i32 %1332, %1296
  br i1 %1333, label %1334, label %1297, !llvm.loop !43

1334:                                             ; preds = %1297, %1292
  %1335 = phi double [ poison, %1292 ], [ %1330, %1297 ]
  %1336 = phi i32 [ 0, %1292 ], [ %1331, %1297 ]
  %1337 = phi double [ 0.000000e+00, %1292 ], [ %1330, %1297 ]
  %1338 = icmp eq i32 %1293, 0
  br i1 %1338, label %1355, label %1339

1339:                                             ; preds = %1334
  %1340 = mul nuw nsw i32 %1336, 5
  %1341 = and i32 %1340, 7
  %1342 = zext nneg i32 %1341 to i64
  %1343 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1342
  %1344 = load double, ptr %1343, align 8, !tbaa !9
  %1345 = call fast double @llvm.sin.f64(double %1344)
  %1346 = add nuw i32 %1340, 3
  %1347 = and i32 %1346, 7
  %1348 = zext nneg i32 %1347 to i64
  %1349 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1348
  %1350 = load double, ptr %1349, align 8, !tbaa !9
  %1351 = call fast double @llvm.cos.f64(double %1350)
  %1352 = fmul fast double %1238, %1351
  %1353 = fadd fast double %1352, %1345
  store double %1353, ptr %1343, align 8, !tbaa !9
  %1354 = fadd fast double %1353, %1337
  br label %1355

1355:                                             ; preds = %1339, %1334, %1289
  %1356 = phi double [ 0.000000e+00, %1289 ], [ %1335, %1334 ], [ %1354, %1339 ]
  store double %1077, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1241, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %1080, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <4 x double> %1244, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  br i1 %1291, label %1357, label %1420

1357:                                             ; preds = %1355
  %1358 = and i32 %1290, 1
  %1359 = icmp eq i32 %1290, 1
  br i1 %1359, label %1399, label %1360

1360:                                             ; preds = %1357
  %1361 = and i32 %1290, 2147483646
  br label %1362

1362:                                             ; preds = %1362, %1360
  %1363 = phi i32 [ 0, %1360 ], [ %1396, %1362 ]
  %1364 = phi double [ 0.000000e+00, %1360 ], [ %1395, %1362 ]
  %1365 = phi i32 [ 0, %1360 ], [ %1397, %1362 ]
  %1366 = mul nuw nsw i32 %1363, 5
  %1367 = and i32 %1366, 6
  %1368 = zext nneg i32 %1367 to i64
  %1369 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1368
  %1370 = load double, ptr %1369, align 16, !tbaa !9
  %1371 = call fast double @llvm.sin.f64(double %1370)
  %1372 = add nuw i32 %1366, 3
  %1373 = and i32 %1372, 7
  %1374 = zext nneg i32 %1373 to i64
  %1375 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1374
  %1376 = load double, ptr %1375, align 8, !tbaa !9
  %1377 = call fast double @llvm.cos.f64(double %1376)
  %1378 = fmul fast double %1245, %1377
  %1379 = fadd fast double %1378, %1371
  store double %1379, ptr %1369, align 16, !tbaa !9
  %1380 = fadd fast double %1379, %1364
  %1381 = mul nuw i32 %1363, 5
  %1382 = add nuw i32 %1381, 5
  %1383 = and i32 %1382, 7
  %1384 = zext nneg i32 %1383 to i64
  %1385 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1384
  %1386 = load double, ptr %1385, align 8, !tbaa !9
  %1387 = call fast double @llvm.sin.f64(double %1386)
  %1388 = and i32 %1381, 6
  %1389 = zext nneg i32 %1388 to i64
  %1390 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1389
  %1391 = load double, ptr %1390, align 8, !tbaa !9
  %1392 = call fast double @llvm.cos.f64(double %1391)
  %1393 = fmul fast double %1245, %1392
  %1394 = fadd fast double %1393, %1387
  store double %1394, ptr %1385, align 8, !tbaa !9
  %1395 = fadd fast double %1394, %1380
  %1396 = add nuw nsw i32 %1363, 2
  %1397 = add i32 %1365, 2
  %1398 = icmp eq i32 %1397, %1361
  br i1 %1398, label %1399, label %1362, !llvm.loop !43

1399:                                             ; preds = %1362, %1357
  %1400 = phi double [ poison, %1357 ], [ %1395, %1362 ]
  %1401 = phi i32 [ 0, %1357 ], [ %1396, %1362 ]
  %1402 = phi double [ 0.000000e+00, %1357 ], [ %1395, %1362 ]
  %1403 = icmp eq i32 %1358, 0
  br i1 %1403, label %1420, label %1404

1404:                                             ; preds = %1399
  %1405 = mul nuw nsw i32 %1401, 5
  %1406 = and i32 %1405, 7
  %1407 = zext nneg i32 %1406 to i64
  %1408 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1407
  %1409 = load double, ptr %1408, align 8, !tbaa !9
  %1410 = call fast double @llvm.sin.f64(double %1409)
  %1411 = add nuw i32 %1405, 3
  %1412 = and i32 %1411, 7
  %1413 = zext nneg i32 %1412 to i64
  %1414 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1413
  %1415 = load double, ptr %1414, align 8, !tbaa !9
  %1416 = call fast double @llvm.cos.f64(double %1415)
  %1417 = fmul fast double %1245, %1416
  %1418 = fadd fast double %1417, %1410
  store double %1418, ptr %1408, align 8, !tbaa !9
  %1419 = fadd fast double %1418, %1402
  br label %1420

1420:                                             ; preds = %1404, %1399, %1355
  %1421 = phi double [ 0.000000e+00, %1355 ], [ %1400, %1399 ], [ %1419, %1404 ]
  %1422 = fmul fast double %1421, -2.000000e+00
  %1423 = fadd fast double %1422, %1356
  store double %1148, ptr @tab, align 16, !tbaa !9
  store <4 x double> %1248, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1251, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1252, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  br i1 %1291, label %1424, label %1487

1424:                                             ; preds = %1420
  %1425 = and i32 %1290, 1
  %1426 = icmp eq i32 %1290, 1
  br i1 %1426, label %1466, label %1427

1427:                                             ; preds = %1424
  %1428 = and i32 %1290, 2147483646
  br label %1429

1429:                                             ; preds = %1429, %1427
  %1430 = phi i32 [ 0, %1427 ], [ %1463, %1429 ]
  %1431 = phi double [ 0.000000e+00, %1427 ], [ %1462, %1429 ]
  %1432 = phi i32 [ 0, %1427 ], [ %1464, %1429 ]
  %1433 = mul nuw nsw i32 %1430, 5
  %1434 = and i32 %1433, 6
  %1435 = zext nneg i32 %1434 to i64
  %1436 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1435
  %1437 = load double, ptr %1436, align 16, !tbaa !9
  %1438 = call fast double @llvm.sin.f64(double %1437)
  %1439 = add nuw i32 %1433, 3
  %1440 = and i32 %1439, 7
  %1441 = zext nneg i32 %1440 to i64
  %1442 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1441
  %1443 = load double, ptr %1442, align 8, !tbaa !9
  %1444 = call fast double @llvm.cos.f64(double %1443)
  %1445 = fmul fast double %1253, %1444
  %1446 = fadd fast double %1445, %1438
  store double %1446, ptr %1436, align 16, !tbaa !9
  %1447 = fadd fast double %1446, %1431
  %1448 = mul nuw i32 %1430, 5
  %1449 = add nuw i32 %1448, 5
  %1450 = and i32 %1449, 7
  %1451 = zext nneg i32 %1450 to i64
  %1452 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1451
  %1453 = load double, ptr %1452, align 8, !tbaa !9
  %1454 = call fast double @llvm.sin.f64(double %1453)
  %1455 = and i32 %1448, 6
  %1456 = zext nneg i32 %1455 to i64
  %1457 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1456
  %1458 = load double, ptr %1457, align 8, !tbaa !9
  %1459 = call fast double @llvm.cos.f64(double %1458)
  %1460 = fmul fast double %1253, %1459
  %1461 = fadd fast double %1460, %1454
  store double %1461, ptr %1452, align 8, !tbaa !9
  %1462 = fadd fast double %1461, %1447
  %1463 = add nuw nsw i32 %1430, 2
  %1464 = add i32 %1432, 2
  %1465 = icmp eq i32 %1464, %1428
  br i1 %1465, label %1466, label %1429, !llvm.loop !43

1466:                                             ; preds = %1429, %1424
  %1467 = phi double [ poison, %1424 ], [ %1462, %1429 ]
  %1468 = phi i32 [ 0, %1424 ], [ %1463, %1429 ]
  %1469 = phi double [ 0.000000e+00, %1424 ], [ %1462, %1429 ]
  %1470 = icmp eq i32 %1425, 0
  br i1 %1470, label %1487, label %1471

1471:                                             ; preds = %1466
  %1472 = mul nuw nsw i32 %1468, 5
  %1473 = and i32 %1472, 7
  %1474 = zext nneg i32 %1473 to i64
  %1475 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1474
  %1476 = load double, ptr %1475, align 8, !tbaa !9
  %1477 = call fast double @llvm.sin.f64(double %1476)
  %1478 = add nuw i32 %1472, 3
  %1479 = and i32 %1478, 7
  %1480 = zext nneg i32 %1479 to i64
  %1481 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1480
  %1482 = load double, ptr %1481, align 8, !tbaa !9
  %1483 = call fast double @llvm.cos.f64(double %1482)
  %1484 = fmul fast double %1253, %1483
  %1485 = fadd fast double %1484, %1477
  store double %1485, ptr %1475, align 8, !tbaa !9
  %1486 = fadd fast double %1485, %1469
  br label %1487

1487:                                             ; preds = %1471, %1466, %1420
  %1488 = phi double [ 0.000000e+00, %1420 ], [ %1467, %1466 ], [ %1486, %1471 ]
  %1489 = fadd fast double %1423, %1488
  %1490 = fmul fast double %1489, 1.000000e+08
  %1491 = call fast double @llvm.fabs.f64(double %1490)
  %1492 = call fast double @llvm.maxnum.f64(double %1491, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %1258, ptr %20, align 8, !tbaa !9
  %1493 = load volatile double, ptr %20, align 8, !tbaa !9
  %1494 = call double @llvm.fabs.f64(double %1493)
  %1495 = fcmp ueq double %1494, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %1495, label %1508, label %1496

1496:                                             ; preds = %1487
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %1490, ptr %19, align 8, !tbaa !9
  %1497 = load volatile double, ptr %19, align 8, !tbaa !9
  %1498 = call double @llvm.fabs.f64(double %1497)
  %1499 = fcmp ueq double %1498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %1499, label %1508, label %1500

1500:                                             ; preds = %1496
  %1501 = fsub fast double %1258, %1490
  %1502 = call fast double @llvm.fabs.f64(double %1501)
  %1503 = fmul fast double %1492, 1.000000e-04
  %1504 = fcmp fast ole double %1502, %1503
  %1505 = freeze i1 %1504
  br i1 %1505, label %1506, label %1508

1506:                                             ; preds = %1500
  %1507 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.17, i32 noundef %1290, double noundef nofpclass(nan inf) %1258, double noundef nofpclass(nan inf) %1490, ptr noundef nonnull @.str.30)
  br label %1512

1508:                                             ; preds = %1500, %1496, %1487
  %1509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.17, i32 noundef %1290, double noundef nofpclass(nan inf) %1258, double noundef nofpclass(nan inf) %1490, ptr noundef nonnull @.str.31)
  %1510 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1511 = add nsw i32 %1510, 1
  store i32 %1511, ptr @n_fail, align 4, !tbaa !17
  br label %1512

1512:                                             ; preds = %1506, %1508
  %1513 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1514 = add nsw i32 %1513, 17
  store i32 %1514, ptr @loop_n, align 4, !tbaa !17
  %1515 = icmp slt i32 %1513, 4
  br i1 %1515, label %1255, label %1254, !llvm.loop !44

1516:                                             ; preds = %1581
  store i32 1, ptr @loop_n, align 4, !tbaa !17
  br label %1585

1517:                                             ; preds = %1254, %1581
  %1518 = phi i32 [ 0, %1254 ], [ %1583, %1581 ]
  %1519 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1520 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_d, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1519, i32 noundef %1518) #17
  %1521 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1522 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1523 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %1229, i32 noundef %1522, i32 noundef %1521) #17
  %1524 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1525 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1526 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %1230, i32 noundef %1525, i32 noundef %1524) #17
  %1527 = fsub fast double %1523, %1526
  %1528 = fmul fast double %1527, 5.000000e+05
  %1529 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1530 = call fast double @llvm.fabs.f64(double %1528)
  %1531 = call fast double @llvm.maxnum.f64(double %1530, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1520, ptr %18, align 8, !tbaa !9
  %1532 = load volatile double, ptr %18, align 8, !tbaa !9
  %1533 = call double @llvm.fabs.f64(double %1532)
  %1534 = fcmp ueq double %1533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1534, label %1547, label %1535

1535:                                             ; preds = %1517
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1528, ptr %17, align 8, !tbaa !9
  %1536 = load volatile double, ptr %17, align 8, !tbaa !9
  %1537 = call double @llvm.fabs.f64(double %1536)
  %1538 = fcmp ueq double %1537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1538, label %1547, label %1539

1539:                                             ; preds = %1535
  %1540 = fsub fast double %1520, %1528
  %1541 = call fast double @llvm.fabs.f64(double %1540)
  %1542 = fmul fast double %1531, 1.000000e-05
  %1543 = fcmp fast ole double %1541, %1542
  %1544 = freeze i1 %1543
  br i1 %1544, label %1545, label %1547

1545:                                             ; preds = %1539
  %1546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.18, i32 noundef %1529, double noundef nofpclass(nan inf) %1520, double noundef nofpclass(nan inf) %1528, ptr noundef nonnull @.str.30)
  br label %1551

1547:                                             ; preds = %1539, %1535, %1517
  %1548 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.18, i32 noundef %1529, double noundef nofpclass(nan inf) %1520, double noundef nofpclass(nan inf) %1528, ptr noundef nonnull @.str.31)
  %1549 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1550 = add nsw i32 %1549, 1
  store i32 %1550, ptr @n_fail, align 4, !tbaa !17
  br label %1551

1551:                                             ; preds = %1545, %1547
  %1552 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1553 = call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %1139, i32 noundef %1552)
  %1554 = call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %1077, i32 noundef %1552)
  %1555 = fmul fast double %1554, -2.000000e+00
  %1556 = fadd fast double %1555, %1553
  %1557 = call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %1148, i32 noundef %1552)
  %1558 = fadd fast double %1556, %1557
  %1559 = fmul fast double %1558, 1.000000e+08
  %1560 = call fast double @llvm.fabs.f64(double %1559)
  %1561 = call fast double @llvm.maxnum.f64(double %1560, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1520, ptr %16, align 8, !tbaa !9
  %1562 = load volatile double, ptr %16, align 8, !tbaa !9
  %1563 = call double @llvm.fabs.f64(double %1562)
  %1564 = fcmp ueq double %1563, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1564, label %1577, label %1565

1565:                                             ; preds = %1551
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1559, ptr %15, align 8, !tbaa !9
  %1566 = load volatile double, ptr %15, align 8, !tbaa !9
  %1567 = call double @llvm.fabs.f64(double %1566)
  %1568 = fcmp ueq double %1567, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1568, label %1577, label %1569

1569:                                             ; preds = %1565
  %1570 = fsub fast double %1520, %1559
  %1571 = call fast double @llvm.fabs.f64(double %1570)
  %1572 = fmul fast double %1561, 1.000000e-04
  %1573 = fcmp fast ole double %1571, %1572
  %1574 = freeze i1 %1573
  br i1 %1574, label %1575, label %1577

1575:                                             ; preds = %1569
  %1576 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.19, i32 noundef %1552, double noundef nofpclass(nan inf) %1520, double noundef nofpclass(nan inf) %1559, ptr noundef nonnull @.str.30)
  br label %1581

1577:                                             ; preds = %1569, %1565, %1551
  %1578 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.19, i32 noundef %1552, double noundef nofpclass(nan inf) %1520, double noundef nofpclass(nan inf) %1559, ptr noundef nonnull @.str.31)
  %1579 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1580 = add nsw i32 %1579, 1
  store i32 %1580, ptr @n_fail, align 4, !tbaa !17
  br label %1581

1581:                                             ; preds = %1575, %1577
  %1582 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1583 = add nsw i32 %1582, 3
  store i32 %1583, ptr @loop_n, align 4, !tbaa !17
  %1584 = icmp slt i32 %1582, 4
  br i1 %1584, label %1517, label %1516, !llvm.loop !45

1585:                                             ; preds = %1516, %1912
  %1586 = phi i32 [ 1, %1516 ], [ %1914, %1912 ]
  %1587 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1588 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved_d, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1587, i32 noundef %1586) #17
  %1589 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1590 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1591 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %1229, i32 noundef %1590, i32 noundef %1589) #17
  %1592 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1593 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1594 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %1230, i32 noundef %1593, i32 noundef %1592) #17
  %1595 = fsub fast double %1591, %1594
  %1596 = fmul fast double %1595, 5.000000e+05
  %1597 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1598 = call fast double @llvm.fabs.f64(double %1596)
  %1599 = call fast double @llvm.maxnum.f64(double %1598, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %1588, ptr %14, align 8, !tbaa !9
  %1600 = load volatile double, ptr %14, align 8, !tbaa !9
  %1601 = call double @llvm.fabs.f64(double %1600)
  %1602 = fcmp ueq double %1601, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1602, label %1615, label %1603

1603:                                             ; preds = %1585
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1596, ptr %13, align 8, !tbaa !9
  %1604 = load volatile double, ptr %13, align 8, !tbaa !9
  %1605 = call double @llvm.fabs.f64(double %1604)
  %1606 = fcmp ueq double %1605, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1606, label %1615, label %1607

1607:                                             ; preds = %1603
  %1608 = fsub fast double %1588, %1596
  %1609 = call fast double @llvm.fabs.f64(double %1608)
  %1610 = fmul fast double %1599, 1.000000e-05
  %1611 = fcmp fast ole double %1609, %1610
  %1612 = freeze i1 %1611
  br i1 %1612, label %1613, label %1615

1613:                                             ; preds = %1607
  %1614 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.20, i32 noundef %1597, double noundef nofpclass(nan inf) %1588, double noundef nofpclass(nan inf) %1596, ptr noundef nonnull @.str.30)
  br label %1619

1615:                                             ; preds = %1607, %1603, %1585
  %1616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.20, i32 noundef %1597, double noundef nofpclass(nan inf) %1588, double noundef nofpclass(nan inf) %1596, ptr noundef nonnull @.str.31)
  %1617 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1618 = add nsw i32 %1617, 1
  store i32 %1618, ptr @n_fail, align 4, !tbaa !17
  br label %1619

1619:                                             ; preds = %1613, %1615
  %1620 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1621 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  %1622 = icmp sgt i32 %1620, 0
  br i1 %1622, label %1623, label %1699

1623:                                             ; preds = %1619
  %1624 = zext nneg i32 %1620 to i64
  store double %1140, ptr %1621, align 8, !tbaa !9
  %1625 = icmp eq i32 %1620, 1
  br i1 %1625, label %1626, label %1664

1626:                                             ; preds = %1675, %1623
  %1627 = phi ptr [ %1621, %1623 ], [ %1677, %1675 ]
  %1628 = icmp ult i32 %1620, 16
  br i1 %1628, label %1629, label %1632

1629:                                             ; preds = %1658, %1626
  %1630 = phi i64 [ 0, %1626 ], [ %1633, %1658 ]
  %1631 = phi double [ 0.000000e+00, %1626 ], [ %1662, %1658 ]
  br label %1690

1632:                                             ; preds = %1626
  %1633 = and i64 %1624, 2147483632
  br label %1634

1634:                                             ; preds = %1634, %1632
  %1635 = phi i64 [ 0, %1632 ], [ %1656, %1634 ]
  %1636 = phi <4 x double> [ zeroinitializer, %1632 ], [ %1652, %1634 ]
  %1637 = phi <4 x double> [ zeroinitializer, %1632 ], [ %1653, %1634 ]
  %1638 = phi <4 x double> [ zeroinitializer, %1632 ], [ %1654, %1634 ]
  %1639 = phi <4 x double> [ zeroinitializer, %1632 ], [ %1655, %1634 ]
  %1640 = getelementptr inbounds double, ptr %1627, i64 %1635
  %1641 = getelementptr inbounds i8, ptr %1640, i64 32
  %1642 = getelementptr inbounds i8, ptr %1640, i64 64
  %1643 = getelementptr inbounds i8, ptr %1640, i64 96
  %1644 = load <4 x double>, ptr %1640, align 8, !tbaa !9
  %1645 = load <4 x double>, ptr %1641, align 8, !tbaa !9
  %1646 = load <4 x double>, ptr %1642, align 8, !tbaa !9
  %1647 = load <4 x double>, ptr %1643, align 8, !tbaa !9
  %1648 = fmul fast <4 x double> %1644, %1644
  %1649 = fmul fast <4 x double> %1645, %1645
  %1650 = fmul fast <4 x double> %1646, %1646
  %1651 = fmul fast <4 x double> %1647, %1647
  %1652 = fadd fast <4 x double> %1648, %1636
  %1653 = fadd fast <4 x double> %1649, %1637
  %1654 = fadd fast <4 x double> %1650, %1638
  %1655 = fadd fast <4 x double> %1651, %1639
  %1656 = add nuw i64 %1635, 16
  %1657 = icmp eq i64 %1656, %1633
  br i1 %1657, label %1658, label %1634, !llvm.loop !46

1658:                                             ; preds = %1634
  %1659 = fadd fast <4 x double> %1653, %1652
  %1660 = fadd fast <4 x double> %1654, %1659
  %1661 = fadd fast <4 x double> %1655, %1660
  %1662 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1661)
  %1663 = icmp eq i64 %1633, %1624
  br i1 %1663, label %1699, label %1629

1664:                                             ; preds = %1623, %1675
  %1665 = phi i64 [ %1678, %1675 ], [ 1, %1623 ]
  %1666 = phi ptr [ %1677, %1675 ], [ %1621, %1623 ]
  %1667 = phi i32 [ %1676, %1675 ], [ 2, %1623 ]
  %1668 = sext i32 %1667 to i64
  %1669 = icmp slt i64 %1665, %1668
  br i1 %1669, label %1675, label %1670

1670:                                             ; preds = %1664
  %1671 = shl nsw i32 %1667, 1
  %1672 = sext i32 %1671 to i64
  %1673 = shl nsw i64 %1672, 3
  %1674 = call ptr @realloc(ptr noundef nonnull %1666, i64 noundef %1673) #19
  br label %1675

1675:                                             ; preds = %1670, %1664
  %1676 = phi i32 [ %1671, %1670 ], [ %1667, %1664 ]
  %1677 = phi ptr [ %1674, %1670 ], [ %1666, %1664 ]
  %1678 = add nuw nsw i64 %1665, 1
  %1679 = trunc nuw nsw i64 %1678 to i32
  %1680 = uitofp nneg i32 %1679 to double
  %1681 = fmul fast double %1139, %1680
  %1682 = call fast double @llvm.sin.f64(double %1681)
  %1683 = add nsw i64 %1665, -1
  %1684 = getelementptr inbounds double, ptr %1677, i64 %1683
  %1685 = load double, ptr %1684, align 8, !tbaa !9
  %1686 = fmul fast double %1685, 5.000000e-01
  %1687 = fadd fast double %1686, %1682
  %1688 = getelementptr inbounds double, ptr %1677, i64 %1665
  store double %1687, ptr %1688, align 8, !tbaa !9
  %1689 = icmp eq i64 %1678, %1624
  br i1 %1689, label %1626, label %1664, !llvm.loop !47

1690:                                             ; preds = %1629, %1690
  %1691 = phi i64 [ %1697, %1690 ], [ %1630, %1629 ]
  %1692 = phi double [ %1696, %1690 ], [ %1631, %1629 ]
  %1693 = getelementptr inbounds double, ptr %1627, i64 %1691
  %1694 = load double, ptr %1693, align 8, !tbaa !9
  %1695 = fmul fast double %1694, %1694
  %1696 = fadd fast double %1695, %1692
  %1697 = add nuw nsw i64 %1691, 1
  %1698 = icmp eq i64 %1697, %1624
  br i1 %1698, label %1699, label %1690, !llvm.loop !49

1699:                                             ; preds = %1690, %1658, %1619
  %1700 = phi ptr [ %1621, %1619 ], [ %1627, %1658 ], [ %1627, %1690 ]
  %1701 = phi double [ 0.000000e+00, %1619 ], [ %1662, %1658 ], [ %1696, %1690 ]
  call void @free(ptr noundef %1700) #17
  %1702 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  br i1 %1622, label %1703, label %1779

1703:                                             ; preds = %1699
  %1704 = zext nneg i32 %1620 to i64
  store double %1079, ptr %1702, align 8, !tbaa !9
  %1705 = icmp eq i32 %1620, 1
  br i1 %1705, label %1706, label %1744

1706:                                             ; preds = %1755, %1703
  %1707 = phi ptr [ %1702, %1703 ], [ %1757, %1755 ]
  %1708 = icmp ult i32 %1620, 16
  br i1 %1708, label %1709, label %1712

1709:                                             ; preds = %1738, %1706
  %1710 = phi i64 [ 0, %1706 ], [ %1713, %1738 ]
  %1711 = phi double [ 0.000000e+00, %1706 ], [ %1742, %1738 ]
  br label %1770

1712:                                             ; preds = %1706
  %1713 = and i64 %1704, 2147483632
  br label %1714

1714:                                             ; preds = %1714, %1712
  %1715 = phi i64 [ 0, %1712 ], [ %1736, %1714 ]
  %1716 = phi <4 x double> [ zeroinitializer, %1712 ], [ %1732, %1714 ]
  %1717 = phi <4 x double> [ zeroinitializer, %1712 ], [ %1733, %1714 ]
  %1718 = phi <4 x double> [ zeroinitializer, %1712 ], [ %1734, %1714 ]
  %1719 = phi <4 x double> [ zeroinitializer, %1712 ], [ %1735, %1714 ]
  %1720 = getelementptr inbounds double, ptr %1707, i64 %1715
  %1721 = getelementptr inbounds i8, ptr %1720, i64 32
  %1722 = getelementptr inbounds i8, ptr %1720, i64 64
  %1723 = getelementptr inbounds i8, ptr %1720, i64 96
  %1724 = load <4 x double>, ptr %1720, align 8, !tbaa !9
  %1725 = load <4 x double>, ptr %1721, align 8, !tbaa !9
  %1726 = load <4 x double>, ptr %1722, align 8, !tbaa !9
  %1727 = load <4 x double>, ptr %1723, align 8, !tbaa !9
  %1728 = fmul fast <4 x double> %1724, %1724
  %1729 = fmul fast <4 x double> %1725, %1725
  %1730 = fmul fast <4 x double> %1726, %1726
  %1731 = fmul fast <4 x double> %1727, %1727
  %1732 = fadd fast <4 x double> %1728, %1716
  %1733 = fadd fast <4 x double> %1729, %1717
  %1734 = fadd fast <4 x double> %1730, %1718
  %1735 = fadd fast <4 x double> %1731, %1719
  %1736 = add nuw i64 %1715, 16
  %1737 = icmp eq i64 %1736, %1713
  br i1 %1737, label %1738, label %1714, !llvm.loop !50

1738:                                             ; preds = %1714
  %1739 = fadd fast <4 x double> %1733, %1732
  %1740 = fadd fast <4 x double> %1734, %1739
  %1741 = fadd fast <4 x double> %1735, %1740
  %1742 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1741)
  %1743 = icmp eq i64 %1713, %1704
  br i1 %1743, label %1779, label %1709

1744:                                             ; preds = %1703, %1755
  %1745 = phi i64 [ %1758, %1755 ], [ 1, %1703 ]
  %1746 = phi ptr [ %1757, %1755 ], [ %1702, %1703 ]
  %1747 = phi i32 [ %1756, %1755 ], [ 2, %1703 ]
  %1748 = sext i32 %1747 to i64
  %1749 = icmp slt i64 %1745, %1748
  br i1 %1749, label %1755, label %1750

1750:                                             ; preds = %1744
  %1751 = shl nsw i32 %1747, 1
  %1752 = sext i32 %1751 to i64
  %1753 = shl nsw i64 %1752, 3
  %1754 = call ptr @realloc(ptr noundef nonnull %1746, i64 noundef %1753) #19
  br label %1755

1755:                                             ; preds = %1750, %1744
  %1756 = phi i32 [ %1751, %1750 ], [ %1747, %1744 ]
  %1757 = phi ptr [ %1754, %1750 ], [ %1746, %1744 ]
  %1758 = add nuw nsw i64 %1745, 1
  %1759 = trunc nuw nsw i64 %1758 to i32
  %1760 = uitofp nneg i32 %1759 to double
  %1761 = fmul fast double %1077, %1760
  %1762 = call fast double @llvm.sin.f64(double %1761)
  %1763 = add nsw i64 %1745, -1
  %1764 = getelementptr inbounds double, ptr %1757, i64 %1763
  %1765 = load double, ptr %1764, align 8, !tbaa !9
  %1766 = fmul fast double %1765, 5.000000e-01
  %1767 = fadd fast double %1766, %1762
  %1768 = getelementptr inbounds double, ptr %1757, i64 %1745
  store double %1767, ptr %1768, align 8, !tbaa !9
  %1769 = icmp eq i64 %1758, %1704
  br i1 %1769, label %1706, label %1744, !llvm.loop !47

1770:                                             ; preds = %1709, %1770
  %1771 = phi i64 [ %1777, %1770 ], [ %1710, %1709 ]
  %1772 = phi double [ %1776, %1770 ], [ %1711, %1709 ]
  %1773 = getelementptr inbounds double, ptr %1707, i64 %1771
  %1774 = load double, ptr %1773, align 8, !tbaa !9
  %1775 = fmul fast double %1774, %1774
  %1776 = fadd fast double %1775, %1772
  %1777 = add nuw nsw i64 %1771, 1
  %1778 = icmp eq i64 %1777, %1704
  br i1 %1778, label %1779, label %1770, !llvm.loop !51

1779:                                             ; preds = %1770, %1738, %1699
  %1780 = phi ptr [ %1702, %1699 ], [ %1707, %1738 ], [ %1707, %1770 ]
  %1781 = phi double [ 0.000000e+00, %1699 ], [ %1742, %1738 ], [ %1776, %1770 ]
  call void @free(ptr noundef %1780) #17
  %1782 = fmul fast double %1781, -2.000000e+00
  %1783 = fadd fast double %1782, %1701
  %1784 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  br i1 %1622, label %1785, label %1861

1785:                                             ; preds = %1779
  %1786 = zext nneg i32 %1620 to i64
  store double %1149, ptr %1784, align 8, !tbaa !9
  %1787 = icmp eq i32 %1620, 1
  br i1 %1787, label %1788, label %1826

1788:                                             ; preds = %1837, %1785
  %1789 = phi ptr [ %1784, %1785 ], [ %1839, %1837 ]
  %1790 = icmp ult i32 %1620, 16
  br i1 %1790, label %1791, label %1794

1791:                                             ; preds = %1820, %1788
  %1792 = phi i64 [ 0, %1788 ], [ %1795, %1820 ]
  %1793 = phi double [ 0.000000e+00, %1788 ], [ %1824, %1820 ]
  br label %1852

1794:                                             ; preds = %1788
  %1795 = and i64 %1786, 2147483632
  br label %1796

1796:                                             ; preds = %1796, %1794
  %1797 = phi i64 [ 0, %1794 ], [ %1818, %1796 ]
  %1798 = phi <4 x double> [ zeroinitializer, %1794 ], [ %1814, %1796 ]
  %1799 = phi <4 x double> [ zeroinitializer, %1794 ], [ %1815, %1796 ]
  %1800 = phi <4 x double> [ zeroinitializer, %1794 ], [ %1816, %1796 ]
  %1801 = phi <4 x double> [ zeroinitializer, %1794 ], [ %1817, %1796 ]
  %1802 = getelementptr inbounds double, ptr %1789, i64 %1797
  %1803 = getelementptr inbounds i8, ptr %1802, i64 32
  %1804 = getelementptr inbounds i8, ptr %1802, i64 64
  %1805 = getelementptr inbounds i8, ptr %1802, i64 96
  %1806 = load <4 x double>, ptr %1802, align 8, !tbaa !9
  %1807 = load <4 x double>, ptr %1803, align 8, !tbaa !9
  %1808 = load <4 x double>, ptr %1804, align 8, !tbaa !9
  %1809 = load <4 x double>, ptr %1805, align 8, !tbaa !9
  %1810 = fmul fast <4 x double> %1806, %1806
  %1811 = fmul fast <4 x double> %1807, %1807
  %1812 = fmul fast <4 x double> %1808, %1808
  %1813 = fmul fast <4 x double> %1809, %1809
  %1814 = fadd fast <4 x double> %1810, %1798
  %1815 = fadd fast <4 x double> %1811, %1799
  %1816 = fadd fast <4 x double> %1812, %1800
  %1817 = fadd fast <4 x double> %1813, %1801
  %1818 = add nuw i64 %1797, 16
  %1819 = icmp eq i64 %1818, %1795
  br i1 %1819, label %1820, label %1796, !llvm.loop !52

1820:                                             ; preds = %1796
  %1821 = fadd fast <4 x double> %1815, %1814
  %1822 = fadd fast <4 x double> %1816, %1821
  %1823 = fadd fast <4 x double> %1817, %1822
  %1824 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1823)
  %1825 = icmp eq i64 %1795, %1786
  br i1 %1825, label %1861, label %1791

1826:                                             ; preds = %1785, %1837
  %1827 = phi i64 [ %1840, %1837 ], [ 1, %1785 ]
  %1828 = phi ptr [ %1839, %1837 ], [ %1784, %1785 ]
  %1829 = phi i32 [ %1838, %1837 ], [ 2, %1785 ]
  %1830 = sext i32 %1829 to i64
  %1831 = icmp slt i64 %1827, %1830
  br i1 %1831, label %1837, label %1832

1832:                                             ; preds = %1826
  %1833 = shl nsw i32 %1829, 1
  %1834 = sext i32 %1833 to i64
  %1835 = shl nsw i64 %1834, 3
  %1836 = call ptr @realloc(ptr noundef nonnull %1828, i64 noundef %1835) #19
  br label %1837

1837:                                             ; preds = %1832, %1826
  %1838 = phi i32 [ %1833, %1832 ], [ %1829, %1826 ]
  %1839 = phi ptr [ %1836, %1832 ], [ %1828, %1826 ]
  %1840 = add nuw nsw i64 %1827, 1
  %1841 = trunc nuw nsw i64 %1840 to i32
  %1842 = uitofp nneg i32 %1841 to double
  %1843 = fmul fast double %1148, %1842
  %1844 = call fast double @llvm.sin.f64(double %1843)
  %1845 = add nsw i64 %1827, -1
  %1846 = getelementptr inbounds double, ptr %1839, i64 %1845
  %1847 = load double, ptr %1846, align 8, !tbaa !9
  %1848 = fmul fast double %1847, 5.000000e-01
  %1849 = fadd fast double %1848, %1844
  %1850 = getelementptr inbounds double, ptr %1839, i64 %1827
  store double %1849, ptr %1850, align 8, !tbaa !9
  %1851 = icmp eq i64 %1840, %1786
  br i1 %1851, label %1788, label %1826, !llvm.loop !47

1852:                                             ; preds = %1791, %1852
  %1853 = phi i64 [ %1859, %1852 ], [ %1792, %1791 ]
  %1854 = phi double [ %1858, %1852 ], [ %1793, %1791 ]
  %1855 = getelementptr inbounds double, ptr %1789, i64 %1853
  %1856 = load double, ptr %1855, align 8, !tbaa !9
  %1857 = fmul fast double %1856, %1856
  %1858 = fadd fast double %1857, %1854
  %1859 = add nuw nsw i64 %1853, 1
  %1860 = icmp eq i64 %1859, %1786
  br i1 %1860, label %1861, label %1852, !llvm.loop !53

1861:                                             ; preds = %1852, %1820, %1779
  %1862 = phi ptr [ %1784, %1779 ], [ %1789, %1820 ], [ %1789, %1852 ]
  %1863 = phi double [ 0.000000e+00, %1779 ], [ %1824, %1820 ], [ %1858, %1852 ]
  call void @free(ptr noundef %1862) #17
  %1864 = fadd fast double %1783, %1863
  %1865 = fmul fast double %1864, 1.000000e+08
  %1866 = call fast double @llvm.fabs.f64(double %1865)
  %1867 = call fast double @llvm.maxnum.f64(double %1866, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1588, ptr %12, align 8, !tbaa !9
  %1868 = load volatile double, ptr %12, align 8, !tbaa !9
  %1869 = call double @llvm.fabs.f64(double %1868)
  %1870 = fcmp ueq double %1869, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1870, label %1883, label %1871

1871:                                             ; preds = %1861
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1865, ptr %11, align 8, !tbaa !9
  %1872 = load volatile double, ptr %11, align 8, !tbaa !9
  %1873 = call double @llvm.fabs.f64(double %1872)
  %1874 = fcmp ueq double %1873, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1874, label %1883, label %1875

1875:                                             ; preds = %1871
  %1876 = fsub fast double %1588, %1865
  %1877 = call fast double @llvm.fabs.f64(double %1876)
  %1878 = fmul fast double %1867, 1.000000e-04
  %1879 = fcmp fast ole double %1877, %1878
  %1880 = freeze i1 %1879
  br i1 %1880, label %1881, label %1883

1881:                                             ; preds = %1875
  %1882 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.21, i32 noundef %1620, double noundef nofpclass(nan inf) %1588, double noundef nofpclass(nan inf) %1865, ptr noundef nonnull @.str.30)
  br label %1887

1883:                                             ; preds = %1875, %1871, %1861
  %1884 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.21, i32 noundef %1620, double noundef nofpclass(nan inf) %1588, double noundef nofpclass(nan inf) %1865, ptr noundef nonnull @.str.31)
  %1885 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1886 = add nsw i32 %1885, 1
  store i32 %1886, ptr @n_fail, align 4, !tbaa !17
  br label %1887

1887:                                             ; preds = %1881, %1883
  %1888 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1889 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1890 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved_t, double noundef nofpclass(nan inf) %1077, i32 noundef %1889, i32 noundef %1888) #17
  %1891 = call fast double @llvm.fabs.f64(double %1588)
  %1892 = call fast double @llvm.maxnum.f64(double %1891, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1890, ptr %10, align 8, !tbaa !9
  %1893 = load volatile double, ptr %10, align 8, !tbaa !9
  %1894 = call double @llvm.fabs.f64(double %1893)
  %1895 = fcmp ueq double %1894, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1895, label %1908, label %1896

1896:                                             ; preds = %1887
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1588, ptr %9, align 8, !tbaa !9
  %1897 = load volatile double, ptr %9, align 8, !tbaa !9
  %1898 = call double @llvm.fabs.f64(double %1897)
  %1899 = fcmp ueq double %1898, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1899, label %1908, label %1900

1900:                                             ; preds = %1896
  %1901 = fsub fast double %1890, %1588
  %1902 = call fast double @llvm.fabs.f64(double %1901)
  %1903 = fmul fast double %1892, 1.000000e-10
  %1904 = fcmp fast ole double %1902, %1903
  %1905 = freeze i1 %1904
  br i1 %1905, label %1906, label %1908

1906:                                             ; preds = %1900
  %1907 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.22, i32 noundef %1888, double noundef nofpclass(nan inf) %1890, double noundef nofpclass(nan inf) %1588, ptr noundef nonnull @.str.30)
  br label %1912

1908:                                             ; preds = %1900, %1896, %1887
  %1909 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.22, i32 noundef %1888, double noundef nofpclass(nan inf) %1890, double noundef nofpclass(nan inf) %1588, ptr noundef nonnull @.str.31)
  %1910 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1911 = add nsw i32 %1910, 1
  store i32 %1911, ptr @n_fail, align 4, !tbaa !17
  br label %1912

1912:                                             ; preds = %1906, %1908
  %1913 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1914 = add nsw i32 %1913, 8
  store i32 %1914, ptr @loop_n, align 4, !tbaa !17
  %1915 = icmp slt i32 %1913, 2
  br i1 %1915, label %1585, label %1916, !llvm.loop !54

1916:                                             ; preds = %1912
  %1917 = icmp eq i64 %1075, 0
  br i1 %1917, label %2030, label %1918

1918:                                             ; preds = %1916
  %1919 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %1229) #17
  %1920 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %1230) #17
  %1921 = fsub fast double %1919, %1920
  %1922 = fmul fast double %1921, 5.000000e+05
  %1923 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00) #17
  %1924 = call fast double @llvm.fabs.f64(double %1922)
  %1925 = call fast double @llvm.maxnum.f64(double %1924, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1923, ptr %8, align 8, !tbaa !9
  %1926 = load volatile double, ptr %8, align 8, !tbaa !9
  %1927 = call double @llvm.fabs.f64(double %1926)
  %1928 = fcmp ueq double %1927, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1928, label %1942, label %1929

1929:                                             ; preds = %1918
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1922, ptr %7, align 8, !tbaa !9
  %1930 = load volatile double, ptr %7, align 8, !tbaa !9
  %1931 = call double @llvm.fabs.f64(double %1930)
  %1932 = fcmp ueq double %1931, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1932, label %1942, label %1933

1933:                                             ; preds = %1929
  %1934 = fsub fast double %1923, %1922
  %1935 = call fast double @llvm.fabs.f64(double %1934)
  %1936 = fmul fast double %1925, 1.000000e-05
  %1937 = fcmp fast ole double %1935, %1936
  %1938 = freeze i1 %1937
  br i1 %1938, label %1939, label %1942

1939:                                             ; preds = %1933
  %1940 = trunc nuw nsw i64 %1075 to i32
  %1941 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.23, i32 noundef %1940, double noundef nofpclass(nan inf) %1923, double noundef nofpclass(nan inf) %1922, ptr noundef nonnull @.str.30)
  br label %1947

1942:                                             ; preds = %1933, %1929, %1918
  %1943 = trunc nuw nsw i64 %1075 to i32
  %1944 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.23, i32 noundef %1943, double noundef nofpclass(nan inf) %1923, double noundef nofpclass(nan inf) %1922, ptr noundef nonnull @.str.31)
  %1945 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1946 = add nsw i32 %1945, 1
  store i32 %1946, ptr @n_fail, align 4, !tbaa !17
  br label %1947

1947:                                             ; preds = %1939, %1942
  %1948 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00) #17
  %1949 = fmul fast double %1139, 5.000000e+01
  %1950 = fcmp fast ogt double %1949, 1.000000e+00
  br i1 %1950, label %1951, label %1965

1951:                                             ; preds = %1947, %1951
  %1952 = phi i32 [ %1961, %1951 ], [ 0, %1947 ]
  %1953 = phi double [ %1958, %1951 ], [ 0.000000e+00, %1947 ]
  %1954 = phi double [ %1960, %1951 ], [ 1.000000e+00, %1947 ]
  %1955 = fmul fast double %1954, %1139
  %1956 = call fast double @llvm.sin.f64(double %1955)
  %1957 = fmul fast double %1956, %1954
  %1958 = fadd fast double %1957, %1953
  %1959 = fmul fast double %1954, 1.300000e+00
  %1960 = fadd fast double %1959, %1139
  %1961 = add nuw nsw i32 %1952, 1
  %1962 = fcmp fast olt double %1960, %1949
  %1963 = icmp ult i32 %1952, 999
  %1964 = select i1 %1962, i1 %1963, i1 false
  br i1 %1964, label %1951, label %1965, !llvm.loop !55

1965:                                             ; preds = %1951, %1947
  %1966 = phi double [ 0.000000e+00, %1947 ], [ %1958, %1951 ]
  %1967 = fmul fast double %1077, 5.000000e+01
  %1968 = fcmp fast ogt double %1967, 1.000000e+00
  br i1 %1968, label %1969, label %1983

1969:                                             ; preds = %1965, %1969
  %1970 = phi i32 [ %1979, %1969 ], [ 0, %1965 ]
  %1971 = phi double [ %1976, %1969 ], [ 0.000000e+00, %1965 ]
  %1972 = phi double [ %1978, %1969 ], [ 1.000000e+00, %1965 ]
  %1973 = fmul fast double %1972, %1077
  %1974 = call fast double @llvm.sin.f64(double %1973)
  %1975 = fmul fast double %1974, %1972
  %1976 = fadd fast double %1975, %1971
  %1977 = fmul fast double %1972, 1.300000e+00
  %1978 = fadd fast double %1977, %1077
  %1979 = add nuw nsw i32 %1970, 1
  %1980 = fcmp fast olt double %1978, %1967
  %1981 = icmp ult i32 %1970, 999
  %1982 = select i1 %1980, i1 %1981, i1 false
  br i1 %1982, label %1969, label %1983, !llvm.loop !55

1983:                                             ; preds = %1969, %1965
  %1984 = phi double [ 0.000000e+00, %1965 ], [ %1976, %1969 ]
  %1985 = fmul fast double %1984, -2.000000e+00
  %1986 = fadd fast double %1985, %1966
  %1987 = fmul fast double %1148, 5.000000e+01
  %1988 = fcmp fast ogt double %1987, 1.000000e+00
  br i1 %1988, label %1989, label %2003

1989:                                             ; preds = %1983, %1989
  %1990 = phi i32 [ %1999, %1989 ], [ 0, %1983 ]
  %1991 = phi double [ %1996, %1989 ], [ 0.000000e+00, %1983 ]
  %1992 = phi double [ %1998, %1989 ], [ 1.000000e+00, %1983 ]
  %1993 = fmul fast double %1992, %1148
  %1994 = call fast double @llvm.sin.f64(double %1993)
  %1995 = fmul fast double %1994, %1992
  %1996 = fadd fast double %1995, %1991
  %1997 = fmul fast double %1992, 1.300000e+00
  %1998 = fadd fast double %1997, %1148
  %1999 = add nuw nsw i32 %1990, 1
  %2000 = fcmp fast olt double %1998, %1987
  %2001 = icmp ult i32 %1990, 999
  %2002 = select i1 %2000, i1 %2001, i1 false
  br i1 %2002, label %1989, label %2003, !llvm.loop !55

2003:                                             ; preds = %1989, %1983
  %2004 = phi double [ 0.000000e+00, %1983 ], [ %1996, %1989 ]
  %2005 = fadd fast double %1986, %2004
  %2006 = fmul fast double %2005, 1.000000e+08
  %2007 = call fast double @llvm.fabs.f64(double %2006)
  %2008 = call fast double @llvm.maxnum.f64(double %2007, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1948, ptr %6, align 8, !tbaa !9
  %2009 = load volatile double, ptr %6, align 8, !tbaa !9
  %2010 = call double @llvm.fabs.f64(double %2009)
  %2011 = fcmp ueq double %2010, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %2011, label %2025, label %2012

2012:                                             ; preds = %2003
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %2006, ptr %5, align 8, !tbaa !9
  %2013 = load volatile double, ptr %5, align 8, !tbaa !9
  %2014 = call double @llvm.fabs.f64(double %2013)
  %2015 = fcmp ueq double %2014, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %2015, label %2025, label %2016

2016:                                             ; preds = %2012
  %2017 = fsub fast double %1948, %2006
  %2018 = call fast double @llvm.fabs.f64(double %2017)
  %2019 = fmul fast double %2008, 1.000000e-04
  %2020 = fcmp fast ole double %2018, %2019
  %2021 = freeze i1 %2020
  br i1 %2021, label %2022, label %2025

2022:                                             ; preds = %2016
  %2023 = trunc nuw nsw i64 %1075 to i32
  %2024 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.24, i32 noundef %2023, double noundef nofpclass(nan inf) %1948, double noundef nofpclass(nan inf) %2006, ptr noundef nonnull @.str.30)
  br label %2030

2025:                                             ; preds = %2016, %2012, %2003
  %2026 = trunc nuw nsw i64 %1075 to i32
  %2027 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.24, i32 noundef %2026, double noundef nofpclass(nan inf) %1948, double noundef nofpclass(nan inf) %2006, ptr noundef nonnull @.str.31)
  %2028 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2029 = add nsw i32 %2028, 1
  store i32 %2029, ptr @n_fail, align 4, !tbaa !17
  br label %2030

2030:                                             ; preds = %2025, %2022, %1916
  store i32 1, ptr @loop_n, align 4, !tbaa !17
  %2031 = extractelement <2 x double> %1241, i64 0
  %2032 = fsub fast double %1139, %2031
  %2033 = fmul fast double %1139, 2.500000e-01
  %2034 = fmul fast double %1077, 2.500000e-01
  %2035 = fmul fast double %1148, 2.500000e-01
  br label %2036

2036:                                             ; preds = %2030, %2243
  %2037 = phi i32 [ 1, %2030 ], [ %2245, %2243 ]
  %2038 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2039 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %2038, i32 noundef %2037) #17
  %2040 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2041 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2042 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %1229, i32 noundef %2041, i32 noundef %2040) #17
  %2043 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2044 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2045 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %1230, i32 noundef %2044, i32 noundef %2043) #17
  %2046 = fsub fast double %2042, %2045
  %2047 = fmul fast double %2046, 5.000000e+05
  %2048 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2049 = call fast double @llvm.fabs.f64(double %2047)
  %2050 = call fast double @llvm.maxnum.f64(double %2049, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %2039, ptr %4, align 8, !tbaa !9
  %2051 = load volatile double, ptr %4, align 8, !tbaa !9
  %2052 = call double @llvm.fabs.f64(double %2051)
  %2053 = fcmp ueq double %2052, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %2053, label %2066, label %2054

2054:                                             ; preds = %2036
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %2047, ptr %3, align 8, !tbaa !9
  %2055 = load volatile double, ptr %3, align 8, !tbaa !9
  %2056 = call double @llvm.fabs.f64(double %2055)
  %2057 = fcmp ueq double %2056, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %2057, label %2066, label %2058

2058:                                             ; preds = %2054
  %2059 = fsub fast double %2039, %2047
  %2060 = call fast double @llvm.fabs.f64(double %2059)
  %2061 = fmul fast double %2050, 1.000000e-05
  %2062 = fcmp fast ole double %2060, %2061
  %2063 = freeze i1 %2062
  br i1 %2063, label %2064, label %2066

2064:                                             ; preds = %2058
  %2065 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.25, i32 noundef %2048, double noundef nofpclass(nan inf) %2039, double noundef nofpclass(nan inf) %2047, ptr noundef nonnull @.str.30)
  br label %2070

2066:                                             ; preds = %2058, %2054, %2036
  %2067 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.25, i32 noundef %2048, double noundef nofpclass(nan inf) %2039, double noundef nofpclass(nan inf) %2047, ptr noundef nonnull @.str.31)
  %2068 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2069 = add nsw i32 %2068, 1
  store i32 %2069, ptr @n_fail, align 4, !tbaa !17
  br label %2070

2070:                                             ; preds = %2064, %2066
  %2071 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2072 = icmp sgt i32 %2071, 0
  br i1 %2072, label %2073, label %2217

2073:                                             ; preds = %2070
  %2074 = and i32 %2071, 7
  %2075 = icmp ult i32 %2071, 8
  br i1 %2075, label %2107, label %2076

2076:                                             ; preds = %2073
  %2077 = and i32 %2071, 2147483640
  br label %2078

2078:                                             ; preds = %2078, %2076
  %2079 = phi double [ %1139, %2076 ], [ %2104, %2078 ]
  %2080 = phi i32 [ 0, %2076 ], [ %2105, %2078 ]
  %2081 = call fast double @llvm.sin.f64(double %2079)
  %2082 = fmul fast double %2033, %2079
  %2083 = fadd fast double %2081, %2082
  %2084 = call fast double @llvm.sin.f64(double %2083)
  %2085 = fmul fast double %2033, %2083
  %2086 = fadd fast double %2084, %2085
  %2087 = call fast double @llvm.sin.f64(double %2086)
  %2088 = fmul fast double %2033, %2086
  %2089 = fadd fast double %2087, %2088
  %2090 = call fast double @llvm.sin.f64(double %2089)
  %2091 = fmul fast double %2033, %2089
  %2092 = fadd fast double %2090, %2091
  %2093 = call fast double @llvm.sin.f64(double %2092)
  %2094 = fmul fast double %2033, %2092
  %2095 = fadd fast double %2093, %2094
  %2096 = call fast double @llvm.sin.f64(double %2095)
  %2097 = fmul fast double %2033, %2095
  %2098 = fadd fast double %2096, %2097
  %2099 = call fast double @llvm.sin.f64(double %2098)
  %2100 = fmul fast double %2033, %2098
  %2101 = fadd fast double %2099, %2100
  %2102 = call fast double @llvm.sin.f64(double %2101)
  %2103 = fmul fast double %2033, %2101
  %2104 = fadd fast double %2102, %2103
  %2105 = add i32 %2080, 8
  %2106 = icmp eq i32 %2105, %2077
  br i1 %2106, label %2107, label %2078, !llvm.loop !56

2107:                                             ; preds = %2078, %2073
  %2108 = phi double [ poison, %2073 ], [ %2104, %2078 ]
  %2109 = phi double [ %1139, %2073 ], [ %2104, %2078 ]
  %2110 = icmp eq i32 %2074, 0
  br i1 %2110, label %2119, label %2111

2111:                                             ; preds = %2107, %2111
  %2112 = phi double [ %2116, %2111 ], [ %2109, %2107 ]
  %2113 = phi i32 [ %2117, %2111 ], [ 0, %2107 ]
  %2114 = call fast double @llvm.sin.f64(double %2112)
  %2115 = fmul fast double %2033, %2112
  %2116 = fadd fast double %2114, %2115
  %2117 = add i32 %2113, 1
  %2118 = icmp eq i32 %2117, %2074
  br i1 %2118, label %2119, label %2111, !llvm.loop !57

2119:                                             ; preds = %2111, %2107
  %2120 = phi double [ %2108, %2107 ], [ %2116, %2111 ]
  %2121 = and i32 %2071, 7
  %2122 = icmp ult i32 %2071, 8
  br i1 %2122, label %2154, label %2123

2123:                                             ; preds = %2119
  %2124 = and i32 %2071, 2147483640
  br label %2125

2125:                                             ; preds = %2125, %2123
  %2126 = phi double [ %1077, %2123 ], [ %2151, %2125 ]
  %2127 = phi i32 [ 0, %2123 ], [ %2152, %2125 ]
  %2128 = call fast double @llvm.sin.f64(double %2126)
  %2129 = fmul fast double %2034, %2126
  %2130 = fadd fast double %2128, %2129
  %2131 = call fast double @llvm.sin.f64(double %2130)
  %2132 = fmul fast double %2034, %2130
  %2133 = fadd fast double %2131, %2132
  %2134 = call fast double @llvm.sin.f64(double %2133)
  %2135 = fmul fast double %2034, %2133
  %2136 = fadd fast double %2134, %2135
  %2137 = call fast double @llvm.sin.f64(double %2136)
  %2138 = fmul fast double %2034, %2136
  %2139 = fadd fast double %2137, %2138
  %2140 = call fast double @llvm.sin.f64(double %2139)
  %2141 = fmul fast double %2034, %2139
  %2142 = fadd fast double %2140, %2141
  %2143 = call fast double @llvm.sin.f64(double %2142)
  %2144 = fmul fast double %2034, %2142
  %2145 = fadd fast double %2143, %2144
  %2146 = call fast double @llvm.sin.f64(double %2145)
  %2147 = fmul fast double %2034, %2145
  %2148 = fadd fast double %2146, %2147
  %2149 = call fast double @llvm.sin.f64(double %2148)
  %2150 = fmul fast double %2034, %2148
  %2151 = fadd fast double %2149, %2150
  %2152 = add i32 %2127, 8
  %2153 = icmp eq i32 %2152, %2124
  br i1 %2153, label %2154, label %2125, !llvm.loop !56

2154:                                             ; preds = %2125, %2119
  %2155 = phi double [ poison, %2119 ], [ %2151, %2125 ]
  %2156 = phi double [ %1077, %2119 ], [ %2151, %2125 ]
  %2157 = icmp eq i32 %2121, 0
  br i1 %2157, label %2166, label %2158

2158:                                             ; preds = %2154, %2158
  %2159 = phi double [ %2163, %2158 ], [ %2156, %2154 ]
  %2160 = phi i32 [ %2164, %2158 ], [ 0, %2154 ]
  %2161 = call fast double @llvm.sin.f64(double %2159)
  %2162 = fmul fast double %2034, %2159
  %2163 = fadd fast double %2161, %2162
  %2164 = add i32 %2160, 1
  %2165 = icmp eq i32 %2164, %2121
  br i1 %2165, label %2166, label %2158, !llvm.loop !58

2166:                                             ; preds = %2158, %2154
  %2167 = phi double [ %2155, %2154 ], [ %2163, %2158 ]
  %2168 = fmul fast double %2167, 2.000000e+00
  %2169 = and i32 %2071, 7
  %2170 = icmp ult i32 %2071, 8
  br i1 %2170, label %2202, label %2171

2171:                                             ; preds = %2166
  %2172 = and i32 %2071, 2147483640
  br label %2173

2173:                                             ; preds = %2173, %2171
  %2174 = phi double [ %1148, %2171 ], [ %2199, %2173 ]
  %2175 = phi i32 [ 0, %2171 ], [ %2200, %2173 ]
  %2176 = call fast double @llvm.sin.f64(double %2174)
  %2177 = fmul fast double %2035, %2174
  %2178 = fadd fast double %2176, %2177
  %2179 = call fast double @llvm.sin.f64(double %2178)
  %2180 = fmul fast double %2035, %2178
  %2181 = fadd fast double %2179, %2180
  %2182 = call fast double @llvm.sin.f64(double %2181)
  %2183 = fmul fast double %2035, %2181
  %2184 = fadd fast double %2182, %2183
  %2185 = call fast double @llvm.sin.f64(double %2184)
  %2186 = fmul fast double %2035, %2184
  %2187 = fadd fast double %2185, %2186
  %2188 = call fast double @llvm.sin.f64(double %2187)
  %2189 = fmul fast double %2035, %2187
  %2190 = fadd fast double %2188, %2189
  %2191 = call fast double @llvm.sin.f64(double %2190)
  %2192 = fmul fast double %2035, %2190
  %2193 = fadd fast double %2191, %2192
  %2194 = call fast double @llvm.sin.f64(double %2193)
  %2195 = fmul fast double %2035, %2193
  %2196 = fadd fast double %2194, %2195
  %2197 = call fast double @llvm.sin.f64(double %2196)
  %2198 = fmul fast double %2035, %2196
  %2199 = fadd fast double %2197, %2198
  %2200 = add i32 %2175, 8
  %2201 = icmp eq i32 %2200, %2172
  br i1 %2201, label %2202, label %2173, !llvm.loop !56

2202:                                             ; preds = %2173, %2166
  %2203 = phi double [ poison, %2166 ], [ %2199, %2173 ]
  %2204 = phi double [ %1148, %2166 ], [ %2199, %2173 ]
  %2205 = icmp eq i32 %2169, 0
  br i1 %2205, label %2214, label %2206

2206:                                             ; preds = %2202, %2206
  %2207 = phi double [ %2211, %2206 ], [ %2204, %2202 ]
  %2208 = phi i32 [ %2212, %2206 ], [ 0, %2202 ]
  %2209 = call fast double @llvm.sin.f64(double %2207)
  %2210 = fmul fast double %2035, %2207
  %2211 = fadd fast double %2209, %2210
  %2212 = add i32 %2208, 1
  %2213 = icmp eq i32 %2212, %2169
  br i1 %2213, label %2214, label %2206, !llvm.loop !59

2214:                                             ; preds = %2206, %2202
  %2215 = phi double [ %2203, %2202 ], [ %2211, %2206 ]
  %2216 = fsub fast double %2120, %2168
  br label %2217

2217:                                             ; preds = %2214, %2070
  %2218 = phi double [ %2032, %2070 ], [ %2216, %2214 ]
  %2219 = phi double [ %1148, %2070 ], [ %2215, %2214 ]
  %2220 = fadd fast double %2219, %2218
  %2221 = fmul fast double %2220, 1.000000e+08
  %2222 = call fast double @llvm.fabs.f64(double %2221)
  %2223 = call fast double @llvm.maxnum.f64(double %2222, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %2039, ptr %2, align 8, !tbaa !9
  %2224 = load volatile double, ptr %2, align 8, !tbaa !9
  %2225 = call double @llvm.fabs.f64(double %2224)
  %2226 = fcmp ueq double %2225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %2226, label %2239, label %2227

2227:                                             ; preds = %2217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %2221, ptr %1, align 8, !tbaa !9
  %2228 = load volatile double, ptr %1, align 8, !tbaa !9
  %2229 = call double @llvm.fabs.f64(double %2228)
  %2230 = fcmp ueq double %2229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %2230, label %2239, label %2231

2231:                                             ; preds = %2227
  %2232 = fsub fast double %2039, %2221
  %2233 = call fast double @llvm.fabs.f64(double %2232)
  %2234 = fmul fast double %2223, 1.000000e-04
  %2235 = fcmp fast ole double %2233, %2234
  %2236 = freeze i1 %2235
  br i1 %2236, label %2237, label %2239

2237:                                             ; preds = %2231
  %2238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.26, i32 noundef %2071, double noundef nofpclass(nan inf) %2039, double noundef nofpclass(nan inf) %2221, ptr noundef nonnull @.str.30)
  br label %2243

2239:                                             ; preds = %2231, %2227, %2217
  %2240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.26, i32 noundef %2071, double noundef nofpclass(nan inf) %2039, double noundef nofpclass(nan inf) %2221, ptr noundef nonnull @.str.31)
  %2241 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2242 = add nsw i32 %2241, 1
  store i32 %2242, ptr @n_fail, align 4, !tbaa !17
  br label %2243

2243:                                             ; preds = %2237, %2239
  %2244 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2245 = add nsw i32 %2244, 11
  store i32 %2245, ptr @loop_n, align 4, !tbaa !17
  %2246 = icmp slt i32 %2244, 2
  br i1 %2246, label %2036, label %2247, !llvm.loop !60

2247:                                             ; preds = %2243
  %2248 = add nuw nsw i64 %1075, 1
  %2249 = icmp eq i64 %2248, 4
  br i1 %2249, label %1066, label %1074, !llvm.loop !61
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
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #17
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #17
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
  br i1 %45, label %46, label %24, !llvm.loop !62

46:                                               ; preds = %24
  %47 = icmp eq i64 %23, %18
  br i1 %47, label %48, label %20

48:                                               ; preds = %89, %46
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #17
  %49 = shl nuw nsw i64 %18, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %11, i64 %49, i1 false)
  br i1 %15, label %51, label %50

50:                                               ; preds = %48, %16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #17
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
  %60 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10, i32 noundef %5) #17, !callees !63
  %61 = fsub fast double %54, %57
  store double %61, ptr %59, align 8, !tbaa !9
  %62 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10, i32 noundef %5) #17, !callees !63
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #17
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
  %79 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, i32 noundef %5) #17, !callees !63
  %80 = fsub fast double %73, %76
  store double %80, ptr %78, align 8, !tbaa !9
  %81 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, i32 noundef %5) #17, !callees !63
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #17
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
  br i1 %101, label %48, label %89, !llvm.loop !64

102:                                              ; preds = %136, %50, %88
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #17
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
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %0, i32 noundef %129, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.30)
  br label %136

131:                                              ; preds = %122, %118, %103
  %132 = trunc nuw nsw i64 %104 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %0, i32 noundef %132, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.31)
  %134 = load i32, ptr @n_fail, align 4, !tbaa !17
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @n_fail, align 4, !tbaa !17
  br label %136

136:                                              ; preds = %128, %131
  %137 = add nuw nsw i64 %104, 1
  %138 = icmp eq i64 %137, %18
  br i1 %138, label %102, label %103, !llvm.loop !65
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
  br i1 %71, label %72, label %15, !llvm.loop !66

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
  br i1 %98, label %78, label %80, !llvm.loop !67
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @chain_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
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
  br i1 %28, label %29, label %15, !llvm.loop !68

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
  br i1 %72, label %10, label %35, !llvm.loop !69
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %6 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
  ret void
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #18
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
  br i1 %51, label %52, label %14, !llvm.loop !70

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
  br i1 %199, label %200, label %63, !llvm.loop !71

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
  br i1 %220, label %54, label %206, !llvm.loop !72

221:                                              ; preds = %223, %200, %2, %54
  %222 = phi double [ 0.000000e+00, %54 ], [ 0.000000e+00, %2 ], [ %204, %200 ], [ %239, %223 ]
  tail call void @free(ptr noundef %5) #17
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
  br i1 %241, label %221, label %223, !llvm.loop !73
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fs_rev(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs, double noundef nofpclass(nan inf) %0) #17
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fs_fwd(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.000000e+00) #17
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
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @rec_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @moved_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @moved_t(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @grow_d(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %0) #17
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
  br i1 %17, label %4, label %18, !llvm.loop !55

18:                                               ; preds = %4, %1
  %19 = phi double [ 0.000000e+00, %1 ], [ %11, %4 ]
  ret double %19
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @loop1_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #17
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

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %0, i32 noundef %1) #14 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call fast double @llvm.sin.f64(double %0)
  br label %6

6:                                                ; preds = %8, %4
  %7 = phi double [ %5, %4 ], [ %16, %8 ]
  ret double %7

8:                                                ; preds = %2
  %9 = fmul fast double %0, 9.000000e-01
  %10 = add nsw i32 %1, -1
  %11 = tail call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %9, i32 noundef %10)
  %12 = fmul fast double %11, %0
  %13 = sitofp i32 %1 to double
  %14 = fmul fast double %13, %0
  %15 = tail call fast double @llvm.cos.f64(double %14)
  %16 = fadd fast double %12, %15
  br label %6
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @moved(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %75

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = tail call fast double @llvm.sin.f64(double %0)
  store double %7, ptr %3, align 8, !tbaa !9
  %8 = icmp eq i32 %1, 1
  br i1 %8, label %10, label %49

9:                                                ; preds = %60
  br i1 %4, label %10, label %75

10:                                               ; preds = %5, %9
  %11 = phi ptr [ %62, %9 ], [ %3, %5 ]
  %12 = zext nneg i32 %1 to i64
  %13 = icmp ult i32 %1, 16
  br i1 %13, label %14, label %17

14:                                               ; preds = %43, %10
  %15 = phi i64 [ 0, %10 ], [ %18, %43 ]
  %16 = phi double [ 0.000000e+00, %10 ], [ %47, %43 ]
  br label %78

17:                                               ; preds = %10
  %18 = and i64 %6, 2147483632
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %41, %19 ]
  %21 = phi <4 x double> [ zeroinitializer, %17 ], [ %37, %19 ]
  %22 = phi <4 x double> [ zeroinitializer, %17 ], [ %38, %19 ]
  %23 = phi <4 x double> [ zeroinitializer, %17 ], [ %39, %19 ]
  %24 = phi <4 x double> [ zeroinitializer, %17 ], [ %40, %19 ]
  %25 = getelementptr inbounds double, ptr %11, i64 %20
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = getelementptr inbounds i8, ptr %25, i64 64
  %28 = getelementptr inbounds i8, ptr %25, i64 96
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !9
  %32 = load <4 x double>, ptr %28, align 8, !tbaa !9
  %33 = fmul fast <4 x double> %29, %29
  %34 = fmul fast <4 x double> %30, %30
  %35 = fmul fast <4 x double> %31, %31
  %36 = fmul fast <4 x double> %32, %32
  %37 = fadd fast <4 x double> %33, %21
  %38 = fadd fast <4 x double> %34, %22
  %39 = fadd fast <4 x double> %35, %23
  %40 = fadd fast <4 x double> %36, %24
  %41 = add nuw i64 %20, 16
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %19, !llvm.loop !74

43:                                               ; preds = %19
  %44 = fadd fast <4 x double> %38, %37
  %45 = fadd fast <4 x double> %39, %44
  %46 = fadd fast <4 x double> %40, %45
  %47 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %46)
  %48 = icmp eq i64 %18, %6
  br i1 %48, label %75, label %14

49:                                               ; preds = %5, %60
  %50 = phi i64 [ %63, %60 ], [ 1, %5 ]
  %51 = phi ptr [ %62, %60 ], [ %3, %5 ]
  %52 = phi i32 [ %61, %60 ], [ 2, %5 ]
  %53 = sext i32 %52 to i64
  %54 = icmp slt i64 %50, %53
  br i1 %54, label %60, label %55

55:                                               ; preds = %49
  %56 = shl nsw i32 %52, 1
  %57 = sext i32 %56 to i64
  %58 = shl nsw i64 %57, 3
  %59 = tail call ptr @realloc(ptr noundef nonnull %51, i64 noundef %58) #19
  br label %60

60:                                               ; preds = %55, %49
  %61 = phi i32 [ %56, %55 ], [ %52, %49 ]
  %62 = phi ptr [ %59, %55 ], [ %51, %49 ]
  %63 = add nuw nsw i64 %50, 1
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = uitofp nneg i32 %64 to double
  %66 = fmul fast double %65, %0
  %67 = tail call fast double @llvm.sin.f64(double %66)
  %68 = add nsw i64 %50, -1
  %69 = getelementptr inbounds double, ptr %62, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul fast double %70, 5.000000e-01
  %72 = fadd fast double %71, %67
  %73 = getelementptr inbounds double, ptr %62, i64 %50
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = icmp eq i64 %63, %6
  br i1 %74, label %9, label %49, !llvm.loop !47

75:                                               ; preds = %78, %43, %2, %9
  %76 = phi ptr [ %62, %9 ], [ %3, %2 ], [ %11, %43 ], [ %11, %78 ]
  %77 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %47, %43 ], [ %84, %78 ]
  tail call void @free(ptr noundef %76) #17
  ret double %77

78:                                               ; preds = %14, %78
  %79 = phi i64 [ %85, %78 ], [ %15, %14 ]
  %80 = phi double [ %84, %78 ], [ %16, %14 ]
  %81 = getelementptr inbounds double, ptr %11, i64 %79
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul fast double %82, %82
  %84 = fadd fast double %83, %80
  %85 = add nuw nsw i64 %79, 1
  %86 = icmp eq i64 %85, %12
  br i1 %86, label %75, label %78, !llvm.loop !75
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #15

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
  br i1 %21, label %22, label %14, !llvm.loop !76

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
  br i1 %52, label %10, label %24, !llvm.loop !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #16

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
attributes #14 = { nofree nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { nounwind allocsize(0) }
attributes #19 = { nounwind allocsize(1) }

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
!46 = distinct !{!46, !12, !21, !22}
!47 = distinct !{!47, !12, !48}
!48 = !{!"llvm.loop.peeled.count", i32 1}
!49 = distinct !{!49, !12, !22, !21}
!50 = distinct !{!50, !12, !21, !22}
!51 = distinct !{!51, !12, !22, !21}
!52 = distinct !{!52, !12, !21, !22}
!53 = distinct !{!53, !12, !22, !21}
!54 = distinct !{!54, !12}
!55 = distinct !{!55, !12}
!56 = distinct !{!56, !12}
!57 = distinct !{!57, !14}
!58 = distinct !{!58, !14}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !12}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !12, !21, !22}
!63 = !{ptr @chain, ptr @heap, ptr @rosen}
!64 = distinct !{!64, !12, !22, !21}
!65 = distinct !{!65, !12}
!66 = distinct !{!66, !12, !21, !22}
!67 = distinct !{!67, !12, !22, !21}
!68 = distinct !{!68, !14}
!69 = distinct !{!69, !12}
!70 = distinct !{!70, !12, !21, !22}
!71 = distinct !{!71, !12, !21, !22}
!72 = distinct !{!72, !12, !22, !21}
!73 = distinct !{!73, !12, !22, !21}
!74 = distinct !{!74, !12, !21, !22}
!75 = distinct !{!75, !12, !22, !21}
!76 = distinct !{!76, !14}
