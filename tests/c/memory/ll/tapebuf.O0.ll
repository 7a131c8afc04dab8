; ModuleID = 'tapebuf.c'
source_filename = "tapebuf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr, ptr, double }

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"augmentsize > 0\00", align 1
@main.ns = internal constant [2 x i32] [i32 8, i32 3], align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"augmentsize fits the stack buffer\00", align 1
@enzyme_allocated = dso_local global i32 0, align 4
@enzyme_tape = dso_local global i32 0, align 4
@enzyme_nofree = dso_local global i32 0, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"stage.JTw(stack tape)\00", align 1
@enzyme_out = dso_local global i32 0, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"g.da(tape buffer)\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"g.dx(tape buffer)\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"tapebuf\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Ctx, align 8
  %13 = alloca [512 x i8], align 16
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %18 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %18, i32 noundef 8, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %19 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  call void @fill(ptr noundef %19, i32 noundef 8, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %20 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  call void @fill(ptr noundef %20, i32 noundef 8, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %21 = load i32, ptr @enzyme_dup, align 4
  %22 = load i32, ptr @enzyme_dup, align 4
  %23 = load i32, ptr @enzyme_const, align 4
  %24 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef @stage, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  store i64 %24, ptr %9, align 8
  %25 = load i64, ptr %9, align 8
  %26 = icmp sgt i64 %25, 0
  %27 = zext i1 %26 to i32
  %28 = sitofp i32 %27 to double
  %29 = call i32 @check(ptr noundef @.str, i32 noundef 0, double noundef %28, double noundef 1.000000e+00, double noundef 0.000000e+00)
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %139, %0
  %31 = load i32, ptr %10, align 4
  %32 = icmp slt i32 %31, 2
  br i1 %32, label %33, label %142

33:                                               ; preds = %30
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %11, align 4
  %38 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 0
  %39 = load i32, ptr %11, align 4
  store i32 %39, ptr %38, align 8
  %40 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 1
  %41 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  store ptr %41, ptr %40, align 8
  %42 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 2
  %43 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  store ptr %43, ptr %42, align 8
  %44 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  store double 8.000000e-01, ptr %44, align 8
  %45 = load i32, ptr %10, align 4
  %46 = load i64, ptr %9, align 8
  %47 = icmp sle i64 %46, 512
  %48 = zext i1 %47 to i32
  %49 = sitofp i32 %48 to double
  %50 = call i32 @check(ptr noundef @.str.1, i32 noundef %45, double noundef %49, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %51 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %52 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %51, ptr align 16 %52, i64 64, i1 false)
  %53 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %53, i8 0, i64 64, i1 false)
  %54 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %54, i8 0, i64 64, i1 false)
  %55 = load i32, ptr @enzyme_allocated, align 4
  %56 = load i64, ptr %9, align 8
  %57 = load i32, ptr @enzyme_tape, align 4
  %58 = getelementptr inbounds [512 x i8], ptr %13, i64 0, i64 0
  %59 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %60 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %61 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %62 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %63 = load i32, ptr @enzyme_const, align 4
  %64 = load i32, ptr %11, align 4
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef @stage, i32 noundef %55, i64 noundef %56, i32 noundef %57, ptr noundef %58, ptr noundef %59, ptr noundef %60, ptr noundef %61, ptr noundef %62, i32 noundef %63, i32 noundef %64)
  %65 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %66 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %65, ptr align 16 %66, i64 64, i1 false)
  %67 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %68 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %67, ptr align 16 %68, i64 64, i1 false)
  %69 = load i32, ptr @enzyme_allocated, align 4
  %70 = load i64, ptr %9, align 8
  %71 = load i32, ptr @enzyme_nofree, align 4
  %72 = load i32, ptr @enzyme_tape, align 4
  %73 = getelementptr inbounds [512 x i8], ptr %13, i64 0, i64 0
  %74 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 0
  %75 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %76 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %77 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %78 = load i32, ptr @enzyme_const, align 4
  %79 = load i32, ptr %11, align 4
  %80 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @stage, i32 noundef %69, i64 noundef %70, i32 noundef %71, i32 noundef %72, ptr noundef %73, ptr noundef %74, ptr noundef %75, ptr noundef %76, ptr noundef %77, i32 noundef %78, i32 noundef %79)
  %81 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  %82 = load i32, ptr %11, align 4
  %83 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @obj_stage, ptr noundef %12, ptr noundef %81, i32 noundef %82, ptr noundef %83, double noundef 0x3EB0C6F7A0B5ED8D)
  %84 = load i32, ptr @enzyme_dup, align 4
  %85 = load i32, ptr @enzyme_out, align 4
  %86 = load i32, ptr @enzyme_const, align 4
  %87 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef @g, i32 noundef %84, i32 noundef %85, i32 noundef %86)
  store i64 %87, ptr %14, align 8
  %88 = load i64, ptr %14, align 8
  %89 = call noalias ptr @malloc(i64 noundef %88) #7
  store ptr %89, ptr %15, align 8
  %90 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %90, i8 0, i64 64, i1 false)
  %91 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  store double -6.000000e-01, ptr %91, align 8
  %92 = load i32, ptr @enzyme_allocated, align 4
  %93 = load i64, ptr %14, align 8
  %94 = load i32, ptr @enzyme_tape, align 4
  %95 = load ptr, ptr %15, align 8
  %96 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  %97 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %98 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  %99 = load double, ptr %98, align 8
  %100 = load i32, ptr %11, align 4
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef @g, i32 noundef %92, i64 noundef %93, i32 noundef %94, ptr noundef %95, ptr noundef %96, ptr noundef %97, double noundef %99, i32 noundef %100)
  %101 = load i32, ptr @enzyme_allocated, align 4
  %102 = load i64, ptr %14, align 8
  %103 = load i32, ptr @enzyme_tape, align 4
  %104 = load ptr, ptr %15, align 8
  %105 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  %106 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  %107 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  %108 = load double, ptr %107, align 8
  %109 = load i32, ptr %11, align 4
  %110 = call double (ptr, ...) @__enzyme_reverse(ptr noundef @g, i32 noundef %101, i64 noundef %102, i32 noundef %103, ptr noundef %104, ptr noundef %105, ptr noundef %106, double noundef %108, i32 noundef %109, double noundef 1.000000e+00)
  store double %110, ptr %16, align 8
  %111 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %111) #8
  %112 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  %113 = load double, ptr %112, align 8
  %114 = call double @step(double noundef %113)
  store double %114, ptr %17, align 8
  %115 = load i32, ptr %10, align 4
  %116 = load double, ptr %16, align 8
  %117 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  %118 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  %119 = load double, ptr %118, align 8
  %120 = load double, ptr %17, align 8
  %121 = fadd double %119, %120
  %122 = load i32, ptr %11, align 4
  %123 = call double @g(ptr noundef %117, double noundef %121, i32 noundef %122)
  %124 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  %125 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  %126 = load double, ptr %125, align 8
  %127 = load double, ptr %17, align 8
  %128 = fsub double %126, %127
  %129 = load i32, ptr %11, align 4
  %130 = call double @g(ptr noundef %124, double noundef %128, i32 noundef %129)
  %131 = fsub double %123, %130
  %132 = load double, ptr %17, align 8
  %133 = fmul double 2.000000e+00, %132
  %134 = fdiv double %131, %133
  %135 = call i32 @check(ptr noundef @.str.3, i32 noundef %115, double noundef %116, double noundef %134, double noundef 0x3EB0C6F7A0B5ED8D)
  %136 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  %137 = load i32, ptr %11, align 4
  %138 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.4, ptr noundef @obj_g, ptr noundef %12, ptr noundef %136, i32 noundef %137, ptr noundef %138, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %139

139:                                              ; preds = %33
  %140 = load i32, ptr %10, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %10, align 4
  br label %30, !llvm.loop !6

142:                                              ; preds = %30
  %143 = call i32 @finish(ptr noundef @.str.5)
  ret i32 %143
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

declare i64 @__enzyme_augmentsize(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stage(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %52, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %55

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %25, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = call double @sin(double noundef %29) #8
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr %6, align 4
  %35 = srem i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %31, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %39, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fneg double %43
  %45 = call double @exp(double noundef %44) #8
  %46 = fmul double %38, %45
  %47 = call double @llvm.fmuladd.f64(double %24, double %30, double %46)
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %48, i64 %50
  store double %47, ptr %51, align 8
  br label %52

52:                                               ; preds = %13
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %7, align 4
  br label %9, !llvm.loop !9

55:                                               ; preds = %9
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %77, %55
  %57 = load i32, ptr %8, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %80

60:                                               ; preds = %56
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = fmul double 5.000000e-01, %65
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = fmul double %66, %71
  %73 = load ptr, ptr %4, align 8
  %74 = load i32, ptr %8, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %73, i64 %75
  store double %72, ptr %76, align 8
  br label %77

77:                                               ; preds = %60
  %78 = load i32, ptr %8, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %8, align 4
  br label %56, !llvm.loop !10

80:                                               ; preds = %56
  ret void
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
  %48 = select i1 %46, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare void @__enzyme_augmentfwd(ptr noundef, ...) #1

declare double @__enzyme_reverse(ptr noundef, ...) #1

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
  br label %32, !llvm.loop !11

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_stage(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %5, align 8
  %11 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 8 %12, i64 %17, i1 false)
  %18 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %19 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Ctx, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  call void @stage(ptr noundef %18, ptr noundef %19, i32 noundef %22)
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %23

23:                                               ; preds = %56, %2
  %24 = load i32, ptr %9, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 8
  %28 = icmp slt i32 %24, %27
  br i1 %28, label %29, label %59

29:                                               ; preds = %23
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Ctx, ptr %30, i32 0, i32 1
  %32 = load ptr, ptr %31, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds %struct.Ctx, ptr %41, i32 0, i32 2
  %43 = load ptr, ptr %42, align 8
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fmul double %47, %51
  %53 = call double @llvm.fmuladd.f64(double %36, double %40, double %52)
  %54 = load double, ptr %8, align 8
  %55 = fadd double %54, %53
  store double %55, ptr %8, align 8
  br label %56

56:                                               ; preds = %29
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %23, !llvm.loop !12

59:                                               ; preds = %23
  %60 = load double, ptr %8, align 8
  ret double %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load double, ptr %5, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fmul double %14, %19
  %21 = call double @sin(double noundef %20) #8
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load double, ptr %7, align 8
  %28 = call double @llvm.fmuladd.f64(double %21, double %26, double %27)
  store double %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %13
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %9, !llvm.loop !13

32:                                               ; preds = %9
  %33 = load double, ptr %7, align 8
  %34 = load double, ptr %5, align 8
  %35 = fmul double %33, %34
  ret double %35
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_g(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Ctx, ptr %8, i32 0, i32 3
  %10 = load double, ptr %9, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = call double @g(ptr noundef %7, double noundef %10, i32 noundef %13)
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %3, i32 noundef %4)
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
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

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

declare i32 @printf(ptr noundef, ...) #1

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
