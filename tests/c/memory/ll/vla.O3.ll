; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"vla_loop\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"vla_nested\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"vla\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #14
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = insertelement <2 x i64> poison, i64 %6, i64 0
  %10 = insertelement <2 x i64> %9, i64 %8, i64 1
  %11 = lshr <2 x i64> %10, <i64 10, i64 10>
  %12 = and <2 x i64> %11, <i64 18014398509481982, i64 18014398509481982>
  %13 = uitofp nneg <2 x i64> %12 to <2 x double>
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %14, ptr %1, align 16, !tbaa !9
  %15 = mul i64 %8, 6364136223846793005
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = add i64 %15, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <2 x i64> poison, i64 %17, i64 0
  %21 = insertelement <2 x i64> %20, i64 %19, i64 1
  %22 = lshr <2 x i64> %21, <i64 10, i64 10>
  %23 = and <2 x i64> %22, <i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <2 x i64> %23 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %25, ptr %16, align 16, !tbaa !9
  %26 = mul i64 %19, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = lshr i64 %27, 10
  %29 = and i64 %28, 18014398509481982
  %30 = uitofp nneg i64 %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 0x3CA0000000000000, double -1.000000e+00)
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  store double %31, ptr %32, align 16, !tbaa !9
  %33 = mul i64 %27, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = insertelement <2 x i64> poison, i64 %34, i64 0
  %38 = insertelement <2 x i64> %37, i64 %36, i64 1
  %39 = lshr <2 x i64> %38, <i64 10, i64 10>
  %40 = and <2 x i64> %39, <i64 18014398509481982, i64 18014398509481982>
  %41 = uitofp nneg <2 x i64> %40 to <2 x double>
  %42 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %42, ptr %3, align 16, !tbaa !9
  %43 = mul i64 %36, 6364136223846793005
  %44 = getelementptr inbounds i8, ptr %3, i64 16
  %45 = add i64 %43, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = insertelement <2 x i64> poison, i64 %45, i64 0
  %49 = insertelement <2 x i64> %48, i64 %47, i64 1
  %50 = lshr <2 x i64> %49, <i64 10, i64 10>
  %51 = and <2 x i64> %50, <i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <2 x i64> %51 to <2 x double>
  %53 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %53, ptr %44, align 16, !tbaa !9
  %54 = mul i64 %47, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = lshr i64 %55, 10
  %57 = and i64 %56, 18014398509481982
  %58 = uitofp nneg i64 %57 to double
  %59 = tail call double @llvm.fmuladd.f64(double %58, double 0x3CA0000000000000, double -1.000000e+00)
  %60 = getelementptr inbounds i8, ptr %3, i64 32
  store double %59, ptr %60, align 16, !tbaa !9
  store i64 %55, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %61 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %62 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %63 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vla_loop, i32 noundef %61, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %62, i32 noundef 5) #14
  %64 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %65 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %66 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @vla_loop, i32 noundef %64, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %65, i32 noundef 5) #14
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @vla_loop, ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %2, double noundef %66)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %67 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %69 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vla_nested, i32 noundef %67, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %68, i32 noundef 5) #14
  %70 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %71 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %72 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @vla_nested, i32 noundef %70, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %71, i32 noundef 5) #14
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @vla_nested, ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %2, double noundef %72)
  %73 = load i32, ptr @n_fail, align 4, !tbaa !11
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %73)
  %75 = load i32, ptr @n_fail, align 4, !tbaa !11
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #14
  ret i32 %77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal double @vla_loop(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = zext nneg i32 %1 to i64
  %4 = add nuw nsw i64 %3, 1
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca double, i64 %4, align 16
  %7 = icmp sgt i32 %1, -1
  tail call void @llvm.assume(i1 %7)
  %8 = add nuw nsw i32 %1, 1
  %9 = zext nneg i32 %8 to i64
  br label %134

10:                                               ; preds = %134
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  %14 = load double, ptr %13, align 16, !tbaa !9
  %15 = load double, ptr %6, align 16, !tbaa !9
  %16 = getelementptr double, ptr %6, i64 %3
  %17 = getelementptr i8, ptr %16, i64 -8
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call double @cos(double noundef %18) #14
  tail call void @llvm.stackrestore.p0(ptr %5)
  %20 = add nuw nsw i64 %3, 2
  %21 = tail call ptr @llvm.stacksave.p0()
  %22 = alloca double, i64 %20, align 16
  %23 = add nuw i32 %1, 2
  %24 = zext i32 %23 to i64
  br label %25

25:                                               ; preds = %25, %10
  %26 = phi i64 [ 0, %10 ], [ %41, %25 ]
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = srem i32 %27, %1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = trunc i64 %26 to i32
  %33 = add i32 %32, 2
  %34 = srem i32 %33, %1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @sin(double noundef %37) #14
  %39 = tail call double @llvm.fmuladd.f64(double %31, double 2.000000e+00, double %38)
  %40 = getelementptr inbounds double, ptr %22, i64 %26
  store double %39, ptr %40, align 8, !tbaa !9
  %41 = add nuw nsw i64 %26, 1
  %42 = icmp eq i64 %41, %24
  br i1 %42, label %43, label %25, !llvm.loop !13

43:                                               ; preds = %25
  %44 = getelementptr inbounds i8, ptr %22, i64 16
  %45 = load double, ptr %44, align 16, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %22, i64 24
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = load double, ptr %22, align 16, !tbaa !9
  %49 = getelementptr double, ptr %22, i64 %3
  %50 = getelementptr i8, ptr %49, i64 -8
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @cos(double noundef %51) #14
  tail call void @llvm.stackrestore.p0(ptr %21)
  %53 = add nuw nsw i64 %3, 3
  %54 = tail call ptr @llvm.stacksave.p0()
  %55 = alloca double, i64 %53, align 16
  %56 = add nuw i32 %1, 3
  %57 = zext i32 %56 to i64
  br label %58

58:                                               ; preds = %58, %43
  %59 = phi i64 [ 0, %43 ], [ %74, %58 ]
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = srem i32 %60, %1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = trunc i64 %59 to i32
  %66 = add i32 %65, 3
  %67 = srem i32 %66, %1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = tail call double @sin(double noundef %70) #14
  %72 = tail call double @llvm.fmuladd.f64(double %64, double 3.000000e+00, double %71)
  %73 = getelementptr inbounds double, ptr %55, i64 %59
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = add nuw nsw i64 %59, 1
  %75 = icmp eq i64 %74, %57
  br i1 %75, label %76, label %58, !llvm.loop !13

76:                                               ; preds = %58
  %77 = getelementptr inbounds i8, ptr %55, i64 24
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds i8, ptr %55, i64 32
  %80 = load double, ptr %79, align 16, !tbaa !9
  %81 = load double, ptr %55, align 16, !tbaa !9
  %82 = getelementptr double, ptr %55, i64 %3
  %83 = getelementptr i8, ptr %82, i64 -8
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = tail call double @cos(double noundef %84) #14
  tail call void @llvm.stackrestore.p0(ptr %54)
  %86 = add nuw nsw i64 %3, 4
  %87 = alloca double, i64 %86, align 16
  %88 = add nuw i32 %1, 4
  %89 = zext i32 %88 to i64
  br label %90

90:                                               ; preds = %90, %76
  %91 = phi i64 [ 0, %76 ], [ %106, %90 ]
  %92 = trunc nuw nsw i64 %91 to i32
  %93 = srem i32 %92, %1
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = trunc i64 %91 to i32
  %98 = add i32 %97, 4
  %99 = srem i32 %98, %1
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %0, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = tail call double @sin(double noundef %102) #14
  %104 = tail call double @llvm.fmuladd.f64(double %96, double 4.000000e+00, double %103)
  %105 = getelementptr inbounds double, ptr %87, i64 %91
  store double %104, ptr %105, align 8, !tbaa !9
  %106 = add nuw nsw i64 %91, 1
  %107 = icmp eq i64 %106, %89
  br i1 %107, label %108, label %90, !llvm.loop !13

108:                                              ; preds = %90
  %109 = getelementptr inbounds i8, ptr %87, i64 32
  %110 = load double, ptr %109, align 16, !tbaa !9
  %111 = getelementptr inbounds i8, ptr %87, i64 40
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = load double, ptr %87, align 16, !tbaa !9
  %114 = getelementptr double, ptr %87, i64 %3
  %115 = getelementptr i8, ptr %114, i64 -8
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = fneg double %15
  %118 = fmul double %19, %117
  %119 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %118)
  %120 = fadd double %119, 0.000000e+00
  %121 = fneg double %48
  %122 = fmul double %52, %121
  %123 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %122)
  %124 = fadd double %120, %123
  %125 = fneg double %81
  %126 = fmul double %85, %125
  %127 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %126)
  %128 = fadd double %124, %127
  %129 = tail call double @cos(double noundef %116) #14
  %130 = fneg double %113
  %131 = fmul double %129, %130
  %132 = tail call double @llvm.fmuladd.f64(double %110, double %112, double %131)
  %133 = fadd double %128, %132
  ret double %133

134:                                              ; preds = %2, %134
  %135 = phi i64 [ 0, %2 ], [ %141, %134 ]
  %136 = trunc nuw nsw i64 %135 to i32
  %137 = srem i32 %136, %1
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds double, ptr %0, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = add nuw nsw i64 %135, 1
  %142 = trunc nuw nsw i64 %141 to i32
  %143 = srem i32 %142, %1
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds double, ptr %0, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = tail call double @sin(double noundef %146) #14
  %148 = fadd double %140, %147
  %149 = getelementptr inbounds double, ptr %6, i64 %135
  store double %148, ptr %149, align 8, !tbaa !9
  %150 = icmp eq i64 %141, %9
  br i1 %150, label %10, label %134, !llvm.loop !13
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, double noundef %5) unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %11, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  br label %12

12:                                               ; preds = %52, %6
  %13 = phi i64 [ 0, %6 ], [ %53, %52 ]
  %14 = getelementptr inbounds double, ptr %4, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = getelementptr inbounds double, ptr %11, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @llvm.fabs.f64(double %17)
  %19 = fcmp ogt double %18, 1.000000e+00
  %20 = select i1 %19, double %18, double 1.000000e+00
  %21 = fmul double %20, 0x3EB0C6F7A0B5ED8D
  %22 = fadd double %17, %21
  %23 = fsub double %17, %21
  store double %22, ptr %16, align 8, !tbaa !9
  %24 = tail call double %1(ptr noundef nonnull %11, i32 noundef 5) #14
  store double %23, ptr %16, align 8, !tbaa !9
  %25 = tail call double %1(ptr noundef nonnull %11, i32 noundef 5) #14
  store double %17, ptr %16, align 8, !tbaa !9
  %26 = fsub double %24, %25
  %27 = fsub double %22, %23
  %28 = fdiv double %26, %27
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fcmp ogt double %29, 1.000000e+00
  %31 = select i1 %30, double %29, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %15, ptr %10, align 8, !tbaa !9
  %32 = load volatile double, ptr %10, align 8, !tbaa !9
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %34, label %47, label %35

35:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %28, ptr %9, align 8, !tbaa !9
  %36 = load volatile double, ptr %9, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %38, label %47, label %39

39:                                               ; preds = %35
  %40 = fsub double %15, %28
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fmul double %31, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp ugt double %41, %42
  br i1 %43, label %47, label %44

44:                                               ; preds = %39
  %45 = trunc nuw nsw i64 %13 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %45, double noundef %15, double noundef %28, ptr noundef nonnull @.str.5)
  br label %52

47:                                               ; preds = %39, %35, %12
  %48 = trunc nuw nsw i64 %13 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %48, double noundef %15, double noundef %28, ptr noundef nonnull @.str.6)
  %50 = load i32, ptr @n_fail, align 4, !tbaa !11
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @n_fail, align 4, !tbaa !11
  br label %52

52:                                               ; preds = %47, %44
  %53 = add nuw nsw i64 %13, 1
  %54 = icmp eq i64 %53, 5
  br i1 %54, label %55, label %12, !llvm.loop !15

55:                                               ; preds = %52
  tail call void @free(ptr noundef nonnull %11) #14
  %56 = load double, ptr %3, align 8, !tbaa !9
  %57 = load double, ptr %4, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %56, double %57, double 0.000000e+00)
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds i8, ptr %4, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %58)
  %64 = getelementptr inbounds i8, ptr %3, i64 16
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds i8, ptr %4, i64 16
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %63)
  %69 = getelementptr inbounds i8, ptr %3, i64 24
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %70, double %72, double %68)
  %74 = getelementptr inbounds i8, ptr %3, i64 32
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr inbounds i8, ptr %4, i64 32
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = tail call double @llvm.fmuladd.f64(double %75, double %77, double %73)
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %5, ptr %8, align 8, !tbaa !9
  %82 = load volatile double, ptr %8, align 8, !tbaa !9
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %84, label %96, label %85

85:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %78, ptr %7, align 8, !tbaa !9
  %86 = load volatile double, ptr %7, align 8, !tbaa !9
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %88, label %96, label %89

89:                                               ; preds = %85
  %90 = fsub double %5, %78
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fmul double %81, 1.000000e-09
  %93 = fcmp ugt double %91, %92
  br i1 %93, label %96, label %94

94:                                               ; preds = %89
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %5, double noundef %78, ptr noundef nonnull @.str.5)
  br label %100

96:                                               ; preds = %89, %85, %55
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %5, double noundef %78, ptr noundef nonnull @.str.6)
  %98 = load i32, ptr @n_fail, align 4, !tbaa !11
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @n_fail, align 4, !tbaa !11
  br label %100

100:                                              ; preds = %94, %96
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal double @vla_nested(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = zext i32 %1 to i64
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca double, i64 %4, align 16
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %30

8:                                                ; preds = %2
  %9 = and i64 %4, 1
  %10 = icmp eq i32 %1, 1
  br i1 %10, label %13, label %11

11:                                               ; preds = %8
  %12 = and i64 %4, 2147483646
  br label %59

13:                                               ; preds = %59, %8
  %14 = phi i64 [ 0, %8 ], [ %77, %59 ]
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %13
  %17 = trunc i64 %14 to i32
  %18 = mul i32 %17, 3
  %19 = srem i32 %18, %1
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %6, i64 %14
  store double %22, ptr %23, align 8, !tbaa !9
  br label %24

24:                                               ; preds = %13, %16
  %25 = load double, ptr %6, align 16, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %6, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %6, i64 16
  %29 = load double, ptr %28, align 16, !tbaa !9
  br label %30

30:                                               ; preds = %24, %2
  %31 = phi double [ %29, %24 ], [ undef, %2 ]
  %32 = phi double [ %27, %24 ], [ undef, %2 ]
  %33 = phi double [ %25, %24 ], [ undef, %2 ]
  %34 = tail call ptr @llvm.stacksave.p0()
  %35 = srem i32 1, %1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %6, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = srem i32 2, %1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %6, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fmul double %32, %42
  %44 = fmul double %43, 1.000000e-01
  %45 = tail call double @exp(double noundef %44) #14
  tail call void @llvm.stackrestore.p0(ptr %34)
  %46 = srem i32 4, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %6, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fmul double %31, %49
  %51 = fmul double %50, 1.000000e-01
  %52 = tail call double @exp(double noundef %51) #14
  tail call void @llvm.stackrestore.p0(ptr %5)
  %53 = add nsw i64 %3, 1
  %54 = trunc nsw i64 %53 to i32
  %55 = and i64 %53, 4294967295
  %56 = tail call ptr @llvm.stacksave.p0()
  %57 = alloca double, i64 %55, align 16
  %58 = icmp sgt i32 %1, -1
  br i1 %58, label %80, label %126

59:                                               ; preds = %59, %11
  %60 = phi i64 [ 0, %11 ], [ %77, %59 ]
  %61 = phi i64 [ 0, %11 ], [ %78, %59 ]
  %62 = trunc i64 %60 to i32
  %63 = mul i32 %62, 3
  %64 = srem i32 %63, %1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = getelementptr inbounds double, ptr %6, i64 %60
  store double %67, ptr %68, align 16, !tbaa !9
  %69 = or disjoint i64 %60, 1
  %70 = trunc i64 %69 to i32
  %71 = mul i32 %70, 3
  %72 = srem i32 %71, %1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr inbounds double, ptr %6, i64 %69
  store double %75, ptr %76, align 8, !tbaa !9
  %77 = add nuw nsw i64 %60, 2
  %78 = add i64 %61, 2
  %79 = icmp eq i64 %78, %12
  br i1 %79, label %13, label %59, !llvm.loop !16

80:                                               ; preds = %30
  %81 = add nuw i32 %1, 1
  %82 = zext i32 %81 to i64
  %83 = and i64 %82, 1
  %84 = and i64 %82, 4294967294
  br label %85

85:                                               ; preds = %85, %80
  %86 = phi i64 [ 0, %80 ], [ %105, %85 ]
  %87 = phi i64 [ 0, %80 ], [ %106, %85 ]
  %88 = trunc i64 %86 to i32
  %89 = mul i32 %88, 3
  %90 = or disjoint i32 %89, 1
  %91 = srem i32 %90, %1
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = getelementptr inbounds double, ptr %57, i64 %86
  store double %94, ptr %95, align 16, !tbaa !9
  %96 = or disjoint i64 %86, 1
  %97 = trunc i64 %96 to i32
  %98 = mul i32 %97, 3
  %99 = add i32 %98, 1
  %100 = srem i32 %99, %1
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds double, ptr %0, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = getelementptr inbounds double, ptr %57, i64 %96
  store double %103, ptr %104, align 8, !tbaa !9
  %105 = add nuw nsw i64 %86, 2
  %106 = add i64 %87, 2
  %107 = icmp eq i64 %106, %84
  br i1 %107, label %108, label %85, !llvm.loop !16

108:                                              ; preds = %85
  %109 = icmp eq i64 %83, 0
  br i1 %109, label %119, label %110

110:                                              ; preds = %108
  %111 = trunc i64 %105 to i32
  %112 = mul i32 %111, 3
  %113 = add i32 %112, 1
  %114 = srem i32 %113, %1
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = getelementptr inbounds double, ptr %57, i64 %105
  store double %117, ptr %118, align 8, !tbaa !9
  br label %119

119:                                              ; preds = %108, %110
  %120 = getelementptr inbounds i8, ptr %57, i64 8
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = getelementptr inbounds i8, ptr %57, i64 16
  %123 = load double, ptr %122, align 16, !tbaa !9
  %124 = getelementptr inbounds i8, ptr %57, i64 24
  %125 = load double, ptr %124, align 8, !tbaa !9
  br label %126

126:                                              ; preds = %119, %30
  %127 = phi double [ %125, %119 ], [ undef, %30 ]
  %128 = phi double [ %123, %119 ], [ undef, %30 ]
  %129 = phi double [ %121, %119 ], [ undef, %30 ]
  %130 = tail call ptr @llvm.stacksave.p0()
  %131 = srem i32 1, %54
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds double, ptr %57, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = srem i32 2, %54
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds double, ptr %57, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul double %128, %138
  %140 = fmul double %139, 1.000000e-01
  %141 = tail call double @exp(double noundef %140) #14
  tail call void @llvm.stackrestore.p0(ptr %130)
  %142 = srem i32 4, %54
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds double, ptr %57, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = fmul double %127, %145
  %147 = fmul double %146, 1.000000e-01
  %148 = tail call double @exp(double noundef %147) #14
  tail call void @llvm.stackrestore.p0(ptr %56)
  %149 = add nsw i64 %3, 2
  %150 = and i64 %149, 4294967295
  %151 = alloca double, i64 %150, align 16
  %152 = icmp sgt i32 %1, -2
  br i1 %152, label %153, label %202

153:                                              ; preds = %126
  %154 = add i32 %1, 2
  %155 = zext i32 %154 to i64
  %156 = and i64 %155, 1
  %157 = icmp eq i32 %154, 1
  br i1 %157, label %183, label %158

158:                                              ; preds = %153
  %159 = and i64 %155, 4294967294
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i64 [ 0, %158 ], [ %180, %160 ]
  %162 = phi i64 [ 0, %158 ], [ %181, %160 ]
  %163 = trunc i64 %161 to i32
  %164 = mul i32 %163, 3
  %165 = add i32 %164, 2
  %166 = srem i32 %165, %1
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds double, ptr %0, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = getelementptr inbounds double, ptr %151, i64 %161
  store double %169, ptr %170, align 16, !tbaa !9
  %171 = or disjoint i64 %161, 1
  %172 = trunc i64 %171 to i32
  %173 = mul i32 %172, 3
  %174 = add i32 %173, 2
  %175 = srem i32 %174, %1
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds double, ptr %0, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = getelementptr inbounds double, ptr %151, i64 %171
  store double %178, ptr %179, align 8, !tbaa !9
  %180 = add nuw nsw i64 %161, 2
  %181 = add i64 %162, 2
  %182 = icmp eq i64 %181, %159
  br i1 %182, label %183, label %160, !llvm.loop !16

183:                                              ; preds = %160, %153
  %184 = phi i64 [ 0, %153 ], [ %180, %160 ]
  %185 = icmp eq i64 %156, 0
  br i1 %185, label %195, label %186

186:                                              ; preds = %183
  %187 = trunc i64 %184 to i32
  %188 = mul i32 %187, 3
  %189 = add i32 %188, 2
  %190 = srem i32 %189, %1
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds double, ptr %0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = getelementptr inbounds double, ptr %151, i64 %184
  store double %193, ptr %194, align 8, !tbaa !9
  br label %195

195:                                              ; preds = %183, %186
  %196 = getelementptr inbounds i8, ptr %151, i64 16
  %197 = load double, ptr %196, align 16, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %151, i64 24
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = getelementptr inbounds i8, ptr %151, i64 32
  %201 = load double, ptr %200, align 16, !tbaa !9
  br label %202

202:                                              ; preds = %195, %126
  %203 = phi double [ %201, %195 ], [ undef, %126 ]
  %204 = phi double [ %199, %195 ], [ undef, %126 ]
  %205 = phi double [ %197, %195 ], [ undef, %126 ]
  %206 = trunc nsw i64 %149 to i32
  %207 = fmul double %129, %138
  %208 = fmul double %129, %134
  %209 = fmul double %33, %42
  %210 = fmul double %33, %38
  %211 = tail call double @llvm.fmuladd.f64(double %45, double %210, double 0.000000e+00)
  %212 = tail call double @llvm.fmuladd.f64(double %52, double %209, double %211)
  %213 = tail call double @llvm.fmuladd.f64(double %141, double %208, double %212)
  %214 = tail call double @llvm.fmuladd.f64(double %148, double %207, double %213)
  %215 = tail call ptr @llvm.stacksave.p0()
  %216 = srem i32 1, %206
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds double, ptr %151, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = fmul double %205, %219
  %221 = srem i32 2, %206
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds double, ptr %151, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = fmul double %204, %224
  %226 = fmul double %225, 1.000000e-01
  %227 = tail call double @exp(double noundef %226) #14
  tail call void @llvm.stackrestore.p0(ptr %215)
  %228 = fmul double %205, %224
  %229 = srem i32 4, %206
  %230 = zext nneg i32 %229 to i64
  %231 = getelementptr inbounds double, ptr %151, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fmul double %203, %232
  %234 = tail call double @llvm.fmuladd.f64(double %227, double %220, double %214)
  %235 = fmul double %233, 1.000000e-01
  %236 = tail call double @exp(double noundef %235) #14
  %237 = tail call double @llvm.fmuladd.f64(double %236, double %228, double %234)
  ret double %237
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
