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
@.str.9 = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"structcopy\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.11 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  br label %25, !llvm.loop !8

60:                                               ; preds = %25
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %9, align 4
  br label %20, !llvm.loop !9

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
  %37 = alloca [12 x double], align 16
  %38 = alloca [12 x double], align 16
  %39 = alloca [4 x ptr], align 16
  %40 = alloca [4 x ptr], align 16
  %41 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %42 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %42, i32 noundef 15, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %43 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %43, i32 noundef 15, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %44 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %45 = load double, ptr %44, align 16
  store double %45, ptr %5, align 8
  %46 = getelementptr inbounds double, ptr %5, i64 1
  %47 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %48 = load double, ptr %47, align 8
  store double %48, ptr %46, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 16, i1 false)
  %49 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 0
  %50 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  store ptr %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 1
  %52 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 2
  %53 = load double, ptr %52, align 16
  store double %53, ptr %51, align 8
  %54 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 2
  %55 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 3
  %56 = load double, ptr %55, align 8
  store double %56, ptr %54, align 8
  %57 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 0
  %58 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  store ptr %58, ptr %57, align 8
  %59 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 1
  store double 0.000000e+00, ptr %59, align 8
  %60 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 2
  store double 0.000000e+00, ptr %60, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 24, i1 false)
  %61 = load i32, ptr @enzyme_dup, align 4
  %62 = load i32, ptr @enzyme_dup, align 4
  %63 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @assign, i32 noundef %61, ptr noundef %9, ptr noundef %10, i32 noundef %62, ptr noundef %7, ptr noundef %8)
  %64 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %65 = load double, ptr %64, align 16
  store double %65, ptr %11, align 8
  %66 = getelementptr inbounds double, ptr %11, i64 1
  %67 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 1
  %68 = load double, ptr %67, align 8
  store double %68, ptr %66, align 8
  %69 = getelementptr inbounds double, ptr %11, i64 2
  %70 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  store double %71, ptr %69, align 8
  %72 = getelementptr inbounds double, ptr %11, i64 3
  %73 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 2
  %74 = load double, ptr %73, align 8
  store double %74, ptr %72, align 8
  %75 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %76 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj_assign, ptr noundef null, ptr noundef %75, i32 noundef 4, ptr noundef %76, double noundef 0x3EB0C6F7A0B5ED8D)
  %77 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 0
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %80 = icmp eq ptr %78, %79
  %81 = zext i1 %80 to i32
  %82 = sitofp i32 %81 to double
  %83 = call i32 @check(ptr noundef @.str.1, i32 noundef 0, double noundef %82, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %84 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 0
  %85 = load double, ptr %84, align 16
  store double %85, ptr %12, align 8
  %86 = getelementptr inbounds double, ptr %12, i64 1
  %87 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 1
  %88 = load double, ptr %87, align 8
  store double %88, ptr %86, align 8
  %89 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 0
  %90 = getelementptr inbounds [2 x double], ptr %12, i64 0, i64 0
  store ptr %90, ptr %89, align 8
  %91 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 1
  %92 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 2
  %93 = load double, ptr %92, align 16
  store double %93, ptr %91, align 8
  %94 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 2
  %95 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 3
  %96 = load double, ptr %95, align 8
  store double %96, ptr %94, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 24, i1 false)
  %97 = load i32, ptr @enzyme_dup, align 4
  %98 = load i32, ptr @enzyme_dup, align 4
  %99 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @assign, i32 noundef %97, ptr noundef %9, ptr noundef %14, i32 noundef %98, ptr noundef %7, ptr noundef %13)
  store double %99, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %100

100:                                              ; preds = %114, %0
  %101 = load i32, ptr %17, align 4
  %102 = icmp slt i32 %101, 4
  br i1 %102, label %103, label %117

103:                                              ; preds = %100
  %104 = load i32, ptr %17, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [15 x double], ptr %4, i64 0, i64 %105
  %107 = load double, ptr %106, align 8
  %108 = load i32, ptr %17, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %109
  %111 = load double, ptr %110, align 8
  %112 = load double, ptr %16, align 8
  %113 = call double @llvm.fmuladd.f64(double %107, double %111, double %112)
  store double %113, ptr %16, align 8
  br label %114

114:                                              ; preds = %103
  %115 = load i32, ptr %17, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %17, align 4
  br label %100, !llvm.loop !10

117:                                              ; preds = %100
  %118 = load double, ptr %15, align 8
  %119 = load double, ptr %16, align 8
  %120 = call i32 @check(ptr noundef @.str.2, i32 noundef 0, double noundef %118, double noundef %119, double noundef 1.000000e-09)
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 72, i1 false)
  %121 = getelementptr inbounds [3 x %struct.S], ptr %23, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %121, i8 0, i64 72, i1 false)
  store i32 0, ptr %24, align 4
  br label %122

122:                                              ; preds = %179, %117
  %123 = load i32, ptr %24, align 4
  %124 = icmp slt i32 %123, 3
  br i1 %124, label %125, label %182

125:                                              ; preds = %122
  store i32 0, ptr %25, align 4
  br label %126

126:                                              ; preds = %143, %125
  %127 = load i32, ptr %25, align 4
  %128 = icmp slt i32 %127, 3
  br i1 %128, label %129, label %146

129:                                              ; preds = %126
  %130 = load i32, ptr %24, align 4
  %131 = mul nsw i32 5, %130
  %132 = load i32, ptr %25, align 4
  %133 = add nsw i32 %131, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %134
  %136 = load double, ptr %135, align 8
  %137 = load i32, ptr %24, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [3 x [3 x double]], ptr %18, i64 0, i64 %138
  %140 = load i32, ptr %25, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [3 x double], ptr %139, i64 0, i64 %141
  store double %136, ptr %142, align 8
  br label %143

143:                                              ; preds = %129
  %144 = load i32, ptr %25, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %25, align 4
  br label %126, !llvm.loop !11

146:                                              ; preds = %126
  %147 = load i32, ptr %24, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [3 x %struct.S], ptr %20, i64 0, i64 %148
  %150 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 0
  %151 = load i32, ptr %24, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [3 x [3 x double]], ptr %18, i64 0, i64 %152
  %154 = getelementptr inbounds [3 x double], ptr %153, i64 0, i64 0
  store ptr %154, ptr %150, align 8
  %155 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 1
  %156 = load i32, ptr %24, align 4
  %157 = mul nsw i32 5, %156
  %158 = add nsw i32 %157, 3
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %159
  %161 = load double, ptr %160, align 8
  store double %161, ptr %155, align 8
  %162 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 2
  %163 = load i32, ptr %24, align 4
  %164 = mul nsw i32 5, %163
  %165 = add nsw i32 %164, 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %166
  %168 = load double, ptr %167, align 8
  store double %168, ptr %162, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %149, ptr align 8 %26, i64 24, i1 false)
  %169 = load i32, ptr %24, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %170
  %172 = getelementptr inbounds %struct.S, ptr %27, i32 0, i32 0
  %173 = load i32, ptr %24, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [3 x [3 x double]], ptr %19, i64 0, i64 %174
  %176 = getelementptr inbounds [3 x double], ptr %175, i64 0, i64 0
  store ptr %176, ptr %172, align 8
  %177 = getelementptr inbounds %struct.S, ptr %27, i32 0, i32 1
  store double 0.000000e+00, ptr %177, align 8
  %178 = getelementptr inbounds %struct.S, ptr %27, i32 0, i32 2
  store double 0.000000e+00, ptr %178, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %171, ptr align 8 %27, i64 24, i1 false)
  br label %179

179:                                              ; preds = %146
  %180 = load i32, ptr %24, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %24, align 4
  br label %122, !llvm.loop !12

182:                                              ; preds = %122
  %183 = load i32, ptr @enzyme_dup, align 4
  %184 = getelementptr inbounds [3 x %struct.S], ptr %22, i64 0, i64 0
  %185 = getelementptr inbounds [3 x %struct.S], ptr %23, i64 0, i64 0
  %186 = load i32, ptr @enzyme_dup, align 4
  %187 = getelementptr inbounds [3 x %struct.S], ptr %20, i64 0, i64 0
  %188 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 0
  %189 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @assign3, i32 noundef %183, ptr noundef %184, ptr noundef %185, i32 noundef %186, ptr noundef %187, ptr noundef %188)
  store i32 0, ptr %28, align 4
  br label %190

190:                                              ; preds = %249, %182
  %191 = load i32, ptr %28, align 4
  %192 = icmp slt i32 %191, 3
  br i1 %192, label %193, label %252

193:                                              ; preds = %190
  store i32 0, ptr %29, align 4
  br label %194

194:                                              ; preds = %211, %193
  %195 = load i32, ptr %29, align 4
  %196 = icmp slt i32 %195, 3
  br i1 %196, label %197, label %214

197:                                              ; preds = %194
  %198 = load i32, ptr %28, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [3 x [3 x double]], ptr %19, i64 0, i64 %199
  %201 = load i32, ptr %29, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [3 x double], ptr %200, i64 0, i64 %202
  %204 = load double, ptr %203, align 8
  %205 = load i32, ptr %28, align 4
  %206 = mul nsw i32 5, %205
  %207 = load i32, ptr %29, align 4
  %208 = add nsw i32 %206, %207
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %209
  store double %204, ptr %210, align 8
  br label %211

211:                                              ; preds = %197
  %212 = load i32, ptr %29, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %29, align 4
  br label %194, !llvm.loop !13

214:                                              ; preds = %194
  %215 = load i32, ptr %28, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %216
  %218 = getelementptr inbounds %struct.S, ptr %217, i32 0, i32 1
  %219 = load double, ptr %218, align 8
  %220 = load i32, ptr %28, align 4
  %221 = mul nsw i32 5, %220
  %222 = add nsw i32 %221, 3
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %223
  store double %219, ptr %224, align 8
  %225 = load i32, ptr %28, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %226
  %228 = getelementptr inbounds %struct.S, ptr %227, i32 0, i32 2
  %229 = load double, ptr %228, align 8
  %230 = load i32, ptr %28, align 4
  %231 = mul nsw i32 5, %230
  %232 = add nsw i32 %231, 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 %233
  store double %229, ptr %234, align 8
  %235 = load i32, ptr %28, align 4
  %236 = load i32, ptr %28, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [3 x %struct.S], ptr %21, i64 0, i64 %237
  %239 = getelementptr inbounds %struct.S, ptr %238, i32 0, i32 0
  %240 = load ptr, ptr %239, align 8
  %241 = load i32, ptr %28, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [3 x [3 x double]], ptr %19, i64 0, i64 %242
  %244 = getelementptr inbounds [3 x double], ptr %243, i64 0, i64 0
  %245 = icmp eq ptr %240, %244
  %246 = zext i1 %245 to i32
  %247 = sitofp i32 %246 to double
  %248 = call i32 @check(ptr noundef @.str.3, i32 noundef %235, double noundef %247, double noundef 1.000000e+00, double noundef 0.000000e+00)
  br label %249

249:                                              ; preds = %214
  %250 = load i32, ptr %28, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %28, align 4
  br label %190, !llvm.loop !14

252:                                              ; preds = %190
  %253 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %254 = getelementptr inbounds [15 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_assign3, ptr noundef null, ptr noundef %253, i32 noundef 15, ptr noundef %254, double noundef 0x3EB0C6F7A0B5ED8D)
  %255 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %256 = load double, ptr %255, align 16
  store double %256, ptr %30, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %31, i8 0, i64 8, i1 false)
  %257 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 0
  store i32 3, ptr %257, align 8
  %258 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 1
  %259 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %260 = load double, ptr %259, align 8
  store double %260, ptr %258, align 8
  %261 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 2
  %262 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 2
  %263 = load double, ptr %262, align 16
  %264 = fptrunc double %263 to float
  store float %264, ptr %261, align 8
  %265 = getelementptr inbounds %struct.M, ptr %32, i32 0, i32 3
  %266 = getelementptr inbounds [1 x double], ptr %30, i64 0, i64 0
  store ptr %266, ptr %265, align 8
  %267 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 0
  store i32 3, ptr %267, align 8
  %268 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 1
  store double 0.000000e+00, ptr %268, align 8
  %269 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 2
  store float 0.000000e+00, ptr %269, align 8
  %270 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 3
  %271 = getelementptr inbounds [1 x double], ptr %31, i64 0, i64 0
  store ptr %271, ptr %270, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %35, i8 0, i64 32, i1 false)
  %272 = load i32, ptr @enzyme_dup, align 4
  %273 = load i32, ptr @enzyme_dup, align 4
  %274 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @mixed, i32 noundef %272, ptr noundef %34, ptr noundef %35, i32 noundef %273, ptr noundef %32, ptr noundef %33)
  %275 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 2
  %276 = load double, ptr %275, align 16
  %277 = fptrunc double %276 to float
  %278 = fpext float %277 to double
  store double %278, ptr %36, align 8
  %279 = getelementptr inbounds [1 x double], ptr %31, i64 0, i64 0
  %280 = load double, ptr %279, align 8
  %281 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %282 = load double, ptr %281, align 8
  %283 = call i32 @check(ptr noundef @.str.5, i32 noundef 0, double noundef %280, double noundef %282, double noundef 0x3D719799812DEA11)
  %284 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 1
  %285 = load double, ptr %284, align 8
  %286 = load double, ptr %36, align 8
  %287 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %288 = load double, ptr %287, align 16
  %289 = call double @llvm.fmuladd.f64(double %286, double 3.000000e+00, double %288)
  %290 = call i32 @check(ptr noundef @.str.6, i32 noundef 0, double noundef %285, double noundef %289, double noundef 0x3D719799812DEA11)
  %291 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 2
  %292 = load float, ptr %291, align 8
  %293 = fpext float %292 to double
  %294 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 1
  %295 = load double, ptr %294, align 8
  %296 = fmul double %295, 3.000000e+00
  %297 = call i32 @check(ptr noundef @.str.7, i32 noundef 0, double noundef %293, double noundef %296, double noundef 0x3EB0C6F7A0B5ED8D)
  %298 = getelementptr inbounds %struct.M, ptr %33, i32 0, i32 3
  %299 = load ptr, ptr %298, align 8
  %300 = getelementptr inbounds [1 x double], ptr %31, i64 0, i64 0
  %301 = icmp eq ptr %299, %300
  %302 = zext i1 %301 to i32
  %303 = sitofp i32 %302 to double
  %304 = call i32 @check(ptr noundef @.str.8, i32 noundef 0, double noundef %303, double noundef 1.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memset.p0.i64(ptr align 16 %38, i8 0, i64 96, i1 false)
  %305 = getelementptr inbounds [12 x double], ptr %37, i64 0, i64 0
  %306 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %305, ptr align 16 %306, i64 96, i1 false)
  store i32 0, ptr %41, align 4
  br label %307

307:                                              ; preds = %327, %252
  %308 = load i32, ptr %41, align 4
  %309 = icmp slt i32 %308, 4
  br i1 %309, label %310, label %330

310:                                              ; preds = %307
  %311 = getelementptr inbounds [12 x double], ptr %37, i64 0, i64 0
  %312 = load i32, ptr %41, align 4
  %313 = mul nsw i32 3, %312
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds double, ptr %311, i64 %314
  %316 = load i32, ptr %41, align 4
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [4 x ptr], ptr %39, i64 0, i64 %317
  store ptr %315, ptr %318, align 8
  %319 = getelementptr inbounds [12 x double], ptr %38, i64 0, i64 0
  %320 = load i32, ptr %41, align 4
  %321 = mul nsw i32 3, %320
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds double, ptr %319, i64 %322
  %324 = load i32, ptr %41, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [4 x ptr], ptr %40, i64 0, i64 %325
  store ptr %323, ptr %326, align 8
  br label %327

327:                                              ; preds = %310
  %328 = load i32, ptr %41, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %41, align 4
  br label %307, !llvm.loop !15

330:                                              ; preds = %307
  %331 = load i32, ptr @enzyme_dup, align 4
  %332 = getelementptr inbounds [4 x ptr], ptr %39, i64 0, i64 0
  %333 = getelementptr inbounds [4 x ptr], ptr %40, i64 0, i64 0
  %334 = load i32, ptr @enzyme_const, align 4
  %335 = load i32, ptr @enzyme_const, align 4
  %336 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rows, i32 noundef %331, ptr noundef %332, ptr noundef %333, i32 noundef %334, i32 noundef 4, i32 noundef %335, i32 noundef 3)
  %337 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 0
  %338 = getelementptr inbounds [12 x double], ptr %38, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.9, ptr noundef @obj_rows, ptr noundef null, ptr noundef %337, i32 noundef 12, ptr noundef %338, double noundef 0x3EB0C6F7A0B5ED8D)
  %339 = call i32 @finish(ptr noundef @.str.10)
  ret i32 %339
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
  br label %10, !llvm.loop !16

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
  br label %32, !llvm.loop !17

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
  %48 = select i1 %46, ptr @.str.12, ptr @.str.13
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
  br label %15, !llvm.loop !18

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
  br label %11, !llvm.loop !19

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
  br label %10, !llvm.loop !20

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
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %3, i32 noundef %4)
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
