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
@.str.20 = private unnamed_addr constant [17 x i8] c"rec.fwd_over_fwd\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"rec.rev_over_rev\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"descend.fwd_over_rev\00", align 1
@.str.23 = private unnamed_addr constant [21 x i8] c"descend.rev_over_rev\00", align 1
@.str.24 = private unnamed_addr constant [27 x i8] c"moved.fwd_over_rev.fd_grad\00", align 1
@.str.25 = private unnamed_addr constant [23 x i8] c"moved.fwd_over_rev.fd2\00", align 1
@.str.26 = private unnamed_addr constant [19 x i8] c"moved.rev_over_fwd\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"grow.fwd_over_rev.fd_grad\00", align 1
@.str.28 = private unnamed_addr constant [22 x i8] c"grow.fwd_over_rev.fd2\00", align 1
@.str.29 = private unnamed_addr constant [27 x i8] c"loop1.fwd_over_rev.fd_grad\00", align 1
@.str.30 = private unnamed_addr constant [23 x i8] c"loop1.fwd_over_rev.fd2\00", align 1
@.str.31 = private unnamed_addr constant [13 x i8] c"tab[1] = %g\0A\00", align 1
@tab = dso_local local_unnamed_addr global [8 x double] zeroinitializer, align 16
@.str.32 = private unnamed_addr constant [8 x i8] c"hessian\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.33 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@__const.descend.x = private unnamed_addr constant [3 x double] [double 5.000000e-01, double -2.000000e-01, double 1.000000e-01], align 16
@.str.36 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %19 = alloca [3 x double], align 16
  %20 = alloca [3 x double], align 16
  %21 = alloca [3 x double], align 16
  %22 = alloca [3 x double], align 16
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
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
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
  %55 = alloca double, align 8
  %56 = alloca double, align 8
  %57 = alloca double, align 8
  %58 = alloca double, align 8
  %59 = alloca [9 x double], align 16
  %60 = alloca [9 x double], align 16
  %61 = alloca [9 x double], align 16
  %62 = alloca [9 x double], align 16
  %63 = alloca double, align 8
  %64 = alloca double, align 8
  %65 = alloca double, align 8
  %66 = alloca double, align 8
  %67 = alloca [9 x double], align 16
  %68 = alloca double, align 8
  %69 = alloca double, align 8
  %70 = alloca [9 x double], align 16
  %71 = alloca [9 x double], align 16
  %72 = alloca [9 x double], align 16
  %73 = alloca [9 x double], align 16
  %74 = alloca [9 x double], align 16
  %75 = alloca [9 x double], align 16
  %76 = alloca [9 x double], align 16
  %77 = alloca [9 x double], align 16
  %78 = alloca [9 x double], align 16
  %79 = alloca [9 x double], align 16
  %80 = alloca [9 x double], align 16
  %81 = alloca [9 x double], align 16
  %82 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %74) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %75) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %76) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %77) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %78) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %79) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %80) #18
  br label %88

83:                                               ; preds = %1069
  %84 = getelementptr inbounds i8, ptr %22, i64 16
  %85 = getelementptr inbounds i8, ptr %21, i64 16
  %86 = getelementptr inbounds i8, ptr %20, i64 16
  %87 = getelementptr inbounds i8, ptr %19, i64 16
  br label %1091

88:                                               ; preds = %0, %1069
  %89 = phi i32 [ 2, %0 ], [ %1072, %1069 ]
  %90 = load i64, ptr @rng_state, align 8, !tbaa !5
  %91 = zext nneg i32 %89 to i64
  %92 = and i64 %91, 3
  %93 = icmp ult i32 %89, 4
  br i1 %93, label %134, label %94

94:                                               ; preds = %88
  %95 = and i64 %91, 2147483644
  br label %96

96:                                               ; preds = %96, %94
  %97 = phi i64 [ 0, %94 ], [ %131, %96 ]
  %98 = phi i64 [ %90, %94 ], [ %125, %96 ]
  %99 = phi i64 [ 0, %94 ], [ %132, %96 ]
  %100 = mul i64 %98, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = lshr i64 %101, 11
  %103 = uitofp nneg i64 %102 to double
  %104 = fmul fast double %103, 0x3CB3333333333333
  %105 = fadd fast double %104, -1.200000e+00
  %106 = getelementptr inbounds double, ptr %74, i64 %97
  store double %105, ptr %106, align 16, !tbaa !9
  %107 = or disjoint i64 %97, 1
  %108 = mul i64 %101, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = lshr i64 %109, 11
  %111 = uitofp nneg i64 %110 to double
  %112 = fmul fast double %111, 0x3CB3333333333333
  %113 = fadd fast double %112, -1.200000e+00
  %114 = getelementptr inbounds double, ptr %74, i64 %107
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = or disjoint i64 %97, 2
  %116 = mul i64 %109, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = lshr i64 %117, 11
  %119 = uitofp nneg i64 %118 to double
  %120 = fmul fast double %119, 0x3CB3333333333333
  %121 = fadd fast double %120, -1.200000e+00
  %122 = getelementptr inbounds double, ptr %74, i64 %115
  store double %121, ptr %122, align 16, !tbaa !9
  %123 = or disjoint i64 %97, 3
  %124 = mul i64 %117, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = lshr i64 %125, 11
  %127 = uitofp nneg i64 %126 to double
  %128 = fmul fast double %127, 0x3CB3333333333333
  %129 = fadd fast double %128, -1.200000e+00
  %130 = getelementptr inbounds double, ptr %74, i64 %123
  store double %129, ptr %130, align 8, !tbaa !9
  %131 = add nuw nsw i64 %97, 4
  %132 = add i64 %99, 4
  %133 = icmp eq i64 %132, %95
  br i1 %133, label %134, label %96, !llvm.loop !11

134:                                              ; preds = %96, %88
  %135 = phi i64 [ poison, %88 ], [ %125, %96 ]
  %136 = phi i64 [ 0, %88 ], [ %131, %96 ]
  %137 = phi i64 [ %90, %88 ], [ %125, %96 ]
  %138 = icmp eq i64 %92, 0
  br i1 %138, label %153, label %139

139:                                              ; preds = %134, %139
  %140 = phi i64 [ %150, %139 ], [ %136, %134 ]
  %141 = phi i64 [ %144, %139 ], [ %137, %134 ]
  %142 = phi i64 [ %151, %139 ], [ 0, %134 ]
  %143 = mul i64 %141, 6364136223846793005
  %144 = add i64 %143, 1442695040888963407
  %145 = lshr i64 %144, 11
  %146 = uitofp nneg i64 %145 to double
  %147 = fmul fast double %146, 0x3CB3333333333333
  %148 = fadd fast double %147, -1.200000e+00
  %149 = getelementptr inbounds double, ptr %74, i64 %140
  store double %148, ptr %149, align 8, !tbaa !9
  %150 = add nuw nsw i64 %140, 1
  %151 = add i64 %142, 1
  %152 = icmp eq i64 %151, %92
  br i1 %152, label %153, label %139, !llvm.loop !13

153:                                              ; preds = %139, %134
  %154 = phi i64 [ %135, %134 ], [ %144, %139 ]
  %155 = and i64 %91, 3
  %156 = icmp ult i32 %89, 4
  br i1 %156, label %197, label %157

157:                                              ; preds = %153
  %158 = and i64 %91, 2147483644
  br label %159

159:                                              ; preds = %159, %157
  %160 = phi i64 [ 0, %157 ], [ %194, %159 ]
  %161 = phi i64 [ %154, %157 ], [ %188, %159 ]
  %162 = phi i64 [ 0, %157 ], [ %195, %159 ]
  %163 = mul i64 %161, 6364136223846793005
  %164 = add i64 %163, 1442695040888963407
  %165 = lshr i64 %164, 11
  %166 = uitofp nneg i64 %165 to double
  %167 = fmul fast double %166, 0x3CB0000000000000
  %168 = fadd fast double %167, -1.000000e+00
  %169 = getelementptr inbounds double, ptr %75, i64 %160
  store double %168, ptr %169, align 16, !tbaa !9
  %170 = or disjoint i64 %160, 1
  %171 = mul i64 %164, 6364136223846793005
  %172 = add i64 %171, 1442695040888963407
  %173 = lshr i64 %172, 11
  %174 = uitofp nneg i64 %173 to double
  %175 = fmul fast double %174, 0x3CB0000000000000
  %176 = fadd fast double %175, -1.000000e+00
  %177 = getelementptr inbounds double, ptr %75, i64 %170
  store double %176, ptr %177, align 8, !tbaa !9
  %178 = or disjoint i64 %160, 2
  %179 = mul i64 %172, 6364136223846793005
  %180 = add i64 %179, 1442695040888963407
  %181 = lshr i64 %180, 11
  %182 = uitofp nneg i64 %181 to double
  %183 = fmul fast double %182, 0x3CB0000000000000
  %184 = fadd fast double %183, -1.000000e+00
  %185 = getelementptr inbounds double, ptr %75, i64 %178
  store double %184, ptr %185, align 16, !tbaa !9
  %186 = or disjoint i64 %160, 3
  %187 = mul i64 %180, 6364136223846793005
  %188 = add i64 %187, 1442695040888963407
  %189 = lshr i64 %188, 11
  %190 = uitofp nneg i64 %189 to double
  %191 = fmul fast double %190, 0x3CB0000000000000
  %192 = fadd fast double %191, -1.000000e+00
  %193 = getelementptr inbounds double, ptr %75, i64 %186
  store double %192, ptr %193, align 8, !tbaa !9
  %194 = add nuw nsw i64 %160, 4
  %195 = add i64 %162, 4
  %196 = icmp eq i64 %195, %158
  br i1 %196, label %197, label %159, !llvm.loop !11

197:                                              ; preds = %159, %153
  %198 = phi i64 [ poison, %153 ], [ %188, %159 ]
  %199 = phi i64 [ 0, %153 ], [ %194, %159 ]
  %200 = phi i64 [ %154, %153 ], [ %188, %159 ]
  %201 = icmp eq i64 %155, 0
  br i1 %201, label %216, label %202

202:                                              ; preds = %197, %202
  %203 = phi i64 [ %213, %202 ], [ %199, %197 ]
  %204 = phi i64 [ %207, %202 ], [ %200, %197 ]
  %205 = phi i64 [ %214, %202 ], [ 0, %197 ]
  %206 = mul i64 %204, 6364136223846793005
  %207 = add i64 %206, 1442695040888963407
  %208 = lshr i64 %207, 11
  %209 = uitofp nneg i64 %208 to double
  %210 = fmul fast double %209, 0x3CB0000000000000
  %211 = fadd fast double %210, -1.000000e+00
  %212 = getelementptr inbounds double, ptr %75, i64 %203
  store double %211, ptr %212, align 8, !tbaa !9
  %213 = add nuw nsw i64 %203, 1
  %214 = add i64 %205, 1
  %215 = icmp eq i64 %214, %155
  br i1 %215, label %216, label %202, !llvm.loop !15

216:                                              ; preds = %202, %197
  %217 = phi i64 [ %198, %197 ], [ %207, %202 ]
  %218 = and i64 %91, 3
  %219 = icmp ult i32 %89, 4
  br i1 %219, label %260, label %220

220:                                              ; preds = %216
  %221 = and i64 %91, 2147483644
  br label %222

222:                                              ; preds = %222, %220
  %223 = phi i64 [ 0, %220 ], [ %257, %222 ]
  %224 = phi i64 [ %217, %220 ], [ %251, %222 ]
  %225 = phi i64 [ 0, %220 ], [ %258, %222 ]
  %226 = mul i64 %224, 6364136223846793005
  %227 = add i64 %226, 1442695040888963407
  %228 = lshr i64 %227, 11
  %229 = uitofp nneg i64 %228 to double
  %230 = fmul fast double %229, 0x3CB0000000000000
  %231 = fadd fast double %230, -1.000000e+00
  %232 = getelementptr inbounds double, ptr %76, i64 %223
  store double %231, ptr %232, align 16, !tbaa !9
  %233 = or disjoint i64 %223, 1
  %234 = mul i64 %227, 6364136223846793005
  %235 = add i64 %234, 1442695040888963407
  %236 = lshr i64 %235, 11
  %237 = uitofp nneg i64 %236 to double
  %238 = fmul fast double %237, 0x3CB0000000000000
  %239 = fadd fast double %238, -1.000000e+00
  %240 = getelementptr inbounds double, ptr %76, i64 %233
  store double %239, ptr %240, align 8, !tbaa !9
  %241 = or disjoint i64 %223, 2
  %242 = mul i64 %235, 6364136223846793005
  %243 = add i64 %242, 1442695040888963407
  %244 = lshr i64 %243, 11
  %245 = uitofp nneg i64 %244 to double
  %246 = fmul fast double %245, 0x3CB0000000000000
  %247 = fadd fast double %246, -1.000000e+00
  %248 = getelementptr inbounds double, ptr %76, i64 %241
  store double %247, ptr %248, align 16, !tbaa !9
  %249 = or disjoint i64 %223, 3
  %250 = mul i64 %243, 6364136223846793005
  %251 = add i64 %250, 1442695040888963407
  %252 = lshr i64 %251, 11
  %253 = uitofp nneg i64 %252 to double
  %254 = fmul fast double %253, 0x3CB0000000000000
  %255 = fadd fast double %254, -1.000000e+00
  %256 = getelementptr inbounds double, ptr %76, i64 %249
  store double %255, ptr %256, align 8, !tbaa !9
  %257 = add nuw nsw i64 %223, 4
  %258 = add i64 %225, 4
  %259 = icmp eq i64 %258, %221
  br i1 %259, label %260, label %222, !llvm.loop !11

260:                                              ; preds = %222, %216
  %261 = phi i64 [ poison, %216 ], [ %251, %222 ]
  %262 = phi i64 [ 0, %216 ], [ %257, %222 ]
  %263 = phi i64 [ %217, %216 ], [ %251, %222 ]
  %264 = icmp eq i64 %218, 0
  br i1 %264, label %279, label %265

265:                                              ; preds = %260, %265
  %266 = phi i64 [ %276, %265 ], [ %262, %260 ]
  %267 = phi i64 [ %270, %265 ], [ %263, %260 ]
  %268 = phi i64 [ %277, %265 ], [ 0, %260 ]
  %269 = mul i64 %267, 6364136223846793005
  %270 = add i64 %269, 1442695040888963407
  %271 = lshr i64 %270, 11
  %272 = uitofp nneg i64 %271 to double
  %273 = fmul fast double %272, 0x3CB0000000000000
  %274 = fadd fast double %273, -1.000000e+00
  %275 = getelementptr inbounds double, ptr %76, i64 %266
  store double %274, ptr %275, align 8, !tbaa !9
  %276 = add nuw nsw i64 %266, 1
  %277 = add i64 %268, 1
  %278 = icmp eq i64 %277, %218
  br i1 %278, label %279, label %265, !llvm.loop !16

279:                                              ; preds = %265, %260
  %280 = phi i64 [ %261, %260 ], [ %270, %265 ]
  store i64 %280, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  %281 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %282 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %281, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %281, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %282, i32 noundef %89) #18
  %283 = shl nuw nsw i64 %91, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %80, i8 0, i64 %283, i1 false), !tbaa !9
  %284 = add nsw i32 %89, -1
  %285 = zext i32 %284 to i64
  %286 = load double, ptr %80, align 16
  br label %287

287:                                              ; preds = %287, %279
  %288 = phi double [ %286, %279 ], [ %315, %287 ]
  %289 = phi i64 [ 0, %279 ], [ %317, %287 ]
  %290 = phi i64 [ 1, %279 ], [ %316, %287 ]
  %291 = getelementptr inbounds double, ptr %74, i64 %289
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = fmul fast double %292, %292
  %294 = fmul fast double %293, 1.200000e+03
  %295 = getelementptr inbounds double, ptr %74, i64 %290
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = fmul fast double %296, -4.000000e+02
  %298 = fadd fast double %297, 2.000000e+00
  %299 = fadd fast double %298, %294
  %300 = fmul fast double %292, -4.000000e+02
  %301 = getelementptr inbounds double, ptr %75, i64 %289
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = fmul fast double %299, %302
  %304 = getelementptr inbounds double, ptr %75, i64 %290
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = fmul fast double %305, %300
  %307 = getelementptr inbounds double, ptr %80, i64 %289
  %308 = fadd fast double %288, %306
  %309 = fadd fast double %308, %303
  store double %309, ptr %307, align 8, !tbaa !9
  %310 = fmul fast double %302, %300
  %311 = fmul fast double %305, 2.000000e+02
  %312 = fadd fast double %311, %310
  %313 = getelementptr inbounds double, ptr %80, i64 %290
  %314 = load double, ptr %313, align 8, !tbaa !9
  %315 = fadd fast double %312, %314
  store double %315, ptr %313, align 8, !tbaa !9
  %316 = add nuw nsw i64 %290, 1
  %317 = add nuw nsw i64 %289, 1
  %318 = icmp eq i64 %317, %285
  br i1 %318, label %611, label %287, !llvm.loop !19

319:                                              ; preds = %640
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %70) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %71) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %72) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %72, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %73) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %73, i8 0, i64 72, i1 false)
  %320 = icmp ult i32 %89, 8
  br i1 %320, label %321, label %323

321:                                              ; preds = %347, %319
  %322 = phi i64 [ 0, %319 ], [ %324, %347 ]
  br label %354

323:                                              ; preds = %319
  %324 = and i64 %91, 2147483640
  br label %325

325:                                              ; preds = %325, %323
  %326 = phi i64 [ 0, %323 ], [ %345, %325 ]
  %327 = getelementptr inbounds double, ptr %74, i64 %326
  %328 = getelementptr inbounds i8, ptr %327, i64 32
  %329 = load <4 x double>, ptr %327, align 16, !tbaa !9
  %330 = load <4 x double>, ptr %328, align 16, !tbaa !9
  %331 = getelementptr inbounds double, ptr %75, i64 %326
  %332 = getelementptr inbounds i8, ptr %331, i64 32
  %333 = load <4 x double>, ptr %331, align 16, !tbaa !9
  %334 = load <4 x double>, ptr %332, align 16, !tbaa !9
  %335 = fmul fast <4 x double> %333, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %336 = fmul fast <4 x double> %334, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %337 = fadd fast <4 x double> %335, %329
  %338 = fadd fast <4 x double> %336, %330
  %339 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %326
  %340 = getelementptr inbounds i8, ptr %339, i64 32
  store <4 x double> %337, ptr %339, align 16, !tbaa !9
  store <4 x double> %338, ptr %340, align 16, !tbaa !9
  %341 = fsub fast <4 x double> %329, %335
  %342 = fsub fast <4 x double> %330, %336
  %343 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %326
  %344 = getelementptr inbounds i8, ptr %343, i64 32
  store <4 x double> %341, ptr %343, align 16, !tbaa !9
  store <4 x double> %342, ptr %344, align 16, !tbaa !9
  %345 = add nuw i64 %326, 8
  %346 = icmp eq i64 %345, %324
  br i1 %346, label %347, label %325, !llvm.loop !20

347:                                              ; preds = %325
  %348 = icmp eq i64 %324, %91
  br i1 %348, label %349, label %321

349:                                              ; preds = %354, %347
  %350 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %351 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %350, ptr noundef nonnull %70, ptr noundef nonnull %72, i32 noundef %351, i32 noundef %89) #18
  %352 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %353 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %352, ptr noundef nonnull %71, ptr noundef nonnull %73, i32 noundef %353, i32 noundef %89) #18
  br label %367

354:                                              ; preds = %321, %354
  %355 = phi i64 [ %365, %354 ], [ %322, %321 ]
  %356 = getelementptr inbounds double, ptr %74, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = getelementptr inbounds double, ptr %75, i64 %355
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = fmul fast double %359, 0x3EB0C6F7A0B5ED8D
  %361 = fadd fast double %360, %357
  %362 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %355
  store double %361, ptr %362, align 8, !tbaa !9
  %363 = fsub fast double %357, %360
  %364 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %355
  store double %363, ptr %364, align 8, !tbaa !9
  %365 = add nuw nsw i64 %355, 1
  %366 = icmp eq i64 %365, %91
  br i1 %366, label %349, label %354, !llvm.loop !23

367:                                              ; preds = %400, %349
  %368 = phi i64 [ 0, %349 ], [ %401, %400 ]
  %369 = getelementptr inbounds double, ptr %78, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = getelementptr inbounds [9 x double], ptr %72, i64 0, i64 %368
  %372 = load double, ptr %371, align 8, !tbaa !9
  %373 = getelementptr inbounds [9 x double], ptr %73, i64 0, i64 %368
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = fsub fast double %372, %374
  %376 = fmul fast double %375, 5.000000e+05
  %377 = call fast double @llvm.fabs.f64(double %376)
  %378 = call fast double @llvm.maxnum.f64(double %377, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  store volatile double %370, ptr %69, align 8, !tbaa !9
  %379 = load volatile double, ptr %69, align 8, !tbaa !9
  %380 = call double @llvm.fabs.f64(double %379)
  %381 = fcmp ueq double %380, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  br i1 %381, label %395, label %382

382:                                              ; preds = %367
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  store volatile double %376, ptr %68, align 8, !tbaa !9
  %383 = load volatile double, ptr %68, align 8, !tbaa !9
  %384 = call double @llvm.fabs.f64(double %383)
  %385 = fcmp ueq double %384, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  br i1 %385, label %395, label %386

386:                                              ; preds = %382
  %387 = fsub fast double %370, %376
  %388 = call fast double @llvm.fabs.f64(double %387)
  %389 = fmul fast double %378, 1.000000e-05
  %390 = fcmp fast ole double %388, %389
  %391 = freeze i1 %390
  br i1 %391, label %392, label %395

392:                                              ; preds = %386
  %393 = trunc nuw nsw i64 %368 to i32
  %394 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i32 noundef %393, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %376, ptr noundef nonnull @.str.34)
  br label %400

395:                                              ; preds = %386, %382, %367
  %396 = trunc nuw nsw i64 %368 to i32
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i32 noundef %396, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %376, ptr noundef nonnull @.str.35)
  %398 = load i32, ptr @n_fail, align 4, !tbaa !17
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !17
  br label %400

400:                                              ; preds = %395, %392
  %401 = add nuw nsw i64 %368, 1
  %402 = icmp eq i64 %401, %91
  br i1 %402, label %403, label %367, !llvm.loop !24

403:                                              ; preds = %400
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %73) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %72) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %70) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %74, ptr noundef nonnull %75, ptr noundef nonnull %78, i32 noundef %89)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %81) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %81, i8 0, i64 72, i1 false)
  %404 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %405 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %404, ptr noundef nonnull %74, ptr noundef nonnull %81, i32 noundef %405, i32 noundef %89) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %67) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %67, ptr noundef nonnull readonly align 16 dereferenceable(1) %74, i64 %283, i1 false)
  %406 = icmp ugt i32 %89, 1
  %407 = add nsw i32 %89, -1
  %408 = zext nneg i32 %407 to i64
  %409 = icmp ult i32 %89, 17
  %410 = and i64 %285, 4294967280
  %411 = or disjoint i64 %410, 1
  %412 = icmp eq i64 %410, %285
  %413 = icmp ult i32 %89, 17
  %414 = and i64 %285, 4294967280
  %415 = or disjoint i64 %414, 1
  %416 = icmp eq i64 %414, %285
  br label %417

417:                                              ; preds = %403, %603
  %418 = phi i64 [ %608, %603 ], [ 0, %403 ]
  %419 = getelementptr inbounds double, ptr %74, i64 %418
  %420 = load double, ptr %419, align 8, !tbaa !9
  %421 = call fast double @llvm.fabs.f64(double %420)
  %422 = call fast double @llvm.maxnum.f64(double %421, double 1.000000e+00)
  %423 = fmul fast double %422, 1.000000e-05
  %424 = fadd fast double %423, %420
  %425 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %418
  store double %424, ptr %425, align 8, !tbaa !9
  br i1 %406, label %426, label %603

426:                                              ; preds = %417
  br i1 %409, label %489, label %427

427:                                              ; preds = %426, %427
  %428 = phi i64 [ %482, %427 ], [ 0, %426 ]
  %429 = phi <4 x double> [ %478, %427 ], [ zeroinitializer, %426 ]
  %430 = phi <4 x double> [ %479, %427 ], [ zeroinitializer, %426 ]
  %431 = phi <4 x double> [ %480, %427 ], [ zeroinitializer, %426 ]
  %432 = phi <4 x double> [ %481, %427 ], [ zeroinitializer, %426 ]
  %433 = or disjoint i64 %428, 1
  %434 = getelementptr inbounds double, ptr %67, i64 %433
  %435 = getelementptr inbounds i8, ptr %434, i64 32
  %436 = getelementptr inbounds i8, ptr %434, i64 64
  %437 = getelementptr inbounds i8, ptr %434, i64 96
  %438 = load <4 x double>, ptr %434, align 8, !tbaa !9
  %439 = load <4 x double>, ptr %435, align 8, !tbaa !9
  %440 = load <4 x double>, ptr %436, align 8, !tbaa !9
  %441 = load <4 x double>, ptr %437, align 8, !tbaa !9
  %442 = getelementptr inbounds double, ptr %67, i64 %428
  %443 = getelementptr inbounds i8, ptr %442, i64 32
  %444 = getelementptr inbounds i8, ptr %442, i64 64
  %445 = getelementptr inbounds i8, ptr %442, i64 96
  %446 = load <4 x double>, ptr %442, align 16, !tbaa !9
  %447 = load <4 x double>, ptr %443, align 16, !tbaa !9
  %448 = load <4 x double>, ptr %444, align 16, !tbaa !9
  %449 = load <4 x double>, ptr %445, align 16, !tbaa !9
  %450 = fmul fast <4 x double> %446, %446
  %451 = fmul fast <4 x double> %447, %447
  %452 = fmul fast <4 x double> %448, %448
  %453 = fmul fast <4 x double> %449, %449
  %454 = fsub fast <4 x double> %438, %450
  %455 = fsub fast <4 x double> %439, %451
  %456 = fsub fast <4 x double> %440, %452
  %457 = fsub fast <4 x double> %441, %453
  %458 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %446
  %459 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %447
  %460 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %448
  %461 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %449
  %462 = fmul fast <4 x double> %454, %454
  %463 = fmul fast <4 x double> %455, %455
  %464 = fmul fast <4 x double> %456, %456
  %465 = fmul fast <4 x double> %457, %457
  %466 = fmul fast <4 x double> %462, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %467 = fmul fast <4 x double> %463, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %468 = fmul fast <4 x double> %464, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %469 = fmul fast <4 x double> %465, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %470 = fmul fast <4 x double> %458, %458
  %471 = fmul fast <4 x double> %459, %459
  %472 = fmul fast <4 x double> %460, %460
  %473 = fmul fast <4 x double> %461, %461
  %474 = fadd fast <4 x double> %470, %429
  %475 = fadd fast <4 x double> %471, %430
  %476 = fadd fast <4 x double> %472, %431
  %477 = fadd fast <4 x double> %473, %432
  %478 = fadd fast <4 x double> %474, %466
  %479 = fadd fast <4 x double> %475, %467
  %480 = fadd fast <4 x double> %476, %468
  %481 = fadd fast <4 x double> %477, %469
  %482 = add nuw i64 %428, 16
  %483 = icmp eq i64 %482, %410
  br i1 %483, label %484, label %427, !llvm.loop !25

484:                                              ; preds = %427
  %485 = fadd fast <4 x double> %479, %478
  %486 = fadd fast <4 x double> %480, %485
  %487 = fadd fast <4 x double> %481, %486
  %488 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %487)
  br i1 %412, label %512, label %489

489:                                              ; preds = %484, %426
  %490 = phi i64 [ 0, %426 ], [ %410, %484 ]
  %491 = phi i64 [ 1, %426 ], [ %411, %484 ]
  %492 = phi double [ 0.000000e+00, %426 ], [ %488, %484 ]
  br label %493

493:                                              ; preds = %489, %493
  %494 = phi i64 [ %510, %493 ], [ %490, %489 ]
  %495 = phi i64 [ %509, %493 ], [ %491, %489 ]
  %496 = phi double [ %508, %493 ], [ %492, %489 ]
  %497 = getelementptr inbounds double, ptr %67, i64 %495
  %498 = load double, ptr %497, align 8, !tbaa !9
  %499 = getelementptr inbounds double, ptr %67, i64 %494
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = fmul fast double %500, %500
  %502 = fsub fast double %498, %501
  %503 = fsub fast double 1.000000e+00, %500
  %504 = fmul fast double %502, %502
  %505 = fmul fast double %504, 1.000000e+02
  %506 = fmul fast double %503, %503
  %507 = fadd fast double %506, %496
  %508 = fadd fast double %507, %505
  %509 = add nuw nsw i64 %495, 1
  %510 = add nuw nsw i64 %494, 1
  %511 = icmp eq i64 %510, %408
  br i1 %511, label %512, label %493, !llvm.loop !26

512:                                              ; preds = %493, %484
  %513 = phi double [ %488, %484 ], [ %508, %493 ]
  %514 = fsub fast double %420, %423
  store double %514, ptr %425, align 8, !tbaa !9
  br i1 %413, label %577, label %515

515:                                              ; preds = %512, %515
  %516 = phi i64 [ %570, %515 ], [ 0, %512 ]
  %517 = phi <4 x double> [ %566, %515 ], [ zeroinitializer, %512 ]
  %518 = phi <4 x double> [ %567, %515 ], [ zeroinitializer, %512 ]
  %519 = phi <4 x double> [ %568, %515 ], [ zeroinitializer, %512 ]
  %520 = phi <4 x double> [ %569, %515 ], [ zeroinitializer, %512 ]
  %521 = or disjoint i64 %516, 1
  %522 = getelementptr inbounds double, ptr %67, i64 %521
  %523 = getelementptr inbounds i8, ptr %522, i64 32
  %524 = getelementptr inbounds i8, ptr %522, i64 64
  %525 = getelementptr inbounds i8, ptr %522, i64 96
  %526 = load <4 x double>, ptr %522, align 8, !tbaa !9
  %527 = load <4 x double>, ptr %523, align 8, !tbaa !9
  %528 = load <4 x double>, ptr %524, align 8, !tbaa !9
  %529 = load <4 x double>, ptr %525, align 8, !tbaa !9
  %530 = getelementptr inbounds double, ptr %67, i64 %516
  %531 = getelementptr inbounds i8, ptr %530, i64 32
  %532 = getelementptr inbounds i8, ptr %530, i64 64
  %533 = getelementptr inbounds i8, ptr %530, i64 96
  %534 = load <4 x double>, ptr %530, align 16, !tbaa !9
  %535 = load <4 x double>, ptr %531, align 16, !tbaa !9
  %536 = load <4 x double>, ptr %532, align 16, !tbaa !9
  %537 = load <4 x double>, ptr %533, align 16, !tbaa !9
  %538 = fmul fast <4 x double> %534, %534
  %539 = fmul fast <4 x double> %535, %535
  %540 = fmul fast <4 x double> %536, %536
  %541 = fmul fast <4 x double> %537, %537
  %542 = fsub fast <4 x double> %526, %538
  %543 = fsub fast <4 x double> %527, %539
  %544 = fsub fast <4 x double> %528, %540
  %545 = fsub fast <4 x double> %529, %541
  %546 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %534
  %547 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %535
  %548 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %536
  %549 = fsub fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %537
  %550 = fmul fast <4 x double> %542, %542
  %551 = fmul fast <4 x double> %543, %543
  %552 = fmul fast <4 x double> %544, %544
  %553 = fmul fast <4 x double> %545, %545
  %554 = fmul fast <4 x double> %550, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %555 = fmul fast <4 x double> %551, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %556 = fmul fast <4 x double> %552, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %557 = fmul fast <4 x double> %553, <double 1.000000e+02, double 1.000000e+02, double 1.000000e+02, double 1.000000e+02>
  %558 = fmul fast <4 x double> %546, %546
  %559 = fmul fast <4 x double> %547, %547
  %560 = fmul fast <4 x double> %548, %548
  %561 = fmul fast <4 x double> %549, %549
  %562 = fadd fast <4 x double> %558, %517
  %563 = fadd fast <4 x double> %559, %518
  %564 = fadd fast <4 x double> %560, %519
  %565 = fadd fast <4 x double> %561, %520
  %566 = fadd fast <4 x double> %562, %554
  %567 = fadd fast <4 x double> %563, %555
  %568 = fadd fast <4 x double> %564, %556
  %569 = fadd fast <4 x double> %565, %557
  %570 = add nuw i64 %516, 16
  %571 = icmp eq i64 %570, %414
  br i1 %571, label %572, label %515, !llvm.loop !27

572:                                              ; preds = %515
  %573 = fadd fast <4 x double> %567, %566
  %574 = fadd fast <4 x double> %568, %573
  %575 = fadd fast <4 x double> %569, %574
  %576 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %575)
  br i1 %416, label %600, label %577

577:                                              ; preds = %572, %512
  %578 = phi i64 [ 0, %512 ], [ %414, %572 ]
  %579 = phi i64 [ 1, %512 ], [ %415, %572 ]
  %580 = phi double [ 0.000000e+00, %512 ], [ %576, %572 ]
  br label %581

581:                                              ; preds = %577, %581
  %582 = phi i64 [ %598, %581 ], [ %578, %577 ]
  %583 = phi i64 [ %597, %581 ], [ %579, %577 ]
  %584 = phi double [ %596, %581 ], [ %580, %577 ]
  %585 = getelementptr inbounds double, ptr %67, i64 %583
  %586 = load double, ptr %585, align 8, !tbaa !9
  %587 = getelementptr inbounds double, ptr %67, i64 %582
  %588 = load double, ptr %587, align 8, !tbaa !9
  %589 = fmul fast double %588, %588
  %590 = fsub fast double %586, %589
  %591 = fsub fast double 1.000000e+00, %588
  %592 = fmul fast double %590, %590
  %593 = fmul fast double %592, 1.000000e+02
  %594 = fmul fast double %591, %591
  %595 = fadd fast double %594, %584
  %596 = fadd fast double %595, %593
  %597 = add nuw nsw i64 %583, 1
  %598 = add nuw nsw i64 %582, 1
  %599 = icmp eq i64 %598, %408
  br i1 %599, label %600, label %581, !llvm.loop !28

600:                                              ; preds = %581, %572
  %601 = phi double [ %576, %572 ], [ %596, %581 ]
  %602 = fsub fast double %513, %601
  br label %603

603:                                              ; preds = %417, %600
  %604 = phi double [ %602, %600 ], [ 0.000000e+00, %417 ]
  store double %420, ptr %425, align 8, !tbaa !9
  %605 = fmul fast double %422, 2.000000e-05
  %606 = fdiv fast double %604, %605
  %607 = getelementptr inbounds double, ptr %80, i64 %418
  store double %606, ptr %607, align 8, !tbaa !9
  %608 = add nuw nsw i64 %418, 1
  %609 = icmp eq i64 %608, %91
  br i1 %609, label %610, label %417, !llvm.loop !29

610:                                              ; preds = %603
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %67) #18
  br label %643

611:                                              ; preds = %287, %640
  %612 = phi i64 [ %641, %640 ], [ 0, %287 ]
  %613 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %612
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = getelementptr inbounds [9 x double], ptr %80, i64 0, i64 %612
  %616 = load double, ptr %615, align 8, !tbaa !9
  %617 = call fast double @llvm.fabs.f64(double %616)
  %618 = call fast double @llvm.maxnum.f64(double %617, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %66)
  store volatile double %614, ptr %66, align 8, !tbaa !9
  %619 = load volatile double, ptr %66, align 8, !tbaa !9
  %620 = call double @llvm.fabs.f64(double %619)
  %621 = fcmp ueq double %620, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %66)
  br i1 %621, label %635, label %622

622:                                              ; preds = %611
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  store volatile double %616, ptr %65, align 8, !tbaa !9
  %623 = load volatile double, ptr %65, align 8, !tbaa !9
  %624 = call double @llvm.fabs.f64(double %623)
  %625 = fcmp ueq double %624, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  br i1 %625, label %635, label %626

626:                                              ; preds = %622
  %627 = fsub fast double %614, %616
  %628 = call fast double @llvm.fabs.f64(double %627)
  %629 = fmul fast double %618, 1.000000e-10
  %630 = fcmp fast ole double %628, %629
  %631 = freeze i1 %630
  br i1 %631, label %632, label %635

632:                                              ; preds = %626
  %633 = trunc nuw nsw i64 %612 to i32
  %634 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i32 noundef %633, double noundef nofpclass(nan inf) %614, double noundef nofpclass(nan inf) %616, ptr noundef nonnull @.str.34)
  br label %640

635:                                              ; preds = %626, %622, %611
  %636 = trunc nuw nsw i64 %612 to i32
  %637 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i32 noundef %636, double noundef nofpclass(nan inf) %614, double noundef nofpclass(nan inf) %616, ptr noundef nonnull @.str.35)
  %638 = load i32, ptr @n_fail, align 4, !tbaa !17
  %639 = add nsw i32 %638, 1
  store i32 %639, ptr @n_fail, align 4, !tbaa !17
  br label %640

640:                                              ; preds = %632, %635
  %641 = add nuw nsw i64 %612, 1
  %642 = icmp eq i64 %641, %91
  br i1 %642, label %319, label %611, !llvm.loop !30

643:                                              ; preds = %610, %672
  %644 = phi i64 [ 0, %610 ], [ %673, %672 ]
  %645 = getelementptr inbounds [9 x double], ptr %81, i64 0, i64 %644
  %646 = load double, ptr %645, align 8, !tbaa !9
  %647 = getelementptr inbounds [9 x double], ptr %80, i64 0, i64 %644
  %648 = load double, ptr %647, align 8, !tbaa !9
  %649 = call fast double @llvm.fabs.f64(double %648)
  %650 = call fast double @llvm.maxnum.f64(double %649, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  store volatile double %646, ptr %64, align 8, !tbaa !9
  %651 = load volatile double, ptr %64, align 8, !tbaa !9
  %652 = call double @llvm.fabs.f64(double %651)
  %653 = fcmp ueq double %652, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  br i1 %653, label %667, label %654

654:                                              ; preds = %643
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  store volatile double %648, ptr %63, align 8, !tbaa !9
  %655 = load volatile double, ptr %63, align 8, !tbaa !9
  %656 = call double @llvm.fabs.f64(double %655)
  %657 = fcmp ueq double %656, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63)
  br i1 %657, label %667, label %658

658:                                              ; preds = %654
  %659 = fsub fast double %646, %648
  %660 = call fast double @llvm.fabs.f64(double %659)
  %661 = fmul fast double %650, 0x3EB0C6F7A0B5ED8D
  %662 = fcmp fast ole double %660, %661
  %663 = freeze i1 %662
  br i1 %663, label %664, label %667

664:                                              ; preds = %658
  %665 = trunc nuw nsw i64 %644 to i32
  %666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i32 noundef %665, double noundef nofpclass(nan inf) %646, double noundef nofpclass(nan inf) %648, ptr noundef nonnull @.str.34)
  br label %672

667:                                              ; preds = %658, %654, %643
  %668 = trunc nuw nsw i64 %644 to i32
  %669 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i32 noundef %668, double noundef nofpclass(nan inf) %646, double noundef nofpclass(nan inf) %648, ptr noundef nonnull @.str.35)
  %670 = load i32, ptr @n_fail, align 4, !tbaa !17
  %671 = add nsw i32 %670, 1
  store i32 %671, ptr @n_fail, align 4, !tbaa !17
  br label %672

672:                                              ; preds = %664, %667
  %673 = add nuw nsw i64 %644, 1
  %674 = icmp eq i64 %673, %91
  br i1 %674, label %766, label %643, !llvm.loop !31

675:                                              ; preds = %795
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %79, i8 0, i64 72, i1 false)
  %676 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %677 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %676, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %676, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %677, i32 noundef %89) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  %678 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %679 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %678, ptr noundef nonnull %74, ptr noundef nonnull %76, i32 noundef %678, ptr noundef nonnull %77, ptr noundef nonnull %79, i32 noundef %679, i32 noundef %89) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %61) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %61, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %62) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %62, i8 0, i64 72, i1 false)
  %680 = icmp ult i32 %89, 8
  br i1 %680, label %681, label %683

681:                                              ; preds = %707, %675
  %682 = phi i64 [ 0, %675 ], [ %684, %707 ]
  br label %714

683:                                              ; preds = %675
  %684 = and i64 %91, 2147483640
  br label %685

685:                                              ; preds = %685, %683
  %686 = phi i64 [ 0, %683 ], [ %705, %685 ]
  %687 = getelementptr inbounds double, ptr %74, i64 %686
  %688 = getelementptr inbounds i8, ptr %687, i64 32
  %689 = load <4 x double>, ptr %687, align 16, !tbaa !9
  %690 = load <4 x double>, ptr %688, align 16, !tbaa !9
  %691 = getelementptr inbounds double, ptr %75, i64 %686
  %692 = getelementptr inbounds i8, ptr %691, i64 32
  %693 = load <4 x double>, ptr %691, align 16, !tbaa !9
  %694 = load <4 x double>, ptr %692, align 16, !tbaa !9
  %695 = fmul fast <4 x double> %693, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %696 = fmul fast <4 x double> %694, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %697 = fadd fast <4 x double> %695, %689
  %698 = fadd fast <4 x double> %696, %690
  %699 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %686
  %700 = getelementptr inbounds i8, ptr %699, i64 32
  store <4 x double> %697, ptr %699, align 16, !tbaa !9
  store <4 x double> %698, ptr %700, align 16, !tbaa !9
  %701 = fsub fast <4 x double> %689, %695
  %702 = fsub fast <4 x double> %690, %696
  %703 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %686
  %704 = getelementptr inbounds i8, ptr %703, i64 32
  store <4 x double> %701, ptr %703, align 16, !tbaa !9
  store <4 x double> %702, ptr %704, align 16, !tbaa !9
  %705 = add nuw i64 %686, 8
  %706 = icmp eq i64 %705, %684
  br i1 %706, label %707, label %685, !llvm.loop !32

707:                                              ; preds = %685
  %708 = icmp eq i64 %684, %91
  br i1 %708, label %709, label %681

709:                                              ; preds = %714, %707
  %710 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %711 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %710, ptr noundef nonnull %59, ptr noundef nonnull %61, i32 noundef %711, i32 noundef %89) #18
  %712 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %713 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %712, ptr noundef nonnull %60, ptr noundef nonnull %62, i32 noundef %713, i32 noundef %89) #18
  br label %727

714:                                              ; preds = %681, %714
  %715 = phi i64 [ %725, %714 ], [ %682, %681 ]
  %716 = getelementptr inbounds double, ptr %74, i64 %715
  %717 = load double, ptr %716, align 8, !tbaa !9
  %718 = getelementptr inbounds double, ptr %75, i64 %715
  %719 = load double, ptr %718, align 8, !tbaa !9
  %720 = fmul fast double %719, 0x3EB0C6F7A0B5ED8D
  %721 = fadd fast double %720, %717
  %722 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %715
  store double %721, ptr %722, align 8, !tbaa !9
  %723 = fsub fast double %717, %720
  %724 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %715
  store double %723, ptr %724, align 8, !tbaa !9
  %725 = add nuw nsw i64 %715, 1
  %726 = icmp eq i64 %725, %91
  br i1 %726, label %709, label %714, !llvm.loop !33

727:                                              ; preds = %760, %709
  %728 = phi i64 [ 0, %709 ], [ %761, %760 ]
  %729 = getelementptr inbounds double, ptr %78, i64 %728
  %730 = load double, ptr %729, align 8, !tbaa !9
  %731 = getelementptr inbounds [9 x double], ptr %61, i64 0, i64 %728
  %732 = load double, ptr %731, align 8, !tbaa !9
  %733 = getelementptr inbounds [9 x double], ptr %62, i64 0, i64 %728
  %734 = load double, ptr %733, align 8, !tbaa !9
  %735 = fsub fast double %732, %734
  %736 = fmul fast double %735, 5.000000e+05
  %737 = call fast double @llvm.fabs.f64(double %736)
  %738 = call fast double @llvm.maxnum.f64(double %737, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %730, ptr %58, align 8, !tbaa !9
  %739 = load volatile double, ptr %58, align 8, !tbaa !9
  %740 = call double @llvm.fabs.f64(double %739)
  %741 = fcmp ueq double %740, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %741, label %755, label %742

742:                                              ; preds = %727
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double %736, ptr %57, align 8, !tbaa !9
  %743 = load volatile double, ptr %57, align 8, !tbaa !9
  %744 = call double @llvm.fabs.f64(double %743)
  %745 = fcmp ueq double %744, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %745, label %755, label %746

746:                                              ; preds = %742
  %747 = fsub fast double %730, %736
  %748 = call fast double @llvm.fabs.f64(double %747)
  %749 = fmul fast double %738, 1.000000e-05
  %750 = fcmp fast ole double %748, %749
  %751 = freeze i1 %750
  br i1 %751, label %752, label %755

752:                                              ; preds = %746
  %753 = trunc nuw nsw i64 %728 to i32
  %754 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i32 noundef %753, double noundef nofpclass(nan inf) %730, double noundef nofpclass(nan inf) %736, ptr noundef nonnull @.str.34)
  br label %760

755:                                              ; preds = %746, %742, %727
  %756 = trunc nuw nsw i64 %728 to i32
  %757 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i32 noundef %756, double noundef nofpclass(nan inf) %730, double noundef nofpclass(nan inf) %736, ptr noundef nonnull @.str.35)
  %758 = load i32, ptr @n_fail, align 4, !tbaa !17
  %759 = add nsw i32 %758, 1
  store i32 %759, ptr @n_fail, align 4, !tbaa !17
  br label %760

760:                                              ; preds = %755, %752
  %761 = add nuw nsw i64 %728, 1
  %762 = icmp eq i64 %761, %91
  br i1 %762, label %763, label %727, !llvm.loop !24

763:                                              ; preds = %760
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %62) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %61) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %74, ptr noundef nonnull %75, ptr noundef nonnull %78, i32 noundef %89)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %82) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %82, i8 0, i64 72, i1 false)
  %764 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %765 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %764, ptr noundef nonnull %74, ptr noundef nonnull %82, i32 noundef %765, ptr noundef nonnull %75, i32 noundef %765, i32 noundef %89) #18
  br label %798

766:                                              ; preds = %672, %795
  %767 = phi i64 [ %796, %795 ], [ 0, %672 ]
  %768 = getelementptr inbounds [9 x double], ptr %77, i64 0, i64 %767
  %769 = load double, ptr %768, align 8, !tbaa !9
  %770 = getelementptr inbounds [9 x double], ptr %80, i64 0, i64 %767
  %771 = load double, ptr %770, align 8, !tbaa !9
  %772 = call fast double @llvm.fabs.f64(double %771)
  %773 = call fast double @llvm.maxnum.f64(double %772, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %769, ptr %56, align 8, !tbaa !9
  %774 = load volatile double, ptr %56, align 8, !tbaa !9
  %775 = call double @llvm.fabs.f64(double %774)
  %776 = fcmp ueq double %775, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %776, label %790, label %777

777:                                              ; preds = %766
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %771, ptr %55, align 8, !tbaa !9
  %778 = load volatile double, ptr %55, align 8, !tbaa !9
  %779 = call double @llvm.fabs.f64(double %778)
  %780 = fcmp ueq double %779, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %780, label %790, label %781

781:                                              ; preds = %777
  %782 = fsub fast double %769, %771
  %783 = call fast double @llvm.fabs.f64(double %782)
  %784 = fmul fast double %773, 0x3EB0C6F7A0B5ED8D
  %785 = fcmp fast ole double %783, %784
  %786 = freeze i1 %785
  br i1 %786, label %787, label %790

787:                                              ; preds = %781
  %788 = trunc nuw nsw i64 %767 to i32
  %789 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i32 noundef %788, double noundef nofpclass(nan inf) %769, double noundef nofpclass(nan inf) %771, ptr noundef nonnull @.str.34)
  br label %795

790:                                              ; preds = %781, %777, %766
  %791 = trunc nuw nsw i64 %767 to i32
  %792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i32 noundef %791, double noundef nofpclass(nan inf) %769, double noundef nofpclass(nan inf) %771, ptr noundef nonnull @.str.35)
  %793 = load i32, ptr @n_fail, align 4, !tbaa !17
  %794 = add nsw i32 %793, 1
  store i32 %794, ptr @n_fail, align 4, !tbaa !17
  br label %795

795:                                              ; preds = %787, %790
  %796 = add nuw nsw i64 %767, 1
  %797 = icmp eq i64 %796, %91
  br i1 %797, label %675, label %766, !llvm.loop !34

798:                                              ; preds = %763, %827
  %799 = phi i64 [ 0, %763 ], [ %828, %827 ]
  %800 = getelementptr inbounds [9 x double], ptr %82, i64 0, i64 %799
  %801 = load double, ptr %800, align 8, !tbaa !9
  %802 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %799
  %803 = load double, ptr %802, align 8, !tbaa !9
  %804 = call fast double @llvm.fabs.f64(double %803)
  %805 = call fast double @llvm.maxnum.f64(double %804, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %801, ptr %54, align 8, !tbaa !9
  %806 = load volatile double, ptr %54, align 8, !tbaa !9
  %807 = call double @llvm.fabs.f64(double %806)
  %808 = fcmp ueq double %807, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %808, label %822, label %809

809:                                              ; preds = %798
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %803, ptr %53, align 8, !tbaa !9
  %810 = load volatile double, ptr %53, align 8, !tbaa !9
  %811 = call double @llvm.fabs.f64(double %810)
  %812 = fcmp ueq double %811, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %812, label %822, label %813

813:                                              ; preds = %809
  %814 = fsub fast double %801, %803
  %815 = call fast double @llvm.fabs.f64(double %814)
  %816 = fmul fast double %805, 1.000000e-10
  %817 = fcmp fast ole double %815, %816
  %818 = freeze i1 %817
  br i1 %818, label %819, label %822

819:                                              ; preds = %813
  %820 = trunc nuw nsw i64 %799 to i32
  %821 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i32 noundef %820, double noundef nofpclass(nan inf) %801, double noundef nofpclass(nan inf) %803, ptr noundef nonnull @.str.34)
  br label %827

822:                                              ; preds = %813, %809, %798
  %823 = trunc nuw nsw i64 %799 to i32
  %824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i32 noundef %823, double noundef nofpclass(nan inf) %801, double noundef nofpclass(nan inf) %803, ptr noundef nonnull @.str.35)
  %825 = load i32, ptr @n_fail, align 4, !tbaa !17
  %826 = add nsw i32 %825, 1
  store i32 %826, ptr @n_fail, align 4, !tbaa !17
  br label %827

827:                                              ; preds = %819, %822
  %828 = add nuw nsw i64 %799, 1
  %829 = icmp eq i64 %828, %91
  br i1 %829, label %830, label %798, !llvm.loop !35

830:                                              ; preds = %827
  %831 = icmp ult i32 %89, 16
  br i1 %831, label %832, label %836

832:                                              ; preds = %898, %830
  %833 = phi i64 [ 0, %830 ], [ %837, %898 ]
  %834 = phi double [ 0.000000e+00, %830 ], [ %902, %898 ]
  %835 = phi double [ 0.000000e+00, %830 ], [ %906, %898 ]
  br label %965

836:                                              ; preds = %830
  %837 = and i64 %91, 2147483632
  br label %838

838:                                              ; preds = %838, %836
  %839 = phi i64 [ 0, %836 ], [ %896, %838 ]
  %840 = phi <4 x double> [ zeroinitializer, %836 ], [ %868, %838 ]
  %841 = phi <4 x double> [ zeroinitializer, %836 ], [ %869, %838 ]
  %842 = phi <4 x double> [ zeroinitializer, %836 ], [ %870, %838 ]
  %843 = phi <4 x double> [ zeroinitializer, %836 ], [ %871, %838 ]
  %844 = phi <4 x double> [ zeroinitializer, %836 ], [ %892, %838 ]
  %845 = phi <4 x double> [ zeroinitializer, %836 ], [ %893, %838 ]
  %846 = phi <4 x double> [ zeroinitializer, %836 ], [ %894, %838 ]
  %847 = phi <4 x double> [ zeroinitializer, %836 ], [ %895, %838 ]
  %848 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %839
  %849 = getelementptr inbounds i8, ptr %848, i64 32
  %850 = getelementptr inbounds i8, ptr %848, i64 64
  %851 = getelementptr inbounds i8, ptr %848, i64 96
  %852 = load <4 x double>, ptr %848, align 16, !tbaa !9
  %853 = load <4 x double>, ptr %849, align 16, !tbaa !9
  %854 = load <4 x double>, ptr %850, align 16, !tbaa !9
  %855 = load <4 x double>, ptr %851, align 16, !tbaa !9
  %856 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %839
  %857 = getelementptr inbounds i8, ptr %856, i64 32
  %858 = getelementptr inbounds i8, ptr %856, i64 64
  %859 = getelementptr inbounds i8, ptr %856, i64 96
  %860 = load <4 x double>, ptr %856, align 16, !tbaa !9
  %861 = load <4 x double>, ptr %857, align 16, !tbaa !9
  %862 = load <4 x double>, ptr %858, align 16, !tbaa !9
  %863 = load <4 x double>, ptr %859, align 16, !tbaa !9
  %864 = fmul fast <4 x double> %860, %852
  %865 = fmul fast <4 x double> %861, %853
  %866 = fmul fast <4 x double> %862, %854
  %867 = fmul fast <4 x double> %863, %855
  %868 = fadd fast <4 x double> %864, %840
  %869 = fadd fast <4 x double> %865, %841
  %870 = fadd fast <4 x double> %866, %842
  %871 = fadd fast <4 x double> %867, %843
  %872 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %839
  %873 = getelementptr inbounds i8, ptr %872, i64 32
  %874 = getelementptr inbounds i8, ptr %872, i64 64
  %875 = getelementptr inbounds i8, ptr %872, i64 96
  %876 = load <4 x double>, ptr %872, align 16, !tbaa !9
  %877 = load <4 x double>, ptr %873, align 16, !tbaa !9
  %878 = load <4 x double>, ptr %874, align 16, !tbaa !9
  %879 = load <4 x double>, ptr %875, align 16, !tbaa !9
  %880 = getelementptr inbounds [9 x double], ptr %79, i64 0, i64 %839
  %881 = getelementptr inbounds i8, ptr %880, i64 32
  %882 = getelementptr inbounds i8, ptr %880, i64 64
  %883 = getelementptr inbounds i8, ptr %880, i64 96
  %884 = load <4 x double>, ptr %880, align 16, !tbaa !9
  %885 = load <4 x double>, ptr %881, align 16, !tbaa !9
  %886 = load <4 x double>, ptr %882, align 16, !tbaa !9
  %887 = load <4 x double>, ptr %883, align 16, !tbaa !9
  %888 = fmul fast <4 x double> %884, %876
  %889 = fmul fast <4 x double> %885, %877
  %890 = fmul fast <4 x double> %886, %878
  %891 = fmul fast <4 x double> %887, %879
  %892 = fadd fast <4 x double> %888, %844
  %893 = fadd fast <4 x double> %889, %845
  %894 = fadd fast <4 x double> %890, %846
  %895 = fadd fast <4 x double> %891, %847
  %896 = add nuw i64 %839, 16
  %897 = icmp eq i64 %896, %837
  br i1 %897, label %898, label %838, !llvm.loop !36

898:                                              ; preds = %838
  %899 = fadd fast <4 x double> %869, %868
  %900 = fadd fast <4 x double> %870, %899
  %901 = fadd fast <4 x double> %871, %900
  %902 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %901)
  %903 = fadd fast <4 x double> %893, %892
  %904 = fadd fast <4 x double> %894, %903
  %905 = fadd fast <4 x double> %895, %904
  %906 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %905)
  %907 = icmp eq i64 %837, %91
  br i1 %907, label %908, label %832

908:                                              ; preds = %965, %898
  %909 = phi double [ %902, %898 ], [ %974, %965 ]
  %910 = phi double [ %906, %898 ], [ %980, %965 ]
  %911 = call fast double @llvm.fabs.f64(double %910)
  %912 = call fast double @llvm.maxnum.f64(double %911, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %909, ptr %52, align 8, !tbaa !9
  %913 = load volatile double, ptr %52, align 8, !tbaa !9
  %914 = call double @llvm.fabs.f64(double %913)
  %915 = fcmp ueq double %914, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %915, label %928, label %916

916:                                              ; preds = %908
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double %910, ptr %51, align 8, !tbaa !9
  %917 = load volatile double, ptr %51, align 8, !tbaa !9
  %918 = call double @llvm.fabs.f64(double %917)
  %919 = fcmp ueq double %918, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %919, label %928, label %920

920:                                              ; preds = %916
  %921 = fsub fast double %909, %910
  %922 = call fast double @llvm.fabs.f64(double %921)
  %923 = fmul fast double %912, 1.000000e-10
  %924 = fcmp fast ole double %922, %923
  %925 = freeze i1 %924
  br i1 %925, label %926, label %928

926:                                              ; preds = %920
  %927 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i32 noundef %89, double noundef nofpclass(nan inf) %909, double noundef nofpclass(nan inf) %910, ptr noundef nonnull @.str.34)
  br label %932

928:                                              ; preds = %920, %916, %908
  %929 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i32 noundef %89, double noundef nofpclass(nan inf) %909, double noundef nofpclass(nan inf) %910, ptr noundef nonnull @.str.35)
  %930 = load i32, ptr @n_fail, align 4, !tbaa !17
  %931 = add nsw i32 %930, 1
  store i32 %931, ptr @n_fail, align 4, !tbaa !17
  br label %932

932:                                              ; preds = %926, %928
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  %933 = icmp ult i32 %89, 16
  br i1 %933, label %934, label %936

934:                                              ; preds = %963, %932
  %935 = phi i64 [ 0, %932 ], [ %937, %963 ]
  br label %1074

936:                                              ; preds = %932
  %937 = and i64 %91, 2147483632
  br label %938

938:                                              ; preds = %938, %936
  %939 = phi i64 [ 0, %936 ], [ %960, %938 ]
  %940 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %936 ], [ %961, %938 ]
  %941 = add <4 x i32> %940, <i32 4, i32 4, i32 4, i32 4>
  %942 = add <4 x i32> %940, <i32 8, i32 8, i32 8, i32 8>
  %943 = add <4 x i32> %940, <i32 12, i32 12, i32 12, i32 12>
  %944 = uitofp <4 x i32> %940 to <4 x double>
  %945 = uitofp <4 x i32> %941 to <4 x double>
  %946 = uitofp <4 x i32> %942 to <4 x double>
  %947 = uitofp <4 x i32> %943 to <4 x double>
  %948 = fmul fast <4 x double> %944, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %949 = fmul fast <4 x double> %945, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %950 = fmul fast <4 x double> %946, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %951 = fmul fast <4 x double> %947, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %952 = fadd fast <4 x double> %948, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %953 = fadd fast <4 x double> %949, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %954 = fadd fast <4 x double> %950, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %955 = fadd fast <4 x double> %951, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %956 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %939
  %957 = getelementptr inbounds i8, ptr %956, i64 32
  %958 = getelementptr inbounds i8, ptr %956, i64 64
  %959 = getelementptr inbounds i8, ptr %956, i64 96
  store <4 x double> %952, ptr %956, align 16, !tbaa !9
  store <4 x double> %953, ptr %957, align 16, !tbaa !9
  store <4 x double> %954, ptr %958, align 16, !tbaa !9
  store <4 x double> %955, ptr %959, align 16, !tbaa !9
  %960 = add nuw i64 %939, 16
  %961 = add <4 x i32> %940, <i32 16, i32 16, i32 16, i32 16>
  %962 = icmp eq i64 %960, %937
  br i1 %962, label %963, label %938, !llvm.loop !37

963:                                              ; preds = %938
  %964 = icmp eq i64 %937, %91
  br i1 %964, label %983, label %934

965:                                              ; preds = %832, %965
  %966 = phi i64 [ %981, %965 ], [ %833, %832 ]
  %967 = phi double [ %974, %965 ], [ %834, %832 ]
  %968 = phi double [ %980, %965 ], [ %835, %832 ]
  %969 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %966
  %970 = load double, ptr %969, align 8, !tbaa !9
  %971 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %966
  %972 = load double, ptr %971, align 8, !tbaa !9
  %973 = fmul fast double %972, %970
  %974 = fadd fast double %973, %967
  %975 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %966
  %976 = load double, ptr %975, align 8, !tbaa !9
  %977 = getelementptr inbounds [9 x double], ptr %79, i64 0, i64 %966
  %978 = load double, ptr %977, align 8, !tbaa !9
  %979 = fmul fast double %978, %976
  %980 = fadd fast double %979, %968
  %981 = add nuw nsw i64 %966, 1
  %982 = icmp eq i64 %981, %91
  br i1 %982, label %908, label %965, !llvm.loop !38

983:                                              ; preds = %1074, %963
  %984 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %985 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %984, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %984, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %985, i32 noundef %89) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %49, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %50, i8 0, i64 72, i1 false)
  %986 = icmp ult i32 %89, 8
  br i1 %986, label %987, label %989

987:                                              ; preds = %1013, %983
  %988 = phi i64 [ 0, %983 ], [ %990, %1013 ]
  br label %1020

989:                                              ; preds = %983
  %990 = and i64 %91, 2147483640
  br label %991

991:                                              ; preds = %991, %989
  %992 = phi i64 [ 0, %989 ], [ %1011, %991 ]
  %993 = getelementptr inbounds double, ptr %74, i64 %992
  %994 = getelementptr inbounds i8, ptr %993, i64 32
  %995 = load <4 x double>, ptr %993, align 16, !tbaa !9
  %996 = load <4 x double>, ptr %994, align 16, !tbaa !9
  %997 = getelementptr inbounds double, ptr %75, i64 %992
  %998 = getelementptr inbounds i8, ptr %997, i64 32
  %999 = load <4 x double>, ptr %997, align 16, !tbaa !9
  %1000 = load <4 x double>, ptr %998, align 16, !tbaa !9
  %1001 = fmul fast <4 x double> %999, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %1002 = fmul fast <4 x double> %1000, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %1003 = fadd fast <4 x double> %1001, %995
  %1004 = fadd fast <4 x double> %1002, %996
  %1005 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %992
  %1006 = getelementptr inbounds i8, ptr %1005, i64 32
  store <4 x double> %1003, ptr %1005, align 16, !tbaa !9
  store <4 x double> %1004, ptr %1006, align 16, !tbaa !9
  %1007 = fsub fast <4 x double> %995, %1001
  %1008 = fsub fast <4 x double> %996, %1002
  %1009 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %992
  %1010 = getelementptr inbounds i8, ptr %1009, i64 32
  store <4 x double> %1007, ptr %1009, align 16, !tbaa !9
  store <4 x double> %1008, ptr %1010, align 16, !tbaa !9
  %1011 = add nuw i64 %992, 8
  %1012 = icmp eq i64 %1011, %990
  br i1 %1012, label %1013, label %991, !llvm.loop !39

1013:                                             ; preds = %991
  %1014 = icmp eq i64 %990, %91
  br i1 %1014, label %1015, label %987

1015:                                             ; preds = %1020, %1013
  %1016 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %1017 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %1016, ptr noundef nonnull %47, ptr noundef nonnull %49, i32 noundef %1017, i32 noundef %89) #18
  %1018 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %1019 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %1018, ptr noundef nonnull %48, ptr noundef nonnull %50, i32 noundef %1019, i32 noundef %89) #18
  br label %1033

1020:                                             ; preds = %987, %1020
  %1021 = phi i64 [ %1031, %1020 ], [ %988, %987 ]
  %1022 = getelementptr inbounds double, ptr %74, i64 %1021
  %1023 = load double, ptr %1022, align 8, !tbaa !9
  %1024 = getelementptr inbounds double, ptr %75, i64 %1021
  %1025 = load double, ptr %1024, align 8, !tbaa !9
  %1026 = fmul fast double %1025, 0x3EB0C6F7A0B5ED8D
  %1027 = fadd fast double %1026, %1023
  %1028 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %1021
  store double %1027, ptr %1028, align 8, !tbaa !9
  %1029 = fsub fast double %1023, %1026
  %1030 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %1021
  store double %1029, ptr %1030, align 8, !tbaa !9
  %1031 = add nuw nsw i64 %1021, 1
  %1032 = icmp eq i64 %1031, %91
  br i1 %1032, label %1015, label %1020, !llvm.loop !40

1033:                                             ; preds = %1066, %1015
  %1034 = phi i64 [ 0, %1015 ], [ %1067, %1066 ]
  %1035 = getelementptr inbounds double, ptr %78, i64 %1034
  %1036 = load double, ptr %1035, align 8, !tbaa !9
  %1037 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %1034
  %1038 = load double, ptr %1037, align 8, !tbaa !9
  %1039 = getelementptr inbounds [9 x double], ptr %50, i64 0, i64 %1034
  %1040 = load double, ptr %1039, align 8, !tbaa !9
  %1041 = fsub fast double %1038, %1040
  %1042 = fmul fast double %1041, 5.000000e+05
  %1043 = call fast double @llvm.fabs.f64(double %1042)
  %1044 = call fast double @llvm.maxnum.f64(double %1043, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1036, ptr %46, align 8, !tbaa !9
  %1045 = load volatile double, ptr %46, align 8, !tbaa !9
  %1046 = call double @llvm.fabs.f64(double %1045)
  %1047 = fcmp ueq double %1046, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1047, label %1061, label %1048

1048:                                             ; preds = %1033
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1042, ptr %45, align 8, !tbaa !9
  %1049 = load volatile double, ptr %45, align 8, !tbaa !9
  %1050 = call double @llvm.fabs.f64(double %1049)
  %1051 = fcmp ueq double %1050, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1051, label %1061, label %1052

1052:                                             ; preds = %1048
  %1053 = fsub fast double %1036, %1042
  %1054 = call fast double @llvm.fabs.f64(double %1053)
  %1055 = fmul fast double %1044, 1.000000e-05
  %1056 = fcmp fast ole double %1054, %1055
  %1057 = freeze i1 %1056
  br i1 %1057, label %1058, label %1061

1058:                                             ; preds = %1052
  %1059 = trunc nuw nsw i64 %1034 to i32
  %1060 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i32 noundef %1059, double noundef nofpclass(nan inf) %1036, double noundef nofpclass(nan inf) %1042, ptr noundef nonnull @.str.34)
  br label %1066

1061:                                             ; preds = %1052, %1048, %1033
  %1062 = trunc nuw nsw i64 %1034 to i32
  %1063 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i32 noundef %1062, double noundef nofpclass(nan inf) %1036, double noundef nofpclass(nan inf) %1042, ptr noundef nonnull @.str.35)
  %1064 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1065 = add nsw i32 %1064, 1
  store i32 %1065, ptr @n_fail, align 4, !tbaa !17
  br label %1066

1066:                                             ; preds = %1061, %1058
  %1067 = add nuw nsw i64 %1034, 1
  %1068 = icmp eq i64 %1067, %91
  br i1 %1068, label %1069, label %1033, !llvm.loop !24

1069:                                             ; preds = %1066
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %74, ptr noundef nonnull %75, ptr noundef nonnull %78, i32 noundef %89)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %82) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %81) #18
  %1070 = icmp ugt i32 %89, 2
  %1071 = select i1 %1070, i32 5, i32 7
  %1072 = add nuw nsw i32 %1071, %89
  %1073 = icmp ult i32 %1072, 10
  br i1 %1073, label %88, label %83, !llvm.loop !41

1074:                                             ; preds = %934, %1074
  %1075 = phi i64 [ %1081, %1074 ], [ %935, %934 ]
  %1076 = trunc nuw nsw i64 %1075 to i32
  %1077 = uitofp nneg i32 %1076 to double
  %1078 = fmul fast double %1077, 1.000000e-01
  %1079 = fadd fast double %1078, 3.000000e-01
  %1080 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %1075
  store double %1079, ptr %1080, align 8, !tbaa !9
  %1081 = add nuw nsw i64 %1075, 1
  %1082 = icmp eq i64 %1081, %91
  br i1 %1082, label %983, label %1074, !llvm.loop !42

1083:                                             ; preds = %2441
  %1084 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %1085 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, double noundef nofpclass(nan inf) %1084)
  %1086 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1087 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.32, i32 noundef %1086)
  %1088 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1089 = icmp ne i32 %1088, 0
  %1090 = zext i1 %1089 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %80) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %79) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %78) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %77) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %76) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %75) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %74) #18
  ret i32 %1090

1091:                                             ; preds = %83, %2441
  %1092 = phi i64 [ 0, %83 ], [ %2442, %2441 ]
  %1093 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %1092
  %1094 = load double, ptr %1093, align 8, !tbaa !9
  %1095 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00) #18
  %1096 = call fast double @llvm.sin.f64(double %1094)
  %1097 = fmul fast double %1094, 4.000000e+00
  %1098 = call fast double @llvm.cos.f64(double %1094)
  %1099 = fmul fast double %1097, %1098
  %1100 = fmul fast double %1094, %1094
  %1101 = fmul fast double %1094, 5.000000e-01
  %1102 = call fast double @llvm.exp.f64(double %1101)
  %1103 = fmul fast double %1102, 2.500000e-01
  %1104 = fsub fast double 2.000000e+00, %1100
  %1105 = fmul fast double %1104, %1096
  %1106 = fadd fast double %1103, %1099
  %1107 = fadd fast double %1106, %1105
  %1108 = call fast double @llvm.fabs.f64(double %1107)
  %1109 = call fast double @llvm.maxnum.f64(double %1108, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %1095, ptr %44, align 8, !tbaa !9
  %1110 = load volatile double, ptr %44, align 8, !tbaa !9
  %1111 = call double @llvm.fabs.f64(double %1110)
  %1112 = fcmp ueq double %1111, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %1112, label %1126, label %1113

1113:                                             ; preds = %1091
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %1107, ptr %43, align 8, !tbaa !9
  %1114 = load volatile double, ptr %43, align 8, !tbaa !9
  %1115 = call double @llvm.fabs.f64(double %1114)
  %1116 = fcmp ueq double %1115, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %1116, label %1126, label %1117

1117:                                             ; preds = %1113
  %1118 = fsub fast double %1095, %1107
  %1119 = call fast double @llvm.fabs.f64(double %1118)
  %1120 = fmul fast double %1109, 1.000000e-10
  %1121 = fcmp fast ole double %1119, %1120
  %1122 = freeze i1 %1121
  br i1 %1122, label %1123, label %1126

1123:                                             ; preds = %1117
  %1124 = trunc nuw nsw i64 %1092 to i32
  %1125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11, i32 noundef %1124, double noundef nofpclass(nan inf) %1095, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.34)
  br label %1131

1126:                                             ; preds = %1117, %1113, %1091
  %1127 = trunc nuw nsw i64 %1092 to i32
  %1128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11, i32 noundef %1127, double noundef nofpclass(nan inf) %1095, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.35)
  %1129 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1130 = add nsw i32 %1129, 1
  store i32 %1130, ptr @n_fail, align 4, !tbaa !17
  br label %1131

1131:                                             ; preds = %1123, %1126
  %1132 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %1132, ptr %42, align 8, !tbaa !9
  %1133 = load volatile double, ptr %42, align 8, !tbaa !9
  %1134 = call double @llvm.fabs.f64(double %1133)
  %1135 = fcmp ueq double %1134, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %1135, label %1149, label %1136

1136:                                             ; preds = %1131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %1107, ptr %41, align 8, !tbaa !9
  %1137 = load volatile double, ptr %41, align 8, !tbaa !9
  %1138 = call double @llvm.fabs.f64(double %1137)
  %1139 = fcmp ueq double %1138, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1139, label %1149, label %1140

1140:                                             ; preds = %1136
  %1141 = fsub fast double %1132, %1107
  %1142 = call fast double @llvm.fabs.f64(double %1141)
  %1143 = fmul fast double %1109, 1.000000e-10
  %1144 = fcmp fast ole double %1142, %1143
  %1145 = freeze i1 %1144
  br i1 %1145, label %1146, label %1149

1146:                                             ; preds = %1140
  %1147 = trunc nuw nsw i64 %1092 to i32
  %1148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12, i32 noundef %1147, double noundef nofpclass(nan inf) %1132, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.34)
  br label %1154

1149:                                             ; preds = %1140, %1136, %1131
  %1150 = trunc nuw nsw i64 %1092 to i32
  %1151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12, i32 noundef %1150, double noundef nofpclass(nan inf) %1132, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.35)
  %1152 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1153 = add nsw i32 %1152, 1
  store i32 %1153, ptr @n_fail, align 4, !tbaa !17
  br label %1154

1154:                                             ; preds = %1146, %1149
  %1155 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00) #18
  %1156 = fadd fast double %1094, 1.000000e-04
  %1157 = call fast double @llvm.sin.f64(double %1156)
  %1158 = fmul fast double %1156, %1156
  %1159 = fmul fast double %1158, %1157
  %1160 = fmul fast double %1156, 5.000000e-01
  %1161 = call fast double @llvm.exp.f64(double %1160)
  %1162 = fmul fast double %1100, %1096
  %1163 = fadd fast double %1162, %1102
  %1164 = fmul fast double %1163, -2.000000e+00
  %1165 = fadd fast double %1094, -1.000000e-04
  %1166 = call fast double @llvm.sin.f64(double %1165)
  %1167 = fmul fast double %1165, %1165
  %1168 = fmul fast double %1167, %1166
  %1169 = fmul fast double %1165, 5.000000e-01
  %1170 = call fast double @llvm.exp.f64(double %1169)
  %1171 = fadd fast double %1168, %1170
  %1172 = fadd fast double %1171, %1161
  %1173 = fadd fast double %1172, %1159
  %1174 = fadd fast double %1173, %1164
  %1175 = fmul fast double %1174, 1.000000e+08
  %1176 = call fast double @llvm.fabs.f64(double %1175)
  %1177 = call fast double @llvm.maxnum.f64(double %1176, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1155, ptr %40, align 8, !tbaa !9
  %1178 = load volatile double, ptr %40, align 8, !tbaa !9
  %1179 = call double @llvm.fabs.f64(double %1178)
  %1180 = fcmp ueq double %1179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1180, label %1194, label %1181

1181:                                             ; preds = %1154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1175, ptr %39, align 8, !tbaa !9
  %1182 = load volatile double, ptr %39, align 8, !tbaa !9
  %1183 = call double @llvm.fabs.f64(double %1182)
  %1184 = fcmp ueq double %1183, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1184, label %1194, label %1185

1185:                                             ; preds = %1181
  %1186 = fsub fast double %1155, %1175
  %1187 = call fast double @llvm.fabs.f64(double %1186)
  %1188 = fmul fast double %1177, 1.000000e-05
  %1189 = fcmp fast ole double %1187, %1188
  %1190 = freeze i1 %1189
  br i1 %1190, label %1191, label %1194

1191:                                             ; preds = %1185
  %1192 = trunc nuw nsw i64 %1092 to i32
  %1193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i32 noundef %1192, double noundef nofpclass(nan inf) %1155, double noundef nofpclass(nan inf) %1175, ptr noundef nonnull @.str.34)
  br label %1199

1194:                                             ; preds = %1185, %1181, %1154
  %1195 = trunc nuw nsw i64 %1092 to i32
  %1196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i32 noundef %1195, double noundef nofpclass(nan inf) %1155, double noundef nofpclass(nan inf) %1175, ptr noundef nonnull @.str.35)
  %1197 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1198 = add nsw i32 %1197, 1
  store i32 %1198, ptr @n_fail, align 4, !tbaa !17
  br label %1199

1199:                                             ; preds = %1191, %1194
  %1200 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef nofpclass(nan inf) %1094) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1200, ptr %38, align 8, !tbaa !9
  %1201 = load volatile double, ptr %38, align 8, !tbaa !9
  %1202 = call double @llvm.fabs.f64(double %1201)
  %1203 = fcmp ueq double %1202, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1203, label %1217, label %1204

1204:                                             ; preds = %1199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %1107, ptr %37, align 8, !tbaa !9
  %1205 = load volatile double, ptr %37, align 8, !tbaa !9
  %1206 = call double @llvm.fabs.f64(double %1205)
  %1207 = fcmp ueq double %1206, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1207, label %1217, label %1208

1208:                                             ; preds = %1204
  %1209 = fsub fast double %1200, %1107
  %1210 = call fast double @llvm.fabs.f64(double %1209)
  %1211 = fmul fast double %1109, 1.000000e-10
  %1212 = fcmp fast ole double %1210, %1211
  %1213 = freeze i1 %1212
  br i1 %1213, label %1214, label %1217

1214:                                             ; preds = %1208
  %1215 = trunc nuw nsw i64 %1092 to i32
  %1216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i32 noundef %1215, double noundef nofpclass(nan inf) %1200, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.34)
  br label %1222

1217:                                             ; preds = %1208, %1204, %1199
  %1218 = trunc nuw nsw i64 %1092 to i32
  %1219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i32 noundef %1218, double noundef nofpclass(nan inf) %1200, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.35)
  %1220 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1221 = add nsw i32 %1220, 1
  store i32 %1221, ptr @n_fail, align 4, !tbaa !17
  br label %1222

1222:                                             ; preds = %1214, %1217
  %1223 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef nofpclass(nan inf) %1094) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1223, ptr %36, align 8, !tbaa !9
  %1224 = load volatile double, ptr %36, align 8, !tbaa !9
  %1225 = call double @llvm.fabs.f64(double %1224)
  %1226 = fcmp ueq double %1225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1226, label %1240, label %1227

1227:                                             ; preds = %1222
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1107, ptr %35, align 8, !tbaa !9
  %1228 = load volatile double, ptr %35, align 8, !tbaa !9
  %1229 = call double @llvm.fabs.f64(double %1228)
  %1230 = fcmp ueq double %1229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1230, label %1240, label %1231

1231:                                             ; preds = %1227
  %1232 = fsub fast double %1223, %1107
  %1233 = call fast double @llvm.fabs.f64(double %1232)
  %1234 = fmul fast double %1109, 1.000000e-10
  %1235 = fcmp fast ole double %1233, %1234
  %1236 = freeze i1 %1235
  br i1 %1236, label %1237, label %1240

1237:                                             ; preds = %1231
  %1238 = trunc nuw nsw i64 %1092 to i32
  %1239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15, i32 noundef %1238, double noundef nofpclass(nan inf) %1223, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.34)
  br label %1245

1240:                                             ; preds = %1231, %1227, %1222
  %1241 = trunc nuw nsw i64 %1092 to i32
  %1242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15, i32 noundef %1241, double noundef nofpclass(nan inf) %1223, double noundef nofpclass(nan inf) %1107, ptr noundef nonnull @.str.35)
  %1243 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1244 = add nsw i32 %1243, 1
  store i32 %1244, ptr @n_fail, align 4, !tbaa !17
  br label %1245

1245:                                             ; preds = %1237, %1240
  store i32 3, ptr @loop_n, align 4, !tbaa !17
  %1246 = fadd fast double %1094, 0x3EB0C6F7A0B5ED8D
  %1247 = fadd fast double %1094, 0xBEB0C6F7A0B5ED8D
  %1248 = insertelement <4 x double> poison, double %1156, i64 0
  %1249 = shufflevector <4 x double> %1248, <4 x double> poison, <4 x i32> zeroinitializer
  %1250 = fmul fast <4 x double> %1249, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %1251 = insertelement <2 x double> poison, double %1156, i64 0
  %1252 = shufflevector <2 x double> %1251, <2 x double> poison, <2 x i32> zeroinitializer
  %1253 = fmul fast <2 x double> %1252, <double 6.000000e+00, double 7.000000e+00>
  %1254 = fmul fast double %1156, 8.000000e+00
  %1255 = fmul fast double %1156, 3.000000e-01
  %1256 = insertelement <2 x double> poison, double %1094, i64 0
  %1257 = shufflevector <2 x double> %1256, <2 x double> poison, <2 x i32> zeroinitializer
  %1258 = fmul fast <2 x double> %1257, <double 2.000000e+00, double 3.000000e+00>
  %1259 = insertelement <4 x double> poison, double %1094, i64 0
  %1260 = shufflevector <4 x double> %1259, <4 x double> poison, <4 x i32> zeroinitializer
  %1261 = fmul fast <4 x double> %1260, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %1262 = fmul fast double %1094, 3.000000e-01
  %1263 = insertelement <4 x double> poison, double %1165, i64 0
  %1264 = shufflevector <4 x double> %1263, <4 x double> poison, <4 x i32> zeroinitializer
  %1265 = fmul fast <4 x double> %1264, <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>
  %1266 = insertelement <2 x double> poison, double %1165, i64 0
  %1267 = shufflevector <2 x double> %1266, <2 x double> poison, <2 x i32> zeroinitializer
  %1268 = fmul fast <2 x double> %1267, <double 6.000000e+00, double 7.000000e+00>
  %1269 = fmul fast double %1165, 8.000000e+00
  %1270 = fmul fast double %1165, 3.000000e-01
  br label %1272

1271:                                             ; preds = %1529
  store i32 0, ptr @loop_n, align 4, !tbaa !17
  br label %1541

1272:                                             ; preds = %1245, %1529
  %1273 = phi i32 [ 3, %1245 ], [ %1531, %1529 ]
  %1274 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1275 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1274, i32 noundef %1273) #18
  %1276 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1277 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1278 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %1246, i32 noundef %1277, i32 noundef %1276) #18
  %1279 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1280 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1281 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %1247, i32 noundef %1280, i32 noundef %1279) #18
  %1282 = fsub fast double %1278, %1281
  %1283 = fmul fast double %1282, 5.000000e+05
  %1284 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1285 = call fast double @llvm.fabs.f64(double %1283)
  %1286 = call fast double @llvm.maxnum.f64(double %1285, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1275, ptr %34, align 8, !tbaa !9
  %1287 = load volatile double, ptr %34, align 8, !tbaa !9
  %1288 = call double @llvm.fabs.f64(double %1287)
  %1289 = fcmp ueq double %1288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1289, label %1302, label %1290

1290:                                             ; preds = %1272
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1283, ptr %33, align 8, !tbaa !9
  %1291 = load volatile double, ptr %33, align 8, !tbaa !9
  %1292 = call double @llvm.fabs.f64(double %1291)
  %1293 = fcmp ueq double %1292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1293, label %1302, label %1294

1294:                                             ; preds = %1290
  %1295 = fsub fast double %1275, %1283
  %1296 = call fast double @llvm.fabs.f64(double %1295)
  %1297 = fmul fast double %1286, 1.000000e-05
  %1298 = fcmp fast ole double %1296, %1297
  %1299 = freeze i1 %1298
  br i1 %1299, label %1300, label %1302

1300:                                             ; preds = %1294
  %1301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16, i32 noundef %1284, double noundef nofpclass(nan inf) %1275, double noundef nofpclass(nan inf) %1283, ptr noundef nonnull @.str.34)
  br label %1306

1302:                                             ; preds = %1294, %1290, %1272
  %1303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16, i32 noundef %1284, double noundef nofpclass(nan inf) %1275, double noundef nofpclass(nan inf) %1283, ptr noundef nonnull @.str.35)
  %1304 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1305 = add nsw i32 %1304, 1
  store i32 %1305, ptr @n_fail, align 4, !tbaa !17
  br label %1306

1306:                                             ; preds = %1300, %1302
  %1307 = load i32, ptr @loop_n, align 4, !tbaa !17
  store double %1156, ptr @tab, align 16, !tbaa !9
  store <4 x double> %1250, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1253, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1254, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1308 = icmp sgt i32 %1307, 0
  br i1 %1308, label %1309, label %1372

1309:                                             ; preds = %1306
  %1310 = and i32 %1307, 1
  %1311 = icmp eq i32 %1307, 1
  br i1 %1311, label %1351, label %1312

1312:                                             ; preds = %1309
  %1313 = and i32 %1307, 2147483646
  br label %1314

1314:                                             ; preds = %1314, %1312
  %1315 = phi i32 [ 0, %1312 ], [ %1348, %1314 ]
  %1316 = phi double [ 0.000000e+00, %1312 ], [ %1347, %1314 ]
  %1317 = phi i32 [ 0, %1312 ], [ %1349, %1314 ]
  %1318 = mul nuw nsw i32 %1315, 5
  %1319 = and i32 %1318, 6
  %1320 = zext nneg i32 %1319 to i64
  %1321 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1320
  %1322 = load double, ptr %1321, align 16, !tbaa !9
  %1323 = call fast double @llvm.sin.f64(double %1322)
  %1324 = add nuw i32 %1318, 3
  %1325 = and i32 %1324, 7
  %1326 = zext nneg i32 %1325 to i64
  %1327 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1326
  %1328 = load double, ptr %1327, align 8, !tbaa !9
  %1329 = call fast double @llvm.cos.f64(double %1328)
  %1330 = fmul fast double %1255, %1329
  %1331 = fadd fast double %1330, %1323
  store double %1331, ptr %1321, align 16, !tbaa !9
  %1332 = fadd fast double %1331, %1316
  %1333 = mul nuw i32 %1315, 5
  %1334 = add nuw i32 %1333, 5
  %1335 = and i32 %1334, 7
  %1336 = zext nneg i32 %1335 to i64
  %1337 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1336
  %1338 = load double, ptr %1337, align 8, !tbaa !9
  %1339 = call fast double @llvm.sin.f64(double %1338)
  %1340 = and i32 %1333, 6
  %1341 = zext nneg i32 %1340 to i64
  %1342 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1341
  %1343 = load double, ptr %1342, align 8, !tbaa !9
  %1344 = call fast double @llvm.cos.f64(double %1343)
  %1345 = fmul fast double %1255, %1344
  %1346 = fadd fast double %1345, %1339
  store double %1346, ptr %1337, align 8, !tbaa !9
  %1347 = fadd fast double %1346, %1332
  %1348 = add nuw nsw i32 %1315, 2
  %1349 = add i32 %1317, 2
  %1350 = icmp eq i32 %1349, %1313
  br i1 %1350, label %1351, label %1314, !llvm.loop !43

1351:                                             ; preds = %1314, %1309
  %1352 = phi double [ poison, %1309 ], [ %1347, %1314 ]
  %1353 = phi i32 [ 0, %1309 ], [ %1348, %1314 ]
  %1354 = phi double [ 0.000000e+00, %1309 ], [ %1347, %1314 ]
  %1355 = icmp eq i32 %1310, 0
  br i1 %1355, label %1372, label %1356

1356:                                             ; preds = %1351
  %1357 = mul nuw nsw i32 %1353, 5
  %1358 = and i32 %1357, 7
  %1359 = zext nneg i32 %1358 to i64
  %1360 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1359
  %1361 = load double, ptr %1360, align 8, !tbaa !9
  %1362 = call fast double @llvm.sin.f64(double %1361)
  %1363 = add nuw i32 %1357, 3
  %1364 = and i32 %1363, 7
  %1365 = zext nneg i32 %1364 to i64
  %1366 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1365
  %1367 = load double, ptr %1366, align 8, !tbaa !9
  %1368 = call fast double @llvm.cos.f64(double %1367)
  %1369 = fmul fast double %1255, %1368
  %1370 = fadd fast double %1369, %1362
  store double %1370, ptr %1360, align 8, !tbaa !9
  %1371 = fadd fast double %1370, %1354
  br label %1372

1372:                                             ; preds = %1356, %1351, %1306
  %1373 = phi double [ 0.000000e+00, %1306 ], [ %1352, %1351 ], [ %1371, %1356 ]
  store double %1094, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1258, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %1097, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <4 x double> %1261, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  br i1 %1308, label %1374, label %1437

1374:                                             ; preds = %1372
  %1375 = and i32 %1307, 1
  %1376 = icmp eq i32 %1307, 1
  br i1 %1376, label %1416, label %1377

1377:                                             ; preds = %1374
  %1378 = and i32 %1307, 2147483646
  br label %1379

1379:                                             ; preds = %1379, %1377
  %1380 = phi i32 [ 0, %1377 ], [ %1413, %1379 ]
  %1381 = phi double [ 0.000000e+00, %1377 ], [ %1412, %1379 ]
  %1382 = phi i32 [ 0, %1377 ], [ %1414, %1379 ]
  %1383 = mul nuw nsw i32 %1380, 5
  %1384 = and i32 %1383, 6
  %1385 = zext nneg i32 %1384 to i64
  %1386 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1385
  %1387 = load double, ptr %1386, align 16, !tbaa !9
  %1388 = call fast double @llvm.sin.f64(double %1387)
  %1389 = add nuw i32 %1383, 3
  %1390 = and i32 %1389, 7
  %1391 = zext nneg i32 %1390 to i64
  %1392 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1391
  %1393 = load double, ptr %1392, align 8, !tbaa !9
  %1394 = call fast double @llvm.cos.f64(double %1393)
  %1395 = fmul fast double %1262, %1394
  %1396 = fadd fast double %1395, %1388
  store double %1396, ptr %1386, align 16, !tbaa !9
  %1397 = fadd fast double %1396, %1381
  %1398 = mul nuw i32 %1380, 5
  %1399 = add nuw i32 %1398, 5
  %1400 = and i32 %1399, 7
  %1401 = zext nneg i32 %1400 to i64
  %1402 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1401
  %1403 = load double, ptr %1402, align 8, !tbaa !9
  %1404 = call fast double @llvm.sin.f64(double %1403)
  %1405 = and i32 %1398, 6
  %1406 = zext nneg i32 %1405 to i64
  %1407 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1406
  %1408 = load double, ptr %1407, align 8, !tbaa !9
  %1409 = call fast double @llvm.cos.f64(double %1408)
  %1410 = fmul fast double %1262, %1409
  %1411 = fadd fast double %1410, %1404
  store double %1411, ptr %1402, align 8, !tbaa !9
  %1412 = fadd fast double %1411, %1397
  %1413 = add nuw nsw i32 %1380, 2
  %1414 = add i32 %1382, 2
  %1415 = icmp eq i32 %1414, %1378
  br i1 %1415, label %1416, label %1379, !llvm.loop !43

1416:                                             ; preds = %1379, %1374
  %1417 = phi double [ poison, %1374 ], [ %1412, %1379 ]
  %1418 = phi i32 [ 0, %1374 ], [ %1413, %1379 ]
  %1419 = phi double [ 0.000000e+00, %1374 ], [ %1412, %1379 ]
  %1420 = icmp eq i32 %1375, 0
  br i1 %1420, label %1437, label %1421

1421:                                             ; preds = %1416
  %1422 = mul nuw nsw i32 %1418, 5
  %1423 = and i32 %1422, 7
  %1424 = zext nneg i32 %1423 to i64
  %1425 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1424
  %1426 = load double, ptr %1425, align 8, !tbaa !9
  %1427 = call fast double @llvm.sin.f64(double %1426)
  %1428 = add nuw i32 %1422, 3
  %1429 = and i32 %1428, 7
  %1430 = zext nneg i32 %1429 to i64
  %1431 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1430
  %1432 = load double, ptr %1431, align 8, !tbaa !9
  %1433 = call fast double @llvm.cos.f64(double %1432)
  %1434 = fmul fast double %1262, %1433
  %1435 = fadd fast double %1434, %1427
  store double %1435, ptr %1425, align 8, !tbaa !9
  %1436 = fadd fast double %1435, %1419
  br label %1437

1437:                                             ; preds = %1421, %1416, %1372
  %1438 = phi double [ 0.000000e+00, %1372 ], [ %1417, %1416 ], [ %1436, %1421 ]
  %1439 = fmul fast double %1438, -2.000000e+00
  %1440 = fadd fast double %1439, %1373
  store double %1165, ptr @tab, align 16, !tbaa !9
  store <4 x double> %1265, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1268, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1269, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  br i1 %1308, label %1441, label %1504

1441:                                             ; preds = %1437
  %1442 = and i32 %1307, 1
  %1443 = icmp eq i32 %1307, 1
  br i1 %1443, label %1483, label %1444

1444:                                             ; preds = %1441
  %1445 = and i32 %1307, 2147483646
  br label %1446

1446:                                             ; preds = %1446, %1444
  %1447 = phi i32 [ 0, %1444 ], [ %1480, %1446 ]
  %1448 = phi double [ 0.000000e+00, %1444 ], [ %1479, %1446 ]
  %1449 = phi i32 [ 0, %1444 ], [ %1481, %1446 ]
  %1450 = mul nuw nsw i32 %1447, 5
  %1451 = and i32 %1450, 6
  %1452 = zext nneg i32 %1451 to i64
  %1453 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1452
  %1454 = load double, ptr %1453, align 16, !tbaa !9
  %1455 = call fast double @llvm.sin.f64(double %1454)
  %1456 = add nuw i32 %1450, 3
  %1457 = and i32 %1456, 7
  %1458 = zext nneg i32 %1457 to i64
  %1459 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1458
  %1460 = load double, ptr %1459, align 8, !tbaa !9
  %1461 = call fast double @llvm.cos.f64(double %1460)
  %1462 = fmul fast double %1270, %1461
  %1463 = fadd fast double %1462, %1455
  store double %1463, ptr %1453, align 16, !tbaa !9
  %1464 = fadd fast double %1463, %1448
  %1465 = mul nuw i32 %1447, 5
  %1466 = add nuw i32 %1465, 5
  %1467 = and i32 %1466, 7
  %1468 = zext nneg i32 %1467 to i64
  %1469 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1468
  %1470 = load double, ptr %1469, align 8, !tbaa !9
  %1471 = call fast double @llvm.sin.f64(double %1470)
  %1472 = and i32 %1465, 6
  %1473 = zext nneg i32 %1472 to i64
  %1474 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1473
  %1475 = load double, ptr %1474, align 8, !tbaa !9
  %1476 = call fast double @llvm.cos.f64(double %1475)
  %1477 = fmul fast double %1270, %1476
  %1478 = fadd fast double %1477, %1471
  store double %1478, ptr %1469, align 8, !tbaa !9
  %1479 = fadd fast double %1478, %1464
  %1480 = add nuw nsw i32 %1447, 2
  %1481 = add i32 %1449, 2
  %1482 = icmp eq i32 %1481, %1445
  br i1 %1482, label %1483, label %1446, !llvm.loop !43

1483:                                             ; preds = %1446, %1441
  %1484 = phi double [ poison, %1441 ], [ %1479, %1446 ]
  %1485 = phi i32 [ 0, %1441 ], [ %1480, %1446 ]
  %1486 = phi double [ 0.000000e+00, %1441 ], [ %1479, %1446 ]
  %1487 = icmp eq i32 %1442, 0
  br i1 %1487, label %1504, label %1488

1488:                                             ; preds = %1483
  %1489 = mul nuw nsw i32 %1485, 5
  %1490 = and i32 %1489, 7
  %1491 = zext nneg i32 %1490 to i64
  %1492 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1491
  %1493 = load double, ptr %1492, align 8, !tbaa !9
  %1494 = call fast double @llvm.sin.f64(double %1493)
  %1495 = add nuw i32 %1489, 3
  %1496 = and i32 %1495, 7
  %1497 = zext nneg i32 %1496 to i64
  %1498 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1497
  %1499 = load double, ptr %1498, align 8, !tbaa !9
  %1500 = call fast double @llvm.cos.f64(double %1499)
  %1501 = fmul fast double %1270, %1500
  %1502 = fadd fast double %1501, %1494
  store double %1502, ptr %1492, align 8, !tbaa !9
  %1503 = fadd fast double %1502, %1486
  br label %1504

1504:                                             ; preds = %1488, %1483, %1437
  %1505 = phi double [ 0.000000e+00, %1437 ], [ %1484, %1483 ], [ %1503, %1488 ]
  %1506 = fadd fast double %1440, %1505
  %1507 = fmul fast double %1506, 1.000000e+08
  %1508 = call fast double @llvm.fabs.f64(double %1507)
  %1509 = call fast double @llvm.maxnum.f64(double %1508, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1275, ptr %32, align 8, !tbaa !9
  %1510 = load volatile double, ptr %32, align 8, !tbaa !9
  %1511 = call double @llvm.fabs.f64(double %1510)
  %1512 = fcmp ueq double %1511, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1512, label %1525, label %1513

1513:                                             ; preds = %1504
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1507, ptr %31, align 8, !tbaa !9
  %1514 = load volatile double, ptr %31, align 8, !tbaa !9
  %1515 = call double @llvm.fabs.f64(double %1514)
  %1516 = fcmp ueq double %1515, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1516, label %1525, label %1517

1517:                                             ; preds = %1513
  %1518 = fsub fast double %1275, %1507
  %1519 = call fast double @llvm.fabs.f64(double %1518)
  %1520 = fmul fast double %1509, 1.000000e-04
  %1521 = fcmp fast ole double %1519, %1520
  %1522 = freeze i1 %1521
  br i1 %1522, label %1523, label %1525

1523:                                             ; preds = %1517
  %1524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i32 noundef %1307, double noundef nofpclass(nan inf) %1275, double noundef nofpclass(nan inf) %1507, ptr noundef nonnull @.str.34)
  br label %1529

1525:                                             ; preds = %1517, %1513, %1504
  %1526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i32 noundef %1307, double noundef nofpclass(nan inf) %1275, double noundef nofpclass(nan inf) %1507, ptr noundef nonnull @.str.35)
  %1527 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1528 = add nsw i32 %1527, 1
  store i32 %1528, ptr @n_fail, align 4, !tbaa !17
  br label %1529

1529:                                             ; preds = %1523, %1525
  %1530 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1531 = add nsw i32 %1530, 17
  store i32 %1531, ptr @loop_n, align 4, !tbaa !17
  %1532 = icmp slt i32 %1530, 4
  br i1 %1532, label %1272, label %1271, !llvm.loop !44

1533:                                             ; preds = %1653
  %1534 = fmul fast double %1094, 2.500000e-01
  %1535 = fadd fast double %1534, 0x3EB0C6F7A0B5ED8D
  %1536 = fmul fast double %1535, 2.000000e+00
  %1537 = fmul fast double %1535, 3.000000e+00
  %1538 = fadd fast double %1534, 0xBEB0C6F7A0B5ED8D
  %1539 = fmul fast double %1538, 2.000000e+00
  %1540 = fmul fast double %1538, 3.000000e+00
  br label %1658

1541:                                             ; preds = %1271, %1653
  %1542 = phi i32 [ 0, %1271 ], [ %1655, %1653 ]
  %1543 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1544 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_d, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1543, i32 noundef %1542) #18
  %1545 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1546 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1547 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %1246, i32 noundef %1546, i32 noundef %1545) #18
  %1548 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1549 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1550 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %1247, i32 noundef %1549, i32 noundef %1548) #18
  %1551 = fsub fast double %1547, %1550
  %1552 = fmul fast double %1551, 5.000000e+05
  %1553 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1554 = call fast double @llvm.fabs.f64(double %1552)
  %1555 = call fast double @llvm.maxnum.f64(double %1554, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1544, ptr %30, align 8, !tbaa !9
  %1556 = load volatile double, ptr %30, align 8, !tbaa !9
  %1557 = call double @llvm.fabs.f64(double %1556)
  %1558 = fcmp ueq double %1557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1558, label %1571, label %1559

1559:                                             ; preds = %1541
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %1552, ptr %29, align 8, !tbaa !9
  %1560 = load volatile double, ptr %29, align 8, !tbaa !9
  %1561 = call double @llvm.fabs.f64(double %1560)
  %1562 = fcmp ueq double %1561, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %1562, label %1571, label %1563

1563:                                             ; preds = %1559
  %1564 = fsub fast double %1544, %1552
  %1565 = call fast double @llvm.fabs.f64(double %1564)
  %1566 = fmul fast double %1555, 1.000000e-05
  %1567 = fcmp fast ole double %1565, %1566
  %1568 = freeze i1 %1567
  br i1 %1568, label %1569, label %1571

1569:                                             ; preds = %1563
  %1570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i32 noundef %1553, double noundef nofpclass(nan inf) %1544, double noundef nofpclass(nan inf) %1552, ptr noundef nonnull @.str.34)
  br label %1575

1571:                                             ; preds = %1563, %1559, %1541
  %1572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i32 noundef %1553, double noundef nofpclass(nan inf) %1544, double noundef nofpclass(nan inf) %1552, ptr noundef nonnull @.str.35)
  %1573 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1574 = add nsw i32 %1573, 1
  store i32 %1574, ptr @n_fail, align 4, !tbaa !17
  br label %1575

1575:                                             ; preds = %1569, %1571
  %1576 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1577 = call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %1156, i32 noundef %1576)
  %1578 = call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %1094, i32 noundef %1576)
  %1579 = fmul fast double %1578, -2.000000e+00
  %1580 = fadd fast double %1579, %1577
  %1581 = call fast nofpclass(nan inf) double @rec(double noundef nofpclass(nan inf) %1165, i32 noundef %1576)
  %1582 = fadd fast double %1580, %1581
  %1583 = fmul fast double %1582, 1.000000e+08
  %1584 = call fast double @llvm.fabs.f64(double %1583)
  %1585 = call fast double @llvm.maxnum.f64(double %1584, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1544, ptr %28, align 8, !tbaa !9
  %1586 = load volatile double, ptr %28, align 8, !tbaa !9
  %1587 = call double @llvm.fabs.f64(double %1586)
  %1588 = fcmp ueq double %1587, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1588, label %1601, label %1589

1589:                                             ; preds = %1575
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1583, ptr %27, align 8, !tbaa !9
  %1590 = load volatile double, ptr %27, align 8, !tbaa !9
  %1591 = call double @llvm.fabs.f64(double %1590)
  %1592 = fcmp ueq double %1591, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1592, label %1601, label %1593

1593:                                             ; preds = %1589
  %1594 = fsub fast double %1544, %1583
  %1595 = call fast double @llvm.fabs.f64(double %1594)
  %1596 = fmul fast double %1585, 1.000000e-04
  %1597 = fcmp fast ole double %1595, %1596
  %1598 = freeze i1 %1597
  br i1 %1598, label %1599, label %1601

1599:                                             ; preds = %1593
  %1600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19, i32 noundef %1576, double noundef nofpclass(nan inf) %1544, double noundef nofpclass(nan inf) %1583, ptr noundef nonnull @.str.34)
  br label %1605

1601:                                             ; preds = %1593, %1589, %1575
  %1602 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19, i32 noundef %1576, double noundef nofpclass(nan inf) %1544, double noundef nofpclass(nan inf) %1583, ptr noundef nonnull @.str.35)
  %1603 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1604 = add nsw i32 %1603, 1
  store i32 %1604, ptr @n_fail, align 4, !tbaa !17
  br label %1605

1605:                                             ; preds = %1599, %1601
  %1606 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1607 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1608 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_t, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1607, i32 noundef %1606) #18
  %1609 = call fast double @llvm.fabs.f64(double %1544)
  %1610 = call fast double @llvm.maxnum.f64(double %1609, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1608, ptr %26, align 8, !tbaa !9
  %1611 = load volatile double, ptr %26, align 8, !tbaa !9
  %1612 = call double @llvm.fabs.f64(double %1611)
  %1613 = fcmp ueq double %1612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1613, label %1626, label %1614

1614:                                             ; preds = %1605
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %1544, ptr %25, align 8, !tbaa !9
  %1615 = load volatile double, ptr %25, align 8, !tbaa !9
  %1616 = call double @llvm.fabs.f64(double %1615)
  %1617 = fcmp ueq double %1616, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %1617, label %1626, label %1618

1618:                                             ; preds = %1614
  %1619 = fsub fast double %1608, %1544
  %1620 = call fast double @llvm.fabs.f64(double %1619)
  %1621 = fmul fast double %1610, 1.000000e-10
  %1622 = fcmp fast ole double %1620, %1621
  %1623 = freeze i1 %1622
  br i1 %1623, label %1624, label %1626

1624:                                             ; preds = %1618
  %1625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i32 noundef %1606, double noundef nofpclass(nan inf) %1608, double noundef nofpclass(nan inf) %1544, ptr noundef nonnull @.str.34)
  br label %1630

1626:                                             ; preds = %1618, %1614, %1605
  %1627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i32 noundef %1606, double noundef nofpclass(nan inf) %1608, double noundef nofpclass(nan inf) %1544, ptr noundef nonnull @.str.35)
  %1628 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1629 = add nsw i32 %1628, 1
  store i32 %1629, ptr @n_fail, align 4, !tbaa !17
  br label %1630

1630:                                             ; preds = %1624, %1626
  %1631 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1632 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1633 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec_d, double noundef nofpclass(nan inf) %1094, i32 noundef %1632, i32 noundef %1631) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1633, ptr %24, align 8, !tbaa !9
  %1634 = load volatile double, ptr %24, align 8, !tbaa !9
  %1635 = call double @llvm.fabs.f64(double %1634)
  %1636 = fcmp ueq double %1635, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1636, label %1649, label %1637

1637:                                             ; preds = %1630
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1544, ptr %23, align 8, !tbaa !9
  %1638 = load volatile double, ptr %23, align 8, !tbaa !9
  %1639 = call double @llvm.fabs.f64(double %1638)
  %1640 = fcmp ueq double %1639, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1640, label %1649, label %1641

1641:                                             ; preds = %1637
  %1642 = fsub fast double %1633, %1544
  %1643 = call fast double @llvm.fabs.f64(double %1642)
  %1644 = fmul fast double %1610, 1.000000e-10
  %1645 = fcmp fast ole double %1643, %1644
  %1646 = freeze i1 %1645
  br i1 %1646, label %1647, label %1649

1647:                                             ; preds = %1641
  %1648 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21, i32 noundef %1631, double noundef nofpclass(nan inf) %1633, double noundef nofpclass(nan inf) %1544, ptr noundef nonnull @.str.34)
  br label %1653

1649:                                             ; preds = %1641, %1637, %1630
  %1650 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21, i32 noundef %1631, double noundef nofpclass(nan inf) %1633, double noundef nofpclass(nan inf) %1544, ptr noundef nonnull @.str.35)
  %1651 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1652 = add nsw i32 %1651, 1
  store i32 %1652, ptr @n_fail, align 4, !tbaa !17
  br label %1653

1653:                                             ; preds = %1647, %1649
  %1654 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1655 = add nsw i32 %1654, 3
  store i32 %1655, ptr @loop_n, align 4, !tbaa !17
  %1656 = icmp slt i32 %1654, 4
  br i1 %1656, label %1541, label %1533, !llvm.loop !45

1657:                                             ; preds = %1779
  store i32 1, ptr @loop_n, align 4, !tbaa !17
  br label %1780

1658:                                             ; preds = %1533, %1779
  %1659 = phi i1 [ true, %1533 ], [ false, %1779 ]
  %1660 = phi i32 [ 1, %1533 ], [ 20, %1779 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %21, ptr noundef nonnull align 16 dereferenceable(24) @__const.descend.x, i64 24, i1 false)
  br label %1661

1661:                                             ; preds = %1661, %1658
  %1662 = phi i32 [ %1673, %1661 ], [ 0, %1658 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %22, i8 0, i64 24, i1 false)
  %1663 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %1664 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dloss, i32 noundef %1663, ptr noundef nonnull %21, ptr noundef nonnull %22, i32 noundef %1664, double noundef nofpclass(nan inf) %1535) #18
  %1665 = load <2 x double>, ptr %22, align 16, !tbaa !9
  %1666 = fmul fast <2 x double> %1665, <double 5.000000e-02, double 5.000000e-02>
  %1667 = load <2 x double>, ptr %21, align 16, !tbaa !9
  %1668 = fsub fast <2 x double> %1667, %1666
  store <2 x double> %1668, ptr %21, align 16, !tbaa !9
  %1669 = load double, ptr %84, align 16, !tbaa !9
  %1670 = fmul fast double %1669, 5.000000e-02
  %1671 = load double, ptr %85, align 16, !tbaa !9
  %1672 = fsub fast double %1671, %1670
  store double %1672, ptr %85, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #18
  %1673 = add nuw nsw i32 %1662, 1
  %1674 = icmp eq i32 %1673, %1660
  br i1 %1674, label %1675, label %1661, !llvm.loop !46

1675:                                             ; preds = %1661
  %1676 = extractelement <2 x double> %1668, i64 0
  %1677 = fsub fast double %1676, %1535
  %1678 = fmul fast <2 x double> %1668, %1668
  %1679 = fmul fast <2 x double> %1678, %1678
  %1680 = extractelement <2 x double> %1679, i64 0
  %1681 = extractelement <2 x double> %1668, i64 1
  %1682 = fsub fast double %1681, %1536
  %1683 = fmul fast double %1681, %1681
  %1684 = fmul fast double %1683, %1683
  %1685 = fsub fast double %1672, %1537
  %1686 = fmul fast double %1672, %1672
  %1687 = fadd fast double %1684, %1680
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, ptr noundef nonnull align 16 dereferenceable(24) @__const.descend.x, i64 24, i1 false)
  br label %1688

1688:                                             ; preds = %1688, %1675
  %1689 = phi i32 [ %1700, %1688 ], [ 0, %1675 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %20, i8 0, i64 24, i1 false)
  %1690 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %1691 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dloss, i32 noundef %1690, ptr noundef nonnull %19, ptr noundef nonnull %20, i32 noundef %1691, double noundef nofpclass(nan inf) %1538) #18
  %1692 = load <2 x double>, ptr %20, align 16, !tbaa !9
  %1693 = fmul fast <2 x double> %1692, <double 5.000000e-02, double 5.000000e-02>
  %1694 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %1695 = fsub fast <2 x double> %1694, %1693
  store <2 x double> %1695, ptr %19, align 16, !tbaa !9
  %1696 = load double, ptr %86, align 16, !tbaa !9
  %1697 = fmul fast double %1696, 5.000000e-02
  %1698 = load double, ptr %87, align 16, !tbaa !9
  %1699 = fsub fast double %1698, %1697
  store double %1699, ptr %87, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #18
  %1700 = add nuw nsw i32 %1689, 1
  %1701 = icmp eq i32 %1700, %1660
  br i1 %1701, label %1702, label %1688, !llvm.loop !46

1702:                                             ; preds = %1688
  %1703 = fmul fast double %1677, %1677
  %1704 = fmul fast double %1682, %1682
  %1705 = fmul fast double %1685, %1685
  %1706 = fmul fast double %1686, %1686
  %1707 = fadd fast double %1687, %1706
  %1708 = extractelement <2 x double> %1695, i64 0
  %1709 = fsub fast double %1708, %1538
  %1710 = fmul fast <2 x double> %1695, %1695
  %1711 = fmul fast <2 x double> %1710, %1710
  %1712 = extractelement <2 x double> %1711, i64 0
  %1713 = extractelement <2 x double> %1695, i64 1
  %1714 = fsub fast double %1713, %1539
  %1715 = fmul fast double %1713, %1713
  %1716 = fmul fast double %1715, %1715
  %1717 = fsub fast double %1699, %1540
  %1718 = fmul fast double %1699, %1699
  %1719 = fmul fast double %1718, %1718
  %1720 = fadd fast double %1716, %1712
  %1721 = fadd fast double %1720, %1719
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #18
  %1722 = fmul fast double %1709, %1709
  %1723 = fmul fast double %1714, %1714
  %1724 = fmul fast double %1717, %1717
  %1725 = fadd fast double %1723, %1722
  %1726 = fadd fast double %1725, %1724
  %1727 = fsub fast double %1707, %1721
  %1728 = fmul fast double %1727, 1.000000e-01
  %1729 = fadd fast double %1704, %1703
  %1730 = fadd fast double %1729, %1705
  %1731 = fsub fast double %1730, %1726
  %1732 = fadd fast double %1731, %1728
  %1733 = fmul fast double %1732, 5.000000e+05
  %1734 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1735 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @descend, double noundef nofpclass(nan inf) %1534, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1734, i32 noundef %1660) #18
  %1736 = call fast double @llvm.fabs.f64(double %1733)
  %1737 = call fast double @llvm.maxnum.f64(double %1736, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1735, ptr %18, align 8, !tbaa !9
  %1738 = load volatile double, ptr %18, align 8, !tbaa !9
  %1739 = call double @llvm.fabs.f64(double %1738)
  %1740 = fcmp ueq double %1739, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1740, label %1753, label %1741

1741:                                             ; preds = %1702
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1733, ptr %17, align 8, !tbaa !9
  %1742 = load volatile double, ptr %17, align 8, !tbaa !9
  %1743 = call double @llvm.fabs.f64(double %1742)
  %1744 = fcmp ueq double %1743, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1744, label %1753, label %1745

1745:                                             ; preds = %1741
  %1746 = fsub fast double %1735, %1733
  %1747 = call fast double @llvm.fabs.f64(double %1746)
  %1748 = fmul fast double %1737, 0x3EB0C6F7A0B5ED8D
  %1749 = fcmp fast ole double %1747, %1748
  %1750 = freeze i1 %1749
  br i1 %1750, label %1751, label %1753

1751:                                             ; preds = %1745
  %1752 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i32 noundef %1660, double noundef nofpclass(nan inf) %1735, double noundef nofpclass(nan inf) %1733, ptr noundef nonnull @.str.34)
  br label %1757

1753:                                             ; preds = %1745, %1741, %1702
  %1754 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i32 noundef %1660, double noundef nofpclass(nan inf) %1735, double noundef nofpclass(nan inf) %1733, ptr noundef nonnull @.str.35)
  %1755 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1756 = add nsw i32 %1755, 1
  store i32 %1756, ptr @n_fail, align 4, !tbaa !17
  br label %1757

1757:                                             ; preds = %1751, %1753
  %1758 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1759 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @descend, double noundef nofpclass(nan inf) %1534, i32 noundef %1758, i32 noundef %1660) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1759, ptr %16, align 8, !tbaa !9
  %1760 = load volatile double, ptr %16, align 8, !tbaa !9
  %1761 = call double @llvm.fabs.f64(double %1760)
  %1762 = fcmp ueq double %1761, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1762, label %1775, label %1763

1763:                                             ; preds = %1757
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1733, ptr %15, align 8, !tbaa !9
  %1764 = load volatile double, ptr %15, align 8, !tbaa !9
  %1765 = call double @llvm.fabs.f64(double %1764)
  %1766 = fcmp ueq double %1765, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1766, label %1775, label %1767

1767:                                             ; preds = %1763
  %1768 = fsub fast double %1759, %1733
  %1769 = call fast double @llvm.fabs.f64(double %1768)
  %1770 = fmul fast double %1737, 0x3EB0C6F7A0B5ED8D
  %1771 = fcmp fast ole double %1769, %1770
  %1772 = freeze i1 %1771
  br i1 %1772, label %1773, label %1775

1773:                                             ; preds = %1767
  %1774 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i32 noundef %1660, double noundef nofpclass(nan inf) %1759, double noundef nofpclass(nan inf) %1733, ptr noundef nonnull @.str.34)
  br label %1779

1775:                                             ; preds = %1767, %1763, %1757
  %1776 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i32 noundef %1660, double noundef nofpclass(nan inf) %1759, double noundef nofpclass(nan inf) %1733, ptr noundef nonnull @.str.35)
  %1777 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1778 = add nsw i32 %1777, 1
  store i32 %1778, ptr @n_fail, align 4, !tbaa !17
  br label %1779

1779:                                             ; preds = %1773, %1775
  br i1 %1659, label %1658, label %1657, !llvm.loop !47

1780:                                             ; preds = %1657, %2107
  %1781 = phi i32 [ 1, %1657 ], [ %2109, %2107 ]
  %1782 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1783 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved_d, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1782, i32 noundef %1781) #18
  %1784 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1785 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1786 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %1246, i32 noundef %1785, i32 noundef %1784) #18
  %1787 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1788 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %1789 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %1247, i32 noundef %1788, i32 noundef %1787) #18
  %1790 = fsub fast double %1786, %1789
  %1791 = fmul fast double %1790, 5.000000e+05
  %1792 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1793 = call fast double @llvm.fabs.f64(double %1791)
  %1794 = call fast double @llvm.maxnum.f64(double %1793, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %1783, ptr %14, align 8, !tbaa !9
  %1795 = load volatile double, ptr %14, align 8, !tbaa !9
  %1796 = call double @llvm.fabs.f64(double %1795)
  %1797 = fcmp ueq double %1796, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1797, label %1810, label %1798

1798:                                             ; preds = %1780
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1791, ptr %13, align 8, !tbaa !9
  %1799 = load volatile double, ptr %13, align 8, !tbaa !9
  %1800 = call double @llvm.fabs.f64(double %1799)
  %1801 = fcmp ueq double %1800, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1801, label %1810, label %1802

1802:                                             ; preds = %1798
  %1803 = fsub fast double %1783, %1791
  %1804 = call fast double @llvm.fabs.f64(double %1803)
  %1805 = fmul fast double %1794, 1.000000e-05
  %1806 = fcmp fast ole double %1804, %1805
  %1807 = freeze i1 %1806
  br i1 %1807, label %1808, label %1810

1808:                                             ; preds = %1802
  %1809 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i32 noundef %1792, double noundef nofpclass(nan inf) %1783, double noundef nofpclass(nan inf) %1791, ptr noundef nonnull @.str.34)
  br label %1814

1810:                                             ; preds = %1802, %1798, %1780
  %1811 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i32 noundef %1792, double noundef nofpclass(nan inf) %1783, double noundef nofpclass(nan inf) %1791, ptr noundef nonnull @.str.35)
  %1812 = load i32, ptr @n_fail, align 4, !tbaa !17
  %1813 = add nsw i32 %1812, 1
  store i32 %1813, ptr @n_fail, align 4, !tbaa !17
  br label %1814

1814:                                             ; preds = %1808, %1810
  %1815 = load i32, ptr @loop_n, align 4, !tbaa !17
  %1816 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  %1817 = icmp sgt i32 %1815, 0
  br i1 %1817, label %1818, label %1894

1818:                                             ; preds = %1814
  %1819 = zext nneg i32 %1815 to i64
  store double %1157, ptr %1816, align 8, !tbaa !9
  %1820 = icmp eq i32 %1815, 1
  br i1 %1820, label %1821, label %1859

1821:                                             ; preds = %1870, %1818
  %1822 = phi ptr [ %1816, %1818 ], [ %1872, %1870 ]
  %1823 = icmp ult i32 %1815, 16
  br i1 %1823, label %1824, label %1827

1824:                                             ; preds = %1853, %1821
  %1825 = phi i64 [ 0, %1821 ], [ %1828, %1853 ]
  %1826 = phi double [ 0.000000e+00, %1821 ], [ %1857, %1853 ]
  br label %1885

1827:                                             ; preds = %1821
  %1828 = and i64 %1819, 2147483632
  br label %1829

1829:                                             ; preds = %1829, %1827
  %1830 = phi i64 [ 0, %1827 ], [ %1851, %1829 ]
  %1831 = phi <4 x double> [ zeroinitializer, %1827 ], [ %1847, %1829 ]
  %1832 = phi <4 x double> [ zeroinitializer, %1827 ], [ %1848, %1829 ]
  %1833 = phi <4 x double> [ zeroinitializer, %1827 ], [ %1849, %1829 ]
  %1834 = phi <4 x double> [ zeroinitializer, %1827 ], [ %1850, %1829 ]
  %1835 = getelementptr inbounds double, ptr %1822, i64 %1830
  %1836 = getelementptr inbounds i8, ptr %1835, i64 32
  %1837 = getelementptr inbounds i8, ptr %1835, i64 64
  %1838 = getelementptr inbounds i8, ptr %1835, i64 96
  %1839 = load <4 x double>, ptr %1835, align 8, !tbaa !9
  %1840 = load <4 x double>, ptr %1836, align 8, !tbaa !9
  %1841 = load <4 x double>, ptr %1837, align 8, !tbaa !9
  %1842 = load <4 x double>, ptr %1838, align 8, !tbaa !9
  %1843 = fmul fast <4 x double> %1839, %1839
  %1844 = fmul fast <4 x double> %1840, %1840
  %1845 = fmul fast <4 x double> %1841, %1841
  %1846 = fmul fast <4 x double> %1842, %1842
  %1847 = fadd fast <4 x double> %1843, %1831
  %1848 = fadd fast <4 x double> %1844, %1832
  %1849 = fadd fast <4 x double> %1845, %1833
  %1850 = fadd fast <4 x double> %1846, %1834
  %1851 = add nuw i64 %1830, 16
  %1852 = icmp eq i64 %1851, %1828
  br i1 %1852, label %1853, label %1829, !llvm.loop !48

1853:                                             ; preds = %1829
  %1854 = fadd fast <4 x double> %1848, %1847
  %1855 = fadd fast <4 x double> %1849, %1854
  %1856 = fadd fast <4 x double> %1850, %1855
  %1857 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1856)
  %1858 = icmp eq i64 %1828, %1819
  br i1 %1858, label %1894, label %1824

1859:                                             ; preds = %1818, %1870
  %1860 = phi i64 [ %1873, %1870 ], [ 1, %1818 ]
  %1861 = phi ptr [ %1872, %1870 ], [ %1816, %1818 ]
  %1862 = phi i32 [ %1871, %1870 ], [ 2, %1818 ]
  %1863 = sext i32 %1862 to i64
  %1864 = icmp slt i64 %1860, %1863
  br i1 %1864, label %1870, label %1865

1865:                                             ; preds = %1859
  %1866 = shl nsw i32 %1862, 1
  %1867 = sext i32 %1866 to i64
  %1868 = shl nsw i64 %1867, 3
  %1869 = call ptr @realloc(ptr noundef nonnull %1861, i64 noundef %1868) #20
  br label %1870

1870:                                             ; preds = %1865, %1859
  %1871 = phi i32 [ %1866, %1865 ], [ %1862, %1859 ]
  %1872 = phi ptr [ %1869, %1865 ], [ %1861, %1859 ]
  %1873 = add nuw nsw i64 %1860, 1
  %1874 = trunc nuw nsw i64 %1873 to i32
  %1875 = uitofp nneg i32 %1874 to double
  %1876 = fmul fast double %1156, %1875
  %1877 = call fast double @llvm.sin.f64(double %1876)
  %1878 = add nsw i64 %1860, -1
  %1879 = getelementptr inbounds double, ptr %1872, i64 %1878
  %1880 = load double, ptr %1879, align 8, !tbaa !9
  %1881 = fmul fast double %1880, 5.000000e-01
  %1882 = fadd fast double %1881, %1877
  %1883 = getelementptr inbounds double, ptr %1872, i64 %1860
  store double %1882, ptr %1883, align 8, !tbaa !9
  %1884 = icmp eq i64 %1873, %1819
  br i1 %1884, label %1821, label %1859, !llvm.loop !49

1885:                                             ; preds = %1824, %1885
  %1886 = phi i64 [ %1892, %1885 ], [ %1825, %1824 ]
  %1887 = phi double [ %1891, %1885 ], [ %1826, %1824 ]
  %1888 = getelementptr inbounds double, ptr %1822, i64 %1886
  %1889 = load double, ptr %1888, align 8, !tbaa !9
  %1890 = fmul fast double %1889, %1889
  %1891 = fadd fast double %1890, %1887
  %1892 = add nuw nsw i64 %1886, 1
  %1893 = icmp eq i64 %1892, %1819
  br i1 %1893, label %1894, label %1885, !llvm.loop !51

1894:                                             ; preds = %1885, %1853, %1814
  %1895 = phi ptr [ %1816, %1814 ], [ %1822, %1853 ], [ %1822, %1885 ]
  %1896 = phi double [ 0.000000e+00, %1814 ], [ %1857, %1853 ], [ %1891, %1885 ]
  call void @free(ptr noundef %1895) #18
  %1897 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  br i1 %1817, label %1898, label %1974

1898:                                             ; preds = %1894
  %1899 = zext nneg i32 %1815 to i64
  store double %1096, ptr %1897, align 8, !tbaa !9
  %1900 = icmp eq i32 %1815, 1
  br i1 %1900, label %1901, label %1939

1901:                                             ; preds = %1950, %1898
  %1902 = phi ptr [ %1897, %1898 ], [ %1952, %1950 ]
  %1903 = icmp ult i32 %1815, 16
  br i1 %1903, label %1904, label %1907

1904:                                             ; preds = %1933, %1901
  %1905 = phi i64 [ 0, %1901 ], [ %1908, %1933 ]
  %1906 = phi double [ 0.000000e+00, %1901 ], [ %1937, %1933 ]
  br label %1965

1907:                                             ; preds = %1901
  %1908 = and i64 %1899, 2147483632
  br label %1909

1909:                                             ; preds = %1909, %1907
  %1910 = phi i64 [ 0, %1907 ], [ %1931, %1909 ]
  %1911 = phi <4 x double> [ zeroinitializer, %1907 ], [ %1927, %1909 ]
  %1912 = phi <4 x double> [ zeroinitializer, %1907 ], [ %1928, %1909 ]
  %1913 = phi <4 x double> [ zeroinitializer, %1907 ], [ %1929, %1909 ]
  %1914 = phi <4 x double> [ zeroinitializer, %1907 ], [ %1930, %1909 ]
  %1915 = getelementptr inbounds double, ptr %1902, i64 %1910
  %1916 = getelementptr inbounds i8, ptr %1915, i64 32
  %1917 = getelementptr inbounds i8, ptr %1915, i64 64
  %1918 = getelementptr inbounds i8, ptr %1915, i64 96
  %1919 = load <4 x double>, ptr %1915, align 8, !tbaa !9
  %1920 = load <4 x double>, ptr %1916, align 8, !tbaa !9
  %1921 = load <4 x double>, ptr %1917, align 8, !tbaa !9
  %1922 = load <4 x double>, ptr %1918, align 8, !tbaa !9
  %1923 = fmul fast <4 x double> %1919, %1919
  %1924 = fmul fast <4 x double> %1920, %1920
  %1925 = fmul fast <4 x double> %1921, %1921
  %1926 = fmul fast <4 x double> %1922, %1922
  %1927 = fadd fast <4 x double> %1923, %1911
  %1928 = fadd fast <4 x double> %1924, %1912
  %1929 = fadd fast <4 x double> %1925, %1913
  %1930 = fadd fast <4 x double> %1926, %1914
  %1931 = add nuw i64 %1910, 16
  %1932 = icmp eq i64 %1931, %1908
  br i1 %1932, label %1933, label %1909, !llvm.loop !52

1933:                                             ; preds = %1909
  %1934 = fadd fast <4 x double> %1928, %1927
  %1935 = fadd fast <4 x double> %1929, %1934
  %1936 = fadd fast <4 x double> %1930, %1935
  %1937 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1936)
  %1938 = icmp eq i64 %1908, %1899
  br i1 %1938, label %1974, label %1904

1939:                                             ; preds = %1898, %1950
  %1940 = phi i64 [ %1953, %1950 ], [ 1, %1898 ]
  %1941 = phi ptr [ %1952, %1950 ], [ %1897, %1898 ]
  %1942 = phi i32 [ %1951, %1950 ], [ 2, %1898 ]
  %1943 = sext i32 %1942 to i64
  %1944 = icmp slt i64 %1940, %1943
  br i1 %1944, label %1950, label %1945

1945:                                             ; preds = %1939
  %1946 = shl nsw i32 %1942, 1
  %1947 = sext i32 %1946 to i64
  %1948 = shl nsw i64 %1947, 3
  %1949 = call ptr @realloc(ptr noundef nonnull %1941, i64 noundef %1948) #20
  br label %1950

1950:                                             ; preds = %1945, %1939
  %1951 = phi i32 [ %1946, %1945 ], [ %1942, %1939 ]
  %1952 = phi ptr [ %1949, %1945 ], [ %1941, %1939 ]
  %1953 = add nuw nsw i64 %1940, 1
  %1954 = trunc nuw nsw i64 %1953 to i32
  %1955 = uitofp nneg i32 %1954 to double
  %1956 = fmul fast double %1094, %1955
  %1957 = call fast double @llvm.sin.f64(double %1956)
  %1958 = add nsw i64 %1940, -1
  %1959 = getelementptr inbounds double, ptr %1952, i64 %1958
  %1960 = load double, ptr %1959, align 8, !tbaa !9
  %1961 = fmul fast double %1960, 5.000000e-01
  %1962 = fadd fast double %1961, %1957
  %1963 = getelementptr inbounds double, ptr %1952, i64 %1940
  store double %1962, ptr %1963, align 8, !tbaa !9
  %1964 = icmp eq i64 %1953, %1899
  br i1 %1964, label %1901, label %1939, !llvm.loop !49

1965:                                             ; preds = %1904, %1965
  %1966 = phi i64 [ %1972, %1965 ], [ %1905, %1904 ]
  %1967 = phi double [ %1971, %1965 ], [ %1906, %1904 ]
  %1968 = getelementptr inbounds double, ptr %1902, i64 %1966
  %1969 = load double, ptr %1968, align 8, !tbaa !9
  %1970 = fmul fast double %1969, %1969
  %1971 = fadd fast double %1970, %1967
  %1972 = add nuw nsw i64 %1966, 1
  %1973 = icmp eq i64 %1972, %1899
  br i1 %1973, label %1974, label %1965, !llvm.loop !53

1974:                                             ; preds = %1965, %1933, %1894
  %1975 = phi ptr [ %1897, %1894 ], [ %1902, %1933 ], [ %1902, %1965 ]
  %1976 = phi double [ 0.000000e+00, %1894 ], [ %1937, %1933 ], [ %1971, %1965 ]
  call void @free(ptr noundef %1975) #18
  %1977 = fmul fast double %1976, -2.000000e+00
  %1978 = fadd fast double %1977, %1896
  %1979 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  br i1 %1817, label %1980, label %2056

1980:                                             ; preds = %1974
  %1981 = zext nneg i32 %1815 to i64
  store double %1166, ptr %1979, align 8, !tbaa !9
  %1982 = icmp eq i32 %1815, 1
  br i1 %1982, label %1983, label %2021

1983:                                             ; preds = %2032, %1980
  %1984 = phi ptr [ %1979, %1980 ], [ %2034, %2032 ]
  %1985 = icmp ult i32 %1815, 16
  br i1 %1985, label %1986, label %1989

1986:                                             ; preds = %2015, %1983
  %1987 = phi i64 [ 0, %1983 ], [ %1990, %2015 ]
  %1988 = phi double [ 0.000000e+00, %1983 ], [ %2019, %2015 ]
  br label %2047

1989:                                             ; preds = %1983
  %1990 = and i64 %1981, 2147483632
  br label %1991

1991:                                             ; preds = %1991, %1989
  %1992 = phi i64 [ 0, %1989 ], [ %2013, %1991 ]
  %1993 = phi <4 x double> [ zeroinitializer, %1989 ], [ %2009, %1991 ]
  %1994 = phi <4 x double> [ zeroinitializer, %1989 ], [ %2010, %1991 ]
  %1995 = phi <4 x double> [ zeroinitializer, %1989 ], [ %2011, %1991 ]
  %1996 = phi <4 x double> [ zeroinitializer, %1989 ], [ %2012, %1991 ]
  %1997 = getelementptr inbounds double, ptr %1984, i64 %1992
  %1998 = getelementptr inbounds i8, ptr %1997, i64 32
  %1999 = getelementptr inbounds i8, ptr %1997, i64 64
  %2000 = getelementptr inbounds i8, ptr %1997, i64 96
  %2001 = load <4 x double>, ptr %1997, align 8, !tbaa !9
  %2002 = load <4 x double>, ptr %1998, align 8, !tbaa !9
  %2003 = load <4 x double>, ptr %1999, align 8, !tbaa !9
  %2004 = load <4 x double>, ptr %2000, align 8, !tbaa !9
  %2005 = fmul fast <4 x double> %2001, %2001
  %2006 = fmul fast <4 x double> %2002, %2002
  %2007 = fmul fast <4 x double> %2003, %2003
  %2008 = fmul fast <4 x double> %2004, %2004
  %2009 = fadd fast <4 x double> %2005, %1993
  %2010 = fadd fast <4 x double> %2006, %1994
  %2011 = fadd fast <4 x double> %2007, %1995
  %2012 = fadd fast <4 x double> %2008, %1996
  %2013 = add nuw i64 %1992, 16
  %2014 = icmp eq i64 %2013, %1990
  br i1 %2014, label %2015, label %1991, !llvm.loop !54

2015:                                             ; preds = %1991
  %2016 = fadd fast <4 x double> %2010, %2009
  %2017 = fadd fast <4 x double> %2011, %2016
  %2018 = fadd fast <4 x double> %2012, %2017
  %2019 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %2018)
  %2020 = icmp eq i64 %1990, %1981
  br i1 %2020, label %2056, label %1986

2021:                                             ; preds = %1980, %2032
  %2022 = phi i64 [ %2035, %2032 ], [ 1, %1980 ]
  %2023 = phi ptr [ %2034, %2032 ], [ %1979, %1980 ]
  %2024 = phi i32 [ %2033, %2032 ], [ 2, %1980 ]
  %2025 = sext i32 %2024 to i64
  %2026 = icmp slt i64 %2022, %2025
  br i1 %2026, label %2032, label %2027

2027:                                             ; preds = %2021
  %2028 = shl nsw i32 %2024, 1
  %2029 = sext i32 %2028 to i64
  %2030 = shl nsw i64 %2029, 3
  %2031 = call ptr @realloc(ptr noundef nonnull %2023, i64 noundef %2030) #20
  br label %2032

2032:                                             ; preds = %2027, %2021
  %2033 = phi i32 [ %2028, %2027 ], [ %2024, %2021 ]
  %2034 = phi ptr [ %2031, %2027 ], [ %2023, %2021 ]
  %2035 = add nuw nsw i64 %2022, 1
  %2036 = trunc nuw nsw i64 %2035 to i32
  %2037 = uitofp nneg i32 %2036 to double
  %2038 = fmul fast double %1165, %2037
  %2039 = call fast double @llvm.sin.f64(double %2038)
  %2040 = add nsw i64 %2022, -1
  %2041 = getelementptr inbounds double, ptr %2034, i64 %2040
  %2042 = load double, ptr %2041, align 8, !tbaa !9
  %2043 = fmul fast double %2042, 5.000000e-01
  %2044 = fadd fast double %2043, %2039
  %2045 = getelementptr inbounds double, ptr %2034, i64 %2022
  store double %2044, ptr %2045, align 8, !tbaa !9
  %2046 = icmp eq i64 %2035, %1981
  br i1 %2046, label %1983, label %2021, !llvm.loop !49

2047:                                             ; preds = %1986, %2047
  %2048 = phi i64 [ %2054, %2047 ], [ %1987, %1986 ]
  %2049 = phi double [ %2053, %2047 ], [ %1988, %1986 ]
  %2050 = getelementptr inbounds double, ptr %1984, i64 %2048
  %2051 = load double, ptr %2050, align 8, !tbaa !9
  %2052 = fmul fast double %2051, %2051
  %2053 = fadd fast double %2052, %2049
  %2054 = add nuw nsw i64 %2048, 1
  %2055 = icmp eq i64 %2054, %1981
  br i1 %2055, label %2056, label %2047, !llvm.loop !55

2056:                                             ; preds = %2047, %2015, %1974
  %2057 = phi ptr [ %1979, %1974 ], [ %1984, %2015 ], [ %1984, %2047 ]
  %2058 = phi double [ 0.000000e+00, %1974 ], [ %2019, %2015 ], [ %2053, %2047 ]
  call void @free(ptr noundef %2057) #18
  %2059 = fadd fast double %1978, %2058
  %2060 = fmul fast double %2059, 1.000000e+08
  %2061 = call fast double @llvm.fabs.f64(double %2060)
  %2062 = call fast double @llvm.maxnum.f64(double %2061, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1783, ptr %12, align 8, !tbaa !9
  %2063 = load volatile double, ptr %12, align 8, !tbaa !9
  %2064 = call double @llvm.fabs.f64(double %2063)
  %2065 = fcmp ueq double %2064, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %2065, label %2078, label %2066

2066:                                             ; preds = %2056
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %2060, ptr %11, align 8, !tbaa !9
  %2067 = load volatile double, ptr %11, align 8, !tbaa !9
  %2068 = call double @llvm.fabs.f64(double %2067)
  %2069 = fcmp ueq double %2068, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %2069, label %2078, label %2070

2070:                                             ; preds = %2066
  %2071 = fsub fast double %1783, %2060
  %2072 = call fast double @llvm.fabs.f64(double %2071)
  %2073 = fmul fast double %2062, 1.000000e-04
  %2074 = fcmp fast ole double %2072, %2073
  %2075 = freeze i1 %2074
  br i1 %2075, label %2076, label %2078

2076:                                             ; preds = %2070
  %2077 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25, i32 noundef %1815, double noundef nofpclass(nan inf) %1783, double noundef nofpclass(nan inf) %2060, ptr noundef nonnull @.str.34)
  br label %2082

2078:                                             ; preds = %2070, %2066, %2056
  %2079 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25, i32 noundef %1815, double noundef nofpclass(nan inf) %1783, double noundef nofpclass(nan inf) %2060, ptr noundef nonnull @.str.35)
  %2080 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2081 = add nsw i32 %2080, 1
  store i32 %2081, ptr @n_fail, align 4, !tbaa !17
  br label %2082

2082:                                             ; preds = %2076, %2078
  %2083 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2084 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2085 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved_t, double noundef nofpclass(nan inf) %1094, i32 noundef %2084, i32 noundef %2083) #18
  %2086 = call fast double @llvm.fabs.f64(double %1783)
  %2087 = call fast double @llvm.maxnum.f64(double %2086, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %2085, ptr %10, align 8, !tbaa !9
  %2088 = load volatile double, ptr %10, align 8, !tbaa !9
  %2089 = call double @llvm.fabs.f64(double %2088)
  %2090 = fcmp ueq double %2089, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %2090, label %2103, label %2091

2091:                                             ; preds = %2082
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1783, ptr %9, align 8, !tbaa !9
  %2092 = load volatile double, ptr %9, align 8, !tbaa !9
  %2093 = call double @llvm.fabs.f64(double %2092)
  %2094 = fcmp ueq double %2093, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %2094, label %2103, label %2095

2095:                                             ; preds = %2091
  %2096 = fsub fast double %2085, %1783
  %2097 = call fast double @llvm.fabs.f64(double %2096)
  %2098 = fmul fast double %2087, 1.000000e-10
  %2099 = fcmp fast ole double %2097, %2098
  %2100 = freeze i1 %2099
  br i1 %2100, label %2101, label %2103

2101:                                             ; preds = %2095
  %2102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i32 noundef %2083, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %1783, ptr noundef nonnull @.str.34)
  br label %2107

2103:                                             ; preds = %2095, %2091, %2082
  %2104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i32 noundef %2083, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %1783, ptr noundef nonnull @.str.35)
  %2105 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2106 = add nsw i32 %2105, 1
  store i32 %2106, ptr @n_fail, align 4, !tbaa !17
  br label %2107

2107:                                             ; preds = %2101, %2103
  %2108 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2109 = add nsw i32 %2108, 8
  store i32 %2109, ptr @loop_n, align 4, !tbaa !17
  %2110 = icmp slt i32 %2108, 2
  br i1 %2110, label %1780, label %2111, !llvm.loop !56

2111:                                             ; preds = %2107
  %2112 = icmp eq i64 %1092, 0
  br i1 %2112, label %2225, label %2113

2113:                                             ; preds = %2111
  %2114 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %1246) #18
  %2115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %1247) #18
  %2116 = fsub fast double %2114, %2115
  %2117 = fmul fast double %2116, 5.000000e+05
  %2118 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00) #18
  %2119 = call fast double @llvm.fabs.f64(double %2117)
  %2120 = call fast double @llvm.maxnum.f64(double %2119, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %2118, ptr %8, align 8, !tbaa !9
  %2121 = load volatile double, ptr %8, align 8, !tbaa !9
  %2122 = call double @llvm.fabs.f64(double %2121)
  %2123 = fcmp ueq double %2122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %2123, label %2137, label %2124

2124:                                             ; preds = %2113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %2117, ptr %7, align 8, !tbaa !9
  %2125 = load volatile double, ptr %7, align 8, !tbaa !9
  %2126 = call double @llvm.fabs.f64(double %2125)
  %2127 = fcmp ueq double %2126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %2127, label %2137, label %2128

2128:                                             ; preds = %2124
  %2129 = fsub fast double %2118, %2117
  %2130 = call fast double @llvm.fabs.f64(double %2129)
  %2131 = fmul fast double %2120, 1.000000e-05
  %2132 = fcmp fast ole double %2130, %2131
  %2133 = freeze i1 %2132
  br i1 %2133, label %2134, label %2137

2134:                                             ; preds = %2128
  %2135 = trunc nuw nsw i64 %1092 to i32
  %2136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i32 noundef %2135, double noundef nofpclass(nan inf) %2118, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull @.str.34)
  br label %2142

2137:                                             ; preds = %2128, %2124, %2113
  %2138 = trunc nuw nsw i64 %1092 to i32
  %2139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i32 noundef %2138, double noundef nofpclass(nan inf) %2118, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull @.str.35)
  %2140 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2141 = add nsw i32 %2140, 1
  store i32 %2141, ptr @n_fail, align 4, !tbaa !17
  br label %2142

2142:                                             ; preds = %2134, %2137
  %2143 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00) #18
  %2144 = fmul fast double %1156, 5.000000e+01
  %2145 = fcmp fast ogt double %2144, 1.000000e+00
  br i1 %2145, label %2146, label %2160

2146:                                             ; preds = %2142, %2146
  %2147 = phi i32 [ %2156, %2146 ], [ 0, %2142 ]
  %2148 = phi double [ %2153, %2146 ], [ 0.000000e+00, %2142 ]
  %2149 = phi double [ %2155, %2146 ], [ 1.000000e+00, %2142 ]
  %2150 = fmul fast double %2149, %1156
  %2151 = call fast double @llvm.sin.f64(double %2150)
  %2152 = fmul fast double %2151, %2149
  %2153 = fadd fast double %2152, %2148
  %2154 = fmul fast double %2149, 1.300000e+00
  %2155 = fadd fast double %2154, %1156
  %2156 = add nuw nsw i32 %2147, 1
  %2157 = fcmp fast olt double %2155, %2144
  %2158 = icmp ult i32 %2147, 999
  %2159 = select i1 %2157, i1 %2158, i1 false
  br i1 %2159, label %2146, label %2160, !llvm.loop !57

2160:                                             ; preds = %2146, %2142
  %2161 = phi double [ 0.000000e+00, %2142 ], [ %2153, %2146 ]
  %2162 = fmul fast double %1094, 5.000000e+01
  %2163 = fcmp fast ogt double %2162, 1.000000e+00
  br i1 %2163, label %2164, label %2178

2164:                                             ; preds = %2160, %2164
  %2165 = phi i32 [ %2174, %2164 ], [ 0, %2160 ]
  %2166 = phi double [ %2171, %2164 ], [ 0.000000e+00, %2160 ]
  %2167 = phi double [ %2173, %2164 ], [ 1.000000e+00, %2160 ]
  %2168 = fmul fast double %2167, %1094
  %2169 = call fast double @llvm.sin.f64(double %2168)
  %2170 = fmul fast double %2169, %2167
  %2171 = fadd fast double %2170, %2166
  %2172 = fmul fast double %2167, 1.300000e+00
  %2173 = fadd fast double %2172, %1094
  %2174 = add nuw nsw i32 %2165, 1
  %2175 = fcmp fast olt double %2173, %2162
  %2176 = icmp ult i32 %2165, 999
  %2177 = select i1 %2175, i1 %2176, i1 false
  br i1 %2177, label %2164, label %2178, !llvm.loop !57

2178:                                             ; preds = %2164, %2160
  %2179 = phi double [ 0.000000e+00, %2160 ], [ %2171, %2164 ]
  %2180 = fmul fast double %2179, -2.000000e+00
  %2181 = fadd fast double %2180, %2161
  %2182 = fmul fast double %1165, 5.000000e+01
  %2183 = fcmp fast ogt double %2182, 1.000000e+00
  br i1 %2183, label %2184, label %2198

2184:                                             ; preds = %2178, %2184
  %2185 = phi i32 [ %2194, %2184 ], [ 0, %2178 ]
  %2186 = phi double [ %2191, %2184 ], [ 0.000000e+00, %2178 ]
  %2187 = phi double [ %2193, %2184 ], [ 1.000000e+00, %2178 ]
  %2188 = fmul fast double %2187, %1165
  %2189 = call fast double @llvm.sin.f64(double %2188)
  %2190 = fmul fast double %2189, %2187
  %2191 = fadd fast double %2190, %2186
  %2192 = fmul fast double %2187, 1.300000e+00
  %2193 = fadd fast double %2192, %1165
  %2194 = add nuw nsw i32 %2185, 1
  %2195 = fcmp fast olt double %2193, %2182
  %2196 = icmp ult i32 %2185, 999
  %2197 = select i1 %2195, i1 %2196, i1 false
  br i1 %2197, label %2184, label %2198, !llvm.loop !57

2198:                                             ; preds = %2184, %2178
  %2199 = phi double [ 0.000000e+00, %2178 ], [ %2191, %2184 ]
  %2200 = fadd fast double %2181, %2199
  %2201 = fmul fast double %2200, 1.000000e+08
  %2202 = call fast double @llvm.fabs.f64(double %2201)
  %2203 = call fast double @llvm.maxnum.f64(double %2202, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %2143, ptr %6, align 8, !tbaa !9
  %2204 = load volatile double, ptr %6, align 8, !tbaa !9
  %2205 = call double @llvm.fabs.f64(double %2204)
  %2206 = fcmp ueq double %2205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %2206, label %2220, label %2207

2207:                                             ; preds = %2198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %2201, ptr %5, align 8, !tbaa !9
  %2208 = load volatile double, ptr %5, align 8, !tbaa !9
  %2209 = call double @llvm.fabs.f64(double %2208)
  %2210 = fcmp ueq double %2209, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %2210, label %2220, label %2211

2211:                                             ; preds = %2207
  %2212 = fsub fast double %2143, %2201
  %2213 = call fast double @llvm.fabs.f64(double %2212)
  %2214 = fmul fast double %2203, 1.000000e-04
  %2215 = fcmp fast ole double %2213, %2214
  %2216 = freeze i1 %2215
  br i1 %2216, label %2217, label %2220

2217:                                             ; preds = %2211
  %2218 = trunc nuw nsw i64 %1092 to i32
  %2219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i32 noundef %2218, double noundef nofpclass(nan inf) %2143, double noundef nofpclass(nan inf) %2201, ptr noundef nonnull @.str.34)
  br label %2225

2220:                                             ; preds = %2211, %2207, %2198
  %2221 = trunc nuw nsw i64 %1092 to i32
  %2222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i32 noundef %2221, double noundef nofpclass(nan inf) %2143, double noundef nofpclass(nan inf) %2201, ptr noundef nonnull @.str.35)
  %2223 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2224 = add nsw i32 %2223, 1
  store i32 %2224, ptr @n_fail, align 4, !tbaa !17
  br label %2225

2225:                                             ; preds = %2220, %2217, %2111
  store i32 1, ptr @loop_n, align 4, !tbaa !17
  %2226 = extractelement <2 x double> %1258, i64 0
  %2227 = fsub fast double %1156, %2226
  %2228 = fmul fast double %1156, 2.500000e-01
  %2229 = fmul fast double %1165, 2.500000e-01
  br label %2230

2230:                                             ; preds = %2225, %2437
  %2231 = phi i32 [ 1, %2225 ], [ %2439, %2437 ]
  %2232 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2233 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef nofpclass(nan inf) %1094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %2232, i32 noundef %2231) #18
  %2234 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2235 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2236 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %1246, i32 noundef %2235, i32 noundef %2234) #18
  %2237 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2238 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %2239 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %1247, i32 noundef %2238, i32 noundef %2237) #18
  %2240 = fsub fast double %2236, %2239
  %2241 = fmul fast double %2240, 5.000000e+05
  %2242 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2243 = call fast double @llvm.fabs.f64(double %2241)
  %2244 = call fast double @llvm.maxnum.f64(double %2243, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %2233, ptr %4, align 8, !tbaa !9
  %2245 = load volatile double, ptr %4, align 8, !tbaa !9
  %2246 = call double @llvm.fabs.f64(double %2245)
  %2247 = fcmp ueq double %2246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %2247, label %2260, label %2248

2248:                                             ; preds = %2230
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %2241, ptr %3, align 8, !tbaa !9
  %2249 = load volatile double, ptr %3, align 8, !tbaa !9
  %2250 = call double @llvm.fabs.f64(double %2249)
  %2251 = fcmp ueq double %2250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %2251, label %2260, label %2252

2252:                                             ; preds = %2248
  %2253 = fsub fast double %2233, %2241
  %2254 = call fast double @llvm.fabs.f64(double %2253)
  %2255 = fmul fast double %2244, 1.000000e-05
  %2256 = fcmp fast ole double %2254, %2255
  %2257 = freeze i1 %2256
  br i1 %2257, label %2258, label %2260

2258:                                             ; preds = %2252
  %2259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29, i32 noundef %2242, double noundef nofpclass(nan inf) %2233, double noundef nofpclass(nan inf) %2241, ptr noundef nonnull @.str.34)
  br label %2264

2260:                                             ; preds = %2252, %2248, %2230
  %2261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29, i32 noundef %2242, double noundef nofpclass(nan inf) %2233, double noundef nofpclass(nan inf) %2241, ptr noundef nonnull @.str.35)
  %2262 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2263 = add nsw i32 %2262, 1
  store i32 %2263, ptr @n_fail, align 4, !tbaa !17
  br label %2264

2264:                                             ; preds = %2258, %2260
  %2265 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2266 = icmp sgt i32 %2265, 0
  br i1 %2266, label %2267, label %2411

2267:                                             ; preds = %2264
  %2268 = and i32 %2265, 7
  %2269 = icmp ult i32 %2265, 8
  br i1 %2269, label %2301, label %2270

2270:                                             ; preds = %2267
  %2271 = and i32 %2265, 2147483640
  br label %2272

2272:                                             ; preds = %2272, %2270
  %2273 = phi double [ %1156, %2270 ], [ %2298, %2272 ]
  %2274 = phi i32 [ 0, %2270 ], [ %2299, %2272 ]
  %2275 = call fast double @llvm.sin.f64(double %2273)
  %2276 = fmul fast double %2228, %2273
  %2277 = fadd fast double %2275, %2276
  %2278 = call fast double @llvm.sin.f64(double %2277)
  %2279 = fmul fast double %2228, %2277
  %2280 = fadd fast double %2278, %2279
  %2281 = call fast double @llvm.sin.f64(double %2280)
  %2282 = fmul fast double %2228, %2280
  %2283 = fadd fast double %2281, %2282
  %2284 = call fast double @llvm.sin.f64(double %2283)
  %2285 = fmul fast double %2228, %2283
  %2286 = fadd fast double %2284, %2285
  %2287 = call fast double @llvm.sin.f64(double %2286)
  %2288 = fmul fast double %2228, %2286
  %2289 = fadd fast double %2287, %2288
  %2290 = call fast double @llvm.sin.f64(double %2289)
  %2291 = fmul fast double %2228, %2289
  %2292 = fadd fast double %2290, %2291
  %2293 = call fast double @llvm.sin.f64(double %2292)
  %2294 = fmul fast double %2228, %2292
  %2295 = fadd fast double %2293, %2294
  %2296 = call fast double @llvm.sin.f64(double %2295)
  %2297 = fmul fast double %2228, %2295
  %2298 = fadd fast double %2296, %2297
  %2299 = add i32 %2274, 8
  %2300 = icmp eq i32 %2299, %2271
  br i1 %2300, label %2301, label %2272, !llvm.loop !58

2301:                                             ; preds = %2272, %2267
  %2302 = phi double [ poison, %2267 ], [ %2298, %2272 ]
  %2303 = phi double [ %1156, %2267 ], [ %2298, %2272 ]
  %2304 = icmp eq i32 %2268, 0
  br i1 %2304, label %2313, label %2305

2305:                                             ; preds = %2301, %2305
  %2306 = phi double [ %2310, %2305 ], [ %2303, %2301 ]
  %2307 = phi i32 [ %2311, %2305 ], [ 0, %2301 ]
  %2308 = call fast double @llvm.sin.f64(double %2306)
  %2309 = fmul fast double %2228, %2306
  %2310 = fadd fast double %2308, %2309
  %2311 = add i32 %2307, 1
  %2312 = icmp eq i32 %2311, %2268
  br i1 %2312, label %2313, label %2305, !llvm.loop !59

2313:                                             ; preds = %2305, %2301
  %2314 = phi double [ %2302, %2301 ], [ %2310, %2305 ]
  %2315 = and i32 %2265, 7
  %2316 = icmp ult i32 %2265, 8
  br i1 %2316, label %2348, label %2317

2317:                                             ; preds = %2313
  %2318 = and i32 %2265, 2147483640
  br label %2319

2319:                                             ; preds = %2319, %2317
  %2320 = phi double [ %1094, %2317 ], [ %2345, %2319 ]
  %2321 = phi i32 [ 0, %2317 ], [ %2346, %2319 ]
  %2322 = call fast double @llvm.sin.f64(double %2320)
  %2323 = fmul fast double %1534, %2320
  %2324 = fadd fast double %2322, %2323
  %2325 = call fast double @llvm.sin.f64(double %2324)
  %2326 = fmul fast double %1534, %2324
  %2327 = fadd fast double %2325, %2326
  %2328 = call fast double @llvm.sin.f64(double %2327)
  %2329 = fmul fast double %1534, %2327
  %2330 = fadd fast double %2328, %2329
  %2331 = call fast double @llvm.sin.f64(double %2330)
  %2332 = fmul fast double %1534, %2330
  %2333 = fadd fast double %2331, %2332
  %2334 = call fast double @llvm.sin.f64(double %2333)
  %2335 = fmul fast double %1534, %2333
  %2336 = fadd fast double %2334, %2335
  %2337 = call fast double @llvm.sin.f64(double %2336)
  %2338 = fmul fast double %1534, %2336
  %2339 = fadd fast double %2337, %2338
  %2340 = call fast double @llvm.sin.f64(double %2339)
  %2341 = fmul fast double %1534, %2339
  %2342 = fadd fast double %2340, %2341
  %2343 = call fast double @llvm.sin.f64(double %2342)
  %2344 = fmul fast double %1534, %2342
  %2345 = fadd fast double %2343, %2344
  %2346 = add i32 %2321, 8
  %2347 = icmp eq i32 %2346, %2318
  br i1 %2347, label %2348, label %2319, !llvm.loop !58

2348:                                             ; preds = %2319, %2313
  %2349 = phi double [ poison, %2313 ], [ %2345, %2319 ]
  %2350 = phi double [ %1094, %2313 ], [ %2345, %2319 ]
  %2351 = icmp eq i32 %2315, 0
  br i1 %2351, label %2360, label %2352

2352:                                             ; preds = %2348, %2352
  %2353 = phi double [ %2357, %2352 ], [ %2350, %2348 ]
  %2354 = phi i32 [ %2358, %2352 ], [ 0, %2348 ]
  %2355 = call fast double @llvm.sin.f64(double %2353)
  %2356 = fmul fast double %1534, %2353
  %2357 = fadd fast double %2355, %2356
  %2358 = add i32 %2354, 1
  %2359 = icmp eq i32 %2358, %2315
  br i1 %2359, label %2360, label %2352, !llvm.loop !60

2360:                                             ; preds = %2352, %2348
  %2361 = phi double [ %2349, %2348 ], [ %2357, %2352 ]
  %2362 = fmul fast double %2361, 2.000000e+00
  %2363 = and i32 %2265, 7
  %2364 = icmp ult i32 %2265, 8
  br i1 %2364, label %2396, label %2365

2365:                                             ; preds = %2360
  %2366 = and i32 %2265, 2147483640
  br label %2367

2367:                                             ; preds = %2367, %2365
  %2368 = phi double [ %1165, %2365 ], [ %2393, %2367 ]
  %2369 = phi i32 [ 0, %2365 ], [ %2394, %2367 ]
  %2370 = call fast double @llvm.sin.f64(double %2368)
  %2371 = fmul fast double %2229, %2368
  %2372 = fadd fast double %2370, %2371
  %2373 = call fast double @llvm.sin.f64(double %2372)
  %2374 = fmul fast double %2229, %2372
  %2375 = fadd fast double %2373, %2374
  %2376 = call fast double @llvm.sin.f64(double %2375)
  %2377 = fmul fast double %2229, %2375
  %2378 = fadd fast double %2376, %2377
  %2379 = call fast double @llvm.sin.f64(double %2378)
  %2380 = fmul fast double %2229, %2378
  %2381 = fadd fast double %2379, %2380
  %2382 = call fast double @llvm.sin.f64(double %2381)
  %2383 = fmul fast double %2229, %2381
  %2384 = fadd fast double %2382, %2383
  %2385 = call fast double @llvm.sin.f64(double %2384)
  %2386 = fmul fast double %2229, %2384
  %2387 = fadd fast double %2385, %2386
  %2388 = call fast double @llvm.sin.f64(double %2387)
  %2389 = fmul fast double %2229, %2387
  %2390 = fadd fast double %2388, %2389
  %2391 = call fast double @llvm.sin.f64(double %2390)
  %2392 = fmul fast double %2229, %2390
  %2393 = fadd fast double %2391, %2392
  %2394 = add i32 %2369, 8
  %2395 = icmp eq i32 %2394, %2366
  br i1 %2395, label %2396, label %2367, !llvm.loop !58

2396:                                             ; preds = %2367, %2360
  %2397 = phi double [ poison, %2360 ], [ %2393, %2367 ]
  %2398 = phi double [ %1165, %2360 ], [ %2393, %2367 ]
  %2399 = icmp eq i32 %2363, 0
  br i1 %2399, label %2408, label %2400

2400:                                             ; preds = %2396, %2400
  %2401 = phi double [ %2405, %2400 ], [ %2398, %2396 ]
  %2402 = phi i32 [ %2406, %2400 ], [ 0, %2396 ]
  %2403 = call fast double @llvm.sin.f64(double %2401)
  %2404 = fmul fast double %2229, %2401
  %2405 = fadd fast double %2403, %2404
  %2406 = add i32 %2402, 1
  %2407 = icmp eq i32 %2406, %2363
  br i1 %2407, label %2408, label %2400, !llvm.loop !61

2408:                                             ; preds = %2400, %2396
  %2409 = phi double [ %2397, %2396 ], [ %2405, %2400 ]
  %2410 = fsub fast double %2314, %2362
  br label %2411

2411:                                             ; preds = %2408, %2264
  %2412 = phi double [ %2227, %2264 ], [ %2410, %2408 ]
  %2413 = phi double [ %1165, %2264 ], [ %2409, %2408 ]
  %2414 = fadd fast double %2413, %2412
  %2415 = fmul fast double %2414, 1.000000e+08
  %2416 = call fast double @llvm.fabs.f64(double %2415)
  %2417 = call fast double @llvm.maxnum.f64(double %2416, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %2233, ptr %2, align 8, !tbaa !9
  %2418 = load volatile double, ptr %2, align 8, !tbaa !9
  %2419 = call double @llvm.fabs.f64(double %2418)
  %2420 = fcmp ueq double %2419, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %2420, label %2433, label %2421

2421:                                             ; preds = %2411
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %2415, ptr %1, align 8, !tbaa !9
  %2422 = load volatile double, ptr %1, align 8, !tbaa !9
  %2423 = call double @llvm.fabs.f64(double %2422)
  %2424 = fcmp ueq double %2423, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %2424, label %2433, label %2425

2425:                                             ; preds = %2421
  %2426 = fsub fast double %2233, %2415
  %2427 = call fast double @llvm.fabs.f64(double %2426)
  %2428 = fmul fast double %2417, 1.000000e-04
  %2429 = fcmp fast ole double %2427, %2428
  %2430 = freeze i1 %2429
  br i1 %2430, label %2431, label %2433

2431:                                             ; preds = %2425
  %2432 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30, i32 noundef %2265, double noundef nofpclass(nan inf) %2233, double noundef nofpclass(nan inf) %2415, ptr noundef nonnull @.str.34)
  br label %2437

2433:                                             ; preds = %2425, %2421, %2411
  %2434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30, i32 noundef %2265, double noundef nofpclass(nan inf) %2233, double noundef nofpclass(nan inf) %2415, ptr noundef nonnull @.str.35)
  %2435 = load i32, ptr @n_fail, align 4, !tbaa !17
  %2436 = add nsw i32 %2435, 1
  store i32 %2436, ptr @n_fail, align 4, !tbaa !17
  br label %2437

2437:                                             ; preds = %2431, %2433
  %2438 = load i32, ptr @loop_n, align 4, !tbaa !17
  %2439 = add nsw i32 %2438, 11
  store i32 %2439, ptr @loop_n, align 4, !tbaa !17
  %2440 = icmp slt i32 %2438, 2
  br i1 %2440, label %2230, label %2441, !llvm.loop !62

2441:                                             ; preds = %2437
  %2442 = add nuw nsw i64 %1092, 1
  %2443 = icmp eq i64 %2442, 4
  br i1 %2443, label %1083, label %1091, !llvm.loop !63
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
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #18
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #18
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
  br i1 %45, label %46, label %24, !llvm.loop !64

46:                                               ; preds = %24
  %47 = icmp eq i64 %23, %18
  br i1 %47, label %48, label %20

48:                                               ; preds = %89, %46
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #18
  %49 = shl nuw nsw i64 %18, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %11, i64 %49, i1 false)
  br i1 %15, label %51, label %50

50:                                               ; preds = %48, %16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18
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
  %60 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10, i32 noundef %5) #18, !callees !65
  %61 = fsub fast double %54, %57
  store double %61, ptr %59, align 8, !tbaa !9
  %62 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10, i32 noundef %5) #18, !callees !65
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #18
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
  %79 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, i32 noundef %5) #18, !callees !65
  %80 = fsub fast double %73, %76
  store double %80, ptr %78, align 8, !tbaa !9
  %81 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, i32 noundef %5) #18, !callees !65
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #18
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
  br i1 %101, label %48, label %89, !llvm.loop !66

102:                                              ; preds = %136, %50, %88
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #18
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
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0, i32 noundef %129, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.34)
  br label %136

131:                                              ; preds = %122, %118, %103
  %132 = trunc nuw nsw i64 %104 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0, i32 noundef %132, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.35)
  %134 = load i32, ptr @n_fail, align 4, !tbaa !17
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @n_fail, align 4, !tbaa !17
  br label %136

136:                                              ; preds = %128, %131
  %137 = add nuw nsw i64 %104, 1
  %138 = icmp eq i64 %137, %18
  br i1 %138, label %102, label %103, !llvm.loop !67
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
  br i1 %71, label %72, label %15, !llvm.loop !68

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
  br i1 %98, label %78, label %80, !llvm.loop !69
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @chain_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
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
  br i1 %28, label %29, label %15, !llvm.loop !70

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
  br i1 %72, label %10, label %35, !llvm.loop !71
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %6 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
  ret void
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #19
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
  br i1 %51, label %52, label %14, !llvm.loop !72

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
  br i1 %199, label %200, label %63, !llvm.loop !73

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
  br i1 %220, label %54, label %206, !llvm.loop !74

221:                                              ; preds = %223, %200, %2, %54
  %222 = phi double [ 0.000000e+00, %54 ], [ 0.000000e+00, %2 ], [ %204, %200 ], [ %239, %223 ]
  tail call void @free(ptr noundef %5) #18
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
  br i1 %241, label %221, label %223, !llvm.loop !75
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fs_rev(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs, double noundef nofpclass(nan inf) %0) #18
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fs_fwd(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.000000e+00) #18
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
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @rec_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @rec_t(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @descend(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) @__const.descend.x, i64 24, i1 false)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  br label %37

9:                                                ; preds = %37, %2
  %10 = phi double [ 5.000000e-01, %2 ], [ %44, %37 ]
  %11 = phi <2 x double> [ <double -2.000000e-01, double 1.000000e-01>, %2 ], [ %48, %37 ]
  %12 = fsub fast double %10, %0
  %13 = fmul fast double %10, %10
  %14 = fmul fast double %0, 2.000000e+00
  %15 = extractelement <2 x double> %11, i64 0
  %16 = fsub fast double %15, %14
  %17 = fmul fast <2 x double> %11, %11
  %18 = fmul fast double %0, 3.000000e+00
  %19 = extractelement <2 x double> %11, i64 1
  %20 = fsub fast double %19, %18
  %21 = fmul fast double %19, %19
  %22 = insertelement <2 x double> poison, double %12, i64 0
  %23 = insertelement <2 x double> %22, double %13, i64 1
  %24 = fmul fast <2 x double> %23, %23
  %25 = insertelement <2 x double> poison, double %16, i64 0
  %26 = shufflevector <2 x double> %25, <2 x double> %17, <2 x i32> <i32 0, i32 2>
  %27 = fmul fast <2 x double> %26, %26
  %28 = insertelement <2 x double> poison, double %20, i64 0
  %29 = insertelement <2 x double> %28, double %21, i64 1
  %30 = fmul fast <2 x double> %29, %29
  %31 = fadd fast <2 x double> %27, %24
  %32 = fadd fast <2 x double> %31, %30
  %33 = extractelement <2 x double> %32, i64 1
  %34 = fmul fast double %33, 1.000000e-01
  %35 = extractelement <2 x double> %32, i64 0
  %36 = fadd fast double %35, %34
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  ret double %36

37:                                               ; preds = %6, %37
  %38 = phi i32 [ %49, %37 ], [ 0, %6 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  %40 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dloss, i32 noundef %39, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %40, double noundef nofpclass(nan inf) %0) #18
  %41 = load double, ptr %4, align 16, !tbaa !9
  %42 = fmul fast double %41, 5.000000e-02
  %43 = load double, ptr %3, align 16, !tbaa !9
  %44 = fsub fast double %43, %42
  store double %44, ptr %3, align 16, !tbaa !9
  %45 = load <2 x double>, ptr %7, align 8, !tbaa !9
  %46 = fmul fast <2 x double> %45, <double 5.000000e-02, double 5.000000e-02>
  %47 = load <2 x double>, ptr %8, align 8, !tbaa !9
  %48 = fsub fast <2 x double> %47, %46
  store <2 x double> %48, ptr %8, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  %49 = add nuw nsw i32 %38, 1
  %50 = icmp eq i32 %49, %1
  br i1 %50, label %9, label %37, !llvm.loop !46
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @moved_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @moved_t(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @grow_d(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef nofpclass(nan inf) %0) #18
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
  br i1 %17, label %4, label %18, !llvm.loop !57

18:                                               ; preds = %4, %1
  %19 = phi double [ 0.000000e+00, %1 ], [ %11, %4 ]
  ret double %19
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @loop1_d(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !17
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #18
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @dloss(ptr nocapture noundef readonly %0, double noundef nofpclass(nan inf) %1) #15 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = fsub fast double %3, %1
  %5 = fmul fast double %4, %4
  %6 = fmul fast double %3, %3
  %7 = fmul fast double %6, %6
  %8 = fmul fast double %7, 1.000000e-01
  %9 = fadd fast double %5, %8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul fast double %1, 2.000000e+00
  %13 = fsub fast double %11, %12
  %14 = fmul fast double %13, %13
  %15 = fmul fast double %11, %11
  %16 = fmul fast double %15, %15
  %17 = fmul fast double %16, 1.000000e-01
  %18 = fadd fast double %14, %9
  %19 = fadd fast double %18, %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul fast double %1, 3.000000e+00
  %23 = fsub fast double %21, %22
  %24 = fmul fast double %23, %23
  %25 = fmul fast double %21, %21
  %26 = fmul fast double %25, %25
  %27 = fmul fast double %26, 1.000000e-01
  %28 = fadd fast double %24, %19
  %29 = fadd fast double %28, %27
  ret double %29
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @moved(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
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
  br i1 %42, label %43, label %19, !llvm.loop !76

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
  %59 = tail call ptr @realloc(ptr noundef nonnull %51, i64 noundef %58) #20
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
  br i1 %74, label %9, label %49, !llvm.loop !49

75:                                               ; preds = %78, %43, %2, %9
  %76 = phi ptr [ %62, %9 ], [ %3, %2 ], [ %11, %43 ], [ %11, %78 ]
  %77 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %47, %43 ], [ %84, %78 ]
  tail call void @free(ptr noundef %76) #18
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
  br i1 %86, label %75, label %78, !llvm.loop !77
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #16

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
  br i1 %21, label %22, label %14, !llvm.loop !78

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
  br i1 %52, label %10, label %24, !llvm.loop !58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #17

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
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind allocsize(0) }
attributes #20 = { nounwind allocsize(1) }

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
!47 = distinct !{!47, !12}
!48 = distinct !{!48, !12, !21, !22}
!49 = distinct !{!49, !12, !50}
!50 = !{!"llvm.loop.peeled.count", i32 1}
!51 = distinct !{!51, !12, !22, !21}
!52 = distinct !{!52, !12, !21, !22}
!53 = distinct !{!53, !12, !22, !21}
!54 = distinct !{!54, !12, !21, !22}
!55 = distinct !{!55, !12, !22, !21}
!56 = distinct !{!56, !12}
!57 = distinct !{!57, !12}
!58 = distinct !{!58, !12}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !14}
!61 = distinct !{!61, !14}
!62 = distinct !{!62, !12}
!63 = distinct !{!63, !12}
!64 = distinct !{!64, !12, !21, !22}
!65 = !{ptr @chain, ptr @heap, ptr @rosen}
!66 = distinct !{!66, !12, !22, !21}
!67 = distinct !{!67, !12}
!68 = distinct !{!68, !12, !21, !22}
!69 = distinct !{!69, !12, !22, !21}
!70 = distinct !{!70, !14}
!71 = distinct !{!71, !12}
!72 = distinct !{!72, !12, !21, !22}
!73 = distinct !{!73, !12, !21, !22}
!74 = distinct !{!74, !12, !22, !21}
!75 = distinct !{!75, !12, !22, !21}
!76 = distinct !{!76, !12, !21, !22}
!77 = distinct !{!77, !12, !22, !21}
!78 = distinct !{!78, !14}
