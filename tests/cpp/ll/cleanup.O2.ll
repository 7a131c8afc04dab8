; ModuleID = 'cleanup.cpp'
source_filename = "cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZN7Tracker4liveE = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@_ZTISt14overflow_error = external constant ptr
@__const.main.xs = private unnamed_addr constant [3 x double] [double -8.000000e-01, double 4.000000e-01, double 1.300000e+00], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"through an invoke\00", align 1
@.str.2 = private unnamed_addr constant [49 x i8] c"a throw inside the derivative reaches the caller\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"cleanup: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z14guarded_squared(double noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp ogt double %2, 1.000000e+300
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @.str)
          to label %6 unwind label %7

6:                                                ; preds = %4
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #11
  unreachable

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %5) #10
  resume { ptr, i32 } %8

9:                                                ; preds = %1
  %10 = fmul double %0, %0
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  br label %7

5:                                                ; preds = %65
  %6 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef 1.000000e+301)
          to label %76 unwind label %68

7:                                                ; preds = %0, %65
  %8 = phi i64 [ 0, %0 ], [ %66, %65 ]
  %9 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ogt double %11, 1.000000e+00
  %13 = select i1 %12, double %11, double 1.000000e+00
  %14 = fmul double %13, 0x3EB0C6F7A0B5ED8D
  %15 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef %10)
  %16 = fadd double %10, %14
  %17 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %19 = invoke noundef double @_Z14guarded_squared(double noundef %16)
          to label %28 unwind label %26

20:                                               ; preds = %26, %32
  %21 = phi { ptr, i32 } [ %33, %32 ], [ %27, %26 ]
  %22 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %20, %68
  %25 = phi { ptr, i32 } [ %69, %68 ], [ %21, %20 ]
  resume { ptr, i32 } %25

26:                                               ; preds = %7
  %27 = landingpad { ptr, i32 }
          cleanup
  br label %20

28:                                               ; preds = %7
  %29 = tail call double @sin(double noundef %19) #10
  %30 = fsub double %10, %14
  %31 = invoke noundef double @_Z14guarded_squared(double noundef %30)
          to label %34 unwind label %32

32:                                               ; preds = %28
  %33 = landingpad { ptr, i32 }
          cleanup
  br label %20

34:                                               ; preds = %28
  %35 = tail call noundef double @llvm.fmuladd.f64(double %29, double %16, double %19)
  %36 = tail call double @sin(double noundef %31) #10
  %37 = tail call noundef double @llvm.fmuladd.f64(double %36, double %30, double %31)
  %38 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %40 = fsub double %35, %37
  %41 = fmul double %14, 2.000000e+00
  %42 = fdiv double %40, %41
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ogt double %43, 1.000000e+00
  %45 = select i1 %44, double %43, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %15, ptr %4, align 8, !tbaa !5
  %46 = load volatile double, ptr %4, align 8, !tbaa !5
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fcmp ueq double %47, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %48, label %60, label %49

49:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %42, ptr %3, align 8, !tbaa !5
  %50 = load volatile double, ptr %3, align 8, !tbaa !5
  %51 = tail call double @llvm.fabs.f64(double %50)
  %52 = fcmp ueq double %51, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %52, label %60, label %53

53:                                               ; preds = %49
  %54 = fsub double %15, %42
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ole double %55, %56
  %58 = select i1 %57, ptr @.str.5, ptr @.str.6
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef %10, double noundef %15, double noundef %42, ptr noundef nonnull %58)
  br i1 %57, label %65, label %62

60:                                               ; preds = %49, %34
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef %10, double noundef %15, double noundef %42, ptr noundef nonnull @.str.6)
  br label %62

62:                                               ; preds = %60, %53
  %63 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %53, %62
  %66 = add nuw nsw i64 %8, 8
  %67 = icmp eq i64 %66, 24
  br i1 %67, label %5, label %7

68:                                               ; preds = %5
  %69 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  %70 = extractvalue { ptr, i32 } %69, 1
  %71 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt14overflow_error) #10
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %24

73:                                               ; preds = %68
  %74 = extractvalue { ptr, i32 } %69, 0
  %75 = tail call ptr @__cxa_begin_catch(ptr %74) #10
  tail call void @__cxa_end_catch()
  br label %76

76:                                               ; preds = %5, %73
  %77 = phi double [ 0.000000e+00, %5 ], [ 1.000000e+00, %73 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %77, ptr %2, align 8, !tbaa !5
  %78 = load volatile double, ptr %2, align 8, !tbaa !5
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %80, label %92, label %81

81:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  %82 = load volatile double, ptr %1, align 8, !tbaa !5
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %84, label %92, label %85

85:                                               ; preds = %81
  %86 = fadd double %77, -1.000000e+00
  %87 = fcmp oeq double %86, 0.000000e+00
  %88 = select i1 %87, ptr @.str.5, ptr @.str.6
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %77, double noundef 1.000000e+00, ptr noundef nonnull %88)
  br i1 %87, label %90, label %94

90:                                               ; preds = %85
  %91 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %97

92:                                               ; preds = %81, %76
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %77, double noundef 1.000000e+00, ptr noundef nonnull @.str.6)
  br label %94

94:                                               ; preds = %92, %85
  %95 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %97

97:                                               ; preds = %90, %94
  %98 = phi i32 [ %91, %90 ], [ %96, %94 ]
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %98)
  %100 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %101 = icmp ne i32 %100, 0
  %102 = zext i1 %101 to i32
  ret i32 %102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define internal noundef double @_ZL1fd(double noundef %0) #6 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %4 = invoke noundef double @_Z14guarded_squared(double noundef %0)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = tail call double @sin(double noundef %4) #10
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %0, double %4)
  %8 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %9 = add nsw i32 %8, -1
  store i32 %9, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  ret double %7

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  %13 = add nsw i32 %12, -1
  store i32 %13, ptr @_ZN7Tracker4liveE, align 4, !tbaa !9
  resume { ptr, i32 } %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
