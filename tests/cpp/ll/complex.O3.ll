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
  %20 = insertelement <2 x float> poison, float %18, i64 0
  %21 = insertelement <2 x float> %20, float %19, i64 1
  %22 = fmul float %18, 1.500000e+00
  %23 = fmul float %19, %1
  %24 = fmul float %19, 1.500000e+00
  %25 = fmul float %18, %1
  %26 = fsub float %22, %23
  %27 = fadd float %25, %24
  %28 = fcmp uno float %26, 0.000000e+00
  br i1 %28, label %29, label %35, !prof !5

29:                                               ; preds = %15
  %30 = fcmp uno float %27, 0.000000e+00
  br i1 %30, label %31, label %35, !prof !5

31:                                               ; preds = %29
  %32 = tail call noundef <2 x float> @__mulsc3(float noundef 1.500000e+00, float noundef %1, float noundef %18, float noundef %19) #8
  %33 = extractelement <2 x float> %32, i64 0
  %34 = extractelement <2 x float> %32, i64 1
  br label %35

35:                                               ; preds = %15, %29, %31
  %36 = phi float [ %26, %15 ], [ %26, %29 ], [ %33, %31 ]
  %37 = phi float [ %27, %15 ], [ %27, %29 ], [ %34, %31 ]
  %38 = fadd float %36, 2.500000e-01
  %39 = fadd float %37, -5.000000e-01
  %40 = tail call noundef <2 x float> @__divsc3(float noundef %18, float noundef %19, float noundef %38, float noundef %39) #8
  %41 = fmul <2 x float> %40, <float 5.000000e-01, float 5.000000e-01>
  %42 = tail call noundef <2 x float> @cexpf(<2 x float> noundef %41) #8
  %43 = tail call noundef <2 x float> @clogf(<2 x float> noundef %21) #8
  %44 = tail call noundef <2 x float> @csqrtf(<2 x float> noundef %21) #8
  %45 = extractelement <2 x float> %44, i64 0
  %46 = extractelement <2 x float> %44, i64 1
  %47 = shufflevector <2 x float> %44, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %48 = fmul <2 x float> %43, %47
  %49 = shufflevector <2 x float> %48, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %50 = shufflevector <2 x float> %44, <2 x float> poison, <2 x i32> zeroinitializer
  %51 = fmul <2 x float> %43, %50
  %52 = fsub <2 x float> %51, %49
  %53 = fadd <2 x float> %51, %49
  %54 = shufflevector <2 x float> %52, <2 x float> %53, <2 x i32> <i32 0, i32 3>
  %55 = extractelement <2 x float> %52, i64 0
  %56 = fcmp uno float %55, 0.000000e+00
  br i1 %56, label %57, label %64, !prof !5

57:                                               ; preds = %35
  %58 = extractelement <2 x float> %53, i64 1
  %59 = fcmp uno float %58, 0.000000e+00
  br i1 %59, label %60, label %64, !prof !5

60:                                               ; preds = %57
  %61 = extractelement <2 x float> %43, i64 0
  %62 = extractelement <2 x float> %43, i64 1
  %63 = tail call noundef <2 x float> @__mulsc3(float noundef %61, float noundef %62, float noundef %45, float noundef %46) #8
  br label %64

64:                                               ; preds = %35, %57, %60
  %65 = phi <2 x float> [ %54, %35 ], [ %54, %57 ], [ %63, %60 ]
  %66 = extractelement <2 x float> %40, i64 0
  %67 = fmul float %18, %66
  %68 = extractelement <2 x float> %40, i64 1
  %69 = fmul float %19, %68
  %70 = fmul float %18, %68
  %71 = fmul float %19, %66
  %72 = fsub float %67, %69
  %73 = fadd float %71, %70
  %74 = fcmp uno float %72, 0.000000e+00
  br i1 %74, label %75, label %80, !prof !5

75:                                               ; preds = %64
  %76 = fcmp uno float %73, 0.000000e+00
  br i1 %76, label %77, label %80, !prof !5

77:                                               ; preds = %75
  %78 = tail call noundef <2 x float> @__mulsc3(float noundef %18, float noundef %19, float noundef %66, float noundef %68) #8
  %79 = extractelement <2 x float> %78, i64 1
  br label %80

80:                                               ; preds = %64, %75, %77
  %81 = phi float [ %73, %64 ], [ %73, %75 ], [ %79, %77 ]
  %82 = fadd <2 x float> %42, %65
  %83 = fneg float %81
  %84 = tail call float @llvm.fmuladd.f32(float %66, float 2.000000e+00, float %83)
  %85 = tail call noundef float @cabsf(<2 x float> noundef %82) #8
  %86 = fadd float %84, %85
  %87 = tail call noundef float @cargf(<2 x float> noundef %82) #8
  %88 = fadd float %86, %87
  ret float %88
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

14:                                               ; preds = %181
  %15 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %15)
  %17 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #8
  ret i32 %19

20:                                               ; preds = %0, %181
  %21 = phi i64 [ 0, %0 ], [ %182, %181 ]
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
  %121 = tail call noundef float @_Z1gff(float noundef %120, float noundef %113)
  %122 = fadd float %112, 0xBF847AE140000000
  %123 = tail call noundef float @_Z1gff(float noundef %122, float noundef %113)
  %124 = fsub float %121, %123
  %125 = fdiv float %124, 0x3F947AE140000000
  %126 = fpext float %125 to double
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = fcmp ogt double %127, 1.000000e+00
  %129 = select i1 %128, double %127, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %119, ptr %4, align 8, !tbaa !10
  %130 = load volatile double, ptr %4, align 8, !tbaa !10
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %132, label %144, label %133

133:                                              ; preds = %111
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %126, ptr %3, align 8, !tbaa !10
  %134 = load volatile double, ptr %3, align 8, !tbaa !10
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %136, label %144, label %137

137:                                              ; preds = %133
  %138 = fsub double %119, %126
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fmul double %129, 3.000000e-02
  %141 = fcmp ole double %139, %140
  %142 = select i1 %141, ptr @.str.7, ptr @.str.8
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef %23, double noundef %119, double noundef %126, ptr noundef nonnull %142)
  br i1 %141, label %149, label %146

144:                                              ; preds = %133, %111
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef %23, double noundef %119, double noundef %126, ptr noundef nonnull @.str.8)
  br label %146

146:                                              ; preds = %144, %137
  %147 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %149

149:                                              ; preds = %137, %146
  %150 = extractelement <2 x float> %117, i64 1
  %151 = fpext float %150 to double
  %152 = fadd float %113, 0x3F847AE140000000
  %153 = tail call noundef float @_Z1gff(float noundef %112, float noundef %152)
  %154 = fadd float %113, 0xBF847AE140000000
  %155 = tail call noundef float @_Z1gff(float noundef %112, float noundef %154)
  %156 = fsub float %153, %155
  %157 = fdiv float %156, 0x3F947AE140000000
  %158 = fpext float %157 to double
  %159 = tail call double @llvm.fabs.f64(double %158)
  %160 = fcmp ogt double %159, 1.000000e+00
  %161 = select i1 %160, double %159, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %151, ptr %2, align 8, !tbaa !10
  %162 = load volatile double, ptr %2, align 8, !tbaa !10
  %163 = tail call double @llvm.fabs.f64(double %162)
  %164 = fcmp ueq double %163, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %164, label %176, label %165

165:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %158, ptr %1, align 8, !tbaa !10
  %166 = load volatile double, ptr %1, align 8, !tbaa !10
  %167 = tail call double @llvm.fabs.f64(double %166)
  %168 = fcmp ueq double %167, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %168, label %176, label %169

169:                                              ; preds = %165
  %170 = fsub double %151, %158
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fmul double %161, 3.000000e-02
  %173 = fcmp ole double %171, %172
  %174 = select i1 %173, ptr @.str.7, ptr @.str.8
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef %23, double noundef %151, double noundef %158, ptr noundef nonnull %174)
  br i1 %173, label %181, label %178

176:                                              ; preds = %165, %149
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef %23, double noundef %151, double noundef %158, ptr noundef nonnull @.str.8)
  br label %178

178:                                              ; preds = %176, %169
  %179 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %181

181:                                              ; preds = %169, %178
  %182 = add nuw nsw i64 %21, 16
  %183 = icmp eq i64 %182, 48
  br i1 %183, label %14, label %20
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

; Function Attrs: nounwind
declare <2 x float> @cexpf(<2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare <2 x float> @clogf(<2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare <2 x float> @csqrtf(<2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare float @cabsf(<2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare float @cargf(<2 x float> noundef) local_unnamed_addr #7

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
