; ModuleID = 'allocret.c'
source_filename = "allocret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D2 = type { double, double }
%struct.S = type { double, ptr }

@main.xs = internal constant [4 x double] [double -1.100000e+00, double 3.500000e-01, double 0x3FE6666666666666, double 2.000000e+00], align 16
@.str = private unnamed_addr constant [14 x i8] c"viastruct.rev\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"viastruct.fwd\00", align 1
@n_g = internal global i32 5, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"viaarray.rev.dx\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"viaarray.rev.dy\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"viaarray.fwd.dx\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"allocret\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.D2, align 8
  %7 = alloca %struct.D2, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %77, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %80

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %13
  %15 = load double, ptr %14, align 8
  store double %15, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %16

16:                                               ; preds = %37, %11
  %17 = load i32, ptr %4, align 4
  %18 = icmp sle i32 %17, 4
  br i1 %18, label %19, label %40

19:                                               ; preds = %16
  %20 = load double, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = call double @step1(ptr noundef @viastruct, double noundef %20, i32 noundef %21)
  store double %22, ptr %5, align 8
  %23 = load i32, ptr %2, align 4
  %24 = load double, ptr %3, align 8
  %25 = load i32, ptr @enzyme_const, align 4
  %26 = load i32, ptr %4, align 4
  %27 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @viastruct, double noundef %24, i32 noundef %25, i32 noundef %26)
  %28 = load double, ptr %5, align 8
  %29 = call i32 @check(ptr noundef @.str, i32 noundef %23, double noundef %27, double noundef %28, double noundef 0x3EB0C6F7A0B5ED8D)
  %30 = load i32, ptr %2, align 4
  %31 = load double, ptr %3, align 8
  %32 = load i32, ptr @enzyme_const, align 4
  %33 = load i32, ptr %4, align 4
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @viastruct, double noundef %31, double noundef 1.000000e+00, i32 noundef %32, i32 noundef %33)
  %35 = load double, ptr %5, align 8
  %36 = call i32 @check(ptr noundef @.str.1, i32 noundef %30, double noundef %34, double noundef %35, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %37

37:                                               ; preds = %19
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 3
  store i32 %39, ptr %4, align 4
  br label %16, !llvm.loop !6

40:                                               ; preds = %16
  %41 = load double, ptr %3, align 8
  %42 = load i32, ptr @enzyme_const, align 4
  %43 = load i32, ptr @n_g, align 4
  %44 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @viaarray, double noundef %41, double noundef 4.000000e-01, i32 noundef %42, i32 noundef %43)
  %45 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %46 = extractvalue { double, double } %44, 0
  store double %46, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %48 = extractvalue { double, double } %44, 1
  store double %48, ptr %47, align 8
  %49 = load i32, ptr %2, align 4
  %50 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = load double, ptr %3, align 8
  %53 = call double @step1(ptr noundef @va_x, double noundef %52, i32 noundef 0)
  %54 = call i32 @check(ptr noundef @.str.2, i32 noundef %49, double noundef %51, double noundef %53, double noundef 0x3EB0C6F7A0B5ED8D)
  %55 = load double, ptr %3, align 8
  %56 = load i32, ptr @enzyme_const, align 4
  %57 = load i32, ptr @n_g, align 4
  %58 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @viaarray, double noundef 8.000000e-01, double noundef %55, i32 noundef %56, i32 noundef %57)
  %59 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %60 = extractvalue { double, double } %58, 0
  store double %60, ptr %59, align 8
  %61 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %62 = extractvalue { double, double } %58, 1
  store double %62, ptr %61, align 8
  %63 = load i32, ptr %2, align 4
  %64 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %65 = load double, ptr %64, align 8
  %66 = load double, ptr %3, align 8
  %67 = call double @step1(ptr noundef @va_y, double noundef %66, i32 noundef 0)
  %68 = call i32 @check(ptr noundef @.str.3, i32 noundef %63, double noundef %65, double noundef %67, double noundef 0x3EB0C6F7A0B5ED8D)
  %69 = load i32, ptr %2, align 4
  %70 = load double, ptr %3, align 8
  %71 = load i32, ptr @enzyme_const, align 4
  %72 = load i32, ptr @n_g, align 4
  %73 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @viaarray, double noundef %70, double noundef 1.000000e+00, double noundef 4.000000e-01, double noundef 0.000000e+00, i32 noundef %71, i32 noundef %72)
  %74 = load double, ptr %3, align 8
  %75 = call double @step1(ptr noundef @va_x, double noundef %74, i32 noundef 0)
  %76 = call i32 @check(ptr noundef @.str.4, i32 noundef %69, double noundef %73, double noundef %75, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %77

77:                                               ; preds = %40
  %78 = load i32, ptr %2, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %2, align 4
  br label %8, !llvm.loop !8

80:                                               ; preds = %8
  %81 = call i32 @finish(ptr noundef @.str.5)
  ret i32 %81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @step1(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load double, ptr %5, align 8
  %9 = call double @step(double noundef %8)
  store double %9, ptr %7, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %7, align 8
  %13 = fadd double %11, %12
  %14 = load i32, ptr %6, align 4
  %15 = call double %10(double noundef %13, i32 noundef %14)
  %16 = load ptr, ptr %4, align 8
  %17 = load double, ptr %5, align 8
  %18 = load double, ptr %7, align 8
  %19 = fsub double %17, %18
  %20 = load i32, ptr %6, align 4
  %21 = call double %16(double noundef %19, i32 noundef %20)
  %22 = fsub double %15, %21
  %23 = load double, ptr %7, align 8
  %24 = fmul double 2.000000e+00, %23
  %25 = fdiv double %22, %24
  ret double %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @viastruct(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load double, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = call ptr @make(double noundef %7, i32 noundef %8)
  store ptr %9, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fmul double %12, %15
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.S, ptr %17, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sub nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = sitofp i32 %24 to double
  %26 = fmul double %16, %25
  store double %26, ptr %6, align 8
  %27 = load ptr, ptr %5, align 8
  call void @drop(ptr noundef %27)
  %28 = load double, ptr %6, align 8
  ret double %28
}

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
  %48 = select i1 %46, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_autodiff(ptr noundef, ...) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @viaarray(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  %13 = call ptr @filled(double noundef %10, double noundef %11, i32 noundef %12)
  store ptr %13, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %36, %3
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %14
  %19 = load ptr, ptr %7, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %24, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = fmul double %23, %28
  %30 = load i32, ptr %9, align 4
  %31 = sitofp i32 %30 to double
  %32 = fmul double 3.000000e-01, %31
  %33 = call double @cos(double noundef %32) #6
  %34 = load double, ptr %8, align 8
  %35 = call double @llvm.fmuladd.f64(double %29, double %33, double %34)
  store double %35, ptr %8, align 8
  br label %36

36:                                               ; preds = %18
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %9, align 4
  br label %14, !llvm.loop !9

39:                                               ; preds = %14
  %40 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %40) #6
  %41 = load double, ptr %8, align 8
  ret double %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @va_x(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load double, ptr %3, align 8
  %7 = load i32, ptr @n_g, align 4
  %8 = call double @viaarray(double noundef %6, double noundef 4.000000e-01, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @va_y(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load double, ptr %3, align 8
  %7 = load i32, ptr @n_g, align 4
  %8 = call double @viaarray(double noundef 8.000000e-01, double noundef %6, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @step(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fabs.f64(double %3)
  %5 = fcmp ogt double %4, 1.000000e+00
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8
  %8 = call double @llvm.fabs.f64(double %7)
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %6
  %11 = phi double [ %8, %6 ], [ 1.000000e+00, %9 ]
  %12 = fmul double 0x3EB0C6F7A0B5ED8D, %11
  ret double %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noalias ptr @malloc(i64 noundef 16) #7
  store ptr %7, ptr %5, align 8
  %8 = load double, ptr %3, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.S, ptr %9, i32 0, i32 0
  store double %8, ptr %10, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 4
  %14 = call noalias ptr @malloc(i64 noundef %13) #7
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.S, ptr %15, i32 0, i32 1
  store ptr %14, ptr %16, align 8
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %30, %2
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %17
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.S, ptr %24, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  store i32 %23, ptr %29, align 4
  br label %30

30:                                               ; preds = %21
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %17, !llvm.loop !10

33:                                               ; preds = %17
  %34 = load ptr, ptr %5, align 8
  ret ptr %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @drop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %5) #6
  %6 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %6) #6
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

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

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @filled(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 8
  %12 = call noalias ptr @malloc(i64 noundef %11) #7
  store ptr %12, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %32, %3
  %14 = load i32, ptr %8, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %35

17:                                               ; preds = %13
  %18 = load double, ptr %4, align 8
  %19 = load i32, ptr %8, align 4
  %20 = add nsw i32 %19, 1
  %21 = sitofp i32 %20 to double
  %22 = load double, ptr %5, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sitofp i32 %23 to double
  %25 = fmul double %22, %24
  %26 = call double @sin(double noundef %25) #6
  %27 = call double @llvm.fmuladd.f64(double %18, double %21, double %26)
  %28 = load ptr, ptr %7, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  store double %27, ptr %31, align 8
  br label %32

32:                                               ; preds = %17
  %33 = load i32, ptr %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %8, align 4
  br label %13, !llvm.loop !11

35:                                               ; preds = %13
  %36 = load ptr, ptr %7, align 8
  ret ptr %36
}

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
