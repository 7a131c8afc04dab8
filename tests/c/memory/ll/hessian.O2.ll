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
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca [9 x double], align 16
  %44 = alloca [9 x double], align 16
  %45 = alloca [9 x double], align 16
  %46 = alloca [9 x double], align 16
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  %49 = alloca double, align 8
  %50 = alloca double, align 8
  %51 = alloca double, align 8
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  %54 = alloca double, align 8
  %55 = alloca [9 x double], align 16
  %56 = alloca [9 x double], align 16
  %57 = alloca [9 x double], align 16
  %58 = alloca [9 x double], align 16
  %59 = alloca double, align 8
  %60 = alloca double, align 8
  %61 = alloca double, align 8
  %62 = alloca double, align 8
  %63 = alloca [9 x double], align 16
  %64 = alloca double, align 8
  %65 = alloca double, align 8
  %66 = alloca [9 x double], align 16
  %67 = alloca [9 x double], align 16
  %68 = alloca [9 x double], align 16
  %69 = alloca [9 x double], align 16
  %70 = alloca [9 x double], align 16
  %71 = alloca [9 x double], align 16
  %72 = alloca [9 x double], align 16
  %73 = alloca [9 x double], align 16
  %74 = alloca [9 x double], align 16
  %75 = alloca [9 x double], align 16
  %76 = alloca [9 x double], align 16
  %77 = alloca [9 x double], align 16
  %78 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %70) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %71) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %72) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %73) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %74) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %75) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %76) #18
  %79 = getelementptr inbounds i8, ptr %63, i64 8
  %80 = getelementptr inbounds i8, ptr %63, i64 8
  br label %81

81:                                               ; preds = %0, %841
  %82 = phi i32 [ 2, %0 ], [ %844, %841 ]
  %83 = load i64, ptr @rng_state, align 8, !tbaa !5
  %84 = zext nneg i32 %82 to i64
  %85 = add nsw i64 %84, -1
  %86 = and i64 %84, 1
  %87 = icmp eq i64 %85, 0
  br i1 %87, label %112, label %88

88:                                               ; preds = %81
  %89 = and i64 %84, 2147483646
  br label %90

90:                                               ; preds = %90, %88
  %91 = phi i64 [ 0, %88 ], [ %109, %90 ]
  %92 = phi i64 [ %83, %88 ], [ %103, %90 ]
  %93 = phi i64 [ 0, %88 ], [ %110, %90 ]
  %94 = mul i64 %92, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = lshr i64 %95, 11
  %97 = uitofp nneg i64 %96 to double
  %98 = fmul double %97, 2.400000e+00
  %99 = call double @llvm.fmuladd.f64(double %98, double 0x3CA0000000000000, double -1.200000e+00)
  %100 = getelementptr inbounds double, ptr %70, i64 %91
  store double %99, ptr %100, align 16, !tbaa !9
  %101 = or disjoint i64 %91, 1
  %102 = mul i64 %95, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = lshr i64 %103, 11
  %105 = uitofp nneg i64 %104 to double
  %106 = fmul double %105, 2.400000e+00
  %107 = call double @llvm.fmuladd.f64(double %106, double 0x3CA0000000000000, double -1.200000e+00)
  %108 = getelementptr inbounds double, ptr %70, i64 %101
  store double %107, ptr %108, align 8, !tbaa !9
  %109 = add nuw nsw i64 %91, 2
  %110 = add i64 %93, 2
  %111 = icmp eq i64 %110, %89
  br i1 %111, label %112, label %90, !llvm.loop !11

112:                                              ; preds = %90, %81
  %113 = phi i64 [ poison, %81 ], [ %103, %90 ]
  %114 = phi i64 [ 0, %81 ], [ %109, %90 ]
  %115 = phi i64 [ %83, %81 ], [ %103, %90 ]
  %116 = icmp eq i64 %86, 0
  br i1 %116, label %125, label %117

117:                                              ; preds = %112
  %118 = mul i64 %115, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = lshr i64 %119, 11
  %121 = uitofp nneg i64 %120 to double
  %122 = fmul double %121, 2.400000e+00
  %123 = call double @llvm.fmuladd.f64(double %122, double 0x3CA0000000000000, double -1.200000e+00)
  %124 = getelementptr inbounds double, ptr %70, i64 %114
  store double %123, ptr %124, align 8, !tbaa !9
  br label %125

125:                                              ; preds = %112, %117
  %126 = phi i64 [ %113, %112 ], [ %119, %117 ]
  %127 = and i64 %84, 1
  %128 = icmp eq i64 %85, 0
  br i1 %128, label %153, label %129

129:                                              ; preds = %125
  %130 = and i64 %84, 2147483646
  br label %131

131:                                              ; preds = %131, %129
  %132 = phi i64 [ 0, %129 ], [ %150, %131 ]
  %133 = phi i64 [ %126, %129 ], [ %144, %131 ]
  %134 = phi i64 [ 0, %129 ], [ %151, %131 ]
  %135 = mul i64 %133, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = lshr i64 %136, 10
  %138 = and i64 %137, 18014398509481982
  %139 = uitofp nneg i64 %138 to double
  %140 = call double @llvm.fmuladd.f64(double %139, double 0x3CA0000000000000, double -1.000000e+00)
  %141 = getelementptr inbounds double, ptr %71, i64 %132
  store double %140, ptr %141, align 16, !tbaa !9
  %142 = or disjoint i64 %132, 1
  %143 = mul i64 %136, 6364136223846793005
  %144 = add i64 %143, 1442695040888963407
  %145 = lshr i64 %144, 10
  %146 = and i64 %145, 18014398509481982
  %147 = uitofp nneg i64 %146 to double
  %148 = call double @llvm.fmuladd.f64(double %147, double 0x3CA0000000000000, double -1.000000e+00)
  %149 = getelementptr inbounds double, ptr %71, i64 %142
  store double %148, ptr %149, align 8, !tbaa !9
  %150 = add nuw nsw i64 %132, 2
  %151 = add i64 %134, 2
  %152 = icmp eq i64 %151, %130
  br i1 %152, label %153, label %131, !llvm.loop !11

153:                                              ; preds = %131, %125
  %154 = phi i64 [ poison, %125 ], [ %144, %131 ]
  %155 = phi i64 [ 0, %125 ], [ %150, %131 ]
  %156 = phi i64 [ %126, %125 ], [ %144, %131 ]
  %157 = icmp eq i64 %127, 0
  br i1 %157, label %166, label %158

158:                                              ; preds = %153
  %159 = mul i64 %156, 6364136223846793005
  %160 = add i64 %159, 1442695040888963407
  %161 = lshr i64 %160, 10
  %162 = and i64 %161, 18014398509481982
  %163 = uitofp nneg i64 %162 to double
  %164 = call double @llvm.fmuladd.f64(double %163, double 0x3CA0000000000000, double -1.000000e+00)
  %165 = getelementptr inbounds double, ptr %71, i64 %155
  store double %164, ptr %165, align 8, !tbaa !9
  br label %166

166:                                              ; preds = %153, %158
  %167 = phi i64 [ %154, %153 ], [ %160, %158 ]
  %168 = and i64 %84, 1
  %169 = icmp eq i64 %85, 0
  br i1 %169, label %194, label %170

170:                                              ; preds = %166
  %171 = and i64 %84, 2147483646
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i64 [ 0, %170 ], [ %191, %172 ]
  %174 = phi i64 [ %167, %170 ], [ %185, %172 ]
  %175 = phi i64 [ 0, %170 ], [ %192, %172 ]
  %176 = mul i64 %174, 6364136223846793005
  %177 = add i64 %176, 1442695040888963407
  %178 = lshr i64 %177, 10
  %179 = and i64 %178, 18014398509481982
  %180 = uitofp nneg i64 %179 to double
  %181 = call double @llvm.fmuladd.f64(double %180, double 0x3CA0000000000000, double -1.000000e+00)
  %182 = getelementptr inbounds double, ptr %72, i64 %173
  store double %181, ptr %182, align 16, !tbaa !9
  %183 = or disjoint i64 %173, 1
  %184 = mul i64 %177, 6364136223846793005
  %185 = add i64 %184, 1442695040888963407
  %186 = lshr i64 %185, 10
  %187 = and i64 %186, 18014398509481982
  %188 = uitofp nneg i64 %187 to double
  %189 = call double @llvm.fmuladd.f64(double %188, double 0x3CA0000000000000, double -1.000000e+00)
  %190 = getelementptr inbounds double, ptr %72, i64 %183
  store double %189, ptr %190, align 8, !tbaa !9
  %191 = add nuw nsw i64 %173, 2
  %192 = add i64 %175, 2
  %193 = icmp eq i64 %192, %171
  br i1 %193, label %194, label %172, !llvm.loop !11

194:                                              ; preds = %172, %166
  %195 = phi i64 [ poison, %166 ], [ %185, %172 ]
  %196 = phi i64 [ 0, %166 ], [ %191, %172 ]
  %197 = phi i64 [ %167, %166 ], [ %185, %172 ]
  %198 = icmp eq i64 %168, 0
  br i1 %198, label %207, label %199

199:                                              ; preds = %194
  %200 = mul i64 %197, 6364136223846793005
  %201 = add i64 %200, 1442695040888963407
  %202 = lshr i64 %201, 10
  %203 = and i64 %202, 18014398509481982
  %204 = uitofp nneg i64 %203 to double
  %205 = call double @llvm.fmuladd.f64(double %204, double 0x3CA0000000000000, double -1.000000e+00)
  %206 = getelementptr inbounds double, ptr %72, i64 %196
  store double %205, ptr %206, align 8, !tbaa !9
  br label %207

207:                                              ; preds = %194, %199
  %208 = phi i64 [ %195, %194 ], [ %201, %199 ]
  store i64 %208, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %73, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %74, i8 0, i64 72, i1 false)
  %209 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %210 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %209, ptr noundef nonnull %70, ptr noundef nonnull %71, i32 noundef %209, ptr noundef nonnull %73, ptr noundef nonnull %74, i32 noundef %210, i32 noundef %82) #18
  %211 = shl nuw nsw i64 %84, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %76, i8 0, i64 %211, i1 false), !tbaa !9
  %212 = add nsw i32 %82, -1
  %213 = zext i32 %212 to i64
  %214 = load double, ptr %76, align 16
  br label %215

215:                                              ; preds = %215, %207
  %216 = phi double [ %214, %207 ], [ %250, %215 ]
  %217 = phi i64 [ 0, %207 ], [ %248, %215 ]
  %218 = phi i64 [ 1, %207 ], [ %247, %215 ]
  %219 = getelementptr inbounds double, ptr %70, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = fmul double %220, 1.200000e+03
  %222 = getelementptr inbounds double, ptr %70, i64 %218
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = fmul double %223, -4.000000e+02
  %225 = call double @llvm.fmuladd.f64(double %221, double %220, double %224)
  %226 = fadd double %225, 2.000000e+00
  %227 = fmul double %220, -4.000000e+02
  %228 = getelementptr inbounds double, ptr %71, i64 %217
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = getelementptr inbounds double, ptr %71, i64 %218
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = getelementptr inbounds double, ptr %76, i64 %217
  %233 = getelementptr inbounds double, ptr %76, i64 %218
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = insertelement <2 x double> <double poison, double 2.000000e+02>, double %227, i64 0
  %236 = insertelement <2 x double> poison, double %231, i64 0
  %237 = shufflevector <2 x double> %236, <2 x double> poison, <2 x i32> zeroinitializer
  %238 = fmul <2 x double> %235, %237
  %239 = insertelement <2 x double> poison, double %226, i64 0
  %240 = insertelement <2 x double> %239, double %227, i64 1
  %241 = insertelement <2 x double> poison, double %229, i64 0
  %242 = shufflevector <2 x double> %241, <2 x double> poison, <2 x i32> zeroinitializer
  %243 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> %242, <2 x double> %238)
  %244 = insertelement <2 x double> poison, double %216, i64 0
  %245 = insertelement <2 x double> %244, double %234, i64 1
  %246 = fadd <2 x double> %245, %243
  store <2 x double> %246, ptr %232, align 8, !tbaa !9
  %247 = add nuw nsw i64 %218, 1
  %248 = add nuw nsw i64 %217, 1
  %249 = icmp eq i64 %248, %213
  %250 = extractelement <2 x double> %246, i64 1
  br i1 %249, label %454, label %215, !llvm.loop !15

251:                                              ; preds = %483
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %66) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %67) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %68) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %68, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %69) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %69, i8 0, i64 72, i1 false)
  %252 = icmp ult i32 %82, 2
  br i1 %252, label %253, label %255

253:                                              ; preds = %269, %251
  %254 = phi i64 [ 0, %251 ], [ %256, %269 ]
  br label %276

255:                                              ; preds = %251
  %256 = and i64 %84, 2147483646
  br label %257

257:                                              ; preds = %257, %255
  %258 = phi i64 [ 0, %255 ], [ %267, %257 ]
  %259 = getelementptr inbounds double, ptr %70, i64 %258
  %260 = load <2 x double>, ptr %259, align 16, !tbaa !9
  %261 = getelementptr inbounds double, ptr %71, i64 %258
  %262 = load <2 x double>, ptr %261, align 16, !tbaa !9
  %263 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %262, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %260)
  %264 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %258
  store <2 x double> %263, ptr %264, align 16, !tbaa !9
  %265 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %262, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %260)
  %266 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %258
  store <2 x double> %265, ptr %266, align 16, !tbaa !9
  %267 = add nuw i64 %258, 2
  %268 = icmp eq i64 %267, %256
  br i1 %268, label %269, label %257, !llvm.loop !16

269:                                              ; preds = %257
  %270 = icmp eq i64 %256, %84
  br i1 %270, label %271, label %253

271:                                              ; preds = %276, %269
  %272 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %273 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %272, ptr noundef nonnull %66, ptr noundef nonnull %68, i32 noundef %273, i32 noundef %82) #18
  %274 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %275 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %274, ptr noundef nonnull %67, ptr noundef nonnull %69, i32 noundef %275, i32 noundef %82) #18
  br label %288

276:                                              ; preds = %253, %276
  %277 = phi i64 [ %286, %276 ], [ %254, %253 ]
  %278 = getelementptr inbounds double, ptr %70, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = getelementptr inbounds double, ptr %71, i64 %277
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = call double @llvm.fmuladd.f64(double %281, double 0x3EB0C6F7A0B5ED8D, double %279)
  %283 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %277
  store double %282, ptr %283, align 8, !tbaa !9
  %284 = call double @llvm.fmuladd.f64(double %281, double 0xBEB0C6F7A0B5ED8D, double %279)
  %285 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %277
  store double %284, ptr %285, align 8, !tbaa !9
  %286 = add nuw nsw i64 %277, 1
  %287 = icmp eq i64 %286, %84
  br i1 %287, label %271, label %276, !llvm.loop !19

288:                                              ; preds = %321, %271
  %289 = phi i64 [ 0, %271 ], [ %322, %321 ]
  %290 = getelementptr inbounds double, ptr %74, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = getelementptr inbounds [9 x double], ptr %69, i64 0, i64 %289
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = fsub double %293, %295
  %297 = fdiv double %296, 2.000000e-06
  %298 = call double @llvm.fabs.f64(double %297)
  %299 = fcmp ogt double %298, 1.000000e+00
  %300 = select i1 %299, double %298, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  store volatile double %291, ptr %65, align 8, !tbaa !9
  %301 = load volatile double, ptr %65, align 8, !tbaa !9
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fcmp ueq double %302, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  br i1 %303, label %316, label %304

304:                                              ; preds = %288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  store volatile double %297, ptr %64, align 8, !tbaa !9
  %305 = load volatile double, ptr %64, align 8, !tbaa !9
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  br i1 %307, label %316, label %308

308:                                              ; preds = %304
  %309 = fsub double %291, %297
  %310 = call double @llvm.fabs.f64(double %309)
  %311 = fmul double %300, 1.000000e-05
  %312 = fcmp ugt double %310, %311
  br i1 %312, label %316, label %313

313:                                              ; preds = %308
  %314 = trunc nuw nsw i64 %289 to i32
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i32 noundef %314, double noundef %291, double noundef %297, ptr noundef nonnull @.str.34)
  br label %321

316:                                              ; preds = %308, %304, %288
  %317 = trunc nuw nsw i64 %289 to i32
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.1, i32 noundef %317, double noundef %291, double noundef %297, ptr noundef nonnull @.str.35)
  %319 = load i32, ptr @n_fail, align 4, !tbaa !13
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @n_fail, align 4, !tbaa !13
  br label %321

321:                                              ; preds = %316, %313
  %322 = add nuw nsw i64 %289, 1
  %323 = icmp eq i64 %322, %84
  br i1 %323, label %324, label %288, !llvm.loop !20

324:                                              ; preds = %321
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %69) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %68) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %67) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %66) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %70, ptr noundef nonnull %71, ptr noundef nonnull %74, i32 noundef %82)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %77) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %77, i8 0, i64 72, i1 false)
  %325 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %326 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %325, ptr noundef nonnull %70, ptr noundef nonnull %77, i32 noundef %326, i32 noundef %82) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %63) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %63, ptr noundef nonnull readonly align 16 dereferenceable(1) %70, i64 %211, i1 false)
  %327 = icmp ugt i32 %82, 1
  %328 = add nsw i64 %213, -1
  %329 = and i64 %213, 1
  %330 = icmp eq i64 %328, 0
  %331 = and i64 %213, 4294967294
  %332 = icmp eq i64 %329, 0
  %333 = and i64 %213, 1
  %334 = icmp eq i64 %328, 0
  %335 = and i64 %213, 4294967294
  %336 = icmp eq i64 %333, 0
  br label %337

337:                                              ; preds = %324, %446
  %338 = phi i64 [ %451, %446 ], [ 0, %324 ]
  %339 = getelementptr inbounds double, ptr %70, i64 %338
  %340 = load double, ptr %339, align 8, !tbaa !9
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  %344 = fmul double %343, 1.000000e-05
  %345 = fadd double %340, %344
  %346 = getelementptr inbounds [9 x double], ptr %63, i64 0, i64 %338
  store double %345, ptr %346, align 8, !tbaa !9
  br i1 %327, label %347, label %446

347:                                              ; preds = %337
  br i1 %330, label %377, label %348

348:                                              ; preds = %347, %348
  %349 = phi i64 [ %374, %348 ], [ 0, %347 ]
  %350 = phi i64 [ %373, %348 ], [ 1, %347 ]
  %351 = phi double [ %372, %348 ], [ 0.000000e+00, %347 ]
  %352 = phi i64 [ %375, %348 ], [ 0, %347 ]
  %353 = getelementptr inbounds double, ptr %63, i64 %350
  %354 = load double, ptr %353, align 8, !tbaa !9
  %355 = getelementptr inbounds double, ptr %63, i64 %349
  %356 = load double, ptr %355, align 16, !tbaa !9
  %357 = fneg double %356
  %358 = call double @llvm.fmuladd.f64(double %357, double %356, double %354)
  %359 = fsub double 1.000000e+00, %356
  %360 = fmul double %358, 1.000000e+02
  %361 = fmul double %359, %359
  %362 = call double @llvm.fmuladd.f64(double %360, double %358, double %361)
  %363 = fadd double %351, %362
  %364 = getelementptr inbounds double, ptr %79, i64 %350
  %365 = load double, ptr %364, align 8, !tbaa !9
  %366 = fneg double %354
  %367 = call double @llvm.fmuladd.f64(double %366, double %354, double %365)
  %368 = fsub double 1.000000e+00, %354
  %369 = fmul double %367, 1.000000e+02
  %370 = fmul double %368, %368
  %371 = call double @llvm.fmuladd.f64(double %369, double %367, double %370)
  %372 = fadd double %363, %371
  %373 = add nuw nsw i64 %350, 2
  %374 = add nuw nsw i64 %349, 2
  %375 = add i64 %352, 2
  %376 = icmp eq i64 %375, %331
  br i1 %376, label %377, label %348, !llvm.loop !21

377:                                              ; preds = %348, %347
  %378 = phi double [ poison, %347 ], [ %372, %348 ]
  %379 = phi i64 [ 0, %347 ], [ %374, %348 ]
  %380 = phi i64 [ 1, %347 ], [ %373, %348 ]
  %381 = phi double [ 0.000000e+00, %347 ], [ %372, %348 ]
  br i1 %332, label %394, label %382

382:                                              ; preds = %377
  %383 = getelementptr inbounds double, ptr %63, i64 %380
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = getelementptr inbounds double, ptr %63, i64 %379
  %386 = load double, ptr %385, align 8, !tbaa !9
  %387 = fneg double %386
  %388 = call double @llvm.fmuladd.f64(double %387, double %386, double %384)
  %389 = fsub double 1.000000e+00, %386
  %390 = fmul double %388, 1.000000e+02
  %391 = fmul double %389, %389
  %392 = call double @llvm.fmuladd.f64(double %390, double %388, double %391)
  %393 = fadd double %381, %392
  br label %394

394:                                              ; preds = %377, %382
  %395 = phi double [ %378, %377 ], [ %393, %382 ]
  %396 = fsub double %340, %344
  store double %396, ptr %346, align 8, !tbaa !9
  br i1 %334, label %426, label %397

397:                                              ; preds = %394, %397
  %398 = phi i64 [ %423, %397 ], [ 0, %394 ]
  %399 = phi i64 [ %422, %397 ], [ 1, %394 ]
  %400 = phi double [ %421, %397 ], [ 0.000000e+00, %394 ]
  %401 = phi i64 [ %424, %397 ], [ 0, %394 ]
  %402 = getelementptr inbounds double, ptr %63, i64 %399
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = getelementptr inbounds double, ptr %63, i64 %398
  %405 = load double, ptr %404, align 16, !tbaa !9
  %406 = fneg double %405
  %407 = call double @llvm.fmuladd.f64(double %406, double %405, double %403)
  %408 = fsub double 1.000000e+00, %405
  %409 = fmul double %407, 1.000000e+02
  %410 = fmul double %408, %408
  %411 = call double @llvm.fmuladd.f64(double %409, double %407, double %410)
  %412 = fadd double %400, %411
  %413 = getelementptr inbounds double, ptr %80, i64 %399
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = fneg double %403
  %416 = call double @llvm.fmuladd.f64(double %415, double %403, double %414)
  %417 = fsub double 1.000000e+00, %403
  %418 = fmul double %416, 1.000000e+02
  %419 = fmul double %417, %417
  %420 = call double @llvm.fmuladd.f64(double %418, double %416, double %419)
  %421 = fadd double %412, %420
  %422 = add nuw nsw i64 %399, 2
  %423 = add nuw nsw i64 %398, 2
  %424 = add i64 %401, 2
  %425 = icmp eq i64 %424, %335
  br i1 %425, label %426, label %397, !llvm.loop !21

426:                                              ; preds = %397, %394
  %427 = phi double [ poison, %394 ], [ %421, %397 ]
  %428 = phi i64 [ 0, %394 ], [ %423, %397 ]
  %429 = phi i64 [ 1, %394 ], [ %422, %397 ]
  %430 = phi double [ 0.000000e+00, %394 ], [ %421, %397 ]
  br i1 %336, label %443, label %431

431:                                              ; preds = %426
  %432 = getelementptr inbounds double, ptr %63, i64 %429
  %433 = load double, ptr %432, align 8, !tbaa !9
  %434 = getelementptr inbounds double, ptr %63, i64 %428
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = fneg double %435
  %437 = call double @llvm.fmuladd.f64(double %436, double %435, double %433)
  %438 = fsub double 1.000000e+00, %435
  %439 = fmul double %437, 1.000000e+02
  %440 = fmul double %438, %438
  %441 = call double @llvm.fmuladd.f64(double %439, double %437, double %440)
  %442 = fadd double %430, %441
  br label %443

443:                                              ; preds = %426, %431
  %444 = phi double [ %427, %426 ], [ %442, %431 ]
  %445 = fsub double %395, %444
  br label %446

446:                                              ; preds = %337, %443
  %447 = phi double [ %445, %443 ], [ 0.000000e+00, %337 ]
  store double %340, ptr %346, align 8, !tbaa !9
  %448 = fmul double %344, 2.000000e+00
  %449 = fdiv double %447, %448
  %450 = getelementptr inbounds double, ptr %76, i64 %338
  store double %449, ptr %450, align 8, !tbaa !9
  %451 = add nuw nsw i64 %338, 1
  %452 = icmp eq i64 %451, %84
  br i1 %452, label %453, label %337, !llvm.loop !22

453:                                              ; preds = %446
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %63) #18
  br label %486

454:                                              ; preds = %215, %483
  %455 = phi i64 [ %484, %483 ], [ 0, %215 ]
  %456 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %455
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %455
  %459 = load double, ptr %458, align 8, !tbaa !9
  %460 = call double @llvm.fabs.f64(double %459)
  %461 = fcmp ogt double %460, 1.000000e+00
  %462 = select i1 %461, double %460, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  store volatile double %457, ptr %62, align 8, !tbaa !9
  %463 = load volatile double, ptr %62, align 8, !tbaa !9
  %464 = call double @llvm.fabs.f64(double %463)
  %465 = fcmp ueq double %464, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62)
  br i1 %465, label %478, label %466

466:                                              ; preds = %454
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  store volatile double %459, ptr %61, align 8, !tbaa !9
  %467 = load volatile double, ptr %61, align 8, !tbaa !9
  %468 = call double @llvm.fabs.f64(double %467)
  %469 = fcmp ueq double %468, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61)
  br i1 %469, label %478, label %470

470:                                              ; preds = %466
  %471 = fsub double %457, %459
  %472 = call double @llvm.fabs.f64(double %471)
  %473 = fmul double %462, 1.000000e-10
  %474 = fcmp ugt double %472, %473
  br i1 %474, label %478, label %475

475:                                              ; preds = %470
  %476 = trunc nuw nsw i64 %455 to i32
  %477 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i32 noundef %476, double noundef %457, double noundef %459, ptr noundef nonnull @.str.34)
  br label %483

478:                                              ; preds = %470, %466, %454
  %479 = trunc nuw nsw i64 %455 to i32
  %480 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str, i32 noundef %479, double noundef %457, double noundef %459, ptr noundef nonnull @.str.35)
  %481 = load i32, ptr @n_fail, align 4, !tbaa !13
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr @n_fail, align 4, !tbaa !13
  br label %483

483:                                              ; preds = %475, %478
  %484 = add nuw nsw i64 %455, 1
  %485 = icmp eq i64 %484, %84
  br i1 %485, label %251, label %454, !llvm.loop !23

486:                                              ; preds = %453, %515
  %487 = phi i64 [ 0, %453 ], [ %516, %515 ]
  %488 = getelementptr inbounds [9 x double], ptr %77, i64 0, i64 %487
  %489 = load double, ptr %488, align 8, !tbaa !9
  %490 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %487
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ogt double %492, 1.000000e+00
  %494 = select i1 %493, double %492, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60)
  store volatile double %489, ptr %60, align 8, !tbaa !9
  %495 = load volatile double, ptr %60, align 8, !tbaa !9
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fcmp ueq double %496, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60)
  br i1 %497, label %510, label %498

498:                                              ; preds = %486
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59)
  store volatile double %491, ptr %59, align 8, !tbaa !9
  %499 = load volatile double, ptr %59, align 8, !tbaa !9
  %500 = call double @llvm.fabs.f64(double %499)
  %501 = fcmp ueq double %500, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59)
  br i1 %501, label %510, label %502

502:                                              ; preds = %498
  %503 = fsub double %489, %491
  %504 = call double @llvm.fabs.f64(double %503)
  %505 = fmul double %494, 0x3EB0C6F7A0B5ED8D
  %506 = fcmp ugt double %504, %505
  br i1 %506, label %510, label %507

507:                                              ; preds = %502
  %508 = trunc nuw nsw i64 %487 to i32
  %509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i32 noundef %508, double noundef %489, double noundef %491, ptr noundef nonnull @.str.34)
  br label %515

510:                                              ; preds = %502, %498, %486
  %511 = trunc nuw nsw i64 %487 to i32
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.3, i32 noundef %511, double noundef %489, double noundef %491, ptr noundef nonnull @.str.35)
  %513 = load i32, ptr @n_fail, align 4, !tbaa !13
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr @n_fail, align 4, !tbaa !13
  br label %515

515:                                              ; preds = %507, %510
  %516 = add nuw nsw i64 %487, 1
  %517 = icmp eq i64 %516, %84
  br i1 %517, label %598, label %486, !llvm.loop !24

518:                                              ; preds = %627
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %73, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %74, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %75, i8 0, i64 72, i1 false)
  %519 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %520 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %519, ptr noundef nonnull %70, ptr noundef nonnull %71, i32 noundef %519, ptr noundef nonnull %73, ptr noundef nonnull %74, i32 noundef %520, i32 noundef %82) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %73, i8 0, i64 72, i1 false)
  %521 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %522 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %521, ptr noundef nonnull %70, ptr noundef nonnull %72, i32 noundef %521, ptr noundef nonnull %73, ptr noundef nonnull %75, i32 noundef %522, i32 noundef %82) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %56) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %57) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %57, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %58, i8 0, i64 72, i1 false)
  %523 = icmp ult i32 %82, 2
  br i1 %523, label %524, label %526

524:                                              ; preds = %540, %518
  %525 = phi i64 [ 0, %518 ], [ %527, %540 ]
  br label %547

526:                                              ; preds = %518
  %527 = and i64 %84, 2147483646
  br label %528

528:                                              ; preds = %528, %526
  %529 = phi i64 [ 0, %526 ], [ %538, %528 ]
  %530 = getelementptr inbounds double, ptr %70, i64 %529
  %531 = load <2 x double>, ptr %530, align 16, !tbaa !9
  %532 = getelementptr inbounds double, ptr %71, i64 %529
  %533 = load <2 x double>, ptr %532, align 16, !tbaa !9
  %534 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %533, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %531)
  %535 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %529
  store <2 x double> %534, ptr %535, align 16, !tbaa !9
  %536 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %533, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %531)
  %537 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %529
  store <2 x double> %536, ptr %537, align 16, !tbaa !9
  %538 = add nuw i64 %529, 2
  %539 = icmp eq i64 %538, %527
  br i1 %539, label %540, label %528, !llvm.loop !25

540:                                              ; preds = %528
  %541 = icmp eq i64 %527, %84
  br i1 %541, label %542, label %524

542:                                              ; preds = %547, %540
  %543 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %544 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %543, ptr noundef nonnull %55, ptr noundef nonnull %57, i32 noundef %544, i32 noundef %82) #18
  %545 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %546 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %545, ptr noundef nonnull %56, ptr noundef nonnull %58, i32 noundef %546, i32 noundef %82) #18
  br label %559

547:                                              ; preds = %524, %547
  %548 = phi i64 [ %557, %547 ], [ %525, %524 ]
  %549 = getelementptr inbounds double, ptr %70, i64 %548
  %550 = load double, ptr %549, align 8, !tbaa !9
  %551 = getelementptr inbounds double, ptr %71, i64 %548
  %552 = load double, ptr %551, align 8, !tbaa !9
  %553 = call double @llvm.fmuladd.f64(double %552, double 0x3EB0C6F7A0B5ED8D, double %550)
  %554 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %548
  store double %553, ptr %554, align 8, !tbaa !9
  %555 = call double @llvm.fmuladd.f64(double %552, double 0xBEB0C6F7A0B5ED8D, double %550)
  %556 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %548
  store double %555, ptr %556, align 8, !tbaa !9
  %557 = add nuw nsw i64 %548, 1
  %558 = icmp eq i64 %557, %84
  br i1 %558, label %542, label %547, !llvm.loop !26

559:                                              ; preds = %592, %542
  %560 = phi i64 [ 0, %542 ], [ %593, %592 ]
  %561 = getelementptr inbounds double, ptr %74, i64 %560
  %562 = load double, ptr %561, align 8, !tbaa !9
  %563 = getelementptr inbounds [9 x double], ptr %57, i64 0, i64 %560
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %560
  %566 = load double, ptr %565, align 8, !tbaa !9
  %567 = fsub double %564, %566
  %568 = fdiv double %567, 2.000000e-06
  %569 = call double @llvm.fabs.f64(double %568)
  %570 = fcmp ogt double %569, 1.000000e+00
  %571 = select i1 %570, double %569, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %562, ptr %54, align 8, !tbaa !9
  %572 = load volatile double, ptr %54, align 8, !tbaa !9
  %573 = call double @llvm.fabs.f64(double %572)
  %574 = fcmp ueq double %573, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %574, label %587, label %575

575:                                              ; preds = %559
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %568, ptr %53, align 8, !tbaa !9
  %576 = load volatile double, ptr %53, align 8, !tbaa !9
  %577 = call double @llvm.fabs.f64(double %576)
  %578 = fcmp ueq double %577, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %578, label %587, label %579

579:                                              ; preds = %575
  %580 = fsub double %562, %568
  %581 = call double @llvm.fabs.f64(double %580)
  %582 = fmul double %571, 1.000000e-05
  %583 = fcmp ugt double %581, %582
  br i1 %583, label %587, label %584

584:                                              ; preds = %579
  %585 = trunc nuw nsw i64 %560 to i32
  %586 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i32 noundef %585, double noundef %562, double noundef %568, ptr noundef nonnull @.str.34)
  br label %592

587:                                              ; preds = %579, %575, %559
  %588 = trunc nuw nsw i64 %560 to i32
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.5, i32 noundef %588, double noundef %562, double noundef %568, ptr noundef nonnull @.str.35)
  %590 = load i32, ptr @n_fail, align 4, !tbaa !13
  %591 = add nsw i32 %590, 1
  store i32 %591, ptr @n_fail, align 4, !tbaa !13
  br label %592

592:                                              ; preds = %587, %584
  %593 = add nuw nsw i64 %560, 1
  %594 = icmp eq i64 %593, %84
  br i1 %594, label %595, label %559, !llvm.loop !20

595:                                              ; preds = %592
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %57) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %56) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %70, ptr noundef nonnull %71, ptr noundef nonnull %74, i32 noundef %82)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %78) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %78, i8 0, i64 72, i1 false)
  %596 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %597 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %596, ptr noundef nonnull %70, ptr noundef nonnull %78, i32 noundef %597, ptr noundef nonnull %71, i32 noundef %597, i32 noundef %82) #18
  br label %630

598:                                              ; preds = %515, %627
  %599 = phi i64 [ %628, %627 ], [ 0, %515 ]
  %600 = getelementptr inbounds [9 x double], ptr %73, i64 0, i64 %599
  %601 = load double, ptr %600, align 8, !tbaa !9
  %602 = getelementptr inbounds [9 x double], ptr %76, i64 0, i64 %599
  %603 = load double, ptr %602, align 8, !tbaa !9
  %604 = call double @llvm.fabs.f64(double %603)
  %605 = fcmp ogt double %604, 1.000000e+00
  %606 = select i1 %605, double %604, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %601, ptr %52, align 8, !tbaa !9
  %607 = load volatile double, ptr %52, align 8, !tbaa !9
  %608 = call double @llvm.fabs.f64(double %607)
  %609 = fcmp ueq double %608, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %609, label %622, label %610

610:                                              ; preds = %598
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double %603, ptr %51, align 8, !tbaa !9
  %611 = load volatile double, ptr %51, align 8, !tbaa !9
  %612 = call double @llvm.fabs.f64(double %611)
  %613 = fcmp ueq double %612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %613, label %622, label %614

614:                                              ; preds = %610
  %615 = fsub double %601, %603
  %616 = call double @llvm.fabs.f64(double %615)
  %617 = fmul double %606, 0x3EB0C6F7A0B5ED8D
  %618 = fcmp ugt double %616, %617
  br i1 %618, label %622, label %619

619:                                              ; preds = %614
  %620 = trunc nuw nsw i64 %599 to i32
  %621 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i32 noundef %620, double noundef %601, double noundef %603, ptr noundef nonnull @.str.34)
  br label %627

622:                                              ; preds = %614, %610, %598
  %623 = trunc nuw nsw i64 %599 to i32
  %624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.4, i32 noundef %623, double noundef %601, double noundef %603, ptr noundef nonnull @.str.35)
  %625 = load i32, ptr @n_fail, align 4, !tbaa !13
  %626 = add nsw i32 %625, 1
  store i32 %626, ptr @n_fail, align 4, !tbaa !13
  br label %627

627:                                              ; preds = %619, %622
  %628 = add nuw nsw i64 %599, 1
  %629 = icmp eq i64 %628, %84
  br i1 %629, label %518, label %598, !llvm.loop !27

630:                                              ; preds = %595, %659
  %631 = phi i64 [ 0, %595 ], [ %660, %659 ]
  %632 = getelementptr inbounds [9 x double], ptr %78, i64 0, i64 %631
  %633 = load double, ptr %632, align 8, !tbaa !9
  %634 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %631
  %635 = load double, ptr %634, align 8, !tbaa !9
  %636 = call double @llvm.fabs.f64(double %635)
  %637 = fcmp ogt double %636, 1.000000e+00
  %638 = select i1 %637, double %636, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  store volatile double %633, ptr %50, align 8, !tbaa !9
  %639 = load volatile double, ptr %50, align 8, !tbaa !9
  %640 = call double @llvm.fabs.f64(double %639)
  %641 = fcmp ueq double %640, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  br i1 %641, label %654, label %642

642:                                              ; preds = %630
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  store volatile double %635, ptr %49, align 8, !tbaa !9
  %643 = load volatile double, ptr %49, align 8, !tbaa !9
  %644 = call double @llvm.fabs.f64(double %643)
  %645 = fcmp ueq double %644, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49)
  br i1 %645, label %654, label %646

646:                                              ; preds = %642
  %647 = fsub double %633, %635
  %648 = call double @llvm.fabs.f64(double %647)
  %649 = fmul double %638, 1.000000e-10
  %650 = fcmp ugt double %648, %649
  br i1 %650, label %654, label %651

651:                                              ; preds = %646
  %652 = trunc nuw nsw i64 %631 to i32
  %653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i32 noundef %652, double noundef %633, double noundef %635, ptr noundef nonnull @.str.34)
  br label %659

654:                                              ; preds = %646, %642, %630
  %655 = trunc nuw nsw i64 %631 to i32
  %656 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.7, i32 noundef %655, double noundef %633, double noundef %635, ptr noundef nonnull @.str.35)
  %657 = load i32, ptr @n_fail, align 4, !tbaa !13
  %658 = add nsw i32 %657, 1
  store i32 %658, ptr @n_fail, align 4, !tbaa !13
  br label %659

659:                                              ; preds = %651, %654
  %660 = add nuw nsw i64 %631, 1
  %661 = icmp eq i64 %660, %84
  br i1 %661, label %662, label %630, !llvm.loop !28

662:                                              ; preds = %659
  %663 = and i64 %84, 1
  %664 = icmp eq i32 %82, 1
  br i1 %664, label %667, label %665

665:                                              ; preds = %662
  %666 = and i64 %84, 2147483646
  br label %732

667:                                              ; preds = %732, %662
  %668 = phi <2 x double> [ poison, %662 ], [ %762, %732 ]
  %669 = phi i64 [ 0, %662 ], [ %763, %732 ]
  %670 = phi <2 x double> [ zeroinitializer, %662 ], [ %762, %732 ]
  %671 = icmp eq i64 %663, 0
  br i1 %671, label %686, label %672

672:                                              ; preds = %667
  %673 = getelementptr inbounds [9 x double], ptr %72, i64 0, i64 %669
  %674 = load double, ptr %673, align 8, !tbaa !9
  %675 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %669
  %676 = load double, ptr %675, align 8, !tbaa !9
  %677 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %669
  %678 = load double, ptr %677, align 8, !tbaa !9
  %679 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %669
  %680 = load double, ptr %679, align 8, !tbaa !9
  %681 = insertelement <2 x double> poison, double %674, i64 0
  %682 = insertelement <2 x double> %681, double %678, i64 1
  %683 = insertelement <2 x double> poison, double %676, i64 0
  %684 = insertelement <2 x double> %683, double %680, i64 1
  %685 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %682, <2 x double> %684, <2 x double> %670)
  br label %686

686:                                              ; preds = %667, %672
  %687 = phi <2 x double> [ %668, %667 ], [ %685, %672 ]
  %688 = extractelement <2 x double> %687, i64 1
  %689 = call double @llvm.fabs.f64(double %688)
  %690 = fcmp ogt double %689, 1.000000e+00
  %691 = select i1 %690, double %689, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  %692 = extractelement <2 x double> %687, i64 0
  store volatile double %692, ptr %48, align 8, !tbaa !9
  %693 = load volatile double, ptr %48, align 8, !tbaa !9
  %694 = call double @llvm.fabs.f64(double %693)
  %695 = fcmp ueq double %694, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %695, label %707, label %696

696:                                              ; preds = %686
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double %688, ptr %47, align 8, !tbaa !9
  %697 = load volatile double, ptr %47, align 8, !tbaa !9
  %698 = call double @llvm.fabs.f64(double %697)
  %699 = fcmp ueq double %698, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %699, label %707, label %700

700:                                              ; preds = %696
  %701 = fsub double %692, %688
  %702 = call double @llvm.fabs.f64(double %701)
  %703 = fmul double %691, 1.000000e-10
  %704 = fcmp ugt double %702, %703
  br i1 %704, label %707, label %705

705:                                              ; preds = %700
  %706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i32 noundef %82, double noundef %692, double noundef %688, ptr noundef nonnull @.str.34)
  br label %711

707:                                              ; preds = %700, %696, %686
  %708 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.8, i32 noundef %82, double noundef %692, double noundef %688, ptr noundef nonnull @.str.35)
  %709 = load i32, ptr @n_fail, align 4, !tbaa !13
  %710 = add nsw i32 %709, 1
  store i32 %710, ptr @n_fail, align 4, !tbaa !13
  br label %711

711:                                              ; preds = %705, %707
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %73, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %74, i8 0, i64 72, i1 false)
  %712 = icmp ult i32 %82, 4
  br i1 %712, label %713, label %715

713:                                              ; preds = %730, %711
  %714 = phi i64 [ 0, %711 ], [ %716, %730 ]
  br label %846

715:                                              ; preds = %711
  %716 = and i64 %84, 2147483644
  br label %717

717:                                              ; preds = %717, %715
  %718 = phi i64 [ 0, %715 ], [ %727, %717 ]
  %719 = phi <2 x i32> [ <i32 0, i32 1>, %715 ], [ %728, %717 ]
  %720 = add <2 x i32> %719, <i32 2, i32 2>
  %721 = uitofp <2 x i32> %719 to <2 x double>
  %722 = uitofp <2 x i32> %720 to <2 x double>
  %723 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %721, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %724 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %722, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %725 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %718
  %726 = getelementptr inbounds i8, ptr %725, i64 16
  store <2 x double> %723, ptr %725, align 16, !tbaa !9
  store <2 x double> %724, ptr %726, align 16, !tbaa !9
  %727 = add nuw i64 %718, 4
  %728 = add <2 x i32> %719, <i32 4, i32 4>
  %729 = icmp eq i64 %727, %716
  br i1 %729, label %730, label %717, !llvm.loop !29

730:                                              ; preds = %717
  %731 = icmp eq i64 %716, %84
  br i1 %731, label %766, label %713

732:                                              ; preds = %732, %665
  %733 = phi i64 [ 0, %665 ], [ %763, %732 ]
  %734 = phi <2 x double> [ zeroinitializer, %665 ], [ %762, %732 ]
  %735 = phi i64 [ 0, %665 ], [ %764, %732 ]
  %736 = getelementptr inbounds [9 x double], ptr %72, i64 0, i64 %733
  %737 = load double, ptr %736, align 16, !tbaa !9
  %738 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %733
  %739 = load double, ptr %738, align 16, !tbaa !9
  %740 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %733
  %741 = load double, ptr %740, align 16, !tbaa !9
  %742 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %733
  %743 = load double, ptr %742, align 16, !tbaa !9
  %744 = insertelement <2 x double> poison, double %737, i64 0
  %745 = insertelement <2 x double> %744, double %741, i64 1
  %746 = insertelement <2 x double> poison, double %739, i64 0
  %747 = insertelement <2 x double> %746, double %743, i64 1
  %748 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %745, <2 x double> %747, <2 x double> %734)
  %749 = or disjoint i64 %733, 1
  %750 = getelementptr inbounds [9 x double], ptr %72, i64 0, i64 %749
  %751 = load double, ptr %750, align 8, !tbaa !9
  %752 = getelementptr inbounds [9 x double], ptr %74, i64 0, i64 %749
  %753 = load double, ptr %752, align 8, !tbaa !9
  %754 = getelementptr inbounds [9 x double], ptr %71, i64 0, i64 %749
  %755 = load double, ptr %754, align 8, !tbaa !9
  %756 = getelementptr inbounds [9 x double], ptr %75, i64 0, i64 %749
  %757 = load double, ptr %756, align 8, !tbaa !9
  %758 = insertelement <2 x double> poison, double %751, i64 0
  %759 = insertelement <2 x double> %758, double %755, i64 1
  %760 = insertelement <2 x double> poison, double %753, i64 0
  %761 = insertelement <2 x double> %760, double %757, i64 1
  %762 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %759, <2 x double> %761, <2 x double> %748)
  %763 = add nuw nsw i64 %733, 2
  %764 = add i64 %735, 2
  %765 = icmp eq i64 %764, %666
  br i1 %765, label %667, label %732, !llvm.loop !30

766:                                              ; preds = %846, %730
  %767 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %768 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %767, ptr noundef nonnull %70, ptr noundef nonnull %71, i32 noundef %767, ptr noundef nonnull %73, ptr noundef nonnull %74, i32 noundef %768, i32 noundef %82) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %44) #18
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %45) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %45, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %46) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %46, i8 0, i64 72, i1 false)
  %769 = icmp ult i32 %82, 2
  br i1 %769, label %770, label %772

770:                                              ; preds = %786, %766
  %771 = phi i64 [ 0, %766 ], [ %773, %786 ]
  br label %793

772:                                              ; preds = %766
  %773 = and i64 %84, 2147483646
  br label %774

774:                                              ; preds = %774, %772
  %775 = phi i64 [ 0, %772 ], [ %784, %774 ]
  %776 = getelementptr inbounds double, ptr %70, i64 %775
  %777 = load <2 x double>, ptr %776, align 16, !tbaa !9
  %778 = getelementptr inbounds double, ptr %71, i64 %775
  %779 = load <2 x double>, ptr %778, align 16, !tbaa !9
  %780 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %779, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %777)
  %781 = getelementptr inbounds [9 x double], ptr %43, i64 0, i64 %775
  store <2 x double> %780, ptr %781, align 16, !tbaa !9
  %782 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %779, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %777)
  %783 = getelementptr inbounds [9 x double], ptr %44, i64 0, i64 %775
  store <2 x double> %782, ptr %783, align 16, !tbaa !9
  %784 = add nuw i64 %775, 2
  %785 = icmp eq i64 %784, %773
  br i1 %785, label %786, label %774, !llvm.loop !31

786:                                              ; preds = %774
  %787 = icmp eq i64 %773, %84
  br i1 %787, label %788, label %770

788:                                              ; preds = %793, %786
  %789 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %790 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %789, ptr noundef nonnull %43, ptr noundef nonnull %45, i32 noundef %790, i32 noundef %82) #18
  %791 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %792 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %791, ptr noundef nonnull %44, ptr noundef nonnull %46, i32 noundef %792, i32 noundef %82) #18
  br label %805

793:                                              ; preds = %770, %793
  %794 = phi i64 [ %803, %793 ], [ %771, %770 ]
  %795 = getelementptr inbounds double, ptr %70, i64 %794
  %796 = load double, ptr %795, align 8, !tbaa !9
  %797 = getelementptr inbounds double, ptr %71, i64 %794
  %798 = load double, ptr %797, align 8, !tbaa !9
  %799 = call double @llvm.fmuladd.f64(double %798, double 0x3EB0C6F7A0B5ED8D, double %796)
  %800 = getelementptr inbounds [9 x double], ptr %43, i64 0, i64 %794
  store double %799, ptr %800, align 8, !tbaa !9
  %801 = call double @llvm.fmuladd.f64(double %798, double 0xBEB0C6F7A0B5ED8D, double %796)
  %802 = getelementptr inbounds [9 x double], ptr %44, i64 0, i64 %794
  store double %801, ptr %802, align 8, !tbaa !9
  %803 = add nuw nsw i64 %794, 1
  %804 = icmp eq i64 %803, %84
  br i1 %804, label %788, label %793, !llvm.loop !32

805:                                              ; preds = %838, %788
  %806 = phi i64 [ 0, %788 ], [ %839, %838 ]
  %807 = getelementptr inbounds double, ptr %74, i64 %806
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = getelementptr inbounds [9 x double], ptr %45, i64 0, i64 %806
  %810 = load double, ptr %809, align 8, !tbaa !9
  %811 = getelementptr inbounds [9 x double], ptr %46, i64 0, i64 %806
  %812 = load double, ptr %811, align 8, !tbaa !9
  %813 = fsub double %810, %812
  %814 = fdiv double %813, 2.000000e-06
  %815 = call double @llvm.fabs.f64(double %814)
  %816 = fcmp ogt double %815, 1.000000e+00
  %817 = select i1 %816, double %815, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %808, ptr %42, align 8, !tbaa !9
  %818 = load volatile double, ptr %42, align 8, !tbaa !9
  %819 = call double @llvm.fabs.f64(double %818)
  %820 = fcmp ueq double %819, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %820, label %833, label %821

821:                                              ; preds = %805
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %814, ptr %41, align 8, !tbaa !9
  %822 = load volatile double, ptr %41, align 8, !tbaa !9
  %823 = call double @llvm.fabs.f64(double %822)
  %824 = fcmp ueq double %823, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %824, label %833, label %825

825:                                              ; preds = %821
  %826 = fsub double %808, %814
  %827 = call double @llvm.fabs.f64(double %826)
  %828 = fmul double %817, 1.000000e-05
  %829 = fcmp ugt double %827, %828
  br i1 %829, label %833, label %830

830:                                              ; preds = %825
  %831 = trunc nuw nsw i64 %806 to i32
  %832 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i32 noundef %831, double noundef %808, double noundef %814, ptr noundef nonnull @.str.34)
  br label %838

833:                                              ; preds = %825, %821, %805
  %834 = trunc nuw nsw i64 %806 to i32
  %835 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.9, i32 noundef %834, double noundef %808, double noundef %814, ptr noundef nonnull @.str.35)
  %836 = load i32, ptr @n_fail, align 4, !tbaa !13
  %837 = add nsw i32 %836, 1
  store i32 %837, ptr @n_fail, align 4, !tbaa !13
  br label %838

838:                                              ; preds = %833, %830
  %839 = add nuw nsw i64 %806, 1
  %840 = icmp eq i64 %839, %84
  br i1 %840, label %841, label %805, !llvm.loop !20

841:                                              ; preds = %838
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %46) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %45) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %43) #18
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %70, ptr noundef nonnull %71, ptr noundef nonnull %74, i32 noundef %82)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %78) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %77) #18
  %842 = icmp ugt i32 %82, 2
  %843 = select i1 %842, i32 5, i32 7
  %844 = add nuw nsw i32 %843, %82
  %845 = icmp ult i32 %844, 10
  br i1 %845, label %81, label %862, !llvm.loop !33

846:                                              ; preds = %713, %846
  %847 = phi i64 [ %852, %846 ], [ %714, %713 ]
  %848 = trunc nuw nsw i64 %847 to i32
  %849 = uitofp nneg i32 %848 to double
  %850 = call double @llvm.fmuladd.f64(double %849, double 1.000000e-01, double 3.000000e-01)
  %851 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %847
  store double %850, ptr %851, align 8, !tbaa !9
  %852 = add nuw nsw i64 %847, 1
  %853 = icmp eq i64 %852, %84
  br i1 %853, label %766, label %846, !llvm.loop !34

854:                                              ; preds = %1747
  %855 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %856 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, double noundef %855)
  %857 = load i32, ptr @n_fail, align 4, !tbaa !13
  %858 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.32, i32 noundef %857)
  %859 = load i32, ptr @n_fail, align 4, !tbaa !13
  %860 = icmp ne i32 %859, 0
  %861 = zext i1 %860 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %76) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %75) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %74) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %73) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %72) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %70) #18
  ret i32 %861

862:                                              ; preds = %841, %1747
  %863 = phi i64 [ %1748, %1747 ], [ 0, %841 ]
  %864 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %863
  %865 = load double, ptr %864, align 8, !tbaa !9
  %866 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %865, double noundef 1.000000e+00) #18
  %867 = call double @sin(double noundef %865) #18
  %868 = fmul double %865, 4.000000e+00
  %869 = call double @cos(double noundef %865) #18
  %870 = fmul double %868, %869
  %871 = call double @llvm.fmuladd.f64(double %867, double 2.000000e+00, double %870)
  %872 = call double @sin(double noundef %865) #18
  %873 = fneg double %865
  %874 = fmul double %865, %873
  %875 = call double @llvm.fmuladd.f64(double %874, double %872, double %871)
  %876 = fmul double %865, 5.000000e-01
  %877 = call double @exp(double noundef %876) #18
  %878 = call double @llvm.fmuladd.f64(double %877, double 2.500000e-01, double %875)
  %879 = call double @llvm.fabs.f64(double %878)
  %880 = fcmp ogt double %879, 1.000000e+00
  %881 = select i1 %880, double %879, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %866, ptr %40, align 8, !tbaa !9
  %882 = load volatile double, ptr %40, align 8, !tbaa !9
  %883 = call double @llvm.fabs.f64(double %882)
  %884 = fcmp ueq double %883, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %884, label %897, label %885

885:                                              ; preds = %862
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %878, ptr %39, align 8, !tbaa !9
  %886 = load volatile double, ptr %39, align 8, !tbaa !9
  %887 = call double @llvm.fabs.f64(double %886)
  %888 = fcmp ueq double %887, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %888, label %897, label %889

889:                                              ; preds = %885
  %890 = fsub double %866, %878
  %891 = call double @llvm.fabs.f64(double %890)
  %892 = fmul double %881, 1.000000e-10
  %893 = fcmp ugt double %891, %892
  br i1 %893, label %897, label %894

894:                                              ; preds = %889
  %895 = trunc nuw nsw i64 %863 to i32
  %896 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11, i32 noundef %895, double noundef %866, double noundef %878, ptr noundef nonnull @.str.34)
  br label %902

897:                                              ; preds = %889, %885, %862
  %898 = trunc nuw nsw i64 %863 to i32
  %899 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.11, i32 noundef %898, double noundef %866, double noundef %878, ptr noundef nonnull @.str.35)
  %900 = load i32, ptr @n_fail, align 4, !tbaa !13
  %901 = add nsw i32 %900, 1
  store i32 %901, ptr @n_fail, align 4, !tbaa !13
  br label %902

902:                                              ; preds = %894, %897
  %903 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef %865, double noundef 1.000000e+00) #18
  %904 = call double @sin(double noundef %865) #18
  %905 = call double @cos(double noundef %865) #18
  %906 = fmul double %868, %905
  %907 = call double @llvm.fmuladd.f64(double %904, double 2.000000e+00, double %906)
  %908 = call double @sin(double noundef %865) #18
  %909 = call double @llvm.fmuladd.f64(double %874, double %908, double %907)
  %910 = call double @exp(double noundef %876) #18
  %911 = call double @llvm.fmuladd.f64(double %910, double 2.500000e-01, double %909)
  %912 = call double @llvm.fabs.f64(double %911)
  %913 = fcmp ogt double %912, 1.000000e+00
  %914 = select i1 %913, double %912, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %903, ptr %38, align 8, !tbaa !9
  %915 = load volatile double, ptr %38, align 8, !tbaa !9
  %916 = call double @llvm.fabs.f64(double %915)
  %917 = fcmp ueq double %916, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %917, label %930, label %918

918:                                              ; preds = %902
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %911, ptr %37, align 8, !tbaa !9
  %919 = load volatile double, ptr %37, align 8, !tbaa !9
  %920 = call double @llvm.fabs.f64(double %919)
  %921 = fcmp ueq double %920, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %921, label %930, label %922

922:                                              ; preds = %918
  %923 = fsub double %903, %911
  %924 = call double @llvm.fabs.f64(double %923)
  %925 = fmul double %914, 1.000000e-10
  %926 = fcmp ugt double %924, %925
  br i1 %926, label %930, label %927

927:                                              ; preds = %922
  %928 = trunc nuw nsw i64 %863 to i32
  %929 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12, i32 noundef %928, double noundef %903, double noundef %911, ptr noundef nonnull @.str.34)
  br label %935

930:                                              ; preds = %922, %918, %902
  %931 = trunc nuw nsw i64 %863 to i32
  %932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.12, i32 noundef %931, double noundef %903, double noundef %911, ptr noundef nonnull @.str.35)
  %933 = load i32, ptr @n_fail, align 4, !tbaa !13
  %934 = add nsw i32 %933, 1
  store i32 %934, ptr @n_fail, align 4, !tbaa !13
  br label %935

935:                                              ; preds = %927, %930
  %936 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %865, double noundef 1.000000e+00) #18
  %937 = fadd double %865, 1.000000e-04
  %938 = call double @sin(double noundef %937) #18
  %939 = fmul double %937, %938
  %940 = fmul double %937, 5.000000e-01
  %941 = call double @exp(double noundef %940) #18
  %942 = call double @llvm.fmuladd.f64(double %939, double %937, double %941)
  %943 = call double @sin(double noundef %865) #18
  %944 = fmul double %865, %943
  %945 = call double @exp(double noundef %876) #18
  %946 = call double @llvm.fmuladd.f64(double %944, double %865, double %945)
  %947 = call double @llvm.fmuladd.f64(double %946, double -2.000000e+00, double %942)
  %948 = fadd double %865, -1.000000e-04
  %949 = call double @sin(double noundef %948) #18
  %950 = fmul double %948, %949
  %951 = fmul double %948, 5.000000e-01
  %952 = call double @exp(double noundef %951) #18
  %953 = call double @llvm.fmuladd.f64(double %950, double %948, double %952)
  %954 = fadd double %947, %953
  %955 = fdiv double %954, 1.000000e-08
  %956 = call double @llvm.fabs.f64(double %955)
  %957 = fcmp ogt double %956, 1.000000e+00
  %958 = select i1 %957, double %956, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %936, ptr %36, align 8, !tbaa !9
  %959 = load volatile double, ptr %36, align 8, !tbaa !9
  %960 = call double @llvm.fabs.f64(double %959)
  %961 = fcmp ueq double %960, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %961, label %974, label %962

962:                                              ; preds = %935
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %955, ptr %35, align 8, !tbaa !9
  %963 = load volatile double, ptr %35, align 8, !tbaa !9
  %964 = call double @llvm.fabs.f64(double %963)
  %965 = fcmp ueq double %964, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %965, label %974, label %966

966:                                              ; preds = %962
  %967 = fsub double %936, %955
  %968 = call double @llvm.fabs.f64(double %967)
  %969 = fmul double %958, 1.000000e-05
  %970 = fcmp ugt double %968, %969
  br i1 %970, label %974, label %971

971:                                              ; preds = %966
  %972 = trunc nuw nsw i64 %863 to i32
  %973 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i32 noundef %972, double noundef %936, double noundef %955, ptr noundef nonnull @.str.34)
  br label %979

974:                                              ; preds = %966, %962, %935
  %975 = trunc nuw nsw i64 %863 to i32
  %976 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.13, i32 noundef %975, double noundef %936, double noundef %955, ptr noundef nonnull @.str.35)
  %977 = load i32, ptr @n_fail, align 4, !tbaa !13
  %978 = add nsw i32 %977, 1
  store i32 %978, ptr @n_fail, align 4, !tbaa !13
  br label %979

979:                                              ; preds = %971, %974
  %980 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef %865) #18
  %981 = call double @sin(double noundef %865) #18
  %982 = call double @cos(double noundef %865) #18
  %983 = fmul double %868, %982
  %984 = call double @llvm.fmuladd.f64(double %981, double 2.000000e+00, double %983)
  %985 = call double @sin(double noundef %865) #18
  %986 = call double @llvm.fmuladd.f64(double %874, double %985, double %984)
  %987 = call double @exp(double noundef %876) #18
  %988 = call double @llvm.fmuladd.f64(double %987, double 2.500000e-01, double %986)
  %989 = call double @llvm.fabs.f64(double %988)
  %990 = fcmp ogt double %989, 1.000000e+00
  %991 = select i1 %990, double %989, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %980, ptr %34, align 8, !tbaa !9
  %992 = load volatile double, ptr %34, align 8, !tbaa !9
  %993 = call double @llvm.fabs.f64(double %992)
  %994 = fcmp ueq double %993, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %994, label %1007, label %995

995:                                              ; preds = %979
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %988, ptr %33, align 8, !tbaa !9
  %996 = load volatile double, ptr %33, align 8, !tbaa !9
  %997 = call double @llvm.fabs.f64(double %996)
  %998 = fcmp ueq double %997, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %998, label %1007, label %999

999:                                              ; preds = %995
  %1000 = fsub double %980, %988
  %1001 = call double @llvm.fabs.f64(double %1000)
  %1002 = fmul double %991, 1.000000e-10
  %1003 = fcmp ugt double %1001, %1002
  br i1 %1003, label %1007, label %1004

1004:                                             ; preds = %999
  %1005 = trunc nuw nsw i64 %863 to i32
  %1006 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i32 noundef %1005, double noundef %980, double noundef %988, ptr noundef nonnull @.str.34)
  br label %1012

1007:                                             ; preds = %999, %995, %979
  %1008 = trunc nuw nsw i64 %863 to i32
  %1009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.14, i32 noundef %1008, double noundef %980, double noundef %988, ptr noundef nonnull @.str.35)
  %1010 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1011 = add nsw i32 %1010, 1
  store i32 %1011, ptr @n_fail, align 4, !tbaa !13
  br label %1012

1012:                                             ; preds = %1004, %1007
  %1013 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef %865) #18
  %1014 = call double @sin(double noundef %865) #18
  %1015 = call double @cos(double noundef %865) #18
  %1016 = fmul double %868, %1015
  %1017 = call double @llvm.fmuladd.f64(double %1014, double 2.000000e+00, double %1016)
  %1018 = call double @sin(double noundef %865) #18
  %1019 = call double @llvm.fmuladd.f64(double %874, double %1018, double %1017)
  %1020 = call double @exp(double noundef %876) #18
  %1021 = call double @llvm.fmuladd.f64(double %1020, double 2.500000e-01, double %1019)
  %1022 = call double @llvm.fabs.f64(double %1021)
  %1023 = fcmp ogt double %1022, 1.000000e+00
  %1024 = select i1 %1023, double %1022, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1013, ptr %32, align 8, !tbaa !9
  %1025 = load volatile double, ptr %32, align 8, !tbaa !9
  %1026 = call double @llvm.fabs.f64(double %1025)
  %1027 = fcmp ueq double %1026, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1027, label %1040, label %1028

1028:                                             ; preds = %1012
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1021, ptr %31, align 8, !tbaa !9
  %1029 = load volatile double, ptr %31, align 8, !tbaa !9
  %1030 = call double @llvm.fabs.f64(double %1029)
  %1031 = fcmp ueq double %1030, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1031, label %1040, label %1032

1032:                                             ; preds = %1028
  %1033 = fsub double %1013, %1021
  %1034 = call double @llvm.fabs.f64(double %1033)
  %1035 = fmul double %1024, 1.000000e-10
  %1036 = fcmp ugt double %1034, %1035
  br i1 %1036, label %1040, label %1037

1037:                                             ; preds = %1032
  %1038 = trunc nuw nsw i64 %863 to i32
  %1039 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15, i32 noundef %1038, double noundef %1013, double noundef %1021, ptr noundef nonnull @.str.34)
  br label %1045

1040:                                             ; preds = %1032, %1028, %1012
  %1041 = trunc nuw nsw i64 %863 to i32
  %1042 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.15, i32 noundef %1041, double noundef %1013, double noundef %1021, ptr noundef nonnull @.str.35)
  %1043 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1044 = add nsw i32 %1043, 1
  store i32 %1044, ptr @n_fail, align 4, !tbaa !13
  br label %1045

1045:                                             ; preds = %1037, %1040
  store i32 3, ptr @loop_n, align 4, !tbaa !13
  %1046 = fadd double %865, 0x3EB0C6F7A0B5ED8D
  %1047 = fadd double %865, 0xBEB0C6F7A0B5ED8D
  %1048 = insertelement <2 x double> poison, double %937, i64 0
  %1049 = shufflevector <2 x double> %1048, <2 x double> poison, <2 x i32> zeroinitializer
  %1050 = fmul <2 x double> %1049, <double 2.000000e+00, double 3.000000e+00>
  %1051 = fmul <2 x double> %1049, <double 4.000000e+00, double 5.000000e+00>
  %1052 = fmul <2 x double> %1049, <double 6.000000e+00, double 7.000000e+00>
  %1053 = fmul double %937, 8.000000e+00
  %1054 = fmul double %937, 3.000000e-01
  %1055 = insertelement <2 x double> poison, double %865, i64 0
  %1056 = shufflevector <2 x double> %1055, <2 x double> poison, <2 x i32> zeroinitializer
  %1057 = fmul <2 x double> %1056, <double 2.000000e+00, double 3.000000e+00>
  %1058 = fmul <2 x double> %1056, <double 5.000000e+00, double 6.000000e+00>
  %1059 = fmul <2 x double> %1056, <double 7.000000e+00, double 8.000000e+00>
  %1060 = fmul double %865, 3.000000e-01
  %1061 = insertelement <2 x double> poison, double %948, i64 0
  %1062 = shufflevector <2 x double> %1061, <2 x double> poison, <2 x i32> zeroinitializer
  %1063 = fmul <2 x double> %1062, <double 2.000000e+00, double 3.000000e+00>
  %1064 = fmul <2 x double> %1062, <double 4.000000e+00, double 5.000000e+00>
  %1065 = fmul <2 x double> %1062, <double 6.000000e+00, double 7.000000e+00>
  %1066 = fmul double %948, 8.000000e+00
  %1067 = fmul double %948, 3.000000e-01
  br label %1069

1068:                                             ; preds = %1201
  store i32 0, ptr @loop_n, align 4, !tbaa !13
  br label %1209

1069:                                             ; preds = %1045, %1201
  %1070 = phi i32 [ 3, %1045 ], [ %1203, %1201 ]
  %1071 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1072 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef %865, double noundef 1.000000e+00, i32 noundef %1071, i32 noundef %1070) #18
  %1073 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1074 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1075 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1046, i32 noundef %1074, i32 noundef %1073) #18
  %1076 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1077 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1078 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1047, i32 noundef %1077, i32 noundef %1076) #18
  %1079 = fsub double %1075, %1078
  %1080 = fdiv double %1079, 2.000000e-06
  %1081 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1082 = call double @llvm.fabs.f64(double %1080)
  %1083 = fcmp ogt double %1082, 1.000000e+00
  %1084 = select i1 %1083, double %1082, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1072, ptr %30, align 8, !tbaa !9
  %1085 = load volatile double, ptr %30, align 8, !tbaa !9
  %1086 = call double @llvm.fabs.f64(double %1085)
  %1087 = fcmp ueq double %1086, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1087, label %1099, label %1088

1088:                                             ; preds = %1069
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %1080, ptr %29, align 8, !tbaa !9
  %1089 = load volatile double, ptr %29, align 8, !tbaa !9
  %1090 = call double @llvm.fabs.f64(double %1089)
  %1091 = fcmp ueq double %1090, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %1091, label %1099, label %1092

1092:                                             ; preds = %1088
  %1093 = fsub double %1072, %1080
  %1094 = call double @llvm.fabs.f64(double %1093)
  %1095 = fmul double %1084, 1.000000e-05
  %1096 = fcmp ugt double %1094, %1095
  br i1 %1096, label %1099, label %1097

1097:                                             ; preds = %1092
  %1098 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16, i32 noundef %1081, double noundef %1072, double noundef %1080, ptr noundef nonnull @.str.34)
  br label %1103

1099:                                             ; preds = %1092, %1088, %1069
  %1100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.16, i32 noundef %1081, double noundef %1072, double noundef %1080, ptr noundef nonnull @.str.35)
  %1101 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1102 = add nsw i32 %1101, 1
  store i32 %1102, ptr @n_fail, align 4, !tbaa !13
  br label %1103

1103:                                             ; preds = %1097, %1099
  %1104 = load i32, ptr @loop_n, align 4, !tbaa !13
  store double %937, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1050, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1051, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1052, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1053, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1105 = icmp sgt i32 %1104, 0
  br i1 %1105, label %1106, label %1127

1106:                                             ; preds = %1103, %1106
  %1107 = phi i32 [ %1123, %1106 ], [ 0, %1103 ]
  %1108 = phi double [ %1122, %1106 ], [ 0.000000e+00, %1103 ]
  %1109 = mul nuw nsw i32 %1107, 5
  %1110 = and i32 %1109, 7
  %1111 = zext nneg i32 %1110 to i64
  %1112 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1111
  %1113 = load double, ptr %1112, align 8, !tbaa !9
  %1114 = call double @sin(double noundef %1113) #18
  %1115 = add nuw i32 %1109, 3
  %1116 = and i32 %1115, 7
  %1117 = zext nneg i32 %1116 to i64
  %1118 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1117
  %1119 = load double, ptr %1118, align 8, !tbaa !9
  %1120 = call double @cos(double noundef %1119) #18
  %1121 = call double @llvm.fmuladd.f64(double %1054, double %1120, double %1114)
  store double %1121, ptr %1112, align 8, !tbaa !9
  %1122 = fadd double %1108, %1121
  %1123 = add nuw nsw i32 %1107, 1
  %1124 = icmp eq i32 %1123, %1104
  br i1 %1124, label %1125, label %1106, !llvm.loop !35

1125:                                             ; preds = %1106
  %1126 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1127

1127:                                             ; preds = %1125, %1103
  %1128 = phi i32 [ %1104, %1103 ], [ %1126, %1125 ]
  %1129 = phi double [ 0.000000e+00, %1103 ], [ %1122, %1125 ]
  store double %865, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1057, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %868, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1058, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  store <2 x double> %1059, ptr getelementptr inbounds (i8, ptr @tab, i64 48), align 16, !tbaa !9
  %1130 = icmp sgt i32 %1128, 0
  br i1 %1130, label %1131, label %1152

1131:                                             ; preds = %1127, %1131
  %1132 = phi i32 [ %1148, %1131 ], [ 0, %1127 ]
  %1133 = phi double [ %1147, %1131 ], [ 0.000000e+00, %1127 ]
  %1134 = mul nuw nsw i32 %1132, 5
  %1135 = and i32 %1134, 7
  %1136 = zext nneg i32 %1135 to i64
  %1137 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1136
  %1138 = load double, ptr %1137, align 8, !tbaa !9
  %1139 = call double @sin(double noundef %1138) #18
  %1140 = add nuw i32 %1134, 3
  %1141 = and i32 %1140, 7
  %1142 = zext nneg i32 %1141 to i64
  %1143 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1142
  %1144 = load double, ptr %1143, align 8, !tbaa !9
  %1145 = call double @cos(double noundef %1144) #18
  %1146 = call double @llvm.fmuladd.f64(double %1060, double %1145, double %1139)
  store double %1146, ptr %1137, align 8, !tbaa !9
  %1147 = fadd double %1133, %1146
  %1148 = add nuw nsw i32 %1132, 1
  %1149 = icmp eq i32 %1148, %1128
  br i1 %1149, label %1150, label %1131, !llvm.loop !35

1150:                                             ; preds = %1131
  %1151 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1152

1152:                                             ; preds = %1150, %1127
  %1153 = phi i32 [ %1128, %1127 ], [ %1151, %1150 ]
  %1154 = phi double [ 0.000000e+00, %1127 ], [ %1147, %1150 ]
  %1155 = call double @llvm.fmuladd.f64(double %1154, double -2.000000e+00, double %1129)
  store double %948, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1063, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1064, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1065, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1066, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1156 = icmp sgt i32 %1153, 0
  br i1 %1156, label %1157, label %1176

1157:                                             ; preds = %1152, %1157
  %1158 = phi i32 [ %1174, %1157 ], [ 0, %1152 ]
  %1159 = phi double [ %1173, %1157 ], [ 0.000000e+00, %1152 ]
  %1160 = mul nuw nsw i32 %1158, 5
  %1161 = and i32 %1160, 7
  %1162 = zext nneg i32 %1161 to i64
  %1163 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1162
  %1164 = load double, ptr %1163, align 8, !tbaa !9
  %1165 = call double @sin(double noundef %1164) #18
  %1166 = add nuw i32 %1160, 3
  %1167 = and i32 %1166, 7
  %1168 = zext nneg i32 %1167 to i64
  %1169 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1168
  %1170 = load double, ptr %1169, align 8, !tbaa !9
  %1171 = call double @cos(double noundef %1170) #18
  %1172 = call double @llvm.fmuladd.f64(double %1067, double %1171, double %1165)
  store double %1172, ptr %1163, align 8, !tbaa !9
  %1173 = fadd double %1159, %1172
  %1174 = add nuw nsw i32 %1158, 1
  %1175 = icmp eq i32 %1174, %1153
  br i1 %1175, label %1176, label %1157, !llvm.loop !35

1176:                                             ; preds = %1157, %1152
  %1177 = phi double [ 0.000000e+00, %1152 ], [ %1173, %1157 ]
  %1178 = fadd double %1155, %1177
  %1179 = fdiv double %1178, 1.000000e-08
  %1180 = call double @llvm.fabs.f64(double %1179)
  %1181 = fcmp ogt double %1180, 1.000000e+00
  %1182 = select i1 %1181, double %1180, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1072, ptr %28, align 8, !tbaa !9
  %1183 = load volatile double, ptr %28, align 8, !tbaa !9
  %1184 = call double @llvm.fabs.f64(double %1183)
  %1185 = fcmp ueq double %1184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1185, label %1197, label %1186

1186:                                             ; preds = %1176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1179, ptr %27, align 8, !tbaa !9
  %1187 = load volatile double, ptr %27, align 8, !tbaa !9
  %1188 = call double @llvm.fabs.f64(double %1187)
  %1189 = fcmp ueq double %1188, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1189, label %1197, label %1190

1190:                                             ; preds = %1186
  %1191 = fsub double %1072, %1179
  %1192 = call double @llvm.fabs.f64(double %1191)
  %1193 = fmul double %1182, 1.000000e-04
  %1194 = fcmp ugt double %1192, %1193
  br i1 %1194, label %1197, label %1195

1195:                                             ; preds = %1190
  %1196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i32 noundef %1104, double noundef %1072, double noundef %1179, ptr noundef nonnull @.str.34)
  br label %1201

1197:                                             ; preds = %1190, %1186, %1176
  %1198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.17, i32 noundef %1104, double noundef %1072, double noundef %1179, ptr noundef nonnull @.str.35)
  %1199 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1200 = add nsw i32 %1199, 1
  store i32 %1200, ptr @n_fail, align 4, !tbaa !13
  br label %1201

1201:                                             ; preds = %1195, %1197
  %1202 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1203 = add nsw i32 %1202, 17
  store i32 %1203, ptr @loop_n, align 4, !tbaa !13
  %1204 = icmp slt i32 %1202, 4
  br i1 %1204, label %1069, label %1068, !llvm.loop !36

1205:                                             ; preds = %1321
  %1206 = fmul double %865, 2.500000e-01
  %1207 = fadd double %1206, 0x3EB0C6F7A0B5ED8D
  %1208 = fadd double %1206, 0xBEB0C6F7A0B5ED8D
  br label %1326

1209:                                             ; preds = %1068, %1321
  %1210 = phi i32 [ 0, %1068 ], [ %1323, %1321 ]
  %1211 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1212 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_d, double noundef %865, double noundef 1.000000e+00, i32 noundef %1211, i32 noundef %1210) #18
  %1213 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1214 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1215 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %1046, i32 noundef %1214, i32 noundef %1213) #18
  %1216 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1217 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1218 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %1047, i32 noundef %1217, i32 noundef %1216) #18
  %1219 = fsub double %1215, %1218
  %1220 = fdiv double %1219, 2.000000e-06
  %1221 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1222 = call double @llvm.fabs.f64(double %1220)
  %1223 = fcmp ogt double %1222, 1.000000e+00
  %1224 = select i1 %1223, double %1222, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1212, ptr %26, align 8, !tbaa !9
  %1225 = load volatile double, ptr %26, align 8, !tbaa !9
  %1226 = call double @llvm.fabs.f64(double %1225)
  %1227 = fcmp ueq double %1226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1227, label %1239, label %1228

1228:                                             ; preds = %1209
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %1220, ptr %25, align 8, !tbaa !9
  %1229 = load volatile double, ptr %25, align 8, !tbaa !9
  %1230 = call double @llvm.fabs.f64(double %1229)
  %1231 = fcmp ueq double %1230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %1231, label %1239, label %1232

1232:                                             ; preds = %1228
  %1233 = fsub double %1212, %1220
  %1234 = call double @llvm.fabs.f64(double %1233)
  %1235 = fmul double %1224, 1.000000e-05
  %1236 = fcmp ugt double %1234, %1235
  br i1 %1236, label %1239, label %1237

1237:                                             ; preds = %1232
  %1238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i32 noundef %1221, double noundef %1212, double noundef %1220, ptr noundef nonnull @.str.34)
  br label %1243

1239:                                             ; preds = %1232, %1228, %1209
  %1240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.18, i32 noundef %1221, double noundef %1212, double noundef %1220, ptr noundef nonnull @.str.35)
  %1241 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1242 = add nsw i32 %1241, 1
  store i32 %1242, ptr @n_fail, align 4, !tbaa !13
  br label %1243

1243:                                             ; preds = %1237, %1239
  %1244 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1245 = call double @rec(double noundef %937, i32 noundef %1244)
  %1246 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1247 = call double @rec(double noundef %865, i32 noundef %1246)
  %1248 = call double @llvm.fmuladd.f64(double %1247, double -2.000000e+00, double %1245)
  %1249 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1250 = call double @rec(double noundef %948, i32 noundef %1249)
  %1251 = fadd double %1248, %1250
  %1252 = fdiv double %1251, 1.000000e-08
  %1253 = call double @llvm.fabs.f64(double %1252)
  %1254 = fcmp ogt double %1253, 1.000000e+00
  %1255 = select i1 %1254, double %1253, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1212, ptr %24, align 8, !tbaa !9
  %1256 = load volatile double, ptr %24, align 8, !tbaa !9
  %1257 = call double @llvm.fabs.f64(double %1256)
  %1258 = fcmp ueq double %1257, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1258, label %1270, label %1259

1259:                                             ; preds = %1243
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1252, ptr %23, align 8, !tbaa !9
  %1260 = load volatile double, ptr %23, align 8, !tbaa !9
  %1261 = call double @llvm.fabs.f64(double %1260)
  %1262 = fcmp ueq double %1261, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1262, label %1270, label %1263

1263:                                             ; preds = %1259
  %1264 = fsub double %1212, %1252
  %1265 = call double @llvm.fabs.f64(double %1264)
  %1266 = fmul double %1255, 1.000000e-04
  %1267 = fcmp ugt double %1265, %1266
  br i1 %1267, label %1270, label %1268

1268:                                             ; preds = %1263
  %1269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19, i32 noundef %1244, double noundef %1212, double noundef %1252, ptr noundef nonnull @.str.34)
  br label %1274

1270:                                             ; preds = %1263, %1259, %1243
  %1271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.19, i32 noundef %1244, double noundef %1212, double noundef %1252, ptr noundef nonnull @.str.35)
  %1272 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1273 = add nsw i32 %1272, 1
  store i32 %1273, ptr @n_fail, align 4, !tbaa !13
  br label %1274

1274:                                             ; preds = %1268, %1270
  %1275 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1276 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1277 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_t, double noundef %865, double noundef 1.000000e+00, i32 noundef %1276, i32 noundef %1275) #18
  %1278 = call double @llvm.fabs.f64(double %1212)
  %1279 = fcmp ogt double %1278, 1.000000e+00
  %1280 = select i1 %1279, double %1278, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1277, ptr %22, align 8, !tbaa !9
  %1281 = load volatile double, ptr %22, align 8, !tbaa !9
  %1282 = call double @llvm.fabs.f64(double %1281)
  %1283 = fcmp ueq double %1282, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1283, label %1295, label %1284

1284:                                             ; preds = %1274
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %1212, ptr %21, align 8, !tbaa !9
  %1285 = load volatile double, ptr %21, align 8, !tbaa !9
  %1286 = call double @llvm.fabs.f64(double %1285)
  %1287 = fcmp ueq double %1286, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %1287, label %1295, label %1288

1288:                                             ; preds = %1284
  %1289 = fsub double %1277, %1212
  %1290 = call double @llvm.fabs.f64(double %1289)
  %1291 = fmul double %1280, 1.000000e-10
  %1292 = fcmp ugt double %1290, %1291
  br i1 %1292, label %1295, label %1293

1293:                                             ; preds = %1288
  %1294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i32 noundef %1275, double noundef %1277, double noundef %1212, ptr noundef nonnull @.str.34)
  br label %1299

1295:                                             ; preds = %1288, %1284, %1274
  %1296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.20, i32 noundef %1275, double noundef %1277, double noundef %1212, ptr noundef nonnull @.str.35)
  %1297 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1298 = add nsw i32 %1297, 1
  store i32 %1298, ptr @n_fail, align 4, !tbaa !13
  br label %1299

1299:                                             ; preds = %1293, %1295
  %1300 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1301 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1302 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec_d, double noundef %865, i32 noundef %1301, i32 noundef %1300) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %1302, ptr %20, align 8, !tbaa !9
  %1303 = load volatile double, ptr %20, align 8, !tbaa !9
  %1304 = call double @llvm.fabs.f64(double %1303)
  %1305 = fcmp ueq double %1304, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %1305, label %1317, label %1306

1306:                                             ; preds = %1299
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %1212, ptr %19, align 8, !tbaa !9
  %1307 = load volatile double, ptr %19, align 8, !tbaa !9
  %1308 = call double @llvm.fabs.f64(double %1307)
  %1309 = fcmp ueq double %1308, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %1309, label %1317, label %1310

1310:                                             ; preds = %1306
  %1311 = fsub double %1302, %1212
  %1312 = call double @llvm.fabs.f64(double %1311)
  %1313 = fmul double %1280, 1.000000e-10
  %1314 = fcmp ugt double %1312, %1313
  br i1 %1314, label %1317, label %1315

1315:                                             ; preds = %1310
  %1316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21, i32 noundef %1300, double noundef %1302, double noundef %1212, ptr noundef nonnull @.str.34)
  br label %1321

1317:                                             ; preds = %1310, %1306, %1299
  %1318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.21, i32 noundef %1300, double noundef %1302, double noundef %1212, ptr noundef nonnull @.str.35)
  %1319 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1320 = add nsw i32 %1319, 1
  store i32 %1320, ptr @n_fail, align 4, !tbaa !13
  br label %1321

1321:                                             ; preds = %1315, %1317
  %1322 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1323 = add nsw i32 %1322, 3
  store i32 %1323, ptr @loop_n, align 4, !tbaa !13
  %1324 = icmp slt i32 %1322, 4
  br i1 %1324, label %1209, label %1205, !llvm.loop !37

1325:                                             ; preds = %1376
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  br label %1379

1326:                                             ; preds = %1205, %1376
  %1327 = phi i32 [ 1, %1205 ], [ %1377, %1376 ]
  %1328 = call double @descend(double noundef %1207, i32 noundef %1327)
  %1329 = call double @descend(double noundef %1208, i32 noundef %1327)
  %1330 = fsub double %1328, %1329
  %1331 = fdiv double %1330, 2.000000e-06
  %1332 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1333 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @descend, double noundef %1206, double noundef 1.000000e+00, i32 noundef %1332, i32 noundef %1327) #18
  %1334 = call double @llvm.fabs.f64(double %1331)
  %1335 = fcmp ogt double %1334, 1.000000e+00
  %1336 = select i1 %1335, double %1334, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1333, ptr %18, align 8, !tbaa !9
  %1337 = load volatile double, ptr %18, align 8, !tbaa !9
  %1338 = call double @llvm.fabs.f64(double %1337)
  %1339 = fcmp ueq double %1338, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1339, label %1351, label %1340

1340:                                             ; preds = %1326
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1331, ptr %17, align 8, !tbaa !9
  %1341 = load volatile double, ptr %17, align 8, !tbaa !9
  %1342 = call double @llvm.fabs.f64(double %1341)
  %1343 = fcmp ueq double %1342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1343, label %1351, label %1344

1344:                                             ; preds = %1340
  %1345 = fsub double %1333, %1331
  %1346 = call double @llvm.fabs.f64(double %1345)
  %1347 = fmul double %1336, 0x3EB0C6F7A0B5ED8D
  %1348 = fcmp ugt double %1346, %1347
  br i1 %1348, label %1351, label %1349

1349:                                             ; preds = %1344
  %1350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i32 noundef %1327, double noundef %1333, double noundef %1331, ptr noundef nonnull @.str.34)
  br label %1355

1351:                                             ; preds = %1344, %1340, %1326
  %1352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.22, i32 noundef %1327, double noundef %1333, double noundef %1331, ptr noundef nonnull @.str.35)
  %1353 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1354 = add nsw i32 %1353, 1
  store i32 %1354, ptr @n_fail, align 4, !tbaa !13
  br label %1355

1355:                                             ; preds = %1349, %1351
  %1356 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1357 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @descend, double noundef %1206, i32 noundef %1356, i32 noundef %1327) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1357, ptr %16, align 8, !tbaa !9
  %1358 = load volatile double, ptr %16, align 8, !tbaa !9
  %1359 = call double @llvm.fabs.f64(double %1358)
  %1360 = fcmp ueq double %1359, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1360, label %1372, label %1361

1361:                                             ; preds = %1355
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1331, ptr %15, align 8, !tbaa !9
  %1362 = load volatile double, ptr %15, align 8, !tbaa !9
  %1363 = call double @llvm.fabs.f64(double %1362)
  %1364 = fcmp ueq double %1363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1364, label %1372, label %1365

1365:                                             ; preds = %1361
  %1366 = fsub double %1357, %1331
  %1367 = call double @llvm.fabs.f64(double %1366)
  %1368 = fmul double %1336, 0x3EB0C6F7A0B5ED8D
  %1369 = fcmp ugt double %1367, %1368
  br i1 %1369, label %1372, label %1370

1370:                                             ; preds = %1365
  %1371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i32 noundef %1327, double noundef %1357, double noundef %1331, ptr noundef nonnull @.str.34)
  br label %1376

1372:                                             ; preds = %1365, %1361, %1355
  %1373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.23, i32 noundef %1327, double noundef %1357, double noundef %1331, ptr noundef nonnull @.str.35)
  %1374 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1375 = add nsw i32 %1374, 1
  store i32 %1375, ptr @n_fail, align 4, !tbaa !13
  br label %1376

1376:                                             ; preds = %1370, %1372
  %1377 = add nuw nsw i32 %1327, 19
  %1378 = icmp ult i32 %1327, 2
  br i1 %1378, label %1326, label %1325, !llvm.loop !38

1379:                                             ; preds = %1325, %1467
  %1380 = phi i32 [ 1, %1325 ], [ %1469, %1467 ]
  %1381 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1382 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved_d, double noundef %865, double noundef 1.000000e+00, i32 noundef %1381, i32 noundef %1380) #18
  %1383 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1384 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1385 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %1046, i32 noundef %1384, i32 noundef %1383) #18
  %1386 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1387 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1388 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %1047, i32 noundef %1387, i32 noundef %1386) #18
  %1389 = fsub double %1385, %1388
  %1390 = fdiv double %1389, 2.000000e-06
  %1391 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1392 = call double @llvm.fabs.f64(double %1390)
  %1393 = fcmp ogt double %1392, 1.000000e+00
  %1394 = select i1 %1393, double %1392, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %1382, ptr %14, align 8, !tbaa !9
  %1395 = load volatile double, ptr %14, align 8, !tbaa !9
  %1396 = call double @llvm.fabs.f64(double %1395)
  %1397 = fcmp ueq double %1396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1397, label %1409, label %1398

1398:                                             ; preds = %1379
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1390, ptr %13, align 8, !tbaa !9
  %1399 = load volatile double, ptr %13, align 8, !tbaa !9
  %1400 = call double @llvm.fabs.f64(double %1399)
  %1401 = fcmp ueq double %1400, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1401, label %1409, label %1402

1402:                                             ; preds = %1398
  %1403 = fsub double %1382, %1390
  %1404 = call double @llvm.fabs.f64(double %1403)
  %1405 = fmul double %1394, 1.000000e-05
  %1406 = fcmp ugt double %1404, %1405
  br i1 %1406, label %1409, label %1407

1407:                                             ; preds = %1402
  %1408 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i32 noundef %1391, double noundef %1382, double noundef %1390, ptr noundef nonnull @.str.34)
  br label %1413

1409:                                             ; preds = %1402, %1398, %1379
  %1410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.24, i32 noundef %1391, double noundef %1382, double noundef %1390, ptr noundef nonnull @.str.35)
  %1411 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1412 = add nsw i32 %1411, 1
  store i32 %1412, ptr @n_fail, align 4, !tbaa !13
  br label %1413

1413:                                             ; preds = %1407, %1409
  %1414 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1415 = call fastcc double @moved_n(double noundef %937) #18
  %1416 = call fastcc double @moved_n(double noundef %865) #18
  %1417 = call double @llvm.fmuladd.f64(double %1416, double -2.000000e+00, double %1415)
  %1418 = call fastcc double @moved_n(double noundef %948) #18
  %1419 = fadd double %1417, %1418
  %1420 = fdiv double %1419, 1.000000e-08
  %1421 = call double @llvm.fabs.f64(double %1420)
  %1422 = fcmp ogt double %1421, 1.000000e+00
  %1423 = select i1 %1422, double %1421, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1382, ptr %12, align 8, !tbaa !9
  %1424 = load volatile double, ptr %12, align 8, !tbaa !9
  %1425 = call double @llvm.fabs.f64(double %1424)
  %1426 = fcmp ueq double %1425, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1426, label %1438, label %1427

1427:                                             ; preds = %1413
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1420, ptr %11, align 8, !tbaa !9
  %1428 = load volatile double, ptr %11, align 8, !tbaa !9
  %1429 = call double @llvm.fabs.f64(double %1428)
  %1430 = fcmp ueq double %1429, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1430, label %1438, label %1431

1431:                                             ; preds = %1427
  %1432 = fsub double %1382, %1420
  %1433 = call double @llvm.fabs.f64(double %1432)
  %1434 = fmul double %1423, 1.000000e-04
  %1435 = fcmp ugt double %1433, %1434
  br i1 %1435, label %1438, label %1436

1436:                                             ; preds = %1431
  %1437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25, i32 noundef %1414, double noundef %1382, double noundef %1420, ptr noundef nonnull @.str.34)
  br label %1442

1438:                                             ; preds = %1431, %1427, %1413
  %1439 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.25, i32 noundef %1414, double noundef %1382, double noundef %1420, ptr noundef nonnull @.str.35)
  %1440 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1441 = add nsw i32 %1440, 1
  store i32 %1441, ptr @n_fail, align 4, !tbaa !13
  br label %1442

1442:                                             ; preds = %1436, %1438
  %1443 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1444 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1445 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved_t, double noundef %865, i32 noundef %1444, i32 noundef %1443) #18
  %1446 = call double @llvm.fabs.f64(double %1382)
  %1447 = fcmp ogt double %1446, 1.000000e+00
  %1448 = select i1 %1447, double %1446, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1445, ptr %10, align 8, !tbaa !9
  %1449 = load volatile double, ptr %10, align 8, !tbaa !9
  %1450 = call double @llvm.fabs.f64(double %1449)
  %1451 = fcmp ueq double %1450, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1451, label %1463, label %1452

1452:                                             ; preds = %1442
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1382, ptr %9, align 8, !tbaa !9
  %1453 = load volatile double, ptr %9, align 8, !tbaa !9
  %1454 = call double @llvm.fabs.f64(double %1453)
  %1455 = fcmp ueq double %1454, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1455, label %1463, label %1456

1456:                                             ; preds = %1452
  %1457 = fsub double %1445, %1382
  %1458 = call double @llvm.fabs.f64(double %1457)
  %1459 = fmul double %1448, 1.000000e-10
  %1460 = fcmp ugt double %1458, %1459
  br i1 %1460, label %1463, label %1461

1461:                                             ; preds = %1456
  %1462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i32 noundef %1443, double noundef %1445, double noundef %1382, ptr noundef nonnull @.str.34)
  br label %1467

1463:                                             ; preds = %1456, %1452, %1442
  %1464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.26, i32 noundef %1443, double noundef %1445, double noundef %1382, ptr noundef nonnull @.str.35)
  %1465 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1466 = add nsw i32 %1465, 1
  store i32 %1466, ptr @n_fail, align 4, !tbaa !13
  br label %1467

1467:                                             ; preds = %1461, %1463
  %1468 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1469 = add nsw i32 %1468, 8
  store i32 %1469, ptr @loop_n, align 4, !tbaa !13
  %1470 = icmp slt i32 %1468, 2
  br i1 %1470, label %1379, label %1471, !llvm.loop !39

1471:                                             ; preds = %1467
  %1472 = icmp eq i64 %863, 0
  br i1 %1472, label %1578, label %1473

1473:                                             ; preds = %1471
  %1474 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1046) #18
  %1475 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1047) #18
  %1476 = fsub double %1474, %1475
  %1477 = fdiv double %1476, 2.000000e-06
  %1478 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %865, double noundef 1.000000e+00) #18
  %1479 = call double @llvm.fabs.f64(double %1477)
  %1480 = fcmp ogt double %1479, 1.000000e+00
  %1481 = select i1 %1480, double %1479, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1478, ptr %8, align 8, !tbaa !9
  %1482 = load volatile double, ptr %8, align 8, !tbaa !9
  %1483 = call double @llvm.fabs.f64(double %1482)
  %1484 = fcmp ueq double %1483, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1484, label %1497, label %1485

1485:                                             ; preds = %1473
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1477, ptr %7, align 8, !tbaa !9
  %1486 = load volatile double, ptr %7, align 8, !tbaa !9
  %1487 = call double @llvm.fabs.f64(double %1486)
  %1488 = fcmp ueq double %1487, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1488, label %1497, label %1489

1489:                                             ; preds = %1485
  %1490 = fsub double %1478, %1477
  %1491 = call double @llvm.fabs.f64(double %1490)
  %1492 = fmul double %1481, 1.000000e-05
  %1493 = fcmp ugt double %1491, %1492
  br i1 %1493, label %1497, label %1494

1494:                                             ; preds = %1489
  %1495 = trunc nuw nsw i64 %863 to i32
  %1496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i32 noundef %1495, double noundef %1478, double noundef %1477, ptr noundef nonnull @.str.34)
  br label %1502

1497:                                             ; preds = %1489, %1485, %1473
  %1498 = trunc nuw nsw i64 %863 to i32
  %1499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.27, i32 noundef %1498, double noundef %1478, double noundef %1477, ptr noundef nonnull @.str.35)
  %1500 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1501 = add nsw i32 %1500, 1
  store i32 %1501, ptr @n_fail, align 4, !tbaa !13
  br label %1502

1502:                                             ; preds = %1494, %1497
  %1503 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %865, double noundef 1.000000e+00) #18
  %1504 = fmul double %937, 5.000000e+01
  %1505 = fcmp ogt double %1504, 1.000000e+00
  br i1 %1505, label %1506, label %1518

1506:                                             ; preds = %1502, %1506
  %1507 = phi i32 [ %1514, %1506 ], [ 0, %1502 ]
  %1508 = phi double [ %1512, %1506 ], [ 0.000000e+00, %1502 ]
  %1509 = phi double [ %1513, %1506 ], [ 1.000000e+00, %1502 ]
  %1510 = fmul double %937, %1509
  %1511 = call double @sin(double noundef %1510) #18
  %1512 = call double @llvm.fmuladd.f64(double %1511, double %1509, double %1508)
  %1513 = call double @llvm.fmuladd.f64(double %1509, double 1.300000e+00, double %937)
  %1514 = add nuw nsw i32 %1507, 1
  %1515 = fcmp olt double %1513, %1504
  %1516 = icmp ult i32 %1507, 999
  %1517 = select i1 %1515, i1 %1516, i1 false
  br i1 %1517, label %1506, label %1518, !llvm.loop !40

1518:                                             ; preds = %1506, %1502
  %1519 = phi double [ 0.000000e+00, %1502 ], [ %1512, %1506 ]
  %1520 = fmul double %865, 5.000000e+01
  %1521 = fcmp ogt double %1520, 1.000000e+00
  br i1 %1521, label %1522, label %1534

1522:                                             ; preds = %1518, %1522
  %1523 = phi i32 [ %1530, %1522 ], [ 0, %1518 ]
  %1524 = phi double [ %1528, %1522 ], [ 0.000000e+00, %1518 ]
  %1525 = phi double [ %1529, %1522 ], [ 1.000000e+00, %1518 ]
  %1526 = fmul double %865, %1525
  %1527 = call double @sin(double noundef %1526) #18
  %1528 = call double @llvm.fmuladd.f64(double %1527, double %1525, double %1524)
  %1529 = call double @llvm.fmuladd.f64(double %1525, double 1.300000e+00, double %865)
  %1530 = add nuw nsw i32 %1523, 1
  %1531 = fcmp olt double %1529, %1520
  %1532 = icmp ult i32 %1523, 999
  %1533 = select i1 %1531, i1 %1532, i1 false
  br i1 %1533, label %1522, label %1534, !llvm.loop !40

1534:                                             ; preds = %1522, %1518
  %1535 = phi double [ 0.000000e+00, %1518 ], [ %1528, %1522 ]
  %1536 = call double @llvm.fmuladd.f64(double %1535, double -2.000000e+00, double %1519)
  %1537 = fmul double %948, 5.000000e+01
  %1538 = fcmp ogt double %1537, 1.000000e+00
  br i1 %1538, label %1539, label %1551

1539:                                             ; preds = %1534, %1539
  %1540 = phi i32 [ %1547, %1539 ], [ 0, %1534 ]
  %1541 = phi double [ %1545, %1539 ], [ 0.000000e+00, %1534 ]
  %1542 = phi double [ %1546, %1539 ], [ 1.000000e+00, %1534 ]
  %1543 = fmul double %948, %1542
  %1544 = call double @sin(double noundef %1543) #18
  %1545 = call double @llvm.fmuladd.f64(double %1544, double %1542, double %1541)
  %1546 = call double @llvm.fmuladd.f64(double %1542, double 1.300000e+00, double %948)
  %1547 = add nuw nsw i32 %1540, 1
  %1548 = fcmp olt double %1546, %1537
  %1549 = icmp ult i32 %1540, 999
  %1550 = select i1 %1548, i1 %1549, i1 false
  br i1 %1550, label %1539, label %1551, !llvm.loop !40

1551:                                             ; preds = %1539, %1534
  %1552 = phi double [ 0.000000e+00, %1534 ], [ %1545, %1539 ]
  %1553 = fadd double %1536, %1552
  %1554 = fdiv double %1553, 1.000000e-08
  %1555 = call double @llvm.fabs.f64(double %1554)
  %1556 = fcmp ogt double %1555, 1.000000e+00
  %1557 = select i1 %1556, double %1555, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1503, ptr %6, align 8, !tbaa !9
  %1558 = load volatile double, ptr %6, align 8, !tbaa !9
  %1559 = call double @llvm.fabs.f64(double %1558)
  %1560 = fcmp ueq double %1559, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1560, label %1573, label %1561

1561:                                             ; preds = %1551
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1554, ptr %5, align 8, !tbaa !9
  %1562 = load volatile double, ptr %5, align 8, !tbaa !9
  %1563 = call double @llvm.fabs.f64(double %1562)
  %1564 = fcmp ueq double %1563, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1564, label %1573, label %1565

1565:                                             ; preds = %1561
  %1566 = fsub double %1503, %1554
  %1567 = call double @llvm.fabs.f64(double %1566)
  %1568 = fmul double %1557, 1.000000e-04
  %1569 = fcmp ugt double %1567, %1568
  br i1 %1569, label %1573, label %1570

1570:                                             ; preds = %1565
  %1571 = trunc nuw nsw i64 %863 to i32
  %1572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i32 noundef %1571, double noundef %1503, double noundef %1554, ptr noundef nonnull @.str.34)
  br label %1578

1573:                                             ; preds = %1565, %1561, %1551
  %1574 = trunc nuw nsw i64 %863 to i32
  %1575 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.28, i32 noundef %1574, double noundef %1503, double noundef %1554, ptr noundef nonnull @.str.35)
  %1576 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1577 = add nsw i32 %1576, 1
  store i32 %1577, ptr @n_fail, align 4, !tbaa !13
  br label %1578

1578:                                             ; preds = %1573, %1570, %1471
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  %1579 = fmul double %937, 2.500000e-01
  %1580 = fmul double %948, 2.500000e-01
  br label %1581

1581:                                             ; preds = %1578, %1743
  %1582 = phi i32 [ 1, %1578 ], [ %1745, %1743 ]
  %1583 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1584 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef %865, double noundef 1.000000e+00, i32 noundef %1583, i32 noundef %1582) #18
  %1585 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1586 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1587 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1046, i32 noundef %1586, i32 noundef %1585) #18
  %1588 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1589 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1590 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1047, i32 noundef %1589, i32 noundef %1588) #18
  %1591 = fsub double %1587, %1590
  %1592 = fdiv double %1591, 2.000000e-06
  %1593 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1594 = call double @llvm.fabs.f64(double %1592)
  %1595 = fcmp ogt double %1594, 1.000000e+00
  %1596 = select i1 %1595, double %1594, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %1584, ptr %4, align 8, !tbaa !9
  %1597 = load volatile double, ptr %4, align 8, !tbaa !9
  %1598 = call double @llvm.fabs.f64(double %1597)
  %1599 = fcmp ueq double %1598, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1599, label %1611, label %1600

1600:                                             ; preds = %1581
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %1592, ptr %3, align 8, !tbaa !9
  %1601 = load volatile double, ptr %3, align 8, !tbaa !9
  %1602 = call double @llvm.fabs.f64(double %1601)
  %1603 = fcmp ueq double %1602, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1603, label %1611, label %1604

1604:                                             ; preds = %1600
  %1605 = fsub double %1584, %1592
  %1606 = call double @llvm.fabs.f64(double %1605)
  %1607 = fmul double %1596, 1.000000e-05
  %1608 = fcmp ugt double %1606, %1607
  br i1 %1608, label %1611, label %1609

1609:                                             ; preds = %1604
  %1610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29, i32 noundef %1593, double noundef %1584, double noundef %1592, ptr noundef nonnull @.str.34)
  br label %1615

1611:                                             ; preds = %1604, %1600, %1581
  %1612 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.29, i32 noundef %1593, double noundef %1584, double noundef %1592, ptr noundef nonnull @.str.35)
  %1613 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1614 = add nsw i32 %1613, 1
  store i32 %1614, ptr @n_fail, align 4, !tbaa !13
  br label %1615

1615:                                             ; preds = %1609, %1611
  %1616 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1617 = icmp sgt i32 %1616, 0
  br i1 %1617, label %1618, label %1669

1618:                                             ; preds = %1615
  %1619 = and i32 %1616, 3
  %1620 = icmp ult i32 %1616, 4
  br i1 %1620, label %1636, label %1621

1621:                                             ; preds = %1618
  %1622 = and i32 %1616, 2147483644
  br label %1623

1623:                                             ; preds = %1623, %1621
  %1624 = phi double [ %937, %1621 ], [ %1633, %1623 ]
  %1625 = phi i32 [ 0, %1621 ], [ %1634, %1623 ]
  %1626 = call double @sin(double noundef %1624) #18
  %1627 = call double @llvm.fmuladd.f64(double %1579, double %1624, double %1626)
  %1628 = call double @sin(double noundef %1627) #18
  %1629 = call double @llvm.fmuladd.f64(double %1579, double %1627, double %1628)
  %1630 = call double @sin(double noundef %1629) #18
  %1631 = call double @llvm.fmuladd.f64(double %1579, double %1629, double %1630)
  %1632 = call double @sin(double noundef %1631) #18
  %1633 = call double @llvm.fmuladd.f64(double %1579, double %1631, double %1632)
  %1634 = add i32 %1625, 4
  %1635 = icmp eq i32 %1634, %1622
  br i1 %1635, label %1636, label %1623, !llvm.loop !41

1636:                                             ; preds = %1623, %1618
  %1637 = phi double [ poison, %1618 ], [ %1633, %1623 ]
  %1638 = phi double [ %937, %1618 ], [ %1633, %1623 ]
  %1639 = icmp eq i32 %1619, 0
  br i1 %1639, label %1647, label %1640

1640:                                             ; preds = %1636, %1640
  %1641 = phi double [ %1644, %1640 ], [ %1638, %1636 ]
  %1642 = phi i32 [ %1645, %1640 ], [ 0, %1636 ]
  %1643 = call double @sin(double noundef %1641) #18
  %1644 = call double @llvm.fmuladd.f64(double %1579, double %1641, double %1643)
  %1645 = add i32 %1642, 1
  %1646 = icmp eq i32 %1645, %1619
  br i1 %1646, label %1647, label %1640, !llvm.loop !42

1647:                                             ; preds = %1640, %1636
  %1648 = phi double [ %1637, %1636 ], [ %1644, %1640 ]
  %1649 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1650 = icmp sgt i32 %1649, 0
  br i1 %1650, label %1651, label %1669

1651:                                             ; preds = %1647
  %1652 = and i32 %1649, 3
  %1653 = icmp ult i32 %1649, 4
  br i1 %1653, label %1672, label %1654

1654:                                             ; preds = %1651
  %1655 = and i32 %1649, 2147483644
  br label %1656

1656:                                             ; preds = %1656, %1654
  %1657 = phi double [ %865, %1654 ], [ %1666, %1656 ]
  %1658 = phi i32 [ 0, %1654 ], [ %1667, %1656 ]
  %1659 = call double @sin(double noundef %1657) #18
  %1660 = call double @llvm.fmuladd.f64(double %1206, double %1657, double %1659)
  %1661 = call double @sin(double noundef %1660) #18
  %1662 = call double @llvm.fmuladd.f64(double %1206, double %1660, double %1661)
  %1663 = call double @sin(double noundef %1662) #18
  %1664 = call double @llvm.fmuladd.f64(double %1206, double %1662, double %1663)
  %1665 = call double @sin(double noundef %1664) #18
  %1666 = call double @llvm.fmuladd.f64(double %1206, double %1664, double %1665)
  %1667 = add i32 %1658, 4
  %1668 = icmp eq i32 %1667, %1655
  br i1 %1668, label %1672, label %1656, !llvm.loop !41

1669:                                             ; preds = %1647, %1615
  %1670 = phi double [ %1648, %1647 ], [ %937, %1615 ]
  %1671 = call double @llvm.fmuladd.f64(double %865, double -2.000000e+00, double %1670)
  br label %1717

1672:                                             ; preds = %1656, %1651
  %1673 = phi double [ poison, %1651 ], [ %1666, %1656 ]
  %1674 = phi double [ %865, %1651 ], [ %1666, %1656 ]
  %1675 = icmp eq i32 %1652, 0
  br i1 %1675, label %1683, label %1676

1676:                                             ; preds = %1672, %1676
  %1677 = phi double [ %1680, %1676 ], [ %1674, %1672 ]
  %1678 = phi i32 [ %1681, %1676 ], [ 0, %1672 ]
  %1679 = call double @sin(double noundef %1677) #18
  %1680 = call double @llvm.fmuladd.f64(double %1206, double %1677, double %1679)
  %1681 = add i32 %1678, 1
  %1682 = icmp eq i32 %1681, %1652
  br i1 %1682, label %1683, label %1676, !llvm.loop !44

1683:                                             ; preds = %1676, %1672
  %1684 = phi double [ %1673, %1672 ], [ %1680, %1676 ]
  %1685 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1686 = call double @llvm.fmuladd.f64(double %1684, double -2.000000e+00, double %1648)
  %1687 = icmp sgt i32 %1685, 0
  br i1 %1687, label %1688, label %1717

1688:                                             ; preds = %1683
  %1689 = and i32 %1685, 3
  %1690 = icmp ult i32 %1685, 4
  br i1 %1690, label %1706, label %1691

1691:                                             ; preds = %1688
  %1692 = and i32 %1685, 2147483644
  br label %1693

1693:                                             ; preds = %1693, %1691
  %1694 = phi double [ %948, %1691 ], [ %1703, %1693 ]
  %1695 = phi i32 [ 0, %1691 ], [ %1704, %1693 ]
  %1696 = call double @sin(double noundef %1694) #18
  %1697 = call double @llvm.fmuladd.f64(double %1580, double %1694, double %1696)
  %1698 = call double @sin(double noundef %1697) #18
  %1699 = call double @llvm.fmuladd.f64(double %1580, double %1697, double %1698)
  %1700 = call double @sin(double noundef %1699) #18
  %1701 = call double @llvm.fmuladd.f64(double %1580, double %1699, double %1700)
  %1702 = call double @sin(double noundef %1701) #18
  %1703 = call double @llvm.fmuladd.f64(double %1580, double %1701, double %1702)
  %1704 = add i32 %1695, 4
  %1705 = icmp eq i32 %1704, %1692
  br i1 %1705, label %1706, label %1693, !llvm.loop !41

1706:                                             ; preds = %1693, %1688
  %1707 = phi double [ poison, %1688 ], [ %1703, %1693 ]
  %1708 = phi double [ %948, %1688 ], [ %1703, %1693 ]
  %1709 = icmp eq i32 %1689, 0
  br i1 %1709, label %1717, label %1710

1710:                                             ; preds = %1706, %1710
  %1711 = phi double [ %1714, %1710 ], [ %1708, %1706 ]
  %1712 = phi i32 [ %1715, %1710 ], [ 0, %1706 ]
  %1713 = call double @sin(double noundef %1711) #18
  %1714 = call double @llvm.fmuladd.f64(double %1580, double %1711, double %1713)
  %1715 = add i32 %1712, 1
  %1716 = icmp eq i32 %1715, %1689
  br i1 %1716, label %1717, label %1710, !llvm.loop !45

1717:                                             ; preds = %1706, %1710, %1669, %1683
  %1718 = phi double [ %1686, %1683 ], [ %1671, %1669 ], [ %1686, %1710 ], [ %1686, %1706 ]
  %1719 = phi double [ %948, %1683 ], [ %948, %1669 ], [ %1707, %1706 ], [ %1714, %1710 ]
  %1720 = fadd double %1718, %1719
  %1721 = fdiv double %1720, 1.000000e-08
  %1722 = call double @llvm.fabs.f64(double %1721)
  %1723 = fcmp ogt double %1722, 1.000000e+00
  %1724 = select i1 %1723, double %1722, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1584, ptr %2, align 8, !tbaa !9
  %1725 = load volatile double, ptr %2, align 8, !tbaa !9
  %1726 = call double @llvm.fabs.f64(double %1725)
  %1727 = fcmp ueq double %1726, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1727, label %1739, label %1728

1728:                                             ; preds = %1717
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1721, ptr %1, align 8, !tbaa !9
  %1729 = load volatile double, ptr %1, align 8, !tbaa !9
  %1730 = call double @llvm.fabs.f64(double %1729)
  %1731 = fcmp ueq double %1730, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1731, label %1739, label %1732

1732:                                             ; preds = %1728
  %1733 = fsub double %1584, %1721
  %1734 = call double @llvm.fabs.f64(double %1733)
  %1735 = fmul double %1724, 1.000000e-04
  %1736 = fcmp ugt double %1734, %1735
  br i1 %1736, label %1739, label %1737

1737:                                             ; preds = %1732
  %1738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30, i32 noundef %1616, double noundef %1584, double noundef %1721, ptr noundef nonnull @.str.34)
  br label %1743

1739:                                             ; preds = %1732, %1728, %1717
  %1740 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef nonnull @.str.30, i32 noundef %1616, double noundef %1584, double noundef %1721, ptr noundef nonnull @.str.35)
  %1741 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1742 = add nsw i32 %1741, 1
  store i32 %1742, ptr @n_fail, align 4, !tbaa !13
  br label %1743

1743:                                             ; preds = %1737, %1739
  %1744 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1745 = add nsw i32 %1744, 11
  store i32 %1745, ptr @loop_n, align 4, !tbaa !13
  %1746 = icmp slt i32 %1744, 2
  br i1 %1746, label %1581, label %1747, !llvm.loop !46

1747:                                             ; preds = %1743
  %1748 = add nuw nsw i64 %863, 1
  %1749 = icmp eq i64 %1748, 4
  br i1 %1749, label %854, label %862, !llvm.loop !47
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
  br i1 %35, label %36, label %24, !llvm.loop !48

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
  %51 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #18, !callees !49
  %52 = fsub double %44, %48
  store double %52, ptr %50, align 8, !tbaa !9
  %53 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #18, !callees !49
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
  %71 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #18, !callees !49
  %72 = fsub double %64, %68
  store double %72, ptr %70, align 8, !tbaa !9
  %73 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #18, !callees !49
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
  br i1 %92, label %38, label %81, !llvm.loop !50

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
  br i1 %129, label %93, label %94, !llvm.loop !51
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
  br i1 %49, label %10, label %28, !llvm.loop !52
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
  br i1 %26, label %9, label %12, !llvm.loop !53

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
  br i1 %46, label %27, label %29, !llvm.loop !54
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
  br i1 %47, label %9, label %36, !llvm.loop !55
}

; Function Attrs: nounwind uwtable
define internal double @moved_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %0, i32 noundef %3, i32 noundef %1) #18
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal fastcc double @moved_n(double noundef %0) unnamed_addr #0 {
  %2 = load i32, ptr @loop_n, align 4, !tbaa !13
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #19
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %79

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64
  %7 = tail call double @sin(double noundef %0) #18
  %8 = fadd double %7, 0.000000e+00
  store double %8, ptr %3, align 8, !tbaa !9
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %10, label %16

10:                                               ; preds = %27, %5
  %11 = phi ptr [ %3, %5 ], [ %29, %27 ]
  %12 = and i64 %6, 3
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %64, label %14

14:                                               ; preds = %10
  %15 = and i64 %6, 2147483644
  br label %42

16:                                               ; preds = %5, %27
  %17 = phi i64 [ %30, %27 ], [ 1, %5 ]
  %18 = phi ptr [ %29, %27 ], [ %3, %5 ]
  %19 = phi i32 [ %28, %27 ], [ 2, %5 ]
  %20 = sext i32 %19 to i64
  %21 = icmp slt i64 %17, %20
  br i1 %21, label %27, label %22

22:                                               ; preds = %16
  %23 = shl nsw i32 %19, 1
  %24 = sext i32 %23 to i64
  %25 = shl nsw i64 %24, 3
  %26 = tail call ptr @realloc(ptr noundef nonnull %18, i64 noundef %25) #20
  br label %27

27:                                               ; preds = %22, %16
  %28 = phi i32 [ %23, %22 ], [ %19, %16 ]
  %29 = phi ptr [ %26, %22 ], [ %18, %16 ]
  %30 = add nuw nsw i64 %17, 1
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = uitofp nneg i32 %31 to double
  %33 = fmul double %32, %0
  %34 = tail call double @sin(double noundef %33) #18
  %35 = add nsw i64 %17, -1
  %36 = getelementptr inbounds double, ptr %29, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %37, 5.000000e-01
  %39 = fadd double %34, %38
  %40 = getelementptr inbounds double, ptr %29, i64 %17
  store double %39, ptr %40, align 8, !tbaa !9
  %41 = icmp eq i64 %30, %6
  br i1 %41, label %10, label %16, !llvm.loop !56

42:                                               ; preds = %42, %14
  %43 = phi i64 [ 0, %14 ], [ %61, %42 ]
  %44 = phi double [ 0.000000e+00, %14 ], [ %60, %42 ]
  %45 = phi i64 [ 0, %14 ], [ %62, %42 ]
  %46 = getelementptr inbounds double, ptr %11, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %44)
  %49 = or disjoint i64 %43, 1
  %50 = getelementptr inbounds double, ptr %11, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %51, double %48)
  %53 = or disjoint i64 %43, 2
  %54 = getelementptr inbounds double, ptr %11, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %52)
  %57 = or disjoint i64 %43, 3
  %58 = getelementptr inbounds double, ptr %11, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %56)
  %61 = add nuw nsw i64 %43, 4
  %62 = add i64 %45, 4
  %63 = icmp eq i64 %62, %15
  br i1 %63, label %64, label %42, !llvm.loop !58

64:                                               ; preds = %42, %10
  %65 = phi double [ poison, %10 ], [ %60, %42 ]
  %66 = phi i64 [ 0, %10 ], [ %61, %42 ]
  %67 = phi double [ 0.000000e+00, %10 ], [ %60, %42 ]
  %68 = icmp eq i64 %12, 0
  br i1 %68, label %79, label %69

69:                                               ; preds = %64, %69
  %70 = phi i64 [ %76, %69 ], [ %66, %64 ]
  %71 = phi double [ %75, %69 ], [ %67, %64 ]
  %72 = phi i64 [ %77, %69 ], [ 0, %64 ]
  %73 = getelementptr inbounds double, ptr %11, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %71)
  %76 = add nuw nsw i64 %70, 1
  %77 = add i64 %72, 1
  %78 = icmp eq i64 %77, %12
  br i1 %78, label %79, label %69, !llvm.loop !59

79:                                               ; preds = %64, %69, %1
  %80 = phi ptr [ %3, %1 ], [ %11, %69 ], [ %11, %64 ]
  %81 = phi double [ 0.000000e+00, %1 ], [ %65, %64 ], [ %75, %69 ]
  tail call void @free(ptr noundef %80) #18
  ret double %81
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
  br i1 %15, label %4, label %16, !llvm.loop !40

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
  br i1 %42, label %10, label %17, !llvm.loop !56

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
  br i1 %57, label %58, label %48, !llvm.loop !60

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
  br i1 %82, label %43, label %61, !llvm.loop !58
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
  br i1 %20, label %21, label %14, !llvm.loop !61

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
  br i1 %35, label %10, label %23, !llvm.loop !41
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
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = distinct !{!44, !43}
!45 = distinct !{!45, !43}
!46 = distinct !{!46, !12}
!47 = distinct !{!47, !12}
!48 = distinct !{!48, !12, !17, !18}
!49 = !{ptr @chain, ptr @heap, ptr @rosen}
!50 = distinct !{!50, !12, !18, !17}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !12}
!53 = distinct !{!53, !12}
!54 = distinct !{!54, !12}
!55 = distinct !{!55, !12}
!56 = distinct !{!56, !12, !57}
!57 = !{!"llvm.loop.peeled.count", i32 1}
!58 = distinct !{!58, !12}
!59 = distinct !{!59, !43}
!60 = distinct !{!60, !43}
!61 = distinct !{!61, !43}
