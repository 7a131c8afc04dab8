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
  %71 = getelementptr inbounds i8, ptr %55, i64 8
  %72 = getelementptr inbounds i8, ptr %55, i64 8
  br label %73

73:                                               ; preds = %0, %833
  %74 = phi i32 [ 2, %0 ], [ %836, %833 ]
  %75 = load i64, ptr @rng_state, align 8, !tbaa !5
  %76 = zext nneg i32 %74 to i64
  %77 = add nsw i64 %76, -1
  %78 = and i64 %76, 1
  %79 = icmp eq i64 %77, 0
  br i1 %79, label %104, label %80

80:                                               ; preds = %73
  %81 = and i64 %76, 2147483646
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %101, %82 ]
  %84 = phi i64 [ %75, %80 ], [ %95, %82 ]
  %85 = phi i64 [ 0, %80 ], [ %102, %82 ]
  %86 = mul i64 %84, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = lshr i64 %87, 11
  %89 = uitofp nneg i64 %88 to double
  %90 = fmul double %89, 2.400000e+00
  %91 = call double @llvm.fmuladd.f64(double %90, double 0x3CA0000000000000, double -1.200000e+00)
  %92 = getelementptr inbounds double, ptr %62, i64 %83
  store double %91, ptr %92, align 16, !tbaa !9
  %93 = or disjoint i64 %83, 1
  %94 = mul i64 %87, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = lshr i64 %95, 11
  %97 = uitofp nneg i64 %96 to double
  %98 = fmul double %97, 2.400000e+00
  %99 = call double @llvm.fmuladd.f64(double %98, double 0x3CA0000000000000, double -1.200000e+00)
  %100 = getelementptr inbounds double, ptr %62, i64 %93
  store double %99, ptr %100, align 8, !tbaa !9
  %101 = add nuw nsw i64 %83, 2
  %102 = add i64 %85, 2
  %103 = icmp eq i64 %102, %81
  br i1 %103, label %104, label %82, !llvm.loop !11

104:                                              ; preds = %82, %73
  %105 = phi i64 [ poison, %73 ], [ %95, %82 ]
  %106 = phi i64 [ 0, %73 ], [ %101, %82 ]
  %107 = phi i64 [ %75, %73 ], [ %95, %82 ]
  %108 = icmp eq i64 %78, 0
  br i1 %108, label %117, label %109

109:                                              ; preds = %104
  %110 = mul i64 %107, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = lshr i64 %111, 11
  %113 = uitofp nneg i64 %112 to double
  %114 = fmul double %113, 2.400000e+00
  %115 = call double @llvm.fmuladd.f64(double %114, double 0x3CA0000000000000, double -1.200000e+00)
  %116 = getelementptr inbounds double, ptr %62, i64 %106
  store double %115, ptr %116, align 8, !tbaa !9
  br label %117

117:                                              ; preds = %104, %109
  %118 = phi i64 [ %105, %104 ], [ %111, %109 ]
  %119 = and i64 %76, 1
  %120 = icmp eq i64 %77, 0
  br i1 %120, label %145, label %121

121:                                              ; preds = %117
  %122 = and i64 %76, 2147483646
  br label %123

123:                                              ; preds = %123, %121
  %124 = phi i64 [ 0, %121 ], [ %142, %123 ]
  %125 = phi i64 [ %118, %121 ], [ %136, %123 ]
  %126 = phi i64 [ 0, %121 ], [ %143, %123 ]
  %127 = mul i64 %125, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = lshr i64 %128, 10
  %130 = and i64 %129, 18014398509481982
  %131 = uitofp nneg i64 %130 to double
  %132 = call double @llvm.fmuladd.f64(double %131, double 0x3CA0000000000000, double -1.000000e+00)
  %133 = getelementptr inbounds double, ptr %63, i64 %124
  store double %132, ptr %133, align 16, !tbaa !9
  %134 = or disjoint i64 %124, 1
  %135 = mul i64 %128, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = lshr i64 %136, 10
  %138 = and i64 %137, 18014398509481982
  %139 = uitofp nneg i64 %138 to double
  %140 = call double @llvm.fmuladd.f64(double %139, double 0x3CA0000000000000, double -1.000000e+00)
  %141 = getelementptr inbounds double, ptr %63, i64 %134
  store double %140, ptr %141, align 8, !tbaa !9
  %142 = add nuw nsw i64 %124, 2
  %143 = add i64 %126, 2
  %144 = icmp eq i64 %143, %122
  br i1 %144, label %145, label %123, !llvm.loop !11

145:                                              ; preds = %123, %117
  %146 = phi i64 [ poison, %117 ], [ %136, %123 ]
  %147 = phi i64 [ 0, %117 ], [ %142, %123 ]
  %148 = phi i64 [ %118, %117 ], [ %136, %123 ]
  %149 = icmp eq i64 %119, 0
  br i1 %149, label %158, label %150

150:                                              ; preds = %145
  %151 = mul i64 %148, 6364136223846793005
  %152 = add i64 %151, 1442695040888963407
  %153 = lshr i64 %152, 10
  %154 = and i64 %153, 18014398509481982
  %155 = uitofp nneg i64 %154 to double
  %156 = call double @llvm.fmuladd.f64(double %155, double 0x3CA0000000000000, double -1.000000e+00)
  %157 = getelementptr inbounds double, ptr %63, i64 %147
  store double %156, ptr %157, align 8, !tbaa !9
  br label %158

158:                                              ; preds = %145, %150
  %159 = phi i64 [ %146, %145 ], [ %152, %150 ]
  %160 = and i64 %76, 1
  %161 = icmp eq i64 %77, 0
  br i1 %161, label %186, label %162

162:                                              ; preds = %158
  %163 = and i64 %76, 2147483646
  br label %164

164:                                              ; preds = %164, %162
  %165 = phi i64 [ 0, %162 ], [ %183, %164 ]
  %166 = phi i64 [ %159, %162 ], [ %177, %164 ]
  %167 = phi i64 [ 0, %162 ], [ %184, %164 ]
  %168 = mul i64 %166, 6364136223846793005
  %169 = add i64 %168, 1442695040888963407
  %170 = lshr i64 %169, 10
  %171 = and i64 %170, 18014398509481982
  %172 = uitofp nneg i64 %171 to double
  %173 = call double @llvm.fmuladd.f64(double %172, double 0x3CA0000000000000, double -1.000000e+00)
  %174 = getelementptr inbounds double, ptr %64, i64 %165
  store double %173, ptr %174, align 16, !tbaa !9
  %175 = or disjoint i64 %165, 1
  %176 = mul i64 %169, 6364136223846793005
  %177 = add i64 %176, 1442695040888963407
  %178 = lshr i64 %177, 10
  %179 = and i64 %178, 18014398509481982
  %180 = uitofp nneg i64 %179 to double
  %181 = call double @llvm.fmuladd.f64(double %180, double 0x3CA0000000000000, double -1.000000e+00)
  %182 = getelementptr inbounds double, ptr %64, i64 %175
  store double %181, ptr %182, align 8, !tbaa !9
  %183 = add nuw nsw i64 %165, 2
  %184 = add i64 %167, 2
  %185 = icmp eq i64 %184, %163
  br i1 %185, label %186, label %164, !llvm.loop !11

186:                                              ; preds = %164, %158
  %187 = phi i64 [ poison, %158 ], [ %177, %164 ]
  %188 = phi i64 [ 0, %158 ], [ %183, %164 ]
  %189 = phi i64 [ %159, %158 ], [ %177, %164 ]
  %190 = icmp eq i64 %160, 0
  br i1 %190, label %199, label %191

191:                                              ; preds = %186
  %192 = mul i64 %189, 6364136223846793005
  %193 = add i64 %192, 1442695040888963407
  %194 = lshr i64 %193, 10
  %195 = and i64 %194, 18014398509481982
  %196 = uitofp nneg i64 %195 to double
  %197 = call double @llvm.fmuladd.f64(double %196, double 0x3CA0000000000000, double -1.000000e+00)
  %198 = getelementptr inbounds double, ptr %64, i64 %188
  store double %197, ptr %198, align 8, !tbaa !9
  br label %199

199:                                              ; preds = %186, %191
  %200 = phi i64 [ %187, %186 ], [ %193, %191 ]
  store i64 %200, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %66, i8 0, i64 72, i1 false)
  %201 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %202 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %201, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %201, ptr noundef nonnull %65, ptr noundef nonnull %66, i32 noundef %202, i32 noundef %74) #17
  %203 = shl nuw nsw i64 %76, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %68, i8 0, i64 %203, i1 false), !tbaa !9
  %204 = add nsw i32 %74, -1
  %205 = zext i32 %204 to i64
  %206 = load double, ptr %68, align 16
  br label %207

207:                                              ; preds = %207, %199
  %208 = phi double [ %206, %199 ], [ %242, %207 ]
  %209 = phi i64 [ 0, %199 ], [ %240, %207 ]
  %210 = phi i64 [ 1, %199 ], [ %239, %207 ]
  %211 = getelementptr inbounds double, ptr %62, i64 %209
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = fmul double %212, 1.200000e+03
  %214 = getelementptr inbounds double, ptr %62, i64 %210
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = fmul double %215, -4.000000e+02
  %217 = call double @llvm.fmuladd.f64(double %213, double %212, double %216)
  %218 = fadd double %217, 2.000000e+00
  %219 = fmul double %212, -4.000000e+02
  %220 = getelementptr inbounds double, ptr %63, i64 %209
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = getelementptr inbounds double, ptr %63, i64 %210
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = getelementptr inbounds double, ptr %68, i64 %209
  %225 = getelementptr inbounds double, ptr %68, i64 %210
  %226 = load double, ptr %225, align 8, !tbaa !9
  %227 = insertelement <2 x double> <double poison, double 2.000000e+02>, double %219, i64 0
  %228 = insertelement <2 x double> poison, double %223, i64 0
  %229 = shufflevector <2 x double> %228, <2 x double> poison, <2 x i32> zeroinitializer
  %230 = fmul <2 x double> %227, %229
  %231 = insertelement <2 x double> poison, double %218, i64 0
  %232 = insertelement <2 x double> %231, double %219, i64 1
  %233 = insertelement <2 x double> poison, double %221, i64 0
  %234 = shufflevector <2 x double> %233, <2 x double> poison, <2 x i32> zeroinitializer
  %235 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %232, <2 x double> %234, <2 x double> %230)
  %236 = insertelement <2 x double> poison, double %208, i64 0
  %237 = insertelement <2 x double> %236, double %226, i64 1
  %238 = fadd <2 x double> %237, %235
  store <2 x double> %238, ptr %224, align 8, !tbaa !9
  %239 = add nuw nsw i64 %210, 1
  %240 = add nuw nsw i64 %209, 1
  %241 = icmp eq i64 %240, %205
  %242 = extractelement <2 x double> %238, i64 1
  br i1 %241, label %446, label %207, !llvm.loop !15

243:                                              ; preds = %475
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %60, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %61) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %61, i8 0, i64 72, i1 false)
  %244 = icmp ult i32 %74, 2
  br i1 %244, label %245, label %247

245:                                              ; preds = %261, %243
  %246 = phi i64 [ 0, %243 ], [ %248, %261 ]
  br label %268

247:                                              ; preds = %243
  %248 = and i64 %76, 2147483646
  br label %249

249:                                              ; preds = %249, %247
  %250 = phi i64 [ 0, %247 ], [ %259, %249 ]
  %251 = getelementptr inbounds double, ptr %62, i64 %250
  %252 = load <2 x double>, ptr %251, align 16, !tbaa !9
  %253 = getelementptr inbounds double, ptr %63, i64 %250
  %254 = load <2 x double>, ptr %253, align 16, !tbaa !9
  %255 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %252)
  %256 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %250
  store <2 x double> %255, ptr %256, align 16, !tbaa !9
  %257 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %252)
  %258 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %250
  store <2 x double> %257, ptr %258, align 16, !tbaa !9
  %259 = add nuw i64 %250, 2
  %260 = icmp eq i64 %259, %248
  br i1 %260, label %261, label %249, !llvm.loop !16

261:                                              ; preds = %249
  %262 = icmp eq i64 %248, %76
  br i1 %262, label %263, label %245

263:                                              ; preds = %268, %261
  %264 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %265 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %264, ptr noundef nonnull %58, ptr noundef nonnull %60, i32 noundef %265, i32 noundef %74) #17
  %266 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %267 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %266, ptr noundef nonnull %59, ptr noundef nonnull %61, i32 noundef %267, i32 noundef %74) #17
  br label %280

268:                                              ; preds = %245, %268
  %269 = phi i64 [ %278, %268 ], [ %246, %245 ]
  %270 = getelementptr inbounds double, ptr %62, i64 %269
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = getelementptr inbounds double, ptr %63, i64 %269
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = call double @llvm.fmuladd.f64(double %273, double 0x3EB0C6F7A0B5ED8D, double %271)
  %275 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %269
  store double %274, ptr %275, align 8, !tbaa !9
  %276 = call double @llvm.fmuladd.f64(double %273, double 0xBEB0C6F7A0B5ED8D, double %271)
  %277 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %269
  store double %276, ptr %277, align 8, !tbaa !9
  %278 = add nuw nsw i64 %269, 1
  %279 = icmp eq i64 %278, %76
  br i1 %279, label %263, label %268, !llvm.loop !19

280:                                              ; preds = %313, %263
  %281 = phi i64 [ 0, %263 ], [ %314, %313 ]
  %282 = getelementptr inbounds double, ptr %66, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %281
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = getelementptr inbounds [9 x double], ptr %61, i64 0, i64 %281
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = fsub double %285, %287
  %289 = fdiv double %288, 2.000000e-06
  %290 = call double @llvm.fabs.f64(double %289)
  %291 = fcmp ogt double %290, 1.000000e+00
  %292 = select i1 %291, double %290, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double %283, ptr %57, align 8, !tbaa !9
  %293 = load volatile double, ptr %57, align 8, !tbaa !9
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = fcmp ueq double %294, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %295, label %308, label %296

296:                                              ; preds = %280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %289, ptr %56, align 8, !tbaa !9
  %297 = load volatile double, ptr %56, align 8, !tbaa !9
  %298 = call double @llvm.fabs.f64(double %297)
  %299 = fcmp ueq double %298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %299, label %308, label %300

300:                                              ; preds = %296
  %301 = fsub double %283, %289
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fmul double %292, 1.000000e-05
  %304 = fcmp ugt double %302, %303
  br i1 %304, label %308, label %305

305:                                              ; preds = %300
  %306 = trunc nuw nsw i64 %281 to i32
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.1, i32 noundef %306, double noundef %283, double noundef %289, ptr noundef nonnull @.str.30)
  br label %313

308:                                              ; preds = %300, %296, %280
  %309 = trunc nuw nsw i64 %281 to i32
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.1, i32 noundef %309, double noundef %283, double noundef %289, ptr noundef nonnull @.str.31)
  %311 = load i32, ptr @n_fail, align 4, !tbaa !13
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr @n_fail, align 4, !tbaa !13
  br label %313

313:                                              ; preds = %308, %305
  %314 = add nuw nsw i64 %281, 1
  %315 = icmp eq i64 %314, %76
  br i1 %315, label %316, label %280, !llvm.loop !20

316:                                              ; preds = %313
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %61) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #17
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %66, i32 noundef %74)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %69) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %69, i8 0, i64 72, i1 false)
  %317 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %318 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %317, ptr noundef nonnull %62, ptr noundef nonnull %69, i32 noundef %318, i32 noundef %74) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %55, ptr noundef nonnull readonly align 16 dereferenceable(1) %62, i64 %203, i1 false)
  %319 = icmp ugt i32 %74, 1
  %320 = add nsw i64 %205, -1
  %321 = and i64 %205, 1
  %322 = icmp eq i64 %320, 0
  %323 = and i64 %205, 4294967294
  %324 = icmp eq i64 %321, 0
  %325 = and i64 %205, 1
  %326 = icmp eq i64 %320, 0
  %327 = and i64 %205, 4294967294
  %328 = icmp eq i64 %325, 0
  br label %329

329:                                              ; preds = %316, %438
  %330 = phi i64 [ %443, %438 ], [ 0, %316 ]
  %331 = getelementptr inbounds double, ptr %62, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fcmp ogt double %333, 1.000000e+00
  %335 = select i1 %334, double %333, double 1.000000e+00
  %336 = fmul double %335, 1.000000e-05
  %337 = fadd double %332, %336
  %338 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %330
  store double %337, ptr %338, align 8, !tbaa !9
  br i1 %319, label %339, label %438

339:                                              ; preds = %329
  br i1 %322, label %369, label %340

340:                                              ; preds = %339, %340
  %341 = phi i64 [ %366, %340 ], [ 0, %339 ]
  %342 = phi i64 [ %365, %340 ], [ 1, %339 ]
  %343 = phi double [ %364, %340 ], [ 0.000000e+00, %339 ]
  %344 = phi i64 [ %367, %340 ], [ 0, %339 ]
  %345 = getelementptr inbounds double, ptr %55, i64 %342
  %346 = load double, ptr %345, align 8, !tbaa !9
  %347 = getelementptr inbounds double, ptr %55, i64 %341
  %348 = load double, ptr %347, align 16, !tbaa !9
  %349 = fneg double %348
  %350 = call double @llvm.fmuladd.f64(double %349, double %348, double %346)
  %351 = fsub double 1.000000e+00, %348
  %352 = fmul double %350, 1.000000e+02
  %353 = fmul double %351, %351
  %354 = call double @llvm.fmuladd.f64(double %352, double %350, double %353)
  %355 = fadd double %343, %354
  %356 = getelementptr inbounds double, ptr %71, i64 %342
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = fneg double %346
  %359 = call double @llvm.fmuladd.f64(double %358, double %346, double %357)
  %360 = fsub double 1.000000e+00, %346
  %361 = fmul double %359, 1.000000e+02
  %362 = fmul double %360, %360
  %363 = call double @llvm.fmuladd.f64(double %361, double %359, double %362)
  %364 = fadd double %355, %363
  %365 = add nuw nsw i64 %342, 2
  %366 = add nuw nsw i64 %341, 2
  %367 = add i64 %344, 2
  %368 = icmp eq i64 %367, %323
  br i1 %368, label %369, label %340, !llvm.loop !21

369:                                              ; preds = %340, %339
  %370 = phi double [ poison, %339 ], [ %364, %340 ]
  %371 = phi i64 [ 0, %339 ], [ %366, %340 ]
  %372 = phi i64 [ 1, %339 ], [ %365, %340 ]
  %373 = phi double [ 0.000000e+00, %339 ], [ %364, %340 ]
  br i1 %324, label %386, label %374

374:                                              ; preds = %369
  %375 = getelementptr inbounds double, ptr %55, i64 %372
  %376 = load double, ptr %375, align 8, !tbaa !9
  %377 = getelementptr inbounds double, ptr %55, i64 %371
  %378 = load double, ptr %377, align 8, !tbaa !9
  %379 = fneg double %378
  %380 = call double @llvm.fmuladd.f64(double %379, double %378, double %376)
  %381 = fsub double 1.000000e+00, %378
  %382 = fmul double %380, 1.000000e+02
  %383 = fmul double %381, %381
  %384 = call double @llvm.fmuladd.f64(double %382, double %380, double %383)
  %385 = fadd double %373, %384
  br label %386

386:                                              ; preds = %369, %374
  %387 = phi double [ %370, %369 ], [ %385, %374 ]
  %388 = fsub double %332, %336
  store double %388, ptr %338, align 8, !tbaa !9
  br i1 %326, label %418, label %389

389:                                              ; preds = %386, %389
  %390 = phi i64 [ %415, %389 ], [ 0, %386 ]
  %391 = phi i64 [ %414, %389 ], [ 1, %386 ]
  %392 = phi double [ %413, %389 ], [ 0.000000e+00, %386 ]
  %393 = phi i64 [ %416, %389 ], [ 0, %386 ]
  %394 = getelementptr inbounds double, ptr %55, i64 %391
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = getelementptr inbounds double, ptr %55, i64 %390
  %397 = load double, ptr %396, align 16, !tbaa !9
  %398 = fneg double %397
  %399 = call double @llvm.fmuladd.f64(double %398, double %397, double %395)
  %400 = fsub double 1.000000e+00, %397
  %401 = fmul double %399, 1.000000e+02
  %402 = fmul double %400, %400
  %403 = call double @llvm.fmuladd.f64(double %401, double %399, double %402)
  %404 = fadd double %392, %403
  %405 = getelementptr inbounds double, ptr %72, i64 %391
  %406 = load double, ptr %405, align 8, !tbaa !9
  %407 = fneg double %395
  %408 = call double @llvm.fmuladd.f64(double %407, double %395, double %406)
  %409 = fsub double 1.000000e+00, %395
  %410 = fmul double %408, 1.000000e+02
  %411 = fmul double %409, %409
  %412 = call double @llvm.fmuladd.f64(double %410, double %408, double %411)
  %413 = fadd double %404, %412
  %414 = add nuw nsw i64 %391, 2
  %415 = add nuw nsw i64 %390, 2
  %416 = add i64 %393, 2
  %417 = icmp eq i64 %416, %327
  br i1 %417, label %418, label %389, !llvm.loop !21

418:                                              ; preds = %389, %386
  %419 = phi double [ poison, %386 ], [ %413, %389 ]
  %420 = phi i64 [ 0, %386 ], [ %415, %389 ]
  %421 = phi i64 [ 1, %386 ], [ %414, %389 ]
  %422 = phi double [ 0.000000e+00, %386 ], [ %413, %389 ]
  br i1 %328, label %435, label %423

423:                                              ; preds = %418
  %424 = getelementptr inbounds double, ptr %55, i64 %421
  %425 = load double, ptr %424, align 8, !tbaa !9
  %426 = getelementptr inbounds double, ptr %55, i64 %420
  %427 = load double, ptr %426, align 8, !tbaa !9
  %428 = fneg double %427
  %429 = call double @llvm.fmuladd.f64(double %428, double %427, double %425)
  %430 = fsub double 1.000000e+00, %427
  %431 = fmul double %429, 1.000000e+02
  %432 = fmul double %430, %430
  %433 = call double @llvm.fmuladd.f64(double %431, double %429, double %432)
  %434 = fadd double %422, %433
  br label %435

435:                                              ; preds = %418, %423
  %436 = phi double [ %419, %418 ], [ %434, %423 ]
  %437 = fsub double %387, %436
  br label %438

438:                                              ; preds = %329, %435
  %439 = phi double [ %437, %435 ], [ 0.000000e+00, %329 ]
  store double %332, ptr %338, align 8, !tbaa !9
  %440 = fmul double %336, 2.000000e+00
  %441 = fdiv double %439, %440
  %442 = getelementptr inbounds double, ptr %68, i64 %330
  store double %441, ptr %442, align 8, !tbaa !9
  %443 = add nuw nsw i64 %330, 1
  %444 = icmp eq i64 %443, %76
  br i1 %444, label %445, label %329, !llvm.loop !22

445:                                              ; preds = %438
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #17
  br label %478

446:                                              ; preds = %207, %475
  %447 = phi i64 [ %476, %475 ], [ 0, %207 ]
  %448 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %447
  %449 = load double, ptr %448, align 8, !tbaa !9
  %450 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %447
  %451 = load double, ptr %450, align 8, !tbaa !9
  %452 = call double @llvm.fabs.f64(double %451)
  %453 = fcmp ogt double %452, 1.000000e+00
  %454 = select i1 %453, double %452, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %449, ptr %54, align 8, !tbaa !9
  %455 = load volatile double, ptr %54, align 8, !tbaa !9
  %456 = call double @llvm.fabs.f64(double %455)
  %457 = fcmp ueq double %456, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %457, label %470, label %458

458:                                              ; preds = %446
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %451, ptr %53, align 8, !tbaa !9
  %459 = load volatile double, ptr %53, align 8, !tbaa !9
  %460 = call double @llvm.fabs.f64(double %459)
  %461 = fcmp ueq double %460, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %461, label %470, label %462

462:                                              ; preds = %458
  %463 = fsub double %449, %451
  %464 = call double @llvm.fabs.f64(double %463)
  %465 = fmul double %454, 1.000000e-10
  %466 = fcmp ugt double %464, %465
  br i1 %466, label %470, label %467

467:                                              ; preds = %462
  %468 = trunc nuw nsw i64 %447 to i32
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str, i32 noundef %468, double noundef %449, double noundef %451, ptr noundef nonnull @.str.30)
  br label %475

470:                                              ; preds = %462, %458, %446
  %471 = trunc nuw nsw i64 %447 to i32
  %472 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str, i32 noundef %471, double noundef %449, double noundef %451, ptr noundef nonnull @.str.31)
  %473 = load i32, ptr @n_fail, align 4, !tbaa !13
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr @n_fail, align 4, !tbaa !13
  br label %475

475:                                              ; preds = %467, %470
  %476 = add nuw nsw i64 %447, 1
  %477 = icmp eq i64 %476, %76
  br i1 %477, label %243, label %446, !llvm.loop !23

478:                                              ; preds = %445, %507
  %479 = phi i64 [ 0, %445 ], [ %508, %507 ]
  %480 = getelementptr inbounds [9 x double], ptr %69, i64 0, i64 %479
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %479
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = call double @llvm.fabs.f64(double %483)
  %485 = fcmp ogt double %484, 1.000000e+00
  %486 = select i1 %485, double %484, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %481, ptr %52, align 8, !tbaa !9
  %487 = load volatile double, ptr %52, align 8, !tbaa !9
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %489, label %502, label %490

490:                                              ; preds = %478
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double %483, ptr %51, align 8, !tbaa !9
  %491 = load volatile double, ptr %51, align 8, !tbaa !9
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ueq double %492, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %493, label %502, label %494

494:                                              ; preds = %490
  %495 = fsub double %481, %483
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fmul double %486, 0x3EB0C6F7A0B5ED8D
  %498 = fcmp ugt double %496, %497
  br i1 %498, label %502, label %499

499:                                              ; preds = %494
  %500 = trunc nuw nsw i64 %479 to i32
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.3, i32 noundef %500, double noundef %481, double noundef %483, ptr noundef nonnull @.str.30)
  br label %507

502:                                              ; preds = %494, %490, %478
  %503 = trunc nuw nsw i64 %479 to i32
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.3, i32 noundef %503, double noundef %481, double noundef %483, ptr noundef nonnull @.str.31)
  %505 = load i32, ptr @n_fail, align 4, !tbaa !13
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @n_fail, align 4, !tbaa !13
  br label %507

507:                                              ; preds = %499, %502
  %508 = add nuw nsw i64 %479, 1
  %509 = icmp eq i64 %508, %76
  br i1 %509, label %590, label %478, !llvm.loop !24

510:                                              ; preds = %619
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %66, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %67, i8 0, i64 72, i1 false)
  %511 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %512 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %511, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %511, ptr noundef nonnull %65, ptr noundef nonnull %66, i32 noundef %512, i32 noundef %74) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  %513 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %514 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %513, ptr noundef nonnull %62, ptr noundef nonnull %64, i32 noundef %513, ptr noundef nonnull %65, ptr noundef nonnull %67, i32 noundef %514, i32 noundef %74) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %49, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %50, i8 0, i64 72, i1 false)
  %515 = icmp ult i32 %74, 2
  br i1 %515, label %516, label %518

516:                                              ; preds = %532, %510
  %517 = phi i64 [ 0, %510 ], [ %519, %532 ]
  br label %539

518:                                              ; preds = %510
  %519 = and i64 %76, 2147483646
  br label %520

520:                                              ; preds = %520, %518
  %521 = phi i64 [ 0, %518 ], [ %530, %520 ]
  %522 = getelementptr inbounds double, ptr %62, i64 %521
  %523 = load <2 x double>, ptr %522, align 16, !tbaa !9
  %524 = getelementptr inbounds double, ptr %63, i64 %521
  %525 = load <2 x double>, ptr %524, align 16, !tbaa !9
  %526 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %525, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %523)
  %527 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %521
  store <2 x double> %526, ptr %527, align 16, !tbaa !9
  %528 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %525, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %523)
  %529 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %521
  store <2 x double> %528, ptr %529, align 16, !tbaa !9
  %530 = add nuw i64 %521, 2
  %531 = icmp eq i64 %530, %519
  br i1 %531, label %532, label %520, !llvm.loop !25

532:                                              ; preds = %520
  %533 = icmp eq i64 %519, %76
  br i1 %533, label %534, label %516

534:                                              ; preds = %539, %532
  %535 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %536 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %535, ptr noundef nonnull %47, ptr noundef nonnull %49, i32 noundef %536, i32 noundef %74) #17
  %537 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %538 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %537, ptr noundef nonnull %48, ptr noundef nonnull %50, i32 noundef %538, i32 noundef %74) #17
  br label %551

539:                                              ; preds = %516, %539
  %540 = phi i64 [ %549, %539 ], [ %517, %516 ]
  %541 = getelementptr inbounds double, ptr %62, i64 %540
  %542 = load double, ptr %541, align 8, !tbaa !9
  %543 = getelementptr inbounds double, ptr %63, i64 %540
  %544 = load double, ptr %543, align 8, !tbaa !9
  %545 = call double @llvm.fmuladd.f64(double %544, double 0x3EB0C6F7A0B5ED8D, double %542)
  %546 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %540
  store double %545, ptr %546, align 8, !tbaa !9
  %547 = call double @llvm.fmuladd.f64(double %544, double 0xBEB0C6F7A0B5ED8D, double %542)
  %548 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %540
  store double %547, ptr %548, align 8, !tbaa !9
  %549 = add nuw nsw i64 %540, 1
  %550 = icmp eq i64 %549, %76
  br i1 %550, label %534, label %539, !llvm.loop !26

551:                                              ; preds = %584, %534
  %552 = phi i64 [ 0, %534 ], [ %585, %584 ]
  %553 = getelementptr inbounds double, ptr %66, i64 %552
  %554 = load double, ptr %553, align 8, !tbaa !9
  %555 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %552
  %556 = load double, ptr %555, align 8, !tbaa !9
  %557 = getelementptr inbounds [9 x double], ptr %50, i64 0, i64 %552
  %558 = load double, ptr %557, align 8, !tbaa !9
  %559 = fsub double %556, %558
  %560 = fdiv double %559, 2.000000e-06
  %561 = call double @llvm.fabs.f64(double %560)
  %562 = fcmp ogt double %561, 1.000000e+00
  %563 = select i1 %562, double %561, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %554, ptr %46, align 8, !tbaa !9
  %564 = load volatile double, ptr %46, align 8, !tbaa !9
  %565 = call double @llvm.fabs.f64(double %564)
  %566 = fcmp ueq double %565, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %566, label %579, label %567

567:                                              ; preds = %551
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %560, ptr %45, align 8, !tbaa !9
  %568 = load volatile double, ptr %45, align 8, !tbaa !9
  %569 = call double @llvm.fabs.f64(double %568)
  %570 = fcmp ueq double %569, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %570, label %579, label %571

571:                                              ; preds = %567
  %572 = fsub double %554, %560
  %573 = call double @llvm.fabs.f64(double %572)
  %574 = fmul double %563, 1.000000e-05
  %575 = fcmp ugt double %573, %574
  br i1 %575, label %579, label %576

576:                                              ; preds = %571
  %577 = trunc nuw nsw i64 %552 to i32
  %578 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.5, i32 noundef %577, double noundef %554, double noundef %560, ptr noundef nonnull @.str.30)
  br label %584

579:                                              ; preds = %571, %567, %551
  %580 = trunc nuw nsw i64 %552 to i32
  %581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.5, i32 noundef %580, double noundef %554, double noundef %560, ptr noundef nonnull @.str.31)
  %582 = load i32, ptr @n_fail, align 4, !tbaa !13
  %583 = add nsw i32 %582, 1
  store i32 %583, ptr @n_fail, align 4, !tbaa !13
  br label %584

584:                                              ; preds = %579, %576
  %585 = add nuw nsw i64 %552, 1
  %586 = icmp eq i64 %585, %76
  br i1 %586, label %587, label %551, !llvm.loop !20

587:                                              ; preds = %584
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #17
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %66, i32 noundef %74)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %70) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %70, i8 0, i64 72, i1 false)
  %588 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %589 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %588, ptr noundef nonnull %62, ptr noundef nonnull %70, i32 noundef %589, ptr noundef nonnull %63, i32 noundef %589, i32 noundef %74) #17
  br label %622

590:                                              ; preds = %507, %619
  %591 = phi i64 [ %620, %619 ], [ 0, %507 ]
  %592 = getelementptr inbounds [9 x double], ptr %65, i64 0, i64 %591
  %593 = load double, ptr %592, align 8, !tbaa !9
  %594 = getelementptr inbounds [9 x double], ptr %68, i64 0, i64 %591
  %595 = load double, ptr %594, align 8, !tbaa !9
  %596 = call double @llvm.fabs.f64(double %595)
  %597 = fcmp ogt double %596, 1.000000e+00
  %598 = select i1 %597, double %596, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %593, ptr %44, align 8, !tbaa !9
  %599 = load volatile double, ptr %44, align 8, !tbaa !9
  %600 = call double @llvm.fabs.f64(double %599)
  %601 = fcmp ueq double %600, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %601, label %614, label %602

602:                                              ; preds = %590
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %595, ptr %43, align 8, !tbaa !9
  %603 = load volatile double, ptr %43, align 8, !tbaa !9
  %604 = call double @llvm.fabs.f64(double %603)
  %605 = fcmp ueq double %604, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %605, label %614, label %606

606:                                              ; preds = %602
  %607 = fsub double %593, %595
  %608 = call double @llvm.fabs.f64(double %607)
  %609 = fmul double %598, 0x3EB0C6F7A0B5ED8D
  %610 = fcmp ugt double %608, %609
  br i1 %610, label %614, label %611

611:                                              ; preds = %606
  %612 = trunc nuw nsw i64 %591 to i32
  %613 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.4, i32 noundef %612, double noundef %593, double noundef %595, ptr noundef nonnull @.str.30)
  br label %619

614:                                              ; preds = %606, %602, %590
  %615 = trunc nuw nsw i64 %591 to i32
  %616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.4, i32 noundef %615, double noundef %593, double noundef %595, ptr noundef nonnull @.str.31)
  %617 = load i32, ptr @n_fail, align 4, !tbaa !13
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr @n_fail, align 4, !tbaa !13
  br label %619

619:                                              ; preds = %611, %614
  %620 = add nuw nsw i64 %591, 1
  %621 = icmp eq i64 %620, %76
  br i1 %621, label %510, label %590, !llvm.loop !27

622:                                              ; preds = %587, %651
  %623 = phi i64 [ 0, %587 ], [ %652, %651 ]
  %624 = getelementptr inbounds [9 x double], ptr %70, i64 0, i64 %623
  %625 = load double, ptr %624, align 8, !tbaa !9
  %626 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %623
  %627 = load double, ptr %626, align 8, !tbaa !9
  %628 = call double @llvm.fabs.f64(double %627)
  %629 = fcmp ogt double %628, 1.000000e+00
  %630 = select i1 %629, double %628, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %625, ptr %42, align 8, !tbaa !9
  %631 = load volatile double, ptr %42, align 8, !tbaa !9
  %632 = call double @llvm.fabs.f64(double %631)
  %633 = fcmp ueq double %632, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %633, label %646, label %634

634:                                              ; preds = %622
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %627, ptr %41, align 8, !tbaa !9
  %635 = load volatile double, ptr %41, align 8, !tbaa !9
  %636 = call double @llvm.fabs.f64(double %635)
  %637 = fcmp ueq double %636, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %637, label %646, label %638

638:                                              ; preds = %634
  %639 = fsub double %625, %627
  %640 = call double @llvm.fabs.f64(double %639)
  %641 = fmul double %630, 1.000000e-10
  %642 = fcmp ugt double %640, %641
  br i1 %642, label %646, label %643

643:                                              ; preds = %638
  %644 = trunc nuw nsw i64 %623 to i32
  %645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.7, i32 noundef %644, double noundef %625, double noundef %627, ptr noundef nonnull @.str.30)
  br label %651

646:                                              ; preds = %638, %634, %622
  %647 = trunc nuw nsw i64 %623 to i32
  %648 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.7, i32 noundef %647, double noundef %625, double noundef %627, ptr noundef nonnull @.str.31)
  %649 = load i32, ptr @n_fail, align 4, !tbaa !13
  %650 = add nsw i32 %649, 1
  store i32 %650, ptr @n_fail, align 4, !tbaa !13
  br label %651

651:                                              ; preds = %643, %646
  %652 = add nuw nsw i64 %623, 1
  %653 = icmp eq i64 %652, %76
  br i1 %653, label %654, label %622, !llvm.loop !28

654:                                              ; preds = %651
  %655 = and i64 %76, 1
  %656 = icmp eq i32 %74, 1
  br i1 %656, label %659, label %657

657:                                              ; preds = %654
  %658 = and i64 %76, 2147483646
  br label %724

659:                                              ; preds = %724, %654
  %660 = phi <2 x double> [ poison, %654 ], [ %754, %724 ]
  %661 = phi i64 [ 0, %654 ], [ %755, %724 ]
  %662 = phi <2 x double> [ zeroinitializer, %654 ], [ %754, %724 ]
  %663 = icmp eq i64 %655, 0
  br i1 %663, label %678, label %664

664:                                              ; preds = %659
  %665 = getelementptr inbounds [9 x double], ptr %64, i64 0, i64 %661
  %666 = load double, ptr %665, align 8, !tbaa !9
  %667 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %661
  %668 = load double, ptr %667, align 8, !tbaa !9
  %669 = getelementptr inbounds [9 x double], ptr %63, i64 0, i64 %661
  %670 = load double, ptr %669, align 8, !tbaa !9
  %671 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %661
  %672 = load double, ptr %671, align 8, !tbaa !9
  %673 = insertelement <2 x double> poison, double %666, i64 0
  %674 = insertelement <2 x double> %673, double %670, i64 1
  %675 = insertelement <2 x double> poison, double %668, i64 0
  %676 = insertelement <2 x double> %675, double %672, i64 1
  %677 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %674, <2 x double> %676, <2 x double> %662)
  br label %678

678:                                              ; preds = %659, %664
  %679 = phi <2 x double> [ %660, %659 ], [ %677, %664 ]
  %680 = extractelement <2 x double> %679, i64 1
  %681 = call double @llvm.fabs.f64(double %680)
  %682 = fcmp ogt double %681, 1.000000e+00
  %683 = select i1 %682, double %681, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  %684 = extractelement <2 x double> %679, i64 0
  store volatile double %684, ptr %40, align 8, !tbaa !9
  %685 = load volatile double, ptr %40, align 8, !tbaa !9
  %686 = call double @llvm.fabs.f64(double %685)
  %687 = fcmp ueq double %686, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %687, label %699, label %688

688:                                              ; preds = %678
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %680, ptr %39, align 8, !tbaa !9
  %689 = load volatile double, ptr %39, align 8, !tbaa !9
  %690 = call double @llvm.fabs.f64(double %689)
  %691 = fcmp ueq double %690, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %691, label %699, label %692

692:                                              ; preds = %688
  %693 = fsub double %684, %680
  %694 = call double @llvm.fabs.f64(double %693)
  %695 = fmul double %683, 1.000000e-10
  %696 = fcmp ugt double %694, %695
  br i1 %696, label %699, label %697

697:                                              ; preds = %692
  %698 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.8, i32 noundef %74, double noundef %684, double noundef %680, ptr noundef nonnull @.str.30)
  br label %703

699:                                              ; preds = %692, %688, %678
  %700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.8, i32 noundef %74, double noundef %684, double noundef %680, ptr noundef nonnull @.str.31)
  %701 = load i32, ptr @n_fail, align 4, !tbaa !13
  %702 = add nsw i32 %701, 1
  store i32 %702, ptr @n_fail, align 4, !tbaa !13
  br label %703

703:                                              ; preds = %697, %699
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %65, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %66, i8 0, i64 72, i1 false)
  %704 = icmp ult i32 %74, 4
  br i1 %704, label %705, label %707

705:                                              ; preds = %722, %703
  %706 = phi i64 [ 0, %703 ], [ %708, %722 ]
  br label %838

707:                                              ; preds = %703
  %708 = and i64 %76, 2147483644
  br label %709

709:                                              ; preds = %709, %707
  %710 = phi i64 [ 0, %707 ], [ %719, %709 ]
  %711 = phi <2 x i32> [ <i32 0, i32 1>, %707 ], [ %720, %709 ]
  %712 = add <2 x i32> %711, <i32 2, i32 2>
  %713 = uitofp <2 x i32> %711 to <2 x double>
  %714 = uitofp <2 x i32> %712 to <2 x double>
  %715 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %713, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %716 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %714, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %717 = getelementptr inbounds [9 x double], ptr %62, i64 0, i64 %710
  %718 = getelementptr inbounds i8, ptr %717, i64 16
  store <2 x double> %715, ptr %717, align 16, !tbaa !9
  store <2 x double> %716, ptr %718, align 16, !tbaa !9
  %719 = add nuw i64 %710, 4
  %720 = add <2 x i32> %711, <i32 4, i32 4>
  %721 = icmp eq i64 %719, %708
  br i1 %721, label %722, label %709, !llvm.loop !29

722:                                              ; preds = %709
  %723 = icmp eq i64 %708, %76
  br i1 %723, label %758, label %705

724:                                              ; preds = %724, %657
  %725 = phi i64 [ 0, %657 ], [ %755, %724 ]
  %726 = phi <2 x double> [ zeroinitializer, %657 ], [ %754, %724 ]
  %727 = phi i64 [ 0, %657 ], [ %756, %724 ]
  %728 = getelementptr inbounds [9 x double], ptr %64, i64 0, i64 %725
  %729 = load double, ptr %728, align 16, !tbaa !9
  %730 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %725
  %731 = load double, ptr %730, align 16, !tbaa !9
  %732 = getelementptr inbounds [9 x double], ptr %63, i64 0, i64 %725
  %733 = load double, ptr %732, align 16, !tbaa !9
  %734 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %725
  %735 = load double, ptr %734, align 16, !tbaa !9
  %736 = insertelement <2 x double> poison, double %729, i64 0
  %737 = insertelement <2 x double> %736, double %733, i64 1
  %738 = insertelement <2 x double> poison, double %731, i64 0
  %739 = insertelement <2 x double> %738, double %735, i64 1
  %740 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %737, <2 x double> %739, <2 x double> %726)
  %741 = or disjoint i64 %725, 1
  %742 = getelementptr inbounds [9 x double], ptr %64, i64 0, i64 %741
  %743 = load double, ptr %742, align 8, !tbaa !9
  %744 = getelementptr inbounds [9 x double], ptr %66, i64 0, i64 %741
  %745 = load double, ptr %744, align 8, !tbaa !9
  %746 = getelementptr inbounds [9 x double], ptr %63, i64 0, i64 %741
  %747 = load double, ptr %746, align 8, !tbaa !9
  %748 = getelementptr inbounds [9 x double], ptr %67, i64 0, i64 %741
  %749 = load double, ptr %748, align 8, !tbaa !9
  %750 = insertelement <2 x double> poison, double %743, i64 0
  %751 = insertelement <2 x double> %750, double %747, i64 1
  %752 = insertelement <2 x double> poison, double %745, i64 0
  %753 = insertelement <2 x double> %752, double %749, i64 1
  %754 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %751, <2 x double> %753, <2 x double> %740)
  %755 = add nuw nsw i64 %725, 2
  %756 = add i64 %727, 2
  %757 = icmp eq i64 %756, %658
  br i1 %757, label %659, label %724, !llvm.loop !30

758:                                              ; preds = %838, %722
  %759 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %760 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %759, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %759, ptr noundef nonnull %65, ptr noundef nonnull %66, i32 noundef %760, i32 noundef %74) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %35) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %36) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %37) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %37, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %38) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %38, i8 0, i64 72, i1 false)
  %761 = icmp ult i32 %74, 2
  br i1 %761, label %762, label %764

762:                                              ; preds = %778, %758
  %763 = phi i64 [ 0, %758 ], [ %765, %778 ]
  br label %785

764:                                              ; preds = %758
  %765 = and i64 %76, 2147483646
  br label %766

766:                                              ; preds = %766, %764
  %767 = phi i64 [ 0, %764 ], [ %776, %766 ]
  %768 = getelementptr inbounds double, ptr %62, i64 %767
  %769 = load <2 x double>, ptr %768, align 16, !tbaa !9
  %770 = getelementptr inbounds double, ptr %63, i64 %767
  %771 = load <2 x double>, ptr %770, align 16, !tbaa !9
  %772 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %771, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %769)
  %773 = getelementptr inbounds [9 x double], ptr %35, i64 0, i64 %767
  store <2 x double> %772, ptr %773, align 16, !tbaa !9
  %774 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %771, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %769)
  %775 = getelementptr inbounds [9 x double], ptr %36, i64 0, i64 %767
  store <2 x double> %774, ptr %775, align 16, !tbaa !9
  %776 = add nuw i64 %767, 2
  %777 = icmp eq i64 %776, %765
  br i1 %777, label %778, label %766, !llvm.loop !31

778:                                              ; preds = %766
  %779 = icmp eq i64 %765, %76
  br i1 %779, label %780, label %762

780:                                              ; preds = %785, %778
  %781 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %782 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %781, ptr noundef nonnull %35, ptr noundef nonnull %37, i32 noundef %782, i32 noundef %74) #17
  %783 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %784 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %783, ptr noundef nonnull %36, ptr noundef nonnull %38, i32 noundef %784, i32 noundef %74) #17
  br label %797

785:                                              ; preds = %762, %785
  %786 = phi i64 [ %795, %785 ], [ %763, %762 ]
  %787 = getelementptr inbounds double, ptr %62, i64 %786
  %788 = load double, ptr %787, align 8, !tbaa !9
  %789 = getelementptr inbounds double, ptr %63, i64 %786
  %790 = load double, ptr %789, align 8, !tbaa !9
  %791 = call double @llvm.fmuladd.f64(double %790, double 0x3EB0C6F7A0B5ED8D, double %788)
  %792 = getelementptr inbounds [9 x double], ptr %35, i64 0, i64 %786
  store double %791, ptr %792, align 8, !tbaa !9
  %793 = call double @llvm.fmuladd.f64(double %790, double 0xBEB0C6F7A0B5ED8D, double %788)
  %794 = getelementptr inbounds [9 x double], ptr %36, i64 0, i64 %786
  store double %793, ptr %794, align 8, !tbaa !9
  %795 = add nuw nsw i64 %786, 1
  %796 = icmp eq i64 %795, %76
  br i1 %796, label %780, label %785, !llvm.loop !32

797:                                              ; preds = %830, %780
  %798 = phi i64 [ 0, %780 ], [ %831, %830 ]
  %799 = getelementptr inbounds double, ptr %66, i64 %798
  %800 = load double, ptr %799, align 8, !tbaa !9
  %801 = getelementptr inbounds [9 x double], ptr %37, i64 0, i64 %798
  %802 = load double, ptr %801, align 8, !tbaa !9
  %803 = getelementptr inbounds [9 x double], ptr %38, i64 0, i64 %798
  %804 = load double, ptr %803, align 8, !tbaa !9
  %805 = fsub double %802, %804
  %806 = fdiv double %805, 2.000000e-06
  %807 = call double @llvm.fabs.f64(double %806)
  %808 = fcmp ogt double %807, 1.000000e+00
  %809 = select i1 %808, double %807, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %800, ptr %34, align 8, !tbaa !9
  %810 = load volatile double, ptr %34, align 8, !tbaa !9
  %811 = call double @llvm.fabs.f64(double %810)
  %812 = fcmp ueq double %811, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %812, label %825, label %813

813:                                              ; preds = %797
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %806, ptr %33, align 8, !tbaa !9
  %814 = load volatile double, ptr %33, align 8, !tbaa !9
  %815 = call double @llvm.fabs.f64(double %814)
  %816 = fcmp ueq double %815, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %816, label %825, label %817

817:                                              ; preds = %813
  %818 = fsub double %800, %806
  %819 = call double @llvm.fabs.f64(double %818)
  %820 = fmul double %809, 1.000000e-05
  %821 = fcmp ugt double %819, %820
  br i1 %821, label %825, label %822

822:                                              ; preds = %817
  %823 = trunc nuw nsw i64 %798 to i32
  %824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.9, i32 noundef %823, double noundef %800, double noundef %806, ptr noundef nonnull @.str.30)
  br label %830

825:                                              ; preds = %817, %813, %797
  %826 = trunc nuw nsw i64 %798 to i32
  %827 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.9, i32 noundef %826, double noundef %800, double noundef %806, ptr noundef nonnull @.str.31)
  %828 = load i32, ptr @n_fail, align 4, !tbaa !13
  %829 = add nsw i32 %828, 1
  store i32 %829, ptr @n_fail, align 4, !tbaa !13
  br label %830

830:                                              ; preds = %825, %822
  %831 = add nuw nsw i64 %798, 1
  %832 = icmp eq i64 %831, %76
  br i1 %832, label %833, label %797, !llvm.loop !20

833:                                              ; preds = %830
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %38) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %37) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %36) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %35) #17
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %66, i32 noundef %74)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %70) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %69) #17
  %834 = icmp ugt i32 %74, 2
  %835 = select i1 %834, i32 5, i32 7
  %836 = add nuw nsw i32 %835, %74
  %837 = icmp ult i32 %836, 10
  br i1 %837, label %73, label %854, !llvm.loop !33

838:                                              ; preds = %705, %838
  %839 = phi i64 [ %844, %838 ], [ %706, %705 ]
  %840 = trunc nuw nsw i64 %839 to i32
  %841 = uitofp nneg i32 %840 to double
  %842 = call double @llvm.fmuladd.f64(double %841, double 1.000000e-01, double 3.000000e-01)
  %843 = getelementptr inbounds [9 x double], ptr %62, i64 0, i64 %839
  store double %842, ptr %843, align 8, !tbaa !9
  %844 = add nuw nsw i64 %839, 1
  %845 = icmp eq i64 %844, %76
  br i1 %845, label %758, label %838, !llvm.loop !34

846:                                              ; preds = %1636
  %847 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, double noundef %847)
  %849 = load i32, ptr @n_fail, align 4, !tbaa !13
  %850 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef nonnull @.str.28, i32 noundef %849)
  %851 = load i32, ptr @n_fail, align 4, !tbaa !13
  %852 = icmp ne i32 %851, 0
  %853 = zext i1 %852 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %68) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %67) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %66) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %65) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %64) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %63) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %62) #17
  ret i32 %853

854:                                              ; preds = %833, %1636
  %855 = phi i64 [ %1637, %1636 ], [ 0, %833 ]
  %856 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %855
  %857 = load double, ptr %856, align 8, !tbaa !9
  %858 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %857, double noundef 1.000000e+00) #17
  %859 = call double @sin(double noundef %857) #17
  %860 = fmul double %857, 4.000000e+00
  %861 = call double @cos(double noundef %857) #17
  %862 = fmul double %860, %861
  %863 = call double @llvm.fmuladd.f64(double %859, double 2.000000e+00, double %862)
  %864 = call double @sin(double noundef %857) #17
  %865 = fneg double %857
  %866 = fmul double %857, %865
  %867 = call double @llvm.fmuladd.f64(double %866, double %864, double %863)
  %868 = fmul double %857, 5.000000e-01
  %869 = call double @exp(double noundef %868) #17
  %870 = call double @llvm.fmuladd.f64(double %869, double 2.500000e-01, double %867)
  %871 = call double @llvm.fabs.f64(double %870)
  %872 = fcmp ogt double %871, 1.000000e+00
  %873 = select i1 %872, double %871, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %858, ptr %32, align 8, !tbaa !9
  %874 = load volatile double, ptr %32, align 8, !tbaa !9
  %875 = call double @llvm.fabs.f64(double %874)
  %876 = fcmp ueq double %875, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %876, label %889, label %877

877:                                              ; preds = %854
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %870, ptr %31, align 8, !tbaa !9
  %878 = load volatile double, ptr %31, align 8, !tbaa !9
  %879 = call double @llvm.fabs.f64(double %878)
  %880 = fcmp ueq double %879, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %880, label %889, label %881

881:                                              ; preds = %877
  %882 = fsub double %858, %870
  %883 = call double @llvm.fabs.f64(double %882)
  %884 = fmul double %873, 1.000000e-10
  %885 = fcmp ugt double %883, %884
  br i1 %885, label %889, label %886

886:                                              ; preds = %881
  %887 = trunc nuw nsw i64 %855 to i32
  %888 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.11, i32 noundef %887, double noundef %858, double noundef %870, ptr noundef nonnull @.str.30)
  br label %894

889:                                              ; preds = %881, %877, %854
  %890 = trunc nuw nsw i64 %855 to i32
  %891 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.11, i32 noundef %890, double noundef %858, double noundef %870, ptr noundef nonnull @.str.31)
  %892 = load i32, ptr @n_fail, align 4, !tbaa !13
  %893 = add nsw i32 %892, 1
  store i32 %893, ptr @n_fail, align 4, !tbaa !13
  br label %894

894:                                              ; preds = %886, %889
  %895 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef %857, double noundef 1.000000e+00) #17
  %896 = call double @sin(double noundef %857) #17
  %897 = call double @cos(double noundef %857) #17
  %898 = fmul double %860, %897
  %899 = call double @llvm.fmuladd.f64(double %896, double 2.000000e+00, double %898)
  %900 = call double @sin(double noundef %857) #17
  %901 = call double @llvm.fmuladd.f64(double %866, double %900, double %899)
  %902 = call double @exp(double noundef %868) #17
  %903 = call double @llvm.fmuladd.f64(double %902, double 2.500000e-01, double %901)
  %904 = call double @llvm.fabs.f64(double %903)
  %905 = fcmp ogt double %904, 1.000000e+00
  %906 = select i1 %905, double %904, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %895, ptr %30, align 8, !tbaa !9
  %907 = load volatile double, ptr %30, align 8, !tbaa !9
  %908 = call double @llvm.fabs.f64(double %907)
  %909 = fcmp ueq double %908, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %909, label %922, label %910

910:                                              ; preds = %894
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %903, ptr %29, align 8, !tbaa !9
  %911 = load volatile double, ptr %29, align 8, !tbaa !9
  %912 = call double @llvm.fabs.f64(double %911)
  %913 = fcmp ueq double %912, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %913, label %922, label %914

914:                                              ; preds = %910
  %915 = fsub double %895, %903
  %916 = call double @llvm.fabs.f64(double %915)
  %917 = fmul double %906, 1.000000e-10
  %918 = fcmp ugt double %916, %917
  br i1 %918, label %922, label %919

919:                                              ; preds = %914
  %920 = trunc nuw nsw i64 %855 to i32
  %921 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.12, i32 noundef %920, double noundef %895, double noundef %903, ptr noundef nonnull @.str.30)
  br label %927

922:                                              ; preds = %914, %910, %894
  %923 = trunc nuw nsw i64 %855 to i32
  %924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.12, i32 noundef %923, double noundef %895, double noundef %903, ptr noundef nonnull @.str.31)
  %925 = load i32, ptr @n_fail, align 4, !tbaa !13
  %926 = add nsw i32 %925, 1
  store i32 %926, ptr @n_fail, align 4, !tbaa !13
  br label %927

927:                                              ; preds = %919, %922
  %928 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %857, double noundef 1.000000e+00) #17
  %929 = fadd double %857, 1.000000e-04
  %930 = call double @sin(double noundef %929) #17
  %931 = fmul double %929, %930
  %932 = fmul double %929, 5.000000e-01
  %933 = call double @exp(double noundef %932) #17
  %934 = call double @llvm.fmuladd.f64(double %931, double %929, double %933)
  %935 = call double @sin(double noundef %857) #17
  %936 = fmul double %857, %935
  %937 = call double @exp(double noundef %868) #17
  %938 = call double @llvm.fmuladd.f64(double %936, double %857, double %937)
  %939 = call double @llvm.fmuladd.f64(double %938, double -2.000000e+00, double %934)
  %940 = fadd double %857, -1.000000e-04
  %941 = call double @sin(double noundef %940) #17
  %942 = fmul double %940, %941
  %943 = fmul double %940, 5.000000e-01
  %944 = call double @exp(double noundef %943) #17
  %945 = call double @llvm.fmuladd.f64(double %942, double %940, double %944)
  %946 = fadd double %939, %945
  %947 = fdiv double %946, 1.000000e-08
  %948 = call double @llvm.fabs.f64(double %947)
  %949 = fcmp ogt double %948, 1.000000e+00
  %950 = select i1 %949, double %948, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %928, ptr %28, align 8, !tbaa !9
  %951 = load volatile double, ptr %28, align 8, !tbaa !9
  %952 = call double @llvm.fabs.f64(double %951)
  %953 = fcmp ueq double %952, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %953, label %966, label %954

954:                                              ; preds = %927
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %947, ptr %27, align 8, !tbaa !9
  %955 = load volatile double, ptr %27, align 8, !tbaa !9
  %956 = call double @llvm.fabs.f64(double %955)
  %957 = fcmp ueq double %956, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %957, label %966, label %958

958:                                              ; preds = %954
  %959 = fsub double %928, %947
  %960 = call double @llvm.fabs.f64(double %959)
  %961 = fmul double %950, 1.000000e-05
  %962 = fcmp ugt double %960, %961
  br i1 %962, label %966, label %963

963:                                              ; preds = %958
  %964 = trunc nuw nsw i64 %855 to i32
  %965 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.13, i32 noundef %964, double noundef %928, double noundef %947, ptr noundef nonnull @.str.30)
  br label %971

966:                                              ; preds = %958, %954, %927
  %967 = trunc nuw nsw i64 %855 to i32
  %968 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.13, i32 noundef %967, double noundef %928, double noundef %947, ptr noundef nonnull @.str.31)
  %969 = load i32, ptr @n_fail, align 4, !tbaa !13
  %970 = add nsw i32 %969, 1
  store i32 %970, ptr @n_fail, align 4, !tbaa !13
  br label %971

971:                                              ; preds = %963, %966
  %972 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef %857) #17
  %973 = call double @sin(double noundef %857) #17
  %974 = call double @cos(double noundef %857) #17
  %975 = fmul double %860, %974
  %976 = call double @llvm.fmuladd.f64(double %973, double 2.000000e+00, double %975)
  %977 = call double @sin(double noundef %857) #17
  %978 = call double @llvm.fmuladd.f64(double %866, double %977, double %976)
  %979 = call double @exp(double noundef %868) #17
  %980 = call double @llvm.fmuladd.f64(double %979, double 2.500000e-01, double %978)
  %981 = call double @llvm.fabs.f64(double %980)
  %982 = fcmp ogt double %981, 1.000000e+00
  %983 = select i1 %982, double %981, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %972, ptr %26, align 8, !tbaa !9
  %984 = load volatile double, ptr %26, align 8, !tbaa !9
  %985 = call double @llvm.fabs.f64(double %984)
  %986 = fcmp ueq double %985, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %986, label %999, label %987

987:                                              ; preds = %971
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %980, ptr %25, align 8, !tbaa !9
  %988 = load volatile double, ptr %25, align 8, !tbaa !9
  %989 = call double @llvm.fabs.f64(double %988)
  %990 = fcmp ueq double %989, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %990, label %999, label %991

991:                                              ; preds = %987
  %992 = fsub double %972, %980
  %993 = call double @llvm.fabs.f64(double %992)
  %994 = fmul double %983, 1.000000e-10
  %995 = fcmp ugt double %993, %994
  br i1 %995, label %999, label %996

996:                                              ; preds = %991
  %997 = trunc nuw nsw i64 %855 to i32
  %998 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.14, i32 noundef %997, double noundef %972, double noundef %980, ptr noundef nonnull @.str.30)
  br label %1004

999:                                              ; preds = %991, %987, %971
  %1000 = trunc nuw nsw i64 %855 to i32
  %1001 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.14, i32 noundef %1000, double noundef %972, double noundef %980, ptr noundef nonnull @.str.31)
  %1002 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1003 = add nsw i32 %1002, 1
  store i32 %1003, ptr @n_fail, align 4, !tbaa !13
  br label %1004

1004:                                             ; preds = %996, %999
  %1005 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef %857) #17
  %1006 = call double @sin(double noundef %857) #17
  %1007 = call double @cos(double noundef %857) #17
  %1008 = fmul double %860, %1007
  %1009 = call double @llvm.fmuladd.f64(double %1006, double 2.000000e+00, double %1008)
  %1010 = call double @sin(double noundef %857) #17
  %1011 = call double @llvm.fmuladd.f64(double %866, double %1010, double %1009)
  %1012 = call double @exp(double noundef %868) #17
  %1013 = call double @llvm.fmuladd.f64(double %1012, double 2.500000e-01, double %1011)
  %1014 = call double @llvm.fabs.f64(double %1013)
  %1015 = fcmp ogt double %1014, 1.000000e+00
  %1016 = select i1 %1015, double %1014, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1005, ptr %24, align 8, !tbaa !9
  %1017 = load volatile double, ptr %24, align 8, !tbaa !9
  %1018 = call double @llvm.fabs.f64(double %1017)
  %1019 = fcmp ueq double %1018, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1019, label %1032, label %1020

1020:                                             ; preds = %1004
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1013, ptr %23, align 8, !tbaa !9
  %1021 = load volatile double, ptr %23, align 8, !tbaa !9
  %1022 = call double @llvm.fabs.f64(double %1021)
  %1023 = fcmp ueq double %1022, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1023, label %1032, label %1024

1024:                                             ; preds = %1020
  %1025 = fsub double %1005, %1013
  %1026 = call double @llvm.fabs.f64(double %1025)
  %1027 = fmul double %1016, 1.000000e-10
  %1028 = fcmp ugt double %1026, %1027
  br i1 %1028, label %1032, label %1029

1029:                                             ; preds = %1024
  %1030 = trunc nuw nsw i64 %855 to i32
  %1031 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.15, i32 noundef %1030, double noundef %1005, double noundef %1013, ptr noundef nonnull @.str.30)
  br label %1037

1032:                                             ; preds = %1024, %1020, %1004
  %1033 = trunc nuw nsw i64 %855 to i32
  %1034 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.15, i32 noundef %1033, double noundef %1005, double noundef %1013, ptr noundef nonnull @.str.31)
  %1035 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1036 = add nsw i32 %1035, 1
  store i32 %1036, ptr @n_fail, align 4, !tbaa !13
  br label %1037

1037:                                             ; preds = %1029, %1032
  store i32 3, ptr @loop_n, align 4, !tbaa !13
  %1038 = fadd double %857, 0x3EB0C6F7A0B5ED8D
  %1039 = fadd double %857, 0xBEB0C6F7A0B5ED8D
  %1040 = insertelement <2 x double> poison, double %929, i64 0
  %1041 = shufflevector <2 x double> %1040, <2 x double> poison, <2 x i32> zeroinitializer
  %1042 = fmul <2 x double> %1041, <double 2.000000e+00, double 3.000000e+00>
  %1043 = fmul <2 x double> %1041, <double 4.000000e+00, double 5.000000e+00>
  %1044 = fmul <2 x double> %1041, <double 6.000000e+00, double 7.000000e+00>
  %1045 = fmul double %929, 8.000000e+00
  %1046 = fmul double %929, 3.000000e-01
  %1047 = insertelement <2 x double> poison, double %857, i64 0
  %1048 = shufflevector <2 x double> %1047, <2 x double> poison, <2 x i32> zeroinitializer
  %1049 = fmul <2 x double> %1048, <double 2.000000e+00, double 3.000000e+00>
  %1050 = fmul <2 x double> %1048, <double 5.000000e+00, double 6.000000e+00>
  %1051 = fmul <2 x double> %1048, <double 7.000000e+00, double 8.000000e+00>
  %1052 = fmul double %857, 3.000000e-01
  %1053 = insertelement <2 x double> poison, double %940, i64 0
  %1054 = shufflevector <2 x double> %1053, <2 x double> poison, <2 x i32> zeroinitializer
  %1055 = fmul <2 x double> %1054, <double 2.000000e+00, double 3.000000e+00>
  %1056 = fmul <2 x double> %1054, <double 4.000000e+00, double 5.000000e+00>
  %1057 = fmul <2 x double> %1054, <double 6.000000e+00, double 7.000000e+00>
  %1058 = fmul double %940, 8.000000e+00
  %1059 = fmul double %940, 3.000000e-01
  br label %1061

1060:                                             ; preds = %1193
  store i32 0, ptr @loop_n, align 4, !tbaa !13
  br label %1198

1061:                                             ; preds = %1037, %1193
  %1062 = phi i32 [ 3, %1037 ], [ %1195, %1193 ]
  %1063 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1064 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef %857, double noundef 1.000000e+00, i32 noundef %1063, i32 noundef %1062) #17
  %1065 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1066 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1067 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1038, i32 noundef %1066, i32 noundef %1065) #17
  %1068 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1069 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1070 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1039, i32 noundef %1069, i32 noundef %1068) #17
  %1071 = fsub double %1067, %1070
  %1072 = fdiv double %1071, 2.000000e-06
  %1073 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1074 = call double @llvm.fabs.f64(double %1072)
  %1075 = fcmp ogt double %1074, 1.000000e+00
  %1076 = select i1 %1075, double %1074, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1064, ptr %22, align 8, !tbaa !9
  %1077 = load volatile double, ptr %22, align 8, !tbaa !9
  %1078 = call double @llvm.fabs.f64(double %1077)
  %1079 = fcmp ueq double %1078, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1079, label %1091, label %1080

1080:                                             ; preds = %1061
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %1072, ptr %21, align 8, !tbaa !9
  %1081 = load volatile double, ptr %21, align 8, !tbaa !9
  %1082 = call double @llvm.fabs.f64(double %1081)
  %1083 = fcmp ueq double %1082, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %1083, label %1091, label %1084

1084:                                             ; preds = %1080
  %1085 = fsub double %1064, %1072
  %1086 = call double @llvm.fabs.f64(double %1085)
  %1087 = fmul double %1076, 1.000000e-05
  %1088 = fcmp ugt double %1086, %1087
  br i1 %1088, label %1091, label %1089

1089:                                             ; preds = %1084
  %1090 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.16, i32 noundef %1073, double noundef %1064, double noundef %1072, ptr noundef nonnull @.str.30)
  br label %1095

1091:                                             ; preds = %1084, %1080, %1061
  %1092 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.16, i32 noundef %1073, double noundef %1064, double noundef %1072, ptr noundef nonnull @.str.31)
  %1093 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1094 = add nsw i32 %1093, 1
  store i32 %1094, ptr @n_fail, align 4, !tbaa !13
  br label %1095

1095:                                             ; preds = %1089, %1091
  %1096 = load i32, ptr @loop_n, align 4, !tbaa !13
  store double %929, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1042, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1043, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1044, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1045, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1097 = icmp sgt i32 %1096, 0
  br i1 %1097, label %1098, label %1119

1098:                                             ; preds = %1095, %1098
  %1099 = phi i32 [ %1115, %1098 ], [ 0, %1095 ]
  %1100 = phi double [ %1114, %1098 ], [ 0.000000e+00, %1095 ]
  %1101 = mul nuw nsw i32 %1099, 5
  %1102 = and i32 %1101, 7
  %1103 = zext nneg i32 %1102 to i64
  %1104 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1103
  %1105 = load double, ptr %1104, align 8, !tbaa !9
  %1106 = call double @sin(double noundef %1105) #17
  %1107 = add nuw i32 %1101, 3
  %1108 = and i32 %1107, 7
  %1109 = zext nneg i32 %1108 to i64
  %1110 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1109
  %1111 = load double, ptr %1110, align 8, !tbaa !9
  %1112 = call double @cos(double noundef %1111) #17
  %1113 = call double @llvm.fmuladd.f64(double %1046, double %1112, double %1106)
  store double %1113, ptr %1104, align 8, !tbaa !9
  %1114 = fadd double %1100, %1113
  %1115 = add nuw nsw i32 %1099, 1
  %1116 = icmp eq i32 %1115, %1096
  br i1 %1116, label %1117, label %1098, !llvm.loop !35

1117:                                             ; preds = %1098
  %1118 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1119

1119:                                             ; preds = %1117, %1095
  %1120 = phi i32 [ %1096, %1095 ], [ %1118, %1117 ]
  %1121 = phi double [ 0.000000e+00, %1095 ], [ %1114, %1117 ]
  store double %857, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1049, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %860, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1050, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  store <2 x double> %1051, ptr getelementptr inbounds (i8, ptr @tab, i64 48), align 16, !tbaa !9
  %1122 = icmp sgt i32 %1120, 0
  br i1 %1122, label %1123, label %1144

1123:                                             ; preds = %1119, %1123
  %1124 = phi i32 [ %1140, %1123 ], [ 0, %1119 ]
  %1125 = phi double [ %1139, %1123 ], [ 0.000000e+00, %1119 ]
  %1126 = mul nuw nsw i32 %1124, 5
  %1127 = and i32 %1126, 7
  %1128 = zext nneg i32 %1127 to i64
  %1129 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1128
  %1130 = load double, ptr %1129, align 8, !tbaa !9
  %1131 = call double @sin(double noundef %1130) #17
  %1132 = add nuw i32 %1126, 3
  %1133 = and i32 %1132, 7
  %1134 = zext nneg i32 %1133 to i64
  %1135 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1134
  %1136 = load double, ptr %1135, align 8, !tbaa !9
  %1137 = call double @cos(double noundef %1136) #17
  %1138 = call double @llvm.fmuladd.f64(double %1052, double %1137, double %1131)
  store double %1138, ptr %1129, align 8, !tbaa !9
  %1139 = fadd double %1125, %1138
  %1140 = add nuw nsw i32 %1124, 1
  %1141 = icmp eq i32 %1140, %1120
  br i1 %1141, label %1142, label %1123, !llvm.loop !35

1142:                                             ; preds = %1123
  %1143 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1144

1144:                                             ; preds = %1142, %1119
  %1145 = phi i32 [ %1120, %1119 ], [ %1143, %1142 ]
  %1146 = phi double [ 0.000000e+00, %1119 ], [ %1139, %1142 ]
  %1147 = call double @llvm.fmuladd.f64(double %1146, double -2.000000e+00, double %1121)
  store double %940, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1055, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1056, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1057, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1058, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1148 = icmp sgt i32 %1145, 0
  br i1 %1148, label %1149, label %1168

1149:                                             ; preds = %1144, %1149
  %1150 = phi i32 [ %1166, %1149 ], [ 0, %1144 ]
  %1151 = phi double [ %1165, %1149 ], [ 0.000000e+00, %1144 ]
  %1152 = mul nuw nsw i32 %1150, 5
  %1153 = and i32 %1152, 7
  %1154 = zext nneg i32 %1153 to i64
  %1155 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1154
  %1156 = load double, ptr %1155, align 8, !tbaa !9
  %1157 = call double @sin(double noundef %1156) #17
  %1158 = add nuw i32 %1152, 3
  %1159 = and i32 %1158, 7
  %1160 = zext nneg i32 %1159 to i64
  %1161 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1160
  %1162 = load double, ptr %1161, align 8, !tbaa !9
  %1163 = call double @cos(double noundef %1162) #17
  %1164 = call double @llvm.fmuladd.f64(double %1059, double %1163, double %1157)
  store double %1164, ptr %1155, align 8, !tbaa !9
  %1165 = fadd double %1151, %1164
  %1166 = add nuw nsw i32 %1150, 1
  %1167 = icmp eq i32 %1166, %1145
  br i1 %1167, label %1168, label %1149, !llvm.loop !35

1168:                                             ; preds = %1149, %1144
  %1169 = phi double [ 0.000000e+00, %1144 ], [ %1165, %1149 ]
  %1170 = fadd double %1147, %1169
  %1171 = fdiv double %1170, 1.000000e-08
  %1172 = call double @llvm.fabs.f64(double %1171)
  %1173 = fcmp ogt double %1172, 1.000000e+00
  %1174 = select i1 %1173, double %1172, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %1064, ptr %20, align 8, !tbaa !9
  %1175 = load volatile double, ptr %20, align 8, !tbaa !9
  %1176 = call double @llvm.fabs.f64(double %1175)
  %1177 = fcmp ueq double %1176, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %1177, label %1189, label %1178

1178:                                             ; preds = %1168
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %1171, ptr %19, align 8, !tbaa !9
  %1179 = load volatile double, ptr %19, align 8, !tbaa !9
  %1180 = call double @llvm.fabs.f64(double %1179)
  %1181 = fcmp ueq double %1180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %1181, label %1189, label %1182

1182:                                             ; preds = %1178
  %1183 = fsub double %1064, %1171
  %1184 = call double @llvm.fabs.f64(double %1183)
  %1185 = fmul double %1174, 1.000000e-04
  %1186 = fcmp ugt double %1184, %1185
  br i1 %1186, label %1189, label %1187

1187:                                             ; preds = %1182
  %1188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.17, i32 noundef %1096, double noundef %1064, double noundef %1171, ptr noundef nonnull @.str.30)
  br label %1193

1189:                                             ; preds = %1182, %1178, %1168
  %1190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.17, i32 noundef %1096, double noundef %1064, double noundef %1171, ptr noundef nonnull @.str.31)
  %1191 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1192 = add nsw i32 %1191, 1
  store i32 %1192, ptr @n_fail, align 4, !tbaa !13
  br label %1193

1193:                                             ; preds = %1187, %1189
  %1194 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1195 = add nsw i32 %1194, 17
  store i32 %1195, ptr @loop_n, align 4, !tbaa !13
  %1196 = icmp slt i32 %1194, 4
  br i1 %1196, label %1061, label %1060, !llvm.loop !36

1197:                                             ; preds = %1263
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  br label %1267

1198:                                             ; preds = %1060, %1263
  %1199 = phi i32 [ 0, %1060 ], [ %1265, %1263 ]
  %1200 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1201 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rec_d, double noundef %857, double noundef 1.000000e+00, i32 noundef %1200, i32 noundef %1199) #17
  %1202 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1203 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1204 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %1038, i32 noundef %1203, i32 noundef %1202) #17
  %1205 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1206 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1207 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %1039, i32 noundef %1206, i32 noundef %1205) #17
  %1208 = fsub double %1204, %1207
  %1209 = fdiv double %1208, 2.000000e-06
  %1210 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1211 = call double @llvm.fabs.f64(double %1209)
  %1212 = fcmp ogt double %1211, 1.000000e+00
  %1213 = select i1 %1212, double %1211, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1201, ptr %18, align 8, !tbaa !9
  %1214 = load volatile double, ptr %18, align 8, !tbaa !9
  %1215 = call double @llvm.fabs.f64(double %1214)
  %1216 = fcmp ueq double %1215, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1216, label %1228, label %1217

1217:                                             ; preds = %1198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1209, ptr %17, align 8, !tbaa !9
  %1218 = load volatile double, ptr %17, align 8, !tbaa !9
  %1219 = call double @llvm.fabs.f64(double %1218)
  %1220 = fcmp ueq double %1219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1220, label %1228, label %1221

1221:                                             ; preds = %1217
  %1222 = fsub double %1201, %1209
  %1223 = call double @llvm.fabs.f64(double %1222)
  %1224 = fmul double %1213, 1.000000e-05
  %1225 = fcmp ugt double %1223, %1224
  br i1 %1225, label %1228, label %1226

1226:                                             ; preds = %1221
  %1227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.18, i32 noundef %1210, double noundef %1201, double noundef %1209, ptr noundef nonnull @.str.30)
  br label %1232

1228:                                             ; preds = %1221, %1217, %1198
  %1229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.18, i32 noundef %1210, double noundef %1201, double noundef %1209, ptr noundef nonnull @.str.31)
  %1230 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1231 = add nsw i32 %1230, 1
  store i32 %1231, ptr @n_fail, align 4, !tbaa !13
  br label %1232

1232:                                             ; preds = %1226, %1228
  %1233 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1234 = call double @rec(double noundef %929, i32 noundef %1233)
  %1235 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1236 = call double @rec(double noundef %857, i32 noundef %1235)
  %1237 = call double @llvm.fmuladd.f64(double %1236, double -2.000000e+00, double %1234)
  %1238 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1239 = call double @rec(double noundef %940, i32 noundef %1238)
  %1240 = fadd double %1237, %1239
  %1241 = fdiv double %1240, 1.000000e-08
  %1242 = call double @llvm.fabs.f64(double %1241)
  %1243 = fcmp ogt double %1242, 1.000000e+00
  %1244 = select i1 %1243, double %1242, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1201, ptr %16, align 8, !tbaa !9
  %1245 = load volatile double, ptr %16, align 8, !tbaa !9
  %1246 = call double @llvm.fabs.f64(double %1245)
  %1247 = fcmp ueq double %1246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1247, label %1259, label %1248

1248:                                             ; preds = %1232
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1241, ptr %15, align 8, !tbaa !9
  %1249 = load volatile double, ptr %15, align 8, !tbaa !9
  %1250 = call double @llvm.fabs.f64(double %1249)
  %1251 = fcmp ueq double %1250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1251, label %1259, label %1252

1252:                                             ; preds = %1248
  %1253 = fsub double %1201, %1241
  %1254 = call double @llvm.fabs.f64(double %1253)
  %1255 = fmul double %1244, 1.000000e-04
  %1256 = fcmp ugt double %1254, %1255
  br i1 %1256, label %1259, label %1257

1257:                                             ; preds = %1252
  %1258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.19, i32 noundef %1233, double noundef %1201, double noundef %1241, ptr noundef nonnull @.str.30)
  br label %1263

1259:                                             ; preds = %1252, %1248, %1232
  %1260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.19, i32 noundef %1233, double noundef %1201, double noundef %1241, ptr noundef nonnull @.str.31)
  %1261 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1262 = add nsw i32 %1261, 1
  store i32 %1262, ptr @n_fail, align 4, !tbaa !13
  br label %1263

1263:                                             ; preds = %1257, %1259
  %1264 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1265 = add nsw i32 %1264, 3
  store i32 %1265, ptr @loop_n, align 4, !tbaa !13
  %1266 = icmp slt i32 %1264, 4
  br i1 %1266, label %1198, label %1197, !llvm.loop !37

1267:                                             ; preds = %1197, %1355
  %1268 = phi i32 [ 1, %1197 ], [ %1357, %1355 ]
  %1269 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1270 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved_d, double noundef %857, double noundef 1.000000e+00, i32 noundef %1269, i32 noundef %1268) #17
  %1271 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1272 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1273 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %1038, i32 noundef %1272, i32 noundef %1271) #17
  %1274 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1275 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1276 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %1039, i32 noundef %1275, i32 noundef %1274) #17
  %1277 = fsub double %1273, %1276
  %1278 = fdiv double %1277, 2.000000e-06
  %1279 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1280 = call double @llvm.fabs.f64(double %1278)
  %1281 = fcmp ogt double %1280, 1.000000e+00
  %1282 = select i1 %1281, double %1280, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %1270, ptr %14, align 8, !tbaa !9
  %1283 = load volatile double, ptr %14, align 8, !tbaa !9
  %1284 = call double @llvm.fabs.f64(double %1283)
  %1285 = fcmp ueq double %1284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1285, label %1297, label %1286

1286:                                             ; preds = %1267
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1278, ptr %13, align 8, !tbaa !9
  %1287 = load volatile double, ptr %13, align 8, !tbaa !9
  %1288 = call double @llvm.fabs.f64(double %1287)
  %1289 = fcmp ueq double %1288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1289, label %1297, label %1290

1290:                                             ; preds = %1286
  %1291 = fsub double %1270, %1278
  %1292 = call double @llvm.fabs.f64(double %1291)
  %1293 = fmul double %1282, 1.000000e-05
  %1294 = fcmp ugt double %1292, %1293
  br i1 %1294, label %1297, label %1295

1295:                                             ; preds = %1290
  %1296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.20, i32 noundef %1279, double noundef %1270, double noundef %1278, ptr noundef nonnull @.str.30)
  br label %1301

1297:                                             ; preds = %1290, %1286, %1267
  %1298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.20, i32 noundef %1279, double noundef %1270, double noundef %1278, ptr noundef nonnull @.str.31)
  %1299 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1300 = add nsw i32 %1299, 1
  store i32 %1300, ptr @n_fail, align 4, !tbaa !13
  br label %1301

1301:                                             ; preds = %1295, %1297
  %1302 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1303 = call fastcc double @moved_n(double noundef %929) #17
  %1304 = call fastcc double @moved_n(double noundef %857) #17
  %1305 = call double @llvm.fmuladd.f64(double %1304, double -2.000000e+00, double %1303)
  %1306 = call fastcc double @moved_n(double noundef %940) #17
  %1307 = fadd double %1305, %1306
  %1308 = fdiv double %1307, 1.000000e-08
  %1309 = call double @llvm.fabs.f64(double %1308)
  %1310 = fcmp ogt double %1309, 1.000000e+00
  %1311 = select i1 %1310, double %1309, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1270, ptr %12, align 8, !tbaa !9
  %1312 = load volatile double, ptr %12, align 8, !tbaa !9
  %1313 = call double @llvm.fabs.f64(double %1312)
  %1314 = fcmp ueq double %1313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1314, label %1326, label %1315

1315:                                             ; preds = %1301
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1308, ptr %11, align 8, !tbaa !9
  %1316 = load volatile double, ptr %11, align 8, !tbaa !9
  %1317 = call double @llvm.fabs.f64(double %1316)
  %1318 = fcmp ueq double %1317, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1318, label %1326, label %1319

1319:                                             ; preds = %1315
  %1320 = fsub double %1270, %1308
  %1321 = call double @llvm.fabs.f64(double %1320)
  %1322 = fmul double %1311, 1.000000e-04
  %1323 = fcmp ugt double %1321, %1322
  br i1 %1323, label %1326, label %1324

1324:                                             ; preds = %1319
  %1325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.21, i32 noundef %1302, double noundef %1270, double noundef %1308, ptr noundef nonnull @.str.30)
  br label %1330

1326:                                             ; preds = %1319, %1315, %1301
  %1327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.21, i32 noundef %1302, double noundef %1270, double noundef %1308, ptr noundef nonnull @.str.31)
  %1328 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1329 = add nsw i32 %1328, 1
  store i32 %1329, ptr @n_fail, align 4, !tbaa !13
  br label %1330

1330:                                             ; preds = %1324, %1326
  %1331 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1332 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1333 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved_t, double noundef %857, i32 noundef %1332, i32 noundef %1331) #17
  %1334 = call double @llvm.fabs.f64(double %1270)
  %1335 = fcmp ogt double %1334, 1.000000e+00
  %1336 = select i1 %1335, double %1334, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1333, ptr %10, align 8, !tbaa !9
  %1337 = load volatile double, ptr %10, align 8, !tbaa !9
  %1338 = call double @llvm.fabs.f64(double %1337)
  %1339 = fcmp ueq double %1338, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1339, label %1351, label %1340

1340:                                             ; preds = %1330
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1270, ptr %9, align 8, !tbaa !9
  %1341 = load volatile double, ptr %9, align 8, !tbaa !9
  %1342 = call double @llvm.fabs.f64(double %1341)
  %1343 = fcmp ueq double %1342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1343, label %1351, label %1344

1344:                                             ; preds = %1340
  %1345 = fsub double %1333, %1270
  %1346 = call double @llvm.fabs.f64(double %1345)
  %1347 = fmul double %1336, 1.000000e-10
  %1348 = fcmp ugt double %1346, %1347
  br i1 %1348, label %1351, label %1349

1349:                                             ; preds = %1344
  %1350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.22, i32 noundef %1331, double noundef %1333, double noundef %1270, ptr noundef nonnull @.str.30)
  br label %1355

1351:                                             ; preds = %1344, %1340, %1330
  %1352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.22, i32 noundef %1331, double noundef %1333, double noundef %1270, ptr noundef nonnull @.str.31)
  %1353 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1354 = add nsw i32 %1353, 1
  store i32 %1354, ptr @n_fail, align 4, !tbaa !13
  br label %1355

1355:                                             ; preds = %1349, %1351
  %1356 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1357 = add nsw i32 %1356, 8
  store i32 %1357, ptr @loop_n, align 4, !tbaa !13
  %1358 = icmp slt i32 %1356, 2
  br i1 %1358, label %1267, label %1359, !llvm.loop !38

1359:                                             ; preds = %1355
  %1360 = icmp eq i64 %855, 0
  br i1 %1360, label %1466, label %1361

1361:                                             ; preds = %1359
  %1362 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1038) #17
  %1363 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1039) #17
  %1364 = fsub double %1362, %1363
  %1365 = fdiv double %1364, 2.000000e-06
  %1366 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %857, double noundef 1.000000e+00) #17
  %1367 = call double @llvm.fabs.f64(double %1365)
  %1368 = fcmp ogt double %1367, 1.000000e+00
  %1369 = select i1 %1368, double %1367, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1366, ptr %8, align 8, !tbaa !9
  %1370 = load volatile double, ptr %8, align 8, !tbaa !9
  %1371 = call double @llvm.fabs.f64(double %1370)
  %1372 = fcmp ueq double %1371, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1372, label %1385, label %1373

1373:                                             ; preds = %1361
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1365, ptr %7, align 8, !tbaa !9
  %1374 = load volatile double, ptr %7, align 8, !tbaa !9
  %1375 = call double @llvm.fabs.f64(double %1374)
  %1376 = fcmp ueq double %1375, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1376, label %1385, label %1377

1377:                                             ; preds = %1373
  %1378 = fsub double %1366, %1365
  %1379 = call double @llvm.fabs.f64(double %1378)
  %1380 = fmul double %1369, 1.000000e-05
  %1381 = fcmp ugt double %1379, %1380
  br i1 %1381, label %1385, label %1382

1382:                                             ; preds = %1377
  %1383 = trunc nuw nsw i64 %855 to i32
  %1384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.23, i32 noundef %1383, double noundef %1366, double noundef %1365, ptr noundef nonnull @.str.30)
  br label %1390

1385:                                             ; preds = %1377, %1373, %1361
  %1386 = trunc nuw nsw i64 %855 to i32
  %1387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.23, i32 noundef %1386, double noundef %1366, double noundef %1365, ptr noundef nonnull @.str.31)
  %1388 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1389 = add nsw i32 %1388, 1
  store i32 %1389, ptr @n_fail, align 4, !tbaa !13
  br label %1390

1390:                                             ; preds = %1382, %1385
  %1391 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %857, double noundef 1.000000e+00) #17
  %1392 = fmul double %929, 5.000000e+01
  %1393 = fcmp ogt double %1392, 1.000000e+00
  br i1 %1393, label %1394, label %1406

1394:                                             ; preds = %1390, %1394
  %1395 = phi i32 [ %1402, %1394 ], [ 0, %1390 ]
  %1396 = phi double [ %1400, %1394 ], [ 0.000000e+00, %1390 ]
  %1397 = phi double [ %1401, %1394 ], [ 1.000000e+00, %1390 ]
  %1398 = fmul double %929, %1397
  %1399 = call double @sin(double noundef %1398) #17
  %1400 = call double @llvm.fmuladd.f64(double %1399, double %1397, double %1396)
  %1401 = call double @llvm.fmuladd.f64(double %1397, double 1.300000e+00, double %929)
  %1402 = add nuw nsw i32 %1395, 1
  %1403 = fcmp olt double %1401, %1392
  %1404 = icmp ult i32 %1395, 999
  %1405 = select i1 %1403, i1 %1404, i1 false
  br i1 %1405, label %1394, label %1406, !llvm.loop !39

1406:                                             ; preds = %1394, %1390
  %1407 = phi double [ 0.000000e+00, %1390 ], [ %1400, %1394 ]
  %1408 = fmul double %857, 5.000000e+01
  %1409 = fcmp ogt double %1408, 1.000000e+00
  br i1 %1409, label %1410, label %1422

1410:                                             ; preds = %1406, %1410
  %1411 = phi i32 [ %1418, %1410 ], [ 0, %1406 ]
  %1412 = phi double [ %1416, %1410 ], [ 0.000000e+00, %1406 ]
  %1413 = phi double [ %1417, %1410 ], [ 1.000000e+00, %1406 ]
  %1414 = fmul double %857, %1413
  %1415 = call double @sin(double noundef %1414) #17
  %1416 = call double @llvm.fmuladd.f64(double %1415, double %1413, double %1412)
  %1417 = call double @llvm.fmuladd.f64(double %1413, double 1.300000e+00, double %857)
  %1418 = add nuw nsw i32 %1411, 1
  %1419 = fcmp olt double %1417, %1408
  %1420 = icmp ult i32 %1411, 999
  %1421 = select i1 %1419, i1 %1420, i1 false
  br i1 %1421, label %1410, label %1422, !llvm.loop !39

1422:                                             ; preds = %1410, %1406
  %1423 = phi double [ 0.000000e+00, %1406 ], [ %1416, %1410 ]
  %1424 = call double @llvm.fmuladd.f64(double %1423, double -2.000000e+00, double %1407)
  %1425 = fmul double %940, 5.000000e+01
  %1426 = fcmp ogt double %1425, 1.000000e+00
  br i1 %1426, label %1427, label %1439

1427:                                             ; preds = %1422, %1427
  %1428 = phi i32 [ %1435, %1427 ], [ 0, %1422 ]
  %1429 = phi double [ %1433, %1427 ], [ 0.000000e+00, %1422 ]
  %1430 = phi double [ %1434, %1427 ], [ 1.000000e+00, %1422 ]
  %1431 = fmul double %940, %1430
  %1432 = call double @sin(double noundef %1431) #17
  %1433 = call double @llvm.fmuladd.f64(double %1432, double %1430, double %1429)
  %1434 = call double @llvm.fmuladd.f64(double %1430, double 1.300000e+00, double %940)
  %1435 = add nuw nsw i32 %1428, 1
  %1436 = fcmp olt double %1434, %1425
  %1437 = icmp ult i32 %1428, 999
  %1438 = select i1 %1436, i1 %1437, i1 false
  br i1 %1438, label %1427, label %1439, !llvm.loop !39

1439:                                             ; preds = %1427, %1422
  %1440 = phi double [ 0.000000e+00, %1422 ], [ %1433, %1427 ]
  %1441 = fadd double %1424, %1440
  %1442 = fdiv double %1441, 1.000000e-08
  %1443 = call double @llvm.fabs.f64(double %1442)
  %1444 = fcmp ogt double %1443, 1.000000e+00
  %1445 = select i1 %1444, double %1443, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1391, ptr %6, align 8, !tbaa !9
  %1446 = load volatile double, ptr %6, align 8, !tbaa !9
  %1447 = call double @llvm.fabs.f64(double %1446)
  %1448 = fcmp ueq double %1447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1448, label %1461, label %1449

1449:                                             ; preds = %1439
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1442, ptr %5, align 8, !tbaa !9
  %1450 = load volatile double, ptr %5, align 8, !tbaa !9
  %1451 = call double @llvm.fabs.f64(double %1450)
  %1452 = fcmp ueq double %1451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1452, label %1461, label %1453

1453:                                             ; preds = %1449
  %1454 = fsub double %1391, %1442
  %1455 = call double @llvm.fabs.f64(double %1454)
  %1456 = fmul double %1445, 1.000000e-04
  %1457 = fcmp ugt double %1455, %1456
  br i1 %1457, label %1461, label %1458

1458:                                             ; preds = %1453
  %1459 = trunc nuw nsw i64 %855 to i32
  %1460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.24, i32 noundef %1459, double noundef %1391, double noundef %1442, ptr noundef nonnull @.str.30)
  br label %1466

1461:                                             ; preds = %1453, %1449, %1439
  %1462 = trunc nuw nsw i64 %855 to i32
  %1463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.24, i32 noundef %1462, double noundef %1391, double noundef %1442, ptr noundef nonnull @.str.31)
  %1464 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1465 = add nsw i32 %1464, 1
  store i32 %1465, ptr @n_fail, align 4, !tbaa !13
  br label %1466

1466:                                             ; preds = %1461, %1458, %1359
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  %1467 = fmul double %929, 2.500000e-01
  %1468 = fmul double %857, 2.500000e-01
  %1469 = fmul double %940, 2.500000e-01
  br label %1470

1470:                                             ; preds = %1466, %1632
  %1471 = phi i32 [ 1, %1466 ], [ %1634, %1632 ]
  %1472 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1473 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef %857, double noundef 1.000000e+00, i32 noundef %1472, i32 noundef %1471) #17
  %1474 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1475 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1476 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1038, i32 noundef %1475, i32 noundef %1474) #17
  %1477 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1478 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1479 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1039, i32 noundef %1478, i32 noundef %1477) #17
  %1480 = fsub double %1476, %1479
  %1481 = fdiv double %1480, 2.000000e-06
  %1482 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1483 = call double @llvm.fabs.f64(double %1481)
  %1484 = fcmp ogt double %1483, 1.000000e+00
  %1485 = select i1 %1484, double %1483, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %1473, ptr %4, align 8, !tbaa !9
  %1486 = load volatile double, ptr %4, align 8, !tbaa !9
  %1487 = call double @llvm.fabs.f64(double %1486)
  %1488 = fcmp ueq double %1487, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1488, label %1500, label %1489

1489:                                             ; preds = %1470
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %1481, ptr %3, align 8, !tbaa !9
  %1490 = load volatile double, ptr %3, align 8, !tbaa !9
  %1491 = call double @llvm.fabs.f64(double %1490)
  %1492 = fcmp ueq double %1491, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1492, label %1500, label %1493

1493:                                             ; preds = %1489
  %1494 = fsub double %1473, %1481
  %1495 = call double @llvm.fabs.f64(double %1494)
  %1496 = fmul double %1485, 1.000000e-05
  %1497 = fcmp ugt double %1495, %1496
  br i1 %1497, label %1500, label %1498

1498:                                             ; preds = %1493
  %1499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.25, i32 noundef %1482, double noundef %1473, double noundef %1481, ptr noundef nonnull @.str.30)
  br label %1504

1500:                                             ; preds = %1493, %1489, %1470
  %1501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.25, i32 noundef %1482, double noundef %1473, double noundef %1481, ptr noundef nonnull @.str.31)
  %1502 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1503 = add nsw i32 %1502, 1
  store i32 %1503, ptr @n_fail, align 4, !tbaa !13
  br label %1504

1504:                                             ; preds = %1498, %1500
  %1505 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1506 = icmp sgt i32 %1505, 0
  br i1 %1506, label %1507, label %1558

1507:                                             ; preds = %1504
  %1508 = and i32 %1505, 3
  %1509 = icmp ult i32 %1505, 4
  br i1 %1509, label %1525, label %1510

1510:                                             ; preds = %1507
  %1511 = and i32 %1505, 2147483644
  br label %1512

1512:                                             ; preds = %1512, %1510
  %1513 = phi double [ %929, %1510 ], [ %1522, %1512 ]
  %1514 = phi i32 [ 0, %1510 ], [ %1523, %1512 ]
  %1515 = call double @sin(double noundef %1513) #17
  %1516 = call double @llvm.fmuladd.f64(double %1467, double %1513, double %1515)
  %1517 = call double @sin(double noundef %1516) #17
  %1518 = call double @llvm.fmuladd.f64(double %1467, double %1516, double %1517)
  %1519 = call double @sin(double noundef %1518) #17
  %1520 = call double @llvm.fmuladd.f64(double %1467, double %1518, double %1519)
  %1521 = call double @sin(double noundef %1520) #17
  %1522 = call double @llvm.fmuladd.f64(double %1467, double %1520, double %1521)
  %1523 = add i32 %1514, 4
  %1524 = icmp eq i32 %1523, %1511
  br i1 %1524, label %1525, label %1512, !llvm.loop !40

1525:                                             ; preds = %1512, %1507
  %1526 = phi double [ poison, %1507 ], [ %1522, %1512 ]
  %1527 = phi double [ %929, %1507 ], [ %1522, %1512 ]
  %1528 = icmp eq i32 %1508, 0
  br i1 %1528, label %1536, label %1529

1529:                                             ; preds = %1525, %1529
  %1530 = phi double [ %1533, %1529 ], [ %1527, %1525 ]
  %1531 = phi i32 [ %1534, %1529 ], [ 0, %1525 ]
  %1532 = call double @sin(double noundef %1530) #17
  %1533 = call double @llvm.fmuladd.f64(double %1467, double %1530, double %1532)
  %1534 = add i32 %1531, 1
  %1535 = icmp eq i32 %1534, %1508
  br i1 %1535, label %1536, label %1529, !llvm.loop !41

1536:                                             ; preds = %1529, %1525
  %1537 = phi double [ %1526, %1525 ], [ %1533, %1529 ]
  %1538 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1539 = icmp sgt i32 %1538, 0
  br i1 %1539, label %1540, label %1558

1540:                                             ; preds = %1536
  %1541 = and i32 %1538, 3
  %1542 = icmp ult i32 %1538, 4
  br i1 %1542, label %1561, label %1543

1543:                                             ; preds = %1540
  %1544 = and i32 %1538, 2147483644
  br label %1545

1545:                                             ; preds = %1545, %1543
  %1546 = phi double [ %857, %1543 ], [ %1555, %1545 ]
  %1547 = phi i32 [ 0, %1543 ], [ %1556, %1545 ]
  %1548 = call double @sin(double noundef %1546) #17
  %1549 = call double @llvm.fmuladd.f64(double %1468, double %1546, double %1548)
  %1550 = call double @sin(double noundef %1549) #17
  %1551 = call double @llvm.fmuladd.f64(double %1468, double %1549, double %1550)
  %1552 = call double @sin(double noundef %1551) #17
  %1553 = call double @llvm.fmuladd.f64(double %1468, double %1551, double %1552)
  %1554 = call double @sin(double noundef %1553) #17
  %1555 = call double @llvm.fmuladd.f64(double %1468, double %1553, double %1554)
  %1556 = add i32 %1547, 4
  %1557 = icmp eq i32 %1556, %1544
  br i1 %1557, label %1561, label %1545, !llvm.loop !40

1558:                                             ; preds = %1536, %1504
  %1559 = phi double [ %1537, %1536 ], [ %929, %1504 ]
  %1560 = call double @llvm.fmuladd.f64(double %857, double -2.000000e+00, double %1559)
  br label %1606

1561:                                             ; preds = %1545, %1540
  %1562 = phi double [ poison, %1540 ], [ %1555, %1545 ]
  %1563 = phi double [ %857, %1540 ], [ %1555, %1545 ]
  %1564 = icmp eq i32 %1541, 0
  br i1 %1564, label %1572, label %1565

1565:                                             ; preds = %1561, %1565
  %1566 = phi double [ %1569, %1565 ], [ %1563, %1561 ]
  %1567 = phi i32 [ %1570, %1565 ], [ 0, %1561 ]
  %1568 = call double @sin(double noundef %1566) #17
  %1569 = call double @llvm.fmuladd.f64(double %1468, double %1566, double %1568)
  %1570 = add i32 %1567, 1
  %1571 = icmp eq i32 %1570, %1541
  br i1 %1571, label %1572, label %1565, !llvm.loop !43

1572:                                             ; preds = %1565, %1561
  %1573 = phi double [ %1562, %1561 ], [ %1569, %1565 ]
  %1574 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1575 = call double @llvm.fmuladd.f64(double %1573, double -2.000000e+00, double %1537)
  %1576 = icmp sgt i32 %1574, 0
  br i1 %1576, label %1577, label %1606

1577:                                             ; preds = %1572
  %1578 = and i32 %1574, 3
  %1579 = icmp ult i32 %1574, 4
  br i1 %1579, label %1595, label %1580

1580:                                             ; preds = %1577
  %1581 = and i32 %1574, 2147483644
  br label %1582

1582:                                             ; preds = %1582, %1580
  %1583 = phi double [ %940, %1580 ], [ %1592, %1582 ]
  %1584 = phi i32 [ 0, %1580 ], [ %1593, %1582 ]
  %1585 = call double @sin(double noundef %1583) #17
  %1586 = call double @llvm.fmuladd.f64(double %1469, double %1583, double %1585)
  %1587 = call double @sin(double noundef %1586) #17
  %1588 = call double @llvm.fmuladd.f64(double %1469, double %1586, double %1587)
  %1589 = call double @sin(double noundef %1588) #17
  %1590 = call double @llvm.fmuladd.f64(double %1469, double %1588, double %1589)
  %1591 = call double @sin(double noundef %1590) #17
  %1592 = call double @llvm.fmuladd.f64(double %1469, double %1590, double %1591)
  %1593 = add i32 %1584, 4
  %1594 = icmp eq i32 %1593, %1581
  br i1 %1594, label %1595, label %1582, !llvm.loop !40

1595:                                             ; preds = %1582, %1577
  %1596 = phi double [ poison, %1577 ], [ %1592, %1582 ]
  %1597 = phi double [ %940, %1577 ], [ %1592, %1582 ]
  %1598 = icmp eq i32 %1578, 0
  br i1 %1598, label %1606, label %1599

1599:                                             ; preds = %1595, %1599
  %1600 = phi double [ %1603, %1599 ], [ %1597, %1595 ]
  %1601 = phi i32 [ %1604, %1599 ], [ 0, %1595 ]
  %1602 = call double @sin(double noundef %1600) #17
  %1603 = call double @llvm.fmuladd.f64(double %1469, double %1600, double %1602)
  %1604 = add i32 %1601, 1
  %1605 = icmp eq i32 %1604, %1578
  br i1 %1605, label %1606, label %1599, !llvm.loop !44

1606:                                             ; preds = %1595, %1599, %1558, %1572
  %1607 = phi double [ %1575, %1572 ], [ %1560, %1558 ], [ %1575, %1599 ], [ %1575, %1595 ]
  %1608 = phi double [ %940, %1572 ], [ %940, %1558 ], [ %1596, %1595 ], [ %1603, %1599 ]
  %1609 = fadd double %1607, %1608
  %1610 = fdiv double %1609, 1.000000e-08
  %1611 = call double @llvm.fabs.f64(double %1610)
  %1612 = fcmp ogt double %1611, 1.000000e+00
  %1613 = select i1 %1612, double %1611, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1473, ptr %2, align 8, !tbaa !9
  %1614 = load volatile double, ptr %2, align 8, !tbaa !9
  %1615 = call double @llvm.fabs.f64(double %1614)
  %1616 = fcmp ueq double %1615, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1616, label %1628, label %1617

1617:                                             ; preds = %1606
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1610, ptr %1, align 8, !tbaa !9
  %1618 = load volatile double, ptr %1, align 8, !tbaa !9
  %1619 = call double @llvm.fabs.f64(double %1618)
  %1620 = fcmp ueq double %1619, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1620, label %1628, label %1621

1621:                                             ; preds = %1617
  %1622 = fsub double %1473, %1610
  %1623 = call double @llvm.fabs.f64(double %1622)
  %1624 = fmul double %1613, 1.000000e-04
  %1625 = fcmp ugt double %1623, %1624
  br i1 %1625, label %1628, label %1626

1626:                                             ; preds = %1621
  %1627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.26, i32 noundef %1505, double noundef %1473, double noundef %1610, ptr noundef nonnull @.str.30)
  br label %1632

1628:                                             ; preds = %1621, %1617, %1606
  %1629 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef nonnull @.str.26, i32 noundef %1505, double noundef %1473, double noundef %1610, ptr noundef nonnull @.str.31)
  %1630 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1631 = add nsw i32 %1630, 1
  store i32 %1631, ptr @n_fail, align 4, !tbaa !13
  br label %1632

1632:                                             ; preds = %1626, %1628
  %1633 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1634 = add nsw i32 %1633, 11
  store i32 %1634, ptr @loop_n, align 4, !tbaa !13
  %1635 = icmp slt i32 %1633, 2
  br i1 %1635, label %1470, label %1636, !llvm.loop !45

1636:                                             ; preds = %1632
  %1637 = add nuw nsw i64 %855, 1
  %1638 = icmp eq i64 %1637, 4
  br i1 %1638, label %846, label %854, !llvm.loop !46
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
  br i1 %35, label %36, label %24, !llvm.loop !47

36:                                               ; preds = %24
  %37 = icmp eq i64 %23, %18
  br i1 %37, label %38, label %20

38:                                               ; preds = %81, %36
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #17
  %39 = shl nuw nsw i64 %18, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %11, i64 %39, i1 false)
  br i1 %15, label %41, label %40

40:                                               ; preds = %38, %16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #17
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
  %51 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #17, !callees !48
  %52 = fsub double %44, %48
  store double %52, ptr %50, align 8, !tbaa !9
  %53 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #17, !callees !48
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #17
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #17
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
  %71 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #17, !callees !48
  %72 = fsub double %64, %68
  store double %72, ptr %70, align 8, !tbaa !9
  %73 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #17, !callees !48
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #17
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
  br i1 %92, label %38, label %81, !llvm.loop !49

93:                                               ; preds = %127, %40, %80
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #17
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
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %0, i32 noundef %120, double noundef %97, double noundef %103, ptr noundef nonnull @.str.30)
  br label %127

122:                                              ; preds = %114, %110, %94
  %123 = trunc nuw nsw i64 %95 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %0, i32 noundef %123, double noundef %97, double noundef %103, ptr noundef nonnull @.str.31)
  %125 = load i32, ptr @n_fail, align 4, !tbaa !13
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !13
  br label %127

127:                                              ; preds = %119, %122
  %128 = add nuw nsw i64 %95, 1
  %129 = icmp eq i64 %128, %18
  br i1 %129, label %93, label %94, !llvm.loop !50
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
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
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
  %19 = tail call double @sin(double noundef %18) #17
  %20 = load double, ptr %16, align 8, !tbaa !9
  %21 = fmul double %20, 3.000000e-01
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %13, double %19)
  br label %23

23:                                               ; preds = %15, %10, %2
  %24 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %22, %15 ]
  %25 = fneg double %24
  %26 = tail call double @exp(double noundef %25) #17
  %27 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %26)
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %30 = phi double [ 5.000000e-01, %8 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %30, %33
  %35 = tail call double @sin(double noundef %34) #17
  %36 = load double, ptr %32, align 8, !tbaa !9
  %37 = fmul double %36, 3.000000e-01
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %30, double %35)
  %39 = or disjoint i64 %29, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %38, %41
  %43 = tail call double @sin(double noundef %42) #17
  %44 = load double, ptr %40, align 8, !tbaa !9
  %45 = fmul double %44, 3.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %38, double %43)
  %47 = add nuw nsw i64 %29, 2
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %10, label %28, !llvm.loop !51
}

; Function Attrs: nounwind uwtable
define internal double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %6 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #17
  ret void
}

; Function Attrs: nounwind uwtable
define internal double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #18
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
  %17 = tail call double @exp(double noundef %16) #17
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
  br i1 %26, label %9, label %12, !llvm.loop !52

27:                                               ; preds = %29, %2, %9
  %28 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %44, %29 ]
  tail call void @free(ptr noundef %5) #17
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
  br i1 %46, label %27, label %29, !llvm.loop !53
}

; Function Attrs: nounwind uwtable
define internal double @fs_rev(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs, double noundef %0) #17
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal double @fs_fwd(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, double noundef %0, double noundef 1.000000e+00) #17
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs(double noundef %0) #7 {
  %2 = tail call double @sin(double noundef %0) #17
  %3 = fmul double %2, %0
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @exp(double noundef %4) #17
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %5)
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @glob_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %0, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @rec_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rec, double noundef %0, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @moved_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @moved, double noundef %0, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal fastcc double @moved_n(double noundef %0) unnamed_addr #0 {
  %2 = load i32, ptr @loop_n, align 4, !tbaa !13
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %79

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64
  %7 = tail call double @sin(double noundef %0) #17
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
  %26 = tail call ptr @realloc(ptr noundef nonnull %18, i64 noundef %25) #19
  br label %27

27:                                               ; preds = %22, %16
  %28 = phi i32 [ %23, %22 ], [ %19, %16 ]
  %29 = phi ptr [ %26, %22 ], [ %18, %16 ]
  %30 = add nuw nsw i64 %17, 1
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = uitofp nneg i32 %31 to double
  %33 = fmul double %32, %0
  %34 = tail call double @sin(double noundef %33) #17
  %35 = add nsw i64 %17, -1
  %36 = getelementptr inbounds double, ptr %29, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %37, 5.000000e-01
  %39 = fadd double %34, %38
  %40 = getelementptr inbounds double, ptr %29, i64 %17
  store double %39, ptr %40, align 8, !tbaa !9
  %41 = icmp eq i64 %30, %6
  br i1 %41, label %10, label %16, !llvm.loop !54

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
  br i1 %63, label %64, label %42, !llvm.loop !56

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
  br i1 %78, label %79, label %69, !llvm.loop !57

79:                                               ; preds = %64, %69, %1
  %80 = phi ptr [ %3, %1 ], [ %11, %69 ], [ %11, %64 ]
  %81 = phi double [ 0.000000e+00, %1 ], [ %65, %64 ], [ %75, %69 ]
  tail call void @free(ptr noundef %80) #17
  ret double %81
}

; Function Attrs: nounwind uwtable
define internal double @moved_t(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @moved, double noundef %0, double noundef 1.000000e+00, i32 noundef %3, i32 noundef %1) #17
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @grow_d(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %0) #17
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
  %9 = tail call double @sin(double noundef %8) #17
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %7, double %6)
  %11 = tail call double @llvm.fmuladd.f64(double %7, double 1.300000e+00, double %0)
  %12 = add nuw nsw i32 %5, 1
  %13 = fcmp olt double %11, %2
  %14 = icmp ult i32 %5, 999
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %4, label %16, !llvm.loop !39

16:                                               ; preds = %4, %1
  %17 = phi double [ 0.000000e+00, %1 ], [ %10, %4 ]
  ret double %17
}

; Function Attrs: nounwind uwtable
define internal double @loop1_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %0, i32 noundef %3, i32 noundef %1) #17
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
  %22 = tail call double @sin(double noundef %21) #17
  %23 = add nuw i32 %17, 3
  %24 = and i32 %23, 7
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @cos(double noundef %27) #17
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
  %5 = tail call double @sin(double noundef %0) #17
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
  %14 = tail call double @cos(double noundef %13) #17
  %15 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %14)
  br label %6
}

; Function Attrs: nounwind uwtable
define internal double @moved(double noundef %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %58

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = tail call double @sin(double noundef %0) #17
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
  %27 = tail call ptr @realloc(ptr noundef nonnull %19, i64 noundef %26) #19
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32 [ %24, %23 ], [ %20, %17 ]
  %30 = phi ptr [ %27, %23 ], [ %19, %17 ]
  %31 = add nuw nsw i64 %18, 1
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = fmul double %33, %0
  %35 = tail call double @sin(double noundef %34) #17
  %36 = add nsw i64 %18, -1
  %37 = getelementptr inbounds double, ptr %30, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, 5.000000e-01
  %40 = fadd double %35, %39
  %41 = getelementptr inbounds double, ptr %30, i64 %18
  store double %40, ptr %41, align 8, !tbaa !9
  %42 = icmp eq i64 %31, %6
  br i1 %42, label %10, label %17, !llvm.loop !54

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
  br i1 %57, label %58, label %48, !llvm.loop !58

58:                                               ; preds = %43, %48, %2, %10
  %59 = phi ptr [ %30, %10 ], [ %3, %2 ], [ %12, %48 ], [ %12, %43 ]
  %60 = phi double [ 0.000000e+00, %10 ], [ 0.000000e+00, %2 ], [ %44, %43 ], [ %54, %48 ]
  tail call void @free(ptr noundef %59) #17
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
  br i1 %82, label %43, label %61, !llvm.loop !56
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #15

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
  %17 = tail call double @sin(double noundef %15) #17
  %18 = tail call double @llvm.fmuladd.f64(double %5, double %15, double %17)
  %19 = add i32 %16, 1
  %20 = icmp eq i32 %19, %6
  br i1 %20, label %21, label %14, !llvm.loop !59

21:                                               ; preds = %10, %14, %2
  %22 = phi double [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  ret double %22

23:                                               ; preds = %23, %8
  %24 = phi double [ %0, %8 ], [ %33, %23 ]
  %25 = phi i32 [ 0, %8 ], [ %34, %23 ]
  %26 = tail call double @sin(double noundef %24) #17
  %27 = tail call double @llvm.fmuladd.f64(double %5, double %24, double %26)
  %28 = tail call double @sin(double noundef %27) #17
  %29 = tail call double @llvm.fmuladd.f64(double %5, double %27, double %28)
  %30 = tail call double @sin(double noundef %29) #17
  %31 = tail call double @llvm.fmuladd.f64(double %5, double %29, double %30)
  %32 = tail call double @sin(double noundef %31) #17
  %33 = tail call double @llvm.fmuladd.f64(double %5, double %31, double %32)
  %34 = add i32 %25, 4
  %35 = icmp eq i32 %34, %9
  br i1 %35, label %10, label %23, !llvm.loop !40
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #16

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
attributes #15 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = distinct !{!43, !42}
!44 = distinct !{!44, !42}
!45 = distinct !{!45, !12}
!46 = distinct !{!46, !12}
!47 = distinct !{!47, !12, !17, !18}
!48 = !{ptr @chain, ptr @heap, ptr @rosen}
!49 = distinct !{!49, !12, !18, !17}
!50 = distinct !{!50, !12}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !12}
!53 = distinct !{!53, !12}
!54 = distinct !{!54, !12, !55}
!55 = !{!"llvm.loop.peeled.count", i32 1}
!56 = distinct !{!56, !12}
!57 = distinct !{!57, !42}
!58 = distinct !{!58, !42}
!59 = distinct !{!59, !42}
