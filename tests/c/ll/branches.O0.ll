; ModuleID = 'branches.c'
source_filename = "branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [10 x double] [double -2.300000e+00, double -1.400000e+00, double 0xBFE6666666666666, double 2.000000e-01, double 9.000000e-01, double 1.700000e+00, double 2.600000e+00, double 3.400000e+00, double 5.300000e+00, double 6.600000e+00], align 16
@.str = private unnamed_addr constant [6 x i8] c"chain\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"sw\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"multi_ret\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"loop_bc\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"search\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"branches\00", align 1
@n_fail = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %71, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %74

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [10 x double], ptr @main.xs, i64 0, i64 %11
  %13 = load double, ptr %12, align 8
  store double %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @chain, double noundef %15)
  %17 = load double, ptr %3, align 8
  %18 = call double @fd1(ptr noundef @chain, double noundef %17)
  call void @check(ptr noundef @.str, double noundef %14, double noundef %16, double noundef %18, double noundef 0x3EB0C6F7A0B5ED8D)
  %19 = load double, ptr %3, align 8
  %20 = load double, ptr %3, align 8
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sw, double noundef %20)
  %22 = load double, ptr %3, align 8
  %23 = call double @fd1(ptr noundef @sw, double noundef %22)
  call void @check(ptr noundef @.str.1, double noundef %19, double noundef %21, double noundef %23, double noundef 0x3EB0C6F7A0B5ED8D)
  %24 = load i32, ptr %2, align 4
  %25 = sitofp i32 %24 to double
  %26 = call double @llvm.fmuladd.f64(double -2.000000e-01, double %25, double 3.000000e-01)
  store double %26, ptr %4, align 8
  %27 = load double, ptr %3, align 8
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ogt double %28, 1.000000e+00
  br i1 %29, label %30, label %33

30:                                               ; preds = %9
  %31 = load double, ptr %3, align 8
  %32 = call double @llvm.fabs.f64(double %31)
  br label %34

33:                                               ; preds = %9
  br label %34

34:                                               ; preds = %33, %30
  %35 = phi double [ %32, %30 ], [ 1.000000e+00, %33 ]
  %36 = fmul double 0x3EB0C6F7A0B5ED8D, %35
  store double %36, ptr %5, align 8
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %3, align 8
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load double, ptr %4, align 8
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel, double noundef %38, i32 noundef %39, double noundef %40)
  %42 = load double, ptr %3, align 8
  %43 = load double, ptr %5, align 8
  %44 = fadd double %42, %43
  %45 = load double, ptr %4, align 8
  %46 = call double @sel(double noundef %44, double noundef %45)
  %47 = load double, ptr %3, align 8
  %48 = load double, ptr %5, align 8
  %49 = fsub double %47, %48
  %50 = load double, ptr %4, align 8
  %51 = call double @sel(double noundef %49, double noundef %50)
  %52 = fsub double %46, %51
  %53 = load double, ptr %5, align 8
  %54 = fmul double 2.000000e+00, %53
  %55 = fdiv double %52, %54
  call void @check(ptr noundef @.str.2, double noundef %37, double noundef %41, double noundef %55, double noundef 0x3EB0C6F7A0B5ED8D)
  %56 = load double, ptr %3, align 8
  %57 = load double, ptr %3, align 8
  %58 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @multi_ret, double noundef %57)
  %59 = load double, ptr %3, align 8
  %60 = call double @fd1(ptr noundef @multi_ret, double noundef %59)
  call void @check(ptr noundef @.str.3, double noundef %56, double noundef %58, double noundef %60, double noundef 0x3EB0C6F7A0B5ED8D)
  %61 = load double, ptr %3, align 8
  %62 = load double, ptr %3, align 8
  %63 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @loop_bc, double noundef %62)
  %64 = load double, ptr %3, align 8
  %65 = call double @fd1(ptr noundef @loop_bc, double noundef %64)
  call void @check(ptr noundef @.str.4, double noundef %61, double noundef %63, double noundef %65, double noundef 0x3EB0C6F7A0B5ED8D)
  %66 = load double, ptr %3, align 8
  %67 = load double, ptr %3, align 8
  %68 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @search, double noundef %67)
  %69 = load double, ptr %3, align 8
  %70 = call double @fd1(ptr noundef @search, double noundef %69)
  call void @check(ptr noundef @.str.5, double noundef %66, double noundef %68, double noundef %70, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %71

71:                                               ; preds = %34
  %72 = load i32, ptr %2, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %2, align 4
  br label %6, !llvm.loop !6

74:                                               ; preds = %6
  %75 = load i32, ptr @n_fail, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef @.str.7, i32 noundef %75)
  %77 = load i32, ptr @n_fail, align 4
  %78 = icmp ne i32 %77, 0
  %79 = zext i1 %78 to i64
  %80 = select i1 %78, i32 1, i32 0
  ret i32 %80
}

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
  %48 = select i1 %46, ptr @.str.9, ptr @.str.10
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @chain(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = fcmp olt double %5, -1.000000e+00
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load double, ptr %3, align 8
  %9 = fneg double %8
  %10 = load double, ptr %3, align 8
  %11 = call double @llvm.fmuladd.f64(double %9, double %10, double 3.000000e+00)
  store double %11, ptr %2, align 8
  br label %42

12:                                               ; preds = %1
  %13 = load double, ptr %3, align 8
  %14 = fcmp olt double %13, 5.000000e-01
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = load double, ptr %3, align 8
  %17 = fmul double 3.000000e+00, %16
  %18 = call double @sin(double noundef %17) #5
  store double %18, ptr %4, align 8
  br label %37

19:                                               ; preds = %12
  %20 = load double, ptr %3, align 8
  %21 = fcmp olt double %20, 2.000000e+00
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = load double, ptr %3, align 8
  %24 = load double, ptr %3, align 8
  %25 = fmul double %23, %24
  %26 = load double, ptr %3, align 8
  %27 = load double, ptr %3, align 8
  %28 = fneg double %27
  %29 = call double @exp(double noundef %28) #5
  %30 = fneg double %29
  %31 = call double @llvm.fmuladd.f64(double %25, double %26, double %30)
  store double %31, ptr %4, align 8
  br label %36

32:                                               ; preds = %19
  %33 = load double, ptr %3, align 8
  %34 = call double @log(double noundef %33) #5
  %35 = fmul double %34, 5.000000e+00
  store double %35, ptr %4, align 8
  br label %36

36:                                               ; preds = %32, %22
  br label %37

37:                                               ; preds = %36, %15
  br label %38

38:                                               ; preds = %37
  %39 = load double, ptr %4, align 8
  %40 = load double, ptr %3, align 8
  %41 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %39, double %40)
  store double %41, ptr %2, align 8
  br label %42

42:                                               ; preds = %38, %7
  %43 = load double, ptr %2, align 8
  ret double %43
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
define internal double @sw(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = call double @llvm.floor.f64(double %6)
  %8 = fptosi double %7 to i32
  %9 = srem i32 %8, 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %1
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, 4
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %12, %1
  %16 = load i32, ptr %4, align 4
  switch i32 %16, label %30 [
    i32 0, label %17
    i32 1, label %21
    i32 2, label %26
  ]

17:                                               ; preds = %15
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %3, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %5, align 8
  br label %33

21:                                               ; preds = %15
  %22 = load double, ptr %3, align 8
  %23 = call double @sin(double noundef %22) #5
  %24 = load double, ptr %3, align 8
  %25 = fmul double %23, %24
  store double %25, ptr %5, align 8
  br label %33

26:                                               ; preds = %15
  %27 = load double, ptr %3, align 8
  %28 = fmul double -5.000000e-01, %27
  %29 = call double @exp(double noundef %28) #5
  store double %29, ptr %2, align 8
  br label %37

30:                                               ; preds = %15
  %31 = load double, ptr %3, align 8
  %32 = fdiv double 1.000000e+00, %31
  store double %32, ptr %5, align 8
  br label %33

33:                                               ; preds = %30, %21, %17
  %34 = load double, ptr %5, align 8
  %35 = load double, ptr %3, align 8
  %36 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %35, double %34)
  store double %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %33, %26
  %38 = load double, ptr %2, align 8
  ret double %38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %15

11:                                               ; preds = %2
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %4, align 8
  %14 = fmul double %12, %13
  br label %19

15:                                               ; preds = %2
  %16 = load double, ptr %3, align 8
  %17 = load double, ptr %4, align 8
  %18 = fadd double %16, %17
  br label %19

19:                                               ; preds = %15, %11
  %20 = phi double [ %14, %11 ], [ %18, %15 ]
  store double %20, ptr %5, align 8
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %3, align 8
  %23 = fmul double %21, %22
  %24 = fcmp ogt double %23, 2.000000e+00
  br i1 %24, label %25, label %28

25:                                               ; preds = %19
  %26 = load double, ptr %3, align 8
  %27 = call double @cos(double noundef %26) #5
  br label %31

28:                                               ; preds = %19
  %29 = load double, ptr %3, align 8
  %30 = call double @sin(double noundef %29) #5
  br label %31

31:                                               ; preds = %28, %25
  %32 = phi double [ %27, %25 ], [ %30, %28 ]
  store double %32, ptr %6, align 8
  %33 = load double, ptr %5, align 8
  %34 = fcmp ogt double %33, 0.000000e+00
  br i1 %34, label %35, label %37

35:                                               ; preds = %31
  %36 = load double, ptr %5, align 8
  br label %40

37:                                               ; preds = %31
  %38 = load double, ptr %5, align 8
  %39 = fneg double %38
  br label %40

40:                                               ; preds = %37, %35
  %41 = phi double [ %36, %35 ], [ %39, %37 ]
  store double %41, ptr %7, align 8
  %42 = load double, ptr %5, align 8
  %43 = load double, ptr %6, align 8
  %44 = load double, ptr %7, align 8
  %45 = load double, ptr %3, align 8
  %46 = fcmp olt double %45, 0.000000e+00
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, double 2.000000e+00, double 3.000000e+00
  %49 = fmul double %44, %48
  %50 = call double @llvm.fmuladd.f64(double %42, double %43, double %49)
  ret double %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @multi_ret(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = fcmp ogt double %5, 3.000000e+00
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load double, ptr %3, align 8
  %9 = call double @sqrt(double noundef %8) #5
  store double %9, ptr %2, align 8
  br label %36

10:                                               ; preds = %1
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %3, align 8
  %13 = fmul double %11, %12
  store double %13, ptr %4, align 8
  %14 = load double, ptr %4, align 8
  %15 = fcmp ogt double %14, 4.000000e+00
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %3, align 8
  %19 = fmul double %17, %18
  store double %19, ptr %2, align 8
  br label %36

20:                                               ; preds = %10
  %21 = load double, ptr %3, align 8
  %22 = fcmp olt double %21, 0.000000e+00
  br i1 %22, label %23, label %33

23:                                               ; preds = %20
  %24 = load double, ptr %4, align 8
  %25 = fcmp ogt double %24, 1.000000e+00
  br i1 %25, label %26, label %29

26:                                               ; preds = %23
  %27 = load double, ptr %3, align 8
  %28 = call double @exp(double noundef %27) #5
  store double %28, ptr %2, align 8
  br label %36

29:                                               ; preds = %23
  %30 = load double, ptr %4, align 8
  %31 = load double, ptr %3, align 8
  %32 = fsub double %30, %31
  store double %32, ptr %2, align 8
  br label %36

33:                                               ; preds = %20
  %34 = load double, ptr %4, align 8
  %35 = call double @sin(double noundef %34) #5
  store double %35, ptr %2, align 8
  br label %36

36:                                               ; preds = %33, %29, %26, %16, %7
  %37 = load double, ptr %2, align 8
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @loop_bc(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %40, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 40
  br i1 %8, label %9, label %43

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = srem i32 %10, 3
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %9
  br label %40

14:                                               ; preds = %9
  %15 = load double, ptr %2, align 8
  %16 = load i32, ptr %4, align 4
  %17 = sitofp i32 %16 to double
  %18 = fmul double %15, %17
  %19 = call double @sin(double noundef %18) #5
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  %22 = sitofp i32 %21 to double
  %23 = fdiv double %19, %22
  store double %23, ptr %5, align 8
  %24 = load double, ptr %5, align 8
  %25 = fcmp olt double %24, -3.000000e-01
  br i1 %25, label %26, label %27

26:                                               ; preds = %14
  br label %40

27:                                               ; preds = %14
  %28 = load double, ptr %5, align 8
  %29 = load double, ptr %2, align 8
  %30 = fmul double %29, 1.000000e-02
  %31 = load i32, ptr %4, align 4
  %32 = sitofp i32 %31 to double
  %33 = call double @llvm.fmuladd.f64(double %30, double %32, double %28)
  %34 = load double, ptr %3, align 8
  %35 = fadd double %34, %33
  store double %35, ptr %3, align 8
  %36 = load double, ptr %3, align 8
  %37 = fcmp ogt double %36, 2.000000e+00
  br i1 %37, label %38, label %39

38:                                               ; preds = %27
  br label %43

39:                                               ; preds = %27
  br label %40

40:                                               ; preds = %39, %26, %13
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %6, !llvm.loop !8

43:                                               ; preds = %38, %6
  %44 = load double, ptr %3, align 8
  ret double %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @search(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  store double %6, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %29, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 50
  br i1 %9, label %10, label %32

10:                                               ; preds = %7
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %4, align 8
  %13 = call double @sin(double noundef %12) #5
  %14 = fmul double 1.000000e-01, %13
  %15 = call double @llvm.fmuladd.f64(double %11, double 1.050000e+00, double %14)
  store double %15, ptr %4, align 8
  %16 = load double, ptr %4, align 8
  %17 = fcmp ogt double %16, 4.000000e+00
  br i1 %17, label %18, label %22

18:                                               ; preds = %10
  %19 = load double, ptr %4, align 8
  %20 = load double, ptr %3, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %2, align 8
  br label %35

22:                                               ; preds = %10
  %23 = load double, ptr %4, align 8
  %24 = fcmp olt double %23, -4.000000e+00
  br i1 %24, label %25, label %28

25:                                               ; preds = %22
  %26 = load double, ptr %4, align 8
  %27 = fneg double %26
  store double %27, ptr %2, align 8
  br label %35

28:                                               ; preds = %22
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %7, !llvm.loop !9

32:                                               ; preds = %7
  %33 = load double, ptr %4, align 8
  %34 = fadd double %33, 1.000000e+00
  store double %34, ptr %2, align 8
  br label %35

35:                                               ; preds = %32, %25, %18
  %36 = load double, ptr %2, align 8
  ret double %36
}

declare i32 @printf(ptr noundef, ...) #1

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
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
