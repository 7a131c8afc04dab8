; ModuleID = 'signmask.c'
source_filename = "signmask.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [3 x i8] c"l1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"l1.fwd\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"negs\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"negs.fwd\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"l1f\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"l1f.fwd\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"signmask\00", align 1
@rng_state = internal global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @l1(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca <2 x i64>, align 16
  %6 = alloca ptr, align 8
  %7 = alloca <2 x double>, align 16
  %8 = alloca <2 x double>, align 16
  %9 = alloca ptr, align 8
  %10 = alloca <2 x double>, align 16
  %11 = alloca i64, align 8
  %12 = alloca <2 x i64>, align 16
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca <2 x double>, align 16
  %16 = alloca [8 x double], align 16
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
  store i32 %1, ptr %14, align 4
  store i64 9223372036854775807, ptr %11, align 8
  %20 = load i64, ptr %11, align 8
  %21 = load i64, ptr %11, align 8
  store i64 %20, ptr %3, align 8
  store i64 %21, ptr %4, align 8
  %22 = load i64, ptr %4, align 8
  %23 = insertelement <2 x i64> poison, i64 %22, i32 0
  %24 = load i64, ptr %3, align 8
  %25 = insertelement <2 x i64> %23, i64 %24, i32 1
  store <2 x i64> %25, ptr %5, align 16
  %26 = load <2 x i64>, ptr %5, align 16
  store <2 x i64> %26, ptr %12, align 16
  %27 = load <2 x i64>, ptr %12, align 16
  %28 = bitcast <2 x i64> %27 to <2 x double>
  store <2 x double> %28, ptr %15, align 16
  store i32 0, ptr %17, align 4
  br label %29

29:                                               ; preds = %53, %2
  %30 = load i32, ptr %17, align 4
  %31 = load i32, ptr %14, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %56

33:                                               ; preds = %29
  %34 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 0
  %35 = load i32, ptr %17, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load ptr, ptr %13, align 8
  %39 = load i32, ptr %17, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  store ptr %41, ptr %6, align 8
  %42 = load ptr, ptr %6, align 8
  %43 = load <2 x double>, ptr %42, align 1
  %44 = load <2 x double>, ptr %15, align 16
  store <2 x double> %43, ptr %7, align 16
  store <2 x double> %44, ptr %8, align 16
  %45 = load <2 x double>, ptr %7, align 16
  %46 = bitcast <2 x double> %45 to <2 x i64>
  %47 = load <2 x double>, ptr %8, align 16
  %48 = bitcast <2 x double> %47 to <2 x i64>
  %49 = and <2 x i64> %46, %48
  %50 = bitcast <2 x i64> %49 to <2 x double>
  store ptr %37, ptr %9, align 8
  store <2 x double> %50, ptr %10, align 16
  %51 = load <2 x double>, ptr %10, align 16
  %52 = load ptr, ptr %9, align 8
  store <2 x double> %51, ptr %52, align 1
  br label %53

53:                                               ; preds = %33
  %54 = load i32, ptr %17, align 4
  %55 = add nsw i32 %54, 2
  store i32 %55, ptr %17, align 4
  br label %29, !llvm.loop !6

56:                                               ; preds = %29
  store double 0.000000e+00, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %57

57:                                               ; preds = %76, %56
  %58 = load i32, ptr %19, align 4
  %59 = load i32, ptr %14, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %79

61:                                               ; preds = %57
  %62 = load i32, ptr %19, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load ptr, ptr %13, align 8
  %67 = load i32, ptr %19, align 4
  %68 = add nsw i32 %67, 1
  %69 = load i32, ptr %14, align 4
  %70 = srem i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %66, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = load double, ptr %18, align 8
  %75 = call double @llvm.fmuladd.f64(double %65, double %73, double %74)
  store double %75, ptr %18, align 8
  br label %76

76:                                               ; preds = %61
  %77 = load i32, ptr %19, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %19, align 4
  br label %57, !llvm.loop !8

79:                                               ; preds = %57
  %80 = load double, ptr %18, align 8
  ret double %80
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @negs(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <2 x double>, align 16
  %8 = alloca <2 x double>, align 16
  %9 = alloca <2 x double>, align 16
  %10 = alloca <2 x double>, align 16
  %11 = alloca <2 x double>, align 16
  %12 = alloca double, align 8
  %13 = alloca <2 x double>, align 16
  %14 = alloca <2 x double>, align 16
  %15 = alloca <2 x double>, align 16
  %16 = alloca <2 x double>, align 16
  %17 = alloca <2 x double>, align 16
  %18 = alloca <2 x double>, align 16
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca <2 x double>, align 16
  %22 = alloca i64, align 8
  %23 = alloca <2 x i64>, align 16
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca <2 x double>, align 16
  %27 = alloca <2 x double>, align 16
  %28 = alloca i32, align 4
  %29 = alloca <2 x double>, align 16
  %30 = alloca <2 x double>, align 16
  %31 = alloca [2 x double], align 16
  store ptr %0, ptr %24, align 8
  store i32 %1, ptr %25, align 4
  store i64 -9223372036854775808, ptr %22, align 8
  %32 = load i64, ptr %22, align 8
  %33 = load i64, ptr %22, align 8
  store i64 %32, ptr %3, align 8
  store i64 %33, ptr %4, align 8
  %34 = load i64, ptr %4, align 8
  %35 = insertelement <2 x i64> poison, i64 %34, i32 0
  %36 = load i64, ptr %3, align 8
  %37 = insertelement <2 x i64> %35, i64 %36, i32 1
  store <2 x i64> %37, ptr %5, align 16
  %38 = load <2 x i64>, ptr %5, align 16
  store <2 x i64> %38, ptr %23, align 16
  %39 = load <2 x i64>, ptr %23, align 16
  %40 = bitcast <2 x i64> %39 to <2 x double>
  store <2 x double> %40, ptr %26, align 16
  store <2 x double> zeroinitializer, ptr %18, align 16
  %41 = load <2 x double>, ptr %18, align 16
  store <2 x double> %41, ptr %27, align 16
  store i32 0, ptr %28, align 4
  br label %42

42:                                               ; preds = %85, %2
  %43 = load i32, ptr %28, align 4
  %44 = load i32, ptr %25, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %88

46:                                               ; preds = %42
  %47 = load ptr, ptr %24, align 8
  %48 = load i32, ptr %28, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %47, i64 %49
  store ptr %50, ptr %19, align 8
  %51 = load ptr, ptr %19, align 8
  %52 = load <2 x double>, ptr %51, align 1
  store <2 x double> %52, ptr %29, align 16
  %53 = load <2 x double>, ptr %29, align 16
  store double 1.500000e+00, ptr %12, align 8
  %54 = load double, ptr %12, align 8
  %55 = insertelement <2 x double> poison, double %54, i32 0
  %56 = load double, ptr %12, align 8
  %57 = insertelement <2 x double> %55, double %56, i32 1
  store <2 x double> %57, ptr %13, align 16
  %58 = load <2 x double>, ptr %13, align 16
  store <2 x double> %53, ptr %14, align 16
  store <2 x double> %58, ptr %15, align 16
  %59 = load <2 x double>, ptr %14, align 16
  %60 = load <2 x double>, ptr %15, align 16
  %61 = fmul <2 x double> %59, %60
  store <2 x double> %61, ptr %30, align 16
  %62 = load <2 x double>, ptr %27, align 16
  %63 = load <2 x double>, ptr %30, align 16
  %64 = load <2 x double>, ptr %26, align 16
  store <2 x double> %63, ptr %8, align 16
  store <2 x double> %64, ptr %9, align 16
  %65 = load <2 x double>, ptr %8, align 16
  %66 = bitcast <2 x double> %65 to <2 x i64>
  %67 = load <2 x double>, ptr %9, align 16
  %68 = bitcast <2 x double> %67 to <2 x i64>
  %69 = xor <2 x i64> %66, %68
  %70 = bitcast <2 x i64> %69 to <2 x double>
  %71 = load <2 x double>, ptr %29, align 16
  %72 = load <2 x double>, ptr %26, align 16
  store <2 x double> %71, ptr %6, align 16
  store <2 x double> %72, ptr %7, align 16
  %73 = load <2 x double>, ptr %6, align 16
  %74 = bitcast <2 x double> %73 to <2 x i64>
  %75 = load <2 x double>, ptr %7, align 16
  %76 = bitcast <2 x double> %75 to <2 x i64>
  %77 = or <2 x i64> %74, %76
  %78 = bitcast <2 x i64> %77 to <2 x double>
  store <2 x double> %70, ptr %16, align 16
  store <2 x double> %78, ptr %17, align 16
  %79 = load <2 x double>, ptr %16, align 16
  %80 = load <2 x double>, ptr %17, align 16
  %81 = fmul <2 x double> %79, %80
  store <2 x double> %62, ptr %10, align 16
  store <2 x double> %81, ptr %11, align 16
  %82 = load <2 x double>, ptr %10, align 16
  %83 = load <2 x double>, ptr %11, align 16
  %84 = fadd <2 x double> %82, %83
  store <2 x double> %84, ptr %27, align 16
  br label %85

85:                                               ; preds = %46
  %86 = load i32, ptr %28, align 4
  %87 = add nsw i32 %86, 2
  store i32 %87, ptr %28, align 4
  br label %42, !llvm.loop !9

88:                                               ; preds = %42
  %89 = getelementptr inbounds [2 x double], ptr %31, i64 0, i64 0
  %90 = load <2 x double>, ptr %27, align 16
  store ptr %89, ptr %20, align 8
  store <2 x double> %90, ptr %21, align 16
  %91 = load <2 x double>, ptr %21, align 16
  %92 = load ptr, ptr %20, align 8
  store <2 x double> %91, ptr %92, align 1
  %93 = getelementptr inbounds [2 x double], ptr %31, i64 0, i64 0
  %94 = load double, ptr %93, align 16
  %95 = getelementptr inbounds [2 x double], ptr %31, i64 0, i64 1
  %96 = load double, ptr %95, align 8
  %97 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %96, double %94)
  ret double %97
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @l1f(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca <4 x i32>, align 16
  %8 = alloca ptr, align 8
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x float>, align 16
  %11 = alloca ptr, align 8
  %12 = alloca <4 x float>, align 16
  %13 = alloca i32, align 4
  %14 = alloca <2 x i64>, align 16
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca <4 x float>, align 16
  %18 = alloca [8 x float], align 16
  %19 = alloca [8 x float], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  store ptr %0, ptr %15, align 8
  store i32 %1, ptr %16, align 4
  store i32 2147483647, ptr %13, align 4
  %24 = load i32, ptr %13, align 4
  %25 = load i32, ptr %13, align 4
  %26 = load i32, ptr %13, align 4
  %27 = load i32, ptr %13, align 4
  store i32 %24, ptr %3, align 4
  store i32 %25, ptr %4, align 4
  store i32 %26, ptr %5, align 4
  store i32 %27, ptr %6, align 4
  %28 = load i32, ptr %6, align 4
  %29 = insertelement <4 x i32> poison, i32 %28, i32 0
  %30 = load i32, ptr %5, align 4
  %31 = insertelement <4 x i32> %29, i32 %30, i32 1
  %32 = load i32, ptr %4, align 4
  %33 = insertelement <4 x i32> %31, i32 %32, i32 2
  %34 = load i32, ptr %3, align 4
  %35 = insertelement <4 x i32> %33, i32 %34, i32 3
  store <4 x i32> %35, ptr %7, align 16
  %36 = load <4 x i32>, ptr %7, align 16
  %37 = bitcast <4 x i32> %36 to <2 x i64>
  store <2 x i64> %37, ptr %14, align 16
  %38 = load <2 x i64>, ptr %14, align 16
  %39 = bitcast <2 x i64> %38 to <4 x float>
  store <4 x float> %39, ptr %17, align 16
  store i32 0, ptr %20, align 4
  br label %40

40:                                               ; preds = %60, %2
  %41 = load i32, ptr %20, align 4
  %42 = load i32, ptr %16, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %63

44:                                               ; preds = %40
  %45 = load ptr, ptr %15, align 8
  %46 = load i32, ptr %20, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  %49 = load double, ptr %48, align 8
  %50 = load ptr, ptr %15, align 8
  %51 = load i32, ptr %20, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = call double @llvm.fmuladd.f64(double %49, double %54, double -3.000000e-01)
  %56 = fptrunc double %55 to float
  %57 = load i32, ptr %20, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x float], ptr %18, i64 0, i64 %58
  store float %56, ptr %59, align 4
  br label %60

60:                                               ; preds = %44
  %61 = load i32, ptr %20, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %20, align 4
  br label %40, !llvm.loop !10

63:                                               ; preds = %40
  store i32 0, ptr %21, align 4
  br label %64

64:                                               ; preds = %88, %63
  %65 = load i32, ptr %21, align 4
  %66 = load i32, ptr %16, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %91

68:                                               ; preds = %64
  %69 = getelementptr inbounds [8 x float], ptr %19, i64 0, i64 0
  %70 = load i32, ptr %21, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %69, i64 %71
  %73 = getelementptr inbounds [8 x float], ptr %18, i64 0, i64 0
  %74 = load i32, ptr %21, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %73, i64 %75
  store ptr %76, ptr %8, align 8
  %77 = load ptr, ptr %8, align 8
  %78 = load <4 x float>, ptr %77, align 1
  %79 = load <4 x float>, ptr %17, align 16
  store <4 x float> %78, ptr %9, align 16
  store <4 x float> %79, ptr %10, align 16
  %80 = load <4 x float>, ptr %9, align 16
  %81 = bitcast <4 x float> %80 to <4 x i32>
  %82 = load <4 x float>, ptr %10, align 16
  %83 = bitcast <4 x float> %82 to <4 x i32>
  %84 = and <4 x i32> %81, %83
  %85 = bitcast <4 x i32> %84 to <4 x float>
  store ptr %72, ptr %11, align 8
  store <4 x float> %85, ptr %12, align 16
  %86 = load <4 x float>, ptr %12, align 16
  %87 = load ptr, ptr %11, align 8
  store <4 x float> %86, ptr %87, align 1
  br label %88

88:                                               ; preds = %68
  %89 = load i32, ptr %21, align 4
  %90 = add nsw i32 %89, 4
  store i32 %90, ptr %21, align 4
  br label %64, !llvm.loop !11

91:                                               ; preds = %64
  store double 0.000000e+00, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %92

92:                                               ; preds = %107, %91
  %93 = load i32, ptr %23, align 4
  %94 = load i32, ptr %16, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %110

96:                                               ; preds = %92
  %97 = load i32, ptr %23, align 4
  %98 = add nsw i32 %97, 1
  %99 = sitofp i32 %98 to double
  %100 = load i32, ptr %23, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x float], ptr %19, i64 0, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = fpext float %103 to double
  %105 = load double, ptr %22, align 8
  %106 = call double @llvm.fmuladd.f64(double %99, double %104, double %105)
  store double %106, ptr %22, align 8
  br label %107

107:                                              ; preds = %96
  %108 = load i32, ptr %23, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %23, align 4
  br label %92, !llvm.loop !12

110:                                              ; preds = %92
  %111 = load double, ptr %22, align 8
  ret double %111
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #2 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca [8 x double], align 16
  %11 = alloca [8 x double], align 16
  %12 = alloca [8 x double], align 16
  %13 = alloca [8 x double], align 16
  %14 = alloca i32, align 4
  %15 = alloca [8 x double], align 16
  %16 = alloca [8 x double], align 16
  %17 = alloca [8 x double], align 16
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %20 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %20, i32 noundef 8, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %36, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp slt i32 %22, 8
  br i1 %23, label %24, label %39

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp olt double %29, 5.000000e-02
  br i1 %30, label %31, label %35

31:                                               ; preds = %24
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %33
  store double 4.000000e-01, ptr %34, align 8
  br label %35

35:                                               ; preds = %31, %24
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %21, !llvm.loop !13

39:                                               ; preds = %21
  store i32 0, ptr %4, align 4
  br label %40

40:                                               ; preds = %62, %39
  %41 = load i32, ptr %4, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %65

43:                                               ; preds = %40
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %47, double %51, double -3.000000e-01)
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp olt double %53, 5.000000e-02
  br i1 %54, label %55, label %61

55:                                               ; preds = %43
  %56 = load i32, ptr %4, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = fadd double %59, 1.000000e-01
  store double %60, ptr %58, align 8
  br label %61

61:                                               ; preds = %55, %43
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %4, align 4
  br label %40, !llvm.loop !14

65:                                               ; preds = %40
  br label %66

66:                                               ; preds = %65
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 64, i1 false)
  %67 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %68 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %67, ptr align 16 %68, i64 64, i1 false)
  %69 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %70 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %69, ptr align 16 %70, i64 64, i1 false)
  %71 = load i32, ptr @enzyme_dup, align 4
  %72 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %73 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  %74 = load i32, ptr @enzyme_const, align 4
  %75 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @l1, i32 noundef %71, ptr noundef %72, ptr noundef %73, i32 noundef %74, i32 noundef 8)
  %76 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %77 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj, ptr noundef @l1, ptr noundef %76, i32 noundef 8, ptr noundef %77, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %9, align 4
  br label %78

78:                                               ; preds = %96, %66
  %79 = load i32, ptr %9, align 4
  %80 = icmp slt i32 %79, 8
  br i1 %80, label %81, label %99

81:                                               ; preds = %78
  %82 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %82, i8 0, i64 64, i1 false)
  %83 = load i32, ptr %9, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %84
  store double 1.000000e+00, ptr %85, align 8
  %86 = load i32, ptr %9, align 4
  %87 = load i32, ptr @enzyme_dup, align 4
  %88 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 0
  %89 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 0
  %90 = load i32, ptr @enzyme_const, align 4
  %91 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @l1, i32 noundef %87, ptr noundef %88, ptr noundef %89, i32 noundef %90, i32 noundef 8)
  %92 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 0
  %93 = load i32, ptr %9, align 4
  %94 = call double @fd_coord(ptr noundef @obj, ptr noundef @l1, ptr noundef %92, i32 noundef %93)
  %95 = call i32 @check(ptr noundef @.str.1, i32 noundef %86, double noundef %91, double noundef %94, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %96

96:                                               ; preds = %81
  %97 = load i32, ptr %9, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %9, align 4
  br label %78, !llvm.loop !15

99:                                               ; preds = %78
  br label %100

100:                                              ; preds = %99
  br label %101

101:                                              ; preds = %100
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 64, i1 false)
  %102 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %103 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %102, ptr align 16 %103, i64 64, i1 false)
  %104 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 0
  %105 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %104, ptr align 16 %105, i64 64, i1 false)
  %106 = load i32, ptr @enzyme_dup, align 4
  %107 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %108 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 0
  %109 = load i32, ptr @enzyme_const, align 4
  %110 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @negs, i32 noundef %106, ptr noundef %107, ptr noundef %108, i32 noundef %109, i32 noundef 8)
  %111 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %112 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @obj, ptr noundef @negs, ptr noundef %111, i32 noundef 8, ptr noundef %112, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %14, align 4
  br label %113

113:                                              ; preds = %131, %101
  %114 = load i32, ptr %14, align 4
  %115 = icmp slt i32 %114, 8
  br i1 %115, label %116, label %134

116:                                              ; preds = %113
  %117 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %117, i8 0, i64 64, i1 false)
  %118 = load i32, ptr %14, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 %119
  store double 1.000000e+00, ptr %120, align 8
  %121 = load i32, ptr %14, align 4
  %122 = load i32, ptr @enzyme_dup, align 4
  %123 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %124 = getelementptr inbounds [8 x double], ptr %12, i64 0, i64 0
  %125 = load i32, ptr @enzyme_const, align 4
  %126 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @negs, i32 noundef %122, ptr noundef %123, ptr noundef %124, i32 noundef %125, i32 noundef 8)
  %127 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 0
  %128 = load i32, ptr %14, align 4
  %129 = call double @fd_coord(ptr noundef @obj, ptr noundef @negs, ptr noundef %127, i32 noundef %128)
  %130 = call i32 @check(ptr noundef @.str.3, i32 noundef %121, double noundef %126, double noundef %129, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %131

131:                                              ; preds = %116
  %132 = load i32, ptr %14, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %14, align 4
  br label %113, !llvm.loop !16

134:                                              ; preds = %113
  br label %135

135:                                              ; preds = %134
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 64, i1 false)
  %136 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %137 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %136, ptr align 16 %137, i64 64, i1 false)
  %138 = load i32, ptr @enzyme_dup, align 4
  %139 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %140 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 0
  %141 = load i32, ptr @enzyme_const, align 4
  %142 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @l1f, i32 noundef %138, ptr noundef %139, ptr noundef %140, i32 noundef %141, i32 noundef 8)
  store i32 0, ptr %18, align 4
  br label %143

143:                                              ; preds = %189, %135
  %144 = load i32, ptr %18, align 4
  %145 = icmp slt i32 %144, 8
  br i1 %145, label %146, label %192

146:                                              ; preds = %143
  %147 = load i32, ptr %18, align 4
  %148 = add nsw i32 %147, 1
  %149 = sitofp i32 %148 to double
  %150 = load i32, ptr %18, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = load i32, ptr %18, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %155
  %157 = load double, ptr %156, align 8
  %158 = call double @llvm.fmuladd.f64(double %153, double %157, double -3.000000e-01)
  %159 = fptrunc double %158 to float
  %160 = fcmp olt float %159, 0.000000e+00
  %161 = zext i1 %160 to i64
  %162 = select i1 %160, double -1.000000e+00, double 1.000000e+00
  %163 = fmul double %149, %162
  %164 = fmul double %163, 2.000000e+00
  %165 = load i32, ptr %18, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %166
  %168 = load double, ptr %167, align 8
  %169 = fmul double %164, %168
  store double %169, ptr %19, align 8
  %170 = load i32, ptr %18, align 4
  %171 = load i32, ptr %18, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 %172
  %174 = load double, ptr %173, align 8
  %175 = load double, ptr %19, align 8
  %176 = call i32 @check(ptr noundef @.str.4, i32 noundef %170, double noundef %174, double noundef %175, double noundef 0x3EB0C6F7A0B5ED8D)
  %177 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %177, i8 0, i64 64, i1 false)
  %178 = load i32, ptr %18, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 %179
  store double 1.000000e+00, ptr %180, align 8
  %181 = load i32, ptr %18, align 4
  %182 = load i32, ptr @enzyme_dup, align 4
  %183 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 0
  %184 = getelementptr inbounds [8 x double], ptr %17, i64 0, i64 0
  %185 = load i32, ptr @enzyme_const, align 4
  %186 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @l1f, i32 noundef %182, ptr noundef %183, ptr noundef %184, i32 noundef %185, i32 noundef 8)
  %187 = load double, ptr %19, align 8
  %188 = call i32 @check(ptr noundef @.str.5, i32 noundef %181, double noundef %186, double noundef %187, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %189

189:                                              ; preds = %146
  %190 = load i32, ptr %18, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %18, align 4
  br label %143, !llvm.loop !17

192:                                              ; preds = %143
  %193 = call i32 @finish(ptr noundef @.str.6)
  ret i32 %193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3) #2 {
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
  br label %10, !llvm.loop !18

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_grad(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, double noundef %6) #2 {
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
  br label %32, !llvm.loop !19

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call double %5(ptr noundef %6, i32 noundef 8)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i32 noundef %1, double noundef %2, double noundef %3, double noundef %4) #2 {
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

declare double @__enzyme_fwddiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_coord(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #2 {
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
define internal i32 @finish(ptr noundef %0) #2 {
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
define internal double @urand(double noundef %0, double noundef %1) #2 {
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
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finite_bits(double noundef %0) #2 {
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

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @step(double noundef %0) #2 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

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
