; ModuleID = 'cleanup.cpp'
source_filename = "cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Tracker = type { i8 }

$_ZN7TrackerC2Ev = comdat any

$_ZN7TrackerD2Ev = comdat any

@_ZN7Tracker4liveE = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@_ZTISt14overflow_error = external constant ptr
@__const.main.xs = private unnamed_addr constant [3 x double] [double -8.000000e-01, double 4.000000e-01, double 1.300000e+00], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"through an invoke\00", align 1
@.str.2 = private unnamed_addr constant [49 x i8] c"a throw inside the derivative reaches the caller\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"cleanup: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z14guarded_squared(double noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = call double @llvm.fabs.f64(double %5)
  %7 = fcmp ogt double %6, 1.000000e+300
  br i1 %7, label %8, label %15

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 16) #8
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef @.str)
          to label %10 unwind label %11

10:                                               ; preds = %8
  call void @__cxa_throw(ptr %9, ptr @_ZTISt14overflow_error, ptr @_ZNSt14overflow_errorD1Ev) #9
  unreachable

11:                                               ; preds = %8
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  call void @__cxa_free_exception(ptr %9) #8
  br label %19

15:                                               ; preds = %1
  %16 = load double, ptr %2, align 8
  %17 = load double, ptr %2, align 8
  %18 = fmul double %16, %17
  ret double %18

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = insertvalue { ptr, i32 } poison, ptr %20, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare ptr @__cxa_allocate_exception(i64)

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 24, i1 false)
  store ptr %2, ptr %3, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 0
  store ptr %13, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 0
  %16 = getelementptr inbounds double, ptr %15, i64 3
  store ptr %16, ptr %5, align 8
  br label %17

17:                                               ; preds = %41, %0
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %44

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8
  %23 = load double, ptr %22, align 8
  store double %23, ptr %6, align 8
  %24 = load double, ptr %6, align 8
  %25 = call noundef double @_ZL4stepd(double noundef %24)
  store double %25, ptr %7, align 8
  %26 = load double, ptr %6, align 8
  %27 = load double, ptr %6, align 8
  %28 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL1fd, double noundef %27)
  %29 = load double, ptr %6, align 8
  %30 = load double, ptr %7, align 8
  %31 = fadd double %29, %30
  %32 = call noundef double @_ZL1fd(double noundef %31)
  %33 = load double, ptr %6, align 8
  %34 = load double, ptr %7, align 8
  %35 = fsub double %33, %34
  %36 = call noundef double @_ZL1fd(double noundef %35)
  %37 = fsub double %32, %36
  %38 = load double, ptr %7, align 8
  %39 = fmul double 2.000000e+00, %38
  %40 = fdiv double %37, %39
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef %26, double noundef %28, double noundef %40, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %41

41:                                               ; preds = %21
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds double, ptr %42, i32 1
  store ptr %43, ptr %4, align 8
  br label %17

44:                                               ; preds = %17
  store i32 0, ptr %8, align 4
  %45 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL1fd, double noundef 1.000000e+301)
          to label %46 unwind label %47

46:                                               ; preds = %44
  br label %58

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          catch ptr @_ZTISt14overflow_error
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %9, align 8
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %10, align 4
  br label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %10, align 4
  %53 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt14overflow_error) #8
  %54 = icmp eq i32 %52, %53
  br i1 %54, label %55, label %66

55:                                               ; preds = %51
  %56 = load ptr, ptr %9, align 8
  %57 = call ptr @__cxa_begin_catch(ptr %56) #8
  store ptr %57, ptr %11, align 8
  store i32 1, ptr %8, align 4
  call void @__cxa_end_catch()
  br label %58

58:                                               ; preds = %55, %46
  %59 = load i32, ptr %8, align 4
  %60 = sitofp i32 %59 to double
  call void @_ZL5checkPKcdddd(ptr noundef @.str.2, double noundef 0.000000e+00, double noundef %60, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %61 = load i32, ptr @_ZL6n_fail, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %61)
  %63 = load i32, ptr @_ZL6n_fail, align 4
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  ret i32 %65

66:                                               ; preds = %51
  %67 = load ptr, ptr %9, align 8
  %68 = load i32, ptr %10, align 4
  %69 = insertvalue { ptr, i32 } poison, ptr %67, 0
  %70 = insertvalue { ptr, i32 } %69, i32 %68, 1
  resume { ptr, i32 } %70
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL4stepd(double noundef %0) #6 {
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
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
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
  %48 = select i1 %46, ptr @.str.5, ptr @.str.6
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL1fd(double noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca double, align 8
  %3 = alloca %struct.Tracker, align 1
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %2, align 8
  call void @_ZN7TrackerC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3)
  %7 = load double, ptr %2, align 8
  %8 = invoke noundef double @_Z14guarded_squared(double noundef %7)
          to label %9 unwind label %15

9:                                                ; preds = %1
  store double %8, ptr %4, align 8
  %10 = load double, ptr %4, align 8
  %11 = call double @sin(double noundef %10) #8
  %12 = load double, ptr %2, align 8
  %13 = load double, ptr %4, align 8
  %14 = call double @llvm.fmuladd.f64(double %11, double %12, double %13)
  call void @_ZN7TrackerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #8
  ret double %14

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %5, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %6, align 4
  call void @_ZN7TrackerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #8
  br label %19

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %6, align 4
  %22 = insertvalue { ptr, i32 } poison, ptr %20, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #6 {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7TrackerC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZN7Tracker4liveE, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZN7Tracker4liveE, align 4
  ret void
}

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7TrackerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZN7Tracker4liveE, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZN7Tracker4liveE, align 4
  ret void
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
