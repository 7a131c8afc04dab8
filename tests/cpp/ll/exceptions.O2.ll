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
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z7checkedd(double noundef returned %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp ogt double %2, 1.000000e+300
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @.str)
          to label %6 unwind label %7

6:                                                ; preds = %4
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #11
  unreachable

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %5) #10
  resume { ptr, i32 } %8

9:                                                ; preds = %1
  ret double %0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z19derivative_or_throwd(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef double @_Z7checkedd(double noundef %0)
  %3 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8cube_sind, double noundef %0)
  %4 = tail call noundef double @_Z7checkedd(double noundef %3)
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @_ZL8cube_sind(double noundef %0) #5 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  %4 = tail call double @sin(double noundef %0) #10
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  br label %9

7:                                                ; preds = %88
  %8 = invoke noundef double @_Z19derivative_or_throwd(double noundef 1.000000e+301)
          to label %99 unwind label %91

9:                                                ; preds = %0, %88
  %10 = phi i64 [ 0, %0 ], [ %89, %88 ]
  %11 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fcmp ogt double %13, 1.000000e+00
  %15 = select i1 %14, double %13, double 1.000000e+00
  %16 = fmul double %15, 0x3EB0C6F7A0B5ED8D
  %17 = fadd double %12, %16
  %18 = fmul double %17, %17
  %19 = fmul double %17, %18
  %20 = tail call double @sin(double noundef %17) #10
  %21 = fmul double %20, %19
  %22 = fsub double %12, %16
  %23 = fmul double %22, %22
  %24 = fmul double %22, %23
  %25 = tail call double @sin(double noundef %22) #10
  %26 = fmul double %25, %24
  %27 = fsub double %21, %26
  %28 = fmul double %16, 2.000000e+00
  %29 = fdiv double %27, %28
  %30 = invoke noundef double @_Z7checkedd(double noundef %12)
          to label %31 unwind label %35

31:                                               ; preds = %9
  %32 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8cube_sind, double noundef %12)
          to label %33 unwind label %35

33:                                               ; preds = %31
  %34 = invoke noundef double @_Z7checkedd(double noundef %32)
          to label %43 unwind label %35

35:                                               ; preds = %33, %31, %9
  %36 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %37 = extractvalue { ptr, i32 } %36, 1
  %38 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #10
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %126

40:                                               ; preds = %35
  %41 = extractvalue { ptr, i32 } %36, 0
  %42 = tail call ptr @__cxa_begin_catch(ptr %41) #10
  tail call void @__cxa_end_catch()
  br label %43

43:                                               ; preds = %33, %40
  %44 = phi double [ -1.234500e+04, %40 ], [ %32, %33 ]
  %45 = tail call double @llvm.fabs.f64(double %29)
  %46 = fcmp ogt double %45, 1.000000e+00
  %47 = select i1 %46, double %45, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %44, ptr %6, align 8, !tbaa !5
  %48 = load volatile double, ptr %6, align 8, !tbaa !5
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %50, label %62, label %51

51:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %29, ptr %5, align 8, !tbaa !5
  %52 = load volatile double, ptr %5, align 8, !tbaa !5
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fcmp ueq double %53, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %54, label %62, label %55

55:                                               ; preds = %51
  %56 = fsub double %44, %29
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fmul double %47, 0x3EB0C6F7A0B5ED8D
  %59 = fcmp ole double %57, %58
  %60 = select i1 %59, ptr @.str.6, ptr @.str.7
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %12, double noundef %44, double noundef %29, ptr noundef nonnull %60)
  br i1 %59, label %67, label %64

62:                                               ; preds = %51, %43
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %12, double noundef %44, double noundef %29, ptr noundef nonnull @.str.7)
  br label %64

64:                                               ; preds = %62, %55
  %65 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %67

67:                                               ; preds = %55, %64
  %68 = tail call noundef double @_Z19derivative_or_throwd(double noundef %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %68, ptr %4, align 8, !tbaa !5
  %69 = load volatile double, ptr %4, align 8, !tbaa !5
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %71, label %83, label %72

72:                                               ; preds = %67
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %29, ptr %3, align 8, !tbaa !5
  %73 = load volatile double, ptr %3, align 8, !tbaa !5
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %75, label %83, label %76

76:                                               ; preds = %72
  %77 = fsub double %68, %29
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fmul double %47, 0x3EB0C6F7A0B5ED8D
  %80 = fcmp ole double %78, %79
  %81 = select i1 %80, ptr @.str.6, ptr @.str.7
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef %12, double noundef %68, double noundef %29, ptr noundef nonnull %81)
  br i1 %80, label %88, label %85

83:                                               ; preds = %72, %67
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef %12, double noundef %68, double noundef %29, ptr noundef nonnull @.str.7)
  br label %85

85:                                               ; preds = %83, %76
  %86 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %88

88:                                               ; preds = %76, %85
  %89 = add nuw nsw i64 %10, 8
  %90 = icmp eq i64 %89, 24
  br i1 %90, label %7, label %9

91:                                               ; preds = %7
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12domain_error
  %93 = extractvalue { ptr, i32 } %92, 1
  %94 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12domain_error) #10
  %95 = icmp eq i32 %93, %94
  br i1 %95, label %96, label %126

96:                                               ; preds = %91
  %97 = extractvalue { ptr, i32 } %92, 0
  %98 = tail call ptr @__cxa_begin_catch(ptr %97) #10
  tail call void @__cxa_end_catch()
  br label %99

99:                                               ; preds = %7, %96
  %100 = phi double [ 0.000000e+00, %7 ], [ 1.000000e+00, %96 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %100, ptr %2, align 8, !tbaa !5
  %101 = load volatile double, ptr %2, align 8, !tbaa !5
  %102 = tail call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %103, label %115, label %104

104:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  %105 = load volatile double, ptr %1, align 8, !tbaa !5
  %106 = tail call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %107, label %115, label %108

108:                                              ; preds = %104
  %109 = fadd double %100, -1.000000e+00
  %110 = fcmp oeq double %109, 0.000000e+00
  %111 = select i1 %110, ptr @.str.6, ptr @.str.7
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %100, double noundef 1.000000e+00, ptr noundef nonnull %111)
  br i1 %110, label %113, label %117

113:                                              ; preds = %108
  %114 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %120

115:                                              ; preds = %104, %99
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %100, double noundef 1.000000e+00, ptr noundef nonnull @.str.7)
  br label %117

117:                                              ; preds = %115, %108
  %118 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %120

120:                                              ; preds = %113, %117
  %121 = phi i32 [ %114, %113 ], [ %119, %117 ]
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %123 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i32
  ret i32 %125

126:                                              ; preds = %35, %91
  %127 = phi { ptr, i32 } [ %92, %91 ], [ %36, %35 ]
  resume { ptr, i32 } %127
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
