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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %52) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %56) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %57) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %58) #16
  %61 = getelementptr inbounds i8, ptr %45, i64 8
  %62 = getelementptr inbounds i8, ptr %45, i64 8
  br label %63

63:                                               ; preds = %0, %823
  %64 = phi i32 [ 2, %0 ], [ %826, %823 ]
  %65 = load i64, ptr @rng_state, align 8, !tbaa !5
  %66 = zext nneg i32 %64 to i64
  %67 = add nsw i64 %66, -1
  %68 = and i64 %66, 1
  %69 = icmp eq i64 %67, 0
  br i1 %69, label %94, label %70

70:                                               ; preds = %63
  %71 = and i64 %66, 2147483646
  br label %72

72:                                               ; preds = %72, %70
  %73 = phi i64 [ 0, %70 ], [ %91, %72 ]
  %74 = phi i64 [ %65, %70 ], [ %85, %72 ]
  %75 = phi i64 [ 0, %70 ], [ %92, %72 ]
  %76 = mul i64 %74, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = lshr i64 %77, 11
  %79 = uitofp nneg i64 %78 to double
  %80 = fmul double %79, 2.400000e+00
  %81 = call double @llvm.fmuladd.f64(double %80, double 0x3CA0000000000000, double -1.200000e+00)
  %82 = getelementptr inbounds double, ptr %52, i64 %73
  store double %81, ptr %82, align 16, !tbaa !9
  %83 = or disjoint i64 %73, 1
  %84 = mul i64 %77, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = lshr i64 %85, 11
  %87 = uitofp nneg i64 %86 to double
  %88 = fmul double %87, 2.400000e+00
  %89 = call double @llvm.fmuladd.f64(double %88, double 0x3CA0000000000000, double -1.200000e+00)
  %90 = getelementptr inbounds double, ptr %52, i64 %83
  store double %89, ptr %90, align 8, !tbaa !9
  %91 = add nuw nsw i64 %73, 2
  %92 = add i64 %75, 2
  %93 = icmp eq i64 %92, %71
  br i1 %93, label %94, label %72, !llvm.loop !11

94:                                               ; preds = %72, %63
  %95 = phi i64 [ poison, %63 ], [ %85, %72 ]
  %96 = phi i64 [ 0, %63 ], [ %91, %72 ]
  %97 = phi i64 [ %65, %63 ], [ %85, %72 ]
  %98 = icmp eq i64 %68, 0
  br i1 %98, label %107, label %99

99:                                               ; preds = %94
  %100 = mul i64 %97, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = lshr i64 %101, 11
  %103 = uitofp nneg i64 %102 to double
  %104 = fmul double %103, 2.400000e+00
  %105 = call double @llvm.fmuladd.f64(double %104, double 0x3CA0000000000000, double -1.200000e+00)
  %106 = getelementptr inbounds double, ptr %52, i64 %96
  store double %105, ptr %106, align 8, !tbaa !9
  br label %107

107:                                              ; preds = %94, %99
  %108 = phi i64 [ %95, %94 ], [ %101, %99 ]
  %109 = and i64 %66, 1
  %110 = icmp eq i64 %67, 0
  br i1 %110, label %135, label %111

111:                                              ; preds = %107
  %112 = and i64 %66, 2147483646
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %132, %113 ]
  %115 = phi i64 [ %108, %111 ], [ %126, %113 ]
  %116 = phi i64 [ 0, %111 ], [ %133, %113 ]
  %117 = mul i64 %115, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = lshr i64 %118, 10
  %120 = and i64 %119, 18014398509481982
  %121 = uitofp nneg i64 %120 to double
  %122 = call double @llvm.fmuladd.f64(double %121, double 0x3CA0000000000000, double -1.000000e+00)
  %123 = getelementptr inbounds double, ptr %53, i64 %114
  store double %122, ptr %123, align 16, !tbaa !9
  %124 = or disjoint i64 %114, 1
  %125 = mul i64 %118, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = lshr i64 %126, 10
  %128 = and i64 %127, 18014398509481982
  %129 = uitofp nneg i64 %128 to double
  %130 = call double @llvm.fmuladd.f64(double %129, double 0x3CA0000000000000, double -1.000000e+00)
  %131 = getelementptr inbounds double, ptr %53, i64 %124
  store double %130, ptr %131, align 8, !tbaa !9
  %132 = add nuw nsw i64 %114, 2
  %133 = add i64 %116, 2
  %134 = icmp eq i64 %133, %112
  br i1 %134, label %135, label %113, !llvm.loop !11

135:                                              ; preds = %113, %107
  %136 = phi i64 [ poison, %107 ], [ %126, %113 ]
  %137 = phi i64 [ 0, %107 ], [ %132, %113 ]
  %138 = phi i64 [ %108, %107 ], [ %126, %113 ]
  %139 = icmp eq i64 %109, 0
  br i1 %139, label %148, label %140

140:                                              ; preds = %135
  %141 = mul i64 %138, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = lshr i64 %142, 10
  %144 = and i64 %143, 18014398509481982
  %145 = uitofp nneg i64 %144 to double
  %146 = call double @llvm.fmuladd.f64(double %145, double 0x3CA0000000000000, double -1.000000e+00)
  %147 = getelementptr inbounds double, ptr %53, i64 %137
  store double %146, ptr %147, align 8, !tbaa !9
  br label %148

148:                                              ; preds = %135, %140
  %149 = phi i64 [ %136, %135 ], [ %142, %140 ]
  %150 = and i64 %66, 1
  %151 = icmp eq i64 %67, 0
  br i1 %151, label %176, label %152

152:                                              ; preds = %148
  %153 = and i64 %66, 2147483646
  br label %154

154:                                              ; preds = %154, %152
  %155 = phi i64 [ 0, %152 ], [ %173, %154 ]
  %156 = phi i64 [ %149, %152 ], [ %167, %154 ]
  %157 = phi i64 [ 0, %152 ], [ %174, %154 ]
  %158 = mul i64 %156, 6364136223846793005
  %159 = add i64 %158, 1442695040888963407
  %160 = lshr i64 %159, 10
  %161 = and i64 %160, 18014398509481982
  %162 = uitofp nneg i64 %161 to double
  %163 = call double @llvm.fmuladd.f64(double %162, double 0x3CA0000000000000, double -1.000000e+00)
  %164 = getelementptr inbounds double, ptr %54, i64 %155
  store double %163, ptr %164, align 16, !tbaa !9
  %165 = or disjoint i64 %155, 1
  %166 = mul i64 %159, 6364136223846793005
  %167 = add i64 %166, 1442695040888963407
  %168 = lshr i64 %167, 10
  %169 = and i64 %168, 18014398509481982
  %170 = uitofp nneg i64 %169 to double
  %171 = call double @llvm.fmuladd.f64(double %170, double 0x3CA0000000000000, double -1.000000e+00)
  %172 = getelementptr inbounds double, ptr %54, i64 %165
  store double %171, ptr %172, align 8, !tbaa !9
  %173 = add nuw nsw i64 %155, 2
  %174 = add i64 %157, 2
  %175 = icmp eq i64 %174, %153
  br i1 %175, label %176, label %154, !llvm.loop !11

176:                                              ; preds = %154, %148
  %177 = phi i64 [ poison, %148 ], [ %167, %154 ]
  %178 = phi i64 [ 0, %148 ], [ %173, %154 ]
  %179 = phi i64 [ %149, %148 ], [ %167, %154 ]
  %180 = icmp eq i64 %150, 0
  br i1 %180, label %189, label %181

181:                                              ; preds = %176
  %182 = mul i64 %179, 6364136223846793005
  %183 = add i64 %182, 1442695040888963407
  %184 = lshr i64 %183, 10
  %185 = and i64 %184, 18014398509481982
  %186 = uitofp nneg i64 %185 to double
  %187 = call double @llvm.fmuladd.f64(double %186, double 0x3CA0000000000000, double -1.000000e+00)
  %188 = getelementptr inbounds double, ptr %54, i64 %178
  store double %187, ptr %188, align 8, !tbaa !9
  br label %189

189:                                              ; preds = %176, %181
  %190 = phi i64 [ %177, %176 ], [ %183, %181 ]
  store i64 %190, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %56, i8 0, i64 72, i1 false)
  %191 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %192 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rosen_grad, i32 noundef %191, ptr noundef nonnull %52, ptr noundef nonnull %53, i32 noundef %191, ptr noundef nonnull %55, ptr noundef nonnull %56, i32 noundef %192, i32 noundef %64) #16
  %193 = shl nuw nsw i64 %66, 3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %58, i8 0, i64 %193, i1 false), !tbaa !9
  %194 = add nsw i32 %64, -1
  %195 = zext i32 %194 to i64
  %196 = load double, ptr %58, align 16
  br label %197

197:                                              ; preds = %197, %189
  %198 = phi double [ %196, %189 ], [ %232, %197 ]
  %199 = phi i64 [ 0, %189 ], [ %230, %197 ]
  %200 = phi i64 [ 1, %189 ], [ %229, %197 ]
  %201 = getelementptr inbounds double, ptr %52, i64 %199
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = fmul double %202, 1.200000e+03
  %204 = getelementptr inbounds double, ptr %52, i64 %200
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = fmul double %205, -4.000000e+02
  %207 = call double @llvm.fmuladd.f64(double %203, double %202, double %206)
  %208 = fadd double %207, 2.000000e+00
  %209 = fmul double %202, -4.000000e+02
  %210 = getelementptr inbounds double, ptr %53, i64 %199
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = getelementptr inbounds double, ptr %53, i64 %200
  %213 = load double, ptr %212, align 8, !tbaa !9
  %214 = getelementptr inbounds double, ptr %58, i64 %199
  %215 = getelementptr inbounds double, ptr %58, i64 %200
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = insertelement <2 x double> <double poison, double 2.000000e+02>, double %209, i64 0
  %218 = insertelement <2 x double> poison, double %213, i64 0
  %219 = shufflevector <2 x double> %218, <2 x double> poison, <2 x i32> zeroinitializer
  %220 = fmul <2 x double> %217, %219
  %221 = insertelement <2 x double> poison, double %208, i64 0
  %222 = insertelement <2 x double> %221, double %209, i64 1
  %223 = insertelement <2 x double> poison, double %211, i64 0
  %224 = shufflevector <2 x double> %223, <2 x double> poison, <2 x i32> zeroinitializer
  %225 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %222, <2 x double> %224, <2 x double> %220)
  %226 = insertelement <2 x double> poison, double %198, i64 0
  %227 = insertelement <2 x double> %226, double %216, i64 1
  %228 = fadd <2 x double> %227, %225
  store <2 x double> %228, ptr %214, align 8, !tbaa !9
  %229 = add nuw nsw i64 %200, 1
  %230 = add nuw nsw i64 %199, 1
  %231 = icmp eq i64 %230, %195
  %232 = extractelement <2 x double> %228, i64 1
  br i1 %231, label %436, label %197, !llvm.loop !15

233:                                              ; preds = %465
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %48) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %50) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %50, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %51) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %51, i8 0, i64 72, i1 false)
  %234 = icmp ult i32 %64, 2
  br i1 %234, label %235, label %237

235:                                              ; preds = %251, %233
  %236 = phi i64 [ 0, %233 ], [ %238, %251 ]
  br label %258

237:                                              ; preds = %233
  %238 = and i64 %66, 2147483646
  br label %239

239:                                              ; preds = %239, %237
  %240 = phi i64 [ 0, %237 ], [ %249, %239 ]
  %241 = getelementptr inbounds double, ptr %52, i64 %240
  %242 = load <2 x double>, ptr %241, align 16, !tbaa !9
  %243 = getelementptr inbounds double, ptr %53, i64 %240
  %244 = load <2 x double>, ptr %243, align 16, !tbaa !9
  %245 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %242)
  %246 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %240
  store <2 x double> %245, ptr %246, align 16, !tbaa !9
  %247 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %242)
  %248 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %240
  store <2 x double> %247, ptr %248, align 16, !tbaa !9
  %249 = add nuw i64 %240, 2
  %250 = icmp eq i64 %249, %238
  br i1 %250, label %251, label %239, !llvm.loop !16

251:                                              ; preds = %239
  %252 = icmp eq i64 %238, %66
  br i1 %252, label %253, label %235

253:                                              ; preds = %258, %251
  %254 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %255 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %254, ptr noundef nonnull %48, ptr noundef nonnull %50, i32 noundef %255, i32 noundef %64) #16
  %256 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %257 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %256, ptr noundef nonnull %49, ptr noundef nonnull %51, i32 noundef %257, i32 noundef %64) #16
  br label %270

258:                                              ; preds = %235, %258
  %259 = phi i64 [ %268, %258 ], [ %236, %235 ]
  %260 = getelementptr inbounds double, ptr %52, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = getelementptr inbounds double, ptr %53, i64 %259
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = call double @llvm.fmuladd.f64(double %263, double 0x3EB0C6F7A0B5ED8D, double %261)
  %265 = getelementptr inbounds [9 x double], ptr %48, i64 0, i64 %259
  store double %264, ptr %265, align 8, !tbaa !9
  %266 = call double @llvm.fmuladd.f64(double %263, double 0xBEB0C6F7A0B5ED8D, double %261)
  %267 = getelementptr inbounds [9 x double], ptr %49, i64 0, i64 %259
  store double %266, ptr %267, align 8, !tbaa !9
  %268 = add nuw nsw i64 %259, 1
  %269 = icmp eq i64 %268, %66
  br i1 %269, label %253, label %258, !llvm.loop !19

270:                                              ; preds = %303, %253
  %271 = phi i64 [ 0, %253 ], [ %304, %303 ]
  %272 = getelementptr inbounds double, ptr %56, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = getelementptr inbounds [9 x double], ptr %50, i64 0, i64 %271
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = getelementptr inbounds [9 x double], ptr %51, i64 0, i64 %271
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = fsub double %275, %277
  %279 = fdiv double %278, 2.000000e-06
  %280 = call double @llvm.fabs.f64(double %279)
  %281 = fcmp ogt double %280, 1.000000e+00
  %282 = select i1 %281, double %280, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double %273, ptr %47, align 8, !tbaa !9
  %283 = load volatile double, ptr %47, align 8, !tbaa !9
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fcmp ueq double %284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %285, label %298, label %286

286:                                              ; preds = %270
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %279, ptr %46, align 8, !tbaa !9
  %287 = load volatile double, ptr %46, align 8, !tbaa !9
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %289, label %298, label %290

290:                                              ; preds = %286
  %291 = fsub double %273, %279
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fmul double %282, 1.000000e-05
  %294 = fcmp ugt double %292, %293
  br i1 %294, label %298, label %295

295:                                              ; preds = %290
  %296 = trunc nuw nsw i64 %271 to i32
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.1, i32 noundef %296, double noundef %273, double noundef %279, ptr noundef nonnull @.str.25)
  br label %303

298:                                              ; preds = %290, %286, %270
  %299 = trunc nuw nsw i64 %271 to i32
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.1, i32 noundef %299, double noundef %273, double noundef %279, ptr noundef nonnull @.str.26)
  %301 = load i32, ptr @n_fail, align 4, !tbaa !13
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr @n_fail, align 4, !tbaa !13
  br label %303

303:                                              ; preds = %298, %295
  %304 = add nuw nsw i64 %271, 1
  %305 = icmp eq i64 %304, %66
  br i1 %305, label %306, label %270, !llvm.loop !20

306:                                              ; preds = %303
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %51) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %50) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %48) #16
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.2, ptr noundef nonnull @rosen, ptr noundef nonnull %52, ptr noundef nonnull %53, ptr noundef nonnull %56, i32 noundef %64)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %59) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %59, i8 0, i64 72, i1 false)
  %307 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %308 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %307, ptr noundef nonnull %52, ptr noundef nonnull %59, i32 noundef %308, i32 noundef %64) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %45) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %45, ptr noundef nonnull readonly align 16 dereferenceable(1) %52, i64 %193, i1 false)
  %309 = icmp ugt i32 %64, 1
  %310 = add nsw i64 %195, -1
  %311 = and i64 %195, 1
  %312 = icmp eq i64 %310, 0
  %313 = and i64 %195, 4294967294
  %314 = icmp eq i64 %311, 0
  %315 = and i64 %195, 1
  %316 = icmp eq i64 %310, 0
  %317 = and i64 %195, 4294967294
  %318 = icmp eq i64 %315, 0
  br label %319

319:                                              ; preds = %306, %428
  %320 = phi i64 [ %433, %428 ], [ 0, %306 ]
  %321 = getelementptr inbounds double, ptr %52, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !9
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ogt double %323, 1.000000e+00
  %325 = select i1 %324, double %323, double 1.000000e+00
  %326 = fmul double %325, 1.000000e-05
  %327 = fadd double %322, %326
  %328 = getelementptr inbounds [9 x double], ptr %45, i64 0, i64 %320
  store double %327, ptr %328, align 8, !tbaa !9
  br i1 %309, label %329, label %428

329:                                              ; preds = %319
  br i1 %312, label %359, label %330

330:                                              ; preds = %329, %330
  %331 = phi i64 [ %356, %330 ], [ 0, %329 ]
  %332 = phi i64 [ %355, %330 ], [ 1, %329 ]
  %333 = phi double [ %354, %330 ], [ 0.000000e+00, %329 ]
  %334 = phi i64 [ %357, %330 ], [ 0, %329 ]
  %335 = getelementptr inbounds double, ptr %45, i64 %332
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = getelementptr inbounds double, ptr %45, i64 %331
  %338 = load double, ptr %337, align 16, !tbaa !9
  %339 = fneg double %338
  %340 = call double @llvm.fmuladd.f64(double %339, double %338, double %336)
  %341 = fsub double 1.000000e+00, %338
  %342 = fmul double %340, 1.000000e+02
  %343 = fmul double %341, %341
  %344 = call double @llvm.fmuladd.f64(double %342, double %340, double %343)
  %345 = fadd double %333, %344
  %346 = getelementptr inbounds double, ptr %61, i64 %332
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = fneg double %336
  %349 = call double @llvm.fmuladd.f64(double %348, double %336, double %347)
  %350 = fsub double 1.000000e+00, %336
  %351 = fmul double %349, 1.000000e+02
  %352 = fmul double %350, %350
  %353 = call double @llvm.fmuladd.f64(double %351, double %349, double %352)
  %354 = fadd double %345, %353
  %355 = add nuw nsw i64 %332, 2
  %356 = add nuw nsw i64 %331, 2
  %357 = add i64 %334, 2
  %358 = icmp eq i64 %357, %313
  br i1 %358, label %359, label %330, !llvm.loop !21

359:                                              ; preds = %330, %329
  %360 = phi double [ poison, %329 ], [ %354, %330 ]
  %361 = phi i64 [ 0, %329 ], [ %356, %330 ]
  %362 = phi i64 [ 1, %329 ], [ %355, %330 ]
  %363 = phi double [ 0.000000e+00, %329 ], [ %354, %330 ]
  br i1 %314, label %376, label %364

364:                                              ; preds = %359
  %365 = getelementptr inbounds double, ptr %45, i64 %362
  %366 = load double, ptr %365, align 8, !tbaa !9
  %367 = getelementptr inbounds double, ptr %45, i64 %361
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = fneg double %368
  %370 = call double @llvm.fmuladd.f64(double %369, double %368, double %366)
  %371 = fsub double 1.000000e+00, %368
  %372 = fmul double %370, 1.000000e+02
  %373 = fmul double %371, %371
  %374 = call double @llvm.fmuladd.f64(double %372, double %370, double %373)
  %375 = fadd double %363, %374
  br label %376

376:                                              ; preds = %359, %364
  %377 = phi double [ %360, %359 ], [ %375, %364 ]
  %378 = fsub double %322, %326
  store double %378, ptr %328, align 8, !tbaa !9
  br i1 %316, label %408, label %379

379:                                              ; preds = %376, %379
  %380 = phi i64 [ %405, %379 ], [ 0, %376 ]
  %381 = phi i64 [ %404, %379 ], [ 1, %376 ]
  %382 = phi double [ %403, %379 ], [ 0.000000e+00, %376 ]
  %383 = phi i64 [ %406, %379 ], [ 0, %376 ]
  %384 = getelementptr inbounds double, ptr %45, i64 %381
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = getelementptr inbounds double, ptr %45, i64 %380
  %387 = load double, ptr %386, align 16, !tbaa !9
  %388 = fneg double %387
  %389 = call double @llvm.fmuladd.f64(double %388, double %387, double %385)
  %390 = fsub double 1.000000e+00, %387
  %391 = fmul double %389, 1.000000e+02
  %392 = fmul double %390, %390
  %393 = call double @llvm.fmuladd.f64(double %391, double %389, double %392)
  %394 = fadd double %382, %393
  %395 = getelementptr inbounds double, ptr %62, i64 %381
  %396 = load double, ptr %395, align 8, !tbaa !9
  %397 = fneg double %385
  %398 = call double @llvm.fmuladd.f64(double %397, double %385, double %396)
  %399 = fsub double 1.000000e+00, %385
  %400 = fmul double %398, 1.000000e+02
  %401 = fmul double %399, %399
  %402 = call double @llvm.fmuladd.f64(double %400, double %398, double %401)
  %403 = fadd double %394, %402
  %404 = add nuw nsw i64 %381, 2
  %405 = add nuw nsw i64 %380, 2
  %406 = add i64 %383, 2
  %407 = icmp eq i64 %406, %317
  br i1 %407, label %408, label %379, !llvm.loop !21

408:                                              ; preds = %379, %376
  %409 = phi double [ poison, %376 ], [ %403, %379 ]
  %410 = phi i64 [ 0, %376 ], [ %405, %379 ]
  %411 = phi i64 [ 1, %376 ], [ %404, %379 ]
  %412 = phi double [ 0.000000e+00, %376 ], [ %403, %379 ]
  br i1 %318, label %425, label %413

413:                                              ; preds = %408
  %414 = getelementptr inbounds double, ptr %45, i64 %411
  %415 = load double, ptr %414, align 8, !tbaa !9
  %416 = getelementptr inbounds double, ptr %45, i64 %410
  %417 = load double, ptr %416, align 8, !tbaa !9
  %418 = fneg double %417
  %419 = call double @llvm.fmuladd.f64(double %418, double %417, double %415)
  %420 = fsub double 1.000000e+00, %417
  %421 = fmul double %419, 1.000000e+02
  %422 = fmul double %420, %420
  %423 = call double @llvm.fmuladd.f64(double %421, double %419, double %422)
  %424 = fadd double %412, %423
  br label %425

425:                                              ; preds = %408, %413
  %426 = phi double [ %409, %408 ], [ %424, %413 ]
  %427 = fsub double %377, %426
  br label %428

428:                                              ; preds = %319, %425
  %429 = phi double [ %427, %425 ], [ 0.000000e+00, %319 ]
  store double %322, ptr %328, align 8, !tbaa !9
  %430 = fmul double %326, 2.000000e+00
  %431 = fdiv double %429, %430
  %432 = getelementptr inbounds double, ptr %58, i64 %320
  store double %431, ptr %432, align 8, !tbaa !9
  %433 = add nuw nsw i64 %320, 1
  %434 = icmp eq i64 %433, %66
  br i1 %434, label %435, label %319, !llvm.loop !22

435:                                              ; preds = %428
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %45) #16
  br label %468

436:                                              ; preds = %197, %465
  %437 = phi i64 [ %466, %465 ], [ 0, %197 ]
  %438 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %437
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %437
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = call double @llvm.fabs.f64(double %441)
  %443 = fcmp ogt double %442, 1.000000e+00
  %444 = select i1 %443, double %442, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %439, ptr %44, align 8, !tbaa !9
  %445 = load volatile double, ptr %44, align 8, !tbaa !9
  %446 = call double @llvm.fabs.f64(double %445)
  %447 = fcmp ueq double %446, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %447, label %460, label %448

448:                                              ; preds = %436
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %441, ptr %43, align 8, !tbaa !9
  %449 = load volatile double, ptr %43, align 8, !tbaa !9
  %450 = call double @llvm.fabs.f64(double %449)
  %451 = fcmp ueq double %450, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %451, label %460, label %452

452:                                              ; preds = %448
  %453 = fsub double %439, %441
  %454 = call double @llvm.fabs.f64(double %453)
  %455 = fmul double %444, 1.000000e-10
  %456 = fcmp ugt double %454, %455
  br i1 %456, label %460, label %457

457:                                              ; preds = %452
  %458 = trunc nuw nsw i64 %437 to i32
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str, i32 noundef %458, double noundef %439, double noundef %441, ptr noundef nonnull @.str.25)
  br label %465

460:                                              ; preds = %452, %448, %436
  %461 = trunc nuw nsw i64 %437 to i32
  %462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str, i32 noundef %461, double noundef %439, double noundef %441, ptr noundef nonnull @.str.26)
  %463 = load i32, ptr @n_fail, align 4, !tbaa !13
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr @n_fail, align 4, !tbaa !13
  br label %465

465:                                              ; preds = %457, %460
  %466 = add nuw nsw i64 %437, 1
  %467 = icmp eq i64 %466, %66
  br i1 %467, label %233, label %436, !llvm.loop !23

468:                                              ; preds = %435, %497
  %469 = phi i64 [ 0, %435 ], [ %498, %497 ]
  %470 = getelementptr inbounds [9 x double], ptr %59, i64 0, i64 %469
  %471 = load double, ptr %470, align 8, !tbaa !9
  %472 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %469
  %473 = load double, ptr %472, align 8, !tbaa !9
  %474 = call double @llvm.fabs.f64(double %473)
  %475 = fcmp ogt double %474, 1.000000e+00
  %476 = select i1 %475, double %474, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %471, ptr %42, align 8, !tbaa !9
  %477 = load volatile double, ptr %42, align 8, !tbaa !9
  %478 = call double @llvm.fabs.f64(double %477)
  %479 = fcmp ueq double %478, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %479, label %492, label %480

480:                                              ; preds = %468
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %473, ptr %41, align 8, !tbaa !9
  %481 = load volatile double, ptr %41, align 8, !tbaa !9
  %482 = call double @llvm.fabs.f64(double %481)
  %483 = fcmp ueq double %482, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %483, label %492, label %484

484:                                              ; preds = %480
  %485 = fsub double %471, %473
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fmul double %476, 0x3EB0C6F7A0B5ED8D
  %488 = fcmp ugt double %486, %487
  br i1 %488, label %492, label %489

489:                                              ; preds = %484
  %490 = trunc nuw nsw i64 %469 to i32
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.3, i32 noundef %490, double noundef %471, double noundef %473, ptr noundef nonnull @.str.25)
  br label %497

492:                                              ; preds = %484, %480, %468
  %493 = trunc nuw nsw i64 %469 to i32
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.3, i32 noundef %493, double noundef %471, double noundef %473, ptr noundef nonnull @.str.26)
  %495 = load i32, ptr @n_fail, align 4, !tbaa !13
  %496 = add nsw i32 %495, 1
  store i32 %496, ptr @n_fail, align 4, !tbaa !13
  br label %497

497:                                              ; preds = %489, %492
  %498 = add nuw nsw i64 %469, 1
  %499 = icmp eq i64 %498, %66
  br i1 %499, label %580, label %468, !llvm.loop !24

500:                                              ; preds = %609
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %56, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %57, i8 0, i64 72, i1 false)
  %501 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %502 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %501, ptr noundef nonnull %52, ptr noundef nonnull %53, i32 noundef %501, ptr noundef nonnull %55, ptr noundef nonnull %56, i32 noundef %502, i32 noundef %64) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  %503 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %504 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain_grad, i32 noundef %503, ptr noundef nonnull %52, ptr noundef nonnull %54, i32 noundef %503, ptr noundef nonnull %55, ptr noundef nonnull %57, i32 noundef %504, i32 noundef %64) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %37) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %38) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %39) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %39, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %40) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %40, i8 0, i64 72, i1 false)
  %505 = icmp ult i32 %64, 2
  br i1 %505, label %506, label %508

506:                                              ; preds = %522, %500
  %507 = phi i64 [ 0, %500 ], [ %509, %522 ]
  br label %529

508:                                              ; preds = %500
  %509 = and i64 %66, 2147483646
  br label %510

510:                                              ; preds = %510, %508
  %511 = phi i64 [ 0, %508 ], [ %520, %510 ]
  %512 = getelementptr inbounds double, ptr %52, i64 %511
  %513 = load <2 x double>, ptr %512, align 16, !tbaa !9
  %514 = getelementptr inbounds double, ptr %53, i64 %511
  %515 = load <2 x double>, ptr %514, align 16, !tbaa !9
  %516 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %515, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %513)
  %517 = getelementptr inbounds [9 x double], ptr %37, i64 0, i64 %511
  store <2 x double> %516, ptr %517, align 16, !tbaa !9
  %518 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %515, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %513)
  %519 = getelementptr inbounds [9 x double], ptr %38, i64 0, i64 %511
  store <2 x double> %518, ptr %519, align 16, !tbaa !9
  %520 = add nuw i64 %511, 2
  %521 = icmp eq i64 %520, %509
  br i1 %521, label %522, label %510, !llvm.loop !25

522:                                              ; preds = %510
  %523 = icmp eq i64 %509, %66
  br i1 %523, label %524, label %506

524:                                              ; preds = %529, %522
  %525 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %526 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %525, ptr noundef nonnull %37, ptr noundef nonnull %39, i32 noundef %526, i32 noundef %64) #16
  %527 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %528 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %527, ptr noundef nonnull %38, ptr noundef nonnull %40, i32 noundef %528, i32 noundef %64) #16
  br label %541

529:                                              ; preds = %506, %529
  %530 = phi i64 [ %539, %529 ], [ %507, %506 ]
  %531 = getelementptr inbounds double, ptr %52, i64 %530
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = getelementptr inbounds double, ptr %53, i64 %530
  %534 = load double, ptr %533, align 8, !tbaa !9
  %535 = call double @llvm.fmuladd.f64(double %534, double 0x3EB0C6F7A0B5ED8D, double %532)
  %536 = getelementptr inbounds [9 x double], ptr %37, i64 0, i64 %530
  store double %535, ptr %536, align 8, !tbaa !9
  %537 = call double @llvm.fmuladd.f64(double %534, double 0xBEB0C6F7A0B5ED8D, double %532)
  %538 = getelementptr inbounds [9 x double], ptr %38, i64 0, i64 %530
  store double %537, ptr %538, align 8, !tbaa !9
  %539 = add nuw nsw i64 %530, 1
  %540 = icmp eq i64 %539, %66
  br i1 %540, label %524, label %529, !llvm.loop !26

541:                                              ; preds = %574, %524
  %542 = phi i64 [ 0, %524 ], [ %575, %574 ]
  %543 = getelementptr inbounds double, ptr %56, i64 %542
  %544 = load double, ptr %543, align 8, !tbaa !9
  %545 = getelementptr inbounds [9 x double], ptr %39, i64 0, i64 %542
  %546 = load double, ptr %545, align 8, !tbaa !9
  %547 = getelementptr inbounds [9 x double], ptr %40, i64 0, i64 %542
  %548 = load double, ptr %547, align 8, !tbaa !9
  %549 = fsub double %546, %548
  %550 = fdiv double %549, 2.000000e-06
  %551 = call double @llvm.fabs.f64(double %550)
  %552 = fcmp ogt double %551, 1.000000e+00
  %553 = select i1 %552, double %551, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %544, ptr %36, align 8, !tbaa !9
  %554 = load volatile double, ptr %36, align 8, !tbaa !9
  %555 = call double @llvm.fabs.f64(double %554)
  %556 = fcmp ueq double %555, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %556, label %569, label %557

557:                                              ; preds = %541
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %550, ptr %35, align 8, !tbaa !9
  %558 = load volatile double, ptr %35, align 8, !tbaa !9
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fcmp ueq double %559, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %560, label %569, label %561

561:                                              ; preds = %557
  %562 = fsub double %544, %550
  %563 = call double @llvm.fabs.f64(double %562)
  %564 = fmul double %553, 1.000000e-05
  %565 = fcmp ugt double %563, %564
  br i1 %565, label %569, label %566

566:                                              ; preds = %561
  %567 = trunc nuw nsw i64 %542 to i32
  %568 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.5, i32 noundef %567, double noundef %544, double noundef %550, ptr noundef nonnull @.str.25)
  br label %574

569:                                              ; preds = %561, %557, %541
  %570 = trunc nuw nsw i64 %542 to i32
  %571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.5, i32 noundef %570, double noundef %544, double noundef %550, ptr noundef nonnull @.str.26)
  %572 = load i32, ptr @n_fail, align 4, !tbaa !13
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr @n_fail, align 4, !tbaa !13
  br label %574

574:                                              ; preds = %569, %566
  %575 = add nuw nsw i64 %542, 1
  %576 = icmp eq i64 %575, %66
  br i1 %576, label %577, label %541, !llvm.loop !20

577:                                              ; preds = %574
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %40) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %39) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %38) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %37) #16
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.6, ptr noundef nonnull @chain, ptr noundef nonnull %52, ptr noundef nonnull %53, ptr noundef nonnull %56, i32 noundef %64)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %60) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %60, i8 0, i64 72, i1 false)
  %578 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %579 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain_dir, i32 noundef %578, ptr noundef nonnull %52, ptr noundef nonnull %60, i32 noundef %579, ptr noundef nonnull %53, i32 noundef %579, i32 noundef %64) #16
  br label %612

580:                                              ; preds = %497, %609
  %581 = phi i64 [ %610, %609 ], [ 0, %497 ]
  %582 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %581
  %583 = load double, ptr %582, align 8, !tbaa !9
  %584 = getelementptr inbounds [9 x double], ptr %58, i64 0, i64 %581
  %585 = load double, ptr %584, align 8, !tbaa !9
  %586 = call double @llvm.fabs.f64(double %585)
  %587 = fcmp ogt double %586, 1.000000e+00
  %588 = select i1 %587, double %586, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %583, ptr %34, align 8, !tbaa !9
  %589 = load volatile double, ptr %34, align 8, !tbaa !9
  %590 = call double @llvm.fabs.f64(double %589)
  %591 = fcmp ueq double %590, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %591, label %604, label %592

592:                                              ; preds = %580
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %585, ptr %33, align 8, !tbaa !9
  %593 = load volatile double, ptr %33, align 8, !tbaa !9
  %594 = call double @llvm.fabs.f64(double %593)
  %595 = fcmp ueq double %594, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %595, label %604, label %596

596:                                              ; preds = %592
  %597 = fsub double %583, %585
  %598 = call double @llvm.fabs.f64(double %597)
  %599 = fmul double %588, 0x3EB0C6F7A0B5ED8D
  %600 = fcmp ugt double %598, %599
  br i1 %600, label %604, label %601

601:                                              ; preds = %596
  %602 = trunc nuw nsw i64 %581 to i32
  %603 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.4, i32 noundef %602, double noundef %583, double noundef %585, ptr noundef nonnull @.str.25)
  br label %609

604:                                              ; preds = %596, %592, %580
  %605 = trunc nuw nsw i64 %581 to i32
  %606 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.4, i32 noundef %605, double noundef %583, double noundef %585, ptr noundef nonnull @.str.26)
  %607 = load i32, ptr @n_fail, align 4, !tbaa !13
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr @n_fail, align 4, !tbaa !13
  br label %609

609:                                              ; preds = %601, %604
  %610 = add nuw nsw i64 %581, 1
  %611 = icmp eq i64 %610, %66
  br i1 %611, label %500, label %580, !llvm.loop !27

612:                                              ; preds = %577, %641
  %613 = phi i64 [ 0, %577 ], [ %642, %641 ]
  %614 = getelementptr inbounds [9 x double], ptr %60, i64 0, i64 %613
  %615 = load double, ptr %614, align 8, !tbaa !9
  %616 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %613
  %617 = load double, ptr %616, align 8, !tbaa !9
  %618 = call double @llvm.fabs.f64(double %617)
  %619 = fcmp ogt double %618, 1.000000e+00
  %620 = select i1 %619, double %618, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %615, ptr %32, align 8, !tbaa !9
  %621 = load volatile double, ptr %32, align 8, !tbaa !9
  %622 = call double @llvm.fabs.f64(double %621)
  %623 = fcmp ueq double %622, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %623, label %636, label %624

624:                                              ; preds = %612
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %617, ptr %31, align 8, !tbaa !9
  %625 = load volatile double, ptr %31, align 8, !tbaa !9
  %626 = call double @llvm.fabs.f64(double %625)
  %627 = fcmp ueq double %626, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %627, label %636, label %628

628:                                              ; preds = %624
  %629 = fsub double %615, %617
  %630 = call double @llvm.fabs.f64(double %629)
  %631 = fmul double %620, 1.000000e-10
  %632 = fcmp ugt double %630, %631
  br i1 %632, label %636, label %633

633:                                              ; preds = %628
  %634 = trunc nuw nsw i64 %613 to i32
  %635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.7, i32 noundef %634, double noundef %615, double noundef %617, ptr noundef nonnull @.str.25)
  br label %641

636:                                              ; preds = %628, %624, %612
  %637 = trunc nuw nsw i64 %613 to i32
  %638 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.7, i32 noundef %637, double noundef %615, double noundef %617, ptr noundef nonnull @.str.26)
  %639 = load i32, ptr @n_fail, align 4, !tbaa !13
  %640 = add nsw i32 %639, 1
  store i32 %640, ptr @n_fail, align 4, !tbaa !13
  br label %641

641:                                              ; preds = %633, %636
  %642 = add nuw nsw i64 %613, 1
  %643 = icmp eq i64 %642, %66
  br i1 %643, label %644, label %612, !llvm.loop !28

644:                                              ; preds = %641
  %645 = and i64 %66, 1
  %646 = icmp eq i32 %64, 1
  br i1 %646, label %649, label %647

647:                                              ; preds = %644
  %648 = and i64 %66, 2147483646
  br label %714

649:                                              ; preds = %714, %644
  %650 = phi <2 x double> [ poison, %644 ], [ %744, %714 ]
  %651 = phi i64 [ 0, %644 ], [ %745, %714 ]
  %652 = phi <2 x double> [ zeroinitializer, %644 ], [ %744, %714 ]
  %653 = icmp eq i64 %645, 0
  br i1 %653, label %668, label %654

654:                                              ; preds = %649
  %655 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %651
  %656 = load double, ptr %655, align 8, !tbaa !9
  %657 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %651
  %658 = load double, ptr %657, align 8, !tbaa !9
  %659 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %651
  %660 = load double, ptr %659, align 8, !tbaa !9
  %661 = getelementptr inbounds [9 x double], ptr %57, i64 0, i64 %651
  %662 = load double, ptr %661, align 8, !tbaa !9
  %663 = insertelement <2 x double> poison, double %656, i64 0
  %664 = insertelement <2 x double> %663, double %660, i64 1
  %665 = insertelement <2 x double> poison, double %658, i64 0
  %666 = insertelement <2 x double> %665, double %662, i64 1
  %667 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %664, <2 x double> %666, <2 x double> %652)
  br label %668

668:                                              ; preds = %649, %654
  %669 = phi <2 x double> [ %650, %649 ], [ %667, %654 ]
  %670 = extractelement <2 x double> %669, i64 1
  %671 = call double @llvm.fabs.f64(double %670)
  %672 = fcmp ogt double %671, 1.000000e+00
  %673 = select i1 %672, double %671, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  %674 = extractelement <2 x double> %669, i64 0
  store volatile double %674, ptr %30, align 8, !tbaa !9
  %675 = load volatile double, ptr %30, align 8, !tbaa !9
  %676 = call double @llvm.fabs.f64(double %675)
  %677 = fcmp ueq double %676, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %677, label %689, label %678

678:                                              ; preds = %668
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %670, ptr %29, align 8, !tbaa !9
  %679 = load volatile double, ptr %29, align 8, !tbaa !9
  %680 = call double @llvm.fabs.f64(double %679)
  %681 = fcmp ueq double %680, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %681, label %689, label %682

682:                                              ; preds = %678
  %683 = fsub double %674, %670
  %684 = call double @llvm.fabs.f64(double %683)
  %685 = fmul double %673, 1.000000e-10
  %686 = fcmp ugt double %684, %685
  br i1 %686, label %689, label %687

687:                                              ; preds = %682
  %688 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.8, i32 noundef %64, double noundef %674, double noundef %670, ptr noundef nonnull @.str.25)
  br label %693

689:                                              ; preds = %682, %678, %668
  %690 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.8, i32 noundef %64, double noundef %674, double noundef %670, ptr noundef nonnull @.str.26)
  %691 = load i32, ptr @n_fail, align 4, !tbaa !13
  %692 = add nsw i32 %691, 1
  store i32 %692, ptr @n_fail, align 4, !tbaa !13
  br label %693

693:                                              ; preds = %687, %689
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, i8 0, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %56, i8 0, i64 72, i1 false)
  %694 = icmp ult i32 %64, 4
  br i1 %694, label %695, label %697

695:                                              ; preds = %712, %693
  %696 = phi i64 [ 0, %693 ], [ %698, %712 ]
  br label %828

697:                                              ; preds = %693
  %698 = and i64 %66, 2147483644
  br label %699

699:                                              ; preds = %699, %697
  %700 = phi i64 [ 0, %697 ], [ %709, %699 ]
  %701 = phi <2 x i32> [ <i32 0, i32 1>, %697 ], [ %710, %699 ]
  %702 = add <2 x i32> %701, <i32 2, i32 2>
  %703 = uitofp <2 x i32> %701 to <2 x double>
  %704 = uitofp <2 x i32> %702 to <2 x double>
  %705 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %703, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %706 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %704, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %707 = getelementptr inbounds [9 x double], ptr %52, i64 0, i64 %700
  %708 = getelementptr inbounds i8, ptr %707, i64 16
  store <2 x double> %705, ptr %707, align 16, !tbaa !9
  store <2 x double> %706, ptr %708, align 16, !tbaa !9
  %709 = add nuw i64 %700, 4
  %710 = add <2 x i32> %701, <i32 4, i32 4>
  %711 = icmp eq i64 %709, %698
  br i1 %711, label %712, label %699, !llvm.loop !29

712:                                              ; preds = %699
  %713 = icmp eq i64 %698, %66
  br i1 %713, label %748, label %695

714:                                              ; preds = %714, %647
  %715 = phi i64 [ 0, %647 ], [ %745, %714 ]
  %716 = phi <2 x double> [ zeroinitializer, %647 ], [ %744, %714 ]
  %717 = phi i64 [ 0, %647 ], [ %746, %714 ]
  %718 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %715
  %719 = load double, ptr %718, align 16, !tbaa !9
  %720 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %715
  %721 = load double, ptr %720, align 16, !tbaa !9
  %722 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %715
  %723 = load double, ptr %722, align 16, !tbaa !9
  %724 = getelementptr inbounds [9 x double], ptr %57, i64 0, i64 %715
  %725 = load double, ptr %724, align 16, !tbaa !9
  %726 = insertelement <2 x double> poison, double %719, i64 0
  %727 = insertelement <2 x double> %726, double %723, i64 1
  %728 = insertelement <2 x double> poison, double %721, i64 0
  %729 = insertelement <2 x double> %728, double %725, i64 1
  %730 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %727, <2 x double> %729, <2 x double> %716)
  %731 = or disjoint i64 %715, 1
  %732 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %731
  %733 = load double, ptr %732, align 8, !tbaa !9
  %734 = getelementptr inbounds [9 x double], ptr %56, i64 0, i64 %731
  %735 = load double, ptr %734, align 8, !tbaa !9
  %736 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %731
  %737 = load double, ptr %736, align 8, !tbaa !9
  %738 = getelementptr inbounds [9 x double], ptr %57, i64 0, i64 %731
  %739 = load double, ptr %738, align 8, !tbaa !9
  %740 = insertelement <2 x double> poison, double %733, i64 0
  %741 = insertelement <2 x double> %740, double %737, i64 1
  %742 = insertelement <2 x double> poison, double %735, i64 0
  %743 = insertelement <2 x double> %742, double %739, i64 1
  %744 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %741, <2 x double> %743, <2 x double> %730)
  %745 = add nuw nsw i64 %715, 2
  %746 = add i64 %717, 2
  %747 = icmp eq i64 %746, %648
  br i1 %747, label %649, label %714, !llvm.loop !30

748:                                              ; preds = %828, %712
  %749 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %750 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_grad, i32 noundef %749, ptr noundef nonnull %52, ptr noundef nonnull %53, i32 noundef %749, ptr noundef nonnull %55, ptr noundef nonnull %56, i32 noundef %750, i32 noundef %64) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %25) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %26) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %27) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %27, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %28) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %28, i8 0, i64 72, i1 false)
  %751 = icmp ult i32 %64, 2
  br i1 %751, label %752, label %754

752:                                              ; preds = %768, %748
  %753 = phi i64 [ 0, %748 ], [ %755, %768 ]
  br label %775

754:                                              ; preds = %748
  %755 = and i64 %66, 2147483646
  br label %756

756:                                              ; preds = %756, %754
  %757 = phi i64 [ 0, %754 ], [ %766, %756 ]
  %758 = getelementptr inbounds double, ptr %52, i64 %757
  %759 = load <2 x double>, ptr %758, align 16, !tbaa !9
  %760 = getelementptr inbounds double, ptr %53, i64 %757
  %761 = load <2 x double>, ptr %760, align 16, !tbaa !9
  %762 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %761, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %759)
  %763 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %757
  store <2 x double> %762, ptr %763, align 16, !tbaa !9
  %764 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %761, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %759)
  %765 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 %757
  store <2 x double> %764, ptr %765, align 16, !tbaa !9
  %766 = add nuw i64 %757, 2
  %767 = icmp eq i64 %766, %755
  br i1 %767, label %768, label %756, !llvm.loop !31

768:                                              ; preds = %756
  %769 = icmp eq i64 %755, %66
  br i1 %769, label %770, label %752

770:                                              ; preds = %775, %768
  %771 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %772 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %771, ptr noundef nonnull %25, ptr noundef nonnull %27, i32 noundef %772, i32 noundef %64) #16
  %773 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %774 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %773, ptr noundef nonnull %26, ptr noundef nonnull %28, i32 noundef %774, i32 noundef %64) #16
  br label %787

775:                                              ; preds = %752, %775
  %776 = phi i64 [ %785, %775 ], [ %753, %752 ]
  %777 = getelementptr inbounds double, ptr %52, i64 %776
  %778 = load double, ptr %777, align 8, !tbaa !9
  %779 = getelementptr inbounds double, ptr %53, i64 %776
  %780 = load double, ptr %779, align 8, !tbaa !9
  %781 = call double @llvm.fmuladd.f64(double %780, double 0x3EB0C6F7A0B5ED8D, double %778)
  %782 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %776
  store double %781, ptr %782, align 8, !tbaa !9
  %783 = call double @llvm.fmuladd.f64(double %780, double 0xBEB0C6F7A0B5ED8D, double %778)
  %784 = getelementptr inbounds [9 x double], ptr %26, i64 0, i64 %776
  store double %783, ptr %784, align 8, !tbaa !9
  %785 = add nuw nsw i64 %776, 1
  %786 = icmp eq i64 %785, %66
  br i1 %786, label %770, label %775, !llvm.loop !32

787:                                              ; preds = %820, %770
  %788 = phi i64 [ 0, %770 ], [ %821, %820 ]
  %789 = getelementptr inbounds double, ptr %56, i64 %788
  %790 = load double, ptr %789, align 8, !tbaa !9
  %791 = getelementptr inbounds [9 x double], ptr %27, i64 0, i64 %788
  %792 = load double, ptr %791, align 8, !tbaa !9
  %793 = getelementptr inbounds [9 x double], ptr %28, i64 0, i64 %788
  %794 = load double, ptr %793, align 8, !tbaa !9
  %795 = fsub double %792, %794
  %796 = fdiv double %795, 2.000000e-06
  %797 = call double @llvm.fabs.f64(double %796)
  %798 = fcmp ogt double %797, 1.000000e+00
  %799 = select i1 %798, double %797, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %790, ptr %24, align 8, !tbaa !9
  %800 = load volatile double, ptr %24, align 8, !tbaa !9
  %801 = call double @llvm.fabs.f64(double %800)
  %802 = fcmp ueq double %801, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %802, label %815, label %803

803:                                              ; preds = %787
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %796, ptr %23, align 8, !tbaa !9
  %804 = load volatile double, ptr %23, align 8, !tbaa !9
  %805 = call double @llvm.fabs.f64(double %804)
  %806 = fcmp ueq double %805, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %806, label %815, label %807

807:                                              ; preds = %803
  %808 = fsub double %790, %796
  %809 = call double @llvm.fabs.f64(double %808)
  %810 = fmul double %799, 1.000000e-05
  %811 = fcmp ugt double %809, %810
  br i1 %811, label %815, label %812

812:                                              ; preds = %807
  %813 = trunc nuw nsw i64 %788 to i32
  %814 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.9, i32 noundef %813, double noundef %790, double noundef %796, ptr noundef nonnull @.str.25)
  br label %820

815:                                              ; preds = %807, %803, %787
  %816 = trunc nuw nsw i64 %788 to i32
  %817 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.9, i32 noundef %816, double noundef %790, double noundef %796, ptr noundef nonnull @.str.26)
  %818 = load i32, ptr @n_fail, align 4, !tbaa !13
  %819 = add nsw i32 %818, 1
  store i32 %819, ptr @n_fail, align 4, !tbaa !13
  br label %820

820:                                              ; preds = %815, %812
  %821 = add nuw nsw i64 %788, 1
  %822 = icmp eq i64 %821, %66
  br i1 %822, label %823, label %787, !llvm.loop !20

823:                                              ; preds = %820
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %28) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %27) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %26) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %25) #16
  call fastcc void @check_hvp_fd(ptr noundef nonnull @.str.10, ptr noundef nonnull @heap, ptr noundef nonnull %52, ptr noundef nonnull %53, ptr noundef nonnull %56, i32 noundef %64)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %60) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %59) #16
  %824 = icmp ugt i32 %64, 2
  %825 = select i1 %824, i32 5, i32 7
  %826 = add nuw nsw i32 %825, %64
  %827 = icmp ult i32 %826, 10
  br i1 %827, label %63, label %844, !llvm.loop !33

828:                                              ; preds = %695, %828
  %829 = phi i64 [ %834, %828 ], [ %696, %695 ]
  %830 = trunc nuw nsw i64 %829 to i32
  %831 = uitofp nneg i32 %830 to double
  %832 = call double @llvm.fmuladd.f64(double %831, double 1.000000e-01, double 3.000000e-01)
  %833 = getelementptr inbounds [9 x double], ptr %52, i64 0, i64 %829
  store double %832, ptr %833, align 8, !tbaa !9
  %834 = add nuw nsw i64 %829, 1
  %835 = icmp eq i64 %834, %66
  br i1 %835, label %748, label %828, !llvm.loop !34

836:                                              ; preds = %1463
  %837 = load double, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  %838 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef %837)
  %839 = load i32, ptr @n_fail, align 4, !tbaa !13
  %840 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, i32 noundef %839)
  %841 = load i32, ptr @n_fail, align 4, !tbaa !13
  %842 = icmp ne i32 %841, 0
  %843 = zext i1 %842 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %58) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %57) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %56) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %52) #16
  ret i32 %843

844:                                              ; preds = %823, %1463
  %845 = phi i64 [ %1464, %1463 ], [ 0, %823 ]
  %846 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %845
  %847 = load double, ptr %846, align 8, !tbaa !9
  %848 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %847, double noundef 1.000000e+00) #16
  %849 = call double @sin(double noundef %847) #16
  %850 = fmul double %847, 4.000000e+00
  %851 = call double @cos(double noundef %847) #16
  %852 = fmul double %850, %851
  %853 = call double @llvm.fmuladd.f64(double %849, double 2.000000e+00, double %852)
  %854 = call double @sin(double noundef %847) #16
  %855 = fneg double %847
  %856 = fmul double %847, %855
  %857 = call double @llvm.fmuladd.f64(double %856, double %854, double %853)
  %858 = fmul double %847, 5.000000e-01
  %859 = call double @exp(double noundef %858) #16
  %860 = call double @llvm.fmuladd.f64(double %859, double 2.500000e-01, double %857)
  %861 = call double @llvm.fabs.f64(double %860)
  %862 = fcmp ogt double %861, 1.000000e+00
  %863 = select i1 %862, double %861, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %848, ptr %22, align 8, !tbaa !9
  %864 = load volatile double, ptr %22, align 8, !tbaa !9
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fcmp ueq double %865, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %866, label %879, label %867

867:                                              ; preds = %844
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %860, ptr %21, align 8, !tbaa !9
  %868 = load volatile double, ptr %21, align 8, !tbaa !9
  %869 = call double @llvm.fabs.f64(double %868)
  %870 = fcmp ueq double %869, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %870, label %879, label %871

871:                                              ; preds = %867
  %872 = fsub double %848, %860
  %873 = call double @llvm.fabs.f64(double %872)
  %874 = fmul double %863, 1.000000e-10
  %875 = fcmp ugt double %873, %874
  br i1 %875, label %879, label %876

876:                                              ; preds = %871
  %877 = trunc nuw nsw i64 %845 to i32
  %878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.11, i32 noundef %877, double noundef %848, double noundef %860, ptr noundef nonnull @.str.25)
  br label %884

879:                                              ; preds = %871, %867, %844
  %880 = trunc nuw nsw i64 %845 to i32
  %881 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.11, i32 noundef %880, double noundef %848, double noundef %860, ptr noundef nonnull @.str.26)
  %882 = load i32, ptr @n_fail, align 4, !tbaa !13
  %883 = add nsw i32 %882, 1
  store i32 %883, ptr @n_fail, align 4, !tbaa !13
  br label %884

884:                                              ; preds = %876, %879
  %885 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_fwd, double noundef %847, double noundef 1.000000e+00) #16
  %886 = call double @sin(double noundef %847) #16
  %887 = call double @cos(double noundef %847) #16
  %888 = fmul double %850, %887
  %889 = call double @llvm.fmuladd.f64(double %886, double 2.000000e+00, double %888)
  %890 = call double @sin(double noundef %847) #16
  %891 = call double @llvm.fmuladd.f64(double %856, double %890, double %889)
  %892 = call double @exp(double noundef %858) #16
  %893 = call double @llvm.fmuladd.f64(double %892, double 2.500000e-01, double %891)
  %894 = call double @llvm.fabs.f64(double %893)
  %895 = fcmp ogt double %894, 1.000000e+00
  %896 = select i1 %895, double %894, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %885, ptr %20, align 8, !tbaa !9
  %897 = load volatile double, ptr %20, align 8, !tbaa !9
  %898 = call double @llvm.fabs.f64(double %897)
  %899 = fcmp ueq double %898, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %899, label %912, label %900

900:                                              ; preds = %884
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %893, ptr %19, align 8, !tbaa !9
  %901 = load volatile double, ptr %19, align 8, !tbaa !9
  %902 = call double @llvm.fabs.f64(double %901)
  %903 = fcmp ueq double %902, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %903, label %912, label %904

904:                                              ; preds = %900
  %905 = fsub double %885, %893
  %906 = call double @llvm.fabs.f64(double %905)
  %907 = fmul double %896, 1.000000e-10
  %908 = fcmp ugt double %906, %907
  br i1 %908, label %912, label %909

909:                                              ; preds = %904
  %910 = trunc nuw nsw i64 %845 to i32
  %911 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.12, i32 noundef %910, double noundef %885, double noundef %893, ptr noundef nonnull @.str.25)
  br label %917

912:                                              ; preds = %904, %900, %884
  %913 = trunc nuw nsw i64 %845 to i32
  %914 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.12, i32 noundef %913, double noundef %885, double noundef %893, ptr noundef nonnull @.str.26)
  %915 = load i32, ptr @n_fail, align 4, !tbaa !13
  %916 = add nsw i32 %915, 1
  store i32 %916, ptr @n_fail, align 4, !tbaa !13
  br label %917

917:                                              ; preds = %909, %912
  %918 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs_rev, double noundef %847, double noundef 1.000000e+00) #16
  %919 = fadd double %847, 1.000000e-04
  %920 = call double @sin(double noundef %919) #16
  %921 = fmul double %919, %920
  %922 = fmul double %919, 5.000000e-01
  %923 = call double @exp(double noundef %922) #16
  %924 = call double @llvm.fmuladd.f64(double %921, double %919, double %923)
  %925 = call double @sin(double noundef %847) #16
  %926 = fmul double %847, %925
  %927 = call double @exp(double noundef %858) #16
  %928 = call double @llvm.fmuladd.f64(double %926, double %847, double %927)
  %929 = call double @llvm.fmuladd.f64(double %928, double -2.000000e+00, double %924)
  %930 = fadd double %847, -1.000000e-04
  %931 = call double @sin(double noundef %930) #16
  %932 = fmul double %930, %931
  %933 = fmul double %930, 5.000000e-01
  %934 = call double @exp(double noundef %933) #16
  %935 = call double @llvm.fmuladd.f64(double %932, double %930, double %934)
  %936 = fadd double %929, %935
  %937 = fdiv double %936, 1.000000e-08
  %938 = call double @llvm.fabs.f64(double %937)
  %939 = fcmp ogt double %938, 1.000000e+00
  %940 = select i1 %939, double %938, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %918, ptr %18, align 8, !tbaa !9
  %941 = load volatile double, ptr %18, align 8, !tbaa !9
  %942 = call double @llvm.fabs.f64(double %941)
  %943 = fcmp ueq double %942, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %943, label %956, label %944

944:                                              ; preds = %917
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %937, ptr %17, align 8, !tbaa !9
  %945 = load volatile double, ptr %17, align 8, !tbaa !9
  %946 = call double @llvm.fabs.f64(double %945)
  %947 = fcmp ueq double %946, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %947, label %956, label %948

948:                                              ; preds = %944
  %949 = fsub double %918, %937
  %950 = call double @llvm.fabs.f64(double %949)
  %951 = fmul double %940, 1.000000e-05
  %952 = fcmp ugt double %950, %951
  br i1 %952, label %956, label %953

953:                                              ; preds = %948
  %954 = trunc nuw nsw i64 %845 to i32
  %955 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.13, i32 noundef %954, double noundef %918, double noundef %937, ptr noundef nonnull @.str.25)
  br label %961

956:                                              ; preds = %948, %944, %917
  %957 = trunc nuw nsw i64 %845 to i32
  %958 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.13, i32 noundef %957, double noundef %918, double noundef %937, ptr noundef nonnull @.str.26)
  %959 = load i32, ptr @n_fail, align 4, !tbaa !13
  %960 = add nsw i32 %959, 1
  store i32 %960, ptr @n_fail, align 4, !tbaa !13
  br label %961

961:                                              ; preds = %953, %956
  %962 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_rev, double noundef %847) #16
  %963 = call double @sin(double noundef %847) #16
  %964 = call double @cos(double noundef %847) #16
  %965 = fmul double %850, %964
  %966 = call double @llvm.fmuladd.f64(double %963, double 2.000000e+00, double %965)
  %967 = call double @sin(double noundef %847) #16
  %968 = call double @llvm.fmuladd.f64(double %856, double %967, double %966)
  %969 = call double @exp(double noundef %858) #16
  %970 = call double @llvm.fmuladd.f64(double %969, double 2.500000e-01, double %968)
  %971 = call double @llvm.fabs.f64(double %970)
  %972 = fcmp ogt double %971, 1.000000e+00
  %973 = select i1 %972, double %971, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %962, ptr %16, align 8, !tbaa !9
  %974 = load volatile double, ptr %16, align 8, !tbaa !9
  %975 = call double @llvm.fabs.f64(double %974)
  %976 = fcmp ueq double %975, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %976, label %989, label %977

977:                                              ; preds = %961
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %970, ptr %15, align 8, !tbaa !9
  %978 = load volatile double, ptr %15, align 8, !tbaa !9
  %979 = call double @llvm.fabs.f64(double %978)
  %980 = fcmp ueq double %979, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %980, label %989, label %981

981:                                              ; preds = %977
  %982 = fsub double %962, %970
  %983 = call double @llvm.fabs.f64(double %982)
  %984 = fmul double %973, 1.000000e-10
  %985 = fcmp ugt double %983, %984
  br i1 %985, label %989, label %986

986:                                              ; preds = %981
  %987 = trunc nuw nsw i64 %845 to i32
  %988 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.14, i32 noundef %987, double noundef %962, double noundef %970, ptr noundef nonnull @.str.25)
  br label %994

989:                                              ; preds = %981, %977, %961
  %990 = trunc nuw nsw i64 %845 to i32
  %991 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.14, i32 noundef %990, double noundef %962, double noundef %970, ptr noundef nonnull @.str.26)
  %992 = load i32, ptr @n_fail, align 4, !tbaa !13
  %993 = add nsw i32 %992, 1
  store i32 %993, ptr @n_fail, align 4, !tbaa !13
  br label %994

994:                                              ; preds = %986, %989
  %995 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs_fwd, double noundef %847) #16
  %996 = call double @sin(double noundef %847) #16
  %997 = call double @cos(double noundef %847) #16
  %998 = fmul double %850, %997
  %999 = call double @llvm.fmuladd.f64(double %996, double 2.000000e+00, double %998)
  %1000 = call double @sin(double noundef %847) #16
  %1001 = call double @llvm.fmuladd.f64(double %856, double %1000, double %999)
  %1002 = call double @exp(double noundef %858) #16
  %1003 = call double @llvm.fmuladd.f64(double %1002, double 2.500000e-01, double %1001)
  %1004 = call double @llvm.fabs.f64(double %1003)
  %1005 = fcmp ogt double %1004, 1.000000e+00
  %1006 = select i1 %1005, double %1004, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %995, ptr %14, align 8, !tbaa !9
  %1007 = load volatile double, ptr %14, align 8, !tbaa !9
  %1008 = call double @llvm.fabs.f64(double %1007)
  %1009 = fcmp ueq double %1008, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %1009, label %1022, label %1010

1010:                                             ; preds = %994
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %1003, ptr %13, align 8, !tbaa !9
  %1011 = load volatile double, ptr %13, align 8, !tbaa !9
  %1012 = call double @llvm.fabs.f64(double %1011)
  %1013 = fcmp ueq double %1012, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %1013, label %1022, label %1014

1014:                                             ; preds = %1010
  %1015 = fsub double %995, %1003
  %1016 = call double @llvm.fabs.f64(double %1015)
  %1017 = fmul double %1006, 1.000000e-10
  %1018 = fcmp ugt double %1016, %1017
  br i1 %1018, label %1022, label %1019

1019:                                             ; preds = %1014
  %1020 = trunc nuw nsw i64 %845 to i32
  %1021 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.15, i32 noundef %1020, double noundef %995, double noundef %1003, ptr noundef nonnull @.str.25)
  br label %1027

1022:                                             ; preds = %1014, %1010, %994
  %1023 = trunc nuw nsw i64 %845 to i32
  %1024 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.15, i32 noundef %1023, double noundef %995, double noundef %1003, ptr noundef nonnull @.str.26)
  %1025 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1026 = add nsw i32 %1025, 1
  store i32 %1026, ptr @n_fail, align 4, !tbaa !13
  br label %1027

1027:                                             ; preds = %1019, %1022
  store i32 3, ptr @loop_n, align 4, !tbaa !13
  %1028 = fadd double %847, 0x3EB0C6F7A0B5ED8D
  %1029 = fadd double %847, 0xBEB0C6F7A0B5ED8D
  %1030 = insertelement <2 x double> poison, double %919, i64 0
  %1031 = shufflevector <2 x double> %1030, <2 x double> poison, <2 x i32> zeroinitializer
  %1032 = fmul <2 x double> %1031, <double 2.000000e+00, double 3.000000e+00>
  %1033 = fmul <2 x double> %1031, <double 4.000000e+00, double 5.000000e+00>
  %1034 = fmul <2 x double> %1031, <double 6.000000e+00, double 7.000000e+00>
  %1035 = fmul double %919, 8.000000e+00
  %1036 = fmul double %919, 3.000000e-01
  %1037 = insertelement <2 x double> poison, double %847, i64 0
  %1038 = shufflevector <2 x double> %1037, <2 x double> poison, <2 x i32> zeroinitializer
  %1039 = fmul <2 x double> %1038, <double 2.000000e+00, double 3.000000e+00>
  %1040 = fmul <2 x double> %1038, <double 5.000000e+00, double 6.000000e+00>
  %1041 = fmul <2 x double> %1038, <double 7.000000e+00, double 8.000000e+00>
  %1042 = fmul double %847, 3.000000e-01
  %1043 = insertelement <2 x double> poison, double %930, i64 0
  %1044 = shufflevector <2 x double> %1043, <2 x double> poison, <2 x i32> zeroinitializer
  %1045 = fmul <2 x double> %1044, <double 2.000000e+00, double 3.000000e+00>
  %1046 = fmul <2 x double> %1044, <double 4.000000e+00, double 5.000000e+00>
  %1047 = fmul <2 x double> %1044, <double 6.000000e+00, double 7.000000e+00>
  %1048 = fmul double %930, 8.000000e+00
  %1049 = fmul double %930, 3.000000e-01
  br label %1050

1050:                                             ; preds = %1027, %1182
  %1051 = phi i32 [ 3, %1027 ], [ %1184, %1182 ]
  %1052 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1053 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @glob_d, double noundef %847, double noundef 1.000000e+00, i32 noundef %1052, i32 noundef %1051) #16
  %1054 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1055 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1056 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1028, i32 noundef %1055, i32 noundef %1054) #16
  %1057 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1058 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1059 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %1029, i32 noundef %1058, i32 noundef %1057) #16
  %1060 = fsub double %1056, %1059
  %1061 = fdiv double %1060, 2.000000e-06
  %1062 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1063 = call double @llvm.fabs.f64(double %1061)
  %1064 = fcmp ogt double %1063, 1.000000e+00
  %1065 = select i1 %1064, double %1063, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1053, ptr %12, align 8, !tbaa !9
  %1066 = load volatile double, ptr %12, align 8, !tbaa !9
  %1067 = call double @llvm.fabs.f64(double %1066)
  %1068 = fcmp ueq double %1067, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1068, label %1080, label %1069

1069:                                             ; preds = %1050
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1061, ptr %11, align 8, !tbaa !9
  %1070 = load volatile double, ptr %11, align 8, !tbaa !9
  %1071 = call double @llvm.fabs.f64(double %1070)
  %1072 = fcmp ueq double %1071, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1072, label %1080, label %1073

1073:                                             ; preds = %1069
  %1074 = fsub double %1053, %1061
  %1075 = call double @llvm.fabs.f64(double %1074)
  %1076 = fmul double %1065, 1.000000e-05
  %1077 = fcmp ugt double %1075, %1076
  br i1 %1077, label %1080, label %1078

1078:                                             ; preds = %1073
  %1079 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.16, i32 noundef %1062, double noundef %1053, double noundef %1061, ptr noundef nonnull @.str.25)
  br label %1084

1080:                                             ; preds = %1073, %1069, %1050
  %1081 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.16, i32 noundef %1062, double noundef %1053, double noundef %1061, ptr noundef nonnull @.str.26)
  %1082 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1083 = add nsw i32 %1082, 1
  store i32 %1083, ptr @n_fail, align 4, !tbaa !13
  br label %1084

1084:                                             ; preds = %1078, %1080
  %1085 = load i32, ptr @loop_n, align 4, !tbaa !13
  store double %919, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1032, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1033, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1034, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1035, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1086 = icmp sgt i32 %1085, 0
  br i1 %1086, label %1087, label %1108

1087:                                             ; preds = %1084, %1087
  %1088 = phi i32 [ %1104, %1087 ], [ 0, %1084 ]
  %1089 = phi double [ %1103, %1087 ], [ 0.000000e+00, %1084 ]
  %1090 = mul nuw nsw i32 %1088, 5
  %1091 = and i32 %1090, 7
  %1092 = zext nneg i32 %1091 to i64
  %1093 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1092
  %1094 = load double, ptr %1093, align 8, !tbaa !9
  %1095 = call double @sin(double noundef %1094) #16
  %1096 = add nuw i32 %1090, 3
  %1097 = and i32 %1096, 7
  %1098 = zext nneg i32 %1097 to i64
  %1099 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1098
  %1100 = load double, ptr %1099, align 8, !tbaa !9
  %1101 = call double @cos(double noundef %1100) #16
  %1102 = call double @llvm.fmuladd.f64(double %1036, double %1101, double %1095)
  store double %1102, ptr %1093, align 8, !tbaa !9
  %1103 = fadd double %1089, %1102
  %1104 = add nuw nsw i32 %1088, 1
  %1105 = icmp eq i32 %1104, %1085
  br i1 %1105, label %1106, label %1087, !llvm.loop !35

1106:                                             ; preds = %1087
  %1107 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1108

1108:                                             ; preds = %1106, %1084
  %1109 = phi i32 [ %1085, %1084 ], [ %1107, %1106 ]
  %1110 = phi double [ 0.000000e+00, %1084 ], [ %1103, %1106 ]
  store double %847, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1039, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store double %850, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1040, ptr getelementptr inbounds (i8, ptr @tab, i64 32), align 16, !tbaa !9
  store <2 x double> %1041, ptr getelementptr inbounds (i8, ptr @tab, i64 48), align 16, !tbaa !9
  %1111 = icmp sgt i32 %1109, 0
  br i1 %1111, label %1112, label %1133

1112:                                             ; preds = %1108, %1112
  %1113 = phi i32 [ %1129, %1112 ], [ 0, %1108 ]
  %1114 = phi double [ %1128, %1112 ], [ 0.000000e+00, %1108 ]
  %1115 = mul nuw nsw i32 %1113, 5
  %1116 = and i32 %1115, 7
  %1117 = zext nneg i32 %1116 to i64
  %1118 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1117
  %1119 = load double, ptr %1118, align 8, !tbaa !9
  %1120 = call double @sin(double noundef %1119) #16
  %1121 = add nuw i32 %1115, 3
  %1122 = and i32 %1121, 7
  %1123 = zext nneg i32 %1122 to i64
  %1124 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1123
  %1125 = load double, ptr %1124, align 8, !tbaa !9
  %1126 = call double @cos(double noundef %1125) #16
  %1127 = call double @llvm.fmuladd.f64(double %1042, double %1126, double %1120)
  store double %1127, ptr %1118, align 8, !tbaa !9
  %1128 = fadd double %1114, %1127
  %1129 = add nuw nsw i32 %1113, 1
  %1130 = icmp eq i32 %1129, %1109
  br i1 %1130, label %1131, label %1112, !llvm.loop !35

1131:                                             ; preds = %1112
  %1132 = load i32, ptr @loop_n, align 4, !tbaa !13
  br label %1133

1133:                                             ; preds = %1131, %1108
  %1134 = phi i32 [ %1109, %1108 ], [ %1132, %1131 ]
  %1135 = phi double [ 0.000000e+00, %1108 ], [ %1128, %1131 ]
  %1136 = call double @llvm.fmuladd.f64(double %1135, double -2.000000e+00, double %1110)
  store double %930, ptr @tab, align 16, !tbaa !9
  store <2 x double> %1045, ptr getelementptr inbounds (i8, ptr @tab, i64 8), align 8, !tbaa !9
  store <2 x double> %1046, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !9
  store <2 x double> %1047, ptr getelementptr inbounds (i8, ptr @tab, i64 40), align 8, !tbaa !9
  store double %1048, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !9
  %1137 = icmp sgt i32 %1134, 0
  br i1 %1137, label %1138, label %1157

1138:                                             ; preds = %1133, %1138
  %1139 = phi i32 [ %1155, %1138 ], [ 0, %1133 ]
  %1140 = phi double [ %1154, %1138 ], [ 0.000000e+00, %1133 ]
  %1141 = mul nuw nsw i32 %1139, 5
  %1142 = and i32 %1141, 7
  %1143 = zext nneg i32 %1142 to i64
  %1144 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1143
  %1145 = load double, ptr %1144, align 8, !tbaa !9
  %1146 = call double @sin(double noundef %1145) #16
  %1147 = add nuw i32 %1141, 3
  %1148 = and i32 %1147, 7
  %1149 = zext nneg i32 %1148 to i64
  %1150 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %1149
  %1151 = load double, ptr %1150, align 8, !tbaa !9
  %1152 = call double @cos(double noundef %1151) #16
  %1153 = call double @llvm.fmuladd.f64(double %1049, double %1152, double %1146)
  store double %1153, ptr %1144, align 8, !tbaa !9
  %1154 = fadd double %1140, %1153
  %1155 = add nuw nsw i32 %1139, 1
  %1156 = icmp eq i32 %1155, %1134
  br i1 %1156, label %1157, label %1138, !llvm.loop !35

1157:                                             ; preds = %1138, %1133
  %1158 = phi double [ 0.000000e+00, %1133 ], [ %1154, %1138 ]
  %1159 = fadd double %1136, %1158
  %1160 = fdiv double %1159, 1.000000e-08
  %1161 = call double @llvm.fabs.f64(double %1160)
  %1162 = fcmp ogt double %1161, 1.000000e+00
  %1163 = select i1 %1162, double %1161, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %1053, ptr %10, align 8, !tbaa !9
  %1164 = load volatile double, ptr %10, align 8, !tbaa !9
  %1165 = call double @llvm.fabs.f64(double %1164)
  %1166 = fcmp ueq double %1165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1166, label %1178, label %1167

1167:                                             ; preds = %1157
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %1160, ptr %9, align 8, !tbaa !9
  %1168 = load volatile double, ptr %9, align 8, !tbaa !9
  %1169 = call double @llvm.fabs.f64(double %1168)
  %1170 = fcmp ueq double %1169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1170, label %1178, label %1171

1171:                                             ; preds = %1167
  %1172 = fsub double %1053, %1160
  %1173 = call double @llvm.fabs.f64(double %1172)
  %1174 = fmul double %1163, 1.000000e-04
  %1175 = fcmp ugt double %1173, %1174
  br i1 %1175, label %1178, label %1176

1176:                                             ; preds = %1171
  %1177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.17, i32 noundef %1085, double noundef %1053, double noundef %1160, ptr noundef nonnull @.str.25)
  br label %1182

1178:                                             ; preds = %1171, %1167, %1157
  %1179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.17, i32 noundef %1085, double noundef %1053, double noundef %1160, ptr noundef nonnull @.str.26)
  %1180 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1181 = add nsw i32 %1180, 1
  store i32 %1181, ptr @n_fail, align 4, !tbaa !13
  br label %1182

1182:                                             ; preds = %1176, %1178
  %1183 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1184 = add nsw i32 %1183, 17
  store i32 %1184, ptr @loop_n, align 4, !tbaa !13
  %1185 = icmp slt i32 %1183, 4
  br i1 %1185, label %1050, label %1186, !llvm.loop !36

1186:                                             ; preds = %1182
  %1187 = icmp eq i64 %845, 0
  br i1 %1187, label %1293, label %1188

1188:                                             ; preds = %1186
  %1189 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1028) #16
  %1190 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %1029) #16
  %1191 = fsub double %1189, %1190
  %1192 = fdiv double %1191, 2.000000e-06
  %1193 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %847, double noundef 1.000000e+00) #16
  %1194 = call double @llvm.fabs.f64(double %1192)
  %1195 = fcmp ogt double %1194, 1.000000e+00
  %1196 = select i1 %1195, double %1194, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1193, ptr %8, align 8, !tbaa !9
  %1197 = load volatile double, ptr %8, align 8, !tbaa !9
  %1198 = call double @llvm.fabs.f64(double %1197)
  %1199 = fcmp ueq double %1198, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1199, label %1212, label %1200

1200:                                             ; preds = %1188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1192, ptr %7, align 8, !tbaa !9
  %1201 = load volatile double, ptr %7, align 8, !tbaa !9
  %1202 = call double @llvm.fabs.f64(double %1201)
  %1203 = fcmp ueq double %1202, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1203, label %1212, label %1204

1204:                                             ; preds = %1200
  %1205 = fsub double %1193, %1192
  %1206 = call double @llvm.fabs.f64(double %1205)
  %1207 = fmul double %1196, 1.000000e-05
  %1208 = fcmp ugt double %1206, %1207
  br i1 %1208, label %1212, label %1209

1209:                                             ; preds = %1204
  %1210 = trunc nuw nsw i64 %845 to i32
  %1211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, i32 noundef %1210, double noundef %1193, double noundef %1192, ptr noundef nonnull @.str.25)
  br label %1217

1212:                                             ; preds = %1204, %1200, %1188
  %1213 = trunc nuw nsw i64 %845 to i32
  %1214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, i32 noundef %1213, double noundef %1193, double noundef %1192, ptr noundef nonnull @.str.26)
  %1215 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1216 = add nsw i32 %1215, 1
  store i32 %1216, ptr @n_fail, align 4, !tbaa !13
  br label %1217

1217:                                             ; preds = %1209, %1212
  %1218 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow_d, double noundef %847, double noundef 1.000000e+00) #16
  %1219 = fmul double %919, 5.000000e+01
  %1220 = fcmp ogt double %1219, 1.000000e+00
  br i1 %1220, label %1221, label %1233

1221:                                             ; preds = %1217, %1221
  %1222 = phi i32 [ %1229, %1221 ], [ 0, %1217 ]
  %1223 = phi double [ %1227, %1221 ], [ 0.000000e+00, %1217 ]
  %1224 = phi double [ %1228, %1221 ], [ 1.000000e+00, %1217 ]
  %1225 = fmul double %919, %1224
  %1226 = call double @sin(double noundef %1225) #16
  %1227 = call double @llvm.fmuladd.f64(double %1226, double %1224, double %1223)
  %1228 = call double @llvm.fmuladd.f64(double %1224, double 1.300000e+00, double %919)
  %1229 = add nuw nsw i32 %1222, 1
  %1230 = fcmp olt double %1228, %1219
  %1231 = icmp ult i32 %1222, 999
  %1232 = select i1 %1230, i1 %1231, i1 false
  br i1 %1232, label %1221, label %1233, !llvm.loop !37

1233:                                             ; preds = %1221, %1217
  %1234 = phi double [ 0.000000e+00, %1217 ], [ %1227, %1221 ]
  %1235 = fmul double %847, 5.000000e+01
  %1236 = fcmp ogt double %1235, 1.000000e+00
  br i1 %1236, label %1237, label %1249

1237:                                             ; preds = %1233, %1237
  %1238 = phi i32 [ %1245, %1237 ], [ 0, %1233 ]
  %1239 = phi double [ %1243, %1237 ], [ 0.000000e+00, %1233 ]
  %1240 = phi double [ %1244, %1237 ], [ 1.000000e+00, %1233 ]
  %1241 = fmul double %847, %1240
  %1242 = call double @sin(double noundef %1241) #16
  %1243 = call double @llvm.fmuladd.f64(double %1242, double %1240, double %1239)
  %1244 = call double @llvm.fmuladd.f64(double %1240, double 1.300000e+00, double %847)
  %1245 = add nuw nsw i32 %1238, 1
  %1246 = fcmp olt double %1244, %1235
  %1247 = icmp ult i32 %1238, 999
  %1248 = select i1 %1246, i1 %1247, i1 false
  br i1 %1248, label %1237, label %1249, !llvm.loop !37

1249:                                             ; preds = %1237, %1233
  %1250 = phi double [ 0.000000e+00, %1233 ], [ %1243, %1237 ]
  %1251 = call double @llvm.fmuladd.f64(double %1250, double -2.000000e+00, double %1234)
  %1252 = fmul double %930, 5.000000e+01
  %1253 = fcmp ogt double %1252, 1.000000e+00
  br i1 %1253, label %1254, label %1266

1254:                                             ; preds = %1249, %1254
  %1255 = phi i32 [ %1262, %1254 ], [ 0, %1249 ]
  %1256 = phi double [ %1260, %1254 ], [ 0.000000e+00, %1249 ]
  %1257 = phi double [ %1261, %1254 ], [ 1.000000e+00, %1249 ]
  %1258 = fmul double %930, %1257
  %1259 = call double @sin(double noundef %1258) #16
  %1260 = call double @llvm.fmuladd.f64(double %1259, double %1257, double %1256)
  %1261 = call double @llvm.fmuladd.f64(double %1257, double 1.300000e+00, double %930)
  %1262 = add nuw nsw i32 %1255, 1
  %1263 = fcmp olt double %1261, %1252
  %1264 = icmp ult i32 %1255, 999
  %1265 = select i1 %1263, i1 %1264, i1 false
  br i1 %1265, label %1254, label %1266, !llvm.loop !37

1266:                                             ; preds = %1254, %1249
  %1267 = phi double [ 0.000000e+00, %1249 ], [ %1260, %1254 ]
  %1268 = fadd double %1251, %1267
  %1269 = fdiv double %1268, 1.000000e-08
  %1270 = call double @llvm.fabs.f64(double %1269)
  %1271 = fcmp ogt double %1270, 1.000000e+00
  %1272 = select i1 %1271, double %1270, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1218, ptr %6, align 8, !tbaa !9
  %1273 = load volatile double, ptr %6, align 8, !tbaa !9
  %1274 = call double @llvm.fabs.f64(double %1273)
  %1275 = fcmp ueq double %1274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1275, label %1288, label %1276

1276:                                             ; preds = %1266
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1269, ptr %5, align 8, !tbaa !9
  %1277 = load volatile double, ptr %5, align 8, !tbaa !9
  %1278 = call double @llvm.fabs.f64(double %1277)
  %1279 = fcmp ueq double %1278, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1279, label %1288, label %1280

1280:                                             ; preds = %1276
  %1281 = fsub double %1218, %1269
  %1282 = call double @llvm.fabs.f64(double %1281)
  %1283 = fmul double %1272, 1.000000e-04
  %1284 = fcmp ugt double %1282, %1283
  br i1 %1284, label %1288, label %1285

1285:                                             ; preds = %1280
  %1286 = trunc nuw nsw i64 %845 to i32
  %1287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, i32 noundef %1286, double noundef %1218, double noundef %1269, ptr noundef nonnull @.str.25)
  br label %1293

1288:                                             ; preds = %1280, %1276, %1266
  %1289 = trunc nuw nsw i64 %845 to i32
  %1290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, i32 noundef %1289, double noundef %1218, double noundef %1269, ptr noundef nonnull @.str.26)
  %1291 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1292 = add nsw i32 %1291, 1
  store i32 %1292, ptr @n_fail, align 4, !tbaa !13
  br label %1293

1293:                                             ; preds = %1288, %1285, %1186
  store i32 1, ptr @loop_n, align 4, !tbaa !13
  %1294 = fmul double %919, 2.500000e-01
  %1295 = fmul double %847, 2.500000e-01
  %1296 = fmul double %930, 2.500000e-01
  br label %1297

1297:                                             ; preds = %1293, %1459
  %1298 = phi i32 [ 1, %1293 ], [ %1461, %1459 ]
  %1299 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1300 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @loop1_d, double noundef %847, double noundef 1.000000e+00, i32 noundef %1299, i32 noundef %1298) #16
  %1301 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1302 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1303 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1028, i32 noundef %1302, i32 noundef %1301) #16
  %1304 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1305 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %1306 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %1029, i32 noundef %1305, i32 noundef %1304) #16
  %1307 = fsub double %1303, %1306
  %1308 = fdiv double %1307, 2.000000e-06
  %1309 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1310 = call double @llvm.fabs.f64(double %1308)
  %1311 = fcmp ogt double %1310, 1.000000e+00
  %1312 = select i1 %1311, double %1310, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %1300, ptr %4, align 8, !tbaa !9
  %1313 = load volatile double, ptr %4, align 8, !tbaa !9
  %1314 = call double @llvm.fabs.f64(double %1313)
  %1315 = fcmp ueq double %1314, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1315, label %1327, label %1316

1316:                                             ; preds = %1297
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %1308, ptr %3, align 8, !tbaa !9
  %1317 = load volatile double, ptr %3, align 8, !tbaa !9
  %1318 = call double @llvm.fabs.f64(double %1317)
  %1319 = fcmp ueq double %1318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1319, label %1327, label %1320

1320:                                             ; preds = %1316
  %1321 = fsub double %1300, %1308
  %1322 = call double @llvm.fabs.f64(double %1321)
  %1323 = fmul double %1312, 1.000000e-05
  %1324 = fcmp ugt double %1322, %1323
  br i1 %1324, label %1327, label %1325

1325:                                             ; preds = %1320
  %1326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, i32 noundef %1309, double noundef %1300, double noundef %1308, ptr noundef nonnull @.str.25)
  br label %1331

1327:                                             ; preds = %1320, %1316, %1297
  %1328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, i32 noundef %1309, double noundef %1300, double noundef %1308, ptr noundef nonnull @.str.26)
  %1329 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1330 = add nsw i32 %1329, 1
  store i32 %1330, ptr @n_fail, align 4, !tbaa !13
  br label %1331

1331:                                             ; preds = %1325, %1327
  %1332 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1333 = icmp sgt i32 %1332, 0
  br i1 %1333, label %1334, label %1385

1334:                                             ; preds = %1331
  %1335 = and i32 %1332, 3
  %1336 = icmp ult i32 %1332, 4
  br i1 %1336, label %1352, label %1337

1337:                                             ; preds = %1334
  %1338 = and i32 %1332, 2147483644
  br label %1339

1339:                                             ; preds = %1339, %1337
  %1340 = phi double [ %919, %1337 ], [ %1349, %1339 ]
  %1341 = phi i32 [ 0, %1337 ], [ %1350, %1339 ]
  %1342 = call double @sin(double noundef %1340) #16
  %1343 = call double @llvm.fmuladd.f64(double %1294, double %1340, double %1342)
  %1344 = call double @sin(double noundef %1343) #16
  %1345 = call double @llvm.fmuladd.f64(double %1294, double %1343, double %1344)
  %1346 = call double @sin(double noundef %1345) #16
  %1347 = call double @llvm.fmuladd.f64(double %1294, double %1345, double %1346)
  %1348 = call double @sin(double noundef %1347) #16
  %1349 = call double @llvm.fmuladd.f64(double %1294, double %1347, double %1348)
  %1350 = add i32 %1341, 4
  %1351 = icmp eq i32 %1350, %1338
  br i1 %1351, label %1352, label %1339, !llvm.loop !38

1352:                                             ; preds = %1339, %1334
  %1353 = phi double [ poison, %1334 ], [ %1349, %1339 ]
  %1354 = phi double [ %919, %1334 ], [ %1349, %1339 ]
  %1355 = icmp eq i32 %1335, 0
  br i1 %1355, label %1363, label %1356

1356:                                             ; preds = %1352, %1356
  %1357 = phi double [ %1360, %1356 ], [ %1354, %1352 ]
  %1358 = phi i32 [ %1361, %1356 ], [ 0, %1352 ]
  %1359 = call double @sin(double noundef %1357) #16
  %1360 = call double @llvm.fmuladd.f64(double %1294, double %1357, double %1359)
  %1361 = add i32 %1358, 1
  %1362 = icmp eq i32 %1361, %1335
  br i1 %1362, label %1363, label %1356, !llvm.loop !39

1363:                                             ; preds = %1356, %1352
  %1364 = phi double [ %1353, %1352 ], [ %1360, %1356 ]
  %1365 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1366 = icmp sgt i32 %1365, 0
  br i1 %1366, label %1367, label %1385

1367:                                             ; preds = %1363
  %1368 = and i32 %1365, 3
  %1369 = icmp ult i32 %1365, 4
  br i1 %1369, label %1388, label %1370

1370:                                             ; preds = %1367
  %1371 = and i32 %1365, 2147483644
  br label %1372

1372:                                             ; preds = %1372, %1370
  %1373 = phi double [ %847, %1370 ], [ %1382, %1372 ]
  %1374 = phi i32 [ 0, %1370 ], [ %1383, %1372 ]
  %1375 = call double @sin(double noundef %1373) #16
  %1376 = call double @llvm.fmuladd.f64(double %1295, double %1373, double %1375)
  %1377 = call double @sin(double noundef %1376) #16
  %1378 = call double @llvm.fmuladd.f64(double %1295, double %1376, double %1377)
  %1379 = call double @sin(double noundef %1378) #16
  %1380 = call double @llvm.fmuladd.f64(double %1295, double %1378, double %1379)
  %1381 = call double @sin(double noundef %1380) #16
  %1382 = call double @llvm.fmuladd.f64(double %1295, double %1380, double %1381)
  %1383 = add i32 %1374, 4
  %1384 = icmp eq i32 %1383, %1371
  br i1 %1384, label %1388, label %1372, !llvm.loop !38

1385:                                             ; preds = %1363, %1331
  %1386 = phi double [ %1364, %1363 ], [ %919, %1331 ]
  %1387 = call double @llvm.fmuladd.f64(double %847, double -2.000000e+00, double %1386)
  br label %1433

1388:                                             ; preds = %1372, %1367
  %1389 = phi double [ poison, %1367 ], [ %1382, %1372 ]
  %1390 = phi double [ %847, %1367 ], [ %1382, %1372 ]
  %1391 = icmp eq i32 %1368, 0
  br i1 %1391, label %1399, label %1392

1392:                                             ; preds = %1388, %1392
  %1393 = phi double [ %1396, %1392 ], [ %1390, %1388 ]
  %1394 = phi i32 [ %1397, %1392 ], [ 0, %1388 ]
  %1395 = call double @sin(double noundef %1393) #16
  %1396 = call double @llvm.fmuladd.f64(double %1295, double %1393, double %1395)
  %1397 = add i32 %1394, 1
  %1398 = icmp eq i32 %1397, %1368
  br i1 %1398, label %1399, label %1392, !llvm.loop !41

1399:                                             ; preds = %1392, %1388
  %1400 = phi double [ %1389, %1388 ], [ %1396, %1392 ]
  %1401 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1402 = call double @llvm.fmuladd.f64(double %1400, double -2.000000e+00, double %1364)
  %1403 = icmp sgt i32 %1401, 0
  br i1 %1403, label %1404, label %1433

1404:                                             ; preds = %1399
  %1405 = and i32 %1401, 3
  %1406 = icmp ult i32 %1401, 4
  br i1 %1406, label %1422, label %1407

1407:                                             ; preds = %1404
  %1408 = and i32 %1401, 2147483644
  br label %1409

1409:                                             ; preds = %1409, %1407
  %1410 = phi double [ %930, %1407 ], [ %1419, %1409 ]
  %1411 = phi i32 [ 0, %1407 ], [ %1420, %1409 ]
  %1412 = call double @sin(double noundef %1410) #16
  %1413 = call double @llvm.fmuladd.f64(double %1296, double %1410, double %1412)
  %1414 = call double @sin(double noundef %1413) #16
  %1415 = call double @llvm.fmuladd.f64(double %1296, double %1413, double %1414)
  %1416 = call double @sin(double noundef %1415) #16
  %1417 = call double @llvm.fmuladd.f64(double %1296, double %1415, double %1416)
  %1418 = call double @sin(double noundef %1417) #16
  %1419 = call double @llvm.fmuladd.f64(double %1296, double %1417, double %1418)
  %1420 = add i32 %1411, 4
  %1421 = icmp eq i32 %1420, %1408
  br i1 %1421, label %1422, label %1409, !llvm.loop !38

1422:                                             ; preds = %1409, %1404
  %1423 = phi double [ poison, %1404 ], [ %1419, %1409 ]
  %1424 = phi double [ %930, %1404 ], [ %1419, %1409 ]
  %1425 = icmp eq i32 %1405, 0
  br i1 %1425, label %1433, label %1426

1426:                                             ; preds = %1422, %1426
  %1427 = phi double [ %1430, %1426 ], [ %1424, %1422 ]
  %1428 = phi i32 [ %1431, %1426 ], [ 0, %1422 ]
  %1429 = call double @sin(double noundef %1427) #16
  %1430 = call double @llvm.fmuladd.f64(double %1296, double %1427, double %1429)
  %1431 = add i32 %1428, 1
  %1432 = icmp eq i32 %1431, %1405
  br i1 %1432, label %1433, label %1426, !llvm.loop !42

1433:                                             ; preds = %1422, %1426, %1385, %1399
  %1434 = phi double [ %1402, %1399 ], [ %1387, %1385 ], [ %1402, %1426 ], [ %1402, %1422 ]
  %1435 = phi double [ %930, %1399 ], [ %930, %1385 ], [ %1423, %1422 ], [ %1430, %1426 ]
  %1436 = fadd double %1434, %1435
  %1437 = fdiv double %1436, 1.000000e-08
  %1438 = call double @llvm.fabs.f64(double %1437)
  %1439 = fcmp ogt double %1438, 1.000000e+00
  %1440 = select i1 %1439, double %1438, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1300, ptr %2, align 8, !tbaa !9
  %1441 = load volatile double, ptr %2, align 8, !tbaa !9
  %1442 = call double @llvm.fabs.f64(double %1441)
  %1443 = fcmp ueq double %1442, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1443, label %1455, label %1444

1444:                                             ; preds = %1433
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %1437, ptr %1, align 8, !tbaa !9
  %1445 = load volatile double, ptr %1, align 8, !tbaa !9
  %1446 = call double @llvm.fabs.f64(double %1445)
  %1447 = fcmp ueq double %1446, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %1447, label %1455, label %1448

1448:                                             ; preds = %1444
  %1449 = fsub double %1300, %1437
  %1450 = call double @llvm.fabs.f64(double %1449)
  %1451 = fmul double %1440, 1.000000e-04
  %1452 = fcmp ugt double %1450, %1451
  br i1 %1452, label %1455, label %1453

1453:                                             ; preds = %1448
  %1454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, i32 noundef %1332, double noundef %1300, double noundef %1437, ptr noundef nonnull @.str.25)
  br label %1459

1455:                                             ; preds = %1448, %1444, %1433
  %1456 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, i32 noundef %1332, double noundef %1300, double noundef %1437, ptr noundef nonnull @.str.26)
  %1457 = load i32, ptr @n_fail, align 4, !tbaa !13
  %1458 = add nsw i32 %1457, 1
  store i32 %1458, ptr @n_fail, align 4, !tbaa !13
  br label %1459

1459:                                             ; preds = %1453, %1455
  %1460 = load i32, ptr @loop_n, align 4, !tbaa !13
  %1461 = add nsw i32 %1460, 11
  store i32 %1461, ptr @loop_n, align 4, !tbaa !13
  %1462 = icmp slt i32 %1460, 2
  br i1 %1462, label %1297, label %1463, !llvm.loop !43

1463:                                             ; preds = %1459
  %1464 = add nuw nsw i64 %845, 1
  %1465 = icmp eq i64 %1464, 4
  br i1 %1465, label %836, label %844, !llvm.loop !44
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
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rosen, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #16
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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #16
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #16
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
  br i1 %35, label %36, label %24, !llvm.loop !45

36:                                               ; preds = %24
  %37 = icmp eq i64 %23, %18
  br i1 %37, label %38, label %20

38:                                               ; preds = %81, %36
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #16
  %39 = shl nuw nsw i64 %18, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %11, i64 %39, i1 false)
  br i1 %15, label %41, label %40

40:                                               ; preds = %38, %16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #16
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
  %51 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #16, !callees !46
  %52 = fsub double %44, %48
  store double %52, ptr %50, align 8, !tbaa !9
  %53 = call double %1(ptr noundef nonnull %10, i32 noundef %5) #16, !callees !46
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #16
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
  %71 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #16, !callees !46
  %72 = fsub double %64, %68
  store double %72, ptr %70, align 8, !tbaa !9
  %73 = call double %1(ptr noundef nonnull %9, i32 noundef %5) #16, !callees !46
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
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #16
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
  br i1 %92, label %38, label %81, !llvm.loop !47

93:                                               ; preds = %127, %40, %80
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #16
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
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef %0, i32 noundef %120, double noundef %97, double noundef %103, ptr noundef nonnull @.str.25)
  br label %127

122:                                              ; preds = %114, %110, %94
  %123 = trunc nuw nsw i64 %95 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef %0, i32 noundef %123, double noundef %97, double noundef %103, ptr noundef nonnull @.str.26)
  %125 = load i32, ptr @n_fail, align 4, !tbaa !13
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !13
  br label %127

127:                                              ; preds = %119, %122
  %128 = add nuw nsw i64 %95, 1
  %129 = icmp eq i64 %128, %18
  br i1 %129, label %93, label %94, !llvm.loop !48
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
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #16
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
  %19 = tail call double @sin(double noundef %18) #16
  %20 = load double, ptr %16, align 8, !tbaa !9
  %21 = fmul double %20, 3.000000e-01
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %13, double %19)
  br label %23

23:                                               ; preds = %15, %10, %2
  %24 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %22, %15 ]
  %25 = fneg double %24
  %26 = tail call double @exp(double noundef %25) #16
  %27 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %26)
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %30 = phi double [ 5.000000e-01, %8 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %30, %33
  %35 = tail call double @sin(double noundef %34) #16
  %36 = load double, ptr %32, align 8, !tbaa !9
  %37 = fmul double %36, 3.000000e-01
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %30, double %35)
  %39 = or disjoint i64 %29, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %38, %41
  %43 = tail call double @sin(double noundef %42) #16
  %44 = load double, ptr %40, align 8, !tbaa !9
  %45 = fmul double %44, 3.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %38, double %43)
  %47 = add nuw nsw i64 %29, 2
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %10, label %28, !llvm.loop !49
}

; Function Attrs: nounwind uwtable
define internal double @chain_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %6 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chain, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #16
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define internal void @heap_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #16
  ret void
}

; Function Attrs: nounwind uwtable
define internal double @heap(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #17
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
  %17 = tail call double @exp(double noundef %16) #16
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
  br i1 %26, label %9, label %12, !llvm.loop !50

27:                                               ; preds = %29, %2, %9
  %28 = phi double [ 0.000000e+00, %9 ], [ 0.000000e+00, %2 ], [ %44, %29 ]
  tail call void @free(ptr noundef %5) #16
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
  br i1 %46, label %27, label %29, !llvm.loop !51
}

; Function Attrs: nounwind uwtable
define internal double @fs_rev(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fs, double noundef %0) #16
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal double @fs_fwd(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, double noundef %0, double noundef 1.000000e+00) #16
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs(double noundef %0) #7 {
  %2 = tail call double @sin(double noundef %0) #16
  %3 = fmul double %2, %0
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @exp(double noundef %4) #16
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %5)
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @glob_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @glob, double noundef %0, i32 noundef %3, i32 noundef %1) #16
  ret double %4
}

; Function Attrs: nounwind uwtable
define internal double @grow_d(double noundef %0) #0 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, double noundef %0) #16
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
  %9 = tail call double @sin(double noundef %8) #16
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %7, double %6)
  %11 = tail call double @llvm.fmuladd.f64(double %7, double 1.300000e+00, double %0)
  %12 = add nuw nsw i32 %5, 1
  %13 = fcmp olt double %11, %2
  %14 = icmp ult i32 %5, 999
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %4, label %16, !llvm.loop !37

16:                                               ; preds = %4, %1
  %17 = phi double [ 0.000000e+00, %1 ], [ %10, %4 ]
  ret double %17
}

; Function Attrs: nounwind uwtable
define internal double @loop1_d(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop1, double noundef %0, i32 noundef %3, i32 noundef %1) #16
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
  %22 = tail call double @sin(double noundef %21) #16
  %23 = add nuw i32 %17, 3
  %24 = and i32 %23, 7
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [8 x double], ptr @tab, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @cos(double noundef %27) #16
  %29 = tail call double @llvm.fmuladd.f64(double %11, double %28, double %22)
  store double %29, ptr %20, align 8, !tbaa !9
  %30 = fadd double %16, %29
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %31, %1
  br i1 %32, label %12, label %14, !llvm.loop !35
}

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
  %17 = tail call double @sin(double noundef %15) #16
  %18 = tail call double @llvm.fmuladd.f64(double %5, double %15, double %17)
  %19 = add i32 %16, 1
  %20 = icmp eq i32 %19, %6
  br i1 %20, label %21, label %14, !llvm.loop !52

21:                                               ; preds = %10, %14, %2
  %22 = phi double [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  ret double %22

23:                                               ; preds = %23, %8
  %24 = phi double [ %0, %8 ], [ %33, %23 ]
  %25 = phi i32 [ 0, %8 ], [ %34, %23 ]
  %26 = tail call double @sin(double noundef %24) #16
  %27 = tail call double @llvm.fmuladd.f64(double %5, double %24, double %26)
  %28 = tail call double @sin(double noundef %27) #16
  %29 = tail call double @llvm.fmuladd.f64(double %5, double %27, double %28)
  %30 = tail call double @sin(double noundef %29) #16
  %31 = tail call double @llvm.fmuladd.f64(double %5, double %29, double %30)
  %32 = tail call double @sin(double noundef %31) #16
  %33 = tail call double @llvm.fmuladd.f64(double %5, double %31, double %32)
  %34 = add i32 %25, 4
  %35 = icmp eq i32 %34, %9
  br i1 %35, label %10, label %23, !llvm.loop !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #15

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
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(0) }

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
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = distinct !{!41, !40}
!42 = distinct !{!42, !40}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12}
!45 = distinct !{!45, !12, !17, !18}
!46 = !{ptr @chain, ptr @heap, ptr @rosen}
!47 = distinct !{!47, !12, !18, !17}
!48 = distinct !{!48, !12}
!49 = distinct !{!49, !12}
!50 = distinct !{!50, !12}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !40}
