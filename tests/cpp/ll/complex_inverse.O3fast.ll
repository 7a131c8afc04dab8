; ModuleID = 'complex_inverse.cpp'
source_filename = "complex_inverse.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/dy\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"jvp\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"jvp = grad . v\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"float d/dy\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"complex_inverse: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #0 {
  %3 = fmul fast double %0, 5.000000e-01
  %4 = tail call noundef { double, double } @casin(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #9
  %5 = extractvalue { double, double } %4, 0
  %6 = extractvalue { double, double } %4, 1
  %7 = fmul fast double %1, 5.000000e-01
  %8 = tail call noundef { double, double } @cacos(double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %7) #9
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = tail call noundef { double, double } @catan(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #9
  %12 = extractvalue { double, double } %11, 0
  %13 = extractvalue { double, double } %11, 1
  %14 = fmul fast double %12, %9
  %15 = fmul fast double %13, %9
  %16 = fmul fast double %12, %10
  %17 = fmul fast double %13, %10
  %18 = tail call noundef { double, double } @casinh(double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %3) #9
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = fadd fast double %0, 2.000000e+00
  %22 = tail call noundef { double, double } @cacosh(double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %1) #9
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = fmul fast double %23, %19
  %26 = fmul fast double %24, %19
  %27 = fmul fast double %23, %20
  %28 = fmul fast double %24, %20
  %29 = fmul fast double %1, 3.000000e-01
  %30 = fmul fast double %0, 1.500000e-01
  %31 = tail call noundef { double, double } @catanh(double noundef nofpclass(nan inf) %29, double noundef nofpclass(nan inf) %30) #9
  %32 = extractvalue { double, double } %31, 0
  %33 = extractvalue { double, double } %31, 1
  %34 = fadd fast double %28, %17
  %35 = fadd fast double %14, %5
  %36 = fadd fast double %35, %25
  %37 = fadd fast double %36, %32
  %38 = fsub fast double %37, %34
  %39 = fadd fast double %16, %6
  %40 = fadd fast double %39, %15
  %41 = fadd fast double %40, %27
  %42 = fadd fast double %41, %26
  %43 = fadd fast double %42, %33
  %44 = tail call noundef { double, double } @cpow(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %3) #9
  %45 = extractvalue { double, double } %44, 0
  %46 = extractvalue { double, double } %44, 1
  %47 = tail call noundef { double, double } @clog(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #9
  %48 = extractvalue { double, double } %47, 0
  %49 = extractvalue { double, double } %47, 1
  %50 = fmul fast double %48, 0x3FDBCB7B1526E50D
  %51 = fmul fast double %49, 0x3FDBCB7B1526E50D
  %52 = tail call { double, double } @cproj(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #9
  %53 = extractvalue { double, double } %52, 0
  %54 = extractvalue { double, double } %52, 1
  %55 = fmul fast double %53, %1
  %56 = fmul fast double %54, %1
  %57 = fmul fast double %54, %3
  %58 = fadd fast double %50, %45
  %59 = fadd fast double %58, %57
  %60 = fadd fast double %59, %55
  %61 = fadd fast double %51, %46
  %62 = fadd fast double %61, %56
  %63 = fmul fast double %53, %3
  %64 = fmul fast double %60, %38
  %65 = fsub fast double %63, %62
  %66 = fmul fast double %65, %43
  %67 = fadd fast double %64, %43
  %68 = fadd fast double %67, %66
  ret double %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) float @_Z1gff(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast float %0, 5.000000e-01
  %4 = insertelement <2 x float> poison, float %0, i64 0
  %5 = insertelement <2 x float> %4, float %1, i64 1
  %6 = tail call fast noundef nofpclass(nan inf) <2 x float> @casinf(<2 x float> noundef nofpclass(nan inf) %5) #9
  %7 = insertelement <2 x float> poison, float %1, i64 0
  %8 = insertelement <2 x float> %7, float %0, i64 1
  %9 = fmul fast <2 x float> %8, <float 0x3FD3333340000000, float 0x3FC3333340000000>
  %10 = tail call fast noundef nofpclass(nan inf) <2 x float> @catanhf(<2 x float> noundef nofpclass(nan inf) %9) #9
  %11 = insertelement <2 x float> poison, float %1, i64 0
  %12 = insertelement <2 x float> %11, float %3, i64 1
  %13 = tail call fast noundef nofpclass(nan inf) <2 x float> @cpowf(<2 x float> noundef nofpclass(nan inf) %5, <2 x float> noundef nofpclass(nan inf) %12) #9
  %14 = fadd fast float %0, 2.000000e+00
  %15 = insertelement <2 x float> poison, float %14, i64 0
  %16 = insertelement <2 x float> %15, float %1, i64 1
  %17 = tail call fast noundef nofpclass(nan inf) <2 x float> @cacoshf(<2 x float> noundef nofpclass(nan inf) %16) #9
  %18 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %19 = fadd fast <2 x float> %18, %6
  %20 = fadd fast <2 x float> %19, %10
  %21 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %22 = fadd fast <2 x float> %20, %21
  %23 = fadd fast <2 x float> %22, %13
  %24 = shufflevector <2 x float> %13, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %25 = fadd fast <2 x float> %23, %24
  %26 = fadd fast <2 x float> %25, %17
  %27 = shufflevector <2 x float> %17, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %28 = fadd fast <2 x float> %26, %27
  %29 = extractelement <2 x float> %28, i64 0
  ret float %29
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
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [3 x [2 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #10
  store <4 x double> <double 4.000000e-01, double 3.000000e-01, double -6.000000e-01, double 0x3FE6666666666666>, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %13, i64 32
  store <2 x double> <double 9.000000e-01, double -3.500000e-01>, ptr %14, align 16
  br label %21

15:                                               ; preds = %298
  %16 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %16)
  %18 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #10
  ret i32 %20

21:                                               ; preds = %0, %298
  %22 = phi i64 [ 0, %0 ], [ %299, %298 ]
  %23 = getelementptr inbounds i8, ptr %13, i64 %22
  %24 = load double, ptr %23, align 16, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %23, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = tail call { double, double } (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fdd, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %26)
  %28 = extractvalue { double, double } %27, 0
  %29 = extractvalue { double, double } %27, 1
  %30 = fadd fast double %24, 0x3EB0C6F7A0B5ED8D
  %31 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %26)
  %32 = fadd fast double %24, 0xBEB0C6F7A0B5ED8D
  %33 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %26)
  %34 = fsub fast double %31, %33
  %35 = fmul fast double %34, 5.000000e+05
  %36 = fadd fast double %26, 0x3EB0C6F7A0B5ED8D
  %37 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %36)
  %38 = fadd fast double %26, 0xBEB0C6F7A0B5ED8D
  %39 = tail call fast noundef nofpclass(nan inf) double @_Z1fdd(double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %38)
  %40 = fsub fast double %37, %39
  %41 = fmul fast double %40, 5.000000e+05
  %42 = tail call fast double @llvm.fabs.f64(double %35)
  %43 = tail call fast double @llvm.maxnum.f64(double %42, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %28, ptr %12, align 8, !tbaa !9
  %44 = load volatile double, ptr %12, align 8, !tbaa !9
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fcmp ueq double %45, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %46, label %58, label %47

47:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %35, ptr %11, align 8, !tbaa !9
  %48 = load volatile double, ptr %11, align 8, !tbaa !9
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = fsub fast double %28, %35
  %53 = tail call fast double @llvm.fabs.f64(double %52)
  %54 = fmul fast double %43, 0x3EB0C6F7A0B5ED8D
  %55 = fcmp fast ole double %53, %54
  %56 = select i1 %55, ptr @.str.8, ptr @.str.9
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %35, ptr noundef nonnull %56)
  br i1 %55, label %63, label %60

58:                                               ; preds = %47, %21
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %35, ptr noundef nonnull @.str.9)
  br label %60

60:                                               ; preds = %58, %51
  %61 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %51, %60
  %64 = tail call fast double @llvm.fabs.f64(double %41)
  %65 = tail call fast double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %29, ptr %10, align 8, !tbaa !9
  %66 = load volatile double, ptr %10, align 8, !tbaa !9
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %68, label %80, label %69

69:                                               ; preds = %63
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %41, ptr %9, align 8, !tbaa !9
  %70 = load volatile double, ptr %9, align 8, !tbaa !9
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %72, label %80, label %73

73:                                               ; preds = %69
  %74 = fsub fast double %29, %41
  %75 = tail call fast double @llvm.fabs.f64(double %74)
  %76 = fmul fast double %65, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp fast ole double %75, %76
  %78 = select i1 %77, ptr @.str.8, ptr @.str.9
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %29, double noundef nofpclass(nan inf) %41, ptr noundef nonnull %78)
  br i1 %77, label %85, label %82

80:                                               ; preds = %69, %63
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %29, double noundef nofpclass(nan inf) %41, ptr noundef nonnull @.str.9)
  br label %82

82:                                               ; preds = %80, %73
  %83 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %73, %82
  %86 = tail call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fdd, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 5.000000e-01)
  %87 = fmul fast double %40, 2.500000e+05
  %88 = fadd fast double %87, %35
  %89 = tail call fast double @llvm.fabs.f64(double %88)
  %90 = tail call fast double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %86, ptr %8, align 8, !tbaa !9
  %91 = load volatile double, ptr %8, align 8, !tbaa !9
  %92 = tail call double @llvm.fabs.f64(double %91)
  %93 = fcmp ueq double %92, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %93, label %105, label %94

94:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %88, ptr %7, align 8, !tbaa !9
  %95 = load volatile double, ptr %7, align 8, !tbaa !9
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = fcmp ueq double %96, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %97, label %105, label %98

98:                                               ; preds = %94
  %99 = fsub fast double %86, %88
  %100 = tail call fast double @llvm.fabs.f64(double %99)
  %101 = fmul fast double %90, 0x3EB0C6F7A0B5ED8D
  %102 = fcmp fast ole double %100, %101
  %103 = select i1 %102, ptr @.str.8, ptr @.str.9
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %86, double noundef nofpclass(nan inf) %88, ptr noundef nonnull %103)
  br i1 %102, label %110, label %107

105:                                              ; preds = %94, %85
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %86, double noundef nofpclass(nan inf) %88, ptr noundef nonnull @.str.9)
  br label %107

107:                                              ; preds = %105, %98
  %108 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %98, %107
  %111 = fmul fast double %29, 5.000000e-01
  %112 = fadd fast double %111, %28
  %113 = tail call fast double @llvm.fabs.f64(double %112)
  %114 = tail call fast double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %86, ptr %6, align 8, !tbaa !9
  %115 = load volatile double, ptr %6, align 8, !tbaa !9
  %116 = tail call double @llvm.fabs.f64(double %115)
  %117 = fcmp ueq double %116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %117, label %129, label %118

118:                                              ; preds = %110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %112, ptr %5, align 8, !tbaa !9
  %119 = load volatile double, ptr %5, align 8, !tbaa !9
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %121, label %129, label %122

122:                                              ; preds = %118
  %123 = fsub fast double %86, %112
  %124 = tail call fast double @llvm.fabs.f64(double %123)
  %125 = fmul fast double %114, 0x3D719799812DEA11
  %126 = fcmp fast ole double %124, %125
  %127 = select i1 %126, ptr @.str.8, ptr @.str.9
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %86, double noundef nofpclass(nan inf) %112, ptr noundef nonnull %127)
  br i1 %126, label %134, label %131

129:                                              ; preds = %118, %110
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %86, double noundef nofpclass(nan inf) %112, ptr noundef nonnull @.str.9)
  br label %131

131:                                              ; preds = %129, %122
  %132 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %134

134:                                              ; preds = %122, %131
  %135 = fptrunc double %24 to float
  %136 = fptrunc double %26 to float
  %137 = fpext float %135 to double
  %138 = fpext float %136 to double
  %139 = tail call double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1gff, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %138)
  %140 = bitcast double %139 to <2 x float>
  %141 = extractelement <2 x float> %140, i64 0
  %142 = fpext float %141 to double
  %143 = fadd fast float %135, 0x3F847AE140000000
  %144 = fmul fast float %143, 5.000000e-01
  %145 = insertelement <2 x float> poison, float %143, i64 0
  %146 = insertelement <2 x float> %145, float %136, i64 1
  %147 = tail call fast noundef nofpclass(nan inf) <2 x float> @casinf(<2 x float> noundef nofpclass(nan inf) %146) #9
  %148 = fmul fast float %136, 0x3FD3333340000000
  %149 = fmul fast float %143, 0x3FC3333340000000
  %150 = insertelement <2 x float> poison, float %148, i64 0
  %151 = insertelement <2 x float> %150, float %149, i64 1
  %152 = tail call fast noundef nofpclass(nan inf) <2 x float> @catanhf(<2 x float> noundef nofpclass(nan inf) %151) #9
  %153 = insertelement <2 x float> poison, float %136, i64 0
  %154 = insertelement <2 x float> %153, float %144, i64 1
  %155 = tail call fast noundef nofpclass(nan inf) <2 x float> @cpowf(<2 x float> noundef nofpclass(nan inf) %146, <2 x float> noundef nofpclass(nan inf) %154) #9
  %156 = fadd fast float %135, 0x4000147AE0000000
  %157 = insertelement <2 x float> poison, float %156, i64 0
  %158 = insertelement <2 x float> %157, float %136, i64 1
  %159 = tail call fast noundef nofpclass(nan inf) <2 x float> @cacoshf(<2 x float> noundef nofpclass(nan inf) %158) #9
  %160 = fadd fast float %135, 0xBF847AE140000000
  %161 = fmul fast float %160, 5.000000e-01
  %162 = insertelement <2 x float> poison, float %160, i64 0
  %163 = insertelement <2 x float> %162, float %136, i64 1
  %164 = tail call fast noundef nofpclass(nan inf) <2 x float> @casinf(<2 x float> noundef nofpclass(nan inf) %163) #9
  %165 = fmul fast float %160, 0x3FC3333340000000
  %166 = insertelement <2 x float> %150, float %165, i64 1
  %167 = tail call fast noundef nofpclass(nan inf) <2 x float> @catanhf(<2 x float> noundef nofpclass(nan inf) %166) #9
  %168 = insertelement <2 x float> %153, float %161, i64 1
  %169 = tail call fast noundef nofpclass(nan inf) <2 x float> @cpowf(<2 x float> noundef nofpclass(nan inf) %163, <2 x float> noundef nofpclass(nan inf) %168) #9
  %170 = fadd fast float %135, 0x3FFFD70A40000000
  %171 = insertelement <2 x float> poison, float %170, i64 0
  %172 = insertelement <2 x float> %171, float %136, i64 1
  %173 = tail call fast noundef nofpclass(nan inf) <2 x float> @cacoshf(<2 x float> noundef nofpclass(nan inf) %172) #9
  %174 = shufflevector <2 x float> %147, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %175 = fadd fast <2 x float> %174, %147
  %176 = fadd fast <2 x float> %175, %152
  %177 = shufflevector <2 x float> %152, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %178 = fadd fast <2 x float> %176, %177
  %179 = fadd fast <2 x float> %178, %155
  %180 = shufflevector <2 x float> %155, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %181 = fadd fast <2 x float> %179, %180
  %182 = fadd fast <2 x float> %181, %159
  %183 = shufflevector <2 x float> %159, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %184 = fadd fast <2 x float> %182, %183
  %185 = shufflevector <2 x float> %164, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %186 = fadd fast <2 x float> %164, %185
  %187 = fadd fast <2 x float> %186, %167
  %188 = shufflevector <2 x float> %167, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %189 = fadd fast <2 x float> %187, %188
  %190 = fadd fast <2 x float> %189, %169
  %191 = shufflevector <2 x float> %169, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %192 = fadd fast <2 x float> %190, %191
  %193 = fadd fast <2 x float> %192, %173
  %194 = shufflevector <2 x float> %173, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %195 = fadd fast <2 x float> %193, %194
  %196 = fsub fast <2 x float> %184, %195
  %197 = extractelement <2 x float> %196, i64 0
  %198 = fmul fast float %197, 5.000000e+01
  %199 = fpext float %198 to double
  %200 = tail call fast double @llvm.fabs.f64(double %199)
  %201 = tail call fast double @llvm.maxnum.f64(double %200, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %142, ptr %4, align 8, !tbaa !9
  %202 = load volatile double, ptr %4, align 8, !tbaa !9
  %203 = tail call double @llvm.fabs.f64(double %202)
  %204 = fcmp ueq double %203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %204, label %216, label %205

205:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %199, ptr %3, align 8, !tbaa !9
  %206 = load volatile double, ptr %3, align 8, !tbaa !9
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = fcmp ueq double %207, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %208, label %216, label %209

209:                                              ; preds = %205
  %210 = fsub fast double %142, %199
  %211 = tail call fast double @llvm.fabs.f64(double %210)
  %212 = fmul fast double %201, 3.000000e-02
  %213 = fcmp fast ole double %211, %212
  %214 = select i1 %213, ptr @.str.8, ptr @.str.9
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %199, ptr noundef nonnull %214)
  br i1 %213, label %221, label %218

216:                                              ; preds = %205, %134
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %199, ptr noundef nonnull @.str.9)
  br label %218

218:                                              ; preds = %216, %209
  %219 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %221

221:                                              ; preds = %209, %218
  %222 = extractelement <2 x float> %140, i64 1
  %223 = fpext float %222 to double
  %224 = fadd fast float %136, 0x3F847AE140000000
  %225 = fmul fast float %135, 5.000000e-01
  %226 = insertelement <2 x float> poison, float %135, i64 0
  %227 = insertelement <2 x float> %226, float %224, i64 1
  %228 = tail call fast noundef nofpclass(nan inf) <2 x float> @casinf(<2 x float> noundef nofpclass(nan inf) %227) #9
  %229 = fmul fast float %224, 0x3FD3333340000000
  %230 = insertelement <2 x float> poison, float %224, i64 0
  %231 = insertelement <2 x float> %230, float %225, i64 1
  %232 = tail call fast noundef nofpclass(nan inf) <2 x float> @cpowf(<2 x float> noundef nofpclass(nan inf) %227, <2 x float> noundef nofpclass(nan inf) %231) #9
  %233 = fadd fast float %135, 2.000000e+00
  %234 = insertelement <2 x float> poison, float %233, i64 0
  %235 = insertelement <2 x float> %234, float %224, i64 1
  %236 = tail call fast noundef nofpclass(nan inf) <2 x float> @cacoshf(<2 x float> noundef nofpclass(nan inf) %235) #9
  %237 = fadd fast float %136, 0xBF847AE140000000
  %238 = insertelement <2 x float> %226, float %237, i64 1
  %239 = tail call fast noundef nofpclass(nan inf) <2 x float> @casinf(<2 x float> noundef nofpclass(nan inf) %238) #9
  %240 = insertelement <2 x float> poison, float %237, i64 0
  %241 = insertelement <2 x float> %240, float %135, i64 1
  %242 = fmul fast <2 x float> %241, <float 0x3FD3333340000000, float 0x3FC3333340000000>
  %243 = insertelement <2 x float> %242, float %229, i64 0
  %244 = tail call fast noundef nofpclass(nan inf) <2 x float> @catanhf(<2 x float> noundef nofpclass(nan inf) %243) #9
  %245 = tail call fast noundef nofpclass(nan inf) <2 x float> @catanhf(<2 x float> noundef nofpclass(nan inf) %242) #9
  %246 = insertelement <2 x float> poison, float %237, i64 0
  %247 = insertelement <2 x float> %246, float %225, i64 1
  %248 = tail call fast noundef nofpclass(nan inf) <2 x float> @cpowf(<2 x float> noundef nofpclass(nan inf) %238, <2 x float> noundef nofpclass(nan inf) %247) #9
  %249 = insertelement <2 x float> %234, float %237, i64 1
  %250 = tail call fast noundef nofpclass(nan inf) <2 x float> @cacoshf(<2 x float> noundef nofpclass(nan inf) %249) #9
  %251 = shufflevector <2 x float> %228, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %252 = fadd fast <2 x float> %251, %228
  %253 = fadd fast <2 x float> %252, %244
  %254 = shufflevector <2 x float> %244, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %255 = fadd fast <2 x float> %253, %254
  %256 = fadd fast <2 x float> %255, %232
  %257 = shufflevector <2 x float> %232, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %258 = fadd fast <2 x float> %256, %257
  %259 = fadd fast <2 x float> %258, %236
  %260 = shufflevector <2 x float> %236, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %261 = fadd fast <2 x float> %259, %260
  %262 = shufflevector <2 x float> %239, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %263 = fadd fast <2 x float> %239, %262
  %264 = fadd fast <2 x float> %263, %245
  %265 = shufflevector <2 x float> %245, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %266 = fadd fast <2 x float> %264, %265
  %267 = fadd fast <2 x float> %266, %248
  %268 = shufflevector <2 x float> %248, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %269 = fadd fast <2 x float> %267, %268
  %270 = fadd fast <2 x float> %269, %250
  %271 = shufflevector <2 x float> %250, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %272 = fadd fast <2 x float> %270, %271
  %273 = fsub fast <2 x float> %261, %272
  %274 = extractelement <2 x float> %273, i64 0
  %275 = fmul fast float %274, 5.000000e+01
  %276 = fpext float %275 to double
  %277 = tail call fast double @llvm.fabs.f64(double %276)
  %278 = tail call fast double @llvm.maxnum.f64(double %277, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %223, ptr %2, align 8, !tbaa !9
  %279 = load volatile double, ptr %2, align 8, !tbaa !9
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = fcmp ueq double %280, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %281, label %293, label %282

282:                                              ; preds = %221
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %276, ptr %1, align 8, !tbaa !9
  %283 = load volatile double, ptr %1, align 8, !tbaa !9
  %284 = tail call double @llvm.fabs.f64(double %283)
  %285 = fcmp ueq double %284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %285, label %293, label %286

286:                                              ; preds = %282
  %287 = fsub fast double %223, %276
  %288 = tail call fast double @llvm.fabs.f64(double %287)
  %289 = fmul fast double %278, 3.000000e-02
  %290 = fcmp fast ole double %288, %289
  %291 = select i1 %290, ptr @.str.8, ptr @.str.9
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %223, double noundef nofpclass(nan inf) %276, ptr noundef nonnull %291)
  br i1 %290, label %298, label %295

293:                                              ; preds = %282, %221
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %223, double noundef nofpclass(nan inf) %276, ptr noundef nonnull @.str.9)
  br label %295

295:                                              ; preds = %293, %286
  %296 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %286, %295
  %299 = add nuw nsw i64 %22, 16
  %300 = icmp eq i64 %299, 48
  br i1 %300, label %15, label %21
}

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #4

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @casin(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @cacos(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @catan(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @casinh(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @cacosh(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @catanh(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @cpow(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf), double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @clog(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @cproj(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @casinf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @catanhf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @cpowf(<2 x float> noundef nofpclass(nan inf), <2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) <2 x float> @cacoshf(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

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
