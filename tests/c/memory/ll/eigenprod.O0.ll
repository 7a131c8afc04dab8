; ModuleID = 'eigenprod.c'
source_filename = "eigenprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.D2 = type { double, double }
%struct.Mat = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"prod.d\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"prod.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"prod.fwd_rev\00", align 1
@main.ns = internal constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local global i32 0, align 4
@.str.3 = private unnamed_addr constant [8 x i8] c"gemv.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"gemv.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"gemv.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"eigenprod\00", align 1
@enzyme_dupnoneed = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [42 x double], align 16
  %3 = alloca [42 x double], align 16
  %4 = alloca [42 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.Ctx, align 4
  %7 = alloca %struct.D2, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ctx, align 4
  store i32 0, ptr %1, align 4
  %12 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %12, i32 noundef 42, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %13 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %13, i32 noundef 42, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %102, %0
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %105

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = sitofp i32 %18 to double
  %20 = call double @llvm.fmuladd.f64(double 4.000000e-01, double %19, double 3.000000e-01)
  %21 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  store double %20, ptr %21, align 16
  %22 = load i32, ptr %5, align 4
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %23, double 0xBFE6666666666666)
  %25 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 1
  store double %24, ptr %25, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 8, i1 false)
  %26 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %27 = load double, ptr %26, align 16
  %28 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 1
  %29 = load double, ptr %28, align 8
  %30 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef @prod, double noundef %27, double noundef %29)
  %31 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %32 = extractvalue { double, double } %30, 0
  store double %32, ptr %31, align 8
  %33 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %34 = extractvalue { double, double } %30, 1
  store double %34, ptr %33, align 8
  %35 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  store double %36, ptr %37, align 16
  %38 = getelementptr inbounds %struct.D2, ptr %7, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 1
  store double %39, ptr %40, align 8
  %41 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %42 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj, ptr noundef %6, ptr noundef %41, i32 noundef 2, ptr noundef %42, double noundef 0x3EB0C6F7A0B5ED8D)
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %45 = load double, ptr %44, align 16
  %46 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  %47 = load double, ptr %46, align 16
  %48 = load i32, ptr @enzyme_dup, align 4
  %49 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 1
  %50 = load double, ptr %49, align 8
  %51 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 1
  %52 = load double, ptr %51, align 8
  %53 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @prod, i32 noundef %43, double noundef %45, double noundef %47, i32 noundef %48, double noundef %50, double noundef %52)
  store double %53, ptr %8, align 8
  %54 = load i32, ptr %5, align 4
  %55 = load double, ptr %8, align 8
  %56 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %57 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  %58 = call double @fd_dir(ptr noundef @obj, ptr noundef %6, ptr noundef %56, ptr noundef %57, i32 noundef 2)
  %59 = call i32 @check(ptr noundef @.str.1, i32 noundef %54, double noundef %55, double noundef %58, double noundef 0x3EB0C6F7A0B5ED8D)
  %60 = load i32, ptr %5, align 4
  %61 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  %62 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  %63 = load double, ptr %8, align 8
  call void @check_dot(ptr noundef @.str.2, i32 noundef %60, ptr noundef %61, ptr noundef %62, i32 noundef 2, double noundef %63)
  %64 = load i32, ptr %5, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  store i32 %67, ptr %9, align 4
  %68 = load i32, ptr %9, align 4
  %69 = load i32, ptr %9, align 4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %9, align 4
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %10, align 4
  %73 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 0
  %74 = load i32, ptr %9, align 4
  store i32 %74, ptr %73, align 4
  %75 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 1
  store i32 1, ptr %75, align 4
  %76 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %76, i8 0, i64 336, i1 false)
  %77 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %78 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  %79 = load i32, ptr @enzyme_const, align 4
  %80 = load i32, ptr %9, align 4
  %81 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @gemv_obj, ptr noundef %77, ptr noundef %78, i32 noundef %79, i32 noundef %80)
  %82 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %83 = load i32, ptr %10, align 4
  %84 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @obj, ptr noundef %11, ptr noundef %82, i32 noundef %83, ptr noundef %84, double noundef 0x3EB0C6F7A0B5ED8D)
  %85 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %86 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  %87 = load i32, ptr @enzyme_const, align 4
  %88 = load i32, ptr %9, align 4
  %89 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @gemv_obj, ptr noundef %85, ptr noundef %86, i32 noundef %87, i32 noundef %88)
  store double %89, ptr %8, align 8
  %90 = load i32, ptr %5, align 4
  %91 = load double, ptr %8, align 8
  %92 = getelementptr inbounds [42 x double], ptr %2, i64 0, i64 0
  %93 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  %94 = load i32, ptr %10, align 4
  %95 = call double @fd_dir(ptr noundef @obj, ptr noundef %11, ptr noundef %92, ptr noundef %93, i32 noundef %94)
  %96 = call i32 @check(ptr noundef @.str.4, i32 noundef %90, double noundef %91, double noundef %95, double noundef 0x3EB0C6F7A0B5ED8D)
  %97 = load i32, ptr %5, align 4
  %98 = getelementptr inbounds [42 x double], ptr %3, i64 0, i64 0
  %99 = getelementptr inbounds [42 x double], ptr %4, i64 0, i64 0
  %100 = load i32, ptr %10, align 4
  %101 = load double, ptr %8, align 8
  call void @check_dot(ptr noundef @.str.5, i32 noundef %97, ptr noundef %98, ptr noundef %99, i32 noundef %100, double noundef %101)
  br label %102

102:                                              ; preds = %17
  %103 = load i32, ptr %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %5, align 4
  br label %14, !llvm.loop !6

105:                                              ; preds = %14
  %106 = call i32 @finish(ptr noundef @.str.6)
  ret i32 %106
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
  br label %10, !llvm.loop !8

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @prod(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [4 x double], align 16
  %6 = alloca %struct.Mat, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Mat, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  store ptr %8, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Mat, ptr %6, i32 0, i32 1
  store i32 2, ptr %9, align 8
  %10 = getelementptr inbounds %struct.Mat, ptr %6, i32 0, i32 2
  store i32 2, ptr %10, align 4
  %11 = load double, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  call void @outer2(ptr noundef %6, double noundef %11, double noundef %12)
  %13 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %14 = load double, ptr %13, align 16
  %15 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 3
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 2
  %20 = load double, ptr %19, align 16
  %21 = fmul double %18, %20
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %14, double %16, double %22)
  %24 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 0
  %25 = load double, ptr %24, align 16
  %26 = fadd double %23, %25
  ret double %26
}

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
  %26 = call noalias ptr @malloc(i64 noundef %25) #7
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
  br label %32, !llvm.loop !9

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [42 x double], align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %21

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 1
  %19 = load double, ptr %18, align 8
  %20 = call double @prod(double noundef %16, double noundef %19)
  store double %20, ptr %3, align 8
  br label %42

21:                                               ; preds = %2
  %22 = getelementptr inbounds [42 x double], ptr %7, i64 0, i64 0
  %23 = load ptr, ptr %4, align 8
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = load ptr, ptr %6, align 8
  %28 = getelementptr inbounds %struct.Ctx, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = mul nsw i32 %26, %29
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 %30, %33
  %35 = sext i32 %34 to i64
  %36 = mul i64 %35, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 8 %23, i64 %36, i1 false)
  %37 = getelementptr inbounds [42 x double], ptr %7, i64 0, i64 0
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.Ctx, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %39, align 4
  %41 = call double @gemv_obj(ptr noundef %37, i32 noundef %40)
  store double %41, ptr %3, align 8
  br label %42

42:                                               ; preds = %21, %13
  %43 = load double, ptr %3, align 8
  ret double %43
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

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
  %48 = select i1 %46, ptr @.str.8, ptr @.str.9
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_dir(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %5
  %19 = load i32, ptr %10, align 4
  br label %21

20:                                               ; preds = %5
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = sext i32 %22 to i64
  %24 = mul i64 %23, 8
  %25 = call noalias ptr @malloc(i64 noundef %24) #7
  store ptr %25, ptr %11, align 8
  %26 = load i32, ptr %10, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %21
  %29 = load i32, ptr %10, align 4
  br label %31

30:                                               ; preds = %21
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %29, %28 ], [ 1, %30 ]
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 8
  %35 = call noalias ptr @malloc(i64 noundef %34) #7
  store ptr %35, ptr %12, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %36

36:                                               ; preds = %74, %31
  %37 = load i32, ptr %14, align 4
  %38 = load i32, ptr %10, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %77

40:                                               ; preds = %36
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %14, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %13, align 8
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %14, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %46, double %51, double %45)
  %53 = load ptr, ptr %11, align 8
  %54 = load i32, ptr %14, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8
  %57 = load ptr, ptr %8, align 8
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %13, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = fneg double %62
  %69 = call double @llvm.fmuladd.f64(double %68, double %67, double %61)
  %70 = load ptr, ptr %12, align 8
  %71 = load i32, ptr %14, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  store double %69, ptr %73, align 8
  br label %74

74:                                               ; preds = %40
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %14, align 4
  br label %36, !llvm.loop !10

77:                                               ; preds = %36
  %78 = load ptr, ptr %6, align 8
  %79 = load ptr, ptr %11, align 8
  %80 = load ptr, ptr %7, align 8
  %81 = call double %78(ptr noundef %79, ptr noundef %80)
  %82 = load ptr, ptr %6, align 8
  %83 = load ptr, ptr %12, align 8
  %84 = load ptr, ptr %7, align 8
  %85 = call double %82(ptr noundef %83, ptr noundef %84)
  %86 = fsub double %81, %85
  %87 = load double, ptr %13, align 8
  %88 = fmul double 2.000000e+00, %87
  %89 = fdiv double %86, %88
  store double %89, ptr %15, align 8
  %90 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %90) #8
  %91 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %91) #8
  %92 = load double, ptr %15, align 8
  ret double %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_dot(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, double noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store double %5, ptr %12, align 8
  store double 0.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %15

15:                                               ; preds = %32, %6
  %16 = load i32, ptr %14, align 4
  %17 = load i32, ptr %11, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %35

19:                                               ; preds = %15
  %20 = load ptr, ptr %9, align 8
  %21 = load i32, ptr %14, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %10, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load double, ptr %13, align 8
  %31 = call double @llvm.fmuladd.f64(double %24, double %29, double %30)
  store double %31, ptr %13, align 8
  br label %32

32:                                               ; preds = %19
  %33 = load i32, ptr %14, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %14, align 4
  br label %15, !llvm.loop !11

35:                                               ; preds = %15
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %8, align 4
  %38 = load double, ptr %13, align 8
  %39 = load double, ptr %12, align 8
  %40 = call i32 @check(ptr noundef %36, i32 noundef %37, double noundef %38, double noundef %39, double noundef 0x3EB0C6F7A0B5ED8D)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @gemv_obj(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [6 x double], align 16
  %6 = alloca %struct.Mat, align 8
  %7 = alloca %struct.Mat, align 8
  %8 = alloca %struct.Mat, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %11 = getelementptr inbounds %struct.Mat, ptr %6, i32 0, i32 0
  %12 = load ptr, ptr %3, align 8
  store ptr %12, ptr %11, align 8
  %13 = getelementptr inbounds %struct.Mat, ptr %6, i32 0, i32 1
  %14 = load i32, ptr %4, align 4
  store i32 %14, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Mat, ptr %6, i32 0, i32 2
  %16 = load i32, ptr %4, align 4
  store i32 %16, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Mat, ptr %7, i32 0, i32 0
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = mul nsw i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %18, i64 %22
  store ptr %23, ptr %17, align 8
  %24 = getelementptr inbounds %struct.Mat, ptr %7, i32 0, i32 1
  %25 = load i32, ptr %4, align 4
  store i32 %25, ptr %24, align 8
  %26 = getelementptr inbounds %struct.Mat, ptr %7, i32 0, i32 2
  store i32 1, ptr %26, align 4
  %27 = getelementptr inbounds %struct.Mat, ptr %8, i32 0, i32 0
  %28 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 0
  store ptr %28, ptr %27, align 8
  %29 = getelementptr inbounds %struct.Mat, ptr %8, i32 0, i32 1
  %30 = load i32, ptr %4, align 4
  store i32 %30, ptr %29, align 8
  %31 = getelementptr inbounds %struct.Mat, ptr %8, i32 0, i32 2
  store i32 1, ptr %31, align 4
  call void @gemv(ptr noundef %8, ptr noundef %6, ptr noundef %7)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %32

32:                                               ; preds = %51, %2
  %33 = load i32, ptr %10, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %54

36:                                               ; preds = %32
  %37 = load i32, ptr %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = fmul double %40, %44
  %46 = load i32, ptr %10, align 4
  %47 = sitofp i32 %46 to double
  %48 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %47, double 1.000000e+00)
  %49 = load double, ptr %9, align 8
  %50 = call double @llvm.fmuladd.f64(double %45, double %48, double %49)
  store double %50, ptr %9, align 8
  br label %51

51:                                               ; preds = %36
  %52 = load i32, ptr %10, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %10, align 4
  br label %32, !llvm.loop !12

54:                                               ; preds = %32
  %55 = load double, ptr %9, align 8
  %56 = call double @sqrt(double noundef %55) #8
  ret double %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %3, i32 noundef %4)
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
define internal void @outer2(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %5, align 8
  %8 = load double, ptr %5, align 8
  %9 = fmul double %7, %8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Mat, ptr %10, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 0
  store double %9, ptr %13, align 8
  %14 = load double, ptr %5, align 8
  %15 = load double, ptr %6, align 8
  %16 = fmul double %14, %15
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Mat, ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 1
  store double %16, ptr %20, align 8
  %21 = load double, ptr %6, align 8
  %22 = load double, ptr %5, align 8
  %23 = call double @sin(double noundef %22) #8
  %24 = fmul double %21, %23
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.Mat, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 2
  store double %24, ptr %28, align 8
  %29 = load double, ptr %6, align 8
  %30 = load double, ptr %6, align 8
  %31 = fmul double %29, %30
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Mat, ptr %32, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 3
  store double %31, ptr %35, align 8
  ret void
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

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

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

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
declare double @llvm.fabs.f64(double) #1

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

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gemv(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %57, %3
  %11 = load i32, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Mat, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %60

16:                                               ; preds = %10
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %17

17:                                               ; preds = %46, %16
  %18 = load i32, ptr %9, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Mat, ptr %19, i32 0, i32 2
  %21 = load i32, ptr %20, align 4
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %49

23:                                               ; preds = %17
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Mat, ptr %24, i32 0, i32 0
  %26 = load ptr, ptr %25, align 8
  %27 = load i32, ptr %7, align 4
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds %struct.Mat, ptr %28, i32 0, i32 2
  %30 = load i32, ptr %29, align 4
  %31 = mul nsw i32 %27, %30
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %26, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %6, align 8
  %38 = getelementptr inbounds %struct.Mat, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = load double, ptr %8, align 8
  %45 = call double @llvm.fmuladd.f64(double %36, double %43, double %44)
  store double %45, ptr %8, align 8
  br label %46

46:                                               ; preds = %23
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %9, align 4
  br label %17, !llvm.loop !13

49:                                               ; preds = %17
  %50 = load double, ptr %8, align 8
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds %struct.Mat, ptr %51, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %50, ptr %56, align 8
  br label %57

57:                                               ; preds = %49
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %10, !llvm.loop !14

60:                                               ; preds = %10
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
