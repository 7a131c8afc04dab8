; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, ptr, i32, i32, i32, i32 }

@main.dims = internal constant [4 x [3 x i32]] [[3 x i32] [i32 4, i32 5, i32 3], [3 x i32] [i32 1, i32 7, i32 2], [3 x i32] [i32 6, i32 1, i32 6], [3 x i32] [i32 8, i32 8, i32 8]], align 16
@.str = private unnamed_addr constant [8 x i8] c"matloss\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"matloss_stack\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"matloss.dA(const B)\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"matmul\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"%s.dA\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%s.dB\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"closed_form.dA\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"closed_form.dB\00", align 1
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x double], align 16
  %3 = alloca [64 x double], align 16
  %4 = alloca [64 x double], align 16
  %5 = alloca [64 x double], align 16
  %6 = alloca [64 x double], align 16
  %7 = alloca [64 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Ctx, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %8, align 4
  br label %13

13:                                               ; preds = %102, %0
  %14 = load i32, ptr %8, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %105

16:                                               ; preds = %13
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x [3 x i32]], ptr @main.dims, i64 0, i64 %18
  %20 = getelementptr inbounds [3 x i32], ptr %19, i64 0, i64 0
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %9, align 4
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x [3 x i32]], ptr @main.dims, i64 0, i64 %23
  %25 = getelementptr inbounds [3 x i32], ptr %24, i64 0, i64 1
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x [3 x i32]], ptr @main.dims, i64 0, i64 %28
  %30 = getelementptr inbounds [3 x i32], ptr %29, i64 0, i64 2
  %31 = load i32, ptr %30, align 4
  store i32 %31, ptr %11, align 4
  %32 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %10, align 4
  %35 = mul nsw i32 %33, %34
  call void @fill(ptr noundef %32, i32 noundef %35, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %36 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %37 = load i32, ptr %10, align 4
  %38 = load i32, ptr %11, align 4
  %39 = mul nsw i32 %37, %38
  call void @fill(ptr noundef %36, i32 noundef %39, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %40 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  %41 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %42 = load i32, ptr %9, align 4
  %43 = load i32, ptr %10, align 4
  %44 = load i32, ptr %11, align 4
  %45 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 0
  %46 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 0
  call void @closed_form(ptr noundef %40, ptr noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, ptr noundef %45, ptr noundef %46)
  %47 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 0
  %48 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  store ptr %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 1
  %50 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  store ptr %50, ptr %49, align 8
  %51 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 2
  %52 = load i32, ptr %9, align 4
  store i32 %52, ptr %51, align 8
  %53 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 3
  %54 = load i32, ptr %10, align 4
  store i32 %54, ptr %53, align 4
  %55 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 4
  %56 = load i32, ptr %11, align 4
  store i32 %56, ptr %55, align 8
  %57 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 5
  store i32 0, ptr %57, align 4
  %58 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %58, i8 0, i64 512, i1 false)
  %59 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %59, i8 0, i64 512, i1 false)
  %60 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  %61 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %62 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %63 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  %64 = load i32, ptr %9, align 4
  %65 = load i32, ptr %10, align 4
  %66 = load i32, ptr %11, align 4
  %67 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @matloss, ptr noundef %60, ptr noundef %61, ptr noundef %62, ptr noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66)
  %68 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %69 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  %70 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 0
  %71 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 0
  call void @check_result(ptr noundef @.str, ptr noundef %12, ptr noundef %68, ptr noundef %69, ptr noundef %70, ptr noundef %71)
  %72 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 5
  store i32 1, ptr %72, align 4
  %73 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %73, i8 0, i64 512, i1 false)
  %74 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %74, i8 0, i64 512, i1 false)
  %75 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  %76 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %77 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %78 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  %79 = load i32, ptr %9, align 4
  %80 = load i32, ptr %10, align 4
  %81 = load i32, ptr %11, align 4
  %82 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @matloss_stack, ptr noundef %75, ptr noundef %76, ptr noundef %77, ptr noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %81)
  %83 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %84 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  %85 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 0
  %86 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 0
  call void @check_result(ptr noundef @.str.1, ptr noundef %12, ptr noundef %83, ptr noundef %84, ptr noundef %85, ptr noundef %86)
  %87 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 5
  store i32 0, ptr %87, align 4
  %88 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %88, i8 0, i64 512, i1 false)
  %89 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  %90 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  %91 = load i32, ptr @enzyme_const, align 4
  %92 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %93 = load i32, ptr %9, align 4
  %94 = load i32, ptr %10, align 4
  %95 = load i32, ptr %11, align 4
  %96 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @matloss, ptr noundef %89, ptr noundef %90, i32 noundef %91, ptr noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95)
  %97 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 0
  %98 = load i32, ptr %9, align 4
  %99 = load i32, ptr %10, align 4
  %100 = mul nsw i32 %98, %99
  %101 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.2, ptr noundef @obj_A, ptr noundef %12, ptr noundef %97, i32 noundef %100, ptr noundef %101, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %102

102:                                              ; preds = %16
  %103 = load i32, ptr %8, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %8, align 4
  br label %13, !llvm.loop !6

105:                                              ; preds = %13
  %106 = call i32 @finish(ptr noundef @.str.3)
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @closed_form(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [64 x double], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  store i32 0, ptr %16, align 4
  br label %25

25:                                               ; preds = %82, %7
  %26 = load i32, ptr %16, align 4
  %27 = load i32, ptr %10, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %85

29:                                               ; preds = %25
  store i32 0, ptr %17, align 4
  br label %30

30:                                               ; preds = %78, %29
  %31 = load i32, ptr %17, align 4
  %32 = load i32, ptr %12, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %81

34:                                               ; preds = %30
  %35 = load i32, ptr %16, align 4
  %36 = load i32, ptr %12, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, ptr %17, align 4
  %39 = add nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 %40
  store double 0.000000e+00, ptr %41, align 8
  store i32 0, ptr %18, align 4
  br label %42

42:                                               ; preds = %74, %34
  %43 = load i32, ptr %18, align 4
  %44 = load i32, ptr %11, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %77

46:                                               ; preds = %42
  %47 = load ptr, ptr %8, align 8
  %48 = load i32, ptr %16, align 4
  %49 = load i32, ptr %11, align 4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %18, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %47, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load ptr, ptr %9, align 8
  %57 = load i32, ptr %18, align 4
  %58 = load i32, ptr %12, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %17, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %56, i64 %62
  %64 = load double, ptr %63, align 8
  %65 = load i32, ptr %16, align 4
  %66 = load i32, ptr %12, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %17, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double %55, double %64, double %72)
  store double %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %46
  %75 = load i32, ptr %18, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %18, align 4
  br label %42, !llvm.loop !9

77:                                               ; preds = %42
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %17, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %17, align 4
  br label %30, !llvm.loop !10

81:                                               ; preds = %30
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %16, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %16, align 4
  br label %25, !llvm.loop !11

85:                                               ; preds = %25
  store i32 0, ptr %19, align 4
  br label %86

86:                                               ; preds = %145, %85
  %87 = load i32, ptr %19, align 4
  %88 = load i32, ptr %10, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %148

90:                                               ; preds = %86
  store i32 0, ptr %20, align 4
  br label %91

91:                                               ; preds = %141, %90
  %92 = load i32, ptr %20, align 4
  %93 = load i32, ptr %11, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %144

95:                                               ; preds = %91
  %96 = load ptr, ptr %13, align 8
  %97 = load i32, ptr %19, align 4
  %98 = load i32, ptr %11, align 4
  %99 = mul nsw i32 %97, %98
  %100 = load i32, ptr %20, align 4
  %101 = add nsw i32 %99, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %96, i64 %102
  store double 0.000000e+00, ptr %103, align 8
  store i32 0, ptr %21, align 4
  br label %104

104:                                              ; preds = %137, %95
  %105 = load i32, ptr %21, align 4
  %106 = load i32, ptr %12, align 4
  %107 = icmp slt i32 %105, %106
  br i1 %107, label %108, label %140

108:                                              ; preds = %104
  %109 = load i32, ptr %19, align 4
  %110 = load i32, ptr %12, align 4
  %111 = mul nsw i32 %109, %110
  %112 = load i32, ptr %21, align 4
  %113 = add nsw i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 %114
  %116 = load double, ptr %115, align 8
  %117 = fmul double 2.000000e+00, %116
  %118 = load ptr, ptr %9, align 8
  %119 = load i32, ptr %20, align 4
  %120 = load i32, ptr %12, align 4
  %121 = mul nsw i32 %119, %120
  %122 = load i32, ptr %21, align 4
  %123 = add nsw i32 %121, %122
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %118, i64 %124
  %126 = load double, ptr %125, align 8
  %127 = load ptr, ptr %13, align 8
  %128 = load i32, ptr %19, align 4
  %129 = load i32, ptr %11, align 4
  %130 = mul nsw i32 %128, %129
  %131 = load i32, ptr %20, align 4
  %132 = add nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds double, ptr %127, i64 %133
  %135 = load double, ptr %134, align 8
  %136 = call double @llvm.fmuladd.f64(double %117, double %126, double %135)
  store double %136, ptr %134, align 8
  br label %137

137:                                              ; preds = %108
  %138 = load i32, ptr %21, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %21, align 4
  br label %104, !llvm.loop !12

140:                                              ; preds = %104
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %20, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %20, align 4
  br label %91, !llvm.loop !13

144:                                              ; preds = %91
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %19, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %19, align 4
  br label %86, !llvm.loop !14

148:                                              ; preds = %86
  store i32 0, ptr %22, align 4
  br label %149

149:                                              ; preds = %208, %148
  %150 = load i32, ptr %22, align 4
  %151 = load i32, ptr %11, align 4
  %152 = icmp slt i32 %150, %151
  br i1 %152, label %153, label %211

153:                                              ; preds = %149
  store i32 0, ptr %23, align 4
  br label %154

154:                                              ; preds = %204, %153
  %155 = load i32, ptr %23, align 4
  %156 = load i32, ptr %12, align 4
  %157 = icmp slt i32 %155, %156
  br i1 %157, label %158, label %207

158:                                              ; preds = %154
  %159 = load ptr, ptr %14, align 8
  %160 = load i32, ptr %22, align 4
  %161 = load i32, ptr %12, align 4
  %162 = mul nsw i32 %160, %161
  %163 = load i32, ptr %23, align 4
  %164 = add nsw i32 %162, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %159, i64 %165
  store double 0.000000e+00, ptr %166, align 8
  store i32 0, ptr %24, align 4
  br label %167

167:                                              ; preds = %200, %158
  %168 = load i32, ptr %24, align 4
  %169 = load i32, ptr %10, align 4
  %170 = icmp slt i32 %168, %169
  br i1 %170, label %171, label %203

171:                                              ; preds = %167
  %172 = load ptr, ptr %8, align 8
  %173 = load i32, ptr %24, align 4
  %174 = load i32, ptr %11, align 4
  %175 = mul nsw i32 %173, %174
  %176 = load i32, ptr %22, align 4
  %177 = add nsw i32 %175, %176
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds double, ptr %172, i64 %178
  %180 = load double, ptr %179, align 8
  %181 = fmul double 2.000000e+00, %180
  %182 = load i32, ptr %24, align 4
  %183 = load i32, ptr %12, align 4
  %184 = mul nsw i32 %182, %183
  %185 = load i32, ptr %23, align 4
  %186 = add nsw i32 %184, %185
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [64 x double], ptr %15, i64 0, i64 %187
  %189 = load double, ptr %188, align 8
  %190 = load ptr, ptr %14, align 8
  %191 = load i32, ptr %22, align 4
  %192 = load i32, ptr %12, align 4
  %193 = mul nsw i32 %191, %192
  %194 = load i32, ptr %23, align 4
  %195 = add nsw i32 %193, %194
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds double, ptr %190, i64 %196
  %198 = load double, ptr %197, align 8
  %199 = call double @llvm.fmuladd.f64(double %181, double %189, double %198)
  store double %199, ptr %197, align 8
  br label %200

200:                                              ; preds = %171
  %201 = load i32, ptr %24, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %24, align 4
  br label %167, !llvm.loop !15

203:                                              ; preds = %167
  br label %204

204:                                              ; preds = %203
  %205 = load i32, ptr %23, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %23, align 4
  br label %154, !llvm.loop !16

207:                                              ; preds = %154
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %22, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %22, align 4
  br label %149, !llvm.loop !17

211:                                              ; preds = %149
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @matloss(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %10, align 4
  %19 = mul nsw i32 %17, %18
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 8
  %22 = call noalias ptr @malloc(i64 noundef %21) #7
  store ptr %22, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %23

23:                                               ; preds = %82, %5
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %85

27:                                               ; preds = %23
  store i32 0, ptr %13, align 4
  br label %28

28:                                               ; preds = %78, %27
  %29 = load i32, ptr %13, align 4
  %30 = load i32, ptr %10, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %81

32:                                               ; preds = %28
  %33 = load ptr, ptr %11, align 8
  %34 = load i32, ptr %12, align 4
  %35 = load i32, ptr %10, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %13, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %33, i64 %39
  store double 0.000000e+00, ptr %40, align 8
  store i32 0, ptr %14, align 4
  br label %41

41:                                               ; preds = %74, %32
  %42 = load i32, ptr %14, align 4
  %43 = load i32, ptr %9, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %77

45:                                               ; preds = %41
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %12, align 4
  %48 = load i32, ptr %9, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %14, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %46, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %14, align 4
  %57 = load i32, ptr %10, align 4
  %58 = mul nsw i32 %56, %57
  %59 = load i32, ptr %13, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %55, i64 %61
  %63 = load double, ptr %62, align 8
  %64 = load ptr, ptr %11, align 8
  %65 = load i32, ptr %12, align 4
  %66 = load i32, ptr %10, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %13, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %64, i64 %70
  %72 = load double, ptr %71, align 8
  %73 = call double @llvm.fmuladd.f64(double %54, double %63, double %72)
  store double %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %45
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %14, align 4
  br label %41, !llvm.loop !18

77:                                               ; preds = %41
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %13, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %13, align 4
  br label %28, !llvm.loop !19

81:                                               ; preds = %28
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %12, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %12, align 4
  br label %23, !llvm.loop !20

85:                                               ; preds = %23
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %86

86:                                               ; preds = %105, %85
  %87 = load i32, ptr %16, align 4
  %88 = load i32, ptr %8, align 4
  %89 = load i32, ptr %10, align 4
  %90 = mul nsw i32 %88, %89
  %91 = icmp slt i32 %87, %90
  br i1 %91, label %92, label %108

92:                                               ; preds = %86
  %93 = load ptr, ptr %11, align 8
  %94 = load i32, ptr %16, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %93, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = load ptr, ptr %11, align 8
  %99 = load i32, ptr %16, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %98, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load double, ptr %15, align 8
  %104 = call double @llvm.fmuladd.f64(double %97, double %102, double %103)
  store double %104, ptr %15, align 8
  br label %105

105:                                              ; preds = %92
  %106 = load i32, ptr %16, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %16, align 4
  br label %86, !llvm.loop !21

108:                                              ; preds = %86
  %109 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %109) #8
  %110 = load double, ptr %15, align 8
  ret double %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_result(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [64 x i8], align 16
  %14 = alloca [64 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %17 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %18 = load ptr, ptr %7, align 8
  %19 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %17, i64 noundef 64, ptr noundef @.str.4, ptr noundef %18) #8
  %20 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %21 = load ptr, ptr %7, align 8
  %22 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %20, i64 noundef 64, ptr noundef @.str.5, ptr noundef %21) #8
  %23 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  %24 = load ptr, ptr %8, align 8
  %25 = load ptr, ptr %8, align 8
  %26 = getelementptr inbounds %struct.Ctx, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = load ptr, ptr %8, align 8
  %29 = getelementptr inbounds %struct.Ctx, ptr %28, i32 0, i32 2
  %30 = load i32, ptr %29, align 8
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %31, i32 0, i32 3
  %33 = load i32, ptr %32, align 4
  %34 = mul nsw i32 %30, %33
  %35 = load ptr, ptr %9, align 8
  call void @check_grad(ptr noundef %23, ptr noundef @obj_A, ptr noundef %24, ptr noundef %27, i32 noundef %34, ptr noundef %35, double noundef 0x3EB0C6F7A0B5ED8D)
  %36 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 0
  %37 = load ptr, ptr %8, align 8
  %38 = load ptr, ptr %8, align 8
  %39 = getelementptr inbounds %struct.Ctx, ptr %38, i32 0, i32 1
  %40 = load ptr, ptr %39, align 8
  %41 = load ptr, ptr %8, align 8
  %42 = getelementptr inbounds %struct.Ctx, ptr %41, i32 0, i32 3
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %8, align 8
  %45 = getelementptr inbounds %struct.Ctx, ptr %44, i32 0, i32 4
  %46 = load i32, ptr %45, align 8
  %47 = mul nsw i32 %43, %46
  %48 = load ptr, ptr %10, align 8
  call void @check_grad(ptr noundef %36, ptr noundef @obj_B, ptr noundef %37, ptr noundef %40, i32 noundef %47, ptr noundef %48, double noundef 0x3EB0C6F7A0B5ED8D)
  store i32 0, ptr %15, align 4
  br label %49

49:                                               ; preds = %72, %6
  %50 = load i32, ptr %15, align 4
  %51 = load ptr, ptr %8, align 8
  %52 = getelementptr inbounds %struct.Ctx, ptr %51, i32 0, i32 2
  %53 = load i32, ptr %52, align 8
  %54 = load ptr, ptr %8, align 8
  %55 = getelementptr inbounds %struct.Ctx, ptr %54, i32 0, i32 3
  %56 = load i32, ptr %55, align 4
  %57 = mul nsw i32 %53, %56
  %58 = icmp slt i32 %50, %57
  br i1 %58, label %59, label %75

59:                                               ; preds = %49
  %60 = load i32, ptr %15, align 4
  %61 = load ptr, ptr %9, align 8
  %62 = load i32, ptr %15, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = load ptr, ptr %11, align 8
  %67 = load i32, ptr %15, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %66, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = call i32 @check(ptr noundef @.str.6, i32 noundef %60, double noundef %65, double noundef %70, double noundef 1.000000e-09)
  br label %72

72:                                               ; preds = %59
  %73 = load i32, ptr %15, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %15, align 4
  br label %49, !llvm.loop !22

75:                                               ; preds = %49
  store i32 0, ptr %16, align 4
  br label %76

76:                                               ; preds = %99, %75
  %77 = load i32, ptr %16, align 4
  %78 = load ptr, ptr %8, align 8
  %79 = getelementptr inbounds %struct.Ctx, ptr %78, i32 0, i32 3
  %80 = load i32, ptr %79, align 4
  %81 = load ptr, ptr %8, align 8
  %82 = getelementptr inbounds %struct.Ctx, ptr %81, i32 0, i32 4
  %83 = load i32, ptr %82, align 8
  %84 = mul nsw i32 %80, %83
  %85 = icmp slt i32 %77, %84
  br i1 %85, label %86, label %102

86:                                               ; preds = %76
  %87 = load i32, ptr %16, align 4
  %88 = load ptr, ptr %10, align 8
  %89 = load i32, ptr %16, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %88, i64 %90
  %92 = load double, ptr %91, align 8
  %93 = load ptr, ptr %12, align 8
  %94 = load i32, ptr %16, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %93, i64 %95
  %97 = load double, ptr %96, align 8
  %98 = call i32 @check(ptr noundef @.str.7, i32 noundef %87, double noundef %92, double noundef %97, double noundef 1.000000e-09)
  br label %99

99:                                               ; preds = %86
  %100 = load i32, ptr %16, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %16, align 4
  br label %76, !llvm.loop !23

102:                                              ; preds = %76
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @matloss_stack(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [64 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %69, %5
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %72

22:                                               ; preds = %18
  store i32 0, ptr %13, align 4
  br label %23

23:                                               ; preds = %65, %22
  %24 = load i32, ptr %13, align 4
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %68

27:                                               ; preds = %23
  store double 0.000000e+00, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %28

28:                                               ; preds = %53, %27
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %9, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %56

32:                                               ; preds = %28
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %12, align 4
  %35 = load i32, ptr %9, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %15, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %33, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %7, align 8
  %43 = load i32, ptr %15, align 4
  %44 = load i32, ptr %10, align 4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, ptr %42, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = load double, ptr %14, align 8
  %52 = call double @llvm.fmuladd.f64(double %41, double %50, double %51)
  store double %52, ptr %14, align 8
  br label %53

53:                                               ; preds = %32
  %54 = load i32, ptr %15, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %15, align 4
  br label %28, !llvm.loop !24

56:                                               ; preds = %28
  %57 = load double, ptr %14, align 8
  %58 = load i32, ptr %12, align 4
  %59 = load i32, ptr %10, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %13, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [64 x double], ptr %11, i64 0, i64 %63
  store double %57, ptr %64, align 8
  br label %65

65:                                               ; preds = %56
  %66 = load i32, ptr %13, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %13, align 4
  br label %23, !llvm.loop !25

68:                                               ; preds = %23
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %12, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %12, align 4
  br label %18, !llvm.loop !26

72:                                               ; preds = %18
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %73

73:                                               ; preds = %90, %72
  %74 = load i32, ptr %17, align 4
  %75 = load i32, ptr %8, align 4
  %76 = load i32, ptr %10, align 4
  %77 = mul nsw i32 %75, %76
  %78 = icmp slt i32 %74, %77
  br i1 %78, label %79, label %93

79:                                               ; preds = %73
  %80 = load i32, ptr %17, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x double], ptr %11, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = load i32, ptr %17, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x double], ptr %11, i64 0, i64 %85
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %16, align 8
  %89 = call double @llvm.fmuladd.f64(double %83, double %87, double %88)
  store double %89, ptr %16, align 8
  br label %90

90:                                               ; preds = %79
  %91 = load i32, ptr %17, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %17, align 4
  br label %73, !llvm.loop !27

93:                                               ; preds = %73
  %94 = load double, ptr %16, align 8
  ret double %94
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
  br label %32, !llvm.loop !28

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_A(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 5
  %9 = load i32, ptr %8, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %26

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Ctx, ptr %16, i32 0, i32 2
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 3
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %22, i32 0, i32 4
  %24 = load i32, ptr %23, align 8
  %25 = call double @matloss_stack(ptr noundef %12, ptr noundef %15, i32 noundef %18, i32 noundef %21, i32 noundef %24)
  br label %41

26:                                               ; preds = %2
  %27 = load ptr, ptr %3, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds %struct.Ctx, ptr %28, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %31, i32 0, i32 2
  %33 = load i32, ptr %32, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.Ctx, ptr %34, i32 0, i32 3
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.Ctx, ptr %37, i32 0, i32 4
  %39 = load i32, ptr %38, align 8
  %40 = call double @matloss(ptr noundef %27, ptr noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39)
  br label %41

41:                                               ; preds = %26, %11
  %42 = phi double [ %25, %11 ], [ %40, %26 ]
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %3, i32 noundef %4)
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
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_B(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 5
  %9 = load i32, ptr %8, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %26

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Ctx, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Ctx, ptr %16, i32 0, i32 2
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 3
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %22, i32 0, i32 4
  %24 = load i32, ptr %23, align 8
  %25 = call double @matloss_stack(ptr noundef %14, ptr noundef %15, i32 noundef %18, i32 noundef %21, i32 noundef %24)
  br label %41

26:                                               ; preds = %2
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.Ctx, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.Ctx, ptr %31, i32 0, i32 2
  %33 = load i32, ptr %32, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.Ctx, ptr %34, i32 0, i32 3
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.Ctx, ptr %37, i32 0, i32 4
  %39 = load i32, ptr %38, align 8
  %40 = call double @matloss(ptr noundef %29, ptr noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39)
  br label %41

41:                                               ; preds = %26, %11
  %42 = phi double [ %25, %11 ], [ %40, %26 ]
  ret double %42
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
  %48 = select i1 %46, ptr @.str.9, ptr @.str.10
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare i32 @printf(ptr noundef, ...) #2

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
