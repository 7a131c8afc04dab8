; ModuleID = 'eigenprod.c'
source_filename = "eigenprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Mat = type { ptr, i32, i32 }

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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [42 x double], align 16
  %10 = alloca [42 x double], align 16
  %11 = alloca [42 x double], align 16
  %12 = alloca %struct.Ctx, align 8
  %13 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %9) #16
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %10) #16
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %11) #16
  %14 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %33, %15 ]
  %17 = phi i64 [ %14, %0 ], [ %27, %15 ]
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = lshr i64 %19, 10
  %21 = and i64 %20, 18014398509481982
  %22 = uitofp nneg i64 %21 to double
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 0x3CA0000000000000, double -1.000000e+00)
  %24 = getelementptr inbounds double, ptr %9, i64 %16
  store double %23, ptr %24, align 16, !tbaa !9
  %25 = or disjoint i64 %16, 1
  %26 = mul i64 %19, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = lshr i64 %27, 10
  %29 = and i64 %28, 18014398509481982
  %30 = uitofp nneg i64 %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 0x3CA0000000000000, double -1.000000e+00)
  %32 = getelementptr inbounds double, ptr %9, i64 %25
  store double %31, ptr %32, align 8, !tbaa !9
  %33 = add nuw nsw i64 %16, 2
  %34 = icmp eq i64 %33, 42
  br i1 %34, label %35, label %15, !llvm.loop !11

35:                                               ; preds = %15, %35
  %36 = phi i64 [ %53, %35 ], [ 0, %15 ]
  %37 = phi i64 [ %47, %35 ], [ %27, %15 ]
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = lshr i64 %39, 10
  %41 = and i64 %40, 18014398509481982
  %42 = uitofp nneg i64 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 0x3CA0000000000000, double -1.000000e+00)
  %44 = getelementptr inbounds double, ptr %11, i64 %36
  store double %43, ptr %44, align 16, !tbaa !9
  %45 = or disjoint i64 %36, 1
  %46 = mul i64 %39, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = lshr i64 %47, 10
  %49 = and i64 %48, 18014398509481982
  %50 = uitofp nneg i64 %49 to double
  %51 = tail call double @llvm.fmuladd.f64(double %50, double 0x3CA0000000000000, double -1.000000e+00)
  %52 = getelementptr inbounds double, ptr %11, i64 %45
  store double %51, ptr %52, align 8, !tbaa !9
  %53 = add nuw nsw i64 %36, 2
  %54 = icmp eq i64 %53, 42
  br i1 %54, label %55, label %35, !llvm.loop !11

55:                                               ; preds = %35
  store i64 %47, ptr @rng_state, align 8, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  %57 = getelementptr inbounds i8, ptr %10, i64 8
  %58 = getelementptr inbounds i8, ptr %11, i64 8
  %59 = getelementptr inbounds i8, ptr %13, i64 4
  br label %66

60:                                               ; preds = %294
  %61 = load i32, ptr @n_fail, align 4, !tbaa !13
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %61)
  %63 = load i32, ptr @n_fail, align 4, !tbaa !13
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %11) #16
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %9) #16
  ret i32 %65

66:                                               ; preds = %55, %294
  %67 = phi i64 [ 0, %55 ], [ %295, %294 ]
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = uitofp nneg i32 %68 to double
  %70 = insertelement <2 x double> poison, double %69, i64 0
  %71 = shufflevector <2 x double> %70, <2 x double> poison, <2 x i32> zeroinitializer
  %72 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 4.000000e-01, double 5.000000e-01>, <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>)
  store <2 x double> %72, ptr %9, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #16
  store i64 0, ptr %12, align 8
  %73 = extractelement <2 x double> %72, i64 0
  %74 = extractelement <2 x double> %72, i64 1
  %75 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, double noundef %73, double noundef %74) #16
  %76 = extractvalue { double, double } %75, 0
  %77 = extractvalue { double, double } %75, 1
  store double %76, ptr %10, align 16, !tbaa !9
  store double %77, ptr %57, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %12, ptr noundef nonnull %9, i32 noundef 2, ptr noundef nonnull %10)
  %78 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %79 = load double, ptr %9, align 16, !tbaa !9
  %80 = load double, ptr %11, align 16, !tbaa !9
  %81 = load double, ptr %56, align 8, !tbaa !9
  %82 = load double, ptr %58, align 8, !tbaa !9
  %83 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @prod, i32 noundef %78, double noundef %79, double noundef %80, i32 noundef %78, double noundef %81, double noundef %82) #16
  %84 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  %85 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  %86 = load <2 x double>, ptr %9, align 16, !tbaa !9
  %87 = load <2 x double>, ptr %11, align 16, !tbaa !9
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %86)
  store <2 x double> %88, ptr %84, align 8, !tbaa !9
  %89 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %86)
  store <2 x double> %89, ptr %85, align 8, !tbaa !9
  %90 = call fastcc double @obj(ptr noundef nonnull %84, ptr noundef nonnull readonly %12)
  %91 = call fastcc double @obj(ptr noundef nonnull %85, ptr noundef nonnull readonly %12)
  %92 = fsub double %90, %91
  %93 = fdiv double %92, 2.000000e-06
  call void @free(ptr noundef nonnull %84) #16
  call void @free(ptr noundef nonnull %85) #16
  %94 = call double @llvm.fabs.f64(double %93)
  %95 = fcmp ogt double %94, 1.000000e+00
  %96 = select i1 %95, double %94, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %83, ptr %8, align 8, !tbaa !9
  %97 = load volatile double, ptr %8, align 8, !tbaa !9
  %98 = call double @llvm.fabs.f64(double %97)
  %99 = fcmp ueq double %98, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %99, label %111, label %100

100:                                              ; preds = %66
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %93, ptr %7, align 8, !tbaa !9
  %101 = load volatile double, ptr %7, align 8, !tbaa !9
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %103, label %111, label %104

104:                                              ; preds = %100
  %105 = fsub double %83, %93
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %108 = fcmp ugt double %106, %107
  br i1 %108, label %111, label %109

109:                                              ; preds = %104
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %68, double noundef %83, double noundef %93, ptr noundef nonnull @.str.8)
  br label %115

111:                                              ; preds = %104, %100, %66
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %68, double noundef %83, double noundef %93, ptr noundef nonnull @.str.9)
  %113 = load i32, ptr @n_fail, align 4, !tbaa !13
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @n_fail, align 4, !tbaa !13
  br label %115

115:                                              ; preds = %109, %111
  %116 = load double, ptr %10, align 16, !tbaa !9
  %117 = load double, ptr %11, align 16, !tbaa !9
  %118 = call double @llvm.fmuladd.f64(double %116, double %117, double 0.000000e+00)
  %119 = load double, ptr %57, align 8, !tbaa !9
  %120 = load double, ptr %58, align 8, !tbaa !9
  %121 = call double @llvm.fmuladd.f64(double %119, double %120, double %118)
  %122 = call double @llvm.fabs.f64(double %83)
  %123 = fcmp ogt double %122, 1.000000e+00
  %124 = select i1 %123, double %122, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %121, ptr %6, align 8, !tbaa !9
  %125 = load volatile double, ptr %6, align 8, !tbaa !9
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ueq double %126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %127, label %139, label %128

128:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %83, ptr %5, align 8, !tbaa !9
  %129 = load volatile double, ptr %5, align 8, !tbaa !9
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fcmp ueq double %130, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %131, label %139, label %132

132:                                              ; preds = %128
  %133 = fsub double %121, %83
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %136 = fcmp ugt double %134, %135
  br i1 %136, label %139, label %137

137:                                              ; preds = %132
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %68, double noundef %121, double noundef %83, ptr noundef nonnull @.str.8)
  br label %143

139:                                              ; preds = %132, %128, %115
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %68, double noundef %121, double noundef %83, ptr noundef nonnull @.str.9)
  %141 = load i32, ptr @n_fail, align 4, !tbaa !13
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @n_fail, align 4, !tbaa !13
  br label %143

143:                                              ; preds = %137, %139
  %144 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %67
  %145 = load i32, ptr %144, align 4, !tbaa !13
  %146 = add i32 %145, 1
  %147 = mul i32 %146, %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #16
  store i32 %145, ptr %13, align 4, !tbaa !15
  store i32 1, ptr %59, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(336) %10, i8 0, i64 336, i1 false)
  %148 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %149 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %148, i32 noundef %145) #16
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %13, ptr noundef nonnull %9, i32 noundef %147, ptr noundef nonnull %10)
  %150 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %151 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %150, i32 noundef %145) #16
  %152 = call i32 @llvm.smax.i32(i32 %147, i32 1)
  %153 = zext nneg i32 %152 to i64
  %154 = shl nuw nsw i64 %153, 3
  %155 = call noalias ptr @malloc(i64 noundef %154) #17
  %156 = call noalias ptr @malloc(i64 noundef %154) #17
  %157 = icmp sgt i32 %147, 0
  br i1 %157, label %158, label %191

158:                                              ; preds = %143
  %159 = zext nneg i32 %147 to i64
  %160 = icmp eq i32 %147, 1
  br i1 %160, label %177, label %161

161:                                              ; preds = %158
  %162 = and i64 %159, 2147483646
  br label %163

163:                                              ; preds = %163, %161
  %164 = phi i64 [ 0, %161 ], [ %173, %163 ]
  %165 = getelementptr inbounds double, ptr %9, i64 %164
  %166 = load <2 x double>, ptr %165, align 16, !tbaa !9
  %167 = getelementptr inbounds double, ptr %11, i64 %164
  %168 = load <2 x double>, ptr %167, align 16, !tbaa !9
  %169 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %166)
  %170 = getelementptr inbounds double, ptr %155, i64 %164
  store <2 x double> %169, ptr %170, align 8, !tbaa !9
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %166)
  %172 = getelementptr inbounds double, ptr %156, i64 %164
  store <2 x double> %171, ptr %172, align 8, !tbaa !9
  %173 = add nuw i64 %164, 2
  %174 = icmp eq i64 %173, %162
  br i1 %174, label %175, label %163, !llvm.loop !18

175:                                              ; preds = %163
  %176 = icmp eq i64 %162, %159
  br i1 %176, label %191, label %177

177:                                              ; preds = %175, %158
  %178 = phi i64 [ 0, %158 ], [ %162, %175 ]
  br label %179

179:                                              ; preds = %177, %179
  %180 = phi i64 [ %189, %179 ], [ %178, %177 ]
  %181 = getelementptr inbounds double, ptr %9, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = getelementptr inbounds double, ptr %11, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = call double @llvm.fmuladd.f64(double %184, double 0x3EB0C6F7A0B5ED8D, double %182)
  %186 = getelementptr inbounds double, ptr %155, i64 %180
  store double %185, ptr %186, align 8, !tbaa !9
  %187 = call double @llvm.fmuladd.f64(double %184, double 0xBEB0C6F7A0B5ED8D, double %182)
  %188 = getelementptr inbounds double, ptr %156, i64 %180
  store double %187, ptr %188, align 8, !tbaa !9
  %189 = add nuw nsw i64 %180, 1
  %190 = icmp eq i64 %189, %159
  br i1 %190, label %191, label %179, !llvm.loop !21

191:                                              ; preds = %179, %175, %143
  %192 = call fastcc double @obj(ptr noundef %155, ptr noundef nonnull readonly %13)
  %193 = call fastcc double @obj(ptr noundef %156, ptr noundef nonnull readonly %13)
  %194 = fsub double %192, %193
  %195 = fdiv double %194, 2.000000e-06
  call void @free(ptr noundef %155) #16
  call void @free(ptr noundef %156) #16
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ogt double %196, 1.000000e+00
  %198 = select i1 %197, double %196, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %151, ptr %4, align 8, !tbaa !9
  %199 = load volatile double, ptr %4, align 8, !tbaa !9
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %201, label %213, label %202

202:                                              ; preds = %191
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %195, ptr %3, align 8, !tbaa !9
  %203 = load volatile double, ptr %3, align 8, !tbaa !9
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %205, label %213, label %206

206:                                              ; preds = %202
  %207 = fsub double %151, %195
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fmul double %198, 0x3EB0C6F7A0B5ED8D
  %210 = fcmp ugt double %208, %209
  br i1 %210, label %213, label %211

211:                                              ; preds = %206
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %68, double noundef %151, double noundef %195, ptr noundef nonnull @.str.8)
  br label %217

213:                                              ; preds = %206, %202, %191
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %68, double noundef %151, double noundef %195, ptr noundef nonnull @.str.9)
  %215 = load i32, ptr @n_fail, align 4, !tbaa !13
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr @n_fail, align 4, !tbaa !13
  br label %217

217:                                              ; preds = %211, %213
  br i1 %157, label %218, label %241

218:                                              ; preds = %217
  %219 = zext nneg i32 %147 to i64
  %220 = and i64 %219, 3
  %221 = icmp ult i32 %147, 4
  br i1 %221, label %224, label %222

222:                                              ; preds = %218
  %223 = and i64 %219, 2147483644
  br label %264

224:                                              ; preds = %264, %218
  %225 = phi double [ poison, %218 ], [ %290, %264 ]
  %226 = phi i64 [ 0, %218 ], [ %291, %264 ]
  %227 = phi double [ 0.000000e+00, %218 ], [ %290, %264 ]
  %228 = icmp eq i64 %220, 0
  br i1 %228, label %241, label %229

229:                                              ; preds = %224, %229
  %230 = phi i64 [ %238, %229 ], [ %226, %224 ]
  %231 = phi double [ %237, %229 ], [ %227, %224 ]
  %232 = phi i64 [ %239, %229 ], [ 0, %224 ]
  %233 = getelementptr inbounds double, ptr %10, i64 %230
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = getelementptr inbounds double, ptr %11, i64 %230
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = call double @llvm.fmuladd.f64(double %234, double %236, double %231)
  %238 = add nuw nsw i64 %230, 1
  %239 = add i64 %232, 1
  %240 = icmp eq i64 %239, %220
  br i1 %240, label %241, label %229, !llvm.loop !22

241:                                              ; preds = %224, %229, %217
  %242 = phi double [ 0.000000e+00, %217 ], [ %225, %224 ], [ %237, %229 ]
  %243 = call double @llvm.fabs.f64(double %151)
  %244 = fcmp ogt double %243, 1.000000e+00
  %245 = select i1 %244, double %243, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %242, ptr %2, align 8, !tbaa !9
  %246 = load volatile double, ptr %2, align 8, !tbaa !9
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ueq double %247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %248, label %260, label %249

249:                                              ; preds = %241
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %151, ptr %1, align 8, !tbaa !9
  %250 = load volatile double, ptr %1, align 8, !tbaa !9
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fcmp ueq double %251, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %252, label %260, label %253

253:                                              ; preds = %249
  %254 = fsub double %242, %151
  %255 = call double @llvm.fabs.f64(double %254)
  %256 = fmul double %245, 0x3EB0C6F7A0B5ED8D
  %257 = fcmp ugt double %255, %256
  br i1 %257, label %260, label %258

258:                                              ; preds = %253
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %68, double noundef %242, double noundef %151, ptr noundef nonnull @.str.8)
  br label %294

260:                                              ; preds = %253, %249, %241
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %68, double noundef %242, double noundef %151, ptr noundef nonnull @.str.9)
  %262 = load i32, ptr @n_fail, align 4, !tbaa !13
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr @n_fail, align 4, !tbaa !13
  br label %294

264:                                              ; preds = %264, %222
  %265 = phi i64 [ 0, %222 ], [ %291, %264 ]
  %266 = phi double [ 0.000000e+00, %222 ], [ %290, %264 ]
  %267 = phi i64 [ 0, %222 ], [ %292, %264 ]
  %268 = getelementptr inbounds double, ptr %10, i64 %265
  %269 = load double, ptr %268, align 16, !tbaa !9
  %270 = getelementptr inbounds double, ptr %11, i64 %265
  %271 = load double, ptr %270, align 16, !tbaa !9
  %272 = call double @llvm.fmuladd.f64(double %269, double %271, double %266)
  %273 = or disjoint i64 %265, 1
  %274 = getelementptr inbounds double, ptr %10, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = getelementptr inbounds double, ptr %11, i64 %273
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = call double @llvm.fmuladd.f64(double %275, double %277, double %272)
  %279 = or disjoint i64 %265, 2
  %280 = getelementptr inbounds double, ptr %10, i64 %279
  %281 = load double, ptr %280, align 16, !tbaa !9
  %282 = getelementptr inbounds double, ptr %11, i64 %279
  %283 = load double, ptr %282, align 16, !tbaa !9
  %284 = call double @llvm.fmuladd.f64(double %281, double %283, double %278)
  %285 = or disjoint i64 %265, 3
  %286 = getelementptr inbounds double, ptr %10, i64 %285
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = getelementptr inbounds double, ptr %11, i64 %285
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = call double @llvm.fmuladd.f64(double %287, double %289, double %284)
  %291 = add nuw nsw i64 %265, 4
  %292 = add i64 %267, 4
  %293 = icmp eq i64 %292, %223
  br i1 %293, label %224, label %264, !llvm.loop !24

294:                                              ; preds = %258, %260
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #16
  %295 = add nuw nsw i64 %67, 1
  %296 = icmp eq i64 %295, 3
  br i1 %296, label %60, label %66, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @prod(double noundef %0, double noundef %1) #5 {
  %3 = alloca [4 x double], align 16
  %4 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #16
  store ptr %3, ptr %4, align 8, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 2, ptr %5, align 8, !tbaa !29
  %6 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 2, ptr %6, align 4, !tbaa !30
  call fastcc void @outer2(ptr noundef nonnull %4, double noundef %0, double noundef %1)
  %7 = load double, ptr %3, align 16, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = load double, ptr %12, align 16, !tbaa !9
  %14 = fneg double %11
  %15 = fmul double %13, %14
  %16 = call double @llvm.fmuladd.f64(double %7, double %9, double %15)
  %17 = fadd double %7, %16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #16
  ret double %17
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #6 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #17
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %58, %5
  tail call void @free(ptr noundef %11) #16
  ret void

18:                                               ; preds = %15, %58
  %19 = phi i64 [ 0, %15 ], [ %59, %58 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fabs.f64(double %23)
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fmul double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd double %23, %27
  %29 = fsub double %23, %27
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %29, ptr %22, align 8, !tbaa !9
  %31 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %32 = fsub double %30, %31
  %33 = fsub double %28, %29
  %34 = fdiv double %32, %33
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, 1.000000e+00
  %37 = select i1 %36, double %35, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %38 = load volatile double, ptr %7, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %40, label %53, label %41

41:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %34, ptr %6, align 8, !tbaa !9
  %42 = load volatile double, ptr %6, align 8, !tbaa !9
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %44, label %53, label %45

45:                                               ; preds = %41
  %46 = fsub double %21, %34
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ugt double %47, %48
  br i1 %49, label %53, label %50

50:                                               ; preds = %45
  %51 = trunc nuw nsw i64 %19 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %51, double noundef %21, double noundef %34, ptr noundef nonnull @.str.8)
  br label %58

53:                                               ; preds = %45, %41, %18
  %54 = trunc nuw nsw i64 %19 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %54, double noundef %21, double noundef %34, ptr noundef nonnull @.str.9)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !13
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !13
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %19, 1
  %60 = icmp eq i64 %59, %16
  br i1 %60, label %17, label %18, !llvm.loop !31
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca %struct.Mat, align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca %struct.Mat, align 8
  %9 = alloca [42 x double], align 16
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !17
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %30

13:                                               ; preds = %2
  %14 = load double, ptr %0, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #16
  store ptr %7, ptr %8, align 8, !tbaa !26
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 2, ptr %17, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 2, ptr %18, align 4, !tbaa !30
  call fastcc void @outer2(ptr noundef nonnull %8, double noundef %14, double noundef %16)
  %19 = load double, ptr %7, align 16, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %7, i64 24
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %7, i64 16
  %25 = load double, ptr %24, align 16, !tbaa !9
  %26 = fneg double %23
  %27 = fmul double %25, %26
  %28 = call double @llvm.fmuladd.f64(double %19, double %21, double %27)
  %29 = fadd double %19, %28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #16
  br label %90

30:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %9) #16
  %31 = load i32, ptr %1, align 4, !tbaa !15
  %32 = add i32 %31, 1
  %33 = mul i32 %32, %31
  %34 = sext i32 %33 to i64
  %35 = shl nsw i64 %34, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr align 8 %0, i64 %35, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #16
  store ptr %9, ptr %4, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %31, ptr %36, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %31, ptr %37, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #16
  %38 = mul nsw i32 %31, %31
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %9, i64 %39
  store ptr %40, ptr %5, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %31, ptr %41, align 8, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 1, ptr %42, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #16
  store ptr %3, ptr %6, align 8, !tbaa !26
  %43 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %31, ptr %43, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 1, ptr %44, align 4, !tbaa !30
  call fastcc void @gemv(ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %45 = icmp sgt i32 %31, 0
  br i1 %45, label %46, label %87

46:                                               ; preds = %30
  %47 = zext nneg i32 %31 to i64
  %48 = and i64 %47, 1
  %49 = icmp eq i32 %31, 1
  br i1 %49, label %74, label %50

50:                                               ; preds = %46
  %51 = and i64 %47, 2147483646
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %71, %52 ]
  %54 = phi double [ 0.000000e+00, %50 ], [ %70, %52 ]
  %55 = phi i64 [ 0, %50 ], [ %72, %52 ]
  %56 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %53
  %57 = load double, ptr %56, align 16, !tbaa !9
  %58 = fmul double %57, %57
  %59 = trunc nuw nsw i64 %53 to i32
  %60 = uitofp nneg i32 %59 to double
  %61 = call double @llvm.fmuladd.f64(double %60, double 1.000000e-01, double 1.000000e+00)
  %62 = call double @llvm.fmuladd.f64(double %58, double %61, double %54)
  %63 = or disjoint i64 %53, 1
  %64 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %65, %65
  %67 = trunc nuw nsw i64 %63 to i32
  %68 = uitofp nneg i32 %67 to double
  %69 = call double @llvm.fmuladd.f64(double %68, double 1.000000e-01, double 1.000000e+00)
  %70 = call double @llvm.fmuladd.f64(double %66, double %69, double %62)
  %71 = add nuw nsw i64 %53, 2
  %72 = add i64 %55, 2
  %73 = icmp eq i64 %72, %51
  br i1 %73, label %74, label %52, !llvm.loop !32

74:                                               ; preds = %52, %46
  %75 = phi double [ poison, %46 ], [ %70, %52 ]
  %76 = phi i64 [ 0, %46 ], [ %71, %52 ]
  %77 = phi double [ 0.000000e+00, %46 ], [ %70, %52 ]
  %78 = icmp eq i64 %48, 0
  br i1 %78, label %87, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %76
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul double %81, %81
  %83 = trunc nuw nsw i64 %76 to i32
  %84 = uitofp nneg i32 %83 to double
  %85 = call double @llvm.fmuladd.f64(double %84, double 1.000000e-01, double 1.000000e+00)
  %86 = call double @llvm.fmuladd.f64(double %82, double %85, double %77)
  br label %87

87:                                               ; preds = %79, %74, %30
  %88 = phi double [ 0.000000e+00, %30 ], [ %75, %74 ], [ %86, %79 ]
  %89 = call double @sqrt(double noundef %88) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #16
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %9) #16
  br label %90

90:                                               ; preds = %87, %13
  %91 = phi double [ %29, %13 ], [ %89, %87 ]
  ret double %91
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gemv_obj(ptr noundef %0, i32 noundef %1) #7 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #16
  store ptr %0, ptr %4, align 8, !tbaa !26
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %1, ptr %7, align 8, !tbaa !29
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %1, ptr %8, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #16
  %9 = mul nsw i32 %1, %1
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  store ptr %11, ptr %5, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 1, ptr %13, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #16
  store ptr %3, ptr %6, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %1, ptr %14, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 1, ptr %15, align 4, !tbaa !30
  call fastcc void @gemv(ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %36

17:                                               ; preds = %2
  %18 = zext nneg i32 %1 to i64
  %19 = and i64 %18, 1
  %20 = icmp eq i32 %1, 1
  br i1 %20, label %23, label %21

21:                                               ; preds = %17
  %22 = and i64 %18, 2147483646
  br label %39

23:                                               ; preds = %39, %17
  %24 = phi double [ poison, %17 ], [ %57, %39 ]
  %25 = phi i64 [ 0, %17 ], [ %58, %39 ]
  %26 = phi double [ 0.000000e+00, %17 ], [ %57, %39 ]
  %27 = icmp eq i64 %19, 0
  br i1 %27, label %36, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %25
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = fmul double %30, %30
  %32 = trunc nuw nsw i64 %25 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = call double @llvm.fmuladd.f64(double %33, double 1.000000e-01, double 1.000000e+00)
  %35 = call double @llvm.fmuladd.f64(double %31, double %34, double %26)
  br label %36

36:                                               ; preds = %28, %23, %2
  %37 = phi double [ 0.000000e+00, %2 ], [ %24, %23 ], [ %35, %28 ]
  %38 = call double @sqrt(double noundef %37) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #16
  ret double %38

39:                                               ; preds = %39, %21
  %40 = phi i64 [ 0, %21 ], [ %58, %39 ]
  %41 = phi double [ 0.000000e+00, %21 ], [ %57, %39 ]
  %42 = phi i64 [ 0, %21 ], [ %59, %39 ]
  %43 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %40
  %44 = load double, ptr %43, align 16, !tbaa !9
  %45 = fmul double %44, %44
  %46 = trunc nuw nsw i64 %40 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = call double @llvm.fmuladd.f64(double %47, double 1.000000e-01, double 1.000000e+00)
  %49 = call double @llvm.fmuladd.f64(double %45, double %48, double %41)
  %50 = or disjoint i64 %40, 1
  %51 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, %52
  %54 = trunc nuw nsw i64 %50 to i32
  %55 = uitofp nneg i32 %54 to double
  %56 = call double @llvm.fmuladd.f64(double %55, double 1.000000e-01, double 1.000000e+00)
  %57 = call double @llvm.fmuladd.f64(double %53, double %56, double %49)
  %58 = add nuw nsw i64 %40, 2
  %59 = add i64 %42, 2
  %60 = icmp eq i64 %59, %22
  br i1 %60, label %23, label %39, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal fastcc void @outer2(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2) unnamed_addr #8 {
  %4 = insertelement <2 x double> poison, double %1, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x double> %5, double %2, i64 1
  %7 = fmul <2 x double> %5, %6
  %8 = load ptr, ptr %0, align 8, !tbaa !26
  store <2 x double> %7, ptr %8, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %1) #16
  %10 = fmul double %9, %2
  %11 = load ptr, ptr %0, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store double %10, ptr %12, align 8, !tbaa !9
  %13 = fmul double %2, %2
  %14 = getelementptr inbounds i8, ptr %11, i64 24
  store double %13, ptr %14, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @gemv(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #14 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !29
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %25

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !30
  %10 = icmp sgt i32 %9, 0
  %11 = load ptr, ptr %0, align 8, !tbaa !26
  %12 = zext i32 %9 to i64
  %13 = zext nneg i32 %5 to i64
  %14 = and i64 %12, 3
  %15 = icmp ult i32 %9, 4
  %16 = and i64 %12, 2147483644
  %17 = icmp eq i64 %14, 0
  br label %18

18:                                               ; preds = %7, %42
  %19 = phi i64 [ 0, %7 ], [ %45, %42 ]
  br i1 %10, label %20, label %42

20:                                               ; preds = %18
  %21 = load ptr, ptr %1, align 8, !tbaa !26
  %22 = mul nuw nsw i64 %19, %12
  %23 = load ptr, ptr %2, align 8, !tbaa !26
  %24 = getelementptr inbounds double, ptr %21, i64 %22
  br i1 %15, label %26, label %47

25:                                               ; preds = %42, %3
  ret void

26:                                               ; preds = %47, %20
  %27 = phi double [ poison, %20 ], [ %73, %47 ]
  %28 = phi i64 [ 0, %20 ], [ %74, %47 ]
  %29 = phi double [ 0.000000e+00, %20 ], [ %73, %47 ]
  br i1 %17, label %42, label %30

30:                                               ; preds = %26, %30
  %31 = phi i64 [ %39, %30 ], [ %28, %26 ]
  %32 = phi double [ %38, %30 ], [ %29, %26 ]
  %33 = phi i64 [ %40, %30 ], [ 0, %26 ]
  %34 = getelementptr inbounds double, ptr %24, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds double, ptr %23, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = add nuw nsw i64 %31, 1
  %40 = add i64 %33, 1
  %41 = icmp eq i64 %40, %14
  br i1 %41, label %42, label %30, !llvm.loop !33

42:                                               ; preds = %26, %30, %18
  %43 = phi double [ 0.000000e+00, %18 ], [ %27, %26 ], [ %38, %30 ]
  %44 = getelementptr inbounds double, ptr %11, i64 %19
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = add nuw nsw i64 %19, 1
  %46 = icmp eq i64 %45, %13
  br i1 %46, label %25, label %18, !llvm.loop !34

47:                                               ; preds = %20, %47
  %48 = phi i64 [ %74, %47 ], [ 0, %20 ]
  %49 = phi double [ %73, %47 ], [ 0.000000e+00, %20 ]
  %50 = phi i64 [ %75, %47 ], [ 0, %20 ]
  %51 = getelementptr inbounds double, ptr %24, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds double, ptr %23, i64 %48
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = tail call double @llvm.fmuladd.f64(double %52, double %54, double %49)
  %56 = or disjoint i64 %48, 1
  %57 = getelementptr inbounds double, ptr %24, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds double, ptr %23, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %58, double %60, double %55)
  %62 = or disjoint i64 %48, 2
  %63 = getelementptr inbounds double, ptr %24, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr inbounds double, ptr %23, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %61)
  %68 = or disjoint i64 %48, 3
  %69 = getelementptr inbounds double, ptr %24, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = getelementptr inbounds double, ptr %23, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %70, double %72, double %67)
  %74 = add nuw nsw i64 %48, 4
  %75 = add i64 %50, 4
  %76 = icmp eq i64 %75, %16
  br i1 %76, label %26, label %47, !llvm.loop !35
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #15

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !14, i64 4}
!17 = !{!16, !14, i64 4}
!18 = distinct !{!18, !12, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !12, !20, !19}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = !{!27, !28, i64 0}
!27 = !{!"", !28, i64 0, !14, i64 8, !14, i64 12}
!28 = !{!"any pointer", !7, i64 0}
!29 = !{!27, !14, i64 8}
!30 = !{!27, !14, i64 12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !23}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
