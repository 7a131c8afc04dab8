; ModuleID = 'eigenprod.c'
source_filename = "eigenprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mat = type { ptr, i32, i32 }
%struct.Ctx = type { i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"prod.d\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"prod.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"prod.fwd_rev\00", align 1
@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [8 x i8] c"gemv.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"gemv.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"gemv.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"eigenprod\00", align 1
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca %struct.Mat, align 8
  %3 = alloca [42 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca %struct.Mat, align 8
  %6 = alloca [42 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [42 x double], align 16
  %18 = alloca [42 x double], align 16
  %19 = alloca [42 x double], align 16
  %20 = alloca %struct.Ctx, align 8
  %21 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %18) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %19) #15
  %22 = load i64, ptr @rng_state, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %17, i64 8
  %24 = getelementptr inbounds i8, ptr %17, i64 16
  br label %25

25:                                               ; preds = %25, %0
  %26 = phi i64 [ 0, %0 ], [ %52, %25 ]
  %27 = phi i64 [ %22, %0 ], [ %45, %25 ]
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 10
  %31 = and i64 %30, 18014398509481982
  %32 = uitofp nneg i64 %31 to double
  %33 = fmul fast double %32, 0x3CA0000000000000
  %34 = fadd fast double %33, -1.000000e+00
  %35 = getelementptr inbounds double, ptr %17, i64 %26
  store double %34, ptr %35, align 8, !tbaa !9
  %36 = mul i64 %29, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = lshr i64 %37, 10
  %39 = and i64 %38, 18014398509481982
  %40 = uitofp nneg i64 %39 to double
  %41 = fmul fast double %40, 0x3CA0000000000000
  %42 = fadd fast double %41, -1.000000e+00
  %43 = getelementptr inbounds double, ptr %23, i64 %26
  store double %42, ptr %43, align 8, !tbaa !9
  %44 = mul i64 %37, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = lshr i64 %45, 10
  %47 = and i64 %46, 18014398509481982
  %48 = uitofp nneg i64 %47 to double
  %49 = fmul fast double %48, 0x3CA0000000000000
  %50 = fadd fast double %49, -1.000000e+00
  %51 = getelementptr inbounds double, ptr %24, i64 %26
  store double %50, ptr %51, align 8, !tbaa !9
  %52 = add nuw nsw i64 %26, 3
  %53 = icmp eq i64 %52, 42
  br i1 %53, label %54, label %25, !llvm.loop !11

54:                                               ; preds = %25
  %55 = getelementptr inbounds i8, ptr %19, i64 8
  %56 = getelementptr inbounds i8, ptr %19, i64 16
  br label %57

57:                                               ; preds = %57, %54
  %58 = phi i64 [ 0, %54 ], [ %84, %57 ]
  %59 = phi i64 [ %45, %54 ], [ %77, %57 ]
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = lshr i64 %61, 10
  %63 = and i64 %62, 18014398509481982
  %64 = uitofp nneg i64 %63 to double
  %65 = fmul fast double %64, 0x3CA0000000000000
  %66 = fadd fast double %65, -1.000000e+00
  %67 = getelementptr inbounds double, ptr %19, i64 %58
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = mul i64 %61, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = lshr i64 %69, 10
  %71 = and i64 %70, 18014398509481982
  %72 = uitofp nneg i64 %71 to double
  %73 = fmul fast double %72, 0x3CA0000000000000
  %74 = fadd fast double %73, -1.000000e+00
  %75 = getelementptr inbounds double, ptr %55, i64 %58
  store double %74, ptr %75, align 8, !tbaa !9
  %76 = mul i64 %69, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = lshr i64 %77, 10
  %79 = and i64 %78, 18014398509481982
  %80 = uitofp nneg i64 %79 to double
  %81 = fmul fast double %80, 0x3CA0000000000000
  %82 = fadd fast double %81, -1.000000e+00
  %83 = getelementptr inbounds double, ptr %56, i64 %58
  store double %82, ptr %83, align 8, !tbaa !9
  %84 = add nuw nsw i64 %58, 3
  %85 = icmp eq i64 %84, 42
  br i1 %85, label %86, label %57, !llvm.loop !11

86:                                               ; preds = %57
  store i64 %77, ptr @rng_state, align 8, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %17, i64 8
  %88 = getelementptr inbounds i8, ptr %18, i64 8
  %89 = getelementptr inbounds i8, ptr %19, i64 8
  %90 = getelementptr inbounds i8, ptr %7, i64 24
  %91 = getelementptr inbounds i8, ptr %7, i64 8
  %92 = getelementptr inbounds i8, ptr %7, i64 16
  %93 = getelementptr inbounds i8, ptr %8, i64 24
  %94 = getelementptr inbounds i8, ptr %8, i64 8
  %95 = getelementptr inbounds i8, ptr %8, i64 16
  %96 = getelementptr inbounds i8, ptr %21, i64 4
  %97 = getelementptr inbounds i8, ptr %2, i64 8
  %98 = getelementptr inbounds i8, ptr %2, i64 12
  %99 = getelementptr inbounds i8, ptr %5, i64 8
  %100 = getelementptr inbounds i8, ptr %5, i64 12
  br label %107

101:                                              ; preds = %407
  %102 = load i32, ptr @n_fail, align 4, !tbaa !13
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %102)
  %104 = load i32, ptr @n_fail, align 4, !tbaa !13
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %19) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %17) #15
  ret i32 %106

107:                                              ; preds = %86, %407
  %108 = phi i64 [ 0, %86 ], [ %408, %407 ]
  %109 = trunc nuw nsw i64 %108 to i32
  %110 = uitofp nneg i32 %109 to double
  %111 = insertelement <2 x double> poison, double %110, i64 0
  %112 = shufflevector <2 x double> %111, <2 x double> poison, <2 x i32> zeroinitializer
  %113 = fmul fast <2 x double> %112, <double 4.000000e-01, double 5.000000e-01>
  %114 = fadd fast <2 x double> %113, <double 3.000000e-01, double 0xBFE6666666666666>
  store <2 x double> %114, ptr %17, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #15
  store i64 0, ptr %20, align 8
  %115 = extractelement <2 x double> %114, i64 0
  %116 = extractelement <2 x double> %114, i64 1
  %117 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %116) #15
  %118 = extractvalue { double, double } %117, 0
  %119 = extractvalue { double, double } %117, 1
  store double %118, ptr %18, align 16, !tbaa !9
  store double %119, ptr %88, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %20, ptr noundef nonnull %17, i32 noundef 2, ptr noundef nonnull %18)
  %120 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %121 = load double, ptr %17, align 16, !tbaa !9
  %122 = load double, ptr %19, align 16, !tbaa !9
  %123 = load double, ptr %87, align 8, !tbaa !9
  %124 = load double, ptr %89, align 8, !tbaa !9
  %125 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @prod, i32 noundef %120, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %122, i32 noundef %120, double noundef nofpclass(nan inf) %123, double noundef nofpclass(nan inf) %124) #15
  %126 = load double, ptr %87, align 8, !tbaa !9
  %127 = load double, ptr %89, align 8, !tbaa !9
  %128 = fmul fast double %127, 0x3EB0C6F7A0B5ED8D
  %129 = fsub fast double %126, %128
  %130 = fadd fast double %128, %126
  %131 = load double, ptr %17, align 16, !tbaa !9
  %132 = load double, ptr %19, align 16, !tbaa !9
  %133 = fmul fast double %132, 0x3EB0C6F7A0B5ED8D
  %134 = fsub fast double %131, %133
  %135 = fadd fast double %133, %131
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call fastcc void @outer2(ptr nonnull %7, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %130)
  %136 = load double, ptr %7, align 16, !tbaa !9
  %137 = load double, ptr %90, align 8, !tbaa !9
  %138 = load double, ptr %91, align 8, !tbaa !9
  %139 = load double, ptr %92, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #15
  call fastcc void @outer2(ptr nonnull %8, double noundef nofpclass(nan inf) %134, double noundef nofpclass(nan inf) %129)
  %140 = load double, ptr %8, align 16, !tbaa !9
  %141 = load double, ptr %93, align 8, !tbaa !9
  %142 = load double, ptr %94, align 8, !tbaa !9
  %143 = load double, ptr %95, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #15
  %144 = fmul fast double %141, %140
  %145 = fadd fast double %144, %140
  %146 = fmul fast double %143, %142
  %147 = fmul fast double %137, %136
  %148 = fadd fast double %147, %136
  %149 = fmul fast double %139, %138
  %150 = fsub fast double %148, %149
  %151 = fsub fast double %146, %145
  %152 = fadd fast double %150, %151
  %153 = fmul fast double %152, 5.000000e+05
  %154 = call fast double @llvm.fabs.f64(double %153)
  %155 = call fast double @llvm.maxnum.f64(double %154, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %125, ptr %16, align 8, !tbaa !9
  %156 = load volatile double, ptr %16, align 8, !tbaa !9
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ueq double %157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %158, label %171, label %159

159:                                              ; preds = %107
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %153, ptr %15, align 8, !tbaa !9
  %160 = load volatile double, ptr %15, align 8, !tbaa !9
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %162, label %171, label %163

163:                                              ; preds = %159
  %164 = fsub fast double %125, %153
  %165 = call fast double @llvm.fabs.f64(double %164)
  %166 = fmul fast double %155, 0x3EB0C6F7A0B5ED8D
  %167 = fcmp fast ole double %165, %166
  %168 = freeze i1 %167
  br i1 %168, label %169, label %171

169:                                              ; preds = %163
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %109, double noundef nofpclass(nan inf) %125, double noundef nofpclass(nan inf) %153, ptr noundef nonnull @.str.8)
  br label %175

171:                                              ; preds = %163, %159, %107
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %109, double noundef nofpclass(nan inf) %125, double noundef nofpclass(nan inf) %153, ptr noundef nonnull @.str.9)
  %173 = load i32, ptr @n_fail, align 4, !tbaa !13
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr @n_fail, align 4, !tbaa !13
  br label %175

175:                                              ; preds = %169, %171
  %176 = load double, ptr %18, align 16, !tbaa !9
  %177 = load double, ptr %19, align 16, !tbaa !9
  %178 = fmul fast double %177, %176
  %179 = load double, ptr %88, align 8, !tbaa !9
  %180 = load double, ptr %89, align 8, !tbaa !9
  %181 = fmul fast double %180, %179
  %182 = fadd fast double %181, %178
  %183 = call fast double @llvm.fabs.f64(double %125)
  %184 = call fast double @llvm.maxnum.f64(double %183, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %182, ptr %14, align 8, !tbaa !9
  %185 = load volatile double, ptr %14, align 8, !tbaa !9
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = fcmp ueq double %186, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %187, label %200, label %188

188:                                              ; preds = %175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %125, ptr %13, align 8, !tbaa !9
  %189 = load volatile double, ptr %13, align 8, !tbaa !9
  %190 = call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %191, label %200, label %192

192:                                              ; preds = %188
  %193 = fsub fast double %182, %125
  %194 = call fast double @llvm.fabs.f64(double %193)
  %195 = fmul fast double %184, 0x3EB0C6F7A0B5ED8D
  %196 = fcmp fast ole double %194, %195
  %197 = freeze i1 %196
  br i1 %197, label %198, label %200

198:                                              ; preds = %192
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %109, double noundef nofpclass(nan inf) %182, double noundef nofpclass(nan inf) %125, ptr noundef nonnull @.str.8)
  br label %204

200:                                              ; preds = %192, %188, %175
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %109, double noundef nofpclass(nan inf) %182, double noundef nofpclass(nan inf) %125, ptr noundef nonnull @.str.9)
  %202 = load i32, ptr @n_fail, align 4, !tbaa !13
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr @n_fail, align 4, !tbaa !13
  br label %204

204:                                              ; preds = %198, %200
  %205 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %108
  %206 = load i32, ptr %205, align 4, !tbaa !13
  %207 = add i32 %206, 1
  %208 = mul i32 %207, %206
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #15
  store i32 %206, ptr %21, align 4, !tbaa !15
  store i32 1, ptr %96, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(336) %18, i8 0, i64 336, i1 false)
  %209 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %210 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %209, i32 noundef %206) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %21, ptr noundef nonnull %17, i32 noundef %208, ptr noundef nonnull %18)
  %211 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %212 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %17, ptr noundef nonnull %19, i32 noundef %211, i32 noundef %206) #15
  %213 = call i32 @llvm.smax.i32(i32 %208, i32 1)
  %214 = zext nneg i32 %213 to i64
  %215 = shl nuw nsw i64 %214, 3
  %216 = call noalias ptr @malloc(i64 noundef %215) #16
  %217 = call noalias ptr @malloc(i64 noundef %215) #16
  %218 = icmp sgt i32 %208, 0
  br i1 %218, label %219, label %263

219:                                              ; preds = %204
  %220 = zext nneg i32 %208 to i64
  %221 = icmp ult i32 %208, 8
  br i1 %221, label %248, label %222

222:                                              ; preds = %219
  %223 = and i64 %220, 2147483640
  br label %224

224:                                              ; preds = %224, %222
  %225 = phi i64 [ 0, %222 ], [ %244, %224 ]
  %226 = getelementptr inbounds double, ptr %17, i64 %225
  %227 = getelementptr inbounds i8, ptr %226, i64 32
  %228 = load <4 x double>, ptr %226, align 16, !tbaa !9
  %229 = load <4 x double>, ptr %227, align 16, !tbaa !9
  %230 = getelementptr inbounds double, ptr %19, i64 %225
  %231 = getelementptr inbounds i8, ptr %230, i64 32
  %232 = load <4 x double>, ptr %230, align 16, !tbaa !9
  %233 = load <4 x double>, ptr %231, align 16, !tbaa !9
  %234 = fmul fast <4 x double> %232, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %235 = fmul fast <4 x double> %233, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %236 = fadd fast <4 x double> %234, %228
  %237 = fadd fast <4 x double> %235, %229
  %238 = getelementptr inbounds double, ptr %216, i64 %225
  %239 = getelementptr inbounds i8, ptr %238, i64 32
  store <4 x double> %236, ptr %238, align 8, !tbaa !9
  store <4 x double> %237, ptr %239, align 8, !tbaa !9
  %240 = fsub fast <4 x double> %228, %234
  %241 = fsub fast <4 x double> %229, %235
  %242 = getelementptr inbounds double, ptr %217, i64 %225
  %243 = getelementptr inbounds i8, ptr %242, i64 32
  store <4 x double> %240, ptr %242, align 8, !tbaa !9
  store <4 x double> %241, ptr %243, align 8, !tbaa !9
  %244 = add nuw i64 %225, 8
  %245 = icmp eq i64 %244, %223
  br i1 %245, label %246, label %224, !llvm.loop !18

246:                                              ; preds = %224
  %247 = icmp eq i64 %223, %220
  br i1 %247, label %263, label %248

248:                                              ; preds = %246, %219
  %249 = phi i64 [ 0, %219 ], [ %223, %246 ]
  br label %250

250:                                              ; preds = %248, %250
  %251 = phi i64 [ %261, %250 ], [ %249, %248 ]
  %252 = getelementptr inbounds double, ptr %17, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = getelementptr inbounds double, ptr %19, i64 %251
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = fmul fast double %255, 0x3EB0C6F7A0B5ED8D
  %257 = fadd fast double %256, %253
  %258 = getelementptr inbounds double, ptr %216, i64 %251
  store double %257, ptr %258, align 8, !tbaa !9
  %259 = fsub fast double %253, %256
  %260 = getelementptr inbounds double, ptr %217, i64 %251
  store double %259, ptr %260, align 8, !tbaa !9
  %261 = add nuw nsw i64 %251, 1
  %262 = icmp eq i64 %261, %220
  br i1 %262, label %263, label %250, !llvm.loop !21

263:                                              ; preds = %250, %246, %204
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %3) #15
  %264 = sext i32 %208 to i64
  %265 = shl nsw i64 %264, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %216, i64 %265, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #15
  store ptr %3, ptr %2, align 8, !tbaa !22
  store i32 %206, ptr %97, align 8, !tbaa !25
  store i32 %206, ptr %98, align 4, !tbaa !26
  %266 = mul nsw i32 %206, %206
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds double, ptr %3, i64 %267
  call fastcc void @gemv(ptr nonnull %1, ptr noundef nonnull %2, ptr nonnull %268)
  %269 = zext nneg i32 %206 to i64
  br label %270

270:                                              ; preds = %270, %263
  %271 = phi i64 [ 0, %263 ], [ %282, %270 ]
  %272 = phi double [ 0.000000e+00, %263 ], [ %281, %270 ]
  %273 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %271
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = trunc nuw nsw i64 %271 to i32
  %276 = uitofp nneg i32 %275 to double
  %277 = fmul fast double %276, 1.000000e-01
  %278 = fadd fast double %277, 1.000000e+00
  %279 = fmul fast double %274, %274
  %280 = fmul fast double %279, %278
  %281 = fadd fast double %280, %272
  %282 = add nuw nsw i64 %271, 1
  %283 = icmp eq i64 %282, %269
  br i1 %283, label %284, label %270, !llvm.loop !27

284:                                              ; preds = %270
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr readonly align 8 %217, i64 %265, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #15
  store ptr %6, ptr %5, align 8, !tbaa !22
  store i32 %206, ptr %99, align 8, !tbaa !25
  store i32 %206, ptr %100, align 4, !tbaa !26
  %285 = getelementptr inbounds double, ptr %6, i64 %267
  call fastcc void @gemv(ptr nonnull %4, ptr noundef nonnull %5, ptr nonnull %285)
  br label %286

286:                                              ; preds = %286, %284
  %287 = phi i64 [ 0, %284 ], [ %298, %286 ]
  %288 = phi double [ 0.000000e+00, %284 ], [ %297, %286 ]
  %289 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %287
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = trunc nuw nsw i64 %287 to i32
  %292 = uitofp nneg i32 %291 to double
  %293 = fmul fast double %292, 1.000000e-01
  %294 = fadd fast double %293, 1.000000e+00
  %295 = fmul fast double %290, %290
  %296 = fmul fast double %295, %294
  %297 = fadd fast double %296, %288
  %298 = add nuw nsw i64 %287, 1
  %299 = icmp eq i64 %298, %269
  br i1 %299, label %300, label %286, !llvm.loop !28

300:                                              ; preds = %286
  %301 = call fast double @llvm.sqrt.f64(double %281)
  %302 = call fast double @llvm.sqrt.f64(double %297)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %6) #15
  %303 = fsub fast double %301, %302
  %304 = fmul fast double %303, 5.000000e+05
  call void @free(ptr noundef %216) #15
  call void @free(ptr noundef %217) #15
  %305 = call fast double @llvm.fabs.f64(double %304)
  %306 = call fast double @llvm.maxnum.f64(double %305, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %212, ptr %12, align 8, !tbaa !9
  %307 = load volatile double, ptr %12, align 8, !tbaa !9
  %308 = call double @llvm.fabs.f64(double %307)
  %309 = fcmp ueq double %308, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %309, label %322, label %310

310:                                              ; preds = %300
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %304, ptr %11, align 8, !tbaa !9
  %311 = load volatile double, ptr %11, align 8, !tbaa !9
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ueq double %312, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %313, label %322, label %314

314:                                              ; preds = %310
  %315 = fsub fast double %212, %304
  %316 = call fast double @llvm.fabs.f64(double %315)
  %317 = fmul fast double %306, 0x3EB0C6F7A0B5ED8D
  %318 = fcmp fast ole double %316, %317
  %319 = freeze i1 %318
  br i1 %319, label %320, label %322

320:                                              ; preds = %314
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %109, double noundef nofpclass(nan inf) %212, double noundef nofpclass(nan inf) %304, ptr noundef nonnull @.str.8)
  br label %326

322:                                              ; preds = %314, %310, %300
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %109, double noundef nofpclass(nan inf) %212, double noundef nofpclass(nan inf) %304, ptr noundef nonnull @.str.9)
  %324 = load i32, ptr @n_fail, align 4, !tbaa !13
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr @n_fail, align 4, !tbaa !13
  br label %326

326:                                              ; preds = %320, %322
  br i1 %218, label %327, label %373

327:                                              ; preds = %326
  %328 = zext nneg i32 %208 to i64
  %329 = icmp ult i32 %208, 16
  br i1 %329, label %330, label %333

330:                                              ; preds = %367, %327
  %331 = phi i64 [ 0, %327 ], [ %334, %367 ]
  %332 = phi double [ 0.000000e+00, %327 ], [ %371, %367 ]
  br label %396

333:                                              ; preds = %327
  %334 = and i64 %328, 2147483632
  br label %335

335:                                              ; preds = %335, %333
  %336 = phi i64 [ 0, %333 ], [ %365, %335 ]
  %337 = phi <4 x double> [ zeroinitializer, %333 ], [ %361, %335 ]
  %338 = phi <4 x double> [ zeroinitializer, %333 ], [ %362, %335 ]
  %339 = phi <4 x double> [ zeroinitializer, %333 ], [ %363, %335 ]
  %340 = phi <4 x double> [ zeroinitializer, %333 ], [ %364, %335 ]
  %341 = getelementptr inbounds double, ptr %18, i64 %336
  %342 = getelementptr inbounds i8, ptr %341, i64 32
  %343 = getelementptr inbounds i8, ptr %341, i64 64
  %344 = getelementptr inbounds i8, ptr %341, i64 96
  %345 = load <4 x double>, ptr %341, align 16, !tbaa !9
  %346 = load <4 x double>, ptr %342, align 16, !tbaa !9
  %347 = load <4 x double>, ptr %343, align 16, !tbaa !9
  %348 = load <4 x double>, ptr %344, align 16, !tbaa !9
  %349 = getelementptr inbounds double, ptr %19, i64 %336
  %350 = getelementptr inbounds i8, ptr %349, i64 32
  %351 = getelementptr inbounds i8, ptr %349, i64 64
  %352 = getelementptr inbounds i8, ptr %349, i64 96
  %353 = load <4 x double>, ptr %349, align 16, !tbaa !9
  %354 = load <4 x double>, ptr %350, align 16, !tbaa !9
  %355 = load <4 x double>, ptr %351, align 16, !tbaa !9
  %356 = load <4 x double>, ptr %352, align 16, !tbaa !9
  %357 = fmul fast <4 x double> %353, %345
  %358 = fmul fast <4 x double> %354, %346
  %359 = fmul fast <4 x double> %355, %347
  %360 = fmul fast <4 x double> %356, %348
  %361 = fadd fast <4 x double> %357, %337
  %362 = fadd fast <4 x double> %358, %338
  %363 = fadd fast <4 x double> %359, %339
  %364 = fadd fast <4 x double> %360, %340
  %365 = add nuw i64 %336, 16
  %366 = icmp eq i64 %365, %334
  br i1 %366, label %367, label %335, !llvm.loop !29

367:                                              ; preds = %335
  %368 = fadd fast <4 x double> %362, %361
  %369 = fadd fast <4 x double> %363, %368
  %370 = fadd fast <4 x double> %364, %369
  %371 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %370)
  %372 = icmp eq i64 %334, %328
  br i1 %372, label %373, label %330

373:                                              ; preds = %396, %367, %326
  %374 = phi double [ 0.000000e+00, %326 ], [ %371, %367 ], [ %404, %396 ]
  %375 = call fast double @llvm.fabs.f64(double %212)
  %376 = call fast double @llvm.maxnum.f64(double %375, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %374, ptr %10, align 8, !tbaa !9
  %377 = load volatile double, ptr %10, align 8, !tbaa !9
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %379, label %392, label %380

380:                                              ; preds = %373
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %212, ptr %9, align 8, !tbaa !9
  %381 = load volatile double, ptr %9, align 8, !tbaa !9
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fcmp ueq double %382, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %383, label %392, label %384

384:                                              ; preds = %380
  %385 = fsub fast double %374, %212
  %386 = call fast double @llvm.fabs.f64(double %385)
  %387 = fmul fast double %376, 0x3EB0C6F7A0B5ED8D
  %388 = fcmp fast ole double %386, %387
  %389 = freeze i1 %388
  br i1 %389, label %390, label %392

390:                                              ; preds = %384
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %109, double noundef nofpclass(nan inf) %374, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.8)
  br label %407

392:                                              ; preds = %384, %380, %373
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %109, double noundef nofpclass(nan inf) %374, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.9)
  %394 = load i32, ptr @n_fail, align 4, !tbaa !13
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr @n_fail, align 4, !tbaa !13
  br label %407

396:                                              ; preds = %330, %396
  %397 = phi i64 [ %405, %396 ], [ %331, %330 ]
  %398 = phi double [ %404, %396 ], [ %332, %330 ]
  %399 = getelementptr inbounds double, ptr %18, i64 %397
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = getelementptr inbounds double, ptr %19, i64 %397
  %402 = load double, ptr %401, align 8, !tbaa !9
  %403 = fmul fast double %402, %400
  %404 = fadd fast double %403, %398
  %405 = add nuw nsw i64 %397, 1
  %406 = icmp eq i64 %405, %328
  br i1 %406, label %373, label %396, !llvm.loop !30

407:                                              ; preds = %390, %392
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #15
  %408 = add nuw nsw i64 %108, 1
  %409 = icmp eq i64 %408, 3
  br i1 %409, label %101, label %107, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @prod(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #4 {
  %3 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call fastcc void @outer2(ptr nonnull %3, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1)
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %6 = load <2 x double>, ptr %4, align 16, !tbaa !9
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %8 = fmul fast <2 x double> %7, %5
  %9 = fadd fast <2 x double> %8, %5
  %10 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %11 = fsub fast <2 x double> %9, %10
  %12 = extractelement <2 x double> %11, i64 0
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  ret double %12
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #16
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %57, %5
  tail call void @free(ptr noundef %11) #15
  ret void

18:                                               ; preds = %15, %57
  %19 = phi i64 [ 0, %15 ], [ %58, %57 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call fast double @llvm.fabs.f64(double %23)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  %26 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd fast double %26, %23
  %28 = fsub fast double %23, %26
  store double %27, ptr %22, align 8, !tbaa !9
  %29 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %31 = fsub fast double %29, %30
  %32 = fmul fast double %25, 2.000000e-06
  %33 = fdiv fast double %31, %32
  %34 = tail call fast double @llvm.fabs.f64(double %33)
  %35 = tail call fast double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %36 = load volatile double, ptr %7, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %38, label %52, label %39

39:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %40 = load volatile double, ptr %6, align 8, !tbaa !9
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %42, label %52, label %43

43:                                               ; preds = %39
  %44 = fsub fast double %21, %33
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %35, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp fast ole double %45, %46
  %48 = freeze i1 %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = trunc nuw nsw i64 %19 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %50, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.8)
  br label %57

52:                                               ; preds = %43, %39, %18
  %53 = trunc nuw nsw i64 %19 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %53, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.9)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !13
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !13
  br label %57

57:                                               ; preds = %49, %52
  %58 = add nuw nsw i64 %19, 1
  %59 = icmp eq i64 %58, %16
  br i1 %59, label %17, label %18, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  %5 = alloca [4 x double], align 16
  %6 = alloca [42 x double], align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !17
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %2
  %11 = load double, ptr %0, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call fastcc void @outer2(ptr nonnull %5, double noundef nofpclass(nan inf) %11, double noundef nofpclass(nan inf) %13)
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  %15 = load <2 x double>, ptr %5, align 16, !tbaa !9
  %16 = load <2 x double>, ptr %14, align 16, !tbaa !9
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %18 = fmul fast <2 x double> %17, %15
  %19 = fadd fast <2 x double> %18, %15
  %20 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %21 = fsub fast <2 x double> %19, %20
  %22 = extractelement <2 x double> %21, i64 0
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  br label %111

23:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %6) #15
  %24 = load i32, ptr %1, align 4, !tbaa !15
  %25 = add i32 %24, 1
  %26 = mul i32 %25, %24
  %27 = sext i32 %26 to i64
  %28 = shl nsw i64 %27, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr align 8 %0, i64 %28, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %6, ptr %4, align 8, !tbaa !22
  %29 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %24, ptr %29, align 8, !tbaa !25
  %30 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %24, ptr %30, align 4, !tbaa !26
  %31 = mul nsw i32 %24, %24
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %6, i64 %32
  call fastcc void @gemv(ptr nonnull %3, ptr noundef nonnull %4, ptr nonnull %33)
  %34 = icmp sgt i32 %24, 0
  br i1 %34, label %35, label %108

35:                                               ; preds = %23
  %36 = zext nneg i32 %24 to i64
  %37 = icmp ult i32 %24, 16
  br i1 %37, label %91, label %38

38:                                               ; preds = %35
  %39 = and i64 %36, 2147483632
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %82, %40 ]
  %42 = phi <4 x double> [ zeroinitializer, %38 ], [ %78, %40 ]
  %43 = phi <4 x double> [ zeroinitializer, %38 ], [ %79, %40 ]
  %44 = phi <4 x double> [ zeroinitializer, %38 ], [ %80, %40 ]
  %45 = phi <4 x double> [ zeroinitializer, %38 ], [ %81, %40 ]
  %46 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %38 ], [ %83, %40 ]
  %47 = add <4 x i32> %46, <i32 4, i32 4, i32 4, i32 4>
  %48 = add <4 x i32> %46, <i32 8, i32 8, i32 8, i32 8>
  %49 = add <4 x i32> %46, <i32 12, i32 12, i32 12, i32 12>
  %50 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %41
  %51 = getelementptr inbounds i8, ptr %50, i64 32
  %52 = getelementptr inbounds i8, ptr %50, i64 64
  %53 = getelementptr inbounds i8, ptr %50, i64 96
  %54 = load <4 x double>, ptr %50, align 16, !tbaa !9
  %55 = load <4 x double>, ptr %51, align 16, !tbaa !9
  %56 = load <4 x double>, ptr %52, align 16, !tbaa !9
  %57 = load <4 x double>, ptr %53, align 16, !tbaa !9
  %58 = uitofp <4 x i32> %46 to <4 x double>
  %59 = uitofp <4 x i32> %47 to <4 x double>
  %60 = uitofp <4 x i32> %48 to <4 x double>
  %61 = uitofp <4 x i32> %49 to <4 x double>
  %62 = fmul fast <4 x double> %58, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %63 = fmul fast <4 x double> %59, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %64 = fmul fast <4 x double> %60, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %65 = fmul fast <4 x double> %61, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %66 = fadd fast <4 x double> %62, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %67 = fadd fast <4 x double> %63, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %68 = fadd fast <4 x double> %64, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %69 = fadd fast <4 x double> %65, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %70 = fmul fast <4 x double> %54, %54
  %71 = fmul fast <4 x double> %55, %55
  %72 = fmul fast <4 x double> %56, %56
  %73 = fmul fast <4 x double> %57, %57
  %74 = fmul fast <4 x double> %70, %66
  %75 = fmul fast <4 x double> %71, %67
  %76 = fmul fast <4 x double> %72, %68
  %77 = fmul fast <4 x double> %73, %69
  %78 = fadd fast <4 x double> %74, %42
  %79 = fadd fast <4 x double> %75, %43
  %80 = fadd fast <4 x double> %76, %44
  %81 = fadd fast <4 x double> %77, %45
  %82 = add nuw i64 %41, 16
  %83 = add <4 x i32> %46, <i32 16, i32 16, i32 16, i32 16>
  %84 = icmp eq i64 %82, %39
  br i1 %84, label %85, label %40, !llvm.loop !33

85:                                               ; preds = %40
  %86 = fadd fast <4 x double> %79, %78
  %87 = fadd fast <4 x double> %80, %86
  %88 = fadd fast <4 x double> %81, %87
  %89 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %88)
  %90 = icmp eq i64 %39, %36
  br i1 %90, label %108, label %91

91:                                               ; preds = %85, %35
  %92 = phi i64 [ 0, %35 ], [ %39, %85 ]
  %93 = phi double [ 0.000000e+00, %35 ], [ %89, %85 ]
  br label %94

94:                                               ; preds = %91, %94
  %95 = phi i64 [ %106, %94 ], [ %92, %91 ]
  %96 = phi double [ %105, %94 ], [ %93, %91 ]
  %97 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %95
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = trunc nuw nsw i64 %95 to i32
  %100 = uitofp nneg i32 %99 to double
  %101 = fmul fast double %100, 1.000000e-01
  %102 = fadd fast double %101, 1.000000e+00
  %103 = fmul fast double %98, %98
  %104 = fmul fast double %103, %102
  %105 = fadd fast double %104, %96
  %106 = add nuw nsw i64 %95, 1
  %107 = icmp eq i64 %106, %36
  br i1 %107, label %108, label %94, !llvm.loop !34

108:                                              ; preds = %94, %85, %23
  %109 = phi double [ 0.000000e+00, %23 ], [ %89, %85 ], [ %105, %94 ]
  %110 = call fast double @llvm.sqrt.f64(double %109)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %6) #15
  br label %111

111:                                              ; preds = %108, %10
  %112 = phi nsz double [ %22, %10 ], [ %110, %108 ]
  ret double %112
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @gemv_obj(ptr noundef %0, i32 noundef %1) #6 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %0, ptr %4, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %1, ptr %5, align 8, !tbaa !25
  %6 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %1, ptr %6, align 4, !tbaa !26
  %7 = mul nsw i32 %1, %1
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  call fastcc void @gemv(ptr nonnull %3, ptr noundef nonnull %4, ptr %9)
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %70

11:                                               ; preds = %2
  %12 = zext nneg i32 %1 to i64
  %13 = icmp ult i32 %1, 16
  br i1 %13, label %14, label %17

14:                                               ; preds = %64, %11
  %15 = phi i64 [ 0, %11 ], [ %18, %64 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %68, %64 ]
  br label %73

17:                                               ; preds = %11
  %18 = and i64 %12, 2147483632
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %61, %19 ]
  %21 = phi <4 x double> [ zeroinitializer, %17 ], [ %57, %19 ]
  %22 = phi <4 x double> [ zeroinitializer, %17 ], [ %58, %19 ]
  %23 = phi <4 x double> [ zeroinitializer, %17 ], [ %59, %19 ]
  %24 = phi <4 x double> [ zeroinitializer, %17 ], [ %60, %19 ]
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %62, %19 ]
  %26 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %27 = add <4 x i32> %25, <i32 8, i32 8, i32 8, i32 8>
  %28 = add <4 x i32> %25, <i32 12, i32 12, i32 12, i32 12>
  %29 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %20
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = getelementptr inbounds i8, ptr %29, i64 64
  %32 = getelementptr inbounds i8, ptr %29, i64 96
  %33 = load <4 x double>, ptr %29, align 16, !tbaa !9
  %34 = load <4 x double>, ptr %30, align 16, !tbaa !9
  %35 = load <4 x double>, ptr %31, align 16, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 16, !tbaa !9
  %37 = uitofp <4 x i32> %25 to <4 x double>
  %38 = uitofp <4 x i32> %26 to <4 x double>
  %39 = uitofp <4 x i32> %27 to <4 x double>
  %40 = uitofp <4 x i32> %28 to <4 x double>
  %41 = fmul fast <4 x double> %37, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %42 = fmul fast <4 x double> %38, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %43 = fmul fast <4 x double> %39, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %44 = fmul fast <4 x double> %40, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %45 = fadd fast <4 x double> %41, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %46 = fadd fast <4 x double> %42, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %47 = fadd fast <4 x double> %43, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %48 = fadd fast <4 x double> %44, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %49 = fmul fast <4 x double> %33, %33
  %50 = fmul fast <4 x double> %34, %34
  %51 = fmul fast <4 x double> %35, %35
  %52 = fmul fast <4 x double> %36, %36
  %53 = fmul fast <4 x double> %49, %45
  %54 = fmul fast <4 x double> %50, %46
  %55 = fmul fast <4 x double> %51, %47
  %56 = fmul fast <4 x double> %52, %48
  %57 = fadd fast <4 x double> %53, %21
  %58 = fadd fast <4 x double> %54, %22
  %59 = fadd fast <4 x double> %55, %23
  %60 = fadd fast <4 x double> %56, %24
  %61 = add nuw i64 %20, 16
  %62 = add <4 x i32> %25, <i32 16, i32 16, i32 16, i32 16>
  %63 = icmp eq i64 %61, %18
  br i1 %63, label %64, label %19, !llvm.loop !35

64:                                               ; preds = %19
  %65 = fadd fast <4 x double> %58, %57
  %66 = fadd fast <4 x double> %59, %65
  %67 = fadd fast <4 x double> %60, %66
  %68 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %67)
  %69 = icmp eq i64 %18, %12
  br i1 %69, label %70, label %14

70:                                               ; preds = %73, %64, %2
  %71 = phi double [ 0.000000e+00, %2 ], [ %68, %64 ], [ %84, %73 ]
  %72 = tail call fast double @llvm.sqrt.f64(double %71)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  ret double %72

73:                                               ; preds = %14, %73
  %74 = phi i64 [ %85, %73 ], [ %15, %14 ]
  %75 = phi double [ %84, %73 ], [ %16, %14 ]
  %76 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = trunc nuw nsw i64 %74 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = fmul fast double %79, 1.000000e-01
  %81 = fadd fast double %80, 1.000000e+00
  %82 = fmul fast double %77, %77
  %83 = fmul fast double %82, %81
  %84 = fadd fast double %83, %75
  %85 = add nuw nsw i64 %74, 1
  %86 = icmp eq i64 %85, %12
  br i1 %86, label %70, label %73, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @outer2(ptr nocapture writeonly %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) unnamed_addr #7 {
  %4 = fmul fast double %1, %1
  store double %4, ptr %0, align 8, !tbaa !9
  %5 = fmul fast double %2, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = tail call fast double @llvm.sin.f64(double %1)
  %8 = fmul fast double %7, %2
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double %8, ptr %9, align 8, !tbaa !9
  %10 = fmul fast double %2, %2
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  store double %10, ptr %11, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @gemv(ptr nocapture writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture readonly %2) unnamed_addr #13 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !25
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %81

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !26
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = zext nneg i32 %5 to i64
  %13 = shl nuw nsw i64 %12, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 %13, i1 false), !tbaa !9
  br label %81

14:                                               ; preds = %7
  %15 = load ptr, ptr %1, align 8, !tbaa !22
  %16 = zext nneg i32 %9 to i64
  %17 = zext nneg i32 %5 to i64
  %18 = icmp ult i32 %9, 16
  %19 = and i64 %16, 2147483632
  %20 = icmp eq i64 %19, %16
  br label %21

21:                                               ; preds = %76, %14
  %22 = phi i64 [ %79, %76 ], [ 0, %14 ]
  %23 = mul nuw nsw i64 %22, %16
  %24 = getelementptr inbounds double, ptr %15, i64 %23
  br i1 %18, label %62, label %25

25:                                               ; preds = %21, %25
  %26 = phi i64 [ %55, %25 ], [ 0, %21 ]
  %27 = phi <4 x double> [ %51, %25 ], [ zeroinitializer, %21 ]
  %28 = phi <4 x double> [ %52, %25 ], [ zeroinitializer, %21 ]
  %29 = phi <4 x double> [ %53, %25 ], [ zeroinitializer, %21 ]
  %30 = phi <4 x double> [ %54, %25 ], [ zeroinitializer, %21 ]
  %31 = getelementptr inbounds double, ptr %24, i64 %26
  %32 = getelementptr inbounds i8, ptr %31, i64 32
  %33 = getelementptr inbounds i8, ptr %31, i64 64
  %34 = getelementptr inbounds i8, ptr %31, i64 96
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %38 = load <4 x double>, ptr %34, align 8, !tbaa !9
  %39 = getelementptr inbounds double, ptr %2, i64 %26
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = getelementptr inbounds i8, ptr %39, i64 64
  %42 = getelementptr inbounds i8, ptr %39, i64 96
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !9
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9
  %47 = fmul fast <4 x double> %43, %35
  %48 = fmul fast <4 x double> %44, %36
  %49 = fmul fast <4 x double> %45, %37
  %50 = fmul fast <4 x double> %46, %38
  %51 = fadd fast <4 x double> %47, %27
  %52 = fadd fast <4 x double> %48, %28
  %53 = fadd fast <4 x double> %49, %29
  %54 = fadd fast <4 x double> %50, %30
  %55 = add nuw i64 %26, 16
  %56 = icmp eq i64 %55, %19
  br i1 %56, label %57, label %25, !llvm.loop !37

57:                                               ; preds = %25
  %58 = fadd fast <4 x double> %52, %51
  %59 = fadd fast <4 x double> %53, %58
  %60 = fadd fast <4 x double> %54, %59
  %61 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %60)
  br i1 %20, label %76, label %62

62:                                               ; preds = %57, %21
  %63 = phi i64 [ 0, %21 ], [ %19, %57 ]
  %64 = phi double [ 0.000000e+00, %21 ], [ %61, %57 ]
  br label %65

65:                                               ; preds = %62, %65
  %66 = phi i64 [ %74, %65 ], [ %63, %62 ]
  %67 = phi double [ %73, %65 ], [ %64, %62 ]
  %68 = getelementptr inbounds double, ptr %24, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = getelementptr inbounds double, ptr %2, i64 %66
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %69
  %73 = fadd fast double %72, %67
  %74 = add nuw nsw i64 %66, 1
  %75 = icmp eq i64 %74, %16
  br i1 %75, label %76, label %65, !llvm.loop !38

76:                                               ; preds = %65, %57
  %77 = phi double [ %61, %57 ], [ %73, %65 ]
  %78 = getelementptr inbounds double, ptr %0, i64 %22
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = add nuw nsw i64 %22, 1
  %80 = icmp eq i64 %79, %17
  br i1 %80, label %81, label %21, !llvm.loop !39

81:                                               ; preds = %76, %11, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !14, i64 4}
!17 = !{!16, !14, i64 4}
!18 = distinct !{!18, !12, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !12, !20, !19}
!22 = !{!23, !24, i64 0}
!23 = !{!"", !24, i64 0, !14, i64 8, !14, i64 12}
!24 = !{!"any pointer", !7, i64 0}
!25 = !{!23, !14, i64 8}
!26 = !{!23, !14, i64 12}
!27 = distinct !{!27, !12, !20, !19}
!28 = distinct !{!28, !12, !20, !19}
!29 = distinct !{!29, !12, !19, !20}
!30 = distinct !{!30, !12, !20, !19}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12, !19, !20}
!34 = distinct !{!34, !12, !20, !19}
!35 = distinct !{!35, !12, !19, !20}
!36 = distinct !{!36, !12, !20, !19}
!37 = distinct !{!37, !12, !19, !20}
!38 = distinct !{!38, !12, !20, !19}
!39 = distinct !{!39, !12}
