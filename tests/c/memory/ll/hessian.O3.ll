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
  %83 = getelementptr inbounds i8, ptr %67, i64 8
  %84 = getelementptr inbounds i8, ptr %67, i64 8
  br label %90

85:                                               ; preds = %850
  %86 = getelementptr inbounds i8, ptr %22, i64 16
  %87 = getelementptr inbounds i8, ptr %21, i64 16
  %88 = getelementptr inbounds i8, ptr %20, i64 16
  %89 = getelementptr inbounds i8, ptr %19, i64 16
  br label %871

90:                                               ; preds = %0, %850
  %91 = phi i32 [ 2, %0 ], [ %853, %850 ]
  %92 = load i64, ptr @rng_state, align 8, !tbaa !5
  %93 = zext nneg i32 %91 to i64
  %94 = add nsw i64 %93, -1
  %95 = and i64 %93, 1
  %96 = icmp eq i64 %94, 0
  br i1 %96, label %121, label %97

97:                                               ; preds = %90
  %98 = and i64 %93, 2147483646
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %118, %99 ]
  %101 = phi i64 [ %92, %97 ], [ %112, %99 ]
  %102 = phi i64 [ 0, %97 ], [ %119, %99 ]
  %103 = mul i64 %101, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = lshr i64 %104, 11
  %106 = uitofp nneg i64 %105 to double
  %107 = fmul double %106, 2.400000e+00
  %108 = call double @llvm.fmuladd.f64(double %107, double 0x3CA0000000000000, double -1.200000e+00)
  %109 = getelementptr inbounds double, ptr %74, i64 %100
  store double %108, ptr %109, align 16, !tbaa !9
  %110 = or disjoint i64 %100, 1
  %111 = mul i64 %104, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = lshr i64 %112, 11
  %114 = uitofp nneg i64 %113 to double
  %115 = fmul double %114, 2.400000e+00
  %116 = call double @llvm.fmuladd.f64(double %115, double 0x3CA0000000000000, double -1.200000e+00)
  %117 = getelementptr inbounds double, ptr %74, i64 %110
  store double %116, ptr %117, align 8, !tbaa !9
  %118 = add nuw nsw i64 %100, 2
  %119 = add i64 %102, 2
  %120 = icmp eq i64 %119, %98
  br i1 %120, label %121, label %99, !llvm.loop !11

121:                                              ; preds = %99, %90
  %122 = phi i64 [ poison, %90 ], [ %112, %99 ]
  %123 = phi i64 [ 0, %90 ], [ %118, %99 ]
  %124 = phi i64 [ %92, %90 ], [ %112, %99 ]
  %125 = icmp eq i64 %95, 0
  br i1 %125, label %134, label %126

126:                                              ; preds = %121
  %127 = mul i64 %124, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = lshr i64 %128, 11
  %130 = uitofp nneg i64 %129 to double
  %131 = fmul double %130, 2.400000e+00
  %132 = call double @llvm.fmuladd.f64(double %131, double 0x3CA0000000000000, double -1.200000e+00)
  %133 = getelementptr inbounds double, ptr %74, i64 %123
  store double %132, ptr %133, align 8, !tbaa !9
  br label %134

134:                                              ; preds = %121, %126
  %135 = phi i64 [ %122, %121 ], [ %128, %126 ]
  %136 = and i64 %93, 1
  %137 = icmp eq i64 %94, 0
  br i1 %137, label %162, label %138

138:                                              ; preds = %134
  %139 = and i64 %93, 2147483646
  br label %140

140:                                              ; preds = %140, %138
  %141 = phi i64 [ 0, %138 ], [ %159, %140 ]
  %142 = phi i64 [ %135, %138 ], [ %153, %140 ]
  %143 = phi i64 [ 0, %138 ], [ %160, %140 ]
  %144 = mul i64 %142, 6364136223846793005
  %145 = add i64 %144, 1442695040888963407
  %146 = lshr i64 %145, 10
  %147 = and i64 %146, 18014398509481982
  %148 = uitofp nneg i64 %147 to double
  %149 = call double @llvm.fmuladd.f64(double %148, double 0x3CA0000000000000, double -1.000000e+00)
  %150 = getelementptr inbounds double, ptr %75, i64 %141
  store double %149, ptr %150, align 16, !tbaa !9
  %151 = or disjoint i64 %141, 1
  %152 = mul i64 %145, 6364136223846793005
  %153 = add i64 %152, 1442695040888963407
  %154 = lshr i64 %153, 10
  %155 = and i64 %154, 18014398509481982
  %156 = uitofp nneg i64 %155 to double
  %157 = call double @llvm.fmuladd.f64(double %156, double 0x3CA0000000000000, double -1.000000e+00)
  %158 = getelementptr inbounds double, ptr %75, i64 %151
  store double %157, ptr %158, align 8, !tbaa !9
  %159 = add nuw nsw i64 %141, 2
  %160 = add i64 %143, 2
  %161 = icmp eq i64 %160, %139
  br i1 %161, label %162, label %140, !llvm.loop !11

162:                                              ; preds = %140, %134
  %163 = phi i64 [ poison, %134 ], [ %153, %140 ]
  %164 = phi i64 [ 0, %134 ], [ %159, %140 ]
  %165 = phi i64 [ %135, %134 ], [ %153, %140 ]
  %166 = icmp eq i64 %136, 0
  br i1 %166, label %175, label %167

167:                                              ; preds = %162
  %168 = mul i64 %165, 6364136223846793005
  %169 = add i64 %168, 1442695040888963407
  %170 = lshr i64 %169, 10
  %171 = and i64 %170, 18014398509481982
  %172 = uitofp nneg i64 %171 to double
  %173 = call double @llvm.fmuladd.f64(double %172, double 0x3CA0000000000000, double -1.000000e+00)
  %174 = getelementptr inbounds double, ptr %75, i64 %164
  store double %173, ptr %174, align 8, !tbaa !9
  br label %175

175:                                              ; preds = %162, %167
  %176 = phi i64 [ %163, %162 ], [ %169, %167 ]
  %177 = and i64 %93, 1
  %178 = icmp eq i64 %94, 0
  br i1 %178, label %203, label %179

179:                                              ; preds = %175
  %180 = and i64 %93, 2147483646
  br label %181

181:                                              ; preds = %181, %179
  %182 = phi i64 [ 0, %179 ], [ %200, %181 ]
  %183 = phi i64 [ %176, %179 ], [ %194, %181 ]
  %184 = phi i64 [ 0, %179 ], [ %201, %181 ]
  %185 = mul i64 %183, 6364136223846793005
  %186 = add i64 %185, 1442695040888963407
  %187 = lshr i64 %186, 10
  %188 = and i64 %187, 18014398509481982
  %189 = uitofp nneg i64 %188 to double
  %190 = call double @llvm.fmuladd.f64(double %189, double 0x3CA0000000000000, double -1.000000e+00)
  %191 = getelementptr inbounds double, ptr %76, i64 %182
  store double %190, ptr %191, align 16, !tbaa !9
  %192 = or disjoint i64 %182, 1
  %193 = mul i64 %186, 6364136223846793005
  %194 = add i64 %193, 1442695040888963407
  %195 = lshr i64 %194, 10
  %196 = and i64 %195, 18014398509481982
  %197 = uitofp nneg i64 %196 to double
  %198 = call double @llvm.fmuladd.f64(double %197, double 0x3CA0000000000000, double -1.000000e+00)
  %199 = getelementptr inbounds double, ptr %76, i64 %192
  store double %198, ptr %199, align 8, !tbaa !9
  %200 = add nuw nsw i64 %182, 2
  %201 = add i64 %184, 2
  %202 = icmp eq i64 %201, %180
  br i1 %202, label %203, label %181, !llvm.loop !11

203:                                              ; preds = %181, %175
  %204 = phi i64 [ poison, %175 ], [ %194, %181 ]
  %205 = phi i64 [ 0, %175 ], [ %200, %181 ]
  %206 = phi i64 [ %176, %175 ], [ %194, %181 ]
  %207 = icmp eq i64 %177, 0
  br i1 %207, label %216, label %208

208:                                              ; preds = %203
  %209 = mul i64 %206, 6364136223846793005
  %210 = add i64 %209, 1442695040888963407
  %211 = lshr i64 %210, 10
  %212 = and i64 %211, 18014398509481982
  %213 = uitofp nneg i64 %212 to double
  %214 = call double @llvm.fmuladd.f64(double %213, double 0x3CA0000000000000, double -1.000000e+00)
  %215 = getelementptr inbounds double, ptr %76, i64 %205
  store double %214, ptr %215, align 8, !tbaa !9
  br label %216

216:                                              ; preds = %203, %208
  %217 = phi i64 [ %204, %203 ], [ %210, %208 ]
  store i64 %217, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  %218 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %219 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %218, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %218, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %219, i32 noundef %91) #18
  %220 = shl nuw nsw i64 %93, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %80, i8 0, i64 %220, i1 false), !tbaa !9
  %221 = add nsw i32 %91, -1
  %222 = zext i32 %221 to i64
  %223 = load double, ptr %80, align 16
  br label %224

224:                                              ; preds = %224, %216
  %225 = phi double [ %223, %216 ], [ %259, %224 ]
  %226 = phi i64 [ 0, %216 ], [ %257, %224 ]
  %227 = phi i64 [ 1, %216 ], [ %256, %224 ]
  %228 = getelementptr inbounds double, ptr %74, i64 %226
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = fmul double %229, 1.200000e+03
  %231 = getelementptr inbounds double, ptr %74, i64 %227
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fmul double %232, -4.000000e+02
  %234 = call double @llvm.fmuladd.f64(double %230, double %229, double %233)
  %235 = fadd double %234, 2.000000e+00
  %236 = fmul double %229, -4.000000e+02
  %237 = getelementptr inbounds double, ptr %75, i64 %226
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = getelementptr inbounds double, ptr %75, i64 %227
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = getelementptr inbounds double, ptr %80, i64 %226
  %242 = getelementptr inbounds double, ptr %80, i64 %227
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = insertelement <2 x double> <double poison, double 2.000000e+02>, double %236, i64 0
  %245 = insertelement <2 x double> poison, double %240, i64 0
  %246 = shufflevector <2 x double> %245, <2 x double> poison, <2 x i32> zeroinitializer
  %247 = fmul <2 x double> %244, %246
  %248 = insertelement <2 x double> poison, double %235, i64 0
  %249 = insertelement <2 x double> %248, double %236, i64 1
  %250 = insertelement <2 x double> poison, double %238, i64 0
  %251 = shufflevector <2 x double> %250, <2 x double> poison, <2 x i32> zeroinitializer
  %252 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %249, <2 x double> %251, <2 x double> %247)
  %253 = insertelement <2 x double> poison, double %225, i64 0
  %254 = insertelement <2 x double> %253, double %243, i64 1
  %255 = fadd <2 x double> %254, %252
  store <2 x double> %255, ptr %241, align 8, !tbaa !9
  %256 = add nuw nsw i64 %227, 1
  %257 = add nuw nsw i64 %226, 1
  %258 = icmp eq i64 %257, %222
  %259 = extractelement <2 x double> %255, i64 1
  br i1 %258, label %463, label %224, !llvm.loop !15

260:                                              ; preds = %492
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %70) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %71) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %72) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %72, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %73) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %73, i8 0, i64 72, i1 false)
  %261 = icmp ult i32 %91, 2
  br i1 %261, label %262, label %264

262:                                              ; preds = %278, %260
  %263 = phi i64 [ 0, %260 ], [ %265, %278 ]
  br label %285

264:                                              ; preds = %260
  %265 = and i64 %93, 2147483646
  br label %266

266:                                              ; preds = %266, %264
  %267 = phi i64 [ 0, %264 ], [ %276, %266 ]
  %268 = getelementptr inbounds double, ptr %74, i64 %267
  %269 = load <2 x double>, ptr %268, align 16, !tbaa !9
  %270 = getelementptr inbounds double, ptr %75, i64 %267
  %271 = load <2 x double>, ptr %270, align 16, !tbaa !9
  %272 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %271, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %269)
  %273 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %267
  store <2 x double> %272, ptr %273, align 16, !tbaa !9
  %274 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %271, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %269)
  %275 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %267
  store <2 x double> %274, ptr %275, align 16, !tbaa !9
  %276 = add nuw i64 %267, 2
  %277 = icmp eq i64 %276, %265
  br i1 %277, label %278, label %266, !llvm.loop !16

278:                                              ; preds = %266
  %279 = icmp eq i64 %265, %93
  br i1 %279, label %280, label %262

280:                                              ; preds = %285, %278
  %281 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %282 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %281, ptr noundef nonnull %70, ptr noundef nonnull %72, i32 noundef %282, i32 noundef %91) #18
  %283 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %284 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %283, ptr noundef nonnull %71, ptr noundef nonnull %73, i32 noundef %284, i32 noundef %91) #18
  br label %297

285:                                              ; preds = %262, %285
  %286 = phi i64 [ %295, %285 ], [ %263, %262 ]
  %287 = getelementptr inbounds double, ptr %74, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = getelementptr inbounds double, ptr %75, i64 %286
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = call double @llvm.fmuladd.f64(double %290, double 0x3EB0C6F7A0B5ED8D, double %288)
  %292 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %286
  store double %291, ptr %292, align 8, !tbaa !9
  %293 = call double @llvm.fmuladd.f64(double %290, double 0xBEB0C6F7A0B5ED8D, double %288)
  %294 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %286
  store double %293, ptr %294, align 8, !tbaa !9
  %295 = add nuw nsw i64 %286, 1
  %296 = icmp eq i64 %295, %93
  br i1 %296, label %280, label %285, !llvm.loop !19

297:                                              ; preds = %330, %280
  %298 = phi i64 [ 0, %280 ], [ %331, %330 ]
  %299 = getelementptr inbounds double, ptr %78, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = getelementptr inbounds [9 x double], ptr %72, i64 0, i64 %298
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = getelementptr inbounds [9 x double], ptr %73, i64 0, i64 %298
  %304 = load double, ptr %303, align 8, !tbaa !9
  %305 = fsub double %302, %304
  %306 = fdiv double %305, 2.000000e-06
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = fcmp ogt double %307, 1.000000e+00
  %309 = select i1 %308, double %307, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  store volatile double %300, ptr %69, align 8, !tbaa !9
  %310 = load volatile double, ptr %69, align 8, !tbaa !9
  %311 = call double @llvm.fabs.f64(double %310)
  %312 = fcmp ueq double %311, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  br i1 %312, label %325, label %313

313:                                              ; preds = %297
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  store volatile double %306, ptr %68, align 8, !tbaa !9
  %314 = load volatile double, ptr %68, align 8, !tbaa !9
  %315 = call double @llvm.fabs.f64(double %314)
  %316 = fcmp ueq double %315, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  br i1 %316, label %325, label %317

317:                                              ; preds = %313
  %318 = fsub double %300, %306
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fmul double %309, 1.000000e-05
  %321 = fcmp ugt double %319, %320
  br i1 %321, label %325, label %322

322:                                              ; preds = %317
  %323 = trunc nuw nsw i64 %298 to i32
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i32 noundef %323, double noundef %300, double noundef %306, ptr noundef nonnull @.str.34)
  br label %330

325:                                              ; preds = %317, %313, %297
  %326 = trunc nuw nsw i64 %298 to i32
  %327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i32 noundef %326, double noundef %300, double noundef %306, ptr noundef nonnull @.str.35)
  %328 = load i32, ptr @n_fail, align 4, !tbaa !13
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr @n_fail, align 4, !tbaa !13
  br label %330

330:                                              ; preds = %325, %322
  %331 = add nuw nsw i64 %298, 1
  %332 = icmp eq i64 %331, %93
  br i1 %332, label %333, label %297, !llvm.loop !20

333:                                              ; preds = %330
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %73) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %72) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %70) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %74, ptr noundef nonnull %75, ptr noundef nonnull %78, i32 noundef %91)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %81) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %81, i8 0, i64 72, i1 false)
  %334 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %334, ptr noundef nonnull %74, ptr noundef nonnull %81, i32 noundef %335, i32 noundef %91) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %67) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %67, ptr noundef nonnull readonly align 16 dereferenceable(1) %74, i64 %220, i1 false)
  %336 = icmp ugt i32 %91, 1
  %337 = add nsw i64 %222, -1
  %338 = and i64 %222, 1
  %339 = icmp eq i64 %337, 0
  %340 = and i64 %222, 4294967294
  %341 = icmp eq i64 %338, 0
  %342 = and i64 %222, 1
  %343 = icmp eq i64 %337, 0
  %344 = and i64 %222, 4294967294
  %345 = icmp eq i64 %342, 0
  br label %346

346:                                              ; preds = %333, %455
  %347 = phi i64 [ %460, %455 ], [ 0, %333 ]
  %348 = getelementptr inbounds double, ptr %74, i64 %347
  %349 = load double, ptr %348, align 8, !tbaa !9
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ogt double %350, 1.000000e+00
  %352 = select i1 %351, double %350, double 1.000000e+00
  %353 = fmul double %352, 1.000000e-05
  %354 = fadd double %349, %353
  %355 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %347
  store double %354, ptr %355, align 8, !tbaa !9
  br i1 %336, label %356, label %455

356:                                              ; preds = %346
  br i1 %339, label %386, label %357

357:                                              ; preds = %356, %357
  %358 = phi i64 [ %383, %357 ], [ 0, %356 ]
  %359 = phi i64 [ %382, %357 ], [ 1, %356 ]
  %360 = phi double [ %381, %357 ], [ 0.000000e+00, %356 ]
  %361 = phi i64 [ %384, %357 ], [ 0, %356 ]
  %362 = getelementptr inbounds double, ptr %67, i64 %359
  %363 = load double, ptr %362, align 8, !tbaa !9
  %364 = getelementptr inbounds double, ptr %67, i64 %358
  %365 = load double, ptr %364, align 16, !tbaa !9
  %366 = fneg double %365
  %367 = call double @llvm.fmuladd.f64(double %366, double %365, double %363)
  %368 = fsub double 1.000000e+00, %365
  %369 = fmul double %367, 1.000000e+02
  %370 = fmul double %368, %368
  %371 = call double @llvm.fmuladd.f64(double %369, double %367, double %370)
  %372 = fadd double %360, %371
  %373 = getelementptr inbounds double, ptr %83, i64 %359
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = fneg double %363
  %376 = call double @llvm.fmuladd.f64(double %375, double %363, double %374)
  %377 = fsub double 1.000000e+00, %363
  %378 = fmul double %376, 1.000000e+02
  %379 = fmul double %377, %377
  %380 = call double @llvm.fmuladd.f64(double %378, double %376, double %379)
  %381 = fadd double %372, %380
  %382 = add nuw nsw i64 %359, 2
  %383 = add nuw nsw i64 %358, 2
  %384 = add i64 %361, 2
  %385 = icmp eq i64 %384, %340
  br i1 %385, label %386, label %357, !llvm.loop !21

386:                                              ; preds = %357, %356
  %387 = phi double [ poison, %356 ], [ %381, %357 ]
  %388 = phi i64 [ 0, %356 ], [ %383, %357 ]
  %389 = phi i64 [ 1, %356 ], [ %382, %357 ]
  %390 = phi double [ 0.000000e+00, %356 ], [ %381, %357 ]
  br i1 %341, label %403, label %391

391:                                              ; preds = %386
  %392 = getelementptr inbounds double, ptr %67, i64 %389
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = getelementptr inbounds double, ptr %67, i64 %388
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = fneg double %395
  %397 = call double @llvm.fmuladd.f64(double %396, double %395, double %393)
  %398 = fsub double 1.000000e+00, %395
  %399 = fmul double %397, 1.000000e+02
  %400 = fmul double %398, %398
  %401 = call double @llvm.fmuladd.f64(double %399, double %397, double %400)
  %402 = fadd double %390, %401
  br label %403

403:                                              ; preds = %386, %391
  %404 = phi double [ %387, %386 ], [ %402, %391 ]
  %405 = fsub double %349, %353
  store double %405, ptr %355, align 8, !tbaa !9
  br i1 %343, label %435, label %406

406:                                              ; preds = %403, %406
  %407 = phi i64 [ %432, %406 ], [ 0, %403 ]
  %408 = phi i64 [ %431, %406 ], [ 1, %403 ]
  %409 = phi double [ %430, %406 ], [ 0.000000e+00, %403 ]
  %410 = phi i64 [ %433, %406 ], [ 0, %403 ]
  %411 = getelementptr inbounds double, ptr %67, i64 %408
  %412 = load double, ptr %411, align 8, !tbaa !9
  %413 = getelementptr inbounds double, ptr %67, i64 %407
  %414 = load double, ptr %413, align 16, !tbaa !9
  %415 = fneg double %414
  %416 = call double @llvm.fmuladd.f64(double %415, double %414, double %412)
  %417 = fsub double 1.000000e+00, %414
  %418 = fmul double %416, 1.000000e+02
  %419 = fmul double %417, %417
  %420 = call double @llvm.fmuladd.f64(double %418, double %416, double %419)
  %421 = fadd double %409, %420
  %422 = getelementptr inbounds double, ptr %84, i64 %408
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = fneg double %412
  %425 = call double @llvm.fmuladd.f64(double %424, double %412, double %423)
  %426 = fsub double 1.000000e+00, %412
  %427 = fmul double %425, 1.000000e+02
  %428 = fmul double %426, %426
  %429 = call double @llvm.fmuladd.f64(double %427, double %425, double %428)
  %430 = fadd double %421, %429
  %431 = add nuw nsw i64 %408, 2
  %432 = add nuw nsw i64 %407, 2
  %433 = add i64 %410, 2
  %434 = icmp eq i64 %433, %344
  br i1 %434, label %435, label %406, !llvm.loop !21

435:                                              ; preds = %406, %403
  %436 = phi double [ poison, %403 ], [ %430, %406 ]
  %437 = phi i64 [ 0, %403 ], [ %432, %406 ]
  %438 = phi i64 [ 1, %403 ], [ %431, %406 ]
  %439 = phi double [ 0.000000e+00, %403 ], [ %430, %406 ]
  br i1 %345, label %452, label %440

440:                                              ; preds = %435
  %441 = getelementptr inbounds double, ptr %67, i64 %438
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = getelementptr inbounds double, ptr %67, i64 %437
  %444 = load double, ptr %443, align 8, !tbaa !9
  %445 = fneg double %444
  %446 = call double @llvm.fmuladd.f64(double %445, double %444, double %442)
  %447 = fsub double 1.000000e+00, %444
  %448 = fmul double %446, 1.000000e+02
  %449 = fmul double %447, %447
  %450 = call double @llvm.fmuladd.f64(double %448, double %446, double %449)
  %451 = fadd double %439, %450
  br label %452

452:                                              ; preds = %435, %440
  %453 = phi double [ %436, %435 ], [ %451, %440 ]
  %454 = fsub double %404, %453
  br label %455

455:                                              ; preds = %346, %452
  %456 = phi double [ %454, %452 ], [ 0.000000e+00, %346 ]
  store double %349, ptr %355, align 8, !tbaa !9
  %457 = fmul double %353, 2.000000e+00
  %458 = fdiv double %456, %457
  %459 = getelementptr inbounds double, ptr %80, i64 %347
  store double %458, ptr %459, align 8, !tbaa !9
  %460 = add nuw nsw i64 %347, 1
  %461 = icmp eq i64 %460, %93
  br i1 %461, label %462, label %346, !llvm.loop !22

462:                                              ; preds = %455
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %67) #18
  br label %495

463:                                              ; preds = %224, %492
  %464 = phi i64 [ %493, %492 ], [ 0, %224 ]
  %465 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %464
  %466 = load double, ptr %465, align 8, !tbaa !9
  %467 = getelementptr inbounds [9 x double], ptr %80, i64 0, i64 %464
  %468 = load double, ptr %467, align 8, !tbaa !9
  %469 = call double @llvm.fabs.f64(double %468)
  %470 = fcmp ogt double %469, 1.000000e+00
  %471 = select i1 %470, double %469, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %66)
  store volatile double %466, ptr %66, align 8, !tbaa !9
  %472 = load volatile double, ptr %66, align 8, !tbaa !9
  %473 = call double @llvm.fabs.f64(double %472)
  %474 = fcmp ueq double %473, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %66)
  br i1 %474, label %487, label %475

475:                                              ; preds = %463
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  store volatile double %468, ptr %65, align 8, !tbaa !9
  %476 = load volatile double, ptr %65, align 8, !tbaa !9
  %477 = call double @llvm.fabs.f64(double %476)
  %478 = fcmp ueq double %477, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  br i1 %478, label %487, label %479

479:                                              ; preds = %475
  %480 = fsub double %466, %468
  %481 = call double @llvm.fabs.f64(double %480)
  %482 = fmul double %471, 1.000000e-10
  %483 = fcmp ugt double %481, %482
  br i1 %483, label %487, label %484

484:                                              ; preds = %479
  %485 = trunc nuw nsw i64 %464 to i32
  %486 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i32 noundef %485, double noundef %466, double noundef %468, ptr noundef nonnull @.str.34)
  br label %492

487:                                              ; preds = %479, %475, %463
  %488 = trunc nuw nsw i64 %464 to i32
  %489 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i32 noundef %488, double noundef %466, double noundef %468, ptr noundef nonnull @.str.35)
  %490 = load i32, ptr @n_fail, align 4, !tbaa !13
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr @n_fail, align 4, !tbaa !13
  br label %492

492:                                              ; preds = %484, %487
  %493 = add nuw nsw i64 %464, 1
  %494 = icmp eq i64 %493, %93
  br i1 %494, label %260, label %463, !llvm.loop !23

495:                                              ; preds = %462, %524
  %496 = phi i64 [ 0, %462 ], [ %525, %524 ]
  %497 = getelementptr inbounds [9 x double], ptr %81, i64 0, i64 %496
  %498 = load double, ptr %497, align 8, !tbaa !9
  %499 = getelementptr inbounds [9 x double], ptr %80, i64 0, i64 %496
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = call double @llvm.fabs.f64(double %500)
  %502 = fcmp ogt double %501, 1.000000e+00
  %503 = select i1 %502, double %501, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  store volatile double %498, ptr %64, align 8, !tbaa !9
  %504 = load volatile double, ptr %64, align 8, !tbaa !9
  %505 = call double @llvm.fabs.f64(double %504)
  %506 = fcmp ueq double %505, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  br i1 %506, label %519, label %507

507:                                              ; preds = %495
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  store volatile double %500, ptr %63, align 8, !tbaa !9
  %508 = load volatile double, ptr %63, align 8, !tbaa !9
  %509 = call double @llvm.fabs.f64(double %508)
  %510 = fcmp ueq double %509, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63)
  br i1 %510, label %519, label %511

511:                                              ; preds = %507
  %512 = fsub double %498, %500
  %513 = call double @llvm.fabs.f64(double %512)
  %514 = fmul double %503, 0x3EB0C6F7A0B5ED8D
  %515 = fcmp ugt double %513, %514
  br i1 %515, label %519, label %516

516:                                              ; preds = %511
  %517 = trunc nuw nsw i64 %496 to i32
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i32 noundef %517, double noundef %498, double noundef %500, ptr noundef nonnull @.str.34)
  br label %524

519:                                              ; preds = %511, %507, %495
  %520 = trunc nuw nsw i64 %496 to i32
  %521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i32 noundef %520, double noundef %498, double noundef %500, ptr noundef nonnull @.str.35)
  %522 = load i32, ptr @n_fail, align 4, !tbaa !13
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr @n_fail, align 4, !tbaa !13
  br label %524

524:                                              ; preds = %516, %519
  %525 = add nuw nsw i64 %496, 1
  %526 = icmp eq i64 %525, %93
  br i1 %526, label %607, label %495, !llvm.loop !24

527:                                              ; preds = %636
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %79, i8 0, i64 72, i1 false)
  %528 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %529 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %528, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %528, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %529, i32 noundef %91) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  %530 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %531 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %530, ptr noundef nonnull %74, ptr noundef nonnull %76, i32 noundef %530, ptr noundef nonnull %77, ptr noundef nonnull %79, i32 noundef %531, i32 noundef %91) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %61) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %61, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %62) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %62, i8 0, i64 72, i1 false)
  %532 = icmp ult i32 %91, 2
  br i1 %532, label %533, label %535

533:                                              ; preds = %549, %527
  %534 = phi i64 [ 0, %527 ], [ %536, %549 ]
  br label %556

535:                                              ; preds = %527
  %536 = and i64 %93, 2147483646
  br label %537

537:                                              ; preds = %537, %535
  %538 = phi i64 [ 0, %535 ], [ %547, %537 ]
  %539 = getelementptr inbounds double, ptr %74, i64 %538
  %540 = load <2 x double>, ptr %539, align 16, !tbaa !9
  %541 = getelementptr inbounds double, ptr %75, i64 %538
  %542 = load <2 x double>, ptr %541, align 16, !tbaa !9
  %543 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %542, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %540)
  %544 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %538
  store <2 x double> %543, ptr %544, align 16, !tbaa !9
  %545 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %542, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %540)
  %546 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %538
  store <2 x double> %545, ptr %546, align 16, !tbaa !9
  %547 = add nuw i64 %538, 2
  %548 = icmp eq i64 %547, %536
  br i1 %548, label %549, label %537, !llvm.loop !25

549:                                              ; preds = %537
  %550 = icmp eq i64 %536, %93
  br i1 %550, label %551, label %533

551:                                              ; preds = %556, %549
  %552 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %553 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %552, ptr noundef nonnull %59, ptr noundef nonnull %61, i32 noundef %553, i32 noundef %91) #18
  %554 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %555 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %554, ptr noundef nonnull %60, ptr noundef nonnull %62, i32 noundef %555, i32 noundef %91) #18
  br label %568

556:                                              ; preds = %533, %556
  %557 = phi i64 [ %566, %556 ], [ %534, %533 ]
  %558 = getelementptr inbounds double, ptr %74, i64 %557
  %559 = load double, ptr %558, align 8, !tbaa !9
  %560 = getelementptr inbounds double, ptr %75, i64 %557
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = call double @llvm.fmuladd.f64(double %561, double 0x3EB0C6F7A0B5ED8D, double %559)
  %563 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %557
  store double %562, ptr %563, align 8, !tbaa !9
  %564 = call double @llvm.fmuladd.f64(double %561, double 0xBEB0C6F7A0B5ED8D, double %559)
  %565 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %557
  store double %564, ptr %565, align 8, !tbaa !9
  %566 = add nuw nsw i64 %557, 1
  %567 = icmp eq i64 %566, %93
  br i1 %567, label %551, label %556, !llvm.loop !26

568:                                              ; preds = %601, %551
  %569 = phi i64 [ 0, %551 ], [ %602, %601 ]
  %570 = getelementptr inbounds double, ptr %78, i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = getelementptr inbounds [9 x double], ptr %61, i64 0, i64 %569
  %573 = load double, ptr %572, align 8, !tbaa !9
  %574 = getelementptr inbounds [9 x double], ptr %62, i64 0, i64 %569
  %575 = load double, ptr %574, align 8, !tbaa !9
  %576 = fsub double %573, %575
  %577 = fdiv double %576, 2.000000e-06
  %578 = call double @llvm.fabs.f64(double %577)
  %579 = fcmp ogt double %578, 1.000000e+00
  %580 = select i1 %579, double %578, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %571, ptr %58, align 8, !tbaa !9
  %581 = load volatile double, ptr %58, align 8, !tbaa !9
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = fcmp ueq double %582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %583, label %596, label %584

584:                                              ; preds = %568
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double %577, ptr %57, align 8, !tbaa !9
  %585 = load volatile double, ptr %57, align 8, !tbaa !9
  %586 = call double @llvm.fabs.f64(double %585)
  %587 = fcmp ueq double %586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %587, label %596, label %588

588:                                              ; preds = %584
  %589 = fsub double %571, %577
  %590 = call double @llvm.fabs.f64(double %589)
  %591 = fmul double %580, 1.000000e-05
  %592 = fcmp ugt double %590, %591
  br i1 %592, label %596, label %593

593:                                              ; preds = %588
  %594 = trunc nuw nsw i64 %569 to i32
  %595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i32 noundef %594, double noundef %571, double noundef %577, ptr noundef nonnull @.str.34)
  br label %601

596:                                              ; preds = %588, %584, %568
  %597 = trunc nuw nsw i64 %569 to i32
  %598 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i32 noundef %597, double noundef %571, double noundef %577, ptr noundef nonnull @.str.35)
  %599 = load i32, ptr @n_fail, align 4, !tbaa !13
  %600 = add nsw i32 %599, 1
  store i32 %600, ptr @n_fail, align 4, !tbaa !13
  br label %601

601:                                              ; preds = %596, %593
  %602 = add nuw nsw i64 %569, 1
  %603 = icmp eq i64 %602, %93
  br i1 %603, label %604, label %568, !llvm.loop !20

604:                                              ; preds = %601
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %62) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %61) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %74, ptr noundef nonnull %75, ptr noundef nonnull %78, i32 noundef %91)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %82) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %82, i8 0, i64 72, i1 false)
  %605 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %606 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %605, ptr noundef nonnull %74, ptr noundef nonnull %82, i32 noundef %606, ptr noundef nonnull %75, i32 noundef %606, i32 noundef %91) #18
  br label %639

607:                                              ; preds = %524, %636
  %608 = phi i64 [ %637, %636 ], [ 0, %524 ]
  %609 = getelementptr inbounds [9 x double], ptr %77, i64 0, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !9
  %611 = getelementptr inbounds [9 x double], ptr %80, i64 0, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = call double @llvm.fabs.f64(double %612)
  %614 = fcmp ogt double %613, 1.000000e+00
  %615 = select i1 %614, double %613, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %610, ptr %56, align 8, !tbaa !9
  %616 = load volatile double, ptr %56, align 8, !tbaa !9
  %617 = call double @llvm.fabs.f64(double %616)
  %618 = fcmp ueq double %617, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %618, label %631, label %619

619:                                              ; preds = %607
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %612, ptr %55, align 8, !tbaa !9
  %620 = load volatile double, ptr %55, align 8, !tbaa !9
  %621 = call double @llvm.fabs.f64(double %620)
  %622 = fcmp ueq double %621, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %622, label %631, label %623

623:                                              ; preds = %619
  %624 = fsub double %610, %612
  %625 = call double @llvm.fabs.f64(double %624)
  %626 = fmul double %615, 0x3EB0C6F7A0B5ED8D
  %627 = fcmp ugt double %625, %626
  br i1 %627, label %631, label %628

628:                                              ; preds = %623
  %629 = trunc nuw nsw i64 %608 to i32
  %630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i32 noundef %629, double noundef %610, double noundef %612, ptr noundef nonnull @.str.34)
  br label %636

631:                                              ; preds = %623, %619, %607
  %632 = trunc nuw nsw i64 %608 to i32
  %633 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i32 noundef %632, double noundef %610, double noundef %612, ptr noundef nonnull @.str.35)
  %634 = load i32, ptr @n_fail, align 4, !tbaa !13
  %635 = add nsw i32 %634, 1
  store i32 %635, ptr @n_fail, align 4, !tbaa !13
  br label %636

636:                                              ; preds = %628, %631
  %637 = add nuw nsw i64 %608, 1
  %638 = icmp eq i64 %637, %93
  br i1 %638, label %527, label %607, !llvm.loop !27

639:                                              ; preds = %604, %668
  %640 = phi i64 [ 0, %604 ], [ %669, %668 ]
  %641 = getelementptr inbounds [9 x double], ptr %82, i64 0, i64 %640
  %642 = load double, ptr %641, align 8, !tbaa !9
  %643 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %640
  %644 = load double, ptr %643, align 8, !tbaa !9
  %645 = call double @llvm.fabs.f64(double %644)
  %646 = fcmp ogt double %645, 1.000000e+00
  %647 = select i1 %646, double %645, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %642, ptr %54, align 8, !tbaa !9
  %648 = load volatile double, ptr %54, align 8, !tbaa !9
  %649 = call double @llvm.fabs.f64(double %648)
  %650 = fcmp ueq double %649, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %650, label %663, label %651

651:                                              ; preds = %639
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %644, ptr %53, align 8, !tbaa !9
  %652 = load volatile double, ptr %53, align 8, !tbaa !9
  %653 = call double @llvm.fabs.f64(double %652)
  %654 = fcmp ueq double %653, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %654, label %663, label %655

655:                                              ; preds = %651
  %656 = fsub double %642, %644
  %657 = call double @llvm.fabs.f64(double %656)
  %658 = fmul double %647, 1.000000e-10
  %659 = fcmp ugt double %657, %658
  br i1 %659, label %663, label %660

660:                                              ; preds = %655
  %661 = trunc nuw nsw i64 %640 to i32
  %662 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i32 noundef %661, double noundef %642, double noundef %644, ptr noundef nonnull @.str.34)
  br label %668

663:                                              ; preds = %655, %651, %639
  %664 = trunc nuw nsw i64 %640 to i32
  %665 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i32 noundef %664, double noundef %642, double noundef %644, ptr noundef nonnull @.str.35)
  %666 = load i32, ptr @n_fail, align 4, !tbaa !13
  %667 = add nsw i32 %666, 1
  store i32 %667, ptr @n_fail, align 4, !tbaa !13
  br label %668

668:                                              ; preds = %660, %663
  %669 = add nuw nsw i64 %640, 1
  %670 = icmp eq i64 %669, %93
  br i1 %670, label %671, label %639, !llvm.loop !28

671:                                              ; preds = %668
  %672 = and i64 %93, 1
  %673 = icmp eq i32 %91, 1
  br i1 %673, label %676, label %674

674:                                              ; preds = %671
  %675 = and i64 %93, 2147483646
  br label %741

676:                                              ; preds = %741, %671
  %677 = phi <2 x double> [ poison, %671 ], [ %771, %741 ]
  %678 = phi i64 [ 0, %671 ], [ %772, %741 ]
  %679 = phi <2 x double> [ zeroinitializer, %671 ], [ %771, %741 ]
  %680 = icmp eq i64 %672, 0
  br i1 %680, label %695, label %681

681:                                              ; preds = %676
  %682 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %678
  %683 = load double, ptr %682, align 8, !tbaa !9
  %684 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %678
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %678
  %687 = load double, ptr %686, align 8, !tbaa !9
  %688 = getelementptr inbounds [9 x double], ptr %79, i64 0, i64 %678
  %689 = load double, ptr %688, align 8, !tbaa !9
  %690 = insertelement <2 x double> poison, double %683, i64 0
  %691 = insertelement <2 x double> %690, double %687, i64 1
  %692 = insertelement <2 x double> poison, double %685, i64 0
  %693 = insertelement <2 x double> %692, double %689, i64 1
  %694 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %691, <2 x double> %693, <2 x double> %679)
  br label %695

695:                                              ; preds = %676, %681
  %696 = phi <2 x double> [ %677, %676 ], [ %694, %681 ]
  %697 = extractelement <2 x double> %696, i64 1
  %698 = call double @llvm.fabs.f64(double %697)
  %699 = fcmp ogt double %698, 1.000000e+00
  %700 = select i1 %699, double %698, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  %701 = extractelement <2 x double> %696, i64 0
  store volatile double %701, ptr %52, align 8, !tbaa !9
  %702 = load volatile double, ptr %52, align 8, !tbaa !9
  %703 = call double @llvm.fabs.f64(double %702)
  %704 = fcmp ueq double %703, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %704, label %716, label %705

705:                                              ; preds = %695
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double %697, ptr %51, align 8, !tbaa !9
  %706 = load volatile double, ptr %51, align 8, !tbaa !9
  %707 = call double @llvm.fabs.f64(double %706)
  %708 = fcmp ueq double %707, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %708, label %716, label %709

709:                                              ; preds = %705
  %710 = fsub double %701, %697
  %711 = call double @llvm.fabs.f64(double %710)
  %712 = fmul double %700, 1.000000e-10
  %713 = fcmp ugt double %711, %712
  br i1 %713, label %716, label %714

714:                                              ; preds = %709
  %715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i32 noundef %91, double noundef %701, double noundef %697, ptr noundef nonnull @.str.34)
  br label %720

716:                                              ; preds = %709, %705, %695
  %717 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i32 noundef %91, double noundef %701, double noundef %697, ptr noundef nonnull @.str.35)
  %718 = load i32, ptr @n_fail, align 4, !tbaa !13
  %719 = add nsw i32 %718, 1
  store i32 %719, ptr @n_fail, align 4, !tbaa !13
  br label %720

720:                                              ; preds = %714, %716
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  %721 = icmp ult i32 %91, 4
  br i1 %721, label %722, label %724

722:                                              ; preds = %739, %720
  %723 = phi i64 [ 0, %720 ], [ %725, %739 ]
  br label %855

724:                                              ; preds = %720
  %725 = and i64 %93, 2147483644
  br label %726

726:                                              ; preds = %726, %724
  %727 = phi i64 [ 0, %724 ], [ %736, %726 ]
  %728 = phi <2 x i32> [ <i32 0, i32 1>, %724 ], [ %737, %726 ]
  %729 = add <2 x i32> %728, <i32 2, i32 2>
  %730 = uitofp <2 x i32> %728 to <2 x double>
  %731 = uitofp <2 x i32> %729 to <2 x double>
  %732 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %730, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %733 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %731, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %734 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %727
  %735 = getelementptr inbounds i8, ptr %734, i64 16
  store <2 x double> %732, ptr %734, align 16, !tbaa !9
  store <2 x double> %733, ptr %735, align 16, !tbaa !9
  %736 = add nuw i64 %727, 4
  %737 = add <2 x i32> %728, <i32 4, i32 4>
  %738 = icmp eq i64 %736, %725
  br i1 %738, label %739, label %726, !llvm.loop !29

739:                                              ; preds = %726
  %740 = icmp eq i64 %725, %93
  br i1 %740, label %775, label %722

741:                                              ; preds = %741, %674
  %742 = phi i64 [ 0, %674 ], [ %772, %741 ]
  %743 = phi <2 x double> [ zeroinitializer, %674 ], [ %771, %741 ]
  %744 = phi i64 [ 0, %674 ], [ %773, %741 ]
  %745 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %742
  %746 = load double, ptr %745, align 16, !tbaa !9
  %747 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %742
  %748 = load double, ptr %747, align 16, !tbaa !9
  %749 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %742
  %750 = load double, ptr %749, align 16, !tbaa !9
  %751 = getelementptr inbounds [9 x double], ptr %79, i64 0, i64 %742
  %752 = load double, ptr %751, align 16, !tbaa !9
  %753 = insertelement <2 x double> poison, double %746, i64 0
  %754 = insertelement <2 x double> %753, double %750, i64 1
  %755 = insertelement <2 x double> poison, double %748, i64 0
  %756 = insertelement <2 x double> %755, double %752, i64 1
  %757 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %754, <2 x double> %756, <2 x double> %743)
  %758 = or disjoint i64 %742, 1
  %759 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %758
  %760 = load double, ptr %759, align 8, !tbaa !9
  %761 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %758
  %762 = load double, ptr %761, align 8, !tbaa !9
  %763 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %758
  %764 = load double, ptr %763, align 8, !tbaa !9
  %765 = getelementptr inbounds [9 x double], ptr %79, i64 0, i64 %758
  %766 = load double, ptr %765, align 8, !tbaa !9
  %767 = insertelement <2 x double> poison, double %760, i64 0
  %768 = insertelement <2 x double> %767, double %764, i64 1
  %769 = insertelement <2 x double> poison, double %762, i64 0
  %770 = insertelement <2 x double> %769, double %766, i64 1
  %771 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %768, <2 x double> %770, <2 x double> %757)
  %772 = add nuw nsw i64 %742, 2
  %773 = add i64 %744, 2
  %774 = icmp eq i64 %773, %675
  br i1 %774, label %676, label %741, !llvm.loop !30

775:                                              ; preds = %855, %739
  %776 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %777 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %776, ptr noundef nonnull %74, ptr noundef nonnull %75, i32 noundef %776, ptr noundef nonnull %77, ptr noundef nonnull %78, i32 noundef %777, i32 noundef %91) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %49, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %50, i8 0, i64 72, i1 false)
  %778 = icmp ult i32 %91, 2
  br i1 %778, label %779, label %781

779:                                              ; preds = %795, %775
  %780 = phi i64 [ 0, %775 ], [ %782, %795 ]
  br label %802

781:                                              ; preds = %775
  %782 = and i64 %93, 2147483646
  br label %783

783:                                              ; preds = %783, %781
  %784 = phi i64 [ 0, %781 ], [ %793, %783 ]
  %785 = getelementptr inbounds double, ptr %74, i64 %784
  %786 = load <2 x double>, ptr %785, align 16, !tbaa !9
  %787 = getelementptr inbounds double, ptr %75, i64 %784
  %788 = load <2 x double>, ptr %787, align 16, !tbaa !9
  %789 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %788, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %786)
  %790 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %784
  store <2 x double> %789, ptr %790, align 16, !tbaa !9
  %791 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %788, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %786)
  %792 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %784
  store <2 x double> %791, ptr %792, align 16, !tbaa !9
  %793 = add nuw i64 %784, 2
  %794 = icmp eq i64 %793, %782
  br i1 %794, label %795, label %783, !llvm.loop !31

795:                                              ; preds = %783
  %796 = icmp eq i64 %782, %93
  br i1 %796, label %797, label %779

797:                                              ; preds = %802, %795
  %798 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %799 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %798, ptr noundef nonnull %47, ptr noundef nonnull %49, i32 noundef %799, i32 noundef %91) #18
  %800 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %801 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %800, ptr noundef nonnull %48, ptr noundef nonnull %50, i32 noundef %801, i32 noundef %91) #18
  br label %814

802:                                              ; preds = %779, %802
  %803 = phi i64 [ %812, %802 ], [ %780, %779 ]
  %804 = getelementptr inbounds double, ptr %74, i64 %803
  %805 = load double, ptr %804, align 8, !tbaa !9
  %806 = getelementptr inbounds double, ptr %75, i64 %803
  %807 = load double, ptr %806, align 8, !tbaa !9
  %808 = call double @llvm.fmuladd.f64(double %807, double 0x3EB0C6F7A0B5ED8D, double %805)
  %809 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %803
  store double %808, ptr %809, align 8, !tbaa !9
  %810 = call double @llvm.fmuladd.f64(double %807, double 0xBEB0C6F7A0B5ED8D, double %805)
  %811 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %803
  store double %810, ptr %811, align 8, !tbaa !9
  %812 = add nuw nsw i64 %803, 1
  %813 = icmp eq i64 %812, %93
  br i1 %813, label %797, label %802, !llvm.loop !32

814:                                              ; preds = %847, %797
  %815 = phi i64 [ 0, %797 ], [ %848, %847 ]
  %816 = getelementptr inbounds double, ptr %78, i64 %815
  %817 = load double, ptr %816, align 8, !tbaa !9
  %818 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %815
  %819 = load double, ptr %818, align 8, !tbaa !9
  %820 = getelementptr inbounds [9 x double], ptr %50, i64 0, i64 %815
  %821 = load double, ptr %820, align 8, !tbaa !9
  %822 = fsub double %819, %821
  %823 = fdiv double %822, 2.000000e-06
  %824 = call double @llvm.fabs.f64(double %823)
  %825 = fcmp ogt double %824, 1.000000e+00
  %826 = select i1 %825, double %824, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %817, ptr %46, align 8, !tbaa !9
  %827 = load volatile double, ptr %46, align 8, !tbaa !9
  %828 = call double @llvm.fabs.f64(double %827)
  %829 = fcmp ueq double %828, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %829, label %842, label %830

830:                                              ; preds = %814
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %823, ptr %45, align 8, !tbaa !9
  %831 = load volatile double, ptr %45, align 8, !tbaa !9
  %832 = call double @llvm.fabs.f64(double %831)
  %833 = fcmp ueq double %832, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %833, label %842, label %834

834:                                              ; preds = %830
  %835 = fsub double %817, %823
  %836 = call double @llvm.fabs.f64(double %835)
  %837 = fmul double %826, 1.000000e-05
  %838 = fcmp ugt double %836, %837
  br i1 %838, label %842, label %839

839:                                              ; preds = %834
  %840 = trunc nuw nsw i64 %815 to i32
  %841 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i32 noundef %840, double noundef %817, double noundef %823, ptr noundef nonnull @.str.34)
  br label %847

842:                                              ; preds = %834, %830, %814
  %843 = trunc nuw nsw i64 %815 to i32
  %844 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i32 noundef %843, double noundef %817, double noundef %823, ptr noundef nonnull @.str.35)
  %845 = load i32, ptr @n_fail, align 4, !tbaa !13
  %846 = add nsw i32 %845, 1
  store i32 %846, ptr @n_fail, align 4, !tbaa !13
  br label %847

847:                                              ; preds = %842, %839
  %848 = add nuw nsw i64 %815, 1
  %849 = icmp eq i64 %848, %93
  br i1 %849, label %850, label %814, !llvm.loop !20

850:                                              ; preds = %847
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %74, ptr noundef nonnull %75, ptr noundef nonnull %78, i32 noundef %91)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %82) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %81) #18
  %851 = icmp ugt i32 %91, 2
  %852 = select i1 %851, i32 5, i32 7
  %853 = add nuw nsw i32 %852, %91
  %854 = icmp ult i32 %853, 10
  br i1 %854, label %90, label %85, !llvm.loop !33

855:                                              ; preds = %722, %855
  %856 = phi i64 [ %861, %855 ], [ %723, %722 ]
  %857 = trunc nuw nsw i64 %856 to i32
  %858 = uitofp nneg i32 %857 to double
  %859 = call double @llvm.fmuladd.f64(double %858, double 1.000000e-01, double 3.000000e-01)
  %860 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %856
  store double %859, ptr %860, align 8, !tbaa !9
  %861 = add nuw nsw i64 %856, 1
  %862 = icmp eq i64 %861, %93
  br i1 %862, label %775, label %855, !llvm.loop !34

863:                                              ; preds = %2075
  %864 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %865 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, double noundef %864)
  %866 = load i32, ptr @n_fail, align 4, !tbaa !13
  %867 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.32, i32 noundef %866)
  %868 = load i32, ptr @n_fail, align 4, !tbaa !13
  %869 = icmp ne i32 %868, 0
  %870 = zext i1 %869 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %80) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %79) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %78) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %77) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %76) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %75) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %74) #18
  ret i32 %870

871:                                              ; preds = %85, %2075
  %872 = phi i64 [ 0, %85 ], [ %2076, %2075 ]
  %873 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %872
  %874 = load double, ptr %873, align 8, !tbaa !9
  %875 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %874, double noundef 1.000000e+00) #18
  %876 = call double @sin(double noundef %874) #18
  %877 = fmul double %874, 4.000000e+00
  %878 = call double @cos(double noundef %874) #18
  %879 = fmul double %877, %878
  %880 = call double @llvm.fmuladd.f64(double %876, double 2.000000e+00, double %879)
  %881 = call double @sin(double noundef %874) #18
  %882 = fneg double %874
  %883 = fmul double %874, %882
  %884 = call double @llvm.fmuladd.f64(double %883, double %881, double %880)
  %885 = fmul double %874, 5.000000e-01
  %886 = call double @exp(double noundef %885) #18
  %887 = call double @llvm.fmuladd.f64(double %886, double 2.500000e-01, double %884)
  %888 = call double @llvm.fabs.f64(double %887)
  %889 = fcmp ogt double %888, 1.000000e+00
  %890 = select i1 %889, double %888, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %875, ptr %44, align 8, !tbaa !9
  %891 = load volatile double, ptr %44, align 8, !tbaa !9
  %892 = call double @llvm.fabs.f64(double %891)
  %893 = fcmp ueq double %892, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %893, label %906, label %894

894:                                              ; preds = %871
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %887, ptr %43, align 8, !tbaa !9
  %895 = load volatile double, ptr %43, align 8, !tbaa !9
  %896 = call double @llvm.fabs.f64(double %895)
  %897 = fcmp ueq double %896, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %897, label %906, label %898

898:                                              ; preds = %894
  %899 = fsub double %875, %887
  %900 = call double @llvm.fabs.f64(double %899)
  %901 = fmul double %890, 1.000000e-10
  %902 = fcmp ugt double %900, %901
  br i1 %902, label %906, label %903

903:                                              ; preds = %898
  %904 = trunc nuw nsw i64 %872 to i32
  %905 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11, i32 noundef %904, double noundef %875, double noundef %887, ptr noundef nonnull @.str.34)
  br label %911

906:                                              ; preds = %898, %894, %871
  %907 = trunc nuw nsw i64 %872 to i32
  %908 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11, i32 noundef %907, double noundef %875, double noundef %887, ptr noundef nonnull @.str.35)
  %909 = load i32, ptr @n_fail, align 4, !tbaa !13
  %910 = add nsw i32 %909, 1
  store i32 %910, ptr @n_fail, align 4, !tbaa !13
  br label %911

911:                                              ; preds = %903, %906
  %912 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef %874, double noundef 1.000000e+00) #18
  %913 = call double @sin(double noundef %874) #18
  %914 = call double @cos(double noundef %874) #18
  %915 = fmul double %877, %914
  %916 = call double @llvm.fmuladd.f64(double %913, double 2.000000e+00, double %915)
  %917 = call double @sin(double noundef %874) #18
  %918 = call double @llvm.fmuladd.f64(double %883, double %917, double %916)
  %919 = call double @exp(double noundef %885) #18
  %920 = call double @llvm.fmuladd.f64(double %919, double 2.500000e-01, double %918)
  %921 = call double @llvm.fabs.f64(double %920)
  %922 = fcmp ogt double %921, 1.000000e+00
  %923 = select i1 %922, double %921, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %912, ptr %42, align 8, !tbaa !9
  %924 = load volatile double, ptr %42, align 8, !tbaa !9
  %925 = call double @llvm.fabs.f64(double %924)
  %926 = fcmp ueq double %925, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %926, label %939, label %927

927:                                              ; preds = %911
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %920, ptr %41, align 8, !tbaa !9
  %928 = load volatile double, ptr %41, align 8, !tbaa !9
  %929 = call double @llvm.fabs.f64(double %928)
  %930 = fcmp ueq double %929, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %930, label %939, label %931

931:                                              ; preds = %927
  %932 = fsub double %912, %920
  %933 = call double @llvm.fabs.f64(double %932)
  %934 = fmul double %923, 1.000000e-10
  %935 = fcmp ugt double %933, %934
  br i1 %935, label %939, label %936

936:                                              ; preds = %931
  %937 = trunc nuw nsw i64 %872 to i32
  %938 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12, i32 noundef %937, double noundef %912, double noundef %920, ptr noundef nonnull @.str.34)
  br label %944

939:                                              ; preds = %931, %927, %911
  %940 = trunc nuw nsw i64 %872 to i32
  %941 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12, i32 noundef %940, double noundef %912, double noundef %920, ptr noundef nonnull @.str.35)
  %942 = load i32, ptr @n_fail, align 4, !tbaa !13
  %943 = add nsw i32 %942, 1
  store i32 %943, ptr @n_fail, align 4, !tbaa !13
  br label %944

944:                                              ; preds = %936, %939
  %945 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %874, double noundef 1.000000e+00) #18
  %946 = fadd double %874, 1.000000e-04
  %947 = call double @sin(double noundef %946) #18
  %948 = fmul double %946, %947
  %949 = fmul double %946, 5.000000e-01
  %950 = call double @exp(double noundef %949) #18
  %951 = call double @llvm.fmuladd.f64(double %948, double %946, double %950)
  %952 = call double @sin(double noundef %874) #18
  %953 = fmul double %874, %952
  %954 = call double @exp(double noundef %885) #18
  %955 = call double @llvm.fmuladd.f64(double %953, double %874, double %954)
  %956 = call double @llvm.fmuladd.f64(double %955, double -2.000000e+00, double %951)
  %957 = fadd double %874, -1.000000e-04
  %958 = call double @sin(double noundef %957) #18
  %959 = fmul double %957, %958
  %960 = fmul double %957, 5.000000e-01
  %961 = call double @exp(double noundef %960) #18
  %962 = call double @llvm.fmuladd.f64(double %959, double %957, double %961)
  %963 = fadd double %956, %962
  %964 = fdiv double %963, 1.000000e-08
  %965 = call double @llvm.fabs.f64(double %964)
  %966 = fcmp ogt double %965, 1.000000e+00
  %967 = select i1 %966, double %965, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %945, ptr %40, align 8, !tbaa !9
  %968 = load volatile double, ptr %40, align 8, !tbaa !9
  %969 = call double @llvm.fabs.f64(double %968)
  %970 = fcmp ueq double %969, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %970, label %983, label %971

971:                                              ; preds = %944
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %964, ptr %39, align 8, !tbaa !9
  %972 = load volatile double, ptr %39, align 8, !tbaa !9
  %973 = call double @llvm.fabs.f64(double %972)
  %974 = fcmp ueq double %973, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %974, label %983, label %975

975:                                              ; preds = %971
  %976 = fsub double %945, %964
  %977 = call double @llvm.fabs.f64(double %976)
  %978 = fmul double %967, 1.000000e-05
  %979 = fcmp ugt double %977, %978
  br i1 %979, label %983, label %980

980:                                              ; preds = %975
  %981 = trunc nuw nsw i64 %872 to i32
  %982 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i32 noundef %981, double noundef %945, double noundef %964, ptr noundef nonnull @.str.34)
  br label %988

983:                                              ; preds = %975, %971, %944
  %984 = trunc nuw nsw i64 %872 to i32
  %985 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i32 noundef %984, double noundef %945, double noundef %964, ptr noundef nonnull @.str.35)
  %986 = load i32, ptr @n_fail, align 4, !tbaa !13
  %987 = add nsw i32 %986, 1
  store i32 %987, ptr @n_fail, align 4, !tbaa !13
  br label %988

988:                                              ; preds = %980, %983
  %989 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef %874) #18
  %990 = call double @sin(double noundef %874) #18
  %991 = call double @cos(double noundef %874) #18
  %992 = fmul double %877, %991
  %993 = call double @llvm.fmuladd.f64(double %990, double 2.000000e+00, double %992)
  %994 = call double @sin(double noundef %874) #18
  %995 = call double @llvm.fmuladd.f64(double %883, double %994, double %993)
  %996 = call double @exp(double noundef %885) #18
  %997 = call double @llvm.fmuladd.f64(double %996, double 2.500000e-01, double %995)
  %998 = call double @llvm.fabs.f64(double %997)
  %999 = fcmp ogt double %998, 1.000000e+00
  %1000 = select i1 %999, double %998, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %989, ptr %38, align 8, !tbaa !9
  %1001 = load volatile double, ptr %38, align 8, !tbaa !9
  %1002 = call double @llvm.fabs.f64(double %1001)
  %1003 = fcmp ueq double %1002, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1003, label %1016, label %1004

1004:                                             ; preds = %988
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %997, ptr %37, align 8, !tbaa !9
  %1005 = load volatile double, ptr %37, align 8, !tbaa !9
  %1006 = call double @llvm.fabs.f64(double %1005)
  %1007 = fcmp ueq double %1006, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1007, label %1016, label %1008

1008:                                             ; preds = %1004
  %1009 = fsub double %989, %997
  %1010 = call double @llvm.fabs.f64(double %1009)
  %1011 = fmul double %1000, 1.000000e-10
  %1012 = fcmp ugt double %1010, %1011
  br i1 %1012, label %1016, label %1013

1013:                                             ; preds = %1008
  %1014 = trunc nuw nsw i64 %872 to i32
  %1015 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i32 noundef %1014, double noundef %989, double noundef %997, ptr noundef nonnull @.str.34)
  br label %1021

1016:                                             ; preds = %1008, %1004, %988
  %1017 = trunc nuw nsw i64 %872 to i32
  %1018 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i32 noundef %1017, double noundef %989, double noundef %997, ptr noundef nonnull @.str.35)
  %1019 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1020 = add nsw i32 %1019, 1
  store i32 %1020, ptr @n_fail, align 4, !tbaa !13
  br label %1021

1021:                                             ; preds = %1013, %1016
  %1022 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef %874) #18
  %1023 = call double @sin(double noundef %874) #18
  %1024 = call double @cos(double noundef %874) #18
  %1025 = fmul double %877, %1024
  %1026 = call double @llvm.fmuladd.f64(double %1023, double 2.000000e+00, double %1025)
  %1027 = call double @sin(double noundef %874) #18
  %1028 = call double @llvm.fmuladd.f64(double %883, double %1027, double %1026)
  %1029 = call double @exp(double noundef %885) #18
  %1030 = call double @llvm.fmuladd.f64(double %1029, double 2.500000e-01, double %1028)
  %1031 = call double @llvm.fabs.f64(double %1030)
  %1032 = fcmp ogt double %1031, 1.000000e+00
  %1033 = select i1 %1032, double %1031, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1022, ptr %36, align 8, !tbaa !9
  %1034 = load volatile double, ptr %36, align 8, !tbaa !9
  %1035 = call double @llvm.fabs.f64(double %1034)
  %1036 = fcmp ueq double %1035, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1036, label %1049, label %1037

1037:                                             ; preds = %1021
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1030, ptr %35, align 8, !tbaa !9
  %1038 = load volatile double, ptr %35, align 8, !tbaa !9
  %1039 = call double @llvm.fabs.f64(double %1038)
  %1040 = fcmp ueq double %1039, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1040, label %1049, label %1041

1041:                                             ; preds = %1037
  %1042 = fsub double %1022, %1030
  %1043 = call double @llvm.fabs.f64(double %1042)
  %1044 = fmul double %1033, 1.000000e-10
  %1045 = fcmp ugt double %1043, %1044
  br i1 %1045, label %1049, label %1046

1046:                                             ; preds = %1041
  %1047 = trunc nuw nsw i64 %872 to i32
  %1048 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15, i32 noundef %1047, double noundef %1022, double noundef %1030, ptr noundef nonnull @.str.34)
  br label %1054

1049:                                             ; preds = %1041, %1037, %1021
  %1050 = trunc nuw nsw i64 %872 to i32
  %1051 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15, i32 noundef %1050, double noundef %1022, double noundef %1030, ptr noundef nonnull @.str.35)
  %1052 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1053 = add nsw i32 %1052, 1
  store i32 %1053, ptr @n_fail, align 4, !tbaa !13
  br label %1054

1054:                                             ; preds = %1046, %1049
  store i32 3, ptr @loop_n, align 4, !tbaa !13
  %1055 = fadd double %874, 0x3EB0C6F7A0B5ED8D
  %1056 = fadd double %874, 0xBEB0C6F7A0B5ED8D
  %1057 = insertelement <2 x double> poison, double %946, i64 0
  %1058 = shufflevector <2 x double> %1057, <2 x double> poison, <2 x i32> zeroinitializer
  %1059 = fmul <2 x double> %1058, <double 2.000000e+00, double 3.000000e+00>
  %1060 = fmul <2 x double> %1058, <double 4.000000e+00, double 5.000000e+00>
  %1061 = fmul <2 x double> %1058, <double 6.000000e+00, double 7.000000e+00>
  %1062 = fmul double %946, 8.000000e+00
  %1063 = fmul double %946, 3.000000e-01
  %1064 = insertelement <2 x double> poison, double %874, i64 0
  %1065 = shufflevector <2 x double> %1064, <2 x double> poison, <2 x i32> zeroinitializer
  %1066 = fmul <2 x double> %1065, <double 2.000000e+00, double 3.000000e+00>
  %1067 = fmul <2 x double> %1065, <double 5.000000e+00, double 6.000000e+00>
  %1068 = fmul <2 x double> %1065, <double 7.000000e+00, double 8.000000e+00>
  %1069 = fmul double %874, 3.000000e-01
  %1070 = insertelement <2 x double> poison, double %957, i64 0
  %1071 = shufflevector <2 x double> %1070, <2 x double> poison, <2 x i32> zeroinitializer
  %1072 = fmul <2 x double> %1071, <double 2.000000e+00, double 3.000000e+00>
  %1073 = fmul <2 x double> %1071, <double 4.000000e+00, double 5.000000e+00>
  %1074 = fmul <2 x double> %1071, <double 6.000000e+00, double 7.000000e+00>
  %1075 = fmul double %957, 8.000000e+00
  %1076 = fmul double %957, 3.000000e-01
  br label %1078

1077:                                             ; preds = %1210
  store i32 0, ptr @loop_n, align 4, !tbaa !13
  br label %1223

1078:                                             ; preds = %1054, %1210
  %1079 = phi i32 [ 3, %1054 ], [ %1212, %1210 ]
  %1080 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1081 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef %874, double noundef 1.000000e+00, i32 noundef %1080, i32 noundef %1079) #18
  %1082 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1083 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1084 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1055, i32 noundef %1083, i32 noundef %1082) #18
  %1085 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1086 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1087 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1056, i32 noundef %1086, i32 noundef %1085) #18
  %1088 = fsub double %1084, %1087
  %1089 = fdiv double %1088, 2.000000e-06
  %1090 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1091 = call double @llvm.fabs.f64(double %1089)
  %1092 = fcmp ogt double %1091, 1.000000e+00
  %1093 = select i1 %1092, double %1091, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1081, ptr %34, align 8, !tbaa !9
  %1094 = load volatile double, ptr %34, align 8, !tbaa !9
  %1095 = call double @llvm.fabs.f64(double %1094)
  %1096 = fcmp ueq double %1095, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1096, label %1108, label %1097

1097:                                             ; preds = %1078
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1089, ptr %33, align 8, !tbaa !9
  %1098 = load volatile double, ptr %33, align 8, !tbaa !9
  %1099 = call double @llvm.fabs.f64(double %1098)
  %1100 = fcmp ueq double %1099, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1100, label %1108, label %1101

1101:                                             ; preds = %1097
  %1102 = fsub double %1081, %1089
  %1103 = call double @llvm.fabs.f64(double %1102)
  %1104 = fmul double %1093, 1.000000e-05
  %1105 = fcmp ugt double %1103, %1104
  br i1 %1105, label %1108, label %1106

1106:                                             ; preds = %1101
  %1107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16, i32 noundef %1090, double noundef %1081, double noundef %1089, ptr noundef nonnull @.str.34)
  br label %1112

1108:                                             ; preds = %1101, %1097, %1078
  %1109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16, i32 noundef %1090, double noundef %1081, double noundef %1089, ptr noundef nonnull @.str.35)
  %1110 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1111 = add nsw i32 %1110, 1
  store i32 %1111, ptr @n_fail, align 4, !tbaa !13
  br label %1112

1112:                                             ; preds = %1106, %1108
  %1113 = load i32, ptr @loop_n, align 4, !tbaa !13
  store double %946, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1059, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1060, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1061, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1062, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1114 = icmp sgt i32 %1113, 0
  br i1 %1114, label %1115, label %1136

1115:                                             ; preds = %1112, %1115
  %1116 = phi i32 [ %1132, %1115 ], [ 0, %1112 ]
  %1117 = phi double [ %1131, %1115 ], [ 0.000000e+00, %1112 ]
  %1118 = mul nuw nsw i32 %1116, 5
  %1119 = and i32 %1118, 7
  %1120 = zext nneg i32 %1119 to i64
  %1121 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1120
  %1122 = load double, ptr %1121, align 8, !tbaa !9
  %1123 = call double @sin(double noundef %1122) #18
  %1124 = add nuw i32 %1118, 3
  %1125 = and i32 %1124, 7
  %1126 = zext nneg i32 %1125 to i64
  %1127 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1126
  %1128 = load double, ptr %1127, align 8, !tbaa !9
  %1129 = call double @cos(double noundef %1128) #18
  %1130 = call double @llvm.fmuladd.f64(double %1063, double %1129, double %1123)
  store double %1130, ptr %1121, align 8, !tbaa !9
  %1131 = fadd double %1117, %1130
  %1132 = add nuw nsw i32 %1116, 1
  %1133 = icmp eq i32 %1132, %1113
  br i1 %1133, label %1134, label %1115, !llvm.loop !35

1134:                                             ; preds = %1115
  %1135 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1136

1136:                                             ; preds = %1134, %1112
  %1137 = phi i32 [ %1113, %1112 ], [ %1135, %1134 ]
  %1138 = phi double [ 0.000000e+00, %1112 ], [ %1131, %1134 ]
  store double %874, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1066, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %877, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1067, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  store <2 x double> %1068, ptr getelementptr inbounds (i8, ptr @tab, i64 48), align 16, !tbaa !9
  %1139 = icmp sgt i32 %1137, 0
  br i1 %1139, label %1140, label %1161

1140:                                             ; preds = %1136, %1140
  %1141 = phi i32 [ %1157, %1140 ], [ 0, %1136 ]
  %1142 = phi double [ %1156, %1140 ], [ 0.000000e+00, %1136 ]
  %1143 = mul nuw nsw i32 %1141, 5
  %1144 = and i32 %1143, 7
  %1145 = zext nneg i32 %1144 to i64
  %1146 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1145
  %1147 = load double, ptr %1146, align 8, !tbaa !9
  %1148 = call double @sin(double noundef %1147) #18
  %1149 = add nuw i32 %1143, 3
  %1150 = and i32 %1149, 7
  %1151 = zext nneg i32 %1150 to i64
  %1152 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1151
  %1153 = load double, ptr %1152, align 8, !tbaa !9
  %1154 = call double @cos(double noundef %1153) #18
  %1155 = call double @llvm.fmuladd.f64(double %1069, double %1154, double %1148)
  store double %1155, ptr %1146, align 8, !tbaa !9
  %1156 = fadd double %1142, %1155
  %1157 = add nuw nsw i32 %1141, 1
  %1158 = icmp eq i32 %1157, %1137
  br i1 %1158, label %1159, label %1140, !llvm.loop !35

1159:                                             ; preds = %1140
  %1160 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1161

1161:                                             ; preds = %1159, %1136
  %1162 = phi i32 [ %1137, %1136 ], [ %1160, %1159 ]
  %1163 = phi double [ 0.000000e+00, %1136 ], [ %1156, %1159 ]
  %1164 = call double @llvm.fmuladd.f64(double %1163, double -2.000000e+00, double %1138)
  store double %957, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1072, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1073, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1074, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1075, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1165 = icmp sgt i32 %1162, 0
  br i1 %1165, label %1166, label %1185

1166:                                             ; preds = %1161, %1166
  %1167 = phi i32 [ %1183, %1166 ], [ 0, %1161 ]
  %1168 = phi double [ %1182, %1166 ], [ 0.000000e+00, %1161 ]
  %1169 = mul nuw nsw i32 %1167, 5
  %1170 = and i32 %1169, 7
  %1171 = zext nneg i32 %1170 to i64
  %1172 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1171
  %1173 = load double, ptr %1172, align 8, !tbaa !9
  %1174 = call double @sin(double noundef %1173) #18
  %1175 = add nuw i32 %1169, 3
  %1176 = and i32 %1175, 7
  %1177 = zext nneg i32 %1176 to i64
  %1178 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1177
  %1179 = load double, ptr %1178, align 8, !tbaa !9
  %1180 = call double @cos(double noundef %1179) #18
  %1181 = call double @llvm.fmuladd.f64(double %1076, double %1180, double %1174)
  store double %1181, ptr %1172, align 8, !tbaa !9
  %1182 = fadd double %1168, %1181
  %1183 = add nuw nsw i32 %1167, 1
  %1184 = icmp eq i32 %1183, %1162
  br i1 %1184, label %1185, label %1166, !llvm.loop !35

1185:                                             ; preds = %1166, %1161
  %1186 = phi double [ 0.000000e+00, %1161 ], [ %1182, %1166 ]
  %1187 = fadd double %1164, %1186
  %1188 = fdiv double %1187, 1.000000e-08
  %1189 = call double @llvm.fabs.f64(double %1188)
  %1190 = fcmp ogt double %1189, 1.000000e+00
  %1191 = select i1 %1190, double %1189, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1081, ptr %32, align 8, !tbaa !9
  %1192 = load volatile double, ptr %32, align 8, !tbaa !9
  %1193 = call double @llvm.fabs.f64(double %1192)
  %1194 = fcmp ueq double %1193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1194, label %1206, label %1195

1195:                                             ; preds = %1185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1188, ptr %31, align 8, !tbaa !9
  %1196 = load volatile double, ptr %31, align 8, !tbaa !9
  %1197 = call double @llvm.fabs.f64(double %1196)
  %1198 = fcmp ueq double %1197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1198, label %1206, label %1199

1199:                                             ; preds = %1195
  %1200 = fsub double %1081, %1188
  %1201 = call double @llvm.fabs.f64(double %1200)
  %1202 = fmul double %1191, 1.000000e-04
  %1203 = fcmp ugt double %1201, %1202
  br i1 %1203, label %1206, label %1204

1204:                                             ; preds = %1199
  %1205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i32 noundef %1113, double noundef %1081, double noundef %1188, ptr noundef nonnull @.str.34)
  br label %1210

1206:                                             ; preds = %1199, %1195, %1185
  %1207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i32 noundef %1113, double noundef %1081, double noundef %1188, ptr noundef nonnull @.str.35)
  %1208 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1209 = add nsw i32 %1208, 1
  store i32 %1209, ptr @n_fail, align 4, !tbaa !13
  br label %1210

1210:                                             ; preds = %1204, %1206
  %1211 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1212 = add nsw i32 %1211, 17
  store i32 %1212, ptr @loop_n, align 4, !tbaa !13
  %1213 = icmp slt i32 %1211, 4
  br i1 %1213, label %1078, label %1077, !llvm.loop !36

1214:                                             ; preds = %1335
  %1215 = fmul double %874, 2.500000e-01
  %1216 = insertelement <2 x double> poison, double %1215, i64 0
  %1217 = shufflevector <2 x double> %1216, <2 x double> poison, <2 x i32> zeroinitializer
  %1218 = fadd <2 x double> %1217, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %1219 = extractelement <2 x double> %1218, i64 0
  %1220 = fneg double %1219
  %1221 = extractelement <2 x double> %1218, i64 1
  %1222 = fneg double %1221
  br label %1340

1223:                                             ; preds = %1077, %1335
  %1224 = phi i32 [ 0, %1077 ], [ %1337, %1335 ]
  %1225 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1226 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_d, double noundef %874, double noundef 1.000000e+00, i32 noundef %1225, i32 noundef %1224) #18
  %1227 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1228 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1229 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %1055, i32 noundef %1228, i32 noundef %1227) #18
  %1230 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1231 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1232 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %1056, i32 noundef %1231, i32 noundef %1230) #18
  %1233 = fsub double %1229, %1232
  %1234 = fdiv double %1233, 2.000000e-06
  %1235 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1236 = call double @llvm.fabs.f64(double %1234)
  %1237 = fcmp ogt double %1236, 1.000000e+00
  %1238 = select i1 %1237, double %1236, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1226, ptr %30, align 8, !tbaa !9
  %1239 = load volatile double, ptr %30, align 8, !tbaa !9
  %1240 = call double @llvm.fabs.f64(double %1239)
  %1241 = fcmp ueq double %1240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1241, label %1253, label %1242

1242:                                             ; preds = %1223
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %1234, ptr %29, align 8, !tbaa !9
  %1243 = load volatile double, ptr %29, align 8, !tbaa !9
  %1244 = call double @llvm.fabs.f64(double %1243)
  %1245 = fcmp ueq double %1244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %1245, label %1253, label %1246

1246:                                             ; preds = %1242
  %1247 = fsub double %1226, %1234
  %1248 = call double @llvm.fabs.f64(double %1247)
  %1249 = fmul double %1238, 1.000000e-05
  %1250 = fcmp ugt double %1248, %1249
  br i1 %1250, label %1253, label %1251

1251:                                             ; preds = %1246
  %1252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i32 noundef %1235, double noundef %1226, double noundef %1234, ptr noundef nonnull @.str.34)
  br label %1257

1253:                                             ; preds = %1246, %1242, %1223
  %1254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i32 noundef %1235, double noundef %1226, double noundef %1234, ptr noundef nonnull @.str.35)
  %1255 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1256 = add nsw i32 %1255, 1
  store i32 %1256, ptr @n_fail, align 4, !tbaa !13
  br label %1257

1257:                                             ; preds = %1251, %1253
  %1258 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1259 = call double @rec(double noundef %946, i32 noundef %1258)
  %1260 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1261 = call double @rec(double noundef %874, i32 noundef %1260)
  %1262 = call double @llvm.fmuladd.f64(double %1261, double -2.000000e+00, double %1259)
  %1263 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1264 = call double @rec(double noundef %957, i32 noundef %1263)
  %1265 = fadd double %1262, %1264
  %1266 = fdiv double %1265, 1.000000e-08
  %1267 = call double @llvm.fabs.f64(double %1266)
  %1268 = fcmp ogt double %1267, 1.000000e+00
  %1269 = select i1 %1268, double %1267, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1226, ptr %28, align 8, !tbaa !9
  %1270 = load volatile double, ptr %28, align 8, !tbaa !9
  %1271 = call double @llvm.fabs.f64(double %1270)
  %1272 = fcmp ueq double %1271, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1272, label %1284, label %1273

1273:                                             ; preds = %1257
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1266, ptr %27, align 8, !tbaa !9
  %1274 = load volatile double, ptr %27, align 8, !tbaa !9
  %1275 = call double @llvm.fabs.f64(double %1274)
  %1276 = fcmp ueq double %1275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1276, label %1284, label %1277

1277:                                             ; preds = %1273
  %1278 = fsub double %1226, %1266
  %1279 = call double @llvm.fabs.f64(double %1278)
  %1280 = fmul double %1269, 1.000000e-04
  %1281 = fcmp ugt double %1279, %1280
  br i1 %1281, label %1284, label %1282

1282:                                             ; preds = %1277
  %1283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19, i32 noundef %1258, double noundef %1226, double noundef %1266, ptr noundef nonnull @.str.34)
  br label %1288

1284:                                             ; preds = %1277, %1273, %1257
  %1285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19, i32 noundef %1258, double noundef %1226, double noundef %1266, ptr noundef nonnull @.str.35)
  %1286 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1287 = add nsw i32 %1286, 1
  store i32 %1287, ptr @n_fail, align 4, !tbaa !13
  br label %1288

1288:                                             ; preds = %1282, %1284
  %1289 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1290 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1291 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_t, double noundef %874, double noundef 1.000000e+00, i32 noundef %1290, i32 noundef %1289) #18
  %1292 = call double @llvm.fabs.f64(double %1226)
  %1293 = fcmp ogt double %1292, 1.000000e+00
  %1294 = select i1 %1293, double %1292, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1291, ptr %26, align 8, !tbaa !9
  %1295 = load volatile double, ptr %26, align 8, !tbaa !9
  %1296 = call double @llvm.fabs.f64(double %1295)
  %1297 = fcmp ueq double %1296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1297, label %1309, label %1298

1298:                                             ; preds = %1288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %1226, ptr %25, align 8, !tbaa !9
  %1299 = load volatile double, ptr %25, align 8, !tbaa !9
  %1300 = call double @llvm.fabs.f64(double %1299)
  %1301 = fcmp ueq double %1300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %1301, label %1309, label %1302

1302:                                             ; preds = %1298
  %1303 = fsub double %1291, %1226
  %1304 = call double @llvm.fabs.f64(double %1303)
  %1305 = fmul double %1294, 1.000000e-10
  %1306 = fcmp ugt double %1304, %1305
  br i1 %1306, label %1309, label %1307

1307:                                             ; preds = %1302
  %1308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i32 noundef %1289, double noundef %1291, double noundef %1226, ptr noundef nonnull @.str.34)
  br label %1313

1309:                                             ; preds = %1302, %1298, %1288
  %1310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i32 noundef %1289, double noundef %1291, double noundef %1226, ptr noundef nonnull @.str.35)
  %1311 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1312 = add nsw i32 %1311, 1
  store i32 %1312, ptr @n_fail, align 4, !tbaa !13
  br label %1313

1313:                                             ; preds = %1307, %1309
  %1314 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1315 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1316 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec_d, double noundef %874, i32 noundef %1315, i32 noundef %1314) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1316, ptr %24, align 8, !tbaa !9
  %1317 = load volatile double, ptr %24, align 8, !tbaa !9
  %1318 = call double @llvm.fabs.f64(double %1317)
  %1319 = fcmp ueq double %1318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1319, label %1331, label %1320

1320:                                             ; preds = %1313
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1226, ptr %23, align 8, !tbaa !9
  %1321 = load volatile double, ptr %23, align 8, !tbaa !9
  %1322 = call double @llvm.fabs.f64(double %1321)
  %1323 = fcmp ueq double %1322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1323, label %1331, label %1324

1324:                                             ; preds = %1320
  %1325 = fsub double %1316, %1226
  %1326 = call double @llvm.fabs.f64(double %1325)
  %1327 = fmul double %1294, 1.000000e-10
  %1328 = fcmp ugt double %1326, %1327
  br i1 %1328, label %1331, label %1329

1329:                                             ; preds = %1324
  %1330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21, i32 noundef %1314, double noundef %1316, double noundef %1226, ptr noundef nonnull @.str.34)
  br label %1335

1331:                                             ; preds = %1324, %1320, %1313
  %1332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21, i32 noundef %1314, double noundef %1316, double noundef %1226, ptr noundef nonnull @.str.35)
  %1333 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1334 = add nsw i32 %1333, 1
  store i32 %1334, ptr @n_fail, align 4, !tbaa !13
  br label %1335

1335:                                             ; preds = %1329, %1331
  %1336 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1337 = add nsw i32 %1336, 3
  store i32 %1337, ptr @loop_n, align 4, !tbaa !13
  %1338 = icmp slt i32 %1336, 4
  br i1 %1338, label %1223, label %1214, !llvm.loop !37

1339:                                             ; preds = %1464
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  br label %1465

1340:                                             ; preds = %1214, %1464
  %1341 = phi i1 [ true, %1214 ], [ false, %1464 ]
  %1342 = phi i32 [ 1, %1214 ], [ 20, %1464 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %21, ptr noundef nonnull align 16 dereferenceable(24) @__const.descend.x, i64 24, i1 false)
  br label %1343

1343:                                             ; preds = %1343, %1340
  %1344 = phi i32 [ %1353, %1343 ], [ 0, %1340 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %22, i8 0, i64 24, i1 false)
  %1345 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %1346 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dloss, i32 noundef %1345, ptr noundef nonnull %21, ptr noundef nonnull %22, i32 noundef %1346, double noundef %1219) #18
  %1347 = load <2 x double>, ptr %22, align 16, !tbaa !9
  %1348 = load <2 x double>, ptr %21, align 16, !tbaa !9
  %1349 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1347, <2 x double> <double -5.000000e-02, double -5.000000e-02>, <2 x double> %1348)
  store <2 x double> %1349, ptr %21, align 16, !tbaa !9
  %1350 = load double, ptr %86, align 16, !tbaa !9
  %1351 = load double, ptr %87, align 16, !tbaa !9
  %1352 = call double @llvm.fmuladd.f64(double %1350, double -5.000000e-02, double %1351)
  store double %1352, ptr %87, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #18
  %1353 = add nuw nsw i32 %1344, 1
  %1354 = icmp eq i32 %1353, %1342
  br i1 %1354, label %1355, label %1343, !llvm.loop !38

1355:                                             ; preds = %1343
  %1356 = extractelement <2 x double> %1349, i64 0
  %1357 = fmul double %1356, 1.000000e-01
  %1358 = fmul double %1356, %1357
  %1359 = fmul double %1356, %1358
  %1360 = fmul double %1356, %1359
  %1361 = extractelement <2 x double> %1349, i64 1
  %1362 = call double @llvm.fmuladd.f64(double %1220, double 2.000000e+00, double %1361)
  %1363 = fmul double %1361, 1.000000e-01
  %1364 = fmul double %1361, %1363
  %1365 = fmul double %1361, %1364
  %1366 = fmul double %1361, %1365
  %1367 = call double @llvm.fmuladd.f64(double %1362, double %1362, double %1366)
  %1368 = call double @llvm.fmuladd.f64(double %1220, double 3.000000e+00, double %1352)
  %1369 = fmul double %1352, 1.000000e-01
  %1370 = fmul double %1352, %1369
  %1371 = fmul double %1352, %1370
  %1372 = fmul double %1352, %1371
  %1373 = call double @llvm.fmuladd.f64(double %1368, double %1368, double %1372)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, ptr noundef nonnull align 16 dereferenceable(24) @__const.descend.x, i64 24, i1 false)
  br label %1374

1374:                                             ; preds = %1374, %1355
  %1375 = phi i32 [ %1384, %1374 ], [ 0, %1355 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %20, i8 0, i64 24, i1 false)
  %1376 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %1377 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dloss, i32 noundef %1376, ptr noundef nonnull %19, ptr noundef nonnull %20, i32 noundef %1377, double noundef %1221) #18
  %1378 = load <2 x double>, ptr %20, align 16, !tbaa !9
  %1379 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %1380 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1378, <2 x double> <double -5.000000e-02, double -5.000000e-02>, <2 x double> %1379)
  store <2 x double> %1380, ptr %19, align 16, !tbaa !9
  %1381 = load double, ptr %88, align 16, !tbaa !9
  %1382 = load double, ptr %89, align 16, !tbaa !9
  %1383 = call double @llvm.fmuladd.f64(double %1381, double -5.000000e-02, double %1382)
  store double %1383, ptr %89, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #18
  %1384 = add nuw nsw i32 %1375, 1
  %1385 = icmp eq i32 %1384, %1342
  br i1 %1385, label %1386, label %1374, !llvm.loop !38

1386:                                             ; preds = %1374
  %1387 = shufflevector <2 x double> %1349, <2 x double> %1380, <2 x i32> <i32 0, i32 2>
  %1388 = fsub <2 x double> %1387, %1218
  %1389 = extractelement <2 x double> %1380, i64 0
  %1390 = fmul double %1389, 1.000000e-01
  %1391 = fmul double %1389, %1390
  %1392 = fmul double %1389, %1391
  %1393 = fmul double %1389, %1392
  %1394 = extractelement <2 x double> %1380, i64 1
  %1395 = call double @llvm.fmuladd.f64(double %1222, double 2.000000e+00, double %1394)
  %1396 = fmul double %1394, 1.000000e-01
  %1397 = fmul double %1394, %1396
  %1398 = fmul double %1394, %1397
  %1399 = fmul double %1394, %1398
  %1400 = call double @llvm.fmuladd.f64(double %1395, double %1395, double %1399)
  %1401 = call double @llvm.fmuladd.f64(double %1222, double 3.000000e+00, double %1383)
  %1402 = fmul double %1383, 1.000000e-01
  %1403 = fmul double %1383, %1402
  %1404 = fmul double %1383, %1403
  %1405 = fmul double %1383, %1404
  %1406 = call double @llvm.fmuladd.f64(double %1401, double %1401, double %1405)
  %1407 = insertelement <2 x double> poison, double %1360, i64 0
  %1408 = insertelement <2 x double> %1407, double %1393, i64 1
  %1409 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1388, <2 x double> %1388, <2 x double> %1408)
  %1410 = insertelement <2 x double> poison, double %1367, i64 0
  %1411 = insertelement <2 x double> %1410, double %1400, i64 1
  %1412 = fadd <2 x double> %1409, %1411
  %1413 = insertelement <2 x double> poison, double %1373, i64 0
  %1414 = insertelement <2 x double> %1413, double %1406, i64 1
  %1415 = fadd <2 x double> %1412, %1414
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #18
  %1416 = shufflevector <2 x double> %1415, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1417 = fsub <2 x double> %1415, %1416
  %1418 = extractelement <2 x double> %1417, i64 0
  %1419 = fdiv double %1418, 2.000000e-06
  %1420 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1421 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @descend, double noundef %1215, double noundef 1.000000e+00, i32 noundef %1420, i32 noundef %1342) #18
  %1422 = call double @llvm.fabs.f64(double %1419)
  %1423 = fcmp ogt double %1422, 1.000000e+00
  %1424 = select i1 %1423, double %1422, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1421, ptr %18, align 8, !tbaa !9
  %1425 = load volatile double, ptr %18, align 8, !tbaa !9
  %1426 = call double @llvm.fabs.f64(double %1425)
  %1427 = fcmp ueq double %1426, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1427, label %1439, label %1428

1428:                                             ; preds = %1386
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1419, ptr %17, align 8, !tbaa !9
  %1429 = load volatile double, ptr %17, align 8, !tbaa !9
  %1430 = call double @llvm.fabs.f64(double %1429)
  %1431 = fcmp ueq double %1430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1431, label %1439, label %1432

1432:                                             ; preds = %1428
  %1433 = fsub double %1421, %1419
  %1434 = call double @llvm.fabs.f64(double %1433)
  %1435 = fmul double %1424, 0x3EB0C6F7A0B5ED8D
  %1436 = fcmp ugt double %1434, %1435
  br i1 %1436, label %1439, label %1437

1437:                                             ; preds = %1432
  %1438 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i32 noundef %1342, double noundef %1421, double noundef %1419, ptr noundef nonnull @.str.34)
  br label %1443

1439:                                             ; preds = %1432, %1428, %1386
  %1440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i32 noundef %1342, double noundef %1421, double noundef %1419, ptr noundef nonnull @.str.35)
  %1441 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1442 = add nsw i32 %1441, 1
  store i32 %1442, ptr @n_fail, align 4, !tbaa !13
  br label %1443

1443:                                             ; preds = %1437, %1439
  %1444 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1445 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @descend, double noundef %1215, i32 noundef %1444, i32 noundef %1342) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1445, ptr %16, align 8, !tbaa !9
  %1446 = load volatile double, ptr %16, align 8, !tbaa !9
  %1447 = call double @llvm.fabs.f64(double %1446)
  %1448 = fcmp ueq double %1447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1448, label %1460, label %1449

1449:                                             ; preds = %1443
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1419, ptr %15, align 8, !tbaa !9
  %1450 = load volatile double, ptr %15, align 8, !tbaa !9
  %1451 = call double @llvm.fabs.f64(double %1450)
  %1452 = fcmp ueq double %1451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1452, label %1460, label %1453

1453:                                             ; preds = %1449
  %1454 = fsub double %1445, %1419
  %1455 = call double @llvm.fabs.f64(double %1454)
  %1456 = fmul double %1424, 0x3EB0C6F7A0B5ED8D
  %1457 = fcmp ugt double %1455, %1456
  br i1 %1457, label %1460, label %1458

1458:                                             ; preds = %1453
  %1459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i32 noundef %1342, double noundef %1445, double noundef %1419, ptr noundef nonnull @.str.34)
  br label %1464

1460:                                             ; preds = %1453, %1449, %1443
  %1461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i32 noundef %1342, double noundef %1445, double noundef %1419, ptr noundef nonnull @.str.35)
  %1462 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1463 = add nsw i32 %1462, 1
  store i32 %1463, ptr @n_fail, align 4, !tbaa !13
  br label %1464

1464:                                             ; preds = %1458, %1460
  br i1 %1341, label %1340, label %1339, !llvm.loop !39

1465:                                             ; preds = %1339, %1795
  %1466 = phi i32 [ 1, %1339 ], [ %1797, %1795 ]
  %1467 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1468 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved_d, double noundef %874, double noundef 1.000000e+00, i32 noundef %1467, i32 noundef %1466) #18
  %1469 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1470 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1471 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %1055, i32 noundef %1470, i32 noundef %1469) #18
  %1472 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1473 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1474 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %1056, i32 noundef %1473, i32 noundef %1472) #18
  %1475 = fsub double %1471, %1474
  %1476 = fdiv double %1475, 2.000000e-06
  %1477 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1478 = call double @llvm.fabs.f64(double %1476)
  %1479 = fcmp ogt double %1478, 1.000000e+00
  %1480 = select i1 %1479, double %1478, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %1468, ptr %14, align 8, !tbaa !9
  %1481 = load volatile double, ptr %14, align 8, !tbaa !9
  %1482 = call double @llvm.fabs.f64(double %1481)
  %1483 = fcmp ueq double %1482, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1483, label %1495, label %1484

1484:                                             ; preds = %1465
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1476, ptr %13, align 8, !tbaa !9
  %1485 = load volatile double, ptr %13, align 8, !tbaa !9
  %1486 = call double @llvm.fabs.f64(double %1485)
  %1487 = fcmp ueq double %1486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1487, label %1495, label %1488

1488:                                             ; preds = %1484
  %1489 = fsub double %1468, %1476
  %1490 = call double @llvm.fabs.f64(double %1489)
  %1491 = fmul double %1480, 1.000000e-05
  %1492 = fcmp ugt double %1490, %1491
  br i1 %1492, label %1495, label %1493

1493:                                             ; preds = %1488
  %1494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i32 noundef %1477, double noundef %1468, double noundef %1476, ptr noundef nonnull @.str.34)
  br label %1499

1495:                                             ; preds = %1488, %1484, %1465
  %1496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i32 noundef %1477, double noundef %1468, double noundef %1476, ptr noundef nonnull @.str.35)
  %1497 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1498 = add nsw i32 %1497, 1
  store i32 %1498, ptr @n_fail, align 4, !tbaa !13
  br label %1499

1499:                                             ; preds = %1493, %1495
  %1500 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1501 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  %1502 = icmp sgt i32 %1500, 0
  br i1 %1502, label %1503, label %1580

1503:                                             ; preds = %1499
  %1504 = zext nneg i32 %1500 to i64
  %1505 = call double @sin(double noundef %946) #18
  %1506 = fadd double %1505, 0.000000e+00
  store double %1506, ptr %1501, align 8, !tbaa !9
  %1507 = icmp eq i32 %1500, 1
  br i1 %1507, label %1508, label %1514

1508:                                             ; preds = %1525, %1503
  %1509 = phi ptr [ %1501, %1503 ], [ %1527, %1525 ]
  %1510 = and i64 %1504, 3
  %1511 = icmp ult i32 %1500, 4
  br i1 %1511, label %1562, label %1512

1512:                                             ; preds = %1508
  %1513 = and i64 %1504, 2147483644
  br label %1540

1514:                                             ; preds = %1503, %1525
  %1515 = phi i64 [ %1528, %1525 ], [ 1, %1503 ]
  %1516 = phi ptr [ %1527, %1525 ], [ %1501, %1503 ]
  %1517 = phi i32 [ %1526, %1525 ], [ 2, %1503 ]
  %1518 = sext i32 %1517 to i64
  %1519 = icmp slt i64 %1515, %1518
  br i1 %1519, label %1525, label %1520

1520:                                             ; preds = %1514
  %1521 = shl nsw i32 %1517, 1
  %1522 = sext i32 %1521 to i64
  %1523 = shl nsw i64 %1522, 3
  %1524 = call ptr @realloc(ptr noundef nonnull %1516, i64 noundef %1523) #20
  br label %1525

1525:                                             ; preds = %1520, %1514
  %1526 = phi i32 [ %1521, %1520 ], [ %1517, %1514 ]
  %1527 = phi ptr [ %1524, %1520 ], [ %1516, %1514 ]
  %1528 = add nuw nsw i64 %1515, 1
  %1529 = trunc nuw nsw i64 %1528 to i32
  %1530 = uitofp nneg i32 %1529 to double
  %1531 = fmul double %946, %1530
  %1532 = call double @sin(double noundef %1531) #18
  %1533 = add nsw i64 %1515, -1
  %1534 = getelementptr inbounds double, ptr %1527, i64 %1533
  %1535 = load double, ptr %1534, align 8, !tbaa !9
  %1536 = fmul double %1535, 5.000000e-01
  %1537 = fadd double %1532, %1536
  %1538 = getelementptr inbounds double, ptr %1527, i64 %1515
  store double %1537, ptr %1538, align 8, !tbaa !9
  %1539 = icmp eq i64 %1528, %1504
  br i1 %1539, label %1508, label %1514, !llvm.loop !40

1540:                                             ; preds = %1540, %1512
  %1541 = phi i64 [ 0, %1512 ], [ %1559, %1540 ]
  %1542 = phi double [ 0.000000e+00, %1512 ], [ %1558, %1540 ]
  %1543 = phi i64 [ 0, %1512 ], [ %1560, %1540 ]
  %1544 = getelementptr inbounds double, ptr %1509, i64 %1541
  %1545 = load double, ptr %1544, align 8, !tbaa !9
  %1546 = call double @llvm.fmuladd.f64(double %1545, double %1545, double %1542)
  %1547 = or disjoint i64 %1541, 1
  %1548 = getelementptr inbounds double, ptr %1509, i64 %1547
  %1549 = load double, ptr %1548, align 8, !tbaa !9
  %1550 = call double @llvm.fmuladd.f64(double %1549, double %1549, double %1546)
  %1551 = or disjoint i64 %1541, 2
  %1552 = getelementptr inbounds double, ptr %1509, i64 %1551
  %1553 = load double, ptr %1552, align 8, !tbaa !9
  %1554 = call double @llvm.fmuladd.f64(double %1553, double %1553, double %1550)
  %1555 = or disjoint i64 %1541, 3
  %1556 = getelementptr inbounds double, ptr %1509, i64 %1555
  %1557 = load double, ptr %1556, align 8, !tbaa !9
  %1558 = call double @llvm.fmuladd.f64(double %1557, double %1557, double %1554)
  %1559 = add nuw nsw i64 %1541, 4
  %1560 = add i64 %1543, 4
  %1561 = icmp eq i64 %1560, %1513
  br i1 %1561, label %1562, label %1540, !llvm.loop !42

1562:                                             ; preds = %1540, %1508
  %1563 = phi double [ poison, %1508 ], [ %1558, %1540 ]
  %1564 = phi i64 [ 0, %1508 ], [ %1559, %1540 ]
  %1565 = phi double [ 0.000000e+00, %1508 ], [ %1558, %1540 ]
  %1566 = icmp eq i64 %1510, 0
  br i1 %1566, label %1577, label %1567

1567:                                             ; preds = %1562, %1567
  %1568 = phi i64 [ %1574, %1567 ], [ %1564, %1562 ]
  %1569 = phi double [ %1573, %1567 ], [ %1565, %1562 ]
  %1570 = phi i64 [ %1575, %1567 ], [ 0, %1562 ]
  %1571 = getelementptr inbounds double, ptr %1509, i64 %1568
  %1572 = load double, ptr %1571, align 8, !tbaa !9
  %1573 = call double @llvm.fmuladd.f64(double %1572, double %1572, double %1569)
  %1574 = add nuw nsw i64 %1568, 1
  %1575 = add i64 %1570, 1
  %1576 = icmp eq i64 %1575, %1510
  br i1 %1576, label %1577, label %1567, !llvm.loop !43

1577:                                             ; preds = %1567, %1562
  %1578 = phi double [ %1563, %1562 ], [ %1573, %1567 ]
  %1579 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1580

1580:                                             ; preds = %1577, %1499
  %1581 = phi i32 [ %1579, %1577 ], [ %1500, %1499 ]
  %1582 = phi ptr [ %1509, %1577 ], [ %1501, %1499 ]
  %1583 = phi double [ %1578, %1577 ], [ 0.000000e+00, %1499 ]
  call void @free(ptr noundef %1582) #18
  %1584 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  %1585 = icmp sgt i32 %1581, 0
  br i1 %1585, label %1586, label %1663

1586:                                             ; preds = %1580
  %1587 = zext nneg i32 %1581 to i64
  %1588 = call double @sin(double noundef %874) #18
  %1589 = fadd double %1588, 0.000000e+00
  store double %1589, ptr %1584, align 8, !tbaa !9
  %1590 = icmp eq i32 %1581, 1
  br i1 %1590, label %1591, label %1597

1591:                                             ; preds = %1608, %1586
  %1592 = phi ptr [ %1584, %1586 ], [ %1610, %1608 ]
  %1593 = and i64 %1587, 3
  %1594 = icmp ult i32 %1581, 4
  br i1 %1594, label %1645, label %1595

1595:                                             ; preds = %1591
  %1596 = and i64 %1587, 2147483644
  br label %1623

1597:                                             ; preds = %1586, %1608
  %1598 = phi i64 [ %1611, %1608 ], [ 1, %1586 ]
  %1599 = phi ptr [ %1610, %1608 ], [ %1584, %1586 ]
  %1600 = phi i32 [ %1609, %1608 ], [ 2, %1586 ]
  %1601 = sext i32 %1600 to i64
  %1602 = icmp slt i64 %1598, %1601
  br i1 %1602, label %1608, label %1603

1603:                                             ; preds = %1597
  %1604 = shl nsw i32 %1600, 1
  %1605 = sext i32 %1604 to i64
  %1606 = shl nsw i64 %1605, 3
  %1607 = call ptr @realloc(ptr noundef nonnull %1599, i64 noundef %1606) #20
  br label %1608

1608:                                             ; preds = %1603, %1597
  %1609 = phi i32 [ %1604, %1603 ], [ %1600, %1597 ]
  %1610 = phi ptr [ %1607, %1603 ], [ %1599, %1597 ]
  %1611 = add nuw nsw i64 %1598, 1
  %1612 = trunc nuw nsw i64 %1611 to i32
  %1613 = uitofp nneg i32 %1612 to double
  %1614 = fmul double %874, %1613
  %1615 = call double @sin(double noundef %1614) #18
  %1616 = add nsw i64 %1598, -1
  %1617 = getelementptr inbounds double, ptr %1610, i64 %1616
  %1618 = load double, ptr %1617, align 8, !tbaa !9
  %1619 = fmul double %1618, 5.000000e-01
  %1620 = fadd double %1615, %1619
  %1621 = getelementptr inbounds double, ptr %1610, i64 %1598
  store double %1620, ptr %1621, align 8, !tbaa !9
  %1622 = icmp eq i64 %1611, %1587
  br i1 %1622, label %1591, label %1597, !llvm.loop !40

1623:                                             ; preds = %1623, %1595
  %1624 = phi i64 [ 0, %1595 ], [ %1642, %1623 ]
  %1625 = phi double [ 0.000000e+00, %1595 ], [ %1641, %1623 ]
  %1626 = phi i64 [ 0, %1595 ], [ %1643, %1623 ]
  %1627 = getelementptr inbounds double, ptr %1592, i64 %1624
  %1628 = load double, ptr %1627, align 8, !tbaa !9
  %1629 = call double @llvm.fmuladd.f64(double %1628, double %1628, double %1625)
  %1630 = or disjoint i64 %1624, 1
  %1631 = getelementptr inbounds double, ptr %1592, i64 %1630
  %1632 = load double, ptr %1631, align 8, !tbaa !9
  %1633 = call double @llvm.fmuladd.f64(double %1632, double %1632, double %1629)
  %1634 = or disjoint i64 %1624, 2
  %1635 = getelementptr inbounds double, ptr %1592, i64 %1634
  %1636 = load double, ptr %1635, align 8, !tbaa !9
  %1637 = call double @llvm.fmuladd.f64(double %1636, double %1636, double %1633)
  %1638 = or disjoint i64 %1624, 3
  %1639 = getelementptr inbounds double, ptr %1592, i64 %1638
  %1640 = load double, ptr %1639, align 8, !tbaa !9
  %1641 = call double @llvm.fmuladd.f64(double %1640, double %1640, double %1637)
  %1642 = add nuw nsw i64 %1624, 4
  %1643 = add i64 %1626, 4
  %1644 = icmp eq i64 %1643, %1596
  br i1 %1644, label %1645, label %1623, !llvm.loop !42

1645:                                             ; preds = %1623, %1591
  %1646 = phi double [ poison, %1591 ], [ %1641, %1623 ]
  %1647 = phi i64 [ 0, %1591 ], [ %1642, %1623 ]
  %1648 = phi double [ 0.000000e+00, %1591 ], [ %1641, %1623 ]
  %1649 = icmp eq i64 %1593, 0
  br i1 %1649, label %1660, label %1650

1650:                                             ; preds = %1645, %1650
  %1651 = phi i64 [ %1657, %1650 ], [ %1647, %1645 ]
  %1652 = phi double [ %1656, %1650 ], [ %1648, %1645 ]
  %1653 = phi i64 [ %1658, %1650 ], [ 0, %1645 ]
  %1654 = getelementptr inbounds double, ptr %1592, i64 %1651
  %1655 = load double, ptr %1654, align 8, !tbaa !9
  %1656 = call double @llvm.fmuladd.f64(double %1655, double %1655, double %1652)
  %1657 = add nuw nsw i64 %1651, 1
  %1658 = add i64 %1653, 1
  %1659 = icmp eq i64 %1658, %1593
  br i1 %1659, label %1660, label %1650, !llvm.loop !45

1660:                                             ; preds = %1650, %1645
  %1661 = phi double [ %1646, %1645 ], [ %1656, %1650 ]
  %1662 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1663

1663:                                             ; preds = %1660, %1580
  %1664 = phi i32 [ %1581, %1580 ], [ %1662, %1660 ]
  %1665 = phi ptr [ %1584, %1580 ], [ %1592, %1660 ]
  %1666 = phi double [ 0.000000e+00, %1580 ], [ %1661, %1660 ]
  call void @free(ptr noundef %1665) #18
  %1667 = call double @llvm.fmuladd.f64(double %1666, double -2.000000e+00, double %1583)
  %1668 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  %1669 = icmp sgt i32 %1664, 0
  br i1 %1669, label %1670, label %1744

1670:                                             ; preds = %1663
  %1671 = zext nneg i32 %1664 to i64
  %1672 = call double @sin(double noundef %957) #18
  %1673 = fadd double %1672, 0.000000e+00
  store double %1673, ptr %1668, align 8, !tbaa !9
  %1674 = icmp eq i32 %1664, 1
  br i1 %1674, label %1675, label %1681

1675:                                             ; preds = %1692, %1670
  %1676 = phi ptr [ %1668, %1670 ], [ %1694, %1692 ]
  %1677 = and i64 %1671, 3
  %1678 = icmp ult i32 %1664, 4
  br i1 %1678, label %1729, label %1679

1679:                                             ; preds = %1675
  %1680 = and i64 %1671, 2147483644
  br label %1707

1681:                                             ; preds = %1670, %1692
  %1682 = phi i64 [ %1695, %1692 ], [ 1, %1670 ]
  %1683 = phi ptr [ %1694, %1692 ], [ %1668, %1670 ]
  %1684 = phi i32 [ %1693, %1692 ], [ 2, %1670 ]
  %1685 = sext i32 %1684 to i64
  %1686 = icmp slt i64 %1682, %1685
  br i1 %1686, label %1692, label %1687

1687:                                             ; preds = %1681
  %1688 = shl nsw i32 %1684, 1
  %1689 = sext i32 %1688 to i64
  %1690 = shl nsw i64 %1689, 3
  %1691 = call ptr @realloc(ptr noundef nonnull %1683, i64 noundef %1690) #20
  br label %1692

1692:                                             ; preds = %1687, %1681
  %1693 = phi i32 [ %1688, %1687 ], [ %1684, %1681 ]
  %1694 = phi ptr [ %1691, %1687 ], [ %1683, %1681 ]
  %1695 = add nuw nsw i64 %1682, 1
  %1696 = trunc nuw nsw i64 %1695 to i32
  %1697 = uitofp nneg i32 %1696 to double
  %1698 = fmul double %957, %1697
  %1699 = call double @sin(double noundef %1698) #18
  %1700 = add nsw i64 %1682, -1
  %1701 = getelementptr inbounds double, ptr %1694, i64 %1700
  %1702 = load double, ptr %1701, align 8, !tbaa !9
  %1703 = fmul double %1702, 5.000000e-01
  %1704 = fadd double %1699, %1703
  %1705 = getelementptr inbounds double, ptr %1694, i64 %1682
  store double %1704, ptr %1705, align 8, !tbaa !9
  %1706 = icmp eq i64 %1695, %1671
  br i1 %1706, label %1675, label %1681, !llvm.loop !40

1707:                                             ; preds = %1707, %1679
  %1708 = phi i64 [ 0, %1679 ], [ %1726, %1707 ]
  %1709 = phi double [ 0.000000e+00, %1679 ], [ %1725, %1707 ]
  %1710 = phi i64 [ 0, %1679 ], [ %1727, %1707 ]
  %1711 = getelementptr inbounds double, ptr %1676, i64 %1708
  %1712 = load double, ptr %1711, align 8, !tbaa !9
  %1713 = call double @llvm.fmuladd.f64(double %1712, double %1712, double %1709)
  %1714 = or disjoint i64 %1708, 1
  %1715 = getelementptr inbounds double, ptr %1676, i64 %1714
  %1716 = load double, ptr %1715, align 8, !tbaa !9
  %1717 = call double @llvm.fmuladd.f64(double %1716, double %1716, double %1713)
  %1718 = or disjoint i64 %1708, 2
  %1719 = getelementptr inbounds double, ptr %1676, i64 %1718
  %1720 = load double, ptr %1719, align 8, !tbaa !9
  %1721 = call double @llvm.fmuladd.f64(double %1720, double %1720, double %1717)
  %1722 = or disjoint i64 %1708, 3
  %1723 = getelementptr inbounds double, ptr %1676, i64 %1722
  %1724 = load double, ptr %1723, align 8, !tbaa !9
  %1725 = call double @llvm.fmuladd.f64(double %1724, double %1724, double %1721)
  %1726 = add nuw nsw i64 %1708, 4
  %1727 = add i64 %1710, 4
  %1728 = icmp eq i64 %1727, %1680
  br i1 %1728, label %1729, label %1707, !llvm.loop !42

1729:                                             ; preds = %1707, %1675
  %1730 = phi double [ poison, %1675 ], [ %1725, %1707 ]
  %1731 = phi i64 [ 0, %1675 ], [ %1726, %1707 ]
  %1732 = phi double [ 0.000000e+00, %1675 ], [ %1725, %1707 ]
  %1733 = icmp eq i64 %1677, 0
  br i1 %1733, label %1744, label %1734

1734:                                             ; preds = %1729, %1734
  %1735 = phi i64 [ %1741, %1734 ], [ %1731, %1729 ]
  %1736 = phi double [ %1740, %1734 ], [ %1732, %1729 ]
  %1737 = phi i64 [ %1742, %1734 ], [ 0, %1729 ]
  %1738 = getelementptr inbounds double, ptr %1676, i64 %1735
  %1739 = load double, ptr %1738, align 8, !tbaa !9
  %1740 = call double @llvm.fmuladd.f64(double %1739, double %1739, double %1736)
  %1741 = add nuw nsw i64 %1735, 1
  %1742 = add i64 %1737, 1
  %1743 = icmp eq i64 %1742, %1677
  br i1 %1743, label %1744, label %1734, !llvm.loop !46

1744:                                             ; preds = %1729, %1734, %1663
  %1745 = phi ptr [ %1668, %1663 ], [ %1676, %1734 ], [ %1676, %1729 ]
  %1746 = phi double [ 0.000000e+00, %1663 ], [ %1730, %1729 ], [ %1740, %1734 ]
  call void @free(ptr noundef %1745) #18
  %1747 = fadd double %1667, %1746
  %1748 = fdiv double %1747, 1.000000e-08
  %1749 = call double @llvm.fabs.f64(double %1748)
  %1750 = fcmp ogt double %1749, 1.000000e+00
  %1751 = select i1 %1750, double %1749, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1468, ptr %12, align 8, !tbaa !9
  %1752 = load volatile double, ptr %12, align 8, !tbaa !9
  %1753 = call double @llvm.fabs.f64(double %1752)
  %1754 = fcmp ueq double %1753, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1754, label %1766, label %1755

1755:                                             ; preds = %1744
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1748, ptr %11, align 8, !tbaa !9
  %1756 = load volatile double, ptr %11, align 8, !tbaa !9
  %1757 = call double @llvm.fabs.f64(double %1756)
  %1758 = fcmp ueq double %1757, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1758, label %1766, label %1759

1759:                                             ; preds = %1755
  %1760 = fsub double %1468, %1748
  %1761 = call double @llvm.fabs.f64(double %1760)
  %1762 = fmul double %1751, 1.000000e-04
  %1763 = fcmp ugt double %1761, %1762
  br i1 %1763, label %1766, label %1764

1764:                                             ; preds = %1759
  %1765 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25, i32 noundef %1500, double noundef %1468, double noundef %1748, ptr noundef nonnull @.str.34)
  br label %1770

1766:                                             ; preds = %1759, %1755, %1744
  %1767 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25, i32 noundef %1500, double noundef %1468, double noundef %1748, ptr noundef nonnull @.str.35)
  %1768 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1769 = add nsw i32 %1768, 1
  store i32 %1769, ptr @n_fail, align 4, !tbaa !13
  br label %1770

1770:                                             ; preds = %1764, %1766
  %1771 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1772 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1773 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved_t, double noundef %874, i32 noundef %1772, i32 noundef %1771) #18
  %1774 = call double @llvm.fabs.f64(double %1468)
  %1775 = fcmp ogt double %1774, 1.000000e+00
  %1776 = select i1 %1775, double %1774, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1773, ptr %10, align 8, !tbaa !9
  %1777 = load volatile double, ptr %10, align 8, !tbaa !9
  %1778 = call double @llvm.fabs.f64(double %1777)
  %1779 = fcmp ueq double %1778, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1779, label %1791, label %1780

1780:                                             ; preds = %1770
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1468, ptr %9, align 8, !tbaa !9
  %1781 = load volatile double, ptr %9, align 8, !tbaa !9
  %1782 = call double @llvm.fabs.f64(double %1781)
  %1783 = fcmp ueq double %1782, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1783, label %1791, label %1784

1784:                                             ; preds = %1780
  %1785 = fsub double %1773, %1468
  %1786 = call double @llvm.fabs.f64(double %1785)
  %1787 = fmul double %1776, 1.000000e-10
  %1788 = fcmp ugt double %1786, %1787
  br i1 %1788, label %1791, label %1789

1789:                                             ; preds = %1784
  %1790 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i32 noundef %1771, double noundef %1773, double noundef %1468, ptr noundef nonnull @.str.34)
  br label %1795

1791:                                             ; preds = %1784, %1780, %1770
  %1792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i32 noundef %1771, double noundef %1773, double noundef %1468, ptr noundef nonnull @.str.35)
  %1793 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1794 = add nsw i32 %1793, 1
  store i32 %1794, ptr @n_fail, align 4, !tbaa !13
  br label %1795

1795:                                             ; preds = %1789, %1791
  %1796 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1797 = add nsw i32 %1796, 8
  store i32 %1797, ptr @loop_n, align 4, !tbaa !13
  %1798 = icmp slt i32 %1796, 2
  br i1 %1798, label %1465, label %1799, !llvm.loop !47

1799:                                             ; preds = %1795
  %1800 = icmp eq i64 %872, 0
  br i1 %1800, label %1906, label %1801

1801:                                             ; preds = %1799
  %1802 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1055) #18
  %1803 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1056) #18
  %1804 = fsub double %1802, %1803
  %1805 = fdiv double %1804, 2.000000e-06
  %1806 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %874, double noundef 1.000000e+00) #18
  %1807 = call double @llvm.fabs.f64(double %1805)
  %1808 = fcmp ogt double %1807, 1.000000e+00
  %1809 = select i1 %1808, double %1807, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1806, ptr %8, align 8, !tbaa !9
  %1810 = load volatile double, ptr %8, align 8, !tbaa !9
  %1811 = call double @llvm.fabs.f64(double %1810)
  %1812 = fcmp ueq double %1811, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1812, label %1825, label %1813

1813:                                             ; preds = %1801
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1805, ptr %7, align 8, !tbaa !9
  %1814 = load volatile double, ptr %7, align 8, !tbaa !9
  %1815 = call double @llvm.fabs.f64(double %1814)
  %1816 = fcmp ueq double %1815, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1816, label %1825, label %1817

1817:                                             ; preds = %1813
  %1818 = fsub double %1806, %1805
  %1819 = call double @llvm.fabs.f64(double %1818)
  %1820 = fmul double %1809, 1.000000e-05
  %1821 = fcmp ugt double %1819, %1820
  br i1 %1821, label %1825, label %1822

1822:                                             ; preds = %1817
  %1823 = trunc nuw nsw i64 %872 to i32
  %1824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i32 noundef %1823, double noundef %1806, double noundef %1805, ptr noundef nonnull @.str.34)
  br label %1830

1825:                                             ; preds = %1817, %1813, %1801
  %1826 = trunc nuw nsw i64 %872 to i32
  %1827 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i32 noundef %1826, double noundef %1806, double noundef %1805, ptr noundef nonnull @.str.35)
  %1828 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1829 = add nsw i32 %1828, 1
  store i32 %1829, ptr @n_fail, align 4, !tbaa !13
  br label %1830

1830:                                             ; preds = %1822, %1825
  %1831 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %874, double noundef 1.000000e+00) #18
  %1832 = fmul double %946, 5.000000e+01
  %1833 = fcmp ogt double %1832, 1.000000e+00
  br i1 %1833, label %1834, label %1846

1834:                                             ; preds = %1830, %1834
  %1835 = phi i32 [ %1842, %1834 ], [ 0, %1830 ]
  %1836 = phi double [ %1840, %1834 ], [ 0.000000e+00, %1830 ]
  %1837 = phi double [ %1841, %1834 ], [ 1.000000e+00, %1830 ]
  %1838 = fmul double %946, %1837
  %1839 = call double @sin(double noundef %1838) #18
  %1840 = call double @llvm.fmuladd.f64(double %1839, double %1837, double %1836)
  %1841 = call double @llvm.fmuladd.f64(double %1837, double 1.300000e+00, double %946)
  %1842 = add nuw nsw i32 %1835, 1
  %1843 = fcmp olt double %1841, %1832
  %1844 = icmp ult i32 %1835, 999
  %1845 = select i1 %1843, i1 %1844, i1 false
  br i1 %1845, label %1834, label %1846, !llvm.loop !48

1846:                                             ; preds = %1834, %1830
  %1847 = phi double [ 0.000000e+00, %1830 ], [ %1840, %1834 ]
  %1848 = fmul double %874, 5.000000e+01
  %1849 = fcmp ogt double %1848, 1.000000e+00
  br i1 %1849, label %1850, label %1862

1850:                                             ; preds = %1846, %1850
  %1851 = phi i32 [ %1858, %1850 ], [ 0, %1846 ]
  %1852 = phi double [ %1856, %1850 ], [ 0.000000e+00, %1846 ]
  %1853 = phi double [ %1857, %1850 ], [ 1.000000e+00, %1846 ]
  %1854 = fmul double %874, %1853
  %1855 = call double @sin(double noundef %1854) #18
  %1856 = call double @llvm.fmuladd.f64(double %1855, double %1853, double %1852)
  %1857 = call double @llvm.fmuladd.f64(double %1853, double 1.300000e+00, double %874)
  %1858 = add nuw nsw i32 %1851, 1
  %1859 = fcmp olt double %1857, %1848
  %1860 = icmp ult i32 %1851, 999
  %1861 = select i1 %1859, i1 %1860, i1 false
  br i1 %1861, label %1850, label %1862, !llvm.loop !48

1862:                                             ; preds = %1850, %1846
  %1863 = phi double [ 0.000000e+00, %1846 ], [ %1856, %1850 ]
  %1864 = call double @llvm.fmuladd.f64(double %1863, double -2.000000e+00, double %1847)
  %1865 = fmul double %957, 5.000000e+01
  %1866 = fcmp ogt double %1865, 1.000000e+00
  br i1 %1866, label %1867, label %1879

1867:                                             ; preds = %1862, %1867
  %1868 = phi i32 [ %1875, %1867 ], [ 0, %1862 ]
  %1869 = phi double [ %1873, %1867 ], [ 0.000000e+00, %1862 ]
  %1870 = phi double [ %1874, %1867 ], [ 1.000000e+00, %1862 ]
  %1871 = fmul double %957, %1870
  %1872 = call double @sin(double noundef %1871) #18
  %1873 = call double @llvm.fmuladd.f64(double %1872, double %1870, double %1869)
  %1874 = call double @llvm.fmuladd.f64(double %1870, double 1.300000e+00, double %957)
  %1875 = add nuw nsw i32 %1868, 1
  %1876 = fcmp olt double %1874, %1865
  %1877 = icmp ult i32 %1868, 999
  %1878 = select i1 %1876, i1 %1877, i1 false
  br i1 %1878, label %1867, label %1879, !llvm.loop !48

1879:                                             ; preds = %1867, %1862
  %1880 = phi double [ 0.000000e+00, %1862 ], [ %1873, %1867 ]
  %1881 = fadd double %1864, %1880
  %1882 = fdiv double %1881, 1.000000e-08
  %1883 = call double @llvm.fabs.f64(double %1882)
  %1884 = fcmp ogt double %1883, 1.000000e+00
  %1885 = select i1 %1884, double %1883, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1831, ptr %6, align 8, !tbaa !9
  %1886 = load volatile double, ptr %6, align 8, !tbaa !9
  %1887 = call double @llvm.fabs.f64(double %1886)
  %1888 = fcmp ueq double %1887, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1888, label %1901, label %1889

1889:                                             ; preds = %1879
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1882, ptr %5, align 8, !tbaa !9
  %1890 = load volatile double, ptr %5, align 8, !tbaa !9
  %1891 = call double @llvm.fabs.f64(double %1890)
  %1892 = fcmp ueq double %1891, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1892, label %1901, label %1893

1893:                                             ; preds = %1889
  %1894 = fsub double %1831, %1882
  %1895 = call double @llvm.fabs.f64(double %1894)
  %1896 = fmul double %1885, 1.000000e-04
  %1897 = fcmp ugt double %1895, %1896
  br i1 %1897, label %1901, label %1898

1898:                                             ; preds = %1893
  %1899 = trunc nuw nsw i64 %872 to i32
  %1900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i32 noundef %1899, double noundef %1831, double noundef %1882, ptr noundef nonnull @.str.34)
  br label %1906

1901:                                             ; preds = %1893, %1889, %1879
  %1902 = trunc nuw nsw i64 %872 to i32
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i32 noundef %1902, double noundef %1831, double noundef %1882, ptr noundef nonnull @.str.35)
  %1904 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1905 = add nsw i32 %1904, 1
  store i32 %1905, ptr @n_fail, align 4, !tbaa !13
  br label %1906

1906:                                             ; preds = %1901, %1898, %1799
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  %1907 = fmul double %946, 2.500000e-01
  %1908 = fmul double %957, 2.500000e-01
  br label %1909

1909:                                             ; preds = %1906, %2071
  %1910 = phi i32 [ 1, %1906 ], [ %2073, %2071 ]
  %1911 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1912 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef %874, double noundef 1.000000e+00, i32 noundef %1911, i32 noundef %1910) #18
  %1913 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1914 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1915 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1055, i32 noundef %1914, i32 noundef %1913) #18
  %1916 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1917 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1918 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1056, i32 noundef %1917, i32 noundef %1916) #18
  %1919 = fsub double %1915, %1918
  %1920 = fdiv double %1919, 2.000000e-06
  %1921 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1922 = call double @llvm.fabs.f64(double %1920)
  %1923 = fcmp ogt double %1922, 1.000000e+00
  %1924 = select i1 %1923, double %1922, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %1912, ptr %4, align 8, !tbaa !9
  %1925 = load volatile double, ptr %4, align 8, !tbaa !9
  %1926 = call double @llvm.fabs.f64(double %1925)
  %1927 = fcmp ueq double %1926, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1927, label %1939, label %1928

1928:                                             ; preds = %1909
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %1920, ptr %3, align 8, !tbaa !9
  %1929 = load volatile double, ptr %3, align 8, !tbaa !9
  %1930 = call double @llvm.fabs.f64(double %1929)
  %1931 = fcmp ueq double %1930, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1931, label %1939, label %1932

1932:                                             ; preds = %1928
  %1933 = fsub double %1912, %1920
  %1934 = call double @llvm.fabs.f64(double %1933)
  %1935 = fmul double %1924, 1.000000e-05
  %1936 = fcmp ugt double %1934, %1935
  br i1 %1936, label %1939, label %1937

1937:                                             ; preds = %1932
  %1938 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29, i32 noundef %1921, double noundef %1912, double noundef %1920, ptr noundef nonnull @.str.34)
  br label %1943

1939:                                             ; preds = %1932, %1928, %1909
  %1940 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29, i32 noundef %1921, double noundef %1912, double noundef %1920, ptr noundef nonnull @.str.35)
  %1941 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1942 = add nsw i32 %1941, 1
  store i32 %1942, ptr @n_fail, align 4, !tbaa !13
  br label %1943

1943:                                             ; preds = %1937, %1939
  %1944 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1945 = icmp sgt i32 %1944, 0
  br i1 %1945, label %1946, label %1997

1946:                                             ; preds = %1943
  %1947 = and i32 %1944, 3
  %1948 = icmp ult i32 %1944, 4
  br i1 %1948, label %1964, label %1949

1949:                                             ; preds = %1946
  %1950 = and i32 %1944, 2147483644
  br label %1951

1951:                                             ; preds = %1951, %1949
  %1952 = phi double [ %946, %1949 ], [ %1961, %1951 ]
  %1953 = phi i32 [ 0, %1949 ], [ %1962, %1951 ]
  %1954 = call double @sin(double noundef %1952) #18
  %1955 = call double @llvm.fmuladd.f64(double %1907, double %1952, double %1954)
  %1956 = call double @sin(double noundef %1955) #18
  %1957 = call double @llvm.fmuladd.f64(double %1907, double %1955, double %1956)
  %1958 = call double @sin(double noundef %1957) #18
  %1959 = call double @llvm.fmuladd.f64(double %1907, double %1957, double %1958)
  %1960 = call double @sin(double noundef %1959) #18
  %1961 = call double @llvm.fmuladd.f64(double %1907, double %1959, double %1960)
  %1962 = add i32 %1953, 4
  %1963 = icmp eq i32 %1962, %1950
  br i1 %1963, label %1964, label %1951, !llvm.loop !49

1964:                                             ; preds = %1951, %1946
  %1965 = phi double [ poison, %1946 ], [ %1961, %1951 ]
  %1966 = phi double [ %946, %1946 ], [ %1961, %1951 ]
  %1967 = icmp eq i32 %1947, 0
  br i1 %1967, label %1975, label %1968

1968:                                             ; preds = %1964, %1968
  %1969 = phi double [ %1972, %1968 ], [ %1966, %1964 ]
  %1970 = phi i32 [ %1973, %1968 ], [ 0, %1964 ]
  %1971 = call double @sin(double noundef %1969) #18
  %1972 = call double @llvm.fmuladd.f64(double %1907, double %1969, double %1971)
  %1973 = add i32 %1970, 1
  %1974 = icmp eq i32 %1973, %1947
  br i1 %1974, label %1975, label %1968, !llvm.loop !50

1975:                                             ; preds = %1968, %1964
  %1976 = phi double [ %1965, %1964 ], [ %1972, %1968 ]
  %1977 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1978 = icmp sgt i32 %1977, 0
  br i1 %1978, label %1979, label %1997

1979:                                             ; preds = %1975
  %1980 = and i32 %1977, 3
  %1981 = icmp ult i32 %1977, 4
  br i1 %1981, label %2000, label %1982

1982:                                             ; preds = %1979
  %1983 = and i32 %1977, 2147483644
  br label %1984

1984:                                             ; preds = %1984, %1982
  %1985 = phi double [ %874, %1982 ], [ %1994, %1984 ]
  %1986 = phi i32 [ 0, %1982 ], [ %1995, %1984 ]
  %1987 = call double @sin(double noundef %1985) #18
  %1988 = call double @llvm.fmuladd.f64(double %1215, double %1985, double %1987)
  %1989 = call double @sin(double noundef %1988) #18
  %1990 = call double @llvm.fmuladd.f64(double %1215, double %1988, double %1989)
  %1991 = call double @sin(double noundef %1990) #18
  %1992 = call double @llvm.fmuladd.f64(double %1215, double %1990, double %1991)
  %1993 = call double @sin(double noundef %1992) #18
  %1994 = call double @llvm.fmuladd.f64(double %1215, double %1992, double %1993)
  %1995 = add i32 %1986, 4
  %1996 = icmp eq i32 %1995, %1983
  br i1 %1996, label %2000, label %1984, !llvm.loop !49

1997:                                             ; preds = %1975, %1943
  %1998 = phi double [ %1976, %1975 ], [ %946, %1943 ]
  %1999 = call double @llvm.fmuladd.f64(double %874, double -2.000000e+00, double %1998)
  br label %2045

2000:                                             ; preds = %1984, %1979
  %2001 = phi double [ poison, %1979 ], [ %1994, %1984 ]
  %2002 = phi double [ %874, %1979 ], [ %1994, %1984 ]
  %2003 = icmp eq i32 %1980, 0
  br i1 %2003, label %2011, label %2004

2004:                                             ; preds = %2000, %2004
  %2005 = phi double [ %2008, %2004 ], [ %2002, %2000 ]
  %2006 = phi i32 [ %2009, %2004 ], [ 0, %2000 ]
  %2007 = call double @sin(double noundef %2005) #18
  %2008 = call double @llvm.fmuladd.f64(double %1215, double %2005, double %2007)
  %2009 = add i32 %2006, 1
  %2010 = icmp eq i32 %2009, %1980
  br i1 %2010, label %2011, label %2004, !llvm.loop !51

2011:                                             ; preds = %2004, %2000
  %2012 = phi double [ %2001, %2000 ], [ %2008, %2004 ]
  %2013 = load i32, ptr @loop_n, align 4, !tbaa !13
  %2014 = call double @llvm.fmuladd.f64(double %2012, double -2.000000e+00, double %1976)
  %2015 = icmp sgt i32 %2013, 0
  br i1 %2015, label %2016, label %2045

2016:                                             ; preds = %2011
  %2017 = and i32 %2013, 3
  %2018 = icmp ult i32 %2013, 4
  br i1 %2018, label %2034, label %2019

2019:                                             ; preds = %2016
  %2020 = and i32 %2013, 2147483644
  br label %2021

2021:                                             ; preds = %2021, %2019
  %2022 = phi double [ %957, %2019 ], [ %2031, %2021 ]
  %2023 = phi i32 [ 0, %2019 ], [ %2032, %2021 ]
  %2024 = call double @sin(double noundef %2022) #18
  %2025 = call double @llvm.fmuladd.f64(double %1908, double %2022, double %2024)
  %2026 = call double @sin(double noundef %2025) #18
  %2027 = call double @llvm.fmuladd.f64(double %1908, double %2025, double %2026)
  %2028 = call double @sin(double noundef %2027) #18
  %2029 = call double @llvm.fmuladd.f64(double %1908, double %2027, double %2028)
  %2030 = call double @sin(double noundef %2029) #18
  %2031 = call double @llvm.fmuladd.f64(double %1908, double %2029, double %2030)
  %2032 = add i32 %2023, 4
  %2033 = icmp eq i32 %2032, %2020
  br i1 %2033, label %2034, label %2021, !llvm.loop !49

2034:                                             ; preds = %2021, %2016
  %2035 = phi double [ poison, %2016 ], [ %2031, %2021 ]
  %2036 = phi double [ %957, %2016 ], [ %2031, %2021 ]
  %2037 = icmp eq i32 %2017, 0
  br i1 %2037, label %2045, label %2038

2038:                                             ; preds = %2034, %2038
  %2039 = phi double [ %2042, %2038 ], [ %2036, %2034 ]
  %2040 = phi i32 [ %2043, %2038 ], [ 0, %2034 ]
  %2041 = call double @sin(double noundef %2039) #18
  %2042 = call double @llvm.fmuladd.f64(double %1908, double %2039, double %2041)
  %2043 = add i32 %2040, 1
  %2044 = icmp eq i32 %2043, %2017
  br i1 %2044, label %2045, label %2038, !llvm.loop !52

2045:                                             ; preds = %2034, %2038, %1997, %2011
  %2046 = phi double [ %2014, %2011 ], [ %1999, %1997 ], [ %2014, %2038 ], [ %2014, %2034 ]
  %2047 = phi double [ %957, %2011 ], [ %957, %1997 ], [ %2035, %2034 ], [ %2042, %2038 ]
  %2048 = fadd double %2046, %2047
  %2049 = fdiv double %2048, 1.000000e-08
  %2050 = call double @llvm.fabs.f64(double %2049)
  %2051 = fcmp ogt double %2050, 1.000000e+00
  %2052 = select i1 %2051, double %2050, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1912, ptr %2, align 8, !tbaa !9
  %2053 = load volatile double, ptr %2, align 8, !tbaa !9
  %2054 = call double @llvm.fabs.f64(double %2053)
  %2055 = fcmp ueq double %2054, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %2055, label %2067, label %2056

2056:                                             ; preds = %2045
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %2049, ptr %1, align 8, !tbaa !9
  %2057 = load volatile double, ptr %1, align 8, !tbaa !9
  %2058 = call double @llvm.fabs.f64(double %2057)
  %2059 = fcmp ueq double %2058, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %2059, label %2067, label %2060

2060:                                             ; preds = %2056
  %2061 = fsub double %1912, %2049
  %2062 = call double @llvm.fabs.f64(double %2061)
  %2063 = fmul double %2052, 1.000000e-04
  %2064 = fcmp ugt double %2062, %2063
  br i1 %2064, label %2067, label %2065

2065:                                             ; preds = %2060
  %2066 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30, i32 noundef %1944, double noundef %1912, double noundef %2049, ptr noundef nonnull @.str.34)
  br label %2071

2067:                                             ; preds = %2060, %2056, %2045
  %2068 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30, i32 noundef %1944, double noundef %1912, double noundef %2049, ptr noundef nonnull @.str.35)
  %2069 = load i32, ptr @n_fail, align 4, !tbaa !13
  %2070 = add nsw i32 %2069, 1
  store i32 %2070, ptr @n_fail, align 4, !tbaa !13
  br label %2071

2071:                                             ; preds = %2065, %2067
  %2072 = load i32, ptr @loop_n, align 4, !tbaa !13
  %2073 = add nsw i32 %2072, 11
  store i32 %2073, ptr @loop_n, align 4, !tbaa !13
  %2074 = icmp slt i32 %2072, 2
  br i1 %2074, label %1909, label %2075, !llvm.loop !53

2075:                                             ; preds = %2071
  %2076 = add nuw nsw i64 %872, 1
  %2077 = icmp eq i64 %2076, 4
  br i1 %2077, label %863, label %871, !llvm.loop !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @rosen_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
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
  br label %40

17:                                               ; preds = %6
  %18 = zext nneg i32 %5 to i64
  %19 = icmp eq i32 %5, 1
  br i1 %19, label %20, label %22

20:                                               ; preds = %36, %17
  %21 = phi i64 [ 0, %17 ], [ %23, %36 ]
  br label %81

22:                                               ; preds = %17
  %23 = and i64 %18, 2147483646
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %34, %24 ]
  %26 = getelementptr inbounds double, ptr %2, i64 %25
  %27 = load <2 x double>, ptr %26, align 8, !tbaa !9
  %28 = getelementptr inbounds double, ptr %3, i64 %25
  %29 = load <2 x double>, ptr %28, align 8, !tbaa !9
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 1.000000e-04, double 1.000000e-04>, <2 x double> %27)
  %31 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %25
  store <2 x double> %30, ptr %31, align 16, !tbaa !9
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double -1.000000e-04, double -1.000000e-04>, <2 x double> %27)
  %33 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %25
  store <2 x double> %32, ptr %33, align 16, !tbaa !9
  %34 = add nuw i64 %25, 2
  %35 = icmp eq i64 %34, %23
  br i1 %35, label %36, label %24, !llvm.loop !55

36:                                               ; preds = %24
  %37 = icmp eq i64 %23, %18
  br i1 %37, label %38, label %20

38:                                               ; preds = %81, %36
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #18
  %39 = shl nuw nsw i64 %18, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %11, i64 %39, i1 false)
  br i1 %15, label %41, label %40

40:                                               ; preds = %38, %16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18
  br label %93

41:                                               ; preds = %38, %41
  %42 = phi i64 [ %58, %41 ], [ 0, %38 ]
  %43 = getelementptr inbounds double, ptr %11, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fcmp ogt double %45, 1.000000e+00
  %47 = select i1 %46, double %45, double 1.000000e+00
  %48 = fmul double %47, 1.000000e-05
  %49 = fadd double %44, %48
  %50 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 %42
  store double %49, ptr %50, align 8, !tbaa !9
  %51 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #18, !callees !56
  %52 = fsub double %44, %48
  store double %52, ptr %50, align 8, !tbaa !9
  %53 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #18, !callees !56
  store double %44, ptr %50, align 8, !tbaa !9
  %54 = fsub double %51, %53
  %55 = fmul double %48, 2.000000e+00
  %56 = fdiv double %54, %55
  %57 = getelementptr inbounds double, ptr %13, i64 %42
  store double %56, ptr %57, align 8, !tbaa !9
  %58 = add nuw nsw i64 %42, 1
  %59 = icmp eq i64 %58, %18
  br i1 %59, label %60, label %41, !llvm.loop !22

60:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull readonly align 16 %12, i64 %39, i1 false)
  br label %61

61:                                               ; preds = %60, %61
  %62 = phi i64 [ %78, %61 ], [ 0, %60 ]
  %63 = getelementptr inbounds double, ptr %12, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ogt double %65, 1.000000e+00
  %67 = select i1 %66, double %65, double 1.000000e+00
  %68 = fmul double %67, 1.000000e-05
  %69 = fadd double %64, %68
  %70 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %62
  store double %69, ptr %70, align 8, !tbaa !9
  %71 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #18, !callees !56
  %72 = fsub double %64, %68
  store double %72, ptr %70, align 8, !tbaa !9
  %73 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #18, !callees !56
  store double %64, ptr %70, align 8, !tbaa !9
  %74 = fsub double %71, %73
  %75 = fmul double %68, 2.000000e+00
  %76 = fdiv double %74, %75
  %77 = getelementptr inbounds double, ptr %14, i64 %62
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = add nuw nsw i64 %62, 1
  %79 = icmp eq i64 %78, %18
  br i1 %79, label %80, label %61, !llvm.loop !22

80:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #18
  br i1 %15, label %94, label %93

81:                                               ; preds = %20, %81
  %82 = phi i64 [ %91, %81 ], [ %21, %20 ]
  %83 = getelementptr inbounds double, ptr %2, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = getelementptr inbounds double, ptr %3, i64 %82
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = tail call double @llvm.fmuladd.f64(double %86, double 1.000000e-04, double %84)
  %88 = getelementptr inbounds [9 x double], ptr %11, i64 0, i64 %82
  store double %87, ptr %88, align 8, !tbaa !9
  %89 = tail call double @llvm.fmuladd.f64(double %86, double -1.000000e-04, double %84)
  %90 = getelementptr inbounds [9 x double], ptr %12, i64 0, i64 %82
  store double %89, ptr %90, align 8, !tbaa !9
  %91 = add nuw nsw i64 %82, 1
  %92 = icmp eq i64 %91, %18
  br i1 %92, label %38, label %81, !llvm.loop !57

93:                                               ; preds = %127, %40, %80
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #18
  ret void

94:                                               ; preds = %80, %127
  %95 = phi i64 [ %128, %127 ], [ 0, %80 ]
  %96 = getelementptr inbounds double, ptr %4, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %95
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = fsub double %99, %101
  %103 = fdiv double %102, 2.000000e-04
  %104 = call double @llvm.fabs.f64(double %103)
  %105 = fcmp ogt double %104, 1.000000e+00
  %106 = select i1 %105, double %104, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %97, ptr %8, align 8, !tbaa !9
  %107 = load volatile double, ptr %8, align 8, !tbaa !9
  %108 = call double @llvm.fabs.f64(double %107)
  %109 = fcmp ueq double %108, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %109, label %122, label %110

110:                                              ; preds = %94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %103, ptr %7, align 8, !tbaa !9
  %111 = load volatile double, ptr %7, align 8, !tbaa !9
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = fcmp ueq double %112, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %113, label %122, label %114

114:                                              ; preds = %110
  %115 = fsub double %97, %103
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fmul double %106, 1.000000e-04
  %118 = fcmp ugt double %116, %117
  br i1 %118, label %122, label %119

119:                                              ; preds = %114
  %120 = trunc nuw nsw i64 %95 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0, i32 noundef %120, double noundef %97, double noundef %103, ptr noundef nonnull @.str.34)
  br label %127

122:                                              ; preds = %114, %110, %94
  %123 = trunc nuw nsw i64 %95 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %0, i32 noundef %123, double noundef %97, double noundef %103, ptr noundef nonnull @.str.35)
  %125 = load i32, ptr @n_fail, align 4, !tbaa !13
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !13
  br label %127

127:                                              ; preds = %119, %122
  %128 = add nuw nsw i64 %95, 1
  %129 = icmp eq i64 %128, %18
  br i1 %129, label %93, label %94, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @rosen(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %5, 1
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, 2147483646
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  br label %32

12:                                               ; preds = %32, %4
  %13 = phi double [ poison, %4 ], [ %56, %32 ]
  %14 = phi i64 [ 0, %4 ], [ %58, %32 ]
  %15 = phi i64 [ 1, %4 ], [ %57, %32 ]
  %16 = phi double [ 0.000000e+00, %4 ], [ %56, %32 ]
  %17 = icmp eq i64 %7, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds double, ptr %0, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = getelementptr inbounds double, ptr %0, i64 %14
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fneg double %22
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %22, double %20)
  %25 = fsub double 1.000000e+00, %22
  %26 = fmul double %24, 1.000000e+02
  %27 = fmul double %25, %25
  %28 = tail call double @llvm.fmuladd.f64(double %26, double %24, double %27)
  %29 = fadd double %16, %28
  br label %30

30:                                               ; preds = %18, %12, %2
  %31 = phi double [ 0.000000e+00, %2 ], [ %13, %12 ], [ %29, %18 ]
  ret double %31

32:                                               ; preds = %32, %9
  %33 = phi i64 [ 0, %9 ], [ %58, %32 ]
  %34 = phi i64 [ 1, %9 ], [ %57, %32 ]
  %35 = phi double [ 0.000000e+00, %9 ], [ %56, %32 ]
  %36 = phi i64 [ 0, %9 ], [ %59, %32 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = getelementptr inbounds double, ptr %0, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fneg double %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %40, double %38)
  %43 = fsub double 1.000000e+00, %40
  %44 = fmul double %42, 1.000000e+02
  %45 = fmul double %43, %43
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %42, double %45)
  %47 = fadd double %35, %46
  %48 = getelementptr inbounds double, ptr %11, i64 %34
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fneg double %38
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %38, double %49)
  %52 = fsub double 1.000000e+00, %38
  %53 = fmul double %51, 1.000000e+02
  %54 = fmul double %52, %52
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %51, double %54)
  %56 = fadd double %47, %55
  %57 = add nuw nsw i64 %34, 2
  %58 = add nuw nsw i64 %33, 2
  %59 = add i64 %36, 2
  %60 = icmp eq i64 %59, %10
  br i1 %60, label %12, label %32, !llvm.loop !21
}

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @chain_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
  ret void
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %46, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %47, %28 ]
  %13 = phi double [ 5.000000e-01, %4 ], [ %46, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul double %13, %17
  %19 = tail call double @sin(double noundef %18) #18
  %20 = load double, ptr %16, align 8, !tbaa !9
  %21 = fmul double %20, 3.000000e-01
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %13, double %19)
  br label %23

23:                                               ; preds = %15, %10, %2
  %24 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %22, %15 ]
  %25 = fneg double %24
  %26 = tail call double @exp(double noundef %25) #18
  %27 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %26)
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %30 = phi double [ 5.000000e-01, %8 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %30, %33
  %35 = tail call double @sin(double noundef %34) #18
  %36 = load double, ptr %32, align 8, !tbaa !9
  %37 = fmul double %36, 3.000000e-01
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %30, double %35)
  %39 = or disjoint i64 %29, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %38, %41
  %43 = tail call double @sin(double noundef %42) #18
  %44 = load double, ptr %40, align 8, !tbaa !9
  %45 = fmul double %44, 3.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %38, double %43)
  %47 = add nuw nsw i64 %29, 2
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %10, label %28, !llvm.loop !59
}

; Function Attrs: nounwind uwtable
define internal double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %6 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #18
  ret void
}

; Function Attrs: nounwind uwtable
define internal double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #19
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  br label %12

9:                                                ; preds = %12
  br i1 %6, label %10, label %27

10:                                               ; preds = %9
  %11 = zext nneg i32 %1 to i64
  br label %29

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %18, %12 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = fmul double %15, 4.000000e-01
  %17 = tail call double @exp(double noundef %16) #18
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, %8
  %20 = and i64 %18, 4294967295
  %21 = select i1 %19, i64 0, i64 %20
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %17, %23
  %25 = getelementptr inbounds double, ptr %5, i64 %13
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = icmp eq i64 %18, %8
  br i1 %26, label %9, label %12, !llvm.loop !60

27:                                               ; preds = %29, %2, %9
  %28 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %44, %29 ]
  tail call void @free(ptr noundef %5) #18
  ret double %28

29:                                               ; preds = %10, %29
  %30 = phi i64 [ 0, %10 ], [ %45, %29 ]
  %31 = phi double [ 0.000000e+00, %10 ], [ %44, %29 ]
  %32 = getelementptr inbounds double, ptr %5, i64 %30
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %33, %33
  %35 = fmul double %33, 5.000000e-01
  %36 = tail call double @llvm.maxnum.f64(double %34, double %35)
  %37 = trunc i64 %30 to i32
  %38 = add i32 %37, 2
  %39 = urem i32 %38, %1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %5, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = tail call double @llvm.fmuladd.f64(double %33, double %42, double %36)
  %44 = fadd double %31, %43
  %45 = add nuw nsw i64 %30, 1
  %46 = icmp eq i64 %45, %11
  br i1 %46, label %27, label %29, !llvm.loop !61
}

; Function Attrs: nounwind uwtable
define internal double @fs_rev(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs, double noundef %0) #18
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal double @fs_fwd(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, double noundef %0, double noundef 1.000000e+00) #18
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs(double noundef %0) #7 {
  %2 = tail call double @sin(double noundef %0) #18
  %3 = fmul double %2, %0
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @exp(double noundef %4) #18
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %5)
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @glob_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @rec_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @rec_t(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec, double noundef %0, double noundef 1.000000e+00, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @descend(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) @__const.descend.x, i64 24, i1 false)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  br label %36

9:                                                ; preds = %36, %2
  %10 = phi double [ 5.000000e-01, %2 ], [ %42, %36 ]
  %11 = phi <2 x double> [ <double -2.000000e-01, double 1.000000e-01>, %2 ], [ %45, %36 ]
  %12 = fneg double %0
  %13 = fsub double %10, %0
  %14 = extractelement <2 x double> %11, i64 0
  %15 = call double @llvm.fmuladd.f64(double %12, double 2.000000e+00, double %14)
  %16 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %17 = insertelement <2 x double> %16, double %10, i64 0
  %18 = fmul <2 x double> %17, <double 1.000000e-01, double 1.000000e-01>
  %19 = fmul <2 x double> %17, %18
  %20 = fmul <2 x double> %17, %19
  %21 = fmul <2 x double> %17, %20
  %22 = insertelement <2 x double> poison, double %13, i64 0
  %23 = insertelement <2 x double> %22, double %15, i64 1
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> %23, <2 x double> %21)
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %26 = fadd <2 x double> %24, %25
  %27 = extractelement <2 x double> %26, i64 0
  %28 = extractelement <2 x double> %11, i64 1
  %29 = call double @llvm.fmuladd.f64(double %12, double 3.000000e+00, double %28)
  %30 = fmul double %28, 1.000000e-01
  %31 = fmul double %28, %30
  %32 = fmul double %28, %31
  %33 = fmul double %28, %32
  %34 = call double @llvm.fmuladd.f64(double %29, double %29, double %33)
  %35 = fadd double %27, %34
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #18
  ret double %35

36:                                               ; preds = %6, %36
  %37 = phi i32 [ %46, %36 ], [ 0, %6 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  %38 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %39 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @dloss, i32 noundef %38, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %39, double noundef %0) #18
  %40 = load double, ptr %4, align 16, !tbaa !9
  %41 = load double, ptr %3, align 16, !tbaa !9
  %42 = call double @llvm.fmuladd.f64(double %40, double -5.000000e-02, double %41)
  store double %42, ptr %3, align 16, !tbaa !9
  %43 = load <2 x double>, ptr %7, align 8, !tbaa !9
  %44 = load <2 x double>, ptr %8, align 8, !tbaa !9
  %45 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double -5.000000e-02, double -5.000000e-02>, <2 x double> %44)
  store <2 x double> %45, ptr %8, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18
  %46 = add nuw nsw i32 %37, 1
  %47 = icmp eq i32 %46, %1
  br i1 %47, label %9, label %36, !llvm.loop !38
}

; Function Attrs: nounwind uwtable
define internal double @moved_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @moved_t(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved, double noundef %0, double noundef 1.000000e+00, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @grow_d(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %0) #18
  ret double %2
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @grow(double noundef %0) #8 {
  %2 = fmul double %0, 5.000000e+01
  %3 = fcmp ogt double %2, 1.000000e+00
  br i1 %3, label %4, label %16

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %12, %4 ], [ 0, %1 ]
  %6 = phi double [ %10, %4 ], [ 0.000000e+00, %1 ]
  %7 = phi double [ %11, %4 ], [ 1.000000e+00, %1 ]
  %8 = fmul double %7, %0
  %9 = tail call double @sin(double noundef %8) #18
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %7, double %6)
  %11 = tail call double @llvm.fmuladd.f64(double %7, double 1.300000e+00, double %0)
  %12 = add nuw nsw i32 %5, 1
  %13 = fcmp olt double %11, %2
  %14 = icmp ult i32 %5, 999
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %4, label %16, !llvm.loop !48

16:                                               ; preds = %4, %1
  %17 = phi double [ 0.000000e+00, %1 ], [ %10, %4 ]
  ret double %17
}

; Function Attrs: nounwind uwtable
define internal double @loop1_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal double @glob(double noundef %0, i32 noundef %1) #14 {
  store double %0, ptr @tab, align 16, !tbaa !9
  %3 = insertelement <2 x double> poison, double %0, i64 0
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer
  %5 = fmul <2 x double> %4, <double 2.000000e+00, double 3.000000e+00>
  store <2 x double> %5, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %6 = fmul <2 x double> %4, <double 4.000000e+00, double 5.000000e+00>
  store <2 x double> %6, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  %7 = fmul <2 x double> %4, <double 6.000000e+00, double 7.000000e+00>
  store <2 x double> %7, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  %8 = fmul double %0, 8.000000e+00
  store double %8, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = fmul double %0, 3.000000e-01
  br label %14

12:                                               ; preds = %14, %2
  %13 = phi double [ 0.000000e+00, %2 ], [ %30, %14 ]
  ret double %13

14:                                               ; preds = %10, %14
  %15 = phi i32 [ 0, %10 ], [ %31, %14 ]
  %16 = phi double [ 0.000000e+00, %10 ], [ %30, %14 ]
  %17 = mul nuw nsw i32 %15, 5
  %18 = and i32 %17, 7
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @sin(double noundef %21) #18
  %23 = add nuw i32 %17, 3
  %24 = and i32 %23, 7
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @cos(double noundef %27) #18
  %29 = tail call double @llvm.fmuladd.f64(double %11, double %28, double %22)
  store double %29, ptr %20, align 8, !tbaa !9
  %30 = fadd double %16, %29
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %31, %1
  br i1 %32, label %12, label %14, !llvm.loop !35
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @rec(double noundef %0, i32 noundef %1) #8 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = tail call double @sin(double noundef %0) #18
  br label %6

6:                                                ; preds = %8, %4
  %7 = phi double [ %5, %4 ], [ %15, %8 ]
  ret double %7

8:                                                ; preds = %2
  %9 = fmul double %0, 9.000000e-01
  %10 = add nsw i32 %1, -1
  %11 = tail call double @rec(double noundef %9, i32 noundef %10)
  %12 = sitofp i32 %1 to double
  %13 = fmul double %12, %0
  %14 = tail call double @cos(double noundef %13) #18
  %15 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %14)
  br label %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @dloss(ptr nocapture noundef readonly %0, double noundef %1) #15 {
  %3 = fneg double %1
  %4 = load <2 x double>, ptr %0, align 8, !tbaa !9
  %5 = extractelement <2 x double> %4, i64 0
  %6 = fsub double %5, %1
  %7 = extractelement <2 x double> %4, i64 1
  %8 = tail call double @llvm.fmuladd.f64(double %3, double 2.000000e+00, double %7)
  %9 = fmul <2 x double> %4, <double 1.000000e-01, double 1.000000e-01>
  %10 = fmul <2 x double> %4, %9
  %11 = fmul <2 x double> %4, %10
  %12 = fmul <2 x double> %4, %11
  %13 = insertelement <2 x double> poison, double %6, i64 0
  %14 = insertelement <2 x double> %13, double %8, i64 1
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %14, <2 x double> %12)
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %17 = fadd <2 x double> %15, %16
  %18 = extractelement <2 x double> %17, i64 0
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fmuladd.f64(double %3, double 3.000000e+00, double %20)
  %22 = fmul double %20, 1.000000e-01
  %23 = fmul double %20, %22
  %24 = fmul double %20, %23
  %25 = fmul double %20, %24
  %26 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %25)
  %27 = fadd double %18, %26
  ret double %27
}

; Function Attrs: nounwind uwtable
define internal double @moved(double noundef %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %58

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = tail call double @sin(double noundef %0) #18
  %8 = fadd double %7, 0.000000e+00
  store double %8, ptr %3, align 8, !tbaa !9
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %11, label %17

10:                                               ; preds = %28
  br i1 %4, label %11, label %58

11:                                               ; preds = %5, %10
  %12 = phi ptr [ %30, %10 ], [ %3, %5 ]
  %13 = and i64 %6, 3
  %14 = icmp ult i32 %1, 4
  br i1 %14, label %43, label %15

15:                                               ; preds = %11
  %16 = and i64 %6, 2147483644
  br label %61

17:                                               ; preds = %5, %28
  %18 = phi i64 [ %31, %28 ], [ 1, %5 ]
  %19 = phi ptr [ %30, %28 ], [ %3, %5 ]
  %20 = phi i32 [ %29, %28 ], [ 2, %5 ]
  %21 = sext i32 %20 to i64
  %22 = icmp slt i64 %18, %21
  br i1 %22, label %28, label %23

23:                                               ; preds = %17
  %24 = shl nsw i32 %20, 1
  %25 = sext i32 %24 to i64
  %26 = shl nsw i64 %25, 3
  %27 = tail call ptr @realloc(ptr noundef nonnull %19, i64 noundef %26) #20
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32 [ %24, %23 ], [ %20, %17 ]
  %30 = phi ptr [ %27, %23 ], [ %19, %17 ]
  %31 = add nuw nsw i64 %18, 1
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = fmul double %33, %0
  %35 = tail call double @sin(double noundef %34) #18
  %36 = add nsw i64 %18, -1
  %37 = getelementptr inbounds double, ptr %30, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, 5.000000e-01
  %40 = fadd double %35, %39
  %41 = getelementptr inbounds double, ptr %30, i64 %18
  store double %40, ptr %41, align 8, !tbaa !9
  %42 = icmp eq i64 %31, %6
  br i1 %42, label %10, label %17, !llvm.loop !40

43:                                               ; preds = %61, %11
  %44 = phi double [ poison, %11 ], [ %79, %61 ]
  %45 = phi i64 [ 0, %11 ], [ %80, %61 ]
  %46 = phi double [ 0.000000e+00, %11 ], [ %79, %61 ]
  %47 = icmp eq i64 %13, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %43, %48
  %49 = phi i64 [ %55, %48 ], [ %45, %43 ]
  %50 = phi double [ %54, %48 ], [ %46, %43 ]
  %51 = phi i64 [ %56, %48 ], [ 0, %43 ]
  %52 = getelementptr inbounds double, ptr %12, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %50)
  %55 = add nuw nsw i64 %49, 1
  %56 = add i64 %51, 1
  %57 = icmp eq i64 %56, %13
  br i1 %57, label %58, label %48, !llvm.loop !62

58:                                               ; preds = %43, %48, %2, %10
  %59 = phi ptr [ %30, %10 ], [ %3, %2 ], [ %12, %48 ], [ %12, %43 ]
  %60 = phi double [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %44, %43 ], [ %54, %48 ]
  tail call void @free(ptr noundef %59) #18
  ret double %60

61:                                               ; preds = %61, %15
  %62 = phi i64 [ 0, %15 ], [ %80, %61 ]
  %63 = phi double [ 0.000000e+00, %15 ], [ %79, %61 ]
  %64 = phi i64 [ 0, %15 ], [ %81, %61 ]
  %65 = getelementptr inbounds double, ptr %12, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = tail call double @llvm.fmuladd.f64(double %66, double %66, double %63)
  %68 = or disjoint i64 %62, 1
  %69 = getelementptr inbounds double, ptr %12, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %70, double %67)
  %72 = or disjoint i64 %62, 2
  %73 = getelementptr inbounds double, ptr %12, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %71)
  %76 = or disjoint i64 %62, 3
  %77 = getelementptr inbounds double, ptr %12, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %78, double %75)
  %80 = add nuw nsw i64 %62, 4
  %81 = add i64 %64, 4
  %82 = icmp eq i64 %81, %16
  br i1 %82, label %43, label %61, !llvm.loop !42
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #16

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @loop1(double noundef %0, i32 noundef %1) #8 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %21

4:                                                ; preds = %2
  %5 = fmul double %0, 2.500000e-01
  %6 = and i32 %1, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %1, 2147483644
  br label %23

10:                                               ; preds = %23, %4
  %11 = phi double [ poison, %4 ], [ %33, %23 ]
  %12 = phi double [ %0, %4 ], [ %33, %23 ]
  %13 = icmp eq i32 %6, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10, %14
  %15 = phi double [ %18, %14 ], [ %12, %10 ]
  %16 = phi i32 [ %19, %14 ], [ 0, %10 ]
  %17 = tail call double @sin(double noundef %15) #18
  %18 = tail call double @llvm.fmuladd.f64(double %5, double %15, double %17)
  %19 = add i32 %16, 1
  %20 = icmp eq i32 %19, %6
  br i1 %20, label %21, label %14, !llvm.loop !63

21:                                               ; preds = %10, %14, %2
  %22 = phi double [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  ret double %22

23:                                               ; preds = %23, %8
  %24 = phi double [ %0, %8 ], [ %33, %23 ]
  %25 = phi i32 [ 0, %8 ], [ %34, %23 ]
  %26 = tail call double @sin(double noundef %24) #18
  %27 = tail call double @llvm.fmuladd.f64(double %5, double %24, double %26)
  %28 = tail call double @sin(double noundef %27) #18
  %29 = tail call double @llvm.fmuladd.f64(double %5, double %27, double %28)
  %30 = tail call double @sin(double noundef %29) #18
  %31 = tail call double @llvm.fmuladd.f64(double %5, double %29, double %30)
  %32 = tail call double @sin(double noundef %31) #18
  %33 = tail call double @llvm.fmuladd.f64(double %5, double %31, double %32)
  %34 = add i32 %25, 4
  %35 = icmp eq i32 %34, %9
  br i1 %35, label %10, label %23, !llvm.loop !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #17

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !12, !18, !17}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !17, !18}
!26 = distinct !{!26, !12, !18, !17}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12, !17, !18}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12, !17, !18}
!32 = distinct !{!32, !12, !18, !17}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12, !18, !17}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12, !41}
!41 = !{!"llvm.loop.peeled.count", i32 1}
!42 = distinct !{!42, !12}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = distinct !{!45, !44}
!46 = distinct !{!46, !44}
!47 = distinct !{!47, !12}
!48 = distinct !{!48, !12}
!49 = distinct !{!49, !12}
!50 = distinct !{!50, !44}
!51 = distinct !{!51, !44}
!52 = distinct !{!52, !44}
!53 = distinct !{!53, !12}
!54 = distinct !{!54, !12}
!55 = distinct !{!55, !12, !17, !18}
!56 = !{ptr @chain, ptr @heap, ptr @rosen}
!57 = distinct !{!57, !12, !18, !17}
!58 = distinct !{!58, !12}
!59 = distinct !{!59, !12}
!60 = distinct !{!60, !12}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !44}
!63 = distinct !{!63, !44}
