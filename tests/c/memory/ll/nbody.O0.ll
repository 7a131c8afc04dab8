; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Body = type { double, double, double, double, double, double, double }
%struct.Ctx = type { i32, i32 }

@main.field = internal global [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str = private unnamed_addr constant [3 x i8] c"dx\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dy\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"dz\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dvx\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"dvy\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dvz\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"dm\00", align 1
@main.steps = internal constant [3 x i32] [i32 10, i32 1, i32 0], align 4
@main.nbs = internal constant [3 x i32] [i32 4, i32 4, i32 2], align 4
@enzyme_const = dso_local global i32 0, align 4
@.str.7 = private unnamed_addr constant [13 x i8] c"nbody[%d].%s\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"nbody\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.9 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.12 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.Body], align 16
  %3 = alloca [4 x %struct.Body], align 16
  %4 = alloca [4 x %struct.Body], align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Ctx, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [32 x i8], align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %78, %0
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %81

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = sitofp i32 %20 to double
  %22 = fmul double 1.700000e+00, %21
  store double %22, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = call double @cos(double noundef %23) #7
  %25 = load i32, ptr %5, align 4
  %26 = sitofp i32 %25 to double
  %27 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %26, double 1.000000e+00)
  %28 = fmul double %24, %27
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.Body, ptr %31, i32 0, i32 0
  store double %28, ptr %32, align 8
  %33 = load double, ptr %6, align 8
  %34 = call double @sin(double noundef %33) #7
  %35 = load i32, ptr %5, align 4
  %36 = sitofp i32 %35 to double
  %37 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %36, double 1.000000e+00)
  %38 = fmul double %34, %37
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %40
  %42 = getelementptr inbounds %struct.Body, ptr %41, i32 0, i32 1
  store double %38, ptr %42, align 8
  %43 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  %44 = fmul double 1.000000e-01, %43
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %46
  %48 = getelementptr inbounds %struct.Body, ptr %47, i32 0, i32 2
  store double %44, ptr %48, align 8
  %49 = load double, ptr %6, align 8
  %50 = call double @sin(double noundef %49) #7
  %51 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  %52 = fmul double 5.000000e-02, %51
  %53 = call double @llvm.fmuladd.f64(double -5.000000e-01, double %50, double %52)
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %55
  %57 = getelementptr inbounds %struct.Body, ptr %56, i32 0, i32 3
  store double %53, ptr %57, align 8
  %58 = load double, ptr %6, align 8
  %59 = call double @cos(double noundef %58) #7
  %60 = fmul double 5.000000e-01, %59
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %62
  %64 = getelementptr inbounds %struct.Body, ptr %63, i32 0, i32 4
  store double %60, ptr %64, align 8
  %65 = call double @urand(double noundef -1.000000e+00, double noundef 1.000000e+00)
  %66 = fmul double 5.000000e-02, %65
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.Body, ptr %69, i32 0, i32 5
  store double %66, ptr %70, align 8
  %71 = load i32, ptr %5, align 4
  %72 = sitofp i32 %71 to double
  %73 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %72, double 5.000000e-01)
  %74 = load i32, ptr %5, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 %75
  %77 = getelementptr inbounds %struct.Body, ptr %76, i32 0, i32 6
  store double %73, ptr %77, align 8
  br label %78

78:                                               ; preds = %19
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %5, align 4
  br label %16, !llvm.loop !6

81:                                               ; preds = %16
  store i32 0, ptr %7, align 4
  br label %82

82:                                               ; preds = %164, %81
  %83 = load i32, ptr %7, align 4
  %84 = icmp slt i32 %83, 3
  br i1 %84, label %85, label %167

85:                                               ; preds = %82
  %86 = load i32, ptr %7, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [3 x i32], ptr @main.nbs, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %8, align 4
  %90 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 0
  %91 = load i32, ptr %8, align 4
  store i32 %91, ptr %90, align 4
  %92 = getelementptr inbounds %struct.Ctx, ptr %9, i32 0, i32 1
  %93 = load i32, ptr %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  store i32 %96, ptr %92, align 4
  %97 = getelementptr inbounds [4 x %struct.Body], ptr %3, i64 0, i64 0
  %98 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %97, ptr align 16 %98, i64 224, i1 false)
  %99 = getelementptr inbounds [4 x %struct.Body], ptr %4, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %99, i8 0, i64 224, i1 false)
  %100 = getelementptr inbounds [4 x %struct.Body], ptr %3, i64 0, i64 0
  %101 = getelementptr inbounds [4 x %struct.Body], ptr %4, i64 0, i64 0
  %102 = load i32, ptr %8, align 4
  %103 = load i32, ptr %7, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = load i32, ptr @enzyme_const, align 4
  %108 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @nbody, ptr noundef %100, ptr noundef %101, i32 noundef %102, i32 noundef %106, i32 noundef %107, double noundef 1.000000e-02)
  %109 = getelementptr inbounds [4 x %struct.Body], ptr %2, i64 0, i64 0
  store ptr %109, ptr %10, align 8
  %110 = getelementptr inbounds [4 x %struct.Body], ptr %4, i64 0, i64 0
  store ptr %110, ptr %11, align 8
  %111 = load i32, ptr %8, align 4
  %112 = mul nsw i32 %111, 7
  %113 = sext i32 %112 to i64
  %114 = mul i64 %113, 8
  %115 = call noalias ptr @malloc(i64 noundef %114) #8
  store ptr %115, ptr %12, align 8
  %116 = load ptr, ptr %12, align 8
  %117 = load ptr, ptr %10, align 8
  %118 = load i32, ptr %8, align 4
  %119 = mul nsw i32 %118, 7
  %120 = sext i32 %119 to i64
  %121 = mul i64 %120, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %116, ptr align 8 %117, i64 %121, i1 false)
  store i32 0, ptr %13, align 4
  br label %122

122:                                              ; preds = %159, %85
  %123 = load i32, ptr %13, align 4
  %124 = load i32, ptr %8, align 4
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %126, label %162

126:                                              ; preds = %122
  store i32 0, ptr %14, align 4
  br label %127

127:                                              ; preds = %155, %126
  %128 = load i32, ptr %14, align 4
  %129 = icmp slt i32 %128, 7
  br i1 %129, label %130, label %158

130:                                              ; preds = %127
  %131 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %132 = load i32, ptr %13, align 4
  %133 = load i32, ptr %14, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %134
  %136 = load ptr, ptr %135, align 8
  %137 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %131, i64 noundef 32, ptr noundef @.str.7, i32 noundef %132, ptr noundef %136) #7
  %138 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0
  %139 = load i32, ptr %7, align 4
  %140 = load ptr, ptr %11, align 8
  %141 = load i32, ptr %13, align 4
  %142 = mul nsw i32 7, %141
  %143 = load i32, ptr %14, align 4
  %144 = add nsw i32 %142, %143
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %140, i64 %145
  %147 = load double, ptr %146, align 8
  %148 = load ptr, ptr %12, align 8
  %149 = load i32, ptr %13, align 4
  %150 = mul nsw i32 7, %149
  %151 = load i32, ptr %14, align 4
  %152 = add nsw i32 %150, %151
  %153 = call double @fd_coord(ptr noundef @obj, ptr noundef %9, ptr noundef %148, i32 noundef %152)
  %154 = call i32 @check(ptr noundef %138, i32 noundef %139, double noundef %147, double noundef %153, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %155

155:                                              ; preds = %130
  %156 = load i32, ptr %14, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %14, align 4
  br label %127, !llvm.loop !8

158:                                              ; preds = %127
  br label %159

159:                                              ; preds = %158
  %160 = load i32, ptr %13, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %13, align 4
  br label %122, !llvm.loop !9

162:                                              ; preds = %122
  %163 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %163) #7
  br label %164

164:                                              ; preds = %162
  %165 = load i32, ptr %7, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %7, align 4
  br label %82, !llvm.loop !10

167:                                              ; preds = %82
  %168 = call i32 @finish(ptr noundef @.str.8)
  ret i32 %168
}

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #1

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @nbody(ptr noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %6, align 4
  %23 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %24 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %25 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @accel(ptr noundef %21, i32 noundef %22, ptr noundef %23, ptr noundef %24, ptr noundef %25)
  store i32 0, ptr %12, align 4
  br label %26

26:                                               ; preds = %174, %4
  %27 = load i32, ptr %12, align 4
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %177

30:                                               ; preds = %26
  store i32 0, ptr %13, align 4
  br label %31

31:                                               ; preds = %117, %30
  %32 = load i32, ptr %13, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %120

35:                                               ; preds = %31
  %36 = load double, ptr %8, align 8
  %37 = fmul double 5.000000e-01, %36
  %38 = load i32, ptr %13, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = load ptr, ptr %5, align 8
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.Body, ptr %42, i64 %44
  %46 = getelementptr inbounds %struct.Body, ptr %45, i32 0, i32 3
  %47 = load double, ptr %46, align 8
  %48 = call double @llvm.fmuladd.f64(double %37, double %41, double %47)
  store double %48, ptr %46, align 8
  %49 = load double, ptr %8, align 8
  %50 = fmul double 5.000000e-01, %49
  %51 = load i32, ptr %13, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %13, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.Body, ptr %55, i64 %57
  %59 = getelementptr inbounds %struct.Body, ptr %58, i32 0, i32 4
  %60 = load double, ptr %59, align 8
  %61 = call double @llvm.fmuladd.f64(double %50, double %54, double %60)
  store double %61, ptr %59, align 8
  %62 = load double, ptr %8, align 8
  %63 = fmul double 5.000000e-01, %62
  %64 = load i32, ptr %13, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds %struct.Body, ptr %68, i64 %70
  %72 = getelementptr inbounds %struct.Body, ptr %71, i32 0, i32 5
  %73 = load double, ptr %72, align 8
  %74 = call double @llvm.fmuladd.f64(double %63, double %67, double %73)
  store double %74, ptr %72, align 8
  %75 = load double, ptr %8, align 8
  %76 = load ptr, ptr %5, align 8
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds %struct.Body, ptr %76, i64 %78
  %80 = getelementptr inbounds %struct.Body, ptr %79, i32 0, i32 3
  %81 = load double, ptr %80, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %13, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds %struct.Body, ptr %82, i64 %84
  %86 = getelementptr inbounds %struct.Body, ptr %85, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = call double @llvm.fmuladd.f64(double %75, double %81, double %87)
  store double %88, ptr %86, align 8
  %89 = load double, ptr %8, align 8
  %90 = load ptr, ptr %5, align 8
  %91 = load i32, ptr %13, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds %struct.Body, ptr %90, i64 %92
  %94 = getelementptr inbounds %struct.Body, ptr %93, i32 0, i32 4
  %95 = load double, ptr %94, align 8
  %96 = load ptr, ptr %5, align 8
  %97 = load i32, ptr %13, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds %struct.Body, ptr %96, i64 %98
  %100 = getelementptr inbounds %struct.Body, ptr %99, i32 0, i32 1
  %101 = load double, ptr %100, align 8
  %102 = call double @llvm.fmuladd.f64(double %89, double %95, double %101)
  store double %102, ptr %100, align 8
  %103 = load double, ptr %8, align 8
  %104 = load ptr, ptr %5, align 8
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %struct.Body, ptr %104, i64 %106
  %108 = getelementptr inbounds %struct.Body, ptr %107, i32 0, i32 5
  %109 = load double, ptr %108, align 8
  %110 = load ptr, ptr %5, align 8
  %111 = load i32, ptr %13, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds %struct.Body, ptr %110, i64 %112
  %114 = getelementptr inbounds %struct.Body, ptr %113, i32 0, i32 2
  %115 = load double, ptr %114, align 8
  %116 = call double @llvm.fmuladd.f64(double %103, double %109, double %115)
  store double %116, ptr %114, align 8
  br label %117

117:                                              ; preds = %35
  %118 = load i32, ptr %13, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %13, align 4
  br label %31, !llvm.loop !11

120:                                              ; preds = %31
  %121 = load ptr, ptr %5, align 8
  %122 = load i32, ptr %6, align 4
  %123 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 0
  %124 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 0
  %125 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 0
  call void @accel(ptr noundef %121, i32 noundef %122, ptr noundef %123, ptr noundef %124, ptr noundef %125)
  store i32 0, ptr %14, align 4
  br label %126

126:                                              ; preds = %170, %120
  %127 = load i32, ptr %14, align 4
  %128 = load i32, ptr %6, align 4
  %129 = icmp slt i32 %127, %128
  br i1 %129, label %130, label %173

130:                                              ; preds = %126
  %131 = load double, ptr %8, align 8
  %132 = fmul double 5.000000e-01, %131
  %133 = load i32, ptr %14, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %134
  %136 = load double, ptr %135, align 8
  %137 = load ptr, ptr %5, align 8
  %138 = load i32, ptr %14, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds %struct.Body, ptr %137, i64 %139
  %141 = getelementptr inbounds %struct.Body, ptr %140, i32 0, i32 3
  %142 = load double, ptr %141, align 8
  %143 = call double @llvm.fmuladd.f64(double %132, double %136, double %142)
  store double %143, ptr %141, align 8
  %144 = load double, ptr %8, align 8
  %145 = fmul double 5.000000e-01, %144
  %146 = load i32, ptr %14, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %147
  %149 = load double, ptr %148, align 8
  %150 = load ptr, ptr %5, align 8
  %151 = load i32, ptr %14, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds %struct.Body, ptr %150, i64 %152
  %154 = getelementptr inbounds %struct.Body, ptr %153, i32 0, i32 4
  %155 = load double, ptr %154, align 8
  %156 = call double @llvm.fmuladd.f64(double %145, double %149, double %155)
  store double %156, ptr %154, align 8
  %157 = load double, ptr %8, align 8
  %158 = fmul double 5.000000e-01, %157
  %159 = load i32, ptr %14, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %160
  %162 = load double, ptr %161, align 8
  %163 = load ptr, ptr %5, align 8
  %164 = load i32, ptr %14, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds %struct.Body, ptr %163, i64 %165
  %167 = getelementptr inbounds %struct.Body, ptr %166, i32 0, i32 5
  %168 = load double, ptr %167, align 8
  %169 = call double @llvm.fmuladd.f64(double %158, double %162, double %168)
  store double %169, ptr %167, align 8
  br label %170

170:                                              ; preds = %130
  %171 = load i32, ptr %14, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %14, align 4
  br label %126, !llvm.loop !12

173:                                              ; preds = %126
  br label %174

174:                                              ; preds = %173
  %175 = load i32, ptr %12, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %12, align 4
  br label %26, !llvm.loop !13

177:                                              ; preds = %26
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %178

178:                                              ; preds = %336, %177
  %179 = load i32, ptr %16, align 4
  %180 = load i32, ptr %6, align 4
  %181 = icmp slt i32 %179, %180
  br i1 %181, label %182, label %339

182:                                              ; preds = %178
  %183 = load ptr, ptr %5, align 8
  %184 = load i32, ptr %16, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds %struct.Body, ptr %183, i64 %185
  %187 = getelementptr inbounds %struct.Body, ptr %186, i32 0, i32 6
  %188 = load double, ptr %187, align 8
  %189 = fmul double 5.000000e-01, %188
  %190 = load ptr, ptr %5, align 8
  %191 = load i32, ptr %16, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds %struct.Body, ptr %190, i64 %192
  %194 = getelementptr inbounds %struct.Body, ptr %193, i32 0, i32 3
  %195 = load double, ptr %194, align 8
  %196 = load ptr, ptr %5, align 8
  %197 = load i32, ptr %16, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds %struct.Body, ptr %196, i64 %198
  %200 = getelementptr inbounds %struct.Body, ptr %199, i32 0, i32 3
  %201 = load double, ptr %200, align 8
  %202 = load ptr, ptr %5, align 8
  %203 = load i32, ptr %16, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds %struct.Body, ptr %202, i64 %204
  %206 = getelementptr inbounds %struct.Body, ptr %205, i32 0, i32 4
  %207 = load double, ptr %206, align 8
  %208 = load ptr, ptr %5, align 8
  %209 = load i32, ptr %16, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds %struct.Body, ptr %208, i64 %210
  %212 = getelementptr inbounds %struct.Body, ptr %211, i32 0, i32 4
  %213 = load double, ptr %212, align 8
  %214 = fmul double %207, %213
  %215 = call double @llvm.fmuladd.f64(double %195, double %201, double %214)
  %216 = load ptr, ptr %5, align 8
  %217 = load i32, ptr %16, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds %struct.Body, ptr %216, i64 %218
  %220 = getelementptr inbounds %struct.Body, ptr %219, i32 0, i32 5
  %221 = load double, ptr %220, align 8
  %222 = load ptr, ptr %5, align 8
  %223 = load i32, ptr %16, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds %struct.Body, ptr %222, i64 %224
  %226 = getelementptr inbounds %struct.Body, ptr %225, i32 0, i32 5
  %227 = load double, ptr %226, align 8
  %228 = call double @llvm.fmuladd.f64(double %221, double %227, double %215)
  %229 = load double, ptr %15, align 8
  %230 = call double @llvm.fmuladd.f64(double %189, double %228, double %229)
  store double %230, ptr %15, align 8
  %231 = load i32, ptr %16, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %17, align 4
  br label %233

233:                                              ; preds = %304, %182
  %234 = load i32, ptr %17, align 4
  %235 = load i32, ptr %6, align 4
  %236 = icmp slt i32 %234, %235
  br i1 %236, label %237, label %307

237:                                              ; preds = %233
  %238 = load ptr, ptr %5, align 8
  %239 = load i32, ptr %17, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds %struct.Body, ptr %238, i64 %240
  %242 = getelementptr inbounds %struct.Body, ptr %241, i32 0, i32 0
  %243 = load double, ptr %242, align 8
  %244 = load ptr, ptr %5, align 8
  %245 = load i32, ptr %16, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds %struct.Body, ptr %244, i64 %246
  %248 = getelementptr inbounds %struct.Body, ptr %247, i32 0, i32 0
  %249 = load double, ptr %248, align 8
  %250 = fsub double %243, %249
  store double %250, ptr %18, align 8
  %251 = load ptr, ptr %5, align 8
  %252 = load i32, ptr %17, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds %struct.Body, ptr %251, i64 %253
  %255 = getelementptr inbounds %struct.Body, ptr %254, i32 0, i32 1
  %256 = load double, ptr %255, align 8
  %257 = load ptr, ptr %5, align 8
  %258 = load i32, ptr %16, align 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds %struct.Body, ptr %257, i64 %259
  %261 = getelementptr inbounds %struct.Body, ptr %260, i32 0, i32 1
  %262 = load double, ptr %261, align 8
  %263 = fsub double %256, %262
  store double %263, ptr %19, align 8
  %264 = load ptr, ptr %5, align 8
  %265 = load i32, ptr %17, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds %struct.Body, ptr %264, i64 %266
  %268 = getelementptr inbounds %struct.Body, ptr %267, i32 0, i32 2
  %269 = load double, ptr %268, align 8
  %270 = load ptr, ptr %5, align 8
  %271 = load i32, ptr %16, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds %struct.Body, ptr %270, i64 %272
  %274 = getelementptr inbounds %struct.Body, ptr %273, i32 0, i32 2
  %275 = load double, ptr %274, align 8
  %276 = fsub double %269, %275
  store double %276, ptr %20, align 8
  %277 = load ptr, ptr %5, align 8
  %278 = load i32, ptr %16, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds %struct.Body, ptr %277, i64 %279
  %281 = getelementptr inbounds %struct.Body, ptr %280, i32 0, i32 6
  %282 = load double, ptr %281, align 8
  %283 = load ptr, ptr %5, align 8
  %284 = load i32, ptr %17, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds %struct.Body, ptr %283, i64 %285
  %287 = getelementptr inbounds %struct.Body, ptr %286, i32 0, i32 6
  %288 = load double, ptr %287, align 8
  %289 = fmul double %282, %288
  %290 = load double, ptr %18, align 8
  %291 = load double, ptr %18, align 8
  %292 = load double, ptr %19, align 8
  %293 = load double, ptr %19, align 8
  %294 = fmul double %292, %293
  %295 = call double @llvm.fmuladd.f64(double %290, double %291, double %294)
  %296 = load double, ptr %20, align 8
  %297 = load double, ptr %20, align 8
  %298 = call double @llvm.fmuladd.f64(double %296, double %297, double %295)
  %299 = fadd double %298, 5.000000e-02
  %300 = call double @sqrt(double noundef %299) #7
  %301 = fdiv double %289, %300
  %302 = load double, ptr %15, align 8
  %303 = fsub double %302, %301
  store double %303, ptr %15, align 8
  br label %304

304:                                              ; preds = %237
  %305 = load i32, ptr %17, align 4
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %17, align 4
  br label %233, !llvm.loop !14

307:                                              ; preds = %233
  %308 = load ptr, ptr %5, align 8
  %309 = load i32, ptr %16, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds %struct.Body, ptr %308, i64 %310
  %312 = getelementptr inbounds %struct.Body, ptr %311, i32 0, i32 0
  %313 = load double, ptr %312, align 8
  %314 = load ptr, ptr %5, align 8
  %315 = load i32, ptr %16, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds %struct.Body, ptr %314, i64 %316
  %318 = getelementptr inbounds %struct.Body, ptr %317, i32 0, i32 1
  %319 = load double, ptr %318, align 8
  %320 = fmul double 2.000000e-01, %319
  %321 = fneg double %320
  %322 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %313, double %321)
  %323 = load i32, ptr %16, align 4
  %324 = add nsw i32 %323, 1
  %325 = sitofp i32 %324 to double
  %326 = fmul double 1.000000e-01, %325
  %327 = load ptr, ptr %5, align 8
  %328 = load i32, ptr %16, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds %struct.Body, ptr %327, i64 %329
  %331 = getelementptr inbounds %struct.Body, ptr %330, i32 0, i32 2
  %332 = load double, ptr %331, align 8
  %333 = call double @llvm.fmuladd.f64(double %326, double %332, double %322)
  %334 = load double, ptr %15, align 8
  %335 = fadd double %334, %333
  store double %335, ptr %15, align 8
  br label %336

336:                                              ; preds = %307
  %337 = load i32, ptr %16, align 4
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %16, align 4
  br label %178, !llvm.loop !15

339:                                              ; preds = %178
  %340 = load double, ptr %15, align 8
  ret double %340
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

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
  %48 = select i1 %46, ptr @.str.10, ptr @.str.11
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %41, i32 noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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
define internal double @obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [4 x %struct.Body], align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds [4 x %struct.Body], ptr %6, i64 0, i64 0
  %9 = load ptr, ptr %3, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Ctx, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 56
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %9, i64 %14, i1 false)
  %15 = getelementptr inbounds [4 x %struct.Body], ptr %6, i64 0, i64 0
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.Ctx, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Ctx, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = call double @nbody(ptr noundef %15, i32 noundef %18, i32 noundef %21, double noundef 1.000000e-02)
  ret double %22
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @finish(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @n_fail, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %3, i32 noundef %4)
  %6 = load i32, ptr @n_fail, align 4
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i64
  %9 = select i1 %7, i32 1, i32 0
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accel(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %18

18:                                               ; preds = %133, %5
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %7, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %136

22:                                               ; preds = %18
  %23 = load ptr, ptr %10, align 8
  %24 = load i32, ptr %11, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  store double 0.000000e+00, ptr %26, align 8
  %27 = load ptr, ptr %9, align 8
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %27, i64 %29
  store double 0.000000e+00, ptr %30, align 8
  %31 = load ptr, ptr %8, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  store double 0.000000e+00, ptr %34, align 8
  store i32 0, ptr %12, align 4
  br label %35

35:                                               ; preds = %129, %22
  %36 = load i32, ptr %12, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %132

39:                                               ; preds = %35
  %40 = load i32, ptr %12, align 4
  %41 = load i32, ptr %11, align 4
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %39
  br label %129

44:                                               ; preds = %39
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %12, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.Body, ptr %45, i64 %47
  %49 = getelementptr inbounds %struct.Body, ptr %48, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = load ptr, ptr %6, align 8
  %52 = load i32, ptr %11, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.Body, ptr %51, i64 %53
  %55 = getelementptr inbounds %struct.Body, ptr %54, i32 0, i32 0
  %56 = load double, ptr %55, align 8
  %57 = fsub double %50, %56
  store double %57, ptr %13, align 8
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %12, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.Body, ptr %58, i64 %60
  %62 = getelementptr inbounds %struct.Body, ptr %61, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = load ptr, ptr %6, align 8
  %65 = load i32, ptr %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds %struct.Body, ptr %64, i64 %66
  %68 = getelementptr inbounds %struct.Body, ptr %67, i32 0, i32 1
  %69 = load double, ptr %68, align 8
  %70 = fsub double %63, %69
  store double %70, ptr %14, align 8
  %71 = load ptr, ptr %6, align 8
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.Body, ptr %71, i64 %73
  %75 = getelementptr inbounds %struct.Body, ptr %74, i32 0, i32 2
  %76 = load double, ptr %75, align 8
  %77 = load ptr, ptr %6, align 8
  %78 = load i32, ptr %11, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.Body, ptr %77, i64 %79
  %81 = getelementptr inbounds %struct.Body, ptr %80, i32 0, i32 2
  %82 = load double, ptr %81, align 8
  %83 = fsub double %76, %82
  store double %83, ptr %15, align 8
  %84 = load double, ptr %13, align 8
  %85 = load double, ptr %13, align 8
  %86 = load double, ptr %14, align 8
  %87 = load double, ptr %14, align 8
  %88 = fmul double %86, %87
  %89 = call double @llvm.fmuladd.f64(double %84, double %85, double %88)
  %90 = load double, ptr %15, align 8
  %91 = load double, ptr %15, align 8
  %92 = call double @llvm.fmuladd.f64(double %90, double %91, double %89)
  %93 = fadd double %92, 5.000000e-02
  store double %93, ptr %16, align 8
  %94 = load ptr, ptr %6, align 8
  %95 = load i32, ptr %12, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds %struct.Body, ptr %94, i64 %96
  %98 = getelementptr inbounds %struct.Body, ptr %97, i32 0, i32 6
  %99 = load double, ptr %98, align 8
  %100 = load double, ptr %16, align 8
  %101 = load double, ptr %16, align 8
  %102 = call double @sqrt(double noundef %101) #7
  %103 = fmul double %100, %102
  %104 = fdiv double %99, %103
  store double %104, ptr %17, align 8
  %105 = load double, ptr %13, align 8
  %106 = load double, ptr %17, align 8
  %107 = load ptr, ptr %8, align 8
  %108 = load i32, ptr %11, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds double, ptr %107, i64 %109
  %111 = load double, ptr %110, align 8
  %112 = call double @llvm.fmuladd.f64(double %105, double %106, double %111)
  store double %112, ptr %110, align 8
  %113 = load double, ptr %14, align 8
  %114 = load double, ptr %17, align 8
  %115 = load ptr, ptr %9, align 8
  %116 = load i32, ptr %11, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds double, ptr %115, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = call double @llvm.fmuladd.f64(double %113, double %114, double %119)
  store double %120, ptr %118, align 8
  %121 = load double, ptr %15, align 8
  %122 = load double, ptr %17, align 8
  %123 = load ptr, ptr %10, align 8
  %124 = load i32, ptr %11, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds double, ptr %123, i64 %125
  %127 = load double, ptr %126, align 8
  %128 = call double @llvm.fmuladd.f64(double %121, double %122, double %127)
  store double %128, ptr %126, align 8
  br label %129

129:                                              ; preds = %44, %43
  %130 = load i32, ptr %12, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %12, align 4
  br label %35, !llvm.loop !16

132:                                              ; preds = %35
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %11, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %11, align 4
  br label %18, !llvm.loop !17

136:                                              ; preds = %18
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

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

declare i32 @printf(ptr noundef, ...) #5

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
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
