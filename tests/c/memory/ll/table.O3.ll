; ModuleID = 'table.c'
source_filename = "table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32 }

@.str = private unnamed_addr constant [7 x i8] c"tab.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"coef.dx\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"table\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@table = internal unnamed_addr constant [8 x double] [double 5.000000e-01, double -1.250000e+00, double 2.000000e+00, double 7.500000e-01, double -3.000000e-01, double 1.500000e+00, double -2.200000e+00, double 9.000000e-01], align 16
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@switch.table.obj_coef = private unnamed_addr constant [5 x double] [double 1.500000e+00, double -2.500000e-01, double 3.000000e+00, double 1.250000e-01, double -2.000000e+00], align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [24 x double], align 16
  %3 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #14
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %17

5:                                                ; preds = %17
  store i64 %24, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #14
  store i32 24, ptr %3, align 4, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %6 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 24) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_tab, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 24, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %7 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 24) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_coef, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 24, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #14
  store i32 8, ptr %3, align 4, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_tab, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 8, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %9 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_coef, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 8, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #14
  store i32 1, ptr %3, align 4, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_tab, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %11 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_coef, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #14
  %12 = load i32, ptr @n_fail, align 4, !tbaa !12
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !12
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #14
  ret i32 %16

17:                                               ; preds = %0, %17
  %18 = phi i64 [ 0, %0 ], [ %37, %17 ]
  %19 = phi i64 [ %4, %0 ], [ %24, %17 ]
  %20 = trunc i64 %18 to i8
  %21 = mul nuw i8 %20, 5
  %22 = urem i8 %21, 24
  %23 = mul i64 %19, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 11
  %26 = uitofp nneg i64 %25 to double
  %27 = fmul double %26, 5.000000e-01
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3CA0000000000000, double 2.500000e-01)
  %29 = and i64 %18, 1
  %30 = icmp eq i64 %29, 0
  %31 = uitofp nneg i8 %22 to double
  %32 = fadd double %28, %31
  %33 = fneg double %32
  %34 = select i1 %30, double %32, double %33
  %35 = fdiv double %34, 3.000000e+00
  %36 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %18
  store double %35, ptr %36, align 8, !tbaa !13
  %37 = add nuw nsw i64 %18, 1
  %38 = icmp eq i64 %37, 24
  br i1 %38, label %5, label %17, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @tab(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %47, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %54, %47 ]
  ret double %7

8:                                                ; preds = %4, %47
  %9 = phi i64 [ 0, %4 ], [ %55, %47 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %54, %47 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !13
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fmul double %13, 3.000000e+00
  %15 = tail call double @llvm.floor.f64(double %14)
  %16 = fptosi double %15 to i32
  %17 = and i32 %16, 7
  switch i32 %17, label %37 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %23
    i32 3, label %26
    i32 4, label %30
    i32 5, label %34
  ]

18:                                               ; preds = %8
  %19 = fmul double %12, 5.000000e-01
  br label %47

20:                                               ; preds = %8
  %21 = fmul double %12, -1.250000e+00
  %22 = fmul double %12, %21
  br label %47

23:                                               ; preds = %8
  %24 = fmul double %12, 2.000000e+00
  %25 = tail call double @sin(double noundef %24) #14
  br label %47

26:                                               ; preds = %8
  %27 = fmul double %12, 5.000000e-01
  %28 = tail call double @exp(double noundef %27) #14
  %29 = fadd double %28, 7.500000e-01
  br label %47

30:                                               ; preds = %8
  %31 = fmul double %12, -3.000000e-01
  %32 = fmul double %12, %31
  %33 = fmul double %12, %32
  br label %47

34:                                               ; preds = %8
  %35 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %36 = fdiv double 1.500000e+00, %35
  br label %47

37:                                               ; preds = %8
  %38 = zext nneg i32 %17 to i64
  %39 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !13
  %41 = add i32 %16, 1
  %42 = and i32 %41, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !13
  %46 = tail call double @llvm.fmuladd.f64(double %40, double %12, double %45)
  br label %47

47:                                               ; preds = %37, %34, %30, %26, %23, %20, %18
  %48 = phi double [ %46, %37 ], [ %36, %34 ], [ %33, %30 ], [ %29, %26 ], [ %25, %23 ], [ %22, %20 ], [ %19, %18 ]
  %49 = add i32 %16, 3
  %50 = and i32 %49, 7
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !13
  %54 = tail call double @llvm.fmuladd.f64(double %48, double %53, double %10)
  %55 = add nuw nsw i64 %9, 1
  %56 = icmp eq i64 %55, %5
  br i1 %56, label %6, label %8, !llvm.loop !17
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !13
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !13
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !18
  store double %30, ptr %23, align 8, !tbaa !13
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !18
  store double %24, ptr %23, align 8, !tbaa !13
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !13
  %39 = load volatile double, ptr %8, align 8, !tbaa !13
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !13
  %43 = load volatile double, ptr %7, align 8, !tbaa !13
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.4)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.5)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !12
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !12
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !19
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @obj_tab(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !9
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %56

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  br label %7

7:                                                ; preds = %46, %5
  %8 = phi i64 [ 0, %5 ], [ %54, %46 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %53, %46 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %8
  %11 = load double, ptr %10, align 8, !tbaa !13
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fmul double %12, 3.000000e+00
  %14 = tail call double @llvm.floor.f64(double %13)
  %15 = fptosi double %14 to i32
  %16 = and i32 %15, 7
  switch i32 %16, label %36 [
    i32 0, label %17
    i32 1, label %19
    i32 2, label %22
    i32 3, label %25
    i32 4, label %29
    i32 5, label %33
  ]

17:                                               ; preds = %7
  %18 = fmul double %11, 5.000000e-01
  br label %46

19:                                               ; preds = %7
  %20 = fmul double %11, -1.250000e+00
  %21 = fmul double %11, %20
  br label %46

22:                                               ; preds = %7
  %23 = fmul double %11, 2.000000e+00
  %24 = tail call double @sin(double noundef %23) #14
  br label %46

25:                                               ; preds = %7
  %26 = fmul double %11, 5.000000e-01
  %27 = tail call double @exp(double noundef %26) #14
  %28 = fadd double %27, 7.500000e-01
  br label %46

29:                                               ; preds = %7
  %30 = fmul double %11, -3.000000e-01
  %31 = fmul double %11, %30
  %32 = fmul double %11, %31
  br label %46

33:                                               ; preds = %7
  %34 = tail call double @llvm.fmuladd.f64(double %11, double %11, double 1.000000e+00)
  %35 = fdiv double 1.500000e+00, %34
  br label %46

36:                                               ; preds = %7
  %37 = zext nneg i32 %16 to i64
  %38 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = add i32 %15, 1
  %41 = and i32 %40, 7
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = tail call double @llvm.fmuladd.f64(double %39, double %11, double %44)
  br label %46

46:                                               ; preds = %36, %33, %29, %25, %22, %19, %17
  %47 = phi double [ %45, %36 ], [ %35, %33 ], [ %32, %29 ], [ %28, %25 ], [ %24, %22 ], [ %21, %19 ], [ %18, %17 ]
  %48 = add i32 %15, 3
  %49 = and i32 %48, 7
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !13
  %53 = tail call double @llvm.fmuladd.f64(double %47, double %52, double %9)
  %54 = add nuw nsw i64 %8, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %56, label %7, !llvm.loop !17

56:                                               ; preds = %46, %2
  %57 = phi double [ 0.000000e+00, %2 ], [ %53, %46 ]
  ret double %57
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @coef(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %23, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %31, %23 ]
  %8 = fmul double %7, %7
  ret double %8

9:                                                ; preds = %4, %23
  %10 = phi i64 [ 0, %4 ], [ %32, %23 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %31, %23 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !13
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = fmul double %14, 3.000000e+00
  %16 = fptosi double %15 to i32
  %17 = srem i32 %16, 6
  %18 = icmp ult i32 %17, 5
  br i1 %18, label %19, label %23

19:                                               ; preds = %9
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  br label %23

23:                                               ; preds = %9, %19
  %24 = phi double [ %22, %19 ], [ 0x3FE6666666666666, %9 ]
  %25 = fmul double %13, %24
  %26 = sext i32 %17 to i64
  %27 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !13
  %29 = fmul double %13, %28
  %30 = tail call double @llvm.fmuladd.f64(double %25, double %13, double %29)
  %31 = fadd double %11, %30
  %32 = add nuw nsw i64 %10, 1
  %33 = icmp eq i64 %32, %5
  br i1 %33, label %6, label %9, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @obj_coef(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr %1, align 4, !tbaa !9
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %32

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  br label %7

7:                                                ; preds = %21, %5
  %8 = phi i64 [ 0, %5 ], [ %30, %21 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %29, %21 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %8
  %11 = load double, ptr %10, align 8, !tbaa !13
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fmul double %12, 3.000000e+00
  %14 = fptosi double %13 to i32
  %15 = srem i32 %14, 6
  %16 = icmp ult i32 %15, 5
  br i1 %16, label %17, label %21

17:                                               ; preds = %7
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  br label %21

21:                                               ; preds = %7, %17
  %22 = phi double [ %20, %17 ], [ 0x3FE6666666666666, %7 ]
  %23 = fmul double %11, %22
  %24 = sext i32 %15 to i64
  %25 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !13
  %27 = fmul double %11, %26
  %28 = tail call double @llvm.fmuladd.f64(double %23, double %11, double %27)
  %29 = fadd double %9, %28
  %30 = add nuw nsw i64 %8, 1
  %31 = icmp eq i64 %30, %6
  br i1 %31, label %32, label %7, !llvm.loop !20

32:                                               ; preds = %21, %2
  %33 = phi double [ 0.000000e+00, %2 ], [ %29, %21 ]
  %34 = fmul double %33, %33
  ret double %34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{ptr @obj_coef, ptr @obj_tab}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
