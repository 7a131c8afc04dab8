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
  %3 = sext i32 %1 to i64
  br label %5

4:                                                ; preds = %18
  ret double %32

5:                                                ; preds = %2, %18
  %6 = phi i64 [ 1, %2 ], [ %25, %18 ]
  %7 = phi i32 [ %1, %2 ], [ %9, %18 ]
  %8 = phi double [ 0.000000e+00, %2 ], [ %32, %18 ]
  %9 = add i32 %7, 1
  %10 = add nsw i64 %6, %3
  %11 = and i64 %10, 4294967295
  %12 = tail call ptr @llvm.stacksave.p0()
  %13 = alloca double, i64 %11, align 16
  %14 = icmp sgt i64 %10, 0
  tail call void @llvm.assume(i1 %14)
  %15 = trunc nuw nsw i64 %6 to i32
  %16 = uitofp nneg i32 %15 to double
  %17 = zext i32 %9 to i64
  br label %34

18:                                               ; preds = %34
  %19 = getelementptr inbounds double, ptr %13, i64 %6
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = load double, ptr %13, align 16, !tbaa !9
  %22 = getelementptr double, ptr %13, i64 %3
  %23 = getelementptr i8, ptr %22, i64 -8
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = add nuw nsw i64 %6, 1
  %26 = getelementptr inbounds double, ptr %13, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @cos(double noundef %24) #14
  %29 = fneg double %21
  %30 = fmul double %28, %29
  %31 = tail call double @llvm.fmuladd.f64(double %20, double %27, double %30)
  %32 = fadd double %8, %31
  tail call void @llvm.stackrestore.p0(ptr %12)
  %33 = icmp eq i64 %25, 5
  br i1 %33, label %4, label %5, !llvm.loop !13

34:                                               ; preds = %5, %34
  %35 = phi i64 [ 0, %5 ], [ %50, %34 ]
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = srem i32 %36, %1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = add nuw nsw i64 %35, %6
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = srem i32 %42, %1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = tail call double @sin(double noundef %46) #14
  %48 = tail call double @llvm.fmuladd.f64(double %40, double %16, double %47)
  %49 = getelementptr inbounds double, ptr %13, i64 %35
  store double %48, ptr %49, align 8, !tbaa !9
  %50 = add nuw nsw i64 %35, 1
  %51 = icmp eq i64 %50, %17
  br i1 %51, label %18, label %34, !llvm.loop !15
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
  br i1 %54, label %55, label %12, !llvm.loop !16

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
  br label %5

4:                                                ; preds = %36
  ret double %66

5:                                                ; preds = %2, %36
  %6 = phi i64 [ 0, %2 ], [ %44, %36 ]
  %7 = phi i32 [ %1, %2 ], [ %67, %36 ]
  %8 = phi double [ 0.000000e+00, %2 ], [ %66, %36 ]
  %9 = zext i32 %7 to i64
  %10 = add nsw i64 %6, %3
  %11 = trunc nsw i64 %10 to i32
  %12 = and i64 %10, 4294967295
  %13 = tail call ptr @llvm.stacksave.p0()
  %14 = alloca double, i64 %12, align 16
  %15 = icmp sgt i64 %10, 0
  br i1 %15, label %16, label %36

16:                                               ; preds = %5
  %17 = and i64 %9, 1
  %18 = icmp eq i32 %7, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = and i64 %9, 4294967294
  br label %69

21:                                               ; preds = %69, %16
  %22 = phi i64 [ 0, %16 ], [ %89, %69 ]
  %23 = icmp eq i64 %17, 0
  br i1 %23, label %33, label %24

24:                                               ; preds = %21
  %25 = mul nuw nsw i64 %22, 3
  %26 = add nuw nsw i64 %25, %6
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = srem i32 %27, %1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = getelementptr inbounds double, ptr %14, i64 %22
  store double %31, ptr %32, align 8, !tbaa !9
  br label %33

33:                                               ; preds = %21, %24
  %34 = getelementptr inbounds double, ptr %14, i64 %6
  %35 = load double, ptr %34, align 8, !tbaa !9
  br label %36

36:                                               ; preds = %33, %5
  %37 = phi double [ %35, %33 ], [ undef, %5 ]
  %38 = tail call ptr @llvm.stacksave.p0()
  %39 = srem i32 1, %11
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %14, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fmul double %37, %42
  %44 = add nuw nsw i64 %6, 1
  %45 = getelementptr inbounds double, ptr %14, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = srem i32 2, %11
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %14, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fmul double %46, %50
  %52 = fmul double %51, 1.000000e-01
  %53 = tail call double @exp(double noundef %52) #14
  tail call void @llvm.stackrestore.p0(ptr %38)
  %54 = fmul double %37, %50
  %55 = getelementptr inbounds double, ptr %14, i64 %6
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = srem i32 4, %11
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %14, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %57, %61
  %63 = tail call double @llvm.fmuladd.f64(double %53, double %43, double %8)
  %64 = fmul double %62, 1.000000e-01
  %65 = tail call double @exp(double noundef %64) #14
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %54, double %63)
  tail call void @llvm.stackrestore.p0(ptr %13)
  %67 = add i32 %7, 1
  %68 = icmp eq i64 %44, 3
  br i1 %68, label %4, label %5, !llvm.loop !17

69:                                               ; preds = %69, %19
  %70 = phi i64 [ 0, %19 ], [ %89, %69 ]
  %71 = phi i64 [ 0, %19 ], [ %90, %69 ]
  %72 = mul nuw nsw i64 %70, 3
  %73 = add nuw nsw i64 %72, %6
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = srem i32 %74, %1
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %0, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %14, i64 %70
  store double %78, ptr %79, align 16, !tbaa !9
  %80 = or disjoint i64 %70, 1
  %81 = mul nuw nsw i64 %80, 3
  %82 = add nuw nsw i64 %81, %6
  %83 = trunc nuw nsw i64 %82 to i32
  %84 = srem i32 %83, %1
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds double, ptr %0, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = getelementptr inbounds double, ptr %14, i64 %80
  store double %87, ptr %88, align 8, !tbaa !9
  %89 = add nuw nsw i64 %70, 2
  %90 = add i64 %71, 2
  %91 = icmp eq i64 %90, %20
  br i1 %91, label %21, label %69, !llvm.loop !18
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
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
