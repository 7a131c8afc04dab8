; ModuleID = 'blas.c'
source_filename = "blas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.f_gemv_row_t_beta0.y = private unnamed_addr constant [4 x double] [double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30], align 16
@__const.f_gemm_col.C = private unnamed_addr constant [8 x double] [double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30, double 1.000000e+30], align 16
@enzyme_dup = external global i32, align 4
@v0 = internal global [40 x double] zeroinitializer, align 16
@p0 = internal global [40 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"f_dot\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f_nrm2\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_gemv_row\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"f_gemv_col_t\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"f_gemv_row_t_beta0\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"f_gemm_row\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"f_gemm_col\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"f_gemm_both_t\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"f_gemm_row_ta_alpha_beta\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"f_axpy_scal\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"f_fortran\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"f_float\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"hv\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"blas: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@.str.14 = private unnamed_addr constant [12 x i8] c"%s d/dp[%d]\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"%s forward\00", align 1
@.str.16 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_dot(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 8
  %6 = call double @cblas_ddot(i32 noundef 4, ptr noundef %3, i32 noundef 1, ptr noundef %5, i32 noundef 2)
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds double, ptr %7, i64 1
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 20
  %11 = call double @cblas_ddot(i32 noundef 3, ptr noundef %8, i32 noundef -1, ptr noundef %10, i32 noundef 3)
  %12 = fmul double %6, %11
  ret double %12
}

declare double @cblas_ddot(i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_nrm2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds double, ptr %3, i64 2
  %5 = call double @cblas_dnrm2(i32 noundef 5, ptr noundef %4, i32 noundef 2)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 30
  %8 = call double @cblas_dnrm2(i32 noundef 3, ptr noundef %7, i32 noundef -1)
  %9 = call double @sin(double noundef %8) #6
  %10 = fadd double %5, %9
  ret double %10
}

declare double @cblas_dnrm2(i32 noundef, ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemv_row(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [3 x double], align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 30
  %6 = load double, ptr %5, align 8
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %3, i64 1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 31
  %10 = load double, ptr %9, align 8
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds double, ptr %3, i64 2
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 32
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 39
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 15
  %21 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemv(i32 noundef 101, i32 noundef 111, i32 noundef 3, i32 noundef 4, double noundef %17, ptr noundef %18, i32 noundef 5, ptr noundef %20, i32 noundef 2, double noundef 5.000000e-01, ptr noundef %21, i32 noundef 1)
  %22 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0
  %23 = call double @sumsq(ptr noundef %22, i32 noundef 3, i32 noundef 1)
  ret double %23
}

declare void @cblas_dgemv(i32 noundef, i32 noundef, i32 noundef, i32 noundef, double noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, double noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sumsq(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %39, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %42

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  %17 = mul nsw i32 %15, %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %14, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %6, align 4
  %24 = mul nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %21, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %6, align 4
  %31 = mul nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %28, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = call double @sin(double noundef %34) #6
  %36 = call double @llvm.fmuladd.f64(double %20, double %27, double %35)
  %37 = load double, ptr %7, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %7, align 8
  br label %39

39:                                               ; preds = %13
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %9, !llvm.loop !6

42:                                               ; preds = %9
  %43 = load double, ptr %7, align 8
  ret double %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemv_col_t(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [8 x double], align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 30
  %6 = load double, ptr %5, align 8
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %3, i64 1
  store double 0.000000e+00, ptr %7, align 8
  %8 = getelementptr inbounds double, ptr %3, i64 2
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 31
  %11 = load double, ptr %10, align 8
  store double %11, ptr %8, align 8
  %12 = getelementptr inbounds double, ptr %3, i64 3
  store double 0.000000e+00, ptr %12, align 8
  %13 = getelementptr inbounds double, ptr %3, i64 4
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 32
  %16 = load double, ptr %15, align 8
  store double %16, ptr %13, align 8
  %17 = getelementptr inbounds double, ptr %3, i64 5
  store double 0.000000e+00, ptr %17, align 8
  %18 = getelementptr inbounds double, ptr %3, i64 6
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 33
  %21 = load double, ptr %20, align 8
  store double %21, ptr %18, align 8
  %22 = getelementptr inbounds double, ptr %3, i64 7
  store double 0.000000e+00, ptr %22, align 8
  %23 = load ptr, ptr %2, align 8
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 16
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 38
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemv(i32 noundef 102, i32 noundef 112, i32 noundef 3, i32 noundef 4, double noundef 1.500000e+00, ptr noundef %23, i32 noundef 4, ptr noundef %25, i32 noundef 1, double noundef %28, ptr noundef %29, i32 noundef 2)
  %30 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %31 = call double @sumsq(ptr noundef %30, i32 noundef 4, i32 noundef 2)
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemv_row_t_beta0(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [4 x double], align 16
  store ptr %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.f_gemv_row_t_beta0.y, i64 32, i1 false)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 39
  %6 = load double, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 20
  %10 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemv(i32 noundef 101, i32 noundef 112, i32 noundef 3, i32 noundef 4, double noundef %6, ptr noundef %7, i32 noundef 4, ptr noundef %9, i32 noundef -1, double noundef 0.000000e+00, ptr noundef %10, i32 noundef 1)
  %11 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %12 = call double @sumsq(ptr noundef %11, i32 noundef 4, i32 noundef 1)
  ret double %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemm_row(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [6 x double], align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 30
  %6 = load double, ptr %5, align 8
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %3, i64 1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 31
  %10 = load double, ptr %9, align 8
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds double, ptr %3, i64 2
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 32
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  %15 = getelementptr inbounds double, ptr %3, i64 3
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 33
  %18 = load double, ptr %17, align 8
  store double %18, ptr %15, align 8
  %19 = getelementptr inbounds double, ptr %3, i64 4
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 34
  %22 = load double, ptr %21, align 8
  store double %22, ptr %19, align 8
  %23 = getelementptr inbounds double, ptr %3, i64 5
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 35
  %26 = load double, ptr %25, align 8
  store double %26, ptr %23, align 8
  %27 = load ptr, ptr %2, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 8
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 38
  %32 = load double, ptr %31, align 8
  %33 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemm(i32 noundef 101, i32 noundef 111, i32 noundef 112, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef 7.500000e-01, ptr noundef %27, i32 noundef 4, ptr noundef %29, i32 noundef 4, double noundef %32, ptr noundef %33, i32 noundef 3)
  %34 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %35 = call double @sumsq(ptr noundef %34, i32 noundef 6, i32 noundef 1)
  ret double %35
}

declare void @cblas_dgemm(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, double noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, double noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemm_col(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [8 x double], align 16
  store ptr %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.f_gemm_col.C, i64 64, i1 false)
  %4 = load ptr, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 10
  %7 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemm(i32 noundef 102, i32 noundef 112, i32 noundef 111, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef 1.500000e+00, ptr noundef %4, i32 noundef 5, ptr noundef %6, i32 noundef 4, double noundef 0.000000e+00, ptr noundef %7, i32 noundef 2)
  %8 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %9 = call double @sumsq(ptr noundef %8, i32 noundef 6, i32 noundef 1)
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemm_both_t(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [9 x double], align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 30
  %6 = load double, ptr %5, align 8
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %3, i64 1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 31
  %10 = load double, ptr %9, align 8
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds double, ptr %3, i64 2
  store double 0.000000e+00, ptr %11, align 8
  %12 = getelementptr inbounds double, ptr %3, i64 3
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 32
  %15 = load double, ptr %14, align 8
  store double %15, ptr %12, align 8
  %16 = getelementptr inbounds double, ptr %3, i64 4
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 33
  %19 = load double, ptr %18, align 8
  store double %19, ptr %16, align 8
  %20 = getelementptr inbounds double, ptr %3, i64 5
  store double 0.000000e+00, ptr %20, align 8
  %21 = getelementptr inbounds double, ptr %3, i64 6
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 34
  %24 = load double, ptr %23, align 8
  store double %24, ptr %21, align 8
  %25 = getelementptr inbounds double, ptr %3, i64 7
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 35
  %28 = load double, ptr %27, align 8
  store double %28, ptr %25, align 8
  %29 = getelementptr inbounds double, ptr %3, i64 8
  store double 0.000000e+00, ptr %29, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 39
  %32 = load double, ptr %31, align 8
  %33 = load ptr, ptr %2, align 8
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 8
  %36 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemm(i32 noundef 102, i32 noundef 112, i32 noundef 112, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef %32, ptr noundef %33, i32 noundef 4, ptr noundef %35, i32 noundef 3, double noundef -5.000000e-01, ptr noundef %36, i32 noundef 3)
  %37 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 0
  %38 = call double @sumsq(ptr noundef %37, i32 noundef 9, i32 noundef 1)
  ret double %38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_gemm_row_ta_alpha_beta(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [6 x double], align 16
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds double, ptr %4, i64 30
  %6 = load double, ptr %5, align 8
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds double, ptr %3, i64 1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 31
  %10 = load double, ptr %9, align 8
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds double, ptr %3, i64 2
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 32
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  %15 = getelementptr inbounds double, ptr %3, i64 3
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 33
  %18 = load double, ptr %17, align 8
  store double %18, ptr %15, align 8
  %19 = getelementptr inbounds double, ptr %3, i64 4
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 34
  %22 = load double, ptr %21, align 8
  store double %22, ptr %19, align 8
  %23 = getelementptr inbounds double, ptr %3, i64 5
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 35
  %26 = load double, ptr %25, align 8
  store double %26, ptr %23, align 8
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 39
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 8
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds double, ptr %33, i64 38
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  call void @cblas_dgemm(i32 noundef 101, i32 noundef 112, i32 noundef 111, i32 noundef 2, i32 noundef 3, i32 noundef 4, double noundef %29, ptr noundef %30, i32 noundef 2, ptr noundef %32, i32 noundef 3, double noundef %35, ptr noundef %36, i32 noundef 3)
  %37 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %38 = call double @sumsq(ptr noundef %37, i32 noundef 6, i32 noundef 1)
  ret double %38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_axpy_scal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 30
  %7 = load double, ptr %6, align 8
  store double %7, ptr %3, align 8
  %8 = getelementptr inbounds double, ptr %3, i64 1
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 31
  %11 = load double, ptr %10, align 8
  store double %11, ptr %8, align 8
  %12 = getelementptr inbounds double, ptr %3, i64 2
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds double, ptr %13, i64 32
  %15 = load double, ptr %14, align 8
  store double %15, ptr %12, align 8
  %16 = getelementptr inbounds double, ptr %3, i64 3
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 33
  %19 = load double, ptr %18, align 8
  store double %19, ptr %16, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 0
  %22 = load double, ptr %21, align 8
  store double %22, ptr %4, align 8
  %23 = getelementptr inbounds double, ptr %4, i64 1
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 1
  %26 = load double, ptr %25, align 8
  store double %26, ptr %23, align 8
  %27 = getelementptr inbounds double, ptr %4, i64 2
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 2
  %30 = load double, ptr %29, align 8
  store double %30, ptr %27, align 8
  %31 = getelementptr inbounds double, ptr %4, i64 3
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds double, ptr %32, i64 3
  %34 = load double, ptr %33, align 8
  store double %34, ptr %31, align 8
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds double, ptr %35, i64 39
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds double, ptr %38, i64 4
  %40 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  call void @cblas_daxpy(i32 noundef 4, double noundef %37, ptr noundef %39, i32 noundef 2, ptr noundef %40, i32 noundef 1)
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 38
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  call void @cblas_dscal(i32 noundef 4, double noundef %43, ptr noundef %44, i32 noundef 1)
  %45 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 0
  %46 = call double @sumsq(ptr noundef %45, i32 noundef 4, i32 noundef 1)
  %47 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 0
  %48 = call double @sumsq(ptr noundef %47, i32 noundef 4, i32 noundef 1)
  %49 = fadd double %46, %48
  ret double %49
}

declare void @cblas_daxpy(i32 noundef, double noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) #1

declare void @cblas_dscal(i32 noundef, double noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_fortran(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca [4 x double], align 16
  %15 = alloca [12 x double], align 16
  store ptr %0, ptr %2, align 8
  store i32 4, ptr %3, align 4
  store i32 3, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 2, ptr %6, align 4
  store i32 3, ptr %7, align 4
  store i32 4, ptr %8, align 4
  store i32 3, ptr %9, align 4
  store i8 84, ptr %10, align 1
  store i8 78, ptr %11, align 1
  store double 2.500000e-01, ptr %12, align 8
  store double 0.000000e+00, ptr %13, align 8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 30
  %18 = load double, ptr %17, align 8
  store double %18, ptr %14, align 8
  %19 = getelementptr inbounds double, ptr %14, i64 1
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 31
  %22 = load double, ptr %21, align 8
  store double %22, ptr %19, align 8
  %23 = getelementptr inbounds double, ptr %14, i64 2
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 32
  %26 = load double, ptr %25, align 8
  store double %26, ptr %23, align 8
  %27 = getelementptr inbounds double, ptr %14, i64 3
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 33
  %30 = load double, ptr %29, align 8
  store double %30, ptr %27, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 39
  %33 = load ptr, ptr %2, align 8
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 20
  %36 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  call void @dgemv_(ptr noundef %10, ptr noundef %4, ptr noundef %3, ptr noundef %32, ptr noundef %33, ptr noundef %7, ptr noundef %35, ptr noundef %5, ptr noundef %12, ptr noundef %36, ptr noundef %5)
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds double, ptr %37, i64 38
  %39 = load ptr, ptr %2, align 8
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds double, ptr %40, i64 12
  %42 = getelementptr inbounds [12 x double], ptr %15, i64 0, i64 0
  call void @dgemm_(ptr noundef %11, ptr noundef %10, ptr noundef %4, ptr noundef %3, ptr noundef %4, ptr noundef %38, ptr noundef %39, ptr noundef %7, ptr noundef %41, ptr noundef %8, ptr noundef %13, ptr noundef %42, ptr noundef %9)
  %43 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0
  %44 = call double @sumsq(ptr noundef %43, i32 noundef 4, i32 noundef 1)
  %45 = getelementptr inbounds [12 x double], ptr %15, i64 0, i64 0
  %46 = call double @sumsq(ptr noundef %45, i32 noundef 12, i32 noundef 1)
  %47 = fadd double %44, %46
  %48 = load ptr, ptr %2, align 8
  %49 = load ptr, ptr %2, align 8
  %50 = getelementptr inbounds double, ptr %49, i64 8
  %51 = call double @ddot_(ptr noundef %3, ptr noundef %48, ptr noundef %5, ptr noundef %50, ptr noundef %6)
  %52 = fadd double %47, %51
  ret double %52
}

declare void @dgemv_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare void @dgemm_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare double @ddot_(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_float(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [6 x float], align 16
  %4 = alloca [6 x float], align 16
  %5 = alloca [4 x float], align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %33

10:                                               ; preds = %7
  %11 = load ptr, ptr %2, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  %15 = load double, ptr %14, align 8
  %16 = fptrunc double %15 to float
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [6 x float], ptr %3, i64 0, i64 %18
  store float %16, ptr %19, align 4
  %20 = load ptr, ptr %2, align 8
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 10, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %20, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = fptrunc double %25 to float
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 %28
  store float %26, ptr %29, align 4
  br label %30

30:                                               ; preds = %10
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = getelementptr inbounds [6 x float], ptr %3, i64 0, i64 0
  %35 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 0
  %36 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 0
  call void @cblas_sgemm(i32 noundef 102, i32 noundef 111, i32 noundef 111, i32 noundef 2, i32 noundef 2, i32 noundef 3, float noundef 1.000000e+00, ptr noundef %34, i32 noundef 2, ptr noundef %35, i32 noundef 3, float noundef 0.000000e+00, ptr noundef %36, i32 noundef 2)
  %37 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 0
  %38 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 0
  %39 = call float @cblas_sdot(i32 noundef 4, ptr noundef %37, i32 noundef 1, ptr noundef %38, i32 noundef 1)
  %40 = fpext float %39 to double
  %41 = getelementptr inbounds [6 x float], ptr %3, i64 0, i64 0
  %42 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 0
  %43 = call float @cblas_sdot(i32 noundef 3, ptr noundef %41, i32 noundef 2, ptr noundef %42, i32 noundef 1)
  %44 = fpext float %43 to double
  %45 = fadd double %40, %44
  ret double %45
}

declare void @cblas_sgemm(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, float noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, float noundef, ptr noundef, i32 noundef) #1

declare float @cblas_sdot(i32 noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @hv(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [40 x double], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 320, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %9 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemm_row_ta_alpha_beta, i32 noundef %6, ptr noundef %7, ptr noundef %8)
  %10 = load i32, ptr @enzyme_dup, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %13 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemv_row, i32 noundef %10, ptr noundef %11, ptr noundef %12)
  %14 = load i32, ptr @enzyme_dup, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_fortran, i32 noundef %14, ptr noundef %15, ptr noundef %16)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %32, %1
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %19, 40
  br i1 %20, label %21, label %35

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %23
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %4, align 8
  %31 = call double @llvm.fmuladd.f64(double %25, double %29, double %30)
  store double %31, ptr %4, align 8
  br label %32

32:                                               ; preds = %21
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %18, !llvm.loop !9

35:                                               ; preds = %18
  %36 = load double, ptr %4, align 8
  ret double %36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [40 x double], align 16
  %4 = alloca double, align 8
  %5 = alloca [40 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca [40 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca [40 x double], align 16
  %10 = alloca double, align 8
  %11 = alloca [40 x double], align 16
  %12 = alloca double, align 8
  %13 = alloca [40 x double], align 16
  %14 = alloca double, align 8
  %15 = alloca [40 x double], align 16
  %16 = alloca double, align 8
  %17 = alloca [40 x double], align 16
  %18 = alloca double, align 8
  %19 = alloca [40 x double], align 16
  %20 = alloca double, align 8
  %21 = alloca [40 x double], align 16
  %22 = alloca double, align 8
  %23 = alloca [40 x double], align 16
  %24 = alloca double, align 8
  %25 = alloca [40 x double], align 16
  %26 = alloca double, align 8
  %27 = alloca [40 x double], align 16
  %28 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %29

29:                                               ; preds = %52, %0
  %30 = load i32, ptr %2, align 4
  %31 = icmp slt i32 %30, 40
  br i1 %31, label %32, label %55

32:                                               ; preds = %29
  %33 = load i32, ptr %2, align 4
  %34 = sitofp i32 %33 to double
  %35 = call double @llvm.fmuladd.f64(double 1.700000e+00, double %34, double 4.000000e-01)
  %36 = call double @sin(double noundef %35) #6
  %37 = load i32, ptr %2, align 4
  %38 = srem i32 %37, 3
  %39 = sitofp i32 %38 to double
  %40 = fmul double 1.000000e-01, %39
  %41 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %36, double %40)
  %42 = load i32, ptr %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %43
  store double %41, ptr %44, align 8
  %45 = load i32, ptr %2, align 4
  %46 = sitofp i32 %45 to double
  %47 = fmul double 9.000000e-01, %46
  %48 = call double @cos(double noundef %47) #6
  %49 = load i32, ptr %2, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %50
  store double %48, ptr %51, align 8
  br label %52

52:                                               ; preds = %32
  %53 = load i32, ptr %2, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %2, align 4
  br label %29, !llvm.loop !10

55:                                               ; preds = %29
  store double 8.000000e-01, ptr getelementptr inbounds ([40 x double], ptr @p0, i64 0, i64 38), align 16
  store double -1.300000e+00, ptr getelementptr inbounds ([40 x double], ptr @p0, i64 0, i64 39), align 8
  br label %56

56:                                               ; preds = %55
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 320, i1 false)
  %57 = load i32, ptr @enzyme_dup, align 4
  %58 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %59 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_dot, i32 noundef %57, ptr noundef @p0, ptr noundef %58)
  %60 = load i32, ptr @enzyme_dup, align 4
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_dot, i32 noundef %60, ptr noundef @p0, ptr noundef @v0)
  store double %61, ptr %4, align 8
  %62 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 0
  %63 = load double, ptr %4, align 8
  call void @compare(ptr noundef @.str, ptr noundef @f_dot, ptr noundef %62, double noundef %63, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %64

64:                                               ; preds = %56
  br label %65

65:                                               ; preds = %64
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 320, i1 false)
  %66 = load i32, ptr @enzyme_dup, align 4
  %67 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 0
  %68 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_nrm2, i32 noundef %66, ptr noundef @p0, ptr noundef %67)
  %69 = load i32, ptr @enzyme_dup, align 4
  %70 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_nrm2, i32 noundef %69, ptr noundef @p0, ptr noundef @v0)
  store double %70, ptr %6, align 8
  %71 = getelementptr inbounds [40 x double], ptr %5, i64 0, i64 0
  %72 = load double, ptr %6, align 8
  call void @compare(ptr noundef @.str.1, ptr noundef @f_nrm2, ptr noundef %71, double noundef %72, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %73

73:                                               ; preds = %65
  br label %74

74:                                               ; preds = %73
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 320, i1 false)
  %75 = load i32, ptr @enzyme_dup, align 4
  %76 = getelementptr inbounds [40 x double], ptr %7, i64 0, i64 0
  %77 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemv_row, i32 noundef %75, ptr noundef @p0, ptr noundef %76)
  %78 = load i32, ptr @enzyme_dup, align 4
  %79 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemv_row, i32 noundef %78, ptr noundef @p0, ptr noundef @v0)
  store double %79, ptr %8, align 8
  %80 = getelementptr inbounds [40 x double], ptr %7, i64 0, i64 0
  %81 = load double, ptr %8, align 8
  call void @compare(ptr noundef @.str.2, ptr noundef @f_gemv_row, ptr noundef %80, double noundef %81, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %82

82:                                               ; preds = %74
  br label %83

83:                                               ; preds = %82
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 320, i1 false)
  %84 = load i32, ptr @enzyme_dup, align 4
  %85 = getelementptr inbounds [40 x double], ptr %9, i64 0, i64 0
  %86 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemv_col_t, i32 noundef %84, ptr noundef @p0, ptr noundef %85)
  %87 = load i32, ptr @enzyme_dup, align 4
  %88 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemv_col_t, i32 noundef %87, ptr noundef @p0, ptr noundef @v0)
  store double %88, ptr %10, align 8
  %89 = getelementptr inbounds [40 x double], ptr %9, i64 0, i64 0
  %90 = load double, ptr %10, align 8
  call void @compare(ptr noundef @.str.3, ptr noundef @f_gemv_col_t, ptr noundef %89, double noundef %90, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %91

91:                                               ; preds = %83
  br label %92

92:                                               ; preds = %91
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 320, i1 false)
  %93 = load i32, ptr @enzyme_dup, align 4
  %94 = getelementptr inbounds [40 x double], ptr %11, i64 0, i64 0
  %95 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemv_row_t_beta0, i32 noundef %93, ptr noundef @p0, ptr noundef %94)
  %96 = load i32, ptr @enzyme_dup, align 4
  %97 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemv_row_t_beta0, i32 noundef %96, ptr noundef @p0, ptr noundef @v0)
  store double %97, ptr %12, align 8
  %98 = getelementptr inbounds [40 x double], ptr %11, i64 0, i64 0
  %99 = load double, ptr %12, align 8
  call void @compare(ptr noundef @.str.4, ptr noundef @f_gemv_row_t_beta0, ptr noundef %98, double noundef %99, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %100

100:                                              ; preds = %92
  br label %101

101:                                              ; preds = %100
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 320, i1 false)
  %102 = load i32, ptr @enzyme_dup, align 4
  %103 = getelementptr inbounds [40 x double], ptr %13, i64 0, i64 0
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemm_row, i32 noundef %102, ptr noundef @p0, ptr noundef %103)
  %105 = load i32, ptr @enzyme_dup, align 4
  %106 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemm_row, i32 noundef %105, ptr noundef @p0, ptr noundef @v0)
  store double %106, ptr %14, align 8
  %107 = getelementptr inbounds [40 x double], ptr %13, i64 0, i64 0
  %108 = load double, ptr %14, align 8
  call void @compare(ptr noundef @.str.5, ptr noundef @f_gemm_row, ptr noundef %107, double noundef %108, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %109

109:                                              ; preds = %101
  br label %110

110:                                              ; preds = %109
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 320, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4
  %112 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 0
  %113 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemm_col, i32 noundef %111, ptr noundef @p0, ptr noundef %112)
  %114 = load i32, ptr @enzyme_dup, align 4
  %115 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemm_col, i32 noundef %114, ptr noundef @p0, ptr noundef @v0)
  store double %115, ptr %16, align 8
  %116 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 0
  %117 = load double, ptr %16, align 8
  call void @compare(ptr noundef @.str.6, ptr noundef @f_gemm_col, ptr noundef %116, double noundef %117, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %118

118:                                              ; preds = %110
  br label %119

119:                                              ; preds = %118
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 320, i1 false)
  %120 = load i32, ptr @enzyme_dup, align 4
  %121 = getelementptr inbounds [40 x double], ptr %17, i64 0, i64 0
  %122 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemm_both_t, i32 noundef %120, ptr noundef @p0, ptr noundef %121)
  %123 = load i32, ptr @enzyme_dup, align 4
  %124 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemm_both_t, i32 noundef %123, ptr noundef @p0, ptr noundef @v0)
  store double %124, ptr %18, align 8
  %125 = getelementptr inbounds [40 x double], ptr %17, i64 0, i64 0
  %126 = load double, ptr %18, align 8
  call void @compare(ptr noundef @.str.7, ptr noundef @f_gemm_both_t, ptr noundef %125, double noundef %126, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %127

127:                                              ; preds = %119
  br label %128

128:                                              ; preds = %127
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 320, i1 false)
  %129 = load i32, ptr @enzyme_dup, align 4
  %130 = getelementptr inbounds [40 x double], ptr %19, i64 0, i64 0
  %131 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_gemm_row_ta_alpha_beta, i32 noundef %129, ptr noundef @p0, ptr noundef %130)
  %132 = load i32, ptr @enzyme_dup, align 4
  %133 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_gemm_row_ta_alpha_beta, i32 noundef %132, ptr noundef @p0, ptr noundef @v0)
  store double %133, ptr %20, align 8
  %134 = getelementptr inbounds [40 x double], ptr %19, i64 0, i64 0
  %135 = load double, ptr %20, align 8
  call void @compare(ptr noundef @.str.8, ptr noundef @f_gemm_row_ta_alpha_beta, ptr noundef %134, double noundef %135, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %136

136:                                              ; preds = %128
  br label %137

137:                                              ; preds = %136
  call void @llvm.memset.p0.i64(ptr align 16 %21, i8 0, i64 320, i1 false)
  %138 = load i32, ptr @enzyme_dup, align 4
  %139 = getelementptr inbounds [40 x double], ptr %21, i64 0, i64 0
  %140 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_axpy_scal, i32 noundef %138, ptr noundef @p0, ptr noundef %139)
  %141 = load i32, ptr @enzyme_dup, align 4
  %142 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_axpy_scal, i32 noundef %141, ptr noundef @p0, ptr noundef @v0)
  store double %142, ptr %22, align 8
  %143 = getelementptr inbounds [40 x double], ptr %21, i64 0, i64 0
  %144 = load double, ptr %22, align 8
  call void @compare(ptr noundef @.str.9, ptr noundef @f_axpy_scal, ptr noundef %143, double noundef %144, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %145

145:                                              ; preds = %137
  br label %146

146:                                              ; preds = %145
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 320, i1 false)
  %147 = load i32, ptr @enzyme_dup, align 4
  %148 = getelementptr inbounds [40 x double], ptr %23, i64 0, i64 0
  %149 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_fortran, i32 noundef %147, ptr noundef @p0, ptr noundef %148)
  %150 = load i32, ptr @enzyme_dup, align 4
  %151 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_fortran, i32 noundef %150, ptr noundef @p0, ptr noundef @v0)
  store double %151, ptr %24, align 8
  %152 = getelementptr inbounds [40 x double], ptr %23, i64 0, i64 0
  %153 = load double, ptr %24, align 8
  call void @compare(ptr noundef @.str.10, ptr noundef @f_fortran, ptr noundef %152, double noundef %153, double noundef 0x3EB0C6F7A0B5ED8D, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %154

154:                                              ; preds = %146
  br label %155

155:                                              ; preds = %154
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 320, i1 false)
  %156 = load i32, ptr @enzyme_dup, align 4
  %157 = getelementptr inbounds [40 x double], ptr %25, i64 0, i64 0
  %158 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_float, i32 noundef %156, ptr noundef @p0, ptr noundef %157)
  %159 = load i32, ptr @enzyme_dup, align 4
  %160 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_float, i32 noundef %159, ptr noundef @p0, ptr noundef @v0)
  store double %160, ptr %26, align 8
  %161 = getelementptr inbounds [40 x double], ptr %25, i64 0, i64 0
  %162 = load double, ptr %26, align 8
  call void @compare(ptr noundef @.str.11, ptr noundef @f_float, ptr noundef %161, double noundef %162, double noundef 2.000000e-02, double noundef 1.000000e-02)
  br label %163

163:                                              ; preds = %155
  br label %164

164:                                              ; preds = %163
  call void @llvm.memset.p0.i64(ptr align 16 %27, i8 0, i64 320, i1 false)
  %165 = load i32, ptr @enzyme_dup, align 4
  %166 = getelementptr inbounds [40 x double], ptr %27, i64 0, i64 0
  %167 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @hv, i32 noundef %165, ptr noundef @p0, ptr noundef %166)
  %168 = load i32, ptr @enzyme_dup, align 4
  %169 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @hv, i32 noundef %168, ptr noundef @p0, ptr noundef @v0)
  store double %169, ptr %28, align 8
  %170 = getelementptr inbounds [40 x double], ptr %27, i64 0, i64 0
  %171 = load double, ptr %28, align 8
  call void @compare(ptr noundef @.str.12, ptr noundef @hv, ptr noundef %170, double noundef %171, double noundef 1.000000e-05, double noundef 1.000000e-05)
  br label %172

172:                                              ; preds = %164
  %173 = load i32, ptr @n_fail, align 4
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %173)
  %175 = load i32, ptr @n_fail, align 4
  %176 = icmp ne i32 %175, 0
  %177 = zext i1 %176 to i32
  ret i32 %177
}

; Function Attrs: nounwind
declare double @cos(double noundef) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @compare(ptr noundef %0, ptr noundef %1, ptr noundef %2, double noundef %3, double noundef %4, double noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [64 x i8], align 16
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store double %3, ptr %10, align 8
  store double %4, ptr %11, align 8
  store double %5, ptr %12, align 8
  store double 0.000000e+00, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %20

20:                                               ; preds = %79, %6
  %21 = load i32, ptr %15, align 4
  %22 = icmp slt i32 %21, 40
  br i1 %22, label %23, label %82

23:                                               ; preds = %20
  %24 = load i32, ptr %15, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  store double %27, ptr %16, align 8
  %28 = load double, ptr %16, align 8
  %29 = load double, ptr %12, align 8
  %30 = fadd double %28, %29
  %31 = load i32, ptr %15, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %32
  store double %30, ptr %33, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = call double %34(ptr noundef @p0)
  store double %35, ptr %17, align 8
  %36 = load double, ptr %16, align 8
  %37 = load double, ptr %12, align 8
  %38 = fsub double %36, %37
  %39 = load i32, ptr %15, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %40
  store double %38, ptr %41, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = call double %42(ptr noundef @p0)
  store double %43, ptr %18, align 8
  %44 = load double, ptr %16, align 8
  %45 = load i32, ptr %15, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %46
  store double %44, ptr %47, align 8
  %48 = load double, ptr %17, align 8
  %49 = load double, ptr %18, align 8
  %50 = fsub double %48, %49
  %51 = load double, ptr %12, align 8
  %52 = fmul double 2.000000e+00, %51
  %53 = fdiv double %50, %52
  store double %53, ptr %19, align 8
  %54 = load double, ptr %19, align 8
  %55 = load i32, ptr %15, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [40 x double], ptr @v0, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %14, align 8
  %60 = call double @llvm.fmuladd.f64(double %54, double %58, double %59)
  store double %60, ptr %14, align 8
  %61 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %15, align 4
  %64 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %61, i64 noundef 64, ptr noundef @.str.14, ptr noundef %62, i32 noundef %63) #6
  %65 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %66 = load i32, ptr %15, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [40 x double], ptr @p0, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fptosi double %69 to i32
  %71 = load ptr, ptr %9, align 8
  %72 = load i32, ptr %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = load double, ptr %19, align 8
  %77 = load double, ptr %11, align 8
  %78 = call i32 @check(ptr noundef %65, i32 noundef %70, double noundef %75, double noundef %76, double noundef %77)
  br label %79

79:                                               ; preds = %23
  %80 = load i32, ptr %15, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %15, align 4
  br label %20, !llvm.loop !11

82:                                               ; preds = %20
  %83 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %84 = load ptr, ptr %7, align 8
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %83, i64 noundef 64, ptr noundef @.str.15, ptr noundef %84) #6
  %86 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %87 = load double, ptr %10, align 8
  %88 = load double, ptr %14, align 8
  %89 = load double, ptr %11, align 8
  %90 = call i32 @check(ptr noundef %86, i32 noundef 0, double noundef %87, double noundef %88, double noundef %89)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
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
  %42 = load i32, ptr %7, align 4
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.17, ptr @.str.18
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  %56 = load i32, ptr %12, align 4
  ret i32 %56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
