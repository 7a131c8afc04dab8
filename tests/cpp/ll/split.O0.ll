; ModuleID = 'split.cpp'
source_filename = "split.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ResultAndTape = type { double, ptr }
%struct.TapeAndResult = type { ptr, double }

@__const.main.xs = private unnamed_addr constant [3 x double] [double -5.000000e-01, double 0x3FE6666666666666, double 2.000000e+00], align 16
@.str = private unnamed_addr constant [33 x i8] c"augmented result, {result, tape}\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"reverse, {result, tape}\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"augmented result, {tape, result}\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"reverse, {tape, result}, seed 2\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"split: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %9 = alloca %struct.ResultAndTape, align 8
  %10 = alloca %struct.TapeAndResult, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 24, i1 false)
  store ptr %2, ptr %3, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds [3 x double], ptr %11, i64 0, i64 0
  store ptr %12, ptr %4, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds [3 x double], ptr %13, i64 0, i64 0
  %15 = getelementptr inbounds double, ptr %14, i64 3
  store ptr %15, ptr %5, align 8
  br label %16

16:                                               ; preds = %72, %0
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = icmp ne ptr %17, %18
  br i1 %19, label %20, label %75

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load double, ptr %21, align 8
  store double %22, ptr %6, align 8
  %23 = load double, ptr %6, align 8
  %24 = call noundef double @_ZL4stepd(double noundef %23)
  store double %24, ptr %7, align 8
  %25 = load double, ptr %6, align 8
  %26 = load double, ptr %7, align 8
  %27 = fadd double %25, %26
  %28 = call noundef double @_ZL8cube_expd(double noundef %27)
  %29 = load double, ptr %6, align 8
  %30 = load double, ptr %7, align 8
  %31 = fsub double %29, %30
  %32 = call noundef double @_ZL8cube_expd(double noundef %31)
  %33 = fsub double %28, %32
  %34 = load double, ptr %7, align 8
  %35 = fmul double 2.000000e+00, %34
  %36 = fdiv double %33, %35
  store double %36, ptr %8, align 8
  %37 = load double, ptr %6, align 8
  %38 = call { double, ptr } @_Z19__enzyme_augmentfwdPvd(ptr noundef @_ZL8cube_expd, double noundef %37)
  %39 = getelementptr inbounds { double, ptr }, ptr %9, i32 0, i32 0
  %40 = extractvalue { double, ptr } %38, 0
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds { double, ptr }, ptr %9, i32 0, i32 1
  %42 = extractvalue { double, ptr } %38, 1
  store ptr %42, ptr %41, align 8
  %43 = load double, ptr %6, align 8
  %44 = getelementptr inbounds %struct.ResultAndTape, ptr %9, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %6, align 8
  %47 = call noundef double @_ZL8cube_expd(double noundef %46)
  call void @_ZL5checkPKcdddd(ptr noundef @.str, double noundef %43, double noundef %45, double noundef %47, double noundef 1.000000e-15)
  %48 = load double, ptr %6, align 8
  %49 = load double, ptr %6, align 8
  %50 = getelementptr inbounds %struct.ResultAndTape, ptr %9, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = call noundef double @_Z16__enzyme_reversePvddS_(ptr noundef @_ZL8cube_expd, double noundef %49, double noundef 1.000000e+00, ptr noundef %51)
  %53 = load double, ptr %8, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef %48, double noundef %52, double noundef %53, double noundef 0x3EB0C6F7A0B5ED8D)
  %54 = load double, ptr %6, align 8
  %55 = call { ptr, double } @__enzyme_augmentfwd(ptr noundef @_ZL8cube_expd, double noundef %54)
  %56 = getelementptr inbounds { ptr, double }, ptr %10, i32 0, i32 0
  %57 = extractvalue { ptr, double } %55, 0
  store ptr %57, ptr %56, align 8
  %58 = getelementptr inbounds { ptr, double }, ptr %10, i32 0, i32 1
  %59 = extractvalue { ptr, double } %55, 1
  store double %59, ptr %58, align 8
  %60 = load double, ptr %6, align 8
  %61 = getelementptr inbounds %struct.TapeAndResult, ptr %10, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = load double, ptr %6, align 8
  %64 = call noundef double @_ZL8cube_expd(double noundef %63)
  call void @_ZL5checkPKcdddd(ptr noundef @.str.2, double noundef %60, double noundef %62, double noundef %64, double noundef 1.000000e-15)
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %6, align 8
  %67 = getelementptr inbounds %struct.TapeAndResult, ptr %10, i32 0, i32 0
  %68 = load ptr, ptr %67, align 8
  %69 = call noundef double @_Z16__enzyme_reversePvddS_(ptr noundef @_ZL8cube_expd, double noundef %66, double noundef 2.000000e+00, ptr noundef %68)
  %70 = load double, ptr %8, align 8
  %71 = fmul double 2.000000e+00, %70
  call void @_ZL5checkPKcdddd(ptr noundef @.str.3, double noundef %65, double noundef %69, double noundef %71, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %72

72:                                               ; preds = %20
  %73 = load ptr, ptr %4, align 8
  %74 = getelementptr inbounds double, ptr %73, i32 1
  store ptr %74, ptr %4, align 8
  br label %16

75:                                               ; preds = %16
  %76 = load i32, ptr @_ZL6n_fail, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %76)
  %78 = load i32, ptr @_ZL6n_fail, align 4
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  ret i32 %80
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL8cube_expd(double noundef %0) #2 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %2, align 8
  %9 = fneg double %8
  %10 = call double @exp(double noundef %9) #7
  %11 = fmul double %7, %10
  ret double %11
}

declare { double, ptr } @_Z19__enzyme_augmentfwdPvd(ptr noundef, double noundef) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #4 {
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
  %48 = select i1 %46, ptr @.str.6, ptr @.str.7
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare noundef double @_Z16__enzyme_reversePvddS_(ptr noundef, double noundef, double noundef, ptr noundef) #3

declare { ptr, double } @__enzyme_augmentfwd(ptr noundef, double noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare double @exp(double noundef) #6

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

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
