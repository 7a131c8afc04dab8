; ModuleID = 'structcopy.c'
source_filename = "structcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, double, double }
%struct.M = type { i32, double, float, ptr }

@enzyme_dup = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [7 x i8] c"assign\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"assign.shadow_pointer_kept\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"assign.fwd_vs_rev\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"assign3.shadow_pointer_kept\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"assign3\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"mixed.dq\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"mixed.dd\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"mixed.df\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"mixed.shadow_pointer_kept\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.9 = private unnamed_addr constant [15 x i8] c"shift_mixed.dd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"shift_mixed.df\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"shift_mixed.dq\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"structcopy\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.14 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.17 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @assign(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 24, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.S, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.S, ptr %15, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.S, ptr %18, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = fmul double %17, %20
  %22 = call double @llvm.fmuladd.f64(double %11, double %14, double %21)
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.S, ptr %23, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds double, ptr %25, i64 1
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.S, ptr %28, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = call double @llvm.fmuladd.f64(double %27, double %30, double %22)
  ret double %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @assign3(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 72, i1 false)
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %46, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %49

12:                                               ; preds = %9
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.S, ptr %13, i64 %15
  %17 = getelementptr inbounds %struct.S, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.S, ptr %23, i64 %25
  %27 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = fmul double %22, %28
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.S, ptr %30, i64 %32
  %34 = getelementptr inbounds %struct.S, ptr %33, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.S, ptr %36, i64 %38
  %40 = getelementptr inbounds %struct.S, ptr %39, i32 0, i32 2
  %41 = load double, ptr %40, align 8
  %42 = call double @sin(double noundef %41) #7
  %43 = call double @llvm.fmuladd.f64(double %29, double %35, double %42)
  %44 = load double, ptr %5, align 8
  %45 = fadd double %44, %43
  store double %45, ptr %5, align 8
  br label %46

46:                                               ; preds = %12
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %6, align 4
  br label %9, !llvm.loop !6

49:                                               ; preds = %9
  %50 = load double, ptr %5, align 8
  ret double %50
}

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @mixed(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 32, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.M, ptr %7, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.M, ptr %10, i32 0, i32 2
  %12 = load float, ptr %11, align 8
  %13 = fpext float %12 to double
  %14 = fmul double %9, %13
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.M, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = sitofp i32 %17 to double
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.M, ptr %19, i32 0, i32 3
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 0
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.M, ptr %24, i32 0, i32 1
  %26 = load double, ptr %25, align 8
  %27 = fmul double %23, %26
  %28 = call double @llvm.fmuladd.f64(double %14, double %18, double %27)
  ret double %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @shift_mixed(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.M, ptr %8, i64 1
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 32
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 %13, i1 false)
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %54, %2
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %57

18:                                               ; preds = %14
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  %21 = sitofp i32 %20 to double
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.M, ptr %22, i64 %24
  %26 = getelementptr inbounds %struct.M, ptr %25, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = fmul double %21, %27
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.M, ptr %29, i64 %31
  %33 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 2
  %34 = load float, ptr %33, align 8
  %35 = fpext float %34 to double
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.M, ptr %36, i64 %38
  %40 = getelementptr inbounds %struct.M, ptr %39, i32 0, i32 3
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds double, ptr %41, i64 0
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.M, ptr %44, i64 %46
  %48 = getelementptr inbounds %struct.M, ptr %47, i32 0, i32 1
  %49 = load double, ptr %48, align 8
  %50 = fmul double %43, %49
  %51 = call double @llvm.fmuladd.f64(double %28, double %35, double %50)
  %52 = load double, ptr %5, align 8
  %53 = fadd double %52, %51
  store double %53, ptr %5, align 8
  br label %54

54:                                               ; preds = %18
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %14, !llvm.loop !8

57:                                               ; preds = %14
  %58 = load double, ptr %5, align 8
  ret double %58
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @rows(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 8
  %14 = call noalias ptr @malloc(i64 noundef %13) #8
  store ptr %14, ptr %7, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %16, i64 %19, i1 false)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %20

20:                                               ; preds = %61, %3
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %64

24:                                               ; preds = %20
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %57, %24
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %60

29:                                               ; preds = %25
  %30 = load ptr, ptr %7, align 8
  %31 = load i32, ptr %5, align 4
  %32 = sub nsw i32 %31, 1
  %33 = load i32, ptr %9, align 4
  %34 = sub nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds ptr, ptr %30, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %7, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds ptr, ptr %42, i64 %44
  %46 = load ptr, ptr %45, align 8
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %46, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fmul double %41, %50
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %52, 1
  %54 = sitofp i32 %53 to double
  %55 = load double, ptr %8, align 8
  %56 = call double @llvm.fmuladd.f64(double %51, double %54, double %55)
  store double %56, ptr %8, align 8
  br label %57

57:                                               ; preds = %29
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %10, align 4
  br label %25, !llvm.loop !9

60:                                               ; preds = %25
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %9, align 4
  br label %20, !llvm.loop !10

64:                                               ; preds = %20
  %65 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %65) #7
  %66 = load double, ptr %8, align 8
  ret double %66
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x double], align 16
  %3 = alloca [15 x double], align 16
  %4 = alloca [15 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca [2 x double], align 16
  %7 = alloca %struct.S, align 8
  %8 = alloca %struct.S, align 8
  %9 = alloca %struct.S, align 8
  %10 = alloca %struct.S, align 8
  %11 = alloca [4 x double], align 16
  %12 = alloca [2 x double], align 16
  %13 = alloca %struct.S, align 8
  %14 = alloca %struct.S, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca [3 x [3 x double]], align 16
  %19 = alloca [3 x [3 x double]], align 16
  %20 = alloca [3 x %struct.S], align 16
  %21 = alloca [3 x %struct.S], align 16
  %22 = alloca [3 x %struct.S], align 16
  %23 = alloca [3 x %struct.S], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.S, align 8
  %27 = alloca %struct.S, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [1 x double], align 8
  %31 = alloca [1 x double], align 8
  %32 = alloca %struct.M, align 8
  %33 = alloca %struct.M, align 8
  %34 = alloca %struct.M, align 8
  %35 = alloca %struct.M, align 8
  %36 = alloca double, align 8
  %37 = alloca [4 x double], align 16
  %38 = alloca [4 x double], align 16
  %39 = alloca [4 x %struct.M], align 16
  %40 = alloca [4 x %struct.M], align 16
  %41 = alloca i32, align 4
  %42 = alloca %struct.M, align 8
  %43 = alloca %struct.M, align 8
  %44 = alloca [4 x double], align 16
  %45 = alloca [4 x double], align 16
  %46 = alloca [4 x double], align 16
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca double, align 8
  %50 = alloca double, align 8
  %51 = alloca i32, align 4
  %52 = alloca [12 x double], align 16
  %53 = alloca [12 x double], align 16
  %54 = alloca [4 x ptr], align 16
  %55 = alloca [4 x ptr], align 16
  %56 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %57 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %57, i32 noundef 15, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %58 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %58, i32 noundef 15, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %59 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %60 = load double, ptr %59, align 16
  store double %60, ptr %5, align 8
  %61 = getelementptr inbounds double, ptr %5, i64 1
  %62 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %63 = load double, ptr %62, align 8
  store double %63, ptr %61, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 16, i1 false)
  %64 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 0
  %65 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  store ptr %65, ptr %64, align 8
  %66 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 1
  %67 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 2
  %68 = load double, ptr %67, align 16
  store double %68, ptr %66, align 8
  %69 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 2
  %70 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 3
  %71 = load double, ptr %70, align 8
  store double %71, ptr %69, align 8
  %72 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 0
  %73 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  store ptr %73, ptr %72, align 8
  %74 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 1
  store double 0.000000e+00, ptr %74, align 8
  %75 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 2
  store double 0.000000e+00, ptr %75, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 24, i1 false)
  %76 = load i32, ptr @enzyme_dup, align 4
  %77 = load i32, ptr @enzyme_dup, align 4
  %78 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @assign, i32 noundef %76, ptr noundef %9, ptr noundef %10, i32 noundef %77, ptr noundef %7, ptr noundef %8)
  %79 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %80 = load double, ptr %79, align 16
  store double %80, ptr %11, align 8
  %81 = getelementptr inbounds double, ptr %11, i64 1
  %82 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 1
  %83 = load double, ptr %82, align 8
  store double %83, ptr %81, align 8
  %84 = getelementptr inbounds double, ptr %11, i64 2
  %85 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  store double %86, ptr %84, align 8
  %87 = getelementptr inbounds double, ptr %11, i64 3
  %88 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 2
  %89 = load double, ptr %88, align 8
  store double %89, ptr %87, align 8
  %90 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %91 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj_assign, ptr noundef null, ptr noundef %90, i32 noundef 4, ptr noundef %91, double noundef 0x3EB0C6F7A0B5ED8D)
  %92 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 0
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %95 = icmp eq ptr %93, %94
  %96 = zext i1 %95 to i32
  %97 = sitofp i32 %96 to double
  %98 = call i32 @check(ptr noundef @.str.1, i32 noundef 0, double noundef %97, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %99 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 0
  %100 = load double, ptr %99, align 16
  store double %100, ptr %12, align 8
  %101 = getelementptr inbounds double, ptr %12, i64 1
  %102 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 1
  %103 = load double, ptr %102, align 8
  store double %103, ptr %101, align 8
  %104 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 0
  %105 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  store ptr %105, ptr %104, align 8
  %106 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 1
  %107 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 2
  %108 = load double, ptr %107, align 16
  store double %108, ptr %106, align 8
  %109 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 2
  %110 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 3
  %111 = load double, ptr %110, align 8
  store double %111, ptr %109, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 24, i1 false)
  %112 = load i32, ptr @enzyme_dup, align 4
  %113 = load i32, ptr @enzyme_dup, align 4
  %114 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @assign, i32 noundef %112, ptr noundef %9, ptr noundef %14, i32 noundef %113, ptr noundef %7, ptr noundef %13)
  store double %114, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %115

115:                                              ; preds = %129, %0
  %116 = load i32, ptr %17, align 4
  %117 = icmp slt i32 %116, 4
  br i1 %117, label %118, label %132

118:                                              ; preds = %115
  %119 = load i32, ptr %17, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 %120
  %122 = load double, ptr %121, align 8
  %123 = load i32, ptr %17, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load double, ptr %16, align 8
  %128 = call double @llvm.fmuladd.f64(double %122, double %126, double %127)
  store double %128, ptr %16, align 8
  br label %129

129:                                              ; preds = %118
  %130 = load i32, ptr %17, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %17, align 4
  br label %115, !llvm.loop !11

132:                                              ; preds = %115
  %133 = load double, ptr %15, align 8
  %134 = load double, ptr %16, align 8
  %135 = call i32 @check(ptr noundef @.str.2, i32 noundef 0, double noundef %133, double noundef %134, double noundef 1.000000e-09)
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 72, i1 false)
  %136 = getelementptr inbounds [3 x %struct.S], ptr %23, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %136, i8 0, i64 72, i1 false)
  store i32 0, ptr %24, align 4
  br label %137

137:                                              ; preds = %194, %132
  %138 = load i32, ptr %24, align 4
  %139 = icmp slt i32 %138, 3
  br i1 %139, label %140, label %197

140:                                              ; preds = %137
  store i32 0, ptr %25, align 4
  br label %141

141:                                              ; preds = %158, %140
  %142 = load i32, ptr %25, align 4
  %143 = icmp slt i32 %142, 3
  br i1 %143, label %144, label %161

144:                                              ; preds = %141
  %145 = load i32, ptr %24, align 4
  %146 = mul nsw i32 5, %145
  %147 = load i32, ptr %25, align 4
  %148 = add nsw i32 %146, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = load i32, ptr %24, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [3 x [3 x double]], ptr %18, i64 0, i64 %153
  %155 = load i32, ptr %25, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [3 x double], ptr %154, i64 0, i64 %156
  store double %151, ptr %157, align 8
  br label %158

158:                                              ; preds = %144
  %159 = load i32, ptr %25, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %25, align 4
  br label %141, !llvm.loop !12

161:                                              ; preds = %141
  %162 = load i32, ptr %24, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [3 x %struct.S], ptr %20, i64 0, i64 %163
  %165 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 0
  %166 = load i32, ptr %24, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [3 x [3 x double]], ptr %18, i64 0, i64 %167
  %169 = getelementptr inbounds [3 x double], ptr %168, i64 0, i64 0
  store ptr %169, ptr %165, align 8
  %170 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 1
  %171 = load i32, ptr %24, align 4
  %172 = mul nsw i32 5, %171
  %173 = add nsw i32 %172, 3
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %174
  %176 = load double, ptr %175, align 8
  store double %176, ptr %170, align 8
  %177 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 2
  %178 = load i32, ptr %24, align 4
  %179 = mul nsw i32 5, %178
  %180 = add nsw i32 %179, 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %181
  %183 = load double, ptr %182, align 8
  store double %183, ptr %177, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %164, ptr align 8 %26, i64 24, i1 false)
  %184 = load i32, ptr %24, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %185
  %187 = getelementptr inbounds %struct.S, ptr %27, i32 0, i32 0
  %188 = load i32, ptr %24, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [3 x [3 x double]], ptr %19, i64 0, i64 %189
  %191 = getelementptr inbounds [3 x double], ptr %190, i64 0, i64 0
  store ptr %191, ptr %187, align 8
  %192 = getelementptr inbounds %struct.S, ptr %27, i32 0, i32 1
  store double 0.000000e+00, ptr %192, align 8
  %193 = getelementptr inbounds %struct.S, ptr %27, i32 0, i32 2
  store double 0.000000e+00, ptr %193, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %186, ptr align 8 %27, i64 24, i1 false)
  br label %194

194:                                              ; preds = %161
  %195 = load i32, ptr %24, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %24, align 4
  br label %137, !llvm.loop !13

197:                                              ; preds = %137
  %198 = load i32, ptr @enzyme_dup, align 4
  %199 = getelementptr inbounds [3 x %struct.S], ptr %22, i64 0, i64 0
  %200 = getelementptr inbounds [3 x %struct.S], ptr %23, i64 0, i64 0
  %201 = load i32, ptr @enzyme_dup, align 4
  %202 = getelementptr inbounds [3 x %struct.S], ptr %20, i64 0, i64 0
  %203 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 0
  %204 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @assign3, i32 noundef %198, ptr noundef %199, ptr noundef %200, i32 noundef %201, ptr noundef %202, ptr noundef %203)
  store i32 0, ptr %28, align 4
  br label %205

205:                                              ; preds = %264, %197
  %206 = load i32, ptr %28, align 4
  %207 = icmp slt i32 %206, 3
  br i1 %207, label %208, label %267

208:                                              ; preds = %205
  store i32 0, ptr %29, align 4
  br label %209

209:                                              ; preds = %226, %208
  %210 = load i32, ptr %29, align 4
  %211 = icmp slt i32 %210, 3
  br i1 %211, label %212, label %229

212:                                              ; preds = %209
  %213 = load i32, ptr %28, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [3 x [3 x double]], ptr %19, i64 0, i64 %214
  %216 = load i32, ptr %29, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [3 x double], ptr %215, i64 0, i64 %217
  %219 = load double, ptr %218, align 8
  %220 = load i32, ptr %28, align 4
  %221 = mul nsw i32 5, %220
  %222 = load i32, ptr %29, align 4
  %223 = add nsw i32 %221, %222
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %224
  store double %219, ptr %225, align 8
  br label %226

226:                                              ; preds = %212
  %227 = load i32, ptr %29, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %29, align 4
  br label %209, !llvm.loop !14

229:                                              ; preds = %209
  %230 = load i32, ptr %28, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %231
  %233 = getelementptr inbounds %struct.S, ptr %232, i32 0, i32 1
  %234 = load double, ptr %233, align 8
  %235 = load i32, ptr %28, align 4
  %236 = mul nsw i32 5, %235
  %237 = add nsw i32 %236, 3
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %238
  store double %234, ptr %239, align 8
  %240 = load i32, ptr %28, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %241
  %243 = getelementptr inbounds %struct.S, ptr %242, i32 0, i32 2
  %244 = load double, ptr %243, align 8
  %245 = load i32, ptr %28, align 4
  %246 = mul nsw i32 5, %245
  %247 = add nsw i32 %246, 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %248
  store double %244, ptr %249, align 8
  %250 = load i32, ptr %28, align 4
  %251 = load i32, ptr %28, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %252
  %254 = getelementptr inbounds %struct.S, ptr %253, i32 0, i32 0
  %255 = load ptr, ptr %254, align 8
  %256 = load i32, ptr %28, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds [3 x [3 x double]], ptr %19, i64 0, i64 %257
  %259 = getelementptr inbounds [3 x double], ptr %258, i64 0, i64 0
  %260 = icmp eq ptr %255, %259
  %261 = zext i1 %260 to i32
  %262 = sitofp i32 %261 to double
  %263 = call i32 @check(ptr noundef @.str.3, i32 noundef %250, double noundef %262, double noundef 1.000000e+00, double noundef 0.000000e+00)
  br label %264

264:                                              ; preds = %229
  %265 = load i32, ptr %28, align 4
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr %28, align 4
  br label %205, !llvm.loop !15

267:                                              ; preds = %205
  %268 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %269 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_assign3, ptr noundef null, ptr noundef %268, i32 noundef 15, ptr noundef %269, double noundef 0x3EB0C6F7A0B5ED8D)
  %270 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %271 = load double, ptr %270, align 16
  store double %271, ptr %30, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %31, i8 0, i64 8, i1 false)
  %272 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 0
  store i32 3, ptr %272, align 8
  %273 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 1
  %274 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %275 = load double, ptr %274, align 8
  store double %275, ptr %273, align 8
  %276 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 2
  %277 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 2
  %278 = load double, ptr %277, align 16
  %279 = fptrunc double %278 to float
  store float %279, ptr %276, align 8
  %280 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 3
  %281 = getelementptr inbounds [1 x double], ptr %30, i64 0, i64 0
  store ptr %281, ptr %280, align 8
  %282 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 0
  store i32 3, ptr %282, align 8
  %283 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 1
  store double 0.000000e+00, ptr %283, align 8
  %284 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 2
  store float 0.000000e+00, ptr %284, align 8
  %285 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 3
  %286 = getelementptr inbounds [1 x double], ptr %31, i64 0, i64 0
  store ptr %286, ptr %285, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %35, i8 0, i64 32, i1 false)
  %287 = load i32, ptr @enzyme_dup, align 4
  %288 = load i32, ptr @enzyme_dup, align 4
  %289 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @mixed, i32 noundef %287, ptr noundef %34, ptr noundef %35, i32 noundef %288, ptr noundef %32, ptr noundef %33)
  %290 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 2
  %291 = load double, ptr %290, align 16
  %292 = fptrunc double %291 to float
  %293 = fpext float %292 to double
  store double %293, ptr %36, align 8
  %294 = getelementptr inbounds [1 x double], ptr %31, i64 0, i64 0
  %295 = load double, ptr %294, align 8
  %296 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %297 = load double, ptr %296, align 8
  %298 = call i32 @check(ptr noundef @.str.5, i32 noundef 0, double noundef %295, double noundef %297, double noundef 0x3D719799812DEA11)
  %299 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 1
  %300 = load double, ptr %299, align 8
  %301 = load double, ptr %36, align 8
  %302 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %303 = load double, ptr %302, align 16
  %304 = call double @llvm.fmuladd.f64(double %301, double 3.000000e+00, double %303)
  %305 = call i32 @check(ptr noundef @.str.6, i32 noundef 0, double noundef %300, double noundef %304, double noundef 0x3D719799812DEA11)
  %306 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 2
  %307 = load float, ptr %306, align 8
  %308 = fpext float %307 to double
  %309 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %310 = load double, ptr %309, align 8
  %311 = fmul double %310, 3.000000e+00
  %312 = call i32 @check(ptr noundef @.str.7, i32 noundef 0, double noundef %308, double noundef %311, double noundef 0x3EB0C6F7A0B5ED8D)
  %313 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 3
  %314 = load ptr, ptr %313, align 8
  %315 = getelementptr inbounds [1 x double], ptr %31, i64 0, i64 0
  %316 = icmp eq ptr %314, %315
  %317 = zext i1 %316 to i32
  %318 = sitofp i32 %317 to double
  %319 = call i32 @check(ptr noundef @.str.8, i32 noundef 0, double noundef %318, double noundef 1.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memset.p0.i64(ptr align 16 %38, i8 0, i64 32, i1 false)
  store i32 0, ptr %41, align 4
  br label %320

320:                                              ; preds = %364, %267
  %321 = load i32, ptr %41, align 4
  %322 = icmp slt i32 %321, 4
  br i1 %322, label %323, label %367

323:                                              ; preds = %320
  %324 = load i32, ptr %41, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %325
  %327 = load double, ptr %326, align 8
  %328 = load i32, ptr %41, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [4 x double], ptr %37, i64 0, i64 %329
  store double %327, ptr %330, align 8
  %331 = load i32, ptr %41, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [4 x %struct.M], ptr %39, i64 0, i64 %332
  %334 = getelementptr inbounds %struct.M, ptr %42, i32 0, i32 0
  %335 = load i32, ptr %41, align 4
  store i32 %335, ptr %334, align 8
  %336 = getelementptr inbounds %struct.M, ptr %42, i32 0, i32 1
  %337 = load i32, ptr %41, align 4
  %338 = add nsw i32 4, %337
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %339
  %341 = load double, ptr %340, align 8
  store double %341, ptr %336, align 8
  %342 = getelementptr inbounds %struct.M, ptr %42, i32 0, i32 2
  %343 = load i32, ptr %41, align 4
  %344 = add nsw i32 8, %343
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %345
  %347 = load double, ptr %346, align 8
  %348 = fptrunc double %347 to float
  store float %348, ptr %342, align 8
  %349 = getelementptr inbounds %struct.M, ptr %42, i32 0, i32 3
  %350 = load i32, ptr %41, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [4 x double], ptr %37, i64 0, i64 %351
  store ptr %352, ptr %349, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %333, ptr align 8 %42, i64 32, i1 false)
  %353 = load i32, ptr %41, align 4
  %354 = sext i32 %353 to i64
  %355 = getelementptr inbounds [4 x %struct.M], ptr %40, i64 0, i64 %354
  %356 = getelementptr inbounds %struct.M, ptr %43, i32 0, i32 0
  %357 = load i32, ptr %41, align 4
  store i32 %357, ptr %356, align 8
  %358 = getelementptr inbounds %struct.M, ptr %43, i32 0, i32 1
  store double 0.000000e+00, ptr %358, align 8
  %359 = getelementptr inbounds %struct.M, ptr %43, i32 0, i32 2
  store float 0.000000e+00, ptr %359, align 8
  %360 = getelementptr inbounds %struct.M, ptr %43, i32 0, i32 3
  %361 = load i32, ptr %41, align 4
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 %362
  store ptr %363, ptr %360, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %355, ptr align 8 %43, i64 32, i1 false)
  br label %364

364:                                              ; preds = %323
  %365 = load i32, ptr %41, align 4
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr %41, align 4
  br label %320, !llvm.loop !16

367:                                              ; preds = %320
  %368 = load i32, ptr @enzyme_dup, align 4
  %369 = getelementptr inbounds [4 x %struct.M], ptr %39, i64 0, i64 0
  %370 = getelementptr inbounds [4 x %struct.M], ptr %40, i64 0, i64 0
  %371 = load i32, ptr @enzyme_const, align 4
  %372 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @shift_mixed, i32 noundef %368, ptr noundef %369, ptr noundef %370, i32 noundef %371, i32 noundef 4)
  call void @llvm.memset.p0.i64(ptr align 16 %44, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %45, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %46, i8 0, i64 32, i1 false)
  store i32 0, ptr %47, align 4
  br label %373

373:                                              ; preds = %426, %367
  %374 = load i32, ptr %47, align 4
  %375 = icmp slt i32 %374, 4
  br i1 %375, label %376, label %429

376:                                              ; preds = %373
  %377 = load i32, ptr %47, align 4
  %378 = icmp slt i32 %377, 3
  br i1 %378, label %379, label %382

379:                                              ; preds = %376
  %380 = load i32, ptr %47, align 4
  %381 = add nsw i32 %380, 1
  br label %383

382:                                              ; preds = %376
  br label %383

383:                                              ; preds = %382, %379
  %384 = phi i32 [ %381, %379 ], [ 3, %382 ]
  store i32 %384, ptr %48, align 4
  %385 = load i32, ptr %48, align 4
  %386 = add nsw i32 4, %385
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %387
  %389 = load double, ptr %388, align 8
  store double %389, ptr %49, align 8
  %390 = load i32, ptr %48, align 4
  %391 = add nsw i32 8, %390
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %392
  %394 = load double, ptr %393, align 8
  %395 = fptrunc double %394 to float
  %396 = fpext float %395 to double
  store double %396, ptr %50, align 8
  %397 = load i32, ptr %47, align 4
  %398 = add nsw i32 %397, 1
  %399 = sitofp i32 %398 to double
  %400 = load double, ptr %50, align 8
  %401 = load i32, ptr %48, align 4
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %402
  %404 = load double, ptr %403, align 8
  %405 = call double @llvm.fmuladd.f64(double %399, double %400, double %404)
  %406 = load i32, ptr %48, align 4
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 %407
  %409 = load double, ptr %408, align 8
  %410 = fadd double %409, %405
  store double %410, ptr %408, align 8
  %411 = load i32, ptr %47, align 4
  %412 = add nsw i32 %411, 1
  %413 = sitofp i32 %412 to double
  %414 = load double, ptr %49, align 8
  %415 = load i32, ptr %48, align 4
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds [4 x double], ptr %45, i64 0, i64 %416
  %418 = load double, ptr %417, align 8
  %419 = call double @llvm.fmuladd.f64(double %413, double %414, double %418)
  store double %419, ptr %417, align 8
  %420 = load double, ptr %49, align 8
  %421 = load i32, ptr %48, align 4
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 %422
  %424 = load double, ptr %423, align 8
  %425 = fadd double %424, %420
  store double %425, ptr %423, align 8
  br label %426

426:                                              ; preds = %383
  %427 = load i32, ptr %47, align 4
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr %47, align 4
  br label %373, !llvm.loop !17

429:                                              ; preds = %373
  store i32 0, ptr %51, align 4
  br label %430

430:                                              ; preds = %467, %429
  %431 = load i32, ptr %51, align 4
  %432 = icmp slt i32 %431, 4
  br i1 %432, label %433, label %470

433:                                              ; preds = %430
  %434 = load i32, ptr %51, align 4
  %435 = load i32, ptr %51, align 4
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds [4 x %struct.M], ptr %40, i64 0, i64 %436
  %438 = getelementptr inbounds %struct.M, ptr %437, i32 0, i32 1
  %439 = load double, ptr %438, align 8
  %440 = load i32, ptr %51, align 4
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds [4 x double], ptr %44, i64 0, i64 %441
  %443 = load double, ptr %442, align 8
  %444 = call i32 @check(ptr noundef @.str.9, i32 noundef %434, double noundef %439, double noundef %443, double noundef 0x3D719799812DEA11)
  %445 = load i32, ptr %51, align 4
  %446 = load i32, ptr %51, align 4
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds [4 x %struct.M], ptr %40, i64 0, i64 %447
  %449 = getelementptr inbounds %struct.M, ptr %448, i32 0, i32 2
  %450 = load float, ptr %449, align 16
  %451 = fpext float %450 to double
  %452 = load i32, ptr %51, align 4
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds [4 x double], ptr %45, i64 0, i64 %453
  %455 = load double, ptr %454, align 8
  %456 = call i32 @check(ptr noundef @.str.10, i32 noundef %445, double noundef %451, double noundef %455, double noundef 1.000000e-05)
  %457 = load i32, ptr %51, align 4
  %458 = load i32, ptr %51, align 4
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds [4 x double], ptr %38, i64 0, i64 %459
  %461 = load double, ptr %460, align 8
  %462 = load i32, ptr %51, align 4
  %463 = sext i32 %462 to i64
  %464 = getelementptr inbounds [4 x double], ptr %46, i64 0, i64 %463
  %465 = load double, ptr %464, align 8
  %466 = call i32 @check(ptr noundef @.str.11, i32 noundef %457, double noundef %461, double noundef %465, double noundef 0x3D719799812DEA11)
  br label %467

467:                                              ; preds = %433
  %468 = load i32, ptr %51, align 4
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr %51, align 4
  br label %430, !llvm.loop !18

470:                                              ; preds = %430
  call void @llvm.memset.p0.i64(ptr align 16 %53, i8 0, i64 96, i1 false)
  %471 = getelementptr inbounds [12 x double], ptr %52, i64 0, i64 0
  %472 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %471, ptr align 16 %472, i64 96, i1 false)
  store i32 0, ptr %56, align 4
  br label %473

473:                                              ; preds = %493, %470
  %474 = load i32, ptr %56, align 4
  %475 = icmp slt i32 %474, 4
  br i1 %475, label %476, label %496

476:                                              ; preds = %473
  %477 = getelementptr inbounds [12 x double], ptr %52, i64 0, i64 0
  %478 = load i32, ptr %56, align 4
  %479 = mul nsw i32 3, %478
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds double, ptr %477, i64 %480
  %482 = load i32, ptr %56, align 4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [4 x ptr], ptr %54, i64 0, i64 %483
  store ptr %481, ptr %484, align 8
  %485 = getelementptr inbounds [12 x double], ptr %53, i64 0, i64 0
  %486 = load i32, ptr %56, align 4
  %487 = mul nsw i32 3, %486
  %488 = sext i32 %487 to i64
  %489 = getelementptr inbounds double, ptr %485, i64 %488
  %490 = load i32, ptr %56, align 4
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds [4 x ptr], ptr %55, i64 0, i64 %491
  store ptr %489, ptr %492, align 8
  br label %493

493:                                              ; preds = %476
  %494 = load i32, ptr %56, align 4
  %495 = add nsw i32 %494, 1
  store i32 %495, ptr %56, align 4
  br label %473, !llvm.loop !19

496:                                              ; preds = %473
  %497 = load i32, ptr @enzyme_dup, align 4
  %498 = getelementptr inbounds [4 x ptr], ptr %54, i64 0, i64 0
  %499 = getelementptr inbounds [4 x ptr], ptr %55, i64 0, i64 0
  %500 = load i32, ptr @enzyme_const, align 4
  %501 = load i32, ptr @enzyme_const, align 4
  %502 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rows, i32 noundef %497, ptr noundef %498, ptr noundef %499, i32 noundef %500, i32 noundef 4, i32 noundef %501, i32 noundef 3)
  %503 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %504 = getelementptr inbounds [12 x double], ptr %53, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.12, ptr noundef @obj_rows, ptr noundef null, ptr noundef %503, i32 noundef 12, ptr noundef %504, double noundef 0x3EB0C6F7A0B5ED8D)
  %505 = call i32 @finish(ptr noundef @.str.13)
  ret i32 %505
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %8, align 8
  %17 = call double @urand(double noundef %15, double noundef %16)
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  store double %17, ptr %21, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %9, align 4
  br label %10, !llvm.loop !20

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_grad(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, double noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store ptr %5, ptr %13, align 8
  store double %6, ptr %14, align 8
  %17 = load i32, ptr %12, align 4
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %7
  %20 = load i32, ptr %12, align 4
  br label %22

21:                                               ; preds = %7
  br label %22

22:                                               ; preds = %21, %19
  %23 = phi i32 [ %20, %19 ], [ 1, %21 ]
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 8
  %26 = call noalias ptr @malloc(i64 noundef %25) #8
  store ptr %26, ptr %15, align 8
  %27 = load ptr, ptr %15, align 8
  %28 = load ptr, ptr %11, align 8
  %29 = load i32, ptr %12, align 4
  %30 = sext i32 %29 to i64
  %31 = mul i64 %30, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %28, i64 %31, i1 false)
  store i32 0, ptr %16, align 4
  br label %32

32:                                               ; preds = %51, %22
  %33 = load i32, ptr %16, align 4
  %34 = load i32, ptr %12, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %54

36:                                               ; preds = %32
  %37 = load ptr, ptr %8, align 8
  %38 = load i32, ptr %16, align 4
  %39 = load ptr, ptr %13, align 8
  %40 = load i32, ptr %16, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load ptr, ptr %9, align 8
  %45 = load ptr, ptr %10, align 8
  %46 = load ptr, ptr %15, align 8
  %47 = load i32, ptr %16, align 4
  %48 = call double @fd_coord(ptr noundef %44, ptr noundef %45, ptr noundef %46, i32 noundef %47)
  %49 = load double, ptr %14, align 8
  %50 = call i32 @check(ptr noundef %37, i32 noundef %38, double noundef %43, double noundef %48, double noundef %49)
  br label %51

51:                                               ; preds = %36
  %52 = load i32, ptr %16, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %16, align 4
  br label %32, !llvm.loop !21

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_assign(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [2 x double], align 16
  %6 = alloca %struct.S, align 8
  %7 = alloca %struct.S, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  store double %10, ptr %5, align 8
  %11 = getelementptr inbounds double, ptr %5, i64 1
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 1
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  %15 = getelementptr inbounds %struct.S, ptr %6, i32 0, i32 0
  %16 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  store ptr %16, ptr %15, align 8
  %17 = getelementptr inbounds %struct.S, ptr %6, i32 0, i32 1
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 2
  %20 = load double, ptr %19, align 8
  store double %20, ptr %17, align 8
  %21 = getelementptr inbounds %struct.S, ptr %6, i32 0, i32 2
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 3
  %24 = load double, ptr %23, align 8
  store double %24, ptr %21, align 8
  %25 = call double @assign(ptr noundef %7, ptr noundef %6)
  ret double %25
}

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
  %48 = select i1 %46, ptr @.str.15, ptr @.str.16
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_assign3(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [3 x [3 x double]], align 16
  %6 = alloca [3 x %struct.S], align 16
  %7 = alloca [3 x %struct.S], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.S, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %61, %2
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %12, 3
  br i1 %13, label %14, label %64

14:                                               ; preds = %11
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %33, %14
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %18, label %36

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %8, align 4
  %21 = mul nsw i32 5, %20
  %22 = load i32, ptr %9, align 4
  %23 = add nsw i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %19, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x [3 x double]], ptr %5, i64 0, i64 %28
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x double], ptr %29, i64 0, i64 %31
  store double %26, ptr %32, align 8
  br label %33

33:                                               ; preds = %18
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %15, !llvm.loop !22

36:                                               ; preds = %15
  %37 = load i32, ptr %8, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3 x %struct.S], ptr %6, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 0
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x [3 x double]], ptr %5, i64 0, i64 %42
  %44 = getelementptr inbounds [3 x double], ptr %43, i64 0, i64 0
  store ptr %44, ptr %40, align 8
  %45 = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 1
  %46 = load ptr, ptr %3, align 8
  %47 = load i32, ptr %8, align 4
  %48 = mul nsw i32 5, %47
  %49 = add nsw i32 %48, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %46, i64 %50
  %52 = load double, ptr %51, align 8
  store double %52, ptr %45, align 8
  %53 = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 2
  %54 = load ptr, ptr %3, align 8
  %55 = load i32, ptr %8, align 4
  %56 = mul nsw i32 5, %55
  %57 = add nsw i32 %56, 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %54, i64 %58
  %60 = load double, ptr %59, align 8
  store double %60, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %10, i64 24, i1 false)
  br label %61

61:                                               ; preds = %36
  %62 = load i32, ptr %8, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %8, align 4
  br label %11, !llvm.loop !23

64:                                               ; preds = %11
  %65 = getelementptr inbounds [3 x %struct.S], ptr %7, i64 0, i64 0
  %66 = getelementptr inbounds [3 x %struct.S], ptr %6, i64 0, i64 0
  %67 = call double @assign3(ptr noundef %65, ptr noundef %66)
  ret double %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_rows(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca [4 x ptr], align 16
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %9, i64 96, i1 false)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %22, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 0
  %15 = load i32, ptr %7, align 4
  %16 = mul nsw i32 3, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %14, i64 %17
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 %20
  store ptr %18, ptr %21, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %10, !llvm.loop !24

25:                                               ; preds = %10
  %26 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 0
  %27 = call double @rows(ptr noundef %26, i32 noundef 4, i32 noundef 3)
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @urand(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load i64, ptr @rng_state, align 8
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  store i64 %7, ptr @rng_state, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = load double, ptr %3, align 8
  %11 = fsub double %9, %10
  %12 = load i64, ptr @rng_state, align 8
  %13 = lshr i64 %12, 11
  %14 = uitofp i64 %13 to double
  %15 = fmul double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %15, double 0x3CA0000000000000, double %8)
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_coord(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = load ptr, ptr %7, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  store double %19, ptr %9, align 8
  %20 = load double, ptr %9, align 8
  %21 = call double @step(double noundef %20)
  store double %21, ptr %10, align 8
  %22 = load double, ptr %9, align 8
  %23 = load double, ptr %10, align 8
  %24 = fadd double %22, %23
  store double %24, ptr %11, align 8
  %25 = load double, ptr %9, align 8
  %26 = load double, ptr %10, align 8
  %27 = fsub double %25, %26
  store double %27, ptr %12, align 8
  %28 = load double, ptr %11, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  store double %28, ptr %32, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = call double %33(ptr noundef %34, ptr noundef %35)
  store double %36, ptr %13, align 8
  %37 = load double, ptr %12, align 8
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store double %37, ptr %41, align 8
  %42 = load ptr, ptr %5, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load ptr, ptr %6, align 8
  %45 = call double %42(ptr noundef %43, ptr noundef %44)
  store double %45, ptr %14, align 8
  %46 = load double, ptr %9, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store double %46, ptr %50, align 8
  %51 = load double, ptr %13, align 8
  %52 = load double, ptr %14, align 8
  %53 = fsub double %51, %52
  %54 = load double, ptr %11, align 8
  %55 = load double, ptr %12, align 8
  %56 = fsub double %54, %55
  %57 = fdiv double %53, %56
  ret double %57
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

declare i32 @printf(ptr noundef, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
