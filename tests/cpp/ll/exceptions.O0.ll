; ModuleID = 'exceptions.cpp'
source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@_ZTISt12domain_error = external constant ptr
@__const.main.xs = private unnamed_addr constant [3 x double] [double -1.200000e+00, double 5.000000e-01, double 2.500000e+00], align 16
@_ZTISt9exception = external constant ptr
@.str.1 = private unnamed_addr constant [14 x i8] c"invoke in try\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"invoke in callee\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"the primal still throws\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"exceptions: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z7checkedd(double noundef %0) #0 personality ptr @__gxx_personality_v0 {
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
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef @.str)
          to label %10 unwind label %11

10:                                               ; preds = %8
  call void @__cxa_throw(ptr %9, ptr @_ZTISt12domain_error, ptr @_ZNSt12domain_errorD1Ev) #9
  unreachable

11:                                               ; preds = %8
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  call void @__cxa_free_exception(ptr %9) #8
  br label %17

15:                                               ; preds = %1
  %16 = load double, ptr %2, align 8
  ret double %16

17:                                               ; preds = %11
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare ptr @__cxa_allocate_exception(i64)

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z19derivative_or_throwd(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call noundef double @_Z7checkedd(double noundef %4)
  %6 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL8cube_sind, double noundef %5)
  store double %6, ptr %3, align 8
  %7 = load double, ptr %3, align 8
  %8 = call noundef double @_Z7checkedd(double noundef %7)
  ret double %8
}

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL8cube_sind(double noundef %0) #4 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %2, align 8
  %9 = call double @sin(double noundef %8) #8
  %10 = fmul double %7, %9
  ret double %10
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
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

20:                                               ; preds = %69, %0
  %21 = load ptr, ptr %4, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = icmp ne ptr %21, %22
  br i1 %23, label %24, label %72

24:                                               ; preds = %20
  %25 = load ptr, ptr %4, align 8
  %26 = load double, ptr %25, align 8
  store double %26, ptr %6, align 8
  %27 = load double, ptr %6, align 8
  %28 = call noundef double @_ZL4stepd(double noundef %27)
  store double %28, ptr %7, align 8
  %29 = load double, ptr %6, align 8
  %30 = load double, ptr %7, align 8
  %31 = fadd double %29, %30
  %32 = call noundef double @_ZL8cube_sind(double noundef %31)
  %33 = load double, ptr %6, align 8
  %34 = load double, ptr %7, align 8
  %35 = fsub double %33, %34
  %36 = call noundef double @_ZL8cube_sind(double noundef %35)
  %37 = fsub double %32, %36
  %38 = load double, ptr %7, align 8
  %39 = fmul double 2.000000e+00, %38
  %40 = fdiv double %37, %39
  store double %40, ptr %8, align 8
  store double -1.000000e+00, ptr %9, align 8
  %41 = load double, ptr %6, align 8
  %42 = invoke noundef double @_Z7checkedd(double noundef %41)
          to label %43 unwind label %50

43:                                               ; preds = %24
  store double %42, ptr %9, align 8
  %44 = load double, ptr %9, align 8
  %45 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef @_ZL8cube_sind, double noundef %44)
          to label %46 unwind label %50

46:                                               ; preds = %43
  store double %45, ptr %9, align 8
  %47 = load double, ptr %9, align 8
  %48 = invoke noundef double @_Z7checkedd(double noundef %47)
          to label %49 unwind label %50

49:                                               ; preds = %46
  store double %48, ptr %9, align 8
  br label %61

50:                                               ; preds = %46, %43, %24
  %51 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %10, align 8
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %11, align 4
  br label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %11, align 4
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #8
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %94

58:                                               ; preds = %54
  %59 = load ptr, ptr %10, align 8
  %60 = call ptr @__cxa_begin_catch(ptr %59) #8
  store ptr %60, ptr %12, align 8
  store double -1.234500e+04, ptr %9, align 8
  call void @__cxa_end_catch()
  br label %61

61:                                               ; preds = %58, %49
  %62 = load double, ptr %6, align 8
  %63 = load double, ptr %9, align 8
  %64 = load double, ptr %8, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef %62, double noundef %63, double noundef %64, double noundef 0x3EB0C6F7A0B5ED8D)
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %6, align 8
  %67 = call noundef double @_Z19derivative_or_throwd(double noundef %66)
  %68 = load double, ptr %8, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.2, double noundef %65, double noundef %67, double noundef %68, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %69

69:                                               ; preds = %61
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds double, ptr %70, i32 1
  store ptr %71, ptr %4, align 8
  br label %20

72:                                               ; preds = %20
  store i32 0, ptr %13, align 4
  %73 = invoke noundef double @_Z19derivative_or_throwd(double noundef 1.000000e+301)
          to label %74 unwind label %75

74:                                               ; preds = %72
  br label %86

75:                                               ; preds = %72
  %76 = landingpad { ptr, i32 }
          catch ptr @_ZTISt12domain_error
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %10, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %11, align 4
  br label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %11, align 4
  %81 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt12domain_error) #8
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %94

83:                                               ; preds = %79
  %84 = load ptr, ptr %10, align 8
  %85 = call ptr @__cxa_begin_catch(ptr %84) #8
  store ptr %85, ptr %14, align 8
  store i32 1, ptr %13, align 4
  call void @__cxa_end_catch()
  br label %86

86:                                               ; preds = %83, %74
  %87 = load i32, ptr %13, align 4
  %88 = sitofp i32 %87 to double
  call void @_ZL5checkPKcdddd(ptr noundef @.str.3, double noundef 0.000000e+00, double noundef %88, double noundef 1.000000e+00, double noundef 0.000000e+00)
  %89 = load i32, ptr @_ZL6n_fail, align 4
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %89)
  %91 = load i32, ptr @_ZL6n_fail, align 4
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i32
  ret i32 %93

94:                                               ; preds = %79, %54
  %95 = load ptr, ptr %10, align 8
  %96 = load i32, ptr %11, align 4
  %97 = insertvalue { ptr, i32 } poison, ptr %95, 0
  %98 = insertvalue { ptr, i32 } %97, i32 %96, 1
  resume { ptr, i32 } %98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL4stepd(double noundef %0) #4 {
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

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #4 {
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

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
