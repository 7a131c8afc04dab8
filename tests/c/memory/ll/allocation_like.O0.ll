; ModuleID = 'allocation_like.c'
source_filename = "allocation_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Arena = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 16
@__enzyme_allocation_like_counted = dso_local global [4 x ptr] [ptr @counted_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @counted_release], align 16
@enzyme_const = dso_local global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"smooth.dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"smooth.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"smooth.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"arena.live\00", align 1
@arena = internal global %struct.Arena { ptr @pool, i64 0, i64 65536, i32 0 }, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"counted.dx\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"counted.live_after_reverse\00", align 1
@counted = internal global %struct.Arena { ptr getelementptr (i8, ptr @pool, i64 32768), i64 0, i64 32768, i32 0 }, align 8
@.str.7 = private unnamed_addr constant [12 x i8] c"counted.fwd\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"counted.live_after_forward\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"allocation_like\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@pool = internal global [65536 x i8] zeroinitializer, align 16
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @arena_alloc(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Arena, ptr %6, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = add i64 %8, 15
  %10 = and i64 %9, -16
  store i64 %10, ptr %5, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %4, align 8
  %13 = add i64 %11, %12
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Arena, ptr %14, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = icmp ugt i64 %13, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %2
  call void @abort() #8
  unreachable

19:                                               ; preds = %2
  %20 = load i64, ptr %5, align 8
  %21 = load i64, ptr %4, align 8
  %22 = add i64 %20, %21
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.Arena, ptr %23, i32 0, i32 1
  store i64 %22, ptr %24, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Arena, ptr %25, i32 0, i32 3
  %27 = load i32, ptr %26, align 8
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.Arena, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = load i64, ptr %5, align 8
  %33 = getelementptr inbounds i8, ptr %31, i64 %32
  ret ptr %33
}

; Function Attrs: noreturn nounwind
declare void @abort() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @arena_release(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Arena, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = icmp ult ptr %5, %8
  br i1 %9, label %20, label %10

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.Arena, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Arena, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds i8, ptr %14, i64 %17
  %19 = icmp uge ptr %11, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %10, %2
  call void @abort() #8
  unreachable

21:                                               ; preds = %10
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.Arena, ptr %22, i32 0, i32 3
  %24 = load i32, ptr %23, align 8
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %23, align 8
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %21
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.Arena, ptr %28, i32 0, i32 1
  store i64 0, ptr %29, align 8
  br label %30

30:                                               ; preds = %27, %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @counted_alloc(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call ptr @arena_alloc(ptr noundef %5, i64 noundef %6)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @counted_release(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Arena, ptr %6, i32 0, i32 3
  %8 = load i32, ptr %7, align 8
  %9 = add nsw i32 %8, -1
  store i32 %9, ptr %7, align 8
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.Arena, ptr %12, i32 0, i32 1
  store i64 0, ptr %13, align 8
  br label %14

14:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x double], align 16
  %3 = alloca [10 x double], align 16
  %4 = alloca [10 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 10, ptr %5, align 4
  %7 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %7, i32 noundef 10, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %8 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %8, i32 noundef 10, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %9 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 80, i1 false)
  %10 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %11 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %12 = load i32, ptr @enzyme_const, align 4
  %13 = load i32, ptr %5, align 4
  %14 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @smooth, ptr noundef %10, ptr noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %16 = load i32, ptr %5, align 4
  %17 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.1, ptr noundef @obj, ptr noundef %5, ptr noundef %15, i32 noundef %16, ptr noundef %17, double noundef 0x3EB0C6F7A0B5ED8D)
  %18 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %19 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %20 = load i32, ptr @enzyme_const, align 4
  %21 = load i32, ptr %5, align 4
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @smooth, ptr noundef %18, ptr noundef %19, i32 noundef %20, i32 noundef %21)
  store double %22, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %25 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %26 = load i32, ptr %5, align 4
  %27 = call double @fd_dir(ptr noundef @obj, ptr noundef %5, ptr noundef %24, ptr noundef %25, i32 noundef %26)
  %28 = call i32 @check(ptr noundef @.str.2, i32 noundef 0, double noundef %23, double noundef %27, double noundef 0x3EB0C6F7A0B5ED8D)
  %29 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %30 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %31 = load i32, ptr %5, align 4
  %32 = load double, ptr %6, align 8
  call void @check_dot(ptr noundef @.str.3, i32 noundef 0, ptr noundef %29, ptr noundef %30, i32 noundef %31, double noundef %32)
  %33 = load i32, ptr getelementptr inbounds (%struct.Arena, ptr @arena, i32 0, i32 3), align 8
  %34 = sitofp i32 %33 to double
  %35 = call i32 @check(ptr noundef @.str.4, i32 noundef 0, double noundef %34, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %36 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %36, i8 0, i64 80, i1 false)
  %37 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %38 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load i32, ptr %5, align 4
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @counted_sum, ptr noundef %37, ptr noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %43 = load i32, ptr %5, align 4
  %44 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.5, ptr noundef @obj_counted, ptr noundef %5, ptr noundef %42, i32 noundef %43, ptr noundef %44, double noundef 0x3EB0C6F7A0B5ED8D)
  %45 = load i32, ptr getelementptr inbounds (%struct.Arena, ptr @counted, i32 0, i32 3), align 8
  %46 = sitofp i32 %45 to double
  %47 = call i32 @check(ptr noundef @.str.6, i32 noundef 0, double noundef %46, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %48 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %49 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %50 = load i32, ptr @enzyme_const, align 4
  %51 = load i32, ptr %5, align 4
  %52 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @counted_sum, ptr noundef %48, ptr noundef %49, i32 noundef %50, i32 noundef %51)
  store double %52, ptr %6, align 8
  %53 = load double, ptr %6, align 8
  %54 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 0
  %55 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 0
  %56 = load i32, ptr %5, align 4
  %57 = call double @fd_dir(ptr noundef @obj_counted, ptr noundef %5, ptr noundef %54, ptr noundef %55, i32 noundef %56)
  %58 = call i32 @check(ptr noundef @.str.7, i32 noundef 0, double noundef %53, double noundef %57, double noundef 0x3EB0C6F7A0B5ED8D)
  %59 = load i32, ptr getelementptr inbounds (%struct.Arena, ptr @counted, i32 0, i32 3), align 8
  %60 = sitofp i32 %59 to double
  %61 = call i32 @check(ptr noundef @.str.8, i32 noundef 0, double noundef %60, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %62 = call i32 @finish(ptr noundef @.str.9)
  ret i32 %62
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
  br label %10, !llvm.loop !6

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @smooth(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 8
  %12 = call ptr @arena_alloc(ptr noundef @arena, i64 noundef %11)
  store ptr %12, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %39, %2
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %42

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = call double @sin(double noundef %32) #9
  %34 = call double @llvm.fmuladd.f64(double %22, double %27, double %33)
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  store double %34, ptr %38, align 8
  br label %39

39:                                               ; preds = %17
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %13, !llvm.loop !8

42:                                               ; preds = %13
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %43

43:                                               ; preds = %63, %42
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %4, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %66

47:                                               ; preds = %43
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  %56 = load i32, ptr %4, align 4
  %57 = srem i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %53, i64 %58
  %60 = load double, ptr %59, align 8
  %61 = load double, ptr %7, align 8
  %62 = call double @llvm.fmuladd.f64(double %52, double %60, double %61)
  store double %62, ptr %7, align 8
  br label %63

63:                                               ; preds = %47
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  br label %43, !llvm.loop !9

66:                                               ; preds = %43
  %67 = load ptr, ptr %5, align 8
  call void @arena_release(ptr noundef @arena, ptr noundef %67)
  %68 = load double, ptr %7, align 8
  ret double %68
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
  %26 = call noalias ptr @malloc(i64 noundef %25) #10
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
  br label %32, !llvm.loop !10

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  %8 = call double @smooth(ptr noundef %5, i32 noundef %7)
  ret double %8
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
  %48 = select i1 %46, ptr @.str.11, ptr @.str.12
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
  %25 = call noalias ptr @malloc(i64 noundef %24) #10
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
  %35 = call noalias ptr @malloc(i64 noundef %34) #10
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
  br label %36, !llvm.loop !11

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
  call void @free(ptr noundef %90) #9
  %91 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %91) #9
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
  br label %15, !llvm.loop !12

35:                                               ; preds = %15
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %8, align 4
  %38 = load double, ptr %13, align 8
  %39 = load double, ptr %12, align 8
  %40 = call i32 @check(ptr noundef %36, i32 noundef %37, double noundef %38, double noundef %39, double noundef 0x3EB0C6F7A0B5ED8D)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @counted_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 8
  %12 = call ptr @counted_alloc(ptr noundef @counted, i64 noundef %11)
  store ptr %12, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %38, %2
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %41

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fmul double 3.000000e-01, %22
  %24 = call double @exp(double noundef %23) #9
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 2
  %28 = load i32, ptr %4, align 4
  %29 = srem i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %25, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fmul double %24, %32
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  store double %33, ptr %37, align 8
  br label %38

38:                                               ; preds = %17
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %13, !llvm.loop !13

41:                                               ; preds = %13
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %42

42:                                               ; preds = %62, %41
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %4, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %65

46:                                               ; preds = %42
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %4, align 4
  %54 = sub nsw i32 %53, 1
  %55 = load i32, ptr %8, align 4
  %56 = sub nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %52, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = load double, ptr %7, align 8
  %61 = call double @llvm.fmuladd.f64(double %51, double %59, double %60)
  store double %61, ptr %7, align 8
  br label %62

62:                                               ; preds = %46
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  br label %42, !llvm.loop !14

65:                                               ; preds = %42
  %66 = load ptr, ptr %5, align 8
  call void @counted_release(ptr noundef @counted, ptr noundef %66)
  %67 = load double, ptr %7, align 8
  ret double %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_counted(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  %8 = call double @counted_sum(ptr noundef %5, i32 noundef %7)
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %3, i32 noundef %4)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

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
declare void @free(ptr noundef) #5

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
declare double @llvm.fabs.f64(double) #4

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

; Function Attrs: nounwind
declare double @exp(double noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

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
