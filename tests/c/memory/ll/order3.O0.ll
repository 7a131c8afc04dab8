; ModuleID = 'order3.c'
source_filename = "order3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 4.000000e-01, double 1.230000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"order1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"order2\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"order3\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 24, i1 false)
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %31, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %34

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %10
  %12 = load double, ptr %11, align 8
  store double %12, ptr %4, align 8
  %13 = load i32, ptr %3, align 4
  %14 = load double, ptr %4, align 8
  %15 = call double @d1(double noundef %14)
  %16 = load double, ptr %4, align 8
  %17 = call double @exact(double noundef %16, i32 noundef 1)
  %18 = call i32 @check(ptr noundef @.str, i32 noundef %13, double noundef %15, double noundef %17, double noundef 0x3D719799812DEA11)
  %19 = load i32, ptr %3, align 4
  %20 = load double, ptr %4, align 8
  %21 = call double @d2(double noundef %20)
  %22 = load double, ptr %4, align 8
  %23 = call double @exact(double noundef %22, i32 noundef 2)
  %24 = call i32 @check(ptr noundef @.str.1, i32 noundef %19, double noundef %21, double noundef %23, double noundef 0x3D719799812DEA11)
  %25 = load i32, ptr %3, align 4
  %26 = load double, ptr %4, align 8
  %27 = call double @d3(double noundef %26)
  %28 = load double, ptr %4, align 8
  %29 = call double @exact(double noundef %28, i32 noundef 3)
  %30 = call i32 @check(ptr noundef @.str.2, i32 noundef %25, double noundef %27, double noundef %29, double noundef 0x3D719799812DEA11)
  br label %31

31:                                               ; preds = %8
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %5, !llvm.loop !6

34:                                               ; preds = %5
  %35 = call i32 @finish(ptr noundef @.str.2)
  ret i32 %35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %13 = load double, ptr %9, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = fcmp ogt double %14, 1.000000e+00
  br i1 %15, label %16, label %19

16:                                               ; preds = %5
  %17 = load double, ptr %9, align 8
  %18 = call double @llvm.fabs.f64(double %17)
  br label %20

19:                                               ; preds = %5
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi double [ %18, %16 ], [ 1.000000e+00, %19 ]
  store double %21, ptr %11, align 8
  %22 = load double, ptr %8, align 8
  %23 = call i32 @finite_bits(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call i32 @finite_bits(double noundef %26)
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load double, ptr %8, align 8
  %31 = load double, ptr %9, align 8
  %32 = fsub double %30, %31
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = load double, ptr %10, align 8
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  %37 = fcmp ole double %33, %36
  br label %38

38:                                               ; preds = %29, %25, %20
  %39 = phi i1 [ false, %25 ], [ false, %20 ], [ %37, %29 ]
  %40 = zext i1 %39 to i32
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %7, align 4
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.4, ptr @.str.5
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  %56 = load i32, ptr %12, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d1(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @__enzyme_autodiff(ptr noundef @series, double noundef %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @exact(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i64 1, ptr %6, align 8
  br label %9

9:                                                ; preds = %56, %2
  %10 = load i64, ptr %6, align 8
  %11 = icmp sle i64 %10, 9
  br i1 %11, label %12, label %59

12:                                               ; preds = %9
  %13 = load i64, ptr %6, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = icmp slt i64 %13, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %12
  br label %56

18:                                               ; preds = %12
  %19 = load i64, ptr %6, align 8
  %20 = srem i64 %19, 4
  %21 = icmp eq i64 %20, 1
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, double 1.000000e+00, double -1.000000e+00
  %24 = load i64, ptr %6, align 8
  %25 = call i64 @fact(i64 noundef %24)
  %26 = sitofp i64 %25 to double
  %27 = fdiv double %23, %26
  store double %27, ptr %7, align 8
  %28 = load i64, ptr %6, align 8
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = sub nsw i64 %28, %30
  %32 = add nsw i64 %31, 1
  store i64 %32, ptr %8, align 8
  br label %33

33:                                               ; preds = %42, %18
  %34 = load i64, ptr %8, align 8
  %35 = load i64, ptr %6, align 8
  %36 = icmp sle i64 %34, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %33
  %38 = load i64, ptr %8, align 8
  %39 = sitofp i64 %38 to double
  %40 = load double, ptr %7, align 8
  %41 = fmul double %40, %39
  store double %41, ptr %7, align 8
  br label %42

42:                                               ; preds = %37
  %43 = load i64, ptr %8, align 8
  %44 = add nsw i64 %43, 1
  store i64 %44, ptr %8, align 8
  br label %33, !llvm.loop !8

45:                                               ; preds = %33
  %46 = load double, ptr %7, align 8
  %47 = load double, ptr %3, align 8
  %48 = load i64, ptr %6, align 8
  %49 = load i32, ptr %4, align 4
  %50 = sext i32 %49 to i64
  %51 = sub nsw i64 %48, %50
  %52 = sitofp i64 %51 to double
  %53 = call double @pow(double noundef %47, double noundef %52) #5
  %54 = load double, ptr %5, align 8
  %55 = call double @llvm.fmuladd.f64(double %46, double %53, double %54)
  store double %55, ptr %5, align 8
  br label %56

56:                                               ; preds = %45, %17
  %57 = load i64, ptr %6, align 8
  %58 = add nsw i64 %57, 2
  store i64 %58, ptr %6, align 8
  br label %9, !llvm.loop !9

59:                                               ; preds = %9
  %60 = load double, ptr %5, align 8
  ret double %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @__enzyme_autodiff(ptr noundef @d1, double noundef %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d3(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @__enzyme_autodiff(ptr noundef @d2, double noundef %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finite_bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  store volatile double %6, ptr %3, align 8
  %7 = load volatile double, ptr %3, align 8
  store double %7, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false)
  %8 = load i64, ptr %5, align 8
  %9 = lshr i64 %8, 52
  %10 = and i64 %9, 2047
  %11 = icmp ne i64 %10, 2047
  %12 = zext i1 %11 to i32
  ret i32 %12
}

declare i32 @printf(ptr noundef, ...) #3

declare double @__enzyme_autodiff(ptr noundef, double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @series(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store double %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %5

5:                                                ; preds = %29, %1
  %6 = load i64, ptr %4, align 8
  %7 = icmp sle i64 %6, 9
  br i1 %7, label %8, label %32

8:                                                ; preds = %5
  %9 = load i64, ptr %4, align 8
  %10 = srem i64 %9, 2
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %8
  br label %29

13:                                               ; preds = %8
  %14 = load double, ptr %2, align 8
  %15 = load i64, ptr %4, align 8
  %16 = sitofp i64 %15 to double
  %17 = call double @pow(double noundef %14, double noundef %16) #5
  %18 = load i64, ptr %4, align 8
  %19 = call i64 @fact(i64 noundef %18)
  %20 = sitofp i64 %19 to double
  %21 = fdiv double %17, %20
  %22 = load i64, ptr %4, align 8
  %23 = srem i64 %22, 4
  %24 = icmp eq i64 %23, 1
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, double 1.000000e+00, double -1.000000e+00
  %27 = load double, ptr %3, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %26, double %27)
  store double %28, ptr %3, align 8
  br label %29

29:                                               ; preds = %13, %12
  %30 = load i64, ptr %4, align 8
  %31 = add nsw i64 %30, 1
  store i64 %31, ptr %4, align 8
  br label %5, !llvm.loop !10

32:                                               ; preds = %5
  %33 = load double, ptr %3, align 8
  ret double %33
}

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fact(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp sle i64 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load i64, ptr %2, align 8
  %8 = load i64, ptr %2, align 8
  %9 = sub nsw i64 %8, 1
  %10 = call i64 @fact(i64 noundef %9)
  %11 = mul nsw i64 %7, %10
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i64 [ 1, %5 ], [ %11, %6 ]
  ret i64 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
