; ModuleID = 'options.c'
source_filename = "options.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.VD = type { double, double }
%struct.VD2 = type { double, double, double }

@main.xs = internal constant [3 x double] [double 0xBFE6666666666666, double 4.000000e-01, double 1.900000e+00], align 16
@enzyme_primal_return = external global i32, align 4
@enzyme_const = external global i32, align 4
@.str = private unnamed_addr constant [29 x i8] c"autodiff primal_return value\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"autodiff primal_return dx\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"autodiff primal_return value (2)\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"autodiff primal_return dx (2)\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"autodiff primal_return dy (2)\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"fwddiff primal_return value\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"fwddiff primal_return dx\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"fwddiff noret\00", align 1
@enzyme_noret = external global i32, align 4
@.str.8 = private unnamed_addr constant [15 x i8] c"autodiff noret\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"const_return\00", align 1
@enzyme_const_return = external global i32, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"active_return\00", align 1
@enzyme_active_return = external global i32, align 4
@.str.11 = private unnamed_addr constant [19 x i8] c"fwddiff dup_return\00", align 1
@enzyme_dup_return = external global i32, align 4
@.str.12 = private unnamed_addr constant [22 x i8] c"options: %d failures\0A\00", align 1
@n_fail = internal global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.VD, align 8
  %10 = alloca %struct.VD2, align 8
  %11 = alloca %struct.VD, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %151, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %154

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %19
  %21 = load double, ptr %20, align 8
  store double %21, ptr %3, align 8
  %22 = load i32, ptr %2, align 4
  %23 = sitofp i32 %22 to double
  %24 = call double @llvm.fmuladd.f64(double 3.000000e-01, double %23, double 5.000000e-01)
  store double %24, ptr %4, align 8
  %25 = load double, ptr %3, align 8
  %26 = call double @step(double noundef %25)
  store double %26, ptr %5, align 8
  %27 = load double, ptr %4, align 8
  %28 = call double @step(double noundef %27)
  store double %28, ptr %6, align 8
  %29 = load double, ptr %3, align 8
  %30 = load double, ptr %5, align 8
  %31 = fadd double %29, %30
  %32 = load double, ptr %4, align 8
  %33 = call double @f(double noundef %31, double noundef %32)
  %34 = load double, ptr %3, align 8
  %35 = load double, ptr %5, align 8
  %36 = fsub double %34, %35
  %37 = load double, ptr %4, align 8
  %38 = call double @f(double noundef %36, double noundef %37)
  %39 = fsub double %33, %38
  %40 = load double, ptr %5, align 8
  %41 = fmul double 2.000000e+00, %40
  %42 = fdiv double %39, %41
  store double %42, ptr %7, align 8
  %43 = load double, ptr %3, align 8
  %44 = load double, ptr %4, align 8
  %45 = load double, ptr %6, align 8
  %46 = fadd double %44, %45
  %47 = call double @f(double noundef %43, double noundef %46)
  %48 = load double, ptr %3, align 8
  %49 = load double, ptr %4, align 8
  %50 = load double, ptr %6, align 8
  %51 = fsub double %49, %50
  %52 = call double @f(double noundef %48, double noundef %51)
  %53 = fsub double %47, %52
  %54 = load double, ptr %6, align 8
  %55 = fmul double 2.000000e+00, %54
  %56 = fdiv double %53, %55
  store double %56, ptr %8, align 8
  %57 = load i32, ptr @enzyme_primal_return, align 4
  %58 = load double, ptr %3, align 8
  %59 = load i32, ptr @enzyme_const, align 4
  %60 = load double, ptr %4, align 8
  %61 = call { double, double } (ptr, ...) @__enzyme_autodiff_vd(ptr noundef @f, i32 noundef %57, double noundef %58, i32 noundef %59, double noundef %60)
  %62 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %63 = extractvalue { double, double } %61, 0
  store double %63, ptr %62, align 8
  %64 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %65 = extractvalue { double, double } %61, 1
  store double %65, ptr %64, align 8
  %66 = load double, ptr %3, align 8
  %67 = getelementptr inbounds %struct.VD, ptr %9, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = load double, ptr %3, align 8
  %70 = load double, ptr %4, align 8
  %71 = call double @f(double noundef %69, double noundef %70)
  call void @check(ptr noundef @.str, double noundef %66, double noundef %68, double noundef %71, double noundef 1.000000e-15)
  %72 = load double, ptr %3, align 8
  %73 = getelementptr inbounds %struct.VD, ptr %9, i32 0, i32 1
  %74 = load double, ptr %73, align 8
  %75 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.1, double noundef %72, double noundef %74, double noundef %75, double noundef 0x3EB0C6F7A0B5ED8D)
  %76 = load i32, ptr @enzyme_primal_return, align 4
  %77 = load double, ptr %3, align 8
  %78 = load double, ptr %4, align 8
  call void (ptr, ptr, ...) @__enzyme_autodiff_vd2(ptr dead_on_unwind writable sret(%struct.VD2) align 8 %10, ptr noundef @f, i32 noundef %76, double noundef %77, double noundef %78)
  %79 = load double, ptr %3, align 8
  %80 = getelementptr inbounds %struct.VD2, ptr %10, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = load double, ptr %3, align 8
  %83 = load double, ptr %4, align 8
  %84 = call double @f(double noundef %82, double noundef %83)
  call void @check(ptr noundef @.str.2, double noundef %79, double noundef %81, double noundef %84, double noundef 1.000000e-15)
  %85 = load double, ptr %3, align 8
  %86 = getelementptr inbounds %struct.VD2, ptr %10, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.3, double noundef %85, double noundef %87, double noundef %88, double noundef 0x3EB0C6F7A0B5ED8D)
  %89 = load double, ptr %4, align 8
  %90 = getelementptr inbounds %struct.VD2, ptr %10, i32 0, i32 2
  %91 = load double, ptr %90, align 8
  %92 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.4, double noundef %89, double noundef %91, double noundef %92, double noundef 0x3EB0C6F7A0B5ED8D)
  %93 = load i32, ptr @enzyme_primal_return, align 4
  %94 = load double, ptr %3, align 8
  %95 = load i32, ptr @enzyme_const, align 4
  %96 = load double, ptr %4, align 8
  %97 = call { double, double } (ptr, ...) @__enzyme_fwddiff_vd(ptr noundef @f, i32 noundef %93, double noundef %94, double noundef 1.000000e+00, i32 noundef %95, double noundef %96)
  %98 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %99 = extractvalue { double, double } %97, 0
  store double %99, ptr %98, align 8
  %100 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %101 = extractvalue { double, double } %97, 1
  store double %101, ptr %100, align 8
  %102 = load double, ptr %3, align 8
  %103 = getelementptr inbounds %struct.VD, ptr %11, i32 0, i32 0
  %104 = load double, ptr %103, align 8
  %105 = load double, ptr %3, align 8
  %106 = load double, ptr %4, align 8
  %107 = call double @f(double noundef %105, double noundef %106)
  call void @check(ptr noundef @.str.5, double noundef %102, double noundef %104, double noundef %107, double noundef 1.000000e-15)
  %108 = load double, ptr %3, align 8
  %109 = getelementptr inbounds %struct.VD, ptr %11, i32 0, i32 1
  %110 = load double, ptr %109, align 8
  %111 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.6, double noundef %108, double noundef %110, double noundef %111, double noundef 0x3EB0C6F7A0B5ED8D)
  %112 = load double, ptr %4, align 8
  %113 = load i32, ptr @enzyme_noret, align 4
  %114 = load i32, ptr @enzyme_const, align 4
  %115 = load double, ptr %3, align 8
  %116 = load double, ptr %4, align 8
  %117 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %113, i32 noundef %114, double noundef %115, double noundef %116, double noundef 1.000000e+00)
  %118 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.7, double noundef %112, double noundef %117, double noundef %118, double noundef 0x3EB0C6F7A0B5ED8D)
  %119 = load double, ptr %4, align 8
  %120 = load i32, ptr @enzyme_noret, align 4
  %121 = load i32, ptr @enzyme_const, align 4
  %122 = load double, ptr %3, align 8
  %123 = load double, ptr %4, align 8
  %124 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, i32 noundef %120, i32 noundef %121, double noundef %122, double noundef %123)
  %125 = load double, ptr %8, align 8
  call void @check(ptr noundef @.str.8, double noundef %119, double noundef %124, double noundef %125, double noundef 0x3EB0C6F7A0B5ED8D)
  store double 1.000000e+00, ptr %13, align 8
  %126 = load double, ptr %3, align 8
  %127 = load i32, ptr @enzyme_const_return, align 4
  %128 = load double, ptr %3, align 8
  %129 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @g, i32 noundef %127, double noundef %128, ptr noundef %12, ptr noundef %13)
  %130 = load double, ptr %3, align 8
  %131 = fmul double 3.000000e+00, %130
  %132 = load double, ptr %3, align 8
  %133 = fmul double %131, %132
  call void @check(ptr noundef @.str.9, double noundef %126, double noundef %129, double noundef %133, double noundef 0x3D719799812DEA11)
  store double 1.000000e+00, ptr %13, align 8
  %134 = load double, ptr %3, align 8
  %135 = load i32, ptr @enzyme_active_return, align 4
  %136 = load double, ptr %3, align 8
  %137 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @g, i32 noundef %135, double noundef %136, ptr noundef %12, ptr noundef %13)
  %138 = load double, ptr %3, align 8
  %139 = fmul double 3.000000e+00, %138
  %140 = load double, ptr %3, align 8
  %141 = load double, ptr %3, align 8
  %142 = call double @cos(double noundef %141) #5
  %143 = call double @llvm.fmuladd.f64(double %139, double %140, double %142)
  call void @check(ptr noundef @.str.10, double noundef %134, double noundef %137, double noundef %143, double noundef 0x3D719799812DEA11)
  %144 = load double, ptr %3, align 8
  %145 = load i32, ptr @enzyme_dup_return, align 4
  %146 = load double, ptr %3, align 8
  %147 = load i32, ptr @enzyme_const, align 4
  %148 = load double, ptr %4, align 8
  %149 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, i32 noundef %145, double noundef %146, double noundef 1.000000e+00, i32 noundef %147, double noundef %148)
  %150 = load double, ptr %7, align 8
  call void @check(ptr noundef @.str.11, double noundef %144, double noundef %149, double noundef %150, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %151

151:                                              ; preds = %17
  %152 = load i32, ptr %2, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %2, align 4
  br label %14, !llvm.loop !6

154:                                              ; preds = %14
  %155 = load i32, ptr @n_fail, align 4
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %155)
  %157 = load i32, ptr @n_fail, align 4
  %158 = icmp ne i32 %157, 0
  %159 = zext i1 %158 to i32
  ret i32 %159
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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
define internal double @f(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @sin(double noundef %5) #5
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %3, align 8
  %10 = fmul double %8, %9
  %11 = load double, ptr %4, align 8
  %12 = fneg double %11
  %13 = call double @exp(double noundef %12) #5
  %14 = fmul double %10, %13
  %15 = call double @llvm.fmuladd.f64(double %6, double %7, double %14)
  ret double %15
}

declare { double, double } @__enzyme_autodiff_vd(ptr noundef, ...) #2

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
  %48 = select i1 %46, ptr @.str.14, ptr @.str.15
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare void @__enzyme_autodiff_vd2(ptr dead_on_unwind writable sret(%struct.VD2) align 8, ptr noundef, ...) #2

declare { double, double } @__enzyme_fwddiff_vd(ptr noundef, ...) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @g(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  store double %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %3, align 8
  %9 = fmul double %7, %8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds double, ptr %10, i64 0
  store double %9, ptr %11, align 8
  %12 = load double, ptr %3, align 8
  %13 = call double @sin(double noundef %12) #5
  ret double %13
}

; Function Attrs: nounwind
declare double @cos(double noundef) #3

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
