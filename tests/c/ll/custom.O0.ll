; ModuleID = 'custom.c'
source_filename = "custom.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { double, double }
%struct.tape_and_result = type { ptr, double }
%struct.dual = type { double, double }
%struct.aug3 = type { double, double, double }
%struct.grad3 = type { double, double, double }

@n_aug = dso_local global i32 0, align 4
@n_grad = dso_local global i32 0, align 4
@__enzyme_register_gradient_newton_sqrt = dso_local global [3 x ptr] [ptr @newton_sqrt, ptr @newton_sqrt_aug, ptr @newton_sqrt_rev], align 16
@__enzyme_register_gradient_hyp = dso_local global [3 x ptr] [ptr @hyp, ptr @hyp_aug, ptr @hyp_rev], align 16
@__enzyme_register_gradient_cube = dso_local global [3 x ptr] [ptr @cube, ptr @cube_aug, ptr @cube_rev], align 16
@__enzyme_register_derivative_softplus = dso_local global [2 x ptr] [ptr @softplus, ptr @softplus_fwd], align 16
@n_fwd = dso_local global i32 0, align 4
@__enzyme_register_derivative_scale2 = dso_local global [2 x ptr] [ptr @scale2, ptr @scale2_fwd], align 16
@.str = private unnamed_addr constant [6 x i8] c"log1p\00", align 1
@__enzyme_function_like = dso_local global [2 x ptr] [ptr @my_log1p, ptr @.str], align 16
@__enzyme_inactivefn = dso_local global [1 x ptr] [ptr @jitter], align 8
@last_seen = dso_local global double 0.000000e+00, align 8
@__enzyme_inactive_global = dso_local global ptr @last_seen, align 8
@__enzyme_register_gradient_expsum = dso_local global [3 x ptr] [ptr @expsum, ptr @expsum_aug, ptr @expsum_rev], align 16
@.str.1 = private unnamed_addr constant [9 x i8] c"sum_sqrt\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"sum_sqrt augment calls\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"sum_sqrt gradient calls\00", align 1
@main.xs = internal constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double 4.200000e+00], align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"sqrt custom gradient\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"sqrt augment calls\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"sqrt gradient calls\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"hyp dx\00", align 1
@enzyme_const = external global i32, align 4
@.str.8 = private unnamed_addr constant [7 x i8] c"hyp dy\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"cube\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"softplus fwd dx\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"softplus fwd db\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"scale2 fwd\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"scale2 fwd calls\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"log1p-like\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"log1p-like fwd\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"expsum da\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"expsum db\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"expsum dc\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"inactive fn\00", align 1
@.str.20 = private unnamed_addr constant [16 x i8] c"inactive fn fwd\00", align 1
@.str.21 = private unnamed_addr constant [16 x i8] c"inactive global\00", align 1
@.str.22 = private unnamed_addr constant [21 x i8] c"inactive global kept\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"inactive global fwd\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"inactive global read back\00", align 1
@.str.25 = private unnamed_addr constant [30 x i8] c"inactive global read back fwd\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"custom: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@.str.27 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @newton_sqrt(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load double, ptr %7, align 8
  %9 = fcmp ogt double %8, 1.000000e+00
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8
  %12 = load double, ptr %11, align 8
  br label %14

13:                                               ; preds = %2
  br label %14

14:                                               ; preds = %13, %10
  %15 = phi double [ %12, %10 ], [ 1.000000e+00, %13 ]
  store double %15, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %27, %14
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 60
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = load double, ptr %5, align 8
  %21 = load ptr, ptr %3, align 8
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %5, align 8
  %24 = fdiv double %22, %23
  %25 = fadd double %20, %24
  %26 = fmul double 5.000000e-01, %25
  store double %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %19
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %16, !llvm.loop !6

30:                                               ; preds = %16
  %31 = load double, ptr %5, align 8
  %32 = load ptr, ptr %4, align 8
  store double %31, ptr %32, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newton_sqrt_aug(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load i32, ptr @n_aug, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @n_aug, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %7, align 8
  call void @newton_sqrt(ptr noundef %12, ptr noundef %13)
  %14 = call noalias ptr @malloc(i64 noundef 8) #7
  store ptr %14, ptr %9, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %9, align 8
  store double %16, ptr %17, align 8
  %18 = load ptr, ptr %9, align 8
  ret ptr %18
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @newton_sqrt_rev(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %12 = load i32, ptr @n_grad, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @n_grad, align 4
  %14 = load ptr, ptr %10, align 8
  %15 = load double, ptr %14, align 8
  store double %15, ptr %11, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %11, align 8
  %19 = fmul double 2.000000e+00, %18
  %20 = fdiv double %17, %19
  %21 = load ptr, ptr %7, align 8
  %22 = load double, ptr %21, align 8
  %23 = fadd double %22, %20
  store double %23, ptr %21, align 8
  %24 = load ptr, ptr %9, align 8
  store double 0.000000e+00, ptr %24, align 8
  %25 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %25) #8
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  call void @newton_sqrt(ptr noundef %2, ptr noundef %3)
  %4 = load double, ptr %3, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum_sqrt(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  call void @newton_sqrt(ptr noundef %16, ptr noundef %7)
  %17 = load double, ptr %7, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %5, align 8
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23)
  store double %24, ptr %5, align 8
  br label %25

25:                                               ; preds = %12
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %8, !llvm.loop !8

28:                                               ; preds = %8
  %29 = load double, ptr %5, align 8
  ret double %29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @hyp(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = sitofp i32 %7 to double
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %5, align 8
  %13 = fmul double %11, %12
  %14 = call double @llvm.fmuladd.f64(double %9, double %10, double %13)
  %15 = call double @sqrt(double noundef %14) #8
  %16 = fmul double %8, %15
  ret double %16
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @hyp_aug(double noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = load i32, ptr %7, align 4
  %12 = call double @hyp(double noundef %9, double noundef %10, i32 noundef %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @hyp_rev(double noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4) #0 {
  %6 = alloca %struct.pair, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store double %0, ptr %7, align 8
  store double %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store double %4, ptr %11, align 8
  %13 = load double, ptr %7, align 8
  %14 = load double, ptr %7, align 8
  %15 = load double, ptr %8, align 8
  %16 = load double, ptr %8, align 8
  %17 = fmul double %15, %16
  %18 = call double @llvm.fmuladd.f64(double %13, double %14, double %17)
  %19 = call double @sqrt(double noundef %18) #8
  store double %19, ptr %12, align 8
  %20 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 0
  %21 = load double, ptr %11, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sitofp i32 %22 to double
  %24 = fmul double %21, %23
  %25 = load double, ptr %7, align 8
  %26 = fmul double %24, %25
  %27 = load double, ptr %12, align 8
  %28 = fdiv double %26, %27
  store double %28, ptr %20, align 8
  %29 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 1
  %30 = load double, ptr %11, align 8
  %31 = load i32, ptr %9, align 4
  %32 = sitofp i32 %31 to double
  %33 = fmul double %30, %32
  %34 = load double, ptr %8, align 8
  %35 = fmul double %33, %34
  %36 = load double, ptr %12, align 8
  %37 = fdiv double %35, %36
  store double %37, ptr %29, align 8
  %38 = load { double, double }, ptr %6, align 8
  ret { double, double } %38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_hyp(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @hyp(double noundef %5, double noundef %6, i32 noundef 3)
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = call double @llvm.fmuladd.f64(double %7, double %8, double %9)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @cube(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { ptr, double } @cube_aug(double noundef %0) #0 {
  %2 = alloca %struct.tape_and_result, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.tape_and_result, ptr %2, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %struct.tape_and_result, ptr %2, i32 0, i32 1
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = fmul double %6, %7
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %5, align 8
  %11 = load { ptr, double }, ptr %2, align 8
  ret { ptr, double } %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @cube_rev(double noundef %0, double noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load double, ptr %5, align 8
  %8 = fmul double %7, 3.000000e+00
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_cube(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @cube(double noundef %3)
  %5 = call double @sin(double noundef %4) #8
  ret double %5
}

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @softplus(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = call double @exp(double noundef %7) #8
  %9 = call double @log1p(double noundef %8) #8
  %10 = load double, ptr %4, align 8
  %11 = fdiv double %9, %10
  ret double %11
}

; Function Attrs: nounwind
declare double @log1p(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @softplus_fwd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca %struct.dual, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store double %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  %12 = load double, ptr %8, align 8
  %13 = load double, ptr %6, align 8
  %14 = fmul double %12, %13
  %15 = call double @exp(double noundef %14) #8
  store double %15, ptr %10, align 8
  %16 = load double, ptr %10, align 8
  %17 = call double @log1p(double noundef %16) #8
  %18 = load double, ptr %8, align 8
  %19 = fdiv double %17, %18
  store double %19, ptr %11, align 8
  %20 = getelementptr inbounds %struct.dual, ptr %5, i32 0, i32 0
  %21 = load double, ptr %11, align 8
  store double %21, ptr %20, align 8
  %22 = getelementptr inbounds %struct.dual, ptr %5, i32 0, i32 1
  %23 = load double, ptr %10, align 8
  %24 = load double, ptr %10, align 8
  %25 = fadd double 1.000000e+00, %24
  %26 = fdiv double %23, %25
  %27 = load double, ptr %7, align 8
  %28 = load double, ptr %6, align 8
  %29 = load double, ptr %9, align 8
  %30 = fmul double %28, %29
  %31 = load double, ptr %8, align 8
  %32 = fdiv double %30, %31
  %33 = fadd double %27, %32
  %34 = load double, ptr %11, align 8
  %35 = load double, ptr %9, align 8
  %36 = fmul double %34, %35
  %37 = load double, ptr %8, align 8
  %38 = fdiv double %36, %37
  %39 = fneg double %38
  %40 = call double @llvm.fmuladd.f64(double %26, double %33, double %39)
  store double %40, ptr %22, align 8
  %41 = load { double, double }, ptr %5, align 8
  ret { double, double } %41
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_softplus(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %4, align 8
  %9 = call double @softplus(double noundef %7, double noundef %8)
  %10 = load double, ptr %3, align 8
  %11 = fadd double %9, %10
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scale2(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = fmul double 2.000000e+00, %7
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  store double %8, ptr %10, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds double, ptr %11, i64 0
  %13 = load double, ptr %12, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %13, %16
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 1
  store double %17, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scale2_fwd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load i32, ptr @n_fwd, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @n_fwd, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %7, align 8
  call void @scale2(ptr noundef %11, ptr noundef %12)
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 0
  %15 = load double, ptr %14, align 8
  %16 = fmul double 2.000000e+00, %15
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 0
  store double %16, ptr %18, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 1
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 0
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 1
  %30 = load double, ptr %29, align 8
  %31 = fmul double %27, %30
  %32 = call double @llvm.fmuladd.f64(double %21, double %24, double %31)
  %33 = load ptr, ptr %8, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 1
  store double %32, ptr %34, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_scale2(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  store double %5, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %3, i64 1
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = fmul double %7, %8
  store double %9, ptr %6, align 8
  %10 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %11 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  call void @scale2(ptr noundef %10, ptr noundef %11)
  %12 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %13 = load double, ptr %12, align 16
  %14 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @my_log1p(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = fdiv double %6, 2.000000e+00
  %8 = fsub double %3, %7
  %9 = load double, ptr %2, align 8
  %10 = load double, ptr %2, align 8
  %11 = fmul double %9, %10
  %12 = load double, ptr %2, align 8
  %13 = fmul double %11, %12
  %14 = fdiv double %13, 3.000000e+00
  %15 = fadd double %8, %14
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_log1p(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @my_log1p(double noundef %5)
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @jitter(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fmul double 1.000000e+03, %3
  %5 = call double @sin(double noundef %4) #8
  %6 = fmul double 1.000000e-03, %5
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_jitter(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = call double @jitter(double noundef %5)
  %7 = call double @llvm.fmuladd.f64(double %3, double %4, double %6)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @remember(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  store double %3, ptr @last_seen, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_last(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  call void @remember(double noundef %3)
  %4 = load double, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  %7 = load double, ptr %2, align 8
  %8 = fmul double %6, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @recall() #0 {
  %1 = load double, ptr @last_seen, align 8
  ret double %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @reads_last(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  call void @remember(double noundef %7)
  %8 = call double @recall()
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %3, align 8
  %11 = call double @llvm.fmuladd.f64(double %8, double %9, double %10)
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @expsum(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %8, double %7)
  %10 = call double @exp(double noundef %9) #8
  %11 = load double, ptr %6, align 8
  %12 = fmul double %10, %11
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @expsum_aug(ptr dead_on_unwind noalias writable sret(%struct.aug3) align 8 %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  store double %3, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %10, double %9)
  %12 = call double @exp(double noundef %11) #8
  store double %12, ptr %8, align 8
  %13 = getelementptr inbounds %struct.aug3, ptr %0, i32 0, i32 0
  %14 = load double, ptr %8, align 8
  store double %14, ptr %13, align 8
  %15 = getelementptr inbounds %struct.aug3, ptr %0, i32 0, i32 1
  %16 = load double, ptr %8, align 8
  %17 = load double, ptr %7, align 8
  %18 = fmul double %16, %17
  store double %18, ptr %15, align 8
  %19 = getelementptr inbounds %struct.aug3, ptr %0, i32 0, i32 2
  store double 0.000000e+00, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @expsum_rev(ptr dead_on_unwind noalias writable sret(%struct.grad3) align 8 %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5) #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  store double %5, ptr %11, align 8
  %12 = getelementptr inbounds %struct.grad3, ptr %0, i32 0, i32 0
  %13 = load double, ptr %10, align 8
  %14 = load double, ptr %11, align 8
  %15 = fmul double %13, %14
  %16 = load double, ptr %9, align 8
  %17 = fmul double %15, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.grad3, ptr %0, i32 0, i32 1
  %19 = load double, ptr %10, align 8
  %20 = fmul double 2.000000e+00, %19
  %21 = load double, ptr %11, align 8
  %22 = fmul double %20, %21
  %23 = load double, ptr %9, align 8
  %24 = fmul double %22, %23
  store double %24, ptr %18, align 8
  %25 = getelementptr inbounds %struct.grad3, ptr %0, i32 0, i32 2
  %26 = load double, ptr %10, align 8
  %27 = load double, ptr %11, align 8
  %28 = fmul double %26, %27
  store double %28, ptr %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @uses_expsum(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %6, align 8
  %12 = call double @expsum(double noundef %7, double noundef %10, double noundef %11)
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %6, align 8
  %15 = call double @llvm.fmuladd.f64(double %13, double %14, double %12)
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 40, i1 false)
  %13 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 0
  store double 5.000000e-01, ptr %13, align 16
  %14 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 1
  store double 1.000000e+00, ptr %14, align 8
  %15 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 2
  store double 2.000000e+00, ptr %15, align 16
  %16 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 3
  store double 3.500000e+00, ptr %16, align 8
  %17 = getelementptr inbounds [5 x double], ptr %2, i32 0, i32 4
  store double 9.000000e+00, ptr %17, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_grad, align 4
  store i32 0, ptr @n_aug, align 4
  %18 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %19 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sum_sqrt, ptr noundef %18, ptr noundef %19, i32 noundef 5)
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %39, %0
  %22 = load i32, ptr %4, align 4
  %23 = icmp slt i32 %22, 5
  br i1 %23, label %24, label %42

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = call double @sqrt(double noundef %36) #8
  %38 = fmul double 1.500000e+00, %37
  call void @check(ptr noundef @.str.1, double noundef %28, double noundef %32, double noundef %38, double noundef 1.000000e-09)
  br label %39

39:                                               ; preds = %24
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %4, align 4
  br label %21, !llvm.loop !9

42:                                               ; preds = %21
  %43 = load i32, ptr @n_aug, align 4
  %44 = sitofp i32 %43 to double
  call void @check(ptr noundef @.str.2, double noundef 5.000000e+00, double noundef %44, double noundef 5.000000e+00, double noundef 0.000000e+00)
  %45 = load i32, ptr @n_grad, align 4
  %46 = sitofp i32 %45 to double
  call void @check(ptr noundef @.str.3, double noundef 5.000000e+00, double noundef %46, double noundef 5.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %5, align 4
  br label %47

47:                                               ; preds = %307, %42
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %48, 3
  br i1 %49, label %50, label %310

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  store double %54, ptr %6, align 8
  %55 = load double, ptr %6, align 8
  %56 = call double @step(double noundef %55)
  store double %56, ptr %7, align 8
  %57 = load i32, ptr %5, align 4
  %58 = sitofp i32 %57 to double
  %59 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %58, double 5.000000e-01)
  store double %59, ptr %8, align 8
  %60 = load double, ptr %8, align 8
  %61 = call double @step(double noundef %60)
  store double %61, ptr %9, align 8
  store i32 0, ptr @n_grad, align 4
  store i32 0, ptr @n_aug, align 4
  %62 = load double, ptr %6, align 8
  %63 = load double, ptr %6, align 8
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_sqrt, double noundef %63)
  %65 = load double, ptr %6, align 8
  %66 = call double @sqrt(double noundef %65) #8
  %67 = fmul double 1.500000e+00, %66
  call void @check(ptr noundef @.str.4, double noundef %62, double noundef %64, double noundef %67, double noundef 1.000000e-09)
  %68 = load double, ptr %6, align 8
  %69 = load i32, ptr @n_aug, align 4
  %70 = sitofp i32 %69 to double
  call void @check(ptr noundef @.str.5, double noundef %68, double noundef %70, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %71 = load double, ptr %6, align 8
  %72 = load i32, ptr @n_grad, align 4
  %73 = sitofp i32 %72 to double
  call void @check(ptr noundef @.str.6, double noundef %71, double noundef %73, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %74 = load double, ptr %6, align 8
  %75 = load double, ptr %6, align 8
  %76 = load i32, ptr @enzyme_const, align 4
  %77 = load double, ptr %8, align 8
  %78 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_hyp, double noundef %75, i32 noundef %76, double noundef %77)
  %79 = load double, ptr %6, align 8
  %80 = load double, ptr %7, align 8
  %81 = fadd double %79, %80
  %82 = load double, ptr %8, align 8
  %83 = call double @uses_hyp(double noundef %81, double noundef %82)
  %84 = load double, ptr %6, align 8
  %85 = load double, ptr %7, align 8
  %86 = fsub double %84, %85
  %87 = load double, ptr %8, align 8
  %88 = call double @uses_hyp(double noundef %86, double noundef %87)
  %89 = fsub double %83, %88
  %90 = load double, ptr %7, align 8
  %91 = fmul double 2.000000e+00, %90
  %92 = fdiv double %89, %91
  call void @check(ptr noundef @.str.7, double noundef %74, double noundef %78, double noundef %92, double noundef 0x3EB0C6F7A0B5ED8D)
  %93 = load double, ptr %8, align 8
  %94 = load i32, ptr @enzyme_const, align 4
  %95 = load double, ptr %6, align 8
  %96 = load double, ptr %8, align 8
  %97 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_hyp, i32 noundef %94, double noundef %95, double noundef %96)
  %98 = load double, ptr %6, align 8
  %99 = load double, ptr %8, align 8
  %100 = load double, ptr %9, align 8
  %101 = fadd double %99, %100
  %102 = call double @uses_hyp(double noundef %98, double noundef %101)
  %103 = load double, ptr %6, align 8
  %104 = load double, ptr %8, align 8
  %105 = load double, ptr %9, align 8
  %106 = fsub double %104, %105
  %107 = call double @uses_hyp(double noundef %103, double noundef %106)
  %108 = fsub double %102, %107
  %109 = load double, ptr %9, align 8
  %110 = fmul double 2.000000e+00, %109
  %111 = fdiv double %108, %110
  call void @check(ptr noundef @.str.8, double noundef %93, double noundef %97, double noundef %111, double noundef 0x3EB0C6F7A0B5ED8D)
  %112 = load double, ptr %6, align 8
  %113 = load double, ptr %6, align 8
  %114 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_cube, double noundef %113)
  %115 = load double, ptr %6, align 8
  %116 = load double, ptr %6, align 8
  %117 = fmul double %115, %116
  %118 = load double, ptr %6, align 8
  %119 = fmul double %117, %118
  %120 = call double @cos(double noundef %119) #8
  %121 = fmul double %120, 3.000000e+00
  %122 = load double, ptr %6, align 8
  %123 = fmul double %121, %122
  %124 = load double, ptr %6, align 8
  %125 = fmul double %123, %124
  call void @check(ptr noundef @.str.9, double noundef %112, double noundef %114, double noundef %125, double noundef 1.000000e-09)
  %126 = load double, ptr %6, align 8
  %127 = load double, ptr %6, align 8
  %128 = load i32, ptr @enzyme_const, align 4
  %129 = load double, ptr %8, align 8
  %130 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @uses_softplus, double noundef %127, double noundef 1.000000e+00, i32 noundef %128, double noundef %129)
  %131 = load double, ptr %6, align 8
  %132 = load double, ptr %7, align 8
  %133 = fadd double %131, %132
  %134 = load double, ptr %8, align 8
  %135 = call double @uses_softplus(double noundef %133, double noundef %134)
  %136 = load double, ptr %6, align 8
  %137 = load double, ptr %7, align 8
  %138 = fsub double %136, %137
  %139 = load double, ptr %8, align 8
  %140 = call double @uses_softplus(double noundef %138, double noundef %139)
  %141 = fsub double %135, %140
  %142 = load double, ptr %7, align 8
  %143 = fmul double 2.000000e+00, %142
  %144 = fdiv double %141, %143
  call void @check(ptr noundef @.str.10, double noundef %126, double noundef %130, double noundef %144, double noundef 0x3EB0C6F7A0B5ED8D)
  %145 = load double, ptr %8, align 8
  %146 = load i32, ptr @enzyme_const, align 4
  %147 = load double, ptr %6, align 8
  %148 = load double, ptr %8, align 8
  %149 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @uses_softplus, i32 noundef %146, double noundef %147, double noundef %148, double noundef 1.000000e+00)
  %150 = load double, ptr %6, align 8
  %151 = load double, ptr %8, align 8
  %152 = load double, ptr %9, align 8
  %153 = fadd double %151, %152
  %154 = call double @uses_softplus(double noundef %150, double noundef %153)
  %155 = load double, ptr %6, align 8
  %156 = load double, ptr %8, align 8
  %157 = load double, ptr %9, align 8
  %158 = fsub double %156, %157
  %159 = call double @uses_softplus(double noundef %155, double noundef %158)
  %160 = fsub double %154, %159
  %161 = load double, ptr %9, align 8
  %162 = fmul double 2.000000e+00, %161
  %163 = fdiv double %160, %162
  call void @check(ptr noundef @.str.11, double noundef %145, double noundef %149, double noundef %163, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr @n_fwd, align 4
  %164 = load double, ptr %6, align 8
  %165 = load double, ptr %6, align 8
  %166 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @uses_scale2, double noundef %165, double noundef 1.000000e+00)
  %167 = load double, ptr %6, align 8
  %168 = fmul double 8.000000e+00, %167
  %169 = load double, ptr %6, align 8
  %170 = fmul double %168, %169
  %171 = load double, ptr %6, align 8
  %172 = fmul double %170, %171
  call void @check(ptr noundef @.str.12, double noundef %164, double noundef %166, double noundef %172, double noundef 1.000000e-09)
  %173 = load double, ptr %6, align 8
  %174 = load i32, ptr @n_fwd, align 4
  %175 = sitofp i32 %174 to double
  call void @check(ptr noundef @.str.13, double noundef %173, double noundef %175, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %176 = load double, ptr %6, align 8
  %177 = load double, ptr %6, align 8
  %178 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_log1p, double noundef %177)
  %179 = load double, ptr %6, align 8
  %180 = fmul double 2.000000e+00, %179
  %181 = load double, ptr %6, align 8
  %182 = load double, ptr %6, align 8
  %183 = call double @llvm.fmuladd.f64(double %181, double %182, double 1.000000e+00)
  %184 = fdiv double %180, %183
  call void @check(ptr noundef @.str.14, double noundef %176, double noundef %178, double noundef %184, double noundef 0x3D719799812DEA11)
  %185 = load double, ptr %6, align 8
  %186 = load double, ptr %6, align 8
  %187 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @uses_log1p, double noundef %186, double noundef 1.000000e+00)
  %188 = load double, ptr %6, align 8
  %189 = fmul double 2.000000e+00, %188
  %190 = load double, ptr %6, align 8
  %191 = load double, ptr %6, align 8
  %192 = call double @llvm.fmuladd.f64(double %190, double %191, double 1.000000e+00)
  %193 = fdiv double %189, %192
  call void @check(ptr noundef @.str.15, double noundef %185, double noundef %187, double noundef %193, double noundef 0x3D719799812DEA11)
  %194 = load i32, ptr %5, align 4
  %195 = sitofp i32 %194 to double
  %196 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %195, double 1.500000e+00)
  store double %196, ptr %10, align 8
  %197 = load double, ptr %10, align 8
  %198 = call double @step(double noundef %197)
  store double %198, ptr %11, align 8
  %199 = load double, ptr %6, align 8
  %200 = fmul double 1.000000e-01, %199
  store double %200, ptr %12, align 8
  %201 = load double, ptr %12, align 8
  %202 = load double, ptr %12, align 8
  %203 = load i32, ptr @enzyme_const, align 4
  %204 = load double, ptr %8, align 8
  %205 = load i32, ptr @enzyme_const, align 4
  %206 = load double, ptr %10, align 8
  %207 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_expsum, double noundef %202, i32 noundef %203, double noundef %204, i32 noundef %205, double noundef %206)
  %208 = load double, ptr %12, align 8
  %209 = load double, ptr %7, align 8
  %210 = fadd double %208, %209
  %211 = load double, ptr %8, align 8
  %212 = load double, ptr %10, align 8
  %213 = call double @uses_expsum(double noundef %210, double noundef %211, double noundef %212)
  %214 = load double, ptr %12, align 8
  %215 = load double, ptr %7, align 8
  %216 = fsub double %214, %215
  %217 = load double, ptr %8, align 8
  %218 = load double, ptr %10, align 8
  %219 = call double @uses_expsum(double noundef %216, double noundef %217, double noundef %218)
  %220 = fsub double %213, %219
  %221 = load double, ptr %7, align 8
  %222 = fmul double 2.000000e+00, %221
  %223 = fdiv double %220, %222
  call void @check(ptr noundef @.str.16, double noundef %201, double noundef %207, double noundef %223, double noundef 0x3EB0C6F7A0B5ED8D)
  %224 = load double, ptr %8, align 8
  %225 = load i32, ptr @enzyme_const, align 4
  %226 = load double, ptr %12, align 8
  %227 = load double, ptr %8, align 8
  %228 = load i32, ptr @enzyme_const, align 4
  %229 = load double, ptr %10, align 8
  %230 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_expsum, i32 noundef %225, double noundef %226, double noundef %227, i32 noundef %228, double noundef %229)
  %231 = load double, ptr %12, align 8
  %232 = load double, ptr %8, align 8
  %233 = load double, ptr %9, align 8
  %234 = fadd double %232, %233
  %235 = load double, ptr %10, align 8
  %236 = call double @uses_expsum(double noundef %231, double noundef %234, double noundef %235)
  %237 = load double, ptr %12, align 8
  %238 = load double, ptr %8, align 8
  %239 = load double, ptr %9, align 8
  %240 = fsub double %238, %239
  %241 = load double, ptr %10, align 8
  %242 = call double @uses_expsum(double noundef %237, double noundef %240, double noundef %241)
  %243 = fsub double %236, %242
  %244 = load double, ptr %9, align 8
  %245 = fmul double 2.000000e+00, %244
  %246 = fdiv double %243, %245
  call void @check(ptr noundef @.str.17, double noundef %224, double noundef %230, double noundef %246, double noundef 0x3EB0C6F7A0B5ED8D)
  %247 = load double, ptr %10, align 8
  %248 = load i32, ptr @enzyme_const, align 4
  %249 = load double, ptr %12, align 8
  %250 = load i32, ptr @enzyme_const, align 4
  %251 = load double, ptr %8, align 8
  %252 = load double, ptr %10, align 8
  %253 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_expsum, i32 noundef %248, double noundef %249, i32 noundef %250, double noundef %251, double noundef %252)
  %254 = load double, ptr %12, align 8
  %255 = load double, ptr %8, align 8
  %256 = load double, ptr %10, align 8
  %257 = load double, ptr %11, align 8
  %258 = fadd double %256, %257
  %259 = call double @uses_expsum(double noundef %254, double noundef %255, double noundef %258)
  %260 = load double, ptr %12, align 8
  %261 = load double, ptr %8, align 8
  %262 = load double, ptr %10, align 8
  %263 = load double, ptr %11, align 8
  %264 = fsub double %262, %263
  %265 = call double @uses_expsum(double noundef %260, double noundef %261, double noundef %264)
  %266 = fsub double %259, %265
  %267 = load double, ptr %11, align 8
  %268 = fmul double 2.000000e+00, %267
  %269 = fdiv double %266, %268
  call void @check(ptr noundef @.str.18, double noundef %247, double noundef %253, double noundef %269, double noundef 0x3EB0C6F7A0B5ED8D)
  %270 = load double, ptr %6, align 8
  %271 = load double, ptr %6, align 8
  %272 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_jitter, double noundef %271)
  %273 = load double, ptr %6, align 8
  %274 = fmul double 2.000000e+00, %273
  call void @check(ptr noundef @.str.19, double noundef %270, double noundef %272, double noundef %274, double noundef 0x3D719799812DEA11)
  %275 = load double, ptr %6, align 8
  %276 = load double, ptr %6, align 8
  %277 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @uses_jitter, double noundef %276, double noundef 1.000000e+00)
  %278 = load double, ptr %6, align 8
  %279 = fmul double 2.000000e+00, %278
  call void @check(ptr noundef @.str.20, double noundef %275, double noundef %277, double noundef %279, double noundef 0x3D719799812DEA11)
  %280 = load double, ptr %6, align 8
  %281 = load double, ptr %6, align 8
  %282 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @uses_last, double noundef %281)
  %283 = load double, ptr %6, align 8
  %284 = fmul double 3.000000e+00, %283
  %285 = load double, ptr %6, align 8
  %286 = fmul double %284, %285
  call void @check(ptr noundef @.str.21, double noundef %280, double noundef %282, double noundef %286, double noundef 0x3D719799812DEA11)
  %287 = load double, ptr %6, align 8
  %288 = load double, ptr @last_seen, align 8
  %289 = load double, ptr %6, align 8
  call void @check(ptr noundef @.str.22, double noundef %287, double noundef %288, double noundef %289, double noundef 0.000000e+00)
  %290 = load double, ptr %6, align 8
  %291 = load double, ptr %6, align 8
  %292 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @uses_last, double noundef %291, double noundef 1.000000e+00)
  %293 = load double, ptr %6, align 8
  %294 = fmul double 3.000000e+00, %293
  %295 = load double, ptr %6, align 8
  %296 = fmul double %294, %295
  call void @check(ptr noundef @.str.23, double noundef %290, double noundef %292, double noundef %296, double noundef 0x3D719799812DEA11)
  %297 = load double, ptr %6, align 8
  %298 = load double, ptr %6, align 8
  %299 = load i32, ptr @enzyme_const, align 4
  %300 = load double, ptr %8, align 8
  %301 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @reads_last, double noundef %298, i32 noundef %299, double noundef %300)
  call void @check(ptr noundef @.str.24, double noundef %297, double noundef %301, double noundef 1.000000e+00, double noundef 0x3D719799812DEA11)
  %302 = load double, ptr %6, align 8
  %303 = load double, ptr %6, align 8
  %304 = load i32, ptr @enzyme_const, align 4
  %305 = load double, ptr %8, align 8
  %306 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @reads_last, double noundef %303, double noundef 1.000000e+00, i32 noundef %304, double noundef %305)
  call void @check(ptr noundef @.str.25, double noundef %302, double noundef %306, double noundef 1.000000e+00, double noundef 0x3D719799812DEA11)
  br label %307

307:                                              ; preds = %50
  %308 = load i32, ptr %5, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %5, align 4
  br label %47, !llvm.loop !10

310:                                              ; preds = %47
  %311 = load i32, ptr @n_fail, align 4
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %311)
  %313 = load i32, ptr @n_fail, align 4
  %314 = icmp ne i32 %313, 0
  %315 = zext i1 %314 to i32
  ret i32 %315
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

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
  %48 = select i1 %46, ptr @.str.28, ptr @.str.29
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: nounwind
declare double @cos(double noundef) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
