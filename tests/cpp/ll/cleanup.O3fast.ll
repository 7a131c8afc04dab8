; ModuleID = 'cleanup.cpp'
source_filename = "cleanup.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZN7Tracker4liveE = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@_ZTISt14overflow_error = external constant ptr
@.str.1 = private unnamed_addr constant [18 x i8] c"through an invoke\00", align 1
@.str.2 = private unnamed_addr constant [49 x i8] c"a throw inside the derivative reaches the caller\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"cleanup: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call fast double @llvm.fabs.f64(double %0)
  %3 = fcmp fast ogt double %2, 1.000000e+300
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
  %10 = fmul fast double %0, %0
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
  %5 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef nofpclass(nan inf) -8.000000e-01)
  %6 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %8 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) -7.999990e-01)
          to label %17 unwind label %15

9:                                                ; preds = %15, %19
  %10 = phi { ptr, i32 } [ %20, %19 ], [ %16, %15 ]
  %11 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %9, %133
  %14 = phi { ptr, i32 } [ %134, %133 ], [ %10, %9 ]
  resume { ptr, i32 } %14

15:                                               ; preds = %92, %53, %0
  %16 = landingpad { ptr, i32 }
          cleanup
  br label %9

17:                                               ; preds = %0
  %18 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) 0xBFE9999BB2788DB1)
          to label %21 unwind label %19

19:                                               ; preds = %97, %58, %17
  %20 = landingpad { ptr, i32 }
          cleanup
  br label %9

21:                                               ; preds = %17
  %22 = tail call fast double @llvm.sin.f64(double %8)
  %23 = fmul fast double %22, -7.999990e-01
  %24 = tail call fast double @llvm.sin.f64(double %18)
  %25 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %27 = fadd fast double %23, %8
  %28 = fmul fast double %24, 0xBFE9999BB2788DB1
  %29 = fadd fast double %18, %28
  %30 = fsub fast double %27, %29
  %31 = fmul fast double %30, 5.000000e+05
  %32 = tail call fast double @llvm.fabs.f64(double %31)
  %33 = tail call fast double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %5, ptr %4, align 8, !tbaa !9
  %34 = load volatile double, ptr %4, align 8, !tbaa !9
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %36, label %48, label %37

37:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %31, ptr %3, align 8, !tbaa !9
  %38 = load volatile double, ptr %3, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %40, label %48, label %41

41:                                               ; preds = %37
  %42 = fsub fast double %5, %31
  %43 = tail call fast double @llvm.fabs.f64(double %42)
  %44 = fmul fast double %33, 0x3EB0C6F7A0B5ED8D
  %45 = fcmp fast ole double %43, %44
  %46 = select i1 %45, ptr @.str.5, ptr @.str.6
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) -8.000000e-01, double noundef nofpclass(nan inf) %5, double noundef nofpclass(nan inf) %31, ptr noundef nonnull %46)
  br i1 %45, label %53, label %50

48:                                               ; preds = %37, %21
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) -8.000000e-01, double noundef nofpclass(nan inf) %5, double noundef nofpclass(nan inf) %31, ptr noundef nonnull @.str.6)
  br label %50

50:                                               ; preds = %48, %41
  %51 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %41, %50
  %54 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef nofpclass(nan inf) 4.000000e-01)
  %55 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %57 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) 4.000010e-01)
          to label %58 unwind label %15

58:                                               ; preds = %53
  %59 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) 0x3FD9999567DBB16D)
          to label %60 unwind label %19

60:                                               ; preds = %58
  %61 = tail call fast double @llvm.sin.f64(double %57)
  %62 = fmul fast double %61, 4.000010e-01
  %63 = tail call fast double @llvm.sin.f64(double %59)
  %64 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %65 = add nsw i32 %64, -1
  store i32 %65, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %66 = fadd fast double %62, %57
  %67 = fmul fast double %63, 0x3FD9999567DBB16D
  %68 = fadd fast double %59, %67
  %69 = fsub fast double %66, %68
  %70 = fmul fast double %69, 5.000000e+05
  %71 = tail call fast double @llvm.fabs.f64(double %70)
  %72 = tail call fast double @llvm.maxnum.f64(double %71, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %54, ptr %4, align 8, !tbaa !9
  %73 = load volatile double, ptr %4, align 8, !tbaa !9
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %75, label %87, label %76

76:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %70, ptr %3, align 8, !tbaa !9
  %77 = load volatile double, ptr %3, align 8, !tbaa !9
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %79, label %87, label %80

80:                                               ; preds = %76
  %81 = fsub fast double %54, %70
  %82 = tail call fast double @llvm.fabs.f64(double %81)
  %83 = fmul fast double %72, 0x3EB0C6F7A0B5ED8D
  %84 = fcmp fast ole double %82, %83
  %85 = select i1 %84, ptr @.str.5, ptr @.str.6
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 4.000000e-01, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %70, ptr noundef nonnull %85)
  br i1 %84, label %92, label %89

87:                                               ; preds = %76, %60
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 4.000000e-01, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %70, ptr noundef nonnull @.str.6)
  br label %89

89:                                               ; preds = %87, %80
  %90 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %89, %80
  %93 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef nofpclass(nan inf) 1.300000e+00)
  %94 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %96 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) 0x3FF4CCCE29C41EA9)
          to label %97 unwind label %15

97:                                               ; preds = %92
  %98 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) 0x3FF4CCCB6FD57AF1)
          to label %99 unwind label %19

99:                                               ; preds = %97
  %100 = tail call fast double @llvm.sin.f64(double %96)
  %101 = fmul fast double %100, 0x3FF4CCCE29C41EA9
  %102 = tail call fast double @llvm.sin.f64(double %98)
  %103 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %104 = add nsw i32 %103, -1
  store i32 %104, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %105 = fadd fast double %101, %96
  %106 = fmul fast double %102, 0x3FF4CCCB6FD57AF1
  %107 = fadd fast double %98, %106
  %108 = fsub fast double %105, %107
  %109 = fmul fast double %108, 0x4117799D89D89D8A
  %110 = tail call fast double @llvm.fabs.f64(double %109)
  %111 = tail call fast double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %93, ptr %4, align 8, !tbaa !9
  %112 = load volatile double, ptr %4, align 8, !tbaa !9
  %113 = tail call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %114, label %126, label %115

115:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %109, ptr %3, align 8, !tbaa !9
  %116 = load volatile double, ptr %3, align 8, !tbaa !9
  %117 = tail call double @llvm.fabs.f64(double %116)
  %118 = fcmp ueq double %117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %118, label %126, label %119

119:                                              ; preds = %115
  %120 = fsub fast double %93, %109
  %121 = tail call fast double @llvm.fabs.f64(double %120)
  %122 = fmul fast double %111, 0x3EB0C6F7A0B5ED8D
  %123 = fcmp fast ole double %121, %122
  %124 = select i1 %123, ptr @.str.5, ptr @.str.6
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 1.300000e+00, double noundef nofpclass(nan inf) %93, double noundef nofpclass(nan inf) %109, ptr noundef nonnull %124)
  br i1 %123, label %131, label %128

126:                                              ; preds = %115, %99
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 1.300000e+00, double noundef nofpclass(nan inf) %93, double noundef nofpclass(nan inf) %109, ptr noundef nonnull @.str.6)
  br label %128

128:                                              ; preds = %126, %119
  %129 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %128, %119
  %132 = invoke nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef nofpclass(nan inf) 1.000000e+301)
          to label %141 unwind label %133

133:                                              ; preds = %131
  %134 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  %135 = extractvalue { ptr, i32 } %134, 1
  %136 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt14overflow_error) #10
  %137 = icmp eq i32 %135, %136
  br i1 %137, label %138, label %13

138:                                              ; preds = %133
  %139 = extractvalue { ptr, i32 } %134, 0
  %140 = tail call ptr @__cxa_begin_catch(ptr %139) #10
  tail call void @__cxa_end_catch()
  br label %141

141:                                              ; preds = %131, %138
  %142 = phi double [ 0.000000e+00, %131 ], [ 1.000000e+00, %138 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %142, ptr %2, align 8, !tbaa !9
  %143 = load volatile double, ptr %2, align 8, !tbaa !9
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %145, label %157, label %146

146:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !9
  %147 = load volatile double, ptr %1, align 8, !tbaa !9
  %148 = tail call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = fadd fast double %142, -1.000000e+00
  %152 = fcmp fast oeq double %151, 0.000000e+00
  %153 = select i1 %152, ptr @.str.5, ptr @.str.6
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %153)
  br i1 %152, label %155, label %159

155:                                              ; preds = %150
  %156 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %162

157:                                              ; preds = %146, %141
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.6)
  br label %159

159:                                              ; preds = %157, %150
  %160 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %155, %159
  %163 = phi i32 [ %156, %155 ], [ %161, %159 ]
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %163)
  %165 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %166 = icmp ne i32 %165, 0
  %167 = zext i1 %166 to i32
  ret i32 %167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define internal noundef nofpclass(nan inf) double @_ZL1fd(double noundef nofpclass(nan inf) %0) #6 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %4 = invoke noundef nofpclass(nan inf) double @_Z14guarded_squared(double noundef nofpclass(nan inf) %0)
          to label %5 unwind label %11

5:                                                ; preds = %1
  %6 = tail call fast double @llvm.sin.f64(double %4)
  %7 = fmul fast double %6, %0
  %8 = fadd fast double %7, %4
  %9 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  ret double %8

11:                                               ; preds = %1
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  resume { ptr, i32 } %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
