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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) float @_Z1gff(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast float %0, %0
  %4 = fmul fast float %1, %1
  %5 = fsub fast float %3, %4
  %6 = fadd fast float %5, 2.500000e-01
  %7 = fmul fast float %0, 2.000000e+00
  %8 = fmul fast float %7, %1
  %9 = fadd fast float %8, -5.000000e-01
  %10 = fmul fast float %6, 1.500000e+00
  %11 = fmul fast float %9, %1
  %12 = fmul fast float %9, 1.500000e+00
  %13 = fmul fast float %6, %1
  %14 = fsub fast float %10, %11
  %15 = fadd fast float %14, 2.500000e-01
  %16 = fadd fast float %13, -5.000000e-01
  %17 = fadd fast float %16, %12
  %18 = fmul fast float %15, %6
  %19 = fmul fast float %17, %9
  %20 = fadd fast float %19, %18
  %21 = fmul fast float %15, %15
  %22 = fmul fast float %17, %17
  %23 = fadd fast float %22, %21
  %24 = fmul fast float %15, %9
  %25 = fmul fast float %17, %6
  %26 = fsub fast float %25, %24
  %27 = fmul fast float %26, %6
  %28 = fsub fast float 2.500000e+00, %8
  %29 = fmul fast float %20, %28
  %30 = fadd fast float %29, %27
  %31 = fdiv fast float %30, %23
  ret float %31
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

13:                                               ; preds = %284
  %14 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %14)
  %16 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #10
  ret i32 %18

19:                                               ; preds = %0, %284
  %20 = phi i64 [ 0, %0 ], [ %285, %284 ]
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
  %118 = fmul fast float %117, %117
  %119 = fmul fast float %110, %110
  %120 = fsub fast float %118, %119
  %121 = fadd fast float %120, 2.500000e-01
  %122 = fmul fast float %110, 2.000000e+00
  %123 = fmul fast float %122, %117
  %124 = fadd fast float %123, -5.000000e-01
  %125 = fmul fast float %121, 1.500000e+00
  %126 = fmul fast float %124, %110
  %127 = fmul fast float %124, 1.500000e+00
  %128 = fmul fast float %121, %110
  %129 = fsub fast float %125, %126
  %130 = fadd fast float %129, 2.500000e-01
  %131 = fadd fast float %128, -5.000000e-01
  %132 = fadd fast float %131, %127
  %133 = fmul fast float %130, %121
  %134 = fmul fast float %132, %124
  %135 = fadd fast float %134, %133
  %136 = fmul fast float %130, %130
  %137 = fmul fast float %132, %132
  %138 = fadd fast float %137, %136
  %139 = fmul fast float %130, %124
  %140 = fmul fast float %132, %121
  %141 = fsub fast float %140, %139
  %142 = fmul fast float %141, %121
  %143 = fsub fast float 2.500000e+00, %123
  %144 = fmul fast float %135, %143
  %145 = fadd fast float %144, %142
  %146 = fdiv fast float %145, %138
  %147 = fadd fast float %109, 0xBF847AE140000000
  %148 = fmul fast float %147, %147
  %149 = fsub fast float %148, %119
  %150 = fadd fast float %149, 2.500000e-01
  %151 = fmul fast float %122, %147
  %152 = fadd fast float %151, -5.000000e-01
  %153 = fmul fast float %150, 1.500000e+00
  %154 = fmul fast float %152, %110
  %155 = fmul fast float %152, 1.500000e+00
  %156 = fmul fast float %150, %110
  %157 = fsub fast float %153, %154
  %158 = fadd fast float %157, 2.500000e-01
  %159 = fadd fast float %156, -5.000000e-01
  %160 = fadd fast float %159, %155
  %161 = fmul fast float %158, %150
  %162 = fmul fast float %160, %152
  %163 = fadd fast float %162, %161
  %164 = fmul fast float %158, %158
  %165 = fmul fast float %160, %160
  %166 = fadd fast float %165, %164
  %167 = fmul fast float %158, %152
  %168 = fmul fast float %160, %150
  %169 = fsub fast float %168, %167
  %170 = fmul fast float %169, %150
  %171 = fsub fast float 2.500000e+00, %151
  %172 = fmul fast float %163, %171
  %173 = fadd fast float %172, %170
  %174 = fdiv fast float %173, %166
  %175 = fsub fast float %146, %174
  %176 = fmul fast float %175, 5.000000e+01
  %177 = fpext float %176 to double
  %178 = tail call fast double @llvm.fabs.f64(double %177)
  %179 = tail call fast double @llvm.maxnum.f64(double %178, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %116, ptr %4, align 8, !tbaa !9
  %180 = load volatile double, ptr %4, align 8, !tbaa !9
  %181 = tail call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %182, label %194, label %183

183:                                              ; preds = %108
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %177, ptr %3, align 8, !tbaa !9
  %184 = load volatile double, ptr %3, align 8, !tbaa !9
  %185 = tail call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %186, label %194, label %187

187:                                              ; preds = %183
  %188 = fsub fast double %116, %177
  %189 = tail call fast double @llvm.fabs.f64(double %188)
  %190 = fmul fast double %179, 3.000000e-02
  %191 = fcmp fast ole double %189, %190
  %192 = select i1 %191, ptr @.str.7, ptr @.str.8
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %177, ptr noundef nonnull %192)
  br i1 %191, label %199, label %196

194:                                              ; preds = %183, %108
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %177, ptr noundef nonnull @.str.8)
  br label %196

196:                                              ; preds = %194, %187
  %197 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %187, %196
  %200 = extractelement <2 x float> %114, i64 1
  %201 = fpext float %200 to double
  %202 = fadd fast float %110, 0x3F847AE140000000
  %203 = fmul fast float %109, %109
  %204 = fmul fast float %202, %202
  %205 = fsub fast float %203, %204
  %206 = fadd fast float %205, 2.500000e-01
  %207 = fmul fast float %109, 2.000000e+00
  %208 = fmul fast float %202, %207
  %209 = fadd fast float %208, -5.000000e-01
  %210 = fmul fast float %206, 1.500000e+00
  %211 = fmul fast float %209, %202
  %212 = fmul fast float %209, 1.500000e+00
  %213 = fmul fast float %206, %202
  %214 = fsub fast float %210, %211
  %215 = fadd fast float %214, 2.500000e-01
  %216 = fadd fast float %212, -5.000000e-01
  %217 = fadd fast float %216, %213
  %218 = fmul fast float %215, %206
  %219 = fmul fast float %217, %209
  %220 = fadd fast float %219, %218
  %221 = fmul fast float %215, %215
  %222 = fmul fast float %217, %217
  %223 = fadd fast float %222, %221
  %224 = fmul fast float %215, %209
  %225 = fmul fast float %217, %206
  %226 = fsub fast float %225, %224
  %227 = fmul fast float %226, %206
  %228 = fsub fast float 2.500000e+00, %208
  %229 = fmul fast float %220, %228
  %230 = fadd fast float %229, %227
  %231 = fdiv fast float %230, %223
  %232 = fadd fast float %110, 0xBF847AE140000000
  %233 = fmul fast float %232, %232
  %234 = fsub fast float %203, %233
  %235 = fadd fast float %234, 2.500000e-01
  %236 = fmul fast float %232, %207
  %237 = fadd fast float %236, -5.000000e-01
  %238 = fmul fast float %235, 1.500000e+00
  %239 = fmul fast float %237, %232
  %240 = fmul fast float %237, 1.500000e+00
  %241 = fmul fast float %235, %232
  %242 = fsub fast float %238, %239
  %243 = fadd fast float %242, 2.500000e-01
  %244 = fadd fast float %240, -5.000000e-01
  %245 = fadd fast float %244, %241
  %246 = fmul fast float %243, %235
  %247 = fmul fast float %245, %237
  %248 = fadd fast float %247, %246
  %249 = fmul fast float %243, %243
  %250 = fmul fast float %245, %245
  %251 = fadd fast float %250, %249
  %252 = fmul fast float %243, %237
  %253 = fmul fast float %245, %235
  %254 = fsub fast float %253, %252
  %255 = fmul fast float %254, %235
  %256 = fsub fast float 2.500000e+00, %236
  %257 = fmul fast float %248, %256
  %258 = fadd fast float %257, %255
  %259 = fdiv fast float %258, %251
  %260 = fsub fast float %231, %259
  %261 = fmul fast float %260, 5.000000e+01
  %262 = fpext float %261 to double
  %263 = tail call fast double @llvm.fabs.f64(double %262)
  %264 = tail call fast double @llvm.maxnum.f64(double %263, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %201, ptr %2, align 8, !tbaa !9
  %265 = load volatile double, ptr %2, align 8, !tbaa !9
  %266 = tail call double @llvm.fabs.f64(double %265)
  %267 = fcmp ueq double %266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %267, label %279, label %268

268:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %262, ptr %1, align 8, !tbaa !9
  %269 = load volatile double, ptr %1, align 8, !tbaa !9
  %270 = tail call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %271, label %279, label %272

272:                                              ; preds = %268
  %273 = fsub fast double %201, %262
  %274 = tail call fast double @llvm.fabs.f64(double %273)
  %275 = fmul fast double %264, 3.000000e-02
  %276 = fcmp fast ole double %274, %275
  %277 = select i1 %276, ptr @.str.7, ptr @.str.8
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %201, double noundef nofpclass(nan inf) %262, ptr noundef nonnull %277)
  br i1 %276, label %284, label %281

279:                                              ; preds = %268, %199
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %201, double noundef nofpclass(nan inf) %262, ptr noundef nonnull @.str.8)
  br label %281

281:                                              ; preds = %279, %272
  %282 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %284

284:                                              ; preds = %272, %281
  %285 = add nuw nsw i64 %20, 16
  %286 = icmp eq i64 %285, 48
  br i1 %286, label %13, label %19
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="64" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
