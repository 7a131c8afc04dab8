; ModuleID = 'float1.c'
source_filename = "float1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal constant [4 x float] [float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@main.ss = internal constant [6 x float] [float 0xBFF4CCCCC0000000, float 0xBFDCCCCCC0000000, float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_libm\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f_mixed\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"f_acc\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"f_dconst\00", align 1
@enzyme_const = external global i32, align 4
@.str.5 = private unnamed_addr constant [7 x i8] c"f_loop\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"f_nest\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"float1\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %27, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x float], ptr @main.xs, i64 0, i64 %16
  %18 = load float, ptr %17, align 4
  store float %18, ptr %3, align 4
  %19 = load float, ptr %3, align 4
  %20 = fpext float %19 to double
  %21 = load float, ptr %3, align 4
  %22 = fpext float %21 to double
  %23 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_libm, double noundef %22)
  %24 = fpext float %23 to double
  %25 = load float, ptr %3, align 4
  %26 = call double @fdf(ptr noundef @f_libm, float noundef %25)
  call void @check(ptr noundef @.str, double noundef %20, double noundef %24, double noundef %26, double noundef 5.000000e-03)
  br label %27

27:                                               ; preds = %14
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %11, !llvm.loop !6

30:                                               ; preds = %11
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %152, %30
  %32 = load i32, ptr %4, align 4
  %33 = icmp slt i32 %32, 6
  br i1 %33, label %34, label %155

34:                                               ; preds = %31
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [6 x float], ptr @main.ss, i64 0, i64 %36
  %38 = load float, ptr %37, align 4
  store float %38, ptr %5, align 4
  %39 = load float, ptr %5, align 4
  %40 = fpext float %39 to double
  %41 = load float, ptr %5, align 4
  %42 = fpext float %41 to double
  %43 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_mixed, double noundef %42)
  %44 = fpext float %43 to double
  %45 = load float, ptr %5, align 4
  %46 = call double @fdf(ptr noundef @f_mixed, float noundef %45)
  call void @check(ptr noundef @.str.1, double noundef %40, double noundef %44, double noundef %46, double noundef 5.000000e-03)
  %47 = load float, ptr %5, align 4
  %48 = fpext float %47 to double
  %49 = load float, ptr %5, align 4
  %50 = fpext float %49 to double
  %51 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_acc, double noundef %50)
  %52 = fpext float %51 to double
  %53 = load float, ptr %5, align 4
  %54 = call double @fdf(ptr noundef @f_acc, float noundef %53)
  call void @check(ptr noundef @.str.2, double noundef %48, double noundef %52, double noundef %54, double noundef 5.000000e-03)
  %55 = load float, ptr %5, align 4
  %56 = fpext float %55 to double
  %57 = load float, ptr %5, align 4
  %58 = fpext float %57 to double
  %59 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_minmax, double noundef %58)
  %60 = fpext float %59 to double
  %61 = load float, ptr %5, align 4
  %62 = call double @fdf(ptr noundef @f_minmax, float noundef %61)
  call void @check(ptr noundef @.str.3, double noundef %56, double noundef %60, double noundef %62, double noundef 5.000000e-03)
  %63 = load i32, ptr %4, align 4
  %64 = sitofp i32 %63 to double
  %65 = call double @llvm.fmuladd.f64(double 4.000000e-01, double %64, double 0x3FE6666666666666)
  store double %65, ptr %6, align 8
  %66 = load float, ptr %5, align 4
  %67 = call float @llvm.fabs.f32(float %66)
  %68 = fcmp ogt float %67, 1.000000e+00
  br i1 %68, label %69, label %72

69:                                               ; preds = %34
  %70 = load float, ptr %5, align 4
  %71 = call float @llvm.fabs.f32(float %70)
  br label %73

72:                                               ; preds = %34
  br label %73

73:                                               ; preds = %72, %69
  %74 = phi float [ %71, %69 ], [ 1.000000e+00, %72 ]
  %75 = fmul float 0x3F847AE140000000, %74
  store float %75, ptr %7, align 4
  %76 = load float, ptr %5, align 4
  %77 = load float, ptr %7, align 4
  %78 = fadd float %76, %77
  store float %78, ptr %8, align 4
  %79 = load float, ptr %5, align 4
  %80 = load float, ptr %7, align 4
  %81 = fsub float %79, %80
  store float %81, ptr %9, align 4
  %82 = load float, ptr %5, align 4
  %83 = fpext float %82 to double
  %84 = load float, ptr %5, align 4
  %85 = fpext float %84 to double
  %86 = load i32, ptr @enzyme_const, align 4
  %87 = load double, ptr %6, align 8
  %88 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_dconst, double noundef %85, i32 noundef %86, double noundef %87)
  %89 = fpext float %88 to double
  %90 = load float, ptr %8, align 4
  %91 = load double, ptr %6, align 8
  %92 = call float @f_dconst(float noundef %90, double noundef %91)
  %93 = fpext float %92 to double
  %94 = load float, ptr %9, align 4
  %95 = load double, ptr %6, align 8
  %96 = call float @f_dconst(float noundef %94, double noundef %95)
  %97 = fpext float %96 to double
  %98 = fsub double %93, %97
  %99 = load float, ptr %8, align 4
  %100 = fpext float %99 to double
  %101 = load float, ptr %9, align 4
  %102 = fpext float %101 to double
  %103 = fsub double %100, %102
  %104 = fdiv double %98, %103
  call void @check(ptr noundef @.str.4, double noundef %83, double noundef %89, double noundef %104, double noundef 5.000000e-03)
  %105 = load i32, ptr %4, align 4
  %106 = mul nsw i32 2, %105
  %107 = add nsw i32 3, %106
  store i32 %107, ptr %10, align 4
  %108 = load float, ptr %5, align 4
  %109 = fpext float %108 to double
  %110 = load float, ptr %5, align 4
  %111 = fpext float %110 to double
  %112 = load i32, ptr %10, align 4
  %113 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_loop, double noundef %111, i32 noundef %112)
  %114 = fpext float %113 to double
  %115 = load float, ptr %8, align 4
  %116 = load i32, ptr %10, align 4
  %117 = call float @f_loop(float noundef %115, i32 noundef %116)
  %118 = fpext float %117 to double
  %119 = load float, ptr %9, align 4
  %120 = load i32, ptr %10, align 4
  %121 = call float @f_loop(float noundef %119, i32 noundef %120)
  %122 = fpext float %121 to double
  %123 = fsub double %118, %122
  %124 = load float, ptr %8, align 4
  %125 = fpext float %124 to double
  %126 = load float, ptr %9, align 4
  %127 = fpext float %126 to double
  %128 = fsub double %125, %127
  %129 = fdiv double %123, %128
  call void @check(ptr noundef @.str.5, double noundef %109, double noundef %114, double noundef %129, double noundef 5.000000e-03)
  %130 = load float, ptr %5, align 4
  %131 = fpext float %130 to double
  %132 = load float, ptr %5, align 4
  %133 = fpext float %132 to double
  %134 = load i32, ptr %10, align 4
  %135 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @f_nest, double noundef %133, i32 noundef %134)
  %136 = fpext float %135 to double
  %137 = load float, ptr %8, align 4
  %138 = load i32, ptr %10, align 4
  %139 = call float @f_nest(float noundef %137, i32 noundef %138)
  %140 = fpext float %139 to double
  %141 = load float, ptr %9, align 4
  %142 = load i32, ptr %10, align 4
  %143 = call float @f_nest(float noundef %141, i32 noundef %142)
  %144 = fpext float %143 to double
  %145 = fsub double %140, %144
  %146 = load float, ptr %8, align 4
  %147 = fpext float %146 to double
  %148 = load float, ptr %9, align 4
  %149 = fpext float %148 to double
  %150 = fsub double %147, %149
  %151 = fdiv double %145, %150
  call void @check(ptr noundef @.str.6, double noundef %131, double noundef %136, double noundef %151, double noundef 5.000000e-03)
  br label %152

152:                                              ; preds = %73
  %153 = load i32, ptr %4, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %4, align 4
  br label %31, !llvm.loop !8

155:                                              ; preds = %31
  %156 = load i32, ptr @n_fail, align 4
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef %156)
  %158 = load i32, ptr @n_fail, align 4
  %159 = icmp ne i32 %158, 0
  %160 = zext i1 %159 to i64
  %161 = select i1 %159, i32 1, i32 0
  ret i32 %161
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
  %48 = select i1 %46, ptr @.str.10, ptr @.str.11
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare float @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_libm(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @sqrtf(float noundef %3) #6
  %5 = load float, ptr %2, align 4
  %6 = fadd float 1.000000e+00, %5
  %7 = call float @logf(float noundef %6) #6
  %8 = load float, ptr %2, align 4
  %9 = call float @powf(float noundef %8, float noundef 1.500000e+00) #6
  %10 = call float @llvm.fmuladd.f32(float %4, float %7, float %9)
  %11 = load float, ptr %2, align 4
  %12 = call float @cbrtf(float noundef %11) #7
  %13 = fadd float %10, %12
  %14 = load float, ptr %2, align 4
  %15 = call float @atanf(float noundef %14) #6
  %16 = load float, ptr %2, align 4
  %17 = call float @erff(float noundef %16) #6
  %18 = call float @llvm.fmuladd.f32(float %15, float %17, float %13)
  ret float %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fdf(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %8 = load float, ptr %4, align 4
  %9 = call float @llvm.fabs.f32(float %8)
  %10 = fcmp ogt float %9, 1.000000e+00
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load float, ptr %4, align 4
  %13 = call float @llvm.fabs.f32(float %12)
  br label %15

14:                                               ; preds = %2
  br label %15

15:                                               ; preds = %14, %11
  %16 = phi float [ %13, %11 ], [ 1.000000e+00, %14 ]
  %17 = fmul float 0x3F847AE140000000, %16
  store float %17, ptr %5, align 4
  %18 = load float, ptr %4, align 4
  %19 = load float, ptr %5, align 4
  %20 = fadd float %18, %19
  store float %20, ptr %6, align 4
  %21 = load float, ptr %4, align 4
  %22 = load float, ptr %5, align 4
  %23 = fsub float %21, %22
  store float %23, ptr %7, align 4
  %24 = load ptr, ptr %3, align 8
  %25 = load float, ptr %6, align 4
  %26 = call float %24(float noundef %25)
  %27 = fpext float %26 to double
  %28 = load ptr, ptr %3, align 8
  %29 = load float, ptr %7, align 4
  %30 = call float %28(float noundef %29)
  %31 = fpext float %30 to double
  %32 = fsub double %27, %31
  %33 = load float, ptr %6, align 4
  %34 = fpext float %33 to double
  %35 = load float, ptr %7, align 4
  %36 = fpext float %35 to double
  %37 = fsub double %34, %36
  %38 = fdiv double %32, %37
  ret double %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_mixed(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  %5 = call double @sin(double noundef %4) #6
  %6 = load float, ptr %2, align 4
  %7 = fpext float %6 to double
  %8 = fmul double %7, 3.000000e-01
  %9 = call double @exp(double noundef %8) #6
  %10 = fmul double %5, %9
  %11 = fptrunc double %10 to float
  %12 = load float, ptr %2, align 4
  %13 = load float, ptr %2, align 4
  %14 = fmul float %12, %13
  %15 = fpext float %14 to double
  %16 = call double @log1p(double noundef %15) #6
  %17 = fptrunc double %16 to float
  %18 = load float, ptr %2, align 4
  %19 = call float @llvm.fmuladd.f32(float %17, float %18, float %11)
  ret float %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_acc(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store float %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sle i32 %6, 10
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load float, ptr %2, align 4
  %10 = fpext float %9 to double
  %11 = load i32, ptr %4, align 4
  %12 = sitofp i32 %11 to double
  %13 = fmul double %10, %12
  %14 = load double, ptr %3, align 8
  %15 = load double, ptr %3, align 8
  %16 = call double @llvm.fmuladd.f64(double %14, double %15, double 1.000000e+00)
  %17 = fdiv double %13, %16
  %18 = load double, ptr %3, align 8
  %19 = fadd double %18, %17
  store double %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !9

23:                                               ; preds = %5
  %24 = load double, ptr %3, align 8
  %25 = fptrunc double %24 to float
  ret float %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_minmax(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.fabs.f32(float %3)
  %5 = call float @llvm.minnum.f32(float %4, float 2.000000e+00)
  %6 = load float, ptr %2, align 4
  %7 = load float, ptr %2, align 4
  %8 = fmul float %6, %7
  %9 = call float @llvm.maxnum.f32(float %8, float 5.000000e-01)
  %10 = fadd float %5, %9
  %11 = load float, ptr %2, align 4
  %12 = call float @llvm.floor.f32(float %11)
  %13 = load float, ptr %2, align 4
  %14 = call float @llvm.fmuladd.f32(float %12, float %13, float %10)
  %15 = load float, ptr %2, align 4
  %16 = load float, ptr %2, align 4
  %17 = fmul float %15, %16
  %18 = load float, ptr %2, align 4
  %19 = call float @llvm.copysign.f32(float %17, float %18)
  %20 = fadd float %14, %19
  ret float %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_dconst(float noundef %0, double noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  store float %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load float, ptr %3, align 4
  %6 = fpext float %5 to double
  %7 = load double, ptr %4, align 8
  %8 = fmul double %6, %7
  %9 = fptrunc double %8 to float
  %10 = load float, ptr %3, align 4
  %11 = call float @sinf(float noundef %10) #6
  %12 = load double, ptr %4, align 8
  %13 = fptrunc double %12 to float
  %14 = call float @llvm.fmuladd.f32(float %11, float %13, float %9)
  ret float %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_loop(float noundef %0, i32 noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load float, ptr %5, align 4
  %13 = load float, ptr %3, align 4
  %14 = load i32, ptr %6, align 4
  %15 = sitofp i32 %14 to float
  %16 = fadd float %15, 1.000000e+00
  %17 = fdiv float %13, %16
  %18 = call float @llvm.fmuladd.f32(float %12, float 0x3FECCCCCC0000000, float %17)
  %19 = load float, ptr %5, align 4
  %20 = load float, ptr %3, align 4
  %21 = fmul float %19, %20
  %22 = call float @llvm.fmuladd.f32(float %21, float 0x3FA99999A0000000, float %18)
  store float %22, ptr %5, align 4
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !10

26:                                               ; preds = %7
  %27 = load float, ptr %5, align 4
  ret float %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f_nest(float noundef %0, i32 noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %40, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %43

12:                                               ; preds = %8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %36, %12
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp sle i32 %14, %15
  br i1 %16, label %17, label %39

17:                                               ; preds = %13
  %18 = load float, ptr %3, align 4
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  %21 = sitofp i32 %20 to float
  %22 = fmul float %18, %21
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  %25 = sitofp i32 %24 to float
  %26 = fdiv float %22, %25
  %27 = load float, ptr %3, align 4
  %28 = fmul float 5.000000e-01, %27
  %29 = load i32, ptr %7, align 4
  %30 = sitofp i32 %29 to float
  %31 = fmul float %28, %30
  %32 = call float @sinf(float noundef %31) #6
  %33 = call float @llvm.fmuladd.f32(float %32, float 0x3FB99999A0000000, float %26)
  %34 = load float, ptr %5, align 4
  %35 = fadd float %34, %33
  store float %35, ptr %5, align 4
  br label %36

36:                                               ; preds = %17
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4
  br label %13, !llvm.loop !11

39:                                               ; preds = %13
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %8, !llvm.loop !12

43:                                               ; preds = %8
  %44 = load float, ptr %5, align 4
  ret float %44
}

declare i32 @printf(ptr noundef, ...) #1

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #4

; Function Attrs: nounwind
declare float @logf(float noundef) #4

; Function Attrs: nounwind
declare float @powf(float noundef, float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nounwind willreturn memory(none)
declare float @cbrtf(float noundef) #5

; Function Attrs: nounwind
declare float @atanf(float noundef) #4

; Function Attrs: nounwind
declare float @erff(float noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @log1p(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

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
