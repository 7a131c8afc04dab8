; ModuleID = 'singular.c'
source_filename = "singular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [3 x [3 x double]] [[3 x double] [double 0.000000e+00, double 2.500000e-01, double 4.000000e+00], [3 x double] [double 0.000000e+00, double 5.000000e-01, double -2.000000e+00], [3 x double] [double 1.000000e+00, double 5.000000e-01, double -5.000000e-01]], align 16
@.str = private unnamed_addr constant [10 x i8] c"fmax_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"inv_clamped\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fmin_sqrt\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"max_log\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"max_pow\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"max_cbrt\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"max_hypot\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"min_asin\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"sinc\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"tern_sqrt\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"tern_max\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"pow_zero\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"singular: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %86, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %89

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %10
  %12 = load double, ptr %11, align 8
  store double %12, ptr %3, align 8
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x double], ptr getelementptr inbounds ([3 x [3 x double]], ptr @main.xs, i64 0, i64 1), i64 0, i64 %14
  %16 = load double, ptr %15, align 8
  store double %16, ptr %4, align 8
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %3, align 8
  %19 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fmax_sqrt, double noundef %18)
  %20 = load double, ptr %3, align 8
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fmax_sqrt, double noundef %20, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str, ptr noundef @fmax_sqrt, double noundef %17, double noundef %19, double noundef %21)
  %22 = load double, ptr %4, align 8
  %23 = load double, ptr %4, align 8
  %24 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @inv_clamped, double noundef %23)
  %25 = load double, ptr %4, align 8
  %26 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @inv_clamped, double noundef %25, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.1, ptr noundef @inv_clamped, double noundef %22, double noundef %24, double noundef %26)
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %3, align 8
  %29 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fmin_sqrt, double noundef %28)
  %30 = load double, ptr %3, align 8
  %31 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fmin_sqrt, double noundef %30, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.2, ptr noundef @fmin_sqrt, double noundef %27, double noundef %29, double noundef %31)
  %32 = load double, ptr %4, align 8
  %33 = load double, ptr %4, align 8
  %34 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @max_log, double noundef %33)
  %35 = load double, ptr %4, align 8
  %36 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @max_log, double noundef %35, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.3, ptr noundef @max_log, double noundef %32, double noundef %34, double noundef %36)
  %37 = load double, ptr %4, align 8
  %38 = load double, ptr %4, align 8
  %39 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @max_pow, double noundef %38)
  %40 = load double, ptr %4, align 8
  %41 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @max_pow, double noundef %40, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.4, ptr noundef @max_pow, double noundef %37, double noundef %39, double noundef %41)
  %42 = load double, ptr %3, align 8
  %43 = load double, ptr %3, align 8
  %44 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @max_cbrt, double noundef %43)
  %45 = load double, ptr %3, align 8
  %46 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @max_cbrt, double noundef %45, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.5, ptr noundef @max_cbrt, double noundef %42, double noundef %44, double noundef %46)
  %47 = load double, ptr %4, align 8
  %48 = load double, ptr %4, align 8
  %49 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @max_hypot, double noundef %48)
  %50 = load double, ptr %4, align 8
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @max_hypot, double noundef %50, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.6, ptr noundef @max_hypot, double noundef %47, double noundef %49, double noundef %51)
  %52 = load i32, ptr %2, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3 x double], ptr getelementptr inbounds ([3 x [3 x double]], ptr @main.xs, i64 0, i64 2), i64 0, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load i32, ptr %2, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [3 x double], ptr getelementptr inbounds ([3 x [3 x double]], ptr @main.xs, i64 0, i64 2), i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @min_asin, double noundef %59)
  %61 = load i32, ptr %2, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x double], ptr getelementptr inbounds ([3 x [3 x double]], ptr @main.xs, i64 0, i64 2), i64 0, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @min_asin, double noundef %64, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.7, ptr noundef @min_asin, double noundef %55, double noundef %60, double noundef %65)
  %66 = load double, ptr %4, align 8
  %67 = load double, ptr %4, align 8
  %68 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sinc, double noundef %67)
  %69 = load double, ptr %4, align 8
  %70 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @sinc, double noundef %69, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.8, ptr noundef @sinc, double noundef %66, double noundef %68, double noundef %70)
  %71 = load double, ptr %4, align 8
  %72 = load double, ptr %4, align 8
  %73 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @tern_sqrt, double noundef %72)
  %74 = load double, ptr %4, align 8
  %75 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @tern_sqrt, double noundef %74, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.9, ptr noundef @tern_sqrt, double noundef %71, double noundef %73, double noundef %75)
  %76 = load double, ptr %3, align 8
  %77 = load double, ptr %3, align 8
  %78 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @tern_max, double noundef %77)
  %79 = load double, ptr %3, align 8
  %80 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @tern_max, double noundef %79, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.10, ptr noundef @tern_max, double noundef %76, double noundef %78, double noundef %80)
  %81 = load double, ptr %3, align 8
  %82 = load double, ptr %3, align 8
  %83 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @pow_zero, double noundef %82)
  %84 = load double, ptr %3, align 8
  %85 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @pow_zero, double noundef %84, double noundef 1.000000e+00)
  call void @run(ptr noundef @.str.11, ptr noundef @pow_zero, double noundef %81, double noundef %83, double noundef %85)
  br label %86

86:                                               ; preds = %8
  %87 = load i32, ptr %2, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %2, align 4
  br label %5, !llvm.loop !6

89:                                               ; preds = %5
  %90 = load i32, ptr @n_fail, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %90)
  %92 = load i32, ptr @n_fail, align 4
  %93 = icmp ne i32 %92, 0
  %94 = zext i1 %93 to i64
  %95 = select i1 %93, i32 1, i32 0
  ret i32 %95
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run(ptr noundef %0, ptr noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %12 = load double, ptr %8, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = fcmp ogt double %13, 1.000000e+00
  br i1 %14, label %15, label %18

15:                                               ; preds = %5
  %16 = load double, ptr %8, align 8
  %17 = call double @llvm.fabs.f64(double %16)
  br label %19

18:                                               ; preds = %5
  br label %19

19:                                               ; preds = %18, %15
  %20 = phi double [ %17, %15 ], [ 1.000000e+00, %18 ]
  %21 = fmul double 0x3EB0C6F7A0B5ED8D, %20
  store double %21, ptr %11, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = load double, ptr %8, align 8
  %24 = load double, ptr %9, align 8
  %25 = load ptr, ptr %7, align 8
  %26 = load double, ptr %8, align 8
  %27 = load double, ptr %11, align 8
  %28 = fadd double %26, %27
  %29 = call double %25(double noundef %28)
  %30 = load ptr, ptr %7, align 8
  %31 = load double, ptr %8, align 8
  %32 = load double, ptr %11, align 8
  %33 = fsub double %31, %32
  %34 = call double %30(double noundef %33)
  %35 = fsub double %29, %34
  %36 = load double, ptr %11, align 8
  %37 = fmul double 2.000000e+00, %36
  %38 = fdiv double %35, %37
  call void @check(ptr noundef %22, double noundef %23, double noundef %24, double noundef %38, double noundef 0x3EB0C6F7A0B5ED8D)
  %39 = load ptr, ptr %6, align 8
  %40 = load double, ptr %8, align 8
  %41 = load double, ptr %10, align 8
  %42 = load double, ptr %9, align 8
  call void @check(ptr noundef %39, double noundef %40, double noundef %41, double noundef %42, double noundef 0x3D719799812DEA11)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fmax_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #6
  %5 = call double @llvm.maxnum.f64(double %4, double 1.000000e+00)
  %6 = fmul double %5, 2.000000e+00
  ret double %6
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @inv_clamped(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @sqrt(double noundef %5) #6
  %7 = call double @llvm.maxnum.f64(double %6, double 0x3D719799812DEA11)
  %8 = fdiv double 1.000000e+00, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fmin_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #6
  %5 = fneg double %4
  %6 = call double @llvm.minnum.f64(double %5, double -1.000000e+00)
  %7 = fneg double %6
  %8 = load double, ptr %2, align 8
  %9 = fadd double %7, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @max_log(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @log(double noundef %5) #6
  %7 = call double @llvm.maxnum.f64(double %6, double -3.000000e+00)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @max_pow(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @pow(double noundef %5, double noundef 2.500000e-01) #6
  %7 = call double @llvm.maxnum.f64(double %6, double 1.000000e+00)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @max_cbrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @cbrt(double noundef %3) #7
  %5 = call double @llvm.maxnum.f64(double %4, double 1.000000e+00)
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %6, double %5)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @max_hypot(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double 5.000000e-01, %4
  %6 = call double @hypot(double noundef %3, double noundef %5) #6
  %7 = call double @llvm.maxnum.f64(double %6, double 1.000000e+00)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @min_asin(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @asin(double noundef %3) #6
  %5 = call double @llvm.minnum.f64(double %4, double 1.000000e+00)
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sinc(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  %7 = call double @sin(double noundef %6) #6
  %8 = load double, ptr %2, align 8
  %9 = fdiv double %7, %8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %5
  %12 = phi double [ %9, %5 ], [ 1.000000e+00, %10 ]
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tern_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp ogt double %3, 0.000000e+00
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8
  %7 = call double @sqrt(double noundef %6) #6
  %8 = load double, ptr %2, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %2, align 8
  %11 = fmul double %9, %10
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %5
  %14 = phi double [ %11, %5 ], [ 0.000000e+00, %12 ]
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tern_max(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @sqrt(double noundef %4) #6
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fcmp ogt double %6, 1.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi double [ %9, %8 ], [ 1.000000e+00, %10 ]
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pow_zero(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 0.000000e+00) #6
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double %6, double 1.000000e+00)
  %8 = call double @pow(double noundef 0.000000e+00, double noundef %7) #6
  %9 = fadd double %4, %8
  ret double %9
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
  %48 = select i1 %46, ptr @.str.14, ptr @.str.15
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @asin(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

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
