; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.as = internal constant [5 x double] [double 2.500000e-01, double 9.000000e-01, double 2.000000e+00, double 7.500000e+00, double 1.230000e+02], align 16
@.str = private unnamed_addr constant [12 x i8] c"newton_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"newton_sqrt.exact\00", align 1
@main.bs = internal constant [4 x double] [double 2.000000e-01, double 5.000000e-01, double 8.000000e-01, double 0x3FEE666666666666], align 16
@.str.2 = private unnamed_addr constant [10 x i8] c"fixed_cos\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"fixed_cos.exact\00", align 1
@main.ps = internal constant [4 x double] [double 1.000000e-01, double 1.000000e+00, double 3.000000e+00, double 1.000000e+01], align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"cubic_root\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"cubic_root.exact\00", align 1
@main.cs = internal constant [3 x double] [double 3.000000e-01, double 1.000000e+00, double 1.400000e+00], align 16
@.str.6 = private unnamed_addr constant [11 x i8] c"newton_cos\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"newton\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %16

16:                                               ; preds = %35, %0
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %17, 5
  br i1 %18, label %19, label %38

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x double], ptr @main.as, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  store double %23, ptr %3, align 8
  %24 = load double, ptr %3, align 8
  %25 = load double, ptr %3, align 8
  %26 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_sqrt, double noundef %25)
  %27 = load double, ptr %3, align 8
  %28 = call double @fd1(ptr noundef @newton_sqrt, double noundef %27)
  call void @check(ptr noundef @.str, double noundef %24, double noundef %26, double noundef %28, double noundef 0x3EB0C6F7A0B5ED8D)
  %29 = load double, ptr %3, align 8
  %30 = load double, ptr %3, align 8
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_sqrt, double noundef %30)
  %32 = load double, ptr %3, align 8
  %33 = call double @sqrt(double noundef %32) #5
  %34 = fdiv double 5.000000e-01, %33
  call void @check(ptr noundef @.str.1, double noundef %29, double noundef %31, double noundef %34, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %35

35:                                               ; preds = %19
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %2, align 4
  br label %16, !llvm.loop !6

38:                                               ; preds = %16
  store i32 0, ptr %4, align 4
  br label %39

39:                                               ; preds = %72, %38
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %75

42:                                               ; preds = %39
  %43 = load i32, ptr %4, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x double], ptr @main.bs, i64 0, i64 %44
  %46 = load double, ptr %45, align 8
  store double %46, ptr %5, align 8
  %47 = load double, ptr %5, align 8
  %48 = call double @fixed_cos(double noundef %47)
  store double %48, ptr %6, align 8
  %49 = load double, ptr %6, align 8
  %50 = fneg double %49
  %51 = load double, ptr %5, align 8
  %52 = load double, ptr %6, align 8
  %53 = fmul double %51, %52
  %54 = call double @sin(double noundef %53) #5
  %55 = fmul double %50, %54
  %56 = load double, ptr %5, align 8
  %57 = load double, ptr %5, align 8
  %58 = load double, ptr %6, align 8
  %59 = fmul double %57, %58
  %60 = call double @sin(double noundef %59) #5
  %61 = call double @llvm.fmuladd.f64(double %56, double %60, double 1.000000e+00)
  %62 = fdiv double %55, %61
  store double %62, ptr %7, align 8
  %63 = load double, ptr %5, align 8
  %64 = load double, ptr %5, align 8
  %65 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fixed_cos, double noundef %64)
  %66 = load double, ptr %5, align 8
  %67 = call double @fd1(ptr noundef @fixed_cos, double noundef %66)
  call void @check(ptr noundef @.str.2, double noundef %63, double noundef %65, double noundef %67, double noundef 0x3EB0C6F7A0B5ED8D)
  %68 = load double, ptr %5, align 8
  %69 = load double, ptr %5, align 8
  %70 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fixed_cos, double noundef %69)
  %71 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.3, double noundef %68, double noundef %70, double noundef %71, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %72

72:                                               ; preds = %42
  %73 = load i32, ptr %4, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %4, align 4
  br label %39, !llvm.loop !8

75:                                               ; preds = %39
  store i32 0, ptr %8, align 4
  br label %76

76:                                               ; preds = %102, %75
  %77 = load i32, ptr %8, align 4
  %78 = icmp slt i32 %77, 4
  br i1 %78, label %79, label %105

79:                                               ; preds = %76
  %80 = load i32, ptr %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4 x double], ptr @main.ps, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  store double %83, ptr %9, align 8
  %84 = load double, ptr %9, align 8
  %85 = call double @cubic_root(double noundef %84)
  store double %85, ptr %10, align 8
  %86 = load double, ptr %9, align 8
  %87 = load double, ptr %9, align 8
  %88 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @cubic_root, double noundef %87)
  %89 = load double, ptr %9, align 8
  %90 = call double @fd1(ptr noundef @cubic_root, double noundef %89)
  call void @check(ptr noundef @.str.4, double noundef %86, double noundef %88, double noundef %90, double noundef 0x3EB0C6F7A0B5ED8D)
  %91 = load double, ptr %9, align 8
  %92 = load double, ptr %9, align 8
  %93 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @cubic_root, double noundef %92)
  %94 = load double, ptr %10, align 8
  %95 = fneg double %94
  %96 = load double, ptr %10, align 8
  %97 = fmul double 3.000000e+00, %96
  %98 = load double, ptr %10, align 8
  %99 = load double, ptr %9, align 8
  %100 = call double @llvm.fmuladd.f64(double %97, double %98, double %99)
  %101 = fdiv double %95, %100
  call void @check(ptr noundef @.str.5, double noundef %91, double noundef %93, double noundef %101, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %102

102:                                              ; preds = %79
  %103 = load i32, ptr %8, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %8, align 4
  br label %76, !llvm.loop !9

105:                                              ; preds = %76
  store i32 0, ptr %11, align 4
  br label %106

106:                                              ; preds = %147, %105
  %107 = load i32, ptr %11, align 4
  %108 = icmp slt i32 %107, 3
  br i1 %108, label %109, label %150

109:                                              ; preds = %106
  %110 = load i32, ptr %11, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [3 x double], ptr @main.cs, i64 0, i64 %111
  %113 = load double, ptr %112, align 8
  store double %113, ptr %12, align 8
  %114 = load i32, ptr %11, align 4
  %115 = sitofp i32 %114 to double
  %116 = call double @llvm.fmuladd.f64(double -1.000000e-01, double %115, double 1.000000e+00)
  store double %116, ptr %13, align 8
  %117 = load double, ptr %12, align 8
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ogt double %118, 1.000000e+00
  br i1 %119, label %120, label %123

120:                                              ; preds = %109
  %121 = load double, ptr %12, align 8
  %122 = call double @llvm.fabs.f64(double %121)
  br label %124

123:                                              ; preds = %109
  br label %124

124:                                              ; preds = %123, %120
  %125 = phi double [ %122, %120 ], [ 1.000000e+00, %123 ]
  %126 = fmul double 0x3EB0C6F7A0B5ED8D, %125
  store double %126, ptr %14, align 8
  %127 = load double, ptr %12, align 8
  %128 = load double, ptr %14, align 8
  %129 = fadd double %127, %128
  %130 = load double, ptr %13, align 8
  %131 = call double @newton_cos(double noundef %129, double noundef %130)
  %132 = load double, ptr %12, align 8
  %133 = load double, ptr %14, align 8
  %134 = fsub double %132, %133
  %135 = load double, ptr %13, align 8
  %136 = call double @newton_cos(double noundef %134, double noundef %135)
  %137 = fsub double %131, %136
  %138 = load double, ptr %14, align 8
  %139 = fmul double 2.000000e+00, %138
  %140 = fdiv double %137, %139
  store double %140, ptr %15, align 8
  %141 = load double, ptr %12, align 8
  %142 = load double, ptr %12, align 8
  %143 = load i32, ptr @enzyme_const, align 4
  %144 = load double, ptr %13, align 8
  %145 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @newton_cos, double noundef %142, i32 noundef %143, double noundef %144)
  %146 = load double, ptr %15, align 8
  call void @check(ptr noundef @.str.6, double noundef %141, double noundef %145, double noundef %146, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %147

147:                                              ; preds = %124
  %148 = load i32, ptr %11, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %11, align 4
  br label %106, !llvm.loop !10

150:                                              ; preds = %106
  %151 = load i32, ptr @n_fail, align 4
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef %151)
  %153 = load i32, ptr @n_fail, align 4
  %154 = icmp ne i32 %153, 0
  %155 = zext i1 %154 to i64
  %156 = select i1 %154, i32 1, i32 0
  ret i32 %156
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

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fcmp ogt double %6, 1.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8
  %12 = phi double [ %9, %8 ], [ 1.000000e+00, %10 ]
  store double %12, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %36, %11
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %2, align 8
  %17 = fneg double %16
  %18 = call double @llvm.fmuladd.f64(double %14, double %15, double %17)
  %19 = load double, ptr %3, align 8
  %20 = fmul double 2.000000e+00, %19
  %21 = fdiv double %18, %20
  store double %21, ptr %4, align 8
  %22 = load double, ptr %4, align 8
  %23 = load double, ptr %3, align 8
  %24 = fsub double %23, %22
  store double %24, ptr %3, align 8
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load double, ptr %4, align 8
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = load double, ptr %3, align 8
  %31 = fmul double 1.000000e-15, %30
  %32 = fcmp ogt double %29, %31
  br i1 %32, label %33, label %36

33:                                               ; preds = %27
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 100
  br label %36

36:                                               ; preds = %33, %27
  %37 = phi i1 [ false, %27 ], [ %35, %33 ]
  br i1 %37, label %13, label %38, !llvm.loop !11

38:                                               ; preds = %36
  %39 = load double, ptr %3, align 8
  ret double %39
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

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fixed_cos(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  store double 1.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %16, %1
  %8 = load double, ptr %4, align 8
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = fcmp ogt double %9, 1.000000e-15
  br i1 %10, label %11, label %14

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 500
  br label %14

14:                                               ; preds = %11, %7
  %15 = phi i1 [ false, %7 ], [ %13, %11 ]
  br i1 %15, label %16, label %27

16:                                               ; preds = %14
  %17 = load double, ptr %2, align 8
  %18 = load double, ptr %3, align 8
  %19 = fmul double %17, %18
  %20 = call double @cos(double noundef %19) #5
  store double %20, ptr %6, align 8
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %3, align 8
  %23 = fsub double %21, %22
  store double %23, ptr %4, align 8
  %24 = load double, ptr %6, align 8
  store double %24, ptr %3, align 8
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %7, !llvm.loop !12

27:                                               ; preds = %14
  %28 = load double, ptr %3, align 8
  ret double %28
}

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cubic_root(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %2, align 8
  store double 1.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %35, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 100
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %3, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %2, align 8
  %16 = load double, ptr %3, align 8
  %17 = fmul double %15, %16
  %18 = call double @llvm.fmuladd.f64(double %13, double %14, double %17)
  %19 = fsub double %18, 1.000000e+00
  store double %19, ptr %5, align 8
  %20 = load double, ptr %5, align 8
  %21 = load double, ptr %3, align 8
  %22 = fmul double 3.000000e+00, %21
  %23 = load double, ptr %3, align 8
  %24 = load double, ptr %2, align 8
  %25 = call double @llvm.fmuladd.f64(double %22, double %23, double %24)
  %26 = fdiv double %20, %25
  store double %26, ptr %6, align 8
  %27 = load double, ptr %6, align 8
  %28 = load double, ptr %3, align 8
  %29 = fsub double %28, %27
  store double %29, ptr %3, align 8
  %30 = load double, ptr %6, align 8
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp olt double %31, 1.000000e-15
  br i1 %32, label %33, label %34

33:                                               ; preds = %10
  br label %38

34:                                               ; preds = %10
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %7, !llvm.loop !13

38:                                               ; preds = %33, %7
  %39 = load double, ptr %3, align 8
  ret double %39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_cos(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double 5.000000e-01, ptr %5, align 8
  store double 1.000000e+00, ptr %6, align 8
  br label %9

9:                                                ; preds = %13, %2
  %10 = load double, ptr %6, align 8
  %11 = call double @llvm.fabs.f64(double %10)
  %12 = fcmp ogt double %11, 0x3D06849B86A12B9B
  br i1 %12, label %13, label %34

13:                                               ; preds = %9
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %3, align 8
  %16 = load double, ptr %5, align 8
  %17 = fmul double %15, %16
  %18 = call double @cos(double noundef %17) #5
  %19 = fsub double %14, %18
  store double %19, ptr %7, align 8
  %20 = load double, ptr %3, align 8
  %21 = load double, ptr %3, align 8
  %22 = load double, ptr %5, align 8
  %23 = fmul double %21, %22
  %24 = call double @sin(double noundef %23) #5
  %25 = call double @llvm.fmuladd.f64(double %20, double %24, double 1.000000e+00)
  store double %25, ptr %8, align 8
  %26 = load double, ptr %4, align 8
  %27 = load double, ptr %7, align 8
  %28 = fmul double %26, %27
  %29 = load double, ptr %8, align 8
  %30 = fdiv double %28, %29
  store double %30, ptr %6, align 8
  %31 = load double, ptr %6, align 8
  %32 = load double, ptr %5, align 8
  %33 = fsub double %32, %31
  store double %33, ptr %5, align 8
  br label %9, !llvm.loop !14

34:                                               ; preds = %9
  %35 = load double, ptr %5, align 8
  %36 = load double, ptr %5, align 8
  %37 = load double, ptr %5, align 8
  %38 = call double @sin(double noundef %37) #5
  %39 = call double @llvm.fmuladd.f64(double %35, double %36, double %38)
  ret double %39
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
