; ModuleID = 'minmax.c'
source_filename = "minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [8 x double] [double -1.900000e+00, double 0xBFEE666666666666, double -2.000000e-01, double 3.500000e-01, double 8.500000e-01, double 1.350000e+00, double 1.750000e+00, double 2.600000e+00], align 16
@.str = private unnamed_addr constant [6 x i8] c"m_lib\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"m_tern\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"m_abs\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"m_copysign\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"m_clamp\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"m_loop\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"m_soft\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"minmax\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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

6:                                                ; preds = %90, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %93

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x double], ptr @main.xs, i64 0, i64 %11
  %13 = load double, ptr %12, align 8
  store double %13, ptr %3, align 8
  %14 = load i32, ptr %2, align 4
  %15 = sitofp i32 %14 to double
  %16 = call double @llvm.fmuladd.f64(double -2.500000e-01, double %15, double 6.000000e-01)
  store double %16, ptr %4, align 8
  %17 = load double, ptr %3, align 8
  %18 = call double @llvm.fabs.f64(double %17)
  %19 = fcmp ogt double %18, 1.000000e+00
  br i1 %19, label %20, label %23

20:                                               ; preds = %9
  %21 = load double, ptr %3, align 8
  %22 = call double @llvm.fabs.f64(double %21)
  br label %24

23:                                               ; preds = %9
  br label %24

24:                                               ; preds = %23, %20
  %25 = phi double [ %22, %20 ], [ 1.000000e+00, %23 ]
  %26 = fmul double 0x3EB0C6F7A0B5ED8D, %25
  store double %26, ptr %5, align 8
  %27 = load double, ptr %3, align 8
  %28 = load double, ptr %3, align 8
  %29 = load i32, ptr @enzyme_const, align 4
  %30 = load double, ptr %4, align 8
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_lib, double noundef %28, i32 noundef %29, double noundef %30)
  %32 = load double, ptr %3, align 8
  %33 = load double, ptr %5, align 8
  %34 = fadd double %32, %33
  %35 = load double, ptr %4, align 8
  %36 = call double @m_lib(double noundef %34, double noundef %35)
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %5, align 8
  %39 = fsub double %37, %38
  %40 = load double, ptr %4, align 8
  %41 = call double @m_lib(double noundef %39, double noundef %40)
  %42 = fsub double %36, %41
  %43 = load double, ptr %5, align 8
  %44 = fmul double 2.000000e+00, %43
  %45 = fdiv double %42, %44
  call void @check(ptr noundef @.str, double noundef %27, double noundef %31, double noundef %45, double noundef 0x3EB0C6F7A0B5ED8D)
  %46 = load double, ptr %3, align 8
  %47 = load double, ptr %3, align 8
  %48 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_tern, double noundef %47)
  %49 = load double, ptr %3, align 8
  %50 = call double @fd1(ptr noundef @m_tern, double noundef %49)
  call void @check(ptr noundef @.str.1, double noundef %46, double noundef %48, double noundef %50, double noundef 0x3EB0C6F7A0B5ED8D)
  %51 = load double, ptr %3, align 8
  %52 = load double, ptr %3, align 8
  %53 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_abs, double noundef %52)
  %54 = load double, ptr %3, align 8
  %55 = call double @fd1(ptr noundef @m_abs, double noundef %54)
  call void @check(ptr noundef @.str.2, double noundef %51, double noundef %53, double noundef %55, double noundef 0x3EB0C6F7A0B5ED8D)
  %56 = load double, ptr %3, align 8
  %57 = load double, ptr %3, align 8
  %58 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_copysign, double noundef %57)
  %59 = load double, ptr %3, align 8
  %60 = call double @fd1(ptr noundef @m_copysign, double noundef %59)
  call void @check(ptr noundef @.str.3, double noundef %56, double noundef %58, double noundef %60, double noundef 0x3EB0C6F7A0B5ED8D)
  %61 = load double, ptr %3, align 8
  %62 = load double, ptr %3, align 8
  %63 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_clamp, double noundef %62)
  %64 = load double, ptr %3, align 8
  %65 = call double @fd1(ptr noundef @m_clamp, double noundef %64)
  call void @check(ptr noundef @.str.4, double noundef %61, double noundef %63, double noundef %65, double noundef 0x3EB0C6F7A0B5ED8D)
  %66 = load double, ptr %3, align 8
  %67 = load double, ptr %3, align 8
  %68 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_loop, double noundef %67)
  %69 = load double, ptr %3, align 8
  %70 = call double @fd1(ptr noundef @m_loop, double noundef %69)
  call void @check(ptr noundef @.str.5, double noundef %66, double noundef %68, double noundef %70, double noundef 0x3EB0C6F7A0B5ED8D)
  %71 = load double, ptr %3, align 8
  %72 = load double, ptr %3, align 8
  %73 = load i32, ptr @enzyme_const, align 4
  %74 = load double, ptr %4, align 8
  %75 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @m_soft, double noundef %72, i32 noundef %73, double noundef %74)
  %76 = load double, ptr %3, align 8
  %77 = load double, ptr %5, align 8
  %78 = fadd double %76, %77
  %79 = load double, ptr %4, align 8
  %80 = call double @m_soft(double noundef %78, double noundef %79)
  %81 = load double, ptr %3, align 8
  %82 = load double, ptr %5, align 8
  %83 = fsub double %81, %82
  %84 = load double, ptr %4, align 8
  %85 = call double @m_soft(double noundef %83, double noundef %84)
  %86 = fsub double %80, %85
  %87 = load double, ptr %5, align 8
  %88 = fmul double 2.000000e+00, %87
  %89 = fdiv double %86, %88
  call void @check(ptr noundef @.str.6, double noundef %71, double noundef %75, double noundef %89, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %90

90:                                               ; preds = %24
  %91 = load i32, ptr %2, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %2, align 4
  br label %6, !llvm.loop !6

93:                                               ; preds = %6
  %94 = load i32, ptr @n_fail, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef %94)
  %96 = load i32, ptr @n_fail, align 4
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i64
  %99 = select i1 %97, i32 1, i32 0
  ret i32 %99
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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
  %48 = select i1 %46, ptr @.str.10, ptr @.str.11
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
define internal double @m_lib(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @llvm.minnum.f64(double %5, double %6)
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %4, align 8
  %12 = call double @llvm.maxnum.f64(double %10, double %11)
  %13 = load double, ptr %3, align 8
  %14 = call double @llvm.minnum.f64(double %13, double 1.000000e+00)
  %15 = call double @llvm.maxnum.f64(double %14, double -1.000000e+00)
  %16 = call double @llvm.fmuladd.f64(double %7, double %12, double %15)
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @m_tern(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fcmp ogt double %6, 5.000000e-01
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi double [ %9, %8 ], [ 5.000000e-01, %10 ]
  store double %12, ptr %3, align 8
  %13 = load double, ptr %2, align 8
  %14 = fcmp olt double %13, 2.000000e+00
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = load double, ptr %2, align 8
  %17 = load double, ptr %2, align 8
  %18 = fmul double %16, %17
  br label %20

19:                                               ; preds = %11
  br label %20

20:                                               ; preds = %19, %15
  %21 = phi double [ %18, %15 ], [ 4.000000e+00, %19 ]
  store double %21, ptr %4, align 8
  %22 = load double, ptr %2, align 8
  %23 = fcmp olt double %22, -8.000000e-01
  br i1 %23, label %24, label %25

24:                                               ; preds = %20
  br label %27

25:                                               ; preds = %20
  %26 = load double, ptr %2, align 8
  br label %27

27:                                               ; preds = %25, %24
  %28 = phi double [ -8.000000e-01, %24 ], [ %26, %25 ]
  store double %28, ptr %5, align 8
  %29 = load double, ptr %3, align 8
  %30 = load double, ptr %4, align 8
  %31 = load double, ptr %5, align 8
  %32 = load double, ptr %5, align 8
  %33 = fmul double %31, %32
  %34 = load double, ptr %5, align 8
  %35 = fmul double %33, %34
  %36 = call double @llvm.fmuladd.f64(double %29, double %30, double %35)
  ret double %36
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
define internal double @m_abs(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double 2.000000e+00, %5
  %7 = call double @sin(double noundef %6) #5
  store double %7, ptr %3, align 8
  %8 = load double, ptr %3, align 8
  %9 = fcmp olt double %8, 0.000000e+00
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  %11 = load double, ptr %3, align 8
  %12 = fneg double %11
  br label %15

13:                                               ; preds = %1
  %14 = load double, ptr %3, align 8
  br label %15

15:                                               ; preds = %13, %10
  %16 = phi double [ %12, %10 ], [ %14, %13 ]
  store double %16, ptr %4, align 8
  %17 = load double, ptr %2, align 8
  %18 = fsub double %17, 1.000000e+00
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = load double, ptr %2, align 8
  %21 = load double, ptr %4, align 8
  %22 = call double @llvm.fmuladd.f64(double %19, double %20, double %21)
  %23 = load double, ptr %2, align 8
  %24 = load double, ptr %2, align 8
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double -2.000000e+00)
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fadd double %22, %26
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @m_copysign(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double @llvm.fmuladd.f64(double %3, double %4, double 1.000000e+00)
  %6 = load double, ptr %2, align 8
  %7 = fsub double %6, 3.000000e-01
  %8 = call double @llvm.copysign.f64(double %5, double %7)
  %9 = load double, ptr %2, align 8
  %10 = fadd double %9, 1.000000e+00
  %11 = call double @llvm.copysign.f64(double 1.000000e+00, double %10)
  %12 = load double, ptr %2, align 8
  %13 = call double @exp(double noundef %12) #5
  %14 = call double @llvm.fmuladd.f64(double %11, double %13, double %8)
  %15 = load double, ptr %2, align 8
  %16 = call double @llvm.copysign.f64(double %15, double -2.000000e+00)
  %17 = fadd double %14, %16
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @m_clamp(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double -5.000000e-01, ptr %3, align 8
  store double 1.500000e+00, ptr %4, align 8
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %3, align 8
  %9 = call double @llvm.maxnum.f64(double %7, double %8)
  %10 = load double, ptr %4, align 8
  %11 = call double @llvm.minnum.f64(double %9, double %10)
  store double %11, ptr %5, align 8
  %12 = load double, ptr %2, align 8
  %13 = load double, ptr %3, align 8
  %14 = fcmp olt double %12, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %1
  %16 = load double, ptr %3, align 8
  br label %27

17:                                               ; preds = %1
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %4, align 8
  %20 = fcmp ogt double %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = load double, ptr %4, align 8
  br label %25

23:                                               ; preds = %17
  %24 = load double, ptr %2, align 8
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi double [ %22, %21 ], [ %24, %23 ]
  br label %27

27:                                               ; preds = %25, %15
  %28 = phi double [ %16, %15 ], [ %26, %25 ]
  store double %28, ptr %6, align 8
  %29 = load double, ptr %5, align 8
  %30 = load double, ptr %2, align 8
  %31 = load double, ptr %6, align 8
  %32 = load double, ptr %6, align 8
  %33 = fmul double %31, %32
  %34 = call double @llvm.fmuladd.f64(double %29, double %30, double %33)
  ret double %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @m_loop(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double -1.000000e+03, ptr %3, align 8
  store double 1.000000e+03, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 12
  br i1 %9, label %10, label %33

10:                                               ; preds = %7
  %11 = load double, ptr %2, align 8
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %12, 1
  %14 = sitofp i32 %13 to double
  %15 = fmul double %11, %14
  %16 = call double @sin(double noundef %15) #5
  %17 = load i32, ptr %5, align 4
  %18 = sitofp i32 %17 to double
  %19 = call double @llvm.fmuladd.f64(double 5.000000e-02, double %18, double 1.000000e+00)
  %20 = fmul double %16, %19
  store double %20, ptr %6, align 8
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %3, align 8
  %23 = fcmp ogt double %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %10
  %25 = load double, ptr %6, align 8
  store double %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %24, %10
  %27 = load double, ptr %4, align 8
  %28 = load double, ptr %6, align 8
  %29 = call double @llvm.minnum.f64(double %27, double %28)
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = load double, ptr %3, align 8
  %35 = load double, ptr %4, align 8
  %36 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %35, double %34)
  ret double %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @m_soft(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double @llvm.maxnum.f64(double %6, double %7)
  store double %8, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %5, align 8
  %12 = fsub double %10, %11
  %13 = call double @exp(double noundef %12) #5
  %14 = load double, ptr %4, align 8
  %15 = load double, ptr %5, align 8
  %16 = fsub double %14, %15
  %17 = call double @exp(double noundef %16) #5
  %18 = fadd double %13, %17
  %19 = call double @log(double noundef %18) #5
  %20 = fadd double %9, %19
  ret double %20
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

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
