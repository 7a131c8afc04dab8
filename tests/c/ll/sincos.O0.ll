; ModuleID = 'sincos.c'
source_filename = "sincos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [11 x i8] c"sincos.rev\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"sincos.fwd_vs_rev\00", align 1
@__const.main.th = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.100000e+00, double 2.000000e+00, double 9.000000e-01], align 16
@__const.main.v = private unnamed_addr constant [4 x double] [double 2.000000e-01, double -4.000000e-01, double 1.000000e+00, double 3.000000e-01], align 16
@enzyme_dup = dso_local global i32 0, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"sincos.memory_rev\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"sincos.memory_fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sincosf.rev\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"sincos: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @rotate(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = load double, ptr %3, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  call void @sincos(double noundef %9, ptr noundef %5, ptr noundef %6) #6
  %10 = load double, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = fmul double %10, %11
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %6, align 8
  %15 = load double, ptr %3, align 8
  %16 = fmul double %14, %15
  %17 = call double @llvm.fmuladd.f64(double %12, double %13, double %16)
  ret double %17
}

; Function Attrs: nounwind
declare void @sincos(double noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @polar(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %29, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %32

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %18, i64 %22
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %7, align 4
  %26 = mul nsw i32 2, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %24, i64 %27
  call void @sincos(double noundef %17, ptr noundef %23, ptr noundef %28) #6
  br label %29

29:                                               ; preds = %12
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %8, !llvm.loop !6

32:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @polar_loss(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [8 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %10 = load i32, ptr %4, align 4
  call void @polar(ptr noundef %8, ptr noundef %9, i32 noundef %10)
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %36, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 2, %13
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %39

16:                                               ; preds = %11
  %17 = load i32, ptr %7, align 4
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %19, %23
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = fmul double %24, %28
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = load double, ptr %6, align 8
  %35 = call double @llvm.fmuladd.f64(double %29, double %33, double %34)
  store double %35, ptr %6, align 8
  br label %36

36:                                               ; preds = %16
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4
  br label %11, !llvm.loop !8

39:                                               ; preds = %11
  %40 = load double, ptr %6, align 8
  ret double %40
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @rotatef(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  call void @sincosf(float noundef %5, ptr noundef %3, ptr noundef %4) #6
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %4, align 4
  %8 = fadd float 2.000000e+00, %7
  %9 = fdiv float %6, %8
  ret float %9
}

; Function Attrs: nounwind
declare void @sincosf(float noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca [4 x double], align 16
  %13 = alloca [4 x double], align 16
  %14 = alloca double, align 8
  %15 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store double 0x3FE6666666666666, ptr %2, align 8
  store double 1.300000e+00, ptr %3, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %4, align 8
  %16 = load i32, ptr @enzyme_const, align 4
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @rotate, double noundef 0x3FE6666666666666, i32 noundef %16, double noundef 1.300000e+00)
  store double %17, ptr %5, align 8
  %18 = load double, ptr %5, align 8
  %19 = call double @rotate(double noundef 7.000010e-01, double noundef 1.300000e+00)
  %20 = call double @rotate(double noundef 0x3FE666644D87724F, double noundef 1.300000e+00)
  %21 = fsub double %19, %20
  %22 = fdiv double %21, 2.000000e-06
  call void @check(ptr noundef @.str, double noundef 0x3FE6666666666666, double noundef %18, double noundef %22, double noundef 0x3EB0C6F7A0B5ED8D)
  %23 = load i32, ptr @enzyme_const, align 4
  %24 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @rotate, double noundef 0x3FE6666666666666, double noundef 5.000000e-01, i32 noundef %23, double noundef 1.300000e+00)
  store double %24, ptr %6, align 8
  %25 = load double, ptr %6, align 8
  %26 = load double, ptr %5, align 8
  %27 = fmul double 5.000000e-01, %26
  call void @check(ptr noundef @.str.1, double noundef 0x3FE6666666666666, double noundef %25, double noundef %27, double noundef 0x3D719799812DEA11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.th, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.v, i64 32, i1 false)
  store double 0.000000e+00, ptr %10, align 8
  %28 = load i32, ptr @enzyme_dup, align 4
  %29 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %30 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %31 = load i32, ptr @enzyme_const, align 4
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @polar_loss, i32 noundef %28, ptr noundef %29, ptr noundef %30, i32 noundef %31, i32 noundef 4)
  store i32 0, ptr %11, align 4
  br label %33

33:                                               ; preds = %91, %0
  %34 = load i32, ptr %11, align 4
  %35 = icmp slt i32 %34, 4
  br i1 %35, label %36, label %94

36:                                               ; preds = %33
  %37 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %38 = load double, ptr %37, align 16
  store double %38, ptr %12, align 8
  %39 = getelementptr inbounds double, ptr %12, i64 1
  %40 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 1
  %41 = load double, ptr %40, align 8
  store double %41, ptr %39, align 8
  %42 = getelementptr inbounds double, ptr %12, i64 2
  %43 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 2
  %44 = load double, ptr %43, align 16
  store double %44, ptr %42, align 8
  %45 = getelementptr inbounds double, ptr %12, i64 3
  %46 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 3
  %47 = load double, ptr %46, align 8
  store double %47, ptr %45, align 8
  %48 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %49 = load double, ptr %48, align 16
  store double %49, ptr %13, align 8
  %50 = getelementptr inbounds double, ptr %13, i64 1
  %51 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 1
  %52 = load double, ptr %51, align 8
  store double %52, ptr %50, align 8
  %53 = getelementptr inbounds double, ptr %13, i64 2
  %54 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 2
  %55 = load double, ptr %54, align 16
  store double %55, ptr %53, align 8
  %56 = getelementptr inbounds double, ptr %13, i64 3
  %57 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 3
  %58 = load double, ptr %57, align 8
  store double %58, ptr %56, align 8
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = fadd double %62, 0x3EB0C6F7A0B5ED8D
  store double %63, ptr %61, align 8
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = fsub double %67, 0x3EB0C6F7A0B5ED8D
  store double %68, ptr %66, align 8
  %69 = load i32, ptr %11, align 4
  %70 = sitofp i32 %69 to double
  %71 = load i32, ptr %11, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %76 = call double @polar_loss(ptr noundef %75, i32 noundef 4)
  %77 = getelementptr inbounds [4 x double], ptr %13, i64 0, i64 0
  %78 = call double @polar_loss(ptr noundef %77, i32 noundef 4)
  %79 = fsub double %76, %78
  %80 = fdiv double %79, 2.000000e-06
  call void @check(ptr noundef @.str.2, double noundef %70, double noundef %74, double noundef %80, double noundef 0x3EB0C6F7A0B5ED8D)
  %81 = load i32, ptr %11, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = load i32, ptr %11, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load double, ptr %10, align 8
  %90 = call double @llvm.fmuladd.f64(double %84, double %88, double %89)
  store double %90, ptr %10, align 8
  br label %91

91:                                               ; preds = %36
  %92 = load i32, ptr %11, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %11, align 4
  br label %33, !llvm.loop !9

94:                                               ; preds = %33
  %95 = load i32, ptr @enzyme_dup, align 4
  %96 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %97 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %98 = load i32, ptr @enzyme_const, align 4
  %99 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @polar_loss, i32 noundef %95, ptr noundef %96, ptr noundef %97, i32 noundef %98, i32 noundef 4)
  store double %99, ptr %14, align 8
  %100 = load double, ptr %14, align 8
  %101 = load double, ptr %10, align 8
  call void @check(ptr noundef @.str.3, double noundef 0.000000e+00, double noundef %100, double noundef %101, double noundef 0x3D719799812DEA11)
  %102 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @rotatef, double noundef 0x3FE6666660000000)
  store float %102, ptr %15, align 4
  %103 = load float, ptr %15, align 4
  %104 = fpext float %103 to double
  %105 = call double @rotated(double noundef 7.000010e-01)
  %106 = call double @rotated(double noundef 0x3FE666644D87724F)
  %107 = fsub double %105, %106
  %108 = fdiv double %107, 2.000000e-06
  call void @check(ptr noundef @.str.4, double noundef 0x3FE6666666666666, double noundef %104, double noundef %108, double noundef 1.000000e-05)
  %109 = load i32, ptr @n_fail, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %109)
  %111 = load i32, ptr @n_fail, align 4
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  ret i32 %113
}

declare double @__enzyme_autodiff(ptr noundef, ...) #3

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
  %48 = select i1 %46, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare float @__enzyme_autodiff_f(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rotated(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sin(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = call double @cos(double noundef %5) #6
  %7 = fadd double 2.000000e+00, %6
  %8 = fdiv double %4, %7
  ret double %8
}

declare i32 @printf(ptr noundef, ...) #3

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

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @cos(double noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
