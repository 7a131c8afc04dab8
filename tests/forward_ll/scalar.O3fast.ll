; ModuleID = 'scalar.c'
source_filename = "scalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @expr1(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) local_unnamed_addr #0 {
  %3 = fmul fast double %1, %0
  %4 = tail call fast double @llvm.sin.f64(double %3)
  %5 = fneg fast double %0
  %6 = fmul fast double %5, %0
  %7 = tail call fast double @llvm.exp.f64(double %6)
  %8 = fmul fast double %1, %1
  %9 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %8) #6
  %10 = fmul fast double %9, %7
  %11 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %0) #6
  %12 = tail call fast double @llvm.fabs.f64(double %0)
  %13 = fadd fast double %12, 1.000000e+00
  %14 = tail call fast double @llvm.pow.f64(double %13, double %1)
  %15 = fadd fast double %14, %4
  %16 = fadd fast double %15, %10
  %17 = fadd fast double %16, %11
  ret double %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @expr2(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) local_unnamed_addr #0 {
  %3 = fmul fast double %0, %0
  %4 = fmul fast double %1, %1
  %5 = fadd fast double %4, %3
  %6 = tail call fast double @llvm.sqrt.f64(double %5)
  %7 = fsub fast double %0, %1
  %8 = tail call fast double @llvm.tanh.f64(double %7)
  %9 = fmul fast double %6, %8
  %10 = fadd fast double %0, 3.000000e+00
  %11 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %10) #6
  %12 = tail call fast double @llvm.cosh.f64(double %1)
  %13 = fadd fast double %12, 1.000000e+00
  %14 = fdiv fast double %11, %13
  %15 = fadd fast double %14, %9
  %16 = fmul fast double %1, 2.000000e+00
  %17 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %16) #6
  %18 = fadd fast double %15, %17
  ret double %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cosh.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) float @exprf(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) local_unnamed_addr #3 {
  %3 = fpext float %0 to double
  %4 = fpext float %1 to double
  %5 = fmul fast double %4, %3
  %6 = fmul fast double %5, %5
  %7 = fptrunc double %6 to float
  %8 = tail call fast float @llvm.sin.f32(float %0)
  %9 = tail call fast float @llvm.exp.f32(float %1)
  %10 = fmul fast float %9, %8
  %11 = tail call fast float @llvm.maxnum.f32(float %0, float %1)
  %12 = fadd fast float %10, %11
  %13 = fadd fast float %12, %7
  ret float %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local nofpclass(nan inf) double @branches(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) local_unnamed_addr #3 {
  %3 = fcmp fast ogt double %0, %1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = fmul fast double %0, %0
  %6 = fsub fast double %5, %1
  br label %16

7:                                                ; preds = %2
  %8 = fcmp fast ogt double %0, 0.000000e+00
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = tail call fast double @llvm.sin.f64(double %0)
  %11 = fmul fast double %10, %1
  br label %16

12:                                               ; preds = %7
  %13 = tail call fast double @llvm.minnum.f64(double %0, double %1)
  %14 = tail call fast double @llvm.exp.f64(double %1)
  %15 = fadd fast double %13, %14
  br label %16

16:                                               ; preds = %9, %12, %4
  %17 = phi nsz double [ %6, %4 ], [ %11, %9 ], [ %15, %12 ]
  %18 = fcmp fast olt double %0, 5.000000e-01
  %19 = select fast i1 %18, double 2.000000e+00, double %0
  %20 = fmul fast double %17, %19
  ret double %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local nofpclass(nan inf) double @loop(double noundef nofpclass(nan inf) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %35

9:                                                ; preds = %35, %4
  %10 = phi double [ poison, %4 ], [ %67, %35 ]
  %11 = phi double [ poison, %4 ], [ %71, %35 ]
  %12 = phi i32 [ 0, %4 ], [ %68, %35 ]
  %13 = phi double [ 1.000000e+00, %4 ], [ %67, %35 ]
  %14 = phi double [ %0, %4 ], [ %71, %35 ]
  %15 = icmp eq i32 %5, 0
  br i1 %15, label %31, label %16

16:                                               ; preds = %9, %16
  %17 = phi i32 [ %25, %16 ], [ %12, %9 ]
  %18 = phi double [ %24, %16 ], [ %13, %9 ]
  %19 = phi double [ %28, %16 ], [ %14, %9 ]
  %20 = phi i32 [ %29, %16 ], [ 0, %9 ]
  %21 = tail call fast double @llvm.sin.f64(double %19)
  %22 = fmul fast double %21, 1.000000e-01
  %23 = fadd fast double %22, 1.000000e+00
  %24 = fmul fast double %23, %18
  %25 = add nuw nsw i32 %17, 1
  %26 = uitofp nneg i32 %25 to double
  %27 = fdiv fast double %24, %26
  %28 = fadd fast double %27, %19
  %29 = add i32 %20, 1
  %30 = icmp eq i32 %29, %5
  br i1 %30, label %31, label %16, !llvm.loop !5

31:                                               ; preds = %9, %16, %2
  %32 = phi double [ %0, %2 ], [ %11, %9 ], [ %28, %16 ]
  %33 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %24, %16 ]
  %34 = fmul fast double %33, %32
  ret double %34

35:                                               ; preds = %35, %7
  %36 = phi i32 [ 0, %7 ], [ %68, %35 ]
  %37 = phi double [ 1.000000e+00, %7 ], [ %67, %35 ]
  %38 = phi double [ %0, %7 ], [ %71, %35 ]
  %39 = phi i32 [ 0, %7 ], [ %72, %35 ]
  %40 = tail call fast double @llvm.sin.f64(double %38)
  %41 = fmul fast double %40, 1.000000e-01
  %42 = fadd fast double %41, 1.000000e+00
  %43 = fmul fast double %42, %37
  %44 = or disjoint i32 %36, 1
  %45 = uitofp nneg i32 %44 to double
  %46 = fdiv fast double %43, %45
  %47 = fadd fast double %46, %38
  %48 = tail call fast double @llvm.sin.f64(double %47)
  %49 = fmul fast double %48, 1.000000e-01
  %50 = fadd fast double %49, 1.000000e+00
  %51 = fmul fast double %50, %43
  %52 = or disjoint i32 %36, 2
  %53 = uitofp nneg i32 %52 to double
  %54 = fdiv fast double %51, %53
  %55 = fadd fast double %54, %47
  %56 = tail call fast double @llvm.sin.f64(double %55)
  %57 = fmul fast double %56, 1.000000e-01
  %58 = fadd fast double %57, 1.000000e+00
  %59 = fmul fast double %58, %51
  %60 = or disjoint i32 %36, 3
  %61 = uitofp nneg i32 %60 to double
  %62 = fdiv fast double %59, %61
  %63 = fadd fast double %62, %55
  %64 = tail call fast double @llvm.sin.f64(double %63)
  %65 = fmul fast double %64, 1.000000e-01
  %66 = fadd fast double %65, 1.000000e+00
  %67 = fmul fast double %66, %59
  %68 = add nuw nsw i32 %36, 4
  %69 = uitofp nneg i32 %68 to double
  %70 = fdiv fast double %67, %69
  %71 = fadd fast double %70, %63
  %72 = add i32 %39, 4
  %73 = icmp eq i32 %72, %8
  br i1 %73, label %9, label %35, !llvm.loop !7
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local nofpclass(nan inf) double @whileloop(double noundef nofpclass(nan inf) %0) local_unnamed_addr #4 {
  %2 = fcmp fast olt double %0, 1.000000e+02
  br i1 %2, label %3, label %13

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %5 = phi double [ %8, %3 ], [ %0, %1 ]
  %6 = fmul fast double %5, 1.500000e+00
  %7 = tail call fast double @llvm.cos.f64(double %5)
  %8 = fadd fast double %6, %7
  %9 = add nuw nsw i32 %4, 1
  %10 = fcmp fast olt double %8, 1.000000e+02
  %11 = icmp ult i32 %4, 49
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %3, label %13, !llvm.loop !9

13:                                               ; preds = %3, %1
  %14 = phi double [ %0, %1 ], [ %8, %3 ]
  ret double %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local nofpclass(nan inf) double @nested(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %58

5:                                                ; preds = %3
  %6 = fmul fast double %1, %0
  %7 = insertelement <4 x double> poison, double %6, i64 0
  %8 = shufflevector <4 x double> %7, <4 x double> poison, <4 x i32> zeroinitializer
  %9 = insertelement <4 x double> poison, double %1, i64 0
  %10 = shufflevector <4 x double> %9, <4 x double> poison, <4 x i32> zeroinitializer
  br label %11

11:                                               ; preds = %5, %60
  %12 = phi i32 [ 1, %5 ], [ %62, %60 ]
  %13 = phi i32 [ 0, %5 ], [ %17, %60 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %61, %60 ]
  %15 = uitofp nneg i32 %13 to double
  %16 = fmul fast double %15, %0
  %17 = add nuw nsw i32 %13, 1
  %18 = icmp ult i32 %12, 8
  br i1 %18, label %19, label %22

19:                                               ; preds = %54, %11
  %20 = phi i32 [ 0, %11 ], [ %23, %54 ]
  %21 = phi double [ %14, %11 ], [ %56, %54 ]
  br label %64

22:                                               ; preds = %11
  %23 = and i32 %12, -8
  %24 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %14, i64 0
  %25 = insertelement <4 x i32> poison, i32 %17, i64 0
  %26 = shufflevector <4 x i32> %25, <4 x i32> poison, <4 x i32> zeroinitializer
  %27 = insertelement <4 x double> poison, double %16, i64 0
  %28 = shufflevector <4 x double> %27, <4 x double> poison, <4 x i32> zeroinitializer
  br label %29

29:                                               ; preds = %29, %22
  %30 = phi i32 [ 0, %22 ], [ %51, %29 ]
  %31 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %22 ], [ %52, %29 ]
  %32 = phi <4 x double> [ %24, %22 ], [ %49, %29 ]
  %33 = phi <4 x double> [ zeroinitializer, %22 ], [ %50, %29 ]
  %34 = add <4 x i32> %31, <i32 4, i32 4, i32 4, i32 4>
  %35 = uitofp <4 x i32> %31 to <4 x double>
  %36 = uitofp <4 x i32> %34 to <4 x double>
  %37 = add nuw <4 x i32> %31, %26
  %38 = add nuw <4 x i32> %34, %26
  %39 = uitofp <4 x i32> %37 to <4 x double>
  %40 = uitofp <4 x i32> %38 to <4 x double>
  %41 = fdiv fast <4 x double> %8, %39
  %42 = fdiv fast <4 x double> %8, %40
  %43 = fadd fast <4 x double> %32, %28
  %44 = fadd fast <4 x double> %33, %28
  %45 = fmul fast <4 x double> %10, %35
  %46 = fmul fast <4 x double> %10, %36
  %47 = fsub fast <4 x double> %43, %45
  %48 = fsub fast <4 x double> %44, %46
  %49 = fadd fast <4 x double> %47, %41
  %50 = fadd fast <4 x double> %48, %42
  %51 = add nuw i32 %30, 8
  %52 = add <4 x i32> %31, <i32 8, i32 8, i32 8, i32 8>
  %53 = icmp eq i32 %51, %23
  br i1 %53, label %54, label %29, !llvm.loop !10

54:                                               ; preds = %29
  %55 = fadd fast <4 x double> %50, %49
  %56 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %55)
  %57 = icmp eq i32 %12, %23
  br i1 %57, label %60, label %19

58:                                               ; preds = %60, %3
  %59 = phi double [ 0.000000e+00, %3 ], [ %61, %60 ]
  ret double %59

60:                                               ; preds = %64, %54
  %61 = phi double [ %56, %54 ], [ %74, %64 ]
  %62 = add nuw i32 %12, 1
  %63 = icmp eq i32 %17, %2
  br i1 %63, label %58, label %11, !llvm.loop !13

64:                                               ; preds = %19, %64
  %65 = phi i32 [ %75, %64 ], [ %20, %19 ]
  %66 = phi double [ %74, %64 ], [ %21, %19 ]
  %67 = uitofp nneg i32 %65 to double
  %68 = add nuw i32 %65, %17
  %69 = uitofp i32 %68 to double
  %70 = fdiv fast double %6, %69
  %71 = fadd fast double %66, %16
  %72 = fmul fast double %67, %1
  %73 = fsub fast double %71, %72
  %74 = fadd fast double %73, %70
  %75 = add nuw nsw i32 %65, 1
  %76 = icmp eq i32 %75, %12
  br i1 %76, label %60, label %64, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local nofpclass(nan inf) double @vsum(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %67

5:                                                ; preds = %3
  %6 = icmp ult i32 %2, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %61, %5
  %8 = phi i32 [ 0, %5 ], [ %11, %61 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %65, %61 ]
  br label %69

10:                                               ; preds = %5
  %11 = and i32 %2, 2147483632
  %12 = insertelement <4 x double> poison, double %0, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = insertelement <4 x double> poison, double %1, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %10
  %17 = phi i32 [ 0, %10 ], [ %58, %16 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %59, %16 ]
  %19 = phi <4 x double> [ zeroinitializer, %10 ], [ %54, %16 ]
  %20 = phi <4 x double> [ zeroinitializer, %10 ], [ %55, %16 ]
  %21 = phi <4 x double> [ zeroinitializer, %10 ], [ %56, %16 ]
  %22 = phi <4 x double> [ zeroinitializer, %10 ], [ %57, %16 ]
  %23 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %24 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %25 = add <4 x i32> %18, <i32 12, i32 12, i32 12, i32 12>
  %26 = uitofp <4 x i32> %18 to <4 x double>
  %27 = uitofp <4 x i32> %23 to <4 x double>
  %28 = uitofp <4 x i32> %24 to <4 x double>
  %29 = uitofp <4 x i32> %25 to <4 x double>
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, %27
  %32 = fmul fast <4 x double> %28, %28
  %33 = fmul fast <4 x double> %29, %29
  %34 = fmul fast <4 x double> %30, %13
  %35 = fmul fast <4 x double> %31, %13
  %36 = fmul fast <4 x double> %32, %13
  %37 = fmul fast <4 x double> %33, %13
  %38 = add nuw nsw <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %39 = add <4 x i32> %18, <i32 5, i32 5, i32 5, i32 5>
  %40 = add <4 x i32> %18, <i32 9, i32 9, i32 9, i32 9>
  %41 = add <4 x i32> %18, <i32 13, i32 13, i32 13, i32 13>
  %42 = uitofp <4 x i32> %38 to <4 x double>
  %43 = uitofp <4 x i32> %39 to <4 x double>
  %44 = uitofp <4 x i32> %40 to <4 x double>
  %45 = uitofp <4 x i32> %41 to <4 x double>
  %46 = fdiv fast <4 x double> %15, %42
  %47 = fdiv fast <4 x double> %15, %43
  %48 = fdiv fast <4 x double> %15, %44
  %49 = fdiv fast <4 x double> %15, %45
  %50 = fadd fast <4 x double> %46, %19
  %51 = fadd fast <4 x double> %47, %20
  %52 = fadd fast <4 x double> %48, %21
  %53 = fadd fast <4 x double> %49, %22
  %54 = fadd fast <4 x double> %50, %34
  %55 = fadd fast <4 x double> %51, %35
  %56 = fadd fast <4 x double> %52, %36
  %57 = fadd fast <4 x double> %53, %37
  %58 = add nuw i32 %17, 16
  %59 = add <4 x i32> %18, <i32 16, i32 16, i32 16, i32 16>
  %60 = icmp eq i32 %58, %11
  br i1 %60, label %61, label %16, !llvm.loop !15

61:                                               ; preds = %16
  %62 = fadd fast <4 x double> %55, %54
  %63 = fadd fast <4 x double> %56, %62
  %64 = fadd fast <4 x double> %57, %63
  %65 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %64)
  %66 = icmp eq i32 %11, %2
  br i1 %66, label %67, label %7

67:                                               ; preds = %69, %61, %3
  %68 = phi double [ 0.000000e+00, %3 ], [ %65, %61 ], [ %79, %69 ]
  ret double %68

69:                                               ; preds = %7, %69
  %70 = phi i32 [ %75, %69 ], [ %8, %7 ]
  %71 = phi double [ %79, %69 ], [ %9, %7 ]
  %72 = uitofp nneg i32 %70 to double
  %73 = fmul fast double %72, %72
  %74 = fmul fast double %73, %0
  %75 = add nuw nsw i32 %70, 1
  %76 = uitofp nneg i32 %75 to double
  %77 = fdiv fast double %1, %76
  %78 = fadd fast double %77, %71
  %79 = fadd fast double %78, %74
  %80 = icmp eq i32 %75, %2
  br i1 %80, label %67, label %69, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local nofpclass(nan inf) double @vprod(double noundef nofpclass(nan inf) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %49

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %43, %4
  %7 = phi i32 [ 0, %4 ], [ %10, %43 ]
  %8 = phi double [ 1.000000e+00, %4 ], [ %47, %43 ]
  br label %51

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %40, %13 ]
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %41, %13 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %36, %13 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %37, %13 ]
  %18 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %38, %13 ]
  %19 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %39, %13 ]
  %20 = add nuw <4 x i32> %15, <i32 100, i32 100, i32 100, i32 100>
  %21 = add <4 x i32> %15, <i32 104, i32 104, i32 104, i32 104>
  %22 = add <4 x i32> %15, <i32 108, i32 108, i32 108, i32 108>
  %23 = add <4 x i32> %15, <i32 112, i32 112, i32 112, i32 112>
  %24 = uitofp <4 x i32> %20 to <4 x double>
  %25 = uitofp <4 x i32> %21 to <4 x double>
  %26 = uitofp <4 x i32> %22 to <4 x double>
  %27 = uitofp <4 x i32> %23 to <4 x double>
  %28 = fdiv fast <4 x double> %12, %24
  %29 = fdiv fast <4 x double> %12, %25
  %30 = fdiv fast <4 x double> %12, %26
  %31 = fdiv fast <4 x double> %12, %27
  %32 = fadd fast <4 x double> %28, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %33 = fadd fast <4 x double> %29, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %34 = fadd fast <4 x double> %30, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %35 = fadd fast <4 x double> %31, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %36 = fmul fast <4 x double> %32, %16
  %37 = fmul fast <4 x double> %33, %17
  %38 = fmul fast <4 x double> %34, %18
  %39 = fmul fast <4 x double> %35, %19
  %40 = add nuw i32 %14, 16
  %41 = add <4 x i32> %15, <i32 16, i32 16, i32 16, i32 16>
  %42 = icmp eq i32 %40, %10
  br i1 %42, label %43, label %13, !llvm.loop !17

43:                                               ; preds = %13
  %44 = fmul fast <4 x double> %37, %36
  %45 = fmul fast <4 x double> %38, %44
  %46 = fmul fast <4 x double> %39, %45
  %47 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %46)
  %48 = icmp eq i32 %10, %1
  br i1 %48, label %49, label %6

49:                                               ; preds = %51, %43, %2
  %50 = phi double [ 1.000000e+00, %2 ], [ %47, %43 ], [ %58, %51 ]
  ret double %50

51:                                               ; preds = %6, %51
  %52 = phi i32 [ %59, %51 ], [ %7, %6 ]
  %53 = phi double [ %58, %51 ], [ %8, %6 ]
  %54 = add nuw i32 %52, 100
  %55 = uitofp i32 %54 to double
  %56 = fdiv fast double %0, %55
  %57 = fadd fast double %56, 1.000000e+00
  %58 = fmul fast double %57, %53
  %59 = add nuw nsw i32 %52, 1
  %60 = icmp eq i32 %59, %1
  br i1 %60, label %49, label %51, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local nofpclass(nan inf) double @vmax(double noundef nofpclass(nan inf) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %56

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %50, %4
  %7 = phi double [ -1.000000e+03, %4 ], [ %54, %50 ]
  %8 = phi i32 [ 0, %4 ], [ %10, %50 ]
  br label %58

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %47, %13 ]
  %15 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %43, %13 ]
  %16 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %44, %13 ]
  %17 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %45, %13 ]
  %18 = phi <4 x double> [ <double -1.000000e+03, double -1.000000e+03, double -1.000000e+03, double -1.000000e+03>, %9 ], [ %46, %13 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %48, %13 ]
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %21 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %22 = add <4 x i32> %19, <i32 12, i32 12, i32 12, i32 12>
  %23 = uitofp <4 x i32> %19 to <4 x double>
  %24 = uitofp <4 x i32> %20 to <4 x double>
  %25 = uitofp <4 x i32> %21 to <4 x double>
  %26 = uitofp <4 x i32> %22 to <4 x double>
  %27 = fmul fast <4 x double> %12, %23
  %28 = fmul fast <4 x double> %12, %24
  %29 = fmul fast <4 x double> %12, %25
  %30 = fmul fast <4 x double> %12, %26
  %31 = fmul fast <4 x double> %23, %23
  %32 = fmul fast <4 x double> %24, %24
  %33 = fmul fast <4 x double> %25, %25
  %34 = fmul fast <4 x double> %26, %26
  %35 = fmul fast <4 x double> %31, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %36 = fmul fast <4 x double> %32, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %37 = fmul fast <4 x double> %33, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %38 = fmul fast <4 x double> %34, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %39 = fsub fast <4 x double> %27, %35
  %40 = fsub fast <4 x double> %28, %36
  %41 = fsub fast <4 x double> %29, %37
  %42 = fsub fast <4 x double> %30, %38
  %43 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %15, <4 x double> %39)
  %44 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %16, <4 x double> %40)
  %45 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %17, <4 x double> %41)
  %46 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %18, <4 x double> %42)
  %47 = add nuw i32 %14, 16
  %48 = add <4 x i32> %19, <i32 16, i32 16, i32 16, i32 16>
  %49 = icmp eq i32 %47, %10
  br i1 %49, label %50, label %13, !llvm.loop !19

50:                                               ; preds = %13
  %51 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %43, <4 x double> %44)
  %52 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %51, <4 x double> %45)
  %53 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %52, <4 x double> %46)
  %54 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %53)
  %55 = icmp eq i32 %10, %1
  br i1 %55, label %56, label %6

56:                                               ; preds = %58, %50, %2
  %57 = phi double [ -1.000000e+03, %2 ], [ %54, %50 ], [ %66, %58 ]
  ret double %57

58:                                               ; preds = %6, %58
  %59 = phi double [ %66, %58 ], [ %7, %6 ]
  %60 = phi i32 [ %67, %58 ], [ %8, %6 ]
  %61 = uitofp nneg i32 %60 to double
  %62 = fmul fast double %61, %0
  %63 = fmul fast double %61, %61
  %64 = fmul fast double %63, 1.000000e-02
  %65 = fsub fast double %62, %64
  %66 = tail call fast double @llvm.maxnum.f64(double %59, double %65)
  %67 = add nuw nsw i32 %60, 1
  %68 = icmp eq i32 %67, %1
  br i1 %68, label %56, label %58, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8, !12, !11}
!15 = distinct !{!15, !8, !11, !12}
!16 = distinct !{!16, !8, !12, !11}
!17 = distinct !{!17, !8, !11, !12}
!18 = distinct !{!18, !8, !12, !11}
!19 = distinct !{!19, !8, !11, !12}
!20 = distinct !{!20, !8, !12, !11}
