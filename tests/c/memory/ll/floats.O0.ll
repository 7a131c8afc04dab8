; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, float, ptr, i32 }

@main.ns = internal constant [2 x i32] [i32 16, i32 3], align 4
@.str = private unnamed_addr constant [8 x i8] c"fsum.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fscale.dx\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fscale.da\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"fmap.JTw\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"floats\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [12 x i8] c"%s(self fd)\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x float], align 16
  %3 = alloca [16 x float], align 16
  %4 = alloca [16 x float], align 16
  %5 = alloca [16 x float], align 16
  %6 = alloca [16 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Ctx, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca [16 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca [16 x double], align 16
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %29, %0
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 16
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  %25 = fptrunc double %24 to float
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 %27
  store float %25, ptr %28, align 4
  br label %29

29:                                               ; preds = %23
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %7, align 4
  br label %20, !llvm.loop !6

32:                                               ; preds = %20
  %33 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  call void @fill(ptr noundef %33, i32 noundef 16, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %8, align 4
  br label %34

34:                                               ; preds = %165, %32
  %35 = load i32, ptr %8, align 4
  %36 = icmp slt i32 %35, 2
  br i1 %36, label %37, label %168

37:                                               ; preds = %34
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %9, align 4
  %42 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 0
  %43 = load i32, ptr %9, align 4
  store i32 %43, ptr %42, align 8
  %44 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 1
  store float 0x3FE3333340000000, ptr %44, align 4
  %45 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 2
  %46 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  store ptr %46, ptr %45, align 8
  %47 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 3
  store i32 0, ptr %47, align 8
  %48 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %48, i8 0, i64 64, i1 false)
  %49 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 0
  %50 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  %51 = load i32, ptr %9, align 4
  %52 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @fsum, ptr noundef %49, ptr noundef %50, i32 noundef %51)
  %53 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 0
  %54 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  call void @check_float_grad(ptr noundef @.str, ptr noundef %10, ptr noundef %53, ptr noundef %54)
  %55 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 3
  store i32 1, ptr %55, align 8
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %114, %37
  %57 = load i32, ptr %11, align 4
  %58 = icmp slt i32 %57, 2
  br i1 %58, label %59, label %117

59:                                               ; preds = %56
  %60 = load i32, ptr %11, align 4
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, float 0xBFDCCCCCC0000000, float 0x3FE3333340000000
  store float %63, ptr %12, align 4
  %64 = load float, ptr %12, align 4
  %65 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 1
  store float %64, ptr %65, align 4
  %66 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %66, i8 0, i64 64, i1 false)
  %67 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 0
  %68 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  %69 = load float, ptr %12, align 4
  %70 = fpext float %69 to double
  %71 = load i32, ptr %9, align 4
  %72 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @fscale, ptr noundef %67, ptr noundef %68, double noundef %70, i32 noundef %71)
  store float %72, ptr %13, align 4
  %73 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 0
  %74 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  call void @check_float_grad(ptr noundef @.str.1, ptr noundef %10, ptr noundef %73, ptr noundef %74)
  store i32 0, ptr %15, align 4
  br label %75

75:                                               ; preds = %88, %59
  %76 = load i32, ptr %15, align 4
  %77 = load i32, ptr %9, align 4
  %78 = icmp slt i32 %76, %77
  br i1 %78, label %79, label %91

79:                                               ; preds = %75
  %80 = load i32, ptr %15, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = load i32, ptr %15, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %86
  store double %84, ptr %87, align 8
  br label %88

88:                                               ; preds = %79
  %89 = load i32, ptr %15, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %15, align 4
  br label %75, !llvm.loop !8

91:                                               ; preds = %75
  store double 1.000000e-04, ptr %16, align 8
  %92 = load i32, ptr %11, align 4
  %93 = load float, ptr %13, align 4
  %94 = fpext float %93 to double
  %95 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %96 = load float, ptr %12, align 4
  %97 = fpext float %96 to double
  %98 = load double, ptr %16, align 8
  %99 = fadd double %97, %98
  %100 = load i32, ptr %9, align 4
  %101 = call double @fscale_d(ptr noundef %95, double noundef %99, i32 noundef %100)
  %102 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %103 = load float, ptr %12, align 4
  %104 = fpext float %103 to double
  %105 = load double, ptr %16, align 8
  %106 = fsub double %104, %105
  %107 = load i32, ptr %9, align 4
  %108 = call double @fscale_d(ptr noundef %102, double noundef %106, i32 noundef %107)
  %109 = fsub double %101, %108
  %110 = load double, ptr %16, align 8
  %111 = fmul double 2.000000e+00, %110
  %112 = fdiv double %109, %111
  %113 = call i32 @check(ptr noundef @.str.2, i32 noundef %92, double noundef %94, double noundef %112, double noundef 1.000000e-04)
  br label %114

114:                                              ; preds = %91
  %115 = load i32, ptr %11, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %11, align 4
  br label %56, !llvm.loop !9

117:                                              ; preds = %56
  %118 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 3
  store i32 2, ptr %118, align 8
  %119 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %119, i8 0, i64 64, i1 false)
  store i32 0, ptr %17, align 4
  br label %120

120:                                              ; preds = %132, %117
  %121 = load i32, ptr %17, align 4
  %122 = icmp slt i32 %121, 16
  br i1 %122, label %123, label %135

123:                                              ; preds = %120
  %124 = load i32, ptr %17, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = fptrunc double %127 to float
  %129 = load i32, ptr %17, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %130
  store float %128, ptr %131, align 4
  br label %132

132:                                              ; preds = %123
  %133 = load i32, ptr %17, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %17, align 4
  br label %120, !llvm.loop !10

135:                                              ; preds = %120
  %136 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 0
  %137 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  %138 = getelementptr inbounds [16 x float], ptr %4, i64 0, i64 0
  %139 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 0
  %140 = load i32, ptr %9, align 4
  %141 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef @fmap, ptr noundef %136, ptr noundef %137, ptr noundef %138, ptr noundef %139, i32 noundef %140)
  store i32 0, ptr %19, align 4
  br label %142

142:                                              ; preds = %155, %135
  %143 = load i32, ptr %19, align 4
  %144 = icmp slt i32 %143, 16
  br i1 %144, label %145, label %158

145:                                              ; preds = %142
  %146 = load i32, ptr %19, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %147
  %149 = load double, ptr %148, align 8
  %150 = fptrunc double %149 to float
  %151 = fpext float %150 to double
  %152 = load i32, ptr %19, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [16 x double], ptr %18, i64 0, i64 %153
  store double %151, ptr %154, align 8
  br label %155

155:                                              ; preds = %145
  %156 = load i32, ptr %19, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %19, align 4
  br label %142, !llvm.loop !11

158:                                              ; preds = %142
  %159 = getelementptr inbounds [16 x double], ptr %18, i64 0, i64 0
  %160 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 2
  store ptr %159, ptr %160, align 8
  %161 = getelementptr inbounds [16 x float], ptr %2, i64 0, i64 0
  %162 = getelementptr inbounds [16 x float], ptr %3, i64 0, i64 0
  call void @check_float_grad(ptr noundef @.str.3, ptr noundef %10, ptr noundef %161, ptr noundef %162)
  %163 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 0
  %164 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 2
  store ptr %163, ptr %164, align 8
  br label %165

165:                                              ; preds = %158
  %166 = load i32, ptr %8, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %8, align 4
  br label %34, !llvm.loop !12

168:                                              ; preds = %34
  %169 = call i32 @finish(ptr noundef @.str.4)
  ret i32 %169
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
  br label %10, !llvm.loop !13

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare float @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %47, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %50

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = fmul float %16, %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = call float @sinf(float noundef %27) #7
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul float 5.000000e-01, %33
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  %38 = load i32, ptr %4, align 4
  %39 = srem i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %35, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fmul float %34, %42
  %44 = call float @llvm.fmuladd.f32(float %22, float %28, float %43)
  %45 = load float, ptr %5, align 4
  %46 = fadd float %45, %44
  store float %46, ptr %5, align 4
  br label %47

47:                                               ; preds = %11
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %7, !llvm.loop !14

50:                                               ; preds = %7
  %51 = load float, ptr %5, align 4
  ret float %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_float_grad(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [16 x double], align 16
  %10 = alloca [16 x double], align 16
  %11 = alloca [64 x i8], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %39, %4
  %15 = load i32, ptr %12, align 4
  %16 = load ptr, ptr %6, align 8
  %17 = getelementptr inbounds %struct.Ctx, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = icmp slt i32 %15, %18
  br i1 %19, label %20, label %42

20:                                               ; preds = %14
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %12, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fpext float %25 to double
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %28
  store double %26, ptr %29, align 8
  %30 = load ptr, ptr %8, align 8
  %31 = load i32, ptr %12, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %30, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fpext float %34 to double
  %36 = load i32, ptr %12, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 %37
  store double %35, ptr %38, align 8
  br label %39

39:                                               ; preds = %20
  %40 = load i32, ptr %12, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %12, align 4
  br label %14, !llvm.loop !15

42:                                               ; preds = %14
  %43 = load ptr, ptr %5, align 8
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 0
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds %struct.Ctx, ptr %46, i32 0, i32 0
  %48 = load i32, ptr %47, align 8
  %49 = getelementptr inbounds [16 x double], ptr %10, i64 0, i64 0
  call void @check_grad(ptr noundef %43, ptr noundef @obj_twin, ptr noundef %44, ptr noundef %45, i32 noundef %48, ptr noundef %49, double noundef 1.000000e-04)
  %50 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %51 = load ptr, ptr %5, align 8
  %52 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %50, i64 noundef 64, ptr noundef @.str.5, ptr noundef %51) #7
  store i32 0, ptr %13, align 4
  br label %53

53:                                               ; preds = %73, %42
  %54 = load i32, ptr %13, align 4
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds %struct.Ctx, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %56, align 8
  %58 = icmp slt i32 %54, %57
  br i1 %58, label %59, label %76

59:                                               ; preds = %53
  %60 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %61 = load i32, ptr %13, align 4
  %62 = load ptr, ptr %8, align 8
  %63 = load i32, ptr %13, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fpext float %66 to double
  %68 = load ptr, ptr %6, align 8
  %69 = load ptr, ptr %7, align 8
  %70 = load i32, ptr %13, align 4
  %71 = call double @fd_self(ptr noundef %68, ptr noundef %69, i32 noundef %70)
  %72 = call i32 @check(ptr noundef %60, i32 noundef %61, double noundef %67, double noundef %71, double noundef 2.000000e-02)
  br label %73

73:                                               ; preds = %59
  %74 = load i32, ptr %13, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %13, align 4
  br label %53, !llvm.loop !16

76:                                               ; preds = %53
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fscale(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load float, ptr %5, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fmul float %14, %19
  %21 = call float @expf(float noundef %20) #7
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = load float, ptr %7, align 4
  %28 = call float @llvm.fmuladd.f32(float %21, float %26, float %27)
  store float %28, ptr %7, align 4
  br label %29

29:                                               ; preds = %13
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %9, !llvm.loop !17

32:                                               ; preds = %9
  %33 = load float, ptr %7, align 4
  %34 = load float, ptr %5, align 4
  %35 = load float, ptr %5, align 4
  %36 = call float @llvm.fmuladd.f32(float %34, float %35, float 1.000000e+00)
  %37 = fdiv float %33, %36
  ret float %37
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fscale_d(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
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
  %21 = call double @exp(double noundef %20) #7
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
  br label %9, !llvm.loop !18

32:                                               ; preds = %9
  %33 = load double, ptr %7, align 8
  %34 = load double, ptr %5, align 8
  %35 = load double, ptr %5, align 8
  %36 = call double @llvm.fmuladd.f64(double %34, double %35, double 1.000000e+00)
  %37 = fdiv double %33, %36
  ret double %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fmap(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %44, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %47

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = call float @cosf(float noundef %17) #7
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  %22 = load i32, ptr %6, align 4
  %23 = srem i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %19, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = fmul float 2.500000e-01, %31
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul float %32, %37
  %39 = call float @llvm.fmuladd.f32(float %18, float %26, float %38)
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %40, i64 %42
  store float %39, ptr %43, align 4
  br label %44

44:                                               ; preds = %12
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %7, align 4
  br label %8, !llvm.loop !19

47:                                               ; preds = %8
  ret void
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare float @sinf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

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
  br label %32, !llvm.loop !20

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj_twin(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [16 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  store ptr %10, ptr %6, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 3
  %13 = load i32, ptr %12, align 8
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %21

15:                                               ; preds = %2
  %16 = load ptr, ptr %4, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Ctx, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = call double @fsum_d(ptr noundef %16, i32 noundef %19)
  store double %20, ptr %3, align 8
  br label %67

21:                                               ; preds = %2
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.Ctx, ptr %22, i32 0, i32 3
  %24 = load i32, ptr %23, align 8
  %25 = icmp eq i32 %24, 1
  br i1 %25, label %26, label %36

26:                                               ; preds = %21
  %27 = load ptr, ptr %4, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.Ctx, ptr %28, i32 0, i32 1
  %30 = load float, ptr %29, align 4
  %31 = fpext float %30 to double
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.Ctx, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 8
  %35 = call double @fscale_d(ptr noundef %27, double noundef %31, i32 noundef %34)
  store double %35, ptr %3, align 8
  br label %67

36:                                               ; preds = %21
  store double 0.000000e+00, ptr %8, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 0
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds %struct.Ctx, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 8
  call void @fmap_d(ptr noundef %37, ptr noundef %38, i32 noundef %41)
  store i32 0, ptr %9, align 4
  br label %42

42:                                               ; preds = %62, %36
  %43 = load i32, ptr %9, align 4
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.Ctx, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %45, align 8
  %47 = icmp slt i32 %43, %46
  br i1 %47, label %48, label %65

48:                                               ; preds = %42
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.Ctx, ptr %49, i32 0, i32 2
  %51 = load ptr, ptr %50, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  %55 = load double, ptr %54, align 8
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = load double, ptr %8, align 8
  %61 = call double @llvm.fmuladd.f64(double %55, double %59, double %60)
  store double %61, ptr %8, align 8
  br label %62

62:                                               ; preds = %48
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4
  br label %42, !llvm.loop !21

65:                                               ; preds = %42
  %66 = load double, ptr %8, align 8
  store double %66, ptr %3, align 8
  br label %67

67:                                               ; preds = %65, %26, %15
  %68 = load double, ptr %3, align 8
  ret double %68
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd_self(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x float], align 16
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca [16 x float], align 16
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %17 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 0
  %18 = load ptr, ptr %5, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = sext i32 %21 to i64
  %23 = mul i64 %22, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 4 %18, i64 %23, i1 false)
  store float 0x3F847AE140000000, ptr %8, align 4
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = load float, ptr %8, align 4
  %30 = fadd float %28, %29
  store float %30, ptr %9, align 4
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr %8, align 4
  %37 = fsub float %35, %36
  store float %37, ptr %10, align 4
  store i32 0, ptr %13, align 4
  br label %38

38:                                               ; preds = %119, %3
  %39 = load i32, ptr %13, align 4
  %40 = icmp slt i32 %39, 2
  br i1 %40, label %41, label %122

41:                                               ; preds = %38
  %42 = load i32, ptr %13, align 4
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = load float, ptr %10, align 4
  br label %48

46:                                               ; preds = %41
  %47 = load float, ptr %9, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi float [ %45, %44 ], [ %47, %46 ]
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 %51
  store float %49, ptr %52, align 4
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds %struct.Ctx, ptr %53, i32 0, i32 3
  %55 = load i32, ptr %54, align 8
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %64

57:                                               ; preds = %48
  %58 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 0
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds %struct.Ctx, ptr %59, i32 0, i32 0
  %61 = load i32, ptr %60, align 8
  %62 = call float @fsum(ptr noundef %58, i32 noundef %61)
  %63 = fpext float %62 to double
  store double %63, ptr %14, align 8
  br label %111

64:                                               ; preds = %48
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.Ctx, ptr %65, i32 0, i32 3
  %67 = load i32, ptr %66, align 8
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %79

69:                                               ; preds = %64
  %70 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 0
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.Ctx, ptr %71, i32 0, i32 1
  %73 = load float, ptr %72, align 4
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds %struct.Ctx, ptr %74, i32 0, i32 0
  %76 = load i32, ptr %75, align 8
  %77 = call float @fscale(ptr noundef %70, float noundef %73, i32 noundef %76)
  %78 = fpext float %77 to double
  store double %78, ptr %14, align 8
  br label %110

79:                                               ; preds = %64
  %80 = getelementptr inbounds [16 x float], ptr %7, i64 0, i64 0
  %81 = getelementptr inbounds [16 x float], ptr %15, i64 0, i64 0
  %82 = load ptr, ptr %4, align 8
  %83 = getelementptr inbounds %struct.Ctx, ptr %82, i32 0, i32 0
  %84 = load i32, ptr %83, align 8
  call void @fmap(ptr noundef %80, ptr noundef %81, i32 noundef %84)
  store double 0.000000e+00, ptr %14, align 8
  store i32 0, ptr %16, align 4
  br label %85

85:                                               ; preds = %106, %79
  %86 = load i32, ptr %16, align 4
  %87 = load ptr, ptr %4, align 8
  %88 = getelementptr inbounds %struct.Ctx, ptr %87, i32 0, i32 0
  %89 = load i32, ptr %88, align 8
  %90 = icmp slt i32 %86, %89
  br i1 %90, label %91, label %109

91:                                               ; preds = %85
  %92 = load ptr, ptr %4, align 8
  %93 = getelementptr inbounds %struct.Ctx, ptr %92, i32 0, i32 2
  %94 = load ptr, ptr %93, align 8
  %95 = load i32, ptr %16, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds double, ptr %94, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load i32, ptr %16, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [16 x float], ptr %15, i64 0, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fpext float %102 to double
  %104 = load double, ptr %14, align 8
  %105 = call double @llvm.fmuladd.f64(double %98, double %103, double %104)
  store double %105, ptr %14, align 8
  br label %106

106:                                              ; preds = %91
  %107 = load i32, ptr %16, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %16, align 4
  br label %85, !llvm.loop !22

109:                                              ; preds = %85
  br label %110

110:                                              ; preds = %109, %69
  br label %111

111:                                              ; preds = %110, %57
  %112 = load i32, ptr %13, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %116

114:                                              ; preds = %111
  %115 = load double, ptr %14, align 8
  store double %115, ptr %12, align 8
  br label %118

116:                                              ; preds = %111
  %117 = load double, ptr %14, align 8
  store double %117, ptr %11, align 8
  br label %118

118:                                              ; preds = %116, %114
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %13, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %13, align 4
  br label %38, !llvm.loop !23

122:                                              ; preds = %38
  %123 = load double, ptr %11, align 8
  %124 = load double, ptr %12, align 8
  %125 = fsub double %123, %124
  %126 = load float, ptr %9, align 4
  %127 = fpext float %126 to double
  %128 = load float, ptr %10, align 4
  %129 = fpext float %128 to double
  %130 = fsub double %127, %129
  %131 = fdiv double %125, %130
  ret double %131
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
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fsum_d(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %47, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %50

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = fmul double %16, %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = call double @sin(double noundef %27) #7
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = fmul double 5.000000e-01, %33
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  %38 = load i32, ptr %4, align 4
  %39 = srem i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %35, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = fmul double %34, %42
  %44 = call double @llvm.fmuladd.f64(double %22, double %28, double %43)
  %45 = load double, ptr %5, align 8
  %46 = fadd double %45, %44
  store double %46, ptr %5, align 8
  br label %47

47:                                               ; preds = %11
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %7, !llvm.loop !24

50:                                               ; preds = %7
  %51 = load double, ptr %5, align 8
  ret double %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fmap_d(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %44, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %47

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = call double @cos(double noundef %17) #7
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = add nsw i32 %20, 1
  %22 = load i32, ptr %6, align 4
  %23 = srem i32 %21, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %19, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  %31 = load double, ptr %30, align 8
  %32 = fmul double 2.500000e-01, %31
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = fmul double %32, %37
  %39 = call double @llvm.fmuladd.f64(double %18, double %26, double %38)
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  store double %39, ptr %43, align 8
  br label %44

44:                                               ; preds = %12
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %7, align 4
  br label %8, !llvm.loop !25

47:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare float @expf(float noundef) #4

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

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare float @cosf(float noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
