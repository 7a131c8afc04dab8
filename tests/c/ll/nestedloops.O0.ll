; ModuleID = 'nestedloops.c'
source_filename = "nestedloops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [4 x double] [double -5.500000e-01, double 1.500000e-01, double 8.000000e-01, double 1.450000e+00], align 16
@.str = private unnamed_addr constant [11 x i8] c"fixed_nest\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"three_level\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"data_nest\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"local_array\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"nestedloops\00", align 1
@n_fail = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %79, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %82

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %11
  %13 = load double, ptr %12, align 8
  store double %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = fcmp ogt double %15, 1.000000e+00
  br i1 %16, label %17, label %20

17:                                               ; preds = %9
  %18 = load double, ptr %3, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  br label %21

20:                                               ; preds = %9
  br label %21

21:                                               ; preds = %20, %17
  %22 = phi double [ %19, %17 ], [ 1.000000e+00, %20 ]
  %23 = fmul double 0x3EB0C6F7A0B5ED8D, %22
  store double %23, ptr %4, align 8
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %3, align 8
  %26 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fixed_nest, double noundef %25)
  %27 = load double, ptr %3, align 8
  %28 = call double @fd1(ptr noundef @fixed_nest, double noundef %27)
  call void @check(ptr noundef @.str, double noundef %24, double noundef %26, double noundef %28, double noundef 0x3EB0C6F7A0B5ED8D)
  %29 = load i32, ptr %2, align 4
  %30 = mul nsw i32 4, %29
  %31 = add nsw i32 3, %30
  store i32 %31, ptr %5, align 4
  %32 = load double, ptr %3, align 8
  %33 = load double, ptr %3, align 8
  %34 = load i32, ptr %5, align 4
  %35 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @triangle, double noundef %33, i32 noundef %34)
  %36 = load double, ptr %3, align 8
  %37 = load double, ptr %4, align 8
  %38 = fadd double %36, %37
  %39 = load i32, ptr %5, align 4
  %40 = call double @triangle(double noundef %38, i32 noundef %39)
  %41 = load double, ptr %3, align 8
  %42 = load double, ptr %4, align 8
  %43 = fsub double %41, %42
  %44 = load i32, ptr %5, align 4
  %45 = call double @triangle(double noundef %43, i32 noundef %44)
  %46 = fsub double %40, %45
  %47 = load double, ptr %4, align 8
  %48 = fmul double 2.000000e+00, %47
  %49 = fdiv double %46, %48
  call void @check(ptr noundef @.str.1, double noundef %32, double noundef %35, double noundef %49, double noundef 0x3EB0C6F7A0B5ED8D)
  %50 = load double, ptr %3, align 8
  %51 = load double, ptr %3, align 8
  %52 = load i32, ptr @enzyme_const, align 4
  %53 = load i32, ptr %5, align 4
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @three_level, double noundef %51, i32 noundef %52, i32 noundef %53)
  %55 = load double, ptr %3, align 8
  %56 = load double, ptr %4, align 8
  %57 = fadd double %55, %56
  %58 = load i32, ptr %5, align 4
  %59 = call double @three_level(double noundef %57, i32 noundef %58)
  %60 = load double, ptr %3, align 8
  %61 = load double, ptr %4, align 8
  %62 = fsub double %60, %61
  %63 = load i32, ptr %5, align 4
  %64 = call double @three_level(double noundef %62, i32 noundef %63)
  %65 = fsub double %59, %64
  %66 = load double, ptr %4, align 8
  %67 = fmul double 2.000000e+00, %66
  %68 = fdiv double %65, %67
  call void @check(ptr noundef @.str.2, double noundef %50, double noundef %54, double noundef %68, double noundef 0x3EB0C6F7A0B5ED8D)
  %69 = load double, ptr %3, align 8
  %70 = load double, ptr %3, align 8
  %71 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @data_nest, double noundef %70)
  %72 = load double, ptr %3, align 8
  %73 = call double @fd1(ptr noundef @data_nest, double noundef %72)
  call void @check(ptr noundef @.str.3, double noundef %69, double noundef %71, double noundef %73, double noundef 0x3EB0C6F7A0B5ED8D)
  %74 = load double, ptr %3, align 8
  %75 = load double, ptr %3, align 8
  %76 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @local_array, double noundef %75)
  %77 = load double, ptr %3, align 8
  %78 = call double @fd1(ptr noundef @local_array, double noundef %77)
  call void @check(ptr noundef @.str.4, double noundef %74, double noundef %76, double noundef %78, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %79

79:                                               ; preds = %21
  %80 = load i32, ptr %2, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %2, align 4
  br label %6, !llvm.loop !6

82:                                               ; preds = %6
  %83 = load i32, ptr @n_fail, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @.str.6, i32 noundef %83)
  %85 = load i32, ptr @n_fail, align 4
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, i32 1, i32 0
  ret i32 %88
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
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
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.8, ptr @.str.9
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fixed_nest(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %38, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %41

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %34, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %37

13:                                               ; preds = %10
  %14 = load double, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %15, 1
  %17 = sitofp i32 %16 to double
  %18 = fmul double %14, %17
  %19 = call double @sin(double noundef %18) #5
  %20 = load double, ptr %2, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sitofp i32 %21 to double
  %23 = fmul double %20, %22
  %24 = call double @cos(double noundef %23) #5
  %25 = fmul double %19, %24
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 1, %26
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %27, %28
  %30 = sitofp i32 %29 to double
  %31 = fdiv double %25, %30
  %32 = load double, ptr %3, align 8
  %33 = fadd double %32, %31
  store double %33, ptr %3, align 8
  br label %34

34:                                               ; preds = %13
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %10, !llvm.loop !8

37:                                               ; preds = %10
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %4, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %4, align 4
  br label %6, !llvm.loop !9

41:                                               ; preds = %6
  %42 = load double, ptr %3, align 8
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd1(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = fcmp ogt double %9, 1.000000e+00
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load double, ptr %4, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  br label %15

14:                                               ; preds = %2
  br label %15

15:                                               ; preds = %14, %11
  %16 = phi double [ %13, %11 ], [ 1.000000e+00, %14 ]
  %17 = fmul double 0x3EB0C6F7A0B5ED8D, %16
  store double %17, ptr %5, align 8
  %18 = load double, ptr %4, align 8
  %19 = load double, ptr %5, align 8
  %20 = fadd double %18, %19
  store double %20, ptr %6, align 8
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %5, align 8
  %23 = fsub double %21, %22
  store double %23, ptr %7, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load double, ptr %6, align 8
  %26 = call double %24(double noundef %25)
  %27 = load ptr, ptr %3, align 8
  %28 = load double, ptr %7, align 8
  %29 = call double %27(double noundef %28)
  %30 = fsub double %26, %29
  %31 = load double, ptr %6, align 8
  %32 = load double, ptr %7, align 8
  %33 = fsub double %31, %32
  %34 = fdiv double %30, %33
  ret double %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @triangle(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %41

12:                                               ; preds = %8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %34, %12
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %37

17:                                               ; preds = %13
  %18 = load double, ptr %3, align 8
  %19 = fmul double 1.000000e-02, %18
  %20 = load double, ptr %5, align 8
  %21 = load double, ptr %3, align 8
  %22 = fneg double %21
  %23 = load i32, ptr %7, align 4
  %24 = sitofp i32 %23 to double
  %25 = fmul double %22, %24
  %26 = call double @exp(double noundef %25) #5
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  %29 = sitofp i32 %28 to double
  %30 = fdiv double %26, %29
  %31 = call double @llvm.fmuladd.f64(double %19, double %20, double %30)
  %32 = load double, ptr %5, align 8
  %33 = fadd double %32, %31
  store double %33, ptr %5, align 8
  br label %34

34:                                               ; preds = %17
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %13, !llvm.loop !10

37:                                               ; preds = %13
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %8, !llvm.loop !11

41:                                               ; preds = %8
  %42 = load double, ptr %5, align 8
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @three_level(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %56, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %59

15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4
  %17 = mul nsw i32 %16, 7
  %18 = srem i32 %17, 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %52, %15
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %7, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %55

24:                                               ; preds = %20
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %43, %24
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp sle i32 %26, %27
  br i1 %28, label %29, label %46

29:                                               ; preds = %25
  %30 = load double, ptr %3, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sitofp i32 %31 to double
  %33 = fadd double 1.000000e+00, %32
  %34 = load i32, ptr %8, align 4
  %35 = sitofp i32 %34 to double
  %36 = fadd double %33, %35
  %37 = load i32, ptr %10, align 4
  %38 = sitofp i32 %37 to double
  %39 = fadd double %36, %38
  %40 = fdiv double %30, %39
  %41 = load double, ptr %9, align 8
  %42 = fadd double %41, %40
  store double %42, ptr %9, align 8
  br label %43

43:                                               ; preds = %29
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %10, align 4
  br label %25, !llvm.loop !12

46:                                               ; preds = %25
  %47 = load double, ptr %9, align 8
  %48 = call double @sin(double noundef %47) #5
  %49 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %48, double 1.000000e+00)
  %50 = load double, ptr %5, align 8
  %51 = fmul double %50, %49
  store double %51, ptr %5, align 8
  br label %52

52:                                               ; preds = %46
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  br label %20, !llvm.loop !13

55:                                               ; preds = %20
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %11, !llvm.loop !14

59:                                               ; preds = %11
  %60 = load double, ptr %5, align 8
  ret double %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @data_nest(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = fmul double 3.000000e+00, %9
  %11 = fptosi double %10 to i32
  %12 = add nsw i32 2, %11
  store i32 %12, ptr %3, align 4
  store double 0.000000e+00, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %13

13:                                               ; preds = %51, %1
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %3, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %54

17:                                               ; preds = %13
  store double 0.000000e+00, ptr %6, align 8
  %18 = load i32, ptr %5, align 4
  store i32 %18, ptr %7, align 4
  br label %19

19:                                               ; preds = %37, %17
  %20 = load i32, ptr %7, align 4
  %21 = load i32, ptr %5, align 4
  %22 = mul nsw i32 2, %21
  %23 = icmp slt i32 %20, %22
  br i1 %23, label %24, label %40

24:                                               ; preds = %19
  %25 = load double, ptr %2, align 8
  %26 = call double @pow(double noundef %25, double noundef 2.000000e+00) #5
  %27 = load i32, ptr %7, align 4
  %28 = sitofp i32 %27 to double
  %29 = fdiv double %26, %28
  %30 = load double, ptr %2, align 8
  %31 = load i32, ptr %5, align 4
  %32 = sitofp i32 %31 to double
  %33 = fneg double %30
  %34 = call double @llvm.fmuladd.f64(double %33, double %32, double %29)
  %35 = load double, ptr %6, align 8
  %36 = fadd double %35, %34
  store double %36, ptr %6, align 8
  br label %37

37:                                               ; preds = %24
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %19, !llvm.loop !15

40:                                               ; preds = %19
  %41 = load double, ptr %6, align 8
  %42 = load double, ptr %6, align 8
  %43 = fmul double %41, %42
  %44 = load i32, ptr %3, align 4
  %45 = load i32, ptr %3, align 4
  %46 = mul nsw i32 %44, %45
  %47 = sitofp i32 %46 to double
  %48 = fdiv double %43, %47
  %49 = load double, ptr %4, align 8
  %50 = fadd double %49, %48
  store double %50, ptr %4, align 8
  br label %51

51:                                               ; preds = %40
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %13, !llvm.loop !16

54:                                               ; preds = %13
  %55 = load double, ptr %4, align 8
  ret double %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @local_array(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [6 x [6 x double]], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %43, %1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %46

12:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %39, %12
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 6
  br i1 %15, label %16, label %42

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %5, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %16
  %21 = load double, ptr %2, align 8
  %22 = fadd double 2.000000e+00, %21
  br label %31

23:                                               ; preds = %16
  %24 = load double, ptr %2, align 8
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 1, %25
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %26, %27
  %29 = sitofp i32 %28 to double
  %30 = fdiv double %24, %29
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi double [ %22, %20 ], [ %30, %23 ]
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %34
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x double], ptr %35, i64 0, i64 %37
  store double %32, ptr %38, align 8
  br label %39

39:                                               ; preds = %31
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %13, !llvm.loop !17

42:                                               ; preds = %13
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %4, align 4
  br label %9, !llvm.loop !18

46:                                               ; preds = %9
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %47

47:                                               ; preds = %80, %46
  %48 = load i32, ptr %7, align 4
  %49 = icmp slt i32 %48, 6
  br i1 %49, label %50, label %83

50:                                               ; preds = %47
  store i32 0, ptr %8, align 4
  br label %51

51:                                               ; preds = %76, %50
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %7, align 4
  %54 = icmp sle i32 %52, %53
  br i1 %54, label %55, label %79

55:                                               ; preds = %51
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %57
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [6 x double], ptr %58, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %64
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x double], ptr %65, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fmul double %62, %69
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, 1
  %73 = sitofp i32 %72 to double
  %74 = load double, ptr %6, align 8
  %75 = call double @llvm.fmuladd.f64(double %70, double %73, double %74)
  store double %75, ptr %6, align 8
  br label %76

76:                                               ; preds = %55
  %77 = load i32, ptr %8, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %8, align 4
  br label %51, !llvm.loop !19

79:                                               ; preds = %51
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  br label %47, !llvm.loop !20

83:                                               ; preds = %47
  %84 = load double, ptr %6, align 8
  ret double %84
}

declare i32 @printf(ptr noundef, ...) #2

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
