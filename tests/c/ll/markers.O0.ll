; ModuleID = 'markers.c'
source_filename = "markers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [4 x double] [double -9.000000e-01, double 2.500000e-01, double 8.000000e-01, double 1.700000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"f.dx(x, const y)\00", align 1
@enzyme_const = external global i32, align 4
@.str.1 = private unnamed_addr constant [21 x i8] c"f.dx(out x, const y)\00", align 1
@enzyme_out = external global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"f.dy(const x, y)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"f.dy(const x, out y)\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"g.dx(const n, const m)\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"p.dx\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"markers\00", align 1
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
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %169, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %172

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  store double %20, ptr %3, align 8
  %21 = load i32, ptr %2, align 4
  %22 = sitofp i32 %21 to double
  %23 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %22, double -5.000000e-01)
  store double %23, ptr %4, align 8
  %24 = load double, ptr %3, align 8
  %25 = call double @step(double noundef %24)
  store double %25, ptr %5, align 8
  %26 = load double, ptr %4, align 8
  %27 = call double @step(double noundef %26)
  store double %27, ptr %6, align 8
  %28 = load double, ptr %3, align 8
  %29 = load double, ptr %5, align 8
  %30 = fadd double %28, %29
  %31 = load double, ptr %4, align 8
  %32 = call double @f(double noundef %30, double noundef %31)
  %33 = load double, ptr %3, align 8
  %34 = load double, ptr %5, align 8
  %35 = fsub double %33, %34
  %36 = load double, ptr %4, align 8
  %37 = call double @f(double noundef %35, double noundef %36)
  %38 = fsub double %32, %37
  %39 = load double, ptr %5, align 8
  %40 = fmul double 2.000000e+00, %39
  %41 = fdiv double %38, %40
  store double %41, ptr %7, align 8
  %42 = load double, ptr %3, align 8
  %43 = load double, ptr %4, align 8
  %44 = load double, ptr %6, align 8
  %45 = fadd double %43, %44
  %46 = call double @f(double noundef %42, double noundef %45)
  %47 = load double, ptr %3, align 8
  %48 = load double, ptr %4, align 8
  %49 = load double, ptr %6, align 8
  %50 = fsub double %48, %49
  %51 = call double @f(double noundef %47, double noundef %50)
  %52 = fsub double %46, %51
  %53 = load double, ptr %6, align 8
  %54 = fmul double 2.000000e+00, %53
  %55 = fdiv double %52, %54
  store double %55, ptr %8, align 8
  %56 = load double, ptr %3, align 8
  %57 = load double, ptr %3, align 8
  %58 = load i32, ptr @enzyme_const, align 4
  %59 = load double, ptr %4, align 8
  %60 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef %57, i32 noundef %58, double noundef %59)
  %61 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str, double noundef %56, double noundef %60, double noundef %61, double noundef 0x3EB0C6F7A0B5ED8D)
  %62 = load double, ptr %3, align 8
  %63 = load i32, ptr @enzyme_out, align 4
  %64 = load double, ptr %3, align 8
  %65 = load i32, ptr @enzyme_const, align 4
  %66 = load double, ptr %4, align 8
  %67 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %63, double noundef %64, i32 noundef %65, double noundef %66)
  %68 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.1, double noundef %62, double noundef %67, double noundef %68, double noundef 0x3EB0C6F7A0B5ED8D)
  %69 = load double, ptr %4, align 8
  %70 = load i32, ptr @enzyme_const, align 4
  %71 = load double, ptr %3, align 8
  %72 = load double, ptr %4, align 8
  %73 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %70, double noundef %71, double noundef %72)
  %74 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.2, double noundef %69, double noundef %73, double noundef %74, double noundef 0x3EB0C6F7A0B5ED8D)
  %75 = load double, ptr %4, align 8
  %76 = load i32, ptr @enzyme_const, align 4
  %77 = load double, ptr %3, align 8
  %78 = load i32, ptr @enzyme_out, align 4
  %79 = load double, ptr %4, align 8
  %80 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %76, double noundef %77, i32 noundef %78, double noundef %79)
  %81 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.3, double noundef %75, double noundef %80, double noundef %81, double noundef 0x3EB0C6F7A0B5ED8D)
  %82 = load i32, ptr %2, align 4
  %83 = add nsw i32 2, %82
  store i32 %83, ptr %9, align 4
  %84 = load i32, ptr %2, align 4
  %85 = sitofp i32 %84 to double
  %86 = fmul double 5.000000e-01, %85
  store double %86, ptr %10, align 8
  %87 = load i32, ptr %2, align 4
  %88 = sub nsw i32 3, %87
  %89 = sext i32 %88 to i64
  store i64 %89, ptr %11, align 8
  %90 = load double, ptr %3, align 8
  %91 = load i32, ptr %9, align 4
  %92 = load double, ptr %3, align 8
  %93 = load i32, ptr @enzyme_const, align 4
  %94 = load double, ptr %10, align 8
  %95 = load i64, ptr %11, align 8
  %96 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @g, i32 noundef %91, double noundef %92, i32 noundef %93, double noundef %94, i64 noundef %95)
  %97 = load i32, ptr %9, align 4
  %98 = load double, ptr %3, align 8
  %99 = load double, ptr %5, align 8
  %100 = fadd double %98, %99
  %101 = load double, ptr %10, align 8
  %102 = load i64, ptr %11, align 8
  %103 = call double @g(i32 noundef %97, double noundef %100, double noundef %101, i64 noundef %102)
  %104 = load i32, ptr %9, align 4
  %105 = load double, ptr %3, align 8
  %106 = load double, ptr %5, align 8
  %107 = fsub double %105, %106
  %108 = load double, ptr %10, align 8
  %109 = load i64, ptr %11, align 8
  %110 = call double @g(i32 noundef %104, double noundef %107, double noundef %108, i64 noundef %109)
  %111 = fsub double %103, %110
  %112 = load double, ptr %5, align 8
  %113 = fmul double 2.000000e+00, %112
  %114 = fdiv double %111, %113
  call void @check(ptr noundef @.str.4, double noundef %90, double noundef %96, double noundef %114, double noundef 0x3EB0C6F7A0B5ED8D)
  %115 = load double, ptr %3, align 8
  %116 = load i32, ptr @enzyme_const, align 4
  %117 = load i32, ptr %9, align 4
  %118 = load i32, ptr @enzyme_out, align 4
  %119 = load double, ptr %3, align 8
  %120 = load i32, ptr @enzyme_const, align 4
  %121 = load double, ptr %10, align 8
  %122 = load i32, ptr @enzyme_const, align 4
  %123 = load i64, ptr %11, align 8
  %124 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @g, i32 noundef %116, i32 noundef %117, i32 noundef %118, double noundef %119, i32 noundef %120, double noundef %121, i32 noundef %122, i64 noundef %123)
  %125 = load i32, ptr %9, align 4
  %126 = load double, ptr %3, align 8
  %127 = load double, ptr %5, align 8
  %128 = fadd double %126, %127
  %129 = load double, ptr %10, align 8
  %130 = load i64, ptr %11, align 8
  %131 = call double @g(i32 noundef %125, double noundef %128, double noundef %129, i64 noundef %130)
  %132 = load i32, ptr %9, align 4
  %133 = load double, ptr %3, align 8
  %134 = load double, ptr %5, align 8
  %135 = fsub double %133, %134
  %136 = load double, ptr %10, align 8
  %137 = load i64, ptr %11, align 8
  %138 = call double @g(i32 noundef %132, double noundef %135, double noundef %136, i64 noundef %137)
  %139 = fsub double %131, %138
  %140 = load double, ptr %5, align 8
  %141 = fmul double 2.000000e+00, %140
  %142 = fdiv double %139, %141
  call void @check(ptr noundef @.str.5, double noundef %115, double noundef %124, double noundef %142, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %12, align 4
  br label %143

143:                                              ; preds = %165, %16
  %144 = load i32, ptr %12, align 4
  %145 = icmp slt i32 %144, 3
  br i1 %145, label %146, label %168

146:                                              ; preds = %143
  %147 = load double, ptr %3, align 8
  %148 = load double, ptr %3, align 8
  %149 = load i32, ptr %12, align 4
  %150 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @p, double noundef %148, i32 noundef %149)
  %151 = load double, ptr %3, align 8
  %152 = load double, ptr %5, align 8
  %153 = fadd double %151, %152
  %154 = load i32, ptr %12, align 4
  %155 = call double @p(double noundef %153, i32 noundef %154)
  %156 = load double, ptr %3, align 8
  %157 = load double, ptr %5, align 8
  %158 = fsub double %156, %157
  %159 = load i32, ptr %12, align 4
  %160 = call double @p(double noundef %158, i32 noundef %159)
  %161 = fsub double %155, %160
  %162 = load double, ptr %5, align 8
  %163 = fmul double 2.000000e+00, %162
  %164 = fdiv double %161, %163
  call void @check(ptr noundef @.str.6, double noundef %147, double noundef %150, double noundef %164, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %165

165:                                              ; preds = %146
  %166 = load i32, ptr %12, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %12, align 4
  br label %143, !llvm.loop !6

168:                                              ; preds = %143
  br label %169

169:                                              ; preds = %168
  %170 = load i32, ptr %2, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %2, align 4
  br label %13, !llvm.loop !8

172:                                              ; preds = %13
  %173 = load i32, ptr @n_fail, align 4
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef %173)
  %175 = load i32, ptr @n_fail, align 4
  %176 = icmp ne i32 %175, 0
  %177 = zext i1 %176 to i64
  %178 = select i1 %176, i32 1, i32 0
  ret i32 %178
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #5
  %7 = load double, ptr %4, align 8
  %8 = call double @exp(double noundef %7) #5
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %3, align 8
  %11 = fmul double %9, %10
  %12 = load double, ptr %3, align 8
  %13 = fmul double %11, %12
  %14 = load double, ptr %4, align 8
  %15 = fmul double %13, %14
  %16 = call double @llvm.fmuladd.f64(double %6, double %8, double %15)
  %17 = load double, ptr %4, align 8
  %18 = load double, ptr %4, align 8
  %19 = fneg double %17
  %20 = call double @llvm.fmuladd.f64(double %19, double %18, double %16)
  ret double %20
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

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(i32 noundef %0, double noundef %1, double noundef %2, i64 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %11 = load double, ptr %7, align 8
  store double %11, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %30, %4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %12
  %17 = load double, ptr %9, align 8
  %18 = load double, ptr %6, align 8
  %19 = fmul double %17, %18
  %20 = load i32, ptr %10, align 4
  %21 = sitofp i32 %20 to double
  %22 = fadd double 1.000000e+00, %21
  %23 = fdiv double %19, %22
  %24 = load double, ptr %6, align 8
  %25 = load i64, ptr %8, align 8
  %26 = sitofp i64 %25 to double
  %27 = fmul double %24, %26
  %28 = call double @cos(double noundef %27) #5
  %29 = fadd double %23, %28
  store double %29, ptr %9, align 8
  br label %30

30:                                               ; preds = %16
  %31 = load i32, ptr %10, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %10, align 4
  br label %12, !llvm.loop !9

33:                                               ; preds = %12
  %34 = load double, ptr %9, align 8
  ret double %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @p(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %4, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %3, align 8
  br label %30

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %21

15:                                               ; preds = %12
  %16 = load double, ptr %4, align 8
  %17 = fneg double %16
  %18 = call double @exp(double noundef %17) #5
  %19 = load double, ptr %4, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %3, align 8
  br label %30

21:                                               ; preds = %12
  %22 = load double, ptr %4, align 8
  %23 = load double, ptr %4, align 8
  %24 = call double @llvm.fmuladd.f64(double %22, double %23, double 1.000000e+00)
  %25 = call double @log(double noundef %24) #5
  %26 = load i32, ptr %5, align 4
  %27 = sitofp i32 %26 to double
  %28 = fadd double 1.000000e+00, %27
  %29 = fdiv double %25, %28
  store double %29, ptr %3, align 8
  br label %30

30:                                               ; preds = %21, %15, %8
  %31 = load double, ptr %3, align 8
  ret double %31
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

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
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @log(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
