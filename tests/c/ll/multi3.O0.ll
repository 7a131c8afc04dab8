; ModuleID = 'multi3.c'
source_filename = "multi3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D3 = type { double, double, double }

@main.xs = internal constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.200000e+00, double 5.000000e-02], align 16
@main.ys = internal constant [4 x double] [double 1.100000e+00, double 4.000000e-01, double -6.000000e-01, double 9.000000e-01], align 16
@main.zs = internal constant [4 x double] [double -5.000000e-01, double 0x3FE6666666666666, double 2.000000e-01, double 1.300000e+00], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"f.dz\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g.dz\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"multi3\00", align 1
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
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.D3, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.D3, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %175, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %178

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  store double %20, ptr %3, align 8
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x double], ptr @main.ys, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %4, align 8
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x double], ptr @main.zs, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  store double %28, ptr %5, align 8
  %29 = load double, ptr %3, align 8
  %30 = call double @step(double noundef %29)
  store double %30, ptr %6, align 8
  %31 = load double, ptr %4, align 8
  %32 = call double @step(double noundef %31)
  store double %32, ptr %7, align 8
  %33 = load double, ptr %5, align 8
  %34 = call double @step(double noundef %33)
  store double %34, ptr %8, align 8
  %35 = load double, ptr %3, align 8
  %36 = load double, ptr %4, align 8
  %37 = load double, ptr %5, align 8
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.D3) align 8 %9, ptr noundef @f, double noundef %35, double noundef %36, double noundef %37)
  %38 = load double, ptr %3, align 8
  %39 = getelementptr inbounds %struct.D3, ptr %9, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = load double, ptr %3, align 8
  %42 = load double, ptr %6, align 8
  %43 = fadd double %41, %42
  %44 = load double, ptr %4, align 8
  %45 = load double, ptr %5, align 8
  %46 = call double @f(double noundef %43, double noundef %44, double noundef %45)
  %47 = load double, ptr %3, align 8
  %48 = load double, ptr %6, align 8
  %49 = fsub double %47, %48
  %50 = load double, ptr %4, align 8
  %51 = load double, ptr %5, align 8
  %52 = call double @f(double noundef %49, double noundef %50, double noundef %51)
  %53 = fsub double %46, %52
  %54 = load double, ptr %6, align 8
  %55 = fmul double 2.000000e+00, %54
  %56 = fdiv double %53, %55
  call void @check(ptr noundef @.str, double noundef %38, double noundef %40, double noundef %56, double noundef 0x3EB0C6F7A0B5ED8D)
  %57 = load double, ptr %4, align 8
  %58 = getelementptr inbounds %struct.D3, ptr %9, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = load double, ptr %3, align 8
  %61 = load double, ptr %4, align 8
  %62 = load double, ptr %7, align 8
  %63 = fadd double %61, %62
  %64 = load double, ptr %5, align 8
  %65 = call double @f(double noundef %60, double noundef %63, double noundef %64)
  %66 = load double, ptr %3, align 8
  %67 = load double, ptr %4, align 8
  %68 = load double, ptr %7, align 8
  %69 = fsub double %67, %68
  %70 = load double, ptr %5, align 8
  %71 = call double @f(double noundef %66, double noundef %69, double noundef %70)
  %72 = fsub double %65, %71
  %73 = load double, ptr %7, align 8
  %74 = fmul double 2.000000e+00, %73
  %75 = fdiv double %72, %74
  call void @check(ptr noundef @.str.1, double noundef %57, double noundef %59, double noundef %75, double noundef 0x3EB0C6F7A0B5ED8D)
  %76 = load double, ptr %5, align 8
  %77 = getelementptr inbounds %struct.D3, ptr %9, i32 0, i32 2
  %78 = load double, ptr %77, align 8
  %79 = load double, ptr %3, align 8
  %80 = load double, ptr %4, align 8
  %81 = load double, ptr %5, align 8
  %82 = load double, ptr %8, align 8
  %83 = fadd double %81, %82
  %84 = call double @f(double noundef %79, double noundef %80, double noundef %83)
  %85 = load double, ptr %3, align 8
  %86 = load double, ptr %4, align 8
  %87 = load double, ptr %5, align 8
  %88 = load double, ptr %8, align 8
  %89 = fsub double %87, %88
  %90 = call double @f(double noundef %85, double noundef %86, double noundef %89)
  %91 = fsub double %84, %90
  %92 = load double, ptr %8, align 8
  %93 = fmul double 2.000000e+00, %92
  %94 = fdiv double %91, %93
  call void @check(ptr noundef @.str.2, double noundef %76, double noundef %78, double noundef %94, double noundef 0x3EB0C6F7A0B5ED8D)
  %95 = load i32, ptr %2, align 4
  %96 = sitofp i32 %95 to double
  %97 = fadd double 1.500000e+00, %96
  store double %97, ptr %10, align 8
  %98 = load i32, ptr %2, align 4
  %99 = add nsw i32 2, %98
  store i32 %99, ptr %11, align 4
  %100 = load double, ptr %3, align 8
  %101 = load i32, ptr @enzyme_const, align 4
  %102 = load double, ptr %10, align 8
  %103 = load double, ptr %4, align 8
  %104 = load i32, ptr %11, align 4
  %105 = load double, ptr %5, align 8
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.D3) align 8 %12, ptr noundef @g, double noundef %100, i32 noundef %101, double noundef %102, double noundef %103, i32 noundef %104, double noundef %105)
  %106 = load double, ptr %3, align 8
  %107 = getelementptr inbounds %struct.D3, ptr %12, i32 0, i32 0
  %108 = load double, ptr %107, align 8
  %109 = load double, ptr %3, align 8
  %110 = load double, ptr %6, align 8
  %111 = fadd double %109, %110
  %112 = load double, ptr %10, align 8
  %113 = load double, ptr %4, align 8
  %114 = load i32, ptr %11, align 4
  %115 = load double, ptr %5, align 8
  %116 = call double @g(double noundef %111, double noundef %112, double noundef %113, i32 noundef %114, double noundef %115)
  %117 = load double, ptr %3, align 8
  %118 = load double, ptr %6, align 8
  %119 = fsub double %117, %118
  %120 = load double, ptr %10, align 8
  %121 = load double, ptr %4, align 8
  %122 = load i32, ptr %11, align 4
  %123 = load double, ptr %5, align 8
  %124 = call double @g(double noundef %119, double noundef %120, double noundef %121, i32 noundef %122, double noundef %123)
  %125 = fsub double %116, %124
  %126 = load double, ptr %6, align 8
  %127 = fmul double 2.000000e+00, %126
  %128 = fdiv double %125, %127
  call void @check(ptr noundef @.str.3, double noundef %106, double noundef %108, double noundef %128, double noundef 0x3EB0C6F7A0B5ED8D)
  %129 = load double, ptr %4, align 8
  %130 = getelementptr inbounds %struct.D3, ptr %12, i32 0, i32 1
  %131 = load double, ptr %130, align 8
  %132 = load double, ptr %3, align 8
  %133 = load double, ptr %10, align 8
  %134 = load double, ptr %4, align 8
  %135 = load double, ptr %7, align 8
  %136 = fadd double %134, %135
  %137 = load i32, ptr %11, align 4
  %138 = load double, ptr %5, align 8
  %139 = call double @g(double noundef %132, double noundef %133, double noundef %136, i32 noundef %137, double noundef %138)
  %140 = load double, ptr %3, align 8
  %141 = load double, ptr %10, align 8
  %142 = load double, ptr %4, align 8
  %143 = load double, ptr %7, align 8
  %144 = fsub double %142, %143
  %145 = load i32, ptr %11, align 4
  %146 = load double, ptr %5, align 8
  %147 = call double @g(double noundef %140, double noundef %141, double noundef %144, i32 noundef %145, double noundef %146)
  %148 = fsub double %139, %147
  %149 = load double, ptr %7, align 8
  %150 = fmul double 2.000000e+00, %149
  %151 = fdiv double %148, %150
  call void @check(ptr noundef @.str.4, double noundef %129, double noundef %131, double noundef %151, double noundef 0x3EB0C6F7A0B5ED8D)
  %152 = load double, ptr %5, align 8
  %153 = getelementptr inbounds %struct.D3, ptr %12, i32 0, i32 2
  %154 = load double, ptr %153, align 8
  %155 = load double, ptr %3, align 8
  %156 = load double, ptr %10, align 8
  %157 = load double, ptr %4, align 8
  %158 = load i32, ptr %11, align 4
  %159 = load double, ptr %5, align 8
  %160 = load double, ptr %8, align 8
  %161 = fadd double %159, %160
  %162 = call double @g(double noundef %155, double noundef %156, double noundef %157, i32 noundef %158, double noundef %161)
  %163 = load double, ptr %3, align 8
  %164 = load double, ptr %10, align 8
  %165 = load double, ptr %4, align 8
  %166 = load i32, ptr %11, align 4
  %167 = load double, ptr %5, align 8
  %168 = load double, ptr %8, align 8
  %169 = fsub double %167, %168
  %170 = call double @g(double noundef %163, double noundef %164, double noundef %165, i32 noundef %166, double noundef %169)
  %171 = fsub double %162, %170
  %172 = load double, ptr %8, align 8
  %173 = fmul double 2.000000e+00, %172
  %174 = fdiv double %171, %173
  call void @check(ptr noundef @.str.5, double noundef %152, double noundef %154, double noundef %174, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %175

175:                                              ; preds = %16
  %176 = load i32, ptr %2, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %2, align 4
  br label %13, !llvm.loop !6

178:                                              ; preds = %13
  %179 = load i32, ptr @n_fail, align 4
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef @.str.7, i32 noundef %179)
  %181 = load i32, ptr @n_fail, align 4
  %182 = icmp ne i32 %181, 0
  %183 = zext i1 %182 to i64
  %184 = select i1 %182, i32 1, i32 0
  ret i32 %184
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

declare void @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.D3) align 8, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %4, align 8
  %12 = load double, ptr %5, align 8
  %13 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %12, double %11)
  %14 = call double @sin(double noundef %13) #5
  %15 = load double, ptr %6, align 8
  %16 = call double @cos(double noundef %15) #5
  %17 = fmul double %14, %16
  %18 = call double @llvm.fmuladd.f64(double %9, double %10, double %17)
  %19 = load double, ptr %4, align 8
  %20 = load double, ptr %4, align 8
  %21 = load double, ptr %5, align 8
  %22 = load double, ptr %5, align 8
  %23 = fmul double %21, %22
  %24 = call double @llvm.fmuladd.f64(double %19, double %20, double %23)
  %25 = load double, ptr %6, align 8
  %26 = load double, ptr %6, align 8
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double %24)
  %28 = fadd double %27, 1.000000e+00
  %29 = call double @sqrt(double noundef %28) #5
  %30 = fadd double %18, %29
  ret double %30
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(double noundef %0, double noundef %1, double noundef %2, i32 noundef %3, double noundef %4) #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store double %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store double %4, ptr %10, align 8
  store double 1.000000e+00, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %13

13:                                               ; preds = %35, %5
  %14 = load i32, ptr %12, align 4
  %15 = load i32, ptr %9, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %38

17:                                               ; preds = %13
  %18 = load double, ptr %6, align 8
  %19 = load double, ptr %8, align 8
  %20 = fmul double %18, %19
  %21 = load i32, ptr %12, align 4
  %22 = sitofp i32 %21 to double
  %23 = load double, ptr %7, align 8
  %24 = fadd double %22, %23
  %25 = fdiv double %20, %24
  %26 = fadd double 1.000000e+00, %25
  %27 = load double, ptr %10, align 8
  %28 = fmul double 1.000000e-01, %27
  %29 = load i32, ptr %12, align 4
  %30 = sitofp i32 %29 to double
  %31 = fneg double %28
  %32 = call double @llvm.fmuladd.f64(double %31, double %30, double %26)
  %33 = load double, ptr %11, align 8
  %34 = fmul double %33, %32
  store double %34, ptr %11, align 8
  br label %35

35:                                               ; preds = %17
  %36 = load i32, ptr %12, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %12, align 4
  br label %13, !llvm.loop !8

38:                                               ; preds = %13
  %39 = load double, ptr %11, align 8
  %40 = load double, ptr %10, align 8
  %41 = load double, ptr %7, align 8
  %42 = fmul double %40, %41
  %43 = call double @exp(double noundef %42) #5
  %44 = load double, ptr %6, align 8
  %45 = call double @llvm.fmuladd.f64(double %43, double %44, double %39)
  ret double %45
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

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
declare double @exp(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
