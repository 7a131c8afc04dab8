; ModuleID = 'resize.c'
source_filename = "resize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Buf = type { ptr, i64 }

@main.ns = internal constant [3 x i32] [i32 12, i32 5, i32 1], align 4
@enzyme_const = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"fill_copy.dx\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fill_copy.fwd\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fill_copy.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"grow.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"grow.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"fresh.dx\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"fresh.fwd\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"fresh.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"resize\00", align 1
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_dupnoneed = dso_local global i32 0, align 4
@rng_state = internal global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal global i32 0, align 4
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Ctx, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ctx, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.Ctx, align 4
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %17 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  call void @fill(ptr noundef %17, i32 noundef 12, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %18 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  call void @fill(ptr noundef %18, i32 noundef 12, double noundef -1.000000e+00, double noundef 1.000000e+00)
  store i32 0, ptr %5, align 4
  br label %19

19:                                               ; preds = %58, %0
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %20, 3
  br i1 %21, label %22, label %61

22:                                               ; preds = %19
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %6, align 4
  br label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 0
  %29 = load i32, ptr %6, align 4
  store i32 %29, ptr %28, align 4
  %30 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 1
  store i32 0, ptr %30, align 4
  %31 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %31, i8 0, i64 96, i1 false)
  %32 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %33 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %34 = load i32, ptr @enzyme_const, align 4
  %35 = load i32, ptr %6, align 4
  %36 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fill_copy, ptr noundef %32, ptr noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %38 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %39 = load i32, ptr @enzyme_const, align 4
  %40 = load i32, ptr %6, align 4
  %41 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fill_copy, ptr noundef %37, ptr noundef %38, i32 noundef %39, i32 noundef %40)
  store double %41, ptr %8, align 8
  %42 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %43 = load i32, ptr %6, align 4
  %44 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str, ptr noundef @obj, ptr noundef %7, ptr noundef %42, i32 noundef %43, ptr noundef %44, double noundef 0x3EB0C6F7A0B5ED8D)
  %45 = load i32, ptr %5, align 4
  %46 = load double, ptr %8, align 8
  %47 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %48 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %49 = load i32, ptr %6, align 4
  %50 = call double @fd_dir(ptr noundef @obj, ptr noundef %7, ptr noundef %47, ptr noundef %48, i32 noundef %49)
  %51 = call i32 @check(ptr noundef @.str.1, i32 noundef %45, double noundef %46, double noundef %50, double noundef 0x3EB0C6F7A0B5ED8D)
  %52 = load i32, ptr %5, align 4
  %53 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %54 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %55 = load i32, ptr %6, align 4
  %56 = load double, ptr %8, align 8
  call void @check_dot(ptr noundef @.str.2, i32 noundef %52, ptr noundef %53, ptr noundef %54, i32 noundef %55, double noundef %56)
  br label %57

57:                                               ; preds = %27
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %19, !llvm.loop !6

61:                                               ; preds = %19
  store i32 0, ptr %9, align 4
  br label %62

62:                                               ; preds = %101, %61
  %63 = load i32, ptr %9, align 4
  %64 = icmp slt i32 %63, 3
  br i1 %64, label %65, label %104

65:                                               ; preds = %62
  %66 = load i32, ptr %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  store i32 %69, ptr %10, align 4
  br label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 0
  %72 = load i32, ptr %10, align 4
  store i32 %72, ptr %71, align 4
  %73 = getelementptr inbounds %struct.Ctx, ptr %11, i32 0, i32 1
  store i32 1, ptr %73, align 4
  %74 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %74, i8 0, i64 96, i1 false)
  %75 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %76 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %77 = load i32, ptr @enzyme_const, align 4
  %78 = load i32, ptr %10, align 4
  %79 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @grow, ptr noundef %75, ptr noundef %76, i32 noundef %77, i32 noundef %78)
  %80 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %81 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %82 = load i32, ptr @enzyme_const, align 4
  %83 = load i32, ptr %10, align 4
  %84 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @grow, ptr noundef %80, ptr noundef %81, i32 noundef %82, i32 noundef %83)
  store double %84, ptr %12, align 8
  %85 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %86 = load i32, ptr %10, align 4
  %87 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.3, ptr noundef @obj, ptr noundef %11, ptr noundef %85, i32 noundef %86, ptr noundef %87, double noundef 0x3EB0C6F7A0B5ED8D)
  %88 = load i32, ptr %9, align 4
  %89 = load double, ptr %12, align 8
  %90 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %91 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %92 = load i32, ptr %10, align 4
  %93 = call double @fd_dir(ptr noundef @obj, ptr noundef %11, ptr noundef %90, ptr noundef %91, i32 noundef %92)
  %94 = call i32 @check(ptr noundef @.str.4, i32 noundef %88, double noundef %89, double noundef %93, double noundef 0x3EB0C6F7A0B5ED8D)
  %95 = load i32, ptr %9, align 4
  %96 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %97 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %98 = load i32, ptr %10, align 4
  %99 = load double, ptr %12, align 8
  call void @check_dot(ptr noundef @.str.5, i32 noundef %95, ptr noundef %96, ptr noundef %97, i32 noundef %98, double noundef %99)
  br label %100

100:                                              ; preds = %70
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %9, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %9, align 4
  br label %62, !llvm.loop !8

104:                                              ; preds = %62
  store i32 0, ptr %13, align 4
  br label %105

105:                                              ; preds = %144, %104
  %106 = load i32, ptr %13, align 4
  %107 = icmp slt i32 %106, 3
  br i1 %107, label %108, label %147

108:                                              ; preds = %105
  %109 = load i32, ptr %13, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  store i32 %112, ptr %14, align 4
  br label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 0
  %115 = load i32, ptr %14, align 4
  store i32 %115, ptr %114, align 4
  %116 = getelementptr inbounds %struct.Ctx, ptr %15, i32 0, i32 1
  store i32 2, ptr %116, align 4
  %117 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %117, i8 0, i64 96, i1 false)
  %118 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %119 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %120 = load i32, ptr @enzyme_const, align 4
  %121 = load i32, ptr %14, align 4
  %122 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @fresh, ptr noundef %118, ptr noundef %119, i32 noundef %120, i32 noundef %121)
  %123 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %124 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %125 = load i32, ptr @enzyme_const, align 4
  %126 = load i32, ptr %14, align 4
  %127 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @fresh, ptr noundef %123, ptr noundef %124, i32 noundef %125, i32 noundef %126)
  store double %127, ptr %16, align 8
  %128 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %129 = load i32, ptr %14, align 4
  %130 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  call void @check_grad(ptr noundef @.str.6, ptr noundef @obj, ptr noundef %15, ptr noundef %128, i32 noundef %129, ptr noundef %130, double noundef 0x3EB0C6F7A0B5ED8D)
  %131 = load i32, ptr %13, align 4
  %132 = load double, ptr %16, align 8
  %133 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 0
  %134 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %135 = load i32, ptr %14, align 4
  %136 = call double @fd_dir(ptr noundef @obj, ptr noundef %15, ptr noundef %133, ptr noundef %134, i32 noundef %135)
  %137 = call i32 @check(ptr noundef @.str.7, i32 noundef %131, double noundef %132, double noundef %136, double noundef 0x3EB0C6F7A0B5ED8D)
  %138 = load i32, ptr %13, align 4
  %139 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 0
  %140 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 0
  %141 = load i32, ptr %14, align 4
  %142 = load double, ptr %16, align 8
  call void @check_dot(ptr noundef @.str.8, i32 noundef %138, ptr noundef %139, ptr noundef %140, i32 noundef %141, double noundef %142)
  br label %143

143:                                              ; preds = %113
  br label %144

144:                                              ; preds = %143
  %145 = load i32, ptr %13, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %13, align 4
  br label %105, !llvm.loop !9

147:                                              ; preds = %105
  %148 = call i32 @finish(ptr noundef @.str.9)
  ret i32 %148
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
  br label %10, !llvm.loop !10

25:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fill_copy(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Buf, align 8
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  call void @resize(ptr noundef %5, i64 noundef %11)
  store i32 0, ptr %6, align 4
  br label %12

12:                                               ; preds = %33, %2
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fmul double %21, %26
  %28 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  store double %27, ptr %32, align 8
  br label %33

33:                                               ; preds = %16
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %12, !llvm.loop !11

36:                                               ; preds = %12
  %37 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %38 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %37, ptr align 8 %39, i64 %42, i1 false)
  %43 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %44 = load ptr, ptr %43, align 8
  call void @free(ptr noundef %44) #7
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %45

45:                                               ; preds = %67, %36
  %46 = load i32, ptr %9, align 4
  %47 = load i32, ptr %4, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %70

49:                                               ; preds = %45
  %50 = load i32, ptr %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  %54 = load i32, ptr %9, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = load ptr, ptr %3, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %58, i64 %60
  %62 = load double, ptr %61, align 8
  %63 = fadd double %57, %62
  %64 = call double @sin(double noundef %63) #7
  %65 = load double, ptr %8, align 8
  %66 = call double @llvm.fmuladd.f64(double %53, double %64, double %65)
  store double %66, ptr %8, align 8
  br label %67

67:                                               ; preds = %49
  %68 = load i32, ptr %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %9, align 4
  br label %45, !llvm.loop !12

70:                                               ; preds = %45
  %71 = load double, ptr %8, align 8
  ret double %71
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

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
  br label %32, !llvm.loop !13

54:                                               ; preds = %32
  %55 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %55) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @obj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Ctx, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.Ctx, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = call double @fill_copy(ptr noundef %12, i32 noundef %15)
  br label %36

17:                                               ; preds = %2
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.Ctx, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %28

22:                                               ; preds = %17
  %23 = load ptr, ptr %3, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.Ctx, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = call double @grow(ptr noundef %23, i32 noundef %26)
  br label %34

28:                                               ; preds = %17
  %29 = load ptr, ptr %3, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Ctx, ptr %30, i32 0, i32 0
  %32 = load i32, ptr %31, align 4
  %33 = call double @fresh(ptr noundef %29, i32 noundef %32)
  br label %34

34:                                               ; preds = %28, %22
  %35 = phi double [ %27, %22 ], [ %33, %28 ]
  br label %36

36:                                               ; preds = %34, %11
  %37 = phi double [ %16, %11 ], [ %35, %34 ]
  ret double %37
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
  br label %36, !llvm.loop !14

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
  br label %15, !llvm.loop !15

35:                                               ; preds = %15
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %8, align 4
  %38 = load double, ptr %13, align 8
  %39 = load double, ptr %12, align 8
  %40 = call i32 @check(ptr noundef %36, i32 noundef %37, double noundef %38, double noundef %39, double noundef 0x3EB0C6F7A0B5ED8D)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @grow(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Buf, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  call void @resize(ptr noundef %5, i64 noundef 1)
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 0
  %11 = load double, ptr %10, align 8
  %12 = fmul double %11, 2.000000e+00
  %13 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  store double %12, ptr %15, align 8
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  call void @resize(ptr noundef %5, i64 noundef %17)
  store i32 1, ptr %6, align 4
  br label %18

18:                                               ; preds = %47, %2
  %19 = load i32, ptr %6, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %50

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = load i32, ptr %6, align 4
  %26 = sub nsw i32 %25, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %24, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %3, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = call double @cos(double noundef %39) #7
  %41 = call double @llvm.fmuladd.f64(double %29, double %34, double %40)
  %42 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %43 = load ptr, ptr %42, align 8
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  store double %41, ptr %46, align 8
  br label %47

47:                                               ; preds = %22
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %18, !llvm.loop !16

50:                                               ; preds = %18
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %51

51:                                               ; preds = %70, %50
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %4, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %73

55:                                               ; preds = %51
  %56 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %57 = load ptr, ptr %56, align 8
  %58 = load i32, ptr %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %57, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = load i32, ptr %8, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  %67 = load double, ptr %66, align 8
  %68 = load double, ptr %7, align 8
  %69 = call double @llvm.fmuladd.f64(double %61, double %67, double %68)
  store double %69, ptr %7, align 8
  br label %70

70:                                               ; preds = %55
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %8, align 4
  br label %51, !llvm.loop !17

73:                                               ; preds = %51
  %74 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %75 = load ptr, ptr %74, align 8
  call void @free(ptr noundef %75) #7
  %76 = load double, ptr %7, align 8
  ret double %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fresh(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Buf, align 8
  %6 = alloca i32, align 4
  %7 = alloca [12 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  call void @reset(ptr noundef %5, i64 noundef %11)
  store i32 0, ptr %6, align 4
  br label %12

12:                                               ; preds = %39, %2
  %13 = load i32, ptr %6, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %42

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fmul double %21, %26
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fmul double %27, %32
  %34 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  store double %33, ptr %38, align 8
  br label %39

39:                                               ; preds = %16
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  br label %12, !llvm.loop !18

42:                                               ; preds = %12
  %43 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 0
  %44 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 8 %45, i64 %48, i1 false)
  %49 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %50 = load ptr, ptr %49, align 8
  call void @free(ptr noundef %50) #7
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %51

51:                                               ; preds = %69, %42
  %52 = load i32, ptr %9, align 4
  %53 = load i32, ptr %4, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %72

55:                                               ; preds = %51
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %57
  %59 = load double, ptr %58, align 8
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  %62 = load i32, ptr %4, align 4
  %63 = srem i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [12 x double], ptr %7, i64 0, i64 %64
  %66 = load double, ptr %65, align 8
  %67 = load double, ptr %8, align 8
  %68 = call double @llvm.fmuladd.f64(double %59, double %66, double %67)
  store double %68, ptr %8, align 8
  br label %69

69:                                               ; preds = %55
  %70 = load i32, ptr %9, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %9, align 4
  br label %51, !llvm.loop !19

72:                                               ; preds = %51
  %73 = load double, ptr %8, align 8
  ret double %73
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
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @resize(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = mul i64 %8, 8
  %10 = call noalias ptr @malloc(i64 noundef %9) #8
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.Buf, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = icmp slt i64 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.Buf, ptr %17, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  br label %22

20:                                               ; preds = %2
  %21 = load i64, ptr %4, align 8
  br label %22

22:                                               ; preds = %20, %16
  %23 = phi i64 [ %19, %16 ], [ %21, %20 ]
  store i64 %23, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %24

24:                                               ; preds = %38, %22
  %25 = load i64, ptr %7, align 8
  %26 = load i64, ptr %6, align 8
  %27 = icmp slt i64 %25, %26
  br i1 %27, label %28, label %41

28:                                               ; preds = %24
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.Buf, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = load i64, ptr %7, align 8
  %33 = getelementptr inbounds double, ptr %31, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = load i64, ptr %7, align 8
  %37 = getelementptr inbounds double, ptr %35, i64 %36
  store double %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %28
  %39 = load i64, ptr %7, align 8
  %40 = add nsw i64 %39, 1
  store i64 %40, ptr %7, align 8
  br label %24, !llvm.loop !20

41:                                               ; preds = %24
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.Buf, ptr %42, i32 0, i32 0
  %44 = load ptr, ptr %43, align 8
  call void @free(ptr noundef %44) #7
  %45 = load ptr, ptr %5, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.Buf, ptr %46, i32 0, i32 0
  store ptr %45, ptr %47, align 8
  %48 = load i64, ptr %4, align 8
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.Buf, ptr %49, i32 0, i32 1
  store i64 %48, ptr %50, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind
declare double @sin(double noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

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

; Function Attrs: nounwind
declare double @cos(double noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reset(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %7) #7
  %8 = load i64, ptr %4, align 8
  %9 = mul i64 %8, 8
  %10 = call noalias ptr @malloc(i64 noundef %9) #8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.Buf, ptr %11, i32 0, i32 0
  store ptr %10, ptr %12, align 8
  %13 = load i64, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Buf, ptr %14, i32 0, i32 1
  store i64 %13, ptr %15, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
