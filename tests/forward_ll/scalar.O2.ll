; ModuleID = 'scalar.c'
source_filename = "scalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @expr1(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fmul double %0, %1
  %4 = tail call double @sin(double noundef %3) #9
  %5 = fneg double %0
  %6 = fmul double %5, %0
  %7 = tail call double @exp(double noundef %6) #9
  %8 = fmul double %1, %1
  %9 = tail call double @log1p(double noundef %8) #9
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %9, double %4)
  %11 = tail call double @atan2(double noundef %1, double noundef %0) #9
  %12 = fadd double %10, %11
  %13 = tail call double @llvm.fabs.f64(double %0)
  %14 = fadd double %13, 1.000000e+00
  %15 = tail call double @pow(double noundef %14, double noundef %1) #9
  %16 = fadd double %12, %15
  ret double %16
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind uwtable
define dso_local double @expr2(double noundef %0, double noundef %1) local_unnamed_addr #3 {
  %3 = fmul double %1, %1
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %3)
  %5 = tail call double @llvm.sqrt.f64(double %4)
  %6 = fsub double %0, %1
  %7 = tail call double @tanh(double noundef %6) #9
  %8 = fadd double %0, 3.000000e+00
  %9 = tail call double @cbrt(double noundef %8) #10
  %10 = tail call double @cosh(double noundef %1) #9
  %11 = fadd double %10, 1.000000e+00
  %12 = fdiv double %9, %11
  %13 = tail call double @llvm.fmuladd.f64(double %5, double %7, double %12)
  %14 = fmul double %1, 2.000000e+00
  %15 = tail call double @hypot(double noundef %0, double noundef %14) #9
  %16 = fadd double %15, %13
  ret double %16
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local float @exprf(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = fmul double %3, %4
  %6 = fmul double %5, %5
  %7 = fptrunc double %6 to float
  %8 = tail call float @sinf(float noundef %0) #9
  %9 = tail call float @expf(float noundef %1) #9, !tbaa !5
  %10 = tail call float @llvm.fmuladd.f32(float %8, float %9, float %7)
  %11 = tail call float @llvm.maxnum.f32(float %0, float %1)
  %12 = fadd float %11, %10
  ret float %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @branches(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp ogt double %0, %1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = fneg double %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %5)
  br label %16

7:                                                ; preds = %2
  %8 = fcmp ogt double %0, 0.000000e+00
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = tail call double @sin(double noundef %0) #9
  %11 = fmul double %10, %1
  br label %16

12:                                               ; preds = %7
  %13 = tail call double @llvm.minnum.f64(double %0, double %1)
  %14 = tail call double @exp(double noundef %1) #9
  %15 = fadd double %13, %14
  br label %16

16:                                               ; preds = %9, %12, %4
  %17 = phi double [ %6, %4 ], [ %11, %9 ], [ %15, %12 ]
  %18 = fcmp olt double %0, 5.000000e-01
  %19 = select i1 %18, double 2.000000e+00, double %0
  %20 = fmul double %19, %17
  ret double %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nofree nounwind memory(write) uwtable
define dso_local double @loop(double noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %12, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %29

9:                                                ; preds = %29
  %10 = add nuw nsw i32 %30, 3
  %11 = uitofp nneg i32 %10 to double
  br label %12

12:                                               ; preds = %9, %4
  %13 = phi double [ poison, %4 ], [ %43, %9 ]
  %14 = phi double [ poison, %4 ], [ %47, %9 ]
  %15 = phi double [ 1.000000e+00, %4 ], [ %11, %9 ]
  %16 = phi double [ 1.000000e+00, %4 ], [ %43, %9 ]
  %17 = phi double [ %0, %4 ], [ %47, %9 ]
  %18 = icmp eq i32 %5, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %12
  %20 = tail call double @sin(double noundef %17) #9
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 1.000000e-01, double 1.000000e+00)
  %22 = fmul double %16, %21
  %23 = fdiv double %22, %15
  %24 = fadd double %17, %23
  br label %25

25:                                               ; preds = %19, %12, %2
  %26 = phi double [ %0, %2 ], [ %14, %12 ], [ %24, %19 ]
  %27 = phi double [ 1.000000e+00, %2 ], [ %13, %12 ], [ %22, %19 ]
  %28 = fmul double %26, %27
  ret double %28

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %44, %29 ]
  %31 = phi double [ 1.000000e+00, %7 ], [ %43, %29 ]
  %32 = phi double [ %0, %7 ], [ %47, %29 ]
  %33 = phi i32 [ 0, %7 ], [ %48, %29 ]
  %34 = tail call double @sin(double noundef %32) #9
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 1.000000e-01, double 1.000000e+00)
  %36 = fmul double %31, %35
  %37 = or disjoint i32 %30, 1
  %38 = uitofp nneg i32 %37 to double
  %39 = fdiv double %36, %38
  %40 = fadd double %32, %39
  %41 = tail call double @sin(double noundef %40) #9
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 1.000000e-01, double 1.000000e+00)
  %43 = fmul double %36, %42
  %44 = add nuw nsw i32 %30, 2
  %45 = uitofp nneg i32 %44 to double
  %46 = fdiv double %43, %45
  %47 = fadd double %40, %46
  %48 = add i32 %33, 2
  %49 = icmp eq i32 %48, %8
  br i1 %49, label %9, label %29, !llvm.loop !9
}

; Function Attrs: nofree nounwind memory(write) uwtable
define dso_local double @whileloop(double noundef %0) local_unnamed_addr #6 {
  %2 = fcmp olt double %0, 1.000000e+02
  br i1 %2, label %3, label %12

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi double [ %7, %3 ], [ %0, %1 ]
  %6 = tail call double @cos(double noundef %5) #9
  %7 = tail call double @llvm.fmuladd.f64(double %5, double 1.500000e+00, double %6)
  %8 = add nuw nsw i32 %4, 1
  %9 = fcmp olt double %7, 1.000000e+02
  %10 = icmp ult i32 %4, 49
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %3, label %12, !llvm.loop !11

12:                                               ; preds = %3, %1
  %13 = phi double [ %0, %1 ], [ %7, %3 ]
  ret double %13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @nested(double noundef %0, double noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = fmul double %0, %1
  br label %7

7:                                                ; preds = %5, %34
  %8 = phi i32 [ 1, %5 ], [ %36, %34 ]
  %9 = phi i32 [ 0, %5 ], [ %12, %34 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %35, %34 ]
  %11 = uitofp nneg i32 %9 to double
  %12 = add nuw nsw i32 %9, 1
  %13 = and i32 %8, 1
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %7
  %16 = and i32 %8, -2
  br label %38

17:                                               ; preds = %34, %3
  %18 = phi double [ 0.000000e+00, %3 ], [ %35, %34 ]
  ret double %18

19:                                               ; preds = %38, %7
  %20 = phi double [ poison, %7 ], [ %60, %38 ]
  %21 = phi i32 [ 0, %7 ], [ %61, %38 ]
  %22 = phi double [ %10, %7 ], [ %60, %38 ]
  %23 = icmp eq i32 %13, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %19
  %25 = uitofp nneg i32 %21 to double
  %26 = fneg double %25
  %27 = fmul double %26, %1
  %28 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %27)
  %29 = add nuw i32 %12, %21
  %30 = uitofp i32 %29 to double
  %31 = fdiv double %6, %30
  %32 = fadd double %28, %31
  %33 = fadd double %22, %32
  br label %34

34:                                               ; preds = %19, %24
  %35 = phi double [ %20, %19 ], [ %33, %24 ]
  %36 = add nuw i32 %8, 1
  %37 = icmp eq i32 %12, %2
  br i1 %37, label %17, label %7, !llvm.loop !12

38:                                               ; preds = %38, %15
  %39 = phi i32 [ 0, %15 ], [ %61, %38 ]
  %40 = phi double [ %10, %15 ], [ %60, %38 ]
  %41 = phi i32 [ 0, %15 ], [ %62, %38 ]
  %42 = uitofp nneg i32 %39 to double
  %43 = fneg double %42
  %44 = fmul double %43, %1
  %45 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %44)
  %46 = add nuw i32 %12, %39
  %47 = uitofp i32 %46 to double
  %48 = fdiv double %6, %47
  %49 = fadd double %45, %48
  %50 = fadd double %40, %49
  %51 = or disjoint i32 %39, 1
  %52 = uitofp nneg i32 %51 to double
  %53 = fneg double %52
  %54 = fmul double %53, %1
  %55 = tail call double @llvm.fmuladd.f64(double %0, double %11, double %54)
  %56 = add nuw i32 %12, %51
  %57 = uitofp i32 %56 to double
  %58 = fdiv double %6, %57
  %59 = fadd double %55, %58
  %60 = fadd double %50, %59
  %61 = add nuw nsw i32 %39, 2
  %62 = add i32 %41, 2
  %63 = icmp eq i32 %62, %16
  br i1 %63, label %19, label %38, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @vsum(double noundef %0, double noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = and i32 %2, 1
  %7 = icmp eq i32 %2, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483646
  br label %25

10:                                               ; preds = %25, %5
  %11 = phi double [ poison, %5 ], [ %42, %25 ]
  %12 = phi i32 [ 0, %5 ], [ %38, %25 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %42, %25 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %10
  %16 = uitofp nneg i32 %12 to double
  %17 = fmul double %16, %0
  %18 = add nuw nsw i32 %12, 1
  %19 = uitofp nneg i32 %18 to double
  %20 = fdiv double %1, %19
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %16, double %20)
  %22 = fadd double %13, %21
  br label %23

23:                                               ; preds = %15, %10, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %11, %10 ], [ %22, %15 ]
  ret double %24

25:                                               ; preds = %25, %8
  %26 = phi i32 [ 0, %8 ], [ %38, %25 ]
  %27 = phi double [ 0.000000e+00, %8 ], [ %42, %25 ]
  %28 = phi i32 [ 0, %8 ], [ %43, %25 ]
  %29 = uitofp nneg i32 %26 to double
  %30 = fmul double %29, %0
  %31 = or disjoint i32 %26, 1
  %32 = uitofp nneg i32 %31 to double
  %33 = fdiv double %1, %32
  %34 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %33)
  %35 = fadd double %27, %34
  %36 = uitofp nneg i32 %31 to double
  %37 = fmul double %36, %0
  %38 = add nuw nsw i32 %26, 2
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double %1, %39
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %40)
  %42 = fadd double %35, %41
  %43 = add i32 %28, 2
  %44 = icmp eq i32 %43, %9
  br i1 %44, label %10, label %25, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @vprod(double noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi double [ poison, %4 ], [ %51, %28 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %28 ]
  %12 = phi double [ 1.000000e+00, %4 ], [ %51, %28 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %23, %14 ], [ %11, %9 ]
  %16 = phi double [ %22, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %9 ]
  %18 = add nuw i32 %15, 100
  %19 = uitofp i32 %18 to double
  %20 = fdiv double %0, %19
  %21 = fadd double %20, 1.000000e+00
  %22 = fmul double %16, %21
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !15

26:                                               ; preds = %9, %14, %2
  %27 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret double %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %52, %28 ]
  %30 = phi double [ 1.000000e+00, %7 ], [ %51, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %53, %28 ]
  %32 = add nuw i32 %29, 100
  %33 = uitofp i32 %32 to double
  %34 = fdiv double %0, %33
  %35 = fadd double %34, 1.000000e+00
  %36 = fmul double %30, %35
  %37 = add nuw i32 %29, 101
  %38 = uitofp i32 %37 to double
  %39 = fdiv double %0, %38
  %40 = fadd double %39, 1.000000e+00
  %41 = fmul double %36, %40
  %42 = add nuw i32 %29, 102
  %43 = uitofp i32 %42 to double
  %44 = fdiv double %0, %43
  %45 = fadd double %44, 1.000000e+00
  %46 = fmul double %41, %45
  %47 = add nuw i32 %29, 103
  %48 = uitofp i32 %47 to double
  %49 = fdiv double %0, %48
  %50 = fadd double %49, 1.000000e+00
  %51 = fmul double %46, %50
  %52 = add nuw nsw i32 %29, 4
  %53 = add i32 %31, 4
  %54 = icmp eq i32 %53, %8
  br i1 %54, label %9, label %28, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @vmax(double noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %24

9:                                                ; preds = %24
  %10 = uitofp nneg i32 %41 to double
  br label %11

11:                                               ; preds = %9, %4
  %12 = phi double [ poison, %4 ], [ %40, %9 ]
  %13 = phi double [ -1.000000e+03, %4 ], [ %40, %9 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %10, %9 ]
  %15 = icmp eq i32 %5, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %11
  %17 = fmul double %14, -1.000000e-02
  %18 = fmul double %17, %14
  %19 = tail call double @llvm.fmuladd.f64(double %0, double %14, double %18)
  %20 = fcmp ogt double %13, %19
  %21 = select i1 %20, double %13, double %19
  br label %22

22:                                               ; preds = %16, %11, %2
  %23 = phi double [ -1.000000e+03, %2 ], [ %12, %11 ], [ %21, %16 ]
  ret double %23

24:                                               ; preds = %24, %7
  %25 = phi double [ -1.000000e+03, %7 ], [ %40, %24 ]
  %26 = phi i32 [ 0, %7 ], [ %41, %24 ]
  %27 = phi i32 [ 0, %7 ], [ %42, %24 ]
  %28 = uitofp nneg i32 %26 to double
  %29 = fmul double %28, -1.000000e-02
  %30 = fmul double %29, %28
  %31 = tail call double @llvm.fmuladd.f64(double %0, double %28, double %30)
  %32 = fcmp ogt double %25, %31
  %33 = select i1 %32, double %25, double %31
  %34 = or disjoint i32 %26, 1
  %35 = uitofp nneg i32 %34 to double
  %36 = fmul double %35, -1.000000e-02
  %37 = fmul double %36, %35
  %38 = tail call double @llvm.fmuladd.f64(double %0, double %35, double %37)
  %39 = fcmp ogt double %33, %38
  %40 = select i1 %39, double %33, double %38
  %41 = add nuw nsw i32 %26, 2
  %42 = add i32 %27, 2
  %43 = icmp eq i32 %42, %8
  br i1 %43, label %9, label %24, !llvm.loop !18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

attributes #0 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
