; ModuleID = 'caught.cpp'
source_filename = "caught.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTISt9exception = external constant ptr
@.str = private unnamed_addr constant [4 x i8] c"big\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZL6events = internal unnamed_addr global i32 0, align 4
@__enzyme_inactivefn = dso_local local_unnamed_addr global [1 x ptr] [ptr @_Z4noted], align 8
@.str.1 = private unnamed_addr constant [11 x i8] c"caught.rev\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"caught.fwd\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"caught.events\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"caught: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z4noted(double noundef nofpclass(nan inf) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = fcmp fast ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %21

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #9
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str)
          to label %5 unwind label %6

5:                                                ; preds = %3
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #10
          to label %25 unwind label %8

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  tail call void @__cxa_free_exception(ptr %4) #9
  br label %10

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
  br label %10

10:                                               ; preds = %8, %6
  %11 = phi { ptr, i32 } [ %9, %8 ], [ %7, %6 ]
  %12 = extractvalue { ptr, i32 } %11, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %24

15:                                               ; preds = %10
  %16 = extractvalue { ptr, i32 } %11, 0
  %17 = tail call ptr @__cxa_begin_catch(ptr %16) #9
  %18 = load i32, ptr @_ZL6events, align 4, !tbaa !5
  %19 = add nsw i32 %18, 100
  store i32 %19, ptr @_ZL6events, align 4, !tbaa !5
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %15, %21
  ret void

21:                                               ; preds = %1
  %22 = load i32, ptr @_ZL6events, align 4, !tbaa !5
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @_ZL6events, align 4, !tbaa !5
  br label %20

24:                                               ; preds = %10
  resume { ptr, i32 } %11

25:                                               ; preds = %5
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress uwtable
define dso_local noundef nofpclass(nan inf) double @_Z1fd(double noundef nofpclass(nan inf) %0) #5 {
  tail call void @_Z4noted(double noundef nofpclass(nan inf) %0)
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = fmul fast double %0, 3.000000e+00
  %4 = fmul fast double %3, %2
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z1fd, double noundef nofpclass(nan inf) 5.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %7, ptr %4, align 8, !tbaa !9
  %8 = load volatile double, ptr %4, align 8, !tbaa !9
  %9 = tail call double @llvm.fabs.f64(double %8)
  %10 = fcmp ueq double %9, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %10, label %43, label %33

11:                                               ; preds = %108
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 2.020000e+02, ptr %5, align 8, !tbaa !9
  %12 = load volatile double, ptr %5, align 8, !tbaa !9
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fcmp ueq double %13, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %14, label %22, label %15

15:                                               ; preds = %11
  %16 = fadd fast double %110, -2.020000e+02
  %17 = fcmp fast oeq double %16, 0.000000e+00
  %18 = select i1 %17, ptr @.str.6, ptr @.str.7
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) 2.020000e+02, ptr noundef nonnull %18)
  br i1 %17, label %20, label %24

20:                                               ; preds = %15
  %21 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %27

22:                                               ; preds = %11, %108
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) 2.020000e+02, ptr noundef nonnull @.str.7)
  br label %24

24:                                               ; preds = %22, %15
  %25 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %20, %24
  %28 = phi i32 [ %21, %20 ], [ %26, %24 ]
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  ret i32 %32

33:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0x400609862DFE7138, ptr %3, align 8, !tbaa !9
  %34 = load volatile double, ptr %3, align 8, !tbaa !9
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = fadd fast double %7, 0xC00609862DFE7138
  %39 = tail call fast double @llvm.fabs.f64(double %38)
  %40 = fcmp fast ole double %39, 0x3D883AEBE02F8868
  %41 = select i1 %40, ptr @.str.6, ptr @.str.7
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %7, double noundef nofpclass(nan inf) 0x400609862DFE7138, ptr noundef nonnull %41)
  br i1 %40, label %48, label %45

43:                                               ; preds = %33, %0
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %7, double noundef nofpclass(nan inf) 0x400609862DFE7138, ptr noundef nonnull @.str.7)
  br label %45

45:                                               ; preds = %43, %37
  %46 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %37, %45
  %49 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_Z1fd, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %49, ptr %2, align 8, !tbaa !9
  %50 = load volatile double, ptr %2, align 8, !tbaa !9
  %51 = tail call double @llvm.fabs.f64(double %50)
  %52 = fcmp ueq double %51, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %52, label %63, label %53

53:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0x400609862DFE7138, ptr %1, align 8, !tbaa !9
  %54 = load volatile double, ptr %1, align 8, !tbaa !9
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = fcmp ueq double %55, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %56, label %63, label %57

57:                                               ; preds = %53
  %58 = fadd fast double %49, 0xC00609862DFE7138
  %59 = tail call fast double @llvm.fabs.f64(double %58)
  %60 = fcmp fast ole double %59, 0x3D883AEBE02F8868
  %61 = select i1 %60, ptr @.str.6, ptr @.str.7
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %49, double noundef nofpclass(nan inf) 0x400609862DFE7138, ptr noundef nonnull %61)
  br i1 %60, label %68, label %65

63:                                               ; preds = %53, %48
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %49, double noundef nofpclass(nan inf) 0x400609862DFE7138, ptr noundef nonnull @.str.7)
  br label %65

65:                                               ; preds = %63, %57
  %66 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %57, %65
  %69 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z1fd, double noundef nofpclass(nan inf) 1.500000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %69, ptr %4, align 8, !tbaa !9
  %70 = load volatile double, ptr %4, align 8, !tbaa !9
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %72, label %83, label %73

73:                                               ; preds = %68
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0x400A7C85F3992944, ptr %3, align 8, !tbaa !9
  %74 = load volatile double, ptr %3, align 8, !tbaa !9
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %76, label %83, label %77

77:                                               ; preds = %73
  %78 = fadd fast double %69, 0xC00A7C85F3992944
  %79 = tail call fast double @llvm.fabs.f64(double %78)
  %80 = fcmp fast ole double %79, 0x3D8D1F439F969464
  %81 = select i1 %80, ptr @.str.6, ptr @.str.7
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 1.500000e+00, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) 0x400A7C85F3992944, ptr noundef nonnull %81)
  br i1 %80, label %88, label %85

83:                                               ; preds = %73, %68
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 1.500000e+00, double noundef nofpclass(nan inf) %69, double noundef nofpclass(nan inf) 0x400A7C85F3992944, ptr noundef nonnull @.str.7)
  br label %85

85:                                               ; preds = %83, %77
  %86 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %88

88:                                               ; preds = %85, %77
  %89 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_Z1fd, double noundef nofpclass(nan inf) 1.500000e+00, double noundef nofpclass(nan inf) 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %89, ptr %2, align 8, !tbaa !9
  %90 = load volatile double, ptr %2, align 8, !tbaa !9
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %92, label %103, label %93

93:                                               ; preds = %88
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0x400A7C85F3992944, ptr %1, align 8, !tbaa !9
  %94 = load volatile double, ptr %1, align 8, !tbaa !9
  %95 = tail call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %96, label %103, label %97

97:                                               ; preds = %93
  %98 = fadd fast double %89, 0xC00A7C85F3992944
  %99 = tail call fast double @llvm.fabs.f64(double %98)
  %100 = fcmp fast ole double %99, 0x3D8D1F439F969464
  %101 = select i1 %100, ptr @.str.6, ptr @.str.7
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.500000e+00, double noundef nofpclass(nan inf) %89, double noundef nofpclass(nan inf) 0x400A7C85F3992944, ptr noundef nonnull %101)
  br i1 %100, label %108, label %105

103:                                              ; preds = %93, %88
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.500000e+00, double noundef nofpclass(nan inf) %89, double noundef nofpclass(nan inf) 0x400A7C85F3992944, ptr noundef nonnull @.str.7)
  br label %105

105:                                              ; preds = %103, %97
  %106 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %105, %97
  %109 = load i32, ptr @_ZL6events, align 4, !tbaa !5
  %110 = sitofp i32 %109 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %110, ptr %6, align 8, !tbaa !9
  %111 = load volatile double, ptr %6, align 8, !tbaa !9
  %112 = tail call double @llvm.fabs.f64(double %111)
  %113 = fcmp ueq double %112, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %113, label %22, label %11
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
