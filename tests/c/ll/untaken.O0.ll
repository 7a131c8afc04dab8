; ModuleID = 'untaken.c'
source_filename = "untaken.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [4 x double] [double -1.000000e+00, double 0.000000e+00, double 5.000000e-01, double 2.500000e+00], align 16
@.str = private unnamed_addr constant [9 x i8] c"sel_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"sel_xlogx\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"sel_xlogx_pre\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"sel_xsqrt_pre\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"sel_xlogx2\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"sel_2sqrt\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"sel_log_lt\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"untaken: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [26 x i8] c"prod n=%d zero=%d,%d i=%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %108, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 4
  br i1 %5, label %6, label %111

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_sqrt, double noundef %14)
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_sqrt, double noundef %19, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str, ptr noundef @sel_sqrt, double noundef %10, double noundef %15, double noundef %20)
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_xlogx, double noundef %28)
  %30 = load i32, ptr %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_xlogx, double noundef %33, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.1, ptr noundef @sel_xlogx, double noundef %24, double noundef %29, double noundef %34)
  %35 = load i32, ptr %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load i32, ptr %2, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_xlogx_pre, double noundef %42)
  %44 = load i32, ptr %2, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_xlogx_pre, double noundef %47, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.2, ptr noundef @sel_xlogx_pre, double noundef %38, double noundef %43, double noundef %48)
  %49 = load i32, ptr %2, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = load i32, ptr %2, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_xsqrt_pre, double noundef %56)
  %58 = load i32, ptr %2, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_xsqrt_pre, double noundef %61, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.3, ptr noundef @sel_xsqrt_pre, double noundef %52, double noundef %57, double noundef %62)
  %63 = load i32, ptr %2, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = load i32, ptr %2, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_xlogx2, double noundef %70)
  %72 = load i32, ptr %2, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_xlogx2, double noundef %75, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.4, ptr noundef @sel_xlogx2, double noundef %66, double noundef %71, double noundef %76)
  %77 = load i32, ptr %2, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %2, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_2sqrt, double noundef %84)
  %86 = load i32, ptr %2, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_2sqrt, double noundef %89, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.5, ptr noundef @sel_2sqrt, double noundef %80, double noundef %85, double noundef %90)
  %91 = load i32, ptr %2, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = call double @llvm.fmuladd.f64(double %94, double 4.000000e-01, double 5.000000e-01)
  %96 = load i32, ptr %2, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %97
  %99 = load double, ptr %98, align 8
  %100 = call double @llvm.fmuladd.f64(double %99, double 4.000000e-01, double 5.000000e-01)
  %101 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sel_log_lt, double noundef %100)
  %102 = load i32, ptr %2, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  %106 = call double @llvm.fmuladd.f64(double %105, double 4.000000e-01, double 5.000000e-01)
  %107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sel_log_lt, double noundef %106, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.6, ptr noundef @sel_log_lt, double noundef %95, double noundef %101, double noundef %107)
  br label %108

108:                                              ; preds = %6
  %109 = load i32, ptr %2, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %2, align 4
  br label %3, !llvm.loop !6

111:                                              ; preds = %3
  call void @check_prod(i32 noundef 40, i32 noundef -1, i32 noundef -1)
  call void @check_prod(i32 noundef 40, i32 noundef 5, i32 noundef -1)
  call void @check_prod(i32 noundef 40, i32 noundef 0, i32 noundef -1)
  call void @check_prod(i32 noundef 40, i32 noundef 39, i32 noundef -1)
  call void @check_prod(i32 noundef 40, i32 noundef 6, i32 noundef 20)
  call void @check_prod(i32 noundef 37, i32 noundef 36, i32 noundef -1)
  %112 = load i32, ptr @n_fail, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %112)
  %114 = load i32, ptr @n_fail, align 4
  %115 = icmp ne i32 %114, 0
  %116 = zext i1 %115 to i64
  %117 = select i1 %115, i32 1, i32 0
  ret i32 %117
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run(ptr noundef %0, ptr noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %14 = load double, ptr %8, align 8
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = fcmp ogt double %15, 1.000000e+00
  br i1 %16, label %17, label %20

17:                                               ; preds = %5
  %18 = load double, ptr %8, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  br label %21

20:                                               ; preds = %5
  br label %21

21:                                               ; preds = %20, %17
  %22 = phi double [ %19, %17 ], [ 1.000000e+00, %20 ]
  %23 = fmul double 0x3EB0C6F7A0B5ED8D, %22
  store double %23, ptr %11, align 8
  %24 = load double, ptr %8, align 8
  %25 = fcmp oeq double %24, 0.000000e+00
  br i1 %25, label %26, label %40

26:                                               ; preds = %21
  %27 = load ptr, ptr %7, align 8
  %28 = icmp eq ptr %27, @sel_sqrt
  br i1 %28, label %38, label %29

29:                                               ; preds = %26
  %30 = load ptr, ptr %7, align 8
  %31 = icmp eq ptr %30, @sel_xlogx
  br i1 %31, label %38, label %32

32:                                               ; preds = %29
  %33 = load ptr, ptr %7, align 8
  %34 = icmp eq ptr %33, @sel_xlogx_pre
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  %36 = load ptr, ptr %7, align 8
  %37 = icmp eq ptr %36, @sel_xsqrt_pre
  br label %38

38:                                               ; preds = %35, %32, %29, %26
  %39 = phi i1 [ true, %32 ], [ true, %29 ], [ true, %26 ], [ %37, %35 ]
  br label %40

40:                                               ; preds = %38, %21
  %41 = phi i1 [ false, %21 ], [ %39, %38 ]
  %42 = zext i1 %41 to i32
  store i32 %42, ptr %12, align 4
  %43 = load i32, ptr %12, align 4
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %40
  br label %61

46:                                               ; preds = %40
  %47 = load ptr, ptr %7, align 8
  %48 = load double, ptr %8, align 8
  %49 = load double, ptr %11, align 8
  %50 = fadd double %48, %49
  %51 = call double %47(double noundef %50)
  %52 = load ptr, ptr %7, align 8
  %53 = load double, ptr %8, align 8
  %54 = load double, ptr %11, align 8
  %55 = fsub double %53, %54
  %56 = call double %52(double noundef %55)
  %57 = fsub double %51, %56
  %58 = load double, ptr %11, align 8
  %59 = fmul double 2.000000e+00, %58
  %60 = fdiv double %57, %59
  br label %61

61:                                               ; preds = %46, %45
  %62 = phi double [ 0.000000e+00, %45 ], [ %60, %46 ]
  store double %62, ptr %13, align 8
  %63 = load ptr, ptr %6, align 8
  %64 = load double, ptr %8, align 8
  %65 = load double, ptr %9, align 8
  %66 = load double, ptr %13, align 8
  call void @check(ptr noundef %63, double noundef %64, double noundef %65, double noundef %66, double noundef 1.000000e-05)
  %67 = load ptr, ptr %6, align 8
  %68 = load double, ptr %8, align 8
  %69 = load double, ptr %10, align 8
  %70 = load double, ptr %9, align 8
  call void @check(ptr noundef %67, double noundef %68, double noundef %69, double noundef %70, double noundef 0x3D719799812DEA11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 0.000000e+00
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  %7 = call double @sqrt(double noundef %6) #5
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %5
  %10 = phi double [ %7, %5 ], [ 0.000000e+00, %8 ]
  ret double %10
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_xlogx(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 0.000000e+00
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = call double @log(double noundef %7) #5
  %9 = fmul double %6, %8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %5
  %12 = phi double [ %9, %5 ], [ 0.000000e+00, %10 ]
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_xlogx_pre(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = call double @log(double noundef %5) #5
  %7 = fmul double %4, %6
  store double %7, ptr %3, align 8
  %8 = load double, ptr %2, align 8
  %9 = fcmp ogt double %8, 0.000000e+00
  br i1 %9, label %10, label %12

10:                                               ; preds = %1
  %11 = load double, ptr %3, align 8
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %10
  %14 = phi double [ %11, %10 ], [ 0.000000e+00, %12 ]
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_xsqrt_pre(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @sqrt(double noundef %4) #5
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  store double %7, ptr %3, align 8
  %8 = load double, ptr %2, align 8
  %9 = fcmp ogt double %8, 0.000000e+00
  br i1 %9, label %10, label %12

10:                                               ; preds = %1
  %11 = load double, ptr %3, align 8
  br label %17

12:                                               ; preds = %1
  %13 = load double, ptr %2, align 8
  %14 = fneg double %13
  %15 = load double, ptr %2, align 8
  %16 = fmul double %14, %15
  br label %17

17:                                               ; preds = %12, %10
  %18 = phi double [ %11, %10 ], [ %16, %12 ]
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_xlogx2(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  store double %6, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = fcmp ogt double %7, 0.000000e+00
  br i1 %8, label %9, label %15

9:                                                ; preds = %1
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %3, align 8
  %12 = call double @log(double noundef %11) #5
  %13 = load double, ptr %2, align 8
  %14 = call double @llvm.fmuladd.f64(double %10, double %12, double %13)
  br label %17

15:                                               ; preds = %1
  %16 = load double, ptr %2, align 8
  br label %17

17:                                               ; preds = %15, %9
  %18 = phi double [ %14, %9 ], [ %16, %15 ]
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_2sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #5
  %5 = fmul double 2.000000e+00, %4
  %6 = call double @llvm.maxnum.f64(double %5, double 1.000000e+00)
  %7 = load double, ptr %2, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_log_lt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp olt double %3, 1.000000e+00
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  %7 = fmul double 3.000000e+00, %6
  br label %13

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  %10 = fsub double %9, 1.000000e+00
  %11 = call double @log(double noundef %10) #5
  %12 = fadd double %11, 3.000000e+00
  br label %13

13:                                               ; preds = %8, %5
  %14 = phi double [ %7, %5 ], [ %12, %8 ]
  ret double %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_prod(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [64 x double], align 16
  %8 = alloca [64 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca [64 x i8], align 16
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %31, %3
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %34

20:                                               ; preds = %16
  %21 = load i32, ptr %9, align 4
  %22 = srem i32 %21, 7
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double 1.000000e-02, double %23, double 1.000000e+00)
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %26
  store double %24, ptr %27, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x double], ptr %8, i64 0, i64 %29
  store double 0.000000e+00, ptr %30, align 8
  br label %31

31:                                               ; preds = %20
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %16, !llvm.loop !8

34:                                               ; preds = %16
  %35 = load i32, ptr %5, align 4
  %36 = icmp sge i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %39
  store double 0.000000e+00, ptr %40, align 8
  br label %41

41:                                               ; preds = %37, %34
  %42 = load i32, ptr %6, align 4
  %43 = icmp sge i32 %42, 0
  br i1 %43, label %44, label %48

44:                                               ; preds = %41
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %46
  store double 0.000000e+00, ptr %47, align 8
  br label %48

48:                                               ; preds = %44, %41
  %49 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 0
  %50 = getelementptr inbounds [64 x double], ptr %8, i64 0, i64 0
  %51 = load i32, ptr %4, align 4
  %52 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @prod, ptr noundef %49, ptr noundef %50, i32 noundef %51)
  store i32 0, ptr %10, align 4
  br label %53

53:                                               ; preds = %105, %48
  %54 = load i32, ptr %10, align 4
  %55 = load i32, ptr %4, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %108

57:                                               ; preds = %53
  store double 0x3EB0C6F7A0B5ED8D, ptr %11, align 8
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  store double %61, ptr %12, align 8
  %62 = load double, ptr %12, align 8
  %63 = load double, ptr %11, align 8
  %64 = fadd double %62, %63
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %66
  store double %64, ptr %67, align 8
  %68 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 0
  %69 = load i32, ptr %4, align 4
  %70 = call double @prod(ptr noundef %68, i32 noundef %69)
  store double %70, ptr %13, align 8
  %71 = load double, ptr %12, align 8
  %72 = load double, ptr %11, align 8
  %73 = fsub double %71, %72
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %75
  store double %73, ptr %76, align 8
  %77 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 0
  %78 = load i32, ptr %4, align 4
  %79 = call double @prod(ptr noundef %77, i32 noundef %78)
  store double %79, ptr %14, align 8
  %80 = load double, ptr %12, align 8
  %81 = load i32, ptr %10, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %82
  store double %80, ptr %83, align 8
  %84 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %85 = load i32, ptr %4, align 4
  %86 = load i32, ptr %5, align 4
  %87 = load i32, ptr %6, align 4
  %88 = load i32, ptr %10, align 4
  %89 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %84, i64 noundef 64, ptr noundef @.str.11, i32 noundef %85, i32 noundef %86, i32 noundef %87, i32 noundef %88) #5
  %90 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 0
  %91 = load i32, ptr %10, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  %95 = load i32, ptr %10, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x double], ptr %8, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load double, ptr %13, align 8
  %100 = load double, ptr %14, align 8
  %101 = fsub double %99, %100
  %102 = load double, ptr %11, align 8
  %103 = fmul double 2.000000e+00, %102
  %104 = fdiv double %101, %103
  call void @check(ptr noundef %90, double noundef %94, double noundef %98, double noundef %104, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %105

105:                                              ; preds = %57
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %10, align 4
  br label %53, !llvm.loop !9

108:                                              ; preds = %53
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

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
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @prod(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %5, align 8
  %18 = fmul double %17, %16
  store double %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load double, ptr %5, align 8
  ret double %23
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

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
!10 = distinct !{!10, !7}
