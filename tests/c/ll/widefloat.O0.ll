; ModuleID = 'widefloat.c'
source_filename = "widefloat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.pts = private unnamed_addr constant [4 x double] [double 3.000000e-01, double 1.100000e+00, double 2.450000e+00, double -3.500000e-01], align 16
@.str = private unnamed_addr constant [9 x i8] c"long.rev\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"long.fwd\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"quad.rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"quad.fwd\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"half.rev\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"half.fwd\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"sum_long\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"widefloat\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca half, align 2
  %8 = alloca double, align 8
  %9 = alloca [5 x double], align 16
  %10 = alloca [5 x double], align 16
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.pts, i64 32, i1 false)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %65, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %68

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  store double %19, ptr %4, align 8
  %20 = load double, ptr %4, align 8
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_long, double noundef %20)
  store double %21, ptr %5, align 8
  %22 = load double, ptr %4, align 8
  %23 = load double, ptr %5, align 8
  %24 = load double, ptr %4, align 8
  %25 = call double @fd1(ptr noundef @f_long, double noundef %24)
  call void @check(ptr noundef @.str, double noundef %22, double noundef %23, double noundef %25, double noundef 0x3EB0C6F7A0B5ED8D)
  %26 = load double, ptr %4, align 8
  %27 = load double, ptr %4, align 8
  %28 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_long, double noundef %27, double noundef 1.000000e+00)
  %29 = load double, ptr %5, align 8
  call void @check(ptr noundef @.str.1, double noundef %26, double noundef %28, double noundef %29, double noundef 0x3D719799812DEA11)
  %30 = load double, ptr %4, align 8
  %31 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_quad, double noundef %30)
  store double %31, ptr %6, align 8
  %32 = load double, ptr %4, align 8
  %33 = load double, ptr %6, align 8
  %34 = load double, ptr %4, align 8
  %35 = call double @fd1(ptr noundef @f_quad, double noundef %34)
  call void @check(ptr noundef @.str.2, double noundef %32, double noundef %33, double noundef %35, double noundef 0x3EB0C6F7A0B5ED8D)
  %36 = load double, ptr %4, align 8
  %37 = load double, ptr %4, align 8
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_quad, double noundef %37, double noundef 1.000000e+00)
  %39 = load double, ptr %6, align 8
  call void @check(ptr noundef @.str.3, double noundef %36, double noundef %38, double noundef %39, double noundef 0x3D719799812DEA11)
  %40 = load double, ptr %4, align 8
  %41 = fptrunc double %40 to half
  store half %41, ptr %7, align 2
  %42 = load half, ptr %7, align 2
  %43 = fpext half %42 to float
  %44 = load half, ptr %7, align 2
  %45 = fpext half %44 to float
  %46 = fmul float %43, %45
  %47 = load half, ptr %7, align 2
  %48 = fpext half %47 to float
  %49 = call float @llvm.fmuladd.f32(float %46, float 5.000000e-01, float %48)
  %50 = fptrunc float %49 to half
  %51 = fpext half %50 to double
  %52 = load double, ptr %4, align 8
  %53 = load half, ptr %7, align 2
  %54 = fpext half %53 to double
  %55 = fadd double %54, 1.000000e+00
  %56 = call double @llvm.fmuladd.f64(double %52, double %55, double %51)
  store double %56, ptr %8, align 8
  %57 = load double, ptr %4, align 8
  %58 = load double, ptr %4, align 8
  %59 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_half, double noundef %58)
  %60 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.4, double noundef %57, double noundef %59, double noundef %60, double noundef 2.000000e-03)
  %61 = load double, ptr %4, align 8
  %62 = load double, ptr %4, align 8
  %63 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_half, double noundef %62, double noundef 1.000000e+00)
  %64 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.5, double noundef %61, double noundef %63, double noundef %64, double noundef 2.000000e-03)
  br label %65

65:                                               ; preds = %15
  %66 = load i32, ptr %3, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %3, align 4
  br label %12, !llvm.loop !6

68:                                               ; preds = %12
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 40, i1 false)
  %69 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 0
  store double 5.000000e-01, ptr %69, align 16
  %70 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 1
  store double -1.500000e+00, ptr %70, align 8
  %71 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 2
  store double 2.000000e+00, ptr %71, align 16
  %72 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 3
  store double 2.500000e-01, ptr %72, align 8
  %73 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 4
  store double -3.000000e+00, ptr %73, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 40, i1 false)
  %74 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0
  %75 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 0
  %76 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @sum_long, ptr noundef %74, ptr noundef %75, i32 noundef 5)
  store i32 0, ptr %11, align 4
  br label %77

77:                                               ; preds = %98, %68
  %78 = load i32, ptr %11, align 4
  %79 = icmp slt i32 %78, 5
  br i1 %79, label %80, label %101

80:                                               ; preds = %77
  %81 = load i32, ptr %11, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = load i32, ptr %11, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = fmul double 2.000000e+00, %92
  %94 = load i32, ptr %11, align 4
  %95 = add nsw i32 %94, 1
  %96 = sitofp i32 %95 to double
  %97 = fmul double %93, %96
  call void @check(ptr noundef @.str.6, double noundef %84, double noundef %88, double noundef %97, double noundef 1.000000e-15)
  br label %98

98:                                               ; preds = %80
  %99 = load i32, ptr %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %11, align 4
  br label %77, !llvm.loop !8

101:                                              ; preds = %77
  %102 = load i32, ptr @n_fail, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef %102)
  %104 = load i32, ptr @n_fail, align 4
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i64
  %107 = select i1 %105, i32 1, i32 0
  ret i32 %107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_long(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fpext double %6 to x86_fp80
  store x86_fp80 %7, ptr %3, align 16
  %8 = load x86_fp80, ptr %3, align 16
  %9 = load x86_fp80, ptr %3, align 16
  %10 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %8, x86_fp80 %9, x86_fp80 0xK3FFF8000000000000000)
  %11 = call x86_fp80 @sqrtl(x86_fp80 noundef %10) #7
  %12 = load x86_fp80, ptr %3, align 16
  %13 = fdiv x86_fp80 %12, 0xK4000C000000000000000
  %14 = call x86_fp80 @expl(x86_fp80 noundef %13) #7
  %15 = load x86_fp80, ptr %3, align 16
  %16 = fadd x86_fp80 %15, 0xK40008000000000000000
  %17 = call x86_fp80 @logl(x86_fp80 noundef %16) #7
  %18 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %14, x86_fp80 %17, x86_fp80 %11)
  %19 = load x86_fp80, ptr %3, align 16
  %20 = call x86_fp80 @sinl(x86_fp80 noundef %19) #7
  %21 = load x86_fp80, ptr %3, align 16
  %22 = fmul x86_fp80 0xK40008000000000000000, %21
  %23 = call x86_fp80 @cosl(x86_fp80 noundef %22) #7
  %24 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %20, x86_fp80 %23, x86_fp80 %18)
  store x86_fp80 %24, ptr %4, align 16
  %25 = load x86_fp80, ptr %3, align 16
  %26 = fadd x86_fp80 %25, 0xK3FFFC000000000000000
  %27 = call x86_fp80 @powl(x86_fp80 noundef %26, x86_fp80 noundef 0xK4000A000000000000000) #7
  %28 = load x86_fp80, ptr %3, align 16
  %29 = fsub x86_fp80 %28, 0xK40018000000000000000
  %30 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %29)
  %31 = fadd x86_fp80 %27, %30
  %32 = load x86_fp80, ptr %3, align 16
  %33 = fadd x86_fp80 %32, 0xK40008000000000000000
  %34 = call x86_fp80 @cbrtl(x86_fp80 noundef %33) #8
  %35 = fadd x86_fp80 %31, %34
  %36 = load x86_fp80, ptr %3, align 16
  %37 = fdiv x86_fp80 %36, 0xK40008000000000000000
  %38 = call x86_fp80 @erfl(x86_fp80 noundef %37) #7
  %39 = load x86_fp80, ptr %3, align 16
  %40 = fdiv x86_fp80 %39, 0xK4000C000000000000000
  %41 = call x86_fp80 @erfcl(x86_fp80 noundef %40) #7
  %42 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %38, x86_fp80 %41, x86_fp80 %35)
  %43 = load x86_fp80, ptr %4, align 16
  %44 = fadd x86_fp80 %43, %42
  store x86_fp80 %44, ptr %4, align 16
  %45 = load x86_fp80, ptr %3, align 16
  %46 = fadd x86_fp80 %45, 0xK3FFFC000000000000000
  %47 = call x86_fp80 @lgammal(x86_fp80 noundef %46) #7
  %48 = load x86_fp80, ptr %3, align 16
  %49 = fadd x86_fp80 %48, 0xK3FFE8000000000000000
  %50 = call x86_fp80 @tgammal(x86_fp80 noundef %49) #7
  %51 = fadd x86_fp80 %47, %50
  %52 = load x86_fp80, ptr %3, align 16
  %53 = call x86_fp80 @hypotl(x86_fp80 noundef %52, x86_fp80 noundef 0xK3FFEB333333333333333) #7
  %54 = fadd x86_fp80 %51, %53
  %55 = load x86_fp80, ptr %3, align 16
  %56 = call x86_fp80 @atan2l(x86_fp80 noundef %55, x86_fp80 noundef 0xK3FFFA666666666666666) #7
  %57 = fadd x86_fp80 %54, %56
  %58 = load x86_fp80, ptr %3, align 16
  %59 = call x86_fp80 @log1pl(x86_fp80 noundef %58) #7
  %60 = fadd x86_fp80 %57, %59
  %61 = load x86_fp80, ptr %4, align 16
  %62 = fadd x86_fp80 %61, %60
  store x86_fp80 %62, ptr %4, align 16
  %63 = load x86_fp80, ptr %3, align 16
  %64 = fdiv x86_fp80 %63, 0xK40018000000000000000
  %65 = call x86_fp80 @expm1l(x86_fp80 noundef %64) #7
  %66 = load x86_fp80, ptr %3, align 16
  %67 = fmul x86_fp80 %66, 0xK4000C000000000000000
  %68 = call x86_fp80 @fmodl(x86_fp80 noundef %67, x86_fp80 noundef 0xK3FFFA000000000000000) #7
  %69 = fadd x86_fp80 %65, %68
  %70 = load x86_fp80, ptr %3, align 16
  %71 = call x86_fp80 @ldexpl(x86_fp80 noundef %70, i32 noundef 3) #7
  %72 = fadd x86_fp80 %69, %71
  %73 = load x86_fp80, ptr %3, align 16
  %74 = call x86_fp80 @llvm.minnum.f80(x86_fp80 %73, x86_fp80 0xK3FFF8000000000000000)
  %75 = fadd x86_fp80 %72, %74
  %76 = load x86_fp80, ptr %3, align 16
  %77 = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %76, x86_fp80 0xK3FFE8000000000000000)
  %78 = fadd x86_fp80 %75, %77
  %79 = load x86_fp80, ptr %4, align 16
  %80 = fadd x86_fp80 %79, %78
  store x86_fp80 %80, ptr %4, align 16
  %81 = load x86_fp80, ptr %3, align 16
  %82 = fdiv x86_fp80 %81, 0xK40008000000000000000
  %83 = call x86_fp80 @tanl(x86_fp80 noundef %82) #7
  %84 = load x86_fp80, ptr %3, align 16
  %85 = fdiv x86_fp80 %84, 0xK40018000000000000000
  %86 = call x86_fp80 @asinl(x86_fp80 noundef %85) #7
  %87 = fadd x86_fp80 %83, %86
  %88 = load x86_fp80, ptr %3, align 16
  %89 = call x86_fp80 @atanl(x86_fp80 noundef %88) #7
  %90 = fadd x86_fp80 %87, %89
  %91 = load x86_fp80, ptr %3, align 16
  %92 = fdiv x86_fp80 %91, 0xK40008000000000000000
  %93 = call x86_fp80 @sinhl(x86_fp80 noundef %92) #7
  %94 = fadd x86_fp80 %90, %93
  %95 = load x86_fp80, ptr %3, align 16
  %96 = call x86_fp80 @tanhl(x86_fp80 noundef %95) #7
  %97 = fadd x86_fp80 %94, %96
  %98 = load x86_fp80, ptr %4, align 16
  %99 = fadd x86_fp80 %98, %97
  store x86_fp80 %99, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %100

100:                                              ; preds = %110, %1
  %101 = load i32, ptr %5, align 4
  %102 = icmp slt i32 %101, 3
  br i1 %102, label %103, label %113

103:                                              ; preds = %100
  %104 = load x86_fp80, ptr %4, align 16
  %105 = load x86_fp80, ptr %3, align 16
  %106 = load x86_fp80, ptr %4, align 16
  %107 = fadd x86_fp80 %106, 0xK3FFF8000000000000000
  %108 = fdiv x86_fp80 %105, %107
  %109 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %104, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %108)
  store x86_fp80 %109, ptr %4, align 16
  br label %110

110:                                              ; preds = %103
  %111 = load i32, ptr %5, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %5, align 4
  br label %100, !llvm.loop !9

113:                                              ; preds = %100
  %114 = load x86_fp80, ptr %4, align 16
  %115 = fptrunc x86_fp80 %114 to double
  ret double %115
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd1(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %5, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fadd double %7, %8
  %10 = call double %6(double noundef %9)
  %11 = load ptr, ptr %3, align 8
  %12 = load double, ptr %4, align 8
  %13 = load double, ptr %5, align 8
  %14 = fsub double %12, %13
  %15 = call double %11(double noundef %14)
  %16 = fsub double %10, %15
  %17 = load double, ptr %5, align 8
  %18 = fmul double 2.000000e+00, %17
  %19 = fdiv double %16, %18
  ret double %19
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_quad(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = fpext double %6 to fp128
  store fp128 %7, ptr %3, align 16
  store fp128 0xL00000000000000003FFF000000000000, ptr %4, align 16
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %18, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load fp128, ptr %4, align 16
  %13 = load fp128, ptr %3, align 16
  %14 = load fp128, ptr %4, align 16
  %15 = fadd fp128 %14, 0xL00000000000000004000000000000000
  %16 = fdiv fp128 0xL00000000000000003FFD000000000000, %15
  %17 = call fp128 @llvm.fmuladd.f128(fp128 %12, fp128 %13, fp128 %16)
  store fp128 %17, ptr %4, align 16
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %8, !llvm.loop !10

21:                                               ; preds = %8
  %22 = load fp128, ptr %4, align 16
  %23 = load fp128, ptr %4, align 16
  %24 = fmul fp128 %22, %23
  %25 = fptrunc fp128 %24 to double
  ret double %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_half(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca half, align 2
  %4 = alloca half, align 2
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fptrunc double %5 to half
  store half %6, ptr %3, align 2
  %7 = load half, ptr %3, align 2
  %8 = fpext half %7 to float
  %9 = load half, ptr %3, align 2
  %10 = fpext half %9 to float
  %11 = fmul float %8, %10
  %12 = load half, ptr %3, align 2
  %13 = fpext half %12 to float
  %14 = call float @llvm.fmuladd.f32(float %11, float 5.000000e-01, float %13)
  %15 = fptrunc float %14 to half
  store half %15, ptr %4, align 2
  %16 = load half, ptr %4, align 2
  %17 = fpext half %16 to double
  %18 = load double, ptr %2, align 8
  %19 = fmul double %17, %18
  ret double %19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_long(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store x86_fp80 0xK00000000000000000000, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %30, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = fpext double %16 to x86_fp80
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %18, i64 %20
  %22 = load double, ptr %21, align 8
  %23 = fpext double %22 to x86_fp80
  %24 = fmul x86_fp80 %17, %23
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  %27 = sitofp i32 %26 to x86_fp80
  %28 = load x86_fp80, ptr %5, align 16
  %29 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %24, x86_fp80 %27, x86_fp80 %28)
  store x86_fp80 %29, ptr %5, align 16
  br label %30

30:                                               ; preds = %11
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %7, !llvm.loop !11

33:                                               ; preds = %7
  %34 = load x86_fp80, ptr %5, align 16
  %35 = fptrunc x86_fp80 %34 to double
  ret double %35
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare x86_fp80 @sqrtl(x86_fp80 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

; Function Attrs: nounwind
declare x86_fp80 @expl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @logl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @sinl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @cosl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #3

; Function Attrs: nounwind willreturn memory(none)
declare x86_fp80 @cbrtl(x86_fp80 noundef) #6

; Function Attrs: nounwind
declare x86_fp80 @erfl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @log1pl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @expm1l(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @ldexpl(x86_fp80 noundef, i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #3

; Function Attrs: nounwind
declare x86_fp80 @tanl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @asinl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @atanl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @sinhl(x86_fp80 noundef) #5

; Function Attrs: nounwind
declare x86_fp80 @tanhl(x86_fp80 noundef) #5

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

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
