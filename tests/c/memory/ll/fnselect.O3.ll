; ModuleID = 'fnselect.c'
source_filename = "fnselect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"f2.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f1.dx\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"fnselect\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  %5 = load i64, ptr @rng_state, align 8, !tbaa !5
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = insertelement <2 x i64> poison, i64 %7, i64 0
  %11 = insertelement <2 x i64> %10, i64 %9, i64 1
  %12 = lshr <2 x i64> %11, <i64 10, i64 10>
  %13 = and <2 x i64> %12, <i64 18014398509481982, i64 18014398509481982>
  %14 = uitofp nneg <2 x i64> %13 to <2 x double>
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %15, ptr %3, align 16, !tbaa !9
  %16 = mul i64 %9, 6364136223846793005
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = add i64 %16, 1442695040888963407
  %19 = mul i64 %18, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = insertelement <2 x i64> poison, i64 %18, i64 0
  %22 = insertelement <2 x i64> %21, i64 %20, i64 1
  %23 = lshr <2 x i64> %22, <i64 10, i64 10>
  %24 = and <2 x i64> %23, <i64 18014398509481982, i64 18014398509481982>
  %25 = uitofp nneg <2 x i64> %24 to <2 x double>
  %26 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %26, ptr %17, align 16, !tbaa !9
  %27 = mul i64 %20, 6364136223846793005
  %28 = getelementptr inbounds i8, ptr %3, i64 32
  %29 = add i64 %27, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <2 x i64> poison, i64 %29, i64 0
  %33 = insertelement <2 x i64> %32, i64 %31, i64 1
  %34 = lshr <2 x i64> %33, <i64 10, i64 10>
  %35 = and <2 x i64> %34, <i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <2 x i64> %35 to <2 x double>
  %37 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %37, ptr %28, align 16, !tbaa !9
  %38 = mul i64 %31, 6364136223846793005
  %39 = getelementptr inbounds i8, ptr %3, i64 48
  %40 = add i64 %38, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = insertelement <2 x i64> poison, i64 %40, i64 0
  %44 = insertelement <2 x i64> %43, i64 %42, i64 1
  %45 = lshr <2 x i64> %44, <i64 10, i64 10>
  %46 = and <2 x i64> %45, <i64 18014398509481982, i64 18014398509481982>
  %47 = uitofp nneg <2 x i64> %46 to <2 x double>
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %48, ptr %39, align 16, !tbaa !9
  store i64 %42, ptr @rng_state, align 8, !tbaa !5
  br label %55

49:                                               ; preds = %235
  %50 = load i32, ptr @n_fail, align 4, !tbaa !11
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %50)
  %52 = load i32, ptr @n_fail, align 4, !tbaa !11
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  ret i32 %54

55:                                               ; preds = %0, %235
  %56 = phi i1 [ true, %0 ], [ false, %235 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %57 = select i1 %56, ptr @f1, ptr @f2
  %58 = select i1 %56, ptr @.str.1, ptr @.str
  %59 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull %57, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 8) #13
  %60 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %60, ptr noundef nonnull readonly align 16 dereferenceable(64) %3, i64 64, i1 false)
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  %62 = getelementptr inbounds i8, ptr %60, i64 16
  %63 = getelementptr inbounds i8, ptr %60, i64 24
  %64 = getelementptr inbounds i8, ptr %60, i64 32
  %65 = getelementptr inbounds i8, ptr %60, i64 40
  %66 = getelementptr inbounds i8, ptr %60, i64 48
  %67 = getelementptr inbounds i8, ptr %60, i64 56
  %68 = getelementptr inbounds i8, ptr %60, i64 8
  %69 = getelementptr inbounds i8, ptr %60, i64 16
  %70 = getelementptr inbounds i8, ptr %60, i64 24
  %71 = getelementptr inbounds i8, ptr %60, i64 32
  %72 = getelementptr inbounds i8, ptr %60, i64 40
  %73 = getelementptr inbounds i8, ptr %60, i64 48
  %74 = getelementptr inbounds i8, ptr %60, i64 56
  br label %75

75:                                               ; preds = %232, %55
  %76 = phi i64 [ 0, %55 ], [ %233, %232 ]
  %77 = getelementptr inbounds double, ptr %4, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %60, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ogt double %81, 1.000000e+00
  %83 = select i1 %82, double %81, double 1.000000e+00
  %84 = fmul double %83, 0x3EB0C6F7A0B5ED8D
  %85 = fadd double %80, %84
  %86 = fsub double %80, %84
  store double %85, ptr %79, align 8, !tbaa !9
  %87 = load double, ptr %60, align 8, !tbaa !9
  br i1 %56, label %160, label %88

88:                                               ; preds = %75
  %89 = call double @sin(double noundef %87) #13
  %90 = load double, ptr %61, align 8, !tbaa !9
  %91 = call double @sin(double noundef %90) #13
  %92 = load double, ptr %62, align 8, !tbaa !9
  %93 = call double @sin(double noundef %92) #13
  %94 = load double, ptr %63, align 8, !tbaa !9
  %95 = call double @sin(double noundef %94) #13
  %96 = load double, ptr %64, align 8, !tbaa !9
  %97 = call double @sin(double noundef %96) #13
  %98 = load double, ptr %65, align 8, !tbaa !9
  %99 = call double @sin(double noundef %98) #13
  %100 = load double, ptr %66, align 8, !tbaa !9
  %101 = call double @sin(double noundef %100) #13
  %102 = load double, ptr %67, align 8, !tbaa !9
  %103 = call double @sin(double noundef %102) #13
  store double %86, ptr %79, align 8, !tbaa !9
  %104 = load double, ptr %60, align 8, !tbaa !9
  %105 = call double @sin(double noundef %104) #13
  %106 = load double, ptr %61, align 8, !tbaa !9
  %107 = call double @sin(double noundef %106) #13
  %108 = load double, ptr %62, align 8, !tbaa !9
  %109 = call double @sin(double noundef %108) #13
  %110 = load double, ptr %63, align 8, !tbaa !9
  %111 = call double @sin(double noundef %110) #13
  %112 = load double, ptr %64, align 8, !tbaa !9
  %113 = call double @sin(double noundef %112) #13
  %114 = load double, ptr %65, align 8, !tbaa !9
  %115 = call double @sin(double noundef %114) #13
  %116 = load double, ptr %66, align 8, !tbaa !9
  %117 = call double @sin(double noundef %116) #13
  %118 = load double, ptr %67, align 8, !tbaa !9
  %119 = call double @sin(double noundef %118) #13
  %120 = insertelement <2 x double> poison, double %89, i64 0
  %121 = insertelement <2 x double> %120, double %105, i64 1
  %122 = insertelement <2 x double> poison, double %90, i64 0
  %123 = insertelement <2 x double> %122, double %106, i64 1
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %121, <2 x double> %123, <2 x double> zeroinitializer)
  %125 = insertelement <2 x double> poison, double %91, i64 0
  %126 = insertelement <2 x double> %125, double %107, i64 1
  %127 = insertelement <2 x double> poison, double %92, i64 0
  %128 = insertelement <2 x double> %127, double %108, i64 1
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> %128, <2 x double> %124)
  %130 = insertelement <2 x double> poison, double %93, i64 0
  %131 = insertelement <2 x double> %130, double %109, i64 1
  %132 = insertelement <2 x double> poison, double %94, i64 0
  %133 = insertelement <2 x double> %132, double %110, i64 1
  %134 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> %133, <2 x double> %129)
  %135 = insertelement <2 x double> poison, double %95, i64 0
  %136 = insertelement <2 x double> %135, double %111, i64 1
  %137 = insertelement <2 x double> poison, double %96, i64 0
  %138 = insertelement <2 x double> %137, double %112, i64 1
  %139 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> %138, <2 x double> %134)
  %140 = insertelement <2 x double> poison, double %97, i64 0
  %141 = insertelement <2 x double> %140, double %113, i64 1
  %142 = insertelement <2 x double> poison, double %98, i64 0
  %143 = insertelement <2 x double> %142, double %114, i64 1
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> %143, <2 x double> %139)
  %145 = insertelement <2 x double> poison, double %99, i64 0
  %146 = insertelement <2 x double> %145, double %115, i64 1
  %147 = insertelement <2 x double> poison, double %100, i64 0
  %148 = insertelement <2 x double> %147, double %116, i64 1
  %149 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %148, <2 x double> %144)
  %150 = insertelement <2 x double> poison, double %101, i64 0
  %151 = insertelement <2 x double> %150, double %117, i64 1
  %152 = insertelement <2 x double> poison, double %102, i64 0
  %153 = insertelement <2 x double> %152, double %118, i64 1
  %154 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> %153, <2 x double> %149)
  %155 = insertelement <2 x double> poison, double %103, i64 0
  %156 = insertelement <2 x double> %155, double %119, i64 1
  %157 = insertelement <2 x double> poison, double %87, i64 0
  %158 = insertelement <2 x double> %157, double %104, i64 1
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %156, <2 x double> %158, <2 x double> %154)
  br label %202

160:                                              ; preds = %75
  %161 = load <2 x double>, ptr %68, align 8
  %162 = load <2 x double>, ptr %69, align 8
  %163 = load <2 x double>, ptr %70, align 8
  %164 = load <2 x double>, ptr %71, align 8
  %165 = load <2 x double>, ptr %72, align 8
  %166 = load <2 x double>, ptr %73, align 8
  %167 = load double, ptr %74, align 8, !tbaa !9
  store double %86, ptr %79, align 8, !tbaa !9
  %168 = load double, ptr %60, align 8, !tbaa !9
  %169 = load double, ptr %68, align 8, !tbaa !9
  %170 = load double, ptr %69, align 8, !tbaa !9
  %171 = load double, ptr %70, align 8, !tbaa !9
  %172 = load double, ptr %71, align 8, !tbaa !9
  %173 = load double, ptr %72, align 8, !tbaa !9
  %174 = load double, ptr %73, align 8, !tbaa !9
  %175 = load double, ptr %74, align 8, !tbaa !9
  %176 = insertelement <2 x double> poison, double %87, i64 0
  %177 = insertelement <2 x double> %176, double %168, i64 1
  %178 = fmul <2 x double> %177, %177
  %179 = insertelement <2 x double> %161, double %169, i64 1
  %180 = fmul <2 x double> %179, %179
  %181 = insertelement <2 x double> %162, double %170, i64 1
  %182 = fmul <2 x double> %181, %181
  %183 = insertelement <2 x double> %163, double %171, i64 1
  %184 = fmul <2 x double> %183, %183
  %185 = insertelement <2 x double> %164, double %172, i64 1
  %186 = fmul <2 x double> %185, %185
  %187 = insertelement <2 x double> %165, double %173, i64 1
  %188 = fmul <2 x double> %187, %187
  %189 = insertelement <2 x double> %166, double %174, i64 1
  %190 = fmul <2 x double> %189, %189
  %191 = insertelement <2 x double> poison, double %167, i64 0
  %192 = insertelement <2 x double> %191, double %175, i64 1
  %193 = fmul <2 x double> %192, %192
  %194 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> %177, <2 x double> zeroinitializer)
  %195 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> %179, <2 x double> %194)
  %196 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %182, <2 x double> %181, <2 x double> %195)
  %197 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> %183, <2 x double> %196)
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> %185, <2 x double> %197)
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> %187, <2 x double> %198)
  %200 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %189, <2 x double> %199)
  %201 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %192, <2 x double> %200)
  br label %202

202:                                              ; preds = %88, %160
  %203 = phi <2 x double> [ %201, %160 ], [ %159, %88 ]
  store double %80, ptr %79, align 8, !tbaa !9
  %204 = shufflevector <2 x double> %203, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %205 = fsub <2 x double> %203, %204
  %206 = extractelement <2 x double> %205, i64 0
  %207 = fsub double %85, %86
  %208 = fdiv double %206, %207
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = fcmp ogt double %209, 1.000000e+00
  %211 = select i1 %210, double %209, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %78, ptr %2, align 8, !tbaa !9
  %212 = load volatile double, ptr %2, align 8, !tbaa !9
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ueq double %213, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %214, label %227, label %215

215:                                              ; preds = %202
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %208, ptr %1, align 8, !tbaa !9
  %216 = load volatile double, ptr %1, align 8, !tbaa !9
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %218, label %227, label %219

219:                                              ; preds = %215
  %220 = fsub double %78, %208
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fmul double %211, 0x3EB0C6F7A0B5ED8D
  %223 = fcmp ugt double %221, %222
  br i1 %223, label %227, label %224

224:                                              ; preds = %219
  %225 = trunc nuw nsw i64 %76 to i32
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %58, i32 noundef %225, double noundef %78, double noundef %208, ptr noundef nonnull @.str.4)
  br label %232

227:                                              ; preds = %219, %215, %202
  %228 = trunc nuw nsw i64 %76 to i32
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %58, i32 noundef %228, double noundef %78, double noundef %208, ptr noundef nonnull @.str.5)
  %230 = load i32, ptr @n_fail, align 4, !tbaa !11
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !11
  br label %232

232:                                              ; preds = %227, %224
  %233 = add nuw nsw i64 %76, 1
  %234 = icmp eq i64 %233, 8
  br i1 %234, label %235, label %75, !llvm.loop !13

235:                                              ; preds = %232
  call void @free(ptr noundef nonnull %60) #13
  br i1 %56, label %55, label %49, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f2(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %51, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %45, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %51, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @sin(double noundef %17) #13
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %5
  %21 = and i64 %19, 4294967295
  %22 = select i1 %20, i64 0, i64 %21
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fmuladd.f64(double %18, double %24, double %13)
  br label %26

26:                                               ; preds = %15, %10, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %25, %15 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %45, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %51, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @sin(double noundef %33) #13
  %35 = or disjoint i64 %29, 1
  %36 = icmp eq i64 %35, %5
  %37 = and i64 %35, 4294967295
  %38 = select i1 %36, i64 0, i64 %37
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = tail call double @llvm.fmuladd.f64(double %34, double %40, double %30)
  %42 = getelementptr inbounds double, ptr %0, i64 %35
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @sin(double noundef %43) #13
  %45 = add nuw nsw i64 %29, 2
  %46 = icmp eq i64 %45, %5
  %47 = and i64 %45, 4294967294
  %48 = select i1 %46, i64 0, i64 %47
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @llvm.fmuladd.f64(double %44, double %50, double %41)
  %52 = add i64 %31, 2
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @f1(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %50, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %51, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %50, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi double [ %22, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %20, %20
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %17)
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %18, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %15, !llvm.loop !17

26:                                               ; preds = %10, %15, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %22, %15 ]
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %50, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %33, %33
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %33, double %30)
  %36 = or disjoint i64 %29, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %38
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %38, double %35)
  %41 = or disjoint i64 %29, 2
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %43, %43
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %40)
  %46 = or disjoint i64 %29, 3
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %48, %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %45)
  %51 = add nuw nsw i64 %29, 4
  %52 = add i64 %31, 4
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !14}
