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
define dso_local noundef double @_Z14guarded_squared(double noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call double @llvm.fabs.f64(double %0)
  %3 = fcmp ogt double %2, 1.000000e+300
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @.str)
          to label %6 unwind label %7

6:                                                ; preds = %4
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #12
  unreachable

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %5) #11
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
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef -8.000000e-01)
  %6 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %8 = invoke noundef double @_Z14guarded_squared(double noundef -7.999990e-01)
          to label %17 unwind label %15

9:                                                ; preds = %15, %20
  %10 = phi { ptr, i32 } [ %21, %20 ], [ %16, %15 ]
  %11 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %9, %145
  %14 = phi { ptr, i32 } [ %146, %145 ], [ %10, %9 ]
  resume { ptr, i32 } %14

15:                                               ; preds = %100, %57, %0
  %16 = landingpad { ptr, i32 }
          cleanup
  br label %9

17:                                               ; preds = %0
  %18 = tail call double @sin(double noundef %8) #11
  %19 = invoke noundef double @_Z14guarded_squared(double noundef 0xBFE9999BB2788DB1)
          to label %22 unwind label %20

20:                                               ; preds = %105, %62, %17
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %9

22:                                               ; preds = %17
  %23 = tail call double @sin(double noundef %19) #11
  %24 = insertelement <2 x double> poison, double %18, i64 0
  %25 = insertelement <2 x double> %24, double %23, i64 1
  %26 = insertelement <2 x double> poison, double %8, i64 0
  %27 = insertelement <2 x double> %26, double %19, i64 1
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> <double -7.999990e-01, double 0xBFE9999BB2788DB1>, <2 x double> %27)
  %29 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %31 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %32 = fsub <2 x double> %28, %31
  %33 = extractelement <2 x double> %32, i64 0
  %34 = fdiv double %33, 2.000000e-06
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, 1.000000e+00
  %37 = select i1 %36, double %35, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %5, ptr %4, align 8, !tbaa !9
  %38 = load volatile double, ptr %4, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %40, label %52, label %41

41:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %34, ptr %3, align 8, !tbaa !9
  %42 = load volatile double, ptr %3, align 8, !tbaa !9
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %44, label %52, label %45

45:                                               ; preds = %41
  %46 = fsub double %5, %34
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ole double %47, %48
  %50 = select i1 %49, ptr @.str.5, ptr @.str.6
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef -8.000000e-01, double noundef %5, double noundef %34, ptr noundef nonnull %50)
  br i1 %49, label %57, label %54

52:                                               ; preds = %41, %22
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef -8.000000e-01, double noundef %5, double noundef %34, ptr noundef nonnull @.str.6)
  br label %54

54:                                               ; preds = %52, %45
  %55 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %45, %54
  %58 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef 4.000000e-01)
  %59 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %61 = invoke noundef double @_Z14guarded_squared(double noundef 4.000010e-01)
          to label %62 unwind label %15

62:                                               ; preds = %57
  %63 = tail call double @sin(double noundef %61) #11
  %64 = invoke noundef double @_Z14guarded_squared(double noundef 0x3FD9999567DBB16D)
          to label %65 unwind label %20

65:                                               ; preds = %62
  %66 = tail call double @sin(double noundef %64) #11
  %67 = insertelement <2 x double> poison, double %63, i64 0
  %68 = insertelement <2 x double> %67, double %66, i64 1
  %69 = insertelement <2 x double> poison, double %61, i64 0
  %70 = insertelement <2 x double> %69, double %64, i64 1
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 4.000010e-01, double 0x3FD9999567DBB16D>, <2 x double> %70)
  %72 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %73 = add nsw i32 %72, -1
  store i32 %73, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %74 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fsub <2 x double> %71, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fdiv double %76, 2.000000e-06
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ogt double %78, 1.000000e+00
  %80 = select i1 %79, double %78, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %58, ptr %4, align 8, !tbaa !9
  %81 = load volatile double, ptr %4, align 8, !tbaa !9
  %82 = tail call double @llvm.fabs.f64(double %81)
  %83 = fcmp ueq double %82, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %83, label %95, label %84

84:                                               ; preds = %65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %77, ptr %3, align 8, !tbaa !9
  %85 = load volatile double, ptr %3, align 8, !tbaa !9
  %86 = tail call double @llvm.fabs.f64(double %85)
  %87 = fcmp ueq double %86, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %87, label %95, label %88

88:                                               ; preds = %84
  %89 = fsub double %58, %77
  %90 = tail call double @llvm.fabs.f64(double %89)
  %91 = fmul double %80, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp ole double %90, %91
  %93 = select i1 %92, ptr @.str.5, ptr @.str.6
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 4.000000e-01, double noundef %58, double noundef %77, ptr noundef nonnull %93)
  br i1 %92, label %100, label %97

95:                                               ; preds = %84, %65
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 4.000000e-01, double noundef %58, double noundef %77, ptr noundef nonnull @.str.6)
  br label %97

97:                                               ; preds = %95, %88
  %98 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %97, %88
  %101 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef 1.300000e+00)
  %102 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %104 = invoke noundef double @_Z14guarded_squared(double noundef 0x3FF4CCCE29C41EA9)
          to label %105 unwind label %15

105:                                              ; preds = %100
  %106 = tail call double @sin(double noundef %104) #11
  %107 = invoke noundef double @_Z14guarded_squared(double noundef 0x3FF4CCCB6FD57AF1)
          to label %108 unwind label %20

108:                                              ; preds = %105
  %109 = tail call double @sin(double noundef %107) #11
  %110 = insertelement <2 x double> poison, double %106, i64 0
  %111 = insertelement <2 x double> %110, double %109, i64 1
  %112 = insertelement <2 x double> poison, double %104, i64 0
  %113 = insertelement <2 x double> %112, double %107, i64 1
  %114 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 0x3FF4CCCE29C41EA9, double 0x3FF4CCCB6FD57AF1>, <2 x double> %113)
  %115 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %117 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %118 = fsub <2 x double> %114, %117
  %119 = extractelement <2 x double> %118, i64 0
  %120 = fdiv double %119, 2.600000e-06
  %121 = tail call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e+00
  %123 = select i1 %122, double %121, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %101, ptr %4, align 8, !tbaa !9
  %124 = load volatile double, ptr %4, align 8, !tbaa !9
  %125 = tail call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %126, label %138, label %127

127:                                              ; preds = %108
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %120, ptr %3, align 8, !tbaa !9
  %128 = load volatile double, ptr %3, align 8, !tbaa !9
  %129 = tail call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %130, label %138, label %131

131:                                              ; preds = %127
  %132 = fsub double %101, %120
  %133 = tail call double @llvm.fabs.f64(double %132)
  %134 = fmul double %123, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp ole double %133, %134
  %136 = select i1 %135, ptr @.str.5, ptr @.str.6
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 1.300000e+00, double noundef %101, double noundef %120, ptr noundef nonnull %136)
  br i1 %135, label %143, label %140

138:                                              ; preds = %127, %108
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 1.300000e+00, double noundef %101, double noundef %120, ptr noundef nonnull @.str.6)
  br label %140

140:                                              ; preds = %138, %131
  %141 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %143

143:                                              ; preds = %140, %131
  %144 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1fd, double noundef 1.000000e+301)
          to label %153 unwind label %145

145:                                              ; preds = %143
  %146 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  %147 = extractvalue { ptr, i32 } %146, 1
  %148 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt14overflow_error) #11
  %149 = icmp eq i32 %147, %148
  br i1 %149, label %150, label %13

150:                                              ; preds = %145
  %151 = extractvalue { ptr, i32 } %146, 0
  %152 = tail call ptr @__cxa_begin_catch(ptr %151) #11
  tail call void @__cxa_end_catch()
  br label %153

153:                                              ; preds = %143, %150
  %154 = phi double [ 0.000000e+00, %143 ], [ 1.000000e+00, %150 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %154, ptr %2, align 8, !tbaa !9
  %155 = load volatile double, ptr %2, align 8, !tbaa !9
  %156 = tail call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %157, label %169, label %158

158:                                              ; preds = %153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !9
  %159 = load volatile double, ptr %1, align 8, !tbaa !9
  %160 = tail call double @llvm.fabs.f64(double %159)
  %161 = fcmp ueq double %160, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %161, label %169, label %162

162:                                              ; preds = %158
  %163 = fadd double %154, -1.000000e+00
  %164 = fcmp oeq double %163, 0.000000e+00
  %165 = select i1 %164, ptr @.str.5, ptr @.str.6
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %154, double noundef 1.000000e+00, ptr noundef nonnull %165)
  br i1 %164, label %167, label %171

167:                                              ; preds = %162
  %168 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %174

169:                                              ; preds = %158, %153
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %154, double noundef 1.000000e+00, ptr noundef nonnull @.str.6)
  br label %171

171:                                              ; preds = %169, %162
  %172 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %167, %171
  %175 = phi i32 [ %168, %167 ], [ %173, %171 ]
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %175)
  %177 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %178 = icmp ne i32 %177, 0
  %179 = zext i1 %178 to i32
  ret i32 %179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define internal noundef double @_ZL1fd(double noundef %0) #6 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %4 = invoke noundef double @_Z14guarded_squared(double noundef %0)
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = tail call double @sin(double noundef %4) #11
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %0, double %4)
  %8 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %9 = add nsw i32 %8, -1
  store i32 %9, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  ret double %7

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = load i32, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
  %13 = add nsw i32 %12, -1
  store i32 %13, ptr @_ZN7Tracker4liveE, align 4, !tbaa !5
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

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
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }

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
