; ModuleID = 'exceptions.cpp'
source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@_ZTISt12domain_error = external constant ptr
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
define dso_local noundef nofpclass(nan inf) double @_Z7checkedd(double noundef returned nofpclass(nan inf) %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call fast double @llvm.fabs.f64(double %0)
  %3 = fcmp fast ogt double %2, 1.000000e+300
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #9
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @.str)
          to label %6 unwind label %7

6:                                                ; preds = %4
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #10
  unreachable

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %5) #9
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
define dso_local noundef nofpclass(nan inf) double @_Z19derivative_or_throwd(double noundef nofpclass(nan inf) %0) local_unnamed_addr #0 {
  %2 = tail call fast noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) %0)
  %3 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8cube_sind, double noundef nofpclass(nan inf) %0)
  %4 = tail call fast noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) %3)
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nofpclass(nan inf) double @_ZL8cube_sind(double noundef nofpclass(nan inf) %0) #5 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = fmul fast double %3, %4
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
  %7 = invoke noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) -1.200000e+00)
          to label %8 unwind label %12

8:                                                ; preds = %0
  %9 = invoke nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8cube_sind, double noundef nofpclass(nan inf) -1.200000e+00)
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = invoke noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) %9)
          to label %20 unwind label %12

12:                                               ; preds = %10, %8, %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %14 = extractvalue { ptr, i32 } %13, 1
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %205

17:                                               ; preds = %12
  %18 = extractvalue { ptr, i32 } %13, 0
  %19 = tail call ptr @__cxa_begin_catch(ptr %18) #9
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %10, %17
  %21 = phi nsz double [ -1.234500e+04, %17 ], [ %9, %10 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %21, ptr %6, align 8, !tbaa !5
  %22 = load volatile double, ptr %6, align 8, !tbaa !5
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ueq double %23, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %24, label %35, label %25

25:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0xC0129C397D0E1C5C, ptr %5, align 8, !tbaa !5
  %26 = load volatile double, ptr %5, align 8, !tbaa !5
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %28, label %35, label %29

29:                                               ; preds = %25
  %30 = fadd fast double %21, 0x40129C397D0E1C5C
  %31 = tail call fast double @llvm.fabs.f64(double %30)
  %32 = fcmp fast ole double %31, 0x3ED383A6CB1F0000
  %33 = select i1 %32, ptr @.str.6, ptr @.str.7
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) -1.200000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) 0xC0129C397D0E1C5C, ptr noundef nonnull %33)
  br i1 %32, label %40, label %37

35:                                               ; preds = %25, %20
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) -1.200000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) 0xC0129C397D0E1C5C, ptr noundef nonnull @.str.7)
  br label %37

37:                                               ; preds = %35, %29
  %38 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %29, %37
  %41 = tail call fast noundef nofpclass(nan inf) double @_Z19derivative_or_throwd(double noundef nofpclass(nan inf) -1.200000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %41, ptr %4, align 8, !tbaa !5
  %42 = load volatile double, ptr %4, align 8, !tbaa !5
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %44, label %55, label %45

45:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0xC0129C397D0E1C5C, ptr %3, align 8, !tbaa !5
  %46 = load volatile double, ptr %3, align 8, !tbaa !5
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fcmp ueq double %47, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %48, label %55, label %49

49:                                               ; preds = %45
  %50 = fadd fast double %41, 0x40129C397D0E1C5C
  %51 = tail call fast double @llvm.fabs.f64(double %50)
  %52 = fcmp fast ole double %51, 0x3ED383A6CB1F0000
  %53 = select i1 %52, ptr @.str.6, ptr @.str.7
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) -1.200000e+00, double noundef nofpclass(nan inf) %41, double noundef nofpclass(nan inf) 0xC0129C397D0E1C5C, ptr noundef nonnull %53)
  br i1 %52, label %60, label %57

55:                                               ; preds = %45, %40
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) -1.200000e+00, double noundef nofpclass(nan inf) %41, double noundef nofpclass(nan inf) 0xC0129C397D0E1C5C, ptr noundef nonnull @.str.7)
  br label %57

57:                                               ; preds = %55, %49
  %58 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %60

60:                                               ; preds = %49, %57
  %61 = invoke noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) 5.000000e-01)
          to label %62 unwind label %66

62:                                               ; preds = %60
  %63 = invoke nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8cube_sind, double noundef nofpclass(nan inf) 5.000000e-01)
          to label %64 unwind label %66

64:                                               ; preds = %62
  %65 = invoke noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) %63)
          to label %74 unwind label %66

66:                                               ; preds = %64, %62, %60
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %68 = extractvalue { ptr, i32 } %67, 1
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %205

71:                                               ; preds = %66
  %72 = extractvalue { ptr, i32 } %67, 0
  %73 = tail call ptr @__cxa_begin_catch(ptr %72) #9
  tail call void @__cxa_end_catch()
  br label %74

74:                                               ; preds = %71, %64
  %75 = phi nsz double [ -1.234500e+04, %71 ], [ %63, %64 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %75, ptr %6, align 8, !tbaa !5
  %76 = load volatile double, ptr %6, align 8, !tbaa !5
  %77 = tail call double @llvm.fabs.f64(double %76)
  %78 = fcmp ueq double %77, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %78, label %89, label %79

79:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x3FDE087858CEF2D8, ptr %5, align 8, !tbaa !5
  %80 = load volatile double, ptr %5, align 8, !tbaa !5
  %81 = tail call double @llvm.fabs.f64(double %80)
  %82 = fcmp ueq double %81, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %82, label %89, label %83

83:                                               ; preds = %79
  %84 = fadd fast double %75, 0xBFDE087858CEF2D8
  %85 = tail call fast double @llvm.fabs.f64(double %84)
  %86 = fcmp fast ole double %85, 0x3EB0C6F7A0B5ED8D
  %87 = select i1 %86, ptr @.str.6, ptr @.str.7
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) 0x3FDE087858CEF2D8, ptr noundef nonnull %87)
  br i1 %86, label %94, label %91

89:                                               ; preds = %79, %74
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) 0x3FDE087858CEF2D8, ptr noundef nonnull @.str.7)
  br label %91

91:                                               ; preds = %89, %83
  %92 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %94

94:                                               ; preds = %91, %83
  %95 = tail call fast noundef nofpclass(nan inf) double @_Z19derivative_or_throwd(double noundef nofpclass(nan inf) 5.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %95, ptr %4, align 8, !tbaa !5
  %96 = load volatile double, ptr %4, align 8, !tbaa !5
  %97 = tail call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %98, label %109, label %99

99:                                               ; preds = %94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0x3FDE087858CEF2D8, ptr %3, align 8, !tbaa !5
  %100 = load volatile double, ptr %3, align 8, !tbaa !5
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fcmp ueq double %101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %102, label %109, label %103

103:                                              ; preds = %99
  %104 = fadd fast double %95, 0xBFDE087858CEF2D8
  %105 = tail call fast double @llvm.fabs.f64(double %104)
  %106 = fcmp fast ole double %105, 0x3EB0C6F7A0B5ED8D
  %107 = select i1 %106, ptr @.str.6, ptr @.str.7
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) 0x3FDE087858CEF2D8, ptr noundef nonnull %107)
  br i1 %106, label %114, label %111

109:                                              ; preds = %99, %94
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) 0x3FDE087858CEF2D8, ptr noundef nonnull @.str.7)
  br label %111

111:                                              ; preds = %109, %103
  %112 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %114

114:                                              ; preds = %111, %103
  %115 = invoke noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) 2.500000e+00)
          to label %116 unwind label %120

116:                                              ; preds = %114
  %117 = invoke nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8cube_sind, double noundef nofpclass(nan inf) 2.500000e+00)
          to label %118 unwind label %120

118:                                              ; preds = %116
  %119 = invoke noundef nofpclass(nan inf) double @_Z7checkedd(double noundef nofpclass(nan inf) %117)
          to label %128 unwind label %120

120:                                              ; preds = %118, %116, %114
  %121 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %122 = extractvalue { ptr, i32 } %121, 1
  %123 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %124 = icmp eq i32 %122, %123
  br i1 %124, label %125, label %205

125:                                              ; preds = %120
  %126 = extractvalue { ptr, i32 } %121, 0
  %127 = tail call ptr @__cxa_begin_catch(ptr %126) #9
  tail call void @__cxa_end_catch()
  br label %128

128:                                              ; preds = %125, %118
  %129 = phi nsz double [ -1.234500e+04, %125 ], [ %117, %118 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %129, ptr %6, align 8, !tbaa !5
  %130 = load volatile double, ptr %6, align 8, !tbaa !5
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %132, label %143, label %133

133:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0xBFF4BE87DDDE2A01, ptr %5, align 8, !tbaa !5
  %134 = load volatile double, ptr %5, align 8, !tbaa !5
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %136, label %143, label %137

137:                                              ; preds = %133
  %138 = fadd fast double %129, 0x3FF4BE87DDDE2A01
  %139 = tail call fast double @llvm.fabs.f64(double %138)
  %140 = fcmp fast ole double %139, 0x3EB5C07EBCE66667
  %141 = select i1 %140, ptr @.str.6, ptr @.str.7
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 2.500000e+00, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) 0xBFF4BE87DDDE2A01, ptr noundef nonnull %141)
  br i1 %140, label %148, label %145

143:                                              ; preds = %133, %128
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 2.500000e+00, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) 0xBFF4BE87DDDE2A01, ptr noundef nonnull @.str.7)
  br label %145

145:                                              ; preds = %143, %137
  %146 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %148

148:                                              ; preds = %145, %137
  %149 = tail call fast noundef nofpclass(nan inf) double @_Z19derivative_or_throwd(double noundef nofpclass(nan inf) 2.500000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %149, ptr %4, align 8, !tbaa !5
  %150 = load volatile double, ptr %4, align 8, !tbaa !5
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %152, label %163, label %153

153:                                              ; preds = %148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0xBFF4BE87DDDE2A01, ptr %3, align 8, !tbaa !5
  %154 = load volatile double, ptr %3, align 8, !tbaa !5
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fcmp ueq double %155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %156, label %163, label %157

157:                                              ; preds = %153
  %158 = fadd fast double %149, 0x3FF4BE87DDDE2A01
  %159 = tail call fast double @llvm.fabs.f64(double %158)
  %160 = fcmp fast ole double %159, 0x3EB5C07EBCE66667
  %161 = select i1 %160, ptr @.str.6, ptr @.str.7
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.500000e+00, double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) 0xBFF4BE87DDDE2A01, ptr noundef nonnull %161)
  br i1 %160, label %168, label %165

163:                                              ; preds = %153, %148
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.500000e+00, double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) 0xBFF4BE87DDDE2A01, ptr noundef nonnull @.str.7)
  br label %165

165:                                              ; preds = %163, %157
  %166 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %168

168:                                              ; preds = %165, %157
  %169 = invoke noundef nofpclass(nan inf) double @_Z19derivative_or_throwd(double noundef nofpclass(nan inf) 1.000000e+301)
          to label %178 unwind label %170

170:                                              ; preds = %168
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12domain_error
  %172 = extractvalue { ptr, i32 } %171, 1
  %173 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12domain_error) #9
  %174 = icmp eq i32 %172, %173
  br i1 %174, label %175, label %205

175:                                              ; preds = %170
  %176 = extractvalue { ptr, i32 } %171, 0
  %177 = tail call ptr @__cxa_begin_catch(ptr %176) #9
  tail call void @__cxa_end_catch()
  br label %178

178:                                              ; preds = %168, %175
  %179 = phi double [ 0.000000e+00, %168 ], [ 1.000000e+00, %175 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %179, ptr %2, align 8, !tbaa !5
  %180 = load volatile double, ptr %2, align 8, !tbaa !5
  %181 = tail call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %182, label %194, label %183

183:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !5
  %184 = load volatile double, ptr %1, align 8, !tbaa !5
  %185 = tail call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %186, label %194, label %187

187:                                              ; preds = %183
  %188 = fadd fast double %179, -1.000000e+00
  %189 = fcmp fast oeq double %188, 0.000000e+00
  %190 = select i1 %189, ptr @.str.6, ptr @.str.7
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %190)
  br i1 %189, label %192, label %196

192:                                              ; preds = %187
  %193 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %199

194:                                              ; preds = %183, %178
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.7)
  br label %196

196:                                              ; preds = %194, %187
  %197 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @_ZL6n_fail, align 4, !tbaa !9
  br label %199

199:                                              ; preds = %192, %196
  %200 = phi i32 [ %193, %192 ], [ %198, %196 ]
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %200)
  %202 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !9
  %203 = icmp ne i32 %202, 0
  %204 = zext i1 %203 to i32
  ret i32 %204

205:                                              ; preds = %12, %66, %120, %170
  %206 = phi { ptr, i32 } [ %171, %170 ], [ %13, %12 ], [ %67, %66 ], [ %121, %120 ]
  resume { ptr, i32 } %206
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nosync nounwind memory(none) }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
