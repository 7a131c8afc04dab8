; ModuleID = 'recurrence.c'
source_filename = "recurrence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.rs = internal constant [4 x double] [double 2.300000e+00, double 2.800000e+00, double 3.100000e+00, double 3.300000e+00], align 16
@main.x0s = internal constant [4 x double] [double 1.200000e-01, double 3.700000e-01, double 6.400000e-01, double 8.100000e-01], align 16
@.str = private unnamed_addr constant [12 x i8] c"logistic.dr\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"logistic.dx0\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@main.gs = internal constant [5 x double] [double 3.700000e-01, double 9.000000e-01, double 1.550000e+00, double 3.300000e+00, double 7.000000e+00], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@main.ds = internal constant [5 x double] [double -1.600000e+00, double -3.000000e-01, double 4.500000e-01, double 1.250000e+00, double 2.200000e+00], align 16
@.str.4 = private unnamed_addr constant [7 x i8] c"damped\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"halve\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"recurrence\00", align 1
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
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %69, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %72

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x double], ptr @main.rs, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %3, align 8
  %22 = load i32, ptr %2, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x double], ptr @main.x0s, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  store double %25, ptr %4, align 8
  %26 = load double, ptr %3, align 8
  %27 = call double @step(double noundef %26)
  store double %27, ptr %5, align 8
  %28 = load double, ptr %4, align 8
  %29 = call double @step(double noundef %28)
  store double %29, ptr %6, align 8
  %30 = load double, ptr %3, align 8
  %31 = load double, ptr %3, align 8
  %32 = load i32, ptr @enzyme_const, align 4
  %33 = load double, ptr %4, align 8
  %34 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @logistic, double noundef %31, i32 noundef %32, double noundef %33)
  %35 = load double, ptr %3, align 8
  %36 = load double, ptr %5, align 8
  %37 = fadd double %35, %36
  %38 = load double, ptr %4, align 8
  %39 = call double @logistic(double noundef %37, double noundef %38)
  %40 = load double, ptr %3, align 8
  %41 = load double, ptr %5, align 8
  %42 = fsub double %40, %41
  %43 = load double, ptr %4, align 8
  %44 = call double @logistic(double noundef %42, double noundef %43)
  %45 = fsub double %39, %44
  %46 = load double, ptr %5, align 8
  %47 = fmul double 2.000000e+00, %46
  %48 = fdiv double %45, %47
  call void @check(ptr noundef @.str, double noundef %30, double noundef %34, double noundef %48, double noundef 0x3EB0C6F7A0B5ED8D)
  %49 = load double, ptr %4, align 8
  %50 = load i32, ptr @enzyme_const, align 4
  %51 = load double, ptr %3, align 8
  %52 = load i32, ptr @enzyme_out, align 4
  %53 = load double, ptr %4, align 8
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @logistic, i32 noundef %50, double noundef %51, i32 noundef %52, double noundef %53)
  %55 = load double, ptr %3, align 8
  %56 = load double, ptr %4, align 8
  %57 = load double, ptr %6, align 8
  %58 = fadd double %56, %57
  %59 = call double @logistic(double noundef %55, double noundef %58)
  %60 = load double, ptr %3, align 8
  %61 = load double, ptr %4, align 8
  %62 = load double, ptr %6, align 8
  %63 = fsub double %61, %62
  %64 = call double @logistic(double noundef %60, double noundef %63)
  %65 = fsub double %59, %64
  %66 = load double, ptr %6, align 8
  %67 = fmul double 2.000000e+00, %66
  %68 = fdiv double %65, %67
  call void @check(ptr noundef @.str.1, double noundef %49, double noundef %54, double noundef %68, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %69

69:                                               ; preds = %17
  %70 = load i32, ptr %2, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %2, align 4
  br label %14, !llvm.loop !6

72:                                               ; preds = %14
  store i32 0, ptr %7, align 4
  br label %73

73:                                               ; preds = %119, %72
  %74 = load i32, ptr %7, align 4
  %75 = icmp slt i32 %74, 5
  br i1 %75, label %76, label %122

76:                                               ; preds = %73
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x double], ptr @main.gs, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  store double %80, ptr %8, align 8
  %81 = load double, ptr %8, align 8
  %82 = call double @step(double noundef %81)
  store double %82, ptr %9, align 8
  %83 = load double, ptr %8, align 8
  %84 = load double, ptr %8, align 8
  %85 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @grow, double noundef %84)
  %86 = load double, ptr %8, align 8
  %87 = load double, ptr %9, align 8
  %88 = fadd double %86, %87
  %89 = call double @grow(double noundef %88)
  %90 = load double, ptr %8, align 8
  %91 = load double, ptr %9, align 8
  %92 = fsub double %90, %91
  %93 = call double @grow(double noundef %92)
  %94 = fsub double %89, %93
  %95 = load double, ptr %9, align 8
  %96 = fmul double 2.000000e+00, %95
  %97 = fdiv double %94, %96
  call void @check(ptr noundef @.str.2, double noundef %83, double noundef %85, double noundef %97, double noundef 0x3EB0C6F7A0B5ED8D)
  %98 = load i32, ptr %7, align 4
  %99 = mul nsw i32 3, %98
  %100 = add nsw i32 2, %99
  store i32 %100, ptr %10, align 4
  %101 = load double, ptr %8, align 8
  %102 = load double, ptr %8, align 8
  %103 = load i32, ptr %10, align 4
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fib, double noundef %102, i32 noundef %103)
  %105 = load double, ptr %8, align 8
  %106 = load double, ptr %9, align 8
  %107 = fadd double %105, %106
  %108 = load i32, ptr %10, align 4
  %109 = call double @fib(double noundef %107, i32 noundef %108)
  %110 = load double, ptr %8, align 8
  %111 = load double, ptr %9, align 8
  %112 = fsub double %110, %111
  %113 = load i32, ptr %10, align 4
  %114 = call double @fib(double noundef %112, i32 noundef %113)
  %115 = fsub double %109, %114
  %116 = load double, ptr %9, align 8
  %117 = fmul double 2.000000e+00, %116
  %118 = fdiv double %115, %117
  call void @check(ptr noundef @.str.3, double noundef %101, double noundef %104, double noundef %118, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %119

119:                                              ; preds = %76
  %120 = load i32, ptr %7, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %7, align 4
  br label %73, !llvm.loop !8

122:                                              ; preds = %73
  store i32 0, ptr %11, align 4
  br label %123

123:                                              ; preds = %163, %122
  %124 = load i32, ptr %11, align 4
  %125 = icmp slt i32 %124, 5
  br i1 %125, label %126, label %166

126:                                              ; preds = %123
  %127 = load i32, ptr %11, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [5 x double], ptr @main.ds, i64 0, i64 %128
  %130 = load double, ptr %129, align 8
  store double %130, ptr %12, align 8
  %131 = load double, ptr %12, align 8
  %132 = call double @step(double noundef %131)
  store double %132, ptr %13, align 8
  %133 = load double, ptr %12, align 8
  %134 = load double, ptr %12, align 8
  %135 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @damped, double noundef %134)
  %136 = load double, ptr %12, align 8
  %137 = load double, ptr %13, align 8
  %138 = fadd double %136, %137
  %139 = call double @damped(double noundef %138)
  %140 = load double, ptr %12, align 8
  %141 = load double, ptr %13, align 8
  %142 = fsub double %140, %141
  %143 = call double @damped(double noundef %142)
  %144 = fsub double %139, %143
  %145 = load double, ptr %13, align 8
  %146 = fmul double 2.000000e+00, %145
  %147 = fdiv double %144, %146
  call void @check(ptr noundef @.str.4, double noundef %133, double noundef %135, double noundef %147, double noundef 0x3EB0C6F7A0B5ED8D)
  %148 = load double, ptr %12, align 8
  %149 = load double, ptr %12, align 8
  %150 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @halve, double noundef %149)
  %151 = load double, ptr %12, align 8
  %152 = load double, ptr %13, align 8
  %153 = fadd double %151, %152
  %154 = call double @halve(double noundef %153)
  %155 = load double, ptr %12, align 8
  %156 = load double, ptr %13, align 8
  %157 = fsub double %155, %156
  %158 = call double @halve(double noundef %157)
  %159 = fsub double %154, %158
  %160 = load double, ptr %13, align 8
  %161 = fmul double 2.000000e+00, %160
  %162 = fdiv double %159, %161
  call void @check(ptr noundef @.str.5, double noundef %148, double noundef %150, double noundef %162, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %163

163:                                              ; preds = %126
  %164 = load i32, ptr %11, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %11, align 4
  br label %123, !llvm.loop !9

166:                                              ; preds = %123
  %167 = load i32, ptr @n_fail, align 4
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef @.str.7, i32 noundef %167)
  %169 = load i32, ptr @n_fail, align 4
  %170 = icmp ne i32 %169, 0
  %171 = zext i1 %170 to i64
  %172 = select i1 %170, i32 1, i32 0
  ret i32 %172
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
define internal double @logistic(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %8, 1.000000e+01
  %10 = fptosi double %9 to i32
  %11 = add nsw i32 5, %10
  store i32 %11, ptr %5, align 4
  %12 = load double, ptr %4, align 8
  store double %12, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %17, %2
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %13
  %18 = load double, ptr %3, align 8
  %19 = load double, ptr %6, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %6, align 8
  %22 = fsub double 1.000000e+00, %21
  %23 = fmul double %20, %22
  store double %23, ptr %6, align 8
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %13, !llvm.loop !10

26:                                               ; preds = %13
  %27 = load double, ptr %6, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @grow(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  br label %4

4:                                                ; preds = %7, %1
  %5 = load double, ptr %3, align 8
  %6 = fcmp olt double %5, 1.000000e+01
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double 1.100000e+00, double %9)
  store double %10, ptr %3, align 8
  br label %4, !llvm.loop !11

11:                                               ; preds = %4
  %12 = load double, ptr %3, align 8
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fib(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %14, %2
  %10 = load i32, ptr %7, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %9
  %15 = load double, ptr %5, align 8
  %16 = load double, ptr %3, align 8
  %17 = load double, ptr %6, align 8
  %18 = call double @llvm.fmuladd.f64(double %16, double %17, double %15)
  store double %18, ptr %8, align 8
  %19 = load double, ptr %6, align 8
  store double %19, ptr %5, align 8
  %20 = load double, ptr %8, align 8
  store double %20, ptr %6, align 8
  br label %9, !llvm.loop !12

21:                                               ; preds = %9
  %22 = load double, ptr %6, align 8
  %23 = load double, ptr %5, align 8
  %24 = fadd double 1.000000e+00, %23
  %25 = fdiv double %22, %24
  ret double %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @damped(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double %0, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = fmul double %8, %9
  %11 = fptosi double %10 to i32
  %12 = add nsw i32 %11, 3
  store i32 %12, ptr %3, align 4
  store double 1.000000e+00, ptr %4, align 8
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %43, %1
  %14 = load double, ptr %4, align 8
  %15 = load double, ptr %2, align 8
  %16 = call double @cos(double noundef %15) #5
  %17 = load double, ptr %5, align 8
  %18 = load double, ptr %2, align 8
  %19 = call double @sin(double noundef %18) #5
  %20 = fmul double %17, %19
  %21 = fmul double %20, 9.000000e-01
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  store double %23, ptr %7, align 8
  %24 = load double, ptr %5, align 8
  %25 = load double, ptr %2, align 8
  %26 = call double @cos(double noundef %25) #5
  %27 = load double, ptr %4, align 8
  %28 = load double, ptr %2, align 8
  %29 = call double @sin(double noundef %28) #5
  %30 = fmul double %27, %29
  %31 = fmul double %30, 9.000000e-01
  %32 = call double @llvm.fmuladd.f64(double %24, double %26, double %31)
  store double %32, ptr %5, align 8
  %33 = load double, ptr %7, align 8
  store double %33, ptr %4, align 8
  %34 = load double, ptr %4, align 8
  %35 = load double, ptr %4, align 8
  %36 = load double, ptr %5, align 8
  %37 = load double, ptr %5, align 8
  %38 = fmul double %36, %37
  %39 = call double @llvm.fmuladd.f64(double %34, double %35, double %38)
  %40 = fcmp olt double %39, 1.000000e-03
  br i1 %40, label %41, label %42

41:                                               ; preds = %13
  br label %48

42:                                               ; preds = %13
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  %46 = load i32, ptr %3, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %13, label %48, !llvm.loop !13

48:                                               ; preds = %43, %41
  %49 = load double, ptr %4, align 8
  %50 = load double, ptr %5, align 8
  %51 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %50, double %49)
  ret double %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @halve(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fmuladd.f64(double %5, double %6, double 5.000000e+00)
  store double %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %11, %1
  %9 = load double, ptr %3, align 8
  %10 = fcmp ogt double %9, 1.000000e+00
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = call double @sin(double noundef %13) #5
  %15 = fmul double 1.000000e-01, %14
  %16 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %12, double %15)
  store double %16, ptr %3, align 8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %8, !llvm.loop !14

19:                                               ; preds = %8
  %20 = load double, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = sitofp i32 %21 to double
  %23 = call double @llvm.fmuladd.f64(double 1.000000e-02, double %22, double %20)
  ret double %23
}

declare i32 @printf(ptr noundef, ...) #1

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
