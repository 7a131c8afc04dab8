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

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef double @_Z1fdd(double noundef %0, double noundef %1) #0 {
  %3 = fmul double %0, 5.000000e-01
  %4 = tail call noundef { double, double } @casin(double noundef %0, double noundef %1) #9
  %5 = extractvalue { double, double } %4, 0
  %6 = extractvalue { double, double } %4, 1
  %7 = fmul double %1, 5.000000e-01
  %8 = tail call noundef { double, double } @cacos(double noundef %3, double noundef %7) #9
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = tail call noundef { double, double } @catan(double noundef %0, double noundef %1) #9
  %12 = extractvalue { double, double } %11, 0
  %13 = extractvalue { double, double } %11, 1
  %14 = insertelement <2 x double> poison, double %9, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  %16 = insertelement <2 x double> poison, double %12, i64 0
  %17 = insertelement <2 x double> %16, double %13, i64 1
  %18 = fmul <2 x double> %15, %17
  %19 = insertelement <2 x double> poison, double %10, i64 0
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  %21 = fmul <2 x double> %20, %17
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %23 = fsub <2 x double> %18, %22
  %24 = fadd <2 x double> %18, %22
  %25 = shufflevector <2 x double> %23, <2 x double> %24, <2 x i32> <i32 0, i32 3>
  %26 = extractelement <2 x double> %23, i64 0
  %27 = fcmp uno double %26, 0.000000e+00
  br i1 %27, label %28, label %37, !prof !5

28:                                               ; preds = %2
  %29 = extractelement <2 x double> %24, i64 1
  %30 = fcmp uno double %29, 0.000000e+00
  br i1 %30, label %31, label %37, !prof !5

31:                                               ; preds = %28
  %32 = tail call noundef { double, double } @__muldc3(double noundef %9, double noundef %10, double noundef %12, double noundef %13) #9
  %33 = extractvalue { double, double } %32, 0
  %34 = extractvalue { double, double } %32, 1
  %35 = insertelement <2 x double> poison, double %33, i64 0
  %36 = insertelement <2 x double> %35, double %34, i64 1
  br label %37

37:                                               ; preds = %2, %28, %31
  %38 = phi <2 x double> [ %25, %2 ], [ %25, %28 ], [ %36, %31 ]
  %39 = insertelement <2 x double> poison, double %5, i64 0
  %40 = insertelement <2 x double> %39, double %6, i64 1
  %41 = fadd <2 x double> %40, %38
  %42 = tail call noundef { double, double } @casinh(double noundef %1, double noundef %3) #9
  %43 = extractvalue { double, double } %42, 0
  %44 = extractvalue { double, double } %42, 1
  %45 = fadd double %0, 2.000000e+00
  %46 = tail call noundef { double, double } @cacosh(double noundef %45, double noundef %1) #9
  %47 = extractvalue { double, double } %46, 0
  %48 = extractvalue { double, double } %46, 1
  %49 = insertelement <2 x double> poison, double %43, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  %51 = insertelement <2 x double> poison, double %47, i64 0
  %52 = insertelement <2 x double> %51, double %48, i64 1
  %53 = fmul <2 x double> %50, %52
  %54 = insertelement <2 x double> poison, double %44, i64 0
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> zeroinitializer
  %56 = fmul <2 x double> %55, %52
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %58 = fsub <2 x double> %53, %57
  %59 = fadd <2 x double> %53, %57
  %60 = shufflevector <2 x double> %58, <2 x double> %59, <2 x i32> <i32 0, i32 3>
  %61 = extractelement <2 x double> %58, i64 0
  %62 = fcmp uno double %61, 0.000000e+00
  br i1 %62, label %63, label %72, !prof !5

63:                                               ; preds = %37
  %64 = extractelement <2 x double> %59, i64 1
  %65 = fcmp uno double %64, 0.000000e+00
  br i1 %65, label %66, label %72, !prof !5

66:                                               ; preds = %63
  %67 = tail call noundef { double, double } @__muldc3(double noundef %43, double noundef %44, double noundef %47, double noundef %48) #9
  %68 = extractvalue { double, double } %67, 0
  %69 = extractvalue { double, double } %67, 1
  %70 = insertelement <2 x double> poison, double %68, i64 0
  %71 = insertelement <2 x double> %70, double %69, i64 1
  br label %72

72:                                               ; preds = %37, %63, %66
  %73 = phi <2 x double> [ %60, %37 ], [ %60, %63 ], [ %71, %66 ]
  %74 = fadd <2 x double> %41, %73
  %75 = fmul double %1, 3.000000e-01
  %76 = fmul double %3, 3.000000e-01
  %77 = tail call noundef { double, double } @catanh(double noundef %75, double noundef %76) #9
  %78 = extractvalue { double, double } %77, 0
  %79 = extractvalue { double, double } %77, 1
  %80 = insertelement <2 x double> poison, double %78, i64 0
  %81 = insertelement <2 x double> %80, double %79, i64 1
  %82 = fadd <2 x double> %74, %81
  %83 = tail call noundef { double, double } @cpow(double noundef %0, double noundef %1, double noundef %1, double noundef %3) #9
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  %86 = tail call noundef { double, double } @clog(double noundef %0, double noundef %1) #9
  %87 = extractvalue { double, double } %86, 0
  %88 = extractvalue { double, double } %86, 1
  %89 = tail call { double, double } @cproj(double noundef %0, double noundef %1) #10
  %90 = extractvalue { double, double } %89, 0
  %91 = extractvalue { double, double } %89, 1
  %92 = fneg double %3
  %93 = insertelement <2 x double> poison, double %87, i64 0
  %94 = insertelement <2 x double> %93, double %88, i64 1
  %95 = fdiv <2 x double> %94, <double 0x40026BB1BBB55516, double 0x40026BB1BBB55516>
  %96 = insertelement <2 x double> poison, double %84, i64 0
  %97 = insertelement <2 x double> %96, double %85, i64 1
  %98 = fadd <2 x double> %97, %95
  %99 = insertelement <2 x double> poison, double %90, i64 0
  %100 = insertelement <2 x double> %99, double %91, i64 1
  %101 = insertelement <2 x double> poison, double %1, i64 0
  %102 = shufflevector <2 x double> %101, <2 x double> poison, <2 x i32> zeroinitializer
  %103 = fmul <2 x double> %100, %102
  %104 = insertelement <2 x double> poison, double %3, i64 0
  %105 = shufflevector <2 x double> %104, <2 x double> poison, <2 x i32> zeroinitializer
  %106 = fmul <2 x double> %105, %100
  %107 = shufflevector <2 x double> %106, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %108 = fadd <2 x double> %103, %107
  %109 = fsub <2 x double> %103, %107
  %110 = shufflevector <2 x double> %108, <2 x double> %109, <2 x i32> <i32 0, i32 3>
  %111 = extractelement <2 x double> %108, i64 0
  %112 = fcmp uno double %111, 0.000000e+00
  br i1 %112, label %113, label %122, !prof !5

113:                                              ; preds = %72
  %114 = extractelement <2 x double> %109, i64 1
  %115 = fcmp uno double %114, 0.000000e+00
  br i1 %115, label %116, label %122, !prof !5

116:                                              ; preds = %113
  %117 = tail call noundef { double, double } @__muldc3(double noundef %90, double noundef %91, double noundef %1, double noundef %92) #9
  %118 = extractvalue { double, double } %117, 0
  %119 = extractvalue { double, double } %117, 1
  %120 = insertelement <2 x double> poison, double %118, i64 0
  %121 = insertelement <2 x double> %120, double %119, i64 1
  br label %122

122:                                              ; preds = %72, %113, %116
  %123 = phi <2 x double> [ %110, %72 ], [ %110, %113 ], [ %121, %116 ]
  %124 = fadd <2 x double> %98, %123
  %125 = fmul <2 x double> %82, %124
  %126 = shufflevector <2 x double> %125, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %127 = fsub <2 x double> %125, %126
  %128 = extractelement <2 x double> %127, i64 0
  %129 = fcmp uno double %128, 0.000000e+00
  br i1 %129, label %130, label %144, !prof !5

130:                                              ; preds = %122
  %131 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %132 = fmul <2 x double> %131, %124
  %133 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %134 = fadd <2 x double> %132, %133
  %135 = extractelement <2 x double> %134, i64 0
  %136 = fcmp uno double %135, 0.000000e+00
  br i1 %136, label %137, label %144, !prof !5

137:                                              ; preds = %130
  %138 = extractelement <2 x double> %82, i64 0
  %139 = extractelement <2 x double> %82, i64 1
  %140 = extractelement <2 x double> %124, i64 0
  %141 = extractelement <2 x double> %124, i64 1
  %142 = tail call noundef { double, double } @__muldc3(double noundef %138, double noundef %139, double noundef %140, double noundef %141) #9
  %143 = extractvalue { double, double } %142, 0
  br label %144

144:                                              ; preds = %122, %130, %137
  %145 = phi double [ %128, %122 ], [ %128, %130 ], [ %143, %137 ]
  %146 = extractelement <2 x double> %82, i64 1
  %147 = fadd double %146, %145
  ret double %147
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef float @_Z1gff(float noundef %0, float noundef %1) #2 {
  %3 = fmul float %0, 5.000000e-01
  %4 = insertelement <2 x float> poison, float %0, i64 0
  %5 = insertelement <2 x float> %4, float %1, i64 1
  %6 = tail call noundef <2 x float> @casinf(<2 x float> noundef %5) #9
  %7 = insertelement <2 x float> poison, float %1, i64 0
  %8 = insertelement <2 x float> %7, float %3, i64 1
  %9 = fmul <2 x float> %8, <float 0x3FD3333340000000, float 0x3FD3333340000000>
  %10 = tail call noundef <2 x float> @catanhf(<2 x float> noundef %9) #9
  %11 = insertelement <2 x float> poison, float %1, i64 0
  %12 = insertelement <2 x float> %11, float %3, i64 1
  %13 = tail call noundef <2 x float> @cpowf(<2 x float> noundef %5, <2 x float> noundef %12) #9
  %14 = fadd float %0, 2.000000e+00
  %15 = insertelement <2 x float> poison, float %14, i64 0
  %16 = insertelement <2 x float> %15, float %1, i64 1
  %17 = tail call noundef <2 x float> @cacoshf(<2 x float> noundef %16) #9
  %18 = fadd <2 x float> %6, %10
  %19 = fadd <2 x float> %13, %18
  %20 = fadd <2 x float> %17, %19
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %22 = fadd <2 x float> %20, %21
  %23 = extractelement <2 x float> %22, i64 0
  ret float %23
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
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #9
  store <2 x double> <double 4.000000e-01, double 3.000000e-01>, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <2 x double> <double -6.000000e-01, double 0x3FE6666666666666>, ptr %14, align 16
  %15 = getelementptr inbounds i8, ptr %13, i64 32
  store <2 x double> <double 9.000000e-01, double -3.500000e-01>, ptr %15, align 16
  br label %22

16:                                               ; preds = %293
  %17 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %17)
  %19 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #9
  ret i32 %21

22:                                               ; preds = %0, %293
  %23 = phi i64 [ 0, %0 ], [ %294, %293 ]
  %24 = getelementptr inbounds i8, ptr %13, i64 %23
  %25 = load double, ptr %24, align 16, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = tail call { double, double } (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fdd, double noundef %25, double noundef %27)
  %29 = extractvalue { double, double } %28, 0
  %30 = extractvalue { double, double } %28, 1
  %31 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  %32 = tail call noundef double @_Z1fdd(double noundef %31, double noundef %27)
  %33 = fadd double %25, 0xBEB0C6F7A0B5ED8D
  %34 = tail call noundef double @_Z1fdd(double noundef %33, double noundef %27)
  %35 = fsub double %32, %34
  %36 = fdiv double %35, 2.000000e-06
  %37 = fadd double %27, 0x3EB0C6F7A0B5ED8D
  %38 = tail call noundef double @_Z1fdd(double noundef %25, double noundef %37)
  %39 = fadd double %27, 0xBEB0C6F7A0B5ED8D
  %40 = tail call noundef double @_Z1fdd(double noundef %25, double noundef %39)
  %41 = fsub double %38, %40
  %42 = fdiv double %41, 2.000000e-06
  %43 = tail call double @llvm.fabs.f64(double %36)
  %44 = fcmp ogt double %43, 1.000000e+00
  %45 = select i1 %44, double %43, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %29, ptr %12, align 8, !tbaa !10
  %46 = load volatile double, ptr %12, align 8, !tbaa !10
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fcmp ueq double %47, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %48, label %60, label %49

49:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %36, ptr %11, align 8, !tbaa !10
  %50 = load volatile double, ptr %11, align 8, !tbaa !10
  %51 = tail call double @llvm.fabs.f64(double %50)
  %52 = fcmp ueq double %51, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %52, label %60, label %53

53:                                               ; preds = %49
  %54 = fsub double %29, %36
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ole double %55, %56
  %58 = select i1 %57, ptr @.str.8, ptr @.str.9
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %25, double noundef %29, double noundef %36, ptr noundef nonnull %58)
  br i1 %57, label %65, label %62

60:                                               ; preds = %49, %22
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %25, double noundef %29, double noundef %36, ptr noundef nonnull @.str.9)
  br label %62

62:                                               ; preds = %60, %53
  %63 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %65

65:                                               ; preds = %53, %62
  %66 = tail call double @llvm.fabs.f64(double %42)
  %67 = fcmp ogt double %66, 1.000000e+00
  %68 = select i1 %67, double %66, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %30, ptr %10, align 8, !tbaa !10
  %69 = load volatile double, ptr %10, align 8, !tbaa !10
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %71, label %83, label %72

72:                                               ; preds = %65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %42, ptr %9, align 8, !tbaa !10
  %73 = load volatile double, ptr %9, align 8, !tbaa !10
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %75, label %83, label %76

76:                                               ; preds = %72
  %77 = fsub double %30, %42
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fmul double %68, 0x3EB0C6F7A0B5ED8D
  %80 = fcmp ole double %78, %79
  %81 = select i1 %80, ptr @.str.8, ptr @.str.9
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %25, double noundef %30, double noundef %42, ptr noundef nonnull %81)
  br i1 %80, label %88, label %85

83:                                               ; preds = %72, %65
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %25, double noundef %30, double noundef %42, ptr noundef nonnull @.str.9)
  br label %85

85:                                               ; preds = %83, %76
  %86 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %76, %85
  %89 = tail call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fdd, double noundef %25, double noundef 1.000000e+00, double noundef %27, double noundef 5.000000e-01)
  %90 = tail call double @llvm.fmuladd.f64(double %42, double 5.000000e-01, double %36)
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fcmp ogt double %91, 1.000000e+00
  %93 = select i1 %92, double %91, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %89, ptr %8, align 8, !tbaa !10
  %94 = load volatile double, ptr %8, align 8, !tbaa !10
  %95 = tail call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %96, label %108, label %97

97:                                               ; preds = %88
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %90, ptr %7, align 8, !tbaa !10
  %98 = load volatile double, ptr %7, align 8, !tbaa !10
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %100, label %108, label %101

101:                                              ; preds = %97
  %102 = fsub double %89, %90
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = fmul double %93, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ole double %103, %104
  %106 = select i1 %105, ptr @.str.8, ptr @.str.9
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %25, double noundef %89, double noundef %90, ptr noundef nonnull %106)
  br i1 %105, label %113, label %110

108:                                              ; preds = %97, %88
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %25, double noundef %89, double noundef %90, ptr noundef nonnull @.str.9)
  br label %110

110:                                              ; preds = %108, %101
  %111 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %113

113:                                              ; preds = %101, %110
  %114 = tail call double @llvm.fmuladd.f64(double %30, double 5.000000e-01, double %29)
  %115 = tail call double @llvm.fabs.f64(double %114)
  %116 = fcmp ogt double %115, 1.000000e+00
  %117 = select i1 %116, double %115, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %89, ptr %6, align 8, !tbaa !10
  %118 = load volatile double, ptr %6, align 8, !tbaa !10
  %119 = tail call double @llvm.fabs.f64(double %118)
  %120 = fcmp ueq double %119, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %120, label %132, label %121

121:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %114, ptr %5, align 8, !tbaa !10
  %122 = load volatile double, ptr %5, align 8, !tbaa !10
  %123 = tail call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %124, label %132, label %125

125:                                              ; preds = %121
  %126 = fsub double %89, %114
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = fmul double %117, 0x3D719799812DEA11
  %129 = fcmp ole double %127, %128
  %130 = select i1 %129, ptr @.str.8, ptr @.str.9
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %25, double noundef %89, double noundef %114, ptr noundef nonnull %130)
  br i1 %129, label %137, label %134

132:                                              ; preds = %121, %113
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %25, double noundef %89, double noundef %114, ptr noundef nonnull @.str.9)
  br label %134

134:                                              ; preds = %132, %125
  %135 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %125, %134
  %138 = fptrunc double %25 to float
  %139 = fptrunc double %27 to float
  %140 = fpext float %138 to double
  %141 = fpext float %139 to double
  %142 = tail call double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1gff, double noundef %140, double noundef %141)
  %143 = bitcast double %142 to <2 x float>
  %144 = extractelement <2 x float> %143, i64 0
  %145 = fpext float %144 to double
  %146 = fadd float %138, 0x3F847AE140000000
  %147 = fmul float %146, 5.000000e-01
  %148 = insertelement <2 x float> poison, float %146, i64 0
  %149 = insertelement <2 x float> %148, float %139, i64 1
  %150 = tail call noundef <2 x float> @casinf(<2 x float> noundef %149) #9
  %151 = fmul float %139, 0x3FD3333340000000
  %152 = fmul float %147, 0x3FD3333340000000
  %153 = insertelement <2 x float> poison, float %151, i64 0
  %154 = insertelement <2 x float> %153, float %152, i64 1
  %155 = tail call noundef <2 x float> @catanhf(<2 x float> noundef %154) #9
  %156 = insertelement <2 x float> poison, float %139, i64 0
  %157 = insertelement <2 x float> %156, float %147, i64 1
  %158 = tail call noundef <2 x float> @cpowf(<2 x float> noundef %149, <2 x float> noundef %157) #9
  %159 = fadd float %146, 2.000000e+00
  %160 = insertelement <2 x float> poison, float %159, i64 0
  %161 = insertelement <2 x float> %160, float %139, i64 1
  %162 = tail call noundef <2 x float> @cacoshf(<2 x float> noundef %161) #9
  %163 = fadd float %138, 0xBF847AE140000000
  %164 = fmul float %163, 5.000000e-01
  %165 = insertelement <2 x float> poison, float %163, i64 0
  %166 = insertelement <2 x float> %165, float %139, i64 1
  %167 = tail call noundef <2 x float> @casinf(<2 x float> noundef %166) #9
  %168 = fmul float %164, 0x3FD3333340000000
  %169 = insertelement <2 x float> %153, float %168, i64 1
  %170 = tail call noundef <2 x float> @catanhf(<2 x float> noundef %169) #9
  %171 = insertelement <2 x float> %156, float %164, i64 1
  %172 = tail call noundef <2 x float> @cpowf(<2 x float> noundef %166, <2 x float> noundef %171) #9
  %173 = fadd float %163, 2.000000e+00
  %174 = insertelement <2 x float> poison, float %173, i64 0
  %175 = insertelement <2 x float> %174, float %139, i64 1
  %176 = tail call noundef <2 x float> @cacoshf(<2 x float> noundef %175) #9
  %177 = shufflevector <2 x float> %150, <2 x float> %167, <2 x i32> <i32 0, i32 2>
  %178 = shufflevector <2 x float> %155, <2 x float> %170, <2 x i32> <i32 0, i32 2>
  %179 = fadd <2 x float> %177, %178
  %180 = shufflevector <2 x float> %150, <2 x float> %167, <2 x i32> <i32 1, i32 3>
  %181 = shufflevector <2 x float> %155, <2 x float> %170, <2 x i32> <i32 1, i32 3>
  %182 = fadd <2 x float> %180, %181
  %183 = shufflevector <2 x float> %158, <2 x float> %172, <2 x i32> <i32 0, i32 2>
  %184 = fadd <2 x float> %183, %179
  %185 = shufflevector <2 x float> %158, <2 x float> %172, <2 x i32> <i32 1, i32 3>
  %186 = fadd <2 x float> %182, %185
  %187 = shufflevector <2 x float> %162, <2 x float> %176, <2 x i32> <i32 0, i32 2>
  %188 = fadd <2 x float> %187, %184
  %189 = shufflevector <2 x float> %162, <2 x float> %176, <2 x i32> <i32 1, i32 3>
  %190 = fadd <2 x float> %186, %189
  %191 = fadd <2 x float> %188, %190
  %192 = shufflevector <2 x float> %191, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %193 = fsub <2 x float> %191, %192
  %194 = extractelement <2 x float> %193, i64 0
  %195 = fdiv float %194, 0x3F947AE140000000
  %196 = fpext float %195 to double
  %197 = tail call double @llvm.fabs.f64(double %196)
  %198 = fcmp ogt double %197, 1.000000e+00
  %199 = select i1 %198, double %197, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %145, ptr %4, align 8, !tbaa !10
  %200 = load volatile double, ptr %4, align 8, !tbaa !10
  %201 = tail call double @llvm.fabs.f64(double %200)
  %202 = fcmp ueq double %201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %202, label %214, label %203

203:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %196, ptr %3, align 8, !tbaa !10
  %204 = load volatile double, ptr %3, align 8, !tbaa !10
  %205 = tail call double @llvm.fabs.f64(double %204)
  %206 = fcmp ueq double %205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %206, label %214, label %207

207:                                              ; preds = %203
  %208 = fsub double %145, %196
  %209 = tail call double @llvm.fabs.f64(double %208)
  %210 = fmul double %199, 3.000000e-02
  %211 = fcmp ole double %209, %210
  %212 = select i1 %211, ptr @.str.8, ptr @.str.9
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %25, double noundef %145, double noundef %196, ptr noundef nonnull %212)
  br i1 %211, label %219, label %216

214:                                              ; preds = %203, %137
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %25, double noundef %145, double noundef %196, ptr noundef nonnull @.str.9)
  br label %216

216:                                              ; preds = %214, %207
  %217 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %219

219:                                              ; preds = %207, %216
  %220 = extractelement <2 x float> %143, i64 1
  %221 = fpext float %220 to double
  %222 = fadd float %139, 0x3F847AE140000000
  %223 = fmul float %138, 5.000000e-01
  %224 = insertelement <2 x float> poison, float %138, i64 0
  %225 = insertelement <2 x float> %224, float %222, i64 1
  %226 = tail call noundef <2 x float> @casinf(<2 x float> noundef %225) #9
  %227 = fmul float %222, 0x3FD3333340000000
  %228 = fmul float %223, 0x3FD3333340000000
  %229 = insertelement <2 x float> poison, float %227, i64 0
  %230 = insertelement <2 x float> %229, float %228, i64 1
  %231 = tail call noundef <2 x float> @catanhf(<2 x float> noundef %230) #9
  %232 = insertelement <2 x float> poison, float %222, i64 0
  %233 = insertelement <2 x float> %232, float %223, i64 1
  %234 = tail call noundef <2 x float> @cpowf(<2 x float> noundef %225, <2 x float> noundef %233) #9
  %235 = fadd float %138, 2.000000e+00
  %236 = insertelement <2 x float> poison, float %235, i64 0
  %237 = insertelement <2 x float> %236, float %222, i64 1
  %238 = tail call noundef <2 x float> @cacoshf(<2 x float> noundef %237) #9
  %239 = fadd float %139, 0xBF847AE140000000
  %240 = insertelement <2 x float> %224, float %239, i64 1
  %241 = tail call noundef <2 x float> @casinf(<2 x float> noundef %240) #9
  %242 = fmul float %239, 0x3FD3333340000000
  %243 = insertelement <2 x float> poison, float %242, i64 0
  %244 = insertelement <2 x float> %243, float %228, i64 1
  %245 = tail call noundef <2 x float> @catanhf(<2 x float> noundef %244) #9
  %246 = insertelement <2 x float> poison, float %239, i64 0
  %247 = insertelement <2 x float> %246, float %223, i64 1
  %248 = tail call noundef <2 x float> @cpowf(<2 x float> noundef %240, <2 x float> noundef %247) #9
  %249 = insertelement <2 x float> %236, float %239, i64 1
  %250 = tail call noundef <2 x float> @cacoshf(<2 x float> noundef %249) #9
  %251 = shufflevector <2 x float> %226, <2 x float> %241, <2 x i32> <i32 0, i32 2>
  %252 = shufflevector <2 x float> %231, <2 x float> %245, <2 x i32> <i32 0, i32 2>
  %253 = fadd <2 x float> %251, %252
  %254 = shufflevector <2 x float> %226, <2 x float> %241, <2 x i32> <i32 1, i32 3>
  %255 = shufflevector <2 x float> %231, <2 x float> %245, <2 x i32> <i32 1, i32 3>
  %256 = fadd <2 x float> %254, %255
  %257 = shufflevector <2 x float> %234, <2 x float> %248, <2 x i32> <i32 0, i32 2>
  %258 = fadd <2 x float> %257, %253
  %259 = shufflevector <2 x float> %234, <2 x float> %248, <2 x i32> <i32 1, i32 3>
  %260 = fadd <2 x float> %256, %259
  %261 = shufflevector <2 x float> %238, <2 x float> %250, <2 x i32> <i32 0, i32 2>
  %262 = fadd <2 x float> %261, %258
  %263 = shufflevector <2 x float> %238, <2 x float> %250, <2 x i32> <i32 1, i32 3>
  %264 = fadd <2 x float> %260, %263
  %265 = fadd <2 x float> %262, %264
  %266 = shufflevector <2 x float> %265, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %267 = fsub <2 x float> %265, %266
  %268 = extractelement <2 x float> %267, i64 0
  %269 = fdiv float %268, 0x3F947AE140000000
  %270 = fpext float %269 to double
  %271 = tail call double @llvm.fabs.f64(double %270)
  %272 = fcmp ogt double %271, 1.000000e+00
  %273 = select i1 %272, double %271, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %221, ptr %2, align 8, !tbaa !10
  %274 = load volatile double, ptr %2, align 8, !tbaa !10
  %275 = tail call double @llvm.fabs.f64(double %274)
  %276 = fcmp ueq double %275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %276, label %288, label %277

277:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %270, ptr %1, align 8, !tbaa !10
  %278 = load volatile double, ptr %1, align 8, !tbaa !10
  %279 = tail call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %280, label %288, label %281

281:                                              ; preds = %277
  %282 = fsub double %221, %270
  %283 = tail call double @llvm.fabs.f64(double %282)
  %284 = fmul double %273, 3.000000e-02
  %285 = fcmp ole double %283, %284
  %286 = select i1 %285, ptr @.str.8, ptr @.str.9
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, double noundef %25, double noundef %221, double noundef %270, ptr noundef nonnull %286)
  br i1 %285, label %293, label %290

288:                                              ; preds = %277, %219
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, double noundef %25, double noundef %221, double noundef %270, ptr noundef nonnull @.str.9)
  br label %290

290:                                              ; preds = %288, %281
  %291 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !6
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr @_ZL6n_fail, align 4, !tbaa !6
  br label %293

293:                                              ; preds = %281, %290
  %294 = add nuw nsw i64 %23, 16
  %295 = icmp eq i64 %294, 48
  br i1 %295, label %16, label %22
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #4

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare { double, double } @casin(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @cacos(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @catan(double noundef, double noundef) local_unnamed_addr #7

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @casinh(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @cacosh(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @catanh(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @cpow(double noundef, double noundef, double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare { double, double } @cproj(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare <2 x float> @casinf(<2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare <2 x float> @catanhf(<2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare <2 x float> @cpowf(<2 x float> noundef, <2 x float> noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare <2 x float> @cacoshf(<2 x float> noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

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
