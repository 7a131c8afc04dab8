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

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #0 {
  %3 = fmul fast double %0, %0
  %4 = fadd fast double %3, 3.000000e-01
  %5 = fmul fast double %1, %1
  %6 = fsub fast double %4, %5
  %7 = fmul fast double %0, 2.000000e+00
  %8 = fmul fast double %7, %1
  %9 = fadd fast double %8, -1.000000e-01
  %10 = fmul fast double %6, %6
  %11 = fadd fast double %10, 3.000000e-01
  %12 = fmul fast double %9, %9
  %13 = fsub fast double %11, %12
  %14 = fmul fast double %6, 2.000000e+00
  %15 = fmul fast double %14, %9
  %16 = fadd fast double %15, -1.000000e-01
  %17 = fmul fast double %13, %13
  %18 = fadd fast double %17, 3.000000e-01
  %19 = fmul fast double %16, %16
  %20 = fsub fast double %18, %19
  %21 = fmul fast double %13, 2.000000e+00
  %22 = fmul fast double %21, %16
  %23 = fadd fast double %22, -1.000000e-01
  %24 = fadd fast double %20, 1.000000e+00
  %25 = fmul fast double %20, %0
  %26 = fmul fast double %23, 2.000000e+00
  %27 = fmul fast double %23, %0
  %28 = fmul fast double %20, 2.000000e+00
  %29 = fsub fast double %25, %26
  %30 = fadd fast double %29, 5.000000e-01
  %31 = fadd fast double %28, %1
  %32 = fadd fast double %31, %27
  %33 = fmul fast double %30, %24
  %34 = fmul fast double %32, %23
  %35 = fadd fast double %34, %33
  %36 = fmul fast double %30, %30
  %37 = fmul fast double %32, %32
  %38 = fadd fast double %37, %36
  %39 = fmul fast double %30, %23
  %40 = fmul fast double %32, %24
  %41 = fsub fast double %39, %40
  %42 = fdiv fast double %35, %38
  %43 = fdiv fast double %41, %38
  %44 = fmul fast double %42, 3.000000e-01
  %45 = fmul fast double %43, 3.000000e-01
  %46 = tail call noundef { double, double } @cexp(double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %45) #9
  %47 = extractvalue { double, double } %46, 0
  %48 = extractvalue { double, double } %46, 1
  %49 = tail call noundef { double, double } @clog(double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) %23) #9
  %50 = extractvalue { double, double } %49, 0
  %51 = extractvalue { double, double } %49, 1
  %52 = tail call noundef { double, double } @csqrt(double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %0) #9
  %53 = extractvalue { double, double } %52, 0
  %54 = extractvalue { double, double } %52, 1
  %55 = fmul fast double %53, %50
  %56 = fmul fast double %54, %50
  %57 = fmul fast double %53, %51
  %58 = fadd fast double %55, %47
  %59 = fmul fast double %54, %51
  %60 = fsub fast double %58, %59
  %61 = fmul fast double %20, %20
  %62 = fmul fast double %23, %23
  %63 = fadd fast double %62, %61
  %64 = tail call fast noundef double @llvm.sqrt.f64(double %63)
  %65 = tail call fast noundef nofpclass(nan inf) double @carg(double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %43) #9
  %66 = fmul fast double %60, %65
  %67 = fadd fast double %48, %64
  %68 = fadd fast double %67, %57
  %69 = fadd fast double %68, %56
  %70 = fadd fast double %69, %66
  ret double %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) float @_Z1gff(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast float %0, %0
  %4 = fmul fast float %1, %1
  %5 = fsub fast float %3, %4
  %6 = fmul fast float %0, 2.000000e+00
  %7 = fmul fast float %6, %1
  %8 = insertelement <2 x float> poison, float %5, i64 0
  %9 = insertelement <2 x float> %8, float %7, i64 1
  %10 = fadd fast <2 x float> %9, <float 2.500000e-01, float -5.000000e-01>
  %11 = extractelement <2 x float> %10, i64 0
  %12 = fmul fast float %11, 1.500000e+00
  %13 = extractelement <2 x float> %10, i64 1
  %14 = fmul fast float %13, %1
  %15 = fmul fast float %13, 1.500000e+00
  %16 = fmul fast float %11, %1
  %17 = fsub fast float %12, %14
  %18 = fadd fast float %17, 2.500000e-01
  %19 = fadd fast float %16, -5.000000e-01
  %20 = fadd fast float %19, %15
  %21 = fmul fast float %18, %18
  %22 = fmul fast float %20, %20
  %23 = fadd fast float %22, %21
  %24 = insertelement <2 x float> poison, float %18, i64 0
  %25 = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> zeroinitializer
  %26 = fmul fast <2 x float> %25, %10
  %27 = insertelement <2 x float> poison, float %20, i64 0
  %28 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> zeroinitializer
  %29 = fmul fast <2 x float> %28, %10
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %31 = fadd fast <2 x float> %26, %30
  %32 = fsub fast <2 x float> %26, %30
  %33 = shufflevector <2 x float> %31, <2 x float> %32, <2 x i32> <i32 0, i32 3>
  %34 = insertelement <2 x float> poison, float %23, i64 0
  %35 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer
  %36 = fdiv fast <2 x float> %33, %35
  %37 = fmul fast <2 x float> %36, <float 5.000000e-01, float 5.000000e-01>
  %38 = tail call fast noundef nofpclass(nan inf) <2 x float> @cexpf(<2 x float> noundef nofpclass(nan inf) %37) #9
  %39 = tail call fast noundef nofpclass(nan inf) <2 x float> @clogf(<2 x float> noundef nofpclass(nan inf) %10) #9
  %40 = tail call fast noundef nofpclass(nan inf) <2 x float> @csqrtf(<2 x float> noundef nofpclass(nan inf) %10) #9
  %41 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> zeroinitializer
  %42 = fmul fast <2 x float> %41, %39
  %43 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %44 = fmul fast <2 x float> %43, %39
  %45 = shufflevector <2 x float> %44, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %46 = fadd fast <2 x float> %42, %38
  %47 = fsub fast <2 x float> %46, %45
  %48 = fadd fast <2 x float> %46, %45
  %49 = shufflevector <2 x float> %47, <2 x float> %48, <2 x i32> <i32 0, i32 3>
  %50 = shufflevector <2 x float> %10, <2 x float> <float 2.000000e+00, float poison>, <2 x i32> <i32 2, i32 0>
  %51 = fmul fast <2 x float> %36, %50
  %52 = extractelement <2 x float> %36, i64 0
  %53 = fmul fast float %52, %13
  %54 = tail call fast noundef nofpclass(nan inf) float @cabsf(<2 x float> noundef nofpclass(nan inf) %49) #9
  %55 = tail call fast noundef nofpclass(nan inf) float @cargf(<2 x float> noundef nofpclass(nan inf) %49) #9
  %56 = extractelement <2 x float> %51, i64 1
  %57 = fadd fast float %56, %53
  %58 = extractelement <2 x float> %51, i64 0
  %59 = fsub fast float %58, %57
  %60 = fadd fast float %59, %54
  %61 = fadd fast float %60, %55
  ret float %61
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
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
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #10
  store <4 x double> <double 4.000000e-01, double 3.000000e-01, double -2.000000e-01, double 0x3FE6666666666666>, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %11, i64 32
  store <2 x double> <double 9.000000e-01, double -3.500000e-01>, ptr %12, align 16
  br label %19

13:                                               ; preds = %388
  %14 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %14)
  %16 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #10
  ret i32 %18

19:                                               ; preds = %0, %388
  %20 = phi i64 [ 0, %0 ], [ %389, %388 ]
  %21 = getelementptr inbounds i8, ptr %11, i64 %20
  %22 = load double, ptr %21, align 16, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call { double, double } (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fdd, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %24)
  %26 = extractvalue { double, double } %25, 0
  %27 = extractvalue { double, double } %25, 1
  %28 = fadd fast double %22, 0x3EB0C6F7A0B5ED8D
  %29 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %24)
  %30 = fadd fast double %22, 0xBEB0C6F7A0B5ED8D
  %31 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %24)
  %32 = fsub fast double %29, %31
  %33 = fmul fast double %32, 5.000000e+05
  %34 = fadd fast double %24, 0x3EB0C6F7A0B5ED8D
  %35 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34)
  %36 = fadd fast double %24, 0xBEB0C6F7A0B5ED8D
  %37 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %36)
  %38 = fsub fast double %35, %37
  %39 = fmul fast double %38, 5.000000e+05
  %40 = tail call fast double @llvm.fabs.f64(double %33)
  %41 = tail call fast double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %26, ptr %10, align 8, !tbaa !9
  %42 = load volatile double, ptr %10, align 8, !tbaa !9
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %44, label %56, label %45

45:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %33, ptr %9, align 8, !tbaa !9
  %46 = load volatile double, ptr %9, align 8, !tbaa !9
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fcmp ueq double %47, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %48, label %56, label %49

49:                                               ; preds = %45
  %50 = fsub fast double %26, %33
  %51 = tail call fast double @llvm.fabs.f64(double %50)
  %52 = fmul fast double %41, 0x3EB0C6F7A0B5ED8D
  %53 = fcmp fast ole double %51, %52
  %54 = select i1 %53, ptr @.str.7, ptr @.str.8
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %33, ptr noundef nonnull %54)
  br i1 %53, label %61, label %58

56:                                               ; preds = %45, %19
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.8)
  br label %58

58:                                               ; preds = %56, %49
  %59 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %49, %58
  %62 = tail call fast double @llvm.fabs.f64(double %39)
  %63 = tail call fast double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %27, ptr %8, align 8, !tbaa !9
  %64 = load volatile double, ptr %8, align 8, !tbaa !9
  %65 = tail call double @llvm.fabs.f64(double %64)
  %66 = fcmp ueq double %65, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %66, label %78, label %67

67:                                               ; preds = %61
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %39, ptr %7, align 8, !tbaa !9
  %68 = load volatile double, ptr %7, align 8, !tbaa !9
  %69 = tail call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %70, label %78, label %71

71:                                               ; preds = %67
  %72 = fsub fast double %27, %39
  %73 = tail call fast double @llvm.fabs.f64(double %72)
  %74 = fmul fast double %63, 0x3EB0C6F7A0B5ED8D
  %75 = fcmp fast ole double %73, %74
  %76 = select i1 %75, ptr @.str.7, ptr @.str.8
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %39, ptr noundef nonnull %76)
  br i1 %75, label %83, label %80

78:                                               ; preds = %67, %61
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %39, ptr noundef nonnull @.str.8)
  br label %80

80:                                               ; preds = %78, %71
  %81 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %71, %80
  %84 = tail call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fdd, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) 5.000000e-01)
  %85 = fmul fast double %38, 2.500000e+05
  %86 = fadd fast double %85, %33
  %87 = tail call fast double @llvm.fabs.f64(double %86)
  %88 = tail call fast double @llvm.maxnum.f64(double %87, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %84, ptr %6, align 8, !tbaa !9
  %89 = load volatile double, ptr %6, align 8, !tbaa !9
  %90 = tail call double @llvm.fabs.f64(double %89)
  %91 = fcmp ueq double %90, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %91, label %103, label %92

92:                                               ; preds = %83
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %86, ptr %5, align 8, !tbaa !9
  %93 = load volatile double, ptr %5, align 8, !tbaa !9
  %94 = tail call double @llvm.fabs.f64(double %93)
  %95 = fcmp ueq double %94, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %95, label %103, label %96

96:                                               ; preds = %92
  %97 = fsub fast double %84, %86
  %98 = tail call fast double @llvm.fabs.f64(double %97)
  %99 = fmul fast double %88, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp fast ole double %98, %99
  %101 = select i1 %100, ptr @.str.7, ptr @.str.8
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %84, double noundef nofpclass(nan inf) %86, ptr noundef nonnull %101)
  br i1 %100, label %108, label %105

103:                                              ; preds = %92, %83
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %84, double noundef nofpclass(nan inf) %86, ptr noundef nonnull @.str.8)
  br label %105

105:                                              ; preds = %103, %96
  %106 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %108

108:                                              ; preds = %96, %105
  %109 = fptrunc double %22 to float
  %110 = fptrunc double %24 to float
  %111 = fpext float %109 to double
  %112 = fpext float %110 to double
  %113 = tail call double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1gff, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) %112)
  %114 = bitcast double %113 to <2 x float>
  %115 = extractelement <2 x float> %114, i64 0
  %116 = fpext float %115 to double
  %117 = fadd fast float %109, 0x3F847AE140000000
  %118 = fmul fast float %110, %110
  %119 = insertelement <2 x float> poison, float %117, i64 0
  %120 = insertelement <2 x float> %119, float %110, i64 1
  %121 = insertelement <2 x float> %120, float 2.000000e+00, i64 1
  %122 = fmul fast <2 x float> %120, %121
  %123 = insertelement <2 x float> poison, float %118, i64 0
  %124 = insertelement <2 x float> %123, float %117, i64 1
  %125 = fsub fast <2 x float> %122, %124
  %126 = fmul fast <2 x float> %122, %124
  %127 = shufflevector <2 x float> %125, <2 x float> %126, <2 x i32> <i32 0, i32 3>
  %128 = fadd fast <2 x float> %127, <float 2.500000e-01, float -5.000000e-01>
  %129 = extractelement <2 x float> %128, i64 0
  %130 = fmul fast float %129, 1.500000e+00
  %131 = extractelement <2 x float> %128, i64 1
  %132 = fmul fast float %131, %110
  %133 = fmul fast float %131, 1.500000e+00
  %134 = fmul fast float %129, %110
  %135 = fsub fast float %130, %132
  %136 = fadd fast float %135, 2.500000e-01
  %137 = fadd fast float %134, -5.000000e-01
  %138 = fadd fast float %137, %133
  %139 = fmul fast float %136, %136
  %140 = fmul fast float %138, %138
  %141 = fadd fast float %140, %139
  %142 = insertelement <2 x float> poison, float %136, i64 0
  %143 = shufflevector <2 x float> %142, <2 x float> poison, <2 x i32> zeroinitializer
  %144 = fmul fast <2 x float> %143, %128
  %145 = insertelement <2 x float> poison, float %138, i64 0
  %146 = shufflevector <2 x float> %145, <2 x float> poison, <2 x i32> zeroinitializer
  %147 = fmul fast <2 x float> %146, %128
  %148 = shufflevector <2 x float> %147, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %149 = fadd fast <2 x float> %144, %148
  %150 = fsub fast <2 x float> %144, %148
  %151 = shufflevector <2 x float> %149, <2 x float> %150, <2 x i32> <i32 0, i32 3>
  %152 = insertelement <2 x float> poison, float %141, i64 0
  %153 = shufflevector <2 x float> %152, <2 x float> poison, <2 x i32> zeroinitializer
  %154 = fdiv fast <2 x float> %151, %153
  %155 = fmul fast <2 x float> %154, <float 5.000000e-01, float 5.000000e-01>
  %156 = tail call fast noundef nofpclass(nan inf) <2 x float> @cexpf(<2 x float> noundef nofpclass(nan inf) %155) #9
  %157 = tail call fast noundef nofpclass(nan inf) <2 x float> @clogf(<2 x float> noundef nofpclass(nan inf) %128) #9
  %158 = tail call fast noundef nofpclass(nan inf) <2 x float> @csqrtf(<2 x float> noundef nofpclass(nan inf) %128) #9
  %159 = shufflevector <2 x float> %158, <2 x float> poison, <2 x i32> zeroinitializer
  %160 = fmul fast <2 x float> %159, %157
  %161 = shufflevector <2 x float> %158, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %162 = fmul fast <2 x float> %161, %157
  %163 = shufflevector <2 x float> %162, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %164 = fadd fast <2 x float> %160, %156
  %165 = fsub fast <2 x float> %164, %163
  %166 = fadd fast <2 x float> %164, %163
  %167 = shufflevector <2 x float> %165, <2 x float> %166, <2 x i32> <i32 0, i32 3>
  %168 = extractelement <2 x float> %154, i64 0
  %169 = fmul fast float %168, 2.000000e+00
  %170 = tail call fast noundef nofpclass(nan inf) float @cabsf(<2 x float> noundef nofpclass(nan inf) %167) #9
  %171 = tail call fast noundef nofpclass(nan inf) float @cargf(<2 x float> noundef nofpclass(nan inf) %167) #9
  %172 = shufflevector <2 x float> %154, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %173 = fmul fast <2 x float> %172, %128
  %174 = extractelement <2 x float> %173, i64 0
  %175 = fmul fast float %168, %131
  %176 = fadd fast float %109, 0xBF847AE140000000
  %177 = fmul fast float %176, %176
  %178 = fsub fast float %177, %118
  %179 = fadd fast float %178, 2.500000e-01
  %180 = extractelement <2 x float> %122, i64 1
  %181 = fmul fast float %180, %176
  %182 = fadd fast float %181, -5.000000e-01
  %183 = insertelement <2 x float> poison, float %179, i64 0
  %184 = insertelement <2 x float> %183, float %182, i64 1
  %185 = fmul fast float %179, 1.500000e+00
  %186 = fmul fast float %182, %110
  %187 = fmul fast float %182, 1.500000e+00
  %188 = fmul fast float %179, %110
  %189 = fsub fast float %185, %186
  %190 = fadd fast float %189, 2.500000e-01
  %191 = fadd fast float %188, -5.000000e-01
  %192 = fadd fast float %191, %187
  %193 = fmul fast float %190, %179
  %194 = fmul fast float %192, %182
  %195 = fadd fast float %194, %193
  %196 = fmul fast float %190, %190
  %197 = fmul fast float %192, %192
  %198 = fadd fast float %197, %196
  %199 = fmul fast float %190, %182
  %200 = fmul fast float %192, %179
  %201 = fsub fast float %199, %200
  %202 = fdiv fast float %195, %198
  %203 = fdiv fast float %201, %198
  %204 = fmul fast float %202, 5.000000e-01
  %205 = fmul fast float %203, 5.000000e-01
  %206 = insertelement <2 x float> poison, float %204, i64 0
  %207 = insertelement <2 x float> %206, float %205, i64 1
  %208 = tail call fast noundef nofpclass(nan inf) <2 x float> @cexpf(<2 x float> noundef nofpclass(nan inf) %207) #9
  %209 = tail call fast noundef nofpclass(nan inf) <2 x float> @clogf(<2 x float> noundef nofpclass(nan inf) %184) #9
  %210 = tail call fast noundef nofpclass(nan inf) <2 x float> @csqrtf(<2 x float> noundef nofpclass(nan inf) %184) #9
  %211 = shufflevector <2 x float> %210, <2 x float> poison, <2 x i32> zeroinitializer
  %212 = fmul fast <2 x float> %211, %209
  %213 = shufflevector <2 x float> %210, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %214 = fmul fast <2 x float> %213, %209
  %215 = shufflevector <2 x float> %214, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %216 = fadd fast <2 x float> %212, %208
  %217 = fsub fast <2 x float> %216, %215
  %218 = fadd fast <2 x float> %216, %215
  %219 = shufflevector <2 x float> %217, <2 x float> %218, <2 x i32> <i32 0, i32 3>
  %220 = tail call fast noundef nofpclass(nan inf) float @cabsf(<2 x float> noundef nofpclass(nan inf) %219) #9
  %221 = tail call fast noundef nofpclass(nan inf) float @cargf(<2 x float> noundef nofpclass(nan inf) %219) #9
  %222 = fmul fast float %203, %179
  %223 = fadd fast float %174, %175
  %224 = fadd fast float %181, -2.500000e+00
  %225 = fmul fast float %202, %224
  %226 = fadd fast float %222, %169
  %227 = fadd fast float %226, %225
  %228 = fsub fast float %227, %223
  %229 = fadd fast float %228, %170
  %230 = fadd fast float %229, %171
  %231 = fadd fast float %220, %221
  %232 = fsub fast float %230, %231
  %233 = fmul fast float %232, 5.000000e+01
  %234 = fpext float %233 to double
  %235 = tail call fast double @llvm.fabs.f64(double %234)
  %236 = tail call fast double @llvm.maxnum.f64(double %235, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %116, ptr %4, align 8, !tbaa !9
  %237 = load volatile double, ptr %4, align 8, !tbaa !9
  %238 = tail call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %239, label %251, label %240

240:                                              ; preds = %108
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %234, ptr %3, align 8, !tbaa !9
  %241 = load volatile double, ptr %3, align 8, !tbaa !9
  %242 = tail call double @llvm.fabs.f64(double %241)
  %243 = fcmp ueq double %242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %243, label %251, label %244

244:                                              ; preds = %240
  %245 = fsub fast double %116, %234
  %246 = tail call fast double @llvm.fabs.f64(double %245)
  %247 = fmul fast double %236, 3.000000e-02
  %248 = fcmp fast ole double %246, %247
  %249 = select i1 %248, ptr @.str.7, ptr @.str.8
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %234, ptr noundef nonnull %249)
  br i1 %248, label %256, label %253

251:                                              ; preds = %240, %108
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %234, ptr noundef nonnull @.str.8)
  br label %253

253:                                              ; preds = %251, %244
  %254 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %256

256:                                              ; preds = %244, %253
  %257 = extractelement <2 x float> %114, i64 1
  %258 = fpext float %257 to double
  %259 = fadd fast float %110, 0x3F847AE140000000
  %260 = fmul fast float %109, %109
  %261 = fmul fast float %259, %259
  %262 = fsub fast float %260, %261
  %263 = fadd fast float %262, 2.500000e-01
  %264 = fmul fast float %109, 2.000000e+00
  %265 = fmul fast float %259, %264
  %266 = fadd fast float %265, -5.000000e-01
  %267 = insertelement <2 x float> poison, float %263, i64 0
  %268 = insertelement <2 x float> %267, float %266, i64 1
  %269 = fmul fast float %263, 1.500000e+00
  %270 = fmul fast float %266, %259
  %271 = fmul fast float %266, 1.500000e+00
  %272 = fmul fast float %263, %259
  %273 = fsub fast float %269, %270
  %274 = fadd fast float %273, 2.500000e-01
  %275 = fadd fast float %271, -5.000000e-01
  %276 = fadd fast float %275, %272
  %277 = fmul fast float %274, %263
  %278 = fmul fast float %276, %266
  %279 = fadd fast float %278, %277
  %280 = fmul fast float %274, %274
  %281 = fmul fast float %276, %276
  %282 = fadd fast float %281, %280
  %283 = fmul fast float %274, %266
  %284 = fmul fast float %276, %263
  %285 = fsub fast float %283, %284
  %286 = fdiv fast float %279, %282
  %287 = fdiv fast float %285, %282
  %288 = fmul fast float %286, 5.000000e-01
  %289 = fmul fast float %287, 5.000000e-01
  %290 = insertelement <2 x float> poison, float %288, i64 0
  %291 = insertelement <2 x float> %290, float %289, i64 1
  %292 = tail call fast noundef nofpclass(nan inf) <2 x float> @cexpf(<2 x float> noundef nofpclass(nan inf) %291) #9
  %293 = tail call fast noundef nofpclass(nan inf) <2 x float> @clogf(<2 x float> noundef nofpclass(nan inf) %268) #9
  %294 = tail call fast noundef nofpclass(nan inf) <2 x float> @csqrtf(<2 x float> noundef nofpclass(nan inf) %268) #9
  %295 = shufflevector <2 x float> %294, <2 x float> poison, <2 x i32> zeroinitializer
  %296 = fmul fast <2 x float> %295, %293
  %297 = shufflevector <2 x float> %294, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %298 = fmul fast <2 x float> %297, %293
  %299 = shufflevector <2 x float> %298, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %300 = fadd fast <2 x float> %296, %292
  %301 = fsub fast <2 x float> %300, %299
  %302 = fadd fast <2 x float> %300, %299
  %303 = shufflevector <2 x float> %301, <2 x float> %302, <2 x i32> <i32 0, i32 3>
  %304 = fmul fast float %286, 2.000000e+00
  %305 = tail call fast noundef nofpclass(nan inf) float @cabsf(<2 x float> noundef nofpclass(nan inf) %303) #9
  %306 = tail call fast noundef nofpclass(nan inf) float @cargf(<2 x float> noundef nofpclass(nan inf) %303) #9
  %307 = fmul fast float %287, %263
  %308 = fmul fast float %286, %266
  %309 = fadd fast float %110, 0xBF847AE140000000
  %310 = fmul fast float %309, %309
  %311 = fsub fast float %260, %310
  %312 = fadd fast float %311, 2.500000e-01
  %313 = fmul fast float %309, %264
  %314 = fadd fast float %313, -5.000000e-01
  %315 = insertelement <2 x float> poison, float %312, i64 0
  %316 = insertelement <2 x float> %315, float %314, i64 1
  %317 = fmul fast float %312, 1.500000e+00
  %318 = fmul fast float %314, %309
  %319 = fmul fast float %314, 1.500000e+00
  %320 = fmul fast float %312, %309
  %321 = fsub fast float %317, %318
  %322 = fadd fast float %321, 2.500000e-01
  %323 = fadd fast float %319, -5.000000e-01
  %324 = fadd fast float %323, %320
  %325 = fmul fast float %322, %312
  %326 = fmul fast float %324, %314
  %327 = fadd fast float %326, %325
  %328 = fmul fast float %322, %322
  %329 = fmul fast float %324, %324
  %330 = fadd fast float %329, %328
  %331 = fmul fast float %322, %314
  %332 = fmul fast float %324, %312
  %333 = fsub fast float %331, %332
  %334 = fdiv fast float %327, %330
  %335 = fdiv fast float %333, %330
  %336 = fmul fast float %334, 5.000000e-01
  %337 = fmul fast float %335, 5.000000e-01
  %338 = insertelement <2 x float> poison, float %336, i64 0
  %339 = insertelement <2 x float> %338, float %337, i64 1
  %340 = tail call fast noundef nofpclass(nan inf) <2 x float> @cexpf(<2 x float> noundef nofpclass(nan inf) %339) #9
  %341 = tail call fast noundef nofpclass(nan inf) <2 x float> @clogf(<2 x float> noundef nofpclass(nan inf) %316) #9
  %342 = tail call fast noundef nofpclass(nan inf) <2 x float> @csqrtf(<2 x float> noundef nofpclass(nan inf) %316) #9
  %343 = shufflevector <2 x float> %342, <2 x float> poison, <2 x i32> zeroinitializer
  %344 = fmul fast <2 x float> %343, %341
  %345 = shufflevector <2 x float> %342, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %346 = fmul fast <2 x float> %345, %341
  %347 = shufflevector <2 x float> %346, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %348 = fadd fast <2 x float> %344, %340
  %349 = fsub fast <2 x float> %348, %347
  %350 = fadd fast <2 x float> %348, %347
  %351 = shufflevector <2 x float> %349, <2 x float> %350, <2 x i32> <i32 0, i32 3>
  %352 = tail call fast noundef nofpclass(nan inf) float @cabsf(<2 x float> noundef nofpclass(nan inf) %351) #9
  %353 = tail call fast noundef nofpclass(nan inf) float @cargf(<2 x float> noundef nofpclass(nan inf) %351) #9
  %354 = fmul fast float %335, %312
  %355 = fadd fast float %307, %308
  %356 = fadd fast float %313, -2.500000e+00
  %357 = fmul fast float %334, %356
  %358 = fadd fast float %354, %304
  %359 = fadd fast float %358, %357
  %360 = fsub fast float %359, %355
  %361 = fadd fast float %360, %305
  %362 = fadd fast float %361, %306
  %363 = fadd fast float %352, %353
  %364 = fsub fast float %362, %363
  %365 = fmul fast float %364, 5.000000e+01
  %366 = fpext float %365 to double
  %367 = tail call fast double @llvm.fabs.f64(double %366)
  %368 = tail call fast double @llvm.maxnum.f64(double %367, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %258, ptr %2, align 8, !tbaa !9
  %369 = load volatile double, ptr %2, align 8, !tbaa !9
  %370 = tail call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %371, label %383, label %372

372:                                              ; preds = %256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %366, ptr %1, align 8, !tbaa !9
  %373 = load volatile double, ptr %1, align 8, !tbaa !9
  %374 = tail call double @llvm.fabs.f64(double %373)
  %375 = fcmp ueq double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %375, label %383, label %376

376:                                              ; preds = %372
  %377 = fsub fast double %258, %366
  %378 = tail call fast double @llvm.fabs.f64(double %377)
  %379 = fmul fast double %368, 3.000000e-02
  %380 = fcmp fast ole double %378, %379
  %381 = select i1 %380, ptr @.str.7, ptr @.str.8
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %258, double noundef nofpclass(nan inf) %366, ptr noundef nonnull %381)
  br i1 %380, label %388, label %385

383:                                              ; preds = %372, %256
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %258, double noundef nofpclass(nan inf) %366, ptr noundef nonnull @.str.8)
  br label %385

385:                                              ; preds = %383, %376
  %386 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %387 = add nsw i32 %386, 1
  store i32 %387, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %388

388:                                              ; preds = %376, %385
  %389 = add nuw nsw i64 %20, 16
  %390 = icmp eq i64 %389, 48
  br i1 %390, label %13, label %19
}

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #4

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @cexp(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @clog(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @csqrt(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @carg(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @cexpf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @clogf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @csqrtf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @cabsf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @cargf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="64" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="64" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind }

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
