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
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #12
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %17

5:                                                ; preds = %17
  store i64 %38, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  store i32 24, ptr %3, align 4, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %6 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 24) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_tab, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 24, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %7 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 24) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_coef, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 24, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  store i32 8, ptr %3, align 4, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %8 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_tab, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 8, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %9 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 8) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_coef, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 8, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  store i32 1, ptr %3, align 4, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %10 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_tab, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %11 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 1) #12
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_coef, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef 1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  %12 = load i32, ptr @n_fail, align 4, !tbaa !12
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !12
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #12
  ret i32 %16

17:                                               ; preds = %17, %0
  %18 = phi i64 [ 0, %0 ], [ %47, %17 ]
  %19 = phi i64 [ %4, %0 ], [ %38, %17 ]
  %20 = trunc i64 %18 to i8
  %21 = mul nuw nsw i8 %20, 5
  %22 = urem i8 %21, 24
  %23 = mul i64 %19, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 11
  %26 = uitofp nneg i64 %25 to double
  %27 = fmul fast double %26, 0x3C90000000000000
  %28 = uitofp nneg i8 %22 to double
  %29 = fadd fast double %28, 2.500000e-01
  %30 = fadd fast double %29, %27
  %31 = fmul fast double %30, 0x3FD5555555555555
  %32 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %18
  store double %31, ptr %32, align 16, !tbaa !13
  %33 = or disjoint i64 %18, 1
  %34 = trunc i64 %33 to i8
  %35 = mul nuw nsw i8 %34, 5
  %36 = urem i8 %35, 24
  %37 = mul i64 %24, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = lshr i64 %38, 11
  %40 = uitofp nneg i64 %39 to double
  %41 = fmul fast double %40, 0x3C90000000000000
  %42 = uitofp nneg i8 %36 to double
  %43 = fadd fast double %42, 2.500000e-01
  %44 = fadd fast double %43, %41
  %45 = fmul fast double %44, 0xBFD5555555555555
  %46 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %33
  store double %45, ptr %46, align 8, !tbaa !13
  %47 = add nuw nsw i64 %18, 2
  %48 = icmp eq i64 %47, 24
  br i1 %48, label %5, label %17, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @tab(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %49, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %57, %49 ]
  ret double %7

8:                                                ; preds = %4, %49
  %9 = phi i64 [ 0, %4 ], [ %58, %49 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %57, %49 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !13
  %13 = tail call fast double @llvm.fabs.f64(double %12)
  %14 = fmul fast double %13, 3.000000e+00
  %15 = tail call fast double @llvm.floor.f64(double %14)
  %16 = fptosi double %15 to i32
  %17 = and i32 %16, 7
  switch i32 %17, label %38 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %23
    i32 3, label %26
    i32 4, label %30
    i32 5, label %34
  ]

18:                                               ; preds = %8
  %19 = fmul fast double %12, 5.000000e-01
  br label %49

20:                                               ; preds = %8
  %21 = fmul fast double %12, %12
  %22 = fmul fast double %21, -1.250000e+00
  br label %49

23:                                               ; preds = %8
  %24 = fmul fast double %12, 2.000000e+00
  %25 = tail call fast double @llvm.sin.f64(double %24)
  br label %49

26:                                               ; preds = %8
  %27 = fmul fast double %12, 5.000000e-01
  %28 = tail call fast double @llvm.exp.f64(double %27)
  %29 = fadd fast double %28, 7.500000e-01
  br label %49

30:                                               ; preds = %8
  %31 = fmul fast double %12, %12
  %32 = fmul fast double %31, -3.000000e-01
  %33 = fmul fast double %32, %12
  br label %49

34:                                               ; preds = %8
  %35 = fmul fast double %12, %12
  %36 = fadd fast double %35, 1.000000e+00
  %37 = fdiv fast double 1.500000e+00, %36
  br label %49

38:                                               ; preds = %8
  %39 = zext nneg i32 %17 to i64
  %40 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !13
  %42 = fmul fast double %41, %12
  %43 = add i32 %16, 1
  %44 = and i32 %43, 7
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !13
  %48 = fadd fast double %42, %47
  br label %49

49:                                               ; preds = %38, %34, %30, %26, %23, %20, %18
  %50 = phi nsz double [ %48, %38 ], [ %37, %34 ], [ %33, %30 ], [ %29, %26 ], [ %25, %23 ], [ %22, %20 ], [ %19, %18 ]
  %51 = add i32 %16, 3
  %52 = and i32 %51, 7
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !13
  %56 = fmul fast double %55, %50
  %57 = fadd fast double %56, %10
  %58 = add nuw nsw i64 %9, 1
  %59 = icmp eq i64 %58, %5
  br i1 %59, label %6, label %8, !llvm.loop !17
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #13
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #12
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !13
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !13
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #12, !callees !18
  store double %29, ptr %23, align 8, !tbaa !13
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #12, !callees !18
  store double %24, ptr %23, align 8, !tbaa !13
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !13
  %37 = load volatile double, ptr %8, align 8, !tbaa !13
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !13
  %41 = load volatile double, ptr %7, align 8, !tbaa !13
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %43, label %53, label %44

44:                                               ; preds = %40
  %45 = fsub fast double %22, %34
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %36, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = freeze i1 %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %44
  %51 = trunc nuw nsw i64 %20 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.4)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.5)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !12
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !12
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @obj_tab(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !9
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %59

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  br label %7

7:                                                ; preds = %48, %5
  %8 = phi i64 [ 0, %5 ], [ %57, %48 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %56, %48 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %8
  %11 = load double, ptr %10, align 8, !tbaa !13
  %12 = tail call fast double @llvm.fabs.f64(double %11)
  %13 = fmul fast double %12, 3.000000e+00
  %14 = tail call fast double @llvm.floor.f64(double %13)
  %15 = fptosi double %14 to i32
  %16 = and i32 %15, 7
  switch i32 %16, label %37 [
    i32 0, label %17
    i32 1, label %19
    i32 2, label %22
    i32 3, label %25
    i32 4, label %29
    i32 5, label %33
  ]

17:                                               ; preds = %7
  %18 = fmul fast double %11, 5.000000e-01
  br label %48

19:                                               ; preds = %7
  %20 = fmul fast double %11, %11
  %21 = fmul fast double %20, -1.250000e+00
  br label %48

22:                                               ; preds = %7
  %23 = fmul fast double %11, 2.000000e+00
  %24 = tail call fast double @llvm.sin.f64(double %23)
  br label %48

25:                                               ; preds = %7
  %26 = fmul fast double %11, 5.000000e-01
  %27 = tail call fast double @llvm.exp.f64(double %26)
  %28 = fadd fast double %27, 7.500000e-01
  br label %48

29:                                               ; preds = %7
  %30 = fmul fast double %11, %11
  %31 = fmul fast double %30, -3.000000e-01
  %32 = fmul fast double %31, %11
  br label %48

33:                                               ; preds = %7
  %34 = fmul fast double %11, %11
  %35 = fadd fast double %34, 1.000000e+00
  %36 = fdiv fast double 1.500000e+00, %35
  br label %48

37:                                               ; preds = %7
  %38 = zext nneg i32 %16 to i64
  %39 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !13
  %41 = fmul fast double %40, %11
  %42 = add i32 %15, 1
  %43 = and i32 %42, 7
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !13
  %47 = fadd fast double %41, %46
  br label %48

48:                                               ; preds = %37, %33, %29, %25, %22, %19, %17
  %49 = phi nsz double [ %47, %37 ], [ %36, %33 ], [ %32, %29 ], [ %28, %25 ], [ %24, %22 ], [ %21, %19 ], [ %18, %17 ]
  %50 = add i32 %15, 3
  %51 = and i32 %50, 7
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !13
  %55 = fmul fast double %54, %49
  %56 = fadd fast double %55, %9
  %57 = add nuw nsw i64 %8, 1
  %58 = icmp eq i64 %57, %6
  br i1 %58, label %59, label %7, !llvm.loop !17

59:                                               ; preds = %48, %2
  %60 = phi double [ 0.000000e+00, %2 ], [ %56, %48 ]
  ret double %60
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @coef(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %39

10:                                               ; preds = %75, %4
  %11 = phi double [ poison, %4 ], [ %83, %75 ]
  %12 = phi i64 [ 0, %4 ], [ %84, %75 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %83, %75 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %36, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !13
  %18 = tail call fast double @llvm.fabs.f64(double %17)
  %19 = fmul fast double %18, 3.000000e+00
  %20 = fptosi double %19 to i32
  %21 = srem i32 %20, 6
  %22 = icmp ult i32 %21, 5
  br i1 %22, label %23, label %27

23:                                               ; preds = %15
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  br label %27

27:                                               ; preds = %23, %15
  %28 = phi nsz double [ %26, %23 ], [ 0x3FE6666666666666, %15 ]
  %29 = fmul fast double %28, %17
  %30 = sext i32 %21 to i64
  %31 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !13
  %33 = fadd fast double %32, %29
  %34 = fmul fast double %33, %17
  %35 = fadd fast double %34, %13
  br label %36

36:                                               ; preds = %27, %10, %2
  %37 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %35, %27 ]
  %38 = fmul fast double %37, %37
  ret double %38

39:                                               ; preds = %75, %8
  %40 = phi i64 [ 0, %8 ], [ %84, %75 ]
  %41 = phi double [ 0.000000e+00, %8 ], [ %83, %75 ]
  %42 = phi i64 [ 0, %8 ], [ %85, %75 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %45, 3.000000e+00
  %47 = fptosi double %46 to i32
  %48 = srem i32 %47, 6
  %49 = icmp ult i32 %48, 5
  br i1 %49, label %50, label %54

50:                                               ; preds = %39
  %51 = zext nneg i32 %48 to i64
  %52 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  br label %54

54:                                               ; preds = %39, %50
  %55 = phi nsz double [ %53, %50 ], [ 0x3FE6666666666666, %39 ]
  %56 = fmul fast double %55, %44
  %57 = sext i32 %48 to i64
  %58 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !13
  %60 = fadd fast double %59, %56
  %61 = fmul fast double %60, %44
  %62 = fadd fast double %61, %41
  %63 = or disjoint i64 %40, 1
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !13
  %66 = tail call fast double @llvm.fabs.f64(double %65)
  %67 = fmul fast double %66, 3.000000e+00
  %68 = fptosi double %67 to i32
  %69 = srem i32 %68, 6
  %70 = icmp ult i32 %69, 5
  br i1 %70, label %71, label %75

71:                                               ; preds = %54
  %72 = zext nneg i32 %69 to i64
  %73 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  br label %75

75:                                               ; preds = %71, %54
  %76 = phi nsz double [ %74, %71 ], [ 0x3FE6666666666666, %54 ]
  %77 = fmul fast double %76, %65
  %78 = sext i32 %69 to i64
  %79 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !13
  %81 = fadd fast double %80, %77
  %82 = fmul fast double %81, %65
  %83 = fadd fast double %82, %62
  %84 = add nuw nsw i64 %40, 2
  %85 = add i64 %42, 2
  %86 = icmp eq i64 %85, %9
  br i1 %86, label %10, label %39, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @obj_coef(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !9
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %85

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %3, 1
  br i1 %8, label %59, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %11

11:                                               ; preds = %47, %9
  %12 = phi i64 [ 0, %9 ], [ %56, %47 ]
  %13 = phi double [ 0.000000e+00, %9 ], [ %55, %47 ]
  %14 = phi i64 [ 0, %9 ], [ %57, %47 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !13
  %17 = tail call fast double @llvm.fabs.f64(double %16)
  %18 = fmul fast double %17, 3.000000e+00
  %19 = fptosi double %18 to i32
  %20 = srem i32 %19, 6
  %21 = icmp ult i32 %20, 5
  br i1 %21, label %22, label %26

22:                                               ; preds = %11
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  br label %26

26:                                               ; preds = %11, %22
  %27 = phi nsz double [ %25, %22 ], [ 0x3FE6666666666666, %11 ]
  %28 = fmul fast double %27, %16
  %29 = sext i32 %20 to i64
  %30 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !13
  %32 = fadd fast double %31, %28
  %33 = fmul fast double %32, %16
  %34 = fadd fast double %33, %13
  %35 = or disjoint i64 %12, 1
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !13
  %38 = tail call fast double @llvm.fabs.f64(double %37)
  %39 = fmul fast double %38, 3.000000e+00
  %40 = fptosi double %39 to i32
  %41 = srem i32 %40, 6
  %42 = icmp ult i32 %41, 5
  br i1 %42, label %43, label %47

43:                                               ; preds = %26
  %44 = zext nneg i32 %41 to i64
  %45 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  br label %47

47:                                               ; preds = %43, %26
  %48 = phi nsz double [ %46, %43 ], [ 0x3FE6666666666666, %26 ]
  %49 = fmul fast double %48, %37
  %50 = sext i32 %41 to i64
  %51 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !13
  %53 = fadd fast double %52, %49
  %54 = fmul fast double %53, %37
  %55 = fadd fast double %54, %34
  %56 = add nuw nsw i64 %12, 2
  %57 = add i64 %14, 2
  %58 = icmp eq i64 %57, %10
  br i1 %58, label %59, label %11, !llvm.loop !20

59:                                               ; preds = %47, %5
  %60 = phi double [ poison, %5 ], [ %55, %47 ]
  %61 = phi i64 [ 0, %5 ], [ %56, %47 ]
  %62 = phi double [ 0.000000e+00, %5 ], [ %55, %47 ]
  %63 = icmp eq i64 %7, 0
  br i1 %63, label %85, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds double, ptr %0, i64 %61
  %66 = load double, ptr %65, align 8, !tbaa !13
  %67 = tail call fast double @llvm.fabs.f64(double %66)
  %68 = fmul fast double %67, 3.000000e+00
  %69 = fptosi double %68 to i32
  %70 = srem i32 %69, 6
  %71 = icmp ult i32 %70, 5
  br i1 %71, label %72, label %76

72:                                               ; preds = %64
  %73 = zext nneg i32 %70 to i64
  %74 = getelementptr inbounds [5 x double], ptr @switch.table.obj_coef, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  br label %76

76:                                               ; preds = %72, %64
  %77 = phi nsz double [ %75, %72 ], [ 0x3FE6666666666666, %64 ]
  %78 = fmul fast double %77, %66
  %79 = sext i32 %70 to i64
  %80 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !13
  %82 = fadd fast double %81, %78
  %83 = fmul fast double %82, %66
  %84 = fadd fast double %83, %62
  br label %85

85:                                               ; preds = %76, %59, %2
  %86 = phi double [ 0.000000e+00, %2 ], [ %60, %59 ], [ %84, %76 ]
  %87 = fmul fast double %86, %86
  ret double %87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
