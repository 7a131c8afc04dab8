; ModuleID = 'scalar.c'
source_filename = "scalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @expr1(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  %8 = call double @sin(double noundef %7) #4
  %9 = load double, ptr %3, align 8
  %10 = fneg double %9
  %11 = load double, ptr %3, align 8
  %12 = fmul double %10, %11
  %13 = call double @exp(double noundef %12) #4
  %14 = load double, ptr %4, align 8
  %15 = load double, ptr %4, align 8
  %16 = fmul double %14, %15
  %17 = call double @log1p(double noundef %16) #4
  %18 = call double @llvm.fmuladd.f64(double %13, double %17, double %8)
  %19 = load double, ptr %4, align 8
  %20 = load double, ptr %3, align 8
  %21 = call double @atan2(double noundef %19, double noundef %20) #4
  %22 = fadd double %18, %21
  %23 = load double, ptr %3, align 8
  %24 = call double @llvm.fabs.f64(double %23)
  %25 = fadd double %24, 1.000000e+00
  %26 = load double, ptr %4, align 8
  %27 = call double @pow(double noundef %25, double noundef %26) #4
  %28 = fadd double %22, %27
  ret double %28
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @log1p(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #1

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @expr2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9)
  %11 = call double @sqrt(double noundef %10) #4
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %4, align 8
  %14 = fsub double %12, %13
  %15 = call double @tanh(double noundef %14) #4
  %16 = load double, ptr %3, align 8
  %17 = fadd double %16, 3.000000e+00
  %18 = call double @cbrt(double noundef %17) #5
  %19 = load double, ptr %4, align 8
  %20 = call double @cosh(double noundef %19) #4
  %21 = fadd double 1.000000e+00, %20
  %22 = fdiv double %18, %21
  %23 = call double @llvm.fmuladd.f64(double %11, double %15, double %22)
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %4, align 8
  %26 = fmul double 2.000000e+00, %25
  %27 = call double @hypot(double noundef %24, double noundef %26) #4
  %28 = fadd double %23, %27
  ret double %28
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #3

; Function Attrs: nounwind
declare double @cosh(double noundef) #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @exprf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %6 = load float, ptr %3, align 4
  %7 = fpext float %6 to double
  %8 = load float, ptr %4, align 4
  %9 = fpext float %8 to double
  %10 = fmul double %7, %9
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %5, align 8
  %13 = fmul double %11, %12
  %14 = fptrunc double %13 to float
  %15 = load float, ptr %3, align 4
  %16 = call float @sinf(float noundef %15) #4
  %17 = load float, ptr %4, align 4
  %18 = call float @expf(float noundef %17) #4
  %19 = call float @llvm.fmuladd.f32(float %16, float %18, float %14)
  %20 = load float, ptr %3, align 4
  %21 = load float, ptr %4, align 4
  %22 = call float @llvm.maxnum.f32(float %20, float %21)
  %23 = fadd float %19, %22
  ret float %23
}

; Function Attrs: nounwind
declare float @sinf(float noundef) #1

; Function Attrs: nounwind
declare float @expf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @branches(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = fcmp ogt double %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = fneg double %12
  %14 = call double @llvm.fmuladd.f64(double %10, double %11, double %13)
  store double %14, ptr %5, align 8
  br label %31

15:                                               ; preds = %2
  %16 = load double, ptr %3, align 8
  %17 = fcmp ogt double %16, 0.000000e+00
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = load double, ptr %3, align 8
  %20 = call double @sin(double noundef %19) #4
  %21 = load double, ptr %4, align 8
  %22 = fmul double %20, %21
  store double %22, ptr %5, align 8
  br label %30

23:                                               ; preds = %15
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %4, align 8
  %26 = call double @llvm.minnum.f64(double %24, double %25)
  %27 = load double, ptr %4, align 8
  %28 = call double @exp(double noundef %27) #4
  %29 = fadd double %26, %28
  store double %29, ptr %5, align 8
  br label %30

30:                                               ; preds = %23, %18
  br label %31

31:                                               ; preds = %30, %9
  %32 = load double, ptr %5, align 8
  %33 = load double, ptr %3, align 8
  %34 = fcmp olt double %33, 5.000000e-01
  br i1 %34, label %35, label %36

35:                                               ; preds = %31
  br label %38

36:                                               ; preds = %31
  %37 = load double, ptr %3, align 8
  br label %38

38:                                               ; preds = %36, %35
  %39 = phi double [ 2.000000e+00, %35 ], [ %37, %36 ]
  %40 = fmul double %32, %39
  ret double %40
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @loop(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load double, ptr %3, align 8
  store double %8, ptr %5, align 8
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load double, ptr %6, align 8
  %15 = load double, ptr %5, align 8
  %16 = call double @sin(double noundef %15) #4
  %17 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %16, double 1.000000e+00)
  %18 = fmul double %14, %17
  store double %18, ptr %6, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %6, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sitofp i32 %21 to double
  %23 = fadd double %22, 1.000000e+00
  %24 = fdiv double %20, %23
  %25 = fadd double %19, %24
  store double %25, ptr %5, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %9, !llvm.loop !6

29:                                               ; preds = %9
  %30 = load double, ptr %5, align 8
  %31 = load double, ptr %6, align 8
  %32 = fmul double %30, %31
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @whileloop(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  store double %5, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %14, %1
  %7 = load double, ptr %3, align 8
  %8 = fcmp olt double %7, 1.000000e+02
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 50
  br label %12

12:                                               ; preds = %9, %6
  %13 = phi i1 [ false, %6 ], [ %11, %9 ]
  br i1 %13, label %14, label %21

14:                                               ; preds = %12
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %3, align 8
  %17 = call double @cos(double noundef %16) #4
  %18 = call double @llvm.fmuladd.f64(double %15, double 1.500000e+00, double %17)
  store double %18, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %6, !llvm.loop !8

21:                                               ; preds = %12
  %22 = load double, ptr %3, align 8
  ret double %22
}

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @nested(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %46, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %49

14:                                               ; preds = %10
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %42, %14
  %16 = load i32, ptr %9, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp sle i32 %16, %17
  br i1 %18, label %19, label %45

19:                                               ; preds = %15
  %20 = load double, ptr %4, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sitofp i32 %21 to double
  %23 = load double, ptr %5, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sitofp i32 %24 to double
  %26 = fmul double %23, %25
  %27 = fneg double %26
  %28 = call double @llvm.fmuladd.f64(double %20, double %22, double %27)
  %29 = load double, ptr %4, align 8
  %30 = load double, ptr %5, align 8
  %31 = fmul double %29, %30
  %32 = load i32, ptr %8, align 4
  %33 = sitofp i32 %32 to double
  %34 = fadd double 1.000000e+00, %33
  %35 = load i32, ptr %9, align 4
  %36 = sitofp i32 %35 to double
  %37 = fadd double %34, %36
  %38 = fdiv double %31, %37
  %39 = fadd double %28, %38
  %40 = load double, ptr %7, align 8
  %41 = fadd double %40, %39
  store double %41, ptr %7, align 8
  br label %42

42:                                               ; preds = %19
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %15, !llvm.loop !9

45:                                               ; preds = %15
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %8, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %8, align 4
  br label %10, !llvm.loop !10

49:                                               ; preds = %10
  %50 = load double, ptr %7, align 8
  ret double %50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vsum(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %28, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %9
  %14 = load double, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to double
  %17 = fmul double %14, %16
  %18 = load i32, ptr %8, align 4
  %19 = sitofp i32 %18 to double
  %20 = load double, ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sitofp i32 %21 to double
  %23 = fadd double %22, 1.000000e+00
  %24 = fdiv double %20, %23
  %25 = call double @llvm.fmuladd.f64(double %17, double %19, double %24)
  %26 = load double, ptr %7, align 8
  %27 = fadd double %26, %25
  store double %27, ptr %7, align 8
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  br label %9, !llvm.loop !11

31:                                               ; preds = %9
  %32 = load double, ptr %7, align 8
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vprod(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load double, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sitofp i32 %13 to double
  %15 = fadd double %14, 1.000000e+02
  %16 = fdiv double %12, %15
  %17 = fadd double 1.000000e+00, %16
  %18 = load double, ptr %5, align 8
  %19 = fmul double %18, %17
  store double %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !12

23:                                               ; preds = %7
  %24 = load double, ptr %5, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vmax(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double -1.000000e+03, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %33, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = load double, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to double
  %16 = load i32, ptr %6, align 4
  %17 = sitofp i32 %16 to double
  %18 = fmul double 1.000000e-02, %17
  %19 = load i32, ptr %6, align 4
  %20 = sitofp i32 %19 to double
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %13, double %15, double %22)
  store double %23, ptr %7, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %7, align 8
  %26 = fcmp ogt double %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %12
  %28 = load double, ptr %5, align 8
  br label %31

29:                                               ; preds = %12
  %30 = load double, ptr %7, align 8
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi double [ %28, %27 ], [ %30, %29 ]
  store double %32, ptr %5, align 8
  br label %33

33:                                               ; preds = %31
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %8, !llvm.loop !13

36:                                               ; preds = %8
  %37 = load double, ptr %5, align 8
  ret double %37
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
