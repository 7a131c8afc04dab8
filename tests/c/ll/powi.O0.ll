; ModuleID = 'powi.c'
source_filename = "powi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [5 x double] [double -1.600000e+00, double 0xBFE6666666666666, double 4.500000e-01, double 1.300000e+00, double 2.050000e+00], align 16
@main.ns = internal constant [7 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 -3], align 16
@.str = private unnamed_addr constant [7 x i8] c"p_cube\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"p_cube.exact\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"p_sq\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"p_mul\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"p_one\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"p_frac\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"p_mix\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"p_loop\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"p_builtin\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"p_intpow\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.10 = private unnamed_addr constant [11 x i8] c"p_squaring\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"powi\00", align 1
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
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %155, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %158

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %12
  %14 = load double, ptr %13, align 8
  store double %14, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = fcmp ogt double %16, 1.000000e+00
  br i1 %17, label %18, label %21

18:                                               ; preds = %10
  %19 = load double, ptr %3, align 8
  %20 = call double @llvm.fabs.f64(double %19)
  br label %22

21:                                               ; preds = %10
  br label %22

22:                                               ; preds = %21, %18
  %23 = phi double [ %20, %18 ], [ 1.000000e+00, %21 ]
  %24 = fmul double 0x3EB0C6F7A0B5ED8D, %23
  store double %24, ptr %4, align 8
  %25 = load double, ptr %3, align 8
  %26 = load double, ptr %3, align 8
  %27 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_cube, double noundef %26)
  %28 = load double, ptr %3, align 8
  %29 = call double @fd1(ptr noundef @p_cube, double noundef %28)
  call void @check(ptr noundef @.str, double noundef %25, double noundef %27, double noundef %29, double noundef 0x3EB0C6F7A0B5ED8D)
  %30 = load double, ptr %3, align 8
  %31 = load double, ptr %3, align 8
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_cube, double noundef %31)
  %33 = load double, ptr %3, align 8
  %34 = fmul double 3.000000e+00, %33
  %35 = load double, ptr %3, align 8
  %36 = fmul double %34, %35
  call void @check(ptr noundef @.str.1, double noundef %30, double noundef %32, double noundef %36, double noundef 0x3EB0C6F7A0B5ED8D)
  %37 = load double, ptr %3, align 8
  %38 = load double, ptr %3, align 8
  %39 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_sq, double noundef %38)
  %40 = load double, ptr %3, align 8
  %41 = call double @fd1(ptr noundef @p_sq, double noundef %40)
  call void @check(ptr noundef @.str.2, double noundef %37, double noundef %39, double noundef %41, double noundef 0x3EB0C6F7A0B5ED8D)
  %42 = load double, ptr %3, align 8
  %43 = load double, ptr %3, align 8
  %44 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_mul, double noundef %43)
  %45 = load double, ptr %3, align 8
  %46 = call double @fd1(ptr noundef @p_mul, double noundef %45)
  call void @check(ptr noundef @.str.3, double noundef %42, double noundef %44, double noundef %46, double noundef 0x3EB0C6F7A0B5ED8D)
  %47 = load double, ptr %3, align 8
  %48 = load double, ptr %3, align 8
  %49 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_one, double noundef %48)
  %50 = load double, ptr %3, align 8
  %51 = call double @fd1(ptr noundef @p_one, double noundef %50)
  call void @check(ptr noundef @.str.4, double noundef %47, double noundef %49, double noundef %51, double noundef 0x3EB0C6F7A0B5ED8D)
  %52 = load double, ptr %3, align 8
  %53 = fcmp ogt double %52, 0.000000e+00
  br i1 %53, label %54, label %65

54:                                               ; preds = %22
  %55 = load double, ptr %3, align 8
  %56 = load double, ptr %3, align 8
  %57 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_frac, double noundef %56)
  %58 = load double, ptr %3, align 8
  %59 = call double @fd1(ptr noundef @p_frac, double noundef %58)
  call void @check(ptr noundef @.str.5, double noundef %55, double noundef %57, double noundef %59, double noundef 0x3EB0C6F7A0B5ED8D)
  %60 = load double, ptr %3, align 8
  %61 = load double, ptr %3, align 8
  %62 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_mix, double noundef %61)
  %63 = load double, ptr %3, align 8
  %64 = call double @fd1(ptr noundef @p_mix, double noundef %63)
  call void @check(ptr noundef @.str.6, double noundef %60, double noundef %62, double noundef %64, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %65

65:                                               ; preds = %54, %22
  store i32 0, ptr %5, align 4
  br label %66

66:                                               ; preds = %151, %65
  %67 = load i32, ptr %5, align 4
  %68 = icmp slt i32 %67, 7
  br i1 %68, label %69, label %154

69:                                               ; preds = %66
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x i32], ptr @main.ns, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  store i32 %73, ptr %6, align 4
  %74 = load i32, ptr %6, align 4
  %75 = icmp sge i32 %74, 0
  br i1 %75, label %76, label %95

76:                                               ; preds = %69
  %77 = load double, ptr %3, align 8
  %78 = load double, ptr %3, align 8
  %79 = load i32, ptr %6, align 4
  %80 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_loop, double noundef %78, i32 noundef %79)
  %81 = load double, ptr %3, align 8
  %82 = load double, ptr %4, align 8
  %83 = fadd double %81, %82
  %84 = load i32, ptr %6, align 4
  %85 = call double @p_loop(double noundef %83, i32 noundef %84)
  %86 = load double, ptr %3, align 8
  %87 = load double, ptr %4, align 8
  %88 = fsub double %86, %87
  %89 = load i32, ptr %6, align 4
  %90 = call double @p_loop(double noundef %88, i32 noundef %89)
  %91 = fsub double %85, %90
  %92 = load double, ptr %4, align 8
  %93 = fmul double 2.000000e+00, %92
  %94 = fdiv double %91, %93
  call void @check(ptr noundef @.str.7, double noundef %77, double noundef %80, double noundef %94, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %95

95:                                               ; preds = %76, %69
  %96 = load double, ptr %3, align 8
  %97 = load double, ptr %3, align 8
  %98 = load i32, ptr %6, align 4
  %99 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_builtin, double noundef %97, i32 noundef %98)
  %100 = load double, ptr %3, align 8
  %101 = load double, ptr %4, align 8
  %102 = fadd double %100, %101
  %103 = load i32, ptr %6, align 4
  %104 = call double @p_builtin(double noundef %102, i32 noundef %103)
  %105 = load double, ptr %3, align 8
  %106 = load double, ptr %4, align 8
  %107 = fsub double %105, %106
  %108 = load i32, ptr %6, align 4
  %109 = call double @p_builtin(double noundef %107, i32 noundef %108)
  %110 = fsub double %104, %109
  %111 = load double, ptr %4, align 8
  %112 = fmul double 2.000000e+00, %111
  %113 = fdiv double %110, %112
  call void @check(ptr noundef @.str.8, double noundef %96, double noundef %99, double noundef %113, double noundef 0x3EB0C6F7A0B5ED8D)
  %114 = load double, ptr %3, align 8
  %115 = load double, ptr %3, align 8
  %116 = load i32, ptr @enzyme_const, align 4
  %117 = load i32, ptr %6, align 4
  %118 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_intpow, double noundef %115, i32 noundef %116, i32 noundef %117)
  %119 = load double, ptr %3, align 8
  %120 = load double, ptr %4, align 8
  %121 = fadd double %119, %120
  %122 = load i32, ptr %6, align 4
  %123 = call double @p_intpow(double noundef %121, i32 noundef %122)
  %124 = load double, ptr %3, align 8
  %125 = load double, ptr %4, align 8
  %126 = fsub double %124, %125
  %127 = load i32, ptr %6, align 4
  %128 = call double @p_intpow(double noundef %126, i32 noundef %127)
  %129 = fsub double %123, %128
  %130 = load double, ptr %4, align 8
  %131 = fmul double 2.000000e+00, %130
  %132 = fdiv double %129, %131
  call void @check(ptr noundef @.str.9, double noundef %114, double noundef %118, double noundef %132, double noundef 0x3EB0C6F7A0B5ED8D)
  %133 = load double, ptr %3, align 8
  %134 = load double, ptr %3, align 8
  %135 = load i32, ptr %6, align 4
  %136 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p_squaring, double noundef %134, i32 noundef %135)
  %137 = load double, ptr %3, align 8
  %138 = load double, ptr %4, align 8
  %139 = fadd double %137, %138
  %140 = load i32, ptr %6, align 4
  %141 = call double @p_squaring(double noundef %139, i32 noundef %140)
  %142 = load double, ptr %3, align 8
  %143 = load double, ptr %4, align 8
  %144 = fsub double %142, %143
  %145 = load i32, ptr %6, align 4
  %146 = call double @p_squaring(double noundef %144, i32 noundef %145)
  %147 = fsub double %141, %146
  %148 = load double, ptr %4, align 8
  %149 = fmul double 2.000000e+00, %148
  %150 = fdiv double %147, %149
  call void @check(ptr noundef @.str.10, double noundef %133, double noundef %136, double noundef %150, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %151

151:                                              ; preds = %95
  %152 = load i32, ptr %5, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %5, align 4
  br label %66, !llvm.loop !6

154:                                              ; preds = %66
  br label %155

155:                                              ; preds = %154
  %156 = load i32, ptr %2, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %2, align 4
  br label %7, !llvm.loop !8

158:                                              ; preds = %7
  %159 = load i32, ptr @n_fail, align 4
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef @.str.12, i32 noundef %159)
  %161 = load i32, ptr @n_fail, align 4
  %162 = icmp ne i32 %161, 0
  %163 = zext i1 %162 to i64
  %164 = select i1 %162, i32 1, i32 0
  ret i32 %164
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

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_cube(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 3.000000e+00) #5
  ret double %4
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
define internal double @p_sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 2.000000e+00) #5
  %5 = load double, ptr %2, align 8
  %6 = fadd double %5, 1.000000e+00
  %7 = call double @pow(double noundef %6, double noundef 4.000000e+00) #5
  %8 = fadd double %4, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_mul(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = load double, ptr %2, align 8
  %8 = fmul double 2.000000e+00, %7
  %9 = load double, ptr %2, align 8
  %10 = fmul double %8, %9
  %11 = call double @llvm.fmuladd.f64(double %5, double %6, double %10)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_one(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 1.000000e+00) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @pow(double noundef %5, double noundef 0.000000e+00) #5
  %7 = fadd double %4, %6
  %8 = load double, ptr %2, align 8
  %9 = call double @pow(double noundef %8, double noundef -1.000000e+00) #5
  %10 = fadd double %7, %9
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_frac(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef 2.500000e+00) #5
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_mix(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @pow(double noundef %3, double noundef -2.000000e+00) #5
  %5 = load double, ptr %2, align 8
  %6 = call double @pow(double noundef %5, double noundef 5.000000e-01) #5
  %7 = fadd double %4, %6
  %8 = load double, ptr %2, align 8
  %9 = call double @pow(double noundef %8, double noundef 0x3FD5555555555555) #5
  %10 = fadd double %7, %9
  %11 = load double, ptr %2, align 8
  %12 = call double @pow(double noundef %11, double noundef -5.000000e-01) #5
  %13 = fadd double %10, %12
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_loop(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %15, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %5, align 8
  %14 = fmul double %13, %12
  store double %14, ptr %5, align 8
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  br label %7, !llvm.loop !9

18:                                               ; preds = %7
  %19 = load double, ptr %5, align 8
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_builtin(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call double @llvm.powi.f64.i32(double %5, i32 %6)
  %8 = load double, ptr %3, align 8
  %9 = call double @llvm.powi.f64.i32(double %8, i32 -2)
  %10 = call double @llvm.fmuladd.f64(double %9, double 5.000000e-01, double %7)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_intpow(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sitofp i32 %6 to double
  %8 = call double @pow(double noundef %5, double noundef %7) #5
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p_squaring(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  %8 = load double, ptr %3, align 8
  store double %8, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 0, %12
  br label %16

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  br label %16

16:                                               ; preds = %14, %11
  %17 = phi i32 [ %13, %11 ], [ %15, %14 ]
  store i32 %17, ptr %7, align 4
  br label %18

18:                                               ; preds = %29, %16
  %19 = load i32, ptr %7, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %35

21:                                               ; preds = %18
  %22 = load i32, ptr %7, align 4
  %23 = and i32 %22, 1
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = load double, ptr %6, align 8
  %27 = load double, ptr %5, align 8
  %28 = fmul double %27, %26
  store double %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %25, %21
  %30 = load double, ptr %6, align 8
  %31 = load double, ptr %6, align 8
  %32 = fmul double %31, %30
  store double %32, ptr %6, align 8
  %33 = load i32, ptr %7, align 4
  %34 = ashr i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %18, !llvm.loop !10

35:                                               ; preds = %18
  %36 = load i32, ptr %4, align 4
  %37 = icmp slt i32 %36, 0
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = load double, ptr %5, align 8
  %40 = fdiv double 1.000000e+00, %39
  br label %43

41:                                               ; preds = %35
  %42 = load double, ptr %5, align 8
  br label %43

43:                                               ; preds = %41, %38
  %44 = phi double [ %40, %38 ], [ %42, %41 ]
  ret double %44
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
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #1

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
