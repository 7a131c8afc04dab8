; ModuleID = 'fnstruct.c'
source_filename = "fnstruct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Triple = type { double, double, double }

@shapes = dso_local global [2 x ptr] [ptr @spread, ptr @bend], align 16
@pick = dso_local global i32 0, align 4
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"bend.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"spread.dx\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fwd\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"fwd.rev\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"fnstruct\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spread(ptr dead_on_unwind noalias writable sret(%struct.Triple) align 8 %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  store double %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Triple, ptr %0, i32 0, i32 0
  %5 = load double, ptr %3, align 8
  %6 = fsub double %5, 1.000000e+00
  store double %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Triple, ptr %0, i32 0, i32 1
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.Triple, ptr %0, i32 0, i32 2
  %12 = load double, ptr %3, align 8
  %13 = fmul double 3.000000e-01, %12
  %14 = call double @exp(double noundef %13) #7
  store double %14, ptr %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bend(ptr dead_on_unwind noalias writable sret(%struct.Triple) align 8 %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  store double %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Triple, ptr %0, i32 0, i32 0
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #7
  store double %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Triple, ptr %0, i32 0, i32 1
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %3, align 8
  %12 = fmul double %10, %11
  store double %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.Triple, ptr %0, i32 0, i32 2
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = call double @llvm.fmuladd.f64(double %14, double %15, double 1.000000e+00)
  %17 = fdiv double 1.000000e+00, %16
  store double %17, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %7 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %7, i32 noundef 5, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %8 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %8, i32 noundef 5, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr @pick, align 4
  br label %9

9:                                                ; preds = %42, %0
  %10 = load i32, ptr @pick, align 4
  %11 = icmp slt i32 %10, 2
  br i1 %11, label %12, label %45

12:                                               ; preds = %9
  store i32 5, ptr %5, align 4
  %13 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 40, i1 false)
  %14 = load i32, ptr @enzyme_dup, align 4
  %15 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %16 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %17 = load i32, ptr @enzyme_const, align 4
  %18 = load i32, ptr %5, align 4
  %19 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @energy, i32 noundef %14, ptr noundef %15, ptr noundef %16, i32 noundef %17, i32 noundef %18)
  %20 = load i32, ptr @pick, align 4
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, ptr @.str, ptr @.str.1
  %24 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %25 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef %23, ptr noundef @obj, ptr noundef %5, ptr noundef %24, i32 noundef 5, ptr noundef %25, double noundef 0x3EB0C6F7A0B5ED8D)
  %26 = load i32, ptr @enzyme_dup, align 4
  %27 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %28 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %29 = load i32, ptr @enzyme_const, align 4
  %30 = load i32, ptr %5, align 4
  %31 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @energy, i32 noundef %26, ptr noundef %27, ptr noundef %28, i32 noundef %29, i32 noundef %30)
  store double %31, ptr %6, align 8
  %32 = load i32, ptr @pick, align 4
  %33 = load double, ptr %6, align 8
  %34 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 0
  %35 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %36 = call double @fd_dir(ptr noundef @obj, ptr noundef %5, ptr noundef %34, ptr noundef %35, i32 noundef 5)
  %37 = call i32 @check(ptr noundef @.str.2, i32 noundef %32, double noundef %33, double noundef %36, double noundef 0x3EB0C6F7A0B5ED8D)
  %38 = load i32, ptr @pick, align 4
  %39 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 0
  %40 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 0
  %41 = load double, ptr %6, align 8
  call void @check_dot(ptr noundef @.str.3, i32 noundef %38, ptr noundef %39, ptr noundef %40, i32 noundef 5, double noundef %41)
  br label %42

42:                                               ; preds = %12
  %43 = load i32, ptr @pick, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @pick, align 4
  br label %9, !llvm.loop !6

45:                                               ; preds = %9
  %46 = call i32 @finish(ptr noundef @.str.4)
  ret i32 %46
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Triple, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %43, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %46

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr @pick, align 4
  %15 = add nsw i32 %13, %14
  %16 = srem i32 %15, 2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  call void %19(ptr dead_on_unwind writable sret(%struct.Triple) align 8 %7, double noundef %24)
  %25 = getelementptr inbounds %struct.Triple, ptr %7, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Triple, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds %struct.Triple, ptr %7, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr %4, align 4
  %35 = srem i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %31, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fmul double %30, %38
  %40 = call double @llvm.fmuladd.f64(double %26, double %28, double %39)
  %41 = load double, ptr %5, align 8
  %42 = fadd double %41, %40
  store double %42, ptr %5, align 8
  br label %43

43:                                               ; preds = %12
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %8, !llvm.loop !9

46:                                               ; preds = %8
  %47 = load double, ptr %5, align 8
  ret double %47
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
  br label %32, !llvm.loop !10

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
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
  %8 = call double @energy(ptr noundef %5, i32 noundef %7)
  ret double %8
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

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
  %48 = select i1 %46, ptr @.str.6, ptr @.str.7
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
  %25 = call noalias ptr @malloc(i64 noundef %24) #8
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
  %35 = call noalias ptr @malloc(i64 noundef %34) #8
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
  call void @free(ptr noundef %90) #7
  %91 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %91) #7
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
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

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
declare void @free(ptr noundef) #3

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

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
