; ModuleID = 'complex.cpp'
source_filename = "complex.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/dy\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"jvp\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"float d/dy\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"complex: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef double @_Z1fdd(double noundef %0, double noundef %1) #0 {
  %3 = fmul double %0, %0
  %4 = fmul double %1, %1
  %5 = fmul double %0, %1
  %6 = fsub double %3, %4
  %7 = fadd double %5, %5
  %8 = fcmp uno double %6, 0.000000e+00
  br i1 %8, label %56, label %62, !prof !5

9:                                                ; preds = %96
  %10 = fcmp uno double %107, 0.000000e+00
  br i1 %10, label %11, label %15, !prof !5

11:                                               ; preds = %9
  %12 = tail call noundef { double, double } @__muldc3(double noundef %0, double noundef 2.000000e+00, double noundef %99, double noundef %100) #8
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  br label %15

15:                                               ; preds = %96, %9, %11
  %16 = phi double [ %106, %96 ], [ %106, %9 ], [ %13, %11 ]
  %17 = phi double [ %107, %96 ], [ %107, %9 ], [ %14, %11 ]
  %18 = fadd double %16, 5.000000e-01
  %19 = fadd double %17, %1
  %20 = tail call noundef { double, double } @__divdc3(double noundef %101, double noundef %100, double noundef %18, double noundef %19) #8
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  %23 = fmul double %21, 3.000000e-01
  %24 = fmul double %22, 3.000000e-01
  %25 = tail call noundef { double, double } @cexp(double noundef %23, double noundef %24) #8
  %26 = tail call noundef { double, double } @clog(double noundef %99, double noundef %100) #8
  %27 = extractvalue { double, double } %26, 0
  %28 = extractvalue { double, double } %26, 1
  %29 = tail call noundef { double, double } @csqrt(double noundef %1, double noundef %0) #8
  %30 = extractvalue { double, double } %29, 0
  %31 = extractvalue { double, double } %29, 1
  %32 = fmul double %27, %30
  %33 = fmul double %28, %31
  %34 = fmul double %27, %31
  %35 = fmul double %28, %30
  %36 = fsub double %32, %33
  %37 = fadd double %35, %34
  %38 = fcmp uno double %36, 0.000000e+00
  br i1 %38, label %39, label %45, !prof !5

39:                                               ; preds = %15
  %40 = fcmp uno double %37, 0.000000e+00
  br i1 %40, label %41, label %45, !prof !5

41:                                               ; preds = %39
  %42 = tail call noundef { double, double } @__muldc3(double noundef %27, double noundef %28, double noundef %30, double noundef %31) #8
  %43 = extractvalue { double, double } %42, 0
  %44 = extractvalue { double, double } %42, 1
  br label %45

45:                                               ; preds = %15, %39, %41
  %46 = phi double [ %36, %15 ], [ %36, %39 ], [ %43, %41 ]
  %47 = phi double [ %37, %15 ], [ %37, %39 ], [ %44, %41 ]
  %48 = extractvalue { double, double } %25, 1
  %49 = extractvalue { double, double } %25, 0
  %50 = fadd double %49, %46
  %51 = fadd double %48, %47
  %52 = tail call noundef double @cabs(double noundef %99, double noundef %100) #8
  %53 = tail call noundef double @carg(double noundef %21, double noundef %22) #8
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %50, double %52)
  %55 = fadd double %51, %54
  ret double %55

56:                                               ; preds = %2
  %57 = fcmp uno double %7, 0.000000e+00
  br i1 %57, label %58, label %62, !prof !5

58:                                               ; preds = %56
  %59 = tail call noundef { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %0, double noundef %1) #8
  %60 = extractvalue { double, double } %59, 0
  %61 = extractvalue { double, double } %59, 1
  br label %62

62:                                               ; preds = %2, %56, %58
  %63 = phi double [ %6, %2 ], [ %6, %56 ], [ %60, %58 ]
  %64 = phi double [ %7, %2 ], [ %7, %56 ], [ %61, %58 ]
  %65 = fadd double %63, 3.000000e-01
  %66 = fadd double %64, -1.000000e-01
  %67 = fmul double %65, %65
  %68 = fmul double %66, %66
  %69 = fmul double %65, %66
  %70 = fsub double %67, %68
  %71 = fadd double %69, %69
  %72 = fcmp uno double %70, 0.000000e+00
  br i1 %72, label %73, label %79, !prof !5

73:                                               ; preds = %62
  %74 = fcmp uno double %71, 0.000000e+00
  br i1 %74, label %75, label %79, !prof !5

75:                                               ; preds = %73
  %76 = tail call noundef { double, double } @__muldc3(double noundef %65, double noundef %66, double noundef %65, double noundef %66) #8
  %77 = extractvalue { double, double } %76, 0
  %78 = extractvalue { double, double } %76, 1
  br label %79

79:                                               ; preds = %75, %73, %62
  %80 = phi double [ %70, %62 ], [ %70, %73 ], [ %77, %75 ]
  %81 = phi double [ %71, %62 ], [ %71, %73 ], [ %78, %75 ]
  %82 = fadd double %80, 3.000000e-01
  %83 = fadd double %81, -1.000000e-01
  %84 = fmul double %82, %82
  %85 = fmul double %83, %83
  %86 = fmul double %82, %83
  %87 = fsub double %84, %85
  %88 = fadd double %86, %86
  %89 = fcmp uno double %87, 0.000000e+00
  br i1 %89, label %90, label %96, !prof !5

90:                                               ; preds = %79
  %91 = fcmp uno double %88, 0.000000e+00
  br i1 %91, label %92, label %96, !prof !5

92:                                               ; preds = %90
  %93 = tail call noundef { double, double } @__muldc3(double noundef %82, double noundef %83, double noundef %82, double noundef %83) #8
  %94 = extractvalue { double, double } %93, 0
  %95 = extractvalue { double, double } %93, 1
  br label %96

96:                                               ; preds = %92, %90, %79
  %97 = phi double [ %87, %79 ], [ %87, %90 ], [ %94, %92 ]
  %98 = phi double [ %88, %79 ], [ %88, %90 ], [ %95, %92 ]
  %99 = fadd double %97, 3.000000e-01
  %100 = fadd double %98, -1.000000e-01
  %101 = fadd double %99, 1.000000e+00
  %102 = fmul double %99, %0
  %103 = fmul double %100, 2.000000e+00
  %104 = fmul double %100, %0
  %105 = fmul double %99, 2.000000e+00
  %106 = fsub double %102, %103
  %107 = fadd double %105, %104
  %108 = fcmp uno double %106, 0.000000e+00
  br i1 %108, label %9, label %15, !prof !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef float @_Z1gff(float noundef %0, float noundef %1) #3 {
  %3 = fmul float %0, %0
  %4 = fmul float %1, %1
  %5 = fmul float %0, %1
  %6 = fsub float %3, %4
  %7 = fadd float %5, %5
  %8 = fcmp uno float %6, 0.000000e+00
  br i1 %8, label %9, label %15, !prof !5

9:                                                ; preds = %2
  %10 = fcmp uno float %7, 0.000000e+00
  br i1 %10, label %11, label %15, !prof !5

11:                                               ; preds = %9
  %12 = tail call noundef <2 x float> @__mulsc3(float noundef %0, float noundef %1, float noundef %0, float noundef %1) #8
  %13 = extractelement <2 x float> %12, i64 0
  %14 = extractelement <2 x float> %12, i64 1
  br label %15

15:                                               ; preds = %2, %9, %11
  %16 = phi float [ %6, %2 ], [ %6, %9 ], [ %13, %11 ]
  %17 = phi float [ %7, %2 ], [ %7, %9 ], [ %14, %11 ]
  %18 = fadd float %16, 2.500000e-01
  %19 = fadd float %17, -5.000000e-01
  %20 = fmul float %18, 1.500000e+00
  %21 = fmul float %19, %1
  %22 = fmul float %19, 1.500000e+00
  %23 = fmul float %18, %1
  %24 = fsub float %20, %21
  %25 = fadd float %23, %22
  %26 = fcmp uno float %24, 0.000000e+00
  br i1 %26, label %27, label %33, !prof !5

27:                                               ; preds = %15
  %28 = fcmp uno float %25, 0.000000e+00
  br i1 %28, label %29, label %33, !prof !5

29:                                               ; preds = %27
  %30 = tail call noundef <2 x float> @__mulsc3(float noundef 1.500000e+00, float noundef %1, float noundef %18, float noundef %19) #8
  %31 = extractelement <2 x float> %30, i64 0
  %32 = extractelement <2 x float> %30, i64 1
  br label %33

33:                                               ; preds = %15, %27, %29
  %34 = phi float [ %24, %15 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi float [ %25, %15 ], [ %25, %27 ], [ %32, %29 ]
  %36 = fadd float %34, 2.500000e-01
  %37 = fadd float %35, -5.000000e-01
  %38 = tail call noundef <2 x float> @__divsc3(float noundef %18, float noundef %19, float noundef %36, float noundef %37) #8
  %39 = extractelement <2 x float> %38, i64 0
  %40 = extractelement <2 x float> %38, i64 1
  %41 = fmul float %18, %39
  %42 = fmul float %19, %40
  %43 = fmul float %18, %40
  %44 = fmul float %19, %39
  %45 = fsub float %41, %42
  %46 = fadd float %44, %43
  %47 = fcmp uno float %45, 0.000000e+00
  br i1 %47, label %48, label %53, !prof !5

48:                                               ; preds = %33
  %49 = fcmp uno float %46, 0.000000e+00
  br i1 %49, label %50, label %53, !prof !5

50:                                               ; preds = %48
  %51 = tail call noundef <2 x float> @__mulsc3(float noundef %18, float noundef %19, float noundef %39, float noundef %40) #8
  %52 = extractelement <2 x float> %51, i64 1
  br label %53

53:                                               ; preds = %33, %48, %50
  %54 = phi float [ %46, %33 ], [ %46, %48 ], [ %52, %50 ]
  %55 = fneg float %54
  %56 = tail call float @llvm.fmuladd.f32(float %39, float 2.000000e+00, float %55)
  ret float %56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [3 x [2 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #8
  store <2 x double> <double 4.000000e-01, double 3.000000e-01>, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> <double -2.000000e-01, double 0x3FE6666666666666>, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %11, i64 32
  store <2 x double> <double 9.000000e-01, double -3.500000e-01>, ptr %13, align 16
  br label %20

14:                                               ; preds = %391
  %15 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %15)
  %17 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #8
  ret i32 %19

20:                                               ; preds = %0, %391
  %21 = phi i64 [ 0, %0 ], [ %392, %391 ]
  %22 = getelementptr inbounds i8, ptr %11, i64 %21
  %23 = load double, ptr %22, align 16, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %22, i64 8
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = tail call { double, double } (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fdd, double noundef %23, double noundef %25)
  %27 = extractvalue { double, double } %26, 0
  %28 = extractvalue { double, double } %26, 1
  %29 = fadd double %23, 0x3EB0C6F7A0B5ED8D
  %30 = tail call noundef double @_Z1fdd(double noundef %29, double noundef %25)
  %31 = fadd double %23, 0xBEB0C6F7A0B5ED8D
  %32 = tail call noundef double @_Z1fdd(double noundef %31, double noundef %25)
  %33 = fsub double %30, %32
  %34 = fdiv double %33, 2.000000e-06
  %35 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  %36 = tail call noundef double @_Z1fdd(double noundef %23, double noundef %35)
  %37 = fadd double %25, 0xBEB0C6F7A0B5ED8D
  %38 = tail call noundef double @_Z1fdd(double noundef %23, double noundef %37)
  %39 = fsub double %36, %38
  %40 = fdiv double %39, 2.000000e-06
  %41 = tail call double @llvm.fabs.f64(double %34)
  %42 = fcmp ogt double %41, 1.000000e+00
  %43 = select i1 %42, double %41, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %27, ptr %10, align 8, !tbaa !10
  %44 = load volatile double, ptr %10, align 8, !tbaa !10
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fcmp ueq double %45, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %46, label %58, label %47

47:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %34, ptr %9, align 8, !tbaa !10
  %48 = load volatile double, ptr %9, align 8, !tbaa !10
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = fsub double %27, %34
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fmul double %43, 0x3EB0C6F7A0B5ED8D
  %55 = fcmp ole double %53, %54
  %56 = select i1 %55, ptr @.str.7, ptr @.str.8
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %23, double noundef %27, double noundef %34, ptr noundef nonnull %56)
  br i1 %55, label %63, label %60

58:                                               ; preds = %47, %20
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %23, double noundef %27, double noundef %34, ptr noundef nonnull @.str.8)
  br label %60

60:                                               ; preds = %58, %51
  %61 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %63

63:                                               ; preds = %51, %60
  %64 = tail call double @llvm.fabs.f64(double %40)
  %65 = fcmp ogt double %64, 1.000000e+00
  %66 = select i1 %65, double %64, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %28, ptr %8, align 8, !tbaa !10
  %67 = load volatile double, ptr %8, align 8, !tbaa !10
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = fcmp ueq double %68, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %69, label %81, label %70

70:                                               ; preds = %63
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %40, ptr %7, align 8, !tbaa !10
  %71 = load volatile double, ptr %7, align 8, !tbaa !10
  %72 = tail call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %73, label %81, label %74

74:                                               ; preds = %70
  %75 = fsub double %28, %40
  %76 = tail call double @llvm.fabs.f64(double %75)
  %77 = fmul double %66, 0x3EB0C6F7A0B5ED8D
  %78 = fcmp ole double %76, %77
  %79 = select i1 %78, ptr @.str.7, ptr @.str.8
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %23, double noundef %28, double noundef %40, ptr noundef nonnull %79)
  br i1 %78, label %86, label %83

81:                                               ; preds = %70, %63
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %23, double noundef %28, double noundef %40, ptr noundef nonnull @.str.8)
  br label %83

83:                                               ; preds = %81, %74
  %84 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %74, %83
  %87 = tail call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fdd, double noundef %23, double noundef 1.000000e+00, double noundef %25, double noundef 5.000000e-01)
  %88 = tail call double @llvm.fmuladd.f64(double %40, double 5.000000e-01, double %34)
  %89 = tail call double @llvm.fabs.f64(double %88)
  %90 = fcmp ogt double %89, 1.000000e+00
  %91 = select i1 %90, double %89, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %87, ptr %6, align 8, !tbaa !10
  %92 = load volatile double, ptr %6, align 8, !tbaa !10
  %93 = tail call double @llvm.fabs.f64(double %92)
  %94 = fcmp ueq double %93, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %94, label %106, label %95

95:                                               ; preds = %86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %88, ptr %5, align 8, !tbaa !10
  %96 = load volatile double, ptr %5, align 8, !tbaa !10
  %97 = tail call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %98, label %106, label %99

99:                                               ; preds = %95
  %100 = fsub double %87, %88
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ole double %101, %102
  %104 = select i1 %103, ptr @.str.7, ptr @.str.8
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %23, double noundef %87, double noundef %88, ptr noundef nonnull %104)
  br i1 %103, label %111, label %108

106:                                              ; preds = %95, %86
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %23, double noundef %87, double noundef %88, ptr noundef nonnull @.str.8)
  br label %108

108:                                              ; preds = %106, %99
  %109 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %99, %108
  %112 = fptrunc double %23 to float
  %113 = fptrunc double %25 to float
  %114 = fpext float %112 to double
  %115 = fpext float %113 to double
  %116 = tail call double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1gff, double noundef %114, double noundef %115)
  %117 = bitcast double %116 to <2 x float>
  %118 = extractelement <2 x float> %117, i64 0
  %119 = fpext float %118 to double
  %120 = fadd float %112, 0x3F847AE140000000
  %121 = fmul float %120, %120
  %122 = fmul float %113, %113
  %123 = fmul float %120, %113
  %124 = fsub float %121, %122
  %125 = fadd float %123, %123
  %126 = fcmp uno float %124, 0.000000e+00
  br i1 %126, label %127, label %133, !prof !5

127:                                              ; preds = %111
  %128 = fcmp uno float %125, 0.000000e+00
  br i1 %128, label %129, label %133, !prof !5

129:                                              ; preds = %127
  %130 = tail call noundef <2 x float> @__mulsc3(float noundef %120, float noundef %113, float noundef %120, float noundef %113) #8
  %131 = extractelement <2 x float> %130, i64 0
  %132 = extractelement <2 x float> %130, i64 1
  br label %133

133:                                              ; preds = %129, %127, %111
  %134 = phi float [ %124, %111 ], [ %124, %127 ], [ %131, %129 ]
  %135 = phi float [ %125, %111 ], [ %125, %127 ], [ %132, %129 ]
  %136 = fadd float %134, 2.500000e-01
  %137 = fadd float %135, -5.000000e-01
  %138 = fmul float %136, 1.500000e+00
  %139 = fmul float %137, %113
  %140 = fmul float %137, 1.500000e+00
  %141 = fmul float %136, %113
  %142 = fsub float %138, %139
  %143 = fadd float %141, %140
  %144 = fcmp uno float %142, 0.000000e+00
  br i1 %144, label %145, label %151, !prof !5

145:                                              ; preds = %133
  %146 = fcmp uno float %143, 0.000000e+00
  br i1 %146, label %147, label %151, !prof !5

147:                                              ; preds = %145
  %148 = tail call noundef <2 x float> @__mulsc3(float noundef 1.500000e+00, float noundef %113, float noundef %136, float noundef %137) #8
  %149 = extractelement <2 x float> %148, i64 0
  %150 = extractelement <2 x float> %148, i64 1
  br label %151

151:                                              ; preds = %147, %145, %133
  %152 = phi float [ %142, %133 ], [ %142, %145 ], [ %149, %147 ]
  %153 = phi float [ %143, %133 ], [ %143, %145 ], [ %150, %147 ]
  %154 = fadd float %152, 2.500000e-01
  %155 = fadd float %153, -5.000000e-01
  %156 = tail call noundef <2 x float> @__divsc3(float noundef %136, float noundef %137, float noundef %154, float noundef %155) #8
  %157 = extractelement <2 x float> %156, i64 0
  %158 = extractelement <2 x float> %156, i64 1
  %159 = fmul float %136, %157
  %160 = fmul float %137, %158
  %161 = fmul float %136, %158
  %162 = fmul float %137, %157
  %163 = fsub float %159, %160
  %164 = fadd float %162, %161
  %165 = fcmp uno float %163, 0.000000e+00
  br i1 %165, label %166, label %171, !prof !5

166:                                              ; preds = %151
  %167 = fcmp uno float %164, 0.000000e+00
  br i1 %167, label %168, label %171, !prof !5

168:                                              ; preds = %166
  %169 = tail call noundef <2 x float> @__mulsc3(float noundef %136, float noundef %137, float noundef %157, float noundef %158) #8
  %170 = extractelement <2 x float> %169, i64 1
  br label %171

171:                                              ; preds = %151, %166, %168
  %172 = phi float [ %164, %151 ], [ %164, %166 ], [ %170, %168 ]
  %173 = fneg float %172
  %174 = tail call noundef float @llvm.fmuladd.f32(float %157, float 2.000000e+00, float %173)
  %175 = fadd float %112, 0xBF847AE140000000
  %176 = fmul float %175, %175
  %177 = fmul float %175, %113
  %178 = fsub float %176, %122
  %179 = fadd float %177, %177
  %180 = fcmp uno float %178, 0.000000e+00
  br i1 %180, label %181, label %187, !prof !5

181:                                              ; preds = %171
  %182 = fcmp uno float %179, 0.000000e+00
  br i1 %182, label %183, label %187, !prof !5

183:                                              ; preds = %181
  %184 = tail call noundef <2 x float> @__mulsc3(float noundef %175, float noundef %113, float noundef %175, float noundef %113) #8
  %185 = extractelement <2 x float> %184, i64 0
  %186 = extractelement <2 x float> %184, i64 1
  br label %187

187:                                              ; preds = %183, %181, %171
  %188 = phi float [ %178, %171 ], [ %178, %181 ], [ %185, %183 ]
  %189 = phi float [ %179, %171 ], [ %179, %181 ], [ %186, %183 ]
  %190 = fadd float %188, 2.500000e-01
  %191 = fadd float %189, -5.000000e-01
  %192 = fmul float %190, 1.500000e+00
  %193 = fmul float %191, %113
  %194 = fmul float %191, 1.500000e+00
  %195 = fmul float %190, %113
  %196 = fsub float %192, %193
  %197 = fadd float %195, %194
  %198 = fcmp uno float %196, 0.000000e+00
  br i1 %198, label %199, label %205, !prof !5

199:                                              ; preds = %187
  %200 = fcmp uno float %197, 0.000000e+00
  br i1 %200, label %201, label %205, !prof !5

201:                                              ; preds = %199
  %202 = tail call noundef <2 x float> @__mulsc3(float noundef 1.500000e+00, float noundef %113, float noundef %190, float noundef %191) #8
  %203 = extractelement <2 x float> %202, i64 0
  %204 = extractelement <2 x float> %202, i64 1
  br label %205

205:                                              ; preds = %201, %199, %187
  %206 = phi float [ %196, %187 ], [ %196, %199 ], [ %203, %201 ]
  %207 = phi float [ %197, %187 ], [ %197, %199 ], [ %204, %201 ]
  %208 = fadd float %206, 2.500000e-01
  %209 = fadd float %207, -5.000000e-01
  %210 = tail call noundef <2 x float> @__divsc3(float noundef %190, float noundef %191, float noundef %208, float noundef %209) #8
  %211 = extractelement <2 x float> %210, i64 0
  %212 = extractelement <2 x float> %210, i64 1
  %213 = fmul float %190, %211
  %214 = fmul float %191, %212
  %215 = fmul float %190, %212
  %216 = fmul float %191, %211
  %217 = fsub float %213, %214
  %218 = fadd float %216, %215
  %219 = fcmp uno float %217, 0.000000e+00
  br i1 %219, label %220, label %225, !prof !5

220:                                              ; preds = %205
  %221 = fcmp uno float %218, 0.000000e+00
  br i1 %221, label %222, label %225, !prof !5

222:                                              ; preds = %220
  %223 = tail call noundef <2 x float> @__mulsc3(float noundef %190, float noundef %191, float noundef %211, float noundef %212) #8
  %224 = extractelement <2 x float> %223, i64 1
  br label %225

225:                                              ; preds = %205, %220, %222
  %226 = phi float [ %218, %205 ], [ %218, %220 ], [ %224, %222 ]
  %227 = fneg float %226
  %228 = tail call noundef float @llvm.fmuladd.f32(float %211, float 2.000000e+00, float %227)
  %229 = fsub float %174, %228
  %230 = fdiv float %229, 0x3F947AE140000000
  %231 = fpext float %230 to double
  %232 = tail call double @llvm.fabs.f64(double %231)
  %233 = fcmp ogt double %232, 1.000000e+00
  %234 = select i1 %233, double %232, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %119, ptr %4, align 8, !tbaa !10
  %235 = load volatile double, ptr %4, align 8, !tbaa !10
  %236 = tail call double @llvm.fabs.f64(double %235)
  %237 = fcmp ueq double %236, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %237, label %249, label %238

238:                                              ; preds = %225
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %231, ptr %3, align 8, !tbaa !10
  %239 = load volatile double, ptr %3, align 8, !tbaa !10
  %240 = tail call double @llvm.fabs.f64(double %239)
  %241 = fcmp ueq double %240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %241, label %249, label %242

242:                                              ; preds = %238
  %243 = fsub double %119, %231
  %244 = tail call double @llvm.fabs.f64(double %243)
  %245 = fmul double %234, 3.000000e-02
  %246 = fcmp ole double %244, %245
  %247 = select i1 %246, ptr @.str.7, ptr @.str.8
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef %23, double noundef %119, double noundef %231, ptr noundef nonnull %247)
  br i1 %246, label %254, label %251

249:                                              ; preds = %238, %225
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef %23, double noundef %119, double noundef %231, ptr noundef nonnull @.str.8)
  br label %251

251:                                              ; preds = %249, %242
  %252 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %254

254:                                              ; preds = %242, %251
  %255 = extractelement <2 x float> %117, i64 1
  %256 = fpext float %255 to double
  %257 = fadd float %113, 0x3F847AE140000000
  %258 = fmul float %112, %112
  %259 = fmul float %257, %257
  %260 = fmul float %257, %112
  %261 = fsub float %258, %259
  %262 = fadd float %260, %260
  %263 = fcmp uno float %261, 0.000000e+00
  br i1 %263, label %264, label %270, !prof !5

264:                                              ; preds = %254
  %265 = fcmp uno float %262, 0.000000e+00
  br i1 %265, label %266, label %270, !prof !5

266:                                              ; preds = %264
  %267 = tail call noundef <2 x float> @__mulsc3(float noundef %112, float noundef %257, float noundef %112, float noundef %257) #8
  %268 = extractelement <2 x float> %267, i64 0
  %269 = extractelement <2 x float> %267, i64 1
  br label %270

270:                                              ; preds = %266, %264, %254
  %271 = phi float [ %261, %254 ], [ %261, %264 ], [ %268, %266 ]
  %272 = phi float [ %262, %254 ], [ %262, %264 ], [ %269, %266 ]
  %273 = fadd float %271, 2.500000e-01
  %274 = fadd float %272, -5.000000e-01
  %275 = fmul float %273, 1.500000e+00
  %276 = fmul float %257, %274
  %277 = fmul float %274, 1.500000e+00
  %278 = fmul float %257, %273
  %279 = fsub float %275, %276
  %280 = fadd float %278, %277
  %281 = fcmp uno float %279, 0.000000e+00
  br i1 %281, label %282, label %288, !prof !5

282:                                              ; preds = %270
  %283 = fcmp uno float %280, 0.000000e+00
  br i1 %283, label %284, label %288, !prof !5

284:                                              ; preds = %282
  %285 = tail call noundef <2 x float> @__mulsc3(float noundef 1.500000e+00, float noundef %257, float noundef %273, float noundef %274) #8
  %286 = extractelement <2 x float> %285, i64 0
  %287 = extractelement <2 x float> %285, i64 1
  br label %288

288:                                              ; preds = %284, %282, %270
  %289 = phi float [ %279, %270 ], [ %279, %282 ], [ %286, %284 ]
  %290 = phi float [ %280, %270 ], [ %280, %282 ], [ %287, %284 ]
  %291 = fadd float %289, 2.500000e-01
  %292 = fadd float %290, -5.000000e-01
  %293 = tail call noundef <2 x float> @__divsc3(float noundef %273, float noundef %274, float noundef %291, float noundef %292) #8
  %294 = extractelement <2 x float> %293, i64 0
  %295 = extractelement <2 x float> %293, i64 1
  %296 = fmul float %273, %294
  %297 = fmul float %274, %295
  %298 = fmul float %273, %295
  %299 = fmul float %274, %294
  %300 = fsub float %296, %297
  %301 = fadd float %299, %298
  %302 = fcmp uno float %300, 0.000000e+00
  br i1 %302, label %303, label %308, !prof !5

303:                                              ; preds = %288
  %304 = fcmp uno float %301, 0.000000e+00
  br i1 %304, label %305, label %308, !prof !5

305:                                              ; preds = %303
  %306 = tail call noundef <2 x float> @__mulsc3(float noundef %273, float noundef %274, float noundef %294, float noundef %295) #8
  %307 = extractelement <2 x float> %306, i64 1
  br label %308

308:                                              ; preds = %288, %303, %305
  %309 = phi float [ %301, %288 ], [ %301, %303 ], [ %307, %305 ]
  %310 = fneg float %309
  %311 = tail call noundef float @llvm.fmuladd.f32(float %294, float 2.000000e+00, float %310)
  %312 = fadd float %113, 0xBF847AE140000000
  %313 = fmul float %312, %312
  %314 = fmul float %312, %112
  %315 = fsub float %258, %313
  %316 = fadd float %314, %314
  %317 = fcmp uno float %315, 0.000000e+00
  br i1 %317, label %318, label %324, !prof !5

318:                                              ; preds = %308
  %319 = fcmp uno float %316, 0.000000e+00
  br i1 %319, label %320, label %324, !prof !5

320:                                              ; preds = %318
  %321 = tail call noundef <2 x float> @__mulsc3(float noundef %112, float noundef %312, float noundef %112, float noundef %312) #8
  %322 = extractelement <2 x float> %321, i64 0
  %323 = extractelement <2 x float> %321, i64 1
  br label %324

324:                                              ; preds = %320, %318, %308
  %325 = phi float [ %315, %308 ], [ %315, %318 ], [ %322, %320 ]
  %326 = phi float [ %316, %308 ], [ %316, %318 ], [ %323, %320 ]
  %327 = fadd float %325, 2.500000e-01
  %328 = fadd float %326, -5.000000e-01
  %329 = fmul float %327, 1.500000e+00
  %330 = fmul float %312, %328
  %331 = fmul float %328, 1.500000e+00
  %332 = fmul float %312, %327
  %333 = fsub float %329, %330
  %334 = fadd float %332, %331
  %335 = fcmp uno float %333, 0.000000e+00
  br i1 %335, label %336, label %342, !prof !5

336:                                              ; preds = %324
  %337 = fcmp uno float %334, 0.000000e+00
  br i1 %337, label %338, label %342, !prof !5

338:                                              ; preds = %336
  %339 = tail call noundef <2 x float> @__mulsc3(float noundef 1.500000e+00, float noundef %312, float noundef %327, float noundef %328) #8
  %340 = extractelement <2 x float> %339, i64 0
  %341 = extractelement <2 x float> %339, i64 1
  br label %342

342:                                              ; preds = %338, %336, %324
  %343 = phi float [ %333, %324 ], [ %333, %336 ], [ %340, %338 ]
  %344 = phi float [ %334, %324 ], [ %334, %336 ], [ %341, %338 ]
  %345 = fadd float %343, 2.500000e-01
  %346 = fadd float %344, -5.000000e-01
  %347 = tail call noundef <2 x float> @__divsc3(float noundef %327, float noundef %328, float noundef %345, float noundef %346) #8
  %348 = extractelement <2 x float> %347, i64 0
  %349 = extractelement <2 x float> %347, i64 1
  %350 = fmul float %327, %348
  %351 = fmul float %328, %349
  %352 = fmul float %327, %349
  %353 = fmul float %328, %348
  %354 = fsub float %350, %351
  %355 = fadd float %353, %352
  %356 = fcmp uno float %354, 0.000000e+00
  br i1 %356, label %357, label %362, !prof !5

357:                                              ; preds = %342
  %358 = fcmp uno float %355, 0.000000e+00
  br i1 %358, label %359, label %362, !prof !5

359:                                              ; preds = %357
  %360 = tail call noundef <2 x float> @__mulsc3(float noundef %327, float noundef %328, float noundef %348, float noundef %349) #8
  %361 = extractelement <2 x float> %360, i64 1
  br label %362

362:                                              ; preds = %342, %357, %359
  %363 = phi float [ %355, %342 ], [ %355, %357 ], [ %361, %359 ]
  %364 = fneg float %363
  %365 = tail call noundef float @llvm.fmuladd.f32(float %348, float 2.000000e+00, float %364)
  %366 = fsub float %311, %365
  %367 = fdiv float %366, 0x3F947AE140000000
  %368 = fpext float %367 to double
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fcmp ogt double %369, 1.000000e+00
  %371 = select i1 %370, double %369, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %256, ptr %2, align 8, !tbaa !10
  %372 = load volatile double, ptr %2, align 8, !tbaa !10
  %373 = tail call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %374, label %386, label %375

375:                                              ; preds = %362
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %368, ptr %1, align 8, !tbaa !10
  %376 = load volatile double, ptr %1, align 8, !tbaa !10
  %377 = tail call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %378, label %386, label %379

379:                                              ; preds = %375
  %380 = fsub double %256, %368
  %381 = tail call double @llvm.fabs.f64(double %380)
  %382 = fmul double %371, 3.000000e-02
  %383 = fcmp ole double %381, %382
  %384 = select i1 %383, ptr @.str.7, ptr @.str.8
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef %23, double noundef %256, double noundef %368, ptr noundef nonnull %384)
  br i1 %383, label %391, label %388

386:                                              ; preds = %375, %362
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef %23, double noundef %256, double noundef %368, ptr noundef nonnull @.str.8)
  br label %388

388:                                              ; preds = %386, %379
  %389 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %391

391:                                              ; preds = %379, %388
  %392 = add nuw nsw i64 %21, 16
  %393 = icmp eq i64 %392, 48
  br i1 %393, label %14, label %20
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @cexp(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare double @cabs(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @carg(double noundef, double noundef) local_unnamed_addr #7

declare <2 x float> @__mulsc3(float, float, float, float) local_unnamed_addr

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
