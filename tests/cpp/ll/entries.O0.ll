; ModuleID = 'entries.cpp'
source_filename = "entries.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Spring = type { double, double }

$_ZNK6Spring6energyEd = comdat any

@__const.main.xs = private unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 3.000000e-01, double 1.900000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"mangled variadic\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"template\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"template, const y\00", align 1
@enzyme_const = external global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"fwddiff_v3\00", align 1
@enzyme_dup = external global i32, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"template, dup array\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"entries: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@__const._ZL6springd.s = private unnamed_addr constant %struct.Spring { double 3.000000e+00, double 5.000000e-01 }, align 8
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [3 x double], align 16
  %12 = alloca [3 x double], align 16
  %13 = alloca [3 x double], align 16
  %14 = alloca [3 x double], align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 24, i1 false)
  store ptr %2, ptr %3, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 0
  store ptr %16, ptr %4, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 0
  %19 = getelementptr inbounds double, ptr %18, i64 3
  store ptr %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %107, %0
  %21 = load ptr, ptr %4, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = icmp ne ptr %21, %22
  br i1 %23, label %24, label %110

24:                                               ; preds = %20
  %25 = load ptr, ptr %4, align 8
  %26 = load double, ptr %25, align 8
  store double %26, ptr %6, align 8
  %27 = load double, ptr %6, align 8
  %28 = call noundef double @_ZL4stepd(double noundef %27)
  store double %28, ptr %7, align 8
  %29 = load double, ptr %6, align 8
  %30 = fsub double 4.000000e-01, %29
  store double %30, ptr %8, align 8
  %31 = load double, ptr %6, align 8
  %32 = load double, ptr %7, align 8
  %33 = fadd double %31, %32
  %34 = call noundef double @_ZL6springd(double noundef %33)
  %35 = load double, ptr %6, align 8
  %36 = load double, ptr %7, align 8
  %37 = fsub double %35, %36
  %38 = call noundef double @_ZL6springd(double noundef %37)
  %39 = fsub double %34, %38
  %40 = load double, ptr %7, align 8
  %41 = fmul double 2.000000e+00, %40
  %42 = fdiv double %39, %41
  store double %42, ptr %9, align 8
  %43 = load double, ptr %6, align 8
  %44 = load double, ptr %6, align 8
  %45 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_ZL6springd, double noundef %44)
  %46 = load double, ptr %9, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str, double noundef %43, double noundef %45, double noundef %46, double noundef 0x3EB0C6F7A0B5ED8D)
  %47 = load double, ptr %6, align 8
  %48 = load double, ptr %6, align 8
  %49 = call noundef double @_Z17__enzyme_autodiffIdJPvdEET_DpT0_(ptr noundef @_ZL6springd, double noundef %48)
  %50 = load double, ptr %9, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef %47, double noundef %49, double noundef %50, double noundef 0x3EB0C6F7A0B5ED8D)
  %51 = load double, ptr %6, align 8
  %52 = load double, ptr %7, align 8
  %53 = fadd double %51, %52
  %54 = load double, ptr %8, align 8
  %55 = call noundef double @_ZL3twodd(double noundef %53, double noundef %54)
  %56 = load double, ptr %6, align 8
  %57 = load double, ptr %7, align 8
  %58 = fsub double %56, %57
  %59 = load double, ptr %8, align 8
  %60 = call noundef double @_ZL3twodd(double noundef %58, double noundef %59)
  %61 = fsub double %55, %60
  %62 = load double, ptr %7, align 8
  %63 = fmul double 2.000000e+00, %62
  %64 = fdiv double %61, %63
  store double %64, ptr %10, align 8
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %6, align 8
  %67 = load i32, ptr @enzyme_const, align 4
  %68 = load double, ptr %8, align 8
  %69 = call noundef double @_Z17__enzyme_autodiffIdJPvdidEET_DpT0_(ptr noundef @_ZL3twodd, double noundef %66, i32 noundef %67, double noundef %68)
  %70 = load double, ptr %10, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.2, double noundef %65, double noundef %69, double noundef %70, double noundef 0x3EB0C6F7A0B5ED8D)
  %71 = load double, ptr %6, align 8
  %72 = load double, ptr %6, align 8
  %73 = load i32, ptr @enzyme_const, align 4
  %74 = load double, ptr %8, align 8
  %75 = call double (ptr, ...) @__enzyme_fwddiff_v3(ptr noundef @_ZL3twodd, double noundef %72, double noundef 1.000000e+00, i32 noundef %73, double noundef %74)
  %76 = load double, ptr %10, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.3, double noundef %71, double noundef %75, double noundef %76, double noundef 0x3EB0C6F7A0B5ED8D)
  %77 = load double, ptr %6, align 8
  store double %77, ptr %11, align 8
  %78 = getelementptr inbounds double, ptr %11, i64 1
  %79 = load double, ptr %8, align 8
  store double %79, ptr %78, align 8
  %80 = getelementptr inbounds double, ptr %11, i64 2
  store double 2.000000e+00, ptr %80, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 24, i1 false)
  %81 = load i32, ptr @enzyme_dup, align 4
  %82 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  %83 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  call void @_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_(ptr noundef @_ZL5norm3PKd, i32 noundef %81, ptr noundef %82, ptr noundef %83)
  %84 = load double, ptr %6, align 8
  %85 = load double, ptr %7, align 8
  %86 = fadd double %84, %85
  store double %86, ptr %13, align 8
  %87 = getelementptr inbounds double, ptr %13, i64 1
  %88 = load double, ptr %8, align 8
  store double %88, ptr %87, align 8
  %89 = getelementptr inbounds double, ptr %13, i64 2
  store double 2.000000e+00, ptr %89, align 8
  %90 = load double, ptr %6, align 8
  %91 = load double, ptr %7, align 8
  %92 = fsub double %90, %91
  store double %92, ptr %14, align 8
  %93 = getelementptr inbounds double, ptr %14, i64 1
  %94 = load double, ptr %8, align 8
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds double, ptr %14, i64 2
  store double 2.000000e+00, ptr %95, align 8
  %96 = load double, ptr %6, align 8
  %97 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  %98 = load double, ptr %97, align 16
  %99 = getelementptr inbounds [3 x double], ptr %13, i64 0, i64 0
  %100 = call noundef double @_ZL5norm3PKd(ptr noundef %99)
  %101 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %102 = call noundef double @_ZL5norm3PKd(ptr noundef %101)
  %103 = fsub double %100, %102
  %104 = load double, ptr %7, align 8
  %105 = fmul double 2.000000e+00, %104
  %106 = fdiv double %103, %105
  call void @_ZL5checkPKcdddd(ptr noundef @.str.4, double noundef %96, double noundef %98, double noundef %106, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %107

107:                                              ; preds = %24
  %108 = load ptr, ptr %4, align 8
  %109 = getelementptr inbounds double, ptr %108, i32 1
  store ptr %109, ptr %4, align 8
  br label %20

110:                                              ; preds = %20
  %111 = load i32, ptr @_ZL6n_fail, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %111)
  %113 = load i32, ptr @_ZL6n_fail, align 4
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  ret i32 %115
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL4stepd(double noundef %0) #2 {
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL6springd(double noundef %0) #3 {
  %2 = alloca double, align 8
  %3 = alloca %struct.Spring, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const._ZL6springd.s, i64 16, i1 false)
  %4 = load double, ptr %2, align 8
  %5 = call noundef double @_ZNK6Spring6energyEd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %4)
  %6 = load double, ptr %2, align 8
  %7 = fmul double -1.000000e-01, %6
  %8 = call double @exp(double noundef %7) #8
  %9 = fmul double %5, %8
  ret double %9
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #3 {
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
  %23 = call noundef i32 @_ZL11finite_bitsd(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call noundef i32 @_ZL11finite_bitsd(double noundef %26)
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
  %48 = select i1 %46, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @_ZL6n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @_ZL6n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) #4

declare noundef double @_Z17__enzyme_autodiffIdJPvdEET_DpT0_(ptr noundef, double noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL3twodd(double noundef %0, double noundef %1) #2 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = call double @pow(double noundef %5, double noundef 3.000000e+00) #8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %3, align 8
  %9 = load double, ptr %4, align 8
  %10 = fmul double %8, %9
  %11 = call double @cos(double noundef %10) #8
  %12 = call double @llvm.fmuladd.f64(double %6, double %7, double %11)
  ret double %12
}

declare noundef double @_Z17__enzyme_autodiffIdJPvdidEET_DpT0_(ptr noundef, double noundef, i32 noundef, double noundef) #4

declare double @__enzyme_fwddiff_v3(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_(ptr noundef, i32 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL5norm3PKd(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds double, ptr %3, i64 0
  %5 = load double, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 0
  %8 = load double, ptr %7, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds double, ptr %9, i64 1
  %11 = load double, ptr %10, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 1
  %14 = load double, ptr %13, align 8
  %15 = fmul double %11, %14
  %16 = call double @llvm.fmuladd.f64(double %5, double %8, double %15)
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 2
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 2
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %19, double %22, double %16)
  %24 = call double @sqrt(double noundef %23) #8
  ret double %24
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Spring6energyEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Spring, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = fmul double 5.000000e-01, %7
  %9 = load double, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Spring, ptr %5, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fsub double %9, %11
  %13 = fmul double %8, %12
  %14 = load double, ptr %4, align 8
  %15 = getelementptr inbounds %struct.Spring, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  %18 = load double, ptr %4, align 8
  %19 = call double @sin(double noundef %18) #8
  %20 = call double @llvm.fmuladd.f64(double %13, double %17, double %19)
  ret double %20
}

; Function Attrs: nounwind
declare double @exp(double noundef) #7

; Function Attrs: nounwind
declare double @sin(double noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #2 {
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

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #7

; Function Attrs: nounwind
declare double @cos(double noundef) #7

; Function Attrs: nounwind
declare double @sqrt(double noundef) #7

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
